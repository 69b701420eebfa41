pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north {
            push 2 from rank 2 en_passant jumping;
        }
        black mirrors white;
    }
}

fn main() {}
