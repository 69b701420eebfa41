//! The make-and-test reference the engine's tests hold its search to
//! (feature `oracle`, for tests only): every pseudo-legal move made and
//! tested ([`RuleBook::general_moves`](super::RuleBook::general_moves)), and
//! making a move ([`RuleBook::general_after`](super::RuleBook::general_after)).
//! No search of the engine's goes through it; it shares only the rules'
//! data with the search.

mod attacks;
mod castling;
mod first_moves;
mod flip;
mod making;
mod moves;
