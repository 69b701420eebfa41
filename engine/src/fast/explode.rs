//! Captures that explode (atomic and its kin): a capture removes the
//! capturer and every piece but pawns around the square it took on, less
//! the kinds immune to blasts. Where kings are not common pieces, blowing
//! up one's own king is illegal, blowing up the other's wins whatever it
//! leaves attacked, and kings side by side do not attack each other.

use super::pieces::{Pieces, slots_in};
use super::position::WithPieces;
use super::{Fast, FastSide};
use crate::game::Kind;
use crate::set::{Set, squares};

/// What a blast spares.
#[derive(Clone, Copy, Debug)]
pub(super) struct Blast {
    /// The slots whose pieces no blast removes (a bit per slot).
    immune: u32,
    /// Whether no blast removes kings.
    kings_immune: bool,
}

impl Blast {
    /// Blasts sparing the kinds of `immune` (a bit per kind index), in
    /// the slots of `moved`.
    pub(super) fn new<S: Set>(immune: u32, moved: &Pieces<S>) -> Blast {
        let spared = |kind: Kind| immune >> kind.0 & 1 != 0;
        Blast {
            immune: (0..moved.len())
                .filter(|&slot| spared(moved.kind(slot).0))
                .fold(0, |mask, slot| mask | 1 << slot),
            kings_immune: spared(Kind::KING),
        }
    }
}

impl<S: Set, F: FastSide<Set = S>> Fast<F> {
    /// `then` of `next`, which follows a move of `p`'s side to move,
    /// after that move's blast where captures explode (see
    /// [`Fast::blasted`]).
    #[inline]
    pub(super) fn after_blast<T>(
        &self,
        p: &WithPieces<S>,
        next: &WithPieces<S>,
        then: impl FnOnce(&WithPieces<S>) -> T,
    ) -> T {
        match &self.blast {
            None => then(next),
            Some(blast) => match self.blasted(*blast, p, next) {
                Some(blasted) => then(&blasted),
                None => then(next),
            },
        }
    }

    /// `next`, which follows a move of `p`'s side to move, after the
    /// `blast` of that move where it captured (else `None`): the capturer
    /// and every piece but pawns around the square it landed on are gone,
    /// less those of immune kinds, and with them the castling rights of
    /// the squares blasted.
    #[inline(never)]
    fn blasted(
        &self,
        blast: Blast,
        p: &WithPieces<S>,
        next: &WithPieces<S>,
    ) -> Option<WithPieces<S>> {
        let (us, them) = (p.side, 1 - p.side);
        // (One square: the fast path plays no gating where captures
        // explode, so a capture brings one piece onto the board.)
        let landed = next.own(us) & !p.own(us);
        if p.own(them) & !next.own(them) == S::EMPTY || landed == S::EMPTY {
            return None;
        }
        let mut spared =
            slots_in(blast.immune).fold(S::EMPTY, |set, slot| set | next.slots()[slot]);
        if blast.kings_immune {
            spared |= next.kings[0] | next.kings[1];
        }
        let around = self.kings.adjacent[usize::from(landed.first())];
        let pawns = next.pawns[0] | next.pawns[1];
        let area = (around & next.occupied() & !next.walls() & !pawns | landed) & !spared;
        let mut after = *next;
        after.clear(area);
        if after.castling != 0 {
            for square in squares(area) {
                after.castling &= !self.lost_rights(square);
            }
        }
        Some(after)
    }

    /// Where captures explode and kings are not common pieces, whether
    /// the move that led to `p` from a position of side `us` is decided by
    /// its blast: `Some(false)` where it blew up `us`'s king (illegal),
    /// `Some(true)` where it blew up only the other's (it wins); `None`
    /// where both kings stand.
    #[inline]
    pub(super) fn decided_by_blast(&self, p: &WithPieces<S>, us: usize) -> Option<bool> {
        self.blast?;
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
            && self.kings.adjacent[usize::from(ours.first())] & theirs != S::EMPTY
    }
}
