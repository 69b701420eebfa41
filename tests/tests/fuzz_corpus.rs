//! The fuzz targets' bodies (`fuzz/src/lib.rs`, which `cargo fuzz` runs)
//! on their committed corpus and seeds: the targets compile with the
//! workspace and cannot rot unseen, and what the fuzzer once kept still
//! passes.

// Its functions are `pub` for the fuzz binaries.
#[allow(unreachable_pub)]
#[path = "../../fuzz/src/lib.rs"]
mod fuzz;

/// Every file of `dir` (relative to the repository).
fn files(dir: &str) -> Vec<Vec<u8>> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(dir);
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))
        .collect()
}

#[test]
fn the_spec_target_runs_its_corpus() {
    let corpus = files("fuzz/corpus/spec");
    assert!(corpus.len() >= 10, "{}", corpus.len());
    for data in &corpus {
        fuzz::spec(data);
    }
    // Hostile shapes: a truncated spec, a NUL byte, deep nesting.
    for data in [
        &b"pub mod m { white forward north { push"[..],
        b"pub mod m {\0}",
        "(".repeat(64).as_bytes(),
    ] {
        fuzz::spec(data);
    }
}

#[test]
fn the_fen_target_runs_its_seeds() {
    let seeds = files("fuzz/seeds/fen");
    assert!(!seeds.is_empty());
    for data in &seeds {
        fuzz::fen(data);
    }
    for data in [
        &b""[..],
        b"8/8/8/8/8/8/8/8 w - - 0 1",
        b"99999999999999999999/8 w",
    ] {
        fuzz::fen(data);
    }
}
