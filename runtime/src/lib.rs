//! Declare chess-variant pawn rules; get specialised, wrap-safe bitboard
//! shift functions, masks and per-square tables at compile time.
//!
//! ```
//! pawnshift::pawns! {
//!     /// Orthodox chess pawns.
//!     pub mod standard {
//!         board 8 x 8;
//!         white forward north {
//!             push 1;
//!             push 2 from rank 2 en_passant;
//!             capture north_west;
//!             capture north_east guard not_file_h;
//!             promote at rank 8 to queen | rook | bishop | knight;
//!         }
//!         black mirrors white;
//!     }
//! }
//!
//! use standard::{RANK_2, white};
//! let pawns = RANK_2;
//! let empty = !pawns;
//! assert_eq!(white::single_push_targets(pawns, empty), standard::RANK_3);
//! assert_eq!(white::double_push_targets(pawns, empty), standard::RANK_4);
//! // The same, with the colour as an argument (branch-free):
//! assert_eq!(
//!     standard::single_push_targets(pawns, empty, pawnshift::Color::White),
//!     standard::RANK_3,
//! );
//! ```
//!
//! The spec language — grammar, keywords, what each rule generates, every
//! error — is the
//! [language reference](https://docs.rs/pawnshift-codegen/latest/pawnshift_codegen/#grammar)
//! of the `pawnshift-codegen` crate. Every
//! generated function is an `#[inline]` `const fn` over `u64` (boards of up
//! to 64 squares), `u128` (up to 128) or [`Wide`] (up to 16 x 16, 256
//! squares), and never returns a bit outside the board or one that wrapped
//! around a file edge. To see everything a spec
//! generates, read [`variants::standard`]: it is exactly what the spec above
//! (the bundled `specs/standard.pawns`) expands to, masks drawn as boards.
//!
//! Moves, not just target sets, come from each side's `generate`, which
//! feeds [`PawnMove`]s to a closure without allocating:
//!
//! ```
//! use pawnshift::variants::standard::white;
//! use pawnshift::MoveKind;
//!
//! // White pawns on e2 and d7, a black piece on c8.
//! let (e2, d7, c8) = (1u64 << 12, 1u64 << 51, 1u64 << 58);
//! let mut moves = Vec::new();
//! white::generate(e2 | d7, e2 | d7, c8, 0, &mut |m| moves.push(m));
//! // e3, e4, d8 four ways, dxc8 four ways.
//! assert_eq!(moves.len(), 10);
//! assert_eq!(moves.iter().filter(|m| m.kind == MoveKind::Capture).count(), 4);
//! ```
//!
//! Engines that load variants while they run (as Fairy-Stockfish loads
//! `variants.ini`) get the same rules from a spec's text with the
//! `pawnshift-dynamic` crate: its `Variant::parse` checks the spec as the
//! macro does and offers every operation of a generated module.
//!
//! # Features
//!
//! - `macros` (default): re-exports [`pawns!`]. Turn it off when the code
//!   comes from a build script or checked-in files and you want no
//!   procedural macro in your dependency tree; the generated code only needs
//!   the types of this crate. The macro also reads a spec file:
//!   `pawnshift::pawns!(file = "pawns/chess.pawns")`, by a path relative to
//!   your `Cargo.toml`.
//! - `standard` (default): the bundled [`variants::standard`].
//! - One feature per bundled variant, named as its module (`capablanca`,
//!   `crazyhouse`, `shogi`, `xiangqi`, …; the table in [`variants`] lists
//!   them all): a module whose feature is off does not exist, so
//!   `cannot find capablanca in variants` means `features =
//!   ["capablanca"]`.
//! - `all-variants`: every bundled variant.

#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

// Generated code names this crate `::pawnshift`, also from inside it
// (unused when every bundled variant's feature is off).
#[allow(unused_extern_crates)]
extern crate self as pawnshift;

use core::fmt;

pub mod variants;

/// The set type of boards over 128 squares (`Wide<4>` up to 16 x 16): `N`
/// 64-bit words with `const fn` operations, from the `pawnshift-wide` crate.
pub use pawnshift_wide::Wide;

#[cfg(feature = "macros")]
pub use pawnshift_macros::pawns;

#[cfg(feature = "macros")]
#[doc(hidden)]
pub use pawnshift_macros::__expansion_string;

/// A side. Generated colour-parametrised functions index their shift amounts
/// and masks with `color as usize`, so `White` is 0 and `Black` is 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    /// The side that moves first, whose pawns usually move north.
    White = 0,
    /// The other side.
    Black = 1,
}

impl Color {
    /// Both colours, white first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other colour.
    #[must_use]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// Target squares split by promotion, as returned by the generated
/// `promotion_split` functions. The three parts are disjoint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PromotionSplit<B> {
    /// Targets where the move must promote (one move per promotion piece).
    pub mandatory: B,
    /// Targets where the move may promote (one move per piece, plus one that
    /// does not promote).
    pub optional: B,
    /// Targets where the move cannot promote.
    pub plain: B,
}

/// What a move rule does; see [`Rule`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleKind {
    /// Moves `steps` squares through empty squares onto an empty square;
    /// `en_passant` when the passed squares become en-passant squares;
    /// `jumping` when it leaps them, empty or not.
    Push {
        /// Squares moved.
        steps: u8,
        /// Whether the move creates en-passant squares.
        en_passant: bool,
        /// Whether the passed squares may be occupied.
        jumping: bool,
    },
    /// Moves one square onto an enemy piece and captures it.
    Capture,
    /// Moves one square onto an empty square or an enemy piece.
    Step,
}

/// One move rule of a generated side, as listed in its `RULES` table, for
/// code that walks a variant's rules without naming them (move generators,
/// board viewers).
#[derive(Clone, Copy, Debug)]
pub struct Rule<B: 'static> {
    /// The base of the rule's generated names (`double_push`, `north_west`).
    pub name: &'static str,
    /// The rule as the spec says it, directions spelled out
    /// (`push 2 north from rank 2 en_passant`).
    pub spec: &'static str,
    /// What the rule does.
    pub kind: RuleKind,
    /// The rule's directions as `(file delta, rank delta)` of one step or
    /// knight leap (`(1, 2)` for `north_north_east`).
    pub directions: &'static [(i8, i8)],
    /// `targets(pawns, empty)`: the squares reached without capturing
    /// (push and step rules).
    pub quiet: Option<fn(B, B) -> B>,
    /// `captures(pawns, enemies)`: the enemy squares captured on (capture
    /// and step rules).
    pub capture: Option<fn(B, B) -> B>,
}

/// How a pawn move treats its target square; see [`PawnMove`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Onto an empty square (a push, or a step onto an empty square).
    Quiet,
    /// Onto an enemy piece, which is captured.
    Capture,
    /// Onto an en-passant square: the enemy pawn whose multi-step push
    /// created it is captured (where that pawn stands is the caller's record).
    EnPassant,
    /// A pawn from the hand placed on an empty square (`from` = `to`).
    Drop,
}

/// One pawn move, as the generated `generate` functions emit it.
///
/// Encoding: `from` and `to` are square indices (rank · width + file, a1 =
/// 0); `kind` says what happens on `to`; `promotion` is the index of the
/// piece in the module's `PromotionPiece::ALL` (`None` for a move that does
/// not promote: a move into a mandatory zone always carries one, a move into
/// an optional zone comes once without and once per piece, an en-passant
/// capture never promotes, as in Fairy-Stockfish); `en_passant` is
/// the set of squares this move makes en-passant squares (the passed squares
/// of a multi-step push whose rule says `en_passant`, else empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PawnMove<B: Bitboard> {
    /// The square the pawn leaves.
    pub from: B::Square,
    /// The square it moves to.
    pub to: B::Square,
    /// Quiet, capture or en passant.
    pub kind: MoveKind,
    /// The promotion piece's index in `PromotionPiece::ALL`, if it promotes.
    pub promotion: Option<u8>,
    /// En-passant squares the move creates (none where it promotes: no
    /// pawn is left to take).
    pub en_passant: B,
}

/// A set of squares generated code works over — `u64` (boards of up to 64
/// squares), `u128` (up to 128) or [`Wide`] — with the integer its square
/// indices take in a [`PawnMove`].
pub trait Bitboard: Copy + 'static {
    /// A square's index: `u8` on `u64` and `u128` boards, as in the move
    /// encodings of 8x8 engines; `u16` on wide ones (a board of up to 256
    /// squares needs 0 to 255, a build with raised limits more).
    type Square: Copy + Eq + Ord + core::hash::Hash + fmt::Debug + Into<u32> + Into<usize>;
}

impl Bitboard for u64 {
    type Square = u8;
}

impl Bitboard for u128 {
    type Square = u8;
}

impl<const N: usize> Bitboard for Wide<N> {
    type Square = u16;
}

/// The type of [`SideRules::generate`]:
/// `(pawns, own, enemies, en_passant, pieces, sink)`.
pub type GenerateFn<B> = fn(B, B, B, B, u32, &mut dyn FnMut(PawnMove<B>));

/// The type of [`SideRules::count`]:
/// `(pawns, own, enemies, en_passant, pieces) -> moves`.
pub type CountFn<B> = fn(B, B, B, B, u32) -> u32;

/// A generated side's functions as data (its `SIDE` constant), for code
/// that works on any variant without naming its functions.
///
/// The functions keep the generated ones' contract: on a board smaller than
/// its integer, `pawns` holds board squares only (as a position's pawns do),
/// while `empty`, `enemies` and `en_passant` may hold bits beyond the board
/// (`!occupied` will do); every result holds board squares only.
#[derive(Clone, Copy, Debug)]
pub struct SideRules<B: Bitboard> {
    /// Which side.
    pub color: Color,
    /// The move rules, in spec order.
    pub rules: &'static [Rule<B>],
    /// `attacks(pawns)`, if the side has capturing rules.
    pub attacks: Option<fn(B) -> B>,
    /// `en_passant_captures(pawns, en_passant)`, if the variant has en passant
    /// and the side has capture rules.
    pub en_passant_captures: Option<fn(B, B) -> B>,
    /// `promotion_split(targets)`, if the side promotes.
    pub promotion_split: Option<fn(B) -> PromotionSplit<B>>,
    /// `drop_targets(pawns, empty)`: where pawns from the hand may be
    /// dropped, if the side drops pawns.
    pub drop_targets: Option<fn(B, B) -> B>,
    /// The pieces of the mandatory promotion zone, as named in the spec.
    pub promotion_pieces: &'static [&'static str],
    /// The pieces of the optional promotion zone, as named in the spec.
    pub optional_promotion_pieces: &'static [&'static str],
    /// `ATTACKS`: `attacks` of each single square (empty if the side has no
    /// capturing rule).
    pub attack_table: &'static [B],
    /// `PUSHES`: each single square's quiet targets on an empty board (empty
    /// if the side has no quiet rule).
    pub push_table: &'static [B],
    /// `generate_with_pieces(pawns, own, enemies, en_passant, pieces, sink)`:
    /// every pawn move, with `pieces` the allowed promotion pieces as a bit
    /// mask of `PromotionPiece::ALL` indices.
    pub generate: GenerateFn<B>,
    /// `count_moves(pawns, own, enemies, en_passant, pieces)`: how many
    /// moves `generate` emits for the same arguments, counted set-wise
    /// without emitting one (a perft's last ply).
    pub count: CountFn<B>,
}

/// A generated module's `VARIANT`, whatever its integer type: what
/// [`variants::ALL`] lists, for code that picks a bundled variant at run
/// time.
#[derive(Clone, Copy, Debug)]
pub enum AnyVariant {
    /// A board of up to 64 squares.
    U64(&'static Variant<u64>),
    /// A board of up to 128 squares.
    U128(&'static Variant<u128>),
    /// A board of up to 192 squares (12 x 12, say).
    Wide3(&'static Variant<Wide<3>>),
    /// A board of up to 256 squares (16 x 16).
    Wide4(&'static Variant<Wide<4>>),
}

impl AnyVariant {
    /// The module's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            AnyVariant::U64(v) => v.name,
            AnyVariant::U128(v) => v.name,
            AnyVariant::Wide3(v) => v.name,
            AnyVariant::Wide4(v) => v.name,
        }
    }

    /// Files.
    #[must_use]
    pub const fn width(self) -> u32 {
        match self {
            AnyVariant::U64(v) => v.width,
            AnyVariant::U128(v) => v.width,
            AnyVariant::Wide3(v) => v.width,
            AnyVariant::Wide4(v) => v.width,
        }
    }

    /// Ranks.
    #[must_use]
    pub const fn height(self) -> u32 {
        match self {
            AnyVariant::U64(v) => v.height,
            AnyVariant::U128(v) => v.height,
            AnyVariant::Wide3(v) => v.height,
            AnyVariant::Wide4(v) => v.height,
        }
    }

    /// The spec's start position, if it gives one.
    #[must_use]
    pub const fn start(self) -> Option<&'static str> {
        match self {
            AnyVariant::U64(v) => v.start,
            AnyVariant::U128(v) => v.start,
            AnyVariant::Wide3(v) => v.start,
            AnyVariant::Wide4(v) => v.start,
        }
    }

    /// The promotion pieces.
    #[must_use]
    pub const fn pieces(self) -> &'static [PieceInfo] {
        match self {
            AnyVariant::U64(v) => v.pieces,
            AnyVariant::U128(v) => v.pieces,
            AnyVariant::Wide3(v) => v.pieces,
            AnyVariant::Wide4(v) => v.pieces,
        }
    }
}

/// A promotion piece of a generated module, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceInfo {
    /// Its name in the spec.
    pub name: &'static str,
    /// The most of it a side may have (`queen(1)`), if limited.
    pub limit: Option<u8>,
}

/// A generated module as data (its `VARIANT` constant).
#[derive(Clone, Copy, Debug)]
pub struct Variant<B: Bitboard> {
    /// The module's name.
    pub name: &'static str,
    /// Files.
    pub width: u32,
    /// Ranks.
    pub height: u32,
    /// The spec's start position (`start "FEN";`), if it gives one.
    pub start: Option<&'static str>,
    /// Every promotion piece; `PawnMove::promotion` indexes this list.
    pub pieces: &'static [PieceInfo],
    /// White's rules, if the spec declares white.
    pub white: Option<&'static SideRules<B>>,
    /// Black's rules, if the spec declares black.
    pub black: Option<&'static SideRules<B>>,
    /// Further pawn kinds (`kind sergeant { … }` in the spec: wolf chess's
    /// sergeants beside its pawns), each a module of its own named after
    /// the kind, on this board; their `start` is `None` and their `kinds`
    /// empty. Every kind's `capture` rules capture onto the en-passant
    /// squares any kind's pushes create.
    pub kinds: &'static [Variant<B>],
}

impl<B: Bitboard> Variant<B> {
    /// The rules of `color`, if the spec declares that side.
    #[must_use]
    pub const fn side(&self, color: Color) -> Option<&'static SideRules<B>> {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }
}

/// Support for generated code; not part of the API.
#[doc(hidden)]
pub mod __private {
    use crate::{MoveKind, PawnMove, PromotionSplit};

    /// The bitboard integers.
    pub trait Bits: crate::Bitboard {
        /// No bit set.
        const EMPTY: Self;
        /// Whether no bit is set.
        fn is_empty(self) -> bool;
        /// Removes the lowest set bit; returns its index.
        fn pop(&mut self) -> Self::Square;
        /// The number of set bits.
        fn popcount(self) -> u32;
        /// The set of one square.
        fn square(index: Self::Square) -> Self;
        /// The square `delta` below `to` (`to - delta`), a square by
        /// construction.
        fn back(to: Self::Square, delta: i32) -> Self::Square;
        /// Square `bit` of word `word`.
        fn word_square(word: usize, bit: u32) -> Self::Square;
        /// Words a serialiser walks one by one (a multi-word set), or 0 to
        /// pop the whole integer.
        const WORDS: usize = 0;
        /// Word `index` of a multi-word set.
        fn word(self, index: usize) -> u64 {
            let _ = index;
            0
        }
    }

    macro_rules! bits {
        ($($t:ty),*) => {$(
            impl Bits for $t {
                const EMPTY: Self = 0;
                #[inline(always)]
                fn is_empty(self) -> bool {
                    self == 0
                }
                #[inline(always)]
                fn pop(&mut self) -> u8 {
                    // At most 127: a square index always fits.
                    #[allow(clippy::cast_possible_truncation)]
                    let index = self.trailing_zeros() as u8;
                    *self &= *self - 1;
                    index
                }
                #[inline(always)]
                fn popcount(self) -> u32 {
                    self.count_ones()
                }
                #[inline(always)]
                fn square(index: u8) -> Self {
                    1 << index
                }
                #[inline(always)]
                fn back(to: u8, delta: i32) -> u8 {
                    // Targets come from on-board sources: a square.
                    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                    let from = (i32::from(to) - delta) as u8;
                    from
                }
                #[inline(always)]
                fn word_square(_: usize, bit: u32) -> u8 {
                    #[allow(clippy::cast_possible_truncation)]
                    let square = bit as u8;
                    square
                }
            }
        )*};
    }
    bits!(u64, u128);

    #[allow(clippy::inline_always)]
    impl<const N: usize> Bits for crate::Wide<N> {
        const EMPTY: Self = crate::Wide::EMPTY;
        #[inline(always)]
        fn is_empty(self) -> bool {
            crate::Wide::is_empty(self)
        }
        #[inline(always)]
        fn pop(&mut self) -> u16 {
            // At most 64 · N - 1: square indices fit.
            #[allow(clippy::cast_possible_truncation)]
            let index = self.pop_lowest() as u16;
            index
        }
        #[inline(always)]
        fn popcount(self) -> u32 {
            self.count_ones()
        }
        #[inline(always)]
        fn square(index: u16) -> Self {
            crate::Wide::bit(u32::from(index))
        }
        #[inline(always)]
        fn back(to: u16, delta: i32) -> u16 {
            // Targets come from on-board sources: a square.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let from = (i32::from(to) - delta) as u16;
            from
        }
        #[inline(always)]
        fn word_square(word: usize, bit: u32) -> u16 {
            #[allow(clippy::cast_possible_truncation)]
            let square = (word * 64) as u16 + bit as u16;
            square
        }
        const WORDS: usize = N;
        #[inline(always)]
        fn word(self, index: usize) -> u64 {
            self.0[index]
        }
    }

    /// One target set's moves: `delta` = to − from; promotion parts emit one
    /// move per allowed piece (and the optional part one more without).
    #[allow(clippy::too_many_arguments, clippy::inline_always)]
    #[inline(always)]
    pub fn serialise<B: Bits, F: FnMut(PawnMove<B>) + ?Sized>(
        split: PromotionSplit<B>,
        delta: i32,
        kind: MoveKind,
        passed: Option<fn(B, B) -> B>,
        mandatory: &[u8],
        optional: &[u8],
        allowed: u32,
        sink: &mut F,
    ) {
        serialise_with(
            split, delta, kind, passed, mandatory, optional, allowed, sink,
        );
    }

    /// The squares a move passes over, which it makes en-passant squares:
    /// a generated rule's function, or a run-time rule's.
    pub trait Passed<B>: Copy {
        /// The passed squares of the move `from` → `to` (one bit each).
        fn passed(self, from: B, to: B) -> B;
    }

    impl<B: Bits> Passed<B> for Option<fn(B, B) -> B> {
        #[allow(clippy::inline_always)]
        #[inline(always)]
        fn passed(self, from: B, to: B) -> B {
            match self {
                Some(f) => f(from, to),
                None => B::EMPTY,
            }
        }
    }

    /// The moves [`serialise`] emits for `split`: one per plain target,
    /// one per allowed piece of `mandatory` per mandatory target, and one
    /// more than that per optional target.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub fn count<B: Bits>(
        split: PromotionSplit<B>,
        mandatory: &[u8],
        optional: &[u8],
        allowed: u32,
    ) -> u32 {
        let pieces = |list: &[u8]| list.iter().fold(0, |n, &piece| n + (allowed >> piece & 1));
        let mut moves = split.plain.popcount();
        if !split.mandatory.is_empty() {
            moves += split.mandatory.popcount() * pieces(mandatory);
        }
        if !split.optional.is_empty() {
            moves += split.optional.popcount() * (pieces(optional) + 1);
        }
        moves
    }

    /// One drop move onto each square of `targets`.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub fn serialise_drops<B: Bits, F: FnMut(PawnMove<B>) + ?Sized>(mut targets: B, sink: &mut F) {
        while !targets.is_empty() {
            let to = targets.pop();
            sink(PawnMove {
                from: to,
                to,
                kind: MoveKind::Drop,
                promotion: None,
                en_passant: B::EMPTY,
            });
        }
    }

    /// [`serialise`] with any [`Passed`].
    #[allow(clippy::too_many_arguments, clippy::inline_always)]
    #[inline(always)]
    pub fn serialise_with<B: Bits, P: Passed<B>, F: FnMut(PawnMove<B>) + ?Sized>(
        split: PromotionSplit<B>,
        delta: i32,
        kind: MoveKind,
        passed: P,
        mandatory: &[u8],
        optional: &[u8],
        allowed: u32,
        sink: &mut F,
    ) {
        let part = Part {
            delta,
            kind,
            passed,
            allowed,
        };
        part.each(split.plain, true, &[], sink);
        part.each(split.mandatory, false, mandatory, sink);
        part.each(split.optional, true, optional, sink);
    }

    /// What the parts of one [`serialise`] call share.
    #[derive(Clone, Copy)]
    struct Part<P> {
        delta: i32,
        kind: MoveKind,
        passed: P,
        allowed: u32,
    }

    impl<P: Copy> Part<P> {
        /// The moves onto `set`: one without promotion if `plain`, one per
        /// allowed piece of `pieces`. Always inlined (a closure was not, on
        /// `u128` boards with optional zones, which cost a call per part).
        #[allow(clippy::inline_always)]
        #[inline(always)]
        fn each<B: Bits, F: FnMut(PawnMove<B>) + ?Sized>(
            self,
            mut set: B,
            plain: bool,
            pieces: &[u8],
            sink: &mut F,
        ) where
            P: Passed<B>,
        {
            if B::WORDS == 0 {
                while !set.is_empty() {
                    let to = set.pop();
                    self.at(to, plain, pieces, sink);
                }
            } else {
                // A wide set word by word, as hand-written code pops it.
                for index in 0..B::WORDS {
                    let mut word = set.word(index);
                    while word != 0 {
                        let to = B::word_square(index, word.trailing_zeros());
                        word &= word - 1;
                        self.at(to, plain, pieces, sink);
                    }
                }
            }
        }

        /// The moves onto square `to` (see [`Part::each`]).
        #[allow(clippy::inline_always)]
        #[inline(always)]
        fn at<B: Bits, F: FnMut(PawnMove<B>) + ?Sized>(
            self,
            to: B::Square,
            plain: bool,
            pieces: &[u8],
            sink: &mut F,
        ) where
            P: Passed<B>,
        {
            let from = B::back(to, self.delta);
            let en_passant = self.passed.passed(B::square(from), B::square(to));
            // A push that promotes leaves no pawn to take en passant.
            let mut emit = |promotion: Option<u8>| {
                sink(PawnMove {
                    from,
                    to,
                    kind: self.kind,
                    promotion,
                    en_passant: if promotion.is_some() {
                        B::EMPTY
                    } else {
                        en_passant
                    },
                });
            };
            if plain {
                emit(None);
            }
            for &piece in pieces {
                if self.allowed >> piece & 1 == 1 {
                    emit(Some(piece));
                }
            }
        }
    }
}

/// Draws a bitboard as a board diagram: rank numbers on the left, file
/// letters below, `1` for a set square and `.` for an empty one.
///
/// ```
/// let d = pawnshift::Diagram::new(0b10, 3, 2);
/// assert_eq!(d.to_string(), "2 . . .\n1 . 1 .\n  a b c");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagram {
    bits: Wide<4>,
    width: u32,
    height: u32,
    mark: char,
}

impl Diagram {
    /// A diagram of `bits` on a `width` x `height` board (square index =
    /// rank · width + file). Bits outside the board are not drawn. Widths
    /// and heights are clamped to 1..=16 (with `u128` bits, to 128 squares:
    /// draw a larger board with [`Diagram::wide`]).
    #[must_use]
    pub const fn new(bits: u128, width: u32, height: u32) -> Diagram {
        let width = clamp_side(width);
        let height = clamp_side(height);
        let height = if height > 128 / width {
            128 / width
        } else {
            height
        };
        Diagram::wide(Wide::from_u128(bits), width, height)
    }

    /// A diagram of a set of up to 256 squares, as generated code over
    /// [`Wide`] keeps them (`Wide<3>` sets widen with
    /// `Wide::from_words`); sides clamped to 1..=16.
    ///
    /// ```
    /// use pawnshift::{Diagram, Wide};
    /// let d = Diagram::wide(Wide::bit(255), 16, 16).to_string();
    /// assert!(d.starts_with("16 . . . . . . . . . . . . . . . 1"));
    /// ```
    #[must_use]
    pub const fn wide(bits: Wide<4>, width: u32, height: u32) -> Diagram {
        Diagram {
            bits,
            width: clamp_side(width),
            height: clamp_side(height),
            mark: '1',
        }
    }

    /// The same diagram drawing set squares with `mark` instead of `1`.
    #[must_use]
    pub const fn with_mark(self, mark: char) -> Diagram {
        Diagram { mark, ..self }
    }
}

impl fmt::Display for Diagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = |square: u32| self.bits.contains(square).then_some(self.mark);
        draw(f, self.width, self.height, &cell)
    }
}

/// A side of a diagram, clamped to 1..=16.
const fn clamp_side(side: u32) -> u32 {
    if side == 0 {
        1
    } else if side > 16 {
        16
    } else {
        side
    }
}

/// Draws any board diagram: `cell(square)` gives a square's character
/// (`None` draws `.`), square index = rank · width + file.
///
/// ```
/// let board = pawnshift::CellDiagram::new(3, 2, |sq| (sq == 4).then_some('P'));
/// assert_eq!(board.to_string(), "2 . P .\n1 . . .\n  a b c");
/// ```
pub struct CellDiagram<F> {
    width: u32,
    height: u32,
    cell: F,
}

impl<F: Fn(u32) -> Option<char>> CellDiagram<F> {
    /// A `width` x `height` diagram (sides clamped to 1..=16).
    pub const fn new(width: u32, height: u32, cell: F) -> CellDiagram<F> {
        CellDiagram {
            width: clamp_side(width),
            height: clamp_side(height),
            cell,
        }
    }
}

impl<F: Fn(u32) -> Option<char>> fmt::Display for CellDiagram<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        draw(f, self.width, self.height, &self.cell)
    }
}

impl<F> fmt::Debug for CellDiagram<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CellDiagram")
            .field("width", &self.width)
            .field("height", &self.height)
            .finish_non_exhaustive()
    }
}

/// Rank numbers on the left (right-aligned), file letters below.
fn draw(
    f: &mut fmt::Formatter<'_>,
    width: u32,
    height: u32,
    cell: &dyn Fn(u32) -> Option<char>,
) -> fmt::Result {
    let label = if height >= 10 { 2 } else { 1 };
    for rank in (0..height).rev() {
        write!(f, "{:>label$}", rank + 1)?;
        for file in 0..width {
            write!(f, " {}", cell(rank * width + file).unwrap_or('.'))?;
        }
        f.write_str("\n")?;
    }
    write!(f, "{:label$}", "")?;
    for file in 0..width {
        let letter = char::from_digit(file + 10, 36).unwrap_or('?');
        write!(f, " {letter}")?;
    }
    Ok(())
}
