pawnshift::pawns! {
    board 8 x 8;
}

fn main() {}
