//! Arbitrary text as a FEN for every bundled variant (see
//! `pawnshift_fuzz::fen`).

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| pawnshift_fuzz::fen(data));
