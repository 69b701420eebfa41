//! The long runs that `cargo test` only samples.
//!
//! `cargo xtask fuzz [SECONDS]`: the hostile-input runs. First the random-spec property of the run-time
//! rules (every accepted spec makes each move once) on 50,000 specs in
//! release mode, then each `cargo fuzz` target for SECONDS (default 60)
//! on its corpus, where `cargo fuzz` and a nightly toolchain are installed.

use std::path::Path;
use std::process::{Command, ExitCode};

use crate::Failure;

/// Random specs the long property run draws.
const PROPERTY_SPECS: &str = "50000";

/// The fuzz targets, each with the folder of its corpus.
const TARGETS: [(&str, &str); 2] = [("spec", "corpus/spec"), ("fen", "seeds/fen")];

pub(crate) fn fuzz(root: &Path, args: &[String]) -> Result<ExitCode, Failure> {
    let seconds = match args {
        [] => 60,
        [n] => n
            .parse::<u32>()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| Failure::Usage(format!("`{n}` is not a number of seconds")))?,
        [_, extra, ..] => {
            return Err(Failure::Usage(format!(
                "unexpected argument `{extra}` to `fuzz`"
            )));
        }
    };
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    println!("property: {PROPERTY_SPECS} random specs, each move made once");
    let status = Command::new(&cargo)
        .args([
            "test",
            "--release",
            "--locked",
            "-p",
            "pawnshift-dynamic-tests",
            "--test",
            "differential",
            "every_accepted_random_spec_makes_each_move_once",
        ])
        .env("PAWNSHIFT_PROPERTY_SPECS", PROPERTY_SPECS)
        .current_dir(root)
        .status()
        .map_err(|e| Failure::Error(format!("cannot run cargo: {e}")))?;
    if !status.success() {
        return Ok(ExitCode::FAILURE);
    }
    let has_fuzz = Command::new(&cargo)
        .args(["+nightly", "fuzz", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_fuzz {
        println!(
            "cargo fuzz is not installed: `rustup toolchain install nightly` and `cargo install cargo-fuzz` run the fuzz targets too"
        );
        return Ok(ExitCode::SUCCESS);
    }
    let fuzz = root.join("fuzz");
    for (target, corpus) in TARGETS {
        println!("fuzz: {target}, {seconds} s");
        let status = Command::new(&cargo)
            .args(["+nightly", "fuzz", "run", target, corpus, "--"])
            .arg(format!("-max_total_time={seconds}"))
            .current_dir(&fuzz)
            .status()
            .map_err(|e| Failure::Error(format!("cannot run cargo fuzz: {e}")))?;
        if !status.success() {
            return Ok(ExitCode::FAILURE);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `cargo xtask suite [DEPTH]`: the engine's perft on every position of
/// the chess perft suites in `benches/data` (6,864 positions, all pieces),
/// to DEPTH (default 4), in release mode, against their published counts.
pub(crate) fn suite(root: &Path, args: &[String]) -> Result<ExitCode, Failure> {
    let depth = match args {
        [] => "4".to_owned(),
        [d] if d.parse::<u32>().is_ok_and(|d| (1..=6).contains(&d)) => d.clone(),
        [d] => return Err(Failure::Usage(format!("`{d}` is not a depth from 1 to 6"))),
        [_, extra, ..] => {
            return Err(Failure::Usage(format!(
                "unexpected argument `{extra}` to `suite`"
            )));
        }
    };
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .args([
            "test",
            "--release",
            "--locked",
            "-p",
            "pawnshift-engine",
            "--test",
            "chess_suite",
            "--",
            "--ignored",
            "--nocapture",
        ])
        .env("PAWNSHIFT_SUITE_DEPTH", depth)
        .current_dir(root)
        .status()
        .map_err(|e| Failure::Error(format!("cannot run cargo: {e}")))?;
    Ok(if status.success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
