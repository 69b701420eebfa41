//! [`AnyRules`]: a variant's rules on the set type its board needs
//! (`u128` up to 128 squares, `Wide<4>` up to 16 x 16), behind methods
//! that take and give FENs, move names and counts. A program that picks
//! its variant at run time calls these and compiles none of the generic
//! engine itself: they are compiled once, in this crate.

use crate::error::{PositionError, RulesError};
use crate::game::{Divided, Rules};
use crate::notes::Notes;
use crate::set::{Widest, fits};
use crate::variants::PawnRules;

/// A variant's rules, on `u128` sets where its board fits and on
/// [`Widest`] sets otherwise.
pub enum AnyRules {
    /// Boards of at most 128 squares.
    Small(Rules<u128>),
    /// Boards of 129 to 256 squares.
    Wide(Rules<Widest>),
}

/// `$body` with `$rules` the rules inside `$any`, whatever their set type.
macro_rules! each {
    ($any:expr, |$rules:ident| $body:expr) => {
        match $any {
            AnyRules::Small($rules) => $body,
            AnyRules::Wide($rules) => $body,
        }
    };
}

impl core::fmt::Debug for AnyRules {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let sets = match self {
            AnyRules::Small(_) => "u128",
            AnyRules::Wide(_) => "Wide<4>",
        };
        write!(f, "AnyRules({} on {sets})", self.variant().name)
    }
}

impl AnyRules {
    /// The rules of `variant` with what its side file says (`notes`; see
    /// [`Rules::with_notes`]), on the set type its board needs.
    pub fn with_notes(variant: &PawnRules, notes: &Notes) -> Result<AnyRules, RulesError> {
        Ok(if fits::<u128>(variant.width, variant.height) {
            AnyRules::Small(Rules::with_notes(variant, notes)?)
        } else {
            AnyRules::Wide(Rules::with_notes(variant, notes)?)
        })
    }

    /// The rules of `variant` with the engine's own notes for its name
    /// (see [`Rules::new`]).
    pub fn new(variant: &PawnRules) -> Result<AnyRules, RulesError> {
        AnyRules::with_notes(variant, &crate::game::known_notes(variant))
    }

    /// The variant's pawn rules.
    pub fn variant(&self) -> &PawnRules {
        each!(self, |rules| rules.variant())
    }

    /// `fen`, or the spec's start position if `fen` is `None`; an error
    /// if the spec has none.
    fn fen<'a>(&'a self, fen: Option<&'a str>) -> Result<&'a str, PositionError> {
        fen.or(self.variant().start.as_deref())
            .ok_or_else(|| PositionError::NoStart {
                variant: self.variant().name.clone(),
            })
    }

    /// Checks a position as perft reads it (see [`Rules::position`]);
    /// `None` is the spec's start.
    pub fn check_position(&self, fen: Option<&str>) -> Result<(), PositionError> {
        let fen = self.fen(fen)?;
        each!(self, |rules| rules.position(fen).map(drop))
    }

    /// The legal moves of a position (`None`: the start), by name
    /// ([`Rules::move_name`]: `e2e4`, `a7a8q`, `P@e4`), in generation
    /// order.
    pub fn legal_moves(&self, fen: Option<&str>) -> Result<Vec<String>, PositionError> {
        let fen = self.fen(fen)?;
        each!(self, |rules| {
            let board = rules.position(fen)?;
            Ok(rules
                .legal_moves(&board)
                .iter()
                .map(|m| rules.move_name(m))
                .collect())
        })
    }

    /// The leaves of the game tree `depth` plies deep below a position
    /// (`None`: the start).
    pub fn perft(&self, fen: Option<&str>, depth: u32) -> Result<u64, PositionError> {
        let fen = self.fen(fen)?;
        each!(self, |rules| {
            let board = rules.position(fen)?;
            Ok(rules.perft(&board, depth))
        })
    }

    /// Perft split by first move as it goes ([`Rules::divide_with`]):
    /// `observe` hears of each first move before and after its search.
    /// Returns the total.
    pub fn divide_with(
        &self,
        fen: Option<&str>,
        depth: u32,
        observe: &mut dyn FnMut(Divided<'_>),
    ) -> Result<u64, PositionError> {
        let fen = self.fen(fen)?;
        each!(self, |rules| {
            let board = rules.position(fen)?;
            Ok(rules.divide_with(&board, depth, &mut *observe))
        })
    }

    /// The side to move's pawn moves, drawn rule by rule (see
    /// [`crate::show::show`]); `None` is the start.
    pub fn show(&self, fen: Option<&str>) -> Result<String, String> {
        each!(self, |rules| crate::show::show(rules, fen))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: &str = "pub mod chess { board 8 x 8; start \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"; \
        white forward north { push 1; push 2 from rank 2 en_passant; capture north_west | north_east; \
        promote at rank 8 to queen | rook | bishop | knight; } black mirrors white; }";

    #[test]
    fn any_rules_play_a_spec_loaded_at_run_time() {
        let variant = PawnRules::load("chess.pawns", SPEC)
            .expect("a spec")
            .remove(0);
        let rules = AnyRules::new(&variant).expect("rules");
        assert!(matches!(rules, AnyRules::Small(_)));
        // The published counts of chess's start.
        assert_eq!(rules.perft(None, 3), Ok(8902));
        assert_eq!(rules.legal_moves(None).map(|m| m.len()), Ok(20));
        let mut ends = 0;
        let total = rules
            .divide_with(Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), 2, &mut |step| {
                if matches!(step, Divided::End { .. }) {
                    ends += 1;
                }
            })
            .expect("a position");
        assert_eq!(ends, 6);
        assert_eq!(
            total,
            rules
                .perft(Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), 2)
                .unwrap()
        );
        assert!(
            rules
                .perft(Some("4k3/8/8/8/8/8/8/z3K3 w - - 0 1"), 1)
                .is_err()
        );
    }
}
