//! A variant's rules as data, which the search (`crate::fast`) reads and
//! [`crate::game::Rules`] holds beside it: the geometry, the pawn kinds
//! from the generated or run-time rules, the other pieces as leaper and
//! rider tables from Betza notation, hands and drops, castling, and what
//! the variant's side file adds (see [`crate::notes`]): game ends
//! (extinction, shatranj's bare king among them, flags, counted checks),
//! commoner and pseudo-royal kings, exploding and petrifying captures,
//! palaces and their diagonals, passing, the duck, gating, setup from the
//! hand, promotion moves and pieces that turn over as they move.
//!
//! Here: the rule book (`RuleBook`) and its construction from a variant
//! and its side file, and what the search asks of it. Beside it, by
//! concern: the kinds of piece and the pawn kinds (`kinds`), the pieces
//! known by name (`pieces`), the board's geometry (`geometry`) and the
//! squares the side file names (`zones`), the position and a move
//! (`board`), FEN in and names out (`notation`), a square's attackers
//! (`attacks`, for a FEN's kings), game ends and royalty (`ends`), what a
//! capture does (`capturing`), hands and drops (`drops`), castling
//! (`castling`), cambodian first moves (`first_moves`) and turning and
//! promoting pieces (`flip`). Behind the test-only feature `oracle`, the
//! make-and-test reference the tests hold the search to (`reference`: its
//! moves and making them). Nothing here knows the search.

use pawnshift::Color;

use crate::betza::PieceMoves;
use crate::error::{PositionError, RulesError};
use crate::fen::FenError;
use crate::notes::{Captures, Notes};
use crate::set::Set;
use crate::variants::{PawnRules, SideView};

mod attacks;
mod board;
mod capturing;
mod castling;
mod drops;
mod ends;
mod first_moves;
mod geometry;
mod kinds;
mod notation;
mod pieces;
#[cfg(feature = "oracle")]
mod reference;
mod zones;

pub use pieces::known_notes;
use pieces::{known_pawn_letters, most_kings};

pub use board::{Board, Move};
use capturing::Capturing;
pub(crate) use castling::CastlingPlan;
use drops::{Drops, any_drops};
pub(crate) use ends::Extinct;
use ends::{Ends, PseudoRoyal, royal_promotion};
pub(crate) use geometry::{leap_table, neighbours};
pub(crate) use kinds::PlainPiece;
pub use kinds::{Kind, MAX_KINDS};
use kinds::{PawnKind, PieceType, kind_named, letter_taken, piece_defs, piece_types};
use zones::{diagonal_lines, place_regions, promotion_move, zone_masks};
mod flip;

use castling::Castling;
use first_moves::Cambodian;
use flip::{Flips, Promotions};

/// A variant's fixed data: geometry, piece tables, pawn rules, kept in
/// sets of type `S` (see [`crate::game::Rules`]).
pub(crate) struct RuleBook<S: Set = u128> {
    /// The pawn rules.
    pub(crate) variant: PawnRules,
    width: i32,
    height: i32,
    board: S,
    /// The pawn kinds: the variant's pawn ([`Kind::PAWN`]) first, then its
    /// further kinds.
    pawns: Vec<PawnKind<S>>,
    /// Index = [`Kind`]: pawn, king, the further pawn kinds, then the
    /// other pieces.
    types: Vec<PieceType<S>>,
    /// The FEN letter of each side's pawns.
    pawn_letters: [char; 2],
    /// The kind a FEN's `+P` stands for, where it is no `+P` kind of its
    /// own (wolf's elephant).
    promoted_pawn: Option<Kind>,
    /// Where captured pieces go.
    captures: Captures,
    /// Kings are royal: no move may leave one attacked (else they are
    /// commoners).
    royal: bool,
    /// The game ends the variant's side file names.
    ends: Ends<S>,
    /// Which moves the side file forbids.
    forbids: Forbids,
    /// Pseudo-royal pieces, if the variant has them.
    pseudo_royal: Option<PseudoRoyal>,
    /// A pawn's promotion as a move of its own: the piece, and each side's
    /// zone (sittuyin).
    promotion_move: Option<(Kind, [S; 2])>,
    /// What a capture does beyond taking a piece.
    capturing: Capturing<S>,
    /// Squares joined by diagonals, which pieces on them also move along.
    diagonal_lines: S,
    /// Whether a side may pass, and what facing kings do.
    passing: Passing,
    /// Hands and drops beyond the pawn rules.
    drops: Drops<S>,
    /// Castling, where the variant castles.
    castling: Option<Castling>,
    /// Cambodian first moves: the kind of the met that may double-step.
    cambodian: Option<Cambodian>,
    /// A move from a gate may put a piece from the hand on the square
    /// left (S-chess).
    gating: bool,
    /// Pieces that turn over as they move, where the variant has them.
    flips: Option<Flips>,
    /// Pieces that promote in a zone, shogi's way.
    promotions: Option<Promotions<S>>,
    /// After each move the mover puts the duck on an empty square.
    duck: bool,
}

/// What blocks pieces: every occupied square (walls too), and the janggi
/// cannons among them.
#[derive(Clone, Copy)]
struct Occupied<S: Set> {
    all: S,
    cannons: S,
}

/// Passing moves and bikjang.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Passing {
    /// No side passes.
    Never,
    /// A side not in check may pass; two passes in a row end the game.
    Allowed,
    /// As [`Passing::Allowed`], and facing kings must part or pass (a pass
    /// is then allowed even in check); facing twice in a row ends the game.
    Bikjang,
}

/// Moves a side file forbids beyond leaving the king attacked.
#[derive(Clone, Copy, Default)]
struct Forbids {
    /// Moves that capture nothing while a capture is possible.
    not_capturing: bool,
    /// Moves after which the kings face each other on an open line
    /// (xiangqi's flying general).
    facing_kings: bool,
    /// A king in check moving but to capture its lone checker (makpong).
    king_escapes: bool,
    /// Moves that give check: all, drops, or none of them.
    checking: Checking,
}

impl Forbids {
    /// What the side file forbids.
    fn new(notes: &Notes) -> Forbids {
        Forbids {
            not_capturing: notes.must_capture,
            facing_kings: notes.flying_general,
            king_escapes: notes.king_in_check_captures_only,
            checking: if notes.no_checks {
                Checking::Never
            } else if notes.no_checking_drops {
                Checking::NotByDrops
            } else {
                Checking::Allowed
            },
        }
    }
}

/// Which moves may not give check.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Checking {
    /// Any move may.
    #[default]
    Allowed,
    /// A drop may not (supply).
    NotByDrops,
    /// No move may (racingkings).
    Never,
}

fn side_index(color: Color) -> usize {
    color as usize
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn bad(message: String) -> FenError {
    FenError { message }
}

/// An error for a board the set type `S` cannot hold.
fn playable_size<S: Set>(variant: &PawnRules) -> Result<(), RulesError> {
    if !crate::set::fits::<S>(variant.width, variant.height) {
        return Err(RulesError::BoardTooLarge {
            variant: variant.name.clone(),
            width: variant.width,
            height: variant.height,
            squares: S::BITS,
            widest_fits: crate::set::fits::<crate::set::Widest>(variant.width, variant.height),
        });
    }
    Ok(())
}

impl<S: Set> RuleBook<S> {
    /// The rules of a variant with what a spec's side file says beyond its
    /// pawn rules (see [`crate::game::Rules::with_notes`]); an error names
    /// a piece the engine cannot place (a letter taken twice, a kind or
    /// game-end piece the variant lacks).
    pub(crate) fn with_notes(
        variant: &PawnRules,
        notes: &Notes,
    ) -> Result<RuleBook<S>, RulesError> {
        playable_size::<S>(variant)?;
        let pawn_letters = notes
            .pawn_letters
            .or_else(|| known_pawn_letters(&variant.name))
            .unwrap_or(['p', 'p']);
        let (defs, displaced) = piece_defs(variant, notes, pawn_letters);
        let (width, height) = (
            i32::try_from(variant.width).unwrap_or(16),
            i32::try_from(variant.height).unwrap_or(16),
        );
        let mut types = piece_types(variant, notes, pawn_letters, &defs)?;
        let board = S::below(variant.width * variant.height);
        let pawns =
            PawnKind::all(variant, board, &mut types).map_err(|e| letter_taken(e, displaced))?;
        for t in &mut types {
            t.fill_tables(width, height);
            if notes.immobile_drops {
                t.mobile = [S::ALL; 2];
            }
        }
        if types.len() > MAX_KINDS {
            return Err(RulesError::TooManyKinds {
                kinds: types.len(),
                max: MAX_KINDS,
            });
        }
        let drop_region = place_regions(notes, &mut types, &pawns, width, height)?;
        let ends = Ends::new(notes, &types, width, height)?;
        let promotion_move = promotion_move(notes, &types, width, height)?;
        let pseudo_royal = PseudoRoyal::new(notes, &types)?;
        royal_promotion(variant, notes, pseudo_royal.as_ref(), &pawns)?;
        let captures_by = Capturing::new(notes, &types, width, height)?;
        let diagonal_lines = diagonal_lines(notes, &mut types, width, height)?;
        let pawn_drops = pawns.iter().any(|p| any_drops(&p.sides));
        let captures = notes.captures.unwrap_or(if pawn_drops {
            Captures::ToHand
        } else {
            Captures::Leave
        });
        let drops = Drops::new(
            notes,
            &types,
            captures,
            pawn_drops,
            drop_region,
            (width, height),
        )?;
        let castling = Castling::new(notes, &types, width, height)?;
        let flips = Flips::new(notes, &types)?;
        let promotions = Promotions::new(notes, &types, width, height)?;
        let cambodian = Cambodian::new(notes, &types)?;
        let promoted_pawn = notes
            .promoted_pawn
            .as_deref()
            .map(|name| kind_named(&types, name))
            .transpose()
            .map_err(|e| format!("side file `promoted-pawn`: {e}"))?;
        Ok(RuleBook {
            variant: variant.clone(),
            width,
            height,
            board,
            pawns,
            types,
            pawn_letters,
            promoted_pawn,
            captures,
            royal: !notes.commoner_kings,
            ends,
            forbids: Forbids::new(notes),
            pseudo_royal,
            promotion_move,
            capturing: captures_by,
            diagonal_lines,
            passing: match (notes.pass, notes.bikjang) {
                (false, _) => Passing::Never,
                (true, false) => Passing::Allowed,
                (true, true) => Passing::Bikjang,
            },
            duck: notes.duck,
            castling,
            cambodian,
            gating: notes.gating,
            flips,
            promotions,
            drops,
            // (Worked out below, from the rules.)
        })
    }

    /// Whether the variant's hands and captures are as the fast path keeps
    /// and plays them (else what stands in its way).
    pub(crate) fn plain(&self) -> Result<(), &'static str> {
        if self.drops.hands && !self.plain_hands() {
            return Err("hands whose pieces are neither dropped nor gated");
        }
        if !self.capturing.fast_plays() {
            return Err("pieces beyond kings that may not take one another");
        }
        Ok(())
    }

    /// Whether the mover puts the duck on an empty square after each
    /// move (duck chess).
    pub(crate) fn duck(&self) -> bool {
        self.duck
    }

    /// Where a pawn promotes by a move of its own (sittuyin's): the piece,
    /// and each side's zone (see `RuleBook::promotion_moves`).
    pub(crate) fn promotion_move(&self) -> Option<(Kind, [S; 2])> {
        self.promotion_move
    }

    /// The extinction rule, if the game has one: the groups of kinds
    /// counted together, and the rule (see [`Ends::over`]).
    pub(crate) fn extinction(&self) -> Option<(&[Vec<Kind>], Extinct)> {
        self.ends
            .extinction
            .as_ref()
            .map(|(groups, rule)| (groups.as_slice(), *rule))
    }

    /// Whether checks are counted: a side that has given its last one has
    /// won.
    pub(crate) fn check_counting(&self) -> bool {
        self.ends.check_counting
    }

    /// The flag, where reaching it ends the game (kingofthehill, racing
    /// kings, dobutsu): the kind, the squares where it ends the game, per
    /// side, and whether it must stand there unattacked (dobutsu's lion).
    pub(crate) fn flag(&self) -> Option<(Kind, [S; 2], bool)> {
        self.ends
            .flag
            .map(|(kind, squares)| (kind, squares, self.ends.flag_safe))
    }

    /// Whether a flag reached by White's king lets Black answer by reaching
    /// his (racing kings).
    pub(crate) fn flag_move(&self) -> bool {
        self.ends.flag_move
    }

    /// Whether no move may give check (racing kings).
    pub(crate) fn no_checks(&self) -> bool {
        self.forbids.checking == Checking::Never
    }

    /// Whether no drop may give check (supply).
    pub(crate) fn no_checking_drops(&self) -> bool {
        self.forbids.checking == Checking::NotByDrops
    }

    /// Whether kings are royal: no move may leave one attacked (else they
    /// are commoners, or pseudo-royal).
    pub(crate) fn royal(&self) -> bool {
        self.royal
    }

    /// Whether kings are pseudo-royal (spartan's: a side may not leave
    /// one attacked, but it may be taken).
    pub(crate) fn pseudo_royal(&self) -> bool {
        self.pseudo_royal.is_some()
    }

    /// Where captures explode, the kinds no blast removes (a bit per kind
    /// index); `None` where they do not.
    pub(crate) fn explosion(&self) -> Option<u32> {
        self.capturing.explode.as_ref().map(|&(immune, _)| immune)
    }

    /// The kinds that turn into a wall where they capture (a bit per kind
    /// index; petrified's).
    pub(crate) fn petrification(&self) -> u32 {
        self.capturing.petrify
    }

    /// Whether a king may not take the other (atomar's mutually immune
    /// kings).
    pub(crate) fn kings_mutually_immune(&self) -> bool {
        self.capturing.mutually_immune >> Kind::KING.index() & 1 != 0
    }

    /// Whether a king in check may only take its lone checker (makpong).
    pub(crate) fn king_escapes_by_capture(&self) -> bool {
        self.forbids.king_escapes
    }

    /// Whether a side that can capture must (antichess, losers).
    pub(crate) fn must_capture(&self) -> bool {
        self.forbids.not_capturing
    }

    /// Whether a side not in check may pass (two passes in a row end the
    /// game), and whether facing kings must part or pass (bikjang).
    pub(crate) fn passing(&self) -> (bool, bool) {
        (
            self.passing != Passing::Never,
            self.passing == Passing::Bikjang,
        )
    }

    /// The pseudo-royal pieces, if the variant has them: their kinds, the
    /// most of a kind a side may hold for its pieces to be royal, and
    /// whether a side may leave one of several attacked but not all
    /// (duple check).
    pub(crate) fn pseudo_royals(&self) -> Option<(&[Kind], u32, bool)> {
        (self.pseudo_royal.as_ref()).map(|r| (r.kinds.as_slice(), r.most, r.duple))
    }

    /// Whether kings are pseudo-royal pieces of which a side may hold
    /// several (spartan's, shoshogi's): the fast path keeps a side's
    /// kings beyond one with its pieces, as it does common kings. Not
    /// where captures explode or petrify (a king is taken there).
    fn several_kings(&self) -> bool {
        self.pseudo_royal
            .as_ref()
            .is_some_and(|r| r.kinds.contains(&Kind::KING))
            && self.capturing.explode.is_none()
            && self.capturing.petrify == 0
    }

    /// Whether moves after which the kings face each other are illegal
    /// (xiangqi's flying general).
    pub(crate) fn facing_kings(&self) -> bool {
        self.forbids.facing_kings
    }

    /// Side `side`'s king from each square: where it steps and what it
    /// attacks (its region applied to both); `None` where either depends on the
    /// other pieces (a king that rides, hops or moves apart from its
    /// captures).
    pub(crate) fn king_steps(&self, side: usize) -> Option<(Vec<S>, Vec<S>)> {
        let t = &self.types[Kind::KING.index()];
        if t.split || self.capturing.cannons >> Kind::KING.index() & 1 != 0 {
            return None;
        }
        let over = |all: S| Occupied {
            all,
            cannons: S::EMPTY,
        };
        let (mut moves, mut attacks) = (Vec::new(), Vec::new());
        for square in 0..self.width * self.height {
            let square = u8::try_from(square).ok()?;
            let open = self.attacks(Kind::KING, side, square, over(S::EMPTY)) & self.board;
            let full = self.attacks(Kind::KING, side, square, over(self.board)) & self.board;
            if open != full {
                return None;
            }
            moves.push(open & t.region[side]);
            attacks.push(open & t.region[side]);
        }
        Some((moves, attacks))
    }

    /// Whether hands are as the fast path keeps them: a capture gives the
    /// capturer the piece (a piece a pawn became as a pawn, or kept), or
    /// nothing (bughouse's board alone), and a hand's pieces it may drop
    /// where its pawn rules or the piece's drop region say (pocketknight's
    /// knight, dragon's dragon) or gate. (A king in hand, where pieces are
    /// set up before play, and drops that must keep the bishops' colours
    /// or win castling rights, [`RuleBook::drops_set_up`], are played among
    /// the drops a side must make.)
    fn plain_hands(&self) -> bool {
        self.drops.dropped || self.gating
    }

    /// Whether drops follow a rule of setting up: bishops dropped on
    /// squares of both colours, castling rights won by drops (placement).
    /// The fast path plays them only among the drops a side must make
    /// (`must-drop`), where captures leave the game.
    pub(crate) fn drops_set_up(&self) -> bool {
        self.drops.opposite_bishops.is_some() || self.castling.as_ref().is_some_and(|c| c.dropped)
    }

    /// The bishops' kind and the dark squares (a1's colour), where
    /// bishops are dropped on squares of both colours (placement).
    pub(crate) fn opposite_bishops(&self) -> Option<(Kind, S)> {
        self.drops.opposite_bishops
    }

    /// The kinds a side must drop before anything else while it holds
    /// one (a bit per kind index; koedem's king).
    pub(crate) fn must_drop(&self) -> u32 {
        self.drops.must
    }

    /// Whether pieces in hand may be dropped (not where they only wait to
    /// be gated, as in S-chess).
    pub(crate) fn drops_from_hand(&self) -> bool {
        self.drops.dropped
    }

    /// Whether a piece leaving its first square may bring one from the
    /// hand onto it (S-chess gating); with `captures leave`, a side's
    /// gates close once its hand is empty.
    pub(crate) fn gating(&self) -> bool {
        self.gating
    }

    /// Whether captured pieces go to the capturer's hand.
    pub(crate) fn captures_to_hand(&self) -> bool {
        self.captures != Captures::Leave
    }

    /// Whether a captured piece a pawn became goes to the hand as a pawn
    /// (crazyhouse), not as the piece it is (loop).
    pub(crate) fn demotes(&self) -> bool {
        self.captures == Captures::ToHand
    }

    /// Where `side` may drop a piece of `kind` from its hand, if the
    /// square is empty: where the piece has a move, may stand and may be
    /// dropped.
    pub(crate) fn drop_zone(&self, kind: Kind, side: usize) -> S {
        let t = &self.types[kind.index()];
        t.mobile[side] & t.region[side] & self.drops.region[side] & t.drop_zone[side]
    }

    /// Every square of the board.
    pub(crate) fn board(&self) -> S {
        self.board
    }

    /// The squares from which `side`'s piece of `kind` has a move on an
    /// empty board (a piece may not stand where it never could move).
    pub(crate) fn mobile(&self, kind: Kind, side: usize) -> S {
        self.types[kind.index()].mobile[side]
    }

    /// Whether positions have hands: the rules drop pawns, or captures go
    /// to a hand.
    pub(crate) fn hands(&self) -> bool {
        self.drops.hands
    }

    /// The names of the piece kinds, indexed by [`Kind`].
    pub(crate) fn piece_names(&self) -> Vec<&str> {
        self.types.iter().map(|t| t.name.as_str()).collect()
    }

    /// An error for a piece of `board` that the engine cannot move, or
    /// pawns of a kind their side has no rules for.
    fn movable(&self, board: &Board<S>) -> Result<(), PositionError> {
        // A side without rules for a pawn kind may not hold one (fox and
        // hounds: White has no hounds).
        for p in &self.pawns {
            for (side, color) in Color::ALL.into_iter().enumerate() {
                let held = board.pieces[side][p.kind.index()] != S::EMPTY
                    || board.hands[side][p.kind.index()] != 0;
                if p.sides[side].is_none() && held {
                    return Err(PositionError::NoPawnRules {
                        variant: self.variant.name.clone(),
                        color,
                        kind: self.types[p.kind.index()].name.clone(),
                    });
                }
            }
        }
        for (side, color) in Color::ALL.into_iter().enumerate() {
            for (index, &count) in board.hands[side].iter().enumerate().skip(1) {
                if count != 0 && self.cannot_move(index) {
                    return Err(PositionError::CannotMove {
                        piece: self.types[index].name.clone(),
                        color,
                        place: "in hand".to_owned(),
                    });
                }
            }
            for (index, &set) in board.pieces[side].iter().enumerate().skip(2) {
                if set != S::EMPTY && self.cannot_move(index) {
                    return Err(PositionError::CannotMove {
                        piece: self.types[index].name.clone(),
                        color,
                        place: self.square_name(set.first()),
                    });
                }
            }
        }
        Ok(())
    }

    /// Whether the engine has no moves for kind `index`: neither a pawn
    /// kind nor a piece with Betza moves.
    fn cannot_move(&self, index: usize) -> bool {
        self.types[index].movement.is_none() && self.pawn_kind(index).is_none()
    }

    /// The pawn kind of engine kind `index`, if it is one.
    fn pawn_kind(&self, index: usize) -> Option<&PawnKind<S>> {
        self.pawns.iter().find(|p| p.kind.index() == index)
    }

    /// The kinds of piece beyond pawns and kings that perft's fast path
    /// moves: leaps, rides, lame leaps and hops, in a region or not, no
    /// janggi cannon, no move along the palace's diagonals, no piece that
    /// promotes in turn.
    pub(crate) fn plain_pieces(&self) -> Vec<PlainPiece<S>> {
        self.types
            .iter()
            .enumerate()
            .skip(usize::from(Kind::KING.0))
            .filter_map(|(index, t)| {
                let kind = Kind(u8::try_from(index).ok()?);
                let movement = t.movement.as_ref()?;
                let plain = self.plain_kind(index)
                    // A piece that promotes in turn (shogi's silver) is the
                    // fast path's where what it becomes is too.
                    && self
                        .piece_promotion(kind)
                        .is_none_or(|to| self.plain_kind(to.index()));
                plain.then(|| PlainPiece {
                    kind,
                    moves: movement.clone(),
                    split: t.split,
                    leaps: t.leaps.clone(),
                    quiet_leaps: t.quiet_leaps.clone(),
                    region: t.region.map(|r| r & self.board),
                    plus: t.plus,
                    diagonal: t
                        .diagonal
                        .clone()
                        .filter(|d| d.iter().any(|m| *m != PieceMoves::default()))
                        .map(|d| (d, self.diagonal_lines)),
                    cannon: self.capturing.cannons >> index & 1 != 0,
                })
            })
            .collect()
    }

    /// Whether the kind of index `index` is a piece the fast path may
    /// move: one beyond the king (the king too where a side may have
    /// several: common or pseudo-royal kings), no pawn, no grasshopper along
    /// diagonal lines.
    fn plain_kind(&self, index: usize) -> bool {
        let slotted_kings = !self.royal && self.pseudo_royal.is_none() || self.several_kings();
        self.types.get(index).is_some_and(|t| {
            (index > Kind::KING.index() || index == Kind::KING.index() && slotted_kings)
                && t.movement.is_some()
                && self.pawn_kind(index).is_none()
                && t.diagonal.as_ref().is_none_or(|d| {
                    d.iter()
                        .all(|m| m.capture.hops.iter().chain(&m.quiet.hops).all(|h| !h.1))
                })
        })
    }

    /// The engine kind of promotion piece `index` of the variant's pawn.
    pub(crate) fn piece_kind(&self, index: u8) -> Kind {
        self.pawns[0]
            .pieces
            .get(usize::from(index))
            .map_or(Kind::KING, |&(kind, _)| kind)
    }

    /// The engine kind of each promotion piece of pawn kind `kind`, by
    /// index (as its `PawnMove::promotion`), and each one's limit.
    pub(crate) fn kind_promotions(&self, kind: Kind) -> Vec<(Kind, Option<u8>)> {
        self.pawn_kind(kind.index())
            .map_or_else(Vec::new, |p| p.pieces.clone())
    }

    /// The rules of a side's pawns (of the variant's pawn kind), if the
    /// variant declares that side.
    pub(crate) fn side(&self, color: Color) -> Option<&SideView> {
        self.kind_side(Kind::PAWN, color)
    }

    /// The pawn kinds, the variant's pawn first, then the further kinds of
    /// its spec (`kind sergeant { … }`), each with its name.
    pub(crate) fn pawn_kinds(&self) -> Vec<(Kind, &str)> {
        self.pawns
            .iter()
            .map(|p| (p.kind, self.types[p.kind.index()].name.as_str()))
            .collect()
    }

    /// The rules of `color`'s pawns of pawn kind `kind`, if it is one and
    /// the variant declares that side for it.
    pub(crate) fn kind_side(&self, kind: Kind, color: Color) -> Option<&SideView> {
        self.pawn_kind(kind.index())?.sides[side_index(color)].as_ref()
    }
}
