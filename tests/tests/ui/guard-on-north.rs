pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1 north guard not_file_h;
        }
        black mirrors white;
    }
}

fn main() {}
