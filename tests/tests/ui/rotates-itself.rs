pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        white forward north_west {
            push 1;
        }
        black rotates black;
    }
}

fn main() {}
