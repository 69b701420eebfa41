//! Emits the checked IR as Rust tokens. It only emits: every decision about
//! validity was made by the checker.
//!
//! Each shift is built from the geometry: a pre-mask (the file guard, and the
//! board where bits above it could shift in) and a post-mask (the board, where
//! a left shift can carry bits past the last rank of a board smaller than its
//! integer). On boards that fill their integer (8x8 in `u64`) both reduce to
//! the classic `(b & NOT_FILE_H) << 9`.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

use crate::geometry::{Direction, Geometry};
use crate::ir::{Module, Move, Side};

/// Emits one checked module.
pub(crate) fn module(module: &Module) -> TokenStream {
    let g = module.geometry;
    let ty = int_type(g);
    let attrs = &module.attrs;
    let vis = &module.vis;
    let name = &module.name;
    let masks = masks(g, &ty);
    let pieces = pieces(module);
    let sides = module.sides.iter().map(|side| side_module(module, side));
    let colour_fns = if module.mirrored {
        let (white, black) = (&module.sides[0], &module.sides[1]);
        let emitter = Emitter {
            module,
            mode: Mode::Both { white, black },
        };
        emitter.functions()
    } else {
        TokenStream::new()
    };
    let ty_doc = doc(&format!(
        "The integer holding one bit per square of this {} x {} board \
         (square index = rank × {} + file, a1 = bit 0).",
        g.width, g.height, g.width
    ));
    let width = Literal::u32_unsuffixed(g.width);
    let height = Literal::u32_unsuffixed(g.height);
    let squares = Literal::u32_unsuffixed(g.squares());
    quote! {
        #(#attrs)*
        #vis mod #name {
            #ty_doc
            pub type Bitboard = #ty;
            /// Number of files.
            pub const WIDTH: u32 = #width;
            /// Number of ranks.
            pub const HEIGHT: u32 = #height;
            /// Number of squares (`WIDTH * HEIGHT`): the length of per-square tables.
            pub const SQUARES: usize = #squares;
            #masks
            #pieces
            #(#sides)*
            #colour_fns
        }
    }
}

/// `u64` or `u128`.
fn int_type(g: Geometry) -> Ident {
    if g.bits() == 64 {
        Ident::new("u64", Span::call_site())
    } else {
        Ident::new("u128", Span::call_site())
    }
}

/// `#[doc = " …"]` lines.
fn doc(text: &str) -> TokenStream {
    let lines = text.lines().map(|line| {
        let line = if line.is_empty() {
            String::new()
        } else {
            format!(" {line}")
        };
        quote!(#[doc = #line])
    });
    quote!(#(#lines)*)
}

/// A mask literal of the board's integer type, hex grouped by 4 digits.
fn literal(g: Geometry, value: u128) -> TokenStream {
    let digits = (g.bits() / 4) as usize;
    let hex = format!("{value:0digits$x}");
    let grouped: Vec<String> = hex
        .as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect();
    let text = format!("0x{}", grouped.join("_"));
    text.parse::<Literal>()
        .map_or_else(|_| quote!(0), |lit| quote!(#lit))
}

fn diagram_block(g: Geometry, set: u128, mark: char) -> String {
    format!("```text\n{}\n```", g.diagram(set, mark))
}

fn file_ident(file: u32) -> Ident {
    format_ident!("FILE_{}", Geometry::file_letter(file).to_ascii_uppercase())
}

fn not_file_ident(file: u32) -> Ident {
    format_ident!(
        "NOT_FILE_{}",
        Geometry::file_letter(file).to_ascii_uppercase()
    )
}

fn rank_ident(rank: u32) -> Ident {
    format_ident!("RANK_{}", rank + 1)
}

fn masks(g: Geometry, ty: &Ident) -> TokenStream {
    let board = literal(g, g.board());
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
        let value = literal(g, g.file(file));
        let not_value = literal(g, g.board() & !g.file(file));
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
        let value = literal(g, g.rank(rank));
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

fn pieces(module: &Module) -> TokenStream {
    if module.pieces.is_empty() {
        return TokenStream::new();
    }
    let variants: Vec<&Ident> = module.pieces.iter().map(|p| &p.variant).collect();
    let names: Vec<&str> = module.pieces.iter().map(|p| p.spec_name.as_str()).collect();
    let variant_docs = names.iter().map(|n| doc(&format!("`{n}` in the spec.")));
    let count = Literal::usize_unsuffixed(variants.len());
    quote! {
        /// The pieces a pawn of this module can promote to, as named in the spec.
        #[derive(
            ::core::clone::Clone,
            ::core::marker::Copy,
            ::core::fmt::Debug,
            ::core::cmp::PartialEq,
            ::core::cmp::Eq,
            ::core::hash::Hash,
        )]
        pub enum PromotionPiece {
            #(#variant_docs #variants,)*
        }

        impl PromotionPiece {
            /// Every promotion piece, in the order the spec first names them.
            pub const ALL: [PromotionPiece; #count] = [#(PromotionPiece::#variants),*];

            /// The piece's name as written in the spec.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    #(PromotionPiece::#variants => #names,)*
                }
            }
        }
    }
}

fn side_module(module: &Module, side: &Side) -> TokenStream {
    let g = module.geometry;
    let ty = int_type(g);
    let name = format_ident!("{}", side.color.name());
    let emitter = Emitter {
        module,
        mode: Mode::One(side),
    };
    let mut docs = doc(&format!(
        "Pawn rules of {}, whose pawns move {}.",
        side.color.name(),
        side.forward.name()
    ));
    if let Some(source) = side.mirror_of {
        docs.extend(doc(&format!(
            "\nDerived with `{} mirrors {}`: every rule of {} with its ranks reflected.",
            side.color.name(),
            source.name(),
            source.name()
        )));
    }
    let user_docs = &side.docs;
    let mut consts = TokenStream::new();
    for m in &side.moves {
        if let Some((first, last)) = m.from {
            let ident = format_ident!("{}", m.start_mask_const());
            let value = rank_union(first, last);
            let text = doc(&format!(
                "Start squares of the `{}` rule ({}).\n\n{}",
                m.base,
                ranks_text(first, last),
                diagram_block(g, m.from_mask, '1')
            ));
            consts.extend(quote!(#text pub const #ident: #ty = #value;));
        }
    }
    for p in &side.promotions {
        let (zone_name, pieces_name, what) = if p.optional {
            (
                "OPTIONAL_PROMOTION_ZONE",
                "OPTIONAL_PROMOTION_PIECES",
                "may",
            )
        } else {
            ("PROMOTION_ZONE", "PROMOTION_PIECES", "must")
        };
        let zone = format_ident!("{zone_name}");
        let pieces = format_ident!("{pieces_name}");
        let value = rank_union(p.ranks.0, p.ranks.1);
        let zone_doc = doc(&format!(
            "Squares where a {} pawn {what} promote ({}).\n\n{}",
            side.color.name(),
            ranks_text(p.ranks.0, p.ranks.1),
            diagram_block(g, p.zone, '1')
        ));
        let variants = p.pieces.iter().map(|&i| &module.pieces[i].variant);
        let count = Literal::usize_unsuffixed(p.pieces.len());
        let pieces_doc = doc(&format!(
            "The pieces a pawn {what} promote to in [`{zone_name}`], one move each."
        ));
        consts.extend(quote! {
            #zone_doc
            pub const #zone: #ty = #value;
            #pieces_doc
            pub const #pieces: [super::PromotionPiece; #count] = [#(super::PromotionPiece::#variants),*];
        });
    }
    let functions = emitter.functions();
    let tables = emitter.tables();
    quote! {
        #docs
        #(#user_docs)*
        pub mod #name {
            #consts
            #functions
            #tables
        }
    }
}

/// `super::RANK_2 | super::RANK_3`.
fn rank_union(first: u32, last: u32) -> TokenStream {
    let ranks = (first..=last).map(rank_ident);
    quote!(#(super::#ranks)|*)
}

fn ranks_text(first: u32, last: u32) -> String {
    if first == last {
        format!("rank {}", first + 1)
    } else {
        format!("ranks {}..={}", first + 1, last + 1)
    }
}

/// A bitboard expression, printed with the parentheses its shape needs.
enum Expr {
    Atom(TokenStream),
    And(Vec<Expr>),
    Or(Vec<Expr>),
    Shl(Box<Expr>, TokenStream),
    Shr(Box<Expr>, TokenStream),
}

impl Expr {
    fn atom(tokens: TokenStream) -> Expr {
        Expr::Atom(tokens)
    }

    fn and(items: Vec<Expr>) -> Expr {
        let mut flat = Vec::new();
        for item in items {
            match item {
                Expr::And(inner) => flat.extend(inner),
                other => flat.push(other),
            }
        }
        if flat.len() == 1 {
            flat.pop().unwrap_or(Expr::Atom(quote!(0)))
        } else {
            Expr::And(flat)
        }
    }

    fn or(items: Vec<Expr>) -> Expr {
        let mut flat = Vec::new();
        for item in items {
            match item {
                Expr::Or(inner) => flat.extend(inner),
                other => flat.push(other),
            }
        }
        if flat.len() == 1 {
            flat.pop().unwrap_or(Expr::Atom(quote!(0)))
        } else {
            Expr::Or(flat)
        }
    }

    fn tokens(&self) -> TokenStream {
        match self {
            Expr::Atom(t) => t.clone(),
            Expr::And(items) => {
                let parts = items.iter().map(Expr::operand);
                quote!(#(#parts)&*)
            }
            Expr::Or(items) => {
                let parts = items.iter().map(Expr::operand);
                quote!(#(#parts)|*)
            }
            Expr::Shl(x, n) => {
                let x = x.operand();
                quote!(#x << #n)
            }
            Expr::Shr(x, n) => {
                let x = x.operand();
                quote!(#x >> #n)
            }
        }
    }

    /// The expression as an operand of a binary operator.
    fn operand(&self) -> TokenStream {
        match self {
            Expr::Atom(t) => t.clone(),
            _ => {
                let t = self.tokens();
                quote!((#t))
            }
        }
    }
}

#[derive(Clone, Copy)]
enum Mode<'a> {
    /// Functions of one side, inside its module.
    One(&'a Side),
    /// Colour-parametrised functions at module level; black mirrors white, so
    /// rule `i` of one is rule `i` of the other.
    Both { white: &'a Side, black: &'a Side },
}

struct Emitter<'a> {
    module: &'a Module,
    mode: Mode<'a>,
}

/// A function's name, doc and tokens, before the mode decides its signature.
struct Function {
    name: String,
    doc: String,
    params: Vec<(&'static str, &'static str)>,
    ret: TokenStream,
    body: TokenStream,
}

impl Emitter<'_> {
    fn g(&self) -> Geometry {
        self.module.geometry
    }

    /// The side whose rules drive the shape of the code (white in `Both`).
    fn side(&self) -> &Side {
        match self.mode {
            Mode::One(side) | Mode::Both { white: side, .. } => side,
        }
    }

    fn sides(&self) -> Vec<&Side> {
        match self.mode {
            Mode::One(side) => vec![side],
            Mode::Both { white, black } => vec![white, black],
        }
    }

    /// A module-level constant.
    fn module_const(&self, name: &Ident) -> Expr {
        match self.mode {
            Mode::One(_) => Expr::atom(quote!(super::#name)),
            Mode::Both { .. } => Expr::atom(quote!(#name)),
        }
    }

    /// A constant of the side module, named `name` in every side.
    fn side_const(&self, name: &str) -> Expr {
        self.rule_const(|_| name.to_owned())
    }

    /// A constant of the side module whose name may differ by side (a rule's
    /// start mask is named after the side's own directions).
    fn rule_const(&self, name_in: impl Fn(&Side) -> String) -> Expr {
        match self.mode {
            Mode::One(side) => {
                let ident = format_ident!("{}", name_in(side));
                Expr::atom(quote!(#ident))
            }
            Mode::Both { white, black } => {
                let c = color_index();
                let w = format_ident!("{}", name_in(white));
                let b = format_ident!("{}", name_in(black));
                Expr::atom(quote!([white::#w, black::#b][#c]))
            }
        }
    }

    /// Directions of rule `rule`, direction `index`, for each side of the mode.
    fn dir_per_side(&self, rule: usize, index: usize) -> Vec<Direction> {
        self.sides()
            .iter()
            .map(|s| s.moves[rule].dirs[index])
            .collect()
    }

    /// `x` shifted one step in `dirs` (one per side of the mode), wrap-safe
    /// and inside the board. `in_board`: `x` is known to hold no bit outside
    /// the board.
    fn shift(&self, x: Expr, dirs: &[Direction], in_board: bool) -> Expr {
        let g = self.g();
        let guard = g.wrap_file(dirs[0]);
        let amounts: Vec<i32> = dirs.iter().map(|&d| g.shift_amount(d)).collect();
        let type_mask = if g.bits() == 128 {
            u128::MAX
        } else {
            u128::from(u64::MAX)
        };
        let guarded = guard.map_or(g.board(), |f| g.board() & !g.file(f));
        let escapes = amounts
            .iter()
            .any(|&s| s > 0 && (guarded << s.unsigned_abs()) & type_mask & !g.board() != 0);
        let any_right = amounts.iter().any(|&s| s < 0);
        let post = !g.fills_storage() && escapes;
        let pre_board = !g.fills_storage() && !in_board && (any_right || !post);
        let x = match guard {
            Some(file) => Expr::and(vec![x, self.module_const(&not_file_ident(file))]),
            None if pre_board => Expr::and(vec![
                x,
                self.module_const(&Ident::new("BOARD", Span::call_site())),
            ]),
            None => x,
        };
        let shifted = if amounts.iter().all(|&s| s == amounts[0]) {
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
            if any_right {
                e = Expr::Shr(Box::new(e), quote!([#(#right),*][#c]));
            }
            e
        };
        if post {
            Expr::and(vec![
                shifted,
                self.module_const(&Ident::new("BOARD", Span::call_site())),
            ])
        } else {
            shifted
        }
    }

    fn opposite(dirs: &[Direction]) -> Vec<Direction> {
        dirs.iter().map(|d| d.opposite()).collect()
    }

    fn var(name: &str) -> Expr {
        let ident = format_ident!("{name}");
        Expr::atom(quote!(#ident))
    }

    /// `pawns`, restricted to the start mask of rule `rule` if it has one.
    fn sources(&self, rule: usize, pawns: Expr) -> (Expr, bool) {
        if self.side().moves[rule].from.is_some() {
            let mask = self.rule_const(|side| side.moves[rule].start_mask_const());
            (Expr::and(vec![pawns, mask]), true)
        } else {
            (pawns, false)
        }
    }

    /// Targets of rule `rule` onto squares of `onto` (`empty` or `enemies`).
    fn targets(&self, rule: usize, onto: &str) -> Expr {
        let m = &self.side().moves[rule];
        let per_dir = (0..m.dirs.len()).map(|i| {
            let dirs = self.dir_per_side(rule, i);
            let (mut e, mut in_board) = self.sources(rule, Self::var("pawns"));
            for _ in 0..m.steps() {
                e = Expr::and(vec![self.shift(e, &dirs, in_board), Self::var(onto)]);
                in_board = true;
            }
            e
        });
        if m.steps() == 1 && m.dirs.len() > 1 {
            // One mask for the union: (shift_a | shift_b) & onto.
            let shifts = (0..m.dirs.len()).map(|i| {
                let dirs = self.dir_per_side(rule, i);
                let (e, in_board) = self.sources(rule, Self::var("pawns"));
                self.shift(e, &dirs, in_board)
            });
            return Expr::and(vec![Expr::or(shifts.collect()), Self::var(onto)]);
        }
        Expr::or(per_dir.collect())
    }

    /// Squares from which rule `rule` lands on a square of `onto`.
    fn able_squares(&self, rule: usize, onto: &str) -> Expr {
        let m = &self.side().moves[rule];
        let per_dir = (0..m.dirs.len()).map(|i| {
            let back = Self::opposite(&self.dir_per_side(rule, i));
            let mut e = Self::var(onto);
            for step in 0..m.steps() {
                e = self.shift(e, &back, step > 0);
                if step + 1 < m.steps() {
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
    fn able(&self, rule: usize, onto: &str) -> Expr {
        Expr::and(vec![Self::var("pawns"), self.able_squares(rule, onto)])
    }

    /// Every square attacked by the rules selected by `which`.
    fn attack_set(&self, which: impl Fn(&Move) -> bool) -> Option<Expr> {
        let side = self.side();
        let mut parts = Vec::new();
        for (rule, m) in side.moves.iter().enumerate() {
            if !which(m) {
                continue;
            }
            for i in 0..m.dirs.len() {
                let dirs = self.dir_per_side(rule, i);
                let (e, in_board) = self.sources(rule, Self::var("pawns"));
                parts.push(self.shift(e, &dirs, in_board));
            }
        }
        (!parts.is_empty()).then(|| Expr::or(parts))
    }

    fn side_name(&self) -> String {
        match self.mode {
            Mode::One(side) => side.color.name().to_owned(),
            Mode::Both { .. } => "`color`'s".to_owned(),
        }
    }

    /// Every function of a side (or its colour-parametrised twin).
    fn function_list(&self) -> Vec<Function> {
        let mut out = Vec::new();
        for rule in 0..self.side().moves.len() {
            self.rule_functions(rule, &mut out);
        }
        self.side_functions(&mut out);
        out
    }

    /// The functions of one move rule.
    fn rule_functions(&self, rule: usize, out: &mut Vec<Function>) {
        let who = self.side_name();
        let m = &self.side().moves[rule];
        let rule_text = describe(m);
        let user_docs = m
            .docs
            .iter()
            .filter_map(doc_text)
            .collect::<Vec<_>>()
            .join("\n");
        let intro = |what: &str| {
            let mut text = format!("{what}\n\nRule: `{rule_text}`.");
            if !user_docs.is_empty() {
                text = format!("{user_docs}\n\n{text}");
            }
            text
        };
        let picture = self.picture(m);
        if m.quiet() {
            out.push(Function {
                name: m.targets_fn(),
                doc: intro(&format!(
                    "Squares {who} pawns reach by `{}` onto empty squares{}.\n\n{picture}",
                    m.base,
                    if m.steps() > 1 {
                        ", every passed square empty too"
                    } else {
                        ""
                    }
                )),
                params: vec![
                    ("pawns", "the side's pawns"),
                    ("empty", "the empty squares"),
                ],
                ret: self.ty(),
                body: self.targets(rule, "empty").tokens(),
            });
            out.push(Function {
                name: m.able_fn(),
                doc: intro(&format!(
                    "The {who} pawns able to make the `{}` move: the source squares of {}.",
                    m.base,
                    self.link(&m.targets_fn())
                )),
                params: vec![
                    ("pawns", "the side's pawns"),
                    ("empty", "the empty squares"),
                ],
                ret: self.ty(),
                body: self.able(rule, "empty").tokens(),
            });
        }
        if m.captures() {
            out.push(Function {
                name: m.captures_fn(),
                doc: intro(&format!(
                    "Enemy squares {who} pawns capture on by `{}`.\n\n{picture}",
                    m.base
                )),
                params: vec![
                    ("pawns", "the side's pawns"),
                    ("enemies", "the enemy's pieces"),
                ],
                ret: self.ty(),
                body: self.targets(rule, "enemies").tokens(),
            });
            out.push(Function {
                name: m.able_to_capture_fn(),
                doc: intro(&format!(
                    "The {who} pawns able to capture by `{}`: the source squares of {}.",
                    m.base,
                    self.link(&m.captures_fn())
                )),
                params: vec![
                    ("pawns", "the side's pawns"),
                    ("enemies", "the enemy's pieces"),
                ],
                ret: self.ty(),
                body: self.able(rule, "enemies").tokens(),
            });
        }
        if m.en_passant {
            out.push(Function {
                name: m.passed_fn(),
                doc: intro(&format!(
                    "The squares a `{}` move from `from` to `to` passes over: the en-passant \
                     squares it creates. Pass one move (one bit in each).",
                    m.base
                )),
                params: vec![
                    ("from", "the moving pawn's square"),
                    ("to", "its target square"),
                ],
                ret: self.ty(),
                body: self.passed(rule).tokens(),
            });
        }
    }

    /// The functions of a whole side: attacks, en passant, promotion.
    fn side_functions(&self, out: &mut Vec<Function>) {
        let g = self.g();
        let side = self.side();
        let who = self.side_name();
        if let Some(attacks) = self.attack_set(Move::captures) {
            out.push(Function {
                name: "attacks".to_owned(),
                doc: format!(
                    "Every square {who} pawns attack, whatever stands there (the union of every \
                     capturing rule's shifts).\n\n{}",
                    self.attacks_picture()
                ),
                params: vec![("pawns", "the side's pawns")],
                ret: self.ty(),
                body: attacks.tokens(),
            });
        }
        if self.module.has_en_passant()
            && let Some(attacks) =
                self.attack_set(|m| matches!(m.kind, crate::ast::MoveKind::Capture))
        {
            out.push(Function {
                name: "en_passant_captures".to_owned(),
                doc: format!(
                    "En-passant squares {who} pawns capture onto by their `capture` rules."
                ),
                params: vec![
                    ("pawns", "the side's pawns"),
                    ("en_passant", "the en-passant squares"),
                ],
                ret: self.ty(),
                body: Expr::and(vec![attacks, Self::var("en_passant")]).tokens(),
            });
            let mut parts = Vec::new();
            for (rule, m) in side.moves.iter().enumerate() {
                if matches!(m.kind, crate::ast::MoveKind::Capture) {
                    parts.push(self.able_squares(rule, "en_passant"));
                }
            }
            out.push(Function {
                name: "pawns_able_to_capture_en_passant".to_owned(),
                doc: format!("The {who} pawns able to capture onto an en-passant square."),
                params: vec![
                    ("pawns", "the side's pawns"),
                    ("en_passant", "the en-passant squares"),
                ],
                ret: self.ty(),
                body: Expr::and(vec![Self::var("pawns"), Expr::or(parts)]).tokens(),
            });
        }
        if !side.promotions.is_empty() {
            let zone = |optional: bool| {
                let name = if optional {
                    "OPTIONAL_PROMOTION_ZONE"
                } else {
                    "PROMOTION_ZONE"
                };
                side.promotion(optional).map(|_| self.side_const(name))
            };
            let part = |z: Option<Expr>| match z {
                Some(z) => Expr::and(vec![Self::var("targets"), z]).tokens(),
                None => quote!(0),
            };
            let mandatory = part(zone(false));
            let optional = part(zone(true));
            let zones: Vec<Expr> = [zone(false), zone(true)].into_iter().flatten().collect();
            let board = self
                .module_const(&Ident::new("BOARD", Span::call_site()))
                .tokens();
            let zones = Expr::or(zones).operand();
            let ty = self.ty();
            out.push(Function {
                name: "promotion_split".to_owned(),
                doc: format!(
                    "Splits target squares of {who} pawns by promotion: where a move must \
                     promote, where it may, and where it cannot{}.",
                    if g.fills_storage() {
                        ""
                    } else {
                        " (bits outside the board are dropped)"
                    }
                ),
                params: vec![("targets", "target squares of any of the side's moves")],
                ret: quote!(::pawnshift::PromotionSplit<#ty>),
                body: quote! {
                    ::pawnshift::PromotionSplit {
                        mandatory: #mandatory,
                        optional: #optional,
                        plain: targets & (#board ^ #zones),
                    }
                },
            });
        }
    }

    /// Passed squares of rule `rule` between `from` and `to`.
    fn passed(&self, rule: usize) -> Expr {
        let m = &self.side().moves[rule];
        let parts = (0..m.dirs.len()).map(|i| {
            let dirs = self.dir_per_side(rule, i);
            let back = Self::opposite(&dirs);
            let mut ahead = Vec::new();
            let mut behind = Vec::new();
            let (mut a, mut b) = (Self::var("from"), Self::var("to"));
            for k in 1..m.steps() {
                a = self.shift(a, &dirs, k > 1);
                b = self.shift(b, &back, k > 1);
                ahead.push(a.tokens());
                behind.push(b.tokens());
            }
            // Rebuild as atoms: the rays are unions of the successive shifts.
            let ahead = Expr::or(
                ahead
                    .into_iter()
                    .map(|t| Expr::atom(quote!((#t))))
                    .collect(),
            );
            let behind = Expr::or(
                behind
                    .into_iter()
                    .map(|t| Expr::atom(quote!((#t))))
                    .collect(),
            );
            Expr::and(vec![ahead, behind])
        });
        Expr::or(parts.collect())
    }

    fn ty(&self) -> TokenStream {
        let ty = int_type(self.g());
        quote!(#ty)
    }

    /// Intra-doc link to a sibling function.
    fn link(&self, name: &str) -> String {
        match self.mode {
            Mode::One(_) => format!("[`{name}`]"),
            Mode::Both { .. } => format!("[`{name}`](white::{name})"),
        }
    }

    /// A board with one sample pawn `P` and the squares its rule reaches `x`.
    fn picture(&self, m: &Move) -> String {
        let g = self.g();
        let Some(square) = sample_square(g, |sq| m.reach(g, 1u128 << sq)) else {
            return String::new();
        };
        let reach = m.reach(g, 1u128 << square);
        let heading = match self.mode {
            Mode::One(_) => "On an empty board, from the pawn `P`:".to_owned(),
            Mode::Both { .. } => "For white, on an empty board, from the pawn `P`:".to_owned(),
        };
        format!(
            "{heading}\n\n```text\n{}\n```",
            g.diagram_with(|sq| if sq == square {
                Some('P')
            } else {
                (reach >> sq & 1 == 1).then_some('x')
            })
        )
    }

    fn attacks_picture(&self) -> String {
        let g = self.g();
        let side = self.side();
        let attack = |sq: u32| {
            side.moves
                .iter()
                .filter(|m| m.captures())
                .map(|m| m.reach(g, 1u128 << sq))
                .fold(0, |a, b| a | b)
        };
        let Some(square) = sample_square(g, attack) else {
            return String::new();
        };
        let reach = attack(square);
        format!(
            "{}\n\n```text\n{}\n```",
            if matches!(self.mode, Mode::One(_)) {
                "A pawn `P` attacks the squares `x`:"
            } else {
                "A white pawn `P` attacks the squares `x`:"
            },
            g.diagram_with(|sq| if sq == square {
                Some('P')
            } else {
                (reach >> sq & 1 == 1).then_some('x')
            })
        )
    }

    /// Every function, with its signature for the mode.
    fn functions(&self) -> TokenStream {
        let mut out = TokenStream::new();
        for f in self.function_list() {
            let name = format_ident!("{}", f.name);
            let ty = self.ty();
            let params = f.params.iter().map(|(p, _)| {
                let p = format_ident!("{p}");
                quote!(#p: #ty)
            });
            let mut text = f.doc.clone();
            text.push_str("\n\n# Arguments\n");
            for (p, what) in &f.params {
                text.push_str(&format!("\n- `{p}`: {what}"));
            }
            let (color_param, text) = match self.mode {
                Mode::One(_) => (TokenStream::new(), text),
                Mode::Both { .. } => (
                    quote!(, color: ::pawnshift::Color),
                    format!(
                        "{text}\n- `color`: the side to move\n\n\
                         Colour-parametrised form of [`white::{0}`] and [`black::{0}`]: \
                         one branch-free body, with shift amounts and masks indexed by colour.",
                        f.name
                    ),
                ),
            };
            let docs = doc(&text);
            let ret = &f.ret;
            let body = &f.body;
            out.extend(quote! {
                #docs
                #[inline]
                #[must_use]
                pub const fn #name(#(#params),* #color_param) -> #ret {
                    #body
                }
            });
        }
        out
    }

    /// Per-square tables of a side (never colour-parametrised).
    fn tables(&self) -> TokenStream {
        let Mode::One(side) = self.mode else {
            return TokenStream::new();
        };
        let ty = self.ty();
        let mut out = TokenStream::new();
        if side.moves.iter().any(Move::captures) {
            out.extend(quote! {
                /// `ATTACKS[square]` is [`attacks`] of a single pawn on `square`,
                /// computed at compile time.
                pub static ATTACKS: [#ty; super::SQUARES] = {
                    let mut table = [0; super::SQUARES];
                    let mut square = 0;
                    while square < super::SQUARES {
                        table[square] = attacks(1 << square);
                        square += 1;
                    }
                    table
                };
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
            out.extend(quote! {
                #text
                pub static PUSHES: [#ty; super::SQUARES] = {
                    let mut table = [0; super::SQUARES];
                    let mut square = 0;
                    while square < super::SQUARES {
                        table[square] = #(#quiet(1 << square, super::BOARD))|*;
                        square += 1;
                    }
                    table
                };
            });
        }
        out
    }
}

/// The index of a colour-parametrised function's side in `[white, black]`.
fn color_index() -> TokenStream {
    quote!(color as usize)
}

/// The square nearest the centre from which `reach` is not empty.
fn sample_square(g: Geometry, reach: impl Fn(u32) -> u128) -> Option<u32> {
    let centre = |sq: u32| {
        let (f, r) = (sq % g.width, sq / g.width);
        let df = (2 * f).abs_diff(g.width - 1);
        let dr = (2 * r).abs_diff(g.height - 1);
        df * df + dr * dr
    };
    (0..g.squares())
        .filter(|&sq| reach(sq) != 0)
        .min_by_key(|&sq| (centre(sq), sq))
}

/// The text of a `#[doc = "…"]` attribute.
fn doc_text(attr: &syn::Attribute) -> Option<String> {
    match &attr.meta {
        syn::Meta::NameValue(nv) => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value().trim().to_owned()),
            _ => None,
        },
        _ => None,
    }
}

/// The rule as spec text, for docs: `push 2 north from rank 2 en_passant`.
fn describe(m: &Move) -> String {
    use crate::ast::MoveKind;
    let dirs = m
        .dirs
        .iter()
        .map(|d| d.name())
        .collect::<Vec<_>>()
        .join(" | ");
    let mut text = match m.kind {
        MoveKind::Push { steps } => format!("push {steps} {dirs}"),
        MoveKind::Capture => format!("capture {dirs}"),
        MoveKind::Step => format!("step {dirs}"),
    };
    if let Some((a, b)) = m.from {
        text.push_str(&format!(" from {}", ranks_text(a, b)));
    }
    if m.en_passant {
        text.push_str(" en_passant");
    }
    text
}
