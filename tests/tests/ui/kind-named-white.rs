pawnshift::pawns! {
    pub mod wolf {
        board 8 x 10;
        white forward north { push 1; }
        kind white {
            white forward north { step north; }
        }
    }
}

fn main() {}
