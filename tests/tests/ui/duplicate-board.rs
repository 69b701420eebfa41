pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        board 10 x 8;
        white forward north { push 1; }
    }
}

fn main() {}
