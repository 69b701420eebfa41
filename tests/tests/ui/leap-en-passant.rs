pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            push 1 north_north_east from rank 2 en_passant;
        }
        black mirrors white;
    }
}

fn main() {}
