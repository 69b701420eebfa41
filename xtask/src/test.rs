//! `cargo xtask test`: every test of the workspace (`cargo test
//! --workspace`, unit, integration, ui and doc tests), its output as cargo
//! prints it, then one line that totals them.

use std::io::{BufRead, BufReader, Write as _};
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};

use crate::Failure;

/// Runs `cargo test --workspace --locked --no-fail-fast` (every test binary,
/// even after a failure) with `extra` arguments after it,
/// and closes with `tests: N passed, N failed`.
pub(crate) fn run(root: &Path, extra: &[String]) -> Result<ExitCode, Failure> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut child = Command::new(cargo)
        .args(["test", "--workspace", "--locked", "--no-fail-fast"])
        .args(extra)
        .current_dir(root)
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| Failure::Error(format!("cannot run cargo: {e}")))?;
    let mut totals = Totals::default();
    if let Some(stdout) = child.stdout.take() {
        let mut out = std::io::stdout().lock();
        for line in BufReader::new(stdout).lines() {
            let line = line.map_err(|e| Failure::Error(format!("cargo test's output: {e}")))?;
            totals.read(&line);
            // A closed stdout (a pager quit early) must not stop the tests.
            let _ = writeln!(out, "{line}");
        }
    }
    let status = child
        .wait()
        .map_err(|e| Failure::Error(format!("cargo test: {e}")))?;
    println!(
        "tests: {} passed, {} failed, {} ignored ({} test binaries)",
        totals.passed, totals.failed, totals.ignored, totals.binaries
    );
    if status.success() {
        Ok(ExitCode::SUCCESS)
    } else {
        if totals.failed == 0 {
            eprintln!("cargo test failed before every test ran: {status}");
        }
        Ok(ExitCode::FAILURE)
    }
}

/// The sums of libtest's closing lines.
#[derive(Default)]
struct Totals {
    passed: u64,
    failed: u64,
    ignored: u64,
    binaries: u64,
}

impl Totals {
    /// Adds a `test result: ok. 3 passed; 0 failed; 1 ignored; …` line.
    fn read(&mut self, line: &str) {
        let Some(rest) = line.strip_prefix("test result: ") else {
            return;
        };
        self.binaries += 1;
        for part in rest.split(';') {
            let mut words = part.split_whitespace().rev();
            let (Some(what), Some(count)) = (words.next(), words.next()) else {
                continue;
            };
            let Ok(count) = count.parse::<u64>() else {
                continue;
            };
            match what {
                "passed" => self.passed += count,
                "failed" => self.failed += count,
                "ignored" => self.ignored += count,
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Totals;

    #[test]
    fn totals_add_every_closing_line() {
        let mut t = Totals::default();
        for line in [
            "running 3 tests",
            "test result: ok. 3 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.01s",
            "test result: FAILED. 10 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.50s",
            "test a::b ... ok",
        ] {
            t.read(line);
        }
        assert_eq!((t.passed, t.failed, t.ignored, t.binaries), (13, 2, 1, 2));
    }
}
