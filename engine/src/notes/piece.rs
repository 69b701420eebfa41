//! A piece a side file, a command line or the engine's own list defines:
//! its name, FEN letter and Betza moves.

use crate::betza::PieceMoves;

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
pub(crate) fn spelling(letter: char, plus: bool) -> String {
    if plus {
        format!("+{letter}")
    } else {
        letter.to_string()
    }
}
