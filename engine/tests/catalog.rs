//! The Fairy-Stockfish catalog (`catalog/fairy-stockfish/`): every spec
//! loads as run-time rules with its side file (`x.ini`, a section starting
//! from the built-in), and every perft row its `.perft` file holds,
//! computed with Fairy-Stockfish (recipe in the catalog's README), is the
//! engine's count too. The numbers are not ours.

mod support;

use pawnshift_engine::game::Rules;
use pawnshift_engine::notes::{CastlingNote, Notes, PieceDef};
use pawnshift_engine::{PawnRules, RulesError};
use support::{catalog_specs, load, read_rows, side_notes};

#[test]
fn every_catalog_spec_loads_and_matches_fairy_stockfish() {
    let specs = catalog_specs();
    assert!(specs.len() >= 40, "{} specs", specs.len());
    let mut rows = 0;
    for spec in &specs {
        let source = std::fs::read_to_string(spec).expect("read");
        let path = spec.display().to_string();
        let loaded = PawnRules::load(&path, &source).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(loaded.len(), 1, "{path}: one module");
        let perft = read_rows(&spec.with_extension("perft"));
        assert!(perft.len() >= 2, "{path}: at least two perft rows");
        let notes = side_notes(spec);
        let rules =
            Rules::<u128>::with_notes(&loaded[0], &notes).unwrap_or_else(|e| panic!("{path}: {e}"));
        for row in &perft {
            let (fen, counts) = (&row.fen, &row.counts);
            let board = rules
                .position(fen)
                .unwrap_or_else(|e| panic!("{path}: {fen}: {e}"));
            for (depth, &want) in (1..).zip(counts) {
                assert_eq!(
                    rules.perft(&board, depth),
                    want,
                    "{path}: `{fen}` depth {depth}"
                );
                rows += 1;
            }
        }
    }
    assert!(rows > 0);
}

/// Each of Fairy-Stockfish's built-ins the engine holds (a section may
/// start from it) has its catalog spec and side file, and so the rows the
/// test above plays.
#[test]
fn every_built_in_is_in_the_catalog() {
    let names = pawnshift_engine::notes::fsf::builtin_names();
    assert!(names.len() >= 106, "{} built-ins", names.len());
    for name in names {
        let spec = support::catalog().join(format!("{name}.pawns"));
        assert!(spec.exists(), "{}", spec.display());
        assert!(spec.with_extension("ini").exists(), "{name}: a side file");
        assert!(spec.with_extension("perft").exists(), "{name}: rows");
    }
}

/// Wolf chess's two pawn kinds: letters, the sergeant's promotion zone, and
/// en passant made by a sergeant, taken by a pawn and not by a sergeant.
/// (The sergeant is Fairy-Stockfish's `customPiece1`, which the catalog's
/// spec, imported from the built-in, calls `custom_piece1`.)
#[test]
fn wolf_sergeants_are_a_second_pawn_kind() {
    let (wolf, notes, rules) = load("wolf");
    let names: Vec<&str> = rules.pawn_kinds().iter().map(|&(_, n)| n).collect();
    assert_eq!(names, ["pawn", "custom_piece1"]);

    let error = rules
        .position("3Sk3/8/8/8/8/8/8/8/8/4K3 w - - 0 1")
        .unwrap_err();
    assert!(
        error.to_string().contains("a custom_piece1 on d10"),
        "{error}"
    );

    let mut typo = notes.clone();
    typo.kind_letters = vec![("custom_piece9".to_owned(), 'x')];
    let error = Rules::<u128>::with_notes(&wolf, &typo)
        .err()
        .expect("a typo");
    assert!(
        error.to_string().contains(
            "pawn-like piece `custom_piece9` names no pawn kind of `wolf`: its kinds are custom_piece1"
        ),
        "{error}"
    );

    let mut clash = notes.clone();
    clash.kind_letters = vec![("custom_piece1".to_owned(), 'p')];
    let error = Rules::<u128>::with_notes(&wolf, &clash)
        .err()
        .expect("a clash");
    assert_eq!(
        error,
        RulesError::LetterTaken {
            piece: "custom_piece1".to_owned(),
            letter: 'p',
            piece_is_kind: true,
            owner: "pawn".to_owned(),
            owner_is_kind: false
        }
    );
    assert!(
        error.to_string().contains("`p`, which is the pawn's"),
        "{error}"
    );

    // After b2b4 (a sergeant, passing b3), Black's pawn on c4 takes it en
    // passant; Black's sergeant on a4 only steps onto b3.
    let board = rules
        .position("4k3/8/8/8/8/8/s1p5/8/1S6/4K3 w - - 0 1")
        .expect("a position");
    let double = rules
        .legal_moves(&board)
        .into_iter()
        .find(|m| rules.move_name(m) == "b2b4")
        .expect("b2b4");
    let after = rules.after(&board, &double).expect("legal");
    let mut replies: Vec<String> = rules
        .legal_moves(&after)
        .iter()
        .filter(|m| rules.move_name(m).ends_with("b3"))
        .map(|m| rules.move_name(m))
        .collect();
    replies.sort();
    assert_eq!(replies, ["a4b3", "c4b3"]);
    let taken = rules
        .legal_moves(&after)
        .into_iter()
        .find(|m| rules.move_name(m) == "c4b3")
        .expect("c4b3");
    let end = rules.after(&after, &taken).expect("legal");
    assert_eq!(
        end.pieces(pawnshift::Color::White, names_kind(&rules, "custom_piece1")),
        0
    );
}

fn names_kind(rules: &Rules, name: &str) -> pawnshift_engine::game::Kind {
    rules
        .pawn_kinds()
        .into_iter()
        .find(|&(_, n)| n == name)
        .map(|(k, _)| k)
        .expect("a kind")
}

/// A spec that gives Black's hounds rules and White none (fox and hounds
/// as one would write it by hand): a position with a White hound is
/// refused by name, one without plays.
#[test]
fn a_side_without_pawn_rules_holds_no_pawns() {
    let spec = "pub mod fox_and_hounds { black forward south { push 1 south_west | south_east; } }";
    let hounds = PawnRules::load("fox-and-hounds.pawns", spec)
        .expect("a spec")
        .remove(0);
    let notes = Notes {
        pawn_letters: Some(['h', 'h']),
        pieces: vec![pawnshift_engine::game::PieceDef::new("fox", 'f', Some("F"))],
        ..Notes::default()
    };
    let rules = Rules::<u128>::with_notes(&hounds, &notes).expect("rules");
    let error = rules
        .position("1h6/8/8/8/8/8/8/2H1F3 w - - 0 1")
        .expect_err("a White hound");
    assert!(
        error
            .to_string()
            .contains("fox_and_hounds has no rules for White's pawns"),
        "{error}"
    );
    assert!(rules.position("1h6/8/8/8/8/8/8/4F3 w - - 0 1").is_ok());
}

/// Castling notes that cannot hold are refused by name, and a pass keeps
/// the castling rights.
#[test]
fn castling_notes_are_checked_and_passes_keep_rights() {
    let (chess, _, _) = load("chess");
    let refused = |castling: CastlingNote, pieces: Vec<PieceDef>, cambodian_moves: bool| {
        let notes = Notes {
            castling: Some(castling),
            pieces,
            cambodian_moves,
            ..Notes::default()
        };
        Rules::<u128>::with_notes(&chess, &notes)
            .map(|_| ())
            .expect_err("refused")
            .to_string()
    };
    let castling = CastlingNote::default();
    let off_the_board = refused(
        CastlingNote {
            rank: Some(8),
            ..castling.clone()
        },
        Vec::new(),
        false,
    );
    assert!(
        off_the_board.contains("rank 9 is off this 8-rank board"),
        "{off_the_board}"
    );
    let file = refused(
        CastlingNote {
            files: Some([25, 2]),
            ..castling.clone()
        },
        Vec::new(),
        false,
    );
    assert!(file.contains("file z is off this 8-file board"), "{file}");
    let rook = refused(
        CastlingNote {
            rook: Some("rookni".to_owned()),
            ..castling.clone()
        },
        Vec::new(),
        false,
    );
    assert!(
        rook.contains("`rookni` is not a piece of this variant"),
        "{rook}"
    );
    let cambodian = refused(
        CastlingNote {
            files: Some([6, 2]),
            ..castling
        },
        vec![PieceDef::new("met", 'm', Some("F"))],
        true,
    );
    assert!(
        cambodian.contains("`castling` with `cambodianMoves`"),
        "{cambodian}"
    );

    let notes = Notes {
        pass: true,
        ..Notes::default()
    };
    let rules = Rules::<u128>::with_notes(&chess, &notes).expect("rules");
    let mut board = rules
        .position("r3k2r/p7/8/8/8/8/P7/R3K2R w KQkq - 0 1")
        .expect("a FEN");
    for name in ["e1e1", "a7a6"] {
        let m = rules
            .legal_moves(&board)
            .into_iter()
            .find(|m| rules.move_name(m) == name)
            .expect(name);
        board = rules.after(&board, &m).expect("legal");
    }
    let names: Vec<String> = rules
        .legal_moves(&board)
        .iter()
        .map(|m| rules.move_name(m))
        .collect();
    assert!(
        names.contains(&"e1g1".to_owned()) && names.contains(&"e1c1".to_owned()),
        "{names:?}"
    );
}

/// `Rules::new` refuses a promotion piece it cannot move, by name, rather
/// than count a piece that never moves; with the piece described, perft
/// plays it (depth 1: a8=dragon and the king's five steps).
#[test]
fn an_unknown_promotion_piece_is_refused_by_name() {
    let spec = "pub mod dragon { white forward north { push 1; promote at rank 8 to dragon; } black mirrors white; }";
    let variant = PawnRules::load("dragon.pawns", spec)
        .expect("a spec")
        .remove(0);
    let error = Rules::<u128>::new(&variant, &[]).err().expect("no dragon");
    assert_eq!(
        error,
        RulesError::UnknownPromotion {
            variant: "dragon".to_owned(),
            piece: "dragon".to_owned()
        }
    );
    assert!(!error.to_string().contains("--piece"), "{error}");
    let dragon = pawnshift_engine::game::PieceDef::parse("dragon:d=RF").expect("a piece");
    let rules = Rules::<u128>::new(&variant, &[dragon]).expect("a dragon");
    let board = rules
        .position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
        .expect("a position");
    assert_eq!(rules.perft(&board, 1), 6);
}

/// The makruk family's promotion zone is Fairy-Stockfish's, ranks 6 to 8
/// (Black's 3 to 1), not the sixth rank alone: a pawn on the seventh, which
/// the sixth alone would let step on as a pawn, is refused as one that must
/// already have promoted (no game reaches it: a pawn promotes on entering
/// the zone, and none of these variants drops pawns).
#[test]
fn the_makruk_promotion_zone_is_fairy_stockfish_s() {
    for name in ["makruk", "makpong", "cambodian", "karouk", "ai-wok"] {
        let (_, _, rules) = load(name);
        for fen in [
            "4k3/3P4/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1",
        ] {
            let error = rules.position(fen).err();
            let error = error.unwrap_or_else(|| panic!("{name}: `{fen}` was accepted"));
            assert!(error.to_string().contains("promot"), "{name}: {error}");
        }
    }
}
