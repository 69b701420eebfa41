//! How games end on the fast path beyond mate and stalemate, each rule
//! tested at every node where the variant has it: extinction (shatranj's
//! bare king: a side holds too few of a group of kinds, counted over the
//! kings, pawns and pieces of a fast position, those in hand too), a flag
//! reached (kingofthehill's centre), the last of a side's counted
//! checks given (3check) and a connection made (tictactoe's row).

use super::pieces::{Pieces, slots_in};
use super::position::{Held, Pos};
use crate::rules::{Connection, Extinct, Kind};
use crate::set::Set;

/// The squares where a kind of piece ends the game once it stands on one
/// (kingofthehill's king in the centre), for the side that moved it.
pub(super) struct Flag<S> {
    /// The flag's kind: the king, the pawns, pieces of these slots, or
    /// every piece.
    kind: Held,
    /// Per side, the squares where it ends the game.
    squares: [S; 2],
    /// Whether a flag reached wins only once the other side has moved
    /// (alapo), and White's king there lets Black answer by reaching his
    /// (racing kings): Fairy-Stockfish's `flagMove`.
    answer: bool,
    /// Whether the piece must stand there unattacked (dobutsu's lion:
    /// Fairy-Stockfish's `flagPieceSafe`), which ends the game whichever
    /// side is to move.
    safe: bool,
    /// How many must stand there, and whether one is enough where no
    /// square of the zone is empty (kono: Fairy-Stockfish's
    /// `flagPieceCount`, `flagPieceBlockedWin`).
    count: (u32, bool),
}

impl<S: Set> Flag<S> {
    /// The flag of the kinds `kinds` (`None`: any piece) on `squares`, its pieces kept
    /// as `pieces` says,
    /// Black answering White's king where `answer`, to stand there
    /// unattacked where `safe`.
    pub(super) fn new(
        (kinds, squares, safe): (Option<&[Kind]>, [S; 2], bool),
        pieces: &Pieces<S>,
        (answer, count): (bool, (u32, bool)),
    ) -> Flag<S> {
        Flag {
            answer,
            count,
            kind: kinds.map_or(Held::All, |kinds| Held::of_group(kinds, pieces)),
            squares,
            safe,
        }
    }

    /// Whether the game is over in `p` by the flag: the side that just
    /// moved reached it; where Black may answer, the side to move stands
    /// on it (it reached it first, or answered), or White reached it and
    /// Black cannot answer.
    /// Where the piece must stand unattacked: a side's piece stands on
    /// its flag and the other does not attack it (`attacked`: whether a
    /// set is attacked by a side), or more than one does; where the other
    /// side has a move as well, the side to move's piece stands there,
    /// attacked or not.
    #[inline]
    pub(super) fn over<const N: usize>(
        &self,
        p: &Pos<S, N>,
        attacked: impl Fn(S, usize) -> bool,
    ) -> bool {
        let mover = 1 - p.side;
        if self.safe {
            // (With `answer`, the side to move's piece there has stood a
            // move: attacked or not.)
            if self.answer && self.reached(p, p.side) {
                return true;
            }
            return [0, 1].into_iter().any(|side| {
                let there = self.kind.on(p, side) & self.squares[side];
                there != S::EMPTY && (there.several() || !attacked(there, 1 - side))
            });
        }
        if !self.answer {
            return self.reached(p, mover);
        }
        self.reached(p, p.side)
            || matches!(self.kind, Held::King(_)) && self.reached(p, mover) && !self.may_answer(p)
    }

    /// Whether Black is to move facing White's king on its flag and may
    /// answer by reaching his own (a position where no legal move of his
    /// does has no moves).
    #[inline]
    pub(super) fn may_answer<const N: usize>(&self, p: &Pos<S, N>) -> bool {
        self.answer
            && matches!(self.kind, Held::King(_))
            && p.side == 1
            && self.reached(p, 0)
            && p.kings[1] != S::EMPTY
    }

    /// Whether `side` has a piece of the flag's kind on its flag (as many
    /// as it needs).
    #[inline]
    pub(super) fn reached<const N: usize>(&self, p: &Pos<S, N>, side: usize) -> bool {
        let there = self.kind.on(p, side) & self.squares[side];
        match self.count {
            (1, _) => there != S::EMPTY,
            (count, blocked) => {
                there != S::EMPTY
                    && (there.count() >= count
                        || blocked
                            && (p.own(0) | p.own(1)) & self.squares[side] == self.squares[side])
            }
        }
    }
}

/// One group of kinds counted together, as the fast path holds them.
struct Group {
    king: bool,
    pawn: bool,
    /// The slots of the pieces of the group's kinds, as a mask.
    slots: u32,
}

/// A variant's extinction rule over fast positions.
pub(super) struct Extinction {
    groups: Vec<Group>,
    rule: Extinct,
}

impl Extinction {
    /// The `rule` over `groups` of kinds (as `RuleBook::extinction` gives
    /// them), with `slots` saying where the fast path keeps a kind of
    /// piece (a mask of slots).
    pub(super) fn new(
        (groups, rule): (&[Vec<Kind>], Extinct),
        slots: impl Fn(Kind) -> u32,
    ) -> Extinction {
        Extinction {
            groups: groups
                .iter()
                .map(|kinds| Group {
                    king: kinds.contains(&Kind::KING),
                    pawn: kinds.contains(&Kind::PAWN),
                    slots: kinds.iter().fold(0, |mask, &k| mask | slots(k)),
                })
                .collect(),
            rule,
        }
    }

    /// Whether the game is over in `p`, as the make-and-test reference's
    /// `Ends::over` decides it (a fast position holds no other kinds).
    #[inline]
    pub(super) fn over<S: Set, const N: usize>(&self, p: &Pos<S, N>) -> bool {
        let held = |side: usize, g: &Group| {
            let mut on = S::EMPTY;
            let mut held = 0;
            if g.king {
                on |= p.kings[side];
                held += u32::from(p.kings_in_hand(side));
            }
            if g.pawn {
                on |= p.pawns[side];
                held += u32::from(p.hands[side]);
            }
            if N > 0 {
                let men = p.men(side);
                for slot in slots_in(g.slots) {
                    on |= p.slots()[slot] & men;
                    held += u32::from(p.in_hand(side, slot));
                }
            }
            held + on.count()
        };
        self.rule.over(p.side, &self.groups, held)
    }
}

/// A variant's connection rule over fast positions: the kinds whose
/// pieces count, and the shapes they must make.
pub(super) struct Connect<S> {
    kinds: Vec<Held>,
    shapes: Connection<S>,
}

impl<S: Set> Connect<S> {
    /// The rule of `kinds` (`None`: every piece) and `shapes`, its kinds
    /// kept as `pieces` says.
    pub(super) fn new<B: Set>(
        (kinds, shapes): (Option<&[Kind]>, &Connection<B>),
        pieces: &Pieces<S>,
    ) -> Connect<S> {
        Connect {
            kinds: kinds.map_or(vec![Held::All], |kinds| {
                kinds.iter().map(|&kind| Held::of(kind, pieces)).collect()
            }),
            shapes: shapes.to(),
        }
    }

    /// Whether the side that just moved to `p` has made the connection.
    #[inline]
    pub(super) fn over<const N: usize>(&self, p: &Pos<S, N>) -> bool {
        let mover = 1 - p.side;
        let pieces = (self.kinds.iter()).fold(S::EMPTY, |set, held| set | held.on(p, mover));
        self.shapes.made(pieces, mover)
    }
}
