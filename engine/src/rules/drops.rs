//! Hands and drops beyond the pawn rules: which pieces are dropped,
//! where, and what the side file forbids of them.

use crate::notes::{Captures, Notes};
use crate::set::Set;
use crate::variants::SideView;

use super::geometry::dark_squares;
use super::kinds::{Kind, PieceType, kind_named};

/// Hands and drops beyond the pawn rules.
pub(super) struct Drops<S: Set> {
    /// Positions have hands (see [`RuleBook::hands`]), kept for the search.
    pub(super) hands: bool,
    /// Pieces in hand may be dropped (not where they only wait to be
    /// gated, as in S-chess).
    pub(super) dropped: bool,
    /// Per side, where pieces other than pawns may be dropped.
    pub(super) region: [S; 2],
    /// The kinds a side must drop first while it holds one (a bit per
    /// kind index).
    pub(super) must: u32,
    /// Pieces in hand are set up before play (the side file names a drop
    /// region): kings may be in hand too.
    pub(super) setup: bool,
    /// The bishops' kind and the dark squares (a1's colour), where
    /// bishops are dropped on both colours.
    pub(super) opposite_bishops: Option<(Kind, S)>,
}

impl<S: Set> Drops<S> {
    /// The side file's drops: `region` for pieces, `must-drop`, and hands
    /// wherever captures go to one, pawns drop, or pieces are set up.
    pub(super) fn new(
        notes: &Notes,
        types: &[PieceType<S>],
        captures: Captures,
        pawn_drops: bool,
        region: [S; 2],
        (width, height): (i32, i32),
    ) -> Result<Drops<S>, String> {
        let setup = notes.drop_region.is_some() || !notes.kind_drop_regions.is_empty();
        let dropped = captures != Captures::Leave || pawn_drops || setup;
        Ok(Drops {
            hands: dropped || notes.gating,
            dropped,
            region,
            must: match notes.must_drop.as_deref() {
                None => 0,
                Some("all") => u32::MAX,
                Some(name) => {
                    1 << kind_named(types, name)
                        .map_err(|e| format!("side file `must-drop`: {e}"))?
                        .index()
                }
            },
            setup,
            opposite_bishops: notes
                .opposite_bishops
                .then(|| kind_named(types, "bishop"))
                .transpose()
                .map_err(|e| format!("side file `opposite-bishops`: {e}"))?
                .map(|bishop| (bishop, dark_squares(width, height))),
        })
    }
}

/// Whether either side drops pawns.
pub(super) fn any_drops(sides: &[Option<SideView>; 2]) -> bool {
    sides.iter().flatten().any(SideView::drops)
}
