//! What a pawn kind's moves mean for the rules Fairy-Stockfish derives
//! from them: the squares it could never move from again
//! (`immobilityIllegal`), the squares its initial double steps pass (its
//! en-passant squares), and its Betza string with en passant said as the
//! spec says it.

use std::collections::BTreeSet;

use super::options::Variant;
use super::pieces::{PAWN, Type};
use crate::betza::{Movement, PieceMoves};

/// A square, `(file, rank)` from 0.
pub(super) type Square = (u32, u32);

/// A Betza string cut at its atoms: the modifiers before each atom, and
/// the atom with its range (`fmW`, `ifmnD` → `("fm", "W")`, `("ifmn",
/// "D")`).
fn parts(betza: &str) -> Vec<(String, String)> {
    let mut parts: Vec<(String, String)> = Vec::new();
    let mut modifiers = String::new();
    for c in betza.chars() {
        if c.is_ascii_lowercase() {
            modifiers.push(c);
        } else if c.is_ascii_uppercase() && modifiers.is_empty() {
            // A doubled atom (`WW`) rides: it belongs to the part before.
            match parts.last_mut() {
                Some((_, atom)) if atom.ends_with(c) && atom.len() == 1 => atom.push(c),
                _ => parts.push((String::new(), c.to_string())),
            }
        } else if c.is_ascii_uppercase() {
            parts.push((std::mem::take(&mut modifiers), c.to_string()));
        } else if let Some((_, atom)) = parts.last_mut() {
            atom.push(c);
        }
    }
    parts
}

/// `betza` without the lame leaps Fairy-Stockfish never makes: it moves
/// a lame leap (`n`) of the dabbaba, the knight, the alfil and janggi's
/// elephant only (`nD`, `nN`, `nA`, `nZ` or `nJ`); elgam's `nC` never
/// moves there.
pub(super) fn moving_lame(betza: &str) -> String {
    let parts = parts(betza);
    // (A lame rider or hopper is refused as such, later.)
    let never = |(m, atom): &(String, String)| {
        m.contains('n')
            && !m.contains(['p', 'g'])
            && atom.len() == 1
            && !"DNAZJRBQ".contains(atom.as_str())
    };
    if !parts.iter().any(never) {
        return betza.to_owned();
    }
    (parts.into_iter())
        .filter(|part| !never(part))
        .map(|(m, atom)| m + &atom)
        .collect()
}

/// A type's moves in Betza: the pawn's are Fairy-Stockfish's own.
pub(super) fn betza(v: &Variant, t: Type) -> Option<&str> {
    match t {
        PAWN => Some("fmWfcF"),
        Type::Custom(n) => v.custom.get(&n).map(String::as_str),
        Type::Predefined(_) => t.betza(),
        Type::King => None,
    }
}

/// Whether a spec's `betza` rule says these moves: one- and two-square
/// steps (`W`, `F`, `D`, `A`; the two-square ones moving only), with
/// the modifiers a pawn's string may have.
pub(super) fn pawn_like(betza: &str) -> bool {
    let parts = parts(betza);
    !parts.is_empty()
        && parts.iter().all(|(m, atom)| {
            let two = atom == "D" || atom == "A";
            (two || atom == "W" || atom == "F")
                && m.chars().all(|c| "fblrsvmcinje".contains(c))
                && (!two || m.contains('m') && !m.contains('c'))
        })
}

/// The one-step directions along which a side's captures of a kind go
/// (a pawn's `cfF`: forward-left and forward-right).
fn capture_steps(v: &Variant, kind: Type, side: usize) -> Vec<(i32, i32)> {
    let Some(moves) = betza(v, kind).and_then(|b| PieceMoves::parse(b).ok()) else {
        return Vec::new();
    };
    let capture = if side == 0 {
        moves.capture
    } else {
        moves.capture.turned()
    };
    capture.leaps.clone()
}

/// Whether a side's captures of a kind can land on an en-passant square
/// the other side's double steps make: unless every capture goes along
/// the line of every such step, where the square it would start from is
/// one the push left, passed or landed on (khans' soldiers capture
/// straight ahead, beside chess pawns).
pub(super) fn may_take_en_passant(v: &Variant, kind: Type, side: usize, pushers: &[Type]) -> bool {
    let forward = if side == 0 { -1 } else { 1 };
    let lines: Vec<(i32, i32)> = (pushers.iter())
        .flat_map(|&k| match betza(v, k).filter(|_| k != PAWN) {
            Some(b) => initial_double_steps(b, 1 - side)
                .into_iter()
                .map(|(df, dr)| (df / 2, dr / 2))
                .collect(),
            None => vec![(0, forward)],
        })
        .collect();
    capture_steps(v, kind, side)
        .iter()
        .any(|&(cf, cr)| lines.iter().any(|&(lf, lr)| cf * lr != cr * lf))
}

/// A side's quiet moves of a piece: its initial moves (`i`) or the
/// others, from `betza`; `None` where it has none the engine reads.
fn quiet_moves(betza: &str, side: usize, initial: bool) -> Option<Movement> {
    let kept: String = parts(betza)
        .into_iter()
        .filter(|(m, _)| m.contains('i') == initial)
        .map(|(m, atom)| {
            let m: String = m.chars().filter(|c| !"iej".contains(*c)).collect();
            m + &atom
        })
        .collect();
    let moves = PieceMoves::parse(&kept).ok()?;
    Some(if side == 0 {
        moves.quiet
    } else {
        moves.quiet.turned()
    })
}

/// Where a side's quiet moves of a piece go, as steps `(file, rank)`:
/// its initial moves (`i`) or the others, from `betza`.
fn quiet_steps(betza: &str, side: usize, initial: bool) -> Vec<(i32, i32)> {
    let Some(quiet) = quiet_moves(betza, side, initial) else {
        return Vec::new();
    };
    quiet
        .leaps
        .iter()
        .copied()
        .chain(quiet.rides.iter().map(|&(d, _)| d))
        .chain(quiet.lame.iter().map(|l| l.leap))
        .chain(quiet.hops.iter().map(|h| h.step))
        .collect()
}

/// A side's initial double steps of a piece moving as `betza` (`D`,
/// `A`), which pass one square: where its en-passant squares may be.
fn initial_double_steps(betza: &str, side: usize) -> Vec<(i32, i32)> {
    quiet_steps(betza, side, true)
        .into_iter()
        .filter(|&(df, dr)| df % 2 == 0 && dr % 2 == 0 && df.abs().max(dr.abs()) == 2)
        .collect()
}

/// `from` moved by `step`, if that is on the variant's board.
pub(super) fn moved(v: &Variant, (f, r): Square, (df, dr): (i32, i32)) -> Option<Square> {
    let f = f.checked_add_signed(df).filter(|&f| f < v.max_file)?;
    let r = r.checked_add_signed(dr).filter(|&r| r < v.max_rank)?;
    Some((f, r))
}

/// Every square of the variant's board.
pub(super) fn board(v: &Variant) -> impl Iterator<Item = Square> {
    let height = v.max_rank;
    (0..v.max_file).flat_map(move |f| (0..height).map(move |r| (f, r)))
}

/// The squares of the board from which a side's piece moving as `betza`
/// has no quiet move (its initial ones aside) onto the board: where
/// Fairy-Stockfish's `immobilityIllegal` forbids it to go.
pub(super) fn stuck(v: &Variant, betza: &str, side: usize) -> BTreeSet<Square> {
    let steps = quiet_steps(betza, side, false);
    board(v)
        .filter(|&s| steps.iter().all(|&d| moved(v, s, d).is_none()))
        .collect()
}

/// The squares a kind could never move from again, for a side.
pub(super) fn kind_stuck(v: &Variant, kind: Type, side: usize) -> BTreeSet<Square> {
    betza(v, kind).map_or_else(BTreeSet::new, |b| stuck(v, b, side))
}

/// Whether a side's piece moving as `betza` can go from a square of
/// `zone` to a square of the board outside it, by any move (initial ones
/// too; rides and hops to any distance), the board being empty.
pub(super) fn leaves(v: &Variant, betza: &str, side: usize, zone: &BTreeSet<Square>) -> bool {
    // (Without `i`, `e` and `j`, which only narrow where and when a move
    // is made: the moves kept are as many or more.)
    let plain: String = betza.chars().filter(|c| !"iej".contains(*c)).collect();
    let Ok(moves) = PieceMoves::parse(&plain) else {
        return true;
    };
    let far = i32::try_from(v.max_file.max(v.max_rank)).unwrap_or(i32::MAX);
    let ray = |d: (i32, i32), n: u32| {
        (1..=far.min(i32::try_from(n).unwrap_or(i32::MAX))).map(move |k| (d.0 * k, d.1 * k))
    };
    let mut steps: Vec<(i32, i32)> = Vec::new();
    for m in [&moves.quiet, &moves.capture] {
        let m = if side == 0 { m.clone() } else { m.turned() };
        steps.extend(m.leaps.iter().copied());
        steps.extend(m.lame.iter().map(|l| l.leap));
        steps.extend(m.rides.iter().flat_map(|&(d, n)| ray(d, n)));
        steps.extend(m.hops.iter().flat_map(|h| ray(h.step, h.range)));
    }
    zone.iter().any(|&s| {
        steps
            .iter()
            .filter_map(|&d| moved(v, s, d))
            .any(|to| !zone.contains(&to))
    })
}

/// The squares of the board a side's kind lands on by some move (initial
/// ones too; rides and hops to any distance) from a square of the board,
/// the board being empty: where it may enter a promotion zone.
pub(super) fn landed(v: &Variant, kind: Type, side: usize) -> BTreeSet<Square> {
    let Some(betza) = betza(v, kind) else {
        return BTreeSet::new();
    };
    // (Without `i`, `e` and `j`, which only narrow where and when a move
    // is made. A move landing on a square passes the square one step or
    // leap before it, on the board.)
    let plain: String = betza.chars().filter(|c| !"iej".contains(*c)).collect();
    let Ok(moves) = PieceMoves::parse(&plain) else {
        return board(v).collect();
    };
    let mut steps: Vec<(i32, i32)> = Vec::new();
    for m in [&moves.quiet, &moves.capture] {
        let m = if side == 0 { m.clone() } else { m.turned() };
        steps.extend(m.leaps.iter().copied());
        steps.extend(m.lame.iter().map(|l| l.leap));
        steps.extend(m.rides.iter().map(|&(d, _)| d));
        steps.extend(m.hops.iter().map(|h| h.step));
    }
    board(v)
        .filter(|&(f, r)| {
            steps.iter().any(|&(df, dr)| {
                f.checked_add_signed(-df).is_some_and(|f| f < v.max_file)
                    && r.checked_add_signed(-dr).is_some_and(|r| r < v.max_rank)
            })
        })
        .collect()
}

/// Whether a side's initial double steps of a kind leap (no `n`): the
/// engine's leaping double steps make no en-passant squares.
pub(super) fn leaps_initially(v: &Variant, kind: Type) -> bool {
    kind != PAWN
        && betza(v, kind).is_some_and(|b| {
            parts(b).iter().any(|(m, atom)| {
                m.contains('i')
                    && !m.contains('n')
                    && (atom.starts_with('D') || atom.starts_with('A'))
            })
        })
}

/// The squares a side's double (and triple) steps of a kind pass, from
/// where Fairy-Stockfish makes them.
pub(super) fn passed(v: &Variant, kind: Type, side: usize) -> BTreeSet<Square> {
    let region = |r| super::roles::squares(v, r);
    let starts = if v.double_step {
        region(&v.double_step_region[side])
    } else {
        BTreeSet::new()
    };
    let forward = if side == 0 { 1 } else { -1 };
    let mut passed = BTreeSet::new();
    if kind == PAWN {
        for &s in &starts {
            if moved(v, s, (0, 2 * forward)).is_some() {
                passed.extend(moved(v, s, (0, forward)));
            }
        }
        for s in region(&v.triple_step_region[side]) {
            if moved(v, s, (0, 3 * forward)).is_some() {
                passed.extend(moved(v, s, (0, forward)));
                passed.extend(moved(v, s, (0, 2 * forward)));
            }
        }
        return passed;
    }
    let Some(betza) = betza(v, kind) else {
        return passed;
    };
    for (df, dr) in initial_double_steps(betza, side) {
        for &s in &starts {
            if moved(v, s, (df, dr)).is_some() {
                passed.extend(moved(v, s, (df / 2, dr / 2)));
            }
        }
    }
    passed
}

/// Whether a side's double steps of a kind make en-passant squares, as
/// Fairy-Stockfish decides: where the squares they pass lie in the other
/// side's `enPassantRegion`, and the other side has something to take
/// them with (a pawn, or a type in its `enPassantTypes`). A region that
/// holds some of the passed squares only is an error for a Betza pawn
/// (the engine makes every square its pushes pass an en-passant square,
/// or none); the chess pawn's pushes are split by where they start
/// ([`pawn_pushes`]).
pub(super) fn makes_en_passant(v: &Variant, kind: Type, side: usize) -> Result<bool, String> {
    let them = 1 - side;
    let takers = v.letters.contains_key(&PAWN)
        || v.en_passant_types[them]
            .iter()
            .any(|t| v.letters.contains_key(t));
    if !takers {
        return Ok(false);
    }
    let passed = passed(v, kind, side);
    let region = super::roles::squares(v, &v.en_passant_region[them]);
    let inside = passed.intersection(&region).count();
    if inside == 0 {
        Ok(false)
    } else if inside == passed.len() || kind == PAWN {
        // (The pawn's pushes are written per square they start from:
        // `pawn_pushes` splits them by the squares they pass.)
        initial_steps_taken_as_the_engine_takes_them(v, kind, side, &region)?;
        Ok(true)
    } else {
        Err(format!(
            "`enPassantRegion`: holds some of the squares `{}`'s double steps pass only; the engine makes every square a push passes an en-passant square, or none",
            kind.key()
        ))
    }
}

/// The squares of `starts` from which a side's pawn pushes `n` squares
/// making en-passant squares (every square passed lies in the other
/// side's `enPassantRegion`), and those from which it makes none (none
/// does); a start passing squares of both is an error.
pub(super) fn pawn_pushes(
    v: &Variant,
    side: usize,
    starts: &BTreeSet<Square>,
    n: i32,
) -> Result<[BTreeSet<Square>; 2], String> {
    let mut split = [BTreeSet::new(), BTreeSet::new()];
    if !makes_en_passant(v, PAWN, side)? {
        split[1].clone_from(starts);
        return Ok(split);
    }
    let region = super::roles::squares(v, &v.en_passant_region[1 - side]);
    let forward = if side == 0 { 1 } else { -1 };
    for &s in starts {
        let passed: Vec<Square> = (1..n)
            .filter_map(|i| moved(v, s, (0, i * forward)))
            .collect();
        let inside = passed.iter().filter(|p| region.contains(p)).count();
        if inside == passed.len() {
            split[0].insert(s);
        } else if inside == 0 {
            split[1].insert(s);
        } else {
            return Err(
                "`enPassantRegion`: holds some of the squares a pawn's triple step passes only; the engine makes every square a push passes an en-passant square, or none"
                    .to_owned(),
            );
        }
    }
    Ok(split)
}

/// Refuses a Betza pawn's initial double steps whose en-passant squares
/// Fairy-Stockfish makes or takes otherwise than the engine: where its
/// other moves make the same step (Fairy-Stockfish then makes no square),
/// or where a step that is not straight ahead lands outside `region`
/// (Fairy-Stockfish then takes another piece than the one that moved).
fn initial_steps_taken_as_the_engine_takes_them(
    v: &Variant,
    kind: Type,
    side: usize,
    region: &BTreeSet<Square>,
) -> Result<(), String> {
    let Some(betza) = betza(v, kind).filter(|_| kind != PAWN) else {
        return Ok(());
    };
    let others = quiet_moves(betza, side, false).unwrap_or_default();
    let starts = super::roles::squares(v, &v.double_step_region[side]);
    for d @ (df, dr) in initial_double_steps(betza, side) {
        let half = (df / 2, dr / 2);
        let again = others.leaps.contains(&d)
            || others.lame.iter().any(|l| l.leap == d)
            || others.rides.iter().any(|&(dir, n)| dir == half && n >= 2);
        let outside = df != 0
            && starts
                .iter()
                .filter_map(|&s| moved(v, s, d))
                .any(|to| !region.contains(&to));
        if again || outside {
            return Err(format!(
                "`{}`'s initial double steps, which its other moves also make or which land outside the capturer's `enPassantRegion`: Fairy-Stockfish's en passant there is not the engine's",
                kind.key()
            ));
        }
    }
    Ok(())
}

/// Whether a kind captures in its own way (Betza `c` without `m`): what
/// takes en passant, in Fairy-Stockfish and in the engine alike.
pub(super) fn captures_apart(v: &Variant, kind: Type) -> bool {
    betza(v, kind).is_some_and(|b| {
        parts(b)
            .iter()
            .any(|(m, _)| m.contains('c') && !m.contains('m'))
    })
}

/// `betza` with en passant said as the spec says it: an `e` where its
/// initial double steps make en-passant squares (on its captures, as
/// Fairy-Stockfish's own strings write it, or else on the initial move),
/// none elsewhere.
pub(super) fn with_en_passant(betza: &str, en_passant: bool) -> String {
    let captures = |m: &str| m.contains('c') && !m.contains('m');
    let mut parts = parts(betza);
    let on_captures = parts.iter().any(|(m, _)| captures(m));
    let mut first_initial = true;
    for (m, _) in &mut parts {
        m.retain(|c| c != 'e');
        let mark = if on_captures {
            captures(m)
        } else {
            m.contains('i') && std::mem::take(&mut first_initial)
        };
        if en_passant && mark {
            m.push('e');
        }
    }
    parts.into_iter().map(|(m, atom)| m + &atom).collect()
}

/// `betza` with each king step (`K`) written as the wazir's and the
/// fers's steps, with the same modifiers (`fK` is `fWfF`), as
/// Fairy-Stockfish reads them: the spec's pawns step with `W` and `F`.
/// An error for a riding king (`KK`, `K2`), no pawn's move, and for a
/// direction of two letters (`flK`), which Fairy-Stockfish reads for the
/// wazir otherwise than for the fers.
pub(super) fn kings_as_steps(betza: &str) -> Result<String, String> {
    let mut out = String::new();
    for (m, atom) in parts(betza) {
        if !atom.starts_with('K') {
            out.push_str(&m);
            out.push_str(&atom);
            continue;
        }
        if atom != "K" {
            return Err(format!("`{m}{atom}`: a riding king is not a pawn's move"));
        }
        let directions: Vec<char> = m.chars().filter(|c| "fblr".contains(*c)).collect();
        let vertical = |c: char| c == 'f' || c == 'b';
        if directions
            .windows(2)
            .any(|pair| vertical(pair[0]) != vertical(pair[1]))
        {
            return Err(format!(
                "`{m}{atom}`: a direction of two letters on `K`, which Fairy-Stockfish reads for its wazir steps otherwise than for its fers steps; write them as `W` and `F`"
            ));
        }
        for step in ['W', 'F'] {
            out.push_str(&m);
            out.push(step);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_betza_at_its_atoms() {
        assert_eq!(
            parts("fmWfceFifmnD"),
            [
                ("fm".to_owned(), "W".to_owned()),
                ("fce".to_owned(), "F".to_owned()),
                ("ifmn".to_owned(), "D".to_owned()),
            ]
        );
        assert_eq!(parts("WW"), [(String::new(), "WW".to_owned())]);
        assert_eq!(parts("R4"), [(String::new(), "R4".to_owned())]);
    }

    #[test]
    fn drops_the_lame_leaps_fairy_stockfish_never_makes() {
        assert_eq!(moving_lame("nC"), "");
        assert_eq!(moving_lame("mRnCnN"), "mRnN");
        assert_eq!(moving_lame("fmWfceFifmnD"), "fmWfceFifmnD");
        assert_eq!(moving_lame("nZnJnAnDnN"), "nZnJnAnDnN");
        assert_eq!(moving_lame("mRnpB"), "mRnpB");
    }

    #[test]
    fn knows_a_pawn_s_moves() {
        assert!(pawn_like("fmWfF") && pawn_like("mfWcfF") && pawn_like("fmWfcFifmnD"));
        assert!(!pawn_like("mfR") && !pawn_like("fWfD") && !pawn_like("K") && !pawn_like(""));
    }

    #[test]
    fn writes_king_steps_as_a_pawn_s() {
        assert_eq!(kings_as_steps("fKifmnD").as_deref(), Ok("fWfFifmnD"));
        assert_eq!(kings_as_steps("fmWfcF").as_deref(), Ok("fmWfcF"));
        assert!(kings_as_steps("flK").is_err_and(|e| e.contains("two letters")));
        assert!(kings_as_steps("KK").is_err_and(|e| e.contains("riding")));
    }

    #[test]
    fn says_en_passant_on_the_captures() {
        assert_eq!(with_en_passant("fmWfcFifmnD", true), "fmWfceFifmnD");
        assert_eq!(with_en_passant("fmWfceFifmnD", false), "fmWfcFifmnD");
        assert_eq!(with_en_passant("fmWifmnD", true), "fmWifmneD");
    }
}
