//! Pieces a side must drop before anything else (koedem's king; every
//! piece in hand, kings too, where pieces are set up before play: see
//! [`placing`](super::placing)): while it holds one, its moves are the
//! drops of such pieces, where it has any (else the general engine plays
//! the position).

use super::pieces::{Pieces, slots_in};
use super::placing::Forced;
use super::played::Played;
use super::position::{Child, ROOM, WithPieces};
use super::{Fast, FastSide};
use crate::game::Kind;
use crate::set::Set;

/// The kinds a side must drop first.
#[derive(Clone, Copy, Debug)]
pub(super) struct MustDrop {
    /// The kinds (a bit per kind index).
    kinds: u32,
    /// Their slots (a bit per slot).
    slots: u32,
}

impl MustDrop {
    /// The kinds of `kinds` (a bit per kind index) in the slots of
    /// `moved`, if any.
    pub(super) fn new<S: Set>(kinds: u32, moved: &Pieces<S>) -> Option<MustDrop> {
        (kinds != 0).then(|| MustDrop {
            kinds,
            slots: moved.slots_of_kinds(kinds),
        })
    }

    /// Whether `kind` is one of them.
    pub(super) fn covers(self, kind: Kind) -> bool {
        self.kinds >> kind.0 & 1 != 0
    }
}

impl<S: Set, F: FastSide<Set = S>> Fast<F> {
    /// Whether `p`'s side to move holds a piece it must drop first.
    #[inline]
    pub(super) fn must_drop(&self, p: &WithPieces<S>) -> bool {
        let us = p.side;
        self.must.is_some_and(|must| {
            must.covers(Kind::PAWN) && p.hands[us] > 0
                || must.covers(Kind::KING) && p.kings_in_hand(us) > 0
                || slots_in(must.slots).any(|slot| p.in_hand(us, slot) > 0)
        })
    }

    /// The drops `p`'s side to move must make, legal by its guard; `None`
    /// where it has none, or where its moves are tried (the general
    /// engine's).
    pub(super) fn forced(&self, p: &WithPieces<S>) -> Option<Forced<S>> {
        let guard = self.guard(p).filter(|_| !self.tried && !self.no_checks)?;
        let must = self.must?;
        let kinds = (must.covers(Kind::PAWN), must.covers(Kind::KING), must.slots);
        let drops = self.forced_drops(p, guard.block, kinds);
        // (With none, its other moves, but no drop: the general engine's.)
        (drops.count() > 0).then_some(drops)
    }

    /// Calls `visit` with each of `drops` and the position after it as
    /// the search goes on from it.
    pub(super) fn each_forced<B: Set>(
        &self,
        p: &WithPieces<S>,
        drops: &Forced<S>,
        visit: &mut (impl FnMut(Played, Child<'_, S, B, ROOM>) + ?Sized),
    ) {
        let mut onward = |played: Played, next: &WithPieces<S>| {
            self.with_check(next, |next| visit(played, Child::Pos(next)));
        };
        Self::each_drop::<B, ROOM, true>(p, drops.pawns, &mut |played, child| {
            if let Child::Pos(next) | Child::Pieces(next) = child {
                onward(played, next);
            }
        });
        self.each_forced_drop(p, drops, &mut onward);
    }
}
