//! Pieces described in Betza notation, the convention of `XBoard` and
//! Fairy-Stockfish, for the pieces pawns promote to: `Q`, `RN`, `WF`,
//! `NN` (a nightrider), `W3` (a rook of range 3).
//!
//! The subset here is the one promoted pieces need in a kings-and-pawns
//! engine: leapers and riders that move and capture alike in every
//! direction. Atoms: `W` (1,0), `F` (1,1), `D` (2,0), `N` (2,1), `A`
//! (2,2), `H` (3,0), `C` (3,1), `Z` (3,2), `G` (3,3), and the compounds
//! `K` = `WF`, `R` = `WW`, `B` = `FF`, `Q` = `RB`. A letter written twice
//! (`WW`) or followed by `0` rides without limit; followed by a number
//! `n` it rides at most `n` steps (`R4`, and `K2` = `W2F2`). Modifiers (`f`, `m`, `c`, …) are refused
//! by name: pieces here move the same way in all eight directions.

use core::fmt;

/// How a piece moves: leaps and rides, each in all its symmetric directions.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Movement {
    /// Single jumps `(file delta, rank delta)`.
    pub leaps: Vec<(i32, i32)>,
    /// Rides: a step repeated through empty squares, with the most steps
    /// (`u32::MAX` for no limit).
    pub rides: Vec<((i32, i32), u32)>,
}

/// A Betza string the engine cannot read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetzaError {
    /// The string.
    pub betza: String,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Betza `{}`: {}", self.betza, self.message)
    }
}

impl std::error::Error for BetzaError {}

/// The eight (or four) directions of an `(a, b)` leap.
fn symmetric(a: i32, b: i32) -> Vec<(i32, i32)> {
    let mut list = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            if !list.contains(&(x * sx, y * sy)) {
                list.push((x * sx, y * sy));
            }
        }
    }
    list
}

/// The leap of an atom letter.
fn atom(letter: char) -> Option<(i32, i32)> {
    Some(match letter {
        'W' => (1, 0),
        'F' => (1, 1),
        'D' => (2, 0),
        'N' => (2, 1),
        'A' => (2, 2),
        'H' => (3, 0),
        'C' => (3, 1),
        'Z' => (3, 2),
        'G' => (3, 3),
        _ => return None,
    })
}

/// The atoms of a compound letter and their range without a suffix.
fn compound(letter: char) -> Option<(&'static [char], u32)> {
    Some(match letter {
        'K' => (&['W', 'F'], 1),
        'R' => (&['W'], u32::MAX),
        'B' => (&['F'], u32::MAX),
        'Q' => (&['W', 'F'], u32::MAX),
        _ => return None,
    })
}

impl Movement {
    /// Parses a Betza string.
    pub fn parse(betza: &str) -> Result<Movement, BetzaError> {
        let error = |message: String| BetzaError {
            betza: betza.to_owned(),
            message,
        };
        if betza.is_empty() {
            return Err(error("the piece has no moves".to_owned()));
        }
        let mut movement = Movement::default();
        let mut chars = betza.chars().peekable();
        while let Some(c) = chars.next() {
            let (atoms, default_range): (Vec<char>, u32) = match (compound(c), atom(c)) {
                (Some((atoms, range)), _) => (atoms.to_vec(), range),
                (None, Some(_)) => (vec![c], 1),
                (None, None) if c.is_ascii_lowercase() => {
                    return Err(error(format!(
                        "the modifier `{c}` is not supported: promoted pieces here move and capture alike in every direction, so write atoms only (`W`, `F`, `D`, `N`, `A`, `H`, `C`, `Z`, `G`, `K`, `R`, `B`, `Q`)"
                    )));
                }
                (None, None) => {
                    return Err(error(format!(
                        "unknown atom `{c}`; expected one of `W`, `F`, `D`, `N`, `A`, `H`, `C`, `Z`, `G`, `K`, `R`, `B`, `Q`"
                    )));
                }
            };
            // A doubled letter rides without limit, a number limits the ride.
            let mut range = default_range;
            if chars.peek() == Some(&c) {
                chars.next();
                range = u32::MAX;
            } else if chars.peek().is_some_and(char::is_ascii_digit) {
                let mut digits = String::new();
                while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
                    digits.push(d);
                    chars.next();
                }
                range = match digits.parse::<u32>() {
                    Ok(0) => u32::MAX,
                    Ok(n) => n,
                    Err(_) => return Err(error(format!("range `{digits}` is too large"))),
                };
            }
            for leap in atoms.into_iter().filter_map(atom) {
                movement.add(leap, range);
            }
        }
        // A leap that a ride of the same step already makes adds nothing.
        let rides = movement.rides.clone();
        movement
            .leaps
            .retain(|l| !rides.iter().any(|(d, _)| d == l));
        Ok(movement)
    }

    /// Adds an atom's directions, leaping (`range` 1) or riding.
    fn add(&mut self, (a, b): (i32, i32), range: u32) {
        for dir in symmetric(a, b) {
            if range == 1 {
                if !self.leaps.contains(&dir) {
                    self.leaps.push(dir);
                }
            } else if let Some(ride) = self.rides.iter_mut().find(|(d, _)| *d == dir) {
                ride.1 = ride.1.max(range);
            } else {
                self.rides.push((dir, range));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atoms_compounds_and_riders() {
        let knight = Movement::parse("N").unwrap();
        assert_eq!(knight.leaps.len(), 8);
        assert!(knight.rides.is_empty());
        let queen = Movement::parse("Q").unwrap();
        assert!(queen.leaps.is_empty());
        assert_eq!(queen.rides.len(), 8);
        let amazon = Movement::parse("QN").unwrap();
        assert_eq!((amazon.leaps.len(), amazon.rides.len()), (8, 8));
        let king = Movement::parse("K").unwrap();
        assert_eq!(king.leaps.len(), 8);
        let short_rook = Movement::parse("W3").unwrap();
        assert!(short_rook.rides.iter().all(|&(_, n)| n == 3));
        assert_eq!(Movement::parse("WW"), Movement::parse("R"));
        assert_eq!(Movement::parse("W0"), Movement::parse("R"));
        // A compound takes the range too.
        assert_eq!(Movement::parse("R4"), Movement::parse("W4"));
        assert_eq!(Movement::parse("K2"), Movement::parse("W2F2"));
        assert_eq!(Movement::parse("Q3"), Movement::parse("W3F3"));
    }

    #[test]
    fn unsupported_input_is_named() {
        let e = Movement::parse("fmWfcF").unwrap_err();
        assert!(
            e.to_string().contains("the modifier `f` is not supported"),
            "{e}"
        );
        let e = Movement::parse("NX").unwrap_err();
        assert!(e.to_string().contains("unknown atom `X`"), "{e}");
        assert!(Movement::parse("").is_err());
    }
}
