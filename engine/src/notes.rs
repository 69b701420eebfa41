//! What the engine plays beyond a spec's pawn rules: [`Notes`].
//!
//! A spec's side file is a section of a Fairy-Stockfish `variants.ini`
//! beside it (`my.ini` beside `my.pawns`), which [`fsf`] reads into
//! `Notes` with Fairy-Stockfish's names and defaults: that is the one
//! vocabulary a user writes. [`Notes::parse`] reads the same facts from
//! the engine's older line format, one fact a line, which the engine's
//! bundled variants and some of its tests still use while they move to
//! sections (no command reads it from a file any more):
//!
//! - `piece NAME:LETTER=BETZA` — a piece the engine does not know by name
//!   (`piece goose:+s=fAbD`; a `+` before the letter for a piece a FEN
//!   writes `+S`);
//! - `pawn LETTER [LETTER]` — the FEN letter of the pawns, White's then
//!   Black's if it differs (`pawn s` for torishogi's swallows);
//! - `promoted-pawn NAME` — a FEN's `+P` (`+p`) is a NAME, the piece a
//!   pawn became by Fairy-Stockfish's piece promotion (wolf's elephant,
//!   which a pawn promotes to as to its other pieces);
//! - `no-chess-pieces` — the engine's own pieces (queen, rook, bishop,
//!   knight, archbishop, chancellor) are not the variant's: only the side
//!   file's are (the shogi family);
//! - `kind NAME LETTER` — the FEN letter of a further pawn kind of the
//!   spec (`kind sergeant s`; without the line, the kind's name's first
//!   letter);
//! - `captures to-hand`, `captures to-hand keep-promoted`, `captures
//!   leave` — where captured pieces go: to the capturer's hand, a promoted
//!   piece as a pawn (crazyhouse, shogi; the default when the spec drops
//!   pawns), keeping its promoted kind (loop, chessgi), or out of the game
//!   (bughouse, whose hands the partner's board fills; the default
//!   otherwise);
//! - `extinction all|NAME… [count N] [opponent M] [claim]` — the game ends
//!   when a side holds at most N (default 0) of a named kind (or of all its
//!   pieces, with `all`) while the other holds at least M (default 0; one
//!   more for the side to move's own count with `claim`), as
//!   Fairy-Stockfish's `extinction…` options say: shatranj's bare king is
//!   `extinction all count 1 opponent 2 claim`, kinglet's `extinction
//!   pawn`;
//! - `kings commoner` — kings are not royal: a king may be left attacked
//!   or captured, a side may have several, and a promotion to `commoner`
//!   (or `king`) makes one (kinglet, threekings);
//! - `pseudo-royal` — the pieces of the kinds `extinction` names are royal
//!   while a side holds at most one more of them than its `count` (no move
//!   may leave one attacked), and extinction ends no game, as
//!   Fairy-Stockfish's `extinctionPseudoRoyal` (spartan's kings,
//!   `extinction commoner` with `kings commoner`; coregal's queens,
//!   `extinction queen count 64`);
//! - `check-counting` — a side that has given as many checks as its FEN
//!   field `W+B` says (the checks White and Black have still to give; one
//!   each without the field, as Fairy-Stockfish reads it) has won
//!   (3check, 5check, checkshogi, karouk);
//! - `petrify NAME…` — a piece of these kinds that captures turns into a
//!   wall where it captured; a pseudo-royal one may not capture, and one
//!   of the other side's gives no check (petrified);
//! - `explode [immune NAME…]` — a capture removes the capturing piece
//!   and every piece but pawns on the squares around its target, of both
//!   sides, but those of the kinds named immune (atomic; atomar's kings
//!   are immune: `explode immune commoner`); with `pseudo-royal`, a move
//!   may not blow up one's own royal piece, blowing up the other side's
//!   wins whatever else it leaves attacked, and royal pieces side by side
//!   do not attack each other;
//! - `mutually-immune NAME…` — a piece of these kinds may not capture one
//!   of the same kind (atomar's kings);
//! - `must-drop NAME` — while a side holds a piece of that kind in hand,
//!   it drops one if it can, and drops nothing else (koedem's kings:
//!   `must-drop commoner`); `must-drop all`: while a side holds any
//!   piece in hand, it drops if it can (sittuyin's and placement's setup);
//! - `duple-check` — beside `pseudo-royal`: no move may leave every piece
//!   of those kinds attacked (spartan's Black with two kings);
//! - `must-capture` — a side that can capture must (antichess, losers);
//! - `flag NAME WHITE BLACK [count N] [blocked]` — the game ends when a
//!   piece of that kind of the side that just moved stands in its zone
//!   (breakthrough: `flag pawn 8 1`; kingofthehill: `flag king
//!   d4,e4,d5,e5 d4,e4,d5,e5`), or any piece of that side with `*`
//!   (Fairy-Stockfish's default `flagPiece`); with `count N`, when N of
//!   them do (`flagPieceCount`), and with `blocked` also when one does and
//!   no square of the zone is empty (`flagPieceBlockedWin`: kono);
//! - `flag-move` — beside a king's `flag`: when White's king reaches its
//!   zone, Black may still answer by moving his king into his, and the
//!   game ends after that move (racingkings; Fairy-Stockfish's
//!   `flagMove`);
//! - `flag-safe` — beside `flag`: a lone flag piece in its zone ends the
//!   game only while the other side does not attack it, whichever side is
//!   to move (dobutsu's lion; Fairy-Stockfish's `flagPieceSafe`);
//! - `castling [KFILE QFILE] [rank N] [rook NAME] [rooks KFILE QFILE]
//!   [dropped]` or
//!   `castling none` — where the king lands when it castles (`castling i
//!   c` for capablanca; `g c` without the line), from which rank (omicron
//!   castles on its second: `castling i e rank 2`), with which
//!   pieces as the rook (newzealand's `rook rookni`; perfect's `rook
//!   rook,chancellor`), from which files a
//!   FEN's `K` and `Q` look inward for their rook (shako's `rooks i b`;
//!   the corners without it), that dropping the
//!   king on the `e` file beside a rook on a corner, or a rook there
//!   beside it, wins the right (`dropped`: placement), or that the variant never
//!   castles (a FEN's rights are then ignored, as Fairy-Stockfish does);
//!   castling rights in a FEN are otherwise played with the pieces named
//!   `king` and `rook`;
//! - `chess960` — castling is written king takes rook (`g1h1`), as
//!   Fairy-Stockfish writes it in its Chess960 variants (fischerandom,
//!   caparandom); elsewhere the king's landing square (`e1g1`), or the
//!   rook's where a king's step would read the same;
//! - `cambodian-moves` — the FEN's castling field names, by file, the
//!   back-rank pieces that have not moved (`DEde`): such a king not in
//!   check may leap two files sideways and one rank forward, and such a
//!   `met` may step two ranks forward, each onto an empty square; a rook
//!   move lining up on the other side's unmoved king takes its leap away
//!   (cambodian, karouk; no castling);
//! - `gating` — the FEN's castling field names the back-rank pieces that
//!   have not moved (`KQBCDFGkqbcdfg`: files, and the king and rooks of
//!   `K` and `Q`); a move from such a square may put a piece from the hand
//!   on the square left (castling: on the king's or the rook's), S-chess's
//!   gating (seirawan, shouse);
//! - `flip BASE TURNED` — a piece of kind BASE turns into a TURNED (a
//!   kind the FEN writes with `+`) by each of its moves, and back again
//!   (kyotoshogi: `flip silver bishop`; a pawn the spec promotes turns
//!   back by `flip pawn rook`); `flip-on-capture`: only captures turn a
//!   piece over (micro shogi); `drop-flipped`: a piece in hand may be
//!   dropped either way up; where captured pieces go to the hand as
//!   crazyhouse's (`captures to-hand`), a TURNED one goes there as BASE;
//! - `promote BASE PROMOTED` with `promotion-zone WHITE BLACK` — a piece
//!   of kind BASE moving into, within or out of its side's zone may become
//!   a PROMOTED (a kind the FEN writes with `+`), and must where it could
//!   never move again; captured into the hand it goes back as BASE
//!   (shogi's pieces: `promote silver silver_gold`; shoshogi's drunk
//!   elephant becomes a king, `promote elephant commoner`, which a FEN
//!   writes `+E`: a `+X` no kind is written as is the kind X promotes to);
//!   `promotion-mandatory`: such a move must promote (euroshogi,
//!   torishogi);
//! - `immobile-drops` — pieces may be dropped where they could never move
//!   (Fairy-Stockfish's `immobilityIllegal` off; the spec says where pawns
//!   may);
//! - `duck` — after each move the mover puts the duck (a wall, `*` in a
//!   FEN) on any empty square but the one it stood on (duck chess);
//! - `no-checks` — no move may give check (racingkings);
//! - `king-in-check-captures-only` — a king in check may move only to
//!   capture its lone checker (makpong);
//! - `king BETZA` — the king moves otherwise than one step any way
//!   (knightmate's royal knight: `king N`; xiangqi's general: `king W`);
//! - `region NAME WHITE BLACK` — the squares a piece of that kind may
//!   stand on, per side, as Fairy-Stockfish's `mobilityRegion`
//!   (xiangqi's palace: `region king d1-f3 d8-f10`; its elephants stay on
//!   their side of the river: `region elephant 1-5 6-10`);
//! - `diagonal-lines ZONE` — squares joined by diagonals (janggi's
//!   palaces: `diagonal-lines d1,f1,e2,d3,f3,d8,f8,e9,d10,f10`): a piece
//!   standing on one also moves diagonally onto the others, a forward or
//!   backward step becoming the two diagonal steps that way (a wazir's
//!   step a ferz's) and a forward or backward ride the two diagonal rides
//!   (a rook's a bishop's), as Fairy-Stockfish's `diagonalLines`;
//! - `janggi-cannon NAME…` — pieces of these kinds neither hop over nor
//!   capture one another (janggi's cannons, `pR`);
//! - `pass` — a side whose king is not attacked may pass (its king moves
//!   to its own square, losing no castling right), and two passes in a
//!   row end the game (janggi);
//! - `bikjang` — beside `pass`: while the kings face each other on an open
//!   line, a move must part them or pass, and two positions in a row with
//!   the kings facing end the game (janggi's bikjang);
//! - `flying-general` — the kings may not face each other on an open
//!   file or rank (xiangqi);
//! - `drop-region WHITE BLACK` — where pieces other than pawns may be
//!   dropped, per side (the spec says where pawns may); `drop-region NAME
//!   WHITE BLACK` narrows it for one kind (sittuyin's rooks: `drop-region
//!   rook 1 8`); either makes pieces in a FEN's hand playable where the
//!   spec drops no pawns (sittuyin's and placement's setup);
//! - `opposite-bishops` — a side's bishops are dropped on squares of both
//!   colours: no drop may leave too few squares of a colour for the
//!   bishops still in hand (placement);
//! - `promotion-move NAME WHITE BLACK` — a pawn on a square of its side's
//!   zone (any pawn, when it is the side's last) may, as a move of its
//!   own, become a NAME where it stands or on an empty square a NAME's
//!   move reaches from there, while the side has no NAME, never attacking
//!   a piece of the other side there nor giving check (sittuyin's met:
//!   `promotion-move met a8,b7,c6,d5,e5,f6,g7,h8 a1,b2,c3,d4,e4,f3,g2,h1`);
//! - `no-checking-drops` — a drop may not give check (supply);
//! - `unsupported WHY` — the variant has rules the engine does not play
//!   (its perft would differ), said in a sentence;
//! - `fen FEN` then `perft N1 N2 …` — reference node counts at depths 1,
//!   2, …, as test data.
//!
//! A zone or region is a comma-joined list of ranks (`8`), rank ranges
//! (`1-5`), squares (`d4`) and rectangles (`d1-f3`), or `-` for none (a
//! flag only White has: `flag fox 8 -`).
//!
//! `#` starts a comment line.

pub mod fsf;
mod ini;
mod piece;

pub use piece::PieceDef;
pub(crate) use piece::spelling;

/// Where captured pieces go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Captures {
    /// To the capturer's hand; a piece a pawn became goes as a pawn
    /// (crazyhouse, shogi).
    ToHand,
    /// To the capturer's hand as the kind it is (loop, chessgi).
    ToHandKeepingPromoted,
    /// Out of the game.
    Leave,
}

/// A side file's facts.
#[expect(
    clippy::struct_excessive_bools,
    reason = "each bool is a side-file line of its own, independent of the others"
)]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// Pieces beyond the engine's own list.
    pub pieces: Vec<PieceDef>,
    /// The pawns' FEN letters, White's and Black's (`p` without a `pawn`
    /// line).
    pub pawn_letters: Option<[char; 2]>,
    /// The FEN letters of the spec's further pawn kinds (`kind sergeant
    /// s`), by kind name; a kind not listed takes its name's first letter.
    pub kind_letters: Vec<(String, char)>,
    /// Where captured pieces go, if the file says.
    pub captures: Option<Captures>,
    /// The kind a FEN's `+P` stands for, by name.
    pub promoted_pawn: Option<String>,
    /// The extinction rule, if the variant has one.
    pub extinction: Option<Extinction>,
    /// Kings are commoners, not royal.
    pub commoner_kings: bool,
    /// A side that can capture must.
    pub must_capture: bool,
    /// The flag rule, if the variant has one.
    pub flag: Option<Flag>,
    /// The king's moves in Betza notation, if not `K`.
    pub king: Option<String>,
    /// Where pieces of a kind may stand, by kind name, White's and
    /// Black's.
    pub regions: Vec<(String, [Zone; 2])>,
    /// The kings may not face each other on an open line.
    pub flying_general: bool,
    /// Squares joined by diagonals that pieces on them also move along.
    pub diagonal_lines: Option<Zone>,
    /// The kinds that neither hop over nor capture one another, by name.
    pub janggi_cannons: Vec<String>,
    /// A side may pass, and two passes in a row end the game.
    pub pass: bool,
    /// Kings facing each other must part or pass (bikjang).
    pub bikjang: bool,
    /// A side with no legal move passes, if it has a piece and is not in
    /// check (a king passes on its square, else the side's first piece);
    /// two passes in a row end the game (Fairy-Stockfish's
    /// `passOnStalemate`).
    pub pass_on_stalemate: bool,
    /// Where pieces other than pawns may be dropped, if not anywhere.
    pub drop_region: Option<[Zone; 2]>,
    /// Where pieces of a kind may be dropped, by kind name.
    pub kind_drop_regions: Vec<(String, [Zone; 2])>,
    /// A pawn's promotion as a move of its own: the piece, by name, and the
    /// zones.
    pub promotion_move: Option<(String, [Zone; 2])>,
    /// A drop may not give check.
    pub no_checking_drops: bool,
    /// The extinction kinds are pseudo-royal, and extinction ends no game.
    pub pseudo_royal: bool,
    /// No move may leave every piece of the extinction kinds attacked.
    pub duple_check: bool,
    /// Captures explode, sparing the kinds named (by name), if they do.
    pub explode: Option<Vec<String>>,
    /// The kinds whose pieces may not capture one of their own kind, by
    /// name.
    pub mutually_immune: Vec<String>,
    /// A kind that must be dropped first while in hand, by name.
    pub must_drop: Option<String>,
    /// The kinds that turn into a wall where they capture, by name.
    pub petrify: Vec<String>,
    /// Checks are counted: a side that has given its FEN's count wins.
    pub check_counting: bool,
    /// Black may answer White's king reaching its flag zone.
    pub flag_move: bool,
    /// After each move the mover puts the duck on an empty square.
    pub duck: bool,
    /// Unmoved kings and mets have cambodian first moves.
    pub cambodian_moves: bool,
    /// Moves from unmoved back-rank squares may gate a piece from the hand.
    pub gating: bool,
    /// Castling is written king takes rook (Fairy-Stockfish's Chess960).
    pub chess960: bool,
    /// Only the side file's pieces are the variant's.
    pub no_chess_pieces: bool,
    /// Pairs of kinds a piece turns between as it moves, by name.
    pub flips: Vec<(String, String)>,
    /// Only captures turn a piece over.
    pub flip_on_capture: bool,
    /// Pairs of kinds a piece may promote between in the zone, by name.
    pub piece_promotions: Vec<(String, String)>,
    /// Where pieces promote, White's zone and Black's.
    pub promotion_zone: Option<[Zone; 2]>,
    /// A move touching the promotion zone must promote.
    pub promotion_mandatory: bool,
    /// A piece in hand may be dropped turned over.
    pub drop_flipped: bool,
    /// Pieces may be dropped where they could never move.
    pub immobile_drops: bool,
    /// Bishops are dropped on squares of both colours.
    pub opposite_bishops: bool,
    /// How the variant castles, if the file says.
    pub castling: Option<CastlingNote>,
    /// A flag piece in its zone ends the game only while unattacked.
    pub flag_safe: bool,
    /// No move may give check.
    pub no_checks: bool,
    /// A king in check may move only to capture its lone checker.
    pub king_in_check_captures_only: bool,
    /// Why the engine cannot play the variant, if it cannot.
    pub unsupported: Option<String>,
    /// Reference perft rows.
    pub rows: Vec<Row>,
}

/// A side file's `castling` line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CastlingNote {
    /// `castling none`: the variant never castles.
    pub off: bool,
    /// The files the king lands on, kingside then queenside, from 0.
    pub files: Option<[u32; 2]>,
    /// Dropping the king and a rook on their squares wins the right.
    pub dropped: bool,
    /// The castling rank from each side's edge, from 0, if not the first.
    pub rank: Option<u32>,
    /// The kinds that castle as the rook, comma-joined, if not `rook`.
    pub rook: Option<String>,
    /// The files from which a FEN's `K` and `Q` look for their rook,
    /// inward, from 0, if not the corners.
    pub rook_files: Option<[u32; 2]>,
}

/// An extinction rule: the game ends when a side holds at most `count`
/// pieces of a kind while the other holds at least `opponent`
/// (Fairy-Stockfish's `extinctionPieceTypes`, `extinctionPieceCount`,
/// `extinctionOpponentPieceCount`, `extinctionClaim`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extinction {
    /// The kinds, by name; empty for all pieces counted together.
    pub kinds: Vec<String>,
    /// The most a side may hold and lose.
    pub count: u32,
    /// The least the other side must hold.
    pub opponent: u32,
    /// The side to move's own extinction needs one more opposing piece.
    pub claim: bool,
}

/// A flag rule: the game ends when a piece of kind `piece` of the side that
/// just moved stands in that side's zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flag {
    /// The kind, by name, or `*` for any piece.
    pub piece: String,
    /// White's zone and Black's.
    pub zones: [Zone; 2],
    /// How many of the pieces must stand in the zone (1 but for
    /// Fairy-Stockfish's `flagPieceCount`).
    pub count: u32,
    /// One is enough where the zone has no empty square
    /// (Fairy-Stockfish's `flagPieceBlockedWin`).
    pub blocked: bool,
}

/// Squares named in a side file (a flag's zone, a region): ranks and
/// squares, joined by commas.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Zone(pub Vec<Part>);

/// A part of a [`Zone`]: `8` (a rank), `1-5` (ranks), `d4` (a square),
/// `d1-f3` (the squares of a rectangle), each kept as its bounds (so that
/// a zone's size is its text's, whatever ranges it names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Ranks `first..=last`, from 1 (`8` is `Ranks(8, 8)`).
    Ranks(u32, u32),
    /// The squares from one corner `(file, rank)` to the other, both from
    /// 1, lowest first (`d4` is `Squares((4, 4), (4, 4))`).
    Squares((u32, u32), (u32, u32)),
}

impl Zone {
    /// Its squares on a `width` x `height` board; an error names a rank or
    /// square off the board.
    pub(crate) fn mask<S: crate::Set>(&self, width: i32, height: i32) -> Result<S, String> {
        let (w, h) = (
            u32::try_from(width).unwrap_or(0),
            u32::try_from(height).unwrap_or(0),
        );
        let rect = |(f1, r1): (u32, u32), (f2, r2): (u32, u32)| {
            (r1..=r2).fold(S::EMPTY, |set, r| {
                (f1..=f2).fold(set, |set, f| {
                    set | S::at(i32::try_from((r - 1) * w + f - 1).unwrap_or(0))
                })
            })
        };
        self.0.iter().try_fold(S::EMPTY, |set, part| match *part {
            Part::Ranks(first, last) if last <= h => Ok(set | rect((1, first), (w, last))),
            Part::Ranks(_, last) => {
                Err(format!("rank {last} is off this {width} x {height} board"))
            }
            Part::Squares(low, (f2, r2)) if f2 <= w && r2 <= h => Ok(set | rect(low, (f2, r2))),
            Part::Squares(_, (f2, r2)) => Err(format!(
                "square {}{r2} is off this {width} x {height} board",
                char::from_u32(u32::from('a') + f2 - 1).unwrap_or('?')
            )),
        })
    }
}

/// A reference perft row: a position and its node counts at depths 1, 2, ….
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The position.
    pub fen: String,
    /// Node counts, depth 1 first.
    pub counts: Vec<u64>,
    /// The line of its `perft`, from 1.
    pub line: usize,
}

impl Notes {
    /// Reads the engine's older line format (see the module doc; a side
    /// file is now a `variants.ini` section, read by [`fsf`]); an error
    /// names `path`, the line and the problem.
    pub fn parse(path: &str, text: &str) -> Result<Notes, String> {
        let mut notes = Notes::default();
        let mut fen: Option<String> = None;
        // The line each word that says one thing was first given on.
        let mut said: Vec<(&str, usize)> = Vec::new();
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        for (n, line) in text.lines().enumerate() {
            let here = |message: String| format!("{path}:{}: {message}", n + 1);
            let line = line.trim();
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            let rest = rest.trim();
            once(&mut said, word, n + 1).map_err(here)?;
            match word {
                "" => {}
                _ if word.starts_with('#') => {}
                "unsupported" => notes.unsupported = Some(rest.to_owned()),
                "extinction" => notes.extinction = Some(parse_extinction(rest).map_err(here)?),
                "kings" if rest == "commoner" => notes.commoner_kings = true,
                _ if FLAGS.contains(&word) && !rest.is_empty() => {
                    return Err(here(format!(
                        "`{word} {rest}`: the line takes nothing after the word"
                    )));
                }
                _ if FLAGS.contains(&word) => notes.set_flag(word),
                "petrify" => notes.petrify = names(word, rest).map_err(here)?,
                "explode" => notes.explode = Some(parse_immune(rest).map_err(here)?),
                "mutually-immune" => notes.mutually_immune = names(word, rest).map_err(here)?,
                "janggi-cannon" => notes.janggi_cannons = names(word, rest).map_err(here)?,
                "must-drop" => {
                    notes.must_drop = Some(one_name(word, rest, "commoner").map_err(here)?);
                }
                "region" => notes.regions.push(parse_region(rest).map_err(here)?),
                "castling" => notes.castling = Some(parse_castling(rest).map_err(here)?),
                "promoted-pawn" => {
                    notes.promoted_pawn = Some(one_name(word, rest, "elephant").map_err(here)?);
                }
                "flip" => notes.flips.push(parse_pair(word, rest).map_err(here)?),
                "promote" => notes
                    .piece_promotions
                    .push(parse_pair(word, rest).map_err(here)?),
                "diagonal-lines" => {
                    let zone = Some(rest)
                        .filter(|r| !r.is_empty() && !r.contains(' '))
                        .and_then(parse_zone);
                    notes.diagonal_lines = Some(zone.ok_or_else(|| {
                        here(format!(
                            "`diagonal-lines {rest}`: write `diagonal-lines ZONE`, as in `diagonal-lines d1,f1,e2,d3,f3`"
                        ))
                    })?);
                }
                "drop-region" | "promotion-move" | "promotion-zone" => {
                    notes.zones_line(word, rest).map_err(here)?;
                }
                "kings" => return Err(here(format!("`kings {rest}`: write `kings commoner`"))),
                "flag" => notes.flag = Some(parse_flag(rest).map_err(here)?),
                "king" => {
                    crate::betza::PieceMoves::parse(rest)
                        .map_err(|e| here(format!("`king {rest}`: {e}")))?;
                    notes.king = Some(rest.to_owned());
                }
                "piece" => {
                    let piece = PieceDef::parse(rest).map_err(here)?;
                    if let Some(other) = piece.clash(&notes.pieces) {
                        return Err(here(other));
                    }
                    notes.pieces.push(piece);
                }
                "pawn" => notes.pawn_letters = Some(parse_pawn(rest).map_err(here)?),
                "kind" => notes.kind_letters.push(parse_kind(rest).map_err(here)?),
                "captures" => notes.captures = Some(parse_captures(rest).map_err(here)?),
                "fen" => fen = Some(rest.to_owned()),
                "perft" => {
                    let counts = rest
                        .split_whitespace()
                        .map(|c| {
                            c.parse()
                                .map_err(|_| here(format!("`{c}` is not a node count")))
                        })
                        .collect::<Result<Vec<u64>, _>>()?;
                    let fen = fen
                        .take()
                        .ok_or_else(|| here("`perft` without a `fen` line before it".to_owned()))?;
                    notes.rows.push(Row {
                        fen,
                        counts,
                        line: n + 1,
                    });
                }
                other => {
                    return Err(here(format!(
                        "unknown word `{other}`; a side file holds `piece`, `pawn`, `kind`, `captures`, `extinction`, `kings`, `king`, `must-capture`, `flag`, `region`, `diagonal-lines`, `janggi-cannon`, `pass`, `bikjang`, `flying-general`, `drop-region`, `promotion-move`, `castling`, `promoted-pawn`, `promote`, `promotion-zone`, `no-checking-drops`, `pseudo-royal`, `duple-check`, `must-drop`, `petrify`, `explode`, `mutually-immune`, `check-counting`, `flag-move`, `flag-safe`, `duck`, `cambodian-moves`, `gating`, `chess960`, `no-chess-pieces`, `promotion-mandatory`, `flip`, `flip-on-capture`, `drop-flipped`, `immobile-drops`, `opposite-bishops`, `no-checks`, `king-in-check-captures-only`, `unsupported`, `fen` and `perft` lines"
                    )));
                }
            }
        }
        if fen.is_some() {
            return Err(format!(
                "{path}: a `fen` line with no `perft` line after it"
            ));
        }
        notes.check(path)?;
        Ok(notes)
    }

    /// A `drop-region` or `promotion-move` line's words after the first.
    fn zones_line(&mut self, word: &str, rest: &str) -> Result<(), String> {
        match word {
            "drop-region" => {
                let usage = || {
                    format!(
                        "`drop-region {rest}`: write `drop-region [NAME] WHITE BLACK`, each a zone, as in `drop-region 1-5 6-10` or `drop-region rook 1 8`"
                    )
                };
                if rest.split_whitespace().count() == 3 {
                    self.kind_drop_regions
                        .push(named_zones(rest).ok_or_else(usage)?);
                } else {
                    self.drop_region = Some(parse_zones(rest).ok_or_else(usage)?);
                }
            }
            "promotion-zone" => {
                self.promotion_zone = Some(parse_zones(rest).ok_or_else(|| {
                    format!(
                        "`promotion-zone {rest}`: write `promotion-zone WHITE BLACK`, each a zone, as in `promotion-zone 7-9 1-3`"
                    )
                })?);
            }
            "promotion-move" => {
                self.promotion_move = Some(named_zones(rest).ok_or_else(|| {
                    format!(
                        "`promotion-move {rest}`: write `promotion-move NAME WHITE BLACK`, each a zone, as in `promotion-move met a8,b7,c6,d5,e5,f6,g7,h8 a1,b2,c3,d4,e4,f3,g2,h1`"
                    )
                })?);
            }
            _ => {}
        }
        Ok(())
    }

    /// Sets the fact a line of one word from [`FLAGS`] says.
    fn set_flag(&mut self, word: &str) {
        let flag = match word {
            "must-capture" => &mut self.must_capture,
            "flying-general" => &mut self.flying_general,
            "no-checking-drops" => &mut self.no_checking_drops,
            "pseudo-royal" => &mut self.pseudo_royal,
            "duple-check" => &mut self.duple_check,
            "check-counting" => &mut self.check_counting,
            "flag-move" => &mut self.flag_move,
            "flag-safe" => &mut self.flag_safe,
            "duck" => &mut self.duck,
            "cambodian-moves" => &mut self.cambodian_moves,
            "gating" => &mut self.gating,
            "chess960" => &mut self.chess960,
            "no-chess-pieces" => &mut self.no_chess_pieces,
            "promotion-mandatory" => &mut self.promotion_mandatory,
            "flip-on-capture" => &mut self.flip_on_capture,
            "drop-flipped" => &mut self.drop_flipped,
            "immobile-drops" => &mut self.immobile_drops,
            "opposite-bishops" => &mut self.opposite_bishops,
            "no-checks" => &mut self.no_checks,
            "pass" => &mut self.pass,
            "bikjang" => &mut self.bikjang,
            _ => &mut self.king_in_check_captures_only,
        };
        *flag = true;
    }

    /// An error for lines that need another: `pseudo-royal` needs named
    /// extinction kinds, `duple-check` needs `pseudo-royal`, `flag-move` a
    /// king's flag.
    fn check(&self, path: &str) -> Result<(), String> {
        if self.pseudo_royal && self.extinction.as_ref().is_none_or(|e| e.kinds.is_empty()) {
            return Err(format!(
                "{path}: `pseudo-royal` makes the kinds an `extinction` line names royal; name them (`extinction commoner`)"
            ));
        }
        if self.flag_move && self.flag.as_ref().is_none_or(|f| f.piece != "king") {
            return Err(format!(
                "{path}: `flag-move` lets Black answer a king's flag; say `flag king WHITE BLACK` too"
            ));
        }
        if self.flag_safe && (self.flag.is_none() || self.flag_move) {
            return Err(format!(
                "{path}: `flag-safe` is about a `flag` piece; say `flag NAME WHITE BLACK` too, without `flag-move`"
            ));
        }
        if (self.flag_safe || self.flag_move)
            && self.flag.as_ref().is_some_and(|f| f.count > 1 || f.blocked)
        {
            return Err(format!(
                "{path}: `flag-safe` and `flag-move` are about one flag piece; a `flag` with `count` or `blocked` takes neither"
            ));
        }
        if self.bikjang && !self.pass {
            return Err(format!(
                "{path}: `bikjang` lets a side answer facing kings by passing; say `pass` too"
            ));
        }
        if self.duple_check && !self.pseudo_royal {
            return Err(format!(
                "{path}: `duple-check` is about pseudo-royal pieces; say `pseudo-royal` too"
            ));
        }
        Ok(())
    }
}

/// A file written as its letter (`a` is 0).
fn file_letter(word: &str) -> Option<u32> {
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ 'a'..='z'), None) => Some(u32::from(c) - u32::from('a')),
        _ => None,
    }
}

/// `castling`'s words: `none`, or `[KFILE QFILE] [rank N] [rook NAME]
/// [rooks KFILE QFILE] [dropped]`.
fn parse_castling(rest: &str) -> Result<CastlingNote, String> {
    let usage = || {
        format!(
            "`castling {rest}`: write `castling none` or `castling [KFILE QFILE] [rank N] [rook NAME] [rooks KFILE QFILE] [dropped]`, as in `castling i c` or `castling i e rank 2`"
        )
    };
    let mut note = CastlingNote::default();
    if rest == "none" {
        note.off = true;
        return Ok(note);
    }
    let mut files = Vec::new();
    let mut words = rest.split_whitespace();
    while let Some(word) = words.next() {
        match word {
            "dropped" => note.dropped = true,
            "rank" => {
                let rank = words.next().and_then(|w| w.parse::<u32>().ok());
                note.rank = Some(rank.filter(|&r| r > 0).ok_or_else(usage)? - 1);
            }
            "rook" => note.rook = Some(words.next().ok_or_else(usage)?.to_owned()),
            "rooks" => {
                let (kingside, queenside) = (
                    words.next().and_then(file_letter),
                    words.next().and_then(file_letter),
                );
                note.rook_files = Some([kingside.ok_or_else(usage)?, queenside.ok_or_else(usage)?]);
            }
            _ => files.push(file_letter(word).ok_or_else(usage)?),
        }
    }
    match files[..] {
        [] => {}
        [kingside, queenside] if kingside == queenside => {
            return Err(format!(
                "`castling {rest}`: the king lands on two files, one for each way (kingside, then queenside); with one file the two castlings would be the same move"
            ));
        }
        [kingside, queenside] => note.files = Some([kingside, queenside]),
        _ => return Err(usage()),
    }
    Ok(note)
}

/// The two kinds a line `word` names (`flip silver bishop`).
fn parse_pair(word: &str, rest: &str) -> Result<(String, String), String> {
    match rest.split_whitespace().collect::<Vec<_>>()[..] {
        [base, turned] => Ok((base.to_owned(), turned.to_owned())),
        _ => Err(format!(
            "`{word} {rest}`: write `{word} BASE TURNED`, as in `{word} silver bishop`"
        )),
    }
}

/// The one kind a line `word` names.
fn one_name(word: &str, rest: &str, example: &str) -> Result<String, String> {
    if rest.is_empty() || rest.contains(' ') {
        Err(format!(
            "`{word} {rest}`: write `{word} NAME`, as in `{word} {example}`"
        ))
    } else {
        Ok(rest.to_owned())
    }
}

/// The kinds a line `word` names, at least one.
fn names(word: &str, rest: &str) -> Result<Vec<String>, String> {
    let names: Vec<String> = rest.split_whitespace().map(str::to_owned).collect();
    if names.is_empty() {
        Err(format!(
            "`{word}`: name the kinds, as in `{word} {}`",
            if word == "janggi-cannon" {
                "cannon"
            } else {
                "commoner"
            }
        ))
    } else {
        Ok(names)
    }
}

/// `explode`'s words: nothing, or `immune NAME…`.
fn parse_immune(rest: &str) -> Result<Vec<String>, String> {
    let mut words = rest.split_whitespace();
    match words.next() {
        None => Ok(Vec::new()),
        Some("immune") => {
            let names: Vec<String> = words.map(str::to_owned).collect();
            if names.is_empty() {
                Err("`explode immune`: name the kinds no blast removes, as in `explode immune commoner`".to_owned())
            } else {
                Ok(names)
            }
        }
        Some(other) => Err(format!(
            "`explode {rest}`: `{other}` is not `immune`; write `explode` or `explode immune NAME…`"
        )),
    }
}

/// The lines of one word, each a rule on or off.
/// Notes that `word`, on `line`, was given; an error if it says one thing
/// (it is not [`REPEATED`]) and an earlier line gave it.
fn once<'a>(said: &mut Vec<(&'a str, usize)>, word: &'a str, line: usize) -> Result<(), String> {
    if word.is_empty() || word.starts_with('#') || REPEATED.contains(&word) {
        return Ok(());
    }
    if let Some((_, first)) = said.iter().find(|(w, _)| *w == word) {
        return Err(format!(
            "`{word}` is given twice: it was given on line {first} already"
        ));
    }
    said.push((word, line));
    Ok(())
}

/// The words a side file may give on several lines, each adding to a list;
/// any other word is said once.
const REPEATED: [&str; 8] = [
    "region",
    "flip",
    "promote",
    "piece",
    "kind",
    "drop-region",
    "fen",
    "perft",
];

const FLAGS: [&str; 22] = [
    "chess960",
    "promotion-mandatory",
    "no-chess-pieces",
    "flip-on-capture",
    "drop-flipped",
    "immobile-drops",
    "gating",
    "opposite-bishops",
    "cambodian-moves",
    "duck",
    "flag-safe",
    "pass",
    "bikjang",
    "must-capture",
    "flying-general",
    "no-checking-drops",
    "pseudo-royal",
    "duple-check",
    "check-counting",
    "flag-move",
    "no-checks",
    "king-in-check-captures-only",
];

/// `p` or `p h`.
fn parse_pawn(text: &str) -> Result<[char; 2], String> {
    let letters: Vec<char> = text
        .split_whitespace()
        .map(|w| {
            one_letter(w)
                .ok_or_else(|| format!("`{w}` is not one letter; write `pawn LETTER [LETTER]`"))
        })
        .collect::<Result<_, _>>()?;
    match letters[..] {
        [one] => Ok([one, one]),
        [white, black] => Ok([white, black]),
        _ => Err("write `pawn LETTER` or `pawn WHITE BLACK`".to_owned()),
    }
}

/// `to-hand`, `to-hand keep-promoted` or `leave`.
fn parse_captures(text: &str) -> Result<Captures, String> {
    match text {
        "to-hand" => Ok(Captures::ToHand),
        "to-hand keep-promoted" => Ok(Captures::ToHandKeepingPromoted),
        "leave" => Ok(Captures::Leave),
        _ => Err(format!(
            "`captures {text}`: write `captures to-hand`, `captures to-hand keep-promoted` or `captures leave`"
        )),
    }
}

/// `sergeant s`.
fn parse_kind(text: &str) -> Result<(String, char), String> {
    match text.split_whitespace().collect::<Vec<_>>()[..] {
        [name, letter] => one_letter(letter).map(|c| (name.to_owned(), c)),
        _ => None,
    }
    .ok_or_else(|| format!("`kind {text}`: write `kind NAME LETTER`, as in `kind sergeant s`"))
}

/// `pawn 8 1`, `king d4,e4,d5,e5 d4,e4,d5,e5`, `pawn 5 1 count 7
/// blocked`.
fn parse_flag(text: &str) -> Result<Flag, String> {
    let wrong = || {
        format!(
            "`flag {text}`: write `flag NAME WHITE BLACK [count N] [blocked]`, each a zone, as in `flag pawn 8 1` or `flag king d4,e4,d5,e5 d4,e4,d5,e5`"
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let (head, tail) = words.split_at(words.len().min(3));
    let (piece, zones) = named_zones(&head.join(" ")).ok_or_else(wrong)?;
    let (count, blocked) = match tail {
        [] => (1, false),
        ["blocked"] => (1, true),
        ["count", n] => (n.parse().map_err(|_| wrong())?, false),
        ["count", n, "blocked"] => (n.parse().map_err(|_| wrong())?, true),
        _ => return Err(wrong()),
    };
    if count == 0 {
        return Err(wrong());
    }
    Ok(Flag {
        piece,
        zones,
        count,
        blocked,
    })
}

/// `king d1-f3 d8-f10`.
fn parse_region(text: &str) -> Result<(String, [Zone; 2]), String> {
    named_zones(text).ok_or_else(|| {
        format!(
            "`region {text}`: write `region NAME WHITE BLACK`, each a zone, as in `region king d1-f3 d8-f10`"
        )
    })
}

/// `NAME WHITE BLACK`.
fn named_zones(text: &str) -> Option<(String, [Zone; 2])> {
    let (name, rest) = text.trim().split_once(' ')?;
    Some((name.to_owned(), parse_zones(rest)?))
}

/// `WHITE BLACK`, two zones.
fn parse_zones(text: &str) -> Option<[Zone; 2]> {
    match text.split_whitespace().collect::<Vec<_>>()[..] {
        [white, black] => Some([parse_zone(white)?, parse_zone(black)?]),
        _ => None,
    }
}

/// `8`, `1-5`, `d4,e4` or `d1-f3,a4`.
fn parse_zone(word: &str) -> Option<Zone> {
    if word == "-" {
        return Some(Zone(Vec::new()));
    }
    let square = |text: &str| {
        let mut chars = text.chars();
        let file = chars.next().filter(char::is_ascii_lowercase)?;
        let rank: u32 = chars.as_str().parse().ok().filter(|&r| r > 0 && r <= 128)?;
        Some((u32::from(file) - u32::from('a') + 1, rank))
    };
    // No board has more than 128 ranks or files: larger numbers are no
    // zone (and are not expanded into one).
    let rank = |text: &str| text.parse::<u32>().ok().filter(|&r| r > 0 && r <= 128);
    let mut parts = Vec::new();
    for item in word.split(',') {
        let (from, to) = item.split_once('-').unwrap_or((item, item));
        if let (Some(a), Some(b)) = (rank(from), rank(to)) {
            parts.push(Part::Ranks(a.min(b), a.max(b)));
        } else {
            let ((f1, r1), (f2, r2)) = (square(from)?, square(to)?);
            parts.push(Part::Squares(
                (f1.min(f2), r1.min(r2)),
                (f1.max(f2), r1.max(r2)),
            ));
        }
    }
    Some(Zone(parts))
}

/// `all count 1 opponent 2 claim`, `pawn`, `commoner queen`.
fn parse_extinction(text: &str) -> Result<Extinction, String> {
    let usage = "write `extinction all|NAME… [count N] [opponent M] [claim]`, as in `extinction all count 1 opponent 2 claim`";
    let mut rule = Extinction::default();
    let mut all = false;
    let mut words = text.split_whitespace();
    while let Some(word) = words.next() {
        match word {
            "count" | "opponent" => {
                let n = words
                    .next()
                    .and_then(|n| n.parse().ok())
                    .ok_or_else(|| format!("`{word}` needs a number; {usage}"))?;
                if word == "count" {
                    rule.count = n;
                } else {
                    rule.opponent = n;
                }
            }
            "claim" => rule.claim = true,
            "all" => all = true,
            name if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') => {
                rule.kinds.push(name.to_owned());
            }
            other => return Err(format!("`{other}` is not a piece name; {usage}")),
        }
    }
    if all != rule.kinds.is_empty() {
        return Err(format!(
            "name the kinds or say `all`, not both or neither; {usage}"
        ));
    }
    Ok(rule)
}

/// The letter a word of one ASCII letter is, lowercase.
pub(crate) fn one_letter(word: &str) -> Option<char> {
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Some(c.to_ascii_lowercase()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_captures_do() {
        let bad = |text: &str| Notes::parse("x.perft", text).unwrap_err();
        assert!(bad("petrify").contains("name the kinds"));
        assert!(bad("mutually-immune").contains("name the kinds"));
        assert!(bad("explode immune").contains("name the kinds no blast removes"));
        assert!(bad("explode commoner").contains("`commoner` is not `immune`"));
        let atomar = Notes::parse(
            "atomar",
            "explode immune commoner\nmutually-immune commoner",
        )
        .unwrap();
        assert_eq!(atomar.explode, Some(vec!["commoner".to_owned()]));
        assert_eq!(atomar.mutually_immune, ["commoner"]);
        let petrified = Notes::parse("petrified", "petrify commoner queen").unwrap();
        let janggi = Notes::parse("janggi", "pass\nbikjang\ndiagonal-lines d1,e2").unwrap();
        assert!(janggi.pass && janggi.bikjang);
        assert_eq!(
            janggi.diagonal_lines,
            Some(Zone(vec![
                Part::Squares((4, 1), (4, 1)),
                Part::Squares((5, 2), (5, 2))
            ]))
        );
        assert!(bad("bikjang").contains("say `pass` too"));
        assert!(bad("flag-safe").contains("say `flag NAME WHITE BLACK` too"));
        assert!(bad("flip silver").contains("write `flip BASE TURNED`"));
        assert!(bad("promote silver").contains("write `promote BASE TURNED`"));
        assert!(bad("promotion-zone 7").contains("write `promotion-zone WHITE BLACK`"));
        assert!(bad("promoted-pawn").contains("write `promoted-pawn NAME`"));
        let kyoto = Notes::parse("k", "flip silver bishop\ndrop-flipped\nimmobile-drops").unwrap();
        assert_eq!(kyoto.flips, [("silver".to_owned(), "bishop".to_owned())]);
        assert!(kyoto.drop_flipped && kyoto.immobile_drops && !kyoto.flip_on_capture);
        let castles = |text: &str| Notes::parse("x", text).unwrap().castling.unwrap();
        assert_eq!(castles("castling i c").files, Some([8, 2]));
        assert!(castles("castling dropped").dropped);
        assert!(castles("castling none").off);
        assert!(bad("castling g").contains("write `castling none`"));
        assert!(bad("castling gg c").contains("write `castling none`"));
        let omicron = castles("castling i e rank 2");
        assert_eq!((omicron.files, omicron.rank), (Some([8, 4]), Some(1)));
        assert_eq!(
            castles("castling rook rookni").rook.as_deref(),
            Some("rookni")
        );
        assert!(bad("castling rank").contains("write `castling none`"));
        let shako = castles("castling h d rank 2 rooks i b");
        assert_eq!(shako.rook_files, Some([8, 1]));
        assert!(bad("castling rooks i").contains("write `castling none`"));
        let sittuyin = Notes::parse(
            "sittuyin",
            "drop-region 1-3 6-8\ndrop-region rook 1 8\npromotion-move met d5,e5 d4,e4\nmust-drop all",
        )
        .unwrap();
        assert_eq!(sittuyin.kind_drop_regions.len(), 1);
        assert_eq!(
            sittuyin.promotion_move.as_ref().map(|p| p.0.as_str()),
            Some("met")
        );
        assert!(bad("promotion-move met d5").contains("write `promotion-move NAME WHITE BLACK`"));
        assert!(bad("drop-region 1").contains("write `drop-region [NAME] WHITE BLACK`"));
        let dobutsu = Notes::parse("dobutsu", "flag lion 4 1\nflag-safe").unwrap();
        assert!(dobutsu.flag_safe);
        assert!(bad("janggi-cannon").contains("name the kinds, as in `janggi-cannon cannon`"));
        assert!(bad("diagonal-lines").contains("write `diagonal-lines ZONE`"));
        assert!(bad("diagonal-lines d1 d8").contains("write `diagonal-lines ZONE`"));
        assert_eq!(petrified.petrify, ["commoner", "queen"]);
    }

    #[test]
    fn reads_a_flag_s_count_and_blocked_win() {
        let bad = |text: &str| Notes::parse("x.perft", text).unwrap_err();
        let flag = Notes::parse("x.perft", "flag * 5 1 count 7 blocked\n")
            .unwrap()
            .flag
            .unwrap();
        assert_eq!(
            (flag.piece.as_str(), flag.count, flag.blocked),
            ("*", 7, true)
        );
        for wrong in [
            "flag p 5 1 count",
            "flag p 5 1 count 0",
            "flag p 5 1 blocked count 2",
            "flag p 5 1 7",
        ] {
            assert!(bad(wrong).contains("[count N] [blocked]"), "{wrong}");
        }
        assert!(bad("flag p 5 1 count 2\nflag-safe\n").contains("one flag piece"));
    }

    #[test]
    fn reads_every_word_and_names_bad_lines() {
        let text = "# loop\npiece goose:+s=fAbD\npawn p h\nkind sergeant S\ncaptures to-hand keep-promoted\nfen 4k3/8/8/8/8/8/8/4K3[] w - - 0 1\nperft 5 25\n";
        let notes = Notes::parse("loop.perft", text).unwrap();
        assert_eq!(notes.pieces[0].fen(), "+s");
        assert_eq!(notes.pawn_letters, Some(['p', 'h']));
        assert_eq!(notes.captures, Some(Captures::ToHandKeepingPromoted));
        assert_eq!(notes.rows[0].counts, vec![5, 25]);
        assert_eq!(notes.rows[0].line, 7);
        assert_eq!(notes.kind_letters, vec![("sergeant".to_owned(), 's')]);
        let bad = |text: &str| Notes::parse("x.perft", text).unwrap_err();
        assert!(bad("perft 1 2").starts_with("x.perft:1: `perft` without"));
        assert!(bad("fen x\nperft 1 z").contains("x.perft:2: `z` is not a node count"));
        assert!(bad("captures sometimes").contains("write `captures to-hand`"));
        assert!(bad("pawn 12").contains("`12` is not one letter"));
        assert!(bad("castle yes").contains("unknown word `castle`"));
        assert!(bad("kind sergeant").contains("write `kind NAME LETTER`"));
        assert!(bad("extinction").contains("not both or neither"));
        assert!(bad("extinction all pawn").contains("not both or neither"));
        assert!(bad("extinction all count x").contains("`count` needs a number"));
        assert!(bad("flag pawn 8").contains("write `flag NAME WHITE BLACK [count N] [blocked]`"));
        assert!(
            bad("flag king d4,E4 8").contains("write `flag NAME WHITE BLACK [count N] [blocked]`")
        );
        assert!(bad("king QQ+").contains("`king QQ+`"));
        assert!(bad("kings royal").contains("write `kings commoner`"));
        assert!(bad("must-capture always").contains("takes nothing after the word"));
        let rules = Notes::parse(
            "x.perft",
            "extinction all count 1 opponent 2 claim\nkings commoner\nmust-capture\nflag pawn 8 1\n",
        )
        .unwrap();
        assert_eq!(
            rules.extinction,
            Some(Extinction {
                kinds: Vec::new(),
                count: 1,
                opponent: 2,
                claim: true
            })
        );
        assert!(rules.commoner_kings && rules.must_capture);
        assert_eq!(
            rules.flag.map(|f| f.zones),
            Some([Zone(vec![Part::Ranks(8, 8)]), Zone(vec![Part::Ranks(1, 1)])])
        );
        let hill = Notes::parse("x.perft", "flag king d4,e5 d4\nking N\n").unwrap();
        assert_eq!(
            hill.flag.map(|f| f.zones),
            Some([
                Zone(vec![
                    Part::Squares((4, 4), (4, 4)),
                    Part::Squares((5, 5), (5, 5))
                ]),
                Zone(vec![Part::Squares((4, 4), (4, 4))])
            ])
        );
        assert_eq!(hill.king.as_deref(), Some("N"));
        assert!(bad("kind sergeant 12").contains("x.perft:1: `kind sergeant 12`"));
        assert!(bad("fen x").contains("no `perft` line"));
        // Regions: rank ranges, rectangles and squares, on the board.
        let xiangqi = Notes::parse(
            "x.perft",
            "region king d1-f3 d8-f10\nregion elephant 1-2,c5 6-10\nflying-general\ndrop-region 1-5 6-10\nno-checking-drops\n",
        )
        .unwrap();
        assert!(xiangqi.flying_general && xiangqi.no_checking_drops);
        let [palace, _] = &xiangqi.regions[0].1;
        assert_eq!(
            palace.mask::<u128>(9, 10),
            Ok(0b111 << 3 | 0b111 << 12 | 0b111 << 21)
        );
        let [river, _] = &xiangqi.regions[1].1;
        assert_eq!(river.mask::<u128>(9, 10), Ok(((1 << 18) - 1) | (1 << 38)));
        assert!(
            river
                .mask::<u128>(9, 1)
                .unwrap_err()
                .contains("off this 9 x 1 board")
        );
        assert!(xiangqi.drop_region.is_some());
        assert!(bad("region king d1-f3").contains("write `region NAME WHITE BLACK`"));
        assert!(bad("region king d1-3 8").contains("write `region NAME WHITE BLACK`"));
        assert!(bad("drop-region 1-5").contains("write `drop-region [NAME] WHITE BLACK`"));
        assert!(bad("flying-general yes").contains("takes nothing after the word"));
        assert!(bad("pseudo-royal").contains("name them"));
        assert!(bad("extinction all\npseudo-royal").contains("name them"));
        assert!(bad("extinction commoner\nduple-check").contains("say `pseudo-royal` too"));
        let spartan = Notes::parse(
            "x.perft",
            "kings commoner\nextinction commoner\npseudo-royal\nduple-check\n",
        )
        .unwrap();
        assert!(spartan.pseudo_royal && spartan.duple_check);
        assert!(bad("must-drop").contains("write `must-drop NAME`"));
        assert!(bad("flag pawn 8 1\nflag-move").contains("say `flag king WHITE BLACK` too"));
        assert!(bad("no-checks please").contains("takes nothing after the word"));
        assert!(bad("must-drop king queen").contains("write `must-drop NAME`"));
    }
}
