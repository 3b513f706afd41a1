//! `memcpy-jit record -- CMD ARGS`: a shell pipeline recorded into one distribution that the
//! harness's loader (what `--dist` uses) accepts, CMD's exit status passed on, the private
//! directory removed, and bad arguments refused with one line and status 2.
//!
//! The library is the shipped build, made here with its command (`cargo build --profile
//! preload -p memcpy-jit-preload`, into this test's target directory), where `record` looks
//! for it: `target/preload/`, beside the executable's `target/<profile>/`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use memcpy_jit::harness::dist::Distribution;

const BIN: &str = env!("CARGO_BIN_EXE_memcpy-jit");

/// A fresh directory for one test's files.
fn tmp(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("record-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `memcpy-jit record ARGS`, without the test's `MEMCPY_JIT_*` variables and `LD_PRELOAD`,
/// with `TMPDIR` set to `tmpdir` (where the private directory goes).
fn record(args: &[&str], tmpdir: &Path) -> Output {
    record_cmd(args, tmpdir).output().expect("run memcpy-jit")
}

/// The command [`record`] runs.
fn record_cmd(args: &[&str], tmpdir: &Path) -> Command {
    let mut c = Command::new(BIN);
    c.arg("record").args(args).env("TMPDIR", tmpdir);
    c.env_remove("LD_PRELOAD");
    for (k, _) in std::env::vars_os() {
        if k.to_string_lossy().starts_with("MEMCPY_JIT_") {
            c.env_remove(k);
        }
    }
    c
}

/// Builds the shipped preload library into this test's target directory (once per test
/// executable), where `record` finds it without `--preload`. Panics with Cargo's output if
/// the build fails.
fn build_library() {
    static BUILT: std::sync::OnceLock<()> = std::sync::OnceLock::new();
    BUILT.get_or_init(|| {
        // <target>/<profile>/memcpy-jit
        let target = Path::new(BIN)
            .ancestors()
            .nth(2)
            .expect("the target directory");
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let o = Command::new(cargo)
            .args(["build", "--profile", "preload", "-p", "memcpy-jit-preload"])
            .arg("--target-dir")
            .arg(target)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("run cargo");
        assert!(
            o.status.success(),
            "cargo build --profile preload -p memcpy-jit-preload:\n{}",
            String::from_utf8_lossy(&o.stderr)
        );
    });
}

fn have(program: &str) -> bool {
    let ok = Command::new(program).arg("--version").output().is_ok();
    if !ok {
        eprintln!("SKIPPED: no {program}");
    }
    ok
}

/// About 1 MiB of text.
fn data(dir: &Path) -> PathBuf {
    let path = dir.join("data.txt");
    let text: String = (0..40_000)
        .map(|i| format!("line {i} {}\n", i * 7919 % 100_003))
        .collect();
    std::fs::write(&path, text).unwrap();
    path
}

/// The rows of a recording, as `(size, count)`.
fn rows(path: &Path) -> Vec<(usize, u64)> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .skip(1)
        .map(|l| {
            let (s, c) = l.split_once(',').unwrap();
            (s.parse().unwrap(), c.parse().unwrap())
        })
        .collect()
}

fn one_error_line(o: &Output, needle: &str) {
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "one line expected: {err:?}");
    assert!(
        err.starts_with("memcpy-jit: error: record: ") && err.contains(needle),
        "{needle:?} not in {err:?}"
    );
}

#[test]
fn a_pipeline_is_recorded_into_one_loadable_distribution() {
    build_library();
    if !have("gzip") {
        return;
    }
    let d = tmp("pipeline");
    let tmpdir = d.join("tmp");
    std::fs::create_dir(&tmpdir).unwrap();
    let file = data(&d);
    let out = d.join("recorded.csv");
    let script = format!(
        "cat '{0}' > /dev/null; gzip -c '{0}' > /dev/null",
        file.display()
    );
    let o = record(
        &["--out", out.to_str().unwrap(), "--", "sh", "-c", &script],
        &tmpdir,
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{}: {err}", o.status);
    let dist = Distribution::load(&out).unwrap_or_else(|e| panic!("not loadable: {e}"));
    let rows = rows(&out);
    let calls: u64 = rows.iter().map(|r| r.1).sum();
    assert!(calls > 0 && !rows.is_empty(), "{rows:?}");
    assert_eq!(dist.max_size(), rows.iter().map(|r| r.0).max().unwrap());
    assert!(
        err.contains(&format!("recorded {calls} calls")) && err.contains(" process"),
        "summary: {err}"
    );
    assert_eq!(
        std::fs::read_dir(&tmpdir).unwrap().count(),
        0,
        "the private directory was left behind"
    );

    // A second recording replaces the first (it is ours), and CMD's status is passed on.
    let script = format!("cat '{}' > /dev/null; exit 3", file.display());
    let o = record(
        &["--out", out.to_str().unwrap(), "--", "sh", "-c", &script],
        &tmpdir,
    );
    assert_eq!(o.status.code(), Some(3), "{:?}", o);
    assert!(Distribution::load(&out).is_ok());
}

#[test]
fn bad_arguments_and_foreign_files() {
    let d = tmp("bad");
    // No command: refused before anything is looked for.
    one_error_line(&record(&[], &d), "no command");
    one_error_line(&record(&["--"], &d), "no command");
    one_error_line(
        &record(&["--preload", "/nonexistent/lib.so", "--", "true"], &d),
        "not a file",
    );
    // Clap's own errors: status 2, no panic.
    let o = record(&["--frobnicate", "--", "true"], &d);
    assert_eq!(o.status.code(), Some(2));
    assert!(!String::from_utf8_lossy(&o.stderr).contains("panicked"));
    build_library();
    one_error_line(
        &record(&["--", "/nonexistent/command"], &d),
        "cannot run /nonexistent/command",
    );
    // A file that is not a recording is never overwritten.
    let foreign = d.join("notes.csv");
    std::fs::write(&foreign, "my notes\n").unwrap();
    if have("gzip") {
        let file = data(&d);
        let o = record(
            &[
                "--out",
                foreign.to_str().unwrap(),
                "--",
                "gzip",
                "-c",
                file.to_str().unwrap(),
            ],
            &d,
        );
        one_error_line(&o, "not overwritten");
        assert_eq!(std::fs::read_to_string(&foreign).unwrap(), "my notes\n");
    }
    // Nothing recorded from a command that succeeded: an error, nothing written.
    let out = d.join("none.csv");
    let o = record(&["--out", out.to_str().unwrap(), "--", "/bin/true"], &d);
    one_error_line(&o, "no copy was recorded");
    assert!(!out.exists());
}

/// An `--out` the write at the end would refuse (a symbolic link, a file that is not a
/// recording, a missing directory) is refused before the command runs: the command's work is
/// never thrown away.
#[test]
fn an_out_the_write_would_refuse_is_refused_before_the_command_runs() {
    build_library();
    let d = tmp("out-first");
    let link = d.join("link.csv");
    std::os::unix::fs::symlink(d.join("elsewhere.csv"), &link).unwrap();
    let foreign = d.join("notes.csv");
    std::fs::write(&foreign, "my notes\n").unwrap();
    let missing = d.join("missing").join("x.csv");
    let marker = d.join("ran");
    let script = format!("touch '{}'; exit 3", marker.display());
    for (out, needle) in [
        (&link, "symbolic link"),
        (&foreign, "not overwritten"),
        (&missing, "no directory"),
    ] {
        let o = record(
            &["--out", out.to_str().unwrap(), "--", "sh", "-c", &script],
            &d,
        );
        one_error_line(&o, needle);
        assert!(!marker.exists(), "{}: the command ran first", out.display());
    }
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    assert!(!d.join("elsewhere.csv").exists());
    assert_eq!(std::fs::read_to_string(&foreign).unwrap(), "my notes\n");
}

/// A relative `TMPDIR`: the recording's directory is given to the command as an absolute
/// path, so a command that changes directory still writes its recording there.
#[test]
fn a_relative_tmpdir_keeps_the_recording_when_the_command_changes_directory() {
    build_library();
    if !have("gzip") {
        return;
    }
    let d = tmp("relative-tmpdir");
    std::fs::create_dir(d.join("t")).unwrap();
    let file = data(&d);
    let out = d.join("recorded.csv");
    let script = format!("cd / && gzip -c '{}' > /dev/null", file.display());
    let o = record_cmd(
        &["--out", out.to_str().unwrap(), "--", "sh", "-c", &script],
        Path::new("t"),
    )
    .current_dir(&d)
    .output()
    .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{}: {err}", o.status);
    assert!(Distribution::load(&out).is_ok(), "{err}");
    assert_eq!(
        std::fs::read_dir(d.join("t")).unwrap().count(),
        0,
        "the private directory was left behind"
    );
}
