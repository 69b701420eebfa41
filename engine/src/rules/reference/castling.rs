//! Castling as the reference plays it: the castling king, its moves
//! (never through check), the position after one, and the rights a move
//! loses or a drop wins.

use crate::rules::{Board, Kind, Move, RuleBook, side_index};
use crate::set::{Set, squares};

impl<S: Set> RuleBook<S> {
    /// `side`'s castling king, on the square its rights were granted for.
    pub(super) fn castling_king(&self, board: &Board<S>, side: usize) -> Option<u8> {
        let king =
            board.castle_kings & board.pieces[side][Kind::KING.index()] & self.back_rank(side);
        (king != S::EMPTY).then(|| king.first())
    }

    /// `side`'s rights on one flank of its castling king: the rook
    /// squares of `rights` on its castling rank beyond the king toward
    /// the kingside (or the queenside); none without a castling king.
    pub(super) fn flank_rights(&self, board: &Board<S>, side: usize, kingside: bool) -> S {
        let Some(king) = self.castling_king(board, side) else {
            return S::EMPTY;
        };
        let king_file = i32::from(king) % self.width;
        squares(board.castling & self.back_rank(side))
            .filter(|&rook| (i32::from(rook) % self.width > king_file) == kingside)
            .fold(S::EMPTY, |set, rook| set | S::bit(rook))
    }

    /// Whether `castlingWins` has decided the game in `board`: a side
    /// holds none of the rights it names (castling there, or losing them,
    /// took them).
    pub(super) fn castling_decided(&self, board: &Board<S>) -> bool {
        let Some(c) = &self.castling else {
            return false;
        };
        crate::notes::castling_decided(c.wins, |side, kingside| {
            self.flank_rights(board, side, kingside) != S::EMPTY
        })
    }

    /// The side to move's castling moves whose path is empty.
    pub(super) fn castling_moves(&self, board: &Board<S>, out: &mut Vec<Move<S>>) {
        let Some(c) = &self.castling else { return };
        let us = side_index(board.side);
        let rights = board.castling & self.back_rank(us);
        let Some(king) = self.castling_king(board, us).filter(|_| rights != S::EMPTY) else {
            return;
        };
        let occupied = board.occupied();
        let rank_start = i32::from(king) / self.width * self.width;
        let line = |a: i32, b: i32| {
            (a.min(b)..=a.max(b)).fold(S::EMPTY, |set, f| set | S::at(rank_start + f))
        };
        let king_file = i32::from(king) % self.width;
        for rook in squares(rights) {
            let rook_file = i32::from(rook) % self.width;
            let kingside = rook_file > king_file;
            let king_to = c.king_to[usize::from(!kingside)];
            let rook_to = if kingside { king_to - 1 } else { king_to + 1 };
            if !(0..self.width).contains(&king_to) || !(0..self.width).contains(&rook_to) {
                continue;
            }
            let path = (line(king_file, king_to) | line(rook_file, rook_to))
                & !S::bit(king)
                & !S::bit(rook);
            if path & occupied == S::EMPTY {
                out.push(Move {
                    castle: Some((rook, u8::try_from(rank_start + rook_to).unwrap_or(0))),
                    ..Move::new(
                        king,
                        u8::try_from(rank_start + king_to).unwrap_or(0),
                        Kind::KING,
                    )
                });
            }
        }
    }

    /// Whether castling `m` starts in check or passes an attacked square,
    /// as Fairy-Stockfish decides it: for a royal king, every square from
    /// its own to its landing one (that too) with the king in place; for
    /// a pseudo-royal one (atomic), from its own square up to the landing
    /// one (the general test's) with the king lifted, a square beside the
    /// other side's royal king safe where captures explode.
    pub(super) fn castling_through_check(&self, board: &Board<S>, m: &Move<S>) -> bool {
        let us = side_index(board.side);
        let them = board.side.other();
        let (from, to) = (i32::from(m.from), i32::from(m.to));
        let squares = from.min(to)..=from.max(to);
        if self.royal {
            return squares
                .into_iter()
                .any(|sq| self.attacked(board, S::at(sq), them));
        }
        let Some(royal) = &self.pseudo_royal else {
            return false;
        };
        let Some(kings) = (royal.groups.iter()).find(|g| g.contains(&Kind::KING)) else {
            return false;
        };
        if board.of_kinds(us, Some(kings)).count() > royal.most {
            return false;
        }
        let mut lifted = *board;
        lifted.pieces[us][Kind::KING.index()] &= !S::bit(m.from);
        let theirs = board.pieces[1 - us][Kind::KING.index()];
        let touching = |sq: i32| {
            self.capturing
                .explode
                .as_ref()
                .is_some_and(|e| e.around[usize::try_from(sq).unwrap_or(0)] & theirs != S::EMPTY)
        };
        squares
            .filter(|&sq| sq != to || from == to)
            .any(|sq| !touching(sq) && self.attacked(&lifted, S::at(sq), them))
    }

    /// The position after castling `m`: the rook leaves its square first,
    /// then the king moves, then the rook lands beside it.
    pub(super) fn castled(
        &self,
        board: &Board<S>,
        m: &Move<S>,
        (rook, rook_to): (u8, u8),
    ) -> Board<S> {
        let us = side_index(board.side);
        let plain = Move { castle: None, ..*m };
        // Rights are kept only while their rook stands: one is there.
        let Some(kind) =
            (0..self.types.len()).find(|&i| board.pieces[us][i] & S::bit(rook) != S::EMPTY)
        else {
            return board.after_with(&plain, self.captures);
        };
        let mut without = *board;
        without.pieces[us][kind] &= !S::bit(rook);
        let mut next = without.after_with(&plain, self.captures);
        next.pieces[us][kind] |= S::bit(rook_to);
        next
    }

    /// `next`'s rights after `m`, as Fairy-Stockfish's castling masks: a
    /// move from or to a king's square loses that side's rights, one from
    /// or to a rook's square (or `cleared`, by a blast) that right; a pass
    /// or a drop loses none, and (`castlingDroppedPiece`) a king or rook
    /// dropped on its square wins them. A right stays only while its rook
    /// and king stand.
    pub(super) fn update_castling(
        &self,
        board: &Board<S>,
        m: &Move<S>,
        next: &mut Board<S>,
        cleared: S,
    ) {
        let Some(c) = &self.castling else { return };
        let (mut rights, mut kings) = (board.castling, board.castle_kings);
        if m.drop {
            if c.dropped {
                let (won, king) = self.dropped_rights(next, m, side_index(board.side));
                rights |= won;
                kings |= king;
            }
        } else if !m.is_pass() {
            // (Castling on a flank takes the other side's right there.)
            if let Some((rook, _)) = m.castle.filter(|_| c.opposite) {
                let them = 1 - side_index(board.side);
                rights &= !self.flank_rights(board, them, rook > m.from);
            }
            let touched = S::bit(m.from) | S::bit(m.to) | cleared;
            for side in [0, 1] {
                if kings & self.back_rank(side) & touched != S::EMPTY {
                    rights &= !self.back_rank(side);
                    kings &= !self.back_rank(side);
                }
            }
            rights &= !touched;
        }
        for side in [0, 1] {
            let rank = self.back_rank(side);
            rights &= !(rank & !self.castling_rooks(next, side));
            // (A side with no right left keeps no castling king either.)
            if kings & rank & next.pieces[side][Kind::KING.index()] == S::EMPTY
                || rights & rank == S::EMPTY
            {
                rights &= !rank;
                kings &= !rank;
            }
        }
        next.castling = rights;
        next.castle_kings = kings;
    }

    /// The rights a drop wins, and its king's square: the king dropped on
    /// its file with rooks on the back rank's corners, or a rook dropped
    /// on a corner with the king on its file.
    pub(super) fn dropped_rights(&self, next: &Board<S>, m: &Move<S>, us: usize) -> (S, S) {
        let Some(c) = &self.castling else {
            return (S::EMPTY, S::EMPTY);
        };
        let rank_start = self.rank_start(us);
        let king_square = S::at(rank_start + c.king_file);
        let corners = S::at(rank_start) | S::at(rank_start + self.width - 1);
        let to = S::bit(m.to);
        let king_home = next.pieces[us][Kind::KING.index()] & king_square != S::EMPTY;
        let won = if m.kind == Kind::KING && to == king_square {
            self.castling_rooks(next, us) & corners
        } else if c.rooks >> m.kind.index() & 1 != 0 && to & corners != S::EMPTY && king_home {
            to
        } else {
            S::EMPTY
        };
        (
            won,
            if won == S::EMPTY {
                S::EMPTY
            } else {
                king_square
            },
        )
    }
}
