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
    let Some(contender) = Some(contender) else {
        eprintln!(
            "usage: instructions <contender>: none, {}",
            CONTENDERS.join(", ")
        );
        return ExitCode::from(2);
    };
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
    let mut sum = 0u128;
    for _ in 0..ROUNDS {
        for (i, p) in positions.iter().enumerate() {
            let p = black_box(p);
            sum += match contender.as_str() {
                "none" => 0,
                "targets-8x8/generated" => u128::from(b::targets_generated(p)),
                "targets-8x8/hand-written" => u128::from(b::targets_hand(p)),
                "targets-8x8/shakmaty" => u128::from(b::targets_shakmaty(p)),
                "targets-8x8/cozy-chess" => u128::from(b::targets_cozy(p)),
                "moves-8x8/generated" => b::moves_generated(p, &mut buf) as u128,
                "moves-8x8/hand-written" => b::moves_hand(p, &mut buf) as u128,
                "moves-8x8/shakmaty" => b::moves_shakmaty(p, &mut list) as u128,
                "moves-8x8/cozy-chess" => b::moves_cozy(p, &mut cozy) as u128,
                "targets-10x8/generated" => b::wide_targets_generated(&wide8[i]),
                "targets-10x8/hand-written" => b::wide_targets_hand(&wide8[i]),
                "moves-10x8/generated" => b::wide_moves_generated(&wide8[i], &mut wide_buf) as u128,
                "moves-10x8/hand-written" => b::wide_moves_hand(&wide8[i], &mut wide_buf) as u128,
                "targets-10x10/generated" => b::grand_targets_generated(&wide10[i]),
                "targets-10x10/hand-written" => b::grand_targets_hand(&wide10[i]),
                "moves-10x10/generated" => {
                    b::grand_moves_generated(&wide10[i], &mut wide_buf) as u128
                }
                "moves-10x10/hand-written" => {
                    b::grand_moves_hand(&wide10[i], &mut wide_buf) as u128
                }
                other => {
                    eprintln!("unknown contender `{other}`");
                    return ExitCode::from(2);
                }
            };
        }
    }
    println!("{sum}");
    ExitCode::SUCCESS
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
