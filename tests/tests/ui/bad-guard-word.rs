pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            capture north_east guard file_h;
        }
        black mirrors white;
    }
}

fn main() {}
