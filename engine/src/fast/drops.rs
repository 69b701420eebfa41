//! Drops from the hand: pawns where their rules say, pieces on the empty
//! squares of their drop zones.

use super::played::Played;
use super::position::{Child, Pos};
use super::promote::Turns;
use super::{Fast, FastSide};
use crate::rules::Kind;
use crate::set::{Set, squares};

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// Where the side to move may drop a pawn from its hand, among
    /// `onto` (none where the variant has no hands or the hand is empty).
    #[inline]
    pub(super) fn drops<const N: usize>(&self, p: &Pos<S, N>, onto: S) -> S {
        let us = p.side;
        if !self.dropping || p.hands[us] == 0 {
            return S::EMPTY;
        }
        let empty = !p.occupied();
        self.sides[us]
            .drop_targets(p.pawns[us], empty)
            .map_or(S::EMPTY, |targets| targets & onto & self.enclosed(p))
    }

    /// Where the pieces on the board of `p` let its side to move drop a
    /// piece (connect four's drops on top, Othello's that enclose):
    /// everywhere where they do not decide it.
    #[inline(never)]
    fn enclosed<const N: usize>(&self, p: &Pos<S, N>) -> S {
        let (us, them) = (p.side, 1 - p.side);
        (self.stones.enclosing.as_ref())
            .map_or(S::ALL, |e| e.squares(p.own(us), p.own(them), p.occupied()))
    }

    /// Calls `visit` with the position after each drop onto `targets`.
    pub(super) fn each_drop<const N: usize, const NAMED: bool>(
        p: &Pos<S, N>,
        targets: S,
        visit: &mut (impl FnMut(Played, Child<'_, S, N, R>) + ?Sized),
    ) {
        let us = p.side;
        for to in squares(targets) {
            let mut next = p.handed_over();
            next.pawns[us] |= S::bit(to);
            next.hands[us] -= 1;
            let played = if NAMED {
                Played::drop(Kind::PAWN, to)
            } else {
                Played::UNNAMED
            };
            visit(played, Child::Pos(&next));
        }
    }

    /// The pieces the side to move may drop from its hand, by slot, each
    /// with where it may land among `onto`.
    #[inline]
    pub(super) fn piece_drops<'a>(
        &'a self,
        p: &'a Pos<S, R>,
        onto: S,
    ) -> impl Iterator<Item = (usize, S)> + 'a {
        let us = p.side;
        let empty = !p.occupied() & onto & self.enclosed(p);
        let held = if self.dropping { self.pieces.len() } else { 0 };
        (0..held)
            .filter(move |&slot| self.stones.free(slot) || p.held[us][slot] > 0)
            .map(move |slot| (slot, self.drop_zones[us][slot] & empty))
    }

    /// The drops of pieces turned over (kyoto and micro shogi: a pawn or
    /// a piece from the hand dropped either way up) onto `onto`, counted.
    #[inline(never)]
    pub(super) fn count_turned_drops(&self, p: &Pos<S, R>, onto: S) -> u64 {
        let Some(turns) = self.turns() else { return 0 };
        let pawns = if turns.pawn.is_some() {
            self.drops(p, onto).count()
        } else {
            0
        };
        let pieces: u32 = self
            .piece_drops(p, onto)
            .filter(|&(slot, _)| turns.held[slot].is_some())
            .map(|(_, targets)| targets.count())
            .sum();
        u64::from(pawns + pieces)
    }

    /// Calls `visit` with the position after each drop of a piece turned
    /// over onto `onto` (see [`Fast::count_turned_drops`]).
    #[inline(never)]
    pub(super) fn each_turned_drop(
        &self,
        p: &Pos<S, R>,
        onto: S,
        visit: &mut dyn FnMut(Played, Child<'_, S, R, R>),
    ) {
        let Some(turns) = self.turns() else { return };
        let us = p.side;
        if let Some(turned) = turns.pawn {
            let becomes = self.pieces.kind(turned).0;
            for to in squares(self.drops(p, onto)) {
                let mut next = p.handed_over();
                next.hands[us] -= 1;
                next.place(us, turned, S::bit(to));
                visit(
                    Played::drop(Kind::PAWN, to).becoming(becomes),
                    Child::Pos(&next),
                );
            }
        }
        for (slot, targets) in self.piece_drops(p, onto) {
            let Some(turned) = turns.held[slot] else {
                continue;
            };
            let (kind, becomes) = (self.pieces.kind(slot).0, self.pieces.kind(turned).0);
            for to in squares(targets) {
                let mut next = p.handed_over();
                next.held[us][slot] -= 1;
                next.place(us, turned, S::bit(to));
                visit(Played::drop(kind, to).becoming(becomes), Child::Pos(&next));
            }
        }
    }

    /// Whether pieces in hand may be dropped turned over.
    #[inline]
    pub(super) fn turned_drops(&self) -> bool {
        self.turns().is_some()
    }

    /// Where pieces in hand may be dropped turned over, what each turns
    /// into.
    #[inline]
    fn turns(&self) -> Option<&Turns> {
        self.promote
            .as_ref()
            .and_then(|p| p.turns.as_ref())
            .filter(|t| t.dropped)
    }

    /// Calls `visit` with the position after each drop of a piece from
    /// the hand onto `onto`.
    pub(super) fn each_piece_drop(
        &self,
        p: &Pos<S, R>,
        onto: S,
        visit: &mut dyn FnMut(Played, Child<'_, S, R, R>),
    ) {
        let us = p.side;
        for (slot, targets) in self.piece_drops(p, onto) {
            let kind = self.pieces.kind(slot).0;
            for to in squares(targets) {
                let mut next = p.handed_over();
                if !self.stones.free(slot) {
                    next.held[us][slot] -= 1;
                }
                next.place(us, slot, S::bit(to));
                visit(Played::drop(kind, to), Child::Pos(&next));
            }
        }
    }
}
