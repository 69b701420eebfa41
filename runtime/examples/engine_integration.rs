//! How an engine wraps the generated functions: its own `Bitboard` newtype
//! with operators, its own `Move` type, and the generated serialiser and
//! masks underneath, with no cost (every generated function is an
//! `#[inline] const fn` over `u64`).
//!
//! Run with `cargo run -p pawnshift --example engine_integration`.

use core::ops::{BitAnd, BitOr, Not};

use pawnshift::variants::standard;
use pawnshift::{Color, MoveKind, PawnMove};

/// The engine's bitboard type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Bitboard(u64);

impl BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// The engine's move: from | to << 8 | kind << 16 | (promotion + 1) << 20.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Move(u32);

impl Move {
    const CAPTURE: u32 = 1 << 16;
    const EN_PASSANT: u32 = 2 << 16;
    const DROP: u32 = 3 << 16;

    fn from_pawn_move(m: PawnMove<u64>) -> Move {
        let kind = match m.kind {
            MoveKind::Quiet => 0,
            MoveKind::Capture => Move::CAPTURE,
            MoveKind::EnPassant => Move::EN_PASSANT,
            MoveKind::Drop => Move::DROP,
        };
        // Promotion pieces index `PromotionPiece::ALL`: queen, rook, bishop, knight.
        let promotion = m.promotion.map_or(0, |p| u32::from(p) + 1) << 20;
        Move(u32::from(m.from) | u32::from(m.to) << 8 | kind | promotion)
    }

    fn from(self) -> u32 {
        self.0 & 0xff
    }

    fn to(self) -> u32 {
        self.0 >> 8 & 0xff
    }

    fn is_capture(self) -> bool {
        self.0 >> 16 & 0xf == 1
    }
}

/// The engine's position: bitboards by colour, pawns, the en-passant square.
struct Position {
    side: Color,
    pieces: [Bitboard; 2],
    pawns: Bitboard,
    en_passant: Bitboard,
}

impl Position {
    /// Pawn moves into a fixed buffer, as a move generator would.
    fn pawn_moves(&self, out: &mut Vec<Move>) {
        let us = self.side as usize;
        let own = self.pieces[us];
        let pawns = self.pawns & own;
        let enemies = self.pieces[1 - us];
        let mut sink = |m| out.push(Move::from_pawn_move(m));
        match self.side {
            Color::White => {
                standard::white::generate(pawns.0, own.0, enemies.0, self.en_passant.0, &mut sink);
            }
            Color::Black => {
                standard::black::generate(pawns.0, own.0, enemies.0, self.en_passant.0, &mut sink);
            }
        }
    }

    /// Whether the side's pawns attack `square`: the branch-free
    /// colour-parametrised function, no `match` needed.
    fn pawns_attack(&self, square: Bitboard) -> bool {
        let pawns = self.pawns & self.pieces[self.side as usize];
        standard::attacks(pawns.0, self.side) & square.0 != 0
    }
}

fn main() {
    // 1. e4 d5: white to move, pawns on the start ranks but e4 and d5.
    let e4 = Bitboard(1 << 28);
    let d5 = Bitboard(1 << 35);
    let white = Bitboard(standard::RANK_1 | standard::RANK_2) & !Bitboard(1 << 12) | e4;
    let black = Bitboard(standard::RANK_7 | standard::RANK_8) & !Bitboard(1 << 51) | d5;
    let pawns =
        Bitboard(standard::RANK_2 | standard::RANK_7) & !Bitboard(1 << 12 | 1 << 51) | e4 | d5;
    let position = Position {
        side: Color::White,
        pieces: [white, black],
        pawns,
        en_passant: Bitboard(0),
    };
    let mut moves = Vec::with_capacity(64);
    position.pawn_moves(&mut moves);
    let captures = moves.iter().filter(|m| m.is_capture()).count();
    println!(
        "white has {} pawn moves, {captures} of them a capture (exd5)",
        moves.len()
    );
    println!("white pawns attack d5: {}", position.pawns_attack(d5));
    for m in &moves {
        println!("  {:#08x}: {} -> {}", m.0, m.from(), m.to());
    }
}
