//! Pieces that turn over as they move, as Fairy-Stockfish plays kyoto
//! shogi (every move turns a piece over: a pawn into a rook and back, a
//! silver into a bishop, a lance or a knight into a gold) and micro shogi
//! (only captures turn it over), with pieces in hand dropped either way up
//! and a captured piece going to the hand unturned; and pieces that
//! promote as shogi's do (a move into, within or out of the promotion zone
//! may turn them, one to a square they could never leave must), going back
//! to the hand unpromoted.

use super::{Kind, MAX_KINDS, PieceType, RuleBook, kind_named};
use crate::notes::Notes;
use crate::set::Set;

/// A variant's turning pieces.
pub(super) struct Flips {
    /// Per kind index, the kind a piece of it becomes when it turns over.
    pub(super) partner: [Option<Kind>; MAX_KINDS],
    /// The kinds that are the turned-over side of a pair (a bit per kind).
    pub(super) turned: u32,
    /// Only captures turn a piece over (micro shogi).
    pub(super) on_capture: bool,
    /// A piece in hand may be dropped turned over.
    pub(super) dropped: bool,
}

/// The kinds of pairs of names (a base and the kind it becomes by
/// `promotedPieceType`), as in `types`; an error names the pair.
fn kind_pairs<S: Set>(
    types: &[PieceType<S>],
    pairs: &[(String, String)],
) -> Result<Vec<(Kind, Kind)>, String> {
    pairs
        .iter()
        .map(|(base, other)| {
            let kind = |name: &str| {
                kind_named(types, name)
                    .map_err(|e| format!("`promotedPieceType` ({base} to {other}): {e}"))
            };
            Ok((kind(base)?, kind(other)?))
        })
        .collect()
}

/// A variant's promoting pieces (shogi's, beyond the pawn).
pub(super) struct Promotions<S: Set> {
    /// Per kind index, the kind it may promote to.
    pub(super) to: [Option<Kind>; MAX_KINDS],
    /// Per kind index, the kind it promoted from.
    pub(super) base: [Option<Kind>; MAX_KINDS],
    /// Each side's promotion zone.
    pub(super) zone: [S; 2],
    /// A move touching the zone must promote (euroshogi, torishogi).
    pub(super) mandatory: bool,
    /// Per kind index, the kinds (a bit per kind index) of which its side
    /// must have fewer than the count on the board for it to promote.
    pub(super) limit: [Option<(u32, u32)>; MAX_KINDS],
}

impl<S: Set> Promotions<S> {
    /// The notes' `piece_promotions` and `promotion_zone`;
    /// none without a pair.
    pub(super) fn new(
        notes: &Notes,
        types: &[PieceType<S>],
        width: i32,
        height: i32,
    ) -> Result<Option<Promotions<S>>, String> {
        if notes.piece_promotions.is_empty() {
            return Ok(None);
        }
        let Some(zones) = &notes.promotion_zone else {
            return Err(
                "`promotedPieceType` without a promotion zone (`promotionRegionWhite` and `promotionRegionBlack`)".to_owned(),
            );
        };
        let mut promotions = Promotions {
            to: [None; MAX_KINDS],
            base: [None; MAX_KINDS],
            zone: super::zone_masks(zones, width, height, "promotionRegion")?,
            mandatory: notes.promotion_mandatory,
            limit: [None; MAX_KINDS],
        };
        for (base, promoted) in kind_pairs(types, &notes.piece_promotions)? {
            promotions.to[base.index()] = Some(promoted);
            promotions.base[promoted.index()] = Some(base);
        }
        for limit in &notes.piece_promotion_limits {
            let kind = |name: &str| {
                kind_named(types, name)
                    .map_err(|e| format!("`promotionLimit` of `{}`: {e}", limit.piece))
            };
            let piece = kind(&limit.piece)?;
            if promotions.to[piece.index()].is_none() {
                return Err(format!(
                    "`promotionLimit` of `{}`, a piece that does not promote",
                    limit.piece
                ));
            }
            let mut kinds = 0;
            for name in &limit.kinds {
                kinds |= 1 << kind(name)?.index();
            }
            promotions.limit[piece.index()] = Some((kinds, limit.most));
        }
        Ok(Some(promotions))
    }
}

impl Flips {
    /// The notes' `flips`, `flip_on_capture` and `drop_flipped`, their kinds named as in `types`; none without a pair.
    pub(super) fn new<S: Set>(
        notes: &Notes,
        types: &[PieceType<S>],
    ) -> Result<Option<Flips>, String> {
        if notes.flips.is_empty() {
            return Ok(None);
        }
        let mut flips = Flips {
            partner: [None; MAX_KINDS],
            turned: 0,
            on_capture: notes.flip_on_capture,
            dropped: notes.drop_flipped,
        };
        for (base, turned) in kind_pairs(types, &notes.flips)? {
            flips.partner[base.index()] = Some(turned);
            flips.partner[turned.index()] = Some(base);
            flips.turned |= 1 << turned.index();
        }
        Ok(Some(flips))
    }
}

impl<S: Set> RuleBook<S> {
    /// The kind a piece of `kind` promotes to, if it promotes as shogi's
    /// pieces do.
    pub(crate) fn piece_promotion(&self, kind: Kind) -> Option<Kind> {
        self.promotions.as_ref()?.to.get(kind.index()).copied()?
    }

    /// The limit on the promotion of `kind`'s pieces, if any: the kinds
    /// (a bit per kind index) of which its side must have fewer than the
    /// count on the board.
    pub(crate) fn piece_promotion_limit(&self, kind: Kind) -> Option<(u32, u32)> {
        self.promotions.as_ref()?.limit.get(kind.index()).copied()?
    }

    /// The kind a piece of `kind` turns into as it moves, where pieces
    /// turn over (kyoto and micro shogi).
    pub(crate) fn flip_partner(&self, kind: Kind) -> Option<Kind> {
        self.flips.as_ref()?.partner.get(kind.index()).copied()?
    }

    /// Where pieces turn over: whether only captures turn them (micro
    /// shogi), and whether a piece in hand may be dropped turned over.
    pub(crate) fn flip_rules(&self) -> Option<(bool, bool)> {
        self.flips.as_ref().map(|f| (f.on_capture, f.dropped))
    }

    /// Where pieces promote as shogi's do, each side's zone and whether a
    /// move touching it must promote.
    pub(crate) fn piece_promotion_zone(&self) -> Option<([S; 2], bool)> {
        self.promotions.as_ref().map(|p| (p.zone, p.mandatory))
    }

    /// What a FEN's `+X` is where no kind is written so: the kind the piece
    /// written `X` promotes to (shoshogi's `+E`, a promoted drunk
    /// elephant, is a king).
    pub(super) fn promoted_form(&self, letter: char) -> Option<Kind> {
        let p = self.promotions.as_ref()?;
        let base = self
            .types
            .iter()
            .position(|t| !t.plus && t.letter == letter)?;
        p.to[base]
    }

    /// The kind a turned or promoted piece goes back to the hand as, if
    /// the side file says (its other side, or the kind it promoted from).
    pub(crate) fn unturned(&self, kind: Kind) -> Option<Kind> {
        self.flips
            .as_ref()
            .and_then(|f| f.partner[kind.index()])
            .or_else(|| self.promotions.as_ref().and_then(|p| p.base[kind.index()]))
    }
}
