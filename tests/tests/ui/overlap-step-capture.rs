pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            step north_east;
            capture north_east;
        }
        black mirrors white;
    }
}

fn main() {}
