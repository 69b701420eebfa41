//! Setting up the fast path for a variant: its promotion pieces and
//! limits, the slots of the pieces it moves, how the last ply counts each
//! pawn rule, and whether positions with pieces have their moves tried.

use pawnshift::RuleKind;

use super::captures::{Blast, Petrify};
use super::castling::Castles;
use super::ends::{Connect, Extinction, Flag};
use super::facing::Facing;
use super::first_moves::Unmoved;
use super::kinds::Second;
use super::must_drop::MustDrop;
use super::pieces::{MOST_PINS, Pieces};
use super::placing::Placing;
use super::position::{Held, Keep};
use super::promote::PiecePromotions;
use super::royals::Royals;
use super::stones::Stones;

use super::{Choice, Counted, Fast, FastSide, Kings, Royalty, index_mask};
use crate::notes::decides;
use crate::rules::{Kind, PlainPiece, RuleBook};
use crate::set::Set;

impl<S: Set, F: FastSide<Set = S>, const R: usize> Fast<F, R> {
    /// The fast path for a variant whose pawn kinds have `kinds` (both
    /// sides' rules each, the variant's pawn first), if it can play it:
    /// its king steps the same whatever stands around, no en passant where
    /// kings may not face (it would take two pieces off a line), and a
    /// second pawn kind at most, where the guard plays it (see `kinds`).
    pub(super) fn new<B: Set>(
        rules: &RuleBook<B>,
        kinds: Vec<[F; 2]>,
    ) -> Result<Fast<F, R>, Refusal> {
        if Royalty::of(rules) == Royalty::PseudoRoyal && rules.passes_when_stalemated() {
            return Err("passing when stalemated beside pseudo-royal kings");
        }
        let mut kinds = kinds.into_iter();
        let sides = kinds.next().ok_or("no pawn rules")?;
        let second = kinds.next().map(|sides| (rules.pawn_kinds()[1].0, sides));
        if kinds.next().is_some() {
            return Err("more than two kinds of pawn");
        }
        let mut fast = Self::with_pawns(rules, sides, second.as_ref())?;
        if let Some((kind, sides)) = second {
            // (Its slot is the last: it only attacks.)
            let slot = (fast.pieces.slot(kind, false))
                .and_then(|slot| fast.pieces.attacking_only(slot).map(|()| slot))
                .ok_or(SECOND_KIND)?;
            if !fast.plays_second(rules, kind, &sides) {
                return Err(SECOND_KIND);
            }
            fast.second = Some(Second::new(rules, kind, sides, slot));
            fast.counts_more = true;
        }
        Ok(fast)
    }

    /// [`Fast::new`] of the variant's pawn kind with `sides`, with a slot
    /// for the pawns of the `second` kind if any (see `kinds`).
    fn with_pawns<B: Set>(
        rules: &RuleBook<B>,
        sides: [F; 2],
        second: Option<&(Kind, [F; 2])>,
    ) -> Result<Fast<F, R>, Refusal> {
        let pieces = &rules.variant.pieces;
        let (promotions, unlimited) = Self::promotion_masks(pieces, &sides);
        let zones = |side: &F| {
            side.promotion_split(S::ALL)
                .map_or(S::EMPTY, |split| split.mandatory | split.optional)
        };
        let width = i32::try_from(rules.variant.width).unwrap_or(i32::MAX);
        let height = i32::try_from(rules.variant.height).unwrap_or(i32::MAX);
        let promoted: Vec<Kind> = (0..pieces.len())
            .filter_map(|i| Some(rules.piece_kind(u8::try_from(i).ok()?)))
            .collect();
        let demotes = rules.hands() && rules.demotes();
        let plain = Self::plain(rules, second, (width, height)).ok_or(SECOND_KIND)?;
        let mut moved = Self::moved(rules, &plain, &promoted, demotes, (width, height))?;
        let drop_zones = Self::drop_zones(rules, &moved);
        let limits = Self::limits(pieces, &promoted, &moved);
        let royals = Royals::new(rules, &moved);
        Self::refused(rules, &moved)?;
        let (kings_slotted, royal_slots) =
            Self::kings_slotted(rules, &moved, (&promoted, demotes))?;
        Self::royals_refused(rules, royals.is_some())?;
        let facing = rules.facing_kings().then(|| Facing::new(width, height));
        let (passing, bikjang) = rules.passing();
        let duple_kings = Self::duple_kings(rules, &promoted, promotions);
        let (extinction, connect) = Self::ends(rules, &moved);
        // (Castling, and with it `castlingWins`, is not played in part.)
        let castles = (rules.castling_plan())
            .map(|c| Castles::new(&c, width, height).ok_or("castling on more than 16 files"))
            .transpose()?;
        let royalty = Royalty::of(rules);
        let common = royalty == Royalty::Common;
        let blast = rules.explosion().map(|e| Blast::new(e, &moved));
        let petrify = Petrify::new(rules.petrification(), &moved);
        // (Where captures explode or petrify, kings may stand side by side:
        // a capture of one by the other, the only one the search meets,
        // blows up or petrifies the capturer. Kings may be taken.)
        // (A king beyond one is no royal piece: it may be taken.)
        let takes_kings = common || blast.is_some() || petrify.is_some() || royals.is_some();
        let (keep, promote, unslotted) =
            Self::keep_and_promote(rules, &moved, (demotes, takes_kings));
        let flag = Self::flag(rules, &moved);
        let no_checks = rules.no_checks();
        let (tried, untried) =
            Self::tried(rules, &moved, &promoted, royals.is_some(), (width, height));
        Self::unguarded(rules, &moved, (tried, untried || unslotted))?;
        if tried || no_checks {
            moved.trace_lines(&plain, width, height);
        }
        Ok(Fast {
            counts_more: promote.is_some() || rules.gating() || rules.promotion_move().is_some(),
            second: None,
            walled: rules.walled().map(|with| (rules.board().to(), with)),
            edge_walls: rules.edge_walls().map(crate::rules::EdgeWalls::to),
            duck_tried: rules.walled().is_some() && (royalty != Royalty::Common || blast.is_some()),
            tried,
            keep,
            promote,
            placing: Placing::new(rules, &moved, castles.as_ref()),
            castles,
            unmoved: Unmoved::new(rules, &moved, (width, height)),
            dropping: rules.drops_from_hand(),
            setting_up: rules.drops_set_up(),
            blast,
            petrify,
            must: MustDrop::new(rules.must_drop(), &moved),
            kings_immune: rules.kings_mutually_immune(),
            ruled: Self::ruled(rules, &sides) || duple_kings != [0; 2],
            flag,
            counting: rules.check_counting(),
            no_checks,
            no_checking_drops: rules.no_checking_drops(),
            kings_and_pawns: Self::kings_and_pawns(rules)
                && royals.as_ref().is_none_or(|r| !r.beyond_kings()),
            royals,
            promotion_move: (rules.promotion_move())
                .map(|(kind, zones)| (moved.slots_of(kind), zones.map(Set::to))),
            duple_kings,
            passing,
            stalemate_pass: rules.passes_when_stalemated(),
            bikjang: bikjang.then(|| Facing::new(width, height)),
            extinction,
            connect,
            stones: Stones::new(rules, &moved),
            aftermath: blast.is_some() || petrify.is_some() || rules.flipping().is_some(),
            full_board: rules.full_board().map(Set::to),
            facing,
            royalty,
            must_capture: rules.must_capture(),
            unusual: Self::unusual(rules, tried),
            king_takes_checker: rules.king_escapes_by_capture(),
            kings: Kings::new(rules, (width, height), petrify.is_some_and(|p| p.kings)),
            pieces: moved,
            limits,
            zones: [zones(&sides[0]), zones(&sides[1])],
            unlimited: promotions.map(|p| Choice::new(unlimited, p)),
            promotions,
            counted: [Self::counted(&sides[0]), Self::counted(&sides[1])],
            near: [Self::near(&sides[0]), Self::near(&sides[1])],
            hands: rules.hands(),
            demotes,
            kings_slotted,
            royal_slots,
            drop_zones,
            sides,
        })
    }

    /// The pieces beyond pawns and kings the fast path moves on a board of
    /// `size`, and last the `second` pawn kind's if any: a piece that only
    /// attacks (`None` where it cannot be one: see `kinds`).
    fn plain<B: Set>(
        rules: &RuleBook<B>,
        second: Option<&(Kind, [F; 2])>,
        size: (i32, i32),
    ) -> Option<Vec<PlainPiece<B>>> {
        let mut plain = rules.plain_pieces();
        if let Some((kind, sides)) = second {
            plain.push(Second::slot_piece(*kind, sides, rules.board(), size)?);
        }
        Some(plain)
    }

    /// Whether the fast path plays the second pawn kind `kind` with
    /// `sides` (see `kinds`): where the guard decides every move (no
    /// tried search, no rule it refuses), with no
    /// hands, piece promotions, blasts or petrification, promotion limits,
    /// facing kings, passes, extinction, flag, counted checks or gating,
    /// and royal kings.
    fn plays_second<B: Set>(&self, rules: &RuleBook<B>, kind: Kind, sides: &[F; 2]) -> bool {
        Second::playable(rules, kind, sides)
            && !(self.tried || self.unusual || self.ruled)
            && !self.hands
            && self.promote.is_none()
            && self.blast.is_none()
            && self.petrify.is_none()
            && self.limits.is_empty()
            && self.facing.is_none()
            && !self.passing
            && !self.counting
            && self.royalty == Royalty::Royal
            && !self.unmoved.gating
    }

    /// Each side's promotion pieces (by index, among `promotions`, the
    /// kinds `promoted`) that make a second king under duple check.
    fn duple_kings<B: Set>(
        rules: &RuleBook<B>,
        promoted: &[Kind],
        promotions: [(u32, u32); 2],
    ) -> [u32; 2] {
        let duple = rules.pseudo_royals().is_some_and(|(_, _, duple)| duple);
        let kings = index_mask(
            (promoted.iter().enumerate())
                .filter_map(|(index, &kind)| (kind == Kind::KING && duple).then_some(index)),
        );
        promotions.map(|(mandatory, optional)| (mandatory | optional) & kings)
    }

    /// Whether a rule beyond the kings' and pawns' moves may end the
    /// game or asks the search of pieces or tried moves (see
    /// `Fast::ruled`; duple check aside): passes (or passes when
    /// stalemated), bikjang, promotion
    /// moves, extinction, a flag, counted checks, castling rights that
    /// decide the game, kings that may not face
    /// each other beside pawns (of `sides`) that take en passant (see
    /// `Fast::rule_of`).
    fn ruled<B: Set>(rules: &RuleBook<B>, sides: &[F; 2]) -> bool {
        let (passing, bikjang) = rules.passing();
        passing
            || bikjang
            || rules.passes_when_stalemated()
            || rules.facing_kings() && sides.iter().any(FastSide::en_passant)
            || rules.promotion_move().is_some()
            || rules.extinction().is_some()
            || rules.flag().is_some()
            || rules.connect().is_some()
            || rules.full_board().is_some()
            || rules.check_counting()
            || (rules.castling_plan()).is_some_and(|plan| decides(plan.wins))
    }

    /// Whether positions with pieces ask a rule beyond the guard's plain
    /// search (see `Fast::unusual`): their moves are tried (`trying`),
    /// pawns promote by moves of their own, facing
    /// kings must part or pass, no move may give check, captures are
    /// compulsory, or drops.
    fn unusual<B: Set>(rules: &RuleBook<B>, trying: bool) -> bool {
        trying
            || rules.walled().is_some()
            || rules.promotion_move().is_some()
            || rules.passing().1
            || rules.no_checks()
            || rules.must_capture()
            || rules.must_drop() != 0
    }

    /// Why the engine refuses a variant, if it does, because
    /// some of its positions could be played neither by the guard of the
    /// king nor by trying each move (`tried`): where some moves would be
    /// tried and the variant's rules keep them from it (`untried`, or a
    /// kind a piece promotes to or goes back to the hand as has no slot),
    /// a side must drop pieces first among tried moves, moves that may not give
    /// check, the duck or gating (a side that cannot drop moves on the
    /// board, its hand set aside: it would gate nothing), or the pieces
    /// ride along more rays than the guard keeps pins for (one pin a ray,
    /// and twice that many where a move may not uncover a check).
    fn unguarded<B: Set>(
        rules: &RuleBook<B>,
        moved: &Pieces<S>,
        (tried, untried): (bool, bool),
    ) -> Result<(), Refusal> {
        let most_rays = if rules.no_checks() {
            MOST_PINS / 2
        } else {
            MOST_PINS
        };
        first_refusal(&[
            (
                untried,
                "moves it would have to try and cannot (a king that may \
                 only take its checker, or a piece promoting to or going \
                 back to the hand as one it does not move)",
            ),
            (
                rules.must_drop() != 0
                    && (tried && Royalty::of(rules) != Royalty::Common
                        || rules.no_checks()
                        || rules.gating()
                        || rules.walled().is_some()),
                "drops a side must make first beside tried moves of royal pieces, no checks, gating or the duck",
            ),
            (
                moved.ray_count() > most_rays,
                "pieces riding along more lines than the guard of a king keeps pins for",
            ),
        ])
    }

    /// Whether `rules`' kings are kept in their slot in `moved` (where
    /// the king kind turns over or promotes, refused where it has no
    /// slot: royal kings; or where kings ride or hop), and the slots of
    /// royal ones, as a mask; refused where a kind pawns promote to
    /// (`promoted`, kept apart where it `demotes`) has no slot.
    fn kings_slotted<B: Set>(
        rules: &RuleBook<B>,
        moved: &Pieces<S>,
        (promoted, demotes): (&[Kind], bool),
    ) -> Result<(bool, u32), Refusal> {
        if (promoted.iter()).any(|&kind| moved.slot(kind, demotes).is_none()) {
            return Err("a promotion to a piece it does not move");
        }
        let turns =
            rules.flip_partner(Kind::KING).is_some() || rules.piece_promotion(Kind::KING).is_some();
        if turns && moved.slot(Kind::KING, false).is_none() {
            return Err("a king that turns over or promotes, where kings are royal");
        }
        let royal = if rules.royal() && rules.kings_ride() {
            moved.slots_of(Kind::KING)
        } else {
            0
        };
        Ok((turns || rules.kings_ride(), royal))
    }

    /// Why the engine refuses a variant with pieces royal beyond one king
    /// a side (`royals`), if it does: where captures explode or petrify
    /// (a blast may take several), or kings may not face.
    fn royals_refused<B: Set>(rules: &RuleBook<B>, royals: bool) -> Result<(), Refusal> {
        let refused = royals
            && (rules.explosion().is_some() || rules.petrification() != 0 || rules.facing_kings());
        first_refusal(&[(
            refused,
            "several royal pieces a side where captures explode or petrify, or kings may not face",
        )])
    }

    /// The variant's extinction and connection rules, their kinds kept
    /// in the slots of `moved`.
    fn ends<B: Set>(
        rules: &RuleBook<B>,
        moved: &Pieces<S>,
    ) -> (Option<Extinction>, Option<Connect<S>>) {
        (
            (rules.extinction()).map(|rule| Extinction::new(rule, |k| moved.slots_of(k))),
            (rules.connect()).map(|rule| Connect::new(rule, moved)),
        )
    }

    /// The variant's flag, its kind kept in the slots of `moved`.
    fn flag<B: Set>(rules: &RuleBook<B>, moved: &Pieces<S>) -> Option<Flag<S>> {
        rules.flag().map(|(kind, squares, safe)| {
            Flag::new(
                (kind, squares.map(Set::to), safe),
                moved,
                (rules.flag_move(), rules.flag_count()),
            )
        })
    }

    /// Why the engine refuses a variant (the kinds pawns promote to in
    /// `moved`'s slots), if it does: drops following rules of setting up
    /// where captures go to a hand (its hands would fill), bikjang where
    /// checks are counted (a position keeps one byte for both), a
    /// promotion by a move of its own to a piece it does not move, common
    /// kings that do not move as pieces (they have no slot to be dropped
    /// into), explosions or petrifying captures with gating (a capture
    /// would bring two pieces onto the board),
    /// the duck beside royal kings (Fairy-Stockfish's rules for them do
    /// not agree with themselves: a move's legality sees the duck where it
    /// stood, its check where it is put) or captures that petrify (a
    /// petrified piece is a wall) or compulsory captures, and beside
    /// pseudo-royal kings or explosions with gating, first moves, counted
    /// checks, moves that may not check, passes, a flag or kings immune to
    /// each other (their moves are tried by `duck`, which asks none of
    /// those rules). (A promotion to a piece
    /// it does not move is refused beside it in `Fast::with_pawns`.)
    fn refused<B: Set>(rules: &RuleBook<B>, moved: &Pieces<S>) -> Result<(), Refusal> {
        let handing = rules.hands() && rules.captures_to_hand();
        let blasting = rules.explosion().is_some() || rules.petrification() != 0;
        first_refusal(&[
            (
                rules.drops_set_up() && handing,
                "pieces set up from a hand that captures fill",
            ),
            (
                rules.enclosing().is_some() && (rules.drops_set_up() || rules.gating()),
                "drops the pieces on the board decide beside gating or drops that set up",
            ),
            (
                rules.free_drops()
                    && (rules.drops_set_up()
                        || rules.gating()
                        || rules.must_drop() != 0
                        || rules.no_checks()),
                "hands that never run out beside gating, drops a side must make or that set up, or moves that may not give check",
            ),
            (
                rules.flipping().is_some()
                    && (blasting
                        || rules.captures_to_hand()
                        || rules.must_drop() != 0
                        || rules.drops_set_up()
                        || rules.gating()
                        || rules.walled().is_some()
                        || rules.edge_walls().is_some()
                        || rules.flip_rules().is_some()
                        || rules.piece_promotion_zone().is_some()
                        || rules.promotion_move().is_some()),
                "pieces that change sides beside captures that explode, petrify or go to a hand, drops a side must make or that set up, gating, walls, or pieces that promote or turn over",
            ),
            (
                rules.passing().1 && rules.check_counting(),
                "bikjang where checks are counted",
            ),
            (
                rules.royal() && rules.kings_ride() && rules.pseudo_royals().is_some(),
                "pseudo-royal pieces beside royal kings that ride or hop",
            ),
            (
                (rules.promotion_move()).is_some_and(|(kind, _)| moved.slots_of(kind) == 0),
                "a promotion by a move of its own to a piece it does not move",
            ),
            (
                Self::kings_to_hand(rules) && moved.slots_of(Kind::KING) == 0,
                "common kings that do not move as pieces where captures go to the hand",
            ),
            (
                blasting && rules.gating(),
                "captures that explode or petrify beside gating",
            ),
            (
                rules.walled().is_some() && Royalty::of(rules) == Royalty::Royal,
                "the duck beside royal kings (pseudo-royal ones it plays)",
            ),
            (
                rules.walled().is_some() && rules.petrification() != 0,
                "the duck beside captures that petrify",
            ),
            (
                rules.walled().is_some() && rules.must_capture(),
                "the duck beside compulsory captures",
            ),
            (
                rules.walled().is_some()
                    && (Royalty::of(rules) != Royalty::Common || blasting)
                    && (rules.gating()
                        || rules.cambodian_kinds().is_some()
                        || rules.check_counting()
                        || rules.no_checks()
                        || rules.no_checking_drops()
                        || rules.passing().0
                        || rules.flag().is_some()
                        || rules.kings_mutually_immune()),
                "the duck beside pseudo-royal kings or explosions, and gating, first moves, \
                 counted checks, moves that may not check, passes, a flag or kings that may \
                 not take each other",
            ),
        ])
    }

    /// Each side's promotion pieces among the variant's `pieces`
    /// (mandatory and optional, a bit per index), and those a side
    /// without pieces may choose (a limit counts the pieces on the board,
    /// none in a kings-and-pawns position: a piece may be chosen there
    /// unless its limit is 0).
    pub(super) fn promotion_masks(
        pieces: &[(String, Option<u8>)],
        sides: &[F; 2],
    ) -> ([(u32, u32); 2], u32) {
        let mask = |names: Vec<&str>| {
            index_mask(
                names
                    .iter()
                    .filter_map(|name| pieces.iter().position(|(n, _)| n == name)),
            )
        };
        let promotions = sides.each_ref().map(|side| {
            let (mandatory, optional) = side.piece_names();
            (mask(mandatory), mask(optional))
        });
        let unlimited = index_mask(
            pieces
                .iter()
                .enumerate()
                .filter(|(_, (_, limit))| *limit != Some(0))
                .map(|(index, _)| index),
        );
        (promotions, unlimited)
    }

    /// Whether positions without pieces are the kings-and-pawns search's,
    /// which keeps kings royal, every move open to all and pawns pawns:
    /// not where kings are common pieces, every move is tried, no move may
    /// give check, captures explode, petrify or are compulsory, drops are,
    /// a king in check may only take or pawns turn over, or hands never
    /// run out (pieces come from them).
    fn kings_and_pawns<B: Set>(rules: &RuleBook<B>) -> bool {
        Royalty::of(rules) != Royalty::Common
            && !Self::every_move_tried(rules)
            && !rules.no_checks()
            && rules.explosion().is_none()
            && rules.petrification() == 0
            && rules.must_drop() == 0
            && !rules.must_capture()
            && !rules.king_escapes_by_capture()
            && rules.flip_rules().is_none()
            && !rules.free_drops()
    }

    /// Per side and slot of `moved`, where a piece from the hand may be
    /// dropped (on the board: a drop zone of pieces that may be dropped
    /// where they cannot move is not cut to it).
    fn drop_zones<B: Set>(rules: &RuleBook<B>, moved: &Pieces<S>) -> [Vec<S>; 2] {
        let board: S = rules.board().to();
        [0, 1].map(|side| {
            (0..moved.len())
                .map(|slot| rules.drop_zone(moved.kind(slot).0, side).to::<S>() & board)
                .collect()
        })
    }

    /// Where captured pieces go (kings too where they may be taken:
    /// `common` pieces, or blown up) and how pieces promote as shogi's, among the slots of
    /// `moved` (promoted pieces kept apart: `demotes`); and
    /// whether some kind needed has no slot (a promoting piece's
    /// promotion, a promoted piece's base in the hand), so that positions
    /// with pieces would be unplayable (the variant is refused).
    fn keep_and_promote<B: Set>(
        rules: &RuleBook<B>,
        moved: &Pieces<S>,
        (demotes, common): (bool, bool),
    ) -> (Keep, Option<PiecePromotions<S>>, bool) {
        let keeping = moved.keep(|kind| rules.unturned(kind));
        let promote = PiecePromotions::new(rules, moved, demotes);
        let unslotted = keeping.is_none() || promote.is_err();
        let hands = rules.hands() && rules.captures_to_hand();
        // (A common king taken goes to the hand of the kings beyond one.)
        let king = (moved.slot(Kind::KING, false))
            .filter(|_| common && hands)
            .and_then(|slot| u8::try_from(slot).ok());
        let keep = Keep::new(hands, (common, king), &keeping.unwrap_or_default());
        (keep, promote.unwrap_or(None), unslotted)
    }

    /// Whether every position's moves are tried, its kings and pawns'
    /// too: where no drop may give check or Black may answer White's flag
    /// (where moves may give check), and where captures explode, as a
    /// blast may take the pieces shielding a king (not a common one: every
    /// move is legal). (Where no move may give check, a position's moves
    /// are tried where the guard's masks do not decide them:
    /// `Fast::unchecking`.)
    fn every_move_tried<B: Set>(rules: &RuleBook<B>) -> bool {
        rules.no_checking_drops()
            || rules.flag_move()
                && rules
                    .flag()
                    .is_some_and(|(kinds, ..)| kinds.and_then(<[Kind]>::first) == Some(&Kind::KING))
                && !rules.no_checks()
            || (rules.explosion().is_some() || rules.petrification() != 0)
                && Royalty::of(rules) != Royalty::Common
            || rules.edge_walls().is_some()
    }

    /// Whether positions with pieces have their moves tried (their pieces'
    /// checks and pins are not what the guard's masks describe: `moved`
    /// has lame leaps, hops, regions or moves along drawn lines, kings may
    /// not face or must part or pass, a side may pass (the guard makes no
    /// pass), pieces beyond one king a side may be
    /// royal (`royals`), or every move is to be tried; where nothing is
    /// royal every move tried is kept), and whether they are refused
    /// instead: where a king that may only take its checker or a
    /// promotion to a piece the fast path does not move (its move could
    /// not be tried) stand in the way.
    pub(super) fn tried<B: Set>(
        rules: &RuleBook<B>,
        moved: &Pieces<S>,
        promoted: &[Kind],
        royals: bool,
        (width, height): (i32, i32),
    ) -> (bool, bool) {
        let board = (0..width * height).fold(S::EMPTY, |set, sq| set | S::at(sq));
        let trying = moved.tried(board)
            || rules.facing_kings()
            || rules.passing().0
            || royals
            || Self::every_move_tried(rules);
        let all_moved = promoted
            .iter()
            .all(|&kind| kind == Kind::KING || moved.slots_of(kind) != 0);
        // (Where nothing is royal every move tried is kept.)
        let tried = trying && !rules.king_escapes_by_capture() && all_moved;
        (tried, trying && !tried)
    }

    /// The promotion limits of the variant's `pieces` (the kinds
    /// `promoted`, kept in `moved`'s slots): index, what counts against
    /// it, and the most a side may hold.
    pub(super) fn limits(
        pieces: &[(String, Option<u8>)],
        promoted: &[Kind],
        moved: &Pieces<S>,
    ) -> Vec<(usize, Held, u32)> {
        pieces
            .iter()
            .take(32)
            .enumerate()
            .filter_map(|(index, (_, limit))| {
                Some((
                    index,
                    Held::of(promoted[index], moved),
                    u32::from((*limit)?),
                ))
            })
            .collect()
    }

    /// Whether `rules`' kings are common pieces captured into a hand
    /// (antihouse's): a king taken is dropped as a king beyond one.
    fn kings_to_hand<B: Set>(rules: &RuleBook<B>) -> bool {
        Royalty::of(rules) == Royalty::Common && rules.hands() && rules.captures_to_hand()
    }

    /// The pieces the fast path moves, slot by slot on a board of `size`:
    /// the `promoted` kinds pawns promote to first (as pieces pawns
    /// became where such pieces are kept apart: `demotes`), and the king
    /// where `rules`' common kings are captured into a hand (a king
    /// dropped is a king beyond one), then the variant's other pieces
    /// among `plain`; refused where they need more slots than a position
    /// of room `R` has.
    pub(super) fn moved<B: Set>(
        rules: &RuleBook<B>,
        plain: &[PlainPiece<B>],
        promoted: &[Kind],
        demotes: bool,
        (width, height): (i32, i32),
    ) -> Result<Pieces<S>, Refusal> {
        let mut wanted: Vec<(Kind, bool)> = (promoted.iter().map(|&k| (k, demotes)))
            .chain(Self::kings_to_hand(rules).then_some((Kind::KING, false)))
            .collect();
        for piece in plain {
            // Where promoted pieces are kept apart, those only ever
            // promoted (shogi's `+S`) are kept so.
            let slot = (piece.kind, demotes && piece.plus);
            if !wanted.contains(&slot) {
                wanted.push(slot);
            }
        }
        let wanted: Vec<(Kind, bool)> = (wanted.into_iter())
            .filter(|&(kind, _)| plain.iter().any(|p| p.kind == kind))
            .collect();
        if wanted.len() > R.saturating_sub(4) {
            return Err(MORE_SLOTS);
        }
        Ok(Pieces::new(plain, &wanted, width, height))
    }

    /// How the last ply counts each rule of `side`.
    pub(super) fn counted(side: &F) -> Vec<Counted> {
        let en_passant = side.en_passant();
        side.rules()
            .iter()
            .map(|rule| {
                let (kind, directions) = F::shape(rule);
                Counted {
                    en_passant: en_passant && kind == RuleKind::Capture,
                    per_pawn: directions.len() > 1,
                }
            })
            .collect()
    }

    /// Whether `side`'s pawns attack only squares a king step away.
    pub(super) fn near(side: &F) -> bool {
        side.rules().iter().all(|rule| {
            let (kind, directions) = F::shape(rule);
            matches!(kind, RuleKind::Push { .. })
                || directions
                    .iter()
                    .all(|&(df, dr)| df.abs() <= 1 && dr.abs() <= 1)
        })
    }
}

pub(crate) use crate::rules::Refusal;

/// Why a fast path of [`ROOM`](super::ROOM) refuses a variant whose
/// pieces need more slots (a [`BIG_ROOM`](super::BIG_ROOM) plays it).
pub(super) const MORE_SLOTS: Refusal = "more kinds of piece than a position holds";

/// Why the fast path refuses a variant with a second pawn kind.
const SECOND_KIND: Refusal = "a second kind of pawn beside rules it plays with one kind only \
     (tried moves, hands, piece promotions, explosions, promotion limits, facing kings, \
     passes, counted checks, gating, or kings that are not royal)";

/// The first refusal of `refusals` that holds, if any.
fn first_refusal(refusals: &[(bool, Refusal)]) -> Result<(), Refusal> {
    (refusals.iter())
        .find(|(holds, _)| *holds)
        .map_or(Ok(()), |&(_, refusal)| Err(refusal))
}
