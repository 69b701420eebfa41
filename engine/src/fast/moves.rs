//! The legal moves of a position, each with the position after it: the
//! first ply of a divide, a position's legal moves and the position after
//! one of them. The same generators the search goes through below the
//! root (`each_plain_move`, `each_guarded`, `each_tried`, …), chosen as
//! [`Fast::perft_pieces`] chooses them.

use super::pieces::Guard;
use super::played::Played;
use super::position::{Child, ROOM, WithPieces};
use super::search::Ruled;
use super::{Fast, FastSide};
use crate::game::{Board, Kind, Move, Rules};
use crate::set::Set;

impl<S: Set, F: FastSide<Set = S>> Fast<F> {
    /// The legal moves of `board`, each with the position after it, if
    /// the fast path plays it (else `None`).
    pub(super) fn moves<B: Set>(
        &self,
        rules: &Rules<B>,
        board: &Board<B>,
    ) -> Option<Vec<(Move<B>, Board<B>)>> {
        let p = self.pos_of(board)?;
        let mut moves = Vec::new();
        let played = self.each_move(rules, &p, &mut |played, child| {
            let next = match child {
                Child::Pos(next) | Child::Pieces(next) => self.board_of(next, None),
                Child::Board(next) => *next,
            };
            moves.push((move_of(board, played, &next), next));
        });
        played.then_some(moves)
    }

    /// Calls `visit` with each legal move of `p` and the position after
    /// it, as the search goes on from it. `false`, having visited
    /// nothing, where the fast path hands `p` to the general engine.
    pub(super) fn each_move<B: Set>(
        &self,
        rules: &Rules<B>,
        p: &WithPieces<S>,
        visit: &mut dyn FnMut(Played, Child<'_, S, B, ROOM>),
    ) -> bool {
        if !p.has_pieces() && p.castling == 0 && self.kings_and_pawns {
            let plain = p.resized();
            match self.ruled.then(|| self.rule_of(&plain)).flatten() {
                Some(Ruled::Over) => return true,
                Some(Ruled::Unusual) => return self.each_unusual(rules, p, visit),
                Some(Ruled::Tried) => {
                    self.each_tried::<B, true>(rules, p, &self.trial(p), &mut *visit);
                    return true;
                }
                None => {}
            }
            self.each_plain_move::<B, true>(rules, &plain, &mut |played, child| match child {
                Child::Pos(next) => visit(played, Child::Pos(&next.resized())),
                Child::Pieces(next) => visit(played, Child::Pieces(next)),
                Child::Board(board) => visit(played, Child::Board(board)),
            });
            return true;
        }
        if self.ruled && self.over(p) {
            return true;
        }
        if self.unusual {
            return self.each_unusual(rules, p, visit);
        }
        self.each_by_guard::<B, false>(rules, p, visit)
    }

    /// [`Fast::each_move`] where a rule of the variant stands in the way
    /// of the guard's plain search (as [`Fast::perft_unusual`] plays it).
    fn each_unusual<B: Set>(
        &self,
        rules: &Rules<B>,
        p: &WithPieces<S>,
        visit: &mut dyn FnMut(Played, Child<'_, S, B, ROOM>),
    ) -> bool {
        if self.duck.is_some() {
            let mut guard = Guard::open(S::EMPTY);
            if self.guard_into(p, &mut guard).is_none() {
                return false;
            }
            self.each_ducked::<B, true>(rules, p, &guard, &mut *visit);
            return true;
        }
        if self.must_drop(p) {
            let Some(drops) = self.forced(p) else {
                return false;
            };
            self.each_forced(p, &drops, &mut *visit);
            return true;
        }
        if self.untried {
            return false;
        }
        if self.no_checks
            && !self.tried
            && let Some((checks, guard, _)) = self.unchecking(p)
        {
            self.each_unchecking::<B, true>(rules, p, (&checks, &guard), &mut *visit);
            return true;
        }
        if self.tried || self.no_checks {
            self.each_tried::<B, true>(rules, p, &self.trial(p), &mut *visit);
            return true;
        }
        if self.must_capture {
            self.each_by_guard::<B, true>(rules, p, visit)
        } else {
            self.each_by_guard::<B, false>(rules, p, visit)
        }
    }

    /// [`Fast::each_move`] by the guard of the king (captures only while
    /// there are any where `MUST_CAPTURE`).
    fn each_by_guard<B: Set, const MUST_CAPTURE: bool>(
        &self,
        rules: &Rules<B>,
        p: &WithPieces<S>,
        visit: &mut dyn FnMut(Played, Child<'_, S, B, ROOM>),
    ) -> bool {
        let mut guard = Guard::open(S::EMPTY);
        if self.move_guard::<MUST_CAPTURE>(p, &mut guard).is_none() {
            return false;
        }
        self.each_guarded::<B, true>(rules, p, &guard, &mut *visit);
        true
    }
}

/// The general engine's move for `played`, a move of `board` leading to
/// `next`.
fn move_of<B: Set>(board: &Board<B>, played: Played, next: &Board<B>) -> Move<B> {
    let (from, to) = (played.from(), played.to());
    let (pieces, side, _, _) = board.parts();
    let us = usize::from(side != pawnshift::Color::White);
    let kind_on = |square: u8| {
        (pieces[us].iter().position(|set| set.has(square)))
            .and_then(|kind| u8::try_from(kind).ok())
            .map_or(Kind::KING, Kind)
    };
    let (after, _, creates, _) = next.parts();
    // The castling rook lands where its kind stands now and did not (or
    // where it stood).
    let castle = played.rook().map(|rook| {
        let kind = usize::from(kind_on(rook).0);
        let landed = after[us][kind] & !pieces[us][kind];
        let rook_to = if landed == B::EMPTY {
            rook
        } else {
            landed.first()
        };
        (rook, rook_to)
    });
    Move {
        from,
        to,
        kind: played.dropped().unwrap_or_else(|| kind_on(from)),
        promotion: played.becomes(),
        en_passant_capture: played.takes_en_passant(),
        creates,
        drop: played.dropped().is_some(),
        duck: played.duck(),
        castle,
        gate: played.gated(),
    }
}
