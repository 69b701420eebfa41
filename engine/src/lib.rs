//! A small engine over pawnshift's bundled variants: FEN parsing for any
//! board size, and a uniform `u128` view of every generated module's rule
//! tables (`VARIANT`), so tools can work on a variant chosen at run time.

pub mod fen;
pub mod show;
pub mod variants;

pub use fen::{FenError, Piece, Position};
pub use variants::{BUNDLED, Bundled, SideView, find};
