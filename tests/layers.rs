//! The library's modules form layers without cycles, in the order the crate documentation
//! and docs/design.md give, and each module uses only modules of lower layers.
//!
//! Read from the source: every `crate::module` path and every `crate::Name` of a root
//! re-export (`pub use module::Name` in src/lib.rs) in code — comments, doc comments
//! included, are not dependencies — of `src/<module>.rs` or `src/<module>/…` is an edge. A new
//! module must be placed in [`LAYERS`]; a use that points up or sideways fails here, naming
//! the file and the line.
//!
//! The member crates (the root Cargo.toml's `members`) have no fixed layers, but their modules
//! use one another without a cycle, read the same way (`crate::module` and `crate::{module, …}`
//! in code): a cycle fails here, one line each, naming its modules and where each edge is. And
//! no Rust file of the workspace (docs/ and target/ aside) has a `#[path]` attribute: code two
//! trees share is a module of one of them or a crate of its own.

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
    // The knob table (data only: a macro each layer above expands with a macro of its own),
    // then numbers, their file format, then decisions.
    &["knobs"],
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
    module_files(&src, &["lib", "bin"])
}

/// `(module, file)` for every `.rs` file under `src`: a top-level file is its own module, a
/// folder's files are the folder's module. Not the top-level entries named in `roots` (the
/// crate root, and what is not a module of the crate).
fn module_files(src: &Path, roots: &[&str]) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for entry in fs::read_dir(src).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        if roots.contains(&name.as_str()) {
            continue;
        }
        if path.is_dir() {
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
        } else if path.extension().is_some_and(|x| x == "rs") {
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

// ---------------------------------------------------------------------------------------------
// The member crates (crates/*): no cycles between their modules, and no `#[path]` anywhere.
// ---------------------------------------------------------------------------------------------

/// The workspace's member crates, from the root Cargo.toml's `members = [...]`.
fn members() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let line = manifest
        .lines()
        .find(|l| l.starts_with("members"))
        .expect("the root Cargo.toml names its members");
    let list = line.split_once('[').unwrap().1.split_once(']').unwrap().0;
    let members: Vec<PathBuf> = list
        .split(',')
        .map(|m| m.trim().trim_matches('"'))
        .filter(|m| !m.is_empty())
        .map(|m| root.join(m))
        .collect();
    assert!(!members.is_empty(), "no members in {line}");
    members
}

/// A whole file's code, line by line: comments (line, block, doc) and the contents of string,
/// raw string and character literals blanked, also where they span lines (a test's source
/// text in a string is not code).
fn code_lines(text: &str) -> Vec<String> {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    let keep_newlines = |from: &[char], out: &mut String| {
        out.extend(from.iter().filter(|&&ch| ch == '\n'));
    };
    while i < c.len() {
        let rest = &c[i..];
        if rest.starts_with(&['/', '/']) {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if rest.starts_with(&['/', '*']) {
            let (mut depth, start) = (0, i);
            while i < c.len() {
                if c[i..].starts_with(&['/', '*']) {
                    depth += 1;
                    i += 2;
                } else if c[i..].starts_with(&['*', '/']) {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            keep_newlines(&c[start..i], &mut out);
        } else if c[i] == 'r'
            && (i == 0 || !ident(c[i - 1]) || (c[i - 1] == 'b' && (i == 1 || !ident(c[i - 2]))))
            && rest.iter().skip(1).take_while(|&&ch| ch == '#').count() + 1 < rest.len()
            && rest[1 + rest.iter().skip(1).take_while(|&&ch| ch == '#').count()] == '"'
        {
            // A raw string: r"…", r#"…"#, …
            let hashes = rest.iter().skip(1).take_while(|&&ch| ch == '#').count();
            let start = i;
            i += 2 + hashes;
            while i < c.len()
                && !(c[i] == '"'
                    && c[i + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|&&h| h == '#')
                        .count()
                        == hashes)
            {
                i += 1;
            }
            i = (i + 1 + hashes).min(c.len());
            keep_newlines(&c[start..i], &mut out);
            out.push_str("\"\"");
        } else if c[i] == '"' {
            let start = i;
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i = (i + 1).min(c.len());
            keep_newlines(&c[start..i], &mut out);
            out.push_str("\"\"");
        } else if c[i] == '\'' && rest.get(1) == Some(&'\\') {
            // An escaped character literal: '\n', '\'', '\u{..}'.
            i += 3;
            while i < c.len() && c[i] != '\'' {
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else if c[i] == '\'' && rest.get(2) == Some(&'\'') {
            i += 3;
            out.push_str("' '");
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out.split('\n').map(str::to_string).collect()
}

/// The names `code` reaches through `crate::`: `crate::a::…` gives `a`, `crate::{a, b::C}`
/// gives `a` and `b` (what follows a brace may span lines: `code` is a whole file).
fn crate_paths(code: &str) -> Vec<(usize, String)> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = code[from..].find("crate::") {
        let at = from + i;
        from = at + "crate::".len();
        if at > 0
            && code[..at].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        {
            continue; // `$crate::`, `my_crate::`
        }
        let rest = &code[from..];
        if rest.starts_with('{') {
            let mut depth = 0;
            let mut item = String::new();
            let mut items = Vec::new();
            for c in rest.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        if depth == 1 {
                            continue;
                        }
                    }
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            items.push(std::mem::take(&mut item));
                            break;
                        }
                    }
                    ',' if depth == 1 => {
                        items.push(std::mem::take(&mut item));
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            out.extend(items.iter().map(|s| (at, ident(s))));
        } else {
            out.push((at, ident(rest)));
        }
    }
    out.retain(|(_, n)| !n.is_empty() && n != "self");
    out
}

/// One member's module graph: `module → (module it uses → first place: file and line)`. The
/// modules are the files and folders of `src/` but the crate root (`main.rs`, `lib.rs`, which
/// declares them); an edge is a `crate::module` path in code. Names the root defines
/// (`crate::Failure`) are not modules: the root is above every module.
type Graph = BTreeMap<String, BTreeMap<String, String>>;

fn module_graph(member: &Path) -> Graph {
    let files = module_files(&member.join("src"), &["lib", "main"]);
    let mut graph: Graph = files
        .iter()
        .map(|(m, _)| (m.clone(), BTreeMap::new()))
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (module, path) in &files {
        let code = code_lines(&fs::read_to_string(path).unwrap()).join("\n");
        for (at, used) in crate_paths(&code) {
            if &used == module || !graph.contains_key(&used) {
                continue;
            }
            let line = code[..at].matches('\n').count() + 1;
            let place = format!(
                "{}:{line}",
                path.strip_prefix(root).unwrap_or(path).display()
            );
            graph.get_mut(module).unwrap().entry(used).or_insert(place);
        }
    }
    graph
}

/// The cycles of `graph`: one line per strongly connected component of more than one module,
/// naming its modules and every use between them, each with its first place.
fn cycles(graph: &Graph) -> Vec<String> {
    let reach = |from: &str| -> BTreeMap<String, ()> {
        let mut seen = BTreeMap::new();
        let mut stack = vec![from.to_string()];
        while let Some(m) = stack.pop() {
            for n in graph[&m].keys() {
                if seen.insert(n.clone(), ()).is_none() {
                    stack.push(n.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeMap<String, ()>> =
        graph.keys().map(|m| (m, reach(m))).collect();
    let mut done = BTreeMap::new();
    let mut out = Vec::new();
    for m in graph.keys() {
        if done.contains_key(m) {
            continue;
        }
        // The component: m and the modules m reaches that reach m back.
        let component: Vec<&String> = graph
            .keys()
            .filter(|n| *n == m || (reaches[m].contains_key(*n) && reaches[*n].contains_key(m)))
            .collect();
        for n in &component {
            done.insert((*n).clone(), ());
        }
        if component.len() < 2 {
            continue;
        }
        let mut edges = Vec::new();
        for a in &component {
            for (b, place) in &graph[*a] {
                if component.contains(&b) {
                    edges.push(format!("{place} ({a} uses {b})"));
                }
            }
        }
        let names: Vec<&str> = component.iter().map(|n| n.as_str()).collect();
        out.push(format!(
            "cycle among {}: {}",
            names.join(", "),
            edges.join(", ")
        ));
    }
    out
}

/// Every member crate's modules (crates/cli/src, crates/preload/src) use one another without
/// a cycle: one line per cycle, naming its modules and where each uses the next.
#[test]
fn member_crates_have_no_module_cycles() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    for member in members() {
        let graph = module_graph(&member);
        let name = member.strip_prefix(root).unwrap().display().to_string();
        problems.extend(cycles(&graph).into_iter().map(|c| format!("{name}: {c}")));
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// No `#[path]` in the workspace's Rust code (src, tests, benches, examples, every member): a
/// file that two crates or two trees compile is a module of one of them, a dependency of the
/// other, or staged by the test that needs it. One line per attribute.
#[test]
fn no_path_attributes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for e in fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            let name = p.file_name().unwrap().to_str().unwrap();
            if p.is_dir() {
                // Build output, version control, and docs/ (records, not compiled).
                if !(name.starts_with('.') || name == "target" || (dir == root && name == "docs")) {
                    stack.push(p);
                }
            } else if name.ends_with(".rs") {
                let text = fs::read_to_string(&p).unwrap();
                for (n, line) in code_lines(&text).iter().enumerate() {
                    let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
                    if squeezed.contains("#[path") || squeezed.contains("#![path") {
                        found.push(format!(
                            "{}:{}: #[path] includes a file: {}",
                            p.strip_prefix(root).unwrap().display(),
                            n + 1,
                            text.lines().nth(n).unwrap_or("").trim()
                        ));
                    }
                }
            }
        }
    }
    found.sort();
    assert!(found.is_empty(), "\n{}", found.join("\n"));
}

/// The whole-file reader and the path reader see code only, across lines.
#[test]
fn the_member_reader_finds_code_edges_only() {
    let text = "let s = \"a\n#[path = \\\"x\\\"]\";\n/* crate::a\n */ use crate::{b::C,\n d};\nr#\"crate::e\"#; 'x'; '\\''; crate::f::g(); $crate::h; // crate::i";
    let code = code_lines(text).join("\n");
    assert_eq!(code.lines().count(), text.lines().count());
    assert!(!code.contains("path") && !code.contains("crate::a") && !code.contains("crate::e"));
    let names: Vec<String> = crate_paths(&code).into_iter().map(|(_, n)| n).collect();
    assert_eq!(names, ["b", "d", "f"]);
    let graph: Graph = [
        ("a", vec![("b", "a.rs:1")]),
        ("b", vec![("c", "b.rs:2")]),
        ("c", vec![("a", "c.rs:3"), ("d", "c.rs:4")]),
        ("d", vec![("c", "d.rs:5")]),
        ("e", vec![("a", "e.rs:6")]),
    ]
    .into_iter()
    .map(|(m, es)| {
        let es = es
            .into_iter()
            .map(|(n, p)| (n.to_string(), p.to_string()))
            .collect();
        (m.to_string(), es)
    })
    .collect();
    assert_eq!(
        cycles(&graph),
        [
            "cycle among a, b, c, d: a.rs:1 (a uses b), b.rs:2 (b uses c), c.rs:3 (c uses a), \
          c.rs:4 (c uses d), d.rs:5 (d uses c)"
        ]
    );
}
