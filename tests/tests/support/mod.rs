//! Helpers of the generated front-end identity test.

use std::path::PathBuf;

use pawnshift_codegen::{BUILD_HEADER, Builder, XTASK_HEADER};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate sits in the workspace")
        .to_owned()
}

fn without_header<'a>(text: &'a str, header: &str) -> &'a str {
    text.strip_prefix(header)
        .and_then(|rest| rest.strip_prefix('\n'))
        .unwrap_or_else(|| panic!("generated text starts with {header:?}"))
}

/// The macro's expansion of spec `name` (as a token string), the build-script
/// builder's output for `specs/<name>.pawns` and the checked-in
/// `runtime/src/variants/<name>.rs` are the same code once formatted.
pub(crate) fn check_identity(name: &str, macro_tokens: &str) {
    let root = root();
    let file: syn::File =
        syn::parse_str(macro_tokens).expect("the macro's expansion is a Rust file");
    let from_macro = prettyplease::unparse(&file);

    let built = Builder::new()
        .spec(root.join(format!("specs/{name}.pawns")))
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    let from_builder = without_header(&built, BUILD_HEADER);

    let path = root.join(format!("runtime/src/variants/{name}.rs"));
    let checked_in =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let from_xtask = without_header(&checked_in, XTASK_HEADER);

    assert!(
        from_macro == from_builder,
        "{name}: the macro and the build-script builder differ"
    );
    assert!(
        from_builder == from_xtask,
        "{name}: the builder and the checked-in file differ; run `cargo xtask codegen`"
    );
}
