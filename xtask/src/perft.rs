//! `cargo xtask bench --perft`: the engine's perft on one row per bundled
//! variant (criterion), beside Fairy-Stockfish's on the same rows when its
//! binary is at hand; then the full armies of `crate::armies`.
//!
//! Fairy-Stockfish is found by the environment variable
//! `FAIRY_STOCKFISH` (a path), else as `fairy-stockfish` on the `PATH`;
//! the variants it defines in `variants.ini` (wildebeest) are loaded from
//! `FAIRY_STOCKFISH_VARIANTS`, else from a `variants.ini` beside the
//! binary. It is never downloaded: build it yourself (see
//! `catalog/fairy-stockfish/README.md`).

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

use crate::Failure;
use crate::bench::{build_example, cargo_bench, median};

/// Runs of Fairy-Stockfish per row (and of its start-up); the median counts.
const RUNS: usize = 3;

/// One row, as the `perft_rows` example lists it.
struct Row {
    name: String,
    fairy: Option<String>,
    fen: String,
    depth: u32,
    nodes: u64,
    /// Whether promoted pieces move in its tree.
    promotes: bool,
}

/// Runs the benchmark, then prints the table.
pub(crate) fn run(root: &Path) -> Result<ExitCode, Failure> {
    cargo_bench(root, "perft")?;
    println!("{}", table(root)?);
    crate::armies::run(root)
}

/// The rows, from the `perft_rows` example.
fn rows(root: &Path) -> Result<Vec<Row>, Failure> {
    let output = Command::new(build_example(root, "perft_rows")?)
        .output()
        .map_err(|e| Failure::Error(format!("cannot run the perft_rows example: {e}")))?;
    if !output.status.success() {
        return Err(Failure::Error(format!(
            "the perft_rows example failed: {}",
            String::from_utf8_lossy(&output.stderr)
        )));
    }
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let bad = || Failure::Error(format!("perft_rows: bad line `{line}`"));
            let [name, fairy, fen, depth, nodes, promotes] = fields[..] else {
                return Err(bad());
            };
            Ok(Row {
                name: name.to_owned(),
                fairy: (fairy != "-").then(|| fairy.to_owned()),
                fen: fen.to_owned(),
                depth: depth.parse().map_err(|_| bad())?,
                nodes: nodes.parse().map_err(|_| bad())?,
                promotes: promotes == "promotes",
            })
        })
        .collect()
}

/// Fairy-Stockfish's binary, if one is named or on the `PATH`.
fn fairy_binary() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("FAIRY_STOCKFISH") {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join("fairy-stockfish"))
        .find(|candidate| candidate.is_file())
}

/// Fairy-Stockfish, with its `variants.ini` if there is one.
pub(crate) struct Fairy {
    binary: PathBuf,
    variants: Option<PathBuf>,
}

impl Fairy {
    /// The binary `FAIRY_STOCKFISH` names, or `fairy-stockfish` on the
    /// `PATH`, if there is one.
    pub(crate) fn find() -> Option<Fairy> {
        let binary = fairy_binary()?;
        let variants = std::env::var_os("FAIRY_STOCKFISH_VARIANTS")
            .map(PathBuf::from)
            .or_else(|| {
                let beside = binary.parent()?.join("variants.ini");
                beside.is_file().then_some(beside)
            });
        Some(Fairy { binary, variants })
    }

    /// The binary.
    pub(crate) fn binary(&self) -> &Path {
        &self.binary
    }

    /// One whole run of `go perft depth` on a row: its node count and the
    /// seconds it took, start-up included.
    pub(crate) fn perft(
        &self,
        variant: &str,
        fen: &str,
        depth: u32,
    ) -> Result<(u64, f64), Failure> {
        let mut script = String::new();
        if let Some(ini) = &self.variants {
            let _ = writeln!(script, "setoption name VariantPath value {}", ini.display());
        }
        let _ = write!(
            script,
            "setoption name UCI_Variant value {variant}\nposition fen {fen}\ngo perft {depth}\nquit\n"
        );
        let start = Instant::now();
        let mut child = Command::new(&self.binary)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| Failure::Error(format!("cannot run {}: {e}", self.binary.display())))?;
        if let Some(mut stdin) = child.stdin.take() {
            stdin
                .write_all(script.as_bytes())
                .map_err(|e| Failure::Error(format!("Fairy-Stockfish's input: {e}")))?;
        }
        let output = child
            .wait_with_output()
            .map_err(|e| Failure::Error(format!("Fairy-Stockfish: {e}")))?;
        let seconds = start.elapsed().as_secs_f64();
        let text = String::from_utf8_lossy(&output.stdout);
        let nodes = text
            .lines()
            .find_map(|l| l.strip_prefix("Nodes searched: "))
            .and_then(|n| n.trim().parse().ok())
            .ok_or_else(|| {
                Failure::Error(format!(
                    "Fairy-Stockfish gave no node count for {variant} `{fen}`"
                ))
            })?;
        Ok((nodes, seconds))
    }

    /// The median seconds of [`RUNS`] runs of a row, less the median
    /// start-up (a run of `go perft 1`), checked to count `nodes`.
    fn seconds(&self, variant: &str, row: &Row) -> Result<f64, Failure> {
        let mut runs = Vec::new();
        let mut start_up = Vec::new();
        for _ in 0..RUNS {
            let (nodes, seconds) = self.perft(variant, &row.fen, row.depth)?;
            if nodes != row.nodes {
                return Err(Failure::Error(format!(
                    "{}: Fairy-Stockfish counts {nodes} nodes, the row {}",
                    row.name, row.nodes
                )));
            }
            runs.push(seconds);
            start_up.push(self.perft(variant, &row.fen, 1)?.1);
        }
        Ok((middle(&mut runs) - middle(&mut start_up)).max(1e-6))
    }
}

/// The median of a non-empty list.
fn middle(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Millions of nodes per second, shown.
pub(crate) fn rate(nodes: u64, seconds: f64) -> String {
    #[allow(clippy::cast_precision_loss)]
    let nodes = nodes as f64;
    format!("{:.1}", nodes / seconds / 1e6)
}

/// The table of the last criterion run, with Fairy-Stockfish's rates
/// beside where it is at hand.
fn table(root: &Path) -> Result<String, Failure> {
    let fairy = Fairy::find();
    let mut out = String::new();
    match &fairy {
        Some(f) => {
            let _ = writeln!(
                out,
                "\nFairy-Stockfish: {} (median of {RUNS} runs, start-up subtracted)",
                f.binary.display()
            );
        }
        None => {
            let _ = writeln!(
                out,
                "\nFairy-Stockfish not found (set FAIRY_STOCKFISH to its binary): pawnshift alone"
            );
        }
    }
    let _ = writeln!(
        out,
        "\n| perft row | promoted pieces | nodes | pawnshift Mnodes/s | Fairy-Stockfish Mnodes/s | pawnshift ÷ Fairy-Stockfish | target |\n|---|---|---|---|---|---|---|"
    );
    for row in rows(root)? {
        let ours = median(root, "variants-perft", &row.name)? / 1e9;
        // The targets: 10 x Fairy-Stockfish on kings and pawns,
        // 2 x where promoted pieces move.
        let target = if row.promotes { 2.0 } else { 10.0 };
        let (theirs, ratio, met) = match (&fairy, &row.fairy) {
            (Some(f), Some(variant)) => {
                let seconds = f.seconds(variant, &row)?;
                let ratio = seconds / ours;
                let met = if ratio >= target {
                    "met"
                } else {
                    "**not met**"
                };
                (rate(row.nodes, seconds), format!("{ratio:.2}"), met)
            }
            _ => ("–".to_owned(), "–".to_owned(), "–"),
        };
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {theirs} | {ratio} | ≥ {target} ({met}) |",
            row.name,
            if row.promotes { "yes" } else { "no" },
            row.nodes,
            rate(row.nodes, ours)
        );
    }
    Ok(out)
}

/// `cargo xtask bench --perft --table`: the last run's table, without
/// running the benchmark (Fairy-Stockfish still runs, if found).
pub(crate) fn print_table(root: &Path) -> Result<ExitCode, Failure> {
    println!("{}", table(root)?);
    Ok(ExitCode::SUCCESS)
}
