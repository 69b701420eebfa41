//! FEN as Fairy-Stockfish writes it, for boards of any size: numbers above
//! 9 for long empty runs, `+` before and `~` after promoted pieces, pieces
//! in hand in `[…]` after the placement (`[PPp]`; `[]` and `[-]` are
//! empty hands), `*` for a wall (a square no piece may enter or pass),
//! a castling field of `KQkq` or file letters (`HAha`, Shredder-FEN), and
//! an en-passant field that may hold several squares concatenated
//! (`c3c4`).

use core::fmt;

use pawnshift::Color;

use crate::set::{MAX_SQUARES, Set, Widest};

/// A piece on the board: its colour and its FEN letter (lowercase).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// The FEN letter, lowercase (`p` for a pawn, `k` for a king).
    pub letter: char,
    /// Marked as promoted (`+x` or `x~`).
    pub promoted: bool,
}

impl Piece {
    /// The FEN letter with its colour's case.
    pub fn fen_char(self) -> char {
        match self.color {
            Color::White => self.letter.to_ascii_uppercase(),
            Color::Black => self.letter,
        }
    }
}

/// A castling right as a FEN's castling field names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Castle {
    /// `K`/`k`: with the outermost rook on the king's side.
    Kingside,
    /// `Q`/`q`: with the outermost rook on the queen's side.
    Queenside,
    /// `A`…/`a`…: with the rook on that file, from 0.
    File(u32),
}

/// A parsed position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// Files.
    pub width: u32,
    /// Ranks.
    pub height: u32,
    /// Square index = rank · width + file, a1 first.
    pub squares: Vec<Option<Piece>>,
    /// The walls (`*`).
    pub walls: Widest,
    /// The side to move.
    pub side_to_move: Color,
    /// The castling rights, each with its side.
    pub castling: Vec<(Color, Castle)>,
    /// The en-passant squares.
    pub en_passant: Widest,
    /// Pieces in hand, in FEN order (`None` when the FEN has no `[…]`).
    pub hand: Option<Vec<Piece>>,
    /// The checks each side has still to give, White's then Black's (the
    /// field `3+3` after the en-passant squares in check-counting
    /// variants; `None` without it).
    pub checks: Option<[u8; 2]>,
}

/// A FEN the parser rejects, with what is wrong and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    /// What is wrong, naming the field, rank or square.
    pub message: String,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN: {}", self.message)
    }
}

impl std::error::Error for FenError {}

/// `a` or `an` before a number written in digits (`an 8 x 8 board`, `an
/// 11 x 10 board`, `a 10 x 8 board`).
pub(crate) fn article(number: u32) -> &'static str {
    let text = number.to_string();
    if text.starts_with('8') || text == "11" || text == "18" {
        "an"
    } else {
        "a"
    }
}

fn error<T>(message: String) -> Result<T, FenError> {
    Err(FenError { message })
}

impl Position {
    /// Parses `fen` for a `width` x `height` board (of at most
    /// [`MAX_SQUARES`] squares).
    pub fn parse(fen: &str, width: u32, height: u32) -> Result<Position, FenError> {
        if width == 0 || height == 0 || width.saturating_mul(height) > MAX_SQUARES {
            return error(format!(
                "{} {width} x {height} board: positions are read on boards of 1 to {MAX_SQUARES} squares",
                article(width)
            ));
        }
        let mut fields = fen.split_whitespace();
        let Some(placement) = fields.next() else {
            return error("the FEN is empty".to_owned());
        };
        let (placement, hand) = match placement.find('[') {
            Some(i) if placement.ends_with(']') => (
                &placement[..i],
                Some(parse_hand(&placement[i + 1..placement.len() - 1])?),
            ),
            Some(_) => return error(format!("unclosed hand `[` in `{placement}`")),
            None => (placement, None),
        };
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != height as usize {
            return error(format!(
                "the placement has {} ranks, the board has {height}",
                rows.len()
            ));
        }
        let mut squares = vec![None; (width * height) as usize];
        let mut walls = Widest::EMPTY;
        for (i, row) in rows.iter().enumerate() {
            let rank = height - 1 - u32::try_from(i).unwrap_or(0);
            parse_rank(row, rank, width, &mut squares, &mut walls)?;
        }
        let side_to_move = match fields.next() {
            None | Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(other) => {
                return error(format!("side to move is `{other}`; expected `w` or `b`"));
            }
        };
        // A number there is a move clock: shogi FENs have neither castling
        // nor en-passant field (`[-] w 0 1`).
        let castling = fields
            .next()
            .filter(|c| !c.bytes().all(|b| b.is_ascii_digit()));
        // Fairy-Stockfish leaves the en-passant field out where no pawn
        // makes en-passant squares and a counting rule's number follows
        // (cambodian: `w DEde 126 0 1`).
        let en_passant = match castling {
            None => Widest::EMPTY,
            Some(_) => match fields.next() {
                None | Some("-") => Widest::EMPTY,
                Some(field) if field.bytes().all(|b| b.is_ascii_digit()) => Widest::EMPTY,
                Some(field) => parse_squares(field, width, height)?,
            },
        };
        let castling = match castling {
            None | Some("-") => Vec::new(),
            Some(field) => parse_castling(field, width)?,
        };
        let mut rest = fields.peekable();
        let checks = match rest
            .next_if(|f| f.contains('+'))
            .and_then(|f| f.split_once('+').map(|p| (f, p)))
        {
            None => None,
            Some((field, (white, black))) => match (white.parse(), black.parse()) {
                (Ok(white), Ok(black)) => Some([white, black]),
                _ => {
                    return error(format!(
                        "`{field}` is not a check count; write the checks each side has still to give, as `3+3`"
                    ));
                }
            },
        };
        // The move clocks: the half-moves since a capture or pawn move,
        // and the move number.
        for (n, field) in rest.enumerate() {
            if n >= 2 {
                return error(format!(
                    "`{field}` follows the move clocks, the FEN's last field"
                ));
            }
            if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) || field.len() > 9 {
                return error(format!(
                    "`{field}` is not a move clock: write a number of moves, as in `0 1`"
                ));
            }
        }
        Ok(Position {
            width,
            height,
            squares,
            walls,
            side_to_move,
            castling,
            en_passant,
            hand,
            checks,
        })
    }

    /// The set of squares holding pieces of `color` with `letter` (any
    /// letter with `None`).
    pub fn set(&self, color: Color, letter: Option<char>) -> Widest {
        self.squares
            .iter()
            .enumerate()
            .filter(|(_, p)| {
                p.is_some_and(|p| p.color == color && letter.is_none_or(|l| p.letter == l))
            })
            .fold(Widest::EMPTY, |set, (i, _)| {
                set | Widest::bit(u32::try_from(i).unwrap_or(u32::MAX))
            })
    }

    /// Every square of the board.
    pub fn board(&self) -> Widest {
        Widest::below(self.width * self.height)
    }

    /// Every occupied square.
    pub fn occupied(&self) -> Widest {
        self.set(Color::White, None) | self.set(Color::Black, None)
    }
}

/// The pieces between `[` and `]`: letters, uppercase White's; `-` alone
/// is an empty hand.
fn parse_hand(text: &str) -> Result<Vec<Piece>, FenError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    text.chars()
        .map(|c| {
            if c.is_ascii_alphabetic() {
                Ok(Piece {
                    color: if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    },
                    letter: c.to_ascii_lowercase(),
                    promoted: false,
                })
            } else {
                error(format!(
                    "the hand `[{text}]` holds `{c}`; write pieces in hand as letters, as in `[PPp]`"
                ))
            }
        })
        .collect()
}

fn parse_rank(
    row: &str,
    rank: u32,
    width: u32,
    squares: &mut [Option<Piece>],
    walls: &mut Widest,
) -> Result<(), FenError> {
    let rank_name = rank + 1;
    let mut file = 0u32;
    let mut chars = row.chars().peekable();
    let mut promoted_next = false;
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            let mut digits = c.to_string();
            while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                digits.push(d);
                chars.next();
            }
            if digits.starts_with('0') {
                return error(format!(
                    "rank {rank_name}: a run of empty squares is written without a leading zero, not `{digits}`"
                ));
            }
            match digits.parse::<u32>() {
                Ok(run) if file.saturating_add(run) <= width => file += run,
                _ => {
                    return error(format!(
                        "rank {rank_name} is too long: the run `{digits}` passes the board's {width} files"
                    ));
                }
            }
        } else if c == '+' {
            promoted_next = true;
        } else if c == '~' {
            let index = (rank * width + file.saturating_sub(1)) as usize;
            match squares.get_mut(index).and_then(Option::as_mut) {
                Some(piece) if file > 0 => piece.promoted = true,
                _ => return error(format!("rank {rank_name}: `~` follows no piece")),
            }
        } else if c == '*' && !promoted_next {
            if file >= width {
                return error(format!(
                    "rank {rank_name} is too long: more than {width} squares"
                ));
            }
            *walls |= Widest::bit(rank * width + file);
            file += 1;
        } else if c.is_ascii_alphabetic() {
            if file >= width {
                return error(format!(
                    "rank {rank_name} is too long: more than {width} squares"
                ));
            }
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            squares[(rank * width + file) as usize] = Some(Piece {
                color,
                letter: c.to_ascii_lowercase(),
                promoted: promoted_next,
            });
            promoted_next = false;
            file += 1;
        } else {
            return error(format!("rank {rank_name}: unexpected character `{c}`"));
        }
        if file > width {
            return error(format!(
                "rank {rank_name} is too long: {file} squares on a board of {width} files"
            ));
        }
    }
    if file != width {
        return error(format!(
            "rank {rank_name} has {file} squares, the board has {width} files"
        ));
    }
    Ok(())
}

/// A castling field: `K`, `Q`, `k`, `q` and file letters (upper case for
/// White), each at most once.
fn parse_castling(field: &str, width: u32) -> Result<Vec<(Color, Castle)>, FenError> {
    let mut rights = Vec::new();
    for c in field.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let right = match c.to_ascii_lowercase() {
            'k' => Castle::Kingside,
            'q' => Castle::Queenside,
            f if f.is_ascii_lowercase() && u32::from(f) - u32::from('a') < width => {
                Castle::File(u32::from(f) - u32::from('a'))
            }
            _ => {
                return Err(FenError {
                    message: format!(
                        "castling field `{field}`: `{c}` is neither `K`, `Q`, `k`, `q` nor a file of this {width}-file board"
                    ),
                });
            }
        };
        if rights.contains(&(color, right)) {
            return Err(FenError {
                message: format!("castling field `{field}`: `{c}` twice"),
            });
        }
        rights.push((color, right));
    }
    Ok(rights)
}

/// Squares written one after another: `e3`, `c3c4`, `j10`.
pub fn parse_squares(field: &str, width: u32, height: u32) -> Result<Widest, FenError> {
    let mut set = Widest::EMPTY;
    let mut chars = field.chars().peekable();
    while let Some(letter) = chars.next() {
        if !letter.is_ascii_lowercase() {
            return error(format!(
                "en-passant field `{field}`: expected a file letter, found `{letter}`"
            ));
        }
        let file = u32::from(letter) - u32::from('a');
        let mut digits = String::new();
        while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit()) {
            digits.push(d);
            chars.next();
        }
        let rank: u32 = digits.parse().unwrap_or(0);
        if file >= width || rank == 0 || rank > height || digits.starts_with('0') {
            return error(format!(
                "en-passant field `{field}`: `{letter}{digits}` is not a square of {} {width} x {height} board",
                article(width)
            ));
        }
        let square = Widest::bit((rank - 1) * width + file);
        if set & square != Widest::EMPTY {
            return error(format!(
                "en-passant field `{field}`: `{letter}{digits}` is named twice"
            ));
        }
        set |= square;
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_long_runs_and_several_en_passant_squares() {
        let fen = "5k5/11/11/11/11/2Pp7/1p9/11/11/5K5 b - c3c4 0 1";
        let p = Position::parse(fen, 11, 10).unwrap();
        assert_eq!(p.side_to_move, Color::Black);
        assert_eq!(
            p.en_passant.low_u128(),
            1 << (2 * 11 + 2) | 1 << (3 * 11 + 2)
        );
        assert_eq!(p.set(Color::White, Some('p')).low_u128(), 1 << (4 * 11 + 2));
        assert_eq!(p.set(Color::Black, Some('k')).low_u128(), 1 << (9 * 11 + 5));
    }

    #[test]
    fn rejects_wrong_shapes_with_a_reason() {
        let bad = |fen: &str| Position::parse(fen, 8, 8).unwrap_err().message;
        assert_eq!(
            bad("8/8/8/8/8/8/8 w - -"),
            "the placement has 7 ranks, the board has 8"
        );
        assert_eq!(
            bad("9/8/8/8/8/8/8/8 w - -"),
            "rank 8 is too long: the run `9` passes the board's 8 files"
        );
        assert_eq!(
            bad("08/8/8/8/8/8/8/8 w - -"),
            "rank 8: a run of empty squares is written without a leading zero, not `08`"
        );
        assert_eq!(
            bad("7/8/8/8/8/8/8/8 w - -"),
            "rank 8 has 7 squares, the board has 8 files"
        );
        assert_eq!(
            bad("8/8/8/8/8/8/8/7? w - -"),
            "rank 1: unexpected character `?`"
        );
        assert_eq!(
            bad("8/8/8/8/8/8/8/8 x - -"),
            "side to move is `x`; expected `w` or `b`"
        );
        assert!(bad("8/8/8/8/8/8/8/8 w - i9").contains("`i9` is not a square"));
        // Found by the fuzzer: a run of digits that overflows a u32, said
        // as written.
        assert_eq!(
            bad("8888888888/8/8/8/8/8/8/8 w - -"),
            "rank 8 is too long: the run `8888888888` passes the board's 8 files"
        );
    }

    /// Inputs the `fen` fuzz target found to panic, kept as regressions.
    #[test]
    fn fuzzer_findings_are_errors_not_panics() {
        let findings = ["XXXPXX8888888888/141\u{2cc}5/145k/5/11/o11/11/1114"];
        for fen in findings {
            for (w, h) in [(8, 8), (11, 10), (5, 5)] {
                assert!(Position::parse(fen, w, h).is_err());
            }
        }
    }

    #[test]
    fn accepts_hands_and_promotion_marks() {
        let p = Position::parse("4k3/8/8/8/8/8/8/3Q~K3[PPp] w - - 0 1", 8, 8).unwrap();
        assert!(p.squares[3].is_some_and(|q| q.promoted && q.letter == 'q'));
        let hand = p.hand.unwrap();
        assert_eq!(hand.len(), 3);
        assert_eq!(hand[2].fen_char(), 'p');
        for empty in ["[]", "[-]"] {
            let fen = format!("4k3/8/8/8/8/8/8/4K3{empty} w - - 0 1");
            assert_eq!(Position::parse(&fen, 8, 8).unwrap().hand, Some(Vec::new()));
        }
        let shogi = Position::parse("4k4/9/9/9/4+P4/9/9/9/4K4[] w - - 0 1", 9, 9).unwrap();
        assert!(shogi.squares[4 * 9 + 4].is_some_and(|t| t.promoted && t.letter == 'p'));
        let clocks = Position::parse("4k4/9/9/9/9/9/9/9/4K4[-] b 0 1", 9, 9).unwrap();
        assert_eq!(
            (clocks.side_to_move, clocks.en_passant.low_u128()),
            (Color::Black, 0)
        );
        let bad = Position::parse("4k3/8/8/8/8/8/8/4K3[P2] w - -", 8, 8).unwrap_err();
        assert!(bad.message.contains("holds `2`"), "{}", bad.message);
        assert!(Position::parse("4k3/8/8/8/8/8/8/4K3[P w - -", 8, 8).is_err());
        let checks = Position::parse("4k3/8/8/8/8/8/8/4K3 w - - 3+1 0 1", 8, 8).unwrap();
        assert_eq!(checks.checks, Some([3, 1]));
        assert_eq!(
            Position::parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 8, 8)
                .unwrap()
                .checks,
            None
        );
        let bad = Position::parse("4k3/8/8/8/8/8/8/4K3 w - - 3+x 0 1", 8, 8).unwrap_err();
        assert!(
            bad.message.contains("`3+x` is not a check count"),
            "{}",
            bad.message
        );
    }

    #[test]
    fn reads_castling_rights_and_counting_fields() {
        let p = Position::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQha - 0 1", 8, 8).unwrap();
        assert_eq!(
            p.castling,
            [
                (Color::White, Castle::Kingside),
                (Color::White, Castle::Queenside),
                (Color::Black, Castle::File(7)),
                (Color::Black, Castle::File(0)),
            ]
        );
        let bad = |fen: &str| Position::parse(fen, 8, 8).unwrap_err().message;
        assert!(bad("4k3/8/8/8/8/8/8/4K3 w KX - 0 1").contains("`X` is neither"));
        assert!(bad("4k3/8/8/8/8/8/8/4K3 w KK - 0 1").contains("`K` twice"));
        assert!(bad("4k3/8/8/8/8/8/8/4K3 w Kz - 0 1").contains("`z` is neither"));
        // Cambodian's counting number where the en-passant field would be.
        let p = Position::parse("3mk3/8/8/8/8/8/8/3KM3 b DEde 126 7 5", 8, 8).unwrap();
        assert_eq!((p.en_passant.low_u128(), p.castling.len()), (0, 4));
    }

    #[test]
    fn walls_are_squares_of_their_own() {
        let p = Position::parse("*k2/4/4/*K1* w - - 0 1", 4, 4).unwrap();
        assert_eq!(p.walls.low_u128(), 1 << 12 | 1 | 1 << 3);
        assert!(p.squares[0].is_none() && p.squares[13].is_some());
        assert!((p.occupied() & p.walls).is_empty());
        let long = Position::parse("*****/4/4/4 w - - 0 1", 4, 4).unwrap_err();
        assert!(long.message.contains("too long"), "{}", long.message);
        assert!(Position::parse("+*3/4/4/4 w - - 0 1", 4, 4).is_err());
    }
}
