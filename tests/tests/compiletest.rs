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
    let mut listed: Vec<String> = error_table_rows(docs)
        .filter_map(|l| l.split('`').nth(1).map(str::to_owned))
        .collect();
    listed.sort();
    assert_eq!(listed, names, "the error table and tests/ui differ");
}

/// The rows of the reference's error table (in `codegen/src/lib.rs`).
fn error_table_rows(docs: &str) -> impl Iterator<Item = &str> {
    docs.lines()
        .skip_while(|l| !l.starts_with("//! | ui test | message |"))
        .skip(2)
        .take_while(|l| l.starts_with("//! | `"))
}

/// Each row's message is its test's first error, as rustc prints it (two
/// rows that show several errors of one test summarise them instead).
#[test]
fn error_table_messages_are_the_ui_tests_first_errors() {
    let docs = include_str!("../../codegen/src/lib.rs");
    let ui = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ui");
    let summaries = ["errors-behind-side-header", "errors-in-one-rule"];
    for line in error_table_rows(docs) {
        let name = line.split('`').nth(1).expect("a name");
        if summaries.contains(&name) {
            continue;
        }
        let stderr = std::fs::read_to_string(ui.join(format!("{name}.stderr"))).expect("stderr");
        let first = stderr.lines().next().unwrap_or_default();
        let message = first
            .strip_prefix("error: ")
            .unwrap_or(first)
            .replace('|', "\\|");
        let row = format!("//! | `{name}` | {message} |");
        assert_eq!(line, row, "the error table's row for {name}");
    }
}
