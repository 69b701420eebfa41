//! A variant nobody bundled: on a 7x7 board, pawns push one square forward
//! or sideways, capture diagonally forward, and promote on the last rank to
//! two pieces of the author's own invention. Prints every pawn move of a
//! position, using the generated serialiser.
//!
//! Run with `cargo run -p pawnshift --example custom_variant`.

use pawnshift::{Diagram, MoveKind};

pawnshift::pawns! {
    /// Pawns of "Crab chess", a made-up 7x7 variant.
    pub mod crab {
        board 7 x 7;
        white forward north {
            /// Forward, or one square sideways like a crab.
            push 1 north | east | west as crawl;
            capture north_west | north_east as pinch;
            promote at rank 7 to lobster | shrimp;
        }
        black mirrors white;
    }
}

/// `a1`-style name of a square of the 7x7 board.
fn name(square: u8) -> String {
    let file = char::from(b'a' + square % 7);
    format!("{file}{}", square / 7 + 1)
}

fn main() {
    // White pawns on b2, d6 and g6; black pieces on c3 and e7; a white piece on d7.
    let square = |file: u8, rank: u8| 1u64 << ((rank - 1) * 7 + file);
    let pawns = square(1, 2) | square(3, 6) | square(6, 6);
    let own = pawns | square(3, 7);
    let enemies = square(2, 3) | square(4, 7);

    println!(
        "White pawns:\n{}\n",
        Diagram::new(pawns.into(), 7, 7).with_mark('P')
    );
    let targets = crab::white::crawl_targets(pawns, crab::BOARD & !(own | enemies))
        | crab::white::pinch_captures(pawns, enemies);
    println!("Their targets:\n{}\n", Diagram::new(targets.into(), 7, 7));

    println!("Moves:");
    crab::white::generate(pawns, own, enemies, 0, &mut |m| {
        let capture = if m.kind == MoveKind::Capture {
            "x"
        } else {
            "-"
        };
        let promotion = m
            .promotion
            .and_then(crab::PromotionPiece::from_index)
            .map_or(String::new(), |p| format!(" = {}", p.name()));
        println!("  {}{capture}{}{promotion}", name(m.from), name(m.to));
    });
}
