//! `cargo xtask build-times`: how long a user's first build and each edit
//! take, with each front end. Small crates, one per front end, each doing
//! what a user's first program does (the macro's `standard` module, a build
//! script's, a spec loaded at run time, an engine perft of it, and
//! shakmaty's perft for comparison), are built from clean with `cargo
//! build` (the dev profile, as `cargo run` builds; `--release` for the
//! release profile), then rebuilt after an edit of their `main.rs`. Dependencies are fetched first; nothing else is
//! shared between the crates.

use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use crate::Failure;
use crate::bench::{cargo, run_status};

/// One crate: its name, its `[dependencies]` (and `[build-dependencies]`),
/// its files.
struct Crate {
    name: &'static str,
    dependencies: String,
    files: Vec<(&'static str, String)>,
}

/// The crates, each depending on the workspace's crates by path.
fn crates(root: &Path) -> Result<Vec<Crate>, Failure> {
    // In TOML literal strings ('…'), which take a path as it is.
    let path = |dir: &str| root.join(dir).display().to_string();
    let spec = std::fs::read_to_string(root.join("specs/standard.pawns"))
        .map_err(|e| Failure::Error(format!("specs/standard.pawns: {e}")))?;
    let print = "println!(\"{}\", EDIT);";
    Ok(vec![
        Crate {
            name: "macro",
            dependencies: format!("pawnshift = {{ path = '{}' }}\n", path("runtime")),
            files: vec![
                ("pawns/standard.pawns", spec.clone()),
                (
                    "src/main.rs",
                    format!(
                        "pawnshift::pawns!(file = \"pawns/standard.pawns\");\nconst EDIT: &str = \"0\";\nfn main() {{ {print} println!(\"{{}}\", standard::white::single_push_targets(0xff00, !0)); }}\n"
                    ),
                ),
            ],
        },
        Crate {
            name: "build-script",
            dependencies: format!(
                "pawnshift = {{ path = '{}', default-features = false }}\n\n[build-dependencies]\npawnshift-codegen = {{ path = '{}' }}\n",
                path("runtime"),
                path("codegen")
            ),
            files: vec![
                ("pawns/standard.pawns", spec.clone()),
                (
                    "build.rs",
                    "fn main() {\n    if let Err(e) = pawnshift_codegen::Builder::new().spec(\"pawns/standard.pawns\").emit_to_out_dir(\"standard.rs\") {\n        eprintln!(\"{e}\");\n        std::process::exit(1);\n    }\n}\n".to_owned(),
                ),
                (
                    "src/main.rs",
                    format!(
                        "include!(concat!(env!(\"OUT_DIR\"), \"/standard.rs\"));\nconst EDIT: &str = \"0\";\nfn main() {{ {print} println!(\"{{}}\", standard::white::single_push_targets(0xff00, !0)); }}\n"
                    ),
                ),
            ],
        },
        Crate {
            name: "dynamic",
            dependencies: format!("pawnshift-dynamic = {{ path = '{}' }}\n", path("dynamic")),
            files: vec![
                ("pawns/standard.pawns", spec.clone()),
                (
                    "src/main.rs",
                    format!(
                        "const EDIT: &str = \"0\";\nfn main() {{\n    {print}\n    let text = std::fs::read_to_string(\"pawns/standard.pawns\").unwrap_or_default();\n    match pawnshift_dynamic::Variant::<u64>::parse_named(\"standard.pawns\", &text) {{\n        Ok(variants) => println!(\"{{}} module(s)\", variants.len()),\n        Err(e) => eprintln!(\"{{e}}\"),\n    }}\n}}\n"
                    ),
                ),
            ],
        },
        Crate {
            name: "engine",
            dependencies: format!("pawnshift-engine = {{ path = '{}' }}\n", path("engine")),
            files: vec![
                ("pawns/standard.pawns", spec),
                (
                    "src/main.rs",
                    format!(
                        "const EDIT: &str = \"0\";\nfn main() -> Result<(), Box<dyn std::error::Error>> {{\n    {print}\n    let text = std::fs::read_to_string(\"pawns/standard.pawns\")?;\n    let variant = pawnshift_engine::PawnRules::load(\"standard.pawns\", &text)?.remove(0);\n    let rules = pawnshift_engine::AnyRules::new(&variant)?;\n    println!(\"{{}}\", rules.perft(None, 3)?);\n    Ok(())\n}}\n"
                    ),
                ),
            ],
        },
        Crate {
            name: "shakmaty",
            dependencies: "shakmaty = \"=0.30.1\"\n".to_owned(),
            files: vec![(
                "src/main.rs",
                format!(
                    "const EDIT: &str = \"0\";\nfn main() {{ {print} println!(\"{{}}\", shakmaty::perft(&shakmaty::Chess::default(), 3)); }}\n"
                ),
            )],
        },
    ])
}

/// Seconds of a `cargo build` in `dir`, in release mode if `release`.
fn build(dir: &Path, what: &str, release: bool) -> Result<f64, Failure> {
    let start = Instant::now();
    let mut command = cargo();
    command.args(["build", "--quiet"]).current_dir(dir);
    if release {
        command.arg("--release");
    }
    run_status(&mut command, &format!("cargo build of the {what} crate"))?;
    Ok(start.elapsed().as_secs_f64())
}

/// Builds each crate from clean, then after an edit of its `main.rs`, and
/// prints the table; `release`: `cargo build --release`.
pub(crate) fn run(root: &Path, release: bool) -> Result<ExitCode, Failure> {
    let dir = root.join("target/build-times");
    let io = |path: &Path, e: std::io::Error| Failure::Error(format!("{}: {e}", path.display()));
    let mut rows = Vec::new();
    for krate in crates(root)? {
        let home = dir.join(krate.name);
        let _ = std::fs::remove_dir_all(&home);
        let manifest = format!(
            "[package]\nname = \"build-time-{}\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n[dependencies]\n{}\n[workspace]\n",
            krate.name, krate.dependencies
        );
        let files = std::iter::once(("Cargo.toml", manifest)).chain(krate.files);
        for (name, text) in files {
            let file = home.join(name);
            if let Some(parent) = file.parent() {
                std::fs::create_dir_all(parent).map_err(|e| io(parent, e))?;
            }
            std::fs::write(&file, text).map_err(|e| io(&file, e))?;
        }
        // Fetch first, so that the timing is the build alone.
        run_status(cargo().arg("fetch").current_dir(&home), "cargo fetch")?;
        eprintln!("building the {} crate", krate.name);
        let clean = build(&home, krate.name, release)?;
        let main = home.join("src/main.rs");
        let text = std::fs::read_to_string(&main).map_err(|e| io(&main, e))?;
        let edited = text.replace("EDIT: &str = \"0\"", "EDIT: &str = \"1\"");
        std::fs::write(&main, edited).map_err(|e| io(&main, e))?;
        let edit = build(&home, krate.name, release)?;
        rows.push((krate.name, clean, edit));
    }
    let shakmaty = rows
        .iter()
        .find(|r| r.0 == "shakmaty")
        .map_or(f64::NAN, |r| r.1);
    let command = if release {
        "cargo build --release"
    } else {
        "cargo build"
    };
    println!(
        "\n| a small crate using | clean `{command}`, s | ÷ shakmaty's | after an edit of `main.rs`, s |\n|---|---|---|---|"
    );
    for (name, clean, edit) in rows {
        println!(
            "| {name} | {clean:.1} | {:.2} | {edit:.1} |",
            clean / shakmaty
        );
    }
    Ok(ExitCode::SUCCESS)
}
