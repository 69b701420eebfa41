//! `cargo xtask bench`.

use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, ExitCode};

use crate::Failure;

pub(crate) fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

pub(crate) fn run_status(command: &mut Command, what: &str) -> Result<(), Failure> {
    let status = command
        .status()
        .map_err(|e| Failure::Error(format!("cannot run {what}: {e}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(Failure::Error(format!("{what} failed ({status})")))
    }
}

/// The median of a criterion benchmark, in nanoseconds.
pub(crate) fn median(root: &Path, group: &str, name: &str) -> Result<f64, Failure> {
    let path = root.join(format!(
        "target/criterion/{group}/{name}/new/estimates.json"
    ));
    let text = std::fs::read_to_string(&path)
        .map_err(|e| Failure::Error(format!("{}: {e}", path.display())))?;
    let after = text
        .find("\"median\"")
        .and_then(|i| text[i..].find("\"point_estimate\":").map(|j| i + j + 17))
        .ok_or_else(|| Failure::Error(format!("{}: no median estimate", path.display())))?;
    let number: String = text[after..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '-' | '+'))
        .collect();
    number
        .parse()
        .map_err(|_| Failure::Error(format!("{}: bad median `{number}`", path.display())))
}

fn time(ns: f64) -> String {
    if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else {
        format!("{:.1} µs", ns / 1e3)
    }
}

/// Runs the criterion benchmark target `bench` of `pawnshift-benches`.
pub(crate) fn cargo_bench(root: &Path, bench: &str) -> Result<(), Failure> {
    run_status(
        cargo()
            .args(["bench", "--package", "pawnshift-benches", "--bench", bench])
            .current_dir(root),
        &format!("cargo bench --bench {bench}"),
    )
}

/// Runs the benchmarks, then prints one table of ratios.
pub(crate) fn run(root: &Path) -> Result<ExitCode, Failure> {
    cargo_bench(root, "pawns")?;
    println!("{}", table(root)?);
    println!("{}", paired_table(root)?);
    crate::perft::run(root)
}

/// `cargo xtask bench --table`: the last run's table, without running.
pub(crate) fn print_table(root: &Path) -> Result<ExitCode, Failure> {
    println!("{}", table(root)?);
    Ok(ExitCode::SUCCESS)
}

/// The ratio table from criterion's last results.
fn table(root: &Path) -> Result<String, Failure> {
    let mut out = String::new();
    let _ = writeln!(out, "{}", header("benchmark (all 6,864 positions)"));
    for (group, contenders) in GROUPS {
        let medians = contenders
            .iter()
            .map(|c| median(root, group, c))
            .collect::<Result<Vec<f64>, Failure>>()?;
        let others: Vec<f64> = medians[2..].iter().map(|m| m / medians[0]).collect();
        let shown = [time(medians[0]), time(medians[1])];
        let _ = writeln!(
            out,
            "{}",
            row(group, &shown, medians[0] / medians[1], &others)
        );
    }
    let _ = writeln!(
        out,
        "\n| kings-and-pawns perft (same nodes) | pawnshift | shakmaty | pawnshift nodes/s ÷ shakmaty nodes/s |\n|---|---|---|---|"
    );
    for variant in ["standard", "horde"] {
        let group = format!("perft-{variant}");
        let ours = median(root, &group, "pawnshift")?;
        let theirs = median(root, &group, "shakmaty")?;
        let _ = writeln!(
            out,
            "| {variant} | {} | {} | {:.2} |",
            time(ours),
            time(theirs),
            theirs / ours
        );
    }
    let _ = writeln!(out, "\n| macro expansion (`expand`) | time |\n|---|---|");
    let dir = root.join("target/criterion/expand");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map_err(|e| Failure::Error(format!("{}: {e}", dir.display())))?
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n != "report")
        .collect();
    names.sort();
    for name in names {
        let _ = writeln!(out, "| {name} | {} |", time(median(root, "expand", &name)?));
    }
    Ok(out)
}

/// The header of a table of the contender groups, `title` over the first
/// column.
fn header(title: &str) -> String {
    format!(
        "\n| {title} | generated | hand-written | generated ÷ hand | shakmaty ÷ generated | cozy-chess ÷ generated |\n|---|---|---|---|---|---|"
    )
}

/// One group's row: generated's and hand-written's figures as `shown`, then
/// generated ÷ hand-written and, where the group has them, shakmaty's and
/// cozy-chess's figures ÷ generated's.
fn row(group: &str, shown: &[String; 2], generated_over_hand: f64, others: &[f64]) -> String {
    let other = |i: usize| others.get(i).map_or("–".to_owned(), |r| format!("{r:.2}"));
    format!(
        "| {group} | {} | {} | {generated_over_hand:.3} | {} | {} |",
        shown[0],
        shown[1],
        other(0),
        other(1)
    )
}

/// The contenders of every table, by benchmark group (`benches/src/passes.rs`
/// names them `group/contender`).
const GROUPS: &[(&str, &[&str])] = &[
    (
        "targets-8x8",
        &["generated", "hand-written", "shakmaty", "cozy-chess"],
    ),
    (
        "moves-8x8",
        &["generated", "hand-written", "shakmaty", "cozy-chess"],
    ),
    ("targets-10x8", &["generated", "hand-written"]),
    ("moves-10x8", &["generated", "hand-written"]),
    ("targets-10x10", &["generated", "hand-written"]),
    ("moves-10x10", &["generated", "hand-written"]),
    ("targets-12x12", &["generated", "hand-written"]),
    ("moves-12x12", &["generated", "hand-written"]),
    ("targets-16x16", &["generated", "hand-written"]),
    ("moves-16x16", &["generated", "hand-written"]),
];

/// Builds example `name` of the benches crate in release mode; its binary.
pub(crate) fn build_example(root: &Path, name: &str) -> Result<std::path::PathBuf, Failure> {
    build_example_in(root, name, &Layout::DEFAULT)
}

/// How the code of a benchmark binary is laid out.
pub(crate) struct Layout {
    /// What the table calls it.
    title: &'static str,
    /// Extra `RUSTFLAGS`, and the target directory under `target/` they
    /// build into (flags change every crate's code, so they get their own);
    /// `None` for the plain release build.
    flags: Option<(&'static str, &'static str)>,
}

impl Layout {
    pub(crate) const DEFAULT: Layout = Layout {
        title: "default build",
        flags: None,
    };

    /// The build for x86-64-v2 (`popcnt` among its instructions), as
    /// Fairy-Stockfish's `ARCH=x86-64-modern` is built: where the default
    /// target counts a set's squares in a dozen instructions.
    pub(crate) const X86_64_V2: Layout = Layout {
        title: "x86-64-v2",
        flags: Some(("-C target-cpu=x86-64-v2", "bench-x86-64-v2")),
    };

    /// What the table calls it.
    pub(crate) fn title(&self) -> &'static str {
        self.title
    }
}

/// The layouts `--paired` measures: the plain build, and on x86 one whose
/// jumps never cross or end on a 32-byte boundary. Intel cores from Skylake
/// to Cascade Lake (this VM's) carry a microcode fix for their "jump
/// conditional code" erratum that takes any such jump's 32 bytes out of the
/// decoded-instruction cache, so where a hot loop happens to land decides
/// whole tens of percent; the padding takes that chance out of the race.
fn layouts() -> Vec<Layout> {
    let mut layouts = vec![Layout::DEFAULT];
    if cfg!(any(target_arch = "x86", target_arch = "x86_64")) {
        layouts.push(Layout {
            title: "jumps padded off 32-byte boundaries",
            flags: Some((
                "-C llvm-args=-x86-branches-within-32B-boundaries",
                "bench-padded",
            )),
        });
    }
    layouts
}

/// [`build_example`] in `layout`.
pub(crate) fn build_example_in(
    root: &Path,
    name: &str,
    layout: &Layout,
) -> Result<std::path::PathBuf, Failure> {
    let args = ["--package", "pawnshift-benches", "--example", name];
    let target = build_in(root, &args, layout, &format!("the {name} example"))?;
    Ok(target.join("release/examples").join(name))
}

/// The `pawnshift` command built in `layout`.
pub(crate) fn build_command_in(
    root: &Path,
    layout: &Layout,
) -> Result<std::path::PathBuf, Failure> {
    let args = ["--package", "pawnshift-cli"];
    let target = build_in(root, &args, layout, "the pawnshift command")?;
    Ok(target.join("release").join("pawnshift"))
}

/// A release build of `args` (`what` it builds) in `layout`: its target
/// directory.
fn build_in(
    root: &Path,
    args: &[&str],
    layout: &Layout,
    what: &str,
) -> Result<std::path::PathBuf, Failure> {
    let mut command = cargo();
    command
        .args(["build", "--release", "--quiet"])
        .args(args)
        .current_dir(root);
    let target = match layout.flags {
        Some((flags, dir)) => {
            let target = root.join("target").join(dir);
            // Added to the caller's flags, so that the two builds differ in
            // the padding alone.
            let flags = match std::env::var("RUSTFLAGS") {
                Ok(own) if !own.trim().is_empty() => format!("{own} {flags}"),
                _ => flags.to_owned(),
            };
            command
                .env("RUSTFLAGS", flags)
                .env("CARGO_TARGET_DIR", &target);
            target
        }
        None => root.join("target"),
    };
    run_status(
        &mut command,
        &format!("cargo build of {what} ({})", layout.title),
    )?;
    Ok(target)
}

/// Alternating rounds per group of `--paired`.
const PAIRED_ROUNDS: usize = 301;

/// `cargo xtask bench --paired`: wall-clock ratios that hold still on a
/// noisy machine. Each group's contenders are timed back to back, in
/// rotating order, `PAIRED_ROUNDS` times; a ratio is the median of the
/// rounds' ratios (`benches/examples/paired.rs`). Every [`layouts`] entry
/// gets its own build and table, so that code placement shows as what it is.
pub(crate) fn run_paired(root: &Path) -> Result<ExitCode, Failure> {
    println!("{}", paired_table(root)?);
    Ok(ExitCode::SUCCESS)
}

/// One table per [`layouts`] entry.
fn paired_table(root: &Path) -> Result<String, Failure> {
    let mut out = String::new();
    for layout in layouts() {
        let binary = build_example_in(root, "paired", &layout)?;
        let _ = writeln!(
            out,
            "{}",
            header(&format!(
                "paired wall-clock, median of {PAIRED_ROUNDS} rounds, {}",
                layout.title
            ))
        );
        for (group, contenders) in GROUPS {
            let _ = writeln!(out, "{}", paired_row(&binary, group, contenders)?);
        }
    }
    Ok(out)
}

/// Times one group's contenders with the paired example `binary`; its row.
fn paired_row(binary: &Path, group: &str, contenders: &[&str]) -> Result<String, Failure> {
    let output = Command::new(binary)
        .arg(PAIRED_ROUNDS.to_string())
        .args(contenders.iter().map(|c| format!("{group}/{c}")))
        .output()
        .map_err(|e| Failure::Error(format!("cannot run {}: {e}", binary.display())))?;
    let text = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        return Err(Failure::Error(format!(
            "the paired example failed on {group}: {}",
            String::from_utf8_lossy(&output.stderr)
        )));
    }
    // One line per contender: `name microseconds ratio-to-the-first`.
    let rows: Vec<(f64, f64)> = text
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace().skip(1);
            Some((words.next()?.parse().ok()?, words.next()?.parse().ok()?))
        })
        .collect();
    if rows.len() != contenders.len() {
        return Err(Failure::Error(format!(
            "the paired example printed {} rows for {group}, not {}: {text}",
            rows.len(),
            contenders.len()
        )));
    }
    let others: Vec<f64> = rows[2..].iter().map(|r| r.1).collect();
    let shown = [time(rows[0].0 * 1e3), time(rows[1].0 * 1e3)];
    Ok(row(group, &shown, 1.0 / rows[1].1, &others))
}

/// Instructions one run of the `instructions` example executes, by callgrind.
fn instructions(binary: &Path, contender: &str) -> Result<f64, Failure> {
    counted(binary, contender).map(|(count, _)| count)
}

/// [`instructions`] and what the run printed: a pass's sum of results (the
/// number of moves, for a moves contender).
fn counted(binary: &Path, contender: &str) -> Result<(f64, f64), Failure> {
    let output = Command::new("valgrind")
        .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
        .arg(binary)
        .arg(contender)
        .output()
        .map_err(|e| {
            Failure::Error(format!(
                "cannot run valgrind (apt-get install valgrind): {e}"
            ))
        })?;
    let text = String::from_utf8_lossy(&output.stderr);
    let count = text
        .lines()
        .find_map(|l| l.split("Collected : ").nth(1))
        .and_then(|n| n.trim().parse::<f64>().ok())
        .ok_or_else(|| Failure::Error(format!("valgrind gave no count for {contender}: {text}")))?;
    let printed = String::from_utf8_lossy(&output.stdout)
        .trim()
        .parse::<f64>()
        .unwrap_or(f64::NAN);
    Ok((count, printed))
}

/// The boards of the growth table: board, set type, and whether it holds
/// two copies of each position (16x16).
const GROWTH: &[(&str, &str, f64)] = &[
    ("8x8", "u64", 1.0),
    ("10x8", "u128", 1.0),
    ("10x10", "u128", 1.0),
    ("12x12", "Wide<3>", 1.0),
    ("16x16", "Wide<4>", 2.0),
];

/// `cargo xtask bench --instructions`: the same contenders, counted in
/// executed instructions (exact and repeatable, unlike time on a shared
/// machine), baseline subtracted.
pub(crate) fn run_instructions(root: &Path) -> Result<ExitCode, Failure> {
    let binary = build_example(root, "instructions")?;
    let base = instructions(&binary, "none")?;
    println!("{}", header("instructions, 20 × 6,864 positions"));
    // The generated contender of each group: its count and what it printed.
    let mut generated = std::collections::HashMap::new();
    for (group, contenders) in GROUPS {
        let mut counts = Vec::new();
        for contender in *contenders {
            let (count, printed) = counted(&binary, &format!("{group}/{contender}"))?;
            if counts.is_empty() {
                generated.insert(*group, (count - base, printed));
            }
            counts.push(count - base);
        }
        let others: Vec<f64> = counts[2..].iter().map(|c| c / counts[0]).collect();
        let shown = [
            format!("{:.2} M", counts[0] / 1e6),
            format!("{:.2} M", counts[1] / 1e6),
        ];
        println!("{}", row(group, &shown, counts[0] / counts[1], &others));
    }
    println!(
        "\n| generated code, instructions | set | targets per position | moves per position | per move |\n|---|---|---|---|---|"
    );
    let passes = 20.0 * 6864.0;
    for (board, set, copies) in GROWTH {
        let (Some(targets), Some(moves)) = (
            generated.get(format!("targets-{board}").as_str()),
            generated.get(format!("moves-{board}").as_str()),
        ) else {
            continue;
        };
        println!(
            "| {board} | {set} | {:.0} | {:.0} | {:.1} |",
            targets.0 / passes / copies,
            moves.0 / passes / copies,
            moves.0 / moves.1
        );
    }
    println!(
        "\n| perft, instructions (same nodes) | pawnshift | shakmaty | shakmaty ÷ pawnshift |\n|---|---|---|---|"
    );
    // Each engine's count less its own set-up (rules, positions), counted
    // alone: the perft, as the issue compares it. The set-ups follow.
    let start_up = instructions(&binary, "perft-none/none")?;
    let mut setups = Vec::new();
    for variant in ["standard", "horde"] {
        let count = |engine: &str| instructions(&binary, &format!("perft-{variant}/{engine}"));
        let (our_setup, their_setup) = (count("pawnshift-setup")?, count("shakmaty-setup")?);
        let ours = count("pawnshift")? - our_setup;
        let theirs = count("shakmaty")? - their_setup;
        println!(
            "| {variant} | {:.2} M | {:.2} M | {:.2} |",
            ours / 1e6,
            theirs / 1e6,
            theirs / ours
        );
        setups.push((variant, our_setup - start_up, their_setup - start_up));
    }
    println!(
        "\n| perft set-up, instructions (once per run) | pawnshift | shakmaty |\n|---|---|---|"
    );
    for (variant, ours, theirs) in setups {
        println!(
            "| {variant} | {:.2} M | {:.2} M |",
            ours / 1e6,
            theirs / 1e6
        );
    }
    Ok(ExitCode::SUCCESS)
}
