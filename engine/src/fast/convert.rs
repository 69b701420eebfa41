//! Between the rules' board and the search's position.

use super::castling::side_rights;
use super::position::Pos;
use super::setup::Refusal;
use super::{Fast, FastSide, Royalty, narrow};
use crate::rules::{Board, Kind, MAX_KINDS};
use crate::set::Set;

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// The fast position of `board`, else why it is not one the engine
    /// plays: each piece of a kind the variant moves (a common king
    /// beside its king in a slot of its own), each held one of a kind it
    /// drops, castling rights of kings on their castling ranks, no more
    /// passes or checks to give than a position keeps, and no
    /// pseudo-royal king left attacked where the side to move may take
    /// it.
    pub(super) fn pos_of<B: Set>(&self, board: &Board<B>) -> Result<Pos<S, R>, Refusal> {
        /// A set of `board`'s, narrowed to the fast path's set type.
        fn fits<B: Set, S: Set>(set: B) -> Result<S, Refusal> {
            narrow(set).ok_or("squares beyond the variant's board")
        }
        let (pieces, side, en_passant, victim) = board.parts();
        let (hands, promoted) = board.hands_and_promoted();
        let promoted: S = fits(promoted)?;
        let mut pos = Pos::<S, R>::empty(side as usize);
        pos.en_passant = fits(en_passant)?;
        pos.victim = victim;
        if board.passes() > 2 {
            return Err("more than 2 passes in a row");
        }
        pos.set_tally(board.passes(), board.checks())
            .ok_or("more than 7 checks still to give")?;
        if self.bikjang.is_some() {
            pos.set_faced(board.faced_before());
        }
        pos.set_walls(fits(board.walls())?);
        let kingless = [0, 1].map(|s| pieces[s][usize::from(Kind::KING.0)] == B::EMPTY);
        self.fill_hands(&mut pos, hands, kingless)?;
        let (rights, castle_kings) = board.castling_rights();
        let castle_kings: S = fits(castle_kings)?;
        for (s, sets) in pieces.iter().enumerate() {
            for (index, &set) in sets.iter().enumerate() {
                if set == B::EMPTY {
                    continue;
                }
                let kind = Kind(u8::try_from(index).map_err(|_| "a kind beyond 255")?);
                let mut set: S = fits(set)?;
                // (Where kings are common pieces and a side has several,
                // the one with castling rights is its king, the others
                // pieces.)
                if kind == Kind::KING && set.several() && set & castle_kings != S::EMPTY {
                    pos.kings[s] = set & castle_kings;
                    set &= !castle_kings;
                }
                match kind {
                    Kind::PAWN => pos.pawns[s] = set,
                    Kind::KING
                        if set != S::EMPTY
                            && !set.several()
                            && pos.kings[s] == S::EMPTY
                            && !self.kings_slotted =>
                    {
                        pos.kings[s] = set;
                    }
                    // Where a captured piece a pawn became goes to the
                    // hand as a pawn, such pieces have slots of their own.
                    _ if self.demotes => {
                        for (part, became) in [(set & !promoted, false), (set & promoted, true)] {
                            if part != S::EMPTY {
                                pos.place(s, self.slot_of(kind, became)?, part);
                            }
                        }
                    }
                    _ => pos.place(s, self.slot_of(kind, false)?, set),
                }
            }
        }
        // (A king in hand is the side's only one: it is dropped as its
        // king.)
        for (s, sets) in pieces.iter().enumerate() {
            let on_board = sets[usize::from(Kind::KING.0)] != B::EMPTY;
            if pos.kings_in_hand(s) > u8::from(!on_board) {
                return Err("a king in hand beside one on the board");
            }
        }
        let gates: S = fits(board.gates())?;
        if gates != S::EMPTY {
            if self.unmoved.gating {
                pos.set_gates(gates);
            } else {
                pos.castling = (self.unmoved.first_moves.as_ref())
                    .and_then(|first| first.rights(gates))
                    .ok_or("first-move rights of pieces that have none")?;
            }
        }
        if rights != B::EMPTY {
            // Each side's rights belong to its king where it stands.
            let castles = (self.castles.as_ref()).ok_or("castling rights where no king castles")?;
            if self.kings.ride {
                return Err("castling rights of kings that ride or hop");
            }
            let rights: S = fits(rights)?;
            for s in [0, 1] {
                let rank = castles.ranks[s];
                if rights & rank != S::EMPTY && castle_kings & rank != pos.kings[s] {
                    return Err("castling rights of a king off its castling rank");
                }
            }
            pos.castling = castles.rights(rights);
        }
        self.reachable(&pos)?;
        Ok(pos)
    }

    /// Fills `pos`'s hands from a board's `hands` (per side and kind),
    /// where each side is `kingless` or not on the board.
    fn fill_hands(
        &self,
        pos: &mut Pos<S, R>,
        hands: &[[u8; MAX_KINDS]; 2],
        kingless: [bool; 2],
    ) -> Result<(), Refusal> {
        for (s, hand) in hands.iter().enumerate() {
            for (index, &count) in hand.iter().enumerate() {
                if count == 0 {
                    continue;
                }
                let kind = Kind(u8::try_from(index).map_err(|_| "a kind beyond 255")?);
                // (Kings in hand, and drops following rules of setting
                // up, are played among the drops a side must make.)
                let placed = self.placing.as_ref().is_some_and(|placing| {
                    (!self.setting_up || placing.ruled())
                        && self.must.is_some_and(|must| must.covers(kind))
                });
                match kind {
                    _ if self.setting_up && !placed => {
                        return Err("a piece in hand set up where the side need not drop it");
                    }
                    // (A common king, or one with a slot, is dropped as
                    // any piece.)
                    Kind::KING if placed && self.royal_king_held() => {
                        pos.held[s][Pos::<S, R>::KINGS_HELD] = count;
                    }
                    // (A blast that took the other's king handed it over,
                    // and ended the game: the king is never dropped.)
                    Kind::KING
                        if self.blast.is_some()
                            && kingless[1 - s]
                            && self.pieces.slot(kind, false).is_none() => {}
                    Kind::PAWN => pos.hands[s] = count,
                    kind => pos.held[s][self.slot_of(kind, false)?] = count,
                }
            }
        }
        Ok(())
    }

    /// Whether a game may reach `pos`: no pseudo-royal king left attacked
    /// for the side to move to take. (Kings facing each other where they
    /// may not, the flying general, are reached as in Fairy-Stockfish by
    /// an en-passant capture, and the side to move must part them.)
    fn reachable(&self, pos: &Pos<S, R>) -> Result<(), Refusal> {
        if self.royalty == Royalty::PseudoRoyal
            && self.royals.is_none()
            && self.unsafe_after(pos, pos, 1 - pos.side)
        {
            return Err("the side to move can take the other's king");
        }
        Ok(())
    }

    /// The slot of the pieces of `kind` (those a pawn `became`, where the
    /// variant keeps them apart).
    fn slot_of(&self, kind: Kind, became: bool) -> Result<usize, Refusal> {
        (self.pieces.slot(kind, became)).ok_or("a piece of a kind the variant does not move")
    }

    /// The rules' board of `p`, with an optional promoted
    /// piece `(side, kind, square)`.
    pub(super) fn board_of<B: Set>(
        &self,
        p: &Pos<S, R>,
        promoted: Option<(usize, Kind, S)>,
    ) -> Board<B> {
        let mut pieces = [[B::EMPTY; MAX_KINDS]; 2];
        let mut hands = [[0; MAX_KINDS]; 2];
        // The pieces pawns became, where the variant keeps them apart.
        let mut became = promoted.map_or(S::EMPTY, |(_, _, square)| square);
        for (s, sets) in pieces.iter_mut().enumerate() {
            sets[usize::from(Kind::PAWN.0)] = p.pawns[s].to();
            sets[usize::from(Kind::KING.0)] = p.kings[s].to();
            hands[s][usize::from(Kind::PAWN.0)] = p.hands[s];
            hands[s][usize::from(Kind::KING.0)] = p.kings_in_hand(s);
            for slot in 0..self.pieces.len() {
                let (kind, promoted) = self.pieces.kind(slot);
                sets[usize::from(kind.0)] |= p.of(s, slot).to();
                hands[s][usize::from(kind.0)] += p.held[s][slot];
                if promoted {
                    became |= p.of(s, slot);
                }
            }
        }
        if let Some((side, kind, square)) = promoted {
            pieces[side][usize::from(kind.0)] |= square.to();
        }
        if !self.demotes {
            became = S::EMPTY;
        }
        // Each right's king: the side's king, on its square while it stands
        // (none for the rights of cambodian first moves).
        // A side whose king was taken (where kings are common pieces) has
        // no right left.
        let sides = [0, 1].into_iter().filter(|&s| {
            self.castles.is_some()
                && p.castling & side_rights(s) != 0
                && (p.kings[s] != S::EMPTY || p.kings_in_hand(s) > 0)
        });
        let (kings, rights) = sides.fold((S::EMPTY, 0), |(kings, rights), s| {
            (kings | p.kings[s], rights | p.castling & side_rights(s))
        });
        let rooks = self.castles.as_ref().map_or(S::EMPTY, |c| c.rooks(rights));
        Board::from_parts(
            &pieces,
            p.side,
            p.en_passant.to(),
            p.victim,
            (hands, became.to()),
        )
        .with_passes(p.passes())
        .with_faced(self.bikjang.is_some() && p.faced())
        // (Elsewhere the tally's bits of checks hold other things.)
        .with_checks(if self.counting {
            [p.checks(0), p.checks(1)]
        } else {
            [0, 0]
        })
        .with_walls(p.walls().to())
        .with_castling(rooks.to(), kings.to())
        .with_gates(
            (p.gates()
                | (self.unmoved.first_moves.as_ref()).map_or(S::EMPTY, |f| f.gates(p.castling)))
            .to(),
        )
    }
}
