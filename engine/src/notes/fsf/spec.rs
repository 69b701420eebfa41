//! What a resolved section's pawn kinds become: a spec, checked by the
//! spec's own checker (the rest becomes the engine's notes: see
//! [`rules`](super::rules)).

use std::collections::BTreeSet;
use std::fmt::Write as _;

use super::moves::{self, Square, makes_en_passant};
use super::options::Variant;
use super::pieces::{PAWN, Type};
use super::roles::{
    diagonal_lines, engine_name, kinds, pawn_promotes_to_king, piece_name, promoted_name, sided,
    squares, turning,
};
use super::values::Region;
use crate::betza::{Movement, PieceMoves};

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
    if is_soldier {
        soldier_rank_played(v, lines.is_some())?;
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
    Ok(Some(Steps {
        rules,
        movable,
        narrows: soldier || region.is_some(),
    }))
}

/// Refuses a soldier's `soldierPromotionRank` the engine does not play:
/// beyond the board, or beside `diagonalLines` (`lines`).
fn soldier_rank_played(v: &Variant, lines: bool) -> Result<(), String> {
    if v.soldier_promotion_rank > v.max_rank {
        return Err(format!(
            "`soldierPromotionRank = {}` beyond the board's {} ranks, where Fairy-Stockfish's Black soldiers step sideways everywhere and White's nowhere, which the engine does not play",
            v.soldier_promotion_rank, v.max_rank
        ));
    }
    if v.soldier_promotion_rank > 1 && lines {
        return Err("`soldierPromotionRank` with `diagonalLines`: Fairy-Stockfish's soldiers below that rank move along the lines but do not attack along them, which the engine does not play".to_owned());
    }
    Ok(())
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
/// ([`step_rules`]): the rules, the squares any of them is made from, and
/// whether the region or rank narrows them.
struct Steps {
    rules: Vec<String>,
    movable: BTreeSet<Square>,
    /// Whether a mobility region or `soldierPromotionRank` narrows them
    /// (not only `diagonalLines` adding to them).
    narrows: bool,
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
    if !to.is_empty() && !zone.is_empty() && narrowed.as_ref().is_some_and(|s| s.narrows) {
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
