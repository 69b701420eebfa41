//! The legal moves the engine lists (what divide, `legal_moves` and
//! `after` show): by name, Fairy-Stockfish's on every position of the
//! catalog's perft rows (`catalog/fairy-stockfish/legal-moves.txt`); and
//! the fast path's against the make-and-test reference's, which makes every move
//! and tests it (the same names, and after each the same position), on
//! those positions and after random moves from them.

mod support;

use std::collections::BTreeMap;

use pawnshift_engine::PawnRules;
use pawnshift_engine::game::{Board, Rules};
use support::{Random, catalog, catalog_specs, load, random_walk, read_rows, side_notes};

/// Random walks from each row, and their most plies.
const WALKS: usize = 6;
const MOST_PLIES: usize = 24;

/// A move's castling rook (its square and where it lands), the position
/// after it, and how many moves that position has.
type Listed = (Option<(u8, u8)>, Board, u64);

/// The moves of `board` by name, each with its castling rook's squares,
/// the position after it and that position's legal moves counted: by the
/// fast path (`fast`) or the make-and-test reference.
fn listed(rules: &Rules, board: &Board, fast: bool) -> BTreeMap<String, Listed> {
    let moves = if fast {
        rules.moves_and_positions(board)
    } else {
        (rules.general_moves(board).into_iter())
            .map(|m| (m, rules.general_after(board, &m)))
            .collect()
    };
    let count = moves.len();
    let listed: BTreeMap<String, Listed> = moves
        .into_iter()
        .map(|(m, next)| {
            let replies = rules.general_moves(&next).len() as u64;
            (rules.move_name(&m), (m.castle, next, replies))
        })
        .collect();
    assert_eq!(listed.len(), count, "a move listed twice");
    listed
}

/// Whether the fast path's moves of `board` are the make-and-test reference's;
/// panics with the first difference.
fn same_moves(rules: &Rules, board: &Board, what: &str) {
    let fast = listed(rules, board, true);
    let general = listed(rules, board, false);
    let names = |l: &BTreeMap<String, Listed>| l.keys().cloned().collect::<Vec<_>>();
    assert_eq!(names(&fast), names(&general), "{what}: the moves");
    for (name, (castle, next, replies)) in &fast {
        let (general_castle, general_next, general_replies) = &general[name];
        assert_eq!(castle, general_castle, "{what}: the castling of {name}");
        assert_eq!(replies, general_replies, "{what}: the replies to {name}");
        assert_eq!(next, general_next, "{what}: the position after {name}");
    }
}

#[test]
fn the_fast_path_lists_the_references_moves() {
    let mut random = Random(0x00c0_ffee);
    let mut positions = 0;
    for spec in &catalog_specs() {
        let notes = side_notes(spec);
        let path = spec.display().to_string();
        let source = std::fs::read_to_string(spec).expect("read");
        let pawns = PawnRules::load(&path, &source)
            .unwrap_or_else(|e| panic!("{e}"))
            .remove(0);
        let rules = Rules::<u128>::with_notes(&pawns, &notes).unwrap_or_else(|e| panic!("{e}"));
        for row in &read_rows(&spec.with_extension("perft")) {
            let start = rules.position(&row.fen).expect("a row's position");
            for walk in 0..WALKS {
                let plies = if walk == 0 {
                    0
                } else {
                    random.below(MOST_PLIES + 1)
                };
                let (board, played) = random_walk(&rules, &start, plies, &mut random);
                let what = format!("{path} `{}` {}", row.fen, played.join(" "));
                same_moves(&rules, &board, &what);
                positions += 1;
            }
        }
    }
    assert!(positions > 2_000, "{positions} positions");
}

#[test]
fn the_legal_moves_are_fairy_stockfishs() {
    let path = catalog().join("legal-moves.txt");
    let text = std::fs::read_to_string(&path).expect("the catalog's legal moves");
    let mut loaded: Option<(String, Rules)> = None;
    let mut rows = 0;
    for line in text.lines() {
        let mut fields = line.split('\t');
        let (Some(variant), Some(fen), Some(moves)) = (fields.next(), fields.next(), fields.next())
        else {
            panic!(
                "{}: `{line}`: not a variant, a FEN and moves",
                path.display()
            );
        };
        if loaded.as_ref().is_none_or(|(name, _)| name != variant) {
            loaded = Some((variant.to_owned(), load(variant).2));
        }
        let Some((_, rules)) = &loaded else {
            unreachable!("loaded above")
        };
        let board = rules.position(fen).expect("a row's position");
        let mut names: Vec<String> = rules
            .legal_moves(&board)
            .iter()
            .map(|m| rules.move_name(m))
            .collect();
        names.sort();
        let mut want: Vec<&str> = moves.split_whitespace().collect();
        want.sort_unstable();
        assert_eq!(names, want, "{variant} `{fen}`");
        same_moves(rules, &board, &format!("{variant} `{fen}`"));
        rows += 1;
    }
    assert!(rows > 600, "{rows} rows");
}
