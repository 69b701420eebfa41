//! The worked example of `shared/seeds/wiki-pawn-moves-generation.txt`:
//! white pawns on b2, d3 and g2 (and a2 in the capture part), with the
//! article's empty squares and enemy pieces. Its final boards are right
//! under any bit order; the generated functions (the bundled `standard`
//! module) must give exactly them.

use pawnshift::Diagram;

use pawnshift::variants::standard::white;

/// Parses a diagram of `0`/`1` (or `.`/`x`) rows, rank 8 first, as in the article.
fn board(rows: &str) -> u64 {
    let mut bits = 0;
    for (i, line) in rows
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .enumerate()
    {
        let rank = 7 - i;
        let cells: Vec<char> = line
            .chars()
            .filter(|c| !c.is_whitespace())
            .skip(1)
            .collect();
        assert_eq!(cells.len(), 8, "row {line:?}");
        for (file, c) in cells.into_iter().enumerate() {
            if c == '1' || c == 'x' {
                bits |= 1 << (rank * 8 + file);
            }
        }
    }
    bits
}

/// Squares by name: `sq("b3")`.
fn squares(names: &[&str]) -> u64 {
    names.iter().fold(0, |m, name| {
        let b = name.as_bytes();
        m | 1 << ((b[1] - b'1') * 8 + (b[0] - b'a'))
    })
}

fn empty() -> u64 {
    board(
        "8 0 0 0 0 0 0 0 0
         7 0 1 1 0 0 0 0 0
         6 1 1 1 1 1 1 1 1
         5 1 1 1 1 1 1 1 1
         4 1 0 1 1 1 1 1 1
         3 1 1 0 0 1 1 1 1
         2 0 0 0 0 0 0 0 0
         1 0 0 0 0 0 0 0 0",
    )
}

fn enemies() -> u64 {
    board(
        "8 1 1 1 1 1 1 1 1
         7 1 0 0 1 0 1 1 0
         6 0 0 0 0 0 0 0 0
         5 0 0 0 0 0 0 0 0
         4 0 0 1 0 1 0 0 1
         3 0 1 0 0 0 0 0 0
         2 0 0 0 0 0 0 0 0
         1 0 0 0 0 0 0 0 0",
    )
}

#[test]
fn single_push_is_b3_d4_g3() {
    let pawns = squares(&["b2", "d3", "g2"]);
    assert_eq!(
        white::single_push_targets(pawns, empty()),
        squares(&["b3", "d4", "g3"])
    );
}

#[test]
fn double_push_is_g4_only() {
    let pawns = squares(&["b2", "d3", "g2"]);
    // b2 is blocked on b4, d3 is not on its start rank.
    assert_eq!(white::double_push_targets(pawns, empty()), squares(&["g4"]));
    assert_eq!(
        white::pawns_able_to_double_push(pawns, empty()),
        squares(&["g2"])
    );
    assert_eq!(white::pawns_able_to_push(pawns, empty()), pawns);
}

#[test]
fn left_diagonal_attack_is_c4_without_the_a2_wrap() {
    let pawns = squares(&["a2", "b2", "d3", "g2"]);
    let left = white::north_west_captures(pawns, enemies());
    assert_eq!(left, squares(&["c4"]));
    // The article's wrap: an unguarded `<< 7` carries a2 to the h-file (h2
    // with a1 = bit 0; h4 in the article's mirrored order). Put an enemy
    // there: the generated capture must still not take it.
    let a2 = squares(&["a2"]);
    assert_eq!(a2 << 7, squares(&["h2"]));
    let with_h2 = enemies() | squares(&["h2"]);
    assert_eq!(white::north_west_captures(pawns, with_h2), squares(&["c4"]));
}

#[test]
fn right_diagonal_attack_is_b3_e4() {
    let pawns = squares(&["a2", "b2", "d3", "g2"]);
    assert_eq!(
        white::north_east_captures(pawns, enemies()),
        squares(&["b3", "e4"])
    );
}

#[test]
fn all_moves_match_the_final_board() {
    let pawns = squares(&["a2", "b2", "d3", "g2"]);
    let quiet_pawns = squares(&["b2", "d3", "g2"]);
    let all = white::single_push_targets(quiet_pawns, empty())
        | white::double_push_targets(quiet_pawns, empty())
        | white::north_west_captures(pawns, enemies())
        | white::north_east_captures(pawns, enemies());
    let expected = board(
        "8 0 0 0 0 0 0 0 0
         7 0 0 0 0 0 0 0 0
         6 0 0 0 0 0 0 0 0
         5 0 0 0 0 0 0 0 0
         4 0 0 1 1 1 0 1 0
         3 0 1 0 0 0 0 1 0
         2 0 0 0 0 0 0 0 0
         1 0 0 0 0 0 0 0 0",
    );
    assert_eq!(all, expected);
    assert_eq!(all, squares(&["b3", "g3", "c4", "d4", "e4", "g4"]));
    let drawn = Diagram::new(u128::from(all), 8, 8).to_string();
    assert_eq!(
        drawn,
        "8 . . . . . . . .\n7 . . . . . . . .\n6 . . . . . . . .\n5 . . . . . . . .\n\
         4 . . 1 1 1 . 1 .\n3 . 1 . . . . 1 .\n2 . . . . . . . .\n1 . . . . . . . .\n  a b c d e f g h"
    );
}

#[test]
fn per_square_tables_agree_with_the_example() {
    let b2 = squares(&["b2"]);
    assert_eq!(
        white::PUSHES[b2.trailing_zeros() as usize],
        squares(&["b3", "b4"])
    );
    let a2 = squares(&["a2"]);
    assert_eq!(
        white::ATTACKS[a2.trailing_zeros() as usize],
        squares(&["b3"])
    );
}
