pawnshift::pawns! {}

fn main() {}
