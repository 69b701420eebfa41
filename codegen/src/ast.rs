//! The spec's syntax tree, parsed with `syn`. Every node keeps the tokens it
//! came from so later passes can put errors under them.
//!
//! The parser recovers at `;` and `{ … }` boundaries: a mistake in one rule is
//! reported and parsing goes on with the next, so a user with three typos sees
//! three errors in one compile.

use proc_macro2::{Span, TokenStream};
use syn::ext::IdentExt as _;
use syn::parse::{ParseStream, Parser as _};
use syn::{Attribute, Ident, LitInt, Token, Visibility, braced};

use crate::error::{Errors, suggest};
use crate::geometry::{Direction, Geometry};

/// Custom keywords of the spec language.
pub(crate) mod kw {
    syn::custom_keyword!(board);
    syn::custom_keyword!(x);
    syn::custom_keyword!(white);
    syn::custom_keyword!(black);
    syn::custom_keyword!(forward);
    syn::custom_keyword!(mirrors);
    syn::custom_keyword!(rotates);
    syn::custom_keyword!(push);
    syn::custom_keyword!(capture);
    syn::custom_keyword!(step);
    syn::custom_keyword!(promote);
    syn::custom_keyword!(optional);
    syn::custom_keyword!(at);
    syn::custom_keyword!(rank);
    syn::custom_keyword!(ranks);
    syn::custom_keyword!(from);
    syn::custom_keyword!(en_passant);
    syn::custom_keyword!(jumping);
    syn::custom_keyword!(betza);
    syn::custom_keyword!(initial);
    syn::custom_keyword!(drop);
    syn::custom_keyword!(per_file);
    syn::custom_keyword!(immobile);
    syn::custom_keyword!(guard);
    syn::custom_keyword!(to);
    syn::custom_keyword!(start);
    syn::custom_keyword!(file);
    syn::custom_keyword!(files);
    syn::custom_keyword!(kind);
    syn::custom_keyword!(none);
}

const ITEM_WORDS: &[&str] = &["board", "start", "white", "black", "kind"];
const RULE_WORDS: &[&str] = &["push", "capture", "step", "promote", "betza", "drop"];
/// Words that may follow a capture's or step's directions.
const CLAUSE_WORDS: &[&str] = &["from", "as"];
/// Words that may follow a push's step count or directions.
const PUSH_CLAUSE_WORDS: &[&str] = &["from", "en_passant", "jumping", "as"];
const DIRECTION_WORDS: &[&str] = &[
    "north",
    "north_east",
    "east",
    "south_east",
    "south",
    "south_west",
    "west",
    "north_west",
    "north_north_east",
    "east_north_east",
    "east_south_east",
    "south_south_east",
    "south_south_west",
    "west_south_west",
    "west_north_west",
    "north_north_west",
];

/// The direction words for an error: the eight steps, then the leaps by
/// their first.
fn directions_listed() -> String {
    format!(
        "{}, or a knight leap (`north_north_east`, `east_north_east`, …)",
        quoted(&DIRECTION_WORDS[..8])
    )
}

/// A whole macro input or spec file: one or more modules.
pub(crate) struct Spec {
    pub modules: Vec<ModuleSpec>,
}

/// `#[attrs] pub mod name { items }`.
pub(crate) struct ModuleSpec {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub name: Ident,
    pub items: Vec<Item>,
    /// A syntax error was reported inside: checks that look at the whole
    /// module (is a side missing?) would only add false errors.
    pub broken: bool,
}

pub(crate) enum Item {
    Board(BoardDecl),
    Start(StartDecl),
    Side(SideDecl),
    Mirror(MirrorDecl),
    /// A side whose header had errors: its rules, parsed to report their
    /// own errors, never generate code.
    Broken(Vec<Rule>),
    /// A further pawn kind: `kind sergeant { … }`.
    Kind(KindDecl),
}

/// `kind NAME { sides }`: a further kind of pawn of the module, with its
/// own sides and promotions on the module's board.
pub(crate) struct KindDecl {
    pub docs: Vec<Attribute>,
    pub keyword: Span,
    pub name: Ident,
    pub items: Vec<Item>,
    /// A syntax error was reported inside (as [`ModuleSpec::broken`]).
    pub broken: bool,
}

/// `start "FEN";`
pub(crate) struct StartDecl {
    pub keyword: Span,
    pub fen: syn::LitStr,
}

/// `board W x H;`
pub(crate) struct BoardDecl {
    pub keyword: Span,
    pub width: Number,
    pub height: Number,
}

/// An integer with the span of its literal.
#[derive(Clone, Copy)]
pub(crate) struct Number {
    pub value: u32,
    pub span: Span,
}

/// `white` or `black`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Color {
    White,
    Black,
}

impl Color {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

#[derive(Clone, Copy)]
pub(crate) struct SideName {
    pub color: Color,
    pub span: Span,
}

/// `white forward north { rules }`
pub(crate) struct SideDecl {
    pub docs: Vec<Attribute>,
    pub side: SideName,
    pub forward: Dir,
    pub rules: Vec<Rule>,
}

/// `black mirrors white;` or `black rotates white;`
pub(crate) struct MirrorDecl {
    pub side: SideName,
    pub source: SideName,
    pub how: Derivation,
}

/// How a side derives from the other.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Derivation {
    /// Reflected across the middle rank (north ↔ south).
    Mirror,
    /// Turned by 180° (every direction reversed, files too).
    Rotate,
}

impl Derivation {
    /// The spec's word: `mirrors`, `rotates`.
    pub(crate) fn word(self) -> &'static str {
        match self {
            Derivation::Mirror => "mirrors",
            Derivation::Rotate => "rotates",
        }
    }
}

/// A direction word, with its span.
#[derive(Clone, Copy)]
pub(crate) struct Dir {
    pub dir: Direction,
    pub span: Span,
}

/// A direction with an optional written guard: `north_east guard not_file_h`.
#[derive(Clone, Copy)]
pub(crate) struct DirGuard {
    pub dir: Dir,
    pub guard: Option<Guard>,
}

/// `guard not_file_h`: the file, counted from 0, and the span of the word.
#[derive(Clone, Copy)]
pub(crate) struct Guard {
    pub file: u32,
    pub span: Span,
}

/// A set of squares, written as a union of areas:
/// `rank 2 | b3 | files a..=c`.
#[derive(Clone)]
pub(crate) struct Region {
    pub areas: Vec<Area>,
    /// The first token, where errors about the whole region go.
    pub span: Span,
}

/// One area of a [`Region`], as written (ranks from 1, files from `a`).
#[derive(Clone, Copy)]
pub(crate) enum Area {
    /// `rank R` or `ranks R..=S`.
    Ranks { first: Number, last: Number },
    /// `file F` or `files F..=G` (files counted from 0).
    Files { first: Number, last: Number },
    /// `b3`: file from 0, rank from 1.
    Square { file: u32, rank: u32, span: Span },
}

/// One line of a side block.
pub(crate) struct Rule {
    pub docs: Vec<Attribute>,
    pub keyword: Span,
    pub kind: RuleKind,
}

pub(crate) enum RuleKind {
    Move(MoveRule),
    Promote(PromoteRule),
    Betza(BetzaRule),
    Drop(DropRule),
}

/// `drop [in REGION] [per_file N] [immobile];`
pub(crate) struct DropRule {
    /// Where pawns from the hand may go, if not anywhere.
    pub region: Option<Region>,
    /// The most own pawns a file may hold for a drop onto it.
    pub per_file: Option<Number>,
    /// `immobile`: drops onto squares where the pawn could never move
    /// again too.
    pub immobile: Option<Span>,
}

/// `betza "fmWfceFifmnD" [initial REGION];`
pub(crate) struct BetzaRule {
    pub text: syn::LitStr,
    /// Where initial (`i`) moves start, if not the side's second rank.
    pub initial: Option<Region>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum MoveKind {
    /// `push N`: moves through empty squares only.
    Push { steps: u32 },
    /// `capture`: onto enemy squares only.
    Capture,
    /// `step`: onto an empty or an enemy square.
    Step,
}

impl MoveKind {
    /// Squares moved: a push's count, one for a capture or a step.
    pub(crate) fn steps(self) -> u32 {
        match self {
            MoveKind::Push { steps } => steps,
            MoveKind::Capture | MoveKind::Step => 1,
        }
    }
}

/// `push`, `capture` or `step`.
pub(crate) struct MoveRule {
    pub kind: MoveKind,
    pub steps_span: Option<Span>,
    /// Empty means the side's forward direction.
    pub dirs: Vec<DirGuard>,
    pub from: Option<Region>,
    pub en_passant: Option<Span>,
    /// `jumping`: the push leaps, its passed squares need not be empty.
    pub jumping: Option<Span>,
    pub name: Option<Ident>,
    /// The Betza string this rule was translated from, if it was.
    pub betza: Option<String>,
    /// A syntax error was reported inside and parsing went on: only the
    /// parts that parsed are checked, and no code is generated.
    pub broken: bool,
}

/// `promote [optional] at rank R | in ranks R..=S to A | B;`, or
/// `… to none;`: no piece, so no move enters the zone.
pub(crate) struct PromoteRule {
    pub optional: bool,
    pub zone: Region,
    /// Empty for `to none`.
    pub pieces: Vec<PieceRef>,
    /// The `none` of `to none`.
    pub none: Option<Span>,
}

/// A promotion piece, optionally with the most of it a side may have:
/// `queen` or `queen(1)`.
pub(crate) struct PieceRef {
    pub ident: Ident,
    pub limit: Option<Number>,
}

/// Parses a whole spec, collecting every syntax error it can recover from.
pub(crate) fn parse(tokens: TokenStream, errors: &mut Errors) -> Spec {
    // Errors at the very end of the input would sit on the macro call site;
    // put them on the input's last token instead.
    let last = tokens.clone().into_iter().last().map(|t| t.span());
    let parser = |input: ParseStream<'_>| {
        let mut modules = Vec::new();
        while !input.is_empty() {
            match parse_module(input, errors) {
                Ok(module) => modules.push(module),
                Err(err) if input.is_empty() => {
                    let span = last.unwrap_or_else(|| err.span());
                    errors.push(syn::Error::new(
                        span,
                        format!("{err} at the end of the spec"),
                    ));
                }
                Err(err) => {
                    errors.push(err);
                    skip_item(input);
                }
            }
        }
        Ok(Spec { modules })
    };
    match parser.parse2(tokens) {
        Ok(spec) => spec,
        Err(err) => {
            errors.push(err);
            Spec {
                modules: Vec::new(),
            }
        }
    }
}

/// The rules of a side block, each error reported and parsing resumed
/// after the rule.
fn parse_rules(body: ParseStream<'_>, errors: &mut Errors) -> Vec<Rule> {
    let mut rules = Vec::new();
    while !body.is_empty() {
        match parse_rule(body, errors) {
            Ok(rule) => rules.push(rule),
            Err(err) => {
                errors.push(err);
                skip_item(body);
            }
        }
    }
    rules
}

/// Skips tokens up to (not into) the next `{ … }` group, stopping after a `;`.
fn skip_to_block(input: ParseStream<'_>) {
    while !input.is_empty() && !input.peek(syn::token::Brace) {
        if input.peek(Token![;]) {
            let _ = input.parse::<Token![;]>();
            return;
        }
        if input.parse::<proc_macro2::TokenTree>().is_err() {
            return;
        }
    }
}

/// Skips tokens up to and including the next `;` or `{ … }` group.
fn skip_item(input: ParseStream<'_>) {
    let _ = input.step(|cursor| {
        let mut rest = *cursor;
        while let Some((tt, next)) = rest.token_tree() {
            rest = next;
            match tt {
                proc_macro2::TokenTree::Punct(p) if p.as_char() == ';' => break,
                proc_macro2::TokenTree::Group(g)
                    if g.delimiter() == proc_macro2::Delimiter::Brace =>
                {
                    break;
                }
                _ => {}
            }
        }
        Ok(((), rest))
    });
}

fn parse_module(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<ModuleSpec> {
    let attrs = input.call(Attribute::parse_outer)?;
    let vis: Visibility = input.parse()?;
    if !input.peek(Token![mod]) {
        return Err(input.error(
            "expected `mod`: a spec is one or more modules, like `pub mod chess { board 8 x 8; … }`",
        ));
    }
    input.parse::<Token![mod]>()?;
    let name: Ident = input.parse()?;
    let body;
    braced!(body in input);
    let before = errors.len();
    // `//!` at the top of the body documents the module, as in Rust.
    let mut attrs = attrs;
    for mut attr in body.call(Attribute::parse_inner)? {
        if attr.path().is_ident("doc") {
            attr.style = syn::AttrStyle::Outer;
            attrs.push(attr);
        } else {
            errors.push(syn::Error::new_spanned(
                attr,
                "only doc comments (`//!`) are allowed at the top of a module",
            ));
        }
    }
    let items = parse_items(&body, errors);
    Ok(ModuleSpec {
        attrs,
        vis,
        name,
        items,
        broken: errors.len() != before,
    })
}

/// The items of a module's or a kind's body, each error reported and
/// parsing resumed after the item.
fn parse_items(body: ParseStream<'_>, errors: &mut Errors) -> Vec<Item> {
    let mut items = Vec::new();
    while !body.is_empty() {
        match parse_item(body, errors) {
            Ok(item) => items.push(item),
            Err(err) => {
                errors.push(err);
                skip_item(body);
            }
        }
    }
    items
}

fn parse_item(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<Item> {
    let docs = parse_docs(input, errors)?;
    let lookahead = input.lookahead1();
    if lookahead.peek(kw::start) {
        if let Some(doc) = docs.first() {
            return Err(syn::Error::new_spanned(
                doc,
                "doc comments are not allowed on `start`",
            ));
        }
        let keyword = input.parse::<kw::start>()?.span;
        if !input.peek(syn::LitStr) {
            return Err(input.error(
                "expected the start position as a quoted FEN, as in `start \"4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1\";`",
            ));
        }
        let fen: syn::LitStr = input.parse()?;
        input.parse::<Token![;]>()?;
        Ok(Item::Start(StartDecl { keyword, fen }))
    } else if lookahead.peek(kw::board) {
        if let Some(doc) = docs.first() {
            return Err(syn::Error::new_spanned(
                doc,
                "doc comments are not allowed on `board`",
            ));
        }
        let keyword = input.parse::<kw::board>()?.span;
        let (width, height) = parse_board_size(input)?;
        if input.peek(Token![;]) {
            input.parse::<Token![;]>()?;
        } else {
            // Say it where the `;` belongs, and go on with the next item
            // rather than skipping it.
            errors.at(
                height.span,
                format!(
                    "expected `;` after `board {} x {}`",
                    width.value, height.value
                ),
            );
        }
        Ok(Item::Board(BoardDecl {
            keyword,
            width,
            height,
        }))
    } else if lookahead.peek(kw::white) || lookahead.peek(kw::black) {
        parse_side_item(input, docs, errors)
    } else if lookahead.peek(kw::kind) {
        let keyword = input.parse::<kw::kind>()?.span;
        let name: Ident = input.parse()?;
        let body;
        braced!(body in input);
        let before = errors.len();
        let items = parse_items(&body, errors);
        Ok(Item::Kind(KindDecl {
            docs,
            keyword,
            name,
            items,
            broken: errors.len() != before,
        }))
    } else if input.peek(Ident) {
        Err(unknown_word(
            input,
            ITEM_WORDS,
            "a module holds `board W x H;`, side blocks (`white forward north { … }`), `black mirrors white;` and further pawn kinds (`kind sergeant { … }`)",
        ))
    } else {
        Err(lookahead.error())
    }
}

/// A side block (`white forward north { … }`) or a derived side
/// (`black mirrors white;`), the side's name next.
fn parse_side_item(
    input: ParseStream<'_>,
    docs: Vec<Attribute>,
    errors: &mut Errors,
) -> syn::Result<Item> {
    let side = parse_side_name(input)?;
    if input.peek(kw::mirrors) || input.peek(kw::rotates) {
        let how = if input.peek(kw::mirrors) {
            input.parse::<kw::mirrors>()?;
            Derivation::Mirror
        } else {
            input.parse::<kw::rotates>()?;
            Derivation::Rotate
        };
        if let Some(doc) = docs.first() {
            return Err(syn::Error::new_spanned(
                doc,
                format!(
                    "doc comments go on the side that is written out, not on `{}`",
                    how.word()
                ),
            ));
        }
        let source = parse_side_name(input)?;
        input.parse::<Token![;]>()?;
        return Ok(Item::Mirror(MirrorDecl { side, source, how }));
    }
    if !input.peek(kw::forward) {
        return Err(unknown_word(
            input,
            &["forward", "mirrors", "rotates"],
            "after a side: `forward DIRECTION { … }`, `mirrors SIDE;` or `rotates SIDE;`",
        ));
    }
    input.parse::<kw::forward>()?;
    let forward = parse_dir(input, &[]).and_then(|dir| {
        if dir.dir.is_leap() {
            Err(syn::Error::new(
                dir.span,
                format!(
                    "a side's forward direction is one of the eight steps (`north`, `north_east`, …), not the leap `{}`",
                    dir.dir.name()
                ),
            ))
        } else {
            Ok(dir)
        }
    });
    let forward = match forward {
        Ok(dir) => dir,
        Err(err) => {
            // Report the rules' own errors too: skip to the block and
            // parse it, then drop the side.
            errors.push(err);
            skip_to_block(input);
            let mut rules = Vec::new();
            if input.peek(syn::token::Brace) {
                let body;
                braced!(body in input);
                rules = parse_rules(&body, errors);
            }
            return Ok(Item::Broken(rules));
        }
    };
    let body;
    braced!(body in input);
    let rules = parse_rules(&body, errors);
    Ok(Item::Side(SideDecl {
        docs,
        side,
        forward,
        rules,
    }))
}

/// `8 x 8` or the single literal `8x8` (which Rust lexes as `8` with suffix `x8`).
fn parse_board_size(input: ParseStream<'_>) -> syn::Result<(Number, Number)> {
    const SPACED: &str = "put spaces around `x`, as in `board 8 x 8;`";
    let lit = int(input, "the board's width, as in `board 8 x 8;`")?;
    let text = lit.to_string();
    if text.starts_with("0x") || text.starts_with("0X") {
        return Err(syn::Error::new(
            lit.span(),
            format!("`{text}` is one token to Rust, a hexadecimal number; {SPACED}"),
        ));
    }
    let suffix = lit.suffix();
    if suffix == "x" {
        return Err(syn::Error::new(
            lit.span(),
            format!("`{text}` is one token to Rust, a number with the suffix `x`; {SPACED}"),
        ));
    }
    if let Some(height) = suffix.strip_prefix('x') {
        let width = number_digits(&lit, lit.base10_digits())?;
        let height = number_digits(&lit, height)?;
        return Ok((width, height));
    }
    let width = number(&lit)?;
    if !input.peek(kw::x) {
        if let Some(word) = peek_word(input)
            && word.len() > 1
            && word.starts_with('x')
            && word[1..].bytes().all(|b| b.is_ascii_digit())
        {
            return Err(input.error(format!(
                "`{word}` is one word to Rust, not `x` and a number; {SPACED}"
            )));
        }
        return Err(
            input.error("expected `x` between the board's width and height, as in `board 8 x 8;`")
        );
    }
    input.parse::<kw::x>()?;
    let height = number(&int(input, "the board's height, as in `board 8 x 8;`")?)?;
    Ok((width, height))
}

fn number_digits(lit: &LitInt, digits: &str) -> syn::Result<Number> {
    digits
        .parse::<u32>()
        .map(|value| Number {
            value,
            span: lit.span(),
        })
        .map_err(|_| {
            syn::Error::new(
                lit.span(),
                format!("`{lit}` is not a board size like `8 x 8`"),
            )
        })
}

/// The integer at the cursor; `what` names it in the error if something
/// else stands there (`"the board's height, as in `board 8 x 8;`"`).
fn int(input: ParseStream<'_>, what: &str) -> syn::Result<LitInt> {
    if input.peek(LitInt) {
        input.parse()
    } else {
        Err(input.error(format!("expected {what}{}", found(input))))
    }
}

/// The end of a message naming the token at the cursor (", found `;`"),
/// or saying there is none (", found the end of the block").
fn found(input: ParseStream<'_>) -> String {
    match input.fork().parse::<proc_macro2::TokenTree>() {
        Ok(proc_macro2::TokenTree::Group(group)) => {
            let (open, close) = match group.delimiter() {
                proc_macro2::Delimiter::Parenthesis => ("(", ")"),
                proc_macro2::Delimiter::Brace => ("{", "}"),
                proc_macro2::Delimiter::Bracket => ("[", "]"),
                proc_macro2::Delimiter::None => return String::new(),
            };
            format!(", found `{open}…{close}`")
        }
        Ok(token) => format!(
            ", found `{}`",
            crate::diagnostic::escaped(&token.to_string())
        ),
        Err(_) => ", found the end of the block".to_owned(),
    }
}

/// A piece limit: `1` in `queen(1)`.
fn limit_number(lit: &LitInt) -> syn::Result<Number> {
    number_below(lit, "a piece limit is at most 255")
}

/// A count of pawns on one file: `1` in `per_file 1`.
fn per_file_number(lit: &LitInt) -> syn::Result<Number> {
    number_below(
        lit,
        &format!(
            "a file has at most {} squares, so `per_file` is at most that",
            crate::geometry::MAX_SIDE
        ),
    )
}

fn number(lit: &LitInt) -> syn::Result<Number> {
    number_below(
        lit,
        &format!(
            "sides have at most {} squares on any board",
            crate::geometry::MAX_SIDE
        ),
    )
}

/// A plain non-negative number that fits a `u32`; `too_large` says the
/// limit it passes if it does not.
fn number_below(lit: &LitInt, too_large: &str) -> syn::Result<Number> {
    if !lit.suffix().is_empty() {
        return Err(syn::Error::new(
            lit.span(),
            format!(
                "write a plain number, without the suffix `{}`",
                lit.suffix()
            ),
        ));
    }
    let digits = lit.base10_digits();
    if digits.starts_with('-') {
        return Err(syn::Error::new(
            lit.span(),
            format!("`{digits}` is negative: steps, ranks, sizes and limits are counted from 1"),
        ));
    }
    let value = lit.base10_parse::<u32>().map_err(|_| {
        syn::Error::new(lit.span(), format!("`{digits}` is too large: {too_large}"))
    })?;
    Ok(Number {
        value,
        span: lit.span(),
    })
}

fn parse_docs(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<Vec<Attribute>> {
    while input.peek(Token![#]) && input.peek2(Token![!]) {
        let inner = input.call(Attribute::parse_inner)?;
        for attr in inner {
            errors.push(syn::Error::new_spanned(
                attr,
                "`//!` documents the item it is written in, and only a module's body may begin with it; write `///` above the item to document",
            ));
        }
    }
    let attrs = input.call(Attribute::parse_outer)?;
    for attr in &attrs {
        if !attr.path().is_ident("doc") {
            return Err(syn::Error::new_spanned(
                attr,
                "only doc comments (`///`) are allowed here",
            ));
        }
    }
    Ok(attrs)
}

fn parse_side_name(input: ParseStream<'_>) -> syn::Result<SideName> {
    let lookahead = input.lookahead1();
    if lookahead.peek(kw::white) {
        let span = input.parse::<kw::white>()?.span;
        Ok(SideName {
            color: Color::White,
            span,
        })
    } else if lookahead.peek(kw::black) {
        let span = input.parse::<kw::black>()?.span;
        Ok(SideName {
            color: Color::Black,
            span,
        })
    } else if input.peek(Ident) {
        Err(unknown_word(
            input,
            &["white", "black"],
            "sides are `white` and `black`",
        ))
    } else {
        Err(lookahead.error())
    }
}

/// `` `a`, `b`, `c` ``.
fn quoted(words: &[&str]) -> String {
    words
        .iter()
        .map(|w| format!("`{w}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An error for the identifier at the cursor, which is not one of `expected`.
fn unknown_word(input: ParseStream<'_>, expected: &[&str], hint: &str) -> syn::Error {
    let fork = input.fork();
    let Ok(word) = fork.call(Ident::parse_any) else {
        return input.error(hint);
    };
    let word = word.to_string();
    let list = quoted(expected);
    let mut message = format!("unknown word `{word}`; expected one of {list}");
    if let Some(close) = suggest(&word, expected) {
        message.push_str(&format!(" (did you mean `{close}`?)"));
    } else {
        message.push_str(&format!("; {hint}"));
    }
    input.error(message)
}

/// A direction word; `clauses` are the other words that may stand here,
/// suggested when the word is closer to one of them.
fn parse_dir(input: ParseStream<'_>, clauses: &[&str]) -> syn::Result<Dir> {
    if !input.peek(Ident) {
        return Err(input.error(format!(
            "expected a direction: one of {}",
            directions_listed()
        )));
    }
    if let Some(word) = peek_word(input).filter(|w| RULE_WORDS.contains(&w.as_str())) {
        return Err(input.error(format!(
            "expected `;` before `{word}`: every rule ends with `;`"
        )));
    }
    let ident = input.call(Ident::parse_any)?;
    let word = ident.to_string();
    match Direction::from_name(&word) {
        Some(dir) => Ok(Dir {
            dir,
            span: ident.span(),
        }),
        None => {
            if let Some(close) = suggest(&word, clauses)
                && suggest(&word, DIRECTION_WORDS).is_none()
            {
                return Err(syn::Error::new(
                    ident.span(),
                    format!(
                        "unknown word `{word}`; expected a direction or one of {} (did you mean `{close}`?)",
                        quoted(clauses)
                    ),
                ));
            }
            let mut message = format!(
                "unknown direction `{word}`; expected one of {}",
                directions_listed()
            );
            if let Some(close) = suggest(&word, DIRECTION_WORDS) {
                message.push_str(&format!(" (did you mean `{close}`?)"));
            }
            Err(syn::Error::new(ident.span(), message))
        }
    }
}

fn parse_dir_guard(input: ParseStream<'_>, clauses: &[&str]) -> syn::Result<DirGuard> {
    let dir = parse_dir(input, clauses)?;
    let guard = if input.peek(kw::guard) {
        input.parse::<kw::guard>()?;
        let ident = input.call(Ident::parse_any)?;
        let word = ident.to_string();
        let file = word
            .strip_prefix("not_file_")
            .filter(|l| l.len() <= 3)
            .and_then(Geometry::file_from_name);
        let Some(file) = file else {
            return Err(syn::Error::new(
                ident.span(),
                format!("expected a guard like `not_file_h`, found `{word}`"),
            ));
        };
        Some(Guard {
            file,
            span: ident.span(),
        })
    } else {
        None
    };
    Ok(DirGuard { dir, guard })
}

/// The identifier at the cursor, if there is one (nothing consumed).
fn peek_word(input: ParseStream<'_>) -> Option<String> {
    input
        .fork()
        .call(Ident::parse_any)
        .ok()
        .map(|i| i.to_string())
}

fn is_rule_word(word: Option<&str>) -> bool {
    word.is_some_and(|w| RULE_WORDS.contains(&w))
}

/// `dir { "|" dir }`. A wrong direction or guard word is reported and
/// parsing goes on (marking the rule broken); a rule keyword where a
/// direction should be is left for the caller, which reports the missing
/// `;` without consuming the next rule.
fn parse_dirs(
    input: ParseStream<'_>,
    clauses: &[&str],
    errors: &mut Errors,
    broken: &mut bool,
) -> syn::Result<Vec<DirGuard>> {
    let mut dirs = Vec::new();
    loop {
        let word = peek_word(input);
        if is_rule_word(word.as_deref()) && (!dirs.is_empty() || *broken) {
            return Ok(dirs);
        }
        // A push's directions are optional: a misspelt clause word after
        // its step count is the clause's to report.
        if dirs.is_empty()
            && clauses == PUSH_CLAUSE_WORDS
            && let Some(w) = &word
            && Direction::from_name(w).is_none()
            && suggest(w, DIRECTION_WORDS).is_none()
            && suggest(w, clauses).is_some()
        {
            return Ok(dirs);
        }
        match parse_dir_guard(input, clauses) {
            Ok(dir) => dirs.push(dir),
            Err(err) if word.is_some() && !is_rule_word(word.as_deref()) => {
                errors.push(err);
                *broken = true;
            }
            Err(err) => return Err(err),
        }
        if !input.peek(Token![|]) {
            return Ok(dirs);
        }
        input.parse::<Token![|]>()?;
    }
}

/// A square's name: a file's letters and a rank number (`b3`, `j10`).
fn square_name(word: &str) -> Option<(u32, u32)> {
    let split = word.find(|c: char| !c.is_ascii_lowercase())?;
    let (letters, digits) = word.split_at(split);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
        return None;
    }
    Some((Geometry::file_from_name(letters)?, digits.parse().ok()?))
}

/// A file's letters (`a`; past `z`, `aa`, …), counted from 0, as a
/// [`Number`].
fn file_letter(input: ParseStream<'_>) -> syn::Result<Number> {
    if !input.peek(Ident::peek_any) {
        return Err(input.error(format!(
            "expected a file letter, as in `file a`{}",
            found(input)
        )));
    }
    let ident = input.call(Ident::parse_any)?;
    let word = ident.to_string();
    match Geometry::file_from_name(&word) {
        Some(value) if word.len() <= 3 => Ok(Number {
            value,
            span: ident.span(),
        }),
        _ => Err(syn::Error::new(
            ident.span(),
            format!("expected a file letter, as in `file a`, found `{word}`"),
        )),
    }
}

/// Whether an area of a region starts at the cursor.
fn peek_area(input: ParseStream<'_>) -> bool {
    input.peek(kw::rank)
        || input.peek(kw::ranks)
        || input.peek(kw::file)
        || input.peek(kw::files)
        || peek_word(input).is_some_and(|w| square_name(&w).is_some())
}

/// One area: `rank R`, `ranks R..=S`, `file F`, `files F..=G` or a square.
fn parse_area(input: ParseStream<'_>) -> syn::Result<Area> {
    if input.peek(kw::rank) {
        input.parse::<kw::rank>()?;
        let n = number(&int(input, "a rank number, as in `rank 2`")?)?;
        Ok(Area::Ranks { first: n, last: n })
    } else if input.peek(kw::ranks) {
        input.parse::<kw::ranks>()?;
        let first = number(&int(input, "the first rank, as in `ranks 6..=10`")?)?;
        if !input.peek(Token![..=]) {
            return Err(input.error("expected `..=`, as in `ranks 6..=10`"));
        }
        input.parse::<Token![..=]>()?;
        let last = number(&int(input, "the last rank, as in `ranks 6..=10`")?)?;
        Ok(Area::Ranks { first, last })
    } else if input.peek(kw::file) {
        input.parse::<kw::file>()?;
        let f = file_letter(input)?;
        Ok(Area::Files { first: f, last: f })
    } else if input.peek(kw::files) {
        input.parse::<kw::files>()?;
        let first = file_letter(input)?;
        if !input.peek(Token![..=]) {
            return Err(input.error("expected `..=`, as in `files a..=c`"));
        }
        input.parse::<Token![..=]>()?;
        let last = file_letter(input)?;
        Ok(Area::Files { first, last })
    } else if let Some((file, rank)) = peek_word(input).and_then(|w| square_name(&w)) {
        let span = input.call(Ident::parse_any)?.span();
        Ok(Area::Square { file, rank, span })
    } else {
        Err(input.error(
            "expected squares: `rank 2`, `ranks 6..=10`, `file a`, `files a..=c`, a square such as `b3`, or several joined with `|`",
        ))
    }
}

/// `area { "|" area }`: a `|` continues the region only when an area follows.
fn parse_region(input: ParseStream<'_>) -> syn::Result<Region> {
    let span = input.span();
    let mut areas = vec![parse_area(input)?];
    while input.peek(Token![|]) {
        let fork = input.fork();
        fork.parse::<Token![|]>()?;
        if !peek_area(&fork) {
            break;
        }
        input.parse::<Token![|]>()?;
        areas.push(parse_area(input)?);
    }
    Ok(Region { areas, span })
}

/// The words of a `drop` rule after the keyword, to its `;`.
fn parse_drop(input: ParseStream<'_>) -> syn::Result<DropRule> {
    let mut rule = DropRule {
        region: None,
        per_file: None,
        immobile: None,
    };
    let twice = |span| syn::Error::new(span, "this clause is given twice in this `drop` rule");
    loop {
        if input.peek(Token![in]) {
            let span = input.parse::<Token![in]>()?.span;
            if rule.region.is_some() {
                return Err(twice(span));
            }
            rule.region = Some(parse_region(input)?);
        } else if input.peek(kw::per_file) {
            let span = input.parse::<kw::per_file>()?.span;
            if rule.per_file.is_some() {
                return Err(twice(span));
            }
            let lit = int(input, "the most pawns a file may hold, as in `per_file 1`")?;
            rule.per_file = Some(per_file_number(&lit)?);
        } else if input.peek(kw::immobile) {
            let span = input.parse::<kw::immobile>()?.span;
            if rule.immobile.is_some() {
                return Err(twice(span));
            }
            rule.immobile = Some(span);
        } else if input.peek(Token![;]) {
            input.parse::<Token![;]>()?;
            break;
        } else {
            return Err(input.error(
                "expected `in REGION`, `per_file N`, `immobile` or `;`, as in `drop in ranks 2..=7;` or `drop per_file 1;`",
            ));
        }
    }
    Ok(rule)
}

fn parse_rule(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<Rule> {
    let docs = parse_docs(input, errors)?;
    let lookahead = input.lookahead1();
    let mut broken = false;
    let (keyword, kind) = if lookahead.peek(kw::push) {
        let keyword = input.parse::<kw::push>()?.span;
        let lit: LitInt = input.parse().map_err(|_| {
            input.error("expected the number of steps, as in `push 1;` or `push 2 from rank 2;`")
        })?;
        if let Some(steps) = lit.base10_digits().strip_prefix('-') {
            return Err(syn::Error::new(
                lit.span(),
                format!(
                    "a push counts its steps from 1; to move another way, name the direction, as in `push {steps} south`"
                ),
            ));
        }
        let steps = number(&lit)?;
        let dirs = if input.peek(Ident) && !peek_clause(input) {
            parse_dirs(input, PUSH_CLAUSE_WORDS, errors, &mut broken)?
        } else {
            Vec::new()
        };
        let rule = parse_move_clauses(
            input,
            MoveKind::Push { steps: steps.value },
            Some(steps.span),
            dirs,
            errors,
            broken,
        )?;
        (keyword, RuleKind::Move(rule))
    } else if lookahead.peek(kw::capture) || lookahead.peek(kw::step) {
        let (keyword, kind) = if input.peek(kw::capture) {
            (input.parse::<kw::capture>()?.span, MoveKind::Capture)
        } else {
            (input.parse::<kw::step>()?.span, MoveKind::Step)
        };
        let dirs = parse_dirs(input, CLAUSE_WORDS, errors, &mut broken)?;
        (
            keyword,
            RuleKind::Move(parse_move_clauses(input, kind, None, dirs, errors, broken)?),
        )
    } else if lookahead.peek(kw::promote) {
        let keyword = input.parse::<kw::promote>()?.span;
        (keyword, RuleKind::Promote(parse_promote(input)?))
    } else if lookahead.peek(kw::drop) {
        let keyword = input.parse::<kw::drop>()?.span;
        (keyword, RuleKind::Drop(parse_drop(input)?))
    } else if lookahead.peek(kw::betza) {
        let keyword = input.parse::<kw::betza>()?.span;
        if !input.peek(syn::LitStr) {
            return Err(input.error(
                "expected the moves as a quoted Betza string, as in `betza \"fmWfceFifmnD\";`",
            ));
        }
        let text: syn::LitStr = input.parse()?;
        let initial = if input.peek(kw::initial) {
            input.parse::<kw::initial>()?;
            Some(parse_region(input)?)
        } else {
            None
        };
        if input.peek(kw::initial) {
            return Err(input.error("`initial` is given twice in this rule"));
        }
        if !input.peek(Token![;]) {
            let expected = if initial.is_some() {
                "`;` or `| AREA`"
            } else {
                "`initial REGION` or `;`"
            };
            return Err(input.error(format!(
                "expected {expected} after the Betza string{}",
                found(input)
            )));
        }
        input.parse::<Token![;]>()?;
        (keyword, RuleKind::Betza(BetzaRule { text, initial }))
    } else if input.peek(Ident) {
        return Err(unknown_word(
            input,
            RULE_WORDS,
            "a side block holds `push`, `capture`, `step`, `promote`, `betza` and `drop` rules",
        ));
    } else {
        return Err(input.error(format!(
            "expected a rule: one of {}{}",
            quoted(RULE_WORDS),
            found(input)
        )));
    };
    Ok(Rule {
        docs,
        keyword,
        kind,
    })
}

/// The error for a `|` among a rule's clauses: an area missing after a
/// `from` region's `|`, or directions written after the clauses.
fn stray_bar(input: ParseStream<'_>, after_from: bool) -> syn::Error {
    let fork = input.fork();
    if fork.parse::<Token![|]>().is_ok()
        && after_from
        && peek_word(&fork).is_none_or(|w| Direction::from_name(&w).is_none())
    {
        return fork.error(format!(
            "expected squares after `|`: `rank 3`, `file b`, a square such as `b3`{}",
            found(&fork)
        ));
    }
    input.error("directions joined with `|` come right after the rule's keyword (and step count)")
}

/// The name after `as`.
fn rule_name(input: ParseStream<'_>) -> syn::Result<Ident> {
    if input.peek(Ident) {
        input.parse()
    } else {
        Err(input.error(format!(
            "expected the rule's name after `as`, as in `as double_step`{}",
            found(input)
        )))
    }
}

fn peek_clause(input: ParseStream<'_>) -> bool {
    input.peek(kw::from) || input.peek(kw::en_passant) || input.peek(kw::jumping)
}

/// The clauses after a rule's directions, up to its `;`. An unknown word is
/// reported and skipped; a rule keyword means the `;` is missing, which is
/// reported without consuming the next rule.
fn parse_move_clauses(
    input: ParseStream<'_>,
    kind: MoveKind,
    steps_span: Option<Span>,
    dirs: Vec<DirGuard>,
    errors: &mut Errors,
    broken: bool,
) -> syn::Result<MoveRule> {
    let mut rule = MoveRule {
        kind,
        steps_span,
        dirs,
        from: None,
        en_passant: None,
        jumping: None,
        name: None,
        betza: None,
        broken,
    };
    let is_push = matches!(kind, MoveKind::Push { .. });
    let clauses = if is_push {
        PUSH_CLAUSE_WORDS
    } else {
        CLAUSE_WORDS
    };
    loop {
        let lookahead = input.lookahead1();
        if lookahead.peek(Token![;]) {
            input.parse::<Token![;]>()?;
            return Ok(rule);
        } else if lookahead.peek(kw::from) {
            let span = input.parse::<kw::from>()?.span;
            if rule.from.is_some() {
                return Err(syn::Error::new(span, "`from` is given twice in this rule"));
            }
            rule.from = Some(parse_region(input)?);
        } else if is_push && lookahead.peek(kw::en_passant) {
            let span = input.parse::<kw::en_passant>()?.span;
            if rule.en_passant.is_some() {
                return Err(syn::Error::new(
                    span,
                    "`en_passant` is given twice in this rule",
                ));
            }
            rule.en_passant = Some(span);
        } else if is_push && lookahead.peek(kw::jumping) {
            let span = input.parse::<kw::jumping>()?.span;
            if rule.jumping.is_some() {
                return Err(syn::Error::new(
                    span,
                    "`jumping` is given twice in this rule",
                ));
            }
            rule.jumping = Some(span);
        } else if lookahead.peek(Token![as]) {
            let span = input.parse::<Token![as]>()?.span;
            if rule.name.is_some() {
                return Err(syn::Error::new(span, "`as` is given twice in this rule"));
            }
            rule.name = Some(rule_name(input)?);
        } else if !is_push && input.peek(kw::en_passant) {
            errors.push(input.error(
                "`en_passant` belongs on the multi-step `push` that creates en-passant squares; captures onto them are generated for every `capture` rule",
            ));
            input.parse::<kw::en_passant>()?;
            rule.broken = true;
        } else if input.peek(Token![|]) {
            return Err(stray_bar(input, rule.from.is_some()));
        } else if let Some(word) = peek_word(input) {
            if RULE_WORDS.contains(&word.as_str()) {
                errors.push(input.error(format!(
                    "expected `;` before `{word}`: every rule ends with `;`"
                )));
                rule.broken = true;
                return Ok(rule);
            }
            errors.push(unknown_word(
                input,
                clauses,
                "a rule ends with `;`, after its clauses: `from`, `en_passant` (on a push) and `as`",
            ));
            let span = input.call(Ident::parse_any)?.span();
            rule.broken = true;
            // Read a misspelt clause as the clause it resembles, so that
            // its own mistakes are reported too; skip anything else.
            match suggest(&word, clauses) {
                Some("from") if rule.from.is_none() => {
                    rule.from = Some(parse_region(input)?);
                }
                Some("en_passant") => rule.en_passant = Some(span),
                Some("jumping") => rule.jumping = Some(span),
                Some("as") if rule.name.is_none() => rule.name = Some(input.parse()?),
                _ => {
                    skip_item(input);
                    return Ok(rule);
                }
            }
        } else {
            return Err(lookahead.error());
        }
    }
}

/// `queen` or `queen(1)`.
fn parse_piece(input: ParseStream<'_>) -> syn::Result<PieceRef> {
    if !input.peek(Ident) {
        return Err(input.error(format!(
            "expected a piece, as in `to queen | rook`{}",
            found(input)
        )));
    }
    let ident: Ident = input.parse()?;
    let limit = if input.peek(syn::token::Paren) {
        let content;
        let paren = syn::parenthesized!(content in input);
        // Take the whole group, so a bad limit gives one error, not two.
        let inside: TokenStream = content.parse()?;
        let lit: LitInt = syn::parse2(inside).map_err(|_| {
            syn::Error::new(
                paren.span.join(),
                "expected the most of this piece a side may have, as in `queen(1)`",
            )
        })?;
        Some(limit_number(&lit)?)
    } else {
        None
    };
    Ok(PieceRef { ident, limit })
}

fn parse_promote(input: ParseStream<'_>) -> syn::Result<PromoteRule> {
    let optional = if input.peek(kw::optional) {
        input.parse::<kw::optional>()?;
        true
    } else {
        false
    };
    let lookahead = input.lookahead1();
    let zone = if lookahead.peek(kw::at) {
        input.parse::<kw::at>()?;
        if !peek_area(input) {
            return Err(input.error("expected `rank`, as in `promote at rank 8 to queen;`"));
        }
        parse_region(input)?
    } else if lookahead.peek(Token![in]) {
        input.parse::<Token![in]>()?;
        if !peek_area(input) {
            return Err(
                input.error("expected `ranks`, as in `promote optional in ranks 7..=9 to tokin;`")
            );
        }
        parse_region(input)?
    } else {
        return Err(lookahead.error());
    };
    if !input.peek(kw::to) {
        return Err(input.error("expected `to` and the pieces, as in `to queen | rook`"));
    }
    input.parse::<kw::to>()?;
    if input.peek(kw::none) {
        let none = input.parse::<kw::none>()?.span;
        if !input.peek(Token![;]) {
            return Err(input.error(
                "expected `;` after `to none`: `none` stands alone, as no piece to promote to",
            ));
        }
        input.parse::<Token![;]>()?;
        return Ok(PromoteRule {
            optional,
            zone,
            pieces: Vec::new(),
            none: Some(none),
        });
    }
    let mut pieces = vec![parse_piece(input)?];
    while input.peek(Token![|]) {
        input.parse::<Token![|]>()?;
        pieces.push(parse_piece(input)?);
    }
    if !input.peek(Token![;]) {
        return Err(input.error("expected `;` or `| PIECE` after the promotion pieces"));
    }
    input.parse::<Token![;]>()?;
    Ok(PromoteRule {
        optional,
        zone,
        pieces,
        none: None,
    })
}

/// The text of a `#[doc = "…"]` attribute.
pub(crate) fn doc_text(attr: &syn::Attribute) -> Option<String> {
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
