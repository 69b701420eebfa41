//! `cargo bench -p pawnshift-benches` (or `cargo xtask bench`, which also
//! prints the ratio table): generated pawn code vs hand-written, shakmaty
//! and cozy-chess on the 6,864 perft-suite positions, wide boards, perft
//! speed and macro expansion time. Each timing covers every position once.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use pawnshift_benches as b;

fn config() -> Criterion {
    Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

type Targets = fn(&b::Pos) -> u64;
type WideTargets = fn(&b::Wide) -> u128;
type WideMoves = fn(&b::Wide, &mut b::Buffer<pawnshift::PawnMove<u128>>) -> usize;

/// One wide board's contenders.
struct WideBoard {
    name: &'static str,
    positions: Vec<b::Wide>,
    targets: [WideTargets; 2],
    moves: [WideMoves; 2],
}

fn positions() -> Vec<b::Pos> {
    b::load_positions(usize::MAX).unwrap_or_else(|e| {
        eprintln!("error: {e}");
        std::process::exit(1);
    })
}

fn targets(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("targets-8x8");
    let contenders: [(&str, Targets); 4] = [
        ("generated", b::targets_generated),
        ("hand-written", b::targets_hand),
        ("shakmaty", b::targets_shakmaty),
        ("cozy-chess", b::targets_cozy),
    ];
    for (name, f) in contenders {
        group.bench_function(name, |bench| {
            bench.iter(|| positions.iter().fold(0, |acc, p| acc ^ f(black_box(p))));
        });
    }
    group.finish();
}

fn moves(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("moves-8x8");
    let mut buf = b::Buffer::new();
    group.bench_function("generated", |bench| {
        bench.iter(|| {
            positions
                .iter()
                .map(|p| b::moves_generated(black_box(p), &mut buf))
                .sum::<usize>()
        });
    });
    group.bench_function("hand-written", |bench| {
        bench.iter(|| {
            positions
                .iter()
                .map(|p| b::moves_hand(black_box(p), &mut buf))
                .sum::<usize>()
        });
    });
    let mut list = shakmaty::MoveList::new();
    group.bench_function("shakmaty", |bench| {
        bench.iter(|| {
            positions
                .iter()
                .map(|p| b::moves_shakmaty(black_box(p), &mut list))
                .sum::<usize>()
        });
    });
    let mut cozy = b::Buffer::new();
    group.bench_function("cozy-chess", |bench| {
        bench.iter(|| {
            positions
                .iter()
                .map(|p| b::moves_cozy(black_box(p), &mut cozy))
                .sum::<usize>()
        });
    });
    group.finish();
}

fn wide(c: &mut Criterion) {
    let positions = positions();
    let boards = [
        WideBoard {
            name: "10x8",
            positions: b::wide_positions(&positions, 10, 0),
            targets: [b::wide_targets_generated, b::wide_targets_hand],
            moves: [b::wide_moves_generated, b::wide_moves_hand],
        },
        WideBoard {
            name: "10x10",
            positions: b::wide_positions(&positions, 10, 1),
            targets: [b::grand_targets_generated, b::grand_targets_hand],
            moves: [b::grand_moves_generated, b::grand_moves_hand],
        },
    ];
    let mut buf = b::Buffer::new();
    for board in boards {
        let wide = &board.positions;
        let mut group = c.benchmark_group(format!("targets-{}", board.name));
        for (name, f) in ["generated", "hand-written"].into_iter().zip(board.targets) {
            group.bench_function(name, |bench| {
                bench.iter(|| wide.iter().fold(0, |acc, p| acc ^ f(black_box(p))));
            });
        }
        group.finish();
        let mut group = c.benchmark_group(format!("moves-{}", board.name));
        for (name, f) in ["generated", "hand-written"].into_iter().zip(board.moves) {
            group.bench_function(name, |bench| {
                bench.iter(|| {
                    wide.iter()
                        .map(|p| f(black_box(p), &mut buf))
                        .sum::<usize>()
                });
            });
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
    targets = targets, moves, wide, perft, expand
}
criterion_main!(benches);
