pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            promote optional in ranks 1..=8 to queen;
        }
        black mirrors white;
    }
}

fn main() {}
