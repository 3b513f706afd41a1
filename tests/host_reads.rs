//! Tests read the host only through `memcpy_jit::harness::recorded` (issue 22).
//!
//! A test that checks what the crate plans, emits or places for "this CPU" passes on the
//! machine it was written on and may fail on the next one CI gets. So tests read the host
//! through `each_cpu()` (every recorded CPU of tests/data/cpuid, then this one), and through
//! `this_cpu()` only where they must run code built for this very CPU, saying why in a
//! `// this CPU only: <reason>` comment on the line of the call or the line above it.
//!
//! Scanned: tests/**/*.rs, crates/*/tests/**/*.rs, src/**/tests/**/*.rs, and every
//! `#[cfg(test)] mod` of a file of src/ or crates/*/src/ (inline, to its closing brace at its
//! own indentation, as rustfmt writes it; or out of line, its file). Comments are not reads.
//! A failure names `file:line` and what is wrong, one line each.

use std::fs;
use std::path::{Path, PathBuf};

/// The host read no test may make (src/harness/recorded.rs makes it for them). Spelled in
/// two parts so that this file does not contain it.
const HOST_READ: &str = concat!("CpuFeatures::", "host");
/// The call that must say why it takes this CPU only.
const THIS_CPU_CALL: &str = concat!("this_", "cpu(");
/// The comment that says why.
const THIS_CPU_ONLY: &str = concat!("// this CPU ", "only:");

/// The one file that reads the host for the tests.
const RECORDED: &str = "src/harness/recorded.rs";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = fs::read_dir(&d) else {
            continue;
        };
        for e in entries {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The crates of the workspace besides the root: `crates/*`.
fn member_crates() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = fs::read_dir(root().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    out.sort();
    out
}

/// A part of a file that is test code: its lines `first..=last` (1-based).
#[derive(Debug, PartialEq)]
struct Part {
    file: PathBuf,
    first: usize,
    last: usize,
}

/// The directory an out-of-line child module of `file` lives in.
fn child_dir(file: &Path) -> PathBuf {
    let dir = file.parent().unwrap();
    match file.file_stem().unwrap().to_str().unwrap() {
        "mod" | "lib" | "main" => dir.to_path_buf(),
        stem => dir.join(stem),
    }
}

/// The `#[cfg(test)] mod` parts of a library file's `text`: `(first, last)` line numbers of
/// each inline one, and the names of the out-of-line ones.
fn test_modules(text: &str) -> (Vec<(usize, usize)>, Vec<String>) {
    let lines: Vec<&str> = text.lines().collect();
    let (mut inline, mut outline) = (Vec::new(), Vec::new());
    for (i, line) in lines.iter().enumerate() {
        // Test-only: `cfg(test)`, or `cfg(all(test, ...))` (not `any(test, ...)`).
        let cfg = line.trim();
        if cfg != "#[cfg(test)]" && !cfg.starts_with("#[cfg(all(test,") {
            continue;
        }
        // The item the attribute is on: the next line that is not another attribute.
        let Some(j) = (i + 1..lines.len()).find(|&j| !lines[j].trim_start().starts_with("#["))
        else {
            continue;
        };
        let item = lines[j].trim_start();
        let item = item.strip_prefix("pub(crate) ").unwrap_or(item);
        let Some(rest) = item.strip_prefix("mod ") else {
            continue;
        };
        if let Some(name) = rest.strip_suffix(';') {
            outline.push(name.trim().to_string());
        } else {
            // Inline: to the closing brace at the module's own indentation.
            let indent = &lines[j][..lines[j].len() - lines[j].trim_start().len()];
            let close = format!("{indent}}}");
            let end = (j + 1..lines.len())
                .find(|&k| lines[k] == close)
                .unwrap_or(lines.len() - 1);
            inline.push((i + 1, end + 1));
        }
    }
    (inline, outline)
}

/// Every part of the workspace's sources that is test code.
fn test_parts() -> Vec<Part> {
    let whole = |file: PathBuf| {
        let n = fs::read_to_string(&file).unwrap().lines().count();
        Part {
            file,
            first: 1,
            last: n,
        }
    };
    let mut parts = Vec::new();
    let crates = member_crates();
    for dir in std::iter::once(root().join("tests")).chain(crates.iter().map(|c| c.join("tests"))) {
        parts.extend(rust_files(&dir).into_iter().map(whole));
    }
    let mut whole_files = Vec::new();
    for src in std::iter::once(root().join("src")).chain(crates.iter().map(|c| c.join("src"))) {
        for file in rust_files(&src) {
            let under_tests = file
                .strip_prefix(&src)
                .unwrap()
                .parent()
                .is_some_and(|p| p.components().any(|c| c.as_os_str() == "tests"));
            if under_tests {
                whole_files.push(file);
                continue;
            }
            let (inline, outline) = test_modules(&fs::read_to_string(&file).unwrap());
            for (first, last) in inline {
                parts.push(Part {
                    file: file.clone(),
                    first,
                    last,
                });
            }
            for name in outline {
                let dir = child_dir(&file);
                let one = dir.join(format!("{name}.rs"));
                let inside = dir.join(&name);
                if one.is_file() {
                    whole_files.push(one);
                }
                if inside.is_dir() {
                    whole_files.extend(rust_files(&inside));
                }
            }
        }
    }
    whole_files.sort();
    whole_files.dedup();
    parts.extend(whole_files.into_iter().map(whole));
    parts.retain(|p| !p.file.ends_with(RECORDED));
    parts
}

/// A line's code: what precedes its comment (a line comment, or a whole doc line).
fn code_of(line: &str) -> &str {
    line.find("//").map_or(line, |i| &line[..i])
}

/// Whether `line` carries a `// this CPU only: <reason>` comment with a reason.
fn says_why(line: &str) -> bool {
    line.find(THIS_CPU_ONLY)
        .is_some_and(|i| !line[i + THIS_CPU_ONLY.len()..].trim().is_empty())
}

/// What is wrong with lines `first..=last` of `text`: `(line number, what)`.
fn violations(text: &str, first: usize, last: usize) -> Vec<(usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for n in first..=last.min(lines.len()) {
        let line = lines[n - 1];
        let code: String = code_of(line).split_whitespace().collect();
        if code.contains(HOST_READ) {
            out.push((
                n,
                format!(
                    "{HOST_READ}() in a test: take each_cpu() (or {THIS_CPU_CALL}) with \
                     `{THIS_CPU_ONLY} <reason>`) from memcpy_jit::harness::recorded"
                ),
            ));
        }
        if code.contains(THIS_CPU_CALL) && !code.contains(&format!("fn{THIS_CPU_CALL}")) {
            let above = n.checked_sub(2).map(|i| lines[i]).unwrap_or("");
            if !says_why(line) && !says_why(above) {
                out.push((
                    n,
                    format!(
                        "{THIS_CPU_CALL}) without `{THIS_CPU_ONLY} <reason>` on its line or \
                         the line above: say why every recorded CPU cannot be checked"
                    ),
                ));
            }
        }
    }
    out
}

#[test]
fn tests_read_the_host_through_each_cpu_or_say_why_this_cpu_only() {
    let parts = test_parts();
    let mut found = Vec::new();
    for part in &parts {
        let text = fs::read_to_string(&part.file).unwrap();
        let name = part
            .file
            .strip_prefix(root())
            .unwrap()
            .display()
            .to_string();
        for (n, what) in violations(&text, part.first, part.last) {
            found.push(format!("{name}:{n}: {what}"));
        }
    }
    assert!(
        found.is_empty(),
        "{} host read(s) in tests:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The scan reaches every kind of test code the workspace has.
#[test]
fn the_scan_covers_every_kind_of_test_code() {
    let parts = test_parts();
    let has = |path: &str, whole: bool| {
        parts
            .iter()
            .any(|p| p.file.ends_with(path) && (p.first == 1) == whole)
    };
    for path in [
        "tests/common/mod.rs",
        "tests/host_reads.rs",
        "crates/cli/tests/cli.rs",
        "crates/preload/tests/forward_overlap.rs",
        "src/emit/tests/mod.rs",
        "src/tune/tests.rs",
    ] {
        assert!(has(path, true), "{path} not scanned whole");
    }
    for path in [
        "src/tune/bench.rs",
        "src/thresholds.rs",
        "src/harness/mod.rs",
        "crates/cli/src/measure.rs",
        "crates/preload/src/route.rs",
    ] {
        assert!(has(path, false), "{path}'s test module not scanned");
    }
    assert!(!parts.iter().any(|p| p.file.ends_with(RECORDED)));
    // Library code is not scanned: the part of bench.rs starts at its test module.
    let bench = fs::read_to_string(root().join("src/tune/bench.rs")).unwrap();
    let (inline, _) = test_modules(&bench);
    let (first, last) = *inline.last().unwrap();
    assert!(bench
        .lines()
        .nth(first - 1)
        .unwrap()
        .contains("#[cfg(test)]"));
    assert!(bench.lines().nth(first).unwrap().starts_with("mod tests {"));
    assert_eq!(bench.lines().nth(last - 1), Some("}"));
}

/// The checker itself: what it flags and what it lets through.
#[test]
fn the_checker_flags_host_reads_and_unexplained_this_cpu_calls() {
    let bad = format!(
        "fn a() {{\n    let h = memcpy_jit::{HOST_READ}();\n    let c = {THIS_CPU_CALL});\n    \
         let d = {THIS_CPU_CALL}); {THIS_CPU_ONLY}\n    let f = F::new(\n        {HOST_READ} (),\n    );\n}}\n"
    );
    let got: Vec<usize> = violations(&bad, 1, 99).into_iter().map(|v| v.0).collect();
    // The read; the call with no comment; the call with an empty reason; a spaced read.
    assert_eq!(got, [2, 3, 4, 6], "{bad}");

    let good = format!(
        "// a comment naming {HOST_READ}() is no read\n/// nor is a doc line: {HOST_READ}()\n\
         let c = {THIS_CPU_CALL}); {THIS_CPU_ONLY} it runs tuned()\n\
         {THIS_CPU_ONLY} a profile named for this CPU\nlet d = {THIS_CPU_CALL});\n\
         pub fn {THIS_CPU_CALL}) -> Cpu {{\n"
    );
    assert_eq!(violations(&good, 1, 99), [], "{good}");

    // Inline test modules end at their closing brace; out-of-line ones are named.
    let lib = "fn lib() {}\n\n#[cfg(test)]\nmod tests {\n    fn t() {\n    }\n}\n\nfn after() {}\n\
               #[cfg(test)]\n#[path = \"x.rs\"]\nmod more;\n#[cfg(any(test, feature = \"x\"))]\n\
               mod both {\n}\n#[cfg(all(test, feature = \"x\"))]\nmod only {\n}\n";
    let only_tests = (vec![(3, 7), (16, 18)], vec!["more".to_string()]);
    assert_eq!(test_modules(lib), only_tests);
}
