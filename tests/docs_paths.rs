//! The docs stay small and every `docs/...` path the README, `docs/*.md`, `src/` and `crates/`
//! mention exists, so a citation cannot point at a run that left the tree.

use std::fs;
use std::path::{Path, PathBuf};

const MAX_DOCS_BYTES: u64 = 3 * 1024 * 1024;
const MAX_DOCS_FILES: usize = 300;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if !path.ends_with("target") {
                walk(&path, out);
            }
        } else {
            out.push(path);
        }
    }
}

/// The `docs/...` paths in `text`; a `*` ends the path and makes it a prefix.
fn cited(text: &str) -> Vec<(String, bool)> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("docs/") {
        let before = rest[..at].chars().next_back();
        let tail = &rest[at..];
        let end = tail
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_./+-*".contains(c)))
            .unwrap_or(tail.len());
        let mut path = &tail[..end];
        let glob = path.find('*');
        if let Some(star) = glob {
            path = &path[..star];
        }
        let path = path.trim_end_matches(['.', ',']);
        // `../docs/x` and `crate-docs/` are not repository paths from the root.
        if !matches!(before, Some(c) if c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
        {
            found.push((path.to_string(), glob.is_some()));
        }
        rest = &tail[end.max(1)..];
    }
    found
}

#[test]
fn every_cited_docs_path_exists() {
    let root = root();
    let mut sources = vec![root.join("README.md")];
    for entry in fs::read_dir(root.join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            sources.push(path);
        }
    }
    walk(&root.join("src"), &mut sources);
    walk(&root.join("crates"), &mut sources);
    let mut missing = Vec::new();
    for source in sources {
        let Ok(text) = fs::read_to_string(&source) else {
            continue;
        };
        for (path, glob) in cited(&text) {
            let ok = if glob {
                let (dir, prefix) = path.rsplit_once('/').unwrap();
                fs::read_dir(root.join(dir)).is_ok_and(|mut d| {
                    d.any(|e| e.unwrap().file_name().to_string_lossy().starts_with(prefix))
                })
            } else {
                root.join(&path).exists()
            };
            if !ok {
                missing.push(format!(
                    "{}: {path}",
                    source.strip_prefix(&root).unwrap().display()
                ));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "cited docs paths that do not exist:\n{}",
        missing.join("\n")
    );
}

#[test]
fn docs_stay_within_3_mb_and_300_files() {
    let mut files = Vec::new();
    walk(&root().join("docs"), &mut files);
    let bytes: u64 = files.iter().map(|f| fs::metadata(f).unwrap().len()).sum();
    assert!(
        files.len() <= MAX_DOCS_FILES,
        "docs/ has {} files (at most {MAX_DOCS_FILES})",
        files.len()
    );
    assert!(
        bytes <= MAX_DOCS_BYTES,
        "docs/ has {bytes} bytes (at most {MAX_DOCS_BYTES})"
    );
}
