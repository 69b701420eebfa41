//! What attacks what: a piece's reach over the board (leaps, rides, lame
//! leaps, hops, janggi's cannons, the palace diagonals), the attackers of
//! a square, and royalty tested after a move (pseudo-royal pieces).

use pawnshift::Color;

use super::{Board, Kind, Occupied, RuleBook, side_index};
use crate::betza::Movement;
use crate::set::{Set, squares};

impl<S: Set> RuleBook<S> {
    /// The squares the moves of `movement` that pieces can block reach
    /// from `square`: rides, each stopping on the first occupied square;
    /// lame leaps whose passed squares are empty; hops over the first
    /// occupied square, on to the next one (or, for a grasshopper, to the
    /// square just beyond).
    pub(super) fn blockable(&self, square: u8, occupied: S, movement: &Movement) -> S {
        let (f0, r0) = (
            i32::from(square) % self.width,
            i32::from(square) / self.width,
        );
        let bit = |f: i32, r: i32| S::at(r * self.width + f);
        let mut set = S::EMPTY;
        for &((df, dr), range) in &movement.rides {
            let (mut f, mut r) = (f0 + df, r0 + dr);
            let mut steps = 0;
            while steps < range && self.on(f, r) {
                set |= bit(f, r);
                if occupied & bit(f, r) != S::EMPTY {
                    break;
                }
                f += df;
                r += dr;
                steps += 1;
            }
        }
        for lame in &movement.lame {
            let (df, dr) = lame.leap;
            if self.on(f0 + df, r0 + dr)
                && lame
                    .path
                    .iter()
                    .all(|&(pf, pr)| occupied & bit(f0 + pf, r0 + pr) == S::EMPTY)
            {
                set |= bit(f0 + df, r0 + dr);
            }
        }
        for hop in &movement.hops {
            let ((df, dr), grasshopper) = (hop.step, hop.grasshopper);
            let (mut f, mut r) = (f0 + df, r0 + dr);
            let mut screened = false;
            // (Landing at most `range` steps from the start.)
            let mut steps = 1;
            while self.on(f, r) && steps <= hop.range {
                if screened {
                    set |= bit(f, r);
                    if grasshopper || occupied & bit(f, r) != S::EMPTY {
                        break;
                    }
                } else if occupied & bit(f, r) != S::EMPTY {
                    screened = true;
                }
                f += df;
                r += dr;
                steps += 1;
            }
        }
        set
    }

    /// The squares a non-pawn piece of side `side` on `square` attacks
    /// (may capture on).
    pub(super) fn attacks(&self, kind: Kind, side: usize, square: u8, occupied: Occupied<S>) -> S {
        // A piece attacks only where it may stand (its `region`), as
        // Fairy-Stockfish's mobility regions limit both.
        self.reach(kind, side, square, occupied, false) & self.types[kind.index()].region[side]
    }

    /// What blocks and screens pieces in `board`.
    pub(super) fn occupancy(&self, board: &Board<S>) -> Occupied<S> {
        Occupied {
            all: board.occupied(),
            cannons: self.cannons(board),
        }
    }

    /// The janggi cannons of both sides in `board`.
    pub(super) fn cannons(&self, board: &Board<S>) -> S {
        if self.capturing.cannons == 0 {
            return S::EMPTY;
        }
        (0..self.types.len())
            .filter(|i| self.capturing.cannons >> i & 1 != 0)
            .fold(S::EMPTY, |set, i| {
                set | board.pieces[0][i] | board.pieces[1][i]
            })
    }

    /// The squares a non-pawn piece reaches: by its captures, or (`quiet`)
    /// by its moves onto empty squares. A janggi cannon neither hops over
    /// nor lands on another: it reaches what it reaches both over every
    /// piece and over every piece but cannons, less the cannons.
    pub(super) fn reach(
        &self,
        kind: Kind,
        side: usize,
        square: u8,
        occupied: Occupied<S>,
        quiet: bool,
    ) -> S {
        let set = self.reach_over(kind, side, square, occupied.all, quiet);
        if self.capturing.cannons >> kind.index() & 1 == 0 {
            set
        } else {
            set & self.reach_over(kind, side, square, occupied.all & !occupied.cannons, quiet)
                & !occupied.cannons
        }
    }

    /// [`RuleBook::reach`] with `occupied` blocking.
    pub(super) fn reach_over(
        &self,
        kind: Kind,
        side: usize,
        square: u8,
        occupied: S,
        quiet: bool,
    ) -> S {
        let t = &self.types[kind.index()];
        let Some(m) = &t.movement else {
            return S::EMPTY;
        };
        let (tables, moves) = if quiet {
            (&t.quiet_leaps[side], &m[side].quiet)
        } else {
            (&t.leaps[side], &m[side].capture)
        };
        let leaps = tables.get(usize::from(square)).copied().unwrap_or(S::EMPTY);
        let mut set = if moves.blockable() {
            leaps | self.blockable(square, occupied, moves)
        } else {
            leaps
        };
        if self.diagonal_lines.has(square)
            && let Some(diagonal) = &t.diagonal
        {
            let moves = if quiet {
                &diagonal[side].quiet
            } else {
                &diagonal[side].capture
            };
            set |= self.blockable(square, occupied, moves) & self.diagonal_lines;
        }
        set
    }

    /// Whether `by` attacks any square of `targets`.
    pub(super) fn attacked(&self, board: &Board<S>, targets: S, by: Color) -> bool {
        let occupied = self.occupancy(board);
        let theirs = &board.pieces[side_index(by)];
        let pawn_attacks = self.pawns.iter().fold(S::EMPTY, |set, p| {
            set | p.sides[side_index(by)]
                .as_ref()
                .and_then(|s| s.attacks(theirs[p.kind.index()]))
                .unwrap_or(S::EMPTY)
        });
        if pawn_attacks & targets != S::EMPTY {
            return true;
        }
        (1..self.types.len()).any(|index| {
            let kind = Kind(u8::try_from(index).unwrap_or(0));
            squares(theirs[index])
                .any(|sq| self.attacks(kind, side_index(by), sq, occupied) & targets != S::EMPTY)
        })
    }
}
