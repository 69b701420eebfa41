//! Every contender as one pass over every benchmark position, chosen by name
//! once: the drivers that count instructions (`examples/instructions.rs`)
//! and that time contenders in alternation (`examples/paired.rs`) share it.

use std::hint::black_box;

use crate::{Buffer, Pos, Wide};

/// Every contender name, `group/contender`, in table order.
pub const CONTENDERS: &[&str] = &[
    "targets-8x8/generated",
    "targets-8x8/hand-written",
    "targets-8x8/shakmaty",
    "targets-8x8/cozy-chess",
    "moves-8x8/generated",
    "moves-8x8/hand-written",
    "moves-8x8/shakmaty",
    "moves-8x8/cozy-chess",
    "targets-10x8/generated",
    "targets-10x8/hand-written",
    "moves-10x8/generated",
    "moves-10x8/hand-written",
    "targets-10x10/generated",
    "targets-10x10/hand-written",
    "moves-10x10/generated",
    "moves-10x10/hand-written",
    "targets-12x12/generated",
    "targets-12x12/hand-written",
    "moves-12x12/generated",
    "moves-12x12/hand-written",
    "targets-16x16/generated",
    "targets-16x16/hand-written",
    "moves-16x16/generated",
    "moves-16x16/hand-written",
];

/// The positions every contender runs on, loaded and converted once.
pub struct Data {
    positions: Vec<Pos>,
    wide8: Vec<Wide>,
    wide10: Vec<Wide>,
    big12: Vec<crate::huge::Big<3>>,
    big16: Vec<crate::huge::Big<4>>,
}

impl Data {
    /// Loads the perft-suite positions and their 10x8 and 10x10 copies.
    pub fn load() -> Result<Data, String> {
        let positions = crate::load_positions(usize::MAX)?;
        Ok(Data {
            wide8: crate::wide_positions(&positions, 10, 0),
            wide10: crate::wide_positions(&positions, 10, 1),
            big12: crate::huge::positions_12(&positions),
            big16: crate::huge::positions_16(&positions),
            positions,
        })
    }
}

/// One pass of a contender: its results over every position, summed.
pub type Pass<'a> = Box<dyn FnMut() -> u128 + 'a>;

/// Runs `contender` on every item and sums the results, so that no call
/// can be optimised away. Each contender gets its own copy of this loop.
fn over<T>(items: &[T], mut contender: impl FnMut(&T) -> u128) -> u128 {
    let mut sum = 0u128;
    for item in items {
        sum = sum.wrapping_add(contender(black_box(item)));
    }
    sum
}

/// The pass of contender `name` (one of [`CONTENDERS`], or `none`: the bare
/// loop, as the baseline), or `None` for an unknown name.
pub fn pass<'a>(name: &str, data: &'a Data) -> Option<Pass<'a>> {
    use crate as b;
    use crate::huge as h;
    let (p, w8, w10) = (&data.positions, &data.wide8, &data.wide10);
    let (b12, b16) = (&data.big12, &data.big16);
    let mut buf12 = Buffer::new();
    let mut buf16 = Buffer::new();
    let mut buf = Buffer::new();
    let mut wide = Buffer::new();
    let mut cozy = Buffer::new();
    let mut list = shakmaty::MoveList::new();
    Some(match name {
        "none" => Box::new(move || over(p, |_| 0)),
        "targets-8x8/generated" => Box::new(move || over(p, |x| b::targets_generated(x).into())),
        "targets-8x8/hand-written" => Box::new(move || over(p, |x| b::targets_hand(x).into())),
        "targets-8x8/shakmaty" => Box::new(move || over(p, |x| b::targets_shakmaty(x).into())),
        "targets-8x8/cozy-chess" => Box::new(move || over(p, |x| b::targets_cozy(x).into())),
        "moves-8x8/generated" => {
            Box::new(move || over(p, |x| b::moves_generated(x, &mut buf) as u128))
        }
        "moves-8x8/hand-written" => {
            Box::new(move || over(p, |x| b::moves_hand(x, &mut buf) as u128))
        }
        "moves-8x8/shakmaty" => {
            Box::new(move || over(p, |x| b::moves_shakmaty(x, &mut list) as u128))
        }
        "moves-8x8/cozy-chess" => {
            Box::new(move || over(p, |x| b::moves_cozy(x, &mut cozy) as u128))
        }
        "targets-10x8/generated" => Box::new(move || over(w8, b::wide_targets_generated)),
        "targets-10x8/hand-written" => Box::new(move || over(w8, b::wide_targets_hand)),
        "moves-10x8/generated" => {
            Box::new(move || over(w8, |x| b::wide_moves_generated(x, &mut wide) as u128))
        }
        "moves-10x8/hand-written" => {
            Box::new(move || over(w8, |x| b::wide_moves_hand(x, &mut wide) as u128))
        }
        "targets-10x10/generated" => Box::new(move || over(w10, b::grand_targets_generated)),
        "targets-10x10/hand-written" => Box::new(move || over(w10, b::grand_targets_hand)),
        "moves-10x10/generated" => {
            Box::new(move || over(w10, |x| b::grand_moves_generated(x, &mut wide) as u128))
        }
        "moves-10x10/hand-written" => {
            Box::new(move || over(w10, |x| b::grand_moves_hand(x, &mut wide) as u128))
        }
        "targets-12x12/generated" => Box::new(move || over(b12, h::targets_12_generated)),
        "targets-12x12/hand-written" => Box::new(move || over(b12, h::targets_12_hand)),
        "moves-12x12/generated" => {
            Box::new(move || over(b12, |x| h::moves_12_generated(x, &mut buf12) as u128))
        }
        "moves-12x12/hand-written" => {
            Box::new(move || over(b12, |x| h::moves_12_hand(x, &mut buf12) as u128))
        }
        "targets-16x16/generated" => Box::new(move || over(b16, h::targets_16_generated)),
        "targets-16x16/hand-written" => Box::new(move || over(b16, h::targets_16_hand)),
        "moves-16x16/generated" => {
            Box::new(move || over(b16, |x| h::moves_16_generated(x, &mut buf16) as u128))
        }
        "moves-16x16/hand-written" => {
            Box::new(move || over(b16, |x| h::moves_16_hand(x, &mut buf16) as u128))
        }
        _ => return None,
    })
}
