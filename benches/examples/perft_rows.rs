//! The perft benchmark's rows, one a line, tab-separated: name,
//! Fairy-Stockfish's variant name (`-` if it has none), FEN, depth, nodes
//! (the engine's own count where the row has none),
//! `promotes` or `-` (whether promoted pieces move in the tree).
//! `cargo xtask bench --perft` reads them to run Fairy-Stockfish on the
//! same positions.

use pawnshift_benches::rows::rows;

fn main() {
    for row in rows() {
        let nodes = match row.nodes {
            Some(nodes) => nodes,
            None => match row.prepare() {
                Ok(perft) => perft(),
                Err(e) => {
                    eprintln!("error: {}: {e}", row.name());
                    std::process::exit(1);
                }
            },
        };
        println!(
            "{}\t{}\t{}\t{}\t{}\t{}",
            row.name(),
            row.fairy.unwrap_or("-"),
            row.fen,
            row.depth,
            nodes,
            if row.promotes { "promotes" } else { "-" }
        );
    }
}
