pawnshift::pawns! {
    pub mod variant {
        board 8 x 8;
        start "4k3/pppppppp/8/8/8/8/PPPPPPP/4K3 w - - 0 1";
        white forward north { push 1; }
        black mirrors white;
    }
}

fn main() {}
