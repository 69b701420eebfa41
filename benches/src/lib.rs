//! The contenders of the benchmarks, kept in a library so that a test can
//! check they agree before anything is timed.
//!
//! Every contender computes, for the side to move, the same pawn targets or
//! the same pawn move list: single and double pushes, both capture
//! directions, en passant, promotions (four moves each). `generated` uses
//! the bundled `pawnshift::variants` modules; `hand` is the Stockfish-style
//! code one writes by hand; `shakmaty` rebuilds shakmaty's own pawn
//! generation on its public API (`Bitboard::shift`, `BACKRANKS`, its
//! `MoveList`); `cozy` asks cozy-chess square by square.

// The hand-written contenders are written the way engine code is: square
// arithmetic with `as` casts, forced inlining of the pop loops.
#![allow(
    clippy::inline_always,
    clippy::cast_possible_wrap,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::manual_midpoint
)]

use std::path::{Path, PathBuf};

pub mod huge;
pub mod passes;
pub mod rows;

use pawnshift::variants::{capablanca, grand, standard};
use pawnshift::{MoveKind, PawnMove};
use shakmaty::fen::Fen;
use shakmaty::{Bitboard, Chess, EnPassantMode, File, Move, MoveList, Position, Role, Square};

/// One benchmark position, from the side to move's point of view.
#[derive(Clone, Debug)]
pub struct Pos {
    /// White to move.
    pub white: bool,
    /// The side to move's pawns.
    pub pawns: u64,
    /// All its pieces.
    pub own: u64,
    /// All the opponent's pieces.
    pub enemies: u64,
    /// The en-passant square, as a set (empty if none).
    pub ep: u64,
    /// The shakmaty position (for its contender and perft).
    pub chess: Chess,
}

/// The perft suites' folder, `benches/data` (its README names their
/// source).
pub fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data")
}

/// Every `epd` line of the perft suites, parsed once.
pub fn load_positions(limit: usize) -> Result<Vec<Pos>, String> {
    let mut out = Vec::new();
    for file in ["random.perft", "tricky.perft"] {
        let path = data_dir().join(file);
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        for line in text.lines() {
            let Some(epd) = line.strip_prefix("epd ") else {
                continue;
            };
            let fen: Fen = format!("{epd} 0 1")
                .parse()
                .map_err(|e| format!("{}: `{epd}`: {e}", path.display()))?;
            // The tricky suite holds checks and material no game reaches;
            // they are fine for pawn moves.
            let chess: Chess = fen
                .into_position(shakmaty::CastlingMode::Chess960)
                .or_else(shakmaty::PositionError::ignore_impossible_check)
                .or_else(shakmaty::PositionError::ignore_too_much_material)
                .map_err(|e| format!("{}: `{epd}`: {e}", path.display()))?;
            out.push(pos_of(chess));
            if out.len() == limit {
                return Ok(out);
            }
        }
    }
    Ok(out)
}

fn pos_of(chess: Chess) -> Pos {
    let turn = chess.turn();
    let board = chess.board();
    let own = board.by_color(turn).0;
    Pos {
        white: turn == shakmaty::Color::White,
        pawns: (board.pawns() & board.by_color(turn)).0,
        own,
        enemies: board.by_color(!turn).0,
        ep: chess
            .ep_square(EnPassantMode::Always)
            .map_or(0, |sq| 1 << u32::from(sq)),
        chess,
    }
}

/// Folds sets into one number, so nothing computed is optimised away.
#[inline]
fn mix(acc: u64, x: u64) -> u64 {
    acc.rotate_left(7) ^ x
}

/// [`mix`] for the `u128` boards.
#[inline]
fn mix_wide(acc: u128, x: u128) -> u128 {
    acc.rotate_left(7) ^ x
}

macro_rules! generated_targets {
    ($side:path, $west:ident, $east:ident, $p:expr) => {{
        use $side as s;
        let p = $p;
        let empty = !(p.own | p.enemies);
        let single = s::single_push_targets(p.pawns, empty);
        let double = s::double_push_targets(p.pawns, empty);
        let west = s::$west(p.pawns, p.enemies);
        let east = s::$east(p.pawns, p.enemies);
        let split = s::promotion_split(single | west | east);
        let able = s::pawns_able_to_push(p.pawns, empty);
        let ep = s::pawns_able_to_capture_en_passant(p.pawns, p.ep);
        [
            single,
            double,
            west,
            east,
            split.mandatory,
            split.plain,
            able,
            ep,
        ]
        .into_iter()
        .fold(0, mix)
    }};
}

/// Pawn target sets with the generated `standard` module.
#[inline]
pub fn targets_generated(p: &Pos) -> u64 {
    if p.white {
        generated_targets!(standard::white, north_west_captures, north_east_captures, p)
    } else {
        generated_targets!(standard::black, south_west_captures, south_east_captures, p)
    }
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = 0x8080_8080_8080_8080;
const RANK_1: u64 = 0xff;
const RANK_3: u64 = 0xff_0000;
const RANK_6: u64 = 0xff_0000_0000_0000 >> 8;
const RANK_8: u64 = 0xff00_0000_0000_0000;

/// Pawn target sets written by hand, Stockfish style.
#[inline]
pub fn targets_hand(p: &Pos) -> u64 {
    let empty = !(p.own | p.enemies);
    let (single, double, west, east, zone, able, ep) = if p.white {
        let single = (p.pawns << 8) & empty;
        (
            single,
            ((single & RANK_3) << 8) & empty,
            ((p.pawns & !FILE_A) << 7) & p.enemies,
            ((p.pawns & !FILE_H) << 9) & p.enemies,
            RANK_8,
            (empty >> 8) & p.pawns,
            (((p.ep & !FILE_H) >> 7) | ((p.ep & !FILE_A) >> 9)) & p.pawns,
        )
    } else {
        let single = (p.pawns >> 8) & empty;
        (
            single,
            ((single & RANK_6) >> 8) & empty,
            ((p.pawns & !FILE_A) >> 9) & p.enemies,
            ((p.pawns & !FILE_H) >> 7) & p.enemies,
            RANK_1,
            (empty << 8) & p.pawns,
            (((p.ep & !FILE_A) << 7) | ((p.ep & !FILE_H) << 9)) & p.pawns,
        )
    };
    let targets = single | west | east;
    [
        single,
        double,
        west,
        east,
        targets & zone,
        targets & !zone,
        able,
        ep,
    ]
    .into_iter()
    .fold(0, mix)
}

/// Pawn target sets with shakmaty's logic on its public API.
#[inline]
pub fn targets_shakmaty(p: &Pos) -> u64 {
    let board = p.chess.board();
    let turn = p.chess.turn();
    let pawns = board.pawns() & board.by_color(turn);
    let occupied = board.occupied();
    let them = board.by_color(!turn);
    let white = turn == shakmaty::Color::White;
    let up = if white { 8 } else { -8 };
    let not_a = !Bitboard::from_file(File::A);
    let not_h = !Bitboard::from_file(File::H);
    let single = pawns.shift(up) & !occupied;
    let double = single.shift(up)
        & if white {
            Bitboard::SOUTH
        } else {
            Bitboard::NORTH
        }
        & !occupied;
    let (west, east) = if white {
        ((pawns & not_a).shift(7), (pawns & not_h).shift(9))
    } else {
        ((pawns & not_a).shift(-9), (pawns & not_h).shift(-7))
    };
    let (west, east) = (west & them, east & them);
    let targets = single | west | east;
    let able = (!occupied).shift(-up) & pawns;
    let ep = p
        .chess
        .ep_square(EnPassantMode::Always)
        .map_or(Bitboard(0), |sq| {
            shakmaty::attacks::pawn_attacks(!turn, sq) & pawns
        });
    [
        single.0,
        double.0,
        west.0,
        east.0,
        (targets & Bitboard::BACKRANKS).0,
        (targets & !Bitboard::BACKRANKS).0,
        able.0,
        ep.0,
    ]
    .into_iter()
    .fold(0, mix)
}

/// Pawn target sets with cozy-chess, square by square.
#[inline]
pub fn targets_cozy(p: &Pos) -> u64 {
    let color = if p.white {
        cozy_chess::Color::White
    } else {
        cozy_chess::Color::Black
    };
    let blockers = cozy_chess::BitBoard(p.own | p.enemies);
    let (mut single, mut double, mut west, mut east, mut able, mut ep) = (0, 0, 0, 0, 0, 0);
    let forward: i32 = if p.white { 8 } else { -8 };
    for from in cozy_chess::BitBoard(p.pawns) {
        let quiets = cozy_chess::get_pawn_quiets(from, color, blockers).0;
        let index = from as i32;
        // One square ahead is single, two ahead is double.
        let one = 1u64 << (index + forward);
        single |= quiets & one;
        double |= quiets & !one;
        if quiets != 0 {
            able |= 1 << index;
        }
        let attacks = cozy_chess::get_pawn_attacks(from, color).0;
        let file = index % 8;
        for to in cozy_chess::BitBoard(attacks & p.enemies) {
            if (to as i32 % 8) < file {
                west |= 1 << to as u32;
            } else {
                east |= 1 << to as u32;
            }
        }
        if attacks & p.ep != 0 {
            ep |= 1 << index;
        }
    }
    let zone = if p.white { RANK_8 } else { RANK_1 };
    let targets = single | west | east;
    [
        single,
        double,
        west,
        east,
        targets & zone,
        targets & !zone,
        able,
        ep,
    ]
    .into_iter()
    .fold(0, mix)
}

/// A move buffer like an engine's: a fixed-capacity array with its length
/// beside it, no allocation — `arrayvec::ArrayVec`, the container of
/// shakmaty's own `MoveList`, so every contender pushes into the same kind
/// of list.
pub struct Buffer<M> {
    moves: arrayvec::ArrayVec<M, BUFFER_CAPACITY>,
}

/// Moves a [`Buffer`] holds: more than any benchmark position's pawn moves
/// (at most 8 pawns × 3 targets × 4 promotion pieces on 8x8, 10 × 3 × 6 on
/// the wide boards).
pub const BUFFER_CAPACITY: usize = 256;

impl<M> Buffer<M> {
    /// An empty buffer.
    pub fn new() -> Buffer<M> {
        Buffer {
            moves: arrayvec::ArrayVec::new(),
        }
    }

    /// Empties it.
    pub fn clear(&mut self) {
        self.moves.clear();
    }

    /// Appends a move (panics when full, as shakmaty's `MoveList` does).
    #[inline]
    pub fn push(&mut self, m: M) {
        self.moves.push(m);
    }

    /// The moves.
    pub fn as_slice(&self) -> &[M] {
        &self.moves
    }
}

impl<M> Default for Buffer<M> {
    fn default() -> Buffer<M> {
        Buffer::new()
    }
}

/// Pawn moves with the generated serialiser.
#[inline]
pub fn moves_generated(p: &Pos, buf: &mut Buffer<PawnMove<u64>>) -> usize {
    buf.clear();
    let mut sink = |m| buf.push(m);
    if p.white {
        standard::white::generate(p.pawns, p.own, p.enemies, p.ep, &mut sink);
    } else {
        standard::black::generate(p.pawns, p.own, p.enemies, p.ep, &mut sink);
    }
    buf.as_slice().len()
}

/// The integers the hand-written loops pop bits from.
pub trait Word:
    Copy
    + pawnshift::Bitboard<Square = u8>
    + Eq
    + core::ops::BitAnd<Output = Self>
    + core::ops::Sub<Output = Self>
    + core::ops::Shr<u32, Output = Self>
    + core::ops::Shl<u32, Output = Self>
{
    /// No bit.
    const ZERO: Self;
    /// The lowest bit.
    const ONE: Self;
    /// Index of the lowest set bit.
    fn lowest(self) -> u32;
}

impl Word for u64 {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    fn lowest(self) -> u32 {
        self.trailing_zeros()
    }
}

impl Word for u128 {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    fn lowest(self) -> u32 {
        self.trailing_zeros()
    }
}

/// Serialises one 8x8 target set by hand (four promotion pieces).
#[inline(always)]
fn pop_loop(
    targets: u64,
    delta: i32,
    kind: MoveKind,
    zone: u64,
    double: bool,
    buf: &mut Buffer<PawnMove<u64>>,
) {
    pop_pieces(targets, delta, kind, zone, 4, double, buf);
}

/// Serialises one wide-board target set by hand (six promotion pieces).
#[inline(always)]
fn pop_loop_wide(
    targets: u128,
    delta: i32,
    kind: MoveKind,
    zone: u128,
    double: bool,
    buf: &mut Buffer<PawnMove<u128>>,
) {
    pop_pieces(targets, delta, kind, zone, 6, double, buf);
}

/// Serialises one target set by hand: pop the lowest bit, `from = to - delta`;
/// a target in `zone` promotes to each of `pieces` pieces.
#[inline(always)]
fn pop_pieces<W: Word>(
    mut targets: W,
    delta: i32,
    kind: MoveKind,
    zone: W,
    pieces: u8,
    double: bool,
    buf: &mut Buffer<PawnMove<W>>,
) {
    while targets != W::ZERO {
        let to = targets.lowest();
        targets = targets & (targets - W::ONE);
        let from = (to as i32 - delta) as u8;
        let to8 = to as u8;
        if (zone >> to) & W::ONE == W::ONE {
            for piece in 0..pieces {
                buf.push(PawnMove {
                    from,
                    to: to8,
                    kind,
                    promotion: Some(piece),
                    en_passant: W::ZERO,
                });
            }
        } else {
            let en_passant = if double {
                W::ONE << ((u32::from(from) + to) / 2)
            } else {
                W::ZERO
            };
            buf.push(PawnMove {
                from,
                to: to8,
                kind,
                promotion: None,
                en_passant,
            });
        }
    }
}

/// Pawn moves serialised by hand, Stockfish style.
#[inline]
pub fn moves_hand(p: &Pos, buf: &mut Buffer<PawnMove<u64>>) -> usize {
    buf.clear();
    let empty = !(p.own | p.enemies);
    if p.white {
        let single = (p.pawns << 8) & empty;
        pop_loop(single, 8, MoveKind::Quiet, RANK_8, false, buf);
        pop_loop(
            ((single & RANK_3) << 8) & empty,
            16,
            MoveKind::Quiet,
            0,
            true,
            buf,
        );
        pop_loop(
            ((p.pawns & !FILE_A) << 7) & p.enemies,
            7,
            MoveKind::Capture,
            RANK_8,
            false,
            buf,
        );
        pop_loop(
            ((p.pawns & !FILE_A) << 7) & p.ep,
            7,
            MoveKind::EnPassant,
            0,
            false,
            buf,
        );
        pop_loop(
            ((p.pawns & !FILE_H) << 9) & p.enemies,
            9,
            MoveKind::Capture,
            RANK_8,
            false,
            buf,
        );
        pop_loop(
            ((p.pawns & !FILE_H) << 9) & p.ep,
            9,
            MoveKind::EnPassant,
            0,
            false,
            buf,
        );
    } else {
        let single = (p.pawns >> 8) & empty;
        pop_loop(single, -8, MoveKind::Quiet, RANK_1, false, buf);
        pop_loop(
            ((single & RANK_6) >> 8) & empty,
            -16,
            MoveKind::Quiet,
            0,
            true,
            buf,
        );
        pop_loop(
            ((p.pawns & !FILE_A) >> 9) & p.enemies,
            -9,
            MoveKind::Capture,
            RANK_1,
            false,
            buf,
        );
        pop_loop(
            ((p.pawns & !FILE_A) >> 9) & p.ep,
            -9,
            MoveKind::EnPassant,
            0,
            false,
            buf,
        );
        pop_loop(
            ((p.pawns & !FILE_H) >> 7) & p.enemies,
            -7,
            MoveKind::Capture,
            RANK_1,
            false,
            buf,
        );
        pop_loop(
            ((p.pawns & !FILE_H) >> 7) & p.ep,
            -7,
            MoveKind::EnPassant,
            0,
            false,
            buf,
        );
    }
    buf.as_slice().len()
}

fn push_shakmaty(
    moves: &mut MoveList,
    from: Square,
    to: Square,
    capture: Option<Role>,
    promote: bool,
) {
    if promote {
        for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
            moves.push(Move::Normal {
                role: Role::Pawn,
                from,
                capture,
                to,
                promotion: Some(role),
            });
        }
    } else {
        moves.push(Move::Normal {
            role: Role::Pawn,
            from,
            capture,
            to,
            promotion: None,
        });
    }
}

/// Pawn moves with shakmaty's logic, into its `MoveList`.
#[inline]
pub fn moves_shakmaty(p: &Pos, moves: &mut MoveList) -> usize {
    moves.clear();
    let board = p.chess.board();
    let turn = p.chess.turn();
    let pawns = board.pawns() & board.by_color(turn);
    let occupied = board.occupied();
    let them = board.by_color(!turn);
    let white = turn == shakmaty::Color::White;
    let up = if white { 8 } else { -8 };
    let captures = |dir: i32, mask: Bitboard, moves: &mut MoveList| {
        for to in (pawns & mask).shift(dir) & them {
            let from = to.offset(-dir).unwrap_or(to);
            push_shakmaty(
                moves,
                from,
                to,
                board.role_at(to),
                Bitboard::BACKRANKS.contains(to),
            );
        }
    };
    let not_a = !Bitboard::from_file(File::A);
    let not_h = !Bitboard::from_file(File::H);
    if white {
        captures(7, not_a, moves);
        captures(9, not_h, moves);
    } else {
        captures(-9, not_a, moves);
        captures(-7, not_h, moves);
    }
    let single = pawns.shift(up) & !occupied;
    for to in single {
        let from = to.offset(-up).unwrap_or(to);
        push_shakmaty(moves, from, to, None, Bitboard::BACKRANKS.contains(to));
    }
    let double = single.shift(up)
        & if white {
            Bitboard::SOUTH
        } else {
            Bitboard::NORTH
        }
        & !occupied;
    for to in double {
        let from = to.offset(-2 * up).unwrap_or(to);
        push_shakmaty(moves, from, to, None, false);
    }
    if let Some(to) = p.chess.ep_square(EnPassantMode::Always) {
        for from in shakmaty::attacks::pawn_attacks(!turn, to) & pawns {
            moves.push(Move::EnPassant { from, to });
        }
    }
    moves.len()
}

/// Pawn moves with cozy-chess, square by square.
#[inline]
pub fn moves_cozy(p: &Pos, buf: &mut Buffer<cozy_chess::Move>) -> usize {
    buf.clear();
    let color = if p.white {
        cozy_chess::Color::White
    } else {
        cozy_chess::Color::Black
    };
    let blockers = cozy_chess::BitBoard(p.own | p.enemies);
    let zone = if p.white { RANK_8 } else { RANK_1 };
    for from in cozy_chess::BitBoard(p.pawns) {
        let targets = cozy_chess::get_pawn_quiets(from, color, blockers).0
            | (cozy_chess::get_pawn_attacks(from, color).0 & (p.enemies | p.ep));
        for to in cozy_chess::BitBoard(targets) {
            if zone & to.bitboard().0 != 0 {
                for piece in [
                    cozy_chess::Piece::Queen,
                    cozy_chess::Piece::Rook,
                    cozy_chess::Piece::Bishop,
                    cozy_chess::Piece::Knight,
                ] {
                    buf.push(cozy_chess::Move {
                        from,
                        to,
                        promotion: Some(piece),
                    });
                }
            } else {
                buf.push(cozy_chess::Move {
                    from,
                    to,
                    promotion: None,
                });
            }
        }
    }
    buf.as_slice().len()
}

/// A position on a wider board: the 8x8 position's files a–h on files a–h,
/// ranks shifted up by `rank_offset`.
#[derive(Clone, Copy, Debug)]
pub struct Wide {
    /// White to move.
    pub white: bool,
    /// Pawns of the side to move.
    pub pawns: u128,
    /// Its pieces.
    pub own: u128,
    /// The opponent's.
    pub enemies: u128,
    /// En-passant squares.
    pub ep: u128,
}

/// Re-draws an 8x8 set on a board `width` wide, ranks moved up `rank_offset`.
pub fn widen(set: u64, width: u32, rank_offset: u32) -> u128 {
    let mut out = 0;
    for sq in 0..64 {
        if set >> sq & 1 == 1 {
            out |= 1u128 << ((sq / 8 + rank_offset) * width + sq % 8);
        }
    }
    out
}

/// The benchmark positions on a `width`-wide board.
pub fn wide_positions(positions: &[Pos], width: u32, rank_offset: u32) -> Vec<Wide> {
    positions
        .iter()
        .map(|p| Wide {
            white: p.white,
            pawns: widen(p.pawns, width, rank_offset),
            own: widen(p.own, width, rank_offset),
            enemies: widen(p.enemies, width, rank_offset),
            ep: widen(p.ep, width, rank_offset),
        })
        .collect()
}

/// One wide-board side's targets from a generated side module `$side`
/// whose capture functions are `$west` and `$east`.
macro_rules! wide_side_targets {
    ($side:path, $west:ident, $east:ident, $p:expr, $empty:expr) => {{
        use $side as s;
        let (p, empty) = ($p, $empty);
        let single = s::single_push_targets(p.pawns, empty);
        let captures = s::$west(p.pawns, p.enemies) | s::$east(p.pawns, p.enemies);
        [
            single,
            s::double_push_targets(p.pawns, empty),
            captures,
            s::promotion_split(single | captures).mandatory,
        ]
    }};
}

/// The wide-board targets of generated module `$module` (`capablanca`,
/// `grand`) for the side to move of `$p`, mixed into one number.
macro_rules! wide_generated_targets {
    ($module:ident, $p:expr) => {{
        let p = $p;
        let empty = $module::BOARD & !(p.own | p.enemies);
        let parts = if p.white {
            wide_side_targets!(
                $module::white,
                north_west_captures,
                north_east_captures,
                p,
                empty
            )
        } else {
            wide_side_targets!(
                $module::black,
                south_west_captures,
                south_east_captures,
                p,
                empty
            )
        };
        parts.into_iter().fold(0, mix_wide)
    }};
}

/// Targets on the 10x8 capablanca board, generated.
#[inline]
pub fn wide_targets_generated(p: &Wide) -> u128 {
    wide_generated_targets!(capablanca, p)
}

/// The squares of `file` on a `width` x `height` board.
const fn file_mask(width: u32, height: u32, file: u32) -> u128 {
    let mut mask = 0;
    let mut rank = 0;
    while rank < height {
        mask |= 1 << (rank * width + file);
        rank += 1;
    }
    mask
}

const W10_BOARD: u128 = (1 << 80) - 1;
const W10_FILE_A: u128 = file_mask(10, 8, 0);
const W10_FILE_J: u128 = file_mask(10, 8, 9);
const W10_RANK_1: u128 = 0x3ff;
const W10_RANK_3: u128 = W10_RANK_1 << 20;
const W10_RANK_6: u128 = W10_RANK_1 << 50;
const W10_RANK_8: u128 = W10_RANK_1 << 70;

/// Targets on the 10x8 board, written by hand in `u128`.
#[inline]
pub fn wide_targets_hand(p: &Wide) -> u128 {
    let empty = W10_BOARD & !(p.own | p.enemies);
    let parts = if p.white {
        let single = (p.pawns << 10) & empty;
        let captures =
            (((p.pawns & !W10_FILE_A) << 9) | ((p.pawns & !W10_FILE_J) << 11)) & p.enemies;
        [
            single,
            ((single & W10_RANK_3) << 10) & empty,
            captures,
            (single | captures) & W10_RANK_8,
        ]
    } else {
        let single = (p.pawns >> 10) & empty;
        let captures =
            (((p.pawns & !W10_FILE_A) >> 11) | ((p.pawns & !W10_FILE_J) >> 9)) & p.enemies;
        [
            single,
            ((single & W10_RANK_6) >> 10) & empty,
            captures,
            (single | captures) & W10_RANK_1,
        ]
    };
    parts.into_iter().fold(0, mix_wide)
}

const G_BOARD: u128 = (1 << 100) - 1;
const G_RANK_1: u128 = 0x3ff;
const G_RANK_4: u128 = G_RANK_1 << 30;
const G_RANK_7: u128 = G_RANK_1 << 60;
const G_RANK_10: u128 = G_RANK_1 << 90;
const G_FILE_A: u128 = file_mask(10, 10, 0);
const G_FILE_J: u128 = file_mask(10, 10, 9);

/// Targets on the 10x10 grand board, generated.
#[inline]
pub fn grand_targets_generated(p: &Wide) -> u128 {
    wide_generated_targets!(grand, p)
}

/// Targets on the 10x10 board, written by hand in `u128` (grand's rules:
/// double step from rank 3, mandatory promotion on the last rank).
#[inline]
pub fn grand_targets_hand(p: &Wide) -> u128 {
    let empty = G_BOARD & !(p.own | p.enemies);
    let parts = if p.white {
        let single = ((p.pawns << 10) & G_BOARD) & empty;
        let captures =
            ((((p.pawns & !G_FILE_A) << 9) | ((p.pawns & !G_FILE_J) << 11)) & G_BOARD) & p.enemies;
        [
            single,
            ((single & G_RANK_4) << 10) & empty,
            captures,
            (single | captures) & G_RANK_10,
        ]
    } else {
        let single = ((p.pawns & G_BOARD) >> 10) & empty;
        let captures = (((p.pawns & !G_FILE_A & G_BOARD) >> 11)
            | ((p.pawns & !G_FILE_J & G_BOARD) >> 9))
            & p.enemies;
        [
            single,
            ((single & G_RANK_7) >> 10) & empty,
            captures,
            (single | captures) & G_RANK_1,
        ]
    };
    parts.into_iter().fold(0, mix_wide)
}

/// Pawn moves on the 10x8 board with the generated serialiser.
#[inline]
pub fn wide_moves_generated(p: &Wide, buf: &mut Buffer<PawnMove<u128>>) -> usize {
    buf.clear();
    let mut sink = |m| buf.push(m);
    if p.white {
        capablanca::white::generate(p.pawns, p.own, p.enemies, p.ep, &mut sink);
    } else {
        capablanca::black::generate(p.pawns, p.own, p.enemies, p.ep, &mut sink);
    }
    buf.as_slice().len()
}

/// Pawn moves on the 10x8 board serialised by hand in `u128`.
#[inline]
pub fn wide_moves_hand(p: &Wide, buf: &mut Buffer<PawnMove<u128>>) -> usize {
    buf.clear();
    let empty = W10_BOARD & !(p.own | p.enemies);
    let (pawns, enemies, ep) = (p.pawns, p.enemies, p.ep);
    if p.white {
        let single = (pawns << 10) & empty;
        pop_loop_wide(single, 10, MoveKind::Quiet, W10_RANK_8, false, buf);
        pop_loop_wide(
            ((single & W10_RANK_3) << 10) & empty,
            20,
            MoveKind::Quiet,
            0,
            true,
            buf,
        );
        let west = (pawns & !W10_FILE_A) << 9;
        pop_loop_wide(west & enemies, 9, MoveKind::Capture, W10_RANK_8, false, buf);
        pop_loop_wide(west & ep, 9, MoveKind::EnPassant, 0, false, buf);
        let east = (pawns & !W10_FILE_J) << 11;
        pop_loop_wide(
            east & enemies,
            11,
            MoveKind::Capture,
            W10_RANK_8,
            false,
            buf,
        );
        pop_loop_wide(east & ep, 11, MoveKind::EnPassant, 0, false, buf);
    } else {
        let single = (pawns >> 10) & empty;
        pop_loop_wide(single, -10, MoveKind::Quiet, W10_RANK_1, false, buf);
        pop_loop_wide(
            ((single & W10_RANK_6) >> 10) & empty,
            -20,
            MoveKind::Quiet,
            0,
            true,
            buf,
        );
        let west = (pawns & !W10_FILE_A & W10_BOARD) >> 11;
        pop_loop_wide(
            west & enemies,
            -11,
            MoveKind::Capture,
            W10_RANK_1,
            false,
            buf,
        );
        pop_loop_wide(west & ep, -11, MoveKind::EnPassant, 0, false, buf);
        let east = (pawns & !W10_FILE_J & W10_BOARD) >> 9;
        pop_loop_wide(
            east & enemies,
            -9,
            MoveKind::Capture,
            W10_RANK_1,
            false,
            buf,
        );
        pop_loop_wide(east & ep, -9, MoveKind::EnPassant, 0, false, buf);
    }
    buf.as_slice().len()
}

/// Pawn moves on the 10x10 grand board with the generated serialiser.
#[inline]
pub fn grand_moves_generated(p: &Wide, buf: &mut Buffer<PawnMove<u128>>) -> usize {
    buf.clear();
    let mut sink = |m| buf.push(m);
    if p.white {
        grand::white::generate(p.pawns, p.own, p.enemies, p.ep, &mut sink);
    } else {
        grand::black::generate(p.pawns, p.own, p.enemies, p.ep, &mut sink);
    }
    buf.as_slice().len()
}

const G_RANKS_8_9: u128 = (G_RANK_1 << 70) | (G_RANK_1 << 80);
const G_RANKS_2_3: u128 = (G_RANK_1 << 10) | (G_RANK_1 << 20);

/// One grand target set by hand: mandatory zone, optional zone (the
/// non-promoting move and one per piece), the rest.
#[inline(always)]
fn grand_pop(
    targets: u128,
    delta: i32,
    kind: MoveKind,
    zones: (u128, u128),
    double: bool,
    buf: &mut Buffer<PawnMove<u128>>,
) {
    pop_loop_wide(targets & !zones.1, delta, kind, zones.0, double, buf);
    pop_loop_wide(targets & zones.1, delta, kind, 0, false, buf);
    pop_loop_wide(targets & zones.1, delta, kind, zones.1, false, buf);
}

/// Pawn moves on the 10x10 grand board serialised by hand in `u128`.
#[inline]
pub fn grand_moves_hand(p: &Wide, buf: &mut Buffer<PawnMove<u128>>) -> usize {
    buf.clear();
    let empty = G_BOARD & !(p.own | p.enemies);
    let (pawns, enemies, ep) = (p.pawns, p.enemies, p.ep);
    if p.white {
        let zones = (G_RANK_10, G_RANKS_8_9);
        let single = (pawns << 10) & empty;
        grand_pop(single, 10, MoveKind::Quiet, zones, false, buf);
        grand_pop(
            ((single & G_RANK_4) << 10) & empty,
            20,
            MoveKind::Quiet,
            zones,
            true,
            buf,
        );
        let west = (pawns & !G_FILE_A) << 9;
        grand_pop(west & enemies, 9, MoveKind::Capture, zones, false, buf);
        grand_pop(west & ep, 9, MoveKind::EnPassant, zones, false, buf);
        let east = (pawns & !G_FILE_J) << 11;
        grand_pop(east & enemies, 11, MoveKind::Capture, zones, false, buf);
        grand_pop(east & ep, 11, MoveKind::EnPassant, zones, false, buf);
    } else {
        let zones = (G_RANK_1, G_RANKS_2_3);
        let single = ((pawns & G_BOARD) >> 10) & empty;
        grand_pop(single, -10, MoveKind::Quiet, zones, false, buf);
        grand_pop(
            ((single & G_RANK_7) >> 10) & empty,
            -20,
            MoveKind::Quiet,
            zones,
            true,
            buf,
        );
        let west = (pawns & !G_FILE_A & G_BOARD) >> 11;
        grand_pop(west & enemies, -11, MoveKind::Capture, zones, false, buf);
        grand_pop(west & ep, -11, MoveKind::EnPassant, zones, false, buf);
        let east = (pawns & !G_FILE_J & G_BOARD) >> 9;
        grand_pop(east & enemies, -9, MoveKind::Capture, zones, false, buf);
        grand_pop(east & ep, -9, MoveKind::EnPassant, zones, false, buf);
    }
    buf.as_slice().len()
}

/// Kings-and-pawns perft positions for the speed comparison: both start
/// positions, the Fairy-Stockfish standard row, and a horde middlegame
/// (shakmaty's horde wants no white king, so the FS horde row is not one).
pub const PERFT_POSITIONS: &[(&str, &str, u32)] = &[
    ("standard", "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1", 5),
    ("standard", "4k3/1p4p1/8/2pP4/5P2/8/P5P1/4K3 w - c6 0 1", 5),
    (
        "horde",
        "4k3/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w - - 0 1",
        4,
    ),
    (
        "horde",
        "4k3/p1p2p1p/8/3PP3/1PPPPPP1/2PPPP2/8/8 b - - 0 1",
        4,
    ),
];

/// The engine's rules and positions of `variant`'s `PERFT_POSITIONS`,
/// prepared once, outside any timing.
///
/// # Panics
///
/// If `variant` is not bundled and playable (the list's are).
pub fn perft_setup(
    variant: &str,
) -> (
    pawnshift_engine::game::Rules,
    Vec<(pawnshift_engine::game::Board, u32)>,
) {
    let rules = pawnshift_engine::game::Rules::<u128>::new(
        &pawnshift_engine::find(variant)
            .expect("bundled")
            .pawn_rules(),
        &[],
    )
    .expect("playable");
    let boards = PERFT_POSITIONS
        .iter()
        .filter(|(v, _, _)| *v == variant)
        .map(|(_, fen, depth)| (rules.position(fen).expect("fen"), *depth))
        .collect();
    (rules, boards)
}

/// Perft of prepared positions with the engine.
pub fn perft_run(
    rules: &pawnshift_engine::game::Rules,
    boards: &[(pawnshift_engine::game::Board, u32)],
) -> u64 {
    boards
        .iter()
        .map(|(board, depth)| rules.perft(board, *depth))
        .sum()
}

/// Perft of every `PERFT_POSITIONS` entry of `variant`, with the engine.
pub fn perft_pawnshift(variant: &str) -> u64 {
    let (rules, boards) = perft_setup(variant);
    perft_run(&rules, &boards)
}

/// The same with shakmaty's perft.
///
/// # Panics
///
/// If a listed FEN is not legal for shakmaty (they are).
pub fn perft_shakmaty(variant: &str) -> u64 {
    shakmaty_positions(variant, shakmaty::perft, shakmaty::perft)
}

/// Sets up shakmaty's positions of `variant` and no more: the baseline
/// [`perft_shakmaty`]'s instruction count is taken against (it returns
/// the pieces on the boards, so the set-up is not optimised away).
///
/// # Panics
///
/// As [`perft_shakmaty`].
pub fn setup_shakmaty(variant: &str) -> u64 {
    use shakmaty::Position;
    shakmaty_positions(
        variant,
        |pos, _| pos.board().occupied().count() as u64,
        |pos, _| pos.board().occupied().count() as u64,
    )
}

/// The sum of `chess` or `horde` over `variant`'s `PERFT_POSITIONS`, set
/// up as shakmaty positions of the variant.
fn shakmaty_positions(
    variant: &str,
    chess: impl Fn(&Chess, u32) -> u64,
    horde: impl Fn(&shakmaty::variant::Horde, u32) -> u64,
) -> u64 {
    PERFT_POSITIONS
        .iter()
        .filter(|(v, _, _)| *v == variant)
        .map(|(_, fen, depth)| {
            let fen: Fen = fen.parse().expect("fen");
            if variant == "horde" {
                horde(
                    &fen.into_position(shakmaty::CastlingMode::Standard)
                        .expect("legal"),
                    *depth,
                )
            } else {
                chess(
                    &fen.into_position(shakmaty::CastlingMode::Standard)
                        .expect("legal"),
                    *depth,
                )
            }
        })
        .sum()
}

/// The bundled spec files, as token streams (what `pawns!` receives).
///
/// # Panics
///
/// If `specs/` cannot be read or a spec does not lex.
pub fn spec_tokens() -> Vec<(String, proc_macro2::TokenStream)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../specs");
    let mut specs: Vec<(String, proc_macro2::TokenStream)> = std::fs::read_dir(&dir)
        .expect("specs/")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "pawns"))
        .map(|p| {
            let name = p
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let text = std::fs::read_to_string(&p).expect("spec");
            (name, text.parse().expect("tokens"))
        })
        .collect();
    specs.sort_by(|a, b| a.0.cmp(&b.0));
    specs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_contender_has_a_pass() {
        let data = passes::Data::load().expect("benches/data");
        for name in passes::CONTENDERS.iter().chain(&["none"]) {
            let mut run = passes::pass(name, &data).unwrap_or_else(|| panic!("{name}"));
            run();
        }
        assert!(passes::pass("moves-8x8/nobody", &data).is_none());
    }

    #[test]
    fn contenders_agree_on_the_positions() {
        let positions = load_positions(usize::MAX).expect("benches/data");
        assert!(positions.len() > 6800, "{}", positions.len());
        let mut generated = Buffer::new();
        let mut hand = Buffer::new();
        let mut cozy = Buffer::new();
        let mut shak = MoveList::new();
        for p in &positions {
            let n = moves_generated(p, &mut generated);
            assert_eq!(n, moves_hand(p, &mut hand), "{:?}", p.chess.board());
            assert_eq!(n, moves_shakmaty(p, &mut shak), "{:?}", p.chess.board());
            assert_eq!(n, moves_cozy(p, &mut cozy), "{:?}", p.chess.board());
            let mut a = generated.as_slice().to_vec();
            let mut b = hand.as_slice().to_vec();
            a.sort_unstable_by_key(|m| (m.from, m.to, m.promotion));
            b.sort_unstable_by_key(|m| (m.from, m.to, m.promotion));
            assert_eq!(a, b);
            let t = targets_generated(p);
            assert_eq!(t, targets_hand(p));
            assert_eq!(t, targets_shakmaty(p));
            assert_eq!(t, targets_cozy(p));
        }
        let (mut a, mut b) = (Buffer::new(), Buffer::new());
        for w in wide_positions(&positions, 10, 0) {
            assert_eq!(wide_targets_generated(&w), wide_targets_hand(&w));
            assert_eq!(
                wide_moves_generated(&w, &mut a),
                wide_moves_hand(&w, &mut b)
            );
        }
        for w in wide_positions(&positions, 10, 1) {
            assert_eq!(grand_targets_generated(&w), grand_targets_hand(&w));
            assert_eq!(
                grand_moves_generated(&w, &mut a),
                grand_moves_hand(&w, &mut b)
            );
        }
    }

    /// A buffer's moves in a fixed order.
    fn sorted<B: pawnshift::Bitboard>(b: &Buffer<PawnMove<B>>) -> Vec<PawnMove<B>> {
        let mut v = b.as_slice().to_vec();
        v.sort_unstable_by_key(|m| (m.from, m.to, m.promotion));
        v
    }

    #[test]
    fn big_board_contenders_agree() {
        use crate::huge as h;
        let positions = load_positions(usize::MAX).expect("benches/data");
        let (mut a, mut b) = (Buffer::new(), Buffer::new());
        let mut moves = 0;
        for p in h::positions_12(&positions) {
            assert_eq!(h::targets_12_generated(&p), h::targets_12_hand(&p), "{p:?}");
            moves += h::moves_12_generated(&p, &mut a);
            h::moves_12_hand(&p, &mut b);
            assert_eq!(sorted(&a), sorted(&b), "{p:?}");
        }
        let (mut a, mut b) = (Buffer::new(), Buffer::new());
        for p in h::positions_16(&positions) {
            assert_eq!(h::targets_16_generated(&p), h::targets_16_hand(&p), "{p:?}");
            moves += h::moves_16_generated(&p, &mut a);
            h::moves_16_hand(&p, &mut b);
            assert_eq!(sorted(&a), sorted(&b), "{p:?}");
        }
        // Real work: some ten moves a board, promotions and long pushes.
        assert!(moves > 10 * positions.len(), "{moves}");
    }

    #[test]
    fn perft_contenders_count_the_same_nodes() {
        for variant in ["standard", "horde"] {
            assert_eq!(
                perft_pawnshift(variant),
                perft_shakmaty(variant),
                "{variant}"
            );
        }
    }
}
