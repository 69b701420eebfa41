//! Castling as Fairy-Stockfish plays it: a right per rook square, read
//! from the FEN's castling field (`KQkq`, or file letters), with the
//! castling king's square; the king goes to the notes' files (`g` and
//! `c` unless they say otherwise: `castlingKingsideFile`, …; on a board of
//! six files or fewer, without castling notes, no king castles) and the
//! rook to the square beside it, inward, over an empty path, the king
//! neither in check nor passing an attacked square. A move from or to the
//! king's square loses the side's rights, one from or to a rook's square
//! (or a blast over it) that right; a pass loses none. Where dropped
//! pieces castle (`castlingDroppedPiece`: placement), dropping the king on
//! the `e` file and a rook on a corner of the back rank wins the right.
//! With `oppositeCastling`, castling on a flank takes the other side's
//! right on that flank; with `castlingWins`, a side that castles on a
//! flank it names wins, and one that has lost every right it names loses.

use super::{Board, Kind, MAX_KINDS, PieceType, RuleBook, kind_named, side_index};
use crate::fen::{Castle, Position};
use crate::notes::{Captures, Notes};
use crate::set::Set;

/// A variant's castling.
pub(super) struct Castling {
    /// The files the king lands on: kingside, queenside (from 0).
    pub(super) king_to: [i32; 2],
    /// The file the king starts on where a drop wins the right, and where
    /// several kings stand on the back rank (`e`, as Fairy-Stockfish's
    /// default `castlingKingFile`).
    pub(super) king_file: i32,
    /// The back rank counted from each side's edge, from 0.
    pub(super) rank: i32,
    /// The files from which a FEN's `K` and `Q` look inward for their
    /// rook.
    pub(super) rook_files: [i32; 2],
    /// The kinds that castle as the rook (a bit per kind index).
    pub(super) rooks: u32,
    /// Dropping the king and a rook on their squares wins the right.
    pub(super) dropped: bool,
    /// Written king takes rook (`chess960`).
    pub(super) chess960: bool,
    /// Castling on a flank takes the other side's right on that flank
    /// (`oppositeCastling`).
    pub(super) opposite: bool,
    /// Per side, kingside then queenside, the rights that decide the
    /// game (`castlingWins`).
    pub(super) wins: [[bool; 2]; 2],
}

impl Castling {
    /// The notes' castling, with the kind `rook` (or the kinds
    /// `castlingRookPieces` names): none where the variant never castles,
    /// where pieces make cambodian first moves instead, or where the
    /// variant has no rook. An error names a rook kind the variant lacks,
    /// a file or rank off the board, or castling beside
    /// `cambodianMoves`.
    pub(super) fn new<S: Set>(
        notes: &Notes,
        types: &[PieceType<S>],
        width: i32,
        height: i32,
    ) -> Result<Option<Castling>, String> {
        let note = notes.castling.clone().unwrap_or_default();
        if notes.cambodian_moves {
            if notes.castling.is_some() {
                return Err(
                    "`castling` with `cambodianMoves`, whose FEN castling field names first moves, not castling rights".to_owned(),
                );
            }
            return Ok(None);
        }
        // (Where no king castles, rights that decide the game would end
        // it before it starts.)
        let castles_not = || {
            if note.decides() {
                Err("`castlingWins` where no king castles: every game would be over before it starts".to_owned())
            } else {
                Ok(None)
            }
        };
        if note.off {
            return castles_not();
        }
        let rooks = match &note.rook {
            Some(names) => names.split(',').try_fold(0u32, |set, name| {
                kind_named(types, name)
                    .map(|k| set | 1 << k.index())
                    .map_err(|e| format!("`castlingRookPieces`: {e}"))
            })?,
            None => match kind_named(types, "rook") {
                Ok(kind) => 1 << kind.index(),
                Err(_) => return castles_not(),
            },
        };
        let file = |f: u32, options: &str| {
            i32::try_from(f).ok().filter(|f| *f < width).ok_or_else(|| {
                format!(
                    "{options}: file {} is off this {width}-file board",
                    char::from_u32(u32::from('a') + f).unwrap_or('?')
                )
            })
        };
        let (king_files, rook_options) = (
            "`castlingKingsideFile` or `castlingQueensideFile`",
            "`castlingRookKingsideFile` or `castlingRookQueensideFile`",
        );
        let [kingside, queenside] = match note.files {
            Some(files) => files,
            // Without castling notes, kings castle to files g and c
            // where the board has them, and nowhere on a narrower one.
            None if notes.castling.is_none() && width <= 6 => return castles_not(),
            None => [6, 2],
        };
        let rank = match note.rank {
            None => 0,
            Some(r) => i32::try_from(r)
                .ok()
                .filter(|r| *r < height)
                .ok_or_else(|| {
                    format!(
                        "`castlingRank`: rank {} is off this {height}-rank board",
                        u64::from(r) + 1
                    )
                })?,
        };
        let rook_files = match note.rook_files {
            None => [width - 1, 0],
            Some([k, q]) => [file(k, rook_options)?, file(q, rook_options)?],
        };
        Ok(Some(Castling {
            king_to: [file(kingside, king_files)?, file(queenside, king_files)?],
            king_file: 4.min(width - 1),
            rank,
            rook_files,
            rooks,
            dropped: note.dropped,
            chess960: notes.chess960,
            opposite: note.opposite,
            wins: note.wins,
        }))
    }
}

/// Castling as perft's fast path plays it (see [`RuleBook::castling_plan`]).
pub(crate) struct CastlingPlan {
    /// The first square of each side's castling rank.
    pub(crate) rank_starts: [i32; 2],
    /// The files the king lands on: kingside, queenside (from 0).
    pub(crate) king_to: [i32; 2],
    /// Whether the king is pseudo-royal (atomic's): the squares it walks
    /// are tested with it lifted, up to its landing one, which is tested
    /// after the move as Fairy-Stockfish does.
    pub(crate) lifted: bool,
    /// Where dropping the king and a rook on their squares wins the right
    /// (`castlingDroppedPiece`, placement): the king's file and the kinds that
    /// castle as the rook (a bit per kind index).
    pub(crate) dropped: Option<(i32, u32)>,
    /// Castling on a flank takes the other side's right on that flank
    /// (`oppositeCastling`).
    pub(crate) opposite: bool,
    /// Per side, kingside then queenside, the rights that decide the
    /// game (`castlingWins`).
    pub(crate) wins: [[bool; 2]; 2],
}

impl<S: Set> RuleBook<S> {
    /// The variant's castling as the fast path plays it: royal kings
    /// (castling through check is then the king's danger), common ones
    /// (which castle through attacks) or a pseudo-royal one, and rights
    /// won by drops.
    pub(crate) fn castling_plan(&self) -> Option<CastlingPlan> {
        let c = self.castling.as_ref()?;
        Some(CastlingPlan {
            rank_starts: [self.rank_start(0), self.rank_start(1)],
            king_to: c.king_to,
            lifted: self.pseudo_royal.is_some(),
            dropped: c.dropped.then_some((c.king_file, c.rooks)),
            opposite: c.opposite,
            wins: c.wins,
        })
    }

    /// The first square of `side`'s castling rank (its back rank where
    /// the variant does not castle).
    pub(super) fn rank_start(&self, side: usize) -> i32 {
        let rank = self.castling.as_ref().map_or(0, |c| c.rank);
        if side == 0 {
            rank * self.width
        } else {
            (self.height - 1 - rank) * self.width
        }
    }

    /// The squares of `side`'s castling rank.
    pub(super) fn back_rank(&self, side: usize) -> S {
        let start = self.rank_start(side);
        (0..self.width).fold(S::EMPTY, |set, f| set | S::at(start + f))
    }

    /// `side`'s pieces that castle as the rook.
    pub(super) fn castling_rooks(&self, board: &Board<S>, side: usize) -> S {
        let Some(c) = &self.castling else {
            return S::EMPTY;
        };
        (0..self.types.len())
            .filter(|&i| c.rooks >> i & 1 != 0)
            .fold(S::EMPTY, |set, i| set | board.pieces[side][i])
    }

    /// The outermost castling rook on `side`'s castling rank toward the
    /// kingside or the queenside (none for a file).
    pub(super) fn castling_rook(&self, board: &Board<S>, side: usize, castle: Castle) -> S {
        let Some(c) = &self.castling else {
            return S::EMPTY;
        };
        let start = self.rank_start(side);
        let files = |keep: &dyn Fn(i32) -> bool| {
            (0..self.width)
                .filter(|&f| keep(f))
                .fold(S::EMPTY, |set, f| set | S::at(start + f))
        };
        let rooks = self.castling_rooks(board, side)
            & match castle {
                Castle::Kingside => files(&|f| f <= c.rook_files[0]),
                _ => files(&|f| f >= c.rook_files[1]),
            };
        match castle {
            _ if rooks == S::EMPTY => S::EMPTY,
            Castle::Kingside => S::bit(rooks.last()),
            Castle::Queenside => S::bit(rooks.first()),
            Castle::File(_) => S::EMPTY,
        }
    }

    /// The square of the king a FEN's castling right belongs to: `side`'s
    /// one king on the back rank (of several, the one on the king's file).
    pub(super) fn fen_castling_king(&self, board: &Board<S>, side: usize) -> S {
        let Some(c) = &self.castling else {
            return S::EMPTY;
        };
        let kings = board.pieces[side][Kind::KING.index()] & self.back_rank(side);
        if kings.count() == 1 {
            kings
        } else {
            kings & S::at(self.rank_start(side) + c.king_file)
        }
    }

    /// Sets `board`'s castling rights from the FEN's field, each with its
    /// king's square, where the king and the rook stand (as
    /// Fairy-Stockfish, a right without them is dropped); with gating, a
    /// file names a gate instead while something waits in hand, and an
    /// unmoved king with no right castles with every unmoved rook.
    pub(super) fn set_castling(&self, p: &Position, board: &mut Board<S>) {
        if self.castling.is_none() {
            return;
        }
        for &(color, castle) in &p.castling {
            let side = side_index(color);
            let king = self.fen_castling_king(board, side);
            let rooks = self.castling_rooks(board, side) & self.back_rank(side);
            let gating = self.gating
                && (board.hands[side] != [0; MAX_KINDS] || self.captures != Captures::Leave);
            let square = match castle {
                Castle::File(_) if gating => S::EMPTY,
                Castle::File(file) => {
                    S::at(self.rank_start(side) + i32::try_from(file).unwrap_or(0))
                }
                kingside_or_queenside => self.castling_rook(board, side, kingside_or_queenside),
            } & rooks;
            if king != S::EMPTY && square != S::EMPTY {
                board.castling |= square;
                board.castle_kings |= king;
            }
        }
        if self.gating {
            for side in [0, 1] {
                let king = board.gates & self.fen_castling_king(board, side);
                if king != S::EMPTY && board.castling & self.back_rank(side) == S::EMPTY {
                    let rooks =
                        board.gates & self.castling_rooks(board, side) & self.back_rank(side);
                    if rooks != S::EMPTY {
                        board.castling |= rooks;
                        board.castle_kings |= king;
                    }
                }
            }
        }
    }
}
