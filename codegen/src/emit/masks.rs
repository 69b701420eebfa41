//! Module-level masks (`BOARD`, files, ranks, `SOURCES_*`), drop zones
//! and region expressions.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

use crate::geometry::{Direction, Geometry, Squares};

use super::doc;
use super::pictures::diagram_block;
use super::repr::Repr;
use super::shift::Expr;

pub(super) fn file_ident(file: u32) -> Ident {
    format_ident!("FILE_{}", Geometry::file_letter(file).to_ascii_uppercase())
}

pub(super) fn not_file_ident(file: u32) -> Ident {
    format_ident!(
        "NOT_FILE_{}",
        Geometry::file_letter(file).to_ascii_uppercase()
    )
}

pub(super) fn sources_ident(dir: Direction) -> Ident {
    format_ident!("SOURCES_{}", dir.name().to_ascii_uppercase())
}

pub(super) fn rank_ident(rank: u32) -> Ident {
    format_ident!("RANK_{}", rank + 1)
}

pub(super) fn masks(g: Geometry, ty: &TokenStream) -> TokenStream {
    let board = Repr::of(g).literal(g.board());
    let board_doc = doc(&format!(
        "Every square of the board.\n\n{}",
        diagram_block(g, g.board(), '1')
    ));
    let mut out = quote! {
        #board_doc
        pub const BOARD: #ty = #board;
    };
    for file in 0..g.width {
        let letter = Geometry::file_letter(file);
        let name = file_ident(file);
        let not = not_file_ident(file);
        let value = Repr::of(g).literal(g.file(file));
        let not_value = Repr::of(g).literal(g.board() & !g.file(file));
        let file_doc = doc(&format!(
            "The {letter}-file.\n\n{}",
            diagram_block(g, g.file(file), '1')
        ));
        let not_doc = doc(&format!(
            "Every square except the {letter}-file: the guard of shifts that would carry \
             bits off this edge.\n\n{}",
            diagram_block(g, g.board() & !g.file(file), '1')
        ));
        out.extend(quote! {
            #file_doc
            pub const #name: #ty = #value;
            #not_doc
            pub const #not: #ty = #not_value;
        });
    }
    for rank in 0..g.height {
        let name = rank_ident(rank);
        let value = Repr::of(g).literal(g.rank(rank));
        let rank_doc = doc(&format!(
            "Rank {}.\n\n{}",
            rank + 1,
            diagram_block(g, g.rank(rank), '1')
        ));
        out.extend(quote! {
            #rank_doc
            pub const #name: #ty = #value;
        });
    }
    if !g.fills_storage() {
        // The pre-masks of shifts on a board smaller than its integer.
        for dir in Direction::ALL {
            let ident = sources_ident(dir);
            let set = g.board() & g.shift(g.board(), dir.opposite());
            let value = Repr::of(g).literal(set);
            let role = if g.shift_amount(dir) > 0 {
                "the pre-mask of this step for pawns, which would otherwise carry \
                 the last rank past the board"
            } else {
                "the pre-mask of this step for sets such as `empty`, which may hold \
                 bits beyond the board (`!occupied` does): it drops them"
            };
            let text = doc(&format!(
                "Squares from which a step `{}` stays on the board: {role}.\n\n{}",
                dir.name(),
                diagram_block(g, set, '1')
            ));
            out.extend(quote!(#text pub const #ident: #ty = #value;));
        }
    }
    let files = (0..g.width).map(file_ident);
    let ranks = (0..g.height).map(rank_ident);
    let (w, h) = (
        Literal::u32_unsuffixed(g.width),
        Literal::u32_unsuffixed(g.height),
    );
    out.extend(quote! {
        /// The files, a-file first.
        pub const FILES: [#ty; #w] = [#(#files),*];
        /// The ranks, rank 1 first.
        pub const RANKS: [#ty; #h] = [#(#ranks),*];
    });
    out
}

/// `DROP_ZONE`: where a side's pawns from the hand may be dropped.
pub(super) fn drop_zone(
    g: Geometry,
    color: crate::ast::Color,
    d: crate::ir::Drop,
    ty: &TokenStream,
) -> TokenStream {
    let value = region_expr(g, d.zone);
    let limit = d.per_file.map_or(String::new(), |n| {
        format!(", onto files holding fewer than {n} of the side's pawns")
    });
    let which = if d.immobile {
        "even those where it could never move again (`immobile`)"
    } else {
        "without those where it could never move again"
    };
    let zone_doc = doc(&format!(
        "Squares where a {} pawn from the hand may be dropped ({}){limit}: the \
         `drop` rule's squares, {which}.\n\n{}",
        color.name(),
        g.region_text(d.zone),
        diagram_block(g, d.zone, '1')
    ));
    quote! {
        #zone_doc
        pub const DROP_ZONE: #ty = #value;
    }
}

/// A region as a side module writes it: its whole ranks as the module's
/// rank masks (`super::RANK_2 | super::RANK_3`), other squares as a literal.
pub(super) fn region_expr(g: Geometry, set: Squares) -> TokenStream {
    let ranks: Vec<u32> = (0..g.height)
        .filter(|&r| (set & g.rank(r)) == g.rank(r))
        .collect();
    let rest = ranks.iter().fold(set, |s, &r| s & !g.rank(r));
    let mut parts: Vec<Expr> = ranks
        .iter()
        .map(|&r| {
            let rank = rank_ident(r);
            Expr::atom(quote!(super::#rank))
        })
        .collect();
    let repr = Repr::of(g);
    if !rest.is_empty() || parts.is_empty() {
        parts.push(Expr::atom(repr.literal(rest)));
    }
    repr.tokens(&Expr::or(parts))
}
