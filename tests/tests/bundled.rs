//! Every bundled variant (`pawnshift::variants::*`) against the independent
//! reference, on random positions: the move serialiser (`generate_with_pieces`,
//! through the `SIDE` table) emits exactly the moves the reference finds
//! pawn by pawn, and each rule's functions in `RULES`, `attacks` and
//! `promotion_split` agree with it.
//!
//! The rules below are written from the rule book, not read from the
//! generated code; black is white reflected by the reference's own
//! `mirrored` (legan's turned by its `rotated`; horde, whose sides differ,
//! writes black out).

use pawnshift::{SideRules, Variant, variants};
use pawnshift_codegen::rules;
use pawnshift_tests::dir::{E, N, NE, NW, S, SE, SW, W};
use pawnshift_tests::{Bits, Board, Ranks, RefKind, RefMove, RefRule, RefSide, Rule, Set};
use proptest::prelude::*;

/// Any set of up to 256 squares.
fn any_set() -> impl Strategy<Value = Set> + Clone {
    any::<[u64; 4]>().prop_map(Set::from_words)
}

const fn push(dirs: &'static [(i32, i32)], steps: u32, from: Ranks, en_passant: bool) -> RefRule {
    RefRule {
        kind: RefKind::Push { en_passant },
        rule: Rule {
            dirs,
            steps,
            from,
            squares: &[],
            jumping: false,
        },
    }
}

const fn capture(dirs: &'static [(i32, i32)]) -> RefRule {
    RefRule {
        kind: RefKind::Capture,
        rule: Rule {
            dirs,
            steps: 1,
            from: None,
            squares: &[],
            jumping: false,
        },
    }
}

const fn step(dirs: &'static [(i32, i32)], from: Ranks) -> RefRule {
    RefRule {
        kind: RefKind::Step,
        rule: Rule {
            dirs,
            steps: 1,
            from,
            squares: &[],
            jumping: false,
        },
    }
}

/// One side of a variant promoting on `ranks` to `pieces` (indices).
fn side(rules: Vec<RefRule>, mandatory: Ranks, optional: Ranks, pieces: u8) -> RefSide {
    let all: Vec<u8> = (0..pieces).collect();
    RefSide {
        rules,
        mandatory,
        optional,
        mandatory_squares: Vec::new(),
        optional_squares: Vec::new(),
        mandatory_pieces: if mandatory.is_some() {
            all.clone()
        } else {
            Vec::new()
        },
        optional_pieces: if optional.is_some() { all } else { Vec::new() },
    }
}

/// Standard-like pawns: push 1, maybe push 2 from `double`, diagonal
/// captures (as one or two rules, the same moves), promotion on `last`.
fn orthodox(double: Option<u32>, last: u32, pieces: u8) -> RefSide {
    let mut rules = vec![push(&[N], 1, None, false)];
    if let Some(rank) = double {
        rules.push(push(&[N], 2, Some((rank, rank)), true));
    }
    rules.push(capture(&[NW]));
    rules.push(capture(&[NE]));
    side(rules, Some((last, last)), None, pieces)
}

/// Random inputs: the side's pawns, its other pieces, the enemy's, the
/// en-passant squares and the allowed promotion pieces.
#[derive(Clone, Copy, Debug)]
struct Case {
    pawns: Set,
    others: Set,
    enemies: Set,
    en_passant: Set,
    allowed: u32,
}

fn cases() -> impl Strategy<Value = Case> {
    let sparse = (any_set(), any_set(), any_set()).prop_map(|(a, b, c)| a & b & c);
    (any_set(), sparse.clone(), any_set(), sparse, any::<u32>()).prop_map(
        |(pawns, others, enemies, en_passant, allowed)| Case {
            pawns,
            others,
            enemies,
            en_passant,
            allowed,
        },
    )
}

/// The position the generated functions are given: pawns, own pieces,
/// enemies (none of them own) and en-passant squares.
fn position(case: &Case, en_passant: Set) -> (Set, Set, Set, Set) {
    let own = case.pawns | case.others;
    (case.pawns, own, case.enemies & !own, en_passant)
}

/// The generated moves of one side, sorted as the reference sorts them.
fn generated<B: Bits>(side: &SideRules<B>, case: Case, en_passant: Set) -> Vec<RefMove> {
    pawnshift_tests::generated_moves(side, position(&case, en_passant), case.allowed)
}

/// Checks one side of a bundled variant on one random case.
fn check_side<B: Bits>(
    variant: &Variant<B>,
    side: &SideRules<B>,
    reference: &RefSide,
    en_passant_rules: bool,
    case: Case,
) -> Result<(), TestCaseError> {
    let board = Board::new(variant.width, variant.height);
    // The generated functions require `pawns` to hold board squares only;
    // every other set keeps its bits beyond the board.
    let case = Case {
        pawns: case.pawns & board.all(),
        ..case
    };
    let t = B::from_set;
    let u = |x: B| x.to_set();
    // As the generated code sees its arguments (an u64 drops high bits).
    let pawns = u(t(case.pawns));
    let own = u(t(case.pawns | case.others));
    let enemies = u(t(case.enemies)) & !own;
    let en_passant = if en_passant_rules {
        u(t(case.en_passant)) & !(own | enemies)
    } else {
        Set::EMPTY
    };
    let name = format!("{} {:?}", variant.name, side.color);

    let want = board.moves(reference, pawns, own, enemies, en_passant, case.allowed);
    let got = generated(side, case, en_passant);
    prop_assert_eq!(&got, &want, "{}: generate", name);
    let given = position(&case, en_passant);
    let counted = (side.count)(t(given.0), t(given.1), t(given.2), t(given.3), case.allowed);
    prop_assert_eq!(counted as usize, want.len(), "{}: count_moves", name);

    let empty = board.all() & !(own | enemies);
    prop_assert_eq!(
        side.rules.len(),
        reference.rules.len(),
        "{}: rule count",
        name
    );
    for (generated_rule, rr) in side.rules.iter().zip(&reference.rules) {
        let r = rr.rule;
        if let Some(quiet) = generated_rule.quiet {
            let want = board.targets(
                pawns,
                r.dirs,
                r.steps,
                board.start(&r),
                r.through(empty),
                empty,
            );
            prop_assert_eq!(
                u(quiet(t(pawns), t(empty))),
                want,
                "{}: {}",
                name,
                generated_rule.spec
            );
        }
        if let Some(capture) = generated_rule.capture {
            let want = board.targets(pawns, r.dirs, 1, board.start(&r), Set::EMPTY, enemies);
            prop_assert_eq!(
                u(capture(t(pawns), t(enemies))),
                want,
                "{}: {}",
                name,
                generated_rule.spec
            );
        }
        prop_assert_eq!(
            generated_rule.quiet.is_some(),
            rr.kind != RefKind::Capture,
            "{}",
            name
        );
    }
    if let Some(attacks) = side.attacks {
        let want = reference
            .rules
            .iter()
            .filter(|rr| !matches!(rr.kind, RefKind::Push { .. }))
            .fold(Set::EMPTY, |m, rr| {
                m | board.targets(
                    pawns,
                    rr.rule.dirs,
                    1,
                    board.start(&rr.rule),
                    Set::EMPTY,
                    board.all(),
                )
            });
        prop_assert_eq!(u(attacks(t(pawns))), want, "{}: attacks", name);
    }
    if let Some(split) = side.promotion_split {
        let (m, o) = reference.zones(board);
        let want = board.promotion_split(empty, m, o);
        let got = split(t(empty));
        prop_assert_eq!(
            (u(got.mandatory), u(got.optional), u(got.plain)),
            (want.mandatory, want.optional, want.plain),
            "{}: promotion split",
            name
        );
    }
    Ok(())
}

fn check_variant<B: Bits>(
    variant: &Variant<B>,
    white: &RefSide,
    black: &RefSide,
    en_passant_rules: bool,
    case: Case,
) -> Result<(), TestCaseError> {
    let (Some(w), Some(b)) = (variant.white, variant.black) else {
        return Err(TestCaseError::fail(format!(
            "{} lacks a side",
            variant.name
        )));
    };
    check_side(variant, w, white, en_passant_rules, case)?;
    check_side(variant, b, black, en_passant_rules, case)
}

/// A variant whose black mirrors white.
fn mirrored<B: Bits>(
    variant: &Variant<B>,
    white: &RefSide,
    en_passant: bool,
    case: Case,
) -> Result<(), TestCaseError> {
    check_variant(
        variant,
        white,
        &white.mirrored(variant.height),
        en_passant,
        case,
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn chess_family(case in cases()) {
        mirrored(&variants::standard::VARIANT, &orthodox(Some(2), 8, 4), true, case)?;
        // Crazyhouse: one capture rule of two directions (drops are checked
        // in the reference test).
        let mut crazyhouse = orthodox(Some(2), 8, 4);
        crazyhouse.rules.truncate(2);
        crazyhouse.rules.push(capture(&[NW, NE]));
        mirrored(&variants::crazyhouse::VARIANT, &crazyhouse, true, case)?;
        let mut torpedo = orthodox(None, 8, 4);
        torpedo.rules.insert(1, push(&[N], 2, None, true));
        mirrored(&variants::torpedo::VARIANT, &torpedo, true, case)?;
        mirrored(&variants::capablanca::VARIANT, &orthodox(Some(2), 8, 6), true, case)?;
        mirrored(&variants::modern::VARIANT, &orthodox(Some(2), 9, 5), true, case)?;
        mirrored(&variants::los_alamos::VARIANT, &orthodox(None, 6, 3), false, case)?;
        mirrored(&variants::gardner::VARIANT, &orthodox(None, 5, 4), false, case)?;
        // (Makruk promotes on entering ranks 6 to 8, Fairy-Stockfish's zone.)
        let mut makruk = orthodox(None, 6, 1);
        makruk.mandatory = Some((6, 8));
        mirrored(&variants::makruk::VARIANT, &makruk, false, case)?;
        mirrored(&variants::shatranj::VARIANT, &orthodox(None, 8, 1), false, case)?;
    }

    #[test]
    fn horde(case in cases()) {
        let mut white = orthodox(Some(2), 8, 4);
        white.rules.insert(2, push(&[N], 2, Some((1, 1)), false));
        let black = side(
            vec![push(&[S], 1, None, false), push(&[S], 2, Some((7, 7)), true), capture(&[SW]), capture(&[SE])],
            Some((1, 1)),
            None,
            4,
        );
        check_variant(&variants::horde::VARIANT, &white, &black, true, case)?;
    }

    #[test]
    fn unusual_pawns(case in cases()) {
        let berolina = side(
            vec![push(&[NW, NE], 1, None, false), push(&[NW, NE], 2, Some((2, 2)), true), capture(&[N])],
            Some((8, 8)),
            None,
            4,
        );
        mirrored(&variants::berolina::VARIANT, &berolina, true, case)?;
        let mut sideways = orthodox(Some(2), 8, 4);
        sideways.rules[0] = push(&[N, E, W], 1, None, false);
        mirrored(&variants::pawnsideways::VARIANT, &sideways, true, case)?;
        let shogi = side(vec![step(&[N], None)], Some((9, 9)), Some((7, 8)), 1);
        mirrored(&variants::shogi::VARIANT, &shogi, false, case)?;
        let xiangqi = side(vec![step(&[N], None), step(&[E, W], Some((6, 10)))], None, None, 0);
        mirrored(&variants::xiangqi::VARIANT, &xiangqi, false, case)?;
        // Janggi: palace diagonals are steps from single squares.
        let from = |dirs: &'static [(i32, i32)], squares: &'static [(i32, i32)]| RefRule {
            kind: RefKind::Step,
            rule: Rule { dirs, steps: 1, from: None, squares, jumping: false },
        };
        let janggi = side(
            vec![step(&[N, E, W], None), from(&[NE], &[(3, 7)]), from(&[NW], &[(5, 7)]), from(&[NW, NE], &[(4, 8)])],
            None,
            None,
            0,
        );
        mirrored(&variants::janggi::VARIANT, &janggi, false, case)?;
        // Spartan: Persian pawns without en passant; hoplites move
        // diagonally, capture straight, and first may jump two diagonally.
        let persian = side(
            vec![push(&[N], 1, None, false), push(&[N], 2, Some((2, 2)), false), capture(&[NW, NE])],
            Some((8, 8)),
            None,
            4,
        );
        let mut leap = push(&[SW, SE], 2, Some((7, 7)), false);
        leap.rule.jumping = true;
        let mut hoplite = side(vec![push(&[SW, SE], 1, None, false), leap, capture(&[S])], Some((1, 1)), None, 0);
        // Black's pieces follow White's four in the module's piece list.
        hoplite.mandatory_pieces = (4..9).collect();
        check_variant(&variants::spartan::VARIANT, &persian, &hoplite, false, case)?;
        // Legan: diagonal pushes to the north-west corner, captures north
        // and west, a zone of edge squares; black turned by 180°.
        let mut legan = side(vec![push(&[NW], 1, None, false), capture(&[N, W])], None, None, 4);
        legan.mandatory_squares = vec![(0, 4), (0, 5), (0, 6), (0, 7), (1, 7), (2, 7), (3, 7)];
        legan.mandatory_pieces = (0..4).collect();
        let legan_black = legan.rotated(8, 8);
        check_variant(&variants::legan::VARIANT, &legan, &legan_black, false, case)?;
    }

    #[test]
    fn big_boards(case in cases()) {
        let mut grand = orthodox(Some(3), 10, 6);
        grand.optional = Some((8, 9));
        grand.optional_pieces = (0..6).collect();
        mirrored(&variants::grand::VARIANT, &grand, true, case)?;
        let wildebeest = side(
            vec![
                push(&[N], 1, None, false),
                push(&[N], 2, Some((2, 3)), true),
                push(&[N], 3, Some((2, 2)), true),
                capture(&[NW]),
                capture(&[NE]),
            ],
            None,
            Some((9, 10)),
            2,
        );
        mirrored(&variants::wildebeest::VARIANT, &wildebeest, true, case)?;
    }

    #[test]
    fn boards_over_128_squares(case in cases()) {
        let chu = side(vec![step(&[N], None)], None, Some((9, 12)), 1);
        mirrored(&variants::chu_shogi::VARIANT, &chu, false, case)?;
        let dai = side(vec![step(&[N], None)], None, Some((11, 15)), 1);
        mirrored(&variants::dai_shogi::VARIANT, &dai, false, case)?;
        let tenjiku = side(vec![step(&[N], None)], None, Some((12, 16)), 1);
        mirrored(&variants::tenjiku_shogi::VARIANT, &tenjiku, false, case)?;
        // Chess on a really big board: one to six steps from rank 2.
        let mut big = side(
            vec![push(&[N], 1, None, false)],
            Some((16, 16)),
            None,
            6,
        );
        for steps in 2..=6 {
            big.rules.push(push(&[N], steps, Some((2, 2)), true));
        }
        big.rules.extend([capture(&[NW]), capture(&[NE])]);
        mirrored(&variants::big_board::VARIANT, &big, true, case)?;
    }
}

/// The variants whose references are written above from the rule book.
const WRITTEN_OUT: [&str; 23] = [
    "standard",
    "crazyhouse",
    "torpedo",
    "capablanca",
    "modern",
    "los_alamos",
    "gardner",
    "makruk",
    "shatranj",
    "horde",
    "berolina",
    "pawnsideways",
    "shogi",
    "xiangqi",
    "grand",
    "wildebeest",
    "janggi",
    "legan",
    "spartan",
    "chu_shogi",
    "dai_shogi",
    "tenjiku_shogi",
    "big_board",
];

/// The reference of one side of a checked spec: its rules' directions,
/// steps and start squares, its zones and pieces, as the checker reads
/// the spec (the emitter, its guards and shifts, are what is tested).
fn spec_side(geometry: pawnshift_codegen::Geometry, side: &rules::Side) -> RefSide {
    let leak_squares = |set: pawnshift_codegen::geometry::Squares| -> Vec<(i32, i32)> {
        let w = geometry.width.cast_signed();
        set.ones()
            .map(|sq| (sq.cast_signed() % w, sq.cast_signed() / w))
            .collect()
    };
    let rules = side
        .rules
        .iter()
        .map(|r| {
            let dirs: Vec<(i32, i32)> = r.directions.iter().map(|d| d.delta()).collect();
            let (kind, steps, jumping) = match r.kind {
                rules::Kind::Push {
                    steps,
                    en_passant,
                    jumping,
                } => (RefKind::Push { en_passant }, steps, jumping),
                rules::Kind::Capture => (RefKind::Capture, 1, false),
                rules::Kind::Step => (RefKind::Step, 1, false),
            };
            RefRule {
                kind,
                rule: Rule {
                    dirs: Vec::leak(dirs),
                    steps,
                    from: None,
                    squares: Vec::leak(leak_squares(r.from)),
                    jumping,
                },
            }
        })
        .collect();
    RefSide {
        rules,
        mandatory: None,
        optional: None,
        mandatory_squares: leak_squares(side.promotion_zone),
        optional_squares: leak_squares(side.optional_promotion_zone),
        mandatory_pieces: side.promotion_pieces.clone(),
        optional_pieces: side.optional_promotion_pieces.clone(),
    }
}

/// A variant bundled after the references above were written (a spec file
/// and `cargo xtask codegen` bundle one) is checked against the reference
/// of its spec's checked rules: each side's generated serialiser, rule
/// functions, attacks and promotion split against the reference's
/// per-square loops. (Its further pawn kinds and drop targets are checked
/// against the run-time rules by `tests/dynamic`.)
#[test]
fn variants_bundled_since_agree_with_their_specs() {
    for v in variants::ALL {
        if WRITTEN_OUT.contains(&v.name()) {
            continue;
        }
        let path = format!("{}/../specs/{}.pawns", env!("CARGO_MANIFEST_DIR"), v.name());
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let modules = rules::check_source(std::path::Path::new(&path), &text)
            .unwrap_or_else(|e| panic!("{path}: {e:?}"));
        let module = modules
            .iter()
            .find(|m| m.name == v.name())
            .unwrap_or_else(|| panic!("{path} has no module `{}`", v.name()));
        let [white, black] = [&module.white, &module.black]
            .map(|s| s.as_ref().map(|s| spec_side(module.geometry, s)));
        let config = ProptestConfig {
            cases: 128,
            failure_persistence: None,
            ..ProptestConfig::default()
        };
        let mut runner = proptest::test_runner::TestRunner::new(config);
        let ep = module.en_passant;
        let result = runner.run(&cases(), |case| match v {
            pawnshift::AnyVariant::U64(var) => each_side(var, [&white, &black], ep, case),
            pawnshift::AnyVariant::U128(var) => each_side(var, [&white, &black], ep, case),
            pawnshift::AnyVariant::Wide3(var) => each_side(var, [&white, &black], ep, case),
            pawnshift::AnyVariant::Wide4(var) => each_side(var, [&white, &black], ep, case),
        });
        if let Err(e) = result {
            panic!("{}: {e}", v.name());
        }
    }
}

/// Checks each side the spec declares; the generated variant declares the
/// same sides.
fn each_side<B: Bits>(
    variant: &Variant<B>,
    references: [&Option<RefSide>; 2],
    en_passant: bool,
    case: Case,
) -> Result<(), TestCaseError> {
    for (side, reference) in [variant.white, variant.black].into_iter().zip(references) {
        match (side, reference) {
            (Some(side), Some(reference)) => {
                check_side(variant, side, reference, en_passant, case)?;
            }
            (None, None) => {}
            _ => {
                return Err(TestCaseError::fail(format!(
                    "{}: the generated sides are not the spec's",
                    variant.name
                )));
            }
        }
    }
    Ok(())
}

/// The spec-read reference agrees with the ones written out, on two of
/// them: it reads the rules as the rule book says them.
#[test]
fn the_spec_reference_reads_written_out_variants_alike() {
    for name in ["standard", "xiangqi"] {
        let path = format!("{}/../specs/{name}.pawns", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("a bundled spec");
        let module = &rules::check_source(std::path::Path::new(&path), &text).expect("valid")[0];
        let white = spec_side(module.geometry, module.white.as_ref().expect("white"));
        let board = Board::new(module.geometry.width, module.geometry.height);
        let written = match name {
            "standard" => orthodox(Some(2), 8, 4),
            _ => side(
                vec![step(&[N], None), step(&[E, W], Some((6, 10)))],
                None,
                None,
                0,
            ),
        };
        let mut rng = pawnshift_tests::Rng(0x9e37_79b9_7f4a_7c15);
        for _ in 0..200 {
            let pawns = Set::from_words([rng.next_u64(), rng.next_u64(), 0, 0]) & board.all();
            let enemies =
                Set::from_words([rng.next_u64(), rng.next_u64(), 0, 0]) & board.all() & !pawns;
            let a = board.moves(&white, pawns, pawns, enemies, Set::EMPTY, u32::MAX);
            let b = board.moves(&written, pawns, pawns, enemies, Set::EMPTY, u32::MAX);
            assert_eq!(a, b, "{name}");
        }
    }
}
