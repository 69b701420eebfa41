//! A bitboard wider than any integer: `N` 64-bit words, bit `i` of the set
//! in bit `i % 64` of word `i / 64` (word 0 holds squares 0 to 63).
//!
//! [`Wide`] is what pawnshift generates code over for boards of more than
//! 128 squares (`Wide<4>` up to 16 x 16), and what its code generator uses
//! for sets of squares. Every operation is a `const fn` (generated code is
//! `const fn` on every board) with the usual operator traits beside it for
//! code that is not const:
//!
//! ```
//! use pawnshift_wide::Wide;
//!
//! let a1 = Wide::<4>::bit(0);
//! let north = a1.shl(16); // a2 on a 16 x 16 board
//! assert_eq!(north, Wide::bit(16));
//! assert_eq!(north | a1, a1.or(north));
//! assert_eq!((north | a1).count_ones(), 2);
//! assert_eq!(Wide::<4>::bit(255).shl(1), Wide::EMPTY);
//! ```
//!
//! # Why not a big-integer crate
//!
//! `bnum`, `ruint` and `ethnum` give 256-bit integers, but none offers the
//! whole set (and, or, not, both shifts, population count, lowest bit) as
//! `const fn` on stable Rust for any width, and a bitboard wants none of their
//! arithmetic. The shifts here are written so that a shift by a constant,
//! once inlined, is the few funnel shifts (`shld`/`shrd` on x86-64) a careful
//! hand writes: the word offset and the bit offset are constants, every loop
//! has `N` iterations and unrolls, and no shift amount is a variable.

#![no_std]

#[cfg(test)]
extern crate std;

use core::fmt;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, ShlAssign, Shr,
    ShrAssign,
};

/// A set of up to `64 * N` squares: `N` words, the lowest square in bit 0
/// of word 0.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Default for Wide<N> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const N: usize> Wide<N> {
    /// The number of bits: `64 * N`.
    #[allow(clippy::cast_possible_truncation)] // a `Wide` of 2^26 words is not a bitboard
    pub const BITS: u32 = 64 * N as u32;

    /// No bit set.
    pub const EMPTY: Self = Self([0; N]);

    /// Every bit set.
    pub const ALL: Self = Self([u64::MAX; N]);

    /// The set of its words, lowest first.
    #[inline]
    #[must_use]
    pub const fn from_words(words: [u64; N]) -> Self {
        Self(words)
    }

    /// Its words, lowest first.
    #[inline]
    #[must_use]
    pub const fn words(self) -> [u64; N] {
        self.0
    }

    /// The set of one bit; empty when `index` is [`Self::BITS`] or more.
    #[inline]
    #[must_use]
    pub const fn bit(index: u32) -> Self {
        let mut out = [0; N];
        let word = (index / 64) as usize;
        if word < N {
            out[word] = 1 << (index % 64);
        }
        Self(out)
    }

    /// The low 128 bits of the set from a `u128` (the bits past `64 * N`
    /// are dropped when `N` < 2).
    #[inline]
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // taking the low word is the point
    pub const fn from_u128(value: u128) -> Self {
        let mut out = [0; N];
        if N > 0 {
            out[0] = value as u64;
        }
        if N > 1 {
            out[1] = (value >> 64) as u64;
        }
        Self(out)
    }

    /// The low 128 bits of the set.
    #[inline]
    #[must_use]
    pub const fn low_u128(self) -> u128 {
        let low = if N > 0 { self.0[0] as u128 } else { 0 };
        let high = if N > 1 { self.0[1] as u128 } else { 0 };
        low | high << 64
    }

    /// Whether the set holds no bit past the first 128, so that
    /// [`Self::low_u128`] is all of it.
    #[inline]
    #[must_use]
    pub const fn fits_u128(self) -> bool {
        let mut i = 2;
        while i < N {
            if self.0[i] != 0 {
                return false;
            }
            i += 1;
        }
        true
    }

    /// `self & other`.
    #[inline]
    #[must_use]
    pub const fn and(self, other: Self) -> Self {
        let mut out = self.0;
        let mut i = 0;
        while i < N {
            out[i] &= other.0[i];
            i += 1;
        }
        Self(out)
    }

    /// `self | other`.
    #[inline]
    #[must_use]
    pub const fn or(self, other: Self) -> Self {
        let mut out = self.0;
        let mut i = 0;
        while i < N {
            out[i] |= other.0[i];
            i += 1;
        }
        Self(out)
    }

    /// `self ^ other`.
    #[inline]
    #[must_use]
    pub const fn xor(self, other: Self) -> Self {
        let mut out = self.0;
        let mut i = 0;
        while i < N {
            out[i] ^= other.0[i];
            i += 1;
        }
        Self(out)
    }

    /// `!self`: every bit flipped.
    #[inline]
    #[must_use]
    pub const fn not(self) -> Self {
        let mut out = self.0;
        let mut i = 0;
        while i < N {
            out[i] = !out[i];
            i += 1;
        }
        Self(out)
    }

    /// `self & !other`.
    #[inline]
    #[must_use]
    pub const fn and_not(self, other: Self) -> Self {
        let mut out = self.0;
        let mut i = 0;
        while i < N {
            out[i] &= !other.0[i];
            i += 1;
        }
        Self(out)
    }

    /// `self << amount`: every bit `amount` places higher, those past the
    /// last bit dropped (empty when `amount` ≥ [`Self::BITS`]). With a
    /// constant `amount`, inlined, each word is one funnel shift of two
    /// neighbouring words.
    #[inline]
    #[must_use]
    pub const fn shl(self, amount: u32) -> Self {
        let skip = (amount / 64) as usize;
        let bits = amount % 64;
        let mut out = [0; N];
        let mut i = skip;
        while i < N {
            let from = i - skip;
            out[i] = self.0[from] << bits;
            if bits != 0 && from > 0 {
                out[i] |= self.0[from - 1] >> (64 - bits);
            }
            i += 1;
        }
        Self(out)
    }

    /// `self >> amount`: every bit `amount` places lower, those below bit 0
    /// dropped (empty when `amount` ≥ [`Self::BITS`]). With a constant
    /// `amount`, inlined, each word is one funnel shift.
    #[inline]
    #[must_use]
    pub const fn shr(self, amount: u32) -> Self {
        let skip = (amount / 64) as usize;
        let bits = amount % 64;
        let mut out = [0; N];
        let mut i = 0;
        while i + skip < N {
            let from = i + skip;
            out[i] = self.0[from] >> bits;
            if bits != 0 && from + 1 < N {
                out[i] |= self.0[from + 1] << (64 - bits);
            }
            i += 1;
        }
        Self(out)
    }

    /// Whether no bit is set.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        let mut any = 0;
        let mut i = 0;
        while i < N {
            any |= self.0[i];
            i += 1;
        }
        any == 0
    }

    /// Whether bit `index` is set (false past the last bit).
    #[inline]
    #[must_use]
    pub const fn contains(self, index: u32) -> bool {
        let word = (index / 64) as usize;
        word < N && self.0[word] >> (index % 64) & 1 == 1
    }

    /// The number of bits set.
    #[inline]
    #[must_use]
    pub const fn count_ones(self) -> u32 {
        let mut count = 0;
        let mut i = 0;
        while i < N {
            count += self.0[i].count_ones();
            i += 1;
        }
        count
    }

    /// The index of the lowest bit set; [`Self::BITS`] when none is.
    #[inline]
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // see BITS
    pub const fn trailing_zeros(self) -> u32 {
        let mut i = 0;
        while i < N {
            if self.0[i] != 0 {
                return i as u32 * 64 + self.0[i].trailing_zeros();
            }
            i += 1;
        }
        Self::BITS
    }

    /// The set without its lowest bit (`x & (x - 1)` of an integer).
    #[inline]
    #[must_use]
    pub const fn without_lowest(self) -> Self {
        let mut out = self.0;
        let mut i = 0;
        while i < N {
            if out[i] != 0 {
                out[i] &= out[i] - 1;
                return Self(out);
            }
            i += 1;
        }
        self
    }

    /// Removes the lowest bit set and returns its index; [`Self::BITS`]
    /// (and no change) when none is. One pass over the words, where
    /// [`Self::trailing_zeros`] then [`Self::without_lowest`] take two.
    #[inline]
    #[allow(clippy::cast_possible_truncation)] // see BITS
    pub const fn pop_lowest(&mut self) -> u32 {
        let mut i = 0;
        while i < N {
            let word = self.0[i];
            if word != 0 {
                self.0[i] = word & (word - 1);
                return i as u32 * 64 + word.trailing_zeros();
            }
            i += 1;
        }
        Self::BITS
    }

    /// The indices of the bits set, lowest first.
    #[inline]
    pub fn ones(self) -> Ones<N> {
        Ones(self)
    }
}

/// The indices of a [`Wide`]'s bits, lowest first (see [`Wide::ones`]).
#[derive(Clone, Debug)]
pub struct Ones<const N: usize>(Wide<N>);

impl<const N: usize> Iterator for Ones<N> {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.0.is_empty() {
            return None;
        }
        Some(self.0.pop_lowest())
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl<const N: usize> ExactSizeIterator for Ones<N> {}

impl<const N: usize> From<u64> for Wide<N> {
    fn from(value: u64) -> Self {
        Self::from_u128(u128::from(value))
    }
}

impl<const N: usize> From<u128> for Wide<N> {
    fn from(value: u128) -> Self {
        Self::from_u128(value)
    }
}

macro_rules! binary {
    ($($trait:ident $method:ident $assign:ident $assign_method:ident => $op:ident;)*) => {$(
        impl<const N: usize> $trait for Wide<N> {
            type Output = Self;
            #[inline]
            fn $method(self, rhs: Self) -> Self {
                Wide::$op(self, rhs)
            }
        }
        impl<const N: usize> $assign for Wide<N> {
            #[inline]
            fn $assign_method(&mut self, rhs: Self) {
                *self = Wide::$op(*self, rhs);
            }
        }
    )*};
}

binary! {
    BitAnd bitand BitAndAssign bitand_assign => and;
    BitOr bitor BitOrAssign bitor_assign => or;
    BitXor bitxor BitXorAssign bitxor_assign => xor;
}

macro_rules! shift {
    ($($trait:ident $method:ident $assign:ident $assign_method:ident => $op:ident;)*) => {$(
        impl<const N: usize> $trait<u32> for Wide<N> {
            type Output = Self;
            #[inline]
            fn $method(self, amount: u32) -> Self {
                Wide::$op(self, amount)
            }
        }
        impl<const N: usize> $assign<u32> for Wide<N> {
            #[inline]
            fn $assign_method(&mut self, amount: u32) {
                *self = Wide::$op(*self, amount);
            }
        }
    )*};
}

shift! {
    Shl shl ShlAssign shl_assign => shl;
    Shr shr ShrAssign shr_assign => shr;
}

impl<const N: usize> Not for Wide<N> {
    type Output = Self;
    #[inline]
    fn not(self) -> Self {
        Wide::not(self)
    }
}

/// Sets ordered as the numbers they spell (highest word first).
impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.0.iter().rev().cmp(other.0.iter().rev())
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// The set as one hexadecimal number, highest word first (`0x` with `#`).
impl<const N: usize> fmt::LowerHex for Wide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.write_str("0x")?;
        }
        let mut started = false;
        for (i, word) in self.0.iter().enumerate().rev() {
            if started {
                write!(f, "{word:016x}")?;
            } else if *word != 0 || i == 0 {
                write!(f, "{word:x}")?;
                started = true;
            }
        }
        Ok(())
    }
}

impl<const N: usize> fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Wide({self:#x})")
    }
}

#[cfg(test)]
mod tests {
    use super::Wide;
    use std::format;

    type W = Wide<4>;

    /// A reference set: the bits as a plain array of booleans.
    fn bools(w: W) -> [bool; 256] {
        core::array::from_fn(|i| w.contains(u32::try_from(i).unwrap_or(u32::MAX)))
    }

    fn from_bools(b: &[bool; 256]) -> W {
        let mut w = W::EMPTY;
        for (i, &on) in b.iter().enumerate() {
            if on {
                w |= W::bit(u32::try_from(i).unwrap_or(u32::MAX));
            }
        }
        w
    }

    /// A few dozen sets with bits around every word edge.
    fn samples() -> [W; 8] {
        [
            W::EMPTY,
            W::ALL,
            W::bit(0) | W::bit(63) | W::bit(64) | W::bit(127) | W::bit(128) | W::bit(255),
            Wide([0x8000_0000_0000_0001; 4]),
            Wide([
                0x0123_4567_89ab_cdef,
                0xfedc_ba98_7654_3210,
                0xdead_beef,
                1 << 63,
            ]),
            Wide([u64::MAX, 0, u64::MAX, 0]),
            Wide([0, 0, 0, 1]),
            Wide([
                0x5555_5555_5555_5555,
                0xaaaa_aaaa_aaaa_aaaa,
                0xf0f0,
                0x0f0f_0000_0000_0000,
            ]),
        ]
    }

    #[test]
    fn shifts_move_every_bit_across_words() {
        for w in samples() {
            let b = bools(w);
            for amount in [0, 1, 7, 16, 17, 63, 64, 65, 100, 128, 200, 255, 256, 300] {
                let mut left = [false; 256];
                let mut right = [false; 256];
                for i in 0..256 {
                    if b[i] {
                        if i + (amount as usize) < 256 {
                            left[i + amount as usize] = true;
                        }
                        if i >= amount as usize {
                            right[i - amount as usize] = true;
                        }
                    }
                }
                assert_eq!(w.shl(amount), from_bools(&left), "{w:?} << {amount}");
                assert_eq!(w >> amount, from_bools(&right), "{w:?} >> {amount}");
            }
        }
    }

    #[test]
    fn logic_counts_and_bits() {
        for a in samples() {
            for b in samples() {
                let (x, y) = (bools(a), bools(b));
                let and: [bool; 256] = core::array::from_fn(|i| x[i] && y[i]);
                let or: [bool; 256] = core::array::from_fn(|i| x[i] || y[i]);
                let xor: [bool; 256] = core::array::from_fn(|i| x[i] != y[i]);
                let and_not: [bool; 256] = core::array::from_fn(|i| x[i] && !y[i]);
                assert_eq!(a & b, from_bools(&and));
                assert_eq!(a | b, from_bools(&or));
                assert_eq!(a ^ b, from_bools(&xor));
                assert_eq!(a.and_not(b), from_bools(&and_not));
            }
            let x = bools(a);
            assert_eq!(!a, from_bools(&core::array::from_fn(|i| !x[i])));
            let ones: usize = x.iter().filter(|&&on| on).count();
            assert_eq!(a.count_ones() as usize, ones);
            assert_eq!(a.ones().len(), ones);
            let first = x.iter().position(|&on| on).map_or(256, |i| i);
            assert_eq!(a.trailing_zeros() as usize, first);
            assert_eq!(a.is_empty(), ones == 0);
            assert!(a.ones().all(|i| a.contains(i)));
            let mut popped = a;
            if ones > 0 {
                assert_eq!(popped.pop_lowest() as usize, first);
                assert_eq!(popped, a.without_lowest());
            } else {
                assert_eq!(popped.pop_lowest(), W::BITS);
                assert_eq!(popped, a);
            }
            assert_eq!(a.ones().fold(W::EMPTY, |s, i| s | W::bit(i)), a);
        }
    }

    #[test]
    fn conversions_and_edges() {
        const C: W = W::bit(3).shl(70).or(W::ALL.shr(255)).not();
        let v = 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210_u128;
        assert_eq!(W::from(v).low_u128(), v);
        assert!(W::from(v).fits_u128());
        assert!(!W::bit(128).fits_u128());
        assert_eq!(Wide::<1>::from_u128(v).low_u128(), v & u128::from(u64::MAX));
        assert_eq!(W::bit(256), W::EMPTY);
        assert!(!W::EMPTY.contains(1000));
        assert_eq!(W::BITS, 256);
        assert!(W::bit(64) > W::bit(63) && W::bit(255) > W::from_u128(u128::MAX));
        assert_eq!(
            format!("{:#x}", W::bit(64) | W::bit(0)),
            "0x10000000000000001"
        );
        assert_eq!(format!("{:?}", W::EMPTY), "Wide(0x0)");
        assert!(!C.contains(73) && !C.contains(0) && C.contains(1));
    }
}
