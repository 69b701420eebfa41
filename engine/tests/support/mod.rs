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

/// The catalog's specs, in name order.
#[allow(dead_code)]
pub(crate) fn catalog_specs() -> Vec<PathBuf> {
    let mut specs: Vec<PathBuf> = std::fs::read_dir(catalog())
        .expect("the catalog")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pawns"))
        .collect();
    specs.sort();
    specs
}

/// A fixed sequence of random numbers below `n` (64-bit LCG, high
/// bits), so a failure repeats.
#[allow(dead_code)]
pub(crate) struct Random(pub(crate) u64);

#[allow(dead_code)]
impl Random {
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        usize::try_from(self.0 >> 33).expect("31 bits") % n
    }
}

/// The position after up to `plies` random moves from `start`, each
/// drawn from the make-and-test reference's legal moves (fewer where the game
/// ends), and their names.
#[allow(dead_code)]
pub(crate) fn random_walk(
    rules: &Rules,
    start: &Board,
    plies: usize,
    random: &mut Random,
) -> (Board, Vec<String>) {
    let mut board = *start;
    let mut played = Vec::new();
    for _ in 0..plies {
        let moves = rules.general_moves(&board);
        if moves.is_empty() {
            break;
        }
        let m = &moves[random.below(moves.len())];
        played.push(rules.move_name(m));
        board = rules.general_after(&board, m);
    }
    (board, played)
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

/// Perft by making every legal move the make-and-test reference lists, at every
/// ply: a search that never enters the fast path.
#[allow(dead_code)]
pub(crate) fn make_and_test(rules: &Rules, board: &Board, depth: u32) -> u64 {
    let moves = rules.general_moves(board);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| make_and_test(rules, &rules.general_after(board, m), depth - 1))
        .sum()
}
