//! What the reference asks of attacks beyond what the rules' set-up
//! needs: a square's attackers, pseudo-royal pieces tested after a move,
//! kings facing each other.

use pawnshift::Color;

use crate::rules::{Board, Kind, Move, RuleBook, side_index};
use crate::set::{Set, squares};

impl<S: Set> RuleBook<S> {
    /// The squares of `by`'s pieces that attack a square of `targets`.
    pub(super) fn attackers(&self, board: &Board<S>, targets: S, by: Color) -> S {
        let occupied = self.occupancy(board);
        let theirs = &board.pieces[side_index(by)];
        let mut found = S::EMPTY;
        for p in &self.pawns {
            let Some(side) = &p.sides[side_index(by)] else {
                continue;
            };
            for sq in squares(theirs[p.kind.index()]) {
                if side.attacks(S::bit(sq)).unwrap_or(S::EMPTY) & targets != S::EMPTY {
                    found |= S::bit(sq);
                }
            }
        }
        for (index, &set) in theirs.iter().enumerate().take(self.types.len()).skip(1) {
            let kind = Kind(u8::try_from(index).unwrap_or(0));
            for sq in squares(set) {
                if self.attacks(kind, side_index(by), sq, occupied) & targets != S::EMPTY {
                    found |= S::bit(sq);
                }
            }
        }
        found
    }

    /// Whether `m` leaves a pseudo-royal piece of the mover attacked (or,
    /// with duple check, every piece of the pseudo-royal kinds), as
    /// Fairy-Stockfish decides it: a group of kinds (a type, its promoted
    /// pieces included) is royal while the mover held at most `most` of
    /// it before the move; a pawn's promotion to it makes the new piece
    /// royal only then (and one more than `most` ends the group's
    /// royalty), a piece's promotion changes no royalty (the piece is
    /// royal where it lands if it was where it stood), and a dropped one
    /// is royal.
    pub(super) fn pseudo_royal_attacked(
        &self,
        board: &Board<S>,
        m: &Move<S>,
        next: &Board<S>,
    ) -> bool {
        let Some(royal) = &self.pseudo_royal else {
            return false;
        };
        let us = side_index(board.side);
        let them = board.side.other();
        // Where the move leaves the pieces before a blast (only a capture
        // where captures explode blasts: else that is `next`).
        let before_blast;
        let unblasted = if self.capturing.explode.is_some() && RuleBook::captures(board, m) {
            before_blast = board.after_with(m, self.captures);
            &before_blast
        } else {
            next
        };
        let blast = self.blast(board, m, unblasted);
        // (Fairy-Stockfish tests a blast's move with its target empty,
        // where the capturer turns into a wall there too.)
        let unwalled;
        let next = if (blast & !board.walls & next.walls).has(m.to) {
            unwalled = next.with_walls(next.walls & !S::bit(m.to));
            &unwalled
        } else {
            next
        };
        // A side's pieces of a group in a position.
        let held = |b: &Board<S>, side: usize, group: &[Kind]| b.of_kinds(side, Some(group));
        let royal_group =
            |side: usize, group: &[Kind]| held(board, side, group).count() <= royal.most;
        // A piece's promotion (or a pawn's that is a piece's: to
        // backrank's king) changes no royalty, as Fairy-Stockfish decides
        // it: the piece is royal where it lands if it was where it stood.
        let piece_promotion = m.promotion.filter(|&kind| {
            !m.drop
                && (self.pawn_kind(m.kind.index()).is_none()
                    || self.pawns_promote_as_pieces && kind == Kind::KING)
        });
        let from_royal =
            !m.drop && (royal.groups.iter()).any(|g| g.contains(&m.kind) && royal_group(us, g));
        let (mut royals, mut candidates) = (S::EMPTY, S::EMPTY);
        for group in &royal.groups {
            let before = held(board, us, group).count();
            let now = held(unblasted, us, group);
            candidates |= now;
            let promoted_to = m.promotion.is_some_and(|kind| group.contains(&kind));
            if m.drop {
                // A dropped piece of the group (turned over or not) is
                // royal, the others as they were.
                if before <= royal.most {
                    royals |= now;
                } else if group.contains(&m.promotion.unwrap_or(m.kind)) {
                    royals |= S::bit(m.to);
                }
            } else if promoted_to && piece_promotion.is_some() {
                // Those of the group the mover held before are royal as
                // they were; the new one as the mover was (below).
                if before <= royal.most {
                    royals |= now & !S::bit(m.to);
                }
            } else if promoted_to && before >= royal.most {
                // A pawn's promotion to one more of the group: none of it
                // is royal now.
            } else if before <= royal.most {
                royals |= now;
            }
        }
        if from_royal && piece_promotion.is_some() {
            royals |= S::bit(m.to);
        }
        // Their royal pieces (each of a group they hold at most `most` of).
        let theirs = royal.groups.iter().fold(S::EMPTY, |set, g| {
            if royal_group(side_index(them), g) {
                set | held(board, side_index(them), g)
            } else {
                set
            }
        });
        if blast != S::EMPTY {
            // Blowing up one's own royal piece is illegal; blowing up one
            // of theirs wins, whatever it leaves attacked.
            if royals & blast != S::EMPTY {
                return true;
            }
            if theirs & blast != S::EMPTY {
                return false;
            }
        }
        // Royal pieces side by side do not attack each other where
        // captures explode: the capture would blow up the capturer's own.
        let touching = |square: u8| {
            (self.capturing.explode.as_ref())
                .is_some_and(|e| e.around[usize::from(square)] & theirs != S::EMPTY)
        };
        // A royal piece that would petrify may not capture; one of the
        // other side's does not attack.
        let petrifying = (royal.groups.iter().flatten())
            .filter(|k| self.capturing.petrify >> k.index() & 1 != 0)
            .fold(S::EMPTY, |set, k| {
                set | next.pieces[side_index(them)][k.index()]
            });
        if self.capturing.petrify != 0 && from_royal && self.petrifies(board, m) {
            return true;
        }
        let attacked = |square: u8| {
            if touching(square) {
                false
            } else if petrifying == S::EMPTY {
                self.attacked(next, S::bit(square), them)
            } else {
                self.attackers(next, S::bit(square), them) & !petrifying != S::EMPTY
            }
        };
        squares(royals).any(attacked)
            || royal.duple && candidates != S::EMPTY && squares(candidates).all(attacked)
    }

    /// Whether the two kings see each other along a file or rank with no
    /// piece between (the flying general).
    pub(super) fn kings_face(&self, board: &Board<S>) -> bool {
        let [white, black] = board.pieces.map(|side| side[Kind::KING.index()]);
        if white == S::EMPTY || black == S::EMPTY {
            return false;
        }
        let occupied = board.occupied();
        let sq = i32::from(white.first());
        let (f0, r0) = (sq % self.width, sq / self.width);
        [(0, 1), (0, -1), (1, 0), (-1, 0)].iter().any(|&(df, dr)| {
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while self.on(f, r) {
                let bit = S::at(r * self.width + f);
                if occupied & bit != S::EMPTY {
                    return black & bit != S::EMPTY;
                }
                f += df;
                r += dr;
            }
            false
        })
    }
}
