//! Sections of a Fairy-Stockfish `variants.ini` we wrote, played from the
//! file as written, against the perft numbers Fairy-Stockfish gives for
//! them (`tests/fsf_ini/README.md`).

mod support;

use pawnshift_engine::notes::fsf::VariantsIni;
use pawnshift_engine::{AnyRules, PawnRules};
use support::make_and_test;

const INI: &str = include_str!("fsf_ini/variants.ini");
const ROWS: &str = include_str!("fsf_ini/perft.txt");

fn rules(ini: &VariantsIni, name: &str) -> AnyRules {
    let imported = ini.import(name).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(
        imported.warnings.is_empty(),
        "{name}: {:?}",
        imported.warnings
    );
    let variant = PawnRules::load(name, &imported.spec)
        .unwrap_or_else(|e| panic!("{name}: {e}\n{}", imported.spec))
        .remove(0);
    AnyRules::with_notes(&variant, &imported.notes).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A side with no legal move passes (`passOnStalemate`), as
/// Fairy-Stockfish counts it (rows of `fsf_ini/perft.txt`): by the search
/// and by making and testing every move alike, kingless (antichess) and
/// with a royal king, which passes only out of check; two passes in a row
/// end the game.
#[test]
fn a_side_with_no_move_passes_by_the_search_and_the_reference() {
    let ini = VariantsIni::parse("variants.ini", INI).unwrap();
    for (name, fen, depth, want) in [
        ("stalematepass", "r6r/p7/8/8/8/7p/7P/8 b - - 0 1", 3, 350),
        ("stalematepass", "8/8/8/8/8/7p/7P/8 w - - 0 1", 2, 1),
        ("stalematepass", "8/8/8/8/8/7p/7P/8 w - - 0 1", 3, 0),
        ("stalematepass", "8/8/8/8/5p2/5P2/8/R7 b - - 0 1", 3, 14),
        ("kingpass", "k7/8/1Q6/8/8/8/8/K7 b - - 0 1", 3, 43),
        ("kingpass", "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", 1, 0),
        ("kingpass", "8/8/8/8/8/k7/p7/K7 w - - 0 1", 3, 5),
    ] {
        let imported = ini.import(name).unwrap();
        let variant = PawnRules::load(name, &imported.spec).unwrap().remove(0);
        let rules = pawnshift_engine::game::Rules::<u128>::with_notes(&variant, &imported.notes)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let board = rules.position(fen).unwrap();
        assert_eq!(rules.perft(&board, depth), want, "{name} `{fen}` {depth}");
        let tested = make_and_test(&rules, &board, depth);
        assert_eq!(tested, want, "{name} `{fen}` {depth}, make and test");
    }
    assert_refused(
        "[a:chess]\npassOnStalemateWhite = true\n",
        "`passOnStalemate` for one side only",
    );
    assert_refused(
        "[a:chess]\npass = true\nbikjangRule = true\npassOnStalemate = true\n",
        "`passOnStalemate` beside `bikjangRule`",
    );
}

/// Where each side has pawns of its own type (khans), they are one kind
/// whose Black block is Black's type; one that would take en passant where
/// Fairy-Stockfish's does not (it is no `enPassantTypes`) is refused,
/// unless it captures along the line of the other side's double steps.
#[test]
fn each_side_s_own_pawn_type_is_one_kind() {
    let ini = VariantsIni::parse("variants.ini", INI).unwrap();
    let spec = ini.import("sidedpawns").unwrap().spec;
    assert!(
        spec.contains("    black forward south {\n        // Betza \"mfhNcfW\":\n        push 1 south_south_west | east_south_east | west_south_west | south_south_east jumping;\n        capture south;"),
        "{spec}"
    );
    let sided = |moves: &str| {
        format!(
            "[a:chess]\ncustomPiece1 = s:{moves}\npromotionPawnTypesBlack = s\npromotionPieceTypesBlack = q\nstartFen = rnbqkbnr/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
        )
    };
    assert_refused(&sided("mfhNcfF"), "is not in `enPassantTypes`");
    assert_refused(&sided("mfWcfF"), "is not in `enPassantTypes`");
    let ini = VariantsIni::parse("x.ini", &sided("mfhNcfW")).unwrap();
    assert!(ini.import("a").is_ok());
}

/// Asserts that importing the section `a` of `text` fails with an error
/// that says `said`.
fn assert_refused(text: &str, said: &str) {
    let e = VariantsIni::parse("x.ini", text)
        .unwrap()
        .import("a")
        .unwrap_err();
    assert!(e.contains(said), "{text}: {e}");
}

#[test]
fn every_section_plays_fairy_stockfish_s_counts() {
    let ini = VariantsIni::parse("variants.ini", INI).unwrap();
    let mut played = std::collections::BTreeSet::new();
    let mut rows = 0;
    for line in ROWS.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split(" | ").collect();
        let [name, fen, counts] = fields[..] else {
            panic!("a row is `SECTION | FEN | COUNTS`: {line}");
        };
        let rules = rules(&ini, name);
        for (depth, want) in (1..).zip(counts.split_whitespace()) {
            let want: u64 = want.parse().unwrap();
            let got = rules
                .perft(Some(fen), depth)
                .unwrap_or_else(|e| panic!("{name} {fen}: {e}"));
            assert_eq!(got, want, "{name} {fen} depth {depth}");
        }
        played.insert(name);
        rows += 1;
    }
    let names: std::collections::BTreeSet<&str> = ini.names().collect();
    assert_eq!(played, names, "every section has rows");
    assert!(rows >= 2 * names.len(), "{rows} rows");
}

#[test]
fn a_section_s_start_position_is_its_start_fen() {
    let ini = VariantsIni::parse("variants.ini", INI).unwrap();
    // petty's start FEN lacks its en-passant field, as Fairy-Stockfish
    // reads it leniently; the spec's start is written out in full.
    let petty = ini.import("petty").unwrap();
    assert!(
        petty
            .spec
            .contains("start \"qkbnr/ppppp/5/5/PPPPP/QKBNR w - - 0 1\";"),
        "{}",
        petty.spec
    );
    assert_eq!(rules(&ini, "petty").perft(None, 3).unwrap(), 457);
}

#[test]
fn the_spec_says_the_rules_the_options_give() {
    let ini = VariantsIni::parse("variants.ini", INI).unwrap();
    let spec = ini.import("wildebeest").unwrap().spec;
    for rule in [
        "board 11 x 10;",
        "push 2 from ranks 2..=3 en_passant;",
        "push 3 from rank 2 en_passant;",
        "promote optional in ranks 9..=10 to custom_piece2 | queen;",
        "black mirrors white;",
    ] {
        assert!(spec.contains(rule), "{rule} in\n{spec}");
    }
    let spec = ini.import("argess").unwrap().spec;
    assert!(
        spec.contains("// Betza \"mWcF\":\n        push 1 north | west | east | south;\n        capture north_west | north_east | south_west | south_east;")
            && spec.contains("promote at h7 | g8 | h8 to queen | rook | bishop | knight;"),
        "{spec}"
    );
    assert!(spec.contains("black rotates white;"), "{spec}");
    let spec = ini.import("bare-child").unwrap().spec;
    assert!(
        spec.contains("push 2 from ranks 2..=3 en_passant;")
            && spec.contains("promote at ranks 7..=8 to chancellor(1);"),
        "{spec}"
    );
    let spec = ini.import("one-queen").unwrap().spec;
    assert!(
        spec.contains("push 2 from rank 2;") && spec.contains("queen(1)"),
        "{spec}"
    );
}

/// A section that starts from one the engine cannot play is named first,
/// then the parent's key and line: a file where several start from it
/// says which each is.
#[test]
fn a_section_starting_from_a_refused_one_is_named_first() {
    let text = "[a:chess]\nmaxRank = 8\n\nwallingRegionWhite = a1\n[b:a]\n[c:b]\n";
    let e = VariantsIni::parse("x.ini", text)
        .unwrap()
        .import("c")
        .unwrap_err();
    assert!(
        e.starts_with("x.ini:6: [c:b] starts from a section that cannot be played: x.ini:4: [a] `wallingRegionWhite = a1`"),
        "{e}"
    );
}

#[test]
fn a_rule_the_engine_does_not_play_is_refused_by_key_section_and_line() {
    let text = "[a:chess]\nmaxRank = 8\n\nwallingRegionWhite = a1\n";
    let e = VariantsIni::parse("x.ini", text)
        .unwrap()
        .import("a")
        .unwrap_err();
    assert!(
        e.starts_with("x.ini:4: [a] `wallingRegionWhite = a1`"),
        "{e}"
    );
    let e = VariantsIni::parse("x.ini", "[a:clobber]\n")
        .unwrap()
        .import("a")
        .unwrap_err();
    assert!(
        e.contains("x.ini:1: [a:clobber]") && e.contains("`clobber`"),
        "{e}"
    );
    // Rules Fairy-Stockfish derives that the engine's spec cannot say:
    // each refused with the option that gives it.
    for (text, said) in [
        // A Betza pawn capturing, not in `enPassantTypes`, beside pawns
        // that make en-passant squares.
        (
            "[a:chess]\ncustomPiece1 = s:fmWfcF\npromotionPawnTypes = ps\n",
            "not in `enPassantTypes`",
        ),
        // A region holding some of the squares a Betza pawn's double
        // steps pass (the chess pawn's pushes are split by square).
        (
            "[a:chess]\npawn = -\ncustomPiece1 = p:fmWfceFifmnD\npawnTypes = p\nenPassantRegion = c3 c6\n",
            "`enPassantRegion`",
        ),
        // … or some of the squares one triple step passes.
        (
            "[a:chess]\ntripleStepRegionWhite = *2\nenPassantRegion = *3 *6\n",
            "`enPassantRegion`",
        ),
        // A knight stuck on the last ranks of a board it could not leave.
        (
            "[a:chess]\ncustomPiece1 = n:fN\nimmobilityIllegal = true\n",
            "`immobilityIllegal`",
        ),
        // A leaping initial double step making en-passant squares.
        (
            "[a:chess]\npawn = -\ncustomPiece1 = s:fmWfceFifmD\npromotionPawnTypes = s\n",
            "leap",
        ),
        // The castling king another piece than `k`, or every piece (`-`,
        // as Fairy-Stockfish reads it).
        (
            "[a:chess]\ncastlingKingPiece = q\n",
            "castles with its king (`k`) only",
        ),
        ("[a:chess]\ncastlingKingPiece = -\n", "every piece"),
        // Initial double steps whose en passant Fairy-Stockfish plays
        // otherwise: landing outside the capturer's region off the
        // straight line, or made by other moves too.
        (
            "[a:chess]\ncustomPiece1 = p:fmWfcFifmnA\npawnTypes = p\nenPassantRegionBlack = *3\n",
            "initial double steps",
        ),
        (
            "[a:chess]\ncustomPiece1 = p:fmWfcFfmnDifmnD\npawnTypes = p\n",
            "initial double steps",
        ),
    ] {
        assert_refused(text, said);
    }
    let e = VariantsIni::parse("x.ini", "[a:nowhere]\n")
        .unwrap()
        .import("a")
        .unwrap_err();
    assert!(e.contains("neither a section before this one nor"), "{e}");
    // A parent must come before the section, as in Fairy-Stockfish.
    let e = VariantsIni::parse("x.ini", "[a:b]\n[b:chess]\n")
        .unwrap()
        .import("a")
        .unwrap_err();
    assert!(e.contains("`b`"), "{e}");
    // A section with a built-in's name, or one given again, is skipped
    // with a warning, as Fairy-Stockfish skips it.
    let ini = VariantsIni::parse("x.ini", "[chess]\n[a:chess]\n[a]\n").unwrap();
    assert_eq!(ini.names().collect::<Vec<_>>(), ["a"]);
    assert!(
        ini.warnings()[0].contains("built-in"),
        "{:?}",
        ini.warnings()
    );
    assert!(
        ini.warnings()[1].contains("given again"),
        "{:?}",
        ini.warnings()
    );
    assert!(ini.import("a").is_ok());
    let e = VariantsIni::parse("x.ini", "[a:chess]\npromotionPieceTypes = qz\n")
        .unwrap()
        .import("a")
        .unwrap_err();
    assert!(
        e.contains("x.ini:2: [a] `promotionPieceTypes = qz`: no piece has the letter `z`"),
        "{e}"
    );
    // A one-type option's last letter wins, as in Fairy-Stockfish.
    let flag = VariantsIni::parse("x.ini", "[a:chess]\nflagRegion = d4 e4\nflagPiece = *k\n")
        .unwrap()
        .import("a")
        .unwrap()
        .notes
        .flag
        .unwrap();
    assert_eq!(flag.piece, "king");
    // A narrow board whose castling files are off it: no castling.
    let narrow = VariantsIni::parse("x.ini", "[a:chess]\nmaxFile = 5\n")
        .unwrap()
        .import("a")
        .unwrap();
    assert!(narrow.notes.castling.is_some_and(|c| c.off));
}

/// What Fairy-Stockfish reads as nothing is nothing: an empty mobility
/// region (no narrowing), diagonal lines off the board (none); and a side
/// without a king where sides pass is refused (Fairy-Stockfish passes it
/// with any piece, the engine with its king).
#[test]
fn empty_regions_and_lines_are_none_and_kingless_passing_is_refused() {
    let ini = VariantsIni::parse(
        "x.ini",
        "[a:xiangqi]\nmobilityRegionWhiteSoldier = -\nmobilityRegionBlackElephant = -\n[b:chess]\ndiagonalLines = -\n[c:chess]\npass = true\n",
    )
    .unwrap();
    // Fairy-Stockfish: xiangqi's and chess's counts.
    assert_eq!(rules(&ini, "a").perft(None, 3).unwrap(), 79_666);
    assert_eq!(rules(&ini, "b").perft(None, 3).unwrap(), 8_902);
    let e = rules(&ini, "c")
        .perft(Some("4k3/8/8/8/8/8/4P3/8 w - - 0 1"), 1)
        .unwrap_err();
    assert!(e.to_string().contains("no king"), "{e}");
}

#[test]
fn xiangqi_s_and_janggi_s_rules_the_engine_plays_otherwise_are_refused() {
    for (text, said) in [
        // Janggi's rules where the engine's differ: palace diagonals
        // beside a region that leaves out line squares a rook reaches
        // along them, passing for one side or without a king,
        // bikjang without passing, a soldier beside the pawn kind whose
        // sideways steps wait for a rank.
        (
            "[a:chess]\ndiagonalLines = d1 f1 e2\nmobilityRegionWhiteRook = *1\n",
            "leaves out squares of `diagonalLines`",
        ),
        ("[a:chess]\npassWhite = true\n", "one side only"),
        (
            "[a:chess]\nking = -\ncommoner = k\npass = true\n",
            "without a king",
        ),
        ("[a:chess]\nbikjangRule = true\n", "without `pass`"),
        (
            "[a:chess]\nsoldier = s\nsoldierPromotionRank = 5\n",
            "not the pawn kind",
        ),
        // Fairy-Stockfish's pieces attack along the lines outside their
        // region; its soldiers below `soldierPromotionRank` move along the
        // lines without attacking; `soldierPromotionRank` off the board.
        (
            "[a:janggi]\nmobilityRegionWhiteSoldier = *1 *2 *3 *4 *5 *6 *7 *8 *10 a9 b9 c9 d9\n",
            "leaves out squares of `diagonalLines`",
        ),
        (
            "[a:janggi]\nsoldierPromotionRank = 10\n",
            "`soldierPromotionRank` with `diagonalLines`",
        ),
        (
            "[a:minixiangqi]\nsoldierPromotionRank = 9\n",
            "beyond the board",
        ),
        // A promoting kind whose steps a region or a rank narrows.
        (
            "[a:chess]\npawn = -\nsoldier = s\npromotionPawnTypes = s\nsoldierPromotionRank = 5\n",
            "narrows its steps",
        ),
        // A region for a pawn kind that does more than step.
        (
            "[a:xiangqi]\nsoldier = -\ncustomPiece1 = p:fWfmA\nmobilityRegionWhiteCustomPiece1 = *1 *2 *3 *4 *5 *6\n",
            "a region for a pawn kind",
        ),
    ] {
        assert_refused(text, said);
    }
}

#[test]
fn shogi_s_promotions_and_regions_the_engine_plays_otherwise_are_refused() {
    for (text, said) in [
        // Shogi's promotions where the engine's promoted kind would not be
        // Fairy-Stockfish's piece: limited by `promotionLimit` on a type
        // pawns promote to as well (the spec's limit counts its own piece
        // only), promoting to the king, to a type another rule names; a
        // Betza pawn promoting on a move out of the zone.
        (
            "[a:chess]\npromotedPieceType = n:q\npromotionLimit = q:1\n",
            "`promotionLimit`",
        ),
        ("[a:chess]\npromotedPieceType = n:k\n", "king"),
        // A promoted type that promotes again; a promoted piece kept as
        // its type in the hand (`dropLoop`); janggi's cannon.
        ("[a:chess]\npromotedPieceType = n:b b:r\n", "promotes again"),
        ("[a:minishogi]\ndropLoop = true\n", "`dropLoop`"),
        (
            "[a:chess]\njanggiCannon = c\npromotedPieceType = n:c\n",
            "janggi's cannons",
        ),
        (
            "[a:chess]\npromotedPieceType = n:q\nblastOnCapture = true\nblastImmuneTypes = q\n",
            "another rule names",
        ),
        (
            "[a:minishogi]\ncustomPiece1 = p:fmWbmW\npawnTypes = p\npromotedPieceType = p:g\n",
            "out of the promotion zone",
        ),
        // A region for a pawn kind: the spec says where pawns go.
        ("[a:chess]\nmobilityRegionWhitePawn = *2 *3\n", "pawn kind"),
        // A Betza string the engine does not read, named as such.
        (
            "[a:chess]\ncustomPiece1 = w:mRnpB\n",
            "`n` (lame) and a hopper",
        ),
    ] {
        assert_refused(text, said);
    }
}

/// Options the engine plays for Fairy-Stockfish's built-ins (gates, the
/// duck, castling rooks and drops, sittuyin's promotion, kyoto shogi's
/// turning pieces, a king step in a pawn's Betza), refused by name where
/// Fairy-Stockfish's option means more than the engine's rule.
/// Stones that change sides beside kings or pawns (or a piece written
/// `k`), by a rule that flips nothing, or beside rules the engine does
/// not play with them; hands that never run out where captures fill
/// them.
#[test]
fn stone_rules_the_engine_does_not_play_together_are_refused() {
    for (text, said) in [
        (
            "[a:crazyhouse]\nflipEnclosedPieces = reversi\n",
            "`flipEnclosedPieces` beside a king",
        ),
        (
            "[a:flipello]\nflipEnclosedPieces = snort\n",
            "flips no piece",
        ),
        (
            "[a:ataxx]\ncommoner = k\nstartFen = K5p/7/7/7/7/7/p5P w - - 0 1\n",
            "or a piece written `k`",
        ),
    ] {
        assert_refused(text, said);
    }
    // (Refused by the engine's rules, which the section's import feeds.)
    for (text, said) in [
        (
            "[a:flipello]\nmustDrop = true\n",
            "pieces that change sides beside",
        ),
        (
            "[a:ataxx]\ncapturesToHand = true\n",
            "captures going to a hand",
        ),
    ] {
        let imported = VariantsIni::parse("x.ini", text)
            .unwrap()
            .import("a")
            .unwrap();
        let variant = PawnRules::load("a", &imported.spec).unwrap().remove(0);
        match AnyRules::with_notes(&variant, &imported.notes) {
            Ok(_) => panic!("{text}: plays"),
            Err(e) => assert!(e.to_string().contains(said), "{text}: {e}"),
        }
    }
}

#[test]
fn built_in_rules_the_engine_plays_otherwise_are_refused() {
    for (text, said) in [
        // Gates without `gating`, gating alone while castling, both kinds
        // of gates, gating from a narrowed drop region without drops.
        ("[a:chess]\nseirawanGating = true\n", "without `gating`"),
        ("[a:chess]\ngating = true\n", "while castling"),
        (
            "[a:chess]\ngating = true\nseirawanGating = true\ncambodianMoves = true\n",
            "together",
        ),
        (
            "[a:chess]\ngating = true\nseirawanGating = true\ndropRegionWhite = *1\n",
            "narrower than the board",
        ),
        // Cambodian moves beside castling, or without a met.
        (
            "[a:makruk]\ngating = true\ncambodianMoves = true\ncastling = true\n",
            "`cambodianMoves` with `castling`",
        ),
        (
            "[a:makruk]\nfers = -\npromotionPieceTypes = s\ngating = true\ncambodianMoves = true\n",
            "without a king or a fers",
        ),
        // A connection's value that is no result.
        ("[a:chess]\nconnectN = 4\nconnectValue = 3\n", "not `win`"),
        // Static walls; trails beside royal kings; edge walls with each
        // move, a pass with no wall; the duck with a royal king or drops.
        (
            "[a:chess]\nwallingRule = static\n",
            "`duck`, `arrow`, `past` and `edge` only",
        ),
        ("[a:chess]\nwallingRule = past\n", "beside royal pieces"),
        ("[a:chess]\nwallingRule = edge\n", "without `wallOrMove`"),
        ("[a:chess]\nwallOrMove = true\n", "without a `wallingRule`"),
        ("[a:chess]\nwallingRule = duck\n", "royal king"),
        (
            "[a:crazyhouse]\nking = -\ncommoner = k\nwallingRule = duck\n",
            "`pieceDrops`",
        ),
        // A `Q` that finds no rook; rights won by drops without castling.
        (
            "[a:chess]\ncastlingRookQueensideFile = j\n",
            "`castlingRookQueensideFile` off the board",
        ),
        (
            "[a:crazyhouse]\ncastling = false\ncastlingDroppedPiece = true\n",
            "without `castling`",
        ),
        // Sittuyin's promotion without a limit of one, to a piece moving
        // otherwise than it captures, beside other pawn kinds.
        (
            "[a:makruk]\nsittuyinPromotion = true\n",
            "`promotionLimit` 1",
        ),
        (
            "[a:chess]\ncustomPiece1 = x:mWcF\npromotionPieceTypes = x\npromotionLimit = x:1\nsittuyinPromotion = true\n",
            "moves otherwise than it captures",
        ),
        ("[a:wolf]\nsittuyinPromotion = true\n", "pawn kinds beside"),
        // Demotion where a move may leave a piece as it is, or beside
        // chess promotions; dropping promoted, or promoting on captures,
        // without it.
        (
            "[a:shogi]\npieceDemotion = true\n",
            "`pieceDemotion` where a move may leave",
        ),
        (
            "[a:kyotoshogi]\nmandatoryPiecePromotion = false\n",
            "`pieceDemotion` where a move may leave",
        ),
        (
            "[a:kyotoshogi]\npromotionPieceTypes = r\n",
            "with `promotionPieceTypes`",
        ),
        (
            "[a:shogi]\ndropPromoted = true\n",
            "without `pieceDemotion`",
        ),
        (
            "[a:shogi]\npiecePromotionOnCapture = true\n",
            "without `pieceDemotion`",
        ),
        // A king step whose two-letter direction Fairy-Stockfish reads
        // otherwise for each of its steps.
        (
            "[a:chess]\npawn = -\ncustomPiece1 = p:flKifmnD\npawnTypes = p\n",
            "two letters",
        ),
        // A flag piece per side, where both sides have a flag region.
        (
            "[a:chess]\nflagPieceWhite = k\nflagRegionWhite = *8\nflagRegionBlack = *1\n",
            "a kind per side",
        ),
    ] {
        assert_refused(text, said);
    }
    // A double step that would leave the board is made from no square.
    let ini = VariantsIni::parse("x.ini", "[a:torpedo]\n").unwrap();
    let spec = ini.import("a").unwrap().spec;
    assert!(
        spec.contains("push 2 from ranks 1..=6 en_passant;"),
        "{spec}"
    );
}

#[test]
fn an_unknown_key_or_a_loose_boolean_is_a_warning() {
    let text = "[a:chess]\ncastlingg = false\ncastling = yes\n";
    let imported = VariantsIni::parse("x.ini", text)
        .unwrap()
        .import("a")
        .unwrap();
    assert_eq!(imported.warnings.len(), 2, "{:?}", imported.warnings);
    assert!(imported.warnings[0].contains("x.ini:3") && imported.warnings[0].contains("`false`"));
    assert!(imported.warnings[1].contains("x.ini:2: [a] `castlingg`"));
    // `yes` reads as false, as in Fairy-Stockfish: no castling.
    assert!(imported.notes.castling.is_some_and(|c| c.off));
}

#[test]
fn odd_values_read_as_fairy_stockfish_reads_them_and_never_panic() {
    let import = |text: &str| VariantsIni::parse("x.ini", text).and_then(|i| i.import("a"));
    // A double-step rank past the board: no square, no panic; and no
    // double step that would leave the board.
    let spec = import("[a:chess]\nmaxRank = 4\ndoubleStepRank = 7\npromotionRank = 4\n")
        .unwrap()
        .spec;
    assert!(spec.contains("push 2 from rank 2 en_passant;"), "{spec}");
    // `doubleStepRankMin` is read only without `doubleStepRank`.
    let spec = import("[a:chess]\ndoubleStepRank = 4\ndoubleStepRankMin = 3\n")
        .unwrap()
        .spec;
    assert!(
        spec.contains("push 2 from ranks 2..=4 en_passant;"),
        "{spec}"
    );
    // A parent without double steps keeps its child without them, as
    // Fairy-Stockfish concludes each variant it reads.
    let spec = import("[a:gardner]\ndoubleStep = true\n").unwrap().spec;
    assert!(!spec.contains("push 2"), "{spec}");
    // A limit of 0 is no limit.
    let spec = import("[a:chess]\npromotionLimit = q:0\n").unwrap().spec;
    assert!(spec.contains("to queen | rook"), "{spec}");
    // `[a:]` has no parent: no pieces, so nothing to promote to, and
    // pawns never enter the last rank (yet attack it).
    let spec = import("[a:]\npawn = p\nking = k\n").unwrap().spec;
    assert!(spec.contains("promote at rank 8 to none;"), "{spec}");
    // A long chain of parents resolves without recursion.
    let mut text = "[s0:chess]\n".to_owned();
    for i in 1..4000 {
        text.push_str(&format!("[s{i}:s{}]\n", i - 1));
    }
    text.push_str("[a:s3999]\n");
    assert!(import(&text).is_ok());
    for i in 0..200 {
        text.push_str(&format!("[b{i}]\n"));
    }
    assert!(
        VariantsIni::parse("x.ini", &text)
            .unwrap_err()
            .contains("section")
    );
}

/// Hostile sections: our sections with a value, a key or a line changed
/// at random (a fixed sequence, so a failure repeats) read, import and,
/// where they play, load and count one ply without a panic; whatever
/// fails says why.
#[test]
fn mutated_sections_never_panic() {
    const VALUES: [&str; 24] = [
        "-",
        "*",
        "0",
        "1",
        "99",
        "4294967296",
        "a1",
        "l12",
        "*0",
        "*11",
        "a*",
        "z9",
        "k",
        "pq",
        "q:0",
        "q:99",
        "true",
        "false",
        "fmWfcFifmnD",
        "mfR",
        "KifmnD",
        "p:g",
        "ä",
        "",
    ];
    let lines: Vec<&str> = INI.lines().collect();
    let mut random = support::Random(0x5eed_1e55);
    let (mut rounds, mut played, mut refused) = (0, 0, 0);
    for _ in 0..300 {
        let mut text: Vec<String> = lines.iter().map(|l| (*l).to_owned()).collect();
        for _ in 0..3 {
            let at = random.below(text.len());
            let value = VALUES[random.below(VALUES.len())];
            match random.below(4) {
                // A value changed.
                0 | 1 => {
                    if let Some((key, _)) = text[at].split_once('=') {
                        text[at] = format!("{key}= {value}");
                    }
                }
                // A line given again elsewhere.
                2 => {
                    let line = text[random.below(text.len())].clone();
                    text.insert(at, line);
                }
                // A line dropped.
                _ => {
                    text.remove(at);
                }
            }
        }
        let text = text.join("\n");
        let Ok(ini) = VariantsIni::parse("x.ini", &text) else {
            continue;
        };
        let names: Vec<String> = ini.names().map(str::to_owned).collect();
        for name in names {
            let Ok(imported) = ini.import(&name) else {
                refused += 1;
                continue;
            };
            let Ok(mut loaded) = PawnRules::load(&name, &imported.spec) else {
                refused += 1;
                continue;
            };
            match AnyRules::with_notes(&loaded.remove(0), &imported.notes) {
                // (A start position the rules refuse is an error, too.)
                Ok(rules) => played += usize::from(rules.perft(None, 1).is_ok()),
                Err(_) => refused += 1,
            }
        }
        rounds += 1;
    }
    // The mutations left most sections playing, and broke some.
    assert!(
        rounds > 200 && played > 1000 && refused > 0,
        "{rounds} {played} {refused}"
    );
}

/// Castling rights that decide the game are written as a FEN writes them
/// (`castlingWins = Qq`, `-` for none), and only where kings castle.
#[test]
fn castling_wins_are_rights_where_kings_castle() {
    for (text, said) in [
        (
            "[a:chess]\ncastlingWins = Qx\n",
            "`x` is not a castling right",
        ),
        (
            "[a:chess]\ncastling = false\ncastlingWins = q\n",
            "no king castles",
        ),
        // (Without a rook no king castles.)
        ("[a:chess]\nrook = -\ncastlingWins = K\n", "no king castles"),
    ] {
        assert_refused(text, said);
    }
    for text in [
        "[a:chess]\ncastlingWins = -\n",
        "[a:chess]\ncastlingWins = K q\n",
    ] {
        let ini = VariantsIni::parse("x.ini", text).unwrap();
        assert!(ini.import("a").is_ok(), "{text}");
    }
}
