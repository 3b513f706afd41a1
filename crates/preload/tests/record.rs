//! `MEMCPY_JIT_RECORD`: a C program makes known copies (tests/c/copies.c, mode `sizes`) under
//! the library; the file it leaves is a size distribution the harness loads, with exactly those
//! counts, merged into on a second run, one file per process with `%p`, and never written over
//! a file that is not a distribution. Both ways a call is served are counted: the published
//! code (through the counting trampoline) and the forwarding path.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use common::{compile, output, preloaded, stderr};
use jit::harness::dist::Distribution;

fn copies() -> Option<&'static PathBuf> {
    static EXE: OnceLock<Option<PathBuf>> = OnceLock::new();
    EXE.get_or_init(|| compile("copies.c", "copies-record", &["-pthread", "-ldl"]))
        .as_ref()
}

/// A fresh directory for one test.
fn dir(name: &str) -> PathBuf {
    let d = common::build_dir().join(format!("record-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("create the test directory");
    d
}

fn record(exe: &Path, path: &Path, build_after: &str) -> String {
    let o = output(preloaded(
        Command::new(exe).arg("sizes"),
        &[
            ("MEMCPY_JIT_RECORD", path.to_str().expect("UTF-8 path")),
            ("MEMCPY_JIT_PRELOAD_BUILD_AFTER", build_after),
            // The build's own copies are counted too, and looking for this CPU's profile
            // formats a path (copies of a few bytes, 1 among them): no profile, so that the
            // counts are the program's alone.
            ("MEMCPY_JIT_PROFILE", "off"),
        ],
    ));
    assert!(o.status.success(), "{}: {}", o.status, stderr(&o));
    stderr(&o)
}

/// The count recorded for `size`.
fn count(csv: &str, size: usize) -> u64 {
    csv.lines()
        .skip(1)
        .find_map(|l| {
            let (s, c) = l.split_once(',')?;
            (s.parse::<usize>().ok()? == size).then(|| c.parse().ok())?
        })
        .unwrap_or(0)
}

/// The sizes `copies sizes` makes and how often; 3 MiB + 5 is recorded in its bucket, 3 MiB.
const MADE: [(usize, u64); 5] = [(333, 1000), (77, 4000), (3 << 20, 13), (100, 50), (1, 7)];

#[test]
fn counts_every_call_and_merges() {
    let Some(exe) = copies() else { return };
    for build_after in ["0", "never"] {
        let d = dir(&format!("merge-{build_after}"));
        let path = d.join("sizes.csv");
        let err = record(exe, &path, build_after);
        assert!(!err.contains("memcpy-jit-preload"), "{err}");
        let csv = std::fs::read_to_string(&path).expect("the recording");
        for (size, n) in MADE {
            assert_eq!(
                count(&csv, size),
                n,
                "size {size}, build after {build_after}:\n{csv}"
            );
        }
        let dist = Distribution::load(&path).expect("the harness loads the recording");
        assert_eq!(dist.max_size(), 3 << 20);
        record(exe, &path, build_after);
        let twice = std::fs::read_to_string(&path).expect("the recording");
        for (size, n) in MADE {
            assert_eq!(count(&twice, size), 2 * n, "size {size} after a second run");
        }
    }
}

#[test]
fn one_file_per_process_with_percent_p() {
    let Some(exe) = copies() else { return };
    let d = dir("pid");
    record(exe, &d.join("sizes-%p.csv"), "0");
    let names: Vec<String> = std::fs::read_dir(&d)
        .expect("list the directory")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
    let n = &names[0];
    let pid = n
        .strip_prefix("sizes-")
        .and_then(|r| r.strip_suffix(".csv"))
        .unwrap_or_else(|| panic!("{n}"));
    assert!(pid.parse::<u32>().is_ok(), "{n}");
}

#[test]
fn never_overwrites_a_file_that_is_not_a_distribution() {
    let Some(exe) = copies() else { return };
    let d = dir("foreign");
    let path = d.join("notes.txt");
    std::fs::write(&path, "my notes\n").expect("write the file");
    let err = record(exe, &path, "0");
    assert_eq!(std::fs::read_to_string(&path).expect("read"), "my notes\n");
    assert!(
        err.contains("memcpy-jit-preload: MEMCPY_JIT_RECORD:") && err.contains("not overwritten"),
        "{err}"
    );
}

/// At exit the library's own copies (formatting the path, the file) are not counted: a
/// process that made no copy writes no recording.
#[test]
fn the_librarys_own_copies_at_exit_are_not_counted() {
    let Some(exe) = copies() else { return };
    let d = dir("none");
    let path = d.join("none.csv");
    let o = output(preloaded(
        Command::new(exe).arg("state"),
        &[("MEMCPY_JIT_RECORD", path.to_str().expect("UTF-8 path"))],
    ));
    assert!(o.status.success(), "{}: {}", o.status, stderr(&o));
    assert!(
        !path.exists(),
        "a recording of a process that made no copy:\n{}",
        std::fs::read_to_string(&path).unwrap_or_default()
    );
}
