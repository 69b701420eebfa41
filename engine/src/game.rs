//! A variant engine around the pawn rules: pawn moves from the generated
//! rules, king steps and castling (from the FEN's rights), the other
//! pieces as leaper and rider tables from Betza notation, pieces in hand
//! and drops (pawns where the rules' `drop` allows, other pieces on any
//! empty square they can move from), captures going to the capturer's
//! hand, and full legality (no move may leave the mover's king attacked; a
//! side without a king, as in horde, has every move legal). What a
//! variant adds, its side file says (see [`crate::notes`]): game ends
//! played as Fairy-Stockfish decides them inside its move generator
//! (extinction, shatranj's bare king among them, flags, counted checks),
//! commoner and pseudo-royal kings, exploding and petrifying captures,
//! palaces and their diagonals, passing, the duck, gating, setup from the
//! hand, promotion moves and pieces that turn over as they move;
//! otherwise a position with moves is expanded.

use core::fmt;

use pawnshift::{Color, MoveKind, PawnMove};

use crate::betza::{Movement, PieceMoves};
use crate::error::{PositionError, RulesError};
use crate::fen::{FenError, Position};
use crate::notes::{Captures, Notes, Zone};
use crate::set::{Set, Widest, squares};
use crate::variants::{PawnRules, SideView};

mod castling;
mod first_moves;

pub(crate) use castling::CastlingPlan;
mod flip;

use castling::Castling;
use first_moves::Cambodian;
use flip::{Flips, Promotions};

/// A kind of piece, as an index into the rules' piece table: the pawn is
/// [`Kind::PAWN`], the king [`Kind::KING`], the others follow in the order
/// of [`Rules::piece_names`].
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

/// A piece the engine knows: its name (as a spec's promotion list names
/// it), its FEN letter, and how it moves in Betza notation (`None` for a
/// piece it can show but not move, such as shogi's silver general).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceDef {
    /// The name a spec's `promote … to NAME` uses.
    pub name: String,
    /// Its FEN letter, lowercase.
    pub letter: char,
    /// Written `+LETTER` in a FEN, as shogi's promoted pieces (the tokin is
    /// `+P`): the piece a pawn becomes by promotion, given back as a pawn
    /// when captured into a hand.
    pub plus: bool,
    /// Its moves in Betza notation, if the engine can move it.
    pub betza: Option<String>,
}

impl PieceDef {
    /// A piece named `name`, written `letter` in a FEN, moving by `betza`
    /// (`None`: shown, not moved).
    pub fn new(name: &str, letter: char, betza: Option<&str>) -> PieceDef {
        PieceDef {
            name: name.to_owned(),
            letter,
            plus: false,
            betza: betza.map(str::to_owned),
        }
    }

    /// The same piece written `+LETTER` in a FEN.
    #[must_use]
    pub fn plus(self) -> PieceDef {
        PieceDef { plus: true, ..self }
    }

    /// How a FEN writes it: `q`, `+p`.
    pub fn fen(&self) -> String {
        spelling(self.letter, self.plus)
    }

    /// Whether this piece and `other` share a name or a letter.
    pub fn clashes(&self, other: &PieceDef) -> bool {
        self.name == other.name || self.fen() == other.fen()
    }

    /// Why this piece cannot stand beside `others`: one of them has its
    /// name or its letter.
    pub fn clash(&self, others: &[PieceDef]) -> Option<String> {
        let other = others.iter().find(|p| self.clashes(p))?;
        Some(if other.name == self.name {
            format!("the piece `{}` is defined twice", self.name)
        } else {
            format!(
                "the pieces `{}` and `{}` both take the letter `{}`",
                other.name,
                self.name,
                self.fen()
            )
        })
    }

    /// Parses a command line's `NAME=BETZA` or `NAME:LETTER=BETZA`
    /// (`amazon=QN`, `amazon:z=QN`, `tokin:+p=WfF` for a piece a FEN
    /// writes `+P`); the letter defaults to the name's first.
    pub fn parse(text: &str) -> Result<PieceDef, String> {
        let usage = "write a piece as `NAME=BETZA` or `NAME:LETTER=BETZA` (`NAME:+LETTER=BETZA` for a piece a FEN writes with `+`), as in `amazon=QN` or `amazon:a=QN`";
        let Some((head, betza)) = text.split_once('=') else {
            return Err(format!("`{text}`: {usage}"));
        };
        let (name, letter, plus) = match head.split_once(':') {
            Some((name, letter)) => {
                let (plus, rest) = match letter.strip_prefix('+') {
                    Some(rest) => (true, rest),
                    None => (false, letter),
                };
                match crate::notes::one_letter(rest) {
                    Some(c) => (name, c, plus),
                    None => {
                        return Err(format!(
                            "`{text}`: the letter `{letter}` is not one ASCII letter; {usage}"
                        ));
                    }
                }
            }
            None => match head.chars().next() {
                Some(c) if c.is_ascii_alphabetic() => (head, c.to_ascii_lowercase(), false),
                _ => return Err(format!("`{text}`: {usage}")),
            },
        };
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!(
                "`{text}`: the name `{name}` is not a spec word; {usage}"
            ));
        }
        PieceMoves::parse(betza).map_err(|e| format!("`{text}`: {e}"))?;
        let def = PieceDef::new(name, letter, Some(betza));
        Ok(if plus { def.plus() } else { def })
    }
}

/// A piece's FEN spelling, lowercase: `q`, or `+p` for a `+x` piece.
fn spelling(letter: char, plus: bool) -> String {
    if plus {
        format!("+{letter}")
    } else {
        letter.to_string()
    }
}

/// The pieces the engine knows in a variant, with the letters
/// Fairy-Stockfish gives them there.
fn known_pieces(variant: &str) -> Vec<PieceDef> {
    let def = PieceDef::new;
    let mut table = vec![
        def("queen", 'q', Some("Q")),
        def("rook", 'r', Some("R")),
        def("bishop", 'b', Some("B")),
        def("knight", 'n', Some("N")),
        def("archbishop", 'a', Some("BN")),
        def("chancellor", 'c', Some("RN")),
    ];
    let drop = |table: &mut Vec<PieceDef>, letters: &[char]| {
        table.retain(|p| !letters.contains(&p.letter));
    };
    match variant {
        // The ferz takes the queen's letter, the alfil the bishop's.
        "shatranj" => {
            drop(&mut table, &['q', 'b', 'a', 'c']);
            table.push(def("ferz", 'q', Some("F")));
            table.push(def("alfil", 'b', Some("A")));
        }
        "makruk" => {
            drop(&mut table, &['q', 'b', 'a', 'c']);
            table.push(def("met", 'm', Some("F")));
            table.push(def("ferz", 'f', Some("F")));
            table.push(def("khon", 's', Some("FfW")));
        }
        "modern" => {
            drop(&mut table, &['a']);
            table.push(def("archbishop", 'm', Some("BN")));
        }
        "wildebeest" => {
            drop(&mut table, &['a', 'c']);
            table.push(def("wildebeest", 'w', Some("NC")));
            table.push(def("camel", 'c', Some("C")));
        }
        // The pieces and what they promote to (`known_notes` says where);
        // the tokin is the pawn's `+P`.
        "shogi" => {
            table.clear();
            for (name, letter, betza, promoted, promoted_betza) in [
                ("rook", 'r', "R", "dragon", "RF"),
                ("bishop", 'b', "B", "horse", "BW"),
                ("knight", 'n', "fN", "knight_gold", "WfF"),
                ("lance", 'l', "fR", "lance_gold", "WfF"),
                ("silver", 's', "FfW", "silver_gold", "WfF"),
            ] {
                table.push(def(name, letter, Some(betza)));
                table.push(def(promoted, letter, Some(promoted_betza)).plus());
            }
            table.push(def("gold", 'g', Some("WfF")));
            table.push(def("tokin", 'p', Some("WfF")).plus());
        }
        // Black's pieces; the lieutenant moves one way and captures
        // another.
        "spartan" => {
            drop(&mut table, &['a', 'c']);
            table.push(def("general", 'g', Some("RF")));
            table.push(def("warlord", 'w', Some("BN")));
            table.push(def("captain", 'c', Some("WD")));
            table.push(def("lieutenant", 'l', Some("FAsmW")));
        }
        // The palaces and the river (xiangqi), the diagonal lines and the
        // cannons' rule (janggi) are in `known_notes`.
        "xiangqi" | "janggi" => {
            drop(&mut table, &['q', 'b', 'n', 'a', 'c']);
            let janggi = variant == "janggi";
            for (name, letter, betza) in [
                ("horse", 'n', "nN"),
                ("elephant", 'b', if janggi { "nZ" } else { "nA" }),
                ("advisor", 'a', if janggi { "W" } else { "F" }),
                ("cannon", 'c', if janggi { "pR" } else { "mRcpR" }),
            ] {
                table.push(def(name, letter, Some(betza)));
            }
        }
        _ => {}
    }
    table
}

/// The FEN letters of a variant's pawns, White's and Black's, where they
/// are not `p`: spartan's hoplites are `h`.
fn known_pawn_letters(variant: &str) -> Option<[char; 2]> {
    (variant == "spartan").then_some(['p', 'h'])
}

/// What the engine knows of a bundled variant beyond its pawn rules, as a
/// side file would say it (see [`crate::notes`]): shatranj's bare king,
/// spartan's commoner kings in duple check, xiangqi's palace and flying
/// general.
fn known_notes_text(variant: &str) -> &'static str {
    match variant {
        "shatranj" => "extinction all count 1 opponent 2 claim\ncastling none\n",
        "spartan" => "kings commoner\nextinction commoner\npseudo-royal\nduple-check\n",
        "xiangqi" => {
            "king W\nregion king d1-f3 d8-f10\nregion advisor d1-f3 d8-f10\nregion elephant 1-5 6-10\nflying-general\ncastling none\n"
        }
        "janggi" => {
            "king W\nregion king d1-f3 d8-f10\nregion advisor d1-f3 d8-f10\ndiagonal-lines d1,f1,e2,d3,f3,d8,f8,e9,d10,f10\njanggi-cannon cannon\npass\nbikjang\ncastling none\n"
        }
        // The king lands on i or c.
        "capablanca" => "castling i c\n",
        // Its pieces promote in the zone, and it never castles.
        "shogi" => {
            "castling none\npromotion-zone 7-9 1-3\npromote rook dragon\npromote bishop horse\npromote knight knight_gold\npromote lance lance_gold\npromote silver silver_gold\n"
        }
        // Variants that never castle (wildebeest's own castling, the king
        // moving one to four squares, is not played: its FEN rights are
        // ignored).
        "gardner" | "grand" | "legan" | "los_alamos" | "makruk" | "wildebeest" => "castling none\n",
        _ => "",
    }
}

/// What the engine knows of a variant beyond its pawn rules, by the
/// variant's name, as a side file would say it: for a bundled variant's
/// name (its generated code, or its spec loaded without a side file), the
/// rules the engine plays (shatranj's bare king, xiangqi's palace and
/// flying general); nothing for other names.
#[must_use]
pub fn known_notes(variant: &PawnRules) -> Notes {
    // The texts above are the engine's own; a failure to read one is a
    // bug the unit tests catch.
    Notes::parse(&variant.name, known_notes_text(&variant.name)).unwrap_or_default()
}

/// The most kings a side may have: spartan's Black starts with two.
fn most_kings(variant: &str) -> [u32; 2] {
    if variant == "spartan" { [1, 2] } else { [1, 1] }
}

/// Pieces known by name, for a spec whose pawns promote to them: they join
/// the variant's pieces only then.
fn catalog() -> Vec<PieceDef> {
    [
        ("ferz", 'f', "F"),
        ("met", 'm', "F"),
        ("wildebeest", 'w', "NC"),
        ("amazon", 'z', "QN"),
        ("camel", 'l', "C"),
        ("zebra", 'z', "Z"),
        ("wazir", 'w', "W"),
        ("centaur", 'e', "KN"),
        ("nightrider", 'h', "NN"),
        ("gold", 'g', "WfF"),
    ]
    .into_iter()
    .map(|(name, letter, betza)| PieceDef::new(name, letter, Some(betza)))
    .chain([PieceDef::new("tokin", 'p', Some("WfF")).plus()])
    .collect()
}

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

    /// Whether the game is over in `board`, as Fairy-Stockfish decides it
    /// before generating moves.
    fn over(&self, board: &Board<S>) -> bool {
        let us = side_index(board.side);
        if let Some((groups, rule)) = &self.extinction {
            let held = |side: usize, group: &Vec<Kind>| -> u32 {
                group
                    .iter()
                    .map(|k| {
                        board.pieces[side][k.index()].count()
                            + u32::from(board.hands[side][k.index()])
                    })
                    .sum()
            };
            if rule.over(us, groups, held) {
                return true;
            }
        }
        // The side that just moved has given its last check.
        if self.check_counting && board.checks[1 - us] == 0 {
            return true;
        }
        if let Some((kind, squares)) = &self.flag {
            let reached =
                |side: usize| board.pieces[side][kind.index()] & squares[side] != S::EMPTY;
            let mover = 1 - us;
            if self.flag_move {
                // The answer was played; or White's king got there first
                // and Black may not answer.
                return reached(us)
                    || *kind == Kind::KING && reached(mover) && !self.may_answer(board);
            }
            if reached(mover) && !self.flag_safe {
                return true;
            }
        }
        false
    }

    /// With `flag_move`, whether the side to move is Black, facing White's
    /// king in its flag zone, and may answer by reaching his own (whether
    /// a legal king move does is for the move generator to find).
    fn may_answer(&self, board: &Board<S>) -> bool {
        let Some((kind, squares)) = &self.flag else {
            return false;
        };
        self.flag_move
            && *kind == Kind::KING
            && board.side == Color::Black
            && board.pieces[0][kind.index()] & squares[0] != S::EMPTY
            && board.pieces[1][kind.index()] != S::EMPTY
    }

    /// Whether `m` brings a flag piece into the mover's zone.
    fn reaches_flag(&self, board: &Board<S>, m: &Move<S>) -> bool {
        self.flag.as_ref().is_some_and(|(kind, squares)| {
            m.kind == *kind && squares[side_index(board.side)] & S::bit(m.to) != S::EMPTY
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

/// A kind of piece perft's fast path moves (see [`Rules::plain_pieces`]).
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
    /// which [`Rules::safe_flag`] decides.
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
    /// Whether the pseudo-royal pieces are the kings, royal while a side
    /// has one: with one king a side, as royal kings.
    fn one_king(&self) -> bool {
        self.kinds == [Kind::KING] && self.most == 1
    }

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
/// sets of type `S`: `u128` (the default) for boards of up to 128 squares,
/// `pawnshift::Wide<4>` for boards of up to 16 x 16 (a board its sets
/// cannot hold is refused by [`Rules::new`]; [`crate::set::fits`] says
/// which to choose).
pub struct Rules<S: Set = u128> {
    /// The pawn rules.
    pub variant: PawnRules,
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
    /// The kings-and-pawns fast path, where the variant allows one.
    fast: Option<crate::fast::FastPath>,
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

    /// Whether a capture only takes a piece (janggi's cannons aside: they
    /// neither hop over nor take one another, which concerns only them).
    fn is_plain(&self) -> bool {
        self.petrify == 0 && self.explode.is_none() && self.mutually_immune == 0
    }
}

/// Hands and drops beyond the pawn rules.
struct Drops<S: Set> {
    /// Positions have hands (see [`Rules::hands`]), kept for the search.
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

/// An engine position, in the sets of its [`Rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

impl<S: Set> Rules<S> {
    /// The rules of a variant, its pieces taken from the engine's own list
    /// for the variant, with `extra` added or replacing pieces of the same
    /// name or letter. A promotion piece the engine cannot move is an error
    /// naming it ([`RulesError::UnknownPromotion`]).
    pub fn new(variant: &PawnRules, extra: &[PieceDef]) -> Result<Rules<S>, RulesError> {
        let mut notes = known_notes(variant);
        notes.pieces.extend_from_slice(extra);
        Rules::with_notes(variant, &notes)
    }

    /// The rules of a variant with what a spec's side file says beyond its
    /// pawn rules: extra pieces (as in [`Rules::new`]), the FEN letters of
    /// the pawns and of further pawn kinds, where captured pieces go, the
    /// king's moves and royalty, compulsory captures and the game ends
    /// (extinction, flag). An error names a piece the engine cannot place
    /// (a letter taken twice, a kind or game-end piece the variant lacks).
    pub fn with_notes(variant: &PawnRules, notes: &Notes) -> Result<Rules<S>, RulesError> {
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
        let mut rules = Rules {
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
            fast: None,
        };
        if rules.plain() {
            rules.fast = crate::fast::FastPath::new(&rules);
        }
        Ok(rules)
    }

    /// Whether the variant plays kings and pawns only by rules the fast
    /// path knows: no game end but extinction, hands only as it keeps
    /// them, and no capture, check or move rule of the side file beyond
    /// those it plays.
    fn plain(&self) -> bool {
        (!self.drops.hands || self.plain_hands())
            && self
                .pseudo_royal
                .as_ref()
                .map_or(self.royal, PseudoRoyal::one_king)
            && (self.ends.flag.is_none() || self.flag().is_some())
            && !self.forbids.not_capturing
            && self.capturing.is_plain()
            && !self.duck
            && self.promotion_move.is_none()
            && self.flips.is_none()
            && self.forbids.checking == Checking::Allowed
            && !self.forbids.king_escapes
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

    /// The flag, where reaching it simply ends the game (kingofthehill;
    /// not racing kings' answer, nor a flag that must stand unattacked):
    /// the kind, and the squares where it ends the game, per side.
    pub(crate) fn flag(&self) -> Option<(Kind, [S; 2])> {
        self.ends
            .flag
            .filter(|_| !self.ends.flag_move && !self.ends.flag_safe)
    }

    /// Whether kings are royal: no move may leave one attacked (else they
    /// are commoners, or pseudo-royal).
    pub(crate) fn royal(&self) -> bool {
        self.royal
    }

    /// Whether a side not in check may pass (two passes in a row end the
    /// game), and whether facing kings must part or pass (bikjang).
    pub(crate) fn passing(&self) -> (bool, bool) {
        (
            self.passing != Passing::Never,
            self.passing == Passing::Bikjang,
        )
    }

    /// Whether a side with two pseudo-royal pieces may leave one of them
    /// attacked, but not both (duple check).
    pub(crate) fn duple_check(&self) -> bool {
        self.pseudo_royal.as_ref().is_some_and(|r| r.duple)
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
    /// nothing (bughouse's board alone), and a hand's pieces it may drop where its pawn rules or the piece's drop region
    /// say, with no drop compulsory, no pieces set up before play and no
    /// bishops' colours to keep.
    fn plain_hands(&self) -> bool {
        self.drops.dropped
            && self.drops.must == 0
            && !self.drops.setup
            && self.drops.opposite_bishops.is_none()
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

    /// Whether positions have hands: the rules drop pawns, or captures go
    /// to a hand.
    pub fn hands(&self) -> bool {
        self.drops.hands
    }

    /// The names of the piece kinds, indexed by [`Kind`].
    pub fn piece_names(&self) -> Vec<&str> {
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
            .skip(usize::from(Kind::KING.0) + 1)
            .filter_map(|(index, t)| {
                let kind = Kind(u8::try_from(index).ok()?);
                let movement = t.movement.as_ref()?;
                let plain = t.diagonal.is_none()
                    && self.pawn_kind(index).is_none()
                    && self.capturing.cannons >> index & 1 == 0
                    // A piece that promotes in turn (shogi's silver) is the
                    // general engine's.
                    && !self.promotions.as_ref().is_some_and(|p| p.promotes(index));
                plain.then(|| PlainPiece {
                    kind,
                    moves: movement.clone(),
                    split: t.split,
                    leaps: t.leaps.clone(),
                    quiet_leaps: t.quiet_leaps.clone(),
                    region: t.region.map(|r| r & self.board),
                })
            })
            .collect()
    }

    /// The engine kind of promotion piece `index` of the variant's pawn.
    pub(crate) fn piece_kind(&self, index: u8) -> Kind {
        self.pawns[0]
            .pieces
            .get(usize::from(index))
            .map_or(Kind::KING, |&(kind, _)| kind)
    }

    /// The rules of a side's pawns (of the variant's pawn kind), if the
    /// variant declares that side.
    pub fn side(&self, color: Color) -> Option<&SideView> {
        self.kind_side(Kind::PAWN, color)
    }

    /// The pawn kinds, the variant's pawn first, then the further kinds of
    /// its spec (`kind sergeant { … }`), each with its name.
    pub fn pawn_kinds(&self) -> Vec<(Kind, &str)> {
        self.pawns
            .iter()
            .map(|p| (p.kind, self.types[p.kind.index()].name.as_str()))
            .collect()
    }

    /// The rules of `color`'s pawns of pawn kind `kind`, if it is one and
    /// the variant declares that side for it.
    pub fn kind_side(&self, kind: Kind, color: Color) -> Option<&SideView> {
        self.pawn_kind(kind.index())?.sides[side_index(color)].as_ref()
    }

    /// The engine position of a FEN: every piece one the variant knows and
    /// can move, no pawn where it must already have promoted, the
    /// en-passant squares passed by a pawn of the side that just moved, by
    /// a push its rules allow from the square it started on (an en-passant
    /// square no such push passes is refused, as shakmaty refuses it).
    pub fn position(&self, fen: &str) -> Result<Board<S>, PositionError> {
        let p = Position::parse(fen, self.variant.width, self.variant.height)?;
        let mut pieces = [[S::EMPTY; MAX_KINDS]; 2];
        let mut promoted = S::EMPTY;
        for (index, piece) in p.squares.iter().enumerate() {
            let Some(piece) = piece else { continue };
            let square = u8::try_from(index).unwrap_or(0);
            let Some(kind) = self.kind_of(*piece) else {
                return Err(PositionError::UnknownLetter {
                    letter: format!(
                        "{}{}",
                        if piece.promoted { "+" } else { "" },
                        piece.fen_char()
                    ),
                    place: self.square_name(square),
                    variant: self.variant.name.clone(),
                    known: self.letters(piece.color),
                });
            };
            let bit = S::bit(square);
            let side = side_index(piece.color);
            if piece.promoted || self.types[kind.index()].plus {
                promoted |= bit;
            }
            if self
                .pawn_kind(kind.index())
                .is_some_and(|p| p.forbidden[side] & bit != S::EMPTY)
            {
                let name = &self.types[kind.index()].name;
                return Err(PositionError::Fen(FenError {
                    message: format!(
                        "a {name} on {}, where a {} {name} must already have promoted",
                        self.square_name(u8::try_from(index).unwrap_or(0)),
                        if side == 0 { "white" } else { "black" }
                    ),
                }));
            }
            pieces[side][kind.index()] |= bit;
        }
        let hands = self.hands_of(&p)?;
        let mut board = Board {
            pieces,
            hands,
            promoted,
            side: p.side_to_move,
            // Fairy-Stockfish writes the landing square among berolina's
            // (`c5d6`): an occupied square is no en-passant square, unless
            // every one is (below, an error).
            en_passant: if p.en_passant & !p.occupied() == Widest::EMPTY {
                p.en_passant.to()
            } else {
                (p.en_passant & !p.occupied()).to()
            },
            victim: 0,
            walls: p.walls.to(),
            checks: [0; 2],
            history: 0,
            castling: S::EMPTY,
            castle_kings: S::EMPTY,
            gates: S::EMPTY,
        };
        board.gates = self.first_move_gates(&p, &board);
        self.set_castling(&p, &mut board);
        match (self.ends.check_counting, p.checks) {
            (true, checks) => board.checks = checks.unwrap_or([1, 1]),
            (false, None) => {}
            (false, Some([white, black])) => {
                return Err(PositionError::Fen(bad(format!(
                    "the FEN counts checks (`{white}+{black}`), which {} does not; say `check-counting` in its side file",
                    self.variant.name
                ))));
            }
        }
        if board.en_passant & board.occupied() != S::EMPTY {
            let square = (board.en_passant & board.occupied()).first();
            return Err(PositionError::Fen(FenError {
                message: format!(
                    "the en-passant square {} holds a piece: a pawn passed it, so it is empty",
                    self.square_name(square)
                ),
            }));
        }
        if board.en_passant != S::EMPTY {
            match self.find_victim(&board) {
                Some(victim) => board.victim = victim,
                None => {
                    return Err(PositionError::Fen(FenError {
                        message: "no pawn of the side that just moved could have passed the en-passant squares".to_owned(),
                    }));
                }
            }
        }
        self.check_kings(&board)?;
        self.movable(&board)?;
        Ok(board)
    }

    /// An error for a position with more kings than a side may have, or
    /// whose side to move could take the other's king.
    fn check_kings(&self, board: &Board<S>) -> Result<(), FenError> {
        for color in Color::ALL {
            let kings = board.pieces[side_index(color)][Kind::KING.index()];
            let most = if self.royal {
                most_kings(&self.variant.name)[side_index(color)]
            } else {
                u32::MAX
            };
            if kings.count() > most {
                return Err(bad(format!(
                    "{} has {} kings; a side has {} (or none, as horde's White)",
                    color_name(color),
                    kings.count(),
                    if most == 1 {
                        "one".to_owned()
                    } else {
                        format!("at most {most}")
                    }
                )));
            }
        }
        let waiting = board.side.other();
        let king = board.pieces[side_index(waiting)][Kind::KING.index()];
        if self.royal && king != S::EMPTY && self.attacked(board, king, board.side) {
            return Err(bad(format!(
                "{} is to move and can take {}'s king on {}, which no game reaches",
                color_name(board.side),
                color_name(waiting),
                self.square_name(king.first())
            )));
        }
        Ok(())
    }

    /// The hands a FEN's `[…]` gives, each piece one the variant drops.
    fn hands_of(&self, p: &Position) -> Result<[[u8; MAX_KINDS]; 2], PositionError> {
        let mut hands = [[0u8; MAX_KINDS]; 2];
        let has_hands = self.hands();
        for piece in p.hand.iter().flatten() {
            let side = side_index(piece.color);
            // A royal king is held in hand only before play (a setup phase:
            // sittuyin, placement).
            let Some(kind) = self.kind_of(*piece) else {
                return Err(PositionError::UnknownLetter {
                    letter: piece.fen_char().to_string(),
                    place: "in hand".to_owned(),
                    variant: self.variant.name.clone(),
                    known: self.letters(piece.color),
                });
            };
            if (kind == Kind::KING && self.royal && !self.drops.setup)
                || self.types[kind.index()].plus
            {
                return Err(PositionError::Fen(bad(format!(
                    "a `{}` in hand: {} holds no {} in hand",
                    piece.fen_char(),
                    self.variant.name,
                    self.types[kind.index()].name
                ))));
            }
            if !has_hands {
                return Err(PositionError::Fen(bad(format!(
                    "a `{}` in hand, but {} has no drops (its rules say no `drop`)",
                    piece.fen_char(),
                    self.variant.name
                ))));
            }
            let count = &mut hands[side][kind.index()];
            *count = count.checked_add(1).ok_or_else(|| {
                PositionError::Fen(bad(format!("more than 255 `{}` in hand", piece.fen_char())))
            })?;
        }
        Ok(hands)
    }

    /// The kind a FEN piece is: the side's pawn letter, a `+x` piece, or
    /// a piece by letter (a `+` or `~` on a piece that is not a `+x` kind
    /// only marks it promoted).
    fn kind_of(&self, piece: crate::fen::Piece) -> Option<Kind> {
        let side = side_index(piece.color);
        let index = if piece.promoted
            && let Some(i) = self
                .types
                .iter()
                .position(|t| t.plus && t.letter == piece.letter)
        {
            i
        } else if piece.promoted
            && piece.letter == self.pawn_letters[side]
            && let Some(kind) = self.promoted_pawn
        {
            kind.index()
        } else if piece.promoted
            && let Some(kind) = self.promoted_form(piece.letter)
        {
            kind.index()
        } else if piece.letter == self.pawn_letters[side] {
            Kind::PAWN.index()
        } else {
            self.types
                .iter()
                .skip(1)
                .position(|t| !t.plus && t.letter == piece.letter)?
                + 1
        };
        Some(Kind(u8::try_from(index).ok()?))
    }

    /// The letters a side's pieces take, for messages: `p k q r b n`.
    fn letters(&self, color: Color) -> Vec<String> {
        let mut list = vec![self.pawn_letters[side_index(color)].to_string()];
        list.extend(self.types.iter().skip(1).map(PieceType::fen));
        list
    }

    /// The pawn of the side that just moved whose multi-step push passed the
    /// en-passant squares.
    fn find_victim(&self, board: &Board<S>) -> Option<u8> {
        let mover = side_index(board.side.other());
        self.pawns.iter().find_map(|p| {
            let side = p.sides[mover].as_ref()?;
            self.passed_by(side, board.pieces[mover][p.kind.index()], board)
        })
    }

    /// The pawn of `pawns` (moving by `side`) whose multi-step push passed
    /// `board`'s en-passant squares.
    fn passed_by(&self, side: &SideView, pawns: S, board: &Board<S>) -> Option<u8> {
        let all = S::below((self.width * self.height).cast_unsigned());
        let occupied = board.occupied();
        for sq in squares(pawns) {
            let (f, r) = (i32::from(sq) % self.width, i32::from(sq) / self.width);
            for (index, rule) in side.rules().iter().enumerate() {
                let pawnshift::RuleKind::Push {
                    steps,
                    en_passant: true,
                    ..
                } = rule.kind
                else {
                    continue;
                };
                for &(df, dr) in &rule.directions {
                    // The push must start where the rule allows it (`from`
                    // rank 2 for chess's double step).
                    let (of, or) = (
                        f - i32::from(df) * i32::from(steps),
                        r - i32::from(dr) * i32::from(steps),
                    );
                    // (It left that square empty.)
                    let starts_there = self.on(of, or)
                        && !occupied.has(u8::try_from(or * self.width + of).unwrap_or(0))
                        && side
                            .quiet(index, S::at(or * self.width + of), all)
                            .is_some_and(|targets| targets & S::bit(sq) != S::EMPTY);
                    if !starts_there {
                        continue;
                    }
                    let passed = (1..i32::from(steps)).try_fold(S::EMPTY, |set, k| {
                        let (pf, pr) = (f - i32::from(df) * k, r - i32::from(dr) * k);
                        self.on(pf, pr).then(|| set | S::at(pr * self.width + pf))
                    });
                    if passed.is_some_and(|p| p & board.en_passant == board.en_passant) {
                        return Some(sq);
                    }
                }
            }
        }
        None
    }

    fn on(&self, f: i32, r: i32) -> bool {
        (0..self.width).contains(&f) && (0..self.height).contains(&r)
    }

    /// `e4`, `j10`.
    pub fn square_name(&self, square: u8) -> String {
        let (f, r) = (
            i32::from(square) % self.width,
            i32::from(square) / self.width,
        );
        let file = char::from_digit(u32::try_from(f + 10).unwrap_or(35), 36).unwrap_or('?');
        format!("{file}{}", r + 1)
    }

    /// A move in Fairy-Stockfish's coordinate notation: `e2e4`, `e7e8q`,
    /// `P@e4` (a drop), `e6e7+` (a promotion to a `+x` piece).
    pub fn move_name(&self, m: &Move<S>) -> String {
        if m.drop {
            let letter = if m.kind == Kind::PAWN {
                self.pawn_letters[side_index(Color::White)]
            } else {
                self.types[m.kind.index()].letter
            };
            let turned = if m.promotion.is_some() { "+" } else { "" };
            return format!(
                "{turned}{}@{}",
                letter.to_ascii_uppercase(),
                self.square_name(m.to)
            );
        }
        let mut text = format!("{}{}", self.square_name(m.from), self.square_name(m.to));
        if let Some(kind) = m.promotion {
            let t = &self.types[kind.index()];
            text.push(if t.plus { '+' } else { t.letter });
        }
        if let Some((kind, square)) = m.gate {
            text.push(self.types[kind.index()].letter);
            if square != m.from {
                text.push_str(&self.square_name(square));
            }
        }
        if let Some(duck) = m.duck {
            text = format!(
                "{text},{}{}",
                self.square_name(m.to),
                self.square_name(duck)
            );
        }
        text
    }

    /// The squares the moves of `movement` that pieces can block reach
    /// from `square`: rides, each stopping on the first occupied square;
    /// lame leaps whose passed squares are empty; hops over the first
    /// occupied square, on to the next one (or, for a grasshopper, to the
    /// square just beyond).
    fn blockable(&self, square: u8, occupied: S, movement: &Movement) -> S {
        let (f0, r0) = (
            i32::from(square) % self.width,
            i32::from(square) / self.width,
        );
        let bit = |f: i32, r: i32| S::at(r * self.width + f);
        let mut set = S::EMPTY;
        for &((df, dr), range) in &movement.rides {
            let (mut f, mut r) = (f0 + df, r0 + dr);
            let mut steps = 0;
            while steps < range && self.on(f, r) {
                set |= bit(f, r);
                if occupied & bit(f, r) != S::EMPTY {
                    break;
                }
                f += df;
                r += dr;
                steps += 1;
            }
        }
        for lame in &movement.lame {
            let (df, dr) = lame.leap;
            if self.on(f0 + df, r0 + dr)
                && lame
                    .path
                    .iter()
                    .all(|&(pf, pr)| occupied & bit(f0 + pf, r0 + pr) == S::EMPTY)
            {
                set |= bit(f0 + df, r0 + dr);
            }
        }
        for &((df, dr), grasshopper) in &movement.hops {
            let (mut f, mut r) = (f0 + df, r0 + dr);
            let mut screened = false;
            while self.on(f, r) {
                if screened {
                    set |= bit(f, r);
                    if grasshopper || occupied & bit(f, r) != S::EMPTY {
                        break;
                    }
                } else if occupied & bit(f, r) != S::EMPTY {
                    screened = true;
                }
                f += df;
                r += dr;
            }
        }
        set
    }

    /// The squares a non-pawn piece of side `side` on `square` attacks
    /// (may capture on).
    fn attacks(&self, kind: Kind, side: usize, square: u8, occupied: Occupied<S>) -> S {
        // A piece attacks only where it may stand (its `region`), as
        // Fairy-Stockfish's mobility regions limit both.
        self.reach(kind, side, square, occupied, false) & self.types[kind.index()].region[side]
    }

    /// What blocks and screens pieces in `board`.
    fn occupancy(&self, board: &Board<S>) -> Occupied<S> {
        Occupied {
            all: board.occupied(),
            cannons: self.cannons(board),
        }
    }

    /// The janggi cannons of both sides in `board`.
    fn cannons(&self, board: &Board<S>) -> S {
        if self.capturing.cannons == 0 {
            return S::EMPTY;
        }
        (0..self.types.len())
            .filter(|i| self.capturing.cannons >> i & 1 != 0)
            .fold(S::EMPTY, |set, i| {
                set | board.pieces[0][i] | board.pieces[1][i]
            })
    }

    /// The squares a non-pawn piece reaches: by its captures, or (`quiet`)
    /// by its moves onto empty squares. A janggi cannon neither hops over
    /// nor lands on another: it reaches what it reaches both over every
    /// piece and over every piece but cannons, less the cannons.
    fn reach(&self, kind: Kind, side: usize, square: u8, occupied: Occupied<S>, quiet: bool) -> S {
        let set = self.reach_over(kind, side, square, occupied.all, quiet);
        if self.capturing.cannons >> kind.index() & 1 == 0 {
            set
        } else {
            set & self.reach_over(kind, side, square, occupied.all & !occupied.cannons, quiet)
                & !occupied.cannons
        }
    }

    /// [`Rules::reach`] with `occupied` blocking.
    fn reach_over(&self, kind: Kind, side: usize, square: u8, occupied: S, quiet: bool) -> S {
        let t = &self.types[kind.index()];
        let Some(m) = &t.movement else {
            return S::EMPTY;
        };
        let (tables, moves) = if quiet {
            (&t.quiet_leaps[side], &m[side].quiet)
        } else {
            (&t.leaps[side], &m[side].capture)
        };
        let leaps = tables.get(usize::from(square)).copied().unwrap_or(S::EMPTY);
        let mut set = if moves.blockable() {
            leaps | self.blockable(square, occupied, moves)
        } else {
            leaps
        };
        if self.diagonal_lines.has(square)
            && let Some(diagonal) = &t.diagonal
        {
            let moves = if quiet {
                &diagonal[side].quiet
            } else {
                &diagonal[side].capture
            };
            set |= self.blockable(square, occupied, moves) & self.diagonal_lines;
        }
        set
    }

    /// The squares of `by`'s pieces that attack a square of `targets`.
    fn attackers(&self, board: &Board<S>, targets: S, by: Color) -> S {
        let occupied = self.occupancy(board);
        let theirs = &board.pieces[side_index(by)];
        let mut found = S::EMPTY;
        for p in &self.pawns {
            let Some(side) = &p.sides[side_index(by)] else {
                continue;
            };
            for sq in squares(theirs[p.kind.index()]) {
                if side.attacks(S::bit(sq)).unwrap_or(S::EMPTY) & targets != S::EMPTY {
                    found |= S::bit(sq);
                }
            }
        }
        for (index, &set) in theirs.iter().enumerate().take(self.types.len()).skip(1) {
            let kind = Kind(u8::try_from(index).unwrap_or(0));
            for sq in squares(set) {
                if self.attacks(kind, side_index(by), sq, occupied) & targets != S::EMPTY {
                    found |= S::bit(sq);
                }
            }
        }
        found
    }

    /// Whether `by` attacks any square of `targets`.
    fn attacked(&self, board: &Board<S>, targets: S, by: Color) -> bool {
        let occupied = self.occupancy(board);
        let theirs = &board.pieces[side_index(by)];
        let pawn_attacks = self.pawns.iter().fold(S::EMPTY, |set, p| {
            set | p.sides[side_index(by)]
                .as_ref()
                .and_then(|s| s.attacks(theirs[p.kind.index()]))
                .unwrap_or(S::EMPTY)
        });
        if pawn_attacks & targets != S::EMPTY {
            return true;
        }
        (1..self.types.len()).any(|index| {
            let kind = Kind(u8::try_from(index).unwrap_or(0));
            squares(theirs[index])
                .any(|sq| self.attacks(kind, side_index(by), sq, occupied) & targets != S::EMPTY)
        })
    }

    /// Whether `m` leaves a pseudo-royal piece of the mover attacked (or,
    /// with duple check, every piece of the pseudo-royal kinds), as
    /// Fairy-Stockfish decides it: a kind is royal while the mover held at
    /// most `most` of it before the move; a pawn's promotion to it makes
    /// the new piece royal only then (and one more than `most` ends the
    /// kind's royalty), a piece's promotion changes no royalty, and a
    /// dropped one is royal.
    fn pseudo_royal_attacked(&self, board: &Board<S>, m: &Move<S>, next: &Board<S>) -> bool {
        let Some(royal) = &self.pseudo_royal else {
            return false;
        };
        let us = side_index(board.side);
        let them = board.side.other();
        // Where the move leaves the pieces before a blast (only a capture
        // where captures explode blasts: else that is `next`).
        let before_blast;
        let unblasted = if self.capturing.explode.is_some() && Rules::captures(board, m) {
            before_blast = board.after_with(m, self.captures);
            &before_blast
        } else {
            next
        };
        let blast = self.blast(board, m, unblasted);
        let (mut royals, mut candidates) = (S::EMPTY, S::EMPTY);
        for &kind in &royal.kinds {
            let before = board.pieces[us][kind.index()].count();
            let now = unblasted.pieces[us][kind.index()];
            candidates |= now;
            if m.promotion == Some(kind) && self.pawn_kind(m.kind.index()).is_none() {
                // A piece's promotion (not a pawn's) changes no royalty, as
                // Fairy-Stockfish decides it: those of the kind the mover
                // held before are royal as they were, the new one is not.
                if before <= royal.most {
                    royals |= now & !S::bit(m.to);
                }
                continue;
            }
            if m.promotion == Some(kind) && before >= royal.most {
                // A pawn's promotion to one more of the kind: none of it is
                // royal now.
                continue;
            }
            if before <= royal.most {
                royals |= now;
            } else if m.drop && m.kind == kind {
                royals |= S::bit(m.to);
            }
        }
        // Their royal pieces (each of a kind they hold at most `most` of).
        let theirs = royal.kinds.iter().fold(S::EMPTY, |set, k| {
            let pieces = board.pieces[side_index(them)][k.index()];
            if pieces.count() <= royal.most {
                set | pieces
            } else {
                set
            }
        });
        if blast != S::EMPTY {
            // Blowing up one's own royal piece is illegal; blowing up one
            // of theirs wins, whatever it leaves attacked.
            if royals & blast != S::EMPTY {
                return true;
            }
            if theirs & blast != S::EMPTY {
                return false;
            }
        }
        // Royal pieces side by side do not attack each other where
        // captures explode: the capture would blow up the capturer's own.
        let touching = |square: u8| {
            self.capturing
                .explode
                .as_ref()
                .is_some_and(|(_, around)| around[usize::from(square)] & theirs != S::EMPTY)
        };
        // A royal piece that would petrify may not capture; one of the
        // other side's does not attack.
        let petrifying = royal
            .kinds
            .iter()
            .filter(|k| self.capturing.petrify >> k.index() & 1 != 0)
            .fold(S::EMPTY, |set, k| {
                set | next.pieces[side_index(them)][k.index()]
            });
        if self.capturing.petrify != 0 {
            let from_royal = royal.kinds.contains(&m.kind)
                && board.pieces[us][m.kind.index()].count() <= royal.most;
            if from_royal && self.petrifies(board, m) {
                return true;
            }
        }
        let attacked = |square: u8| {
            if touching(square) {
                false
            } else if petrifying == S::EMPTY {
                self.attacked(next, S::bit(square), them)
            } else {
                self.attackers(next, S::bit(square), them) & !petrifying != S::EMPTY
            }
        };
        squares(royals).any(attacked)
            || royal.duple && candidates != S::EMPTY && squares(candidates).all(attacked)
    }

    /// Whether the game has ended by passing: two passes in a row, or
    /// (bikjang) the kings facing in this position and the one before.
    fn passing_over(&self, board: &Board<S>) -> bool {
        let h = board.history;
        self.passing != Passing::Never
            && h & History::MOVED != 0
            && (h & History::PASSED != 0 && h & History::PASSED_BEFORE != 0
                || self.passing == Passing::Bikjang
                    && h & History::FACING_BEFORE != 0
                    && self.kings_face(board))
    }

    /// With `flag-safe`, whether a side's flag piece stands in its zone
    /// unattacked (more than one there need not be safe), which ends the
    /// game whichever side is to move.
    fn safe_flag(&self, board: &Board<S>) -> bool {
        let Some((kind, squares)) = self.ends.flag.as_ref().filter(|_| self.ends.flag_safe) else {
            return false;
        };
        Color::ALL.into_iter().enumerate().any(|(side, color)| {
            let there = board.pieces[side][kind.index()] & squares[side];
            there != S::EMPTY && (there.count() > 1 || !self.attacked(board, there, color.other()))
        })
    }

    /// Whether `m` captures (a piece on its target, or en passant).
    fn captures(board: &Board<S>, m: &Move<S>) -> bool {
        !m.drop
            && (m.en_passant_capture
                || board.side_pieces(1 - side_index(board.side)) & S::bit(m.to) != S::EMPTY)
    }

    /// The squares a capture by `m` clears where captures explode: its
    /// target and the squares around it holding a piece but a pawn, less
    /// the pieces of immune kinds; none for a move that captures nothing.
    /// `next` is the position after `m` before the blast.
    fn blast(&self, board: &Board<S>, m: &Move<S>, next: &Board<S>) -> S {
        let Some((immune, around)) = &self.capturing.explode else {
            return S::EMPTY;
        };
        if !Rules::captures(board, m) {
            return S::EMPTY;
        }
        let pawns = self.pawns.iter().fold(S::EMPTY, |set, p| {
            set | next.pieces[0][p.kind.index()] | next.pieces[1][p.kind.index()]
        });
        let spared = (0..self.types.len())
            .filter(|&i| immune >> i & 1 != 0)
            .fold(S::EMPTY, |set, i| {
                set | next.pieces[0][i] | next.pieces[1][i]
            });
        ((around[usize::from(m.to)] & next.occupied() & !next.walls & !pawns) | S::bit(m.to))
            & !spared
    }

    /// Whether `m` captures with a piece that turns into a wall.
    fn petrifies(&self, board: &Board<S>, m: &Move<S>) -> bool {
        self.capturing.petrify >> m.kind.index() & 1 != 0 && Rules::captures(board, m)
    }

    /// Whether the two kings see each other along a file or rank with no
    /// piece between (the flying general).
    fn kings_face(&self, board: &Board<S>) -> bool {
        let [white, black] = board.pieces.map(|side| side[Kind::KING.index()]);
        if white == S::EMPTY || black == S::EMPTY {
            return false;
        }
        let occupied = board.occupied();
        let sq = i32::from(white.first());
        let (f0, r0) = (sq % self.width, sq / self.width);
        [(0, 1), (0, -1), (1, 0), (-1, 0)].iter().any(|&(df, dr)| {
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while self.on(f, r) {
                let bit = S::at(r * self.width + f);
                if occupied & bit != S::EMPTY {
                    return black & bit != S::EMPTY;
                }
                f += df;
                r += dr;
            }
            false
        })
    }

    /// Every pseudo-legal move of the side to move.
    fn pseudo_moves(&self, board: &Board<S>, out: &mut Vec<Move<S>>) {
        let us = side_index(board.side);
        // A wall blocks as a piece of one's own would.
        let own = board.side_pieces(us) | board.walls;
        let enemies = board.side_pieces(1 - us);
        let occupied = own | enemies;
        // The same squares, with the janggi cannons among them.
        let occupancy = Occupied {
            all: occupied,
            cannons: self.cannons(board),
        };
        let mine = &board.pieces[us];
        let victim_guard = board.en_passant;
        for p in &self.pawns {
            let Some(side) = &p.sides[us] else {
                continue;
            };
            // Promotion pieces the side may still choose.
            let mut allowed = 0u32;
            for (i, &(kind, limit)) in p.pieces.iter().enumerate() {
                let have = mine[kind.index()].count();
                if limit.is_none_or(|n| have < u32::from(n)) {
                    allowed |= 1 << i;
                }
            }
            let pieces = &p.pieces;
            side.generate(
                mine[p.kind.index()],
                own,
                enemies,
                board.en_passant,
                allowed,
                &mut |m: PawnMove<S>| {
                    out.push(Move {
                        from: S::index_of(m.from),
                        to: S::index_of(m.to),
                        kind: p.kind,
                        promotion: m.promotion.map(|i| pieces[usize::from(i)].0),
                        en_passant_capture: m.kind == MoveKind::EnPassant
                            && victim_guard != S::EMPTY,
                        creates: m.en_passant,
                        drop: false,
                        duck: None,
                        castle: None,
                        gate: None,
                    });
                },
            );
        }
        for (index, &set) in mine.iter().enumerate().take(self.types.len()).skip(1) {
            if self.types[index].movement.is_none() {
                continue;
            }
            let kind = Kind(u8::try_from(index).unwrap_or(0));
            let split = self.types[index].split;
            for from in squares(set) {
                let attacks = self.attacks(kind, us, from, occupancy);
                // Only a piece that moves one way and captures another
                // needs its quiet moves apart.
                let targets = if split {
                    (attacks & enemies)
                        | (self.reach(kind, us, from, occupancy, true) & self.board & !occupied)
                } else {
                    attacks & !own & self.board
                } & self.types[index].region[us];
                for to in squares(targets) {
                    out.push(Move::new(from, to, kind));
                }
            }
        }
        if let Some((piece, zones)) = self.promotion_move {
            self.promotion_moves(board, piece, zones[us], out);
        }
        if board.castling != S::EMPTY {
            self.castling_moves(board, out);
        }
        if board.gates != S::EMPTY {
            self.cambodian_moves(board, out);
        }
        if self.gating && board.gates != S::EMPTY {
            self.gated_moves(board, out);
        }
        let own_king = mine[Kind::KING.index()];
        if self.passing != Passing::Never && own_king != S::EMPTY {
            let square = own_king.first();
            out.push(Move::new(square, square, Kind::KING));
        }
        if self.drops.dropped {
            self.drops(board, self.board & !occupied, out);
        }
    }

    /// Sittuyin's promotions, each a move of its own: a pawn in `zone` (any
    /// pawn, when it is the side's last) becomes a `piece` in place or on
    /// an empty square the piece's move reaches, while the side has no
    /// `piece`, where the piece attacks no piece of the other side.
    fn promotion_moves(&self, board: &Board<S>, piece: Kind, zone: S, out: &mut Vec<Move<S>>) {
        let us = side_index(board.side);
        let pawns = board.pieces[us][Kind::PAWN.index()];
        if board.pieces[us][piece.index()] != S::EMPTY {
            return;
        }
        let from_squares = if pawns.count() > 1 {
            pawns & zone
        } else {
            pawns
        };
        let occupancy = self.occupancy(board);
        let enemies = board.side_pieces(1 - us);
        for from in squares(from_squares) {
            let reach = self.reach(piece, us, from, occupancy, true) & self.board & !occupancy.all;
            let without = Occupied {
                all: occupancy.all & !S::bit(from),
                ..occupancy
            };
            for to in squares(reach | S::bit(from)) {
                if self.attacks(piece, us, to, without) & enemies == S::EMPTY {
                    out.push(Move {
                        promotion: Some(piece),
                        ..Move::new(from, to, Kind::PAWN)
                    });
                }
            }
        }
    }

    /// Whether drop `m` leaves the side's bishops room on both colours, as
    /// Fairy-Stockfish's `dropOppositeColoredBishop`: a bishop may not join
    /// more than half of them on its colour; another piece may not take a
    /// square the bishops in hand need.
    fn bishops_fit(&self, board: &Board<S>, m: &Move<S>, bishop: Kind, dark: S) -> bool {
        let us = side_index(board.side);
        let placed = board.pieces[us][bishop.index()];
        let all = placed.count() + u32::from(board.hands[us][bishop.index()]);
        let to = S::bit(m.to);
        if m.kind == bishop {
            let colour = if dark.has(m.to) {
                dark
            } else {
                self.board & !dark
            };
            return (colour & placed).count() < all.div_ceil(2);
        }
        let free = self.board
            & self.drops.region[us]
            & self.types[bishop.index()].drop_zone[us]
            & !board.occupied()
            & !to;
        let room = |colour: S| (colour & (placed | free)).count() >= all / 2;
        room(dark) && room(self.board & !dark)
    }

    /// Every drop of the side to move onto the `empty` squares.
    fn drops(&self, board: &Board<S>, empty: S, out: &mut Vec<Move<S>>) {
        let us = side_index(board.side);
        let mine = &board.pieces[us];
        for (index, &count) in board.hands[us].iter().enumerate() {
            if count == 0 {
                continue;
            }
            let kind = Kind(u8::try_from(index).unwrap_or(0));
            let targets = match self.pawn_kind(index) {
                Some(p) => p.sides[us]
                    .as_ref()
                    .and_then(|side| side.drop_targets(mine[index], empty))
                    .unwrap_or(S::EMPTY),
                None => {
                    empty
                        & self.types[index].mobile[us]
                        & self.types[index].region[us]
                        & self.drops.region[us]
                        & self.types[index].drop_zone[us]
                }
            };
            for to in squares(targets) {
                out.push(Move {
                    drop: true,
                    ..Move::new(to, to, kind)
                });
            }
        }
    }

    /// Every legal move of the side to move.
    pub fn legal_moves(&self, board: &Board<S>) -> Vec<Move<S>> {
        let mut moves = Vec::with_capacity(64);
        if self.ends.over(board) || self.passing_over(board) || self.safe_flag(board) {
            return moves;
        }
        // Facing kings must part, or pass (bikjang).
        let facing = self.passing == Passing::Bikjang && self.kings_face(board);
        self.pseudo_moves(board, &mut moves);
        self.turn_over(board, &mut moves);
        self.promote_pieces(board, &mut moves);
        let us = board.side;
        let them = us.other();
        let own_king = board.pieces[side_index(us)][Kind::KING.index()];
        // Where the duck is put decides what is legal (it blocks lines,
        // and leaves the square where it blocked one): each move with each
        // square for it, then tried.
        if self.duck {
            moves = self.with_duck(board, &moves);
        }
        // Makpong: a king in check may only take its lone checker.
        let checkers = if self.forbids.king_escapes && own_king != S::EMPTY {
            self.attackers(board, own_king, them)
        } else {
            S::EMPTY
        };
        if self.royal
            || self.pseudo_royal.is_some()
            || self.forbids.checking != Checking::Allowed
            || self.promotion_move.is_some()
        {
            moves.retain(|m| {
                if facing && m.is_pass() {
                    return true;
                }
                if m.castle.is_some() && self.castling_through_check(board, m) {
                    return false;
                }
                // As Fairy-Stockfish, a gated piece shields nothing.
                let m = &Move { gate: None, ..*m };
                let next = self.after(board, m);
                let king = next.pieces[side_index(us)][Kind::KING.index()];
                let theirs = next.pieces[side_index(them)][Kind::KING.index()];
                let checking = match self.forbids.checking {
                    Checking::Allowed => false,
                    Checking::NotByDrops => m.drop,
                    Checking::Never => true,
                } || self.promotion_move.is_some() && m.promotion.is_some();
                !(self.royal
                    && king != S::EMPTY
                    && (self.attacked(&next, king, them)
                        || (self.forbids.facing_kings || facing) && self.kings_face(&next))
                    || checking && self.attacked(&next, theirs, us)
                    || checkers != S::EMPTY && m.kind == Kind::KING && checkers != S::bit(m.to)
                    || self.pseudo_royal_attacked(board, m, &next))
            });
        }
        if self.capturing.mutually_immune != 0 {
            // A piece of a mutually immune kind may not take one of its kind.
            let theirs = &board.pieces[1 - side_index(us)];
            moves.retain(|m| {
                m.drop
                    || self.capturing.mutually_immune >> m.kind.index() & 1 == 0
                    || theirs[m.kind.index()] & S::bit(m.to) == S::EMPTY
            });
        }
        if self.ends.may_answer(board) && !moves.iter().any(|m| self.ends.reaches_flag(board, m)) {
            // Black could answer White's flag only by reaching his own.
            moves.clear();
        }
        if let Some((bishop, dark)) = self.drops.opposite_bishops {
            moves.retain(|m| !m.drop || self.bishops_fit(board, m, bishop, dark));
        }
        let must = |index: usize| self.drops.must >> index & 1 != 0;
        if board.hands[side_index(us)]
            .iter()
            .enumerate()
            .any(|(index, &count)| count > 0 && must(index))
        {
            // Only drops of the kinds, if there are any; else no drop.
            moves.retain(|m| !m.drop || must(m.kind.index()));
            if moves.iter().any(|m| m.drop) {
                moves.retain(|m| m.drop);
            }
        }
        if self.forbids.not_capturing {
            let capture = |m: &Move<S>| Rules::captures(board, m);
            if moves.iter().any(capture) {
                moves.retain(capture);
            }
        }
        moves
    }

    /// Each of `moves` once for every square the mover may put the duck
    /// on: any square empty after the move but the duck's own.
    fn with_duck(&self, board: &Board<S>, moves: &[Move<S>]) -> Vec<Move<S>> {
        let occupied = board.side_pieces(0) | board.side_pieces(1);
        let mut out = Vec::with_capacity(moves.len() * 48);
        for m in moves {
            let mut after = (occupied & !S::bit(m.from)) | S::bit(m.to);
            if m.en_passant_capture {
                after &= !S::bit(board.victim);
            }
            if let Some((rook, rook_to)) = m.castle {
                after = (after & !S::bit(rook)) | S::bit(rook_to);
            }
            for square in squares(self.board & !board.walls & !after) {
                out.push(Move {
                    duck: Some(square),
                    ..*m
                });
            }
        }
        out
    }

    /// The position after `m`.
    #[must_use]
    pub fn after(&self, board: &Board<S>, m: &Move<S>) -> Board<S> {
        let mut next = match m.castle {
            Some(rook) => self.castled(board, m, rook),
            None => board.after_with(m, self.captures),
        };
        let blast = self.blast(board, m, &next);
        self.mend_turned(board, m, &mut next);
        if let Some((kind, square)) = m.gate {
            let us = side_index(board.side);
            next.pieces[us][kind.index()] |= S::bit(square);
            next.hands[us][kind.index()] -= 1;
        }
        if let Some(duck) = m.duck {
            // The duck leaves its square for the new one, where no
            // en-passant square stays (with `duck`, the walls are the duck).
            next.walls = S::bit(duck);
            next.en_passant &= !next.walls;
        }
        if blast != S::EMPTY {
            for side in &mut next.pieces {
                for set in side {
                    *set &= !blast;
                }
            }
            next.promoted &= !blast;
        }
        if self.castling.is_some() {
            self.update_castling(board, m, &mut next, blast);
        }
        if board.gates != S::EMPTY {
            self.update_gates(board, m, &mut next, blast);
        }
        if self.passing != Passing::Never {
            next.history = History::MOVED
                | if m.is_pass() { History::PASSED } else { 0 }
                | if board.history & History::PASSED != 0 {
                    History::PASSED_BEFORE
                } else {
                    0
                }
                | if self.passing == Passing::Bikjang && self.kings_face(board) {
                    History::FACING_BEFORE
                } else {
                    0
                };
        }
        if self.petrifies(board, m) {
            let to = S::bit(m.to);
            next.pieces[side_index(board.side)][m.kind.index()] &= !to;
            next.walls |= to;
        }
        if self.ends.check_counting {
            let us = board.side;
            let theirs = next.pieces[side_index(us.other())][Kind::KING.index()];
            if theirs != S::EMPTY && self.attacked(&next, theirs, us) {
                let left = &mut next.checks[side_index(us)];
                *left = left.saturating_sub(1);
            }
        }
        next
    }

    /// Leaf nodes at `depth`: by the kings-and-pawns fast path where it
    /// plays `board` ([`Rules::fast_perft`]), else by the general search.
    pub fn perft(&self, board: &Board<S>, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.fast_perft(board, depth)
            .unwrap_or_else(|| self.perft_general(board, depth))
    }

    /// Leaf nodes at `depth` by the fast path, if it plays `board`: a
    /// variant whose rules it knows, and a position of kings (at most one
    /// a side), pawns, pawns in hand and pieces that only leap and ride,
    /// walls but no gates, castling rights only where royal kings
    /// castle with no right won by a drop and no gating, and not one its variant
    /// rules leave to the general search (facing kings, a pseudo-royal
    /// king left attacked). `None` elsewhere. Below the root it may still
    /// hand a position to the general search (a promotion to a piece it
    /// does not move).
    pub fn fast_perft(&self, board: &Board<S>, depth: u32) -> Option<u64> {
        let fast = self.fast.as_ref()?;
        if board.gates != S::EMPTY {
            return None;
        }
        fast.perft(self, board, depth)
    }

    /// Leaf nodes at `depth`, the first ply by the general engine's
    /// `legal_moves` and `after` (the fast path never enters it), the
    /// plies below by [`Rules::perft`].
    pub fn perft_general(&self, board: &Board<S>, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves(board);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| self.perft(&self.after(board, m), depth - 1))
            .sum()
    }

    /// Perft split by first move, in move-name order.
    pub fn divide(&self, board: &Board<S>, depth: u32) -> Vec<(String, u64)> {
        let mut list = Vec::new();
        self.divide_with(board, depth, |step| {
            if let Divided::End { name, nodes, .. } = step {
                list.push((name.to_owned(), nodes));
            }
        });
        list.sort();
        list
    }

    /// [`Rules::divide`] as it goes, in move-generation order: `observe`
    /// hears of each first move before its search ([`Divided::Begin`], for
    /// a progress bar) and after it ([`Divided::End`], with its count).
    /// Returns the total.
    pub fn divide_with(
        &self,
        board: &Board<S>,
        depth: u32,
        mut observe: impl FnMut(Divided<'_>),
    ) -> u64 {
        let moves = self.legal_moves(board);
        let mut total = 0;
        for (index, m) in moves.iter().enumerate() {
            let name = self.move_name(m);
            observe(Divided::Begin {
                name: &name,
                index,
                moves: moves.len(),
            });
            let nodes = self.perft(&self.after(board, m), depth.saturating_sub(1));
            total += nodes;
            observe(Divided::End {
                name: &name,
                index,
                moves: moves.len(),
                nodes,
            });
        }
        total
    }
}

/// One step of [`Rules::divide_with`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Divided<'a> {
    /// The search under a first move begins.
    Begin {
        /// The move, as [`Rules::move_name`] writes it.
        name: &'a str,
        /// Its place among the first moves, from 0.
        index: usize,
        /// How many first moves there are.
        moves: usize,
    },
    /// The search under a first move has ended.
    End {
        /// The move, as [`Rules::move_name`] writes it.
        name: &'a str,
        /// Its place among the first moves, from 0.
        index: usize,
        /// How many first moves there are.
        moves: usize,
        /// The leaves under it.
        nodes: u64,
    },
}

impl<S: Set> Board<S> {
    /// The raw parts: pieces by side and kind, side to move, en-passant
    /// squares and the pawn they belong to.
    pub(crate) fn parts(&self) -> (&[[S; MAX_KINDS]; 2], Color, S, u8) {
        (&self.pieces, self.side, self.en_passant, self.victim)
    }

    /// How many passes in a row were just played: 0, 1, or 2 (which ends
    /// the game where sides may pass).
    pub(crate) fn passes(&self) -> u8 {
        let h = self.history;
        if h & History::MOVED == 0 || h & History::PASSED == 0 {
            0
        } else if h & History::PASSED_BEFORE == 0 {
            1
        } else {
            2
        }
    }

    /// The walls: squares no piece may enter, blocking lines.
    pub(crate) fn walls(&self) -> S {
        self.walls
    }

    /// The position with `walls`.
    pub(crate) fn with_walls(mut self, walls: S) -> Board<S> {
        self.walls = walls;
        self
    }

    /// The checks White and Black have still to give, where checks are
    /// counted.
    pub(crate) fn checks(&self) -> [u8; 2] {
        self.checks
    }

    /// The position with `checks` still to give.
    pub(crate) fn with_checks(mut self, checks: [u8; 2]) -> Board<S> {
        self.checks = checks;
        self
    }

    /// The position after `passes` passes in a row (0, 1 or 2), the kings
    /// not facing each other before the last move.
    pub(crate) fn with_passes(mut self, passes: u8) -> Board<S> {
        self.history = match passes {
            0 => 0,
            1 => History::MOVED | History::PASSED,
            _ => History::MOVED | History::PASSED | History::PASSED_BEFORE,
        };
        self
    }

    /// Pieces in hand, per side and kind, and the squares of pieces a pawn
    /// became.
    pub(crate) fn hands_and_promoted(&self) -> (&[[u8; MAX_KINDS]; 2], S) {
        (&self.hands, self.promoted)
    }

    /// The castling rights: the squares of the rooks that may still
    /// castle, and of the kings they belong to.
    pub(crate) fn castling_rights(&self) -> (S, S) {
        (self.castling, self.castle_kings)
    }

    /// The same position with castling rights `rights` (rook squares)
    /// belonging to the kings on `kings`.
    pub(crate) fn with_castling(mut self, rights: S, kings: S) -> Board<S> {
        self.castling = rights;
        self.castle_kings = kings;
        self
    }

    /// A position from its raw parts (side 0 white, 1 black).
    pub(crate) fn from_parts(
        pieces: &[[S; MAX_KINDS]; 2],
        side: usize,
        en_passant: S,
        victim: u8,
        (hands, promoted): ([[u8; MAX_KINDS]; 2], S),
    ) -> Board<S> {
        Board {
            pieces: *pieces,
            hands,
            promoted,
            side: if side == 0 {
                Color::White
            } else {
                Color::Black
            },
            en_passant,
            victim,
            walls: S::EMPTY,
            checks: [0; 2],
            history: 0,
            castling: S::EMPTY,
            castle_kings: S::EMPTY,
            gates: S::EMPTY,
        }
    }

    /// The position after `m`, captured pieces going where `captures`
    /// says.
    #[must_use]
    pub(crate) fn after_with(&self, m: &Move<S>, captures: Captures) -> Board<S> {
        let board = self;
        let mut next = *board;
        let us = side_index(board.side);
        let them = 1 - us;
        let (from, to) = (S::bit(m.from), S::bit(m.to));
        if m.drop {
            next.hands[us][m.kind.index()] -= 1;
        } else {
            next.pieces[us][m.kind.index()] &= !from;
        }
        // The captured piece's square: the pawn (of any kind) that made
        // the en-passant squares, or the target.
        let square = if m.en_passant_capture {
            S::bit(board.victim)
        } else {
            to
        };
        if captures == Captures::Leave {
            // Nothing goes to a hand: clear the square, whatever stood there.
            for set in &mut next.pieces[them] {
                *set &= !square;
            }
        } else {
            let taken = next.pieces[them]
                .iter_mut()
                .enumerate()
                .find(|(_, set)| **set & square != S::EMPTY)
                .map(|(index, set)| {
                    *set &= !square;
                    (Kind(u8::try_from(index).unwrap_or(0)), square)
                });
            if let Some((kind, square)) = taken {
                // A piece a pawn became goes back as a pawn, unless kept.
                let hand_kind =
                    if captures == Captures::ToHand && board.promoted & square != S::EMPTY {
                        Kind::PAWN
                    } else {
                        kind
                    };
                let count = &mut next.hands[us][hand_kind.index()];
                *count = count.saturating_add(1);
            }
            next.promoted &= !(from | to);
            if m.promotion.is_some() || (!m.drop && board.promoted & from != S::EMPTY) {
                next.promoted |= to;
            }
        }
        next.pieces[us][m.promotion.unwrap_or(m.kind).index()] |= to;
        next.side = board.side.other();
        next.en_passant = m.creates;
        next.victim = m.to;
        next
    }

    fn side_pieces(&self, side: usize) -> S {
        self.pieces[side].iter().fold(S::EMPTY, |a, &b| a | b)
    }

    /// Every occupied square, walls included.
    fn occupied(&self) -> S {
        self.side_pieces(0) | self.side_pieces(1) | self.walls
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The squares of `color`'s pieces of `kind`.
    pub fn pieces(&self, color: Color, kind: Kind) -> S {
        self.pieces[side_index(color)]
            .get(kind.index())
            .copied()
            .unwrap_or(S::EMPTY)
    }

    /// How many pieces of `kind` `color` holds in hand.
    pub fn in_hand(&self, color: Color, kind: Kind) -> u8 {
        self.hands[side_index(color)]
            .get(kind.index())
            .copied()
            .unwrap_or(0)
    }
}

impl<S: Set> Move<S> {
    /// A move of a piece of `kind` from `from` to `to`, without promotion,
    /// en passant or drop.
    fn new(from: u8, to: u8, kind: Kind) -> Move<S> {
        Move {
            from,
            to,
            kind,
            promotion: None,
            en_passant_capture: false,
            creates: S::EMPTY,
            drop: false,
            duck: None,
            castle: None,
            gate: None,
        }
    }

    /// Whether the move is a pass: the king moving to its own square.
    pub fn is_pass(&self) -> bool {
        self.from == self.to && !self.drop && self.promotion.is_none()
    }
}

impl<S: Set> fmt::Display for Move<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}->{}", self.from, self.to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_notes_read() {
        for name in [
            "shatranj",
            "spartan",
            "xiangqi",
            "janggi",
            "capablanca",
            "makruk",
        ] {
            let notes = Notes::parse(name, known_notes_text(name)).unwrap();
            assert_ne!(notes, Notes::default(), "{name}");
        }
    }
}
