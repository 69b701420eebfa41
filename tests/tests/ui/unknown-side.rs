pawnshift::pawns! {
    pub mod variant {
        red forward north { push 1; }
    }
}

fn main() {}
