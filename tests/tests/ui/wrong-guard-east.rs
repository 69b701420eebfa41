pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            capture north_west guard not_file_a;
            capture north_east guard not_file_a;
        }
        black mirrors white;
    }
}

fn main() {}
