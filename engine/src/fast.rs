//! The fast path of perft for kings, pawns and leaping and riding pieces on every board, over
//! generated functions or run-time rules alike ([`FastSide`]), in the set
//! type the rules work over (`u64`, `u128` or [`Wide`]).
//!
//! With no slider on the board a pawn move can never expose its own king,
//! and a check can only come from one pawn. So at the last ply the legal
//! moves are counted set-wise, without generating a single move: king
//! steps to unattacked squares, and either every pawn move (the generated
//! `count_moves`, a popcount per rule and direction, times the promotion
//! pieces) and every drop from the hand, or, in check, the captures of the
//! checking pawn (a rule of several directions, whose target set would
//! count a square reached from two pawns once, pawn by pawn). Other plies
//! make the moves the generated serialiser emits. Pieces are moved here
//! too where they only leap and ride ([`pieces`]: legality from check and
//! pin masks), up to `SLOTS` slots: those pawns promote to first, then
//! the variant's others (wildebeest's camels and gnus); a promotion to any
//! other piece hands its subtree to the general engine.
//!
//! Hands ([`position`]): a capture gives the capturer the piece taken
//! (crazyhouse; loop's and chessgi's pieces pawns became stay what they
//! are, crazyhouse's go back as pawns, which is why such pieces have
//! slots of their own) or nothing (bughouse's board alone), and pieces
//! in hand are dropped onto the empty squares of their drop zones (onto
//! the check's line in check).
//!
//! Castling is played here where royal kings castle, no right is won by a
//! drop (`castling dropped`) and there is no gating ([`castling`]): a
//! right per rook file, legal out of check over
//! empty squares with no square the king walks attacked (the guard's
//! danger), the landing square tried last where the castling rook may
//! have shielded it (a square of its rank lies beyond the rook).
//!
//! Variant rules played here too: extinction (shatranj's bare king),
//! tested at every node ([`extinction`]); kings that step by tables of
//! their own, per side (xiangqi's and janggi's, in their palaces); the
//! flying general, where the enemy king guards its lines and a pawn alone
//! between the kings keeps to the line ([`facing`]); passes, two in a row
//! ending the game (janggi; a position with its generals facing goes to
//! the general engine); pseudo-royal kings while a side has one
//! (spartan's), a king that might stay attacked by promoting to a second
//! one (duple check) leaving its position to the general engine.

use std::sync::Arc;

use pawnshift::{MoveKind, PawnMove, PromotionSplit, RuleKind, SideRules, Wide};

use crate::game::{Board, Kind, MAX_KINDS, Rules, neighbours};
use crate::set::{Set, Widest, squares};

mod castling;
mod ends;
mod facing;
mod pieces;
mod position;

use castling::{Castle, Castles, side_rights};
use ends::{Extinction, Flag};
use facing::Facing;
use pieces::{Guard, Pieces, Sides, slots_in};
use position::{Child, Keep, Plain, Pos, ROOM, WithPieces, after_pawn};

/// A side's pawn rules as the fast path calls them: generated functions or
/// run-time rules, over their own set type.
pub(crate) trait FastSide {
    /// The set type the rules work over.
    type Set: Set;
    /// A move rule.
    type Rule;
    /// The move rules.
    fn rules(&self) -> &[Self::Rule];
    /// A rule's kind and its number of directions.
    fn shape(rule: &Self::Rule) -> (RuleKind, &[(i8, i8)]);
    /// A rule's quiet targets, if it has quiet moves.
    fn quiet(rule: &Self::Rule, pawns: Self::Set, empty: Self::Set) -> Option<Self::Set>;
    /// A rule's captures, if it captures.
    fn capture(rule: &Self::Rule, pawns: Self::Set, enemies: Self::Set) -> Option<Self::Set>;
    /// The squares the pawns attack, if the side captures.
    fn attacks(&self, pawns: Self::Set) -> Option<Self::Set>;
    /// Whether the side's `capture` rules take en passant.
    fn en_passant(&self) -> bool;
    /// Where the side drops pawns from its hand, if it does.
    fn drop_targets(&self, pawns: Self::Set, empty: Self::Set) -> Option<Self::Set>;
    /// Targets split by promotion, if the side promotes.
    fn promotion_split(&self, targets: Self::Set) -> Option<PromotionSplit<Self::Set>>;
    /// The mandatory and optional promotion pieces, by name.
    fn piece_names(&self) -> (Vec<&str>, Vec<&str>);
    /// How many moves `generate` would emit, counted set-wise.
    fn count(
        &self,
        pawns: Self::Set,
        own: Self::Set,
        enemies: Self::Set,
        en_passant: Self::Set,
        allowed: u32,
    ) -> u32;
    /// Every pawn move, as the serialiser emits it.
    fn generate(
        &self,
        pawns: Self::Set,
        own: Self::Set,
        enemies: Self::Set,
        en_passant: Self::Set,
        allowed: u32,
        sink: &mut impl FnMut(PawnMove<Self::Set>),
    );
}

impl<B: Set> FastSide for &'static SideRules<B> {
    type Set = B;
    type Rule = pawnshift::Rule<B>;
    fn rules(&self) -> &[Self::Rule] {
        self.rules
    }
    fn shape(rule: &Self::Rule) -> (RuleKind, &[(i8, i8)]) {
        (rule.kind, rule.directions)
    }
    #[inline]
    fn quiet(rule: &Self::Rule, pawns: B, empty: B) -> Option<B> {
        rule.quiet.map(|f| f(pawns, empty))
    }
    #[inline]
    fn capture(rule: &Self::Rule, pawns: B, enemies: B) -> Option<B> {
        rule.capture.map(|f| f(pawns, enemies))
    }
    #[inline]
    fn attacks(&self, pawns: B) -> Option<B> {
        self.attacks.map(|f| f(pawns))
    }
    fn en_passant(&self) -> bool {
        self.en_passant_captures.is_some()
    }
    #[inline]
    fn drop_targets(&self, pawns: B, empty: B) -> Option<B> {
        self.drop_targets.map(|f| f(pawns, empty))
    }
    #[inline]
    fn promotion_split(&self, targets: B) -> Option<PromotionSplit<B>> {
        self.promotion_split.map(|f| f(targets))
    }
    fn piece_names(&self) -> (Vec<&str>, Vec<&str>) {
        (
            self.promotion_pieces.to_vec(),
            self.optional_promotion_pieces.to_vec(),
        )
    }
    #[inline]
    fn count(&self, pawns: B, own: B, enemies: B, en_passant: B, allowed: u32) -> u32 {
        (self.count)(pawns, own, enemies, en_passant, allowed)
    }
    #[inline]
    fn generate(
        &self,
        pawns: B,
        own: B,
        enemies: B,
        en_passant: B,
        allowed: u32,
        sink: &mut impl FnMut(PawnMove<B>),
    ) {
        (self.generate)(pawns, own, enemies, en_passant, allowed, sink);
    }
}

impl<B: Set> FastSide for Arc<pawnshift_dynamic::Side<B>> {
    type Set = B;
    type Rule = pawnshift_dynamic::Rule<B>;
    fn rules(&self) -> &[Self::Rule] {
        pawnshift_dynamic::Side::rules(self)
    }
    fn shape(rule: &Self::Rule) -> (RuleKind, &[(i8, i8)]) {
        (rule.kind(), rule.directions())
    }
    #[inline]
    fn quiet(rule: &Self::Rule, pawns: B, empty: B) -> Option<B> {
        rule.quiet(pawns, empty)
    }
    #[inline]
    fn capture(rule: &Self::Rule, pawns: B, enemies: B) -> Option<B> {
        rule.captures(pawns, enemies)
    }
    #[inline]
    fn attacks(&self, pawns: B) -> Option<B> {
        pawnshift_dynamic::Side::attacks(self, pawns)
    }
    fn en_passant(&self) -> bool {
        self.en_passant_captures(B::EMPTY, B::EMPTY).is_some()
    }
    #[inline]
    fn drop_targets(&self, pawns: B, empty: B) -> Option<B> {
        pawnshift_dynamic::Side::drop_targets(self, pawns, empty)
    }
    #[inline]
    fn promotion_split(&self, targets: B) -> Option<PromotionSplit<B>> {
        pawnshift_dynamic::Side::promotion_split(self, targets)
    }
    fn piece_names(&self) -> (Vec<&str>, Vec<&str>) {
        (
            self.promotion_pieces().iter().map(String::as_str).collect(),
            self.optional_promotion_pieces()
                .iter()
                .map(String::as_str)
                .collect(),
        )
    }
    #[inline]
    fn count(&self, pawns: B, own: B, enemies: B, en_passant: B, allowed: u32) -> u32 {
        pawnshift_dynamic::Side::count(self, pawns, own, enemies, en_passant, allowed)
    }
    #[inline]
    fn generate(
        &self,
        pawns: B,
        own: B,
        enemies: B,
        en_passant: B,
        allowed: u32,
        sink: &mut impl FnMut(PawnMove<B>),
    ) {
        pawnshift_dynamic::Side::generate(self, pawns, own, enemies, en_passant, allowed, sink);
    }
}

/// The fast path of a variant: over its generated functions or its
/// run-time rules, in their set type.
pub(crate) enum FastPath {
    /// Generated code of a board of up to 64 squares.
    U64(Fast<&'static SideRules<u64>>),
    /// Generated code of a board of up to 128 squares.
    U128(Fast<&'static SideRules<u128>>),
    /// Generated code of a board of up to 192 squares.
    Wide3(Fast<&'static SideRules<Wide<3>>>),
    /// Generated code of a board of up to 256 squares.
    Wide4(Fast<&'static SideRules<Wide<4>>>),
    /// Run-time rules of a board of up to 64 squares.
    Dynamic64(Fast<Arc<pawnshift_dynamic::Side<u64>>>),
    /// Run-time rules of a board of up to 128 squares.
    Dynamic128(Fast<Arc<pawnshift_dynamic::Side<u128>>>),
    /// Run-time rules of a board of up to 256 squares.
    DynamicWide(Fast<Arc<pawnshift_dynamic::Side<Widest>>>),
}

/// `$body` on the [`Fast`] inside a [`FastPath`], whatever its sides.
macro_rules! each_fast {
    ($path:expr, |$f:ident| $body:expr) => {
        match $path {
            FastPath::U64($f) => $body,
            FastPath::U128($f) => $body,
            FastPath::Wide3($f) => $body,
            FastPath::Wide4($f) => $body,
            FastPath::Dynamic64($f) => $body,
            FastPath::Dynamic128($f) => $body,
            FastPath::DynamicWide($f) => $body,
        }
    };
}

impl FastPath {
    /// The fast path for a variant, if it has one: both sides' rules in
    /// one set type.
    pub(crate) fn new<B: Set>(rules: &Rules<B>) -> Option<FastPath> {
        use crate::variants::SideView;
        if let Some(variant) = rules.variant.tables64 {
            let (Some(white), Some(black)) = (variant.white, variant.black) else {
                return None;
            };
            return Fast::new(rules, [white, black]).map(FastPath::U64);
        }
        if let Some(variant) = rules.variant.dynamic64.as_ref() {
            let side = |c| variant.side(c).map(|s| Arc::new(s.clone()));
            let (Some(white), Some(black)) =
                (side(pawnshift::Color::White), side(pawnshift::Color::Black))
            else {
                return None;
            };
            return Fast::new(rules, [white, black]).map(FastPath::Dynamic64);
        }
        let (Some(white), Some(black)) = (
            rules.side(pawnshift::Color::White),
            rules.side(pawnshift::Color::Black),
        ) else {
            return None;
        };
        match (white, black) {
            (SideView::U128(w), SideView::U128(b)) => {
                Fast::new(rules, [*w, *b]).map(FastPath::U128)
            }
            (SideView::Wide3(w), SideView::Wide3(b)) => {
                Fast::new(rules, [*w, *b]).map(FastPath::Wide3)
            }
            (SideView::Wide4(w), SideView::Wide4(b)) => {
                Fast::new(rules, [*w, *b]).map(FastPath::Wide4)
            }
            (SideView::Dynamic(w), SideView::Dynamic(b)) => {
                Fast::new(rules, [w.clone(), b.clone()]).map(FastPath::Dynamic128)
            }
            (SideView::DynamicWide(w), SideView::DynamicWide(b)) => {
                Fast::new(rules, [w.clone(), b.clone()]).map(FastPath::DynamicWide)
            }
            _ => None,
        }
    }

    /// Perft of `board` if the fast path plays it: kings (one a side),
    /// pawns, pawns in hand and pieces it moves (else `None`).
    pub(crate) fn perft<B: Set>(
        &self,
        rules: &Rules<B>,
        board: &Board<B>,
        depth: u32,
    ) -> Option<u64> {
        each_fast!(self, |fast| fast.perft(rules, board, depth))
    }
}

/// How the last ply counts one rule's moves (one per rule, in order).
#[derive(Clone, Copy, Debug)]
struct Counted {
    /// Whether its `capture` function takes en passant too.
    en_passant: bool,
    /// Whether it moves several ways, so is counted pawn by pawn.
    per_pawn: bool,
}

/// What a promotion limit counts: the side's kings, the pieces of a
/// slot, or nothing a fast position holds.
#[derive(Clone, Copy, Debug)]
enum Held {
    King,
    /// A mask of slots.
    Slots(u32),
}

/// The promotion pieces a side may choose, and what a promoting target
/// is worth.
#[derive(Clone, Copy, Debug)]
struct Choice {
    /// By index in the variant's list.
    allowed: u32,
    /// Moves per promoting target: mandatory pieces, optional pieces + 1.
    weights: (u32, u32),
}

impl Choice {
    /// The choice of `allowed` pieces among `promotions` (mandatory and
    /// optional).
    fn new(allowed: u32, promotions: (u32, u32)) -> Choice {
        Choice {
            allowed,
            weights: (
                (allowed & promotions.0).count_ones(),
                (allowed & promotions.1).count_ones() + 1,
            ),
        }
    }
}

/// The fast path's fixed data.
// Its flags are independent rules of the variant, each read where it
// applies in the search.
#[allow(clippy::struct_excessive_bools)]
pub(crate) struct Fast<F: FastSide> {
    sides: [F; 2],
    kings: Kings<F::Set>,
    /// Each side's promotion pieces by index: mandatory, optional.
    promotions: [(u32, u32); 2],
    /// What a side without pieces may promote to: every piece of no limit
    /// or a limit above 0.
    unlimited: [Choice; 2],
    /// The promotion limits: the piece's index, what counts against it
    /// and the most of it a side may hold.
    limits: Vec<(usize, Held, u32)>,
    /// Each side's promotion zones (target sets outside them count one
    /// move per square, no split needed).
    zones: [F::Set; 2],
    /// Each side's rules as the last ply counts them.
    counted: [Vec<Counted>; 2],
    /// The kinds of piece pawns promote to that the fast path moves.
    pieces: Pieces<F::Set>,
    /// Whether each side's pawns attack only squares a king step away
    /// (so a checking pawn stands next to the king).
    near: [bool; 2],
    /// Whether captures go to the capturer's hand, from where they are
    /// dropped (crazyhouse): then [`Pos::hands`] and [`Pos::held`] count.
    hands: bool,
    /// Where captured pieces go.
    keep: Keep,
    /// Whether positions with pieces have every move tried (see
    /// [`Fast::perft_tried`]).
    tried: bool,
    /// Whether positions with pieces are the general engine's: their
    /// moves would have to be tried, and cannot be.
    untried: bool,
    /// Whether a captured piece a pawn became goes to the hand as a pawn
    /// (crazyhouse's `Q~`): such pieces have slots of their own.
    demotes: bool,
    /// Per side and slot, where a piece from the hand may be dropped (if
    /// the square is empty).
    drop_zones: [Vec<F::Set>; 2],
    /// The extinction rule (shatranj's bare king), tested at every node.
    extinction: Option<Extinction>,
    /// The flag (kingofthehill's centre), tested at every node.
    flag: Option<Flag<F::Set>>,
    /// Whether checks are counted (3check): see [`Pos::checks`].
    counting: bool,
    /// The flying general's lines, where kings may not face each other.
    facing: Option<Facing<F::Set>>,
    /// Whether a side not in check may pass.
    passing: bool,
    /// Bikjang's lines, where facing kings must part or pass: the general
    /// engine plays such a position.
    bikjang: Option<Facing<F::Set>>,
    /// Whether a rule beyond the kings' and pawns' moves may end the game
    /// or hand a position to the general engine (extinction, passes,
    /// bikjang, duple check): see [`Fast::perft_ruled`].
    ruled: bool,
    /// Whether kings are pseudo-royal (spartan's, one a side): a position
    /// whose side not to move has its king attacked is the general
    /// engine's, as the king may be taken.
    pseudo_royal: bool,
    /// Each side's promotion pieces (by index) that make a second
    /// pseudo-royal king where a side may leave one of two attacked
    /// (spartan's duple check).
    duple_kings: [u32; 2],
    /// Castling, where the variant castles as the fast path plays it.
    castles: Option<Castles<F::Set>>,
}

impl<S: Set, F: FastSide<Set = S>> Fast<F> {
    /// The fast path for a variant with `sides`, if it can play it: its
    /// king steps the same whatever stands around, and no en passant where
    /// kings may not face (it would take two pieces off a line).
    fn new<B: Set>(rules: &Rules<B>, sides: [F; 2]) -> Option<Fast<F>> {
        let pieces = &rules.variant.pieces;
        let (promotions, unlimited) = Self::promotion_masks(pieces, &sides);
        let zones = |side: &F| {
            side.promotion_split(S::ALL)
                .map_or(S::EMPTY, |split| split.mandatory | split.optional)
        };
        let width = i32::try_from(rules.variant.width).unwrap_or(i32::MAX);
        let height = i32::try_from(rules.variant.height).unwrap_or(i32::MAX);
        let promoted: Vec<Kind> = (0..pieces.len())
            .filter_map(|i| u8::try_from(i).ok())
            .map(|i| rules.piece_kind(i))
            .collect();
        let demotes = rules.hands() && rules.demotes();
        let moved = Self::moved(rules, &promoted, demotes, (width, height));
        let drop_zones = [0, 1].map(|side| {
            (0..moved.len())
                .map(|slot| rules.drop_zone(moved.kind(slot).0, side).to())
                .collect()
        });
        let limits = Self::limits(pieces, &promoted, &moved);
        // The promotion pieces that make a second king under duple check.
        let duple = index_mask(
            promoted
                .iter()
                .enumerate()
                .filter(|&(_, &kind)| kind == Kind::KING && rules.duple_check())
                .map(|(index, _)| index),
        );
        let facing = rules.facing_kings().then(|| Facing::new(width, height));
        if facing.is_some() && sides.iter().any(FastSide::en_passant) {
            return None;
        }
        let (passing, bikjang) = rules.passing();
        let duple_kings = promotions.map(|(mandatory, optional)| (mandatory | optional) & duple);
        let extinction = rules
            .extinction()
            .map(|rule| Extinction::new(rule, |k| moved.slots_of(k)));
        let castles = rules
            .castling_plan()
            .and_then(|plan| Castles::new(&plan, width, height));
        let keep = Keep::new(rules.hands() && rules.captures_to_hand(), moved.keep());
        let flag = rules
            .flag()
            .map(|(kind, squares)| Flag::new(kind, squares.map(Set::to), &moved));
        // Checks are counted after each move: a promotion to a piece the
        // fast path does not move would leave its check to the general
        // engine's board.
        let (tried, untried) = Self::tried(
            rules,
            &moved,
            &promoted,
            duple_kings != [0; 2],
            (width, height),
        );
        let counting = rules.check_counting();
        if counting
            && promoted
                .iter()
                .any(|&kind| kind != Kind::KING && moved.slots_of(kind) == 0)
        {
            return None;
        }
        Some(Fast {
            tried,
            untried,
            keep,
            castles,
            ruled: passing
                || bikjang
                || extinction.is_some()
                || flag.is_some()
                || counting
                || duple_kings != [0; 2],
            flag,
            counting,
            duple_kings,
            passing,
            bikjang: bikjang.then(|| Facing::new(width, height)),
            extinction,
            facing,
            pseudo_royal: !rules.royal(),
            kings: Kings::new(rules, width, height)?,
            pieces: moved,
            limits,
            zones: [zones(&sides[0]), zones(&sides[1])],
            unlimited: promotions.map(|p| Choice::new(unlimited, p)),
            promotions,
            counted: [Self::counted(&sides[0]), Self::counted(&sides[1])],
            near: [Self::near(&sides[0]), Self::near(&sides[1])],
            hands: rules.hands(),
            demotes,
            drop_zones,
            sides,
        })
    }

    /// Each side's promotion pieces among the variant's `pieces`
    /// (mandatory and optional, a bit per index), and those a side
    /// without pieces may choose (a limit counts the pieces on the board,
    /// none in a kings-and-pawns position: a piece may be chosen there
    /// unless its limit is 0).
    fn promotion_masks(pieces: &[(String, Option<u8>)], sides: &[F; 2]) -> ([(u32, u32); 2], u32) {
        let mask = |names: Vec<&str>| {
            index_mask(
                names
                    .iter()
                    .filter_map(|name| pieces.iter().position(|(n, _)| n == name)),
            )
        };
        let promotions = sides.each_ref().map(|side| {
            let (mandatory, optional) = side.piece_names();
            (mask(mandatory), mask(optional))
        });
        let unlimited = index_mask(
            pieces
                .iter()
                .enumerate()
                .filter(|(_, (_, limit))| *limit != Some(0))
                .map(|(index, _)| index),
        );
        (promotions, unlimited)
    }

    /// Whether positions with pieces have their moves tried (their pieces'
    /// checks and pins are not what the guard's masks describe: `moved`
    /// has lame leaps, hops or regions, or kings may not face), and
    /// whether they are the general engine's instead: where passes,
    /// pseudo-royal kings, duple check (`duple`) or a promotion to a piece
    /// the fast path does not move (its move could not be tried) stand in
    /// the way.
    fn tried<B: Set>(
        rules: &Rules<B>,
        moved: &Pieces<S>,
        promoted: &[Kind],
        duple: bool,
        (width, height): (i32, i32),
    ) -> (bool, bool) {
        let board = (0..width * height).fold(S::EMPTY, |set, sq| set | S::at(sq));
        let trying = moved.tried(board) || rules.facing_kings();
        let all_moved = promoted
            .iter()
            .all(|&kind| kind == Kind::KING || moved.slots_of(kind) != 0);
        let (passing, _) = rules.passing();
        let tried = trying && !passing && rules.royal() && !duple && all_moved;
        (tried, trying && !tried)
    }

    /// The promotion limits of the variant's `pieces` (the kinds
    /// `promoted`, kept in `moved`'s slots): index, what counts against
    /// it, and the most a side may hold.
    fn limits(
        pieces: &[(String, Option<u8>)],
        promoted: &[Kind],
        moved: &Pieces<S>,
    ) -> Vec<(usize, Held, u32)> {
        pieces
            .iter()
            .take(32)
            .enumerate()
            .filter_map(|(index, (_, limit))| {
                let held = match promoted[index] {
                    Kind::KING => Held::King,
                    kind => Held::Slots(moved.slots_of(kind)),
                };
                Some((index, held, u32::from((*limit)?)))
            })
            .collect()
    }

    /// The pieces the fast path moves, slot by slot on a board of `size`:
    /// the `promoted` kinds pawns promote to first (as pieces pawns
    /// became where such pieces are kept apart: `demotes`), then the
    /// variant's other pieces that only leap and ride.
    fn moved<B: Set>(
        rules: &Rules<B>,
        promoted: &[Kind],
        demotes: bool,
        (width, height): (i32, i32),
    ) -> Pieces<S> {
        let plain = rules.plain_pieces();
        let mut wanted: Vec<(Kind, bool)> = promoted.iter().map(|&k| (k, demotes)).collect();
        for piece in &plain {
            if !wanted.contains(&(piece.kind, false)) {
                wanted.push((piece.kind, false));
            }
        }
        Pieces::new(&plain, &wanted, width, height)
    }

    /// How the last ply counts each rule of `side`.
    fn counted(side: &F) -> Vec<Counted> {
        let en_passant = side.en_passant();
        side.rules()
            .iter()
            .map(|rule| {
                let (kind, directions) = F::shape(rule);
                Counted {
                    en_passant: en_passant && kind == RuleKind::Capture,
                    per_pawn: directions.len() > 1,
                }
            })
            .collect()
    }

    /// Whether `side`'s pawns attack only squares a king step away.
    fn near(side: &F) -> bool {
        side.rules().iter().all(|rule| {
            let (kind, directions) = F::shape(rule);
            matches!(kind, RuleKind::Push { .. })
                || directions
                    .iter()
                    .all(|&(df, dr)| df.abs() <= 1 && dr.abs() <= 1)
        })
    }

    /// Perft of `board` if the fast path plays it: kings (one a side),
    /// pawns, pawns in hand and pieces it moves (else `None`).
    pub(crate) fn perft<B: Set>(
        &self,
        rules: &Rules<B>,
        board: &Board<B>,
        depth: u32,
    ) -> Option<u64> {
        let pos = self.pos_of(board)?;
        Some(self.perft_pieces(rules, &pos, depth))
    }

    fn perft_plain<B: Set>(&self, rules: &Rules<B>, p: &Plain<S>, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.ruled
            && let Some(nodes) = self.perft_ruled(rules, p, depth)
        {
            return nodes;
        }
        match depth {
            1 => self.count(p),
            // The last ply's parents count their children directly (where
            // no variant rule must see each child first: `perft_ruled`). An
            // arm of its own: as a guard on the arm below it costs 1% of
            // perft's instructions.
            2 if !self.ruled => {
                let mut nodes = 0;
                self.each_legal(rules, p, &mut |child| {
                    nodes += match child {
                        Child::Pos(next) => self.count(next),
                        Child::Pieces(next) => self.perft_pieces(rules, next, 1),
                        Child::Board(board) => rules.perft(board, 1),
                    };
                });
                nodes
            }
            _ => {
                let mut nodes = 0;
                self.each_legal(rules, p, &mut |child| {
                    nodes +=
                        match child {
                            Child::Pos(next) => self
                                .with_check(next, |next| self.perft_plain(rules, next, depth - 1)),
                            Child::Pieces(next) => self
                                .with_check(next, |next| self.perft_pieces(rules, next, depth - 1)),
                            Child::Board(board) => rules.perft(board, depth - 1),
                        };
                });
                nodes
            }
        }
    }

    /// Perft of `p` where a variant rule decides it (0 where the game is
    /// over, the general engine's count where it must play `p`), if one
    /// does.
    #[inline(never)]
    fn perft_ruled<B: Set>(&self, rules: &Rules<B>, p: &Plain<S>, depth: u32) -> Option<u64> {
        if self.over(p) {
            return Some(0);
        }
        let general = self.facing_bikjang(p)
            || self.duple(p, || {
                let them = 1 - p.side;
                let attacks = self.sides[them].attacks(p.pawns[them]);
                attacks.unwrap_or(S::EMPTY) & p.kings[p.side] != S::EMPTY
            });
        general.then(|| rules.perft_general(&self.board_of(&p.resized(), None), depth))
    }

    fn perft_pieces<B: Set>(&self, rules: &Rules<B>, p: &WithPieces<S>, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if !p.has_pieces() {
            return self.perft_plain(rules, &p.resized(), depth);
        }
        if self.over(p) {
            return 0;
        }
        if self.tried {
            return self.perft_tried(rules, p, depth);
        }
        if self.untried {
            return rules.perft_general(&self.board_of(p, None), depth);
        }
        let guard = self.guard(p).filter(|guard| {
            !self.duple(p, || guard.checkers != S::EMPTY || guard.pinned != S::EMPTY)
        });
        let Some(guard) = guard else {
            return rules.perft_general(&self.board_of(p, None), depth);
        };
        if depth == 1 {
            return self.count_with_pieces(p, &guard);
        }
        let mut nodes = 0;
        self.each_legal_with_pieces(rules, p, (&guard, false), &mut |child| {
            nodes += match child {
                Child::Pos(next) | Child::Pieces(next) => {
                    self.with_check(next, |next| self.perft_pieces(rules, next, depth - 1))
                }
                Child::Board(board) => rules.perft(board, depth - 1),
            };
        });
        nodes
    }

    /// Whether the side to move may promote a pawn to a second king where
    /// a side may leave one of two attacked (duple check), and its king
    /// is `exposed` (in check, or shielded by a pinned piece): a promotion
    /// leaving it attacked may then be legal, which the general engine
    /// decides. Elsewhere a king's moves are legal as a royal king's.
    #[inline]
    fn duple<const N: usize>(&self, p: &Pos<S, N>, exposed: impl FnOnce() -> bool) -> bool {
        let kings = self.duple_kings[p.side];
        kings != 0 && self.choice(p).allowed & kings != 0 && exposed()
    }

    /// Whether the game is over in `p` (it has no moves): by two passes
    /// in a row, by extinction, by a flag reached, or by the last check a
    /// side had to give.
    #[inline]
    fn over<const N: usize>(&self, p: &Pos<S, N>) -> bool {
        p.passes() >= 2
            || self.extinction.as_ref().is_some_and(|e| e.over(p))
            || self.flag.as_ref().is_some_and(|f| f.reached(p))
            || self.counting && p.checks(1 - p.side) == 0
    }

    /// `then` of `next`, where the check its side to move stands in, if
    /// any, is counted against the side that gave it (where checks are
    /// counted: 3check).
    #[inline]
    fn with_check<const N: usize, T>(
        &self,
        next: &Pos<S, N>,
        then: impl FnOnce(&Pos<S, N>) -> T,
    ) -> T {
        if self.counting && self.exposed(next, next.side) {
            let mut next = *next;
            let mover = 1 - next.side;
            next.give_check(mover);
            then(&next)
        } else {
            then(next)
        }
    }

    /// Whether the kings face each other where they must then part or
    /// pass (bikjang): the general engine plays such a position.
    #[inline]
    fn facing_bikjang<const N: usize>(&self, p: &Pos<S, N>) -> bool {
        self.bikjang
            .as_ref()
            .is_some_and(|f| f.face(p.kings[0], p.kings[1], p.own(0) | p.own(1)))
    }

    /// Where side `side`'s `king` (a single square, or none) steps to.
    #[inline]
    fn king_steps(&self, side: usize, king: S) -> S {
        Kings::entry(&self.kings.moves[side], king)
    }

    /// What side `side`'s `king` (a single square, or none) attacks.
    #[inline]
    fn king_attack(&self, side: usize, king: S) -> S {
        Kings::entry(&self.kings.attacks[side], king)
    }

    /// The squares the side to move's king may not step to: attacked by
    /// the enemy's pawns or king, or (flying general) facing its king.
    #[inline]
    fn danger<const N: usize>(&self, p: &Pos<S, N>, pawn_attacks: S) -> S {
        let (us, them) = (p.side, 1 - p.side);
        let danger = pawn_attacks | self.king_attack(them, p.kings[them]);
        match &self.facing {
            None => danger,
            Some(facing) => {
                let occupied = (p.own(us) | p.own(them)) & !p.kings[us];
                danger | facing.danger(p.kings[them], occupied)
            }
        }
    }

    /// The side to move's pawn pinned between the kings (flying general),
    /// and the line it may not leave.
    #[inline]
    fn pin<const N: usize>(&self, p: &Pos<S, N>) -> Option<(S, S)> {
        let facing = self.facing.as_ref()?;
        let (us, them) = (p.side, 1 - p.side);
        let occupied = p.own(us) | p.own(them);
        facing.pin(p.kings[us], p.kings[them], occupied, p.pawns[us])
    }

    /// The side to move's pawns free to move anywhere, and the moves of
    /// one pinned between the kings (flying general) that keep to the
    /// line.
    // Apart: inlined, it costs the search of every variant 3%.
    #[inline(never)]
    fn unpinned(&self, p: &Plain<S>) -> (S, u64) {
        let pawns = p.pawns[p.side];
        match self.pin(p) {
            None => (pawns, 0),
            Some(pin) => (pawns & !pin.0, self.pinned_moves(p, pin)),
        }
    }

    /// The moves of the pinned pawn `pinned` that stay on `line`.
    fn pinned_moves<const N: usize>(&self, p: &Pos<S, N>, (pinned, line): (S, S)) -> u64 {
        let us = p.side;
        let mut nodes = 0;
        self.sides[us].generate(
            pinned,
            p.own(us),
            p.own(1 - us),
            p.en_passant,
            self.choice(p).allowed,
            &mut |m: PawnMove<S>| {
                if line.has(S::index_of(m.to)) {
                    nodes += 1;
                }
            },
        );
        nodes
    }

    /// Moves a target set stands for, promotions counted per piece.
    #[inline]
    fn weigh(&self, side: usize, targets: S, weights: (u32, u32)) -> u64 {
        if targets & self.zones[side] == S::EMPTY {
            return u64::from(targets.count());
        }
        let split = self.sides[side]
            .promotion_split(targets)
            .unwrap_or(PromotionSplit {
                mandatory: S::EMPTY,
                optional: S::EMPTY,
                plain: targets,
            });
        let (mandatory, optional) = weights;
        u64::from(
            split.plain.count()
                + split.mandatory.count() * mandatory
                + split.optional.count() * optional,
        )
    }

    /// The moves `targets` gives a rule of side `us`'s `pawns`: set-wise,
    /// or pawn by pawn for a rule of several directions.
    #[inline]
    fn weigh_rule(
        &self,
        us: usize,
        weights: (u32, u32),
        rule: Counted,
        pawns: S,
        targets: impl Fn(S) -> Option<S>,
    ) -> u64 {
        if rule.per_pawn {
            squares(pawns)
                .map(|square| targets(S::bit(square)).map_or(0, |t| self.weigh(us, t, weights)))
                .sum()
        } else {
            targets(pawns).map_or(0, |t| self.weigh(us, t, weights))
        }
    }

    /// Legal moves at the last ply, counted set-wise.
    fn count(&self, p: &Plain<S>) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        let side = &self.sides[us];
        let pawns = p.pawns[us];
        let own = p.own(us);
        let enemies = p.own(them);
        let king = p.kings[us];
        let choice = self.choice(p);
        let (free, pinned) = if self.facing.is_some() {
            self.unpinned(p)
        } else {
            (pawns, 0)
        };
        let pawn_moves =
            || u64::from(side.count(free, own, enemies, p.en_passant, choice.allowed)) + pinned;
        // No king (horde's White): every pawn move.
        if king == S::EMPTY {
            return pawn_moves() + u64::from(self.drops(p, S::ALL).count());
        }
        let pawn_attacks = self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY);
        let danger = self.danger(p, pawn_attacks);
        let nodes = u64::from((self.king_steps(us, king) & !own & !danger).count());
        if pawn_attacks & king == S::EMPTY {
            let pass = u64::from(self.passing);
            return nodes + pawn_moves() + u64::from(self.drops(p, S::ALL).count()) + pass;
        }
        nodes + self.evasions(p, free, choice.weights)
    }

    /// The moves of the side to move's `pawns` out of a check by a pawn,
    /// counted: taking the checker, directly or en passant (a pinned pawn
    /// never can: the checker would stand between the kings too). Two
    /// checking pawns leave only the king's steps.
    // Apart: it keeps the frame of `count`, called at every leaf's parent,
    // small.
    #[inline(never)]
    fn evasions(&self, p: &Plain<S>, pawns: S, weights: (u32, u32)) -> u64 {
        let us = p.side;
        let checkers = self.checkers(p, p.kings[us]);
        if checkers.count() != 1 {
            return 0;
        }
        let mut nodes = 0;
        for (rule, &counted) in self.sides[us].rules().iter().zip(&self.counted[us]) {
            nodes += self.weigh_rule(us, weights, counted, pawns, |from| {
                F::capture(rule, from, checkers)
            });
            if counted.en_passant && p.en_passant != S::EMPTY && checkers == S::bit(p.victim) {
                nodes += self.weigh_rule(us, weights, counted, pawns, |from| {
                    F::capture(rule, from, p.en_passant)
                });
            }
        }
        nodes
    }

    /// Where the side to move may drop a pawn from its hand, among
    /// `onto` (none where the variant has no hands or the hand is empty).
    #[inline]
    fn drops<const N: usize>(&self, p: &Pos<S, N>, onto: S) -> S {
        let us = p.side;
        if !self.hands || p.hands[us] == 0 {
            return S::EMPTY;
        }
        let empty = !(p.own(0) | p.own(1));
        self.sides[us]
            .drop_targets(p.pawns[us], empty)
            .map_or(S::EMPTY, |targets| targets & onto)
    }

    /// Calls `visit` with the position after each drop onto `targets`.
    fn each_drop<B: Set, const N: usize>(
        p: &Pos<S, N>,
        targets: S,
        visit: &mut dyn FnMut(Child<'_, S, B, N>),
    ) {
        let us = p.side;
        for to in squares(targets) {
            let mut next = p.handed_over();
            next.pawns[us] |= S::bit(to);
            next.hands[us] -= 1;
            visit(Child::Pos(&next));
        }
    }

    /// The pieces the side to move may drop from its hand, by slot, each
    /// with where it may land among `onto`.
    #[inline]
    fn piece_drops<'a>(
        &'a self,
        p: &'a WithPieces<S>,
        onto: S,
    ) -> impl Iterator<Item = (usize, S)> + 'a {
        let us = p.side;
        let empty = !(p.own(0) | p.own(1)) & onto;
        let held = if self.hands { self.pieces.len() } else { 0 };
        (0..held)
            .filter(move |&slot| p.held[us][slot] > 0)
            .map(move |slot| (slot, self.drop_zones[us][slot] & empty))
    }

    /// Calls `visit` with the position after each drop of a piece from
    /// the hand onto `onto`.
    fn each_piece_drop<B: Set>(
        &self,
        p: &WithPieces<S>,
        onto: S,
        visit: &mut dyn FnMut(Child<'_, S, B, ROOM>),
    ) {
        let us = p.side;
        for (slot, targets) in self.piece_drops(p, onto) {
            for to in squares(targets) {
                let mut next = p.handed_over();
                next.held[us][slot] -= 1;
                next.place(us, slot, S::bit(to));
                visit(Child::Pos(&next));
            }
        }
    }

    /// The squares the enemy's pawns and king attack, and the enemy pawns
    /// checking the side to move's king.
    #[inline]
    fn threats<const N: usize>(&self, p: &Pos<S, N>) -> (S, S) {
        let (us, them) = (p.side, 1 - p.side);
        let pawn_attacks = self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY);
        let danger = self.danger(p, pawn_attacks);
        let king = p.kings[us];
        if pawn_attacks & king == S::EMPTY {
            (danger, S::EMPTY)
        } else {
            (danger, self.checkers(p, king))
        }
    }

    /// The enemy pawns attacking `king`.
    fn checkers<const N: usize>(&self, p: &Pos<S, N>, king: S) -> S {
        let them = 1 - p.side;
        let side = &self.sides[them];
        let near = if self.near[them] {
            self.kings.adjacent[usize::from(king.first())] & p.pawns[them]
        } else {
            p.pawns[them]
        };
        let mut found = S::EMPTY;
        for square in squares(near) {
            let pawn = S::bit(square);
            if side.attacks(pawn).unwrap_or(S::EMPTY) & king != S::EMPTY {
                found |= pawn;
            }
        }
        found
    }

    /// Calls `visit` with the position after each legal move. Legality needs
    /// no trial moves: with no slider on the board, pawn moves are legal
    /// unless the king is in check, when only taking the (single) checking
    /// pawn is; king steps are legal onto squares the enemy does not attack.
    fn each_legal<B: Set>(
        &self,
        rules: &Rules<B>,
        p: &Plain<S>,
        visit: &mut dyn FnMut(Child<'_, S, B, 0>),
    ) {
        let (us, them) = (p.side, 1 - p.side);
        let own = p.own(us);
        let enemies = p.own(them);
        let (danger, checkers) = self.threats(p);
        let (pinned, line) = self.pin(p).unwrap_or((S::EMPTY, S::EMPTY));
        if checkers.count() <= 1 {
            self.sides[us].generate(
                p.pawns[us],
                own,
                enemies,
                p.en_passant,
                self.choice(p).allowed,
                &mut |m: PawnMove<S>| {
                    if pinned.has(S::index_of(m.from)) && !line.has(S::index_of(m.to)) {
                        return;
                    }
                    if checkers != S::EMPTY {
                        let takes_checker = match m.kind {
                            MoveKind::Capture => S::bit(S::index_of(m.to)) == checkers,
                            MoveKind::EnPassant => S::bit(p.victim) == checkers,
                            MoveKind::Quiet | MoveKind::Drop => false,
                        };
                        if !takes_checker {
                            return;
                        }
                    }
                    self.visit_pawn_move(rules, p, &m, visit);
                },
            );
        }
        // Tested here too: without it the hand-less search pays for the
        // call (0.15% of perft-standard's instructions).
        if self.hands && checkers == S::EMPTY {
            Self::each_drop(p, self.drops(p, S::ALL), visit);
        }
        if self.passing && p.kings[us] != S::EMPTY && checkers == S::EMPTY {
            visit(Child::Pos(&p.passed()));
        }
        self.king_moves(p, own | danger, visit);
    }

    /// Calls `visit` with the position after each step of the side to
    /// move's king onto a square not in `barred`.
    fn king_moves<B: Set, const N: usize>(
        &self,
        p: &Pos<S, N>,
        barred: S,
        visit: &mut dyn FnMut(Child<'_, S, B, N>),
    ) {
        let (us, them) = (p.side, 1 - p.side);
        for to in squares(self.king_steps(us, p.kings[us]) & !barred) {
            let to = S::bit(to);
            let mut next = p.handed_over();
            next.kings[us] = to;
            // (Never in a kings-and-pawns position: no test there.)
            if N > 0 && next.castling != 0 {
                next.castling &= !side_rights(us) & !self.lost_rights(to.first());
            }
            next.capture(them, to, &self.keep);
            visit(Child::Pos(&next));
        }
    }

    /// Calls `visit` with the position after pawn move `m`: a fast one,
    /// unless it promotes to a piece the fast path does not move.
    #[inline]
    fn visit_pawn_move<B: Set, const N: usize>(
        &self,
        rules: &Rules<B>,
        p: &Pos<S, N>,
        m: &PawnMove<S>,
        visit: &mut dyn FnMut(Child<'_, S, B, N>),
    ) {
        let mut next = after_pawn(p, m, &self.keep);
        // A capture of a rook that may castle (on the last rank too; never
        // in a kings-and-pawns position: no test there).
        if N > 0 && next.castling != 0 {
            next.castling &= !self.lost_rights(S::index_of(m.to));
        }
        match m.promotion {
            None => visit(Child::Pos(&next)),
            Some(piece) => {
                let square = S::bit(S::index_of(m.to));
                self.visit_promoted(rules, p.side, &next, piece, square, visit);
            }
        }
    }

    /// Calls `visit` with `next`, where side `us`'s pawn became `piece`
    /// on `square` (rare: out of line).
    #[inline(never)]
    fn visit_promoted<B: Set, const N: usize>(
        &self,
        rules: &Rules<B>,
        us: usize,
        next: &Pos<S, N>,
        piece: u8,
        square: S,
        visit: &mut dyn FnMut(Child<'_, S, B, N>),
    ) {
        let kind = rules.piece_kind(piece);
        let mut next: WithPieces<S> = next.resized();
        match self.pieces.slot(kind, self.demotes) {
            Some(slot) => {
                next.place(us, slot, square);
                visit(Child::Pieces(&next));
            }
            None => visit(Child::Board(
                &self.board_of(&next, Some((us, kind, square))),
            )),
        }
    }

    /// What the side to move may promote to, its pieces counted against
    /// the limits.
    #[inline]
    fn choice<const N: usize>(&self, p: &Pos<S, N>) -> Choice {
        if self.limits.is_empty() {
            self.unlimited[p.side]
        } else {
            self.limited(p)
        }
    }

    /// [`Fast::choice`] where promotions have limits.
    // Apart: inlined, it costs the search of every variant 3%.
    #[inline(never)]
    fn limited<const N: usize>(&self, p: &Pos<S, N>) -> Choice {
        let us = p.side;
        let held = |held: Held| match held {
            Held::King => p.kings[us].count(),
            Held::Slots(slots) => slots_in(slots).map(|slot| p.of(us, slot).count()).sum(),
        };
        let allowed = self
            .limits
            .iter()
            .filter(|&&(_, counted, limit)| held(counted) >= limit)
            .fold(self.unlimited[us].allowed, |mask, &(index, _, _)| {
                mask & !(1 << index)
            });
        Choice::new(allowed, self.promotions[us])
    }

    /// The guard of the side to move's king in a position with pieces
    /// (`None` where the general engine must play it).
    fn guard(&self, p: &WithPieces<S>) -> Option<Guard<S>> {
        // The flying general's pins are only kept for pawns, and passes
        // only made in kings-and-pawns positions.
        if self.facing.is_some() || self.passing {
            return None;
        }
        let (us, them) = (p.side, 1 - p.side);
        let own = p.own(us);
        let (danger, checkers) = self.threats(p);
        let sides = Sides {
            us,
            king: p.kings[us],
            own,
            occupied: own | p.own(them),
            slots: p.slots(),
            enemy: p.men(them),
        };
        self.pieces.guard(&sides, danger, checkers)
    }

    /// Whether side `us`'s king stands attacked in `p`.
    fn exposed<const N: usize>(&self, p: &Pos<S, N>, us: usize) -> bool {
        let king = p.kings[us];
        if king == S::EMPTY {
            return false;
        }
        let them = 1 - us;
        let occupied = p.own(0) | p.own(1);
        self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY) & king != S::EMPTY
            || self.king_attack(them, p.kings[them]) & king != S::EMPTY
            || N > 0
                && self
                    .pieces
                    .attack(us, (p.slots(), p.men(them)), king, occupied)
    }

    /// Whether the en-passant capture `from` → `to` keeps the king safe:
    /// tried, as it takes a pawn off a line besides its own move.
    fn en_passant_legal(&self, p: &WithPieces<S>, from: u8, to: u8) -> bool {
        let us = p.side;
        let mut next = *p;
        next.pawns[us] ^= S::bit(from) | S::bit(to);
        next.pawns[1 - us] &= !S::bit(p.victim);
        !self.exposed(&next, us)
    }

    /// Legal moves at the last ply of a position with pieces, counted
    /// from target sets cut by `guard`.
    fn count_with_pieces(&self, p: &WithPieces<S>, guard: &Guard<S>) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        let weights = self.choice(p).weights;
        let rules = self.sides[us].rules();
        let pawns = p.pawns[us];
        let own = p.own(us);
        let enemies = p.own(them);
        let occupied = own | enemies;
        let empty = !occupied;
        let king = p.kings[us];
        let mut nodes = u64::from((self.king_steps(us, king) & !own & !guard.danger).count());
        if p.castling != 0 {
            nodes += self.count_castles(p, guard);
        }
        let block = guard.block;
        if block == S::EMPTY {
            return nodes;
        }
        let free = pawns & !guard.pinned;
        for (rule, &counted) in rules.iter().zip(&self.counted[us]) {
            nodes += self.weigh_rule(us, weights, counted, free, |from| {
                F::quiet(rule, from, empty).map(|t| t & block)
            });
            nodes += self.weigh_rule(us, weights, counted, free, |from| {
                F::capture(rule, from, enemies).map(|t| t & block)
            });
            for from in squares(pawns & guard.pinned) {
                let (pawn, line) = (S::bit(from), guard.targets(from));
                nodes +=
                    F::quiet(rule, pawn, empty).map_or(0, |t| self.weigh(us, t & line, weights));
                nodes += F::capture(rule, pawn, enemies)
                    .map_or(0, |t| self.weigh(us, t & line, weights));
            }
            if counted.en_passant && p.en_passant != S::EMPTY {
                for from in squares(pawns) {
                    let onto = F::capture(rule, S::bit(from), p.en_passant).unwrap_or(S::EMPTY);
                    for to in squares(onto) {
                        if self.en_passant_legal(p, from, to) {
                            nodes += self.weigh(us, S::bit(to), weights);
                        }
                    }
                }
            }
        }
        for slot in 0..self.pieces.len() {
            for from in squares(p.of(us, slot)) {
                let targets =
                    self.pieces.targets(slot, us, from, (own, enemies), true) & guard.targets(from);
                nodes += u64::from(targets.count());
            }
        }
        let dropped: u32 = self.piece_drops(p, block).map(|(_, t)| t.count()).sum();
        nodes + u64::from(self.drops(p, block).count() + dropped)
    }

    /// Calls `visit` with the position after each legal move of a position
    /// with pieces, legal by `guard`'s masks (en passant by trying it); or
    /// (`tried`, with an open guard) after each move the caller will try,
    /// castlings legal by the guard's danger.
    fn each_legal_with_pieces<B: Set>(
        &self,
        rules: &Rules<B>,
        p: &WithPieces<S>,
        (guard, tried): (&Guard<S>, bool),
        visit: &mut dyn FnMut(Child<'_, S, B, ROOM>),
    ) {
        let (us, them) = (p.side, 1 - p.side);
        let own = p.own(us);
        let enemies = p.own(them);
        let occupied = own | enemies;
        if guard.block != S::EMPTY {
            self.sides[us].generate(
                p.pawns[us],
                own,
                occupied & !own,
                p.en_passant,
                self.choice(p).allowed,
                &mut |m: PawnMove<S>| {
                    let (from, to) = (S::index_of(m.from), S::index_of(m.to));
                    let legal = if tried {
                        true
                    } else if m.kind == MoveKind::EnPassant {
                        self.en_passant_legal(p, from, to)
                    } else {
                        guard.targets(from).has(to)
                    };
                    if legal {
                        self.visit_pawn_move(rules, p, &m, visit);
                    }
                },
            );
            for slot in 0..self.pieces.len() {
                for from in squares(p.of(us, slot)) {
                    let targets = self.pieces.targets(slot, us, from, (own, enemies), !tried)
                        & guard.targets(from);
                    for to in squares(targets) {
                        let to = S::bit(to);
                        let mut next = p.handed_over();
                        // Taken first: the slot's set is both sides'.
                        next.capture(them, to, &self.keep);
                        next.shift(us, slot, S::bit(from), to);
                        if next.castling != 0 {
                            next.castling &=
                                !self.lost_rights(from) & !self.lost_rights(to.first());
                        }
                        visit(Child::Pos(&next));
                    }
                }
            }
            Self::each_drop(p, self.drops(p, guard.block), visit);
            self.each_piece_drop(p, guard.block, visit);
        }
        // A tried king may step where a hop's screen it was made a
        // square look attacked.
        let barred = if tried { own } else { own | guard.danger };
        self.king_moves(p, barred, visit);
        if p.castling != 0 {
            self.each_castle(p, guard, &mut |next| visit(Child::Pos(next)));
        }
    }

    /// Perft of a position whose moves are tried (pieces that hop or
    /// leap lamely, or keep to a region; kings that may not face): each
    /// move made, and kept if it leaves its king safe.
    fn perft_tried<B: Set>(&self, rules: &Rules<B>, p: &WithPieces<S>, depth: u32) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        // Castling may not start in check nor pass an attacked square,
        // the king in place (as Fairy-Stockfish decides it).
        let occupied = p.own(us) | p.own(them);
        let pawn_attacks = self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY);
        let danger = pawn_attacks
            | self.king_attack(them, p.kings[them])
            | self
                .pieces
                .attacked(them, (p.slots(), p.men(them)), occupied);
        // Out of check, only a move changing what stands on the king's
        // lines (or the king's square) may expose it: others need no try.
        let king = p.kings[us];
        let lines = if king == S::EMPTY || self.exposed(p, us) {
            S::ALL
        } else {
            let square = king.first();
            let facing = self.facing.as_ref().map_or(S::EMPTY, |f| f.lines(square));
            self.pieces.lines(us, square) | facing | king
        };
        let mut nodes = 0;
        self.each_legal_with_pieces(rules, p, (&Guard::open(danger), true), &mut |child| {
            let (Child::Pos(next) | Child::Pieces(next)) = child else {
                // (Never: such a promotion leaves the position to the
                // general engine in `perft_pieces`.)
                return;
            };
            let changed = occupied ^ (next.own(0) | next.own(1)) | next.kings[us] ^ king;
            if changed & lines != S::EMPTY && self.unsafe_after(next, us) {
                return;
            }
            nodes += if depth == 1 {
                1
            } else {
                self.with_check(next, |next| self.perft_pieces(rules, next, depth - 1))
            };
        });
        nodes
    }

    /// Whether side `us`'s king stands attacked in `p`, or faces the other
    /// (flying general).
    fn unsafe_after(&self, p: &WithPieces<S>, us: usize) -> bool {
        self.exposed(p, us)
            || self
                .facing
                .as_ref()
                .is_some_and(|f| f.face(p.kings[0], p.kings[1], p.own(0) | p.own(1)))
    }

    /// Calls `visit` with the position after each legal castling of the
    /// side to move.
    #[inline(never)]
    fn each_castle(
        &self,
        p: &WithPieces<S>,
        guard: &Guard<S>,
        visit: &mut dyn FnMut(&WithPieces<S>),
    ) {
        self.legal_castles(p, guard, |castle| visit(&self.castled(p, castle)));
    }

    /// How many castlings [`Fast::each_castle`] would visit.
    #[inline(never)]
    fn count_castles(&self, p: &WithPieces<S>, guard: &Guard<S>) -> u64 {
        let mut nodes = 0;
        self.legal_castles(p, guard, |_| nodes += 1);
        nodes
    }

    /// Calls `found` with each of the side to move's legal castlings: out
    /// of check, over empty squares, its king walking no attacked square,
    /// and safe where it lands, which is tried after the move only where
    /// the castling rook may have shielded it.
    #[inline]
    fn legal_castles(
        &self,
        p: &WithPieces<S>,
        guard: &Guard<S>,
        mut found: impl FnMut(&Castle<S>),
    ) {
        let Some(castles) = &self.castles else { return };
        let us = p.side;
        let occupied = p.own(0) | p.own(1);
        for castle in castles.legal(us, p.kings[us], p.castling, occupied, guard.danger) {
            if !castle.may_shield || !self.exposed(&self.castled(p, &castle), us) {
                found(&castle);
            }
        }
    }

    /// The position after `castle`: the rook leaves its square, the king
    /// lands, the rook lands beside it; the side's rights are gone.
    fn castled(&self, p: &WithPieces<S>, castle: &Castle<S>) -> WithPieces<S> {
        let us = p.side;
        let (rook, rook_to) = castle.rook;
        let mut next = p.handed_over();
        if let Some(slot) = (0..self.pieces.len()).find(|&slot| p.of(us, slot) & rook != S::EMPTY) {
            // (Not an exclusive or: the rook may land where it stands.)
            next.shift(us, slot, rook, rook_to);
        }
        next.kings[us] = castle.king_to;
        next.castling &= !side_rights(us);
        next
    }

    /// The castling rights a move from or to `square` loses.
    #[inline]
    fn lost_rights(&self, square: u8) -> u32 {
        self.castles.as_ref().map_or(0, |c| c.lost(square))
    }

    /// The fast position of `board`, if it holds only kings (one a side),
    /// pawns and pieces the fast path moves.
    fn pos_of<B: Set>(&self, board: &Board<B>) -> Option<WithPieces<S>> {
        let (pieces, side, en_passant, victim) = board.parts();
        let (hands, promoted) = board.hands_and_promoted();
        let promoted: S = narrow(promoted)?;
        let mut pos = WithPieces::empty(side as usize);
        pos.en_passant = narrow(en_passant)?;
        pos.victim = victim;
        pos.set_tally(board.passes(), board.checks())?;
        for (s, hand) in hands.iter().enumerate() {
            for (index, &count) in hand.iter().enumerate() {
                match Kind(u8::try_from(index).ok()?) {
                    _ if count == 0 => {}
                    Kind::PAWN => pos.hands[s] = count,
                    kind => pos.held[s][self.pieces.slot(kind, false)?] = count,
                }
            }
        }
        for (s, sets) in pieces.iter().enumerate() {
            for (index, &set) in sets.iter().enumerate() {
                if set == B::EMPTY {
                    continue;
                }
                let kind = Kind(u8::try_from(index).ok()?);
                let set: S = narrow(set)?;
                match kind {
                    Kind::PAWN => pos.pawns[s] = set,
                    Kind::KING if set.count() == 1 => pos.kings[s] = set,
                    // Where a captured piece a pawn became goes to the
                    // hand as a pawn, such pieces have slots of their own.
                    _ if self.demotes => {
                        for (part, became) in [(set & !promoted, false), (set & promoted, true)] {
                            if part != S::EMPTY {
                                pos.place(s, self.pieces.slot(kind, became)?, part);
                            }
                        }
                    }
                    _ => pos.place(s, self.pieces.slot(kind, false)?, set),
                }
            }
        }
        let (rights, castle_kings) = board.castling_rights();
        if rights != B::EMPTY {
            // Each side's rights belong to its king where it stands.
            let castles = self.castles.as_ref()?;
            let rights: S = narrow(rights)?;
            let castle_kings: S = narrow(castle_kings)?;
            for s in [0, 1] {
                let rank = castles.ranks[s];
                if rights & rank != S::EMPTY && castle_kings & rank != pos.kings[s] {
                    return None;
                }
            }
            pos.castling = castles.rights(rights);
        }
        // Facing kings must part; a pseudo-royal king left attacked may be
        // taken: the general engine plays both.
        let occupied = pos.own(0) | pos.own(1);
        if self
            .facing
            .as_ref()
            .is_some_and(|f| f.face(pos.kings[0], pos.kings[1], occupied))
            || self.pseudo_royal && self.exposed(&pos, 1 - pos.side)
            || self.facing_bikjang(&pos)
        {
            return None;
        }
        Some(pos)
    }

    /// The general engine's position of `p`, with an optional promoted
    /// piece `(side, kind, square)`.
    fn board_of<B: Set>(&self, p: &WithPieces<S>, promoted: Option<(usize, Kind, S)>) -> Board<B> {
        let mut pieces = [[B::EMPTY; MAX_KINDS]; 2];
        let mut hands = [[0; MAX_KINDS]; 2];
        // The pieces pawns became, where the variant keeps them apart.
        let mut became = promoted.map_or(S::EMPTY, |(_, _, square)| square);
        for (s, sets) in pieces.iter_mut().enumerate() {
            sets[usize::from(Kind::PAWN.0)] = p.pawns[s].to();
            sets[usize::from(Kind::KING.0)] = p.kings[s].to();
            hands[s][usize::from(Kind::PAWN.0)] = p.hands[s];
            for slot in 0..self.pieces.len() {
                let (kind, promoted) = self.pieces.kind(slot);
                sets[usize::from(kind.0)] |= p.of(s, slot).to();
                hands[s][usize::from(kind.0)] += p.held[s][slot];
                if promoted {
                    became |= p.of(s, slot);
                }
            }
        }
        if let Some((side, kind, square)) = promoted {
            pieces[side][usize::from(kind.0)] |= square.to();
        }
        if !self.demotes {
            became = S::EMPTY;
        }
        // Each right's king: the side's king, on its square while it stands.
        let kings = [0, 1]
            .into_iter()
            .filter(|&s| p.castling & side_rights(s) != 0)
            .fold(S::EMPTY, |set, s| set | p.kings[s]);
        let rooks = self
            .castles
            .as_ref()
            .map_or(S::EMPTY, |c| c.rooks(p.castling));
        Board::from_parts(
            &pieces,
            p.side,
            p.en_passant.to(),
            p.victim,
            (hands, became.to()),
        )
        .with_passes(p.passes())
        .with_checks([p.checks(0), p.checks(1)])
        .with_castling(rooks.to(), kings.to())
    }
}

/// The kings' tables.
struct Kings<S> {
    /// Each side's king steps from each square (its region applied).
    moves: [Vec<S>; 2],
    /// The squares each side's king attacks from each square.
    attacks: [Vec<S>; 2],
    /// The squares around each square (a checking pawn's, where pawns
    /// attack only there).
    adjacent: Vec<S>,
}

impl<S: Set> Kings<S> {
    /// `table`'s entry for `king` (a single square), none for no king.
    #[inline]
    fn entry(table: &[S], king: S) -> S {
        if king == S::EMPTY {
            S::EMPTY
        } else {
            table[usize::from(king.first())]
        }
    }

    /// The tables of `rules`' kings on a `width` x `height` board, if
    /// their steps do not depend on the other pieces.
    fn new<B: Set>(rules: &Rules<B>, width: i32, height: i32) -> Option<Kings<S>> {
        let narrow = |table: Vec<B>| table.into_iter().map(Set::to).collect();
        let [(white_moves, white_attacks), (black_moves, black_attacks)] =
            [rules.king_steps(0)?, rules.king_steps(1)?];
        Some(Kings {
            moves: [narrow(white_moves), narrow(black_moves)],
            attacks: [narrow(white_attacks), narrow(black_attacks)],
            adjacent: neighbours(width, height),
        })
    }
}

/// The promotion pieces of `indices` (in the variant's list) as a mask,
/// one bit each; the fast path offers only the first 32.
fn index_mask(indices: impl Iterator<Item = usize>) -> u32 {
    indices
        .filter(|&index| index < 32)
        .fold(0, |mask, index| mask | 1 << index)
}

/// A set of the engine's type `B` in the rules' type `S`, if `S` holds
/// every square of it.
fn narrow<B: Set, S: Set>(set: B) -> Option<S> {
    let narrow: S = set.to();
    (narrow.to::<B>() == set).then_some(narrow)
}
