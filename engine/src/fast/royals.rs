//! Pieces royal beyond one king a side (Fairy-Stockfish's pseudo-royal
//! extinction pieces): coregal's queens beside its king, spartan's and
//! shoshogi's kings where a side may hold two; and royal kings that ride
//! or hop (rookmate's), kept with the pieces. A kind is royal while a
//! side holds at most `most` of it; under duple check a side may leave
//! some of its candidates attacked, not all. Positions of such variants
//! have their moves tried ([`Fast::perft_tried`]); here is which pieces a
//! move must leave safe.

use super::pieces::Pieces;
use super::position::{Held, Pos};
use super::{Fast, FastSide, Royalty};
use crate::rules::{Kind, RuleBook};
use crate::set::{Set, squares};

/// A variant's pseudo-royal pieces, where there may be more than one
/// king a side.
pub(super) struct Royals {
    /// Where the position keeps each royal group of kinds (a type and the
    /// pieces promoted to it).
    groups: Vec<Held>,
    /// The most of a kind a side may hold for its pieces to be royal.
    most: u32,
    /// Whether a side may leave some of its candidates attacked, not all
    /// (duple check).
    duple: bool,
    /// The pawns' promotions to a king are piece promotions: they change
    /// no royalty.
    pawns_as_pieces: bool,
}

impl Royals {
    /// `rules`' pseudo-royal pieces, kept in `moved`'s slots, if any of
    /// them may be more than one king a side (kings royal while a side
    /// has one and with no slot for a second, atomic's and petrified's,
    /// are the kings' own rules).
    pub(super) fn new<B: Set, S: Set>(rules: &RuleBook<B>, moved: &Pieces<S>) -> Option<Royals> {
        if rules.royal() && rules.kings_ride() {
            // (Royal kings that ride or hop are kept with the pieces: a
            // group royal however many a side holds. Pseudo-royal pieces
            // beside them are refused.)
            return Some(Royals {
                groups: vec![Held::of(Kind::KING, moved)],
                most: u32::MAX,
                duple: false,
                pawns_as_pieces: rules.pawns_promote_as_pieces(),
            });
        }
        let (groups, most, duple) = rules.pseudo_royals()?;
        let groups: Vec<Held> = (groups.iter())
            .map(|group| Held::of_group(group, moved))
            .collect();
        let one_king = groups.iter().all(|held| matches!(held, Held::King(0)));
        (!one_king).then_some(Royals {
            groups,
            most,
            duple,
            pawns_as_pieces: rules.pawns_promote_as_pieces(),
        })
    }

    /// Whether a royal kind is other than the king (a pawn may then
    /// promote to a royal piece: no kings-and-pawns position is counted
    /// set-wise).
    pub(super) fn beyond_kings(&self) -> bool {
        self.groups
            .iter()
            .any(|held| !matches!(held, Held::King(_)))
    }

    /// Whether a side may leave some of its candidates attacked, not all.
    pub(super) fn duple(&self) -> bool {
        self.duple
    }

    /// Whether side `us`'s move from `p` to `next` changed how many pieces
    /// of a royal kind it holds (a promotion or a drop: which are royal
    /// may then change).
    pub(super) fn recounted<S: Set, const R: usize>(
        &self,
        p: &Pos<S, R>,
        next: &Pos<S, R>,
        us: usize,
    ) -> bool {
        (self.groups.iter()).any(|held| held.on(p, us).count() != held.on(next, us).count())
    }

    /// Whether side `us` holds a piece of a royal kind in hand in `p`:
    /// where it is dropped it may be royal (Fairy-Stockfish makes it
    /// so), which only trying the drop tells.
    pub(super) fn in_hand<S: Set, const R: usize>(&self, p: &Pos<S, R>, us: usize) -> bool {
        self.groups.iter().any(|held| held.in_hand(p, us))
    }

    /// Side `us`'s pieces of royal kinds in `p`, royal or not.
    pub(super) fn kinds_on<S: Set, const R: usize>(&self, p: &Pos<S, R>, us: usize) -> S {
        (self.groups.iter()).fold(S::EMPTY, |set, held| set | held.on(p, us))
    }

    /// Side `us`'s royal pieces after its move from `p` to `next`, and
    /// its candidates (every piece of a royal kind), as Fairy-Stockfish
    /// decides it: a group of kinds (a type and the pieces promoted to
    /// it) is royal as it was before the move, a pawn's promotion to one
    /// more of a group it holds `most` of takes that group's royalty, a
    /// piece's promotion leaves the piece royal where it lands as it was
    /// where it stood, and a piece dropped beyond `most` is royal alone.
    /// (Only a promotion takes a piece of a side out of a group on its
    /// own move: these rules refuse blasts and petrification.)
    fn after<S: Set, const R: usize>(&self, p: &Pos<S, R>, next: &Pos<S, R>, us: usize) -> (S, S) {
        let pawn_promoted = next.pawns[us].count() < p.pawns[us].count();
        let (mut royals, mut candidates) = (S::EMPTY, S::EMPTY);
        let mut promoted_royal = false;
        for &held in &self.groups {
            let (was, now) = (held.on(p, us), held.on(next, us));
            let before = was.count();
            candidates |= now;
            let new = if now.count() > before {
                now & !was
            } else {
                S::EMPTY
            };
            // (A pawn's promotion to a king is a piece's where the pawns'
            // promotions are piece promotions: backrank's.)
            let by_pawn = pawn_promoted && !(self.pawns_as_pieces && matches!(held, Held::King(_)));
            // (A royal group's piece that promoted into another, or out
            // of every group, is royal where it lands: below.)
            promoted_royal |= now.count() < before && before <= self.most;
            royals |= if new == S::EMPTY {
                if before <= self.most { now } else { S::EMPTY }
            } else if by_pawn {
                if before < self.most { now } else { S::EMPTY }
            } else if next.dropped(p, us) {
                if before <= self.most { now } else { new }
            } else if before <= self.most {
                now & !new
            } else {
                S::EMPTY
            };
        }
        if promoted_royal && !pawn_promoted {
            royals |= Held::All.on(next, us) & !Held::All.on(p, us);
        }
        (royals, candidates)
    }
}

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// Whether side `us`'s move from `p` to `next` leaves one of its royal
    /// pieces attacked (its royal king among them), or under duple check
    /// every candidate.
    pub(super) fn royals_unsafe(
        &self,
        royals: &Royals,
        p: &Pos<S, R>,
        next: &Pos<S, R>,
        us: usize,
    ) -> bool {
        let (mut royal, candidates) = royals.after(p, next, us);
        if self.royalty == Royalty::Royal {
            royal |= next.kings[us];
        }
        let attacked = |square: u8| self.attacked(next, S::bit(square), 1 - us);
        squares(royal).any(attacked)
            || royals.duple && candidates != S::EMPTY && squares(candidates).all(attacked)
    }

    /// Side `us`'s royal pieces in `p`: its king where kings are royal
    /// (or pseudo-royal, one a side), and the pieces of royal kinds it
    /// holds at most `most` of.
    pub(super) fn royal_pieces(&self, p: &Pos<S, R>, us: usize) -> S {
        match (&self.royals, self.royalty) {
            (_, Royalty::Royal) | (None, Royalty::PseudoRoyal) => {
                p.kings[us] | self.royal_pieces_beyond(p, us)
            }
            _ => self.royal_pieces_beyond(p, us),
        }
    }

    /// Side `us`'s pieces in `p` royal by [`Royals`] (none without).
    fn royal_pieces_beyond(&self, p: &Pos<S, R>, us: usize) -> S {
        (self.royals.as_ref()).map_or(S::EMPTY, |royals| royals.after(p, p, us).0)
    }

    /// The squares of side `us`'s pieces in `p` whose safety a move may
    /// have to keep: its king, and its pieces of royal kinds.
    pub(super) fn royal_squares(&self, p: &Pos<S, R>, us: usize) -> S {
        p.kings[us] | (self.royals.as_ref()).map_or(S::EMPTY, |royals| royals.kinds_on(p, us))
    }
}
