//! Hands and drops beyond the pawn rules: which pieces are dropped,
//! where, and what the side file forbids of them.

use crate::notes::{Captures, Notes};
use crate::set::Set;
use crate::variants::SideView;

use super::RuleBook;
use super::geometry::dark_squares;
use super::kinds::{Kind, PieceType, kind_named};
use super::stones::Enclosing;

/// Hands and drops beyond the pawn rules.
#[expect(
    clippy::struct_excessive_bools,
    reason = "each bool is a rule of its own, independent of the others"
)]
pub(super) struct Drops<S: Set> {
    /// Positions have hands (see [`super::RuleBook::hands`]), kept for the
    /// search.
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
    /// Where the pieces on the board let a piece be dropped, if they
    /// decide it (connect four's drops on top).
    pub(super) enclosing: Option<Enclosing<S>>,
    /// A hand never runs out (`freeDrops`): a side may drop any kind.
    pub(super) free: bool,
}

impl<S: Set> Drops<S> {
    /// The notes' drops: `drop_region` for pieces, `must_drop`, and hands
    /// wherever captures go to one, pawns drop, or pieces are set up.
    pub(super) fn new(
        notes: &Notes,
        types: &[PieceType<S>],
        captures: Captures,
        pawn_drops: bool,
        region: [S; 2],
        (width, height): (i32, i32),
    ) -> Result<Drops<S>, String> {
        if notes.free_drops && (pawn_drops || captures != Captures::Leave) {
            return Err("`freeDrops` beside pawn drops or captures going to a hand: the engine counts the pieces in hand there, Fairy-Stockfish does not".to_owned());
        }
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
                        .map_err(|e| format!("`mustDropType`: {e}"))?
                        .index()
                }
            },
            setup,
            opposite_bishops: notes
                .opposite_bishops
                .then(|| kind_named(types, "bishop"))
                .transpose()
                .map_err(|e| format!("`dropOppositeColoredBishop`: {e}"))?
                .map(|bishop| (bishop, dark_squares(width, height))),
            enclosing: Enclosing::new(notes, width, height)?,
            free: notes.free_drops,
        })
    }
}

/// Whether either side drops pawns.
pub(super) fn any_drops(sides: &[Option<SideView>; 2]) -> bool {
    sides.iter().flatten().any(SideView::drops)
}

impl<S: Set> RuleBook<S> {
    /// Whether hands are as the fast path keeps them: a capture gives the
    /// capturer the piece (a piece a pawn became as a pawn, or kept), or
    /// nothing (bughouse's board alone), and a hand's pieces it may drop
    /// where its pawn rules or the piece's drop region say (pocketknight's
    /// knight, dragon's dragon) or gate. (A king in hand, where pieces are
    /// set up before play, and drops that must keep the bishops' colours
    /// or win castling rights, [`RuleBook::drops_set_up`], are played among
    /// the drops a side must make.)
    pub(super) fn plain_hands(&self) -> bool {
        self.drops.dropped || self.gating
    }

    /// Whether drops follow a rule of setting up: bishops dropped on
    /// squares of both colours, castling rights won by drops (placement).
    /// The fast path plays them only among the drops a side must make
    /// (`mustDrop`), where captures leave the game.
    pub(crate) fn drops_set_up(&self) -> bool {
        self.drops.opposite_bishops.is_some() || self.castling.as_ref().is_some_and(|c| c.dropped)
    }

    /// The bishops' kind and the dark squares (a1's colour), where
    /// bishops are dropped on squares of both colours (placement).
    pub(crate) fn opposite_bishops(&self) -> Option<(Kind, S)> {
        self.drops.opposite_bishops
    }

    /// The kinds a side must drop before anything else while it holds
    /// one (a bit per kind index; koedem's king).
    pub(crate) fn must_drop(&self) -> u32 {
        self.drops.must
    }

    /// Where the pieces on the board let a piece be dropped, if they
    /// decide it (`enclosingDrop`).
    pub(crate) fn enclosing(&self) -> Option<&Enclosing<S>> {
        self.drops.enclosing.as_ref()
    }

    /// Whether a hand never runs out (`freeDrops`: Ataxx's): a side may
    /// drop a piece of any kind, whatever its hand holds.
    pub(crate) fn free_drops(&self) -> bool {
        self.drops.free
    }

    /// Whether pieces in hand may be dropped (not where they only wait to
    /// be gated, as in S-chess).
    pub(crate) fn drops_from_hand(&self) -> bool {
        self.drops.dropped
    }

    /// Whether captured pieces go to the capturer's hand.
    pub(crate) fn captures_to_hand(&self) -> bool {
        self.captures != Captures::Leave
    }

    /// Whether a captured piece a pawn became goes to the hand as a pawn
    /// (crazyhouse), not as the piece it is (loop).
    pub(crate) fn demotes(&self) -> bool {
        self.captures == Captures::ToHand
    }

    /// Where `side` may drop a piece of `kind` from its hand, if the
    /// square is empty: where the piece has a move, may stand and may be
    /// dropped.
    pub(crate) fn drop_zone(&self, kind: Kind, side: usize) -> S {
        let t = &self.types[kind.index()];
        t.mobile[side] & t.region[side] & self.drops.region[side] & t.drop_zone[side]
    }

    /// Whether positions have hands: the rules drop pawns, or captures go
    /// to a hand.
    pub(crate) fn hands(&self) -> bool {
        self.drops.hands
    }
}
