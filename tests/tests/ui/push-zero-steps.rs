pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 0;
        }
        black mirrors white;
    }
}

fn main() {}
