//! Rides along rays, each from every square (a ride's reach on an empty
//! board, what a blocker hides), and by line: a ride and the opposite one,
//! cut at the nearest piece each way by one subtraction ([`Lines`]); hops
//! past a screen.

use super::Mover;
use crate::set::Set;

/// The index of `ride` in `rays`, added where it is not yet.
pub(super) fn ray_index(rays: &mut Vec<((i32, i32), u32)>, ride: ((i32, i32), u32)) -> usize {
    rays.iter().position(|&r| r == ride).unwrap_or_else(|| {
        rays.push(ride);
        rays.len() - 1
    })
}

/// One ride's rays from every square.
pub(in crate::fast) struct Ray<S> {
    /// Its step and its most steps.
    ride: ((i32, i32), u32),
    /// Whether the ride climbs the square indices (so its nearest blocker
    /// is the lowest square of a set).
    up: bool,
    /// The squares the ride reaches from each square on an empty board.
    pub(super) reach: Vec<S>,
    /// The same with no limit of steps: what a blocker hides.
    pub(super) beyond: Vec<S>,
}

impl<S: Set> Ray<S> {
    /// A ride of `step`, at most `range` steps, on a `width` x `height`
    /// board.
    pub(in crate::fast) fn new(width: i32, height: i32, step: (i32, i32), range: u32) -> Ray<S> {
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
            ride: (step, range),
            up: step.1 * width + step.0 > 0,
            reach: (0..width * height).map(|sq| walk(sq, range)).collect(),
            beyond: (0..width * height).map(|sq| walk(sq, u32::MAX)).collect(),
        }
    }

    /// Whether `other` rides the opposite way, as far.
    fn opposes(&self, other: &Ray<S>) -> bool {
        let ((df, dr), range) = self.ride;
        other.ride == ((-df, -dr), range)
    }

    /// The squares strictly between `from` and `to`, if the ride leads
    /// from one to the other.
    #[inline]
    pub(in crate::fast) fn between(&self, from: u8, to: u8) -> Option<S> {
        let reach = self.beyond[usize::from(from)];
        reach
            .has(to)
            .then(|| reach & !self.beyond[usize::from(to)] & !S::bit(to))
    }

    /// The squares the ride reaches from `square` over `occupied`: up to
    /// and including the first occupied square.
    #[inline]
    pub(in crate::fast) fn from(&self, square: u8, occupied: S) -> S {
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

/// Every line of a variant's rides: a ride and the opposite one (either
/// may be missing), as their attacks are found together. Per line and
/// square, the squares the ride down the square indices reaches on an
/// empty board, and the ride up, in one table (a line's squares one after
/// another, so that a reach keeps where each of its lines begins). The
/// nearest piece above is the lowest bit of the pieces there, which the
/// borrow of a subtraction finds; the one below, the highest bit of those
/// there (Hoffmann's "obstruction difference"): a few operations a line
/// whatever its step and range, where a ray at a time costs a branch
/// each.
pub(in crate::fast) struct Lines<S> {
    masks: Vec<[S; 2]>,
}

impl<S: Set> Lines<S> {
    /// The lines of the rides of `movers` (with rays `rays`, on a board of
    /// `squares` squares), each reach's set to where its lines begin in
    /// the table.
    pub(super) fn of_rides(movers: &mut [Mover<S>], rays: &[Ray<S>], squares: usize) -> Lines<S> {
        let mut pairs = Vec::new();
        for mover in movers {
            let reaches = [&mut mover.capture, &mut mover.reverse]
                .into_iter()
                .chain(mover.quiet.as_mut());
            for reach in reaches {
                reach.lines = reach.rides.each_ref().map(|rides| {
                    paired(rides, rays)
                        .into_iter()
                        .map(|pair| pair_index(&mut pairs, pair) * squares)
                        .collect()
                });
            }
        }
        let reach = |ray: Option<usize>, sq: usize| ray.map_or(S::EMPTY, |r| rays[r].reach[sq]);
        Lines {
            masks: pairs
                .into_iter()
                .flat_map(|[down, up]| (0..squares).map(move |sq| [reach(down, sq), reach(up, sq)]))
                .collect(),
        }
    }

    /// The squares the line beginning at `line` in the table reaches from
    /// `square` over `occupied`: up to and including the first occupied
    /// square each way.
    #[inline]
    pub(super) fn from(&self, line: usize, square: u8, occupied: S) -> S {
        let [down, up] = self.masks[line + usize::from(square)];
        // (Square 0 stands in for no piece below: the borrow then runs
        // from the bottom, and square 0, if on the line, is reached.)
        let below = S::bit((occupied & down | S::bit(0)).last());
        let above = occupied & up;
        (above ^ above.minus(below)) & (down | up)
    }
}

/// The rides of `rides` (indices in `rays`) by line: each with the
/// opposite one of the same range if there is one, `[down, up]`.
fn paired<S: Set>(rides: &[usize], rays: &[Ray<S>]) -> Vec<[Option<usize>; 2]> {
    let mut pairs: Vec<[Option<usize>; 2]> = Vec::new();
    for &ride in rides {
        let ray = &rays[ride];
        let end = usize::from(ray.up);
        let open = pairs.iter_mut().find(|pair| {
            pair[end].is_none() && pair[1 - end].is_some_and(|other| rays[other].opposes(ray))
        });
        match open {
            Some(pair) => pair[end] = Some(ride),
            None => {
                let mut pair = [None; 2];
                pair[end] = Some(ride);
                pairs.push(pair);
            }
        }
    }
    pairs
}

/// The index of `pair` in `pairs`, added where it is not yet.
fn pair_index(pairs: &mut Vec<[Option<usize>; 2]>, pair: [Option<usize>; 2]) -> usize {
    pairs.iter().position(|&p| p == pair).unwrap_or_else(|| {
        pairs.push(pair);
        pairs.len() - 1
    })
}

/// How a hop lands past its screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Hop {
    /// Anywhere up to and including the next occupied square (a cannon).
    Cannon,
    /// Only just past the screen (a grasshopper).
    Grasshopper,
    /// A grasshopper's hop seen from where it lands: the screen next to
    /// the square, then as a cannon (where a grasshopper would attack it
    /// from).
    Turned,
}

impl<S: Set> Ray<S> {
    /// The squares a hop along the ray reaches from `square` over
    /// `occupied`: past the first occupied square (the screen, which must
    /// not be one of `unscreening`), as `hop` lands, within the ray's
    /// range (a cannon of limited range).
    #[inline]
    pub(super) fn hop(&self, square: u8, (occupied, unscreening): (S, S), hop: Hop) -> S {
        let reach = self.reach[usize::from(square)];
        let screens = reach & occupied;
        if screens == S::EMPTY {
            return S::EMPTY;
        }
        let nearest = |set: S| if self.up { set.first() } else { set.last() };
        let screen = nearest(screens);
        if unscreening.has(screen) || hop == Hop::Turned && screen != nearest(reach) {
            return S::EMPTY;
        }
        let past = self.beyond[usize::from(screen)] & reach;
        if past == S::EMPTY {
            return S::EMPTY;
        }
        if hop == Hop::Grasshopper {
            return S::bit(nearest(past));
        }
        let blockers = past & occupied;
        if blockers == S::EMPTY {
            past
        } else {
            past & !self.beyond[usize::from(nearest(blockers))]
        }
    }
}
