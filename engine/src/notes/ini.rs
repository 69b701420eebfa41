//! The file format of Fairy-Stockfish's `variants.ini`, read line by line
//! as Fairy-Stockfish reads it (`VariantMap::parse_istream`), so that a
//! file it accepts means here what it means there:
//!
//! - lines before the first `[` are skipped (a file's header);
//! - a line starting with `[` opens a section `[name]` or `[name:parent]`
//!   (split at the first `:`; text after the `]` is dropped);
//! - a line is a comment only when its *first* character is `#` or `;`
//!   (no inline comments: `queen = q # x` gives the queen the letter `q`
//!   and no more, as Fairy-Stockfish reads only the value's first letter);
//! - `key = value`: the key is the text before the first `=` without its
//!   trailing spaces, the value the text after it without its leading
//!   spaces; a line without `=`, or with an empty value, is skipped; a key
//!   given twice keeps its last value.
//!
//! A general INI crate would read inline comments, quotes or escapes that
//! Fairy-Stockfish does not, and none keeps line numbers for the errors
//! this crate gives, hence these few lines of our own.

/// The most sections a file may hold (Fairy-Stockfish's own has 143):
/// each is resolved through its parents, which a longer file would make
/// slow beyond use.
pub(crate) const MAX_SECTIONS: usize = 4096;

/// A `variants.ini` file: its sections in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Ini {
    /// The sections, in file order.
    pub(crate) sections: Vec<Section>,
    /// Each section's index, by name.
    index: std::collections::HashMap<String, usize>,
    /// The sections skipped, as Fairy-Stockfish skips them (a name given
    /// again or kept for a built-in, a parent not defined before), each
    /// with why.
    pub(crate) skipped: Vec<String>,
    /// Why a name no section kept was skipped, by name.
    pub(crate) why_skipped: std::collections::HashMap<String, String>,
}

/// A section: `[name:parent]` and its entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Section {
    /// Its name (`[wildebeest:chess]`'s `wildebeest`).
    pub(crate) name: String,
    /// The variant it starts from, if it names one.
    pub(crate) parent: Option<String>,
    /// The line of its `[`, from 1.
    pub(crate) line: usize,
    /// Its `key = value` lines, in file order (a key given again keeps
    /// its first place and takes its last value).
    pub(crate) entries: Vec<Entry>,
    /// Each entry's index, by key.
    keys: std::collections::HashMap<String, usize>,
    /// The comment lines right above its header (`#` or `;` and one space
    /// taken off), in file order: what the section is, in words.
    pub(crate) comment: Vec<String>,
}

/// A `key = value` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    /// The key (`promotionRegionWhite`).
    pub(crate) key: String,
    /// The value as written, trailing spaces included.
    pub(crate) value: String,
    /// Its line, from 1.
    pub(crate) line: usize,
}

impl Ini {
    /// Reads a file's text; an error names `path`, the line and the
    /// problem (a section header without its `]`). A section whose name
    /// is given before, or is one of `reserved` (the built-in variants),
    /// or whose parent is neither a section kept before it nor one of
    /// `reserved`, is skipped with its entries, as Fairy-Stockfish skips
    /// it, and said in `skipped`; a name skipped so is free for a later
    /// section.
    pub(crate) fn parse(path: &str, text: &str, reserved: &[&str]) -> Result<Ini, String> {
        let mut ini = Ini::default();
        // Whether the entries read belong to a section kept.
        let mut keeping = false;
        // The comment lines read since the last line of another kind.
        let mut comment: Vec<String> = Vec::new();
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        for (n, line) in text.lines().enumerate() {
            let line_no = n + 1;
            let line = line.strip_suffix('\r').unwrap_or(line);
            if let Some(text) = line.strip_prefix(['#', ';']) {
                comment.push(text.strip_prefix(' ').unwrap_or(text).to_owned());
                continue;
            }
            let above = std::mem::take(&mut comment);
            if let Some(head) = line.strip_prefix('[') {
                let Some((head, _)) = head.split_once(']') else {
                    return Err(format!(
                        "{path}:{line_no}: a section header without its `]`: `{line}`"
                    ));
                };
                // (`[a:]` has no parent, as in Fairy-Stockfish.)
                let (name, parent) = match head.split_once(':') {
                    Some((name, parent)) if !parent.is_empty() => (name, Some(parent.to_owned())),
                    Some((name, _)) => (name, None),
                    None => (head, None),
                };
                if name.is_empty() {
                    return Err(format!("{path}:{line_no}: a section without a name"));
                }
                if ini.sections.len() == MAX_SECTIONS {
                    return Err(format!(
                        "{path}:{line_no}: more than {MAX_SECTIONS} sections"
                    ));
                }
                keeping = false;
                if let Some(first) = ini.section(name) {
                    ini.skipped.push(format!(
                        "{path}:{line_no}: the section `{name}` is given again (first on line {}); it is skipped, as Fairy-Stockfish skips it",
                        first.line
                    ));
                    continue;
                }
                if reserved.contains(&name) {
                    ini.skipped.push(format!(
                        "{path}:{line_no}: the section `{name}` has the name of a Fairy-Stockfish built-in variant, which Fairy-Stockfish keeps; it is skipped, as Fairy-Stockfish skips it"
                    ));
                    continue;
                }
                if let Some(parent) = parent
                    .as_deref()
                    .filter(|p| !reserved.contains(p) && ini.section(p).is_none())
                {
                    let why = format!(
                        "{path}:{line_no}: [{name}:{parent}] the parent `{parent}` is neither a section before this one nor a Fairy-Stockfish built-in variant; the section is skipped, as Fairy-Stockfish skips it"
                    );
                    ini.why_skipped.insert(name.to_owned(), why.clone());
                    ini.skipped.push(why);
                    continue;
                }
                keeping = true;
                ini.index.insert(name.to_owned(), ini.sections.len());
                ini.sections.push(Section {
                    name: name.to_owned(),
                    parent,
                    line: line_no,
                    entries: Vec::new(),
                    keys: std::collections::HashMap::new(),
                    comment: above,
                });
                continue;
            }
            if !keeping {
                continue;
            }
            let Some(section) = ini.sections.last_mut() else {
                continue;
            };
            let Some((key, value)) = line.split_once('=') else {
                continue;
            };
            let (key, value) = (key.trim_end_matches(' '), value.trim_start());
            if key.is_empty() || value.is_empty() {
                continue;
            }
            let entry = Entry {
                key: key.to_owned(),
                value: value.to_owned(),
                line: line_no,
            };
            match section.keys.get(key) {
                Some(&i) => section.entries[i] = entry,
                None => {
                    section.keys.insert(key.to_owned(), section.entries.len());
                    section.entries.push(entry);
                }
            }
        }
        Ok(ini)
    }

    /// The section named `name`, if the file has one.
    pub(crate) fn section(&self, name: &str) -> Option<&Section> {
        self.index(name).map(|i| &self.sections[i])
    }

    /// The index of the section named `name`, if the file has one.
    pub(crate) fn index(&self, name: &str) -> Option<usize> {
        self.index.get(name).copied()
    }
}

impl Section {
    /// The section written back: its comment, its header and its
    /// entries (each key once, with the value it takes), which read the
    /// same.
    pub(crate) fn text(&self) -> String {
        use std::fmt::Write as _;
        let mut text = String::new();
        for line in &self.comment {
            let _ = writeln!(text, "# {line}");
        }
        let _ = match &self.parent {
            Some(parent) => writeln!(text, "[{}:{parent}]", self.name),
            None => writeln!(text, "[{}]", self.name),
        };
        for entry in &self.entries {
            let _ = writeln!(text, "{} = {}", entry.key, entry.value);
        }
        text
    }

    /// The entry for `key`, if the section gives one.
    pub(crate) fn get(&self, key: &str) -> Option<&Entry> {
        self.keys.get(key).map(|&i| &self.entries[i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_sections_as_fairy_stockfish_does() {
        let text = "# header\nignored = 1\n[a:chess]\nmaxRank = 10 \n ## not a comment = x\n#c = 1\n;d = 2\nnoequals\nempty =\nmaxRank = 9\r\n[b] trailing\nqueen = -\n";
        let ini = Ini::parse("v.ini", text, &["chess"]).unwrap();
        assert_eq!(ini.sections.len(), 2);
        let a = &ini.sections[0];
        assert_eq!(
            (a.name.as_str(), a.parent.as_deref(), a.line),
            ("a", Some("chess"), 3)
        );
        let keys: Vec<(&str, &str, usize)> = a
            .entries
            .iter()
            .map(|e| (e.key.as_str(), e.value.as_str(), e.line))
            .collect();
        assert_eq!(keys, [("maxRank", "9", 10), (" ## not a comment", "x", 5)]);
        assert_eq!(ini.sections[1].parent, None);
        assert_eq!(ini.sections[1].get("queen").unwrap().value, "-");
        // The comment right above a header is the section's; one a key
        // line parts from it is not.
        let ini = Ini::parse(
            "v.ini",
            "# far\n\n[a]\nx = 1\n# what b is\n;  and more\n[b]\n",
            &[],
        )
        .unwrap();
        assert!(ini.sections[0].comment.is_empty());
        assert_eq!(ini.sections[1].comment, ["what b is", " and more"]);
    }

    #[test]
    fn a_section_written_back_reads_the_same() {
        let text = "# what a is\n[a:chess]\nmaxRank = 10 \n ## not a comment = x\nmaxRank = 9\n;c\n[b:a]\nqueen = -\n";
        let ini = Ini::parse("v.ini", text, &["chess"]).unwrap();
        let written: String = ini.sections.iter().map(Section::text).collect();
        let again = Ini::parse("w.ini", &written, &["chess"]).unwrap();
        let again: Vec<&Section> = again.sections.iter().collect();
        let [a, b] = again[..] else {
            panic!("two sections: {written}")
        };
        assert_eq!(a.comment, ["what a is"]);
        assert_eq!((a.name.as_str(), a.parent.as_deref()), ("a", Some("chess")));
        let values: Vec<(&str, &str)> = a
            .entries
            .iter()
            .map(|e| (e.key.as_str(), e.value.as_str()))
            .collect();
        assert_eq!(values, [("maxRank", "9"), (" ## not a comment", "x")]);
        assert_eq!(
            (b.parent.as_deref(), b.comment.as_slice()),
            (Some("a"), &["c".to_owned()][..])
        );
        assert_eq!(b.get("queen").map(|e| e.value.as_str()), Some("-"));
    }

    #[test]
    fn names_the_line_of_a_broken_header() {
        let e = Ini::parse("v.ini", "[a\n", &[]).unwrap_err();
        assert!(e.starts_with("v.ini:1:"), "{e}");
    }

    #[test]
    fn skips_a_repeated_or_reserved_section_as_fairy_stockfish_does() {
        let ini = Ini::parse(
            "v.ini",
            "[a]\nmaxRank = 6\n[a:chess]\nmaxRank = 7\n[chess]\nmaxFile = 3\n[b:a]\n",
            &["chess"],
        )
        .unwrap();
        let names: Vec<&str> = ini.sections.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["a", "b"]);
        assert_eq!(ini.sections[0].get("maxRank").unwrap().value, "6");
        assert_eq!(ini.sections[0].parent, None);
        assert!(ini.sections[1].entries.is_empty());
        assert_eq!(ini.skipped.len(), 2);
        assert!(ini.skipped[0].starts_with("v.ini:3:") && ini.skipped[0].contains("line 1"));
        assert!(ini.skipped[1].starts_with("v.ini:5:") && ini.skipped[1].contains("built-in"));
        // A parent not defined before: skipped, its name free for later.
        let ini = Ini::parse("v.ini", "[a:nosuch]\nmaxRank = 6\n[a:chess]\n", &["chess"]).unwrap();
        assert_eq!(ini.sections.len(), 1);
        assert_eq!(ini.sections[0].parent.as_deref(), Some("chess"));
        assert!(ini.skipped[0].contains("`nosuch`"), "{:?}", ini.skipped);
    }
}
