pawnshift::pawns! {
    pub mod pawnshift {
        board 8 x 8;
        white forward north {
            push 1;
        }
        black mirrors white;
    }
}

fn main() {}
