//! Setting up from the hand before play (placement, sittuyin), among the
//! drops a side must make while it holds pieces ([`must_drop`](super::must_drop)):
//! the king dropped from the hand onto no attacked square of its drop
//! zone; bishops on squares of both colours (a bishop only onto a colour
//! that still wants one, no other piece onto the last free square of a
//! colour a bishop still needs); castling rights won by drops (the king
//! dropped on its square with a rook on a corner of its rank, or a rook
//! on a corner with the king at home).

use super::castling::Castles;
use super::pieces::Pieces;
use super::played::Played;
use super::position::{Held, Pos};
use super::{Fast, FastSide, Royalty};
use crate::rules::{Kind, RuleBook};
use crate::set::{Set, squares};

/// A variant's rules of setting up, found once.
pub(super) struct Placing<S> {
    /// Each side's drop zone for its king.
    kings: [S; 2],
    /// Where bishops are dropped on both colours, how.
    bishops: Option<Bishops<S>>,
    /// Where drops win castling rights, how.
    won: Option<Won<S>>,
}

/// Bishops dropped on squares of both colours.
struct Bishops<S> {
    /// The slots holding bishops on the board (a bit per slot).
    slots: u32,
    /// The slot of bishops in hand.
    slot: usize,
    /// The squares of each colour: a1's, the other.
    colours: [S; 2],
}

/// Castling rights won by drops.
struct Won<S> {
    /// Each side's king square.
    kings: [S; 2],
    /// Each side's rook squares: the corners of its castling rank.
    corners: [S; 2],
    /// The slots of the kinds that castle as the rook (a bit per slot).
    rooks: u32,
}

/// The drops a side must make, by what is dropped.
pub(super) struct Forced<S, const R: usize> {
    /// Where a pawn from the hand may land.
    pub(super) pawns: S,
    /// Where the king from the hand may land.
    pub(super) king: S,
    /// By slot, where a piece from the hand may land.
    pub(super) pieces: [S; R],
}

impl<S: Set, const R: usize> Forced<S, R> {
    /// No drop.
    fn none() -> Forced<S, R> {
        Forced {
            pawns: S::EMPTY,
            king: S::EMPTY,
            pieces: [S::EMPTY; R],
        }
    }

    /// How many drops there are.
    pub(super) fn count(&self) -> u64 {
        let pieces: u64 = self.pieces.iter().map(|t| u64::from(t.count())).sum();
        u64::from(self.pawns.count()) + u64::from(self.king.count()) + pieces
    }
}

impl<S: Set> Placing<S> {
    /// `rules`' setting up, its pieces in the slots of `moved`, castling
    /// as `castles` plays it; `None` where bishops go on both colours but
    /// the fast path keeps them apart in several slots of the hand.
    pub(super) fn new<B: Set>(
        rules: &RuleBook<B>,
        moved: &Pieces<S>,
        castles: Option<&Castles<S>>,
    ) -> Option<Placing<S>> {
        let board: S = rules.board().to();
        let bishops = match rules.opposite_bishops() {
            None => None,
            Some((kind, dark)) => {
                let slot = moved.slot(kind, false)?;
                let dark: S = dark.to();
                Some(Bishops {
                    slots: moved.slots_of(kind),
                    slot,
                    colours: [dark & board, board & !dark],
                })
            }
        };
        let won = match (rules.castling_plan().and_then(|plan| plan.dropped), castles) {
            (Some((king_file, rooks)), Some(castles)) => Some(Won {
                kings: [0, 1].map(|side| castles.on_rank(side, usize::try_from(king_file).ok())),
                corners: [0, 1].map(|side| {
                    castles.on_rank(side, Some(0))
                        | castles.on_rank(side, castles.width().checked_sub(1))
                }),
                rooks: moved.slots_of_kinds(rooks),
            }),
            (Some(_), None) => return None,
            (None, _) => None,
        };
        Some(Placing {
            kings: [0, 1].map(|side| rules.drop_zone(Kind::KING, side).to::<S>() & board),
            bishops,
            won,
        })
    }

    /// Whether drops follow a rule beyond their zones: bishops on both
    /// colours, castling rights won.
    pub(super) fn ruled(&self) -> bool {
        self.bishops.is_some() || self.won.is_some()
    }

    /// Keeps of side `us`'s `drops` in `p` those that leave room for its
    /// bishops on both colours, by slot where pieces may be dropped
    /// (`Fast::drop_zones`).
    fn fit_bishops<const R: usize>(
        &self,
        p: &Pos<S, R>,
        (us, drop_zones): (usize, &[Vec<S>; 2]),
        drops: &mut Forced<S, R>,
    ) {
        let Some(b) = &self.bishops else { return };
        let placed = Held::Slots(b.slots).on(p, us);
        let all = placed.count() + u32::from(p.in_hand(us, b.slot));
        let free = drop_zones[us].get(b.slot).copied().unwrap_or(S::EMPTY) & !p.occupied();
        let (mut bishops, mut others) = (S::EMPTY, S::ALL);
        for colour in b.colours {
            if (colour & placed).count() < all.div_ceil(2) {
                bishops |= colour;
            }
            // (A drop onto a free square of a colour with just the room
            // its bishops need would leave too little: `bishops_fit`'s
            // test of each square, as a set.)
            let room = (colour & (placed | free)).count();
            if room < all / 2 {
                others = S::EMPTY;
            } else if room == all / 2 {
                others &= !(colour & free);
            }
        }
        drops.pawns &= others;
        drops.king &= others;
        for (slot, targets) in drops.pieces.iter_mut().enumerate() {
            *targets &= if slot == b.slot { bishops } else { others };
        }
    }

    /// The castling rights side `us` wins in `next` by dropping a piece
    /// of `slot` (the king: `None`) onto `to`.
    fn won<const R: usize>(
        &self,
        castles: &Castles<S>,
        next: &Pos<S, R>,
        us: usize,
        slot: Option<usize>,
        to: S,
    ) -> u32 {
        let Some(w) = &self.won else { return 0 };
        let rooks = match slot {
            None if to == w.kings[us] => Held::Slots(w.rooks).on(next, us) & w.corners[us],
            Some(slot) if w.rooks >> slot & 1 != 0 && next.kings[us] == w.kings[us] => {
                to & w.corners[us]
            }
            _ => S::EMPTY,
        };
        castles.rights(rooks)
    }
}

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// The drops of the kinds of `slots` (a bit per slot), pawns where
    /// `pawns`, the king where `king`, the side to move of `p` makes onto
    /// `onto`, by the rules of setting up.
    pub(super) fn forced_drops(
        &self,
        p: &Pos<S, R>,
        onto: S,
        (pawns, king, slots): (bool, bool, u32),
    ) -> Forced<S, R> {
        let us = p.side;
        let Some(placing) = &self.placing else {
            return Forced::none();
        };
        let mut drops = Forced {
            pawns: if pawns { self.drops(p, onto) } else { S::EMPTY },
            king: if king && p.kings_in_hand(us) > 0 {
                self.king_drops(placing, p, onto)
            } else {
                S::EMPTY
            },
            pieces: [S::EMPTY; R],
        };
        for (slot, targets) in self.piece_drops(p, onto) {
            if slots >> slot & 1 != 0 {
                drops.pieces[slot] = targets;
            }
        }
        placing.fit_bishops(p, (us, &self.drop_zones), &mut drops);
        drops
    }

    /// Whether a king in hand is held apart from the slots'
    /// ([`Pos::KINGS_HELD`]): where it is royal and has no slot.
    pub(super) fn royal_king_held(&self) -> bool {
        self.royalty != Royalty::Common && self.pieces.slots_of(Kind::KING) == 0
    }

    /// Where the side to move of `p` may drop its king among `onto`: the
    /// empty squares of its zone that the enemy does not attack.
    fn king_drops(&self, placing: &Placing<S>, p: &Pos<S, R>, onto: S) -> S {
        let (us, them) = (p.side, 1 - p.side);
        let targets = placing.kings[us] & onto & !p.occupied();
        if !self.attacked(p, targets, them) {
            return targets;
        }
        squares(targets)
            .map(S::bit)
            .filter(|&to| !self.attacked(p, to, them))
            .fold(S::EMPTY, |set, to| set | to)
    }

    /// Calls `visit` with the position after each of the king's and the
    /// pieces' `drops` (the pawns' are [`Fast::each_drop`]'s), with the
    /// castling rights it wins.
    pub(super) fn each_forced_drop(
        &self,
        p: &Pos<S, R>,
        drops: &Forced<S, R>,
        visit: &mut dyn FnMut(Played, &Pos<S, R>),
    ) {
        let us = p.side;
        let won = |next: &mut Pos<S, R>, slot: Option<usize>, to: S| {
            if let (Some(castles), Some(placing)) = (&self.castles, &self.placing) {
                next.castling |= placing.won(castles, next, us, slot, to);
            }
        };
        for to in squares(drops.king).map(S::bit) {
            let mut next = p.handed_over();
            next.held[us][Pos::<S, R>::KINGS_HELD] -= 1;
            next.kings[us] = to;
            won(&mut next, None, to);
            visit(Played::drop(Kind::KING, to.first()), &next);
        }
        let pieces = drops.pieces.iter().enumerate();
        for (slot, &targets) in pieces.filter(|&(_, &targets)| targets != S::EMPTY) {
            let kind = self.pieces.kind(slot).0;
            for to in squares(targets).map(S::bit) {
                let mut next = p.handed_over();
                next.held[us][slot] -= 1;
                next.place(us, slot, to);
                won(&mut next, Some(slot), to);
                visit(Played::drop(kind, to.first()), &next);
            }
        }
    }
}
