//! A checked spec as plain data: the geometry, each side's rules in board
//! directions with their start masks, and the promotion zones, exactly as
//! the emitter turns them into code. For back ends that run at run time
//! (`pawnshift::dynamic`), which must compute what the generated code
//! computes without deriving anything again.

use std::path::Path;

use crate::Diagnostic;
use crate::ast::MoveKind;
use crate::geometry::{Direction, Geometry, Squares};
use crate::ir;

/// One checked module of a spec.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    /// The module's name.
    pub name: String,
    /// The board.
    pub geometry: Geometry,
    /// Every promotion piece, first mention first; promotion indices index
    /// this list.
    pub pieces: Vec<Piece>,
    /// White's rules, if the spec declares white.
    pub white: Option<Side>,
    /// Black's rules, if the spec declares black.
    pub black: Option<Side>,
    /// Some push of the module or of one of its kinds creates en-passant
    /// squares, so capture rules also capture onto them.
    pub en_passant: bool,
    /// Further pawn kinds (`kind sergeant { … }`), each a module of its own
    /// named after the kind, on this board, without a start position or
    /// kinds of its own.
    pub kinds: Vec<Module>,
    /// The start position (a FEN), if the spec gives one.
    pub start: Option<String>,
    /// The module's doc comment, one line per `///` line.
    pub docs: String,
}

/// A promotion piece: its name in the spec and its limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// As named in the spec (`queen`).
    pub name: String,
    /// The most of it a side may have (`queen(1)`), if limited.
    pub limit: Option<u8>,
}

/// One side's rules, in board directions and squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    /// The side's forward direction.
    pub forward: Direction,
    /// The move rules, in spec order.
    pub rules: Vec<Rule>,
    /// Squares where a move must promote (empty if none).
    pub promotion_zone: Squares,
    /// Squares where a move may promote (empty if none).
    pub optional_promotion_zone: Squares,
    /// The pieces of the mandatory zone, as indices into [`Module::pieces`].
    pub promotion_pieces: Vec<u8>,
    /// The pieces of the optional zone, as indices into [`Module::pieces`].
    pub optional_promotion_pieces: Vec<u8>,
    /// Where pawns from the hand may be dropped, if the side drops pawns.
    pub drop: Option<Drop>,
}

/// A `drop` rule, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drop {
    /// The squares: the rule's, without those where a pawn could never move
    /// again.
    pub zone: Squares,
    /// The most own pawns a file may hold for a drop onto it.
    pub per_file: Option<u32>,
    /// The zone keeps squares where the pawn could never move again
    /// (`immobile`).
    pub immobile: bool,
}

/// What a move rule does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `push N`: through empty squares onto an empty square; `en_passant`
    /// when the passed squares become en-passant squares.
    Push {
        /// Squares moved.
        steps: u32,
        /// Whether the push creates en-passant squares.
        en_passant: bool,
        /// Whether the push leaps its passed squares, empty or not.
        jumping: bool,
    },
    /// `capture`: one step onto an enemy piece.
    Capture,
    /// `step`: one step onto an empty square or an enemy piece.
    Step,
}

impl Kind {
    /// Squares moved.
    pub const fn steps(self) -> u32 {
        match self {
            Kind::Push { steps, .. } => steps,
            Kind::Capture | Kind::Step => 1,
        }
    }

    /// Moves onto empty squares (push, step).
    pub const fn quiet(self) -> bool {
        !matches!(self, Kind::Capture)
    }

    /// Captures enemy pieces (capture, step).
    pub const fn captures(self) -> bool {
        !matches!(self, Kind::Push { .. })
    }
}

/// A `push`, `capture` or `step` rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The base of its generated names (`double_push`, `north_west`).
    pub name: String,
    /// The rule as spec text, directions spelled out.
    pub spec: String,
    /// What it does.
    pub kind: Kind,
    /// Its directions, in spec order.
    pub directions: Vec<Direction>,
    /// The squares it may start from (the board when it has no `from`).
    pub from: Squares,
    /// The Betza string the rule was translated from, if it was.
    pub betza: Option<String>,
}

impl Rule {
    /// The generated function giving the quiet targets
    /// (`NAME_targets(pawns, empty)`), if the rule has quiet moves.
    pub fn targets_fn(&self) -> Option<String> {
        self.kind.quiet().then(|| ir::targets_fn(&self.name))
    }

    /// The generated function giving the pawns able to make the quiet move
    /// (`pawns_able_to_NAME(pawns, empty)`), if the rule has quiet moves.
    pub fn able_fn(&self) -> Option<String> {
        self.kind.quiet().then(|| ir::able_fn(&self.name))
    }

    /// The generated function giving the captures
    /// (`NAME_captures(pawns, enemies)`), if the rule captures.
    pub fn captures_fn(&self) -> Option<String> {
        self.kind.captures().then(|| ir::captures_fn(&self.name))
    }

    /// The generated function giving the pawns able to capture
    /// (`pawns_able_to_capture_NAME(pawns, enemies)`), if the rule captures.
    pub fn able_to_capture_fn(&self) -> Option<String> {
        self.kind
            .captures()
            .then(|| ir::able_to_capture_fn(&self.name))
    }

    /// The generated function giving the passed squares
    /// (`NAME_passed_squares(from, to)`), if the push creates en passant.
    pub fn passed_fn(&self) -> Option<String> {
        matches!(
            self.kind,
            Kind::Push {
                en_passant: true,
                ..
            }
        )
        .then(|| ir::passed_fn(&self.name))
    }
}

/// Parses and checks a spec's text; `path` only names it in diagnostics.
/// Returns every module, or every problem found, in source order, with the
/// messages the macro gives.
pub fn check_source(path: &Path, source: &str) -> Result<Vec<Module>, Vec<Diagnostic>> {
    let tokens = crate::diagnostic::tokens(path, source)?;
    crate::checked(tokens)
        .map(|modules| modules.iter().map(Module::from_ir).collect())
        .map_err(|e| Diagnostic::all(path, e))
}

impl Module {
    fn from_ir(module: &ir::Module) -> Module {
        let side = |color| {
            module
                .sides
                .iter()
                .find(|s| s.color == color)
                .map(|s| Side::from_ir(s, module.geometry))
        };
        Module {
            name: module.name.to_string(),
            geometry: module.geometry,
            pieces: module
                .pieces
                .iter()
                .map(|p| Piece {
                    name: p.spec_name.clone(),
                    limit: p.limit,
                })
                .collect(),
            white: side(crate::ast::Color::White),
            black: side(crate::ast::Color::Black),
            en_passant: module.en_passant,
            kinds: module.kinds.iter().map(Module::from_ir).collect(),
            start: module.start.clone(),
            docs: module
                .attrs
                .iter()
                .filter_map(crate::ast::doc_text)
                .collect::<Vec<_>>()
                .join("\n"),
        }
    }
}

impl Side {
    fn from_ir(side: &ir::Side, geometry: Geometry) -> Side {
        let zone = |optional| side.promotion(optional).map_or(Squares::EMPTY, |p| p.zone);
        let pieces = |optional| {
            side.promotion(optional).map_or_else(Vec::new, |p| {
                p.pieces
                    .iter()
                    .map(|&i| u8::try_from(i).unwrap_or(u8::MAX))
                    .collect()
            })
        };
        Side {
            forward: side.forward,
            rules: side
                .moves
                .iter()
                .map(|m| Rule {
                    name: m.base.clone(),
                    spec: m.describe(geometry),
                    kind: match m.kind {
                        MoveKind::Push { steps } => Kind::Push {
                            steps,
                            en_passant: m.en_passant,
                            jumping: m.jumping,
                        },
                        MoveKind::Capture => Kind::Capture,
                        MoveKind::Step => Kind::Step,
                    },
                    directions: m.dirs.clone(),
                    from: m.from_mask,
                    betza: m.betza.clone(),
                })
                .collect(),
            promotion_zone: zone(false),
            optional_promotion_zone: zone(true),
            promotion_pieces: pieces(false),
            optional_promotion_pieces: pieces(true),
            drop: side.drop,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_as_data() {
        let source = "pub mod chess { white forward north { push 1; push 2 from rank 2 en_passant; \
                      capture north_west | north_east; promote at rank 8 to queen | rook; } \
                      black mirrors white; }";
        let modules = check_source(Path::new("chess.pawns"), source).unwrap();
        let chess = &modules[0];
        assert_eq!(chess.name, "chess");
        assert!(chess.en_passant);
        let black = chess.black.as_ref().unwrap();
        assert_eq!(
            black.rules[1].kind,
            Kind::Push {
                steps: 2,
                en_passant: true,
                jumping: false
            }
        );
        assert_eq!(black.rules[1].from, Squares::from_u128(0xff << 48));
        assert_eq!(black.rules[1].spec, "push 2 south from rank 7 en_passant");
        assert_eq!(black.promotion_zone, Squares::from_u128(0xff));
        assert_eq!(black.promotion_pieces, [0, 1]);
    }

    #[test]
    fn betza_strings_become_the_hand_written_rules() {
        let rules = |body: &str| {
            let source = format!(
                "pub mod m {{ white forward north {{ {body} promote at rank 8 to queen; }} black mirrors white; }}"
            );
            let module = check_source(Path::new("m.pawns"), &source)
                .unwrap()
                .remove(0);
            let side = |s: Option<Side>| {
                s.unwrap()
                    .rules
                    .into_iter()
                    .map(|r| (r.kind, r.directions, r.from))
                    .collect::<Vec<_>>()
            };
            (side(module.white), side(module.black))
        };
        for (betza, hand) in [
            (
                "fmWfceFifmnD",
                "push 1; capture north_west | north_east; push 2 from rank 2 en_passant;",
            ),
            (
                "mfFcfeWimfnA",
                "push 1 north_west | north_east; capture north; push 2 north_west | north_east from rank 2 en_passant;",
            ),
            (
                "fsmWfceFifmnD",
                "push 1 north | west | east; capture north_west | north_east; push 2 from rank 2 en_passant;",
            ),
            (
                "fmFfcWimA",
                "push 1 north_west | north_east; capture north; push 2 north_west | north_east from rank 2 jumping;",
            ),
            ("fW", "step north;"),
        ] {
            assert_eq!(
                rules(&format!("betza \"{betza}\";")),
                rules(hand),
                "{betza}"
            );
        }
    }

    #[test]
    fn errors_are_located() {
        let errors = check_source(
            Path::new("x.pawns"),
            "pub mod m {\n  white forward nort { push 1; }\n}",
        )
        .unwrap_err();
        assert_eq!(
            (errors[0].line, errors[0].column, errors[0].end_column),
            (2, 17, 21)
        );
        assert!(
            errors[0]
                .to_string()
                .starts_with("x.pawns:2:17: error: unknown direction `nort`")
        );
    }
}
