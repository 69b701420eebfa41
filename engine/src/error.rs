//! The engine's errors: why [`Rules::new`](crate::game::Rules::new) refuses
//! a variant ([`RulesError`]) and why
//! [`Rules::position`](crate::game::Rules::position) refuses a position
//! ([`PositionError`]). Each names what is wrong in the library's words; a
//! program that reads rules from its own inputs (a command line, a side
//! file) adds how to say it there.

use core::fmt;

use pawnshift::Color;

use crate::fen::FenError;

/// Why the engine cannot play a variant as given.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RulesError {
    /// The board has more squares than the engine's set type holds.
    BoardTooLarge {
        /// The variant.
        variant: String,
        /// Its files.
        width: u32,
        /// Its ranks.
        height: u32,
        /// The squares the set type holds.
        squares: u32,
        /// Whether the widest set type (`Wide<4>`, 256 squares) holds it.
        widest_fits: bool,
    },
    /// Pawns promote to a piece whose moves the engine does not know: add
    /// a [`PieceDef`](crate::notes::PieceDef) with its Betza moves.
    UnknownPromotion {
        /// The variant.
        variant: String,
        /// The piece, as the spec's `promote … to` names it.
        piece: String,
    },
    /// Two kinds of piece would share a FEN letter.
    LetterTaken {
        /// The piece or pawn kind that wants the letter.
        piece: String,
        /// The letter.
        letter: char,
        /// Whether `piece` is a pawn kind of the spec (whose letter the
        /// notes' `kind_letters` set).
        piece_is_kind: bool,
        /// The kind that has it.
        owner: String,
        /// Whether the owner is a pawn kind of the spec (whose letter the
        /// notes' `kind_letters` can change).
        owner_is_kind: bool,
    },
    /// More kinds of piece than a position holds.
    TooManyKinds {
        /// The kinds the variant has.
        kinds: usize,
        /// The most the engine holds.
        max: usize,
    },
    /// Pawns promote to a piece named as one of the spec's pawn kinds,
    /// which takes its name (and letter).
    PromotionToKind {
        /// The variant.
        variant: String,
        /// The kind.
        kind: String,
    },
    /// Pawns (or pieces, by `promotedPieceType`) promote to a king
    /// where kings are royal (a side would have two): that is for
    /// commoner kings or pseudo-royal ones.
    RoyalPromotion {
        /// The variant.
        variant: String,
    },
    /// What the variant's notes (its side file) say cannot be set up: a
    /// piece or kind they name that the variant lacks, a square off the
    /// board, rules that contradict each other.
    Notes {
        /// What is wrong, naming the note.
        message: String,
    },
    /// Rules the engine does not play together (more than two pawn
    /// kinds, the duck beside royal kings, …).
    Unplayed {
        /// The variant.
        variant: String,
        /// The rules that stand in the way.
        rules: &'static str,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::BoardTooLarge {
                variant,
                width,
                height,
                squares,
                widest_fits,
            } => {
                write!(
                    f,
                    "`{variant}` is {} {width} x {height} board, more than the {squares} squares of the engine's sets it was asked to play on",
                    crate::fen::article(*width)
                )?;
                if *widest_fits {
                    f.write_str(" (play it on `Wide<4>` sets: `Rules::<pawnshift::Wide<4>>`)")?;
                }
                Ok(())
            }
            RulesError::UnknownPromotion { variant, piece } => write!(
                f,
                "`{variant}`'s pawns promote to `{piece}`, whose moves the engine does not know: describe them in Betza notation"
            ),
            RulesError::LetterTaken {
                piece,
                letter,
                owner,
                ..
            } => write!(
                f,
                "the piece `{piece}` cannot take the letter `{letter}`, which is the {owner}'s"
            ),
            RulesError::PromotionToKind { variant, kind } => write!(
                f,
                "`{variant}`'s pawns promote to `{kind}`, which is the name of one of its pawn kinds: a pawn promotes to a piece, so the kind needs another name"
            ),
            RulesError::RoyalPromotion { variant } => write!(
                f,
                "`{variant}`'s pawns or pieces promote to `king`, but its kings are royal and a side has one: a piece may become a king where kings are commoners (a side file's `king = -` with `commoner = k`) or pseudo-royal"
            ),
            RulesError::TooManyKinds { kinds, max } => {
                write!(f, "{kinds} kinds of piece, more than the engine's {max}")
            }
            RulesError::Notes { message } => f.write_str(message),
            RulesError::Unplayed { variant, rules } => {
                write!(f, "the engine does not play `{variant}`'s rules: {rules}")
            }
        }
    }
}

impl std::error::Error for RulesError {}

impl From<String> for RulesError {
    /// A message about the notes ([`RulesError::Notes`]).
    fn from(message: String) -> RulesError {
        RulesError::Notes { message }
    }
}

/// Why the engine refuses a position of a variant it plays.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PositionError {
    /// The FEN is malformed, or describes a position no game of the
    /// variant reaches.
    Fen(FenError),
    /// No FEN was given, and the spec has no `start` position.
    NoStart {
        /// The variant.
        variant: String,
    },
    /// A FEN letter that is no piece of the variant.
    UnknownLetter {
        /// The letter as the FEN writes it (`z`, `+p`).
        letter: String,
        /// Where: a square's name, or `in hand`.
        place: String,
        /// The variant.
        variant: String,
        /// The letters it knows, for that side.
        known: Vec<String>,
    },
    /// A piece whose moves the engine does not know.
    CannotMove {
        /// The piece's name.
        piece: String,
        /// Its side.
        color: Color,
        /// Where: a square's name, or `in hand`.
        place: String,
    },
    /// A side holds pawns of a kind the variant gives it no rules for.
    NoPawnRules {
        /// The variant.
        variant: String,
        /// The side.
        color: Color,
        /// The pawn kind (`pawn` for the variant's pawns).
        kind: String,
    },
    /// A position the engine does not play: one no game of the variant
    /// reaches, or one it holds no room for.
    Unplayed {
        /// What stands in the way.
        reason: &'static str,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Fen(e) => e.fmt(f),
            PositionError::NoStart { variant } => {
                write!(f, "`{variant}` has no start position: give a FEN")
            }
            PositionError::UnknownLetter {
                letter,
                place,
                variant,
                known,
            } => {
                let at = if place == "in hand" { "" } else { "on " };
                write!(
                    f,
                    "bad FEN: unknown piece `{letter}` {at}{place}: {variant} knows {}",
                    known.join(" ")
                )
            }
            PositionError::CannotMove {
                piece,
                color,
                place,
            } => {
                let at = if place == "in hand" { "" } else { "on " };
                write!(
                    f,
                    "the engine cannot move the {} {piece} {at}{place}: describe its moves in Betza notation",
                    color_name(*color)
                )
            }
            PositionError::NoPawnRules {
                variant,
                color,
                kind,
            } => {
                let what = if kind == "pawn" {
                    "pawns".to_owned()
                } else {
                    format!("pawns of the kind `{kind}`")
                };
                let side = match color {
                    Color::White => "White",
                    Color::Black => "Black",
                };
                write!(
                    f,
                    "{variant} has no rules for {side}'s {what}, and the position has some"
                )
            }
            PositionError::Unplayed { reason } => {
                write!(f, "a position the engine does not play: {reason}")
            }
        }
    }
}

impl std::error::Error for PositionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PositionError::Fen(e) => Some(e),
            _ => None,
        }
    }
}

impl From<FenError> for PositionError {
    fn from(e: FenError) -> PositionError {
        PositionError::Fen(e)
    }
}

/// `white` or `black`.
fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}
