//! Walls the mover puts. The duck (duck chess): after each move the
//! mover puts it on any square empty after the move but its own, where it
//! blocks every piece as a wall does (the position's walls are the duck)
//! and takes the en-passant square away. Where kings are common pieces
//! every move is legal, and the last ply counts, for each move, the empty
//! squares after it. Where they are pseudo-royal (atomic duck chess), a
//! move is legal with the duck on a square if its king is safe with the
//! duck lifted from where it stood and put there (Fairy-Stockfish's rule:
//! the duck may block a line onto the king, or a square its castling king
//! walks); where captures explode, the squares a blast emptied are not
//! the duck's to take. Walls by the edge (atlantis): instead of a move, a
//! side out of check puts a wall on an empty square of the board's edge
//! or beside a wall, and walls stay (moves are then tried: see `tried`).

use super::pieces::Guard;
use super::played::Played;
use super::position::{Child, Pos};
use super::{Fast, FastSide, Royalty};
use crate::rules::{RuleBook, WallWith};
use crate::set::{Set, squares};

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// The legal moves of `p` by `guard`, each with each square the duck
    /// may go to, counted.
    pub(super) fn count_ducked<B: Set>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        guard: &Guard<S>,
    ) -> u64 {
        let mut nodes = 0;
        self.each_unducked::<B, false>(rules, p, guard, &mut |_, _, free| {
            nodes += u64::from(free.count());
        });
        nodes
    }

    /// Calls `visit` with each legal move of `p` by `guard` with each
    /// square the duck may go to, and the position after it.
    pub(super) fn each_ducked<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        let duck = self.walled.is_some_and(|(_, with)| with == WallWith::Duck);
        self.each_unducked::<B, NAMED>(rules, p, guard, &mut |played, next, free| {
            for square in squares(free) {
                let at = S::bit(square);
                let mut ducked = *next;
                ducked.set_walls(if duck { at } else { next.walls() | at });
                ducked.en_passant &= !at;
                let played = if NAMED {
                    played.ducking(square)
                } else {
                    played
                };
                visit(played, Child::Pos(&ducked));
            }
        });
    }

    /// Calls `visit` with each legal move of `p` by `guard`, the position
    /// after it before the duck moves, and where the duck may go.
    fn each_unducked<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        visit: &mut impl FnMut(Played, &Pos<S, R>, S),
    ) {
        let Some((board, with)) = self.walled else {
            return;
        };
        if self.duck_tried {
            self.each_unducked_tried::<B, NAMED>(rules, p, (board, with), visit);
            return;
        }
        self.each_legal_with_pieces::<B, NAMED>(rules, p, (guard, false), &mut |played, child| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            // (The duck's own square is among the walls still.)
            visit(played, next, self.walled_squares(with, p, next, board));
        });
    }

    /// [`Fast::each_unducked`] where kings are pseudo-royal or captures
    /// explode: each move of `p` made, with the squares of `board` where
    /// the duck may then go and leave the mover's king safe; castlings
    /// apart, as the duck may cover a square the king walks.
    fn each_unducked_tried<B: Set, const NAMED: bool>(
        &self,
        rules: &RuleBook<B>,
        p: &Pos<S, R>,
        (board, with): (S, WallWith),
        visit: &mut impl FnMut(Played, &Pos<S, R>, S),
    ) {
        // (A guard whose danger is every square lets no king castle:
        // castlings are tried below.)
        let closed = Guard::open(S::ALL);
        self.each_legal_with_pieces::<B, NAMED>(rules, p, (&closed, true), &mut |played, child| {
            let (Child::Pos(next) | Child::Pieces(next)) = child;
            self.aftermath(p, next, |after| {
                let free = self.walled_squares(with, p, next, board) & !after.occupied();
                let safe = self.ducked_safe(p, after, free, S::EMPTY);
                if safe != S::EMPTY {
                    visit(played, after, safe);
                }
            });
        });
        let (Some(castles), us) = (&self.castles, p.side) else {
            return;
        };
        let king = p.kings[us];
        for castle in castles.legal(us, king, p.castling, p.occupied(), S::EMPTY) {
            let next = self.castled(p, &castle);
            let walked = castle.walk & !castle.king_to;
            let free = self.walled_squares(with, p, &next, board);
            let safe = self.ducked_safe(p, &next, free, walked);
            if safe != S::EMPTY {
                visit(castle.played(king), &next, safe);
            }
        }
    }

    /// The squares of `free` where the duck, lifted from where it stood
    /// and put there, leaves the king of `p`'s side to move safe after its
    /// move to `next`, its king having walked `walked` on the way
    /// (castling: none attacked but those next to the enemy king where
    /// captures explode). Where no piece hops, a duck only blocks: a move
    /// safe with no duck is safe wherever it goes.
    fn ducked_safe(&self, p: &Pos<S, R>, next: &Pos<S, R>, free: S, walked: S) -> S {
        if self.royalty == Royalty::Common {
            return free;
        }
        let (us, them) = (p.side, 1 - p.side);
        let immune = match &self.blast {
            Some(_) if p.kings[them] != S::EMPTY => {
                (self.kings.adjacent.get(usize::from(p.kings[them].first())))
                    .copied()
                    .unwrap_or(S::EMPTY)
            }
            _ => S::EMPTY,
        };
        let safe_with = |duck: S| {
            let mut ducked = *next;
            ducked.set_walls(duck);
            if self.unsafe_after(p, &ducked, us) {
                return false;
            }
            let walked = walked & !immune;
            if walked == S::EMPTY {
                return true;
            }
            let mut lifted = *p;
            lifted.kings[us] = S::EMPTY;
            lifted.set_walls(duck);
            !self.attacked(&lifted, walked, them)
        };
        if self.pieces.hoppers() == 0 && safe_with(S::EMPTY) {
            return free;
        }
        squares(free)
            .map(S::bit)
            .filter(|&duck| safe_with(duck))
            .fold(S::EMPTY, |safe, duck| safe | duck)
    }

    /// The squares where the side to move in `p` may put a wall instead of
    /// moving: out of check, with a piece to make Fairy-Stockfish's null
    /// move, where walls go by the edge.
    pub(super) fn wall_squares(&self, p: &Pos<S, R>) -> S {
        match &self.edge_walls {
            Some(edge) if p.own(p.side) != S::EMPTY && !self.exposed(p, p.side) => {
                edge.squares(p.walls(), p.occupied())
            }
            _ => S::EMPTY,
        }
    }

    /// Calls `visit` with each wall the side to move in `p` may put instead
    /// of moving (on `walls`, its [`Fast::wall_squares`]) and the position
    /// after it: a null move of its first piece, as Fairy-Stockfish plays
    /// it.
    pub(super) fn each_wall<const NAMED: bool>(
        &self,
        p: &Pos<S, R>,
        walls: S,
        visit: &mut (impl FnMut(Played, Child<'_, S, R, R>) + ?Sized),
    ) {
        let first = p.own(p.side).first();
        for square in squares(walls) {
            let mut next = p.handed_over();
            next.set_walls(next.walls() | S::bit(square));
            let played = if NAMED {
                Played::step(first, first).ducking(square)
            } else {
                Played::UNNAMED
            };
            self.with_check(&next, |next| visit(played, Child::Pos(next)));
        }
    }

    /// The squares of `board` where the wall put `with` the move from `p`
    /// to `next` may go: empty after it (the walls standing taken), and,
    /// for an arrow, where the piece that moved could move from where it
    /// landed (over the board without it), for a trail the square it left.
    fn walled_squares(&self, with: WallWith, p: &Pos<S, R>, next: &Pos<S, R>, board: S) -> S {
        let us = p.side;
        let free = board & !next.occupied();
        match with {
            WallWith::Duck => free,
            WallWith::Past => free & p.own(us) & !next.own(us),
            WallWith::Arrow => {
                let landed = next.own(us) & !p.own(us);
                let Some(slot) = next
                    .slots()
                    .iter()
                    .position(|&set| set & landed != S::EMPTY)
                else {
                    return S::EMPTY;
                };
                let cannons = self.pieces.cannons(next.slots());
                let over = next.occupied();
                free & self.pieces.targets(
                    slot,
                    us,
                    landed.first(),
                    (over, S::EMPTY),
                    Some(cannons),
                )
            }
        }
    }
}
