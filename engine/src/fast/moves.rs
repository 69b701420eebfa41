//! Which generator plays a position: the legal moves of a position with
//! pieces, each with the position after it as the search goes on from it
//! (`each_moves`: by the guard of the king, or the duck's, the forced
//! drops', the tried moves', the unchecking ones'), or counted at the
//! last ply (`count_moves`), chosen in one place for perft below the
//! root and for the root (`each_move`, kings-and-pawns positions too): a
//! divide's first ply, a position's legal moves, the position after one.

use super::pieces::Guard;
use super::placing::Forced;
use super::played::Played;
use super::position::{Child, Pos};
use super::search::Ruled;
use super::tried::Checks;
use super::{Fast, FastSide};
use crate::rules::{Board, Kind, Move, RuleBook};
use crate::set::Set;

/// How a position with pieces is played where a rule of the variant
/// stands in the way of the guard's plain search (see `Fast::way`).
enum Way<S, const R: usize> {
    /// With the duck, by this guard.
    Duck(Guard<S>),
    /// The drops its side must make first.
    Forced(Forced<S, R>),
    /// Its moves on the board, where it must drop a piece first and
    /// cannot.
    Undropped,
    /// No move giving check: what may give one, the guard, where the king
    /// may step (see [`Fast::unchecking`]).
    Unchecking(Checks<S, R>, Guard<S>, S),
    /// Each move tried.
    Tried,
    /// By the guard, captures only while there are any.
    Capturing,
    /// By the guard.
    Guarded,
}

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// The legal moves of `board`, each with the position after it, if
    /// the fast path plays it (else `None`).
    pub(super) fn moves<B: Set>(
        &self,
        rules: &RuleBook<B>,
        board: &Board<B>,
    ) -> Option<Vec<(Move<B>, Board<B>)>> {
        let p = self.pos_of(board).ok()?;
        let mut moves = Vec::new();
        self.each_move(rules, &p, &mut |played, child| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            let next = self.board_of(next, None);
            moves.push((move_of(board, played, &next), next));
        });
        Some(moves)
    }

    /// Calls `visit` with each legal move of `p` and the position after
    /// it, as the search goes on from it (the root's: kings-and-pawns
    /// positions too).
    pub(super) fn each_move<B: Set>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        visit: &mut dyn FnMut(Played, Child<'_, S, R, R>),
    ) {
        if self.stalemate_pass {
            // A side with no legal move passes.
            let mut any = false;
            self.each_move_of(rules, p, &mut |played, child| {
                any = true;
                visit(played, child);
            });
            if let Some(square) = self.passer(p).filter(|_| !any && !self.over(p)) {
                visit(Played::step(square, square), Child::Pos(&p.passed()));
            }
            return;
        }
        self.each_move_of(rules, p, visit);
    }

    /// [`Fast::each_move`] but for the pass of a side with no move.
    fn each_move_of<B: Set>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        visit: &mut dyn FnMut(Played, Child<'_, S, R, R>),
    ) {
        if !self.played_plain(p) {
            if !(self.ruled && self.over(p)) {
                self.each_moves::<B, true>(rules, p, false, visit);
            }
            return;
        }
        let plain = p.resized();
        match self.ruled.then(|| self.rule_of(&plain)).flatten() {
            Some(Ruled::Over) => {}
            Some(Ruled::Unusual) => self.each_moves::<B, true>(rules, p, true, visit),
            Some(Ruled::Tried) => self.each_tried::<B, true>(rules, p, &self.trial(p), visit),
            None => {
                self.each_plain_move::<B, true>(rules, &plain, &mut |played, child| match child {
                    Child::Pos(next) => visit(played, Child::Pos(&next.resized())),
                    Child::Pieces(next) => visit(played, Child::Pieces(next)),
                });
            }
        }
    }

    /// Calls `visit` with each legal move of `p`, a position with pieces
    /// whose game goes on, and the position after it as the search goes
    /// on from it: by the guard of its king, or (`unusual`, or where a
    /// rule of the variant stands in the way of the guard's plain search:
    /// see `Fast::unusual`) with the duck, drops a side must make, moves
    /// tried, no move giving check, compulsory captures.
    #[inline]
    pub(super) fn each_moves<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        unusual: bool,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        if unusual || self.unusual {
            self.each_unusual::<B, NAMED>(rules, p, visit);
        } else {
            self.each_by_guard::<B, false, NAMED>(rules, p, visit);
        }
    }

    /// The legal moves [`Fast::each_moves`] would visit, counted (most
    /// without making them).
    #[inline]
    pub(super) fn count_moves<B: Set>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        unusual: bool,
    ) -> u64 {
        if unusual || self.unusual {
            self.count_unusual(rules, p)
        } else {
            self.count_by_guard::<false>(p)
        }
    }

    /// How `p` is played where a rule of the variant stands in the way of
    /// the guard's plain search, decided once for its moves and for their
    /// count.
    fn way(&self, p: &Pos<S, R>) -> Way<S, R> {
        if self.walled.is_some() {
            // (The duck tried with each move asks no guard.)
            return Way::Duck(if self.duck_tried {
                Guard::open(S::EMPTY)
            } else {
                self.guard(p)
            });
        }
        if let Some(must) = self.must_drop(p) {
            return self.forced(p, must).map_or(Way::Undropped, Way::Forced);
        }
        if self.no_checks
            && !self.tried
            && let Some((checks, guard, king_line)) = self.unchecking(p)
        {
            return Way::Unchecking(checks, guard, king_line);
        }
        if self.tried || self.no_checks {
            Way::Tried
        } else if self.must_capture {
            Way::Capturing
        } else {
            Way::Guarded
        }
    }

    /// [`Fast::each_moves`] where a rule of the variant stands in the way
    /// of the guard's plain search.
    #[inline(never)]
    fn each_unusual<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        match self.way(p) {
            Way::Duck(guard) => self.each_ducked::<B, NAMED>(rules, p, &guard, visit),
            Way::Forced(drops) => self.each_forced(p, &drops, visit),
            Way::Undropped => self.each_undropped::<B, NAMED>(rules, p, visit),
            Way::Unchecking(checks, guard, _) if self.must_capture => {
                Self::captures_first(p, visit, |each| {
                    self.each_unchecking::<B, NAMED>(rules, p, (&checks, &guard), each);
                });
            }
            Way::Unchecking(checks, guard, _) => {
                self.each_unchecking::<B, NAMED>(rules, p, (&checks, &guard), visit);
            }
            Way::Tried => self.each_tried::<B, NAMED>(rules, p, &self.trial(p), visit),
            Way::Capturing => self.each_by_guard::<B, true, NAMED>(rules, p, visit),
            Way::Guarded => self.each_by_guard::<B, false, NAMED>(rules, p, visit),
        }
    }

    /// [`Fast::each_unusual`]'s moves counted.
    #[inline(never)]
    fn count_unusual<B: Set>(&self, rules: &RuleBook<B>, p: &Pos<S, R>) -> u64 {
        match self.way(p) {
            Way::Duck(guard) => self.count_ducked(rules, p, &guard),
            Way::Forced(drops) => drops.count(),
            Way::Undropped => self.count_moves(rules, &Self::handless(p), false),
            Way::Unchecking(checks, guard, _) if self.must_capture => {
                let mut nodes = 0;
                Self::captures_first(p, &mut |_, _| nodes += 1, |each| {
                    self.each_unchecking::<B, false>(rules, p, (&checks, &guard), each);
                });
                nodes
            }
            Way::Unchecking(checks, guard, king_line) => {
                self.count_unchecking(p, &guard, king_line, &checks.by_slot)
            }
            Way::Tried => self.count_trial(rules, p, &self.trial(p)),
            Way::Capturing => self.count_by_guard::<true>(p),
            Way::Guarded => self.count_by_guard::<false>(p),
        }
    }

    /// Where captures are compulsory, the moves `each` visits, captures
    /// only while there are any (a first walk tells whether there are):
    /// for the ways that try moves, where the guard's capture-only pass
    /// does not serve.
    pub(super) fn captures_first(
        p: &Pos<S, R>,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
        each: impl Fn(&mut dyn FnMut(Played, Child<'_, S, R, R>)),
    ) {
        let took = |child: Child<'_, S, R, R>| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            p.took(next)
        };
        let mut captures = false;
        each(&mut |_, child| captures |= took(child));
        each(&mut |played, child| {
            if !captures || took(child) {
                visit(played, child);
            }
        });
    }

    /// [`Fast::each_moves`] by the guard of the king (captures only while
    /// there are any where `MUST_CAPTURE`).
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn each_by_guard<B: Set, const MUST_CAPTURE: bool, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        // (Worked out where it stays: a guard returned was copied.)
        let mut guard = Guard::open(S::EMPTY);
        self.move_guard::<MUST_CAPTURE>(p, &mut guard);
        self.each_guarded::<B, NAMED>(rules, p, &guard, visit);
    }

    /// [`Fast::each_by_guard`]'s moves counted from target sets.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn count_by_guard<const MUST_CAPTURE: bool>(&self, p: &Pos<S, R>) -> u64 {
        let mut guard = Guard::open(S::EMPTY);
        let captures = self.move_guard::<MUST_CAPTURE>(p, &mut guard);
        if captures > 0 {
            captures
        } else {
            self.count_with_pieces(p, &guard)
        }
    }
}

/// The rules' move for `played`, a move of `board` leading to
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
    // where it stood), a piece gated aside.
    let gated = played
        .gated()
        .map_or(B::EMPTY, |(_, square)| B::bit(square));
    let castle = played.rook().map(|rook| {
        let kind = usize::from(kind_on(rook).0);
        let landed = after[us][kind] & !pieces[us][kind] & !gated;
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
