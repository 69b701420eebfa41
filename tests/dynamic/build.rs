//! Writes random valid specs from a fixed seed, generates their code
//! through the `Builder`, and writes a table of every module's functions
//! (the random ones' and the bundled variants') with its spec text.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use pawnshift_codegen::geometry::{Direction, Geometry};
use pawnshift_codegen::rules::{self, Module};

/// Random specs to write; invalid draws are thrown away.
const RANDOM_SPECS: usize = 120;

include!("src/rng.rs");

include!("src/draw.rs");

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
