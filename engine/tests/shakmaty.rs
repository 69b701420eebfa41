//! Perft against shakmaty's own perft on positions reached by random play,
//! for standard chess and horde (shakmaty plays both): kings and pawns,
//! and chess from its start position with every piece and castling.

use pawnshift_engine::find;
use pawnshift_engine::game::Rules;
use shakmaty::fen::Fen;
use shakmaty::variant::Horde;
use shakmaty::{Chess, EnPassantMode, FromSetup, Position};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % n as u64).unwrap_or(0)
    }
}

/// `count` positions met in random games from `start`, after 4 plies or more.
fn random_positions<P: Position + Clone>(start: &P, count: usize, seed: u64) -> Vec<P> {
    let mut rng = Rng(seed);
    let mut found = Vec::new();
    while found.len() < count {
        let mut pos = start.clone();
        for ply in 0..80 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            pos.play_unchecked(m);
            if ply >= 4 && rng.below(6) == 0 && found.len() < count {
                found.push(pos.clone());
            }
        }
    }
    found
}

/// A legal position of shakmaty's, from a FEN.
fn position<P: FromSetup + Position>(fen: &str) -> P {
    fen.parse::<Fen>()
        .expect("fen")
        .into_position(shakmaty::CastlingMode::Standard)
        .expect("legal")
}

/// The engine's rules of a bundled variant.
fn rules(variant: &str) -> Rules {
    Rules::<u128>::new(&find(variant).expect("bundled").pawn_rules(), &[]).expect("playable")
}

fn compare<P: Position + Clone>(variant: &str, start: &P, seed: u64, count: usize) {
    let rules = rules(variant);
    let positions = random_positions(start, count, seed);
    let mut nodes = 0;
    for (i, pos) in positions.iter().enumerate() {
        let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
        let board = rules
            .position(&fen)
            .unwrap_or_else(|e| panic!("{fen}: {e}"));
        // Depth 4 on every tenth position, depth 3 on the rest.
        let depth = if i % 10 == 0 { 4 } else { 3 };
        let want = shakmaty::perft(pos, depth);
        let got = rules.perft(&board, depth);
        assert_eq!(got, want, "{variant} `{fen}` depth {depth}");
        nodes += want;
    }
    assert!(nodes > 500_000, "the positions should have moves: {nodes}");
}

#[test]
fn standard_matches_shakmaty() {
    let start: Chess = position("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1");
    compare("standard", &start, 0x5EED_0001, 220);
}

/// Every piece, castling rights kept and lost along the random games (the
/// FEN's castling field), promotions to every piece.
#[test]
fn chess_with_every_piece_matches_shakmaty() {
    compare("standard", &Chess::default(), 0x5EED_0003, 60);
}

#[test]
fn horde_matches_shakmaty() {
    let start: Horde =
        position("4k3/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w - - 0 1");
    compare("horde", &start, 0x5EED_0002, 220);
}

/// Every piece, no castling rights: every position is played by perft's
/// fast path with pieces (check and pin masks), none by the general one.
#[test]
fn chess_without_castling_matches_shakmaty() {
    let start: Chess = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    compare("standard", &start, 0x5EED_0004, 60);
}

/// En-passant captures that a pin along a rank or a diagonal forbids, and
/// one that takes the checking pawn, among pieces.
#[test]
fn en_passant_among_pieces_matches_shakmaty() {
    let rules = rules("standard");
    for fen in [
        "8/8/8/KPp4r/8/8/8/7k w - c6 0 1",
        "8/8/8/8/k2Pp2Q/8/8/7K b - d3 0 1",
        "8/8/8/2k5/3Pp3/8/8/4K2R b - d3 0 1",
        "4k3/5b2/8/3pP3/8/1K6/8/8 w - d6 0 1",
        "4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 1",
    ] {
        let pos: Chess = position(fen);
        let board = rules.position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for depth in 1..=3 {
            assert_eq!(
                rules.perft(&board, depth),
                shakmaty::perft(&pos, depth),
                "`{fen}` depth {depth}"
            );
        }
    }
}
