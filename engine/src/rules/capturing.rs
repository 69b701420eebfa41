//! What a capture does beyond taking a piece: petrification,
//! explosions, pieces that may not take one another.

use crate::notes::Notes;
use crate::set::Set;

use super::RuleBook;
use super::geometry::neighbours;
use super::kinds::{Kind, PieceType, kind_named};

/// How captures explode.
pub(super) struct Explosion<S> {
    /// The kinds no blast removes (a bit per kind index).
    pub(super) immune: u32,
    /// Whether a blast takes the pawns around its target (else it spares
    /// them).
    pub(super) takes_pawns: bool,
    /// The squares around each square (read by the reference only: the
    /// fast path has its own).
    #[cfg_attr(not(feature = "oracle"), allow(dead_code))]
    pub(super) around: Vec<S>,
}

/// What a capture does beyond taking a piece, as the side file says.
pub(super) struct Capturing<S: Set> {
    /// The kinds that turn into a wall where they capture (a bit per
    /// kind index).
    pub(super) petrify: u32,
    /// Whether and how captures explode.
    pub(super) explode: Option<Explosion<S>>,
    /// The kinds whose pieces may not capture one of their own kind (a
    /// bit per kind index).
    pub(super) mutually_immune: u32,
    /// The kinds that neither hop over nor capture one another (janggi's
    /// cannons; a bit per kind index).
    pub(super) cannons: u32,
}

impl<S: Set> Capturing<S> {
    /// The notes' `petrify`, `explode` and `mutually_immune`, their
    /// kinds named as in `types`.
    pub(super) fn new(
        notes: &Notes,
        types: &[PieceType<S>],
        width: i32,
        height: i32,
    ) -> Result<Capturing<S>, String> {
        let kinds = |names: &[String], line: &str| {
            names.iter().try_fold(0u32, |set, name| {
                kind_named(types, name)
                    .map(|k| set | 1 << k.index())
                    .map_err(|e| format!("`{line}`: {e}"))
            })
        };
        Ok(Capturing {
            petrify: kinds(&notes.petrify, "petrifyOnCaptureTypes")?,
            explode: match &notes.explode {
                None => None,
                Some(immune) => Some(Explosion {
                    immune: kinds(immune, "blastImmuneTypes")?,
                    takes_pawns: notes.blasts_take_pawns,
                    around: neighbours(width, height),
                }),
            },
            mutually_immune: kinds(&notes.mutually_immune, "mutuallyImmuneTypes")?,
            cannons: kinds(&notes.janggi_cannons, "janggiCannon")?,
        })
    }

    /// Whether the fast path plays what a capture does: it takes a piece
    /// and may explode or petrify, and kings may be mutually immune
    /// (janggi's cannons aside: they neither hop over nor take one
    /// another, which concerns only them).
    pub(super) fn fast_plays(&self) -> bool {
        self.mutually_immune & !(1 << Kind::KING.index()) == 0
    }
}

impl<S: Set> RuleBook<S> {
    /// Where captures explode, the kinds no blast removes (a bit per kind
    /// index) and whether blasts take pawns; `None` where they do not.
    pub(crate) fn explosion(&self) -> Option<(u32, bool)> {
        (self.capturing.explode.as_ref()).map(|e| (e.immune, e.takes_pawns))
    }

    /// The kinds that turn into a wall where they capture (a bit per kind
    /// index; petrified's).
    pub(crate) fn petrification(&self) -> u32 {
        self.capturing.petrify
    }

    /// Whether a king may not take the other (atomar's mutually immune
    /// kings).
    pub(crate) fn kings_mutually_immune(&self) -> bool {
        self.capturing.mutually_immune >> Kind::KING.index() & 1 != 0
    }

    /// Whether a king in check may only take its lone checker (makpong).
    pub(crate) fn king_escapes_by_capture(&self) -> bool {
        self.forbids.king_escapes
    }

    /// Whether a side that can capture must (antichess, losers).
    pub(crate) fn must_capture(&self) -> bool {
        self.forbids.not_capturing
    }
}
