//! `cargo xtask`: pawnshift's development commands.
//!
//! ```text
//! cargo xtask codegen [--check]     regenerate runtime/src/variants/ from specs/
//! cargo xtask expand <spec-file>    print the code one spec generates
//! ```

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use pawnshift_codegen::{Error, XTASK_HEADER, generate_source, read_spec, write_if_changed};

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  codegen [--check]     regenerate runtime/src/variants/*.rs from specs/*.pawns;
                        --check writes nothing and fails if a file is stale
  expand <spec-file>    print the formatted code a spec file generates";

/// What went wrong, and how the process should exit.
enum Failure {
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
            codegen(&workspace_root(), check)
        }
        "expand" => match rest {
            [file] => {
                let path = Path::new(file);
                let source = read_spec(path)?;
                print!("{}", generate_source(path, &source)?);
                Ok(ExitCode::SUCCESS)
            }
            [] => Err(Failure::Usage("`expand` needs a spec file".to_owned())),
            [_, extra, ..] => Err(Failure::Usage(format!(
                "unexpected argument `{extra}` to `expand`"
            ))),
        },
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        other => Err(Failure::Usage(format!("unknown command `{other}`"))),
    }
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
    int: &'static str,
    functions: usize,
    masks: usize,
    tables: usize,
    bytes: usize,
    state: &'static str,
}

/// Regenerates (or with `check`, verifies) every bundled variant's module.
fn codegen(root: &Path, check: bool) -> Result<ExitCode, Failure> {
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
    for spec in &specs {
        let name = spec
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let code = match read_spec(spec).and_then(|source| generate_source(spec, &source)) {
            Ok(code) => code,
            Err(e) => {
                problems.push(e.to_string());
                continue;
            }
        };
        let contents = format!("{XTASK_HEADER}\n{code}");
        let target = out_dir.join(format!("{name}.rs"));
        let file_state = update(&target, &contents, check, &mut stale)?;
        rows.push(summarise(&name, &code, contents.len(), file_state));
        names.push(name);
    }
    if !problems.is_empty() {
        return Err(Failure::Error(problems.join("\n")));
    }

    // The module that includes them, and files whose spec is gone.
    let index = variants_index(&names);
    update(&out_dir.join("mod.rs"), &index, check, &mut stale)?;
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
                .is_some_and(|s| s != "mod" && !names.iter().any(|n| n == s))
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
    missing_features(root, &names)?;

    print_table(&rows);
    if check && !stale.is_empty() {
        for file in &stale {
            eprintln!("stale: {file}");
        }
        eprintln!("run `cargo xtask codegen` to regenerate, then commit the result");
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
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
    let int = if code.contains("pub type Bitboard = u128;") {
        "u128"
    } else {
        "u64"
    };
    Row {
        name: name.to_owned(),
        board: format!("{width}x{height}"),
        int,
        functions: lines
            .iter()
            .filter(|l| l.starts_with("pub const fn "))
            .count(),
        masks: lines
            .iter()
            .filter(|l| {
                l.starts_with("pub const ") && (l.contains(": u64 = ") || l.contains(": u128 = "))
            })
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
fn variants_index(names: &[String]) -> String {
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
    for name in names {
        let _ = writeln!(out, "//! | [`{name}`] | `{name}` |");
    }
    for name in names {
        let _ = write!(
            out,
            "\n#[cfg(feature = \"{name}\")]\ninclude!(\"{name}.rs\");\n"
        );
    }
    out
}

/// Every variant needs a feature of its name in `runtime/Cargo.toml`.
fn missing_features(root: &Path, names: &[String]) -> Result<(), Failure> {
    let manifest = root.join("runtime/Cargo.toml");
    let text = std::fs::read_to_string(&manifest).map_err(|source| Error::Io {
        path: manifest.clone(),
        source,
    })?;
    let missing: Vec<&String> = names
        .iter()
        .filter(|n| !text.lines().any(|l| l.starts_with(&format!("{n} = "))))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    Err(Failure::Error(format!(
        "{}: add a feature for each new variant under [features] ({}) and list it in `all-variants`",
        manifest.display(),
        missing
            .iter()
            .map(|n| format!("`{n} = []`"))
            .collect::<Vec<_>>()
            .join(", ")
    )))
}
