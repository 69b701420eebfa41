//! A kings-and-pawns variant engine: pawn moves from the generated rules,
//! king steps (no castling), the pieces pawns promote into as leaper and
//! rider tables, and full legality (no move may leave the mover's king
//! attacked; a side without a king, as in horde, has every move legal).
//! No game-end rules: a position with moves is expanded.

use core::fmt;

use pawnshift::{Color, MoveKind, PawnMove};

use crate::fen::{FenError, Position};
use crate::variants::{Bundled, SideView};

/// The kinds of piece the engine moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Moves by the variant's generated pawn rules.
    Pawn,
    /// One step any way.
    King,
    /// Rook + bishop.
    Queen,
    /// Slides along files and ranks.
    Rook,
    /// Slides along diagonals.
    Bishop,
    /// The (1, 2) leaper.
    Knight,
    /// Bishop + knight.
    Archbishop,
    /// Rook + knight.
    Chancellor,
    /// One step diagonally (shatranj's ferz, makruk's met).
    Ferz,
    /// Knight + camel ((1, 3) leaper).
    Wildebeest,
}

const KINDS: [Kind; 10] = [
    Kind::Pawn,
    Kind::King,
    Kind::Queen,
    Kind::Rook,
    Kind::Bishop,
    Kind::Knight,
    Kind::Archbishop,
    Kind::Chancellor,
    Kind::Ferz,
    Kind::Wildebeest,
];

impl Kind {
    fn index(self) -> usize {
        self as usize
    }

    /// The piece a spec promotion name stands for.
    pub fn from_spec_name(name: &str) -> Option<Kind> {
        Some(match name {
            "queen" => Kind::Queen,
            "rook" => Kind::Rook,
            "bishop" => Kind::Bishop,
            "knight" => Kind::Knight,
            "archbishop" => Kind::Archbishop,
            "chancellor" => Kind::Chancellor,
            "met" | "ferz" => Kind::Ferz,
            "wildebeest" => Kind::Wildebeest,
            _ => return None,
        })
    }
}

/// The FEN letter of each kind in a variant, as Fairy-Stockfish writes them.
fn letters(variant: &str) -> Vec<(char, Kind)> {
    let mut table = vec![
        ('p', Kind::Pawn),
        ('k', Kind::King),
        ('q', Kind::Queen),
        ('r', Kind::Rook),
        ('b', Kind::Bishop),
        ('n', Kind::Knight),
        ('a', Kind::Archbishop),
        ('c', Kind::Chancellor),
    ];
    match variant {
        // The ferz takes the queen's letter; the alfil (b) is not supported.
        "shatranj" => table.retain(|&(l, _)| !matches!(l, 'q' | 'b' | 'a' | 'c')),
        "makruk" => table.retain(|&(l, _)| !matches!(l, 'q' | 'b' | 'a' | 'c')),
        "modern" => table.retain(|&(l, _)| l != 'a'),
        "wildebeest" => table.retain(|&(l, _)| !matches!(l, 'a' | 'c')),
        _ => {}
    }
    match variant {
        "shatranj" => table.push(('q', Kind::Ferz)),
        "makruk" => table.push(('m', Kind::Ferz)),
        "modern" => table.push(('m', Kind::Archbishop)),
        "wildebeest" => table.push(('w', Kind::Wildebeest)),
        _ => {}
    }
    table
}

/// A variant's fixed data: geometry, attack tables, generated pawn rules.
pub struct Rules {
    /// The bundled variant.
    pub variant: &'static Bundled,
    width: i32,
    height: i32,
    board: u128,
    sides: [SideView; 2],
    /// The engine kind of each promotion piece (indexed like
    /// `PawnMove::promotion`) and its limit.
    pieces: Vec<(Kind, Option<u8>)>,
    letters: Vec<(char, Kind)>,
    king: Vec<u128>,
    knight: Vec<u128>,
    camel: Vec<u128>,
    ferz: Vec<u128>,
    /// Squares a side's pawns may not stand on (its mandatory zone).
    pawn_forbidden: [u128; 2],
    /// The kings-and-pawns fast path, where the variant allows one.
    fast: Option<crate::fast::Fast>,
}

/// An engine position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pieces: [[u128; 10]; 2],
    side: Color,
    en_passant: u128,
    /// The pawn whose multi-step push made `en_passant`.
    victim: u8,
}

/// A move of any piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Square left.
    pub from: u8,
    /// Square reached.
    pub to: u8,
    /// The piece moving.
    pub kind: Kind,
    /// The piece a pawn becomes.
    pub promotion: Option<Kind>,
    /// Captures the en-passant victim.
    pub en_passant_capture: bool,
    /// En-passant squares the move creates.
    pub creates: u128,
}

const SIDES: [Color; 2] = [Color::White, Color::Black];

fn side_index(color: Color) -> usize {
    color as usize
}

impl Rules {
    /// The rules of a bundled variant; an error for the variants whose other
    /// pieces the engine cannot play (shogi's and xiangqi's kings).
    pub fn new(variant: &'static Bundled) -> Result<Rules, String> {
        if matches!(variant.name, "shogi" | "xiangqi") {
            return Err(format!(
                "perft does not play {}: its king and promoted pieces move by rules this kings-and-pawns engine lacks",
                variant.name
            ));
        }
        let sides = SIDES.map(|c| variant.side(c));
        let [Some(white), Some(black)] = sides else {
            return Err(format!("{} does not declare both sides", variant.name));
        };
        let mut pieces = Vec::new();
        for info in variant.pieces() {
            let kind = Kind::from_spec_name(info.name)
                .ok_or_else(|| format!("the engine cannot move a `{}`", info.name))?;
            pieces.push((kind, info.limit));
        }
        let (width, height) = (
            i32::try_from(variant.width()).unwrap_or(16),
            i32::try_from(variant.height()).unwrap_or(16),
        );
        let leaper = |offsets: &[(i32, i32)]| -> Vec<u128> {
            (0..width * height)
                .map(|sq| {
                    let (f, r) = (sq % width, sq / width);
                    offsets
                        .iter()
                        .filter(|&&(df, dr)| {
                            (0..width).contains(&(f + df)) && (0..height).contains(&(r + dr))
                        })
                        .fold(0, |set, &(df, dr)| {
                            set | 1u128 << ((r + dr) * width + f + df)
                        })
                })
                .collect()
        };
        let symmetric = |a: i32, b: i32| {
            let mut list = Vec::new();
            for (x, y) in [(a, b), (b, a)] {
                for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                    if !list.contains(&(x * sx, y * sy)) {
                        list.push((x * sx, y * sy));
                    }
                }
            }
            list
        };
        let mut king_steps = symmetric(0, 1);
        king_steps.extend(symmetric(1, 1));
        let board = crate::fen::board_mask(variant.width(), variant.height());
        let forbidden = |side: SideView| side.promotion_split(board).map_or(0, |s| s.mandatory);
        let mut rules = Rules {
            variant,
            width,
            height,
            board,
            sides: [white, black],
            pieces,
            letters: letters(variant.name),
            king: leaper(&king_steps),
            knight: leaper(&symmetric(1, 2)),
            camel: leaper(&symmetric(1, 3)),
            ferz: leaper(&symmetric(1, 1)),
            pawn_forbidden: [forbidden(white), forbidden(black)],
            fast: None,
        };
        rules.fast = crate::fast::Fast::new(&rules);
        Ok(rules)
    }

    /// King steps from each square.
    pub(crate) fn king_table(&self) -> &[u128] {
        &self.king
    }

    /// The engine kind of promotion piece `index`.
    pub(crate) fn piece_kind(&self, index: u8) -> Kind {
        self.pieces
            .get(usize::from(index))
            .map_or(Kind::Queen, |&(kind, _)| kind)
    }

    /// The engine position of a FEN.
    pub fn position(&self, fen: &str) -> Result<Board, FenError> {
        let width = self.variant.width();
        let p = Position::parse(fen, width, self.variant.height())?;
        let mut pieces = [[0u128; 10]; 2];
        for (index, piece) in p.squares.iter().enumerate() {
            let Some(piece) = piece else { continue };
            let Some(&(_, kind)) = self.letters.iter().find(|(l, _)| *l == piece.letter) else {
                return Err(FenError {
                    message: format!(
                        "unknown piece `{}` on {} for {}",
                        piece.fen_char(),
                        self.square_name(u8::try_from(index).unwrap_or(0)),
                        self.variant.name
                    ),
                });
            };
            let bit = 1u128 << index;
            let side = side_index(piece.color);
            if kind == Kind::Pawn && self.pawn_forbidden[side] & bit != 0 {
                return Err(FenError {
                    message: format!(
                        "a pawn on {}, where a {} pawn must already have promoted",
                        self.square_name(u8::try_from(index).unwrap_or(0)),
                        if side == 0 { "white" } else { "black" }
                    ),
                });
            }
            pieces[side][kind.index()] |= bit;
        }
        let mut board = Board {
            pieces,
            side: p.side_to_move,
            en_passant: p.en_passant & !p.occupied(),
            victim: 0,
        };
        if board.en_passant != 0 {
            match self.find_victim(&board) {
                Some(victim) => board.victim = victim,
                None => {
                    return Err(FenError {
                        message: "no pawn of the side that just moved could have passed the en-passant squares".to_owned(),
                    });
                }
            }
        }
        Ok(board)
    }

    /// The pawn of the side that just moved whose multi-step push passed the
    /// en-passant squares.
    fn find_victim(&self, board: &Board) -> Option<u8> {
        let mover = board.side.other();
        let side = self.sides[side_index(mover)];
        let pawns = board.pieces[side_index(mover)][Kind::Pawn.index()];
        for sq in bits(pawns) {
            let (f, r) = (i32::from(sq) % self.width, i32::from(sq) / self.width);
            for rule in side.rules() {
                let pawnshift::RuleKind::Push {
                    steps,
                    en_passant: true,
                } = rule.kind
                else {
                    continue;
                };
                for &(df, dr) in rule.directions {
                    let passed = (1..i32::from(steps)).try_fold(0u128, |set, k| {
                        let (pf, pr) = (f - i32::from(df) * k, r - i32::from(dr) * k);
                        self.on(pf, pr)
                            .then(|| set | 1u128 << (pr * self.width + pf))
                    });
                    if passed.is_some_and(|p| p & board.en_passant == board.en_passant) {
                        return Some(sq);
                    }
                }
            }
        }
        None
    }

    fn on(&self, f: i32, r: i32) -> bool {
        (0..self.width).contains(&f) && (0..self.height).contains(&r)
    }

    /// `e4`, `j10`.
    pub fn square_name(&self, square: u8) -> String {
        let (f, r) = (
            i32::from(square) % self.width,
            i32::from(square) / self.width,
        );
        let file = char::from_digit(u32::try_from(f + 10).unwrap_or(35), 36).unwrap_or('?');
        format!("{file}{}", r + 1)
    }

    /// A move in coordinate notation: `e2e4`, `e7e8q`.
    pub fn move_name(&self, m: &Move) -> String {
        let mut text = format!("{}{}", self.square_name(m.from), self.square_name(m.to));
        if let Some(kind) = m.promotion
            && let Some(&(letter, _)) = self.letters.iter().find(|&&(_, k)| k == kind)
        {
            text.push(letter);
        }
        text
    }

    fn rider(&self, square: u8, occupied: u128, dirs: &[(i32, i32)]) -> u128 {
        let (f0, r0) = (
            i32::from(square) % self.width,
            i32::from(square) / self.width,
        );
        let mut set = 0;
        for &(df, dr) in dirs {
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while self.on(f, r) {
                let bit = 1u128 << (r * self.width + f);
                set |= bit;
                if occupied & bit != 0 {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        set
    }

    /// The squares a non-pawn piece on `square` attacks.
    fn attacks(&self, kind: Kind, square: u8, occupied: u128) -> u128 {
        const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
        const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        let sq = usize::from(square);
        match kind {
            Kind::Pawn => 0,
            Kind::King => self.king[sq],
            Kind::Knight => self.knight[sq],
            Kind::Ferz => self.ferz[sq],
            Kind::Wildebeest => self.knight[sq] | self.camel[sq],
            Kind::Rook => self.rider(square, occupied, &ORTHOGONAL),
            Kind::Bishop => self.rider(square, occupied, &DIAGONAL),
            Kind::Queen => {
                self.rider(square, occupied, &ORTHOGONAL) | self.rider(square, occupied, &DIAGONAL)
            }
            Kind::Archbishop => self.rider(square, occupied, &DIAGONAL) | self.knight[sq],
            Kind::Chancellor => self.rider(square, occupied, &ORTHOGONAL) | self.knight[sq],
        }
    }

    /// Whether `by` attacks any square of `targets`.
    fn attacked(&self, board: &Board, targets: u128, by: Color) -> bool {
        let occupied = board.occupied();
        let theirs = &board.pieces[side_index(by)];
        let pawn_attacks = self.sides[side_index(by)]
            .attacks(theirs[Kind::Pawn.index()])
            .unwrap_or(0);
        if pawn_attacks & targets != 0 {
            return true;
        }
        KINDS[1..].iter().any(|&kind| {
            bits(theirs[kind.index()]).any(|sq| self.attacks(kind, sq, occupied) & targets != 0)
        })
    }

    /// Every pseudo-legal move of the side to move.
    fn pseudo_moves(&self, board: &Board, out: &mut Vec<Move>) {
        let us = side_index(board.side);
        let own = board.side_pieces(us);
        let enemies = board.side_pieces(1 - us);
        let occupied = own | enemies;
        let mine = &board.pieces[us];
        // Promotion pieces the side may still choose.
        let mut allowed = 0u32;
        for (i, &(kind, limit)) in self.pieces.iter().enumerate() {
            let have = mine[kind.index()].count_ones();
            if limit.is_none_or(|n| have < u32::from(n)) {
                allowed |= 1 << i;
            }
        }
        let pieces = &self.pieces;
        let victim_guard = board.en_passant;
        self.sides[us].generate(
            mine[Kind::Pawn.index()],
            own,
            enemies,
            board.en_passant,
            allowed,
            &mut |m: PawnMove<u128>| {
                out.push(Move {
                    from: m.from,
                    to: m.to,
                    kind: Kind::Pawn,
                    promotion: m.promotion.map(|i| pieces[usize::from(i)].0),
                    en_passant_capture: m.kind == MoveKind::EnPassant && victim_guard != 0,
                    creates: m.en_passant,
                });
            },
        );
        for &kind in &KINDS[1..] {
            for from in bits(mine[kind.index()]) {
                for to in bits(self.attacks(kind, from, occupied) & !own & self.board) {
                    out.push(Move {
                        from,
                        to,
                        kind,
                        promotion: None,
                        en_passant_capture: false,
                        creates: 0,
                    });
                }
            }
        }
    }

    /// Every legal move of the side to move.
    pub fn legal_moves(&self, board: &Board) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_moves(board, &mut moves);
        let us = board.side;
        moves.retain(|m| {
            let next = board.after(m);
            let king = next.pieces[side_index(us)][Kind::King.index()];
            king == 0 || !self.attacked(&next, king, us.other())
        });
        moves
    }

    /// Leaf nodes at `depth`.
    pub fn perft(&self, board: &Board, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if let Some(fast) = &self.fast
            && let Some(nodes) = fast.perft(self, board, depth)
        {
            return nodes;
        }
        self.perft_general(board, depth)
    }

    /// Leaf nodes at `depth`, by generating, making and testing every move.
    pub fn perft_general(&self, board: &Board, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves(board);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| self.perft(&board.after(m), depth - 1))
            .sum()
    }

    /// Perft split by first move, in move-name order.
    pub fn divide(&self, board: &Board, depth: u32) -> Vec<(String, u64)> {
        let mut list: Vec<(String, u64)> = self
            .legal_moves(board)
            .iter()
            .map(|m| {
                let nodes = self.perft(&board.after(m), depth.saturating_sub(1));
                (self.move_name(m), nodes)
            })
            .collect();
        list.sort();
        list
    }
}

impl Board {
    /// The raw parts: pieces by side and kind, side to move, en-passant
    /// squares and the pawn they belong to.
    pub(crate) fn parts(&self) -> (&[[u128; 10]; 2], Color, u128, u8) {
        (&self.pieces, self.side, self.en_passant, self.victim)
    }

    /// A position from its raw parts (side 0 white, 1 black).
    pub(crate) fn from_parts(
        pieces: &[[u128; 10]; 2],
        side: usize,
        en_passant: u128,
        victim: u8,
    ) -> Board {
        Board {
            pieces: *pieces,
            side: if side == 0 {
                Color::White
            } else {
                Color::Black
            },
            en_passant,
            victim,
        }
    }

    /// The position after `m`.
    #[must_use]
    pub fn after(&self, m: &Move) -> Board {
        let board = self;
        let mut next = *board;
        let us = side_index(board.side);
        let them = 1 - us;
        let (from, to) = (1u128 << m.from, 1u128 << m.to);
        next.pieces[us][m.kind.index()] &= !from;
        for set in &mut next.pieces[them] {
            *set &= !to;
        }
        if m.en_passant_capture {
            next.pieces[them][Kind::Pawn.index()] &= !(1u128 << board.victim);
        }
        next.pieces[us][m.promotion.unwrap_or(m.kind).index()] |= to;
        next.side = board.side.other();
        next.en_passant = m.creates;
        next.victim = m.to;
        next
    }

    fn side_pieces(&self, side: usize) -> u128 {
        self.pieces[side].iter().fold(0, |a, b| a | b)
    }

    fn occupied(&self) -> u128 {
        self.side_pieces(0) | self.side_pieces(1)
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}->{}", self.from, self.to)
    }
}

/// The set bits of `set`, lowest first.
fn bits(mut set: u128) -> impl Iterator<Item = u8> {
    core::iter::from_fn(move || {
        (set != 0).then(|| {
            let square = u8::try_from(set.trailing_zeros()).unwrap_or(0);
            set &= set - 1;
            square
        })
    })
}
