//! What several engine tests share.

use pawnshift_engine::game::{Board, Rules};

/// Perft by making every legal move the general engine lists, at every
/// ply: a search that never enters the fast path.
pub(crate) fn make_and_test(rules: &Rules, board: &Board, depth: u32) -> u64 {
    let moves = rules.legal_moves(board);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| make_and_test(rules, &rules.after(board, m), depth - 1))
        .sum()
}
