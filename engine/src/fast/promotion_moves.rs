//! Promotions by a move of their own (sittuyin's): while a side has none
//! of the piece, a pawn in its zone (any pawn, when it is the side's last)
//! becomes one in place or on an empty square the piece's move reaches,
//! where the piece attacks no enemy piece and the move gives no check.

use super::pieces::{Guard, slots_in};
use super::played::Played;
use super::position::{Held, Pos};
use super::{Fast, FastSide};
use crate::set::{Set, squares};

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// Calls `visit` with the position after each promotion by a move of
    /// its own of `p`'s side to move, legal by `guard` (an open one where
    /// the caller tries each move).
    pub(super) fn each_promotion_move(
        &self,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        visit: &mut dyn FnMut(Played, &Pos<S, R>),
    ) {
        let Some((slots, zones)) = self.promotion_move else {
            return;
        };
        let (us, them) = (p.side, 1 - p.side);
        // (Only while the side has none of the piece; its own slot is the
        // first of its kind's.)
        let Some(slot) = slots_in(slots).next() else {
            return;
        };
        let kind = self.pieces.kind(slot).0;
        if Held::Slots(slots).on(p, us) != S::EMPTY {
            return;
        }
        let pawns = p.pawns[us];
        let from_squares = if pawns.several() {
            pawns & zones[us]
        } else {
            pawns
        };
        let (own, enemies) = (p.own(us), p.own(them));
        let occupied = p.occupied();
        let cannons = self.pieces.cannons(p.slots());
        for from in squares(from_squares) {
            let pawn = S::bit(from);
            // (The piece's moves onto empty squares, within its region
            // if it has one: a piece may not stand outside it.)
            let steps = self.pieces.targets(slot, us, from, (own, enemies), None) & !occupied;
            let lifted = (occupied & !pawn, cannons);
            for to in squares((steps | pawn) & guard.targets(from)) {
                if self.pieces.attacks(slot, us, to, lifted) & enemies != S::EMPTY {
                    continue;
                }
                let mut next = p.handed_over();
                next.pawns[us] &= !pawn;
                next.place(us, slot, S::bit(to));
                // (Nor a check uncovered.)
                if !self.exposed(&next, them) {
                    visit(Played::step(from, to).becoming(kind), &next);
                }
            }
        }
    }

    /// How many promotions by a move of their own `p`'s side to move may
    /// make, legal by `guard`.
    #[inline(never)]
    pub(super) fn count_promotion_moves(&self, p: &Pos<S, R>, guard: &Guard<S>) -> u64 {
        let mut nodes = 0;
        self.each_promotion_move(p, guard, &mut |_, _| nodes += 1);
        nodes
    }
}
