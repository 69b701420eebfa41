pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            betza "fmWfceFifmpD";
        }
        black mirrors white;
    }
}

fn main() {}
