//! The search: perft over kings-and-pawns positions and positions with
//! pieces, the game ends tested at each node and the checks counted.

use super::pieces::Guard;
use super::played::Played;
use super::position::{Child, Plain, Pos};
use super::{Fast, FastSide};
use crate::rules::{Board, RuleBook};
use crate::set::Set;

/// What a variant rule makes of a kings-and-pawns position (see
/// `Fast::rule_of`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ruled {
    /// The game is over: no moves.
    Over,
    /// The search with pieces plays it, as where a rule of the variant
    /// stands in the way of the guard (`Fast::each_moves`).
    Unusual,
    /// Its moves are tried ([`Fast::perft_tried`]).
    Tried,
}

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// Perft of `board` if the fast path plays it: kings (one a side),
    /// pawns, pawns in hand and pieces it moves (else `None`).
    pub(crate) fn perft<B: Set>(
        &self,
        rules: &RuleBook<B>,
        board: &Board<B>,
        depth: u32,
    ) -> Option<u64> {
        let pos = self.pos_of(board).ok()?;
        Some(self.perft_pieces(rules, &pos, depth))
    }

    pub(super) fn perft_plain<B: Set>(&self, rules: &RuleBook<B>, p: &Plain<S>, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.ruled
            && let Some(ruled) = self.rule_of(p)
        {
            return match ruled {
                Ruled::Over => 0,
                Ruled::Unusual => self.perft_moves(rules, &p.resized(), depth, true),
                Ruled::Tried => self.perft_tried(rules, &p.resized(), depth),
            };
        }
        match depth {
            1 => self.count(p),
            // The last ply's parents count their children directly (where
            // no variant rule must see each child first: `ruled`). An
            // arm of its own: as a guard on the arm below it costs 1% of
            // perft's instructions.
            2 if !self.ruled => {
                let mut nodes = 0;
                self.each_legal::<B, false>(rules, p, &mut |_, child| {
                    nodes += match child {
                        Child::Pos(next) => self.count(next),
                        Child::Pieces(next) => self.perft_pieces(rules, next, 1),
                    };
                });
                nodes
            }
            _ => {
                let mut nodes = 0;
                self.each_plain_move::<B, false>(rules, p, &mut |_, child| {
                    nodes += match child {
                        Child::Pos(next) => self.perft_plain(rules, next, depth - 1),
                        Child::Pieces(next) => self.perft_pieces(rules, next, depth - 1),
                    };
                });
                nodes
            }
        }
    }

    /// Perft of a child position with room for pieces to `depth`.
    #[inline]
    pub(super) fn perft_child<B: Set>(
        &self,
        rules: &RuleBook<B>,
        child: Child<'_, S, R, R>,
        depth: u32,
    ) -> u64 {
        let (Child::Pos(next) | Child::Pieces(next)) = child;
        self.perft_pieces(rules, next, depth)
    }

    /// Calls `visit` with each legal move of the kings-and-pawns position
    /// `p` (where no variant rule decides it: `rule_of`) and the position
    /// after it as the search goes on from it (the check it stands in
    /// counted).
    #[inline]
    pub(super) fn each_plain_move<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Plain<S>,
        visit: &mut (impl FnMut(Played, Child<'_, S, 0, R>) + ?Sized),
    ) {
        self.each_legal::<B, NAMED>(rules, p, &mut |played, child| match child {
            Child::Pos(next) => self.with_check(next, |next| visit(played, Child::Pos(next))),
            Child::Pieces(next) => {
                self.with_check(next, |next| visit(played, Child::Pieces(next)));
            }
        });
    }

    /// Where a variant rule decides a kings-and-pawns position `p`: the
    /// game is over, a pawn may promote by a move of its own (the search
    /// with pieces), or kings facing where they must part or pass, or
    /// that faced before the last move, or a promotion that may make a
    /// second king under duple check, or, where kings may not face each
    /// other, an en-passant square or kings facing (the tried search).
    #[inline(never)]
    pub(super) fn rule_of(&self, p: &Plain<S>) -> Option<Ruled> {
        if self.over(p) {
            return Some(Ruled::Over);
        }
        // (A side with no move passes: the search with pieces sees it.)
        if self.promotion_move.is_some() || self.stalemate_pass {
            return Some(Ruled::Unusual);
        }
        // (Fairy-Stockfish's en-passant capture may leave the kings
        // facing each other, which the other side's move must then end:
        // the plain search sees neither.)
        if (self.facing.as_ref()).is_some_and(|f| {
            p.en_passant != S::EMPTY || f.face(p.kings[0], p.kings[1], p.occupied())
        }) {
            return Some(Ruled::Tried);
        }
        let bikjang = self.bikjang.is_some() && (p.faced() || self.facing_bikjang(p));
        let duple = bikjang
            || self.duple(p, || {
                let them = 1 - p.side;
                let attacks = self.sides[them].attacks(p.pawns[them]);
                attacks.unwrap_or(S::EMPTY) & p.kings[p.side] != S::EMPTY
            });
        duple.then_some(Ruled::Tried)
    }

    pub(super) fn perft_pieces<B: Set>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        depth: u32,
    ) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.played_plain(p) {
            return self.perft_plain(rules, &p.resized(), depth);
        }
        // (Every rule that ends a game is one of `ruled`'s.)
        if self.ruled && self.over(p) {
            return 0;
        }
        self.perft_moves(rules, p, depth, false)
    }

    /// Whether `p` is played as a kings-and-pawns position: no pieces,
    /// no rights (a cambodian king's first leap is a right without
    /// pieces), a variant whose kings are kings.
    #[inline]
    pub(super) fn played_plain(&self, p: &Pos<S, R>) -> bool {
        !p.has_pieces() && p.castling == 0 && self.kings_and_pawns
    }

    /// Perft of `p`, a position with pieces whose game goes on, over
    /// [`Fast::each_moves`] (`unusual`: where a rule of the variant
    /// stands in the way of the guard's plain search), its last ply
    /// counted by [`Fast::count_moves`].
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(super) fn perft_moves<B: Set>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        depth: u32,
        unusual: bool,
    ) -> u64 {
        if depth == 1 {
            let nodes = self.count_moves(rules, p, unusual);
            return self.or_pass(rules, p, (depth, unusual), nodes);
        }
        let mut nodes = 0;
        let visit = &mut |_, child: Child<'_, S, R, R>| {
            nodes += self.perft_child(rules, child, depth - 1);
        };
        self.each_moves::<B, false>(rules, p, unusual, visit);
        self.or_pass(rules, p, (depth, unusual), nodes)
    }

    /// Perft of `p` to `depth` from `nodes`, its moves' count: where a
    /// side with no legal move passes (`stalemate_pass`) and none of its
    /// moves left a node, the pass's, if it has no move at all.
    #[inline]
    fn or_pass<B: Set>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        (depth, unusual): (u32, bool),
        nodes: u64,
    ) -> u64 {
        if !self.stalemate_pass || nodes != 0 {
            return nodes;
        }
        if depth > 1 && self.count_moves(rules, p, unusual) != 0 {
            return 0;
        }
        match self.passer(p) {
            Some(_) if depth == 1 => 1,
            Some(_) => self.perft_pieces(rules, &p.passed(), depth - 1),
            None => 0,
        }
    }

    /// The square a side with no legal move passes on, where sides then
    /// pass: its royal king's (none in check), else its first piece's (as
    /// Fairy-Stockfish passes); none without a piece.
    pub(super) fn passer<const N: usize>(&self, p: &Pos<S, N>) -> Option<u8> {
        let (us, king) = (p.side, p.kings[p.side]);
        if self.royalty == super::Royalty::Royal && king != S::EMPTY {
            return (!self.exposed(p, us)).then(|| king.first());
        }
        let own = p.own(us);
        (own != S::EMPTY).then(|| own.first())
    }

    /// Works out into `guard` the guard of `p`'s king its moves are legal
    /// by: where `MUST_CAPTURE`
    /// and there are captures, the captures only, whose count it returns
    /// (else 0).
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(super) fn move_guard<const MUST_CAPTURE: bool>(
        &self,
        p: &Pos<S, R>,
        guard: &mut Guard<S>,
    ) -> u64 {
        self.guard_into(p, guard);
        if MUST_CAPTURE {
            let captures = guard.captures_only(p.own(1 - p.side));
            let count = self.count_with_pieces(p, &captures);
            if count > 0 {
                *guard = captures;
                return count;
            }
        }
        0
    }

    /// Calls `visit` with each legal move of `p` by `guard` and the
    /// position after it as the search goes on from it (what its
    /// capture did, the check it stands in counted).
    #[inline]
    pub(super) fn each_guarded<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        self.each_legal_with_pieces::<B, NAMED>(rules, p, (guard, false), &mut |played, child| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            self.aftermath(p, next, |next| {
                self.with_check(next, |next| visit(played, Child::Pos(next)));
            });
        });
    }

    /// Whether the side to move may promote a pawn to a second king where
    /// a side may leave one of two attacked (duple check), and its king
    /// is `exposed` (in check): a promotion leaving it attacked may then
    /// be legal, which the tried search decides. Elsewhere a king's moves
    /// are legal as a royal king's.
    #[inline]
    pub(super) fn duple<const N: usize>(
        &self,
        p: &Pos<S, N>,
        exposed: impl FnOnce() -> bool,
    ) -> bool {
        let kings = self.duple_kings[p.side];
        kings != 0 && self.choice(p).allowed & kings != 0 && exposed()
    }

    /// Whether the game is over in `p` (it has no moves): by two passes
    /// in a row, by kings that face each other as they did before the
    /// last move (bikjang), by extinction, by a flag reached, by the
    /// last check a side had to give, by a connection made, by a full
    /// board, or by castling rights that decide it.
    #[inline]
    pub(super) fn over<const N: usize>(&self, p: &Pos<S, N>) -> bool {
        p.passes() >= 2
            || self.bikjang.is_some() && p.faced() && self.facing_bikjang(p)
            || self.extinction.as_ref().is_some_and(|e| e.over(p))
            || (self.flag.as_ref())
                .is_some_and(|f| f.over(p, |targets, by| self.attacked(p, targets, by)))
            || self.counting && p.checks(1 - p.side) == 0
            || self.connect.as_ref().is_some_and(|c| c.over(p))
            || (self.full_board).is_some_and(|board| p.occupied() & board == board)
            || (self.castles.as_ref())
                .is_some_and(|c| c.has_wins() && c.decided(p.castling, p.kings))
    }

    /// `then` of `next`, where the check its side to move stands in, if
    /// any, is counted against the side that gave it (where checks are
    /// counted: 3check).
    #[inline]
    pub(super) fn with_check<const N: usize, T>(
        &self,
        next: &Pos<S, N>,
        then: impl FnOnce(&Pos<S, N>) -> T,
    ) -> T {
        if self.counting && self.exposed(next, next.side) {
            let mut next = *next;
            let mover = 1 - next.side;
            next.give_check(mover);
            then(&next)
        } else {
            then(next)
        }
    }

    /// Whether the kings face each other where they must then part or
    /// pass (bikjang; if they faced before the last move too, the game is
    /// over).
    #[inline]
    pub(super) fn facing_bikjang<const N: usize>(&self, p: &Pos<S, N>) -> bool {
        self.bikjang
            .as_ref()
            .is_some_and(|f| f.face(p.kings[0], p.kings[1], p.occupied()))
    }

    /// Whether side `us`'s move from `before` leaves its king attacked in
    /// `p`, or facing the other (flying general). Where captures explode:
    /// or a blast took it (but not where it took only the other), and not
    /// where it stands beside the other. Where pieces beyond one king a
    /// side may be royal: whether it leaves one of them attacked (see
    /// [`Fast::royals_unsafe`]).
    pub(super) fn unsafe_after(&self, before: &Pos<S, R>, p: &Pos<S, R>, us: usize) -> bool {
        if let Some(royals) = &self.royals {
            return self.royals_unsafe(royals, before, p, us);
        }
        if let Some(legal) = self.decided_by_capture(p, us) {
            return !legal;
        }
        self.exposed(p, us) && !self.touching(p.kings[us], p.kings[1 - us])
            || self
                .facing
                .as_ref()
                .is_some_and(|f| f.face(p.kings[0], p.kings[1], p.occupied()))
    }
}
