//! A written spec's Betza rules spelled out as the rules they are
//! (`betza "fsW";` becomes `step north | west | east;`), so that a spec
//! `pawnshift import` writes names what each rule does, as the spec's
//! checker translates it; the Betza string the importer wrote (which
//! may spell the section's otherwise: `fmK` as `fmWfmF`) stays as a
//! comment above them.

use std::fmt::Write as _;
use std::path::Path;

use pawnshift_codegen::rules::{Module, Side, check_source};

/// `text` (a spec the importer wrote) with each side's `betza` lines
/// replaced by the rules the checker translates them into; `text` as it
/// is where the checker refuses it (its error is the caller's to say) or
/// the rules written out would not read back as the same rules with the
/// same names (the functions generated code gives them).
pub(super) fn spelled_out(text: &str) -> String {
    let Ok(modules) = check_source(Path::new("import"), text) else {
        return text.to_owned();
    };
    let Some(rewritten) = rewrite(text, &modules) else {
        return text.to_owned();
    };
    // (The rules written out must be the rules the Betza strings were.)
    match check_source(Path::new("import"), &rewritten) {
        Ok(again) if same_rules(&modules, &again) => rewritten,
        _ => text.to_owned(),
    }
}

/// The text with each `betza` line of a side block replaced by that
/// side's rules translated from it; `None` where a line has no
/// translation to take.
fn rewrite(text: &str, modules: &[Module]) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    // The module, the kind (if inside one) and the side of the block the
    // line is in.
    let mut module: Option<&Module> = None;
    let mut kind: Option<&Module> = None;
    let mut side: Option<&Side> = None;
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["pub", "mod", name, "{"] => {
                module = modules.iter().find(|m| m.name == *name);
                kind = None;
            }
            ["kind", name, "{"] => {
                kind = module.and_then(|m| m.kinds.iter().find(|k| k.name == *name));
            }
            [color @ ("white" | "black"), "forward", _, "{"] => {
                let block = kind.or(module)?;
                side = if *color == "white" {
                    block.white.as_ref()
                } else {
                    block.black.as_ref()
                };
            }
            ["betza", ..] => {
                let betza = line.split('"').nth(1)?;
                let indent = &line[..line.len() - line.trim_start().len()];
                let side = side?;
                // (A push straight ahead is written without its direction,
                // as the Betza line's is: it keeps its name, `single_push`.)
                let ahead = side.forward.name();
                let rules: Vec<String> = (side.rules.iter())
                    .filter(|r| r.betza.as_deref() == Some(betza))
                    .map(|r| {
                        let mut parts: Vec<&str> = r.spec.split(' ').collect();
                        if let ["push", _, dir, rest @ ..] = parts.as_slice()
                            && *dir == ahead
                            && rest.first() != Some(&"|")
                        {
                            parts.remove(2);
                        }
                        parts.join(" ")
                    })
                    .collect();
                if rules.is_empty() {
                    return None;
                }
                let _ = writeln!(out, "{indent}// Betza \"{betza}\":");
                for rule in rules {
                    let _ = writeln!(out, "{indent}{rule};");
                }
                continue;
            }
            ["}"] if kind.is_some() && side.is_none() => kind = None,
            ["}"] => side = None,
            _ => {}
        }
        out.push_str(line);
        out.push('\n');
    }
    Some(out)
}

/// Whether two checked specs hold the same rules with the same names,
/// side by side (their Betza origins apart).
fn same_rules(a: &[Module], b: &[Module]) -> bool {
    let sides = |m: &Module| -> Vec<Vec<(String, String, String)>> {
        std::iter::once(m)
            .chain(&m.kinds)
            .flat_map(|m| [&m.white, &m.black])
            .map(|side| {
                side.iter()
                    .flat_map(|s| &s.rules)
                    .map(|r| (r.name.clone(), r.spec.clone(), format!("{:?}", r.from)))
                    .collect()
            })
            .collect()
    };
    a.len() == b.len() && a.iter().zip(b).all(|(a, b)| sides(a) == sides(b))
}

#[cfg(test)]
mod tests {
    use super::spelled_out;

    #[test]
    fn betza_lines_become_the_rules_they_are() {
        let spec = "pub mod a {\n    board 8 x 8;\n    white forward north {\n        betza \"fsW\";\n    }\n    black rotates white;\n    kind b {\n        white forward north {\n            betza \"fmWfcF\";\n        }\n        black forward south {\n            betza \"fmW\";\n        }\n    }\n}\n";
        let written = spelled_out(spec);
        for rule in [
            "    white forward north {\n        // Betza \"fsW\":\n        step north | west | east;\n    }",
            "            // Betza \"fmWfcF\":\n            push 1;\n            capture north_west | north_east;",
            "        black forward south {\n            // Betza \"fmW\":\n            push 1;\n        }",
        ] {
            assert!(written.contains(rule), "{rule} in\n{written}");
        }
        assert!(!written.contains("betza \""), "{written}");
        // A spec the checker refuses is left as it is.
        let refused = "pub mod a {\n    board 8 x 8;\n    white forward north {\n        betza \"fQ\";\n    }\n}\n";
        assert_eq!(spelled_out(refused), refused);
    }
}
