//! Full chess as an oracle: the engine's perft against the published
//! counts of the standard perft suites in `benches/data` (6,838 positions
//! from random play and 26 hard ones, all pieces, castling and en passant;
//! see that folder's README). `cargo test` plays a sample to depth 3 or 4;
//! `cargo xtask suite` plays every position to depth 4 in release mode.
//! (Reads the repository's `benches/data`, so it is left out of the
//! package.)

use pawnshift_engine::find;
use pawnshift_engine::game::Rules;

/// One position of a suite: its name, FEN and counts by depth.
struct Entry {
    id: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

/// The entries of a suite file (`id`, `epd`, `perft DEPTH NODES` lines).
fn suite(file: &str) -> Vec<Entry> {
    let path = format!("{}/../benches/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut entries: Vec<Entry> = Vec::new();
    for line in text.lines() {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "id" => entries.push(Entry {
                id: rest.to_owned(),
                fen: String::new(),
                counts: Vec::new(),
            }),
            "epd" => entries.last_mut().expect("id first").fen = format!("{rest} 0 1"),
            "perft" => {
                let (depth, nodes) = rest.split_once(' ').expect("perft DEPTH NODES");
                entries
                    .last_mut()
                    .expect("id first")
                    .counts
                    .push((depth.parse().expect("depth"), nodes.parse().expect("nodes")));
            }
            _ => {}
        }
    }
    entries
}

fn rules() -> Rules {
    Rules::<u128>::new(&find("standard").expect("bundled").pawn_rules(), &[]).expect("playable")
}

/// Plays `entries` to `depth` (each to its deepest count if shallower);
/// the nodes counted.
fn play(rules: &Rules, entries: &[&Entry], depth: u32) -> u64 {
    let mut nodes = 0;
    for entry in entries {
        let board = rules
            .position(&entry.fen)
            .unwrap_or_else(|e| panic!("{} `{}`: {e}", entry.id, entry.fen));
        for &(d, want) in entry.counts.iter().filter(|(d, _)| *d <= depth) {
            assert_eq!(
                rules.perft(&board, d),
                want,
                "{} `{}` depth {d}",
                entry.id,
                entry.fen
            );
            nodes += want;
        }
    }
    nodes
}

/// Every 97th random position to depth 3, and every hard one to depth 4
/// (chess960 castlings among them: a rook landing where it stands).
#[test]
fn a_sample_of_the_chess_perft_suites_matches() {
    let random = suite("random.perft");
    let tricky = suite("tricky.perft");
    assert_eq!(random.len(), 6_838);
    assert_eq!(tricky.len(), 26);
    let rules = rules();
    let sample: Vec<&Entry> = random.iter().step_by(97).collect();
    let nodes = play(&rules, &sample, 3) + play(&rules, &tricky.iter().collect::<Vec<_>>(), 4);
    assert!(nodes > 1_000_000, "{nodes} nodes");
}

/// Every position of both suites to the depth `PAWNSHIFT_SUITE_DEPTH` says
/// (4 if unset): `cargo xtask suite` runs it in release mode.
#[test]
#[ignore = "minutes in release mode: cargo xtask suite"]
fn the_chess_perft_suites_match() {
    let depth = std::env::var("PAWNSHIFT_SUITE_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(4);
    let all: Vec<Entry> = suite("random.perft")
        .into_iter()
        .chain(suite("tricky.perft"))
        .collect();
    let start = std::time::Instant::now();
    let nodes = play(&rules(), &all.iter().collect::<Vec<_>>(), depth);
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{} positions to depth {depth}: {nodes} nodes in {seconds:.1} s ({:.1} Mnodes/s)",
        all.len(),
        f64::from(u32::try_from(nodes / 1_000).unwrap_or(u32::MAX)) / seconds / 1e3
    );
}
