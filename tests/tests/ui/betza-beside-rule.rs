pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            betza "fmW";
            push 1;
        }
        black mirrors white;
    }
}

fn main() {}
