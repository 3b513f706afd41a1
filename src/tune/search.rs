//! The search: coordinate descent over the steps, successive halving of the candidates
//! inside a step, decisions from per-round paired ratios (see the module documentation of
//! [`crate::tune`] and docs/tuner.md).

use std::time::{Duration, Instant};

use crate::harness::round_order;
use crate::thresholds::Thresholds;

use super::stats::{Interval, Side};
use super::{
    Budget, Check, CheckRow, Config, Knob, Losses, Outcome, Progress, Report, Source, StepReport,
    Subject, Tried, Verdict, Workload, CONFIDENCE, MIN_ROUNDS,
};

/// Searches the knobs of `cfg`, starting from `table` (the table's row), measuring through
/// `source`, within `cfg.budget`; `progress` hears about every round.
///
/// Never fails: a measurement error ends the search early (the steps not decided keep the
/// table's values, and [`Report::error`] says why).
pub fn run(
    cfg: &Config,
    table: Thresholds,
    source: &mut dyn Source,
    progress: &mut dyn FnMut(Progress<'_>),
) -> Report {
    let mut ctx = Ctx::new(cfg, source, progress);
    let mut incumbent = table;
    let mut steps = Vec::new();
    let names = step_names(&cfg.knobs);
    let reserve = if cfg.final_check {
        cfg.check_share.clamp(0.0, 0.9)
    } else {
        0.0
    };
    // The budget left for the steps is shared in proportion to the samples one round of
    // each takes (from the values chosen so far), so that every step gets about as many
    // rounds: a step over every workload with seven candidates costs far more per round
    // than a step over the band layout with two.
    let knob_costs = |from: usize, incumbent: Thresholds| -> f64 {
        (names[from..].iter())
            .map(|n| {
                let ks: Vec<&Knob> = cfg.knobs.iter().filter(|k| k.step == *n).collect();
                round_cost(&ks, incumbent, table, cfg) as f64
            })
            .sum()
    };
    let share_of = |cost: f64, rest: f64, spent: f64| {
        let left = (1.0 - reserve - spent).max(0.0);
        if cost + rest > 0.0 {
            left * cost / (cost + rest)
        } else {
            0.0
        }
    };
    if cfg.rows {
        let (cands, labels) = rows(table, cfg);
        let cost = match cands.len() {
            0 | 1 => 0.0,
            n => (cfg.workloads.len() * (n + usize::from(cfg.libc))) as f64,
        };
        let share = share_of(cost, knob_costs(0, incumbent), ctx.meter.spent());
        let workloads: Vec<&Workload> = cfg.workloads.iter().collect();
        let (report, next) = ctx.step_over(ROWS, &[], cands, labels, workloads, share);
        incumbent = next;
        steps.push(report);
    }
    for (i, name) in names.iter().enumerate() {
        let knobs: Vec<&Knob> = cfg.knobs.iter().filter(|k| k.step == *name).collect();
        let cost = round_cost(&knobs, incumbent, table, cfg) as f64;
        let rest = knob_costs(i + 1, incumbent);
        let share = share_of(cost, rest, ctx.meter.spent());
        let (report, next) = ctx.step(name, &knobs, incumbent, table, share);
        incumbent = next;
        steps.push(report);
    }
    let check = if cfg.final_check && ctx.error.is_none() {
        ctx.check(table, incumbent)
    } else {
        None
    };
    ctx.report(table, incumbent, steps, check)
}

/// The final check alone, with the whole of `cfg.budget`: the table's row, `chosen` and (with
/// [`Config::libc`]) the C library on every workload of `cfg`, measured as [`run`] measures its
/// final check (the same code), whatever [`Config::final_check`] says. For a check repeated
/// in several processes (`memcpy-jit tune --check-processes`): the search in one, then this
/// in each of the others.
///
/// The [`Report`] has no steps; [`Report::check`] is `None` when no round beyond the warm-up
/// fitted in the budget, and [`Report::error`] says why the check stopped early, if it did
/// (the rounds before the failure are in the check).
#[cfg(feature = "harness")]
pub fn run_check(
    cfg: &Config,
    table: Thresholds,
    chosen: Thresholds,
    source: &mut dyn Source,
    progress: &mut dyn FnMut(Progress<'_>),
) -> Report {
    let mut ctx = Ctx::new(cfg, source, progress);
    let check = ctx.check(table, chosen);
    ctx.report(table, chosen, Vec::new(), check)
}

/// The name of the rows' step ([`Config::rows`]).
pub const ROWS: &str = "row";

/// The rows' step's candidates and labels: `start` first (`row=NAME` when it is a row as it
/// reads on this CPU, else `row=start`), then every other row of the table as it reads on
/// `cfg.features`, valid and able to run there, each distinct set of thresholds once.
fn rows(start: Thresholds, cfg: &Config) -> (Vec<Thresholds>, Vec<String>) {
    let f = &cfg.features;
    let named: Vec<(&'static str, Thresholds)> = Thresholds::row_names()
        .filter_map(|n| Some((n, Thresholds::for_row(n, f)?)))
        .filter(|(_, t)| t.validate().is_ok() && t.runs_on(f))
        .collect();
    let own = named.iter().find(|(_, t)| *t == start).map(|(n, _)| *n);
    let (mut cands, mut labels) = (vec![start], vec![format!("row={}", own.unwrap_or("start"))]);
    for (n, t) in named {
        if !cands.contains(&t) {
            cands.push(t);
            labels.push(format!("row={n}"));
        }
    }
    (cands, labels)
}

/// The samples one round of a step takes: its affected workloads times its candidates (and
/// the C library); 0 for a step that measures nothing.
fn round_cost(knobs: &[&Knob], incumbent: Thresholds, table: Thresholds, cfg: &Config) -> usize {
    let cands = candidates(knobs, incumbent, table, cfg);
    if cands.len() < 2 {
        return 0;
    }
    let workloads = cfg
        .workloads
        .iter()
        .filter(|w| knobs.iter().any(|k| (k.affects)(&w.probe(), &cands)))
        .count();
    workloads * (cands.len() + usize::from(cfg.libc))
}

/// `v`, measured in `order` (`v[k]` is subject `order[k]`'s), put back in the subjects' own
/// order.
fn in_place(order: &[usize], v: Vec<f64>) -> Vec<f64> {
    let mut out = vec![f64::NAN; v.len()];
    for (&i, x) in order.iter().zip(v) {
        out[i] = x;
    }
    out
}

/// The steps in the order their first knob appears.
fn step_names(knobs: &[Knob]) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for k in knobs {
        if !out.contains(&k.step) {
            out.push(k.step);
        }
    }
    out
}

/// Time and samples spent, against the budget.
struct Meter {
    start: Instant,
    budget: Budget,
    samples: u64,
}

/// A point in the budget: spending stops there.
#[derive(Clone, Copy)]
struct Limit {
    time: Option<Duration>,
    samples: Option<u64>,
}

impl Meter {
    /// The part of the budget spent, 0 to 1 (the larger of time and samples). With no
    /// budget at all, everything is spent.
    fn spent(&self) -> f64 {
        let t = self
            .budget
            .time
            .map(|b| self.start.elapsed().as_secs_f64() / b.as_secs_f64().max(1e-9));
        let s = self
            .budget
            .samples
            .map(|b| self.samples as f64 / (b as f64).max(1e-9));
        match (t, s) {
            (None, None) => 1.0,
            (a, b) => a.unwrap_or(0.0).max(b.unwrap_or(0.0)).min(1.0),
        }
    }

    /// The point `share` of the whole budget further than now.
    fn limit(&self, share: f64) -> Limit {
        Limit {
            time: self
                .budget
                .time
                .map(|b| self.start.elapsed() + b.mul_f64(share.max(0.0))),
            samples: self
                .budget
                .samples
                .map(|b| self.samples + (b as f64 * share.max(0.0)) as u64),
        }
    }

    /// True once `limit` (or the whole budget) is reached, or would be by `next` more
    /// samples, or when there is no budget.
    fn reached(&self, limit: &Limit, next: u64) -> bool {
        if self.budget.time.is_none() && self.budget.samples.is_none() {
            return true;
        }
        let elapsed = || self.start.elapsed();
        let after = self.samples + next;
        limit.time.is_some_and(|t| elapsed() >= t)
            || limit.samples.is_some_and(|s| after > s)
            || self.budget.time.is_some_and(|t| elapsed() >= t)
            || self.budget.samples.is_some_and(|s| after > s)
    }
}

struct Ctx<'a> {
    cfg: &'a Config,
    source: &'a mut dyn Source,
    progress: &'a mut dyn FnMut(Progress<'_>),
    meter: Meter,
    error: Option<String>,
}

impl<'a> Ctx<'a> {
    /// A measuring context whose budget starts now.
    fn new(
        cfg: &'a Config,
        source: &'a mut dyn Source,
        progress: &'a mut dyn FnMut(Progress<'_>),
    ) -> Ctx<'a> {
        Ctx {
            cfg,
            source,
            progress,
            meter: Meter {
                start: Instant::now(),
                budget: cfg.budget,
                samples: 0,
            },
            error: None,
        }
    }

    /// What [`run`] and [`run_check`] return: `steps` and `check` with this context's
    /// workloads, time, samples and error.
    fn report(
        self,
        table: Thresholds,
        chosen: Thresholds,
        steps: Vec<StepReport>,
        check: Option<Check>,
    ) -> Report {
        Report {
            table,
            chosen,
            workloads: self
                .cfg
                .workloads
                .iter()
                .map(|w| (w.name.clone(), w.kind.clone()))
                .collect(),
            steps,
            check,
            elapsed: self.meter.start.elapsed(),
            samples: self.meter.samples,
            error: self.error,
            kept: None,
        }
    }
}

/// Samples of one step: `ns[workload][candidate][round]`, NaN where a candidate was not
/// sampled (it had been left out).
struct Data {
    ns: Vec<Vec<Vec<f64>>>,
    libc: Vec<Vec<f64>>,
    rounds: usize,
}

/// Where a candidate stands on the guard.
#[derive(Clone, Debug)]
enum Guard {
    /// At every point measured, within the guard's margin of the value started from or of
    /// glibc (or, in the rows' step, no more losses to glibc than the value started from).
    Passed,
    /// Not decided at these points (indices into the step's workloads).
    Pending(Vec<usize>),
    /// Slower than the value started from and glibc by more than the guard's margin at a
    /// point.
    Broken {
        point: usize,
        against: usize,
        ratio: Interval,
    },
    /// Slower than glibc in a regime, and not faster there than the value started from
    /// ([`Eval::regime_vs_libc`]).
    SlowerThanLibc {
        regime: &'static str,
        ratio: Interval,
    },
    /// The rows' step ([`Eval::guard_whole`]): slower than glibc by more than the margin at
    /// more fixed sizes than the value started from, or by more in all (the sums, in
    /// percentage points, of each point's median ratio above 1 + the margin).
    MoreLosses(Losses),
}

/// A step's decision.
enum Decision {
    Change(usize, String),
    Keep(String),
    Open(String),
}

impl Ctx<'_> {
    fn spent_progress(&mut self, step: &str) {
        let spent = self.meter.spent();
        (self.progress)(Progress { spent, step });
    }

    /// Samples every subject on workload `w`; records an error and returns `None` on failure.
    fn sample(&mut self, w: &Workload, subjects: &[Subject]) -> Option<Vec<f64>> {
        let r = self.source.sample(w, subjects);
        self.meter.samples += subjects.len() as u64;
        match r {
            Ok(v) if v.len() == subjects.len() && v.iter().all(|x| x.is_finite() && *x > 0.0) => {
                Some(v)
            }
            Ok(v) => {
                self.error = Some(format!(
                    "{}: the measurement gave {} values for {} subjects, or a value that is not a positive number",
                    w.name,
                    v.len(),
                    subjects.len()
                ));
                None
            }
            Err(e) => {
                self.error = Some(format!("{}: {e}", w.name));
                None
            }
        }
    }

    #[allow(
        clippy::too_many_lines,
        reason = "one step, read top to bottom: candidates, workloads, rounds, decision"
    )]
    fn step(
        &mut self,
        name: &'static str,
        knobs: &[&Knob],
        incumbent: Thresholds,
        table: Thresholds,
        share: f64,
    ) -> (StepReport, Thresholds) {
        let cfg = self.cfg;
        let cands = candidates(knobs, incumbent, table, cfg);
        let label = |t: &Thresholds| {
            knobs
                .iter()
                .map(|k| format!("{}={}", k.name, (k.read)(t)))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let labels = cands.iter().map(label).collect();
        let workloads: Vec<&Workload> = cfg
            .workloads
            .iter()
            .filter(|w| knobs.iter().any(|k| (k.affects)(&w.probe(), &cands)))
            .collect();
        let names: Vec<&'static str> = knobs.iter().map(|k| k.name).collect();
        self.step_over(name, &names, cands, labels, workloads, share)
    }

    /// One step over `cands` (the first is the value it starts from) labelled `labels`,
    /// measured on `workloads` (those that can tell them apart), with `share` of the budget;
    /// `knobs` are the fields it decides (none for the rows' step, which decides them all).
    fn step_over(
        &mut self,
        name: &'static str,
        knobs: &[&'static str],
        cands: Vec<Thresholds>,
        labels: Vec<String>,
        workloads: Vec<&Workload>,
        share: f64,
    ) -> (StepReport, Thresholds) {
        let cfg = self.cfg;
        let incumbent = cands[0];
        // The rows' step decides no knob in particular: every field at once.
        let whole = knobs.is_empty();
        let mut report = StepReport {
            name,
            knobs: knobs.to_vec(),
            tried: cands
                .iter()
                .zip(labels)
                .enumerate()
                .map(|(i, (t, label))| Tried {
                    label,
                    thresholds: *t,
                    ns: Vec::new(),
                    objective: None,
                    verdict: if i == 0 {
                        Verdict::Incumbent
                    } else {
                        Verdict::Open
                    },
                })
                .collect(),
            rounds: 0,
            samples: 0,
            measured: Vec::new(),
            outcome: Outcome::NotMeasured { why: String::new() },
        };
        let not_measured = |mut r: StepReport, why: String| {
            r.outcome = Outcome::NotMeasured { why };
            (r, incumbent)
        };
        if let Some(e) = &self.error {
            return not_measured(report, format!("the search stopped: {e}"));
        }
        if cands.len() < 2 {
            let why = format!(
                "only {} is valid for this CPU and the other choices",
                report.tried[0].label
            );
            return not_measured(report, why);
        }
        if workloads.is_empty() {
            let why = "no workload can tell the values apart (every one runs the same path for all of them)".to_string();
            return not_measured(report, why);
        }
        report.measured = workloads.iter().map(|w| w.id).collect();
        let limit = self.meter.limit(share);
        // At least one round of every candidate on every workload must fit.
        let one_round = (workloads.len() * (cands.len() + usize::from(cfg.libc))) as u64;
        if self.meter.reached(&limit, one_round) {
            return not_measured(report, "no budget left".into());
        }

        let n = cands.len();
        let labels: Vec<String> = report.tried.iter().map(|t| t.label.clone()).collect();
        let mut alive = vec![true; n];
        let mut data = Data {
            ns: vec![vec![Vec::new(); n]; workloads.len()],
            libc: vec![Vec::new(); workloads.len()],
            rounds: 0,
        };
        let samples_before = self.meter.samples;
        let mut next_look = MIN_ROUNDS;
        let mut round = 0usize;
        let mut decision = None;
        let mut focus: Option<Vec<usize>> = None;
        'rounds: while !self.meter.reached(&limit, 0) {
            // One sample of every live candidate (and the C library) per workload, in an order
            // that changes from round to round (`round_order`: every subject at every place,
            // and after every other one, equally often).
            let live: Vec<usize> = (0..n).filter(|&c| alive[c]).collect();
            let mut all: Vec<Subject> = live.iter().map(|&c| Subject::Code(cands[c])).collect();
            if cfg.libc {
                all.push(Subject::Libc);
            }
            let order = round_order(all.len(), round);
            let subjects: Vec<Subject> = order.iter().map(|&i| all[i]).collect();
            let mut got: Vec<(usize, Vec<f64>)> = Vec::with_capacity(workloads.len());
            for (wi, w) in workloads.iter().enumerate() {
                if focus.as_ref().is_some_and(|f| !f.contains(&wi)) {
                    continue;
                }
                if self.meter.reached(&limit, subjects.len() as u64) {
                    break 'rounds;
                }
                let Some(v) = self.sample(w, &subjects) else {
                    break 'rounds;
                };
                got.push((wi, in_place(&order, v)));
                // After every workload, not every round: a round over every regime of every
                // distribution and the guard grid can take a second.
                self.spent_progress(name);
            }
            round += 1;
            if round == 1 {
                // The first round warms up code, predictors and buffers: not kept.
                continue;
            }
            for (wi, v) in &got {
                for c in 0..n {
                    let x = live.iter().position(|&l| l == c).map_or(f64::NAN, |p| v[p]);
                    data.ns[*wi][c].push(x);
                }
                data.libc[*wi].push(if cfg.libc { v[live.len()] } else { f64::NAN });
            }
            data.rounds += 1;
            if data.rounds >= next_look {
                next_look = next_look + next_look.div_ceil(2);
                let e = Eval::new(cfg, &data, &workloads, &labels).rows(whole);
                e.eliminate(&mut alive, &mut report.tried, true);
                if let Some(d) = e.decide(&alive, false) {
                    decision = Some(d);
                    break;
                }
                // Only the guard left open: the next rounds measure just those fixed sizes,
                // which are cheap, instead of every workload.
                focus = e.focus(&alive);
            }
        }
        report.rounds = data.rounds;
        report.samples = self.meter.samples - samples_before;
        let e = Eval::new(cfg, &data, &workloads, &labels).rows(whole);
        let decision = match decision {
            Some(d) => d,
            None => {
                e.eliminate(&mut alive, &mut report.tried, false);
                match (&self.error, e.decide(&alive, true)) {
                    (Some(err), _) => Decision::Open(format!("a measurement failed: {err}")),
                    (None, Some(d)) => d,
                    (None, None) => Decision::Open("no rounds measured".into()),
                }
            }
        };
        // What the report shows of every candidate.
        for (c, t) in report.tried.iter_mut().enumerate() {
            t.ns = workloads
                .iter()
                .enumerate()
                .map(|(wi, w)| (w.id, median_finite(&data.ns[wi][c])))
                .collect();
            t.objective = if c == 0 { None } else { e.objective(c, 0) };
        }
        let chosen = match &decision {
            Decision::Change(c, _) => *c,
            _ => 0,
        };
        for (c, &live) in alive.iter().enumerate().skip(1) {
            if report.tried[c].verdict != Verdict::Open || !live {
                continue;
            }
            report.tried[c].verdict = if c == chosen {
                Verdict::Chosen
            } else {
                match e.objective(c, chosen).map(|i| i.side(cfg.equal_within)) {
                    Some(Side::Above) => Verdict::Worse,
                    Some(Side::Inside) => Verdict::Equivalent,
                    None if !e.has_objective() => Verdict::Equivalent,
                    _ => Verdict::Open,
                }
            };
        }
        let name_of = |c: usize| report.tried[c].label.clone();
        report.outcome = match decision {
            Decision::Change(c, why) => Outcome::Changed {
                why: format!("{} (from {}): {why}", name_of(c), name_of(0)),
            },
            Decision::Keep(why) => Outcome::Kept {
                why: format!("{}: {why}", name_of(0)),
            },
            Decision::Open(why) => Outcome::Undecided {
                why: format!("kept {}: {why}", name_of(0)),
            },
        };
        (report, cands[chosen])
    }

    /// The final check: the table's row, the result and the C library on every workload,
    /// with the rest of the budget.
    fn check(&mut self, table: Thresholds, chosen: Thresholds) -> Option<Check> {
        let cfg = self.cfg;
        let mut subjects = vec![Subject::Code(table)];
        if chosen != table {
            subjects.push(Subject::Code(chosen));
        }
        if cfg.libc {
            subjects.push(Subject::Libc);
        }
        let k = subjects.len();
        let limit = self.meter.limit(1.0);
        let ws = &cfg.workloads;
        let mut ns: Vec<Vec<Vec<f64>>> = vec![vec![Vec::new(); k]; ws.len()];
        let mut round = 0usize;
        'rounds: while !self.meter.reached(&limit, 0) {
            let order = round_order(k, round);
            let s: Vec<Subject> = order.iter().map(|&i| subjects[i]).collect();
            let mut got = Vec::with_capacity(ws.len());
            for w in ws {
                if self.meter.reached(&limit, k as u64) {
                    break 'rounds;
                }
                let Some(v) = self.sample(w, &s) else {
                    break 'rounds;
                };
                got.push(in_place(&order, v));
            }
            round += 1;
            self.spent_progress("check");
            if round == 1 {
                continue;
            }
            for (wi, v) in got.into_iter().enumerate() {
                for (j, x) in v.into_iter().enumerate() {
                    ns[wi][j].push(x);
                }
            }
        }
        let rounds = round.saturating_sub(1);
        if rounds == 0 {
            return None;
        }
        let (ci, li) = (usize::from(chosen != table), k - 1);
        let ratio = |wi: usize, a: usize, b: usize| -> Option<Interval> {
            if a == b {
                return None;
            }
            let d: Vec<f64> = ns[wi][a]
                .iter()
                .zip(&ns[wi][b])
                .map(|(x, y)| x.ln() - y.ln())
                .collect();
            Interval::of_logs(&d, CONFIDENCE)
        };
        let rows = (0..ws.len())
            .map(|wi| CheckRow {
                workload: ws[wi].id,
                table_ns: median_finite(&ns[wi][0]),
                chosen_ns: median_finite(&ns[wi][ci]),
                libc_ns: if cfg.libc {
                    median_finite(&ns[wi][li])
                } else {
                    f64::NAN
                },
                vs_table: ratio(wi, ci, 0),
                vs_libc: if cfg.libc { ratio(wi, ci, li) } else { None },
            })
            .collect();
        let objective = |a: usize, b: usize| -> Option<Interval> {
            if a == b {
                return None;
            }
            let total: f64 = ws.iter().map(Workload::weight).sum();
            if total <= 0.0 {
                return None;
            }
            let d: Vec<f64> = (0..rounds)
                .map(|r| {
                    ws.iter()
                        .enumerate()
                        .filter(|(_, w)| w.is_objective())
                        .map(|(wi, w)| w.weight() * (ns[wi][a][r].ln() - ns[wi][b][r].ln()))
                        .sum::<f64>()
                        / total
                })
                .collect();
            Interval::of_logs(&d, CONFIDENCE)
        };
        Some(Check {
            rounds,
            rows,
            objective_vs_table: objective(ci, 0),
            objective_vs_libc: if cfg.libc { objective(ci, li) } else { None },
        })
    }
}

/// The step's candidates: the value it starts from first, then every valid combination of
/// its knobs' values, each once.
fn candidates(
    knobs: &[&Knob],
    incumbent: Thresholds,
    table: Thresholds,
    cfg: &Config,
) -> Vec<Thresholds> {
    let mut combos = vec![incumbent];
    for k in knobs {
        let values = (k.values)(&incumbent, &table, &cfg.features);
        combos = combos
            .iter()
            .flat_map(|t| values.iter().filter_map(|&v| (k.apply)(*t, v)))
            .collect();
    }
    let mut out = vec![incumbent];
    for t in combos {
        if t.validate().is_ok() && t.runs_on(&cfg.features) && !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

fn median_finite(v: &[f64]) -> f64 {
    let f: Vec<f64> = v.iter().copied().filter(|x| x.is_finite()).collect();
    crate::harness::stats::median(&f)
}

/// The statistics of a step at one moment.
struct Eval<'a> {
    /// Equal within this on the objective.
    equal: f64,
    /// The guard's margin.
    guard: f64,
    /// glibc's `memcpy` is measured (not in the reduced search).
    libc: bool,
    data: &'a Data,
    workloads: &'a [&'a Workload],
    labels: &'a [String],
    /// Per candidate, per round: the weighted mean log ns over the distributions (NaN when
    /// not sampled); empty when no distribution was measured.
    objective: Vec<Vec<f64>>,
    n: usize,
    /// The rows' step: the candidates are whole rows ([`Eval::guard_whole`]).
    whole: bool,
}

impl<'a> Eval<'a> {
    fn new(
        cfg: &Config,
        data: &'a Data,
        workloads: &'a [&'a Workload],
        labels: &'a [String],
    ) -> Eval<'a> {
        let n = labels.len();
        let total: f64 = workloads.iter().map(|w| w.weight()).sum();
        // Rounds that measured the distributions (a round focused on the guard measures
        // fixed sizes only).
        let measured = workloads
            .iter()
            .enumerate()
            .filter(|(_, w)| w.is_objective())
            .map(|(wi, _)| data.ns[wi].first().map_or(0, Vec::len))
            .min()
            .unwrap_or(0);
        let objective = if total > 0.0 {
            (0..n)
                .map(|c| {
                    (0..measured)
                        .map(|r| {
                            workloads
                                .iter()
                                .enumerate()
                                .filter(|(_, w)| w.is_objective())
                                .map(|(wi, w)| w.weight() * data.ns[wi][c][r].ln())
                                .sum::<f64>()
                                / total
                        })
                        .collect()
                })
                .collect()
        } else {
            Vec::new()
        };
        Eval {
            equal: cfg.equal_within,
            guard: cfg.guard,
            libc: cfg.libc,
            data,
            workloads,
            labels,
            objective,
            n,
            whole: false,
        }
    }

    /// This evaluation with the rows' guard when `whole` ([`Eval::guard_whole`]).
    fn rows(mut self, whole: bool) -> Eval<'a> {
        self.whole = whole;
        self
    }

    fn has_objective(&self) -> bool {
        !self.objective.is_empty()
    }

    /// Candidate `a`'s objective over `b`'s, from the rounds where both were sampled.
    fn objective(&self, a: usize, b: usize) -> Option<Interval> {
        if !self.has_objective() {
            return None;
        }
        let d: Vec<f64> = self.objective[a]
            .iter()
            .zip(&self.objective[b])
            .map(|(x, y)| x - y)
            .collect();
        Interval::of_logs(&d, CONFIDENCE)
    }

    /// Candidate `a`'s ns over `b`'s on workload `wi`.
    fn at(&self, wi: usize, a: usize, b: usize) -> Option<Interval> {
        let d: Vec<f64> = self.data.ns[wi][a]
            .iter()
            .zip(&self.data.ns[wi][b])
            .map(|(x, y)| x.ln() - y.ln())
            .collect();
        Interval::of_logs(&d, CONFIDENCE)
    }

    /// Candidate `c`'s ns over glibc's (measured in the same rounds) on workload `wi`.
    fn at_libc(&self, wi: usize, c: usize) -> Option<Interval> {
        let d: Vec<f64> = self.data.ns[wi][c]
            .iter()
            .zip(&self.data.libc[wi])
            .map(|(x, y)| x.ln() - y.ln())
            .collect();
        Interval::of_logs(&d, CONFIDENCE)
    }

    /// Where candidate `c` stands on the guard at every fixed size: it breaks it at a point
    /// where it is slower, by more than the margin, than BOTH the value it would replace
    /// (candidate 0) and glibc's memcpy; it passes a point where it is shown within the margin
    /// of either. So a trade-off is allowed only where it keeps within the margin of glibc,
    /// and the value started from always passes. Where glibc is not measured (the reduced
    /// search), the value started from is the only reference: slower than it by more than the
    /// margin breaks the guard (it could never be shown within the margin of glibc, and the
    /// guard would stay open for the whole budget).
    ///
    /// (Against every other candidate, as first written, no candidate passed on a real
    /// machine: with trade-offs, each one loses to some other at some size — on a Zen 5 every
    /// width/masked candidate did, the search kept the table's row, and that row was 3.5%
    /// slower than glibc on the objective and up to 1.7x at fixed sizes. See docs/tuner.md.)
    fn guard(&self, c: usize, _alive: &[bool]) -> Guard {
        if self.libc && c != 0 {
            if let Some((regime, ratio)) = self.slower_regime(c) {
                return Guard::SlowerThanLibc { regime, ratio };
            }
        }
        if self.whole && self.libc && c != 0 {
            return self.guard_whole(c);
        }
        let mut pending = Vec::new();
        let mut worst: Option<(usize, usize, Interval)> = None;
        if c == 0 {
            return Guard::Passed;
        }
        for (wi, w) in self.workloads.iter().enumerate() {
            if w.is_objective() {
                continue;
            }
            let (inc, libc) = (self.at(wi, c, 0), self.at_libc(wi, c));
            let within = |i: &Option<Interval>| i.is_some_and(|i| i.hi <= 1.0 + self.guard);
            let beyond = |i: &Option<Interval>| i.is_some_and(|i| i.lo > 1.0 + self.guard);
            if within(&inc) || within(&libc) {
                continue;
            }
            // Without glibc measured (the reduced search), the value started from is the
            // only reference: slower than it by more than the margin breaks the guard.
            let libc_beyond = !self.libc || beyond(&libc);
            if let (true, true, Some(i)) = (beyond(&inc), libc_beyond, inc) {
                if worst.is_none_or(|(_, _, x)| i.lo > x.lo) {
                    worst = Some((wi, 0, i));
                }
            }
            pending.push(wi);
        }
        match worst {
            Some((point, against, ratio)) => Guard::Broken {
                point,
                against,
                ratio,
            },
            None if pending.is_empty() => Guard::Passed,
            None => Guard::Pending(pending),
        }
    }

    /// Per round, the weighted mean log of `ns(c) / ns(reference)` over the distributions of
    /// `regime` ([`Placement::regime`](super::Placement::regime)), the reference glibc
    /// (`None`) or candidate `b`: the interval of its geometric mean. None before two rounds,
    /// or where the step measured no distribution of the regime.
    fn regime_ratio(&self, regime: &str, c: usize, b: Option<usize>) -> Option<Interval> {
        let of = |wi: usize| -> Option<(f64, &Vec<f64>, &Vec<f64>)> {
            let w = self.workloads[wi];
            let super::Kind::Dist { placement, .. } = w.kind else {
                return None;
            };
            (placement.regime() == regime).then_some(())?;
            let reference = match b {
                Some(b) => &self.data.ns[wi][b],
                None => &self.data.libc[wi],
            };
            Some((w.weight(), &self.data.ns[wi][c], reference))
        };
        let parts: Vec<_> = (0..self.workloads.len()).filter_map(of).collect();
        let total: f64 = parts.iter().map(|p| p.0).sum();
        let rounds = parts.iter().map(|p| p.1.len().min(p.2.len())).min()?;
        if total <= 0.0 {
            return None;
        }
        let d: Vec<f64> = (0..rounds)
            .map(|r| {
                parts
                    .iter()
                    .map(|(w, x, y)| w * (x[r].ln() - y[r].ln()))
                    .sum::<f64>()
                    / total
            })
            .collect();
        Interval::of_logs(&d, CONFIDENCE)
    }

    /// The first regime in which candidate `c` is shown slower than glibc (the interval of
    /// its geometric mean ratio above 1 at its low end) and not shown faster than the value
    /// started from (a step towards glibc's time is not refused), with that ratio.
    fn slower_regime(&self, c: usize) -> Option<(&'static str, Interval)> {
        ["llc", "copy-then-use", "hot"]
            .into_iter()
            .find_map(|regime| {
                let vs_libc = self.regime_ratio(regime, c, None)?;
                let better = self
                    .regime_ratio(regime, c, Some(0))
                    .is_some_and(|i| i.hi < 1.0);
                (vs_libc.lo > 1.0 && !better).then_some((regime, vs_libc))
            })
    }

    /// Whether the value started from breaks the guard: at some fixed size slower than glibc
    /// by more than the margin and slower there than a live candidate by more than the
    /// margin too (so some choice does better): `Broken` at the worst such point, against
    /// that candidate. Never where glibc is not measured (the value started from is then the
    /// reference). It is never left out for it; an equal candidate that passes the guard may
    /// replace it ([`Eval::decide`]).
    fn start_guard(&self, alive: &[bool]) -> Guard {
        if !self.libc {
            return Guard::Passed;
        }
        let beyond = |i: &Option<Interval>| i.is_some_and(|i| i.lo > 1.0 + self.guard);
        let mut worst: Option<(usize, usize, Interval)> = None;
        for (wi, w) in self.workloads.iter().enumerate() {
            if w.is_objective() || !beyond(&self.at_libc(wi, 0)) {
                continue;
            }
            for c in (1..self.n).filter(|&c| alive[c]) {
                let over = self.at(wi, 0, c);
                if let (true, Some(i)) = (beyond(&over), over) {
                    if worst.is_none_or(|(_, _, x)| i.lo > x.lo) {
                        worst = Some((wi, c, i));
                    }
                }
            }
        }
        match worst {
            Some((point, against, ratio)) => Guard::Broken {
                point,
                against,
                ratio,
            },
            None => Guard::Passed,
        }
    }

    /// How candidate `c` passed the guard, for a report.
    fn passed_note(&self, c: usize) -> String {
        let margin = self.guard * 100.0;
        match self.losses(c) {
            Ok(l) if self.whole && self.libc => format!(
                "slower than glibc by more than {margin:.0}% at {} of the {} fixed sizes, {:.0} percentage points above it in all (the value started from: {}, {:.0})",
                l.points,
                self.workloads.iter().filter(|w| !w.is_objective()).count(),
                l.excess,
                l.start_points,
                l.start_excess
            ),
            _ if self.libc => format!(
                "within {margin:.0}% of the value started from or of glibc at every fixed size measured"
            ),
            _ => format!("within {margin:.0}% of the value started from at every fixed size measured"),
        }
    }

    /// Candidate `c`'s losses to glibc and those of the value started from (the rows'
    /// guard, [`Eval::guard_whole`]); `Err` with the fixed sizes not measured yet.
    fn losses(&self, c: usize) -> Result<Losses, Vec<usize>> {
        let limit = 1.0 + self.guard;
        let mut pending = Vec::new();
        let mut l = Losses {
            points: 0,
            excess: 0.0,
            start_points: 0,
            start_excess: 0.0,
        };
        for (wi, w) in self.workloads.iter().enumerate() {
            if w.is_objective() {
                continue;
            }
            let (Some(r), Some(r0)) = (self.at_libc(wi, c), self.at_libc(wi, 0)) else {
                pending.push(wi);
                continue;
            };
            if r.ratio > limit {
                l.points += 1;
                l.excess += (r.ratio - limit) * 100.0;
            }
            if r0.ratio > limit {
                l.start_points += 1;
                l.start_excess += (r0.ratio - limit) * 100.0;
            }
        }
        if pending.is_empty() {
            Ok(l)
        } else {
            Err(pending)
        }
    }

    /// The rows' step's guard. A row is many choices made together, each row with its own
    /// evidence, and a row may pay only as a whole: the AVX-512 width, the 64-byte window and
    /// the loop's strict start of the Zen 5 row, where each alone breaks the per-point guard
    /// against the generic row (docs/results/zen5-2026-12-01/from-row/). Between rows the
    /// guard is the picture against glibc as a whole: row `c` passes when it is slower than
    /// glibc by more than the margin (its median paired ratio) at no more fixed sizes than
    /// the value started from, and by no more in all. A fixed size not yet measured
    /// leaves it pending.
    fn guard_whole(&self, c: usize) -> Guard {
        match self.losses(c) {
            Err(pending) => Guard::Pending(pending),
            Ok(l) if l.points <= l.start_points && l.excess <= l.start_excess => Guard::Passed,
            Ok(l) => Guard::MoreLosses(l),
        }
    }

    /// The live candidate with the best objective estimate (the first, the incumbent, when
    /// there is no objective).
    fn leader(&self, alive: &[bool]) -> usize {
        let est = |c: usize| {
            if c == 0 {
                1.0
            } else {
                self.objective(c, 0).map_or(f64::INFINITY, |i| i.ratio)
            }
        };
        (0..self.n)
            .filter(|&c| alive[c])
            .min_by(|&a, &b| est(a).total_cmp(&est(b)))
            .unwrap_or(0)
    }

    /// Leaves out the candidates shown to break the guard; then those shown worse than the
    /// value started from, or than the leader once the leader has passed the guard (a leader
    /// may still fail it); then the slower half when more than three others remain
    /// (successive halving). The incumbent is never left out: every ratio is paired with it.
    fn eliminate(&self, alive: &mut [bool], tried: &mut [Tried], halve: bool) {
        for c in 1..self.n {
            if !alive[c] {
                continue;
            }
            match self.guard(c, alive) {
                Guard::Broken {
                    point,
                    against,
                    ratio,
                } => {
                    alive[c] = false;
                    tried[c].verdict = Verdict::GuardBroken {
                        point: self.workloads[point].name.clone(),
                        against: tried[against].label.clone(),
                        ratio,
                    };
                }
                Guard::MoreLosses(losses) => {
                    alive[c] = false;
                    tried[c].verdict = Verdict::MoreLossesToLibc(losses);
                }
                Guard::SlowerThanLibc { regime, ratio } => {
                    alive[c] = false;
                    tried[c].verdict = Verdict::SlowerThanLibc { regime, ratio };
                }
                Guard::Passed | Guard::Pending(_) => {}
            }
        }
        let leader = self.leader(alive);
        let leader_passed = leader == 0 || matches!(self.guard(leader, alive), Guard::Passed);
        let worse = |c: usize, than: usize| {
            self.objective(c, than)
                .is_some_and(|i| i.side(self.equal) == Side::Above)
        };
        for c in 1..self.n {
            if alive[c] && c != leader && (worse(c, 0) || (leader_passed && worse(c, leader))) {
                alive[c] = false;
                tried[c].verdict = Verdict::Worse;
            }
        }
        let mut others: Vec<usize> = (1..self.n).filter(|&c| alive[c] && c != leader).collect();
        let est = |c: usize| self.objective(c, 0).map(|i| i.ratio);
        // Halving needs an estimate of every candidate it ranks.
        if halve && others.len() > 3 && others.iter().all(|&c| est(c).is_some()) {
            others.sort_by(|&a, &b| est(a).unwrap_or(1.0).total_cmp(&est(b).unwrap_or(1.0)));
            for &c in &others[others.len().div_ceil(2)..] {
                alive[c] = false;
                tried[c].verdict = Verdict::Dropped;
            }
        }
    }

    /// The decision, if the data settle it; with `last`, the decision the data support when
    /// the budget is spent (`Open` when none).
    fn decide(&self, alive: &[bool], last: bool) -> Option<Decision> {
        let contenders: Vec<usize> = (1..self.n).filter(|&c| alive[c]).collect();
        let rel = |c: usize, to: usize| -> Side {
            match self.objective(c, to) {
                Some(i) => i.side(self.equal),
                None if !self.has_objective() => Side::Inside,
                None => Side::Open,
            }
        };
        let guard: Vec<Guard> = (0..self.n).map(|c| self.guard(c, alive)).collect();
        // The value started from always passes its own guard; whether it breaks the guard
        // against the others decides whether an equal candidate may replace it.
        let own = self.start_guard(alive);
        let show = |c: usize| match self.objective(c, 0) {
            Some(i) => i.to_string(),
            None if self.has_objective() => {
                format!("too few rounds ({}) for an interval", self.data.rounds)
            }
            None => "no distribution sees it".to_string(),
        };
        if contenders.is_empty() {
            return Some(Decision::Keep(format!(
                "every other value is worse by more than {:.0}% or breaks the guard{}",
                self.equal * 100.0,
                self.own_guard_note(&own)
            )));
        }
        let better: Vec<usize> = contenders
            .iter()
            .copied()
            .filter(|&c| rel(c, 0) == Side::Below)
            .collect();
        let est = |c: usize| self.objective(c, 0).map_or(1.0, |i| i.ratio);
        let best_of = |set: &[usize]| {
            set.iter()
                .copied()
                .min_by(|&a, &b| est(a).total_cmp(&est(b)))
        };
        let passing: Vec<usize> = better
            .iter()
            .copied()
            .filter(|&c| matches!(guard[c], Guard::Passed))
            .collect();
        if let Some(best) = best_of(&passing) {
            let settled = contenders
                .iter()
                .all(|&c| c == best || matches!(rel(c, best), Side::Above | Side::Inside));
            if settled || last {
                // Faster still, but the guard stayed open for them: named, with the points.
                let faster_open = |c: usize| {
                    c != best && est(c) < est(best) && matches!(guard[c], Guard::Pending(_))
                };
                let named: Vec<String> = contenders
                    .iter()
                    .filter_map(|&c| match &guard[c] {
                        Guard::Pending(p) if faster_open(c) => Some(format!(
                            "{} ({}) with the guard open at {}",
                            self.labels[c],
                            show(c),
                            self.open_points(c, p)
                        )),
                        _ => None,
                    })
                    .collect();
                // The others not told apart from it (the ones named above aside).
                let open = contenders
                    .iter()
                    .filter(|&&c| {
                        c != best
                            && !faster_open(c)
                            && !matches!(rel(c, best), Side::Above | Side::Inside)
                    })
                    .count();
                return Some(Decision::Change(
                    best,
                    format!(
                        "objective {} against the value started from; {}{}{}",
                        show(best),
                        self.passed_note(best),
                        if open > 0 {
                            format!("; {open} other candidate(s) not told apart from it")
                        } else {
                            String::new()
                        },
                        if named.is_empty() {
                            String::new()
                        } else {
                            format!("; faster but not chosen: {}", named.join("; "))
                        }
                    ),
                ));
            }
            return None;
        }
        let all_decided = contenders
            .iter()
            .all(|&c| matches!(rel(c, 0), Side::Above | Side::Inside));
        if all_decided {
            if let Guard::Broken { .. } = own {
                let equal: Vec<usize> = contenders
                    .iter()
                    .copied()
                    .filter(|&c| rel(c, 0) == Side::Inside)
                    .collect();
                let fixes: Vec<usize> = equal
                    .iter()
                    .copied()
                    .filter(|&c| matches!(guard[c], Guard::Passed))
                    .collect();
                if let Some(best) = best_of(&fixes) {
                    return Some(Decision::Change(
                        best,
                        format!(
                            "the value started from breaks the guard{}; this one is equal on the objective ({}) and within {:.0}% everywhere",
                            self.own_guard_note(&own),
                            show(best),
                            self.guard * 100.0
                        ),
                    ));
                }
                if !last && equal.iter().any(|&c| matches!(guard[c], Guard::Pending(_))) {
                    return None;
                }
            }
            return Some(Decision::Keep(format!(
                "every other value is worse by more than {:.0}% or equal within it{}",
                self.equal * 100.0,
                self.own_guard_note(&own)
            )));
        }
        if !last {
            return None;
        }
        // The budget is spent: say what stayed open.
        let mut open = Vec::new();
        for &c in &contenders {
            match (rel(c, 0), &guard[c]) {
                (Side::Below, Guard::Pending(p)) => open.push(format!(
                    "{} is faster ({}) but the guard is open at {}",
                    self.labels[c],
                    show(c),
                    self.open_points(c, p)
                )),
                (Side::Open, _) if self.objective(c, 0).is_some() => open.push(format!(
                    "{}: {} overlaps 'equal within {:.0}%'",
                    self.labels[c],
                    show(c),
                    self.equal * 100.0
                )),
                (Side::Open, _) => open.push(format!("{}: {}", self.labels[c], show(c))),
                _ => {}
            }
        }
        if open.is_empty() {
            open.push("the guard stayed open".into());
        }
        Some(Decision::Open(open.join("; ")))
    }

    /// The points where candidate `c`'s guard is open, each with its ratios to the value
    /// started from and to glibc (at most two named).
    fn open_points(&self, c: usize, points: &[usize]) -> String {
        let show = |i: Option<Interval>| i.map_or_else(|| "-".to_string(), |i| i.to_string());
        let mut named: Vec<String> = points
            .iter()
            .take(2)
            .map(|&wi| {
                format!(
                    "{} ({} the time of the value started from, {} of glibc)",
                    self.workloads[wi].name,
                    show(self.at(wi, c, 0)),
                    show(self.at_libc(wi, c))
                )
            })
            .collect();
        if points.len() > 2 {
            named.push(format!("{} more", points.len() - 2));
        }
        named.join(", ")
    }

    /// The points to measure in the next rounds when only the guard is left to settle: every
    /// live candidate's objective against the value started from is decided, and those that
    /// are faster have the guard open at some fixed sizes. `None` otherwise (measure every
    /// workload).
    fn focus(&self, alive: &[bool]) -> Option<Vec<usize>> {
        if !self.has_objective() {
            return None;
        }
        let mut points = Vec::new();
        for c in (1..self.n).filter(|&c| alive[c]) {
            let side = self.objective(c, 0).map(|i| i.side(self.equal));
            match (side, self.guard(c, alive)) {
                (None | Some(Side::Open), _) => return None,
                (Some(Side::Below), Guard::Pending(p)) => points.extend(p),
                _ => {}
            }
        }
        points.sort_unstable();
        points.dedup();
        (!points.is_empty()).then_some(points)
    }

    fn own_guard_note(&self, g: &Guard) -> String {
        match g {
            Guard::Broken {
                point,
                against,
                ratio,
            } => format!(
                " (the value started from takes {ratio} the time of {} at {})",
                self.labels[*against], self.workloads[*point].name
            ),
            _ => String::new(),
        }
    }
}
