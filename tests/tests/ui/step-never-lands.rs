pawnshift::pawns! {
    pub mod variant {
        board 1 x 8;
        white forward north {
            push 1;
            step east;
        }
    }
}

fn main() {}
