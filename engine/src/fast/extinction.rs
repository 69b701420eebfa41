//! Extinction on the fast path (shatranj's bare king): the game is over
//! once a side holds too few of a group of kinds, counted over the kings,
//! pawns (with those in hand) and pieces of a fast position.

use super::Pos;
use crate::game::{Extinct, Kind};
use crate::set::Set;

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
            for slot in (0..32).filter(|&slot| g.slots >> slot & 1 != 0) {
                held += p.of(side, slot).count() + u32::from(p.in_hand(side, slot));
            }
            held
        };
        self.rule.over(p.side, &self.groups, held)
    }
}
