//! The guard of the king in a position with pieces: the squares the
//! enemy attacks where the king may go, the pieces checking it, where
//! other moves must land, and which pieces are pinned to which lines;
//! worked out only from the enemy pieces that reach the king or the
//! squares it may go to.

use super::Pieces;
use crate::set::{Set, squares};

/// The most pins a position's guard keeps: a king's guard pins at most
/// one piece to each ray its enemy's pieces ride or hop along (two pieces
/// pinned along one ray would stand on one line from the king, the
/// farther shielded by the nearer), and the fast path takes no variant
/// with more rays (half as many where the guard of the enemy king is
/// added: see `Fast::unguarded`).
pub(in crate::fast) const MOST_PINS: usize = 16;

/// What keeps the king safe in a position with pieces: where it may not
/// step, who checks it, where other moves must land and which pieces are
/// pinned to which lines.
#[derive(Clone, Copy)]
pub(in crate::fast) struct Guard<S> {
    /// Squares the enemy attacks, through the king.
    pub(in crate::fast) danger: S,
    /// The enemy pieces checking the king.
    pub(in crate::fast) checkers: S,
    /// Where a move other than the king's must land: anywhere out of
    /// check; on the checker or between it and the king in check; nowhere
    /// in double check.
    pub(in crate::fast) block: S,
    /// The side's pieces pinned to their king.
    pub(in crate::fast) pinned: S,
    /// Whether some castling's squares stand empty (else none is legal,
    /// and castlings are not looked for).
    pub(in crate::fast) may_castle: bool,
    pins: [(u8, S); MOST_PINS],
    pin_count: usize,
}

impl<S: Set> Guard<S> {
    /// A guard that keeps nothing from moving but a king from castling
    /// through `danger`: for positions whose moves are all tried.
    pub(in crate::fast) fn open(danger: S) -> Guard<S> {
        Guard {
            danger,
            checkers: S::EMPTY,
            block: S::ALL,
            pinned: S::EMPTY,
            may_castle: true,
            pins: [(0, S::EMPTY); MOST_PINS],
            pin_count: 0,
        }
    }

    /// The same guard letting only captures of `enemies` through (where
    /// a side that can capture must): other moves land on no square of
    /// `block`, and every square but the enemies' is danger to the king
    /// (so it neither steps there nor castles). En passant, which lands
    /// on an empty square, is a capture all the same.
    pub(in crate::fast) fn captures_only(&self, enemies: S) -> Guard<S> {
        Guard {
            danger: self.danger | !enemies,
            block: self.block & enemies,
            ..*self
        }
    }

    /// Keeps a king in check from any move but taking its lone checker
    /// (makpong): every other square becomes danger.
    pub(in crate::fast) fn king_takes_checker(&mut self) {
        if self.checkers.several() {
            self.danger = S::ALL;
        } else if self.checkers != S::EMPTY {
            self.danger |= !self.checkers;
        }
    }

    /// The same guard keeping the pieces `other` pins to their lines too
    /// (at most [`MOST_PINS`] in all, as the variant's rays allow).
    pub(in crate::fast) fn pinning_too(&self, other: &Guard<S>) -> Guard<S> {
        let count = (self.pin_count + other.pin_count).min(MOST_PINS);
        let mut guard = *self;
        guard.pins[self.pin_count..count].copy_from_slice(&other.pins[..count - self.pin_count]);
        guard.pin_count = count;
        guard.pinned |= other.pinned;
        guard
    }

    /// Where a move of the piece on `from` may land.
    #[inline]
    pub(in crate::fast) fn targets(&self, from: u8) -> S {
        if !self.pinned.has(from) {
            return self.block;
        }
        self.pins[..self.pin_count]
            .iter()
            .filter(|&&(square, _)| square == from)
            .fold(self.block, |set, &(_, line)| set & line)
    }
}

/// The sets of a position a guard is worked out from.
pub(in crate::fast) struct Sides<'a, S> {
    /// The side to move.
    pub(in crate::fast) us: usize,
    /// Its king (empty for horde's white).
    pub(in crate::fast) king: S,
    /// The squares the guard's danger must be right on (the king's and
    /// where it may go): enemy pieces that could attack none of them are
    /// not looked at.
    pub(in crate::fast) zone: S,
    /// Its pieces of every kind.
    pub(in crate::fast) own: S,
    /// Every piece on the board.
    pub(in crate::fast) occupied: S,
    /// Both sides' pieces, by slot.
    pub(in crate::fast) slots: &'a [S],
    /// The enemy's pieces.
    pub(in crate::fast) enemy: S,
    /// Whether a king in check may only take its lone checker (makpong).
    pub(in crate::fast) takes_checker: bool,
}

impl<S: Set> Pieces<S> {
    /// The guard of `sides.us`'s king, given the squares `danger` and the
    /// `checkers` of the enemy's pawns and king.
    pub(in crate::fast) fn guard(&self, sides: &Sides<'_, S>, danger: S, checkers: S) -> Guard<S> {
        let mut guard = Guard::open(danger);
        guard.checkers = checkers;
        self.guard_into(sides, &mut guard);
        guard
    }

    /// [`Pieces::guard`] into `guard`, an open guard given the squares and
    /// the checkers of the enemy's pawns and king.
    // (Always inlined: worked out at every node, a call and the sets it
    // is handed cost chess's perft 3% of its instructions.)
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(in crate::fast) fn guard_into(&self, sides: &Sides<'_, S>, guard: &mut Guard<S>) {
        let them = 1 - sides.us;
        let king = sides.king;
        let through = sides.occupied & !king;
        // Squares between a checking rider and the king.
        let mut line = S::EMPTY;
        for (slot, mover) in self.movers.iter().enumerate() {
            for sq in squares(sides.slots[slot] & sides.enemy) {
                let span = mover.capture.span[them][usize::from(sq)];
                if span & sides.zone == S::EMPTY {
                    continue;
                }
                // (The guard's positions have no lame leaps, hops or
                // regions: see `Pieces::tried`.)
                let attacks = self.leaps_and_rides(&mover.capture, them, sq, through);
                guard.danger |= attacks;
                if king == S::EMPTY {
                    continue;
                }
                if attacks & king != S::EMPTY {
                    guard.checkers |= S::bit(sq);
                }
                if span & king == S::EMPTY {
                    continue;
                }
                for &ray in &mover.capture.rides[them] {
                    let ray = &self.rays[ray];
                    let reach = ray.reach[usize::from(sq)];
                    if reach & king == S::EMPTY {
                        continue;
                    }
                    let between = reach & !ray.beyond[usize::from(king.first())] & !king;
                    let on = between & sides.occupied;
                    if on == S::EMPTY {
                        // A check along this ride (a leap check has no
                        // line: its `between` is not on the ride).
                        if mover.capture.leaps[them][usize::from(sq)] & king == S::EMPTY {
                            line |= between;
                        }
                    } else if !on.several()
                        && on & sides.own != S::EMPTY
                        // (Always below: see `MOST_PINS`.)
                        && guard.pin_count < MOST_PINS
                    {
                        guard.pinned |= on;
                        guard.pins[guard.pin_count] = (on.first(), between | S::bit(sq));
                        guard.pin_count += 1;
                    }
                }
            }
        }
        guard.block = if guard.checkers == S::EMPTY {
            S::ALL
        } else if guard.checkers.several() {
            S::EMPTY
        } else {
            guard.checkers | line
        };
        if sides.takes_checker {
            guard.king_takes_checker();
        }
    }
}
