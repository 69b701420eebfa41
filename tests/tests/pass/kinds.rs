//! Several pawn kinds: a kind is a module of its own inside the variant's,
//! listed in `VARIANT.kinds`; its `capture`-less sergeant takes nothing en
//! passant, while the pawn captures onto the squares the sergeant's double
//! steps make.

pawnshift::pawns! {
    /// Wolf chess's pawns.
    pub mod wolf {
        board 8 x 10;
        white forward north {
            push 1;
            capture north_west | north_east;
            promote at rank 10 to queen | elephant;
        }
        black mirrors white;
        /// The sergeant.
        kind sergeant {
            white forward north {
                step north_west | north | north_east;
                push 2 from rank 2 | b3 | c3 | f3 | g3 en_passant;
                promote at rank 10 to queen;
            }
            black mirrors white;
        }
    }
}

const SERGEANT: &pawnshift::Variant<u128> = &wolf::VARIANT.kinds[0];

fn main() {
    assert_eq!(SERGEANT.name, "sergeant");
    assert_eq!((SERGEANT.width, SERGEANT.height), (8, 10));
    assert!(SERGEANT.kinds.is_empty() && SERGEANT.start.is_none());
    assert_eq!(SERGEANT.pieces.len(), 1);
    assert_eq!(wolf::VARIANT.pieces.len(), 2);
    // A sergeant on b2 double-steps to b4, passing b3; a black pawn on c4
    // captures there.
    let (b2, b3, b4, c4) = (1u128 << 9, 1u128 << 17, 1u128 << 25, 1u128 << 26);
    assert_eq!(wolf::sergeant::white::double_push_targets(b2, !0), b4);
    assert_eq!(wolf::sergeant::white::double_push_passed_squares(b2, b4), b3);
    assert_eq!(wolf::black::en_passant_captures(c4, b3), b3);
    assert!(SERGEANT.white.is_some_and(|s| s.en_passant_captures.is_none()));
    assert!(wolf::VARIANT.white.is_some_and(|s| s.en_passant_captures.is_some()));
}
