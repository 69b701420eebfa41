pawnshift::pawns! {
    pub mod variant {
        white forward north { push 1; }
        white forward north { push 2 from rank 2; }
    }
}

fn main() {}
