//! The promoted pieces of the fast path: leaps from per-square tables,
//! rides from per-square ray tables cut at the first blocker, and the
//! check and pin masks that make every move legal without trying it.

use crate::game::{Kind, PlainPiece};
use crate::set::{Set, squares};

/// The most slots of pieces besides pawns and kings a fast position
/// holds: a slot per kind, and in a variant where a captured piece a
/// pawn became goes to the hand as a pawn, a slot more for each kind
/// pawns promote to (crazyhouse's `Q~`).
pub(super) const SLOTS: usize = 12;

/// The most pins a position's guard keeps (one per line through the
/// king, and more on the rare boards with riders of unusual steps); a
/// position with more is left to the general engine.
const MOST_PINS: usize = 16;

/// The slots of a mask of slots.
pub(super) fn slots_in(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |&slot| mask >> slot & 1 != 0)
}

/// One ride's rays from every square.
pub(super) struct Ray<S> {
    /// Whether the ride climbs the square indices (so its nearest blocker
    /// is the lowest square of a set).
    up: bool,
    /// The squares the ride reaches from each square on an empty board.
    reach: Vec<S>,
    /// The same with no limit of steps: what a blocker hides.
    beyond: Vec<S>,
}

impl<S: Set> Ray<S> {
    /// A ride of `step`, at most `range` steps, on a `width` x `height`
    /// board.
    pub(super) fn new(width: i32, height: i32, step: (i32, i32), range: u32) -> Ray<S> {
        let walk = |sq: i32, most: u32| {
            let (mut f, mut r) = (sq % width + step.0, sq / width + step.1);
            let mut set = S::EMPTY;
            let mut steps = 0;
            while steps < most && (0..width).contains(&f) && (0..height).contains(&r) {
                set |= S::at(r * width + f);
                f += step.0;
                r += step.1;
                steps += 1;
            }
            set
        };
        Ray {
            up: step.1 * width + step.0 > 0,
            reach: (0..width * height).map(|sq| walk(sq, range)).collect(),
            beyond: (0..width * height).map(|sq| walk(sq, u32::MAX)).collect(),
        }
    }

    /// The squares strictly between `from` and `to`, if the ride leads
    /// from one to the other.
    #[inline]
    pub(super) fn between(&self, from: u8, to: u8) -> Option<S> {
        let reach = self.beyond[usize::from(from)];
        reach
            .has(to)
            .then(|| reach & !self.beyond[usize::from(to)] & !S::bit(to))
    }

    /// The squares the ride reaches from `square` over `occupied`: up to
    /// and including the first occupied square.
    #[inline]
    pub(super) fn from(&self, square: u8, occupied: S) -> S {
        let reach = self.reach[usize::from(square)];
        let blockers = reach & occupied;
        if blockers == S::EMPTY {
            return reach;
        }
        let nearest = if self.up {
            blockers.first()
        } else {
            blockers.last()
        };
        reach & !self.beyond[usize::from(nearest)]
    }
}

/// A kind of piece the fast path moves, by side.
struct Mover<S> {
    kind: Kind,
    /// Whether its pieces are pieces pawns became (kept apart where a
    /// captured one goes to the hand as a pawn).
    promoted: bool,
    leaps: [Vec<S>; 2],
    /// Indices of its rides in [`Pieces::rays`].
    rides: [Vec<usize>; 2],
}

/// The promoted pieces' kinds, slot by slot, and their tables.
pub(super) struct Pieces<S> {
    movers: Vec<Mover<S>>,
    rays: Vec<Ray<S>>,
    /// Where a captured piece of each slot goes in a hand: its kind's
    /// slot, or (`None`) the pawns, for a piece a pawn became.
    keep: Vec<Option<u8>>,
}

/// What keeps the king safe in a position with pieces: where it may not
/// step, who checks it, where other moves must land and which pieces are
/// pinned to which lines.
pub(super) struct Guard<S> {
    /// Squares the enemy attacks, through the king.
    pub(super) danger: S,
    /// The enemy pieces checking the king.
    pub(super) checkers: S,
    /// Where a move other than the king's must land: anywhere out of
    /// check; on the checker or between it and the king in check; nowhere
    /// in double check.
    pub(super) block: S,
    /// The side's pieces pinned to their king.
    pub(super) pinned: S,
    pins: [(u8, S); MOST_PINS],
    pin_count: usize,
}

impl<S: Set> Guard<S> {
    /// Where a move of the piece on `from` may land.
    #[inline]
    pub(super) fn targets(&self, from: u8) -> S {
        if !self.pinned.has(from) {
            return self.block;
        }
        self.pins[..self.pin_count]
            .iter()
            .filter(|&&(square, _)| square == from)
            .fold(self.block, |set, &(_, line)| set & line)
    }
}

/// The sets of a position a guard is worked out from.
pub(super) struct Sides<'a, S> {
    /// The side to move.
    pub(super) us: usize,
    /// Its king (empty for horde's white).
    pub(super) king: S,
    /// Its pieces of every kind.
    pub(super) own: S,
    /// Every piece on the board.
    pub(super) occupied: S,
    /// Both sides' pieces, by slot.
    pub(super) slots: &'a [S],
    /// The enemy's pieces.
    pub(super) enemy: S,
}

impl<S: Set> Pieces<S> {
    /// The kinds among `plain` that `wanted` names, in its order (at most
    /// [`SLOTS`]), each with whether a pawn became its pieces, on a
    /// `width` x `height` board.
    pub(super) fn new<B: Set>(
        plain: &[PlainPiece<B>],
        wanted: &[(Kind, bool)],
        width: i32,
        height: i32,
    ) -> Self {
        let mut rays: Vec<((i32, i32), u32)> = Vec::new();
        let mut movers = Vec::new();
        for &(kind, promoted) in wanted {
            if movers.len() == SLOTS {
                break;
            }
            let Some(piece) = plain.iter().find(|p| p.kind == kind) else {
                continue;
            };
            let rides = piece.rides.clone().map(|list| {
                list.into_iter()
                    .map(|ride| {
                        rays.iter().position(|&r| r == ride).unwrap_or_else(|| {
                            rays.push(ride);
                            rays.len() - 1
                        })
                    })
                    .collect()
            });
            movers.push(Mover {
                kind,
                promoted,
                leaps: piece
                    .leaps
                    .each_ref()
                    .map(|table| table.iter().map(|&set| set.to()).collect()),
                rides,
            });
        }
        let keep = movers
            .iter()
            .map(|m: &Mover<S>| {
                if m.promoted {
                    return None;
                }
                let own = movers.iter().position(|o| o.kind == m.kind && !o.promoted);
                own.and_then(|slot| u8::try_from(slot).ok())
            })
            .collect();
        Pieces {
            movers,
            rays: rays
                .into_iter()
                .map(|(step, range)| Ray::new(width, height, step, range))
                .collect(),
            keep,
        }
    }

    /// The slot of `kind`: the one of pieces pawns became (`promoted`),
    /// or its own, if the fast path moves it.
    pub(super) fn slot(&self, kind: Kind, promoted: bool) -> Option<usize> {
        self.movers
            .iter()
            .position(|m| m.kind == kind && m.promoted == promoted)
    }

    /// The slots of `kind`'s pieces, as a mask.
    pub(super) fn slots_of(&self, kind: Kind) -> u32 {
        self.movers
            .iter()
            .enumerate()
            .filter(|(_, m)| m.kind == kind)
            .fold(0, |mask, (slot, _)| mask | 1 << slot)
    }

    /// The kind in `slot`, and whether a pawn became its pieces.
    pub(super) fn kind(&self, slot: usize) -> (Kind, bool) {
        (self.movers[slot].kind, self.movers[slot].promoted)
    }

    /// Where a captured piece of each slot goes in a hand (see
    /// `position::Keep`).
    pub(super) fn keep(&self) -> &[Option<u8>] {
        &self.keep
    }

    /// The number of slots in use.
    pub(super) fn len(&self) -> usize {
        self.movers.len()
    }

    /// The squares a piece of `slot` and `side` on `square` attacks over
    /// `occupied`.
    #[inline]
    pub(super) fn attacks(&self, slot: usize, side: usize, square: u8, occupied: S) -> S {
        let mover = &self.movers[slot];
        let leaps = mover.leaps[side][usize::from(square)];
        mover.rides[side].iter().fold(leaps, |set, &ray| {
            set | self.rays[ray].from(square, occupied)
        })
    }

    /// Whether a piece of `side`'s enemy (its pieces `enemy`, both
    /// sides' by slot in `slots`) attacks a square of `targets` over
    /// `occupied`.
    pub(super) fn attack(
        &self,
        side: usize,
        (slots, enemy): (&[S], S),
        targets: S,
        occupied: S,
    ) -> bool {
        (0..self.len()).any(|slot| {
            squares(slots[slot] & enemy)
                .any(|sq| self.attacks(slot, 1 - side, sq, occupied) & targets != S::EMPTY)
        })
    }

    /// The guard of `sides.us`'s king, given the squares `danger` and the
    /// `checkers` of the enemy's pawns and king (`None` past
    /// [`MOST_PINS`] pins).
    pub(super) fn guard(&self, sides: &Sides<'_, S>, danger: S, checkers: S) -> Option<Guard<S>> {
        let them = 1 - sides.us;
        let king = sides.king;
        let through = sides.occupied & !king;
        // Squares between a checking rider and the king.
        let mut line = S::EMPTY;
        let mut guard = Guard {
            danger,
            checkers,
            block: S::ALL,
            pinned: S::EMPTY,
            pins: [(0, S::EMPTY); MOST_PINS],
            pin_count: 0,
        };
        for (slot, mover) in self.movers.iter().enumerate() {
            for sq in squares(sides.slots[slot] & sides.enemy) {
                let attacks = self.attacks(slot, them, sq, through);
                guard.danger |= attacks;
                if king == S::EMPTY {
                    continue;
                }
                if attacks & king != S::EMPTY {
                    guard.checkers |= S::bit(sq);
                }
                for &ray in &mover.rides[them] {
                    let ray = &self.rays[ray];
                    let reach = ray.reach[usize::from(sq)];
                    if reach & king == S::EMPTY {
                        continue;
                    }
                    let between = reach & !ray.beyond[usize::from(king.first())] & !king;
                    let on = between & sides.occupied;
                    if on == S::EMPTY {
                        // A check along this ride (a leap check has no
                        // line: its `between` is not on the ride).
                        if mover.leaps[them][usize::from(sq)] & king == S::EMPTY {
                            line |= between;
                        }
                    } else if on.count() == 1 && on & sides.own != S::EMPTY {
                        if guard.pin_count == MOST_PINS {
                            return None;
                        }
                        guard.pinned |= on;
                        guard.pins[guard.pin_count] = (on.first(), between | S::bit(sq));
                        guard.pin_count += 1;
                    }
                }
            }
        }
        guard.block = match guard.checkers.count() {
            0 => S::ALL,
            1 => guard.checkers | line,
            _ => S::EMPTY,
        };
        Some(guard)
    }
}
