//! Checks that look across a whole module — geometry, guards, rank masks,
//! reachability, duplicates, names — and build the IR. Every problem is
//! recorded under its token; nothing panics.

use std::collections::{HashMap, HashSet};

use proc_macro2::{Ident, Span};

use crate::ast::{
    self, BoardDecl, Color, MirrorDecl, MoveKind, MoveRule, PromoteRule, RuleKind, SideDecl,
};
use crate::error::Errors;
use crate::geometry::{Direction, Geometry, MAX_SIDE, Squares};
use crate::ir::{self, FIXED_SIDE_NAMES, Move, Piece, Promotion, Side, derived_base};

/// Checks every module; returns the IR of those without errors.
pub(crate) fn check(spec: ast::Spec, errors: &mut Errors) -> Vec<ir::Module> {
    if spec.modules.is_empty() && errors.len() == 0 {
        errors.at(
            Span::call_site(),
            "this spec is empty: a spec is one or more modules, like `pub mod chess { board 8 x 8; white forward north { push 1; } }`",
        );
    }
    if let Some(extra) = spec.modules.get(crate::MAX_MODULES) {
        errors.at(
            extra.name.span(),
            format!(
                "a spec holds at most {} modules (MAX_MODULES); this is module {} of {}",
                crate::MAX_MODULES,
                crate::MAX_MODULES + 1,
                spec.modules.len()
            ),
        );
        return Vec::new();
    }
    let mut names: HashMap<String, Span> = HashMap::new();
    let mut modules = Vec::new();
    for module in spec.modules {
        let name = module.name.to_string();
        if let Some(message) = not_ascii(&name, "module") {
            errors.at(module.name.span(), message);
            continue;
        }
        if let Some(_first) = names.insert(name.clone(), module.name.span()) {
            errors.at(
                module.name.span(),
                format!("module `{name}` is declared twice in this spec"),
            );
            continue;
        }
        if name == "pawnshift" || name == "r#pawnshift" {
            errors.at(
                module.name.span(),
                "a module named `pawnshift` would clash with the `pawnshift` crate that the generated code and `pawnshift::pawns!` name (rustc: \"`pawnshift` is ambiguous\"); choose another name",
            );
            continue;
        }
        if let Some(module) = check_module(module, errors) {
            modules.push(module);
        }
    }
    modules
}

/// A module's items by kind; a side declared twice is reported.
#[derive(Default)]
struct Items {
    board: Option<BoardDecl>,
    start: Option<ast::StartDecl>,
    sides: Vec<SideDecl>,
    mirrors: Vec<MirrorDecl>,
    /// The rules of sides whose header did not parse.
    broken_rules: Vec<ast::Rule>,
    /// Further pawn kinds.
    kinds: Vec<ast::KindDecl>,
    /// No side was declared twice.
    sides_ok: bool,
}

fn sort_items(items: Vec<ast::Item>, errors: &mut Errors) -> Items {
    let Items {
        mut board,
        mut start,
        mut sides,
        mut mirrors,
        mut broken_rules,
        mut kinds,
        ..
    } = Items::default();
    let mut seen: HashSet<&'static str> = HashSet::new();
    let mut side_ok = true;
    for item in items {
        match item {
            ast::Item::Broken(rules) => broken_rules.extend(rules),
            ast::Item::Kind(decl) => kinds.push(decl),
            ast::Item::Start(decl) => {
                if start.is_some() {
                    errors.at(decl.keyword, "`start` is declared twice in this module");
                } else {
                    start = Some(decl);
                }
            }
            ast::Item::Board(decl) => {
                if board.is_some() {
                    errors.at(decl.keyword, "`board` is declared twice in this module");
                } else {
                    board = Some(decl);
                }
            }
            ast::Item::Side(_) | ast::Item::Mirror(_) => {
                let side = match &item {
                    ast::Item::Side(decl) => decl.side,
                    ast::Item::Mirror(decl) => decl.side,
                    ast::Item::Board(_)
                    | ast::Item::Broken(_)
                    | ast::Item::Start(_)
                    | ast::Item::Kind(_) => continue,
                };
                if seen.insert(side.color.name()) {
                    match item {
                        ast::Item::Side(decl) => sides.push(decl),
                        ast::Item::Mirror(decl) => mirrors.push(decl),
                        ast::Item::Board(_)
                        | ast::Item::Broken(_)
                        | ast::Item::Start(_)
                        | ast::Item::Kind(_) => {}
                    }
                } else {
                    errors.at(
                        side.span,
                        format!("side `{}` is declared twice", side.color.name()),
                    );
                    side_ok = false;
                }
            }
        }
    }
    Items {
        board,
        start,
        sides,
        mirrors,
        broken_rules,
        kinds,
        sides_ok: side_ok,
    }
}

fn check_module(module: ast::ModuleSpec, errors: &mut Errors) -> Option<ir::Module> {
    let mut items = sort_items(module.items, errors);
    items.sides_ok &= !module.broken;
    let geometry = match items.board.take() {
        None => Geometry::default(),
        Some(decl) => check_board(&decl, errors)?,
    };
    let start = items.start.take().and_then(|decl| {
        let fen = decl.fen.value();
        match check_start(&fen, geometry) {
            Ok(()) => Some(fen),
            Err(message) => {
                errors.at(decl.fen.span(), format!("start position: {message}"));
                None
            }
        }
    });
    let kind_decls = std::mem::take(&mut items.kinds);
    let sides = check_sides(items, geometry, ("module", &module.name), errors);
    let mut kinds = Vec::new();
    let mut kinds_ok = true;
    let mut names: HashMap<String, Span> = HashMap::new();
    for decl in kind_decls {
        match check_kind(decl, geometry, &mut names, errors) {
            Some(kind) => kinds.push(kind),
            None => kinds_ok = false,
        }
    }
    let (sides, mirrored, pieces) = sides?;
    if !kinds_ok {
        return None;
    }
    // En passant is the variant's: a kind's captures take en passant the
    // squares any kind's pushes create.
    let en_passant = sides
        .iter()
        .chain(kinds.iter().flat_map(|k| &k.sides))
        .flat_map(|s| &s.moves)
        .any(|m| m.en_passant);
    for kind in &mut kinds {
        kind.en_passant = en_passant;
    }
    if en_passant && !check_en_passant_overlaps(&sides, &kinds, geometry, errors) {
        return None;
    }
    if !same_limits(&pieces, &kinds, errors) {
        return None;
    }
    Some(ir::Module {
        attrs: module.attrs,
        vis: module.vis,
        name: module.name,
        geometry,
        mirrored,
        start,
        sides,
        pieces,
        kinds,
        en_passant,
    })
}

/// A further pawn kind (`kind sergeant { … }`): a module of its own on the
/// board of the module it is written in. `names` holds the kinds seen.
fn check_kind(
    decl: ast::KindDecl,
    geometry: Geometry,
    names: &mut HashMap<String, Span>,
    errors: &mut Errors,
) -> Option<ir::Module> {
    let name = decl.name.to_string();
    let mut ok = !decl.broken;
    if let Some(message) = not_ascii(&name, "kind") {
        errors.at(decl.name.span(), message);
        ok = false;
    } else if let Some(word) = name.strip_prefix("r#") {
        errors.at(
            decl.name.span(),
            format!("a kind's name is a plain `snake_case` word, not a raw identifier: it names a module, which cannot be the Rust keyword `{word}`; choose another name, as in `kind {word}_pawn`"),
        );
        ok = false;
    } else if matches!(name.as_str(), "white" | "black") {
        errors.at(
            decl.name.span(),
            format!("a kind named `{name}` would clash with the module's side module `{name}`; choose another name"),
        );
        ok = false;
    } else if names.insert(name.clone(), decl.name.span()).is_some() {
        errors.at(
            decl.name.span(),
            format!("kind `{name}` is declared twice in this module"),
        );
        ok = false;
    } else if !name.starts_with(|c: char| c.is_ascii_lowercase())
        || name.chars().any(|c| c.is_ascii_uppercase() || c == '#')
    {
        let suggestion = Some(snake_case(&name))
            .filter(|s| s.starts_with(|c: char| c.is_ascii_lowercase()))
            .unwrap_or_else(|| "sergeant".to_owned());
        let message = if names.contains_key(&suggestion) {
            format!(
                "kind names are `snake_case` words that start with a letter, and `{suggestion}` names another kind of this module: choose another name"
            )
        } else {
            format!(
                "kind names are `snake_case` words that start with a letter, as in `kind {suggestion}`"
            )
        };
        errors.at(decl.name.span(), message);
        ok = false;
    }
    let mut items = sort_items(decl.items, errors);
    for (keyword, word) in [
        (items.board.as_ref().map(|b| b.keyword), "board"),
        (items.start.as_ref().map(|b| b.keyword), "start"),
    ] {
        if let Some(span) = keyword {
            errors.at(
                span,
                format!("a kind plays on its module's board and start position: write `{word}` in the module, not in `kind {name}`"),
            );
            ok = false;
        }
    }
    for inner in &items.kinds {
        errors.at(
            inner.keyword,
            format!(
                "kinds do not nest: write `kind {}` beside `kind {name}`, in the module",
                inner.name
            ),
        );
        ok = false;
    }
    items.sides_ok &= ok;
    let (sides, mirrored, pieces) = check_sides(items, geometry, ("kind", &decl.name), errors)?;
    Some(ir::Module {
        attrs: decl.docs,
        vis: syn::Visibility::Public(syn::Token![pub](decl.keyword)),
        name: decl.name,
        geometry,
        mirrored,
        start: None,
        sides,
        pieces,
        kinds: Vec::new(),
        // Set by the module, which knows every kind's pushes.
        en_passant: false,
    })
}

/// The sides of a module or a kind, `owner` saying which (`("kind",
/// sergeant)`): every side checked, the derived ones added. `None` after
/// an error.
fn check_sides(
    items: Items,
    geometry: Geometry,
    (what, owner): (&str, &Ident),
    errors: &mut Errors,
) -> Option<(Vec<Side>, bool, Vec<Piece>)> {
    let Items {
        sides,
        mirrors,
        broken_rules,
        sides_ok,
        ..
    } = items;
    let mut side_ok = sides_ok;
    // The rules of a side with a broken header: what can be checked without
    // knowing which way is forward.
    for rule in broken_rules {
        match rule.kind {
            RuleKind::Move(m) => {
                let _ = check_move(&m, Vec::new(), rule.keyword, None, geometry, errors);
            }
            // Report what the string itself gets wrong; which side it is for
            // is unknown, so read it from White's view.
            RuleKind::Betza(b) => {
                let region = second_rank(Direction::North, geometry, b.text.span());
                let _ = crate::betza::translate(
                    &b.text.value(),
                    b.text.span(),
                    Direction::North,
                    &region,
                    &|_, _| true,
                    errors,
                );
            }
            RuleKind::Promote(_) | RuleKind::Drop(_) => {}
        }
    }

    let mut pieces: Vec<Piece> = Vec::new();
    let mut checked: Vec<Side> = Vec::new();
    for decl in sides {
        if let Some(side) = check_side(decl, geometry, &mut pieces, errors) {
            checked.push(side);
        } else {
            side_ok = false;
        }
    }

    let mirrored = derive_sides(mirrors, &mut checked, geometry, what, &mut side_ok, errors);
    if !side_ok {
        return None;
    }
    if checked.is_empty() {
        errors.at(
            owner.span(),
            format!(
                "{what} `{owner}` declares no side: write the rules of one, like `white forward north {{ push 1; }}`"
            ),
        );
        return None;
    }
    checked.sort_by_key(|s| s.color == Color::Black);
    let mirrored = mirrored && checked.len() == 2;
    Some((checked, mirrored, pieces))
}

/// Adds the sides derived with `mirrors` or `rotates`; returns whether any
/// was. `side_ok` turns false on an error (and silences the error of a
/// missing source, which may have failed its own checks).
fn derive_sides(
    mirrors: Vec<MirrorDecl>,
    checked: &mut Vec<Side>,
    geometry: Geometry,
    what: &str,
    side_ok: &mut bool,
    errors: &mut Errors,
) -> bool {
    let mut mirrored = false;
    for decl in mirrors {
        let (side, source) = (decl.side.color, decl.source.color);
        if side == source {
            errors.at(
                decl.source.span,
                format!(
                    "side `{}` cannot {} itself; name the other side",
                    side.name(),
                    match decl.how {
                        ast::Derivation::Mirror => "mirror",
                        ast::Derivation::Rotate => "rotate",
                    }
                ),
            );
            *side_ok = false;
            continue;
        }
        match checked.iter().find(|s| s.color == source) {
            Some(found) => {
                // Fairy-Stockfish reads Black's Betza moves turned by 180°;
                // a reflection gives the same only for strings that are
                // symmetric left to right.
                let lopsided = found.moves.iter().find(|m| {
                    let mut reflected: Vec<Direction> =
                        m.dirs.iter().map(|d| d.mirror_ranks()).collect();
                    let mut turned: Vec<Direction> = m.dirs.iter().map(|d| d.opposite()).collect();
                    reflected.sort();
                    turned.sort();
                    m.betza.is_some() && reflected != turned
                });
                if decl.how == ast::Derivation::Mirror
                    && let Some(m) = lopsided
                {
                    errors.at(
                        decl.side.span,
                        format!(
                            "`{}` mirrors `{}`, whose Betza string `{}` is not symmetric left to right, and Fairy-Stockfish reads Black's Betza moves turned by 180°: write `{} rotates {}`",
                            side.name(),
                            source.name(),
                            m.betza.as_deref().unwrap_or_default(),
                            side.name(),
                            source.name()
                        ),
                    );
                    *side_ok = false;
                    continue;
                }
                let derived = found.derived(side, geometry, decl.how);
                checked.push(derived);
                mirrored = true;
            }
            None => {
                // The source may exist but have failed its own checks.
                if *side_ok {
                    errors.at(
                        decl.source.span,
                        format!(
                            "`{}` {} `{}`, but no `{} forward … {{ … }}` block is written out in this {what}",
                            side.name(),
                            decl.how.word(),
                            source.name(),
                            source.name()
                        ),
                    );
                }
                *side_ok = false;
            }
        }
    }
    mirrored
}

/// The shape of a start FEN: as many ranks as the board, each as wide
/// (runs of empty squares as numbers, pieces as letters, walls as `*`, `+` before and
/// `~` after a promoted piece, a pocket in `[…]`), then `w` or `b`.
fn check_start(fen: &str, geometry: Geometry) -> Result<(), String> {
    let mut fields = fen.split_whitespace();
    let placement = fields.next().ok_or("the FEN is empty")?;
    let placement = match placement.find('[') {
        Some(i) if placement.ends_with(']') => &placement[..i],
        Some(_) => return Err("an unclosed pocket `[`".to_owned()),
        None => placement,
    };
    let rows: Vec<&str> = placement.split('/').collect();
    if rows.len() != geometry.height as usize {
        return Err(format!(
            "{} ranks, but the board has {}",
            rows.len(),
            geometry.height
        ));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = geometry.height as usize - i;
        let mut squares = 0u32;
        let mut run = String::new();
        let mut chars = row.chars().chain(std::iter::once('/')).peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                run.push(c);
                continue;
            }
            if !run.is_empty() {
                if run.starts_with('0') {
                    return Err(format!(
                        "rank {rank}: a run of empty squares is written without a leading zero, not `{run}`"
                    ));
                }
                match run.parse::<u32>() {
                    Ok(n) if n <= geometry.width => squares = squares.saturating_add(n),
                    _ => {
                        return Err(format!(
                            "rank {rank}: the run `{run}` is longer than the board's {} files",
                            geometry.width
                        ));
                    }
                }
                run.clear();
            }
            match c {
                '+' if !chars.peek().is_some_and(char::is_ascii_alphabetic) => {
                    return Err(format!(
                        "rank {rank}: `+` marks a promoted piece and stands before its letter"
                    ));
                }
                '/' | '+' | '~' => {}
                // A wall (duck chess's duck, Fairy-Stockfish's `*`) fills
                // a square as a piece does.
                c if c.is_ascii_alphabetic() || c == '*' => squares = squares.saturating_add(1),
                c => {
                    return Err(format!(
                        "rank {rank} holds `{}`, which is no piece letter or wall",
                        c.escape_debug()
                    ));
                }
            }
        }
        if squares != geometry.width {
            return Err(format!(
                "rank {rank} has {squares} squares, but the board has {} files",
                geometry.width
            ));
        }
    }
    match fields.next() {
        None | Some("w" | "b") => {}
        Some(other) => {
            return Err(format!(
                "the side to move is `{other}`; expected `w` or `b`"
            ));
        }
    }
    let _castling = fields.next();
    match fields.next() {
        None | Some("-") => Ok(()),
        Some(field) => en_passant_field(field, geometry),
    }
}

/// A FEN's en-passant field: squares on the board (`e3`, or several
/// written together as Fairy-Stockfish does: `c3c4`).
fn en_passant_field(field: &str, geometry: Geometry) -> Result<(), String> {
    let bad = || {
        format!(
            "the en-passant field `{}` is not squares of this {} x {} board",
            field.escape_debug(),
            geometry.width,
            geometry.height
        )
    };
    let mut rest = field;
    while !rest.is_empty() {
        let letters = rest.len()
            - rest
                .trim_start_matches(|c: char| c.is_ascii_lowercase())
                .len();
        let (file, after) = rest.split_at(letters);
        let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let (rank, after) = after.split_at(digits);
        let file = Geometry::file_from_name(file).ok_or_else(bad)?;
        let rank: u32 = rank.parse().map_err(|_| bad())?;
        if file >= geometry.width || rank == 0 || rank > geometry.height {
            return Err(bad());
        }
        rest = after;
    }
    Ok(())
}

fn check_board(decl: &BoardDecl, errors: &mut Errors) -> Option<Geometry> {
    let mut ok = true;
    for (n, what) in [(&decl.width, "width"), (&decl.height, "height")] {
        if n.value == 0 {
            errors.at(n.span, format!("board {what} must be at least 1"));
            ok = false;
        } else if n.value > MAX_SIDE {
            errors.at(
                n.span,
                format!("board {what} {} is too large: at most {MAX_SIDE}", n.value),
            );
            ok = false;
        }
    }
    if !ok {
        return None;
    }
    let geometry = Geometry {
        width: decl.width.value,
        height: decl.height.value,
    };
    Some(geometry)
}

/// The parts of a region as written, each with its squares: a rank range
/// by rank, a file range by file, a square alone; parts off the board are
/// left out.
fn region_parts(region: &ast::Region, geometry: Geometry) -> Vec<Squares> {
    let mut parts = Vec::new();
    for area in &region.areas {
        match *area {
            // Parts off the board are left out (`check_region` reports them).
            ast::Area::Ranks { first, last } => {
                parts.extend(
                    (first.value.max(1) - 1..last.value.min(geometry.height))
                        .map(|r| geometry.rank(r)),
                );
            }
            ast::Area::Files { first, last } => {
                parts.extend(
                    (first.value..=last.value)
                        .filter(|&f| f < geometry.width)
                        .map(|f| geometry.file(f)),
                );
            }
            ast::Area::Square { file, rank, .. } => {
                if file < geometry.width && (1..=geometry.height).contains(&rank) {
                    parts.push(Squares::bit(geometry.square(file, rank - 1)));
                }
            }
        }
    }
    parts
}

/// Checks a region (every rank, file and square on the board, every range
/// in order) and returns its squares.
fn check_region(region: &ast::Region, geometry: Geometry, errors: &mut Errors) -> Option<Squares> {
    let before = errors.len();
    let (w, h) = (geometry.width, geometry.height);
    let last_file = Geometry::file_letter(w - 1);
    for area in &region.areas {
        match *area {
            ast::Area::Ranks { first, last } => {
                for n in [first, last] {
                    if n.value == 0 || n.value > h {
                        errors.at(
                            n.span,
                            format!(
                                "rank {} is outside this {h}-rank board (ranks 1..={h})",
                                n.value
                            ),
                        );
                    }
                    if first.value == last.value {
                        break;
                    }
                }
                if errors.len() == before && first.value > last.value {
                    errors.at(
                        last.span,
                        format!(
                            "`{}..={}` holds no rank; write the lower rank first",
                            first.value, last.value
                        ),
                    );
                }
            }
            ast::Area::Files { first, last } => {
                for n in [first, last] {
                    if n.value >= w {
                        errors.at(
                            n.span,
                            format!(
                                "file `{}` is outside this {w}-file board (files a..={last_file})",
                                Geometry::file_letter(n.value)
                            ),
                        );
                    }
                }
                if errors.len() == before && first.value > last.value {
                    errors.at(
                        last.span,
                        format!(
                            "`{}..={}` holds no file; write the lower file first",
                            Geometry::file_letter(first.value),
                            Geometry::file_letter(last.value)
                        ),
                    );
                }
            }
            ast::Area::Square { file, rank, span } => {
                if file >= w || rank == 0 || rank > h {
                    errors.at(
                        span,
                        format!(
                            "square `{}{rank}` is outside this {w} x {h} board (a1..={last_file}{h})",
                            Geometry::file_letter(file)
                        ),
                    );
                }
            }
        }
    }
    (errors.len() == before).then(|| {
        region_parts(region, geometry)
            .into_iter()
            .fold(Squares::EMPTY, |m, part| m | part)
    })
}

/// A checked move rule with the tokens its errors go under.
struct Placed {
    rule: Move,
    keyword: Span,
    as_span: Option<Span>,
    /// Per direction of `rule.dirs`: the direction word, or the rule's step
    /// count (else keyword) when it moves forward without naming a direction.
    dir_spans: Vec<Span>,
    /// The `from` clause's first token, and its parts as written (see
    /// [`region_parts`]).
    from_span: Option<Span>,
    from_parts: Vec<Squares>,
}

fn check_side(
    decl: SideDecl,
    geometry: Geometry,
    pieces: &mut Vec<Piece>,
    errors: &mut Errors,
) -> Option<Side> {
    let color = decl.side.color;
    let before = errors.len();
    let mut moves: Vec<Placed> = Vec::new();
    let mut promotes: Vec<(PromoteRule, Span)> = Vec::new();
    let mut drop: Option<(ast::DropRule, Span)> = None;
    for rule in expand_betza(decl.rules, color, decl.forward.dir, geometry, errors) {
        match rule.kind {
            RuleKind::Betza(_) => {}
            RuleKind::Drop(d) => {
                if drop.is_some() {
                    errors.at(rule.keyword, "a side has at most one `drop` rule");
                } else {
                    drop = Some((d, rule.keyword));
                }
            }
            RuleKind::Move(m) if m.broken => {
                // Its syntax errors are reported; check what did parse.
                let _ = check_move(&m, Vec::new(), rule.keyword, None, geometry, errors);
            }
            RuleKind::Move(m) => {
                let as_span = m.name.as_ref().map(Ident::span);
                if let Some(checked) = check_move(
                    &m,
                    rule.docs,
                    rule.keyword,
                    Some(decl.forward.dir),
                    geometry,
                    errors,
                ) {
                    let dir_spans = if m.dirs.is_empty() {
                        vec![m.steps_span.unwrap_or(rule.keyword)]
                    } else {
                        m.dirs.iter().map(|d| d.dir.span).collect()
                    };
                    moves.push(Placed {
                        rule: checked,
                        keyword: rule.keyword,
                        as_span,
                        dir_spans,
                        from_span: m.from.as_ref().map(|r| r.span),
                        from_parts: m
                            .from
                            .as_ref()
                            .map_or_else(Vec::new, |r| region_parts(r, geometry)),
                    });
                }
            }
            RuleKind::Promote(p) => {
                if let Some(doc) = rule.docs.first() {
                    errors.push(syn::Error::new_spanned(
                        doc,
                        "doc comments are not allowed on `promote` rules",
                    ));
                }
                promotes.push((p, rule.keyword));
            }
        }
    }

    let duplicates = check_names(&moves, errors);
    check_overlaps(&moves, &duplicates, geometry, errors);
    for placed in &moves {
        check_from_ranks(placed, geometry, errors);
    }

    // Where can this side's pawns go at all?
    let reachable = moves
        .iter()
        .map(|p| p.rule.reach(geometry, geometry.board()))
        .fold(Squares::EMPTY, |a, b| a | b);

    let mut promotions: Vec<Promotion> = Vec::new();
    for (rule, keyword) in promotes {
        if let Some(p) = check_promote(
            &rule,
            keyword,
            geometry,
            reachable,
            color,
            &promotions,
            pieces,
            errors,
        ) {
            promotions.push(p);
        }
    }
    if let Some(zone) = promotions.iter().find(|p| !p.optional) {
        check_from_outside_zone(&moves, zone, color, geometry, errors);
    }

    let drop =
        drop.and_then(|(d, keyword)| check_drop(&d, keyword, &moves, geometry, color, errors));

    (errors.len() == before).then(|| Side {
        color,
        forward: decl.forward.dir,
        docs: decl.docs,
        mirror_of: None,
        moves: moves.into_iter().map(|p| p.rule).collect(),
        promotions,
        drop,
    })
}

/// A `drop` rule: its region, without the squares where a pawn could never
/// move again (no rule of the side lands from there) or must already have
/// promoted; its file limit.
fn check_drop(
    rule: &ast::DropRule,
    keyword: Span,
    moves: &[Placed],
    geometry: Geometry,
    color: Color,
    errors: &mut Errors,
) -> Option<ir::Drop> {
    let region = match &rule.region {
        Some(region) => check_region(region, geometry, errors)?,
        None => geometry.board(),
    };
    let per_file = match rule.per_file {
        Some(n) if n.value == 0 => {
            errors.at(
                n.span,
                "`per_file 0` forbids every drop: leave the `drop` rule out instead",
            );
            return None;
        }
        Some(n) if n.value > geometry.height => {
            errors.at(
                n.span,
                format!(
                    "`per_file {}` allows more pawns than a file of this board has squares ({}): leave `per_file` out to allow any number",
                    n.value, geometry.height
                ),
            );
            return None;
        }
        Some(n) => Some(n.value),
        None => None,
    };
    let movable = (0..geometry.squares())
        .filter(|&sq| {
            moves
                .iter()
                .any(|p| !p.rule.reach_square(geometry, sq).is_empty())
        })
        .fold(Squares::EMPTY, |m, sq| m | Squares::bit(sq));
    // A pawn dropped into its mandatory zone stays a pawn until it moves
    // (euroshogi, torishogi): only squares it could never leave are out,
    // and with `immobile` not even those (dobutsu).
    if let Some(span) = rule.immobile
        && (region & !movable).is_empty()
    {
        errors.at(
            span,
            format!(
                "`immobile` changes nothing here: a {} pawn could move again from every square of {}; leave it out",
                color.name(),
                geometry.region_text(region)
            ),
        );
        return None;
    }
    let immobile = rule.immobile.is_some();
    let zone = if immobile { region } else { region & movable };
    if zone.is_empty() {
        errors.at(
            rule.region.as_ref().map_or(keyword, |r| r.span),
            format!(
                "a {} pawn could never be dropped: on every square of {} it could never move again",
                color.name(),
                geometry.region_text(region)
            ),
        );
        return None;
    }
    Some(ir::Drop {
        zone,
        per_file,
        immobile,
    })
}

/// The side's rules with every `betza` line replaced by the rules its
/// string stands for (its doc comments on the first). As in
/// Fairy-Stockfish, a Betza string is read from the side's own view:
/// forward is north for White and south for Black, whatever the block's
/// `forward` says.
fn expand_betza(
    rules: Vec<ast::Rule>,
    color: Color,
    side_forward: Direction,
    geometry: Geometry,
    errors: &mut Errors,
) -> Vec<ast::Rule> {
    let forward = match color {
        Color::White => Direction::North,
        Color::Black => Direction::South,
    };
    let mut out = Vec::new();
    for rule in rules {
        let RuleKind::Betza(b) = rule.kind else {
            out.push(rule);
            continue;
        };
        let span = b.text.span();
        let text = b.text.value();
        let has_initial = text.contains('i');
        if let Some(region) = &b.initial
            && !has_initial
        {
            errors.at(
                region.span,
                "`initial` says where the string's initial (`i`) moves start, and it has none",
            );
        }
        if has_initial && b.initial.is_none() && geometry.height < 2 {
            errors.at(
                span,
                "this board has no second rank for the string's initial (`i`) moves; say where they start with `initial REGION`",
            );
            continue;
        }
        let initial = b
            .initial
            .unwrap_or_else(|| second_rank(forward, geometry, span));
        let lands = |rule: &MoveRule, dir: Direction| {
            let from = rule.from.as_ref().map_or(geometry.board(), |r| {
                region_parts(r, geometry)
                    .into_iter()
                    .fold(Squares::EMPTY, |m, p| m | p)
            });
            let steps = rule.kind.steps();
            !ir::reach_one(geometry, from, dir, steps).is_empty()
        };
        let translated =
            crate::betza::translate(&b.text.value(), span, forward, &initial, &lands, errors);
        let mut docs = Some(rule.docs);
        for mut m in translated {
            // A rule along the block's forward direction is named as a
            // hand-written one would be (`single_push`, not `north_single_push`).
            if m.dirs.len() == 1 && m.dirs[0].dir.dir == side_forward && m.kind != MoveKind::Capture
            {
                m.dirs.clear();
            }
            out.push(ast::Rule {
                docs: docs.take().unwrap_or_default(),
                keyword: rule.keyword,
                kind: RuleKind::Move(m),
            });
        }
    }
    out
}

/// The side's second rank (or file) from its own back, where initial
/// moves start by default, as in Fairy-Stockfish's double-step region.
fn second_rank(forward: Direction, geometry: Geometry, span: Span) -> ast::Region {
    let n = |value| ast::Number { value, span };
    let area = match forward.delta() {
        (_, 1) => ast::Area::Ranks {
            first: n(2),
            last: n(2),
        },
        (_, -1) => ast::Area::Ranks {
            first: n(geometry.height.saturating_sub(1)),
            last: n(geometry.height.saturating_sub(1)),
        },
        (1, _) => ast::Area::Files {
            first: n(1),
            last: n(1),
        },
        _ => ast::Area::Files {
            first: n(geometry.width.saturating_sub(2)),
            last: n(geometry.width.saturating_sub(2)),
        },
    };
    ast::Region {
        areas: vec![area],
        span,
    }
}

/// Rules written twice, and generated names that clash; returns the rules
/// reported as written twice.
fn check_names(moves: &[Placed], errors: &mut Errors) -> Vec<usize> {
    let mut taken: HashMap<String, usize> = FIXED_SIDE_NAMES
        .iter()
        .map(|n| ((*n).to_owned(), usize::MAX))
        .collect();
    let mut duplicates = Vec::new();
    for (index, placed) in moves.iter().enumerate() {
        let (rule, keyword, as_span) = (&placed.rule, placed.keyword, placed.as_span);
        for name in rule.generated_names() {
            let Some(&other) = taken.get(&name) else {
                taken.insert(name, index);
                continue;
            };
            if other != usize::MAX && same_rule(&moves[other].rule, rule) {
                duplicates.push(index);
                let message = match (&moves[other].rule.betza, &rule.betza) {
                    (Some(first), _) => format!(
                        "duplicate rule: the Betza string `{first}` above makes these moves already"
                    ),
                    (None, Some(second)) => format!(
                        "duplicate rule: a rule above makes the moves of this Betza string `{second}` already"
                    ),
                    (None, None) => {
                        "duplicate rule: the same rule is written twice in this side".to_owned()
                    }
                };
                errors.at(keyword, message);
            } else if other == usize::MAX {
                errors.at(
                    as_span.unwrap_or(keyword),
                    format!("this rule would generate `{name}`, a name every side module already has; choose another with `as NAME`"),
                );
            } else {
                let fix = if rule.betza.is_some() {
                    "write these moves as rules of their own and name one with `as NAME` (a `betza` line has no `as`)"
                } else {
                    "name one of them with `as NAME`"
                };
                errors.at(
                    as_span.unwrap_or(keyword),
                    format!(
                        "this rule would generate `{name}`, which an earlier rule of this side generates too; {fix}"
                    ),
                );
            }
            break;
        }
    }
    duplicates
}

/// A pawn never stands in its mandatory zone, having promoted there: a
/// `from` square inside it is an error.
fn check_from_outside_zone(
    moves: &[Placed],
    zone: &Promotion,
    color: Color,
    geometry: Geometry,
    errors: &mut Errors,
) {
    for placed in moves {
        let (Some(from), Some(span)) = (placed.rule.from, placed.from_span) else {
            continue;
        };
        let inside = from & zone.zone;
        if !inside.is_empty() {
            errors.at(
                span,
                format!(
                    "a {} pawn never stands on {}: it must promote there (`promote in {}`){}",
                    color.name(),
                    geometry.region_text(inside),
                    geometry.region_text(zone.zone),
                    rewrite("from", from & !zone.zone, geometry)
                ),
            );
        }
    }
}

/// Every move must come from one rule: two rules, or two directions of
/// rules, that can make the same move (same from-square, to-square and kind)
/// are an error under the later one, naming the earlier. Decided square by
/// square from the geometry, not from the text. `duplicates` (rules already
/// reported as written twice) are skipped.
fn check_overlaps(moves: &[Placed], duplicates: &[usize], geometry: Geometry, errors: &mut Errors) {
    use std::collections::hash_map::Entry;
    // (from, to, captures) → (rule, direction) that makes it first.
    let mut owner: HashMap<(u32, u32, bool), (usize, usize)> = HashMap::new();
    for (index, placed) in moves.iter().enumerate() {
        if duplicates.contains(&index) {
            continue;
        }
        let m = &placed.rule;
        let kinds = [(false, m.quiet()), (true, m.captures())];
        for (d, &dir) in m.dirs.iter().enumerate() {
            // The first clash with each earlier rule, and how many moves clash.
            let mut clash: Option<(usize, u32, u32, bool)> = None;
            let mut count = 0;
            for (from, to) in m.landings(geometry, dir) {
                for (captures, _) in kinds.iter().filter(|(_, on)| *on) {
                    match owner.entry((from, to, *captures)) {
                        Entry::Vacant(e) => {
                            e.insert((index, d));
                        }
                        Entry::Occupied(e) => {
                            let (other, _) = *e.get();
                            if clash.is_none_or(|(o, ..)| o == other) {
                                clash.get_or_insert((other, from, to, *captures));
                                count += 1;
                            }
                        }
                    }
                }
            }
            if let Some((other, from, to, captures)) = clash {
                errors.at(
                    placed.dir_spans[d],
                    overlap_message(
                        m,
                        dir,
                        &moves[other].rule,
                        geometry,
                        (from, to, captures),
                        count,
                    ),
                );
            }
        }
    }
}

/// The squares `side`'s en-passant pushes pass: where the other side's
/// captures also land, onto an empty square.
fn en_passant_squares(side: &Side, geometry: Geometry) -> Squares {
    let mut passed = Squares::EMPTY;
    for m in side.moves.iter().filter(|m| m.en_passant) {
        let steps = m.steps().cast_signed();
        for &dir in &m.dirs {
            let (df, dr) = dir.delta();
            // A push passes its squares only where it lands.
            for (from, _) in m.landings(geometry, dir) {
                let (file, rank) = (from % geometry.width, from / geometry.width);
                for k in 1..steps {
                    let f = file.cast_signed() + df * k;
                    let r = rank.cast_signed() + dr * k;
                    passed |= Squares::bit(geometry.square(f.cast_unsigned(), r.cast_unsigned()));
                }
            }
        }
    }
    passed
}

/// A capture onto an en-passant square lands on an empty square: where a
/// quiet rule of the same side makes the same move (same from- and
/// to-square), the move would be made twice. An error under the later
/// rule, naming the earlier; returns whether there was none. Each side of
/// the module and of its kinds is checked against the en-passant squares
/// the other side's pushes (of any kind) pass.
fn check_en_passant_overlaps(
    sides: &[Side],
    kinds: &[ir::Module],
    geometry: Geometry,
    errors: &mut Errors,
) -> bool {
    let all_sides = || sides.iter().chain(kinds.iter().flat_map(|k| &k.sides));
    let passed = |color: Color| {
        all_sides()
            .filter(|s| s.color == color)
            .fold(Squares::EMPTY, |a, s| a | en_passant_squares(s, geometry))
    };
    let passed = [passed(Color::White), passed(Color::Black)];
    let mut ok = true;
    // A side derived by `mirrors` or `rotates` clashes exactly where the
    // side it comes from does (with the other side's squares, turned).
    for side in all_sides().filter(|s| s.mirror_of.is_none()) {
        let ep = passed[usize::from(side.color == Color::White)];
        if ep.is_empty() {
            continue;
        }
        // (from, to) of a quiet move → the rule making it.
        let mut quiet: HashMap<(u32, u32), usize> = HashMap::new();
        let mut captures: HashMap<(u32, u32), usize> = HashMap::new();
        for (index, m) in side.moves.iter().enumerate() {
            let mut clash: Option<(usize, u32, u32)> = None;
            let mut count = 0;
            let moves: Vec<(u32, u32)> = m
                .dirs
                .iter()
                .flat_map(|&dir| m.landings(geometry, dir))
                .collect();
            for &(from, to) in moves.iter().filter(|(_, to)| ep.contains(*to)) {
                // A quiet move meets an earlier capture, a capture an
                // earlier quiet move (a step is both, and clashes with
                // neither of its own).
                let earlier = [(m.quiet(), &captures), (m.captures(), &quiet)]
                    .into_iter()
                    .filter(|(on, _)| *on)
                    .find_map(|(_, map)| map.get(&(from, to)).copied())
                    .filter(|&other| other != index);
                if let Some(other) = earlier
                    && clash.is_none_or(|(o, ..)| o == other)
                {
                    clash.get_or_insert((other, from, to));
                    count += 1;
                }
            }
            for &(from, to) in &moves {
                if m.quiet() {
                    quiet.entry((from, to)).or_insert(index);
                }
                if m.captures() {
                    captures.entry((from, to)).or_insert(index);
                }
            }
            if let Some((other, from, to)) = clash {
                ok = false;
                let more = more_moves(count);
                errors.at(
                    m.keyword,
                    format!(
                        "this rule (`{}`) makes a move that the earlier rule `{}` makes too: both move a {} pawn from {} to {}, which can be an en-passant square (a capture onto it lands on an empty square){more}; every move must come from exactly one rule: drop the direction from one rule, or give them `from` ranks that share no square",
                        m.describe(geometry),
                        side.moves[other].describe(geometry),
                        side.color.name(),
                        geometry.square_name(from),
                        geometry.square_name(to),
                    ),
                );
            }
        }
    }
    ok
}

/// ` (and N more moves)` after the first of `count` clashing moves.
fn more_moves(count: usize) -> String {
    match count {
        1 => String::new(),
        2 => " (and 1 more move)".to_owned(),
        n => format!(" (and {} more moves)", n - 1),
    }
}

fn overlap_message(
    rule: &Move,
    dir: Direction,
    other: &Move,
    geometry: Geometry,
    (from, to, captures): (u32, u32, bool),
    count: usize,
) -> String {
    let this = if rule.dirs.len() > 1 {
        format!("direction `{}` of this rule", dir.name())
    } else {
        format!("this rule (`{}`)", rule.describe(geometry))
    };
    let how = if captures {
        "capturing"
    } else {
        "onto an empty square"
    };
    let more = more_moves(count);
    let hint = if matches!(rule.kind, MoveKind::Step) || matches!(other.kind, MoveKind::Step) {
        "a `step` both moves onto empty squares and captures, so it needs no `push 1` or `capture` the same way"
    } else {
        "drop the direction from one rule, or give them `from` ranks that share no square"
    };
    format!(
        "{this} makes moves that the earlier rule `{}` makes too: both move a pawn from {} to {} {how}{more}; every move must come from exactly one rule: {hint}",
        other.describe(geometry),
        geometry.square_name(from),
        geometry.square_name(to),
    )
}

/// Parts of a `from` (ranks, files, squares, as written) from which no
/// direction of the rule lands.
fn check_from_ranks(placed: &Placed, geometry: Geometry, errors: &mut Errors) {
    let m = &placed.rule;
    let (Some(from), Some(span)) = (m.from, placed.from_span) else {
        return;
    };
    let dead = placed
        .from_parts
        .iter()
        .filter(|&&part| {
            m.dirs
                .iter()
                .all(|&d| ir::reach_one(geometry, part, d, m.steps()).is_empty())
        })
        .fold(Squares::EMPTY, |a, &b| a | b);
    // All dead is the "never lands" error of each direction.
    if dead.is_empty() || dead == from {
        return;
    }
    let what = noun(m.kind);
    let names = m.dir_names(" or ");
    errors.at(
        span,
        format!(
            "part of this `from` is unreachable: from {}, every {what} {names} leaves this {} x {} board{}",
            geometry.region_text(dead),
            geometry.width,
            geometry.height,
            rewrite("from", from & !dead, geometry)
        ),
    );
}

/// `2-step push`, `capture`, `step`: a rule kind in messages.
fn noun(kind: MoveKind) -> String {
    match kind {
        MoveKind::Push { steps } => format!("{steps}-step push"),
        MoveKind::Capture => "capture".to_owned(),
        MoveKind::Step => "step".to_owned(),
    }
}

/// The advice to write `from …` or `in …` with the squares `live`.
fn rewrite(word: &str, live: Squares, geometry: Geometry) -> String {
    if live.is_empty() {
        String::new()
    } else {
        format!("; write `{word} {}`", geometry.region_text(live))
    }
}

fn same_rule(a: &Move, b: &Move) -> bool {
    a.kind == b.kind
        && a.jumping == b.jumping
        && a.dirs == b.dirs
        && a.from_mask == b.from_mask
        && a.en_passant == b.en_passant
}

/// A rule's step count, and the clauses that depend on it (`en_passant`,
/// `jumping`).
fn check_steps(rule: &MoveRule, steps_span: Span, errors: &mut Errors) -> u32 {
    let steps = rule.kind.steps();
    if steps == 0 {
        errors.at(steps_span, "a push must move at least 1 step");
    } else if steps >= MAX_SIDE {
        errors.at(
            steps_span,
            format!(
                "a push of {steps} steps can never stay on a board of at most {MAX_SIDE} ranks"
            ),
        );
    }
    let leap = rule.dirs.iter().find(|d| d.dir.dir.is_leap());
    if let Some(leap) = leap {
        if steps > 1 {
            errors.at(
                steps_span,
                format!(
                    "a leap moves once: `{}` takes `push 1` (a push of {steps} steps is a run along one of the eight step directions)",
                    leap.dir.dir.name()
                ),
            );
        }
        if let Some(span) = rule.en_passant {
            errors.at(
                span,
                format!(
                    "a leap (`{}`) creates no en-passant squares: en passant takes on the squares a multi-step push runs over",
                    leap.dir.dir.name()
                ),
            );
        }
    }
    if let Some(span) = rule.jumping {
        if steps < 2 && leap.is_none() {
            errors.at(
                span,
                "`jumping` needs a push of 2 or more steps, or a leap: a single step passes no square to jump",
            );
        } else if leap.is_none() && rule.en_passant.is_some() {
            errors.at(
                span,
                "a `jumping` push creates no en-passant squares: the squares it leaps may be occupied; remove `en_passant` or `jumping`",
            );
        }
    }
    if let Some(span) = rule.en_passant
        && steps < 2
        && leap.is_none()
    {
        errors.at(
            span,
            "`en_passant` needs a push of 2 or more steps: a single step passes no square",
        );
    }
    steps
}

fn check_move(
    rule: &MoveRule,
    docs: Vec<syn::Attribute>,
    keyword: Span,
    forward: Option<Direction>,
    geometry: Geometry,
    errors: &mut Errors,
) -> Option<Move> {
    let before = errors.len();
    let steps_span = rule.steps_span.unwrap_or(keyword);
    let steps = check_steps(rule, steps_span, errors);

    let mut dirs: Vec<Direction> = Vec::new();
    for dg in &rule.dirs {
        if dirs.contains(&dg.dir.dir) {
            errors.at(
                dg.dir.span,
                format!(
                    "direction `{}` appears twice in this rule",
                    dg.dir.dir.name()
                ),
            );
            continue;
        }
        dirs.push(dg.dir.dir);
        if let Some(guard) = dg.guard {
            check_guard(dg.dir.dir, guard, geometry, errors);
        }
    }
    let from = match &rule.from {
        Some(region) => Some(check_region(region, geometry, errors)?),
        None => None,
    };
    let from_mask = from.unwrap_or(geometry.board());

    let explicit_dirs = !rule.dirs.is_empty();
    if !explicit_dirs {
        // Unknown when the side's header is broken: nothing more to check.
        dirs.push(forward?);
    }
    if errors.len() != before || steps == 0 || dirs.is_empty() {
        return None;
    }

    // Every direction must be able to land somewhere from the start mask.
    let what = noun(rule.kind);
    for (i, &dir) in dirs.iter().enumerate() {
        if ir::reach_one(geometry, from_mask, dir, steps).is_empty() {
            let span = if explicit_dirs {
                rule.dirs[i].dir.span
            } else {
                rule.from.as_ref().map_or(steps_span, |r| r.span)
            };
            let whence = match from {
                Some(from) => format!("from {}", geometry.region_text(from)),
                None => "from any square".to_owned(),
            };
            errors.at(
                span,
                format!(
                    "this rule can never land on the board: {whence}, every {what} {} leaves this {} x {} board",
                    dir.name(),
                    geometry.width,
                    geometry.height
                ),
            );
        }
    }

    let base = match &rule.name {
        Some(name) => check_name(name, errors),
        None => derived_base(rule.kind, explicit_dirs, &dirs),
    };
    (errors.len() == before).then(|| Move {
        kind: rule.kind,
        dirs,
        from,
        from_mask,
        en_passant: rule.en_passant.is_some(),
        jumping: rule.jumping.is_some(),
        betza: rule.betza.clone(),
        base,
        named: rule.name.is_some(),
        explicit_dirs,
        docs,
        keyword,
    })
}

/// An `as` name: a `snake_case` word, which the generated names start with.
fn check_name(name: &Ident, errors: &mut Errors) -> String {
    let text = name.to_string();
    let text = text.strip_prefix("r#").unwrap_or(&text).to_owned();
    if let Some(message) = not_ascii(&text, "`as`") {
        errors.at(name.span(), message);
    } else if text.chars().any(|c| c.is_ascii_uppercase()) || text.starts_with('_') {
        let suggestion = snake_case(&text);
        let example = if suggestion.starts_with(|c: char| c.is_ascii_lowercase()) {
            suggestion
        } else {
            "long_push".to_owned()
        };
        errors.at(
            name.span(),
            format!(
                "`as` names are `snake_case` words that start with a letter, as in `as {example}`"
            ),
        );
    }
    text
}

fn check_guard(dir: Direction, guard: ast::Guard, geometry: Geometry, errors: &mut Errors) {
    let letter = Geometry::file_letter(guard.file);
    if dir.is_leap() {
        errors.at(
            guard.span,
            format!(
                "a leap takes no guard: `{}` is shifted one step at a time, each step guarded; remove `guard not_file_{letter}`",
                dir.name()
            ),
        );
        return;
    }
    if guard.file >= geometry.width {
        errors.at(
            guard.span,
            format!(
                "file `{letter}` is outside this {}-file board (files a..={})",
                geometry.width,
                Geometry::file_letter(geometry.width - 1)
            ),
        );
        return;
    }
    match geometry.wrap_file(dir) {
        None => errors.at(
            guard.span,
            format!(
                "shifting `{}` never wraps around a file edge, so it takes no guard; remove `guard not_file_{letter}`",
                dir.name()
            ),
        ),
        Some(wrap) if wrap != guard.file => {
            let wrap_letter = Geometry::file_letter(wrap);
            errors.at(
                guard.span,
                format!(
                    "wrong guard: shifting `{}` from file {wrap_letter} wraps to file {}, and file {letter} does not wrap; the guard must exclude file {wrap_letter}: write `guard not_file_{wrap_letter}`",
                    dir.name(),
                    Geometry::file_letter(geometry.wrapped_to(dir)),
                ),
            );
        }
        Some(_) => {}
    }
}

#[allow(clippy::too_many_arguments)]
fn check_promote(
    rule: &PromoteRule,
    keyword: Span,
    geometry: Geometry,
    reachable: Squares,
    color: Color,
    earlier: &[Promotion],
    pieces: &mut Vec<Piece>,
    errors: &mut Errors,
) -> Option<Promotion> {
    let before = errors.len();
    let zone = check_region(&rule.zone, geometry, errors)?;
    if (zone & reachable).is_empty() {
        errors.at(
            rule.zone.span,
            format!(
                "{} pawns can never enter this promotion zone: no rule of this side moves a pawn onto {}",
                color.name(),
                geometry.region_text(zone)
            ),
        );
    }
    let dead = region_parts(&rule.zone, geometry)
        .into_iter()
        .filter(|&part| (part & reachable).is_empty())
        .fold(Squares::EMPTY, |a, b| a | b);
    if !dead.is_empty() && !(zone & reachable).is_empty() {
        errors.at(
            rule.zone.span,
            format!(
                "part of this promotion zone is unreachable: no rule of this side moves a {} pawn onto {}{}",
                color.name(),
                geometry.region_text(dead),
                rewrite("in", zone & !dead, geometry)
            ),
        );
    }
    if earlier.iter().any(|p| p.optional == rule.optional) {
        errors.at(
            keyword,
            format!(
                "a side has at most one {} promote rule; put its ranks in one `in ranks R..=S`",
                if rule.optional {
                    "optional"
                } else {
                    "mandatory"
                }
            ),
        );
    } else if let Some(p) = earlier.iter().find(|p| !(p.zone & zone).is_empty()) {
        errors.at(
            rule.zone.span,
            format!(
                "this promotion zone overlaps the {} one ({}); a square is either mandatory or optional",
                if p.optional { "optional" } else { "mandatory" },
                geometry.region_text(p.zone)
            ),
        );
    }
    if let (Some(none), true) = (rule.none, rule.optional) {
        errors.at(
            none,
            "an optional promotion to `none` promotes to nothing: leave the rule out, or drop `optional` to keep pawns out of the zone",
        );
    }
    let mut indices = Vec::new();
    for piece in &rule.pieces {
        let ident = &piece.ident;
        let spec_name = ident.to_string();
        if spec_name.eq_ignore_ascii_case("pawn") {
            errors.at(
                ident.span(),
                "a pawn promotes to another piece, not to `pawn`: name the pieces it becomes (a further kind of pawn is declared with `kind NAME { … }`)",
            );
        }
        if let Some(message) = not_ascii(&spec_name, "piece") {
            errors.at(ident.span(), message);
            continue;
        }
        let index = check_piece(piece, pieces, errors);
        // (Spelt another way, it was said already.)
        if indices.contains(&index) && pieces[index].spec_name == spec_name {
            errors.at(ident.span(), format!("piece `{spec_name}` is listed twice"));
        }
        indices.push(index);
    }
    (errors.len() == before).then_some(Promotion {
        optional: rule.optional,
        zone,
        pieces: indices,
    })
}

/// A promotion piece: its index in the module's pieces (added if new), its
/// limit checked against earlier mentions.
fn check_piece(piece: &ast::PieceRef, pieces: &mut Vec<Piece>, errors: &mut Errors) -> usize {
    let ident = &piece.ident;
    let spec_name = ident.to_string();
    let variant_name = camel_case(&spec_name);
    let limit = match piece.limit {
        Some(n) if n.value == 0 => {
            errors.at(
                n.span,
                format!("a limit of 0 forbids `{spec_name}`: leave it out of the list instead"),
            );
            None
        }
        Some(n) => match u8::try_from(n.value) {
            Ok(limit) => Some(limit),
            Err(_) => {
                errors.at(n.span, "a piece limit is at most 255");
                None
            }
        },
        None => None,
    };
    match pieces.iter().position(|p| p.variant == variant_name) {
        Some(i) => {
            if pieces[i].spec_name != spec_name {
                errors.at(
                    ident.span(),
                    format!(
                        "`{spec_name}` and `{}` name the same piece; spell it one way",
                        pieces[i].spec_name
                    ),
                );
            } else if pieces[i].limit != limit {
                let show = |l: Option<u8>| {
                    l.map_or("no limit".to_owned(), |n| format!("`{spec_name}({n})`"))
                };
                errors.at(
                    piece.limit.map_or(ident.span(), |n| n.span),
                    format!(
                        "`{spec_name}` has {} here but {} in an earlier promote rule; a piece has one limit",
                        show(limit),
                        show(pieces[i].limit)
                    ),
                );
            }
            i
        }
        None => {
            if pieces.len() == MAX_PIECES {
                errors.at(
                    ident.span(),
                    format!("too many promotion pieces: a module has at most {MAX_PIECES}"),
                );
            }
            pieces.push(Piece {
                spec_name: spec_name.clone(),
                variant: Ident::new(&variant_name, ident.span()),
                limit,
            });
            pieces.len() - 1
        }
    }
}

/// A piece has one limit in a module, its kinds included (`queen(1)` for
/// the pawns and `queen(2)` for a kind is an error under the kind's);
/// returns whether every limit agrees.
fn same_limits(pieces: &[Piece], kinds: &[ir::Module], errors: &mut Errors) -> bool {
    let mut ok = true;
    let mut seen: Vec<(&Piece, String)> =
        pieces.iter().map(|p| (p, "the pawns".to_owned())).collect();
    for kind in kinds {
        for piece in &kind.pieces {
            match seen.iter().find(|(p, _)| p.spec_name == piece.spec_name) {
                Some((first, whose)) if first.limit != piece.limit => {
                    let show = |l: Option<u8>| {
                        l.map_or("no limit".to_owned(), |n| {
                            format!("`{}({n})`", piece.spec_name)
                        })
                    };
                    errors.at(
                        piece.variant.span(),
                        format!(
                            "`{}` has {} for the kind `{}` but {} for {whose}; a piece has one limit",
                            piece.spec_name,
                            show(piece.limit),
                            kind.name,
                            show(first.limit)
                        ),
                    );
                    ok = false;
                }
                Some(_) => {}
                None => seen.push((piece, format!("the kind `{}`", kind.name))),
            }
        }
    }
    ok
}

/// Promotion pieces of one module: `generate_with_pieces` masks them in a `u32`.
const MAX_PIECES: usize = 32;

/// Why `name`, a name of a `what` (module, kind, `as`), is refused if it
/// holds a character beyond ASCII. The generated code's names are built
/// from it, and rustc compares identifiers after Unicode normalisation
/// (NFC), so `café` written composed and decomposed would be two names to
/// the checker and one to rustc; names are ASCII, so they are always equal
/// or not to both.
fn not_ascii(name: &str, what: &str) -> Option<String> {
    let c = name.chars().find(|c| !c.is_ascii())?;
    Some(format!(
        "{what} names are ASCII words, and `{}` holds `{}` (U+{:04X}): the generated code's names are built from them",
        name.escape_debug(),
        c.escape_debug(),
        u32::from(c)
    ))
}

/// `SinglePush` → `single_push`, for suggestions.
fn snake_case(word: &str) -> String {
    let mut out = String::new();
    for c in word.trim_start_matches('_').chars() {
        if c.is_ascii_uppercase() {
            if !out.is_empty() && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `queen` → `Queen`, `grand_vizier` → `GrandVizier`.
fn camel_case(word: &str) -> String {
    let word = word.strip_prefix("r#").unwrap_or(word);
    word.split('_')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or_else(String::new, |c| {
                c.to_uppercase().chain(chars).collect::<String>()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derived_names() {
        use Direction::*;
        assert_eq!(
            derived_base(MoveKind::Push { steps: 1 }, false, &[North]),
            "single_push"
        );
        assert_eq!(
            derived_base(MoveKind::Push { steps: 3 }, false, &[North]),
            "triple_push"
        );
        assert_eq!(
            derived_base(MoveKind::Push { steps: 5 }, false, &[North]),
            "push_5"
        );
        assert_eq!(
            derived_base(MoveKind::Push { steps: 2 }, true, &[NorthWest, NorthEast]),
            "north_west_north_east_double_push"
        );
        assert_eq!(
            derived_base(MoveKind::Capture, true, &[NorthWest]),
            "north_west"
        );
        assert_eq!(
            derived_base(MoveKind::Step, true, &[East, West]),
            "east_west_step"
        );
    }

    #[test]
    fn camel_case_names() {
        assert_eq!(camel_case("queen"), "Queen");
        assert_eq!(camel_case("grand_vizier"), "GrandVizier");
        assert_eq!(camel_case("Met"), "Met");
        assert_eq!(snake_case("SinglePush"), "single_push");
        assert_eq!(snake_case("_X"), "x");
    }
}
