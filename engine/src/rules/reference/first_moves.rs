//! First moves as the reference plays them: gating, cambodian first
//! moves, and the gates a move closes.

use crate::notes::Captures;
use crate::rules::first_moves::Cambodian;
use crate::rules::{Board, Kind, MAX_KINDS, Move, RuleBook, side_index};
use crate::set::{Set, squares};

impl<S: Set> RuleBook<S> {
    /// Each of `moves` from a gate again once for every kind in hand, that
    /// piece put on the square left (or, castling, on the rook's square
    /// if that is a gate and neither piece lands there) — S-chess gating.
    pub(super) fn gated_moves(&self, board: &Board<S>, moves: &mut Vec<Move<S>>) {
        let us = side_index(board.side);
        let open = board.gates & board.side_pieces(us);
        let kinds: Vec<Kind> = (0..self.types.len())
            .filter(|&i| board.hands[us][i] > 0)
            .filter_map(|i| u8::try_from(i).ok().map(Kind))
            .collect();
        let mut gated = Vec::new();
        for m in moves.iter().filter(|m| !m.drop && m.kind != Kind::PAWN) {
            let mut squares = open & S::bit(m.from);
            if let Some((rook, rook_to)) = m.castle {
                squares |= open & S::bit(rook);
                squares &= !S::bit(m.to) & !S::bit(rook_to);
            }
            for square in crate::set::squares(squares) {
                for &kind in &kinds {
                    // A pawn is gated only where it may be dropped.
                    let allowed = match self.pawn_kind(kind.index()) {
                        Some(p) => p.sides[us].as_ref().and_then(|side| {
                            side.drop_targets(board.pieces[us][kind.index()], S::bit(square))
                        }),
                        None => {
                            Some(self.drops.region[us] & self.types[kind.index()].drop_zone[us])
                        }
                    };
                    if allowed.unwrap_or(S::EMPTY).has(square) {
                        gated.push(Move {
                            gate: Some((kind, square)),
                            ..*m
                        });
                    }
                }
            }
        }
        moves.extend(gated);
    }

    /// The side to move's cambodian first moves: an unmoved king not in
    /// check leaps two files sideways and a rank forward, an unmoved met
    /// steps two ranks forward, each onto an empty square.
    pub(super) fn cambodian_moves(&self, board: &Board<S>, out: &mut Vec<Move<S>>) {
        let Some(Cambodian { met, .. }) = self.cambodian else {
            return;
        };
        let us = side_index(board.side);
        let forward = if us == 0 { 1 } else { -1 };
        let occupied = board.occupied();
        let mut leap = |kind: Kind, from: u8, (df, dr): (i32, i32)| {
            let (f, r) = (
                i32::from(from) % self.width + df,
                i32::from(from) / self.width + dr,
            );
            if (0..self.width).contains(&f) && (0..self.height).contains(&r) {
                let to = u8::try_from(r * self.width + f).unwrap_or(0);
                if !occupied.has(to) {
                    out.push(Move::new(from, to, kind));
                }
            }
        };
        let king = board.pieces[us][Kind::KING.index()] & board.gates;
        if king != S::EMPTY && !self.attacked(board, king, board.side.other()) {
            for from in squares(king) {
                leap(Kind::KING, from, (-2, forward));
                leap(Kind::KING, from, (2, forward));
            }
        }
        for from in squares(board.pieces[us][met.index()] & board.gates) {
            leap(met, from, (0, 2 * forward));
        }
    }

    /// `next`'s unmoved pieces after `m`: not the piece that moved, was
    /// taken or blown up (`cleared`); with gating, none of the mover's once
    /// nothing is left to gate; with cambodian moves, not a king a rook
    /// move lines up on.
    pub(super) fn update_gates(
        &self,
        board: &Board<S>,
        m: &Move<S>,
        next: &mut Board<S>,
        cleared: S,
    ) {
        if m.is_pass() {
            return;
        }
        let mut gates = board.gates & !S::bit(m.from) & !S::bit(m.to) & !cleared;
        if let Some((rook, _)) = m.castle {
            gates &= !S::bit(rook);
        }
        let us = side_index(board.side);
        if self.gating && self.captures == Captures::Leave && next.hands[us] == [0; MAX_KINDS] {
            gates &= !next.side_pieces(us);
        }
        if let Some(Cambodian {
            rook: Some(rook), ..
        }) = self.cambodian
        {
            let king = next.pieces[1 - us][Kind::KING.index()] & gates;
            if king != S::EMPTY && m.kind == rook {
                let (to, k) = (i32::from(m.to), i32::from(king.first()));
                if to % self.width == k % self.width || to / self.width == k / self.width {
                    gates &= !king;
                }
            }
        }
        next.gates = gates;
    }
}
