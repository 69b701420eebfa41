//! The duck (duck chess): after each move the mover puts it on any
//! square empty after the move but its own, where it blocks every piece
//! as a wall does (the position's walls are the duck) and takes the
//! en-passant square away. Played where kings are common pieces (every
//! move legal: where the duck stands would decide what a royal king may
//! do); the last ply counts, for each move, the empty squares after it.

use super::pieces::Guard;
use super::position::{Child, WithPieces};
use super::{Fast, FastSide};
use crate::game::Rules;
use crate::set::{Set, squares};

impl<S: Set, F: FastSide<Set = S>> Fast<F> {
    /// Perft of `p` in a variant with the duck: each move, with each
    /// square the duck may go to.
    pub(super) fn perft_duck<B: Set>(
        &self,
        rules: &Rules<B>,
        p: &WithPieces<S>,
        depth: u32,
    ) -> u64 {
        let Some(board) = self.duck else {
            return 0;
        };
        let mut guard = Guard::open(S::EMPTY);
        if self.guard_into(p, &mut guard).is_none() {
            return rules.perft_general(&self.board_of(p, None), depth);
        }
        let mut nodes = 0;
        self.each_legal_with_pieces(rules, p, (&guard, false), &mut |child| {
            // (Never a board: a promotion to a piece the fast path does
            // not move keeps the variant off it; see `Fast::refused`.)
            debug_assert!(matches!(child, Child::Pos(_) | Child::Pieces(_)));
            let (Child::Pos(next) | Child::Pieces(next)) = child else {
                return;
            };
            // (The duck's own square is among the walls still.)
            let free = board & !next.occupied();
            if depth == 1 {
                nodes += u64::from(free.count());
                return;
            }
            for square in squares(free).map(S::bit) {
                let mut ducked = *next;
                ducked.set_walls(square);
                ducked.en_passant &= !square;
                nodes += self.perft_pieces(rules, &ducked, depth - 1);
            }
        });
        nodes
    }
}
