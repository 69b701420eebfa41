pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 1;
            push 2 from ranks 2..=8;
        }
        black mirrors white;
    }
}

fn main() {}
