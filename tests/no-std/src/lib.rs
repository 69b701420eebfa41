//! A `#![no_std]` crate with its own `#[panic_handler]`: if pawnshift (or
//! anything it pulls in at run time) linked `std`, this crate would not
//! compile, because `std` brings a panic handler of its own.

// A test harness needs std; the library build is the check.
#![cfg_attr(not(test), no_std)]

use pawnshift::variants::{grand, standard};

pawnshift::pawns! {
    /// A spec expanded inside a `no_std` crate.
    pub mod tiny {
        board 5 x 5;
        white forward north {
            push 1;
            capture north_west | north_east;
            promote at rank 5 to queen;
        }
        black mirrors white;
    }
}

/// Standard single pushes from a `no_std` crate.
pub fn pushes(pawns: u64, empty: u64) -> u64 {
    standard::white::single_push_targets(pawns, empty)
        | tiny::white::single_push_targets(pawns, empty)
}

/// Counts grand's pawn moves without allocating.
pub fn count(pawns: u128) -> usize {
    let mut n = 0;
    grand::white::generate(pawns, pawns, 0, 0, &mut |_| n += 1);
    n
}

#[cfg(not(test))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    loop {}
}
