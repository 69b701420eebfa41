pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
    }
}

fn main() {}
