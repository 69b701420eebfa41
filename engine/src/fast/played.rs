//! The move that made a child position, as the search hands it over with
//! the child: enough to name it and to find it again ([`Played`]). The
//! search passes it with every child and looks at it only at the root
//! (the first ply of a divide, a position's legal moves), so it is one
//! word, built from what the move's code has at hand. The generators
//! take `const NAMED: bool`: below the root they pass
//! [`Played::UNNAMED`], which costs the search nothing (a generic
//! visitor then never sees a move built).

use crate::rules::Kind;

/// A move as the fast path plays it, packed in a word: the mover's
/// squares, what it drops or becomes, what it gates where, where it puts
/// the duck, the rook it castles with, whether it takes en passant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Played(u64);

/// A kind field's width, and its value for no kind (kinds are fewer
/// than [`crate::rules::MAX_KINDS`], 32).
const KIND_BITS: u32 = 6;
const _: () = assert!(crate::rules::MAX_KINDS < 1 << KIND_BITS);
// (Every field and flag fits the word.)
const _: () = assert!(EN_PASSANT != 0 && EN_PASSANT.trailing_zeros() < 64);
const NO_KIND: u64 = (1 << KIND_BITS) - 1;

/// Where each field starts.
const FROM: u32 = 0;
const TO: u32 = 8;
const DROPPED: u32 = 16;
const BECOMES: u32 = DROPPED + KIND_BITS;
const GATED: u32 = BECOMES + KIND_BITS;
const GATE: u32 = GATED + KIND_BITS;
const DUCK: u32 = GATE + 8;
const ROOK: u32 = DUCK + 8;
/// Flags: a duck placed, a castling, en passant.
const DUCKED: u64 = 1 << (ROOK + 8);
const CASTLES: u64 = DUCKED << 1;
const EN_PASSANT: u64 = CASTLES << 1;

/// No kind dropped, become or gated.
const NO_KINDS: u64 = NO_KIND << DROPPED | NO_KIND << BECOMES | NO_KIND << GATED;

/// The byte of `word` at `at`.
#[allow(clippy::cast_possible_truncation)]
const fn byte(word: u64, at: u32) -> u8 {
    (word >> at) as u8
}

/// The kind of `word` at `at`, if any.
#[allow(clippy::cast_possible_truncation)]
const fn kind(word: u64, at: u32) -> Option<Kind> {
    let kind = word >> at & NO_KIND;
    if kind == NO_KIND {
        None
    } else {
        Some(Kind(kind as u8))
    }
}

impl Played {
    /// A move the search does not name (below the root, where nothing
    /// looks at it).
    pub(crate) const UNNAMED: Played = Played(0);

    /// A move from `from` to `to` (a pass: `from` and `to` the king's
    /// square).
    #[inline]
    pub(crate) const fn step(from: u8, to: u8) -> Played {
        Played((from as u64) << FROM | (to as u64) << TO | NO_KINDS)
    }

    /// A drop of a piece of `kind` onto `to`.
    #[inline]
    pub(crate) const fn drop(kind: Kind, to: u8) -> Played {
        let step = Played::step(to, to).0;
        Played(step & !(NO_KIND << DROPPED) | (kind.0 as u64 & NO_KIND) << DROPPED)
    }

    /// The move, its piece becoming one of `kind` (a drop: turned over).
    #[inline]
    #[must_use]
    pub(crate) const fn becoming(self, kind: Kind) -> Played {
        Played(self.0 & !(NO_KIND << BECOMES) | (kind.0 as u64 & NO_KIND) << BECOMES)
    }

    /// The move taking en passant.
    #[inline]
    #[must_use]
    pub(crate) const fn en_passant(self) -> Played {
        Played(self.0 | EN_PASSANT)
    }

    /// The move, a piece of `kind` gated onto `square`.
    #[inline]
    #[must_use]
    pub(crate) const fn gating(self, kind: Kind, square: u8) -> Played {
        let cleared = self.0 & !(NO_KIND << GATED) & !(0xff << GATE);
        Played(cleared | (kind.0 as u64 & NO_KIND) << GATED | (square as u64) << GATE)
    }

    /// The move, the duck put on `square`.
    #[inline]
    #[must_use]
    pub(crate) const fn ducking(self, square: u8) -> Played {
        Played(self.0 & !(0xff << DUCK) | (square as u64) << DUCK | DUCKED)
    }

    /// A castling: the king from `from` to `to`, the rook from `rook`.
    #[inline]
    pub(crate) const fn castling(from: u8, to: u8, rook: u8) -> Played {
        Played(Played::step(from, to).0 | (rook as u64) << ROOK | CASTLES)
    }

    /// The square left (the target square for a drop and a pass).
    pub(crate) const fn from(self) -> u8 {
        byte(self.0, FROM)
    }

    /// The square reached (the king's, for a castling).
    pub(crate) const fn to(self) -> u8 {
        byte(self.0, TO)
    }

    /// The kind dropped, for a drop.
    pub(crate) const fn dropped(self) -> Option<Kind> {
        kind(self.0, DROPPED)
    }

    /// The kind the mover becomes, if it changes.
    pub(crate) const fn becomes(self) -> Option<Kind> {
        kind(self.0, BECOMES)
    }

    /// The kind gated and its square, for a gating move.
    pub(crate) fn gated(self) -> Option<(Kind, u8)> {
        kind(self.0, GATED).map(|kind| (kind, byte(self.0, GATE)))
    }

    /// Where the duck goes, in duck chess.
    pub(crate) fn duck(self) -> Option<u8> {
        (self.0 & DUCKED != 0).then_some(byte(self.0, DUCK))
    }

    /// The rook's square, for a castling.
    pub(crate) fn rook(self) -> Option<u8> {
        (self.0 & CASTLES != 0).then_some(byte(self.0, ROOK))
    }

    /// Whether the move takes en passant.
    pub(crate) const fn takes_en_passant(self) -> bool {
        self.0 & EN_PASSANT != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_field_reads_back_as_written() {
        let plain = Played::step(12, 28);
        assert_eq!((plain.from(), plain.to()), (12, 28));
        assert_eq!(
            (plain.dropped(), plain.becomes(), plain.gated()),
            (None, None, None)
        );
        assert_eq!(
            (plain.duck(), plain.rook(), plain.takes_en_passant()),
            (None, None, false)
        );
        let drop = Played::drop(Kind(15), 255).becoming(Kind(14));
        assert_eq!((drop.from(), drop.to()), (255, 255));
        assert_eq!(
            (drop.dropped(), drop.becomes()),
            (Some(Kind(15)), Some(Kind(14)))
        );
        let rich = Played::castling(4, 6, 7).gating(Kind(0), 255).ducking(255);
        assert_eq!((rich.from(), rich.to(), rich.rook()), (4, 6, Some(7)));
        assert_eq!(
            (rich.gated(), rich.duck()),
            (Some((Kind(0), 255)), Some(255))
        );
        assert!(Played::step(35, 44).en_passant().takes_en_passant());
    }
}
