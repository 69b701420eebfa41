//! Extreme geometries compile: 1x2 and the largest boards, including ones
//! that fill a u128 exactly and single-file or single-rank boards.

pawnshift::pawns! {
    /// The smallest board with room for a pawn move.
    pub mod tiny {
        board 1 x 2;
        white forward north {
            push 1;
        }
    }
    pub mod wide {
        board 16 x 8;
        white forward north {
            push 1;
            capture north_west | north_east;
            promote at rank 8 to queen;
        }
        black mirrors white;
    }
    pub mod tall {
        board 8 x 16;
        white forward north {
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west | north_east;
        }
        black mirrors white;
    }
    pub mod line {
        board 16 x 1;
        white forward east {
            step east | west;
        }
    }
    pub mod column {
        board 1 x 16;
        white forward north {
            push 1;
            push 3 from rank 1;
            promote at rank 16 to queen;
        }
        black mirrors white;
    }
    pub mod odd {
        board 11 x 11;
        white forward north {
            push 1;
            capture north_west | north_east;
        }
        black mirrors white;
    }
}

fn main() {
    assert_eq!(tiny::BOARD, 0b11);
    assert_eq!(tiny::SQUARES, 2);
    assert_eq!(tiny::white::single_push_targets(1, !0), 0b10);
    assert_eq!(wide::BOARD, u128::MAX);
    assert_eq!(tall::BOARD, u128::MAX);
    assert_eq!(odd::BOARD, (1u128 << 121) - 1);
    assert_eq!(line::white::east_west_step_targets(1, u64::MAX), 2);
    assert_eq!(line::white::east_west_step_targets(1 << 15, u64::MAX), 1 << 14);
    assert_eq!(column::white::triple_push_targets(1, u64::MAX), 1 << 3);
    assert_eq!(column::black::single_push_targets(1 << 15, !0), 1 << 14);
    // The top-right square of a full u128 board attacks nothing.
    assert_eq!(wide::white::attacks(1 << 127), 0);
    // p8 attacks only o7 for black: there is no q-file to wrap onto.
    assert_eq!(wide::black::attacks(1 << 127), 1 << 110);
}
