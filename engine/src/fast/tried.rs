//! Positions whose moves are tried (pieces that hop, leap lamely, move
//! along drawn lines or keep to a region; kings that may not face; moves
//! that may not give check): each move is made and kept if it leaves its
//! king safe, only those changing what stands on the king's lines tried;
//! at the last ply, moves that change none of them are counted unmade.

use super::pieces::Guard;
use pawnshift::MoveKind;

use super::position::{Child, ROOM, WithPieces};
use super::promote::Ways;
use super::{Fast, FastSide};
use crate::game::Rules;
use crate::set::{Set, squares};

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
        // Castling may not start in check nor pass an attacked square,
        // the king in place (as Fairy-Stockfish decides it).
        let occupied = p.occupied();
        let danger = if p.castling == 0 {
            S::EMPTY
        } else {
            self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY)
                | self.king_attack(them, p.kings[them])
                | self
                    .pieces
                    .attacked(them, (p.slots(), p.men(them)), occupied)
        };
        // Out of check, only a move changing what stands on the king's
        // lines (or the king's square) may expose it: others need no try.
        let king = p.kings[us];
        let enemies = p.own(them);
        let lines = if king == S::EMPTY || self.exposed(p, us) {
            S::ALL
        } else {
            let square = king.first();
            let facing = self.facing.as_ref().map_or(S::EMPTY, |f| f.lines(square));
            self.pieces.lines(us, square) | facing | king
        };
        let checks = self.check_lines(p);
        // Black answering White's flag must have a move reaching his own,
        // or has none (racing kings).
        let answering = self.flag.as_ref().filter(|f| f.may_answer(p));
        let mut answered = false;
        let mut nodes = 0;
        if depth == 1 && answering.is_none() && !self.no_checking_drops && !self.unmoved.gating {
            nodes = self.count_tried(rules, p, lines, danger);
        } else {
            self.each_legal_with_pieces(rules, p, (&Guard::open(danger), true), &mut |child| {
                let (Child::Pos(next) | Child::Pieces(next)) = child else {
                    // (Never: such a promotion leaves the position to the
                    // general engine in `perft_pieces`.)
                    return;
                };
                // (A capture changes what stands on a square: a janggi
                // cannon's screen.)
                let changed =
                    occupied ^ next.occupied() | next.kings[us] ^ king | enemies & !next.own(them);
                if changed & lines != S::EMPTY && self.unsafe_after(next, us)
                    || (self.no_checks && changed & checks != S::EMPTY
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

    /// Where no move may give check (racing kings), the squares where a
    /// change may give one in `p`: the enemy king's lines, where a piece
    /// of the side to move would attack it, next to it (all of them where
    /// pawns could check; none where checks are allowed).
    fn check_lines(&self, p: &WithPieces<S>) -> S {
        let (us, them) = (p.side, 1 - p.side);
        let theirs = p.kings[them];
        if !self.no_checks {
            return S::EMPTY;
        }
        if theirs == S::EMPTY || p.pawns[us] != S::EMPTY || p.hands[us] != 0 {
            return S::ALL;
        }
        let over = (p.occupied(), self.pieces.cannons(p.slots()));
        (0..self.pieces.len()).fold(
            self.pieces.lines(them, theirs.first()) | self.king_attack(them, theirs),
            |set, slot| set | self.pieces.checking_squares(slot, us, theirs, over),
        )
    }

    /// The legal moves at the last ply of a position whose moves are
    /// tried, `lines` the squares where a change may expose the king (all
    /// in check), `danger` what castling may not cross: moves changing
    /// none of them counted unmade, the others made and tried.
    fn count_tried<B: Set>(&self, rules: &Rules<B>, p: &WithPieces<S>, lines: S, danger: S) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        let own = p.blocking(us);
        let enemies = p.own(them);
        let mut safe = 0;
        let checks = self.check_lines(p);
        let occupied = p.occupied();
        let mut visit = |child: Child<'_, S, B, ROOM>| {
            if let Child::Pos(next) | Child::Pieces(next) = child {
                let changed = occupied ^ next.occupied()
                    | next.kings[us] ^ p.kings[us]
                    | enemies & !next.own(them);
                if !(self.unsafe_after(next, us)
                    || changed & checks != S::EMPTY && self.exposed(next, them))
                {
                    safe += 1;
                }
            }
        };
        let mut unmade = 0;
        let over = (p.occupied(), self.pieces.cannons(p.slots()));
        // Where no move may give check (racing kings), a piece's move does
        // where it lands attacking the enemy king (never legal), and may
        // where it leaves the king's lines (tried).
        let theirs = p.kings[them];
        let (their_lines, unsafe_lines) = match (self.no_checks, theirs == S::EMPTY) {
            (false, _) => (S::EMPTY, lines),
            (true, false) => (self.pieces.lines(them, theirs.first()), S::ALL),
            (true, true) => (S::EMPTY, S::ALL),
        };
        for slot in 0..self.pieces.len() {
            let promote = self.promoting(slot);
            let checking = if self.no_checks {
                self.pieces.checking_squares(slot, us, theirs, over)
            } else {
                S::EMPTY
            };
            for from in squares(p.of(us, slot)) {
                // (No move may land where its piece checks.)
                let mut targets = self
                    .pieces
                    .targets(slot, us, from, (own, enemies), Some(over.1))
                    & !checking;
                if promote.is_none() && !lines.has(from) && !their_lines.has(from) {
                    unmade += u64::from((targets & !lines).count());
                    targets &= lines;
                }
                for to in squares(targets) {
                    let ways = promote.map_or(Ways::UNPROMOTED, |p| {
                        p.ways(us, slot, (from, to), enemies.has(to))
                    });
                    self.piece_move(p, (slot, from, to), ways, &mut visit);
                }
            }
        }
        // Pawns and drops: every one tried where no move may give check.
        let allowed = self.choice(p).allowed;
        self.sides[us].generate(p.pawns[us], own, enemies, p.en_passant, allowed, &mut |m| {
            let mut changed = S::bit(S::index_of(m.from)) | S::bit(S::index_of(m.to));
            if m.kind == MoveKind::EnPassant {
                changed |= S::bit(p.victim);
            }
            if changed & unsafe_lines == S::EMPTY {
                unmade += 1;
            } else {
                self.visit_pawn_move(rules, p, &m, &mut visit);
            }
        });
        let drops = self.drops(p, S::ALL);
        unmade += u64::from((drops & !unsafe_lines).count());
        Self::each_drop(p, drops & unsafe_lines, &mut visit);
        unmade += self
            .piece_drops(p, !unsafe_lines)
            .map(|(_, targets)| u64::from(targets.count()))
            .sum::<u64>();
        self.each_piece_drop(p, unsafe_lines, &mut visit);
        self.king_moves(p, own, &mut visit);
        if p.castling != 0 {
            self.each_castle(p, &Guard::open(danger), &mut |next| visit(Child::Pos(next)));
        }
        safe + unmade
    }
}
