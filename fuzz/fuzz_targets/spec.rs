//! Arbitrary text through the spec front door (see `pawnshift_fuzz::spec`).

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| pawnshift_fuzz::spec(data));
