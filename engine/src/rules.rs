//! A variant's rules as data, which the search (`crate::fast`) reads and
//! [`crate::game::Rules`] holds beside it: the geometry, the pawn kinds
//! from the generated or run-time rules, the other pieces as leaper and
//! rider tables from Betza notation, hands and drops, castling, and what
//! the variant's side file adds (see [`crate::notes`]): game ends
//! (extinction, shatranj's bare king among them, flags, counted checks),
//! commoner and pseudo-royal kings, exploding and petrifying captures,
//! palaces and their diagonals, passing, the duck, gating, setup from the
//! hand, promotion moves and pieces that turn over as they move.
//!
//! Here: the rule book (`RuleBook`) and its construction from a variant
//! and its side file, and what the search asks of it. Beside it, by
//! concern: the kinds of piece and the pawn kinds (`kinds`), the pieces
//! known by name (`pieces`), the board's geometry (`geometry`) and the
//! squares the side file names (`zones`), the position and a move
//! (`board`), FEN in and names out (`notation`), a square's attackers
//! (`attacks`, for a FEN's kings), game ends and royalty (`ends`), what a
//! capture does (`capturing`), hands and drops (`drops`), castling
//! (`castling`), cambodian first moves (`first_moves`) and turning and
//! promoting pieces (`flip`). Behind the test-only feature `oracle`, the
//! make-and-test reference the tests hold the search to (`reference`: its
//! moves and making them). Nothing here knows the search.

use pawnshift::Color;

use crate::error::{PositionError, RulesError};
use crate::fen::FenError;
use crate::notes::{Captures, Notes};
use crate::set::Set;
use crate::variants::PawnRules;

mod attacks;
mod board;
mod capturing;
mod castling;
mod drops;
mod ends;
mod first_moves;
mod flip;
mod geometry;
mod kinds;
mod notation;
mod pieces;
#[cfg(feature = "oracle")]
mod reference;
mod stones;
mod walls;
mod zones;

pub use pieces::known_notes;
use pieces::{known_pawn_letters, most_kings};

pub use board::{Board, Move};
use capturing::Capturing;
pub(crate) use castling::CastlingPlan;
use drops::{Drops, any_drops};
pub(crate) use ends::{Connection, Extinct};
use ends::{Ends, PseudoRoyal, royal_promotion};
pub(crate) use geometry::{leap_table, neighbours};
pub(crate) use kinds::PlainPiece;
pub use kinds::{Kind, MAX_KINDS};
use kinds::{PawnKind, PieceType, kind_named, letter_taken, piece_defs, piece_types};
pub(crate) use stones::{Enclosing, Flipping};
use zones::{diagonal_lines, place_regions, promotion_move, zone_masks};

use castling::Castling;
use first_moves::Cambodian;
use flip::{Flips, Promotions};
use walls::Walls;
pub(crate) use walls::{EdgeWalls, WallWith};

/// Why the engine does not play a variant or a position: the rules or
/// the pieces that stand in its way.
pub(crate) type Refusal = &'static str;

/// A variant's fixed data: geometry, piece tables, pawn rules, kept in
/// sets of type `S` (see [`crate::game::Rules`]).
pub(crate) struct RuleBook<S: Set = u128> {
    /// The pawn rules.
    pub(crate) variant: PawnRules,
    width: i32,
    height: i32,
    board: S,
    /// The pawn kinds: the variant's pawn ([`Kind::PAWN`]) first, then its
    /// further kinds.
    pawns: Vec<PawnKind<S>>,
    /// Index = [`Kind`]: pawn, king, the further pawn kinds, then the
    /// other pieces.
    types: Vec<PieceType<S>>,
    /// The FEN letter of each side's pawns.
    pawn_letters: [char; 2],
    /// Where captured pieces go.
    captures: Captures,
    /// Kings are royal: no move may leave one attacked (else they are
    /// commoners).
    royal: bool,
    /// The game ends the variant's side file names.
    ends: Ends<S>,
    /// Which moves the side file forbids.
    forbids: Forbids,
    /// Pseudo-royal pieces, if the variant has them.
    pseudo_royal: Option<PseudoRoyal>,
    /// A pawn's promotion as a move of its own: the piece, and each side's
    /// zone (sittuyin).
    promotion_move: Option<(Kind, [S; 2])>,
    /// What a capture does beyond taking a piece.
    capturing: Capturing<S>,
    /// Squares joined by diagonals, which pieces on them also move along.
    diagonal_lines: S,
    /// Whether a side may pass, and what facing kings do.
    passing: Passing,
    /// Hands and drops beyond the pawn rules.
    drops: Drops<S>,
    /// Castling, where the variant castles.
    castling: Option<Castling>,
    /// Cambodian first moves: the kind of the met that may double-step.
    cambodian: Option<Cambodian>,
    /// A move from a gate may put a piece from the hand on the square
    /// left (S-chess).
    gating: bool,
    /// Pieces that turn over as they move, where the variant has them.
    flips: Option<Flips>,
    /// Pieces that promote in a zone, shogi's way.
    promotions: Option<Promotions<S>>,
    /// The pawns' promotions to a king are piece promotions (see
    /// [`Notes::pawns_promote_as_pieces`]).
    pawns_promote_as_pieces: bool,
    /// Where the mover puts walls, if anywhere.
    walls: Option<Walls<S>>,
    /// Which enemy pieces a move turns to the mover's side, if any.
    flipping: Option<Flipping<S>>,
    /// Each side's king from each square: where it steps and what it
    /// attacks, `None` where the kings ride or hop (see
    /// [`RuleBook::king_steps`]).
    king_tables: Option<[(Vec<S>, Vec<S>); 2]>,
}

/// What blocks pieces: every occupied square (walls too), and the janggi
/// cannons among them.
#[derive(Clone, Copy)]
struct Occupied<S: Set> {
    all: S,
    cannons: S,
}

/// Passing moves and bikjang.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Passing {
    /// No side passes.
    Never,
    /// A side not in check may pass; two passes in a row end the game.
    Allowed,
    /// As [`Passing::Allowed`], and facing kings must part or pass (a pass
    /// is then allowed even in check); facing twice in a row ends the game.
    Bikjang,
    /// A side not in check with no legal move passes (with its king, else
    /// its first piece); two passes in a row end the game.
    Stalemated,
}

/// Moves a side file forbids beyond leaving the king attacked.
#[derive(Clone, Copy, Default)]
struct Forbids {
    /// Moves that capture nothing while a capture is possible.
    not_capturing: bool,
    /// Moves after which the kings face each other on an open line
    /// (xiangqi's flying general).
    facing_kings: bool,
    /// A king in check moving but to capture its lone checker (makpong).
    king_escapes: bool,
    /// Moves that give check: all, drops, or none of them.
    checking: Checking,
}

impl Forbids {
    /// What the side file forbids.
    fn new(notes: &Notes) -> Forbids {
        Forbids {
            not_capturing: notes.must_capture,
            facing_kings: notes.flying_general,
            king_escapes: notes.king_in_check_captures_only,
            checking: if notes.no_checks {
                Checking::Never
            } else if notes.no_checking_drops {
                Checking::NotByDrops
            } else {
                Checking::Allowed
            },
        }
    }
}

/// Which moves may not give check.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Checking {
    /// Any move may.
    #[default]
    Allowed,
    /// A drop may not (supply).
    NotByDrops,
    /// No move may (racingkings).
    Never,
}

fn side_index(color: Color) -> usize {
    color as usize
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn bad(message: String) -> FenError {
    FenError { message }
}

/// An error for a board the set type `S` cannot hold.
fn playable_size<S: Set>(variant: &PawnRules) -> Result<(), RulesError> {
    if !crate::set::fits::<S>(variant.width, variant.height) {
        return Err(RulesError::BoardTooLarge {
            variant: variant.name.clone(),
            width: variant.width,
            height: variant.height,
            squares: S::BITS,
            widest_fits: crate::set::fits::<crate::set::Widest>(variant.width, variant.height),
        });
    }
    Ok(())
}

impl<S: Set> RuleBook<S> {
    /// The rules of a variant with what a spec's side file says beyond its
    /// pawn rules (see [`crate::game::Rules::with_notes`]); an error names
    /// a piece the engine cannot place (a letter taken twice, a kind or
    /// game-end piece the variant lacks).
    pub(crate) fn with_notes(
        variant: &PawnRules,
        notes: &Notes,
    ) -> Result<RuleBook<S>, RulesError> {
        playable_size::<S>(variant)?;
        notes.consistent()?;
        let pawn_letters = notes
            .pawn_letters
            .or_else(|| known_pawn_letters(&variant.name))
            .unwrap_or(['p', 'p']);
        let (defs, displaced) = piece_defs(variant, notes, pawn_letters);
        let (width, height) = (
            i32::try_from(variant.width).unwrap_or(16),
            i32::try_from(variant.height).unwrap_or(16),
        );
        let mut types = piece_types(variant, notes, pawn_letters, &defs)?;
        let board = S::below(variant.width * variant.height);
        let pawns =
            PawnKind::all(variant, board, &mut types).map_err(|e| letter_taken(e, displaced))?;
        for t in &mut types {
            t.fill_tables(width, height);
            if notes.immobile {
                t.mobile = [S::ALL; 2];
            }
        }
        if types.len() > MAX_KINDS {
            return Err(RulesError::TooManyKinds {
                kinds: types.len(),
                max: MAX_KINDS,
            });
        }
        let drop_region = place_regions(notes, &mut types, &pawns, width, height)?;
        let ends = Ends::new(notes, &types, width, height)?;
        let promotion_move = promotion_move(notes, &types, width, height)?;
        let pseudo_royal = PseudoRoyal::new(notes, &types)?;
        royal_promotion(variant, notes, pseudo_royal.as_ref(), &pawns)?;
        let captures_by = Capturing::new(notes, &types, width, height)?;
        let diagonal_lines = diagonal_lines(notes, &mut types, width, height)?;
        let pawn_drops = pawns.iter().any(|p| any_drops(&p.sides));
        let captures = notes.captures.unwrap_or(if pawn_drops {
            Captures::ToHand
        } else {
            Captures::Leave
        });
        let drops = Drops::new(
            notes,
            &types,
            captures,
            pawn_drops,
            drop_region,
            (width, height),
        )?;
        let castling = Castling::new(notes, &types, width, height)?;
        let flips = Flips::new(notes, &types)?;
        let promotions = Promotions::new(notes, &types, width, height)?;
        let cambodian = Cambodian::new(notes, &types)?;
        let mut book = RuleBook {
            variant: variant.clone(),
            width,
            height,
            board,
            pawns,
            types,
            pawn_letters,
            captures,
            royal: !notes.commoner_kings,
            pawns_promote_as_pieces: notes.pawns_promote_as_pieces,
            ends,
            forbids: Forbids::new(notes),
            pseudo_royal,
            promotion_move,
            capturing: captures_by,
            diagonal_lines,
            passing: match (notes.pass_on_stalemate, notes.pass, notes.bikjang) {
                (true, _, _) => Passing::Stalemated,
                (false, false, _) => Passing::Never,
                (false, true, false) => Passing::Allowed,
                (false, true, true) => Passing::Bikjang,
            },
            walls: notes.walling.map(|w| Walls::new(w, width, height)),
            flipping: Flipping::new(notes, width, height),
            castling,
            cambodian,
            gating: notes.gating,
            flips,
            promotions,
            drops,
            king_tables: None,
        };
        book.king_tables = book.king_tables();
        Ok(book)
    }

    /// Which enemy pieces a move turns to the mover's side
    /// (`flipEnclosedPieces`), if any.
    pub(crate) fn flipping(&self) -> Option<&Flipping<S>> {
        self.flipping.as_ref()
    }

    /// Whether the variant's hands and captures are as the search keeps
    /// and plays them (else what stands in its way).
    pub(crate) fn plain(&self) -> Result<(), Refusal> {
        if self.drops.hands && !self.plain_hands() {
            return Err("hands whose pieces are neither dropped nor gated");
        }
        if !self.capturing.fast_plays() {
            return Err("pieces beyond kings that may not take one another");
        }
        Ok(())
    }

    /// Where the mover puts a wall with each move, if it does (duck
    /// chess, amazons, snailtrail).
    pub(crate) fn walled(&self) -> Option<WallWith> {
        match self.walls {
            Some(Walls::With(with)) => Some(with),
            _ => None,
        }
    }

    /// Where a side may put a wall instead of moving, if it may.
    pub(crate) fn edge_walls(&self) -> Option<&EdgeWalls<S>> {
        match &self.walls {
            Some(Walls::EdgeOrMove(edge)) => Some(edge),
            _ => None,
        }
    }

    /// Where a pawn promotes by a move of its own (sittuyin's): the piece,
    /// and each side's zone (see `fast::promotion_moves`).
    pub(crate) fn promotion_move(&self) -> Option<(Kind, [S; 2])> {
        self.promotion_move
    }

    /// Whether the pawns' promotions to a king are piece promotions
    /// (backrank's).
    pub(crate) fn pawns_promote_as_pieces(&self) -> bool {
        self.pawns_promote_as_pieces
    }

    /// Whether no move may give check (racing kings).
    pub(crate) fn no_checks(&self) -> bool {
        self.forbids.checking == Checking::Never
    }

    /// Whether no drop may give check (supply).
    pub(crate) fn no_checking_drops(&self) -> bool {
        self.forbids.checking == Checking::NotByDrops
    }

    /// Whether a side not in check may pass (two passes in a row end the
    /// game), and whether facing kings must part or pass (bikjang).
    pub(crate) fn passing(&self) -> (bool, bool) {
        (
            matches!(self.passing, Passing::Allowed | Passing::Bikjang),
            self.passing == Passing::Bikjang,
        )
    }

    /// Whether a side not in check with no legal move passes (two passes
    /// in a row end the game).
    pub(crate) fn passes_when_stalemated(&self) -> bool {
        self.passing == Passing::Stalemated
    }

    /// Whether moves after which the kings face each other are illegal
    /// (xiangqi's flying general).
    pub(crate) fn facing_kings(&self) -> bool {
        self.forbids.facing_kings
    }

    /// Side `side`'s king from each square: where it steps and what it
    /// attacks (its region applied to both); `None` where either depends
    /// on the other pieces (a king that rides, hops or moves apart from
    /// its captures).
    pub(crate) fn king_steps(&self, side: usize) -> Option<&(Vec<S>, Vec<S>)> {
        self.king_tables.as_ref().map(|tables| &tables[side])
    }

    /// Both sides' [`RuleBook::king_steps`], worked out.
    fn king_tables(&self) -> Option<[(Vec<S>, Vec<S>); 2]> {
        Some([self.side_king_steps(0)?, self.side_king_steps(1)?])
    }

    /// Side `side`'s [`RuleBook::king_steps`], worked out.
    fn side_king_steps(&self, side: usize) -> Option<(Vec<S>, Vec<S>)> {
        let t = &self.types[Kind::KING.index()];
        if t.split || self.capturing.cannons >> Kind::KING.index() & 1 != 0 {
            return None;
        }
        let over = |all: S| Occupied {
            all,
            cannons: S::EMPTY,
        };
        let (mut moves, mut attacks) = (Vec::new(), Vec::new());
        for square in 0..self.width * self.height {
            let square = u8::try_from(square).ok()?;
            let open = self.attacks(Kind::KING, side, square, over(S::EMPTY)) & self.board;
            let full = self.attacks(Kind::KING, side, square, over(self.board)) & self.board;
            if open != full {
                return None;
            }
            moves.push(open & t.region[side]);
            attacks.push(open & t.region[side]);
        }
        Some((moves, attacks))
    }

    /// Whether the kings' moves depend on the other pieces (they ride or
    /// hop: rookmate's rook king, caught-in-a-snag's grasshopper): the
    /// fast path keeps them with its pieces.
    pub(crate) fn kings_ride(&self) -> bool {
        self.king_tables.is_none()
    }

    /// Whether a piece leaving its first square may bring one from the
    /// hand onto it (S-chess gating); where captures leave the game, a side's
    /// gates close once its hand is empty.
    pub(crate) fn gating(&self) -> bool {
        self.gating
    }

    /// Every square of the board.
    pub(crate) fn board(&self) -> S {
        self.board
    }

    /// An error for a piece of `board` that the engine cannot move, or
    /// pawns of a kind their side has no rules for.
    fn movable(&self, board: &Board<S>) -> Result<(), PositionError> {
        // A side without rules for a pawn kind may not hold one (fox and
        // hounds: White has no hounds).
        for p in &self.pawns {
            for (side, color) in Color::ALL.into_iter().enumerate() {
                let held = board.pieces[side][p.kind.index()] != S::EMPTY
                    || board.hands[side][p.kind.index()] != 0;
                if p.sides[side].is_none() && held {
                    return Err(PositionError::NoPawnRules {
                        variant: self.variant.name.clone(),
                        color,
                        kind: self.types[p.kind.index()].name.clone(),
                    });
                }
            }
        }
        for (side, color) in Color::ALL.into_iter().enumerate() {
            for (index, &count) in board.hands[side].iter().enumerate().skip(1) {
                if count != 0 && self.cannot_move(index) {
                    return Err(PositionError::CannotMove {
                        piece: self.types[index].name.clone(),
                        color,
                        place: "in hand".to_owned(),
                    });
                }
            }
            for (index, &set) in board.pieces[side].iter().enumerate().skip(2) {
                if set != S::EMPTY && self.cannot_move(index) {
                    return Err(PositionError::CannotMove {
                        piece: self.types[index].name.clone(),
                        color,
                        place: self.square_name(set.first()),
                    });
                }
            }
        }
        Ok(())
    }
}
