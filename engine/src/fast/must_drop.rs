//! Pieces a side must drop before anything else (koedem's king; every
//! piece in hand, kings too, where pieces are set up before play: see
//! [`placing`](super::placing)): while it holds one, its moves are the
//! drops of such pieces, where it has any, else its moves on the board.

use super::pieces::{Pieces, slots_in};
use super::placing::Forced;
use super::played::Played;
use super::position::{Child, Pos};
use super::{Fast, FastSide};
use crate::rules::{Kind, RuleBook};
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

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// The kinds `p`'s side to move must drop first, if it holds one.
    #[inline]
    pub(super) fn must_drop(&self, p: &Pos<S, R>) -> Option<MustDrop> {
        let us = p.side;
        self.must.filter(|must| {
            must.covers(Kind::PAWN) && p.hands[us] > 0
                || must.covers(Kind::KING) && p.kings_in_hand(us) > 0
                || slots_in(must.slots).any(|slot| p.in_hand(us, slot) > 0)
        })
    }

    /// The drops `p`'s side to move must make, legal by its guard; `None`
    /// where it has none. (Never where moves are tried: see
    /// `Fast::unguarded`.)
    pub(super) fn forced(&self, p: &Pos<S, R>, must: MustDrop) -> Option<Forced<S, R>> {
        let guard = self.guard(p);
        let kinds = (must.covers(Kind::PAWN), must.covers(Kind::KING), must.slots);
        let drops = self.forced_drops(p, guard.block, kinds);
        (drops.count() > 0).then_some(drops)
    }

    /// Calls `visit` with each of `drops` and the position after it as
    /// the search goes on from it.
    pub(super) fn each_forced(
        &self,
        p: &Pos<S, R>,
        drops: &Forced<S, R>,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        let mut onward = |played: Played, next: &Pos<S, R>| {
            self.with_check(next, |next| visit(played, Child::Pos(next)));
        };
        Self::each_drop::<R, true>(p, drops.pawns, &mut |played, child| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            onward(played, next);
        });
        self.each_forced_drop(p, drops, &mut onward);
    }

    /// `p` with nothing in its side to move's hand.
    pub(super) fn handless(p: &Pos<S, R>) -> Pos<S, R> {
        let mut bare = *p;
        bare.hands[p.side] = 0;
        bare.held[p.side] = [0; R];
        bare
    }

    /// Calls `visit` with each move on the board of `p`, whose side to
    /// move must drop a piece first and cannot (it may drop nothing), and
    /// the position after it, its hand as it was.
    pub(super) fn each_undropped<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        let us = p.side;
        // (By `dyn`: a visitor of its own type would instantiate the
        // search again at each level.)
        let restored: &mut dyn FnMut(Played, Child<'_, S, R, R>) = &mut |played, child| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            let mut next = *next;
            next.hands[us] = next.hands[us].saturating_add(p.hands[us]);
            for (held, &had) in next.held[us].iter_mut().zip(&p.held[us]) {
                *held = held.saturating_add(had);
            }
            visit(played, Child::Pos(&next));
        };
        self.each_moves::<B, NAMED>(rules, &Self::handless(p), false, restored);
    }
}
