//! The fast path's position, copied from ply to ply: kings, pawns and
//! pieces by slot (both sides' in one set, each side's pieces in one set
//! more, as Stockfish keeps them), hands, and making a pawn move.

use pawnshift::{MoveKind, PawnMove};

use super::pieces::{MOST_SLOTS, Pieces, SLOTS, slots_in};
use crate::rules::Kind;
use crate::set::{Set, squares};

/// Room for the pieces of [`SLOTS`] slots: a set per slot, then the
/// gates, the walls, and a set of each side's pieces.
pub(super) const ROOM: usize = SLOTS + 4;

/// Room for the pieces of [`MOST_SLOTS`] slots, for a variant whose
/// pieces [`ROOM`] cannot hold (pandemonium, mansindam): chess's
/// positions stay small to copy.
pub(super) const BIG_ROOM: usize = MOST_SLOTS + 4;

/// A position of kings, pawns and pieces, with room for `N` sets of
/// pieces: none ([`Plain`], small to copy), [`ROOM`] or [`BIG_ROOM`]
/// (the [`Fast`](super::Fast) path's `R`).
#[derive(Clone, Copy, Debug)]
pub(super) struct Pos<S, const N: usize> {
    pub(super) pawns: [S; 2],
    /// The king's square as a set (empty for horde's white).
    pub(super) kings: [S; 2],
    /// Pieces by slot, both sides' together (see `Pieces`); with room
    /// for pieces, then the gates (S-chess's unmoved pieces, whose first
    /// move may bring a piece from the hand onto the square it leaves),
    /// the walls (squares no piece may enter, blocking lines as pieces do)
    /// and White's and Black's pieces of every slot. Read through
    /// [`Pos::of`], [`Pos::gates`], [`Pos::walls`] and [`Pos::men`].
    pieces: [S; N],
    /// Pieces in hand, per side and slot (a piece's own slot, not one
    /// of those holding the pieces pawns became), and kings in hand
    /// ([`Pos::KINGS_HELD`]).
    pub(super) held: [[u8; N]; 2],
    /// Side to move: 0 white, 1 black.
    pub(super) side: usize,
    pub(super) en_passant: S,
    pub(super) victim: u8,
    /// Pawns in hand, per side, where the variant has hands.
    pub(super) hands: [u8; 2],
    /// Passes in a row just played (bits 0–1), where sides may pass (two
    /// end the game; every other move sets it to 0), and the checks White
    /// (bits 2–4) and Black (bits 5–7) have still to give, where checks
    /// are counted: one byte, as a kings-and-pawns position has one to
    /// spare (read through [`Pos::passes`] and [`Pos::checks`]).
    tally: u8,
    /// The castling rights, a bit per rook file (`Castles`; none in a
    /// kings-and-pawns position): a right's king is on its square while
    /// the right stands, a move of the king loses its side's rights and
    /// one from or to a rook's square that right.
    pub(super) castling: u32,
}

/// The bits of [`Pos::tally`] that count passes.
const PASSES: u8 = 3;

/// The bit of [`Pos::tally`] that says the kings faced each other before
/// the last move, where they must part or pass (bikjang; checks are not
/// counted there).
const FACED: u8 = 1 << 7;

/// Where a fast position keeps a kind of piece: the kings, the pawns,
/// or slots of pieces.
#[derive(Clone, Copy, Debug)]
pub(super) enum Held {
    /// The king, and the slots of a side's kings beyond one (a mask;
    /// where a side may hold several).
    King(u32),
    Pawn,
    /// A mask of slots.
    Slots(u32),
    /// Every piece of a side.
    All,
}

impl Held {
    /// Where `pieces` keep `kind`.
    pub(super) fn of<S: Set>(kind: Kind, pieces: &Pieces<S>) -> Held {
        match kind {
            Kind::KING => Held::King(pieces.slots_of(kind)),
            Kind::PAWN => Held::Pawn,
            _ => Held::Slots(pieces.slots_of(kind)),
        }
    }

    /// Where `pieces` keep the kinds of `group` together: the king's
    /// place and the slots of the others, or the slots of all (a group
    /// holding the pawn holds nothing else: see `RuleBook`'s groups).
    pub(super) fn of_group<S: Set>(group: &[Kind], pieces: &Pieces<S>) -> Held {
        group
            .iter()
            .map(|&kind| Held::of(kind, pieces))
            .fold(Held::Slots(0), |held, next| match (held, next) {
                (Held::King(a), Held::Slots(b) | Held::King(b))
                | (Held::Slots(b), Held::King(a)) => Held::King(a | b),
                (Held::Slots(a), Held::Slots(b)) => Held::Slots(a | b),
                (_, other) => other,
            })
    }

    /// The squares of `side`'s pieces of the kind in `p`.
    #[inline]
    pub(super) fn on<S: Set, const N: usize>(self, p: &Pos<S, N>, side: usize) -> S {
        match self {
            Held::King(slots) => p.kings[side] | Held::Slots(slots).on(p, side),
            Held::Pawn => p.pawns[side],
            Held::Slots(slots) => {
                slots_in(slots).fold(S::EMPTY, |set, slot| set | p.of(side, slot))
            }
            Held::All => p.kings[side] | p.pawns[side] | p.men(side),
        }
    }

    /// Whether `side` holds a piece of the kind in hand in `p`.
    #[inline]
    pub(super) fn in_hand<S: Set, const N: usize>(self, p: &Pos<S, N>, side: usize) -> bool {
        let slots_held = |slots| slots_in(slots).any(|slot| p.in_hand(side, slot) != 0);
        match self {
            Held::King(slots) => p.kings_in_hand(side) != 0 || slots_held(slots),
            Held::Pawn => p.hands[side] != 0,
            Held::Slots(slots) => slots_held(slots),
            Held::All => p.hands[side] != 0 || p.held[side].iter().any(|&n| n != 0),
        }
    }
}

/// A kings-and-pawns position.
pub(super) type Plain<S> = Pos<S, 0>;

/// Where a captured piece goes: out of the game, or into the capturer's
/// hand.
#[derive(Clone, Copy, Debug)]
pub(super) struct Keep {
    /// Whether captures go to a hand.
    hands: bool,
    /// Whether kings may be taken (they are common pieces, or blown up).
    kings: bool,
    /// The hand a king taken goes to: the slot of kings beyond one,
    /// where common kings are captured into a hand.
    king: Option<u8>,
    /// By the slot a piece stood in, the hand it goes to: the pawns
    /// (`None`: a piece a pawn became) or a slot's pieces.
    slots: [Option<u8>; MOST_SLOTS],
}

impl Keep {
    /// Captures into the hands where there are `hands`, each slot's
    /// pieces as `slots` says; kings taken too where `kings`, into the
    /// hand of the slot `king` if any.
    pub(super) fn new(
        hands: bool,
        (kings, king): (bool, Option<u8>),
        slots: &[Option<u8>],
    ) -> Keep {
        let mut keep = Keep {
            hands,
            kings,
            king,
            slots: [None; MOST_SLOTS],
        };
        for (into, &from) in keep.slots.iter_mut().zip(slots) {
            *into = from;
        }
        keep
    }
}

/// A position after a move: still kings and pawns, or not. By reference
/// (the caller's, for the visit): two words to pass, nothing to lay out
/// again or allocate (3% of horde's perft instructions when a
/// kings-and-pawns child went by value).
pub(super) enum Child<'a, S, const N: usize, const R: usize> {
    /// With room for as many kinds of piece as the parent's (`N`).
    Pos(&'a Pos<S, N>),
    /// After a promotion to a piece, with the variant's room for pieces
    /// (`R`; the same type as `Pos` where the parent has room for pieces).
    Pieces(&'a Pos<S, R>),
}

// (By hand: derived, they would ask the sets to be `Copy` too.)
impl<S, const N: usize, const R: usize> Clone for Child<'_, S, N, R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S, const N: usize, const R: usize> Copy for Child<'_, S, N, R> {}

impl<S: Set, const N: usize> Pos<S, N> {
    /// The entry of [`Pos::held`] past the slots' that counts a side's
    /// kings in hand, where pieces are set up before play (placement's,
    /// sittuyin's; a king beyond one, as threekings', has a slot of its
    /// own).
    pub(super) const KINGS_HELD: usize = N.saturating_sub(4);

    /// An empty board, `side` to move.
    pub(super) fn empty(side: usize) -> Self {
        Pos {
            pawns: [S::EMPTY; 2],
            kings: [S::EMPTY; 2],
            pieces: [S::EMPTY; N],
            held: [[0; N]; 2],
            side,
            en_passant: S::EMPTY,
            victim: 0,
            hands: [0; 2],
            tally: 0,
            castling: 0,
        }
    }

    /// The same position with room for `M` sets of pieces: the pieces
    /// kept where the room is the same, else dropped (the caller knows
    /// there are none).
    #[inline]
    pub(super) fn resized<const M: usize>(&self) -> Pos<S, M> {
        let mut pieces = [S::EMPTY; M];
        let mut held = [[0; M]; 2];
        if N == M {
            pieces.copy_from_slice(&self.pieces[..M]);
            held[0].copy_from_slice(&self.held[0][..M]);
            held[1].copy_from_slice(&self.held[1][..M]);
        }
        Pos {
            pawns: self.pawns,
            kings: self.kings,
            pieces,
            held,
            side: self.side,
            en_passant: self.en_passant,
            victim: self.victim,
            hands: self.hands,
            tally: self.tally,
            castling: self.castling,
        }
    }

    /// The position for the other side to move after a move of this one
    /// that is no pawn move and no pass (no en-passant square, no passes
    /// in a row), the move itself left to the caller to place.
    #[inline]
    pub(super) fn handed_over(&self) -> Self {
        let mut next = *self;
        next.en_passant = S::EMPTY;
        next.tally &= !PASSES;
        next.side = 1 - self.side;
        next
    }

    /// Passes in a row just played.
    #[inline]
    pub(super) fn passes(&self) -> u8 {
        self.tally & PASSES
    }

    /// The position after one pass more (of two at most).
    #[inline]
    pub(super) fn passed(&self) -> Self {
        let mut next = self.handed_over();
        next.tally = self.tally + 1;
        next
    }

    /// Whether the kings faced each other before the last move, where they
    /// must part or pass.
    #[inline]
    pub(super) fn faced(&self) -> bool {
        self.tally & FACED != 0
    }

    /// Sets whether the kings faced each other before the last move, where
    /// they must part or pass.
    #[inline]
    pub(super) fn set_faced(&mut self, faced: bool) {
        self.tally = self.tally & !FACED | if faced { FACED } else { 0 };
    }

    /// The checks `side` has still to give, where checks are counted.
    #[inline]
    pub(super) fn checks(&self, side: usize) -> u8 {
        self.tally >> (2 + 3 * side) & 7
    }

    /// Sets the passes in a row (at most 2) and each side's checks still
    /// to give (at most 7), if they fit.
    pub(super) fn set_tally(&mut self, passes: u8, checks: [u8; 2]) -> Option<()> {
        (passes <= 2 && checks.iter().all(|&c| c <= 7)).then(|| {
            self.tally = passes | checks[0] << 2 | checks[1] << 5;
        })
    }

    /// Counts a check given by `side` (one fewer still to give).
    #[inline]
    pub(super) fn give_check(&mut self, side: usize) {
        if self.checks(side) > 0 {
            self.tally -= 1 << (2 + 3 * side);
        }
    }

    /// Every piece of `side` but its pawns and king.
    #[inline]
    pub(super) fn men(&self, side: usize) -> S {
        if N == 0 {
            S::EMPTY
        } else {
            self.pieces[N.saturating_sub(2) + side]
        }
    }

    /// The pieces of `side` in `slot` (none in a kings-and-pawns
    /// position).
    #[inline]
    pub(super) fn of(&self, side: usize, slot: usize) -> S {
        self.pieces
            .get(slot)
            .map_or(S::EMPTY, |&set| set & self.men(side))
    }

    /// How many pieces of `slot` `side` holds in hand.
    #[inline]
    pub(super) fn in_hand(&self, side: usize, slot: usize) -> u8 {
        self.held[side].get(slot).copied().unwrap_or(0)
    }

    /// How many kings `side` holds in hand (pieces set up before play).
    #[inline]
    pub(super) fn kings_in_hand(&self, side: usize) -> u8 {
        self.in_hand(side, Self::KINGS_HELD)
    }

    /// The pieces by slot, both sides' together.
    #[inline]
    pub(super) fn slots(&self) -> &[S] {
        &self.pieces[..N.saturating_sub(4)]
    }

    /// The gates (none in a kings-and-pawns position).
    #[inline]
    pub(super) fn gates(&self) -> S {
        if N == 0 {
            S::EMPTY
        } else {
            self.pieces[N.saturating_sub(4)]
        }
    }

    /// Sets the gates (in a position with room for pieces).
    pub(super) fn set_gates(&mut self, gates: S) {
        self.pieces[N.saturating_sub(4)] = gates;
    }

    /// The walls (none in a kings-and-pawns position).
    #[inline]
    pub(super) fn walls(&self) -> S {
        if N == 0 {
            S::EMPTY
        } else {
            self.pieces[N.saturating_sub(3)]
        }
    }

    /// Sets the walls (in a position with room for pieces).
    pub(super) fn set_walls(&mut self, walls: S) {
        self.pieces[N.saturating_sub(3)] = walls;
    }

    /// Every occupied square, walls included.
    #[inline]
    pub(super) fn occupied(&self) -> S {
        self.own(0) | self.own(1) | self.walls()
    }

    /// Where `side`'s pieces may not land: its own pieces, and the walls.
    #[inline]
    pub(super) fn blocking(&self, side: usize) -> S {
        self.own(side) | self.walls()
    }

    /// Puts `square` (empty) into `side`'s pieces of `slot`.
    #[inline]
    pub(super) fn place(&mut self, side: usize, slot: usize, square: S) {
        self.pieces[slot] |= square;
        self.pieces[N.saturating_sub(2) + side] |= square;
    }

    /// Turns the other side's pieces on `squares` (none a king or pawn)
    /// to `side`, each staying in its slot.
    #[inline]
    pub(super) fn win_over(&mut self, side: usize, squares: S) {
        self.pieces[N.saturating_sub(2) + 1 - side] &= !squares;
        self.pieces[N.saturating_sub(2) + side] |= squares;
    }

    /// Moves `side`'s piece of `slot` from `from` to `to` (empty, or
    /// `from` itself).
    #[inline]
    pub(super) fn shift(&mut self, side: usize, slot: usize, from: S, to: S) {
        self.pieces[slot] = self.pieces[slot] & !from | to;
        self.pieces[N.saturating_sub(2) + side] =
            self.pieces[N.saturating_sub(2) + side] & !from | to;
    }

    /// Takes every piece on `squares` off the board, kings too (a blast:
    /// no walls among them).
    #[inline]
    pub(super) fn clear(&mut self, squares: S) {
        for set in self
            .pawns
            .iter_mut()
            .chain(&mut self.kings)
            .chain(&mut self.pieces)
        {
            *set &= !squares;
        }
    }

    /// Takes every piece on `within` off the board as a blast or a
    /// petrifying capture does, kings too (no walls among them): where
    /// captures go to a hand, each piece into the hand of the side that
    /// did not own it, as `keep` says (Fairy-Stockfish's `do_move` hands
    /// over what a blast removes, the capturer too).
    #[inline]
    pub(super) fn blast(&mut self, within: S, keep: &Keep) {
        if keep.hands {
            for square in squares(within) {
                let square = S::bit(square);
                let side = usize::from(self.own(0) & square == S::EMPTY);
                self.capture(side, square, keep);
            }
        }
        self.clear(within);
    }

    /// Whether the move of the side to move that led from here to `next`
    /// took a piece.
    #[inline]
    pub(super) fn took(&self, next: &Self) -> bool {
        let them = 1 - self.side;
        self.own(them) & !next.own(them) != S::EMPTY
    }

    /// Every piece of `side`.
    #[inline]
    pub(super) fn own(&self, side: usize) -> S {
        self.pawns[side] | self.kings[side] | self.men(side)
    }

    /// Every piece but pawns and kings, of both sides.
    #[inline]
    pub(super) fn piece_squares(&self) -> S {
        self.men(0) | self.men(1)
    }

    /// What a move of `side`'s from this position to `next` changed: the
    /// squares emptied or filled, its king's squares, and the pieces it
    /// took (where a piece of another kind now stands: a janggi cannon's
    /// screen).
    #[inline]
    pub(super) fn changed(&self, next: &Self, side: usize) -> S {
        self.occupied() ^ next.occupied()
            | self.kings[side] ^ next.kings[side]
            | self.own(1 - side) & !next.own(1 - side)
    }

    /// Whether this position follows a drop of `side`'s from `before`: its
    /// hand holds fewer of some kind (a capture only adds to it).
    #[inline]
    pub(super) fn dropped(&self, before: &Self, side: usize) -> bool {
        self.hands[side] < before.hands[side]
            || self.held[side]
                .iter()
                .zip(&before.held[side])
                .any(|(after, before)| after < before)
    }

    /// Whether any piece but pawns and kings stands on the board or waits
    /// in a hand, or a wall stands.
    #[inline]
    pub(super) fn has_pieces(&self) -> bool {
        self.piece_squares() | self.walls() != S::EMPTY || self.held != [[0; N]; 2]
    }

    /// Takes `side`'s king if it stands on `square`, where kings may be
    /// taken (common pieces: never in a kings-and-pawns position, which
    /// asks nothing), into the other side's hand where `keep` says.
    #[inline]
    pub(super) fn take_king(&mut self, side: usize, square: S, keep: &Keep) {
        if N > 0 && keep.kings {
            if let Some(slot) = keep.king
                && self.kings[side] & square != S::EMPTY
            {
                let count = &mut self.held[1 - side][usize::from(slot)];
                *count = count.saturating_add(1);
            }
            self.kings[side] &= !square;
        }
    }

    /// Takes whatever of `side` stands on `square` (its king only where
    /// `keep` says kings may be taken), into the other side's hand as
    /// `keep` says.
    #[inline]
    pub(super) fn capture(&mut self, side: usize, square: S, keep: &Keep) {
        self.take_king(side, square, keep);
        let taken = take_off(&mut self.pawns[side], &mut self.pieces, side, square);
        if keep.hands {
            let us = 1 - side;
            kept(&mut self.hands[us], &mut self.held[us], taken, keep);
        }
    }
}

/// The position after a pawn move (captures into the hand as `keep`
/// says; a promoted pawn taken off, for the caller to place its piece).
// Inlined into the serialiser's closure, as it was before that closure
// became generic: a call per move costs the fast path about 5%.
#[allow(clippy::inline_always)]
#[inline(always)]
pub(super) fn after_pawn<S: Set, const N: usize>(
    p: &Pos<S, N>,
    m: &PawnMove<S>,
    keep: &Keep,
) -> Pos<S, N> {
    let (us, them) = (p.side, 1 - p.side);
    let to_index = S::index_of(m.to);
    let (from, to) = (S::bit(S::index_of(m.from)), S::bit(to_index));
    // Built from its parts rather than copied and changed: the copy costs
    // horde's perft 2% of its instructions.
    let (mut pawns, mut pieces) = (p.pawns, p.pieces);
    pawns[us] ^= from | to;
    let (mut hands, mut held) = (p.hands, p.held);
    // What is taken goes to a hand within its own arm: a quiet move (most
    // of them) asks nothing.
    match m.kind {
        // A drop's `from` is its `to`: the xor above placed the pawn.
        MoveKind::Quiet | MoveKind::Drop => {}
        MoveKind::Capture => {
            // (Where kings may be taken, positions have room for pieces:
            // `Pos::take_king`.)
            let taken = take_off(&mut pawns[them], &mut pieces, them, to);
            if keep.hands {
                kept(&mut hands[us], &mut held[us], taken, keep);
            }
        }
        MoveKind::EnPassant => {
            // (The victim may be a pawn of a second kind, in a slot of the
            // pieces': see `kinds`.)
            let victim = S::bit(p.victim);
            pawns[them] &= !victim;
            if N > 0 {
                take_off(&mut pawns[them], &mut pieces, them, victim);
            }
            if keep.hands {
                kept(&mut hands[us], &mut held[us], Taken::Pawn, keep);
            }
        }
    }
    if m.promotion.is_some() {
        pawns[us] &= !to;
    }
    Pos {
        pawns,
        kings: p.kings,
        pieces,
        held,
        side: them,
        en_passant: m.en_passant,
        victim: to_index,
        hands,
        tally: p.tally & !PASSES,
        castling: if N > 0 { p.castling } else { 0 },
    }
}

/// Puts what a capture took into a side's hand of `pawns` and `pieces`,
/// as `keep` says.
#[inline]
fn kept<const N: usize>(pawns: &mut u8, pieces: &mut [u8; N], taken: Taken, keep: &Keep) {
    let into = match taken {
        Taken::Nothing => return,
        Taken::Pawn => None,
        Taken::Piece(slot) => keep.slots[slot],
    };
    match into {
        None => *pawns = pawns.saturating_add(1),
        Some(into) => {
            let count = &mut pieces[usize::from(into)];
            *count = count.saturating_add(1);
        }
    }
}

/// What a capture took.
#[derive(Clone, Copy)]
enum Taken {
    Nothing,
    Pawn,
    /// A piece of this slot.
    Piece(usize),
}

/// Takes whatever of `side`'s `pawns` and `pieces` stands on `square`,
/// and says what did.
#[inline]
fn take_off<S: Set, const N: usize>(
    pawns: &mut S,
    pieces: &mut [S; N],
    side: usize,
    square: S,
) -> Taken {
    // Branch-free where no piece stands: a branch costs the
    // kings-and-pawns search 2% of its instructions.
    let pawn = *pawns & square != S::EMPTY;
    *pawns &= !square;
    if N == 0 || pieces[N.saturating_sub(2) + side] & square == S::EMPTY {
        return if pawn { Taken::Pawn } else { Taken::Nothing };
    }
    pieces[N.saturating_sub(2) + side] &= !square;
    match pieces[..N.saturating_sub(4)]
        .iter()
        .position(|&set| set & square != S::EMPTY)
    {
        Some(slot) => {
            pieces[slot] &= !square;
            Taken::Piece(slot)
        }
        None => Taken::Nothing,
    }
}
