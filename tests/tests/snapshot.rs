//! Expansion snapshot of an inline spec (the design document's standard
//! spec, with a written guard), formatted with prettyplease and compared
//! with a committed file. Refresh with
//! `PAWNSHIFT_BLESS=1 cargo test -p pawnshift-tests --test snapshot` and
//! review the diff.
//!
//! The bundled variants' snapshots are their checked-in modules,
//! `runtime/src/variants/*.rs` (standard, berolina, xiangqi and the rest):
//! `identity.rs` fails when an expansion no longer matches them, and
//! `cargo xtask codegen` refreshes them for review.

use std::path::PathBuf;

const STANDARD: &str = "
    /// Orthodox chess pawns.
    pub mod standard {
        board 8 x 8;
        white forward north {
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west;
            capture north_east guard not_file_h;
            promote at rank 8 to queen | rook | bishop | knight;
        }
        black mirrors white;
    }
";

fn check_snapshot(name: &str, spec: &str) {
    let tokens: proc_macro2::TokenStream = spec.parse().expect("spec lexes");
    let code = pawnshift_codegen::expand(tokens.clone()).expect("spec is valid");
    // The expansion is valid Rust.
    let file: syn::File = syn::parse2(code).expect("expansion parses as a syn::File");
    let pretty = prettyplease::unparse(&file);
    assert_eq!(
        pawnshift_codegen::expand_to_string(tokens).expect("formats"),
        pretty
    );
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(format!("{name}.rs"));
    if std::env::var_os("PAWNSHIFT_BLESS").is_some() {
        std::fs::write(&path, &pretty).expect("write snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read {}: {e}; create it with PAWNSHIFT_BLESS=1",
            path.display()
        )
    });
    assert!(
        expected == pretty,
        "expansion of `{name}` differs from {}; rerun with PAWNSHIFT_BLESS=1 and review the diff",
        path.display()
    );
}

#[test]
fn standard_expansion() {
    check_snapshot("standard", STANDARD);
}
