//! Board geometry as plain integer arithmetic: square indices, masks, shift
//! amounts and which file a shift wraps from.
//!
//! Everything here works on [`Squares`] sets whatever the board's storage
//! type, so the checker and the emitter can reason about any board the
//! limits allow. Square index = `rank * width + file`, `a1` = bit 0.
//!
//! The limits are the two constants below and nothing else: a build with the
//! `huge-boards` feature raises them to 32 x 32 (1,024 squares) to show it.

use core::fmt::Write as _;

/// Largest number of files or ranks a board may have.
#[cfg(not(feature = "huge-boards"))]
pub const MAX_SIDE: u32 = 16;
/// Largest number of squares a board may have: the square of [`MAX_SIDE`]
/// (16 x 16, four 64-bit words; 32 x 32 with `huge-boards`).
pub const MAX_SQUARES: u32 = MAX_SIDE * MAX_SIDE;
/// Largest number of files or ranks a board may have (raised by the
/// `huge-boards` feature).
#[cfg(feature = "huge-boards")]
pub const MAX_SIDE: u32 = 32;

/// A set of squares of any board the limits allow: bit `i` is square `i`.
pub type Squares = pawnshift_wide::Wide<{ (MAX_SQUARES / 64) as usize }>;

/// One of the eight compass directions, as seen from White (north = towards
/// higher ranks, east = towards higher files), or one of the eight knight
/// leaps between them (`north_north_east` = one file right, two ranks up).
///
/// A leap passes one square, as Fairy-Stockfish's lame leapers do: the
/// orthogonal step along its longer leg (a leap `north_north_east` from b1
/// passes b2, then lands on c3). [`Direction::path`] gives those steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// One rank up.
    North,
    /// One rank up, one file right.
    NorthEast,
    /// One file right.
    East,
    /// One rank down, one file right.
    SouthEast,
    /// One rank down.
    South,
    /// One rank down, one file left.
    SouthWest,
    /// One file left.
    West,
    /// One rank up, one file left.
    NorthWest,
    /// A leap two ranks up, one file right.
    NorthNorthEast,
    /// A leap one rank up, two files right.
    EastNorthEast,
    /// A leap one rank down, two files right.
    EastSouthEast,
    /// A leap two ranks down, one file right.
    SouthSouthEast,
    /// A leap two ranks down, one file left.
    SouthSouthWest,
    /// A leap one rank down, two files left.
    WestSouthWest,
    /// A leap one rank up, two files left.
    WestNorthWest,
    /// A leap two ranks up, one file left.
    NorthNorthWest,
}

impl Direction {
    /// The eight one-step directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The eight knight leaps, clockwise from `north_north_east`.
    pub const LEAPS: [Direction; 8] = [
        Direction::NorthNorthEast,
        Direction::EastNorthEast,
        Direction::EastSouthEast,
        Direction::SouthSouthEast,
        Direction::SouthSouthWest,
        Direction::WestSouthWest,
        Direction::WestNorthWest,
        Direction::NorthNorthWest,
    ];

    /// Whether this is a knight leap (else one step).
    pub const fn is_leap(self) -> bool {
        matches!(
            self,
            Direction::NorthNorthEast
                | Direction::EastNorthEast
                | Direction::EastSouthEast
                | Direction::SouthSouthEast
                | Direction::SouthSouthWest
                | Direction::WestSouthWest
                | Direction::WestNorthWest
                | Direction::NorthNorthWest
        )
    }

    /// The one-step moves that make this direction: itself for a step; for
    /// a leap, the orthogonal step along its longer leg, then the diagonal
    /// one (the square between them is the one a lame leap passes).
    pub const fn path(self) -> &'static [Direction] {
        use Direction as D;
        match self {
            D::North => &[D::North],
            D::NorthEast => &[D::NorthEast],
            D::East => &[D::East],
            D::SouthEast => &[D::SouthEast],
            D::South => &[D::South],
            D::SouthWest => &[D::SouthWest],
            D::West => &[D::West],
            D::NorthWest => &[D::NorthWest],
            D::NorthNorthEast => &[D::North, D::NorthEast],
            D::EastNorthEast => &[D::East, D::NorthEast],
            D::EastSouthEast => &[D::East, D::SouthEast],
            D::SouthSouthEast => &[D::South, D::SouthEast],
            D::SouthSouthWest => &[D::South, D::SouthWest],
            D::WestSouthWest => &[D::West, D::SouthWest],
            D::WestNorthWest => &[D::West, D::NorthWest],
            D::NorthNorthWest => &[D::North, D::NorthWest],
        }
    }

    /// The word the spec language uses for this direction.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::NorthEast => "north_east",
            Direction::East => "east",
            Direction::SouthEast => "south_east",
            Direction::South => "south",
            Direction::SouthWest => "south_west",
            Direction::West => "west",
            Direction::NorthWest => "north_west",
            Direction::NorthNorthEast => "north_north_east",
            Direction::EastNorthEast => "east_north_east",
            Direction::EastSouthEast => "east_south_east",
            Direction::SouthSouthEast => "south_south_east",
            Direction::SouthSouthWest => "south_south_west",
            Direction::WestSouthWest => "west_south_west",
            Direction::WestNorthWest => "west_north_west",
            Direction::NorthNorthWest => "north_north_west",
        }
    }

    /// Parses a spec word (`north_east`, `north_north_east`, …).
    pub fn from_name(name: &str) -> Option<Direction> {
        (Direction::ALL.into_iter())
            .chain(Direction::LEAPS)
            .find(|d| d.name() == name)
    }

    /// `(file delta, rank delta)` of one step or leap.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
            Direction::NorthNorthEast => (1, 2),
            Direction::EastNorthEast => (2, 1),
            Direction::EastSouthEast => (2, -1),
            Direction::SouthSouthEast => (1, -2),
            Direction::SouthSouthWest => (-1, -2),
            Direction::WestSouthWest => (-2, -1),
            Direction::WestNorthWest => (-2, 1),
            Direction::NorthNorthWest => (-1, 2),
        }
    }

    /// The direction of one step or leap `(file delta, rank delta)`, if it
    /// is one.
    pub fn from_delta(delta: (i32, i32)) -> Option<Direction> {
        (Direction::ALL.into_iter())
            .chain(Direction::LEAPS)
            .find(|d| d.delta() == delta)
    }

    /// The direction with its rank component reflected (what `mirrors` does).
    #[must_use]
    pub const fn mirror_ranks(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::NorthEast => Direction::SouthEast,
            Direction::East => Direction::East,
            Direction::SouthEast => Direction::NorthEast,
            Direction::South => Direction::North,
            Direction::SouthWest => Direction::NorthWest,
            Direction::West => Direction::West,
            Direction::NorthWest => Direction::SouthWest,
            Direction::NorthNorthEast => Direction::SouthSouthEast,
            Direction::EastNorthEast => Direction::EastSouthEast,
            Direction::EastSouthEast => Direction::EastNorthEast,
            Direction::SouthSouthEast => Direction::NorthNorthEast,
            Direction::SouthSouthWest => Direction::NorthNorthWest,
            Direction::WestSouthWest => Direction::WestNorthWest,
            Direction::WestNorthWest => Direction::WestSouthWest,
            Direction::NorthNorthWest => Direction::SouthSouthWest,
        }
    }

    /// The direction pointing the other way.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::NorthEast => Direction::SouthWest,
            Direction::East => Direction::West,
            Direction::SouthEast => Direction::NorthWest,
            Direction::South => Direction::North,
            Direction::SouthWest => Direction::NorthEast,
            Direction::West => Direction::East,
            Direction::NorthWest => Direction::SouthEast,
            Direction::NorthNorthEast => Direction::SouthSouthWest,
            Direction::EastNorthEast => Direction::WestSouthWest,
            Direction::EastSouthEast => Direction::WestNorthWest,
            Direction::SouthSouthEast => Direction::NorthNorthWest,
            Direction::SouthSouthWest => Direction::NorthNorthEast,
            Direction::WestSouthWest => Direction::EastNorthEast,
            Direction::WestNorthWest => Direction::EastSouthEast,
            Direction::NorthNorthWest => Direction::SouthSouthEast,
        }
    }
}

/// The shape of a board: `width` files by `height` ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    /// Number of files (columns), 1 to 16.
    pub width: u32,
    /// Number of ranks (rows), 1 to 16.
    pub height: u32,
}

impl Default for Geometry {
    fn default() -> Self {
        Geometry {
            width: 8,
            height: 8,
        }
    }
}

impl Geometry {
    /// Whether the board fits the limits: 1 ≤ W, H ≤ [`MAX_SIDE`] and W·H ≤
    /// [`MAX_SQUARES`].
    pub const fn is_valid(self) -> bool {
        self.width >= 1
            && self.height >= 1
            && self.width <= MAX_SIDE
            && self.height <= MAX_SIDE
            && self.width * self.height <= MAX_SQUARES
    }

    /// Number of squares.
    pub const fn squares(self) -> u32 {
        self.width * self.height
    }

    /// Bits of the storage: 64 up to 64 squares, 128 up to 128, else a
    /// whole number of 64-bit words.
    pub const fn bits(self) -> u32 {
        match self.squares() {
            0..=64 => 64,
            65..=128 => 128,
            n => n.div_ceil(64) * 64,
        }
    }

    /// Whether the board fills its storage integer exactly (no spare bits).
    pub const fn fills_storage(self) -> bool {
        self.squares() == self.bits()
    }

    /// Index of the square on `file`, `rank` (both from 0).
    pub const fn square(self, file: u32, rank: u32) -> u32 {
        rank * self.width + file
    }

    /// The set of all squares.
    pub const fn board(self) -> Squares {
        Squares::ALL.shr(Squares::BITS - self.squares())
    }

    /// The squares of one file (0 = a).
    pub fn file(self, file: u32) -> Squares {
        (0..self.height).fold(Squares::EMPTY, |m, r| {
            m | Squares::bit(self.square(file, r))
        })
    }

    /// The squares of one rank (0 = rank 1).
    pub fn rank(self, rank: u32) -> Squares {
        (0..self.width).fold(Squares::EMPTY, |m, f| {
            m | Squares::bit(self.square(f, rank))
        })
    }

    /// The squares of ranks `first..=last` (from 0), clipped to the board.
    pub fn ranks(self, first: u32, last: u32) -> Squares {
        (first..=last.min(self.height.saturating_sub(1)))
            .fold(Squares::EMPTY, |m, r| m | self.rank(r))
    }

    /// The signed bit distance of one step in `dir`: `rank delta * width +
    /// file delta`. Positive means a left shift.
    pub const fn shift_amount(self, dir: Direction) -> i32 {
        let (df, dr) = dir.delta();
        #[allow(clippy::cast_possible_wrap)] // width ≤ 16
        let width = self.width as i32;
        dr * width + df
    }

    /// The file a bit must not start on when shifting in `dir`, because the
    /// shift would carry it over the board edge into the opposite file.
    /// `None` for north and south, which never wrap, and for a leap, which
    /// is shifted step by step along its [`Direction::path`].
    pub const fn wrap_file(self, dir: Direction) -> Option<u32> {
        match dir.delta().0 {
            1 => Some(self.width - 1),
            -1 => Some(0),
            _ => None,
        }
    }

    /// The file a bit on `file` lands on after the raw, unguarded shift in
    /// `dir` wraps it (shown in error messages).
    pub const fn wrapped_to(self, dir: Direction) -> u32 {
        match dir.delta().0 {
            1 => 0,
            _ => self.width - 1,
        }
    }

    /// Reference shift: every square of `set` moved one step in `dir`,
    /// dropping those that leave the board. Plain per-square loop.
    pub fn shift(self, set: Squares, dir: Direction) -> Squares {
        let (df, dr) = dir.delta();
        let mut out = Squares::EMPTY;
        for rank in 0..self.height {
            for file in 0..self.width {
                if !set.contains(self.square(file, rank)) {
                    continue;
                }
                let (Some(f), Some(r)) = (file.checked_add_signed(df), rank.checked_add_signed(dr))
                else {
                    continue;
                };
                if f < self.width && r < self.height {
                    out |= Squares::bit(self.square(f, r));
                }
            }
        }
        out
    }

    /// The set reflected top to bottom (rank `r` ↔ rank `H - 1 - r`).
    pub fn mirror_ranks(self, set: Squares) -> Squares {
        let mut out = Squares::EMPTY;
        for rank in 0..self.height {
            for file in 0..self.width {
                if set.contains(self.square(file, rank)) {
                    out |= Squares::bit(self.square(file, self.height - 1 - rank));
                }
            }
        }
        out
    }

    /// The set turned by 180° (file `f`, rank `r` ↔ file `W - 1 - f`,
    /// rank `H - 1 - r`): what `rotates` does to squares.
    pub fn rotate(self, set: Squares) -> Squares {
        let mut out = Squares::EMPTY;
        for square in 0..self.squares() {
            if set.contains(square) {
                out |= Squares::bit(self.squares() - 1 - square);
            }
        }
        out
    }

    /// The name of a file: `a` for 0 … `p` for 15 … `z` for 25, then as
    /// spreadsheet columns, `aa`, `ab`, … (files past `p` need a build with
    /// raised limits).
    pub fn file_letter(file: u32) -> String {
        let mut name = String::new();
        let mut n = file + 1;
        while n > 0 {
            n -= 1;
            name.insert(0, char::from(b'a' + u8::try_from(n % 26).unwrap_or(0)));
            n /= 26;
        }
        name
    }

    /// The file a name gives ([`Geometry::file_letter`] read back): `a` is
    /// 0, `aa` 26; `None` unless it is lowercase letters only.
    pub fn file_from_name(name: &str) -> Option<u32> {
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_lowercase()) {
            return None;
        }
        name.bytes()
            .try_fold(0u32, |n, b| {
                n.checked_mul(26)?.checked_add(u32::from(b - b'a') + 1)
            })
            .map(|n| n - 1)
    }

    /// A set of squares in spec words: whole ranks (`rank 2`,
    /// `ranks 6..=10`), then whole files of what is left (`file a`,
    /// `files a..=c`), then single squares (`b3`), joined with ` | `.
    pub fn region_text(self, set: Squares) -> String {
        let set = set & self.board();
        let mut parts = Vec::new();
        let mut rest = set;
        let runs = |present: &dyn Fn(u32) -> bool, count: u32| {
            let mut runs = Vec::new();
            let mut start = None;
            for i in 0..=count {
                match (i < count && present(i), start) {
                    (true, None) => start = Some(i),
                    (false, Some(s)) => {
                        runs.push((s, i - 1));
                        start = None;
                    }
                    _ => {}
                }
            }
            runs
        };
        for (a, b) in runs(&|r| (set & self.rank(r)) == self.rank(r), self.height) {
            parts.push(if a == b {
                format!("rank {}", a + 1)
            } else {
                format!("ranks {}..={}", a + 1, b + 1)
            });
            rest &= !self.ranks(a, b);
        }
        let whole_file =
            |f: u32| !(rest & self.file(f)).is_empty() && (set & self.file(f)) == self.file(f);
        for (a, b) in runs(&whole_file, self.width) {
            let (fa, fb) = (Geometry::file_letter(a), Geometry::file_letter(b));
            parts.push(if a == b {
                format!("file {fa}")
            } else {
                format!("files {fa}..={fb}")
            });
            for f in a..=b {
                rest &= !self.file(f);
            }
        }
        for square in 0..self.squares() {
            if rest.contains(square) {
                parts.push(self.square_name(square));
            }
        }
        parts.join(" | ")
    }

    /// The name of a square: `e4`, `j10`.
    pub fn square_name(self, square: u32) -> String {
        format!(
            "{}{}",
            Geometry::file_letter(square % self.width),
            square / self.width + 1
        )
    }

    /// Draws `set` as a board, rank numbers on the left, file letters below;
    /// squares in `set` print `mark`, others `.`.
    pub fn diagram(self, set: Squares, mark: char) -> String {
        self.diagram_with(|sq| set.contains(sq).then_some(mark))
    }

    /// Draws a board where `cell(square)` gives the character of a square
    /// (`None` prints `.`).
    pub fn diagram_with(self, cell: impl Fn(u32) -> Option<char>) -> String {
        let label_width = if self.height >= 10 { 2 } else { 1 };
        // One column a file; two letters past `z` (raised limits only).
        let file_width = if self.width > 26 { 2 } else { 1 };
        let mut out = String::new();
        for rank in (0..self.height).rev() {
            let _ = write!(out, "{:>label_width$}", rank + 1);
            for file in 0..self.width {
                out.push_str(&" ".repeat(file_width));
                out.push(cell(self.square(file, rank)).unwrap_or('.'));
            }
            out.push('\n');
        }
        out.push_str(&" ".repeat(label_width));
        for file in 0..self.width {
            let name = Geometry::file_letter(file);
            out.push_str(&" ".repeat(file_width + 1 - name.len()));
            out.push_str(&name);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shift_amounts_on_8x8_are_stockfish_s() {
        let g = Geometry::default();
        let amounts: Vec<i32> = Direction::ALL.iter().map(|&d| g.shift_amount(d)).collect();
        assert_eq!(amounts, [8, 9, 1, -7, -8, -9, -1, 7]);
    }

    #[test]
    fn masks_of_a_6x6_board() {
        let g = Geometry {
            width: 6,
            height: 6,
        };
        assert_eq!(g.board(), Squares::from_u128((1 << 36) - 1));
        assert_eq!(g.rank(0), Squares::from_u128(0b11_1111));
        assert_eq!(g.file(0).count_ones(), 6);
        assert_eq!(g.file(5) & g.rank(5), Squares::bit(35));
        assert_eq!(g.bits(), 64);
        assert!(!g.fills_storage());
    }

    #[test]
    fn reference_shift_never_wraps() {
        for (w, h) in [(1, 1), (5, 5), (8, 8), (10, 10), (16, 8), (1, 16)] {
            let g = Geometry {
                width: w,
                height: h,
            };
            for dir in Direction::ALL {
                // The last file never moves east; the first never moves west.
                let moved = g.shift(g.board(), dir);
                assert!((moved & !g.board()).is_empty());
                let (df, _) = dir.delta();
                if df == 1 {
                    assert!((moved & g.file(0)).is_empty(), "{dir:?} on {w}x{h}");
                }
                if df == -1 {
                    assert!((moved & g.file(w - 1)).is_empty(), "{dir:?} on {w}x{h}");
                }
            }
        }
    }

    #[test]
    fn leaps_are_their_paths() {
        for leap in Direction::LEAPS {
            let path = leap.path();
            assert_eq!(path.len(), 2, "{leap:?}");
            // The steps add up to the leap, the first orthogonal.
            let (a, b) = (path[0].delta(), path[1].delta());
            assert_eq!((a.0 + b.0, a.1 + b.1), leap.delta(), "{leap:?}");
            assert_eq!(a.0 * a.1, 0, "{leap:?}");
            // Derived sides derive the path alike.
            let mirrored: Vec<Direction> = path.iter().map(|d| d.mirror_ranks()).collect();
            assert_eq!(leap.mirror_ranks().path(), mirrored.as_slice(), "{leap:?}");
            let turned: Vec<Direction> = path.iter().map(|d| d.opposite()).collect();
            assert_eq!(leap.opposite().path(), turned.as_slice(), "{leap:?}");
            assert_eq!(Direction::from_name(leap.name()), Some(leap));
            assert_eq!(Direction::from_delta(leap.delta()), Some(leap));
        }
        for step in Direction::ALL {
            assert_eq!(step.path(), &[step]);
            assert!(!step.is_leap());
        }
    }

    #[test]
    fn wrap_files() {
        let g = Geometry::default();
        assert_eq!(g.wrap_file(Direction::NorthEast), Some(7));
        assert_eq!(g.wrap_file(Direction::West), Some(0));
        assert_eq!(g.wrap_file(Direction::North), None);
        assert_eq!(Geometry::file_letter(7), "h");
        assert_eq!(Geometry::file_letter(15), "p");
        assert_eq!(Geometry::file_letter(25), "z");
        assert_eq!(Geometry::file_letter(26), "aa");
        assert_eq!(Geometry::file_letter(31), "af");
        assert_eq!(Geometry::file_letter(26 + 26 * 26), "aaa");
        for file in 0..800 {
            assert_eq!(
                Geometry::file_from_name(&Geometry::file_letter(file)),
                Some(file)
            );
        }
        assert_eq!(Geometry::file_from_name("a1"), None);
        assert_eq!(Geometry::file_from_name(""), None);
    }

    #[test]
    fn mirror_and_directions_agree() {
        let g = Geometry {
            width: 9,
            height: 10,
        };
        for dir in Direction::ALL {
            let set = g.rank(3) | g.file(2);
            assert_eq!(
                g.mirror_ranks(g.shift(set, dir)),
                g.shift(g.mirror_ranks(set), dir.mirror_ranks())
            );
            assert_eq!(Direction::from_name(dir.name()), Some(dir));
            assert_eq!(dir.opposite().opposite(), dir);
        }
    }

    #[test]
    fn diagram_labels_two_digit_ranks() {
        let g = Geometry {
            width: 3,
            height: 10,
        };
        let d = g.diagram(Squares::bit(0), 'x');
        assert!(d.starts_with("10 . . ."));
        assert!(d.ends_with(" 1 x . .\n   a b c"));
    }

    #[test]
    fn validity_limits() {
        let valid = |width, height| Geometry { width, height }.is_valid();
        assert!(valid(16, 8) && valid(1, 1) && valid(12, 11) && valid(16, 16));
        assert!(valid(MAX_SIDE, MAX_SIDE) && valid(1, MAX_SIDE));
        assert!(!valid(MAX_SIDE + 1, 1) && !valid(1, MAX_SIDE + 1));
        assert!(!valid(0, 8) && !valid(8, 0));
        assert_eq!(MAX_SIDE * MAX_SIDE, MAX_SQUARES);
        assert_eq!(Squares::BITS, MAX_SQUARES);
        let g = Geometry {
            width: MAX_SIDE,
            height: MAX_SIDE,
        };
        assert_eq!(g.board(), Squares::ALL);
        assert!(g.fills_storage());
        assert_eq!(g.bits(), MAX_SQUARES);
        let g = Geometry {
            width: 12,
            height: 12,
        };
        assert_eq!(g.bits(), 192);
        assert_eq!(g.board().count_ones(), 144);
    }
}
