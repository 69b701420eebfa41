pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north_north_east {
            push 1;
        }
        black mirrors white;
    }
}

fn main() {}
