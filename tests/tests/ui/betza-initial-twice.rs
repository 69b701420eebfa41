pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            betza "fmWifmnD" initial rank 2 initial rank 3;
        }
        black mirrors white;
    }
}

fn main() {}
