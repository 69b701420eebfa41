//! The make-and-test reference the tests hold the search to: every
//! pseudo-legal move (pawns from the rules' serialisers, pieces,
//! promotions, drops, castling, gating, passes), the legal ones among
//! them by trying each, and making a move (explosions, petrification,
//! gates, checks counted). No search of the engine's goes through it.

use pawnshift::{Color, MoveKind, PawnMove};

use crate::notes::Captures;
use crate::rules::board::History;
use crate::rules::{
    Board, Checking, Kind, Move, Occupied, Passing, RuleBook, WallWith, side_index,
};
use crate::set::{Set, squares};

impl<S: Set> RuleBook<S> {
    /// Whether the game has ended by passing: two passes in a row, or
    /// (bikjang) the kings facing in this position and the one before.
    pub(super) fn passing_over(&self, board: &Board<S>) -> bool {
        let h = board.history;
        self.passing != Passing::Never
            && h & History::MOVED != 0
            && (h & History::PASSED != 0 && h & History::PASSED_BEFORE != 0
                || self.passing == Passing::Bikjang
                    && h & History::FACING_BEFORE != 0
                    && self.kings_face(board))
    }

    /// With `flagPieceSafe`, whether a side's flag piece stands in its zone
    /// unattacked (more than one there need not be safe), which ends the
    /// game whichever side is to move.
    pub(super) fn safe_flag(&self, board: &Board<S>) -> bool {
        let Some((kind, squares)) = self.ends.flag.as_ref().filter(|_| self.ends.flag_safe) else {
            return false;
        };
        Color::ALL.into_iter().enumerate().any(|(side, color)| {
            let there = board.of_kinds(side, kind.as_deref()) & squares[side];
            there != S::EMPTY && (there.count() > 1 || !self.attacked(board, there, color.other()))
        })
    }

    /// Whether `m` captures (a piece on its target, or en passant).
    pub(super) fn captures(board: &Board<S>, m: &Move<S>) -> bool {
        !m.drop
            && (m.en_passant_capture
                || board.side_pieces(1 - side_index(board.side)) & S::bit(m.to) != S::EMPTY)
    }

    /// The squares a capture by `m` clears where captures explode: its
    /// target and the squares around it holding a piece but a pawn, less
    /// the pieces of immune kinds; none for a move that captures nothing.
    /// `next` is the position after `m` before the blast.
    pub(super) fn blast(&self, board: &Board<S>, m: &Move<S>, next: &Board<S>) -> S {
        let Some(explosion) = &self.capturing.explode else {
            return S::EMPTY;
        };
        if !RuleBook::captures(board, m) {
            return S::EMPTY;
        }
        let pawns = (self.pawns.iter())
            .filter(|_| !explosion.takes_pawns)
            .fold(S::EMPTY, |set, p| {
                set | next.pieces[0][p.kind.index()] | next.pieces[1][p.kind.index()]
            });
        let spared = (0..self.types.len())
            .filter(|&i| explosion.immune >> i & 1 != 0)
            .fold(S::EMPTY, |set, i| {
                set | next.pieces[0][i] | next.pieces[1][i]
            });
        ((explosion.around[usize::from(m.to)] & next.occupied() & !next.walls & !pawns)
            | S::bit(m.to))
            & !spared
    }

    /// The kind of the piece a capture by `m` leaves on its target, where
    /// it turns that piece into a wall, as Fairy-Stockfish does: where
    /// captures explode, a piece of a kind that petrifies, on a square
    /// the blast clears; else where the kind that moved petrifies, the
    /// piece that landed (which becomes a wall if its kind petrifies too:
    /// not if a pawn promoted to a kind that does not). `next` is the
    /// position after `m` before the blast.
    fn petrified(&self, board: &Board<S>, m: &Move<S>, next: &Board<S>, blast: S) -> Option<Kind> {
        if self.capturing.petrify == 0 || !RuleBook::captures(board, m) {
            return None;
        }
        let us = side_index(board.side);
        let to = S::bit(m.to);
        let landed = (0..self.types.len()).find(|&i| next.pieces[us][i] & to != S::EMPTY)?;
        let petrifies = self.capturing.petrify >> landed & 1 != 0;
        let landed = Kind(u8::try_from(landed).ok()?);
        match &self.capturing.explode {
            Some(_) => (petrifies && blast & to != S::EMPTY).then_some(landed),
            None => self.petrifies(board, m).then_some(landed),
        }
    }

    /// Takes every piece on `within` off `next` as a blast or a
    /// petrifying capture does: where captures go to a hand, each into
    /// the hand of the side that did not own it (a piece a pawn became as
    /// a pawn, unless kept), as Fairy-Stockfish's `do_move` does.
    fn blown(&self, next: &mut Board<S>, within: S) {
        for side in 0..2 {
            for index in 0..self.types.len() {
                let gone = next.pieces[side][index] & within;
                next.pieces[side][index] &= !within;
                if self.captures == Captures::Leave {
                    continue;
                }
                let kind = Kind(u8::try_from(index).unwrap_or(0));
                for square in squares(gone) {
                    let promoted = next.promoted & S::bit(square) != S::EMPTY;
                    next.hand_over(1 - side, kind, promoted, self.captures);
                }
            }
        }
        next.promoted &= !within;
    }

    /// Whether `m` captures with a piece that turns into a wall.
    pub(super) fn petrifies(&self, board: &Board<S>, m: &Move<S>) -> bool {
        self.capturing.petrify >> m.kind.index() & 1 != 0 && RuleBook::captures(board, m)
    }

    /// Every pseudo-legal move of the side to move.
    pub(super) fn pseudo_moves(&self, board: &Board<S>, out: &mut Vec<Move<S>>) {
        let us = side_index(board.side);
        // A wall blocks as a piece of one's own would.
        let own = board.side_pieces(us) | board.walls;
        let enemies = board.side_pieces(1 - us);
        let occupied = own | enemies;
        // The same squares, with the janggi cannons among them.
        let occupancy = Occupied {
            all: occupied,
            cannons: self.cannons(board),
        };
        let mine = &board.pieces[us];
        let victim_guard = board.en_passant;
        for p in &self.pawns {
            let Some(side) = &p.sides[us] else {
                continue;
            };
            // Promotion pieces the side may still choose.
            let mut allowed = 0u32;
            for (i, &(kind, limit)) in p.pieces.iter().enumerate() {
                let have = mine[kind.index()].count();
                if limit.is_none_or(|n| have < u32::from(n)) {
                    allowed |= 1 << i;
                }
            }
            let pieces = &p.pieces;
            side.generate(
                mine[p.kind.index()],
                own,
                enemies,
                board.en_passant,
                allowed,
                &mut |m: PawnMove<S>| {
                    out.push(Move {
                        from: S::index_of(m.from),
                        to: S::index_of(m.to),
                        kind: p.kind,
                        promotion: m.promotion.map(|i| pieces[usize::from(i)].0),
                        en_passant_capture: m.kind == MoveKind::EnPassant
                            && victim_guard != S::EMPTY,
                        creates: m.en_passant,
                        drop: false,
                        duck: None,
                        castle: None,
                        gate: None,
                    });
                },
            );
        }
        for (index, &set) in mine.iter().enumerate().take(self.types.len()).skip(1) {
            if self.types[index].movement.is_none() {
                continue;
            }
            let kind = Kind(u8::try_from(index).unwrap_or(0));
            let split = self.types[index].split;
            for from in squares(set) {
                let attacks = self.attacks(kind, us, from, occupancy);
                // Only a piece that moves one way and captures another
                // needs its quiet moves apart.
                let targets = if split {
                    (attacks & enemies)
                        | (self.reach(kind, us, from, occupancy, true) & self.board & !occupied)
                } else {
                    attacks & !own & self.board
                } & self.types[index].region[us];
                for to in squares(targets) {
                    out.push(Move::new(from, to, kind));
                }
            }
        }
        if let Some((piece, zones)) = self.promotion_move {
            self.promotion_moves(board, piece, zones[us], out);
        }
        if board.castling != S::EMPTY {
            self.castling_moves(board, out);
        }
        if board.gates != S::EMPTY {
            self.cambodian_moves(board, out);
        }
        if self.gating && board.gates != S::EMPTY {
            self.gated_moves(board, out);
        }
        let own_king = mine[Kind::KING.index()];
        if matches!(self.passing, Passing::Allowed | Passing::Bikjang) && own_king != S::EMPTY {
            let square = own_king.first();
            out.push(Move::new(square, square, Kind::KING));
        }
        if let Some(edge) = self.edge_walls() {
            // Instead of a move, a wall, out of check: as Fairy-Stockfish,
            // a null move of the side's first piece that puts it.
            let checked = self.royal
                && own_king != S::EMPTY
                && self.attacked(board, own_king, board.side.other());
            if let Some(still) = Self::first_piece_still(board).filter(|_| !checked) {
                for square in squares(edge.squares(board.walls, occupied)) {
                    out.push(Move {
                        duck: Some(square),
                        ..still
                    });
                }
            }
        }
        if self.drops.dropped {
            let (ours, theirs) = (board.side_pieces(us), board.side_pieces(1 - us));
            let onto = (self.enclosing()).map_or(S::ALL, |e| e.squares(ours, theirs, occupied));
            self.drops(board, self.board & !occupied & onto, out);
        }
    }

    /// Sittuyin's promotions, each a move of its own: a pawn in `zone` (any
    /// pawn, when it is the side's last) becomes a `piece` in place or on
    /// an empty square the piece's move reaches, while the side has no
    /// `piece`, where the piece attacks no piece of the other side.
    pub(super) fn promotion_moves(
        &self,
        board: &Board<S>,
        piece: Kind,
        zone: S,
        out: &mut Vec<Move<S>>,
    ) {
        let us = side_index(board.side);
        let pawns = board.pieces[us][Kind::PAWN.index()];
        if board.pieces[us][piece.index()] != S::EMPTY {
            return;
        }
        let from_squares = if pawns.count() > 1 {
            pawns & zone
        } else {
            pawns
        };
        let occupancy = self.occupancy(board);
        let enemies = board.side_pieces(1 - us);
        for from in squares(from_squares) {
            let reach = self.reach(piece, us, from, occupancy, true) & self.board & !occupancy.all;
            let without = Occupied {
                all: occupancy.all & !S::bit(from),
                ..occupancy
            };
            for to in squares(reach | S::bit(from)) {
                if self.attacks(piece, us, to, without) & enemies == S::EMPTY {
                    out.push(Move {
                        promotion: Some(piece),
                        ..Move::new(from, to, Kind::PAWN)
                    });
                }
            }
        }
    }

    /// Whether drop `m` leaves the side's bishops room on both colours, as
    /// Fairy-Stockfish's `dropOppositeColoredBishop`: a bishop may not join
    /// more than half of them on its colour; another piece may not take a
    /// square the bishops in hand need.
    pub(super) fn bishops_fit(&self, board: &Board<S>, m: &Move<S>, bishop: Kind, dark: S) -> bool {
        let us = side_index(board.side);
        let placed = board.pieces[us][bishop.index()];
        let all = placed.count() + u32::from(board.hands[us][bishop.index()]);
        let to = S::bit(m.to);
        if m.kind == bishop {
            let colour = if dark.has(m.to) {
                dark
            } else {
                self.board & !dark
            };
            return (colour & placed).count() < all.div_ceil(2);
        }
        let free = self.board
            & self.drops.region[us]
            & self.types[bishop.index()].drop_zone[us]
            & !board.occupied()
            & !to;
        let room = |colour: S| (colour & (placed | free)).count() >= all / 2;
        room(dark) && room(self.board & !dark)
    }

    /// Every drop of the side to move onto the `empty` squares.
    pub(super) fn drops(&self, board: &Board<S>, empty: S, out: &mut Vec<Move<S>>) {
        let us = side_index(board.side);
        let mine = &board.pieces[us];
        for (index, &count) in board.hands[us].iter().enumerate().take(self.types.len()) {
            let kind = Kind(u8::try_from(index).unwrap_or(0));
            // (A hand that never runs out holds every piece but kings and
            // pawns.)
            let free = self.drops.free && kind != Kind::KING && self.pawn_kind(index).is_none();
            if count == 0 && !free {
                continue;
            }
            let targets = match self.pawn_kind(index) {
                Some(p) => p.sides[us]
                    .as_ref()
                    .and_then(|side| side.drop_targets(mine[index], empty))
                    .unwrap_or(S::EMPTY),
                None => {
                    empty
                        & self.types[index].mobile[us]
                        & self.types[index].region[us]
                        & self.drops.region[us]
                        & self.types[index].drop_zone[us]
                }
            };
            for to in squares(targets) {
                out.push(Move {
                    drop: true,
                    ..Move::new(to, to, kind)
                });
            }
        }
    }

    /// Every legal move of the side to move, by the make-and-test
    /// reference: each pseudo-legal move made and tested, an independent
    /// check of the search's [`Rules::legal_moves`](crate::game::Rules::legal_moves) (slow: for tests).
    pub(crate) fn general_moves(&self, board: &Board<S>) -> Vec<Move<S>> {
        let mut moves = Vec::with_capacity(64);
        if self.ends.over(board)
            || self.passing_over(board)
            || self.safe_flag(board)
            || self.castling_decided(board)
        {
            return moves;
        }
        // Facing kings must part, or pass (bikjang).
        let facing = self.passing == Passing::Bikjang && self.kings_face(board);
        self.pseudo_moves(board, &mut moves);
        self.turn_over(board, &mut moves);
        self.promote_pieces(board, &mut moves);
        let us = board.side;
        let them = us.other();
        let own_king = board.pieces[side_index(us)][Kind::KING.index()];
        // Where the duck is put decides what is legal (it blocks lines,
        // and leaves the square where it blocked one): each move with each
        // square for it, then tried.
        if let Some(with) = self.walled() {
            moves = self.with_walls(board, &moves, with);
        }
        // Makpong: a king in check may only take its lone checker.
        let checkers = if self.forbids.king_escapes && own_king != S::EMPTY {
            self.attackers(board, own_king, them)
        } else {
            S::EMPTY
        };
        if self.royal
            || self.pseudo_royal.is_some()
            || self.forbids.checking != Checking::Allowed
            || self.promotion_move.is_some()
        {
            moves.retain(|m| {
                if facing && m.is_pass() {
                    return true;
                }
                if m.castle.is_some() && self.castling_through_check(board, m) {
                    return false;
                }
                // As Fairy-Stockfish, a gated piece shields nothing.
                let m = &Move { gate: None, ..*m };
                let next = self.general_after(board, m);
                let king = next.pieces[side_index(us)][Kind::KING.index()];
                let theirs = next.pieces[side_index(them)][Kind::KING.index()];
                let checking = match self.forbids.checking {
                    Checking::Allowed => false,
                    Checking::NotByDrops => m.drop,
                    Checking::Never => true,
                } || self.promotion_move.is_some() && m.promotion.is_some();
                !(self.royal
                    && king != S::EMPTY
                    && (self.attacked(&next, king, them)
                        || (self.forbids.facing_kings || facing) && self.kings_face(&next))
                    || checking && self.attacked(&next, theirs, us)
                    || checkers != S::EMPTY && m.kind == Kind::KING && checkers != S::bit(m.to)
                    || self.pseudo_royal_attacked(board, m, &next))
            });
        }
        if self.capturing.mutually_immune != 0 {
            // A piece of a mutually immune kind may not take one of its kind.
            let theirs = &board.pieces[1 - side_index(us)];
            moves.retain(|m| {
                m.drop
                    || self.capturing.mutually_immune >> m.kind.index() & 1 == 0
                    || theirs[m.kind.index()] & S::bit(m.to) == S::EMPTY
            });
        }
        if self.ends.may_answer(board) && !moves.iter().any(|m| self.ends.reaches_flag(board, m)) {
            // Black could answer White's flag only by reaching his own.
            moves.clear();
        }
        if let Some((bishop, dark)) = self.drops.opposite_bishops {
            moves.retain(|m| !m.drop || self.bishops_fit(board, m, bishop, dark));
        }
        let must = |index: usize| self.drops.must >> index & 1 != 0;
        if board.hands[side_index(us)]
            .iter()
            .enumerate()
            .any(|(index, &count)| count > 0 && must(index))
        {
            // Only drops of the kinds, if there are any; else no drop.
            moves.retain(|m| !m.drop || must(m.kind.index()));
            if moves.iter().any(|m| m.drop) {
                moves.retain(|m| m.drop);
            }
        }
        if self.forbids.not_capturing {
            let capture = |m: &Move<S>| RuleBook::captures(board, m);
            if moves.iter().any(capture) {
                moves.retain(capture);
            }
        }
        if moves.is_empty() && self.passing == Passing::Stalemated {
            moves.extend(self.stalemate_pass(board));
        }
        moves
    }

    /// The pass of a side with no legal move, where sides then pass: by
    /// its royal king on its square, else by its first piece (as
    /// Fairy-Stockfish passes); none in check or without a piece.
    fn stalemate_pass(&self, board: &Board<S>) -> Option<Move<S>> {
        let us = side_index(board.side);
        let king = board.pieces[us][Kind::KING.index()];
        if self.royal && king != S::EMPTY {
            return (!self.attacked(board, king, board.side.other()))
                .then(|| Move::new(king.first(), king.first(), Kind::KING));
        }
        Self::first_piece_still(board)
    }

    /// The side to move's first piece moving onto its own square (none
    /// without a piece).
    fn first_piece_still(board: &Board<S>) -> Option<Move<S>> {
        let us = side_index(board.side);
        let own = board.side_pieces(us);
        if own == S::EMPTY {
            return None;
        }
        let square = own.first();
        let index = (0..board.pieces[us].len())
            .find(|&k| board.pieces[us][k] & S::bit(square) != S::EMPTY)?;
        Some(Move::new(square, square, Kind(u8::try_from(index).ok()?)))
    }

    /// Each of `moves` with each square where the wall put `with` it may
    /// go: empty after it (the walls standing taken), and, for an arrow,
    /// where the piece that moved could move from where it landed, for a
    /// trail the square it left.
    pub(super) fn with_walls(
        &self,
        board: &Board<S>,
        moves: &[Move<S>],
        with: WallWith,
    ) -> Vec<Move<S>> {
        let us = side_index(board.side);
        let occupied = board.side_pieces(0) | board.side_pieces(1);
        let mut out = Vec::with_capacity(moves.len() * 48);
        for m in moves {
            let mut after = (occupied & !S::bit(m.from)) | S::bit(m.to);
            if m.en_passant_capture {
                after &= !S::bit(board.victim);
            }
            if let Some((rook, rook_to)) = m.castle {
                after = (after & !S::bit(rook)) | S::bit(rook_to);
            }
            let free = self.board & !board.walls & !after;
            let free = match with {
                WallWith::Duck => free,
                WallWith::Past => free & S::bit(m.from),
                WallWith::Arrow => {
                    // (Over the board before the move, less the square the
                    // piece left, as Fairy-Stockfish's `moves_bb`.)
                    let over = Occupied {
                        all: (occupied | board.walls) & !S::bit(m.from),
                        cannons: self.cannons(board),
                    };
                    // (As the piece that moved, before any promotion.)
                    let quiet = self.types[m.kind.index()].split;
                    free & self.reach(m.kind, us, m.to, over, quiet)
                }
            };
            for square in squares(free) {
                out.push(Move {
                    duck: Some(square),
                    ..*m
                });
            }
        }
        out
    }

    /// The position after `m`, by the make-and-test reference (see
    /// [`RuleBook::general_moves`]; [`Rules::after`](crate::game::Rules::after) is the
    /// search's).
    #[must_use]
    pub(crate) fn general_after(&self, board: &Board<S>, m: &Move<S>) -> Board<S> {
        let mut next = match m.castle {
            Some(rook) => self.castled(board, m, rook),
            // (A hand that never runs out: the piece dropped comes from
            // nowhere.)
            None if m.drop && self.drops.free => {
                let mut held = *board;
                let hand = &mut held.hands[side_index(board.side)][m.kind.index()];
                *hand = (*hand).max(1);
                let mut next = held.after_with(m, self.captures);
                next.hands = board.hands;
                next
            }
            None => board.after_with(m, self.captures),
        };
        if let Some(flipping) = &self.flipping
            && !m.is_pass()
        {
            let us = side_index(board.side);
            // (Kings and pawns never turn.)
            let pieces = (2..self.types.len()).filter(|&kind| self.pawn_kind(kind).is_none());
            let theirs = pieces
                .clone()
                .fold(S::EMPTY, |set, k| set | next.pieces[1 - us][k]);
            let turned = flipping.flipped(m.to, board.side_pieces(us), theirs, m.drop);
            for kind in pieces {
                let won = next.pieces[1 - us][kind] & turned;
                next.pieces[1 - us][kind] &= !won;
                next.pieces[us][kind] |= won;
            }
        }
        let blast = self.blast(board, m, &next);
        let petrified = self.petrified(board, m, &next, blast);
        self.mend_turned(board, m, &mut next);
        if let Some((kind, square)) = m.gate {
            let us = side_index(board.side);
            next.pieces[us][kind.index()] |= S::bit(square);
            next.hands[us][kind.index()] -= 1;
        }
        if let Some(duck) = m.duck {
            // The duck leaves its square for the new one, where no
            // en-passant square stays (with `duck`, the walls are the
            // duck); other walls stay.
            if self.walled() == Some(WallWith::Duck) {
                next.walls = S::bit(duck);
            } else {
                next.walls |= S::bit(duck);
            }
            next.en_passant &= !next.walls;
        }
        if blast != S::EMPTY {
            self.blown(&mut next, blast);
        }
        if self.castling.is_some() {
            self.update_castling(board, m, &mut next, blast);
        }
        if board.gates != S::EMPTY {
            self.update_gates(board, m, &mut next, blast);
        }
        if self.passing != Passing::Never {
            next.history = History::MOVED
                | if m.is_pass() { History::PASSED } else { 0 }
                | if board.history & History::PASSED != 0 {
                    History::PASSED_BEFORE
                } else {
                    0
                }
                | if self.passing == Passing::Bikjang && self.kings_face(board) {
                    History::FACING_BEFORE
                } else {
                    0
                };
        }
        if let Some(kind) = petrified {
            // (Where captures explode, the piece went with the blast.)
            let to = S::bit(m.to);
            self.blown(&mut next, to);
            if self.capturing.petrify >> kind.index() & 1 != 0 {
                next.walls |= to;
            }
        }
        if self.ends.check_counting {
            let us = board.side;
            let theirs = next.pieces[side_index(us.other())][Kind::KING.index()];
            if theirs != S::EMPTY && self.attacked(&next, theirs, us) {
                let left = &mut next.checks[side_index(us)];
                *left = left.saturating_sub(1);
            }
        } else {
            // (Checks counted only where the variant counts them.)
            next.checks = [0, 0];
        }
        next
    }
}
