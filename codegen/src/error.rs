//! Error collection: every problem becomes a `syn::Error` under its token, and
//! all of them are reported together.

use proc_macro2::Span;
use std::fmt::Display;

/// Collects errors; combined into one `syn::Error` at the end.
#[derive(Default)]
pub(crate) struct Errors {
    list: Vec<syn::Error>,
}

impl Errors {
    pub(crate) fn push(&mut self, error: syn::Error) {
        self.list.push(error);
    }

    pub(crate) fn at(&mut self, span: Span, message: impl Display) {
        self.list.push(syn::Error::new(span, message));
    }

    /// How many errors so far; compare before and after a check.
    pub(crate) fn len(&self) -> usize {
        self.list.len()
    }

    /// All errors as one, or `Ok` if there were none.
    pub(crate) fn finish(self) -> syn::Result<()> {
        let mut iter = self.list.into_iter();
        let Some(mut first) = iter.next() else {
            return Ok(());
        };
        for error in iter {
            first.combine(error);
        }
        Err(first)
    }
}

/// The word of `candidates` closest to `word`, if it is a plausible typo.
pub(crate) fn suggest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let limit = (word.len() / 3).max(1);
    candidates
        .iter()
        .map(|c| (edit_distance(word, c), *c))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

/// Levenshtein distance over chars.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_words_only() {
        let dirs = ["north", "north_east", "east"];
        assert_eq!(suggest("nort", &dirs), Some("north"));
        assert_eq!(suggest("northeast", &dirs), Some("north_east"));
        assert_eq!(suggest("sideways", &dirs), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
