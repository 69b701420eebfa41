pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            drop per_file 99999999999;
        }
        black mirrors white;
    }
}

fn main() {}
