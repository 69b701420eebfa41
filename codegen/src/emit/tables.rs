//! The rule tables: `RULES` and `SIDE`, the side as data.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

use crate::ir::{Move, Side};

use super::shift::Expr;
use super::{Emitter, Function, Mode, doc};

impl Emitter<'_> {
    /// `SIDE`: the side's functions as data.
    pub(super) fn side_table(&self, side: &Side, list: &[Function]) -> TokenStream {
        let ty = self.ty();
        let names: Vec<&str> = list.iter().map(|f| f.name.as_str()).collect();
        let optional_fn = |name: &str| {
            if names.contains(&name) {
                let f = format_ident!("{name}");
                quote!(::core::option::Option::Some(#f))
            } else {
                quote!(::core::option::Option::None)
            }
        };
        let attacks = optional_fn("attacks");
        let en_passant = optional_fn("en_passant_captures");
        let split = optional_fn("promotion_split");
        let drops = optional_fn("drop_targets");
        let pieces = |optional: bool| {
            let list = side.promotion(optional).map_or_else(Vec::new, |p| {
                p.pieces
                    .iter()
                    .map(|&i| self.module.pieces[i].spec_name.clone())
                    .collect()
            });
            quote!(&[#(#list),*])
        };
        let (mandatory, optional) = (pieces(false), pieces(true));
        let attack_table = if side.moves.iter().any(Move::captures) {
            quote!(&ATTACKS)
        } else {
            quote!(&[])
        };
        let push_table = if side.moves.iter().any(Move::quiet) {
            quote!(&PUSHES)
        } else {
            quote!(&[])
        };
        let color = match side.color {
            crate::ast::Color::White => quote!(::pawnshift::Color::White),
            crate::ast::Color::Black => quote!(::pawnshift::Color::Black),
        };
        quote! {
            /// This side's functions as data, for code that works on any variant.
            pub const SIDE: ::pawnshift::SideRules<#ty> = ::pawnshift::SideRules {
                color: #color,
                rules: &RULES,
                attacks: #attacks,
                en_passant_captures: #en_passant,
                promotion_split: #split,
                drop_targets: #drops,
                promotion_pieces: #mandatory,
                optional_promotion_pieces: #optional,
                attack_table: #attack_table,
                push_table: #push_table,
                generate: generate_dyn,
                count: count_moves,
            };
        }
    }

    /// `RULES`: the side's move rules as data, in spec order.
    pub(super) fn rule_table(&self, side: &Side) -> TokenStream {
        let ty = self.ty();
        let rules = side.moves.iter().map(|m| {
            let name = &m.base;
            let spec = m.describe(self.g());
            let kind = match m.kind {
                crate::ast::MoveKind::Push { steps } => {
                    let steps = Literal::u32_unsuffixed(steps);
                    let ep = m.en_passant;
                    let jumping = m.jumping;
                    quote!(::pawnshift::RuleKind::Push { steps: #steps, en_passant: #ep, jumping: #jumping })
                }
                crate::ast::MoveKind::Capture => quote!(::pawnshift::RuleKind::Capture),
                crate::ast::MoveKind::Step => quote!(::pawnshift::RuleKind::Step),
            };
            let dirs = m.dirs.iter().map(|d| {
                let (df, dr) = d.delta();
                let (df, dr) = (Literal::i32_unsuffixed(df), Literal::i32_unsuffixed(dr));
                quote!((#df, #dr))
            });
            let some = |f: String| {
                let f = format_ident!("{f}");
                quote!(::core::option::Option::Some(#f))
            };
            let none = quote!(::core::option::Option::None);
            let quiet = if m.quiet() {
                some(m.targets_fn())
            } else {
                none.clone()
            };
            let capture = if m.captures() {
                some(m.captures_fn())
            } else {
                none
            };
            quote! {
                ::pawnshift::Rule {
                    name: #name,
                    spec: #spec,
                    kind: #kind,
                    directions: &[#(#dirs),*],
                    quiet: #quiet,
                    capture: #capture,
                }
            }
        });
        let count = Literal::usize_unsuffixed(side.moves.len());
        quote! {
            /// The side's move rules as data, in spec order, for code that walks
            /// them generically.
            pub const RULES: [::pawnshift::Rule<#ty>; #count] = [#(#rules),*];
        }
    }

    /// Per-square tables of a side (never colour-parametrised).
    pub(super) fn tables(&self, list: &[Function]) -> TokenStream {
        let Mode::One(side) = self.mode else {
            return TokenStream::new();
        };
        let ty = self.ty();
        let mut out = self.rule_table(side);
        out.extend(self.side_table(side, list));
        out.extend(self.generator(side));
        if side.moves.iter().any(Move::captures) {
            let table = self.repr().table(|one| quote!(attacks(#one)));
            out.extend(quote! {
                /// `ATTACKS[square]` is [`attacks`] of a single pawn on `square`,
                /// computed at compile time.
                pub static ATTACKS: [#ty; super::SQUARES] = #table;
            });
        }
        let quiet: Vec<Ident> = side
            .moves
            .iter()
            .filter(|m| m.quiet())
            .map(|m| format_ident!("{}", m.targets_fn()))
            .collect();
        if !quiet.is_empty() {
            let list = quiet
                .iter()
                .map(|f| format!("[`{f}`]"))
                .collect::<Vec<_>>()
                .join(", ");
            let text = doc(&format!(
                "`PUSHES[square]` is every square a single pawn on `square` moves to on an \
                 empty board (the union of {list}), computed at compile time."
            ));
            let table = self.repr().table(|one| {
                let each = quiet
                    .iter()
                    .map(|f| Expr::atom(quote!(#f(#one, super::BOARD))));
                self.render(&Expr::or(each.collect()))
            });
            out.extend(quote! {
                #text
                pub static PUSHES: [#ty; super::SQUARES] = #table;
            });
        }
        out
    }
}
