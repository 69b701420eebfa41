pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            betza "fmWfceFfKifmnD";
        }
        black mirrors white;
    }
}

fn main() {}
