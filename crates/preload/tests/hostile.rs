//! What a program can do to the library that it must survive (tests/c/hostile.c): run it
//! out of memory, fork while recording, take over descriptors. Issue 23, items 1-3.
//!
//! Skipped, with a message, when there is no C compiler.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use common::{compile, output, preloaded, stderr};

fn hostile() -> Option<&'static PathBuf> {
    static EXE: OnceLock<Option<PathBuf>> = OnceLock::new();
    EXE.get_or_init(|| compile("hostile.c", "hostile", &[]))
        .as_ref()
}

/// A fresh directory for one test.
fn dir(name: &str) -> PathBuf {
    let d = common::build_dir().join(format!("hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("create the test directory");
    d
}

fn run(exe: &Path, args: &[&str], knobs: &[(&str, &str)]) -> Output {
    output(preloaded(Command::new(exe).args(args), knobs))
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

/// A process whose address space is full when the build comes (call 32,768) keeps running
/// on the C library's memmove, with and without a recording (written at exit, which needs
/// memory too), and the report says why. (Standard error is a pipe here, so the constructor
/// keeps no path of it and the library's heap is first mapped by the build: every
/// allocation of the build, and of the recording, is refused.)
#[test]
fn memory_pressure_degrades_to_the_c_library() {
    let Some(exe) = hostile() else { return };
    let d = dir("pressure");
    let rec = d.join("rec.csv");
    for knobs in [
        &[("MEMCPY_JIT_PRELOAD_REPORT", "1")][..],
        &[
            ("MEMCPY_JIT_PRELOAD_REPORT", "1"),
            ("MEMCPY_JIT_RECORD", path_str(&rec)),
        ],
    ] {
        let o = run(exe, &["pressure"], knobs);
        let err = stderr(&o);
        assert!(
            o.status.success(),
            "{knobs:?}: {}\nstdout: {}\nstderr: {err}",
            o.status,
            String::from_utf8_lossy(&o.stdout)
        );
        assert!(!err.contains("panicked"), "{knobs:?}: {err}");
        assert!(
            err.contains("memcpy-jit-preload: forwarding to the C library's memmove for good")
                && err.contains("out of memory: the allocation for"),
            "{knobs:?}: the report names the refused allocation:\n{err}"
        );
    }
}

/// The count recorded for `size`, and the total of all counts.
fn counts(csv: &str, size: usize) -> (u64, u64) {
    let rows = csv.lines().skip(1).filter_map(|l| {
        let (s, c) = l.split_once(',')?;
        Some((s.parse::<usize>().ok()?, c.parse::<u64>().ok()?))
    });
    rows.fold((0, 0), |(n, total), (s, c)| {
        (if s == size { n + c } else { n }, total + c)
    })
}

/// A forked child's recording starts empty: the parent's copies are counted once.
#[test]
fn a_forked_child_records_only_its_own_copies() {
    let Some(exe) = hostile() else { return };
    let d = dir("fork");
    let rec = d.join("rec.csv");
    for build_after in ["never", "0"] {
        let _ = std::fs::remove_file(&rec);
        let o = run(
            exe,
            &["fork"],
            &[
                ("MEMCPY_JIT_RECORD", path_str(&rec)),
                ("MEMCPY_JIT_PRELOAD_BUILD_AFTER", build_after),
                ("MEMCPY_JIT_PROFILE", "off"),
            ],
        );
        assert!(o.status.success(), "{}: {}", o.status, stderr(&o));
        let csv = std::fs::read_to_string(&rec).expect("the recording");
        assert_eq!(
            counts(&csv, 777).0,
            1000,
            "build after {build_after}:\n{csv}"
        );
        assert_eq!(
            counts(&csv, 333),
            (30, 1030),
            "build after {build_after}:\n{csv}"
        );
    }
}

/// The report goes to standard error, never into a file the program opened on a descriptor
/// the library could have kept (a duplicate of standard error at 100 or above).
#[test]
fn the_report_never_lands_in_the_programs_files() {
    let Some(exe) = hostile() else { return };
    let d = dir("fds");
    let file = d.join("file");
    std::fs::write(&file, "mine\n").expect("write the file");
    let o = run(
        exe,
        &["fds", path_str(&file)],
        &[("MEMCPY_JIT_PRELOAD_REPORT", "1")],
    );
    assert!(o.status.success(), "{}: {}", o.status, stderr(&o));
    assert_eq!(std::fs::read_to_string(&file).expect("read"), "mine\n");
    assert!(
        stderr(&o).contains("memcpy-jit-preload: forwarding"),
        "the report on standard error:\n{}",
        stderr(&o)
    );
    // A program that closed standard error and opened a file in its place: not that file
    // either.
    let o = run(
        exe,
        &["fd2", path_str(&file)],
        &[("MEMCPY_JIT_PRELOAD_REPORT", "1")],
    );
    assert!(o.status.success(), "{}: {}", o.status, stderr(&o));
    assert_eq!(std::fs::read_to_string(&file).expect("read"), "mine\n");
}
