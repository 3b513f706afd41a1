//! `memcpy-jit tune`: the tuner's full search on this machine ([`memcpy_jit::tune`]): every
//! knob, the embedded distributions or the user's own at aligned and random placement, the
//! guard grid, in one process within `--budget`; a report people can act on (the candidates
//! tried, ns per workload, the result against the table's row and glibc, what stayed
//! undecided), as text or `--json`, and the result written as this CPU's profile (in the
//! cache directory `Memcpy::tuned()` reads, or to `--out`).

use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use memcpy_jit::harness::dist::Distribution;
use memcpy_jit::harness::machine::Machine;
use memcpy_jit::tune::{self, Budget, Interval, Kind, Report};
use memcpy_jit::{Calibration, CpuFeatures, Memcpy, Strategy, Thresholds};

use anyhow::anyhow;

use crate::{Failure, WriteError};

/// Shortest and longest `--budget`.
const MIN_BUDGET: Duration = Duration::from_millis(10);
const MAX_BUDGET: Duration = Duration::from_secs(3600);
/// Largest `--dist` weight.
const MAX_WEIGHT: f64 = 1e6;
/// Most `--dist` files.
const MAX_DISTS: usize = 64;

#[derive(Args, Debug, Clone)]
#[command(after_help = "\
The search and its decisions: docs/tuner.md. The result is written with --out PATH as a
calibration file; MEMCPY_JIT_CALIBRATION_FILE=PATH makes Memcpy::tuned() load it on this CPU.")]
pub struct TuneArgs {
    /// How long to search: 30s, 1.5s, 500ms, 2m, or seconds (10ms to 1h).
    #[arg(long, default_value = "30s", value_name = "DURATION")]
    pub budget: String,
    /// A size,probability CSV to tune for, with a weight (default 1) after a colon
    /// (repeatable) [default: the four embedded fleet distributions].
    #[arg(long = "dist", value_name = "FILE[:WEIGHT]")]
    pub dists: Vec<String>,
    /// Write the result (a profile) here instead of the cache directory.
    #[arg(long, value_name = "PATH", conflicts_with = "dry_run")]
    pub out: Option<PathBuf>,
    /// Measure and report only: write no profile.
    #[arg(long)]
    pub dry_run: bool,
    /// The guard, in percent: a candidate slower than another at some fixed size by more
    /// than this is rejected (0 to 50).
    #[arg(long, default_value_t = 2.0, value_name = "PCT")]
    pub guard: f64,
    /// Print the report as JSON instead of tables.
    #[arg(long)]
    pub json: bool,
}

/// `--budget`: `30s`, `1.5s`, `500ms`, `2m`, `1h`, or a number of seconds.
pub fn parse_budget(s: &str) -> Result<Duration, String> {
    let t = s.trim();
    let (num, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 1e-3)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1.0)
    } else if let Some(n) = t.strip_suffix('m') {
        (n, 60.0)
    } else if let Some(n) = t.strip_suffix('h') {
        (n, 3600.0)
    } else {
        (t, 1.0)
    };
    let shown: String = s.chars().take(40).collect();
    let v: f64 = num
        .trim()
        .parse()
        .map_err(|_| format!("--budget `{shown}`: not a duration (examples: 30s, 500ms, 2m)"))?;
    let secs = v * scale;
    if !(secs.is_finite() && (MIN_BUDGET.as_secs_f64()..=MAX_BUDGET.as_secs_f64()).contains(&secs))
    {
        return Err(format!("--budget `{shown}`: must be between 10ms and 1h"));
    }
    Ok(Duration::from_secs_f64(secs))
}

/// `--dist FILE[:WEIGHT]`: the file and its weight. The text after the last colon is a
/// weight when it reads as a number and the whole argument is not an existing path;
/// otherwise the whole argument is the path.
pub fn parse_dist(arg: &str) -> Result<(Distribution, f64), String> {
    let split = arg
        .rsplit_once(':')
        .filter(|(p, _)| !p.is_empty() && !Path::new(arg).exists())
        .and_then(|(p, w)| w.trim().parse::<f64>().ok().map(|w| (p, w)));
    let (path, weight) = split.unwrap_or((arg, 1.0));
    if !(weight.is_finite() && weight > 0.0 && weight <= MAX_WEIGHT) {
        return Err(format!(
            "--dist `{}`: the weight must be above 0 and at most {MAX_WEIGHT}",
            excerpt(arg)
        ));
    }
    let d = Distribution::load(Path::new(path)).map_err(|e| format!("--dist {e}"))?;
    Ok((d, weight))
}

fn excerpt(s: &str) -> String {
    crate::job::excerpt(s, 80)
}

/// Refuses an `--out` that cannot be written before the search, not after it.
fn check_out(p: &Path) -> Result<(), String> {
    let shown = memcpy_jit::files::shown_path(p);
    if let Ok(m) = std::fs::symlink_metadata(p) {
        if !m.file_type().is_file() {
            return Err(format!(
                "--out {shown}: not a regular file (a profile is written there)"
            ));
        }
    }
    let dir = match p.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if !dir.is_dir() {
        return Err(format!("--out {shown}: no directory {}", dir.display()));
    }
    Ok(())
}

/// Where the result goes: `--out`, else this CPU's profile in the cache directory (`None`
/// when there is none: no `XDG_CACHE_HOME` or `HOME`, or a set-user-ID process).
fn destination(out: Option<&Path>, features: &CpuFeatures) -> Option<PathBuf> {
    match out {
        Some(p) => Some(p.to_path_buf()),
        None => memcpy_jit::env::profile_dir().map(|d| d.join(Calibration::file_name(features))),
    }
}

/// Writes the result: the one place that knows how (a profile, through
/// `Calibration::save`, or `save_in` for the cache directory, which it creates).
fn save(c: &Calibration, out: Option<&Path>, to: &Path) -> Result<(), WriteError> {
    let err = |e: memcpy_jit::files::FileError| {
        (
            to.display().to_string(),
            std::io::Error::other(e.to_string()),
        )
    };
    match (out, to.parent()) {
        (None, Some(dir)) => c.save_in(dir).map(|_| ()).map_err(err),
        _ => c.save(to).map_err(err),
    }
}

pub fn run(a: &TuneArgs) -> Result<(), Failure> {
    let budget = parse_budget(&a.budget).map_err(anyhow::Error::msg)?;
    if a.dists.len() > MAX_DISTS {
        return Err(anyhow!("--dist: at most {MAX_DISTS} files").into());
    }
    let dists = a
        .dists
        .iter()
        .map(|d| parse_dist(d))
        .collect::<Result<Vec<_>, String>>()
        .map_err(anyhow::Error::msg)?;
    if !(a.guard.is_finite() && (0.0..=50.0).contains(&a.guard)) {
        return Err(anyhow!("--guard {}: must be between 0 and 50 (percent)", a.guard).into());
    }
    if let Some(p) = &a.out {
        check_out(p).map_err(anyhow::Error::msg)?;
    }
    let features = CpuFeatures::host();
    let (table, row) = Thresholds::for_cpu(&features);
    Memcpy::builder()
        .strategy(Strategy::Vector)
        .thresholds(table)
        .build()
        .map_err(|e| anyhow!("tune needs the vector strategy, which cannot be built here: {e}"))?;
    let mut cfg = tune::Config::full(
        features,
        &dists,
        Budget {
            time: Some(budget),
            samples: None,
        },
    );
    cfg.guard = a.guard / 100.0;
    let mut bench = tune::Bench::full(&cfg).map_err(|e| anyhow!("cannot set up: {e}"))?;
    let bar = if std::io::stderr().is_terminal() {
        let b = ProgressBar::with_draw_target(Some(1000), ProgressDrawTarget::stderr());
        b.set_style(
            ProgressStyle::with_template("tune [{bar:30}] {percent}% of the budget, {msg}")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> "),
        );
        b
    } else {
        ProgressBar::hidden()
    };
    let report = tune::run(&cfg, table, &mut bench, &mut |p| {
        bar.set_position((p.spent * 1000.0) as u64);
        bar.set_message(p.step.to_string());
    });
    bar.finish_and_clear();
    let command: Vec<String> = std::env::args().skip(1).collect();
    let calibration = report
        .to_calibration(&features)
        .with_command(&format!("memcpy-jit {}", command.join(" ")));
    let to = if a.dry_run {
        None
    } else {
        destination(a.out.as_deref(), &features)
    };
    // A search cut short by a failed measurement is not a result to keep.
    let written = match (&to, &report.error) {
        (Some(p), None) => Some(save(&calibration, a.out.as_deref(), p)),
        _ => None,
    };
    let saved = match (&to, &written) {
        (Some(p), Some(Ok(()))) => Saved::To(p.display().to_string()),
        (Some(p), Some(Err(_))) => Saved::Failed(p.display().to_string()),
        (Some(_), None) => Saved::Stopped,
        (None, _) if a.dry_run => Saved::DryRun,
        (None, _) => Saved::NoDirectory,
    };
    let view = View::new(&report, &cfg, row, budget, saved);
    let text = if a.json {
        serde_json::to_string_pretty(&view)? + "\n"
    } else {
        view.text()
    };
    let mut failed = Vec::new();
    failed.extend(crate::stdout(&text).err());
    if let Some(e) = &report.error {
        return Err(anyhow!("the search stopped: {e} (nothing written)").into());
    }
    failed.extend(written.and_then(Result::err));
    Failure::of_writes(failed)
}

/// What became of the result.
#[derive(Serialize)]
#[serde(tag = "status", content = "path", rename_all = "kebab-case")]
enum Saved {
    /// Written to this path.
    To(String),
    /// Not written: the write to this path failed (the error follows on stderr).
    Failed(String),
    /// Not written: the search stopped on an error.
    Stopped,
    /// Not written: `--dry-run`.
    DryRun,
    /// Not written: no cache directory and no `--out`.
    NoDirectory,
}

/// An interval as JSON.
#[derive(Serialize)]
struct Iv {
    ratio: f64,
    lo: f64,
    hi: f64,
    rounds: usize,
}

fn iv(i: Option<Interval>) -> Option<Iv> {
    i.map(|i| Iv {
        ratio: i.ratio,
        lo: i.lo,
        hi: i.hi,
        rounds: i.rounds,
    })
}

#[derive(Serialize)]
struct WorkloadView {
    name: String,
    kind: &'static str,
    /// Objective weight (0 for a fixed size).
    weight: f64,
}

#[derive(Serialize)]
struct CandidateView {
    label: String,
    verdict: &'static str,
    detail: String,
    objective_vs_start: Option<Iv>,
    /// Workload name → median ns per call.
    ns: Vec<(String, f64)>,
}

#[derive(Serialize)]
struct StepView {
    name: &'static str,
    knobs: Vec<&'static str>,
    outcome: &'static str,
    why: String,
    rounds: usize,
    samples: u64,
    candidates: Vec<CandidateView>,
}

#[derive(Serialize)]
struct CheckView {
    workload: String,
    table_ns: f64,
    tuned_ns: f64,
    glibc_ns: f64,
    tuned_vs_table: Option<Iv>,
    tuned_vs_glibc: Option<Iv>,
}

/// Everything the report shows (and its JSON form).
#[derive(Serialize)]
struct View {
    tool: &'static str,
    #[serde(serialize_with = "crate::report::machine_json")]
    machine: Machine,
    table_row: &'static str,
    budget_s: f64,
    /// The guard's margin and the objective's "equal within", as fractions.
    guard: f64,
    equal_within: f64,
    elapsed_s: f64,
    samples: u64,
    table: String,
    tuned: String,
    changed: Vec<String>,
    undecided: Vec<String>,
    workloads: Vec<WorkloadView>,
    steps: Vec<StepView>,
    check_rounds: usize,
    objective_vs_table: Option<Iv>,
    objective_vs_glibc: Option<Iv>,
    check: Vec<CheckView>,
    /// Fixed sizes where the result is shown slower than glibc by more than 2%.
    slower_than_glibc: Vec<String>,
    saved: Saved,
    error: Option<String>,
}

impl View {
    fn new(
        r: &Report,
        cfg: &tune::Config,
        row: &'static str,
        budget: Duration,
        saved: Saved,
    ) -> View {
        let name = |w: usize| r.workloads[w].0.clone();
        let changed = tune::KNOBS
            .iter()
            .filter(|k| (k.read)(&r.chosen) != (k.read)(&r.table))
            .map(|k| {
                format!(
                    "{}: {} -> {}",
                    k.name,
                    (k.read)(&r.table),
                    (k.read)(&r.chosen)
                )
            })
            .collect();
        let steps = r
            .steps
            .iter()
            .map(|s| StepView {
                name: s.name,
                knobs: s.knobs.clone(),
                outcome: s.outcome.name(),
                why: s.outcome.why().to_string(),
                rounds: s.rounds,
                samples: s.samples,
                candidates: s
                    .tried
                    .iter()
                    .map(|t| CandidateView {
                        label: t.label.clone(),
                        verdict: t.verdict.name(),
                        detail: t.verdict.describe(),
                        objective_vs_start: iv(t.objective),
                        ns: t.ns.iter().map(|&(w, ns)| (name(w), ns)).collect(),
                    })
                    .collect(),
            })
            .collect();
        let (check, check_rounds, ovt, ovg) = match &r.check {
            Some(c) => (
                c.rows
                    .iter()
                    .map(|row| CheckView {
                        workload: name(row.workload),
                        table_ns: row.table_ns,
                        tuned_ns: row.chosen_ns,
                        glibc_ns: row.libc_ns,
                        tuned_vs_table: iv(row.vs_table),
                        tuned_vs_glibc: iv(row.vs_libc),
                    })
                    .collect::<Vec<_>>(),
                c.rounds,
                iv(c.objective_vs_table),
                iv(c.objective_vs_libc),
            ),
            None => (Vec::new(), 0, None, None),
        };
        let slower_than_glibc = r
            .check
            .iter()
            .flat_map(|c| &c.rows)
            .filter(|row| !cfg.workloads[row.workload].is_objective())
            .filter(|row| row.vs_libc.is_some_and(|i| i.lo > 1.0 + cfg.guard))
            .map(|row| {
                format!(
                    "{} ({})",
                    name(row.workload),
                    row.vs_libc.map_or(String::new(), |i| i.to_string())
                )
            })
            .collect();
        View {
            tool: "memcpy-jit tune",
            machine: Machine::detect(),
            table_row: row,
            budget_s: budget.as_secs_f64(),
            guard: cfg.guard,
            equal_within: cfg.equal_within,
            elapsed_s: r.elapsed.as_secs_f64(),
            samples: r.samples,
            table: format!("{:?}", r.table),
            tuned: format!("{:?}", r.chosen),
            changed,
            undecided: r
                .undecided()
                .map(|s| format!("{}: {}", s.name, s.outcome.why()))
                .collect(),
            workloads: r
                .workloads
                .iter()
                .map(|(n, k)| WorkloadView {
                    name: n.clone(),
                    kind: match k {
                        Kind::Dist { .. } => "distribution",
                        Kind::Point { .. } => "fixed size",
                    },
                    weight: match k {
                        Kind::Dist { weight, .. } => *weight,
                        Kind::Point { .. } => 0.0,
                    },
                })
                .collect(),
            steps,
            check_rounds,
            objective_vs_table: ovt,
            objective_vs_glibc: ovg,
            check,
            slower_than_glibc,
            saved,
            error: r.error.clone(),
        }
    }

    fn text(&self) -> String {
        let mut s = String::new();
        let dists: Vec<&WorkloadView> = self
            .workloads
            .iter()
            .filter(|w| w.kind == "distribution")
            .collect();
        let points = self.workloads.len() - dists.len();
        let _ = writeln!(s, "{} on {}", self.tool, self.machine.line());
        let _ = writeln!(
            s,
            "  budget {:.1} s: spent {:.1} s, {} samples; started from the table's row {}",
            self.budget_s, self.elapsed_s, self.samples, self.table_row
        );
        let _ = writeln!(
            s,
            "  objective: geometric mean of ns per call over {} (distribution x placement: {})",
            dists.len(),
            dists
                .iter()
                .map(|w| format!("{} w{}", w.name, w.weight))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let _ = writeln!(
            s,
            "  guard: no fixed size ({points} points; docs/tuner.md) slower than another candidate by more than {}%; a change needs the objective {}% better",
            self.guard * 100.0,
            self.equal_within * 100.0
        );
        for st in &self.steps {
            let _ = writeln!(
                s,
                "\nstep {}: {} ({} rounds, {} samples)\n  {}",
                st.name, st.outcome, st.rounds, st.samples, st.why
            );
            if st.candidates.len() < 2 || st.rounds == 0 {
                continue;
            }
            let shown: Vec<&String> = dists
                .iter()
                .map(|w| &w.name)
                .filter(|n| st.candidates[0].ns.iter().any(|(m, _)| m == *n))
                .collect();
            let mut rows = vec![{
                let mut h = vec!["candidate".to_string(), "objective vs start".into()];
                h.extend(shown.iter().map(|n| format!("{n} ns")));
                h.push("verdict".into());
                h
            }];
            for c in &st.candidates {
                let mut line = vec![
                    c.label.clone(),
                    c.objective_vs_start.as_ref().map_or("-".into(), |i| {
                        format!("{:.3} [{:.3}, {:.3}]", i.ratio, i.lo, i.hi)
                    }),
                ];
                for n in &shown {
                    let ns = c.ns.iter().find(|(m, _)| m == *n).map_or(f64::NAN, |x| x.1);
                    line.push(format!("{ns:.2}"));
                }
                line.push(c.detail.clone());
                rows.push(line);
            }
            s += &crate::report::render_rows(&rows);
        }
        let _ = writeln!(s, "\nresult: {}", self.tuned);
        if self.changed.is_empty() {
            let _ = writeln!(s, "  the table's row, unchanged");
        } else {
            let _ = writeln!(s, "  changed from the table: {}", self.changed.join("; "));
        }
        if !self.check.is_empty() {
            let _ = writeln!(
                s,
                "\nfinal check ({} rounds): the result against the table's row and glibc",
                self.check_rounds
            );
            let fmt_iv = |i: &Option<Iv>| {
                i.as_ref().map_or("-".to_string(), |i| {
                    format!("{:.3} [{:.3}, {:.3}]", i.ratio, i.lo, i.hi)
                })
            };
            let mut rows = vec![vec![
                "workload".to_string(),
                "table ns".into(),
                "tuned ns".into(),
                "glibc ns".into(),
                "tuned/table".into(),
                "tuned/glibc".into(),
            ]];
            for c in self
                .check
                .iter()
                .filter(|c| dists.iter().any(|d| d.name == c.workload))
            {
                rows.push(vec![
                    c.workload.clone(),
                    format!("{:.2}", c.table_ns),
                    format!("{:.2}", c.tuned_ns),
                    format!("{:.2}", c.glibc_ns),
                    fmt_iv(&c.tuned_vs_table),
                    fmt_iv(&c.tuned_vs_glibc),
                ]);
            }
            rows.push(vec![
                "objective (geomean)".into(),
                String::new(),
                String::new(),
                String::new(),
                fmt_iv(&self.objective_vs_table),
                fmt_iv(&self.objective_vs_glibc),
            ]);
            s += &crate::report::render_rows(&rows);
            if self.slower_than_glibc.is_empty() {
                let _ = writeln!(
                    s,
                    "  no fixed size shown slower than glibc by more than {}%",
                    self.guard * 100.0
                );
            } else {
                let _ = writeln!(
                    s,
                    "  fixed sizes slower than glibc by more than {}%: {}",
                    self.guard * 100.0,
                    self.slower_than_glibc.join("; ")
                );
            }
        }
        if self.undecided.is_empty() {
            let _ = writeln!(s, "\nundecided: nothing");
        } else {
            let _ = writeln!(s, "\nundecided (the table's value kept):");
            for u in &self.undecided {
                let _ = writeln!(s, "  {u}");
            }
        }
        let _ = match &self.saved {
            Saved::To(p) => writeln!(
                s,
                "\nwritten to {p}: Memcpy::tuned() uses it on this CPU (from the cache directory, or with MEMCPY_JIT_PROFILE={p})"
            ),
            Saved::Failed(p) => writeln!(s, "\nnot written: {p} could not be written"),
            Saved::Stopped => writeln!(
                s,
                "\nstopped: {} (nothing written)",
                self.error.as_deref().unwrap_or("")
            ),
            Saved::DryRun => writeln!(s, "\nnot written (--dry-run)"),
            Saved::NoDirectory => writeln!(
                s,
                "\nnot written: no cache directory (XDG_CACHE_HOME or HOME); use --out PATH"
            ),
        };
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets() {
        assert_eq!(parse_budget("30s"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_budget("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_budget("2m"), Ok(Duration::from_secs(120)));
        assert_eq!(parse_budget("1h"), Ok(Duration::from_secs(3600)));
        assert_eq!(parse_budget(" 1.5 "), Ok(Duration::from_millis(1500)));
        for bad in [
            "", "0", "0s", "-1s", "5ms", "2h", "1e400", "NaN", "lots", "61m",
        ] {
            assert!(parse_budget(bad).is_err(), "{bad}");
        }
        let e = parse_budget(&"x".repeat(10_000)).unwrap_err();
        assert!(e.len() < 200, "{e}");
    }
}
