pawnshift::pawns! {
    pub mod variant {
        board 8 x;
        white forward north {
            push 1;
        }
        black mirrors white;
    }
}

fn main() {}
