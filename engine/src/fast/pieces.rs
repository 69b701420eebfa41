//! The pieces of the fast path beyond pawns and kings: leaps from
//! per-square tables, rides by line (a ride and the opposite one, cut at
//! the nearest piece each way by one subtraction: [`rays`]), lame leaps
//! from per-square lists of leg and landing square, hops along rays past
//! a screen, each within the piece's region; and, in [`guard`], the check
//! and pin masks that make every leap and ride legal without trying it
//! (lame leaps and hops are tried: see [`Pieces::tried`]).

use crate::betza::Movement;
use crate::rules::{Kind, PlainPiece, leap_table};
use crate::set::{Set, squares};

mod guard;
mod rays;

pub(super) use guard::{Guard, MOST_PINS, Sides};
pub(super) use rays::Ray;
use rays::{Hop, Lines, ray_index};

/// The slots of pieces besides pawns and kings a fast position holds
/// ([`ROOM`](super::ROOM)): a slot per kind, and in a variant where a
/// captured piece a pawn became goes to the hand as a pawn, a slot more
/// for each kind pawns promote to (crazyhouse's `Q~`; shogi's promoted
/// pieces, `+S`, only have that one). Sixteen hold okisaki shogi's 13
/// kinds; more than 12 cost chess's perft 1.3% of its instructions and
/// berolina's kings-and-pawns row 1.8% (13 cost as much as 16: the
/// copies grow), so a variant with more has positions of its own
/// ([`BIG_ROOM`](super::BIG_ROOM)).
pub(super) const SLOTS: usize = 16;

/// The most slots of any fast position (slot masks are `u32`): those of
/// a [`BIG_ROOM`](super::BIG_ROOM) position (pandemonium's 26 kinds
/// beside pawns and kings).
pub(super) const MOST_SLOTS: usize = 32;

/// Per square of a `width` x `height` board, the lame leaps of `moves`
/// that land on it: the landing square, and the squares on the way.
fn lame_table<S: Set>(moves: &Movement, width: i32, height: i32) -> Vec<Vec<(S, S)>> {
    let on = |f: i32, r: i32| (0..width).contains(&f) && (0..height).contains(&r);

    (0..width * height)
        .map(|sq| {
            let (f, r) = (sq % width, sq / width);
            moves
                .lame
                .iter()
                .filter(|lame| on(f + lame.leap.0, r + lame.leap.1))
                .map(|lame| {
                    let land = S::at((r + lame.leap.1) * width + f + lame.leap.0);
                    let path = lame
                        .path
                        .iter()
                        .filter(|&&(pf, pr)| on(f + pf, r + pr))
                        .fold(S::EMPTY, |set, &(pf, pr)| {
                            set | S::at((r + pr) * width + f + pf)
                        });
                    (land, path)
                })
                .collect()
        })
        .collect()
}

/// A move along a line drawn on the board (janggi's palace diagonals):
/// where it lands, the squares on the way that must be empty, and the
/// square it hops over, which must not be (none for a ride).
#[derive(Clone, Copy)]
struct Lined<S> {
    land: S,
    empty: S,
    screen: S,
}

/// Per square of a `width` x `height` board, the moves of `moves` along
/// the drawn `lines` (from and to their squares only): each ride step by
/// step, each hop over each square it may hop.
fn lined_table<S: Set>(moves: &Movement, lines: S, width: i32, height: i32) -> Vec<Vec<Lined<S>>> {
    let on = |f: i32, r: i32| (0..width).contains(&f) && (0..height).contains(&r);
    let walk = |sq: i32, (df, dr): (i32, i32), range: u32| {
        let (mut f, mut r) = (sq % width + df, sq / width + dr);
        let mut path = Vec::new();
        while on(f, r) && u32::try_from(path.len()).is_ok_and(|n| n < range) {
            path.push(S::at(r * width + f));
            f += df;
            r += dr;
        }
        path
    };
    (0..width * height)
        .map(|sq| {
            let mut entries = Vec::new();
            if !lines.has(u8::try_from(sq).unwrap_or(u8::MAX)) {
                return entries;
            }
            for &(step, range) in &moves.rides {
                let path = walk(sq, step, range);
                for (k, &land) in path.iter().enumerate() {
                    if land & lines != S::EMPTY {
                        let empty = path[..k].iter().fold(S::EMPTY, |set, &s| set | s);
                        entries.push(Lined {
                            land,
                            empty,
                            screen: S::EMPTY,
                        });
                    }
                }
            }
            for hop in &moves.hops {
                let path = walk(sq, hop.step, hop.range);
                for (k, &land) in path.iter().enumerate() {
                    if land & lines == S::EMPTY {
                        continue;
                    }
                    for (j, &screen) in path[..k].iter().enumerate() {
                        let empty = path[..k]
                            .iter()
                            .enumerate()
                            .filter(|&(i, _)| i != j)
                            .fold(S::EMPTY, |set, (_, &s)| set | s);
                        entries.push(Lined {
                            land,
                            empty,
                            screen,
                        });
                    }
                }
            }
            entries
        })
        .collect()
}

/// Adds to `lines` (per square of a `width` x `height` board) where a
/// change of occupancy may open a capture of `moves` onto that square:
/// the whole line back along each ride and hop, the path of each lame
/// leap that lands there.
fn open_lines<S: Set>(lines: &mut [S], moves: &Movement, width: i32, height: i32) {
    let on = |f: i32, r: i32| (0..width).contains(&f) && (0..height).contains(&r);
    let steps = moves
        .rides
        .iter()
        .map(|r| r.0)
        .chain(moves.hops.iter().map(|h| h.step));
    let steps: Vec<(i32, i32)> = steps.collect();
    for (sq, set) in (0..width * height).zip(lines.iter_mut()) {
        let (f, r) = (sq % width, sq / width);
        for &(df, dr) in &steps {
            let (mut lf, mut lr) = (f - df, r - dr);
            while on(lf, lr) {
                *set |= S::at(lr * width + lf);
                lf -= df;
                lr -= dr;
            }
        }
        for lame in &moves.lame {
            // A leaper on `sq - leap` passes `sq - leap + path`.
            let (hf, hr) = (f - lame.leap.0, r - lame.leap.1);
            for &(pf, pr) in &lame.path {
                if on(hf + pf, hr + pr) {
                    *set |= S::at((hr + pr) * width + hf + pf);
                }
            }
        }
    }
}

/// The captures of `moves` seen from the square captured on: each leap,
/// ride and cannon hop turned around, each lame leap's path seen from
/// where it lands (a grasshopper's hops are turned as [`Hop::Turned`]
/// says, by [`Reach::turned_hops`]).
fn reversed(moves: &Movement) -> Movement {
    // Turned around, as Black's moves are White's; a lame leap's path
    // then runs from where it lands instead of from where it starts.
    let mut reversed = moves.turned();
    for (turned, lame) in reversed.lame.iter_mut().zip(&moves.lame) {
        let (lf, lr) = lame.leap;
        turned.path = lame.path.iter().map(|&(f, r)| (f - lf, r - lr)).collect();
    }
    reversed
}

/// Every square `reach` of `side` reaches from `square` whatever stands
/// around: its leaps, its rides and hops to the board's edge, its lame
/// leaps and moves along drawn lines unblocked.
fn anywhere<S: Set>(reach: &Reach<S>, rays: &[Ray<S>], side: usize, square: i32) -> S {
    let Ok(square) = usize::try_from(square) else {
        return S::EMPTY;
    };
    let rides = (reach.rides[side].iter().copied())
        .chain(reach.hops[side].iter().map(|&(ray, _)| ray))
        .fold(S::EMPTY, |set, ray| set | rays[ray].reach[square]);
    let lame = (reach.lame[side].get(square).into_iter().flatten())
        .fold(S::EMPTY, |set, &(land, _)| set | land);
    let lined = (reach.lined[side].get(square).into_iter().flatten())
        .fold(S::EMPTY, |set, entry| set | entry.land);
    reach.leaps[side][square] | rides | lame | lined
}

/// The slots of a mask of slots, lowest first.
#[inline]
pub(super) fn slots_in(mut mask: u32) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let slot = mask.trailing_zeros();
        mask &= mask - 1;
        usize::try_from(slot).ok()
    })
}

/// A janggi cannon's rules as one way of moving keeps them.
#[derive(Clone, Copy, Default)]
struct CannonRules {
    /// A cannon is no screen for its hops (a janggi cannon's, and its
    /// captures turned around).
    no_cannon_screens: bool,
    /// It takes no cannon (a janggi cannon's).
    spares_cannons: bool,
}

/// One way of moving (a piece's captures, or its moves onto empty
/// squares), by side.
struct Reach<S> {
    leaps: [Vec<S>; 2],
    /// Indices of its rides in [`Pieces::rays`].
    rides: [Vec<usize>; 2],
    /// The same rides by line, as its attacks are found: where each line
    /// begins in [`Pieces::sliders`] (a ride and the opposite one of the
    /// same range share one).
    lines: [Vec<usize>; 2],
    /// Per side and square, every square its leaps and rides reach on an
    /// empty board (a piece reaching none of the squares around a king
    /// neither checks nor pins it, nor guards where it may go; a capture's
    /// only).
    span: [Vec<S>; 2],
    /// Per square, its lame leaps: where it lands, and the squares that
    /// must be empty on the way.
    lame: [Vec<Vec<(S, S)>>; 2],
    /// Its hops: a ray's index in [`Pieces::rays`], and how it lands.
    hops: [Vec<(usize, Hop)>; 2],
    /// Per side and square, its moves along the board's drawn lines
    /// (janggi's palace diagonals).
    lined: [Vec<Vec<Lined<S>>>; 2],
    /// A janggi cannon's rules, where they apply.
    cannon: CannonRules,
    /// Whether it has lame leaps, hops or moves along drawn lines (else
    /// only its leaps and rides are looked at: the search of a variant
    /// without them pays nothing).
    screened: bool,
    /// Whether it moves along drawn lines or by a janggi cannon's rules
    /// (looked at apart, so that xiangqi's pieces pay nothing for them).
    drawn: bool,
}

impl<S: Set> Reach<S> {
    /// Per side and square of a board of `squares` squares, every square
    /// the reach reaches whatever stands around (see [`anywhere`]).
    fn anywhere(&self, rays: &[Ray<S>], squares: i32) -> [Vec<S>; 2] {
        [0, 1].map(|side| {
            (0..squares)
                .map(|sq| anywhere(self, rays, side, sq))
                .collect()
        })
    }

    /// The reach of `moves` (per side), their leaps tabled in `leaps`,
    /// their rides and hops as rays in `rays`, on a board of `size`.
    fn new(
        moves: [&Movement; 2],
        leaps: [Vec<S>; 2],
        rays: &mut Vec<((i32, i32), u32)>,
        (width, height): (i32, i32),
    ) -> Reach<S> {
        let screened = moves
            .iter()
            .any(|m| !m.lame.is_empty() || !m.hops.is_empty());
        Reach {
            leaps,
            screened,
            lined: [Vec::new(), Vec::new()],
            drawn: false,
            cannon: CannonRules::default(),
            rides: moves.map(|m| m.rides.iter().map(|&ride| ray_index(rays, ride)).collect()),
            // (Paired once every ride is known: `Pieces::new`.)
            lines: [Vec::new(), Vec::new()],
            span: [Vec::new(), Vec::new()],
            // (Looked at only where the reach is screened.)
            lame: moves.map(|m| {
                if screened {
                    lame_table(m, width, height)
                } else {
                    Vec::new()
                }
            }),
            hops: moves.map(|m| {
                m.hops
                    .iter()
                    .map(|h| {
                        let hop = if h.grasshopper {
                            Hop::Grasshopper
                        } else {
                            Hop::Cannon
                        };
                        (ray_index(rays, (h.step, h.range)), hop)
                    })
                    .collect()
            }),
        }
    }

    /// The same reach with its grasshopper's hops seen from where they
    /// land (a reach of captures turned around).
    fn turned_hops(mut self) -> Reach<S> {
        for hops in &mut self.hops {
            for (_, hop) in hops {
                if *hop == Hop::Grasshopper {
                    *hop = Hop::Turned;
                }
            }
        }
        self
    }

    /// The same reach with the moves of `diagonal` (per side) along the
    /// drawn lines, if any, hopping over no cannon and taking none as a
    /// janggi cannon (`cannon`: the first, the second).
    fn with_lines(
        mut self,
        diagonal: Option<([&Movement; 2], S)>,
        (no_cannon_screens, spares_cannons): (bool, bool),
        (width, height): (i32, i32),
    ) -> Reach<S> {
        if let Some((moves, lines)) = diagonal {
            self.lined = moves.map(|m| lined_table(m, lines, width, height));
            self.drawn = true;
        }
        self.cannon = CannonRules {
            no_cannon_screens,
            spares_cannons,
        };
        self.drawn |= no_cannon_screens || spares_cannons;
        if self.drawn && !self.screened {
            // (No lame leaps: an empty list per square.)
            let squares = usize::try_from(width * height).unwrap_or(0);
            self.lame = [0, 1].map(|_| vec![Vec::new(); squares]);
            self.screened = true;
        }
        self
    }
}

/// A kind of piece the fast path moves, by side.
struct Mover<S> {
    kind: Kind,
    /// Whether its pieces are pieces pawns became (kept apart where a
    /// captured one goes to the hand as a pawn).
    promoted: bool,
    /// Its captures, and the squares it attacks.
    capture: Reach<S>,
    /// Its moves onto empty squares, where they differ (Betza `m`, `c`).
    quiet: Option<Reach<S>>,
    /// Its captures turned around: from a square, where such a piece
    /// would attack it from.
    reverse: Reach<S>,
    /// Per side, the squares it may stand on (and attack).
    region: [S; 2],
    /// Per side and square, every square from which such a piece could
    /// attack it whatever stands around: a piece elsewhere does not
    /// (tabled with the lines, by [`Pieces::trace_lines`]; else empty).
    attackable: [Vec<S>; 2],
}

/// The promoted pieces' kinds, slot by slot, and their tables.
pub(super) struct Pieces<S> {
    movers: Vec<Mover<S>>,
    /// Per side, per square: where a change of occupancy may open a line
    /// of the other side's pieces onto a king of that side on that square
    /// (along their rides and hops, over their lame leaps' paths).
    lines: [Vec<S>; 2],
    rays: Vec<Ray<S>>,
    /// The rides' lines, each a ride and the opposite one, by which the
    /// pieces' attacks along them are found.
    sliders: Lines<S>,
    /// Per attacking side, once the lines are traced (else `None`):
    /// each ray its pieces' captures ride or hop along, turned around
    /// (from the square attacked), with the slots that do.
    riders: Option<[Vec<(usize, u32)>; 2]>,
    /// The slots of pieces that leap lamely or move along drawn lines.
    lame: u32,
    /// The slots of pieces that hop (or move along drawn lines over a
    /// screen): a piece arriving on their lines may be the screen of an
    /// attack.
    hoppers: u32,
    /// The slots of janggi cannons, as a mask.
    cannons: u32,
    /// Every square of the board.
    board: S,
    /// The number of slots, from the last, whose pieces do not move by
    /// these tables but only attack by them (a second pawn kind's, which
    /// moves by its pawn rules: see `kinds`).
    attacking: usize,
}

impl<S: Set> Pieces<S> {
    /// The kinds among `plain` that `wanted` names, in its order (at most
    /// [`MOST_SLOTS`]: the caller counts them), each with whether a pawn
    /// became its pieces, on a
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
            let Some(piece) = plain.iter().find(|p| p.kind == kind) else {
                continue;
            };
            let tables = |tables: &[Vec<B>; 2]| {
                tables
                    .each_ref()
                    .map(|table| table.iter().map(|&set| set.to()).collect())
            };
            let capture = [0, 1].map(|side| &piece.moves[side].capture);
            let quiet = [0, 1].map(|side| &piece.moves[side].quiet);
            let size = (width, height);
            let lines = piece
                .diagonal
                .as_ref()
                .map(|(d, lines)| (d, lines.to::<S>()));
            let diagonal = |quiet: bool| {
                lines.map(|(d, lines)| {
                    (
                        [0, 1].map(|side| {
                            if quiet {
                                &d[side].quiet
                            } else {
                                &d[side].capture
                            }
                        }),
                        lines,
                    )
                })
            };
            let cannon = (piece.cannon, piece.cannon);
            // Where a piece attacks from, seen from where it attacks: its
            // captures turned around, along drawn lines too; a janggi
            // cannon's still hop over no cannon, a grasshopper's from the
            // screen next to the square.
            let reverse = {
                let turned = capture.map(reversed);
                let leaps = turned
                    .each_ref()
                    .map(|m| leap_table(width, height, &m.leaps));
                let turned_lines =
                    lines.map(|(d, lines)| (d.each_ref().map(|m| reversed(&m.capture)), lines));
                Reach::new(turned.each_ref(), leaps, &mut rays, size)
                    .with_lines(
                        turned_lines
                            .as_ref()
                            .map(|(d, lines)| (d.each_ref(), *lines)),
                        (piece.cannon, false),
                        size,
                    )
                    .turned_hops()
            };
            let capture_reach = Reach::new(capture, tables(&piece.leaps), &mut rays, size)
                .with_lines(diagonal(false), cannon, size);
            let quiet = piece.split.then(|| {
                Reach::new(quiet, tables(&piece.quiet_leaps), &mut rays, size).with_lines(
                    diagonal(true),
                    cannon,
                    size,
                )
            });
            movers.push(Mover {
                kind,
                promoted,
                capture: capture_reach,
                reverse,
                quiet,
                region: piece.region.map(Set::to),
                attackable: [Vec::new(), Vec::new()],
            });
        }
        let cannons = movers
            .iter()
            .enumerate()
            .filter(|(_, m)| m.capture.cannon.spares_cannons)
            .fold(0, |mask, (slot, _)| mask | 1 << slot);
        let rays: Vec<Ray<S>> = rays
            .into_iter()
            .map(|(step, range)| Ray::new(width, height, step, range))
            .collect();
        let squares = usize::try_from(width * height).unwrap_or(0);
        let sliders = Lines::of_rides(&mut movers, &rays, squares);
        for mover in &mut movers {
            // (Asked of captures only: `Pieces::guard`.)
            mover.capture.span = mover.capture.anywhere(&rays, width * height);
        }
        Pieces {
            sliders,
            attacking: 0,
            board: (0..width * height).fold(S::EMPTY, |set, sq| set | S::at(sq)),
            cannons,
            movers,
            lines: [Vec::new(), Vec::new()],
            riders: None,
            lame: 0,
            hoppers: 0,
            rays,
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
        self.slots_of_kinds(1 << kind.0)
    }

    /// The slots of the pieces of `kinds` (a bit per kind index), as a
    /// mask.
    pub(super) fn slots_of_kinds(&self, kinds: u32) -> u32 {
        self.movers
            .iter()
            .enumerate()
            .filter(|(_, m)| kinds >> m.kind.0 & 1 != 0)
            .fold(0, |mask, (slot, _)| mask | 1 << slot)
    }

    /// The kind in `slot`, and whether a pawn became its pieces.
    pub(super) fn kind(&self, slot: usize) -> (Kind, bool) {
        (self.movers[slot].kind, self.movers[slot].promoted)
    }

    /// Where a captured piece of each slot goes in a hand (see
    /// `position::Keep`): its kind's own slot; for a promoted piece, the
    /// slot of the kind it promoted from (`base`, shogi's), or (`None`)
    /// the pawns, for a piece a pawn became (`None` where that kind has
    /// no slot).
    pub(super) fn keep(&self, base: impl Fn(Kind) -> Option<Kind>) -> Option<Vec<Option<u8>>> {
        self.movers
            .iter()
            .map(|m| {
                let kept = match (m.promoted, base(m.kind)) {
                    (false, _) => m.kind,
                    (true, Some(base)) if base != Kind::PAWN => base,
                    (true, _) => return Some(None),
                };
                let slot = self.slot(kept, false)?;
                Some(u8::try_from(slot).ok())
            })
            .collect()
    }

    /// How many rays its pieces ride and hop along (a king's guard pins
    /// at most one piece to each).
    pub(super) fn ray_count(&self) -> usize {
        self.rays.len()
    }

    /// How many kinds of piece it moves (its slots).
    pub(super) fn len(&self) -> usize {
        self.movers.len()
    }

    /// The slots whose pieces move by these tables (all but the last
    /// where [`Pieces::attacking_only`] says so).
    #[inline]
    pub(super) fn moving(&self) -> std::ops::Range<usize> {
        0..self.movers.len().saturating_sub(self.attacking)
    }

    /// Keeps the pieces of `slot` from moving by these tables (they only
    /// attack by them), if it is the last slot.
    pub(super) fn attacking_only(&mut self, slot: usize) -> Option<()> {
        (slot + 1 == self.movers.len()).then(|| self.attacking = 1)
    }

    /// Traces where a change of occupancy may open a line of the enemy's
    /// pieces onto a king, from the moves of `plain` (those of the kinds
    /// moved here) on a `width` x `height` board: for the search that
    /// tries moves, the only one to ask [`Pieces::lines`].
    pub(super) fn trace_lines<B: Set>(&mut self, plain: &[PlainPiece<B>], width: i32, height: i32) {
        let squares = usize::try_from(width * height).unwrap_or(0);
        let mut lines = [0, 1].map(|_| vec![S::EMPTY; squares]);
        for piece in plain {
            if self.movers.iter().any(|m| m.kind == piece.kind) {
                for (side, lines) in lines.iter_mut().enumerate() {
                    open_lines(lines, &piece.moves[1 - side].capture, width, height);
                }
            }
        }
        // Along drawn lines: the squares passed and hopped.
        for mover in &self.movers {
            for (side, lines) in lines.iter_mut().enumerate() {
                for entry in mover.capture.lined[1 - side].iter().flatten() {
                    lines[usize::from(entry.land.first())] |= entry.empty | entry.screen;
                }
            }
        }
        self.lines = lines;
        for mover in &mut self.movers {
            mover.attackable = mover.reverse.anywhere(&self.rays, width * height);
        }
        self.lame = (self.movers.iter().enumerate())
            .filter(|(_, m)| m.reverse.screened)
            .fold(0, |mask, (slot, _)| mask | 1 << slot);
        self.hoppers = (self.movers.iter().enumerate())
            .filter(|(_, m)| m.reverse.drawn || m.reverse.hops.iter().any(|h| !h.is_empty()))
            .fold(0, |mask, (slot, _)| mask | 1 << slot);
        self.riders = Some({
            [0, 1].map(|side| {
                let mut by_ray: Vec<(usize, u32)> = Vec::new();
                for (slot, mover) in self.movers.iter().enumerate() {
                    let turned = &mover.reverse;
                    let hops = turned.hops[side].iter().map(|&(ray, _)| ray);
                    for ray in turned.rides[side].iter().copied().chain(hops) {
                        match by_ray.iter_mut().find(|(r, _)| *r == ray) {
                            Some((_, slots)) => *slots |= 1 << slot,
                            None => by_ray.push((ray, 1 << slot)),
                        }
                    }
                }
                by_ray
            })
        });
    }

    /// Where a change of occupancy may open a line of the enemy's pieces
    /// onto `side`'s king on `square` (traced by [`Pieces::trace_lines`]).
    #[inline]
    pub(super) fn lines(&self, side: usize, square: u8) -> S {
        self.lines[side][usize::from(square)]
    }

    /// The lines of [`Pieces::lines`] that an enemy piece (of `enemy`,
    /// both sides' by slot in `slots`) rides or hops along onto `side`'s
    /// king on `square`, and the paths of the lame leaps and moves along
    /// drawn lines an enemy piece would make onto it: a change elsewhere
    /// opens none. Each slot's lines are added to `by_slot` (a change
    /// elsewhere lets none of its pieces attack the square). `None` where
    /// the lines are not traced.
    #[inline]
    pub(super) fn live_lines(
        &self,
        side: usize,
        square: u8,
        (slots, enemy): (&[S], S),
        by_slot: &mut [S],
    ) -> Option<S> {
        let riders = self.riders.as_ref()?;
        let them = 1 - side;
        let mut lines = S::EMPTY;
        for &(ray, mask) in &riders[them] {
            let reach = self.rays[ray].reach[usize::from(square)];
            for slot in slots_in(mask) {
                if reach & slots[slot] & enemy != S::EMPTY {
                    lines |= reach;
                    by_slot[slot] |= reach;
                }
            }
        }
        for slot in slots_in(self.lame) {
            let attackers = slots[slot] & enemy;
            let turned = &self.movers[slot].reverse;
            if attackers == S::EMPTY {
                continue;
            }
            let mut paths = S::EMPTY;
            for &(land, path) in &turned.lame[them][usize::from(square)] {
                if land & attackers != S::EMPTY {
                    paths |= path;
                }
            }
            for entry in turned.lined[them]
                .get(usize::from(square))
                .into_iter()
                .flatten()
            {
                if entry.land & attackers != S::EMPTY {
                    paths |= entry.empty | entry.screen;
                }
            }
            lines |= paths;
            by_slot[slot] |= paths;
        }
        Some(lines)
    }

    /// The slots of pieces that hop (or move along drawn lines over a
    /// screen), as a mask.
    pub(super) fn hoppers(&self) -> u32 {
        self.hoppers
    }

    /// Whether some kind moves by lame leaps or hops, or only within a
    /// region: the guard's masks do not describe their checks and pins,
    /// so every move is tried instead.
    pub(super) fn tried(&self, board: S) -> bool {
        self.movers.iter().any(|m| {
            m.capture.screened
                || m.quiet.as_ref().is_some_and(|q| q.screened)
                || m.region.iter().any(|&r| r != board)
        })
    }

    /// The squares the leaps and rides of `reach` of `side` reach from
    /// `square` over `occupied`.
    #[inline]
    fn leaps_and_rides(&self, reach: &Reach<S>, side: usize, square: u8, occupied: S) -> S {
        reach.lines[side]
            .iter()
            .fold(reach.leaps[side][usize::from(square)], |set, &line| {
                set | self.sliders.from(line, square, occupied)
            })
    }

    /// The squares from which `side`'s piece of `slot` would attack
    /// `king` (one square) over `occupied` with the janggi cannons
    /// standing: its captures turned around, seen from the king (`None`
    /// for a piece kept to a region).
    pub(super) fn checking_squares(
        &self,
        slot: usize,
        side: usize,
        king: u8,
        over: (S, S),
    ) -> Option<S> {
        let mover = &self.movers[slot];
        (mover.region[side] == self.board).then(|| self.reach(&mover.reverse, side, king, over))
    }

    /// Both sides' janggi cannons among `slots` (the position's sets by
    /// slot).
    #[inline]
    pub(super) fn cannons(&self, slots: &[S]) -> S {
        slots_in(self.cannons).fold(S::EMPTY, |set, slot| set | slots[slot])
    }

    /// The squares `reach` of `side` reaches from `square` over
    /// `occupied`, where `cannons` stand.
    #[inline]
    fn reach(&self, reach: &Reach<S>, side: usize, square: u8, (occupied, cannons): (S, S)) -> S {
        let mut set = self.leaps_and_rides(reach, side, square, occupied);
        if !reach.screened {
            return set;
        }
        for &(land, path) in &reach.lame[side][usize::from(square)] {
            if path & occupied == S::EMPTY {
                set |= land;
            }
        }
        if reach.drawn {
            return self.drawn_reach(reach, side, square, (occupied, cannons), set);
        }
        for &(ray, hop) in &reach.hops[side] {
            set |= self.rays[ray].hop(square, (occupied, S::EMPTY), hop);
        }
        set
    }

    /// [`Pieces::reach`]'s hops and the rest where the reach moves along
    /// drawn lines or by a janggi cannon's rules, `set` what it reaches
    /// already.
    #[inline(never)]
    fn drawn_reach(
        &self,
        reach: &Reach<S>,
        side: usize,
        square: u8,
        (occupied, cannons): (S, S),
        mut set: S,
    ) -> S {
        // A janggi cannon hops over no cannon, and takes none.
        let unscreening = if reach.cannon.no_cannon_screens {
            cannons
        } else {
            S::EMPTY
        };
        for &(ray, hop) in &reach.hops[side] {
            set |= self.rays[ray].hop(square, (occupied, unscreening), hop);
        }
        for l in reach.lined[side]
            .get(usize::from(square))
            .into_iter()
            .flatten()
        {
            if l.empty & occupied == S::EMPTY
                && (l.screen == S::EMPTY || l.screen & occupied & !unscreening != S::EMPTY)
            {
                set |= l.land;
            }
        }
        if reach.cannon.spares_cannons {
            set & !cannons
        } else {
            set
        }
    }

    /// The squares a piece of `slot` and `side` on `square` attacks over
    /// `occupied`, where `cannons` stand.
    #[inline]
    pub(super) fn attacks(&self, slot: usize, side: usize, square: u8, occupied: (S, S)) -> S {
        let mover = &self.movers[slot];
        self.reach(&mover.capture, side, square, occupied) & mover.region[side]
    }

    /// [`Pieces::targets`] where no kind leaps lamely, hops or keeps to a
    /// region: its leaps and rides only.
    // (Always inlined: the last ply's count calls it for each piece, and
    // a call costs chess's perft 4% of its instructions.)
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(super) fn plain_targets(
        &self,
        slot: usize,
        side: usize,
        square: u8,
        (own, enemies): (S, S),
    ) -> S {
        let mover = &self.movers[slot];
        let occupied = own | enemies;
        let attacks = self.leaps_and_rides(&mover.capture, side, square, occupied);
        match &mover.quiet {
            None => attacks & !own,
            Some(quiet) => {
                attacks & enemies | self.leaps_and_rides(quiet, side, square, occupied) & !occupied
            }
        }
    }

    /// Where a piece of `slot` and `side` on `square` may move: captures
    /// onto `enemies`, other moves onto empty squares. `tried` (with the
    /// janggi cannons standing) where moves are tried; `None` where no
    /// kind leaps lamely, hops or keeps to a region (the guard's
    /// positions: see [`Pieces::tried`]), which is then not looked at.
    #[inline]
    pub(super) fn targets(
        &self,
        slot: usize,
        side: usize,
        square: u8,
        (own, enemies): (S, S),
        tried: Option<S>,
    ) -> S {
        let Some(cannons) = tried else {
            return self.plain_targets(slot, side, square, (own, enemies));
        };
        let mover = &self.movers[slot];
        let occupied = own | enemies;
        let over = (occupied, cannons);
        let attacks = self.reach(&mover.capture, side, square, over);
        let targets = match &mover.quiet {
            None => attacks & !own,
            Some(quiet) => attacks & enemies | self.reach(quiet, side, square, over) & !occupied,
        };
        targets & mover.region[side]
    }

    /// The squares the pieces `mine` (both sides' by slot in `slots`) of
    /// `side` attack over `occupied`.
    pub(super) fn attacked(&self, side: usize, (slots, mine): (&[S], S), occupied: S) -> S {
        let over = (occupied, self.cannons(slots));
        (0..self.len()).fold(S::EMPTY, |set, slot| {
            squares(slots[slot] & mine)
                .fold(set, |set, sq| set | self.attacks(slot, side, sq, over))
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
        let over = (occupied, self.cannons(slots));
        (0..self.len()).any(|slot| {
            let attackers = slots[slot] & enemy;
            if attackers == S::EMPTY {
                false
            } else if !targets.several() {
                // One square: where its attackers would stand, seen from it.
                self.attacks_square(slot, side, attackers, targets, over)
            } else {
                squares(attackers)
                    .any(|sq| self.attacks(slot, 1 - side, sq, over) & targets != S::EMPTY)
            }
        })
    }

    /// [`Pieces::attack`] of one square, `target`, by the pieces of the
    /// slots of `mask` only.
    pub(super) fn attack_from(
        &self,
        mask: u32,
        side: usize,
        (slots, enemy): (&[S], S),
        target: S,
        occupied: S,
    ) -> bool {
        let over = (occupied, self.cannons(slots));
        slots_in(mask).any(|slot| {
            let attackers = slots[slot] & enemy;
            attackers != S::EMPTY && self.attacks_square(slot, side, attackers, target, over)
        })
    }

    /// Whether `attackers`, pieces of `slot` of `side`'s enemy, attack
    /// `target` (one square) over `over` (the occupied squares, the
    /// janggi cannons): seen from it.
    #[inline]
    fn attacks_square(
        &self,
        slot: usize,
        side: usize,
        attackers: S,
        target: S,
        over: (S, S),
    ) -> bool {
        let them = 1 - side;
        let mover = &self.movers[slot];
        let square = target.first();
        target & mover.region[them] != S::EMPTY
            && (mover.attackable[them].get(usize::from(square)))
                .is_none_or(|&from| from & attackers != S::EMPTY)
            && self.reach(&mover.reverse, them, square, over) & attackers != S::EMPTY
    }
}
