//! How games end on the fast path beyond mate and stalemate, each rule
//! tested at every node where the variant has it: extinction (shatranj's
//! bare king: a side holds too few of a group of kinds, counted over the
//! kings, pawns and pieces of a fast position, those in hand too), a flag
//! reached (kingofthehill's centre) and the last of a side's counted
//! checks given (3check).

use super::Pos;
use super::pieces::{Pieces, slots_in};
use crate::game::{Extinct, Kind};
use crate::set::Set;

/// The squares where a kind of piece ends the game once it stands on one
/// (kingofthehill's king in the centre), for the side that moved it.
pub(super) struct Flag<S> {
    /// The flag's kind: the king, the pawns, or pieces of these slots.
    kind: Held,
    /// Per side, the squares where it ends the game.
    squares: [S; 2],
}

/// Where a fast position keeps a kind of piece.
#[derive(Clone, Copy)]
enum Held {
    King,
    Pawn,
    /// A mask of slots.
    Slots(u32),
}

impl<S: Set> Flag<S> {
    /// The flag of `kind` on `squares`, its pieces kept as `pieces` says.
    pub(super) fn new(kind: Kind, squares: [S; 2], pieces: &Pieces<S>) -> Flag<S> {
        Flag {
            kind: match kind {
                Kind::KING => Held::King,
                Kind::PAWN => Held::Pawn,
                _ => Held::Slots(pieces.slots_of(kind)),
            },
            squares,
        }
    }

    /// Whether the side that just moved in `p` has reached the flag.
    #[inline]
    pub(super) fn reached<const N: usize>(&self, p: &Pos<S, N>) -> bool {
        let mover = 1 - p.side;
        let there = match self.kind {
            Held::King => p.kings[mover],
            Held::Pawn => p.pawns[mover],
            Held::Slots(slots) => {
                slots_in(slots).fold(S::EMPTY, |set, slot| set | p.of(mover, slot))
            }
        };
        there & self.squares[mover] != S::EMPTY
    }
}

/// One group of kinds counted together, as the fast path holds them.
struct Group {
    king: bool,
    pawn: bool,
    /// The slots of the pieces of the group's kinds, as a mask.
    slots: u32,
}

/// A variant's extinction rule over fast positions.
pub(super) struct Extinction {
    groups: Vec<Group>,
    rule: Extinct,
}

impl Extinction {
    /// The `rule` over `groups` of kinds (as `Rules::extinction` gives
    /// them), with `slots` saying where the fast path keeps a kind of
    /// piece (a mask of slots).
    pub(super) fn new(
        (groups, rule): (&[Vec<Kind>], Extinct),
        slots: impl Fn(Kind) -> u32,
    ) -> Extinction {
        Extinction {
            groups: groups
                .iter()
                .map(|kinds| Group {
                    king: kinds.contains(&Kind::KING),
                    pawn: kinds.contains(&Kind::PAWN),
                    slots: kinds.iter().fold(0, |mask, &k| mask | slots(k)),
                })
                .collect(),
            rule,
        }
    }

    /// Whether the game is over in `p`, as the general engine's
    /// `Ends::over` decides it (a fast position holds no other kinds).
    pub(super) fn over<S: Set, const N: usize>(&self, p: &Pos<S, N>) -> bool {
        let held = |side: usize, g: &Group| {
            let mut held = 0;
            if g.king {
                held += p.kings[side].count();
            }
            if g.pawn {
                held += p.pawns[side].count() + u32::from(p.hands[side]);
            }
            for slot in slots_in(g.slots) {
                held += p.of(side, slot).count() + u32::from(p.in_hand(side, slot));
            }
            held
        };
        self.rule.over(p.side, &self.groups, held)
    }
}
