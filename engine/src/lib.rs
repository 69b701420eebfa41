//! A small engine over pawnshift's pawn rules, bundled or loaded from a
//! spec at run time: FEN parsing for any board size, one view of every
//! generated module's rule tables (`VARIANT`) and of run-time rules
//! (`pawnshift-dynamic`) through the engine's set type, so tools can work
//! on a variant chosen at run time, and a kings-and-pawns perft whose pawn
//! moves come from the generated serialisers (or the run-time ones), with
//! promoted pieces described in Betza notation.
//!
//! Positions are kept in one set type per board size ([`Set`]): `u128` up
//! to 128 squares, [`pawnshift::Wide<4>`] up to 16 x 16. [`game::Rules`]
//! is generic over it; [`game::Rules::new`] refuses a board its set type
//! cannot hold (and rules its search does not play together), and
//! [`set::fits`] says which type a board needs.
//! [`AnyRules`] picks the set type for you, behind methods compiled once
//! in this crate: what a program that loads its variant at run time uses.
//!
//! # Example
//!
//! A spec file's text (as `pawnshift check` reads it), its side file (a
//! section of a Fairy-Stockfish `variants.ini`: chess, with the amazon the
//! pawns promote to), a perft of the start position and the legal moves
//! of another:
//!
//! ```
//! use pawnshift_engine::notes::fsf::VariantsIni;
//! use pawnshift_engine::{AnyRules, PawnRules};
//!
//! let spec = r#"
//!     /// Chess whose pawns promote to an amazon (queen and knight) only.
//!     pub mod amazon_chess {
//!         board 8 x 8;
//!         start "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//!         white forward north {
//!             push 1;
//!             push 2 from rank 2 en_passant;
//!             capture north_west | north_east;
//!             promote at rank 8 to amazon;
//!         }
//!         black mirrors white;
//!     }
//! "#;
//! let side_file = "[amazon-chess:chess]\namazon = a\n";
//!
//! let variant = PawnRules::load("amazon_chess.pawns", spec)?.remove(0);
//! let side = VariantsIni::parse("amazon_chess.ini", side_file)?;
//! let notes = side.import(side.section_for(&variant.name)?)?.notes;
//! let rules = AnyRules::with_notes(&variant, &notes)?;
//! // No pawn promotes in three plies: chess's count.
//! assert_eq!(rules.perft(None, 3)?, 8_902);
//! let moves = rules.legal_moves(Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"))?;
//! assert_eq!(moves.len(), 6, "{moves:?}"); // a8=amazon and five king steps
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Bundled variants ([`bundled`], [`find`]) are behind the `bundled`
//! feature, off by default.

mod any;
pub mod betza;
pub mod error;
mod fast;
pub mod fen;
pub mod game;
pub mod notes;
mod rules;
pub mod set;
pub mod show;
pub mod variants;

pub use any::AnyRules;
pub use error::{PositionError, RulesError};
pub use fen::{FenError, Piece, Position};
pub use set::Set;
pub use variants::{Bundled, PawnRules, SideView, bundled, find};
