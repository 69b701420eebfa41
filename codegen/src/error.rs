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

    /// All errors as one, in source order, or `Ok` if there were none.
    pub(crate) fn finish(mut self) -> syn::Result<()> {
        // One message each (an error may hold several, combined).
        self.list = self
            .list
            .into_iter()
            .flat_map(syn::Error::into_iter)
            .collect();
        // Stable: errors without a location (all at 0:0) keep their order.
        self.list.sort_by_key(|e| {
            let start = e.span().start();
            (start.line, start.column)
        });
        // A rule checked for each side it is mirrored to finds its mistake
        // once per side: the same message at the same place is said once.
        let mut said = std::collections::HashSet::new();
        // (A span's `Debug` is its byte range, in the compiler and out.)
        self.list
            .retain(|e| said.insert((format!("{:?}", e.span()), e.to_string())));
        // Quoted user text may hold characters a terminal does not show.
        for e in &mut self.list {
            let message = e.to_string();
            if message.chars().any(crate::diagnostic::invisible) {
                *e = syn::Error::new(e.span(), crate::diagnostic::escaped(&message));
            }
        }
        let more = self.list.len().saturating_sub(crate::MAX_ERRORS);
        self.list.truncate(crate::MAX_ERRORS);
        if more > 0
            && let Some(last) = self.list.last()
        {
            let s = if more == 1 { "" } else { "s" };
            let note = syn::Error::new(
                last.span(),
                format!(
                    "and {more} more error{s}, not shown: a spec reports its first {} (MAX_ERRORS)",
                    crate::MAX_ERRORS
                ),
            );
            self.list.push(note);
        }
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

/// Edit distance over chars: insertions, deletions, substitutions and
/// swaps of two neighbours (`form` is one edit from `from`).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // Three rows of the table: two back, one back, current.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut current = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            current[j] = (previous[j - 1] + cost)
                .min(previous[j] + 1)
                .min(current[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                current[j] = current[j].min(before[j - 2] + 1);
            }
        }
        before = std::mem::replace(&mut previous, current);
    }
    previous[b.len()]
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
        assert_eq!(edit_distance("form", "from"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(suggest("form", &["from", "as"]), Some("from"));
    }
}
