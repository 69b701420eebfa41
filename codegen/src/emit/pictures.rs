//! Board diagrams for the generated docs.

use crate::geometry::{Geometry, Squares};
use crate::ir::Move;

use super::{Emitter, Mode};

pub(super) fn diagram_block(g: Geometry, set: Squares, mark: char) -> String {
    format!("```text\n{}\n```", g.diagram(set, mark))
}

/// A board with the sample pawn `P` (nearest the centre among squares
/// from which `reach` is not empty) and the squares it reaches `x`, under
/// `heading`; empty if no square reaches anything.
pub(super) fn sample_picture(g: Geometry, heading: &str, reach: impl Fn(u32) -> Squares) -> String {
    let Some(square) = sample_square(g, &reach) else {
        return String::new();
    };
    let reached = reach(square);
    let board = g.diagram_with(|sq| {
        if sq == square {
            Some('P')
        } else {
            reached.contains(sq).then_some('x')
        }
    });
    format!("{heading}\n\n```text\n{board}\n```")
}

/// The square nearest the centre from which `reach` is not empty.
pub(super) fn sample_square(g: Geometry, reach: impl Fn(u32) -> Squares) -> Option<u32> {
    let centre = |sq: u32| {
        let (f, r) = (sq % g.width, sq / g.width);
        let df = (2 * f).abs_diff(g.width - 1);
        let dr = (2 * r).abs_diff(g.height - 1);
        df * df + dr * dr
    };
    (0..g.squares())
        .filter(|&sq| !reach(sq).is_empty())
        .min_by_key(|&sq| (centre(sq), sq))
}

impl Emitter<'_> {
    /// A board with one sample pawn `P` and the squares its rule reaches `x`.
    pub(super) fn picture(&self, m: &Move) -> String {
        let g = self.g();
        let heading = match self.mode {
            Mode::One(_) => "On an empty board, from the pawn `P`:",
            Mode::Both { .. } => "For white, on an empty board, from the pawn `P`:",
        };
        sample_picture(g, heading, |sq| m.reach_square(g, sq))
    }

    pub(super) fn attacks_picture(&self) -> String {
        let g = self.g();
        let side = self.side();
        let heading = match self.mode {
            Mode::One(_) => "A pawn `P` attacks the squares `x`:",
            Mode::Both { .. } => "A white pawn `P` attacks the squares `x`:",
        };
        sample_picture(g, heading, |sq| {
            side.moves
                .iter()
                .filter(|m| m.captures())
                .map(|m| m.reach_square(g, sq))
                .fold(Squares::EMPTY, |a, b| a | b)
        })
    }
}
