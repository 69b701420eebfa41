//! shakmaty's perft of a chess position, as a whole program, for `cargo
//! xtask bench --armies` to time beside the `pawnshift` command:
//! `shakmaty_perft FEN DEPTH` prints the node count.

use std::process::ExitCode;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [fen, depth] = &args[..] else {
        eprintln!("usage: shakmaty_perft FEN DEPTH");
        return ExitCode::from(2);
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("error: depth `{depth}` is not a number");
        return ExitCode::from(2);
    };
    let position: Result<Chess, String> =
        fen.parse::<Fen>().map_err(|e| e.to_string()).and_then(|f| {
            f.into_position(CastlingMode::Chess960)
                .map_err(|e| e.to_string())
        });
    match position {
        Ok(position) => {
            println!("{}", shakmaty::perft(&position, depth));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: bad FEN `{fen}`: {e}");
            ExitCode::from(2)
        }
    }
}
