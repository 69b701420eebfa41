//! [`Tally`]: the sum of many sets' sizes, for move counts.

use crate::Bits;

/// A running sum of the sizes of sets: the squares of every set handed to
/// [`Tally::add`], a square as often as sets hold it, plus numbers handed
/// to [`Tally::add_count`].
///
/// A perft counts a position's moves as the sizes of target sets, a dozen
/// or more at each parent of the last ply (each piece's targets, each
/// pawn rule and direction). Where the target has no popcount instruction
/// (x86-64 without `popcnt`, as Rust builds by default), a popcount is some
/// twenty instructions; the tally instead keeps each square's count in
/// binary, bit 0 of every square in one set and bit 1 in another (a
/// carry-save adder), so that adding a set is two `and`s and two `xor`s,
/// and the popcounts come at the end, two in all. Where the target has the
/// instruction (`-C target-cpu=native` on any recent x86-64, or
/// `-C target-feature=+popcnt`), `add` is a popcount.
///
/// ```
/// use pawnshift_dynamic::Tally;
///
/// let mut tally = Tally::<u64>::new();
/// tally.add(0b0111);
/// tally.add(0b0110);
/// tally.add(0b1100);
/// tally.add(0b0100);
/// tally.add_count(3);
/// assert_eq!(tally.total(), 3 + 2 + 2 + 1 + 3);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Tally<B> {
    /// The squares whose count is odd.
    ones: B,
    /// The squares whose count has bit 1 set.
    twos: B,
    /// The rest: numbers added, fours carried out of `twos`, and, with a
    /// popcount instruction, every set's size.
    more: u32,
}

impl<B: Bits> Default for Tally<B> {
    fn default() -> Self {
        Tally::new()
    }
}

impl<B: Bits> Tally<B> {
    /// Nothing counted.
    #[inline]
    #[must_use]
    pub fn new() -> Tally<B> {
        Tally {
            ones: B::EMPTY,
            twos: B::EMPTY,
            more: 0,
        }
    }

    /// Counts each square of `set` once more.
    #[inline]
    pub fn add(&mut self, set: B) {
        if cfg!(target_feature = "popcnt") {
            self.more += set.count();
            return;
        }
        let carry = self.ones & set;
        self.ones = self.ones ^ set;
        let fours = self.twos & carry;
        self.twos = self.twos ^ carry;
        if !fours.is_empty() {
            // (A square in four sets: rare enough to pay a popcount.)
            self.more += 4 * fours.count();
        }
    }

    /// Adds `count`.
    #[inline]
    pub fn add_count(&mut self, count: u32) {
        self.more += count;
    }

    /// The sum.
    #[inline]
    #[must_use]
    pub fn total(self) -> u32 {
        self.ones.count() + 2 * self.twos.count() + self.more
    }
}

#[cfg(test)]
mod tests {
    use super::Tally;

    /// Against the sum of popcounts, on sets that meet in every way (a
    /// square in up to 9 of them).
    #[test]
    fn sums_popcounts() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..1000 {
            let (mut tally, mut sum) = (Tally::<u64>::new(), 0);
            for _ in 0..9 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let set = seed & (seed >> 3);
                tally.add(set);
                sum += set.count_ones();
            }
            tally.add_count(5);
            assert_eq!(tally.total(), sum + 5);
        }
    }
}
