//! What a capture does beyond taking a piece. It may explode (atomic and
//! its kin): the capturer and every piece but pawns around the square it
//! took on go, less the kinds immune to blasts. It may petrify (petrified):
//! the capturer, of the kinds that do (as it moved: not a pawn promoting),
//! turns into a wall where it lands.
//! Where kings are not common pieces, a move that blows up or petrifies
//! one's own king is illegal, one that blows up only the other's wins
//! whatever it leaves attacked, and kings side by side do not attack each
//! other where captures explode.

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
}

/// The pieces that turn into a wall where they capture.
#[derive(Clone, Copy, Debug)]
pub(super) struct Petrify {
    /// Their slots (a bit per slot).
    slots: u32,
    /// Whether kings do.
    pub(super) kings: bool,
}

impl Petrify {
    /// The kinds of `kinds` (a bit per kind index) in the slots of
    /// `moved`, if any.
    pub(super) fn new<S: Set>(kinds: u32, moved: &Pieces<S>) -> Option<Petrify> {
        (kinds != 0).then(|| Petrify {
            slots: moved.slots_of_kinds(kinds),
            kings: kinds >> Kind::KING.0 & 1 != 0,
        })
    }
}

impl Blast {
    /// Blasts sparing the kinds of `immune` (a bit per kind index), in
    /// the slots of `moved`.
    pub(super) fn new<S: Set>(immune: u32, moved: &Pieces<S>) -> Blast {
        Blast {
            immune: moved.slots_of_kinds(immune),
            kings_immune: immune >> Kind::KING.0 & 1 != 0,
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
    /// that move's capture leaves it where captures explode or petrify
    /// (see [`Fast::captured`]).
    #[inline]
    pub(super) fn after_capture<T>(
        &self,
        p: &Pos<S, R>,
        next: &Pos<S, R>,
        then: impl FnOnce(&Pos<S, R>) -> T,
    ) -> T {
        if !self.capture_rules() {
            return then(next);
        }
        match self.captured(p, next) {
            Some(after) => then(&after),
            None => then(next),
        }
    }

    /// `next`, which follows a move of `p`'s side to move, as its capture
    /// leaves it (else `None`: it took nothing). A blast takes the
    /// capturer and every piece but pawns around the square it landed on,
    /// less those of immune kinds, and with them the castling rights of
    /// the squares blasted; a petrifying capturer turns into a wall.
    #[inline(never)]
    fn captured(&self, p: &Pos<S, R>, next: &Pos<S, R>) -> Option<Pos<S, R>> {
        let (us, them) = (p.side, 1 - p.side);
        // (One square: the fast path plays no gating where captures
        // explode or petrify, so a capture brings one piece onto the
        // board.)
        let landed = next.own(us) & !p.own(us);
        if p.own(them) & !next.own(them) == S::EMPTY || landed == S::EMPTY {
            return None;
        }
        let mut after = *next;
        if let Some(petrify) = self.petrify {
            // (By the kind that moved: a pawn promoting as it captures
            // does not petrify.)
            let from = p.own(us) & !next.own(us);
            let petrifies = slots_in(petrify.slots).any(|slot| p.of(us, slot) & from != S::EMPTY)
                || petrify.kings && p.kings[us] == from;
            if petrifies {
                after.clear(landed);
                after.set_walls(after.walls() | landed);
            }
        }
        if let Some(blast) = self.blast {
            let mut spared =
                slots_in(blast.immune).fold(S::EMPTY, |set, slot| set | after.slots()[slot]);
            if blast.kings_immune {
                spared |= after.kings[0] | after.kings[1];
            }
            let around = self.kings.adjacent[usize::from(landed.first())];
            let pawns = after.pawns[0] | after.pawns[1];
            let area = (around & after.occupied() & !after.walls() & !pawns | landed) & !spared;
            after.clear(area);
            if after.castling != 0 {
                for square in squares(area) {
                    after.castling &= !self.lost_rights(square);
                }
            }
        }
        Some(after)
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
