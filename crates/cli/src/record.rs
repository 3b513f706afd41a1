//! `memcpy-jit record -- CMD ARGS`: runs a command with the preload library recording the
//! size of every copy its processes make, and writes them as one `size,probability` file
//! (counts as weights) that `--dist` reads: record, then `memcpy-jit tune --dist`.
//!
//! How: CMD runs with `LD_PRELOAD` naming the preload library (`--preload PATH`, else
//! `libmemcpy_jit_preload.so` next to this executable or in its `deps/`) ahead of any
//! `LD_PRELOAD` already set, and `MEMCPY_JIT_RECORD` naming `%p.csv` in a private directory
//! made for this run (mode 0700, by its absolute path even when `TMPDIR` is relative, so a
//! process that changes directory still writes there), so every process writes its own file
//! at exit. `--out` is checked before CMD starts (a symbolic link, a file that is not a
//! recording, a missing directory are refused then, not after CMD's work). After CMD exits,
//! the files are merged (counts added per size) and written to `--out` atomically, never
//! over a file that is not a recording (`memcpy_jit::files::write_atomic`), and the
//! directory is removed. Meanwhile `SIGINT` and `SIGQUIT` are ignored here, so that a Ctrl-C
//! ends CMD and the files it wrote are still merged.
//!
//! Not recorded: processes that leave with `_exit` or are killed (no exit-time write),
//! set-user-ID programs (the loader ignores `LD_PRELOAD` and the library the environment),
//! statically linked programs, and processes that clear the environment.
//!
//! Exit status: CMD's (128 + N when signal N killed it); 2 with one error line when the
//! recording could not be made (no command, `--out` refused before CMD, no library, CMD
//! could not start, nothing was recorded from a successful CMD, `--out` not written).

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::os::unix::fs::DirBuilderExt as _;
use std::os::unix::process::ExitStatusExt as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use clap::Args;
use memcpy_jit::{files, recording};

use anyhow::anyhow;

use crate::{line, Failure};

/// The preload library's file name (crates/preload).
const LIBRARY: &str = "libmemcpy_jit_preload.so";

/// Largest per-process recording read: about 4,400 rows of two numbers.
const MAX_RECORDING_BYTES: usize = 1 << 20;

#[derive(Args, Debug, Clone)]
#[command(after_help = "\
Example: memcpy-jit record --out gzip.csv -- gzip -k big.txt
         memcpy-jit tune --dist gzip.csv
Exit status: CMD's (128+N if signal N killed it); 2 if nothing could be recorded.")]
pub struct RecordArgs {
    /// Where to write the recording (replaced if it is one, never if it is another file).
    #[arg(long, default_value = "recorded.csv", value_name = "PATH")]
    pub out: PathBuf,
    /// The preload library [default: libmemcpy_jit_preload.so next to this executable].
    #[arg(long, value_name = "PATH")]
    pub preload: Option<PathBuf>,
    /// The command to record and its arguments, after `--`.
    #[arg(last = true, value_name = "CMD")]
    pub command: Vec<OsString>,
}

/// Runs the recording; returns the exit status to leave with.
pub fn run(a: &RecordArgs) -> Result<i32, Failure> {
    let Some((program, args)) = a.command.split_first() else {
        return Err(anyhow!(
            "record: no command (memcpy-jit record [--out PATH] -- CMD [ARGS...])"
        )
        .into());
    };
    // The recording is written at the end, where the command's work would be lost if `--out`
    // were refused then: every refusal the write would make is made now, before CMD runs.
    check_out(&a.out)?;
    let library = library(a.preload.as_deref())?;
    let dir = PrivateDir::new()?;
    let mut preload = OsString::from(&library);
    if let Some(old) = std::env::var_os("LD_PRELOAD").filter(|v| !v.is_empty()) {
        preload.push(" ");
        preload.push(old);
    }
    let mut child = Command::new(program)
        .args(args)
        .env("LD_PRELOAD", preload)
        .env("MEMCPY_JIT_RECORD", dir.0.join("%p.csv"))
        .spawn()
        .map_err(|e| anyhow!("record: cannot run {}: {e}", program.to_string_lossy()))?;
    // As system(3) while it waits: a Ctrl-C ends CMD, not the merge (CMD, already started,
    // keeps the default actions).
    // SAFETY: setting and restoring signal dispositions has no memory-safety preconditions.
    let old = unsafe {
        [
            libc::signal(libc::SIGINT, libc::SIG_IGN),
            libc::signal(libc::SIGQUIT, libc::SIG_IGN),
        ]
    };
    let status = child.wait();
    // SAFETY: as above; the dispositions found before.
    unsafe {
        libc::signal(libc::SIGINT, old[0]);
        libc::signal(libc::SIGQUIT, old[1]);
    }
    let status =
        status.map_err(|e| anyhow!("record: waiting for {}: {e}", program.to_string_lossy()))?;
    let code = status
        .code()
        .or_else(|| status.signal().map(|s| 128 + s))
        .unwrap_or(1);
    let (counts, processes) = merge(&dir.0)?;
    drop(dir);
    if counts.is_empty() {
        let why = "record: no copy was recorded (no process of the command exited normally \
                   with the library loaded)";
        let out = files::shown_path(&a.out);
        if code != 0 {
            line::eprint(line::WARNING, &format!("{why}; {out} not written"));
            return Ok(code);
        }
        return Err(anyhow!("{why}; {out} not written").into());
    }
    let csv = recording::render(&counts);
    files::write_atomic(&a.out, csv.as_bytes(), |old| {
        recording::parse(old).is_some()
    })
    .map_err(|e| anyhow!("record: {e}"))?;
    let calls: u64 = counts.values().fold(0, |n, &c| n.saturating_add(c));
    let bytes: u128 = counts
        .iter()
        .map(|(&s, &c)| s as u128 * u128::from(c))
        .sum();
    let summary = format!(
        "recorded {calls} calls copying {bytes} bytes ({} sizes) from {processes} process{} \
         into {}",
        counts.len(),
        if processes == 1 { "" } else { "es" },
        files::shown_path(&a.out)
    );
    line::eprint("memcpy-jit: ", &summary);
    Ok(code)
}

/// Refuses, before the command runs, an `--out` that the write at the end would refuse: an
/// existing path that is not a regular file (a symbolic link, a directory, a device) or not
/// a recording, a path naming no file, a directory that does not exist.
fn check_out(out: &Path) -> Result<(), Failure> {
    let shown = files::shown_path(out);
    files::check_replaceable(out, |old| recording::parse(old).is_some())
        .map_err(|e| anyhow!("record: --out {shown}: {}", e.reason()))?;
    let dir = out.parent().filter(|d| !d.as_os_str().is_empty());
    let dir = dir.unwrap_or(Path::new("."));
    if !dir.is_dir() {
        let no = files::shown_path(dir);
        return Err(anyhow!("record: --out {shown}: no directory {no}").into());
    }
    Ok(())
}

/// The library to preload: `given`, or [`LIBRARY`] next to this executable, in its `deps/`,
/// or where the shipped build puts it beside this executable's profile directory
/// (`target/preload/` for `target/release/memcpy-jit`: `cargo build --profile preload -p
/// memcpy-jit-preload`); absolute, so the command may change directory.
fn library(given: Option<&Path>) -> Result<PathBuf, Failure> {
    let path = match given {
        Some(p) => p.to_path_buf(),
        None => {
            let exe = std::env::current_exe().map_err(|e| anyhow!("record: {e}"))?;
            let dir = exe.parent().unwrap_or(Path::new("."));
            let shipped = dir.parent().map(|t| t.join("preload").join(LIBRARY));
            [
                Some(dir.join(LIBRARY)),
                Some(dir.join("deps").join(LIBRARY)),
                shipped,
            ]
            .into_iter()
            .flatten()
            .find(|p| p.is_file())
            .ok_or_else(|| {
                anyhow!(
                    "record: {LIBRARY} is not next to this executable (in {}) nor in ../preload; \
                         build it with `cargo build --profile preload -p memcpy-jit-preload` or \
                         give --preload PATH",
                    files::shown_path(dir)
                )
            })?
        }
    };
    if !path.is_file() {
        return Err(anyhow!("record: --preload {}: not a file", files::shown_path(&path)).into());
    }
    let path = path
        .canonicalize()
        .map_err(|e| anyhow!("record: {}: {e}", files::shown_path(&path)))?;
    // LD_PRELOAD separates its entries by spaces and colons.
    if path.to_string_lossy().contains([' ', ':']) {
        return Err(anyhow!(
            "record: {} has a space or colon in its path, which LD_PRELOAD cannot carry",
            files::shown_path(&path)
        )
        .into());
    }
    Ok(path)
}

/// Adds up the recordings in `dir`: (count per size, number of files).
fn merge(dir: &Path) -> Result<(BTreeMap<usize, u64>, usize), Failure> {
    let mut counts = BTreeMap::new();
    let mut processes = 0;
    let entries = std::fs::read_dir(dir).map_err(|e| anyhow!("record: {e}"))?;
    for entry in entries {
        let path = entry.map_err(|e| anyhow!("record: {e}"))?.path();
        // The library's temporary files (a process killed while writing) are not recordings.
        if path.extension().is_none_or(|x| x != "csv") {
            continue;
        }
        let bytes =
            files::read_capped(&path, MAX_RECORDING_BYTES).map_err(|e| anyhow!("record: {e}"))?;
        let rows = recording::parse(&bytes)
            .ok_or_else(|| anyhow!("record: {} is not a recording", files::shown_path(&path)))?;
        for (size, count) in rows {
            let c: &mut u64 = counts.entry(size).or_default();
            *c = c.saturating_add(count);
        }
        processes += 1;
    }
    counts.retain(|_, c| *c > 0);
    Ok((counts, processes))
}

/// A directory of this run's own (mode 0700, a new name in the temporary directory),
/// removed with what it holds when dropped.
struct PrivateDir(PathBuf);

impl PrivateDir {
    fn new() -> Result<PrivateDir, Failure> {
        // Absolute, so that the path CMD's processes are given still names this directory
        // after they change theirs (`TMPDIR=tmp`, a relative value, and CMD `cd`s).
        // (An empty TMPDIR is taken as unset, as mktemp(1) takes it.)
        let base = Some(std::env::temp_dir()).filter(|d| !d.as_os_str().is_empty());
        let base = base.unwrap_or_else(|| PathBuf::from("/tmp"));
        let base = std::path::absolute(base).map_err(|e| {
            anyhow!("record: the temporary directory (TMPDIR) has no absolute path: {e}")
        })?;
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let mut result = Ok(());
        for attempt in 0..100u32 {
            let pid = std::process::id();
            let path = base.join(format!("memcpy-jit-record.{pid}.{nanos:x}.{attempt}"));
            // mkdir never follows a symbolic link in the last component: an existing name,
            // whatever it is, fails with AlreadyExists, and another name is tried.
            result = std::fs::DirBuilder::new().mode(0o700).create(&path);
            match &result {
                Ok(()) => return Ok(PrivateDir(path)),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
                Err(_) => break,
            }
        }
        Err(anyhow!(
            "record: cannot create a directory in {}: {}",
            files::shown_path(&base),
            result.err().map_or_else(String::new, |e| e.to_string())
        )
        .into())
    }
}

impl Drop for PrivateDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
