//! The move serialiser (`generate`): every pawn move of a side, in rule
//! order, as `PawnMove`s.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::geometry::{Geometry, Squares};
use crate::ir::{Move, Side};

use super::functions::argument_contract;
use super::repr::Repr;
use super::shift::{Expr, Held};
use super::{Emitter, doc, piece_index};

/// The serialiser's items around its body of `serialise` calls.
pub(super) fn generator_items(
    g: Geometry,
    side: &Side,
    r: Repr,
    calls: &[TokenStream],
    count: &TokenStream,
) -> TokenStream {
    let ty = &r.ty();
    let bound = quote!(::core::ops::FnMut(::pawnshift::PawnMove<#ty>) + ?::core::marker::Sized);
    let mut text = generate_doc(side);
    if let Some(contract) = argument_contract(g, &["pawns", "own", "enemies", "en_passant"]) {
        text.push_str(&format!("\n\n{contract}"));
    }
    let doc_generate = doc(&text);
    let doc_count = doc(
        "How many moves [`generate_with_pieces`] emits for the same arguments, counted \
         set-wise (a popcount per rule and direction, times the allowed pieces where a \
         target promotes) without emitting one: the last ply of a perft.",
    );
    // A side that only captures never looks at empty squares.
    let empty = if side.moves.iter().any(Move::quiet) {
        let empty = r.tokens(&Expr::not(Expr::or(vec![
            Emitter::var("own"),
            Emitter::var("enemies"),
        ])));
        quote!(let empty = #empty;)
    } else {
        quote!(let _ = own;)
    };
    quote! {
        #doc_generate
        #[inline]
        pub fn generate<F: #bound>(pawns: #ty, own: #ty, enemies: #ty, en_passant: #ty, sink: &mut F) {
        generate_with_pieces(pawns, own, enemies, en_passant, u32::MAX, sink);
        }

        /// [`generate`], promoting only to the pieces whose bit is set in
        /// `pieces` (bit `i` = `PromotionPiece::ALL[i]`): for variants that limit
        /// how many of a piece a side may have.
        #[inline]
        #[allow(clippy::too_many_lines)]
        pub fn generate_with_pieces<F: #bound>(
        pawns: #ty,
        own: #ty,
        enemies: #ty,
        en_passant: #ty,
        pieces: u32,
        sink: &mut F,
        ) {
        // Every shift masks its sources, so targets stay on the board.
        #empty
        #(#calls)*
        }

        /// [`generate_with_pieces`] behind a `dyn` sink, for [`SIDE`].
        fn generate_dyn(
        pawns: #ty,
        own: #ty,
        enemies: #ty,
        en_passant: #ty,
        pieces: u32,
        sink: &mut dyn ::core::ops::FnMut(::pawnshift::PawnMove<#ty>),
        ) {
        generate_with_pieces(pawns, own, enemies, en_passant, pieces, sink);
        }

        #doc_count
        #[inline]
        #[must_use]
        #[allow(clippy::too_many_lines)]
        pub fn count_moves(pawns: #ty, own: #ty, enemies: #ty, en_passant: #ty, pieces: u32) -> u32 {
        #empty
        #count
        }
    }
}

/// `&[0, 1, 2]`: the indices of a side's mandatory or optional pieces.
pub(super) fn promotion_indices(side: &Side, optional: bool) -> TokenStream {
    let list: Vec<Literal> = side.promotion(optional).map_or_else(Vec::new, |p| {
        p.pieces.iter().map(|&i| piece_index(i)).collect()
    });
    quote!(&[#(#list),*])
}

/// The doc comment of a side's `generate`.
pub(super) fn generate_doc(side: &Side) -> String {
    let pieces = if side.promotion(false).is_some() {
        "[`PROMOTION_PIECES`]"
    } else {
        "the zone's pieces"
    };
    format!(
        "Every {} pawn move, serialised into `sink` one [`PawnMove`](::pawnshift::PawnMove) \
         at a time, rule by rule and direction by direction; nothing is allocated.\n\n\
         - `pawns`: the side's pawns (a subset of `own`)\n\
         - `own`, `enemies`: every piece of each side\n\
         - `en_passant`: the en-passant squares the opponent's last move created\n\n\
         A move into a mandatory promotion zone comes once per piece of\n\
         {pieces}; into an optional zone, once without promoting and\n\
         once per piece; an en-passant capture never promotes. Legality\n\
         (checks, pins) is the caller's business.",
        side.color.name()
    )
}

/// Ends the serialiser's body with its en-passant calls (behind one test
/// of the set, `any`), and returns `count_moves`' body: the sum of the
/// count terms, the en-passant ones behind the same test (`none`, its
/// negation).
fn finish(
    calls: &mut Vec<TokenStream>,
    counts: &[TokenStream],
    en_passant_calls: &[TokenStream],
    en_passant_counts: &[TokenStream],
    (any, none): (&TokenStream, &TokenStream),
) -> TokenStream {
    let sum = match counts.split_first() {
        Some((first, rest)) => quote!(#first #(+ #rest)*),
        None => quote!(0),
    };
    if en_passant_calls.is_empty() {
        calls.push(quote!(let _ = en_passant;));
        return quote!(let _ = en_passant; #sum);
    }
    calls.push(quote! {
        if #any {
            #(#en_passant_calls)*
        }
    });
    quote! {
        let moves: u32 = #sum;
        if #none {
            moves
        } else {
            moves #(+ #en_passant_counts)*
        }
    }
}

impl Emitter<'_> {
    /// `generate` and `generate_with_pieces`: the move serialiser of a side.
    pub(super) fn generator(&self, side: &Side) -> TokenStream {
        let g = self.g();
        let (mandatory, optional) = (
            promotion_indices(side, false),
            promotion_indices(side, true),
        );
        // Target sets that can never reach a promotion zone skip the split.
        let zones = side
            .promotions
            .iter()
            .fold(Squares::EMPTY, |z, p| z | p.zone);
        let empty = self.repr().empty();
        let split = |targets: TokenStream, may_promote: bool| {
            if may_promote {
                quote!(promotion_split(#targets))
            } else {
                quote!(::pawnshift::PromotionSplit { mandatory: #empty, optional: #empty, plain: #targets })
            }
        };
        let mut calls = Vec::new();
        // En-passant captures, rare, go last and behind one test of the set.
        let mut en_passant_calls = Vec::new();
        // Each target set becomes a `serialise` call of `generate` and a
        // `count` term of `count_moves`.
        let mut counts = Vec::new();
        let mut en_passant_counts = Vec::new();
        // `reach` is where the target set may land; an empty one never
        // promotes (en passant: an en-passant capture never promotes).
        let call = |counts: &mut Vec<TokenStream>,
                    targets: Expr,
                    reach: Squares,
                    delta: i32,
                    kind: TokenStream,
                    passed: TokenStream| {
            let split = split(self.render(&targets), !(reach & zones).is_empty());
            let delta = Literal::i32_unsuffixed(delta);
            counts.push(quote! {
                ::pawnshift::__private::count(#split, #mandatory, #optional, pieces)
            });
            quote! {
                ::pawnshift::__private::serialise(
                    #split, #delta, #kind, #passed, #mandatory, #optional, pieces, sink,
                );
            }
        };
        let none = quote!(::core::option::Option::None);
        for (rule, m) in side.moves.iter().enumerate() {
            for (i, &dir) in m.dirs.iter().enumerate() {
                let delta = g.shift_amount(dir) * i32::try_from(m.steps()).unwrap_or(1);
                let reach = crate::ir::reach_one(g, m.from_mask, dir, m.steps());
                if m.quiet() {
                    let passed = if m.en_passant {
                        self.passed_back(m, dir)
                    } else {
                        none.clone()
                    };
                    calls.push(call(
                        &mut counts,
                        self.dir_targets(rule, i, "empty"),
                        reach,
                        delta,
                        quote!(::pawnshift::MoveKind::Quiet),
                        passed,
                    ));
                }
                if m.captures() {
                    calls.push(call(
                        &mut counts,
                        self.dir_targets(rule, i, "enemies"),
                        reach,
                        delta,
                        quote!(::pawnshift::MoveKind::Capture),
                        none.clone(),
                    ));
                }
                if self.module.en_passant && matches!(m.kind, crate::ast::MoveKind::Capture) {
                    en_passant_calls.push(call(
                        &mut en_passant_counts,
                        self.dir_targets(rule, i, "en_passant"),
                        Squares::EMPTY,
                        delta,
                        quote!(::pawnshift::MoveKind::EnPassant),
                        none.clone(),
                    ));
                }
            }
        }
        let en_passant = Self::var("en_passant");
        let (any, absent) = (
            self.repr().non_empty(&en_passant),
            self.repr().is_empty(&en_passant),
        );
        let count = finish(
            &mut calls,
            &counts,
            &en_passant_calls,
            &en_passant_counts,
            (&any, &absent),
        );
        let mut items = generator_items(g, side, self.repr(), &calls, &count);
        if side.drop.is_some() {
            items.extend(self.drops());
        }
        items
    }

    /// `Some(|_, to| passed)`: the squares a multi-step push `m` in
    /// direction `dir` passes over, straight back from the target (cheaper
    /// than the general function).
    fn passed_back(&self, m: &Move, dir: crate::geometry::Direction) -> TokenStream {
        let back = [dir.opposite()];
        let squares = (1..m.steps()).map(|k| {
            (0..k).fold(Self::var("to"), |square, _| {
                self.shift(square, &back, Held::Board)
            })
        });
        let squares = self.render(&Expr::or(squares.collect()));
        let ty = self.ty();
        quote!(::core::option::Option::Some(|_: #ty, to: #ty| #squares))
    }

    /// `drops(pawns, empty, sink)`: one move per drop target.
    fn drops(&self) -> TokenStream {
        let ty = self.ty();
        let bound = quote!(::core::ops::FnMut(::pawnshift::PawnMove<#ty>) + ?::core::marker::Sized);
        let text = doc(
            "Every drop of a pawn from the hand, one `pawnshift::PawnMove` per square of \
             [`drop_targets`] (kind `Drop`, `from` = `to`); whether the hand holds a \
             pawn is the caller's to know.",
        );
        quote! {
            #text
            #[inline]
            pub fn drops<F: #bound>(pawns: #ty, empty: #ty, sink: &mut F) {
                ::pawnshift::__private::serialise_drops(drop_targets(pawns, empty), sink);
            }
        }
    }
}
