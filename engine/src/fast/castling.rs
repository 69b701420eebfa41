//! Castling on the fast path: for each side, king file and rook file, the
//! squares that must be empty, the squares the king walks (its own and
//! its landing one too, none of them attacked) and where king and rook
//! land, found once. A position's rights are a `u32` of rook files, 16 a
//! side (which fits in the padding of a position: kings-and-pawns
//! positions stay the size they were), lost as Fairy-Stockfish's castling
//! masks lose them (see `rules::castling`); and the search's castlings,
//! legal by the guard's danger mask.

use super::pieces::Guard;
use super::played::Played;
use super::position::Pos;
use super::{Fast, FastSide};
use crate::notes::{castling_decided, decides};
use crate::rules::CastlingPlan;
use crate::set::Set;

/// One castling: a king on a file with a rook on another.
#[derive(Clone, Copy, Debug)]
pub(super) struct Castle<S> {
    /// Squares that must be empty, the king's and the rook's aside.
    pub(super) empty: S,
    /// Squares the king stands on, passes or lands on: none may be
    /// attacked.
    pub(super) walk: S,
    /// Where the king lands.
    pub(super) king_to: S,
    /// The rook's square, and where it lands.
    pub(super) rook: (S, S),
    /// Whether the rook, leaving its square, may open a line onto the
    /// king's landing square (a square of the rank lies beyond it, away
    /// from the king), or the king is pseudo-royal: only then is the
    /// landing square tried after the move.
    pub(super) may_shield: bool,
}

impl<S: Set> Castle<S> {
    /// The castling as played by the king on `king`: the king's move,
    /// with the rook's square.
    pub(super) fn played(&self, king: S) -> Played {
        Played::castling(king.first(), self.king_to.first(), self.rook.0.first())
    }
}

/// Every castling of a variant.
pub(super) struct Castles<S> {
    /// Each side's castling rank.
    pub(super) ranks: [S; 2],
    /// The first square of each side's castling rank.
    starts: [usize; 2],
    width: usize,
    /// Per side, by king file × width + rook file.
    table: [Vec<Option<Castle<S>>>; 2],
    /// The rights a move from or to each square loses.
    lost: Vec<u32>,
    /// Castling on a flank takes the other side's right on that flank
    /// (`oppositeCastling`).
    opposite: bool,
    /// Per side, kingside then queenside, the rights that decide the
    /// game (`castlingWins`).
    wins: [[bool; 2]; 2],
}

impl<S: Set> Castles<S> {
    /// The castlings of `plan` on a `width` x `height` board, if its
    /// rights fit 16 files a side.
    pub(super) fn new(plan: &CastlingPlan, width: i32, height: i32) -> Option<Castles<S>> {
        if !(1..=16).contains(&width) {
            return None;
        }
        let ranks = plan
            .rank_starts
            .map(|start| (0..width).fold(S::EMPTY, |set, f| set | S::at(start + f)));
        let table = plan.rank_starts.map(|start| {
            let line = |a: i32, b: i32| {
                (a.min(b)..=a.max(b)).fold(S::EMPTY, |set, f| set | S::at(start + f))
            };
            let mut table = Vec::new();
            for king in 0..width {
                for rook in 0..width {
                    let kingside = rook > king;
                    let king_to = plan.king_to[usize::from(!kingside)];
                    let rook_to = if kingside { king_to - 1 } else { king_to + 1 };
                    let on_board = |f: i32| (0..width).contains(&f);
                    table.push(
                        (rook != king && on_board(king_to) && on_board(rook_to)).then(|| Castle {
                            empty: (line(king, king_to) | line(rook, rook_to))
                                & !S::at(start + king)
                                & !S::at(start + rook),
                            // (A pseudo-royal king's landing square is
                            // tried after the move, unless it stays.)
                            walk: if plan.lifted && king != king_to {
                                line(king, king_to) & !S::at(start + king_to)
                            } else {
                                line(king, king_to)
                            },
                            king_to: S::at(start + king_to),
                            rook: (S::at(start + rook), S::at(start + rook_to)),
                            may_shield: plan.lifted
                                || if rook > king_to {
                                    rook < width - 1
                                } else {
                                    rook > 0 || rook == king_to
                                },
                        }),
                    );
                }
            }
            table
        });
        let starts = plan.rank_starts.map(|s| usize::try_from(s).unwrap_or(0));
        let width = usize::try_from(width).ok()?;
        let squares = width * usize::try_from(height).ok()?;
        let lost = (0..squares)
            .map(|sq| {
                (0..2)
                    .filter(|&side| (starts[side]..starts[side] + width).contains(&sq))
                    .fold(0, |bits, side| bits | 1 << (16 * side + sq - starts[side]))
            })
            .collect();
        Some(Castles {
            ranks,
            starts,
            width,
            table,
            lost,
            opposite: plan.opposite,
            wins: plan.wins,
        })
    }

    /// Side `side`'s rights on one flank of its `king` (a square on its
    /// castling rank, else it holds none): its rook files beyond the
    /// king toward the kingside (or the queenside).
    #[inline]
    pub(super) fn flank(&self, side: usize, king: S, kingside: bool) -> u32 {
        if king & self.ranks[side] == S::EMPTY {
            return 0;
        }
        let file = usize::from(king.first()) - self.starts[side];
        let files = if kingside {
            (0xffff_u32 << (file + 1)) & 0xffff
        } else {
            (1_u32 << file) - 1
        };
        files << (16 * side)
    }

    /// Whether `castlingWins` has decided the game: a side holds none of
    /// the `rights` it names, by its `kings`.
    #[inline]
    pub(super) fn decided(&self, rights: u32, kings: [S; 2]) -> bool {
        castling_decided(self.wins, |side, kingside| {
            rights & self.flank(side, kings[side], kingside) != 0
        })
    }

    /// Whether some side's rights decide the game (`castlingWins`).
    pub(super) fn has_wins(&self) -> bool {
        decides(self.wins)
    }

    /// The squares side `us`'s king (one square) walks in the castlings
    /// of `rights` whose squares are empty of `occupied`: where the danger
    /// to it must be known.
    #[inline]
    pub(super) fn open_walks(&self, us: usize, king: S, rights: u32, occupied: S) -> S {
        self.open(us, king, rights, occupied)
            .fold(S::EMPTY, |walks, c| walks | c.walk)
    }

    /// The rights of `rooks`, the rook squares of a position.
    pub(super) fn rights(&self, rooks: S) -> u32 {
        crate::set::squares(rooks).fold(0, |bits, sq| bits | self.lost(sq))
    }

    /// The rook squares of `rights`.
    pub(super) fn rooks(&self, rights: u32) -> S {
        (0..2).fold(S::EMPTY, |set, side| {
            (0..self.width)
                .filter(|file| rights >> (16 * side + file) & 1 != 0)
                .fold(set, |set, file| set | S::bit(self.square(side, file)))
        })
    }

    /// The rights a move from or to `square` loses.
    #[inline]
    pub(super) fn lost(&self, square: u8) -> u32 {
        self.lost.get(usize::from(square)).copied().unwrap_or(0)
    }

    /// The square of `side`'s castling rank on `file`, as a set (none
    /// for no file).
    pub(super) fn on_rank(&self, side: usize, file: Option<usize>) -> S {
        file.filter(|&f| f < self.width)
            .map_or(S::EMPTY, |f| S::bit(self.square(side, f)))
    }

    /// The files of a castling rank.
    pub(super) fn width(&self) -> usize {
        self.width
    }

    /// The square of `side`'s castling rank on `file`.
    fn square(&self, side: usize, file: usize) -> u8 {
        u8::try_from(self.starts[side] + file).unwrap_or(0)
    }

    /// The castlings side `us`'s king (one square on its castling rank)
    /// may make with its `rights`, over `occupied`, no square it walks
    /// in `danger`.
    #[inline]
    pub(super) fn legal(
        &self,
        us: usize,
        king: S,
        rights: u32,
        occupied: S,
        danger: S,
    ) -> impl Iterator<Item = Castle<S>> + '_ {
        // (Copied once found legal.)
        self.open(us, king, rights, occupied)
            .filter(move |c| c.walk & danger == S::EMPTY)
            .copied()
    }

    /// The castlings of side `us`'s king (one square on its castling
    /// rank) with its `rights` whose squares are empty of `occupied`.
    #[inline]
    fn open(
        &self,
        us: usize,
        king: S,
        rights: u32,
        occupied: S,
    ) -> impl Iterator<Item = &Castle<S>> + '_ {
        let king_file = usize::from(king.first()).saturating_sub(self.starts[us]);
        let mut files = rights >> (16 * us) & 0xffff;
        core::iter::from_fn(move || {
            (files != 0).then(|| {
                let rook_file = files.trailing_zeros() as usize;
                files &= files - 1;
                rook_file
            })
        })
        .filter_map(move |rook_file| {
            self.table[us]
                .get(king_file * self.width + rook_file)
                .and_then(Option::as_ref)
                .filter(|c| c.empty & occupied == S::EMPTY)
        })
    }
}

/// The rights of side `side`: a king's move loses them all.
pub(super) const fn side_rights(side: usize) -> u32 {
    0xffff << (16 * side)
}

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// Whether the side to move has a castling right whose squares are
    /// empty (only then need the squares its king walks be looked at).
    #[inline]
    pub(super) fn may_castle(&self, p: &Pos<S, R>) -> bool {
        let us = p.side;
        p.castling != 0
            && self.castles.as_ref().is_some_and(|castles| {
                (castles
                    .legal(us, p.kings[us], p.castling, p.occupied(), S::EMPTY)
                    .next())
                .is_some()
            })
    }

    /// Calls `visit` with the position after each legal castling of the
    /// side to move.
    #[inline(never)]
    pub(super) fn each_castle(
        &self,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        visit: &mut dyn FnMut(Played, &Pos<S, R>),
    ) {
        self.legal_castles(p, guard, |castle| {
            let next = self.castled(p, castle);
            let played = castle.played(p.kings[p.side]);
            visit(played, &next);
            if self.unmoved.gating {
                let gates = Self::castle_gates(castle, p.kings[p.side]);
                self.each_gated(p, (played, &next), gates, visit);
            }
        });
    }

    /// How many castlings [`Fast::each_castle`] would visit.
    #[inline(never)]
    pub(super) fn count_castles(&self, p: &Pos<S, R>, guard: &Guard<S>) -> u64 {
        let mut nodes = 0;
        self.legal_castles(p, guard, |_| nodes += 1);
        nodes
    }

    /// Calls `found` with each of the side to move's legal castlings: out
    /// of check, over empty squares, its king walking no attacked square,
    /// and safe where it lands, which is tried after the move only where
    /// the castling rook may have shielded it.
    #[inline]
    pub(super) fn legal_castles(
        &self,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        mut found: impl FnMut(&Castle<S>),
    ) {
        let Some(castles) = &self.castles else { return };
        let us = p.side;
        let occupied = p.occupied();
        for castle in castles.legal(us, p.kings[us], p.castling, occupied, guard.danger) {
            if !castle.may_shield || !self.unsafe_after(p, &self.castled(p, &castle), us) {
                found(&castle);
            }
        }
    }

    /// The position after `castle`: the rook leaves its square, the king
    /// lands, the rook lands beside it; the side's rights are gone.
    pub(super) fn castled(&self, p: &Pos<S, R>, castle: &Castle<S>) -> Pos<S, R> {
        let us = p.side;
        let (rook, rook_to) = castle.rook;
        let mut next = p.handed_over();
        if let Some(slot) = (0..self.pieces.len()).find(|&slot| p.of(us, slot) & rook != S::EMPTY) {
            // (Not an exclusive or: the rook may land where it stands.)
            next.shift(us, slot, rook, rook_to);
        }
        if self.unmoved.gating {
            next.ungate(p.kings[us] | rook | castle.king_to);
        }
        next.kings[us] = castle.king_to;
        next.castling &= !side_rights(us);
        // (Castling on a flank takes the other side's right there.)
        if let Some(castles) = self.castles.as_ref().filter(|c| c.opposite) {
            let them = 1 - us;
            let kingside = rook.first() > p.kings[us].first();
            next.castling &= !castles.flank(them, p.kings[them], kingside);
        }
        next
    }

    /// The castling (or first-move) rights a move from or to `square`
    /// loses.
    #[inline]
    pub(super) fn lost_rights(&self, square: u8) -> u32 {
        match (&self.castles, &self.unmoved.first_moves) {
            (Some(c), _) => c.lost(square),
            (None, Some(f)) => f.lost(square),
            (None, None) => 0,
        }
    }

    /// The rights side `us`'s king loses when it moves from `from`: all
    /// its castlings, or its own first move.
    #[inline]
    pub(super) fn king_lost_rights(&self, us: usize, from: u8) -> u32 {
        if self.castles.is_some() {
            side_rights(us)
        } else {
            self.lost_rights(from)
        }
    }
}
