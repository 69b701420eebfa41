//! `pawnshift-engine`: the run-time half of `cargo xtask` (`show` and
//! `perft`), kept out of xtask so that regenerating the bundled variants
//! never needs them to compile.

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask show <variant> [FEN]
       cargo xtask perft <variant> <FEN> <depth> [--divide]
       (they run `pawnshift-engine show|perft …`)

  show <variant> [FEN]  draw the side to move's pawn moves, rule by rule, in
                        FEN (default: the variant's start-like position)
  perft <variant> <FEN> <depth> [--divide]
                        count the leaf nodes of the kings-and-pawns game tree
                        (the count is the last line; --divide lists each
                        first move's count before it); not for shogi, xiangqi

variants: standard, horde, torpedo, berolina, pawnsideways, los_alamos,
gardner, capablanca, modern, grand, makruk, shatranj, wildebeest, shogi,
xiangqi";

fn usage_error(message: &str) -> ExitCode {
    eprintln!("error: {message}\n\n{USAGE}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["show", variant] | ["show", variant, _] => {
            match pawnshift_engine::show::show(variant, args.get(2).copied()) {
                Ok(text) => {
                    print!("{text}");
                    ExitCode::SUCCESS
                }
                Err(message) => usage_error(&message),
            }
        }
        ["show"] => usage_error("`show` needs a variant"),
        ["perft", variant, fen, depth] => perft(variant, fen, depth, false),
        ["perft", variant, fen, depth, "--divide"] => perft(variant, fen, depth, true),
        ["perft", _, _, _, extra, ..] => {
            usage_error(&format!("unexpected argument `{extra}` to `perft`"))
        }
        ["perft", ..] => usage_error("`perft` needs a variant, a quoted FEN and a depth"),
        ["show", _, _, extra, ..] => usage_error(&format!(
            "unexpected argument `{extra}` to `show` (quote the FEN)"
        )),
        ["-h" | "--help" | "help"] => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        [] => usage_error("no command given"),
        [other, ..] => usage_error(&format!("unknown command `{other}`")),
    }
}

fn perft(variant: &str, fen: &str, depth: &str, divide: bool) -> ExitCode {
    let Some(bundled) = pawnshift_engine::find(variant) else {
        return usage_error(&format!("unknown variant `{variant}`"));
    };
    let rules = match pawnshift_engine::game::Rules::new(bundled) {
        Ok(rules) => rules,
        Err(message) => return usage_error(&message),
    };
    let board = match rules.position(fen) {
        Ok(board) => board,
        Err(e) => return usage_error(&e.to_string()),
    };
    let Ok(depth) = depth.parse::<u32>() else {
        return usage_error(&format!("depth `{depth}` is not a number"));
    };
    if divide {
        let list = rules.divide(&board, depth);
        for (name, nodes) in &list {
            println!("{name}: {nodes}");
        }
        println!("{}", list.iter().map(|(_, n)| n).sum::<u64>());
    } else {
        println!("{}", rules.perft(&board, depth));
    }
    ExitCode::SUCCESS
}
