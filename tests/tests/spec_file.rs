//! `pawns!(file = …)`: the macro reads the very spec file the `pawnshift`
//! command checks, shows and perfts, by a path relative to this crate's
//! `Cargo.toml`, and generates what the bundled module holds.

/// The bundled `standard`'s spec file, read by the macro.
mod from_file {
    pawnshift::pawns!(file = "../specs/standard.pawns");
}

/// Horde's, whose sides differ (White's first-rank double step).
mod horde_from_file {
    pawnshift::pawns!(file = "../specs/horde.pawns");
}

use pawnshift::variants::{horde, standard};

#[test]
fn the_macro_reads_a_spec_file_as_the_bundled_module() {
    assert_eq!(
        from_file::standard::white::ATTACKS,
        standard::white::ATTACKS
    );
    assert_eq!(from_file::standard::black::PUSHES, standard::black::PUSHES);
    assert_eq!(from_file::standard::VARIANT.start, standard::VARIANT.start);
    assert_eq!(horde_from_file::horde::white::PUSHES, horde::white::PUSHES);
    for pawns in [0xff00, 0x00ff_0000_0000_ff00, 0x0000_1824_4281_0000] {
        for empty in [!0, !pawns, 0x00ff_ff00_00ff_ff00] {
            assert_eq!(
                from_file::standard::white::double_push_targets(pawns, empty),
                standard::white::double_push_targets(pawns, empty)
            );
            assert_eq!(
                horde_from_file::horde::white::first_rank_double_push_targets(pawns, empty),
                horde::white::first_rank_double_push_targets(pawns, empty)
            );
        }
    }
}
