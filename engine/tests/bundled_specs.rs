//! Every spec of `specs/` is bundled, with a start position that parses
//! (reads the repository's `specs/`, so it is left out of the package).

#[test]
fn every_spec_is_bundled_with_a_start_position_that_parses() {
    let specs = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../specs"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "pawns"))
        .count();
    assert_eq!(pawnshift_engine::bundled().count(), specs);
    // The boards over 128 squares give none: their games' pieces are
    // beyond the engine (chu shogi's lion) or not settled (big_board's).
    for v in pawnshift_engine::bundled() {
        let Some(start) = v.start() else {
            assert!(v.width() * v.height() > 128, "{}: no start", v.name());
            continue;
        };
        let p = pawnshift_engine::Position::parse(start, v.width(), v.height())
            .unwrap_or_else(|e| panic!("{}: {e}", v.name()));
        assert!(
            !p.set(pawnshift::Color::White, Some('p')).is_empty(),
            "{}",
            v.name()
        );
    }
}
