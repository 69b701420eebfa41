pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            push 2 from file 1;
        }
        black mirrors white;
    }
}

fn main() {}
