pawnshift::pawns! {
    pub mod variant {
        board 0 x 8;
    }
}

fn main() {}
