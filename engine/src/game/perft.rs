//! Perft: by the fast path where it plays a position, else by the general
//! engine's legal moves; and perft split by first move.

use super::{Board, Divided, Move, Rules};
use crate::set::Set;

impl<S: Set> Rules<S> {
    /// Leaf nodes at `depth`: by the kings-and-pawns fast path where it
    /// plays `board` ([`Rules::fast_perft`]), else by the general search.
    pub fn perft(&self, board: &Board<S>, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.fast_perft(board, depth)
            .unwrap_or_else(|| self.perft_general(board, depth))
    }

    /// Leaf nodes at `depth` by the fast path, if it plays `board` (and
    /// so every position below it): a variant whose rules it knows, and a
    /// position whose pieces, hands, castling rights and gates it holds,
    /// and not one its variant rules leave to the general search (kings
    /// facing where they may not, a pseudo-royal king left attacked with
    /// no second royal piece). `None` elsewhere.
    pub fn fast_perft(&self, board: &Board<S>, depth: u32) -> Option<u64> {
        self.fast.as_ref().ok()?.perft(self, board, depth)
    }

    /// Leaf nodes at `depth` by the general engine: the first ply by
    /// [`Rules::general_moves`] and [`Rules::general_after`] (the fast
    /// path never enters it), the plies below by [`Rules::perft`].
    pub fn perft_general(&self, board: &Board<S>, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.general_moves(board);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| self.perft(&self.general_after(board, m), depth - 1))
            .sum()
    }

    /// Every legal move of `board`'s side to move, each with the position
    /// after it, in generation order: the fast path's where it plays the
    /// position, else the general engine's.
    pub fn moves_and_positions(&self, board: &Board<S>) -> Vec<(Move<S>, Board<S>)> {
        if let Some(moves) = (self.fast.as_ref().ok()).and_then(|f| f.moves(self, board)) {
            return moves;
        }
        self.general_moves(board)
            .into_iter()
            .map(|m| (m, self.general_after(board, &m)))
            .collect()
    }

    /// Every legal move of the side to move, in generation order.
    pub fn legal_moves(&self, board: &Board<S>) -> Vec<Move<S>> {
        self.moves_and_positions(board)
            .into_iter()
            .map(|(m, _)| m)
            .collect()
    }

    /// The position after `m`, one of [`Rules::legal_moves`] (found by
    /// what it does: its squares, pieces, drop, duck, gate and castling
    /// rook, not what it leaves behind; a move that is not one is made as
    /// the general engine makes it).
    #[must_use]
    pub fn after(&self, board: &Board<S>, m: &Move<S>) -> Board<S> {
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
            .unwrap_or_else(|| self.general_after(board, m))
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
