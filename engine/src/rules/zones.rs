//! Squares the notes name (zones, regions, diagonal lines), and
//! sittuyin's promotion move.

use crate::betza::{Hop, Movement, PieceMoves};
use crate::notes::{Notes, Zone};
use crate::set::Set;

use super::kinds::{Kind, PawnKind, PieceType, kind_named};

/// White's and Black's zones of the option `what` as squares.
pub(super) fn zone_masks<S: Set>(
    zones: &[Zone; 2],
    width: i32,
    height: i32,
    what: &str,
) -> Result<[S; 2], String> {
    let mask = |z: &Zone| z.mask(width, height).map_err(|e| format!("`{what}`: {e}"));
    Ok([mask(&zones[0])?, mask(&zones[1])?])
}

/// Sets the notes' `regions` on `types` (never a pawn kind's: the
/// spec says where pawns go) and returns where pieces may be dropped.
pub(super) fn place_regions<S: Set>(
    notes: &Notes,
    types: &mut [PieceType<S>],
    pawns: &[PawnKind<S>],
    width: i32,
    height: i32,
) -> Result<[S; 2], String> {
    for (name, zones) in &notes.regions {
        let kind = kind_named(types, name).map_err(|e| format!("`mobilityRegion`: {e}"))?;
        if pawns.iter().any(|p| p.kind == kind) {
            return Err(format!(
                "`mobilityRegion` of `{name}`: the spec says where its pawns go"
            ));
        }
        types[kind.index()].region =
            zone_masks(zones, width, height, &format!("mobilityRegion` of `{name}"))?;
    }
    for (name, zones) in &notes.kind_drop_regions {
        let line = format!("sittuyinRookDrop` for `{name}");
        let kind = kind_named(types, name).map_err(|e| format!("`{line}`: {e}"))?;
        if pawns.iter().any(|p| p.kind == kind) {
            return Err(format!(
                "`{line}`: the spec says where its pawns are dropped"
            ));
        }
        types[kind.index()].drop_zone = zone_masks(zones, width, height, &line)?;
    }
    match &notes.drop_region {
        None => Ok([S::ALL; 2]),
        Some(zones) => zone_masks(zones, width, height, "dropRegion"),
    }
}

/// The notes' `promotion_move` (`sittuyinPromotion`): the piece, and
/// each side's zone.
pub(super) fn promotion_move<S: Set>(
    notes: &Notes,
    types: &[PieceType<S>],
    width: i32,
    height: i32,
) -> Result<Option<(Kind, [S; 2])>, String> {
    let Some((name, zones)) = &notes.promotion_move else {
        return Ok(None);
    };
    Ok(Some((
        kind_named(types, name).map_err(|e| format!("`sittuyinPromotion`: {e}"))?,
        zone_masks(zones, width, height, "sittuyinPromotion")?,
    )))
}

/// The side file's diagonal lines as squares, the moves along them of
/// each piece that moves along them (the notes' `diagonal_kinds`) set on
/// `types`.
pub(super) fn diagonal_lines<S: Set>(
    notes: &Notes,
    types: &mut [PieceType<S>],
    width: i32,
    height: i32,
) -> Result<S, String> {
    let Some(zone) = &notes.diagonal_lines else {
        return Ok(S::EMPTY);
    };
    let along =
        |name: &str| (notes.diagonal_kinds.as_ref()).is_none_or(|k| k.iter().any(|n| n == name));
    for t in types.iter_mut().filter(|t| along(&t.name)) {
        t.diagonal = t.movement.as_ref().map(|m| m.clone().map(diagonal_moves));
    }
    zone.mask(width, height)
        .map_err(|e| format!("`diagonalLines`: {e}"))
}

/// A piece's moves along diagonal lines: each forward or backward step or
/// ride (and hop) becomes the two diagonal ones that way, each a ride so
/// that pieces block it.
fn diagonal_moves(moves: PieceMoves) -> PieceMoves {
    let turn = |m: Movement| {
        let mut d = Movement::default();
        let steps = m
            .leaps
            .iter()
            .map(|&l| (l, 1))
            .chain(m.rides.iter().copied());
        for ((df, dr), range) in steps {
            if df == 0 && dr.abs() == 1 {
                for side in [-1, 1] {
                    if !d.rides.contains(&((side, dr), range)) {
                        d.rides.push(((side, dr), range));
                    }
                }
            }
        }
        for hop in &m.hops {
            let (df, dr) = hop.step;
            if df == 0 && dr.abs() == 1 {
                for side in [-1, 1] {
                    d.hops.push(Hop {
                        step: (side, dr),
                        ..*hop
                    });
                }
            }
        }
        d
    };
    PieceMoves {
        quiet: turn(moves.quiet),
        capture: turn(moves.capture),
    }
}
