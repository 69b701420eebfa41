//! S-chess gating on the fast path (seirawan, shouse): a piece leaving a
//! gate (an unmoved piece the FEN's castling field names) may bring one
//! from the hand onto the square it leaves, once for every kind in hand
//! that may stand there (a pawn where it may be dropped); castling may
//! gate onto the king's or the rook's square, where neither lands. As
//! Fairy-Stockfish, a gated piece shields nothing: a gated move is legal
//! where the move is. A move from or to a gate closes it; where captures
//! leave the game, a side's gates close once its hand is empty.

use super::castling::Castle;
use super::pieces::Guard;
use super::played::Played;
use super::position::Pos;
use super::{Fast, FastSide};
use crate::rules::Kind;
use crate::set::{Set, squares};

impl<S: Set, const N: usize> Pos<S, N> {
    /// Closes the gates on `squares` (none in a kings-and-pawns
    /// position).
    #[inline]
    pub(super) fn ungate(&mut self, squares: S) {
        if N > 0 {
            let gates = self.gates() & !squares;
            self.set_gates(gates);
        }
    }
}

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// What the side to move in `p` may gate onto `square` (one of its
    /// gates): a pawn (`None`) where it may be dropped, a piece of each
    /// slot in hand whose drop zone holds the square.
    #[inline]
    fn gated_kinds<'a, const N: usize>(
        &'a self,
        p: &'a Pos<S, N>,
        square: u8,
    ) -> impl Iterator<Item = Option<usize>> + 'a {
        let us = p.side;
        let pawn = p.hands[us] > 0
            && self.sides[us]
                .drop_targets(p.pawns[us], S::bit(square))
                .is_some_and(|t| t.has(square));
        let pieces = (0..self.pieces.len())
            .filter(move |&slot| p.in_hand(us, slot) > 0 && self.drop_zones[us][slot].has(square))
            .map(Some);
        pawn.then_some(None).into_iter().chain(pieces)
    }

    /// In how many ways the side to move in `p` may gate onto `square`:
    /// none off its gates.
    #[inline]
    pub(super) fn gatable<const N: usize>(&self, p: &Pos<S, N>, square: u8) -> u32 {
        if !p.gates().has(square) {
            return 0;
        }
        u32::try_from(self.gated_kinds(p, square).count()).unwrap_or(0)
    }

    /// Calls `visit` with `next` (the position after a move of `p`'s side
    /// to move) once more for each piece it may gate onto each gate of
    /// `squares` (the squares the move left).
    #[inline(never)]
    pub(super) fn each_gated<const N: usize>(
        &self,
        p: &Pos<S, N>,
        (played, next): (Played, &Pos<S, N>),
        squares: S,
        visit: &mut dyn FnMut(Played, &Pos<S, N>),
    ) {
        let us = p.side;
        for square in crate::set::squares(squares & p.gates()) {
            let at = S::bit(square);
            for kind in self.gated_kinds(p, square) {
                let mut gated = *next;
                let kind = match kind {
                    None => {
                        gated.pawns[us] |= at;
                        gated.hands[us] -= 1;
                        Kind::PAWN
                    }
                    Some(slot) => {
                        gated.place(us, slot, at);
                        gated.held[us][slot] -= 1;
                        self.pieces.kind(slot).0
                    }
                };
                self.close_gates(&mut gated, us);
                visit(played.gating(kind, square), &gated);
            }
        }
    }

    /// Closes side `us`'s gates in `next` if its hand is empty and
    /// captures leave the game (nothing can come to it).
    #[inline]
    fn close_gates<const N: usize>(&self, next: &mut Pos<S, N>, us: usize) {
        if self.unmoved.gates_close && next.hands[us] == 0 && next.held[us].iter().all(|&n| n == 0)
        {
            let own = next.own(us);
            next.ungate(own);
        }
    }

    /// The squares a castling leaves that it may gate onto: the king's
    /// and the rook's, where neither lands.
    #[inline]
    pub(super) fn castle_gates(castle: &Castle<S>, king: S) -> S {
        let (rook, rook_to) = castle.rook;
        (king | rook) & !castle.king_to & !rook_to
    }

    /// The gated moves at the last ply of `p` (beyond the moves they gate,
    /// counted already), legal by `guard`.
    #[inline(never)]
    pub(super) fn count_gated(
        &self,
        p: &Pos<S, R>,
        (own, enemies): (S, S),
        guard: &Guard<S>,
    ) -> u64 {
        let us = p.side;
        let mut nodes = 0;
        let open = p.gates() & p.own(us);
        let king = p.kings[us];
        for from in squares(open) {
            let ways = u64::from(self.gatable(p, from));
            if ways == 0 {
                continue;
            }
            if king.has(from) {
                let steps = self.king_steps(us, king) & !own & !guard.danger;
                nodes += ways * u64::from(steps.count());
                continue;
            }
            if guard.block == S::EMPTY {
                continue;
            }
            if let Some(slot) = (0..self.pieces.len()).find(|&slot| p.of(us, slot).has(from)) {
                let targets =
                    self.pieces.targets(slot, us, from, (own, enemies), None) & guard.targets(from);
                nodes += ways * u64::from(targets.count());
            }
        }
        if p.castling != 0 {
            self.legal_castles(p, guard, |castle| {
                let gates = Self::castle_gates(castle, king);
                nodes += squares(gates)
                    .map(|sq| u64::from(self.gatable(p, sq)))
                    .sum::<u64>();
            });
        }
        nodes
    }
}
