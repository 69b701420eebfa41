//! A variant engine around the pawn rules: [`Rules`], a variant's rules
//! (their data in `crate::rules`) beside the one search that plays them
//! (`crate::fast`): pawn moves from the generated or run-time rules, king
//! steps and castling (from the FEN's rights), the other pieces as leaper
//! and rider tables from Betza notation, pieces in hand and drops, and
//! full legality (no move may leave the mover's king attacked; a side
//! without a king, as in horde, has every move legal). What a variant
//! adds, its side file says (see [`crate::notes`]): game ends played as
//! Fairy-Stockfish decides them inside its move generator (extinction,
//! shatranj's bare king among them, flags, counted checks), commoner and
//! pseudo-royal kings, exploding and petrifying captures, palaces and
//! their diagonals, passing, the duck, gating, setup from the hand,
//! promotion moves and pieces that turn over as they move.
//!
//! Here: building the rules and their search, a FEN read into a position
//! the search plays, and the names of squares and moves; beside it, perft
//! and the legal moves (`perft`). The rules' data know nothing of the
//! search, which reads them: neither imports this module.

use pawnshift::Color;

pub use crate::notes::PieceDef;
pub use crate::rules::{Board, Kind, MAX_KINDS, Move, known_notes};

use crate::error::{PositionError, RulesError};
use crate::fast::FastPath;
use crate::notes::Notes;
use crate::rules::RuleBook;
use crate::set::Set;
use crate::variants::{PawnRules, SideView};

mod perft;

/// A variant's rules and their search, kept in sets of type `S`: `u128`
/// (the default) for boards of up to 128 squares, `pawnshift::Wide<4>`
/// for boards of up to 16 x 16 (a board its sets cannot hold is refused
/// by [`Rules::new`]; [`crate::set::fits`] says which to choose).
pub struct Rules<S: Set = u128> {
    /// The rules' data.
    book: RuleBook<S>,
    /// The search that plays them.
    search: FastPath,
}

impl<S: Set> Rules<S> {
    /// The rules of a variant, its pieces taken from the engine's own list
    /// for the variant, with `extra` added or replacing pieces of the same
    /// name or letter. A promotion piece the engine cannot move is an error
    /// naming it ([`RulesError::UnknownPromotion`]).
    pub fn new(variant: &PawnRules, extra: &[PieceDef]) -> Result<Rules<S>, RulesError> {
        let mut notes = known_notes(variant);
        notes.pieces.extend_from_slice(extra);
        Rules::with_notes(variant, &notes)
    }

    /// The rules of a variant with what a spec's side file says beyond its
    /// pawn rules: extra pieces (as in [`Rules::new`]), the FEN letters of
    /// the pawns and of further pawn kinds, where captured pieces go, the
    /// king's moves and royalty, compulsory captures and the game ends
    /// (extinction, flag). An error names a piece the engine cannot place
    /// (a letter taken twice, a kind or game-end piece the variant lacks),
    /// a rule that needs another the notes lack (`extinctionPseudoRoyal`
    /// without named kinds, `bikjangRule` without `pass`, …),
    /// or the rules its search does not play together
    /// ([`RulesError::Unplayed`]: more than two pawn kinds, the duck beside
    /// royal kings, …).
    pub fn with_notes(variant: &PawnRules, notes: &Notes) -> Result<Rules<S>, RulesError> {
        let book = RuleBook::with_notes(variant, notes)?;
        match FastPath::new(&book) {
            Ok(search) => Ok(Rules { book, search }),
            Err(refused) => Err(RulesError::Unplayed {
                variant: variant.name.clone(),
                rules: refused,
            }),
        }
    }

    /// The pawn rules.
    pub fn variant(&self) -> &PawnRules {
        &self.book.variant
    }

    /// The engine position of a FEN: every piece one the variant knows and
    /// can move, no pawn where it must already have promoted, the
    /// en-passant squares passed by a pawn of the side that just moved, by
    /// a push its rules allow from the square it started on (an en-passant
    /// square no such push passes is refused, as shakmaty refuses it); and
    /// a position the search plays ([`PositionError::Unplayed`] names what
    /// keeps it from one: a pseudo-royal king the side
    /// to move can take, more passes or checks than a position keeps, …).
    pub fn position(&self, fen: &str) -> Result<Board<S>, PositionError> {
        let board = self.book.read_position(fen)?;
        self.search
            .takes(&board)
            .map_err(|reason| PositionError::Unplayed { reason })?;
        Ok(board)
    }

    /// Whether positions have hands: the rules drop pawns, or captures go
    /// to a hand.
    pub fn hands(&self) -> bool {
        self.book.hands()
    }

    /// The names of the piece kinds, indexed by [`Kind`].
    pub fn piece_names(&self) -> Vec<&str> {
        self.book.piece_names()
    }

    /// The rules of a side's pawns (of the variant's pawn kind), if the
    /// variant declares that side.
    pub fn side(&self, color: Color) -> Option<&SideView> {
        self.book.side(color)
    }

    /// The pawn kinds, the variant's pawn first, then the further kinds of
    /// its spec (`kind sergeant { … }`), each with its name.
    pub fn pawn_kinds(&self) -> Vec<(Kind, &str)> {
        self.book.pawn_kinds()
    }

    /// The rules of `color`'s pawns of pawn kind `kind`, if it is one and
    /// the variant declares that side for it.
    pub fn kind_side(&self, kind: Kind, color: Color) -> Option<&SideView> {
        self.book.kind_side(kind, color)
    }

    /// A square's name: `e4`, `j10`.
    pub fn square_name(&self, square: u8) -> String {
        self.book.square_name(square)
    }

    /// A move in Fairy-Stockfish's coordinate notation: `e2e4`, `e7e8q`,
    /// `P@e4` (a drop), `e6e7+` (a promotion to a `+x` piece, or of a
    /// piece), `e7e6-` (a piece turning back), `e1g1h`
    /// (gating a hawk onto e1), `h1e1h` (castling, gating onto h1).
    pub fn move_name(&self, m: &Move<S>) -> String {
        self.book.move_name(m)
    }

    /// Every legal move of the side to move, by the make-and-test
    /// reference (feature `oracle`, for the engine's tests): each
    /// pseudo-legal move made and tested, an independent check of the
    /// search's [`Rules::legal_moves`]. Slow.
    #[cfg(feature = "oracle")]
    pub fn general_moves(&self, board: &Board<S>) -> Vec<Move<S>> {
        self.book.general_moves(board)
    }

    /// The position after `m`, by the make-and-test reference (feature
    /// `oracle`; [`Rules::after`] is the search's).
    #[cfg(feature = "oracle")]
    #[must_use]
    pub fn general_after(&self, board: &Board<S>, m: &Move<S>) -> Board<S> {
        self.book.general_after(board, m)
    }
}

/// One step of [`Rules::divide_with`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Divided<'a> {
    /// The search under a first move begins.
    Begin {
        /// The move, as [`Rules::move_name`] writes it.
        name: &'a str,
        /// Its place among the first moves, from 0.
        index: usize,
        /// How many first moves there are.
        moves: usize,
    },
    /// The search under a first move has ended.
    End {
        /// The move, as [`Rules::move_name`] writes it.
        name: &'a str,
        /// Its place among the first moves, from 0.
        index: usize,
        /// How many first moves there are.
        moves: usize,
        /// The leaves under it.
        nodes: u64,
    },
}
