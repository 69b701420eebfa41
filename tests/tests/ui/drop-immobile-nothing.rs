pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            capture north_west | north_east;
            promote at rank 8 to queen;
            drop in ranks 2..=7 immobile;
        }
        black mirrors white;
    }
}

fn main() {}
