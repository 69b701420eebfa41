//! `pawns!(file = "pawns/chess.pawns")`: the macro reads a spec file, the
//! same file the `pawnshift` command checks, shows and perfts, by a path
//! relative to the crate's manifest (`CARGO_MANIFEST_DIR`). The expansion
//! includes the file with `include_bytes!`, so that cargo rebuilds when it
//! changes; an error names the file, line and column, and quotes the line
//! with a caret under the tokens, under the path's literal.

use std::path::{Path, PathBuf};

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{ToTokens as _, quote_spanned};

use crate::Diagnostic;

/// The file a `file = "PATH"` macro input names, as a string literal
/// (its value and span), or an error for a `file =` followed by anything
/// else; `None` for any other input (a spec written inline).
pub(crate) fn file_argument(tokens: &TokenStream) -> Option<syn::Result<syn::LitStr>> {
    let mut trees = tokens.clone().into_iter();
    let (Some(TokenTree::Ident(word)), Some(TokenTree::Punct(eq))) = (trees.next(), trees.next())
    else {
        return None;
    };
    if word != "file" || eq.as_char() != '=' {
        return None;
    }
    let rest: TokenStream = trees.collect();
    Some(syn::parse2::<syn::LitStr>(rest.clone()).map_err(|_| {
        syn::Error::new_spanned(
            if rest.is_empty() { eq.to_token_stream() } else { rest },
            "`file =` takes the spec file's path as one string literal: `pawns!(file = \"pawns/chess.pawns\")`",
        )
    }))
}

/// The expansion of the spec file at `path` (relative to the crate), or
/// its errors under `span`.
pub(crate) fn expand_file(path: &str, span: Span) -> TokenStream {
    let error = |message: String| syn::Error::new(span, message).into_compile_error();
    let base = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(PathBuf::new, PathBuf::from);
    let full = base.join(path);
    let source = match std::fs::read(&full) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(source) => source,
            Err(_) => return error(format!("`{path}` is not UTF-8 text")),
        },
        Err(e) => {
            return error(format!(
                "cannot read the spec file `{path}` ({}): {e}; the path is relative to the crate's Cargo.toml",
                full.display()
            ));
        }
    };
    if let Err(diagnostics) = located_check(Path::new(path), &source) {
        return diagnostics
            .iter()
            .map(|d| error(quoted(d, &source)))
            .collect();
    }
    let code = match source.parse::<TokenStream>() {
        Ok(tokens) => crate::expand_or_compile_error(tokens),
        Err(e) => return error(format!("{path}: not valid Rust tokens: {e}")),
    };
    let Some(full) = full.to_str() else {
        return error(format!("the path of `{path}` is not UTF-8"));
    };
    quote_spanned! {span=>
        // Rebuild when the spec file changes.
        const _: &[u8] = include_bytes!(#full);
        #code
    }
}

/// Checks `source` with token positions in the file. Inside a procedural
/// macro, tokens parsed from a string carry no positions; proc-macro2's
/// own lexer gives them, so the check runs on it, and the expansion on
/// the compiler's.
fn located_check(path: &Path, source: &str) -> Result<(), Vec<Diagnostic>> {
    /// Goes back to the compiler's tokens however the check ends (a panic
    /// included), so that later expansions in this compiler session use
    /// them.
    struct Unforce;
    impl Drop for Unforce {
        fn drop(&mut self) {
            proc_macro2::fallback::unforce();
        }
    }
    proc_macro2::fallback::force();
    let _unforce = Unforce;
    crate::rules::check_source(path, source).map(drop)
}

/// A diagnostic as rustc would print it inside the file: the message,
/// `path:line:column`, the line, and a caret under the tokens.
fn quoted(d: &Diagnostic, source: &str) -> String {
    let line = source.lines().nth(d.line.saturating_sub(1)).unwrap_or("");
    let width = if d.end_line == d.line {
        d.end_column.saturating_sub(d.column).max(1)
    } else {
        line.chars().count().saturating_sub(d.column - 1).max(1)
    };
    let number = d.line.to_string();
    let pad = " ".repeat(number.len());
    format!(
        "{}\n{pad}--> {}:{}:{}\n{pad} |\n{number} | {line}\n{pad} | {}{}",
        d.message,
        d.path.display(),
        d.line,
        d.column,
        " ".repeat(d.column.saturating_sub(1)),
        "^".repeat(width)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_argument_is_recognised_and_nothing_else() {
        let path = |text: &str| {
            let tokens: TokenStream = text.parse().unwrap();
            file_argument(&tokens).map(|r| r.map(|lit| lit.value()).map_err(|e| e.to_string()))
        };
        assert_eq!(
            path("file = \"pawns/chess.pawns\""),
            Some(Ok("pawns/chess.pawns".to_owned()))
        );
        assert_eq!(
            path("file = r\"a\\b.pawns\""),
            Some(Ok("a\\b.pawns".to_owned()))
        );
        assert_eq!(path("file = \"a\\\"b\""), Some(Ok("a\"b".to_owned())));
        for other in ["pub mod chess { board 8 x 8; }", "path = \"x.pawns\""] {
            assert_eq!(path(other), None, "{other}");
        }
        for bad in ["file = 3", "file = \"x\" extra", "file ="] {
            let error = path(bad).expect("a file argument").expect_err(bad);
            assert!(error.contains("one string literal"), "{bad}: {error}");
        }
    }

    #[test]
    fn errors_point_into_the_file() {
        let dir = std::env::temp_dir().join(format!("pawnshift-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let spec = dir.join("bad.pawns");
        std::fs::write(
            &spec,
            "pub mod bad {\n    board 8 x 8;\n    white forward north {\n        capture north_east guard not_file_a;\n    }\n}\n",
        )
        .unwrap();
        let out = expand_file(spec.to_str().unwrap(), Span::call_site()).to_string();
        assert!(out.contains("compile_error"), "{out}");
        assert!(out.contains("wrong guard"), "{out}");
        assert!(out.contains("bad.pawns:4:34"), "{out}");
        assert!(
            out.contains("4 |         capture north_east guard not_file_a;"),
            "{out}"
        );
        let missing = expand_file("no/such.pawns", Span::call_site()).to_string();
        assert!(
            missing.contains("cannot read the spec file `no/such.pawns`"),
            "{missing}"
        );
        std::fs::write(
            &spec,
            "pub mod good { white forward north { push 1; } black mirrors white; }",
        )
        .unwrap();
        let out = expand_file(spec.to_str().unwrap(), Span::call_site()).to_string();
        assert!(out.contains("include_bytes"), "{out}");
        assert!(out.contains("pub mod good"), "{out}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
