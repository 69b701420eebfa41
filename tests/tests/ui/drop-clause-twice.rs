pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            drop in rank 2 in rank 3;
        }
        black mirrors white;
    }
}

fn main() {}
