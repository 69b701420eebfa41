//! `cargo xtask bench --armies` (and the end of `bench --perft`): perft of
//! the positions users play, full armies with castling rights and hands as
//! their FENs have them, as whole programs side by side. For each variant
//! of `catalog/fairy-stockfish` with a start position, two rows: the start
//! position and the middlegame its side file gives (the position after 20
//! random plies, else after 12, both read back from Fairy-Stockfish), at
//! the first depth of a million nodes or more whose run takes 0.05 s or
//! more (at most 10, or the depth where a run passes two seconds). The
//! `pawnshift` command against Fairy-Stockfish's `go perft`, which must
//! count the same nodes; then (alone: `bench --chess`) chess's start
//! position and "Kiwipete" against shakmaty's perft, with generated and
//! run-time rules, in the default build and one for x86-64-v2. Each time
//! is the best of [`RUNS`] runs, less the best of as many runs at depth 1
//! (start-up, the spec and side file read).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

use crate::Failure;
use crate::bench::{Layout, build_command_in, build_example_in};
use crate::perft::{Fairy, rate};

/// Runs per measurement; the best counts.
const RUNS: usize = 3;

/// The fewest nodes a row is searched for.
const MOST_NODES: u64 = 1_000_000;

/// The deepest a row is searched (fox and hounds' middlegame needs 9 for a
/// tree worth timing).
const DEEPEST: u32 = 10;

/// A run that takes longer ends the deepening.
const LONGEST_RUN: f64 = 2.0;

/// A run of pawnshift shorter than this (start-up included) is deepened
/// even past [`MOST_NODES`]: the other program's time less its start-up
/// would be too short to rate.
const SHORTEST_RUN: f64 = 0.05;

/// Kiwipete, the perft position of many captures, castlings and checks.
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// One row: a catalog variant's position.
struct Row {
    variant: String,
    /// `start`, or the random plies that led to it.
    what: String,
    fen: String,
}

/// The rows of the catalog's perft files, in variant order.
fn rows(catalog: &Path) -> Result<Vec<Row>, Failure> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(catalog)
        .map_err(|e| Failure::Error(format!("cannot read {}: {e}", catalog.display())))?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "perft"))
        .collect();
    files.sort();
    let mut rows = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file)
            .map_err(|e| Failure::Error(format!("cannot read {}: {e}", file.display())))?;
        let Some(variant) = file.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        // A marker line, then the FEN it names.
        let mut marked: Vec<(String, String)> = Vec::new();
        let mut lines = text.lines();
        while let Some(line) = lines.next() {
            let what = match line {
                "# start" => "start".to_owned(),
                _ => match line.strip_prefix("# after ") {
                    Some(rest) => rest.to_owned(),
                    None => continue,
                },
            };
            if let Some(fen) = lines.next().and_then(|l| l.strip_prefix("fen ")) {
                marked.push((what, fen.to_owned()));
            }
        }
        let Some(start) = marked.iter().position(|(what, _)| what == "start") else {
            continue;
        };
        let middlegame = marked
            .iter()
            .rposition(|(what, _)| what != "start")
            .map(|i| marked[i].clone());
        for (what, fen) in std::iter::once(marked[start].clone()).chain(middlegame) {
            rows.push(Row {
                variant: variant.to_owned(),
                what,
                fen,
            });
        }
    }
    Ok(rows)
}

/// One whole run of a program printing a node count as its last line:
/// the count and the seconds it took.
fn timed(command: &mut Command, what: &str) -> Result<(u64, f64), Failure> {
    let start = Instant::now();
    let output = command
        .output()
        .map_err(|e| Failure::Error(format!("cannot run {what}: {e}")))?;
    let seconds = start.elapsed().as_secs_f64();
    if !output.status.success() {
        return Err(Failure::Error(format!(
            "{what} failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        )));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let nodes = text
        .lines()
        .last()
        .and_then(|l| l.trim().parse().ok())
        .ok_or_else(|| Failure::Error(format!("{what} printed no node count")))?;
    Ok((nodes, seconds))
}

/// One run of the `pawnshift` command's perft of `spec` (a file or a
/// bundled variant) from `fen` to `depth`: the count and the seconds.
fn perft(
    pawnshift: &Path,
    spec: &std::ffi::OsStr,
    fen: &str,
    depth: u32,
) -> Result<(u64, f64), Failure> {
    timed(
        Command::new(pawnshift)
            .arg("perft")
            .arg(spec)
            .arg(fen)
            .arg(depth.to_string()),
        "pawnshift perft",
    )
}

/// The best of [`RUNS`] runs of `run` at `depth`, less the best of as
/// many at depth 1, checked to count `nodes` each time.
fn best(
    what: &str,
    nodes: u64,
    depth: u32,
    mut run: impl FnMut(u32) -> Result<(u64, f64), Failure>,
) -> Result<f64, Failure> {
    let mut fastest = f64::MAX;
    let mut start_up = f64::MAX;
    for _ in 0..RUNS {
        let (counted, seconds) = run(depth)?;
        if counted != nodes {
            return Err(Failure::Error(format!(
                "{what}: {counted} nodes at depth {depth}, pawnshift {nodes}"
            )));
        }
        fastest = fastest.min(seconds);
        start_up = start_up.min(run(1)?.1);
    }
    Ok((fastest - start_up).max(1e-6))
}

/// The table's row of `nodes` searched by pawnshift in `ours` seconds and
/// the other program in `theirs`, and the ratio of their rates.
fn line(
    out: &mut String,
    title: &str,
    (depth, nodes): (u32, u64),
    ours: f64,
    theirs: Option<f64>,
) -> Option<f64> {
    let ratio = theirs.map(|theirs| theirs / ours);
    let _ = writeln!(
        out,
        "| {title} | {depth} | {nodes} | {} | {} | {} |",
        rate(nodes, ours),
        theirs.map_or("–".to_owned(), |t| rate(nodes, t)),
        ratio.map_or("–".to_owned(), |r| format!("{r:.2}")),
    );
    ratio
}

/// The geometric mean and the least of `ratios`, shown.
fn summary(ratios: &[(String, f64)]) -> String {
    if ratios.is_empty() {
        return "no ratio: Fairy-Stockfish not found (set FAIRY_STOCKFISH to its binary)"
            .to_owned();
    }
    #[allow(clippy::cast_precision_loss)]
    let mean = (ratios.iter().map(|(_, r)| r.ln()).sum::<f64>() / ratios.len() as f64).exp();
    let (worst, least) = ratios
        .iter()
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(("–", 0.0), |(name, r)| (name.as_str(), *r));
    let below = ratios.iter().filter(|(_, r)| *r < 2.0).count();
    format!(
        "{} rows: geometric mean {mean:.2}, least {least:.2} ({worst}), {below} below 2",
        ratios.len()
    )
}

/// Runs the benchmark and prints its tables.
pub(crate) fn run(root: &Path) -> Result<ExitCode, Failure> {
    let pawnshift = build_command_in(root, &Layout::DEFAULT)?;
    let catalog = root.join("catalog").join("fairy-stockfish");
    let fairy = Fairy::find();
    let ours = |spec: &Path, fen: &str, depth: u32| perft(&pawnshift, spec.as_os_str(), fen, depth);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\nFull armies (whole programs, best of {RUNS} runs less start-up; Fairy-Stockfish: {})\n\n| variant, position | depth | nodes | pawnshift Mnodes/s | Fairy-Stockfish Mnodes/s | pawnshift ÷ Fairy-Stockfish |\n|---|---|---|---|---|---|",
        fairy
            .as_ref()
            .map_or("not found".to_owned(), |f| f.binary().display().to_string())
    );
    let mut ratios = Vec::new();
    for row in rows(&catalog)? {
        let spec = catalog.join(format!("{}.pawns", row.variant));
        let title = format!("{} {}", row.variant, row.what);
        // The first depth of a million nodes and a run long enough to
        // time (or of a long run).
        let mut depth = 3;
        let nodes = loop {
            let (nodes, seconds) = ours(&spec, &row.fen, depth)?;
            if nodes >= MOST_NODES && seconds >= SHORTEST_RUN
                || seconds > LONGEST_RUN
                || depth == DEEPEST
            {
                break nodes;
            }
            depth += 1;
        };
        if nodes == 0 {
            // A position whose game is over has no rate to compare.
            let _ = writeln!(out, "| {title} | {depth} | 0 | – | – | – (no moves) |");
            eprint!(".");
            continue;
        }
        let mine = best(&title, nodes, depth, |d| ours(&spec, &row.fen, d))?;
        let theirs = match &fairy {
            Some(f) => Some(best(
                &format!("Fairy-Stockfish, {title}"),
                nodes,
                depth,
                |d| f.perft(&row.variant, &row.fen, d),
            )?),
            None => None,
        };
        if let Some(ratio) = line(&mut out, &title, (depth, nodes), mine, theirs) {
            ratios.push((title, ratio));
        }
        eprint!(".");
    }
    eprintln!();
    let _ = writeln!(out, "\n{}", summary(&ratios));
    out.push_str(&chess_rows(root)?);
    println!("{out}");
    Ok(ExitCode::SUCCESS)
}

/// `cargo xtask bench --chess`: the chess rows alone.
pub(crate) fn run_chess(root: &Path) -> Result<ExitCode, Failure> {
    println!("{}", chess_rows(root)?);
    Ok(ExitCode::SUCCESS)
}

/// Chess's start position (depth 6) and Kiwipete (depth 5) against
/// shakmaty's perft, in runs of a few tenths of a second: with the rules
/// generated at compile time (`standard`) and read at run time (the
/// catalog's `chess.pawns`), in the default build and, on x86-64, in one
/// for x86-64-v2 (both programs alike).
fn chess_rows(root: &Path) -> Result<String, Failure> {
    let mut layouts = vec![Layout::DEFAULT];
    if cfg!(target_arch = "x86_64") {
        layouts.push(Layout::X86_64_V2);
    }
    let run_time = root
        .join("catalog")
        .join("fairy-stockfish")
        .join("chess.pawns");
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let mut out = String::from(
        "\n| chess, against shakmaty | build | depth | nodes | pawnshift Mnodes/s | shakmaty Mnodes/s | pawnshift ÷ shakmaty |\n|---|---|---|---|---|---|---|\n",
    );
    for layout in &layouts {
        let pawnshift = build_command_in(root, layout)?;
        let shakmaty = build_example_in(root, "shakmaty_perft", layout)?;
        for (title, fen, depth) in [("start", start, 6), ("Kiwipete", KIWIPETE, 5)] {
            let theirs = |d: u32| {
                timed(
                    Command::new(&shakmaty).arg(fen).arg(d.to_string()),
                    "shakmaty_perft",
                )
            };
            let (nodes, _) = theirs(depth)?;
            let shakmaty_time = best(&format!("shakmaty, {title}"), nodes, depth, theirs)?;
            let rules: [(&str, &std::ffi::OsStr); 2] = [
                ("generated rules", "standard".as_ref()),
                ("run-time rules", run_time.as_os_str()),
            ];
            for (which, spec) in rules {
                let ours = |d: u32| perft(&pawnshift, spec, fen, d);
                let row = format!("{title}, {which}");
                let mine = best(&row, nodes, depth, ours)?;
                line(
                    &mut out,
                    &format!("{row} | {}", layout.title()),
                    (depth, nodes),
                    mine,
                    Some(shakmaty_time),
                );
            }
        }
    }
    Ok(out)
}
