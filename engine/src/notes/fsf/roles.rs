//! What a section's types and regions are to the engine: which types are
//! its pawn kinds and each side's, the names the engine gives the pieces
//! (promoted ones included), whether pieces turn over as they promote,
//! and the squares a region names on the section's board.

use std::collections::BTreeSet;

use super::moves::{self, Square};
use super::options::{Pieces, Variant};
use super::pieces::{PAWN, Type};
use super::values::Region;

/// The pawn kinds: the pawn if the variant has it, and the types that
/// promote as pawns or take en passant; the main kind (Fairy-Stockfish's
/// main promotion pawn type, White's) first. Two types that are
/// [`sided`] are one kind, named by White's.
pub(super) fn kinds(v: &Variant) -> Vec<Type> {
    let mut kinds = types_of_pawns(v);
    if let Some([_, black]) = sided(v) {
        kinds.retain(|&t| t != black);
    }
    kinds
}

/// The types [`kinds`] reads, apart.
pub(super) fn types_of_pawns(v: &Variant) -> Vec<Type> {
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

/// Two pawn types of which each side has its own only, White's first
/// (khans: White's chess pawns, Black's soldiers): each is its side's main
/// promotion pawn type, the start position holds each side's pawns of its
/// own type only, and nothing is dropped. The engine plays them as one
/// kind whose sides move and are written each as its type.
pub(super) fn sided(v: &Variant) -> Option<[Type; 2]> {
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

/// Whether the pawn can stand on the board: it is in the start position
/// (or its hands), or pieces are dropped. Xhess keeps chess's pawn as a
/// type (`pawnTypes = h` makes its own pawn the one that promotes) that
/// no position of the game holds.
pub(super) fn pawn_appears(v: &Variant) -> bool {
    let Some(&letter) = v.letters.get(&PAWN) else {
        return false;
    };
    v.piece_drops
        || start_board(v)
            .chars()
            .any(|c| c.eq_ignore_ascii_case(&letter))
}

/// The squares of a side's region on the variant's board.
pub(super) fn squares(v: &Variant, region: &Region) -> BTreeSet<(u32, u32)> {
    region.squares(v.max_file, v.max_rank)
}

/// The squares of `diagonalLines` on the board, if any.
pub(super) fn diagonal_lines(v: &Variant) -> Option<BTreeSet<Square>> {
    v.diagonal_lines
        .as_ref()
        .map(|l| squares(v, l))
        .filter(|l| !l.is_empty())
}

/// A type's name in the engine: the main pawn kind is `pawn`, whatever
/// its type, Fairy-Stockfish's pawn beside another main kind is
/// `plain_pawn`, and the piece written `k` where there is no king is the
/// engine's `commoner` (its kings that are not royal).
pub(super) fn engine_name(v: &Variant, kinds: &[Type], t: Type) -> String {
    if kinds.first() == Some(&t) {
        "pawn".to_owned()
    } else if t == PAWN {
        "plain_pawn".to_owned()
    } else if t == Type::King && king_pseudo_royal(v)
        || !v.has_king() && v.letters.get(&t) == Some(&'k')
    {
        "commoner".to_owned()
    } else {
        piece_name(v, t)
    }
}

/// A piece type's name in the engine: its name ([`Type::name`]), but
/// the fers is the `met` where it has cambodian first moves (the
/// engine's `cambodian_moves` moves the piece of that name).
pub(super) fn piece_name(v: &Variant, t: Type) -> String {
    if v.cambodian_moves && Type::named("fers") == Some(t) {
        "met".to_owned()
    } else {
        t.name()
    }
}

/// The engine's name for the piece a kind becomes by Fairy-Stockfish's
/// `promotedPieceType` (`pawn_gold`, `lance_rook`): a kind of its own,
/// which a FEN writes `+` and the base's letter, and which goes back to
/// the hand as its base.
pub(super) fn promoted_name(v: &Variant, kinds: &[Type], base: Type, promoted: Type) -> String {
    format!("{}_{}", engine_name(v, kinds, base), promoted.name())
}

/// Whether a pawn kind's `promotedPieceType` `promoted` is the commoner
/// kings' piece (written `k` where there is no royal king), where no hand
/// keeps it apart: the pawn becomes one of the kings (backrank).
pub(super) fn pawn_promotes_to_king(v: &Variant, promoted: Type) -> bool {
    !v.has_king() && !v.captures_to_hand && v.letters.get(&promoted) == Some(&'k')
}

/// Whether pieces turn over as they move, as kyoto shogi's
/// (`pieceDemotion`): each move of a piece with a promoted type promotes
/// it, each move of a promoted piece demotes it (with
/// `piecePromotionOnCapture`, each capture), and a piece in hand may be
/// dropped promoted (`dropPromoted`) — the engine's turning pieces
/// (`flips`). An error where Fairy-Stockfish's promotions or demotions
/// may be left out (not mandatory, or a region short of the board), or
/// for `dropPromoted` or `piecePromotionOnCapture` without them.
pub(super) fn turning(v: &Variant) -> Result<bool, String> {
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

/// The board field of the start position (its hands included).
pub(super) fn start_board(v: &Variant) -> &str {
    v.start_fen.split(' ').next().unwrap_or_default()
}

/// Whether the royal king is played as a commoner king that is a
/// pseudo-royal piece: where a piece promotes to the king (forward's
/// `g:k`), which the engine plays only for commoner kings, and the king is
/// among `extinctionPseudoRoyal`'s types with `extinctionPieceCount = 0`.
/// Fairy-Stockfish's royal king then adds nothing while a side has one
/// king: the pseudo-royal rule keeps it out of attack as the royal one
/// would (with two, Fairy-Stockfish tests its first one only).
pub(super) fn king_pseudo_royal(v: &Variant) -> bool {
    v.extinction_pseudo_royal
        && v.extinction_piece_count == 0
        && matches!(&v.extinction_piece_types, Pieces::Some(types) if types.contains(&Type::King))
        && v.promoted_piece_type.values().any(|&t| t == Type::King)
}
