pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward nort {
            push 0;
            capture nort_east;
        }
        black mirrors white;
    }
}

fn main() {}
