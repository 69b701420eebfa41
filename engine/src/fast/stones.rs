//! Stones: where the pieces on the board let a piece be dropped
//! (connect four's on top, Othello's enclosing, Ataxx's beside its own:
//! applied by `Fast::drops` and `Fast::piece_drops`), hands that never
//! run out (Ataxx's), and stones that change sides: after a move, the
//! enemy pieces its piece encloses or lands beside turn to the mover's
//! side, as the rules' `Flipping` says.

use super::pieces::Pieces;
use super::position::{Held, Pos};
use super::{Fast, FastSide, index_mask};
use crate::rules::{Enclosing, Flipping, Kind, RuleBook};
use crate::set::Set;

/// The stone rules as the fast path plays them.
pub(super) struct Stones<S> {
    /// Where the pieces on the board let a piece be dropped, if they
    /// decide it.
    pub(super) enclosing: Option<Enclosing<S>>,
    /// Where a hand never runs out, the slots of the pieces a side may
    /// drop whatever its hand holds (each kind's own, not the kings'), as
    /// a mask.
    pub(super) free_slots: u32,
    /// Which enemy pieces a move turns to the mover's side, if any.
    pub(super) flipping: Option<Flipping<S>>,
}

impl<S: Set> Stones<S> {
    /// The stone rules of `rules`, pieces kept in the slots of `moved`.
    pub(super) fn new<B: Set>(rules: &RuleBook<B>, moved: &Pieces<S>) -> Stones<S> {
        // (Every kind's own slot but the kings'.)
        let free = (0..moved.len())
            .filter(|&slot| moved.kind(slot).0 != Kind::KING)
            .filter(|&slot| moved.slot(moved.kind(slot).0, false) == Some(slot));
        Stones {
            enclosing: rules.enclosing().map(Enclosing::to),
            free_slots: if rules.free_drops() {
                index_mask(free)
            } else {
                0
            },
            flipping: rules.flipping().map(Flipping::to),
        }
    }

    /// Whether a hand never runs out of the pieces of `slot`.
    #[inline]
    pub(super) fn free(&self, slot: usize) -> bool {
        self.free_slots >> slot & 1 != 0
    }
}

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// `next`, which follows a move of `p`'s side to move, with the enemy
    /// pieces its piece encloses or lands beside turned to its side, as
    /// `flipping` says (none after a pass).
    #[inline(never)]
    pub(super) fn flipped(
        &self,
        flipping: &Flipping<S>,
        p: &Pos<S, R>,
        next: &Pos<S, R>,
    ) -> Pos<S, R> {
        let us = p.side;
        let (before, after) = (p.own(us), next.own(us));
        let landed = after & !before;
        if landed == S::EMPTY {
            return *next;
        }
        // (A drop leaves no square.)
        let dropped = before & !after == S::EMPTY;
        // (Kings and pawns never turn, a king kept in a slot neither.)
        let kings = Held::of(Kind::KING, &self.pieces).on(next, 1 - us);
        let theirs = next.men(1 - us) & !kings;
        let turned = flipping.flipped(landed.first(), before, theirs, dropped);
        let mut flipped = *next;
        flipped.win_over(us, turned);
        flipped
    }
}
