//! `pawnshift`: check, expand, show and perft any pawn-rule spec file or
//! bundled variant.
//!
//! ```text
//! pawnshift check my.pawns               diagnostics as rustc prints them; exit 1 on errors
//! pawnshift expand my.pawns              the code the `pawns!` macro generates
//! pawnshift show my.pawns ["FEN"]        the side to move's pawn moves, rule by rule
//! pawnshift perft my.pawns ["FEN"] 4     perft (default: the start position); the count is the last line
//! pawnshift variants                     the bundled variants
//! pawnshift perft my.ini:NAME 4          a section of a Fairy-Stockfish variants.ini
//! pawnshift import my.ini [NAME…]        the spec of each section's pawn rules (with --out DIR, and its side file)
//! pawnshift import --builtins [NAME…]    the spec and side file of Fairy-Stockfish's built-ins
//! ```
//!
//! A spec file's side file is the `variants.ini` beside it (`x.ini` beside
//! `x.pawns`): its section named as the spec's module, or its only
//! section, says the rest of the variant (pieces, castling, game ends…).

use std::io::IsTerminal as _;
use std::path::Path;
use std::process::ExitCode;

use clap::{Arg, ArgAction, ArgMatches, Command};
use codespan_reporting::diagnostic::{Diagnostic as Report, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::termcolor::{BufferedStandardStream, ColorChoice};
use pawnshift_codegen::Diagnostic;
use pawnshift_engine::game::{Divided, PieceDef};
use pawnshift_engine::notes::Notes;
use pawnshift_engine::notes::fsf::{self, Imported, VariantsIni};
use pawnshift_engine::{AnyRules, PawnRules, PositionError, RulesError, bundled};

/// Deeper perfts never finish; deeper recursion would only overflow the stack.
const MAX_DEPTH: u32 = 32;

/// What went wrong, and how the process exits.
enum Failure {
    /// A bad argument (variant, FEN, depth, piece): exit 2.
    Usage(String),
    /// Spec errors (already printed) or an I/O error: exit 1.
    Error(Option<String>),
    /// Standard output was closed (`| head`): exit quietly, as a Unix
    /// tool killed by `SIGPIPE` does (141).
    Closed,
}

/// The exit status of a command whose output pipe closed.
const CLOSED_PIPE: u8 = 128 + 13;

/// Writes to standard output and flushes: a closed pipe is
/// [`Failure::Closed`], any other error (a full disk) a message.
fn emit(args: std::fmt::Arguments<'_>) -> Result<(), Failure> {
    use std::io::Write as _;
    let mut out = std::io::stdout().lock();
    out.write_fmt(args)
        .and_then(|()| out.flush())
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::BrokenPipe => Failure::Closed,
            _ => Failure::Error(Some(format!("cannot write the output: {e}"))),
        })
}

/// [`emit`] with `println!`'s arguments.
macro_rules! out {
    ($($arg:tt)*) => {
        emit(format_args!("{}\n", format_args!($($arg)*)))
    };
}

fn variant_arg() -> Arg {
    Arg::new("variant")
        .value_name("FILE|VARIANT")
        .required(true)
        .help("a spec file, a bundled variant's name (see `pawnshift variants`), or a section of a Fairy-Stockfish variants.ini, `FILE.ini:NAME`")
}

fn variant_path_arg() -> Arg {
    Arg::new("variant-path")
        .long("variant-path")
        .value_name("FILE.ini")
        .help("a Fairy-Stockfish variants.ini whose sections the variant may name, as Fairy-Stockfish's `VariantPath` option")
}

fn module_arg() -> Arg {
    Arg::new("module")
        .long("module")
        .value_name("NAME")
        .help("the module to use when the spec file holds several")
}

fn piece_arg() -> Arg {
    Arg::new("piece")
        .long("piece")
        .value_name("NAME[:LETTER]=BETZA")
        .action(ArgAction::Append)
        .help("a piece pawns promote to, in Betza notation (`--piece amazon=QN`, `--piece met:m=F`); the letter defaults to the name's first")
}

fn command() -> Command {
    Command::new("pawnshift")
        .version(env!("CARGO_PKG_VERSION"))
        .about("Check, expand, show and perft pawn-rule specs")
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommand(
            Command::new("check")
                .about("Check spec files: every error under its token, as rustc prints them; exit 1 on errors")
                .arg(
                    Arg::new("files")
                        .value_name("FILE")
                        .required(true)
                        .num_args(1..)
                        .help("spec files; a variants.ini (every section) or `FILE.ini:NAME`"),
                ),
        )
        .subcommand(
            Command::new("expand")
                .about("Print the code the `pawns!` macro generates from a spec file")
                .arg(Arg::new("file").value_name("FILE").required(true).help("a spec file")),
        )
        .subcommand(
            Command::new("show")
                .about("Draw the side to move's pawn moves, rule by rule")
                .arg(variant_arg())
                .arg(
                    Arg::new("fen")
                        .value_name("FEN")
                        .help("the position, or `startpos` (the default): the spec's `start`"),
                )
                .arg(module_arg())
                .arg(variant_path_arg())
                .arg(piece_arg()),
        )
        .subcommand(
            Command::new("perft")
                .about("Count the leaf nodes of the game tree; the count is the last line")
                .override_usage("pawnshift perft [OPTIONS] <FILE|VARIANT> [FEN|startpos] <DEPTH>")
                .arg(variant_arg())
                .arg(
                    Arg::new("fen")
                        .value_name("FEN")
                        .help("the position, or `startpos` (the default): the spec's `start`"),
                )
                .arg(
                    Arg::new("depth")
                        .value_name("DEPTH")
                        .help(format!("plies to search, 1 to {MAX_DEPTH}")),
                )
                .arg(
                    Arg::new("divide")
                        .long("divide")
                        .action(ArgAction::SetTrue)
                        .help("print each first move's count as its search ends, then the total"),
                )
                .arg(module_arg())
                .arg(variant_path_arg())
                .arg(piece_arg()),
        )
        .subcommand(
            Command::new("import")
                .about("Write the spec of the pawn rules of sections of a Fairy-Stockfish variants.ini, one NAME.pawns each, and with --out its side file NAME.ini")
                .arg(
                    Arg::new("file")
                        .value_name("FILE.ini")
                        .required_unless_present("builtins")
                        .help("a variants.ini"),
                )
                .arg(
                    Arg::new("builtins")
                        .long("builtins")
                        .action(ArgAction::SetTrue)
                        .help("import Fairy-Stockfish's built-in variants instead (FILE.ini is then a NAME)"),
                )
                .arg(
                    Arg::new("names")
                        .value_name("NAME")
                        .num_args(0..)
                        .help("the sections (default: every one)"),
                )
                .arg(
                    Arg::new("out")
                        .long("out")
                        .value_name("DIR")
                        .help("the directory to write each NAME.pawns and its side file NAME.ini into, made if missing (default: print the specs)"),
                ),
        )
        .subcommand(Command::new("variants").about("List the bundled variants"))
}

fn main() -> ExitCode {
    let matches = command().get_matches();
    let result = match matches.subcommand() {
        Some(("check", m)) => check(m),
        Some(("expand", m)) => expand(m),
        Some(("show", m)) => show(m),
        Some(("perft", m)) => perft(m),
        Some(("import", m)) => import(m),
        Some(("variants", _)) => {
            bundled().try_for_each(|v| out!("{:<14} {} x {}", v.name(), v.width(), v.height()))
        }
        _ => Err(Failure::Usage("no command given".to_owned())),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            say_error(&message);
            ExitCode::from(2)
        }
        Err(Failure::Error(message)) => {
            if let Some(message) = message {
                say_error(&message);
            }
            ExitCode::from(1)
        }
        Err(Failure::Closed) => ExitCode::from(CLOSED_PIPE),
    }
}

/// Prints `error: MESSAGE` on standard error, the user's text in it
/// (a FEN, a path, an argument) with its invisible characters escaped.
fn say_error(message: &str) {
    eprintln!("error: {}", pawnshift_codegen::escaped(message));
}

fn read(path: &str) -> Result<String, Failure> {
    pawnshift_codegen::read_spec(Path::new(path)).map_err(|e| Failure::Error(Some(e.to_string())))
}

/// Byte offsets of 1-based lines and character columns in one source,
/// its line starts found once (so that many diagnostics cost one pass).
struct Lines<'a> {
    source: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    fn new(source: &'a str) -> Lines<'a> {
        let starts = std::iter::once(0)
            .chain(source.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Lines { source, starts }
    }

    /// The byte offset of `line`, `column` (both from 1), within the line.
    fn offset(&self, line: usize, column: usize) -> usize {
        let Some(&start) = self.starts.get(line.saturating_sub(1)) else {
            return self.source.len();
        };
        let within: usize = self.source[start..]
            .chars()
            .take(column.saturating_sub(1))
            .take_while(|&c| c != '\n')
            .map(char::len_utf8)
            .sum();
        start + within
    }
}

/// Prints diagnostics as rustc does: the message, `file:line:col`, the
/// source line and a caret under the tokens; buffered, in one write.
fn report(path: &str, source: &str, diagnostics: &[Diagnostic]) {
    use std::io::Write as _;
    let source = Diagnostic::visible_source(source);
    let source = source.as_ref();
    let file = SimpleFile::new(pawnshift_codegen::escaped(path), source);
    let lines = Lines::new(source);
    let color = if std::io::stderr().is_terminal() {
        ColorChoice::Auto
    } else {
        ColorChoice::Never
    };
    let mut stderr = BufferedStandardStream::stderr(color);
    let config = codespan_reporting::term::Config::default();
    for d in diagnostics {
        let start = lines.offset(d.line, d.column);
        let end = lines.offset(d.end_line, d.end_column).max(start);
        let report = Report::error()
            .with_message(&d.message)
            .with_labels(vec![Label::primary((), start..end)]);
        if codespan_reporting::term::emit_to_write_style(&mut stderr, &config, &file, &report)
            .is_err()
        {
            let _ = writeln!(stderr, "{d}");
        }
    }
    let _ = stderr.flush();
}

fn check(m: &ArgMatches) -> Result<(), Failure> {
    let mut failed = 0;
    let mut modules = 0;
    let files: Vec<&String> = m
        .get_many::<String>("files")
        .into_iter()
        .flatten()
        .collect();
    for path in &files {
        if let Some((file, section)) = ini_section(path) {
            check_sections(file, Some(section), &mut modules, &mut failed)?;
            continue;
        }
        if Path::new(path.as_str())
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("ini"))
        {
            check_sections(path, None, &mut modules, &mut failed)?;
            continue;
        }
        // An unreadable file is one more error; the others are still checked.
        let Some(source) = counted(read(path), &mut failed)? else {
            continue;
        };
        match pawnshift_codegen::rules::check_source(Path::new(path), &source) {
            Ok(checked) => {
                modules += checked.len();
                print_betza(path, &checked)?;
            }
            Err(diagnostics) => {
                report(path, &source, &diagnostics);
                failed += Diagnostic::count(&diagnostics);
            }
        }
    }
    if failed > 0 {
        let s = if failed == 1 { "" } else { "s" };
        return Err(Failure::Error(Some(format!("{failed} error{s} found"))));
    }
    let s = if files.len() == 1 { "" } else { "s" };
    out!(
        "{} file{s} checked: {modules} module(s), no errors",
        files.len()
    )
}

/// Checks a `variants.ini`'s section `only` (or every one): that the
/// engine plays it, its spec checks and its rules hold together; each
/// failure is said and counted.
fn check_sections(
    file: &str,
    only: Option<&str>,
    modules: &mut usize,
    failed: &mut usize,
) -> Result<(), Failure> {
    let Some(ini) = counted(read_ini(file), failed)? else {
        return Ok(());
    };
    let names: Vec<&str> = match only {
        Some(name) => vec![name],
        None => ini.names().collect(),
    };
    for name in names {
        let origin = format!("{file}:{name}");
        let checked = import_section(&ini, name).and_then(|section| {
            let variant = load_imported(&origin, &section)?;
            AnyRules::with_notes(&variant, &section.notes)
                .map_err(|e| Failure::Error(Some(format!("{origin}: {e}"))))
        });
        if counted(checked, failed)?.is_some() {
            *modules += 1;
            out!("{origin}: plays")?;
        }
    }
    Ok(())
}

/// Writes (or prints) the spec of each named section of a `variants.ini`,
/// or of Fairy-Stockfish's built-in variants (`--builtins`); written, each
/// with its side file.
fn import(m: &ArgMatches) -> Result<(), Failure> {
    let builtins = m.get_flag("builtins");
    let file = m.get_one::<String>("file").map_or("", String::as_str);
    let ini = if builtins {
        None
    } else {
        Some(read_ini(file)?)
    };
    let given = m.get_many::<String>("names").into_iter().flatten();
    let names: Vec<&str> = match &ini {
        Some(_) if m.contains_id("names") => given.map(String::as_str).collect(),
        Some(ini) => ini.names().collect(),
        None if m.contains_id("file") => std::iter::once(file)
            .chain(given.map(String::as_str))
            .collect(),
        None => fsf::builtin_names(),
    };
    let out = m.get_one::<String>("out").map(Path::new);
    if let Some(dir) = out {
        std::fs::create_dir_all(dir)
            .map_err(|e| Failure::Error(Some(format!("cannot create {}: {e}", dir.display()))))?;
    }
    let mut refused = 0;
    for &name in &names {
        let (origin, section) = match &ini {
            Some(ini) => (format!("{file}:{name}"), import_section(ini, name)),
            None => (
                format!("built-in {name}"),
                fsf::builtin_variant(name).map_err(|e| Failure::Error(Some(e))),
            ),
        };
        let section = section.and_then(|section| load_imported(&origin, &section).map(|_| section));
        let Some(section) = counted(section, &mut refused)? else {
            continue;
        };
        match out {
            // (A section's name is a file name only when it is a plain
            // word: none may write outside the directory.)
            Some(_)
                if !name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
            {
                say_error(&format!(
                    "{origin}: the section's name is not a plain file name (letters, digits, `-`, `_`); its spec is not written"
                ));
                refused += 1;
            }
            Some(dir) => {
                let side = dir.join(format!("{name}.ini"));
                // (Never the file read: a section named as it would write
                // over it.)
                if !builtins && same_file(&side, Path::new(file)) {
                    say_error(&format!(
                        "{origin}: its side file would be {}, the file read; write into another directory",
                        side.display()
                    ));
                    refused += 1;
                    continue;
                }
                for (path, text) in [
                    (dir.join(format!("{name}.pawns")), section.spec),
                    (side, section.side_file),
                ] {
                    std::fs::write(&path, text).map_err(|e| {
                        Failure::Error(Some(format!("cannot write {}: {e}", path.display())))
                    })?;
                    out!("{}", path.display())?;
                }
            }
            None => out!("{}", section.spec)?,
        }
    }
    if refused > 0 {
        return Err(Failure::Error(Some(format!(
            "{refused} of {} sections not imported",
            names.len()
        ))));
    }
    Ok(())
}

/// Whether `a` and `b` are one file (both exist and resolve alike).
fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Says which rules each Betza string became, in every module and pawn
/// kind (a kind named as `wolf::sergeant`).
fn print_betza(path: &str, modules: &[pawnshift_codegen::rules::Module]) -> Result<(), Failure> {
    let all = modules.iter().flat_map(|m| {
        std::iter::once((m.name.clone(), m)).chain(
            m.kinds
                .iter()
                .map(move |k| (format!("{}::{}", m.name, k.name), k)),
        )
    });
    for (name, module) in all {
        for (color, side) in [("white", &module.white), ("black", &module.black)] {
            let Some(side) = side else { continue };
            let mut seen: Vec<&str> = Vec::new();
            for rule in &side.rules {
                let Some(betza) = rule.betza.as_deref() else {
                    continue;
                };
                if seen.contains(&betza) {
                    continue;
                }
                seen.push(betza);
                let became: Vec<String> = side
                    .rules
                    .iter()
                    .filter(|r| r.betza.as_deref() == Some(betza))
                    .map(|r| format!("`{}`", r.spec))
                    .collect();
                out!(
                    "{path}: module `{name}`, {color}: betza \"{betza}\" is {}",
                    became.join(", ")
                )?;
            }
        }
    }
    Ok(())
}

fn expand(m: &ArgMatches) -> Result<(), Failure> {
    let path = m.get_one::<String>("file").map_or("", String::as_str);
    let source = read(path)?;
    match pawnshift_codegen::generate_source(Path::new(path), &source) {
        Ok(code) => emit(format_args!("{code}")),
        Err(pawnshift_codegen::Error::Spec(diagnostics)) => {
            report(path, &source, &diagnostics);
            Err(Failure::Error(None))
        }
        Err(other) => Err(Failure::Error(Some(other.to_string()))),
    }
}

/// The pawn rules a `FILE|VARIANT` argument names.
fn resolve(m: &ArgMatches) -> Result<PawnRules, Failure> {
    let name = m.get_one::<String>("variant").map_or("", String::as_str);
    let module = m.get_one::<String>("module");
    if let Some(bundled) = pawnshift_engine::find(name)
        && !Path::new(name).exists()
    {
        if module.is_some() {
            return Err(Failure::Usage(format!(
                "`--module` selects a module of a spec file; `{name}` is a bundled variant"
            )));
        }
        return Ok(bundled.pawn_rules());
    }
    if !Path::new(name).exists() {
        let names: Vec<&str> = bundled().map(|v| v.name()).collect();
        return Err(Failure::Usage(format!(
            "`{name}` is neither a spec file nor a bundled variant ({})",
            names.join(", ")
        )));
    }
    let source = read(name)?;
    let mut loaded = match PawnRules::load(name, &source) {
        Ok(loaded) => loaded,
        Err(pawnshift_dynamic::Error::Spec(diagnostics)) => {
            report(name, &source, &diagnostics);
            return Err(Failure::Error(None));
        }
        Err(other) => return Err(Failure::Error(Some(other.to_string()))),
    };
    let names: Vec<String> = loaded.iter().map(|v| v.name.clone()).collect();
    match (module, loaded.len()) {
        (Some(module), _) => match loaded.iter().position(|v| &v.name == module) {
            Some(i) => Ok(loaded.swap_remove(i)),
            None => Err(Failure::Usage(format!(
                "`{name}` has no module `{module}`; it has {}",
                names.join(", ")
            ))),
        },
        (None, 1) => Ok(loaded.swap_remove(0)),
        (None, _) => Err(Failure::Usage(format!(
            "`{name}` holds several modules ({}): choose one with `--module NAME`",
            names.join(", ")
        ))),
    }
}

/// The rules beyond the pawns of the side file beside a spec file (the
/// `variants.ini` `x.ini` beside `x.pawns`: its section named as the
/// spec's module, or its only section), if there is one; else the
/// engine's own for a bundled variant's name.
fn side_notes(m: &ArgMatches, variant: &PawnRules) -> Result<Notes, Failure> {
    let name = m.get_one::<String>("variant").map_or("", String::as_str);
    let path = Path::new(name).with_extension("ini");
    // A spec file named `x.ini` has no side file: it is not its own.
    if !Path::new(name).exists() || !path.exists() || path == Path::new(name) {
        return Ok(pawnshift_engine::game::known_notes(variant));
    }
    let shown = path.display().to_string();
    let ini = read_ini(&shown)?;
    let section = ini
        .section_for(&variant.name)
        .map_err(|e| Failure::Error(Some(e)))?;
    // (The spec gives the pawns: the section need not give them in a
    // form `import` takes.)
    let side = ini.notes(section).map_err(|e| Failure::Error(Some(e)))?;
    warn(&side.warnings);
    Ok(side.notes)
}

/// A `FILE.ini:NAME` argument's file and section, split at the last `:`.
fn ini_section(arg: &str) -> Option<(&str, &str)> {
    let (file, name) = arg.rsplit_once(':')?;
    Path::new(file)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("ini"))
        .then_some((file, name))
}

/// The value of `result`, or `None` with its error said and counted in
/// `failed`; a failure other than an error (a closed pipe) is returned.
fn counted<T>(result: Result<T, Failure>, failed: &mut usize) -> Result<Option<T>, Failure> {
    match result {
        Ok(value) => Ok(Some(value)),
        Err(Failure::Error(message)) => {
            if let Some(message) = message {
                say_error(&message);
            }
            *failed += 1;
            Ok(None)
        }
        Err(other) => Err(other),
    }
}

/// Reads a `variants.ini`, its warnings (sections skipped) said.
fn read_ini(path: &str) -> Result<VariantsIni, Failure> {
    let text = read(path)?;
    let ini = VariantsIni::parse(path, &text).map_err(|e| Failure::Error(Some(e)))?;
    for warning in ini.warnings() {
        eprintln!("warning: {}", pawnshift_codegen::escaped(warning));
    }
    Ok(ini)
}

/// A section made into a spec and notes, its warnings said.
fn import_section(ini: &VariantsIni, name: &str) -> Result<Imported, Failure> {
    let imported = ini.import(name).map_err(|e| Failure::Error(Some(e)))?;
    warn(&imported.warnings);
    Ok(imported)
}

/// Says a section's warnings.
fn warn(warnings: &[String]) {
    for warning in warnings {
        eprintln!("warning: {}", pawnshift_codegen::escaped(warning));
    }
}

/// The pawn rules of a section's spec; its errors are shown in the spec
/// (as `pawnshift import` writes it), named after the section.
fn load_imported(origin: &str, imported: &Imported) -> Result<PawnRules, Failure> {
    match PawnRules::load(origin, &imported.spec) {
        Ok(mut loaded) if loaded.len() == 1 => Ok(loaded.remove(0)),
        Ok(_) => Err(Failure::Error(Some(format!(
            "{origin}: the section's spec holds other than one module"
        )))),
        Err(pawnshift_dynamic::Error::Spec(diagnostics)) => {
            report(origin, &imported.spec, &diagnostics);
            Err(Failure::Error(Some(format!(
                "{origin}: the pawn rules the section gives are not a valid spec (shown above as `pawnshift import` writes it)"
            ))))
        }
        Err(other) => Err(Failure::Error(Some(other.to_string()))),
    }
}

/// The section of a `variants.ini` the command line names, if it names
/// one (`FILE.ini:NAME`, or NAME with `--variant-path FILE.ini` when the
/// file has that section), with its `FILE.ini:NAME`.
fn imported(m: &ArgMatches) -> Result<Option<(String, Imported)>, Failure> {
    let name = m.get_one::<String>("variant").map_or("", String::as_str);
    if let Some((file, section)) = ini_section(name) {
        let ini = read_ini(file)?;
        return Ok(Some((name.to_owned(), import_section(&ini, section)?)));
    }
    if let Some(file) = m.get_one::<String>("variant-path") {
        let ini = read_ini(file)?;
        if ini.names().any(|n| n == name) {
            return Ok(Some((
                format!("{file}:{name}"),
                import_section(&ini, name)?,
            )));
        }
    }
    Ok(None)
}

/// The pawn rules and the side file's notes (with `--piece`s) of the
/// command line.
fn inputs(m: &ArgMatches) -> Result<(PawnRules, Notes), Failure> {
    let (variant, mut notes) = match imported(m)? {
        Some((origin, section)) => {
            if m.get_one::<String>("module").is_some() {
                return Err(Failure::Usage(format!(
                    "`--module` selects a module of a spec file; `{origin}` is a variants.ini section"
                )));
            }
            (load_imported(&origin, &section)?, section.notes)
        }
        None => {
            let variant = resolve(m)?;
            let notes = side_notes(m, &variant)?;
            (variant, notes)
        }
    };
    // A `--piece` replaces the side file's piece of its name or letter,
    // not another `--piece`.
    let mut given: Vec<PieceDef> = Vec::new();
    for piece in m.get_many::<String>("piece").into_iter().flatten() {
        let piece = PieceDef::parse(piece).map_err(|e| Failure::Usage(format!("--piece {e}")))?;
        if let Some(clash) = piece.clash(&given) {
            return Err(Failure::Usage(format!("--piece: {clash}")));
        }
        given.push(piece.clone());
        notes.pieces.retain(|p| !piece.clashes(p));
        notes.pieces.push(piece);
    }
    Ok((variant, notes))
}

/// Where a piece could be described: `--piece`, and the side file of a
/// spec file (`x.ini` beside `x.pawns`, whether it exists or not).
fn piece_hint(m: &ArgMatches, name: &str, letter: Option<&str>) -> String {
    let variant = m.get_one::<String>("variant").map_or("", String::as_str);
    let piece = match letter {
        Some(letter) => format!("{name}:{letter}=BETZA"),
        None => format!("{name}=BETZA"),
    };
    let flag = format!("`--piece {piece}`");
    if Path::new(variant).exists() {
        let side = Path::new(variant).with_extension("ini");
        format!(
            "{flag}, or as a piece of the side file {} (a variants.ini section)",
            side.display()
        )
    } else {
        flag
    }
}

/// A rules error, with how to say on this command line what is missing.
fn rules_failure(m: &ArgMatches, e: &RulesError) -> Failure {
    let hint = match e {
        RulesError::UnknownPromotion { piece, .. } => {
            format!("; describe it with {}", piece_hint(m, piece, None))
        }
        RulesError::LetterTaken { piece, .. } if piece == "pawn" => {
            "; give the pawns another letter with `pawn = LETTER` in the side file".to_owned()
        }
        RulesError::LetterTaken {
            piece,
            piece_is_kind: true,
            ..
        } => format!(
            "; a pawn kind is written with its name's first letter (where its side file does not letter it): give the kind `{piece}` a name whose first letter is free"
        ),
        RulesError::LetterTaken {
            piece,
            owner,
            owner_is_kind: true,
            ..
        } => format!(
            "; a pawn kind is written with its name's first letter (where its side file does not letter it): give the kind `{owner}` a name whose first letter is free, or the piece `{piece}` another letter with `--piece {piece}:LETTER=BETZA`"
        ),
        RulesError::LetterTaken { piece, .. } => {
            format!(
                "; give it another with {}",
                piece_hint(m, piece, Some("LETTER"))
            )
        }
        _ => String::new(),
    };
    Failure::Usage(format!("{e}{hint}"))
}

/// A position error, with how to define on this command line a piece
/// the FEN names.
fn position_failure(m: &ArgMatches, e: &PositionError) -> Failure {
    let hint = match e {
        PositionError::UnknownLetter { letter, .. } => {
            let letter = letter.to_lowercase();
            format!("; define it with {}", piece_hint(m, "NAME", Some(&letter)))
        }
        PositionError::CannotMove { piece, .. } => {
            format!("; describe it with {}", piece_hint(m, piece, None))
        }
        // (`start`, `initial`: one word where a FEN goes.)
        PositionError::Fen(_)
            if m.get_one::<String>("fen")
                .is_some_and(|fen| !fen.contains(['/', ' '])) =>
        {
            format!("; the start position is `{STARTPOS}` (or no FEN at all)")
        }
        _ => String::new(),
    };
    Failure::Usage(format!("{e}{hint}"))
}

/// The command line's rules, on the set type their board needs.
fn rules(m: &ArgMatches) -> Result<AnyRules, Failure> {
    let (variant, notes) = inputs(m)?;
    AnyRules::with_notes(&variant, &notes).map_err(|e| rules_failure(m, &e))
}

fn show(m: &ArgMatches) -> Result<(), Failure> {
    let fen = m
        .get_one::<String>("fen")
        .map(String::as_str)
        .filter(|&fen| fen != STARTPOS);
    let rules = rules(m)?;
    // The position first, for the hints of its errors.
    rules
        .check_position(fen)
        .map_err(|e| position_failure(m, &e))?;
    let text = rules.show(fen).map_err(Failure::Usage)?;
    emit(format_args!("{text}"))
}

/// The word for a spec's `start` position where a FEN goes.
const STARTPOS: &str = "startpos";

fn perft(m: &ArgMatches) -> Result<(), Failure> {
    // `perft VARIANT DEPTH` or `perft VARIANT FEN DEPTH`: with one
    // argument after the variant, it is the depth.
    let (fen, depth_text) = match (m.get_one::<String>("fen"), m.get_one::<String>("depth")) {
        (Some(fen), Some(depth)) => (Some(fen.as_str()), depth.as_str()),
        (Some(depth), None) if !depth.contains('/') && depth != STARTPOS => (None, depth.as_str()),
        _ => {
            return Err(Failure::Usage(
                "perft needs a depth: `pawnshift perft VARIANT DEPTH` plays the start position, `pawnshift perft VARIANT FEN DEPTH` another".to_owned(),
            ));
        }
    };
    let depth = match depth_text.parse::<u64>() {
        Ok(d) if (1..=u64::from(MAX_DEPTH)).contains(&d) => u32::try_from(d).unwrap_or(MAX_DEPTH),
        Ok(d) => {
            return Err(Failure::Usage(format!(
                "depth {d} is out of range: perft searches 1 to {MAX_DEPTH} plies"
            )));
        }
        Err(_) => {
            return Err(Failure::Usage(format!(
                "depth `{depth_text}` is not a number of plies (1 to {MAX_DEPTH})"
            )));
        }
    };
    let fen = fen.filter(|&fen| fen != STARTPOS);
    let rules = rules(m)?;
    count(m, &rules, fen, depth)
}

/// Perft of `fen` (the start position if `None`) on `rules`, printed: with
/// `--divide`, each first move's count as its search ends; then the total.
fn count(m: &ArgMatches, rules: &AnyRules, fen: Option<&str>, depth: u32) -> Result<(), Failure> {
    let progress = if std::io::stderr().is_terminal() && depth > 1 {
        let bar = indicatif::ProgressBar::new(0);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{elapsed_precise} [{bar:24}] {pos}/{len} first moves, about {eta} left: {msg}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
            .progress_chars("=> "),
        );
        // The clock and the estimate move during a long first move too.
        bar.enable_steady_tick(std::time::Duration::from_millis(250));
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let divide = m.get_flag("divide");
    let start = std::time::Instant::now();
    let mut searched = 0_u64;
    let mut observe = |step: Divided<'_>| match step {
        Divided::Begin { name, index, moves } => {
            progress.set_length(moves as u64);
            progress.set_position(index as u64);
            progress.set_message(format!("{name}; {}", rate(searched, start.elapsed())));
        }
        Divided::End { name, nodes, .. } => {
            searched += nodes;
            if divide {
                // Printed as each search ends, so that an interrupted run
                // keeps what it counted.
                if let Err(failure) = progress.suspend(|| out!("{name}: {nodes}")) {
                    // Stop at once, as a Unix tool whose pipe closed.
                    progress.finish_and_clear();
                    std::process::exit(match failure {
                        Failure::Error(Some(message)) => {
                            say_error(&message);
                            1
                        }
                        _ => i32::from(CLOSED_PIPE),
                    });
                }
            }
        }
    };
    let total = rules
        .divide_with(fen, depth, &mut observe)
        .map_err(|e| position_failure(m, &e))?;
    progress.finish_and_clear();
    out!("{total}")
}

/// Nodes per second so far, for the progress bar.
fn rate(nodes: u64, elapsed: std::time::Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    if seconds < 0.5 {
        return "nodes/s to come".to_owned();
    }
    #[allow(clippy::cast_precision_loss)]
    let per_second = nodes as f64 / seconds;
    if per_second >= 1e6 {
        format!("{:.1} M nodes/s", per_second / 1e6)
    } else {
        format!("{:.0} k nodes/s", per_second / 1e3)
    }
}
