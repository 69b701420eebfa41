//! Positions in and names out: a FEN read into a board (its pieces, hands,
//! kings, en-passant square and clocks checked against the rules), the
//! en-passant victim, and the names of squares and moves.

use pawnshift::Color;

use super::{
    Board, Kind, MAX_KINDS, Move, Passing, PieceType, RuleBook, bad, color_name, most_kings,
    side_index,
};
use crate::error::PositionError;
use crate::fen::{FenError, Position};
use crate::set::{Set, Widest, squares};
use crate::variants::SideView;

impl<S: Set> RuleBook<S> {
    /// The engine position of a FEN, checked against the rules (see
    /// [`crate::game::Rules::position`], which also asks the search).
    pub(crate) fn read_position(&self, fen: &str) -> Result<Board<S>, PositionError> {
        let p = Position::parse(fen, self.variant.width, self.variant.height)?;
        let mut pieces = [[S::EMPTY; MAX_KINDS]; 2];
        let mut promoted = S::EMPTY;
        for (index, piece) in p.squares.iter().enumerate() {
            let Some(piece) = piece else { continue };
            let square = u8::try_from(index).unwrap_or(0);
            let Some(kind) = self.kind_of(*piece) else {
                return Err(PositionError::UnknownLetter {
                    letter: format!(
                        "{}{}",
                        if piece.promoted { "+" } else { "" },
                        piece.fen_char()
                    ),
                    place: self.square_name(square),
                    variant: self.variant.name.clone(),
                    known: self.letters(piece.color),
                });
            };
            let bit = S::bit(square);
            let side = side_index(piece.color);
            if piece.promoted || self.types[kind.index()].plus {
                promoted |= bit;
            }
            if self
                .pawn_kind(kind.index())
                .is_some_and(|p| p.forbidden[side] & bit != S::EMPTY)
            {
                let name = &self.types[kind.index()].name;
                return Err(PositionError::Fen(FenError {
                    message: format!(
                        "a {name} on {}, where a {} {name} must already have promoted",
                        self.square_name(u8::try_from(index).unwrap_or(0)),
                        if side == 0 { "white" } else { "black" }
                    ),
                }));
            }
            pieces[side][kind.index()] |= bit;
        }
        let hands = self.hands_of(&p)?;
        let mut board = Board {
            pieces,
            hands,
            promoted,
            side: p.side_to_move,
            // Fairy-Stockfish writes the landing square among berolina's
            // (`c5d6`): an occupied square is no en-passant square, unless
            // every one is (below, an error).
            en_passant: if p.en_passant & !p.occupied() == Widest::EMPTY {
                p.en_passant.to()
            } else {
                (p.en_passant & !p.occupied()).to()
            },
            victim: 0,
            walls: p.walls.to(),
            checks: [0; 2],
            history: 0,
            castling: S::EMPTY,
            castle_kings: S::EMPTY,
            gates: S::EMPTY,
        };
        board.gates = self.first_move_gates(&p, &board);
        self.set_castling(&p, &mut board);
        match (self.ends.check_counting, p.checks) {
            (true, checks) => board.checks = checks.unwrap_or([1, 1]),
            (false, None) => {}
            (false, Some([white, black])) => {
                return Err(PositionError::Fen(bad(format!(
                    "the FEN counts checks (`{white}+{black}`), which {} does not (its side file would say `checkCounting = true`)",
                    self.variant.name
                ))));
            }
        }
        if board.en_passant & board.occupied() != S::EMPTY {
            let square = (board.en_passant & board.occupied()).first();
            return Err(PositionError::Fen(FenError {
                message: format!(
                    "the en-passant square {} holds a piece: a pawn passed it, so it is empty",
                    self.square_name(square)
                ),
            }));
        }
        if board.en_passant != S::EMPTY {
            match self.find_victim(&board) {
                Some(victim) => board.victim = victim,
                None => {
                    return Err(PositionError::Fen(FenError {
                        message: "no pawn of the side that just moved could have passed the en-passant squares".to_owned(),
                    }));
                }
            }
        }
        self.check_kings(&board)?;
        self.movable(&board)?;
        Ok(board)
    }

    /// An error for a position with more kings than a side may have, or
    /// whose side to move could take the other's king.
    pub(super) fn check_kings(&self, board: &Board<S>) -> Result<(), FenError> {
        for color in Color::ALL {
            let kings = board.pieces[side_index(color)][Kind::KING.index()];
            let most = if self.royal {
                most_kings(&self.variant.name)[side_index(color)]
            } else {
                u32::MAX
            };
            if kings.count() > most {
                return Err(bad(format!(
                    "{} has {} kings; a side has {} (or none, as horde's White)",
                    color_name(color),
                    kings.count(),
                    if most == 1 {
                        "one".to_owned()
                    } else {
                        format!("at most {most}")
                    }
                )));
            }
        }
        // (A side passes by moving its king to its own square; a side
        // without a king, which Fairy-Stockfish lets pass with any piece,
        // is refused.)
        if matches!(self.passing, Passing::Allowed | Passing::Bikjang)
            && let Some(color) = Color::ALL
                .into_iter()
                .find(|&c| board.pieces[side_index(c)][Kind::KING.index()] == S::EMPTY)
        {
            return Err(bad(format!(
                "{} has no king, where sides may pass: the engine passes with a king only",
                color_name(color)
            )));
        }
        let waiting = board.side.other();
        let king = board.pieces[side_index(waiting)][Kind::KING.index()];
        if self.royal && king != S::EMPTY && self.attacked(board, king, board.side) {
            return Err(bad(format!(
                "{} is to move and can take {}'s king on {}, which no game reaches",
                color_name(board.side),
                color_name(waiting),
                self.square_name(king.first())
            )));
        }
        Ok(())
    }

    /// The hands a FEN's `[…]` gives, each piece one the variant drops.
    pub(super) fn hands_of(&self, p: &Position) -> Result<[[u8; MAX_KINDS]; 2], PositionError> {
        let mut hands = [[0u8; MAX_KINDS]; 2];
        let has_hands = self.hands();
        for piece in p.hand.iter().flatten() {
            let side = side_index(piece.color);
            // A royal king is held in hand only before play (a setup phase:
            // sittuyin, placement).
            let Some(kind) = self.kind_of(*piece) else {
                return Err(PositionError::UnknownLetter {
                    letter: piece.fen_char().to_string(),
                    place: "in hand".to_owned(),
                    variant: self.variant.name.clone(),
                    known: self.letters(piece.color),
                });
            };
            if (kind == Kind::KING && self.royal && !self.drops.setup)
                || self.types[kind.index()].plus
            {
                return Err(PositionError::Fen(bad(format!(
                    "a `{}` in hand: {} holds no {} in hand",
                    piece.fen_char(),
                    self.variant.name,
                    self.types[kind.index()].name
                ))));
            }
            if !has_hands {
                return Err(PositionError::Fen(bad(format!(
                    "a `{}` in hand, but {} has no drops (its rules say no `drop`)",
                    piece.fen_char(),
                    self.variant.name
                ))));
            }
            let count = &mut hands[side][kind.index()];
            *count = count.checked_add(1).ok_or_else(|| {
                PositionError::Fen(bad(format!("more than 255 `{}` in hand", piece.fen_char())))
            })?;
        }
        Ok(hands)
    }

    /// The kind a FEN piece is: the side's pawn letter, a `+x` piece, or
    /// a piece by letter (a `+` or `~` on a piece that is not a `+x` kind
    /// only marks it promoted).
    pub(super) fn kind_of(&self, piece: crate::fen::Piece) -> Option<Kind> {
        let side = side_index(piece.color);
        let index = if piece.promoted
            && let Some(i) = self
                .types
                .iter()
                .position(|t| t.plus && t.letter == piece.letter)
        {
            i
        } else if piece.promoted
            && let Some(kind) = self.promoted_form(piece.letter)
        {
            kind.index()
        } else if piece.letter == self.pawn_letters[side] {
            Kind::PAWN.index()
        } else {
            self.types
                .iter()
                .skip(1)
                .position(|t| !t.plus && t.letter == piece.letter)?
                + 1
        };
        Some(Kind(u8::try_from(index).ok()?))
    }

    /// The letters a side's pieces take, for messages: `p k q r b n`.
    pub(super) fn letters(&self, color: Color) -> Vec<String> {
        let mut list = vec![self.pawn_letters[side_index(color)].to_string()];
        list.extend(self.types.iter().skip(1).map(PieceType::fen));
        list
    }

    /// The pawn of the side that just moved whose multi-step push passed the
    /// en-passant squares.
    pub(super) fn find_victim(&self, board: &Board<S>) -> Option<u8> {
        let mover = side_index(board.side.other());
        self.pawns.iter().find_map(|p| {
            let side = p.sides[mover].as_ref()?;
            self.passed_by(side, board.pieces[mover][p.kind.index()], board)
        })
    }

    /// The pawn of `pawns` (moving by `side`) whose multi-step push passed
    /// `board`'s en-passant squares.
    pub(super) fn passed_by(&self, side: &SideView, pawns: S, board: &Board<S>) -> Option<u8> {
        let all = S::below((self.width * self.height).cast_unsigned());
        let occupied = board.occupied();
        for sq in squares(pawns) {
            let (f, r) = (i32::from(sq) % self.width, i32::from(sq) / self.width);
            for (index, rule) in side.rules().iter().enumerate() {
                let pawnshift::RuleKind::Push {
                    steps,
                    en_passant: true,
                    ..
                } = rule.kind
                else {
                    continue;
                };
                for &(df, dr) in &rule.directions {
                    // The push must start where the rule allows it (`from`
                    // rank 2 for chess's double step).
                    let (of, or) = (
                        f - i32::from(df) * i32::from(steps),
                        r - i32::from(dr) * i32::from(steps),
                    );
                    // (It left that square empty.)
                    let starts_there = self.on(of, or)
                        && !occupied.has(u8::try_from(or * self.width + of).unwrap_or(0))
                        && side
                            .quiet(index, S::at(or * self.width + of), all)
                            .is_some_and(|targets| targets & S::bit(sq) != S::EMPTY);
                    if !starts_there {
                        continue;
                    }
                    let passed = (1..i32::from(steps)).try_fold(S::EMPTY, |set, k| {
                        let (pf, pr) = (f - i32::from(df) * k, r - i32::from(dr) * k);
                        self.on(pf, pr).then(|| set | S::at(pr * self.width + pf))
                    });
                    if passed.is_some_and(|p| p & board.en_passant == board.en_passant) {
                        return Some(sq);
                    }
                }
            }
        }
        None
    }

    pub(super) fn on(&self, f: i32, r: i32) -> bool {
        (0..self.width).contains(&f) && (0..self.height).contains(&r)
    }

    /// `e4`, `j10`.
    pub(crate) fn square_name(&self, square: u8) -> String {
        let (f, r) = (
            i32::from(square) % self.width,
            i32::from(square) / self.width,
        );
        let file = char::from_digit(u32::try_from(f + 10).unwrap_or(35), 36).unwrap_or('?');
        format!("{file}{}", r + 1)
    }

    /// Whether `to` is a square a king's step from `from` reaches.
    fn king_step(&self, from: u8, to: u8) -> bool {
        let (from, to) = (i32::from(from), i32::from(to));
        let files = (from % self.width - to % self.width).abs();
        let ranks = (from / self.width - to / self.width).abs();
        files.max(ranks) == 1
    }

    /// A move in Fairy-Stockfish's coordinate notation: `e2e4`, `e7e8q`,
    /// `P@e4` (a drop), `e6e7+` (a promotion to a `+x` piece, or of a
    /// piece), `e7e6-` (a piece turning back), `e1g1h`
    /// (gating a hawk onto e1), `h1e1h` (castling, gating onto h1).
    pub(crate) fn move_name(&self, m: &Move<S>) -> String {
        if m.drop {
            let letter = if m.kind == Kind::PAWN {
                self.pawn_letters[side_index(Color::White)]
            } else {
                self.types[m.kind.index()].letter
            };
            let turned = if m.promotion.is_some() { "+" } else { "" };
            return format!(
                "{turned}{}@{}",
                letter.to_ascii_uppercase(),
                self.square_name(m.to)
            );
        }
        // A castling that gates onto the rook's square goes from the rook to
        // the king's square, as Fairy-Stockfish writes it (`h1e1h`).
        if let (Some((rook, _)), Some((kind, square))) = (m.castle, m.gate)
            && square == rook
        {
            let letter = self.types[kind.index()].letter;
            return format!(
                "{}{}{letter}",
                self.square_name(rook),
                self.square_name(m.from)
            );
        }
        // A castling: the king's landing square, or the rook's where the
        // variant writes Chess960's king-takes-rook or a king's step onto
        // an empty square would read the same (as Fairy-Stockfish).
        let to = match m.castle {
            Some((rook, _))
                if self.castling.as_ref().is_some_and(|c| c.chess960)
                    || self.king_step(m.from, m.to) && m.to != rook =>
            {
                rook
            }
            _ => m.to,
        };
        let mut text = format!("{}{}", self.square_name(m.from), self.square_name(to));
        if let Some(kind) = m.promotion {
            // As Fairy-Stockfish writes them: a piece turning back `-`; a
            // piece promotion (to a `+x` piece, by the notes'
            // `piece_promotions`, or a pawn's where its promotions are
            // piece promotions) `+`; a pawn's choice of piece its letter.
            let (mover, target) = (&self.types[m.kind.index()], &self.types[kind.index()]);
            let piece_promotion = target.plus
                || self.piece_promotion(m.kind) == Some(kind)
                || self.pawns_promote_as_pieces
                    && kind == Kind::KING
                    && self.pawn_kind(m.kind.index()).is_some();
            text.push(if mover.plus && !target.plus {
                '-'
            } else if piece_promotion {
                '+'
            } else {
                target.letter
            });
        }
        if let Some((kind, square)) = m.gate {
            text.push(self.types[kind.index()].letter);
            if square != m.from {
                text.push_str(&self.square_name(square));
            }
        }
        // Where walls are put, Fairy-Stockfish writes every move's wall
        // square after its target: the first square for a move that puts
        // none.
        let wall = m.duck.or(self.edge_walls().map(|_| 0));
        if let Some(wall) = wall {
            text = format!("{text},{}{}", self.square_name(to), self.square_name(wall));
        }
        text
    }
}
