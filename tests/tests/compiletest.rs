//! trybuild: every kind of spec error fails to compile with its message
//! under the offending token (`ui/`), and valid specs compile and run
//! (`pass/`). Refresh `.stderr` files with `TRYBUILD=overwrite` and review.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
    t.pass("tests/pass/*.rs");
}

/// The language reference's error table lists every ui test, and only those.
#[test]
fn error_table_lists_every_ui_test() {
    let docs = include_str!("../../codegen/src/lib.rs");
    let ui = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ui");
    let mut names: Vec<String> = std::fs::read_dir(&ui)
        .expect("tests/ui")
        .filter_map(Result::ok)
        .filter_map(|e| {
            e.file_name()
                .to_str()?
                .strip_suffix(".rs")
                .map(str::to_owned)
        })
        .collect();
    names.sort();
    for name in &names {
        assert!(
            docs.contains(&format!("//! | `{name}` |")),
            "the error table lacks `{name}`"
        );
    }
    let listed = docs.lines().filter(|l| l.starts_with("//! | `")).count();
    assert_eq!(
        listed,
        names.len(),
        "the error table lists ui tests that do not exist"
    );
}
