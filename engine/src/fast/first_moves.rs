//! Cambodian first moves on the fast path: an unmoved king not in check
//! may leap two files sideways and a rank forward, an unmoved met may step
//! two ranks forward, each onto an empty square. Which pieces are unmoved
//! the FEN's castling field says by file (`DEde`); the position keeps them
//! as rights, a bit per side and file in `Pos::castling` (the variant
//! does not castle). A move from or to a square loses its right, and a
//! rook's move lining up with the enemy king (its file or rank) takes the
//! king's leap away.

use super::pieces::{Guard, Pieces};
use super::played::Played;
use super::position::{Child, Pos};
use super::{Fast, FastSide, Kings};
use crate::rules::{Kind, RuleBook};
use crate::set::{Set, squares};

/// What a variant's unmoved pieces may do.
pub(super) struct Unmoved<S> {
    /// Cambodian first moves, where the variant has them.
    pub(super) first_moves: Option<FirstMoves<S>>,
    /// Whether a piece leaving a gate may bring one from the hand onto
    /// it (S-chess: see `fast/gating.rs` and [`Pos::gates`](super::position::Pos::gates)).
    pub(super) gating: bool,
    /// Whether a side's gates close once its hand is empty (captures
    /// leave the game).
    pub(super) gates_close: bool,
}

impl<S: Set> Unmoved<S> {
    /// What `rules`' unmoved pieces may do, their kinds in the slots of
    /// `moved`, on a board of `size`.
    pub(super) fn new<B: Set>(rules: &RuleBook<B>, moved: &Pieces<S>, size: (i32, i32)) -> Self {
        Unmoved {
            first_moves: FirstMoves::new(rules, |kind| moved.slot(kind, false), size),
            gating: rules.gating(),
            gates_close: rules.gating() && !rules.captures_to_hand(),
        }
    }
}

/// A variant's cambodian first moves.
pub(super) struct FirstMoves<S> {
    /// Per side, the first square of its back rank.
    starts: [i32; 2],
    width: i32,
    /// The met's slot.
    met: usize,
    /// The rook's slot, if the variant has rooks.
    rook: Option<usize>,
    /// Per side and square, where an unmoved king there may leap.
    leaps: [Vec<S>; 2],
    /// Per side and square, where an unmoved met there may step.
    steps: [Vec<S>; 2],
    /// Per square, the squares of its file and rank.
    lines: Vec<S>,
}

impl<S: Set> FirstMoves<S> {
    /// Where side `us`'s unmoved king on `king` (one square) may leap.
    #[inline]
    pub(super) fn king_leaps(&self, us: usize, king: S) -> S {
        Kings::entry(&self.leaps[us], king)
    }

    /// The first moves of `rules`, if it has them, the met in `met`'s
    /// slot and the rook in `rook`'s (`None` where the met has no slot:
    /// such a variant is refused).
    pub(super) fn new<B: Set>(
        rules: &RuleBook<B>,
        slot: impl Fn(Kind) -> Option<usize>,
        (width, height): (i32, i32),
    ) -> Option<FirstMoves<S>> {
        let (met, rook) = rules.cambodian_kinds()?;
        let on = |f: i32, r: i32| (0..width).contains(&f) && (0..height).contains(&r);
        let table = |side: usize, steps: &[(i32, i32)]| {
            let forward = if side == 0 { 1 } else { -1 };
            (0..width * height)
                .map(|sq| {
                    let (f, r) = (sq % width, sq / width);
                    steps
                        .iter()
                        .filter(|&&(df, dr)| on(f + df, r + dr * forward))
                        .fold(S::EMPTY, |set, &(df, dr)| {
                            set | S::at((r + dr * forward) * width + f + df)
                        })
                })
                .collect()
        };
        let lines = (0..width * height)
            .map(|sq| {
                (0..width * height)
                    .filter(|&o| o % width == sq % width || o / width == sq / width)
                    .fold(S::EMPTY, |set, o| set | S::at(o))
            })
            .collect();
        Some(FirstMoves {
            starts: [0, (height - 1) * width],
            width,
            met: slot(met)?,
            rook: rook.and_then(slot),
            leaps: [0, 1].map(|side| table(side, &[(-2, 1), (2, 1)])),
            steps: [0, 1].map(|side| table(side, &[(0, 2)])),
            lines,
        })
    }

    /// The right of side `side`'s piece on `file` of its back rank.
    fn right(side: usize, file: i32) -> u32 {
        u32::try_from(file)
            .ok()
            .and_then(|file| 1u32.checked_shl(16 * u32::from(side == 1) + file))
            .unwrap_or(0)
    }

    /// The right of `square`, if it is on a back rank.
    #[inline]
    pub(super) fn lost(&self, square: u8) -> u32 {
        let square = i32::from(square);
        (0..2)
            .find(|&side| (self.starts[side]..self.starts[side] + self.width).contains(&square))
            .map_or(0, |side| Self::right(side, square - self.starts[side]))
    }

    /// The rights of the unmoved pieces on `gates` (`None` where one is
    /// off the back ranks).
    pub(super) fn rights(&self, gates: S) -> Option<u32> {
        squares(gates).try_fold(0, |bits, sq| {
            let right = self.lost(sq);
            (right != 0).then_some(bits | right)
        })
    }

    /// The squares of `rights`.
    pub(super) fn gates(&self, rights: u32) -> S {
        (0..2).fold(S::EMPTY, |set, side| {
            (0..self.width)
                .filter(|&file| rights & Self::right(side, file) != 0)
                .fold(set, |set, file| set | S::at(self.starts[side] + file))
        })
    }

    /// The rights `next` keeps after a move of `slot`'s piece to `to`: a
    /// rook lining up with the enemy king takes its leap away.
    #[inline]
    fn after_rook<const R: usize>(&self, next: &mut Pos<S, R>, slot: usize, to: u8) {
        let them = next.side;
        let king = next.kings[them];
        if self.rook == Some(slot)
            && king != S::EMPTY
            && self.lines[usize::from(to)] & king != S::EMPTY
        {
            next.castling &= !self.lost(king.first());
        }
    }
}

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// The rights a move of `slot`'s piece to `to` takes from the enemy
    /// king (see [`FirstMoves`]).
    #[inline]
    pub(super) fn lined_up(&self, next: &mut Pos<S, R>, slot: usize, to: u8) {
        if next.castling != 0
            && let Some(first) = &self.unmoved.first_moves
        {
            first.after_rook(next, slot, to);
        }
    }

    /// Calls `found` with each legal first move of the side to move in
    /// `p`, by `guard`: the piece's slot (`None`, the king), from and to.
    #[inline]
    fn legal_first_moves(
        &self,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        mut found: impl FnMut(Option<usize>, u8, u8),
    ) {
        let Some(first) = &self.unmoved.first_moves else {
            return;
        };
        let us = p.side;
        let unmoved = first.gates(p.castling);
        let empty = !p.occupied();
        let king = p.kings[us] & unmoved;
        if king != S::EMPTY && guard.checkers == S::EMPTY {
            let from = king.first();
            for to in squares(first.leaps[us][usize::from(from)] & empty & !guard.danger) {
                found(None, from, to);
            }
        }
        if guard.block == S::EMPTY {
            return;
        }
        for from in squares(p.of(us, first.met) & unmoved) {
            let targets = first.steps[us][usize::from(from)] & empty & guard.targets(from);
            for to in squares(targets) {
                found(Some(first.met), from, to);
            }
        }
    }

    /// How many first moves [`Fast::each_first_move`] would visit.
    pub(super) fn count_first_moves(&self, p: &Pos<S, R>, guard: &Guard<S>) -> u64 {
        let mut nodes = 0;
        self.legal_first_moves(p, guard, |_, _, _| nodes += 1);
        nodes
    }

    /// Calls `visit` with the position after each legal first move.
    pub(super) fn each_first_move(
        &self,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        visit: &mut dyn FnMut(Played, Child<'_, S, R, R>),
    ) {
        let us = p.side;
        self.legal_first_moves(p, guard, |slot, from, to| {
            let played = Played::step(from, to);
            let mut next = p.handed_over();
            let (from, to) = (S::bit(from), S::bit(to));
            match slot {
                None => next.kings[us] = to,
                Some(slot) => next.shift(us, slot, from, to),
            }
            next.castling &= !self.lost_rights(from.first());
            visit(played, Child::Pos(&next));
        });
    }
}
