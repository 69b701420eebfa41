//! Fairy-Stockfish's variant options, with its names and defaults
//! (`variant.h`), read from a section in the order its parser reads them
//! (`parser.cpp`): the board's size, then the pieces, then the rest, so
//! that letters name the section's final pieces.

use std::collections::BTreeMap;

use super::pieces::{PAWN, Type};
use super::values::{self, Letters, Region};
use crate::notes::ini::{Entry, Section};
use crate::notes::{EnclosingDrop, FlipEnclosed, Walling};

/// Options the engine plays, beyond the pieces (each `pieceName` key,
/// `customPieceN`, `king`), in the order Fairy-Stockfish reads them.
const PLAYED: &[&str] = &[
    "maxRank",
    "maxFile",
    "promotionRank",
    "doubleStepRank",
    "doubleStepRankMin",
    "pawnTypes",
    "chess960",
    "startFen",
    "promotionRegionWhite",
    "promotionRegionBlack",
    "promotionPawnTypes",
    "promotionPawnTypesWhite",
    "promotionPawnTypesBlack",
    "promotionPieceTypes",
    "promotionPieceTypesWhite",
    "promotionPieceTypesBlack",
    "sittuyinPromotion",
    "promotionLimit",
    "promotedPieceType",
    "piecePromotionOnCapture",
    "mandatoryPawnPromotion",
    "mandatoryPiecePromotion",
    "pieceDemotion",
    "doubleStep",
    "doubleStepRegionWhite",
    "doubleStepRegionBlack",
    "tripleStepRegionWhite",
    "tripleStepRegionBlack",
    "enPassantRegion",
    "enPassantRegionWhite",
    "enPassantRegionBlack",
    "enPassantTypes",
    "enPassantTypesWhite",
    "enPassantTypesBlack",
    "castling",
    "castlingDroppedPiece",
    "castlingKingsideFile",
    "castlingQueensideFile",
    "castlingRank",
    "castlingKingPiece",
    "castlingKingPieceWhite",
    "castlingKingPieceBlack",
    "castlingRookKingsideFile",
    "castlingRookQueensideFile",
    "castlingRookPieces",
    "castlingRookPiecesWhite",
    "castlingRookPiecesBlack",
    "oppositeCastling",
    "castlingWins",
    "checking",
    "mustCapture",
    "flyingGeneral",
    "soldierPromotionRank",
    "diagonalLines",
    "pass",
    "passWhite",
    "passBlack",
    "passOnStalemate",
    "passOnStalemateWhite",
    "passOnStalemateBlack",
    "bikjangRule",
    "makpongRule",
    "whiteFlag",
    "blackFlag",
    "blastOnCapture",
    "blastImmuneTypes",
    "mutuallyImmuneTypes",
    "petrifyOnCaptureTypes",
    "extinctionValue",
    "extinctionClaim",
    "extinctionPseudoRoyal",
    "dupleCheck",
    "extinctionPieceTypes",
    "extinctionPieceCount",
    "extinctionOpponentPieceCount",
    "flagPiece",
    "flagPieceWhite",
    "flagPieceBlack",
    "flagRegion",
    "flagRegionWhite",
    "flagRegionBlack",
    "flagMove",
    "flagPieceSafe",
    "flagPieceCount",
    "flagPieceBlockedWin",
    "connectN",
    "connectPieceTypes",
    "connectHorizontal",
    "connectVertical",
    "connectDiagonal",
    "connectNxN",
    "collinearN",
    "connectValue",
    "checkCounting",
    "whiteDropRegion",
    "blackDropRegion",
    "twoBoards",
    "dropChecks",
    "mustDrop",
    "dropOnTop",
    "enclosingDrop",
    "enclosingDropStart",
    "flipEnclosedPieces",
    "adjudicateFullBoard",
    "connectRegion1White",
    "connectRegion2White",
    "connectRegion1Black",
    "connectRegion2Black",
    "mustDropType",
    "pieceDrops",
    "dropLoop",
    "capturesToHand",
    "firstRankPawnDrops",
    "promotionZonePawnDrops",
    "dropRegionWhite",
    "dropRegionBlack",
    "sittuyinRookDrop",
    "dropOppositeColoredBishop",
    "dropPromoted",
    "dropNoDoubled",
    "dropNoDoubledCount",
    "immobilityIllegal",
    "gating",
    "wallingRule",
    "wallOrMove",
    "seirawanGating",
    "cambodianMoves",
];

/// Options that change no move and end no game a perft sees (values of
/// draws and mates, repetition and move-count rules, a GUI's images):
/// read and set aside.
const SET_ASIDE: &[&str] = &[
    "variantTemplate",
    "pieceToCharTable",
    "pocketSize",
    "pieceValueMg",
    "pieceValueEg",
    "nMoveRuleTypes",
    "nMoveRuleTypesWhite",
    "nMoveRuleTypesBlack",
    "nMoveRule",
    "nFoldRule",
    "nFoldValue",
    "nFoldValueAbsolute",
    "perpetualCheckIllegal",
    "moveRepetitionIllegal",
    "chasingRule",
    "stalemateValue",
    "stalematePieceCount",
    "checkmateValue",
    "shogiPawnDropMateIllegal",
    "shatarMateRule",
    "materialCounting",
    "countingRule",
];

/// Fairy-Stockfish's other options: rules the engine does not play from a
/// `variants.ini` yet, refused by name.
const NOT_PLAYED: &[&str] = &[
    "castlingRookPiece",
    "petrifyBlastPieces",
    "castlingKingFile",
    "wallingRegionWhite",
    "wallingRegionBlack",
    "wallingRegion",
];

/// A variant as Fairy-Stockfish's options describe it: the options the
/// engine plays, with their names (in snake case) and defaults.
#[expect(
    clippy::struct_excessive_bools,
    reason = "each bool is a Fairy-Stockfish option of its own"
)]
#[derive(Clone, Debug)]
pub(super) struct Variant {
    /// `maxRank`: how many ranks.
    pub(super) max_rank: u32,
    /// `maxFile`: how many files.
    pub(super) max_file: u32,
    /// The pieces and their letters, lowercase.
    pub(super) letters: BTreeMap<Type, char>,
    /// `customPieceN`'s Betza moves, by N.
    pub(super) custom: BTreeMap<u32, String>,
    /// `king = k:BETZA`'s moves, if the king is a custom royal piece.
    pub(super) king_betza: Option<String>,
    /// `startFen`.
    pub(super) start_fen: String,
    /// `promotionRegionWhite`, `promotionRegionBlack`.
    pub(super) promotion_region: [Region; 2],
    /// `promotionPawnTypes`: the types that promote, per side.
    pub(super) promotion_pawn_types: [Vec<Type>; 2],
    /// Fairy-Stockfish's main promotion pawn type, per side: the last
    /// letter of `pawnTypes` or `promotionPawnTypes` (`None` after `-`),
    /// what a captured promoted piece goes to the hand as.
    pub(super) main_pawn_type: [Option<Type>; 2],
    /// `promotionPieceTypes`, per side.
    pub(super) promotion_piece_types: [Vec<Type>; 2],
    /// `promotionLimit`: the most of a type a side may have by promotion.
    pub(super) promotion_limit: BTreeMap<Type, u32>,
    /// `mandatoryPawnPromotion`.
    pub(super) mandatory_pawn_promotion: bool,
    /// `promotedPieceType`: what a type becomes by a shogi-style
    /// promotion (written `+` and its base letter in a FEN).
    pub(super) promoted_piece_type: BTreeMap<Type, Type>,
    /// `mandatoryPiecePromotion`: a move from or into the promotion zone
    /// of a type that has a promoted type must promote.
    pub(super) mandatory_piece_promotion: bool,
    /// `mobilityRegionWhiteX`, `mobilityRegionBlackX`: where a type may
    /// stand, per side (the whole board where a side's key is not given).
    pub(super) mobility_region: BTreeMap<Type, [Region; 2]>,
    /// `doubleStep`.
    pub(super) double_step: bool,
    /// `doubleStepRegionWhite`, `doubleStepRegionBlack`.
    pub(super) double_step_region: [Region; 2],
    /// `tripleStepRegionWhite`, `tripleStepRegionBlack`.
    pub(super) triple_step_region: [Region; 2],
    /// `enPassantRegion`, per side.
    pub(super) en_passant_region: [Region; 2],
    /// `enPassantTypes`, per side.
    pub(super) en_passant_types: [Vec<Type>; 2],
    /// `castling`.
    pub(super) castling: bool,
    /// `castlingKingsideFile`, `castlingQueensideFile`, from 0.
    pub(super) castling_files: [u32; 2],
    /// `castlingRank`, from 0, from each side's edge.
    pub(super) castling_rank: u32,
    /// `castlingKingPiece`, per side.
    pub(super) castling_king_piece: [Pieces; 2],
    /// `castlingRookPieces`, per side.
    pub(super) castling_rook_pieces: [Vec<Type>; 2],
    /// `castlingRookKingsideFile`, `castlingRookQueensideFile`, from 0:
    /// where a FEN's `K` and `Q` start looking inward for their rook.
    pub(super) castling_rook_files: [u32; 2],
    /// `castlingDroppedPiece`: dropping the castling king on its file, or
    /// a rook on a corner beside it, wins the castling right.
    pub(super) castling_dropped_piece: bool,
    /// `oppositeCastling`: castling on a flank takes the other side's
    /// right on that flank.
    pub(super) opposite_castling: bool,
    /// `castlingWins`: per side, kingside then queenside, the rights
    /// whose castling wins and whose loss loses.
    pub(super) castling_wins: [[bool; 2]; 2],
    /// `chess960`.
    pub(super) chess960: bool,
    /// `checking`: moves may give check.
    pub(super) checking: bool,
    /// `mustCapture`.
    pub(super) must_capture: bool,
    /// `flyingGeneral`.
    pub(super) flying_general: bool,
    /// `soldierPromotionRank`, from 1: the relative rank from which
    /// xiangqi's soldier also steps sideways.
    pub(super) soldier_promotion_rank: u32,
    /// `diagonalLines`: janggi's palace diagonals.
    pub(super) diagonal_lines: Option<Region>,
    /// `pass`, per side.
    pub(super) pass: [bool; 2],
    /// `passOnStalemate`, per side.
    pub(super) pass_on_stalemate: [bool; 2],
    /// `bikjangRule`.
    pub(super) bikjang: bool,
    /// `makpongRule`: a king in check may move only to capture its lone
    /// checker.
    pub(super) makpong_rule: bool,
    /// `gating`: the FEN's castling field names gates (unmoved back-rank
    /// pieces) that `seirawanGating` or `cambodianMoves` use.
    pub(super) gating: bool,
    /// `seirawanGating`: a move from a gate may bring a piece from the
    /// hand onto it.
    pub(super) seirawan_gating: bool,
    /// `cambodianMoves`: a king or fers on a gate has its cambodian first
    /// move.
    pub(super) cambodian_moves: bool,
    /// `wallingRule`: `duck`, `arrow`, `past` or `edge` (`static` is
    /// refused as it is read).
    pub(super) walling: Option<Walling>,
    /// `wallOrMove`: a wall is put instead of a move, not with it.
    pub(super) wall_or_move: bool,
    /// The predefined type the king moves as (`kingType`), which only our
    /// `builtins.ini` says: a section's `king = k:BETZA` makes a custom
    /// royal piece, which Fairy-Stockfish's janggi diagonals do not move.
    pub(super) king_type: Option<Type>,
    /// `blastOnCapture`.
    pub(super) blast_on_capture: bool,
    /// `blastImmuneTypes`.
    pub(super) blast_immune_types: Vec<Type>,
    /// `mutuallyImmuneTypes`.
    pub(super) mutually_immune_types: Vec<Type>,
    /// `petrifyOnCaptureTypes`.
    pub(super) petrify_on_capture_types: Vec<Type>,
    /// `extinctionValue` is not `none`: extinction ends the game.
    pub(super) extinction_value: bool,
    /// `extinctionClaim`.
    pub(super) extinction_claim: bool,
    /// `extinctionPseudoRoyal`.
    pub(super) extinction_pseudo_royal: bool,
    /// `dupleCheck`.
    pub(super) duple_check: bool,
    /// `extinctionPieceTypes`.
    pub(super) extinction_piece_types: Pieces,
    /// `extinctionPieceCount`.
    pub(super) extinction_piece_count: u32,
    /// `extinctionOpponentPieceCount`.
    pub(super) extinction_opponent_piece_count: u32,
    /// `flagPiece`, per side.
    pub(super) flag_piece: [Pieces; 2],
    /// `flagRegion`, per side.
    pub(super) flag_region: [Region; 2],
    /// `flagMove`.
    pub(super) flag_move: bool,
    /// `flagPieceSafe`.
    pub(super) flag_piece_safe: bool,
    /// `flagPieceCount`.
    pub(super) flag_piece_count: u32,
    /// `flagPieceBlockedWin`.
    pub(super) flag_piece_blocked_win: bool,
    /// `checkCounting`.
    pub(super) check_counting: bool,
    /// `connectN`, `connectNxN`, `collinearN`: 0 where not set.
    pub(super) connect: [u32; 3],
    /// `connectPieceTypes`.
    pub(super) connect_piece_types: Pieces,
    /// `connectHorizontal`, `connectVertical`, `connectDiagonal`.
    pub(super) connect_lines: [bool; 3],
    /// `twoBoards`: captured pieces go to the partner's hand.
    pub(super) two_boards: bool,
    /// `dropChecks`: a drop may give check.
    pub(super) drop_checks: bool,
    /// `mustDrop`.
    pub(super) must_drop: bool,
    /// `enclosingDrop` (`dropOnTop` as `top`), where the engine plays it.
    pub(super) enclosing_drop: Option<EnclosingDrop>,
    /// `enclosingDropStart`: while one of its squares is empty (and drops
    /// enclose), drops go there only.
    pub(super) enclosing_drop_start: Region,
    /// `flipEnclosedPieces`: which enemy pieces a move turns to the
    /// mover's side.
    pub(super) flip_enclosed: Option<FlipEnclosed>,
    /// `freeDrops`, which only our `builtins.ini` says (Fairy-Stockfish's
    /// `ataxx` sets it; its parser reads no such key, so a section only
    /// inherits it): a hand never runs out, and holds every kind.
    pub(super) free_drops: bool,
    /// `adjudicateFullBoard`: a board with no empty square ends the game.
    pub(super) adjudicate_full_board: bool,
    /// `connectRegion1White` … `connectRegion2Black`: per side, the two
    /// regions its pieces must connect.
    pub(super) connect_regions: [[Region; 2]; 2],
    /// `mustDropType`.
    pub(super) must_drop_type: Pieces,
    /// `pieceDrops`.
    pub(super) piece_drops: bool,
    /// `dropLoop`.
    pub(super) drop_loop: bool,
    /// `capturesToHand`.
    pub(super) captures_to_hand: bool,
    /// `firstRankPawnDrops`.
    pub(super) first_rank_pawn_drops: bool,
    /// `promotionZonePawnDrops`.
    pub(super) promotion_zone_pawn_drops: bool,
    /// `dropRegionWhite`, `dropRegionBlack`.
    pub(super) drop_region: [Region; 2],
    /// `dropOppositeColoredBishop`.
    pub(super) drop_opposite_colored_bishop: bool,
    /// `dropNoDoubled`: the type no two of which may share a file.
    pub(super) drop_no_doubled: Option<Type>,
    /// `dropNoDoubledCount`.
    pub(super) drop_no_doubled_count: u32,
    /// `immobilityIllegal`.
    pub(super) immobility_illegal: bool,
    /// `sittuyinRookDrop`: rooks are dropped on the side's first rank
    /// only.
    pub(super) sittuyin_rook_drop: bool,
    /// `sittuyinPromotion`: pawns promote by a move of their own, not by
    /// moving into the zone.
    pub(super) sittuyin_promotion: bool,
    /// `pieceDemotion`: a promoted piece's move may demote it.
    pub(super) piece_demotion: bool,
    /// `piecePromotionOnCapture`: only captures promote (or demote) a
    /// piece.
    pub(super) piece_promotion_on_capture: bool,
    /// `dropPromoted`: a piece in hand may be dropped as its promoted
    /// type.
    pub(super) drop_promoted: bool,
    /// Warnings met reading the sections: unknown keys, booleans that are
    /// neither `true` nor `false`.
    pub(super) warnings: Vec<String>,
}

/// Beyond the last rank of any board: a zone "to the end".
const LAST_RANK: u32 = 64;

/// Black's ranks for White's `first..=last` on a board of `height` ranks
/// (none that would fall off it).
fn relative_ranks(height: u32, first: u32, last: u32) -> Vec<u32> {
    (first..=last)
        .filter_map(|r| (height + 1).checked_sub(r).filter(|&r| r > 0))
        .collect()
}

fn typed(key: &str) -> Type {
    Type::named(key).unwrap_or(PAWN)
}

impl Variant {
    /// Whether the section has Fairy-Stockfish's royal `king` (not
    /// `king = -`).
    pub(super) fn has_king(&self) -> bool {
        self.letters.contains_key(&Type::King)
    }

    /// A section without a parent: Fairy-Stockfish's defaults, with no
    /// pieces and nothing to promote to ("standard chess without any
    /// predefined pieces").
    pub(super) fn root() -> Variant {
        Variant {
            max_rank: 8,
            max_file: 8,
            letters: BTreeMap::new(),
            custom: BTreeMap::new(),
            king_betza: None,
            start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned(),
            promotion_region: [Region::ranks(&[8]), Region::ranks(&[1])],
            promotion_pawn_types: [vec![PAWN], vec![PAWN]],
            main_pawn_type: [Some(PAWN), Some(PAWN)],
            promotion_piece_types: [Vec::new(), Vec::new()],
            promotion_limit: BTreeMap::new(),
            mandatory_pawn_promotion: true,
            promoted_piece_type: BTreeMap::new(),
            mandatory_piece_promotion: false,
            mobility_region: BTreeMap::new(),
            double_step: true,
            double_step_region: [Region::ranks(&[2]), Region::ranks(&[7])],
            triple_step_region: [Region::default(), Region::default()],
            en_passant_region: [Region::all(), Region::all()],
            en_passant_types: [vec![PAWN], vec![PAWN]],
            castling: true,
            castling_files: [6, 2],
            castling_rank: 0,
            castling_king_piece: [
                Pieces::Some(vec![Type::King]),
                Pieces::Some(vec![Type::King]),
            ],
            castling_rook_pieces: [vec![typed("rook")], vec![typed("rook")]],
            // (Fairy-Stockfish's `FILE_MAX`, the last file of any board.)
            castling_rook_files: [11, 0],
            castling_dropped_piece: false,
            opposite_castling: false,
            castling_wins: [[false; 2]; 2],
            chess960: false,
            checking: true,
            must_capture: false,
            flying_general: false,
            soldier_promotion_rank: 1,
            diagonal_lines: None,
            pass: [false; 2],
            pass_on_stalemate: [false; 2],
            bikjang: false,
            makpong_rule: false,
            gating: false,
            seirawan_gating: false,
            cambodian_moves: false,
            walling: None,
            wall_or_move: false,
            king_type: None,
            blast_on_capture: false,
            blast_immune_types: Vec::new(),
            mutually_immune_types: Vec::new(),
            petrify_on_capture_types: Vec::new(),
            extinction_value: false,
            extinction_claim: false,
            extinction_pseudo_royal: false,
            duple_check: false,
            extinction_piece_types: Pieces::Some(Vec::new()),
            extinction_piece_count: 0,
            extinction_opponent_piece_count: 0,
            flag_piece: [Pieces::All, Pieces::All],
            flag_region: [Region::default(), Region::default()],
            flag_move: false,
            flag_piece_safe: false,
            flag_piece_count: 1,
            flag_piece_blocked_win: false,
            check_counting: false,
            connect: [0; 3],
            connect_piece_types: Pieces::All,
            connect_lines: [true; 3],
            two_boards: false,
            drop_checks: true,
            must_drop: false,
            enclosing_drop: None,
            enclosing_drop_start: Region::default(),
            flip_enclosed: None,
            free_drops: false,
            adjudicate_full_board: false,
            connect_regions: Default::default(),
            must_drop_type: Pieces::All,
            piece_drops: false,
            drop_loop: false,
            captures_to_hand: false,
            first_rank_pawn_drops: false,
            promotion_zone_pawn_drops: false,
            drop_region: [Region::all(), Region::all()],
            drop_opposite_colored_bishop: false,
            drop_no_doubled: None,
            drop_no_doubled_count: 1,
            immobility_illegal: false,
            sittuyin_rook_drop: false,
            sittuyin_promotion: false,
            piece_demotion: false,
            piece_promotion_on_capture: false,
            drop_promoted: false,
            warnings: Vec::new(),
        }
    }

    /// The type with `letter`, if the variant has one.
    pub(super) fn type_of(&self, letter: char) -> Option<Type> {
        type_with(&self.letters, letter)
    }

    /// What Fairy-Stockfish concludes once a section is read: no double
    /// steps without regions, and no regions without double steps.
    pub(super) fn conclude(&mut self) {
        if !self.double_step {
            self.double_step_region = [Region::default(), Region::default()];
        }
        if self.double_step_region == [Region::default(), Region::default()] {
            self.double_step = false;
        }
    }

    /// Gives `t` the letter `letter`, removing the piece that had it.
    fn add_piece(&mut self, t: Type, letter: char) {
        if let Some(old) = self.type_of(letter) {
            self.remove_piece(old);
        }
        self.letters.insert(t, letter);
    }

    /// Removes `t`, and from the promotion pieces.
    fn remove_piece(&mut self, t: Type) {
        self.letters.remove(&t);
        for side in &mut self.promotion_piece_types {
            side.retain(|&p| p != t);
        }
    }

    /// Applies a section's entries, in Fairy-Stockfish's order; an error
    /// names the file, the line, the section and the key.
    /// `builtin`: the section is our transcription of a built-in variant,
    /// which may say `kingType`.
    pub(super) fn apply(
        &mut self,
        (path, builtin): (&str, bool),
        section: &Section,
    ) -> Result<(), String> {
        let mut keys = Keys {
            path,
            section,
            used: Vec::new(),
        };
        self.size(&mut keys)?;
        self.pieces(&mut keys)?;
        if builtin && let Some(e) = keys.take("kingType") {
            let t = Type::named(e.value.trim())
                .filter(|t| t.betza().is_some())
                .ok_or_else(|| keys.error(e, "no predefined piece type has this name"))?;
            self.king_type = Some(t);
            self.king_betza = t.betza().map(str::to_owned);
        }
        if builtin {
            self.free_drops = keys.boolean("freeDrops", self.free_drops, &mut self.warnings);
        }
        self.promotion(&mut keys)?;
        self.steps(&mut keys)?;
        self.rest(&mut keys)?;
        for entry in &section.entries {
            let key = entry.key.as_str();
            if keys.used.contains(&key) || SET_ASIDE.contains(&key) {
                continue;
            }
            if NOT_PLAYED.contains(&key) {
                return Err(keys.error(
                    entry,
                    "the engine does not play this Fairy-Stockfish option from a variants.ini yet",
                ));
            }
            self.warnings.push(format!(
                "{path}:{}: [{}] `{key}` is not a Fairy-Stockfish option; it is ignored, as Fairy-Stockfish ignores it",
                entry.line, section.name
            ));
        }
        Ok(())
    }

    fn size(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        if let Some(e) = keys.take("maxRank") {
            self.max_rank = values::rank(&e.value).map_err(|m| keys.error(e, &m))? + 1;
        }
        if let Some(e) = keys.take("maxFile") {
            self.max_file = values::file(&e.value).map_err(|m| keys.error(e, &m))? + 1;
        }
        Ok(())
    }

    fn pieces(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        for t in Type::all() {
            let key = t.key();
            self.mobility_region(keys, t)?;
            let Some(e) = keys.take(&key) else { continue };
            let value = e.value.as_str();
            match value.chars().next() {
                Some(c) if c.is_ascii_alphabetic() => {
                    self.add_piece(t, c.to_ascii_lowercase());
                    let betza = value.get(2..).unwrap_or("");
                    match t {
                        Type::Custom(n) => {
                            if betza.contains('e') {
                                for side in &mut self.en_passant_types {
                                    side.push(t);
                                }
                            }
                            self.custom
                                .insert(n, super::moves::moving_lame(betza.trim_end()));
                        }
                        Type::King => {
                            self.king_type = None;
                            self.king_betza =
                                Some(betza.trim_end().to_owned()).filter(|b| !b.is_empty());
                        }
                        Type::Predefined(_) => {}
                    }
                }
                _ => self.remove_piece(t),
            }
        }
        Ok(())
    }

    /// A type's `mobilityRegionWhiteX` and `mobilityRegionBlackX` (`X` its
    /// key, capitalised: `mobilityRegionWhiteKing`,
    /// `mobilityRegionBlackCustomPiece6`).
    fn mobility_region(&mut self, keys: &mut Keys<'_>, t: Type) -> Result<(), String> {
        let key = t.key();
        let mut chars = key.chars();
        let capitalised: String = chars
            .next()
            .map(|c| c.to_ascii_uppercase())
            .into_iter()
            .chain(chars)
            .collect();
        for (side, colour) in ["White", "Black"].iter().enumerate() {
            if let Some(mut region) =
                keys.region(&format!("mobilityRegion{colour}{capitalised}"))?
            {
                // (Fairy-Stockfish reads an empty region, `-`, as none.)
                if region == Region::default() {
                    region = Region::all();
                }
                self.mobility_region
                    .entry(t)
                    .or_insert_with(|| [Region::all(), Region::all()])[side] = region;
            }
        }
        Ok(())
    }

    fn promotion(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        if let Some(e) = keys.take("promotionRank") {
            let r = values::rank(&e.value).map_err(|m| keys.error(e, &m))? + 1;
            // White's zone runs to the last rank of any board; Black's
            // mirrors it on this one (Fairy-Stockfish's `zone_bb`).
            self.promotion_region = [
                Region::ranks(&(r..=LAST_RANK).collect::<Vec<u32>>()),
                Region::ranks(&relative_ranks(self.max_rank, r, LAST_RANK)),
            ];
        }
        // As Fairy-Stockfish, `doubleStepRankMin` is read only without
        // `doubleStepRank`.
        let (most, least) = match keys.take("doubleStepRank") {
            Some(_) => {
                keys.take("doubleStepRankMin");
                (Some(keys.rank_or("doubleStepRank", 2)?), 2)
            }
            None => (None, keys.rank_or("doubleStepRankMin", 2)?),
        };
        if most.is_some() || keys.section.get("doubleStepRankMin").is_some() {
            let most = most.unwrap_or(2);
            self.double_step_region = [
                Region::ranks(&(least..=most).collect::<Vec<u32>>()),
                Region::ranks(&relative_ranks(self.max_rank, least, most)),
            ];
        }
        if let Some(region) = keys.region("whiteFlag")? {
            self.flag_region[0] = region;
        }
        if let Some(region) = keys.region("blackFlag")? {
            self.flag_region[1] = region;
        }
        if let Some(region) = keys.region("whiteDropRegion")? {
            self.drop_region[0] = region;
        }
        if let Some(region) = keys.region("blackDropRegion")? {
            self.drop_region[1] = region;
        }
        if let Some(types) = types(&self.letters, keys, "pawnTypes")? {
            self.main_pawn_type = [types.last().copied(); 2];
            self.promotion_pawn_types = [types.clone(), types.clone()];
            self.en_passant_types = [types.clone(), types];
        }
        self.chess960 = keys.boolean("chess960", self.chess960, &mut self.warnings);
        self.two_boards = keys.boolean("twoBoards", self.two_boards, &mut self.warnings);
        if let Some(e) = keys.take("startFen") {
            self.start_fen = e.value.trim_end().to_owned();
        }
        keys.sided(
            "promotionRegion",
            false,
            &mut self.promotion_region,
            Keys::region,
        )?;
        let letters = &self.letters;
        let read = |keys: &mut Keys<'_>, key: &str| types(letters, keys, key);
        keys.sided(
            "promotionPawnTypes",
            true,
            &mut self.promotion_pawn_types,
            read,
        )?;
        // (The main type is the last letter read.)
        keys.sided(
            "promotionPawnTypes",
            true,
            &mut self.main_pawn_type,
            |keys, key| Ok(read(keys, key)?.map(|types| types.last().copied())),
        )?;
        keys.sided(
            "promotionPieceTypes",
            true,
            &mut self.promotion_piece_types,
            read,
        )?;
        self.promotion_limits(keys)?;
        self.promoted_types(keys)?;
        self.mandatory_pawn_promotion = keys.boolean(
            "mandatoryPawnPromotion",
            self.mandatory_pawn_promotion,
            &mut self.warnings,
        );
        self.blast_on_capture =
            keys.boolean("blastOnCapture", self.blast_on_capture, &mut self.warnings);
        for (key, target) in [
            ("blastImmuneTypes", &mut self.blast_immune_types),
            ("mutuallyImmuneTypes", &mut self.mutually_immune_types),
            ("petrifyOnCaptureTypes", &mut self.petrify_on_capture_types),
        ] {
            if let Some(types) = types(&self.letters, keys, key)? {
                *target = types;
            }
        }
        Ok(())
    }

    /// `sittuyinPromotion`, and `promotionLimit`: the most of a type a
    /// side may have by promotion.
    fn promotion_limits(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        self.sittuyin_promotion = keys.boolean(
            "sittuyinPromotion",
            self.sittuyin_promotion,
            &mut self.warnings,
        );
        if let Some(e) = keys.take("promotionLimit") {
            for (letter, count) in values::limits(&e.value).map_err(|m| keys.error(e, &m))? {
                let t = self
                    .type_of(letter)
                    .ok_or_else(|| keys.error(e, &format!("no piece has the letter `{letter}`")))?;
                // (A limit of 0 is none, as in Fairy-Stockfish.)
                if count == 0 {
                    self.promotion_limit.remove(&t);
                } else {
                    self.promotion_limit.insert(t, count);
                }
            }
        }
        Ok(())
    }

    /// Shogi's promotions: `mandatoryPiecePromotion`, `pieceDemotion`,
    /// `piecePromotionOnCapture`, and `promotedPieceType`'s
    /// `base:promoted` pairs (`base:-` taking a promotion away).
    fn promoted_types(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        let w = &mut self.warnings;
        self.mandatory_piece_promotion =
            keys.boolean("mandatoryPiecePromotion", self.mandatory_piece_promotion, w);
        self.piece_demotion = keys.boolean("pieceDemotion", self.piece_demotion, w);
        self.piece_promotion_on_capture = keys.boolean(
            "piecePromotionOnCapture",
            self.piece_promotion_on_capture,
            w,
        );
        let Some(e) = keys.take("promotedPieceType") else {
            return Ok(());
        };
        for (base, promoted) in values::promoted(&e.value).map_err(|m| keys.error(e, &m))? {
            let typed = |letter: char| {
                self.type_of(letter)
                    .ok_or_else(|| keys.error(e, &format!("no piece has the letter `{letter}`")))
            };
            let base = typed(base)?;
            match promoted {
                Some(letter) => {
                    let promoted = typed(letter)?;
                    self.promoted_piece_type.insert(base, promoted);
                }
                None => {
                    self.promoted_piece_type.remove(&base);
                }
            }
        }
        Ok(())
    }

    fn steps(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        self.double_step = keys.boolean("doubleStep", self.double_step, &mut self.warnings);
        keys.sided(
            "doubleStepRegion",
            false,
            &mut self.double_step_region,
            Keys::region,
        )?;
        keys.sided(
            "tripleStepRegion",
            false,
            &mut self.triple_step_region,
            Keys::region,
        )?;
        keys.sided(
            "enPassantRegion",
            true,
            &mut self.en_passant_region,
            Keys::region,
        )?;
        let letters = &self.letters;
        keys.sided(
            "enPassantTypes",
            true,
            &mut self.en_passant_types,
            |keys, key| types(letters, keys, key),
        )?;
        Ok(())
    }

    fn rest(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        self.castling = keys.boolean("castling", self.castling, &mut self.warnings);
        self.castling_dropped_piece = keys.boolean(
            "castlingDroppedPiece",
            self.castling_dropped_piece,
            &mut self.warnings,
        );
        files(
            keys,
            ["castlingKingsideFile", "castlingQueensideFile"],
            &mut self.castling_files,
        )?;
        self.opposite_castling = keys.boolean(
            "oppositeCastling",
            self.opposite_castling,
            &mut self.warnings,
        );
        if let Some(e) = keys.take("castlingWins") {
            self.castling_wins =
                values::castling_rights(&e.value).map_err(|m| keys.error(e, &m))?;
        }
        if let Some(e) = keys.take("castlingRank") {
            self.castling_rank = values::rank(&e.value).map_err(|m| keys.error(e, &m))?;
        }
        let letters = &self.letters;
        let read = |keys: &mut Keys<'_>, key: &str| types(letters, keys, key);
        keys.sided(
            "castlingKingPiece",
            true,
            &mut self.castling_king_piece,
            |keys, key| single(letters, keys, key),
        )?;
        files(
            keys,
            ["castlingRookKingsideFile", "castlingRookQueensideFile"],
            &mut self.castling_rook_files,
        )?;
        keys.sided(
            "castlingRookPieces",
            true,
            &mut self.castling_rook_pieces,
            read,
        )?;
        self.checking = keys.boolean("checking", self.checking, &mut self.warnings);
        self.must_capture = keys.boolean("mustCapture", self.must_capture, &mut self.warnings);
        self.flying_general =
            keys.boolean("flyingGeneral", self.flying_general, &mut self.warnings);
        self.soldier_promotion_rank =
            keys.rank_or("soldierPromotionRank", self.soldier_promotion_rank)?;
        if let Some(lines) = keys.region("diagonalLines")? {
            self.diagonal_lines = Some(lines);
        }
        let w = &mut self.warnings;
        let pass = keys.boolean("pass", false, w);
        if keys.section.get("pass").is_some() {
            self.pass = [pass; 2];
        }
        self.pass[0] = keys.boolean("passWhite", self.pass[0], w);
        self.pass[1] = keys.boolean("passBlack", self.pass[1], w);
        let stalemated = keys.boolean("passOnStalemate", false, w);
        if keys.section.get("passOnStalemate").is_some() {
            self.pass_on_stalemate = [stalemated; 2];
        }
        for (side, key) in ["passOnStalemateWhite", "passOnStalemateBlack"]
            .into_iter()
            .enumerate()
        {
            self.pass_on_stalemate[side] = keys.boolean(key, self.pass_on_stalemate[side], w);
        }
        self.bikjang = keys.boolean("bikjangRule", self.bikjang, w);
        self.makpong_rule = keys.boolean("makpongRule", self.makpong_rule, w);
        self.drops(keys)?;
        self.gates(keys)?;
        self.game_ends(keys)
    }

    /// Drops and where captured pieces go.
    fn drops(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        let w = &mut self.warnings;
        self.drop_checks = keys.boolean("dropChecks", self.drop_checks, w);
        self.must_drop = keys.boolean("mustDrop", self.must_drop, w);
        if keys.boolean("dropOnTop", false, w) {
            self.enclosing_drop = Some(EnclosingDrop::Top);
        }
        if let Some(e) = keys.take("enclosingDrop") {
            self.enclosing_drop = match e.value.as_str() {
                "top" => Some(EnclosingDrop::Top),
                "anyside" => Some(EnclosingDrop::AnySide),
                "reversi" => Some(EnclosingDrop::Reversi),
                // (Fairy-Stockfish's `quadwrangle` drops as `ataxx`'s.)
                "ataxx" | "quadwrangle" => Some(EnclosingDrop::Ataxx),
                "snort" => Some(EnclosingDrop::Snort),
                "none" => None,
                _ => {
                    // (Fairy-Stockfish reads any other value as none.)
                    self.warnings.push(keys.error(
                        e,
                        "not `reversi`, `ataxx`, `quadwrangle`, `snort`, `anyside`, `top` or `none`; read as `none`, as Fairy-Stockfish reads it",
                    ));
                    None
                }
            };
        }
        if let Some(start) = keys.region("enclosingDropStart")? {
            self.enclosing_drop_start = start;
        }
        if let Some(e) = keys.take("flipEnclosedPieces") {
            self.flip_enclosed = match e.value.as_str() {
                "reversi" => Some(FlipEnclosed::Reversi),
                "ataxx" => Some(FlipEnclosed::Ataxx),
                "quadwrangle" => Some(FlipEnclosed::Quadwrangle),
                "none" => None,
                "snort" | "anyside" | "top" => {
                    return Err(keys.error(
                        e,
                        "flips no piece the way Fairy-Stockfish flips them (`reversi`, `ataxx`, `quadwrangle` or `none`)",
                    ));
                }
                _ => {
                    self.warnings.push(keys.error(
                        e,
                        "not `reversi`, `ataxx`, `quadwrangle` or `none`; read as `none`, as Fairy-Stockfish reads it",
                    ));
                    None
                }
            };
        }
        if let Some(set) = pieces(&self.letters, keys, "mustDropType")? {
            self.must_drop_type = set;
        }
        let w = &mut self.warnings;
        self.piece_drops = keys.boolean("pieceDrops", self.piece_drops, w);
        self.drop_loop = keys.boolean("dropLoop", self.drop_loop, w);
        self.captures_to_hand = keys.boolean("capturesToHand", self.captures_to_hand, w);
        self.first_rank_pawn_drops =
            keys.boolean("firstRankPawnDrops", self.first_rank_pawn_drops, w);
        self.promotion_zone_pawn_drops =
            keys.boolean("promotionZonePawnDrops", self.promotion_zone_pawn_drops, w);
        keys.sided("dropRegion", false, &mut self.drop_region, Keys::region)?;
        let w = &mut self.warnings;
        self.drop_opposite_colored_bishop = keys.boolean(
            "dropOppositeColoredBishop",
            self.drop_opposite_colored_bishop,
            w,
        );
        if let Some(e) = keys.section.get("dropNoDoubled") {
            let set = types(&self.letters, keys, "dropNoDoubled")?.unwrap_or_default();
            match set[..] {
                [] => self.drop_no_doubled = None,
                [t] => self.drop_no_doubled = Some(t),
                _ => return Err(keys.error(e, "one piece letter, or `-`")),
            }
        }
        if let Some(n) = keys.number("dropNoDoubledCount")? {
            self.drop_no_doubled_count = n;
        }
        self.immobility_illegal = keys.boolean(
            "immobilityIllegal",
            self.immobility_illegal,
            &mut self.warnings,
        );
        let w = &mut self.warnings;
        self.sittuyin_rook_drop = keys.boolean("sittuyinRookDrop", self.sittuyin_rook_drop, w);
        self.drop_promoted = keys.boolean("dropPromoted", self.drop_promoted, w);
        Ok(())
    }

    /// Gates and walls: `gating`, `seirawanGating`, `cambodianMoves`, and
    /// `wallingRule`, of which the engine plays all but `static`, and
    /// `wallOrMove`.
    fn gates(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        let w = &mut self.warnings;
        self.gating = keys.boolean("gating", self.gating, w);
        self.seirawan_gating = keys.boolean("seirawanGating", self.seirawan_gating, w);
        self.cambodian_moves = keys.boolean("cambodianMoves", self.cambodian_moves, w);
        self.wall_or_move = keys.boolean("wallOrMove", self.wall_or_move, w);
        if let Some(e) = keys.take("wallingRule") {
            self.walling = match e.value.trim() {
                "duck" => Some(Walling::Duck),
                "edge" => Some(Walling::EdgeOrMove),
                "arrow" => Some(Walling::Arrow),
                "past" => Some(Walling::Past),
                "none" => None,
                "static" => {
                    return Err(keys.error(
                        e,
                        "the engine plays the walling rules `duck`, `arrow`, `past` and `edge` only (and `none`)",
                    ));
                }
                _ => {
                    // (Fairy-Stockfish reads any other value as none.)
                    self.warnings.push(keys.error(
                        e,
                        "not `arrow`, `duck`, `edge`, `past`, `static` or `none`; read as `none`, as Fairy-Stockfish reads it",
                    ));
                    None
                }
            };
        }
        Ok(())
    }

    /// Extinction, flags and check counting.
    fn game_ends(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        if let Some(e) = keys.take("extinctionValue") {
            self.extinction_value = match e.value.as_str() {
                "none" => false,
                "win" | "loss" | "draw" => true,
                _ => return Err(keys.error(e, "not `win`, `loss`, `draw` or `none`")),
            };
        }
        let w = &mut self.warnings;
        self.extinction_claim = keys.boolean("extinctionClaim", self.extinction_claim, w);
        self.extinction_pseudo_royal =
            keys.boolean("extinctionPseudoRoyal", self.extinction_pseudo_royal, w);
        self.duple_check = keys.boolean("dupleCheck", self.duple_check, w);
        if let Some(set) = pieces(&self.letters, keys, "extinctionPieceTypes")? {
            self.extinction_piece_types = set;
        }
        if let Some(n) = keys.number("extinctionPieceCount")? {
            self.extinction_piece_count = n;
        }
        if let Some(n) = keys.number("extinctionOpponentPieceCount")? {
            self.extinction_opponent_piece_count = n;
        }
        let letters = &self.letters;
        keys.sided("flagPiece", true, &mut self.flag_piece, |keys, key| {
            single(letters, keys, key)
        })?;
        keys.sided("flagRegion", true, &mut self.flag_region, Keys::region)?;
        let w = &mut self.warnings;
        self.flag_move = keys.boolean("flagMove", self.flag_move, w);
        self.flag_piece_safe = keys.boolean("flagPieceSafe", self.flag_piece_safe, w);
        self.flag_piece_blocked_win =
            keys.boolean("flagPieceBlockedWin", self.flag_piece_blocked_win, w);
        if let Some(n) = keys.number("flagPieceCount")? {
            self.flag_piece_count = n;
        }
        self.check_counting = keys.boolean("checkCounting", self.check_counting, w);
        self.adjudicate_full_board =
            keys.boolean("adjudicateFullBoard", self.adjudicate_full_board, w);
        self.connection(keys)?;
        debug_assert!(keys.used.iter().all(|k| PLAYED.contains(k)
            || Type::named(k).is_some()
            || k.starts_with("mobilityRegion")
            || *k == "kingType"
            || *k == "freeDrops"));
        Ok(())
    }

    /// Connection rules (`connectN`, `connectNxN`, `collinearN`), the
    /// lines and pieces they count, and `connectValue` (a connection ends
    /// the game; the engine counts no score).
    fn connection(&mut self, keys: &mut Keys<'_>) -> Result<(), String> {
        for (n, key) in self
            .connect
            .iter_mut()
            .zip(["connectN", "connectNxN", "collinearN"])
        {
            if let Some(value) = keys.number(key)? {
                *n = value;
            }
        }
        if let Some(set) = pieces(&self.letters, keys, "connectPieceTypes")? {
            self.connect_piece_types = set;
        }
        let w = &mut self.warnings;
        for (line, key) in (self.connect_lines.iter_mut()).zip([
            "connectHorizontal",
            "connectVertical",
            "connectDiagonal",
        ]) {
            *line = keys.boolean(key, *line, w);
        }
        for (n, region) in ["connectRegion1", "connectRegion2"].into_iter().enumerate() {
            let mut sides = [
                self.connect_regions[0][n].clone(),
                self.connect_regions[1][n].clone(),
            ];
            keys.sided(region, false, &mut sides, Keys::region)?;
            let [white, black] = sides;
            self.connect_regions[0][n] = white;
            self.connect_regions[1][n] = black;
        }
        if let Some(e) = keys.take("connectValue")
            && !matches!(e.value.as_str(), "win" | "loss" | "draw")
        {
            return Err(keys.error(e, "not `win`, `loss` or `draw`"));
        }
        Ok(())
    }
}

/// The files (from 0) the kingside and queenside `names` give, where the
/// section gives them, into `files`.
fn files(keys: &mut Keys<'_>, names: [&str; 2], files: &mut [u32; 2]) -> Result<(), String> {
    for (file, name) in files.iter_mut().zip(names) {
        if let Some(e) = keys.take(name) {
            *file = values::file(&e.value).map_err(|m| keys.error(e, &m))?;
        }
    }
    Ok(())
}

/// The type written `letter` among `letters`, if any.
fn type_with(letters: &BTreeMap<Type, char>, letter: char) -> Option<Type> {
    letters.iter().find(|&(_, &l)| l == letter).map(|(&t, _)| t)
}

/// A piece set's types, if the section gives the key; `*` and a letter
/// no piece has are errors.
fn types(
    letters: &BTreeMap<Type, char>,
    keys: &mut Keys<'_>,
    key: &str,
) -> Result<Option<Vec<Type>>, String> {
    let Some(e) = keys.take(key) else {
        return Ok(None);
    };
    match values::letters(&e.value).map_err(|m| keys.error(e, &m))? {
        Letters::All => Err(keys.error(e, "`*` (every piece) is not read for this option")),
        Letters::Some(wanted) => wanted
            .into_iter()
            .map(|l| {
                type_with(letters, l)
                    .ok_or_else(|| keys.error(e, &format!("no piece has the letter `{l}`")))
            })
            .collect::<Result<Vec<Type>, String>>()
            .map(Some),
    }
}

/// A piece set that may be every piece (`*`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Pieces {
    /// `*`: every piece.
    All,
    /// These types.
    Some(Vec<Type>),
}

/// A one-type option (`flagPiece`, `castlingKingPiece`) as
/// Fairy-Stockfish reads it, if the section gives the key: its last letter
/// wins, and `*`, `-` or no letter before a `-` is every piece
/// (Fairy-Stockfish's `ALL_PIECES`).
fn single(
    letters: &BTreeMap<Type, char>,
    keys: &mut Keys<'_>,
    key: &str,
) -> Result<Option<Pieces>, String> {
    let Some(e) = keys.take(key) else {
        return Ok(None);
    };
    let mut last = Pieces::All;
    for c in e.value.chars().filter(|c| !c.is_whitespace()) {
        last = match c {
            '-' => break,
            '*' => Pieces::All,
            c if c.is_ascii_alphabetic() => {
                let letter = c.to_ascii_lowercase();
                let t = type_with(letters, letter)
                    .ok_or_else(|| keys.error(e, &format!("no piece has the letter `{letter}`")))?;
                Pieces::Some(vec![t])
            }
            other => {
                return Err(keys.error(e, &format!("`{other}` is not a piece letter, `*` or `-`")));
            }
        };
    }
    Ok(Some(last))
}

/// A piece set that may be `*`, if the section gives the key.
fn pieces(
    letters: &BTreeMap<Type, char>,
    keys: &mut Keys<'_>,
    key: &str,
) -> Result<Option<Pieces>, String> {
    match keys.section.get(key).map(|e| values::letters(&e.value)) {
        Some(Ok(Letters::All)) => {
            keys.take(key);
            Ok(Some(Pieces::All))
        }
        _ => Ok(types(letters, keys, key)?.map(Pieces::Some)),
    }
}

/// A section's entries as the options read them: which were read, and
/// errors naming where.
struct Keys<'a> {
    path: &'a str,
    section: &'a Section,
    used: Vec<&'a str>,
}

impl<'a> Keys<'a> {
    /// The entry for `key`, marked read.
    fn take(&mut self, key: &str) -> Option<&'a Entry> {
        let entry = self.section.get(key)?;
        self.used.push(entry.key.as_str());
        Some(entry)
    }

    /// `path:line: [section] key = value: message`.
    fn error(&self, e: &Entry, message: &str) -> String {
        format!(
            "{}:{}: [{}] `{} = {}`: {message}",
            self.path,
            e.line,
            self.section.name,
            e.key,
            e.value.trim_end()
        )
    }

    fn boolean(&mut self, key: &str, default: bool, warnings: &mut Vec<String>) -> bool {
        let Some(e) = self.take(key) else {
            return default;
        };
        let (value, warning) = values::boolean(&e.value);
        if let Some(w) = warning {
            warnings.push(self.error(e, &w));
        }
        value
    }

    fn region(&mut self, key: &str) -> Result<Option<Region>, String> {
        let Some(e) = self.take(key) else {
            return Ok(None);
        };
        Region::parse(&e.value)
            .map(Some)
            .map_err(|m| self.error(e, &m))
    }

    /// `KEY` (both sides, where `shared`), then `KEYWhite` and
    /// `KEYBlack`, each read by `read`, into `target`.
    fn sided<T: Clone>(
        &mut self,
        key: &str,
        shared: bool,
        target: &mut [T; 2],
        mut read: impl FnMut(&mut Self, &str) -> Result<Option<T>, String>,
    ) -> Result<(), String> {
        if shared && let Some(both) = read(self, key)? {
            target[1].clone_from(&both);
            target[0] = both;
        }
        for (side, colour) in ["White", "Black"].iter().enumerate() {
            if let Some(one) = read(self, &format!("{key}{colour}"))? {
                target[side] = one;
            }
        }
        Ok(())
    }

    /// A whole number, if the section gives the key.
    fn number(&mut self, key: &str) -> Result<Option<u32>, String> {
        let Some(e) = self.take(key) else {
            return Ok(None);
        };
        values::number(&e.value)
            .map(Some)
            .map_err(|m| self.error(e, &m))
    }

    /// A rank key's value from 1, or `default`.
    fn rank_or(&mut self, key: &str, default: u32) -> Result<u32, String> {
        match self.take(key) {
            None => Ok(default),
            Some(e) => values::rank(&e.value)
                .map(|r| r + 1)
                .map_err(|m| self.error(e, &m)),
        }
    }
}
