//! A position and a move, with their methods (a position's parts for the
//! search, its pieces and hands).

use core::fmt;

use pawnshift::Color;

use super::{Kind, MAX_KINDS, side_index};
use crate::set::Set;

/// An engine position, in the sets of its
/// [`Rules`](crate::game::Rules). Two boards are equal where they are the same position: the pawn a multi-step push
/// made capturable counts only while it is, of the moves before only the
/// passes in a row and whether the kings faced each other.
#[derive(Clone, Copy, Debug, Eq)]
pub struct Board<S: Set = u128> {
    pub(super) pieces: [[S; MAX_KINDS]; 2],
    /// Pieces in hand, per side and kind.
    pub(super) hands: [[u8; MAX_KINDS]; 2],
    /// Squares holding a piece a pawn became (`+P`, `Q~`), which a capture
    /// into a hand gives back as a pawn.
    pub(super) promoted: S,
    pub(super) side: Color,
    pub(super) en_passant: S,
    /// The pawn whose multi-step push made `en_passant`.
    pub(super) victim: u8,
    /// Squares no piece may enter or pass (`*` in a FEN).
    pub(super) walls: S,
    /// The checks White and Black have still to give, where checks are
    /// counted.
    pub(super) checks: [u8; 2],
    /// What came before, where passing is allowed: a bit each of
    /// [`History`].
    pub(super) history: u8,
    /// The squares of the rooks that may still castle.
    pub(super) castling: S,
    /// The squares of the kings those rights belong to.
    pub(super) castle_kings: S,
    /// The unmoved pieces that may still make a cambodian first move.
    pub(super) gates: S,
}

/// The bits of [`Board`]'s `history`.
pub(super) struct History;

impl History {
    /// A move was played since the position was set up.
    pub(super) const MOVED: u8 = 1;
    /// The last move was a pass.
    pub(super) const PASSED: u8 = 2;
    /// The move before the last was a pass.
    pub(super) const PASSED_BEFORE: u8 = 4;
    /// The kings faced each other before the last move.
    pub(super) const FACING_BEFORE: u8 = 8;
}

/// A move of any piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move<S: Set = u128> {
    /// Square left (the target square for a drop).
    pub from: u8,
    /// Square reached.
    pub to: u8,
    /// The piece moving.
    pub kind: Kind,
    /// The piece a pawn becomes.
    pub promotion: Option<Kind>,
    /// Captures the en-passant victim.
    pub en_passant_capture: bool,
    /// En-passant squares the move creates.
    pub creates: S,
    /// A piece from the hand put on `to`.
    pub drop: bool,
    /// Where the mover then puts the duck (duck chess).
    pub duck: Option<u8>,
    /// Castling: the king moves from `from` to `to`, the rook from the
    /// first square to the second.
    pub castle: Option<(u8, u8)>,
    /// Gating: a piece of this kind from the hand goes on this square.
    pub gate: Option<(Kind, u8)>,
}

impl<S: Set> PartialEq for Board<S> {
    fn eq(&self, other: &Board<S>) -> bool {
        let victim = |b: &Board<S>| (b.en_passant != S::EMPTY).then_some(b.victim);
        let history = |b: &Board<S>| (b.passes(), b.faced_before());
        (
            self.pieces,
            self.hands,
            self.promoted,
            self.side,
            self.en_passant,
        ) == (
            other.pieces,
            other.hands,
            other.promoted,
            other.side,
            other.en_passant,
        ) && (victim(self), history(self)) == (victim(other), history(other))
            && (
                self.walls,
                self.checks,
                self.castling,
                self.castle_kings,
                self.gates,
            ) == (
                other.walls,
                other.checks,
                other.castling,
                other.castle_kings,
                other.gates,
            )
    }
}

impl<S: Set> Board<S> {
    /// The raw parts: pieces by side and kind, side to move, en-passant
    /// squares and the pawn they belong to.
    pub(crate) fn parts(&self) -> (&[[S; MAX_KINDS]; 2], Color, S, u8) {
        (&self.pieces, self.side, self.en_passant, self.victim)
    }

    /// How many passes in a row were just played: 0, 1, or 2 (which ends
    /// the game where sides may pass).
    pub(crate) fn passes(&self) -> u8 {
        let h = self.history;
        if h & History::MOVED == 0 || h & History::PASSED == 0 {
            0
        } else if h & History::PASSED_BEFORE == 0 {
            1
        } else {
            2
        }
    }

    /// Whether the kings faced each other before the last move (which,
    /// where they must part or pass, ends the game if they face still).
    pub(crate) fn faced_before(&self) -> bool {
        self.history & History::MOVED != 0 && self.history & History::FACING_BEFORE != 0
    }

    /// The position where the kings faced each other before the last move
    /// (`faced`), or not.
    pub(crate) fn with_faced(mut self, faced: bool) -> Board<S> {
        if faced {
            self.history |= History::MOVED | History::FACING_BEFORE;
        } else {
            self.history &= !History::FACING_BEFORE;
        }
        self
    }

    /// The walls: squares no piece may enter, blocking lines.
    pub(crate) fn walls(&self) -> S {
        self.walls
    }

    /// The position with `walls`.
    pub(crate) fn with_walls(mut self, walls: S) -> Board<S> {
        self.walls = walls;
        self
    }

    /// The checks White and Black have still to give, where checks are
    /// counted.
    pub(crate) fn checks(&self) -> [u8; 2] {
        self.checks
    }

    /// The position with `checks` still to give.
    pub(crate) fn with_checks(mut self, checks: [u8; 2]) -> Board<S> {
        self.checks = checks;
        self
    }

    /// The position after `passes` passes in a row (0, 1 or 2), the kings
    /// not facing each other before the last move.
    pub(crate) fn with_passes(mut self, passes: u8) -> Board<S> {
        self.history = match passes {
            0 => 0,
            1 => History::MOVED | History::PASSED,
            _ => History::MOVED | History::PASSED | History::PASSED_BEFORE,
        };
        self
    }

    /// Pieces in hand, per side and kind, and the squares of pieces a pawn
    /// became.
    pub(crate) fn hands_and_promoted(&self) -> (&[[u8; MAX_KINDS]; 2], S) {
        (&self.hands, self.promoted)
    }

    /// The castling rights: the squares of the rooks that may still
    /// castle, and of the kings they belong to.
    pub(crate) fn castling_rights(&self) -> (S, S) {
        (self.castling, self.castle_kings)
    }

    /// The unmoved pieces that may still make a first move or gate.
    pub(crate) fn gates(&self) -> S {
        self.gates
    }

    /// The same position with `gates` unmoved.
    pub(crate) fn with_gates(mut self, gates: S) -> Board<S> {
        self.gates = gates;
        self
    }

    /// The same position with castling rights `rights` (rook squares)
    /// belonging to the kings on `kings`.
    pub(crate) fn with_castling(mut self, rights: S, kings: S) -> Board<S> {
        self.castling = rights;
        self.castle_kings = kings;
        self
    }

    /// A position from its raw parts (side 0 white, 1 black).
    pub(crate) fn from_parts(
        pieces: &[[S; MAX_KINDS]; 2],
        side: usize,
        en_passant: S,
        victim: u8,
        (hands, promoted): ([[u8; MAX_KINDS]; 2], S),
    ) -> Board<S> {
        Board {
            pieces: *pieces,
            hands,
            promoted,
            side: if side == 0 {
                Color::White
            } else {
                Color::Black
            },
            en_passant,
            victim,
            walls: S::EMPTY,
            checks: [0; 2],
            history: 0,
            castling: S::EMPTY,
            castle_kings: S::EMPTY,
            gates: S::EMPTY,
        }
    }

    pub(super) fn side_pieces(&self, side: usize) -> S {
        self.pieces[side].iter().fold(S::EMPTY, |a, &b| a | b)
    }

    /// `side`'s pieces of `kinds`, or all its pieces for `None`.
    #[cfg(feature = "oracle")]
    pub(super) fn of_kinds(&self, side: usize, kinds: Option<&[Kind]>) -> S {
        kinds.map_or_else(
            || self.side_pieces(side),
            |kinds| (kinds.iter()).fold(S::EMPTY, |set, k| set | self.pieces[side][k.index()]),
        )
    }

    /// Every occupied square, walls included.
    pub(super) fn occupied(&self) -> S {
        self.side_pieces(0) | self.side_pieces(1) | self.walls
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The squares of `color`'s pieces of `kind`.
    pub fn pieces(&self, color: Color, kind: Kind) -> S {
        self.pieces[side_index(color)]
            .get(kind.index())
            .copied()
            .unwrap_or(S::EMPTY)
    }

    /// How many pieces of `kind` `color` holds in hand.
    pub fn in_hand(&self, color: Color, kind: Kind) -> u8 {
        self.hands[side_index(color)]
            .get(kind.index())
            .copied()
            .unwrap_or(0)
    }
}

impl<S: Set> Move<S> {
    /// Whether the move is a pass: the king moving to its own square (not
    /// a castling whose king stays).
    pub fn is_pass(&self) -> bool {
        self.from == self.to && !self.drop && self.promotion.is_none() && self.castle.is_none()
    }
}

impl<S: Set> fmt::Display for Move<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}->{}", self.from, self.to)
    }
}
