//! Kings and pawns: the enemy's threats, the flying general's pin, the
//! legal moves (pawn moves from the serialiser, king steps, passes) and
//! the last ply counted set-wise from target sets, promotions weighed per
//! piece.

use pawnshift::{MoveKind, PawnMove, PromotionSplit};

use super::played::Played;
use super::position::{Child, Plain, Pos, after_pawn};
use super::{Choice, Counted, Fast, FastSide, Kings};
use crate::rules::{Kind, RuleBook};
use crate::set::{Set, squares};

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// Where side `side`'s `king` (a single square, or none) steps to.
    #[inline]
    pub(super) fn king_steps(&self, side: usize, king: S) -> S {
        Kings::entry(&self.kings.moves[side], king)
    }

    /// What side `side`'s `king` (a single square, or none) attacks.
    #[inline]
    pub(super) fn king_attack(&self, side: usize, king: S) -> S {
        Kings::entry(&self.kings.attacks[side], king)
    }

    /// The squares the side to move's king may not step to: attacked by
    /// the enemy's pawns or king, or (flying general) facing its king.
    #[inline]
    pub(super) fn danger<const N: usize>(&self, p: &Pos<S, N>, pawn_attacks: S) -> S {
        let (us, them) = (p.side, 1 - p.side);
        let danger = pawn_attacks | self.king_attack(them, p.kings[them]);
        match &self.facing {
            None => danger,
            Some(facing) => {
                let occupied = p.occupied() & !p.kings[us];
                danger | facing.danger(p.kings[them], occupied)
            }
        }
    }

    /// The side to move's pawn pinned between the kings (flying general),
    /// and the line it may not leave.
    #[inline]
    pub(super) fn pin<const N: usize>(&self, p: &Pos<S, N>) -> Option<(S, S)> {
        let facing = self.facing.as_ref()?;
        let (us, them) = (p.side, 1 - p.side);
        let occupied = p.occupied();
        facing.pin(p.kings[us], p.kings[them], occupied, p.pawns[us])
    }

    /// The side to move's pawns free to move anywhere, and the moves of
    /// one pinned between the kings (flying general) that keep to the
    /// line.
    // Apart: inlined, it costs the search of every variant 3%.
    #[inline(never)]
    pub(super) fn unpinned(&self, p: &Plain<S>) -> (S, u64) {
        let pawns = p.pawns[p.side];
        match self.pin(p) {
            None => (pawns, 0),
            Some(pin) => (pawns & !pin.0, self.pinned_moves(p, pin)),
        }
    }

    /// The moves of the pinned pawn `pinned` that stay on `line`.
    pub(super) fn pinned_moves<const N: usize>(
        &self,
        p: &Pos<S, N>,
        (pinned, line): (S, S),
    ) -> u64 {
        let us = p.side;
        let mut nodes = 0;
        self.sides[us].generate(
            pinned,
            p.blocking(us),
            p.own(1 - us),
            p.en_passant,
            self.choice(p).allowed,
            &mut |m: PawnMove<S>| {
                if line.has(S::index_of(m.to)) {
                    nodes += 1;
                }
            },
        );
        nodes
    }

    /// Moves a target set stands for, promotions counted per piece.
    #[inline]
    pub(super) fn weigh(&self, side: usize, targets: S, weights: (u32, u32)) -> u64 {
        if targets & self.zones[side] == S::EMPTY {
            return u64::from(targets.count());
        }
        let split = self.sides[side]
            .promotion_split(targets)
            .unwrap_or(PromotionSplit {
                mandatory: S::EMPTY,
                optional: S::EMPTY,
                plain: targets,
            });
        let (mandatory, optional) = weights;
        u64::from(
            split.plain.count()
                + split.mandatory.count() * mandatory
                + split.optional.count() * optional,
        )
    }

    /// The moves `targets` gives a rule of side `us`'s `pawns`: set-wise,
    /// or pawn by pawn for a rule of several directions.
    #[inline]
    pub(super) fn weigh_rule(
        &self,
        us: usize,
        weights: (u32, u32),
        rule: Counted,
        pawns: S,
        targets: impl Fn(S) -> Option<S>,
    ) -> u64 {
        if rule.per_pawn {
            squares(pawns)
                .map(|square| targets(S::bit(square)).map_or(0, |t| self.weigh(us, t, weights)))
                .sum()
        } else {
            targets(pawns).map_or(0, |t| self.weigh(us, t, weights))
        }
    }

    /// Legal moves at the last ply, counted set-wise.
    pub(super) fn count(&self, p: &Plain<S>) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        let side = &self.sides[us];
        let pawns = p.pawns[us];
        let own = p.blocking(us);
        let enemies = p.own(them);
        let king = p.kings[us];
        let choice = self.choice(p);
        let (free, pinned) = if self.facing.is_some() {
            self.unpinned(p)
        } else {
            (pawns, 0)
        };
        let pawn_moves =
            || u64::from(side.count(free, own, enemies, p.en_passant, choice.allowed)) + pinned;
        // No king (horde's White): every pawn move.
        if king == S::EMPTY {
            return pawn_moves() + u64::from(self.drops(p, S::ALL).count());
        }
        let pawn_attacks = self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY);
        let danger = self.danger(p, pawn_attacks);
        let nodes = u64::from((self.king_steps(us, king) & !own & !danger).count());
        if pawn_attacks & king == S::EMPTY {
            let pass = u64::from(self.passing);
            return nodes + pawn_moves() + u64::from(self.drops(p, S::ALL).count()) + pass;
        }
        nodes + self.evasions(p, free, choice.weights)
    }

    /// The moves of the side to move's `pawns` out of a check by a pawn,
    /// counted: taking the checker, directly or en passant (a pinned pawn
    /// never can: the checker would stand between the kings too). Two
    /// checking pawns leave only the king's steps.
    // Apart: it keeps the frame of `count`, called at every leaf's parent,
    // small.
    #[inline(never)]
    pub(super) fn evasions(&self, p: &Plain<S>, pawns: S, weights: (u32, u32)) -> u64 {
        let us = p.side;
        let checkers = self.checkers(p, p.kings[us]);
        if checkers == S::EMPTY || checkers.several() {
            return 0;
        }
        let mut nodes = 0;
        for (rule, &counted) in self.sides[us].rules().iter().zip(&self.counted[us]) {
            nodes += self.weigh_rule(us, weights, counted, pawns, |from| {
                F::capture(rule, from, checkers)
            });
            // (An en-passant capture never promotes: one move a target.)
            if counted.en_passant && p.en_passant != S::EMPTY && checkers == S::bit(p.victim) {
                nodes += self.weigh_rule(us, (1, 1), counted, pawns, |from| {
                    F::capture(rule, from, p.en_passant)
                });
            }
        }
        nodes
    }

    /// The squares the enemy's pawns and king attack, and the enemy pawns
    /// checking the side to move's king.
    #[inline]
    pub(super) fn threats<const N: usize>(&self, p: &Pos<S, N>) -> (S, S) {
        let (us, them) = (p.side, 1 - p.side);
        let pawn_attacks = self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY);
        let danger = self.danger(p, pawn_attacks);
        let king = p.kings[us];
        if pawn_attacks & king == S::EMPTY {
            (danger, S::EMPTY)
        } else {
            (danger, self.checkers(p, king))
        }
    }

    /// The enemy pawns attacking `king`.
    pub(super) fn checkers<const N: usize>(&self, p: &Pos<S, N>, king: S) -> S {
        let them = 1 - p.side;
        let side = &self.sides[them];
        let near = if self.near[them] {
            self.kings.adjacent[usize::from(king.first())] & p.pawns[them]
        } else {
            p.pawns[them]
        };
        let mut found = S::EMPTY;
        for square in squares(near) {
            let pawn = S::bit(square);
            if side.attacks(pawn).unwrap_or(S::EMPTY) & king != S::EMPTY {
                found |= pawn;
            }
        }
        found
    }

    /// Calls `visit` with the position after each legal move. Legality needs
    /// no trial moves: with no slider on the board, pawn moves are legal
    /// unless the king is in check, when only taking the (single) checking
    /// pawn is; king steps are legal onto squares the enemy does not attack.
    /// Each move named where `NAMED` (see [`Played`]).
    pub(super) fn each_legal<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Plain<S>,
        visit: &mut (impl FnMut(Played, Child<'_, S, 0, R>) + ?Sized),
    ) {
        let (us, them) = (p.side, 1 - p.side);
        let own = p.blocking(us);
        let enemies = p.own(them);
        let (danger, checkers) = self.threats(p);
        let (pinned, line) = self.pin(p).unwrap_or((S::EMPTY, S::EMPTY));
        if !checkers.several() {
            self.sides[us].generate(
                p.pawns[us],
                own,
                enemies,
                p.en_passant,
                self.choice(p).allowed,
                &mut |m: PawnMove<S>| {
                    if pinned.has(S::index_of(m.from)) && !line.has(S::index_of(m.to)) {
                        return;
                    }
                    if checkers != S::EMPTY {
                        let takes_checker = match m.kind {
                            MoveKind::Capture => S::bit(S::index_of(m.to)) == checkers,
                            MoveKind::EnPassant => S::bit(p.victim) == checkers,
                            MoveKind::Quiet | MoveKind::Drop => false,
                        };
                        if !takes_checker {
                            return;
                        }
                    }
                    self.visit_pawn_move::<B, 0, NAMED>(rules, p, &m, visit);
                },
            );
        }
        // Tested here too: without it the hand-less search pays for the
        // call (0.15% of perft-standard's instructions).
        if self.hands && checkers == S::EMPTY {
            Self::each_drop::<0, NAMED>(p, self.drops(p, S::ALL), visit);
        }
        if self.passing && p.kings[us] != S::EMPTY && checkers == S::EMPTY {
            let king = p.kings[us].first();
            let played = if NAMED {
                Played::step(king, king)
            } else {
                Played::UNNAMED
            };
            visit(played, Child::Pos(&p.passed()));
        }
        self.king_moves::<0, NAMED>(p, own | danger, visit);
    }

    /// Calls `visit` with the position after each step of the side to
    /// move's king onto a square not in `barred`.
    pub(super) fn king_moves<const N: usize, const NAMED: bool>(
        &self,
        p: &Pos<S, N>,
        barred: S,
        visit: &mut (impl FnMut(Played, Child<'_, S, N, R>) + ?Sized),
    ) {
        let (us, them) = (p.side, 1 - p.side);
        let king = p.kings[us].first();
        for to in squares(self.king_steps(us, p.kings[us]) & !barred) {
            let played = if NAMED {
                Played::step(king, to)
            } else {
                Played::UNNAMED
            };
            let to = S::bit(to);
            let mut next = p.handed_over();
            next.kings[us] = to;
            // (Never in a kings-and-pawns position: no test there.)
            if N > 0 && next.castling != 0 {
                next.castling &=
                    !self.king_lost_rights(us, p.kings[us].first()) & !self.lost_rights(to.first());
            }
            next.capture(them, to, &self.keep);
            if N > 0 && self.unmoved.gating {
                let from = p.kings[us];
                next.ungate(from | to);
                visit(played, Child::Pos(&next));
                self.each_gated(p, (played, &next), from, &mut |played, gated| {
                    visit(played, Child::Pos(gated));
                });
                continue;
            }
            visit(played, Child::Pos(&next));
        }
    }

    /// Calls `visit` with the position after pawn move `m`: a fast one,
    /// unless it promotes to a piece the fast path does not move.
    #[inline]
    pub(super) fn visit_pawn_move<B: Set, const N: usize, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, N>,
        m: &PawnMove<S>,
        visit: &mut (impl FnMut(Played, Child<'_, S, N, R>) + ?Sized),
    ) {
        let mut next = after_pawn(p, m, &self.keep);
        let played = match (NAMED, m.kind) {
            (false, _) => Played::UNNAMED,
            (true, MoveKind::EnPassant) => {
                Played::step(S::index_of(m.from), S::index_of(m.to)).en_passant()
            }
            (true, _) => Played::step(S::index_of(m.from), S::index_of(m.to)),
        };
        if m.kind == MoveKind::Capture {
            next.take_king(1 - p.side, S::bit(S::index_of(m.to)), &self.keep);
        }
        if N > 0 && self.unmoved.gating {
            next.ungate(S::bit(S::index_of(m.to)));
        }
        // A capture of a rook that may castle (on the last rank too; never
        // in a kings-and-pawns position: no test there).
        if N > 0 && next.castling != 0 {
            next.castling &= !self.lost_rights(S::index_of(m.to));
        }
        // A pawn turning over as it moves (micro shogi's, capturing; never
        // in a kings-and-pawns position, which such variants never have).
        let mut played = played;
        if N > 0
            && let Some(promote) = &self.promote
            && let Some(slot) = promote.pawn_turns(m.kind != MoveKind::Quiet, m.promotion.is_some())
        {
            let to = S::bit(S::index_of(m.to));
            next.pawns[p.side] &= !to;
            next.place(p.side, slot, to);
            played = played.becoming(self.pieces.kind(slot).0);
        }
        match m.promotion {
            None => visit(played, Child::Pos(&next)),
            Some(piece) => {
                let square = S::bit(S::index_of(m.to));
                let visit = &mut |played, child: Child<'_, S, N, R>| visit(played, child);
                self.visit_promoted(rules, (played, p.side), &next, piece, square, visit);
            }
        }
    }

    /// Calls `visit` with `next`, where side `us`'s pawn became `piece`
    /// on `square` (rare: out of line).
    #[inline(never)]
    pub(super) fn visit_promoted<B: Set, const N: usize>(
        &self,
        rules: &RuleBook<B>,
        (played, us): (Played, usize),
        next: &Pos<S, N>,
        piece: u8,
        square: S,
        visit: &mut dyn FnMut(Played, Child<'_, S, N, R>),
    ) {
        self.visit_became((played, us), next, rules.piece_kind(piece), square, visit);
    }

    /// Calls `visit` with `next`, where side `us`'s pawn became a piece of
    /// `kind` on `square`.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(super) fn visit_became<const N: usize>(
        &self,
        (played, us): (Played, usize),
        next: &Pos<S, N>,
        kind: Kind,
        square: S,
        visit: &mut dyn FnMut(Played, Child<'_, S, N, R>),
    ) {
        let mut next: Pos<S, R> = next.resized();
        let played = played.becoming(kind);
        // (Every kind a pawn may become has a slot: see `Fast::new`.)
        if let Some(slot) = self.pieces.slot(kind, self.demotes) {
            next.place(us, slot, square);
            visit(played, Child::Pieces(&next));
        }
    }

    /// What the side to move may promote to, its pieces counted against
    /// the limits.
    #[inline]
    pub(super) fn choice<const N: usize>(&self, p: &Pos<S, N>) -> Choice {
        if self.limits.is_empty() {
            self.unlimited[p.side]
        } else {
            self.limited(p)
        }
    }

    /// [`Fast::choice`] where promotions have limits.
    // Apart: inlined, it costs the search of every variant 3%.
    #[inline(never)]
    pub(super) fn limited<const N: usize>(&self, p: &Pos<S, N>) -> Choice {
        let us = p.side;
        let allowed = self
            .limits
            .iter()
            .filter(|&&(_, counted, limit)| counted.on(p, us).count() >= limit)
            .fold(self.unlimited[us].allowed, |mask, &(index, _, _)| {
                mask & !(1 << index)
            });
        Choice::new(allowed, self.promotions[us])
    }
}
