//! Turning runs into results: statistics per cell, and the table, CSV, JSON and SVG outputs.

use std::fmt::Write as _;

use serde::{Serialize, Serializer};
use serde_json::json;

use crate::job::{Group, Job, RowResult};
use crate::number::decimals;
use crate::runner::Run;
use crate::svg;
use memcpy_jit::harness::machine::Machine;
use memcpy_jit::harness::stats::{gbps, median, Comparison, Summary, Verdict};

/// One variant in one row, as the JSON report shows it.
#[derive(Clone, Debug, Serialize)]
pub struct Cell {
    /// The variant's name.
    pub variant: String,
    pub ns_median: f64,
    pub ns_min: f64,
    pub ns_max: f64,
    pub ns_per_run: Vec<f64>,
    pub gbps_median: f64,
    /// Against the group's first variant (None for the first itself).
    pub vs_first: Option<VsFirst>,
}

/// A [`Comparison`] with the reference, as the JSON report shows it.
#[derive(Clone, Debug, Serialize)]
pub struct VsFirst {
    ratio_median: f64,
    ratio_min: f64,
    ratio_max: f64,
    change_pct: f64,
    verdict: &'static str,
}

#[derive(Clone, Debug, Serialize)]
pub struct RowReport {
    pub label: String,
    /// The size, for fixed-size rows (None for a distribution).
    pub size: Option<usize>,
    pub mean_bytes: f64,
    pub cells: Vec<Cell>,
    /// The empty function's ns per call, median across runs.
    pub floor_ns: f64,
    pub calls_per_sample: usize,
}

/// A group's results.
pub type GroupReport = Group<RowReport>;

/// Everything a report prints (and its JSON form).
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub tool: String,
    pub command: String,
    #[serde(serialize_with = "machine_json")]
    pub machine: Machine,
    pub runs: usize,
    pub rounds: usize,
    /// Copies of each generated variant, each at its own page offset, that a variant's
    /// rounds took in turn (`ab --placements`; 1 for `sweep`).
    pub code_placements: usize,
    /// Lines describing the method and workload, printed under the title.
    pub params: Vec<(String, String)>,
    pub groups: Vec<GroupReport>,
    /// Cost of the empty timestamp pair subtracted from flushed copies (median across runs).
    pub timer_ns: Option<f64>,
    /// Per group (regime), each variant's geometric mean over the group's rows of its paired
    /// ratio to the first variant: one value per run, summarised across runs.
    pub summary: Vec<GroupSummary>,
}

/// A group's geometric means ([`Report::summary`]).
#[derive(Clone, Debug, Serialize)]
pub struct GroupSummary {
    pub group: String,
    /// Per variant after the first, in order: the median, lowest and highest over the runs of
    /// each run's geometric mean (over the rows) of `ns(variant) / ns(first variant)`.
    pub geomean_vs_first: Vec<Geomean>,
}

/// One variant's geometric mean ratio in one group, over the runs.
#[derive(Clone, Debug, Serialize)]
pub struct Geomean {
    pub variant: String,
    pub median: f64,
    pub min: f64,
    pub max: f64,
    pub per_run: Vec<f64>,
}

impl Report {
    /// Aggregates `runs` of `job`.
    pub fn build(tool: &str, job: &Job, runs: &[Run], params: Vec<(String, String)>) -> Report {
        let mut groups = Vec::new();
        for (gi, g) in job.groups.iter().enumerate() {
            let mut rows = Vec::new();
            for (ri, r) in g.rows.iter().enumerate() {
                // Run by run: this row's results, and a value of each.
                let got: Vec<&RowResult> = runs.iter().map(|(_, rows)| &rows[gi][ri]).collect();
                let per_run = |f: &dyn Fn(&RowResult) -> f64| got.iter().map(|&x| f(x)).collect();
                let reference: Vec<f64> = per_run(&|x| x.ns[0]);
                let cell = |v: usize| {
                    let ns_per_run: Vec<f64> = per_run(&|x| x.ns[v]);
                    let ns = Summary::of(&ns_per_run);
                    let vs_first = (v > 0).then(|| Comparison::new(&ns_per_run, &reference));
                    Cell {
                        variant: g.variants[v].name.clone(),
                        ns_median: ns.median,
                        ns_min: ns.min,
                        ns_max: ns.max,
                        gbps_median: gbps(r.mean_bytes(), ns.median),
                        ns_per_run,
                        vs_first: vs_first.map(|c| VsFirst {
                            ratio_median: c.ratio.median,
                            ratio_min: c.ratio.min,
                            ratio_max: c.ratio.max,
                            change_pct: c.change_pct,
                            verdict: c.verdict.name(),
                        }),
                    }
                };
                rows.push(RowReport {
                    label: r.label.clone(),
                    size: (r.sizes.len() == 1).then(|| r.sizes[0]),
                    mean_bytes: r.mean_bytes(),
                    cells: (0..g.variants.len()).map(cell).collect(),
                    floor_ns: median(&per_run(&|x| x.floor_ns)),
                    calls_per_sample: got[0].calls_per_sample,
                });
            }
            groups.push(GroupReport {
                name: g.name.clone(),
                scenario: g.scenario,
                placement: g.placement,
                variants: g.variants.clone(),
                rows,
            });
        }
        let summary = job
            .groups
            .iter()
            .enumerate()
            .map(|(gi, g)| {
                let per_run = |v: usize| -> Vec<f64> {
                    let of = |rows: &[RowResult]| -> f64 {
                        let logs = rows.iter().map(|r| (r.ns[v] / r.ns[0]).ln());
                        (logs.sum::<f64>() / rows.len().max(1) as f64).exp()
                    };
                    runs.iter().map(|(_, rows)| of(&rows[gi])).collect()
                };
                GroupSummary {
                    group: g.name.clone(),
                    geomean_vs_first: (1..g.variants.len())
                        .map(|v| {
                            let per_run = per_run(v);
                            let x = Summary::of(&per_run);
                            Geomean {
                                variant: g.variants[v].name.clone(),
                                median: x.median,
                                min: x.min,
                                max: x.max,
                                per_run,
                            }
                        })
                        .collect(),
                }
            })
            .collect();
        let flushed = job.groups.iter().any(|g| g.scenario.is_flushed());
        let timer: Vec<f64> = runs.iter().map(|(timer_ns, _)| *timer_ns).collect();
        Report {
            tool: tool.to_string(),
            command: command_line(),
            machine: Machine::detect(),
            runs: runs.len(),
            rounds: job.rounds,
            code_placements: job.code_placements,
            params,
            groups,
            timer_ns: flushed.then(|| median(&timer)),
            summary,
        }
    }

    /// The title line and the parameters under it.
    pub fn header(&self) -> String {
        let mut s = format!("{} on {}\n", self.tool, self.machine.line());
        for (k, v) in &self.params {
            let _ = writeln!(s, "  {k}: {v}");
        }
        s
    }

    /// The text printed on stdout.
    pub fn table(&self) -> String {
        let mut s = self.header();
        for g in &self.groups {
            let describe: Vec<String> = g
                .variants
                .iter()
                .map(|v| format!("{} = {}: {}", v.name, v.spec, v.describe))
                .collect();
            let (name, scenario, describe) = (&g.name, g.scenario.name(), describe.join("; "));
            let _ = writeln!(
                s,
                "\n[{name}] scenario {scenario}: ns per call ({describe})"
            );
            let pairs: Vec<(usize, usize)> = (1..g.variants.len()).map(|v| (v, 0)).collect();
            s += &g.ns_table(self.runs, &pairs, true);
            // GB/s, compactly.
            let mut lines = vec![vec!["GB/s".to_string()]];
            lines[0].extend(g.variants.iter().map(|v| v.name.clone()));
            for r in &g.rows {
                let gbps = r.cells.iter().map(|c| format!("{:.2}", c.gbps_median));
                lines.push(std::iter::once(r.label.clone()).chain(gbps).collect());
            }
            s += &render_rows(&lines);
        }
        s += &self.summary_table();
        s + "\n" + &self.notes()
    }

    /// Every regime side by side: per variant after the first, the geometric mean over each
    /// group's rows of its paired ratio to the first variant (median [min-max] over the
    /// runs). Empty for a report of one group of one row (its table says it all).
    pub fn summary_table(&self) -> String {
        let Some(first) = self.groups.first() else {
            return String::new();
        };
        if self.groups.len() == 1 && first.rows.len() == 1 || first.variants.len() < 2 {
            return String::new();
        }
        let reference = &first.variants[0].name;
        let mut s = format!(
            "\n[summary] geometric mean over each table's rows of ns(variant) / ns({reference}), paired in each run: median [min-max] over {} runs\n",
            self.runs
        );
        let mut lines = vec![std::iter::once("variant".to_string())
            .chain(self.summary.iter().map(|g| g.group.clone()))
            .collect::<Vec<_>>()];
        for (v, variant) in first.variants.iter().enumerate().skip(1) {
            let cells = self
                .summary
                .iter()
                .map(|g| match g.geomean_vs_first.get(v - 1) {
                    Some(x) => format!("{:.3} [{:.3}-{:.3}]", x.median, x.min, x.max),
                    None => "-".to_string(),
                });
            lines.push(std::iter::once(variant.name.clone()).chain(cells).collect());
        }
        s += &render_rows(&lines);
        s
    }

    /// Footnotes: what the cells mean, significance, flushing.
    pub fn notes(&self) -> String {
        let significance = if self.runs < 2 {
            "Only one run: no run-to-run spread, so no difference is called significant (shown with `?`)."
        } else {
            "n.s. = no significant difference: the per-run ratios straddle 1.0, or the medians differ by less than the run-to-run spread (max-min) of either variant."
        };
        let (runs, rounds, timer) = (self.runs, self.rounds, self.timer_ns.unwrap_or(f64::NAN));
        let mut s = format!(
            "Cells: median ns per call across {runs} runs [min-max across runs]; each run's value is the median of its {rounds} rounds.\n\
             Change: median of the per-run paired ratios (variant / first variant, same process) - 1 [min, max across runs].\n\
             {significance}\n\
             floor: an empty function called the same way (indirect call, loop, timing); it is included in every cell, not subtracted.\n"
        );
        if self.groups.iter().any(|g| g.scenario.is_flushed()) {
            let _ = writeln!(
                s,
                "Flushed scenarios: before each copy every cache line of the flushed range(s) is clflush'ed, then mfence; each copy is then timed alone \
                 (lfence; rdtsc; lfence; call; mfence; rdtscp), so the flush itself is outside the timed window. Flushing still adds its own cost: \
                 write-backs of the dirty destination lines may still occupy the memory controller, and the timing pair costs {timer:.1} ns, which was \
                 measured with nothing between the timestamps and subtracted. The mfence before the end timestamp makes the time include draining the stores. \
                 Flushed cells are latencies of one cold copy; warm cells are throughput of back-to-back calls: do not compare the two directly."
            );
        }
        s
    }

    /// One CSV line per row and variant ([`CsvRow`]).
    pub fn csv(&self) -> Result<String, std::io::Error> {
        let mut w = csv::Writer::from_writer(Vec::new());
        for g in &self.groups {
            for r in &g.rows {
                for (v, c) in g.variants.iter().zip(&r.cells) {
                    let cmp =
                        |f: fn(&VsFirst) -> f64| num4(c.vs_first.as_ref().map_or(f64::NAN, f));
                    w.serialize(CsvRow {
                        group: &g.name,
                        scenario: g.scenario.name(),
                        row: &r.label,
                        bytes: num4(r.mean_bytes),
                        variant: &v.name,
                        spec: &v.spec,
                        runs: c.ns_per_run.len(),
                        ns_median: num4(c.ns_median),
                        ns_min: num4(c.ns_min),
                        ns_max: num4(c.ns_max),
                        gbps_median: num4(c.gbps_median),
                        ratio_median: cmp(|c| c.ratio_median),
                        ratio_min: cmp(|c| c.ratio_min),
                        ratio_max: cmp(|c| c.ratio_max),
                        change_pct: cmp(|c| c.change_pct),
                        verdict: c.vs_first.as_ref().map_or("", |c| c.verdict),
                        floor_ns: num4(r.floor_ns),
                        placement: g.placement.name(),
                        code_placements: self.code_placements,
                    })?;
                }
            }
        }
        let bytes = w.into_inner().map_err(|e| e.into_error())?;
        String::from_utf8(bytes).map_err(std::io::Error::other)
    }

    /// ns per call against size, one panel per group that has at least two fixed sizes.
    pub fn svg(&self, title: &str) -> String {
        let mut panels = Vec::new();
        for g in &self.groups {
            // The fixed-size rows, by size (the first of equal sizes).
            let mut rows: Vec<(f64, &RowReport)> = g
                .rows
                .iter()
                .filter_map(|r| Some((r.size? as f64, r)))
                .collect();
            rows.sort_by(|a, b| a.0.total_cmp(&b.0));
            rows.dedup_by(|a, b| a.0 == b.0);
            if rows.len() < 2 {
                continue;
            }
            let series = g.variants.iter().enumerate().map(|(v, info)| svg::Series {
                name: format!("{} = {}", info.name, info.spec),
                points: rows
                    .iter()
                    .map(|(x, r)| (*x, r.cells[v].ns_median))
                    .collect(),
            });
            let (name, scenario, runs) = (&g.name, g.scenario.name(), self.runs);
            panels.push(svg::Panel {
                title: if name == scenario {
                    format!("scenario {name}, median of {runs} runs")
                } else {
                    format!("{name} (scenario {scenario}), median of {runs} runs")
                },
                series: series.collect(),
            });
        }
        let (m, c) = (&self.machine, &self.machine.cpu);
        let (name, family, model, flags) = (c.model_name(), c.family(), c.model(), m.flags());
        let sub = format!(
            "{name} (family {family} model {model}), {flags}, {}",
            m.kernel
        );
        svg::render(title, &sub, &panels)
    }
}

/// [`Machine`] as the JSON report shows it: the CPU's fields flattened, in this order.
pub fn machine_json<S: Serializer>(m: &Machine, s: S) -> Result<S::Ok, S::Error> {
    let c = &m.cpu;
    s.collect_map([
        ("vendor", json!(c.vendor_id())),
        ("model_name", json!(c.model_name())),
        ("family", json!(c.family())),
        ("model", json!(c.model())),
        ("erms", json!(c.has_erms())),
        ("fsrm", json!(c.has_fsrm())),
        ("avx2", json!(c.has_avx2())),
        ("avx512f", json!(c.has_avx512f())),
        ("l1d_bytes", json!(c.l1d_bytes())),
        ("l2_bytes", json!(c.l2_bytes())),
        ("l3_bytes", json!(c.l3_bytes())),
        ("logical_cpus", json!(m.logical_cpus)),
        ("kernel", json!(m.kernel)),
        ("libc", json!(m.libc)),
        ("unix_time", json!(m.unix_time)),
    ])
}

impl Group<RowReport> {
    /// ns per call per row: a column per variant, then the change of each `(variant,
    /// reference)` of `pairs` (median paired ratio across runs), then the floor if asked.
    pub fn ns_table(&self, runs: usize, pairs: &[(usize, usize)], floor: bool) -> String {
        let sized = self.rows.iter().all(|r| r.size.is_some());
        let v = &self.variants;
        let mut header = vec![if sized { "bytes" } else { "workload" }.to_string()];
        header.extend(v.iter().map(|v| format!("{} ns", v.name)));
        header.extend(
            pairs
                .iter()
                .map(|&(a, b)| format!("{} vs {}", v[a].name, v[b].name)),
        );
        header.extend(floor.then(|| "floor ns".to_string()));
        let mut lines = vec![header];
        for r in &self.rows {
            let c = &r.cells;
            let mut line = vec![r.label.clone()];
            line.extend(c.iter().map(|c| ns_cell(c, runs)));
            line.extend(
                pairs.iter().map(|&(a, b)| {
                    change_cell(&Comparison::new(&c[a].ns_per_run, &c[b].ns_per_run))
                }),
            );
            line.extend(floor.then(|| num(r.floor_ns)));
            lines.push(line);
        }
        render_rows(&lines)
    }
}

/// Right-aligned columns (first column left-aligned), separated by ` | `, a rule under the
/// first line.
pub fn render_rows(lines: &[Vec<String>]) -> String {
    let cols = lines.iter().map(Vec::len).max().unwrap_or(0);
    let width = |c: usize| {
        lines
            .iter()
            .filter_map(|l| Some(l.get(c)?.chars().count()))
            .max()
    };
    let widths: Vec<usize> = (0..cols).map(|c| width(c).unwrap_or(0)).collect();
    let rule: Vec<String> = widths.iter().map(|&w| "-".repeat(w)).collect();
    let mut s = String::new();
    for (i, l) in lines.iter().enumerate() {
        let cells: Vec<String> = l
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(c, (v, &w))| match c {
                0 => format!("{v:<w$}"),
                _ => format!("{v:>w$}"),
            })
            .collect();
        let _ = writeln!(s, "{}", cells.join(" | ").trim_end());
        if i == 0 {
            let _ = writeln!(s, "{}", rule.join("-|-"));
        }
    }
    s
}

/// A number with about three significant digits (`-` when not finite).
pub fn num(v: f64) -> String {
    if v.is_finite() {
        decimals(v, 100.0)
    } else {
        "-".into()
    }
}

/// `3.10 [3.05-3.20]`: median [min-max] across runs (the median alone for one run).
pub fn ns_cell(c: &Cell, runs: usize) -> String {
    match runs {
        0 | 1 => num(c.ns_median),
        _ => format!("{} [{}-{}]", num(c.ns_median), num(c.ns_min), num(c.ns_max)),
    }
}

/// `+25.3% [+24.1,+26.0]`, `n.s.`, or `+25.3%?` (one run).
pub fn change_cell(c: &Comparison) -> String {
    let pct = |v: f64| format!("{v:+.1}%");
    match c.verdict {
        Verdict::NotSignificant => "n.s.".into(),
        Verdict::SingleRun => format!("{}?", pct(c.change_pct)),
        Verdict::Significant => format!(
            "{} [{},{}]",
            pct(c.change_pct),
            pct((c.ratio.min - 1.0) * 100.0),
            pct((c.ratio.max - 1.0) * 100.0)
        ),
    }
}

/// The first line of every CSV report: its column names ([`CsvRow`]'s fields; the tests
/// check the two agree: here, and `output` that recognises a report by its start).
#[cfg(test)]
pub const CSV_HEADER: &str = "group,scenario,row,bytes,variant,spec,runs,ns_median,ns_min,\
ns_max,gbps_median,ratio_median,ratio_min,ratio_max,change_pct,verdict,floor_ns,placement,\
code_placements";

/// One line of the CSV output. Numbers have 4 decimals; a missing one (the first variant's
/// ratio) is an empty field.
#[derive(Serialize)]
struct CsvRow<'a> {
    group: &'a str,
    scenario: &'static str,
    row: &'a str,
    bytes: String,
    variant: &'a str,
    spec: &'a str,
    runs: usize,
    ns_median: String,
    ns_min: String,
    ns_max: String,
    gbps_median: String,
    ratio_median: String,
    ratio_min: String,
    ratio_max: String,
    change_pct: String,
    verdict: &'static str,
    floor_ns: String,
    /// After the older columns, so that they keep their places.
    placement: &'static str,
    /// Copies of each generated variant the run rotated over (`ab --placements`; 1 for
    /// `sweep`). Last, for the same reason.
    code_placements: usize,
}

/// A CSV number: 4 decimals, empty when not finite.
fn num4(v: f64) -> String {
    if v.is_finite() {
        format!("{v:.4}")
    } else {
        String::new()
    }
}

/// The command line as typed (for reports), quoted for a shell where needed.
pub fn command_line() -> String {
    let args = std::env::args().skip(1);
    let quoted = std::iter::once("memcpy-jit".to_string()).chain(args.map(|a| {
        match a.is_empty() || a.contains(|c: char| c.is_whitespace() || "\"'$;&|<>".contains(c)) {
            true => format!("'{}'", a.replace('\'', r"'\''")),
            false => a,
        }
    }));
    quoted.collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells() {
        let sig = Comparison::new(&[20.0, 20.2, 20.1], &[10.0, 10.1, 10.0]);
        assert!(change_cell(&sig).starts_with("+100"));
        let ns = Comparison::new(&[10.0, 10.2, 9.9], &[10.0, 10.1, 10.0]);
        assert_eq!(change_cell(&ns), "n.s.");
        let one = Comparison::new(&[5.0], &[10.0]);
        assert_eq!(change_cell(&one), "-50.0%?");
        assert_eq!(num(1.234), "1.23");
        assert_eq!(num(12.34), "12.3");
        assert_eq!(num(123.4), "123");
    }

    #[test]
    fn the_csv_names_its_columns_and_how_many_code_placements() {
        let text = r#"{"groups":[{"name":"warm","scenario":"warm","variants":[["g","glibc"],["r","vector"]],"rows":[{"label":"64","sizes":[64],"src_off":0,"dst_off":0}]}],"rounds":7,"target_ns":20000,"flush_batch":4,"ws_region":0,"code_placements":3}"#;
        let job = Job::from_json(text.as_bytes()).unwrap();
        let row = RowResult {
            group: 0,
            row: 0,
            ns: vec![2.0, 1.5],
            floor_ns: 0.5,
            calls_per_sample: 9,
        };
        let runs: Vec<Run> = vec![(0.0, vec![vec![row]])];
        let report = Report::build("memcpy-jit ab", &job, &runs, Vec::new());
        assert_eq!(report.code_placements, 3);
        let csv = report.csv().unwrap();
        let mut lines = csv.lines();
        assert_eq!(lines.next(), Some(CSV_HEADER));
        for line in lines {
            assert!(line.ends_with(",aligned,3"), "{line}");
        }
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["code_placements"], 3);
    }

    #[test]
    fn table_layout() {
        let t = render_rows(&[
            vec!["bytes".into(), "a ns".into()],
            vec!["32".into(), "3.10".into()],
        ]);
        assert_eq!(t, "bytes | a ns\n------|-----\n32    | 3.10\n");
    }
}
