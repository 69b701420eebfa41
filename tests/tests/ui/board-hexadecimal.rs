pawnshift::pawns! {
    pub mod variant {
        board 0x8;
        white forward north {
            push 1;
        }
        black mirrors white;
    }
}

fn main() {}
