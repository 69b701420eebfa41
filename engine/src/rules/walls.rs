//! Walls the mover puts (Fairy-Stockfish's `wallingRule`): with each
//! move the duck, an arrow or a trail, or, instead of a move, a wall by
//! the board's edge or beside one that stands.

use crate::notes::Walling;
use crate::set::{Set, squares};

use super::geometry::{beside, edge_squares};

/// Where the mover puts walls, as the rules play them.
pub(crate) enum Walls<S> {
    /// With each move, a wall.
    With(WallWith),
    /// Instead of a move, a wall on one of these squares.
    EdgeOrMove(EdgeWalls<S>),
}

/// Where the wall put with each move goes: on a square empty after the
/// move (less the walls standing), and
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WallWith {
    /// anywhere: the duck, the one wall, which leaves its square for it.
    Duck,
    /// where the piece that moved could move from where it landed
    /// (amazons); walls stay.
    Arrow,
    /// on the square the piece left (snailtrail); walls stay.
    Past,
}

/// The squares a wall may go by the edge rule: on the board's edge files
/// and ranks, or north, south, east or west of a wall.
pub(crate) struct EdgeWalls<S> {
    /// The edge files and ranks.
    edge: S,
    /// The squares north, south, east and west of each square.
    beside: Vec<S>,
}

impl<S: Set> Walls<S> {
    /// The notes' `walling` on a `width` x `height` board.
    pub(super) fn new(walling: Walling, width: i32, height: i32) -> Walls<S> {
        match walling {
            Walling::Duck => Walls::With(WallWith::Duck),
            Walling::Arrow => Walls::With(WallWith::Arrow),
            Walling::Past => Walls::With(WallWith::Past),
            Walling::EdgeOrMove => Walls::EdgeOrMove(EdgeWalls {
                edge: edge_squares(width, height),
                beside: beside(width, height),
            }),
        }
    }
}

impl<S: Set> EdgeWalls<S> {
    /// The squares a wall may go where `walls` stand and `occupied` (walls
    /// among them) are taken.
    pub(crate) fn squares(&self, walls: S, occupied: S) -> S {
        let beside = squares(walls).fold(S::EMPTY, |set, square| {
            set | self
                .beside
                .get(usize::from(square))
                .copied()
                .unwrap_or(S::EMPTY)
        });
        (self.edge | beside) & !occupied
    }

    /// The same squares in another set type (one that holds the board).
    pub(crate) fn to<T: Set>(&self) -> EdgeWalls<T> {
        EdgeWalls {
            edge: self.edge.to(),
            beside: self.beside.iter().map(|&set| set.to()).collect(),
        }
    }
}
