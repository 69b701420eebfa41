pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            step east | west from ranks 6..=3;
        }
        black mirrors white;
    }
}

fn main() {}
