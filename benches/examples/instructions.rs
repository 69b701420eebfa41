//! Runs one contender over every benchmark position, `ROUNDS` times, for an
//! instruction counter (`valgrind --tool=callgrind`): counts are exact and
//! repeatable where wall-clock time on a shared machine is not. `none`
//! only loads the positions, as the baseline to subtract.
//!
//! `cargo run --release -p pawnshift-benches --example instructions -- <contender>`

use std::hint::black_box;
use std::process::ExitCode;

use pawnshift_benches as b;

const ROUNDS: usize = 20;

fn main() -> ExitCode {
    let Some(contender) = std::env::args().nth(1) else {
        eprintln!(
            "usage: instructions <contender>: none, {}",
            CONTENDERS.join(", ")
        );
        return ExitCode::from(2);
    };
    // Perft contenders run once: their positions are built in.
    if let Some((variant, engine)) = contender
        .strip_prefix("perft-")
        .and_then(|rest| rest.split_once('/'))
    {
        let nodes = match engine {
            "pawnshift" => {
                let (rules, boards) = b::perft_setup(variant);
                b::perft_run(&rules, &boards)
            }
            "shakmaty" => b::perft_shakmaty(variant),
            // The baseline of the perft contenders: start-up alone.
            "none" => 0,
            _ => {
                eprintln!("unknown perft engine `{engine}`");
                return ExitCode::from(2);
            }
        };
        println!("{nodes}");
        return ExitCode::SUCCESS;
    }
    let positions = match b::load_positions(usize::MAX) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    let wide8 = b::wide_positions(&positions, 10, 0);
    let wide10 = b::wide_positions(&positions, 10, 1);
    let mut buf = b::Buffer::new(256);
    let mut wide_buf = b::Buffer::new(512);
    let mut cozy = b::Buffer::new(256);
    let mut list = shakmaty::MoveList::new();
    // The contender is chosen once, here: each arm is its own loop, so the
    // counted loop holds the contender's code and nothing else (a string
    // match inside the loop would add a different number of comparisons to
    // each contender).
    let sum = match contender.as_str() {
        "none" => rounds(&positions, |_| 0),
        "targets-8x8/generated" => rounds(&positions, |p| b::targets_generated(p).into()),
        "targets-8x8/hand-written" => rounds(&positions, |p| b::targets_hand(p).into()),
        "targets-8x8/shakmaty" => rounds(&positions, |p| b::targets_shakmaty(p).into()),
        "targets-8x8/cozy-chess" => rounds(&positions, |p| b::targets_cozy(p).into()),
        "moves-8x8/generated" => rounds(&positions, |p| b::moves_generated(p, &mut buf) as u128),
        "moves-8x8/hand-written" => rounds(&positions, |p| b::moves_hand(p, &mut buf) as u128),
        "moves-8x8/shakmaty" => rounds(&positions, |p| b::moves_shakmaty(p, &mut list) as u128),
        "moves-8x8/cozy-chess" => rounds(&positions, |p| b::moves_cozy(p, &mut cozy) as u128),
        "targets-10x8/generated" => rounds(&wide8, b::wide_targets_generated),
        "targets-10x8/hand-written" => rounds(&wide8, b::wide_targets_hand),
        "moves-10x8/generated" => rounds(&wide8, |p| {
            b::wide_moves_generated(p, &mut wide_buf) as u128
        }),
        "moves-10x8/hand-written" => {
            rounds(&wide8, |p| b::wide_moves_hand(p, &mut wide_buf) as u128)
        }
        "targets-10x10/generated" => rounds(&wide10, b::grand_targets_generated),
        "targets-10x10/hand-written" => rounds(&wide10, b::grand_targets_hand),
        "moves-10x10/generated" => rounds(&wide10, |p| {
            b::grand_moves_generated(p, &mut wide_buf) as u128
        }),
        "moves-10x10/hand-written" => {
            rounds(&wide10, |p| b::grand_moves_hand(p, &mut wide_buf) as u128)
        }
        other => {
            eprintln!("unknown contender `{other}`");
            return ExitCode::from(2);
        }
    };
    println!("{sum}");
    ExitCode::SUCCESS
}

/// Runs `contender` on every item, `ROUNDS` times, and sums the results so
/// that no call can be optimised away.
fn rounds<T>(items: &[T], mut contender: impl FnMut(&T) -> u128) -> u128 {
    let mut sum = 0u128;
    for _ in 0..ROUNDS {
        for item in items {
            sum = sum.wrapping_add(contender(black_box(item)));
        }
    }
    sum
}

/// Every contender name.
const CONTENDERS: &[&str] = &[
    "targets-8x8/generated",
    "targets-8x8/hand-written",
    "targets-8x8/shakmaty",
    "targets-8x8/cozy-chess",
    "moves-8x8/generated",
    "moves-8x8/hand-written",
    "moves-8x8/shakmaty",
    "moves-8x8/cozy-chess",
    "targets-10x8/generated",
    "targets-10x8/hand-written",
    "moves-10x8/generated",
    "moves-10x8/hand-written",
    "targets-10x10/generated",
    "targets-10x10/hand-written",
    "moves-10x10/generated",
    "moves-10x10/hand-written",
    "perft-standard/pawnshift",
    "perft-standard/shakmaty",
    "perft-horde/pawnshift",
    "perft-horde/shakmaty",
    "perft-none/none",
];
