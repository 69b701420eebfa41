pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            push 1 north_west;
            push 2 from rank 2 en_passant;
            capture north_west | north_east;
        }
        black mirrors white;
    }
}

fn main() {}
