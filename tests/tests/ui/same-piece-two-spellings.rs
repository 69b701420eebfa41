pawnshift::pawns! {
    pub mod variant {
        white forward north {
            push 1;
            promote at rank 8 to queen | Queen;
        }
    }
}

fn main() {}
