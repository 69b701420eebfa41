pawnshift::pawns! {
    pub mod variant {
        bord 8 x 8;
        white forward north { push 1; }
    }
}

fn main() {}
