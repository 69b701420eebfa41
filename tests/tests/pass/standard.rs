//! The standard spec from the design document compiles, and its functions
//! are usable in const context.

pawnshift::pawns! {
    /// Orthodox chess pawns.
    pub mod standard {
        board 8 x 8;
        white forward north {
            /// The one-step push.
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west;                  // guard inferred: not file a
            capture north_east guard not_file_h; // guard written: verified
            promote at rank 8 to queen | rook | bishop | knight;
        }
        black mirrors white;
    }
}

use pawnshift::Color;
use standard::{black, white};

const START_PUSHES: u64 = white::double_push_targets(standard::RANK_2, !(standard::RANK_2 | standard::RANK_7));

fn main() {
    assert_eq!(START_PUSHES, standard::RANK_4);
    assert_eq!(black::single_push_targets(standard::RANK_7, !standard::RANK_7), standard::RANK_6);
    assert_eq!(standard::attacks(standard::FILE_A & standard::RANK_2, Color::White), 1 << 17);
    let split = white::promotion_split(standard::RANK_8 | standard::RANK_5);
    assert_eq!(split.mandatory, standard::RANK_8);
    assert_eq!(split.plain, standard::RANK_5);
    assert_eq!(split.optional, 0);
    assert_eq!(white::PROMOTION_PIECES[0], standard::PromotionPiece::Queen);
    assert_eq!(standard::PromotionPiece::Knight.name(), "knight");
    assert_eq!(white::ATTACKS[0], 1 << 9);
    assert_eq!(black::PUSHES[55], (1 << 47) | (1 << 39));
}
