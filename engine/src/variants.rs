//! Every bundled variant by name, with a start-like example position; a
//! view of its generated tables through any of the engine's set types
//! ([`Set`]) whatever its integer type; and the same view of a spec loaded
//! at run time (`pawnshift-dynamic`), so that a user's own rules are shown
//! and perft'd exactly as bundled ones.

use std::sync::Arc;

use pawnshift::{
    AnyVariant, Color, PawnMove, PieceInfo, PromotionSplit, Rule, RuleKind, SideRules, Variant,
    Wide, variants,
};

use crate::set::{Set, Widest};

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

    /// The rules of `color`, if the variant declares that side.
    pub fn side(&self, color: Color) -> Option<SideView> {
        match self.0 {
            AnyVariant::U64(v) => v.side(color).map(SideView::U64),
            AnyVariant::U128(v) => v.side(color).map(SideView::U128),
            AnyVariant::Wide3(v) => v.side(color).map(SideView::Wide3),
            AnyVariant::Wide4(v) => v.side(color).map(SideView::Wide4),
        }
    }

    /// Its further pawn kinds (`VARIANT.kinds`).
    pub fn kinds(&self) -> Vec<Bundled> {
        fn each<B: pawnshift::Bitboard>(
            kinds: &'static [Variant<B>],
            wrap: fn(&'static Variant<B>) -> AnyVariant,
        ) -> Vec<Bundled> {
            kinds.iter().map(|k| Bundled(wrap(k))).collect()
        }
        match self.0 {
            AnyVariant::U64(v) => each(v.kinds, AnyVariant::U64),
            AnyVariant::U128(v) => each(v.kinds, AnyVariant::U128),
            AnyVariant::Wide3(v) => each(v.kinds, AnyVariant::Wide3),
            AnyVariant::Wide4(v) => each(v.kinds, AnyVariant::Wide4),
        }
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
            kinds: self.kinds().iter().map(Bundled::pawn_rules).collect(),
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
            .all(|s| !matches!(s, SideView::Dynamic(_) | SideView::DynamicWide(_)))
    }

    /// The run-time rules of every module of a spec's text; `path` names it
    /// in diagnostics.
    pub fn load(path: &str, source: &str) -> Result<Vec<PawnRules>, pawnshift_dynamic::Error> {
        let checked = pawnshift_codegen::rules::check_source(std::path::Path::new(path), source)
            .map_err(pawnshift_dynamic::Error::Spec)?;
        checked.iter().map(PawnRules::from_module).collect()
    }

    /// The run-time rules of one checked module: over `u128` or, past 128
    /// squares, [`Widest`] (and also over `u64` when its board fits, for
    /// perft's fast path).
    fn from_module(
        module: &pawnshift_codegen::rules::Module,
    ) -> Result<PawnRules, pawnshift_dynamic::Error> {
        let small = if module.geometry.squares() <= 64 {
            Some(Arc::new(pawnshift_dynamic::Variant::<u64>::from_rules(
                module,
            )?))
        } else {
            None
        };
        if module.geometry.squares() <= 128 {
            let v = pawnshift_dynamic::Variant::<u128>::from_rules(module)?;
            Ok(PawnRules::from_dynamic(&v, small, SideView::Dynamic))
        } else {
            let v = pawnshift_dynamic::Variant::<Widest>::from_rules(module)?;
            Ok(PawnRules::from_dynamic(&v, None, SideView::DynamicWide))
        }
    }

    /// The engine's view of run-time rules, each side wrapped by `view`;
    /// `small` the same over `u64` for the fast path (each kind's its own).
    fn from_dynamic<B: pawnshift_dynamic::Bits>(
        v: &pawnshift_dynamic::Variant<B>,
        small: Option<Arc<pawnshift_dynamic::Variant<u64>>>,
        view: fn(Arc<pawnshift_dynamic::Side<B>>) -> SideView,
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
            sides: Color::ALL.map(|c| v.side(c).map(|s| view(Arc::new(s.clone())))),
            kinds: v
                .kinds()
                .iter()
                .enumerate()
                .map(|(i, k)| {
                    let small = small
                        .as_ref()
                        .and_then(|s| s.kinds().get(i))
                        .map(|k| Arc::new(k.clone()));
                    PawnRules::from_dynamic(k, small, view)
                })
                .collect(),
            tables64: None,
            dynamic64: small,
        }
    }
}

/// One side's functions, generated or run-time, called through the
/// engine's set type (see [`Set`]): every set goes in and comes out as the
/// caller's type, converted to and from the type the rules work over.
#[derive(Clone, Debug)]
pub enum SideView {
    /// A generated side of a `u64` board.
    U64(&'static SideRules<u64>),
    /// A generated side of a `u128` board.
    U128(&'static SideRules<u128>),
    /// A generated side of a board of up to 192 squares.
    Wide3(&'static SideRules<Wide<3>>),
    /// A generated side of a board of up to 256 squares.
    Wide4(&'static SideRules<Wide<4>>),
    /// Run-time rules of a board of up to 128 squares.
    Dynamic(Arc<pawnshift_dynamic::Side<u128>>),
    /// Run-time rules of a board of up to 256 squares.
    DynamicWide(Arc<pawnshift_dynamic::Side<Widest>>),
}

/// `$generated` on a generated side `$s`, `$dynamic` on run-time rules
/// `$d`, whatever their set type.
macro_rules! each_side {
    ($view:expr, |$s:ident| $generated:expr, |$d:ident| $dynamic:expr) => {
        match $view {
            SideView::U64($s) => $generated,
            SideView::U128($s) => $generated,
            SideView::Wide3($s) => $generated,
            SideView::Wide4($s) => $generated,
            SideView::Dynamic($d) => $dynamic,
            SideView::DynamicWide($d) => $dynamic,
        }
    };
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

fn convert_split<A: Set, B: Set>(split: PromotionSplit<A>) -> PromotionSplit<B> {
    PromotionSplit {
        mandatory: split.mandatory.to(),
        optional: split.optional.to(),
        plain: split.plain.to(),
    }
}

/// A move of the rules' set type `A` as the engine's `B`.
fn convert_move<A: Set, B: Set>(m: PawnMove<A>) -> PawnMove<B> {
    let square = |s: A::Square| B::square_of(A::index_of(s));
    PawnMove {
        from: square(m.from),
        to: square(m.to),
        kind: m.kind,
        promotion: m.promotion,
        en_passant: m.en_passant.to(),
    }
}

/// Whether run-time rules drop pawns.
fn drops_at_all<B: Set>(side: &pawnshift_dynamic::Side<B>) -> bool {
    side.drop_targets(B::EMPTY, B::EMPTY).is_some()
}

impl SideView {
    /// The move rules, in spec order.
    pub fn rules(&self) -> Vec<RuleInfo> {
        each_side!(self, |s| s.rules.iter().map(info).collect(), |d| d
            .rules()
            .iter()
            .map(|r| RuleInfo {
                name: r.name().to_owned(),
                spec: r.spec().to_owned(),
                kind: r.kind(),
                directions: r.directions().to_vec(),
            })
            .collect())
    }

    /// Rule `index`'s quiet targets, if it has quiet moves.
    #[inline]
    pub fn quiet<S: Set>(&self, index: usize, pawns: S, empty: S) -> Option<S> {
        each_side!(
            self,
            |s| s.rules[index].quiet.map(|f| f(pawns.to(), empty.to()).to()),
            |d| d.rules()[index].quiet(pawns.to(), empty.to()).map(Set::to)
        )
    }

    /// Rule `index`'s captures, if it captures.
    #[inline]
    pub fn capture<S: Set>(&self, index: usize, pawns: S, enemies: S) -> Option<S> {
        each_side!(
            self,
            |s| s.rules[index]
                .capture
                .map(|f| f(pawns.to(), enemies.to()).to()),
            |d| d.rules()[index]
                .captures(pawns.to(), enemies.to())
                .map(Set::to)
        )
    }

    /// Every square the pawns attack, if the side captures at all.
    #[inline]
    pub fn attacks<S: Set>(&self, pawns: S) -> Option<S> {
        each_side!(self, |s| s.attacks.map(|f| f(pawns.to()).to()), |d| d
            .attacks(pawns.to())
            .map(Set::to))
    }

    /// En-passant captures, if the variant has en passant.
    #[inline]
    pub fn en_passant_captures<S: Set>(&self, pawns: S, en_passant: S) -> Option<S> {
        each_side!(
            self,
            |s| s
                .en_passant_captures
                .map(|f| f(pawns.to(), en_passant.to()).to()),
            |d| d
                .en_passant_captures(pawns.to(), en_passant.to())
                .map(Set::to)
        )
    }

    /// Whether the side drops pawns from its hand.
    pub fn drops(&self) -> bool {
        each_side!(self, |s| s.drop_targets.is_some(), |d| drops_at_all(d))
    }

    /// Where pawns from the hand may be dropped, if the side drops pawns.
    #[inline]
    pub fn drop_targets<S: Set>(&self, pawns: S, empty: S) -> Option<S> {
        each_side!(
            self,
            |s| s.drop_targets.map(|f| f(pawns.to(), empty.to()).to()),
            |d| d.drop_targets(pawns.to(), empty.to()).map(Set::to)
        )
    }

    /// Targets split by promotion, if the side promotes.
    #[inline]
    pub fn promotion_split<S: Set>(&self, targets: S) -> Option<PromotionSplit<S>> {
        each_side!(
            self,
            |s| s.promotion_split.map(|f| convert_split(f(targets.to()))),
            |d| d.promotion_split(targets.to()).map(convert_split)
        )
    }

    /// Every pawn move, through the generated serialiser; `pieces` masks the
    /// allowed promotion pieces.
    #[inline]
    pub fn generate<S: Set>(
        &self,
        pawns: S,
        own: S,
        enemies: S,
        en_passant: S,
        pieces: u32,
        sink: &mut impl FnMut(PawnMove<S>),
    ) {
        each_side!(
            self,
            |s| (s.generate)(
                pawns.to(),
                own.to(),
                enemies.to(),
                en_passant.to(),
                pieces,
                &mut |m| sink(convert_move(m)),
            ),
            |d| d.generate(
                pawns.to(),
                own.to(),
                enemies.to(),
                en_passant.to(),
                pieces,
                &mut |m| sink(convert_move(m)),
            )
        );
    }

    /// The mandatory and optional promotion pieces, as named in the spec.
    pub fn promotion_pieces(&self) -> (Vec<&str>, Vec<&str>) {
        each_side!(
            self,
            |s| (
                s.promotion_pieces.to_vec(),
                s.optional_promotion_pieces.to_vec(),
            ),
            |d| (
                d.promotion_pieces().iter().map(String::as_str).collect(),
                d.optional_promotion_pieces()
                    .iter()
                    .map(String::as_str)
                    .collect(),
            )
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `show` of a variant's start position, or of kings and a rank of
    /// pawns each on the fourth rank from its side for one without.
    fn shows_start<S: crate::Set>(v: Bundled) -> String {
        let rules = crate::game::Rules::<S>::new(&v.pawn_rules(), &[])
            .unwrap_or_else(|e| panic!("{}: {e}", v.name()));
        let (w, h) = (v.width(), v.height());
        let rank = |r: u32| match r {
            _ if r == h => format!("k{}", w - 1),
            _ if r == h - 3 => "p".repeat(w as usize),
            4 => "P".repeat(w as usize),
            1 => format!("K{}", w - 1),
            _ => w.to_string(),
        };
        let kings_and_pawns = format!(
            "{} w - - 0 1",
            (1..=h).rev().map(rank).collect::<Vec<_>>().join("/")
        );
        let fen = v.start().is_none().then_some(kings_and_pawns.as_str());
        crate::show::show(&rules, fen).unwrap_or_else(|e| panic!("{}: {e}", v.name()))
    }

    #[test]
    fn every_bundled_variant_shows_its_start_position() {
        for v in bundled() {
            let shown = if crate::set::fits::<u128>(v.width(), v.height()) {
                let narrow = shows_start::<u128>(v);
                // The same on the widest sets.
                assert_eq!(shows_start::<Widest>(v), narrow, "{}", v.name());
                narrow
            } else {
                let error = crate::game::Rules::<u128>::new(&v.pawn_rules(), &[])
                    .err()
                    .unwrap_or_else(|| panic!("{}: held by u128", v.name()));
                assert!(
                    error.to_string().contains("`Rules::<pawnshift::Wide<4>>`"),
                    "{error}"
                );
                shows_start::<Widest>(v)
            };
            assert!(shown.contains("all pawn moves"), "{shown}");
        }
    }

    #[test]
    fn positions_no_game_reaches_are_refused() {
        let rules =
            crate::game::Rules::<u128>::new(&find("standard").unwrap().pawn_rules(), &[]).unwrap();
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
        let rank2 = 0xff00u128;
        assert_eq!(white.quiet(0, rank2, !rank2), Some(0xff_0000));
        assert_eq!(white.capture(0, rank2, 0u128), None);
        assert_eq!(white.capture(2, rank2, 0xff_0000), Some(0x7f_0000));
        let xiangqi = find("xiangqi").unwrap().side(Color::Black).unwrap();
        assert!(xiangqi.promotion_split(1u128).is_none());
        assert_eq!(xiangqi.rules().len(), 2);
    }
}
