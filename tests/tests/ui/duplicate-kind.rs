pawnshift::pawns! {
    pub mod wolf {
        board 8 x 10;
        white forward north { push 1; }
        kind sergeant {
            white forward north { step north; }
        }
        kind sergeant {
            white forward north { step north_east; }
        }
    }
}

fn main() {}
