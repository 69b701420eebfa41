//! The sets of squares the engine plays on: `u64` and `u128` for boards of
//! up to 64 and 128 squares, [`Wide<4>`] for boards of up to 16 x 16.
//!
//! Everything the engine keeps of a position or a variant is a set of this
//! one type, chosen by the board's size ([`Rules`](crate::game::Rules) is
//! generic over it); the generated code of any bundled variant and the
//! run-time rules are called through it, each set converted to the type
//! the rules were generated for (a no-op when the types agree).

use core::fmt;
use core::hash::Hash;
use core::ops::{BitAndAssign, BitOrAssign, BitXorAssign};

use pawnshift::Wide;

/// The widest set the engine plays on: 256 squares, a 16 x 16 board.
pub type Widest = Wide<4>;

/// The most squares a board the engine plays may have.
pub const MAX_SQUARES: u32 = Widest::BITS;

/// Whether the engine's set type `S` holds a `width` x `height` board:
/// choose `u128` where it does, else [`Widest`] (up to [`MAX_SQUARES`]).
#[must_use]
pub fn fits<S: Set>(width: u32, height: u32) -> bool {
    width.saturating_mul(height) <= S::BITS
}

/// A set of squares the engine keeps positions in: `u64`, `u128` or
/// [`Wide<4>`] (and `Wide<3>`, a generated 12 x 12 board's type). Square
/// indices are `u8`: no board the engine plays has more than 256 squares.
pub trait Set:
    pawnshift_dynamic::Bits
    + Eq
    + Ord
    + Hash
    + Default
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + fmt::Debug
{
    /// Every bit set.
    const ALL: Self;

    /// The set of one square.
    fn bit(square: u8) -> Self;

    /// Whether the set holds two squares or more (no popcount: the
    /// lowest square cleared leaves some).
    #[inline]
    fn several(self) -> bool {
        self & self.minus(Self::bit(0)) != Self::EMPTY
    }

    /// `self` less `other` as unsigned integers, wrapping: the borrow of
    /// a subtraction runs up to the lowest bit set, which finds the
    /// nearest piece on a line (see `fast::pieces::Line`).
    #[must_use]
    fn minus(self, other: Self) -> Self;

    /// The set of the square of index `index`, computed (empty if no
    /// square of the engine's boards has that index).
    #[inline]
    fn at(index: i32) -> Self {
        u8::try_from(index).map_or(Self::EMPTY, Self::bit)
    }

    /// Whether `square` is in the set.
    fn has(self, square: u8) -> bool;

    /// The lowest square of a non-empty set (an empty set's is past the
    /// last square).
    fn first(self) -> u8;

    /// The highest square of a non-empty set.
    fn last(self) -> u8;

    /// The set as 256 bits (bits past the type's width clear).
    fn to_widest(self) -> Widest;

    /// The low bits of a 256-bit set.
    fn from_widest(set: Widest) -> Self;

    /// A square index as the generated code's move encoding has it.
    fn square_of(index: u8) -> Self::Square;

    /// The index of a square of the generated code's move encoding.
    #[inline]
    fn index_of(square: Self::Square) -> u8 {
        u8::try_from(Into::<u32>::into(square)).unwrap_or(u8::MAX)
    }

    /// The same squares in another set type (bits it cannot hold dropped).
    #[inline]
    fn to<T: Set>(self) -> T {
        T::from_widest(self.to_widest())
    }

    /// The first `count` squares.
    #[inline]
    fn below(count: u32) -> Self {
        if count >= Self::BITS {
            Self::ALL
        } else {
            // Set-up only: one square at a time.
            let mut set = Self::EMPTY;
            for square in 0..count {
                set |= Self::bit(u8::try_from(square).unwrap_or(u8::MAX));
            }
            set
        }
    }
}

macro_rules! integer_set {
    ($($t:ty),*) => {$(
        impl Set for $t {
            const ALL: Self = <$t>::MAX;

            #[inline]
            fn bit(square: u8) -> Self {
                1 << square
            }

            #[inline]
            fn minus(self, other: Self) -> Self {
                self.wrapping_sub(other)
            }

            #[inline]
            fn has(self, square: u8) -> bool {
                self >> square & 1 != 0
            }

            #[inline]
            fn first(self) -> u8 {
                // At most the width, 128: fits.
                #[allow(clippy::cast_possible_truncation)]
                let square = self.trailing_zeros() as u8;
                square
            }

            #[inline]
            fn last(self) -> u8 {
                #[allow(clippy::cast_possible_truncation)]
                let square = (<$t>::BITS - 1).saturating_sub(self.leading_zeros()) as u8;
                square
            }

            #[inline]
            fn to_widest(self) -> Widest {
                Wide::from_u128(u128::from(self))
            }

            #[inline]
            fn from_widest(set: Widest) -> Self {
                // The low bits are the point.
                #[allow(clippy::cast_possible_truncation)]
                let low = set.low_u128() as $t;
                low
            }

            #[inline]
            fn square_of(index: u8) -> u8 {
                index
            }
        }
    )*};
}
integer_set!(u64, u128);

/// Sets of up to four words: `Wide<3>` is a 12 x 12 board's generated
/// type, `Wide<4>` ([`Widest`]) the engine's own past 128 squares.
impl<const N: usize> Set for Wide<N> {
    const ALL: Self = Wide([u64::MAX; N]);

    #[inline]
    fn bit(square: u8) -> Self {
        Wide::bit(u32::from(square))
    }

    #[inline]
    fn minus(self, other: Self) -> Self {
        let mut words = [0; N];
        let mut borrow = false;
        for (word, (a, b)) in words.iter_mut().zip(self.0.iter().zip(other.0)) {
            let (less, under) = a.overflowing_sub(b);
            let (less, under_again) = less.overflowing_sub(u64::from(borrow));
            *word = less;
            borrow = under || under_again;
        }
        Wide(words)
    }

    #[inline]
    fn has(self, square: u8) -> bool {
        self.contains(u32::from(square))
    }

    #[inline]
    fn first(self) -> u8 {
        // Only non-empty sets are asked (an empty one saturates).
        u8::try_from(self.trailing_zeros()).unwrap_or(u8::MAX)
    }

    #[inline]
    fn last(self) -> u8 {
        let words = self.words();
        for (i, &w) in words.iter().enumerate().rev() {
            if w != 0 {
                let bit = 63 - w.leading_zeros() as usize;
                return u8::try_from(i * 64 + bit).unwrap_or(u8::MAX);
            }
        }
        0
    }

    #[inline]
    fn to_widest(self) -> Widest {
        resize(self)
    }

    #[inline]
    fn from_widest(set: Widest) -> Self {
        resize(set)
    }

    #[inline]
    fn square_of(index: u8) -> u16 {
        u16::from(index)
    }
}

/// `set`'s words in a set of `B` words: cut, or padded with empty ones.
#[inline]
fn resize<const A: usize, const B: usize>(set: Wide<A>) -> Wide<B> {
    let words = set.words();
    Wide(core::array::from_fn(|i| words.get(i).copied().unwrap_or(0)))
}

/// The squares of `set`, lowest first.
#[inline]
pub fn squares<S: Set>(mut set: S) -> impl Iterator<Item = u8> {
    core::iter::from_fn(move || {
        (!set.is_empty()).then(|| {
            let square = set.first();
            set ^= S::bit(square);
            square
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip<S: Set>() {
        let squares = [0u8, 1, 62, u8::try_from(S::BITS - 1).unwrap()];
        let set = squares.iter().fold(S::EMPTY, |s, &q| s | S::bit(q));
        assert_eq!(super::squares(set).collect::<Vec<_>>(), squares);
        assert_eq!(set.first(), 0);
        assert_eq!(u32::from(set.last()), S::BITS - 1);
        assert!(set.has(62) && !set.has(2));
        assert_eq!(S::from_widest(set.to_widest()), set);
        assert_eq!(S::below(3), S::bit(0) | S::bit(1) | S::bit(2));
        assert_eq!(S::below(S::BITS), S::ALL);
        assert_eq!(set.count(), 4);
        // A borrow across every word, and a subtraction that wraps.
        let top = S::bit(u8::try_from(S::BITS - 1).unwrap());
        assert_eq!(top.minus(S::bit(0)), S::below(S::BITS - 1));
        assert_eq!(S::EMPTY.minus(S::bit(0)), S::ALL);
        assert_eq!(set.minus(S::bit(1)), set & !S::bit(1));
        // Two squares or more, the lowest past the first word too.
        assert!(!S::EMPTY.several() && !S::bit(5).several() && !top.several());
        assert!(set.several() && (S::bit(5) | top).several());
        let high = S::bit(u8::try_from(S::BITS - 2).unwrap()) | top;
        assert!(high.several() && !(high & !top).several());
    }

    #[test]
    fn every_set_type_round_trips() {
        round_trip::<u64>();
        round_trip::<u128>();
        round_trip::<Wide<3>>();
        round_trip::<Wide<4>>();
        let wide: Wide<4> = (u64::MAX).to();
        assert_eq!(wide.count_ones(), 64);
        let narrow: u64 = Wide::<4>::bit(200).to();
        assert_eq!(narrow, 0);
    }
}
