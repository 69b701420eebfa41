//! Several kinds of pawn (wolf chess's sergeants beside its pawns). The
//! further kind's pawns stand in a slot of the pieces' own, so that a
//! kings-and-pawns position carries nothing more; they move by their own
//! rules (generated or run-time, as the first kind's), make en-passant
//! squares that the first kind's pawns take onto (the victim taken off
//! whichever set holds it: `position::after_pawn`), attack as a piece
//! whose captures leap where their rules attack (so that checks, guarded
//! squares and pins are found as any piece's: [`Second::slot_piece`]),
//! are legal by the guard's masks like any piece of the side, and promote
//! to their own pieces. The fast path plays a second kind only where the
//! guard decides every move (no tried search), with no hands, no
//! promotion limits, no rule beyond the kings' and pawns' that ends the
//! game, and no en-passant capture of the second kind's own.

use pawnshift::{MoveKind, PawnMove, RuleKind};

use super::pieces::Guard;
use super::played::Played;
use super::position::{Child, Pos};
use super::{Fast, FastSide};
use crate::betza::PieceMoves;
use crate::rules::{Kind, PlainPiece, RuleBook, leap_table};
use crate::set::Set;

/// The variant's second pawn kind.
pub(super) struct Second<F> {
    /// Each side's rules.
    sides: [F; 2],
    /// The slot its pawns stand in.
    slot: usize,
    /// The engine kind of each of its promotion pieces, by index.
    promotions: Vec<Kind>,
}

impl<F> Second<F> {
    /// The second kind `kind` with `sides`, its pawns in `slot`, promoting
    /// as `rules` say.
    pub(super) fn new<B: Set>(rules: &RuleBook<B>, kind: Kind, sides: [F; 2], slot: usize) -> Self {
        Second {
            sides,
            slot,
            promotions: (rules.kind_promotions(kind).into_iter())
                .map(|(kind, _)| kind)
                .collect(),
        }
    }

    /// Whether the fast path can play kind `kind` as a second kind of
    /// `rules`: its promotion pieces have no limits, and its own rules
    /// take no pawn en passant.
    pub(super) fn playable<B: Set>(rules: &RuleBook<B>, kind: Kind, sides: &[F; 2]) -> bool
    where
        F: FastSide,
    {
        rules
            .kind_promotions(kind)
            .iter()
            .all(|(_, limit)| limit.is_none())
            && !sides.iter().any(FastSide::en_passant)
    }

    /// The piece the second kind `kind` with `sides` is to the pieces'
    /// tables on a `width` x `height` board (`board`): one that captures
    /// where its pawns attack, by leaps, and moves nowhere else, so that
    /// its checks, the squares it guards and the lines it blocks are found
    /// as any piece's. `None` where its attacks are no fixed leaps (a
    /// capture rule kept to some squares).
    pub(super) fn slot_piece<B: Set, S: Set>(
        kind: Kind,
        sides: &[F; 2],
        board: B,
        (width, height): (i32, i32),
    ) -> Option<PlainPiece<B>>
    where
        F: FastSide<Set = S>,
    {
        let squares = usize::try_from(width * height).ok()?;
        let mut moves = [PieceMoves::default(), PieceMoves::default()];
        let mut leaps = [Vec::new(), Vec::new()];
        for (side, rules) in sides.iter().enumerate() {
            let mut steps: Vec<(i32, i32)> = Vec::new();
            for rule in rules.rules() {
                if let (RuleKind::Capture | RuleKind::Step, directions) = F::shape(rule) {
                    for &(df, dr) in directions {
                        let step = (i32::from(df), i32::from(dr));
                        if !steps.contains(&step) {
                            steps.push(step);
                        }
                    }
                }
            }
            let table: Vec<B> = leap_table(width, height, &steps);
            let attacks = (0..width * height)
                .map(|sq| rules.attacks(S::at(sq)).unwrap_or(S::EMPTY).to::<B>());
            if !table.iter().copied().eq(attacks) {
                return None;
            }
            moves[side].capture.leaps = steps;
            leaps[side] = table;
        }
        Some(PlainPiece {
            kind,
            moves,
            split: true,
            leaps,
            quiet_leaps: [vec![B::EMPTY; squares], vec![B::EMPTY; squares]],
            region: [board, board],
            plus: false,
            diagonal: None,
            cannon: false,
        })
    }

    /// Calls `legal` with each move of the side to move's pawns of the
    /// second kind that `guard` allows.
    fn each<S: Set, const R: usize>(
        &self,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        legal: &mut dyn FnMut(&PawnMove<S>),
    ) where
        F: FastSide<Set = S>,
    {
        let us = p.side;
        let own = p.blocking(us);
        self.sides[us].generate(
            p.of(us, self.slot),
            own,
            p.own(1 - us),
            p.en_passant,
            u32::MAX,
            &mut |m| {
                if guard.targets(S::index_of(m.from)).has(S::index_of(m.to)) {
                    legal(&m);
                }
            },
        );
    }
}

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// The legal moves of the side to move's pawns of the second kind at
    /// the last ply, by `guard`.
    #[inline]
    pub(super) fn count_second(&self, p: &Pos<S, R>, guard: &Guard<S>) -> u64 {
        let Some(second) = &self.second else {
            return 0;
        };
        let mut nodes = 0;
        second.each(p, guard, &mut |_| nodes += 1);
        nodes
    }

    /// Visits the position after each legal move of the side to move's
    /// pawns of the second kind, by `guard`.
    #[inline(never)]
    pub(super) fn each_second_move(
        &self,
        p: &Pos<S, R>,
        guard: &Guard<S>,
        visit: &mut dyn FnMut(Played, Child<'_, S, R, R>),
    ) {
        let Some(second) = &self.second else {
            return;
        };
        second.each(p, guard, &mut |m| {
            let us = p.side;
            let (from, to) = (S::index_of(m.from), S::index_of(m.to));
            let played = Played::step(from, to);
            let mut next = p.handed_over();
            if m.kind == MoveKind::Capture {
                next.capture(1 - us, S::bit(to), &self.keep);
            }
            if next.castling != 0 {
                next.castling &= !self.lost_rights(from) & !self.lost_rights(to);
            }
            next.en_passant = m.en_passant;
            next.victim = to;
            match m.promotion {
                None => {
                    next.shift(us, second.slot, S::bit(from), S::bit(to));
                    visit(played, Child::Pos(&next));
                }
                Some(piece) => {
                    next.shift(us, second.slot, S::bit(from), S::EMPTY);
                    let kind = second.promotions[usize::from(piece)];
                    self.visit_became((played, us), &next, kind, S::bit(to), visit);
                }
            }
        });
    }
}
