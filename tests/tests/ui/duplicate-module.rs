pawnshift::pawns! {
    pub mod chess {
        board 8 x 8;
    }
    pub mod chess {
        board 8 x 8;
    }
}

fn main() {}
