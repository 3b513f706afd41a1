//! The library's modules form layers without cycles, in the order the crate documentation
//! and docs/design.md give, and each module uses only modules of lower layers.
//!
//! Read from the source: every `crate::module` path and every `crate::Name` of a root
//! re-export (`pub use module::Name` in src/lib.rs) in code — comments, doc comments
//! included, are not dependencies — of `src/<module>.rs` or `src/<module>/…` is an edge. A new
//! module must be placed in [`LAYERS`]; a use that points up or sideways fails here, naming
//! the file and the line.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first. A module may use modules of strictly lower layers only.
const LAYERS: &[&[&str]] = &[
    // Primitives that know nothing of memcpy: the OS's error numbers, then the rest.
    &["os", "fallible"],
    &["once", "files", "recording"],
    // Facts about the CPU.
    &["cpu"],
    // Vocabulary and bounds.
    &["strategy", "limits"],
    // The one error type (data only: it formats what the layers below name).
    &["error"],
    // Numbers, their file format, then decisions.
    &["thresholds"],
    &["profile"],
    &["plan", "env", "calibration"],
    // Bytes, then pages.
    &["emit"],
    &["exec"],
    // The handle and its builder.
    &["memcpy"],
    // The measuring core (public API only), the tuner that times candidate handles with it,
    // and calibration, the tuner's reduced search.
    &["harness"],
    &["tune"],
    &["calibrate"],
    // tuned(): environment, calibration, fallback, publication.
    &["tuned"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// `(module, file)` for every library source file (the binary's files are not modules of the
/// library).
fn sources() -> Vec<(String, PathBuf)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = Vec::new();
    for entry in fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        if path.is_dir() {
            if name == "bin" {
                continue;
            }
            let mut stack = vec![path];
            while let Some(dir) = stack.pop() {
                for e in fs::read_dir(dir).unwrap() {
                    let p = e.unwrap().path();
                    if p.is_dir() {
                        stack.push(p);
                    } else if p.extension().is_some_and(|x| x == "rs") {
                        out.push((name.clone(), p));
                    }
                }
            }
        } else if path.extension().is_some_and(|x| x == "rs") && name != "lib" {
            out.push((name, path));
        }
    }
    out.sort();
    out
}

/// The root re-exports: `Name` → the module it comes from (`pub use module::{A, B};`).
fn reexports() -> BTreeMap<String, String> {
    let lib = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    let mut map = BTreeMap::new();
    for line in lib.lines().filter(|l| l.starts_with("pub use ")) {
        let rest = line.trim_start_matches("pub use ").trim_end_matches(';');
        let (module, names) = rest.split_once("::").unwrap();
        for name in names.trim_matches(|c| c == '{' || c == '}').split(',') {
            map.insert(name.trim().to_string(), module.to_string());
        }
    }
    map
}

/// The code of a line: without its `//` comment (doc comments included), and without string
/// literals' contents (a message may mention `crate::`).
fn code_of(line: &str) -> String {
    let line = line.replace(r#"'"'"#, "' '");
    let mut out = String::new();
    let mut in_str = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if in_str => {
                chars.next();
            }
            '"' => in_str = !in_str,
            '/' if !in_str && chars.peek() == Some(&'/') => break,
            _ if in_str => {}
            _ => out.push(c),
        }
    }
    out
}

/// The modules `code` names through `crate::`.
fn uses(code: &str, reexports: &BTreeMap<String, String>) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        let word: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if word.starts_with(|c: char| c.is_ascii_uppercase()) {
            if let Some(m) = reexports.get(&word) {
                out.push(m.clone());
            }
        } else if !word.is_empty() {
            out.push(word);
        }
    }
    out
}

#[test]
fn every_module_uses_only_lower_layers() {
    let reexports = reexports();
    let mut problems = Vec::new();
    let mut seen = BTreeMap::new();
    for (module, path) in sources() {
        let Some(own) = layer_of(&module) else {
            problems.push(format!(
                "{}: module {module} is in no layer",
                path.display()
            ));
            continue;
        };
        seen.insert(module.clone(), ());
        let text = fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            for used in uses(&code_of(line), &reexports) {
                if used == module {
                    continue;
                }
                match layer_of(&used) {
                    Some(l) if l < own => {}
                    Some(_) => problems.push(format!(
                        "{}:{}: {module} uses {used}, which is not in a lower layer: {}",
                        path.display(),
                        n + 1,
                        line.trim()
                    )),
                    None => problems.push(format!(
                        "{}:{}: {module} uses {used}, which is in no layer",
                        path.display(),
                        n + 1
                    )),
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Every layer names modules that exist (a renamed module must be renamed here too).
    for layer in LAYERS {
        for m in *layer {
            assert!(
                seen.contains_key(*m),
                "LAYERS names {m}, which has no source file"
            );
        }
    }
}

/// The reader above sees what it must: code edges, and not comments or strings.
#[test]
fn the_reader_finds_code_edges_only() {
    let re: BTreeMap<String, String> = [("Memcpy".to_string(), "memcpy".to_string())].into();
    assert_eq!(code_of(r#"let a = "crate::x"; // crate::y"#), "let a = ; ");
    assert_eq!(
        code_of(r#"'"' => crate::files::x"#),
        "' ' => crate::files::x"
    );
    assert_eq!(uses("use crate::plan::{Plan, Request};", &re), ["plan"]);
    assert_eq!(uses("crate::Memcpy::builder()", &re), ["memcpy"]);
    assert!(uses(&code_of("/// see [`crate::tuned`]"), &re).is_empty());
}
