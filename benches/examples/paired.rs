//! Times the contenders of one benchmark group in alternation and reports
//! the median, over many rounds, of each contender's time divided by the
//! first's in the same round.
//!
//! On a shared machine the speed of the whole machine drifts (criterion's
//! medians of separate runs swing by ±50% here); contenders timed back to
//! back within a round share the drift, so the ratio of their times holds
//! still where the times do not.
//!
//! `cargo run --release -p pawnshift-benches --example paired -- <rounds> <contender>…`
//! prints one line per contender: `name median-µs median-ratio`.

use std::process::ExitCode;
use std::time::Instant;

use pawnshift_benches::passes::{CONTENDERS, Data, Pass, pass};

/// Passes per timing: long enough (about a millisecond and more) for the
/// clock, short enough for a round to see one state of the machine.
const PASSES: u32 = 5;

fn usage() -> ExitCode {
    eprintln!(
        "usage: paired <rounds> <contender>…: the first contender is the reference; contenders: {}",
        CONTENDERS.join(", ")
    );
    ExitCode::from(2)
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Seconds for `PASSES` passes of `run`.
fn time(run: &mut Pass<'_>) -> f64 {
    let start = Instant::now();
    let mut sum = 0u128;
    for _ in 0..PASSES {
        sum = sum.wrapping_add(run());
    }
    std::hint::black_box(sum);
    start.elapsed().as_secs_f64() / f64::from(PASSES)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(rounds) = args.first().and_then(|r| r.parse::<usize>().ok()) else {
        return usage();
    };
    if rounds == 0 || args.len() < 3 {
        return usage();
    }
    let data = match Data::load() {
        Ok(data) => data,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    let mut runs = Vec::new();
    for name in &args[1..] {
        let Some(run) = pass(name, &data) else {
            eprintln!("unknown contender `{name}`");
            return usage();
        };
        runs.push(run);
    }
    // Warm up every contender (caches, branch predictors, page faults).
    for run in &mut runs {
        time(run);
    }
    let mut times = vec![Vec::with_capacity(rounds); runs.len()];
    let mut ratios = vec![Vec::with_capacity(rounds); runs.len()];
    for round in 0..rounds {
        // Rotate who goes first, so that no contender always follows another.
        let mut now = vec![0.0; runs.len()];
        for k in 0..runs.len() {
            let i = (round + k) % runs.len();
            now[i] = time(&mut runs[i]);
        }
        for (i, t) in now.iter().enumerate() {
            times[i].push(*t);
            ratios[i].push(t / now[0]);
        }
    }
    for (i, name) in args[1..].iter().enumerate() {
        println!(
            "{name} {:.2} {:.4}",
            median(&mut times[i]) * 1e6,
            median(&mut ratios[i])
        );
    }
    ExitCode::SUCCESS
}
