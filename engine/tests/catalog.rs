//! The Fairy-Stockfish catalog (`catalog/fairy-stockfish/`): every spec
//! loads as run-time rules, and every perft row its `.perft` file holds,
//! computed with Fairy-Stockfish (recipe in the catalog's README), is the
//! engine's count too. The numbers are not ours.

use std::path::{Path, PathBuf};

use pawnshift_engine::PawnRules;
use pawnshift_engine::game::Rules;
use pawnshift_engine::notes::Notes;

fn catalog() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../catalog/fairy-stockfish")
}

fn read_notes(path: &Path) -> Notes {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Notes::parse(&path.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_catalog_spec_loads_and_matches_fairy_stockfish() {
    let mut specs: Vec<PathBuf> = std::fs::read_dir(catalog())
        .expect("the catalog")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pawns"))
        .collect();
    specs.sort();
    assert!(specs.len() >= 40, "{} specs", specs.len());
    let mut rows = 0;
    for spec in &specs {
        let source = std::fs::read_to_string(spec).expect("read");
        let path = spec.display().to_string();
        let loaded = PawnRules::load(&path, &source).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(loaded.len(), 1, "{path}: one module");
        let perft = read_notes(&spec.with_extension("perft"));
        if let Some(why) = &perft.unsupported {
            assert!(
                perft.rows.is_empty(),
                "{path}: unsupported ({why}) but has rows"
            );
            continue;
        }
        assert!(perft.rows.len() >= 2, "{path}: at least two perft rows");
        let rules = Rules::with_notes(&loaded[0], &perft).unwrap_or_else(|e| panic!("{path}: {e}"));
        for row in &perft.rows {
            let (fen, counts) = (&row.fen, &row.counts);
            let board = rules
                .position(fen)
                .unwrap_or_else(|e| panic!("{path}: {fen}: {e}"));
            rules
                .playable(&board)
                .unwrap_or_else(|e| panic!("{path}: {e}"));
            for (depth, &want) in (1..).zip(counts) {
                assert_eq!(
                    rules.perft(&board, depth),
                    want,
                    "{path}: `{fen}` depth {depth}"
                );
                rows += 1;
            }
        }
    }
    assert!(rows > 0);
}
