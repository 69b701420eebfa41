// The random specs of the differential test (drawn by the build script)
// and of the run-time property test (drawn by the test itself), from one
// generator, `include!`d by both (each brings `Rng`, `std::fmt::Write`
// and the checker's `Direction` and `Geometry`).

/// Draws for the random specs.
trait Draw {
    fn below(&mut self, n: u32) -> u32;
    fn chance(&mut self, percent: u32) -> bool;
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str;
}

impl Draw for Rng {
    fn below(&mut self, n: u32) -> u32 {
        u32::try_from(self.next_u64() % u64::from(n)).unwrap_or(0)
    }
    fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(u32::try_from(items.len()).unwrap_or(1)) as usize]
    }
}

/// The spec words of eight directions.
const fn names(all: [Direction; 8]) -> [&'static str; 8] {
    let mut names = [""; 8];
    let mut i = 0;
    while i < names.len() {
        names[i] = all[i].name();
        i += 1;
    }
    names
}

/// Every step direction's spec word.
const DIRS: [&str; 8] = names(Direction::ALL);

/// Every knight leap's spec word.
const LEAP_DIRS: [&str; 8] = names(Direction::LEAPS);

/// The largest board the random specs draw (16 x 16).
const MOST_SQUARES: u32 = 256;

fn dirs(rng: &mut Rng, most: u32) -> String {
    let n = 1 + rng.below(most);
    let mut chosen: Vec<&str> = Vec::new();
    for _ in 0..n {
        let d = if rng.chance(15) {
            rng.pick(&LEAP_DIRS)
        } else {
            rng.pick(&DIRS)
        };
        if !chosen.contains(&d) {
            chosen.push(d);
        }
    }
    chosen.join(" | ")
}

/// A region: ranks, maybe a file, maybe a square or two.
fn region(rng: &mut Rng, width: u32, height: u32) -> String {
    let mut parts = vec![ranks(rng, height)];
    if rng.chance(25) {
        let f = Geometry::file_letter(rng.below(width));
        parts.push(format!("file {f}"));
    }
    for _ in 0..rng.below(3) {
        let f = Geometry::file_letter(rng.below(width));
        parts.push(format!("{f}{}", 1 + rng.below(height)));
    }
    parts.join(" | ")
}

fn ranks(rng: &mut Rng, height: u32) -> String {
    let a = 1 + rng.below(height);
    let b = a + rng.below(height - a + 1);
    if a == b {
        format!("rank {a}")
    } else {
        format!("ranks {a}..={b}")
    }
}

/// One random module's text, named `name`: a board of up to 16 x 16,
/// pushes, captures, steps (now and then along knight leaps) and Betza
/// strings from random regions, maybe
/// drops and promotion, a second side written, mirrored or rotated, and now
/// and then a second kind of pawn. Many draws are refused by the checker.
pub fn random_module(rng: &mut Rng, name: &str) -> String {
    let (width, height) = loop {
        let (w, h) = (1 + rng.below(16), 2 + rng.below(15));
        if w * h <= MOST_SQUARES {
            break (w, h);
        }
    };
    let forward = if rng.chance(70) {
        "north"
    } else {
        rng.pick(&DIRS)
    };
    let mut rules = random_rules(rng, width, height);
    let black = match rng.below(10) {
        0 => String::new(),
        1..=4 => "    black mirrors white;\n".to_owned(),
        5 | 6 => "    black rotates white;\n".to_owned(),
        _ => format!(
            "    black forward south {{\n        push 1 south as own_push;\n        capture {} as own_capture;\n    }}\n",
            dirs(rng, 2)
        ),
    };
    // Now and then a second kind of pawn, with rules of its own.
    if rng.chance(20) {
        let _ = write!(
            rules,
            "    }}\n{black}    kind sergeant {{\n        white forward {forward} {{\n{}        }}\n        black {} white;\n",
            random_rules(rng, width, height),
            if rng.chance(50) { "mirrors" } else { "rotates" }
        );
        return format!(
            "pub mod {name} {{\n    board {width} x {height};\n    white forward {forward} {{\n{rules}    }}\n}}\n"
        );
    }
    format!(
        "pub mod {name} {{\n    board {width} x {height};\n    white forward {forward} {{\n{rules}    }}\n{black}}}\n"
    )
}

/// A side's random rules, one per line.
fn random_rules(rng: &mut Rng, width: u32, height: u32) -> String {
    let mut rules = String::new();
    let count = 1 + rng.below(5);
    for i in 0..count {
        let from = if rng.chance(40) {
            format!(" from {}", region(rng, width, height))
        } else {
            String::new()
        };
        let rule = match rng.below(3) {
            0 => {
                let dirs = if rng.chance(30) {
                    format!(" {}", dirs(rng, 2))
                } else {
                    String::new()
                };
                // A leap moves once, lame or jumping.
                let leap = LEAP_DIRS.iter().any(|d| dirs.contains(d));
                let steps = if leap { 1 } else { 1 + rng.below(3) };
                let ep = if steps > 1 && rng.chance(60) {
                    " en_passant"
                } else if (steps > 1 || leap) && rng.chance(40) {
                    " jumping"
                } else {
                    ""
                };
                format!("push {steps}{dirs}{from}{ep}")
            }
            1 => format!("capture {}{from}", dirs(rng, 3)),
            _ => format!("step {}{from}", dirs(rng, 2)),
        };
        let _ = writeln!(rules, "        {rule} as rule_{i};");
    }
    if rng.chance(25) {
        let _ = writeln!(rules, "        betza \"{}\";", betza(rng));
    }
    if rng.chance(30) {
        let region = if rng.chance(50) {
            format!(" in {}", region(rng, width, height))
        } else {
            String::new()
        };
        let limit = match rng.below(3) {
            0 => String::new(),
            n => format!(" per_file {n}"),
        };
        // Now and then drops where the pawn is stuck too (refused where
        // that changes nothing).
        let immobile = if rng.chance(20) { " immobile" } else { "" };
        let _ = writeln!(rules, "        drop{region}{limit}{immobile};");
    }
    if rng.chance(60) {
        let pieces = ["queen", "rook(1)", "knight", "bishop(2)"];
        let take = 1 + rng.below(3) as usize;
        let list = pieces[..take].join(" | ");
        let zone = if rng.chance(20) {
            format!("in {}", region(rng, width, height))
        } else if rng.chance(50) {
            format!("at {}", ranks(rng, height).replace("ranks", "rank"))
        } else {
            format!("in {}", ranks(rng, height).replace("rank ", "ranks "))
        };
        let optional = if rng.chance(40) { "optional " } else { "" };
        let _ = writeln!(rules, "        promote {optional}{zone} to {list};");
    }
    rules
}

/// A random Betza string of one to three parts, each directions, maybe
/// `m` or `c`, maybe `i` (initial) and an atom: `fmW`, `fcF`, `ifmnD`,
/// `fhmnN`.
fn betza(rng: &mut Rng) -> String {
    let mut text = String::new();
    for _ in 0..=rng.below(3) {
        text.push_str(rng.pick(&["", "f", "b", "l", "r", "s", "v", "fl", "fr", "fs", "fh", "rf"]));
        text.push_str(rng.pick(&["", "m", "m", "c", "c"]));
        if rng.chance(20) {
            text.push_str(rng.pick(&["i", "in", "ij"]));
        }
        text.push_str(rng.pick(&["W", "F", "D", "A", "N"]));
    }
    text
}
