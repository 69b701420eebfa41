//! The pieces the engine knows by name (chess's, shogi's and the
//! catalog's fairy pieces, with their FEN letters and Betza moves) and
//! the facts a bundled variant needs beyond its pawn rules.

use crate::notes::{Notes, PieceDef};
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

/// What the engine knows of a bundled variant beyond its pawn rules, as a
/// side file would say it (see [`crate::notes`]): shatranj's bare king,
/// spartan's commoner kings in duple check, xiangqi's palace and flying
/// general.
pub(super) fn known_notes_text(variant: &str) -> &'static str {
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
