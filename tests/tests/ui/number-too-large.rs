pawnshift::pawns! {
    pub mod variant {
        board 99999999999 x 8;
        white forward north {
            push 1;
        }
        black mirrors white;
    }
}

fn main() {}
