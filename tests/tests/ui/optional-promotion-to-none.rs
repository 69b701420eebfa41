pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            promote optional in ranks 6..=8 to none;
        }
        black mirrors white;
    }
}

fn main() {}
