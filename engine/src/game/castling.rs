//! Castling as Fairy-Stockfish plays it: a right per rook square, read
//! from the FEN's castling field (`KQkq`, or file letters); the king goes
//! to the side file's files (`g` and `c` unless it says otherwise) and the
//! rook to the square beside it, inward, over an empty path, the king
//! neither in check nor passing an attacked square; a king move loses the
//! side's rights, and a right goes with its rook. Where the side file says
//! `castling dropped` (placement), dropping the king on its file and a rook
//! on a corner of the back rank wins the right.

use super::{Board, Kind, Move, PieceType, Rules, bits, side_index};
use crate::fen::{Castle, Position};
use crate::notes::Notes;

/// A variant's castling.
pub(super) struct Castling {
    /// The files the king lands on: kingside, queenside (from 0).
    king_to: [i32; 2],
    /// The file the king starts on, for rights won by drops (`e`).
    king_file: i32,
    /// The back rank counted from each side's edge, from 0.
    rank: i32,
    /// The files from which a FEN's `K` and `Q` look inward for their
    /// rook.
    rook_files: [i32; 2],
    /// The kinds that castle as the rook (a bit per kind index).
    rooks: u32,
    /// Dropping the king and a rook on their squares wins the right.
    dropped: bool,
}

impl Castling {
    /// The side file's castling, with the kind `rook` (or the line's
    /// `rook NAME`): none where it says `castling none`, where pieces make
    /// cambodian first moves instead, or where the variant has no such
    /// piece.
    pub(super) fn new(notes: &Notes, types: &[PieceType]) -> Option<Castling> {
        let note = notes.castling.clone().unwrap_or_default();
        if note.off || notes.cambodian_moves {
            return None;
        }
        let name = note.rook.as_deref().unwrap_or("rook");
        let rook = types
            .iter()
            .position(|t| t.name == name)
            .and_then(|i| u8::try_from(i).ok())
            .map(Kind)?;
        let rank = note.rank.map_or(0, |r| i32::try_from(r).unwrap_or(0));
        let [kingside, queenside] = note.files.unwrap_or([6, 2]);
        Some(Castling {
            king_to: [
                i32::try_from(kingside).unwrap_or(6),
                i32::try_from(queenside).unwrap_or(2),
            ],
            king_file: 4,
            rank,
            rook_files: note.rook_files.map_or([i32::MAX, 0], |[k, q]| {
                [
                    i32::try_from(k).unwrap_or(i32::MAX),
                    i32::try_from(q).unwrap_or(0),
                ]
            }),
            rooks: 1 << rook.index(),
            dropped: note.dropped,
        })
    }
}

impl Rules {
    /// The unmoved back-rank pieces the FEN's castling field names, where
    /// the variant gives them first moves: by file (cambodian's `DEde`),
    /// and for gating (S-chess) also the king and the rook a `K` or `Q`
    /// names.
    pub(super) fn first_move_gates(&self, p: &Position, board: &Board) -> u128 {
        if self.cambodian.is_none() && !self.gating {
            return 0;
        }
        p.castling
            .iter()
            .map(|&(color, castle)| {
                let side = side_index(color);
                let square = match castle {
                    Castle::File(file) => {
                        let start = if self.gating {
                            self.rank_start(side)
                        } else if side == 0 {
                            0
                        } else {
                            (self.height - 1) * self.width
                        };
                        1u128 << (start + i32::try_from(file).unwrap_or(0))
                    }
                    Castle::Kingside | Castle::Queenside if self.gating => {
                        self.castling_rook(board, side, castle)
                            | self.castling_king(board, side).map_or(0, |k| 1u128 << k)
                    }
                    _ => 0,
                };
                square & board.side_pieces(side)
            })
            .fold(0, |set, square| set | square)
    }

    /// Each of `moves` from a gate again once for every kind in hand, that
    /// piece put on the square left (or, castling, on the rook's square
    /// if that is a gate and neither piece lands there) — S-chess gating.
    pub(super) fn gated_moves(&self, board: &Board, moves: &mut Vec<Move>) {
        let us = side_index(board.side);
        let open = board.gates & board.side_pieces(us);
        let kinds: Vec<Kind> = (0..self.types.len())
            .filter(|&i| board.hands[us][i] > 0)
            .filter_map(|i| u8::try_from(i).ok().map(Kind))
            .collect();
        let mut gated = Vec::new();
        for m in moves.iter().filter(|m| !m.drop && m.kind != Kind::PAWN) {
            let mut squares = open & 1u128 << m.from;
            if let Some((rook, rook_to)) = m.castle {
                squares |= open & 1u128 << rook;
                squares &= !(1u128 << m.to) & !(1u128 << rook_to);
            }
            for square in bits(squares) {
                for &kind in &kinds {
                    // A pawn is gated only where it may be dropped.
                    let allowed = match self.pawn_kind(kind.index()) {
                        Some(p) => p.sides[us].as_ref().and_then(|side| {
                            side.drop_targets(board.pieces[us][kind.index()], 1u128 << square)
                        }),
                        None => {
                            Some(self.drops.region[us] & self.types[kind.index()].drop_zone[us])
                        }
                    };
                    if allowed.unwrap_or(0) >> square & 1 != 0 {
                        gated.push(Move {
                            gate: Some((kind, square)),
                            ..*m
                        });
                    }
                }
            }
        }
        moves.extend(gated);
    }

    /// The side to move's cambodian first moves: an unmoved king not in
    /// check leaps two files sideways and a rank forward, an unmoved met
    /// steps two ranks forward, each onto an empty square.
    pub(super) fn cambodian_moves(&self, board: &Board, out: &mut Vec<Move>) {
        let Some(met) = self.cambodian else { return };
        let us = side_index(board.side);
        let forward = if us == 0 { 1 } else { -1 };
        let occupied = board.occupied();
        let mut leap = |kind: Kind, from: u8, (df, dr): (i32, i32)| {
            let (f, r) = (
                i32::from(from) % self.width + df,
                i32::from(from) / self.width + dr,
            );
            if (0..self.width).contains(&f) && (0..self.height).contains(&r) {
                let to = r * self.width + f;
                if occupied >> to & 1 == 0 {
                    out.push(Move::new(from, u8::try_from(to).unwrap_or(0), kind));
                }
            }
        };
        let king = board.pieces[us][Kind::KING.index()] & board.gates;
        if king != 0 && !self.attacked(board, king, board.side.other()) {
            for from in bits(king) {
                leap(Kind::KING, from, (-2, forward));
                leap(Kind::KING, from, (2, forward));
            }
        }
        for from in bits(board.pieces[us][met.index()] & board.gates) {
            leap(met, from, (0, 2 * forward));
        }
    }

    /// `next`'s unmoved pieces after `m`: not the piece that moved or was
    /// taken, nor a king a rook move lines up on.
    pub(super) fn update_gates(&self, board: &Board, m: &Move, next: &mut Board) {
        let mut gates = board.gates & !(1u128 << m.from) & !(1u128 << m.to);
        if let Some((rook, _)) = m.castle {
            gates &= !(1u128 << rook);
        }
        let us = side_index(board.side);
        let them = 1 - us;
        if self.gating
            && self.captures == crate::notes::Captures::Leave
            && next.hands[us] == [0; super::MAX_KINDS]
        {
            // Nothing left to gate.
            gates &= !self.back_rank(us);
        }
        let king = next.pieces[them][Kind::KING.index()] & gates;
        if self.cambodian.is_some() && king != 0 && self.types[m.kind.index()].name == "rook" {
            let (to, k) = (
                i32::from(m.to),
                i32::try_from(king.trailing_zeros()).unwrap_or(0),
            );
            if to % self.width == k % self.width || to / self.width == k / self.width {
                gates &= !king;
            }
        }
        next.gates = gates;
    }

    /// The first square of `side`'s castling rank.
    fn rank_start(&self, side: usize) -> i32 {
        let rank = self.castling.as_ref().map_or(0, |c| c.rank);
        if side == 0 {
            rank * self.width
        } else {
            (self.height - 1 - rank) * self.width
        }
    }

    /// The squares of `side`'s castling rank.
    fn back_rank(&self, side: usize) -> u128 {
        let start = self.rank_start(side);
        (0..self.width).fold(0, |set, f| set | 1u128 << (start + f))
    }

    /// `side`'s pieces that castle as the rook.
    fn castling_rooks(&self, board: &Board, side: usize) -> u128 {
        let Some(c) = &self.castling else { return 0 };
        (0..self.types.len())
            .filter(|&i| c.rooks >> i & 1 != 0)
            .fold(0, |set, i| set | board.pieces[side][i])
    }

    /// The outermost castling rook on `side`'s castling rank toward the
    /// kingside or the queenside (none for a file).
    fn castling_rook(&self, board: &Board, side: usize, castle: Castle) -> u128 {
        let Some(c) = &self.castling else { return 0 };
        let start = self.rank_start(side);
        let files = |keep: &dyn Fn(i32) -> bool| {
            (0..self.width)
                .filter(|&f| keep(f))
                .fold(0u128, |set, f| set | 1u128 << (start + f))
        };
        let rooks = self.castling_rooks(board, side)
            & match castle {
                Castle::Kingside => files(&|f| f <= c.rook_files[0]),
                _ => files(&|f| f >= c.rook_files[1]),
            };
        match castle {
            _ if rooks == 0 => 0,
            Castle::Kingside => 1u128 << rooks.ilog2(),
            Castle::Queenside => 1u128 << rooks.trailing_zeros(),
            Castle::File(_) => 0,
        }
    }

    /// `side`'s castling king: its one king on the back rank (of several,
    /// the one on the king's file).
    fn castling_king(&self, board: &Board, side: usize) -> Option<u8> {
        let c = self.castling.as_ref()?;
        let kings = board.pieces[side][Kind::KING.index()] & self.back_rank(side);
        let square = if kings.is_power_of_two() {
            kings
        } else {
            kings & 1u128 << (self.rank_start(side) + c.king_file)
        };
        (square != 0).then(|| u8::try_from(square.trailing_zeros()).unwrap_or(0))
    }

    /// The rook squares whose rights the FEN grants, where the king and
    /// the rook stand (as Fairy-Stockfish, a right without them is
    /// dropped).
    pub(super) fn castling_rights(&self, p: &Position, board: &Board) -> u128 {
        if self.castling.is_none() {
            return 0;
        }
        let mut rights = 0;
        for &(color, castle) in &p.castling {
            let side = side_index(color);
            if self.castling_king(board, side).is_none() {
                continue;
            }
            let rooks = self.castling_rooks(board, side) & self.back_rank(side);
            let square = match castle {
                // With gating and something to gate, a file names a gate.
                Castle::File(_)
                    if self.gating
                        && (board.hands[side] != [0; super::MAX_KINDS]
                            || self.captures != crate::notes::Captures::Leave) =>
                {
                    0
                }
                Castle::File(file) => {
                    1u128 << (self.rank_start(side) + i32::try_from(file).unwrap_or(0))
                }
                kingside_or_queenside => self.castling_rook(board, side, kingside_or_queenside),
            };
            rights |= square & rooks;
        }
        rights
    }

    /// The side to move's castling moves whose path is empty.
    pub(super) fn castling_moves(&self, board: &Board, out: &mut Vec<Move>) {
        let Some(c) = &self.castling else { return };
        let us = side_index(board.side);
        let rights = board.castling & self.back_rank(us);
        let Some(king) = self.castling_king(board, us).filter(|_| rights != 0) else {
            return;
        };
        let occupied = board.occupied();
        let rank_start = i32::from(king) / self.width * self.width;
        let line = |a: i32, b: i32| {
            (a.min(b)..=a.max(b)).fold(0u128, |set, f| set | 1u128 << (rank_start + f))
        };
        let king_file = i32::from(king) % self.width;
        for rook in bits(rights) {
            let rook_file = i32::from(rook) % self.width;
            let kingside = rook_file > king_file;
            let king_to = c.king_to[usize::from(!kingside)];
            let rook_to = if kingside { king_to - 1 } else { king_to + 1 };
            if !(0..self.width).contains(&king_to) || !(0..self.width).contains(&rook_to) {
                continue;
            }
            let path = (line(king_file, king_to) | line(rook_file, rook_to))
                & !(1u128 << king)
                & !(1u128 << rook);
            if path & occupied == 0 {
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
    pub(super) fn castling_through_check(&self, board: &Board, m: &Move) -> bool {
        let us = side_index(board.side);
        let them = board.side.other();
        let (from, to) = (i32::from(m.from), i32::from(m.to));
        let squares = from.min(to)..=from.max(to);
        if self.royal {
            return squares
                .into_iter()
                .any(|sq| self.attacked(board, 1u128 << sq, them));
        }
        let Some(royal) = &self.pseudo_royal else {
            return false;
        };
        let kings = board.pieces[us][Kind::KING.index()];
        if !royal.kinds.contains(&Kind::KING) || kings.count_ones() > royal.most {
            return false;
        }
        let mut lifted = *board;
        lifted.pieces[us][Kind::KING.index()] &= !(1u128 << m.from);
        let theirs = board.pieces[1 - us][Kind::KING.index()];
        let touching = |sq: i32| {
            self.capturing
                .explode
                .as_ref()
                .is_some_and(|(_, around)| around[usize::try_from(sq).unwrap_or(0)] & theirs != 0)
        };
        squares
            .filter(|&sq| sq != to || from == to)
            .any(|sq| !touching(sq) && self.attacked(&lifted, 1u128 << sq, them))
    }

    /// The position after castling `m`: the rook leaves its square first,
    /// then the king moves, then the rook lands beside it.
    pub(super) fn castled(&self, board: &Board, m: &Move, (rook, rook_to): (u8, u8)) -> Board {
        let us = side_index(board.side);
        let kind = (0..self.types.len())
            .find(|&i| board.pieces[us][i] & 1u128 << rook != 0)
            .unwrap_or(Kind::KING.index());
        let mut without = *board;
        without.pieces[us][kind] &= !(1u128 << rook);
        let mut next = without.after_with(&Move { castle: None, ..*m }, self.captures);
        next.pieces[us][kind] |= 1u128 << rook_to;
        next
    }

    /// `next`'s rights after `m`: a king move loses the mover's, a right
    /// goes with its rook, and (`castling dropped`) a king or rook dropped
    /// on its square wins them.
    pub(super) fn update_castling(&self, board: &Board, m: &Move, next: &mut Board) {
        let Some(c) = &self.castling else { return };
        let us = side_index(board.side);
        let mut rights = board.castling;
        if m.kind == Kind::KING && !m.drop {
            rights &= !self.back_rank(us);
        }
        if c.dropped && m.drop {
            rights |= self.dropped_rights(next, m, us);
        }
        for side in [0, 1] {
            rights &= !(self.back_rank(side) & !self.castling_rooks(next, side));
        }
        next.castling = rights;
    }

    /// The rights a drop wins: the king dropped on its file with rooks on
    /// the back rank's corners, or a rook dropped on a corner with the
    /// king on its file.
    fn dropped_rights(&self, next: &Board, m: &Move, us: usize) -> u128 {
        let Some(c) = &self.castling else { return 0 };
        let rank_start = self.rank_start(us);
        let king_square = 1u128 << (rank_start + c.king_file);
        let corners = 1u128 << rank_start | 1u128 << (rank_start + self.width - 1);
        let to = 1u128 << m.to;
        let king_home = next.pieces[us][Kind::KING.index()] & king_square != 0;
        if m.kind == Kind::KING && to == king_square {
            self.castling_rooks(next, us) & corners
        } else if c.rooks >> m.kind.index() & 1 != 0 && to & corners != 0 && king_home {
            to
        } else {
            0
        }
    }
}
