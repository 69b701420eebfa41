//! A small engine over pawnshift's pawn rules, bundled or loaded from a
//! spec at run time: FEN parsing for any board size, a uniform `u128` view
//! of every generated module's rule tables (`VARIANT`) and of run-time
//! rules (`pawnshift-dynamic`), so tools can work on a variant chosen at
//! run time, and a kings-and-pawns perft whose pawn moves come from the
//! generated serialisers (or the run-time ones), with promoted pieces
//! described in Betza notation.

pub mod betza;
mod fast;
pub mod fen;
pub mod game;
pub mod notes;
pub mod show;
pub mod variants;

pub use fen::{FenError, Piece, Position};
pub use variants::{Bundled, PawnRules, SideView, bundled, find};
