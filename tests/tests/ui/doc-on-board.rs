pawnshift::pawns! {
    pub mod variant {
        /// An 8x8 board.
        board 8 x 8;
    }
}

fn main() {}
