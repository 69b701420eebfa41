//! `cargo bench -p pawnshift-benches` (or `cargo xtask bench`, which also
//! prints the ratio table): generated pawn code vs hand-written, shakmaty
//! and cozy-chess on the 6,864 perft-suite positions, wide boards, perft
//! speed and macro expansion time. Each timing covers every position once.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use pawnshift_benches as b;
use pawnshift_benches::passes::{CONTENDERS, Data, pass};

fn config() -> Criterion {
    Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

/// Every contender of `passes::CONTENDERS`, one criterion group per
/// benchmark group (`targets-8x8`, `moves-8x8`, …): the same passes the
/// instruction counter and the paired timer run.
fn contenders(c: &mut Criterion) {
    let data = Data::load().unwrap_or_else(|e| {
        eprintln!("error: {e}");
        std::process::exit(1);
    });
    let mut names = CONTENDERS
        .iter()
        .filter_map(|n| n.split_once('/'))
        .peekable();
    while let Some((group_name, first)) = names.next() {
        let mut group = c.benchmark_group(group_name);
        let mut members = vec![first];
        while let Some((_, name)) = names.next_if(|(g, _)| *g == group_name) {
            members.push(name);
        }
        for name in members {
            let Some(mut run) = pass(&format!("{group_name}/{name}"), &data) else {
                eprintln!("error: no pass for contender `{group_name}/{name}`");
                std::process::exit(1);
            };
            group.bench_function(name, |bench| bench.iter(&mut run));
        }
        group.finish();
    }
}

fn perft(c: &mut Criterion) {
    for variant in ["standard", "horde"] {
        assert_eq!(
            b::perft_pawnshift(variant),
            b::perft_shakmaty(variant),
            "{variant}: node counts differ"
        );
        let mut group = c.benchmark_group(format!("perft-{variant}"));
        group.sample_size(10);
        let (rules, boards) = b::perft_setup(variant);
        group.bench_function("pawnshift", |bench| {
            bench.iter(|| b::perft_run(&rules, black_box(&boards)));
        });
        group.bench_function("shakmaty", |bench| {
            bench.iter(|| b::perft_shakmaty(black_box(variant)));
        });
        group.finish();
    }
}

fn expand(c: &mut Criterion) {
    let mut group = c.benchmark_group("expand");
    for (name, tokens) in b::spec_tokens() {
        group.bench_function(name.as_str(), |bench| {
            bench.iter(|| {
                pawnshift_codegen::expand(black_box(tokens.clone())).map(|t| t.is_empty())
            });
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = config();
    targets = contenders, perft, expand
}
criterion_main!(benches);
