//! The checked spec as plain data: geometry, sides, rules with their masks.
//! Built by [`crate::check`], read by [`crate::emit`]. Nothing here can be
//! wrong any more: every rank is on the board, every guard is the derived one.

use proc_macro2::Ident;
use syn::{Attribute, Visibility};

use crate::ast::{Color, Derivation, MoveKind};
use crate::geometry::{Direction, Geometry, Squares};

/// One generated module.
pub(crate) struct Module {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub name: Ident,
    pub geometry: Geometry,
    /// White first, then black; only the sides the spec declares.
    pub sides: Vec<Side>,
    /// One side derives from the other (`mirrors`, `rotates`), so their
    /// rules match one to one and colour-parametrised functions exist.
    pub mirrored: bool,
    /// Every promotion piece named in the module, first mention first.
    pub pieces: Vec<Piece>,
    /// The start position, a FEN, if the spec gives one.
    pub start: Option<String>,
    /// Further pawn kinds (`kind sergeant { … }`), each a module on this
    /// board, generated inside this one; their own `kinds` are empty.
    pub kinds: Vec<Module>,
    /// Some push of the module or of one of its kinds creates en-passant
    /// squares, so every kind's `capture` rules capture onto them.
    pub en_passant: bool,
}

/// A promotion piece: `queen` in the spec, `Queen` as an enum variant.
pub(crate) struct Piece {
    pub spec_name: String,
    pub variant: Ident,
    /// The most of this piece a side may have (`queen(1)`), if limited.
    pub limit: Option<u8>,
}

/// One side's rules, in absolute board directions and ranks.
#[derive(Clone)]
pub(crate) struct Side {
    pub color: Color,
    pub forward: Direction,
    pub docs: Vec<Attribute>,
    /// The side this one was derived from, and how (`mirrors`, `rotates`).
    pub mirror_of: Option<(Color, Derivation)>,
    pub moves: Vec<Move>,
    pub promotions: Vec<Promotion>,
    pub drop: Option<Drop>,
}

/// A `drop` rule: where pawns from the hand may be placed (the public
/// checked data serves the IR too).
pub(crate) use crate::rules::Drop;

impl Side {
    pub(crate) fn promotion(&self, optional: bool) -> Option<&Promotion> {
        self.promotions.iter().find(|p| p.optional == optional)
    }

    /// The other side, derived: with ranks reflected (`mirrors`) or turned
    /// by 180° (`rotates`). Rank ranges map alike; directions and square
    /// sets differ.
    pub(crate) fn derived(&self, color: Color, geometry: Geometry, how: Derivation) -> Side {
        let dir = |d: Direction| match how {
            Derivation::Mirror => d.mirror_ranks(),
            Derivation::Rotate => d.opposite(),
        };
        let set = |s: Squares| match how {
            Derivation::Mirror => geometry.mirror_ranks(s),
            Derivation::Rotate => geometry.rotate(s),
        };
        Side {
            color,
            forward: dir(self.forward),
            docs: Vec::new(),
            mirror_of: Some((self.color, how)),
            moves: self
                .moves
                .iter()
                .map(|m| {
                    let dirs: Vec<Direction> = m.dirs.iter().map(|&d| dir(d)).collect();
                    Move {
                        base: if m.named {
                            m.base.clone()
                        } else {
                            derived_base(m.kind, m.explicit_dirs, &dirs)
                        },
                        dirs,
                        from: m.from.map(set),
                        from_mask: set(m.from_mask),
                        ..m.clone()
                    }
                })
                .collect(),
            promotions: self
                .promotions
                .iter()
                .map(|p| Promotion {
                    zone: set(p.zone),
                    ..p.clone()
                })
                .collect(),
            drop: self.drop.map(|d| Drop {
                zone: set(d.zone),
                ..d
            }),
        }
    }
}

/// A `push`, `capture` or `step` rule.
// Four independent facts of a rule (en passant, jumping, named, explicit
// directions), each read on its own.
#[allow(clippy::struct_excessive_bools)]
#[derive(Clone)]
pub(crate) struct Move {
    pub kind: MoveKind,
    pub dirs: Vec<Direction>,
    /// The start squares the rule names with `from`, if it does.
    pub from: Option<Squares>,
    /// The start-square mask (`BOARD` when the rule has none).
    pub from_mask: Squares,
    pub en_passant: bool,
    /// A push that leaps: the squares it passes need not be empty.
    pub jumping: bool,
    /// The Betza string the rule was translated from, if it was.
    pub betza: Option<String>,
    /// Base of the generated names (`double_push`, `north_west`, the `as` name).
    pub base: String,
    /// `base` comes from `as NAME` (else it is derived from kind and directions).
    pub named: bool,
    /// The rule names its directions (else it moves forward).
    pub explicit_dirs: bool,
    pub docs: Vec<Attribute>,
    /// The rule's keyword (a Betza rule's string), where its errors go.
    pub keyword: proc_macro2::Span,
}

impl Move {
    pub(crate) fn steps(&self) -> u32 {
        self.kind.steps()
    }

    /// Whether the rule passes a square on its way: a push of several
    /// steps, or a leap.
    pub(crate) fn passes(&self) -> bool {
        self.steps() > 1 || self.dirs.iter().any(|d| d.is_leap())
    }

    /// Whether the squares this rule passes may hold anything: a `jumping`
    /// push, or a capture or step (which pass a square only along a leap).
    pub(crate) fn jumps(&self) -> bool {
        self.jumping || !matches!(self.kind, MoveKind::Push { .. })
    }

    /// Moves to empty squares (push, step).
    pub(crate) fn quiet(&self) -> bool {
        !matches!(self.kind, MoveKind::Capture)
    }

    /// Captures enemy pieces (capture, step).
    pub(crate) fn captures(&self) -> bool {
        !matches!(self.kind, MoveKind::Push { .. })
    }

    /// Name of the function giving the squares moved to.
    pub(crate) fn targets_fn(&self) -> String {
        targets_fn(&self.base)
    }

    /// Name of the function giving the pawns able to make the quiet move.
    pub(crate) fn able_fn(&self) -> String {
        able_fn(&self.base)
    }

    pub(crate) fn captures_fn(&self) -> String {
        captures_fn(&self.base)
    }

    pub(crate) fn able_to_capture_fn(&self) -> String {
        able_to_capture_fn(&self.base)
    }

    pub(crate) fn passed_fn(&self) -> String {
        passed_fn(&self.base)
    }

    pub(crate) fn start_mask_const(&self) -> String {
        format!("{}_FROM", self.base.to_uppercase())
    }

    /// Every item name this rule generates in its side's module.
    pub(crate) fn generated_names(&self) -> Vec<String> {
        let mut names = Vec::new();
        if self.quiet() {
            names.push(self.targets_fn());
            names.push(self.able_fn());
        }
        if self.captures() {
            names.push(self.captures_fn());
            names.push(self.able_to_capture_fn());
        }
        if self.en_passant {
            names.push(self.passed_fn());
        }
        if self.from.is_some() {
            names.push(self.start_mask_const());
        }
        names
    }

    /// The squares this rule can reach from `sources` on an empty board
    /// (reference computation over squares).
    pub(crate) fn reach(&self, geometry: Geometry, sources: Squares) -> Squares {
        self.dirs
            .iter()
            .map(|&d| reach_one(geometry, sources & self.from_mask, d, self.steps()))
            .fold(Squares::EMPTY, |a, b| a | b)
    }
}

impl Move {
    /// The rule's directions' words, joined by `separator`.
    pub(crate) fn dir_names(&self, separator: &str) -> String {
        self.dirs
            .iter()
            .map(|d| d.name())
            .collect::<Vec<_>>()
            .join(separator)
    }

    /// The rule as spec text, directions spelled out:
    /// `push 2 north from rank 2 en_passant`.
    pub(crate) fn describe(&self, geometry: Geometry) -> String {
        let dirs = self.dir_names(" | ");
        let mut text = match self.kind {
            MoveKind::Push { steps } => format!("push {steps} {dirs}"),
            MoveKind::Capture => format!("capture {dirs}"),
            MoveKind::Step => format!("step {dirs}"),
        };
        if let Some(from) = self.from {
            text.push_str(&format!(" from {}", geometry.region_text(from)));
        }
        if self.en_passant {
            text.push_str(" en_passant");
        }
        if self.jumping {
            text.push_str(" jumping");
        }
        text
    }

    /// The square one direction of this rule moves `square` to, on an
    /// empty board, if it lands on the board (the start mask is not applied).
    pub(crate) fn target(&self, geometry: Geometry, square: u32, dir: Direction) -> Option<u32> {
        let (file, rank) = (square % geometry.width, square / geometry.width);
        let steps = self.steps().cast_signed();
        let (df, dr) = dir.delta();
        let f = file
            .checked_add_signed(df * steps)
            .filter(|&f| f < geometry.width)?;
        let r = rank
            .checked_add_signed(dr * steps)
            .filter(|&r| r < geometry.height)?;
        Some(geometry.square(f, r))
    }

    /// Every move of this rule in direction `dir` on an empty board, as
    /// `(from, to)`: from each of its start squares where it lands.
    pub(crate) fn landings(
        &self,
        geometry: Geometry,
        dir: Direction,
    ) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..geometry.squares())
            .filter(|&from| self.from_mask.contains(from))
            .filter_map(move |from| self.target(geometry, from, dir).map(|to| (from, to)))
    }

    /// The squares this rule reaches from one square on an empty board:
    /// [`Move::reach`] of a single square, walked directly.
    pub(crate) fn reach_square(&self, geometry: Geometry, square: u32) -> Squares {
        if !self.from_mask.contains(square) {
            return Squares::EMPTY;
        }
        self.dirs.iter().fold(Squares::EMPTY, |set, &d| {
            self.target(geometry, square, d)
                .map_or(set, |t| set | Squares::bit(t))
        })
    }
}

/// `NAME_targets`.
pub(crate) fn targets_fn(base: &str) -> String {
    format!("{base}_targets")
}

/// `NAME_captures`.
pub(crate) fn captures_fn(base: &str) -> String {
    format!("{base}_captures")
}

/// `pawns_able_to_capture_NAME`.
pub(crate) fn able_to_capture_fn(base: &str) -> String {
    format!("pawns_able_to_capture_{base}")
}

/// `NAME_passed_squares`.
pub(crate) fn passed_fn(base: &str) -> String {
    format!("{base}_passed_squares")
}

/// `pawns_able_to_NAME`, spelled `pawns_able_to_push` for `single_push`.
pub(crate) fn able_fn(base: &str) -> String {
    if base == "single_push" {
        "pawns_able_to_push".to_owned()
    } else {
        format!("pawns_able_to_{base}")
    }
}

/// Squares reached from `sources` by `steps` steps in `dir` on an empty board.
pub(crate) fn reach_one(
    geometry: Geometry,
    sources: Squares,
    dir: Direction,
    steps: u32,
) -> Squares {
    (0..steps).fold(sources, |set, _| geometry.shift(set, dir))
}

/// The default name of a rule: `single_push`, `double_push`, `push_4`,
/// prefixed with its directions when they are not just forward;
/// `north_west` for a capture; `north_step` for a step.
pub(crate) fn derived_base(kind: MoveKind, explicit_dirs: bool, dirs: &[Direction]) -> String {
    let dir_part = dirs.iter().map(|d| d.name()).collect::<Vec<_>>().join("_");
    match kind {
        MoveKind::Push { steps } => {
            let push = match steps {
                1 => "single_push".to_owned(),
                2 => "double_push".to_owned(),
                3 => "triple_push".to_owned(),
                n => format!("push_{n}"),
            };
            if explicit_dirs {
                format!("{dir_part}_{push}")
            } else {
                push
            }
        }
        MoveKind::Capture => dir_part,
        MoveKind::Step => format!("{dir_part}_step"),
    }
}

/// A `promote` rule.
#[derive(Clone)]
pub(crate) struct Promotion {
    pub optional: bool,
    pub zone: Squares,
    /// Indices into [`Module::pieces`].
    pub pieces: Vec<usize>,
}

/// Names that every side module may hold, which rules must not reuse.
pub(crate) const FIXED_SIDE_NAMES: &[&str] = &[
    "attacks",
    "en_passant_captures",
    "pawns_able_to_capture_en_passant",
    "promotion_split",
    "generate",
    "generate_with_pieces",
    "generate_dyn",
    "count_moves",
    "ATTACKS",
    "RULES",
    "SIDE",
    "PUSHES",
    "PROMOTION_ZONE",
    "DROP_ZONE",
    "drop_targets",
    "drops",
    "OPTIONAL_PROMOTION_ZONE",
    "PROMOTION_PIECES",
    "OPTIONAL_PROMOTION_PIECES",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_read_back_in_spec_words() {
        let g = Geometry {
            width: 8,
            height: 8,
        };
        assert_eq!(g.region_text(g.ranks(1, 1)), "rank 2");
        assert_eq!(g.region_text(g.ranks(5, 7)), "ranks 6..=8");
        let wolf = g.rank(1)
            | [(1, 2), (2, 2), (5, 2), (6, 2)]
                .iter()
                .fold(Squares::EMPTY, |m, &(f, r)| {
                    m | Squares::bit(g.square(f, r))
                });
        assert_eq!(g.region_text(wolf), "rank 2 | b3 | c3 | f3 | g3");
        assert_eq!(
            g.region_text(g.file(0) | g.file(1) | g.rank(7)),
            "rank 8 | files a..=b"
        );
    }

    #[test]
    fn reach_square_is_reach_of_one_square() {
        let g = Geometry {
            width: 9,
            height: 10,
        };
        for (kind, dirs, from) in [
            (
                MoveKind::Push { steps: 3 },
                vec![Direction::North],
                Some(g.ranks(1, 2)),
            ),
            (
                MoveKind::Step,
                vec![Direction::East, Direction::West],
                Some(g.ranks(5, 9) | Squares::bit(g.square(3, 2))),
            ),
            (
                MoveKind::Capture,
                vec![Direction::NorthWest, Direction::SouthEast],
                None,
            ),
        ] {
            let rule = Move {
                kind,
                dirs,
                from,
                from_mask: from.unwrap_or(g.board()),
                en_passant: false,
                jumping: false,
                betza: None,
                base: String::new(),
                named: false,
                explicit_dirs: true,
                docs: Vec::new(),
                keyword: proc_macro2::Span::call_site(),
            };
            for sq in 0..g.squares() {
                assert_eq!(
                    rule.reach_square(g, sq),
                    rule.reach(g, Squares::bit(sq)),
                    "{sq}"
                );
            }
        }
    }
}
