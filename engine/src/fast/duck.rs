//! The duck (duck chess): after each move the mover puts it on any
//! square empty after the move but its own, where it blocks every piece
//! as a wall does (the position's walls are the duck) and takes the
//! en-passant square away. Played where kings are common pieces (every
//! move legal: where the duck stands would decide what a royal king may
//! do); the last ply counts, for each move, the empty squares after it.

use super::pieces::Guard;
use super::played::Played;
use super::position::{Child, ROOM, WithPieces};
use super::{Fast, FastSide};
use crate::game::Rules;
use crate::set::{Set, squares};

impl<S: Set, F: FastSide<Set = S>> Fast<F> {
    /// The legal moves of `p` by `guard`, each with each square the duck
    /// may go to, counted.
    pub(super) fn count_ducked<B: Set>(
        &self,
        rules: &Rules<B>,
        p: &WithPieces<S>,
        guard: &Guard<S>,
    ) -> u64 {
        let mut nodes = 0;
        self.each_unducked::<B, false>(rules, p, guard, &mut |_, _, free| {
            nodes += u64::from(free.count());
        });
        nodes
    }

    /// Calls `visit` with each legal move of `p` by `guard` with each
    /// square the duck may go to, and the position after it.
    pub(super) fn each_ducked<B: Set, const NAMED: bool>(
        &self,
        rules: &Rules<B>,
        p: &WithPieces<S>,
        guard: &Guard<S>,
        visit: &mut (impl FnMut(Played, Child<'_, S, ROOM>) + ?Sized),
    ) {
        self.each_unducked::<B, NAMED>(rules, p, guard, &mut |played, next, free| {
            for square in squares(free) {
                let at = S::bit(square);
                let mut ducked = *next;
                ducked.set_walls(at);
                ducked.en_passant &= !at;
                let played = if NAMED {
                    played.ducking(square)
                } else {
                    played
                };
                visit(played, Child::Pos(&ducked));
            }
        });
    }

    /// Calls `visit` with each legal move of `p` by `guard`, the position
    /// after it before the duck moves, and where the duck may go.
    fn each_unducked<B: Set, const NAMED: bool>(
        &self,
        rules: &Rules<B>,
        p: &WithPieces<S>,
        guard: &Guard<S>,
        visit: &mut impl FnMut(Played, &WithPieces<S>, S),
    ) {
        let Some(board) = self.duck else {
            return;
        };
        self.each_legal_with_pieces::<B, NAMED>(rules, p, (guard, false), &mut |played, child| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            // (The duck's own square is among the walls still.)
            visit(played, next, board & !next.occupied());
        });
    }
}
