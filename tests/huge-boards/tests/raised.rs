//! The board limit is two constants of the geometry: raised to 32 x 32
//! (1,024 squares, sixteen words), the same checks as the main tests pass —
//! the generated functions, tables and move lists against the independent
//! per-square reference, and the run-time rules against the generated code.

use pawnshift::{PawnMove, Wide};
use pawnshift_huge_boards::{huge, side_on};
use pawnshift_tests::dir::{E, N, NE, NW, S, SE, SW, W};
use pawnshift_tests::{
    Board, Check, Inputs, RefKind, RefRule, RefSide, Rng, Rule, Set, capture, generated_moves,
    push, run,
};

/// Random sets and inputs of 1,024-square boards.
trait Draw {
    /// A set with about one bit in `1 << sparsity` (bits off the board too).
    fn set(&mut self, sparsity: u32) -> Set;
    fn inputs(&mut self) -> Inputs;
}

impl Draw for Rng {
    fn set(&mut self, sparsity: u32) -> Set {
        let mut words = [0u64; 16];
        for word in &mut words {
            *word = (0..sparsity).fold(self.next_u64(), |w, _| w & self.next_u64());
        }
        Set::from_words(words)
    }

    fn inputs(&mut self) -> Inputs {
        let (sparse, dense) = (self.below(3), self.below(3));
        Inputs {
            pawns: self.set(1 + u32::try_from(sparse).unwrap_or(0)),
            occupied: self.set(u32::try_from(dense).unwrap_or(0)),
            enemy_share: self.set(1),
            square: u32::try_from(self.below(4096)).unwrap_or(0),
        }
    }
}

const CASES: usize = 300;

/// A reference rule.
const fn rule(dirs: &'static [(i32, i32)], steps: u32, from: Option<(u32, u32)>) -> Rule {
    Rule {
        dirs,
        steps,
        from,
        squares: &[],
        jumping: false,
    }
}

const SEVEN_W: Rule = Rule {
    squares: &[(27, 2)],
    ..rule(&[N], 7, Some((2, 2)))
};
const SEVEN_B: Rule = Rule {
    squares: &[(27, 29)],
    ..rule(&[S], 7, Some((31, 31)))
};
const CAPTURE_W: Rule = rule(&[NW, NE], 1, None);
const CAPTURE_B: Rule = rule(&[SW, SE], 1, None);
const SIDEWAYS: Rule = rule(&[E, W], 1, Some((16, 17)));
const PUSH_W: Rule = rule(&[N], 1, None);
const HUGE_W: &[Rule] = &[PUSH_W, SEVEN_W, CAPTURE_W, SIDEWAYS];
const HUGE_B: &[Rule] = &[rule(&[S], 1, None), SEVEN_B, CAPTURE_B, SIDEWAYS];
const WEST_CAPTURE: Rule = rule(&[NW, SW], 1, None);

fn check(board: Board, white: &[Check<Wide<16>>], black: &[Check<Wide<16>>], rng: &mut Rng) {
    for _ in 0..CASES {
        let input = rng.inputs();
        if let Err(e) = run(board, white, input) {
            panic!("white: {e}");
        }
        if let Err(e) = run(board, black, input) {
            panic!("black: {e}");
        }
    }
}

#[test]
fn a_32x32_board_matches_the_reference() {
    use huge::{black as b, white as w};
    assert_eq!((huge::WIDTH, huge::HEIGHT, huge::SQUARES), (32, 32, 1024));
    let white = vec![
        push(w::single_push_targets, w::pawns_able_to_push, HUGE_W[0]),
        push(w::push_7_targets, w::pawns_able_to_push_7, SEVEN_W),
        Check::Passed {
            passed: w::push_7_passed_squares,
            rule: SEVEN_W,
        },
        capture(
            w::north_west_north_east_captures,
            w::pawns_able_to_capture_north_west_north_east,
            HUGE_W[2],
        ),
        Check::EnPassant {
            captures: w::en_passant_captures,
            able: w::pawns_able_to_capture_en_passant,
            rules: &[CAPTURE_W],
        },
        push(
            w::east_west_step_targets,
            w::pawns_able_to_east_west_step,
            HUGE_W[3],
        ),
        capture(
            w::east_west_step_captures,
            w::pawns_able_to_capture_east_west_step,
            HUGE_W[3],
        ),
        Check::Attacks {
            attacks: w::attacks,
            table: &w::ATTACKS,
            rules: &[CAPTURE_W, SIDEWAYS],
        },
        Check::Pushes {
            table: &w::PUSHES,
            rules: &[PUSH_W, SEVEN_W, SIDEWAYS],
        },
        Check::PromotionSquares {
            split: w::promotion_split,
            mandatory: (Some((32, 32)), &[]),
            optional: (Some((31, 31)), &[(31, 29)]),
        },
        Check::Drops {
            targets: w::drop_targets,
            region: (None, &[]),
            per_file: Some(1),
            immobile: false,
            rules: HUGE_W,
            forbidden: Some((32, 32)),
        },
    ];
    let black = vec![
        push(b::push_7_targets, b::pawns_able_to_push_7, SEVEN_B),
        Check::Passed {
            passed: b::push_7_passed_squares,
            rule: SEVEN_B,
        },
        capture(
            b::south_west_south_east_captures,
            b::pawns_able_to_capture_south_west_south_east,
            HUGE_B[2],
        ),
        Check::PromotionSquares {
            split: b::promotion_split,
            mandatory: (Some((1, 1)), &[]),
            optional: (Some((2, 2)), &[(31, 2)]),
        },
        Check::Drops {
            targets: b::drop_targets,
            region: (None, &[]),
            per_file: Some(1),
            immobile: false,
            rules: HUGE_B,
            forbidden: Some((1, 1)),
        },
        Check::Same {
            what: "colour push 7",
            a: |p, e| huge::push_7_targets(p, e, pawnshift::Color::Black),
            b: b::push_7_targets,
        },
    ];
    check(Board::new(32, 32), &white, &black, &mut Rng(0x5eed_0001));
}

/// The squares of one file of the 27x19 board, `(file, rank)` from 0.
fn file_of_19(file: i32) -> &'static [(i32, i32)] {
    Box::leak((0..19).map(|rank| (file, rank)).collect())
}

#[test]
fn a_27x19_board_in_nine_words_matches_the_reference() {
    use side_on::{black as b, white as w};
    assert_eq!(side_on::SQUARES, 513);
    let triple = Rule {
        squares: file_of_19(1),
        ..rule(&[E], 3, None)
    };
    let white = vec![
        push(
            w::single_push_targets,
            w::pawns_able_to_push,
            rule(&[E], 1, None),
        ),
        push(w::triple_push_targets, w::pawns_able_to_triple_push, triple),
        Check::Passed {
            passed: w::triple_push_passed_squares,
            rule: triple,
        },
        capture(
            w::north_east_south_east_captures,
            w::pawns_able_to_capture_north_east_south_east,
            rule(&[NE, SE], 1, None),
        ),
        Check::PromotionSquares {
            split: w::promotion_split,
            mandatory: (None, file_of_19(26)),
            optional: (None, &[]),
        },
    ];
    let black = vec![
        push(
            b::single_push_targets,
            b::pawns_able_to_push,
            rule(&[W], 1, None),
        ),
        capture(
            b::north_west_south_west_captures,
            b::pawns_able_to_capture_north_west_south_west,
            rule(&[NW, SW], 1, None),
        ),
        Check::EnPassant {
            captures: b::en_passant_captures,
            able: b::pawns_able_to_capture_en_passant,
            rules: &[WEST_CAPTURE],
        },
        Check::PromotionSquares {
            split: b::promotion_split,
            mandatory: (None, file_of_19(0)),
            optional: (None, &[]),
        },
    ];
    let mut rng = Rng(0x5eed_0002);
    for _ in 0..CASES {
        let input = rng.inputs();
        run(Board::new(27, 19), &white, input).unwrap_or_else(|e| panic!("white: {e}"));
        run(Board::new(27, 19), &black, input).unwrap_or_else(|e| panic!("black: {e}"));
    }
}

#[test]
fn moves_on_1024_squares_match_the_reference_and_the_run_time_rules() {
    let board = Board::new(32, 32);
    let kind = |rule: Rule, kind| RefRule { kind, rule };
    let white = RefSide {
        rules: vec![
            kind(HUGE_W[0], RefKind::Push { en_passant: false }),
            kind(SEVEN_W, RefKind::Push { en_passant: true }),
            kind(HUGE_W[2], RefKind::Capture),
            kind(HUGE_W[3], RefKind::Step),
        ],
        mandatory: Some((32, 32)),
        optional: Some((31, 31)),
        mandatory_squares: Vec::new(),
        optional_squares: vec![(31, 29)],
        mandatory_pieces: vec![0, 1],
        optional_pieces: vec![0, 1],
    };
    let black = white.mirrored(32);
    let variant = pawnshift_dynamic::Variant::<Wide<16>>::parse(include_str!("../huge.pawns"))
        .unwrap_or_else(|e| panic!("{e}"));
    let runtime = &variant[0];
    let mut rng = Rng(0x5eed_0003);
    let mut moves = 0;
    for _ in 0..CASES {
        let pawns = rng.set(2) & board.all();
        let own = pawns | (rng.set(3) & board.all());
        let enemies = rng.set(2) & board.all() & !own;
        let en_passant = rng.set(4) & board.all() & !(own | enemies);
        for (side, reference) in [(&huge::white::SIDE, &white), (&huge::black::SIDE, &black)] {
            let want = board.moves(reference, pawns, own, enemies, en_passant, u32::MAX);
            let got = generated_moves(side, (pawns, own, enemies, en_passant), u32::MAX);
            assert_eq!(got, want, "{:?}", side.color);
            moves += got.len();
            let dynamic = runtime.side(side.color).expect("both sides");
            let mut at_run_time = Vec::new();
            dynamic.generate(
                pawns,
                own,
                enemies,
                en_passant,
                u32::MAX,
                &mut |m: PawnMove<Wide<16>>| at_run_time.push(m),
            );
            let mut compiled = Vec::new();
            (side.generate)(pawns, own, enemies, en_passant, u32::MAX, &mut |m| {
                compiled.push(m);
            });
            assert_eq!(at_run_time, compiled, "{:?}: run time", side.color);
        }
    }
    assert!(moves > 100 * CASES, "{moves}");
}

#[test]
fn the_raised_limit_is_the_only_limit() {
    let refused = |spec: &str| pawnshift_dynamic::Variant::<Wide<16>>::parse(spec).unwrap_err();
    let error = refused("pub mod m { board 33 x 2; white forward north { push 1; } }");
    assert!(error.to_string().contains("at most 32"), "{error}");
    // Files past `z` are named like spreadsheet columns, in squares too.
    assert!(
        pawnshift_dynamic::Variant::<Wide<16>>::parse(
            "pub mod m { board 32 x 4; white forward north { push 2 from ae2 | af2; } }"
        )
        .is_ok()
    );
    let error = refused("pub mod m { board 30 x 4; white forward north { push 2 from af2; } }");
    assert!(error.to_string().contains("af"), "{error}");
}
