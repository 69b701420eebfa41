//! `pawnshift-engine`: the run-time half of `cargo xtask` (`show`, and
//! `perft` to come), kept out of xtask so that regenerating the bundled
//! variants never needs them to compile.

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask show <variant> [FEN]   (runs `pawnshift-engine show …`)

  show <variant> [FEN]  draw the side to move's pawn moves, rule by rule, in
                        FEN (default: the variant's start-like position)

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
