//! The code generator behind [pawnshift](https://docs.rs/pawnshift): it turns
//! a pawn-rule spec into wrap-safe bitboard code.
//!
//! Data flows one way: tokens → [parse](#grammar) (a syntax tree with spans)
//! → check (geometry, guards, rank masks, names; every problem a
//! `syn::Error` under its token, all reported at once) → IR (plain data) →
//! emit (a `TokenStream`). The `pawns!` macro, build scripts and the
//! command line all call [`expand`], so they produce the same code.
//!
//! ```
//! let tokens: proc_macro2::TokenStream = "
//!     pub mod chess {
//!         board 8 x 8;
//!         white forward north {
//!             push 1;
//!             push 2 from rank 2 en_passant;
//!             capture north_west | north_east;
//!             promote at rank 8 to queen | rook | bishop | knight;
//!         }
//!         black mirrors white;
//!     }
//! ".parse().unwrap();
//! let code = pawnshift_codegen::expand(tokens).unwrap().to_string();
//! assert!(code.contains("pub const fn single_push_targets"));
//! ```
//!
//! # Grammar
//!
//! A spec is Rust tokens (so comments and doc comments work as in Rust:
//! `///` above a module, side or rule documents it, and `//!` at the top
//! of a module's body documents the module).
//! `{ x }` means zero or more `x`, `[ x ]` means optional, `"…"` is a word
//! written as is. Ranks are numbered from 1, files lettered from `a`, both as
//! seen from White; directions are compass points on the board, north towards
//! higher ranks and east towards higher files.
//!
//! ```text
//! spec      = module { module } ;
//! module    = { attribute } [ visibility ] "mod" NAME "{" { inner_doc } { item } "}" ;
//! item      = board | start | side | mirror | kind ;
//! board     = "board" INT "x" INT ";" ;                 (also written 8x8)
//! start     = "start" STRING ";" ;                      (a FEN)
//! side      = { doc } SIDE "forward" DIRECTION "{" { rule } "}" ;
//! mirror    = SIDE ( "mirrors" | "rotates" ) SIDE ";" ;
//! kind      = { doc } "kind" NAME "{" { side | mirror } "}" ;
//! SIDE      = "white" | "black" ;
//! rule      = { doc } ( push | capture | step | promote | betza | drop ) ";" ;
//! push      = "push" INT [ dirs ] { from | "en_passant" | "jumping" | name } ;
//! capture   = "capture" dirs { from | name } ;
//! step      = "step" dirs { from | name } ;
//! promote   = "promote" [ "optional" ] ( "at" | "in" ) region "to" ( piece { "|" piece } | "none" ) ;
//! piece     = PIECE [ "(" INT ")" ] ;                  (the most a side may have)
//! betza     = "betza" STRING [ "initial" region ] ;
//! drop      = "drop" [ "in" region ] [ "per_file" INT ] [ "immobile" ] ;
//! dirs      = dir { "|" dir } ;
//! dir       = DIRECTION [ "guard" "not_file_" LETTER ] ;
//! from      = "from" region ;
//! region    = area { "|" area } ;
//! area      = "rank" INT | "ranks" INT "..=" INT
//!           | "file" FILE | "files" FILE "..=" FILE | SQUARE ;  (SQUARE: b3, j10)
//! name      = "as" NAME ;
//! DIRECTION = "north" | "north_east" | "east" | "south_east"
//!           | "south" | "south_west" | "west" | "north_west"
//!           | "north_north_east" | "east_north_east" | "east_south_east"
//!           | "south_south_east" | "south_south_west" | "west_south_west"
//!           | "west_north_west" | "north_north_west" ;  (knight leaps)
//! ```
//!
//! ## `board W x H;`
//!
//! `board 10 x 8;` — W files by H ranks, each 1 to 16 (up to 256 squares).
//! Without it the board is 8 x 8. Boards of up to 64 squares are stored in a
//! `u64`, up to 128 in a `u128`, larger ones in a `pawnshift::Wide<N>` of
//! `N` 64-bit words (`Wide<3>` for 12 x 12, `Wide<4>` up to 16 x 16), whose
//! functions are the same `const fn`s written with its methods
//! (`pawns.and(NOT_FILE_P).shl(17)`); square index = rank · W + file, a1 =
//! bit 0. Files are named `a` to `p`; the limit is the constant
//! `geometry::MAX_SIDE`, and a build with the `huge-boards` feature raises
//! it to 32 (1,024 squares, sixteen words) to show it is nothing more:
//! there files go on `q` … `z`, then `aa` … `af` (spreadsheet columns),
//! in masks (`FILE_AA`), guards (`not_file_aa`) and squares (`aa10`).
//!
//! ## `start "FEN";`
//!
//! `start "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";` — the
//! variant's start position, for tools: `VARIANT.start`, the default of
//! `pawnshift show`. Its shape is checked against the board (as many ranks,
//! each as wide, a wall `*` filling a square as a piece does; `w` or `b` to move); the pieces are the tools' business.
//!
//! ## `white forward north { … }`, `black mirrors white;` and `black rotates white;`
//!
//! A side block lists one side's rules; `forward` is the direction its
//! pushes take when a rule names none. `black mirrors white;` derives Black
//! by reflecting every rank and direction (north ↔ south): `from rank 2`
//! becomes `from rank 7` on 8 ranks. `black rotates white;` turns the
//! board by 180° instead, as Fairy-Stockfish does for legan: every
//! direction is reversed (north-west ↔ south-east, west ↔ east) and every
//! square moves to the opposite corner's side (a1 ↔ h8), so
//! `white forward north_west { capture north | west; }` gives Black
//! `capture south | east`. When one side derives from the other either way,
//! the module also gets colour-parametrised functions taking a
//! `pawnshift::Color`.
//!
//! ## `push N [DIRS] [from …] [en_passant] [as NAME];`
//!
//! `push 2 from rank 2 en_passant;` — the pawn moves N steps (default:
//! forward) through empty squares, every passed square and the target empty.
//! `from rank R` or `from ranks R..=S` limits the start square. `en_passant`
//! (N ≥ 2) makes the passed squares en-passant squares, unless the push
//! promotes (no pawn is left to take, as Fairy-Stockfish plays it: the
//! serialiser's `PawnMove` then carries none). Generates
//! `NAME_targets(pawns, empty)`, `pawns_able_to_NAME(pawns, empty)` and, with
//! `en_passant`, `NAME_passed_squares(from, to)`. The default NAME is
//! `single_push`, `double_push`, `triple_push` or `push_N`, prefixed with the
//! directions when they are given (`north_west_north_east_single_push`);
//! `pawns_able_to_single_push` is spelled `pawns_able_to_push`.
//!
//! `push 2 north_west | north_east from rank 2 jumping;` — spartan's
//! hoplites: a `jumping` push leaps, so the squares it passes may hold
//! anything; only the target must be empty. It creates no en-passant
//! squares (`jumping` and `en_passant` exclude each other).
//!
//! ## Knight leaps: `push 1 north_north_east | north_north_west;`
//!
//! The eight directions between the compass points are a knight's leaps:
//! `north_north_east` is one file right and two ranks up, `east_north_east`
//! two files right and one rank up, and so on round. A leap moves once
//! (`push 1`, `capture`, `step`). It passes one square, the step along its
//! longer leg (from b1, `north_north_east` passes b2 and lands on c3), as
//! Fairy-Stockfish's lame leapers do: a push along a leap needs that square
//! empty, unless it is `jumping` (xhess's pawns push as lame knights
//! forward, Betza `fhmnN`; a khan's soldier leaps over anything, `mfhN`).
//! Captures and steps along a leap always jump. A leap takes no `guard`
//! (the generated code shifts it one step at a time, each step guarded) and
//! makes no en-passant squares. Black derives as ever: `mirrors` turns
//! `north_north_east` into `south_south_east`, `rotates` into
//! `south_south_west`.
//!
//! ## `capture DIRS [from …] [as NAME];`
//!
//! `capture north_west | north_east;` — captures one step (or leap) onto an enemy
//! square. Generates `NAME_captures(pawns, enemies)` and
//! `pawns_able_to_capture_NAME(pawns, enemies)`; NAME defaults to the
//! directions (`north_west_north_east`). Every capture rule also captures
//! onto en-passant squares.
//!
//! ## `step DIRS [from …] [as NAME];`
//!
//! `step east | west from ranks 6..=10;` — moves one step onto an empty
//! square or captures there (shogi's pawn, xiangqi's soldier). Generates the
//! functions of both a push and a capture; NAME defaults to the directions
//! followed by `_step` (`east_west_step`).
//!
//! ## Regions: `from …` and promotion zones
//!
//! Wherever a rule names squares — a rule's `from`, a promotion zone — it
//! takes a region: ranks, files and single squares joined with `|`.
//! `push 2 from rank 2 | b3 | c3 | f3 | g3 en_passant;` is wolf chess's
//! double step; `promote in rank 8 | e7 to queen;` a zone of a rank and a
//! square; `step east from file a;` a rule for one file. Files are
//! lettered from `a` (`files a..=c`), squares named as in a FEN (`b3`,
//! `j10`). A derived side maps the squares too: `mirrors` reflects them
//! across the middle rank, `rotates` turns them by 180°. Generated code
//! writes whole ranks with the module's rank masks and other squares as a
//! literal (`super::RANK_2 | 0x0000_0000_0066_0000`).
//!
//! ## `betza "…" [initial REGION];`
//!
//! `betza "fmWfceFifmnD";` — a pawn's moves in Betza notation, as
//! Fairy-Stockfish's `variants.ini` writes a custom piece, translated into
//! the rules above: this one is `push 1; capture north_west | north_east;
//! push 2 from rank 2 en_passant;`. Atoms: `W`, `F` (one step), `D`,
//! `A` (two) and `N` (a knight's leap); directions `f` `b` `l` `r` `s` `v`
//! (and pairs such as `fl` on `F`; on `N`, Fairy-Stockfish's pairs: `ff`
//! the two narrow forward leaps, `fr` the wide forward-right one, `rf` the
//! narrow one, `fh` the four forward ones), read from the side's own view as Fairy-Stockfish reads them
//! (forward is north for White, south for Black); `m` moves only, `c`
//! captures only, neither does both (a `step`); `i` moves only from the
//! side's second rank, or from `initial REGION`; `n` makes a two-step move
//! or a quiet leap lame (its passed square must be empty), else it jumps; `e` marks en
//! passant, and a string with it makes its lame initial double steps
//! create en-passant squares. Anything else is an error naming it. The
//! generated docs, and `pawnshift check`, say which rules a string became.
//!
//! ## `drop [in REGION] [per_file N] [immobile];`
//!
//! `drop in ranks 2..=7;` (crazyhouse), `drop per_file 1;` (shogi's nifu),
//! `drop per_file 2;` (torishogi) — pawns from the hand may be placed on
//! empty squares of the region (every square without `in`), never where the
//! pawn could not move again (no rule of the side lands from there: the
//! last rank), which the generator derives from the rules; a pawn dropped
//! into its mandatory promotion zone short of the last rank stays a pawn
//! until it moves, and promotes then (euroshogi, torishogi); with `per_file N`, only on files
//! holding fewer than N of the side's pawns. With `immobile`, also where
//! the pawn could never move again (`drop immobile;`: dobutsu's chick may
//! be dropped on the last rank, where it stays, as Fairy-Stockfish plays
//! it with `immobilityIllegal = false`); a region from every square of
//! which the pawn can move again makes `immobile` an error, since it would
//! change nothing. Generates `DROP_ZONE`,
//! `drop_targets(pawns, empty)` (a file fill for `per_file 1`, a count per
//! file for more) and `drops(pawns, empty, sink)`, which emits one
//! `PawnMove` of kind `Drop` per target; how many pawns the hand holds is
//! the caller's to know.
//!
//! ## `kind NAME { … }`: several kinds of pawn
//!
//! ```text
//! pub mod wolf {
//!     board 8 x 10;
//!     white forward north {
//!         push 1;
//!         push 2 from rank 2 | b3 | c3 | f3 | g3 en_passant;
//!         capture north_west | north_east;
//!         promote at rank 10 to queen | wolf | fox | rook | bishop | elephant;
//!     }
//!     black mirrors white;
//!     kind sergeant {
//!         white forward north {
//!             step north_west | north | north_east;
//!             push 2 from rank 2 | b3 | c3 | f3 | g3 en_passant;
//!             promote at rank 10 to queen | wolf | fox | rook | bishop;
//!         }
//!         black mirrors white;
//!     }
//! }
//! ```
//!
//! Wolf chess has two pawns: the pawn and the sergeant, which steps
//! forward and diagonally forward, moving or capturing. A `kind` block
//! declares a further kind with its own sides (written out, mirrored or
//! rotated) and promotions, on the module's board; it holds no `board`,
//! `start` or other `kind`, and its name is a `snake_case` word. It
//! generates a module of that name inside the variant's (`wolf::sergeant`),
//! with everything a module holds — its own masks, `PromotionPiece`,
//! `white`/`black` modules and colour twins — and the variant's
//! `VARIANT.kinds` lists each kind's `VARIANT`. Rules of different kinds
//! never overlap (they move different pieces), so each kind is checked on
//! its own.
//!
//! En passant is the variant's: every kind's `push … en_passant` makes
//! en-passant squares, and every kind's `capture` rules capture onto them,
//! taking whichever kind made them; `step` rules never capture en passant.
//! So a kind whose diagonal moves are `step`s, like the sergeant, takes
//! nothing en passant: wolf chess's sergeants make en-passant squares and
//! only pawns capture onto them, as Fairy-Stockfish's `enPassantTypes`
//! says for wolf. A kind with `capture` rules that takes nothing en
//! passant is not said. An en-passant capture never promotes, as in
//! Fairy-Stockfish: where the en-passant square lies in the capturing
//! side's promotion zone (shinobi plus: White's double step passes rank
//! 3, Black's zone), the pawn stays a pawn there and promotes when it next
//! moves into the zone. Which kind
//! is which piece in a position (the sergeant's FEN letter `s`) is the
//! engine's to know.
//!
//! ## Every move comes from exactly one rule
//!
//! Two rules, or two directions of rules, that could make the same move —
//! the same from-square, to-square and kind (onto an empty square, or
//! capturing) — are an error under the later one, naming the earlier:
//! `push 1; step north;` (a step already moves onto empty squares),
//! `capture north_west | north_east; capture north_east;`, or two pushes
//! whose `from` ranks share a rank. A capture onto an en-passant square
//! lands on an empty square, so where the other side's en-passant pushes
//! pass a square, a capture and a quiet move of one side onto it from the
//! same square are the same move too: `push 1 north_west;` beside `capture
//! north_west` in a variant with en passant is an error. It is decided
//! square by square from the geometry, so a spec that compiles never
//! generates a move twice. For the
//! same reason every rank of a `from` must let the rule land somewhere (and
//! must not lie in the side's mandatory promotion zone, where no pawn
//! stands), and every rank of a promotion zone must be one a rule moves
//! pawns onto.
//!
//! ## Guards
//!
//! `capture north_east guard not_file_h;` — a shift east or west would carry
//! a bit from the last file to the first file of the next rank. The generator
//! derives the guard (the file a bit must not start on) from the direction
//! and the width; writing it is optional, and a written guard is checked: it
//! must name exactly the file that wraps.
//!
//! ## `promote [optional] at rank R | in ranks R..=S to A | B;`
//!
//! `promote at rank 8 to queen | rook | bishop | knight;` — a move onto the
//! zone (other than an en-passant capture) must (or, with `optional`, may)
//! promote, to one of the pieces, whose
//! names are yours. A side has at most one mandatory and one optional zone,
//! and they must not overlap. A piece may carry a limit, `queen(1)`: the
//! most of it a side may have, as grand chess allows one queen per side.
//! The limit is data (`PromotionPiece::limit`, `PieceInfo::limit`); the
//! caller counts its pieces and passes the ones still allowed to
//! `generate_with_pieces` as a bit mask. Generates `PROMOTION_ZONE`,
//! `PROMOTION_PIECES` (or `OPTIONAL_…`), `promotion_split(targets)`, and a
//! module-level `PromotionPiece` enum.
//!
//! `promote at rank 8 to none;` names no piece: no pawn move enters the
//! zone, yet the pawns still attack it (a pawn on the seventh rank gives
//! check on the eighth). Fairy-Stockfish plays this when a variant's
//! `promotionPieceTypes` is empty (maharajah). Only a mandatory zone takes
//! `none`: an optional promotion to nothing is no promotion.
//!
//! ## `as NAME`
//!
//! `push 2 from rank 1 as first_rank_double_push;` names a rule's generated
//! items; needed when two rules would otherwise generate the same names.
//!
//! ## Not in the language: promotion tied to the move
//!
//! Three of Fairy-Stockfish's variants promote in ways that are not a
//! zone, and the language does not say them; their catalog specs hold the
//! pawn's moves, and the engine plays the rest from the spec's side file
//! (`pawnshift-engine`'s `notes`), so that their perft equals
//! Fairy-Stockfish's:
//!
//! - **kyotoshogi** flips every piece on every move (a pawn that moves
//!   becomes a rook, that rook's next move makes it a pawn again) and
//!   drops a piece from the hand either way up. The pawn half fits
//!   (`promote at ranks 2..=5 to rook;` on 5x5, `drop immobile;`); the flip
//!   back is a rule of the rook, a piece the language does not describe:
//!   the side file's `promotedPieceType` (each piece turning over as it
//!   moves) and `dropPromoted`.
//! - **micro** promotes only by capturing (and demotes by capturing again):
//!   a zone says where a move lands, not what it takes (side file:
//!   `promotedPieceType`, `piecePromotionOnCapture`).
//! - **sittuyin** promotes by a move of its own: a pawn on the promotion
//!   diagonal (or the side's last pawn, anywhere) turns into a met in place
//!   or one empty fers step away, when the side has no met, and never so
//!   as to give check (side file: `sittuyinPromotion`).
//!
//! A design that would take them into the language cleanly: a promotion
//! rule that names its trigger, `promote on capture to knight;` (micro: the
//! generated `promotion_split` takes the capture targets only) and
//! `promote by move in a8 | b7 | … to met(1) in_place | step north_east |
//! north_west;` (sittuyin: a generated `promotion_moves(pawns, empty,
//! last_pawn)` giving the in-place and fers-step targets as sets, with the
//! side's met count and the no-check rule left to the engine, as promotion
//! limits are today); kyotoshogi's flip back needs rules for the promoted
//! piece, beyond pawns, and stays outside the pawn language.
//!
//! # What every module holds
//!
//! At module level: `Bitboard` (the integer type), `WIDTH`, `HEIGHT`,
//! `SQUARES`, `BOARD`, `FILE_A`…, `NOT_FILE_A`…, `RANK_1`…, `FILES`,
//! `RANKS`; on boards smaller than their integer also `SOURCES_NORTH`… (the
//! squares from which a step in each direction stays on the board); `PromotionPiece` when
//! the spec promotes; `VARIANT`, the module as data (`pawnshift::Variant`);
//! and, when one side mirrors the other, colour-parametrised twins of the
//! side functions taking a trailing `color: pawnshift::Color`.
//!
//! Per `kind`, a module of its name holding the same again for that kind
//! (`wolf::sergeant::white::double_push_targets`).
//!
//! Per side, a module `white` / `black` with:
//!
//! | item | when |
//! |---|---|
//! | `NAME_targets(pawns, empty)`, `pawns_able_to_NAME(pawns, empty)` | `push`, `step` |
//! | `NAME_captures(pawns, enemies)`, `pawns_able_to_capture_NAME(pawns, enemies)` | `capture`, `step` |
//! | `NAME_passed_squares(from, to)` | `push … en_passant` |
//! | `NAME_FROM` | a rule with `from` |
//! | `attacks(pawns)`, `ATTACKS` (per square) | any capturing rule |
//! | `PUSHES` (per square, empty board) | any `push` or `step` |
//! | `en_passant_captures(pawns, en_passant)`, `pawns_able_to_capture_en_passant` | a `capture` rule, and en passant anywhere in the module |
//! | `PROMOTION_ZONE`, `PROMOTION_PIECES`, `OPTIONAL_…`, `promotion_split(targets)` | `promote` |
//! | `DROP_ZONE`, `drop_targets(pawns, empty)`, `drops(pawns, empty, sink)` | `drop` |
//! | `generate(pawns, own, enemies, en_passant, sink)`, `generate_with_pieces(…, pieces, sink)` | always: the move serialiser, one `pawnshift::PawnMove` per move |
//! | `RULES`, `SIDE` | always: the rules and functions as data |
//!
//! Every function but the serialisers is an `#[inline]` `const fn`, and every
//! function returns only squares of the board. Shifts on a board that fills
//! its integer (8x8 in a `u64`, 16x8 in a `u128`) are the classic
//! `(b & NOT_FILE_H) << 9`. On a smaller board the arguments have a
//! contract, stated in each function's docs, and it is the one hand-written
//! code keeps: the sets a function shifts as pawns (`pawns`, `from`, `to`)
//! hold board squares only, as a position's pieces do; the other sets
//! (`empty`, `enemies`, `en_passant`, `targets`) may hold anything beyond the
//! board, so `!occupied` will do as `empty`. Each shift then needs one mask
//! at most, the one a careful hand would write: `(pawns >> 10) & empty`
//! southwards on 10x8; `((pawns & SOURCES_NORTH) << 10) & empty` northwards,
//! where the pawns of the last rank would otherwise land beyond the board
//! (when `empty` is known to be on the board, the compiler drops that `&`);
//! `(pawns & !FILE_A) >> 11` for a diagonal; and `SOURCES_SOUTH` on `empty`
//! where it is shifted towards lower bits (`pawns_able_to_push`). On a
//! multi-word board smaller than its words (12x12 in a `Wide<3>`) a step of
//! pawns towards higher bits keeps its file guard before the shift and
//! masks the result after it, `pawns.and(FILE_A.not()).shl(11).and(BOARD)`,
//! which the compiler keeps cheaper through the words' funnel shifts than
//! `SOURCES_NORTH_WEST` before it.
//!
//! # Limits
//!
//! The same in every front end (the macro, build scripts, the `pawnshift`
//! command and run-time rules), each a constant of this crate:
//!
//! | limit | constant | over it |
//! |---|---|---|
//! | a spec's size | [`MAX_SPEC_BYTES`] (1 MiB) | an error; a file is not read further |
//! | modules in a spec | [`MAX_MODULES`] (256) | an error under the first module too many |
//! | errors reported | [`MAX_ERRORS`] (100) | one more error says how many were left out |
//! | delimiters nested | [`MAX_NESTING`] (32) | an error under the first one too deep |
//!
//! Names (of modules, kinds and `as` names) are ASCII words. The generated
//! code's names are built from them, and rustc compares identifiers after
//! Unicode normalisation (NFC): `café` typed composed and decomposed would
//! be two names to a checker that did not normalise, and one to rustc. A
//! name beyond ASCII is an error in every front end, so all of them agree.
//! A byte-order mark at the start of a spec file is skipped, as rustc
//! skips it; a character that prints as nothing (a control character, a
//! zero-width space) is quoted in messages as its escape (`\u{200b}`).
//!
//! # Errors
//!
//! Every error sits under the token at fault, and one compile reports all
//! of them, up to [`MAX_ERRORS`] (the parser recovers at each `;` and `{ … }`). Each has a
//! trybuild ui test, `tests/tests/ui/<name>.rs`, whose committed `.stderr`
//! shows it in full:
//!
//! | ui test | message |
//! |---|---|
//! | `as-name-digit` | `as` names are `snake_case` words that start with a letter, as in `as long_push` |
//! | `as-name-not-snake-case` | `as` names are `snake_case` words that start with a letter, as in `as single_push` |
//! | `attribute-on-rule` | only doc comments (`///`) are allowed here |
//! | `bad-guard-word` | expected a guard like `not_file_h`, found `file_h` |
//! | `betza-beside-rule` | duplicate rule: the Betza string `fmW` above makes these moves already |
//! | `betza-initial-twice` | `initial` is given twice in this rule |
//! | `betza-unknown-atom` | Betza `fmWfceFfKifmnD`: the Betza atom `K` is not a pawn's: pawns here use `W`, `F` (one step), `D`, `A` (two steps) and `N` (the knight's leap) |
//! | `betza-unknown-modifier` | Betza `fmWfceFifmpD`: the Betza modifier `p` is not supported: pawns here use the directions `f` `b` `l` `r` `s` `v` (`h` on `N`) and `m` `c` `i` `n` `j` `e` |
//! | `board-hexadecimal` | `0x8` is one token to Rust, a hexadecimal number; put spaces around `x`, as in `board 8 x 8;` |
//! | `board-missing-height` | expected the board's height, as in `board 8 x 8;`, found `;` |
//! | `board-missing-semicolon` | expected `;` after `board 8 x 8` |
//! | `board-side-too-large` | board width 17 is too large: at most 16 |
//! | `board-x-glued` | `x8` is one word to Rust, not `x` and a number; put spaces around `x`, as in `board 8 x 8;` |
//! | `board-zero` | board width must be at least 1 |
//! | `doc-on-board` | doc comments are not allowed on `board` |
//! | `drop-clause-twice` | this clause is given twice in this `drop` rule |
//! | `drop-immobile-nothing` | `immobile` changes nothing here: a white pawn could move again from every square of ranks 2..=7; leave it out |
//! | `drop-nowhere` | a white pawn could never be dropped: on every square of rank 8 it could never move again |
//! | `drop-per-file-zero` | `per_file 0` forbids every drop: leave the `drop` rule out instead |
//! | `drop-twice` | a side has at most one `drop` rule |
//! | `duplicate-board` | `board` is declared twice in this module |
//! | `duplicate-clause` | `from` is given twice in this rule |
//! | `duplicate-direction` | direction `north_east` appears twice in this rule |
//! | `duplicate-kind` | kind `sergeant` is declared twice in this module |
//! | `duplicate-module` | module `chess` is declared twice in this spec |
//! | `duplicate-piece` | piece `queen` is listed twice |
//! | `duplicate-promotion-zone` | a side has at most one mandatory promote rule; put its ranks in one `in ranks R..=S` |
//! | `duplicate-rule` | duplicate rule: the same rule is written twice in this side |
//! | `duplicate-side` | side `white` is declared twice |
//! | `duplicate-start` | `start` is declared twice in this module |
//! | `empty-file-range` | `c..=a` holds no file; write the lower file first |
//! | `empty-rank-range` | `6..=3` holds no rank; write the lower rank first |
//! | `empty-spec` | this spec is empty: a spec is one or more modules, like `pub mod chess { board 8 x 8; white forward north { push 1; } }` |
//! | `en-passant-on-capture` | `en_passant` belongs on the multi-step `push` that creates en-passant squares; captures onto them are generated for every `capture` rule |
//! | `en-passant-single-step` | `en_passant` needs a push of 2 or more steps: a single step passes no square |
//! | `errors-behind-side-header` | unknown direction `nort` … in the side's header, then the errors of its rules: a push must move at least 1 step; unknown direction `nort_east` … |
//! | `errors-in-one-rule` | unknown direction `nort` …; rank 9 is outside this 8-rank board …; unknown word `en_pasant` … (did you mean `en_passant`?): every error of one rule |
//! | `file-letter-expected` | expected a file letter, as in `file a`, found `1` |
//! | `file-off-board` | file `k` is outside this 8-file board (files a..=h) |
//! | `from-file-off-board` | file `i` is outside this 8-file board (files a..=h) |
//! | `from-in-promotion-zone` | a white pawn never stands on rank 7: it must promote there (`promote in ranks 7..=8`); write `from ranks 2..=6` |
//! | `from-partly-unreachable` | part of this `from` is unreachable: from ranks 7..=8, every 2-step push north leaves this 8 x 8 board; write `from ranks 2..=6` |
//! | `guard-on-north` | shifting `north` never wraps around a file edge, so it takes no guard; remove `guard not_file_h` |
//! | `inner-doc-in-side` | `//!` documents the item it is written in, and only a module's body may begin with it; write `///` above the item to document |
//! | `jumping-en-passant` | a `jumping` push creates no en-passant squares: the squares it leaps may be occupied; remove `en_passant` or `jumping` |
//! | `jumping-single-step` | `jumping` needs a push of 2 or more steps, or a leap: a single step passes no square to jump |
//! | `kind-errors-in-rules` | this rule (`push 1 north`) makes moves that the earlier rule `step north` makes too: both move a pawn from a1 to a2 onto an empty square (and 71 more moves); every move must come from exactly one rule: a `step` both moves onto empty squares and captures, so it needs no `push 1` or `capture` the same way |
//! | `kind-name-not-ascii` | kind names are ASCII words, and `café` holds `é` (U+00E9): the generated code's names are built from them |
//! | `kind-name-not-snake-case` | kind names are `snake_case` words that start with a letter, as in `kind sergeant` |
//! | `kind-name-raw` | a kind's name is a plain `snake_case` word, not a raw identifier: it names a module, which cannot be the Rust keyword `type`; choose another name, as in `kind type_pawn` |
//! | `kind-name-taken` | kind names are `snake_case` words that start with a letter, and `k_a` names another kind of this module: choose another name |
//! | `kind-named-white` | a kind named `white` would clash with the module's side module `white`; choose another name |
//! | `kind-nested` | kinds do not nest: write `kind corporal` beside `kind sergeant`, in the module |
//! | `kind-with-board` | a kind plays on its module's board and start position: write `board` in the module, not in `kind sergeant` |
//! | `kind-without-side` | kind `sergeant` declares no side: write the rules of one, like `white forward north { push 1; }` |
//! | `leap-en-passant` | a leap (`north_north_east`) creates no en-passant squares: en passant takes on the squares a multi-step push runs over |
//! | `leap-forward` | a side's forward direction is one of the eight steps (`north`, `north_east`, …), not the leap `north_north_east` |
//! | `leap-guard` | a leap takes no guard: `east_north_east` is shifted one step at a time, each step guarded; remove `guard not_file_g` |
//! | `leap-multi-step` | a leap moves once: `north_north_east` takes `push 1` (a push of 2 steps is a run along one of the eight step directions) |
//! | `mirrors-itself` | side `black` cannot mirror itself; name the other side |
//! | `mirrors-missing-side` | `black` mirrors `white`, but no `white forward … { … }` block is written out in this module |
//! | `missing-semicolon` | expected `;` before `capture`: every rule ends with `;` |
//! | `misspelt-clause` | unknown word `form`; expected one of `from`, `en_passant`, `jumping`, `as` (did you mean `from`?) |
//! | `module-named-pawnshift` | a module named `pawnshift` would clash with the `pawnshift` crate that the generated code and `pawnshift::pawns!` name (rustc: "`pawnshift` is ambiguous"); choose another name |
//! | `module-without-body` | unexpected end of input, expected curly braces at the end of the spec |
//! | `module-without-side` | module `variant` declares no side: write the rules of one, like `white forward north { push 1; }` |
//! | `name-clash` | this rule would generate `double_push_targets`, which an earlier rule of this side generates too; name one of them with `as NAME` |
//! | `name-clash-fixed` | this rule would generate `en_passant_captures`, a name every side module already has; choose another with `as NAME` |
//! | `negative-push` | a push counts its steps from 1; to move another way, name the direction, as in `push 1 south` |
//! | `not-a-module` | expected `mod`: a spec is one or more modules, like `pub mod chess { board 8 x 8; … }` |
//! | `number-too-large` | `99999999999` is too large: sides have at most 16 squares on any board |
//! | `number-with-suffix` | write a plain number, without the suffix `u8` |
//! | `overlap-capture-directions` | this rule (`capture north_east`) makes moves that the earlier rule `capture north_west \| north_east` makes too: both move a pawn from a1 to b2 capturing (and 48 more moves); every move must come from exactly one rule: drop the direction from one rule, or give them `from` ranks that share no square |
//! | `overlap-en-passant` | this rule (`capture north_west \| north_east`) makes a move that the earlier rule `push 1 north_west` makes too: both move a white pawn from b5 to a6, which can be an en-passant square (a capture onto it lands on an empty square) (and 6 more moves); every move must come from exactly one rule: drop the direction from one rule, or give them `from` ranks that share no square |
//! | `overlap-from-ranges` | this rule (`push 2 north from ranks 3..=5`) makes moves that the earlier rule `push 2 north from ranks 2..=4` makes too: both move a pawn from a3 to a5 onto an empty square (and 15 more moves); every move must come from exactly one rule: drop the direction from one rule, or give them `from` ranks that share no square |
//! | `overlap-push-step` | this rule (`step north`) makes moves that the earlier rule `push 1 north` makes too: both move a pawn from a1 to a2 onto an empty square (and 55 more moves); every move must come from exactly one rule: a `step` both moves onto empty squares and captures, so it needs no `push 1` or `capture` the same way |
//! | `overlap-step-capture` | this rule (`capture north_east`) makes moves that the earlier rule `step north_east` makes too: both move a pawn from a1 to b2 capturing (and 48 more moves); every move must come from exactly one rule: a `step` both moves onto empty squares and captures, so it needs no `push 1` or `capture` the same way |
//! | `optional-promotion-to-none` | an optional promotion to `none` promotes to nothing: leave the rule out, or drop `optional` to keep pawns out of the zone |
//! | `overlapping-promotion-zones` | this promotion zone overlaps the optional one (ranks 6..=8); a square is either mandatory or optional |
//! | `per-file-huge` | `99999999999` is too large: a file has at most 16 squares, so `per_file` is at most that |
//! | `piece-limit-huge` | `99999999999` is too large: a piece limit is at most 255 |
//! | `piece-limit-too-large` | a piece limit is at most 255 |
//! | `piece-name-not-ascii` | piece names are ASCII words, and `café` holds `é` (U+00E9): the generated code's names are built from them |
//! | `promote-missing-piece` | expected a piece, as in `to queen \| rook`, found `;` |
//! | `promote-to-pawn` | a pawn promotes to another piece, not to `pawn`: name the pieces it becomes (a further kind of pawn is declared with `kind NAME { … }`) |
//! | `promotion-limit-mismatch` | `queen` has `queen(2)` here but `queen(1)` in an earlier promote rule; a piece has one limit |
//! | `promotion-limit-syntax` | expected the most of this piece a side may have, as in `queen(1)` |
//! | `promotion-limit-zero` | a limit of 0 forbids `queen`: leave it out of the list instead |
//! | `promotion-never-entered` | white pawns can never enter this promotion zone: no rule of this side moves a pawn onto rank 1 |
//! | `promotion-zone-partly-unreachable` | part of this promotion zone is unreachable: no rule of this side moves a white pawn onto rank 1; write `in ranks 2..=8` |
//! | `push-never-lands` | this rule can never land on the board: from rank 7, every 2-step push north leaves this 8 x 8 board |
//! | `push-too-many-steps` | a push of 16 steps can never stay on a board of at most 16 ranks |
//! | `push-zero-steps` | a push must move at least 1 step |
//! | `rank-off-board` | rank 9 is outside this 8-rank board (ranks 1..=8) |
//! | `region-missing-area` | expected squares after `\|`: `rank 3`, `file b`, a square such as `b3`, found `;` |
//! | `rotates-itself` | side `black` cannot rotate itself; name the other side |
//! | `same-piece-two-spellings` | `Queen` and `queen` name the same piece; spell it one way |
//! | `several-errors` | rank 9 is outside this 8-rank board (ranks 1..=8) |
//! | `side-mirrored-and-written` | side `black` is declared twice |
//! | `square-off-board` | square `b9` is outside this 8 x 8 board (a1..=h8) |
//! | `start-wrong-shape` | start position: rank 2 has 7 squares, but the board has 8 files |
//! | `step-never-lands` | this rule can never land on the board: from any square, every step east leaves this 1 x 8 board |
//! | `too-many-pieces` | too many promotion pieces: a module has at most 32 |
//! | `unknown-direction` | unknown direction `nort_west`; expected one of `north`, `north_east`, `east`, `south_east`, `south`, `south_west`, `west`, `north_west`, or a knight leap (`north_north_east`, `east_north_east`, …) (did you mean `north_west`?) |
//! | `unknown-item-keyword` | unknown word `bord`; expected one of `board`, `start`, `white`, `black`, `kind` (did you mean `board`?) |
//! | `unknown-rule-keyword` | unknown word `pusj`; expected one of `push`, `capture`, `step`, `promote`, `betza`, `drop` (did you mean `push`?) |
//! | `unknown-side` | unknown word `red`; expected one of `board`, `start`, `white`, `black`, `kind`; a module holds `board W x H;`, side blocks (`white forward north { … }`), `black mirrors white;` and further pawn kinds (`kind sergeant { … }`) |
//! | `wrong-guard-east` | wrong guard: shifting `north_east` from file h wraps to file a, and file a does not wrap; the guard must exclude file h: write `guard not_file_h` |
//!
//! Build scripts and `cargo xtask` print the same messages as
//! `path:line:column: error: message`.

mod ast;
mod betza;
#[cfg(feature = "pretty")]
mod build;
mod check;
mod diagnostic;
#[cfg(feature = "emit")]
mod emit;
mod error;
#[cfg(feature = "emit")]
mod file;
pub mod geometry;
// Fields of the IR that only the emitter reads.
#[cfg_attr(not(feature = "emit"), allow(dead_code))]
mod ir;
pub mod rules;

use proc_macro2::TokenStream;

/// The largest spec, in bytes, that a spec file or run-time text may be
/// (1 MiB: the largest bundled spec is some 2 KB). A larger file is
/// refused unread past this many bytes.
pub const MAX_SPEC_BYTES: usize = 1 << 20;

/// The most modules one spec may hold (each generates up to some hundreds
/// of kilobytes of code).
pub const MAX_MODULES: usize = 256;

/// The most errors a spec reports, in source order; one more says how
/// many were left out.
pub const MAX_ERRORS: usize = 100;

/// The deepest nesting of `(…)`, `[…]` and `{…}` a spec may have (a spec
/// needs four or five: a module, a side, an attribute, a limit).
pub const MAX_NESTING: usize = 32;

#[cfg(feature = "pretty")]
pub use build::{
    BUILD_HEADER, Builder, Error, XTASK_HEADER, generate_source, read_spec, write_if_changed,
};
pub use diagnostic::{Diagnostic, escaped};
pub use geometry::{Direction, Geometry};

/// Parses, checks and expands a spec. On error, returns every problem found,
/// combined into one `syn::Error` (use `into_compile_error` in a macro, or
/// iterate it for messages and spans).
#[cfg(feature = "emit")]
pub fn expand(tokens: TokenStream) -> syn::Result<TokenStream> {
    Ok(checked(tokens)?.iter().map(emit::module).collect())
}

/// Parses and checks a spec: the IR of every module, or every error.
fn checked(tokens: TokenStream) -> syn::Result<Vec<ir::Module>> {
    too_deep(&tokens)?;
    let mut errors = error::Errors::default();
    let spec = ast::parse(tokens, &mut errors);
    let modules = check::check(spec, &mut errors);
    errors.finish()?;
    Ok(modules)
}

/// An error under the first delimiter nested deeper than [`MAX_NESTING`],
/// found without recursion (the parser's recursion stays within the
/// limit).
fn too_deep(tokens: &TokenStream) -> syn::Result<()> {
    let mut stack = vec![tokens.clone().into_iter()];
    while let Some(top) = stack.last_mut() {
        match top.next() {
            Some(proc_macro2::TokenTree::Group(group)) => {
                if stack.len() > MAX_NESTING {
                    return Err(syn::Error::new(
                        group.span_open(),
                        format!(
                            "delimiters nested more than {MAX_NESTING} deep (MAX_NESTING); a spec needs a few"
                        ),
                    ));
                }
                stack.push(group.stream().into_iter());
            }
            Some(_) => {}
            None => {
                stack.pop();
            }
        }
    }
    Ok(())
}

/// Like [`expand`], but turns errors into `compile_error!` invocations, each
/// under its token: what a procedural macro returns.
#[cfg(feature = "emit")]
pub fn expand_or_compile_error(tokens: TokenStream) -> TokenStream {
    expand(tokens).unwrap_or_else(syn::Error::into_compile_error)
}

/// What the `pawns!` macro returns for its input: the spec written inline
/// ([`expand_or_compile_error`]), or `file = "PATH"`, a spec file read by a
/// path relative to the crate's `Cargo.toml`, whose expansion rebuilds
/// when the file changes and whose errors quote the file's line.
#[cfg(feature = "emit")]
pub fn expand_macro_input(tokens: TokenStream) -> TokenStream {
    match file::file_argument(&tokens) {
        Some(Ok(path)) => file::expand_file(&path.value(), path.span()),
        Some(Err(e)) => e.into_compile_error(),
        None => expand_or_compile_error(tokens),
    }
}

/// Expands a spec and formats the result with `prettyplease`, as the
/// command line and build scripts write it.
#[cfg(feature = "pretty")]
pub fn expand_to_string(tokens: TokenStream) -> syn::Result<String> {
    let code = expand(tokens)?;
    let file: syn::File = syn::parse2(code)?;
    Ok(prettyplease::unparse(&file))
}
