//! The worked example of the set-wise pawn-generation articles: white pawns
//! on a2, b2, d3 and g2, computed by the functions `pawns!` generates and
//! drawn as boards.
//!
//! Run with `cargo run -p pawnshift --example standard`.

use pawnshift::{Color, Diagram};

pawnshift::pawns! {
    /// Orthodox chess pawns.
    pub mod standard {
        board 8 x 8;
        white forward north {
            push 1;
            push 2 from rank 2 en_passant;
            capture north_west;
            capture north_east guard not_file_h;
            promote at rank 8 to queen | rook | bishop | knight;
        }
        black mirrors white;
    }
}

use standard::white;

/// The set of the named squares (`"b3"`, …).
fn squares(names: &[&str]) -> u64 {
    names.iter().fold(0, |set, name| {
        let bytes = name.as_bytes();
        set | 1 << ((bytes[1] - b'1') * 8 + (bytes[0] - b'a'))
    })
}

fn show(title: &str, set: u64) {
    println!("{title}\n{}\n", Diagram::new(u128::from(set), 8, 8));
}

fn main() {
    // The article's position: pawns b2, d3, g2 and its empty squares.
    let pawns = squares(&["b2", "d3", "g2"]);
    let empty = squares(&["b7", "c7", "a4", "c4", "d4", "e4", "f4", "g4", "h4"])
        | standard::RANK_6
        | standard::RANK_5
        | squares(&["a3", "b3", "e3", "f3", "g3", "h3"]);
    show("White pawns", pawns);
    show("Empty squares", empty);
    let single = white::single_push_targets(pawns, empty);
    let double = white::double_push_targets(pawns, empty);
    show("Single pushes: single_push_targets(pawns, empty)", single);
    show("Double pushes: double_push_targets(pawns, empty)", double);

    // Its capture part adds a pawn on a2, which must not wrap to the h-file.
    let pawns = pawns | squares(&["a2"]);
    let enemies = standard::RANK_8 | squares(&["a7", "d7", "f7", "g7", "c4", "e4", "h4", "b3"]);
    show("Enemy pieces", enemies);
    let left = white::north_west_captures(pawns, enemies);
    let right = white::north_east_captures(pawns, enemies);
    show(
        "North-west captures: north_west_captures(pawns, enemies)",
        left,
    );
    show(
        "North-east captures: north_east_captures(pawns, enemies)",
        right,
    );
    show("All white pawn moves", single | double | left | right);
    show(
        "Squares white pawns attack: attacks(pawns)",
        white::attacks(pawns),
    );

    // The colour-parametrised functions give the same answers.
    assert_eq!(
        standard::single_push_targets(pawns, empty, Color::White),
        white::single_push_targets(pawns, empty)
    );
    assert_eq!(
        standard::attacks(pawns, Color::White),
        white::attacks(pawns)
    );
}
