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
//! cannot hold, and [`set::fits`] says which type a board needs.

pub mod betza;
pub mod error;
mod fast;
pub mod fen;
pub mod game;
pub mod notes;
pub mod set;
pub mod show;
pub mod variants;

pub use error::{PositionError, RulesError};
pub use fen::{FenError, Piece, Position};
pub use set::Set;
pub use variants::{Bundled, PawnRules, SideView, bundled, find};
