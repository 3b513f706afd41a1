//! `memcpy-jit tune`: the tuner's full search on this machine ([`memcpy_jit::tune`]): every
//! knob, the embedded distributions or the user's own at aligned and random placement, the
//! guard grid, within `--budget` (the search in this process, its final check in
//! `--check-processes` processes: `tune_check.rs`); a report people can act on (the candidates
//! tried, ns per workload, the result against the table's row and glibc, what stayed
//! undecided), as text or `--json`, and the result written as this CPU's profile (in the
//! cache directory `Memcpy::tuned()` reads, or to `--out`; either checked before the search,
//! written atomically after it).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, ensure, Result};
use clap::{Args, ValueEnum};
use memcpy_jit::files::shown_path;
use memcpy_jit::harness::dist::Distribution;
use memcpy_jit::harness::machine::Machine;
use memcpy_jit::tune::{self, Budget, Kind, Report};
use memcpy_jit::{Calibration, CpuFeatures, Memcpy, Strategy, Thresholds};
use serde::Serialize;

use crate::dist_arg::{parse_dist, MAX_DISTS};
use crate::job::excerpt;
use crate::report::{command_line, render_rows};
use crate::runner::progress_bar;
use crate::tune_check::{self, iv, CheckJob, Combined, Iv, ProcessCheck, Spread};
use crate::{Failure, WriteError};

#[derive(Args, Debug, Clone)]
#[command(after_help = "\
The search and its decisions: docs/tuner.md. The result is this CPU's profile, written to the
cache directory ($XDG_CACHE_HOME/memcpy-jit, else ~/.cache/memcpy-jit), where Memcpy::tuned()
loads it at start-up, or to --out PATH (then MEMCPY_JIT_PROFILE=PATH makes tuned() load it).")]
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
    /// The guard, in percent: a candidate slower than both the value started from and glibc
    /// at some fixed size by more than this is rejected (0 to 50).
    #[arg(long, default_value_t = 2.0, value_name = "PCT")]
    pub guard: f64,
    /// Print the report as JSON instead of tables.
    #[arg(long)]
    pub json: bool,
    /// Run the final check in this many processes, one after another, each with its share
    /// of the check's time; a fixed size is listed as slower than glibc when the median of
    /// their ratios is above 1 + the guard (1 to 16; 1: in this process, after the search).
    #[arg(long, default_value_t = 3, value_name = "K")]
    pub check_processes: usize,
    /// Start from this table row instead of this CPU's own (`generic`: where a CPU the table
    /// does not know starts); the report's "table" is then this row.
    #[arg(long, value_name = "ROW")]
    pub from: Option<String>,
    /// Search as if this CPU lacked these features (comma-separated or repeated). The
    /// profile stays this CPU's: tuned() loads it and runs without them. glibc is compared
    /// as it is; to compare against the code it picks for such a CPU, run with
    /// GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,-AVX512VL (or -AVX2, -ERMS as the case may be).
    #[arg(long, value_enum, value_delimiter = ',', value_name = "FEATURE")]
    pub without: Vec<Without>,
}

/// A feature `tune --without` leaves out of the search.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Without {
    /// AVX-512 (F, BW, VL): no 64-byte vectors, no masked copies
    Avx512,
    /// AVX and AVX2, and so AVX-512: 16-byte (SSE2) vectors only
    Avx2,
    /// ERMS and FSRM: no REP MOVSB
    Erms,
}

impl Without {
    /// The name `--without` takes.
    pub fn name(self) -> &'static str {
        match self {
            Without::Avx512 => "avx512",
            Without::Avx2 => "avx2",
            Without::Erms => "erms",
        }
    }
}

/// `--without`'s features by the names it takes them by.
fn names_of(leave_out: &[Without]) -> Vec<&'static str> {
    leave_out.iter().map(|w| w.name()).collect()
}

/// `features` with what `--without` names left out.
pub fn without(features: CpuFeatures, leave_out: &[Without]) -> CpuFeatures {
    leave_out.iter().fold(features, |f, w| {
        let no_avx512 = |f: CpuFeatures| {
            f.with_avx512f(false)
                .with_avx512bw(false)
                .with_avx512vl(false)
        };
        match w {
            Without::Avx512 => no_avx512(f),
            Without::Avx2 => no_avx512(f).with_avx2(false).with_avx(false),
            Without::Erms => f.with_erms(false).with_fsrm(false),
        }
    })
}

/// `--budget`: `30s`, `1.5s`, `500ms`, `2m`, `1h`, or a number of seconds; 10ms to 1h.
pub fn parse_budget(s: &str) -> Result<Duration> {
    let t = s.trim();
    let units = [("ms", 1e-3), ("s", 1.0), ("m", 60.0), ("h", 3600.0)];
    let unit = units
        .iter()
        .find_map(|&(u, scale)| Some((t.strip_suffix(u)?, scale)));
    let (num, scale) = unit.unwrap_or((t, 1.0));
    let shown: String = s.chars().take(40).collect();
    let Ok(v) = num.trim().parse::<f64>() else {
        bail!("--budget `{shown}`: not a duration (examples: 30s, 500ms, 2m)");
    };
    let secs = v * scale;
    ensure!(
        secs.is_finite() && (0.01..=3600.0).contains(&secs),
        "--budget `{shown}`: must be between 10ms and 1h"
    );
    Ok(Duration::from_secs_f64(secs))
}

/// Where the search starts: `--from ROW` as it reads on this CPU, else this CPU's own row;
/// with the row's name.
fn start_row(from: Option<&str>, features: &CpuFeatures) -> Result<(Thresholds, &'static str)> {
    let Some(name) = from else {
        return Ok(Thresholds::for_cpu(features));
    };
    let row = Thresholds::row_names().find(|&r| r == name);
    let (Some(row), Some(t)) = (row, Thresholds::for_row(name, features)) else {
        let rows: Vec<&str> = Thresholds::row_names().collect();
        bail!(
            "--from `{}`: no such row (the rows: {})",
            excerpt(name, 40),
            rows.join(", ")
        );
    };
    t.validate()
        .map_err(|e| anyhow!("--from {row}: not valid on this CPU: {e}"))?;
    ensure!(
        t.runs_on(features),
        "--from {row}: needs instructions this CPU lacks"
    );
    Ok((t, row))
}

/// The budget and the distributions, every argument checked before the search (an `--out`
/// that cannot be written is refused now, not after it).
fn inputs(a: &TuneArgs) -> Result<(Duration, Vec<(Distribution, f64)>)> {
    let budget = parse_budget(&a.budget)?;
    ensure!(
        a.dists.len() <= MAX_DISTS,
        "--dist: at most {MAX_DISTS} files"
    );
    let dists = a
        .dists
        .iter()
        .map(|d| parse_dist(d))
        .collect::<Result<_>>()?;
    let k = a.check_processes;
    ensure!(
        (1..=tune_check::MAX_PROCESSES).contains(&k),
        "--check-processes {k}: must be 1 to {}",
        tune_check::MAX_PROCESSES
    );
    let guard = a.guard;
    ensure!(
        guard.is_finite() && (0.0..=50.0).contains(&guard),
        "--guard {guard}: must be between 0 and 50 (percent)"
    );
    if let Some(p) = &a.out {
        let shown = memcpy_jit::files::shown_path(p);
        Calibration::check_save(p).map_err(|e| anyhow!("--out {shown}: {}", e.reason()))?;
        let dir = p.parent().filter(|d| !d.as_os_str().is_empty());
        let dir = dir.unwrap_or(Path::new("."));
        ensure!(
            dir.is_dir(),
            "--out {shown}: no directory {}",
            shown_path(dir)
        );
    }
    Ok((budget, dists))
}

/// Where the result goes: `--out`, else this CPU's profile in the cache directory (`None`
/// when there is none: no `XDG_CACHE_HOME` or `HOME`, or a set-user-ID process).
fn destination(out: Option<&Path>, features: &CpuFeatures) -> Option<PathBuf> {
    match out {
        Some(p) => Some(p.to_path_buf()),
        None => memcpy_jit::env::profile_dir().map(|d| d.join(Calibration::file_name(features))),
    }
}

/// Refuses, before the search, a cache directory the save would refuse: `profile`'s
/// directory is created if missing (as the save would) and must be a real directory of this
/// user that nobody else may write; an existing `profile` must be one.
fn check_cache_dir(profile: &Path) -> Result<()> {
    let how = "use --out PATH or --dry-run";
    if let Some(dir) = profile.parent() {
        memcpy_jit::files::create_own_dir(dir)
            .map_err(|e| anyhow!("the cache directory {}: {}; {how}", e.path(), e.reason()))?;
    }
    Calibration::check_save(profile)
        .map_err(|e| anyhow!("the profile {}: {}; {how}", e.path(), e.reason()))
}

/// Writes the result: the one place that knows how (a profile, through
/// `Calibration::save`, or `save_in` for the cache directory, which it creates).
fn save(c: &Calibration, out: Option<&Path>, to: &Path) -> Result<(), WriteError> {
    let written = match (out, to.parent()) {
        (None, Some(dir)) => c.save_in(dir).map(|_| ()),
        _ => c.save(to),
    };
    written.map_err(|e| (shown_path(to), std::io::Error::other(e.reason())))
}

/// The part of `--budget` kept for what follows the measuring: combining, printing the
/// report, writing the profile (a few milliseconds; without it `tune --budget 30s` took
/// 30.022-30.032 s, docs/results/zen5-2026-11-30/repeat/).
const WRAP_UP: Duration = Duration::from_millis(30);

/// What the measuring may take of `budget` when `spent` has gone on start-up and set-up.
fn measuring_time(budget: Duration, spent: Duration) -> Duration {
    budget.saturating_sub(spent + WRAP_UP)
}

/// `memcpy-jit tune`; `start` is the process's start, from which `--budget` counts.
pub fn run(a: &TuneArgs, start: Instant) -> Result<(), Failure> {
    let (budget, dists) = inputs(a)?;
    let features = CpuFeatures::host();
    // `--without`: the search (its start, the rows' step, every candidate) sees the CPU
    // without those features; the profile is still this CPU's.
    let searched = without(features, &a.without);
    let (table, row) = start_row(a.from.as_deref(), &searched)?;
    // Where the result goes, refused now if the write would be refused after the search
    // (`--out` was checked with the other arguments).
    let to = (!a.dry_run).then(|| destination(a.out.as_deref(), &features));
    let to = to.flatten();
    if let (Some(p), None) = (&to, &a.out) {
        check_cache_dir(p)?;
    }
    let vector = Memcpy::builder()
        .strategy(Strategy::Vector)
        .thresholds(table)
        .build();
    vector
        .map_err(|e| anyhow!("tune needs the vector strategy, which cannot be built here: {e}"))?;
    let time = Some(budget);
    let mut cfg = tune::Config::full(
        searched,
        &dists,
        Budget {
            time,
            samples: None,
        },
    );
    cfg.guard = a.guard / 100.0;
    let k = a.check_processes;
    // With the check in other processes, the search here takes what the check does not, and
    // does not check.
    let mut bench = tune::Bench::full(&cfg).map_err(|e| anyhow!("cannot set up: {e}"))?;
    // The budget counts from the process's start: what start-up and the buffers' set-up took,
    // and the wrap-up after the measuring, come out of it.
    let measuring = measuring_time(budget, start.elapsed());
    let mut search = cfg.clone();
    search.budget.time = Some(measuring);
    if k > 1 {
        search.budget.time = Some(measuring.mul_f64(1.0 - cfg.check_share));
        search.final_check = false;
    }
    let bar = progress_bar(1000, "tune [{bar:30}] {percent}% of the budget, {msg}");
    let report = tune::run(&search, table, &mut bench, &mut |p| {
        bar.set_position((p.spent * search_part(&search, &cfg) * 1000.0) as u64);
        bar.set_message(p.step.to_string());
    });
    let notes = capped_notes(&bench, &cfg);
    drop(bench);
    let results = match (&report.error, k) {
        (Some(_), _) => Vec::new(),
        (None, 1) => vec![Ok(ProcessCheck::of(&report))],
        (None, _) => {
            let job = CheckJob {
                budget_s: 0.0,
                dists: a.dists.clone(),
                table: tune_check::fields_of(&report.table),
                chosen: tune_check::fields_of(&report.chosen),
            };
            tune_check::run_processes(
                &job,
                k,
                start + measuring_time(budget, Duration::ZERO),
                &mut |i| {
                    let spent = start.elapsed().as_secs_f64() / budget.as_secs_f64();
                    bar.set_position((spent.min(1.0) * 1000.0) as u64);
                    bar.set_message(format!("check, process {i} of {k}"));
                },
            )
        }
    };
    bar.finish_and_clear();
    let workloads: Vec<(String, bool)> = (cfg.workloads.iter())
        .map(|w| (w.name.clone(), !w.is_objective()))
        .collect();
    let combined = tune_check::combine(&workloads, &results, cfg.guard);
    for e in &combined.errors {
        // A failed check process is reported and the others' results used: a warning.
        crate::line::eprint(crate::line::WARNING, e);
    }
    // A result the check in other processes found slower than the row it started from is
    // not what this CPU gets: the row is saved, and the report says why.
    let kept = regressed(&combined, cfg.equal_within);
    let mut saved_report = report.clone();
    if let Some(why) = &kept {
        saved_report.keep_table(why.clone());
    }
    let calibration = saved_report
        .to_calibration(&features)
        .with_command(&command_line());
    let calibration = match a.without.is_empty() {
        true => calibration,
        false => calibration.with_evidence(&format!(
            "searched without {} (memcpy-jit tune --without): the table's rows and every candidate as they read on this CPU without them",
            names_of(&a.without).join(",")
        )),
    };
    // A search cut short by a failed measurement is not a result to keep.
    let written = match (&to, &report.error) {
        (Some(p), None) => Some(save(&calibration, a.out.as_deref(), p)),
        _ => None,
    };
    let saved = match (&to, &written) {
        (Some(p), Some(Ok(()))) => Saved::To(shown_path(p)),
        (Some(p), Some(Err(_))) => Saved::Failed(shown_path(p)),
        (Some(_), None) => Saved::Stopped,
        (None, _) if a.dry_run => Saved::DryRun,
        (None, _) => Saved::NoDirectory,
    };
    let elapsed = start.elapsed();
    let rows = (row, Thresholds::for_cpu(&features).1, names_of(&a.without));
    let mut view = View::new(
        &report,
        &combined,
        &cfg,
        rows,
        (budget, elapsed),
        (saved, kept),
    );
    view.notes = notes;
    let text = match a.json {
        true => serde_json::to_string_pretty(&view)? + "\n",
        false => view.text(),
    };
    let mut failed: Vec<WriteError> = crate::stdout(&text).err().into_iter().collect();
    if let Some(e) = &report.error {
        return Err(anyhow!("the search stopped: {e} (nothing written)").into());
    }
    failed.extend(written.and_then(Result::err));
    Failure::of_writes(failed)
}

/// A note for each workload whose samples the cap on a sample's work cut: timed on fewer
/// calls than its time target asks (sizes of 256 MiB, which the preload records every larger
/// copy as, are timed one call at a time).
fn capped_notes(bench: &tune::Bench, cfg: &tune::Config) -> Vec<String> {
    let mib = tune::SAMPLE_BYTES >> 20;
    (bench.capped().into_iter())
        .filter_map(|(id, calls)| {
            let w = cfg.workloads.get(id)?;
            let largest = w.sizes.iter().copied().max().unwrap_or(0);
            Some(format!(
                "{}: copies of up to {largest} bytes, so each part of a sample (a candidate's \
                 calls, the lead, the probe) was cut to {calls} call{} to copy at most {mib} \
                 MiB (fewer calls than the sample's time asks: noisier)",
                w.name,
                if calls == 1 { "" } else { "s" }
            ))
        })
        .collect()
}

/// Why the search's result is not saved: the final check shows it slower than the row it
/// started from on the objective by more than "equal within" in every process that measured
/// it (with one process, its interval's lower end above it). `None` when it is not.
fn regressed(c: &Combined, equal_within: f64) -> Option<String> {
    let limit = 1.0 + equal_within;
    let read = match (&c.objective_vs_table, c.objective_vs_table_one) {
        (Some(s), _) if s.processes > 1 && s.min > limit => format!(
            "{:.3}x ({:.3}-{:.3}) in {} processes",
            s.median, s.min, s.max, s.processes
        ),
        (Some(s), _) if s.processes > 1 => return None,
        (_, Some(i)) if i.lo > limit => format!("{:.3}x [{:.3}, {:.3}]", i.ratio, i.lo, i.hi),
        _ => return None,
    };
    Some(format!(
        "the final check read the search's result at {read} the row's time on the objective \
         (slower by more than {:.0}%)",
        equal_within * 100.0
    ))
}

/// The part of the whole budget the search takes (1 when it checks in this process too).
fn search_part(search: &tune::Config, cfg: &tune::Config) -> f64 {
    match (search.budget.time, cfg.budget.time) {
        (Some(s), Some(all)) if !all.is_zero() => s.as_secs_f64() / all.as_secs_f64(),
        _ => 1.0,
    }
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

/// `0.912 [0.900, 0.925]`, or `-`.
fn show(i: &Option<Iv>) -> String {
    let shown = i
        .as_ref()
        .map(|Iv { ratio, lo, hi, .. }| format!("{ratio:.3} [{lo:.3}, {hi:.3}]"));
    shown.unwrap_or_else(|| "-".into())
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

/// One workload of the final check. With several processes: ns are medians over them, and
/// the ratios' `ratio` is the median over them of each one's median paired ratio, `lo` and
/// `hi` the lowest and highest process's, `rounds` their rounds together (the `_processes`
/// fields say it with every process's ratio); with one, the paired ratio and its interval.
#[derive(Serialize)]
struct CheckView {
    workload: String,
    table_ns: f64,
    tuned_ns: f64,
    glibc_ns: f64,
    tuned_vs_table: Option<Iv>,
    tuned_vs_glibc: Option<Iv>,
    /// Processes that measured it.
    processes: usize,
    tuned_vs_table_processes: Option<Spread>,
    tuned_vs_glibc_processes: Option<Spread>,
}

/// A ratio over the processes as the interval fields show it: one process's interval, or
/// the median with the lowest and highest process's ratio.
fn over(one: Option<Iv>, all: Option<&Spread>, rounds: usize) -> Option<Iv> {
    one.or_else(|| {
        all.map(|s| Iv {
            ratio: s.median,
            lo: s.min,
            hi: s.max,
            rounds,
        })
    })
}

/// Everything the report shows (and its JSON form).
#[derive(Serialize)]
struct View {
    tool: &'static str,
    #[serde(serialize_with = "crate::report::machine_json")]
    machine: Machine,
    /// The row the search started from (`--from`, else `cpu_row`) and this CPU's own.
    table_row: &'static str,
    cpu_row: &'static str,
    /// The features the search left out (`--without`): the rows and the candidates read as
    /// on this CPU without them.
    without: Vec<&'static str>,
    /// Why the row started from was saved instead of the search's result (the final check
    /// found the result slower on the objective); `None` when the result was saved.
    kept_table: Option<String>,
    budget_s: f64,
    /// The guard's margin and the objective's "equal within", as fractions.
    guard: f64,
    equal_within: f64,
    /// Wall-clock seconds from the search's start to the check's end; the search's part.
    elapsed_s: f64,
    search_s: f64,
    samples: u64,
    table: String,
    tuned: String,
    changed: Vec<String>,
    undecided: Vec<String>,
    workloads: Vec<WorkloadView>,
    /// The workloads whose samples the cap on a sample's work cut (`tune::SAMPLE_BYTES`).
    notes: Vec<String>,
    steps: Vec<StepView>,
    /// Processes the final check was asked to run in (`--check-processes`), and the rounds
    /// of each one whose result is used (their sum: `check_rounds`).
    check_processes: usize,
    check_rounds_per_process: Vec<usize>,
    /// Seconds each of them measured for (set-up not counted; with one process, this one:
    /// the search and the check together).
    check_seconds_per_process: Vec<f64>,
    check_rounds: usize,
    /// Check processes whose result is not used, and why.
    check_errors: Vec<String>,
    objective_vs_table: Option<Iv>,
    objective_vs_glibc: Option<Iv>,
    objective_vs_table_processes: Option<Spread>,
    objective_vs_glibc_processes: Option<Spread>,
    check: Vec<CheckView>,
    /// Fixed sizes where the result is slower than glibc by more than the guard: the median
    /// over the check's processes above it (with one process: its interval).
    slower_than_glibc: Vec<String>,
    saved: Saved,
    error: Option<String>,
}

impl View {
    fn new(
        r: &Report,
        c: &Combined,
        cfg: &tune::Config,
        (row, cpu_row, without): (&'static str, &'static str, Vec<&'static str>),
        (budget, elapsed): (Duration, Duration),
        (saved, kept): (Saved, Option<String>),
    ) -> View {
        let name = |w: usize| r.workloads[w].0.clone();
        let changed = tune::KNOBS.iter().filter_map(|k| {
            let (from, to) = ((k.read)(&r.table), (k.read)(&r.chosen));
            (from != to).then(|| format!("{}: {from} -> {to}", k.name))
        });
        let candidate = |t: &tune::Tried| CandidateView {
            label: t.label.clone(),
            verdict: t.verdict.name(),
            detail: t.verdict.describe(),
            objective_vs_start: iv(t.objective),
            ns: t.ns.iter().map(|&(w, ns)| (name(w), ns)).collect(),
        };
        let steps = r.steps.iter().map(|s| StepView {
            name: s.name,
            knobs: s.knobs.clone(),
            outcome: s.outcome.name(),
            why: s.outcome.why().to_string(),
            rounds: s.rounds,
            samples: s.samples,
            candidates: s.tried.iter().map(candidate).collect(),
        });
        let check = c.rows.iter().map(|row| CheckView {
            workload: row.workload.clone(),
            table_ns: row.table_ns,
            tuned_ns: row.tuned_ns,
            glibc_ns: row.glibc_ns,
            tuned_vs_table: over(row.vs_table_one, row.vs_table.as_ref(), row.rounds),
            tuned_vs_glibc: over(row.vs_glibc_one, row.vs_glibc.as_ref(), row.rounds),
            processes: row.vs_glibc.as_ref().map_or(0, |s| s.processes),
            tuned_vs_table_processes: row.vs_table.clone(),
            tuned_vs_glibc_processes: row.vs_glibc.clone(),
        });
        let slower_than_glibc = (c.rows.iter().filter(|row| row.slower_than_glibc)).map(|row| {
            let ratio = match (&row.vs_glibc_one, &row.vs_glibc) {
                (Some(i), _) => format!(
                    "{:.3}x [{:.3}, {:.3}] over {} rounds",
                    i.ratio, i.lo, i.hi, i.rounds
                ),
                (None, Some(s)) => format!(
                    "{:.3}x, {:.3}-{:.3} over {} processes",
                    s.median, s.min, s.max, s.processes
                ),
                (None, None) => String::new(),
            };
            format!("{} ({ratio})", row.workload)
        });
        let rounds: usize = c.rounds.iter().sum();
        let workloads = r.workloads.iter().map(|(n, k)| WorkloadView {
            name: n.clone(),
            kind: match k {
                Kind::Dist { .. } => "distribution",
                Kind::Point { .. } | Kind::Scattered { .. } => "fixed size",
            },
            weight: match k {
                Kind::Dist { weight, .. } => *weight,
                Kind::Point { .. } | Kind::Scattered { .. } => 0.0,
            },
        });
        let undecided = r
            .undecided()
            .map(|s| format!("{}: {}", s.name, s.outcome.why()));
        View {
            tool: "memcpy-jit tune",
            machine: Machine::detect(),
            table_row: row,
            kept_table: kept,
            cpu_row,
            without,
            budget_s: budget.as_secs_f64(),
            guard: cfg.guard,
            equal_within: cfg.equal_within,
            elapsed_s: elapsed.as_secs_f64(),
            search_s: r.elapsed.as_secs_f64(),
            samples: r.samples,
            table: format!("{:?}", r.table),
            tuned: format!("{:?}", r.chosen),
            changed: changed.collect(),
            undecided: undecided.collect(),
            workloads: workloads.collect(),
            steps: steps.collect(),
            check_processes: c.processes,
            check_rounds_per_process: c.rounds.clone(),
            check_seconds_per_process: c.seconds.clone(),
            check_rounds: rounds,
            check_errors: c.errors.clone(),
            objective_vs_table: over(
                c.objective_vs_table_one,
                c.objective_vs_table.as_ref(),
                rounds,
            ),
            objective_vs_glibc: over(
                c.objective_vs_glibc_one,
                c.objective_vs_glibc.as_ref(),
                rounds,
            ),
            objective_vs_table_processes: c.objective_vs_table.clone(),
            objective_vs_glibc_processes: c.objective_vs_glibc.clone(),
            check: check.collect(),
            slower_than_glibc: slower_than_glibc.collect(),
            saved,
            error: r.error.clone(),
            notes: Vec::new(),
        }
    }

    fn text(&self) -> String {
        let dists: Vec<&WorkloadView> = self
            .workloads
            .iter()
            .filter(|w| w.kind == "distribution")
            .collect();
        let (n, points) = (dists.len(), self.workloads.len() - dists.len());
        let (budget, elapsed, samples, row) =
            (self.budget_s, self.elapsed_s, self.samples, self.table_row);
        let row = match self.cpu_row {
            own if own == row => row.to_string(),
            own => format!("{row} (--from; this CPU's own row is {own})"),
        };
        let row = match self.without.is_empty() {
            true => row,
            false => format!("{row}, as it reads without {}", self.without.join(",")),
        };
        let weighted: Vec<String> = dists
            .iter()
            .map(|w| format!("{} w{}", w.name, w.weight))
            .collect();
        let (guard, within) = (self.guard * 100.0, self.equal_within * 100.0);
        let mut s = format!(
            "{} on {}\n  budget {budget:.1} s: spent {elapsed:.1} s, {samples} samples; started from the table's row {row}\n  \
             objective: geometric mean of ns per call over {n} (distribution x placement: {})\n  \
             guard: no regime (hot, llc, copy-then-use: the geometric mean of its distributions) slower than glibc beyond the rounds' noise, unless faster there than the value started from; no fixed size ({points} points; docs/tuner.md) slower than both the value started from and glibc by more than {guard}% (between the table's rows: no more fixed sizes slower than glibc than the start, by no more in all); a change needs the objective {within}% better\n",
            self.tool,
            self.machine.line(),
            weighted.join(", ")
        );
        for n in &self.notes {
            let _ = writeln!(s, "  note: {n}");
        }
        for st in &self.steps {
            let (name, outcome, rounds, samples, why) =
                (st.name, st.outcome, st.rounds, st.samples, &st.why);
            let _ = writeln!(
                s,
                "\nstep {name}: {outcome} ({rounds} rounds, {samples} samples)\n  {why}"
            );
            if st.candidates.len() < 2 || st.rounds == 0 {
                continue;
            }
            let shown: Vec<&String> = (dists.iter().map(|w| &w.name))
                .filter(|n| st.candidates[0].ns.iter().any(|(m, _)| m == *n))
                .collect();
            let mut header = vec!["candidate".to_string(), "objective vs start".into()];
            header.extend(shown.iter().map(|n| format!("{n} ns")));
            header.push("verdict".into());
            let mut rows = vec![header];
            for c in &st.candidates {
                let mut line = vec![c.label.clone(), show(&c.objective_vs_start)];
                for n in &shown {
                    let ns = c.ns.iter().find(|(m, _)| m == *n).map_or(f64::NAN, |x| x.1);
                    line.push(format!("{ns:.2}"));
                }
                line.push(c.detail.clone());
                rows.push(line);
            }
            s += &render_rows(&rows);
        }
        let _ = writeln!(s, "\nresult: {}", self.tuned);
        let _ = match self.changed.is_empty() {
            true => writeln!(s, "  the table's row, unchanged"),
            false => writeln!(s, "  changed from the table: {}", self.changed.join("; ")),
        };
        if let Some(why) = &self.kept_table {
            let _ = writeln!(
                s,
                "  not saved: {why}; the row it started from is saved instead"
            );
        }
        let per = &self.check_rounds_per_process;
        let several = per.len() > 1;
        // One process: the paired ratio and its interval; several: the median over them and
        // the lowest-highest.
        let cell = |one: &Option<Iv>, all: &Option<Spread>| match (several, all) {
            (true, Some(a)) => format!("{:.3} ({:.3}-{:.3})", a.median, a.min, a.max),
            _ => show(one),
        };
        if !self.check.is_empty() {
            let rounds = self.check_rounds;
            let how = match several {
                true => {
                    let each: Vec<String> = per.iter().map(usize::to_string).collect();
                    format!(
                        "{rounds} rounds in {} processes: {}; ratios: the median over the processes (lowest-highest)",
                        per.len(),
                        each.join(" + ")
                    )
                }
                false => format!("{rounds} rounds in one process"),
            };
            let _ = writeln!(
                s,
                "\nfinal check ({how}): the result against the table's row and glibc"
            );
            let header = [
                "workload",
                "table ns",
                "tuned ns",
                "glibc ns",
                "tuned/table",
                "tuned/glibc",
            ];
            let mut rows = vec![header.map(String::from).to_vec()];
            for c in self
                .check
                .iter()
                .filter(|c| dists.iter().any(|d| d.name == c.workload))
            {
                let ns = [c.table_ns, c.tuned_ns, c.glibc_ns].map(|v| format!("{v:.2}"));
                let mut line = vec![c.workload.clone()];
                line.extend(ns);
                line.extend([
                    cell(&c.tuned_vs_table, &c.tuned_vs_table_processes),
                    cell(&c.tuned_vs_glibc, &c.tuned_vs_glibc_processes),
                ]);
                rows.push(line);
            }
            let mut objective = vec![
                "objective (geomean)".to_string(),
                String::new(),
                String::new(),
                String::new(),
            ];
            objective.extend([
                cell(&self.objective_vs_table, &self.objective_vs_table_processes),
                cell(&self.objective_vs_glibc, &self.objective_vs_glibc_processes),
            ]);
            rows.push(objective);
            s += &render_rows(&rows);
            let _ = match self.slower_than_glibc.is_empty() {
                true => writeln!(
                    s,
                    "  no fixed size shown slower than glibc by more than {guard}%"
                ),
                false => writeln!(
                    s,
                    "  fixed sizes slower than glibc by more than {guard}%{}: {}",
                    if several {
                        " (the median over the processes)"
                    } else {
                        ""
                    },
                    self.slower_than_glibc.join("; ")
                ),
            };
        }
        for e in &self.check_errors {
            let _ = writeln!(s, "  {e}");
        }
        let _ = match self.undecided.is_empty() {
            true => writeln!(s, "\nundecided: nothing"),
            false => writeln!(
                s,
                "\nundecided (the table's value kept):\n  {}",
                self.undecided.join("\n  ")
            ),
        };
        let _ = match &self.saved {
            Saved::To(p) => writeln!(
                s,
                "\nwritten to {p}: Memcpy::tuned() uses it on this CPU (from the cache directory, or with MEMCPY_JIT_PROFILE={p})"
            ),
            Saved::Failed(p) => writeln!(s, "\nnot written: {p} could not be written"),
            Saved::Stopped => writeln!(s, "\nstopped: {} (nothing written)", self.error.as_deref().unwrap_or("")),
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

    /// The row is saved instead of the result only when every process of the final check
    /// read the result slower by more than "equal within" (one process: its interval).
    #[test]
    fn a_result_the_check_finds_slower_is_not_saved() {
        let with = |ratios: &[f64], one: Option<(f64, f64, f64)>| Combined {
            objective_vs_table: Spread::of(ratios.to_vec()),
            objective_vs_table_one: one.map(|(ratio, lo, hi)| Iv {
                ratio,
                lo,
                hi,
                rounds: 100,
            }),
            ..Combined::default()
        };
        let why = regressed(&with(&[1.023, 1.025, 1.027], None), 0.01).unwrap();
        assert!(why.contains("1.025x (1.023-1.027) in 3 processes"), "{why}");
        assert!(why.contains("slower by more than 1%"), "{why}");
        assert_eq!(regressed(&with(&[1.005, 1.03, 1.03], None), 0.01), None);
        assert_eq!(regressed(&with(&[0.98, 0.99, 1.0], None), 0.01), None);
        let one = regressed(&with(&[1.03], Some((1.03, 1.02, 1.04))), 0.01).unwrap();
        assert!(one.contains("1.030x [1.020, 1.040]"), "{one}");
        assert_eq!(
            regressed(&with(&[1.03], Some((1.03, 1.005, 1.04))), 0.01),
            None
        );
        assert_eq!(regressed(&Combined::default(), 0.01), None);
    }

    #[test]
    fn the_budget_counts_set_up_and_wrap_up() {
        let ms = Duration::from_millis;
        assert_eq!(
            measuring_time(ms(30_000), ms(25)),
            ms(30_000 - 25) - WRAP_UP
        );
        assert_eq!(measuring_time(ms(10), ms(3)), Duration::ZERO);
        assert_eq!(measuring_time(ms(10), ms(30)), Duration::ZERO);
    }

    #[test]
    fn budgets() {
        let secs = |s: &str| parse_budget(s).ok().map(|d| d.as_secs_f64());
        assert_eq!(secs("30s"), Some(30.0));
        assert_eq!(secs("500ms"), Some(0.5));
        assert_eq!(secs("2m"), Some(120.0));
        assert_eq!(secs("1h"), Some(3600.0));
        assert_eq!(secs(" 1.5 "), Some(1.5));
        for bad in [
            "", "0", "0s", "-1s", "5ms", "2h", "1e400", "NaN", "lots", "61m",
        ] {
            assert!(parse_budget(bad).is_err(), "{bad}");
        }
        let e = parse_budget(&"x".repeat(10_000)).unwrap_err().to_string();
        assert!(e.len() < 200, "{e}");
    }
}
