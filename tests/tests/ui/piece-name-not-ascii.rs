pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            promote at rank 8 to café;
        }
        black mirrors white;
    }
}

fn main() {}
