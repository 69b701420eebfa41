//! Perft, a position's legal moves and the position after one, by the
//! search (`crate::fast`); and perft split by first move.

use super::{Board, Divided, Move, Rules};
use crate::set::Set;

impl<S: Set> Rules<S> {
    /// Leaf nodes at `depth` below `board`, a position of these rules
    /// (from [`Rules::position`] or a move of one; another position counts
    /// nothing: 0).
    pub fn perft(&self, board: &Board<S>, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.search.perft(&self.book, board, depth).unwrap_or(0)
    }

    /// Every legal move of `board`'s side to move, each with the position
    /// after it, in generation order (none for a position not of these
    /// rules: see [`Rules::perft`]).
    pub fn moves_and_positions(&self, board: &Board<S>) -> Vec<(Move<S>, Board<S>)> {
        self.search.moves(&self.book, board).unwrap_or_default()
    }

    /// Every legal move of the side to move, in generation order.
    pub fn legal_moves(&self, board: &Board<S>) -> Vec<Move<S>> {
        self.moves_and_positions(board)
            .into_iter()
            .map(|(m, _)| m)
            .collect()
    }

    /// The position after `m`, if it is one of [`Rules::legal_moves`]
    /// (found by what it does: its squares, pieces, drop, duck, gate and
    /// castling rook, not what it leaves behind).
    #[must_use]
    pub fn after(&self, board: &Board<S>, m: &Move<S>) -> Option<Board<S>> {
        let what = |m: &Move<S>| {
            let rook = m.castle.map(|(rook, _)| rook);
            (
                m.from,
                m.to,
                m.kind,
                m.promotion,
                m.drop,
                m.duck,
                m.gate,
                rook,
            )
        };
        self.moves_and_positions(board)
            .into_iter()
            .find_map(|(legal, next)| (what(&legal) == what(m)).then_some(next))
    }

    /// Perft split by first move, in move-name order.
    pub fn divide(&self, board: &Board<S>, depth: u32) -> Vec<(String, u64)> {
        let mut list = Vec::new();
        self.divide_with(board, depth, |step| {
            if let Divided::End { name, nodes, .. } = step {
                list.push((name.to_owned(), nodes));
            }
        });
        list.sort();
        list
    }

    /// [`Rules::divide`] as it goes, in move-generation order: `observe`
    /// hears of each first move before its search ([`Divided::Begin`], for
    /// a progress bar) and after it ([`Divided::End`], with its count).
    /// Returns the total.
    pub fn divide_with(
        &self,
        board: &Board<S>,
        depth: u32,
        mut observe: impl FnMut(Divided<'_>),
    ) -> u64 {
        let moves = self.moves_and_positions(board);
        let mut total = 0;
        for (index, (m, next)) in moves.iter().enumerate() {
            let name = self.move_name(m);
            observe(Divided::Begin {
                name: &name,
                index,
                moves: moves.len(),
            });
            let nodes = self.perft(next, depth.saturating_sub(1));
            total += nodes;
            observe(Divided::End {
                name: &name,
                index,
                moves: moves.len(),
                nodes,
            });
        }
        total
    }
}
