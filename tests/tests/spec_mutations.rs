//! The spec front door never panics: random and mutated specs (valid
//! bundled specs with one token changed, dropped or duplicated, anywhere in
//! the token tree) go through text → tokens → parse → check → emit, and
//! give either code that parses as a `syn::File` or errors that each sit on
//! a token of the input.

use std::panic::{AssertUnwindSafe, catch_unwind};

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use proptest::prelude::*;

/// Words and tokens the mutations draw from: the language's own, near
/// misses, and plain Rust.
const WORDS: &[&str] = &[
    "board",
    "x",
    "white",
    "black",
    "forward",
    "mirrors",
    "push",
    "capture",
    "step",
    "promote",
    "optional",
    "at",
    "in",
    "rank",
    "ranks",
    "from",
    "to",
    "en_passant",
    "guard",
    "as",
    "mod",
    "pub",
    "north",
    "south",
    "east",
    "west",
    "north_east",
    "north_west",
    "south_east",
    "south_west",
    "nort",
    "not_file_a",
    "not_file_h",
    "not_file_z",
    "queen",
    "none",
    "fn",
    "self",
];

fn specs() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../specs");
    let mut list: Vec<String> = std::fs::read_dir(dir)
        .expect("specs/")
        .map(|e| std::fs::read_to_string(e.expect("entry").path()).expect("spec"))
        .collect();
    list.sort();
    list
}

/// A token from the vocabulary, chosen by `pick`.
fn token(pick: u32) -> TokenTree {
    let span = Span::call_site();
    match pick % 8 {
        0..=3 => TokenTree::Ident(Ident::new(WORDS[pick as usize / 8 % WORDS.len()], span)),
        4 => TokenTree::Literal(Literal::u32_unsuffixed(pick / 8 % 20)),
        5 => TokenTree::Punct(Punct::new(
            [';', '|', '.', '=', '-', '#'][(pick / 8 % 6) as usize],
            Spacing::Alone,
        )),
        6 => TokenTree::Group(Group::new(Delimiter::Brace, TokenStream::new())),
        _ => TokenTree::Literal(Literal::string("x")),
    }
}

/// Applies mutation `op` at the `target`-th token tree (pre-order) of
/// `stream`; `seen` counts trees visited so far.
fn mutate(stream: TokenStream, target: usize, op: u32, pick: u32, seen: &mut usize) -> TokenStream {
    let mut out = Vec::new();
    for tree in stream {
        let here = *seen;
        *seen += 1;
        if here == target {
            match op % 3 {
                0 => out.push(token(pick)),
                1 => {}
                _ => {
                    out.push(tree.clone());
                    out.push(tree);
                }
            }
            continue;
        }
        match tree {
            TokenTree::Group(g) => {
                let inner = mutate(g.stream(), target, op, pick, seen);
                let mut group = Group::new(g.delimiter(), inner);
                group.set_span(g.span());
                out.push(TokenTree::Group(group));
            }
            other => out.push(other),
        }
    }
    out.into_iter().collect()
}

/// Runs the whole front door; returns a message on a broken property.
fn front_door(tokens: TokenStream, text_lines: usize) -> Result<(), String> {
    let result = catch_unwind(AssertUnwindSafe(|| pawnshift_codegen::expand(tokens)))
        .map_err(|_| "expand panicked".to_owned())?;
    match result {
        Ok(code) => syn::parse2::<syn::File>(code)
            .map(|_| ())
            .map_err(|e| format!("the expansion is not a Rust file: {e}")),
        Err(errors) => {
            let call_site = format!("{:?}", Span::call_site());
            for e in errors {
                let span = e.span();
                let line = span.start().line;
                if format!("{span:?}") == call_site || line == 0 || line > text_lines {
                    return Err(format!(
                        "error `{e}` is not on a token of the input ({span:?})"
                    ));
                }
            }
            Ok(())
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_specs_never_panic(spec in 0usize..15, target in 0usize..200, op in 0u32..3, pick in any::<u32>()) {
        let specs = specs();
        let text = &specs[spec % specs.len()];
        let tokens: TokenStream = text.parse().expect("bundled specs lex");
        let mutated = mutate(tokens, target, op, pick, &mut 0);
        // Round-trip through text, as a spec file or a macro input would be.
        let text = mutated.to_string();
        let tokens: TokenStream = text.parse().map_err(|e| TestCaseError::fail(format!("{e}")))?;
        front_door(tokens, text.lines().count().max(1)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn random_token_soup_never_panics(picks in proptest::collection::vec(any::<u32>(), 0..40)) {
        let body: TokenStream = picks.iter().map(|&p| token(p)).collect();
        let text = format!("pub mod m {{ {body} }}");
        let Ok(tokens) = text.parse::<TokenStream>() else {
            return Ok(());
        };
        front_door(tokens, text.lines().count().max(1)).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn errors_at_the_end_of_the_input_sit_on_its_last_token() {
    for text in [
        "pub mod standard",
        "pub mod",
        "/// doc\npub",
        "pub mod m { board 8 x }",
    ] {
        let tokens: TokenStream = text.parse().expect("lexes");
        front_door(tokens, text.lines().count()).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    }
}
