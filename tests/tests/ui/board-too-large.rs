pawnshift::pawns! {
    pub mod variant {
        board 12 x 11;
    }
}

fn main() {}
