//! What a resolved section becomes: a spec of its pawn kinds (checked by
//! the spec's own checker) and the engine's [`Notes`] for the rest.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use super::moves::{self, Square, makes_en_passant};
use super::options::{Pieces, Variant};
use super::pieces::{PAWN, Type};
use super::values::Region;
use crate::betza::{Movement, PieceMoves};
use crate::notes::{
    Captures, CastlingNote, Connect, Extinction, Flag, Notes, Part, PieceDef, PromotionLimit,
    Walling, Zone,
};

/// The module name of a section: `-` becomes `_`, a leading digit gets a
/// `v` before it, a Rust keyword an `_` after it (`3check-crazyhouse` is
/// `v3check_crazyhouse`), as the catalog names its modules.
///
/// ```
/// use pawnshift_engine::notes::fsf::module_name;
/// assert_eq!(module_name("3check-crazyhouse"), "v3check_crazyhouse");
/// assert_eq!(module_name("loop"), "loop_");
/// ```
#[must_use]
pub fn module_name(section: &str) -> String {
    // Rust's keywords, strict and reserved, in every edition.
    const KEYWORDS: &[&str] = &[
        "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
        "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
        "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub",
        "ref", "return", "self", "static", "struct", "super", "trait", "true", "try", "type",
        "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
    ];
    let mut name: String = section
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert(0, 'v');
    }
    if KEYWORDS.contains(&name.as_str()) {
        name.push('_');
    }
    name
}

/// A start FEN as Fairy-Stockfish reads it, written out in full: its
/// fields after the side to move may be missing or out of place (`w - 0
/// 1`, `b 0 1`, check counts straight after the side: `w 7+7 0 1`), which
/// it reads leniently; this keeps the castling rights, en-passant
/// squares and check counts it finds and writes `-` for the others.
pub(super) fn normalise_fen(fen: &str) -> String {
    let mut words = fen.split_whitespace();
    let board = words.next().unwrap_or("");
    let side = words.next().unwrap_or("w");
    let (mut castling, mut en_passant, mut checks) = (None, None, None);
    let mut counters = Vec::new();
    for word in words {
        let square = |w: &str| {
            w.starts_with(|c: char| c.is_ascii_lowercase())
                && w.chars().any(|c| c.is_ascii_digit())
                && w.chars().all(|c| c.is_ascii_alphanumeric())
        };
        if word.split_once('+').is_some_and(|(a, b)| {
            [a, b]
                .iter()
                .all(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        }) {
            checks = Some(word);
        } else if word.chars().all(|c| c.is_ascii_digit()) {
            counters.push(word);
        } else if castling.is_none() && en_passant.is_none() && !square(word) {
            castling = Some(word);
        } else if en_passant.is_none() && (word == "-" || square(word)) {
            castling.get_or_insert("-");
            en_passant = Some(word);
        }
    }
    let mut fields = vec![
        board,
        side,
        castling.unwrap_or("-"),
        en_passant.unwrap_or("-"),
    ];
    fields.extend(checks);
    fields.push(counters.first().copied().unwrap_or("0"));
    fields.push(counters.get(1).copied().unwrap_or("1"));
    fields.join(" ")
}

/// The pawn kinds: the pawn if the variant has it, and the types that
/// promote as pawns or take en passant; the main kind (Fairy-Stockfish's
/// main promotion pawn type, White's) first. Two types that are
/// [`sided`] are one kind, named by White's.
fn kinds(v: &Variant) -> Vec<Type> {
    let mut kinds = types_of_pawns(v);
    if let Some([_, black]) = sided(v) {
        kinds.retain(|&t| t != black);
    }
    kinds
}

/// Two pawn types of which each side has its own only, White's first
/// (khans: White's chess pawns, Black's soldiers): each is its side's main
/// promotion pawn type, the start position holds each side's pawns of its
/// own type only, and nothing is dropped. The engine plays them as one
/// kind whose sides move and are written each as its type.
fn sided(v: &Variant) -> Option<[Type; 2]> {
    let types = types_of_pawns(v);
    let &[a, b] = types.as_slice() else {
        return None;
    };
    let stands = |t: Type, white: bool| {
        v.letters.get(&t).is_some_and(|&l| {
            let l = if white { l.to_ascii_uppercase() } else { l };
            start_board(v).contains(l)
        })
    };
    [[a, b], [b, a]].into_iter().find(|&[white, black]| {
        !v.piece_drops
            && v.main_pawn_type == [Some(white), Some(black)]
            && !stands(white, false)
            && !stands(black, true)
    })
}

/// The types [`kinds`] reads, apart.
fn types_of_pawns(v: &Variant) -> Vec<Type> {
    let mut kinds: Vec<Type> = v.main_pawn_type[0]
        .into_iter()
        .chain(
            v.promotion_pawn_types
                .iter()
                .chain(&v.en_passant_types)
                .flatten()
                .copied(),
        )
        .chain(std::iter::once(PAWN).filter(|_| pawn_appears(v)))
        .filter(|t| v.letters.contains_key(t))
        .collect();
    let mut seen = BTreeSet::new();
    kinds.retain(|t| seen.insert(*t));
    // A variant without pawns (breakthrough, hexapawn, shogi's) plays a
    // piece that moves as a pawn may as one: the one written `p`, else
    // the first; never one a piece promotes to (gethenian's `q`, a
    // promoted king).
    let promoting = |t: Type| {
        v.promoted_piece_type
            .values()
            .any(|&promoted| t == promoted)
    };
    let pawn_like: Vec<(&Type, &char)> = v
        .letters
        .iter()
        .filter(|&(&t, _)| !promoting(t) && moves::betza(v, t).is_some_and(moves::pawn_like))
        .collect();
    if kinds.is_empty()
        && let Some(&(&t, _)) = pawn_like
            .iter()
            .find(|&&(_, &l)| l == 'p')
            .or_else(|| pawn_like.first())
    {
        kinds.push(t);
    }
    kinds
}

/// Whether the pawn can stand on the board: it is in the start position
/// (or its hands), or pieces are dropped. Xhess keeps chess's pawn as a
/// type (`pawnTypes = h` makes its own pawn the one that promotes) that
/// no position of the game holds.
fn pawn_appears(v: &Variant) -> bool {
    let Some(&letter) = v.letters.get(&PAWN) else {
        return false;
    };
    v.piece_drops
        || start_board(v)
            .chars()
            .any(|c| c.eq_ignore_ascii_case(&letter))
}

/// The board field of the start position (its hands included).
fn start_board(v: &Variant) -> &str {
    v.start_fen.split(' ').next().unwrap_or_default()
}

/// A square set as a spec region: whole ranks (`rank 2`, `ranks 2..=3`),
/// whole files (`file a`), then squares (`b3`), joined by `|`.
fn region_text(squares: &BTreeSet<(u32, u32)>, width: u32, height: u32) -> String {
    let file = |f: u32| char::from_u32(u32::from('a') + f).unwrap_or('?');
    let full_rank = |r: u32| (0..width).all(|f| squares.contains(&(f, r)));
    let mut parts = Vec::new();
    let mut left = squares.clone();
    let mut r = 0;
    while r < height {
        if full_rank(r) {
            let first = r;
            while r + 1 < height && full_rank(r + 1) {
                r += 1;
            }
            parts.push(if first == r {
                format!("rank {}", r + 1)
            } else {
                format!("ranks {}..={}", first + 1, r + 1)
            });
            left.retain(|&(_, rank)| rank < first || rank > r);
        }
        r += 1;
    }
    for f in 0..width {
        if height > 1 && (0..height).all(|r| left.contains(&(f, r))) {
            parts.push(format!("file {}", file(f)));
            left.retain(|&(file, _)| file != f);
        }
    }
    let mut left: Vec<(u32, u32)> = left.into_iter().map(|(f, r)| (r, f)).collect();
    left.sort_unstable();
    parts.extend(left.iter().map(|&(r, f)| format!("{}{}", file(f), r + 1)));
    parts.join(" | ")
}

/// The squares of a side's region on the variant's board.
pub(super) fn squares(v: &Variant, region: &Region) -> BTreeSet<(u32, u32)> {
    region.squares(v.max_file, v.max_rank)
}

/// The squares a push starts from, where it makes en-passant squares
/// and where it makes none.
type Starts = [BTreeSet<(u32, u32)>; 2];

/// A side's moves of a kind: its `narrowed` steps ([`step_rules`]), or
/// the pawn's double and triple `pushes` and its captures (Black's
/// directions where `black_block`), or a custom pawn's Betza string
/// (initial moves from `steps`).
fn move_rules(
    v: &Variant,
    kind: Type,
    (side, black_block): (usize, bool),
    narrowed: Option<&Steps>,
    steps: &BTreeSet<(u32, u32)>,
    pushes: &[Starts; 2],
) -> Result<Vec<String>, String> {
    let text = |set: &BTreeSet<(u32, u32)>| region_text(set, v.max_file, v.max_rank);
    let en_passant = makes_en_passant(v, kind, side)?;
    let mut rules = Vec::new();
    if let Some(narrowed) = narrowed {
        rules.extend(narrowed.rules.iter().cloned());
    } else if kind == PAWN {
        rules.push("push 1;".to_owned());
        for (n, [taken, untaken]) in (2..).zip(pushes) {
            // (Named apart where both are written: each rule names the
            // function that generates it.)
            let apart = if taken.is_empty() {
                String::new()
            } else {
                let word = if n == 2 { "double" } else { "triple" };
                format!(" as {word}_push_without_en_passant")
            };
            for (from, ep) in [(taken, " en_passant"), (untaken, apart.as_str())] {
                if !from.is_empty() {
                    rules.push(format!("push {n} from {}{ep};", text(from)));
                }
            }
        }
        rules.push(if black_block {
            "capture south_west | south_east;".to_owned()
        } else {
            "capture north_west | north_east;".to_owned()
        });
    } else {
        let Some(written) = moves::betza(v, kind) else {
            return Err(format!(
                "`{}` is a pawn type here, which the engine plays for pieces with moves only",
                kind.key()
            ));
        };
        let key = kind.key();
        if en_passant && moves::leaps_initially(v, kind) {
            return Err(format!(
                "`{key} = …:{written}`: Fairy-Stockfish makes en-passant squares where its initial double steps leap (no `n`), the engine's leaping steps make none"
            ));
        }
        // (Fairy-Stockfish makes en-passant squares on initial double
        // steps whether or not the string has an `e`.)
        let betza = moves::kings_as_steps(&moves::with_en_passant(written, en_passant))
            .map_err(|e| format!("`{key} = …:{written}`: {e}"))?;
        if betza.contains('i') {
            if steps.is_empty() {
                return Err(format!(
                    "`{key} = …:{written}` has initial moves (`i`) but no double-step region to make them from"
                ));
            }
            rules.push(format!("betza \"{betza}\" initial {};", text(steps)));
        } else {
            rules.push(format!("betza \"{betza}\";"));
        }
    }
    Ok(rules)
}

/// Where a side's double and triple pushes of a kind start, in `frame`:
/// the double steps' squares (a Betza pawn's initial moves), and the
/// pawn's pushes split by whether they make en-passant squares. (A push
/// that would leave the board is made from no square: those are left
/// out, as Fairy-Stockfish makes none.)
fn push_starts(
    v: &Variant,
    kind: Type,
    side: usize,
    frame: Frame,
) -> Result<(BTreeSet<Square>, [Starts; 2]), String> {
    let h = v.max_rank;
    let starts = |r: &Region, n: u32| -> BTreeSet<Square> {
        squares(v, r)
            .into_iter()
            .filter(|&(_, rank)| if side == 0 { rank + n < h } else { rank >= n })
            .collect()
    };
    let double = if v.double_step {
        starts(&v.double_step_region[side], 2)
    } else {
        BTreeSet::new()
    };
    let triple = starts(&v.triple_step_region[side], 3);
    let mapped = |set: BTreeSet<Square>| set.into_iter().map(|s| frame.square(v, s)).collect();
    let mut split: [Starts; 2] = Default::default();
    if kind == PAWN {
        for (split, (n, from)) in split.iter_mut().zip([(2, &double), (3, &triple)]) {
            *split = moves::pawn_pushes(v, side, from, n)?.map(mapped);
        }
    }
    Ok((mapped(double), split))
}

/// The frame a side's rules are written in: its own squares and
/// directions, or Black's turned onto White's to compare them with
/// White's rules (`black mirrors white`, `black rotates white`).
#[derive(Clone, Copy)]
enum Frame {
    Own,
    /// Across the middle rank.
    Mirrored,
    /// By 180 degrees.
    Rotated,
}

impl Frame {
    /// A square of the variant's board in this frame.
    fn square(self, v: &Variant, (f, r): Square) -> Square {
        match self {
            Frame::Own => (f, r),
            Frame::Mirrored => (f, v.max_rank - 1 - r),
            Frame::Rotated => (v.max_file - 1 - f, v.max_rank - 1 - r),
        }
    }

    /// A step `(file, rank)` in this frame.
    fn step(self, (df, dr): (i32, i32)) -> (i32, i32) {
        match self {
            Frame::Own => (df, dr),
            Frame::Mirrored => (df, -dr),
            Frame::Rotated => (-df, -dr),
        }
    }
}

/// A step `(file, rank)`.
type Step = (i32, i32);

/// The one-square steps `(file, rank)` and their names in a spec.
const DIRECTIONS: [(Step, &str); 8] = [
    ((0, 1), "north"),
    ((1, 1), "north_east"),
    ((1, 0), "east"),
    ((1, -1), "south_east"),
    ((0, -1), "south"),
    ((-1, -1), "south_west"),
    ((-1, 0), "west"),
    ((-1, 1), "north_west"),
];

/// The spec's name of a one-square step.
fn direction(d: Step) -> Option<&'static str> {
    DIRECTIONS
        .iter()
        .find(|&&(e, _)| e == d)
        .map(|&(_, name)| name)
}

/// A side's rules of a kind that steps one square, moving and capturing
/// alike (xiangqi's soldier, `fsW`), as `step` rules, where
/// Fairy-Stockfish narrows those steps: the soldier steps sideways only
/// from its `soldierPromotionRank` on, and no step leaves the kind's
/// mobility region (each rule's `from` holds the squares whose step
/// lands inside it). `None` where neither narrows the kind's moves; an
/// error for a mobility region on a kind that moves otherwise.
fn step_rules(v: &Variant, kind: Type, side: usize, frame: Frame) -> Result<Option<Steps>, String> {
    let is_soldier = Type::named("soldier") == Some(kind);
    let soldier = is_soldier && v.soldier_promotion_rank > 1;
    let region = v.mobility_region.get(&kind).map(|r| squares(v, &r[side]));
    // (On janggi's palace diagonals the soldier also steps as the pawn
    // captures, from a square of the lines to one.)
    let lines = diagonal_lines(v).filter(|_| is_soldier);
    if !soldier && region.is_none() && lines.is_none() {
        return Ok(None);
    }
    if is_soldier && v.soldier_promotion_rank > v.max_rank {
        return Err(format!(
            "`soldierPromotionRank = {}` beyond the board's {} ranks, where Fairy-Stockfish's Black soldiers step sideways everywhere and White's nowhere, which the engine does not play",
            v.soldier_promotion_rank, v.max_rank
        ));
    }
    if soldier && lines.is_some() {
        return Err("`soldierPromotionRank` with `diagonalLines`: Fairy-Stockfish's soldiers below that rank move along the lines but do not attack along them, which the engine does not play".to_owned());
    }
    let refuse = || {
        format!(
            "`mobilityRegion…{}`: a region for a pawn kind that does not only step one square, moving and capturing alike, which the engine does not play (the spec says where pawns go)",
            kind.key()
        )
    };
    let Some(parsed) = moves::betza(v, kind).and_then(|b| PieceMoves::parse(b).ok()) else {
        return Err(refuse());
    };
    let parsed = if side == 0 { parsed } else { parsed.turned() };
    let one_square = |m: &Movement| {
        m.rides.is_empty()
            && m.lame.is_empty()
            && m.hops.is_empty()
            && m.leaps
                .iter()
                .all(|&(df, dr)| df.abs() <= 1 && dr.abs() <= 1)
    };
    if parsed.quiet != parsed.capture || !one_square(&parsed.quiet) {
        return Err(refuse());
    }
    let (w, h) = (v.max_file, v.max_rank);
    let board: Vec<Square> = moves::board(v).collect();
    let relative_rank = |(_, r): Square| if side == 0 { r + 1 } else { h - r };
    // Per step, the squares it moves from onto the board, and those of
    // them Fairy-Stockfish lets it.
    let onboard = |d| -> BTreeSet<Square> {
        board
            .iter()
            .copied()
            .filter(|&s| moves::moved(v, s, d).is_some())
            .collect()
    };
    let forward = if side == 0 { 1 } else { -1 };
    let on_lines = |s: Square, d: Step| {
        d.1 == forward
            && d.0 != 0
            && lines.as_ref().is_some_and(|l| {
                l.contains(&s) && moves::moved(v, s, d).is_some_and(|to| l.contains(&to))
            })
    };
    let allowed = |d: Step| -> BTreeSet<Square> {
        onboard(d)
            .into_iter()
            .filter(|&s| {
                let stepped = parsed.quiet.leaps.contains(&d)
                    && (!soldier || d.1 != 0 || relative_rank(s) >= v.soldier_promotion_rank);
                stepped || on_lines(s, d)
            })
            .filter(|&s| {
                moves::moved(v, s, d)
                    .is_some_and(|to| region.as_ref().is_none_or(|r| r.contains(&to)))
            })
            .collect()
    };
    let mut steps = parsed.quiet.leaps.clone();
    if lines.is_some() {
        for d in [(-1, forward), (1, forward)] {
            if !steps.contains(&d) {
                steps.push(d);
            }
        }
    }
    // (In the frame's order, so that Black's rules turned read as White's.)
    steps.sort_by_key(|&d| DIRECTIONS.iter().position(|&(e, _)| e == frame.step(d)));
    let groups = shared_rules(&steps, &onboard, &allowed);
    let movable: BTreeSet<Square> = steps.iter().flat_map(|&d| allowed(d)).collect();
    let rules = groups
        .into_iter()
        .map(|(from, steps)| {
            let names = steps
                .iter()
                .map(|&d| direction(frame.step(d)).ok_or_else(refuse))
                .collect::<Result<Vec<_>, String>>()?
                .join(" | ");
            if steps.iter().all(|&d| allowed(d) == onboard(d)) {
                Ok(format!("step {names};"))
            } else {
                let from: BTreeSet<Square> = from.into_iter().map(|s| frame.square(v, s)).collect();
                Ok(format!("step {names} from {};", region_text(&from, w, h)))
            }
        })
        .collect::<Result<Vec<String>, String>>()?;
    Ok(Some(Steps { rules, movable }))
}

/// `steps` grouped into rules: steps share a rule where one `from` says
/// where each is made (the squares any of them is made from, holding no
/// other square a step of the rule could be made from), given where each
/// step moves onto the board from (`onboard`) and where it is made from
/// (`allowed`).
fn shared_rules(
    steps: &[Step],
    onboard: &dyn Fn(Step) -> BTreeSet<Square>,
    allowed: &dyn Fn(Step) -> BTreeSet<Square>,
) -> Vec<(BTreeSet<Square>, Vec<Step>)> {
    let fits = |from: &BTreeSet<Square>, steps: &[Step]| {
        steps.iter().all(|&e| {
            from.intersection(&onboard(e))
                .copied()
                .collect::<BTreeSet<_>>()
                == allowed(e)
        })
    };
    let mut groups: Vec<(BTreeSet<Square>, Vec<Step>)> = Vec::new();
    for &d in steps {
        let made = allowed(d);
        if made.is_empty() {
            continue;
        }
        let joined = groups.iter_mut().find(|(from, steps)| {
            let from: BTreeSet<Square> = from.union(&made).copied().collect();
            fits(&from, &[steps.as_slice(), &[d]].concat())
        });
        match joined {
            Some((from, steps)) => {
                from.extend(made);
                steps.push(d);
            }
            None => groups.push((made, vec![d])),
        }
    }
    groups
}

/// A kind's steps narrowed by a region, a rank or the palace lines
/// ([`step_rules`]): the rules, and the squares any of them is made from.
struct Steps {
    rules: Vec<String>,
    movable: BTreeSet<Square>,
}

/// The squares from which a side's kind could never move again (for
/// `narrowed` steps, where none of them is made), in `frame`.
fn stuck_in_frame(
    v: &Variant,
    (kind, side): (Type, usize),
    frame: Frame,
    narrowed: Option<&Steps>,
) -> BTreeSet<Square> {
    let stuck = match narrowed {
        Some(steps) => moves::board(v)
            .filter(|s| !steps.movable.contains(s))
            .collect(),
        None => moves::kind_stuck(v, kind, side),
    };
    stuck.into_iter().map(|s| frame.square(v, s)).collect()
}

/// What a side's kind promotes to: whether it promotes as a chess pawn
/// (Fairy-Stockfish's own pawn whatever `promotionPawnTypes` says), its
/// shogi promotion (`promotedPieceType`, into a piece of its own), and
/// every target as the spec names it.
fn promotion_targets(
    v: &Variant,
    kind: Type,
    side: usize,
) -> Result<(bool, Option<Type>, Vec<String>), String> {
    // (With `sittuyinPromotion` pawns promote by a move of their own,
    // the notes' `promotion_move`, not on entering the zone.)
    let promotes =
        (kind == PAWN || v.promotion_pawn_types[side].contains(&kind)) && !v.sittuyin_promotion;
    let mut to: Vec<String> = if promotes {
        v.promotion_piece_types[side]
            .iter()
            .map(|t| match v.promotion_limit.get(t) {
                Some(limit) => format!("{}({limit})", piece_name(v, *t)),
                None => piece_name(v, *t),
            })
            .collect()
    } else {
        Vec::new()
    };
    // (Where only captures promote, the spec's pawn does not: the notes'
    // flips turn it over.)
    let shogi = v
        .promoted_piece_type
        .get(&kind)
        .copied()
        .filter(|_| !v.piece_promotion_on_capture);
    if let Some(p) = shogi {
        pawn_promotion_stays_in_zone(v, kind, side)?;
        // (Fairy-Stockfish's own pawn promotes whatever the limit, its
        // other pawn kinds as its pieces do.)
        if kind != PAWN && v.promotion_limit.contains_key(&p) {
            return Err(format!(
                "`promotedPieceType`: `{}` promotes to `{}`, limited by `promotionLimit`, which counts Fairy-Stockfish's pieces of that type; the spec's limit counts its own piece only",
                kind.key(),
                p.key()
            ));
        }
        // (A pawn kind promoting to the commoner kings' piece becomes one
        // of them: the spec's `king`, the notes' piece promotion.)
        to.push(if pawn_promotes_to_king(v, p) && !turning(v)? {
            "king".to_owned()
        } else {
            promoted_name(v, &kinds(v), kind, p)
        });
    }
    Ok((promotes, shogi, to))
}

/// One side's rules of a kind, written in `frame` (Black's turned onto
/// White's, to compare them with White's rules), its
/// directions Black's where it is written as `black_block`; an error says
/// which option cannot be written.
fn side_rules(
    v: &Variant,
    kind: Type,
    (side, black_block): (usize, bool),
    frame: Frame,
) -> Result<Vec<String>, String> {
    let (w, h) = (v.max_file, v.max_rank);
    let map = |s| frame.square(v, s);
    let region =
        |r: &Region| -> BTreeSet<(u32, u32)> { squares(v, r).into_iter().map(map).collect() };
    let text = |set: &BTreeSet<(u32, u32)>| region_text(set, w, h);
    let (steps, pushes) = push_starts(v, kind, side, frame)?;
    let narrowed = step_rules(v, kind, side, frame)?;
    let mut rules = move_rules(
        v,
        kind,
        (side, black_block),
        narrowed.as_ref(),
        &steps,
        &pushes,
    )?;
    let zone = region(&v.promotion_region[side]);
    // The side's first rank, in the frame of `map`.
    let first_rank: BTreeSet<(u32, u32)> = (0..w)
        .map(|f| map((f, if side == 0 { 0 } else { h - 1 })))
        .collect();
    let (promotes, shogi, to) = promotion_targets(v, kind, side)?;
    // (Steps a region or `soldierPromotionRank` narrows and a promotion
    // zone are refused together; those `diagonalLines` adds to are not:
    // elgam's.)
    let narrowing = v.mobility_region.contains_key(&kind)
        || Type::named("soldier") == Some(kind) && v.soldier_promotion_rank > 1;
    if !to.is_empty() && !zone.is_empty() && narrowed.is_some() && narrowing {
        return Err(format!(
            "`{}` promotes, and a mobility region or `soldierPromotionRank` narrows its steps, which the engine does not play together",
            kind.key()
        ));
    }
    // A move into the zone must promote: Fairy-Stockfish's own pawn as
    // `mandatoryPawnPromotion` says (whatever `mandatoryPiecePromotion`
    // says), other pawn kinds as either says for the promotions they have.
    let mandatory = if kind == PAWN {
        v.mandatory_pawn_promotion
    } else {
        (promotes && v.mandatory_pawn_promotion) || (shogi.is_some() && v.mandatory_piece_promotion)
    };
    // The zone's squares a move of the kind lands on: a promotion on
    // entering the zone is made on no other (kyoto shogi's zone is the
    // whole board, where its pawns never land on their first rank).
    let entered: BTreeSet<(u32, u32)> = moves::landed(v, kind, side)
        .into_iter()
        .map(map)
        .filter(|s| zone.contains(s))
        .collect();
    if promotes && to.is_empty() && v.mandatory_pawn_promotion && !entered.is_empty() {
        // No promotion piece: Fairy-Stockfish's pawn never enters the
        // zone, yet attacks it (maharajah).
        rules.push(format!("promote at {} to none;", text(&entered)));
    }
    if !to.is_empty() && !entered.is_empty() {
        let to = to.join(" | ");
        if mandatory {
            rules.push(format!("promote at {} to {to};", text(&entered)));
        } else if v.immobility_illegal {
            // Optional, but not where the pawn could never move again.
            let stuck = stuck_in_frame(v, (kind, side), frame, narrowed.as_ref());
            let (stuck, free): (BTreeSet<_>, BTreeSet<_>) =
                entered.iter().partition(|s| stuck.contains(s));
            if !free.is_empty() {
                rules.push(format!("promote optional in {} to {to};", text(&free)));
            }
            if !stuck.is_empty() {
                rules.push(format!("promote at {} to {to};", text(&stuck)));
            }
        } else {
            rules.push(format!("promote optional in {} to {to};", text(&entered)));
        }
    }
    if v.immobility_illegal {
        // Fairy-Stockfish forbids a move to a square the pawn could never
        // move from again, unless it promotes there.
        let promoted_on = if to.is_empty() {
            BTreeSet::new()
        } else {
            zone.clone()
        };
        if let Some(&(f, r)) = moves::kind_stuck(v, kind, side)
            .iter()
            .find(|&&s| !promoted_on.contains(&map(s)))
        {
            return Err(format!(
                "`immobilityIllegal`: `{}` could go to {}{}, where it could never move again and does not promote; the engine does not forbid such moves",
                kind.key(),
                char::from_u32(u32::from('a') + f).unwrap_or('?'),
                r + 1
            ));
        }
    }
    if v.piece_drops {
        // (Fairy-Stockfish drops a piece only inside its mobility region.)
        let mut drops = region(&v.drop_region[side]);
        if let Some(mobility) = v.mobility_region.get(&kind) {
            let mobility = region(&mobility[side]);
            drops.retain(|s| mobility.contains(s));
        }
        // Where the kind could never move again, in the frame of `map`
        // (for narrowed steps, where none of them is made).
        let stuck = stuck_in_frame(v, (kind, side), frame, narrowed.as_ref());
        rules.extend(drop_rule(v, kind, drops, [&zone, &first_rank, &stuck]));
    }
    Ok(rules)
}

/// A kind's drop rule, from the drop region `drops`, the side's
/// promotion zone and first rank, and the squares the kind could never
/// move from; `None` where it drops nowhere.
fn drop_rule(
    v: &Variant,
    kind: Type,
    mut drops: BTreeSet<(u32, u32)>,
    [zone, first_rank, stuck]: [&BTreeSet<(u32, u32)>; 3],
) -> Option<String> {
    // Fairy-Stockfish's own pawn is not dropped in its promotion zone nor
    // on its first rank, unless the options say.
    if kind == PAWN && !v.promotion_zone_pawn_drops {
        drops.retain(|s| !zone.contains(s));
    }
    if kind == PAWN && !v.first_rank_pawn_drops {
        drops.retain(|s| !first_rank.contains(s));
    }
    // (`dropNoDoubledCount = 0`: every file holds that many already.)
    if drops.is_empty() || v.drop_no_doubled == Some(kind) && v.drop_no_doubled_count == 0 {
        return None;
    }
    let mut rule = "drop".to_owned();
    if drops.len() != (v.max_file * v.max_rank) as usize {
        rule = format!("drop in {}", region_text(&drops, v.max_file, v.max_rank));
    }
    if v.drop_no_doubled == Some(kind) {
        rule = format!("{rule} per_file {}", v.drop_no_doubled_count);
    }
    if !v.immobility_illegal && drops.iter().any(|s| stuck.contains(s)) {
        rule.push_str(" immobile");
    }
    Some(format!("{rule};"))
}

/// A kind's side blocks: White's, then Black's derived when its rules
/// are White's mirrored (or, for Betza pawns, turned as Fairy-Stockfish
/// turns them), else written out.
fn kind_blocks(v: &Variant, kind: Type, indent: &str) -> Result<String, String> {
    let h = v.max_rank;
    if kind == PAWN && h == 1 && !v.piece_drops {
        // On a board of one rank Fairy-Stockfish's pawn never moves (every
        // push and capture leaves the board): no rules.
        return Ok(no_rules(indent));
    }
    let white = side_rules(v, kind, (0, false), Frame::Own)?;
    let mirrored = side_rules(v, kind, (1, false), Frame::Mirrored)?;
    let rotated = side_rules(v, kind, (1, false), Frame::Rotated)?;
    let mut out = String::new();
    let block = |out: &mut String, side: &str, forward: &str, rules: &[String]| {
        let _ = writeln!(out, "{indent}{side} forward {forward} {{");
        for rule in rules {
            let _ = writeln!(out, "{indent}    {rule}");
        }
        let _ = writeln!(out, "{indent}}}");
    };
    block(&mut out, "white", "north", &white);
    // The pawn's moves are the same either way; a Betza string's
    // sideways directions are turned for Black as Fairy-Stockfish does.
    if let Some([_, black]) = sided(v).filter(|&[white, _]| white == kind) {
        block(
            &mut out,
            "black",
            "south",
            &side_rules(v, black, (1, true), Frame::Own)?,
        );
    } else if mirrored == white && kind == PAWN {
        let _ = writeln!(out, "{indent}black mirrors white;");
    } else if rotated == white {
        let _ = writeln!(out, "{indent}black rotates white;");
    } else {
        block(
            &mut out,
            "black",
            "south",
            &side_rules(v, kind, (1, true), Frame::Own)?,
        );
    }
    Ok(out)
}

/// Side blocks without rules: pawns that never move.
fn no_rules(indent: &str) -> String {
    format!("{indent}white forward north {{\n{indent}}}\n{indent}black mirrors white;\n")
}

/// The spec of a resolved section: one module of its pawn kinds, with
/// `doc` (lines) as its doc comment.
pub(super) fn spec(v: &Variant, section: &str, doc: &[String]) -> Result<String, String> {
    // (Turning pieces change what the pawn kinds' promotions mean.)
    turning(v)?;
    let kinds = kinds(v);
    // Fairy-Stockfish takes en passant with the pawn and the types in
    // `enPassantTypes`; the engine with every kind's captures.
    // (Where each side has pawns of its own type, a side's are those.)
    let sided = sided(v);
    let of_side = |side: usize| match sided {
        Some(types) => vec![types[side]],
        None => kinds.clone(),
    };
    for side in 0..2 {
        let mut pushers = Vec::new();
        for k in of_side(1 - side) {
            if makes_en_passant(v, k, 1 - side)? {
                pushers.push(k);
            }
        }
        if let Some(kind) = of_side(side).into_iter().find(|&k| {
            k != PAWN
                && moves::captures_apart(v, k)
                && !v.en_passant_types[side].contains(&k)
                && moves::may_take_en_passant(v, k, side, &pushers)
        }) && !pushers.is_empty()
        {
            return Err(format!(
                "`{}` captures (`c`) but is not in `enPassantTypes`, beside pawns that make en-passant squares; the engine's pawn captures always take en passant",
                kind.key()
            ));
        }
    }
    let mut out = String::new();
    for line in doc {
        let _ = writeln!(out, "///{}{line}", if line.is_empty() { "" } else { " " });
    }
    if kinds.is_empty() {
        let _ = writeln!(
            out,
            "///\n/// It has no pawns, nor pieces that move as pawns may."
        );
    }
    let _ = writeln!(out, "pub mod {} {{", module_name(section));
    let _ = writeln!(out, "    board {} x {};", v.max_file, v.max_rank);
    let _ = writeln!(out, "    start \"{}\";", normalise_fen(&v.start_fen));
    match kinds.split_first() {
        // No pawn, and no piece that moves as one: pawns that never stand
        // on the board (the notes give them a letter no piece has).
        None => out.push_str(&no_rules("    ")),
        Some((&main, others)) => {
            out.push_str(&kind_blocks(v, main, "    ")?);
            for &kind in others {
                let _ = writeln!(out, "    kind {} {{", engine_name(v, &kinds, kind));
                out.push_str(&kind_blocks(v, kind, "        ")?);
                let _ = writeln!(out, "    }}");
            }
        }
    }
    let _ = writeln!(out, "}}");
    Ok(out)
}

/// The engine's rules beyond the pawn kinds: the pieces, the king, the
/// castling and the other options the engine plays.
pub(super) fn notes(v: &Variant) -> Result<Notes, String> {
    let kinds = kinds(v);
    let turning = turning(v)?;
    let mut notes = Notes {
        no_chess_pieces: true,
        chess960: v.chess960,
        // (Fairy-Stockfish checks its royal `king` only: without one,
        // `checking` and `dropChecks` forbid nothing.)
        no_checks: !v.checking && v.letters.contains_key(&Type::King),
        must_capture: v.must_capture,
        flying_general: v.flying_general,
        immobile: !v.immobility_illegal,
        // (Fairy-Stockfish holds its royal king in check only: without
        // one, `makpongRule` forbids nothing.)
        king_in_check_captures_only: v.makpong_rule && v.letters.contains_key(&Type::King),
        ..Notes::default()
    };
    kings(v, &kinds, &mut notes)?;
    let sided = sided(v);
    if kinds.is_empty() {
        // Pawns that never stand on the board: a letter no piece has.
        let free = ('a'..='z')
            .rev()
            .find(|l| !v.letters.values().any(|used| used == l) && *l != 'k')
            .unwrap_or('z');
        notes.pawn_letters = Some([free, free]);
    }
    for (&t, &letter) in &v.letters {
        let promoted = v.promoted_piece_type.get(&t).copied();
        let to_king =
            !turning && promoted.is_some_and(|p| promotes_to_king(v, &kinds, &notes, (t, p)));
        if let Some(p) = promoted.filter(|_| !to_king) {
            notes.pieces.push(promoted_piece(v, &kinds, t, p)?);
            // (Fairy-Stockfish counts the promoted piece as its type.)
            (notes.counts_as).push((promoted_name(v, &kinds, t, p), engine_name(v, &kinds, p)));
        }
        if sided.is_some_and(|[_, black]| black == t) {
            continue;
        }
        if let Some(i) = kinds.iter().position(|&k| k == t) {
            if i == 0 {
                // (Black's pawns of their own type are written as it.)
                let black = sided.and_then(|[_, black]| v.letters.get(&black));
                notes.pawn_letters = Some([letter, black.copied().unwrap_or(letter)]);
            } else {
                notes.kind_letters.push((engine_name(v, &kinds, t), letter));
            }
            if let Some(p) = promoted.filter(|_| turning) {
                notes
                    .flips
                    .push((engine_name(v, &kinds, t), promoted_name(v, &kinds, t, p)));
            }
            continue;
        }
        piece(
            v,
            &kinds,
            &mut notes,
            (t, letter),
            promoted,
            (turning, to_king),
        )?;
    }
    if turning {
        notes.flip_on_capture = v.piece_promotion_on_capture;
        notes.drop_flipped = v.drop_promoted;
    }
    regions(v, &kinds, &mut notes);
    janggi(v, &kinds, &mut notes)?;
    if !notes.piece_promotions.is_empty() {
        notes.promotion_zone = Some(
            v.promotion_region
                .each_ref()
                .map(|r| zone(&squares(v, r), v.max_file)),
        );
        notes.promotion_mandatory = v.mandatory_piece_promotion;
    }
    notes.castling = Some(castling(v)?);
    drops(v, &kinds, &mut notes)?;
    first_moves(v, &mut notes)?;
    walling(v, &mut notes)?;
    sittuyin(v, &kinds, &mut notes)?;
    game_ends(v, &kinds, &mut notes)?;
    // (Rules that need another, refused as the engine would.)
    notes.consistent().map(|()| notes)
}

/// The engine's piece for the section's type `t` written `letter` (none
/// for the king, a pawn no position holds, or the piece written `k` where
/// kings are commoners: the engine's own king), and its promotion to
/// `promoted`, turning over where pieces turn (`turning`), into one of
/// the commoner kings where `to_king`.
fn piece(
    v: &Variant,
    kinds: &[Type],
    notes: &mut Notes,
    (t, letter): (Type, char),
    promoted: Option<Type>,
    (turning, to_king): (bool, bool),
) -> Result<(), String> {
    // (The piece written `k` where kings are commoners is the
    // engine's own king, which may still promote.)
    let commoner = letter == 'k' && notes.commoner_kings;
    let betza = match t {
        Type::King => return Ok(()),
        // (A pawn no position holds is none of the engine's pieces.)
        PAWN if !pawn_appears(v) => return Ok(()),
        _ if commoner => None,
        Type::Custom(n) => Some(v.custom.get(&n).cloned().unwrap_or_default()),
        Type::Predefined(_) => Some(t.betza().unwrap_or("").to_owned()),
    };
    if let Some(betza) = betza {
        if t == Type::named("janggiCannon").unwrap_or(PAWN) {
            notes.janggi_cannons.push(piece_name(v, t));
        }
        piece_moves_played(v, (t, letter), &betza, promoted.is_some())?;
        notes
            .pieces
            .push(PieceDef::new(&piece_name(v, t), letter, Some(&betza)));
    }
    if let Some(p) = promoted {
        let to = if to_king {
            "commoner".to_owned()
        } else {
            promoted_name(v, kinds, t, p)
        };
        let base = if commoner {
            engine_name(v, kinds, t)
        } else {
            piece_name(v, t)
        };
        let pair = (base, to);
        if turning {
            notes.flips.push(pair);
        } else {
            notes
                .piece_promotion_limits
                .extend(promotion_limit(v, kinds, (t, p)).filter(|_| !to_king));
            notes.piece_promotions.push(pair);
        }
    }
    Ok(())
}

/// Whether the piece of type `t`, promoting to `promoted`, promotes to
/// the commoner kings' piece, becoming one of them, the engine's
/// `commoner` (shoshogi's drunk elephant), where no hand keeps it apart;
/// a pawn kind as [`pawn_promotes_to_king`] says.
fn promotes_to_king(
    v: &Variant,
    kinds: &[Type],
    notes: &Notes,
    (t, promoted): (Type, Type),
) -> bool {
    if kinds.contains(&t) {
        return pawn_promotes_to_king(v, promoted);
    }
    notes.commoner_kings
        && !v.captures_to_hand
        && t != Type::King
        && v.letters.get(&promoted) == Some(&'k')
}

/// Whether a pawn kind's `promotedPieceType` `promoted` is the commoner
/// kings' piece (written `k` where there is no royal king), where no hand
/// keeps it apart: the pawn becomes one of the kings (backrank).
fn pawn_promotes_to_king(v: &Variant, promoted: Type) -> bool {
    !v.letters.contains_key(&Type::King)
        && !v.captures_to_hand
        && v.letters.get(&promoted) == Some(&'k')
}

/// The king: a royal one written `k` (moving as `king = k:BETZA` says),
/// or, without one (`king = -`), the engine's commoner kings, moving as
/// the piece written `k`, or no kings at all where no piece is written
/// `k`.
fn kings(v: &Variant, kinds: &[Type], notes: &mut Notes) -> Result<(), String> {
    let commoner = Type::commoner();
    match (v.letters.get(&Type::King), v.letters.get(&commoner)) {
        (Some(&letter), _) => {
            notes.king.clone_from(&v.king_betza);
            notes.king_letter = (letter != 'k').then_some(letter);
            notes.commoner_kings = king_pseudo_royal(v);
        }
        // Fairy-Stockfish's `king = -` (with `commoner = k`, another
        // piece written `k`, or none): kings, if any, are not royal, the
        // engine's commoner kings, moving as the piece written `k`.
        (None, Some('k')) => notes.commoner_kings = true,
        // (Without a piece written `k` there are no kings at all, royal or
        // common: dobutsu's lion is a commoner written `l`.)
        (None, _) => {
            if let Some(t) = v.type_of('k') {
                notes.commoner_kings = true;
                if kinds.contains(&t) {
                    return Err(format!(
                        "`king = -` with `{} = k`, a pawn kind: the engine's `k` is a king or a commoner",
                        t.key()
                    ));
                }
                notes.king = moves::betza(v, t)
                    .filter(|b| !b.is_empty())
                    .map(str::to_owned);
                if notes.king.is_none() {
                    return Err(format!(
                        "`king = -` with `{} = k`, a piece that never moves, which the engine does not play",
                        t.key()
                    ));
                }
            }
        }
    }
    // (A pawn kind promoting to the commoner kings' piece becomes one of
    // them by a piece promotion, where pieces do not turn over.)
    notes.pawns_promote_as_pieces = !turning(v)?
        && kinds
            .iter()
            .any(|k| (v.promoted_piece_type.get(k)).is_some_and(|&p| pawn_promotes_to_king(v, p)));
    Ok(())
}

/// Whether the royal king is played as a commoner king that is a
/// pseudo-royal piece: where a piece promotes to the king (forward's
/// `g:k`), which the engine plays only for commoner kings, and the king is
/// among `extinctionPseudoRoyal`'s types with `extinctionPieceCount = 0`.
/// Fairy-Stockfish's royal king then adds nothing while a side has one
/// king: the pseudo-royal rule keeps it out of attack as the royal one
/// would (with two, Fairy-Stockfish tests its first one only).
fn king_pseudo_royal(v: &Variant) -> bool {
    v.extinction_pseudo_royal
        && v.extinction_piece_count == 0
        && matches!(&v.extinction_piece_types, Pieces::Some(types) if types.contains(&Type::King))
        && v.promoted_piece_type.values().any(|&t| t == Type::King)
}

/// Gates (`gating`): S-chess's gating (`seirawanGating`) or cambodian
/// first moves (`cambodianMoves`), the FEN's castling field naming the
/// unmoved back-rank pieces; an error for the combinations the engine
/// does not play.
fn first_moves(v: &Variant, notes: &mut Notes) -> Result<(), String> {
    match (v.gating, v.seirawan_gating, v.cambodian_moves) {
        (false, false, false) => Ok(()),
        (false, _, _) => Err("`seirawanGating` or `cambodianMoves` without `gating`: Fairy-Stockfish then has no gates, and plays neither; the engine reads its gates from the FEN's castling field".to_owned()),
        (true, true, true) => Err("`seirawanGating` with `cambodianMoves`, which the engine does not play together".to_owned()),
        (true, false, false) if v.castling => Err("`gating` without `seirawanGating` or `cambodianMoves` while castling: Fairy-Stockfish then reads the FEN's castling field as gates and castling rights both, which the engine does not play".to_owned()),
        (true, false, false) => Ok(()),
        (true, true, false) => {
            // (Fairy-Stockfish gates a piece inside its drop region; the
            // engine's drop region is said only where pieces are dropped.)
            let everywhere = |r: &Region| squares(v, r).len() == (v.max_file * v.max_rank) as usize;
            if !v.piece_drops && !v.drop_region.iter().all(everywhere) {
                return Err("`seirawanGating` with `dropRegion…` narrower than the board and no `pieceDrops`, which the engine does not play".to_owned());
            }
            notes.gating = true;
            Ok(())
        }
        (true, false, true) => {
            let fers = Type::named("fers");
            if v.castling {
                return Err("`cambodianMoves` with `castling`: Fairy-Stockfish reads the FEN's `K` and `Q` as castling rights beside the gates, the engine its castling field as gates only".to_owned());
            }
            if v.castling_rank != 0 {
                return Err("`cambodianMoves` with `castlingRank`: Fairy-Stockfish's gates are on that rank, the engine's on the first".to_owned());
            }
            if !v.letters.contains_key(&Type::King) || fers.is_none_or(|f| !v.letters.contains_key(&f)) {
                return Err("`cambodianMoves` without a king or a fers (the met), whose first moves the engine plays".to_owned());
            }
            notes.cambodian_moves = true;
            // (The FEN's castling field names gates, not castling rights.)
            notes.castling = None;
            Ok(())
        }
    }
}

/// `wallingRule`: after each move the mover puts the duck on an empty
/// square (`duck`), one its piece could move to (`arrow`) or the one it
/// left (`past`), or instead of a move a wall by the edge (`edge` with
/// `wallOrMove`); an error where Fairy-Stockfish itself does not play it
/// (the duck with a royal king; drops), gates would share the wall's
/// square, or the engine plays it otherwise (`wallOrMove` but with
/// `edge`, `edge` without it, arrows and trails beside royal pieces).
fn walling(v: &Variant, notes: &mut Notes) -> Result<(), String> {
    let Some(walling) = v.walling else {
        if v.wall_or_move {
            return Err("`wallOrMove` without a `wallingRule`: Fairy-Stockfish then passes, which the engine does not play".to_owned());
        }
        return Ok(());
    };
    if v.piece_drops || v.gating {
        return Err("`wallingRule` with `pieceDrops` or `gating`, which Fairy-Stockfish does not play together".to_owned());
    }
    if walling == Walling::EdgeOrMove {
        if !v.wall_or_move {
            return Err("`wallingRule = edge` without `wallOrMove`: the engine puts edge walls instead of a move only".to_owned());
        }
        notes.walling = Some(walling);
        return Ok(());
    }
    if v.wall_or_move {
        return Err(
            "`wallOrMove` with a `wallingRule` but `edge`, which the engine does not play"
                .to_owned(),
        );
    }
    if walling != Walling::Duck {
        if v.letters.contains_key(&Type::King) || v.extinction_pseudo_royal {
            return Err("`wallingRule = arrow` or `past` beside royal pieces, which the engine does not play".to_owned());
        }
        if walling == Walling::Arrow && (v.type_of('k').is_some() || !kinds(v).is_empty()) {
            return Err("`wallingRule = arrow` beside kings or pawns, whose arrows the engine does not shoot".to_owned());
        }
        // (Without a piece written `k` there are no kings: none is royal,
        // and every move with its wall is legal.)
        if v.type_of('k').is_none() {
            notes.commoner_kings = true;
        }
    } else if v.letters.contains_key(&Type::King) {
        return Err("`wallingRule = duck` with a royal king, which Fairy-Stockfish does not play (`king = -` and a commoner, as its `duck`)".to_owned());
    }
    notes.walling = Some(walling);
    Ok(())
}

/// Sittuyin's rules: rooks dropped on the first rank only
/// (`sittuyinRookDrop`), and a pawn's promotion as a move of its own
/// (`sittuyinPromotion`), to the one piece pawns promote to, while the
/// side has none of it (`promotionLimit` 1), onto a square where it
/// attacks no piece of the other side and gives no check.
fn sittuyin(v: &Variant, kinds: &[Type], notes: &mut Notes) -> Result<(), String> {
    let rook = Type::named("rook");
    if v.sittuyin_rook_drop
        && v.piece_drops
        && let Some(rook) = rook.filter(|r| v.letters.contains_key(r))
    {
        if kinds.contains(&rook) {
            return Err(
                "`sittuyinRookDrop` with rooks that are pawns, whose drops the spec says"
                    .to_owned(),
            );
        }
        let first = [0, v.max_rank - 1].map(|r| {
            let rank: BTreeSet<Square> = (0..v.max_file).map(|f| (f, r)).collect();
            zone(&rank, v.max_file)
        });
        notes
            .kind_drop_regions
            .push((engine_name(v, kinds, rook), first));
    }
    if !v.sittuyin_promotion {
        return Ok(());
    }
    if kinds != [PAWN] {
        return Err("`sittuyinPromotion` with pawn kinds beside Fairy-Stockfish's pawn, which the engine does not play".to_owned());
    }
    let [white, black] = &v.promotion_piece_types;
    let piece = match (&white[..], &black[..]) {
        ([t], [u]) if t == u && v.promotion_limit.get(t) == Some(&1) => *t,
        _ => return Err("`sittuyinPromotion`: the engine's pawns promote by a move of their own to one piece, the same for both sides, while the side has none of it (`promotionLimit` 1)".to_owned()),
    };
    let alike = moves::betza(v, piece)
        .and_then(|b| PieceMoves::parse(b).ok())
        .is_some_and(|m| m.quiet == m.capture);
    if !alike {
        return Err(format!(
            "`sittuyinPromotion` to `{}`, which moves otherwise than it captures: Fairy-Stockfish's pawn becomes one on a square it attacks, the engine's on one it moves to",
            piece.key()
        ));
    }
    notes.promotion_move = Some((
        engine_name(v, kinds, piece),
        v.promotion_region
            .each_ref()
            .map(|r| zone(&squares(v, r), v.max_file)),
    ));
    Ok(())
}

/// A type's name in the engine: the main pawn kind is `pawn`, whatever
/// its type, Fairy-Stockfish's pawn beside another main kind is
/// `plain_pawn`, and the piece written `k` where there is no king is the
/// engine's `commoner` (its kings that are not royal).
fn engine_name(v: &Variant, kinds: &[Type], t: Type) -> String {
    if kinds.first() == Some(&t) {
        "pawn".to_owned()
    } else if t == PAWN {
        "plain_pawn".to_owned()
    } else if t == Type::King && king_pseudo_royal(v)
        || !v.letters.contains_key(&Type::King) && v.letters.get(&t) == Some(&'k')
    {
        "commoner".to_owned()
    } else {
        piece_name(v, t)
    }
}

/// A piece type's name in the engine: its name ([`Type::name`]), but
/// the fers is the `met` where it has cambodian first moves (the
/// engine's `cambodian_moves` moves the piece of that name).
fn piece_name(v: &Variant, t: Type) -> String {
    if v.cambodian_moves && Type::named("fers") == Some(t) {
        "met".to_owned()
    } else {
        t.name()
    }
}

/// Refuses a piece's moves the engine does not read, or plays otherwise
/// than Fairy-Stockfish where it could never move again: with
/// `immobilityIllegal`, Fairy-Stockfish forbids moves there other than a
/// promotion (`promoted`: by `promotedPieceType`), which the engine does
/// not (it makes a piece that may promote there promote).
fn piece_moves_played(
    v: &Variant,
    (t, letter): (Type, char),
    betza: &str,
    promoted: bool,
) -> Result<(), String> {
    if let Err(e) = crate::betza::PieceMoves::parse(betza) {
        return Err(format!("`{} = {letter}:{betza}`: {e}", t.key()));
    }
    // (Without `immobilityIllegal` a piece goes anywhere, promoting or
    // not, as the notes' `immobile` says. A piece that never moves only
    // goes where it is dropped, which the engine's drops forbid where it
    // could never move: everywhere.)
    let stuck = v.immobility_illegal
        && !betza.is_empty()
        && (0..2).any(|side| {
            let zone = if promoted {
                squares(v, &v.promotion_region[side])
            } else {
                BTreeSet::new()
            };
            !moves::stuck(v, betza, side).is_subset(&zone)
        });
    if stuck {
        return Err(format!(
            "`immobilityIllegal` with `{} = {letter}`, which could go where it could never move again (and not promote): the engine does not forbid such moves for pieces",
            t.key()
        ));
    }
    Ok(())
}

/// The mobility regions (`mobilityRegionWhiteX`): where pieces of a type
/// may stand, the pieces promoted to that type included.
fn regions(v: &Variant, kinds: &[Type], notes: &mut Notes) {
    for (&t, region) in &v.mobility_region {
        if !v.letters.contains_key(&t) {
            continue;
        }
        if kinds.contains(&t) {
            // (A pawn kind's region narrows its spec's rules.)
            continue;
        }
        let zones = region.each_ref().map(|r| zone(&squares(v, r), v.max_file));
        // (The engine's king kind is `commoner` where kings are not royal:
        // `engine_name` names the piece written `k` so.)
        let name = if t == Type::King {
            "king".to_owned()
        } else {
            engine_name(v, kinds, t)
        };
        notes.regions.push((name, zones.clone()));
        for (&base, _) in v.promoted_piece_type.iter().filter(|&(_, &p)| p == t) {
            if v.letters.contains_key(&base) {
                notes
                    .regions
                    .push((promoted_name(v, kinds, base, t), zones.clone()));
            }
        }
    }
}

/// The squares of `diagonalLines` on the board, if any.
fn diagonal_lines(v: &Variant) -> Option<BTreeSet<Square>> {
    v.diagonal_lines
        .as_ref()
        .map(|l| squares(v, l))
        .filter(|l| !l.is_empty())
}

/// The diagonal lines (`diagonalLines`), and the kinds that move along
/// them; an error where a piece moving along them has a mobility region
/// that leaves out squares they reach.
fn along_lines(
    v: &Variant,
    kinds: &[Type],
    lines: &BTreeSet<Square>,
    notes: &mut Notes,
) -> Result<(), String> {
    // Fairy-Stockfish moves along the lines the wazir (as a ferz), the
    // rook (as a bishop), janggi's cannon and the soldier (as the
    // pawn captures) only, or a king moving as one of them: the
    // notes' `diagonal_kinds` (the soldier's are its spec's rules).
    let along = ["wazir", "rook", "janggiCannon"].map(Type::named);
    let (mut moving, mut moving_types) = (Vec::new(), Vec::new());
    for &t in v.letters.keys() {
        let moves_as = if t == Type::King {
            v.king_type.unwrap_or(Type::King)
        } else {
            t
        };
        let betza = if t == Type::King {
            v.king_betza.as_deref().or(Some("K"))
        } else {
            moves::betza(v, t)
        };
        let vertical = betza
            .and_then(|b| crate::betza::PieceMoves::parse(b).ok())
            .is_some_and(|m| {
                [&m.quiet, &m.capture].iter().any(|m| {
                    m.leaps
                        .iter()
                        .chain(m.rides.iter().map(|(d, _)| d))
                        .chain(m.hops.iter().map(|h| &h.step))
                        .any(|&(df, dr)| df == 0 && dr.abs() == 1)
                })
            });
        if vertical && !kinds.contains(&t) && along.contains(&Some(moves_as)) {
            moving_types.push(t);
            moving.push(if t == Type::King {
                "king".to_owned()
            } else {
                engine_name(v, kinds, t)
            });
        }
    }
    // (And the pieces promoted to those types.)
    for (&base, &p) in &v.promoted_piece_type {
        if along.contains(&Some(p)) && v.letters.contains_key(&base) {
            moving.push(promoted_name(v, kinds, base, p));
        }
    }
    notes.diagonal_kinds = Some(moving);
    // Fairy-Stockfish attacks along the lines whatever a piece's
    // region, and moves only inside it: the region of a piece moving
    // along them (the soldier too) must hold every line square a
    // diagonal along the lines reaches from inside it.
    for (&t, regions) in &v.mobility_region {
        let region_holds = |r: &Region| {
            let r = squares(v, r);
            r.iter().filter(|s| lines.contains(s)).all(|&(f, rank)| {
                lines
                    .iter()
                    .all(|&(g, q)| f.abs_diff(g) != rank.abs_diff(q) || r.contains(&(g, q)))
            })
        };
        let along = moving_types.contains(&t) || Type::named("soldier") == Some(t);
        if along && !regions.iter().all(region_holds) {
            return Err(format!(
                "`mobilityRegion…{}` leaves out squares of `diagonalLines` its pieces reach along them: Fairy-Stockfish's pieces attack along the lines outside their region, and move only inside it, which the engine does not play",
                t.key()
            ));
        }
    }
    notes.diagonal_lines = Some(zone(lines, v.max_file));
    Ok(())
}

/// Janggi's rules: the palace diagonals (`diagonalLines`), passing
/// (`pass`) and bikjang (`bikjangRule`); and the soldier's sideways steps
/// (`soldierPromotionRank`), which the spec says for a soldier that is a
/// pawn kind.
fn janggi(v: &Variant, kinds: &[Type], notes: &mut Notes) -> Result<(), String> {
    let soldier = Type::named("soldier");
    if let Some(s) = soldier
        && v.soldier_promotion_rank > 1
        && v.letters.contains_key(&s)
        && !kinds.contains(&s)
    {
        return Err(
            "`soldierPromotionRank` with a soldier that is not the pawn kind: the engine's pieces move alike on every rank"
                .to_owned(),
        );
    }
    if let Some(lines) = diagonal_lines(v) {
        along_lines(v, kinds, &lines, notes)?;
    }
    // (Where a side may pass only when stalemated, `pass` says nothing
    // more: Fairy-Stockfish's pass is then legal without another move.)
    match v.pass_on_stalemate {
        [false, false] => {}
        [true, true] if !v.bikjang => {
            notes.pass_on_stalemate = true;
            return Ok(());
        }
        [true, true] => {
            return Err(
                "`passOnStalemate` beside `bikjangRule`, which the engine does not play".to_owned(),
            );
        }
        _ => {
            return Err(
                "`passOnStalemate` for one side only, which the engine does not play".to_owned(),
            );
        }
    }
    match v.pass {
        [false, false] => {}
        [true, true] if v.letters.contains_key(&Type::King) => notes.pass = true,
        [true, true] => {
            return Err(
                "`pass` without a king: the engine's pass is the king's move to its own square"
                    .to_owned(),
            );
        }
        _ => return Err("`pass` for one side only, which the engine does not play".to_owned()),
    }
    if v.bikjang {
        if !notes.pass {
            return Err("`bikjangRule` without `pass`, which the engine does not play".to_owned());
        }
        notes.bikjang = true;
    }
    Ok(())
}

/// Whether pieces turn over as they move, as kyoto shogi's
/// (`pieceDemotion`): each move of a piece with a promoted type promotes
/// it, each move of a promoted piece demotes it (with
/// `piecePromotionOnCapture`, each capture), and a piece in hand may be
/// dropped promoted (`dropPromoted`) — the engine's turning pieces
/// (`flips`). An error where Fairy-Stockfish's promotions or demotions
/// may be left out (not mandatory, or a region short of the board), or
/// for `dropPromoted` or `piecePromotionOnCapture` without them.
fn turning(v: &Variant) -> Result<bool, String> {
    if !v.piece_demotion {
        if v.drop_promoted || v.piece_promotion_on_capture {
            return Err("`dropPromoted` or `piecePromotionOnCapture` without `pieceDemotion`: the engine drops pieces promoted, and promotes on captures only, where pieces turn over as kyoto shogi's".to_owned());
        }
        return Ok(false);
    }
    let everywhere = |r: &Region| squares(v, r).len() == (v.max_file * v.max_rank) as usize;
    if !v.mandatory_piece_promotion || !v.promotion_region.iter().all(everywhere) {
        return Err("`pieceDemotion` where a move may leave a piece as it is (no `mandatoryPiecePromotion`, or a promotion region short of the board): the engine turns a piece over on each of its moves".to_owned());
    }
    if v.promotion_piece_types.iter().any(|s| !s.is_empty()) {
        return Err("`pieceDemotion` with `promotionPieceTypes`: Fairy-Stockfish demotes a promoted pawn too, which the engine does not play".to_owned());
    }
    Ok(true)
}

/// The engine's name for the piece a kind becomes by Fairy-Stockfish's
/// `promotedPieceType` (`pawn_gold`, `lance_rook`): a kind of its own,
/// which a FEN writes `+` and the base's letter, and which goes back to
/// the hand as its base.
fn promoted_name(v: &Variant, kinds: &[Type], base: Type, promoted: Type) -> String {
    format!("{}_{}", engine_name(v, kinds, base), promoted.name())
}

/// The limit on `base`'s promotion to `promoted` (`promotionLimit`), if
/// any.
fn promotion_limit(
    v: &Variant,
    kinds: &[Type],
    (base, promoted): (Type, Type),
) -> Option<PromotionLimit> {
    v.promotion_limit
        .get(&promoted)
        .map(|&most| PromotionLimit {
            piece: piece_name(v, base),
            kinds: of_type(v, kinds, promoted),
            most,
        })
}

/// The engine's kinds that are Fairy-Stockfish's pieces of type `t`: the
/// variant's piece of that type, and every kind promoted to it.
fn of_type(v: &Variant, kinds: &[Type], t: Type) -> Vec<String> {
    let own = v.letters.contains_key(&t).then(|| piece_name(v, t));
    own.into_iter()
        .chain(
            v.promoted_piece_type
                .iter()
                .filter(|&(base, &to)| to == t && v.letters.contains_key(base))
                .map(|(&base, _)| promoted_name(v, kinds, base, t)),
        )
        .collect()
}

/// The piece `base` becomes by `promotedPieceType`, moving as `promoted`;
/// an error where the engine's separate kind would not be
/// Fairy-Stockfish's piece of type `promoted` (a king, a pawn kind, a type
/// another rule names).
fn promoted_piece(
    v: &Variant,
    kinds: &[Type],
    base: Type,
    promoted: Type,
) -> Result<PieceDef, String> {
    let refuse = |why: &str| {
        Err(format!(
            "`promotedPieceType`: `{}` promotes to `{}`, {why}",
            base.key(),
            promoted.key()
        ))
    };
    let Some(&letter) = v.letters.get(&base) else {
        return refuse("but the variant has no such base piece");
    };
    if !v.letters.contains_key(&promoted) {
        return refuse("a piece the variant does not have");
    }
    // (Where kings are commoners the piece written `k` is one of them, and
    // the promoted kind counts as one: `counts_as`.)
    let royal_king = v.letters.contains_key(&Type::King) && !king_pseudo_royal(v);
    if base == Type::King
        || promoted == Type::King && royal_king
        || royal_king && v.letters.get(&promoted) == Some(&'k')
    {
        return refuse(
            "which the engine does not play: a king promoting, or a piece promoting to the king (the piece written `k`)",
        );
    }
    if v.promoted_piece_type.contains_key(&promoted) {
        return refuse(
            "which promotes again: Fairy-Stockfish's promoted piece is of that type, the engine's a kind of its own that does not promote",
        );
    }
    if v.drop_loop && v.captures_to_hand {
        return refuse(
            "where `dropLoop` keeps a captured promoted piece as its type, which the engine's promoted kind of its own is not",
        );
    }
    if kinds.contains(&promoted) {
        return refuse("a pawn kind, which the engine does not play as a promoted piece");
    }
    // (A promoted piece on a castling rook's square takes no castling
    // right: rights are the FEN's, or lost.)
    // (Where extinction, the flag or connections name the type, the
    // notes' `counts_as` counts the promoted kind as it.)
    let named = |set: &Pieces| matches!(set, Pieces::Some(types) if types.contains(&promoted));
    if v.castling_king_piece.iter().any(named)
        || v.en_passant_types.iter().any(|s| s.contains(&promoted))
        || Type::named("janggiCannon") == Some(promoted)
        || [
            &v.blast_immune_types,
            &v.mutually_immune_types,
            &v.petrify_on_capture_types,
        ]
        .iter()
        .any(|s| s.contains(&promoted))
    {
        return refuse(
            "a type another rule names (castling king, en passant, janggi's cannons, explosions): Fairy-Stockfish counts a promoted piece as that type, the engine as a kind of its own",
        );
    }
    // (Fairy-Stockfish's own pawn promotes whatever the limit; a piece's
    // limit is the notes' `piece_promotion_limits`. A limit on what pawns
    // promote to would count the promoted pieces too, which the spec's
    // limit does not.)
    if v.promotion_limit.contains_key(&promoted)
        && v.promotion_piece_types
            .iter()
            .any(|s| s.contains(&promoted))
    {
        return refuse(
            "limited by `promotionLimit`, which counts Fairy-Stockfish's pieces of that type, those pawns promote to among them; the spec's limit counts its own piece only",
        );
    }
    // (A promotion to `immobile` makes a piece that never moves.)
    let Some(betza) = moves::betza(v, promoted) else {
        return refuse("a piece whose moves are not known");
    };
    Ok(PieceDef::new(
        &promoted_name(v, kinds, base, promoted),
        letter,
        Some(betza),
    )
    .plus())
}

/// Refuses a pawn kind's `promotedPieceType` the spec's promotion (on
/// the square a move lands on) would play otherwise than Fairy-Stockfish:
/// a Betza pawn promotes on any move from or into the zone, so none of its
/// moves may leave the zone.
fn pawn_promotion_stays_in_zone(v: &Variant, kind: Type, side: usize) -> Result<(), String> {
    if kind == PAWN {
        return Ok(());
    }
    let zone = squares(v, &v.promotion_region[side]);
    if moves::betza(v, kind).is_none_or(|b| moves::leaves(v, b, side, &zone)) {
        return Err(format!(
            "`promotedPieceType`: `{}` may promote on a move out of the promotion zone, as Fairy-Stockfish's pieces do; the spec promotes pawns on entering it",
            kind.key()
        ));
    }
    Ok(())
}

/// A square set as the engine's zone: whole ranks, then squares.
fn zone(squares: &BTreeSet<(u32, u32)>, width: u32) -> Zone {
    let full = |r: u32| (0..width).all(|f| squares.contains(&(f, r)));
    let mut parts = Vec::new();
    for &(f, r) in squares {
        if !full(r) {
            parts.push(Part::Squares((f + 1, r + 1), (f + 1, r + 1)));
        } else if f == 0 {
            parts.push(Part::Ranks(r + 1, r + 1));
        }
    }
    Zone(parts)
}

/// Piece drops and where captured pieces go.
fn drops(v: &Variant, kinds: &[Type], notes: &mut Notes) -> Result<(), String> {
    notes.captures = Some(if v.two_boards || !v.captures_to_hand {
        Captures::Leave
    } else if v.drop_loop {
        Captures::ToHandKeepingPromoted
    } else {
        // A piece a pawn became goes to the hand as the main pawn kind, in
        // the engine; in Fairy-Stockfish, as its main promotion pawn type
        // where it promoted as a chess pawn does, as the kind it was where
        // it promoted as shogi's pieces do (`promotedPieceType`).
        let chess = (0..2).any(|side| {
            kinds.iter().any(|&k| {
                (k == PAWN || v.promotion_pawn_types[side].contains(&k))
                    && !v.promotion_piece_types[side].is_empty()
                    && !squares(v, &v.promotion_region[side]).is_empty()
            })
        });
        let [white, black] = v.main_pawn_type;
        if chess && (white != black || white.is_none_or(|t| kinds.first() != Some(&t))) {
            return Err("the main promotion pawn type (the last letter of `pawnTypes` or `promotionPawnTypes`) differs between the sides, or is none, while captured promoted pieces go to the hand as it; the engine plays one main pawn kind".to_owned());
        }
        if let Some(&k) = kinds
            .iter()
            .skip(1)
            .find(|k| v.promoted_piece_type.contains_key(k))
        {
            return Err(format!(
                "`promotedPieceType` on `{}`, a pawn kind beside the main one, while captured pieces go to the hand: the engine gives back a promoted pawn as the main kind, Fairy-Stockfish as the kind it was",
                k.key()
            ));
        }
        Captures::ToHand
    });
    if let Some(t) = v.drop_no_doubled
        && !kinds.contains(&t)
    {
        return Err(format!(
            "`dropNoDoubled`: `{}` is not a pawn; the engine limits pawns per file only",
            t.key()
        ));
    }
    if !v.piece_drops {
        return Ok(());
    }
    notes.drop_region = Some(
        v.drop_region
            .each_ref()
            .map(|r| zone(&squares(v, r), v.max_file)),
    );
    notes.no_checking_drops = !v.drop_checks && v.letters.contains_key(&Type::King);
    notes.enclosing_drop = v.enclosing_drop;
    notes.opposite_bishops = v.drop_opposite_colored_bishop;
    if v.must_drop {
        notes.must_drop = Some(match &v.must_drop_type {
            Pieces::All => "all".to_owned(),
            Pieces::Some(types) if types.len() == 1 => engine_name(v, kinds, types[0]),
            Pieces::Some(_) => {
                return Err(
                    "`mustDropType`: several kinds, which the engine does not play".to_owned(),
                );
            }
        });
    }
    Ok(())
}

/// Explosions, petrification, extinction, flags and check counting.
fn game_ends(v: &Variant, kinds: &[Type], notes: &mut Notes) -> Result<(), String> {
    let names = |types: &[Type]| -> Vec<String> {
        types.iter().map(|&t| engine_name(v, kinds, t)).collect()
    };
    if v.blast_on_capture {
        // (Fairy-Stockfish's blast spares its `pawn` type only: pawns of
        // other types go as pieces do.)
        let spared = kinds.iter().filter(|&&t| t == PAWN).count();
        if spared != 0 && spared != kinds.len() {
            return Err(
                "`blastOnCapture` with pawns of type `pawn` beside pawns of other types: Fairy-Stockfish's explosions spare the first only, and the engine spares all pawns or none"
                    .to_owned(),
            );
        }
        notes.blasts_take_pawns = spared == 0 && !kinds.is_empty();
        if notes.blasts_take_pawns && v.captures_to_hand && !v.drop_loop {
            return Err(
                "`blastOnCapture` with pawns of a custom type where `capturesToHand`: Fairy-Stockfish hands a piece a pawn became, when a blast takes it, over as its own `pawn` type, which such a section does not have"
                    .to_owned(),
            );
        }
        notes.explode = Some(names(&v.blast_immune_types));
    }
    notes.mutually_immune = names(&v.mutually_immune_types);
    notes.petrify = names(&v.petrify_on_capture_types);
    notes.check_counting = v.check_counting;
    if v.extinction_value || v.extinction_pseudo_royal {
        let kinds = match &v.extinction_piece_types {
            Pieces::All => Vec::new(),
            Pieces::Some(types) if types.is_empty() => Vec::new(),
            Pieces::Some(types) => names(types),
        };
        if !kinds.is_empty() || v.extinction_piece_types == Pieces::All {
            notes.extinction = Some(Extinction {
                kinds,
                count: v.extinction_piece_count,
                opponent: v.extinction_opponent_piece_count,
                claim: v.extinction_claim,
            });
            notes.pseudo_royal = v.extinction_pseudo_royal;
            notes.duple_check = v.duple_check;
        }
    }
    let zones = v.flag_region.each_ref().map(|r| squares(v, r));
    if zones.iter().any(|z| !z.is_empty()) {
        // (A side whose flag region is empty needs no flag piece.)
        let flagged: Vec<&Pieces> = (0..2)
            .filter(|&side| !zones[side].is_empty())
            .map(|side| &v.flag_piece[side])
            .collect();
        let piece = match flagged[..] {
            [Pieces::Some(one)] if one.len() == 1 => engine_name(v, kinds, one[0]),
            [Pieces::Some(white), Pieces::Some(black)] if white == black && white.len() == 1 => {
                engine_name(v, kinds, white[0])
            }
            [Pieces::All] | [Pieces::All, Pieces::All] => "*".to_owned(),
            _ => {
                return Err("`flagPiece`: several kinds, or a kind per side, which the engine does not play; it plays one kind, or any piece, for both".to_owned());
            }
        };
        if (v.flag_move || v.flag_piece_safe)
            && (v.flag_piece_count > 1 || v.flag_piece_blocked_win)
        {
            return Err("`flagPieceCount` or `flagPieceBlockedWin` beside `flagMove` or `flagPieceSafe`, which the engine does not play".to_owned());
        }
        // A zone holding squares beyond the board is never full: a piece
        // never stands there.
        let blocked = v
            .flag_region
            .each_ref()
            .map(|r| v.flag_piece_blocked_win && !r.beyond(v.max_file, v.max_rank));
        if blocked[0] != blocked[1] {
            return Err("`flagPieceBlockedWin` where one side's flag region holds squares beyond the board (never full) and the other's does not, which the engine does not play".to_owned());
        }
        notes.flag = Some(Flag {
            piece,
            zones: zones.each_ref().map(|z| zone(z, v.max_file)),
            // (Fairy-Stockfish's count 0 is met by any piece there, as 1.)
            count: v.flag_piece_count.max(1),
            blocked: blocked[0],
        });
        notes.flag_move = v.flag_move;
        notes.flag_safe = v.flag_piece_safe;
    }
    let [in_row, block, on_line] = v.connect;
    // (`connectPieceTypes = -` makes no connection.)
    if v.connect != [0; 3] && v.connect_piece_types != Pieces::Some(Vec::new()) {
        let [horizontal, vertical, diagonal] = v.connect_lines;
        notes.connect = Some(Connect {
            kinds: match &v.connect_piece_types {
                Pieces::All => Vec::new(),
                Pieces::Some(types) => names(types),
            },
            in_row,
            block,
            on_line,
            horizontal,
            vertical,
            diagonal,
        });
    }
    Ok(())
}

/// The castling options as the engine's note.
fn castling(v: &Variant) -> Result<CastlingNote, String> {
    // (`castlingWins` where no king castles is refused by the notes'
    // check.)
    let off = CastlingNote {
        off: true,
        wins: v.castling_wins,
        ..CastlingNote::default()
    };
    if !v.castling {
        if v.castling_dropped_piece && v.piece_drops {
            return Err("`castlingDroppedPiece` without `castling`: Fairy-Stockfish gives the dropped pieces castling rights all the same, which the engine does not play".to_owned());
        }
        return Ok(off);
    }
    let [white, black] = &v.castling_rook_pieces;
    if white != black {
        return Err("`castlingRookPiecesWhite` and `castlingRookPiecesBlack` differ, which the engine does not play".to_owned());
    }
    // The castling king: Fairy-Stockfish's `king` unless the options say;
    // where the variant has no such piece, nobody castles.
    if v.castling_king_piece.contains(&Pieces::All) {
        return Err("`castlingKingPiece`: every piece (`*` or `-`, as Fairy-Stockfish reads them), whatever stands on the king's square castling; the engine castles with the piece written `k`".to_owned());
    }
    let kings = v.castling_king_piece.each_ref().map(|t| match t {
        Pieces::Some(types) => types.first().and_then(|t| v.letters.get(t).copied()),
        Pieces::All => None,
    });
    // (The engine's king is the royal king, or where there is none the
    // piece written `k`.)
    let king = v.letters.get(&Type::King).copied().unwrap_or('k');
    match kings {
        [None, None] => return Ok(off),
        [Some(a), Some(b)] if a == b && a == king => {}
        [Some(a), Some(b)] if a == b => {
            return Err(format!(
                "`castlingKingPiece`: the piece `{a}` castles; the engine castles with its king (`{king}`) only"
            ));
        }
        _ => {
            return Err("`castlingKingPieceWhite` and `castlingKingPieceBlack` name different pieces, or a piece one side lacks, which the engine does not play".to_owned());
        }
    }
    let rooks: Vec<String> = white
        .iter()
        .filter(|t| v.letters.contains_key(t))
        .map(|&t| piece_name(v, t))
        .collect();
    // Where no rook piece is on the board, or the king's landing files are
    // off it (Fairy-Stockfish's defaults, g and c, on a narrower board), no
    // king can castle.
    if rooks.is_empty() || v.castling_files.iter().any(|&f| f >= v.max_file) {
        return Ok(off);
    }
    // A FEN's `K` looks inward for its rook from its file, or from the
    // last file where that is off the board (as Fairy-Stockfish's search
    // does); a `Q` from a file off the board finds none.
    let width = v.max_file;
    let rook_files = [
        v.castling_rook_files[0].min(width - 1),
        v.castling_rook_files[1],
    ];
    if rook_files[1] >= width {
        return Err("`castlingRookQueensideFile` off the board: Fairy-Stockfish's `Q` then finds no rook, which the engine does not play".to_owned());
    }
    if v.castling_dropped_piece && v.piece_drops && width <= 4 {
        return Err("`castlingDroppedPiece` on a board without an `e` file, where Fairy-Stockfish's castling king file is, which the engine does not play".to_owned());
    }
    Ok(CastlingNote {
        files: Some(v.castling_files),
        rank: (v.castling_rank != 0).then_some(v.castling_rank),
        rook: (rooks != ["rook"]).then(|| rooks.join(",")),
        rook_files: (rook_files != [width - 1, 0]).then_some(rook_files),
        // (Without drops no piece is dropped.)
        dropped: v.castling_dropped_piece && v.piece_drops,
        opposite: v.opposite_castling,
        wins: v.castling_wins,
        ..CastlingNote::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_regions_as_a_spec_does() {
        let set: BTreeSet<(u32, u32)> = (0..8)
            .flat_map(|f| [(f, 1), (f, 2)])
            .chain([(3, 4), (0, 6)])
            .collect();
        assert_eq!(region_text(&set, 8, 8), "ranks 2..=3 | d5 | a7");
        let file: BTreeSet<(u32, u32)> = (0..8).map(|r| (0, r)).collect();
        assert_eq!(region_text(&file, 8, 8), "file a");
    }

    #[test]
    fn writes_a_start_fen_out_in_full() {
        assert_eq!(normalise_fen("5/5 w - 0 1"), "5/5 w - - 0 1");
        assert_eq!(normalise_fen("5/5 b 0 1"), "5/5 b - - 0 1");
        assert_eq!(normalise_fen("5/5 w 7+7 0 1"), "5/5 w - - 7+7 0 1");
        assert_eq!(
            normalise_fen("5/5 w KQkq e3 3+3 2 9"),
            "5/5 w KQkq e3 3+3 2 9"
        );
        assert_eq!(normalise_fen("5/5"), "5/5 w - - 0 1");
    }

    #[test]
    fn names_modules_as_the_catalog_does() {
        assert_eq!(module_name("3check-crazyhouse"), "v3check_crazyhouse");
        assert_eq!(module_name("loop"), "loop_");
        assert_eq!(module_name("self"), "self_");
        assert_eq!(module_name("use"), "use_");
    }
}
