//! Run-time rules behave exactly as generated code: for every bundled
//! variant and every random spec of the build script, the spec text parsed
//! at run time gives the same sets, tables and move lists (in the same
//! order) as the module generated from it, on random positions whose
//! `empty`, `enemies` and `en_passant` hold bits beyond the board too.

use pawnshift::{Color, PawnMove, SideRules};
use pawnshift_dynamic::{Bits, Side, Squares, Variant};
use pawnshift_dynamic_tests::{
    CASES_64, CASES_128, CASES_WIDE3, CASES_WIDE4, Case, DRAWS, KINDS, RANDOM_SPECS, Rng, RuleFns,
    SideFns, random_module,
};

/// Positions per module and side.
const POSITIONS: usize = 200;

/// Random sets for positions.
trait Sets {
    fn wide(&mut self) -> Squares;
    fn set(&mut self, sparsity: u32) -> Squares;
}

impl Sets for Rng {
    fn wide(&mut self) -> Squares {
        Squares::from_words(std::array::from_fn(|_| self.next_u64()))
    }

    /// A set with about one bit in `1 << sparsity`.
    fn set(&mut self, sparsity: u32) -> Squares {
        (0..sparsity).fold(self.wide(), |set, _| set & self.wide())
    }
}

fn compare_side<B: Bits>(
    name: &str,
    variant: &Variant<B>,
    generated: &SideRules<B>,
    fns: &SideFns<B>,
    side: &Side<B>,
    rng: &mut Rng,
) {
    let here = format!("{name}, {:?}", side.color());
    assert_eq!(
        generated.rules.len(),
        side.rules().len(),
        "{here}: rule count"
    );
    assert_eq!(fns.rules.len(), side.rules().len(), "{here}: rule count");
    for (g, d) in generated.rules.iter().zip(side.rules()) {
        assert_eq!(g.name, d.name(), "{here}");
        assert_eq!(g.spec, d.spec(), "{here}");
        assert_eq!(g.kind, d.kind(), "{here}: {}", g.spec);
        assert_eq!(g.directions, d.directions(), "{here}: {}", g.spec);
    }
    assert_eq!(
        generated.attack_table,
        side.attack_table(),
        "{here}: ATTACKS"
    );
    assert_eq!(generated.push_table, side.push_table(), "{here}: PUSHES");
    assert_eq!(
        generated.promotion_pieces,
        side.promotion_pieces(),
        "{here}: promotion pieces"
    );
    assert_eq!(
        generated.optional_promotion_pieces,
        side.optional_promotion_pieces(),
        "{here}: optional promotion pieces"
    );
    let board = variant.board();
    let squares = variant.width() * variant.height();
    let passable = en_passant_squares(variant, side.color().other(), squares);
    for _ in 0..POSITIONS {
        let pawns = B::from_squares(rng.set(1)) & board;
        let empty = B::from_squares(rng.set(0));
        let enemies = B::from_squares(rng.set(1));
        let en_passant = B::from_squares(rng.set(3));
        compare_rules(
            &here,
            side,
            generated,
            fns,
            (pawns, empty, enemies),
            squares,
            rng,
        );
        let call = |f: Option<fn(B, B) -> B>, a: B, b: B| f.map(|f| f(a, b));
        let call1 = |f: Option<fn(B) -> B>, a: B| f.map(|f| f(a));
        assert_eq!(
            call1(generated.attacks, pawns),
            side.attacks(pawns),
            "{here}: attacks"
        );
        assert_eq!(
            call(generated.en_passant_captures, pawns, en_passant),
            side.en_passant_captures(pawns, en_passant),
            "{here}: en-passant captures"
        );
        assert_eq!(
            call(fns.able_to_capture_en_passant, pawns, en_passant),
            side.pawns_able_to_capture_en_passant(pawns, en_passant),
            "{here}: able to capture en passant"
        );
        assert_eq!(
            call(generated.drop_targets, pawns, empty),
            side.drop_targets(pawns, empty),
            "{here}: drop targets"
        );
        let targets = B::from_squares(rng.set(0)) & board;
        assert_eq!(
            generated.promotion_split.map(|f| f(targets)),
            side.promotion_split(targets),
            "{here}: promotion split"
        );
        // A position: own pieces include the pawns, enemies and en-passant
        // squares elsewhere (beyond the board too).
        let own = pawns | (B::from_squares(rng.set(2)) & board);
        let enemies = enemies & !own;
        let en_passant = en_passant & !(own | enemies);
        let pieces = u32::try_from(rng.next_u64() & 0xffff_ffff).unwrap();
        let (mut expected, mut actual): (Vec<PawnMove<B>>, Vec<PawnMove<B>>) = (vec![], vec![]);
        (generated.generate)(pawns, own, enemies, en_passant, pieces, &mut |m| {
            expected.push(m);
        });
        side.generate(pawns, own, enemies, en_passant, pieces, &mut |m| {
            actual.push(m);
        });
        assert_eq!(expected, actual, "{here}: generate");
        // Counting, generated and run-time, finds as many moves.
        let moves = u32::try_from(expected.len()).unwrap();
        let counted = (generated.count)(pawns, own, enemies, en_passant, pieces);
        assert_eq!(counted, moves, "{here}: generated count_moves");
        let counted = side.count(pawns, own, enemies, en_passant, pieces);
        assert_eq!(counted, moves, "{here}: run-time count");
        each_move_once(
            &here,
            side,
            &actual,
            (pawns, own, enemies, en_passant & passable),
            pieces,
        );
    }
}

/// A spec that compiles makes every move once: `moves` (made on `position`
/// with all its en-passant squares) holds no move twice, and on the
/// en-passant squares the other side's pushes can pass, no two moves share
/// their from- and to-square and promotion.
fn each_move_once<B: Bits>(
    here: &str,
    side: &Side<B>,
    moves: &[PawnMove<B>],
    (pawns, own, enemies, passable): (B, B, B, B),
    pieces: u32,
) {
    let mut seen = std::collections::HashSet::new();
    for m in moves {
        assert!(
            seen.insert((m.from, m.to, m.kind, m.promotion)),
            "{here}: {m:?} generated twice"
        );
    }
    let mut moves = Vec::new();
    side.generate(pawns, own, enemies, passable, pieces, &mut |m| {
        moves.push(m);
    });
    let mut seen = std::collections::HashSet::new();
    for m in &moves {
        assert!(
            seen.insert((m.from, m.to, m.promotion)),
            "{here}: {m:?} generated twice (en-passant squares {passable:?})"
        );
    }
}

/// The squares `color`'s en-passant pushes (of any pawn kind) can pass.
fn en_passant_squares<B: Bits>(variant: &Variant<B>, color: Color, squares: u32) -> B {
    let board = variant.board();
    let mut passed = B::from_squares(Squares::EMPTY);
    for v in std::iter::once(variant).chain(variant.kinds()) {
        let Some(side) = v.side(color) else { continue };
        for rule in side.rules().iter().filter(|r| r.creates_en_passant()) {
            for square in 0..squares {
                let from = B::from_squares(Squares::bit(square));
                let Some(targets) = rule.quiet(from, board) else {
                    continue;
                };
                for to in 0..squares {
                    let to = B::from_squares(Squares::bit(to));
                    if targets & to != B::from_squares(Squares::EMPTY)
                        && let Some(p) = rule.passed_squares(from, to)
                    {
                        passed = passed | p;
                    }
                }
            }
        }
    }
    passed
}

/// Every rule's functions on one position.
fn compare_rules<B: Bits>(
    here: &str,
    side: &Side<B>,
    generated: &SideRules<B>,
    fns: &SideFns<B>,
    (pawns, empty, enemies): (B, B, B),
    squares: u32,
    rng: &mut Rng,
) {
    let call = |f: Option<fn(B, B) -> B>, a: B, b: B| f.map(|f| f(a, b));
    for (i, rule) in side.rules().iter().enumerate() {
        let (g, f): (_, &RuleFns<B>) = (&generated.rules[i], &fns.rules[i]);
        let what = format!("{here}: `{}`", rule.spec());
        assert_eq!(
            call(g.quiet, pawns, empty),
            rule.quiet(pawns, empty),
            "{what} targets"
        );
        assert_eq!(
            call(f.targets, pawns, empty),
            rule.quiet(pawns, empty),
            "{what} targets"
        );
        assert_eq!(
            call(f.able, pawns, empty),
            rule.able_to_move(pawns, empty),
            "{what} able"
        );
        assert_eq!(
            call(g.capture, pawns, enemies),
            rule.captures(pawns, enemies),
            "{what} captures"
        );
        assert_eq!(
            call(f.captures, pawns, enemies),
            rule.captures(pawns, enemies),
            "{what} captures"
        );
        assert_eq!(
            call(f.able_to_capture, pawns, enemies),
            rule.able_to_capture(pawns, enemies),
            "{what} able to capture"
        );
        // One move: one bit in each.
        let mut square = || {
            let index = u32::try_from(rng.next_u64() % u64::from(squares)).unwrap();
            B::from_squares(Squares::bit(index))
        };
        let (from, to) = (square(), square());
        assert_eq!(
            call(f.passed, from, to),
            rule.passed_squares(from, to),
            "{what} passed"
        );
        if let (Some(quiet), Some(passed)) = (rule.quiet(from, !B::EMPTY), f.passed) {
            let mut each = quiet;
            while !each.is_empty() {
                let to = B::square(each.pop());
                assert_eq!(
                    Some(passed(from, to)),
                    rule.passed_squares(from, to),
                    "{what}"
                );
            }
        }
    }
}

fn compare<B: Bits>(case: &Case<B>, rng: &mut Rng) {
    let name = case.variant.name;
    let parsed = Variant::<B>::parse(case.source).unwrap_or_else(|e| panic!("{name}: {e}"));
    let variant = parsed
        .iter()
        .flat_map(|v| std::iter::once(v).chain(v.kinds()))
        .find(|v| v.name() == name)
        .unwrap_or_else(|| panic!("{name}: not in its spec"));
    assert_eq!(
        (variant.width(), variant.height()),
        (case.variant.width, case.variant.height)
    );
    let pieces: Vec<(&str, Option<u8>)> = variant
        .pieces()
        .iter()
        .map(|p| (p.name.as_str(), p.limit))
        .collect();
    let expected: Vec<(&str, Option<u8>)> = case
        .variant
        .pieces
        .iter()
        .map(|p| (p.name, p.limit))
        .collect();
    assert_eq!(pieces, expected, "{name}: pieces");
    for (color, fns) in [(Color::White, case.white), (Color::Black, case.black)] {
        match (case.variant.side(color), fns, variant.side(color)) {
            (Some(generated), Some(fns), Some(side)) => {
                compare_side(name, variant, generated, &fns, side, rng);
            }
            (None, None, None) => {}
            _ => panic!("{name}: {color:?} is declared in one and not the other"),
        }
    }
}

#[test]
fn run_time_rules_equal_generated_code() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    for case in CASES_64 {
        compare(case, &mut rng);
    }
    for case in CASES_128 {
        compare(case, &mut rng);
    }
    for case in CASES_WIDE3 {
        compare(case, &mut rng);
    }
    for case in CASES_WIDE4 {
        compare(case, &mut rng);
    }
    // The random modules, their pawn kinds and every bundled module, on
    // boards of every set type.
    assert!(CASES_WIDE3.len() > 3 && CASES_WIDE4.len() > 3);
    assert_eq!(
        CASES_64.len() + CASES_128.len() + CASES_WIDE3.len() + CASES_WIDE4.len(),
        RANDOM_SPECS + KINDS + pawnshift::variants::ALL.len()
    );
    const { assert!(KINDS > 0) };
    // The draws reach the checker's errors too: some were refused.
    const { assert!(DRAWS > RANDOM_SPECS) };
}

#[test]
fn a_module_too_large_for_the_integer_is_an_error() {
    let spec = "pub mod wide { board 10 x 8; white forward north { push 1; } }";
    let error = Variant::<u64>::parse(spec).unwrap_err();
    assert_eq!(
        error.to_string(),
        "module `wide` has 80 squares, more than a 64-bit integer holds"
    );
    assert!(Variant::<u128>::parse(spec).is_ok());
}

/// Run-time rules refuse, as the macro does, a quiet rule and a capture
/// that make the same move onto an en-passant square (Betza `fmF` beside
/// `capture north_east` in a variant with en passant), and accept the same
/// rules without en passant, where the two never meet.
#[test]
fn a_move_made_twice_through_en_passant_is_an_error() {
    let with = "pub mod m { white forward north { push 1; push 2 from rank 2 en_passant; \
                betza \"fmF\"; capture north_west | north_east; } black mirrors white; }";
    let error = Variant::<u64>::parse(with).unwrap_err().to_string();
    assert!(
        error.contains("which can be an en-passant square"),
        "{error}"
    );
    let without = with.replace(" en_passant", "");
    assert!(Variant::<u64>::parse(&without).is_ok());
}

/// The limits of the reference, at run time as in every front end: a
/// spec's size, its number of modules and its nesting (37,200 nested
/// parentheses once overflowed the checker's stack).
#[test]
fn specs_past_the_limits_are_errors() {
    let huge = format!(
        "pub mod m {{ white forward north {{ push 1; }} }} // {}",
        "x".repeat(pawnshift_dynamic::MAX_SPEC_BYTES)
    );
    let error = Variant::<u64>::parse(&huge).unwrap_err().to_string();
    assert!(error.contains("MAX_SPEC_BYTES"), "{error}");
    let deep = format!(
        "pub mod m {{ {}{} }}",
        "(".repeat(37_200),
        ")".repeat(37_200)
    );
    let error = Variant::<u64>::parse(&deep).unwrap_err().to_string();
    assert!(
        error.contains("nested more than 32 deep (MAX_NESTING)"),
        "{error}"
    );
    let many = (0..=pawnshift_dynamic::MAX_MODULES).fold(String::new(), |text, i| {
        text + &format!("pub mod m{i} {{ white forward north {{ push 1; }} }}\n")
    });
    let error = Variant::<u64>::parse(&many).unwrap_err().to_string();
    assert!(
        error.contains("at most 256 modules (MAX_MODULES)"),
        "{error}"
    );
}

/// A `start` FEN is checked as every tool reads it: its en-passant field,
/// its runs of empty squares and its `+` marks.
#[test]
fn start_positions_are_checked_as_tools_read_them() {
    for (fen, message) in [
        (
            "4k3/8/8/8/8/8/8/4K3 w - z9 0 1",
            "the en-passant field `z9`",
        ),
        (
            "4K+3/8/8/8/8/8/8/4k3 w - - 0 1",
            "`+` marks a promoted piece",
        ),
        (
            "08/8/8/8/8/8/8/4Kk2 w - - 0 1",
            "without a leading zero, not `08`",
        ),
        (
            "99999999999999999999/8/8/8/8/8/8/8 w - - 0 1",
            "the run `99999999999999999999` is longer",
        ),
    ] {
        let spec = format!("pub mod m {{ start \"{fen}\"; white forward north {{ push 1; }} }}");
        let error = Variant::<u64>::parse(&spec).unwrap_err().to_string();
        assert!(error.contains(message), "{fen}: {error}");
    }
    let spec =
        "pub mod m { start \"4k3/8/8/8/8/8/8/4K3 w - c3c4 0 1\"; white forward north { push 1; } }";
    assert!(Variant::<u64>::parse(spec).is_ok());
}

/// Text that is not Rust tokens says why, where: an unclosed delimiter,
/// block comment or string, a delimiter closing nothing, a NUL byte.
#[test]
fn text_that_is_not_tokens_says_why() {
    for (text, message) in [
        (
            "pub mod m { white forward north { push 1; }",
            "1:11: error: this `{` is never closed",
        ),
        (
            "pub mod m { /* x",
            "1:13: error: this block comment `/*` is never closed",
        ),
        (
            "pub mod m { start \"abc; }",
            "1:19: error: this string is never closed",
        ),
        (
            "pub mod m { ) }",
            "1:13: error: `)` closes nothing: the `{` opened at line 1, column 11",
        ),
        (
            "pub mod m {\n\0 }",
            "2:1: error: the control character `\\0` is not part of a spec",
        ),
        (
            "pub mod m { pu\u{200b}sh }",
            "1:15: error: the character `\\u{200b}` (U+200B) is not part",
        ),
    ] {
        let error = Variant::<u64>::parse(text).unwrap_err().to_string();
        assert!(error.contains(message), "{text:?}: {error}");
    }
}

/// A piece has one limit in a module, its pawn kinds included.
#[test]
fn a_piece_has_one_limit_across_kinds() {
    let spec = |kind_limit: u8| {
        format!(
            "pub mod m {{ white forward north {{ push 1; promote at rank 8 to queen(1); }} black mirrors white; \
             kind sergeant {{ white forward north {{ push 1; promote at rank 8 to queen({kind_limit}); }} black mirrors white; }} }}"
        )
    };
    let error = Variant::<u64>::parse(&spec(2)).unwrap_err().to_string();
    assert!(
        error.contains(
            "`queen` has `queen(2)` for the kind `sergeant` but `queen(1)` for the pawns"
        ),
        "{error}"
    );
    assert!(Variant::<u64>::parse(&spec(1)).is_ok());
}

/// Run-time rules say what the macro says of names beyond ASCII (which
/// rustc would compare after Unicode normalisation), of a parse that
/// stops short, and of clauses given twice; a byte-order mark is skipped.
#[test]
fn names_and_unfinished_rules_are_named_errors() {
    let kind = |name: &str| {
        format!(
            "pub mod m {{ white forward north {{ push 1; }} black mirrors white; \
             kind {name} {{ white forward north {{ step north_east; }} black mirrors white; }} }}"
        )
    };
    for (spec, message) in [
        (kind("caf\u{e9}"), "kind names are ASCII words, and `café` holds `é`"),
        (kind("cafe\u{301}"), "holds `\\u{301}`"),
        (kind("r#type"), "not a raw identifier"),
        (
            "pub mod m { white forward north { push 1; promote at rank 8 to; } }".to_owned(),
            "expected a piece, as in `to queen | rook`, found `;`",
        ),
        (
            "pub mod m { white forward north { push 2 from rank 2 |; } }".to_owned(),
            "expected squares after `|`",
        ),
        (
            "pub mod m { white forward north { push 1; drop immobile immobile; } }".to_owned(),
            "this clause is given twice in this `drop` rule",
        ),
        (
            "pub mod m { white forward north { push 1; drop per_file 9; } }".to_owned(),
            "`per_file 9` allows more pawns than a file of this board has squares (8)",
        ),
        (
            "pub mod m { white forward north { push 1; promote at rank 8 to queen(99999999999); } }"
                .to_owned(),
            "`99999999999` is too large: a piece limit is at most 255",
        ),
        (
            "pub mod m { white forward north { betza \"fmW\"; push 1; } }".to_owned(),
            "the Betza string `fmW` above makes these moves already",
        ),
    ] {
        let error = Variant::<u64>::parse(&spec).unwrap_err().to_string();
        assert!(error.contains(message), "{spec}: {error}");
    }
    assert!(Variant::<u64>::parse("\u{feff}pub mod m { white forward north { push 1; } }").is_ok());
}

/// Random specs accepted at run time, for the property below: 1,000, or
/// as many as the environment variable `PAWNSHIFT_PROPERTY_SPECS` says
/// (`cargo xtask fuzz` draws 50,000).
fn property_specs() -> usize {
    std::env::var("PAWNSHIFT_PROPERTY_SPECS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000)
}

/// Positions per side of each of them.
const PROPERTY_POSITIONS: usize = 30;

/// The language's promise, as a property: every random spec the checker
/// accepts (pushes, captures, steps and Betza strings from random regions,
/// drops, promotion, pawn kinds, on boards up to 16 x 16) generates no
/// move twice, and no two moves share their from- and to-square and
/// promotion where en-passant squares are set wherever the other side's
/// pushes can pass; and it counts as many moves as it generates.
#[test]
fn every_accepted_random_spec_makes_each_move_once() {
    let mut rng = Rng(0x005e_ed0f_0a11_5a5e);
    let specs = property_specs();
    let (mut accepted, mut draws) = (0, 0);
    while accepted < specs {
        draws += 1;
        assert!(draws < 100 * specs, "too few random specs are valid");
        let text = random_module(&mut rng, "m");
        let Ok(parsed) = Variant::<pawnshift::Wide<4>>::parse(&text) else {
            continue;
        };
        accepted += 1;
        for variant in parsed
            .iter()
            .flat_map(|v| std::iter::once(v).chain(v.kinds()))
        {
            let board = variant.board();
            let squares = variant.width() * variant.height();
            for side in [Color::White, Color::Black]
                .into_iter()
                .filter_map(|c| variant.side(c))
            {
                let passable = en_passant_squares(variant, side.color().other(), squares);
                for _ in 0..PROPERTY_POSITIONS {
                    let pawns = pawnshift::Wide::from_squares(rng.set(1)) & board;
                    let own = pawns | (pawnshift::Wide::from_squares(rng.set(2)) & board);
                    let enemies = pawnshift::Wide::from_squares(rng.set(1)) & board & !own;
                    let en_passant = passable & !(own | enemies);
                    let pieces = u32::try_from(rng.next_u64() & 0xffff_ffff).unwrap();
                    let mut moves = Vec::new();
                    side.generate(pawns, own, enemies, en_passant, pieces, &mut |m| {
                        moves.push(m);
                    });
                    let here = format!("{text}\n{:?}", side.color());
                    let count = side.count(pawns, own, enemies, en_passant, pieces);
                    assert_eq!(count as usize, moves.len(), "{here}: count");
                    each_move_once(
                        &here,
                        side,
                        &moves,
                        (pawns, own, enemies, en_passant),
                        pieces,
                    );
                }
            }
        }
    }
    // The draws reach the checker's errors too: some were refused.
    assert!(draws > specs, "{draws} draws");
}
