//! Arbitrary text through the spec front door: text → tokens → parse →
//! check → emit. It must never panic; it returns code that parses as a
//! `syn::File`, or errors.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(tokens) = text.parse::<proc_macro2::TokenStream>() else {
        return;
    };
    if let Ok(code) = pawnshift_codegen::expand(tokens) {
        if let Err(e) = syn::parse2::<syn::File>(code) {
            panic!("the expansion of {text:?} is not a Rust file: {e}");
        }
    }
});
