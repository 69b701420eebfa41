//! The pieces the engine knows by name (chess's, shogi's and the
//! catalog's fairy pieces, with their FEN letters and Betza moves), a
//! piece defined by a side file or a command-line flag, and the facts a
//! bundled variant needs beyond its pawn rules.

use crate::betza::PieceMoves;
use crate::notes::Notes;
use crate::variants::PawnRules;

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
pub(super) fn spelling(letter: char, plus: bool) -> String {
    if plus {
        format!("+{letter}")
    } else {
        letter.to_string()
    }
}

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
