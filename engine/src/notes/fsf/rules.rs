//! What a resolved section becomes beyond its pawn kinds: the engine's
//! [`Notes`] (its pieces, king, castling, drops, promotions of pieces,
//! walls, regions and the rules that end the game), or the option it
//! does not play, named.

use std::collections::BTreeSet;

use super::moves::{self, Square};
use super::options::{Pieces, Variant};
use super::pieces::{PAWN, Type};
use super::roles::{
    diagonal_lines, engine_name, kinds, king_pseudo_royal, pawn_appears, pawn_promotes_to_king,
    piece_name, promoted_name, sided, squares, turning,
};
use super::values::Region;
use crate::betza::PieceMoves;
use crate::notes::{
    Captures, CastlingNote, Connect, Extinction, Flag, Notes, Part, PieceDef, PromotionLimit,
    Walling, Zone,
};

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
        no_checks: !v.checking && v.has_king(),
        must_capture: v.must_capture,
        flying_general: v.flying_general,
        immobile: !v.immobility_illegal,
        // (Fairy-Stockfish holds its royal king in check only: without
        // one, `makpongRule` forbids nothing.)
        king_in_check_captures_only: v.makpong_rule && v.has_king(),
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
            if !v.has_king() || fers.is_none_or(|f| !v.letters.contains_key(&f)) {
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
        if v.has_king() || v.extinction_pseudo_royal {
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
    } else if v.has_king() {
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
    let mut moving_types = Vec::new();
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
        }
    }
    // (And the pieces promoted to those types.)
    let promoted = (v.promoted_piece_type.iter())
        .filter(|&(base, &p)| along.contains(&Some(p)) && v.letters.contains_key(base))
        .map(|(&base, &p)| promoted_name(v, kinds, base, p));
    notes.diagonal_kinds = Some(
        (moving_types.iter())
            .map(|&t| engine_name(v, kinds, t))
            .chain(promoted)
            .collect(),
    );
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
        [true, true] if v.has_king() => notes.pass = true,
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
    let royal_king = v.has_king() && !king_pseudo_royal(v);
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
    if v.flip_enclosed.is_some() && (v.has_king() || v.type_of('k').is_some() || !kinds.is_empty())
    {
        return Err("`flipEnclosedPieces` beside a king (or a piece written `k`) or pawns: the engine turns pieces over to the other side, never kings (Fairy-Stockfish itself warns against them) or pawns".to_owned());
    }
    notes.flip_enclosed = v.flip_enclosed;
    if !v.piece_drops {
        return Ok(());
    }
    notes.drop_region = Some(
        v.drop_region
            .each_ref()
            .map(|r| zone(&squares(v, r), v.max_file)),
    );
    notes.no_checking_drops = !v.drop_checks && v.has_king();
    notes.enclosing_drop = v.enclosing_drop;
    let start = squares(v, &v.enclosing_drop_start);
    if v.enclosing_drop.is_some() && !start.is_empty() {
        notes.enclosing_start = Some(zone(&start, v.max_file));
    }
    notes.free_drops = v.free_drops;
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
    notes.full_board_ends = v.adjudicate_full_board;
    notes.connect = connection(v, names);
    Ok(())
}

/// The connection rules (`connectN`, `connectNxN`, `collinearN`,
/// `connectRegion…`), their kinds named by `names`, if any.
fn connection(v: &Variant, names: impl Fn(&[Type]) -> Vec<String>) -> Option<Connect> {
    let [in_row, block, on_line] = v.connect;
    let regions = v
        .connect_regions
        .each_ref()
        .map(|side| side.each_ref().map(|r| zone(&squares(v, r), v.max_file)));
    let by_regions = regions.iter().any(|[first, _]| !first.0.is_empty());
    // (`connectPieceTypes = -` makes no connection.)
    if (v.connect != [0; 3] || by_regions) && v.connect_piece_types != Pieces::Some(Vec::new()) {
        let [horizontal, vertical, diagonal] = v.connect_lines;
        return Some(Connect {
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
            regions,
        });
    }
    None
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
