//! The perft benchmark's rows, one a line, tab-separated: name,
//! Fairy-Stockfish's variant name (`-` if it has none), FEN, depth, nodes,
//! `promotes` or `-` (whether promoted pieces move in the tree).
//! `cargo xtask bench --perft` reads them to run Fairy-Stockfish on the
//! same positions.

use pawnshift_benches::rows::PERFT_ROWS;

fn main() {
    for row in PERFT_ROWS {
        println!(
            "{}\t{}\t{}\t{}\t{}\t{}",
            row.name(),
            row.fairy.unwrap_or("-"),
            row.fen,
            row.depth,
            row.nodes,
            if row.promotes { "promotes" } else { "-" }
        );
    }
}
