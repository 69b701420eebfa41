//! `cargo bench -p pawnshift-benches --bench perft` (or `cargo xtask bench
//! --perft`, which also prints nodes per second beside Fairy-Stockfish's):
//! the engine's perft on one row per bundled variant
//! ([`pawnshift_benches::rows::rows`]).

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use pawnshift_benches::rows::rows;

fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2))
}

/// One benchmark per row, in the group `variants-perft`; each iteration is
/// one whole perft of the row.
fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("variants-perft");
    for row in rows() {
        let run = row.prepare().unwrap_or_else(|e| {
            eprintln!("error: {}: {e}", row.name());
            std::process::exit(1);
        });
        let nodes = run();
        if let Some(expected) = row.nodes
            && nodes != expected
        {
            eprintln!(
                "error: {}: perft gave {nodes} nodes, the row says {expected}",
                row.name()
            );
            std::process::exit(1);
        }
        group.bench_function(row.name(), |bench| bench.iter(&run));
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = config();
    targets = perft
}
criterion_main!(benches);
