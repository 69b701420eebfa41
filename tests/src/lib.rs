//! The independent reference the integration tests compare generated code
//! with: plain loops over files and ranks, one pawn at a time, written from
//! the rules' meaning and sharing no code with the generator.
//!
//! Sets are [`Set`]s (256 bits) whatever the board; bit index = rank ·
//! width + file.
//! Every input may hold bits outside the board (as `!occupied` does on a
//! 6x6 board in a `u64`); the reference ignores them, so comparing it with a
//! generated function also proves the function never returns such bits.
//! [`run`] holds generated functions to their contract: `pawns` holds board
//! squares only (as a position's pawns do), every other set may hold
//! anything.

use pawnshift::PromotionSplit;

/// The reference's set of squares: room for every board up to 16 x 16,
/// whatever the generated code stores it in.
#[cfg(not(feature = "huge"))]
pub type Set = pawnshift::Wide<4>;
/// The reference's set of squares: room for every board up to 32 x 32 (the
/// raised-limit build).
#[cfg(feature = "huge")]
pub type Set = pawnshift::Wide<16>;

/// A step as `(file delta, rank delta)`.
pub type Step = (i32, i32);

/// Compass steps, from White's side of the board.
pub mod dir {
    use super::Step;
    /// Towards higher ranks.
    pub const N: Step = (0, 1);
    /// Towards lower ranks.
    pub const S: Step = (0, -1);
    /// Towards higher files.
    pub const E: Step = (1, 0);
    /// Towards lower files.
    pub const W: Step = (-1, 0);
    /// Up and right.
    pub const NE: Step = (1, 1);
    /// Up and left.
    pub const NW: Step = (-1, 1);
    /// Down and right.
    pub const SE: Step = (1, -1);
    /// Down and left.
    pub const SW: Step = (-1, -1);
}

/// A board shape.
#[derive(Clone, Copy, Debug)]
pub struct Board {
    /// Files.
    pub width: u32,
    /// Ranks.
    pub height: u32,
}

/// Ranks written as in the spec, from 1, inclusive.
pub type Ranks = Option<(u32, u32)>;

impl Board {
    /// A `width` x `height` board.
    pub const fn new(width: u32, height: u32) -> Board {
        Board { width, height }
    }

    /// Every `(file, rank)` of the board, from 0.
    pub fn squares(self) -> impl Iterator<Item = (i32, i32)> {
        let (w, h) = (self.width.cast_signed(), self.height.cast_signed());
        (0..h).flat_map(move |r| (0..w).map(move |f| (f, r)))
    }

    /// Every `(file, rank)` of the board in `set`.
    pub fn squares_in(self, set: Set) -> impl Iterator<Item = (i32, i32)> {
        self.squares().filter(move |&(f, r)| self.has(set, f, r))
    }

    /// Whether `(file, rank)` is on the board.
    pub fn on(self, f: i32, r: i32) -> bool {
        f >= 0 && r >= 0 && f < self.width.cast_signed() && r < self.height.cast_signed()
    }

    /// The bit of an on-board square.
    pub fn bit(self, f: i32, r: i32) -> Set {
        Set::bit(r.cast_unsigned() * self.width + f.cast_unsigned())
    }

    /// Whether an on-board square is in `set`.
    pub fn has(self, set: Set, f: i32, r: i32) -> bool {
        !(set & self.bit(f, r)).is_empty()
    }

    /// Every square.
    pub fn all(self) -> Set {
        self.squares()
            .fold(Set::EMPTY, |m, (f, r)| m | self.bit(f, r))
    }

    /// The squares of ranks `first..=last` (from 1), or every square.
    pub fn ranks(self, ranks: Ranks) -> Set {
        let Some((first, last)) = ranks else {
            return self.all();
        };
        self.squares()
            .filter(|&(_, r)| (first..=last).contains(&(r.cast_unsigned() + 1)))
            .fold(Set::EMPTY, |m, (f, r)| m | self.bit(f, r))
    }

    /// Walks one pawn `steps` steps along `d`, every square on the way in
    /// `through` and the last in `onto`; the landing square if it can. A
    /// knight's leap (`d` of `(1, 2)` and the like) passes one square.
    fn walk(
        self,
        (f, r): (i32, i32),
        d: Step,
        steps: u32,
        through: Set,
        onto: Set,
    ) -> Option<(i32, i32)> {
        let (mut f, mut r) = (f, r);
        for k in 1..=steps {
            // A knight's leap passes the square one step along its longer
            // leg, which must be in `through`.
            if d.0.abs() + d.1.abs() == 3 {
                let passed = if d.0.abs() == 2 {
                    (f + d.0.signum(), r)
                } else {
                    (f, r + d.1.signum())
                };
                if !self.on(passed.0, passed.1) || !self.has(through, passed.0, passed.1) {
                    return None;
                }
            }
            f += d.0;
            r += d.1;
            if !self.on(f, r) {
                return None;
            }
            let need = if k == steps { onto } else { through };
            if !self.has(need, f, r) {
                return None;
            }
        }
        Some((f, r))
    }

    /// The squares a rule may start from: its `from` ranks and its
    /// squares, or every square when it names neither.
    pub fn start(self, rule: &Rule) -> Set {
        if rule.squares.is_empty() {
            return self.ranks(rule.from);
        }
        self.zone(rule.from, rule.squares)
    }

    /// Target squares of a move rule: each pawn on a `from` square walks
    /// `steps` steps in each of `dirs` through `through`, landing on `onto`.
    pub fn targets(
        self,
        pawns: Set,
        dirs: &[Step],
        steps: u32,
        from: Set,
        through: Set,
        onto: Set,
    ) -> Set {
        let mut out = Set::EMPTY;
        for (f, r) in self.squares_in(pawns & from) {
            for &d in dirs {
                if let Some((tf, tr)) = self.walk((f, r), d, steps, through, onto) {
                    out |= self.bit(tf, tr);
                }
            }
        }
        out
    }

    /// The pawns of [`Board::targets`] that land somewhere.
    pub fn sources(
        self,
        pawns: Set,
        dirs: &[Step],
        steps: u32,
        from: Set,
        through: Set,
        onto: Set,
    ) -> Set {
        let mut out = Set::EMPTY;
        for (f, r) in self.squares_in(pawns & from) {
            if dirs
                .iter()
                .any(|&d| self.walk((f, r), d, steps, through, onto).is_some())
            {
                out |= self.bit(f, r);
            }
        }
        out
    }

    /// Squares passed by the move of one pawn from `from` to `to` along one
    /// of `dirs` in `steps` steps (empty if no such move).
    pub fn passed(self, from: (i32, i32), to: (i32, i32), dirs: &[Step], steps: u32) -> Set {
        for &d in dirs {
            let steps_i = steps.cast_signed();
            if (from.0 + d.0 * steps_i, from.1 + d.1 * steps_i) == to && self.on(to.0, to.1) {
                return (1..steps_i).fold(Set::EMPTY, |m, k| {
                    m | self.bit(from.0 + d.0 * k, from.1 + d.1 * k)
                });
            }
        }
        Set::EMPTY
    }

    /// A zone's squares: its ranks (from 1; `None`: no rank) and more
    /// squares, `(file, rank)` from 0.
    pub fn zone(self, ranks: Ranks, squares: &[(i32, i32)]) -> Set {
        let ranks = ranks.map_or(Set::EMPTY, |r| self.ranks(Some(r)));
        squares.iter().fold(ranks, |m, &(f, r)| m | self.bit(f, r))
    }

    /// Splits `targets` by the mandatory and optional zones' squares,
    /// dropping bits off the board.
    pub fn promotion_split(
        self,
        targets: Set,
        mandatory: Set,
        optional: Set,
    ) -> PromotionSplit<Set> {
        PromotionSplit {
            mandatory: targets & mandatory,
            optional: targets & optional,
            plain: targets & self.all() & !mandatory & !optional,
        }
    }
}

/// The set types generated code uses.
pub trait Bits: pawnshift::Bitboard + PartialEq + core::fmt::Debug {
    /// Truncating conversion from the reference's [`Set`].
    fn from_set(x: Set) -> Self;
    /// Widening conversion to a [`Set`].
    fn to_set(self) -> Set;
}

impl Bits for u64 {
    fn from_set(x: Set) -> Self {
        x.words()[0]
    }
    fn to_set(self) -> Set {
        Set::from(self)
    }
}

impl Bits for u128 {
    fn from_set(x: Set) -> Self {
        x.low_u128()
    }
    fn to_set(self) -> Set {
        Set::from(self)
    }
}

impl<const N: usize> Bits for pawnshift::Wide<N> {
    fn from_set(x: Set) -> Self {
        let words = x.words();
        pawnshift::Wide::from_words(core::array::from_fn(|i| words.get(i).copied().unwrap_or(0)))
    }
    fn to_set(self) -> Set {
        let words = self.words();
        Set::from_words(core::array::from_fn(|i| words.get(i).copied().unwrap_or(0)))
    }
}

/// One pawn move rule as the reference sees it.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    /// Directions.
    pub dirs: &'static [Step],
    /// Steps (1 for captures and steps).
    pub steps: u32,
    /// Start ranks, from 1.
    pub from: Ranks,
    /// More start squares, `(file, rank)` from 0, beyond `from`'s ranks
    /// (with `from: None`, the start squares are these alone).
    pub squares: &'static [(i32, i32)],
    /// The push leaps: the squares it passes may be occupied.
    pub jumping: bool,
}

impl Rule {
    /// The squares a move of this rule must pass through: `empty`, or
    /// anything for a jumping push.
    pub fn through(&self, empty: Set) -> Set {
        if self.jumping { Set::ALL } else { empty }
    }
}

/// A generated function and what the reference says it must compute.
pub enum Check<T: 'static> {
    /// A push: targets and pawns able to push.
    Push {
        /// `NAME_targets(pawns, empty)`.
        targets: fn(T, T) -> T,
        /// `pawns_able_to_NAME(pawns, empty)`.
        able: fn(T, T) -> T,
        /// The rule.
        rule: Rule,
    },
    /// A capture: captures and pawns able to capture.
    Capture {
        /// `NAME_captures(pawns, enemies)`.
        captures: fn(T, T) -> T,
        /// `pawns_able_to_capture_NAME(pawns, enemies)`.
        able: fn(T, T) -> T,
        /// The rule.
        rule: Rule,
    },
    /// `attacks(pawns)` and the `ATTACKS` table: the union of these rules.
    Attacks {
        /// `attacks`.
        attacks: fn(T) -> T,
        /// `ATTACKS`.
        table: &'static [T],
        /// Every capturing rule.
        rules: &'static [Rule],
    },
    /// The `PUSHES` table: the union of these quiet rules on an empty board.
    Pushes {
        /// `PUSHES`.
        table: &'static [T],
        /// Every quiet rule.
        rules: &'static [Rule],
    },
    /// En-passant captures by these capture rules.
    EnPassant {
        /// `en_passant_captures(pawns, en_passant)`.
        captures: fn(T, T) -> T,
        /// `pawns_able_to_capture_en_passant(pawns, en_passant)`.
        able: fn(T, T) -> T,
        /// The capture rules.
        rules: &'static [Rule],
    },
    /// `NAME_passed_squares(from, to)`.
    Passed {
        /// The function.
        passed: fn(T, T) -> T,
        /// The push rule.
        rule: Rule,
    },
    /// `promotion_split(targets)`.
    Promotion {
        /// The function.
        split: fn(T) -> PromotionSplit<T>,
        /// Mandatory zone.
        mandatory: Ranks,
        /// Optional zone.
        optional: Ranks,
    },
    /// `promotion_split(targets)` of zones that are square sets: each zone
    /// its ranks (from 1) and its squares (`(file, rank)` from 0).
    PromotionSquares {
        /// The function.
        split: fn(T) -> PromotionSplit<T>,
        /// Mandatory zone.
        mandatory: (Ranks, &'static [(i32, i32)]),
        /// Optional zone.
        optional: (Ranks, &'static [(i32, i32)]),
    },
    /// `drop_targets(pawns, empty)`: empty squares of the region where a pawn
    /// could move again (by one of `rules`; anywhere with `immobile`),
    /// outside `forbidden`, on files with fewer than `per_file` of the
    /// side's pawns.
    Drops {
        /// The function.
        targets: fn(T, T) -> T,
        /// The drop rule's ranks and squares (`(None, &[])`: every square).
        region: (Ranks, &'static [(i32, i32)]),
        /// The file limit.
        per_file: Option<u32>,
        /// Drops where the pawn could never move again too.
        immobile: bool,
        /// The side's move rules.
        rules: &'static [Rule],
        /// Ranks no drop reaches, said independently of `rules` (the last
        /// rank; a mandatory zone short of it takes drops).
        forbidden: Ranks,
    },
    /// Two functions that must agree (a colour-parametrised one and its side's).
    Same {
        /// What is compared, for the failure message.
        what: &'static str,
        /// One.
        a: fn(T, T) -> T,
        /// The other.
        b: fn(T, T) -> T,
    },
}

/// Random inputs of one test case.
#[derive(Clone, Copy, Debug)]
pub struct Inputs {
    /// The side's pawns; [`run`] keeps only their board squares, as the
    /// generated functions require.
    pub pawns: Set,
    /// Occupied squares; `empty = !occupied`, bits off the board included.
    pub occupied: Set,
    /// Which occupied squares are enemies.
    pub enemy_share: Set,
    /// A square index to use for single-square checks.
    pub square: u32,
}

/// `split(targets)` against the reference's split by `(mandatory, optional)`.
fn check_split<T: Bits>(
    board: Board,
    split: fn(T) -> PromotionSplit<T>,
    (mandatory, optional): (Set, Set),
    targets: Set,
) -> Result<(), String> {
    let want = board.promotion_split(T::from_set(targets).to_set(), mandatory, optional);
    let got = split(T::from_set(targets));
    let got = PromotionSplit {
        mandatory: got.mandatory.to_set(),
        optional: got.optional.to_set(),
        plain: got.plain.to_set(),
    };
    if got == want {
        Ok(())
    } else {
        Err(format!("promotion split: got {got:x?}, want {want:x?}"))
    }
}

/// Runs every check on one board and one set of inputs; returns the first
/// disagreement as a message.
// One arm per kind of check reads best as one match.
#[allow(clippy::too_many_lines)]
pub fn run<T: Bits>(board: Board, checks: &[Check<T>], input: Inputs) -> Result<(), String> {
    let t = T::from_set;
    let u = |x: T| x.to_set();
    // What the generated function sees, as the reference sees it.
    // `pawns` must hold board squares only; the other sets may hold anything.
    let on_board = board.all();
    let pawns = u(t(input.pawns)) & on_board;
    let occupied = u(t(input.occupied));
    let empty = u(t(!input.occupied));
    let enemies = u(t(input.occupied & input.enemy_share));
    let expect = |what: &str, got: Set, want: Set| {
        if got == want {
            return Ok(());
        }
        Err(format!(
            "{what}: got {got:#x}, want {want:#x} (pawns {pawns:#x}, occupied {occupied:#x}, enemies {enemies:#x})"
        ))
    };
    for check in checks {
        match *check {
            Check::Push {
                targets,
                able,
                rule,
            } => {
                expect(
                    "push targets",
                    u(targets(t(pawns), t(empty))),
                    board.targets(
                        pawns,
                        rule.dirs,
                        rule.steps,
                        board.start(&rule),
                        rule.through(empty),
                        empty,
                    ),
                )?;
                expect(
                    "pawns able to push",
                    u(able(t(pawns), t(empty))),
                    board.sources(
                        pawns,
                        rule.dirs,
                        rule.steps,
                        board.start(&rule),
                        rule.through(empty),
                        empty,
                    ),
                )?;
            }
            Check::Capture {
                captures,
                able,
                rule,
            } => {
                expect(
                    "captures",
                    u(captures(t(pawns), t(enemies))),
                    board.targets(pawns, rule.dirs, 1, board.start(&rule), Set::ALL, enemies),
                )?;
                expect(
                    "pawns able to capture",
                    u(able(t(pawns), t(enemies))),
                    board.sources(pawns, rule.dirs, 1, board.start(&rule), Set::ALL, enemies),
                )?;
            }
            Check::Attacks {
                attacks,
                table,
                rules,
            } => {
                let reference = |p: Set| {
                    rules.iter().fold(Set::EMPTY, |m, r| {
                        m | board.targets(p, r.dirs, 1, board.start(r), Set::ALL, on_board)
                    })
                };
                expect("attacks", u(attacks(t(pawns))), reference(pawns))?;
                let sq = input.square % (board.width * board.height);
                expect(
                    "ATTACKS table",
                    u(table[sq as usize]),
                    reference(Set::bit(sq)),
                )?;
            }
            Check::Pushes { table, rules } => {
                let sq = input.square % (board.width * board.height);
                expect(
                    "PUSHES table",
                    u(table[sq as usize]),
                    rules.iter().fold(Set::EMPTY, |m, r| {
                        m | board.targets(
                            Set::bit(sq),
                            r.dirs,
                            r.steps,
                            board.start(r),
                            on_board,
                            on_board,
                        )
                    }),
                )?;
            }
            Check::EnPassant {
                captures,
                able,
                rules,
            } => {
                // Few en-passant squares, as in a game: the empty squares of one rank band.
                let ep = empty & input.enemy_share & board.ranks(Some((1, board.height)));
                expect(
                    "en-passant captures",
                    u(captures(t(pawns), t(ep))),
                    rules.iter().fold(Set::EMPTY, |m, r| {
                        m | board.targets(pawns, r.dirs, 1, board.start(r), Set::ALL, ep)
                    }),
                )?;
                expect(
                    "pawns able to capture en passant",
                    u(able(t(pawns), t(ep))),
                    rules.iter().fold(Set::EMPTY, |m, r| {
                        m | board.sources(pawns, r.dirs, 1, board.start(r), Set::ALL, ep)
                    }),
                )?;
            }
            Check::Passed { passed, rule } => {
                // Every move this rule can make from the input's square.
                let sq = input.square % (board.width * board.height);
                let from = (
                    (sq % board.width).cast_signed(),
                    (sq / board.width).cast_signed(),
                );
                for &d in rule.dirs {
                    let steps = rule.steps.cast_signed();
                    let to = (from.0 + d.0 * steps, from.1 + d.1 * steps);
                    if !board.on(to.0, to.1) || !board.has(board.start(&rule), from.0, from.1) {
                        continue;
                    }
                    expect(
                        "passed squares",
                        u(passed(
                            t(board.bit(from.0, from.1)),
                            t(board.bit(to.0, to.1)),
                        )),
                        board.passed(from, to, rule.dirs, rule.steps),
                    )?;
                }
            }
            Check::Promotion {
                split,
                mandatory,
                optional,
            } => {
                let zones = (board.zone(mandatory, &[]), board.zone(optional, &[]));
                check_split(board, split, zones, !input.occupied)?;
            }
            Check::PromotionSquares {
                split,
                mandatory,
                optional,
            } => {
                let zones = (
                    board.zone(mandatory.0, mandatory.1),
                    board.zone(optional.0, optional.1),
                );
                check_split(board, split, zones, !input.occupied)?;
            }
            Check::Drops {
                targets,
                region,
                per_file,
                immobile,
                rules,
                forbidden,
            } => {
                let region = match region {
                    (None, []) => board.all(),
                    (ranks, squares) => board.zone(ranks, squares),
                };
                let forbidden = board.zone(forbidden, &[]);
                let mut want = Set::EMPTY;
                for (f, r) in board.squares() {
                    let in_region = board.has(region, f, r);
                    let moves_on = immobile
                        || rules.iter().any(|rule| {
                            board.has(board.start(rule), f, r)
                                && rule.dirs.iter().any(|&d| {
                                    board
                                        .walk((f, r), d, rule.steps, Set::ALL, Set::ALL)
                                        .is_some()
                                })
                        });
                    let forbidden = board.has(forbidden, f, r);
                    let on_file = (0..board.height.cast_signed())
                        .filter(|&rank| board.has(pawns, f, rank))
                        .count();
                    let file_ok = per_file.is_none_or(|n| on_file < n as usize);
                    if in_region && moves_on && !forbidden && file_ok && board.has(empty, f, r) {
                        want |= board.bit(f, r);
                    }
                }
                expect("drop targets", u(targets(t(pawns), t(empty))), want)?;
            }
            Check::Same { what, a, b } => {
                let (x, y) = (t(pawns), t(empty));
                expect(what, u(a(x, y)), u(b(x, y)))?;
            }
        }
    }
    Ok(())
}

/// A push rule's check.
pub fn push<T>(targets: fn(T, T) -> T, able: fn(T, T) -> T, rule: Rule) -> Check<T> {
    Check::Push {
        targets,
        able,
        rule,
    }
}

/// A capture rule's check.
pub fn capture<T>(captures: fn(T, T) -> T, able: fn(T, T) -> T, rule: Rule) -> Check<T> {
    Check::Capture {
        captures,
        able,
        rule,
    }
}

/// The README's Rust examples, run as doctests so they cannot rot.
#[doc = include_str!("../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The published crates' readmes' Rust examples, as doctests.
#[doc = include_str!("../../runtime/README.md")]
#[doc = include_str!("../../wide/README.md")]
#[doc = include_str!("../../codegen/README.md")]
#[doc = include_str!("../../macros/README.md")]
#[doc = include_str!("../../dynamic/README.md")]
#[doc = include_str!("../../engine/README.md")]
#[doc = include_str!("../../cli/README.md")]
#[cfg(doctest)]
pub struct CrateReadmeDoctests;

/// What a rule does, for the reference move generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefKind {
    /// Through and onto empty squares; `en_passant`: the passed squares
    /// become en-passant squares.
    Push {
        /// Creates en-passant squares.
        en_passant: bool,
    },
    /// One step onto an enemy (or en passant onto an en-passant square).
    Capture,
    /// One step onto an empty or enemy square.
    Step,
}

/// A rule as the reference move generator sees it.
#[derive(Clone, Copy, Debug)]
pub struct RefRule {
    /// What it does.
    pub kind: RefKind,
    /// Where and how far.
    pub rule: Rule,
}

/// One side of a variant, written from the rule book.
#[derive(Clone, Debug)]
pub struct RefSide {
    /// Move rules, in spec order.
    pub rules: Vec<RefRule>,
    /// Mandatory promotion ranks.
    pub mandatory: Ranks,
    /// Optional promotion ranks.
    pub optional: Ranks,
    /// More squares of the mandatory zone, `(file, rank)` from 0.
    pub mandatory_squares: Vec<(i32, i32)>,
    /// More squares of the optional zone, `(file, rank)` from 0.
    pub optional_squares: Vec<(i32, i32)>,
    /// Piece indices (in the module's piece list) of the mandatory zone.
    pub mandatory_pieces: Vec<u8>,
    /// Piece indices of the optional zone.
    pub optional_pieces: Vec<u8>,
}

impl RefSide {
    /// The other side of a board `height` ranks high: every direction and
    /// rank reflected top to bottom.
    #[must_use]
    pub fn mirrored(&self, height: u32) -> RefSide {
        let h = height.cast_signed();
        self.transformed(height, |(f, r)| (f, -r), |(f, r)| (f, h - 1 - r))
    }

    /// The other side of a `width` x `height` board turned by 180°: every
    /// direction reversed, every square to the opposite corner's side.
    #[must_use]
    pub fn rotated(&self, width: u32, height: u32) -> RefSide {
        let (w, h) = (width.cast_signed(), height.cast_signed());
        self.transformed(height, |(f, r)| (-f, -r), |(f, r)| (w - 1 - f, h - 1 - r))
    }

    /// The other side: ranks flipped top to bottom on a board `height`
    /// ranks high, each direction through `dir`, each square through
    /// `square`.
    fn transformed(
        &self,
        height: u32,
        dir: impl Fn(Step) -> Step,
        square: impl Fn((i32, i32)) -> (i32, i32),
    ) -> RefSide {
        let flip = |ranks: Ranks| ranks.map(|(a, b)| (height + 1 - b, height + 1 - a));
        let leak =
            |v: Vec<(i32, i32)>| -> &'static [(i32, i32)] { Box::leak(v.into_boxed_slice()) };
        RefSide {
            rules: self
                .rules
                .iter()
                .map(|r| RefRule {
                    kind: r.kind,
                    rule: Rule {
                        dirs: leak(r.rule.dirs.iter().map(|&d| dir(d)).collect()),
                        steps: r.rule.steps,
                        from: flip(r.rule.from),
                        squares: leak(r.rule.squares.iter().map(|&q| square(q)).collect()),
                        jumping: r.rule.jumping,
                    },
                })
                .collect(),
            mandatory: flip(self.mandatory),
            optional: flip(self.optional),
            mandatory_squares: self.mandatory_squares.iter().map(|&q| square(q)).collect(),
            optional_squares: self.optional_squares.iter().map(|&q| square(q)).collect(),
            mandatory_pieces: self.mandatory_pieces.clone(),
            optional_pieces: self.optional_pieces.clone(),
        }
    }

    /// The mandatory and optional zones' squares on `board`.
    pub fn zones(&self, board: Board) -> (Set, Set) {
        (
            board.zone(self.mandatory, &self.mandatory_squares),
            board.zone(self.optional, &self.optional_squares),
        )
    }
}

/// The moves `side.generate` emits on a position, written and sorted as
/// [`Board::moves`] writes them; `allowed` as there.
pub fn generated_moves<B: Bits>(
    side: &pawnshift::SideRules<B>,
    (pawns, own, enemies, en_passant): (Set, Set, Set, Set),
    allowed: u32,
) -> Vec<RefMove> {
    let t = B::from_set;
    let mut out = Vec::new();
    (side.generate)(
        t(pawns),
        t(own),
        t(enemies),
        t(en_passant),
        allowed,
        &mut |m: pawnshift::PawnMove<B>| {
            let kind = match m.kind {
                pawnshift::MoveKind::Quiet => 0,
                pawnshift::MoveKind::Capture => 1,
                pawnshift::MoveKind::EnPassant => 2,
                pawnshift::MoveKind::Drop => 3,
            };
            let square = |s: B::Square| u16::try_from(Into::<u32>::into(s)).unwrap_or(u16::MAX);
            out.push((
                square(m.from),
                square(m.to),
                kind,
                m.promotion,
                m.en_passant.to_set(),
            ));
        },
    );
    out.sort_unstable();
    out
}

// The xorshift generator of the run-time rules' tests: the same random
// positions on every run.
include!("../dynamic/src/rng.rs");

impl Rng {
    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next_u64() % u64::try_from(n).unwrap_or(u64::MAX)).unwrap_or(0)
    }
}

/// A move as the reference writes it: `(from, to, kind, promotion, created
/// en-passant squares)`, `kind` 0 quiet, 1 capture, 2 en passant.
pub type RefMove = (u16, u16, u8, Option<u8>, Set);

impl Board {
    fn index(self, f: i32, r: i32) -> u16 {
        u16::try_from(r.cast_unsigned() * self.width + f.cast_unsigned()).unwrap_or(u16::MAX)
    }

    /// Every pawn move of a side, pawn by pawn, rule by rule, sorted.
    /// `allowed`: promotion pieces allowed, as a bit mask of indices.
    #[allow(clippy::too_many_arguments)]
    pub fn moves(
        self,
        side: &RefSide,
        pawns: Set,
        own: Set,
        enemies: Set,
        en_passant: Set,
        allowed: u32,
    ) -> Vec<RefMove> {
        let all = self.all();
        let empty = all & !(own | enemies);
        let enemies = enemies & all;
        let (mandatory, optional) = side.zones(self);
        let mut out = Vec::new();
        let mut emit = |from: u16, to: (i32, i32), kind: u8, created: Set| {
            let bit = self.bit(to.0, to.1);
            let to = self.index(to.0, to.1);
            // A promotion leaves no pawn to take en passant: it creates
            // no en-passant square.
            let with = |pieces: &[u8], out: &mut Vec<RefMove>| {
                for &p in pieces {
                    if allowed >> p & 1 == 1 {
                        out.push((from, to, kind, Some(p), Set::EMPTY));
                    }
                }
            };
            // An en-passant capture never promotes (as in Fairy-Stockfish):
            // the pawn stays one in the zone.
            if kind == 2 {
                out.push((from, to, kind, None, created));
            } else if !(bit & mandatory).is_empty() {
                with(&side.mandatory_pieces, &mut out);
            } else if !(bit & optional).is_empty() {
                out.push((from, to, kind, None, created));
                with(&side.optional_pieces, &mut out);
            } else {
                out.push((from, to, kind, None, created));
            }
        };
        for (f, r) in self.squares_in(pawns & all) {
            let from = self.index(f, r);
            for rr in &side.rules {
                if !self.has(self.start(&rr.rule), f, r) {
                    continue;
                }
                for &d in rr.rule.dirs {
                    // (Steps and captures jump the square a leap passes.)
                    let through = match rr.kind {
                        RefKind::Step => Set::ALL,
                        _ => rr.rule.through(empty),
                    };
                    if let RefKind::Push { .. } | RefKind::Step = rr.kind
                        && let Some(to) = self.walk((f, r), d, rr.rule.steps, through, empty)
                    {
                        let created = match rr.kind {
                            RefKind::Push { en_passant: true } => {
                                self.passed((f, r), to, &[d], rr.rule.steps)
                            }
                            _ => Set::EMPTY,
                        };
                        emit(from, to, 0, created);
                    }
                    if let RefKind::Capture | RefKind::Step = rr.kind
                        && let Some(to) = self.walk((f, r), d, 1, Set::ALL, enemies)
                    {
                        emit(from, to, 1, Set::EMPTY);
                    }
                    if rr.kind == RefKind::Capture
                        && let Some(to) = self.walk((f, r), d, 1, Set::ALL, en_passant)
                    {
                        emit(from, to, 2, Set::EMPTY);
                    }
                }
            }
        }
        out.sort_unstable();
        out
    }
}
