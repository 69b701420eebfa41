//! The `pawnshift` command as a user runs it: exit codes, diagnostics, and
//! perft of spec files nobody bundled against Fairy-Stockfish's numbers
//! (`examples/specs/README.md` says how they were computed).

use std::process::{Command, Output};

fn pawnshift(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pawnshift"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn last_line(output: &Output) -> String {
    stdout(output).lines().last().unwrap_or_default().to_owned()
}

/// A spec file in a folder of its own under the temporary directory,
/// removed when dropped.
struct TempSpec {
    dir: std::path::PathBuf,
    path: String,
}

impl TempSpec {
    fn new(file: &str, text: &str) -> TempSpec {
        let stem = file.split('.').next().unwrap_or(file);
        let dir = std::env::temp_dir().join(format!("pawnshift-{stem}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(file);
        std::fs::write(&path, text).unwrap();
        TempSpec {
            path: path.to_str().unwrap().to_owned(),
            dir,
        }
    }

    /// The spec with a side file (`x.ini` beside `x.pawns`): `ini`, a
    /// `variants.ini`.
    fn with_side_file(self, ini: &str) -> TempSpec {
        let spec = std::path::Path::new(&self.path);
        std::fs::write(spec.with_extension("ini"), ini).unwrap();
        self
    }
}

impl Drop for TempSpec {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

const AMAZON: &str = "4k3/1P4p1/8/2pP4/5P2/8/P5p1/4K3 w - c6 0 1";
const CHANCELLOR: &str = "4k4/1P5p1/9/9/9/3pP4/9/P6p1/4K4 b - e3 0 1";

#[test]
fn user_specs_match_fairy_stockfish() {
    for (depth, want) in [(1, "13"), (2, "133"), (3, "1550"), (4, "16646")] {
        let out = pawnshift(&[
            "perft",
            "examples/specs/amazon.pawns",
            AMAZON,
            &depth.to_string(),
            "--piece",
            "amazon:a=QN",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(last_line(&out), want, "amazon depth {depth}");
    }
    for (depth, want) in [(1, "14"), (2, "146"), (3, "1734"), (4, "21074")] {
        let out = pawnshift(&[
            "perft",
            "examples/specs/chancellor.pawns",
            CHANCELLOR,
            &depth.to_string(),
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(last_line(&out), want, "chancellor depth {depth}");
    }
}

#[test]
fn divide_lists_root_moves_then_the_total() {
    let out = pawnshift(&[
        "perft",
        "examples/specs/chancellor.pawns",
        CHANCELLOR,
        "2",
        "--divide",
    ]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 15, "{text}");
    assert!(lines.iter().any(|l| l.starts_with("d4e3: ")), "{text}");
    let sum: u64 = lines[..14]
        .iter()
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum.to_string(), lines[14]);
}

#[test]
fn check_passes_bundled_specs_and_refuses_overlaps_with_both_rules_named() {
    let out = pawnshift(&[
        "check",
        "specs/standard.pawns",
        "examples/specs/amazon.pawns",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let spec = TempSpec::new(
        "overlap.pawns",
        "pub mod m {\n    white forward north {\n        push 1;\n        step north;\n        capture north_west | north_east;\n        capture north_east;\n    }\n}\n",
    );
    let out = pawnshift(&["check", &spec.path]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    // rustc's layout: the message, file:line:col, the line, a caret.
    assert!(err.contains("overlap.pawns:4:14"), "{err}");
    assert!(err.contains("4 │         step north;"), "{err}");
    assert!(err.contains("^^^^^"), "{err}");
    assert!(
        err.contains("`step north`") && err.contains("`push 1 north`"),
        "{err}"
    );
    assert!(
        err.contains("`capture north_east`") && err.contains("`capture north_west | north_east`"),
        "{err}"
    );
}

/// Perft refuses rules the engine does not play, and says why, naming
/// the side file's key, section and line.
#[test]
fn perft_refuses_rules_the_engine_does_not_play() {
    let spec = TempSpec::new(
        "royalduck.pawns",
        "pub mod royalduck { white forward north { push 1; capture north_west | north_east; } black mirrors white; }\n",
    )
    .with_side_file("[royalduck:chess]\nwallingRule = duck\n");
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let out = pawnshift(&["perft", &spec.path, fen, "1"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out)
            .contains("royalduck.ini:1: [royalduck:chess] `wallingRule = duck` with a royal king"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn expand_prints_the_macro_code() {
    let out = pawnshift(&["expand", "examples/specs/chancellor.pawns"]);
    assert!(out.status.success());
    assert!(stdout(&out).contains("pub mod chancellor"));
}

#[test]
fn show_draws_a_user_spec() {
    let out = pawnshift(&["show", "examples/specs/chancellor.pawns", CHANCELLOR]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("chancellor: 9 x 9, black to move"));
}

#[test]
fn bad_arguments_are_clear_errors() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "perft",
                "standard",
                "4k3/8/8/8/8/8/8/4K3 w - -",
                "4294967295",
            ],
            "depth 4294967295 is out of range",
        ),
        (
            &["perft", "standard", "4k3/8/8/8/8/8/8/4K3 w - -", "x"],
            "depth `x` is not a number",
        ),
        (
            &["perft", "standard", AMAZON, "2", "--piece", "amazon=iN"],
            "the modifier `i` is not supported",
        ),
        (
            &["show", "standard", "4k3/8/8/8/8/8/8/z3K3 w - -"],
            "unknown piece `z` on a1",
        ),
        (
            &["perft", "standard", "4k3/8/8/8/8/8/8/z3K3 w - -", "1"],
            "unknown piece `z` on a1",
        ),
        (
            &["show", "standard", "P3k3/8/8/8/8/8/8/4K3 w - -"],
            "must already have promoted",
        ),
        (
            &["show", "nosuchvariant"],
            "neither a spec file nor a bundled variant",
        ),
        (
            &["show", "examples/specs/amazon.pawns"],
            "has no start position",
        ),
    ];
    for (args, needle) in cases {
        let out = pawnshift(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(needle), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn a_piece_the_engine_does_not_know_names_the_flag() {
    let spec = TempSpec::new(
        "dragon.pawns",
        "pub mod dragon { white forward north { push 1; promote at rank 8 to dragon; } black mirrors white; }",
    );
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    let out = pawnshift(&["perft", &spec.path, fen, "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("`--piece dragon=BETZA`"),
        "{}",
        stderr(&out)
    );
    let out = pawnshift(&["perft", &spec.path, fen, "1", "--piece", "dragon:d=RF"]);
    assert!(out.status.success(), "{}", stderr(&out));
    // a8=dragon and five king steps.
    assert_eq!(last_line(&out), "6");
}

#[test]
fn every_subcommand_has_help() {
    for sub in ["check", "expand", "show", "perft", "variants"] {
        let out = pawnshift(&[sub, "--help"]);
        assert!(out.status.success(), "{sub}");
        assert!(stdout(&out).contains("Usage: pawnshift"), "{sub}");
    }
}

/// A catalog spec's side file (`torishogi.ini`, Fairy-Stockfish's
/// torishogi: swallows written `s`, the goose `+s`) is read without
/// flags; the count is Fairy-Stockfish's. A hand in a variant without
/// drops is refused.
#[test]
fn perft_reads_the_side_file_beside_a_spec() {
    let out = pawnshift(&[
        "perft",
        "catalog/fairy-stockfish/torishogi.pawns",
        "3k3/7/2s4/2s4/2S4/7/3K3[Ss] b - - 0 1",
        "3",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(last_line(&out), "20665");
    let divide = pawnshift(&[
        "perft",
        "crazyhouse",
        "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1",
        "1",
        "--divide",
    ]);
    assert!(stdout(&divide).contains("P@e4: 1"), "{}", stdout(&divide));
    let refused = pawnshift(&["perft", "standard", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "1"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        stderr(&refused).contains("standard has no drops"),
        "{}",
        stderr(&refused)
    );
    // A user's spec and side file: the section named as the module gives
    // the piece the pawns promote to (a dragon, `d`) and the rest is
    // chess's; another section is not read.
    let spec = TempSpec::new(
        "mine.pawns",
        "pub mod mine { white forward north { push 1; promote at rank 8 to custom_piece1; } black mirrors white; }",
    )
    .with_side_file("[other]\nmaxRank = 3\n[mine:chess]\ncustomPiece1 = d:RF\n");
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    let promoted = pawnshift(&["perft", &spec.path, fen, "2"]);
    assert!(promoted.status.success(), "{}", stderr(&promoted));
    // Counted by hand: a8=dragon checks along the eighth rank (Black's
    // king has 3 replies: d7, e7, f7), and after each of the white king's
    // 5 steps Black's king has 5: 3 + 5 * 5.
    assert_eq!(last_line(&promoted), "28");
}

#[test]
fn perft_plays_a_16x16_board_generated_and_at_run_time() {
    // A pawn on a2 of chess on a really big board: one to six steps (six
    // moves), and the king's two steps; then Black's king has three.
    const LONE_PAWN: &str = "k15/16/16/16/16/16/16/16/16/16/16/16/16/16/P15/K15 w - - 0 1";
    let count = |variant: &str, depth: &str| {
        let out = pawnshift(&["perft", variant, LONE_PAWN, depth]);
        assert!(out.status.success(), "{variant}: {}", stderr(&out));
        last_line(&out)
    };
    assert_eq!(count("big_board", "1"), "8");
    assert_eq!(count("big_board", "2"), "24");
    // The same spec loaded at run time plays the same tree.
    for depth in ["2", "3"] {
        assert_eq!(
            count("specs/big_board.pawns", depth),
            count("big_board", depth),
            "depth {depth}"
        );
    }
    let shown = pawnshift(&[
        "show",
        "tenjiku_shogi",
        &LONE_PAWN.replace("/P15/", "/15p/"),
    ]);
    assert!(shown.status.success(), "{}", stderr(&shown));
    assert!(
        stdout(&shown).contains("16 x 16, white to move"),
        "{}",
        stdout(&shown)
    );
}

/// `perft` and `show` play the spec's `start` when the FEN is left out or
/// written `startpos`; chess's start has 8,902 leaves at depth 3 (the
/// published count).
#[test]
fn perft_and_show_default_to_the_start_position() {
    for args in [
        &["perft", "standard", "3"][..],
        &["perft", "standard", "startpos", "3"],
    ] {
        let out = pawnshift(args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert_eq!(last_line(&out), "8902", "{args:?}");
    }
    let out = pawnshift(&["show", "standard", "startpos"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), stdout(&pawnshift(&["show", "standard"])));
    let out = pawnshift(&["perft", "standard"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("perft needs a depth"),
        "{}",
        stderr(&out)
    );
    // A word where the FEN goes: the error says how to name the start.
    for args in [
        &["perft", "standard", "start", "3"][..],
        &["show", "standard", "initial"],
    ] {
        let out = pawnshift(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&out).contains("the start position is `startpos`"),
            "{args:?}: {}",
            stderr(&out)
        );
    }
}

/// A FEN letter no piece takes names the flag and the side-file option
/// that would define it.
#[test]
fn an_unknown_letter_says_how_to_define_it() {
    let out = pawnshift(&["perft", "standard", "4k3/8/8/8/8/8/8/z3K3 w - -", "1"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("standard knows p k q r b n"), "{err}");
    assert!(!err.contains('?'), "{err}");
    assert!(err.contains("`--piece NAME:z=BETZA`"), "{err}");
    let out = pawnshift(&[
        "perft",
        "examples/specs/chancellor.pawns",
        "4k4/9/9/9/9/9/9/9/z3K4 w - - 0 1",
        "1",
    ]);
    let err = stderr(&out);
    assert!(
        err.contains(
            "as a piece of the side file examples/specs/chancellor.ini (a variants.ini section)"
        ),
        "{err}"
    );
}

/// A spec on a board of five files with no side file: no castling (its
/// files g and c do not all exist), and no message about a side file.
/// Depth 1 counted by hand: five pawn pushes and the king's step to d1.
#[test]
fn a_narrow_board_without_a_side_file_plays() {
    let spec = TempSpec::new(
        "narrow.pawns",
        "pub mod narrow { board 5 x 5; start \"k4/ppppp/5/PPPPP/4K w - - 0 1\"; \
         white forward north { push 1; capture north_west | north_east; promote at rank 5 to queen; } \
         black mirrors white; }",
    );
    let out = pawnshift(&["perft", &spec.path, "1"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(last_line(&out), "6");
}

/// A capture onto an en-passant square is a move onto an empty square: a
/// quiet rule making the same move is refused by name (it would list
/// `d5c6` twice), by the command as by the macro.
#[test]
fn a_move_made_twice_through_en_passant_is_refused() {
    let spec = TempSpec::new(
        "twice.pawns",
        "pub mod twice { board 8 x 8; white forward north { push 1; push 1 north_west; \
         push 2 from rank 2 en_passant; capture north_west | north_east; } black mirrors white; }",
    );
    let out = pawnshift(&["check", &spec.path]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("makes a move that the earlier rule `push 1 north_west` makes too"),
        "{err}"
    );
    assert!(err.contains("en-passant square"), "{err}");
}

/// A FEN (or `startpos`) without a depth is a missing depth, not a bad one.
#[test]
fn a_position_without_a_depth_says_the_depth_is_missing() {
    for args in [
        &["perft", "standard", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"][..],
        &["perft", "standard", "startpos"],
    ] {
        let out = pawnshift(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&out).contains("perft needs a depth"),
            "{args:?}: {}",
            stderr(&out)
        );
    }
    // A letter in hand that no piece takes gets the same hint as on the board.
    let out = pawnshift(&[
        "perft",
        "crazyhouse",
        "4k3/8/8/8/8/8/8/4K3[Z] w - - 0 1",
        "1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("`--piece NAME:z=BETZA`"),
        "{}",
        stderr(&out)
    );
}

/// Output that cannot be written ends the command cleanly: a full disk is
/// an error message (exit 1), a closed pipe a quiet exit with the status
/// of a Unix tool its `SIGPIPE` ended (141); a spec that never ends is
/// refused past its size limit.
#[cfg(target_os = "linux")]
#[test]
fn output_and_input_failures_end_cleanly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let full = std::fs::File::create("/dev/full").expect("/dev/full");
    let out = Command::new(env!("CARGO_BIN_EXE_pawnshift"))
        .args(["expand", "specs/standard.pawns"])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .stdout(Stdio::from(full))
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("cannot write the output"),
        "{}",
        stderr(&out)
    );

    let mut child = Command::new(env!("CARGO_BIN_EXE_pawnshift"))
        .args(["perft", "standard", "5", "--divide"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("a pipe"))
        .read_line(&mut first)
        .expect("a line");
    assert!(first.contains(": "), "{first}");
    // The pipe's reader is gone: the next line cannot be written.
    assert_eq!(child.wait().expect("it ends").code(), Some(141));

    let out = pawnshift(&["check", "/dev/zero"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("MAX_SPEC_BYTES"), "{}", stderr(&out));
}

/// A spec with more errors than the limit reports the first ones and says
/// how many more there are, in linear time.
#[test]
fn errors_past_the_limit_are_counted_not_shown() {
    let rules = "        pusj 1;\n".repeat(20_000);
    let spec = TempSpec::new(
        "many.pawns",
        &format!("pub mod m {{\n    white forward north {{\n{rules}    }}\n}}\n"),
    );
    let out = pawnshift(&["check", &spec.path]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("and 19900 more errors, not shown"),
        "{}",
        &err[err.len().saturating_sub(500)..]
    );
    assert_eq!(err.matches("unknown word `pusj`").count(), 100);
}

/// An en-passant square no push of the rules passes is refused: e4 behind
/// a pawn on e5 (no double step reaches e5 from e3), while e3 behind a
/// pawn on e4 plays d4xe3 among seven moves.
#[test]
fn an_en_passant_square_no_push_passes_is_refused() {
    let out = pawnshift(&[
        "perft",
        "standard",
        "4k3/8/8/3pP3/8/8/8/4K3 b - e4 0 1",
        "1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("could have passed the en-passant squares"),
        "{}",
        stderr(&out)
    );
    let out = pawnshift(&[
        "perft",
        "standard",
        "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1",
        "1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(last_line(&out), "7");
}

/// Messages that name the real problem: a `--piece` that takes the letter
/// of a piece the pawns promote to names both, a spec file named `x.ini`
/// is not read as its own side file, and boards read "an 8 x 8 board".
#[test]
fn messages_name_the_real_problem() {
    let out = pawnshift(&["perft", "standard", "2", "--piece", "goose:q=W"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(
            "the piece `goose` cannot take the letter `q`, which is the queen's; give it another with `--piece goose:LETTER=BETZA`"
        ),
        "{}",
        stderr(&out)
    );
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../specs/standard.pawns"
    ))
    .unwrap();
    let spec = TempSpec::new("chess.ini", &text);
    let out = pawnshift(&["perft", &spec.path, "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(last_line(&out), "400");
    let out = pawnshift(&["perft", "standard", "4k3/8/8/8/8/8/8/4K3 w - z9 0 1", "1"]);
    assert!(
        stderr(&out).contains("of an 8 x 8 board"),
        "{}",
        stderr(&out)
    );
}

/// A pawn kind whose letter is taken is told to take another name (its
/// letter is its name's first, no `--piece`'s to give).
#[test]
fn a_kind_whose_letter_is_taken_is_told_to_take_another_name() {
    let spec = TempSpec::new(
        "pike.pawns",
        "pub mod pike { white forward north { push 1; } black mirrors white; \
         kind pike { white forward north { push 1; } black mirrors white; } }",
    );
    let out = pawnshift(&["perft", &spec.path, "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("give the kind `pike` a name whose first letter is free"),
        "{}",
        stderr(&out)
    );
}

/// A mistake in a rule mirrored to Black is said once, not once per side;
/// invisible characters are shown as `\u{…}` in messages and as `�` in the
/// quoted line; a byte-order mark opening the file is skipped.
#[test]
fn errors_are_said_once_and_shown_visibly() {
    let spec = TempSpec::new(
        "twice.pawns",
        "pub mod twice { board 8 x 8; white forward north { push 1; push 2 from file i; } black mirrors white; }",
    );
    let out = pawnshift(&["check", &spec.path]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(
        stderr(&out).matches("file `i` is outside").count(),
        1,
        "{}",
        stderr(&out)
    );
    let spec = TempSpec::new(
        "hidden.pawns",
        "\u{feff}pub mod hidden { board 8 x 8; white forward north { betza \"f\u{1}W\"; } black mirrors white; }",
    );
    let out = pawnshift(&["check", &spec.path]);
    let err = stderr(&out);
    assert!(err.contains("the Betza modifier `\\u{1}`"), "{err}");
    assert!(err.contains("betza \"f\u{fffd}W\""), "{err}");
    assert!(!err.contains('\u{1}') && !err.contains('\u{feff}'), "{err}");
    assert_eq!(err.matches("error:").count(), 2, "{err}");
    let spec = TempSpec::new(
        "marked.pawns",
        "\u{feff}pub mod marked { board 8 x 8; white forward north { push 1; } black mirrors white; }",
    );
    let out = pawnshift(&["check", &spec.path]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// A side file with several sections, none named as the spec's module,
/// is refused, naming them; a key the engine does not play is refused by
/// its line (the pawns cannot take the king's letter).
#[test]
fn a_side_file_without_the_module_s_section_or_a_pawn_lettered_k_is_refused() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../specs/standard.pawns"
    ))
    .unwrap();
    let spec = TempSpec::new("lettered.pawns", &text);
    let side = std::path::Path::new(&spec.path).with_extension("ini");
    std::fs::write(&side, "[a:chess]\n[b:chess]\n").unwrap();
    let out = pawnshift(&["perft", &spec.path, "1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("has no section for the module `standard` (its sections: a, b)"),
        "{}",
        stderr(&out)
    );
    std::fs::write(&side, "# no section\n").unwrap();
    let out = pawnshift(&["perft", &spec.path, "1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("the side file")
            && stderr(&out).ends_with("lettered.ini has no section\n"),
        "{}",
        stderr(&out)
    );
    std::fs::write(&side, "[standard:chess]\npawn = k\n").unwrap();
    let out = pawnshift(&["perft", &spec.path, "1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("lettered.ini:1: [standard:chess] `king = -` with `pawn = k`"),
        "{}",
        stderr(&out)
    );
}

/// Hostile side files, FENs and spec text, each refused by name: a
/// castling whose two ways land on one file (the same move twice), two
/// pieces with one letter, a promotion to a royal king or to a name a pawn
/// kind has, FENs whose en-passant square is occupied or whose clocks are
/// not numbers, characters Rust reads as no token; and the count of errors
/// past the limit is their number, not the number shown.
#[test]
fn hostile_side_files_fens_and_text_are_named_errors() {
    let chess = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../specs/standard.pawns"
    ))
    .unwrap();
    let spec = TempSpec::new("hostile.pawns", &chess);
    let side = std::path::Path::new(&spec.path).with_extension("ini");
    for (text, message) in [
        (
            "[standard:chess\n",
            "hostile.ini:1: a section header without its `]`",
        ),
        (
            "[standard:chess]\nmobilityRegionWhiteKing = z128\n",
            "hostile.ini:2: [standard] `mobilityRegionWhiteKing = z128`: `z128` is not",
        ),
        (
            "[standard:chess]\npromotedPieceType = n:k\n",
            "`knight` promotes to `king`, which the engine does not play",
        ),
        (
            "[standard:nosuch]\n",
            "the parent `nosuch` is neither a section before this one nor a Fairy-Stockfish built-in variant",
        ),
    ] {
        std::fs::write(&side, text).unwrap();
        let out = pawnshift(&["perft", &spec.path, "1"]);
        assert_ne!(out.status.code(), Some(0), "{text}");
        assert!(stderr(&out).contains(message), "{text}: {}", stderr(&out));
    }
    std::fs::remove_file(&side).unwrap();
    for (fen, message) in [
        (
            "4k3/8/4p3/3Pp3/8/8/8/4K3 w - e6 0 1",
            "the en-passant square e6 holds a piece",
        ),
        (
            "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 -5 1",
            "`-5` is not a move clock",
        ),
        (
            "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1 extra",
            "`extra` follows the move clocks",
        ),
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - e6e6 0 1", "`e6` is named twice"),
        (
            "4k3/8/8/3Pp3/8/8/8/4K3 w - - \u{1b} 1",
            "`\\u{1b}` is not a move clock",
        ),
    ] {
        let out = pawnshift(&["perft", "standard", fen, "1"]);
        assert_ne!(out.status.code(), Some(0), "{fen}");
        assert!(stderr(&out).contains(message), "{fen}: {}", stderr(&out));
        assert!(!stderr(&out).contains('\u{1b}'), "{fen}: raw escape");
    }
    for (text, message) in [
        (
            "pub mod k { white forward north { push 1; promote at rank 8 to king; } black mirrors white; }",
            "its kings are royal",
        ),
        (
            "pub mod q { kind queen { white forward north { push 1; } } white forward north { push 1; promote at rank 8 to queen; } }",
            "which is the name of one of its pawn kinds",
        ),
    ] {
        let spec = TempSpec::new("promoting.pawns", text);
        let out = pawnshift(&["perft", &spec.path, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "1"]);
        assert_eq!(out.status.code(), Some(2), "{text}");
        assert!(stderr(&out).contains(message), "{text}: {}", stderr(&out));
    }
    for (token, message) in [
        ("0b2", "`0b2` is no number"),
        ("'ab'", "a character literal holds one character"),
        ("\\", "the character `\\` is not part of a spec"),
        ("`", "a backtick is not part of a spec"),
    ] {
        let spec = TempSpec::new(
            "lexed.pawns",
            &format!("pub mod l {{ white forward north {{ push 1; {token} }} }}"),
        );
        let out = pawnshift(&["check", &spec.path]);
        assert!(stderr(&out).contains(message), "{token}: {}", stderr(&out));
    }
    let many = "pub mod m { white forward north { push 1; } }\n".to_owned()
        + &"pub mod m { }\n".repeat(150);
    let spec = TempSpec::new("counted.pawns", &many);
    let out = pawnshift(&["check", &spec.path]);
    assert!(
        stderr(&out).contains("error: 150 errors found"),
        "{}",
        stderr(&out)
    );
}

/// Sections in Fairy-Stockfish's format: one the engine plays, one it
/// refuses, one with an unknown key.
const INI: &str = "# a header before the first section is skipped\n[semitorpedo:chess]\ndoubleStepRegionWhite = *2 *3\ndoubleStepRegionBlack = *6 *7\n\n[droppy:chess]\nwallingRegionWhite = a1\n\n[typo:chess]\ncastlingg = false\n";

#[test]
fn a_variants_ini_section_plays_as_fairy_stockfish_counts_it() {
    let ini = TempSpec::new("fsf.ini", INI);
    let section = format!("{}:semitorpedo", ini.path);
    // Fairy-Stockfish c19b5f6c: semitorpedo's start position, depth 3.
    let out = pawnshift(&["perft", &section, "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(last_line(&out), "9054");
    let out = pawnshift(&["perft", "--variant-path", &ini.path, "semitorpedo", "3"]);
    assert_eq!(last_line(&out), "9054", "{}", stderr(&out));
    let out = pawnshift(&["show", &section]);
    assert!(out.status.success(), "{}", stderr(&out));
    // A refused rule names its key, section and line, and fails.
    let out = pawnshift(&["perft", &format!("{}:droppy", ini.path), "1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains(":7: [droppy] `wallingRegionWhite = a1`"),
        "{}",
        stderr(&out)
    );
    // An unknown key is a warning, as in Fairy-Stockfish.
    let out = pawnshift(&["perft", &format!("{}:typo", ini.path), "2"]);
    assert_eq!(last_line(&out), "400");
    assert!(
        stderr(&out).contains("warning:") && stderr(&out).contains("`castlingg`"),
        "{}",
        stderr(&out)
    );
    let out = pawnshift(&["perft", &format!("{}:nowhere", ini.path), "2"]);
    assert!(
        !out.status.success() && stderr(&out).contains("no section `nowhere`"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn check_and_import_read_every_section_of_a_variants_ini() {
    let ini = TempSpec::new("fsfall.ini", INI);
    let out = pawnshift(&["check", &ini.path]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains(":semitorpedo: plays") && stdout(&out).contains(":typo: plays"),
        "{}",
        stdout(&out)
    );
    assert!(
        stderr(&out).contains("[droppy]") && stderr(&out).contains("1 error found"),
        "{}",
        stderr(&out)
    );
    let out = pawnshift(&["check", &format!("{}:semitorpedo", ini.path)]);
    assert!(out.status.success(), "{}", stderr(&out));
    // `import` writes each section's spec, which `check` then passes.
    let out = pawnshift(&[
        "import",
        &ini.path,
        "semitorpedo",
        "--out",
        ini.dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let spec = ini.dir.join("semitorpedo.pawns");
    let text = std::fs::read_to_string(&spec).unwrap();
    assert!(
        text.contains("pub mod semitorpedo")
            && text.contains("push 2 from ranks 2..=3 en_passant;"),
        "{text}"
    );
    let out = pawnshift(&["check", spec.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = pawnshift(&["import", &ini.path]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("1 of 3 sections not imported"),
        "{}",
        stderr(&out)
    );
}

/// `import --out` writes each spec's side file beside it: the section
/// and the sections of its file it starts from, so that the spec plays as
/// the section does (here an amazon, a piece the spec alone does not
/// know), into a directory it makes.
#[test]
fn import_writes_the_side_file_the_spec_needs() {
    let ini = TempSpec::new(
        "amazons.ini",
        "[semitorpedo:chess]\ndoubleStepRegionWhite = *2 *3\ndoubleStepRegionBlack = *6 *7\n\n\
         # Amazons for queens.\n[amazontorpedo:semitorpedo]\ncustomPiece1 = a:QN\npromotionPieceTypes = a\n",
    );
    let out_dir = ini.dir.join("amazons").join("imported");
    let out = pawnshift(&[
        "import",
        &ini.path,
        "amazontorpedo",
        "--out",
        out_dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let side = std::fs::read_to_string(out_dir.join("amazontorpedo.ini")).unwrap();
    assert!(
        side.contains("[semitorpedo:chess]\n")
            && side.contains("# Amazons for queens.\n[amazontorpedo:semitorpedo]\n"),
        "{side}"
    );
    let fen = "4k3/P7/8/8/8/8/4P3/4K3 w - - 0 1";
    let spec = out_dir.join("amazontorpedo.pawns");
    let from_spec = pawnshift(&["perft", spec.to_str().unwrap(), fen, "2"]);
    let from_ini = pawnshift(&["perft", &format!("{}:amazontorpedo", ini.path), fen, "2"]);
    assert!(from_spec.status.success(), "{}", stderr(&from_spec));
    assert_eq!(last_line(&from_spec), last_line(&from_ini));

    // A section named as the file would write its side file over the
    // file read: refused, the file kept.
    let text = "[own:chess]\ncastling = false\n\n[other:chess]\n";
    let own = TempSpec::new("own.ini", text);
    let out = pawnshift(&["import", &own.path, "--out", own.dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("the file read"), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&own.path).unwrap(), text);
    assert!(own.dir.join("other.ini").exists());
}

#[test]
fn import_writes_no_file_outside_its_directory() {
    let ini = TempSpec::new("escape.ini", "[../escape:chess]\n");
    let out_dir = ini.dir.join("out");
    std::fs::create_dir_all(&out_dir).unwrap();
    let out = pawnshift(&["import", &ini.path, "--out", out_dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("not a plain file name"),
        "{}",
        stderr(&out)
    );
    assert!(!ini.dir.join("escape.pawns").exists());
}
