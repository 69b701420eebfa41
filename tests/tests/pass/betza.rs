//! A Betza string generates the same functions as the rules it stands for.

pawnshift::pawns! {
    /// Chess pawns from Fairy-Stockfish's Betza string, with the initial
    /// double step from a region of the spec's own.
    pub mod betza {
        board 8 x 8;
        white forward north {
            betza "fmWfceFifmnD" initial rank 2 | a3;
            promote at rank 8 to queen;
        }
        black mirrors white;
    }

    /// Xhess's pawns: a step forward, diagonal captures, and lame knight
    /// leaps forward without capturing.
    pub mod xhess {
        board 10 x 10;
        white forward north {
            betza "mfWcfFfhmnN";
            promote at rank 10 to queen;
        }
        black rotates white;
    }
}

fn main() {
    use pawnshift::variants::standard;
    let rank_2 = standard::RANK_2;
    assert_eq!(
        betza::white::single_push_targets(rank_2, !rank_2),
        standard::white::single_push_targets(rank_2, !rank_2)
    );
    assert_eq!(betza::white::double_push_targets(1 << 16, !0), 1 << 32);
    assert_eq!(betza::white::attacks(1 << 12), standard::white::attacks(1 << 12));
    // From e2 (square 14): e3, and the leaps to d4, f4, c3 and g3.
    let e2: u128 = 1 << 14;
    let leaps = xhess::white::north_north_east_west_north_west_east_north_east_north_north_west_single_push_targets(e2, !0);
    assert_eq!(leaps, 1 << 33 | 1 << 35 | 1 << 22 | 1 << 26);
    // A piece on e3 makes the narrow leaps lame; on d2 and f2, the wide ones.
    let blocked = !(1u128 << 24 | 1 << 13 | 1 << 15);
    let leaps = xhess::white::north_north_east_west_north_west_east_north_east_north_north_west_single_push_targets(e2, blocked);
    assert_eq!(leaps, 0);
}
