//! The parent side of a measurement: runs the job in `runs` separate child processes (this
//! executable re-executed with the hidden `__child` subcommand), one after another, and keeps
//! every child's per-row medians for the statistics.

use std::io::{BufRead, BufReader, IsTerminal, Read, Write};
use std::process::{Child, Command, Stdio};

use anyhow::{anyhow, bail, ensure, Context as _, Result};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::job::{excerpt, ChildLine, Job, RowResult};

/// What one run (one child) reported: the cost of its timestamp pair (`timer_ns` of its meta
/// line), and `[group][row]` its rows.
pub type Run = (f64, Vec<Vec<RowResult>>);

/// A progress bar of `len` steps drawn with `template` on stderr, or a hidden one when stderr
/// is not a terminal.
pub fn progress_bar(len: u64, template: &str) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let style =
        ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar());
    let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
    bar.set_style(style.progress_chars("=> "));
    bar
}

/// Runs `job` `runs` times in child processes.
pub fn run(job: &Job, runs: usize, what: &str) -> Result<Vec<Run>> {
    let exe = std::env::current_exe().context("cannot find this executable")?;
    let text = serde_json::to_string(job).context("cannot write the job")?;
    let total = (job.groups.iter().map(|g| g.rows.len()).sum::<usize>() * runs) as u64;
    let bar = progress_bar(
        total,
        "{msg} [{bar:30}] {pos}/{len} rows, {elapsed} elapsed",
    );
    let out = (1..=runs).map(|run| {
        bar.set_message(format!("{what}: run {run}/{runs}"));
        run_one(&exe, &text, job, &bar).map_err(|e| anyhow!("run {run} of {runs}: {e:#}"))
    });
    let out = out.collect();
    bar.finish_and_clear();
    out
}

/// Most bytes of a child's stderr kept for its error message (the rest is read and dropped).
const MAX_CHILD_STDERR: usize = 64 << 10;
/// Longest child error line quoted in the parent's message, in characters.
const MAX_CHILD_LINE: usize = 300;

fn run_one(exe: &std::path::Path, text: &str, job: &Job, bar: &ProgressBar) -> Result<Run> {
    let mut child = Command::new(exe)
        .arg("__child")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot start a measuring process")?;
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
            .context("cannot start a thread to read the child's errors"),
        None => Ok(None),
    };
    let got = match &stderr {
        Ok(_) => talk(&mut child, text, job, bar),
        Err(e) => Err(anyhow!("{e:#}")),
    };
    // Whatever went wrong, the child is not left running; one that had already exited
    // reports its own error below.
    let killed = got.is_err() && matches!(child.try_wait(), Ok(None)) && child.kill().is_ok();
    let status = child.wait().context("waiting for the child")?;
    let err = stderr
        .ok()
        .flatten()
        .and_then(|h| h.join().ok())
        .unwrap_or_default();
    if !status.success() && !killed {
        bail!(
            "the measuring process failed ({status}): {}",
            child_message(&err)
        );
    }
    got
}

/// Sends the job to the child and reads its result lines.
fn talk(child: &mut Child, text: &str, job: &Job, bar: &ProgressBar) -> Result<Run> {
    {
        let mut stdin = child.stdin.take().context("no stdin for the child")?;
        stdin
            .write_all(text.as_bytes())
            .context("cannot send the job to the child")?;
    }
    let stdout = child.stdout.take().context("no stdout from the child")?;
    let mut timer_ns = 0.0;
    let mut rows: Vec<Vec<Option<RowResult>>> = job
        .groups
        .iter()
        .map(|g| vec![None; g.rows.len()])
        .collect();
    for line in BufReader::new(stdout).lines() {
        let line = line.context("reading the child's output")?;
        // Lines that are not ours are skipped; a row missing in the end is an error.
        match serde_json::from_str::<ChildLine>(&line) {
            Ok(ChildLine::Meta { timer_ns: t }) => timer_ns = t,
            Ok(ChildLine::Row(r)) => {
                let variants = job.groups.get(r.group).map_or(0, |g| g.variants.len());
                ensure!(
                    r.ns.len() == variants,
                    "row with the wrong number of variants from the child"
                );
                let slot = rows
                    .get_mut(r.group)
                    .and_then(|g| g.get_mut(r.row))
                    .context("row out of range from the child")?;
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
        .context("the measuring process did not report every row")?;
    Ok((timer_ns, rows))
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
    excerpt(line, MAX_CHILD_LINE)
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
        assert!(m.len() <= MAX_CHILD_LINE, "{}", m.len());
        assert!(m.contains('…'));
        let m = child_message(b"bad \x1b[31mred\r\xff\n");
        assert!(!m.chars().any(char::is_control), "{m:?}");
        assert!(m.contains("\\u{1b}[31mred"), "{m:?}");
    }
}
