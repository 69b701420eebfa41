//! Betza notation in: a pawn's moves written as Fairy-Stockfish writes a
//! custom piece (`fmWfceFifmnD`), translated into the spec's own rules, so
//! that a `variants.ini` user can paste what they have.
//!
//! The subset is what pawn-like pieces use. Atoms: `W` and `F` (one step
//! orthogonally or diagonally), `D` and `A` (two such steps), `N` (the
//! knight's leap, with Fairy-Stockfish's direction pairs: `ff` or `rf`
//! and so on name one leap, `fh` the four forward ones). Directions,
//! relative to the side's forward direction: `f`, `b`, `l`, `r`, `s`
//! (`l` and `r`), `v` (`f` and `b`); on `F` and `A` a pair such as `fl`
//! names one diagonal. Modes: `m` (move only), `c` (capture only), neither
//! (both). Directions are read from the side's own view, as
//! Fairy-Stockfish reads them: forward is north for White and south for
//! Black. Others: `i` (initial: only from the side's second rank, or the
//! rule's `initial` region, as Fairy-Stockfish's double-step region), `n`
//! (lame: a two-step move or a quiet leap passes an empty square), `j` (jumping, the
//! default for `D` and `A`), `e` (captures en passant, which every capture
//! rule does here; a string with `e` makes its lame initial double steps
//! create en-passant squares). Anything else is an error naming it.

use proc_macro2::Span;

use crate::ast::{Dir, DirGuard, MoveKind, MoveRule, Region};
use crate::error::Errors;
use crate::geometry::Direction;

/// One atom of a Betza string with its modifiers (four independent
/// facts of a Betza atom, hence the bools).
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug)]
struct Part {
    atom: char,
    dirs: Vec<Direction>,
    moves: bool,
    captures: bool,
    initial: bool,
    lame: bool,
}

/// Direction `quarter` quarter turns anticlockwise from `forward`.
fn turn(forward: Direction, quarters: i32) -> Direction {
    let (mut df, mut dr) = forward.delta();
    for _ in 0..quarters.rem_euclid(4) {
        (df, dr) = (-dr, df);
    }
    Direction::from_delta((df, dr)).unwrap_or(forward)
}

/// The one-step direction halfway between two orthogonal ones.
fn between(a: Direction, b: Direction) -> Direction {
    let ((af, ar), (bf, br)) = (a.delta(), b.delta());
    Direction::from_delta((af + bf, ar + br)).unwrap_or(a)
}

/// The directions that direction letters name for an orthogonal (`W`, `D`)
/// or a diagonal (`F`, `A`) atom; every direction when there are none.
fn directions(letters: &str, diagonal: bool, forward: Direction) -> Vec<Direction> {
    let ahead = forward;
    let (left, behind, right) = (turn(ahead, 1), turn(ahead, 2), turn(ahead, 3));
    let letter = |c: char| match c {
        'f' => Some(ahead),
        'b' => Some(behind),
        'l' => Some(left),
        'r' => Some(right),
        _ => None,
    };
    let vertical = |c: char| matches!(c, 'f' | 'b');
    let sideways = |c: char| matches!(c, 'l' | 'r');
    let mut out: Vec<Direction> = Vec::new();
    let mut add = |d: Direction| {
        if !out.contains(&d) {
            out.push(d);
        }
    };
    let chars: Vec<char> = letters.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let (one, next) = (chars[i], chars.get(i + 1).copied());
        // (A space parts letters another modifier stood between.)
        if one == ' ' {
            i += 1;
            continue;
        }
        if diagonal {
            // A vertical and a sideways letter together name one diagonal.
            if let Some(other) = next
                && ((vertical(one) && sideways(other)) || (sideways(one) && vertical(other)))
                && let (Some(x), Some(y)) = (letter(one), letter(other))
            {
                add(between(x, y));
                i += 2;
                continue;
            }
            let pairs: Vec<(Direction, Direction)> = match one {
                'f' => vec![(ahead, left), (ahead, right)],
                'b' => vec![(behind, left), (behind, right)],
                'l' => vec![(ahead, left), (behind, left)],
                'r' => vec![(ahead, right), (behind, right)],
                _ => vec![
                    (ahead, left),
                    (ahead, right),
                    (behind, left),
                    (behind, right),
                ],
            };
            for (x, y) in pairs {
                add(between(x, y));
            }
        } else {
            match one {
                's' => [left, right].into_iter().for_each(&mut add),
                'v' => [ahead, behind].into_iter().for_each(&mut add),
                c => letter(c).into_iter().for_each(&mut add),
            }
        }
        i += 1;
    }
    if out.is_empty() {
        out = if diagonal {
            vec![
                between(ahead, left),
                between(ahead, right),
                between(behind, left),
                between(behind, right),
            ]
        } else {
            vec![ahead, left, right, behind]
        };
    }
    out
}

/// The knight leaps that direction letters name, as Fairy-Stockfish reads
/// them (its `from_betza`): adjacent letters pair up where a vertical (`f`
/// `b` `v` `h`) meets a horizontal one (`r` `l` `s` `h`), or double; each
/// pair names the leaps it lists (none, for some: `hh`), from the side's
/// view (`(file, rank)` with forward up), turned to `forward`. Every leap
/// when there are no letters.
fn knight_directions(letters: &str, forward: Direction) -> Vec<Direction> {
    const VERTICALS: &str = "fbvh";
    const HORIZONTALS: &str = "rlsh";
    // The eight leaps, each with the pairs that name it.
    const LEAPS: [((i32, i32), &[&str]); 8] = [
        ((1, 2), &["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-1, -2), &["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((2, -1), &["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-2, 1), &["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((2, 1), &["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-2, -1), &["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((1, -2), &["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-1, 2), &["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ];
    let chars: Vec<char> = letters.chars().collect();
    let mut pairs: Vec<String> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let one = chars[i];
        if one == ' ' {
            i += 1;
            continue;
        }
        match chars.get(i + 1) {
            Some(&two)
                if two == one
                    || (VERTICALS.contains(one) && HORIZONTALS.contains(two))
                    || (HORIZONTALS.contains(one) && VERTICALS.contains(two)) =>
            {
                pairs.push([one, two].iter().collect());
                i += 2;
            }
            _ => {
                pairs.push([one, one].iter().collect());
                i += 1;
            }
        }
    }
    // Turned from north (the side's view) to `forward`: Black's, south,
    // by 180° (a Betza string's forward is north or south).
    let quarters = if forward == Direction::South { 2 } else { 0 };
    let mut out = Vec::new();
    for (delta, names) in LEAPS {
        if pairs.is_empty() || pairs.iter().any(|p| names.contains(&p.as_str())) {
            let (mut df, mut dr) = delta;
            for _ in 0..quarters {
                (df, dr) = (-dr, df);
            }
            if let Some(dir) = Direction::from_delta((df, dr))
                && !out.contains(&dir)
            {
                out.push(dir);
            }
        }
    }
    out
}

/// Splits a Betza string into atoms with their modifiers, or names what
/// the subset lacks.
fn parts(betza: &str, forward: Direction) -> Result<(Vec<Part>, bool), String> {
    let mut parts = Vec::new();
    let mut en_passant = false;
    let mut letters = String::new();
    // The direction letters before an atom, a space where another
    // modifier parts them: Fairy-Stockfish pairs adjacent letters only
    // (`fcl` is `f` and `l`, not `fl`).
    let direction_letters = |letters: &str, directions: &str| -> String {
        let mut out = String::new();
        for c in letters.chars() {
            if directions.contains(c) {
                out.push(c);
            } else if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
        }
        out
    };
    for c in betza.chars() {
        match c {
            'W' | 'F' | 'D' | 'A' => {
                if letters.contains('h') {
                    return Err(format!(
                        "`h` before `{c}`: the half (`fh`, `bh`, …) is read on the knight's `N` only"
                    ));
                }
                let diagonal = matches!(c, 'F' | 'A');
                let dir_letters = direction_letters(&letters, "fblrsv");
                let (m, cap) = (letters.contains('m'), letters.contains('c'));
                en_passant |= letters.contains('e');
                parts.push(Part {
                    atom: c,
                    dirs: directions(&dir_letters, diagonal, forward),
                    moves: m || !cap,
                    captures: cap || !m,
                    initial: letters.contains('i'),
                    lame: letters.contains('n'),
                });
                letters.clear();
            }
            'N' => {
                let dir_letters = direction_letters(&letters, "fblrsvh");
                let (m, cap) = (letters.contains('m'), letters.contains('c'));
                en_passant |= letters.contains('e');
                let dirs = knight_directions(&dir_letters, forward);
                // (Letters that name no leap leave the atom no move.)
                if !dirs.is_empty() {
                    parts.push(Part {
                        atom: c,
                        dirs,
                        moves: m || !cap,
                        captures: cap || !m,
                        initial: letters.contains('i'),
                        lame: letters.contains('n'),
                    });
                }
                letters.clear();
            }
            'f' | 'b' | 'l' | 'r' | 's' | 'v' | 'h' | 'm' | 'c' | 'i' | 'n' | 'j' | 'e' => {
                letters.push(c);
            }
            c if c.is_ascii_digit() => {
                return Err(format!(
                    "`{c}`: a range (a rider) is not a pawn's move; pawns here step once (`W`, `F`) or twice (`D`, `A`)"
                ));
            }
            c if c.is_ascii_uppercase() => {
                return Err(format!(
                    "the Betza atom `{c}` is not a pawn's: pawns here use `W`, `F` (one step), `D`, `A` (two steps) and `N` (the knight's leap)"
                ));
            }
            c => {
                return Err(format!(
                    "the Betza modifier `{c}` is not supported: pawns here use the directions `f` `b` `l` `r` `s` `v` (`h` on `N`) and `m` `c` `i` `n` `j` `e`"
                ));
            }
        }
    }
    if !letters.is_empty() {
        return Err(format!(
            "`{letters}` at the end of the string modifies no atom"
        ));
    }
    if parts.is_empty() {
        return Err("the Betza string names no move".to_owned());
    }
    Ok((parts, en_passant))
}

/// The rules a Betza string stands for, on a side whose pawns move
/// `forward`, with `initial` the region of its initial moves. Errors go
/// under `span` (the string). `lands(rule, dir)` says whether a direction
/// of a translated rule can land on the board at all: Betza's atoms name
/// every direction, where a pawn's initial leap backwards never lands, and
/// such directions are left out.
pub(crate) fn translate(
    betza: &str,
    span: Span,
    forward: Direction,
    initial: &Region,
    lands: &dyn Fn(&MoveRule, Direction) -> bool,
    errors: &mut Errors,
) -> Vec<MoveRule> {
    let (parts, en_passant) = match parts(betza, forward) {
        Ok(found) => found,
        Err(message) => {
            errors.at(span, format!("Betza `{betza}`: {message}"));
            return Vec::new();
        }
    };
    let mut rules: Vec<MoveRule> = Vec::new();
    for part in parts {
        let leap = part.atom == 'N';
        let steps = if matches!(part.atom, 'W' | 'F' | 'N') {
            1
        } else {
            2
        };
        if leap && part.lame && part.captures {
            errors.at(
                span,
                format!(
                    "Betza `{betza}`: a lame leap that captures (`n` on `N` without `m`) is not a pawn rule: captures and steps along a leap jump; write `mn` for a lame quiet leap"
                ),
            );
            continue;
        }
        let kind = if steps == 2 {
            if part.captures {
                errors.at(
                    span,
                    format!(
                        "Betza `{betza}`: `{}` captures two squares away, which no pawn rule says; write `m{}`",
                        part.atom, part.atom
                    ),
                );
                continue;
            }
            MoveKind::Push { steps: 2 }
        } else if part.moves && part.captures {
            MoveKind::Step
        } else if part.moves {
            MoveKind::Push { steps: 1 }
        } else {
            MoveKind::Capture
        };
        // Two-square atoms leap unless `n` makes them lame; so do quiet
        // knight leaps (captures along a leap always jump).
        let jumping = (steps == 2 || (leap && kind == MoveKind::Push { steps: 1 })) && !part.lame;
        let dirs: Vec<DirGuard> = part
            .dirs
            .iter()
            .map(|&dir| DirGuard {
                dir: Dir { dir, span },
                guard: None,
            })
            .collect();
        // Parts of one kind, reach and origin share a rule.
        let from = part.initial.then(|| initial.clone());
        let same = rules.iter_mut().find(|r| {
            r.kind == kind
                && r.from.is_some() == from.is_some()
                && r.jumping.is_some() == jumping
                && r.dirs.iter().any(|d| d.dir.dir.is_leap()) == leap
        });
        match same {
            Some(rule) => {
                for d in dirs {
                    if !rule.dirs.iter().any(|x| x.dir.dir == d.dir.dir) {
                        rule.dirs.push(d);
                    }
                }
            }
            None => rules.push(MoveRule {
                kind,
                steps_span: Some(span),
                dirs,
                from,
                en_passant: (en_passant && steps == 2 && !jumping && part.initial).then_some(span),
                jumping: jumping.then_some(span),
                name: None,
                broken: false,
                betza: Some(betza.to_owned()),
            }),
        }
    }
    for rule in &mut rules {
        let all: Vec<Direction> = rule.dirs.iter().map(|d| d.dir.dir).collect();
        let keep: Vec<bool> = all.iter().map(|&d| lands(rule, d)).collect();
        if keep.iter().any(|&k| k) {
            let mut k = keep.into_iter();
            rule.dirs.retain(|_| k.next().unwrap_or(true));
        }
    }
    rules
}

#[cfg(test)]
mod tests {
    use super::*;
    use Direction::*;

    fn dirs_of(betza: &str) -> Vec<(char, Vec<Direction>, bool, bool)> {
        parts(betza, North)
            .unwrap()
            .0
            .into_iter()
            .map(|p| (p.atom, p.dirs, p.moves, p.captures))
            .collect()
    }

    #[test]
    fn the_chess_pawn() {
        let got = dirs_of("fmWfceFifmnD");
        assert_eq!(got[0], ('W', vec![North], true, false));
        assert_eq!(got[1], ('F', vec![NorthWest, NorthEast], false, true));
        assert_eq!(got[2], ('D', vec![North], true, false));
    }

    #[test]
    fn directions_turn_with_the_side() {
        // Legan's white pawn moves forward-left, captures forward and left.
        let got = parts("mflFcflW", North).unwrap().0;
        assert_eq!(got[0].dirs, vec![NorthWest]);
        assert_eq!(got[1].dirs, vec![North, West]);
        // Black, forward south: forward-left is south-east.
        let got = parts("mflF", South).unwrap().0;
        assert_eq!(got[0].dirs, vec![SouthEast]);
        assert_eq!(
            parts("fsW", North).unwrap().0[0].dirs,
            vec![North, West, East]
        );
    }

    #[test]
    fn knight_leaps_read_as_fairy_stockfish_reads_them() {
        // The forward half: the four leaps gaining ranks.
        let mut got = parts("fhmnN", North).unwrap().0[0].dirs.clone();
        got.sort();
        assert_eq!(
            got,
            vec![NorthNorthEast, EastNorthEast, WestNorthWest, NorthNorthWest]
        );
        // `ff` (and `f`) names the two narrow forward leaps.
        assert_eq!(
            parts("ffN", North).unwrap().0[0].dirs,
            vec![NorthNorthEast, NorthNorthWest]
        );
        // `fr` is the wide forward-right leap, `rf` the narrow one.
        assert_eq!(parts("frN", North).unwrap().0[0].dirs, vec![EastNorthEast]);
        assert_eq!(parts("rfN", North).unwrap().0[0].dirs, vec![NorthNorthEast]);
        // Black's forward is south: its forward half gains ranks downwards.
        let mut black = parts("fhN", South).unwrap().0[0].dirs.clone();
        black.sort();
        assert_eq!(
            black,
            vec![EastSouthEast, SouthSouthEast, SouthSouthWest, WestSouthWest]
        );
        assert_eq!(parts("N", North).unwrap().0[0].dirs.len(), 8);
        // Letters another modifier parts do not pair: `fmr` is `f` and `r`.
        let mut parted = parts("fmrN", North).unwrap().0[0].dirs.clone();
        parted.sort();
        assert_eq!(
            parted,
            vec![NorthNorthEast, EastNorthEast, EastSouthEast, NorthNorthWest]
        );
        // Pairs that name no leap leave the atom no move.
        assert!(parts("hN", North).unwrap_err().contains("names no move"));
        assert_eq!(parts("mfWchfN", North).unwrap().0.len(), 1);
    }

    #[test]
    fn letters_parted_by_a_modifier_do_not_pair() {
        // `fcl` on `F`: the forward diagonals and the left ones.
        let mut got = parts("fclF", North).unwrap().0[0].dirs.clone();
        got.sort();
        assert_eq!(got, vec![NorthEast, SouthWest, NorthWest]);
        assert_eq!(parts("fclF", North).unwrap().0[0].dirs.len(), 3);
        assert_eq!(parts("cflF", North).unwrap().0[0].dirs, vec![NorthWest]);
    }

    #[test]
    fn what_pawns_lack_is_named() {
        assert!(parts("fmWfceFC", North).unwrap_err().contains("atom `C`"));
        assert!(parts("fhW", North).unwrap_err().contains("`N` only"));
        assert!(parts("fpW", North).unwrap_err().contains("modifier `p`"));
        assert!(
            parts("fmWf", North)
                .unwrap_err()
                .contains("modifies no atom")
        );
    }
}
