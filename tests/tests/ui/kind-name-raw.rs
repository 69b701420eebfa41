pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
        }
        black mirrors white;
        kind r#type {
            white forward north {
                step north_east;
            }
            black mirrors white;
        }
    }
}

fn main() {}
