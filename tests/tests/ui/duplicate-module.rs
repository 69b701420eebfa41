pawnshift::pawns! {
    pub mod chess {
        board 8 x 8;
        white forward north { push 1; }
    }
    pub mod chess {
        board 8 x 8;
        white forward north { push 1; }
    }
}

fn main() {}
