//! Fairy-Stockfish's value syntaxes (its `parser.cpp`): booleans, ranks,
//! files, regions (`Bitboard`), piece sets and `letter:value` pairs.

use std::collections::BTreeSet;

/// Fairy-Stockfish's largest board, with `largeboards`: 12 files by 10
/// ranks. Its parser refuses a rank or file past them.
const FSF_FILES: u32 = 12;
const FSF_RANKS: u32 = 10;

/// A boolean: exactly `true` is true. Fairy-Stockfish reads anything else
/// as false, warning unless it is `false`: so does this, the warning
/// being the `Err`'s.
pub(super) fn boolean(value: &str) -> (bool, Option<String>) {
    match value {
        "true" => (true, None),
        "false" => (false, None),
        other => (
            false,
            Some(format!(
                "`{other}` is not `true` or `false`; Fairy-Stockfish reads it as `false`, and so does this"
            )),
        ),
    }
}

/// A count (`maxRank`, a limit): a whole number, as C++'s `>>` reads one
/// (digits after optional spaces; what follows is ignored).
pub(super) fn number(value: &str) -> Result<u32, String> {
    let digits: String = value
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits
        .parse()
        .map_err(|_| format!("`{value}` is not a whole number"))
}

/// A rank, from 1 (`castlingRank = 2`), returned from 0.
pub(super) fn rank(value: &str) -> Result<u32, String> {
    match number(value)? {
        r @ 1..=FSF_RANKS => Ok(r - 1),
        _ => Err(format!("`{value}` is not a rank from 1 to {FSF_RANKS}")),
    }
}

/// Castling rights as a FEN writes them (`castlingWins = Qq`; `-` or
/// nothing for none), per side (White, Black), kingside then queenside.
pub(super) fn castling_rights(value: &str) -> Result<[[bool; 2]; 2], String> {
    let mut rights = [[false; 2]; 2];
    // (Fairy-Stockfish reads up to a `-`, spaces skipped.)
    for c in value
        .chars()
        .filter(|c| !c.is_whitespace())
        .take_while(|&c| c != '-')
    {
        let (side, flank) = match c {
            'K' => (0, 0),
            'Q' => (0, 1),
            'k' => (1, 0),
            'q' => (1, 1),
            _ => {
                return Err(format!(
                    "`{c}` is not a castling right: `K`, `Q` (White's kingside, queenside), `k` or `q`"
                ));
            }
        };
        rights[side][flank] = true;
    }
    Ok(rights)
}

/// A file, a letter or a number from 1 (`maxFile = k`, `maxFile = 11`),
/// returned from 0.
pub(super) fn file(value: &str) -> Result<u32, String> {
    let value = value.trim_start();
    let f = match value.chars().next() {
        Some(c) if c.is_ascii_digit() => number(value)?.checked_sub(1),
        Some(c) if c.is_ascii_lowercase() => Some(u32::from(c) - u32::from('a')),
        _ => None,
    };
    f.filter(|&f| f < FSF_FILES)
        .ok_or_else(|| format!("`{value}` is not a file from `a` (1) to `l` ({FSF_FILES})"))
}

/// A region, kept as written (so that a board size set after it, in a
/// section inheriting it, reads it as Fairy-Stockfish does: squares are
/// absolute, and `*8` is the eighth rank whatever the board).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Region(Vec<Area>);

/// A part of a [`Region`], from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Area {
    /// Every square.
    All,
    /// `*N`: a rank.
    Rank(u32),
    /// `X*`: a file.
    File(u32),
    /// `a1`: a square, file then rank.
    Square(u32, u32),
}

impl Region {
    /// The ranks given, from 1 (`Region::ranks(&[8])` is `*8`).
    pub(super) fn ranks(ranks: &[u32]) -> Region {
        Region(ranks.iter().map(|r| Area::Rank(r - 1)).collect())
    }

    /// Every square (Fairy-Stockfish's `AllSquares`, a default no value
    /// writes).
    pub(super) fn all() -> Region {
        Region(vec![Area::All])
    }

    /// Reads `*1 *2 a* d4` (space-separated, up to a `-`; `-` alone is no
    /// square).
    pub(super) fn parse(value: &str) -> Result<Region, String> {
        let mut areas = Vec::new();
        for word in value.split_whitespace() {
            if word == "-" {
                break;
            }
            let bad = || {
                format!(
                    "`{word}` is not `*N` (a rank), `X*` (a file), a square (`d4`) or `-`, as Fairy-Stockfish writes a region"
                )
            };
            let area = if let Some(r) = word.strip_prefix('*') {
                Area::Rank(rank(r).map_err(|_| bad())?)
            } else if let Some(f) = word.strip_suffix('*').filter(|f| f.len() == 1) {
                Area::File(file(f).map_err(|_| bad())?)
            } else {
                let mut chars = word.chars();
                let f = chars
                    .next()
                    .filter(char::is_ascii_alphabetic)
                    .ok_or_else(bad)?;
                let r = rank(chars.as_str()).map_err(|_| bad())?;
                Area::Square(file(&f.to_ascii_lowercase().to_string())?, r)
            };
            areas.push(area);
        }
        Ok(Region(areas))
    }

    /// Whether it holds squares beyond a `width` x `height` board, on
    /// Fairy-Stockfish's own of 12 files and 10 ranks (`*5` on a board of
    /// five files holds f5 to l5), where no piece ever stands.
    pub(super) fn beyond(&self, width: u32, height: u32) -> bool {
        self.0.iter().any(|area| match *area {
            Area::All => width < FSF_FILES || height < FSF_RANKS,
            Area::Rank(_) => width < FSF_FILES,
            Area::File(_) => height < FSF_RANKS,
            Area::Square(f, r) => f >= width || r >= height,
        })
    }

    /// Its squares on a `width` x `height` board, as `(file, rank)` from 0.
    pub(super) fn squares(&self, width: u32, height: u32) -> BTreeSet<(u32, u32)> {
        let mut set = BTreeSet::new();
        for area in &self.0 {
            for r in 0..height {
                for f in 0..width {
                    let inside = match *area {
                        Area::All => true,
                        Area::Rank(rank) => rank == r,
                        Area::File(file) => file == f,
                        Area::Square(file, rank) => (file, rank) == (f, r),
                    };
                    if inside {
                        set.insert((f, r));
                    }
                }
            }
        }
        set
    }
}

/// A piece set's letters (`promotionPieceTypes = qrbn`, `= q r`, `= *`,
/// `= -`), each non-space character a letter of the section's pieces or
/// `*` for all of them; `-` ends the list. `Letters::All` for `*`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Letters {
    /// `*`: every piece.
    All,
    /// The letters, lowercase.
    Some(Vec<char>),
}

/// Reads a piece set's letters; an error names a character that is no
/// letter.
pub(super) fn letters(value: &str) -> Result<Letters, String> {
    let mut out = Vec::new();
    for c in value.chars().filter(|c| !c.is_whitespace()) {
        match c {
            '-' => break,
            '*' => return Ok(Letters::All),
            c if c.is_ascii_alphabetic() => out.push(c.to_ascii_lowercase()),
            other => return Err(format!("`{other}` is not a piece letter, `*` or `-`")),
        }
    }
    Ok(Letters::Some(out))
}

/// Reads `letter:value` pairs, each value read by `read`; an error
/// shows a pair as `usage` says it is written.
fn pairs<T>(
    value: &str,
    usage: &str,
    read: impl Fn(&str) -> Option<T>,
) -> Result<Vec<(char, T)>, String> {
    value
        .split_whitespace()
        .map(|pair| {
            let bad = || format!("`{pair}` is not {usage}");
            let (letter, rest) = pair.split_once(':').ok_or_else(bad)?;
            let letter = crate::notes::one_letter(letter).ok_or_else(bad)?;
            Ok((letter, read(rest).ok_or_else(bad)?))
        })
        .collect()
}

/// Reads `letter:number` pairs (`promotionLimit = q:1 r:2`).
pub(super) fn limits(value: &str) -> Result<Vec<(char, u32)>, String> {
    pairs(value, "`LETTER:COUNT`, as in `q:1`", |count| {
        number(count).ok()
    })
}

/// Reads `base:promoted` letter pairs (`promotedPieceType = p:g r:d`),
/// lowercase; a promoted `-` (`None`) takes the base's promotion away.
pub(super) fn promoted(value: &str) -> Result<Vec<(char, Option<char>)>, String> {
    pairs(value, "`LETTER:LETTER`, as in `p:g`", |promoted| {
        if promoted == "-" {
            Some(None)
        } else {
            crate::notes::one_letter(promoted).map(Some)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_values_as_fairy_stockfish_does() {
        assert!(boolean("true").0);
        assert!(!boolean("true ").0);
        assert!(boolean("yes").1.is_some());
        assert_eq!(file("k"), Ok(10));
        assert_eq!(file("10"), Ok(9));
        assert!(file("m").is_err());
        assert_eq!(rank("10"), Ok(9));
        let region = Region::parse("*1 b* c3 - *5").unwrap();
        let squares = region.squares(3, 3);
        let expected: BTreeSet<(u32, u32)> = [(0, 0), (1, 0), (2, 0), (1, 1), (1, 2), (2, 2)]
            .into_iter()
            .collect();
        assert_eq!(squares, expected);
        assert!(Region::parse("x").is_err());
        assert_eq!(
            letters("nb rq"),
            Ok(Letters::Some(vec!['n', 'b', 'r', 'q']))
        );
        assert_eq!(letters("-"), Ok(Letters::Some(vec![])));
        assert_eq!(letters("*"), Ok(Letters::All));
        assert_eq!(limits("q:1 r:2"), Ok(vec![('q', 1), ('r', 2)]));
        assert_eq!(promoted("p:G r:-"), Ok(vec![('p', Some('g')), ('r', None)]));
        assert!(promoted("pg").is_err() && promoted("p:gg").is_err());
    }
}
