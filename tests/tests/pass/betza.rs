//! A Betza string generates the same functions as the rules it stands for.

pawnshift::pawns! {
    /// Chess pawns from Fairy-Stockfish's Betza string, with the initial
    /// double step from a region of the spec's own.
    pub mod betza {
        board 8 x 8;
        white forward north {
            betza "fmWfceFifmnD" initial rank 2 | a3;
            promote at rank 8 to queen;
        }
        black mirrors white;
    }
}

fn main() {
    use pawnshift::variants::standard;
    let rank_2 = standard::RANK_2;
    assert_eq!(
        betza::white::single_push_targets(rank_2, !rank_2),
        standard::white::single_push_targets(rank_2, !rank_2)
    );
    assert_eq!(betza::white::double_push_targets(1 << 16, !0), 1 << 32);
    assert_eq!(betza::white::attacks(1 << 12), standard::white::attacks(1 << 12));
}
