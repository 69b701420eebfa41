pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1 from ranks 2..=7;
            promote in ranks 7..=8 to queen;
        }
        black mirrors white;
    }
}

fn main() {}
