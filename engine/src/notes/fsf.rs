//! Fairy-Stockfish's `variants.ini`, read as written: a section (with its
//! parents) becomes a spec of its pawn kinds, which the spec's checker
//! checks, and the engine's [`Notes`] for the rest.
//!
//! Options mean what they mean in Fairy-Stockfish, defaults included: a
//! section without a parent has no pieces, a section `[name:chess]`
//! starts from Fairy-Stockfish's `chess`, options are read in its
//! parser's order (the board, then the pieces, then the rest), a letter
//! given to a new piece takes it from the old one, and regions are
//! absolute squares (`*8` is the eighth rank on any board).
//!
//! An option the engine does not play is an error naming it, its section
//! and its line; an option that changes no move (a draw's value, the
//! fifty-move rule, a GUI's images) is read and set aside; a key that is
//! no Fairy-Stockfish option is a warning, as Fairy-Stockfish warns.
//!
//! ```
//! use pawnshift_engine::notes::fsf::VariantsIni;
//! use pawnshift_engine::{AnyRules, PawnRules};
//!
//! let ini = VariantsIni::parse("my.ini", "[semitorpedo:chess]\ndoubleStepRegionWhite = *2 *3\ndoubleStepRegionBlack = *7 *6\n")?;
//! let variant = ini.import("semitorpedo")?;
//! assert!(variant.spec.contains("push 2 from ranks 2..=3 en_passant;"));
//! let rules = AnyRules::with_notes(&PawnRules::load("my.ini", &variant.spec)?.remove(0), &variant.notes)?;
//! assert_eq!(rules.perft(None, 2)?, 400);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod moves;
mod options;
mod pieces;
mod spec;
mod values;
mod written;

use options::Variant;

use super::Notes;
use super::ini::Ini;

/// Fairy-Stockfish's built-in variants a section may start from, written
/// as `variants.ini` sections (ours: the rules `variant.cpp` states).
const BUILTINS: &str = include_str!("fsf/builtins.ini");

/// Fairy-Stockfish's built-in variants, by name (its `variant.cpp`): a
/// section may not take one's name, and one not in [`BUILTINS`] cannot be
/// started from yet.
const BUILTIN_NAMES: &[&str] = &[
    "chess",
    "normal",
    "fischerandom",
    "nocastle",
    "armageddon",
    "torpedo",
    "berolina",
    "pawnsideways",
    "pawnback",
    "legan",
    "fairy",
    "makruk",
    "makpong",
    "cambodian",
    "karouk",
    "asean",
    "ai-wok",
    "shatranj",
    "chaturanga",
    "amazon",
    "georgian",
    "nightrider",
    "grasshopper",
    "hoppelpoppel",
    "newzealand",
    "kingofthehill",
    "racingkings",
    "knightmate",
    "misere",
    "losers",
    "giveaway",
    "antichess",
    "suicide",
    "codrus",
    "extinction",
    "kinglet",
    "threekings",
    "horde",
    "petrified",
    "nocheckatomic",
    "atomic",
    "atomar",
    "isolation",
    "isolation7x7",
    "snailtrail",
    "fox-and-hounds",
    "duck",
    "joust",
    "3check",
    "5check",
    "crazyhouse",
    "loop",
    "chessgi",
    "bughouse",
    "koedem",
    "pocketknight",
    "placement",
    "sittuyin",
    "seirawan",
    "shouse",
    "dragon",
    "paradigm",
    "minishogi",
    "mini",
    "kyotoshogi",
    "micro",
    "dobutsu",
    "gorogoro",
    "judkins",
    "torishogi",
    "euroshogi",
    "losalamos",
    "gardner",
    "almost",
    "sortofalmost",
    "chigorin",
    "perfect",
    "spartan",
    "shatar",
    "coregal",
    "clobber",
    "breakthrough",
    "ataxx",
    "flipersi",
    "flipello",
    "minixiangqi",
    "raazuvaa",
    "shogi",
    "checkshogi",
    "shoshogi",
    "yarishogi",
    "okisakishogi",
    "capablanca",
    "capahouse",
    "caparandom",
    "gothic",
    "janus",
    "modern",
    "chancellor",
    "embassy",
    "centaur",
    "gustav3",
    "jesonmor",
    "courier",
    "grand",
    "opulent",
    "tencubed",
    "omicron",
    "troitzky",
    "wolf",
    "shako",
    "clobber10",
    "flipello10",
    "amazons",
    "xiangqi",
    "manchu",
    "supply",
    "janggi",
    "janggitraditional",
    "janggimodern",
    "janggicasual",
];

/// A `variants.ini` file, read.
#[derive(Clone, Debug)]
pub struct VariantsIni {
    path: String,
    ini: Ini,
}

/// A section made into what the engine plays.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The section's name.
    pub name: String,
    /// The spec of its pawn kinds: one module, named after the section
    /// (`3check-crazyhouse` is `v3check_crazyhouse`), with its board,
    /// start position and rules, for `PawnRules::load`, `pawns!` or a
    /// build script. A Betza pawn's moves are written as the rules they
    /// are (`step north | west | east;`), the Betza string as a comment,
    /// unless those rules would not read back the same (then as `betza`).
    pub spec: String,
    /// Everything else the engine plays: pieces, king, castling, …
    pub notes: Notes,
    /// Warnings: keys that are no Fairy-Stockfish option, booleans that
    /// are neither `true` nor `false`.
    pub warnings: Vec<String>,
}

impl VariantsIni {
    /// Reads a file's text; an error names `path` and the line. A
    /// section Fairy-Stockfish skips (a name given again, or a built-in
    /// variant's) is skipped and said in [`VariantsIni::warnings`].
    pub fn parse(path: &str, text: &str) -> Result<VariantsIni, String> {
        Ok(VariantsIni {
            path: path.to_owned(),
            ini: Ini::parse(path, text, BUILTIN_NAMES)?,
        })
    }

    /// The file's warnings: sections skipped, and why.
    pub fn warnings(&self) -> &[String] {
        &self.ini.skipped
    }

    /// The sections' names, in file order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.ini.sections.iter().map(|s| s.name.as_str())
    }

    /// The section `name`, with its parents, as a spec and the engine's
    /// notes; an error names the key, the section and the line of a rule
    /// the engine does not play, or a parent it cannot start from.
    pub fn import(&self, name: &str) -> Result<Imported, String> {
        let Some(section) = self.ini.section(name) else {
            if let Some(why) = self.ini.why_skipped.get(name) {
                return Err(why.clone());
            }
            let names: Vec<&str> = self.names().collect();
            return Err(format!(
                "{} has no section `{name}`; it has {}",
                self.path,
                names.join(", ")
            ));
        };
        let variant = resolve((&self.path, false), &self.ini, name, usize::MAX)?;
        let origin = match &section.parent {
            Some(parent) => format!("{name}:{parent}"),
            None => name.to_owned(),
        };
        let here = |e: String| format!("{}:{}: [{origin}] {e}", self.path, section.line);
        let spec = written::spelled_out(&spec::spec(&variant, name, &origin).map_err(here)?);
        let notes = spec::notes(&variant).map_err(here)?;
        Ok(Imported {
            name: name.to_owned(),
            spec,
            notes,
            warnings: variant.warnings,
        })
    }
}

/// The variant of section `name` of `ini`, its parents applied first: a
/// parent is a section before it (`before` bounds where to look) or one
/// of Fairy-Stockfish's built-in variants. `builtin`: `ini` is our
/// [`BUILTINS`], which may say what a `variants.ini` cannot (`kingType`).
fn resolve(
    (path, builtin): (&str, bool),
    ini: &Ini,
    name: &str,
    before: usize,
) -> Result<Variant, String> {
    // The chain of sections, this one first, then its parents in the
    // file (each before the one it starts), up to a root or a built-in;
    // applied root first, without recursion, however long the chain.
    let Some(mut at) = ini.index(name).filter(|&at| at < before) else {
        return Err(format!("{path}: no section `{name}`"));
    };
    let mut chain = vec![at];
    let mut variant = loop {
        let section = &ini.sections[at];
        match section.parent.as_deref() {
            None => break Variant::root(),
            Some(parent) => match ini.index(parent).filter(|&p| p < at) {
                Some(p) => {
                    chain.push(p);
                    at = p;
                }
                None => {
                    break self::builtin(parent).map_err(|e| {
                        format!("{path}:{}: [{}:{parent}] {e}", section.line, section.name)
                    })?;
                }
            },
        }
    };
    for &i in chain.iter().rev() {
        variant.apply((path, builtin), &ini.sections[i])?;
        variant.conclude();
    }
    Ok(variant)
}

/// Fairy-Stockfish's built-in variant `name`, as a parent.
fn builtin(name: &str) -> Result<Variant, String> {
    // (Read once, however many sections start from them.)
    static READ: std::sync::OnceLock<Result<Ini, String>> = std::sync::OnceLock::new();
    let builtins = READ
        .get_or_init(|| Ini::parse("builtins.ini", BUILTINS, &[]))
        .as_ref()
        .map_err(Clone::clone)?;
    if builtins.section(name).is_some() {
        return resolve(("builtins.ini", true), builtins, name, usize::MAX);
    }
    if BUILTIN_NAMES.contains(&name) {
        Err(format!(
            "the parent `{name}` is a Fairy-Stockfish built-in variant this engine cannot start a section from yet"
        ))
    } else {
        Err(format!(
            "the parent `{name}` is neither a section before this one nor a Fairy-Stockfish built-in variant"
        ))
    }
}
