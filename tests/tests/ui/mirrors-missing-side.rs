pawnshift::pawns! {
    pub mod variant {
        black mirrors white;
    }
}

fn main() {}
