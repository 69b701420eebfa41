//! The `pawns!` procedural macro of [pawnshift](https://docs.rs/pawnshift).
//!
//! An implementation detail: depend on `pawnshift` and use `pawnshift::pawns!`.
//! All logic lives in `pawnshift-codegen`, shared with build scripts and
//! `cargo xtask codegen`, so every front end emits the same code.

use proc_macro::TokenStream;

/// Generates bitboard pawn-move code from a pawn-rule spec: one module per
/// `mod` of the spec, with `#[inline] const fn`s for every rule, masks,
/// per-square tables and a move serialiser per side.
///
/// ```ignore
/// pawnshift::pawns! {
///     /// Orthodox chess pawns.
///     pub mod standard {
///         board 8 x 8;
///         white forward north {
///             push 1;
///             push 2 from rank 2 en_passant;
///             capture north_west | north_east;
///             promote at rank 8 to queen | rook | bishop | knight;
///         }
///         black mirrors white;
///     }
/// }
/// ```
///
/// The language — grammar, every keyword and direction, what each rule
/// generates, and every error with its message — is the
/// [language reference](https://docs.rs/pawnshift-codegen/latest/pawnshift_codegen/#grammar)
/// (`cargo doc -p pawnshift-codegen --open`). A spec that cannot be right
/// does not compile, with the error under the offending token.
///
/// The spec can also be a file, the same one the `pawnshift` command
/// checks, shows and perfts, named by a path relative to the crate's
/// `Cargo.toml`; cargo rebuilds the crate when the file changes, and an
/// error quotes the file's line, with its line and column:
///
/// ```ignore
/// pawnshift::pawns!(file = "pawns/chess.pawns");
/// ```
#[proc_macro]
pub fn pawns(input: TokenStream) -> TokenStream {
    pawnshift_codegen::expand_macro_input(input.into()).into()
}

/// The code `pawns!` would generate, as a string literal of its tokens.
/// Not part of the API: the tests use it to prove the macro's expansion is
/// the code the other front ends write.
#[doc(hidden)]
#[proc_macro]
pub fn __expansion_string(input: TokenStream) -> TokenStream {
    match pawnshift_codegen::expand(input.into()) {
        Ok(code) => {
            let text = proc_macro2::Literal::string(&code.to_string());
            let tree = proc_macro2::TokenTree::Literal(text);
            std::iter::once(tree)
                .collect::<proc_macro2::TokenStream>()
                .into()
        }
        Err(e) => e.into_compile_error().into(),
    }
}
