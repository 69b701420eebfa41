//! Every bundled variant by name, with a start-like example position; a
//! `u128` view of its generated tables whatever its integer type; and the
//! same view of a spec loaded at run time (`pawnshift-dynamic`), so that a
//! user's own rules are shown and perft'd exactly as bundled ones.

use std::sync::Arc;

use pawnshift::{
    AnyVariant, Color, PawnMove, PieceInfo, PromotionSplit, Rule, RuleKind, SideRules, Variant,
    variants,
};

/// A bundled variant: a generated module's `VARIANT`, as listed by
/// `pawnshift::variants::ALL` (every spec in `specs/`).
#[derive(Clone, Copy, Debug)]
pub struct Bundled(pub AnyVariant);

impl Bundled {
    /// Its name (the spec file's and the module's).
    pub fn name(&self) -> &'static str {
        self.0.name()
    }

    /// The spec's start position.
    pub fn start(&self) -> Option<&'static str> {
        self.0.start()
    }

    /// Files.
    pub fn width(&self) -> u32 {
        self.0.width()
    }

    /// Ranks.
    pub fn height(&self) -> u32 {
        self.0.height()
    }

    /// The promotion pieces; `PawnMove::promotion` indexes this list.
    pub fn pieces(&self) -> &'static [PieceInfo] {
        self.0.pieces()
    }

    /// The rules of `color`, if the variant declares that side and its
    /// board has at most 128 squares (the engine plays no larger board).
    pub fn side(&self, color: Color) -> Option<SideView> {
        match self.0 {
            AnyVariant::U64(v) => v.side(color).map(SideView::U64),
            AnyVariant::U128(v) => v.side(color).map(SideView::U128),
            AnyVariant::Wide3(_) | AnyVariant::Wide4(_) => None,
        }
    }

    /// Its further pawn kinds (`VARIANT.kinds`).
    pub fn kinds(&self) -> impl Iterator<Item = Bundled> {
        let (small, large): (&[Variant<u64>], &[Variant<u128>]) = match self.0 {
            AnyVariant::U64(v) => (v.kinds, &[]),
            AnyVariant::U128(v) => (&[], v.kinds),
            AnyVariant::Wide3(_) | AnyVariant::Wide4(_) => (&[], &[]),
        };
        small
            .iter()
            .map(|k| Bundled(AnyVariant::U64(k)))
            .chain(large.iter().map(|k| Bundled(AnyVariant::U128(k))))
    }

    /// Its rules as the engine plays them.
    pub fn pawn_rules(&self) -> PawnRules {
        PawnRules {
            name: self.name().to_owned(),
            width: self.width(),
            height: self.height(),
            start: self.start().map(str::to_owned),
            pieces: self
                .pieces()
                .iter()
                .map(|p| (p.name.to_owned(), p.limit))
                .collect(),
            sides: Color::ALL.map(|c| self.side(c)),
            kinds: self.kinds().map(|k| k.pawn_rules()).collect(),
            tables64: match self.0 {
                AnyVariant::U64(v) => Some(v),
                _ => None,
            },
            dynamic64: None,
        }
    }
}

/// Every bundled variant, by name.
pub fn bundled() -> impl Iterator<Item = Bundled> {
    variants::ALL.iter().map(|&v| Bundled(v))
}

/// The bundled variant called `name`.
pub fn find(name: &str) -> Option<Bundled> {
    bundled().find(|v| v.name() == name)
}

/// A variant's pawn rules as the engine plays them: a bundled variant's
/// generated code, or a spec's text loaded at run time.
#[derive(Clone, Debug)]
pub struct PawnRules {
    /// Its name (the spec module's).
    pub name: String,
    /// Files.
    pub width: u32,
    /// Ranks.
    pub height: u32,
    /// The spec's start position, if it gives one.
    pub start: Option<String>,
    /// The promotion pieces, named as in the spec, with their limits;
    /// `PawnMove::promotion` indexes this list.
    pub pieces: Vec<(String, Option<u8>)>,
    sides: [Option<SideView>; 2],
    /// Further pawn kinds (`kind sergeant { … }` in the spec), each with
    /// its own rules and promotion pieces; their own `kinds` are empty.
    pub kinds: Vec<PawnRules>,
    /// The generated tables of a bundled `u64` board, for perft's fast path.
    pub(crate) tables64: Option<&'static Variant<u64>>,
    /// The run-time rules of a loaded `u64` board, for perft's fast path.
    pub(crate) dynamic64: Option<Arc<pawnshift_dynamic::Variant<u64>>>,
}

impl PawnRules {
    /// The rules of `color`, if the variant declares that side.
    pub fn side(&self, color: Color) -> Option<&SideView> {
        self.sides[color as usize].as_ref()
    }

    /// Whether these are a bundled variant's generated code (else rules
    /// loaded at run time).
    pub fn generated(&self) -> bool {
        self.sides
            .iter()
            .flatten()
            .all(|s| !matches!(s, SideView::Dynamic(_)))
    }

    /// The run-time rules of every module of a spec's text; `path` names it
    /// in diagnostics.
    pub fn load(path: &str, source: &str) -> Result<Vec<PawnRules>, pawnshift_dynamic::Error> {
        let checked = pawnshift_codegen::rules::check_source(std::path::Path::new(path), source)
            .map_err(pawnshift_dynamic::Error::Spec)?;
        checked.iter().map(PawnRules::from_module).collect()
    }

    /// The run-time rules of one checked module (also over `u64` when its
    /// board fits, for perft's fast path).
    fn from_module(
        module: &pawnshift_codegen::rules::Module,
    ) -> Result<PawnRules, pawnshift_dynamic::Error> {
        let v = pawnshift_dynamic::Variant::<u128>::from_rules(module)?;
        let small = if module.geometry.squares() <= 64 {
            Some(Arc::new(pawnshift_dynamic::Variant::<u64>::from_rules(
                module,
            )?))
        } else {
            None
        };
        Ok(PawnRules::from_dynamic(&v, small))
    }

    /// The engine's view of run-time rules, `small` the same over `u64` for
    /// the fast path (only the variant's own pawn kind uses it).
    fn from_dynamic(
        v: &pawnshift_dynamic::Variant<u128>,
        small: Option<Arc<pawnshift_dynamic::Variant<u64>>>,
    ) -> PawnRules {
        PawnRules {
            name: v.name().to_owned(),
            width: v.width(),
            height: v.height(),
            start: v.start().map(str::to_owned),
            pieces: v
                .pieces()
                .iter()
                .map(|p| (p.name.clone(), p.limit))
                .collect(),
            sides: Color::ALL.map(|c| v.side(c).map(|s| SideView::Dynamic(Arc::new(s.clone())))),
            kinds: v
                .kinds()
                .iter()
                .map(|k| PawnRules::from_dynamic(k, None))
                .collect(),
            tables64: None,
            dynamic64: small,
        }
    }
}

/// One side's functions, generated or run-time, called through `u128`.
#[derive(Clone, Debug)]
pub enum SideView {
    /// A generated side of a `u64` board.
    U64(&'static SideRules<u64>),
    /// A generated side of a `u128` board.
    U128(&'static SideRules<u128>),
    /// Run-time rules.
    Dynamic(Arc<pawnshift_dynamic::Side<u128>>),
}

/// A rule's description, whatever its integer type.
#[derive(Clone, Debug)]
pub struct RuleInfo {
    /// Base of its generated names.
    pub name: String,
    /// As the spec says it.
    pub spec: String,
    /// What it does.
    pub kind: RuleKind,
    /// Its directions, `(file delta, rank delta)`.
    pub directions: Vec<(i8, i8)>,
}

fn info<B>(rule: &Rule<B>) -> RuleInfo {
    RuleInfo {
        name: rule.name.to_owned(),
        spec: rule.spec.to_owned(),
        kind: rule.kind,
        directions: rule.directions.to_vec(),
    }
}

/// A set of a `u64` board as `u64`; the bits above never hold squares.
fn narrow(set: u128) -> u64 {
    u64::try_from(set & u128::from(u64::MAX)).unwrap_or(0)
}

fn widen_split(split: PromotionSplit<u64>) -> PromotionSplit<u128> {
    PromotionSplit {
        mandatory: split.mandatory.into(),
        optional: split.optional.into(),
        plain: split.plain.into(),
    }
}

impl SideView {
    /// The move rules, in spec order.
    pub fn rules(&self) -> Vec<RuleInfo> {
        match self {
            SideView::U64(s) => s.rules.iter().map(info).collect(),
            SideView::U128(s) => s.rules.iter().map(info).collect(),
            SideView::Dynamic(s) => s
                .rules()
                .iter()
                .map(|r| RuleInfo {
                    name: r.name().to_owned(),
                    spec: r.spec().to_owned(),
                    kind: r.kind(),
                    directions: r.directions().to_vec(),
                })
                .collect(),
        }
    }

    /// Rule `index`'s quiet targets, if it has quiet moves.
    pub fn quiet(&self, index: usize, pawns: u128, empty: u128) -> Option<u128> {
        match self {
            SideView::U64(s) => s.rules[index]
                .quiet
                .map(|f| u128::from(f(narrow(pawns), narrow(empty)))),
            SideView::U128(s) => s.rules[index].quiet.map(|f| f(pawns, empty)),
            SideView::Dynamic(s) => s.rules()[index].quiet(pawns, empty),
        }
    }

    /// Rule `index`'s captures, if it captures.
    pub fn capture(&self, index: usize, pawns: u128, enemies: u128) -> Option<u128> {
        match self {
            SideView::U64(s) => s.rules[index]
                .capture
                .map(|f| u128::from(f(narrow(pawns), narrow(enemies)))),
            SideView::U128(s) => s.rules[index].capture.map(|f| f(pawns, enemies)),
            SideView::Dynamic(s) => s.rules()[index].captures(pawns, enemies),
        }
    }

    /// Every square the pawns attack, if the side captures at all.
    pub fn attacks(&self, pawns: u128) -> Option<u128> {
        match self {
            SideView::U64(s) => s.attacks.map(|f| u128::from(f(narrow(pawns)))),
            SideView::U128(s) => s.attacks.map(|f| f(pawns)),
            SideView::Dynamic(s) => s.attacks(pawns),
        }
    }

    /// En-passant captures, if the variant has en passant.
    pub fn en_passant_captures(&self, pawns: u128, en_passant: u128) -> Option<u128> {
        match self {
            SideView::U64(s) => s
                .en_passant_captures
                .map(|f| u128::from(f(narrow(pawns), narrow(en_passant)))),
            SideView::U128(s) => s.en_passant_captures.map(|f| f(pawns, en_passant)),
            SideView::Dynamic(s) => s.en_passant_captures(pawns, en_passant),
        }
    }

    /// Whether the side drops pawns from its hand.
    pub fn drops(&self) -> bool {
        match self {
            SideView::U64(s) => s.drop_targets.is_some(),
            SideView::U128(s) => s.drop_targets.is_some(),
            SideView::Dynamic(s) => s.drop_targets(0, 0).is_some(),
        }
    }

    /// Where pawns from the hand may be dropped, if the side drops pawns.
    pub fn drop_targets(&self, pawns: u128, empty: u128) -> Option<u128> {
        match self {
            SideView::U64(s) => s
                .drop_targets
                .map(|f| u128::from(f(narrow(pawns), narrow(empty)))),
            SideView::U128(s) => s.drop_targets.map(|f| f(pawns, empty)),
            SideView::Dynamic(s) => s.drop_targets(pawns, empty),
        }
    }

    /// Targets split by promotion, if the side promotes.
    pub fn promotion_split(&self, targets: u128) -> Option<PromotionSplit<u128>> {
        match self {
            SideView::U64(s) => s.promotion_split.map(|f| widen_split(f(narrow(targets)))),
            SideView::U128(s) => s.promotion_split.map(|f| f(targets)),
            SideView::Dynamic(s) => s.promotion_split(targets),
        }
    }

    /// Every pawn move, through the generated serialiser; `pieces` masks the
    /// allowed promotion pieces.
    pub fn generate(
        &self,
        pawns: u128,
        own: u128,
        enemies: u128,
        en_passant: u128,
        pieces: u32,
        sink: &mut dyn FnMut(PawnMove<u128>),
    ) {
        match self {
            SideView::U64(s) => (s.generate)(
                narrow(pawns),
                narrow(own),
                narrow(enemies),
                narrow(en_passant),
                pieces,
                &mut |m: PawnMove<u64>| {
                    sink(PawnMove {
                        from: m.from,
                        to: m.to,
                        kind: m.kind,
                        promotion: m.promotion,
                        en_passant: m.en_passant.into(),
                    });
                },
            ),
            SideView::U128(s) => (s.generate)(pawns, own, enemies, en_passant, pieces, sink),
            SideView::Dynamic(s) => s.generate(pawns, own, enemies, en_passant, pieces, sink),
        }
    }

    /// The mandatory and optional promotion pieces, as named in the spec.
    pub fn promotion_pieces(&self) -> (Vec<&str>, Vec<&str>) {
        match self {
            SideView::U64(s) => (
                s.promotion_pieces.to_vec(),
                s.optional_promotion_pieces.to_vec(),
            ),
            SideView::U128(s) => (
                s.promotion_pieces.to_vec(),
                s.optional_promotion_pieces.to_vec(),
            ),
            SideView::Dynamic(s) => (
                s.promotion_pieces().iter().map(String::as_str).collect(),
                s.optional_promotion_pieces()
                    .iter()
                    .map(String::as_str)
                    .collect(),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    #[test]
    fn every_spec_is_bundled_with_a_start_position_that_parses() {
        let specs = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../specs"))
            .unwrap()
            .filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "pawns"))
            .count();
        assert_eq!(bundled().count(), specs);
        // Boards over 128 squares are the generated code's and the run-time
        // rules', not yet the engine's (see the next test).
        for v in bundled().filter(|v| v.width() * v.height() <= 128) {
            let start = v
                .start()
                .unwrap_or_else(|| panic!("{}: no start", v.name()));
            let p = Position::parse(start, v.width(), v.height())
                .unwrap_or_else(|e| panic!("{}: {e}", v.name()));
            assert!(p.set(Color::White, Some('p')) != 0, "{}", v.name());
        }
    }

    #[test]
    fn every_bundled_variant_shows_its_start_position() {
        for v in bundled() {
            let rules = match crate::game::Rules::new(&v.pawn_rules(), &[]) {
                Err(e) if v.width() * v.height() > 128 => {
                    assert!(e.contains("boards of up to 128 squares"), "{e}");
                    continue;
                }
                rules => rules.unwrap_or_else(|e| panic!("{}: {e}", v.name())),
            };
            crate::show::show(&rules, None).unwrap_or_else(|e| panic!("{}: {e}", v.name()));
        }
    }

    #[test]
    fn positions_no_game_reaches_are_refused() {
        let rules = crate::game::Rules::new(&find("standard").unwrap().pawn_rules(), &[]).unwrap();
        let two_kings = rules
            .position("4k3/8/8/8/8/8/8/3KK3 w - - 0 1")
            .unwrap_err();
        assert!(
            two_kings.to_string().contains("White has 2 kings"),
            "{two_kings}"
        );
        let en_prise = rules
            .position("4k3/3P4/8/8/8/8/8/4K3 w - - 0 1")
            .unwrap_err();
        assert!(
            en_prise
                .to_string()
                .contains("White is to move and can take Black's king on e8"),
            "{en_prise}"
        );
        assert!(rules.position("4k3/3P4/8/8/8/8/8/4K3 b - - 0 1").is_ok());
    }

    #[test]
    fn the_view_calls_the_generated_functions() {
        let standard = find("standard").unwrap();
        let white = standard.side(Color::White).unwrap();
        let rank2 = 0xff00;
        assert_eq!(white.quiet(0, rank2, !rank2), Some(0xff_0000));
        assert_eq!(white.capture(0, rank2, 0), None);
        assert_eq!(white.capture(2, rank2, 0xff_0000), Some(0x7f_0000));
        let xiangqi = find("xiangqi").unwrap().side(Color::Black).unwrap();
        assert!(xiangqi.promotion_split(1).is_none());
        assert_eq!(xiangqi.rules().len(), 2);
    }
}
