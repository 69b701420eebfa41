//! Positions with pieces: the guard of the king (check and pin masks),
//! the legal moves it allows, and the last ply counted from target sets.

use pawnshift::{MoveKind, PawnMove};
use pawnshift_dynamic::Tally;

use super::pieces::{Guard, Sides};
use super::played::Played;
use super::position::{Child, Held, Pos};
use super::promote::{Becomes, PiecePromotions, Ways};
use super::{Fast, FastSide, Royalty};
use crate::rules::{Kind, RuleBook};
use crate::set::{Set, squares};

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// The guard of the side to move's king in a position with pieces.
    pub(super) fn guard(&self, p: &Pos<S, R>) -> Guard<S> {
        let mut guard = Guard::open(S::EMPTY);
        self.guard_into(p, &mut guard);
        guard
    }

    /// [`Fast::guard`] into `guard` (an open one): so the search's own
    /// guard is worked out where it stays, not copied there (2% of chess's
    /// perft instructions).
    /// (Never where kings may not face, or pass: such positions are
    /// tried; see `Fast::unguarded`.)
    pub(super) fn guard_into(&self, p: &Pos<S, R>, guard: &mut Guard<S>) {
        let (us, them) = (p.side, 1 - p.side);
        if self.royalty == Royalty::Common {
            // Every move legal, but where kings are mutually immune, a king
            // may not take the other.
            if self.kings_immune {
                guard.danger = p.kings[them];
            }
            return;
        }
        let own = p.own(us);
        let (danger, checkers) = self.threats(p);
        let king = p.kings[us];
        let unmoved = self.unmoved_king_zone(p);
        // (A castling's walk holds the king's square: none empty, none open.)
        guard.may_castle = unmoved != S::EMPTY;
        let sides = Sides {
            us,
            king,
            zone: king | self.king_steps(us, king) & !own | unmoved,
            own,
            occupied: p.occupied(),
            slots: p.slots(),
            enemy: p.men(them),
            takes_checker: self.king_takes_checker,
        };
        guard.danger = danger;
        guard.checkers = checkers;
        self.pieces.guard_into(&sides, guard);
    }

    /// Where the side to move's king may go by castling or a first move,
    /// beyond its steps: the squares it walks in a castling whose squares
    /// are empty, or leaps to where they are empty.
    #[inline]
    fn unmoved_king_zone(&self, p: &Pos<S, R>) -> S {
        if p.castling == 0 {
            return S::EMPTY;
        }
        let (us, king) = (p.side, p.kings[p.side]);
        let occupied = p.occupied();
        let walks = (self.castles.as_ref())
            .map_or(S::EMPTY, |c| c.open_walks(us, king, p.castling, occupied));
        let leaps =
            (self.unmoved.first_moves.as_ref()).map_or(S::EMPTY, |f| f.king_leaps(us, king));
        walks | leaps & !occupied
    }

    /// Whether side `us`'s king stands attacked in `p` (never a common
    /// king; where captures explode, see [`Fast::unsafe_after`]); where
    /// royal kings are kept with the pieces, any of them.
    pub(super) fn exposed<const N: usize>(&self, p: &Pos<S, N>, us: usize) -> bool {
        let mut king = p.kings[us];
        if self.royal_slots != 0 {
            king |= Held::Slots(self.royal_slots).on(p, us);
        }
        if king == S::EMPTY || self.royalty == Royalty::Common {
            return false;
        }
        self.attacked(p, king, 1 - us)
    }

    /// Whether side `by` attacks a square of `targets` in `p`.
    #[inline]
    pub(super) fn attacked<const N: usize>(&self, p: &Pos<S, N>, targets: S, by: usize) -> bool {
        self.sides[by].attacks(p.pawns[by]).unwrap_or(S::EMPTY) & targets != S::EMPTY
            || self.king_attack(by, p.kings[by]) & targets != S::EMPTY
            || N > 0
                && self
                    .pieces
                    .attack(1 - by, (p.slots(), p.men(by)), targets, p.occupied())
    }

    /// Whether the en-passant capture `from` → `to` keeps the king safe:
    /// tried, as it takes a pawn off a line besides its own move.
    pub(super) fn en_passant_legal(&self, p: &Pos<S, R>, from: u8, to: u8) -> bool {
        let us = p.side;
        let mut next = *p;
        next.pawns[us] ^= S::bit(from) | S::bit(to);
        // (The victim may be a pawn of a second kind: see `kinds`.)
        next.clear(S::bit(p.victim));
        !self.exposed(&next, us)
    }

    /// Visits the position after the move of `p`'s piece of `slot` from
    /// `from` to `to`, each of the `ways` it may end.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(super) fn piece_move<const NAMED: bool>(
        &self,
        p: &Pos<S, R>,
        (slot, from, to): (usize, u8, u8),
        ways: Ways,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        // (Neither way: a piece kept from promoting by a limit, onto a
        // square it could never leave.)
        if ways.promoted.is_none() && !ways.unpromoted {
            return;
        }
        let us = p.side;
        let mut played = if NAMED {
            Played::step(from, to)
        } else {
            Played::UNNAMED
        };
        let mut next = p.handed_over();
        // Taken first: the slot's set is both sides'.
        next.capture(1 - us, S::bit(to), &self.keep);
        if next.castling != 0 {
            next.castling &= !self.lost_rights(from) & !self.lost_rights(to);
        }
        self.lined_up(&mut next, slot, to);
        let (from, to) = (S::bit(from), S::bit(to));
        if let Some(promoted) = ways.promoted {
            if ways.unpromoted {
                let mut unpromoted = next;
                unpromoted.shift(us, slot, from, to);
                visit(played, Child::Pos(&unpromoted));
            }
            next.shift(us, slot, from, S::EMPTY);
            played = match promoted {
                Becomes::Slot(promoted) => {
                    next.place(us, promoted, to);
                    played.becoming(self.pieces.kind(promoted).0)
                }
                Becomes::Pawn => {
                    next.pawns[us] |= to;
                    played.becoming(Kind::PAWN)
                }
            };
        } else {
            next.shift(us, slot, from, to);
        }
        if self.unmoved.gating {
            next.ungate(from | to);
            visit(played, Child::Pos(&next));
            self.each_gated(p, (played, &next), from, &mut |played, gated| {
                visit(played, Child::Pos(gated));
            });
            return;
        }
        visit(played, Child::Pos(&next));
    }

    /// `counted`, the last ply's moves [`Fast::count_with_pieces`]
    /// counts, with those that promotions (of pieces, or by a move of
    /// their own), gating, pieces turned over and a second pawn kind add
    /// (and those a promotion limit takes away).
    #[inline(never)]
    fn count_more(
        &self,
        counted: u64,
        p: &Pos<S, R>,
        (own, enemies): (S, S),
        guard: &Guard<S>,
    ) -> u64 {
        let mut nodes = counted + self.count_second(p, guard);
        if let Some(promote) = &self.promote {
            // (Fewer where a limit keeps pieces from promoting.)
            nodes = nodes.saturating_add_signed(self.count_promotions(
                p,
                promote,
                (own, enemies),
                guard,
            ));
        }
        if self.unmoved.gating {
            nodes += self.count_gated(p, (own, enemies), guard);
        }
        if self.turned_drops() {
            nodes += self.count_turned_drops(p, guard.block);
        }
        if self.promotion_move.is_some() {
            nodes += self.count_promotion_moves(p, guard);
        }
        nodes
    }

    /// The moves of the side to move's pieces counted once more where
    /// they may end promoted or not, less those not made where a limit
    /// keeps a piece from promoting and it could not move again (`own`
    /// and `enemies` standing, legal by `guard`).
    // Apart, so that a variant whose pieces do not promote asks nothing
    // of each piece.
    #[inline(never)]
    fn count_promotions(
        &self,
        p: &Pos<S, R>,
        promote: &PiecePromotions<S>,
        (own, enemies): (S, S),
        guard: &Guard<S>,
    ) -> i64 {
        let us = p.side;
        let mut nodes = 0;
        for slot in (0..self.pieces.len()).filter(|&slot| promote.promotes(slot)) {
            let allowed = self.promoting(p, slot).is_some_and(|(_, allowed)| allowed);
            for from in squares(p.of(us, slot)) {
                let targets =
                    self.pieces.targets(slot, us, from, (own, enemies), None) & guard.targets(from);
                let (more, fewer) = promote.both_ways(us, slot, (from, targets), allowed);
                nodes += i64::from(more) - i64::from(fewer);
            }
        }
        nodes
    }

    /// The promotions of `slot`'s pieces, if they promote, and whether
    /// they may in `p` (not where the side has as many of what they
    /// become as a limit allows).
    #[inline]
    pub(super) fn promoting(
        &self,
        p: &Pos<S, R>,
        slot: usize,
    ) -> Option<(&PiecePromotions<S>, bool)> {
        let promote = self
            .promote
            .as_ref()
            .filter(|promote| promote.promotes(slot))?;
        let allowed = promote.allowed(slot, |slots| Held::Slots(slots).on(p, p.side).count());
        Some((promote, allowed))
    }

    /// Legal moves at the last ply of a position with pieces, counted
    /// from target sets cut by `guard`.
    pub(super) fn count_with_pieces(&self, p: &Pos<S, R>, guard: &Guard<S>) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        let choice = self.choice(p);
        let weights = choice.weights;
        let rules = self.sides[us].rules();
        let pawns = p.pawns[us];
        let own = p.blocking(us);
        let enemies = p.own(them);
        let occupied = own | enemies;
        let empty = !occupied;
        let king = p.kings[us];
        // (The king's, the free pawns' and the pieces' targets summed by
        // one tally, two popcounts in all where the target has no popcount
        // instruction: a popcount each cost chess's perft 1.2% more.)
        let mut tally = Tally::new();
        tally.add(self.king_steps(us, king) & !own & !guard.danger);
        let mut nodes = 0;
        if p.castling != 0 {
            if guard.may_castle {
                nodes += self.count_castles(p, guard);
            }
            nodes += self.count_first_moves(p, guard);
        }
        let block = guard.block;
        if block == S::EMPTY {
            return nodes + u64::from(tally.total());
        }
        let free = pawns & !guard.pinned;
        // Out of check, the free pawns' moves are counted as in a
        // kings-and-pawns position, by `FastSide::count_into` (a target
        // set per rule and direction; en passant below, tried). Rule by rule,
        // run-time rules of several directions would be asked pawn by pawn
        // (13% of chess's perft instructions), and generated ones cost
        // chess 1.3% more.
        let open = block == S::ALL;
        if open {
            let side = &self.sides[us];
            tally = side.count_into(free, own, enemies, S::EMPTY, choice.allowed, tally);
        }
        // Rule by rule: in check, pinned pawns, en passant (none of them
        // most of the time).
        let more = !open || pawns & guard.pinned != S::EMPTY || p.en_passant != S::EMPTY;
        for (rule, &counted) in rules.iter().zip(&self.counted[us]).filter(|_| more) {
            if !open {
                nodes += self.weigh_rule(us, weights, counted, free, |from| {
                    F::quiet(rule, from, empty).map(|t| t & block)
                });
                nodes += self.weigh_rule(us, weights, counted, free, |from| {
                    F::capture(rule, from, enemies).map(|t| t & block)
                });
            }
            for from in squares(pawns & guard.pinned) {
                let (pawn, line) = (S::bit(from), guard.targets(from));
                nodes +=
                    F::quiet(rule, pawn, empty).map_or(0, |t| self.weigh(us, t & line, weights));
                nodes += F::capture(rule, pawn, enemies)
                    .map_or(0, |t| self.weigh(us, t & line, weights));
            }
            // (A pawn at a time only where one of them takes en passant:
            // a rule's captures of all the pawns hold each pawn's.)
            if counted.en_passant
                && p.en_passant != S::EMPTY
                && F::capture(rule, pawns, p.en_passant).is_some_and(|t| t != S::EMPTY)
            {
                for from in squares(pawns) {
                    let onto = F::capture(rule, S::bit(from), p.en_passant).unwrap_or(S::EMPTY);
                    for to in squares(onto) {
                        // (An en-passant capture never promotes.)
                        if self.en_passant_legal(p, from, to) {
                            nodes += 1;
                        }
                    }
                }
            }
        }
        for slot in self.pieces.moving() {
            for from in squares(p.of(us, slot)) {
                let targets =
                    self.pieces.plain_targets(slot, us, from, (own, enemies)) & guard.targets(from);
                tally.add(targets);
            }
        }
        nodes += u64::from(tally.total());
        // (One test for the rare rules: a variant without pays nothing more.)
        if self.counts_more {
            nodes = self.count_more(nodes, p, (own, enemies), guard);
        }
        if !self.dropping {
            return nodes;
        }
        let dropped: u32 = self.piece_drops(p, block).map(|(_, t)| t.count()).sum();
        nodes + u64::from(self.drops(p, block).count() + dropped)
    }

    /// Calls `visit` with the position after each legal move of a position
    /// with pieces, legal by `guard`'s masks (en passant by trying it); or
    /// (`tried`, with an open guard) after each move the caller will try,
    /// castlings legal by the guard's danger. Each move named where
    /// `NAMED` (see [`Played`]).
    pub(super) fn each_legal_with_pieces<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        (guard, tried): (&Guard<S>, bool),
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        let (us, them) = (p.side, 1 - p.side);
        let own = p.blocking(us);
        let enemies = p.own(them);
        let occupied = own | enemies;
        if guard.block != S::EMPTY {
            self.sides[us].generate(
                p.pawns[us],
                own,
                occupied & !own,
                p.en_passant,
                self.choice(p).allowed,
                &mut |m: PawnMove<S>| {
                    let (from, to) = (S::index_of(m.from), S::index_of(m.to));
                    let legal = if tried {
                        true
                    } else if m.kind == MoveKind::EnPassant {
                        self.en_passant_legal(p, from, to)
                    } else {
                        guard.targets(from).has(to)
                    };
                    if legal {
                        self.visit_pawn_move::<B, R, NAMED>(rules, p, &m, visit);
                    }
                },
            );
            if self.second.is_some() {
                self.each_second_move(p, guard, &mut |played, child: Child<'_, S, R, R>| {
                    visit(played, child);
                });
            }
            let cannons = tried.then(|| self.pieces.cannons(p.slots()));
            for slot in self.pieces.moving() {
                for from in squares(p.of(us, slot)) {
                    let targets = self.pieces.targets(slot, us, from, (own, enemies), cannons)
                        & guard.targets(from);
                    // (Apart, so that a slot without promotions asks
                    // nothing of each move.)
                    if let Some((promote, allowed)) = self.promoting(p, slot) {
                        for to in squares(targets) {
                            let ways =
                                promote.ways(us, slot, (from, to), (enemies.has(to), allowed));
                            self.piece_move::<NAMED>(p, (slot, from, to), ways, visit);
                        }
                    } else {
                        for to in squares(targets) {
                            self.piece_move::<NAMED>(p, (slot, from, to), Ways::UNPROMOTED, visit);
                        }
                    }
                }
            }
            if self.dropping {
                Self::each_drop::<R, NAMED>(p, self.drops(p, guard.block), visit);
                let visit_dyn = &mut |played, child: Child<'_, S, R, R>| visit(played, child);
                self.each_piece_drop(p, guard.block, visit_dyn);
                if self.turned_drops() {
                    self.each_turned_drop(p, guard.block, visit_dyn);
                }
            }
            self.each_promotion_move(p, guard, &mut |played, next| {
                visit(played, Child::Pos(next));
            });
        }
        // A tried king may step where a hop's screen it was made a
        // square look attacked.
        let barred = if tried { own } else { own | guard.danger };
        self.king_moves::<R, NAMED>(p, barred, visit);
        if p.castling != 0 {
            self.each_castle(p, guard, &mut |played, next| {
                visit(played, Child::Pos(next));
            });
            self.each_first_move(p, guard, &mut |played, child: Child<'_, S, R, R>| {
                visit(played, child);
            });
        }
    }
}
