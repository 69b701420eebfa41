//! Xiangqi's flying general on the fast path: kings may not face each
//! other along a file or rank with nothing between, so the enemy king
//! guards its lines like a rook that no move may step into, and a pawn
//! alone between the kings is pinned to the line.

use super::pieces::Ray;
use crate::set::Set;

/// The four orthogonal rays from every square.
pub(super) struct Facing<S> {
    rays: [Ray<S>; 4],
}

impl<S: Set> Facing<S> {
    /// The rays of a `width` x `height` board.
    pub(super) fn new(width: i32, height: i32) -> Facing<S> {
        Facing {
            rays: [(1, 0), (-1, 0), (0, 1), (0, -1)]
                .map(|step| Ray::new(width, height, step, u32::MAX)),
        }
    }

    /// The squares strictly between `king` and `other` (single squares),
    /// if they share a file or a rank.
    #[inline]
    fn between(&self, king: S, other: S) -> Option<S> {
        if king == S::EMPTY || other == S::EMPTY {
            return None;
        }
        let (from, to) = (king.first(), other.first());
        self.rays.iter().find_map(|ray| ray.between(from, to))
    }

    /// Every square of the file and the rank of `square`.
    #[inline]
    pub(super) fn lines(&self, square: u8) -> S {
        self.rays
            .iter()
            .fold(S::EMPTY, |set, ray| set | ray.from(square, S::EMPTY))
    }

    /// Whether `king` and `other` face each other over `occupied`.
    #[inline]
    pub(super) fn face(&self, king: S, other: S, occupied: S) -> bool {
        self.between(king, other)
            .is_some_and(|between| between & occupied == S::EMPTY)
    }

    /// The squares where a king would face `other` (a single square, or
    /// none) over `occupied`, which should not hold the king itself: along
    /// `other`'s lines up to and including the first piece.
    #[inline]
    pub(super) fn danger(&self, other: S, occupied: S) -> S {
        if other == S::EMPTY {
            return S::EMPTY;
        }
        let from = other.first();
        self.rays
            .iter()
            .fold(S::EMPTY, |set, ray| set | ray.from(from, occupied))
    }

    /// The piece of `ours` standing alone between `king` and `other` over
    /// `occupied`, and the squares between them it may move to: it may not
    /// leave the line.
    #[inline]
    pub(super) fn pin(&self, king: S, other: S, occupied: S, ours: S) -> Option<(S, S)> {
        let between = self.between(king, other)?;
        let blockers = between & occupied;
        (!blockers.several() && blockers & ours != S::EMPTY).then_some((blockers, between))
    }
}
