//! Runs one contender over every benchmark position, `ROUNDS` times, for an
//! instruction counter (`valgrind --tool=callgrind`): counts are exact and
//! repeatable where wall-clock time on a shared machine is not. `none`
//! only loads the positions and runs the bare loop, as the baseline to
//! subtract.
//!
//! `cargo run --release -p pawnshift-benches --example instructions -- <contender>`

use std::process::ExitCode;

use pawnshift_benches as b;
use pawnshift_benches::passes::{CONTENDERS, Data, pass};

const ROUNDS: usize = 20;

fn usage() -> ExitCode {
    eprintln!(
        "usage: instructions <contender>: none, {}, perft-<standard|horde|none>/<pawnshift|shakmaty|pawnshift-setup|shakmaty-setup|none>",
        CONTENDERS.join(", ")
    );
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let Some(contender) = std::env::args().nth(1) else {
        return usage();
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
            // Each engine's baseline: its rules and positions set up, no
            // perft.
            "pawnshift-setup" => {
                let (_, boards) = b::perft_setup(variant);
                boards.len() as u64
            }
            "shakmaty-setup" => b::setup_shakmaty(variant),
            // The baseline of the perft contenders: start-up alone.
            "none" => 0,
            _ => {
                eprintln!("unknown perft engine `{engine}`");
                return usage();
            }
        };
        println!("{nodes}");
        return ExitCode::SUCCESS;
    }
    let data = match Data::load() {
        Ok(data) => data,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    // The contender is chosen once, here: its pass is its own loop, so the
    // counted loop holds the contender's code and nothing else.
    let Some(mut run) = pass(&contender, &data) else {
        eprintln!("unknown contender `{contender}`");
        return usage();
    };
    let sum = (0..ROUNDS).fold(0u128, |sum, _| sum.wrapping_add(run()));
    println!("{sum}");
    ExitCode::SUCCESS
}
