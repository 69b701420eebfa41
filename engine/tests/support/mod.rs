//! What several engine tests share.

use std::path::{Path, PathBuf};

use pawnshift_engine::PawnRules;
use pawnshift_engine::game::{Board, Rules};
use pawnshift_engine::notes::Notes;

/// The Fairy-Stockfish catalog's folder.
#[allow(dead_code)]
pub(crate) fn catalog() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../catalog/fairy-stockfish")
}

/// The side file at `path`, parsed.
#[allow(dead_code)]
pub(crate) fn read_notes(path: &Path) -> Notes {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Notes::parse(&path.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"))
}

/// A catalog variant's pawn rules, side file and engine rules.
#[allow(dead_code)]
pub(crate) fn load(name: &str) -> (PawnRules, Notes, Rules) {
    let spec = catalog().join(format!("{name}.pawns"));
    let path = spec.display().to_string();
    let source = std::fs::read_to_string(&spec).expect("read");
    let pawns = PawnRules::load(&path, &source)
        .unwrap_or_else(|e| panic!("{e}"))
        .remove(0);
    let notes = read_notes(&spec.with_extension("perft"));
    let rules = Rules::<u128>::with_notes(&pawns, &notes).unwrap_or_else(|e| panic!("{name}: {e}"));
    (pawns, notes, rules)
}

/// Perft by making every legal move the general engine lists, at every
/// ply: a search that never enters the fast path.
#[allow(dead_code)]
pub(crate) fn make_and_test(rules: &Rules, board: &Board, depth: u32) -> u64 {
    let moves = rules.legal_moves(board);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| make_and_test(rules, &rules.after(board, m), depth - 1))
        .sum()
}
