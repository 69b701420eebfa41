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

    /// How many errors `diagnostics` (one spec's, as the checker
    /// returns them) stand for: past [`MAX_ERRORS`](crate::MAX_ERRORS)
    /// the last says how many more were found and not shown.
    #[must_use]
    pub fn count(diagnostics: &[Diagnostic]) -> usize {
        diagnostics.iter().map(|d| d.hidden().unwrap_or(1)).sum()
    }

    /// The errors left out, if this is the note that says so.
    fn hidden(&self) -> Option<usize> {
        let rest = self.message.strip_prefix("and ")?;
        let (number, rest) = rest.split_once(' ')?;
        rest.starts_with("more error")
            .then(|| number.parse().ok())
            .flatten()
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
            '\'' => match quote_problem(chars.clone()) {
                Ok(read) => {
                    for _ in 0..read {
                        next(&mut chars);
                    }
                }
                Err(message) => return Some((here, message)),
            },
            c if c.is_alphabetic() || c == '_' => {
                while chars
                    .peek()
                    .is_some_and(|&c| c.is_alphanumeric() || c == '_')
                {
                    next(&mut chars);
                }
            }
            c if c.is_ascii_digit() => {
                let mut word = String::from(c);
                while let Some(&c) = chars.peek().filter(|c| c.is_alphanumeric() || **c == '_') {
                    word.push(c);
                    next(&mut chars);
                }
                if let Some(message) = number_problem(&word) {
                    return Some((here, message));
                }
            }
            '(' | '[' | '{' => open.push((c, here)),
            ')' | ']' | '}' => {
                if let Some(message) = unopened(c, open.pop()) {
                    return Some((here, message));
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

/// Why the closing delimiter `c` closes nothing, given the innermost
/// delimiter still open (and where it was opened), if it does.
fn unopened(c: char, open: Option<(char, (usize, usize))>) -> Option<String> {
    let opener = match c {
        ')' => '(',
        ']' => '[',
        _ => '{',
    };
    match open {
        Some((o, _)) if o == opener => None,
        Some((o, place)) => Some(format!(
            "`{c}` closes nothing: the `{o}` opened at line {}, column {} is still open",
            place.0, place.1
        )),
        None => Some(format!("`{c}` closes nothing: no `{opener}` is open")),
    }
}

/// Why a `'` (already read) starts no token: Rust reads `'a'` as a
/// character and `'a` as a lifetime, nothing else. Else how many
/// characters after it the token covers.
fn quote_problem(mut chars: std::iter::Peekable<std::str::Chars<'_>>) -> Result<usize, String> {
    const QUOTES: &str = "strings are written in double quotes, as in `betza \"fmW\"`";
    if chars.peek() == Some(&'\\') {
        // An escaped character: `'\n'`, `'\x41'`, `'\u{41}'`, up to the
        // closing quote on its line.
        chars.next();
        let mut read = 1;
        for c in chars {
            read += 1;
            match c {
                '\'' => return Ok(read),
                '\n' => break,
                _ if read > 12 => break,
                _ => {}
            }
        }
        return Err(format!(
            "this character literal is never closed with `'`; {QUOTES}"
        ));
    }
    let mut word = String::new();
    while let Some(&c) = chars.peek().filter(|c| c.is_alphanumeric() || **c == '_') {
        word.push(c);
        chars.next();
    }
    let length = word.chars().count();
    match (length, chars.peek()) {
        (1, Some('\'')) => Ok(2),
        (_, Some('\'')) if length > 1 => Err(format!(
            "`'{word}'` is no token: a character literal holds one character; {QUOTES}"
        )),
        (0, _) => Err(format!("a single quote `'` starts no token here; {QUOTES}")),
        _ => Ok(length),
    }
}

/// Why `word`, a run of letters and digits that starts with a digit, is
/// not a number Rust reads (`0b2`, `0x`).
fn number_problem(word: &str) -> Option<String> {
    let (digits, base): (&dyn Fn(char) -> bool, &str) = match word.get(..2) {
        Some("0b") => (&|c: char| c == '0' || c == '1' || c == '_', "binary"),
        Some("0o") => (&|c: char| ('0'..='7').contains(&c) || c == '_', "octal"),
        Some("0x") => (&|c: char| c.is_ascii_hexdigit() || c == '_', "hexadecimal"),
        _ => return None,
    };
    let rest = &word[2..];
    let body: String = rest.chars().take_while(|&c| digits(c)).collect();
    let after = rest[body.len()..].chars().next();
    if body.trim_matches('_').is_empty() || after.is_some_and(|c| c.is_ascii_digit()) {
        Some(format!(
            "`{word}` is no number: Rust reads `{}` as the start of a {base} number; write a plain number, as in `board 8 x 8;`",
            &word[..2]
        ))
    } else {
        None
    }
}

/// Whether `c` prints as nothing, or moves the cursor, in a terminal: a
/// control character other than a line break or tab, a byte-order mark, a
/// zero-width or direction-changing character.
pub(crate) fn invisible(c: char) -> bool {
    (c.is_control() && !matches!(c, '\n' | '\t' | '\r'))
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// `text` with every character that prints as nothing or moves a
/// terminal's cursor (a control character other than a line break or tab,
/// a byte-order mark, a zero-width or direction-changing character)
/// written as its escape (`\u{7}`): for a message that quotes a user's
/// text (a FEN, a file name, an argument) to print as it reads.
#[must_use]
pub fn escaped(text: &str) -> String {
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
    } else if c == '\\' {
        Some("the character `\\` is not part of a spec outside a string or comment".to_owned())
    } else if c == '`' {
        Some("a backtick is not part of a spec outside a string or comment".to_owned())
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
