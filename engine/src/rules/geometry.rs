//! The board's geometry: the squares around and beside each square, the
//! leaps from each square, the edge, a1's colour.

use crate::set::Set;

/// The squares of a1's colour on a `width` x `height` board.
pub(super) fn dark_squares<S: Set>(width: i32, height: i32) -> S {
    (0..width * height)
        .filter(|sq| (sq % width + sq / width) % 2 == 0)
        .fold(S::EMPTY, |set, sq| set | S::at(sq))
}

/// The squares of the edge files and ranks of a `width` x `height`
/// board.
pub(super) fn edge_squares<S: Set>(width: i32, height: i32) -> S {
    (0..width * height)
        .filter(|sq| {
            let (f, r) = (sq % width, sq / width);
            f == 0 || r == 0 || f == width - 1 || r == height - 1
        })
        .fold(S::EMPTY, |set, sq| set | S::at(sq))
}

/// The steps to the four squares north, south, east and west of a
/// square.
const BESIDE: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// The squares north, south, east and west of each square of a
/// `width` x `height` board.
pub(super) fn beside<S: Set>(width: i32, height: i32) -> Vec<S> {
    leap_table(width, height, &BESIDE)
}

/// The steps to the eight squares around a square.
const NEIGHBOURS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// The squares around each square of a `width` x `height` board.
pub(crate) fn neighbours<S: Set>(width: i32, height: i32) -> Vec<S> {
    leap_table(width, height, &NEIGHBOURS)
}

/// Every square each of `offsets` reaches from each square of a
/// `width` x `height` board.
pub(crate) fn leap_table<S: Set>(width: i32, height: i32, offsets: &[(i32, i32)]) -> Vec<S> {
    (0..width * height)
        .map(|sq| {
            let (f, r) = (sq % width, sq / width);
            offsets
                .iter()
                .filter(|&&(df, dr)| {
                    (0..width).contains(&(f + df)) && (0..height).contains(&(r + dr))
                })
                .fold(S::EMPTY, |set, &(df, dr)| {
                    set | S::at((r + dr) * width + f + df)
                })
        })
        .collect()
}
