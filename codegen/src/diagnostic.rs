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

    /// A diagnostic under the one character at `line`, `column` (from 1).
    fn point(path: &Path, (line, column): (usize, usize), message: String) -> Diagnostic {
        Diagnostic {
            path: path.to_owned(),
            line,
            column,
            end_line: line,
            end_column: column + 1,
            message,
        }
    }

    /// `source` as a terminal can show it under a diagnostic: each
    /// character that prints as nothing or moves the cursor (a control
    /// character other than a line break or tab, a byte-order mark, a
    /// zero-width or direction-changing character) becomes `�`, one
    /// character for one, so lines and columns still point where they did.
    #[must_use]
    pub fn visible_source(source: &str) -> std::borrow::Cow<'_, str> {
        if source.chars().any(invisible) {
            source
                .chars()
                .map(|c| if invisible(c) { '\u{fffd}' } else { c })
                .collect::<String>()
                .into()
        } else {
            source.into()
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
        return Err(vec![Diagnostic::point(
            path,
            (1, 1),
            format!(
                "this spec is {} bytes, more than the {} a spec may have (MAX_SPEC_BYTES)",
                source.len(),
                crate::MAX_SPEC_BYTES
            ),
        )]);
    }
    // A byte-order mark opens many files written on Windows; rustc skips
    // it, and so does the reader. A space keeps lines and columns.
    let unmarked;
    let source = match source.strip_prefix('\u{feff}') {
        Some(rest) => {
            unmarked = format!(" {rest}");
            unmarked.as_str()
        }
        None => source,
    };
    source
        .parse()
        .map_err(|e: proc_macro2::LexError| match lex_problem(source) {
            Some((place, message)) => vec![Diagnostic::point(path, place, message)],
            None => vec![Diagnostic::at(
                path,
                e.span(),
                format!("not valid Rust tokens: {e}"),
            )],
        })
}

/// Why text does not split into Rust tokens, where (line and column from
/// 1): an unclosed or unexpected delimiter, an unterminated string or
/// block comment, a control character or another character no token
/// holds. `None` for other reasons.
fn lex_problem(source: &str) -> Option<((usize, usize), String)> {
    let mut open: Vec<(char, (usize, usize))> = Vec::new();
    let mut chars = source.chars().peekable();
    let (mut line, mut column) = (1, 0);
    // Moves past one character, keeping the place.
    let mut next = |chars: &mut std::iter::Peekable<std::str::Chars<'_>>| {
        let c = chars.next()?;
        if c == '\n' {
            line += 1;
            column = 0;
        } else {
            column += 1;
        }
        Some((c, (line, column)))
    };
    while let Some((c, here)) = next(&mut chars) {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                while chars.peek().is_some_and(|&c| c != '\n') {
                    next(&mut chars);
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                next(&mut chars);
                let mut depth = 1;
                while depth > 0 {
                    match next(&mut chars) {
                        None => {
                            return Some((
                                here,
                                "this block comment `/*` is never closed with `*/`".to_owned(),
                            ));
                        }
                        Some(('*', _)) if chars.peek() == Some(&'/') => {
                            next(&mut chars);
                            depth -= 1;
                        }
                        Some(('/', _)) if chars.peek() == Some(&'*') => {
                            next(&mut chars);
                            depth += 1;
                        }
                        Some(_) => {}
                    }
                }
            }
            '"' => loop {
                match next(&mut chars) {
                    None => {
                        return Some((here, "this string is never closed with `\"`".to_owned()));
                    }
                    Some(('\\', _)) => {
                        next(&mut chars);
                    }
                    Some(('"', _)) => break,
                    Some(_) => {}
                }
            },
            '(' | '[' | '{' => open.push((c, here)),
            ')' | ']' | '}' => {
                let opener = match c {
                    ')' => '(',
                    ']' => '[',
                    _ => '{',
                };
                match open.pop() {
                    Some((o, _)) if o == opener => {}
                    Some((o, place)) => {
                        return Some((
                            here,
                            format!(
                                "`{c}` closes nothing: the `{o}` opened at line {}, column {} is still open",
                                place.0, place.1
                            ),
                        ));
                    }
                    None => {
                        return Some((
                            here,
                            format!("`{c}` closes nothing: no `{opener}` is open"),
                        ));
                    }
                }
            }
            c => {
                if let Some(message) = stray(c) {
                    return Some((here, message));
                }
            }
        }
    }
    open.pop()
        .map(|(c, place)| (place, format!("this `{c}` is never closed")))
}

/// Whether `c` prints as nothing, or moves the cursor, in a terminal: a
/// control character other than a line break or tab, a byte-order mark, a
/// zero-width or direction-changing character.
pub(crate) fn invisible(c: char) -> bool {
    (c.is_control() && !matches!(c, '\n' | '\t' | '\r'))
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// `text` with every [`invisible`] character written as its escape
/// (`\u{7}`), for quoting the user's text in a message.
pub(crate) fn escaped(text: &str) -> String {
    text.chars()
        .map(|c| {
            if invisible(c) {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Why `c`, outside strings and comments, is in no token: a control
/// character, or one beyond ASCII that is no letter (a zero-width space).
fn stray(c: char) -> Option<String> {
    if c.is_whitespace() {
        None
    } else if c.is_control() {
        Some(format!(
            "the control character `{}` is not part of a spec",
            c.escape_debug()
        ))
    } else if !c.is_ascii() && !c.is_alphanumeric() {
        Some(format!(
            "the character `{}` (U+{:04X}) is not part of a spec outside a string or comment",
            c.escape_debug(),
            u32::from(c)
        ))
    } else {
        None
    }
}
