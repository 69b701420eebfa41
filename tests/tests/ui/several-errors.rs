pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            push 2 from rank 9;
            capture nort_east;
            capture north_west guard not_file_h;
            promote at rank 1 to queen;
        }
        black mirrors white;
    }
}

fn main() {}
