//! The fuzz targets' bodies, one function each. The `cargo fuzz` binaries
//! (`fuzz_targets/`) call them; the workspace's tests include this file and
//! replay the committed corpus and seeds through the same functions, so a
//! target that stops compiling fails `cargo test`.

use pawnshift_engine::game::Rules;
use pawnshift_engine::set::{Widest, fits};

/// Arbitrary text through the spec front door: text → tokens → parse →
/// check → emit. It must never panic; it returns code that parses as a
/// `syn::File`, or errors.
pub fn spec(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(tokens) = text.parse::<proc_macro2::TokenStream>() else {
        return;
    };
    if let Ok(code) = pawnshift_codegen::expand(tokens)
        && let Err(e) = syn::parse2::<syn::File>(code)
    {
        panic!("the expansion of {text:?} is not a Rust file: {e}");
    }
}

/// Arbitrary text as a FEN for every bundled variant: parsing must never
/// panic, and a position it accepts must survive a perft of depth 2.
pub fn fen(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for variant in pawnshift_engine::bundled() {
        let _ = pawnshift_engine::fen::Position::parse(text, variant.width(), variant.height());
        let rules = variant.pawn_rules();
        if fits::<u128>(variant.width(), variant.height()) {
            perft_2::<u128>(&rules, text);
        } else {
            perft_2::<Widest>(&rules, text);
        }
    }
}

/// A perft of depth 2 of `text`, if the rules and the position are the
/// engine's to play.
fn perft_2<S: pawnshift_engine::Set>(variant: &pawnshift_engine::PawnRules, text: &str) {
    if let Ok(rules) = Rules::<S>::new(variant, &[])
        && let Ok(board) = rules.position(text)
    {
        let _ = rules.perft(&board, 2);
    }
}
