//! Errors located in a spec's text: what build scripts, `cargo xtask`, the
//! `pawnshift` command and run-time rules report, as rustc would.

use std::fmt;
use std::path::{Path, PathBuf};

use proc_macro2::{Span, TokenStream};

/// One problem in a spec's text, located like a compiler diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The spec file (for text checked at run time, the name it was given).
    pub path: PathBuf,
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1 (in characters).
    pub column: usize,
    /// Line of the end of the offending token(s), from 1.
    pub end_line: usize,
    /// Column just past the offending token(s), from 1 (in characters).
    pub end_column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: error: {}",
            self.path.display(),
            self.line,
            self.column,
            self.message
        )
    }
}

impl std::error::Error for Diagnostic {}

impl Diagnostic {
    /// A diagnostic under `span` of a spec read from `path`.
    pub(crate) fn at(path: &Path, span: Span, message: String) -> Diagnostic {
        let (start, end) = (span.start(), span.end());
        let line = start.line.max(1);
        let column = start.column + 1;
        let (end_line, end_column) =
            if end.line < line || (end.line == line && end.column < start.column) {
                (line, column)
            } else {
                (end.line.max(1), end.column + 1)
            };
        Diagnostic {
            path: path.to_owned(),
            line,
            column,
            end_line,
            end_column,
            message,
        }
    }

    /// Every error of `error`, located, in source order.
    pub(crate) fn all(path: &Path, error: syn::Error) -> Vec<Diagnostic> {
        let mut list: Vec<Diagnostic> = error
            .into_iter()
            .map(|e| Diagnostic::at(path, e.span(), e.to_string()))
            .collect();
        list.sort_by_key(|d| (d.line, d.column));
        list
    }
}

/// The tokens of a spec's text, or the diagnostic of the first character
/// that is not a Rust token.
pub(crate) fn tokens(path: &Path, source: &str) -> Result<TokenStream, Vec<Diagnostic>> {
    if source.len() > crate::MAX_SPEC_BYTES {
        return Err(vec![Diagnostic {
            path: path.to_owned(),
            line: 1,
            column: 1,
            end_line: 1,
            end_column: 1,
            message: format!(
                "this spec is {} bytes, more than the {} a spec may have (MAX_SPEC_BYTES)",
                source.len(),
                crate::MAX_SPEC_BYTES
            ),
        }]);
    }
    source.parse().map_err(|e: proc_macro2::LexError| {
        vec![Diagnostic::at(
            path,
            e.span(),
            format!("not valid Rust tokens: {e}"),
        )]
    })
}
