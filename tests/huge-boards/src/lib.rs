//! The code generated from `huge.pawns` with the board limit raised to
//! 32 x 32 (`pawnshift-codegen`'s `huge-boards` feature).

#![allow(missing_docs)]

include!(concat!(env!("OUT_DIR"), "/huge.rs"));
