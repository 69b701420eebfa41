//! A small engine over pawnshift's bundled variants: FEN parsing for any
//! board size, a uniform `u128` view of every generated module's rule
//! tables (`VARIANT`), so tools can work on a variant chosen at run time,
//! and a kings-and-pawns perft whose pawn moves come from the generated
//! serialisers.

mod fast;
pub mod fen;
pub mod game;
pub mod show;
pub mod variants;

pub use fen::{FenError, Piece, Position};
pub use variants::{BUNDLED, Bundled, SideView, find};
