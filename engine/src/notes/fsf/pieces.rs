//! Fairy-Stockfish's piece types, in its order (`PieceType`), with the
//! `variants.ini` key that gives each its letter and the Betza moves its
//! `piece.cpp` gives the predefined ones.

/// The predefined piece types after the pawn, each with its key and
/// Betza moves, in Fairy-Stockfish's order.
const PREDEFINED: [(&str, &str); 36] = [
    ("pawn", "fmWfceF"),
    ("knight", "N"),
    ("bishop", "B"),
    ("rook", "R"),
    ("queen", "Q"),
    ("fers", "F"),
    ("alfil", "A"),
    ("fersAlfil", "FA"),
    ("silver", "FfW"),
    ("aiwok", "RNF"),
    ("bers", "RF"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("knibis", "mNcB"),
    ("biskni", "mBcN"),
    ("kniroo", "mNcR"),
    ("rookni", "mRcN"),
    ("shogiPawn", "fW"),
    ("lance", "fR"),
    ("shogiKnight", "fN"),
    ("gold", "WfF"),
    ("dragonHorse", "BW"),
    ("clobber", "cW"),
    ("breakthrough", "fmWfF"),
    ("immobile", ""),
    ("cannon", "mRcpR"),
    ("janggiCannon", "pR"),
    ("soldier", "fsW"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("banner", "RcpRnN"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
];

/// How many custom piece types there are (`customPiece1` to
/// `customPiece25`).
pub(super) const CUSTOM: u32 = 25;

/// A piece type, ordered as Fairy-Stockfish orders them (the order its
/// parser reads their keys in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Type {
    /// A predefined type, by its index in Fairy-Stockfish's order (the
    /// pawn is 0).
    Predefined(usize),
    /// `customPieceN`, N from 1 to 25.
    Custom(u32),
    /// The king.
    King,
}

/// The pawn.
pub(super) const PAWN: Type = Type::Predefined(0);

impl Type {
    /// Every type, in Fairy-Stockfish's order.
    pub(super) fn all() -> impl Iterator<Item = Type> {
        (0..PREDEFINED.len())
            .map(Type::Predefined)
            .chain((1..=CUSTOM).map(Type::Custom))
            .chain(std::iter::once(Type::King))
    }

    /// The predefined type `name` is the key of, if any (`fersAlfil`).
    pub(super) fn named(name: &str) -> Option<Type> {
        Type::all().find(|t| t.key() == name)
    }

    /// The commoner (a king that is not royal).
    pub(super) fn commoner() -> Type {
        Type::named("commoner").unwrap_or(PAWN)
    }

    /// Its `variants.ini` key (`fersAlfil`, `customPiece3`, `king`).
    pub(super) fn key(self) -> String {
        match self {
            Type::Predefined(i) => PREDEFINED[i].0.to_owned(),
            Type::Custom(n) => format!("customPiece{n}"),
            Type::King => "king".to_owned(),
        }
    }

    /// Its name in a spec and in the engine: the key in snake case
    /// (`fers_alfil`, `custom_piece3`).
    pub(super) fn name(self) -> String {
        let mut name = String::new();
        for c in self.key().chars() {
            if c.is_ascii_uppercase() {
                name.push('_');
                name.push(c.to_ascii_lowercase());
            } else {
                name.push(c);
            }
        }
        name
    }

    /// A predefined type's Betza moves (`None` for a custom one, whose
    /// section gives them, and the king).
    pub(super) fn betza(self) -> Option<&'static str> {
        match self {
            Type::Predefined(i) => Some(PREDEFINED[i].1),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_orders_types_as_fairy_stockfish_does() {
        assert_eq!(
            Type::named("fersAlfil").map(Type::name).as_deref(),
            Some("fers_alfil")
        );
        assert_eq!(
            Type::named("customPiece3").map(Type::name).as_deref(),
            Some("custom_piece3")
        );
        assert!(Type::named("pawn") < Type::named("centaur"));
        assert!(Type::named("centaur") < Type::named("customPiece1"));
        assert!(Type::named("customPiece25") < Type::named("king"));
        assert_eq!(Type::named("customPiece26"), None);
        assert_eq!(Type::all().count(), 36 + 25 + 1);
    }
}
