//! The fast path of perft for kings and pawns on every board, over
//! generated functions or run-time rules alike ([`FastSide`]), in the set
//! type the rules work over (`u64`, `u128` or [`Wide`]).
//!
//! With no slider on the board a pawn move can never expose its own king,
//! and a check can only come from one pawn. So at the last ply the legal
//! moves are counted set-wise, straight from the generated functions —
//! popcounts of target sets, times the promotion pieces — without
//! generating a single move: king steps to unattacked squares, and either
//! every pawn move or, in check, the captures of the checking pawn. A rule
//! of several directions, whose target set would count a square reached
//! from two pawns once, is counted pawn by pawn. Other plies make the
//! moves the generated serialiser emits. A promotion hands its subtree to
//! the general engine.

use std::sync::Arc;

use pawnshift::{MoveKind, PawnMove, PromotionSplit, RuleKind, SideRules, Wide};

use crate::game::{Board, Kind, MAX_KINDS, Rules};
use crate::set::{Set, Widest, squares};

/// A kings-and-pawns position.
#[derive(Clone, Copy, Debug)]
struct Pos<S> {
    pawns: [S; 2],
    /// The king's square as a set (empty for horde's white).
    kings: [S; 2],
    /// Side to move: 0 white, 1 black.
    side: usize,
    en_passant: S,
    victim: u8,
}

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
    /// Targets split by promotion, if the side promotes.
    fn promotion_split(&self, targets: Self::Set) -> Option<PromotionSplit<Self::Set>>;
    /// The mandatory and optional promotion pieces, by name.
    fn piece_names(&self) -> (Vec<&str>, Vec<&str>);
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
            return Some(FastPath::U64(Fast::new(rules, [white, black])));
        }
        if let Some(variant) = rules.variant.dynamic64.as_ref() {
            let side = |c| variant.side(c).map(|s| Arc::new(s.clone()));
            let (Some(white), Some(black)) =
                (side(pawnshift::Color::White), side(pawnshift::Color::Black))
            else {
                return None;
            };
            return Some(FastPath::Dynamic64(Fast::new(rules, [white, black])));
        }
        let (Some(white), Some(black)) = (
            rules.side(pawnshift::Color::White),
            rules.side(pawnshift::Color::Black),
        ) else {
            return None;
        };
        match (white, black) {
            (SideView::U128(w), SideView::U128(b)) => {
                Some(FastPath::U128(Fast::new(rules, [*w, *b])))
            }
            (SideView::Wide3(w), SideView::Wide3(b)) => {
                Some(FastPath::Wide3(Fast::new(rules, [*w, *b])))
            }
            (SideView::Wide4(w), SideView::Wide4(b)) => {
                Some(FastPath::Wide4(Fast::new(rules, [*w, *b])))
            }
            (SideView::Dynamic(w), SideView::Dynamic(b)) => Some(FastPath::Dynamic128(Fast::new(
                rules,
                [w.clone(), b.clone()],
            ))),
            (SideView::DynamicWide(w), SideView::DynamicWide(b)) => Some(FastPath::DynamicWide(
                Fast::new(rules, [w.clone(), b.clone()]),
            )),
            _ => None,
        }
    }

    /// Perft of `board` if it holds only kings and pawns (else `None`).
    pub(crate) fn perft<B: Set>(
        &self,
        rules: &Rules<B>,
        board: &Board<B>,
        depth: u32,
    ) -> Option<u64> {
        each_fast!(self, |fast| fast.perft(rules, board, depth))
    }
}

/// How the last ply counts one rule's moves.
#[derive(Clone, Copy, Debug)]
struct Counted {
    /// The rule's index.
    index: usize,
    /// Whether its `capture` function takes en passant too.
    en_passant: bool,
    /// Whether it moves several ways, so is counted pawn by pawn.
    per_pawn: bool,
}

/// The fast path's fixed data.
pub(crate) struct Fast<F: FastSide> {
    sides: [F; 2],
    king: Vec<F::Set>,
    /// Moves per promoting target: mandatory pieces, optional pieces + 1
    /// (of the pieces a kings-and-pawns position may promote to).
    weights: [(u32, u32); 2],
    /// The promotion pieces a side without pieces may choose, by index:
    /// those of no limit or a limit above 0.
    allowed: u32,
    /// Each side's promotion zones (target sets outside them count one
    /// move per square, no split needed).
    zones: [F::Set; 2],
    /// Each side's rules as the last ply counts them.
    counted: [Vec<Counted>; 2],
    /// Whether each side's pawns attack only squares a king step away
    /// (so a checking pawn stands next to the king).
    near: [bool; 2],
}

impl<S: Set, F: FastSide<Set = S>> Fast<F> {
    /// The fast path for a variant with `sides`.
    fn new<B: Set>(rules: &Rules<B>, sides: [F; 2]) -> Fast<F> {
        // A limit counts the pieces on the board, none in a kings-and-pawns
        // position: a piece may be chosen unless its limit is 0.
        let pieces = &rules.variant.pieces;
        let allowed = pieces
            .iter()
            .take(32)
            .enumerate()
            .filter(|(_, (_, limit))| *limit != Some(0))
            .fold(0u32, |mask, (index, _)| mask | 1 << index);
        let chosen = |names: &[&str]| {
            let free = names
                .iter()
                .filter(|&&name| {
                    pieces
                        .iter()
                        .any(|(n, limit)| n == name && *limit != Some(0))
                })
                .count();
            u32::try_from(free).unwrap_or(u32::MAX)
        };
        let weight = |side: &F| {
            let (mandatory, optional) = side.piece_names();
            (chosen(&mandatory), chosen(&optional).saturating_add(1))
        };
        let zones = |side: &F| {
            side.promotion_split(S::ALL)
                .map_or(S::EMPTY, |split| split.mandatory | split.optional)
        };
        let counted = |side: &F| {
            let en_passant = side.en_passant();
            side.rules()
                .iter()
                .enumerate()
                .map(|(index, rule)| {
                    let (kind, directions) = F::shape(rule);
                    Counted {
                        index,
                        en_passant: en_passant && kind == RuleKind::Capture,
                        per_pawn: directions.len() > 1,
                    }
                })
                .collect()
        };
        let near = |side: &F| {
            side.rules().iter().all(|rule| {
                let (kind, directions) = F::shape(rule);
                matches!(kind, RuleKind::Push { .. })
                    || directions
                        .iter()
                        .all(|&(df, dr)| df.abs() <= 1 && dr.abs() <= 1)
            })
        };
        Fast {
            zones: [zones(&sides[0]), zones(&sides[1])],
            weights: [weight(&sides[0]), weight(&sides[1])],
            allowed,
            counted: [counted(&sides[0]), counted(&sides[1])],
            near: [near(&sides[0]), near(&sides[1])],
            king: rules.king_table().iter().map(|&k| k.to()).collect(),
            sides,
        }
    }

    /// Perft of `board` if it holds only kings and pawns (else `None`).
    pub(crate) fn perft<B: Set>(
        &self,
        rules: &Rules<B>,
        board: &Board<B>,
        depth: u32,
    ) -> Option<u64> {
        let pos = Pos::from_board(board)?;
        Some(self.perft_pos(rules, &pos, depth))
    }

    fn perft_pos<B: Set>(&self, rules: &Rules<B>, p: &Pos<S>, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count(p),
            _ => {
                let mut nodes = 0;
                self.each_legal(rules, p, &mut |child| {
                    nodes += match child {
                        Child::Pos(next) => self.perft_pos(rules, &next, depth - 1),
                        Child::Board(board) => rules.perft(&board, depth - 1),
                    };
                });
                nodes
            }
        }
    }

    #[inline]
    fn king_steps(&self, king: S) -> S {
        if king == S::EMPTY {
            S::EMPTY
        } else {
            self.king[usize::from(king.first())]
        }
    }

    /// Moves a target set stands for, promotions counted per piece.
    #[inline]
    fn weigh(&self, side: usize, targets: S) -> u64 {
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
        let (mandatory, optional) = self.weights[side];
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
        rule: Counted,
        pawns: S,
        targets: impl Fn(S) -> Option<S>,
    ) -> u64 {
        if rule.per_pawn {
            squares(pawns)
                .map(|square| targets(S::bit(square)).map_or(0, |t| self.weigh(us, t)))
                .sum()
        } else {
            targets(pawns).map_or(0, |t| self.weigh(us, t))
        }
    }

    /// Legal moves at the last ply, counted set-wise.
    fn count(&self, p: &Pos<S>) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        let side = &self.sides[us];
        let rules = side.rules();
        let pawns = p.pawns[us];
        let own = pawns | p.kings[us];
        let enemies = p.pawns[them] | p.kings[them];
        let empty = !(own | enemies);
        let pawn_attacks = self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY);
        let danger = pawn_attacks | self.king_steps(p.kings[them]);
        let king = p.kings[us];
        let mut nodes = u64::from((self.king_steps(king) & !own & !danger).count());
        if pawn_attacks & king == S::EMPTY {
            for &counted in &self.counted[us] {
                let rule = &rules[counted.index];
                nodes += self.weigh_rule(us, counted, pawns, |from| F::quiet(rule, from, empty));
                nodes +=
                    self.weigh_rule(us, counted, pawns, |from| F::capture(rule, from, enemies));
                if counted.en_passant && p.en_passant != S::EMPTY {
                    nodes += self.weigh_rule(us, counted, pawns, |from| {
                        F::capture(rule, from, p.en_passant)
                    });
                }
            }
            return nodes;
        }
        // In check by a pawn: the king steps away (counted), or a pawn takes
        // the checker, directly or en passant. Two checking pawns leave
        // only the king.
        let checkers = self.checkers(p, king);
        if checkers.count() == 1 {
            for &counted in &self.counted[us] {
                let rule = &rules[counted.index];
                nodes +=
                    self.weigh_rule(us, counted, pawns, |from| F::capture(rule, from, checkers));
                if counted.en_passant && p.en_passant != S::EMPTY && checkers == S::bit(p.victim) {
                    nodes += self.weigh_rule(us, counted, pawns, |from| {
                        F::capture(rule, from, p.en_passant)
                    });
                }
            }
        }
        nodes
    }

    /// The enemy pawns attacking `king`.
    fn checkers(&self, p: &Pos<S>, king: S) -> S {
        let them = 1 - p.side;
        let side = &self.sides[them];
        let near = if self.near[them] {
            self.king_steps(king) & p.pawns[them]
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
    fn each_legal<B: Set>(&self, rules: &Rules<B>, p: &Pos<S>, visit: &mut dyn FnMut(Child<S, B>)) {
        let (us, them) = (p.side, 1 - p.side);
        let own = p.pawns[us] | p.kings[us];
        let enemies = p.pawns[them] | p.kings[them];
        let pawn_attacks = self.sides[them].attacks(p.pawns[them]).unwrap_or(S::EMPTY);
        let danger = pawn_attacks | self.king_steps(p.kings[them]);
        let king = p.kings[us];
        let checkers = if pawn_attacks & king == S::EMPTY {
            S::EMPTY
        } else {
            self.checkers(p, king)
        };
        if checkers.count() <= 1 {
            self.sides[us].generate(
                p.pawns[us],
                own,
                enemies,
                p.en_passant,
                self.allowed,
                &mut |m: PawnMove<S>| {
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
                    let (next, promoted) = after_pawn(p, &m);
                    visit(match promoted {
                        None => Child::Pos(next),
                        Some((piece, square)) => Child::Board(Box::new(next.to_board(Some((
                            us,
                            rules.piece_kind(piece),
                            square,
                        ))))),
                    });
                },
            );
        }
        for to in squares(self.king_steps(king) & !own & !danger) {
            let to = S::bit(to);
            let mut next = *p;
            next.kings[us] = to;
            next.pawns[them] &= !to;
            next.en_passant = S::EMPTY;
            next.side = them;
            visit(Child::Pos(next));
        }
    }
}

/// The position after a pawn move, and the promoted piece and its square.
// Inlined into the serialiser's closure, as it was before that closure
// became generic: a call per move costs the fast path about 5%.
#[allow(clippy::inline_always)]
#[inline(always)]
fn after_pawn<S: Set>(p: &Pos<S>, m: &PawnMove<S>) -> (Pos<S>, Option<(u8, S)>) {
    let (us, them) = (p.side, 1 - p.side);
    let to_index = S::index_of(m.to);
    let (from, to) = (S::bit(S::index_of(m.from)), S::bit(to_index));
    let mut next = *p;
    next.pawns[us] ^= from | to;
    match m.kind {
        // A drop's `from` is its `to`: the xor above placed the pawn.
        MoveKind::Quiet | MoveKind::Drop => {}
        MoveKind::Capture => next.pawns[them] &= !to,
        MoveKind::EnPassant => next.pawns[them] &= !S::bit(p.victim),
    }
    next.en_passant = m.en_passant;
    next.victim = to_index;
    next.side = them;
    if let Some(piece) = m.promotion {
        next.pawns[us] &= !to;
        return (next, Some((piece, to)));
    }
    (next, None)
}

/// A position after a move: still kings and pawns, or not.
enum Child<S, B: Set> {
    Pos(Pos<S>),
    /// After a promotion (rare): boxed, so the common case stays small.
    Board(Box<Board<B>>),
}

impl<S: Set> Pos<S> {
    fn from_board<B: Set>(board: &Board<B>) -> Option<Pos<S>> {
        let (pieces, side, en_passant, victim) = board.parts();
        let mut pos = Pos {
            pawns: [S::EMPTY; 2],
            kings: [S::EMPTY; 2],
            side: side as usize,
            en_passant: narrow(en_passant)?,
            victim,
        };
        for (s, sets) in pieces.iter().enumerate() {
            for (index, &set) in sets.iter().enumerate() {
                match index {
                    i if i == usize::from(Kind::PAWN.0) => {
                        pos.pawns[s] = narrow(set)?;
                    }
                    i if i == usize::from(Kind::KING.0) => {
                        if set.count() > 1 {
                            return None;
                        }
                        pos.kings[s] = narrow(set)?;
                    }
                    _ if set != B::EMPTY => return None,
                    _ => {}
                }
            }
        }
        Some(pos)
    }

    /// The general engine's position, with an optional promoted piece
    /// `(side, kind, square)`.
    fn to_board<B: Set>(self, promoted: Option<(usize, Kind, S)>) -> Board<B> {
        let mut pieces = [[B::EMPTY; MAX_KINDS]; 2];
        for (s, sets) in pieces.iter_mut().enumerate() {
            sets[usize::from(Kind::PAWN.0)] = self.pawns[s].to();
            sets[usize::from(Kind::KING.0)] = self.kings[s].to();
        }
        if let Some((side, kind, square)) = promoted {
            pieces[side][usize::from(kind.0)] |= square.to();
        }
        Board::from_parts(&pieces, self.side, self.en_passant.to(), self.victim)
    }
}

/// A set of the engine's type `B` in the rules' type `S`, if `S` holds
/// every square of it.
fn narrow<B: Set, S: Set>(set: B) -> Option<S> {
    let narrow: S = set.to();
    (narrow.to::<B>() == set).then_some(narrow)
}
