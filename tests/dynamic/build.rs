//! Writes random valid specs from a fixed seed, generates their code
//! through the `Builder`, and writes a table of every module's functions
//! (the random ones' and the bundled variants') with its spec text.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use pawnshift_codegen::rules::{self, Module};

/// Random specs to write; invalid draws are thrown away.
const RANDOM_SPECS: usize = 120;

include!("src/rng.rs");

/// Draws for the random specs.
trait Draw {
    fn below(&mut self, n: u32) -> u32;
    fn chance(&mut self, percent: u32) -> bool;
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str;
}

impl Draw for Rng {
    fn below(&mut self, n: u32) -> u32 {
        u32::try_from(self.next_u64() % u64::from(n)).unwrap_or(0)
    }
    fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(u32::try_from(items.len()).unwrap_or(1)) as usize]
    }
}

/// Every direction's spec word.
const DIRS: [&str; 8] = {
    let all = pawnshift_codegen::Direction::ALL;
    let mut names = [""; 8];
    let mut i = 0;
    while i < names.len() {
        names[i] = all[i].name();
        i += 1;
    }
    names
};

fn dirs(rng: &mut Rng, most: u32) -> String {
    let n = 1 + rng.below(most);
    let mut chosen: Vec<&str> = Vec::new();
    for _ in 0..n {
        let d = rng.pick(&DIRS);
        if !chosen.contains(&d) {
            chosen.push(d);
        }
    }
    chosen.join(" | ")
}

/// A region: ranks, maybe a file, maybe a square or two.
fn region(rng: &mut Rng, width: u32, height: u32) -> String {
    let mut parts = vec![ranks(rng, height)];
    if rng.chance(25) {
        let f = pawnshift_codegen::geometry::Geometry::file_letter(rng.below(width));
        parts.push(format!("file {f}"));
    }
    for _ in 0..rng.below(3) {
        let f = pawnshift_codegen::geometry::Geometry::file_letter(rng.below(width));
        parts.push(format!("{f}{}", 1 + rng.below(height)));
    }
    parts.join(" | ")
}

fn ranks(rng: &mut Rng, height: u32) -> String {
    let a = 1 + rng.below(height);
    let b = a + rng.below(height - a + 1);
    if a == b {
        format!("rank {a}")
    } else {
        format!("ranks {a}..={b}")
    }
}

/// One random module's text.
fn random_module(rng: &mut Rng, name: &str) -> String {
    let (width, height) = loop {
        let (w, h) = (1 + rng.below(16), 2 + rng.below(15));
        if w * h <= pawnshift_codegen::geometry::MAX_SQUARES {
            break (w, h);
        }
    };
    let forward = if rng.chance(70) {
        "north"
    } else {
        rng.pick(&DIRS)
    };
    let mut rules = random_rules(rng, width, height);
    let black = match rng.below(10) {
        0 => String::new(),
        1..=4 => "    black mirrors white;\n".to_owned(),
        5 | 6 => "    black rotates white;\n".to_owned(),
        _ => format!(
            "    black forward south {{\n        push 1 south as own_push;\n        capture {} as own_capture;\n    }}\n",
            dirs(rng, 2)
        ),
    };
    // Now and then a second kind of pawn, with rules of its own.
    if rng.chance(20) {
        let _ = write!(
            rules,
            "    }}\n{black}    kind sergeant {{\n        white forward {forward} {{\n{}        }}\n        black {} white;\n",
            random_rules(rng, width, height),
            if rng.chance(50) { "mirrors" } else { "rotates" }
        );
        return format!(
            "pub mod {name} {{\n    board {width} x {height};\n    white forward {forward} {{\n{rules}    }}\n}}\n"
        );
    }
    format!(
        "pub mod {name} {{\n    board {width} x {height};\n    white forward {forward} {{\n{rules}    }}\n{black}}}\n"
    )
}

/// A side's random rules, one per line.
fn random_rules(rng: &mut Rng, width: u32, height: u32) -> String {
    let mut rules = String::new();
    let count = 1 + rng.below(5);
    for i in 0..count {
        let from = if rng.chance(40) {
            format!(" from {}", region(rng, width, height))
        } else {
            String::new()
        };
        let rule = match rng.below(3) {
            0 => {
                let steps = 1 + rng.below(3);
                let dirs = if rng.chance(30) {
                    format!(" {}", dirs(rng, 2))
                } else {
                    String::new()
                };
                let ep = if steps > 1 && rng.chance(60) {
                    " en_passant"
                } else if steps > 1 && rng.chance(40) {
                    " jumping"
                } else {
                    ""
                };
                format!("push {steps}{dirs}{from}{ep}")
            }
            1 => format!("capture {}{from}", dirs(rng, 3)),
            _ => format!("step {}{from}", dirs(rng, 2)),
        };
        let _ = writeln!(rules, "        {rule} as rule_{i};");
    }
    if rng.chance(30) {
        let region = if rng.chance(50) {
            format!(" in {}", region(rng, width, height))
        } else {
            String::new()
        };
        let limit = match rng.below(3) {
            0 => String::new(),
            n => format!(" per_file {n}"),
        };
        // Now and then drops where the pawn is stuck too (refused where
        // that changes nothing).
        let immobile = if rng.chance(20) { " immobile" } else { "" };
        let _ = writeln!(rules, "        drop{region}{limit}{immobile};");
    }
    if rng.chance(60) {
        let pieces = ["queen", "rook(1)", "knight", "bishop(2)"];
        let take = 1 + rng.below(3) as usize;
        let list = pieces[..take].join(" | ");
        let zone = if rng.chance(20) {
            format!("in {}", region(rng, width, height))
        } else if rng.chance(50) {
            format!("at {}", ranks(rng, height).replace("ranks", "rank"))
        } else {
            format!("in {}", ranks(rng, height).replace("rank ", "ranks "))
        };
        let optional = if rng.chance(40) { "optional " } else { "" };
        let _ = writeln!(rules, "        promote {optional}{zone} to {list};");
    }
    rules
}

fn fn_ref(module: &str, side: &str, name: Option<String>) -> String {
    name.map_or("None".to_owned(), |n| {
        format!("Some({module}::{side}::{n})")
    })
}

/// The table entry of one module, whose code is at `path` (a Rust path).
fn case(path: &str, source_expr: &str, module: &Module) -> String {
    let side = |rules: Option<&rules::Side>, side: &str| -> String {
        let Some(rules) = rules else {
            return "None".to_owned();
        };
        let fns: Vec<String> = rules
            .rules
            .iter()
            .map(|r| {
                format!(
                    "crate::RuleFns {{ targets: {}, able: {}, captures: {}, able_to_capture: {}, passed: {} }}",
                    fn_ref(path, side, r.targets_fn()),
                    fn_ref(path, side, r.able_fn()),
                    fn_ref(path, side, r.captures_fn()),
                    fn_ref(path, side, r.able_to_capture_fn()),
                    fn_ref(path, side, r.passed_fn()),
                )
            })
            .collect();
        let any_capture = rules.rules.iter().any(|r| r.kind == rules::Kind::Capture);
        let ep = fn_ref(
            path,
            side,
            (module.en_passant && any_capture)
                .then(|| "pawns_able_to_capture_en_passant".to_owned()),
        );
        format!(
            "Some(crate::SideFns {{ rules: &[{}], able_to_capture_en_passant: {ep} }})",
            fns.join(", ")
        )
    };
    format!(
        "crate::Case {{ source: {source_expr}, variant: &{path}::VARIANT, white: {}, black: {} }}",
        side(module.white.as_ref(), "white"),
        side(module.black.as_ref(), "black"),
    )
}

fn main() {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let specs_dir = manifest.join("../../specs");
    println!("cargo:rerun-if-changed={}", specs_dir.display());
    println!("cargo:rerun-if-changed=build.rs");

    // Random specs, each checked on its own; the valid ones go to one file.
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut random = String::new();
    let mut modules = Vec::new();
    let mut draws = 0;
    while modules.len() < RANDOM_SPECS {
        draws += 1;
        assert!(draws < 100_000, "too few random specs are valid");
        let name = format!("random_{}", modules.len());
        let text = random_module(&mut rng, &name);
        if let Ok(mut checked) = rules::check_source(Path::new(&name), &text) {
            random.push_str(&text);
            modules.push((text, checked.remove(0)));
        }
    }
    let random_path = out.join("random.pawns");
    std::fs::write(&random_path, &random).expect("write random.pawns");
    if let Err(e) = pawnshift_codegen::Builder::new()
        .spec(&random_path)
        .write_to(&out.join("random.rs"))
    {
        panic!("random specs do not generate: {e}");
    }

    // Table entries by set type: `u64`, `u128`, `Wide<3>`, `Wide<4>`.
    let mut tables: [Vec<String>; 4] = Default::default();
    let mut place = |module: &Module, entry: String| {
        let index = match module.geometry.squares() {
            0..=64 => 0,
            65..=128 => 1,
            129..=192 => 2,
            _ => 3,
        };
        tables[index].push(entry);
    };
    let mut kinds = 0;
    for (text, module) in &modules {
        let path = format!("crate::{}", module.name);
        place(module, case(&path, &format!("{text:?}"), module));
        for kind in &module.kinds {
            kinds += 1;
            let entry = case(
                &format!("{path}::{}", kind.name),
                &format!("{text:?}"),
                kind,
            );
            place(kind, entry);
        }
    }
    let mut bundled: Vec<PathBuf> = std::fs::read_dir(&specs_dir)
        .expect("specs/")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "pawns"))
        .collect();
    bundled.sort();
    for path in &bundled {
        let text = std::fs::read_to_string(path).expect("read a bundled spec");
        let checked = rules::check_source(path, &text).expect("bundled specs are valid");
        for module in &checked {
            let entry = case(
                &format!("pawnshift::variants::{}", module.name),
                &format!("include_str!({:?})", path.display().to_string()),
                module,
            );
            place(module, entry);
        }
    }
    let [small, large, wide3, wide4] = tables.map(|t| t.join(",\n"));
    let cases = format!(
        "/// Every module on a board of up to 64 squares.\npub const CASES_64: &[Case<u64>] = &[\n{small}\n];\n\
         /// Every module on a board of 65 to 128 squares.\npub const CASES_128: &[Case<u128>] = &[\n{large}\n];\n\
         /// Every module on a board of 129 to 192 squares.\npub const CASES_WIDE3: &[Case<pawnshift::Wide<3>>] = &[\n{wide3}\n];\n\
         /// Every module on a board of 193 to 256 squares.\npub const CASES_WIDE4: &[Case<pawnshift::Wide<4>>] = &[\n{wide4}\n];\n\
         /// Valid random specs drawn.\npub const RANDOM_SPECS: usize = {RANDOM_SPECS};\n\
         /// Random specs drawn before {RANDOM_SPECS} valid ones were found.\npub const DRAWS: usize = {draws};\n\
         /// Further pawn kinds among the random specs' modules.\npub const KINDS: usize = {kinds};\n",
    );
    std::fs::write(out.join("cases.rs"), cases).expect("write cases.rs");
}
