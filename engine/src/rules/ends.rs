//! How a game ends as the side file says (extinction, flags, counted
//! checks) and which pieces are royal: pseudo-royal pieces, and the
//! promotion to a king that royal kings forbid.

use crate::error::RulesError;
use crate::notes::{Connect, Notes};
use crate::set::{Set, squares};
use crate::variants::PawnRules;

use super::RuleBook;
use super::geometry::leap_table;
use super::kinds::{Kind, PawnKind, PieceType, kind_named};
use super::zones::zone_masks;

/// Game ends inside the move generator, as Fairy-Stockfish has them: a
/// position where one holds has no moves.
#[derive(Default)]
pub(super) struct Ends<S: Set> {
    /// Extinction: the kinds counted together (one group per named kind,
    /// or one group of every kind), and the rule's numbers.
    pub(super) extinction: Option<(Vec<Vec<Kind>>, Extinct)>,
    /// Flag: the kinds counted as the flag's (`None`: any piece), and the
    /// squares where it ends the game, per side.
    pub(super) flag: Option<(Option<Vec<Kind>>, [S; 2])>,
    /// How many flag pieces must stand in the zone, and whether one is
    /// enough in a zone without an empty square.
    pub(super) flag_count: (u32, bool),
    /// Checks are counted: a side with none left to give has won.
    pub(super) check_counting: bool,
    /// A flag reached wins only once the other side has moved, and one
    /// reached by White's king lets Black answer by reaching his
    /// (Fairy-Stockfish's `flagMove`: racing kings, alapo).
    pub(super) flag_move: bool,
    /// A lone flag piece in its zone ends the game only while unattacked,
    /// which the reference's `RuleBook::safe_flag` decides.
    pub(super) flag_safe: bool,
    /// Connection: the kinds whose pieces count (`None`: every piece),
    /// and the shapes they must fill.
    pub(super) connect: Option<(Option<Vec<Kind>>, Connection<S>)>,
    /// The board's squares, where a board with none empty ends the game
    /// (`adjudicateFullBoard`).
    pub(super) full_board: Option<S>,
}

/// The shapes a connection rule ends the game on, worked out for a
/// board: rows of `connectN` squares and square blocks of `connectNxN`
/// (each a mask, ended once a side's pieces fill it), and whole lines
/// holding `collinearN` of them.
#[derive(Clone, Debug, Default)]
pub(crate) struct Connection<S> {
    /// Masks the pieces must fill.
    filled: Vec<S>,
    /// Whole lines, and how many pieces on one end the game (0: none).
    lines: Vec<S>,
    on_line: u32,
    /// Per side, the two regions a chain of its pieces must join (empty
    /// where it has none; none at all where no side has any).
    regions: Vec<[S; 2]>,
    /// Per square, the squares a chain goes on to from it: a step along
    /// each line's direction (east, north, north-east, south-east).
    onward: Vec<S>,
}

impl<S: Set> Connection<S> {
    /// `rule`'s shapes on a `width` x `height` board. (Fairy-Stockfish's
    /// lines run east, north, north-east and south-east.)
    fn new(rule: &Connect, width: i32, height: i32) -> Result<Connection<S>, String> {
        let mut directions = Vec::new();
        if rule.horizontal {
            directions.push((1, 0));
        }
        if rule.vertical {
            directions.push((0, 1));
        }
        if rule.diagonal {
            directions.extend([(1, 1), (1, -1)]);
        }
        let on_board = |(f, r): (i32, i32)| (0..width).contains(&f) && (0..height).contains(&r);
        let at = |(f, r): (i32, i32)| S::at(r * width + f);
        // The squares from `from` along `d`, `n` of them (all of the line
        // where `n` is `None`), if they stand on the board.
        let run = |from: (i32, i32), d: (i32, i32), n: Option<u32>| -> Option<S> {
            let mut set = S::EMPTY;
            let mut square = from;
            let mut taken = 0;
            while on_board(square) && n.is_none_or(|n| taken < n) {
                set |= at(square);
                taken += 1;
                square = (square.0 + d.0, square.1 + d.1);
            }
            (n.is_none_or(|n| taken == n) && taken > 0).then_some(set)
        };
        let squares: Vec<(i32, i32)> = (0..height)
            .flat_map(|r| (0..width).map(move |f| (f, r)))
            .collect();
        let mut filled = Vec::new();
        if rule.in_row > 0 {
            for &d in &directions {
                filled.extend(squares.iter().filter_map(|&s| run(s, d, Some(rule.in_row))));
            }
        }
        if rule.block > 0 {
            filled.extend(squares.iter().filter_map(|&s| {
                (0..rule.block).try_fold(S::EMPTY, |set, i| {
                    let rank = s.1 + i32::try_from(i).ok()?;
                    Some(set | run((s.0, rank), (1, 0), Some(rule.block))?)
                })
            }));
        }
        let mut lines = Vec::new();
        if rule.on_line > 0 {
            // (Each line once: from the square before which it leaves the
            // board.)
            for &d in &directions {
                lines.extend(
                    (squares.iter())
                        .filter(|&&(f, r)| !on_board((f - d.0, r - d.1)))
                        .filter_map(|&s| run(s, d, None)),
                );
            }
        }
        filled.sort_unstable();
        filled.dedup();
        let regions = rule
            .regions
            .each_ref()
            .map(|side| side.each_ref().map(|z| z.mask(width, height)));
        let mut masks = [[S::EMPTY; 2]; 2];
        for (side, pair) in regions.into_iter().enumerate() {
            for (n, mask) in pair.into_iter().enumerate() {
                masks[side][n] = mask.map_err(|e| format!("`connectRegion{}`: {e}", n + 1))?;
            }
        }
        let joins = masks.iter().flatten().any(|&m| m != S::EMPTY);
        let onward = if joins {
            leap_table(width, height, &directions)
        } else {
            Vec::new()
        };
        Ok(Connection {
            filled,
            lines,
            on_line: rule.on_line,
            regions: if joins { masks.to_vec() } else { Vec::new() },
            onward,
        })
    }

    /// Whether the pieces `pieces` of `side` make the connection.
    #[inline]
    pub(crate) fn made(&self, pieces: S, side: usize) -> bool {
        self.filled.iter().any(|&shape| pieces & shape == shape)
            || self.on_line > 0
                && (self.lines.iter()).any(|&line| (pieces & line).count() >= self.on_line)
            || self.joined(pieces, side)
    }

    /// Whether `pieces` join `side`'s two regions, as Fairy-Stockfish
    /// finds it: from its pieces in the first region, a chain of steps
    /// east and north (and north-east and south-east where diagonals
    /// count) from piece to piece reaches the second.
    fn joined(&self, pieces: S, side: usize) -> bool {
        let Some(&[first, second]) = self.regions.get(side) else {
            return false;
        };
        if first & pieces == S::EMPTY || second & pieces == S::EMPTY {
            return false;
        }
        let (mut reached, mut frontier) = (S::EMPTY, first & pieces);
        while frontier != S::EMPTY {
            let next = squares(frontier).fold(S::EMPTY, |set, s| set | self.onward[usize::from(s)])
                & pieces
                & !reached;
            if next & second != S::EMPTY {
                return true;
            }
            reached |= next;
            frontier = next;
        }
        false
    }

    /// The same shapes as sets of another type (the fast path's).
    pub(crate) fn to<T: Set>(&self) -> Connection<T> {
        Connection {
            filled: self.filled.iter().map(|&s| s.to()).collect(),
            lines: self.lines.iter().map(|&s| s.to()).collect(),
            on_line: self.on_line,
            regions: self.regions.iter().map(|pair| pair.map(Set::to)).collect(),
            onward: self.onward.iter().map(|&s| s.to()).collect(),
        }
    }
}

impl<S: Set> Ends<S> {
    /// The side file's game ends, their pieces named as in `types`.
    pub(super) fn new(
        notes: &Notes,
        types: &[PieceType<S>],
        width: i32,
        height: i32,
    ) -> Result<Ends<S>, String> {
        let counted = |name: &str| counted_as(notes, types, name);
        let extinction = match &notes.extinction {
            // Pseudo-royal pieces are never all lost: a side is mated first
            // (unless a blast takes them).
            Some(_) if notes.pseudo_royal && notes.explode.is_none() => None,
            None => None,
            Some(e) => {
                let groups = if e.kinds.is_empty() {
                    vec![
                        (0..types.len())
                            .map(|i| Kind(u8::try_from(i).unwrap_or(0)))
                            .collect(),
                    ]
                } else {
                    e.kinds
                        .iter()
                        .map(|name| {
                            counted(name).map_err(|e| format!("`extinctionPieceTypes`: {e}"))
                        })
                        .collect::<Result<_, _>>()?
                };
                Some((
                    groups,
                    Extinct {
                        count: e.count,
                        opponent: e.opponent,
                        claim: e.claim,
                    },
                ))
            }
        };
        let flag = match &notes.flag {
            None => None,
            Some(f) => Some((
                match f.piece.as_str() {
                    "*" => None,
                    name => Some(counted(name).map_err(|e| format!("`flagPiece`: {e}"))?),
                },
                zone_masks(&f.zones, width, height, "flagRegion")?,
            )),
        };
        let connect = match &notes.connect {
            None => None,
            Some(c) => Some((
                if c.kinds.is_empty() {
                    None
                } else {
                    Some(
                        (c.kinds.iter())
                            .map(|name| counted(name))
                            .collect::<Result<Vec<_>, _>>()
                            .map(|groups| groups.concat())
                            .map_err(|e| format!("`connectPieceTypes`: {e}"))?,
                    )
                },
                Connection::new(c, width, height)?,
            )),
        };
        Ok(Ends {
            extinction,
            flag,
            connect,
            flag_count: notes
                .flag
                .as_ref()
                .map_or((1, false), |f| (f.count, f.blocked)),
            check_counting: notes.check_counting,
            flag_move: notes.flag_move,
            flag_safe: notes.flag_safe,
            full_board: notes
                .full_board_ends
                .then(|| S::below(u32::try_from(width * height).unwrap_or(0))),
        })
    }
}

/// The kinds counted as the kind `name` where a rule names it: that kind,
/// and those the notes' `counts_as` count as it (the pieces promoted to
/// it).
fn counted_as<S: Set>(
    notes: &Notes,
    types: &[PieceType<S>],
    name: &str,
) -> Result<Vec<Kind>, String> {
    let promoted = (notes.counts_as.iter()).filter(|(_, to)| to == name);
    let group: Vec<Kind> = std::iter::once(name)
        .chain(promoted.map(|(kind, _)| kind.as_str()))
        .map(|name| kind_named(types, name))
        .collect::<Result<_, _>>()?;
    // (The fast path keeps the pawns apart from every piece.)
    if group.len() > 1 && group.contains(&Kind::PAWN) {
        return Err(format!(
            "`counts_as`: a kind counted as `{name}` beside the pawn, which the engine does not play"
        ));
    }
    Ok(group)
}

/// A flag as the rule book gives it: the kinds counted as the flag's
/// (`None`: any piece), the squares where it ends the game, per side, and
/// whether it must stand there unattacked.
pub(crate) type FlagRule<'a, S> = (Option<&'a [Kind]>, [S; 2], bool);

/// An extinction rule's numbers (Fairy-Stockfish's
/// `extinctionPieceCount`, `extinctionOpponentPieceCount` and
/// `extinctionClaim`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Extinct {
    /// The most a side may hold and lose.
    count: u32,
    /// The least the other side must hold.
    opponent: u32,
    /// The side to move's own extinction needs one more opposing piece.
    claim: bool,
}

impl Extinct {
    /// Whether the game is over with side `us` (0 white, 1 black) to
    /// move, `held(side, group)` counting what a side holds of each of
    /// `groups`: a side holds at most `count` of a group while the other
    /// holds at least `opponent` (one more against the side to move, with
    /// `claim`).
    pub(crate) fn over<G>(self, us: usize, groups: &[G], held: impl Fn(usize, &G) -> u32) -> bool {
        [1 - us, us].into_iter().any(|side| {
            let needed = self.opponent + u32::from(self.claim && side == us);
            groups
                .iter()
                .any(|g| held(side, g) <= self.count && held(1 - side, g) >= needed)
        })
    }
}

/// Pseudo-royal pieces (Fairy-Stockfish's `extinctionPseudoRoyal`): the
/// groups of kinds counted together (a kind and those promoted to it),
/// each royal while a side holds at most `most` of it, and whether a side
/// may not leave all of them attacked (duple check).
pub(super) struct PseudoRoyal {
    pub(super) groups: Vec<Vec<Kind>>,
    pub(super) most: u32,
    pub(super) duple: bool,
}

impl PseudoRoyal {
    /// The notes' pseudo-royal kinds, if they are (`pseudo_royal`).
    pub(super) fn new<S: Set>(
        notes: &Notes,
        types: &[PieceType<S>],
    ) -> Result<Option<PseudoRoyal>, String> {
        let Some(e) = notes.extinction.as_ref().filter(|_| notes.pseudo_royal) else {
            return Ok(None);
        };
        Ok(Some(PseudoRoyal {
            groups: e
                .kinds
                .iter()
                .map(|name| counted_as(notes, types, name))
                .collect::<Result<_, _>>()
                .map_err(|e| format!("`extinctionPieceTypes`: {e}"))?,
            most: e.count.saturating_add(1),
            duple: notes.duple_check,
        }))
    }
}

/// An error where pawns (or, by the notes' `piece_promotions`, pieces)
/// promote to a king though kings are royal (not commoners, not
/// pseudo-royal): a side would have two.
pub(super) fn royal_promotion<S: Set>(
    variant: &PawnRules,
    notes: &Notes,
    pseudo_royal: Option<&PseudoRoyal>,
    pawns: &[PawnKind<S>],
) -> Result<(), RulesError> {
    let to_king = pawns
        .iter()
        .any(|p| p.pieces.iter().any(|&(kind, _)| kind == Kind::KING))
        || notes.piece_promotions.iter().any(|(_, to)| to == "king");
    if to_king && !notes.commoner_kings && pseudo_royal.is_none() {
        return Err(RulesError::RoyalPromotion {
            variant: variant.name.clone(),
        });
    }
    Ok(())
}

impl<S: Set> RuleBook<S> {
    /// The extinction rule, if the game has one: the groups of kinds
    /// counted together, and the rule (see [`Extinct::over`]).
    pub(crate) fn extinction(&self) -> Option<(&[Vec<Kind>], Extinct)> {
        self.ends
            .extinction
            .as_ref()
            .map(|(groups, rule)| (groups.as_slice(), *rule))
    }

    /// Whether checks are counted: a side that has given its last one has
    /// won.
    pub(crate) fn check_counting(&self) -> bool {
        self.ends.check_counting
    }

    /// The flag, where reaching it ends the game (kingofthehill, racing
    /// kings, dobutsu): the kinds counted as the flag's (`None`: any
    /// piece), the squares where it ends the game, per side, and whether
    /// it must stand there unattacked (dobutsu's lion).
    pub(crate) fn flag(&self) -> Option<FlagRule<'_, S>> {
        (self.ends.flag.as_ref())
            .map(|(kinds, squares)| (kinds.as_deref(), *squares, self.ends.flag_safe))
    }

    /// The connection rule, if the game has one: the kinds whose pieces
    /// count (`None`: every piece) and the shapes they must make.
    pub(crate) fn connect(&self) -> Option<(Option<&[Kind]>, &Connection<S>)> {
        (self.ends.connect.as_ref()).map(|(kinds, shapes)| (kinds.as_deref(), shapes))
    }

    /// The board's squares, where a board with none empty (walls fill
    /// squares too) ends the game (`adjudicateFullBoard`).
    pub(crate) fn full_board(&self) -> Option<S> {
        self.ends.full_board
    }

    /// How many flag pieces must stand in the zone, and whether one is
    /// enough where the zone has no empty square (kono).
    pub(crate) fn flag_count(&self) -> (u32, bool) {
        self.ends.flag_count
    }

    /// Whether a flag reached by White's king lets Black answer by reaching
    /// his (racing kings).
    pub(crate) fn flag_move(&self) -> bool {
        self.ends.flag_move
    }

    /// Whether kings are royal: no move may leave one attacked (else they
    /// are commoners, or pseudo-royal).
    pub(crate) fn royal(&self) -> bool {
        self.royal
    }

    /// Whether kings are pseudo-royal (spartan's: a side may not leave
    /// one attacked, but it may be taken).
    pub(crate) fn pseudo_royal(&self) -> bool {
        self.pseudo_royal.is_some()
    }

    /// The pseudo-royal pieces, if the variant has them: their groups of
    /// kinds counted together, the most of a group a side may hold for
    /// its pieces to be royal, and whether a side may leave one of
    /// several attacked but not all (duple check).
    pub(crate) fn pseudo_royals(&self) -> Option<(&[Vec<Kind>], u32, bool)> {
        (self.pseudo_royal.as_ref()).map(|r| (r.groups.as_slice(), r.most, r.duple))
    }

    /// Whether kings are pseudo-royal pieces of which a side may hold
    /// several (spartan's, shoshogi's): the fast path keeps a side's
    /// kings beyond one with its pieces, as it does common kings. Not
    /// where captures explode or petrify (a king is taken there).
    pub(super) fn several_kings(&self) -> bool {
        self.pseudo_royal
            .as_ref()
            .is_some_and(|r| r.groups.iter().any(|g| g.contains(&Kind::KING)))
            && self.capturing.explode.is_none()
            && self.capturing.petrify == 0
    }
}
