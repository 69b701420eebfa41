//! Pieces that promote as shogi's do, or turn over as kyoto and micro
//! shogi's: a move into, within or out of the promotion zone may promote
//! the piece (must, where promotion is mandatory or the piece could never
//! move again from where it lands); a piece of a pair turns over at every
//! move (only capturing, in micro shogi), into a piece or a pawn; a
//! promoted or turned piece captured into a hand goes there as the piece
//! it was (see `Pieces::keep`).

use super::pieces::{MOST_SLOTS, Pieces};
use crate::rules::{Kind, RuleBook};
use crate::set::Set;

/// What a piece becomes when it promotes or turns over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Becomes {
    /// A piece of this slot.
    Slot(usize),
    /// A pawn (kyoto shogi's rook, micro shogi's knight).
    Pawn,
}

/// A variant's promoting pieces, by slot.
pub(super) struct PiecePromotions<S> {
    /// Per slot, what its pieces become when they promote.
    to: [Option<Becomes>; MOST_SLOTS],
    /// Per side and slot, the squares an unpromoted piece may move on
    /// from (one landing elsewhere in the zone must promote).
    mobile: [[S; MOST_SLOTS]; 2],
    /// Each side's promotion zone (everywhere, where pieces turn over).
    zone: [S; 2],
    /// Whether a move touching the zone must promote (pieces that turn
    /// over always do).
    mandatory: bool,
    /// Whether only captures turn pieces over (micro shogi).
    on_capture: bool,
    /// Per slot, the slots (a bit per slot) of which its side must have
    /// fewer pieces than the count for it to promote (`promotionLimit`).
    limit: [Option<(u32, u32)>; MOST_SLOTS],
    /// Where pieces turn over, what pawns and pieces in hand turn into.
    pub(super) turns: Option<Turns>,
}

/// The ways a piece's move may end: promoted (into a slot, or a pawn),
/// and whether unpromoted too (neither: the move is not made).
#[derive(Clone, Copy)]
pub(super) struct Ways {
    pub(super) promoted: Option<Becomes>,
    pub(super) unpromoted: bool,
}

impl Ways {
    /// A move that does not promote.
    pub(super) const UNPROMOTED: Ways = Ways {
        promoted: None,
        unpromoted: true,
    };
}

impl<S: Set> PiecePromotions<S> {
    /// The promotions (or turns) of `rules`' pieces among the slots of
    /// `pieces` (pieces promoted in a position kept apart where they go
    /// back to the hand unpromoted: `demotes`): `Ok(None)` where no piece
    /// promotes, `Err` where a promotion has no slot or the variant both
    /// promotes and turns pieces.
    pub(super) fn new<B: Set>(
        rules: &RuleBook<B>,
        pieces: &Pieces<S>,
        demotes: bool,
    ) -> Result<Option<Self>, ()> {
        let flips = rules.flip_rules();
        let (zone, mandatory, on_capture) = match (rules.piece_promotion_zone(), flips) {
            (None, None) => return Ok(None),
            (Some((zone, mandatory)), None) => (zone.map(Set::to), mandatory, false),
            (None, Some((on_capture, _))) => ([S::ALL; 2], true, on_capture),
            (Some(_), Some(_)) => return Err(()),
        };
        let mut promotions = PiecePromotions {
            to: [None; MOST_SLOTS],
            mobile: [[S::EMPTY; MOST_SLOTS]; 2],
            zone,
            mandatory,
            on_capture,
            limit: [None; MOST_SLOTS],
            turns: flips
                .map(|(_, dropped)| Turns::new(rules, pieces, (demotes, dropped)))
                .transpose()?,
        };
        for slot in 0..pieces.len() {
            let (kind, _) = pieces.kind(slot);
            for side in [0, 1] {
                promotions.mobile[side][slot] = rules.mobile(kind, side).to();
            }
            promotions.limit[slot] = rules
                .piece_promotion_limit(kind)
                .map(|(kinds, most)| (pieces.slots_of_kinds(kinds), most));
            let becomes = if flips.is_some() {
                rules.flip_partner(kind)
            } else {
                rules.piece_promotion(kind)
            };
            promotions.to[slot] = match becomes {
                None => None,
                Some(Kind::PAWN) => Some(Becomes::Pawn),
                // A piece turned back is unpromoted again.
                Some(to) => Some(Becomes::Slot(
                    pieces
                        .slot(to, demotes)
                        .or_else(|| pieces.slot(to, false))
                        .ok_or(())?,
                )),
            };
        }
        Ok(Some(promotions))
    }

    /// The slot a pawn's move from `p`'s side turns it into, where pawns
    /// turn over: `capture` says whether the move captures, `promoted`
    /// whether its rules promote it already.
    #[inline]
    pub(super) fn pawn_turns(&self, capture: bool, promoted: bool) -> Option<usize> {
        let slot = self.turns.as_ref()?.pawn?;
        (!promoted && (capture || !self.on_capture)).then_some(slot)
    }

    /// Whether pieces of `slot` promote.
    #[inline]
    pub(super) fn promotes(&self, slot: usize) -> bool {
        self.to[slot].is_some()
    }

    /// Whether pieces of `slot` may promote now, where `held` counts the
    /// side's pieces of the slots of a mask: not where it has as many as
    /// the slot's limit allows (`promotionLimit`).
    #[inline]
    pub(super) fn allowed(&self, slot: usize, held: impl Fn(u32) -> u32) -> bool {
        self.limit[slot].is_none_or(|(slots, most)| held(slots) < most)
    }

    /// How a move of `side`'s piece of `slot` from `from` to `to` (a
    /// capture, or not) may end, where it may promote now (`allowed`) or
    /// not: then only unpromoted, where it could move again.
    #[inline]
    pub(super) fn ways(
        &self,
        side: usize,
        slot: usize,
        (from, to): (u8, u8),
        (capture, allowed): (bool, bool),
    ) -> Ways {
        let Some(into) = self.to[slot] else {
            return Ways::UNPROMOTED;
        };
        let zone = self.zone[side];
        if !zone.has(from) && !zone.has(to) || self.on_capture && !capture {
            return Ways::UNPROMOTED;
        }
        let mobile = self.mobile[side][slot].has(to);
        Ways {
            promoted: allowed.then_some(into),
            unpromoted: mobile && (!self.mandatory || !allowed),
        }
    }

    /// The moves of `side`'s piece of `slot` (which promotes) from
    /// `from` onto `targets`, counted once by the caller already, that
    /// count once more (they may end promoted or not) and those that do
    /// not count (not allowed to promote, it could not move again).
    #[inline]
    pub(super) fn both_ways(
        &self,
        side: usize,
        slot: usize,
        (from, targets): (u8, S),
        allowed: bool,
    ) -> (u32, u32) {
        let zone = self.zone[side];
        let touching = if zone.has(from) {
            targets
        } else {
            targets & zone
        };
        let mobile = self.mobile[side][slot];
        if !allowed {
            (0, (touching & !mobile).count())
        } else if self.mandatory {
            (0, 0)
        } else {
            ((touching & mobile).count(), 0)
        }
    }
}

/// Where pieces turn over (kyoto and micro shogi), what a pawn and the
/// pieces in hand turn into: a pawn's move turns it unless its rules
/// promote it (micro shogi's, capturing), and a piece from the hand may
/// be dropped either way up.
pub(super) struct Turns {
    /// The slot a pawn turns into as it moves.
    pub(super) pawn: Option<usize>,
    /// Whether pieces in hand may be dropped turned over.
    pub(super) dropped: bool,
    /// Per slot, the slot a piece of it from the hand turns into.
    pub(super) held: [Option<usize>; MOST_SLOTS],
}

impl Turns {
    /// The turns of `rules`' pawns and pieces among the slots of
    /// `pieces` (`Err` where a turned kind has no slot).
    fn new<B: Set, S: Set>(
        rules: &RuleBook<B>,
        pieces: &Pieces<S>,
        (demotes, dropped): (bool, bool),
    ) -> Result<Turns, ()> {
        let turned = |kind: Kind| {
            rules
                .flip_partner(kind)
                .map(|to| pieces.slot(to, demotes).ok_or(()))
                .transpose()
        };
        let mut held = [None; MOST_SLOTS];
        for (slot, into) in held.iter_mut().enumerate().take(pieces.len()) {
            let (kind, promoted) = pieces.kind(slot);
            if !promoted {
                *into = turned(kind)?;
            }
        }
        Ok(Turns {
            pawn: turned(Kind::PAWN)?,
            dropped,
            held,
        })
    }
}
