//! The perft benchmark's rows ([`rows`]): the hand-picked
//! [`PERFT_ROWS`], one kings-and-pawns position per variant bundled when
//! they were written (two for capablanca: with and without promotions), at
//! a depth of some millions of nodes where the engine's fast path plays
//! it; then, for a variant bundled since, a row from its spec's `start`
//! position, so that bundling a variant takes its spec file alone.
//!
//! The hand-picked node counts are Fairy-Stockfish's (`go perft`, its
//! commit and recipe in `catalog/fairy-stockfish/README.md`), except on the
//! boards past 12 x 10 it cannot play, where they are the engine's own; a
//! row from a `start` position has no count of its own (the benchmark
//! reports the engine's).

use pawnshift_engine::game::{Board, Rules};
use pawnshift_engine::set::{Set, Widest, fits};

/// `$body` with `$rules` and `$board`, the engine's rules of `$row`'s
/// variant and its position: on `u128` sets where they hold the board,
/// else on `Wide<4>`; `?` on an unknown variant or a bad position.
macro_rules! on_rules {
    ($row:expr, |$rules:ident, $board:ident| $body:expr) => {{
        let row = $row;
        let variant = pawnshift_engine::find(row.variant)
            .ok_or_else(|| format!("no bundled variant `{}`", row.variant))?;
        if fits::<u128>(variant.width(), variant.height()) {
            let $rules =
                Rules::<u128>::new(&variant.pawn_rules(), &[]).map_err(|e| e.to_string())?;
            let $board = $rules.position(row.fen).map_err(|e| e.to_string())?;
            $body
        } else {
            let $rules =
                Rules::<Widest>::new(&variant.pawn_rules(), &[]).map_err(|e| e.to_string())?;
            let $board = $rules.position(row.fen).map_err(|e| e.to_string())?;
            $body
        }
    }};
}

/// One row: a position of a bundled variant and its perft.
#[derive(Clone, Copy, Debug)]
pub struct PerftRow {
    /// The bundled variant.
    pub variant: &'static str,
    /// Fairy-Stockfish's name of the variant, if it plays it.
    pub fairy: Option<&'static str>,
    /// The position.
    pub fen: &'static str,
    /// Plies.
    pub depth: u32,
    /// Leaf nodes, where a count independent of this run is known.
    pub nodes: Option<u64>,
    /// Whether a pawn can promote before the last ply, so that the tree
    /// holds positions with promoted pieces to move (the rows
    /// "with promoted pieces"; see [`PerftRow::first_promotion`]).
    pub promotes: bool,
}

impl PerftRow {
    /// The row's name in benchmark output: the variant, and the depth.
    pub fn name(&self) -> String {
        format!("{}-{}-d{}", self.variant, self.index(), self.depth)
    }

    /// Its place among the rows of its variant (0 for the first, and for a
    /// row from a `start` position).
    fn index(&self) -> usize {
        PERFT_ROWS
            .iter()
            .filter(|r| r.variant == self.variant)
            .position(|r| r.fen == self.fen)
            .unwrap_or(0)
    }

    /// A perft of the row, ready to run: the rules and the position are
    /// set up once, on `u128` sets where they hold the board, else on
    /// `Wide<4>`.
    ///
    /// # Errors
    ///
    /// If the variant is not bundled or the position does not parse.
    pub fn prepare(&self) -> Result<Box<dyn Fn() -> u64>, String> {
        let depth = self.depth;
        on_rules!(self, |rules, board| {
            let perft = move || rules.perft(&board, depth);
            Ok(Box::new(perft))
        })
    }

    /// The first ply on which a pawn can promote, if one can within the
    /// row's depth: iterative deepening over the engine's legal
    /// moves, visiting at most `budget` positions.
    ///
    /// # Errors
    ///
    /// If the variant is not bundled, the position does not parse, or the
    /// search needs more than `budget` positions.
    pub fn first_promotion(&self, budget: u64) -> Result<Option<u32>, String> {
        let mut left = budget;
        let out = |()| format!("{}: more than {budget} positions", self.name());
        on_rules!(self, |rules, board| {
            first_promotion(&rules, &board, self.depth, &mut left).map_err(out)
        })
    }
}

/// [`PerftRow::first_promotion`] on a prepared position.
fn first_promotion<S: Set>(
    rules: &Rules<S>,
    board: &Board<S>,
    depth: u32,
    left: &mut u64,
) -> Result<Option<u32>, ()> {
    /// Whether a move of ply `plies` (counting from 1) promotes.
    fn promotes_at<S: Set>(
        rules: &Rules<S>,
        board: &Board<S>,
        plies: u32,
        left: &mut u64,
    ) -> Result<bool, ()> {
        *left = left.checked_sub(1).ok_or(())?;
        let moves = rules.moves_and_positions(board);
        if plies == 1 {
            return Ok(moves.iter().any(|(m, _)| m.promotion.is_some()));
        }
        for (_, next) in &moves {
            if promotes_at(rules, next, plies - 1, left)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
    for plies in 1..=depth {
        if promotes_at(rules, board, plies, left)? {
            return Ok(Some(plies));
        }
    }
    Ok(None)
}

/// The depth of a row from a spec's `start` position: some hundred
/// thousand nodes of a full army (chess: 197,281).
pub const START_DEPTH: u32 = 4;

/// Every row: [`PERFT_ROWS`], then one from the `start` position of each
/// bundled variant they leave out. A variant with neither has no row.
pub fn rows() -> Vec<PerftRow> {
    let mut rows = PERFT_ROWS.to_vec();
    for variant in pawnshift_engine::bundled() {
        if rows.iter().any(|r| r.variant == variant.name()) {
            continue;
        }
        if let Some(fen) = variant.start() {
            rows.push(PerftRow {
                variant: variant.name(),
                fairy: None,
                fen,
                depth: START_DEPTH,
                nodes: None,
                promotes: false,
            });
        }
    }
    rows
}

/// The hand-picked rows, the first issue's first (standard to berolina),
/// then the other variants bundled with them.
pub const PERFT_ROWS: &[PerftRow] = &[
    PerftRow {
        variant: "standard",
        fairy: Some("chess"),
        fen: "4k3/p1p2p1p/1p4p1/3pP3/3P4/1P4P1/P1P2P1P/4K3 w - d6 0 1",
        depth: 6,
        nodes: Some(10_210_597),
        promotes: true,
    },
    PerftRow {
        variant: "horde",
        fairy: Some("horde"),
        fen: "4k3/pppppppp/8/8/8/8/8/PPPPKPPP w - - 0 1",
        depth: 6,
        nodes: Some(26_251_937),
        promotes: false,
    },
    PerftRow {
        variant: "makruk",
        fairy: Some("makruk"),
        fen: "4k3/8/pppppppp/8/8/PPPPPPPP/8/4K3 w - - 0 1",
        depth: 7,
        nodes: Some(69_115_477),
        promotes: true,
    },
    PerftRow {
        variant: "capablanca",
        fairy: Some("capablanca"),
        fen: "4k5/pppppppppp/10/10/10/10/PPPPPPPPPP/4K5 w - - 0 1",
        depth: 6,
        nodes: Some(96_173_137),
        promotes: false,
    },
    PerftRow {
        variant: "grand",
        fairy: Some("grand"),
        fen: "10/4k5/pppppppppp/10/10/10/10/PPPPPPPPPP/5K4/10 w - - 0 1",
        depth: 5,
        nodes: Some(8_928_186),
        promotes: false,
    },
    PerftRow {
        variant: "capablanca",
        fairy: Some("capablanca"),
        fen: "3k6/pp2p2p1p/2p4p2/3P2P3/1P6P1/P3P4P/10/6K3 w - - 0 1",
        depth: 6,
        nodes: Some(10_464_759),
        promotes: true,
    },
    PerftRow {
        variant: "los_alamos",
        fairy: Some("losalamos"),
        fen: "2k3/P1P2P/6/K5/p1p2p/6 w - - 0 1",
        depth: 7,
        nodes: Some(16_985_664),
        promotes: true,
    },
    PerftRow {
        variant: "berolina",
        fairy: Some("berolina"),
        fen: "8/2P1k1P1/8/8/8/7K/1p3p2/8 w - - 0 1",
        depth: 6,
        nodes: Some(62_944_446),
        promotes: true,
    },
    PerftRow {
        variant: "torpedo",
        fairy: Some("torpedo"),
        fen: "4k3/p6p/8/2pP4/6P1/8/P7/4K3 b - d4 0 1",
        depth: 7,
        nodes: Some(27_413_074),
        promotes: true,
    },
    PerftRow {
        variant: "pawnsideways",
        fairy: Some("pawnsideways"),
        fen: "4k3/pp3ppp/8/3p4/4P3/8/PP3PPP/4K3 w - - 0 1",
        depth: 6,
        nodes: Some(72_059_007),
        promotes: false,
    },
    PerftRow {
        variant: "gardner",
        fairy: Some("gardner"),
        fen: "k4/1p1p1/5/P1P1P/4K w - - 0 1",
        depth: 9,
        nodes: Some(12_297_015),
        promotes: true,
    },
    PerftRow {
        variant: "shatranj",
        fairy: Some("shatranj"),
        fen: "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
        depth: 7,
        nodes: Some(13_207_290),
        promotes: false,
    },
    PerftRow {
        variant: "legan",
        fairy: Some("legan"),
        fen: "k7/8/8/1P6/2p5/6p1/8/7K w - - 0 1",
        depth: 8,
        nodes: Some(13_712_440),
        promotes: true,
    },
    PerftRow {
        variant: "modern",
        fairy: Some("modern"),
        fen: "4k4/ppppppppp/9/9/9/9/9/PPPPPPPPP/4K4 w - - 0 1",
        depth: 6,
        nodes: Some(53_773_913),
        promotes: false,
    },
    PerftRow {
        variant: "wildebeest",
        fairy: Some("wildebeest"),
        fen: "5k5/11/11/pppppppppp1/11/11/11/11/PPPPPPPPPP1/5K5 w - - 0 1",
        depth: 5,
        nodes: Some(6_819_276),
        promotes: false,
    },
    PerftRow {
        variant: "spartan",
        fairy: Some("spartan"),
        fen: "4k3/hhhhhhhh/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
        depth: 5,
        nodes: Some(3_922_464),
        promotes: false,
    },
    PerftRow {
        variant: "xiangqi",
        fairy: Some("xiangqi"),
        fen: "4k4/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/4K4 w - - 0 1",
        depth: 8,
        nodes: Some(13_214_159),
        promotes: false,
    },
    PerftRow {
        variant: "janggi",
        fairy: Some("janggi"),
        fen: "4k4/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/4K4 w - - 0 1",
        depth: 6,
        nodes: Some(19_630_342),
        promotes: false,
    },
    PerftRow {
        variant: "crazyhouse",
        fairy: Some("crazyhouse"),
        fen: "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[] w - - 0 1",
        depth: 6,
        nodes: Some(29_049_820),
        promotes: false,
    },
    PerftRow {
        variant: "shogi",
        fairy: Some("shogi"),
        fen: "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/9/4K4[] w - - 0 1",
        depth: 7,
        nodes: Some(108_362_498),
        promotes: false,
    },
    PerftRow {
        variant: "big_board",
        fairy: None,
        fen: "8k7/16/16/16/16/16/pppppppppppppppp/16/16/16/16/16/PPPPPPPPPPPPPPPP/16/16/7K8 w - - 0 1",
        depth: 5,
        nodes: Some(4_398_300),
        promotes: false,
    },
    PerftRow {
        variant: "chu_shogi",
        fairy: None,
        fen: "5k6/12/12/12/pppppppppppp/12/12/PPPPPPPPPPPP/12/12/12/6K5 w - - 0 1",
        depth: 6,
        nodes: Some(28_533_718),
        promotes: false,
    },
    PerftRow {
        variant: "dai_shogi",
        fairy: None,
        fen: "7k7/15/15/15/15/ppppppppppppppp/15/15/15/PPPPPPPPPPPPPPP/15/15/15/15/7K7 w - - 0 1",
        depth: 5,
        nodes: Some(3_481_802),
        promotes: false,
    },
    PerftRow {
        variant: "tenjiku_shogi",
        fairy: None,
        fen: "8k7/16/16/16/16/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/16/16/16/16/7K8 w - - 0 1",
        depth: 5,
        nodes: Some(4_410_450),
        promotes: false,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bundled_variant_has_a_row_that_parses() {
        let rows = rows();
        for v in pawnshift_engine::bundled() {
            assert!(
                v.start().is_none() || rows.iter().any(|r| r.variant == v.name()),
                "{}: no perft row",
                v.name()
            );
        }
        let mut names: Vec<String> = rows.iter().map(PerftRow::name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), rows.len(), "row names repeat");
        for row in &rows {
            // A row said to promote does so before its last ply; one said
            // not to does not, as far as a small search sees (the whole
            // trees take minutes in a debug build; in a release build,
            // `first_promotion(u64::MAX)` confirmed every row).
            let budget = if row.promotes { 200_000 } else { 5_000 };
            match row.first_promotion(budget) {
                Ok(Some(ply)) => assert!(
                    row.promotes == (ply < row.depth),
                    "{}: a pawn promotes on ply {ply}",
                    row.name()
                ),
                Ok(None) => assert!(!row.promotes, "{}: no pawn promotes", row.name()),
                Err(_) => assert!(!row.promotes, "{}: no promotion found", row.name()),
            }
            // The full counts are the benchmark's to check (it refuses a
            // row that differs); here, that each position sets up and
            // moves.
            let shallow = PerftRow { depth: 2, ..*row };
            let run = shallow
                .prepare()
                .unwrap_or_else(|e| panic!("{}: {e}", row.name()));
            assert!(run() > 0, "{}", row.name());
        }
    }
}
