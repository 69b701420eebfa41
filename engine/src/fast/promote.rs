//! Pieces that promote as shogi's do: a move into, within or out of the
//! promotion zone may promote the piece (must, where promotion is
//! mandatory or the piece could never move again from where it lands),
//! and a promoted piece captured into a hand goes there as the piece it
//! was (see `Pieces::keep`).

use super::pieces::{Pieces, SLOTS};
use crate::game::Rules;
use crate::set::Set;

/// A variant's promoting pieces, by slot.
pub(super) struct PiecePromotions<S> {
    /// Per slot, the slot its pieces become when they promote.
    to: [Option<u8>; SLOTS],
    /// Per side and slot, the squares an unpromoted piece may move on
    /// from (one landing elsewhere in the zone must promote).
    mobile: [[S; SLOTS]; 2],
    /// Each side's promotion zone.
    zone: [S; 2],
    /// Whether a move touching the zone must promote.
    mandatory: bool,
}

/// The ways a piece's move may end: promoted (into a slot), and whether
/// unpromoted too.
#[derive(Clone, Copy)]
pub(super) struct Ways {
    pub(super) promoted: Option<usize>,
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
    /// The promotions of `rules`' pieces among the slots of `pieces`
    /// (pieces promoted in a position kept apart where they go back to
    /// the hand unpromoted: `demotes`): `Ok(None)` where no piece
    /// promotes, `Err` where a promoting piece's promotion has no slot.
    pub(super) fn new<B: Set>(
        rules: &Rules<B>,
        pieces: &Pieces<S>,
        demotes: bool,
    ) -> Result<Option<Self>, ()> {
        let Some((zone, mandatory)) = rules.piece_promotion_zone() else {
            return Ok(None);
        };
        let mut promotions = PiecePromotions {
            to: [None; SLOTS],
            mobile: [[S::EMPTY; SLOTS]; 2],
            zone: zone.map(Set::to),
            mandatory,
        };
        for slot in 0..pieces.len() {
            let (kind, _) = pieces.kind(slot);
            for side in [0, 1] {
                promotions.mobile[side][slot] = rules.mobile(kind, side).to();
            }
            if let Some(to) = rules.piece_promotion(kind) {
                let into = pieces.slot(to, demotes).ok_or(())?;
                promotions.to[slot] = Some(u8::try_from(into).map_err(|_| ())?);
            }
        }
        Ok(Some(promotions))
    }

    /// Whether pieces of `slot` promote.
    #[inline]
    pub(super) fn promotes(&self, slot: usize) -> bool {
        self.to[slot].is_some()
    }

    /// How a move of `side`'s piece of `slot` from `from` to `to` may
    /// end.
    #[inline]
    pub(super) fn ways(&self, side: usize, slot: usize, from: u8, to: u8) -> Ways {
        let Some(into) = self.to[slot] else {
            return Ways::UNPROMOTED;
        };
        let zone = self.zone[side];
        if !zone.has(from) && !zone.has(to) {
            return Ways::UNPROMOTED;
        }
        Ways {
            promoted: Some(usize::from(into)),
            unpromoted: !self.mandatory && self.mobile[side][slot].has(to),
        }
    }

    /// The moves of `side`'s piece of `slot` (which promotes) from
    /// `from` onto `targets` that may end promoted or not: each is two
    /// moves, counted once by the caller already.
    #[inline]
    pub(super) fn both_ways(&self, side: usize, slot: usize, from: u8, targets: S) -> u32 {
        if self.mandatory {
            return 0;
        }
        let zone = self.zone[side];
        let touching = if zone.has(from) {
            targets
        } else {
            targets & zone
        };
        (touching & self.mobile[side][slot]).count()
    }
}
