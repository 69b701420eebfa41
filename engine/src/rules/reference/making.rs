//! Making a move in the reference: the position after it, and the
//! game's ends asked of a position.

use pawnshift::Color;

use crate::notes::Captures;
use crate::rules::{Board, Ends, Kind, Move, side_index};
use crate::set::Set;

impl<S: Set> Board<S> {
    /// The position after `m`, captured pieces going where `captures`
    /// says.
    #[must_use]
    pub(super) fn after_with(&self, m: &Move<S>, captures: Captures) -> Board<S> {
        let board = self;
        let mut next = *board;
        let us = side_index(board.side);
        let them = 1 - us;
        let (from, to) = (S::bit(m.from), S::bit(m.to));
        if m.drop {
            next.hands[us][m.kind.index()] -= 1;
        } else {
            next.pieces[us][m.kind.index()] &= !from;
        }
        // The captured piece's square: the pawn (of any kind) that made
        // the en-passant squares, or the target.
        let square = if m.en_passant_capture {
            S::bit(board.victim)
        } else {
            to
        };
        if captures == Captures::Leave {
            // Nothing goes to a hand: clear the square, whatever stood there.
            for set in &mut next.pieces[them] {
                *set &= !square;
            }
        } else {
            let taken = next.pieces[them]
                .iter_mut()
                .enumerate()
                .find(|(_, set)| **set & square != S::EMPTY)
                .map(|(index, set)| {
                    *set &= !square;
                    (Kind(u8::try_from(index).unwrap_or(0)), square)
                });
            if let Some((kind, square)) = taken {
                next.hand_over(us, kind, board.promoted & square != S::EMPTY, captures);
            }
        }
        // The mark of a piece a pawn became goes with it, where a capture
        // gives it back as a pawn (elsewhere it means nothing).
        if captures == Captures::ToHand {
            next.promoted &= !(from | square);
            if m.promotion.is_some() || (!m.drop && board.promoted & from != S::EMPTY) {
                next.promoted |= to;
            }
        } else {
            next.promoted = S::EMPTY;
        }
        next.pieces[us][m.promotion.unwrap_or(m.kind).index()] |= to;
        next.side = board.side.other();
        next.en_passant = m.creates;
        next.victim = m.to;
        next
    }
}

impl<S: Set> Board<S> {
    /// Puts a piece of `kind` taken into `side`'s hand as `captures`
    /// says: a piece a pawn became (`promoted`) as a pawn, unless kept.
    pub(super) fn hand_over(
        &mut self,
        side: usize,
        kind: Kind,
        promoted: bool,
        captures: Captures,
    ) {
        let kind = if promoted && captures == Captures::ToHand {
            Kind::PAWN
        } else {
            kind
        };
        let count = &mut self.hands[side][kind.index()];
        *count = count.saturating_add(1);
    }
}

impl<S: Set> Move<S> {
    /// A move of a piece of `kind` from `from` to `to`, without promotion,
    /// en passant or drop.
    pub(super) fn new(from: u8, to: u8, kind: Kind) -> Move<S> {
        Move {
            from,
            to,
            kind,
            promotion: None,
            en_passant_capture: false,
            creates: S::EMPTY,
            drop: false,
            duck: None,
            castle: None,
            gate: None,
        }
    }
}

impl<S: Set> Ends<S> {
    /// Whether the game is over in `board`, as Fairy-Stockfish decides it
    /// before generating moves.
    pub(super) fn over(&self, board: &Board<S>) -> bool {
        let us = side_index(board.side);
        if let Some((groups, rule)) = &self.extinction {
            let held = |side: usize, group: &Vec<Kind>| -> u32 {
                group
                    .iter()
                    .map(|k| {
                        board.pieces[side][k.index()].count()
                            + u32::from(board.hands[side][k.index()])
                    })
                    .sum()
            };
            if rule.over(us, groups, held) {
                return true;
            }
        }
        // The side that just moved has given its last check.
        if self.check_counting && board.checks[1 - us] == 0 {
            return true;
        }
        // Or has made a connection.
        if let Some((kinds, shapes)) = &self.connect {
            let mover = 1 - us;
            let pieces = kinds.as_ref().map_or(board.side_pieces(mover), |kinds| {
                (kinds.iter()).fold(S::EMPTY, |set, k| set | board.pieces[mover][k.index()])
            });
            if shapes.made(pieces, mover) {
                return true;
            }
        }
        // Or the board is full (walls fill it too).
        if let Some(board_squares) = self.full_board
            && (board.side_pieces(0) | board.side_pieces(1) | board.walls) & board_squares
                == board_squares
        {
            return true;
        }
        if let Some((kind, squares)) = &self.flag {
            // (`count` of them, or one in a zone without an empty square
            // where `blocked`.)
            let (count, blocked) = self.flag_count;
            let reached = |side: usize| {
                let there = board.of_kinds(side, kind.as_deref()) & squares[side];
                there != S::EMPTY
                    && (there.count() >= count
                        || blocked
                            && (board.side_pieces(0) | board.side_pieces(1)) & squares[side]
                                == squares[side])
            };
            let mover = 1 - us;
            if self.flag_move {
                // The answer was played; or White's king got there first
                // and Black may not answer.
                return reached(us)
                    || kind.as_deref().and_then(<[Kind]>::first) == Some(&Kind::KING)
                        && reached(mover)
                        && !self.may_answer(board);
            }
            if reached(mover) && !self.flag_safe {
                return true;
            }
        }
        false
    }

    /// With `flag_move`, whether the side to move is Black, facing White's
    /// king in its flag zone, and may answer by reaching his own (whether
    /// a legal king move does is for the move generator to find).
    pub(super) fn may_answer(&self, board: &Board<S>) -> bool {
        let Some((kind, squares)) = &self.flag else {
            return false;
        };
        self.flag_move
            && kind.as_deref().and_then(<[Kind]>::first) == Some(&Kind::KING)
            && board.side == Color::Black
            && board.of_kinds(0, kind.as_deref()) & squares[0] != S::EMPTY
            && board.of_kinds(1, kind.as_deref()) != S::EMPTY
    }

    /// Whether `m` brings a flag piece into the mover's zone.
    pub(super) fn reaches_flag(&self, board: &Board<S>, m: &Move<S>) -> bool {
        self.flag.as_ref().is_some_and(|(kind, squares)| {
            kind.as_ref()
                .is_none_or(|kinds| kinds.contains(&m.promotion.unwrap_or(m.kind)))
                && squares[side_index(board.side)] & S::bit(m.to) != S::EMPTY
        })
    }
}
