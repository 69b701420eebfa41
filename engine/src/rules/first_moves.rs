//! First moves of unmoved back-rank pieces, named by the FEN's castling
//! field as Fairy-Stockfish reads it: cambodian's king leap and met double
//! step (`DEde`), and S-chess gating (a piece leaving its first square may
//! bring one from the hand onto it).

use super::{Board, Kind, PieceType, RuleBook, kind_named, side_index};
use crate::fen::{Castle, Position};
use crate::notes::Notes;
use crate::set::Set;

/// Cambodian first moves: the met that may double-step, and the rook that
/// takes the other king's leap away by lining up on it.
#[derive(Clone, Copy)]
pub(super) struct Cambodian {
    /// The kind of the met.
    pub(super) met: Kind,
    /// The kind of the rook, if the variant has one.
    pub(super) rook: Option<Kind>,
}

impl Cambodian {
    /// The notes' `cambodian_moves`: the kinds named `met` (which it
    /// needs) and `rook`.
    pub(super) fn new<S: Set>(
        notes: &Notes,
        types: &[PieceType<S>],
    ) -> Result<Option<Cambodian>, String> {
        if !notes.cambodian_moves {
            return Ok(None);
        }
        let met = kind_named(types, "met").map_err(|e| format!("`cambodianMoves`: {e}"))?;
        Ok(Some(Cambodian {
            met,
            rook: kind_named(types, "rook").ok(),
        }))
    }
}

impl<S: Set> RuleBook<S> {
    /// The unmoved back-rank pieces the FEN's castling field names, where
    /// the variant gives them first moves: by file (cambodian's `DEde`),
    /// and for gating (S-chess) also the king and the rook a `K` or `Q`
    /// names.
    pub(super) fn first_move_gates(&self, p: &Position, board: &Board<S>) -> S {
        if self.cambodian.is_none() && !self.gating {
            return S::EMPTY;
        }
        p.castling
            .iter()
            .map(|&(color, castle)| {
                let side = side_index(color);
                let square = match castle {
                    // The castling rank (the back rank where the variant
                    // does not castle: cambodian).
                    Castle::File(file) => {
                        S::at(self.rank_start(side) + i32::try_from(file).unwrap_or(0))
                    }
                    Castle::Kingside | Castle::Queenside if self.gating => {
                        self.castling_rook(board, side, castle)
                            | self.fen_castling_king(board, side)
                    }
                    _ => S::EMPTY,
                };
                square & board.side_pieces(side)
            })
            .fold(S::EMPTY, |set, square| set | square)
    }

    /// Where the variant has cambodian first moves, the met's kind and
    /// the rook's (if it has rooks).
    pub(crate) fn cambodian_kinds(&self) -> Option<(Kind, Option<Kind>)> {
        self.cambodian.map(|c| (c.met, c.rook))
    }
}
