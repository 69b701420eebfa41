pawnshift::pawns! {
    pub mod variant {
        white forward north { push 1; }
        black forward south { push 1; }
        black mirrors white;
    }
}

fn main() {}
