//! What a capture does beyond taking a piece. It may explode (atomic and
//! its kin): the capturer and every piece but pawns (or with them, where
//! the variant's pawns are not Fairy-Stockfish's own) around the square
//! it took on go, less the kinds immune to blasts. It may petrify
//! (petrified): the capturer, of the kinds that do, turns into a wall
//! where it lands (see [`Fast::petrified`] for a pawn promoting).
//! Where kings are not common pieces, a move that blows up or petrifies
//! one's own king is illegal, one that blows up only the other's wins
//! whatever it leaves attacked, and kings side by side do not attack each
//! other where captures explode. [`Fast::aftermath`] applies to each move
//! made what it does beyond moving its piece: this, or the stones it turns
//! over (`stones`).

use super::pieces::{Pieces, slots_in};
use super::position::Pos;
use super::{Fast, FastSide};
use crate::rules::Kind;
use crate::set::{Set, squares};

/// What a blast spares.
#[derive(Clone, Copy, Debug)]
pub(super) struct Blast {
    /// The slots whose pieces no blast removes (a bit per slot).
    immune: u32,
    /// Whether no blast removes kings.
    kings_immune: bool,
    /// Whether blasts take the pawns around their target (else they
    /// spare them).
    takes_pawns: bool,
}

/// What a move's capture leaves (see [`Fast::captured`]).
enum Captured<S, const R: usize> {
    /// It took nothing.
    Nothing,
    /// This position.
    Left(Pos<S, R>),
    /// The capture makes the move illegal.
    Illegal,
}

/// The pieces that turn into a wall where they capture.
#[derive(Clone, Copy, Debug)]
pub(super) struct Petrify {
    /// Their slots (a bit per slot).
    slots: u32,
    /// Whether kings do.
    pub(super) kings: bool,
    /// Whether pawns of the first kind do.
    pawns: bool,
}

impl Petrify {
    /// The kinds of `kinds` (a bit per kind index) in the slots of
    /// `moved`, if any.
    pub(super) fn new<S: Set>(kinds: u32, moved: &Pieces<S>) -> Option<Petrify> {
        (kinds != 0).then(|| Petrify {
            slots: moved.slots_of_kinds(kinds),
            kings: kinds >> Kind::KING.0 & 1 != 0,
            pawns: kinds >> Kind::PAWN.0 & 1 != 0,
        })
    }
}

impl Blast {
    /// Blasts sparing the kinds of `immune` (a bit per kind index), in
    /// the slots of `moved`, and taking pawns where `takes_pawns`.
    pub(super) fn new<S: Set>((immune, takes_pawns): (u32, bool), moved: &Pieces<S>) -> Blast {
        Blast {
            immune: moved.slots_of_kinds(immune),
            kings_immune: immune >> Kind::KING.0 & 1 != 0,
            takes_pawns,
        }
    }
}

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// Whether captures explode or petrify.
    #[inline]
    pub(super) fn capture_rules(&self) -> bool {
        self.blast.is_some() || self.petrify.is_some()
    }

    /// `then` of `next`, which follows a move of `p`'s side to move, as
    /// the move leaves it beyond moving its piece: where captures explode
    /// or petrify (see [`Fast::captured`]), or where the enemy pieces it
    /// encloses or lands beside turn to its side (see [`Fast::flipped`]);
    /// `None` where the capture makes the move illegal before `then` is
    /// asked.
    #[inline]
    pub(super) fn aftermath<T>(
        &self,
        p: &Pos<S, R>,
        next: &Pos<S, R>,
        then: impl FnOnce(&Pos<S, R>) -> T,
    ) -> Option<T> {
        if !self.aftermath {
            return Some(then(next));
        }
        // (One call of `then` more, and the search's inlining changes.)
        self.after_move(p, next).map(|after| then(&after))
    }

    /// `next` as [`Fast::aftermath`] leaves it, where a move does more
    /// than move its piece; `None` where its capture makes it illegal.
    #[inline(never)]
    fn after_move(&self, p: &Pos<S, R>, next: &Pos<S, R>) -> Option<Pos<S, R>> {
        if let Some(flipping) = &self.stones.flipping {
            // (Refused beside explosions and petrification.)
            return Some(self.flipped(flipping, p, next));
        }
        match self.captured(p, next) {
            Captured::Nothing => Some(*next),
            Captured::Left(after) => Some(after),
            Captured::Illegal => None,
        }
    }

    /// What `next`, which follows a move of `p`'s side to move, is as its
    /// capture leaves it. A blast takes the capturer and every piece but
    /// pawns (or with them) around the square it landed on, less those of
    /// immune kinds, and with them the castling rights of the squares
    /// blasted; a petrifying capturer turns into a wall. Where a blast's
    /// capturer turns into a wall, the move is illegal where it would
    /// leave the king attacked with that square empty: Fairy-Stockfish
    /// tests it so.
    #[inline(never)]
    fn captured(&self, p: &Pos<S, R>, next: &Pos<S, R>) -> Captured<S, R> {
        let us = p.side;
        // (One square: the fast path plays no gating where captures
        // explode or petrify, so a capture brings one piece onto the
        // board.)
        let landed = next.own(us) & !p.own(us);
        if !p.took(next) || landed == S::EMPTY {
            return Captured::Nothing;
        }
        let mut after = *next;
        // (A petrifying capture turns the piece that landed into a wall,
        // after any blast: see `petrified`.)
        let petrified = self
            .petrify
            .and_then(|petrify| self.petrified(petrify, p, next, landed));
        if let Some(blast) = self.blast {
            let mut spared =
                slots_in(blast.immune).fold(S::EMPTY, |set, slot| set | after.slots()[slot]);
            if blast.kings_immune {
                spared |= after.kings[0] | after.kings[1];
            }
            let around = self.kings.adjacent[usize::from(landed.first())];
            let pawns = if blast.takes_pawns {
                S::EMPTY
            } else {
                after.pawns[0] | after.pawns[1]
            };
            let area = (around & after.occupied() & !after.walls() & !pawns | landed) & !spared;
            after.blast(area, &self.keep);
            if after.castling != 0 {
                for square in squares(area) {
                    after.castling &= !self.lost_rights(square);
                }
            }
            if area & landed == S::EMPTY {
                // (An immune capturer is no blast's, nor petrified.)
                return Captured::Left(after);
            }
        }
        if let Some(wall) = petrified {
            after.blast(landed, &self.keep);
            if wall && self.blast.is_some() && self.unsafe_after(p, &after, us) {
                return Captured::Illegal;
            }
            if wall {
                after.set_walls(after.walls() | landed);
            }
        }
        Captured::Left(after)
    }

    /// Where a capture from `p` to `next` landing on `landed` petrifies,
    /// whether the piece that landed turns into a wall (else it only
    /// goes), as Fairy-Stockfish decides: where captures explode, by the
    /// kind that landed (a wall if it petrifies); else by the kind that
    /// moved, the piece that landed a wall only if its kind petrifies
    /// too (not a pawn promoting to a kind that does not).
    fn petrified(
        &self,
        petrify: Petrify,
        p: &Pos<S, R>,
        next: &Pos<S, R>,
        landed: S,
    ) -> Option<bool> {
        let us = p.side;
        let of = |pos: &Pos<S, R>, square: S| {
            slots_in(petrify.slots).any(|slot| pos.of(us, slot) & square != S::EMPTY)
                || petrify.kings && pos.kings[us] == square
                || petrify.pawns && pos.pawns[us] & square != S::EMPTY
        };
        let lands = of(next, landed);
        if self.blast.is_some() {
            return lands.then_some(true);
        }
        let from = p.own(us) & !next.own(us);
        of(p, from).then_some(lands)
    }

    /// Where captures explode or petrify and kings are not common
    /// pieces, whether the move that led to `p` from a position of side
    /// `us` is decided by its capture: `Some(false)` where it took `us`'s
    /// king (illegal), `Some(true)` where it took only the other's (it
    /// wins); `None` where both kings stand.
    #[inline]
    pub(super) fn decided_by_capture(&self, p: &Pos<S, R>, us: usize) -> Option<bool> {
        if !self.capture_rules() {
            return None;
        }
        if p.kings[us] == S::EMPTY {
            Some(false)
        } else if p.kings[1 - us] == S::EMPTY {
            Some(true)
        } else {
            None
        }
    }

    /// Whether kings `ours` and `theirs` (single squares) stand side by
    /// side where captures explode: neither then attacks the other, as
    /// the capture would blow up the capturer's own.
    #[inline]
    pub(super) fn touching(&self, ours: S, theirs: S) -> bool {
        self.blast.is_some()
            && theirs != S::EMPTY
            && (self.kings.adjacent.get(usize::from(ours.first())))
                .is_some_and(|&around| around & theirs != S::EMPTY)
    }
}
