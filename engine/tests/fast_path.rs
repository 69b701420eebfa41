//! The engine's search against the make-and-test reference, on positions
//! reached by random games: each start below, and walks of random legal
//! moves from it, then perft 1 to 4 by `Rules::perft` (the search) and by
//! making and testing every move of `Rules::general_moves` (the
//! reference, feature `oracle`). Each variant here has a rule the
//! fast path plays by its own means: castling, a king-less side, hands and drops,
//! several-direction pawns, promoted pieces, pieces promoting as shogi's, a bare king, pseudo-royal
//! kings and duple check, palaces and the flying general, passes and
//! bikjang, a second kind of pawn. (The reference is held to Fairy-Stockfish's counts by
//! `fairy_stockfish.rs` and `catalog.rs`; the run-time rules' counting to
//! their serialiser's by `tests/dynamic`'s differential test.)

mod support;

use pawnshift_engine::find;
use pawnshift_engine::game::Rules;
use support::{Random, load, make_and_test, random_walk};

/// Each variant's start positions (with full armies, searched to depth 3
/// only: the make-and-test search is slow).
const STARTS: &[(&str, &[&str])] = &[
    (
        "standard",
        &[
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1",
            // Chess960: a castling rook lands where it stands.
            "r1k2r1q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K2R1Q w KQkq - 0 1",
        ],
    ),
    (
        "capablanca",
        &["r1b1k2r1r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1"],
    ),
    // Pieces no pawn promotes to (camels, gnus; wildebeest does not
    // castle, so its `KQkq` is no right).
    (
        "wildebeest",
        &["rnccwkqbbnr/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNBBQKWCCNR w KQkq - 0 1"],
    ),
    (
        "horde",
        &["4k3/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w - - 0 1"],
    ),
    (
        "crazyhouse",
        &[
            "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
            // Full armies with pieces in hand, and pieces pawns became
            // (`~`), which go back to a hand as pawns.
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q~1p/PPPBBPPP/R3K2R[RNbpp] w KQkq - 0 1",
            "4k3/1P1q~4/8/8/8/8/3N~2p1/4K3[Bn] b - - 0 1",
        ],
    ),
    ("berolina", &["4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"]),
    (
        "capablanca",
        &["3k6/pp2p2p1p/2p4p2/3P2P3/1P6P1/P3P4P/10/6K3 w - - 0 1"],
    ),
    ("los_alamos", &["2k3/P1P2P/6/K5/p1p2p/6 w - - 0 1"]),
    (
        "shatranj",
        &[
            "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
            "8/3k4/2p1p3/3P4/8/4K3/8/8 w - - 0 1",
        ],
    ),
    (
        "spartan",
        &[
            "4k3/hhhhhhhh/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
            "4k3/8/2h5/8/8/3P4/1h6/4K3 b - - 0 1",
            "4k3/8/8/8/8/3P4/1h2h3/4K3 w - - 0 1",
            "1Q2k3/8/8/8/8/8/6h1/4K3 b - - 0 1",
        ],
    ),
    (
        "xiangqi",
        &[
            // Full armies: horses' legs, elephants' eyes, cannons' screens
            // and palaces, every move tried.
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "4k4/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/4K4 w - - 0 1",
            "3k5/9/4p4/9/9/9/9/4P4/9/4K4 w - - 0 1",
        ],
    ),
    (
        "shogi",
        &[
            // Full armies: pieces promoting into, within and out of the
            // zone (a knight or lance must where it could not move on),
            // promoted pieces going back to the hand unpromoted.
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
            "lns2k1nl/4g1+R2/p1pp+Pp1pp/6p2/1p5P1/2P1S4/PP1PP1P1P/1+b2G2S1/LNS1KG1NL[BGPp] b - - 0 1",
        ],
    ),
    (
        "janggi",
        &[
            // Full armies: cannons that neither hop over nor take cannons,
            // moves along the palace's diagonals, passes, every move tried.
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
            "4k4/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/4K4 w - - 0 1",
            "4k4/9/9/9/4p4/9/9/9/9/4K4 w - - 0 1",
        ],
    ),
];

const WALKS: usize = 16;
const MOST_PLIES: usize = 24;
const DEPTH: u32 = 4;

/// Walks of random legal moves from `fen` (the first staying there), each
/// position's perft 1 to `deepest` by the fast path and by the
/// make-and-test search alike.
fn walk(rules: &Rules, variant: &str, fen: &str, deepest: u32, random: &mut Random) {
    let start = rules
        .position(fen)
        .unwrap_or_else(|e| panic!("{variant}: {e}"));
    for walk in 0..WALKS {
        let plies = if walk == 0 {
            0
        } else {
            random.below(MOST_PLIES + 1)
        };
        let (board, played) = random_walk(rules, &start, plies, random);
        for depth in 1..=deepest {
            assert_eq!(
                rules.perft(&board, depth),
                make_and_test(rules, &board, depth),
                "{variant} `{fen}` walk {walk} ({}), depth {depth}",
                played.join(" ")
            );
        }
    }
}

#[test]
fn the_fast_path_counts_as_the_reference_after_random_games() {
    let mut random = Random(0x5eed_f00d);
    for &(variant, fens) in STARTS {
        let rules = Rules::<u128>::new(&find(variant).expect("bundled").pawn_rules(), &[])
            .expect("playable");
        for fen in fens {
            let full_army = fen.starts_with(['r', 'l']);
            let deepest =
                if full_army || matches!(variant, "standard" | "capablanca" | "wildebeest") {
                    3
                } else {
                    DEPTH
                };
            walk(&rules, variant, fen, deepest, &mut random);
        }
    }
}

/// Catalog variants whose rules only its side files state: kings that are
/// common pieces (taken like any other, every move legal, castling through
/// attacks), captures that are compulsory, first moves of unmoved pieces,
/// gating, pieces that turn over,
/// drops that may not check, a king in check that may only take, a piece
/// in hand from the start.
const CATALOG: &[(&str, &str)] = &[
    (
        "antichess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
    ),
    (
        "losers",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "extinction",
        "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R w KQkq - 0 1",
    ),
    // Cambodian first moves: the unmoved king's leap, the met's double
    // step, a rook lining up with the king taking the leap away.
    ("cambodian", "3mk3/8/4r3/8/8/8/8/R2KM2r w DEde - 0 1"),
    (
        "karouk",
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
    ),
    // S-chess gating: off the king's and the rook's squares when castling
    // too, the gates closing once the hand is empty.
    ("seirawan", "r3k2r/8/8/8/8/8/8/R3K2R[EHeh] w KQkq - 0 1"),
    (
        "seirawan",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1",
    ),
    // Pieces turning over at every move (kyoto shogi: a rook back into a
    // pawn) or capture (micro shogi: a pawn into a knight), dropped either
    // way up.
    ("kyotoshogi", "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1"),
    ("micro", "kb+r+l/p3/4/3P/+L+RBK[] w - - 0 1"),
    // No drop may give check.
    (
        "supply",
        "rnbak1bnr/4a4/2c6/p1p1p4/6p1p/Pc4P2/2P1P3P/C8/R6C1/1NBAKABNR[NCPpc] w - - 12 7",
    ),
    // A king in check may only take its lone checker.
    (
        "makpong",
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    ),
    (
        "pocketknight",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1",
    ),
    // Captures that explode: pseudo-royal kings that may stand side by
    // side and castle lifted, common ones, and kings no blast removes
    // nor may take each other.
    (
        "atomic",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    ("atomic", "8/8/3k4/2pPK3/8/8/8/8 b - - 0 1"),
    (
        "nocheckatomic",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    ("atomar", "r3k2r/8/8/3q4/8/3Q4/8/R3K2R w KQkq - 0 1"),
    ("atomar", "8/8/3q4/3Kk3/8/8/8/R6R w - - 0 1"),
    // Kings in hand, which must be dropped before anything else.
    (
        "koedem",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR[Kk] w - - 0 1",
    ),
    // Captures that petrify the capturer (a king may not capture; kings
    // side by side do not attack each other).
    (
        "petrified",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "petrified",
        "r3n3/pbp1b1*1/npp*4/5k*1/1PP1KP2/5p2/P3B2*/RN5R w - - 4 26",
    ),
    // No move may give check, directly or by uncovering a line; Black
    // may answer White's flag.
    ("racingkings", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"),
    ("racingkings", "5K2/1k6/8/2n5/8/8/1B6/3R4 b - - 0 1"),
    // A flag that must stand unattacked (the lion's), no kings, hands.
    ("dobutsu", "gle/1c1/1C1/ELG[] w - - 0 1"),
    ("dobutsu", "1l1/+C2/1c1/L2[Gg] b - - 0 1"),
    // A side the spec gives no pawn rules (the fox's), and no kings.
    ("fox-and-hounds", "1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1"),
    // Pieces royal beyond one king a side: queens beside the king (and
    // pawns promoting to one more), two kings of which one may be left
    // attacked (duple check), a second king that an elephant became.
    (
        "coregal",
        "r3k2r/pPpq1ppp/8/8/8/8/PpPQ1PPP/R3K2R w KQkq - 0 1",
    ),
    ("coregal", "3qk3/8/8/8/8/8/3Q4/3QK3 b - - 0 1"),
    (
        "spartan",
        "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
    ),
    ("spartan", "2k1k3/1P6/8/8/3B4/8/1h4h1/4K3 b - - 0 1"),
    (
        "shoshogi",
        "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1",
    ),
    ("shoshogi", "4k4/9/9/9/9/9/2e6/9/3K+E4 b - - 0 1"),
    // Grasshoppers, whose attacks are seen from the square attacked over
    // the screen next to it.
    (
        "grasshopper",
        "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1",
    ),
    ("grasshopper", "4k3/8/4g3/8/1G6/4p3/3P4/4K3 w - - 0 1"),
    // Kings facing each other, which must part or pass (bikjang; facing
    // again after the last move ends the game).
    ("janggi", "3ak4/4a4/9/9/9/9/9/9/4A4/4KA3 w - - 0 1"),
    ("janggi", "4k4/9/9/p1p3p1p/9/9/P1P3P1P/9/9/4K4 w - - 0 1"),
    // Pawns that promote by a move of their own.
    (
        "sittuyin",
        "rfn4r/s4s2/1kn1pppp/pppp4/4PPPP/PPPPS2N/1K1S2F1/2R2RN1[] w - - 4 11",
    ),
    ("sittuyin", "4k3/8/2P1n3/8/3P4/8/5f2/4K3[] w - - 0 1"),
    // Pieces set up from the hand, kings too, onto no attacked square.
    (
        "sittuyin",
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1",
    ),
    (
        "sittuyin",
        "8/8/R3pppp/pppp4/4PPPP/PPPP4/8/4K3[kr] b - - 0 1",
    ),
    // A second kind of pawn (sergeants), whose double steps the pawns
    // take en passant, promoting to pieces of its own.
    (
        "wolf",
        "qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1",
    ),
    ("wolf", "4k3/1S4s1/8/8/3r4/8/1p1p4/8/2S1S3/4K3 w - - 0 1"),
    // Pieces set up from the hand (rights won by drops, bishops on both
    // colours), and played once the hands are empty.
    (
        "placement",
        "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1",
    ),
    (
        "placement",
        "8/pppppppp/8/8/8/8/PPPPPPPP/1BQKN1N1[RRBkqrrbbnn] w - - 0 1",
    ),
    (
        "placement",
        "rnb1kb1r/pppppppp/8/8/8/8/PPPPPPPP/RNB1KB1R[] w KQkq - 0 1",
    ),
];

/// Duck chess, where each move is counted once for every square the
/// duck may go to (two plies: the third is 10^8 nodes from a start
/// position).
#[test]
fn the_fast_path_puts_the_duck_where_the_reference_does() {
    let mut random = Random(0xd0c_f00d);
    let (_, _, rules) = load("duck");
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "4k3/1P3*2/8/8/8/8/5p2/4K3 w - - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    ] {
        walk(&rules, "duck", fen, 2, &mut random);
    }
}

#[test]
fn the_fast_path_counts_as_the_reference_in_catalog_variants() {
    let mut random = Random(0xcafe_f00d);
    for &(variant, fen) in CATALOG {
        let (_, _, rules) = load(variant);
        walk(&rules, variant, fen, 3, &mut random);
    }
}
