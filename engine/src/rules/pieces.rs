//! The pieces the engine knows by name (chess's, shogi's and the
//! catalog's fairy pieces, with their FEN letters and Betza moves) and
//! the facts a bundled variant needs beyond its pawn rules.

use crate::notes::{CastlingNote, Extinction, Notes, Part, PieceDef, Zone};
use crate::variants::PawnRules;

/// The pieces the engine knows in a variant, with the letters
/// Fairy-Stockfish gives them there.
pub(super) fn known_pieces(variant: &str) -> Vec<PieceDef> {
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
pub(super) fn known_pawn_letters(variant: &str) -> Option<[char; 2]> {
    (variant == "spartan").then_some(['p', 'h'])
}

/// What the engine knows of a variant beyond its pawn rules, by the
/// variant's name: for a bundled variant's name (its generated code, or
/// its spec loaded without a side file), the rules the engine plays
/// (shatranj's bare king, xiangqi's palace and flying general, shogi's
/// piece promotions); nothing for other names.
#[must_use]
pub fn known_notes(variant: &PawnRules) -> Notes {
    let no_castling = Some(CastlingNote {
        off: true,
        ..CastlingNote::default()
    });
    let names = |names: &[&str]| names.iter().map(|&n| n.to_owned()).collect::<Vec<_>>();
    let ranks = |first, last| Zone(vec![Part::Ranks(first, last)]);
    let squares =
        |squares: &[(u32, u32)]| Zone(squares.iter().map(|&s| Part::Squares(s, s)).collect());
    // The palaces, White's and Black's, on xiangqi's and janggi's 9 x 10.
    let palace = [
        Zone(vec![Part::Squares((4, 1), (6, 3))]),
        Zone(vec![Part::Squares((4, 8), (6, 10))]),
    ];
    let palaces = |kinds: &[&str]| {
        kinds
            .iter()
            .map(|&k| (k.to_owned(), palace.clone()))
            .collect::<Vec<_>>()
    };
    match variant.name.as_str() {
        // The bare king loses, unless its side bares the other's next.
        "shatranj" => Notes {
            extinction: Some(Extinction {
                kinds: Vec::new(),
                count: 1,
                opponent: 2,
                claim: true,
            }),
            castling: no_castling,
            ..Notes::default()
        },
        // Black's two kings are commoners, royal while one is left, and
        // may not both be left attacked.
        "spartan" => Notes {
            commoner_kings: true,
            extinction: Some(Extinction {
                kinds: names(&["commoner"]),
                ..Extinction::default()
            }),
            pseudo_royal: true,
            duple_check: true,
            ..Notes::default()
        },
        // The general and advisors stay in the palace, the elephants on
        // their side of the river, and the generals may not face each
        // other.
        "xiangqi" => Notes {
            king: Some("W".to_owned()),
            regions: [
                palaces(&["king", "advisor"]),
                vec![("elephant".to_owned(), [ranks(1, 5), ranks(6, 10)])],
            ]
            .concat(),
            flying_general: true,
            castling: no_castling,
            ..Notes::default()
        },
        // The palaces, with their diagonals; cannons that neither hop over
        // nor take cannons; passing, and bikjang.
        "janggi" => Notes {
            king: Some("W".to_owned()),
            regions: palaces(&["king", "advisor"]),
            diagonal_lines: Some(squares(&[
                (4, 1),
                (6, 1),
                (5, 2),
                (4, 3),
                (6, 3),
                (4, 8),
                (6, 8),
                (5, 9),
                (4, 10),
                (6, 10),
            ])),
            janggi_cannons: names(&["cannon"]),
            pass: true,
            bikjang: true,
            castling: no_castling,
            ..Notes::default()
        },
        // The king lands on the i or c file.
        "capablanca" => Notes {
            castling: Some(CastlingNote {
                files: Some([8, 2]),
                ..CastlingNote::default()
            }),
            ..Notes::default()
        },
        // Its pieces promote in the far three ranks, and it never castles.
        "shogi" => Notes {
            castling: no_castling,
            promotion_zone: Some([ranks(7, 9), ranks(1, 3)]),
            piece_promotions: [
                ("rook", "dragon"),
                ("bishop", "horse"),
                ("knight", "knight_gold"),
                ("lance", "lance_gold"),
                ("silver", "silver_gold"),
            ]
            .map(|(base, promoted)| (base.to_owned(), promoted.to_owned()))
            .to_vec(),
            ..Notes::default()
        },
        // Variants that never castle (wildebeest's own castling, the king
        // moving one to four squares, is not played: its FEN rights are
        // ignored).
        "gardner" | "grand" | "legan" | "los_alamos" | "makruk" | "wildebeest" => Notes {
            castling: no_castling,
            ..Notes::default()
        },
        _ => Notes::default(),
    }
}

/// The most kings a side may have: spartan's Black starts with two.
pub(super) fn most_kings(variant: &str) -> [u32; 2] {
    if variant == "spartan" { [1, 2] } else { [1, 1] }
}

/// Pieces known by name, for a spec whose pawns promote to them: they join
/// the variant's pieces only then.
pub(super) fn catalog() -> Vec<PieceDef> {
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
