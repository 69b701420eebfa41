//! `cargo xtask`: pawnshift's development commands.
//!
//! ```text
//! cargo xtask test [ARGS]           every test, then one line with the totals
//! cargo xtask codegen [--check]     regenerate runtime/src/variants/ from specs/, and the
//!                                   catalog's built-ins from the engine's builtins.ini
//! cargo xtask expand <spec-file>    print the code one spec generates
//! cargo xtask show <file|variant> [fen]  draw a position's pawn moves
//! cargo xtask perft <file|variant> <fen> <depth> [--divide] [--piece NAME=BETZA]
//! cargo xtask fuzz [SECONDS]        long hostile-input runs (property, cargo fuzz)
//! cargo xtask suite [DEPTH]         the engine against the chess perft suites
//! ```

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use pawnshift_codegen::{Error, XTASK_HEADER, generate_source, read_spec, write_if_changed};

mod armies;
mod bench;
mod build_times;
mod long_runs;
mod perft;
mod test;

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  test [ARGS]           every test of the workspace (cargo test --workspace
                        ARGS), closing with one line that totals them
  codegen [--check]     regenerate runtime/src/variants/*.rs from specs/*.pawns,
                        and catalog/fairy-stockfish/'s built-ins (pawnshift
                        import --builtins); --check writes nothing and fails
                        if a file is stale
  expand <spec-file>    print the formatted code a spec file generates
  show <FILE|VARIANT> [FEN] [--module NAME] [--piece NAME=BETZA]
                        draw the side to move's pawn moves, rule by rule, in
                        FEN (default: a bundled variant's start-like
                        position); `pawnshift variants` lists the bundled
                        variants
  perft <FILE|VARIANT> <FEN> <depth> [--divide] [--module NAME] [--piece NAME=BETZA]
                        kings-and-pawns perft (last line: the node count)
                        (show and perft run the `pawnshift` command, in
                        release mode for perft)
  bench [--instructions | --paired | --table | --perft [--table] | --armies | --chess]
                        run the criterion benchmarks and print their ratios,
                        then the paired ratios; --instructions counts
                        executed instructions instead (valgrind), exact where
                        wall-clock time is noisy; --paired only times the
                        contenders in alternation (median of per-round
                        ratios), in the default build and, on x86, in one
                        with jumps padded off 32-byte boundaries; --table
                        prints the last criterion table; --perft runs only
                        the engine's perft, one row per bundled variant, beside
                        Fairy-Stockfish's when FAIRY_STOCKFISH names its binary
                        (or fairy-stockfish is on the PATH), then the full
                        armies; --armies runs only those: each catalog
                        variant's start position and a middlegame, whole
                        programs beside Fairy-Stockfish, and chess beside
                        shakmaty; --chess runs only the chess rows (start
                        position and Kiwipete, generated and run-time rules,
                        the default build and on x86-64 one for x86-64-v2)
  fuzz [SECONDS]        the long hostile-input runs: the random-spec
                        property (each move once) on 50,000 specs, then each
                        cargo-fuzz target for SECONDS (default 60) where
                        cargo fuzz and nightly are installed
  suite [DEPTH]         the engine's perft on every position of the chess
                        perft suites of benches/data, to DEPTH (default 4),
                        in release mode
  build-times [--release]
                        time a clean `cargo build` of a small crate using each
                        front end (macro, build script, dynamic, engine) and
                        shakmaty, then its rebuild after an edit of main.rs";

/// What went wrong, and how the process should exit.
pub(crate) enum Failure {
    /// A bad command line: one line, the usage, exit 2.
    Usage(String),
    /// A spec or I/O error: the message(s), exit 1.
    Error(String),
}

impl From<Error> for Failure {
    fn from(e: Error) -> Failure {
        Failure::Error(e.to_string())
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(Failure::Usage(message)) => {
            eprintln!("error: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Error(message)) => {
            eprintln!("{message}");
            ExitCode::from(1)
        }
    }
}

fn run(args: &[String]) -> Result<ExitCode, Failure> {
    let Some((command, rest)) = args.split_first() else {
        return Err(Failure::Usage("no command given".to_owned()));
    };
    match command.as_str() {
        "codegen" => {
            let check = match rest {
                [] => false,
                [flag] if flag == "--check" => true,
                [other, ..] => {
                    return Err(Failure::Usage(format!(
                        "unexpected argument `{other}` to `codegen`"
                    )));
                }
            };
            let mut outcome = codegen(&workspace_root(), check)?;
            print_table(&outcome.rows);
            catalog(&workspace_root(), check, &mut outcome.stale)?;
            if outcome.stale.is_empty() {
                return Ok(ExitCode::SUCCESS);
            }
            for file in &outcome.stale {
                eprintln!("stale: {file}");
            }
            eprintln!("run `cargo xtask codegen` to regenerate, then commit the result");
            Ok(ExitCode::from(1))
        }
        "expand" => match rest {
            [file] => {
                let path = Path::new(file);
                // A file that cannot be read is a bad argument; a bad spec is an error.
                let source = read_spec(path).map_err(|e| Failure::Usage(e.to_string()))?;
                print!("{}", generate_source(path, &source)?);
                Ok(ExitCode::SUCCESS)
            }
            [] => Err(Failure::Usage("`expand` needs a spec file".to_owned())),
            [_, extra, ..] => Err(Failure::Usage(format!(
                "unexpected argument `{extra}` to `expand`"
            ))),
        },
        "show" => delegate(args, false, false),
        "perft" => delegate(args, true, false),
        "bench" => match rest {
            [] => bench::run(&workspace_root()),
            [flag] if flag == "--instructions" => bench::run_instructions(&workspace_root()),
            [flag] if flag == "--table" => bench::print_table(&workspace_root()),
            [flag] if flag == "--paired" => bench::run_paired(&workspace_root()),
            [flag] if flag == "--perft" => perft::run(&workspace_root()),
            [flag] if flag == "--armies" => armies::run(&workspace_root()),
            [flag] if flag == "--chess" => armies::run_chess(&workspace_root()),
            [flag, table] if flag == "--perft" && table == "--table" => {
                perft::print_table(&workspace_root())
            }
            [other, ..] => Err(Failure::Usage(format!(
                "unexpected argument `{other}` to `bench`"
            ))),
        },
        "test" => test::run(&workspace_root(), rest),
        "fuzz" => long_runs::fuzz(&workspace_root(), rest),
        "suite" => long_runs::suite(&workspace_root(), rest),
        "build-times" => match rest {
            [] => build_times::run(&workspace_root(), false),
            [flag] if flag == "--release" => build_times::run(&workspace_root(), true),
            [other, ..] => Err(Failure::Usage(format!(
                "unexpected argument `{other}` to `build-times`"
            ))),
        },
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        other => Err(Failure::Usage(format!("unknown command `{other}`"))),
    }
}

/// Runs a command of the `pawnshift` binary (`pawnshift-cli`), which links
/// the generated variants; xtask itself does not, so that `codegen` works
/// even when the checked-in files do not compile. `quiet`: its output is
/// not shown (its errors are).
fn delegate(args: &[String], release: bool, quiet: bool) -> Result<ExitCode, Failure> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = std::process::Command::new(cargo);
    command.args([
        "run",
        "--quiet",
        "--package",
        "pawnshift-cli",
        "--bin",
        "pawnshift",
    ]);
    if release {
        command.arg("--release");
    }
    if quiet {
        command.stdout(std::process::Stdio::null());
    }
    let status = command
        .arg("--")
        .args(args)
        .current_dir(workspace_root())
        .status()
        .map_err(|e| Failure::Error(format!("cannot run cargo: {e}")))?;
    Ok(match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        None => ExitCode::from(1),
    })
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap_or(Path::new("."))
        .to_owned()
}

/// One bundled variant's row of the summary table.
struct Row {
    name: String,
    board: String,
    int: String,
    functions: usize,
    masks: usize,
    tables: usize,
    bytes: usize,
    state: &'static str,
}

/// What `codegen` did.
struct Outcome {
    rows: Vec<Row>,
    /// With `--check`: the files that are out of date.
    stale: Vec<String>,
}

/// Regenerates (or with `check`, verifies) every bundled variant's module.
fn codegen(root: &Path, check: bool) -> Result<Outcome, Failure> {
    let specs_dir = root.join("specs");
    let out_dir = root.join("runtime/src/variants");
    let mut specs: Vec<PathBuf> = std::fs::read_dir(&specs_dir)
        .map_err(|source| Error::Io {
            path: specs_dir.clone(),
            source,
        })?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|p| p.extension().is_some_and(|e| e == "pawns"))
        .collect();
    specs.sort();

    let mut rows = Vec::new();
    let mut stale = Vec::new();
    let mut problems = Vec::new();
    let mut names = Vec::new();
    let mut table = Vec::new();
    let mut sources = Vec::new();
    for spec in &specs {
        let name = spec
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (source, code) = match read_spec(spec)
            .and_then(|source| generate_source(spec, &source).map(|code| (source, code)))
        {
            Ok(pair) => pair,
            Err(e) => {
                problems.push(e.to_string());
                continue;
            }
        };
        let module = match bundled_module(spec, &name, &source) {
            Ok(module) => module,
            Err(message) => {
                problems.push(message);
                continue;
            }
        };
        let g = module.geometry;
        table.push((
            name.clone(),
            format!("{}x{}", g.width, g.height),
            summary(&module),
        ));
        sources.push((name.clone(), source));
        let contents = format!("{XTASK_HEADER}\n{code}");
        let target = out_dir.join(format!("{name}.rs"));
        let file_state = update(&target, &contents, check, &mut stale)?;
        rows.push(summarise(&name, &code, contents.len(), file_state));
        names.push((name, g.squares()));
    }
    if !problems.is_empty() {
        return Err(Failure::Error(problems.join("\n")));
    }

    // The module that includes them, the front-end identity test, and
    // files whose spec is gone.
    let index = variants_index(&names);
    let identity = identity_tests(&sources);
    let read =
        |path: PathBuf| std::fs::read_to_string(&path).map_err(|source| Error::Io { path, source });
    let manifest = features_section(&read(root.join("runtime/Cargo.toml"))?, &names)?;
    let readme = variants_table(&read(root.join("README.md"))?, &table)?;
    for (path, contents) in [
        (out_dir.join("mod.rs"), index),
        (root.join("tests/tests/identity.rs"), identity),
        (root.join("runtime/Cargo.toml"), manifest),
        (root.join("README.md"), readme),
    ] {
        if update(&path, &contents, check, &mut stale)? == "changed" {
            println!("changed {}", path.display());
        }
    }
    for entry in std::fs::read_dir(&out_dir)
        .map_err(|source| Error::Io {
            path: out_dir.clone(),
            source,
        })?
        .filter_map(Result::ok)
    {
        let path = entry.path();
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned());
        let orphan = path.extension().is_some_and(|e| e == "rs")
            && stem
                .as_deref()
                .is_some_and(|s| s != "mod" && !names.iter().any(|(n, _)| n == s))
            && std::fs::read_to_string(&path).is_ok_and(|t| t.starts_with(XTASK_HEADER));
        if orphan {
            if check {
                stale.push(format!("{} (its spec is gone)", path.display()));
            } else {
                std::fs::remove_file(&path).map_err(|source| Error::Io {
                    path: path.clone(),
                    source,
                })?;
                println!("removed {}", path.display());
            }
        }
    }
    Ok(Outcome { rows, stale })
}

/// The first line of a catalog file `pawnshift import --builtins` writes
/// (the engine's `fsf::builtin_variant` writes both).
const CATALOG_MARKS: [&str; 2] = [
    "/// Fairy-Stockfish's built-in variant `",
    "# The rules of Fairy-Stockfish's `",
];

/// Regenerates (or with `check`, verifies) the catalog's spec and side
/// file of each of Fairy-Stockfish's built-in variants, as `pawnshift
/// import --builtins` writes them from the engine's `builtins.ini`, and
/// removes those of a built-in no longer there. (Through the `pawnshift`
/// binary: xtask does not link the engine.)
fn catalog(root: &Path, check: bool, stale: &mut Vec<String>) -> Result<(), Failure> {
    let dir = root.join("catalog/fairy-stockfish");
    let scratch = std::env::temp_dir().join(format!("pawnshift-catalog-{}", std::process::id()));
    let io = |path: &Path| {
        let path = path.to_owned();
        move |source| Failure::from(Error::Io { path, source })
    };
    std::fs::create_dir_all(&scratch).map_err(io(&scratch))?;
    let args = ["import", "--builtins", "--out"].map(str::to_owned);
    // (Quiet: the paths it writes are scratch ones; what changes is said
    // below.)
    let written = delegate(
        &[&args[..], &[scratch.display().to_string()]].concat(),
        false,
        true,
    );
    let result = written.and_then(|code| {
        if code != ExitCode::SUCCESS {
            return Err(Failure::Error(
                "`pawnshift import --builtins` failed".to_owned(),
            ));
        }
        let mut made = Vec::new();
        for entry in std::fs::read_dir(&scratch)
            .map_err(io(&scratch))?
            .filter_map(Result::ok)
        {
            let text = std::fs::read_to_string(entry.path()).map_err(io(&entry.path()))?;
            let target = dir.join(entry.file_name());
            if update(&target, &text, check, stale)? == "changed" {
                println!("changed {}", target.display());
            }
            made.push(entry.file_name());
        }
        for entry in std::fs::read_dir(&dir)
            .map_err(io(&dir))?
            .filter_map(Result::ok)
        {
            let path = entry.path();
            let ours = std::fs::read_to_string(&path)
                .is_ok_and(|t| CATALOG_MARKS.iter().any(|m| t.starts_with(m)));
            if ours && !made.contains(&entry.file_name()) {
                if check {
                    stale.push(format!("{} (its built-in is gone)", path.display()));
                } else {
                    std::fs::remove_file(&path).map_err(io(&path))?;
                    println!("removed {}", path.display());
                }
            }
        }
        Ok(())
    });
    let _ = std::fs::remove_dir_all(&scratch);
    result
}

/// Writes (or checks) one generated file; returns its state for the table.
fn update(
    path: &Path,
    contents: &str,
    check: bool,
    stale: &mut Vec<String>,
) -> Result<&'static str, Failure> {
    if check {
        let same = std::fs::read(path).is_ok_and(|old| old == contents.as_bytes());
        if !same {
            stale.push(path.display().to_string());
        }
        return Ok(if same { "unchanged" } else { "stale" });
    }
    Ok(if write_if_changed(path, contents)? {
        "changed"
    } else {
        "unchanged"
    })
}

fn summarise(name: &str, code: &str, bytes: usize, state: &'static str) -> Row {
    let lines: Vec<&str> = code.lines().map(str::trim_start).collect();
    let value_of = |key: &str| {
        lines
            .iter()
            .find_map(|l| l.strip_prefix(key))
            .map(|rest| rest.trim_end_matches(';').trim().to_owned())
            .unwrap_or_default()
    };
    let width = value_of("pub const WIDTH: u32 = ");
    let height = value_of("pub const HEIGHT: u32 = ");
    let int = value_of("pub type Bitboard = ").replace("::pawnshift::", "");
    let masks = lines
        .iter()
        .filter(|l| l.starts_with("pub const ") && l.contains(&format!("{int} = ")))
        .count();
    Row {
        name: name.to_owned(),
        board: format!("{width}x{height}"),
        int,
        masks,
        functions: lines
            .iter()
            .filter(|l| l.starts_with("pub const fn "))
            .count(),
        tables: lines
            .iter()
            .filter(|l| l.starts_with("pub static "))
            .count(),
        bytes,
        state,
    }
}

fn print_table(rows: &[Row]) {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<14} {:>6} {:>5} {:>10} {:>6} {:>7} {:>8}  file",
        "variant", "board", "int", "functions", "masks", "tables", "bytes"
    );
    for r in rows {
        let _ = writeln!(
            out,
            "{:<14} {:>6} {:>5} {:>10} {:>6} {:>7} {:>8}  {}",
            r.name, r.board, r.int, r.functions, r.masks, r.tables, r.bytes, r.state
        );
    }
    print!("{out}");
}

/// `runtime/src/variants/mod.rs`: one feature-gated `include!` per variant.
fn variants_index(names: &[(String, u32)]) -> String {
    let mut out = format!(
        "{XTASK_HEADER}\n\
         //! The bundled variants' pawn rules, generated from `specs/*.pawns`.\n\
         //!\n\
         //! Each variant is behind the cargo feature of its name (`standard` is\n\
         //! on by default; `all-variants` turns on every one), so a crate compiles\n\
         //! only the modules it uses. Every module is what `pawns!` generates from\n\
         //! the same spec: read them here as examples of the generated API.\n\
         //!\n\
         //! | variant | feature |\n\
         //! |---|---|\n"
    );
    for (name, _) in names {
        let _ = writeln!(out, "//! | `{name}` | `{name}` |");
    }
    for (name, _) in names {
        let _ = write!(
            out,
            "\n#[cfg(feature = \"{name}\")]\ninclude!(\"{name}.rs\");\n"
        );
    }
    out.push_str(
        "\n/// Every bundled variant compiled in (each behind its feature), by name.\n\
         pub const ALL: &[crate::AnyVariant] = &[\n",
    );
    for (name, squares) in names {
        let int = match *squares {
            0..=64 => "U64",
            65..=128 => "U128",
            129..=192 => "Wide3",
            _ => "Wide4",
        };
        let _ = writeln!(
            out,
            "    #[cfg(feature = \"{name}\")]\n    crate::AnyVariant::{int}(&{name}::VARIANT),"
        );
    }
    out.push_str("];\n");
    out
}

/// The one module of a bundled spec, named as its file: the feature, the
/// include and the module path all use the file's name.
fn bundled_module(
    spec: &Path,
    name: &str,
    source: &str,
) -> Result<pawnshift_codegen::rules::Module, String> {
    match pawnshift_codegen::rules::check_source(spec, source) {
        Ok(modules) if modules.len() == 1 && modules[0].name == name => {
            Ok(modules.into_iter().next().expect("one module"))
        }
        Ok(_) => Err(format!(
            "{}: a bundled spec holds one module, named `{name}` as its file",
            spec.display()
        )),
        Err(list) => Err(list
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")),
    }
}

/// The first paragraph of a module's doc comment, on one line.
fn summary(module: &pawnshift_codegen::rules::Module) -> String {
    module
        .docs
        .split("\n\n")
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The runtime's variant features, between their markers in its manifest.
fn features_section(manifest: &str, names: &[(String, u32)]) -> Result<String, Failure> {
    let list = names
        .iter()
        .map(|(n, _)| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ");
    let mut section = format!(
        "## Every bundled variant's module (`pawnshift::variants::*`).\nall-variants = [{list}]\n\
         ## One feature per bundled variant: compile only the modules you use.\n"
    );
    for (name, _) in names {
        let _ = writeln!(section, "{name} = []");
    }
    replace_between(
        manifest,
        FEATURES_BEGIN,
        FEATURES_END,
        &section,
        "runtime/Cargo.toml",
    )
}

/// The README's table of bundled variants: name, board, and the first
/// paragraph of the module's doc comment.
fn variants_table(readme: &str, rows: &[(String, String, String)]) -> Result<String, Failure> {
    let mut table = "| variant | board | pawns |\n|---|---|---|\n".to_owned();
    for (name, board, summary) in rows {
        let _ = writeln!(table, "| `{name}` | {board} | {summary} |");
    }
    replace_between(readme, TABLE_BEGIN, TABLE_END, &table, "README.md")
}

const FEATURES_BEGIN: &str =
    "# @generated by `cargo xtask codegen` from specs/: variant features\n";
const FEATURES_END: &str = "# end of the generated variant features\n";
const TABLE_BEGIN: &str =
    "<!-- @generated by `cargo xtask codegen` from specs/: the variants table -->\n";
const TABLE_END: &str = "<!-- end of the generated variants table -->\n";

/// `text` with what stands between `begin` and `end` replaced.
fn replace_between(
    text: &str,
    begin: &str,
    end: &str,
    inner: &str,
    file: &str,
) -> Result<String, Failure> {
    let start = text.find(begin).map(|i| i + begin.len()).ok_or_else(|| {
        Failure::Error(format!("{file}: the marker `{}` is missing", begin.trim()))
    })?;
    let stop = text[start..]
        .find(end)
        .map(|i| start + i)
        .ok_or_else(|| Failure::Error(format!("{file}: the marker `{}` is missing", end.trim())))?;
    Ok(format!("{}{inner}{}", &text[..start], &text[stop..]))
}

/// `tests/tests/identity.rs`: for every spec, the macro's expansion of its
/// text (verbatim), compared with the other front ends' output.
fn identity_tests(sources: &[(String, String)]) -> String {
    let mut out = format!(
        "{XTASK_HEADER}\n\
         //! The three front ends give identical code for every bundled spec: the\n\
         //! `pawns!` macro's expansion (through its hidden twin that returns the\n\
         //! tokens as a string), `pawnshift_codegen::Builder` (what build scripts\n\
         //! use) and the checked-in `runtime/src/variants/*.rs` written by\n\
         //! `cargo xtask codegen`, compared after formatting.\n\
         \n\
         mod support;\n"
    );
    for (name, source) in sources {
        let _ = write!(
            out,
            "\n#[test]\nfn {name}() {{\n    support::check_identity(\n        \"{name}\",\n        pawnshift::__expansion_string! {{\n"
        );
        for line in source.lines() {
            if line.trim().is_empty() {
                out.push('\n');
            } else {
                let _ = writeln!(out, "            {line}");
            }
        }
        out.push_str("        },\n    );\n}\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CI fails when a generated file is stale: the command that fixes it is
    /// `cargo xtask codegen`.
    #[test]
    fn generated_files_are_fresh() {
        let outcome = codegen(&workspace_root(), true).unwrap_or_else(|e| match e {
            Failure::Usage(m) | Failure::Error(m) => panic!("{m}"),
        });
        assert!(
            outcome.stale.is_empty(),
            "stale generated files: {:?}; run `cargo xtask codegen`",
            outcome.stale
        );
        let specs = std::fs::read_dir(workspace_root().join("specs"))
            .unwrap()
            .filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "pawns"))
            .count();
        assert_eq!(outcome.rows.len(), specs);
    }

    /// A copy of the parts of the workspace `codegen` reads and writes.
    fn scratch_workspace(tag: &str) -> PathBuf {
        let root = workspace_root();
        let dir =
            std::env::temp_dir().join(format!("pawnshift-xtask-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for sub in ["specs", "runtime/src/variants", "tests/tests"] {
            std::fs::create_dir_all(dir.join(sub)).unwrap();
        }
        for sub in ["specs", "runtime/src/variants"] {
            for entry in std::fs::read_dir(root.join(sub)).unwrap() {
                let path = entry.unwrap().path();
                std::fs::copy(&path, dir.join(sub).join(path.file_name().unwrap())).unwrap();
            }
        }
        for file in ["runtime/Cargo.toml", "tests/tests/identity.rs", "README.md"] {
            std::fs::copy(root.join(file), dir.join(file)).unwrap();
        }
        dir
    }

    fn states(outcome: &Outcome) -> Vec<(String, &'static str)> {
        outcome
            .rows
            .iter()
            .filter(|r| r.state != "unchanged")
            .map(|r| (r.name.clone(), r.state))
            .collect()
    }

    #[test]
    fn editing_a_spec_rewrites_exactly_its_file_and_check_notices() {
        let dir = scratch_workspace("edit");
        let run = |check| {
            codegen(&dir, check).unwrap_or_else(|e| match e {
                Failure::Usage(m) | Failure::Error(m) => panic!("{m}"),
            })
        };
        assert!(states(&run(false)).is_empty(), "a fresh copy is up to date");

        let spec = dir.join("specs/gardner.pawns");
        let text = std::fs::read_to_string(&spec).unwrap();
        std::fs::write(
            &spec,
            text.replace("queen | rook | bishop | knight", "queen | rook"),
        )
        .unwrap();
        let checked = run(true);
        assert!(checked.stale.iter().any(|f| f.ends_with("gardner.rs")));
        assert!(checked.stale.iter().any(|f| f.ends_with("identity.rs")));
        assert_eq!(checked.stale.len(), 2, "{:?}", checked.stale);

        assert_eq!(states(&run(false)), [("gardner".to_owned(), "changed")]);
        assert!(run(true).stale.is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_removed_spec_removes_its_file_and_a_broken_one_is_located() {
        let dir = scratch_workspace("remove");
        std::fs::remove_file(dir.join("specs/shatranj.pawns")).unwrap();
        assert!(
            codegen(&dir, true).is_ok_and(|o| o.stale.iter().any(|f| f.contains("shatranj.rs")))
        );
        assert!(codegen(&dir, false).is_ok());
        assert!(!dir.join("runtime/src/variants/shatranj.rs").exists());

        std::fs::write(
            dir.join("specs/broken.pawns"),
            "pub mod broken {\n    board 0 x 8;\n}\n",
        )
        .unwrap();
        let Err(Failure::Error(message)) = codegen(&dir, false) else {
            panic!("a broken spec fails");
        };
        assert!(
            message.ends_with("broken.pawns:2:11: error: board width must be at least 1"),
            "{message}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
