//! Stones: where the pieces already on the board let a piece be dropped
//! (Fairy-Stockfish's `enclosingDrop`: connect four's drops on top,
//! Othello's that must enclose, Ataxx's next to a piece of one's own,
//! Snort's away from the enemy's) and which enemy pieces a move turns to
//! the mover's side (`flipEnclosedPieces`: Othello's enclosed, Ataxx's
//! around the square landed on).

use crate::notes::{EnclosingDrop, FlipEnclosed, Notes};
use crate::set::{Set, squares};

use super::geometry::{beside, neighbours};

/// The eight directions of a rank, file or diagonal, as steps.
const LINES: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// The board's geometry the stone rules ask of a square: its size, the
/// squares around each square and beside it (north, south, east, west).
#[derive(Clone, Debug)]
struct Around<S> {
    width: i32,
    height: i32,
    ring: Vec<S>,
    beside: Vec<S>,
}

impl<S: Set> Around<S> {
    fn new(width: i32, height: i32) -> Around<S> {
        Around {
            width,
            height,
            ring: neighbours(width, height),
            beside: beside(width, height),
        }
    }

    fn to<T: Set>(&self) -> Around<T> {
        Around {
            width: self.width,
            height: self.height,
            ring: self.ring.iter().map(|s| s.to()).collect(),
            beside: self.beside.iter().map(|s| s.to()).collect(),
        }
    }

    /// The squares around `square`.
    #[inline]
    fn ring(&self, square: u8) -> S {
        self.ring[usize::from(square)]
    }

    /// The squares of `over` that a piece on `square` encloses with one
    /// of `ours`: along each rank, file and diagonal from it, the run of
    /// one or more of `over` that a piece of `ours` ends (any other
    /// square, or the edge, encloses nothing).
    fn enclosed(&self, square: u8, ours: S, over: S) -> S {
        let (w, h) = (self.width, self.height);
        let (f0, r0) = (i32::from(square) % w, i32::from(square) / w);
        let mut found = S::EMPTY;
        for (df, dr) in LINES {
            let mut run = S::EMPTY;
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while (0..w).contains(&f) && (0..h).contains(&r) {
                let at = S::at(r * w + f);
                if over & at == S::EMPTY {
                    if ours & at != S::EMPTY {
                        found |= run;
                    }
                    break;
                }
                run |= at;
                (f, r) = (f + df, r + dr);
            }
        }
        found
    }
}

/// Where a dropped piece may land by the pieces already on the board
/// (`enclosingDrop`, with `enclosingDropStart`), on a board of a size.
#[derive(Clone, Debug)]
pub(crate) struct Enclosing<S> {
    rule: EnclosingDrop,
    /// While one of these squares is empty, drops go there only.
    start: S,
    around: Around<S>,
}

impl<S: Set> Enclosing<S> {
    /// The notes' `enclosing_drop`, if any, on a `width` x `height`
    /// board.
    pub(super) fn new(notes: &Notes, width: i32, height: i32) -> Result<Option<Self>, String> {
        let Some(rule) = notes.enclosing_drop else {
            return Ok(None);
        };
        let start = match &notes.enclosing_start {
            Some(zone) => zone
                .mask(width, height)
                .map_err(|e| format!("`enclosingDropStart`: {e}"))?,
            None => S::EMPTY,
        };
        Ok(Some(Enclosing {
            rule,
            start,
            around: Around::new(width, height),
        }))
    }

    /// The same rule over sets of another type (the fast path's).
    pub(crate) fn to<T: Set>(&self) -> Enclosing<T> {
        Enclosing {
            rule: self.rule,
            start: self.start.to(),
            around: self.around.to(),
        }
    }

    /// The squares where the side with `ours` may drop a piece, the
    /// other side holding `theirs` and `occupied` taken (walls too), as
    /// Fairy-Stockfish decides them, where they are empty and on the
    /// board: the caller keeps those (Ataxx's and Snort's may hold
    /// others).
    pub(crate) fn squares(&self, ours: S, theirs: S, occupied: S) -> S {
        let start = self.start & !occupied;
        if start != S::EMPTY {
            return start;
        }
        let around = &self.around;
        let (w, h) = (around.width, around.height);
        let at = |f: i32, r: i32| S::at(r * w + f);
        let taken = |f: i32, r: i32| {
            (0..w).contains(&f)
                && (0..h).contains(&r)
                && u8::try_from(r * w + f).is_ok_and(|i| occupied.has(i))
        };
        let near = |table: &[S], pieces: S| {
            squares(pieces).fold(S::EMPTY, |set, s| set | table[usize::from(s)])
        };
        let mut set = S::EMPTY;
        match self.rule {
            EnclosingDrop::Top => {
                for f in 0..w {
                    for r in 0..h {
                        if !taken(f, r) && (r == 0 || taken(f, r - 1)) {
                            set |= at(f, r);
                        }
                    }
                }
            }
            EnclosingDrop::AnySide => {
                // From an edge along each of its lines (`lines` of `len`
                // squares, `square(line, i)` the `i`th from the first
                // rank or file; the edge at the line's last square where
                // `far`), where the edge's square is empty: the line's
                // lowest empty square whose neighbour away from the edge
                // is taken, or that ends the line there.
                let mut edge =
                    |lines: i32, len: i32, square: &dyn Fn(i32, i32) -> (i32, i32), far: bool| {
                        let (entry, end, away) = if far {
                            (len - 1, 0, -1)
                        } else {
                            (0, len - 1, 1)
                        };
                        for line in 0..lines {
                            let taken_at = |i: i32| {
                                let (f, r) = square(line, i);
                                (0..len).contains(&i) && taken(f, r)
                            };
                            if taken_at(entry) {
                                continue;
                            }
                            if let Some(i) =
                                (0..len).find(|&i| !taken_at(i) && (i == end || taken_at(i + away)))
                            {
                                let (f, r) = square(line, i);
                                set |= at(f, r);
                            }
                        }
                    };
                // Along ranks from the first file, files from the first
                // rank, files from the last rank, ranks from the last file.
                edge(h, w, &|r, i| (i, r), false);
                edge(w, h, &|f, i| (f, i), false);
                edge(w, h, &|f, i| (f, i), true);
                edge(h, w, &|r, i| (i, r), true);
            }
            EnclosingDrop::Reversi => {
                // (Next to an enemy piece; and as Fairy-Stockfish finds
                // it, its lines pass over walls as over enemy pieces: a
                // drop enclosing walls only is allowed, though it turns
                // nothing over.)
                let walls = occupied & !(ours | theirs);
                for square in squares(near(&around.ring, theirs) & !occupied) {
                    if around.enclosed(square, ours, theirs | walls) != S::EMPTY {
                        set |= S::bit(square);
                    }
                }
            }
            EnclosingDrop::Ataxx => set = near(&around.ring, ours),
            EnclosingDrop::Snort => set = !near(&around.beside, theirs),
        }
        set
    }
}

/// Which enemy pieces a move turns to the mover's side
/// (`flipEnclosedPieces`), on a board of a size.
#[derive(Clone, Debug)]
pub(crate) struct Flipping<S> {
    rule: FlipEnclosed,
    around: Around<S>,
}

impl<S: Set> Flipping<S> {
    /// The notes' `flip_enclosed`, if any, on a `width` x `height` board.
    pub(super) fn new(notes: &Notes, width: i32, height: i32) -> Option<Self> {
        notes.flip_enclosed.map(|rule| Flipping {
            rule,
            around: Around::new(width, height),
        })
    }

    /// The same rule over sets of another type (the fast path's).
    pub(crate) fn to<T: Set>(&self) -> Flipping<T> {
        Flipping {
            rule: self.rule,
            around: self.around.to(),
        }
    }

    /// The pieces of `theirs` that turn to the mover's side after its
    /// piece landed on `to` (a drop where `dropped`), the mover holding
    /// `ours` before the move, as Fairy-Stockfish turns them: before the
    /// piece leaves its square, which may enclose as any other.
    #[inline]
    pub(crate) fn flipped(&self, to: u8, ours: S, theirs: S, dropped: bool) -> S {
        let around = self.around.ring(to);
        match self.rule {
            FlipEnclosed::Reversi => self.around.enclosed(to, ours, theirs),
            FlipEnclosed::Ataxx => around & theirs,
            FlipEnclosed::Quadwrangle if !dropped || around & ours != S::EMPTY => around & theirs,
            FlipEnclosed::Quadwrangle => S::EMPTY,
        }
    }
}
