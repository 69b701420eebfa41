//! The function list of a side (or of both sides, colour-parametrised)
//! and each function's tokens and docs.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

use crate::geometry::Geometry;
use crate::ir::Move;

use super::shift::Expr;
use super::{Emitter, Function, Mode, betza_note, doc, mentions};
use crate::ast::doc_text;

/// What a function with arguments `params` asks of them, on a board smaller
/// than its integer (on a board that fills it, every bit is a square and
/// there is nothing to ask): the sets it shifts as pawns (`pawns`, `from`,
/// `to`) must hold board squares only, as in hand-written code; bits beyond
/// the board in the others are ignored, so `!occupied` will do.
pub(super) fn argument_contract(g: Geometry, params: &[&str]) -> Option<String> {
    if g.fills_storage() {
        return None;
    }
    let list = |names: Vec<String>| match names.split_last() {
        None => None,
        Some((last, [])) => Some(last.clone()),
        Some((last, rest)) => Some(format!("{} and {last}", rest.join(", "))),
    };
    let (board, any): (Vec<&str>, Vec<&str>) = params
        .iter()
        .partition(|p| matches!(**p, "pawns" | "from" | "to"));
    let hint = if any.contains(&"empty") {
        " (`!occupied` will do)"
    } else {
        ""
    };
    let quoted = |v: Vec<&str>| list(v.iter().map(|p| format!("`{p}`")).collect());
    let squares = g.squares();
    let mut text = format!("The board is bits 0 to {} of the integer: ", squares - 1);
    match (quoted(board), quoted(any)) {
        (Some(board), Some(any)) => text.push_str(&format!(
            "{board} must hold board squares only, as a position's pieces do; bits beyond \
             the board in {any} are ignored{hint}."
        )),
        (Some(board), None) => text.push_str(&format!(
            "{board} must hold board squares only, as a position's pieces do."
        )),
        (None, Some(any)) => text.push_str(&format!("bits beyond the board in {any} are ignored.")),
        (None, None) => return None,
    }
    Some(text)
}

impl Emitter<'_> {
    /// Every function of a side (or its colour-parametrised twin).
    pub(super) fn function_list(&self) -> Vec<Function> {
        let mut out = Vec::new();
        for rule in 0..self.side().moves.len() {
            self.rule_functions(rule, &mut out);
        }
        self.side_functions(&mut out);
        out
    }

    /// The functions of one move rule.
    pub(super) fn rule_functions(&self, rule: usize, out: &mut Vec<Function>) {
        let who = self.side_name();
        let m = &self.side().moves[rule];
        let rule_text = m.describe(self.g());
        let user_docs = m
            .docs
            .iter()
            .filter_map(doc_text)
            .collect::<Vec<_>>()
            .join("\n");
        let intro = |what: &str| {
            let mut text = format!("{what}\n\nRule: `{rule_text}`.{}", betza_note(m));
            if !user_docs.is_empty() {
                text = format!("{user_docs}\n\n{text}");
            }
            text
        };
        let picture = self.picture(m);
        // A rule's target function over `arg` and its twin giving the
        // pawns that reach a target, each with its doc text.
        let pair = |out: &mut Vec<Function>,
                    (targets_fn, targets_doc): (String, String),
                    (able_fn, able_doc): (String, String),
                    arg: (&'static str, &'static str)| {
            let params = vec![("pawns", "the side's pawns"), arg];
            out.push(Function {
                name: targets_fn,
                doc: intro(&targets_doc),
                params: params.clone(),
                ret: self.ty(),
                body: self.render(&self.targets(rule, arg.0)),
            });
            out.push(Function {
                name: able_fn,
                doc: intro(&able_doc),
                params,
                ret: self.ty(),
                body: self.render(&self.able(rule, arg.0)),
            });
        };
        if m.quiet() {
            let passed = if m.passes() && !m.jumps() {
                ", every passed square empty too"
            } else {
                ""
            };
            pair(
                out,
                (
                    m.targets_fn(),
                    format!(
                        "Squares {who} pawns reach by `{}` onto empty squares{passed}.\n\n{picture}",
                        m.base
                    ),
                ),
                (
                    m.able_fn(),
                    format!(
                        "The {who} pawns able to make the `{}` move: the source squares of {}.",
                        m.base,
                        self.link(&m.targets_fn())
                    ),
                ),
                ("empty", "the empty squares"),
            );
        }
        if m.captures() {
            pair(
                out,
                (
                    m.captures_fn(),
                    format!(
                        "Enemy squares {who} pawns capture on by `{}`.\n\n{picture}",
                        m.base
                    ),
                ),
                (
                    m.able_to_capture_fn(),
                    format!(
                        "The {who} pawns able to capture by `{}`: the source squares of {}.",
                        m.base,
                        self.link(&m.captures_fn())
                    ),
                ),
                ("enemies", "the enemy's pieces"),
            );
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
                body: self.render(&self.passed(rule)),
            });
        }
    }

    /// The functions of a whole side: attacks, en passant, promotion.
    pub(super) fn side_functions(&self, out: &mut Vec<Function>) {
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
                body: self.render(&attacks),
            });
        }
        if self.module.en_passant
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
                body: self.render(&Expr::and(vec![attacks, Self::var("en_passant")])),
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
                body: self.render(&Expr::and(vec![Self::var("pawns"), Expr::or(parts)])),
            });
        }
        if let Some(d) = side.drop {
            out.push(self.drop_function(d.per_file));
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
                Some(z) => self.render(&Expr::and(vec![Self::var("targets"), z])),
                None => self.repr().empty(),
            };
            let mandatory = part(zone(false));
            let optional = part(zone(true));
            let zones: Vec<Expr> = [zone(false), zone(true)].into_iter().flatten().collect();
            let board = self.module_const(&Ident::new("BOARD", Span::call_site()));
            let plain = self.render(&Expr::and(vec![
                Self::var("targets"),
                Expr::xor(board, Expr::or(zones)),
            ]));
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
                        plain: #plain,
                    }
                },
            });
        }
    }

    /// Every function, with its signature for the mode.
    pub(super) fn functions(&self, list: &[Function]) -> TokenStream {
        let mut out = TokenStream::new();
        // Black's twin of each function (named after black's own directions).
        let black_names: Vec<String> = match self.mode {
            Mode::One(_) => Vec::new(),
            Mode::Both { black, .. } => Emitter {
                module: self.module,
                mode: Mode::One(black),
            }
            .function_list()
            .into_iter()
            .map(|f| f.name)
            .collect(),
        };
        for (index, f) in list.iter().enumerate() {
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
            let names: Vec<&str> = f.params.iter().map(|(p, _)| *p).collect();
            if let Some(contract) = argument_contract(self.g(), &names) {
                text.push_str(&format!("\n\n{contract}"));
            }
            let (color_param, text) = match self.mode {
                Mode::One(_) => (TokenStream::new(), text),
                Mode::Both { .. } => (
                    quote!(, color: ::pawnshift::Color),
                    format!(
                        "{text}\n- `color`: the side to move\n\n\
                         Colour-parametrised form of [`white::{}`] and [`black::{}`]: \
                         one branch-free body, with shift amounts and masks indexed by colour.",
                        f.name,
                        black_names.get(index).unwrap_or(&f.name)
                    ),
                ),
            };
            let docs = doc(&text);
            let ret = &f.ret;
            let body = &f.body;
            // A rule that moves the same way for both sides (`push 1 east`)
            // has a colour-free body; say that the colour is unused.
            let body = if matches!(self.mode, Mode::Both { .. }) && !mentions(body, "color") {
                quote!(let _ = color; #body)
            } else {
                quote!(#body)
            };
            let attrs = self.repr().function_attrs();
            out.extend(quote! {
                #docs
                #[inline]
                #[must_use]
                #attrs
                pub const fn #name(#(#params),* #color_param) -> #ret {
                    #body
                }
            });
        }
        out
    }

    /// `drop_targets(pawns, empty)`: the drop zone's empty squares, without
    /// the files that hold as many own pawns as the rule allows (a file fill
    /// for one, a count per file for more).
    pub(super) fn drop_function(&self, per_file: Option<u32>) -> Function {
        let g = self.g();
        let zone = self.side_const("DROP_ZONE");
        let who = self.side_name();
        let w = Literal::u32_unsuffixed(g.width);
        let r = self.repr();
        let ty = self.ty();
        let (full, what) = match per_file {
            None => (TokenStream::new(), String::new()),
            Some(1) => {
                // Fill the pawns up and down their files: ⌈log2 H⌉ doublings.
                let (up, down) = (format_ident!("up"), format_ident!("down"));
                let mut fill = Vec::new();
                let mut reach = 1;
                while reach < g.height {
                    let shift = Literal::u32_unsuffixed(g.width * reach);
                    let shift = quote!(#shift);
                    fill.push(
                        r.or_assign(&up, &Expr::Shl(Box::new(Self::var("up")), shift.clone())),
                    );
                    fill.push(r.or_assign(&down, &Expr::Shr(Box::new(Self::var("down")), shift)));
                    reach *= 2;
                }
                let union = self.render(&Expr::or(vec![Self::var("up"), Self::var("down")]));
                (
                    quote!({
                        let (mut up, mut down) = (pawns, pawns);
                        #(#fill)*
                        #union
                    }),
                    " on a file without one of the side's pawns".to_owned(),
                )
            }
            Some(n) => {
                let files =
                    self.render(&self.module_const(&Ident::new("FILES", Span::call_site())));
                let on_file = Expr::atom(quote!(#files[file]));
                let count = r.count(&Expr::and(vec![Self::var("pawns"), on_file.clone()]));
                let add = r.or_assign(&format_ident!("full"), &on_file);
                let empty = r.empty();
                (
                    quote!({
                        let mut full: #ty = #empty;
                        let mut file = 0;
                        while file < #w {
                            if #count >= #n {
                                #add
                            }
                            file += 1;
                        }
                        full
                    }),
                    format!(" on a file holding fewer than {n} of the side's pawns"),
                )
            }
        };
        Function {
            name: "drop_targets".to_owned(),
            doc: format!(
                "Empty squares where {who} pawns from the hand may be dropped{what}: \
                 the drop zone's empty squares."
            ),
            params: vec![
                ("pawns", "the side's pawns"),
                ("empty", "the empty squares"),
            ],
            ret: ty,
            body: if per_file.is_some() {
                let full = Expr::not(Expr::atom(full));
                self.render(&Expr::and(vec![zone, Self::var("empty"), full]))
            } else {
                // Every side function takes the pawns; this one has no use
                // for them without a file limit.
                let zone = self.render(&Expr::and(vec![zone, Self::var("empty")]));
                quote!(let _ = pawns; #zone)
            },
        }
    }
}
