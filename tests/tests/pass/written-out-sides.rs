//! Both sides written out (no `mirrors`): no colour-parametrised functions,
//! each side with its own rules.

pawnshift::pawns! {
    pub(crate) mod shogi {
        board 9 x 9;
        /// Sente.
        white forward north {
            step north;
            promote optional in ranks 7..=8 to tokin;
            promote at rank 9 to tokin;
        }
        /// Gote.
        black forward south {
            step south;
            promote optional in ranks 2..=3 to tokin;
            promote at rank 1 to tokin;
        }
    }
}

fn main() {
    let split = shogi::white::promotion_split(shogi::RANK_7 | shogi::RANK_9 | shogi::RANK_1);
    assert_eq!(split.optional, shogi::RANK_7);
    assert_eq!(split.mandatory, shogi::RANK_9);
    assert_eq!(split.plain, shogi::RANK_1);
    assert_eq!(shogi::black::south_step_captures(shogi::RANK_5, shogi::RANK_4), shogi::RANK_4);
}
