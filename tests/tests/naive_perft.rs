//! A second, deliberately naive kings-and-pawns perft: a mailbox of squares,
//! every rule walked one square at a time from the rule book's words,
//! legality by making the move and looking at every enemy piece for an
//! attack on the king. No bitboards, no generated code, nothing of the
//! engine's. On random positions it agrees with the engine's perft, on
//! boards up to 16 x 16 (the engine's `Wide<4>` sets past 128 squares).

use pawnshift_engine::Set;
use pawnshift_engine::game::Rules;
use pawnshift_engine::set::{Widest, fits};
use pawnshift_tests::Rng;

/// A step `(file delta, rank delta)`, from White's side of the board.
type Step = (i32, i32);

const ORTHOGONAL: &[Step] = &[(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: &[Step] = &[(1, 1), (1, -1), (-1, -1), (-1, 1)];
const KNIGHT: &[Step] = &[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const CAMEL: &[Step] = &[
    (1, 3),
    (3, 1),
    (3, -1),
    (1, -3),
    (-1, -3),
    (-3, -1),
    (-3, 1),
    (-1, 3),
];

/// How a promoted piece moves: steps it leaps once, steps it rides, as
/// White sees them (Black's turned, as the rules of asymmetric pieces
/// such as the tokin say).
#[derive(Clone, Copy)]
struct Movement {
    name: &'static str,
    /// Its FEN letter, where random positions may hold it from the start.
    letter: Option<char>,
    leaps: &'static [&'static [Step]],
    rides: &'static [&'static [Step]],
}

const QUEEN: Movement = Movement {
    name: "queen",
    letter: Some('q'),
    leaps: &[],
    rides: &[ORTHOGONAL, DIAGONAL],
};
const ROOK: Movement = Movement {
    name: "rook",
    letter: Some('r'),
    leaps: &[],
    rides: &[ORTHOGONAL],
};
const BISHOP: Movement = Movement {
    name: "bishop",
    letter: Some('b'),
    leaps: &[],
    rides: &[DIAGONAL],
};
const KNIGHT_PIECE: Movement = Movement {
    name: "knight",
    letter: Some('n'),
    leaps: &[KNIGHT],
    rides: &[],
};
const CHANCELLOR: Movement = Movement {
    name: "chancellor",
    letter: Some('c'),
    leaps: &[KNIGHT],
    rides: &[ORTHOGONAL],
};
const ARCHBISHOP: Movement = Movement {
    name: "archbishop",
    letter: Some('a'),
    leaps: &[KNIGHT],
    rides: &[DIAGONAL],
};
/// The gold general: one step orthogonally or diagonally forward.
const TOKIN: Movement = Movement {
    name: "tokin",
    letter: None,
    leaps: &[ORTHOGONAL, &[(1, 1), (-1, 1)]],
    rides: &[],
};
const WILDEBEEST: Movement = Movement {
    name: "wildebeest",
    letter: Some('w'),
    leaps: &[KNIGHT, CAMEL],
    rides: &[],
};

/// One pawn rule: what it does, its directions, its steps, the ranks (from
/// 1) it starts from.
#[derive(Clone, Copy)]
struct PawnRule {
    kind: Kind,
    dirs: &'static [Step],
    steps: i32,
    from: Option<(i32, i32)>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Onto empty squares, through empty squares; `true`: the passed
    /// squares become en-passant squares.
    Push(bool),
    /// Onto an enemy, or en passant.
    Capture,
    /// Onto an empty square or an enemy (shogi's pawn).
    Step,
}

/// A variant as the naive perft knows it, written from its rule book.
struct Variant {
    name: &'static str,
    width: i32,
    height: i32,
    /// White's pawn rules; Black's are the same, ranks reflected.
    rules: &'static [PawnRule],
    /// White's mandatory and optional promotion ranks (from 1).
    mandatory: Option<(i32, i32)>,
    optional: Option<(i32, i32)>,
    pieces: &'static [Movement],
}

/// A square's content: side (0 white, 1 black) and piece (`None`: the
/// king, `Some(usize::MAX)`: a pawn, `Some(i)`: promotion piece `i`).
type Cell = Option<(usize, Option<usize>)>;

const PAWN: Option<usize> = Some(usize::MAX);

#[derive(Clone)]
struct Position {
    cells: Vec<Cell>,
    side: usize,
    /// En-passant squares the last move made, and the pawn that made them.
    en_passant: Vec<usize>,
    victim: Option<usize>,
}

impl Variant {
    fn index(&self, f: i32, r: i32) -> Option<usize> {
        (f >= 0 && r >= 0 && f < self.width && r < self.height)
            .then(|| usize::try_from(r * self.width + f).unwrap_or(0))
    }

    fn file_rank(&self, square: usize) -> (i32, i32) {
        let square = i32::try_from(square).unwrap_or(0);
        (square % self.width, square / self.width)
    }

    /// A step of `side`: Black's ranks run the other way.
    fn oriented(side: usize, (df, dr): Step) -> Step {
        if side == 0 { (df, dr) } else { (df, -dr) }
    }

    /// Ranks (from 1) as `side` sees them.
    fn ranks_of(&self, side: usize, ranks: Option<(i32, i32)>) -> Option<(i32, i32)> {
        ranks.map(|(a, b)| {
            if side == 0 {
                (a, b)
            } else {
                (self.height + 1 - b, self.height + 1 - a)
            }
        })
    }

    fn on_ranks(&self, side: usize, ranks: Option<(i32, i32)>, square: usize) -> bool {
        let rank = self.file_rank(square).1 + 1;
        self.ranks_of(side, ranks)
            .is_some_and(|(a, b)| (a..=b).contains(&rank))
    }

    /// Whether `side`'s piece on `from` attacks `target`.
    fn attacks(&self, p: &Position, from: usize, target: usize) -> bool {
        let Some((side, piece)) = p.cells[from] else {
            return false;
        };
        let (file, rank) = self.file_rank(from);
        let hits = |step: Step, ride: bool| {
            let (mut tf, mut tr) = (file, rank);
            loop {
                tf += step.0;
                tr += step.1;
                let Some(sq) = self.index(tf, tr) else {
                    return false;
                };
                if sq == target {
                    return true;
                }
                if !ride || p.cells[sq].is_some() {
                    return false;
                }
            }
        };
        match piece {
            None => ORTHOGONAL.iter().chain(DIAGONAL).any(|&s| hits(s, false)),
            Some(usize::MAX) => self.rules.iter().any(|rule| {
                matches!(rule.kind, Kind::Capture | Kind::Step)
                    && (rule.from.is_none() || self.on_ranks(side, rule.from, from))
                    && rule
                        .dirs
                        .iter()
                        .any(|&d| hits(Self::oriented(side, d), false))
            }),
            Some(i) => {
                let m = self.pieces[i];
                m.leaps
                    .iter()
                    .flat_map(|s| s.iter())
                    .any(|&s| hits(Self::oriented(side, s), false))
                    || m.rides
                        .iter()
                        .flat_map(|s| s.iter())
                        .any(|&s| hits(Self::oriented(side, s), true))
            }
        }
    }

    /// Whether `side`'s king stands attacked.
    fn in_check(&self, p: &Position, side: usize) -> bool {
        let Some(king) = (0..p.cells.len()).find(|&s| p.cells[s] == Some((side, None))) else {
            return false;
        };
        (0..p.cells.len()).any(|s| {
            matches!(p.cells[s], Some((owner, _)) if owner != side) && self.attacks(p, s, king)
        })
    }

    /// Every pseudo-legal move, as the position after it.
    fn children(&self, p: &Position) -> Vec<Position> {
        let us = p.side;
        let mut out = Vec::new();
        let moved = |from: usize, to: usize, cell: Cell| {
            let mut next = p.clone();
            next.cells[from] = None;
            next.cells[to] = cell;
            next.side = 1 - us;
            next.en_passant.clear();
            next.victim = None;
            next
        };
        for from in 0..p.cells.len() {
            let Some((side, piece)) = p.cells[from] else {
                continue;
            };
            if side != us {
                continue;
            }
            let (file, rank) = self.file_rank(from);
            let steps = |set: &[Step], ride: bool, out: &mut Vec<Position>| {
                for &step in set {
                    let (df, dr) = Self::oriented(us, step);
                    let (mut tf, mut tr) = (file, rank);
                    loop {
                        tf += df;
                        tr += dr;
                        let Some(to) = self.index(tf, tr) else { break };
                        match p.cells[to] {
                            Some((owner, _)) if owner == us => break,
                            Some(_) => {
                                out.push(moved(from, to, p.cells[from]));
                                break;
                            }
                            None => out.push(moved(from, to, p.cells[from])),
                        }
                        if !ride {
                            break;
                        }
                    }
                }
            };
            match piece {
                None => {
                    steps(ORTHOGONAL, false, &mut out);
                    steps(DIAGONAL, false, &mut out);
                }
                Some(usize::MAX) => self.pawn_moves(p, from, &mut out),
                Some(i) => {
                    let m = self.pieces[i];
                    for set in m.leaps {
                        steps(set, false, &mut out);
                    }
                    for set in m.rides {
                        steps(set, true, &mut out);
                    }
                }
            }
        }
        out
    }

    /// One pawn's moves, promotions one move per piece.
    fn pawn_moves(&self, p: &Position, from: usize, out: &mut Vec<Position>) {
        let us = p.side;
        let (f, r) = self.file_rank(from);
        let land =
            |to: usize, out: &mut Vec<Position>, passed: Vec<usize>, taken: Option<usize>| {
                let mut next = p.clone();
                next.cells[from] = None;
                if let Some(t) = taken {
                    next.cells[t] = None;
                }
                next.side = 1 - us;
                next.en_passant = passed;
                next.victim = (!next.en_passant.is_empty()).then_some(to);
                let all = (0..self.pieces.len()).map(Some);
                // An en-passant capture (the one move that takes elsewhere)
                // never promotes.
                let may_promote = taken.is_none();
                if may_promote && self.on_ranks(us, self.mandatory, to) {
                    for piece in all {
                        // No pawn is left to take en passant.
                        let mut promoted = next.clone();
                        promoted.cells[to] = Some((us, piece));
                        promoted.en_passant.clear();
                        promoted.victim = None;
                        out.push(promoted);
                    }
                } else {
                    if may_promote && self.on_ranks(us, self.optional, to) {
                        for piece in all {
                            let mut promoted = next.clone();
                            promoted.cells[to] = Some((us, piece));
                            promoted.en_passant.clear();
                            promoted.victim = None;
                            out.push(promoted);
                        }
                    }
                    next.cells[to] = Some((us, PAWN));
                    out.push(next);
                }
            };
        for rule in self.rules {
            if rule.from.is_some() && !self.on_ranks(us, rule.from, from) {
                continue;
            }
            for &d in rule.dirs {
                let (df, dr) = Self::oriented(us, d);
                match rule.kind {
                    Kind::Push(en_passant) => {
                        let mut passed = Vec::new();
                        let mut to = None;
                        for k in 1..=rule.steps {
                            match self.index(f + df * k, r + dr * k) {
                                Some(sq) if p.cells[sq].is_none() => {
                                    if k < rule.steps {
                                        passed.push(sq);
                                    } else {
                                        to = Some(sq);
                                    }
                                }
                                _ => break,
                            }
                        }
                        if let Some(to) = to {
                            land(to, out, if en_passant { passed } else { Vec::new() }, None);
                        }
                    }
                    Kind::Step => match self.index(f + df, r + dr) {
                        Some(to) if p.cells[to].is_none_or(|(owner, _)| owner != us) => {
                            land(to, out, Vec::new(), None);
                        }
                        _ => {}
                    },
                    Kind::Capture => {
                        let Some(to) = self.index(f + df, r + dr) else {
                            continue;
                        };
                        match p.cells[to] {
                            Some((owner, _)) if owner != us => land(to, out, Vec::new(), None),
                            None if p.en_passant.contains(&to) => {
                                land(to, out, Vec::new(), p.victim);
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
    }

    fn perft(&self, p: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut count = 0;
        for child in self.children(p) {
            if !self.in_check(&child, p.side) {
                count += self.perft(&child, depth - 1);
            }
        }
        count
    }

    /// The position as a FEN the engine reads.
    fn fen(&self, p: &Position) -> String {
        let mut rows = Vec::new();
        for r in (0..self.height).rev() {
            let mut row = String::new();
            let mut gap = 0;
            for f in 0..self.width {
                let cell = self.index(f, r).and_then(|sq| p.cells[sq]);
                let Some((side, piece)) = cell else {
                    gap += 1;
                    continue;
                };
                if gap > 0 {
                    row.push_str(&gap.to_string());
                    gap = 0;
                }
                let letter = match piece {
                    None => 'k',
                    PAWN => 'p',
                    Some(i) => self.pieces[i].letter.unwrap_or('?'),
                };
                row.push(if side == 0 {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                });
            }
            if gap > 0 {
                row.push_str(&gap.to_string());
            }
            rows.push(row);
        }
        format!("{} {} - - 0 1", rows.join("/"), ["w", "b"][p.side])
    }
}

/// A random position of kings and pawns, and of up to two pieces a side
/// of those with a letter: kings apart, the side not to move not in
/// check, pawns off the ranks where they must have promoted.
fn random_position(v: &Variant, rng: &mut Rng) -> Position {
    let squares = usize::try_from(v.width * v.height).unwrap_or(0);
    let lettered: Vec<usize> = (0..v.pieces.len())
        .filter(|&i| v.pieces[i].letter.is_some())
        .collect();
    loop {
        let mut p = Position {
            cells: vec![None; squares],
            side: rng.below(2),
            en_passant: Vec::new(),
            victim: None,
        };
        for side in 0..2 {
            let king = rng.below(squares);
            if p.cells[king].is_none() {
                p.cells[king] = Some((side, None));
            }
            for _ in 0..2 + rng.below((squares / 8).min(16)) {
                let sq = rng.below(squares);
                if p.cells[sq].is_none() && !v.on_ranks(side, v.mandatory, sq) {
                    p.cells[sq] = Some((side, PAWN));
                }
            }
            for _ in 0..rng.below(3) {
                let sq = rng.below(squares);
                if !lettered.is_empty() && p.cells[sq].is_none() {
                    p.cells[sq] = Some((side, Some(lettered[rng.below(lettered.len())])));
                }
            }
        }
        let kings = p
            .cells
            .iter()
            .filter(|c| matches!(c, Some((_, None))))
            .count();
        if kings == 2 && !v.in_check(&p, 1 - p.side) {
            return p;
        }
    }
}

/// `count` random positions of a bundled variant, perft 1 to `depth` by
/// the naive search and by the engine, on `u128` sets where they hold the
/// board, else on `Wide<4>`.
fn agree(v: &Variant, count: usize, depth: u32) {
    let (width, height) = (v.width.unsigned_abs(), v.height.unsigned_abs());
    if fits::<u128>(width, height) {
        agree_on::<u128>(v, count, depth);
    } else {
        agree_on::<Widest>(v, count, depth);
    }
}

fn agree_on<S: Set>(v: &Variant, count: usize, depth: u32) {
    let rules = Rules::<S>::new(
        &pawnshift_engine::find(v.name)
            .expect("bundled")
            .pawn_rules(),
        &[],
    )
    .expect("playable");
    let names: Vec<&str> = v.pieces.iter().map(|m| m.name).collect();
    let mut rng = Rng(0x0da1_7e57 ^ v.name.len() as u64);
    let mut nodes = 0;
    for _ in 0..count {
        let p = random_position(v, &mut rng);
        let fen = v.fen(&p);
        let board = rules
            .position(&fen)
            .unwrap_or_else(|e| panic!("{}: `{fen}`: {e}", v.name));
        for d in 1..=depth {
            let naive = v.perft(&p, d);
            assert_eq!(
                rules.perft(&board, d),
                naive,
                "{} ({names:?}) `{fen}` depth {d}",
                v.name
            );
            nodes += naive;
        }
    }
    assert!(nodes > 1000 * count as u64, "{}: {nodes} nodes", v.name);
}

const N: Step = (0, 1);
const NW: Step = (-1, 1);
const NE: Step = (1, 1);

const fn rule(kind: Kind, dirs: &'static [Step], steps: i32, from: Option<(i32, i32)>) -> PawnRule {
    PawnRule {
        kind,
        dirs,
        steps,
        from,
    }
}

const SINGLE: PawnRule = rule(Kind::Push(false), &[N], 1, None);
const CAPTURES: PawnRule = rule(Kind::Capture, &[NW, NE], 1, None);
/// Orthodox pawns: one step, two from the second rank (en passant),
/// diagonal captures.
const ORTHODOX_RULES: &[PawnRule] = &[
    SINGLE,
    rule(Kind::Push(true), &[N], 2, Some((2, 2))),
    CAPTURES,
];
const ORTHODOX: [Movement; 4] = [QUEEN, ROOK, BISHOP, KNIGHT_PIECE];
/// Wildebeest's: two steps from ranks 2 and 3, three from rank 2.
const WILDEBEEST_RULES: &[PawnRule] = &[
    SINGLE,
    rule(Kind::Push(true), &[N], 2, Some((2, 3))),
    rule(Kind::Push(true), &[N], 3, Some((2, 2))),
    CAPTURES,
];
/// Berolina's: pushes diagonally, captures straight.
const BEROLINA_RULES: &[PawnRule] = &[
    rule(Kind::Push(false), &[NW, NE], 1, None),
    rule(Kind::Push(true), &[NW, NE], 2, Some((2, 2))),
    rule(Kind::Capture, &[N], 1, None),
];

#[test]
fn standard() {
    let v = Variant {
        name: "standard",
        width: 8,
        height: 8,
        rules: ORTHODOX_RULES,
        mandatory: Some((8, 8)),
        optional: None,
        pieces: &ORTHODOX,
    };
    agree(&v, 12, 4);
}

#[test]
fn capablanca_on_a_u128_board() {
    let v = Variant {
        name: "capablanca",
        width: 10,
        height: 8,
        rules: ORTHODOX_RULES,
        mandatory: Some((8, 8)),
        optional: None,
        pieces: &[ARCHBISHOP, CHANCELLOR, QUEEN, ROOK, BISHOP, KNIGHT_PIECE],
    };
    agree(&v, 8, 4);
}

#[test]
fn wildebeest_with_a_triple_step() {
    let v = Variant {
        name: "wildebeest",
        width: 11,
        height: 10,
        rules: WILDEBEEST_RULES,
        mandatory: None,
        optional: Some((9, 10)),
        pieces: &[QUEEN, WILDEBEEST],
    };
    agree(&v, 8, 4);
}

#[test]
fn berolina_pawns_push_diagonally() {
    let v = Variant {
        name: "berolina",
        width: 8,
        height: 8,
        rules: BEROLINA_RULES,
        mandatory: Some((8, 8)),
        optional: None,
        pieces: &ORTHODOX,
    };
    agree(&v, 12, 4);
}

const SHOGI_RULES: &[PawnRule] = &[rule(Kind::Step, &[N], 1, None)];

/// Chess on a really big board: one to six steps from the second rank,
/// each making every passed square an en-passant square.
const BIG_BOARD_RULES: &[PawnRule] = &[
    SINGLE,
    rule(Kind::Push(true), &[N], 2, Some((2, 2))),
    rule(Kind::Push(true), &[N], 3, Some((2, 2))),
    rule(Kind::Push(true), &[N], 4, Some((2, 2))),
    rule(Kind::Push(true), &[N], 5, Some((2, 2))),
    rule(Kind::Push(true), &[N], 6, Some((2, 2))),
    CAPTURES,
];

#[test]
fn big_board_on_16x16() {
    let v = Variant {
        name: "big_board",
        width: 16,
        height: 16,
        rules: BIG_BOARD_RULES,
        mandatory: Some((16, 16)),
        optional: None,
        pieces: &[QUEEN, CHANCELLOR, ARCHBISHOP, ROOK, BISHOP, KNIGHT_PIECE],
    };
    agree(&v, 3, 4);
}

/// A shogi-family pawn on a `size` x `size` board promoting to a tokin in
/// the far `zone` ranks, never forced.
fn shogi_pawns(name: &'static str, size: i32, zone: i32) -> Variant {
    Variant {
        name,
        width: size,
        height: size,
        rules: SHOGI_RULES,
        mandatory: None,
        optional: Some((size + 1 - zone, size)),
        pieces: &[TOKIN],
    }
}

#[test]
fn chu_shogi_on_12x12() {
    agree(&shogi_pawns("chu_shogi", 12, 4), 3, 4);
}

#[test]
fn dai_shogi_on_15x15() {
    agree(&shogi_pawns("dai_shogi", 15, 5), 3, 4);
}

#[test]
fn tenjiku_shogi_on_16x16() {
    agree(&shogi_pawns("tenjiku_shogi", 16, 5), 3, 4);
}
