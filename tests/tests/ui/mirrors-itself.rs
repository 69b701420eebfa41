pawnshift::pawns! {
    pub mod variant {
        white forward north { push 1; }
        black mirrors black;
    }
}

fn main() {}
