//! trybuild: every kind of spec error fails to compile with its message
//! under the offending token (`ui/`), and valid specs compile and run
//! (`pass/`). Refresh `.stderr` files with `TRYBUILD=overwrite` and review.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
    t.pass("tests/pass/*.rs");
}
