//! The fast path of perft for kings and pawns on boards of up to 64 squares,
//! over generated functions or run-time rules alike ([`FastSide`]).
//!
//! With no slider on the board a pawn move can never expose its own king,
//! and a check can only come from one pawn. So at the last ply the legal
//! moves are counted set-wise, straight from the generated functions —
//! popcounts of target sets, times the promotion pieces — without
//! generating a single move: king steps to unattacked squares, and either
//! every pawn move or, in check, the captures of the checking pawn. Other
//! plies make the moves the generated serialiser emits. A promotion hands
//! its subtree to the general engine.

use std::sync::Arc;

use pawnshift::{MoveKind, PawnMove, PromotionSplit, RuleKind, SideRules};

use crate::game::{Board, Kind, MAX_KINDS, Rules};
use crate::set::Set;

/// A kings-and-pawns position in `u64` sets.
#[derive(Clone, Copy, Debug)]
struct Pos {
    pawns: [u64; 2],
    /// The king's square as a set (empty for horde's white).
    kings: [u64; 2],
    /// Side to move: 0 white, 1 black.
    side: usize,
    en_passant: u64,
    victim: u8,
}

/// A side's pawn rules on a `u64` board, as the fast path calls them:
/// generated functions or run-time rules.
pub(crate) trait FastSide {
    /// Every rule moves one way and none is a `step` (so a target set
    /// counts one move per square, and quiet and capture sets never meet).
    fn simple(&self) -> bool;
    /// A move rule.
    type Rule;
    /// The move rules.
    fn rules(&self) -> &[Self::Rule];
    /// A rule's quiet targets, if it has quiet moves.
    fn quiet(rule: &Self::Rule, pawns: u64, empty: u64) -> Option<u64>;
    /// A rule's captures, if it captures.
    fn capture(rule: &Self::Rule, pawns: u64, enemies: u64) -> Option<u64>;
    /// The squares the pawns attack, if the side captures.
    fn attacks(&self, pawns: u64) -> Option<u64>;
    /// Targets split by promotion, if the side promotes.
    fn promotion_split(&self, targets: u64) -> Option<PromotionSplit<u64>>;
    /// The numbers of mandatory and optional promotion pieces.
    fn piece_counts(&self) -> (usize, usize);
    /// Every pawn move, as the serialiser emits it.
    fn generate(
        &self,
        pawns: u64,
        own: u64,
        enemies: u64,
        en_passant: u64,
        sink: &mut dyn FnMut(PawnMove<u64>),
    );
}

impl FastSide for &'static SideRules<u64> {
    fn simple(&self) -> bool {
        self.rules
            .iter()
            .all(|r| r.directions.len() == 1 && !matches!(r.kind, RuleKind::Step))
    }
    type Rule = pawnshift::Rule<u64>;
    fn rules(&self) -> &[Self::Rule] {
        self.rules
    }
    #[inline]
    fn quiet(rule: &Self::Rule, pawns: u64, empty: u64) -> Option<u64> {
        rule.quiet.map(|f| f(pawns, empty))
    }
    #[inline]
    fn capture(rule: &Self::Rule, pawns: u64, enemies: u64) -> Option<u64> {
        rule.capture.map(|f| f(pawns, enemies))
    }
    #[inline]
    fn attacks(&self, pawns: u64) -> Option<u64> {
        self.attacks.map(|f| f(pawns))
    }
    #[inline]
    fn promotion_split(&self, targets: u64) -> Option<PromotionSplit<u64>> {
        self.promotion_split.map(|f| f(targets))
    }
    fn piece_counts(&self) -> (usize, usize) {
        (
            self.promotion_pieces.len(),
            self.optional_promotion_pieces.len(),
        )
    }
    #[inline]
    fn generate(
        &self,
        pawns: u64,
        own: u64,
        enemies: u64,
        en_passant: u64,
        sink: &mut dyn FnMut(PawnMove<u64>),
    ) {
        (self.generate)(pawns, own, enemies, en_passant, u32::MAX, sink);
    }
}

impl FastSide for Arc<pawnshift_dynamic::Side<u64>> {
    fn simple(&self) -> bool {
        self.rules()
            .iter()
            .all(|r| r.directions().len() == 1 && !matches!(r.kind(), RuleKind::Step))
    }
    type Rule = pawnshift_dynamic::Rule<u64>;
    fn rules(&self) -> &[Self::Rule] {
        pawnshift_dynamic::Side::rules(self)
    }
    #[inline]
    fn quiet(rule: &Self::Rule, pawns: u64, empty: u64) -> Option<u64> {
        rule.quiet(pawns, empty)
    }
    #[inline]
    fn capture(rule: &Self::Rule, pawns: u64, enemies: u64) -> Option<u64> {
        rule.captures(pawns, enemies)
    }
    #[inline]
    fn attacks(&self, pawns: u64) -> Option<u64> {
        pawnshift_dynamic::Side::attacks(self, pawns)
    }
    #[inline]
    fn promotion_split(&self, targets: u64) -> Option<PromotionSplit<u64>> {
        pawnshift_dynamic::Side::promotion_split(self, targets)
    }
    fn piece_counts(&self) -> (usize, usize) {
        (
            self.promotion_pieces().len(),
            self.optional_promotion_pieces().len(),
        )
    }
    #[inline]
    fn generate(
        &self,
        pawns: u64,
        own: u64,
        enemies: u64,
        en_passant: u64,
        sink: &mut dyn FnMut(PawnMove<u64>),
    ) {
        pawnshift_dynamic::Side::generate(self, pawns, own, enemies, en_passant, u32::MAX, sink);
    }
}

/// The fast path of a variant: over its generated functions or its
/// run-time rules.
pub(crate) enum FastPath {
    /// Generated code.
    Generated(Fast<&'static SideRules<u64>>),
    /// Run-time rules.
    Dynamic(Fast<Arc<pawnshift_dynamic::Side<u64>>>),
}

impl FastPath {
    /// The fast path for a variant, if it has one (see [`Fast::new`]).
    pub(crate) fn new<B: Set>(rules: &Rules<B>) -> Option<FastPath> {
        let limited = rules
            .variant
            .pieces
            .iter()
            .any(|(_, limit)| limit.is_some());
        if limited {
            return None;
        }
        if let Some(variant) = rules.variant.tables64 {
            let (Some(white), Some(black)) = (variant.white, variant.black) else {
                return None;
            };
            return Fast::new(rules, [white, black]).map(FastPath::Generated);
        }
        let variant = rules.variant.dynamic64.as_ref()?;
        let side = |c| variant.side(c).map(|s| Arc::new(s.clone()));
        let (Some(white), Some(black)) =
            (side(pawnshift::Color::White), side(pawnshift::Color::Black))
        else {
            return None;
        };
        Fast::new(rules, [white, black]).map(FastPath::Dynamic)
    }

    /// Perft of `board` if it holds only kings and pawns (else `None`).
    pub(crate) fn perft<B: Set>(
        &self,
        rules: &Rules<B>,
        board: &Board<B>,
        depth: u32,
    ) -> Option<u64> {
        match self {
            FastPath::Generated(fast) => fast.perft(rules, board, depth),
            FastPath::Dynamic(fast) => fast.perft(rules, board, depth),
        }
    }
}

/// The fast path's fixed data.
pub(crate) struct Fast<S> {
    sides: [S; 2],
    king: Vec<u64>,
    /// Moves per promoting target: mandatory pieces, optional pieces + 1.
    weights: [(u32, u32); 2],
    /// Each side's promotion zones (target sets outside them count one
    /// move per square, no split needed).
    zones: [u64; 2],
}

impl<S: FastSide> Fast<S> {
    /// The fast path for a variant, if it has one: a `u64` board, rules that
    /// each move one way (so a target set counts one move per square), and
    /// no promotion limits (the caller checks those).
    fn new<B: Set>(rules: &Rules<B>, sides: [S; 2]) -> Option<Fast<S>> {
        if !sides.iter().all(FastSide::simple) {
            return None;
        }
        let weight = |side: &S| {
            let (mandatory, optional) = side.piece_counts();
            (
                u32::try_from(mandatory).unwrap_or(u32::MAX),
                u32::try_from(optional).unwrap_or(u32::MAX) + 1,
            )
        };
        let zones = |side: &S| {
            side.promotion_split(u64::MAX)
                .map_or(0, |split| split.mandatory | split.optional)
        };
        Some(Fast {
            zones: [zones(&sides[0]), zones(&sides[1])],
            weights: [weight(&sides[0]), weight(&sides[1])],
            sides,
            king: rules.king_table().iter().map(|&k| k.to()).collect(),
        })
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

    fn perft_pos<B: Set>(&self, rules: &Rules<B>, p: &Pos, depth: u32) -> u64 {
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

    fn king_steps(&self, king: u64) -> u64 {
        if king == 0 {
            0
        } else {
            self.king[king.trailing_zeros() as usize]
        }
    }

    /// Moves a target set stands for, promotions counted per piece.
    fn weigh(&self, side: usize, targets: u64) -> u64 {
        if targets & self.zones[side] == 0 {
            return u64::from(targets.count_ones());
        }
        let split = self.sides[side]
            .promotion_split(targets)
            .unwrap_or(PromotionSplit {
                mandatory: 0,
                optional: 0,
                plain: targets,
            });
        let (mandatory, optional) = self.weights[side];
        u64::from(
            split.plain.count_ones()
                + split.mandatory.count_ones() * mandatory
                + split.optional.count_ones() * optional,
        )
    }

    /// Legal moves at the last ply, counted set-wise.
    fn count(&self, p: &Pos) -> u64 {
        let (us, them) = (p.side, 1 - p.side);
        let side = &self.sides[us];
        let own = p.pawns[us] | p.kings[us];
        let enemies = p.pawns[them] | p.kings[them];
        let empty = !(own | enemies);
        let pawn_attacks = self.sides[them].attacks(p.pawns[them]).unwrap_or(0);
        let danger = pawn_attacks | self.king_steps(p.kings[them]);
        let king = p.kings[us];
        let mut nodes = u64::from((self.king_steps(king) & !own & !danger).count_ones());
        if pawn_attacks & king == 0 {
            for rule in side.rules() {
                if let Some(quiet) = S::quiet(rule, p.pawns[us], empty) {
                    nodes += self.weigh(us, quiet);
                }
                if let Some(captures) = S::capture(rule, p.pawns[us], enemies) {
                    nodes += self.weigh(us, captures);
                    if p.en_passant != 0 {
                        let onto = S::capture(rule, p.pawns[us], p.en_passant).unwrap_or(0);
                        nodes += self.weigh(us, onto);
                    }
                }
            }
            return nodes;
        }
        // In check by a pawn: the king steps away (counted), or a pawn takes
        // the checker, directly or en passant. Two checking pawns leave
        // only the king.
        let checkers = self.checkers(p, king);
        if checkers.is_power_of_two() {
            for rule in side.rules() {
                if let Some(captures) = S::capture(rule, p.pawns[us], checkers) {
                    nodes += self.weigh(us, captures);
                    if p.en_passant != 0 && checkers == 1 << p.victim {
                        let onto = S::capture(rule, p.pawns[us], p.en_passant).unwrap_or(0);
                        nodes += self.weigh(us, onto);
                    }
                }
            }
        }
        nodes
    }

    /// The enemy pawns attacking `king`.
    fn checkers(&self, p: &Pos, king: u64) -> u64 {
        let them = 1 - p.side;
        let side = &self.sides[them];
        let mut near = self.king_steps(king) & p.pawns[them];
        let mut found = 0;
        while near != 0 {
            let pawn = near & near.wrapping_neg();
            near ^= pawn;
            if side.attacks(pawn).unwrap_or(0) & king != 0 {
                found |= pawn;
            }
        }
        found
    }

    /// Calls `visit` with the position after each legal move. Legality needs
    /// no trial moves: with no slider on the board, pawn moves are legal
    /// unless the king is in check, when only taking the (single) checking
    /// pawn is; king steps are legal onto squares the enemy does not attack.
    fn each_legal<B: Set>(&self, rules: &Rules<B>, p: &Pos, visit: &mut dyn FnMut(Child<B>)) {
        let (us, them) = (p.side, 1 - p.side);
        let own = p.pawns[us] | p.kings[us];
        let enemies = p.pawns[them] | p.kings[them];
        let pawn_attacks = self.sides[them].attacks(p.pawns[them]).unwrap_or(0);
        let danger = pawn_attacks | self.king_steps(p.kings[them]);
        let king = p.kings[us];
        let checkers = if pawn_attacks & king == 0 {
            0
        } else {
            self.checkers(p, king)
        };
        let pawn_moves_ok = checkers.count_ones() <= 1;
        if pawn_moves_ok {
            self.sides[us].generate(
                p.pawns[us],
                own,
                enemies,
                p.en_passant,
                &mut |m: PawnMove<u64>| {
                    if checkers != 0 {
                        let takes_checker = match m.kind {
                            MoveKind::Capture => 1u64 << m.to == checkers,
                            MoveKind::EnPassant => 1u64 << p.victim == checkers,
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
        let mut steps = self.king_steps(king) & !own & !danger;
        while steps != 0 {
            let to = steps & steps.wrapping_neg();
            steps ^= to;
            let mut next = *p;
            next.kings[us] = to;
            next.pawns[them] &= !to;
            next.en_passant = 0;
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
fn after_pawn(p: &Pos, m: &PawnMove<u64>) -> (Pos, Option<(u8, u64)>) {
    let (us, them) = (p.side, 1 - p.side);
    let (from, to) = (1u64 << m.from, 1u64 << m.to);
    let mut next = *p;
    next.pawns[us] ^= from | to;
    match m.kind {
        // A drop's `from` is its `to`: the xor above placed the pawn.
        MoveKind::Quiet | MoveKind::Drop => {}
        MoveKind::Capture => next.pawns[them] &= !to,
        MoveKind::EnPassant => next.pawns[them] &= !(1u64 << p.victim),
    }
    next.en_passant = m.en_passant;
    next.victim = m.to;
    next.side = them;
    if let Some(piece) = m.promotion {
        next.pawns[us] &= !to;
        return (next, Some((piece, to)));
    }
    (next, None)
}

/// A position after a move: still kings and pawns, or not.
enum Child<B: Set> {
    Pos(Pos),
    /// After a promotion (rare): boxed, so the common case stays small.
    Board(Box<Board<B>>),
}

impl Pos {
    fn from_board<B: Set>(board: &Board<B>) -> Option<Pos> {
        let (pieces, side, en_passant, victim) = board.parts();
        let mut pos = Pos {
            pawns: [0; 2],
            kings: [0; 2],
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
                    _ if !set.is_empty() => return None,
                    _ => {}
                }
            }
        }
        Some(pos)
    }

    /// The general engine's position, with an optional promoted piece
    /// `(side, kind, square)`.
    fn to_board<B: Set>(self, promoted: Option<(usize, Kind, u64)>) -> Board<B> {
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

/// A set of a board of up to 64 squares as `u64`, if it holds no square
/// beyond.
fn narrow<B: Set>(set: B) -> Option<u64> {
    let narrow: u64 = set.to();
    (narrow.to::<B>() == set).then_some(narrow)
}
