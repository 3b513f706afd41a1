//! The parent side of a measurement: runs the job in `runs` separate child processes (this
//! executable re-executed with the hidden `__child` subcommand), one after another, and keeps
//! every child's per-row medians for the statistics.

use std::io::{BufRead, BufReader, IsTerminal, Read, Write};
use std::process::{Command, Stdio};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::Value;

use crate::job::{ChildMeta, Job, RowResult};

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
    let text = job.to_json().to_string();
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
        let v: Value = match serde_json::from_str(&line) {
            Ok(v) => v,
            Err(_) => continue,
        };
        match v.get("t").and_then(Value::as_str) {
            Some("meta") => meta = ChildMeta::from_json(&v),
            Some("row") => {
                let r = RowResult::from_json(&v).ok_or("malformed row from the child")?;
                let slot = rows
                    .get_mut(r.group)
                    .and_then(|g| g.get_mut(r.row))
                    .ok_or("row out of range from the child")?;
                *slot = Some(r);
                bar.inc(1);
            }
            _ => {}
        }
    }
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = e.read_to_string(&mut err);
    }
    let status = child.wait().map_err(|e| e.to_string())?;
    if !status.success() {
        let msg = err
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("no message")
            .trim_start_matches("memcpy-jit: error: ");
        return Err(format!("the measuring process failed ({status}): {msg}"));
    }
    let rows = rows
        .into_iter()
        .map(|g| g.into_iter().collect::<Option<Vec<_>>>())
        .collect::<Option<Vec<_>>>()
        .ok_or("the measuring process did not report every row")?;
    Ok((meta.unwrap_or_default(), rows))
}

/// The hidden `__child` subcommand: reads a job on stdin, measures, prints JSON lines.
pub fn child_main() -> Result<(), String> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| format!("reading the job: {e}"))?;
    let v: Value = serde_json::from_str(&text).map_err(|e| format!("malformed job: {e}"))?;
    let job = Job::from_json(&v)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    crate::measure::run_child(&job, &mut out)
}
