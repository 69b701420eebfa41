//! A user crate using two front ends side by side — the `pawns!` macro and
//! the checked-in module `cargo xtask codegen` wrote — gets the same
//! functions from the same spec. (The build-script front end is exercised by
//! the `examples/build-script` crate.)

pawnshift::pawns! {
    /// Orthodox chess: one step forward, two from the second rank (with en
    /// passant), captures diagonally forward, promotes on the last rank.
    pub mod standard {
        board 8 x 8;
        white forward north {
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west;
            capture north_east;
            promote at rank 8 to queen | rook | bishop | knight;
        }
        black mirrors white;
    }
}

use pawnshift::Color;
use pawnshift::variants::standard as bundled;

fn main() {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..1000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let (pawns, empty) = (x, x.rotate_left(23) ^ x);
        for color in Color::ALL {
            assert_eq!(
                standard::single_push_targets(pawns, empty, color),
                bundled::single_push_targets(pawns, empty, color)
            );
            assert_eq!(
                standard::double_push_targets(pawns, empty, color),
                bundled::double_push_targets(pawns, empty, color)
            );
            assert_eq!(standard::attacks(pawns, color), bundled::attacks(pawns, color));
        }
        assert_eq!(standard::white::ATTACKS, bundled::white::ATTACKS);
        assert_eq!(standard::black::PUSHES, bundled::black::PUSHES);
    }
}
