//! Positions whose moves are tried (pieces that hop, leap lamely, move
//! along drawn lines or keep to a region; kings that may not face; moves
//! that may not give check): each move is made and kept if it leaves its
//! king safe, only those changing what stands on the king's lines tried;
//! at the last ply, moves that change none of them are counted unmade.

use super::pieces::Guard;
use pawnshift::MoveKind;

use super::pieces::SLOTS;
use super::position::{Child, ROOM, WithPieces};
use super::promote::Ways;
use super::{Fast, FastSide, Royalty};
use crate::game::Rules;
use crate::set::{Set, squares};

/// Where no move may give check (racing kings), what may give one in a
/// position.
pub(super) struct Checks<S> {
    /// The squares where a move's change may give check: the enemy
    /// king's lines, where a piece would attack it, next to it (every
    /// square where that cannot be told: pawns, pieces whose checks are
    /// not worked out).
    pub(super) lines: S,
    /// The enemy king's lines: a piece leaving one may uncover a check.
    their_lines: S,
    /// Per slot, where a piece of it would check (`None` where that
    /// cannot be told).
    pub(super) by_slot: [Option<S>; SLOTS],
}

impl<S: Set, F: FastSide<Set = S>> Fast<F> {
    /// Perft of a position whose moves are tried (pieces that hop or
    /// leap lamely, or keep to a region; kings that may not face): each
    /// move made, and kept if it leaves its king safe.
    pub(super) fn perft_tried<B: Set>(
        &self,
        rules: &Rules<B>,
        p: &WithPieces<S>,
        depth: u32,
    ) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        // Castling may not start in check nor pass an attacked square, a
        // royal king in place, a pseudo-royal one lifted (as
        // Fairy-Stockfish decides it).
        let occupied = if self.royalty == Royalty::PseudoRoyal {
            p.occupied() & !p.kings[us]
        } else {
            p.occupied()
        };
        let danger = if p.castling == 0 {
            S::EMPTY
        } else {
            self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY)
                | self.king_attack(them, p.kings[them])
                | self
                    .pieces
                    .attacked(them, (p.slots(), p.men(them)), occupied)
        };
        // (Beside the other king a king is safe where captures explode.)
        let danger = if self.blast.is_some() && p.kings[them] != S::EMPTY {
            danger & !self.kings.adjacent[usize::from(p.kings[them].first())]
        } else {
            danger
        };
        // Out of check, only a move changing what stands on the king's
        // lines (or the king's square) may expose it: others need no try.
        let king = p.kings[us];
        let royal = self.royal_squares(p, us);
        let lines = if royal == S::EMPTY || self.unsafe_after(p, p, us) {
            S::ALL
        } else {
            let facing = (self.facing.as_ref())
                .filter(|_| king != S::EMPTY)
                .map_or(S::EMPTY, |f| f.lines(king.first()));
            // (Where a pawn may promote to a royal piece, its promotions.)
            let zone = if self.royals.is_some() {
                self.zones[us]
            } else {
                S::EMPTY
            };
            squares(royal).fold(royal | facing | zone, |lines, square| {
                // (Only those an enemy piece rides, where that can be told.)
                lines
                    | (self.pieces)
                        .live_lines(us, square, (p.slots(), p.men(them)))
                        .unwrap_or_else(|| self.pieces.lines(us, square))
            })
        };
        let checks = self.checks(p);
        // Black answering White's flag must have a move reaching his own,
        // or has none (racing kings).
        let answering = self.flag.as_ref().filter(|f| f.may_answer(p));
        let mut answered = false;
        let mut nodes = 0;
        if depth == 1 && answering.is_none() && !self.no_checking_drops && !self.unmoved.gating {
            nodes = self.count_tried(rules, p, (lines, danger), &checks);
        } else {
            self.each_legal_with_pieces(rules, p, (&Guard::open(danger), true), &mut |child| {
                let (Child::Pos(next) | Child::Pieces(next)) = child else {
                    // (Never: such a promotion leaves the position to the
                    // general engine in `perft_pieces`.)
                    return;
                };
                self.after_capture(p, next, |next| {
                    let changed = p.changed(next, us);
                    if changed & lines != S::EMPTY && self.unsafe_after(p, next, us)
                        || (self.no_checks && changed & checks.lines != S::EMPTY
                            || self.no_checking_drops && next.dropped(p, us))
                            && self.exposed(next, them)
                    {
                        return;
                    }
                    if let Some(flag) = answering {
                        answered |= flag.reached(next, us);
                    }
                    nodes += if depth == 1 {
                        1
                    } else {
                        self.with_check(next, |next| self.perft_pieces(rules, next, depth - 1))
                    };
                });
            });
        }
        if answering.is_some() && !answered {
            return 0;
        }
        // A pass, out of check (it changes no line: tried apart).
        if self.passing && king != S::EMPTY && !self.exposed(p, us) {
            let next = p.passed();
            nodes += if depth == 1 {
                1
            } else {
                self.with_check(&next, |next| self.perft_pieces(rules, next, depth - 1))
            };
        }
        nodes
    }

    /// Where no move may give check (racing kings), what may give one in
    /// `p` (see [`Checks`]); nothing where checks are allowed or the enemy
    /// has no king.
    pub(super) fn checks(&self, p: &WithPieces<S>) -> Checks<S> {
        let (us, them) = (p.side, 1 - p.side);
        let theirs = p.kings[them];
        let mut checks = Checks {
            lines: S::EMPTY,
            their_lines: S::EMPTY,
            by_slot: [Some(S::EMPTY); SLOTS],
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
    /// in check), `danger` what castling may not cross: moves changing
    /// none of them counted unmade, the others made and tried.
    fn count_tried<B: Set>(
        &self,
        rules: &Rules<B>,
        p: &WithPieces<S>,
        (lines, danger): (S, S),
        checks: &Checks<S>,
    ) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        let own = p.blocking(us);
        let enemies = p.own(them);
        let mut safe = 0;
        let mut visit = |child: Child<'_, S, B, ROOM>| {
            let (Child::Pos(next) | Child::Pieces(next)) = child else {
                return;
            };
            let safe_after = |next: &WithPieces<S>| {
                !(self.unsafe_after(p, next, us)
                    || p.changed(next, us) & checks.lines != S::EMPTY && self.exposed(next, them))
            };
            if self.after_capture(p, next, safe_after) {
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
        // Where captures explode, a capture next to a square of the king's
        // lines may blast what stands there: each is tried.
        let blasting = match (&self.blast, lines == S::ALL) {
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
        };
        for slot in 0..self.pieces.len() {
            let promote = self.promoting(slot);
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
                if promote.is_none() && !lines.has(from) && !checks.their_lines.has(from) {
                    unmade += u64::from((targets & !lines & !untold & !blasting).count());
                    targets &= lines | untold | blasting;
                }
                for to in squares(targets) {
                    let ways = promote.map_or(Ways::UNPROMOTED, |p| {
                        p.ways(us, slot, (from, to), enemies.has(to))
                    });
                    self.piece_move(p, (slot, from, to), ways, &mut visit);
                }
            }
        }
        // Pawns and drops: tried where they touch either king's lines.
        let allowed = self.choice(p).allowed;
        self.sides[us].generate(p.pawns[us], own, enemies, p.en_passant, allowed, &mut |m| {
            let mut changed = S::bit(S::index_of(m.from)) | S::bit(S::index_of(m.to));
            if m.kind == MoveKind::EnPassant {
                changed |= S::bit(p.victim);
            }
            if self.blast.is_some() && matches!(m.kind, MoveKind::Capture | MoveKind::EnPassant) {
                changed |= self.kings.adjacent[usize::from(S::index_of(m.to))];
            }
            if changed & tried_lines == S::EMPTY {
                unmade += 1;
            } else {
                self.visit_pawn_move(rules, p, &m, &mut visit);
            }
        });
        let drops = self.drops(p, S::ALL);
        unmade += u64::from((drops & !tried_lines).count());
        Self::each_drop(p, drops & tried_lines, &mut visit);
        unmade += self
            .piece_drops(p, !tried_lines)
            .map(|(_, targets)| u64::from(targets.count()))
            .sum::<u64>();
        self.each_piece_drop(p, tried_lines, u32::MAX, &mut visit);
        self.king_moves(p, own, &mut visit);
        if p.castling != 0 {
            self.each_castle(p, &Guard::open(danger), &mut |next| visit(Child::Pos(next)));
        }
        safe + unmade
    }
}
