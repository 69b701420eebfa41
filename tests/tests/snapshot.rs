//! Expansion snapshots. The committed snapshots are the bundled variants'
//! checked-in modules, `runtime/src/variants/*.rs` (standard, berolina,
//! xiangqi and the rest): `identity.rs` fails when an expansion no longer
//! matches them, and `cargo xtask codegen` refreshes them for review.
//!
//! Here: the design document's standard spec, whose second capture writes
//! its guard out, formats (prettyplease) to exactly the checked-in standard
//! module — a written, correct guard changes nothing — and parses as a
//! `syn::File`.

use std::path::PathBuf;

use pawnshift_codegen::XTASK_HEADER;

const DESIGN_STANDARD: &str = r#"
    /// Orthodox chess: one step forward, two from the second rank (with en
    /// passant), captures diagonally forward, promotes on the last rank.
    pub mod standard {
        board 8 x 8;
        start "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        white forward north {
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west;                  // guard inferred: not file a
            capture north_east guard not_file_h; // guard written: verified
            promote at rank 8 to queen | rook | bishop | knight;
        }
        black mirrors white;
    }
"#;

#[test]
fn design_spec_expands_to_the_checked_in_standard_module() {
    let tokens: proc_macro2::TokenStream = DESIGN_STANDARD.parse().expect("spec lexes");
    let code = pawnshift_codegen::expand(tokens.clone()).expect("spec is valid");
    let file: syn::File = syn::parse2(code).expect("expansion parses as a syn::File");
    let pretty = prettyplease::unparse(&file);
    assert_eq!(
        pawnshift_codegen::expand_to_string(tokens).expect("formats"),
        pretty
    );

    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../runtime/src/variants/standard.rs");
    let checked_in = std::fs::read_to_string(&path).expect("the checked-in standard module");
    let snapshot = checked_in
        .strip_prefix(XTASK_HEADER)
        .and_then(|rest| rest.strip_prefix('\n'))
        .expect("generated header");
    assert!(
        snapshot == pretty,
        "the expansion of the design's standard spec differs from {}; run `cargo xtask codegen` and review the diff",
        path.display()
    );
}
