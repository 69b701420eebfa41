//! `promote at rank 8 to none;`: no piece to promote to, so no pawn move
//! enters the zone, while the pawns still attack it (Fairy-Stockfish's
//! maharajah, whose `promotionPieceTypes` is empty).

pawnshift::pawns! {
    /// Pawns that never reach the last rank.
    pub mod kept_out {
        board 8 x 8;
        white forward north {
            push 1;
            capture north_west | north_east;
            promote at rank 8 to none;
        }
        black mirrors white;
    }
}

use kept_out::white;

fn main() {
    // A pawn on b7, an enemy on a8 and c8: no move at all.
    let (pawns, enemies) = (1u64 << 49, (1u64 << 56) | (1 << 58));
    let mut moves = 0;
    white::generate(pawns, pawns, enemies, 0, &mut |_| moves += 1);
    assert_eq!(moves, 0);
    assert_eq!(white::count_moves(pawns, pawns, enemies, 0, u32::MAX), 0);
    assert!(white::PROMOTION_PIECES.is_empty());
    // Yet the pawn attacks both squares (a check, in the engine).
    assert_eq!(white::ATTACKS[49], (1 << 56) | (1 << 58));
    // Below the zone, the pawn moves as ever.
    let low = 1u64 << 9;
    assert_eq!(white::count_moves(low, low, 0, 0, u32::MAX), 1);
}
