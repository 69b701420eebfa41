pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            capture nort_west | north_east;
        }
        black mirrors white;
    }
}

fn main() {}
