//! Generated code for the differential test of run-time rules: every
//! bundled variant's functions and those of random specs written by the
//! build script from a fixed seed, each with its spec text.

#![allow(missing_docs, clippy::pedantic, unreachable_pub)]

mod rng;
pub use rng::Rng;

use pawnshift_dynamic::{Direction, Geometry};
use std::fmt::Write as _;
include!("draw.rs");

include!(concat!(env!("OUT_DIR"), "/random.rs"));
include!(concat!(env!("OUT_DIR"), "/cases.rs"));

/// One rule's generated functions, looked up by the names its spec gives.
#[derive(Clone, Copy)]
pub struct RuleFns<B: 'static> {
    pub targets: Option<fn(B, B) -> B>,
    pub able: Option<fn(B, B) -> B>,
    pub captures: Option<fn(B, B) -> B>,
    pub able_to_capture: Option<fn(B, B) -> B>,
    pub passed: Option<fn(B, B) -> B>,
}

/// One side's generated functions beyond its `SIDE` table.
#[derive(Clone, Copy)]
pub struct SideFns<B: 'static> {
    pub rules: &'static [RuleFns<B>],
    pub able_to_capture_en_passant: Option<fn(B, B) -> B>,
}

/// A generated module and the spec text it came from.
#[derive(Clone, Copy)]
pub struct Case<B: pawnshift::Bitboard> {
    pub source: &'static str,
    pub variant: &'static pawnshift::Variant<B>,
    pub white: Option<SideFns<B>>,
    pub black: Option<SideFns<B>>,
}
