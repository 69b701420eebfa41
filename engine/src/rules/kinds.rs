//! The kinds of piece a variant has: their table (pawn, king, further
//! pawn kinds, then the other pieces, each with its moves, region and
//! drop zone), the pawn kinds' rules, and the pieces the search moves.

use pawnshift::Color;

use crate::betza::PieceMoves;
use crate::error::RulesError;
use crate::notes::{Notes, PieceDef, spelling};
use crate::set::Set;
use crate::variants::{PawnRules, SideView};

use super::geometry::leap_table;
use super::pieces::{catalog, known_pieces};
use super::{RuleBook, side_index};

/// A kind of piece, as an index into the rules' piece table: the pawn is
/// [`Kind::PAWN`], the king [`Kind::KING`], the others follow in the order
/// of [`Rules::piece_names`](crate::game::Rules::piece_names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Kind(pub u8);

impl Kind {
    /// Moves by the variant's pawn rules.
    pub const PAWN: Kind = Kind(0);
    /// One step any way.
    pub const KING: Kind = Kind(1);

    pub(super) fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Kinds of piece a position may hold: pawn, king and 30 others (a
/// variant's kinds are masks of a `u32`'s bits).
pub const MAX_KINDS: usize = 32;

/// A kind of piece in a variant: its name, letter and moves.
#[derive(Clone, Debug)]
pub(super) struct PieceType<S: Set> {
    pub(super) name: String,
    pub(super) letter: char,
    /// Written `+LETTER`.
    pub(super) plus: bool,
    /// White's and Black's moves; `None`: known by its letter, not moved.
    pub(super) movement: Option<[PieceMoves; 2]>,
    /// Every capturing leap from each square, per side.
    pub(super) leaps: [Vec<S>; 2],
    /// Every leap onto an empty square from each square, per side.
    pub(super) quiet_leaps: [Vec<S>; 2],
    /// Per side, the squares from which it has a move on an empty board
    /// (every square where the notes' `immobile` lets pieces stand
    /// stuck): where it may be dropped, and where it may stay unpromoted
    /// as it moves.
    pub(super) mobile: [S; 2],
    /// Per side, the squares it may stand on (the notes' `regions`;
    /// else the board).
    pub(super) region: [S; 2],
    /// Per side, where it may be dropped (the notes'
    /// `kind_drop_regions`; else anywhere the variant's drop region allows).
    pub(super) drop_zone: [S; 2],
    /// Moves one way and captures another (Betza `m`, `c`).
    pub(super) split: bool,
    /// Per side, its moves along diagonal lines (the notes'
    /// `diagonal_lines`), from and to their squares only.
    pub(super) diagonal: Option<[PieceMoves; 2]>,
}

impl<S: Set> PieceType<S> {
    pub(super) fn new(def: &PieceDef) -> Result<PieceType<S>, String> {
        let movement = match &def.betza {
            Some(betza) => {
                let white = PieceMoves::parse(betza).map_err(|e| e.to_string())?;
                let black = white.turned();
                Some([white, black])
            }
            None => None,
        };
        let split = movement
            .as_ref()
            .is_some_and(|m| m[0].quiet != m[0].capture);
        Ok(PieceType {
            name: def.name.clone(),
            letter: def.letter,
            plus: def.plus,
            movement,
            leaps: [Vec::new(), Vec::new()],
            quiet_leaps: [Vec::new(), Vec::new()],
            mobile: [S::EMPTY; 2],
            region: [S::ALL; 2],
            drop_zone: [S::ALL; 2],
            split,
            diagonal: None,
        })
    }

    /// Its leap tables and where it may be dropped, on a `width` x
    /// `height` board.
    pub(super) fn fill_tables(&mut self, width: i32, height: i32) {
        let Some(m) = &self.movement else { return };
        for (side, moves) in m.iter().enumerate() {
            self.leaps[side] = leap_table(width, height, &moves.capture.leaps);
            self.quiet_leaps[side] = leap_table(width, height, &moves.quiet.leaps);
            // Where it has a move on an empty board, as Fairy-Stockfish
            // counts one: a step of a ride or hop (a hop's line counts,
            // though it needs a screen), or a leap onto an empty square.
            let rides: Vec<(i32, i32)> = (moves.quiet.rides.iter().map(|r| r.0))
                .chain(moves.quiet.lame.iter().map(|l| l.leap))
                .chain(moves.quiet.hops.iter().map(|h| h.step))
                .collect();
            let reach = leap_table(width, height, &rides);
            self.mobile[side] = (0..width * height)
                .zip(self.quiet_leaps[side].iter().zip(&reach))
                .filter(|(_, (l, r))| **l | **r != S::EMPTY)
                .fold(S::EMPTY, |set, (sq, _)| set | S::at(sq));
        }
    }

    /// How a FEN writes it, lowercase.
    pub(super) fn fen(&self) -> String {
        spelling(self.letter, self.plus)
    }
}

/// The kind named `name` among `types`; an error lists the names.
pub(super) fn kind_named<S: Set>(types: &[PieceType<S>], name: &str) -> Result<Kind, String> {
    types
        .iter()
        .position(|t| t.name == name)
        .and_then(|i| u8::try_from(i).ok())
        .map(Kind)
        .ok_or_else(|| {
            let names: Vec<&str> = types.iter().map(|t| t.name.as_str()).collect();
            format!(
                "`{name}` is not a piece of this variant: it has {}",
                names.join(", ")
            )
        })
}

/// A kind of piece the search moves (see [`super::RuleBook::plain_pieces`]).
pub(crate) struct PlainPiece<S: Set> {
    /// Its engine kind.
    pub(crate) kind: Kind,
    /// Per side, its moves (leaps, rides, lame leaps and hops), captures
    /// and moves onto empty squares.
    pub(crate) moves: [PieceMoves; 2],
    /// Whether it moves one way and captures another (Betza `m`, `c`).
    pub(crate) split: bool,
    /// Per side, its capturing leaps from each square.
    pub(crate) leaps: [Vec<S>; 2],
    /// Per side, its leaps onto empty squares from each square.
    pub(crate) quiet_leaps: [Vec<S>; 2],
    /// Per side, the squares it may stand on.
    pub(crate) region: [S; 2],
    /// Whether its pieces are always promoted ones (written `+X`).
    pub(crate) plus: bool,
    /// Per side, its moves along the board's diagonal lines (janggi's
    /// palace), from and to their squares only, with those squares.
    pub(crate) diagonal: Option<([PieceMoves; 2], S)>,
    /// Whether it is a janggi cannon: it neither hops over nor takes
    /// another.
    pub(crate) cannon: bool,
}

/// One kind of pawn (the variant's pawn, or a further kind such as wolf
/// chess's sergeant): its rules and what its promotions become.
pub(super) struct PawnKind<S: Set> {
    /// Its engine kind.
    pub(super) kind: Kind,
    pub(super) sides: [Option<SideView>; 2],
    /// The kind of each promotion piece (indexed like
    /// `PawnMove::promotion`) and its limit.
    pub(super) pieces: Vec<(Kind, Option<u8>)>,
    /// Squares a side's pawns of this kind may not stand on (the mandatory
    /// zone, but where they may be dropped).
    pub(super) forbidden: [S; 2],
}

impl<S: Set> PawnKind<S> {
    /// The variant's pawn kinds: its pawn ([`Kind::PAWN`]) and its further
    /// kinds, in order after the king.
    pub(super) fn all(
        variant: &PawnRules,
        board: S,
        types: &mut Vec<PieceType<S>>,
    ) -> Result<Vec<PawnKind<S>>, RulesError> {
        let pawns = std::iter::once(variant)
            .chain(&variant.kinds)
            .enumerate()
            .map(|(index, rules)| {
                let kind = if index == 0 {
                    Kind::PAWN
                } else {
                    Kind(u8::try_from(index + 1).unwrap_or(u8::MAX))
                };
                PawnKind::new(kind, rules, board, types)
            })
            .collect::<Result<Vec<_>, _>>()?;
        // A promotion piece the engine knows by name but cannot move.
        for &(kind, _) in pawns.iter().flat_map(|p| &p.pieces) {
            let t = &types[kind.index()];
            if pawns.iter().any(|p| p.kind == kind) {
                return Err(RulesError::PromotionToKind {
                    variant: variant.name.clone(),
                    kind: t.name.clone(),
                });
            }
            if t.movement.is_none() {
                return Err(RulesError::UnknownPromotion {
                    variant: variant.name.clone(),
                    piece: t.name.clone(),
                });
            }
        }
        Ok(pawns)
    }

    /// The pawn kind `kind` playing by `rules`; its promotion pieces are
    /// found in `types` by name, or added from the engine's catalog; an
    /// error names one it does not know.
    pub(super) fn new(
        kind: Kind,
        rules: &PawnRules,
        board: S,
        types: &mut Vec<PieceType<S>>,
    ) -> Result<PawnKind<S>, RulesError> {
        let mut pieces = Vec::new();
        for (name, limit) in &rules.pieces {
            // `king` is the king kind, even when kings are commoners.
            let found = types
                .iter()
                .position(|t| &t.name == name)
                .or((name == "king").then_some(Kind::KING.index()));
            let index = if let Some(i) = found {
                i
            } else {
                let known = catalog()
                    .into_iter()
                    .find(|d| &d.name == name && types.iter().all(|t| t.fen() != d.fen()));
                let Some(def) = known else {
                    return Err(RulesError::UnknownPromotion {
                        variant: rules.name.clone(),
                        piece: name.clone(),
                    });
                };
                types.push(PieceType::new(&def)?);
                types.len() - 1
            };
            pieces.push((Kind(u8::try_from(index).unwrap_or(u8::MAX)), *limit));
        }
        // A pawn may stand in its mandatory zone only where it was dropped.
        let forbidden = |color| {
            rules.side(color).map_or(S::EMPTY, |s| {
                s.promotion_split(board).map_or(S::EMPTY, |s| s.mandatory)
                    & !s.drop_targets(S::EMPTY, board).unwrap_or(S::EMPTY)
            })
        };
        Ok(PawnKind {
            kind,
            sides: Color::ALL.map(|c| rules.side(c).cloned()),
            pieces,
            forbidden: Color::ALL.map(forbidden),
        })
    }
}

/// The pieces of a variant beyond pawns and kings: the engine's own for its
/// name, giving way to the pawns' letters (dobutsu's chick `c` is no
/// chancellor) and to the notes' pieces; and the engine's pieces a notes
/// piece displaced by taking its letter, as `(piece, letter, by)`.
pub(super) fn piece_defs(
    variant: &PawnRules,
    notes: &Notes,
    pawn_letters: [char; 2],
) -> (Vec<PieceDef>, Vec<(String, char, String)>) {
    let mut defs = if notes.no_chess_pieces {
        Vec::new()
    } else {
        known_pieces(&variant.name)
    };
    defs.retain(|d| d.plus || !pawn_letters.contains(&d.letter));
    let mut displaced = Vec::new();
    for piece in &notes.pieces {
        defs.retain(|d| {
            let taken = d.name != piece.name && d.fen() == piece.fen();
            if taken {
                displaced.push((d.name.clone(), d.letter, piece.name.clone()));
            }
            d.name != piece.name && !taken
        });
        defs.push(piece.clone());
    }
    (defs, displaced)
}

/// An unknown promotion piece whose letter a notes' piece took (see
/// [`piece_defs`]) as the letter clash it is; other errors as they are.
pub(super) fn letter_taken(e: RulesError, displaced: Vec<(String, char, String)>) -> RulesError {
    if let RulesError::UnknownPromotion { piece, .. } = &e
        && let Some((owner, letter, by)) = displaced.into_iter().find(|d| &d.0 == piece)
    {
        return RulesError::LetterTaken {
            piece: by,
            letter,
            piece_is_kind: false,
            owner,
            owner_is_kind: false,
        };
    }
    e
}

/// The piece kinds of a variant: pawn, king, the spec's further pawn kinds
/// (lettered by the notes' `kind_letters` or by their name's first
/// letter), then `defs`, none taking another's letter.
pub(super) fn piece_types<S: Set>(
    variant: &PawnRules,
    notes: &Notes,
    pawn_letters: [char; 2],
    defs: &[PieceDef],
) -> Result<Vec<PieceType<S>>, RulesError> {
    let king_name = if notes.commoner_kings {
        "commoner"
    } else {
        "king"
    };
    let king_letter = notes.king_letter.unwrap_or('k');
    let mut types = vec![
        PieceType::new(&PieceDef::new("pawn", pawn_letters[0], None))?,
        PieceType::new(&PieceDef::new(
            king_name,
            king_letter,
            Some(notes.king.as_deref().unwrap_or("K")),
        ))?,
    ];
    if let Some((name, _)) = notes
        .kind_letters
        .iter()
        .find(|(name, _)| variant.kinds.iter().all(|k| &k.name != name))
    {
        let kinds: Vec<&str> = variant.kinds.iter().map(|k| k.name.as_str()).collect();
        return Err(RulesError::from(format!(
            "the side file's pawn-like piece `{name}` names no pawn kind of `{}`{}",
            variant.name,
            if kinds.is_empty() {
                ", which has none".to_owned()
            } else {
                format!(": its kinds are {}", kinds.join(", "))
            }
        )));
    }
    if pawn_letters.contains(&king_letter) {
        return Err(RulesError::LetterTaken {
            piece: "pawn".to_owned(),
            letter: king_letter,
            piece_is_kind: false,
            owner: king_name.to_owned(),
            owner_is_kind: false,
        });
    }
    // Further pawn kinds: moved by their rules, lettered by the notes'
    // `kind_letters` or by their name's first letter.
    let mut reserved: Vec<(char, String)> = pawn_letters
        .iter()
        .map(|&c| (c, "pawn".to_owned()))
        .chain([(king_letter, king_name.to_owned())])
        .collect();
    for kind in &variant.kinds {
        let letter = notes
            .kind_letters
            .iter()
            .find(|(name, _)| *name == kind.name)
            .map(|&(_, c)| c)
            .or_else(|| kind.name.chars().next())
            .unwrap_or('?');
        if let Some((_, owner)) = reserved.iter().find(|(c, _)| *c == letter) {
            return Err(RulesError::LetterTaken {
                piece: kind.name.clone(),
                letter,
                piece_is_kind: true,
                owner: owner.clone(),
                owner_is_kind: false,
            });
        }
        reserved.push((letter, kind.name.clone()));
        types.push(PieceType::new(&PieceDef::new(&kind.name, letter, None))?);
    }
    for def in defs
        .iter()
        .filter(|d| variant.kinds.iter().all(|k| k.name != d.name))
    {
        if let Some((_, owner)) = reserved.iter().find(|(c, _)| !def.plus && *c == def.letter) {
            return Err(RulesError::LetterTaken {
                piece: def.name.clone(),
                letter: def.letter,
                piece_is_kind: false,
                owner: owner.clone(),
                owner_is_kind: variant.kinds.iter().any(|k| &k.name == owner),
            });
        }
        types.push(PieceType::new(def)?);
    }
    Ok(types)
}

impl<S: Set> RuleBook<S> {
    /// The squares from which `side`'s piece of `kind` has a move on an
    /// empty board, where it may stand (every square under the notes'
    /// `immobile`).
    pub(crate) fn mobile(&self, kind: Kind, side: usize) -> S {
        self.types[kind.index()].mobile[side]
    }

    /// The names of the piece kinds, indexed by [`Kind`].
    pub(crate) fn piece_names(&self) -> Vec<&str> {
        self.types.iter().map(|t| t.name.as_str()).collect()
    }

    /// Whether the engine has no moves for kind `index`: neither a pawn
    /// kind nor a piece with Betza moves.
    pub(super) fn cannot_move(&self, index: usize) -> bool {
        self.types[index].movement.is_none() && self.pawn_kind(index).is_none()
    }

    /// The pawn kind of engine kind `index`, if it is one.
    pub(super) fn pawn_kind(&self, index: usize) -> Option<&PawnKind<S>> {
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
    /// several: common or pseudo-royal kings, or where kings ride or hop),
    /// no pawn, no grasshopper along diagonal lines.
    pub(super) fn plain_kind(&self, index: usize) -> bool {
        let slotted_kings = || {
            !self.royal && self.pseudo_royal.is_none() || self.several_kings() || self.kings_ride()
        };
        self.types.get(index).is_some_and(|t| {
            (index > Kind::KING.index() || index == Kind::KING.index() && slotted_kings())
                && t.movement.is_some()
                && self.pawn_kind(index).is_none()
                && t.diagonal.as_ref().is_none_or(|d| {
                    d.iter().all(|m| {
                        m.capture
                            .hops
                            .iter()
                            .chain(&m.quiet.hops)
                            .all(|h| !h.grasshopper)
                    })
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
