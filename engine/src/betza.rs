//! Pieces described in Betza notation, the convention of `XBoard` and
//! Fairy-Stockfish, for the pieces pawns promote to and the pieces a
//! kings-and-pawns position may hold: `Q`, `RN`, `WfF` (shogi's gold),
//! `NN` (a nightrider), `W3` (a rook of range 3).
//!
//! Atoms: `W` (1,0), `F` (1,1), `D` (2,0), `N` (2,1), `A` (2,2), `H`
//! (3,0), `C` (3,1), `Z` (3,2), `G` (3,3), and the compounds `K` = `WF`,
//! `R` = `WW`, `B` = `FF`, `Q` = `RB`. A letter written twice (`WW`) or
//! followed by `0` rides without limit; followed by a number `n` it rides
//! at most `n` steps (`R4`, and `K2` = `W2F2`).
//!
//! Direction modifiers before an atom keep some of its moves, read from
//! White's side (forward is north); Black's moves are White's turned by
//! 180 degrees, as Fairy-Stockfish turns them. `f`, `b`, `l`, `r` (forward,
//! backward, left, right), `v` (`f` and `b`), `s` (`l` and `r`); on an
//! atom with eight moves a doubled letter or a pair names fewer: `fN` and
//! `ffN` are the two narrow forward knight moves (shogi's knight), `fsN` the
//! two wide ones, `flN` the wide one to the left, `lfN` the narrow one.
//! So the gold is `WfF`, the silver `FfW`, the lance `fR`. `m` before an
//! atom keeps its moves onto empty squares only, `c` its captures only
//! ([`PieceMoves`]): hoppelpoppel's knibis is `mNcB`.
//!
//! `n` before a leaping atom makes it lame: the leap is blocked by a piece
//! on a square it passes, walked as Fairy-Stockfish walks it (straight
//! while one coordinate has further to go, then diagonally), so xiangqi's
//! horse `nN` is blocked on the orthogonal square next to it and its
//! elephant `nA` on the diagonal one. `p` before an atom makes it a hopper
//! that rides without limit, jumps the first piece on its line and goes on
//! to the next (xiangqi's cannon captures so: `mRcpR`); `g` a grasshopper,
//! landing just beyond that piece (`gQ`). A hopper with a number lands at
//! most that many steps from its start (cannon shogi's `pB2`), unless the
//! piece's other moves of the same mode reach further along the line, as
//! Fairy-Stockfish reads it; with `1`, it is a grasshopper. Other
//! modifiers (initial `i`, …) are refused by name.

use core::fmt;

/// How a piece moves: leaps and rides as White makes them, `(file delta,
/// rank delta)`; [`Movement::turned`] gives Black's.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Movement {
    /// Single jumps `(file delta, rank delta)`.
    pub leaps: Vec<(i32, i32)>,
    /// Rides: a step repeated through empty squares, with the most steps
    /// (`u32::MAX` for no limit).
    pub rides: Vec<((i32, i32), u32)>,
    /// Lame leaps.
    pub lame: Vec<LameLeap>,
    /// Hops along a step: over the first piece met, then on to the next
    /// piece (a cannon), or only to the square just beyond (a
    /// grasshopper).
    pub hops: Vec<Hop>,
}

/// A hop along a step, over the first piece met.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hop {
    /// The step `(file delta, rank delta)`.
    pub step: (i32, i32),
    /// Only to the square just beyond the piece hopped (a grasshopper);
    /// else on to the next piece (a cannon).
    pub grasshopper: bool,
    /// The most steps from the start it lands at (`u32::MAX` for no
    /// limit): a cannon of limited range (Fairy-Stockfish's `pB2`), as
    /// far as the piece's other moves of the same mode along the step
    /// reach, if further (Fairy-Stockfish limits the whole piece's moves
    /// of a mode to the squares its moves reach on an empty board).
    pub range: u32,
}

/// A lame leap: blocked by a piece on a square it passes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LameLeap {
    /// The leap `(file delta, rank delta)`.
    pub leap: (i32, i32),
    /// The squares it passes, each of which must be empty, relative to the
    /// start like the leap.
    pub path: Vec<(i32, i32)>,
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

/// The eight moves of an atom `(a, b)` (`a` ranks and `b` files, or the
/// other way round), each with the direction words that keep it: a
/// one-letter modifier `x` is the word `xx`, a pair `xy` the word `xy`.
/// `v` is `f` and `b`, `s` is `l` and `r`; `h` pairs as Fairy-Stockfish
/// reads it (`fh`: the forward half of a knight's leaps).
fn moves_with_words(a: i32, b: i32) -> [((i32, i32), &'static [&'static str]); 8] {
    [
        ((b, a), &["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-b, a), &["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
        ((a, b), &["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-a, b), &["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((a, -b), &["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-a, -b), &["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((b, -a), &["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-b, -a), &["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
    ]
}

/// The moves of atom `(a, b)` that the direction words keep (all of
/// them without words), each once.
fn directed(a: i32, b: i32, words: &[String]) -> Vec<(i32, i32)> {
    let mut list = Vec::new();
    for (delta, keep) in moves_with_words(a, b) {
        if (words.is_empty() || words.iter().any(|w| keep.contains(&w.as_str())))
            && !list.contains(&delta)
        {
            list.push(delta);
        }
    }
    list
}

/// Splits the direction letters before an atom into words: a doubled
/// letter or a vertical-sideways pair of adjacent letters is one word, a
/// lone letter `x` the word `xx` (a space parts letters another modifier
/// stood between: `fcl` is `f` and `l`, as Fairy-Stockfish reads it). `h`
/// is vertical and sideways both. On an orthogonal atom (one step along a
/// line) a pair names its two letters' lines, so `fsW` is forward and
/// sideways.
fn words(letters: &[char], orthogonal: bool) -> Vec<String> {
    let vertical = |c: char| matches!(c, 'f' | 'b' | 'v' | 'h');
    let sideways = |c: char| matches!(c, 'l' | 'r' | 's' | 'h');
    let mut out = Vec::new();
    let mut i = 0;
    while i < letters.len() {
        let one = letters[i];
        if one == ' ' {
            i += 1;
            continue;
        }
        match letters.get(i + 1) {
            Some(&two)
                if two == one
                    || vertical(one) && sideways(two)
                    || sideways(one) && vertical(two) =>
            {
                if orthogonal && two != one {
                    out.push(format!("{one}{one}"));
                    out.push(format!("{two}{two}"));
                } else {
                    out.push(format!("{one}{two}"));
                }
                i += 2;
            }
            _ => {
                out.push(format!("{one}{one}"));
                i += 1;
            }
        }
    }
    out
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
    /// Parses a Betza string whose moves all move and capture alike.
    pub fn parse(betza: &str) -> Result<Movement, BetzaError> {
        let piece = PieceMoves::parse(betza)?;
        if piece.quiet != piece.capture {
            return Err(BetzaError {
                betza: betza.to_owned(),
                message: "the piece moves one way and captures another (`m`, `c`)".to_owned(),
            });
        }
        Ok(piece.capture)
    }
}

/// A piece's moves onto empty squares and its captures, which Betza's `m`
/// (move only) and `c` (capture only) tell apart: `mNcB` moves as a knight
/// and captures as a bishop.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PieceMoves {
    /// Moves onto empty squares.
    pub quiet: Movement,
    /// Captures, and the squares the piece attacks.
    pub capture: Movement,
}

impl PieceMoves {
    /// Parses a Betza string; the empty string is a piece that never
    /// moves (Fairy-Stockfish's `immobile`).
    pub fn parse(betza: &str) -> Result<PieceMoves, BetzaError> {
        let error = |message: String| BetzaError {
            betza: betza.to_owned(),
            message,
        };
        let mut piece = PieceMoves::default();
        if betza.is_empty() {
            // Fairy-Stockfish's `immobile` piece: it never moves.
            return Ok(piece);
        }
        let (mut quiet_only, mut capture_only) = (false, false);
        // `n` (lame) and `p`/`g` (hopper: `Some(grasshopper)`) before the
        // atom.
        let (mut lame, mut hop) = (false, None::<bool>);
        let mut letters = Vec::new();
        let mut chars = betza.chars().peekable();
        while let Some(c) = chars.next() {
            let (atoms, default_range): (Vec<char>, u32) = match (compound(c), atom(c)) {
                (Some((atoms, range)), _) => (atoms.to_vec(), range),
                (None, Some(_)) => (vec![c], 1),
                (None, None) if "fbvlrsh".contains(c) => {
                    letters.push(c);
                    continue;
                }
                (None, None) if "mcnpg".contains(c) => {
                    // (It parts the direction letters around it.)
                    if letters.last().is_some_and(|&l| l != ' ') {
                        letters.push(' ');
                    }
                    match c {
                        'm' => quiet_only = true,
                        'c' => capture_only = true,
                        'n' => lame = true,
                        _ => hop = Some(c == 'g'),
                    }
                    continue;
                }
                (None, None) if c.is_ascii_lowercase() => {
                    return Err(error(format!(
                        "the modifier `{c}` is not supported: write atoms (`W`, `F`, `D`, `N`, `A`, `H`, `C`, `Z`, `G`, `K`, `R`, `B`, `Q`) with direction modifiers (`f`, `b`, `l`, `r`, `v`, `s`, `h`), `m` (move only) or `c` (capture only), `n` (lame), `p` (hopper) or `g` (grasshopper)"
                    )));
                }
                (None, None) => {
                    return Err(error(format!(
                        "unknown atom `{c}`; expected one of `W`, `F`, `D`, `N`, `A`, `H`, `C`, `Z`, `G`, `K`, `R`, `B`, `Q`"
                    )));
                }
            };
            let (range, numbered) = read_range(&mut chars, c, default_range).map_err(error)?;
            // Orthogonal: one atom along a line (`W`, `D`, `H`, `R`).
            let orthogonal = atoms.len() == 1 && atom(atoms[0]).is_some_and(|(_, b)| b == 0);
            let words = words(&letters, orthogonal);
            letters.clear();
            // Neither `m` nor `c` (or both): the move does both.
            let (quiet, capture) = if quiet_only == capture_only {
                (true, true)
            } else {
                (quiet_only, capture_only)
            };
            (quiet_only, capture_only) = (false, false);
            let how = Way::of(c, range, numbered, lame, hop).map_err(error)?;
            (lame, hop) = (false, None);
            for (a, b) in atoms.into_iter().filter_map(atom) {
                for delta in directed(a, b, &words) {
                    if quiet {
                        piece.quiet.add(delta, how);
                    }
                    if capture {
                        piece.capture.add(delta, how);
                    }
                }
            }
        }
        if let Some(c) = letters
            .iter()
            .copied()
            .find(|&c| c != ' ')
            .or(lame.then_some('n'))
            .or(hop.map(|g| if g { 'g' } else { 'p' }))
        {
            return Err(error(format!(
                "the modifier `{c}` at the end modifies no atom"
            )));
        }
        if quiet_only || capture_only {
            let c = if quiet_only { 'm' } else { 'c' };
            return Err(error(format!(
                "the modifier `{c}` at the end modifies no atom"
            )));
        }
        if piece.quiet.is_empty() && piece.capture.is_empty() {
            return Err(error("the piece has no moves".to_owned()));
        }
        piece.quiet.tidy();
        piece.capture.tidy();
        Ok(piece)
    }

    /// The same moves turned by 180 degrees: Black's, from White's.
    #[must_use]
    pub fn turned(&self) -> PieceMoves {
        PieceMoves {
            quiet: self.quiet.turned(),
            capture: self.capture.turned(),
        }
    }
}

impl Movement {
    fn is_empty(&self) -> bool {
        self.leaps.is_empty() && !self.blockable()
    }

    /// Whether some of its moves depend on the pieces around it (rides,
    /// lame leaps, hops).
    #[must_use]
    pub fn blockable(&self) -> bool {
        !(self.rides.is_empty() && self.lame.is_empty() && self.hops.is_empty())
    }

    /// Drops a leap that a ride of the same step already makes, and
    /// widens a hop of limited range to what the other moves along its
    /// step reach.
    fn tidy(&mut self) {
        let rides = self.rides.clone();
        self.leaps.retain(|l| !rides.iter().any(|(d, _)| d == l));
        let reaches: Vec<u32> = (self.hops.iter())
            .map(|hop| self.reach_along(hop.step))
            .collect();
        for (hop, reach) in self.hops.iter_mut().zip(reaches) {
            hop.range = hop.range.max(reach);
        }
    }

    /// The most steps of `step` the moves reach on an empty board (0 for
    /// none), as Fairy-Stockfish limits a hopper of limited range.
    fn reach_along(&self, step: (i32, i32)) -> u32 {
        // How many `step`s make `delta`, if a whole number of them.
        let steps = |(df, dr): (i32, i32)| {
            let n = if step.0 == 0 {
                dr.checked_div(step.1)
            } else {
                df.checked_div(step.0)
            }?;
            (n > 0 && (step.0 * n, step.1 * n) == (df, dr)).then(|| n.unsigned_abs())
        };
        let leaps = (self.leaps.iter().copied())
            .chain(self.lame.iter().map(|l| l.leap))
            .filter_map(steps);
        let rides = (self.rides.iter())
            .filter(|(d, _)| *d == step)
            .map(|&(_, range)| range);
        let hops = (self.hops.iter())
            .filter(|h| h.step == step)
            .map(|h| h.range);
        leaps.chain(rides).chain(hops).max().unwrap_or(0)
    }

    /// Adds one move: a leap, a ride of `range` steps, a lame leap or a
    /// hop.
    fn add(&mut self, dir: (i32, i32), how: Way) {
        match how {
            Way::Plain(1) => {
                if !self.leaps.contains(&dir) {
                    self.leaps.push(dir);
                }
            }
            Way::Plain(range) => {
                if let Some(ride) = self.rides.iter_mut().find(|(d, _)| *d == dir) {
                    ride.1 = ride.1.max(range);
                } else {
                    self.rides.push((dir, range));
                }
            }
            Way::Lame => {
                if self.lame.iter().all(|l| l.leap != dir) {
                    self.lame.push(LameLeap {
                        leap: dir,
                        path: lame_path(dir),
                    });
                }
            }
            Way::Hop(grasshopper, range) => {
                let hop = Hop {
                    step: dir,
                    grasshopper,
                    range,
                };
                if let Some(same) =
                    (self.hops.iter_mut()).find(|h| h.step == dir && h.grasshopper == grasshopper)
                {
                    same.range = same.range.max(range);
                } else {
                    self.hops.push(hop);
                }
            }
        }
    }

    /// The same moves turned by 180 degrees: Black's, from White's.
    #[must_use]
    pub fn turned(&self) -> Movement {
        Movement {
            leaps: self.leaps.iter().map(|&(f, r)| (-f, -r)).collect(),
            rides: self
                .rides
                .iter()
                .map(|&((f, r), n)| ((-f, -r), n))
                .collect(),
            lame: self
                .lame
                .iter()
                .map(|l| LameLeap {
                    leap: (-l.leap.0, -l.leap.1),
                    path: l.path.iter().map(|&(f, r)| (-f, -r)).collect(),
                })
                .collect(),
            hops: (self.hops.iter())
                .map(|&h| Hop {
                    step: (-h.step.0, -h.step.1),
                    ..h
                })
                .collect(),
        }
    }
}

/// The range after atom letter `c`: doubled, it rides without limit;
/// followed by a number `n`, at most `n` steps (`0`: without limit); else
/// `default`. `true` with a range limited by a number.
fn read_range(
    chars: &mut core::iter::Peekable<core::str::Chars<'_>>,
    c: char,
    default: u32,
) -> Result<(u32, bool), String> {
    if chars.peek() == Some(&c) {
        chars.next();
        return Ok((u32::MAX, false));
    }
    let mut digits = String::new();
    while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
        digits.push(d);
        chars.next();
    }
    if digits.is_empty() {
        return Ok((default, false));
    }
    match digits.parse::<u32>() {
        Ok(0) => Ok((u32::MAX, false)),
        Ok(n) => Ok((n, true)),
        Err(_) => Err(format!("range `{digits}` is too large")),
    }
}

/// How an atom moves once its modifiers are read.
#[derive(Clone, Copy)]
enum Way {
    /// Leaps (range 1) or rides at most `range` steps.
    Plain(u32),
    /// A lame leap.
    Lame,
    /// A hop (`true` for a grasshopper) landing at most `range` steps
    /// from the start.
    Hop(bool, u32),
}

impl Way {
    /// How atom letter `c` moves with its range (`numbered`: limited by a
    /// number), `n` (`lame`) and `p` or `g` (`hop`: `Some(grasshopper)`).
    fn of(
        c: char,
        range: u32,
        numbered: bool,
        lame: bool,
        hop: Option<bool>,
    ) -> Result<Way, String> {
        match (lame, hop) {
            (true, Some(_)) => Err(format!(
                "`n` (lame) and a hopper modifier both before `{c}`"
            )),
            (true, None) if range != 1 => Err(format!(
                "a lame rider (`n` before the riding `{c}`) is not supported; `n` makes a leap lame"
            )),
            (true, None) => Ok(Way::Lame),
            // (As Fairy-Stockfish: a hop of range 1 is a grasshopper's, a
            // grasshopper of greater range a cannon's of that range.)
            (false, Some(_)) if numbered && range == 1 => Ok(Way::Hop(true, u32::MAX)),
            (false, Some(_)) if numbered => Ok(Way::Hop(false, range)),
            (false, Some(grasshopper)) => Ok(Way::Hop(grasshopper, u32::MAX)),
            (false, None) => Ok(Way::Plain(range)),
        }
    }
}

/// The squares a lame leap passes, as Fairy-Stockfish walks them: a
/// straight step along the coordinate with further to go, a diagonal step
/// while both have as far.
fn lame_path((df, dr): (i32, i32)) -> Vec<(i32, i32)> {
    let (mut f, mut r) = (0, 0);
    let mut path = Vec::new();
    loop {
        let (left_f, left_r) = ((df - f).abs(), (dr - r).abs());
        if left_f >= left_r {
            f += (df - f).signum();
        }
        if left_r >= left_f {
            r += (dr - r).signum();
        }
        if (f, r) == (df, dr) {
            return path;
        }
        path.push((f, r));
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

    fn sorted(mut list: Vec<(i32, i32)>) -> Vec<(i32, i32)> {
        list.sort_unstable();
        list
    }

    #[test]
    fn direction_modifiers_keep_the_moves_they_name() {
        // Shogi's gold, silver, knight and lance, Fairy-Stockfish's Betza.
        let gold = Movement::parse("WfF").unwrap();
        assert_eq!(
            sorted(gold.leaps),
            vec![(-1, 0), (-1, 1), (0, -1), (0, 1), (1, 0), (1, 1)]
        );
        let silver = Movement::parse("FfW").unwrap();
        assert_eq!(
            sorted(silver.leaps),
            vec![(-1, -1), (-1, 1), (0, 1), (1, -1), (1, 1)]
        );
        let knight = Movement::parse("fN").unwrap();
        assert_eq!(sorted(knight.leaps.clone()), vec![(-1, 2), (1, 2)]);
        assert_eq!(Movement::parse("ffN").unwrap(), knight);
        assert_eq!(
            sorted(Movement::parse("fsN").unwrap().leaps),
            vec![(-2, 1), (2, 1)]
        );
        assert_eq!(Movement::parse("flN").unwrap().leaps, vec![(-2, 1)]);
        assert_eq!(Movement::parse("lfN").unwrap().leaps, vec![(-1, 2)]);
        let lance = Movement::parse("fR").unwrap();
        assert_eq!(lance.rides, vec![((0, 1), u32::MAX)]);
        // A pair on an orthogonal atom names two lines: xiangqi's soldier.
        assert_eq!(
            sorted(Movement::parse("fsW").unwrap().leaps),
            vec![(-1, 0), (0, 1), (1, 0)]
        );
        assert_eq!(Movement::parse("flF").unwrap().leaps, vec![(-1, 1)]);
        assert_eq!(
            sorted(Movement::parse("vW").unwrap().leaps),
            vec![(0, -1), (0, 1)]
        );
        // Torishogi's goose: forward alfil, backward dabbaba.
        assert_eq!(
            sorted(Movement::parse("fAbD").unwrap().leaps),
            vec![(-2, 2), (0, -2), (2, 2)]
        );
        // Black's moves are White's turned.
        assert_eq!(knight.turned().leaps, vec![(-1, -2), (1, -2)]);
        // `h` as Fairy-Stockfish reads it: `fh` the four forward leaps,
        // `bh` the four backward ones, `hh` none.
        assert_eq!(
            sorted(Movement::parse("fhN").unwrap().leaps),
            vec![(-2, 1), (-1, 2), (1, 2), (2, 1)]
        );
        assert_eq!(
            sorted(Movement::parse("bhN").unwrap().leaps),
            vec![(-2, -1), (-1, -2), (1, -2), (2, -1)]
        );
        assert!(Movement::parse("hN").is_err());
        // Letters another modifier parts do not pair (`fcl`: `f` and `l`).
        assert_eq!(
            sorted(PieceMoves::parse("fclF").unwrap().capture.leaps),
            vec![(-1, -1), (-1, 1), (1, 1)]
        );
        assert_eq!(
            sorted(PieceMoves::parse("fmrN").unwrap().quiet.leaps),
            vec![(-1, 2), (1, 2), (2, -1), (2, 1)]
        );
    }

    #[test]
    fn move_only_and_capture_only_moves_are_apart() {
        let knibis = PieceMoves::parse("mNcB").unwrap();
        assert_eq!(knibis.quiet.leaps.len(), 8);
        assert!(knibis.quiet.rides.is_empty());
        assert_eq!(knibis.capture, Movement::parse("B").unwrap());
        // Spartan's lieutenant: F and A both ways, sideways W moves only.
        let lieutenant = PieceMoves::parse("FAsmW").unwrap();
        assert_eq!(lieutenant.quiet.leaps.len(), 10);
        assert_eq!(lieutenant.capture.leaps.len(), 8);
        assert_eq!(
            PieceMoves::parse("mcK").unwrap().quiet,
            Movement::parse("K").unwrap()
        );
        assert_eq!(knibis.turned().capture, knibis.capture.turned());
    }

    #[test]
    fn lame_leapers_and_hoppers() {
        // Xiangqi's horse is blocked on the orthogonal square next to it,
        // its elephant on the diagonal one.
        let horse = Movement::parse("nN").unwrap();
        assert!(horse.leaps.is_empty());
        assert_eq!(horse.lame.len(), 8);
        let lame = |leap, path: &[(i32, i32)]| LameLeap {
            leap,
            path: path.to_vec(),
        };
        assert!(horse.lame.contains(&lame((1, 2), &[(0, 1)])));
        assert!(horse.lame.contains(&lame((2, -1), &[(1, 0)])));
        let elephant = Movement::parse("nA").unwrap();
        assert!(elephant.lame.contains(&lame((-2, 2), &[(-1, 1)])));
        // A (3, 2) leap passes two squares.
        assert_eq!(lame_path((3, 2)), vec![(1, 0), (2, 1)]);
        // The cannon moves as a rook and captures by hopping.
        let cannon = PieceMoves::parse("mRcpR").unwrap();
        assert_eq!(cannon.quiet, Movement::parse("R").unwrap());
        assert!(cannon.capture.rides.is_empty());
        assert_eq!(cannon.capture.hops.len(), 4);
        assert!(cannon.capture.hops.iter().all(|h| !h.grasshopper));
        let grasshopper = Movement::parse("gQ").unwrap();
        assert_eq!(grasshopper.hops.len(), 8);
        assert!(grasshopper.hops.iter().all(|h| h.grasshopper));
        assert!(grasshopper.blockable() && !Movement::parse("N").unwrap().blockable());
        // Hoppers of limited range, as Fairy-Stockfish reads them: `pB2`
        // lands at most two steps away, `pR1` is a grasshopper, and a
        // mode's other moves along the step widen the range.
        let wyvern = PieceMoves::parse("mRpRmFpB2").unwrap();
        let range = |m: &Movement, step| m.hops.iter().find(|h| h.step == step).map(|h| h.range);
        assert_eq!(range(&wyvern.capture, (1, 1)), Some(2));
        assert_eq!(range(&wyvern.quiet, (1, 1)), Some(2));
        assert_eq!(range(&wyvern.capture, (0, 1)), Some(u32::MAX));
        let xebec = PieceMoves::parse("mRpR2").unwrap();
        assert_eq!(range(&xebec.capture, (1, 0)), Some(2));
        assert_eq!(range(&xebec.quiet, (1, 0)), Some(u32::MAX));
        let far = PieceMoves::parse("pR2H").unwrap();
        assert_eq!(range(&far.capture, (0, -1)), Some(3));
        let yak = Movement::parse("pB1").unwrap();
        assert!(
            yak.hops
                .iter()
                .all(|h| h.grasshopper && h.range == u32::MAX)
        );
        assert_eq!(yak.turned().hops.len(), 4);
        // Black's are turned, passed squares too.
        assert!(horse.turned().lame.contains(&lame((-1, -2), &[(0, -1)])));
    }

    #[test]
    fn unsupported_input_is_named() {
        let e = Movement::parse("fmWfcF").unwrap_err();
        assert!(
            e.to_string().contains("moves one way and captures another"),
            "{e}"
        );
        let e = PieceMoves::parse("ifmW").unwrap_err();
        assert!(
            e.to_string().contains("the modifier `i` is not supported"),
            "{e}"
        );
        let e = PieceMoves::parse("nR").unwrap_err();
        assert!(e.to_string().contains("a lame rider"), "{e}");
        let e = PieceMoves::parse("npN").unwrap_err();
        assert!(e.to_string().contains("`n` (lame) and a hopper"), "{e}");
        let e = PieceMoves::parse("Wp").unwrap_err();
        assert!(
            e.to_string().contains("`p` at the end modifies no atom"),
            "{e}"
        );
        assert!(
            PieceMoves::parse("Wm")
                .unwrap_err()
                .to_string()
                .contains("modifies no atom")
        );
        let e = Movement::parse("WfFf").unwrap_err();
        assert!(e.to_string().contains("modifies no atom"), "{e}");
        let e = Movement::parse("NX").unwrap_err();
        assert!(e.to_string().contains("unknown atom `X`"), "{e}");
        // Fairy-Stockfish's `immobile`: no moves at all.
        assert_eq!(PieceMoves::parse("").ok(), Some(PieceMoves::default()));
    }
}
