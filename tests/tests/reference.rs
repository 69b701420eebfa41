//! Property tests: every generated function agrees with the independent
//! per-square reference of `pawnshift_tests` on random positions, for specs
//! on 8x8, 6x6, 5x5, 10x8, 9x10, 10x10, 11x10, 16x8 and 8x16 boards —
//! sideways steps, diagonal multi-step pushes, rank-limited rules, optional
//! promotion zones, square-set regions, mirrored, rotated and written-out
//! black sides.
//!
//! Inputs are full random integers, so `!occupied` and enemies carry bits
//! outside small boards; the reference ignores them, which checks that
//! generated code never returns such bits. Pawns are kept to the board, as
//! the generated functions require.

use pawnshift::Color;
use pawnshift::variants::{crazyhouse, shogi as bundled_shogi, standard};
use pawnshift_tests::dir::{E, N, NE, NW, S, SE, SW, W};
use pawnshift_tests::{Bits, Board, Check, Inputs, Rule, Set, capture, push, run};
use proptest::prelude::*;

/// Any set of up to 256 squares.
fn any_set() -> impl Strategy<Value = Set> + Clone {
    any::<[u64; 4]>().prop_map(Set::from_words)
}

pawnshift::pawns! {
    /// Los Alamos: 6x6, no double step.
    pub mod los_alamos {
        board 6 x 6;
        white forward north {
            push 1;
            capture north_west | north_east;
            promote at rank 6 to queen | rook | knight;
        }
        black mirrors white;
    }

    /// Gardner minichess, 5x5, with the board written as one literal.
    pub mod gardner {
        board 5x5;
        white forward north {
            push 1;
            capture north_west guard not_file_a | north_east guard not_file_e;
            promote at rank 5 to queen | rook | bishop | knight;
        }
        black mirrors white;
    }

    /// Capablanca: 10x8 in a u128.
    pub mod capablanca {
        board 10 x 8;
        white forward north {
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west | north_east;
            promote at rank 8 to archbishop | chancellor | queen | rook | bishop | knight;
        }
        black mirrors white;
    }

    /// Xiangqi soldiers: sideways only across the river.
    pub mod xiangqi {
        board 9 x 10;
        white forward north {
            step north;
            step east | west from ranks 6..=10;
        }
        black mirrors white;
    }

    /// Grand chess: 10x10, optional and mandatory zones.
    pub mod grand {
        board 10 x 10;
        white forward north {
            push 1;
            push 2 from rank 3 en_passant;
            capture north_west | north_east;
            promote optional in ranks 8..=9 to queen | chancellor | archbishop | rook | bishop | knight;
            promote at rank 10 to queen | chancellor | archbishop | rook | bishop | knight;
        }
        black mirrors white;
    }

    /// Rotated sides: white heads for the north-west corner, black, turned
    /// by 180°, for the south-east one (as legan's pawns do).
    pub mod rotated {
        board 9 x 8;
        white forward north_west {
            push 1;
            push 2 from rank 2 en_passant as long_push;
            capture north | west;
            promote at rank 8 to queen;
        }
        black rotates white;
    }

    /// Square-set regions: a double step from rank 2 and four squares of
    /// rank 3 (wolf chess's region), a sideways step from a file and a
    /// square, an optional promotion zone of a rank and a square.
    pub mod regions {
        board 8 x 8;
        white forward north {
            push 1;
            push 2 from rank 2 | b3 | c3 | f3 | g3 en_passant;
            capture north_west | north_east;
            step east from file a | d5 as edge_step;
            promote optional in rank 8 | e7 to queen;
        }
        black mirrors white;
    }

    /// Jumping multi-steps: spartan's hoplites step diagonally forward,
    /// capture straight ahead, and from their first rank may leap two
    /// squares diagonally over anything.
    pub mod hoplites {
        board 8 x 8;
        white forward north {
            push 1 north_west | north_east;
            push 2 north_west | north_east from rank 2 jumping as leap;
            capture north;
            promote at rank 8 to queen;
        }
        black mirrors white;
    }

    /// Knight leaps: xhess's pawns leap like a lame knight forward (the
    /// square along the leap's longer leg must be empty) without
    /// capturing; a khan's soldier leaps over anything, and here also
    /// captures and steps along leaps (which jump).
    pub mod leapers {
        board 10 x 10;
        white forward north {
            push 1;
            capture north_west | north_east;
            push 1 north_north_east | east_north_east | west_north_west as lame_leap;
            push 1 north_north_west jumping as leap;
            capture east_south_east | west_south_west as leap_capture;
            step south_south_east from ranks 3..=9 as back_leap;
            promote at rank 10 to queen;
        }
        black rotates white;
    }

    /// Drops: crazyhouse's (ranks 2 to 7), shogi's (one own pawn per file;
    /// never where the pawn could not move again) and torishogi's (two per
    /// file, on 7x7, into the mandatory zone short of the last rank too).
    pub mod drops {
        board 8 x 8;
        white forward north {
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west | north_east;
            promote at rank 8 to queen;
            drop in ranks 2..=7;
        }
        black mirrors white;
    }
    pub mod shogi_drops {
        board 9 x 9;
        white forward north {
            step north;
            promote optional in ranks 7..=8 to tokin;
            promote at rank 9 to tokin;
            drop per_file 1;
        }
        black mirrors white;
    }
    /// Dobutsu's chick, dropped even on the last rank, where it stays.
    pub mod stranded_drops {
        board 3 x 4;
        white forward north {
            step north;
            promote at rank 4 to hen;
            drop immobile;
        }
        black mirrors white;
    }
    pub mod tori_drops {
        board 7 x 7;
        white forward north {
            step north;
            promote in ranks 6..=7 to goose;
            drop per_file 2;
        }
        black mirrors white;
    }

    /// Two pawn kinds (wolf chess's pawn and sergeant on 8x10): only the
    /// sergeant's double steps make en-passant squares, and only the pawn,
    /// whose `capture` rules capture onto them, takes en passant.
    pub mod kinds {
        board 8 x 10;
        white forward north {
            push 1;
            capture north_west | north_east;
            promote at rank 10 to queen | elephant;
        }
        black mirrors white;
        kind sergeant {
            white forward north {
                step north_west | north | north_east;
                push 2 from rank 2 | b3 | c3 | f3 | g3 en_passant;
                promote at rank 10 to queen;
            }
            black mirrors white;
        }
    }

    /// Berolina: diagonal pushes, straight captures.
    pub mod berolina {
        board 8 x 8;
        white forward north {
            push 1 north_west | north_east;
            push 2 north_west | north_east from rank 2 en_passant as diagonal_double_push;
            capture north;
            promote at rank 8 to queen | rook | bishop | knight;
        }
        black mirrors white;
    }

    /// Sideways pushes on top of standard rules.
    pub mod sideways {
        board 8 x 8;
        white forward north {
            push 1 north | east | west as any_push;
            push 2 from rank 2 en_passant;
            capture north_west;
            capture north_east;
            promote at rank 8 to queen | rook | bishop | knight;
        }
        black mirrors white;
    }

    /// Wildebeest: 11x10, double steps from two ranks, a triple step.
    pub mod wildebeest {
        board 11 x 10;
        white forward north {
            push 1;
            push 2 from ranks 2..=3 en_passant;
            push 3 from rank 2 en_passant;
            capture north_west | north_east;
            promote optional in ranks 9..=10 to queen | wildebeest;
        }
        black mirrors white;
    }

    /// Shogi pawns with black written out (no mirror, no colour functions).
    pub mod shogi {
        board 9 x 9;
        white forward north {
            step north;
            promote optional in ranks 7..=8 to tokin;
            promote at rank 9 to tokin;
        }
        black forward south {
            step south;
            promote optional in ranks 2..=3 to tokin;
            promote at rank 1 to tokin;
        }
    }

    /// A 16x8 board fills a u128 exactly.
    pub mod wide {
        board 16 x 8;
        white forward north {
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west | north_east;
            step east from ranks 4..=5;
            promote at rank 8 to queen;
        }
        black mirrors white;
    }

    /// 16x16, a full `Wide<4>`: a long en-passant push from a rank and
    /// two squares, captures, sideways steps, a zone with a square, drops
    /// one a file (a file fill over 16 ranks), all across word edges.
    pub mod huge {
        board 16 x 16;
        white forward north {
            push 1;
            push 5 from rank 2 | c3 | n3 en_passant;
            capture north_west | north_east;
            step east | west from ranks 8..=9;
            promote optional in rank 15 | p14 to queen | rook;
            promote at rank 16 to queen | rook;
            drop per_file 1;
        }
        black mirrors white;
    }

    /// 12x12 in a `Wide<3>` with 48 bits to spare: diagonal pushes, a
    /// jumping leap, straight captures, drops two a file in a band.
    pub mod dozen {
        board 12 x 12;
        white forward north {
            push 1 north_west | north_east;
            push 2 north_west | north_east from rank 2 jumping as leap;
            capture north;
            promote at rank 12 to queen;
            drop in ranks 2..=10 per_file 2;
        }
        black mirrors white;
    }

    /// 15x15 in a `Wide<4>`, pawns moving east, black's west: a side-on
    /// board whose shifts are one bit, guarded by files.
    pub mod side_on {
        board 15 x 15;
        white forward east {
            push 1;
            push 3 from file b en_passant;
            capture north_east | south_east;
            promote at file o to queen;
        }
        black forward west {
            push 1;
            capture north_west | south_west;
            promote at file a to queen;
        }
    }

    /// An 8x16 board: tall, also a full u128.
    pub mod tall {
        board 8 x 16;
        white forward north {
            push 1;
            push 4 from rank 2 en_passant;
            capture north_west | north_east;
            promote at rank 16 to queen;
        }
        black mirrors white;
    }
}

fn inputs() -> impl Strategy<Value = Inputs> {
    // Dense, sparse and empty-ish sets, all with bits off small boards.
    let set = prop_oneof![
        any_set(),
        (any_set(), any_set()).prop_map(|(a, b)| a & b),
        (any_set(), any_set()).prop_map(|(a, b)| a | b),
    ];
    (set.clone(), set, any_set(), any::<u32>()).prop_map(
        |(pawns, occupied, enemy_share, square)| Inputs {
            pawns,
            occupied,
            enemy_share,
            square,
        },
    )
}

/// The squares of one file of the 15x15 board, `(file, rank)` from 0.
#[allow(clippy::cast_sign_loss)] // rank counts up from 0
const fn file_of_15(file: i32) -> [(i32, i32); 15] {
    let mut squares = [(0, 0); 15];
    let mut rank = 0;
    while rank < 15 {
        squares[rank as usize] = (file, rank);
        rank += 1;
    }
    squares
}
const FILE_A: &[(i32, i32)] = &file_of_15(0);
const FILE_B: &[(i32, i32)] = &file_of_15(1);
const FILE_O: &[(i32, i32)] = &file_of_15(14);

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 512,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A reference rule, as a constant expression (so `&[r!(…)]` is `'static`).
macro_rules! r {
    (&[$($d:expr),*], $steps:expr, $from:expr) => {
        Rule { dirs: &[$($d),*], steps: $steps, from: $from, squares: &[], jumping: false }
    };
    (&[$($d:expr),*], $steps:expr, $from:expr, $squares:expr) => {
        Rule { dirs: &[$($d),*], steps: $steps, from: $from, squares: $squares, jumping: false }
    };
}

fn both<T: Bits>(
    board: Board,
    white: &[Check<T>],
    black: &[Check<T>],
    input: Inputs,
) -> Result<(), TestCaseError> {
    run(board, white, input).map_err(|e| TestCaseError::fail(format!("white: {e}")))?;
    run(board, black, input).map_err(|e| TestCaseError::fail(format!("black: {e}")))
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn standard_matches_reference(input in inputs()) {
        use standard::{black as b, white as w};
        let white = vec![
            push(w::single_push_targets, w::pawns_able_to_push, r!(&[N], 1, None)),
            push(w::double_push_targets, w::pawns_able_to_double_push, r!(&[N], 2, Some((2, 2)))),
            capture(w::north_west_captures, w::pawns_able_to_capture_north_west, r!(&[NW], 1, None)),
            capture(w::north_east_captures, w::pawns_able_to_capture_north_east, r!(&[NE], 1, None)),
            Check::Attacks { attacks: w::attacks, table: &w::ATTACKS, rules: &[r!(&[NW, NE], 1, None)] },
            Check::Pushes { table: &w::PUSHES, rules: &[r!(&[N], 1, None), r!(&[N], 2, Some((2, 2)))] },
            Check::EnPassant { captures: w::en_passant_captures, able: w::pawns_able_to_capture_en_passant, rules: &[r!(&[NW, NE], 1, None)] },
            Check::Passed { passed: w::double_push_passed_squares, rule: r!(&[N], 2, Some((2, 2))) },
            Check::Promotion { split: w::promotion_split, mandatory: Some((8, 8)), optional: None },
        ];
        let black = vec![
            push(b::single_push_targets, b::pawns_able_to_push, r!(&[S], 1, None)),
            push(b::double_push_targets, b::pawns_able_to_double_push, r!(&[S], 2, Some((7, 7)))),
            capture(b::south_west_captures, b::pawns_able_to_capture_south_west, r!(&[SW], 1, None)),
            capture(b::south_east_captures, b::pawns_able_to_capture_south_east, r!(&[SE], 1, None)),
            Check::Attacks { attacks: b::attacks, table: &b::ATTACKS, rules: &[r!(&[SW, SE], 1, None)] },
            Check::Pushes { table: &b::PUSHES, rules: &[r!(&[S], 1, None), r!(&[S], 2, Some((7, 7)))] },
            Check::EnPassant { captures: b::en_passant_captures, able: b::pawns_able_to_capture_en_passant, rules: &[r!(&[SW, SE], 1, None)] },
            Check::Passed { passed: b::double_push_passed_squares, rule: r!(&[S], 2, Some((7, 7))) },
            Check::Promotion { split: b::promotion_split, mandatory: Some((1, 1)), optional: None },
        ];
        both(Board::new(8, 8), &white, &black, input)?;
    }

    #[test]
    fn standard_colour_functions_match_sides(input in inputs()) {
        use standard as m;
        use standard::{black as b, white as w};
        let checks = vec![
            Check::Same { what: "single_push_targets(white)", a: |p, e| m::single_push_targets(p, e, Color::White), b: w::single_push_targets },
            Check::Same { what: "single_push_targets(black)", a: |p, e| m::single_push_targets(p, e, Color::Black), b: b::single_push_targets },
            Check::Same { what: "pawns_able_to_push(white)", a: |p, e| m::pawns_able_to_push(p, e, Color::White), b: w::pawns_able_to_push },
            Check::Same { what: "pawns_able_to_push(black)", a: |p, e| m::pawns_able_to_push(p, e, Color::Black), b: b::pawns_able_to_push },
            Check::Same { what: "double_push_targets(white)", a: |p, e| m::double_push_targets(p, e, Color::White), b: w::double_push_targets },
            Check::Same { what: "double_push_targets(black)", a: |p, e| m::double_push_targets(p, e, Color::Black), b: b::double_push_targets },
            Check::Same { what: "pawns_able_to_double_push(white)", a: |p, e| m::pawns_able_to_double_push(p, e, Color::White), b: w::pawns_able_to_double_push },
            Check::Same { what: "pawns_able_to_double_push(black)", a: |p, e| m::pawns_able_to_double_push(p, e, Color::Black), b: b::pawns_able_to_double_push },
            Check::Same { what: "passed(white)", a: |p, e| m::double_push_passed_squares(p, e, Color::White), b: w::double_push_passed_squares },
            Check::Same { what: "passed(black)", a: |p, e| m::double_push_passed_squares(p, e, Color::Black), b: b::double_push_passed_squares },
            Check::Same { what: "north_west_captures(white)", a: |p, e| m::north_west_captures(p, e, Color::White), b: w::north_west_captures },
            Check::Same { what: "north_west_captures(black)", a: |p, e| m::north_west_captures(p, e, Color::Black), b: b::south_west_captures },
            Check::Same { what: "north_east_captures(black)", a: |p, e| m::north_east_captures(p, e, Color::Black), b: b::south_east_captures },
            Check::Same { what: "pawns_able_to_capture_north_east(black)", a: |p, e| m::pawns_able_to_capture_north_east(p, e, Color::Black), b: b::pawns_able_to_capture_south_east },
            Check::Same { what: "attacks(white)", a: |p, _| m::attacks(p, Color::White), b: |p, _| w::attacks(p) },
            Check::Same { what: "attacks(black)", a: |p, _| m::attacks(p, Color::Black), b: |p, _| b::attacks(p) },
            Check::Same { what: "en_passant_captures(black)", a: |p, e| m::en_passant_captures(p, e, Color::Black), b: b::en_passant_captures },
            Check::Same { what: "pawns_able_to_capture_en_passant(white)", a: |p, e| m::pawns_able_to_capture_en_passant(p, e, Color::White), b: w::pawns_able_to_capture_en_passant },
            Check::Same { what: "promotion_split(black)", a: |p, _| m::promotion_split(p, Color::Black).plain, b: |p, _| b::promotion_split(p).plain },
            Check::Same { what: "promotion_split(white)", a: |p, _| m::promotion_split(p, Color::White).mandatory, b: |p, _| w::promotion_split(p).mandatory },
        ];
        run(Board::new(8, 8), &checks, input).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn small_boards_match_reference(input in inputs()) {
        {
            use los_alamos::{black as b, white as w};
            let white = vec![
                push(w::single_push_targets, w::pawns_able_to_push, r!(&[N], 1, None)),
                capture(w::north_west_north_east_captures, w::pawns_able_to_capture_north_west_north_east, r!(&[NW, NE], 1, None)),
                Check::Attacks { attacks: w::attacks, table: &w::ATTACKS, rules: &[r!(&[NW, NE], 1, None)] },
                Check::Pushes { table: &w::PUSHES, rules: &[r!(&[N], 1, None)] },
                Check::Promotion { split: w::promotion_split, mandatory: Some((6, 6)), optional: None },
            ];
            let black = vec![
                push(b::single_push_targets, b::pawns_able_to_push, r!(&[S], 1, None)),
                capture(b::south_west_south_east_captures, b::pawns_able_to_capture_south_west_south_east, r!(&[SW, SE], 1, None)),
                Check::Attacks { attacks: b::attacks, table: &b::ATTACKS, rules: &[r!(&[SW, SE], 1, None)] },
                Check::Promotion { split: b::promotion_split, mandatory: Some((1, 1)), optional: None },
                Check::Same { what: "colour push", a: |p, e| los_alamos::single_push_targets(p, e, Color::Black), b: b::single_push_targets },
                Check::Same { what: "colour able", a: |p, e| los_alamos::pawns_able_to_push(p, e, Color::Black), b: b::pawns_able_to_push },
            ];
            both(Board::new(6, 6), &white, &black, input)?;
        }
        {
            use gardner::{black as b, white as w};
            let white = vec![
                push(w::single_push_targets, w::pawns_able_to_push, r!(&[N], 1, None)),
                capture(w::north_west_north_east_captures, w::pawns_able_to_capture_north_west_north_east, r!(&[NW, NE], 1, None)),
                Check::Attacks { attacks: w::attacks, table: &w::ATTACKS, rules: &[r!(&[NW, NE], 1, None)] },
                Check::Promotion { split: w::promotion_split, mandatory: Some((5, 5)), optional: None },
                Check::Same { what: "colour push", a: |p, e| gardner::single_push_targets(p, e, Color::White), b: w::single_push_targets },
            ];
            let black = vec![
                push(b::single_push_targets, b::pawns_able_to_push, r!(&[S], 1, None)),
                capture(b::south_west_south_east_captures, b::pawns_able_to_capture_south_west_south_east, r!(&[SW, SE], 1, None)),
                Check::Pushes { table: &b::PUSHES, rules: &[r!(&[S], 1, None)] },
                Check::Same { what: "colour attacks", a: |p, _| gardner::attacks(p, Color::Black), b: |p, _| b::attacks(p) },
            ];
            both(Board::new(5, 5), &white, &black, input)?;
        }
    }

    #[test]
    fn capablanca_matches_reference(input in inputs()) {
        use capablanca::{black as b, white as w};
        let white = vec![
            push(w::single_push_targets, w::pawns_able_to_push, r!(&[N], 1, None)),
            push(w::double_push_targets, w::pawns_able_to_double_push, r!(&[N], 2, Some((2, 2)))),
            capture(w::north_west_north_east_captures, w::pawns_able_to_capture_north_west_north_east, r!(&[NW, NE], 1, None)),
            Check::Attacks { attacks: w::attacks, table: &w::ATTACKS, rules: &[r!(&[NW, NE], 1, None)] },
            Check::EnPassant { captures: w::en_passant_captures, able: w::pawns_able_to_capture_en_passant, rules: &[r!(&[NW, NE], 1, None)] },
            Check::Passed { passed: w::double_push_passed_squares, rule: r!(&[N], 2, Some((2, 2))) },
            Check::Promotion { split: w::promotion_split, mandatory: Some((8, 8)), optional: None },
            Check::Same { what: "colour double push", a: |p, e| capablanca::double_push_targets(p, e, Color::White), b: w::double_push_targets },
        ];
        let black = vec![
            push(b::single_push_targets, b::pawns_able_to_push, r!(&[S], 1, None)),
            push(b::double_push_targets, b::pawns_able_to_double_push, r!(&[S], 2, Some((7, 7)))),
            capture(b::south_west_south_east_captures, b::pawns_able_to_capture_south_west_south_east, r!(&[SW, SE], 1, None)),
            Check::Attacks { attacks: b::attacks, table: &b::ATTACKS, rules: &[r!(&[SW, SE], 1, None)] },
            Check::Pushes { table: &b::PUSHES, rules: &[r!(&[S], 1, None), r!(&[S], 2, Some((7, 7)))] },
            Check::Promotion { split: b::promotion_split, mandatory: Some((1, 1)), optional: None },
            Check::Same { what: "colour double push", a: |p, e| capablanca::double_push_targets(p, e, Color::Black), b: b::double_push_targets },
            Check::Same { what: "colour captures", a: |p, e| capablanca::north_west_north_east_captures(p, e, Color::Black), b: b::south_west_south_east_captures },
        ];
        both(Board::new(10, 8), &white, &black, input)?;
    }

    #[test]
    fn xiangqi_matches_reference(input in inputs()) {
        use xiangqi::{black as b, white as w};
        let white = vec![
            push(w::north_step_targets, w::pawns_able_to_north_step, r!(&[N], 1, None)),
            capture(w::north_step_captures, w::pawns_able_to_capture_north_step, r!(&[N], 1, None)),
            push(w::east_west_step_targets, w::pawns_able_to_east_west_step, r!(&[E, W], 1, Some((6, 10)))),
            capture(w::east_west_step_captures, w::pawns_able_to_capture_east_west_step, r!(&[E, W], 1, Some((6, 10)))),
            Check::Attacks { attacks: w::attacks, table: &w::ATTACKS, rules: &[r!(&[N], 1, None), r!(&[E, W], 1, Some((6, 10)))] },
            Check::Pushes { table: &w::PUSHES, rules: &[r!(&[N], 1, None), r!(&[E, W], 1, Some((6, 10)))] },
            Check::Same { what: "colour sideways", a: |p, e| xiangqi::east_west_step_targets(p, e, Color::White), b: w::east_west_step_targets },
        ];
        let black = vec![
            push(b::south_step_targets, b::pawns_able_to_south_step, r!(&[S], 1, None)),
            capture(b::south_step_captures, b::pawns_able_to_capture_south_step, r!(&[S], 1, None)),
            push(b::east_west_step_targets, b::pawns_able_to_east_west_step, r!(&[E, W], 1, Some((1, 5)))),
            capture(b::east_west_step_captures, b::pawns_able_to_capture_east_west_step, r!(&[E, W], 1, Some((1, 5)))),
            Check::Attacks { attacks: b::attacks, table: &b::ATTACKS, rules: &[r!(&[S], 1, None), r!(&[E, W], 1, Some((1, 5)))] },
            Check::Same { what: "colour sideways", a: |p, e| xiangqi::east_west_step_targets(p, e, Color::Black), b: b::east_west_step_targets },
            Check::Same { what: "colour sideways sources", a: |p, e| xiangqi::pawns_able_to_capture_east_west_step(p, e, Color::Black), b: b::pawns_able_to_capture_east_west_step },
            Check::Same { what: "colour forward", a: |p, e| xiangqi::north_step_captures(p, e, Color::Black), b: b::south_step_captures },
        ];
        both(Board::new(9, 10), &white, &black, input)?;
    }

    #[test]
    fn grand_matches_reference(input in inputs()) {
        use grand::{black as b, white as w};
        let white = vec![
            push(w::single_push_targets, w::pawns_able_to_push, r!(&[N], 1, None)),
            push(w::double_push_targets, w::pawns_able_to_double_push, r!(&[N], 2, Some((3, 3)))),
            capture(w::north_west_north_east_captures, w::pawns_able_to_capture_north_west_north_east, r!(&[NW, NE], 1, None)),
            Check::EnPassant { captures: w::en_passant_captures, able: w::pawns_able_to_capture_en_passant, rules: &[r!(&[NW, NE], 1, None)] },
            Check::Passed { passed: w::double_push_passed_squares, rule: r!(&[N], 2, Some((3, 3))) },
            Check::Promotion { split: w::promotion_split, mandatory: Some((10, 10)), optional: Some((8, 9)) },
        ];
        let black = vec![
            push(b::single_push_targets, b::pawns_able_to_push, r!(&[S], 1, None)),
            push(b::double_push_targets, b::pawns_able_to_double_push, r!(&[S], 2, Some((8, 8)))),
            Check::Promotion { split: b::promotion_split, mandatory: Some((1, 1)), optional: Some((2, 3)) },
            Check::Same { what: "colour split", a: |p, _| grand::promotion_split(p, Color::Black).optional, b: |p, _| b::promotion_split(p).optional },
        ];
        both(Board::new(10, 10), &white, &black, input)?;
    }

    #[test]
    fn rotated_sides_match_reference(input in inputs()) {
        use rotated::{black as b, white as w};
        let white = vec![
            push(w::single_push_targets, w::pawns_able_to_push, r!(&[NW], 1, None)),
            push(w::long_push_targets, w::pawns_able_to_long_push, r!(&[NW], 2, Some((2, 2)))),
            capture(w::north_west_captures, w::pawns_able_to_capture_north_west, r!(&[N, W], 1, None)),
            Check::Passed { passed: w::long_push_passed_squares, rule: r!(&[NW], 2, Some((2, 2))) },
            Check::Promotion { split: w::promotion_split, mandatory: Some((8, 8)), optional: None },
        ];
        let black = vec![
            push(b::single_push_targets, b::pawns_able_to_push, r!(&[SE], 1, None)),
            push(b::long_push_targets, b::pawns_able_to_long_push, r!(&[SE], 2, Some((7, 7)))),
            capture(b::south_east_captures, b::pawns_able_to_capture_south_east, r!(&[S, E], 1, None)),
            Check::EnPassant { captures: b::en_passant_captures, able: b::pawns_able_to_capture_en_passant, rules: &[r!(&[S, E], 1, None)] },
            Check::Passed { passed: b::long_push_passed_squares, rule: r!(&[SE], 2, Some((7, 7))) },
            Check::Promotion { split: b::promotion_split, mandatory: Some((1, 1)), optional: None },
            Check::Same { what: "colour long push", a: |p, e| rotated::long_push_targets(p, e, Color::Black), b: b::long_push_targets },
            Check::Same { what: "colour captures", a: |p, e| rotated::north_west_captures(p, e, Color::Black), b: b::south_east_captures },
        ];
        both(Board::new(9, 8), &white, &black, input)?;
    }

    #[test]
    fn square_set_regions_match_reference(input in inputs()) {
        use regions::{black as b, white as w};
        const RANK_3: &[(i32, i32)] = &[(1, 2), (2, 2), (5, 2), (6, 2)];
        const RANK_6: &[(i32, i32)] = &[(1, 5), (2, 5), (5, 5), (6, 5)];
        const FILE_A_D5: &[(i32, i32)] = &[(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6), (0, 7), (3, 4)];
        const FILE_A_D4: &[(i32, i32)] = &[(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6), (0, 7), (3, 3)];
        let white = vec![
            push(w::single_push_targets, w::pawns_able_to_push, r!(&[N], 1, None)),
            push(w::double_push_targets, w::pawns_able_to_double_push, r!(&[N], 2, Some((2, 2)), RANK_3)),
            Check::Passed { passed: w::double_push_passed_squares, rule: r!(&[N], 2, Some((2, 2)), RANK_3) },
            push(w::edge_step_targets, w::pawns_able_to_edge_step, r!(&[E], 1, None, FILE_A_D5)),
            capture(w::edge_step_captures, w::pawns_able_to_capture_edge_step, r!(&[E], 1, None, FILE_A_D5)),
            Check::PromotionSquares { split: w::promotion_split, mandatory: (None, &[]), optional: (Some((8, 8)), &[(4, 6)]) },
        ];
        let black = vec![
            push(b::double_push_targets, b::pawns_able_to_double_push, r!(&[S], 2, Some((7, 7)), RANK_6)),
            Check::Passed { passed: b::double_push_passed_squares, rule: r!(&[S], 2, Some((7, 7)), RANK_6) },
            push(b::edge_step_targets, b::pawns_able_to_edge_step, r!(&[E], 1, None, FILE_A_D4)),
            capture(b::edge_step_captures, b::pawns_able_to_capture_edge_step, r!(&[E], 1, None, FILE_A_D4)),
            Check::PromotionSquares { split: b::promotion_split, mandatory: (None, &[]), optional: (Some((1, 1)), &[(4, 1)]) },
            Check::Same { what: "colour double push", a: |p, e| regions::double_push_targets(p, e, Color::Black), b: b::double_push_targets },
        ];
        both(Board::new(8, 8), &white, &black, input)?;
    }

    #[test]
    fn pawn_kinds_match_reference(input in inputs()) {
        use kinds::{black as b, white as w};
        use kinds::sergeant::{black as sb, white as sw};
        const RANK_3: &[(i32, i32)] = &[(1, 2), (2, 2), (5, 2), (6, 2)];
        const RANK_8: &[(i32, i32)] = &[(1, 7), (2, 7), (5, 7), (6, 7)];
        let white = vec![
            push(w::single_push_targets, w::pawns_able_to_push, r!(&[N], 1, None)),
            Check::EnPassant { captures: w::en_passant_captures, able: w::pawns_able_to_capture_en_passant, rules: &[r!(&[NW, NE], 1, None)] },
            Check::Promotion { split: w::promotion_split, mandatory: Some((10, 10)), optional: None },
            push(sw::north_west_north_north_east_step_targets, sw::pawns_able_to_north_west_north_north_east_step, r!(&[NW, N, NE], 1, None)),
            capture(sw::north_west_north_north_east_step_captures, sw::pawns_able_to_capture_north_west_north_north_east_step, r!(&[NW, N, NE], 1, None)),
            push(sw::double_push_targets, sw::pawns_able_to_double_push, r!(&[N], 2, Some((2, 2)), RANK_3)),
            Check::Passed { passed: sw::double_push_passed_squares, rule: r!(&[N], 2, Some((2, 2)), RANK_3) },
            Check::Attacks { attacks: sw::attacks, table: &sw::ATTACKS, rules: &[r!(&[NW, N, NE], 1, None)] },
            Check::Promotion { split: sw::promotion_split, mandatory: Some((10, 10)), optional: None },
        ];
        let black = vec![
            Check::EnPassant { captures: b::en_passant_captures, able: b::pawns_able_to_capture_en_passant, rules: &[r!(&[SW, SE], 1, None)] },
            push(sb::double_push_targets, sb::pawns_able_to_double_push, r!(&[S], 2, Some((9, 9)), RANK_8)),
            capture(sb::south_west_south_south_east_step_captures, sb::pawns_able_to_capture_south_west_south_south_east_step, r!(&[SW, S, SE], 1, None)),
            Check::Same { what: "colour sergeant double push", a: |p, e| kinds::sergeant::double_push_targets(p, e, Color::Black), b: sb::double_push_targets },
        ];
        both(Board::new(8, 10), &white, &black, input)?;
    }

    #[test]
    fn jumping_pushes_match_reference(input in inputs()) {
        use hoplites::{black as b, white as w};
        let leap = |dirs: &'static [(i32, i32)], from| Rule { dirs, steps: 2, from, squares: &[], jumping: true };
        let white = vec![
            push(w::leap_targets, w::pawns_able_to_leap, leap(&[NW, NE], Some((2, 2)))),
            push(w::north_west_north_east_single_push_targets, w::pawns_able_to_north_west_north_east_single_push, r!(&[NW, NE], 1, None)),
        ];
        let black = vec![
            push(b::leap_targets, b::pawns_able_to_leap, leap(&[SW, SE], Some((7, 7)))),
            capture(b::south_captures, b::pawns_able_to_capture_south, r!(&[S], 1, None)),
            Check::Same { what: "colour leap", a: |p, e| hoplites::leap_targets(p, e, Color::Black), b: b::leap_targets },
        ];
        both(Board::new(8, 8), &white, &black, input)?;
    }

    #[test]
    fn knight_leaps_match_reference(input in inputs()) {
        use leapers::{black as b, white as w};
        const NNE: (i32, i32) = (1, 2);
        const ENE: (i32, i32) = (2, 1);
        const ESE: (i32, i32) = (2, -1);
        const SSE: (i32, i32) = (1, -2);
        const SSW: (i32, i32) = (-1, -2);
        const WSW: (i32, i32) = (-2, -1);
        const WNW: (i32, i32) = (-2, 1);
        const NNW: (i32, i32) = (-1, 2);
        let jumping = |dirs: &'static [(i32, i32)]| Rule { dirs, steps: 1, from: None, squares: &[], jumping: true };
        let white = vec![
            push(w::lame_leap_targets, w::pawns_able_to_lame_leap, r!(&[NNE, ENE, WNW], 1, None)),
            push(w::leap_targets, w::pawns_able_to_leap, jumping(&[NNW])),
            capture(w::leap_capture_captures, w::pawns_able_to_capture_leap_capture, r!(&[ESE, WSW], 1, None)),
            push(w::back_leap_targets, w::pawns_able_to_back_leap, Rule { dirs: &[SSE], steps: 1, from: Some((3, 9)), squares: &[], jumping: true }),
            capture(w::back_leap_captures, w::pawns_able_to_capture_back_leap, r!(&[SSE], 1, Some((3, 9)))),
            Check::Attacks { attacks: w::attacks, table: &w::ATTACKS, rules: &[r!(&[NW, NE], 1, None), r!(&[ESE, WSW], 1, None), r!(&[SSE], 1, Some((3, 9)))] },
            Check::Pushes { table: &w::PUSHES, rules: &[r!(&[N], 1, None), r!(&[NNE, ENE, WNW], 1, None), Rule { dirs: &[NNW], steps: 1, from: None, squares: &[], jumping: true }, r!(&[SSE], 1, Some((3, 9)))] },
        ];
        let black = vec![
            push(b::lame_leap_targets, b::pawns_able_to_lame_leap, r!(&[SSW, WSW, ESE], 1, None)),
            push(b::leap_targets, b::pawns_able_to_leap, jumping(&[SSE])),
            capture(b::leap_capture_captures, b::pawns_able_to_capture_leap_capture, r!(&[WNW, ENE], 1, None)),
            push(b::back_leap_targets, b::pawns_able_to_back_leap, Rule { dirs: &[NNW], steps: 1, from: Some((2, 8)), squares: &[], jumping: true }),
            Check::Same { what: "colour lame leap", a: |p, e| leapers::lame_leap_targets(p, e, Color::Black), b: b::lame_leap_targets },
        ];
        both(Board::new(10, 10), &white, &black, input)?;
    }

    #[test]
    fn drops_match_reference(input in inputs()) {
        const ZH_W: &[Rule] = &[r!(&[N], 1, None), r!(&[N], 2, Some((2, 2))), r!(&[NW, NE], 1, None)];
        const ZH_B: &[Rule] = &[r!(&[S], 1, None), r!(&[S], 2, Some((7, 7))), r!(&[SW, SE], 1, None)];
        const SHOGI_W: &[Rule] = &[r!(&[N], 1, None)];
        const SHOGI_B: &[Rule] = &[r!(&[S], 1, None)];
        let zh = vec![
            Check::Drops { targets: drops::white::drop_targets, region: (Some((2, 7)), &[]), per_file: None, immobile: false, rules: ZH_W, forbidden: Some((8, 8)) },
            Check::Same { what: "colour drops", a: |p, e| drops::drop_targets(p, e, Color::White), b: drops::white::drop_targets },
            // The bundled crazyhouse module.
            Check::Drops { targets: crazyhouse::white::drop_targets, region: (Some((2, 7)), &[]), per_file: None, immobile: false, rules: ZH_W, forbidden: Some((8, 8)) },
        ];
        let zh_black = vec![
            Check::Drops { targets: drops::black::drop_targets, region: (Some((2, 7)), &[]), per_file: None, immobile: false, rules: ZH_B, forbidden: Some((1, 1)) },
            Check::Drops { targets: crazyhouse::black::drop_targets, region: (Some((2, 7)), &[]), per_file: None, immobile: false, rules: ZH_B, forbidden: Some((1, 1)) },
        ];
        both(Board::new(8, 8), &zh, &zh_black, input)?;
        let shogi = vec![
            Check::Drops { targets: shogi_drops::white::drop_targets, region: (None, &[]), per_file: Some(1), immobile: false, rules: SHOGI_W, forbidden: Some((9, 9)) },
            // The bundled shogi module.
            Check::Drops { targets: bundled_shogi::white::drop_targets, region: (None, &[]), per_file: Some(1), immobile: false, rules: SHOGI_W, forbidden: Some((9, 9)) },
        ];
        let shogi_black = vec![
            Check::Drops { targets: shogi_drops::black::drop_targets, region: (None, &[]), per_file: Some(1), immobile: false, rules: SHOGI_B, forbidden: Some((1, 1)) },
            Check::Drops { targets: bundled_shogi::black::drop_targets, region: (None, &[]), per_file: Some(1), immobile: false, rules: SHOGI_B, forbidden: Some((1, 1)) },
        ];
        both(Board::new(9, 9), &shogi, &shogi_black, input)?;
        let tori = vec![
            Check::Drops { targets: tori_drops::white::drop_targets, region: (None, &[]), per_file: Some(2), immobile: false, rules: SHOGI_W, forbidden: Some((7, 7)) },
        ];
        let tori_black = vec![
            Check::Drops { targets: tori_drops::black::drop_targets, region: (None, &[]), per_file: Some(2), immobile: false, rules: SHOGI_B, forbidden: Some((1, 1)) },
        ];
        both(Board::new(7, 7), &tori, &tori_black, input)?;
        let stranded = vec![
            Check::Drops { targets: stranded_drops::white::drop_targets, region: (None, &[]), per_file: None, immobile: true, rules: SHOGI_W, forbidden: None },
        ];
        let stranded_black = vec![
            Check::Drops { targets: stranded_drops::black::drop_targets, region: (None, &[]), per_file: None, immobile: true, rules: SHOGI_B, forbidden: None },
        ];
        both(Board::new(3, 4), &stranded, &stranded_black, input)?;
    }

    #[test]
    fn berolina_matches_reference(input in inputs()) {
        use berolina::{black as b, white as w};
        let white = vec![
            push(w::north_west_north_east_single_push_targets, w::pawns_able_to_north_west_north_east_single_push, r!(&[NW, NE], 1, None)),
            push(w::diagonal_double_push_targets, w::pawns_able_to_diagonal_double_push, r!(&[NW, NE], 2, Some((2, 2)))),
            capture(w::north_captures, w::pawns_able_to_capture_north, r!(&[N], 1, None)),
            Check::EnPassant { captures: w::en_passant_captures, able: w::pawns_able_to_capture_en_passant, rules: &[r!(&[N], 1, None)] },
            Check::Passed { passed: w::diagonal_double_push_passed_squares, rule: r!(&[NW, NE], 2, Some((2, 2))) },
            Check::Pushes { table: &w::PUSHES, rules: &[r!(&[NW, NE], 1, None), r!(&[NW, NE], 2, Some((2, 2)))] },
        ];
        let black = vec![
            push(b::south_west_south_east_single_push_targets, b::pawns_able_to_south_west_south_east_single_push, r!(&[SW, SE], 1, None)),
            push(b::diagonal_double_push_targets, b::pawns_able_to_diagonal_double_push, r!(&[SW, SE], 2, Some((7, 7)))),
            capture(b::south_captures, b::pawns_able_to_capture_south, r!(&[S], 1, None)),
            Check::Passed { passed: b::diagonal_double_push_passed_squares, rule: r!(&[SW, SE], 2, Some((7, 7))) },
            Check::Same { what: "colour diagonal double push", a: |p, e| berolina::diagonal_double_push_targets(p, e, Color::Black), b: b::diagonal_double_push_targets },
            Check::Same { what: "colour diagonal passed", a: |p, e| berolina::diagonal_double_push_passed_squares(p, e, Color::Black), b: b::diagonal_double_push_passed_squares },
        ];
        both(Board::new(8, 8), &white, &black, input)?;
    }

    #[test]
    fn sideways_matches_reference(input in inputs()) {
        use sideways::{black as b, white as w};
        let white = vec![
            push(w::any_push_targets, w::pawns_able_to_any_push, r!(&[N, E, W], 1, None)),
            push(w::double_push_targets, w::pawns_able_to_double_push, r!(&[N], 2, Some((2, 2)))),
            capture(w::north_west_captures, w::pawns_able_to_capture_north_west, r!(&[NW], 1, None)),
            capture(w::north_east_captures, w::pawns_able_to_capture_north_east, r!(&[NE], 1, None)),
        ];
        let black = vec![
            push(b::any_push_targets, b::pawns_able_to_any_push, r!(&[S, E, W], 1, None)),
            capture(b::south_east_captures, b::pawns_able_to_capture_south_east, r!(&[SE], 1, None)),
            Check::Same { what: "colour any push", a: |p, e| sideways::pawns_able_to_any_push(p, e, Color::Black), b: b::pawns_able_to_any_push },
        ];
        both(Board::new(8, 8), &white, &black, input)?;
    }

    #[test]
    fn wildebeest_matches_reference(input in inputs()) {
        use wildebeest::{black as b, white as w};
        let white = vec![
            push(w::double_push_targets, w::pawns_able_to_double_push, r!(&[N], 2, Some((2, 3)))),
            push(w::triple_push_targets, w::pawns_able_to_triple_push, r!(&[N], 3, Some((2, 2)))),
            Check::Passed { passed: w::triple_push_passed_squares, rule: r!(&[N], 3, Some((2, 2))) },
            Check::Promotion { split: w::promotion_split, mandatory: None, optional: Some((9, 10)) },
        ];
        let black = vec![
            push(b::double_push_targets, b::pawns_able_to_double_push, r!(&[S], 2, Some((8, 9)))),
            push(b::triple_push_targets, b::pawns_able_to_triple_push, r!(&[S], 3, Some((9, 9)))),
            Check::Passed { passed: b::triple_push_passed_squares, rule: r!(&[S], 3, Some((9, 9))) },
            Check::Attacks { attacks: b::attacks, table: &b::ATTACKS, rules: &[r!(&[SW, SE], 1, None)] },
            Check::Same { what: "colour triple push", a: |p, e| wildebeest::triple_push_targets(p, e, Color::Black), b: b::triple_push_targets },
        ];
        both(Board::new(11, 10), &white, &black, input)?;
    }

    #[test]
    fn shogi_matches_reference(input in inputs()) {
        use shogi::{black as b, white as w};
        let white = vec![
            push(w::north_step_targets, w::pawns_able_to_north_step, r!(&[N], 1, None)),
            capture(w::north_step_captures, w::pawns_able_to_capture_north_step, r!(&[N], 1, None)),
            Check::Promotion { split: w::promotion_split, mandatory: Some((9, 9)), optional: Some((7, 8)) },
        ];
        let black = vec![
            push(b::south_step_targets, b::pawns_able_to_south_step, r!(&[S], 1, None)),
            capture(b::south_step_captures, b::pawns_able_to_capture_south_step, r!(&[S], 1, None)),
            Check::Promotion { split: b::promotion_split, mandatory: Some((1, 1)), optional: Some((2, 3)) },
        ];
        both(Board::new(9, 9), &white, &black, input)?;
    }

    #[test]
    fn boards_over_128_squares_match_reference(input in inputs()) {
        use huge::{black as b, white as w};
        const FIVE_W: &[(i32, i32)] = &[(2, 2), (13, 2)];
        const FIVE_B: &[(i32, i32)] = &[(2, 13), (13, 13)];
        const HUGE_W: &[Rule] = &[r!(&[N], 1, None), r!(&[N], 5, Some((2, 2)), FIVE_W), r!(&[NW, NE], 1, None), r!(&[E, W], 1, Some((8, 9)))];
        const HUGE_B: &[Rule] = &[r!(&[S], 1, None), r!(&[S], 5, Some((15, 15)), FIVE_B), r!(&[SW, SE], 1, None), r!(&[E, W], 1, Some((8, 9)))];
        let white = vec![
            push(w::single_push_targets, w::pawns_able_to_push, r!(&[N], 1, None)),
            push(w::push_5_targets, w::pawns_able_to_push_5, r!(&[N], 5, Some((2, 2)), FIVE_W)),
            Check::Passed { passed: w::push_5_passed_squares, rule: r!(&[N], 5, Some((2, 2)), FIVE_W) },
            capture(w::north_west_north_east_captures, w::pawns_able_to_capture_north_west_north_east, r!(&[NW, NE], 1, None)),
            Check::EnPassant { captures: w::en_passant_captures, able: w::pawns_able_to_capture_en_passant, rules: &[r!(&[NW, NE], 1, None)] },
            push(w::east_west_step_targets, w::pawns_able_to_east_west_step, r!(&[E, W], 1, Some((8, 9)))),
            capture(w::east_west_step_captures, w::pawns_able_to_capture_east_west_step, r!(&[E, W], 1, Some((8, 9)))),
            Check::Attacks { attacks: w::attacks, table: &w::ATTACKS, rules: &[r!(&[NW, NE], 1, None), r!(&[E, W], 1, Some((8, 9)))] },
            Check::Pushes { table: &w::PUSHES, rules: &[r!(&[N], 1, None), r!(&[N], 5, Some((2, 2)), FIVE_W), r!(&[E, W], 1, Some((8, 9)))] },
            Check::PromotionSquares { split: w::promotion_split, mandatory: (Some((16, 16)), &[]), optional: (Some((15, 15)), &[(15, 13)]) },
            Check::Drops { targets: w::drop_targets, region: (None, &[]), per_file: Some(1), immobile: false, rules: HUGE_W, forbidden: Some((16, 16)) },
        ];
        let black = vec![
            push(b::push_5_targets, b::pawns_able_to_push_5, r!(&[S], 5, Some((15, 15)), FIVE_B)),
            Check::Passed { passed: b::push_5_passed_squares, rule: r!(&[S], 5, Some((15, 15)), FIVE_B) },
            capture(b::south_west_south_east_captures, b::pawns_able_to_capture_south_west_south_east, r!(&[SW, SE], 1, None)),
            Check::EnPassant { captures: b::en_passant_captures, able: b::pawns_able_to_capture_en_passant, rules: &[r!(&[SW, SE], 1, None)] },
            Check::PromotionSquares { split: b::promotion_split, mandatory: (Some((1, 1)), &[]), optional: (Some((2, 2)), &[(15, 2)]) },
            Check::Drops { targets: b::drop_targets, region: (None, &[]), per_file: Some(1), immobile: false, rules: HUGE_B, forbidden: Some((1, 1)) },
            Check::Same { what: "colour push 5", a: |p, e| huge::push_5_targets(p, e, Color::Black), b: b::push_5_targets },
            Check::Same { what: "colour drops", a: |p, e| huge::drop_targets(p, e, Color::Black), b: b::drop_targets },
        ];
        both(Board::new(16, 16), &white, &black, input)?;
        {
            use dozen::{black as b, white as w};
            const DOZEN_W: &[Rule] = &[r!(&[NW, NE], 1, None), r!(&[N], 1, None)];
            const DOZEN_B: &[Rule] = &[r!(&[SW, SE], 1, None), r!(&[S], 1, None)];
            let leap = |dirs: &'static [(i32, i32)], from| Rule { dirs, steps: 2, from, squares: &[], jumping: true };
            let white = vec![
                push(w::north_west_north_east_single_push_targets, w::pawns_able_to_north_west_north_east_single_push, r!(&[NW, NE], 1, None)),
                push(w::leap_targets, w::pawns_able_to_leap, leap(&[NW, NE], Some((2, 2)))),
                capture(w::north_captures, w::pawns_able_to_capture_north, r!(&[N], 1, None)),
                Check::Promotion { split: w::promotion_split, mandatory: Some((12, 12)), optional: None },
                Check::Drops { targets: w::drop_targets, region: (Some((2, 10)), &[]), per_file: Some(2), immobile: false, rules: DOZEN_W, forbidden: Some((12, 12)) },
            ];
            let black = vec![
                push(b::leap_targets, b::pawns_able_to_leap, leap(&[SW, SE], Some((11, 11)))),
                capture(b::south_captures, b::pawns_able_to_capture_south, r!(&[S], 1, None)),
                Check::Drops { targets: b::drop_targets, region: (Some((3, 11)), &[]), per_file: Some(2), immobile: false, rules: DOZEN_B, forbidden: Some((1, 1)) },
                Check::Same { what: "colour leap", a: |p, e| dozen::leap_targets(p, e, Color::Black), b: b::leap_targets },
            ];
            both(Board::new(12, 12), &white, &black, input)?;
        }
        {
            use side_on::{black as b, white as w};
            let white = vec![
                push(w::single_push_targets, w::pawns_able_to_push, r!(&[E], 1, None)),
                push(w::triple_push_targets, w::pawns_able_to_triple_push, r!(&[E], 3, None, FILE_B)),
                Check::Passed { passed: w::triple_push_passed_squares, rule: r!(&[E], 3, None, FILE_B) },
                capture(w::north_east_south_east_captures, w::pawns_able_to_capture_north_east_south_east, r!(&[NE, SE], 1, None)),
                Check::PromotionSquares { split: w::promotion_split, mandatory: (None, FILE_O), optional: (None, &[]) },
            ];
            let black = vec![
                push(b::single_push_targets, b::pawns_able_to_push, r!(&[W], 1, None)),
                capture(b::north_west_south_west_captures, b::pawns_able_to_capture_north_west_south_west, r!(&[NW, SW], 1, None)),
                Check::EnPassant { captures: b::en_passant_captures, able: b::pawns_able_to_capture_en_passant, rules: &[r!(&[NW, SW], 1, None)] },
                Check::PromotionSquares { split: b::promotion_split, mandatory: (None, FILE_A), optional: (None, &[]) },
            ];
            both(Board::new(15, 15), &white, &black, input)?;
        }
    }

    #[test]
    fn full_u128_boards_match_reference(input in inputs()) {
        use wide::{black as b, white as w};
        let white = vec![
            push(w::single_push_targets, w::pawns_able_to_push, r!(&[N], 1, None)),
            push(w::double_push_targets, w::pawns_able_to_double_push, r!(&[N], 2, Some((2, 2)))),
            capture(w::north_west_north_east_captures, w::pawns_able_to_capture_north_west_north_east, r!(&[NW, NE], 1, None)),
            push(w::east_step_targets, w::pawns_able_to_east_step, r!(&[E], 1, Some((4, 5)))),
            Check::Attacks { attacks: w::attacks, table: &w::ATTACKS, rules: &[r!(&[NW, NE], 1, None), r!(&[E], 1, Some((4, 5)))] },
        ];
        let black = vec![
            push(b::double_push_targets, b::pawns_able_to_double_push, r!(&[S], 2, Some((7, 7)))),
            capture(b::east_step_captures, b::pawns_able_to_capture_east_step, r!(&[E], 1, Some((4, 5)))),
            Check::Same { what: "colour east step", a: |p, e| wide::east_step_targets(p, e, Color::Black), b: b::east_step_targets },
        ];
        both(Board::new(16, 8), &white, &black, input)?;
        {
            use tall::{black as tb, white as tw};
            let white = vec![
                push(tw::push_4_targets, tw::pawns_able_to_push_4, r!(&[N], 4, Some((2, 2)))),
                Check::Passed { passed: tw::push_4_passed_squares, rule: r!(&[N], 4, Some((2, 2))) },
                capture(tw::north_west_north_east_captures, tw::pawns_able_to_capture_north_west_north_east, r!(&[NW, NE], 1, None)),
            ];
            let black = vec![
                push(tb::push_4_targets, tb::pawns_able_to_push_4, r!(&[S], 4, Some((15, 15)))),
                Check::Passed { passed: tb::push_4_passed_squares, rule: r!(&[S], 4, Some((15, 15))) },
                Check::Promotion { split: tb::promotion_split, mandatory: Some((1, 1)), optional: None },
            ];
            both(Board::new(8, 16), &white, &black, input)?;
        }
    }
}
