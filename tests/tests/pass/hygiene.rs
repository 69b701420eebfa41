//! Generated code is hygienic: it compiles inside a crate that shadows
//! `core`, `u64`, `u128`, `Option`, `Some`, and defines its own `Bitboard`,
//! `WHITE`, `Color` and `attacks`, with warnings (missing docs included)
//! denied.

#![deny(warnings, missing_docs)]
#![allow(non_camel_case_types, dead_code)]

/// Shadows the `core` crate name at the root.
mod core {}
/// Shadows the primitive.
type u64 = i8;
/// Shadows the primitive.
type u128 = i16;
/// Shadows the prelude's `Option`.
enum Option {
    /// Not the prelude's.
    Some,
}
/// A user's own bitboard type.
struct Bitboard(i32);
/// A user's own colour constant.
const WHITE: i32 = 7;
/// A user's own colour type.
enum Color {
    /// Not pawnshift's.
    Red,
}
/// A user's own function.
fn attacks() -> i32 {
    1
}

pawnshift::pawns! {
    /// Standard pawns, next to the user's shadowing items.
    pub mod standard {
        board 8 x 8;
        white forward north {
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west | north_east;
            promote at rank 8 to queen | rook | bishop | knight;
        }
        black mirrors white;
    }

    pub mod grand {
        //! A `u128` board too, documented from inside as Rust allows.
        board 10 x 10;
        white forward north {
            push 1;
            push 2 from rank 3 en_passant;
            capture north_west | north_east;
            promote optional in ranks 8..=9 to queen(1) | rook(2);
            promote at rank 10 to queen(1) | rook(2);
        }
        black mirrors white;
    }

    /// A rule that moves the same way for both sides: its colour-parametrised
    /// functions ignore the colour without a warning.
    pub mod sideways {
        board 8 x 8;
        white forward north {
            push 1;
            push 1 east as east_push;
        }
        black mirrors white;
    }
}

fn main() {
    let targets = standard::white::single_push_targets(0xff00, !0);
    assert_eq!(targets, 0xff_0000);
    let mut count = 0;
    // A black pawn on f3 steps into the optional zone: stay a pawn, or
    // become a queen or a rook.
    grand::black::generate(1 << 25, 1 << 25, 0, 0, &mut |_| count += 1);
    assert_eq!(count, 3);
    let _ = (Bitboard(WHITE), Color::Red, Option::Some, attacks());
}
