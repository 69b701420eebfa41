//! The engine's search: kings, pawns, pieces and hands on every board,
//! over generated functions or run-time rules alike ([`FastSide`]), in the
//! set type the rules work over (`u64`, `u128` or [`Wide`]). It takes a
//! variant and a position whole or not at all: `setup` refuses the
//! variants it could not play (`Rules::with_notes` fails with why),
//! `convert` the positions (`Rules::position` fails with why). It reads
//! the rules' data (`crate::rules`) and nothing above: `crate::game` holds
//! it beside the rules.
//!
//! Where each concern lives:
//!
//! - [`position`]: the position copied from ply to ply (pieces by slot,
//!   hands, castling rights, passes and checks) and making a pawn move;
//!   [`convert`] turns the rules' board into it and back.
//! - [`setup`]: what a variant's rules come to on the fast path, found
//!   once (promotion pieces and limits, slots, how the last ply counts).
//! - [`search`]: perft itself, the game ends tested at each node and
//!   counted checks, on top of [`moves`], which chooses the generator of
//!   each kind of position (`each_plain_move`, `each_guarded`,
//!   `each_tried`, …: each move with the position the search goes on
//!   from) and its count at the last ply, for the search and for the root
//!   alike (divide's first ply, `Rules::legal_moves` and `Rules::after`),
//!   each move as [`played`] packs it (the search below the root asks
//!   for none: `NAMED`); [`tried`]: positions whose moves are tried, the
//!   last ply counting unmade the moves that change nothing on the
//!   king's lines.
//! - [`plain`]: kings and pawns. With no slider on the board a pawn move
//!   can never expose its own king and a check can only come from one
//!   pawn, so the last ply is counted set-wise (the generated
//!   `count_moves`, a popcount per rule and direction, times the promotion
//!   pieces; in check, the captures of the checking pawn).
//! - [`pieces`] and [`legal`]: the pieces beyond pawns and kings (leaps,
//!   rides by line, lame leaps, hops, regions, `SLOTS` slots, or
//!   `MOST_SLOTS` in a position of `BIG_ROOM`) and
//!   the guard of the king (check and pin masks, worked out only from the
//!   enemy pieces that reach the king or where it may go) that makes their
//!   moves legal without trying them, the last ply counted from target
//!   sets; [`kinds`]: a second pawn kind (wolf's sergeants). Where
//!   the masks do not describe checks and pins (lame leaps, hops and
//!   grasshoppers, regions, moves along drawn lines, janggi's cannons, the
//!   flying general and bikjang, captures that explode or petrify,
//!   several royal pieces), moves leaving the king's lines an enemy piece
//!   rides, hops or leaps along, or landing where they may screen a hop,
//!   are tried (only against the enemy pieces whose lines they changed),
//!   passes too.
//! - [`royals`]: pieces royal beyond one king a side (coregal's queens,
//!   spartan's and shoshogi's second kings, duple check), and which of
//!   them a move must leave safe.
//! - [`no_checks`]: no move giving check (racing kings), by a second
//!   guard, of the enemy king against our pieces, and each piece's
//!   checking squares.
//! - [`captures`]: what a capture does beyond taking a piece: explosions
//!   (atomic: the capturer and the pieces around go, one's own king may
//!   not, kings side by side do not attack each other) and petrification
//!   (the capturer turns into a wall).
//! - [`promote`]: pieces promoting as shogi's do (into, within or out of
//!   the zone; where they could not move on, they must) or turning over
//!   as kyoto and micro shogi's, going back to the hand as the piece they
//!   were.
//! - [`drops`]: the hand (a capture gives the capturer the piece taken,
//!   crazyhouse's pieces pawns became going back as pawns, or nothing on
//!   bughouse's board alone), dropped where the pawn rules or the piece's
//!   drop zone say; [`must_drop`]: pieces a side must drop before
//!   anything else (koedem's kings in hand), and in [`placing`], pieces
//!   set up from the hand before play (placement's and sittuyin's: the
//!   king dropped too, bishops on both colours, castling rights won by
//!   drops).
//! - [`castling`]: a right per rook file, legal out of check over empty
//!   squares with no square the king walks attacked, the landing square
//!   tried last where the castling rook may have shielded it.
//! - [`first_moves`]: what unmoved pieces may do: cambodian first moves
//!   (rights per file in the castling field) and, in [`gating`], S-chess
//!   gating (the position's gates).
//! - [`ends`]: extinction (shatranj's bare king), a flag reached
//!   (kingofthehill; dobutsu's lion, which must stand there unattacked),
//!   the last check given (3check); [`facing`]: the flying
//!   general, where the enemy king guards its lines and a pawn alone
//!   between the kings keeps to the line, and bikjang (janggi's facing
//!   kings must part or pass; facing again ends the game). Kings step by
//!   tables of their own, per side (xiangqi's and janggi's palaces);
//!   kings that ride or hop (rookmate's rook king) move as pieces, royal
//!   by [`royals`], every move tried;
//!   passes (janggi, two in a row ending the game) and pseudo-royal kings
//!   one a side (spartan's) are played in kings-and-pawns positions.
//!   [`promotion_moves`]: a pawn promoting by a move of its own
//!   (sittuyin's); [`walls`]: the duck put on an empty square after each
//!   move, where kings are common pieces or pseudo-royal (each move then
//!   tried with the duck where it goes). Variants the engine refuses
//!   (`Fast::new`): more than two pawn kinds,
//!   the duck beside a royal king, and the rule combinations
//!   `Fast::refused` and `Fast::unguarded` list. A second pawn kind (wolf's sergeants) is
//!   played by [`kinds`]. Kings may be
//!   common pieces ([`Royalty`]: extinction's, antichess's; several a
//!   side in threekings, in a slot of their own), taken like any other,
//!   every move legal; a side the spec gives no pawn rules (fox and
//!   hounds' fox) has an empty side of rules; where a side that can capture must
//!   (antichess, losers), the guard lets only captures through
//!   (`Guard::captures_only`) while there are any.

use std::sync::Arc;

use pawnshift::{PawnMove, PromotionSplit, RuleKind, SideRules, Wide};
use pawnshift_dynamic::Tally;

use crate::rules::{Board, EdgeWalls, RuleBook, WallWith, neighbours};
use crate::set::{Set, Widest};

mod captures;
mod castling;
mod convert;
mod drops;
mod ends;
mod facing;
mod first_moves;
mod gating;
mod kinds;
mod legal;
mod moves;
mod must_drop;
mod no_checks;
mod pieces;
mod placing;
mod plain;
mod played;
mod position;
mod promote;
mod promotion_moves;
mod royals;
mod search;
mod setup;
mod stones;
pub(crate) use setup::Refusal;
mod tried;
mod walls;

use captures::{Blast, Petrify};
use castling::Castles;
use ends::{Connect, Extinction, Flag};
use facing::Facing;
use first_moves::Unmoved;
use kinds::Second;
use must_drop::MustDrop;
use pieces::Pieces;
use placing::Placing;
use position::{BIG_ROOM, ROOM};
use position::{Held, Keep};
use promote::PiecePromotions;
use royals::Royals;
use stones::Stones;

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
    /// A rule's captures, if it captures: the union of each pawn's (rules
    /// only shift, mask and join sets), so that the captures of all the
    /// pawns hold every one pawn's.
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
    /// `tally` with the moves `generate` would emit added, counted
    /// set-wise (by value, so that the caller's tally stays in registers).
    fn count_into(
        &self,
        pawns: Self::Set,
        own: Self::Set,
        enemies: Self::Set,
        en_passant: Self::Set,
        allowed: u32,
        tally: Tally<Self::Set>,
    ) -> Tally<Self::Set>;
    /// How many moves `generate` would emit, counted set-wise.
    #[inline]
    fn count(
        &self,
        pawns: Self::Set,
        own: Self::Set,
        enemies: Self::Set,
        en_passant: Self::Set,
        allowed: u32,
    ) -> u32 {
        (self.count_into(pawns, own, enemies, en_passant, allowed, Tally::new())).total()
    }
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
    fn count_into(
        &self,
        pawns: B,
        own: B,
        enemies: B,
        en_passant: B,
        allowed: u32,
        mut tally: Tally<B>,
    ) -> Tally<B> {
        tally.add_count((self.count)(pawns, own, enemies, en_passant, allowed));
        tally
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
    // (Always: outlined, its frame and the tally's stores cost chess's
    // perft with run-time rules 0.8%.)
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn count_into(
        &self,
        pawns: B,
        own: B,
        enemies: B,
        en_passant: B,
        allowed: u32,
        tally: Tally<B>,
    ) -> Tally<B> {
        pawnshift_dynamic::Side::count_into(self, pawns, own, enemies, en_passant, allowed, tally)
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
    /// Run-time rules of a board of up to 128 squares whose pieces need
    /// more slots than [`ROOM`] holds (pandemonium's 26 kinds beside
    /// pawns and kings).
    Big(Fast<Arc<pawnshift_dynamic::Side<u128>>, BIG_ROOM>),
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
            FastPath::Big($f) => $body,
        }
    };
}

impl FastPath {
    /// The fast path for a variant, if it has one: hands and captures as
    /// it keeps them, every pawn kind's rules (both sides') in one set
    /// type. Else why not.
    pub(crate) fn new<B: Set>(rules: &RuleBook<B>) -> Result<FastPath, Refusal> {
        const APART: Refusal = "pawn kinds whose rules are not all of one board";
        use crate::variants::{PawnRules, SideView};
        rules.plain()?;
        let kinds: Vec<&PawnRules> = std::iter::once(&rules.variant)
            .chain(&rules.variant.kinds)
            .collect();
        if rules.variant.tables64.is_some() {
            let sides = kinds
                .iter()
                .map(|kind| {
                    let tables = kind.tables64?;
                    Some([tables.white?, tables.black?])
                })
                .collect::<Option<Vec<_>>>()
                .ok_or(APART)?;
            return Fast::new(rules, sides).map(FastPath::U64);
        }
        if rules.variant.dynamic64.is_some() {
            let sides = kinds
                .iter()
                .map(|kind| {
                    let variant = kind.dynamic64.as_ref()?;
                    let side = |c| variant.side(c).map(|s| Arc::new(s.clone()));
                    both_sides(
                        side(pawnshift::Color::White),
                        side(pawnshift::Color::Black),
                        |s| Some(Arc::new(s.pawnless_opponent())),
                    )
                })
                .collect::<Option<Vec<_>>>()
                .ok_or(APART)?;
            match Fast::new(rules, sides) {
                Err(setup::MORE_SLOTS) => {}
                fast => return fast.map(FastPath::Dynamic64),
            }
        }
        let views = kinds
            .iter()
            .map(|kind| {
                both_sides(
                    kind.side(pawnshift::Color::White).cloned(),
                    kind.side(pawnshift::Color::Black).cloned(),
                    |s| match s {
                        SideView::Dynamic(s) => {
                            Some(SideView::Dynamic(Arc::new(s.pawnless_opponent())))
                        }
                        SideView::DynamicWide(s) => {
                            Some(SideView::DynamicWide(Arc::new(s.pawnless_opponent())))
                        }
                        _ => None,
                    },
                )
            })
            .collect::<Option<Vec<_>>>()
            .ok_or(APART)?;
        if let Some(sides) = sides_as(&views, |v| match v {
            SideView::U128(s) => Some(*s),
            _ => None,
        }) {
            return Fast::new(rules, sides).map(FastPath::U128);
        }
        if let Some(sides) = sides_as(&views, |v| match v {
            SideView::Wide3(s) => Some(*s),
            _ => None,
        }) {
            return Fast::new(rules, sides).map(FastPath::Wide3);
        }
        if let Some(sides) = sides_as(&views, |v| match v {
            SideView::Wide4(s) => Some(*s),
            _ => None,
        }) {
            return Fast::new(rules, sides).map(FastPath::Wide4);
        }
        if let Some(sides) = sides_as(&views, |v| match v {
            SideView::Dynamic(s) => Some(s.clone()),
            _ => None,
        }) {
            // (Pieces a position of `ROOM` cannot hold: in one of
            // `BIG_ROOM`, with the board's run-time rules in `u128`.)
            return match Fast::new(rules, sides.clone()) {
                Err(setup::MORE_SLOTS) => Fast::new(rules, sides).map(FastPath::Big),
                fast => fast.map(FastPath::Dynamic128),
            };
        }
        let sides = sides_as(&views, |v| match v {
            SideView::DynamicWide(s) => Some(s.clone()),
            _ => None,
        })
        .ok_or(APART)?;
        Fast::new(rules, sides).map(FastPath::DynamicWide)
    }

    /// Perft of `board` if the fast path plays it: kings (one a side),
    /// pawns, pawns in hand and pieces it moves (else `None`).
    pub(crate) fn perft<B: Set>(
        &self,
        rules: &RuleBook<B>,
        board: &Board<B>,
        depth: u32,
    ) -> Option<u64> {
        each_fast!(self, |fast| fast.perft(rules, board, depth))
    }

    /// Whether `board` is a position the engine plays, else why not (see
    /// `Fast::pos_of`).
    pub(crate) fn takes<B: Set>(&self, board: &Board<B>) -> Result<(), Refusal> {
        each_fast!(self, |fast| fast.pos_of(board).map(|_| ()))
    }

    /// The legal moves of `board`, each with the position after it, if
    /// the fast path plays it (else `None`).
    pub(crate) fn moves<B: Set>(
        &self,
        rules: &RuleBook<B>,
        board: &Board<B>,
    ) -> Option<Vec<(crate::rules::Move<B>, Board<B>)>> {
        each_fast!(self, |fast| fast.moves(rules, board))
    }
}

/// Both sides' rules, where the spec gives one side's at least: a side it
/// leaves out has no pawn rules, made by `pawnless` from the other's
/// (where it can: run-time rules).
fn both_sides<T>(
    white: Option<T>,
    black: Option<T>,
    pawnless: impl Fn(&T) -> Option<T>,
) -> Option<[T; 2]> {
    match (white, black) {
        (Some(white), Some(black)) => Some([white, black]),
        (Some(white), None) => pawnless(&white).map(|black| [white, black]),
        (None, Some(black)) => pawnless(&black).map(|white| [white, black]),
        (None, None) => None,
    }
}

/// Each pawn kind's sides of `views` as `pick` takes them, if it takes
/// every one (they are all of one set type).
fn sides_as<T>(
    views: &[[crate::variants::SideView; 2]],
    pick: impl Fn(&crate::variants::SideView) -> Option<T>,
) -> Option<Vec<[T; 2]>> {
    views
        .iter()
        .map(|[white, black]| Some([pick(white)?, pick(black)?]))
        .collect()
}

/// How the last ply counts one rule's moves (one per rule, in order).
#[derive(Clone, Copy, Debug)]
struct Counted {
    /// Whether its `capture` function takes en passant too.
    en_passant: bool,
    /// Whether it moves several ways, so is counted pawn by pawn.
    per_pawn: bool,
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
pub(crate) struct Fast<F: FastSide, const R: usize = ROOM> {
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
    /// The pieces the fast path moves beyond pawns and kings, by slot:
    /// those pawns promote to first, then the variant's others.
    pieces: Pieces<F::Set>,
    /// Whether each side's pawns attack only squares a king step away
    /// (so a checking pawn stands next to the king).
    near: [bool; 2],
    /// Whether positions have hands (captures go to the capturer's, pawns
    /// are dropped, pieces are set up or gated from them): then
    /// [`Pos::hands`](position::Pos::hands) and
    /// [`Pos::held`](position::Pos::held) count.
    hands: bool,
    /// Where captured pieces go.
    keep: Keep,
    /// Pieces that promote as shogi's do or turn over as kyoto shogi's,
    /// if any.
    promote: Option<PiecePromotions<F::Set>>,
    /// Whether positions with pieces have every move tried (see
    /// [`Fast::perft_tried`]).
    tried: bool,
    /// Whether a captured piece a pawn became goes to the hand as a pawn
    /// (crazyhouse's `Q~`): such pieces have slots of their own.
    demotes: bool,
    /// Whether every king is kept in its slot, as a piece: where the
    /// king kind turns over or promotes (gethenian's king, written `k`:
    /// the kings' own place does not turn), or where kings ride or hop
    /// (the kings' own place steps and leaps only).
    kings_slotted: bool,
    /// The slots of royal kings kept with the pieces (kings that ride or
    /// hop), as a mask; none elsewhere.
    royal_slots: u32,
    /// Per side and slot, where a piece from the hand may be dropped (if
    /// the square is empty).
    drop_zones: [Vec<F::Set>; 2],
    /// The extinction rule (shatranj's bare king), tested at every node.
    extinction: Option<Extinction>,
    /// The flag (kingofthehill's centre), tested at every node.
    flag: Option<Flag<F::Set>>,
    /// Where the pieces on the board let a piece be dropped, if they
    /// decide it (connect four's drops on top), and which enemy pieces a
    /// move turns to the mover's side, if any (Othello's, Ataxx's);
    /// whether a hand never runs out.
    stones: Stones<F::Set>,
    /// Whether a move does anything beyond moving its piece (see
    /// `Fast::aftermath`): captures explode or petrify, or pieces change
    /// sides.
    aftermath: bool,
    /// The board's squares, where a board with none empty ends the game
    /// (Othello's, Ataxx's), tested at every node.
    full_board: Option<F::Set>,
    /// The connection rule (tictactoe's row), tested at every node.
    connect: Option<Connect<F::Set>>,
    /// Whether checks are counted (3check): see [`Pos::checks`](position::Pos::checks).
    counting: bool,
    /// Whether no move may give check (racing kings).
    no_checks: bool,
    /// Whether no drop may give check (supply).
    no_checking_drops: bool,
    /// Whether positions without pieces are the kings-and-pawns search's
    /// (not where every move is tried: no checks, or Black's answer to
    /// White's flag).
    kings_and_pawns: bool,
    /// The flying general's lines, where kings may not face each other.
    facing: Option<Facing<F::Set>>,
    /// Whether a side not in check may pass.
    passing: bool,
    /// Whether a side not in check with no legal move passes (with its
    /// king, else its first piece): see `Fast::or_pass`.
    stalemate_pass: bool,
    /// Bikjang's lines, where facing kings must part or pass.
    bikjang: Option<Facing<F::Set>>,
    /// Whether a rule beyond the kings' and pawns' moves may end the game
    /// or decide how a kings-and-pawns position is played (extinction,
    /// passes, bikjang, duple check): see `Fast::rule_of`.
    ruled: bool,
    /// What the kings are: royal, pseudo-royal or common pieces.
    royalty: Royalty,
    /// Whether a side that can capture must (antichess, losers).
    must_capture: bool,
    /// Whether positions with pieces ask a rule beyond the guard's plain
    /// search: bikjang, moves tried, no
    /// move giving check, compulsory captures or drops (one test for all
    /// at each node).
    unusual: bool,
    /// Whether a king in check may only take its lone checker (makpong).
    king_takes_checker: bool,
    /// Each side's promotion pieces (by index) that make a second
    /// pseudo-royal king where a side may leave one of two attacked
    /// (spartan's duple check).
    duple_kings: [u32; 2],
    /// Castling, where the variant castles as the fast path plays it.
    castles: Option<Castles<F::Set>>,
    /// What unmoved pieces may do: cambodian first moves, gating.
    unmoved: Unmoved<F::Set>,
    /// Whether pieces in hand may be dropped (not where they only wait
    /// to be gated).
    dropping: bool,
    /// Whether drops follow a rule of setting up (bishops on both
    /// colours, castling rights won): the fast path plays them only among
    /// the drops a side must make, by `placing`.
    setting_up: bool,
    /// The rules of setting up from the hand (kings in hand, bishops on
    /// both colours, castling rights won by drops), where the fast path
    /// plays them.
    placing: Option<Placing<F::Set>>,
    /// Where captures explode, what a blast spares.
    blast: Option<Blast>,
    /// Where pieces turn into walls where they capture, which.
    petrify: Option<Petrify>,
    /// The kinds a side must drop before anything else, if any.
    must: Option<MustDrop>,
    /// Whether a king may not take the other (atomar's).
    kings_immune: bool,
    /// Pieces royal beyond one king a side, if any (coregal's queens,
    /// spartan's second king): positions with pieces have their moves
    /// tried.
    royals: Option<Royals>,
    /// Where pawns promote by a move of their own (sittuyin's): the
    /// piece's slots and each side's zone (see `promotion_moves`).
    promotion_move: Option<(u32, [F::Set; 2])>,
    /// Where the mover puts a wall with each move (duck chess, amazons,
    /// snailtrail), if it does: the board's squares, and which of them
    /// (see `walls`).
    walled: Option<(F::Set, WallWith)>,
    /// Where a side may put a wall instead of moving, if it may (see
    /// `walls`).
    edge_walls: Option<EdgeWalls<F::Set>>,
    /// Whether, with the duck, each move is tried with each square it may
    /// go to: where kings are pseudo-royal (the duck may shield one) or
    /// captures explode (a blast's squares are not its to take).
    duck_tried: bool,
    /// The variant's second pawn kind, if it has one (wolf's sergeants).
    second: Option<Second<F>>,
    /// Whether the last ply counts more than the pieces', the pawns' and
    /// the drops' moves (`Fast::count_more`): promotions of pieces,
    /// gating, a second pawn kind.
    counts_more: bool,
}

/// What the kings are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Royalty {
    /// A king may not be left attacked.
    Royal,
    /// Pseudo-royal (spartan's, one a side): a king may not be left
    /// attacked, and a position whose side not to move has its king
    /// attacked is refused, as the king may be taken.
    PseudoRoyal,
    /// A piece like any other (extinction's and antichess's kings): it
    /// may be left attacked and taken, and every move is legal.
    Common,
}

impl Royalty {
    /// What `rules`' kings are.
    fn of<B: Set>(rules: &RuleBook<B>) -> Royalty {
        if rules.royal() {
            Royalty::Royal
        } else if rules.pseudo_royal() {
            Royalty::PseudoRoyal
        } else {
            Royalty::Common
        }
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
    /// Whether the kings ride or hop: they are kept with the pieces (see
    /// `Fast::kings_slotted`), these tables empty.
    ride: bool,
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

    /// The tables of `rules`' kings on a `width` x `height` board; empty
    /// where their steps depend on the other pieces (kings that ride or
    /// hop, moved with the pieces instead). Kings that would turn into a
    /// wall where they capture (`petrify`) attack nothing.
    fn new<B: Set>(rules: &RuleBook<B>, (width, height): (i32, i32), petrify: bool) -> Kings<S> {
        let empty = || vec![S::EMPTY; usize::try_from(width * height).unwrap_or(0)];
        let narrow = |table: &[B]| -> Vec<S> { table.iter().map(|&set| set.to()).collect() };
        let tables = |side: usize| {
            rules.king_steps(side).map_or_else(
                || (empty(), empty()),
                |(moves, attacks)| (narrow(moves), narrow(attacks)),
            )
        };
        let [(white_moves, white_attacks), (black_moves, black_attacks)] = [tables(0), tables(1)];
        let mut attacks = [white_attacks, black_attacks];
        if petrify {
            for table in &mut attacks {
                table.fill(S::EMPTY);
            }
        }
        Kings {
            moves: [white_moves, black_moves],
            attacks,
            adjacent: neighbours(width, height),
            ride: rules.kings_ride(),
        }
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
