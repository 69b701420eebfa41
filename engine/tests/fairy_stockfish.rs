//! Perft of kings-and-pawns positions, against node counts computed by
//! Fairy-Stockfish (`go perft`), depths 1 to 4. The numbers are not ours.
//! Each row runs on the generated code and on the run-time rules of the
//! same spec file.

use pawnshift_engine::game::Rules;
use pawnshift_engine::{PawnRules, find};

mod support;
use support::make_and_test;

/// Each row `(FEN, counts)` on the bundled variant and on its spec file
/// loaded at run time.
fn check(variant: &str, rows: &[(&str, [u64; 4])]) {
    let bundled = find(variant).expect("bundled").pawn_rules();
    let path = format!("{}/../specs/{variant}.pawns", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("the bundled spec");
    let loaded = PawnRules::load(&path, &source).expect("a valid spec");
    assert!(!loaded[0].generated());
    for &(fen, expected) in rows {
        check_rules(&bundled, fen, expected);
        check_rules(&loaded[0], fen, expected);
    }
}

fn check_rules(pawns: &PawnRules, fen: &str, expected: [u64; 4]) {
    let variant = &pawns.name;
    let rules = Rules::<u128>::new(pawns, &[]).expect("playable");
    let board = rules
        .position(fen)
        .unwrap_or_else(|e| panic!("{variant}: {e}"));
    for (depth, &want) in (1..=4).zip(&expected) {
        // The kings-and-pawns fast path (where the variant has one) and the
        // general make-and-test search must both give the count.
        let got = rules.perft(&board, depth);
        assert_eq!(got, want, "{variant} `{fen}` depth {depth}");
        let general = make_and_test(&rules, &board, depth);
        assert_eq!(
            general, want,
            "{variant} `{fen}` depth {depth}, make-and-test reference"
        );
    }
}

#[test]
fn standard() {
    check(
        "standard",
        &[(
            "4k3/1p4p1/8/2pP4/5P2/8/P5P1/4K3 w - c6 0 1",
            [12, 118, 1343, 12982],
        )],
    );
}

#[test]
fn horde() {
    check(
        "horde",
        &[("4k3/p7/8/8/6Pp/1p6/8/2P1K3 b - g3 0 1", [10, 79, 821, 6810])],
    );
}

#[test]
fn torpedo() {
    check(
        "torpedo",
        &[(
            "4k3/p6p/8/2pP4/6P1/8/P7/4K3 b - d4 0 1",
            [12, 129, 1443, 16975],
        )],
    );
}

#[test]
fn berolina() {
    check(
        "berolina",
        &[("4k3/8/8/2pP4/8/8/8/4K3 w - c5d6 0 2", [8, 52, 421, 3234])],
    );
}

#[test]
fn pawnsideways() {
    check(
        "pawnsideways",
        &[(
            "4k3/pp3ppp/8/3p4/4P3/8/PP3PPP/4K3 w - - 0 1",
            [20, 391, 8033, 164_762],
        )],
    );
}

#[test]
fn los_alamos() {
    check(
        "los_alamos",
        &[("3k2/p4P/1p4/4P1/P1p3/K5 w - - 0 1", [6, 41, 283, 2298])],
    );
}

#[test]
fn gardner() {
    check(
        "gardner",
        &[("k4/1p1p1/5/P1P1P/4K w - - 0 1", [5, 24, 157, 886])],
    );
}

#[test]
fn capablanca() {
    check(
        "capablanca",
        &[
            (
                "5k4/p1p4p1p/10/3pP5/10/10/P1P3P2P/4K5 w - d6 0 2",
                [15, 209, 2898, 39032],
            ),
            // Castling, the king landing on i or c.
            (
                "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1",
                [28, 674, 18317, 472_725],
            ),
        ],
    );
}

#[test]
fn grand() {
    check(
        "grand",
        &[(
            "10/4k5/pp2pp1ppp/10/10/10/10/PPP2P1PPP/5K4/10 w - - 0 1",
            [21, 420, 8422, 163_768],
        )],
    );
}

#[test]
fn makruk() {
    check(
        "makruk",
        &[(
            "4k3/8/pppppppp/8/8/PPPPPPPP/8/4K3 w - - 0 1",
            [13, 169, 2203, 28853],
        )],
    );
}

#[test]
fn shatranj() {
    check(
        "shatranj",
        &[
            ("8/1k6/8/1p6/2P5/8/8/6K1 w - - 0 1", [7, 64, 422, 2718]),
            // The bare king: exd4 bares Black, who may take back.
            ("8/8/3k4/8/3p4/4P3/8/4K3 w - - 0 1", [7, 64, 425, 3497]),
            // exd3 bares Black, and Kxd3 White, who cannot take back.
            ("8/8/8/3k4/8/3p4/4P3/4K3 w - - 0 1", [6, 53, 291, 2291]),
        ],
    );
}

/// Spartan's commoner kings, royal alone, in duple check when two: the
/// hoplites promote to a second king, and a side with two may leave one
/// attacked. The engine knows it by the name.
#[test]
fn spartan() {
    check(
        "spartan",
        &[
            (
                "2k1k3/1P6/8/8/3B4/8/1h4h1/4K3 b - - 0 1",
                [26, 488, 11313, 197_387],
            ),
            ("k7/2P5/8/8/8/8/h2h4/4K3 w - - 0 1", [8, 87, 780, 10508]),
            // In check, Black's one king may stay attacked once a hoplite
            // promotes to a second king no piece attacks (g2-h1).
            ("1Q2k3/8/8/8/8/8/6h1/4K3 b - - 0 1", [4, 101, 1066, 23197]),
            ("4k3/8/8/8/8/3P4/1h2h3/4K3 w - - 0 1", [5, 105, 573, 11220]),
        ],
    );
}

/// Xiangqi with its palace, river, lame horses and elephants, hopping
/// cannons and the flying general, which the engine knows by the name.
#[test]
fn xiangqi() {
    check(
        "xiangqi",
        &[
            (
                "4k4/9/3P5/9/2p3P2/9/6p2/9/9/3K5 w - - 0 1",
                [7, 44, 322, 1921],
            ),
            // The soldier between the generals may not step aside.
            ("4k4/9/9/9/4P4/2p6/9/9/9/4K4 w - - 0 1", [4, 22, 108, 579]),
            (
                "rn1a1abn1/5k3/7Cr/2p1p1p1p/p3c1b2/P1P1P4/6P1P/2N6/4R4/2BAKAB1R b - - 6 17",
                [23, 803, 22091, 754_630],
            ),
        ],
    );
}

/// Janggi with its palace diagonals (generals, advisors, chariots,
/// cannons and soldiers move along them), cannons that neither hop over
/// nor take one another, lame horses and elephants, passing, and bikjang,
/// which the engine knows by the name.
#[test]
fn janggi() {
    check(
        "janggi",
        &[
            ("5k3/9/4P4/9/9/4p4/9/9/9/3K5 w - - 0 1", [7, 36, 282, 1394]),
            // Passes, and the generals facing once the soldier steps aside.
            ("4k4/9/9/9/9/9/4P4/9/9/4K4 w - - 0 1", [7, 26, 175, 848]),
            (
                "3a1k3/4a4/2c1R4/p3p3p/9/2C6/P3P1c1P/3A5/4K4/3R2B2 w - - 0 1",
                [30, 626, 19583, 392_808],
            ),
        ],
    );
}

#[test]
fn wildebeest() {
    check(
        "wildebeest",
        &[(
            "5k5/11/11/11/11/2Pp7/1p9/11/11/5K5 b - c3c4 0 1",
            [9, 52, 440, 3138],
        )],
    );
}

#[test]
fn legan() {
    check(
        "legan",
        &[("k7/8/8/1P6/2p5/6p1/8/7K w - - 0 1", [6, 29, 202, 1452])],
    );
}

/// Pawns in hand, a drop on the first rank refused, en passant (its victim
/// into the hand), promotions to pieces that go back to the hand as pawns
/// when captured.
#[test]
fn crazyhouse() {
    check(
        "crazyhouse",
        &[
            (
                "4k3/1P4p1/8/2pP4/5P2/8/P5p1/4K3[Pp] w - c6 0 1",
                [54, 2614, 53743, 1_037_660],
            ),
            (
                "4k3/1P6/8/8/8/8/3q~4/4K3[p] w - - 0 1",
                [2, 125, 3175, 42478],
            ),
            // The en-passant capture gives White its only pawn to drop.
            ("4k3/8/8/2pP4/8/8/8/4K3[] w - c6 0 1", [7, 39, 471, 2947]),
            // A queen no pawn became goes to the hand as a queen.
            ("4k3/1P6/8/8/8/8/3q4/4K3[] w - - 0 1", [2, 33, 520, 4997]),
        ],
    );
}

/// Nifu, no drop on the last rank, optional promotion to the tokin (`+P`),
/// a tokin captured going back to the hand as a pawn; and the start
/// position, every piece promoting in the zone.
#[test]
fn shogi() {
    check(
        "shogi",
        &[
            (
                "4k4/1P7/9/9/9/9/9/7p1/4K4[Pp] w - - 0 1",
                [68, 4505, 57086, 720_663],
            ),
            (
                "3k5/9/4+P4/9/9/9/9/9/4K4[p] w - - 0 1",
                [11, 660, 7791, 56539],
            ),
            // Every piece, promoting in the zone.
            (
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
                [30, 900, 25470, 719_731],
            ),
        ],
    );
}
