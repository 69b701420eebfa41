//! Arbitrary text as a FEN for every bundled variant: parsing must never
//! panic, and a position it accepts must survive a perft of depth 2.

#![no_main]

use libfuzzer_sys::fuzz_target;
use pawnshift_engine::game::Rules;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for variant in pawnshift_engine::BUNDLED {
        let _ = pawnshift_engine::fen::Position::parse(text, variant.width(), variant.height());
        if let Ok(rules) = Rules::new(variant) {
            if let Ok(board) = rules.position(text) {
                let _ = rules.perft(&board, 2);
            }
        }
    }
});
