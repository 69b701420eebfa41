pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            capture east_north_east guard not_file_g;
        }
        black mirrors white;
    }
}

fn main() {}
