pawnshift::pawns! {
    pub mod variant {
        white forward north {
            #[inline]
            push 1;
        }
    }
}

fn main() {}
