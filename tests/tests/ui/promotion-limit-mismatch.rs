pawnshift::pawns! {
    pub mod variant {
        board 10 x 10;
        white forward north {
            push 1;
            promote optional in ranks 8..=9 to queen(1) | rook(2);
            promote at rank 10 to queen(2) | rook(2);
        }
    }
}

fn main() {}
