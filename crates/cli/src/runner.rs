//! The parent side of a measurement: runs the job in `runs` separate child processes (this
//! executable re-executed with the hidden `__child` subcommand), one after another, and keeps
//! every child's per-row medians for the statistics.

use std::io::{BufRead, BufReader, IsTerminal, Read, Write};
use std::process::{Child, Command, Stdio};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::job::{excerpt, ChildLine, ChildMeta, Job, RowResult};

/// All runs of one job.
#[derive(Clone, Debug)]
pub struct Runs {
    /// `results[run][group][row]`.
    pub results: Vec<Vec<Vec<RowResult>>>,
    pub metas: Vec<ChildMeta>,
}

impl Runs {
    /// Per-run ns of variant `v` in `(g, r)`, in run order.
    pub fn ns(&self, g: usize, r: usize, v: usize) -> Vec<f64> {
        self.results.iter().map(|run| run[g][r].ns[v]).collect()
    }

    /// Per-run floor (empty function) of `(g, r)`.
    pub fn floor(&self, g: usize, r: usize) -> Vec<f64> {
        self.results.iter().map(|run| run[g][r].floor_ns).collect()
    }

    pub fn calls_per_sample(&self, g: usize, r: usize) -> usize {
        self.results[0][g][r].calls_per_sample
    }
}

/// Runs `job` `runs` times in child processes.
pub fn run(job: &Job, runs: usize, what: &str) -> Result<Runs, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    let text = serde_json::to_string(job).map_err(|e| format!("cannot write the job: {e}"))?;
    let total = (job.total_rows() * runs) as u64;
    let bar = if std::io::stderr().is_terminal() {
        let b = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        b.set_style(
            ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} rows, {elapsed} elapsed")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> "),
        );
        b
    } else {
        ProgressBar::hidden()
    };
    let mut out = Runs {
        results: Vec::with_capacity(runs),
        metas: Vec::with_capacity(runs),
    };
    for run in 0..runs {
        bar.set_message(format!("{what}: run {}/{runs}", run + 1));
        let (meta, rows) = run_one(&exe, &text, job, &bar).map_err(|e| {
            bar.finish_and_clear();
            format!("run {} of {runs}: {e}", run + 1)
        })?;
        out.metas.push(meta);
        out.results.push(rows);
    }
    bar.finish_and_clear();
    Ok(out)
}

/// Most bytes of a child's stderr kept for its error message (the rest is read and dropped).
const MAX_CHILD_STDERR: usize = 64 << 10;
/// Longest child error line quoted in the parent's message, in characters.
const MAX_CHILD_LINE: usize = 300;
/// Largest job a child accepts on stdin.
pub const MAX_JOB_BYTES: u64 = 64 << 20;

fn run_one(
    exe: &std::path::Path,
    text: &str,
    job: &Job,
    bar: &ProgressBar,
) -> Result<(ChildMeta, Vec<Vec<RowResult>>), String> {
    let mut child = Command::new(exe)
        .arg("__child")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start a measuring process: {e}"))?;
    // Drained on its own thread, so a child that writes much to stderr cannot block on it
    // while this thread waits for its stdout; only the first part is kept.
    let stderr = match child.stderr.take() {
        Some(mut e) => std::thread::Builder::new()
            .name("child-stderr".into())
            .spawn(move || {
                let mut kept = Vec::new();
                let _ = (&mut e)
                    .take(MAX_CHILD_STDERR as u64)
                    .read_to_end(&mut kept);
                let _ = std::io::copy(&mut e, &mut std::io::sink());
                kept
            })
            .map(Some)
            .map_err(|e| format!("cannot start a thread to read the child's errors: {e}")),
        None => Ok(None),
    };
    let got = stderr
        .as_ref()
        .map_err(Clone::clone)
        .and_then(|_| talk(&mut child, text, job, bar));
    // Whatever went wrong, the child is not left running; one that had already exited
    // reports its own error below.
    let killed = got.is_err() && matches!(child.try_wait(), Ok(None)) && child.kill().is_ok();
    let status = child
        .wait()
        .map_err(|e| format!("waiting for the child: {e}"))?;
    let err = stderr
        .ok()
        .flatten()
        .and_then(|h| h.join().ok())
        .unwrap_or_default();
    if !status.success() && !killed {
        return Err(format!(
            "the measuring process failed ({status}): {}",
            child_message(&err)
        ));
    }
    got
}

/// Sends the job to the child and reads its result lines.
fn talk(
    child: &mut Child,
    text: &str,
    job: &Job,
    bar: &ProgressBar,
) -> Result<(ChildMeta, Vec<Vec<RowResult>>), String> {
    {
        let mut stdin = child.stdin.take().ok_or("no stdin for the child")?;
        stdin
            .write_all(text.as_bytes())
            .map_err(|e| format!("cannot send the job to the child: {e}"))?;
    }
    let stdout = child.stdout.take().ok_or("no stdout from the child")?;
    let mut meta = None;
    let mut rows: Vec<Vec<Option<RowResult>>> = job
        .groups
        .iter()
        .map(|g| vec![None; g.rows.len()])
        .collect();
    for line in BufReader::new(stdout).lines() {
        let line = line.map_err(|e| format!("reading the child's output: {e}"))?;
        // Lines that are not ours are skipped; a row missing in the end is an error.
        match serde_json::from_str::<ChildLine>(&line) {
            Ok(ChildLine::Meta(m)) => meta = Some(m),
            Ok(ChildLine::Row(r)) => {
                let variants = job.groups.get(r.group).map_or(0, |g| g.variants.len());
                if r.ns.len() != variants {
                    return Err("row with the wrong number of variants from the child".into());
                }
                let slot = rows
                    .get_mut(r.group)
                    .and_then(|g| g.get_mut(r.row))
                    .ok_or("row out of range from the child")?;
                *slot = Some(r);
                bar.inc(1);
            }
            Err(_) => {}
        }
    }
    let rows = rows
        .into_iter()
        .map(|g| g.into_iter().collect::<Option<Vec<_>>>())
        .collect::<Option<Vec<_>>>()
        .ok_or("the measuring process did not report every row")?;
    Ok((meta.unwrap_or_default(), rows))
}

/// The line of a failed child's stderr that says why: its last `memcpy-jit: error:` line
/// (prefix removed), else its last non-empty line that is not a `note:`; control characters
/// escaped, at most [`MAX_CHILD_LINE`] characters.
pub fn child_message(stderr: &[u8]) -> String {
    const PREFIX: &str = "memcpy-jit: error: ";
    let text = String::from_utf8_lossy(stderr);
    let lines = || text.lines().rev().map(str::trim).filter(|l| !l.is_empty());
    let line = lines()
        .find_map(|l| l.strip_prefix(PREFIX))
        .or_else(|| lines().find(|l| !l.starts_with("note: ")))
        .unwrap_or("no message");
    let mut out = String::new();
    for (n, c) in line.chars().enumerate() {
        if n == MAX_CHILD_LINE {
            out.push_str("...");
            break;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// The hidden `__child` subcommand: reads a job on stdin, measures, prints JSON lines. A
/// malformed job (not JSON, wrong types, values out of range, larger than
/// [`MAX_JOB_BYTES`]) is a one-line error.
pub fn child_main() -> Result<(), String> {
    let mut text = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_JOB_BYTES + 1)
        .read_to_end(&mut text)
        .map_err(|e| format!("reading the job: {e}"))?;
    if text.len() as u64 > MAX_JOB_BYTES {
        return Err(format!(
            "malformed job: larger than {} MiB",
            MAX_JOB_BYTES >> 20
        ));
    }
    // Messages quote values from the job: bounded, so a huge value stays one short line.
    let malformed = |e: String| format!("malformed {}", excerpt(&e, 200));
    let v = serde_json::from_slice(&text).map_err(|e| malformed(format!("job: {e}")))?;
    let job = Job::from_json(v).map_err(malformed)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    crate::measure::run_child(&job, &mut out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn child_message_is_the_error_line_bounded() {
        let m = child_message(b"memcpy-jit: error: job: `rounds` 0 is outside 1..=100000\n");
        assert_eq!(m, "job: `rounds` 0 is outside 1..=100000");
        // A panic's message, not the backtrace hint after it.
        let m = child_message(
            b"\nthread 'main' panicked at x.rs:1:2:\nboom\nnote: run with `RUST_BACKTRACE=1`\n",
        );
        assert_eq!(m, "boom");
        assert_eq!(child_message(b""), "no message");
        // Huge, binary or escape-laden output stays one short line.
        let mut huge = b"memcpy-jit: error: ".to_vec();
        huge.extend(std::iter::repeat_n(b'x', 1 << 20));
        let m = child_message(&huge);
        assert!(m.chars().count() <= MAX_CHILD_LINE + 3, "{}", m.len());
        assert!(m.ends_with("..."));
        let m = child_message(b"bad \x1b[31mred\r\xff\n");
        assert!(!m.chars().any(char::is_control), "{m:?}");
        assert!(m.contains("\\u{1b}[31mred"), "{m:?}");
    }
}
