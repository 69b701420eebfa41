pawnshift::pawns! {
    pub mod variant {
        board 17 x 1;
    }
}

fn main() {}
