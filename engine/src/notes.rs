//! What the engine plays beyond a spec's pawn rules: [`Notes`].
//!
//! A spec's side file is a section of a Fairy-Stockfish `variants.ini`
//! beside it (`my.ini` beside `my.pawns`), which [`fsf`] reads into
//! `Notes` with Fairy-Stockfish's names and defaults: that is the one
//! vocabulary a user writes, and each field of `Notes` names the options
//! it comes from. A library user may also build `Notes` directly;
//! [`Rules::with_notes`](crate::game::Rules::with_notes) checks them
//! against the variant, an error naming the option.

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

/// What a variant plays beyond its pawn rules, as a side file's
/// `variants.ini` section says it (each field names the Fairy-Stockfish
/// options it comes from). `Notes::default()` adds nothing to the
/// engine's own pieces for the variant's name (chess's, with the
/// archbishop and chancellor) and its royal king castling with the rook.
#[expect(
    clippy::struct_excessive_bools,
    reason = "each bool is an option of its own, independent of the others"
)]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// Pieces beyond the engine's own list (a section's pieces,
    /// `customPieceN` included), replacing one of the same name or
    /// letter.
    pub pieces: Vec<PieceDef>,
    /// The pawns' FEN letters, White's and Black's (`pawn = p`; `p`
    /// without it).
    pub pawn_letters: Option<[char; 2]>,
    /// The FEN letters of the spec's further pawn kinds, by kind name (a
    /// section's pawn-like pieces: `customPiece1 = s:fmWfceF` for the
    /// kind `custom_piece1`); a kind not listed takes its name's first
    /// letter.
    pub kind_letters: Vec<(String, char)>,
    /// Where captured pieces go (`capturesToHand`, `dropLoop`,
    /// `twoBoards`); to the hand where the spec drops pawns, else out of
    /// the game, without it.
    pub captures: Option<Captures>,
    /// The extinction rule, if the variant has one
    /// (`extinctionPieceTypes` and its companions).
    pub extinction: Option<Extinction>,
    /// Kings are commoners, not royal (`king = -` with `commoner = k`): a
    /// king may be left attacked or captured, a side may have several,
    /// and a promotion to `commoner` (or `king`) makes one.
    pub commoner_kings: bool,
    /// A side that can capture must (`mustCapture`).
    pub must_capture: bool,
    /// The flag rule, if the variant has one (`flagPiece`, `flagRegion`,
    /// `flagPieceCount`, `flagPieceBlockedWin`).
    pub flag: Option<Flag>,
    /// The connection rule, if the variant has one (`connectN`,
    /// `connectNxN`, `collinearN` and their companions).
    pub connect: Option<Connect>,
    /// The king's moves in Betza notation, if not `K` (`king = k:W`).
    pub king: Option<String>,
    /// The king's FEN letter, if not `k` (`king = g:gBgR`:
    /// caught-in-a-snag's royal grasshopper is written `g`).
    pub king_letter: Option<char>,
    /// Where pieces of a kind may stand, by kind name, White's and
    /// Black's (`mobilityRegionWhiteKing`, …).
    pub regions: Vec<(String, [Zone; 2])>,
    /// The kings may not face each other on an open line
    /// (`flyingGeneral`).
    pub flying_general: bool,
    /// Squares joined by diagonals that pieces on them also move along
    /// (`diagonalLines`): a forward or backward step becomes the two
    /// diagonal steps that way, a forward or backward ride the two
    /// diagonal rides.
    pub diagonal_lines: Option<Zone>,
    /// The kinds that move along `diagonal_lines`, by name (`None`: every
    /// kind): Fairy-Stockfish moves its wazir, rook and janggi cannon
    /// along them (and a king moving as one), no other piece.
    pub diagonal_kinds: Option<Vec<String>>,
    /// The kinds that neither hop over nor capture one another, by name
    /// (`janggiCannon`).
    pub janggi_cannons: Vec<String>,
    /// A side whose king is not attacked may pass, its king moving to its
    /// own square; two passes in a row end the game (`pass`).
    pub pass: bool,
    /// Kings facing each other must part or pass (`bikjangRule`).
    pub bikjang: bool,
    /// A side with no legal move passes, if it has a piece and is not in
    /// check (a king passes on its square, else the side's first piece);
    /// two passes in a row end the game (`passOnStalemate`).
    pub pass_on_stalemate: bool,
    /// Where pieces other than pawns may be dropped, if not anywhere
    /// (`dropRegionWhite`, `dropRegionBlack`); with it, pieces in a FEN's
    /// hand are playable where the spec drops no pawns.
    pub drop_region: Option<[Zone; 2]>,
    /// Where pieces of a kind may be dropped, by kind name (sittuyin's
    /// rooks, `sittuyinRookDrop`).
    pub kind_drop_regions: Vec<(String, [Zone; 2])>,
    /// A pawn's promotion as a move of its own: the piece, by name, and the
    /// zones (`sittuyinPromotion`: a pawn in its zone, or a side's last
    /// pawn, may become that piece where it stands or a move of that piece
    /// away, while the side has none).
    pub promotion_move: Option<(String, [Zone; 2])>,
    /// A drop may not give check (`dropChecks = false`).
    pub no_checking_drops: bool,
    /// The extinction kinds are royal while a side holds at most one
    /// more of them than its count, and extinction ends no game
    /// (`extinctionPseudoRoyal`).
    pub pseudo_royal: bool,
    /// No move may leave every piece of the extinction kinds attacked
    /// (`dupleCheck`).
    pub duple_check: bool,
    /// Captures explode, sparing the kinds named (by name), if they do
    /// (`blastOnCapture`, `blastImmuneTypes`): a capture removes the
    /// capturing piece and every piece but pawns around its target.
    pub explode: Option<Vec<String>>,
    /// Where captures explode, blasts take the pawns around the target as
    /// they take pieces: Fairy-Stockfish spares its own `pawn` type only,
    /// and these pawns are of another (nuclear's `customPiece1`).
    pub blasts_take_pawns: bool,
    /// The kinds whose pieces may not capture one of their own kind, by
    /// name (`mutuallyImmuneTypes`).
    pub mutually_immune: Vec<String>,
    /// A kind that must be dropped first while in hand, by name, or `all`
    /// for any piece in hand (`mustDrop`, `mustDropType`).
    pub must_drop: Option<String>,
    /// Where a dropped piece may land by the pieces already on the board,
    /// beyond its drop zone (`enclosingDrop`, `dropOnTop`).
    pub enclosing_drop: Option<EnclosingDrop>,
    /// Where drops enclose, squares that while one of them is empty take
    /// every drop (`enclosingDropStart`: Othello's four centre squares).
    pub enclosing_start: Option<Zone>,
    /// Which enemy pieces a move turns to the mover's side, if any
    /// (`flipEnclosedPieces`); kings and pawns never turn (a
    /// `variants.ini` section with them beside it is refused).
    pub flip_enclosed: Option<FlipEnclosed>,
    /// A hand never runs out (Fairy-Stockfish's `freeDrops`, which its
    /// `ataxx` sets): each side may drop any of the variant's pieces but
    /// kings and pawns wherever it may be dropped, whatever its hand
    /// holds (refused beside pawn drops and captures going to a hand).
    pub free_drops: bool,
    /// A board with no empty square ends the game
    /// (`adjudicateFullBoard`).
    pub full_board_ends: bool,
    /// The kinds that turn into a wall where they capture, by name
    /// (`petrifyOnCaptureTypes`).
    pub petrify: Vec<String>,
    /// Checks are counted: a side that has given its FEN's count wins
    /// (`checkCounting`).
    pub check_counting: bool,
    /// A flag piece reaching its zone wins only if it is still there after
    /// the other side's move, and Black may answer White's king reaching
    /// its zone by reaching his (`flagMove`).
    pub flag_move: bool,
    /// Where the mover puts walls (`wallingRule`, with `wallOrMove`), if
    /// anywhere.
    pub walling: Option<Walling>,
    /// Unmoved kings and mets have cambodian first moves, the FEN's
    /// castling field naming them (`cambodianMoves`).
    pub cambodian_moves: bool,
    /// Moves from unmoved back-rank squares may gate a piece from the
    /// hand, the FEN's castling field naming them (`gating`,
    /// `seirawanGating`).
    pub gating: bool,
    /// Castling is written king takes rook (`chess960`).
    pub chess960: bool,
    /// Only these notes' pieces are the variant's, not the engine's own
    /// (a section's pieces are all it has).
    pub no_chess_pieces: bool,
    /// Pairs of kinds a piece turns between as it moves, by name
    /// (`promotedPieceType` where pieces turn over: kyotoshogi).
    pub flips: Vec<(String, String)>,
    /// Only captures turn a piece over (`piecePromotionOnCapture`).
    pub flip_on_capture: bool,
    /// Pairs of kinds a piece may promote between in the zone, by name
    /// (`promotedPieceType`); captured into the hand, a promoted piece
    /// goes back as its base.
    pub piece_promotions: Vec<(String, String)>,
    /// Limits on those promotions (`promotionLimit`), each naming the
    /// promoting kind.
    pub piece_promotion_limits: Vec<PromotionLimit>,
    /// Promoted kinds counted as the kind they promoted to wherever a
    /// rule names that kind (extinction, pseudo-royal pieces, the flag),
    /// as pairs (promoted kind, kind) by name: Fairy-Stockfish counts a
    /// piece by its type, a promoted one included (chak's promoted king
    /// is a `d`, which `extinctionPieceTypes` and `flagPiece` name).
    pub counts_as: Vec<(String, String)>,
    /// The pawns' promotions to `king` are Fairy-Stockfish's piece
    /// promotions (`promotedPieceType` of a pawn kind, to the commoner
    /// kings' piece: backrank's `p:k`): written `+`, and, where kings are
    /// pseudo-royal, changing no royalty (the kings are royal as they were
    /// before the move, the new one not), as a piece's promotion.
    pub pawns_promote_as_pieces: bool,
    /// Where pieces promote, White's zone and Black's
    /// (`promotionRegionWhite`, `promotionRegionBlack`).
    pub promotion_zone: Option<[Zone; 2]>,
    /// A move touching the promotion zone must promote
    /// (`mandatoryPiecePromotion`).
    pub promotion_mandatory: bool,
    /// A piece in hand may be dropped turned over (`dropPromoted`).
    pub drop_flipped: bool,
    /// Pieces may go where they could never move again: dropped there,
    /// or moving there unpromoted where they may promote
    /// (`immobilityIllegal = false`).
    pub immobile: bool,
    /// Bishops are dropped on squares of both colours
    /// (`dropOppositeColoredBishop`).
    pub opposite_bishops: bool,
    /// How the variant castles, if not as chess does (`castling`,
    /// `castlingRank`, `castlingKingsideFile`, …).
    pub castling: Option<CastlingNote>,
    /// A flag piece in its zone ends the game only while unattacked
    /// (`flagPieceSafe`).
    pub flag_safe: bool,
    /// No move may give check (`checking = false`).
    pub no_checks: bool,
    /// A king in check may move only to capture its lone checker
    /// (`makpongRule`).
    pub king_in_check_captures_only: bool,
}

/// How a variant castles (`castling` and the `castling…` options).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CastlingNote {
    /// The variant never castles (`castling = false`); a FEN's rights are
    /// ignored.
    pub off: bool,
    /// The files the king lands on, kingside then queenside, from 0.
    pub files: Option<[u32; 2]>,
    /// Dropping the king and a rook on their squares wins the right
    /// (`castlingDroppedPiece`).
    pub dropped: bool,
    /// The castling rank from each side's edge, from 0, if not the first
    /// (`castlingRank`).
    pub rank: Option<u32>,
    /// The kinds that castle as the rook, comma-joined, if not `rook`
    /// (`castlingRookPieces`).
    pub rook: Option<String>,
    /// The files from which a FEN's `K` and `Q` look for their rook,
    /// inward, from 0, if not the corners (`castlingRookKingsideFile`,
    /// `castlingRookQueensideFile`).
    pub rook_files: Option<[u32; 2]>,
    /// Castling on a flank takes the other side's right on that flank
    /// (`oppositeCastling`).
    pub opposite: bool,
    /// The rights that decide the game, per side (White, Black),
    /// kingside then queenside (`castlingWins`, whose `Q` is White's
    /// queenside): a side that castles on one of its flanks here wins,
    /// and a side that has lost every right it holds here loses.
    pub wins: [[bool; 2]; 2],
}

impl CastlingNote {
    /// Whether some side's rights decide the game (`castlingWins`).
    #[must_use]
    pub fn decides(&self) -> bool {
        decides(self.wins)
    }
}

/// Whether castling rights `wins` (per side, kingside then queenside)
/// name any right.
pub(crate) fn decides(wins: [[bool; 2]; 2]) -> bool {
    wins.iter().flatten().any(|&w| w)
}

/// Whether castling rights `wins` (per side, kingside then queenside)
/// have decided the game: a side that names some right holds none of
/// those it names, `holds(side, kingside)` saying whether it holds a
/// right on that flank. The search and the make-and-test reference each
/// say it of their own representation.
#[inline]
pub(crate) fn castling_decided(wins: [[bool; 2]; 2], holds: impl Fn(usize, bool) -> bool) -> bool {
    (0..2).any(|side| {
        let [kingside, queenside] = wins[side];
        (kingside || queenside)
            && !(kingside && holds(side, true) || queenside && holds(side, false))
    })
}

/// Where the mover puts walls (Fairy-Stockfish's `wallingRule`, with
/// `wallOrMove`): squares no piece enters, blocking lines as pieces do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Walling {
    /// After each move, the duck on any square empty after it but its own:
    /// the one wall, moved (`duck`).
    Duck,
    /// After each move, a wall on an empty square the piece that moved
    /// could move to from where it landed; walls stay (`arrow`: amazons).
    Arrow,
    /// After each move, a wall on the square the piece left; walls stay
    /// (`past`: snailtrail).
    Past,
    /// Instead of a move, a wall on an empty square of the board's edge
    /// files and ranks or next to (north, south, east or west of) a wall;
    /// walls stay (`edge` with `wallOrMove`). A side in check moves.
    EdgeOrMove,
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

/// Where a dropped piece may land by the pieces already on the board
/// (Fairy-Stockfish's `enclosingDrop`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum EnclosingDrop {
    /// On the first rank or on a piece, as in connect four (`top`).
    Top,
    /// Pushed in from an edge along a rank or file (`anyside`): onto the
    /// square before the first piece met, or the far edge's; from the
    /// first rank and file only where the edge square is empty, and, as
    /// Fairy-Stockfish reads it, from the last rank and file onto the
    /// lowest square that has a piece below it (west of it), or the
    /// first rank's (file's).
    AnySide,
    /// Next to an enemy piece, enclosing enemy pieces between the square
    /// and a piece of the dropping side along a rank, file or diagonal,
    /// as Othello's stones (`reversi`). As Fairy-Stockfish finds it, a
    /// line passes over walls as over enemy pieces (a drop enclosing only
    /// walls is allowed, and turns nothing over).
    Reversi,
    /// Next to a piece of the dropping side (`ataxx`; `quadwrangle`
    /// drops so too, as Fairy-Stockfish reads it).
    Ataxx,
    /// Not next to an enemy piece along a rank or file (`snort`).
    Snort,
}

/// Which enemy pieces a move turns to the mover's side (Fairy-Stockfish's
/// `flipEnclosedPieces`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FlipEnclosed {
    /// Those the piece that landed encloses with another of its side,
    /// along each rank, file and diagonal through its square
    /// (`reversi`).
    Reversi,
    /// Those next to the square it landed on (`ataxx`).
    Ataxx,
    /// Those next to the square it landed on, after a move on the board
    /// or a drop next to a piece of its own (`quadwrangle`).
    Quadwrangle,
}

/// A connection rule: the game ends when the side that just moved has
/// pieces of the rule's kinds in a row, in a square block, or enough of
/// them on one line (Fairy-Stockfish's `connectN`, `connectNxN`,
/// `collinearN`, along the lines `connectHorizontal`, `connectVertical`
/// and `connectDiagonal` allow, of `connectPieceTypes`). Each count is 0
/// where the rule does not use it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Connect {
    /// The kinds whose pieces count, by name; empty for every piece.
    pub kinds: Vec<String>,
    /// How many next to each other along a line end the game
    /// (`connectN`).
    pub in_row: u32,
    /// The side of a square block of them that ends the game
    /// (`connectNxN`).
    pub block: u32,
    /// How many on one line, gaps allowed, end the game (`collinearN`).
    pub on_line: u32,
    /// Whether ranks count as lines (`connectHorizontal`).
    pub horizontal: bool,
    /// Whether files count as lines (`connectVertical`).
    pub vertical: bool,
    /// Whether diagonals count as lines (`connectDiagonal`).
    pub diagonal: bool,
    /// Per side, two regions whose joining by a chain of its pieces ends
    /// the game (`connectRegion1White` … `connectRegion2Black`; empty
    /// where the side has none): as Fairy-Stockfish reads it, the chain
    /// runs from the first region only east (with `horizontal`), north
    /// (with `vertical`), north-east and south-east (with `diagonal`).
    pub regions: [[Zone; 2]; 2],
}

/// A limit on a piece's promotion (Fairy-Stockfish's `promotionLimit` on
/// the type a `promotedPieceType` names): a piece of kind `piece`
/// promotes only while its side has fewer than `most` pieces of `kinds`
/// on the board. Fairy-Stockfish counts the pieces of a type, so `kinds`
/// holds the kind of that name and every promoted kind moving as it
/// (shogun: a knight becomes a centaur while its side has none, counting
/// the centaurs other knights became).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PromotionLimit {
    /// The promoting kind, by name.
    pub piece: String,
    /// The kinds counted, by name.
    pub kinds: Vec<String>,
    /// The most pieces of `kinds` a side may have for `piece` to promote.
    pub most: u32,
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

/// Squares a rule names (a flag's zone, a region): ranks and rectangles
/// of squares.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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

impl Notes {
    /// An error for rules that need another, naming the options:
    /// `pseudo_royal` needs named extinction kinds, `duple_check`
    /// `pseudo_royal`, `flag_move` a flag, `flag_safe` a flag (not the
    /// king's beside `flag_move`), either a flag of one piece, `bikjang` `pass`;
    /// a flag needs a count of at least one, castling two files, castling
    /// wins a variant that castles.
    pub(crate) fn consistent(&self) -> Result<(), String> {
        if self.pseudo_royal && self.extinction.as_ref().is_none_or(|e| e.kinds.is_empty()) {
            return Err(
                "`extinctionPseudoRoyal` makes the kinds of `extinctionPieceTypes` royal; name them (not `*`)"
                    .to_owned(),
            );
        }
        if self.flag_move && self.flag.is_none() {
            return Err(
                "`flagMove` gives the other side a move after a flag is reached; name a `flagPiece` and its regions"
                    .to_owned(),
            );
        }
        if self.flag_safe
            && self
                .flag
                .as_ref()
                .is_none_or(|f| self.flag_move && f.piece == "king")
        {
            return Err(
                "`flagPieceSafe` is about a `flagPiece`; name one (beside `flagMove`, not the king)"
                    .to_owned(),
            );
        }
        if (self.flag_safe || self.flag_move)
            && self.flag.as_ref().is_some_and(|f| f.count > 1 || f.blocked)
        {
            return Err("`flagPieceSafe` and `flagMove` are about one flag piece; a flag with `flagPieceCount` or `flagPieceBlockedWin` takes neither".to_owned());
        }
        if self.flag.as_ref().is_some_and(|f| f.count == 0) {
            return Err("`flagPieceCount = 0`: a flag needs at least one piece".to_owned());
        }
        if let Some([kingside, queenside]) = self.castling.as_ref().and_then(|c| c.files)
            && kingside == queenside
        {
            return Err("`castlingKingsideFile` and `castlingQueensideFile` are one file: the two castlings would be the same move".to_owned());
        }
        if self.castling.as_ref().is_some_and(|c| c.off && c.decides()) {
            return Err(
                "`castlingWins` where no king castles: every game would be over before it starts"
                    .to_owned(),
            );
        }
        if self.bikjang && !self.pass {
            return Err(
                "`bikjangRule` lets a side answer facing kings by passing; say `pass = true` too"
                    .to_owned(),
            );
        }
        if self.duple_check && !self.pseudo_royal {
            return Err(
                "`dupleCheck` is about pseudo-royal pieces; say `extinctionPseudoRoyal = true` too"
                    .to_owned(),
            );
        }
        Ok(())
    }
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
    fn zones_are_squares_on_the_board() {
        let palace = Zone(vec![Part::Squares((4, 1), (6, 3))]);
        assert_eq!(
            palace.mask::<u128>(9, 10),
            Ok(0b111 << 3 | 0b111 << 12 | 0b111 << 21)
        );
        let river = Zone(vec![Part::Ranks(1, 2), Part::Squares((3, 5), (3, 5))]);
        assert_eq!(river.mask::<u128>(9, 10), Ok(((1 << 18) - 1) | (1 << 38)));
        assert!(
            river
                .mask::<u128>(9, 1)
                .unwrap_err()
                .contains("off this 9 x 1 board")
        );
    }

    #[test]
    fn rules_that_need_another_say_which() {
        let bad = |notes: Notes| notes.consistent().unwrap_err();
        assert!(
            bad(Notes {
                pseudo_royal: true,
                ..Notes::default()
            })
            .contains("`extinctionPieceTypes`")
        );
        assert!(
            bad(Notes {
                bikjang: true,
                ..Notes::default()
            })
            .contains("`bikjangRule`")
        );
        assert!(
            bad(Notes {
                flag_move: true,
                ..Notes::default()
            })
            .contains("`flagPiece`")
        );
        let flag = Flag {
            piece: "king".to_owned(),
            zones: [Zone(Vec::new()), Zone(Vec::new())],
            count: 0,
            blocked: false,
        };
        assert!(
            bad(Notes {
                flag: Some(flag),
                ..Notes::default()
            })
            .contains("`flagPieceCount = 0`")
        );
        let castling = CastlingNote {
            files: Some([4, 4]),
            ..CastlingNote::default()
        };
        assert!(
            bad(Notes {
                castling: Some(castling),
                ..Notes::default()
            })
            .contains("are one file")
        );
    }
}
