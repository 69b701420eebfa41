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
mod roles;
mod rules;
mod spec;
mod values;
mod written;

use options::Variant;
pub use spec::module_name;

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

/// What a section says beyond its pawns ([`VariantsIni::notes`]).
#[derive(Clone, Debug)]
pub struct SectionNotes {
    /// The engine's rules beyond the pawns: pieces, king, castling, …
    pub notes: Notes,
    /// Warnings, as [`Imported::warnings`].
    pub warnings: Vec<String>,
}

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
    /// The spec's side file, to write as `NAME.ini` beside `NAME.pawns`:
    /// a `variants.ini` holding the section and the sections of its file
    /// it starts from (a built-in's: a section that starts from it), whose
    /// [`VariantsIni::notes`] for the spec's module are [`Imported::notes`].
    pub side_file: String,
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

    /// The section that is the side file of a spec's module `module` (this
    /// file being `x.ini` beside `x.pawns`): the section named as the
    /// module ([`module_name`] of its name is `module`; the last, where
    /// several are), else the file's only section. An error names the sections where neither is.
    ///
    /// ```
    /// use pawnshift_engine::notes::fsf::VariantsIni;
    /// use pawnshift_engine::{AnyRules, PawnRules};
    ///
    /// let spec = "pub mod amazon_chess { white forward north { push 1; promote at rank 8 to amazon; } black mirrors white; }";
    /// let side = VariantsIni::parse("amazon_chess.ini", "[amazon-chess:chess]\namazon = a\n")?;
    /// let variant = PawnRules::load("amazon_chess.pawns", spec)?.remove(0);
    /// let notes = side.import(side.section_for(&variant.name)?)?.notes;
    /// let rules = AnyRules::with_notes(&variant, &notes)?;
    /// assert_eq!(rules.legal_moves(Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"))?.len(), 6);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn section_for(&self, module: &str) -> Result<&str, String> {
        let names: Vec<&str> = self.names().collect();
        // (The last such section: an imported side file holds the
        // section after those it starts from.)
        match names.iter().rev().find(|n| module_name(n) == module) {
            Some(name) => Ok(name),
            None if names.len() == 1 => Ok(names[0]),
            None if names.is_empty() => Err(format!("the side file {} has no section", self.path)),
            None => Err(format!(
                "the side file {} has no section for the module `{module}` (its sections: {}), and more than one",
                self.path,
                names.join(", ")
            )),
        }
    }

    /// The section `name`, with its parents, as a spec and the engine's
    /// notes; an error names the key, the section and the line of a rule
    /// the engine does not play, or a parent it cannot start from.
    pub fn import(&self, name: &str) -> Result<Imported, String> {
        let (variant, origin, line) = self.resolved(name)?;
        let doc = format!("Fairy-Stockfish's variant `{name}`, from the section `[{origin}]`.");
        let mut side_file = format!(
            "# The rules of `{name}` beyond the pawns of {name}.pawns: the section\n\
             # `{name}` of {} and those it starts from (written by `pawnshift import`).\n",
            self.path
                .chars()
                .filter(|c| !c.is_control())
                .collect::<String>()
        );
        for &at in chain(&self.ini, name)?.0.iter().rev() {
            side_file.push('\n');
            side_file.push_str(&self.ini.sections[at].text());
        }
        imported(variant, name, &[doc], side_file)
            .map_err(|e| format!("{}:{line}: [{origin}] {e}", self.path))
    }

    /// What the section `name`, with its parents, says beyond its pawns:
    /// the engine's notes alone, for a spec written by hand beside it (a
    /// side file), whose pawns the section need not give in a form
    /// [`VariantsIni::import`] takes. Errors as for `import`.
    ///
    /// ```
    /// use pawnshift_engine::notes::fsf::VariantsIni;
    /// use pawnshift_engine::{AnyRules, PawnRules};
    ///
    /// // Pawns that step sideways too: a spec, not a `variants.ini` key.
    /// let spec = "pub mod sidestep { white forward north { push 1; step east | west; capture north_west | north_east; promote at rank 8 to queen; } black mirrors white; }";
    /// let side = VariantsIni::parse("sidestep.ini", "[sidestep:chess]\ncastling = false\n")?;
    /// let variant = PawnRules::load("sidestep.pawns", spec)?.remove(0);
    /// let notes = side.notes(side.section_for(&variant.name)?)?.notes;
    /// let rules = AnyRules::with_notes(&variant, &notes)?;
    /// assert_eq!(rules.legal_moves(Some("4k3/8/8/8/8/8/4P3/4K2R w - - 0 1"))?.len(), 16);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn notes(&self, name: &str) -> Result<SectionNotes, String> {
        let (variant, origin, line) = self.resolved(name)?;
        Ok(SectionNotes {
            notes: rules::notes(&variant)
                .map_err(|e| format!("{}:{line}: [{origin}] {e}", self.path))?,
            warnings: variant.warnings,
        })
    }

    /// The section `name` with its parents applied, how it is written
    /// (`name:parent`) and its line.
    fn resolved(&self, name: &str) -> Result<(Variant, String, usize), String> {
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
        let variant = resolve((&self.path, false), &self.ini, name)?;
        let origin = match &section.parent {
            Some(parent) => format!("{name}:{parent}"),
            None => name.to_owned(),
        };
        Ok((variant, origin, section.line))
    }
}

/// A resolved variant as a spec, its module doc `doc`, and the notes,
/// with its side file's text.
fn imported(
    variant: Variant,
    name: &str,
    doc: &[String],
    side_file: String,
) -> Result<Imported, String> {
    Ok(Imported {
        name: name.to_owned(),
        spec: written::spelled_out(&spec::spec(&variant, name, doc)?),
        notes: rules::notes(&variant)?,
        side_file,
        warnings: variant.warnings,
    })
}

/// The names of Fairy-Stockfish's built-in variants a section may start
/// from (those [`builtin_variant`] gives), in the order of our
/// `builtins.ini`.
///
/// ```
/// let names = pawnshift_engine::notes::fsf::builtin_names();
/// assert!(names.contains(&"makruk") && names.contains(&"shogi"));
/// ```
#[must_use]
pub fn builtin_names() -> Vec<&'static str> {
    builtins().map_or_else(
        |_| Vec::new(),
        |ini| ini.sections.iter().map(|s| s.name.as_str()).collect(),
    )
}

/// Fairy-Stockfish's built-in variant `name` (one of [`builtin_names`]) as
/// a spec, documented with what the variant is, and the engine's notes:
/// the catalog's `catalog/fairy-stockfish/NAME.pawns` is its spec. An
/// error names a variant that is not one.
///
/// ```
/// let makruk = pawnshift_engine::notes::fsf::builtin_variant("makruk")?;
/// assert!(makruk.spec.contains("pub mod makruk {"));
/// assert!(makruk.spec.contains("promote at ranks 6..=8 to fers;"));
/// # Ok::<(), String>(())
/// ```
pub fn builtin_variant(name: &str) -> Result<Imported, String> {
    let ini = builtins()?;
    let Some(section) = ini.section(name) else {
        return Err(format!(
            "`{name}` is not one of the Fairy-Stockfish built-in variants this engine holds"
        ));
    };
    let variant = resolve(("builtins.ini", true), ini, name)?;
    let mut doc = vec![format!(
        "Fairy-Stockfish's built-in variant `{name}`{}",
        if section.comment.is_empty() { "." } else { ":" }
    )];
    doc.extend(section.comment.iter().cloned());
    let side_file = format!(
        "# The rules of Fairy-Stockfish's `{name}` beyond the pawns of {name}.pawns\n\
         # (written by `pawnshift import --builtins`).\n\
         [fsf-{name}:{name}]\n"
    );
    imported(variant, name, &doc, side_file)
        .map_err(|e| format!("builtins.ini:{}: [{name}] {e}", section.line))
}

/// Our [`BUILTINS`], read once however many sections start from them.
fn builtins() -> Result<&'static Ini, String> {
    static READ: std::sync::OnceLock<Result<Ini, String>> = std::sync::OnceLock::new();
    READ.get_or_init(|| Ini::parse("builtins.ini", BUILTINS, &[]))
        .as_ref()
        .map_err(Clone::clone)
}

/// The variant of section `name` of `ini`, its parents applied first: a
/// parent is a section before it or one
/// of Fairy-Stockfish's built-in variants. `builtin`: `ini` is our
/// [`BUILTINS`], which may say what a `variants.ini` cannot (`kingType`).
fn resolve((path, builtin): (&str, bool), ini: &Ini, name: &str) -> Result<Variant, String> {
    let (chain, root) = chain(ini, name).map_err(|e| format!("{path}: {e}"))?;
    // An error in a section `name` starts from names `name` first: a file
    // where several sections start from one that cannot be played says
    // which each is.
    let within = |at: usize, e: String| {
        if at == chain[0] {
            return e;
        }
        let own = &ini.sections[chain[0]];
        let parent = own.parent.as_deref().unwrap_or_default();
        format!(
            "{path}:{}: [{name}:{parent}] starts from a section that cannot be played: {e}",
            own.line
        )
    };
    let last = chain[chain.len() - 1];
    let mut variant = match root {
        None => Variant::root(),
        Some(parent) => {
            let section = &ini.sections[last];
            self::builtin(parent).map_err(|e| {
                within(
                    last,
                    format!("{path}:{}: [{}:{parent}] {e}", section.line, section.name),
                )
            })?
        }
    };
    for &i in chain.iter().rev() {
        variant
            .apply((path, builtin), &ini.sections[i])
            .map_err(|e| within(i, e))?;
        variant.conclude();
    }
    Ok(variant)
}

/// The chain of sections from `name` (this one first) through its parents
/// in `ini` (each before the one it starts), and the built-in the last starts from, if it starts from
/// one: without recursion, however long the chain.
fn chain<'a>(ini: &'a Ini, name: &str) -> Result<(Vec<usize>, Option<&'a str>), String> {
    let Some(mut at) = ini.index(name) else {
        return Err(format!("no section `{name}`"));
    };
    let mut chain = vec![at];
    loop {
        let Some(parent) = ini.sections[at].parent.as_deref() else {
            return Ok((chain, None));
        };
        match ini.index(parent).filter(|&p| p < at) {
            Some(p) => {
                chain.push(p);
                at = p;
            }
            None => return Ok((chain, Some(parent))),
        }
    }
}

/// Fairy-Stockfish's built-in variant `name`, as a parent.
fn builtin(name: &str) -> Result<Variant, String> {
    let builtins = builtins()?;
    if builtins.section(name).is_some() {
        return resolve(("builtins.ini", true), builtins, name);
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
