pawnshift::pawns! {
    pub mod variant {
        white forward north {
            push 2u8 from rank 2;
        }
    }
}

fn main() {}
