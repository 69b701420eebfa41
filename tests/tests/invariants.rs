//! Invariants of every bundled variant's generated code, checked
//! exhaustively rather than sampled:
//!
//! - each per-square table entry (`ATTACKS`, `PUSHES`) equals the set-wise
//!   function applied to that single square;
//! - no function returns a bit outside `BOARD` for the full board, the empty
//!   board, and every single-square board as its `pawns`, with the full
//!   board, the empty board, the same squares or all bits set (bits off the
//!   board included, as `!occupied` has them) as its other argument;
//! - the shift functions distribute over union: `f(a | b) == f(a) | f(b)`
//!   for every pair of single squares.

use pawnshift::{PawnMove, SideRules, Variant, variants};
use pawnshift_tests::{Bits, Set};

fn board<B: Bits>(v: &Variant<B>) -> Set {
    pawnshift_tests::Board::new(v.width, v.height).all()
}

/// A generated function with its other arguments fixed.
type Shift<'a, B> = Box<dyn Fn(B) -> B + 'a>;

/// The single-argument shift functions of a side: attacks and each rule's
/// targets with the second argument fixed.
fn shift_functions<B: Bits>(side: &SideRules<B>, other: B) -> Vec<(String, Shift<'_, B>)> {
    let mut list: Vec<(String, Shift<'_, B>)> = Vec::new();
    if let Some(attacks) = side.attacks {
        list.push(("attacks".to_owned(), Box::new(attacks)));
    }
    for rule in side.rules {
        if let Some(quiet) = rule.quiet {
            list.push((
                format!("{} targets", rule.spec),
                Box::new(move |p| quiet(p, other)),
            ));
        }
        if let Some(capture) = rule.capture {
            list.push((
                format!("{} captures", rule.spec),
                Box::new(move |p| capture(p, other)),
            ));
        }
    }
    list
}

fn check_side<B: Bits>(v: &Variant<B>, side: &SideRules<B>) {
    let t = B::from_set;
    let u = |x: B| x.to_set();
    let all = board(v);
    let squares = v.width * v.height;
    let name = format!("{} {:?}", v.name, side.color);

    // Tables equal the functions on single squares.
    for sq in 0..squares {
        let one = t(Set::bit(sq));
        if let Some(attacks) = side.attacks {
            assert_eq!(
                side.attack_table[sq as usize],
                attacks(one),
                "{name}: ATTACKS[{sq}]"
            );
        }
        if !side.push_table.is_empty() {
            let pushes = side
                .rules
                .iter()
                .filter_map(|r| r.quiet)
                .fold(Set::EMPTY, |m, f| m | u(f(one, t(all))));
            assert_eq!(
                u(side.push_table[sq as usize]),
                pushes,
                "{name}: PUSHES[{sq}]"
            );
        }
    }

    // Nothing outside the board, for board squares as `pawns` and anything
    // as the other argument.
    let mut inputs = vec![Set::EMPTY, all];
    inputs.extend((0..squares).map(Set::bit));
    for &a in &inputs {
        for &b in &[Set::EMPTY, all, Set::ALL, a] {
            for (what, f) in shift_functions(side, t(b)) {
                assert!(
                    (u(f(t(a))) & !all).is_empty(),
                    "{name}: {what} of {a:#x} with {b:#x}"
                );
            }
            if let Some(split) = side.promotion_split {
                let s = split(t(a));
                assert!(
                    ((u(s.mandatory) | u(s.optional) | u(s.plain)) & !all).is_empty(),
                    "{name}: split"
                );
                assert!(
                    (u(s.mandatory) & u(s.optional)).is_empty(),
                    "{name}: split parts overlap"
                );
            }
            if let Some(ep) = side.en_passant_captures {
                assert!((u(ep(t(a), t(b))) & !all).is_empty(), "{name}: en passant");
            }
            (side.generate)(
                t(a),
                t(a | b),
                t(b & !a),
                t(b),
                u32::MAX,
                &mut |m: PawnMove<B>| {
                    assert!(
                        Into::<u32>::into(m.from) < squares && Into::<u32>::into(m.to) < squares,
                        "{name}: {m:?}"
                    );
                    assert!((u(m.en_passant) & !all).is_empty(), "{name}: {m:?}");
                },
            );
        }
    }

    // Distribution over union, for every pair of single squares.
    for b in [Set::EMPTY, all] {
        for (what, f) in shift_functions(side, t(b)) {
            let singles: Vec<Set> = (0..squares).map(|sq| u(f(t(Set::bit(sq))))).collect();
            for x in 0..squares {
                for y in x + 1..squares {
                    let both = u(f(t(Set::bit(x) | Set::bit(y))));
                    assert_eq!(
                        both,
                        singles[x as usize] | singles[y as usize],
                        "{name}: {what} over squares {x}, {y}"
                    );
                }
            }
        }
    }
}

fn check<B: Bits>(v: &Variant<B>) {
    for side in [v.white, v.black].into_iter().flatten() {
        check_side(v, side);
    }
}

#[test]
fn invariants_of_small_boards() {
    check(&variants::standard::VARIANT);
    check(&variants::horde::VARIANT);
    check(&variants::torpedo::VARIANT);
    check(&variants::berolina::VARIANT);
    check(&variants::pawnsideways::VARIANT);
    check(&variants::los_alamos::VARIANT);
    check(&variants::gardner::VARIANT);
    check(&variants::makruk::VARIANT);
    check(&variants::shatranj::VARIANT);
}

#[test]
fn invariants_of_wide_boards() {
    check(&variants::chu_shogi::VARIANT);
    check(&variants::dai_shogi::VARIANT);
    check(&variants::tenjiku_shogi::VARIANT);
    check(&variants::big_board::VARIANT);
}

#[test]
fn invariants_of_u128_boards() {
    check(&variants::capablanca::VARIANT);
    check(&variants::modern::VARIANT);
    check(&variants::grand::VARIANT);
    check(&variants::wildebeest::VARIANT);
    check(&variants::shogi::VARIANT);
    check(&variants::xiangqi::VARIANT);
}
