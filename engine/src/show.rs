//! `show`: the side to move's pawn moves in a position, rule by rule,
//! computed by the variant's rules (generated or run-time).

use std::fmt::Write as _;

use pawnshift::{CellDiagram, Color, Diagram, RuleKind};

use crate::Position;
use crate::game::Rules;
use crate::set::{Set, Widest};

/// The boards of `show`, as text. The FEN (by default the variant's
/// start-like position) is checked as perft checks it; an error names what
/// is wrong.
pub fn show<S: Set>(rules: &Rules<S>, fen: Option<&str>) -> Result<String, String> {
    let variant = rules.variant();
    let (width, height) = (variant.width, variant.height);
    let Some(fen) = fen.or(variant.start.as_deref()) else {
        return Err(format!(
            "`{}` has no start position: give a FEN",
            variant.name
        ));
    };
    let engine = rules.position(fen).map_err(|e| e.to_string())?;
    let position = Position::parse(fen, width, height).map_err(|e| e.to_string())?;
    let color = position.side_to_move;
    if rules
        .pawn_kinds()
        .iter()
        .all(|&(kind, _)| rules.kind_side(kind, color).is_none())
    {
        return Err(format!(
            "`{}` declares no rules for {}",
            variant.name,
            name(color)
        ));
    }
    let board = |set: Widest| Diagram::wide(set, width, height).to_string();
    let own = position.set(color, None);
    let enemies = position.set(color.other(), None);
    // A wall (`*`) is neither empty nor an enemy.
    let empty = position.board() & !position.occupied() & !position.walls;

    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}: {width} x {height}, {} to move\n\n{}\n",
        variant.name,
        name(color),
        CellDiagram::new(width, height, |sq| {
            if position.walls.contains(sq) {
                Some('*')
            } else {
                position.squares[sq as usize].map(crate::Piece::fen_char)
            }
        })
    );
    if let Some(hand) = &position.hand {
        let letters: String = hand.iter().map(|p| p.fen_char()).collect();
        let _ = writeln!(
            out,
            "in hand: {}\n",
            if letters.is_empty() {
                "nothing"
            } else {
                &letters
            }
        );
    }
    let kinds = rules.pawn_kinds();
    let mut all = Widest::EMPTY;
    for &(kind, kind_name) in &kinds {
        let Some(side) = rules.kind_side(kind, color) else {
            continue;
        };
        if kinds.len() > 1 {
            let _ = writeln!(out, "== {kind_name} ==\n");
        }
        let pawns = engine.pieces(color, kind).to();
        let (moves, en_passant) = rule_moves(
            &mut out,
            side,
            [pawns, empty, enemies, position.en_passant],
            &board,
        );
        // (An en-passant capture never promotes.)
        let barred = promotions(&mut out, side, moves, &board);
        if let Some(targets) = side.drop_targets(pawns, empty) {
            let _ = writeln!(
                out,
                "{kind_name} drops ({} in hand):\n{}\n",
                engine.in_hand(color, kind),
                board(targets)
            );
        }
        all |= (moves & !barred) | en_passant;
    }
    let _ = writeln!(out, "all pawn moves:\n{}", board(all & !own));
    Ok(out)
}

/// The boards of each rule of `side` and of its en-passant captures, for
/// `[pawns, empty, enemies, en_passant]`; returns the squares the rules'
/// moves reach, and those its en-passant captures do.
fn rule_moves(
    out: &mut String,
    side: &crate::SideView,
    [pawns, empty, enemies, en_passant]: [Widest; 4],
    board: &dyn Fn(Widest) -> String,
) -> (Widest, Widest) {
    let mut moves = Widest::EMPTY;
    for (index, rule) in side.rules().iter().enumerate() {
        let what = match rule.kind {
            RuleKind::Push { steps: 1, .. } => "single pushes".to_owned(),
            RuleKind::Push { steps, .. } => format!("{steps}-step pushes"),
            RuleKind::Capture => "captures".to_owned(),
            RuleKind::Step => "steps".to_owned(),
        };
        if let Some(targets) = side.quiet(index, pawns, empty) {
            moves |= targets;
            let _ = writeln!(
                out,
                "{what} (`{}`), onto empty squares:\n{}\n",
                rule.spec,
                board(targets)
            );
        }
        if let Some(targets) = side.capture(index, pawns, enemies) {
            moves |= targets;
            let _ = writeln!(
                out,
                "{what} (`{}`), captures:\n{}\n",
                rule.spec,
                board(targets)
            );
        }
    }
    let mut passant = Widest::EMPTY;
    if let Some(targets) = side.en_passant_captures(pawns, en_passant)
        && !en_passant.is_empty()
    {
        passant = targets;
        let _ = writeln!(out, "en-passant captures:\n{}\n", board(targets));
    }
    (moves, passant)
}

/// The promotion boards: which of `all` must, and which may, promote;
/// returns the targets no move goes to (a zone that promotes `to none`).
fn promotions(
    out: &mut String,
    side: &crate::SideView,
    all: Widest,
    board: &dyn Fn(Widest) -> String,
) -> Widest {
    let mut barred = Widest::EMPTY;
    if let Some(split) = side.promotion_split(all) {
        let (mandatory, optional) = side.promotion_pieces();
        if mandatory.is_empty() && !split.mandatory.is_empty() {
            barred = split.mandatory;
            let _ = writeln!(
                out,
                "moves into the zone, never made (it promotes to none):\n{}\n",
                board(split.mandatory)
            );
        } else if !mandatory.is_empty() {
            let _ = writeln!(
                out,
                "moves that must promote (to {}):\n{}\n",
                mandatory.join(", "),
                board(split.mandatory)
            );
        }
        if !optional.is_empty() {
            let _ = writeln!(
                out,
                "moves that may promote (to {}):\n{}\n",
                optional.join(", "),
                board(split.optional)
            );
        }
    }
    barred
}

fn name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}
