//! Variants where no move may give check (racing kings), by the guard's
//! masks: a second guard, of the enemy king against our own pieces, pins
//! to their lines the pieces whose move would uncover a check, and each
//! piece's moves are cut to the squares from which it would not check.
//! Positions these masks do not decide are tried (see `fast::tried`):
//! Black answering White's flag, pawns (whose checks are not worked out),
//! pieces in hand, castling, gating, pieces that promote, pieces whose
//! checks cannot be told.

use super::pieces::{Guard, Sides};
use super::played::Played;
use super::position::{Child, Pos};
use super::tried::Checks;
use super::{Fast, FastSide};
use crate::rules::RuleBook;
use crate::set::{Set, squares};

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// Where no move may give check, what may give one in `p`, the guard
    /// of its side to move that keeps its moves from uncovering a check,
    /// and the squares its king may step to (see
    /// [`Fast::unchecking_guard`]); `None` where its moves are tried.
    pub(super) fn unchecking(&self, p: &Pos<S, R>) -> Option<(Checks<S, R>, Guard<S>, S)> {
        let us = p.side;
        let plain = p.pawns[us] == S::EMPTY
            && p.hands[us] == 0
            && p.held[us].iter().all(|&held| held == 0)
            && p.castling == 0
            && self.promote.is_none()
            && !self.unmoved.gating
            && !self.flag.as_ref().is_some_and(|f| f.may_answer(p));
        if !plain {
            return None;
        }
        let checks = self.checks(p);
        if !checks.by_slot.iter().all(Option::is_some) {
            return None;
        }
        let (guard, king_line) = self.unchecking_guard(p);
        Some((checks, guard, king_line))
    }

    /// Calls `visit` with each legal move of `p` by `guard` that gives
    /// no check (what may: `checks`), and the position after it as the
    /// search goes on from it.
    pub(super) fn each_unchecking<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        (checks, guard): (&Checks<S, R>, &Guard<S>),
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        let (us, them) = (p.side, 1 - p.side);
        self.each_legal_with_pieces::<B, NAMED>(rules, p, (guard, false), &mut |played, child| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            // (A move touching none of the squares that may give check
            // gives none.)
            if p.changed(next, us) & checks.lines != S::EMPTY && self.exposed(next, them) {
                return;
            }
            self.with_check(next, |next| visit(played, Child::Pos(next)));
        });
    }

    /// The guard of `p`'s side to move with the pieces that would uncover
    /// a check pinned to their lines too, and the squares its king may
    /// step to keeping the enemy king covered (all where it shields none).
    fn unchecking_guard(&self, p: &Pos<S, R>) -> (Guard<S>, S) {
        let (us, them) = (p.side, 1 - p.side);
        let guard = self.guard(p);
        let theirs = p.kings[them];
        if theirs == S::EMPTY {
            return (guard, S::ALL);
        }
        // The enemy king's guard against our pieces: the "pins" are ours.
        let sides = Sides {
            us: them,
            king: theirs,
            zone: S::ALL,
            own: p.own(us),
            occupied: p.occupied(),
            slots: p.slots(),
            enemy: p.men(us),
            takes_checker: false,
        };
        let uncovering = self.pieces.guard(&sides, S::EMPTY, S::EMPTY);
        let king = p.kings[us];
        let king_line = if king != S::EMPTY && uncovering.pinned.has(king.first()) {
            uncovering.targets(king.first())
        } else {
            S::ALL
        };
        (guard.pinning_too(&uncovering), king_line)
    }

    /// The legal moves of `p` at the last ply where no move may give
    /// check: its king's steps (on `king_line` where it shields the enemy
    /// king) and its pieces' moves by `guard`, none onto a square where
    /// its piece would check (`checking`, per slot).
    pub(super) fn count_unchecking(
        &self,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        king_line: S,
        checking: &[Option<S>],
    ) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        let own = p.blocking(us);
        let enemies = p.own(them);
        let king = p.kings[us];
        let steps = self.king_steps(us, king) & !own & !guard.danger & king_line;
        let mut nodes = u64::from(steps.count());
        for (slot, checking) in checking.iter().enumerate().take(self.pieces.len()) {
            let quiet = !checking.unwrap_or(S::ALL);
            for from in squares(p.of(us, slot)) {
                let targets = self.pieces.targets(slot, us, from, (own, enemies), None)
                    & guard.targets(from)
                    & quiet;
                nodes += u64::from(targets.count());
            }
        }
        nodes
    }
}
