//! The `pawns!` procedural macro of [pawnshift](https://docs.rs/pawnshift).
//!
//! An implementation detail: depend on `pawnshift` and use `pawnshift::pawns!`.
//! All logic lives in `pawnshift-codegen`, shared with build scripts and
//! `cargo xtask codegen`, so every front end emits the same code.

use proc_macro::TokenStream;

/// Generates bitboard pawn-move code from a pawn-rule spec.
///
/// See the `pawnshift` crate for examples and `pawnshift-codegen` for the
/// language reference.
#[proc_macro]
pub fn pawns(input: TokenStream) -> TokenStream {
    pawnshift_codegen::expand_or_compile_error(input.into()).into()
}
