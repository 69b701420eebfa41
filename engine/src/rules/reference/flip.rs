//! Pieces turning over and promoting as the reference plays them.

use crate::notes::Captures;
use crate::rules::flip::Flips;
use crate::rules::{Board, Kind, Move, RuleBook, side_index};
use crate::set::Set;

impl<S: Set> RuleBook<S> {
    /// `moves` with shogi's piece promotions: a move of a promoting piece
    /// into, within or out of the zone comes promoted too, and only so
    /// where the piece could never move again from its target, or where
    /// promotion is mandatory.
    pub(super) fn promote_pieces(&self, board: &Board<S>, moves: &mut Vec<Move<S>>) {
        let Some(p) = &self.promotions else { return };
        let us = side_index(board.side);
        let mut promoted = Vec::new();
        moves.retain(|m| {
            let Some(to) = p.to[m.kind.index()] else {
                return true;
            };
            let squares = S::bit(m.from) | S::bit(m.to);
            // (A limited promotion: the side's pieces of the kinds counted,
            // one by one.)
            let limited = p.limit[m.kind.index()].is_some_and(|(kinds, most)| {
                let count: u32 = (0..self.types.len())
                    .filter(|i| kinds >> i & 1 != 0)
                    .map(|i| board.pieces[us][i].count())
                    .sum();
                count >= most
            });
            if m.drop
                || m.castle.is_some()
                || m.promotion.is_some()
                || p.zone[us] & squares == S::EMPTY
            {
                return true;
            }
            let mobile = self.types[m.kind.index()].mobile[us].has(m.to);
            if limited {
                // Unpromoted, where it could move again.
                return mobile;
            }
            promoted.push(Move {
                promotion: Some(to),
                ..*m
            });
            !p.mandatory && mobile
        });
        moves.extend(promoted);
    }

    /// Mends `next` after `m` where pieces turn or promote: a piece turned
    /// back is no longer marked promoted, and a turned or promoted piece
    /// captured into the hand goes there as its other side (the board
    /// gives it back as a pawn).
    pub(super) fn mend_turned(&self, board: &Board<S>, m: &Move<S>, next: &mut Board<S>) {
        if self.flips.is_none() && self.promotions.is_none() {
            return;
        }
        let to = S::bit(m.to);
        if let Some(flips) = &self.flips
            && m.promotion.is_some_and(|k| !flips.is_turned(k))
        {
            next.promoted &= !to;
        }
        let us = side_index(board.side);
        if self.captures == Captures::ToHand && !m.drop && board.promoted & to != S::EMPTY {
            let taken = (0..self.types.len())
                .find(|&i| board.pieces[1 - us][i] & to != S::EMPTY)
                .and_then(|i| u8::try_from(i).ok())
                .map(Kind);
            if let Some(base) = taken
                .and_then(|k| self.unturned(k))
                .filter(|&b| b != Kind::PAWN)
            {
                let hand = &mut next.hands[us];
                hand[Kind::PAWN.index()] = hand[Kind::PAWN.index()].saturating_sub(1);
                hand[base.index()] = hand[base.index()].saturating_add(1);
            }
        }
    }

    /// `moves` as the variant turns its pieces: a move of a piece of a
    /// pair (a capture, with `flip_on_capture`) turns it over, unless the
    /// pawn rules promote it already; a drop of a piece of a pair comes
    /// turned over too, with `drop_flipped`.
    pub(super) fn turn_over(&self, board: &Board<S>, moves: &mut Vec<Move<S>>) {
        let Some(flips) = &self.flips else { return };
        let mut turned_drops = Vec::new();
        for m in moves.iter_mut() {
            let Some(partner) = flips.partner[m.kind.index()] else {
                continue;
            };
            if m.drop {
                if flips.dropped && !flips.is_turned(m.kind) && m.promotion.is_none() {
                    turned_drops.push(Move {
                        promotion: Some(partner),
                        ..*m
                    });
                }
            } else if m.promotion.is_none()
                && m.castle.is_none()
                && (!flips.on_capture || RuleBook::captures(board, m))
            {
                m.promotion = Some(partner);
            }
        }
        moves.extend(turned_drops);
    }
}

impl Flips {
    /// Whether `kind` is the turned-over side of a pair.
    pub(super) fn is_turned(&self, kind: Kind) -> bool {
        self.turned >> kind.index() & 1 != 0
    }
}
