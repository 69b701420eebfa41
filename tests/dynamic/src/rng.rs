/// xorshift64*: a small, fixed generator, so that the random specs and
/// positions are the same on every machine. Shared by the build script
/// (`include!`), the test (through the library) and `pawnshift-tests`
/// (`include!`).
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}
