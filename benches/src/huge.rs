//! Boards over 128 squares: orthodox-style pawns on 12x12 (a `Wide<3>`)
//! and Chess on a really big board's pawns on 16x16 (a `Wide<4>`), the
//! generated code against the same rules written by hand over `[u64; N]`.
//!
//! The positions are the 8x8 suite's, spread over the big board: each
//! side's half of the 8x8 board keeps its distance from its own back rank
//! (ranks 1–4 stay, ranks 5–8 go to the top four ranks), centred on 12x12
//! and drawn twice side by side on 16x16. Pawns on the second rank make
//! every multi-step push of `big_board` count.

use pawnshift::variants::big_board;
use pawnshift::{MoveKind, PawnMove, Wide};

use crate::{Buffer, Pos};

pawnshift::pawns! {
    /// Orthodox pawns on 12x12: one step, two from the second rank with
    /// en passant, diagonal captures, promotion on the last rank.
    pub mod dozen {
        board 12 x 12;
        white forward north {
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west | north_east;
            promote at rank 12 to queen | rook | bishop | knight;
        }
        black mirrors white;
    }
}

/// One big-board position, from the side to move's point of view.
#[derive(Clone, Debug)]
pub struct Big<const N: usize> {
    /// White to move.
    pub white: bool,
    /// The side to move's pawns.
    pub pawns: Wide<N>,
    /// All its pieces.
    pub own: Wide<N>,
    /// All the opponent's pieces.
    pub enemies: Wide<N>,
    /// En-passant squares.
    pub ep: Wide<N>,
}

/// An 8x8 set on a `width` x `height` board: ranks 1–4 stay, 5–8 go to the
/// top four ranks; each 8-file copy starts at one of `files`.
fn spread<const N: usize>(set: u64, width: u32, height: u32, files: &[u32]) -> Wide<N> {
    let mut out = Wide::EMPTY;
    for sq in 0..64 {
        if set >> sq & 1 == 1 {
            let (file, rank) = (sq % 8, sq / 8);
            let rank = if rank < 4 { rank } else { rank + height - 8 };
            for &first in files {
                out |= Wide::bit(rank * width + first + file);
            }
        }
    }
    out
}

/// The suite's positions on a big board.
pub fn big_positions<const N: usize>(
    positions: &[Pos],
    width: u32,
    height: u32,
    files: &[u32],
) -> Vec<Big<N>> {
    positions
        .iter()
        .map(|p| Big {
            white: p.white,
            pawns: spread(p.pawns, width, height, files),
            own: spread(p.own, width, height, files),
            enemies: spread(p.enemies, width, height, files),
            ep: spread(p.ep, width, height, files),
        })
        .collect()
}

/// The 12x12 positions (one centred copy).
pub fn positions_12(positions: &[Pos]) -> Vec<Big<3>> {
    big_positions(positions, 12, 12, &[2])
}

/// The 16x16 positions (two copies side by side).
pub fn positions_16(positions: &[Pos]) -> Vec<Big<4>> {
    big_positions(positions, 16, 16, &[0, 8])
}

/// Target sets mixed into one number, as the other contenders do.
fn mix<const N: usize>(parts: &[Wide<N>]) -> u128 {
    parts.iter().fold(0, |acc: u128, w| {
        let x = w
            .words()
            .iter()
            .fold(0u128, |a, &word| a.rotate_left(13) ^ u128::from(word));
        acc.rotate_left(7) ^ x
    })
}

/// The hand-written side: `[u64; N]` and the shifts one writes for it.
mod hand {
    /// `a << k` over words, lowest word first: each word a funnel shift of
    /// two neighbours (`k` below 64).
    #[inline(always)]
    pub(super) fn shl<const N: usize>(a: [u64; N], k: u32) -> [u64; N] {
        let mut out = [0; N];
        out[0] = a[0] << k;
        for i in 1..N {
            out[i] = (a[i] << k) | (a[i - 1] >> (64 - k));
        }
        out
    }

    /// `a >> k` over words (`k` below 64).
    #[inline(always)]
    pub(super) fn shr<const N: usize>(a: [u64; N], k: u32) -> [u64; N] {
        let mut out = [0; N];
        for i in 0..N - 1 {
            out[i] = (a[i] >> k) | (a[i + 1] << (64 - k));
        }
        out[N - 1] = a[N - 1] >> k;
        out
    }

    /// `a & b`.
    #[inline(always)]
    pub(super) fn and<const N: usize>(a: [u64; N], b: [u64; N]) -> [u64; N] {
        core::array::from_fn(|i| a[i] & b[i])
    }

    /// `a | b`.
    #[inline(always)]
    pub(super) fn or<const N: usize>(a: [u64; N], b: [u64; N]) -> [u64; N] {
        core::array::from_fn(|i| a[i] | b[i])
    }

    /// `!(a | b) & board`.
    #[inline(always)]
    pub(super) fn nor<const N: usize>(a: [u64; N], b: [u64; N], board: [u64; N]) -> [u64; N] {
        core::array::from_fn(|i| !(a[i] | b[i]) & board[i])
    }
}

/// The masks the hand-written code needs, as words.
struct Masks<const N: usize> {
    board: [u64; N],
    not_first_file: [u64; N],
    not_last_file: [u64; N],
    last_rank: [u64; N],
    first_rank: [u64; N],
    third_rank: [u64; N],
    antepenultimate_rank: [u64; N],
}

impl<const N: usize> Masks<N> {
    const fn new(width: u32, height: u32) -> Masks<N> {
        let mut m = Masks {
            board: [0; N],
            not_first_file: [0; N],
            not_last_file: [0; N],
            last_rank: [0; N],
            first_rank: [0; N],
            third_rank: [0; N],
            antepenultimate_rank: [0; N],
        };
        let mut sq = 0;
        while sq < width * height {
            let (word, bit) = ((sq / 64) as usize, 1u64 << (sq % 64));
            let (file, rank) = (sq % width, sq / width);
            m.board[word] |= bit;
            if file != 0 {
                m.not_first_file[word] |= bit;
            }
            if file != width - 1 {
                m.not_last_file[word] |= bit;
            }
            if rank == height - 1 {
                m.last_rank[word] |= bit;
            }
            if rank == 0 {
                m.first_rank[word] |= bit;
            }
            // Where a first step from the second rank lands, for each side.
            if rank == 2 {
                m.third_rank[word] |= bit;
            }
            if rank == height - 3 {
                m.antepenultimate_rank[word] |= bit;
            }
            sq += 1;
        }
        m
    }
}

const M12: Masks<3> = Masks::new(12, 12);
const M16: Masks<4> = Masks::new(16, 16);

/// 12x12 targets, generated: single and double pushes, both captures, the
/// promotion split.
#[inline]
pub fn targets_12_generated(p: &Big<3>) -> u128 {
    let empty = dozen::BOARD & !(p.own | p.enemies);
    if p.white {
        use dozen::white as s;
        let single = s::single_push_targets(p.pawns, empty);
        let captures = s::north_west_north_east_captures(p.pawns, p.enemies);
        let split = s::promotion_split(single | captures);
        mix(&[
            single,
            s::double_push_targets(p.pawns, empty),
            captures,
            split.mandatory,
        ])
    } else {
        use dozen::black as s;
        let single = s::single_push_targets(p.pawns, empty);
        let captures = s::south_west_south_east_captures(p.pawns, p.enemies);
        let split = s::promotion_split(single | captures);
        mix(&[
            single,
            s::double_push_targets(p.pawns, empty),
            captures,
            split.mandatory,
        ])
    }
}

/// 12x12 targets, written by hand over `[u64; 3]`.
#[inline]
pub fn targets_12_hand(p: &Big<3>) -> u128 {
    use hand::{and, nor, or, shl, shr};
    let m = &M12;
    let (pawns, enemies) = (p.pawns.words(), p.enemies.words());
    let empty = nor(p.own.words(), enemies, m.board);
    let parts = if p.white {
        let single = and(shl(pawns, 12), empty);
        let double = and(shl(and(single, m.third_rank), 12), empty);
        let west = shl(and(pawns, m.not_first_file), 11);
        let east = shl(and(pawns, m.not_last_file), 13);
        let captures = and(or(west, east), enemies);
        [
            single,
            double,
            captures,
            and(or(single, captures), m.last_rank),
        ]
    } else {
        let single = and(shr(pawns, 12), empty);
        let double = and(shr(and(single, m.antepenultimate_rank), 12), empty);
        let west = shr(and(pawns, m.not_first_file), 13);
        let east = shr(and(pawns, m.not_last_file), 11);
        let captures = and(or(west, east), enemies);
        [
            single,
            double,
            captures,
            and(or(single, captures), m.first_rank),
        ]
    };
    mix(&parts.map(Wide::from_words))
}

/// One side's 16x16 targets from `big_board`'s side module `$side`, whose
/// capture functions are `$west` and `$east`.
macro_rules! targets_16 {
    ($side:path, $west:ident, $east:ident, $p:expr, $empty:expr) => {{
        use $side as s;
        let (p, empty) = ($p, $empty);
        let single = s::single_push_targets(p.pawns, empty);
        let captures = s::$west(p.pawns, p.enemies) | s::$east(p.pawns, p.enemies);
        mix(&[
            single,
            s::double_push_targets(p.pawns, empty),
            s::triple_push_targets(p.pawns, empty),
            s::push_4_targets(p.pawns, empty),
            s::push_5_targets(p.pawns, empty),
            s::push_6_targets(p.pawns, empty),
            captures,
            s::promotion_split(single | captures).mandatory,
        ])
    }};
}

/// 16x16 targets, generated: the single push, the five multi-step pushes,
/// both captures, the promotion split.
#[inline]
pub fn targets_16_generated(p: &Big<4>) -> u128 {
    let empty = !(p.own | p.enemies);
    if p.white {
        targets_16!(
            big_board::white,
            north_west_captures,
            north_east_captures,
            p,
            empty
        )
    } else {
        targets_16!(
            big_board::black,
            south_west_captures,
            south_east_captures,
            p,
            empty
        )
    }
}

/// The one-to-six-step pushes of `big_board` by hand: `[single, 2 steps, …,
/// 6 steps]`, each through empty squares from the second rank.
#[inline(always)]
fn pushes_16(pawns: [u64; 4], empty: [u64; 4], white: bool) -> [[u64; 4]; 6] {
    use hand::{and, shl, shr};
    let step = |x| if white { shl(x, 16) } else { shr(x, 16) };
    let single = and(step(pawns), empty);
    let third = if white {
        M16.third_rank
    } else {
        M16.antepenultimate_rank
    };
    let mut out = [single; 6];
    let mut ray = and(single, third);
    for push in out.iter_mut().skip(1) {
        ray = and(step(ray), empty);
        *push = ray;
    }
    out
}

/// 16x16 targets, written by hand over `[u64; 4]`.
#[inline]
pub fn targets_16_hand(p: &Big<4>) -> u128 {
    use hand::{and, or, shl, shr};
    let m = &M16;
    let (pawns, enemies) = (p.pawns.words(), p.enemies.words());
    let empty = core::array::from_fn(|i| !(p.own.words()[i] | enemies[i]));
    let pushes = pushes_16(pawns, empty, p.white);
    let (captures, zone) = if p.white {
        let west = shl(and(pawns, m.not_first_file), 15);
        let east = shl(and(pawns, m.not_last_file), 17);
        (and(or(west, east), enemies), m.last_rank)
    } else {
        let west = shr(and(pawns, m.not_first_file), 17);
        let east = shr(and(pawns, m.not_last_file), 15);
        (and(or(west, east), enemies), m.first_rank)
    };
    let split = and(or(pushes[0], captures), zone);
    let [single, two, three, four, five, six] = pushes;
    mix(&[single, two, three, four, five, six, captures, split].map(Wide::from_words))
}

/// 12x12 pawn moves with the generated serialiser.
#[inline]
pub fn moves_12_generated(p: &Big<3>, buf: &mut Buffer<PawnMove<Wide<3>>>) -> usize {
    buf.clear();
    let mut sink = |m| buf.push(m);
    if p.white {
        dozen::white::generate(p.pawns, p.own, p.enemies, p.ep, &mut sink);
    } else {
        dozen::black::generate(p.pawns, p.own, p.enemies, p.ep, &mut sink);
    }
    buf.as_slice().len()
}

/// 16x16 pawn moves with the generated serialiser.
#[inline]
pub fn moves_16_generated(p: &Big<4>, buf: &mut Buffer<PawnMove<Wide<4>>>) -> usize {
    buf.clear();
    let mut sink = |m| buf.push(m);
    if p.white {
        big_board::white::generate(p.pawns, p.own, p.enemies, p.ep, &mut sink);
    } else {
        big_board::black::generate(p.pawns, p.own, p.enemies, p.ep, &mut sink);
    }
    buf.as_slice().len()
}

/// One target set's moves by hand: pop the lowest bit word by word, `from
/// = to - delta`; in `zone`, one move per promotion piece (`pieces` of
/// them); otherwise one move whose en-passant squares are `passed(to)`
/// (the squares a long push passed, as shifts of its target).
#[inline(always)]
fn pop<const N: usize>(
    targets: [u64; N],
    (delta, kind): (i32, MoveKind),
    zone: [u64; N],
    pieces: u8,
    passed: impl Fn(Wide<N>) -> Wide<N>,
    buf: &mut Buffer<PawnMove<Wide<N>>>,
) {
    for (w, mut word) in targets.into_iter().enumerate() {
        while word != 0 {
            let to = w as u32 * 64 + word.trailing_zeros();
            word &= word - 1;
            let from = (to as i32 - delta) as u16;
            if zone[(to / 64) as usize] >> (to % 64) & 1 == 1 {
                for piece in 0..pieces {
                    buf.push(PawnMove {
                        from,
                        to: to as u16,
                        kind,
                        promotion: Some(piece),
                        en_passant: Wide::EMPTY,
                    });
                }
            } else {
                buf.push(PawnMove {
                    from,
                    to: to as u16,
                    kind,
                    promotion: None,
                    en_passant: passed(Wide::bit(to)),
                });
            }
        }
    }
}

/// No passed squares.
#[inline(always)]
fn nothing<const N: usize>(_: Wide<N>) -> Wide<N> {
    Wide::EMPTY
}

/// 12x12 pawn moves serialised by hand over `[u64; 3]`.
#[inline]
pub fn moves_12_hand(p: &Big<3>, buf: &mut Buffer<PawnMove<Wide<3>>>) -> usize {
    use MoveKind::{Capture, EnPassant, Quiet};
    use hand::{and, nor, shl, shr};
    buf.clear();
    let m = &M12;
    let (pawns, enemies, ep) = (p.pawns.words(), p.enemies.words(), p.ep.words());
    let empty = nor(p.own.words(), enemies, m.board);
    let none = [0; 3];
    if p.white {
        let single = and(shl(pawns, 12), empty);
        pop(single, (12, Quiet), m.last_rank, 4, nothing, buf);
        let double = and(shl(and(single, m.third_rank), 12), empty);
        pop(double, (24, Quiet), none, 4, |to| to.shr(12), buf);
        let west = shl(and(pawns, m.not_first_file), 11);
        let east = shl(and(pawns, m.not_last_file), 13);
        pop(
            and(west, enemies),
            (11, Capture),
            m.last_rank,
            4,
            nothing,
            buf,
        );
        pop(
            and(east, enemies),
            (13, Capture),
            m.last_rank,
            4,
            nothing,
            buf,
        );
        pop(and(west, ep), (11, EnPassant), none, 4, nothing, buf);
        pop(and(east, ep), (13, EnPassant), none, 4, nothing, buf);
    } else {
        let single = and(shr(pawns, 12), empty);
        pop(single, (-12, Quiet), m.first_rank, 4, nothing, buf);
        let double = and(shr(and(single, m.antepenultimate_rank), 12), empty);
        pop(double, (-24, Quiet), none, 4, |to| to.shl(12), buf);
        let west = shr(and(pawns, m.not_first_file), 13);
        let east = shr(and(pawns, m.not_last_file), 11);
        pop(
            and(west, enemies),
            (-13, Capture),
            m.first_rank,
            4,
            nothing,
            buf,
        );
        pop(
            and(east, enemies),
            (-11, Capture),
            m.first_rank,
            4,
            nothing,
            buf,
        );
        pop(and(west, ep), (-13, EnPassant), none, 4, nothing, buf);
        pop(and(east, ep), (-11, EnPassant), none, 4, nothing, buf);
    }
    buf.as_slice().len()
}

/// 16x16 pawn moves serialised by hand over `[u64; 4]` (six promotion
/// pieces, as `big_board` has).
#[inline]
pub fn moves_16_hand(p: &Big<4>, buf: &mut Buffer<PawnMove<Wide<4>>>) -> usize {
    buf.clear();
    if p.white {
        moves_16_side::<true>(p, buf);
    } else {
        moves_16_side::<false>(p, buf);
    }
    buf.as_slice().len()
}

/// One side's moves of [`moves_16_hand`], its direction a constant.
#[inline(always)]
fn moves_16_side<const WHITE: bool>(p: &Big<4>, buf: &mut Buffer<PawnMove<Wide<4>>>) {
    use MoveKind::{Capture, EnPassant, Quiet};
    use hand::{and, shl, shr};
    let m = &M16;
    let (pawns, enemies, ep) = (p.pawns.words(), p.enemies.words(), p.ep.words());
    let empty = core::array::from_fn(|i| !(p.own.words()[i] | enemies[i]));
    let none = [0; 4];
    let pushes = pushes_16(pawns, empty, WHITE);
    let (west, east, zone) = if WHITE {
        let west = shl(and(pawns, m.not_first_file), 15);
        (west, shl(and(pawns, m.not_last_file), 17), m.last_rank)
    } else {
        let west = shr(and(pawns, m.not_first_file), 17);
        (west, shr(and(pawns, m.not_last_file), 15), m.first_rank)
    };
    // The squares a push passed, as shifts of its target back towards the
    // side's own back rank.
    let (sign, dw, de) = if WHITE { (1, 15, 17) } else { (-1, -17, -15) };
    let back = |to: Wide<4>, k: u32| {
        if WHITE {
            to.shr(16 * k)
        } else {
            to.shl(16 * k)
        }
    };
    pop(pushes[0], (16 * sign, Quiet), zone, 6, nothing, buf);
    pop(
        pushes[1],
        (32 * sign, Quiet),
        none,
        6,
        |to| back(to, 1),
        buf,
    );
    let passed3 = |to| back(to, 1) | back(to, 2);
    pop(pushes[2], (48 * sign, Quiet), none, 6, passed3, buf);
    let passed4 = |to| passed3(to) | back(to, 3);
    pop(pushes[3], (64 * sign, Quiet), none, 6, passed4, buf);
    let passed5 = |to| passed4(to) | back(to, 4);
    pop(pushes[4], (80 * sign, Quiet), none, 6, passed5, buf);
    let passed6 = |to| passed5(to) | back(to, 5);
    pop(pushes[5], (96 * sign, Quiet), none, 6, passed6, buf);
    pop(and(west, enemies), (dw, Capture), zone, 6, nothing, buf);
    pop(and(east, enemies), (de, Capture), zone, 6, nothing, buf);
    pop(and(west, ep), (dw, EnPassant), none, 6, nothing, buf);
    pop(and(east, ep), (de, EnPassant), none, 6, nothing, buf);
}
