//! What several engine tests share.

use std::path::{Path, PathBuf};

use pawnshift_engine::PawnRules;
use pawnshift_engine::game::{Board, Rules};
use pawnshift_engine::notes::Notes;
use pawnshift_engine::notes::fsf::VariantsIni;

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

/// A perft row: a position and its node counts at depths 1, 2, ….
#[allow(dead_code)]
pub(crate) struct Row {
    pub(crate) fen: String,
    pub(crate) counts: Vec<u64>,
}

/// The rows of a catalog `.perft` file: `fen FEN` lines, each followed by
/// a `perft N1 N2 …` line; `#` starts a comment.
#[allow(dead_code)]
pub(crate) fn read_rows(path: &Path) -> Vec<Row> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut rows = Vec::new();
    let mut fen = None;
    for (n, line) in (1..).zip(text.lines()) {
        let at = || format!("{}:{n}", path.display());
        if let Some(f) = line.strip_prefix("fen ") {
            fen = Some(f.to_owned());
        } else if let Some(counts) = line.strip_prefix("perft ") {
            let fen = fen
                .take()
                .unwrap_or_else(|| panic!("{}: perft before fen", at()));
            let counts = counts
                .split_whitespace()
                .map(|c| c.parse().unwrap_or_else(|e| panic!("{}: {e}", at())))
                .collect();
            rows.push(Row { fen, counts });
        } else {
            assert!(
                line.is_empty() || line.starts_with('#'),
                "{}: `{line}`",
                at()
            );
        }
    }
    rows
}

/// The rules beyond the pawns of a catalog spec: its side file's (`x.ini`
/// beside `x.pawns`: one section), or none.
#[allow(dead_code)]
pub(crate) fn side_notes(spec: &Path) -> Notes {
    let side = spec.with_extension("ini");
    let Ok(text) = std::fs::read_to_string(&side) else {
        return Notes::default();
    };
    let ini =
        VariantsIni::parse(&side.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ini.names().count(), 1, "{}: one section", side.display());
    let section = ini.section_for("").unwrap_or_else(|e| panic!("{e}"));
    ini.import(section).unwrap_or_else(|e| panic!("{e}")).notes
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
    let notes = side_notes(&spec);
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
