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
//! Here: the rules' data and their construction from a variant and its
//! side file, and what the search asks of them. Beside it: the pieces
//! known by name (`pieces`), FEN in and names out (`notation`), a
//! square's attackers (`attacks`, for a FEN's kings), the position
//! (`board`), castling (`castling`), cambodian first moves
//! (`first_moves`) and turning pieces (`flip`): their rules as the search
//! reads them. Behind the test-only feature `oracle`, the make-and-test
//! reference the tests hold the search to (`reference`: its moves and
//! making them). Nothing here knows the search.

use pawnshift::Color;

use crate::betza::{Movement, PieceMoves};
use crate::error::{PositionError, RulesError};
use crate::fen::FenError;
use crate::notes::{Captures, Notes, Zone};
use crate::set::Set;
use crate::variants::{PawnRules, SideView};

mod attacks;
mod board;
mod castling;
mod first_moves;
mod notation;
mod pieces;
#[cfg(feature = "oracle")]
mod reference;

use crate::notes::{PieceDef, spelling};
pub use pieces::known_notes;
use pieces::{catalog, known_pawn_letters, known_pieces, most_kings};

pub(crate) use castling::CastlingPlan;
mod flip;

use castling::Castling;
use first_moves::Cambodian;
use flip::{Flips, Promotions};

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

    fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Kinds of piece a position may hold: pawn, king and 14 others.
pub const MAX_KINDS: usize = 16;

/// A kind of piece in a variant: its name, letter and moves.
#[derive(Clone, Debug)]
struct PieceType<S: Set> {
    name: String,
    letter: char,
    /// Written `+LETTER`.
    plus: bool,
    /// White's and Black's moves; `None`: known by its letter, not moved.
    movement: Option<[PieceMoves; 2]>,
    /// Every capturing leap from each square, per side.
    leaps: [Vec<S>; 2],
    /// Every leap onto an empty square from each square, per side.
    quiet_leaps: [Vec<S>; 2],
    /// Per side, the squares from which it has a move on an empty board:
    /// where it may be dropped.
    mobile: [S; 2],
    /// Per side, the squares it may stand on (the side file's `region`;
    /// else the board).
    region: [S; 2],
    /// Per side, where it may be dropped (the side file's `drop-region
    /// NAME`; else anywhere the variant's drop region allows).
    drop_zone: [S; 2],
    /// Moves one way and captures another (Betza `m`, `c`).
    split: bool,
    /// Per side, its moves along diagonal lines (the side file's
    /// `diagonal-lines`), from and to their squares only.
    diagonal: Option<[PieceMoves; 2]>,
}

/// The kind named `name` among `types`; an error lists the names.
fn kind_named<S: Set>(types: &[PieceType<S>], name: &str) -> Result<Kind, String> {
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

impl<S: Set> Ends<S> {
    /// The side file's game ends, their pieces named as in `types`.
    fn new(
        notes: &Notes,
        types: &[PieceType<S>],
        width: i32,
        height: i32,
    ) -> Result<Ends<S>, String> {
        let kind_named = |name: &str| kind_named(types, name);
        let extinction = match &notes.extinction {
            // Pseudo-royal pieces are never all lost: a side is mated first
            // (unless a blast takes them).
            Some(_) if notes.pseudo_royal && notes.explode.is_none() => None,
            None => None,
            Some(e) => {
                let groups = if e.kinds.is_empty() {
                    vec![
                        (0..types.len())
                            .map(|i| Kind(u8::try_from(i).unwrap_or(0)))
                            .collect(),
                    ]
                } else {
                    e.kinds
                        .iter()
                        .map(|name| {
                            kind_named(name)
                                .map(|k| vec![k])
                                .map_err(|e| format!("side file `extinction`: {e}"))
                        })
                        .collect::<Result<_, _>>()?
                };
                Some((
                    groups,
                    Extinct {
                        count: e.count,
                        opponent: e.opponent,
                        claim: e.claim,
                    },
                ))
            }
        };
        let flag = match &notes.flag {
            None => None,
            Some(f) => Some((
                kind_named(&f.piece).map_err(|e| format!("side file `flag`: {e}"))?,
                zone_masks(&f.zones, width, height, "flag")?,
            )),
        };
        Ok(Ends {
            extinction,
            flag,
            check_counting: notes.check_counting,
            flag_move: notes.flag_move,
            flag_safe: notes.flag_safe,
        })
    }
}

impl<S: Set> PawnKind<S> {
    /// The variant's pawn kinds: its pawn ([`Kind::PAWN`]) and its further
    /// kinds, in order after the king.
    fn all(
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
    fn new(
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

impl<S: Set> PieceType<S> {
    fn new(def: &PieceDef) -> Result<PieceType<S>, String> {
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
    fn fill_tables(&mut self, width: i32, height: i32) {
        let Some(m) = &self.movement else { return };
        for (side, moves) in m.iter().enumerate() {
            self.leaps[side] = leap_table(width, height, &moves.capture.leaps);
            self.quiet_leaps[side] = leap_table(width, height, &moves.quiet.leaps);
            // Where it has a move on an empty board: a step of a ride, or a
            // leap onto an empty square.
            let rides: Vec<(i32, i32)> = (moves.quiet.rides.iter().map(|r| r.0))
                .chain(moves.quiet.lame.iter().map(|l| l.leap))
                .collect();
            let reach = leap_table(width, height, &rides);
            self.mobile[side] = (0..width * height)
                .zip(self.quiet_leaps[side].iter().zip(&reach))
                .filter(|(_, (l, r))| **l | **r != S::EMPTY)
                .fold(S::EMPTY, |set, (sq, _)| set | S::at(sq));
        }
    }

    /// How a FEN writes it, lowercase.
    fn fen(&self) -> String {
        spelling(self.letter, self.plus)
    }
}

/// A kind of piece perft's fast path moves (see [`RuleBook::plain_pieces`]).
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
struct PawnKind<S: Set> {
    /// Its engine kind.
    kind: Kind,
    sides: [Option<SideView>; 2],
    /// The kind of each promotion piece (indexed like
    /// `PawnMove::promotion`) and its limit.
    pieces: Vec<(Kind, Option<u8>)>,
    /// Squares a side's pawns of this kind may not stand on (the mandatory
    /// zone, but where they may be dropped).
    forbidden: [S; 2],
}

/// Game ends inside the move generator, as Fairy-Stockfish has them: a
/// position where one holds has no moves.
#[derive(Default)]
struct Ends<S: Set> {
    /// Extinction: the kinds counted together (one group per named kind,
    /// or one group of every kind), and the rule's numbers.
    extinction: Option<(Vec<Vec<Kind>>, Extinct)>,
    /// Flag: the kind, and the squares where it ends the game, per side.
    flag: Option<(Kind, [S; 2])>,
    /// Checks are counted: a side with none left to give has won.
    check_counting: bool,
    /// A flag reached by White's king lets Black answer by reaching his
    /// (Fairy-Stockfish's `flagMove`, racing kings).
    flag_move: bool,
    /// A lone flag piece in its zone ends the game only while unattacked,
    /// which [`RuleBook::safe_flag`] decides.
    flag_safe: bool,
}

/// An extinction rule's numbers (Fairy-Stockfish's
/// `extinctionPieceCount`, `extinctionOpponentPieceCount` and
/// `extinctionClaim`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Extinct {
    /// The most a side may hold and lose.
    count: u32,
    /// The least the other side must hold.
    opponent: u32,
    /// The side to move's own extinction needs one more opposing piece.
    claim: bool,
}

impl Extinct {
    /// Whether the game is over with side `us` (0 white, 1 black) to
    /// move, `held(side, group)` counting what a side holds of each of
    /// `groups`: a side holds at most `count` of a group while the other
    /// holds at least `opponent` (one more against the side to move, with
    /// `claim`).
    pub(crate) fn over<G>(self, us: usize, groups: &[G], held: impl Fn(usize, &G) -> u32) -> bool {
        [1 - us, us].into_iter().any(|side| {
            let needed = self.opponent + u32::from(self.claim && side == us);
            groups
                .iter()
                .any(|g| held(side, g) <= self.count && held(1 - side, g) >= needed)
        })
    }
}

/// White's and Black's zones of a side-file line `what` as squares.
fn zone_masks<S: Set>(
    zones: &[Zone; 2],
    width: i32,
    height: i32,
    what: &str,
) -> Result<[S; 2], String> {
    let mask = |z: &Zone| {
        z.mask(width, height)
            .map_err(|e| format!("side file `{what}`: {e}"))
    };
    Ok([mask(&zones[0])?, mask(&zones[1])?])
}

/// Sets the side file's `region`s on `types` (never a pawn kind's: the
/// spec says where pawns go) and returns where pieces may be dropped.
fn place_regions<S: Set>(
    notes: &Notes,
    types: &mut [PieceType<S>],
    pawns: &[PawnKind<S>],
    width: i32,
    height: i32,
) -> Result<[S; 2], String> {
    for (name, zones) in &notes.regions {
        let kind = kind_named(types, name).map_err(|e| format!("side file `region`: {e}"))?;
        if pawns.iter().any(|p| p.kind == kind) {
            return Err(format!(
                "side file `region {name}`: the spec says where its pawns go"
            ));
        }
        types[kind.index()].region = zone_masks(zones, width, height, &format!("region {name}"))?;
    }
    for (name, zones) in &notes.kind_drop_regions {
        let line = format!("drop-region {name}");
        let kind = kind_named(types, name).map_err(|e| format!("side file `{line}`: {e}"))?;
        if pawns.iter().any(|p| p.kind == kind) {
            return Err(format!(
                "side file `{line}`: the spec says where its pawns are dropped"
            ));
        }
        types[kind.index()].drop_zone = zone_masks(zones, width, height, &line)?;
    }
    match &notes.drop_region {
        None => Ok([S::ALL; 2]),
        Some(zones) => zone_masks(zones, width, height, "drop-region"),
    }
}

impl PseudoRoyal {
    /// The side file's pseudo-royal kinds, if it says `pseudo-royal`.
    fn new<S: Set>(notes: &Notes, types: &[PieceType<S>]) -> Result<Option<PseudoRoyal>, String> {
        let Some(e) = notes.extinction.as_ref().filter(|_| notes.pseudo_royal) else {
            return Ok(None);
        };
        Ok(Some(PseudoRoyal {
            kinds: e
                .kinds
                .iter()
                .map(|name| kind_named(types, name))
                .collect::<Result<_, _>>()
                .map_err(|e| format!("side file `extinction`: {e}"))?,
            most: e.count.saturating_add(1),
            duple: notes.duple_check,
        }))
    }
}

/// Pseudo-royal pieces (Fairy-Stockfish's `extinctionPseudoRoyal`): the
/// kinds, each royal while a side holds at most `most` of it, and whether
/// a side may not leave all of them attacked (duple check).
struct PseudoRoyal {
    kinds: Vec<Kind>,
    most: u32,
    duple: bool,
}

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

/// What a capture does beyond taking a piece, as the side file says.
struct Capturing<S: Set> {
    /// The kinds that turn into a wall where they capture (a bit per
    /// kind index).
    petrify: u32,
    /// Captures explode: the kinds no blast removes (a bit per kind
    /// index), and the squares around each square.
    explode: Option<(u32, Vec<S>)>,
    /// The kinds whose pieces may not capture one of their own kind (a
    /// bit per kind index).
    mutually_immune: u32,
    /// The kinds that neither hop over nor capture one another (janggi's
    /// cannons; a bit per kind index).
    cannons: u32,
}

impl<S: Set> Capturing<S> {
    /// The side file's `petrify`, `explode` and `mutually-immune`, their
    /// kinds named as in `types`.
    fn new(
        notes: &Notes,
        types: &[PieceType<S>],
        width: i32,
        height: i32,
    ) -> Result<Capturing<S>, String> {
        let kinds = |names: &[String], line: &str| {
            names.iter().try_fold(0u32, |set, name| {
                kind_named(types, name)
                    .map(|k| set | 1 << k.index())
                    .map_err(|e| format!("side file `{line}`: {e}"))
            })
        };
        Ok(Capturing {
            petrify: kinds(&notes.petrify, "petrify")?,
            explode: match &notes.explode {
                None => None,
                Some(immune) => Some((kinds(immune, "explode")?, neighbours(width, height))),
            },
            mutually_immune: kinds(&notes.mutually_immune, "mutually-immune")?,
            cannons: kinds(&notes.janggi_cannons, "janggi-cannon")?,
        })
    }

    /// Whether the fast path plays what a capture does: it takes a piece
    /// and may explode or petrify, and kings may be mutually immune
    /// (janggi's cannons aside: they neither hop over nor take one
    /// another, which concerns only them).
    fn fast_plays(&self) -> bool {
        self.mutually_immune & !(1 << Kind::KING.index()) == 0
    }
}

/// Hands and drops beyond the pawn rules.
struct Drops<S: Set> {
    /// Positions have hands (see [`RuleBook::hands`]), kept for the search.
    hands: bool,
    /// Pieces in hand may be dropped (not where they only wait to be
    /// gated, as in S-chess).
    dropped: bool,
    /// Per side, where pieces other than pawns may be dropped.
    region: [S; 2],
    /// The kinds a side must drop first while it holds one (a bit per
    /// kind index).
    must: u32,
    /// Pieces in hand are set up before play (the side file names a drop
    /// region): kings may be in hand too.
    setup: bool,
    /// The bishops' kind and the dark squares (a1's colour), where
    /// bishops are dropped on both colours.
    opposite_bishops: Option<(Kind, S)>,
}

impl<S: Set> Drops<S> {
    /// The side file's drops: `region` for pieces, `must-drop`, and hands
    /// wherever captures go to one, pawns drop, or pieces are set up.
    fn new(
        notes: &Notes,
        types: &[PieceType<S>],
        captures: Captures,
        pawn_drops: bool,
        region: [S; 2],
        (width, height): (i32, i32),
    ) -> Result<Drops<S>, String> {
        let setup = notes.drop_region.is_some() || !notes.kind_drop_regions.is_empty();
        let dropped = captures != Captures::Leave || pawn_drops || setup;
        Ok(Drops {
            hands: dropped || notes.gating,
            dropped,
            region,
            must: match notes.must_drop.as_deref() {
                None => 0,
                Some("all") => u32::MAX,
                Some(name) => {
                    1 << kind_named(types, name)
                        .map_err(|e| format!("side file `must-drop`: {e}"))?
                        .index()
                }
            },
            setup,
            opposite_bishops: notes
                .opposite_bishops
                .then(|| kind_named(types, "bishop"))
                .transpose()
                .map_err(|e| format!("side file `opposite-bishops`: {e}"))?
                .map(|bishop| (bishop, dark_squares(width, height))),
        })
    }
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

/// An engine position, in the sets of its [`Rules`](crate::game::Rules). Two boards are
/// equal where they are the same position: the pawn a multi-step push
/// made capturable counts only while it is, of the moves before only the
/// passes in a row and whether the kings faced each other.
#[derive(Clone, Copy, Debug, Eq)]
pub struct Board<S: Set = u128> {
    pieces: [[S; MAX_KINDS]; 2],
    /// Pieces in hand, per side and kind.
    hands: [[u8; MAX_KINDS]; 2],
    /// Squares holding a piece a pawn became (`+P`, `Q~`), which a capture
    /// into a hand gives back as a pawn.
    promoted: S,
    side: Color,
    en_passant: S,
    /// The pawn whose multi-step push made `en_passant`.
    victim: u8,
    /// Squares no piece may enter or pass (`*` in a FEN).
    walls: S,
    /// The checks White and Black have still to give, where checks are
    /// counted.
    checks: [u8; 2],
    /// What came before, where passing is allowed: a bit each of
    /// [`History`].
    history: u8,
    /// The squares of the rooks that may still castle.
    castling: S,
    /// The squares of the kings those rights belong to.
    castle_kings: S,
    /// The unmoved pieces that may still make a cambodian first move.
    gates: S,
}

/// The bits of [`Board`]'s `history`.
struct History;

impl History {
    /// A move was played since the position was set up.
    const MOVED: u8 = 1;
    /// The last move was a pass.
    const PASSED: u8 = 2;
    /// The move before the last was a pass.
    const PASSED_BEFORE: u8 = 4;
    /// The kings faced each other before the last move.
    const FACING_BEFORE: u8 = 8;
}

/// A move of any piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move<S: Set = u128> {
    /// Square left (the target square for a drop).
    pub from: u8,
    /// Square reached.
    pub to: u8,
    /// The piece moving.
    pub kind: Kind,
    /// The piece a pawn becomes.
    pub promotion: Option<Kind>,
    /// Captures the en-passant victim.
    pub en_passant_capture: bool,
    /// En-passant squares the move creates.
    pub creates: S,
    /// A piece from the hand put on `to`.
    pub drop: bool,
    /// Where the mover then puts the duck (duck chess).
    pub duck: Option<u8>,
    /// Castling: the king moves from `from` to `to`, the rook from the
    /// first square to the second.
    pub castle: Option<(u8, u8)>,
    /// Gating: a piece of this kind from the hand goes on this square.
    pub gate: Option<(Kind, u8)>,
}

/// The side file's `promotion-move`: the piece, and each side's zone.
fn promotion_move<S: Set>(
    notes: &Notes,
    types: &[PieceType<S>],
    width: i32,
    height: i32,
) -> Result<Option<(Kind, [S; 2])>, String> {
    let Some((name, zones)) = &notes.promotion_move else {
        return Ok(None);
    };
    Ok(Some((
        kind_named(types, name).map_err(|e| format!("side file `promotion-move`: {e}"))?,
        zone_masks(zones, width, height, "promotion-move")?,
    )))
}

/// The side file's diagonal lines as squares, each piece's moves along
/// them set on `types`.
fn diagonal_lines<S: Set>(
    notes: &Notes,
    types: &mut [PieceType<S>],
    width: i32,
    height: i32,
) -> Result<S, String> {
    let Some(zone) = &notes.diagonal_lines else {
        return Ok(S::EMPTY);
    };
    for t in types {
        t.diagonal = t.movement.as_ref().map(|m| m.clone().map(diagonal_moves));
    }
    zone.mask(width, height)
        .map_err(|e| format!("side file `diagonal-lines`: {e}"))
}

/// A piece's moves along diagonal lines: each forward or backward step or
/// ride (and hop) becomes the two diagonal ones that way, each a ride so
/// that pieces block it.
fn diagonal_moves(moves: PieceMoves) -> PieceMoves {
    let turn = |m: Movement| {
        let mut d = Movement::default();
        let steps = m
            .leaps
            .iter()
            .map(|&l| (l, 1))
            .chain(m.rides.iter().copied());
        for ((df, dr), range) in steps {
            if df == 0 && dr.abs() == 1 {
                for side in [-1, 1] {
                    if !d.rides.contains(&((side, dr), range)) {
                        d.rides.push(((side, dr), range));
                    }
                }
            }
        }
        for &((df, dr), grasshopper) in &m.hops {
            if df == 0 && dr.abs() == 1 {
                d.hops.push(((-1, dr), grasshopper));
                d.hops.push(((1, dr), grasshopper));
            }
        }
        d
    };
    PieceMoves {
        quiet: turn(moves.quiet),
        capture: turn(moves.capture),
    }
}

/// The squares of a1's colour on a `width` x `height` board.
fn dark_squares<S: Set>(width: i32, height: i32) -> S {
    (0..width * height)
        .filter(|sq| (sq % width + sq / width) % 2 == 0)
        .fold(S::EMPTY, |set, sq| set | S::at(sq))
}

/// The steps to the eight squares around a square.
const NEIGHBOURS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// The squares around each square of a `width` x `height` board.
pub(crate) fn neighbours<S: Set>(width: i32, height: i32) -> Vec<S> {
    leap_table(width, height, &NEIGHBOURS)
}

/// Every square each of `offsets` reaches from each square of a
/// `width` x `height` board.
pub(crate) fn leap_table<S: Set>(width: i32, height: i32, offsets: &[(i32, i32)]) -> Vec<S> {
    (0..width * height)
        .map(|sq| {
            let (f, r) = (sq % width, sq / width);
            offsets
                .iter()
                .filter(|&&(df, dr)| {
                    (0..width).contains(&(f + df)) && (0..height).contains(&(r + dr))
                })
                .fold(S::EMPTY, |set, &(df, dr)| {
                    set | S::at((r + dr) * width + f + df)
                })
        })
        .collect()
}

/// Whether either side drops pawns.
fn any_drops(sides: &[Option<SideView>; 2]) -> bool {
    sides.iter().flatten().any(SideView::drops)
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

/// The pieces of a variant beyond pawns and kings: the engine's own for its
/// name, giving way to the pawns' letters (dobutsu's chick `c` is no
/// chancellor) and to the notes' pieces; and the engine's pieces a notes
/// piece displaced by taking its letter, as `(piece, letter, by)`.
fn piece_defs(
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
fn letter_taken(e: RulesError, displaced: Vec<(String, char, String)>) -> RulesError {
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
/// (lettered by the side file's `kind sergeant s` or by their name's
/// first letter), then `defs`, none taking another's letter.
fn piece_types<S: Set>(
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
    let mut types = vec![
        PieceType::new(&PieceDef::new("pawn", pawn_letters[0], None))?,
        PieceType::new(&PieceDef::new(
            king_name,
            'k',
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
            "the side file's `kind {name}` names no pawn kind of `{}`{}",
            variant.name,
            if kinds.is_empty() {
                ", which has none".to_owned()
            } else {
                format!(": its kinds are {}", kinds.join(", "))
            }
        )));
    }
    if pawn_letters.contains(&'k') {
        return Err(RulesError::LetterTaken {
            piece: "pawn".to_owned(),
            letter: 'k',
            piece_is_kind: false,
            owner: king_name.to_owned(),
            owner_is_kind: false,
        });
    }
    // Further pawn kinds: moved by their rules, lettered by the side
    // file (`kind sergeant s`) or by their name's first letter.
    let mut reserved: Vec<(char, String)> = pawn_letters
        .iter()
        .map(|&c| (c, "pawn".to_owned()))
        .chain([('k', "king".to_owned())])
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

/// An error where pawns (or, by the side file's `promote`, pieces)
/// promote to a king though kings are royal (not commoners, not
/// pseudo-royal): a side would have two.
fn royal_promotion<S: Set>(
    variant: &PawnRules,
    notes: &Notes,
    pseudo_royal: Option<&PseudoRoyal>,
    pawns: &[PawnKind<S>],
) -> Result<(), RulesError> {
    let to_king = pawns
        .iter()
        .any(|p| p.pieces.iter().any(|&(kind, _)| kind == Kind::KING))
        || notes.piece_promotions.iter().any(|(_, to)| to == "king");
    if to_king && !notes.commoner_kings && pseudo_royal.is_none() {
        return Err(RulesError::RoyalPromotion {
            variant: variant.name.clone(),
        });
    }
    Ok(())
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
