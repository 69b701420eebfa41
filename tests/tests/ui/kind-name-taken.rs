pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
        }
        black mirrors white;
        kind k_a {
            white forward north {
                step north_east;
            }
            black mirrors white;
        }
        kind k_A {
            white forward north {
                step north_west;
            }
            black mirrors white;
        }
    }
}

fn main() {}
