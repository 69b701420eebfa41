//! Positions whose moves are tried (pieces that hop, leap lamely, move
//! along drawn lines or keep to a region; kings that may not face; moves
//! that may not give check): each move is made and kept if it leaves its
//! king safe, only those changing what stands on the king's lines tried;
//! at the last ply, moves that change none of them are counted unmade.

use pawnshift::MoveKind;

use super::ends::Flag;
use super::pieces::{Guard, slots_in};
use super::played::Played;
use super::position::{Child, Pos};
use super::promote::Ways;
use super::{Fast, FastSide, Royalty};
use crate::rules::RuleBook;
use crate::set::{Set, squares};

/// What trying the moves of a position needs (see [`Fast::trial`]).
pub(super) struct Trial<'a, S, const R: usize> {
    /// What castling may not cross.
    danger: S,
    /// The squares where a change may expose the king.
    lines: S,
    /// Which enemy pieces a change there may expose it to.
    exposure: Exposure<S, R>,
    /// Where no move may give check, what may give one.
    checks: Checks<S, R>,
    /// The enemy's flag, where the side to move must answer it.
    answering: Option<&'a Flag<S>>,
}

/// Where no move may give check (racing kings), what may give one in a
/// position.
pub(super) struct Checks<S, const R: usize> {
    /// The squares where a move's change may give check: the enemy
    /// king's lines, where a piece would attack it, next to it (every
    /// square where that cannot be told: pawns, pieces whose checks are
    /// not worked out).
    pub(super) lines: S,
    /// The enemy king's lines: a piece leaving one may uncover a check.
    their_lines: S,
    /// Per slot, where a piece of it would check (`None` where that
    /// cannot be told).
    pub(super) by_slot: [Option<S>; R],
}

/// Which enemy pieces a move of the side to move may bring to attack its
/// king (its royal pieces), where that can be told: by slot, the lines
/// along which they would (see
/// [`Pieces::live_lines`](super::pieces::Pieces::live_lines)).
pub(super) struct Exposure<S, const R: usize> {
    /// Whether only the slots whose lines a move changes need a test: the
    /// royal pieces out of check, which a move that does not change how
    /// many of a royal kind there are leaves royal (where a royal piece
    /// moved, it alone is tested in full where it lands); no capture that
    /// explodes or petrifies, no duple check.
    narrow: bool,
    by_slot: [S; R],
    /// The royal pieces, tested where the test is narrow.
    royal: S,
    /// Where a piece arriving may expose the king: where it narrows the
    /// test, the lines of the enemy's hopping pieces only (it may be their
    /// screen; elsewhere it blocks) and where a pawn may promote to a
    /// royal piece; else all the lines.
    landing: S,
    /// Whether the kings face each other where they must part or pass
    /// (bikjang): a move after which they still do is illegal (a pass
    /// is not), and every move is tested.
    bikjang: bool,
    /// The royal pieces whose moves are counted unmade at the last ply,
    /// legal where they land on no square the enemy attacks with the
    /// piece lifted: where the test is narrow, no enemy piece hops, and
    /// the piece stands on no line onto another royal piece (its leaving
    /// opens none: the lines are traced, lame leaps' legs among them; see
    /// [`Fast::lifted_danger`]).
    lifted: S,
}

/// The most royal pieces a side may have for their moves to be counted
/// unmade ([`Exposure::lifted`]).
const MOST_LIFTED: usize = 4;

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// Where a move of `p`'s side to move must change something to
    /// expose its king (its royal pieces), all squares in check: the
    /// king's square and the lines an enemy piece rides, hops or leaps
    /// along onto it (all the lines it could, where that cannot be told),
    /// the flying general's lines, where a pawn may promote to a royal
    /// piece its promotions; and which enemy pieces such a move may bring
    /// to attack it.
    fn exposure(&self, p: &Pos<S, R>) -> (S, Exposure<S, R>) {
        let (us, them) = (p.side, 1 - p.side);
        let king = p.kings[us];
        let royal = self.royal_squares(p, us);
        let mut exposure = Exposure {
            narrow: false,
            by_slot: [S::EMPTY; R],
            royal: self.royal_pieces(p, us),
            landing: S::ALL,
            bikjang: self.bikjang.is_some() && self.facing_bikjang(p),
            lifted: S::EMPTY,
        };
        // (A piece of a royal kind in hand may be royal where it is
        // dropped: every move is tried in full.)
        if royal == S::EMPTY
            || exposure.bikjang
            || self.unsafe_after(p, p, us)
            || (self.royals.as_ref()).is_some_and(|royals| royals.in_hand(p, us))
        {
            return (S::ALL, exposure);
        }
        let facing = (self.facing.as_ref())
            .filter(|_| king != S::EMPTY)
            .map_or(S::EMPTY, |f| f.lines(king.first()));
        let zone = if self.royals.is_some() {
            self.zones[us]
        } else {
            S::EMPTY
        };
        let mut traced = true;
        // Each royal piece's square and lines, the first few.
        let mut each = [(S::EMPTY, S::EMPTY); MOST_LIFTED];
        let mut royals = 0;
        let lines = squares(royal).fold(royal | facing | zone, |lines, square| {
            let live = (self.pieces).live_lines(
                us,
                square,
                (p.slots(), p.men(them)),
                &mut exposure.by_slot,
            );
            traced &= live.is_some();
            let live = live.unwrap_or_else(|| self.pieces.lines(us, square));
            if let Some(entry) = each.get_mut(royals) {
                *entry = (S::bit(square), live);
            }
            royals += 1;
            lines | live
        });
        exposure.narrow = traced
            && !self.capture_rules()
            && (self.royals.as_ref()).is_none_or(|royals| !royals.duple());
        // (Not where a king's moves follow a rule beyond its steps: first
        // moves, kings that may not take each other, a king in check
        // that may only take its checker; nor a second pawn kind, whose
        // attacks the danger does not hold.)
        if exposure.narrow
            && royals <= MOST_LIFTED
            && self.royals.is_some()
            && self.pieces.hoppers() == 0
            && self.facing.is_none()
            && !self.no_checks
            && self.unmoved.first_moves.is_none()
            && !self.kings_immune
            && !self.king_takes_checker
            && self.second.is_none()
        {
            let each = &each[..royals];
            for &(square, _) in each {
                let others = (each.iter())
                    .filter(|&&(other, _)| other != square)
                    .fold(S::EMPTY, |set, &(_, lines)| set | lines);
                if square & exposure.royal & !others != S::EMPTY {
                    exposure.lifted |= square;
                }
            }
        }
        exposure.landing = if exposure.narrow {
            slots_in(self.pieces.hoppers()).fold(zone, |set, slot| set | exposure.by_slot[slot])
        } else {
            lines
        };
        (lines, exposure)
    }

    /// Whether the move of `p`'s side to move to `next`, which changed
    /// the squares `changed`, leaves its king (a royal piece) unsafe
    /// ([`Fast::unsafe_after`]): where `exposure` is narrow, only the
    /// enemy pieces whose lines onto the royal pieces that stayed the
    /// move changed are asked (their attacks, and the flying general's),
    /// and where a royal piece moved, every enemy piece of the square it
    /// landed on.
    #[inline]
    fn unsafe_move(
        &self,
        p: &Pos<S, R>,
        next: &Pos<S, R>,
        changed: S,
        exposure: &Exposure<S, R>,
    ) -> bool {
        let (us, them) = (p.side, 1 - p.side);
        if exposure.bikjang && self.facing_bikjang(next) {
            return true;
        }
        if self.facing_en_passant(p, next) {
            return self.exposed(next, us);
        }
        let moved = changed & exposure.royal != S::EMPTY;
        // (A lone king that moved: the plain test.)
        if !exposure.narrow
            || match &self.royals {
                None => moved,
                Some(royals) => royals.recounted(p, next, us),
            }
        {
            return self.unsafe_after(p, next, us);
        }
        if moved && self.landed_attacked(next, changed) {
            return true;
        }
        let occupied = next.occupied();
        let stayed = exposure.royal & !changed;
        let mask = if stayed == S::EMPTY {
            0
        } else {
            (0..self.pieces.len())
                .filter(|&slot| exposure.by_slot[slot] & changed != S::EMPTY)
                .fold(0, |mask, slot| mask | 1 << slot)
        };
        let enemy = (next.slots(), next.men(them));
        mask != 0
            && squares(stayed)
                .any(|square| (self.pieces).attack_from(mask, us, enemy, S::bit(square), occupied))
            || (self.facing.as_ref())
                .is_some_and(|f| f.face(next.kings[0], next.kings[1], occupied))
    }

    /// Whether a royal piece of the side that moved to `next` (beyond a
    /// lone king), changing the squares `changed` and no piece's royalty,
    /// moved onto an attacked square.
    #[inline(never)]
    fn landed_attacked(&self, next: &Pos<S, R>, changed: S) -> bool {
        let us = 1 - next.side;
        let kinds = (self.royals.as_ref()).map_or(S::EMPTY, |royals| royals.kinds_on(next, us));
        let landed = changed & (next.kings[us] | kinds);
        squares(landed).any(|square| self.attacked(next, S::bit(square), next.side))
    }

    /// `then` of `next`, a position after a move, where kings must part
    /// or pass (bikjang) with its record of whether they faced each other
    /// before the move (`faced`).
    #[inline]
    fn with_faced<T>(
        &self,
        next: &Pos<S, R>,
        faced: bool,
        then: impl FnOnce(&Pos<S, R>) -> T,
    ) -> T {
        if self.bikjang.is_some() && next.faced() != faced {
            let mut next = *next;
            next.set_faced(faced);
            then(&next)
        } else {
            then(next)
        }
    }

    /// Perft of a position whose moves are tried (pieces that hop or
    /// leap lamely, or keep to a region; kings that may not face): each
    /// move made, and kept if it leaves its king safe.
    pub(super) fn perft_tried<B: Set>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        depth: u32,
    ) -> u64 {
        let tried = self.trial(p);
        if depth == 1 {
            return self.count_trial(rules, p, &tried);
        }
        let mut nodes = 0;
        self.each_tried::<B, false>(rules, p, &tried, &mut |_, child| {
            nodes += self.perft_child(rules, child, depth - 1);
        });
        nodes
    }

    /// [`Fast::each_tried`]'s moves counted: those that change nothing
    /// on the king's lines unmade (each made where a flag must be
    /// answered, pieces are gated or captures are compulsory).
    pub(super) fn count_trial<B: Set>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        tried: &Trial<'_, S, R>,
    ) -> u64 {
        if tried.answering.is_none() && !self.unmoved.gating && !self.must_capture {
            let (lines, danger) = (tried.lines, tried.danger);
            let counted = (&tried.exposure, &tried.checks);
            return self.count_tried(rules, p, (lines, danger), counted)
                + u64::from(self.may_pass(p, &tried.exposure))
                + u64::from(self.wall_squares(p).count());
        }
        let mut nodes = 0;
        self.each_tried::<B, false>(rules, p, tried, &mut |_, _| nodes += 1);
        nodes
    }

    /// What trying the moves of `p` needs, worked out once.
    pub(super) fn trial(&self, p: &Pos<S, R>) -> Trial<'_, S, R> {
        let (us, them) = (p.side, 1 - p.side);
        // Castling may not start in check nor pass an attacked square, a
        // royal king in place, a pseudo-royal one lifted (as
        // Fairy-Stockfish decides it).
        let occupied = if self.royalty == Royalty::PseudoRoyal {
            p.occupied() & !p.kings[us]
        } else {
            p.occupied()
        };
        let may_castle = self.may_castle(p);
        let danger = if may_castle {
            self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY)
                | self.king_attack(them, p.kings[them])
                | self
                    .pieces
                    .attacked(them, (p.slots(), p.men(them)), occupied)
        } else {
            S::EMPTY
        };
        // (Beside the other king a king is safe where captures explode.)
        let danger = if self.blast.is_some() && p.kings[them] != S::EMPTY {
            danger & !self.kings.adjacent[usize::from(p.kings[them].first())]
        } else {
            danger
        };
        // Nor may it pass or land where it would face the other king (the
        // flying general; its own square aside, as Fairy-Stockfish asks).
        let danger = match &self.facing {
            Some(facing) if may_castle => {
                let lifted = p.occupied() & !p.kings[us];
                danger | facing.danger(p.kings[them], lifted) & !p.kings[us]
            }
            _ => danger,
        };
        let (lines, exposure) = self.exposure(p);
        Trial {
            danger,
            lines,
            exposure,
            checks: self.checks(p),
            // Black answering White's flag must have a move reaching his
            // own, or has none (racing kings).
            answering: self.flag.as_ref().filter(|f| f.may_answer(p)),
        }
    }

    /// Whether the side to move in `p` may pass: out of check, or where
    /// the kings face each other under bikjang.
    fn may_pass(&self, p: &Pos<S, R>, exposure: &Exposure<S, R>) -> bool {
        self.passing
            && p.kings[p.side] != S::EMPTY
            && (exposure.bikjang || !self.exposed(p, p.side))
    }

    /// Calls `visit` with each legal move of `p`, tried by `tried`, and
    /// the position after it as the search goes on from it: none where
    /// the side answering a flag has no move reaching its own.
    pub(super) fn each_tried<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        tried: &Trial<'_, S, R>,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        if let Some(flag) = tried.answering {
            // (Where captures are compulsory, only a move that may be made
            // answers: a capture, or any move where there is none.)
            let (mut captures, mut answered) = (false, [false; 2]);
            self.each_tried_move::<B, false>(rules, p, tried, &mut |_, child| {
                let (Child::Pos(next) | Child::Pieces(next)) = child;
                let took = self.must_capture && p.took(next);
                captures |= took;
                answered[usize::from(took)] |= flag.reached(next, p.side);
            });
            if !(answered[1] || answered[0] && !captures) {
                return;
            }
        }
        if self.must_capture {
            Self::captures_first(p, visit, |each| {
                self.each_tried_move::<B, NAMED>(rules, p, tried, each);
            });
        } else {
            self.each_tried_move::<B, NAMED>(rules, p, tried, visit);
        }
    }

    /// [`Fast::each_tried`], whether or not a flag must be answered.
    fn each_tried_move<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        tried: &Trial<'_, S, R>,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        let (us, them) = (p.side, 1 - p.side);
        let Trial {
            danger,
            lines,
            ref exposure,
            ref checks,
            ..
        } = *tried;
        let open = Guard::open(danger);
        self.each_legal_with_pieces::<B, NAMED>(rules, p, (&open, true), &mut |played, child| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            self.aftermath(p, next, |next| {
                let changed = p.changed(next, us);
                if changed & lines != S::EMPTY && self.unsafe_move(p, next, changed, exposure)
                    || (self.no_checks && changed & checks.lines != S::EMPTY
                        || self.no_checking_drops && next.dropped(p, us))
                        && self.exposed(next, them)
                {
                    return;
                }
                self.with_faced(next, exposure.bikjang, |next| {
                    self.with_check(next, |next| visit(played, Child::Pos(next)));
                });
            });
        });
        // A pass (it changes no line: tried apart).
        if self.may_pass(p, exposure) {
            let mut next = p.passed();
            next.set_faced(exposure.bikjang);
            let king = p.kings[us].first();
            self.with_check(&next, |next| {
                visit(Played::step(king, king), Child::Pos(next));
            });
        }
        // A wall instead of a move (it changes no line either).
        self.each_wall::<NAMED>(p, self.wall_squares(p), visit);
    }

    /// Whether `next` follows an en-passant capture in `p` where kings may
    /// not face each other: Fairy-Stockfish asks only that it leave the
    /// king unattacked, not the kings apart.
    #[inline]
    fn facing_en_passant(&self, p: &Pos<S, R>, next: &Pos<S, R>) -> bool {
        let (us, them) = (p.side, 1 - p.side);
        // (Its victim is gone, and no piece took it where it stood.)
        self.facing.is_some()
            && p.en_passant != S::EMPTY
            && (p.own(them) & !next.own(them)).has(p.victim)
            && !next.own(us).has(p.victim)
    }

    /// Where captures explode, the `enemies` whose capture may blast a
    /// square of the king's `lines` (next to one): each is tried.
    fn blasting(&self, lines: S, enemies: S) -> S {
        match (&self.blast, lines == S::ALL) {
            (None, _) => S::EMPTY,
            (Some(_), true) => enemies,
            (Some(_), false) => {
                let adjacent = &self.kings.adjacent;
                let near = squares(lines).fold(lines, |set, square| {
                    set | adjacent
                        .get(usize::from(square))
                        .copied()
                        .unwrap_or(S::EMPTY)
                });
                enemies & near
            }
        }
    }

    /// What the enemy of `p`'s side to move attacks with its piece on
    /// `lifted` taken off the board: where that royal piece may not go.
    #[inline(never)]
    fn lifted_danger(&self, p: &Pos<S, R>, lifted: S) -> S {
        let them = 1 - p.side;
        self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY)
            | self.king_attack(them, p.kings[them])
            | (self.pieces).attacked(them, (p.slots(), p.men(them)), p.occupied() & !lifted)
    }

    /// Where no move may give check (racing kings), what may give one in
    /// `p` (see [`Checks`]); nothing where checks are allowed or the enemy
    /// has no king.
    pub(super) fn checks(&self, p: &Pos<S, R>) -> Checks<S, R> {
        let (us, them) = (p.side, 1 - p.side);
        let theirs = p.kings[them];
        let mut checks = Checks {
            lines: S::EMPTY,
            their_lines: S::EMPTY,
            by_slot: [Some(S::EMPTY); R],
        };
        if !self.no_checks || theirs == S::EMPTY {
            return checks;
        }
        let square = theirs.first();
        let over = (p.occupied(), self.pieces.cannons(p.slots()));
        checks.their_lines = self.pieces.lines(them, square);
        checks.lines = checks.their_lines | self.king_attack(them, theirs);
        for slot in 0..self.pieces.len() {
            checks.by_slot[slot] = self.pieces.checking_squares(slot, us, square, over);
            checks.lines |= checks.by_slot[slot].unwrap_or(S::ALL);
        }
        // (A pawn's check is not worked out: every pawn move and drop is
        // tried.)
        if p.pawns[us] != S::EMPTY || p.hands[us] != 0 {
            checks.lines = S::ALL;
        }
        checks
    }

    /// The legal moves at the last ply of a position whose moves are
    /// tried, `lines` the squares where a change may expose the king (all
    /// in check; by which enemy pieces, `exposure`), `danger` what
    /// castling may not cross: moves changing none of them counted
    /// unmade, the others made and tried.
    fn count_tried<B: Set>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        (lines, danger): (S, S),
        (exposure, checks): (&Exposure<S, R>, &Checks<S, R>),
    ) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        let own = p.blocking(us);
        let enemies = p.own(them);
        let mut safe = 0;
        let mut visit = |_: Played, child: Child<'_, S, R, R>| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            let safe_after = |next: &Pos<S, R>| {
                let changed = p.changed(next, us);
                !(self.unsafe_move(p, next, changed, exposure)
                    || (changed & checks.lines != S::EMPTY
                        || self.no_checking_drops && next.dropped(p, us))
                        && self.exposed(next, them))
            };
            if self.aftermath(p, next, safe_after) == Some(true) {
                safe += 1;
            }
        };
        let mut unmade = 0;
        let cannons = self.pieces.cannons(p.slots());
        // Where no move may give check (racing kings), a piece's move does
        // where it lands attacking the enemy king (never legal), and may
        // where it leaves the king's lines or where that cannot be told
        // (tried).
        let tried_lines = lines | checks.lines;
        let blasting = self.blasting(lines, enemies);
        for slot in 0..self.pieces.len() {
            let promote = self.promoting(p, slot);
            let (checking, untold) = match checks.by_slot[slot] {
                Some(checking) => (checking, S::EMPTY),
                None => (S::EMPTY, S::ALL),
            };
            for from in squares(p.of(us, slot)) {
                // (No move may land where its piece checks.)
                let mut targets =
                    self.pieces
                        .targets(slot, us, from, (own, enemies), Some(cannons))
                        & !checking;
                if promote.is_none() && exposure.lifted.has(from) {
                    unmade += u64::from((targets & !self.lifted_danger(p, S::bit(from))).count());
                    continue;
                }
                if promote.is_none() && !lines.has(from) && !checks.their_lines.has(from) {
                    let tried = exposure.landing | untold | blasting;
                    unmade += u64::from((targets & !tried).count());
                    targets &= tried;
                }
                for to in squares(targets) {
                    let ways = promote.map_or(Ways::UNPROMOTED, |(p, allowed)| {
                        p.ways(us, slot, (from, to), (enemies.has(to), allowed))
                    });
                    self.piece_move::<false>(p, (slot, from, to), ways, &mut visit);
                }
            }
        }
        // Pawns and drops: tried where they leave either king's lines or
        // land where they may expose one.
        let landing = exposure.landing | checks.lines;
        let allowed = self.choice(p).allowed;
        self.sides[us].generate(p.pawns[us], own, enemies, p.en_passant, allowed, &mut |m| {
            let to = S::bit(S::index_of(m.to));
            let mut left = S::bit(S::index_of(m.from));
            if m.kind == MoveKind::EnPassant {
                left |= S::bit(p.victim);
            }
            if self.blast.is_some() && matches!(m.kind, MoveKind::Capture | MoveKind::EnPassant) {
                left |= self.kings.adjacent[usize::from(S::index_of(m.to))];
            }
            if left & tried_lines == S::EMPTY && to & landing == S::EMPTY {
                unmade += 1;
            } else {
                self.visit_pawn_move::<B, R, false>(rules, p, &m, &mut visit);
            }
        });
        // (Where no drop may give check, every drop is tried.)
        let landing = if self.no_checking_drops {
            S::ALL
        } else {
            landing
        };
        let drops = self.drops(p, S::ALL);
        unmade += u64::from((drops & !landing).count());
        Self::each_drop::<R, false>(p, drops & landing, &mut visit);
        unmade += self
            .piece_drops(p, !landing)
            .map(|(_, targets)| u64::from(targets.count()))
            .sum::<u64>();
        self.each_piece_drop(p, landing, &mut visit);
        if self.turned_drops() {
            unmade += self.count_turned_drops(p, !landing);
            self.each_turned_drop(p, landing, &mut visit);
        }
        let open = Guard::open(S::EMPTY);
        self.each_promotion_move(p, &open, &mut |played, next| {
            visit(played, Child::Pos(next));
        });
        let king = p.kings[us];
        if king & exposure.lifted == S::EMPTY {
            self.king_moves::<R, false>(p, own, &mut visit);
        } else {
            let steps = self.king_steps(us, king) & !own;
            unmade += u64::from((steps & !self.lifted_danger(p, king)).count());
        }
        if p.castling != 0 {
            self.each_castle(p, &Guard::open(danger), &mut |played, next| {
                visit(played, Child::Pos(next));
            });
        }
        safe + unmade
    }
}
