//! Rules once played wrong, each written as a `variants.ini` section
//! (from a section of Fairy-Stockfish's own `variants.ini`, its rules
//! restated here), with a spec written by hand where the importer does not
//! take the section's pawns, and held to Fairy-Stockfish's counts (commit
//! c19b5f6c, `go perft`, loaded with `VariantPath`; the numbers are not
//! ours), on the search and the make-and-test reference alike. Each
//! variant was also compared with Fairy-Stockfish on positions after
//! random plies from its start (32 positions, depths 1-3, all equal)
//! before its row was kept.

mod support;

use pawnshift_engine::PawnRules;
use pawnshift_engine::game::Rules;
use pawnshift_engine::notes::fsf::VariantsIni;
use pawnshift_engine::notes::{Extinction, Notes, Walling};
use support::make_and_test;

/// The rules of the only section of `ini`: its spec, or `spec` beside it
/// (the section then says only what is beyond the pawns).
fn rules(ini: &str, spec: Option<&str>) -> Rules {
    let ini = VariantsIni::parse("regressions.ini", ini).unwrap_or_else(|e| panic!("{e}"));
    let name = ini.section_for("").unwrap_or_else(|e| panic!("{e}"));
    let (spec, notes) = match spec {
        Some(spec) => (
            spec.to_owned(),
            ini.notes(name).unwrap_or_else(|e| panic!("{e}")).notes,
        ),
        None => {
            let imported = ini.import(name).unwrap_or_else(|e| panic!("{e}"));
            (imported.spec, imported.notes)
        }
    };
    let pawns = PawnRules::load("spec", &spec)
        .unwrap_or_else(|e| panic!("{e}"))
        .remove(0);
    Rules::<u128>::with_notes(&pawns, &notes).unwrap_or_else(|e| panic!("{e}"))
}

/// Each `(FEN, depth, count)` by `Rules::perft` and by making and testing
/// every move (never the fast path).
fn check(rules: &Rules, rows: &[(&str, u32, u64)]) {
    for &(fen, depth, want) in rows {
        let board = rules.position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(rules.perft(&board, depth), want, "`{fen}` depth {depth}");
        assert_eq!(
            make_and_test(rules, &board, depth),
            want,
            "`{fen}` depth {depth}, make and test"
        );
    }
}

/// A double step that lands in the promotion zone promotes, and leaves no
/// en-passant square: no pawn is left to take (`epicatomic`: atomic on
/// 10 x 8, Black promoting on ranks 5 to 1; the white pawn on d5 once
/// took the new bishop's square en passant). The section, written with
/// the options of Fairy-Stockfish's, is imported whole.
#[test]
fn a_promoting_double_step_makes_no_en_passant_square() {
    let rules = rules(
        "[epicatomic:atomic]
maxFile = 10
startFen = rnnbqkbnnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNNBQKBNNR w - - 0 1
castling = false
promotionPieceTypes = b
promotionRegionWhite = *6 *7 *8
promotionRegionBlack = *5 *4 *3 *2 *1
",
        None,
    );
    check(
        &rules,
        &[
            ("4k5/4p5/10/3P6/10/10/10/4K5 b - - 0 1", 2, 37),
            ("4k5/4p5/10/3P6/10/10/10/4K5 b - - 0 1", 3, 317),
            (
                "rnnbqkbnnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNNBQKBNNR w - - 0 1",
                3,
                23_386,
            ),
        ],
    );
}

/// A piece attacks only inside its region, as it moves only there
/// (`crowdedxiangqi`: xiangqi on 9 x 5, Black's palace on d3-f5; the white
/// advisor on d3, confined to its palace d1-f3, does not check the black
/// general on e4, which the engine once said it did).
#[test]
fn a_region_limits_what_a_piece_attacks() {
    let rules = rules(
        "[crowdedxiangqi:xiangqi]
maxRank = 5
startFen = rnbakabnr/pcp1p1pcp/9/PCP1P1PCP/RNBAKABNR w - - 0 1
mobilityRegionBlackKing = d3 e3 f3 d4 e4 f4 d5 e5 f5
mobilityRegionBlackFers = d3 e3 f3 d4 e4 f4 d5 e5 f5
mobilityRegionBlackElephant = *1 *2 *3 *4 *5
soldierPromotionRank = 4
",
        None,
    );
    check(
        &rules,
        &[
            ("r8/4k4/3A5/9/3K5 b - - 0 1", 1, 16),
            ("r8/4k4/3A5/9/3K5 b - - 0 1", 3, 412),
            (
                "rnbakabnr/pcp1p1pcp/9/PCP1P1PCP/RNBAKABNR w - - 0 1",
                3,
                1586,
            ),
        ],
    );
}

/// Where the duck is put decides whether a move leaves the king attacked:
/// it may block the line, or leave the square where it blocked one
/// (`atomicduck`: atomic with the duck; the black king's step to c6 is
/// legal with the duck on d5, e4 or f3, which the engine once missed).
#[test]
fn the_duck_decides_what_is_legal() {
    let rules = rules("[atomicduck:atomic]\nwallingRule = duck\n", None);
    check(
        &rules,
        &[
            ("8/3k4/8/8/8/8/6B1/4K3 b - - 0 1", 1, 430),
            ("8/3k4/8/8/8/8/6B1/4K3 b - - 0 1", 2, 348_120),
            ("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", 2, 393_876),
        ],
    );
    // The duck is lifted from where it stood and put where it goes
    // before the king's safety is asked, castling's walk included: the
    // king may castle across the bishop's line only where the duck is put
    // on it (the make-and-test search, which asks with the duck where it
    // stood, counts 712537 and 1883045).
    for (fen, depth, want) in [
        ("4k3/1b6/8/8/8/8/6N1/4K2R b K - 0 1", 2, 712_529),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 2, 1_882_985),
        ("4k3/1b6/8/8/2*5/8/6N1/4K2R w K - 0 1", 2, 721_162),
    ] {
        let board = rules.position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(rules.perft(&board, depth), want, "`{fen}` depth {depth}");
    }
}

/// Beside royal kings the duck is refused: Fairy-Stockfish's legality
/// there sees the duck where it stood, its checks where it is put.
#[test]
fn the_duck_beside_royal_kings_is_refused() {
    let pawns = PawnRules::load(
        "spec",
        "pub mod royalduck {
            white forward north { push 1; capture north_west | north_east; }
            black mirrors white;
        }",
    )
    .unwrap_or_else(|e| panic!("{e}"))
    .remove(0);
    let refused = |notes: &Notes| {
        Rules::<u128>::with_notes(&pawns, notes)
            .map(|_| ())
            .expect_err("refused")
            .to_string()
    };
    let royal = refused(&Notes {
        walling: Some(Walling::Duck),
        ..Notes::default()
    });
    assert!(royal.contains("the duck beside royal kings"), "{royal}");
    // Beside pseudo-royal kings or explosions, each move is tried with the
    // duck where it goes, and none of these rules is asked: refused.
    let commoners = Notes {
        commoner_kings: true,
        extinction: Some(Extinction {
            kinds: vec!["commoner".to_owned()],
            ..Extinction::default()
        }),
        walling: Some(Walling::Duck),
        ..Notes::default()
    };
    let atomic = Notes {
        pseudo_royal: true,
        explode: Some(Vec::new()),
        ..commoners.clone()
    };
    for (rule, notes) in [
        (
            "checkCounting",
            Notes {
                check_counting: true,
                ..atomic.clone()
            },
        ),
        (
            "checking = false",
            Notes {
                no_checks: true,
                ..atomic.clone()
            },
        ),
        (
            "pass",
            Notes {
                pass: true,
                ..atomic.clone()
            },
        ),
        (
            "mutuallyImmuneTypes",
            Notes {
                mutually_immune: vec!["commoner".to_owned()],
                ..atomic.clone()
            },
        ),
    ] {
        let why = refused(&notes);
        assert!(
            why.contains("the duck beside pseudo-royal kings or explosions"),
            "{rule}: {why}"
        );
    }
    let why = refused(&Notes {
        must_capture: true,
        ..commoners
    });
    assert!(why.contains("the duck beside compulsory captures"), "{why}");
}

/// Which pieces are royal is decided before the move: a promotion to a
/// second king does not let the king in check stay attacked (`backrank`:
/// commoner kings, royal while alone, pieces that reach the last rank
/// become kings; the knight's promotion on g8 once left the checked king
/// on g1 attacked; a pawn's promotion is a piece promotion, `p:k`, which
/// changes no royalty either: a king in check may not promote a pawn).
#[test]
fn royal_pieces_are_decided_before_the_move() {
    let rules = rules(
        "[backrank:chess]
king = -
commoner = k
castlingKingPiece = k
extinctionValue = loss
extinctionPieceTypes = k
extinctionPseudoRoyal = true
flagPiece = k
promotionPieceTypes = -
promotedPieceType = q:k r:k b:k n:k p:k
mandatoryPiecePromotion = true
flagRegionWhite = *8
flagRegionBlack = *1
",
        None,
    );
    // (While a pawn's promotion made the new king royal, the engine
    // counted 10682 for the first.)
    let promoting = "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1";
    let in_check = "3rk2r/1P4P1/8/8/8/8/1p4p1/R2K3R w k - 2 2";
    check(&rules, &[(promoting, 3, 10_673), (in_check, 3, 1_650)]);
    let fen = "rnb1k1nr/3pNppp/1pp5/p7/3Pp1q1/bPP4B/P3PP1P/RNBQ1RK1 w k - 0 11";
    check(&rules, &[(fen, 1, 3), (fen, 3, 3_272), (fen, 4, 112_699)]);
}

/// A side that must drop its pieces first and has no square to drop one
/// on moves on the board, and drops nothing (`sittuyin`: Black holds its
/// king and rook, and its half of the board is full).
#[test]
fn a_side_that_must_drop_and_cannot_moves_on_the_board() {
    let (_, _, rules) = support::load("sittuyin");
    let fen = "8/5N2/4pppp/pppp4/4PPPP/PPPP4/8/4K3[kr] b - - 0 1";
    check(&rules, &[(fen, 1, 24), (fen, 2, 480), (fen, 3, 4_859)]);
}

/// Castling rights that decide the game (`castlingWins`: castling on a
/// named flank wins, losing every named right loses) and castling that
/// takes the other side's right on its flank (`oppositeCastling`), by the
/// search and by making and testing, as Fairy-Stockfish counts them.
#[test]
fn castling_may_decide_the_game_or_take_the_other_side_s_right() {
    let wins = rules("[queenside-wins:chess]\ncastlingWins = Qq\n", None);
    check(
        &wins,
        &[
            ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 3, 1274),
            ("r3k2r/p6p/8/8/8/8/P6P/R3K2R b KQkq - 0 1", 3, 633),
            ("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1", 1, 0),
        ],
    );
    let opposite = rules("[opposite-flanks:chess]\noppositeCastling = true\n", None);
    check(
        &opposite,
        &[
            ("r3k2r/3p1p2/8/8/8/8/3P1P2/R3K2R w KQkq - 0 1", 3, 16924),
            ("r3k2r/3p1p2/8/8/8/8/3P1P2/R3K2R b KQkq - 0 1", 3, 16924),
        ],
    );
}

/// Without `immobilityIllegal`, a piece that may promote on the last rank
/// may also stay unpromoted there, where it never moves again (a lance
/// promoting to a rook), and pieces are dropped there, by the search and
/// by making and testing, as Fairy-Stockfish counts it.
#[test]
fn a_piece_may_stay_unpromoted_where_it_never_moves_again() {
    let lances = rules(
        "[stuck-lances:chess]\nlance = l\npromotedPieceType = l:r\n",
        None,
    );
    check(
        &lances,
        &[
            ("4k3/L7/8/8/8/8/l7/4K3 w - - 0 1", 1, 7),
            ("4k3/L7/8/8/8/8/l7/4K3 w - - 0 1", 3, 378),
            ("1r2k3/L7/8/8/8/8/8/4K2l b - - 0 1", 3, 1577),
        ],
    );
    // Shogi's pawns, lances and knights dropped on the last ranks too.
    let shogi = rules("[shogi-immobile:shogi]\nimmobilityIllegal = false\n", None);
    check(
        &shogi,
        &[("4k4/L8/1N7/P8/9/9/9/9/4K4[NLPnlp] w - - 0 1", 2, 51_620)],
    );
}

/// Fairy-Stockfish's `immobile` piece never moves: it blocks, is
/// captured, goes to the hand and is dropped (unless `immobilityIllegal`
/// forbids every drop of a piece that never moves), and a lance may
/// promote to it, by the search and by making and testing, as
/// Fairy-Stockfish counts it.
#[test]
fn a_piece_that_never_moves_blocks_is_captured_and_dropped() {
    let house = rules(
        "[stone-house:crazyhouse]\nimmobile = o\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Oo] w KQkq - 0 1\n",
        None,
    );
    check(
        &house,
        &[
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Oo] w KQkq - 0 1",
                2,
                2662,
            ),
            (
                "rn1qkbnr/pb1ppppp/1p4O1/2p5/2P1P3/2oB4/PP1P1PPP/RNBQK1NR[] w KQkq - 2 5",
                2,
                719,
            ),
        ],
    );
    let shogi = rules("[stone-shogi:shogi]\nimmobile = o\n", None);
    check(
        &shogi,
        &[(
            "lns1s2nb/3g2g1l/b1ppk1p+Rp/ppo6/P8/2O3O2/SPPPPPPPP/2GG1S2R/LN1K3NL[OOPPPo] b - - 0 17",
            2,
            790,
        )],
    );
    let lances = rules(
        "[lance-stones:chess]\nlance = l\nimmobile = o\npromotedPieceType = l:o\n",
        None,
    );
    check(
        &lances,
        &[
            ("4k3/L6p/8/8/8/8/6lP/4K3 w - - 0 1", 3, 741),
            ("4k3/L6p/8/8/8/8/6lP/4K3 b - - 0 1", 3, 755),
        ],
    );
}

/// Royal pieces beyond the king beside hands, where captures leave the
/// game (stardust's) and where they go to the hand (mounted's): pieces
/// in hand are dropped, one of a royal kind royal where it lands (as
/// Fairy-Stockfish decides it), by the search and by making and testing.
#[test]
fn royal_pieces_beside_hands() {
    let section = "[stone-royals:chess]\nking = -\ncommoner = k\nimmobile = o\ncastling = false\nextinctionValue = loss\nextinctionPieceTypes = ko\nextinctionPseudoRoyal = true\npieceDrops = true\n";
    let royals = rules(section, None);
    check(
        &royals,
        &[
            (
                "rnbqkbnr/pppppppp/3o4/8/8/3O4/PPPPPPPP/RNBQKBNR[BNbn] w - - 0 1",
                2,
                5129,
            ),
            (
                "rnbqkb1r/pp1ppnp1/2po4/bQ5p/P3n1P1/2PON3/RP1PPP1P/1NB1KBNR[] b - - 1 9",
                2,
                981,
            ),
        ],
    );
    // A piece of a royal kind dropped is royal where it lands
    // (Fairy-Stockfish's count): never onto an attacked square.
    check(
        &royals,
        &[(
            "rnbqkbnr/pppppppp/3o4/8/8/3O4/PPPPPPPP/RNBQKBNR[Oo] w - - 0 1",
            2,
            1609,
        )],
    );
    // Knights royal while a side has one, captures into the hand: White
    // holds one knight on the board and one in hand, which is royal
    // wherever it is dropped.
    let knights = rules(
        "[knight-royals-house:crazyhouse]\nextinctionValue = loss\nextinctionPieceTypes = n\nextinctionPseudoRoyal = true\n",
        None,
    );
    check(
        &knights,
        &[(
            "rnbk2nr/1p1pp1b1/5p2/p1p2Npp/2q2PP1/PPP1P2P/2P1BK2/R1BQ2R1[N] w - - 0 17",
            2,
            1612,
        )],
    );
}

/// Common kings where captures go to the hand (antihouse's, and
/// antiminishogi's on a shogi board): a king taken goes to the taker's
/// hand and is dropped as any piece, a side may hold several, by the
/// search and by making and testing, as Fairy-Stockfish counts it.
#[test]
fn common_kings_go_to_the_hand() {
    let house = rules(
        "[antihouse:giveaway]\npieceDrops = true\ncapturesToHand = true\ncastling = false\n",
        None,
    );
    check(
        &house,
        &[(
            "2b1q1nr/rppPp2p/8/8/8/5P2/2P1P1BP/1N1K2b1[KRNPPPPqrbnppp] b - - 0 19",
            2,
            398,
        )],
    );
    let shogi = rules(
        "[antiminishogi:minishogi]\nking = -\ncommoner = k\nmustCapture = true\nstalemateValue = win\nextinctionValue = win\nextinctionPieceTypes = *\nextinctionPseudoRoyal = false\n",
        None,
    );
    check(
        &shogi,
        &[
            ("1bg2/3kk/G4/1p1S1/3B1[SRRp] w - - 0 10", 2, 622),
            ("1+R3/3B1/1G3/k4/5[PSRkgpsb] b - - 0 9", 3, 110),
        ],
    );
}

/// Connections end the game (Fairy-Stockfish's `connectN`, `connectNxN`,
/// `collinearN`): a row, a square block, or enough pieces of the counted
/// kinds on one line, for the side that just moved, by the search and by
/// making and testing, as Fairy-Stockfish counts it.
#[test]
fn connections_end_the_game() {
    let teeko = rules(
        "[teeko]\nmaxFile = 5\nmaxRank = 5\ncustomPiece1 = p:mK\nimmobilityIllegal = false\npieceDrops = true\nmustDrop = true\ndoubleStep = false\ncastling = false\nconnectN = 4\nconnectNxN = 2\nnMoveRule = 0\nnFoldRule = 0\nstartFen = 5/5/5/5/5[PPPPpppp] w - - 0 1\n",
        None,
    );
    check(
        &teeko,
        &[
            ("PP3/P4/5/1p3/pp3[Pp] w - - 0 4", 3, 3451),
            ("1P2P/1P1pp/3P1/2p2/4p[] w - - 32 21", 3, 4603),
        ],
    );
    let musketeers = rules(
        "[three-musketeers]\nmaxFile = 5\nmaxRank = 5\ncustomPiece1 = m:cW\ncustomPiece2 = p:mW\ncollinearN = 3\nconnectDiagonal = false\nconnectPieceTypes = m\nconnectValue = loss\nstalemateValue = win\nstartFen = ppppM/ppppp/ppMpp/ppppp/Mpppp w - - 0 1\n",
        None,
    );
    check(
        &musketeers,
        &[("pp2M/Mpp1p/1pp1p/1ppMp/1pppp b - - 0 7", 3, 721)],
    );
}

/// Drops the pieces on the board decide (Fairy-Stockfish's
/// `enclosingDrop`): connect four's on the first rank or on top of a
/// stone, and from any side a stone pushed in from an edge, by the search
/// and by making and testing, as Fairy-Stockfish counts it.
#[test]
fn drops_the_board_decides() {
    let section = "[cfour]\nmaxFile = 7\nmaxRank = 6\nimmobile = p\npieceDrops = true\nimmobilityIllegal = false\ndoubleStep = false\ncastling = false\nenclosingDrop = top\nconnectN = 4\nstartFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1\n";
    check(
        &rules(section, None),
        &[(
            "7/3P1p1/pP1p1p1/PP1PPP1/ppPPPpp/pPPpPpp[PPPPPPPPppppppppp] b - - 0 13",
            3,
            150,
        )],
    );
    let anyside = section
        .replace("maxRank = 6", "maxRank = 7")
        .replace("= top", "= anyside")
        .replace("7/7/7/7/7/7[", "7/7/7/7/7/7/7[PPPPpppp");
    check(
        &rules(&anyside, None),
        &[(
            "3PP2/3PpPp/4PPP/P3P1p/pPp1p1p/pP3p1/pp3P1[PPPPPPPPPPPPPppppppppppppp] b - - 0 12",
            3,
            1482,
        )],
    );
}

/// A piece promotes only while its side has fewer pieces of the type it
/// becomes than `promotionLimit` allows, counting the pieces other pieces
/// became (shogun: a knight beside a centaur, a fers beside the queen a
/// fers became, moves unpromoted), by the search and by making and
/// testing, as Fairy-Stockfish counts it (the lances' section is ours,
/// its counts Fairy-Stockfish's).
#[test]
fn promotion_limits_count_promoted_pieces() {
    let section = "[shogun:crazyhouse]\nvariantTemplate = shogi\npocketSize = 8\nstartFen = rnb+fkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB+FKBNR[] w KQkq - 0 1\ncommoner = c\ncentaur = g\narchbishop = a\nchancellor = m\nfers = f\npromotionRegionWhite = *6 *7 *8\npromotionRegionBlack = *3 *2 *1\npromotionLimit = g:1 a:1 m:1 q:1\npromotionPieceTypes = -\npromotedPieceType = p:c n:g b:a r:m f:q\nmandatoryPawnPromotion = false\nfirstRankPawnDrops = true\npromotionZonePawnDrops = true\ndropRegionWhite = *1 *2 *3 *4 *5\ndropRegionBlack = *4 *5 *6 *7 *8\nimmobilityIllegal = true\n";
    check(
        &rules(section, None),
        &[
            ("4k3/8/8/5N2/8/8/8/+N3K3[] w - - 0 1", 3, 1478),
            ("4k3/8/8/5N2/8/8/8/4K3[N] w - - 0 1", 3, 7040),
            ("4k3/8/8/4F3/8/8/8/+F3K3[] w - - 0 1", 3, 2529),
        ],
    );
    // A lance kept from promoting (its side has a rook, or a lance that
    // became one) moves unpromoted, never onto the last rank, where it
    // could not move again.
    let lances = "[lances:chess]\ncustomPiece1 = l:fR\ncastling = false\npromotedPieceType = l:r\npromotionRegionWhite = *7 *8\npromotionRegionBlack = *2 *1\npromotionLimit = r:1\npromotionPieceTypes = qbn\nimmobilityIllegal = true\n";
    check(
        &rules(lances, None),
        &[
            ("4k3/8/L7/8/8/8/8/4K2R w - - 0 1", 3, 1277),
            ("4k3/8/L7/8/8/8/8/4K2+L w - - 0 1", 3, 1277),
            ("4k3/8/L7/8/8/8/8/4K3 w - - 0 1", 3, 370),
            ("r3k3/8/L7/8/8/8/l7/4K3 b - - 0 1", 3, 936),
        ],
    );
}

/// Where the other side has a move after a flag is reached (`flagMove`)
/// and the flag piece must stand unattacked (`flagPieceSafe`), for any
/// piece (alapo): an attacked piece on the far rank wins once it has
/// stood the other side's move, an unattacked one (or two) at once, by
/// the search and by making and testing, as Fairy-Stockfish counts it.
#[test]
fn flags_answered_and_safe() {
    let section = "[alapo:chess]\nmaxRank = 6\nmaxFile = f\nwazir = w\nfers = f\nking = -\ncommoner = k\nstartFen = rbqqbr/wfkkfw/6/6/WFKKFW/RBQQBR\nflagRegionWhite = *6\nflagRegionBlack = *1\nflagPieceSafe = true\nflagMove = true\nstalemateValue = loss\n";
    check(
        &rules(section, None),
        &[
            ("R4r/6/2k3/6/6/5K b - - 0 1", 3, 54),
            ("R5/6/2k3/6/6/5K b - - 0 1", 3, 0),
            ("R5/6/2k3/6/6/5K w - - 0 1", 3, 0),
            ("RR3r/6/2k3/6/6/5K b - - 0 1", 3, 0),
            ("1q4/6/2k3/6/Q5/1K4 w - - 0 1", 3, 5857),
        ],
    );
}

/// A side out of check may put a wall by the edge instead of moving
/// (atlantis); walls stay, block castling and lines, and Fairy-Stockfish
/// writes every move with its wall square (`a1` for none). Counts from
/// Fairy-Stockfish, by the search and by making and testing.
#[test]
fn walls_instead_of_moves() {
    let atlantis = rules(
        "[atlantis:chess]\nwallingRule = edge\nwallOrMove = true\n",
        None,
    );
    check(
        &atlantis,
        &[
            ("r3k2r/8/8/3*4/8/8/8/R3K*1R w KQkq - 0 1", 3, 108_324),
            ("4k3/8/8/8/4r3/8/8/4K3 w - - 0 1", 3, 5246),
            ("*7/**6/8/8/8/8/8/k1K5 b - - 0 1", 3, 21054),
        ],
    );
    let start = atlantis
        .position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        .expect("the start");
    let names: Vec<String> = (atlantis.legal_moves(&start).iter())
        .map(|m| atlantis.move_name(m))
        .collect();
    for name in ["e2e4,e4a1", "g1f3,f3a1", "a1a1,a1a3", "a1a1,a1h6"] {
        assert!(names.iter().any(|n| n == name), "{name} in {names:?}");
    }
    assert_eq!(names.len(), 28);
}

/// A wall with each move: shot by the piece that moved from where it
/// landed (amazons' arrows, here a knight's), or left where it stood
/// (snailtrail); walls stay. Counts from Fairy-Stockfish, by the search
/// and by making and testing.
#[test]
fn walls_with_moves() {
    let cowboys = "[cowboys:amazons]\nmaxRank = 7\nmaxFile = g\ncustomPiece1 = n:mN\nstartFen = 2n1n2/7/n5n/7/N5N/7/2N1N2 w - - 0 1\n";
    check(
        &rules(cowboys, None),
        &[
            ("2n1n2/7/n5n/7/N5N/7/2N1N2 w - - 0 1", 2, 6016),
            ("2n*3/1*n*3/*N*n2*/3*n2/2N3N/6*/2**N2 w - - 10 6", 2, 2015),
        ],
    );
    let duel = "[duel:snailtrail]\nmaxRank = 9\nmaxFile = 9\ncustomPiece1 = p:K\nstartFen = p7P/9/9/9/3p*P3/9/9/9/p7P w 0 1\n";
    check(
        &rules(duel, None),
        &[
            ("p7P/9/9/9/3p*P3/9/9/9/p7P w - - 0 1", 3, 2277),
            (
                "*5***/*6*1/1p4*2/6P2/*p1***3/1**p1*2P/3*1P2*/1**5*/*6** b - - 21 11",
                3,
                3738,
            ),
        ],
    );
}

/// A blast hands what it takes over to the side that did not own it
/// (the capturer too; a piece a pawn became as a pawn, unless the hand
/// keeps it), and a petrifying capturer goes to the other's hand before
/// its wall is built; atomic's kings are no `king` of Fairy-Stockfish's,
/// so `dropChecks = false` forbids no drop there. A king a blast handed
/// over ends the game. Counts from Fairy-Stockfish, by the search and by
/// making and testing.
#[test]
fn blasts_hand_pieces_over() {
    let house = "[atomiczh:atomic]\ndropChecks = false\npieceDrops = true\ncapturesToHand = true\ncastling = false\n";
    check(
        &rules(house, None),
        &[
            ("rn2k3/1P6/8/8/8/8/8/4K3[] w - - 0 1", 3, 26632),
            ("4k3/8/8/3q4/2n5/8/3Q~4/4K3[] w - - 0 1", 3, 20953),
            ("4k3/8/8/3pP3/8/8/8/4K3[Nn] w - d6 0 1", 3, 72885),
            (
                "1n4nr/rpp3p1/5p1p/2p5/p1P2P1P/7N/PP2P1PR/RNBQKB2[KQBPPb] b - - 0 11",
                1,
                0,
            ),
        ],
    );
    let looped = "[atomicloop:atomic]\npieceDrops = true\ncapturesToHand = true\ndropLoop = true\n";
    check(
        &rules(looped, None),
        &[("rn2k3/1P6/8/8/8/8/8/4K3[] w - - 0 1", 3, 29280)],
    );
    let petrified = "[petrifiedhouse:petrified]\npieceDrops = true\ncapturesToHand = true\n";
    check(
        &rules(petrified, None),
        &[(
            "r1b1kb1r/p2p3*/2*2ppn/qpp1p3/1N6/2nPPPP1/PPP3P1/RNBQKB1R[p] b KQkq - 0 10",
            2,
            2264,
        )],
    );
}

/// Where the pawns are not Fairy-Stockfish's own type (nuclear's and
/// allexplodeatomic's `customPiece1`), a blast takes them as it takes
/// pieces; where its capturer petrifies too (nuclear), the capturer turns
/// into a wall after the blast (a pawn by the queen it promoted to), and
/// the move is tested, as Fairy-Stockfish tests it, with that square
/// empty: the bishop of the second row may not take on c4, as the square
/// would shield its king from the bishop on a6 only as a wall. By the
/// search and by making and testing.
#[test]
fn blasts_take_custom_pawns_and_petrify() {
    let nuclear = "[nuclear:atomic]\npawn = -\ncustomPiece1 = p:fmWfceFifmnD\npawnTypes = p\npetrifyOnCaptureTypes = pnbrq\nenPassantRegion = -\n";
    check(
        &rules(nuclear, None),
        &[
            (
                "r2qk3/3np3/bp1p1n1*/p2P4/1Pp1P1*1/P2B4/2P1K2P/RN1Q1R2 w q - 0 16",
                3,
                18376,
            ),
            ("r1r1k3/1P1p4/8/8/8/8/3P4/4K3 w - - 0 1", 3, 3639),
        ],
    );
    let all = "[allexplodeatomic:nocheckatomic]\npawn = -\ncustomPiece1 = p:fmWfceFifmnD\npawnTypes = p\n";
    check(
        &rules(all, None),
        &[
            (
                "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3",
                3,
                31341,
            ),
            (
                "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                3,
                23257,
            ),
        ],
    );
}

/// Compulsory captures where no move may give check (coffeerace): a side
/// that has a capture that gives no check must make one, and where White
/// has reached the far rank, Black's king answers only by a move it may
/// make: a capture while there is one. In the third row its steps onto
/// the far rank are not captures while the rook may take, so White has
/// won; in the fourth it answers by taking the knight on g8. By the
/// search and by making and testing.
#[test]
fn compulsory_captures_that_may_not_check() {
    let section = "[coffeerace:racingkings]\nmustCapture = true\n";
    check(
        &rules(section, None),
        &[
            ("8/8/8/8/8/8/k1rnNR1K/qrb2BRQ w - - 0 3", 3, 8543),
            ("8/8/8/8/8/4n1R1/k1rnN2K/qrb2BRQ b - - 1 3", 3, 2835),
            ("1K6/6k1/8/8/8/8/N7/r7 b - - 0 1", 2, 0),
            ("1K4N1/6k1/8/8/8/8/N7/r7 b - - 0 1", 1, 2),
            ("8/1K4k1/8/8/8/8/N7/r7 w - - 0 1", 3, 522),
        ],
    );
}

/// Pieces that turn over at every move where moves are tried (chennis:
/// its kings keep to regions, its cannons hop), their drops either way up
/// counted among the tried moves (a count once left out the `+M@` drops
/// two plies into the first row). By the search and by making and
/// testing.
#[test]
fn turned_pieces_among_tried_moves() {
    let section = "[chennis]\nmaxFile = 7\nmaxRank = 7\nking = k\ncustomPiece1 = p:fmWfceF\nrook = r\nfers = f\ncannon = c\nsoldier = s\nbishop = b\ncommoner = m\nknight = n\nstartFen = 1fkm3/1p1s3/7/7/7/3S1P1/3MKF1[] w - 0 1\nmobilityRegionWhiteKing = b1 c1 d1 e1 f1 b2 c2 d2 e2 f2 b3 c3 d3 e3 f3 b4 c4 d4 e4 f4\nmobilityRegionBlackKing = b4 c4 d4 e4 f4 b5 c5 d5 e5 f5 b6 c6 d6 e6 f6 b7 c7 d7 e7 f7\npromotionPieceTypes = -\npromotedPieceType = p:r f:c s:b m:n\npromotionRegionWhite = *1 *2 *3 *4 *5 *6 *7\npromotionRegionBlack = *1 *2 *3 *4 *5 *6 *7\nmandatoryPiecePromotion = true\npieceDemotion = true\npieceDrops = true\ncapturesToHand = true\ndropPromoted = true\ncastling = false\nstalemateValue = loss\n";
    check(
        &rules(section, None),
        &[
            ("1fk4/1p1s3/7/6+m/7/4+SP+F/2+M1K2[] w - - 7 4", 3, 3739),
            ("7/1f1sk2/m2+S2f/M6/7/2K2P1/7[P] b - - 0 17", 3, 24221),
        ],
    );
}

/// A promoted piece counts as its type wherever a rule names the type, as
/// Fairy-Stockfish counts it: chak's king promoted to a `d` is its
/// pseudo-royal `d` (one more `d` and neither is royal) and its flag
/// piece; a pseudo-royal piece stays royal where a piece promotion takes
/// it. Gethenian's king (the piece written `k`, a commoner) turns over at
/// each move as its other pieces do, and cetus's wazir into the piece
/// written `k`. Counts from Fairy-Stockfish, by the search and by making
/// and testing.
#[test]
fn promoted_pieces_count_as_their_type() {
    let chak = "[chak]\nmaxFile = 9\nmaxRank = 9\nimmobile = o\nrook = r\nknight = v\ncentaur = j\n\
        customPiece1 = s:FvW\ncustomPiece2 = q:pQ\ncustomPiece3 = d:mQ2cQ2\ncustomPiece4 = p:fsmWfceF\n\
        customPiece5 = k:WF\ncustomPiece6 = w:FvW\n\
        startFen = rvsqkjsvr/4o4/p1p1p1p1p/9/9/9/P1P1P1P1P/4O4/RVSJKQSVR w - - 0 1\n\
        promotionRegionWhite = *5 *6 *7 *8 *9\npromotionRegionBlack = *5 *4 *3 *2 *1\n\
        mobilityRegionWhiteCustomPiece3 = *5 *6 *7 *8 *9\nmobilityRegionBlackCustomPiece3 = *1 *2 *3 *4 *5\n\
        mobilityRegionWhiteCustomPiece6 = *5 *6 *7 *8 *9\nmobilityRegionBlackCustomPiece6 = *1 *2 *3 *4 *5\n\
        promotionPieceTypes = -\npromotedPieceType = p:w k:d\nmandatoryPiecePromotion = true\n\
        extinctionValue = loss\nextinctionPieceTypes = kd\nextinctionPseudoRoyal = true\n\
        flagPiece = d\nflagRegionWhite = e8\nflagRegionBlack = e2\nstalemateValue = loss\n";
    check(
        &rules(chak, None),
        &[
            (
                "rvsqkjsvr/4o4/p1p1p1p1p/9/9/4K4/P1P1P1P1P/4O4/RVSJ1QSVR w - - 0 1",
                3,
                48512,
            ),
            (
                "rvsq1jsvr/4o1k2/p3p1p1p/2+K6/9/4D4/P1P1P1P1P/4O4/RVSJ1QSVR b - - 0 1",
                3,
                49784,
            ),
            (
                "rvsq1jsvr/4o1k2/p3p1p1p/2+K6/9/9/P1P1P1P1P/4O4/RVSJ1QSVR w - - 0 1",
                3,
                43428,
            ),
        ],
    );
    let gethenian = "[gethenian]\nmaxFile = 7\nmaxRank = 7\nking = -\ncustomPiece1 = k:K\n\
        customPiece2 = q:mW\ncustomPiece3 = b:lfrbB\ncustomPiece4 = i:rflbB\ncustomPiece5 = r:lrR\n\
        customPiece6 = n:hlN\ncustomPiece7 = t:hrN\ncustomPiece8 = m:WfF\ncustomPiece9 = s:FfW\n\
        startFen = 2ikb2/2mnm2/7/7/7/2MNM2/2B+KI2[] w - - 0 1\n\
        promotionRegionWhite = *1 *2 *3 *4 *5 *6 *7\npromotionRegionBlack = *1 *2 *3 *4 *5 *6 *7\n\
        promotionPieceTypes = -\npromotedPieceType = k:q b:r i:r n:t m:s\n\
        mandatoryPiecePromotion = true\npieceDemotion = true\npieceDrops = true\n\
        capturesToHand = true\ndropPromoted = true\nimmobilityIllegal = false\n\
        extinctionValue = loss\nextinctionPieceTypes = kq\nextinctionPseudoRoyal = true\n";
    check(
        &rules(gethenian, None),
        &[
            ("2ikb2/2mnm2/7/7/7/2MNM2/2B+KI2[] w - - 0 1", 3, 3567),
            ("2i+kb2/2mnm2/7/7/7/2MNM2/2B+KI2[Kk] w - - 0 1", 2, 4263),
            ("2ikb2/2mnm2/7/3K3/7/2MNM2/2B+KI2[q] b - - 0 1", 3, 14801),
        ],
    );
    // Cetus's wazir turns, capturing, into the piece written `k` (a ferz,
    // no king being royal) and back.
    let cetus = "[cetus]\nmaxFile = 9\nmaxRank = 9\nwazir = o\nfers = k\ncustomPiece1 = b:mQ3\n\
        customPiece2 = n:mF\ncustomPiece3 = p:mW\ncustomPiece4 = h:mB3\ncustomPiece5 = s:mR3\n\
        customPiece6 = d:mN\nstartFen = 9/9/9/1b7/9/9/9/2B6/9[PPNHSDOppnnhhssdo]\n\
        pieceDrops = true\ncastling = false\npromotionRegionWhite = *1 *2 *3 *4 *5 *6 *7 *8 *9\n\
        promotionRegionBlack = *9 *8 *7 *6 *5 *4 *3 *2 *1\npromotedPieceType = o:k\n\
        piecePromotionOnCapture = true\nmandatoryPiecePromotion = true\npieceDemotion = true\n\
        extinctionValue = loss\nextinctionPieceTypes = b\nconnectN = 5\n";
    check(
        &rules(cetus, None),
        &[
            (
                "s3H4/1bp3s2/7p1/4D2h1/2O1P1dn1/3hS1P2/B6n1/3N5/8o[] w - - 8 21",
                3,
                74100,
            ),
            (
                "9/9/3p5/1b1+O5/3n5/4k4/9/2B2K3/9[DSHPPNdsshhpno] b - - 0 1",
                2,
                181_042,
            ),
        ],
    );
}

/// Royal kings that ride or hop move with the pieces: rookmate's king
/// moves as a rook (checks counted), caught-in-a-snag's, written `g`, as
/// a grasshopper. Where nothing is royal, hoppers' moves are tried all
/// the same and kept (tic-tac-chess: a side drops its pieces first,
/// which move without capturing). Forward's general becomes the king,
/// both pseudo-royal.
#[test]
fn kings_that_ride_or_hop_and_kings_by_promotion() {
    let rookmate = "[rookmate:3check]\nking = k:R\ncommoner = c\n\
        startFen = rnbqcbnk/pppppppp/8/8/8/8/PPPPPPPP/RNBQCBNK w - - 7+7 0 1\n\
        extinctionValue = loss\nextinctionPieceTypes = *\nextinctionPieceCount = 1\n";
    check(
        &rules(rookmate, None),
        &[
            ("3k4/8/8/8/8/8/r7/R3K3 w - - 2+2 0 1", 3, 5344),
            ("1k6/8/2p5/2K5/3b4/8/4P3/2r5 w - - 3+1 0 1", 3, 1469),
            ("3k4/2r5/8/8/8/8/5q2/4K2R w - - 2+2 0 1", 3, 3714),
        ],
    );
    let snag = "[caught-in-a-snag:chess]\nmaxRank = 6\nking = g:gBgR\npawnTypes = p\nfers = f\n\
        horse = u\nwazir = w\ncentaur = m\ncustomPiece1 = p:fmWfcF\n\
        startFen = fuwmgwuf/pppppppp/8/8/PPPPPPPP/FUWGMWUF w - - 0 1\n\
        promotionPawnTypes = -\nstalemateValue = win\n";
    check(
        &rules(snag, None),
        &[
            ("fuwmgwuf/pppppppp/8/8/PPPPPPPP/FUWGMWUF w - - 0 1", 3, 1949),
            ("3g4/3u4/8/3P4/8/3G4 b - - 0 1", 3, 66),
            (
                "f1w2Guf/2pP1ppp/p1u3g1/2p1m1P1/PPP2P1P/FU1W1WUF w - - 1 11",
                3,
                5301,
            ),
        ],
    );
    let tictacchess = "[tictacchess]\nmaxFile = 3\nmaxRank = 3\nking = -\n\
        customPiece1 = k:mKmgQ\ncustomPiece2 = q:mQmgQ\ncustomPiece3 = r:mRmgQ\n\
        startFen = 3/3/3[KQRkqr] w - - 0 1\npieceDrops = true\nmustDrop = true\n\
        castling = false\ndoubleStep = false\nimmobilityIllegal = false\nconnectN = 3\n";
    check(
        &rules(tictacchess, None),
        &[
            ("3/3/3[RQKrqk] w - - 0 1", 3, 9072),
            ("r1R/kK1/3[Qq] w - - 0 3", 3, 92),
            ("Q1q/1RK/1kr[] b - - 1 4", 3, 179),
        ],
    );
    let forward = "[forward:chess]\ncastling = false\nlance = l\ncustomPiece1 = g:fFfW\n\
        customPiece2 = e:ffNfsN\ncustomPiece3 = s:fB\ncustomPiece4 = f:fBfR\n\
        promotedPieceType = l:r e:n s:b f:q g:k\n\
        startFen = lesfgsel/pppppppp/8/8/8/8/PPPPPPPP/LESFGSEL w - - 0 1\n\
        extinctionValue = loss\nextinctionPieceTypes = kg\nextinctionPseudoRoyal = true\n";
    check(
        &rules(forward, None),
        &[
            (
                "lesf1sel/ppppGppp/8/8/8/8/PPPP1PPP/LES1gSEL w - - 0 1",
                3,
                3830,
            ),
            (
                "les2sel/ppp1Kppp/8/8/8/4g3/PPPP1PPP/LESF1SEL b - - 0 1",
                3,
                129,
            ),
            ("4K3/3p4/2s1s3/8/8/2g5/5e2/8 b - - 0 1", 3, 2493),
        ],
    );
}

/// Stones that change sides, by the search and by making and testing
/// every move (Fairy-Stockfish's counts): Othello's drops, on its centre
/// squares first, then only where they enclose enemy stones, which turn
/// over (over walls as Fairy-Stockfish finds it: annexation's drop on d1
/// encloses only walls, and turns nothing); a side with no move passes,
/// a full board ends the game. Ataxx's stones clone from a hand that
/// never runs out and turn the stones around where they land (crusade's
/// capture too); snort's never land beside an enemy stone; gale's end
/// the game by joining two edges. A stone that moves encloses with the
/// square it left.
#[test]
fn stones_that_change_sides() {
    let flipello6 = "[flipello6:flipello]\nmaxRank = 6\nmaxFile = 6\n\
        startFen = 6/6/2pP2/2Pp2/6/6[PPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppp] w 0 1\n\
        enclosingDropStart = c3 d3 c4 d4\n";
    check(
        &rules(flipello6, None),
        &[
            (
                "6/2Pp1p/1PPPp1/P1Pp2/4p1/5p[PPPPPPPPPPPPPPPPPPpppppppppppppppppp] w - - 0 5",
                3,
                168,
            ),
            (
                "PPPPPp/1ppPPp/ppppPp/pppPPp/pppppp/1P1pP1[PPPPPPPPpppppppp] w - - 0 15",
                3,
                14,
            ),
            (
                "pppppP/pPp1PP/ppPPPP/pppppp/ppPPpp/PPPPPP[PPPPPPppppppp] b - - 0 16",
                1,
                1,
            ),
        ],
    );
    let annexation = "[annexation:flipello]\nmaxRank = 10\nmaxFile = 10\n\
        startFen = ***4***/***4***/***4***/10/4pP4/4Pp4/10/***4***/***4***/***4***[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppp] w 0 1\n";
    check(
        &rules(annexation, None),
        &[(
            "***4***/***4***/***1Pp1***/2P1PPp3/2PPPPP3/1PppPPP3/P1PpPp1P2/***Pp2***/***1PpP***/***3p***[PPPPPPPPPPPPPPPPPpppppppppppppppppp] b - - 0 13",
            2,
            141,
        )],
    );
    // A stone that jumps (`mD`, `mA`) over an enemy stone encloses it
    // with the square it left, as Fairy-Stockfish turns stones before
    // the piece leaves its square.
    let jumpy = "[jumpy:flipello]\ncustomPiece1 = j:mDmNmA\n\
        startFen = 8/8/8/3pP3/3Pp3/8/8/8[JJPPPPPPPPPPjjpppppppppp] w - - 0 1\n";
    check(
        &rules(jumpy, None),
        &[
            ("8/8/8/8/8/8/p7/J7[Pp] w - - 0 1", 3, 325),
            (
                "8/8/8/3pP3/3Pp3/8/8/8[JJPPPPPPPPPPjjpppppppppp] w - - 0 1",
                3,
                776,
            ),
        ],
    );
    let ataxx = "[ataxx2:ataxx]\n";
    check(
        &rules(ataxx, None),
        &[("P5p/7/7/7/7/7/p5P w - - 0 1", 3, 6460)],
    );
    let crusade = "[crusade:ataxx]\nmaxRank = 8\nmaxFile = 8\n\
        startFen = PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP\n\
        customPiece1 = p:cK\npieceDrops = false\npassOnStalemate = false\n";
    check(
        &rules(crusade, None),
        &[
            ("8/2p5/3P4/8/8/4pP2/8/8 w - - 0 1", 3, 0),
            (
                "1pPpPpPp/pPp1pPpP/PpP2pPp/pPpPpPpP/PpPp1pPp/pPpPp2P/PpPpPpP1/pPpPpPpP b - - 0 1",
                2,
                6682,
            ),
        ],
    );
    let snort = "[snort:ataxx]\nimmobile = p\nstartFen = 8/8/8/8/8/8/8/8\n\
        enclosingDrop = snort\nflipEnclosedPieces = none\nmaxRank = 8\nmaxFile = 8\n\
        passOnStalemate = false\nstalematePieceCount = false\n";
    check(
        &rules(snort, None),
        &[("P1PP3P/7P/p5p1/7p/2pp4/P4P1p/1P6/3pp3 w - - 0 9", 2, 789)],
    );
    let gale = "[gale:ataxx]\nimmobile = p\nmaxRank = 9\nmaxFile = 9\n\
        startFen = 1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1\n\
        enclosingDrop = none\nflipEnclosedPieces = none\npassOnStalemate = false\n\
        connectRegion1White = a*\nconnectRegion2White = i*\n\
        connectRegion1Black = *1\nconnectRegion2Black = *9\nconnectDiagonal = false\n";
    check(
        &rules(gale, None),
        &[(
            "1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/PPPPPPP1P/1p1p1p1p1 w - - 0 1",
            2,
            1369,
        )],
    );
}
