pawnshift::pawns! {
    pub mod variant {
        board 8 x 16;
        white forward north {
            push 16;
        }
    }
}

fn main() {}
