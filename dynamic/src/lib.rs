//! Run-time rules for [pawnshift](https://docs.rs/pawnshift): a spec parsed
//! and checked while the program runs, with the operations of a generated
//! module, for engines that load variants (as Fairy-Stockfish loads
//! `variants.ini`).
//!
//! The spec goes through the same parser and checker as the `pawns!` macro,
//! so it is refused with the same messages, located by line and column;
//! the checked rules are then evaluated with the same shifts and masks the
//! generated code is made of, one loop per rule and direction instead of
//! one expression. A differential test compares every operation with the
//! generated modules of the bundled variants and of random specs.
//!
//! ```
//! use pawnshift_dynamic::Variant;
//! use pawnshift::Color;
//!
//! let spec = "pub mod chess {
//!     board 8 x 8;
//!     white forward north {
//!         push 1;
//!         push 2 from rank 2 en_passant;
//!         capture north_west | north_east;
//!         promote at rank 8 to queen | rook | bishop | knight;
//!     }
//!     black mirrors white;
//! }";
//! let variants = Variant::<u64>::parse(spec).unwrap();
//! let white = variants[0].side(Color::White).unwrap();
//! let rank_2 = 0xff00;
//! assert_eq!(white.rules()[1].quiet(rank_2, !rank_2), Some(0xff00_0000));
//! let mut moves = Vec::new();
//! white.generate(rank_2, rank_2, 0, 0, u32::MAX, &mut |m| moves.push(m));
//! assert_eq!(moves.len(), 16);
//!
//! // Errors carry the line and column, as the macro's do.
//! let errors = Variant::<u64>::parse("pub mod m { white forward nort { push 1; } }")
//!     .unwrap_err();
//! assert!(errors.to_string().contains("1:27: error: unknown direction `nort`"));
//! ```

use core::fmt;
use core::ops::{BitAnd, BitOr, BitXor, Not};

pub use pawnshift_codegen::Diagnostic;
pub use pawnshift_codegen::geometry::{Direction, Geometry, Squares};
use pawnshift_codegen::rules;
/// The limits on a spec, the same as the macro's (the language
/// reference's "Limits").
pub use pawnshift_codegen::{MAX_ERRORS, MAX_MODULES, MAX_NESTING, MAX_SPEC_BYTES};

use pawnshift::__private::{Passed, serialise_with};
use pawnshift::{Color, MoveKind, PawnMove, PromotionSplit, RuleKind};

mod tally;
pub use tally::Tally;

/// The set types run-time rules work over: `u64` (boards of up to 64
/// squares), `u128` (up to 128) and [`pawnshift::Wide`] (64 squares a
/// word: `Wide<4>` up to 16 x 16), the types generated code uses.
pub trait Bits:
    pawnshift::__private::Bits
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + PartialEq
    + fmt::Debug
    + Send
    + Sync
    + 'static
{
    /// Squares the type holds.
    const BITS: u32;
    /// The low bits of a set of squares (the board fits, by construction).
    fn from_squares(set: Squares) -> Self;
    /// The set moved `amount` bits up (`-amount` down where negative).
    ///
    /// Only asked of sets none of whose bits would cross either end of the
    /// integer (a step's sources are masked first): what becomes of such
    /// bits is left open. A native integer rotates, one instruction with
    /// no branch on the sign.
    #[must_use]
    fn step(self, amount: i32) -> Self;
    /// The number of set bits.
    fn count(self) -> u32;
}

macro_rules! bits {
    ($($t:ty),*) => {$(
        impl Bits for $t {
            const BITS: u32 = <$t>::BITS;
            #[inline]
            fn from_squares(set: Squares) -> Self {
                // Truncation is the point: the board's bits fit.
                #[allow(clippy::cast_possible_truncation)]
                let low = set.low_u128() as $t;
                low
            }
            #[inline]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn step(self, amount: i32) -> Self {
                // A negative amount is a left rotation by its two's
                // complement, whose remainder by the width (a power of two
                // dividing 2^32) is the width minus `-amount`.
                self.rotate_left(amount.cast_unsigned())
            }
        }
    )*};
}
bits!(u64, u128);

impl<const N: usize> Bits for pawnshift::Wide<N> {
    const BITS: u32 = pawnshift::Wide::<N>::BITS;
    #[inline]
    fn from_squares(set: Squares) -> Self {
        let words = set.words();
        pawnshift::Wide::from_words(core::array::from_fn(|i| words.get(i).copied().unwrap_or(0)))
    }
    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn step(self, amount: i32) -> Self {
        if amount >= 0 {
            self.shl(amount.unsigned_abs())
        } else {
            self.shr(amount.unsigned_abs())
        }
    }
}

/// Why a spec could not become run-time rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The spec has mistakes: every one, in source order, with the macro's
    /// messages.
    Spec(Vec<Diagnostic>),
    /// A module's board has more squares than the chosen integer holds.
    TooLarge {
        /// The module.
        module: String,
        /// Its squares.
        squares: u32,
        /// The integer's bits.
        bits: u32,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Spec(list) => {
                for (i, d) in list.iter().enumerate() {
                    if i > 0 {
                        f.write_str("\n")?;
                    }
                    write!(f, "{d}")?;
                }
                Ok(())
            }
            Error::TooLarge {
                module,
                squares,
                bits,
            } => write!(
                f,
                "module `{module}` has {squares} squares, more than a {bits}-bit integer holds"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// One step of a direction: the squares that may take it (on the board, and
/// landing on it) and the shift that takes them.
#[derive(Clone, Copy, Debug)]
struct Shift<B> {
    sources: B,
    amount: i32,
}

impl<B: Bits> Shift<B> {
    fn new(geometry: Geometry, dir: Direction) -> Shift<B> {
        Shift {
            sources: B::from_squares(geometry.shift(geometry.board(), dir.opposite())),
            amount: geometry.shift_amount(dir),
        }
    }

    #[inline]
    fn apply(self, set: B) -> B {
        (set & self.sources).step(self.amount)
    }
}

/// One target set of a side's moves, as [`Side::count`] and
/// [`Side::generate`] walk them: a rule's direction and kind of move (quiet
/// or capture), with what its steps need in one place (as
/// [`Rule::dir_targets`] finds them).
#[derive(Clone, Copy, Debug)]
struct Walk<B> {
    /// The rule's index in [`Side::rules`].
    rule: usize,
    /// The direction's index in the rule.
    direction: usize,
    kind: MoveKind,
    /// The rule's start squares that may take the direction's first step.
    from: B,
    /// The squares that may take a step (the step's shift lands on the
    /// board), and its shift.
    step: Shift<B>,
    /// The shift of every later step: `step` again, but for a lame leap's
    /// diagonal second step.
    then: Shift<B>,
    /// How many steps the move takes (a lame leap: its two).
    steps: u32,
    /// Whether only the last step must land on the target squares (a
    /// jumping push).
    jumping: bool,
    /// Whether its rule is a `capture` rule (which takes en passant).
    en_passant: bool,
}

impl<B: Bits> Walk<B> {
    /// The squares `pawns` reach by the walk's first step, onto anything
    /// (`from` holds only squares the step keeps on the board).
    #[inline]
    fn first_step(&self, pawns: B) -> B {
        (pawns & self.from).step(self.step.amount)
    }

    /// The squares `pawns` reach by the walk's steps, each landing on
    /// `onto` (a jumping push's last only).
    #[inline]
    fn targets(&self, pawns: B, onto: B) -> B {
        let mut set = self.first_step(pawns);
        if self.steps > 1 {
            // The squares a step may pass: all but off the board, where
            // only the last must land on `onto`.
            let through = if self.jumping { !B::EMPTY } else { onto };
            set = self.then.apply(set & through);
            // (Pushes of more than two steps are rare: the loop apart.)
            for _ in 2..self.steps {
                set = self.then.apply(set & through);
            }
        }
        set & onto
    }
}

/// One direction of a rule as the one-step shifts that make it, each
/// forwards and backwards: the first step, then every later one (the same
/// step, but for a lame leap's diagonal one). A leap that jumps is one
/// shift of its own.
#[derive(Clone, Copy, Debug)]
struct Way<B> {
    first: (Shift<B>, Shift<B>),
    then: (Shift<B>, Shift<B>),
    /// How many steps: the push's, or a lame leap's two.
    steps: u32,
}

impl<B: Bits> Way<B> {
    fn new(geometry: Geometry, dir: Direction, steps: u32, jumps: bool) -> Way<B> {
        let both = |d: Direction| (Shift::new(geometry, d), Shift::new(geometry, d.opposite()));
        match dir.path() {
            &[first, then] if !jumps => Way {
                first: both(first),
                then: both(then),
                steps: 2,
            },
            _ => Way {
                first: both(dir),
                then: both(dir),
                steps,
            },
        }
    }
}

/// One move rule of a run-time side, with the functions a generated rule
/// has (`None` where the generated rule has no such function).
#[derive(Clone, Debug)]
pub struct Rule<B> {
    name: String,
    spec: String,
    kind: RuleKind,
    directions: Vec<(i8, i8)>,
    /// Per direction: its shifts.
    ways: Vec<Way<B>>,
    /// Per direction: to − from.
    deltas: Vec<i32>,
    from: B,
    board: B,
}

impl<B: Bits> Rule<B> {
    fn new(geometry: Geometry, rule: &rules::Rule) -> Rule<B> {
        let steps = rule.kind.steps();
        let kind = match rule.kind {
            rules::Kind::Push {
                steps,
                en_passant,
                jumping,
            } => RuleKind::Push {
                steps: u8::try_from(steps).unwrap_or(u8::MAX),
                en_passant,
                jumping,
            },
            rules::Kind::Capture => RuleKind::Capture,
            rules::Kind::Step => RuleKind::Step,
        };
        let delta = |d: &Direction| {
            let (df, dr) = d.delta();
            (
                i8::try_from(df).unwrap_or_default(),
                i8::try_from(dr).unwrap_or_default(),
            )
        };
        // (Captures and steps pass no square but along a leap, which
        // they jump.)
        let jumps = !matches!(kind, RuleKind::Push { jumping: false, .. });
        Rule {
            name: rule.name.clone(),
            spec: rule.spec.clone(),
            kind,
            directions: rule.directions.iter().map(delta).collect(),
            ways: (rule.directions.iter())
                .map(|&d| Way::new(geometry, d, steps, jumps))
                .collect(),
            deltas: rule
                .directions
                .iter()
                .map(|&d| geometry.shift_amount(d) * steps.cast_signed())
                .collect(),
            from: B::from_squares(rule.from),
            board: B::from_squares(geometry.board()),
        }
    }

    /// The base of the generated names (`double_push`, `north_west`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The rule as the spec says it, directions spelled out.
    pub fn spec(&self) -> &str {
        &self.spec
    }

    /// What the rule does.
    pub fn kind(&self) -> RuleKind {
        self.kind
    }

    /// Its directions as `(file delta, rank delta)` of one step or knight
    /// leap (`(1, 2)` for `north_north_east`).
    pub fn directions(&self) -> &[(i8, i8)] {
        &self.directions
    }

    /// The squares it may start from (the board when it has no `from`).
    pub fn start_squares(&self) -> B {
        self.from
    }

    fn quiet_kind(&self) -> bool {
        !matches!(self.kind, RuleKind::Capture)
    }

    fn capture_kind(&self) -> bool {
        !matches!(self.kind, RuleKind::Push { .. })
    }

    fn jumping(&self) -> bool {
        matches!(self.kind, RuleKind::Push { jumping: true, .. })
    }

    /// Direction `index`'s targets onto `onto`: every step lands on it (a
    /// jumping push's last step only).
    #[inline]
    fn dir_targets(&self, index: usize, pawns: B, onto: B) -> B {
        let way = self.ways[index];
        if way.steps == 1 {
            // (Most rules: one step, no loop.)
            return way.first.0.apply(pawns & self.from) & onto;
        }
        let mut set = pawns & self.from;
        for step in 0..way.steps {
            let ahead = if step == 0 { way.first.0 } else { way.then.0 };
            set = ahead.apply(set);
            if !self.jumping() || step + 1 == way.steps {
                set = set & onto;
            }
        }
        set
    }

    #[inline]
    fn targets(&self, pawns: B, onto: B) -> B {
        (0..self.ways.len()).fold(B::EMPTY, |set, i| set | self.dir_targets(i, pawns, onto))
    }

    /// The pawns whose move lands on `onto`, every passed square in it too.
    fn able(&self, pawns: B, onto: B) -> B {
        let onto = onto & self.board;
        let sources = self.ways.iter().fold(B::EMPTY, |set, way| {
            let mut squares = onto;
            // Walked back from the landing square.
            for step in (0..way.steps).rev() {
                let back = if step == 0 { way.first.1 } else { way.then.1 };
                squares = back.apply(squares);
                if step > 0 && !self.jumping() {
                    squares = squares & onto;
                }
            }
            set | squares
        });
        pawns & self.from & sources
    }

    /// `NAME_targets(pawns, empty)`: the squares reached without capturing
    /// (push and step rules).
    pub fn quiet(&self, pawns: B, empty: B) -> Option<B> {
        self.quiet_kind().then(|| self.targets(pawns, empty))
    }

    /// `pawns_able_to_NAME(pawns, empty)`: the pawns able to make the quiet
    /// move (push and step rules).
    pub fn able_to_move(&self, pawns: B, empty: B) -> Option<B> {
        self.quiet_kind().then(|| self.able(pawns, empty))
    }

    /// `NAME_captures(pawns, enemies)`: the enemy squares captured on
    /// (capture and step rules).
    #[inline]
    pub fn captures(&self, pawns: B, enemies: B) -> Option<B> {
        self.capture_kind().then(|| self.targets(pawns, enemies))
    }

    /// `pawns_able_to_capture_NAME(pawns, enemies)` (capture and step rules).
    pub fn able_to_capture(&self, pawns: B, enemies: B) -> Option<B> {
        self.capture_kind().then(|| self.able(pawns, enemies))
    }

    /// Whether the rule's pushes create en-passant squares.
    pub fn creates_en_passant(&self) -> bool {
        matches!(
            self.kind,
            RuleKind::Push {
                en_passant: true,
                ..
            }
        )
    }

    /// `NAME_passed_squares(from, to)`: the squares the move `from` → `to`
    /// (one bit each) passes over, its en-passant squares (pushes with
    /// `en_passant`).
    pub fn passed_squares(&self, from: B, to: B) -> Option<B> {
        self.creates_en_passant().then(|| {
            PassedSquares {
                rule: self,
                index: None,
            }
            .all(from, to)
        })
    }
}

/// The passed squares of a rule's direction (`index`), or of all of them.
#[derive(Clone, Copy)]
struct PassedSquares<'a, B> {
    rule: &'a Rule<B>,
    index: Option<usize>,
}

impl<B: Bits> PassedSquares<'_, B> {
    fn one(self, index: usize, from: B, to: B) -> B {
        // (Only pushes along one line make en-passant squares.)
        let way = self.rule.ways[index];
        let (ahead, back) = way.first;
        let (mut a, mut b) = (from, to);
        let (mut on_way, mut behind) = (B::EMPTY, B::EMPTY);
        for _ in 1..way.steps {
            a = ahead.apply(a);
            b = back.apply(b);
            on_way = on_way | a;
            behind = behind | b;
        }
        on_way & behind
    }

    fn all(self, from: B, to: B) -> B {
        (0..self.rule.ways.len()).fold(B::EMPTY, |set, i| set | self.one(i, from, to))
    }
}

impl<B: Bits> Passed<B> for PassedSquares<'_, B> {
    #[inline]
    fn passed(self, from: B, to: B) -> B {
        match self.index {
            Some(index) => self.one(index, from, to),
            None => self.all(from, to),
        }
    }
}

/// One side's run-time rules: the operations of a generated side module.
#[derive(Clone, Debug)]
pub struct Side<B> {
    color: Color,
    rules: Vec<Rule<B>>,
    /// The rules' target sets, in the serialiser's order but for en
    /// passant: rule by rule and direction by direction, quiet moves
    /// before captures.
    walks: Vec<Walk<B>>,
    /// The quiet walks among them, in the same order, for the count.
    quiets: Vec<Walk<B>>,
    /// The capture walks among them, in the same order: the squares the
    /// pawns attack are theirs (asked at every node of the engine's
    /// search).
    captures: Vec<Walk<B>>,
    board: B,
    /// En passant exists in the module.
    en_passant: bool,
    promotes: bool,
    zone: B,
    optional_zone: B,
    promotion_pieces: Vec<u8>,
    optional_promotion_pieces: Vec<u8>,
    promotion_names: Vec<String>,
    optional_promotion_names: Vec<String>,
    attack_table: Vec<B>,
    push_table: Vec<B>,
    /// The drop zone and the file limit, if the side drops pawns.
    drop: Option<(B, Option<u32>)>,
    /// Each file's squares, for the file limit.
    files: Vec<B>,
}

impl<B: Bits> Side<B> {
    fn new(color: Color, module: &rules::Module, side: &rules::Side) -> Side<B> {
        let g = module.geometry;
        let names = |indices: &[u8]| {
            indices
                .iter()
                .map(|&i| {
                    module
                        .pieces
                        .get(usize::from(i))
                        .map_or_else(String::new, |p| p.name.clone())
                })
                .collect()
        };
        let rules: Vec<Rule<B>> = side.rules.iter().map(|r| Rule::new(g, r)).collect();
        let walks = Side::walks(&rules);
        let of_kind = |kind| (walks.iter()).filter(|w| w.kind == kind).copied().collect();
        let (quiets, captures) = (of_kind(MoveKind::Quiet), of_kind(MoveKind::Capture));
        let mut built = Side {
            color,
            walks,
            quiets,
            captures,
            rules,
            board: B::from_squares(g.board()),
            en_passant: module.en_passant,
            promotes: !(side.promotion_zone | side.optional_promotion_zone).is_empty(),
            zone: B::from_squares(side.promotion_zone),
            optional_zone: B::from_squares(side.optional_promotion_zone),
            promotion_pieces: side.promotion_pieces.clone(),
            optional_promotion_pieces: side.optional_promotion_pieces.clone(),
            promotion_names: names(&side.promotion_pieces),
            optional_promotion_names: names(&side.optional_promotion_pieces),
            attack_table: Vec::new(),
            push_table: Vec::new(),
            drop: side.drop.map(|d| (B::from_squares(d.zone), d.per_file)),
            files: (0..g.width).map(|f| B::from_squares(g.file(f))).collect(),
        };
        let squares = (0..g.squares()).map(|sq| B::from_squares(Squares::bit(sq)));
        if built.rules.iter().any(Rule::capture_kind) {
            built.attack_table = squares
                .clone()
                .map(|sq| built.attacks(sq).unwrap_or(B::EMPTY))
                .collect();
        }
        if built.rules.iter().any(Rule::quiet_kind) {
            let everywhere = !B::EMPTY;
            built.push_table = squares
                .map(|sq| {
                    built
                        .rules
                        .iter()
                        .filter_map(|r| r.quiet(sq, everywhere))
                        .fold(B::EMPTY, |a, b| a | b)
                })
                .collect();
        }
        built
    }

    /// The target sets of `rules`, in the order [`Side::walks`] keeps.
    fn walks(rules: &[Rule<B>]) -> Vec<Walk<B>> {
        let mut walks = Vec::new();
        for (index, rule) in rules.iter().enumerate() {
            for (direction, way) in rule.ways.iter().enumerate() {
                let ahead = way.first.0;
                let kinds = [
                    (rule.quiet_kind(), MoveKind::Quiet),
                    (rule.capture_kind(), MoveKind::Capture),
                ];
                for (_, kind) in kinds.into_iter().filter(|&(has, _)| has) {
                    walks.push(Walk {
                        rule: index,
                        direction,
                        kind,
                        from: rule.from & ahead.sources,
                        step: ahead,
                        then: way.then.0,
                        steps: way.steps,
                        jumping: rule.jumping(),
                        en_passant: Self::capture_rule(rule),
                    });
                }
            }
        }
        walks
    }

    /// The other side on the same board with no pawn rules (no pawns to
    /// move, promote or drop): the rules of a side the spec leaves out, as
    /// fox and hounds leaves out the fox's.
    #[must_use]
    pub fn pawnless_opponent(&self) -> Side<B> {
        Side {
            color: match self.color {
                Color::White => Color::Black,
                Color::Black => Color::White,
            },
            rules: Vec::new(),
            walks: Vec::new(),
            quiets: Vec::new(),
            captures: Vec::new(),
            board: self.board,
            en_passant: self.en_passant,
            promotes: false,
            zone: B::EMPTY,
            optional_zone: B::EMPTY,
            promotion_pieces: Vec::new(),
            optional_promotion_pieces: Vec::new(),
            promotion_names: Vec::new(),
            optional_promotion_names: Vec::new(),
            attack_table: Vec::new(),
            push_table: Vec::new(),
            drop: None,
            files: self.files.clone(),
        }
    }

    /// Which side.
    pub fn color(&self) -> Color {
        self.color
    }

    /// The move rules, in spec order.
    pub fn rules(&self) -> &[Rule<B>] {
        &self.rules
    }

    /// `attacks(pawns)`: every square the pawns attack, if the side has a
    /// capturing rule.
    #[inline]
    pub fn attacks(&self, pawns: B) -> Option<B> {
        self.union(pawns, |_| true)
    }

    /// The union of the one-step shifts of the capture walks `which`
    /// selects (`None` where it selects none).
    #[inline]
    fn union(&self, pawns: B, which: impl Fn(&Walk<B>) -> bool) -> Option<B> {
        let mut walks = self.captures.iter().filter(|w| which(w)).peekable();
        walks.peek()?;
        Some(walks.fold(B::EMPTY, |set, walk| set | walk.first_step(pawns)))
    }

    fn capture_rule(rule: &Rule<B>) -> bool {
        matches!(rule.kind, RuleKind::Capture)
    }

    /// `en_passant_captures(pawns, en_passant)`: the en-passant squares
    /// captured onto by `capture` rules, if the variant has en passant and
    /// the side a `capture` rule.
    pub fn en_passant_captures(&self, pawns: B, en_passant: B) -> Option<B> {
        if !self.en_passant {
            return None;
        }
        self.union(pawns, |w| w.en_passant)
            .map(|set| set & en_passant)
    }

    /// `pawns_able_to_capture_en_passant(pawns, en_passant)`, when
    /// [`Side::en_passant_captures`] exists.
    pub fn pawns_able_to_capture_en_passant(&self, pawns: B, en_passant: B) -> Option<B> {
        if !self.en_passant || !self.rules.iter().any(Self::capture_rule) {
            return None;
        }
        Some(
            self.rules
                .iter()
                .filter(|r| Self::capture_rule(r))
                .fold(B::EMPTY, |set, r| set | r.able(pawns, en_passant)),
        )
    }

    /// `promotion_split(targets)`, if the side promotes.
    pub fn promotion_split(&self, targets: B) -> Option<PromotionSplit<B>> {
        self.promotes.then(|| PromotionSplit {
            mandatory: targets & self.zone,
            optional: targets & self.optional_zone,
            plain: targets & (self.board ^ (self.zone | self.optional_zone)),
        })
    }

    /// [`Side::promotion_split`] of `targets`, all plain where the side
    /// does not promote: what the serialiser and the counter walk.
    fn split(&self, targets: B) -> PromotionSplit<B> {
        self.promotion_split(targets).unwrap_or(PromotionSplit {
            mandatory: B::EMPTY,
            optional: B::EMPTY,
            plain: targets,
        })
    }

    /// `drop_targets(pawns, empty)`: the empty squares of the drop zone on
    /// files that hold fewer own pawns than the rule allows, if the side
    /// drops pawns.
    pub fn drop_targets(&self, pawns: B, empty: B) -> Option<B> {
        let (zone, per_file) = self.drop?;
        let mut full = B::EMPTY;
        if let Some(limit) = per_file {
            for &file in &self.files {
                if (pawns & file).count() >= limit {
                    full = full | file;
                }
            }
        }
        Some(zone & empty & !full)
    }

    /// `drops(pawns, empty, sink)`: one drop move per square of
    /// [`Side::drop_targets`], if the side drops pawns.
    pub fn drops<F: FnMut(PawnMove<B>) + ?Sized>(&self, pawns: B, empty: B, sink: &mut F) {
        if let Some(targets) = self.drop_targets(pawns, empty) {
            pawnshift::__private::serialise_drops(targets, sink);
        }
    }

    /// The squares where a move must promote (`PROMOTION_ZONE`).
    pub fn promotion_zone(&self) -> B {
        self.zone
    }

    /// The squares where a move may promote (`OPTIONAL_PROMOTION_ZONE`).
    pub fn optional_promotion_zone(&self) -> B {
        self.optional_zone
    }

    /// The pieces of the mandatory zone, as named in the spec.
    pub fn promotion_pieces(&self) -> &[String] {
        &self.promotion_names
    }

    /// The pieces of the optional zone, as named in the spec.
    pub fn optional_promotion_pieces(&self) -> &[String] {
        &self.optional_promotion_names
    }

    /// `ATTACKS`: [`Side::attacks`] of each single square (empty if the
    /// side has no capturing rule).
    pub fn attack_table(&self) -> &[B] {
        &self.attack_table
    }

    /// `PUSHES`: each single square's quiet targets on an empty board
    /// (empty if the side has no quiet rule).
    pub fn push_table(&self) -> &[B] {
        &self.push_table
    }

    /// `count_moves`: how many moves [`Side::generate`] emits for the same
    /// arguments, counted set-wise (target sets summed by a [`Tally`],
    /// times the allowed pieces where a target promotes) without emitting
    /// one.
    #[must_use]
    pub fn count(&self, pawns: B, own: B, enemies: B, en_passant: B, pieces: u32) -> u32 {
        (self.count_into(pawns, own, enemies, en_passant, pieces, Tally::new())).total()
    }

    /// `tally` with [`Side::count`] added, where a caller counts more moves
    /// (an engine's pieces' moves) with it.
    // (Always: an engine's count at each parent of its perft's last ply
    // asks it, and its frame cost that count's caller 0.8%.)
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub fn count_into(
        &self,
        pawns: B,
        own: B,
        enemies: B,
        en_passant: B,
        pieces: u32,
        tally: Tally<B>,
    ) -> Tally<B> {
        let zones = self.zone | self.optional_zone;
        let empty = !(own | enemies);
        // (Its own loops, not `each_target_set`'s: no rule looked up, no
        // kind asked. A call at every leaf's parent of the engine's perft;
        // the tally by value, kept in registers.)
        let mut sum = tally;
        for walk in &self.quiets {
            self.count_set(walk.targets(pawns, empty), zones, pieces, &mut sum);
        }
        for walk in &self.captures {
            self.count_set(walk.targets(pawns, enemies), zones, pieces, &mut sum);
        }
        if self.en_passant && !en_passant.is_empty() {
            self.count_en_passant(pawns, en_passant, &mut sum);
        }
        sum
    }

    /// Counts the moves `targets` stand for into `tally`: one each, off
    /// the promotion `zones`; else each promotion once per piece of
    /// `pieces` the zone allows.
    #[inline]
    fn count_set(&self, targets: B, zones: B, pieces: u32, tally: &mut Tally<B>) {
        if (targets & zones).is_empty() {
            tally.add(targets);
        } else {
            tally.add_count(self.count_promoting(targets, pieces));
        }
    }

    /// The moves `targets` (some in a promotion zone) stand for, each
    /// promotion once per piece of `pieces` the zone allows.
    // Apart, as the en-passant captures: what most calls of `count` never
    // ask stays out of its frame.
    #[inline(never)]
    fn count_promoting(&self, targets: B, pieces: u32) -> u32 {
        let (mandatory, optional) = (&self.promotion_pieces, &self.optional_promotion_pieces);
        pawnshift::__private::count(self.split(targets), mandatory, optional, pieces)
    }

    /// Counts the en-passant captures onto `en_passant` into `tally`, one
    /// each: an en-passant capture never promotes.
    #[inline(never)]
    fn count_en_passant(&self, pawns: B, en_passant: B, tally: &mut Tally<B>) {
        self.each_en_passant_set(pawns, en_passant, |_, _, targets| {
            tally.add(targets);
        });
    }

    /// `generate_with_pieces`: every pawn move, in the order and encoding
    /// of the generated serialiser; `pieces` is the mask of promotion
    /// pieces allowed (bit `i` for piece `i` of [`Variant::pieces`]).
    ///
    /// `pawns` and `own` hold board squares only; `enemies` and
    /// `en_passant` may hold anything beyond the board.
    pub fn generate<F: FnMut(PawnMove<B>) + ?Sized>(
        &self,
        pawns: B,
        own: B,
        enemies: B,
        en_passant: B,
        pieces: u32,
        sink: &mut F,
    ) {
        let (mandatory, optional) = (&self.promotion_pieces, &self.optional_promotion_pieces);
        let none: Option<fn(B, B) -> B> = None;
        self.each_target_set(pawns, own, enemies, en_passant, |rule, i, kind, targets| {
            // (An en-passant capture never promotes.)
            let targets = if kind == MoveKind::EnPassant {
                PromotionSplit {
                    mandatory: B::EMPTY,
                    optional: B::EMPTY,
                    plain: targets,
                }
            } else {
                self.split(targets)
            };
            let delta = rule.deltas[i];
            if kind == MoveKind::Quiet && rule.creates_en_passant() {
                let passed = PassedSquares {
                    rule,
                    index: Some(i),
                };
                serialise_with(
                    targets, delta, kind, passed, mandatory, optional, pieces, sink,
                );
            } else {
                serialise_with(
                    targets, delta, kind, none, mandatory, optional, pieces, sink,
                );
            }
        });
    }

    /// Calls `visit` with each rule, direction, kind of move and target
    /// set, in the serialiser's order: rule by rule and direction by
    /// direction, quiet moves before captures, en passant last. The one
    /// walk of [`Side::count`] and [`Side::generate`].
    #[inline]
    fn each_target_set(
        &self,
        pawns: B,
        own: B,
        enemies: B,
        en_passant: B,
        mut visit: impl FnMut(&Rule<B>, usize, MoveKind, B),
    ) {
        let empty = !(own | enemies);
        for walk in &self.walks {
            let onto = if walk.kind == MoveKind::Capture {
                enemies
            } else {
                empty
            };
            let targets = walk.targets(pawns, onto);
            visit(&self.rules[walk.rule], walk.direction, walk.kind, targets);
        }
        if self.en_passant && !en_passant.is_empty() {
            self.each_en_passant_set(pawns, en_passant, |rule, i, targets| {
                visit(rule, i, MoveKind::EnPassant, targets);
            });
        }
    }

    /// Calls `visit` with each capturing rule, direction and its
    /// en-passant captures onto `en_passant`, in the serialiser's order:
    /// the capture walks of `capture` rules (one a direction, in rule and
    /// direction order).
    #[inline]
    fn each_en_passant_set(
        &self,
        pawns: B,
        en_passant: B,
        mut visit: impl FnMut(&Rule<B>, usize, B),
    ) {
        for walk in self.captures.iter().filter(|w| w.en_passant) {
            let targets = walk.targets(pawns, en_passant);
            visit(&self.rules[walk.rule], walk.direction, targets);
        }
    }
}

/// A promotion piece of a run-time module.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Its name in the spec.
    pub name: String,
    /// The most of it a side may have (`queen(1)`), if limited.
    pub limit: Option<u8>,
}

/// A spec's module as run-time rules: what its generated module computes.
#[derive(Clone, Debug)]
pub struct Variant<B = u128> {
    name: String,
    start: Option<String>,
    geometry: Geometry,
    board: B,
    pieces: Vec<Piece>,
    white: Option<Side<B>>,
    black: Option<Side<B>>,
    kinds: Vec<Variant<B>>,
}

impl<B: Bits> Variant<B> {
    /// Parses and checks a spec's text and returns its modules as run-time
    /// rules; the errors are the macro's, located by line and column (in
    /// diagnostics, the text is named `<spec>`).
    pub fn parse(source: &str) -> Result<Vec<Variant<B>>, Error> {
        Variant::parse_named("<spec>", source)
    }

    /// [`Variant::parse`], naming the text `path` in diagnostics.
    pub fn parse_named(path: &str, source: &str) -> Result<Vec<Variant<B>>, Error> {
        rules::check_source(std::path::Path::new(path), source)
            .map_err(Error::Spec)?
            .iter()
            .map(Variant::from_rules)
            .collect()
    }

    /// The run-time rules of a checked module.
    pub fn from_rules(module: &rules::Module) -> Result<Variant<B>, Error> {
        let g = module.geometry;
        if g.squares() > B::BITS {
            return Err(Error::TooLarge {
                module: module.name.clone(),
                squares: g.squares(),
                bits: B::BITS,
            });
        }
        Ok(Variant {
            name: module.name.clone(),
            start: module.start.clone(),
            geometry: g,
            board: B::from_squares(g.board()),
            pieces: module
                .pieces
                .iter()
                .map(|p| Piece {
                    name: p.name.clone(),
                    limit: p.limit,
                })
                .collect(),
            white: module
                .white
                .as_ref()
                .map(|s| Side::new(Color::White, module, s)),
            black: module
                .black
                .as_ref()
                .map(|s| Side::new(Color::Black, module, s)),
            kinds: module
                .kinds
                .iter()
                .map(Variant::from_rules)
                .collect::<Result<_, _>>()?,
        })
    }

    /// The module's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The spec's start position (`start "FEN";`), if it gives one.
    pub fn start(&self) -> Option<&str> {
        self.start.as_deref()
    }

    /// Files.
    pub fn width(&self) -> u32 {
        self.geometry.width
    }

    /// Ranks.
    pub fn height(&self) -> u32 {
        self.geometry.height
    }

    /// Every square of the board (`BOARD`).
    pub fn board(&self) -> B {
        self.board
    }

    /// Every promotion piece; [`PawnMove::promotion`] indexes this list.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The rules of `color`, if the spec declares that side.
    pub fn side(&self, color: Color) -> Option<&Side<B>> {
        match color {
            Color::White => self.white.as_ref(),
            Color::Black => self.black.as_ref(),
        }
    }

    /// Further pawn kinds (`kind sergeant { … }`), each a variant of its own
    /// on this board, as the generated `VARIANT.kinds`.
    pub fn kinds(&self) -> &[Variant<B>] {
        &self.kinds
    }
}

impl<B> fmt::Display for Variant<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({} x {})",
            self.name, self.geometry.width, self.geometry.height
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pawnless_opponent_has_the_other_colour_and_no_moves() {
        let source = "pub mod hounds { board 8 x 8; black forward south { push 1 south_west | south_east; } }";
        let variant = Variant::<u64>::parse(source).expect("a spec").remove(0);
        assert!(variant.side(Color::White).is_none());
        let black = variant.side(Color::Black).expect("black's rules");
        let white = black.pawnless_opponent();
        assert_eq!(white.color(), Color::White);
        assert!(white.rules().is_empty());
        assert_eq!(white.attacks(0xff00), None);
    }
}
