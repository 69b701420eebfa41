pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 2 north_north_east;
        }
        black mirrors white;
    }
}

fn main() {}
