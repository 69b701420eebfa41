pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 2 nort from rank 9 en_pasant;
        }
        black mirrors white;
    }
}

fn main() {}
