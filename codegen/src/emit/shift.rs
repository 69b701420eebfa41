//! The shift builder: a set shifted one or more steps with the guards
//! the geometry needs, and the set expressions of each rule (targets,
//! sources, able-to sets, passed squares).

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use crate::geometry::Direction;
use crate::ir::Move;

use super::masks::{file_ident, not_file_ident, sources_ident};
use super::{Emitter, color_index};

/// A set expression; [`Repr::tokens`](super::repr::Repr::tokens) prints
/// it in the module's representation.
#[derive(Clone)]
pub(super) enum Expr {
    Atom(TokenStream),
    And(Vec<Expr>),
    Or(Vec<Expr>),
    Xor(Box<Expr>, Box<Expr>),
    Not(Box<Expr>),
    Shl(Box<Expr>, TokenStream),
    Shr(Box<Expr>, TokenStream),
}

impl Expr {
    pub(super) fn atom(tokens: TokenStream) -> Expr {
        Expr::Atom(tokens)
    }

    pub(super) fn and(items: Vec<Expr>) -> Expr {
        Expr::flat(items, true)
    }

    pub(super) fn or(items: Vec<Expr>) -> Expr {
        Expr::flat(items, false)
    }

    /// `And` (`and`) or `Or` of `items`, nested ones of the same kind
    /// flattened, a single item as itself.
    fn flat(items: Vec<Expr>, and: bool) -> Expr {
        let mut flat = Vec::new();
        for item in items {
            match item {
                Expr::And(inner) if and => flat.extend(inner),
                Expr::Or(inner) if !and => flat.extend(inner),
                other => flat.push(other),
            }
        }
        match (flat.len(), and) {
            (1, _) => flat.pop().unwrap_or(Expr::Atom(TokenStream::new())),
            (_, true) => Expr::And(flat),
            (_, false) => Expr::Or(flat),
        }
    }

    #[allow(clippy::should_implement_trait)] // a builder, not an operator
    pub(super) fn not(x: Expr) -> Expr {
        Expr::Not(Box::new(x))
    }

    pub(super) fn xor(a: Expr, b: Expr) -> Expr {
        Expr::Xor(Box::new(a), Box::new(b))
    }
}

/// What a shifted set may hold outside the board.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Held {
    /// Squares of the board only: a function's `pawns`, `from` and `to`, the
    /// constants, and whatever is shifted from them.
    Board,
    /// Anything: `empty` (`!occupied` will do), `enemies`, `en_passant`, and
    /// whatever is shifted from them.
    Any,
}

/// The pre-mask of one shift (see [`Emitter::pre_mask`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum PreMask {
    /// `SOURCES_<DIR>`: the squares from which the step stays on the board.
    Sources(Direction),
    /// `NOT_FILE_<X>`, on a board that fills its integer.
    NotFile(u32),
    /// `!FILE_<X>`: every bit but the file's, on a smaller board.
    AllButFile(u32),
}

impl Emitter<'_> {
    /// The pre-mask of one step `dir` of a set that holds `held`: the file
    /// guard, plus, on a board smaller than its
    /// integer, whatever else could put a bit outside the board into the
    /// result. A step towards higher bits can carry a board square past the
    /// last rank, which matters for a set of board squares (`pawns`: the
    /// result may meet `!occupied`), not for any set (its result only ever
    /// meets `pawns`); a step towards lower bits can bring bits from beyond
    /// the board onto it, which matters only for a set that may hold them.
    /// Where it matters the mask is `SOURCES_<DIR>`. Elsewhere it is the
    /// file guard alone, spelled as hand-written code spells it: `NOT_FILE_H`
    /// on a board that fills its integer, `!FILE_J` on a smaller one (whose
    /// bits beyond the board are then ones, which lets the compiler drop the
    /// `&` on those words), or nothing: `(pawns >> 10) & empty` on 10x8.
    pub(super) fn pre_mask(&self, dir: Direction, held: Held) -> Option<PreMask> {
        let g = self.g();
        let towards_high = g.shift_amount(dir) > 0;
        // Whether the step could put a bit beyond the board into the result.
        let strays = match held {
            Held::Board => towards_high,
            Held::Any => !towards_high,
        };
        if g.fills_storage() {
            g.wrap_file(dir).map(PreMask::NotFile)
        } else if strays {
            Some(PreMask::Sources(dir))
        } else {
            g.wrap_file(dir).map(PreMask::AllButFile)
        }
    }

    /// A pre-mask as the constant expression it is written as.
    pub(super) fn pre_mask_expr(&self, mask: PreMask) -> Expr {
        match mask {
            PreMask::Sources(dir) => self.module_const(&sources_ident(dir)),
            PreMask::NotFile(file) => self.module_const(&not_file_ident(file)),
            PreMask::AllButFile(file) => Expr::not(self.module_const(&file_ident(file))),
        }
    }

    /// `x`, a set holding `held`, shifted one step in `dirs` (one per side of
    /// the mode): wrap-safe, and inside the board whenever the function's
    /// `pawns`, `from` and `to` are (see [`Emitter::pre_mask`]). At most one
    /// `&` per shift, as in hand-written code.
    pub(super) fn shift(&self, x: Expr, dirs: &[Direction], held: Held) -> Expr {
        let amounts: Vec<i32> = dirs.iter().map(|&d| self.g().shift_amount(d)).collect();
        let masks: Vec<Option<PreMask>> = dirs.iter().map(|&d| self.pre_mask(d, held)).collect();
        // Board squares stepping off the board towards higher bits, masked
        // after the step (see `Repr::masks_after_steps`).
        if super::repr::Repr::of(self.g()).masks_after_steps()
            && held == Held::Board
            && dirs.iter().all(|&d| d == dirs[0])
            && amounts[0] > 0
            && masks[0] == Some(PreMask::Sources(dirs[0]))
        {
            let guarded = match self.g().wrap_file(dirs[0]) {
                Some(file) => Expr::and(vec![x, self.pre_mask_expr(PreMask::AllButFile(file))]),
                None => x,
            };
            let n = Literal::u32_unsuffixed(amounts[0].unsigned_abs());
            let board = self.module_const(&format_ident!("BOARD"));
            return Expr::and(vec![Expr::Shl(Box::new(guarded), quote!(#n)), board]);
        }
        let x = if masks.iter().all(|m| *m == masks[0]) {
            match masks[0] {
                Some(mask) => Expr::and(vec![x, self.pre_mask_expr(mask)]),
                None => x,
            }
        } else {
            // One side needs no mask: `BOARD` keeps every square it could hold.
            let masks = masks
                .into_iter()
                .map(|m| m.map_or_else(|| quote!(BOARD), |m| self.render(&self.pre_mask_expr(m))));
            let c = color_index();
            Expr::and(vec![x, Expr::atom(quote!([#(#masks),*][#c]))])
        };
        if amounts.iter().all(|&s| s == amounts[0]) {
            let s = amounts[0];
            let n = Literal::u32_unsuffixed(s.unsigned_abs());
            if s > 0 {
                Expr::Shl(Box::new(x), quote!(#n))
            } else {
                Expr::Shr(Box::new(x), quote!(#n))
            }
        } else {
            let left = amounts
                .iter()
                .map(|&s| Literal::u32_unsuffixed(s.max(0).unsigned_abs()));
            let right = amounts
                .iter()
                .map(|&s| Literal::u32_unsuffixed(s.min(0).unsigned_abs()));
            let c = color_index();
            let mut e = x;
            if amounts.iter().any(|&s| s > 0) {
                e = Expr::Shl(Box::new(e), quote!([#(#left),*][#c]));
            }
            if amounts.iter().any(|&s| s < 0) {
                e = Expr::Shr(Box::new(e), quote!([#(#right),*][#c]));
            }
            e
        }
    }

    pub(super) fn opposite(dirs: &[Direction]) -> Vec<Direction> {
        dirs.iter().map(|d| d.opposite()).collect()
    }

    pub(super) fn var(name: &str) -> Expr {
        let ident = format_ident!("{name}");
        Expr::atom(quote!(#ident))
    }

    /// `pawns`, restricted to the start mask of rule `rule` if it has one.
    pub(super) fn sources(&self, rule: usize, pawns: Expr) -> Expr {
        if self.side().moves[rule].from.is_some() {
            let mask = self.rule_const(|side| side.moves[rule].start_mask_const());
            Expr::and(vec![pawns, mask])
        } else {
            pawns
        }
    }

    /// Targets of rule `rule` onto squares of `onto` (`empty` or `enemies`).
    pub(super) fn targets(&self, rule: usize, onto: &str) -> Expr {
        let m = &self.side().moves[rule];
        let per_dir = (0..m.dirs.len()).map(|i| self.dir_targets(rule, i, onto));
        if m.steps() == 1 && m.dirs.len() > 1 && !m.dirs.iter().any(|d| d.is_leap()) {
            // One mask for the union: (shift_a | shift_b) & onto.
            let shifts = (0..m.dirs.len()).map(|i| {
                let dirs = self.dir_per_side(rule, i);
                self.shift(self.sources(rule, Self::var("pawns")), &dirs, Held::Board)
            });
            return Expr::and(vec![Expr::or(shifts.collect()), Self::var(onto)]);
        }
        Expr::or(per_dir.collect())
    }

    /// Targets of direction `index` of rule `rule`: every one-step move
    /// onto `onto` (the last only, where the rule [jumps](Move::jumps)).
    pub(super) fn dir_targets(&self, rule: usize, index: usize, onto: &str) -> Expr {
        let m = &self.side().moves[rule];
        let stages = self.stages_per_side(rule, index);
        let lands = |stage: usize| !m.jumps() || stage + 1 == stages.len();
        if stages.len() == 1 || m.from.is_none() {
            let mut e = self.sources(rule, Self::var("pawns"));
            for (stage, dirs) in stages.iter().enumerate() {
                e = self.shift(e, dirs, Held::Board);
                if lands(stage) {
                    e = Expr::and(vec![e, Self::var(onto)]);
                }
            }
            return e;
        }
        // A multi-step move applies its start mask after the first step, as
        // `((single & RANK_3) << 8) & empty` does: the first step is then the
        // single push's own expression, which the compiler computes once
        // when both are inlined together. The shifted mask is a constant.
        let from = self.rule_const(|side| side.moves[rule].start_mask_const());
        let mut first = vec![self.shift(Self::var("pawns"), &stages[0], Held::Board)];
        if lands(0) {
            first.push(Self::var(onto));
        }
        first.push(self.shift(from, &stages[0], Held::Board));
        let mut e = Expr::and(first);
        for (stage, dirs) in stages.iter().enumerate().skip(1) {
            e = self.shift(e, dirs, Held::Board);
            if lands(stage) {
                e = Expr::and(vec![e, Self::var(onto)]);
            }
        }
        e
    }

    /// Squares from which rule `rule` lands on a square of `onto`.
    pub(super) fn able_squares(&self, rule: usize, onto: &str) -> Expr {
        let m = &self.side().moves[rule];
        let per_dir = (0..m.dirs.len()).map(|i| {
            let stages = self.stages_per_side(rule, i);
            let mut e = Self::var(onto);
            // Walked back from the landing square: every square passed
            // before it is on `onto` too, unless the rule jumps.
            for (stage, dirs) in stages.iter().enumerate().rev() {
                e = self.shift(e, &Self::opposite(dirs), Held::Any);
                if stage > 0 && !m.jumps() {
                    e = Expr::and(vec![e, Self::var(onto)]);
                }
            }
            e
        });
        let squares = Expr::or(per_dir.collect());
        if m.from.is_some() {
            let mask = self.rule_const(|side| side.moves[rule].start_mask_const());
            Expr::and(vec![mask, squares])
        } else {
            squares
        }
    }

    /// Pawns able to make rule `rule` onto squares of `onto`.
    pub(super) fn able(&self, rule: usize, onto: &str) -> Expr {
        Expr::and(vec![Self::var("pawns"), self.able_squares(rule, onto)])
    }

    /// Every square attacked by the rules selected by `which`.
    pub(super) fn attack_set(&self, which: impl Fn(&Move) -> bool) -> Option<Expr> {
        let side = self.side();
        let mut parts = Vec::new();
        for (rule, m) in side.moves.iter().enumerate() {
            if !which(m) {
                continue;
            }
            for i in 0..m.dirs.len() {
                // (A capture along a leap jumps its passed square.)
                let stages = self.stages_per_side(rule, i);
                let sources = self.sources(rule, Self::var("pawns"));
                parts.push(
                    (stages.iter()).fold(sources, |e, dirs| self.shift(e, dirs, Held::Board)),
                );
            }
        }
        (!parts.is_empty()).then(|| Expr::or(parts))
    }

    /// Passed squares of rule `rule` between `from` and `to`.
    pub(super) fn passed(&self, rule: usize) -> Expr {
        let m = &self.side().moves[rule];
        let parts = (0..m.dirs.len()).map(|i| {
            let dirs = self.dir_per_side(rule, i);
            let back = Self::opposite(&dirs);
            let mut ahead = Vec::new();
            let mut behind = Vec::new();
            let (mut a, mut b) = (Self::var("from"), Self::var("to"));
            for _ in 1..m.steps() {
                a = self.shift(a, &dirs, Held::Board);
                b = self.shift(b, &back, Held::Board);
                ahead.push(a.clone());
                behind.push(b.clone());
            }
            // The rays are unions of the successive shifts.
            let (ahead, behind) = (Expr::or(ahead), Expr::or(behind));
            Expr::and(vec![ahead, behind])
        });
        Expr::or(parts.collect())
    }
}
