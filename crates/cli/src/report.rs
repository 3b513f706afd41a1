//! Turning runs into results: statistics per cell, and the table, CSV, JSON and SVG outputs.

use std::fmt::Write as _;

use serde::{Serialize, Serializer};

use crate::job::{scenario_name, Job, Scenario};
use crate::runner::Runs;
use crate::svg;
use crate::WriteError;
use memcpy_jit::harness::machine::Machine;
use memcpy_jit::harness::stats::{gbps, median, Comparison, Summary, Verdict};

/// A variant as reports show it.
#[derive(Clone, Debug, Serialize)]
pub struct VariantInfo {
    pub name: String,
    pub spec: String,
    pub describe: String,
}

/// One variant in one row.
#[derive(Clone, Debug, Serialize)]
#[serde(into = "CellJson")]
pub struct Cell {
    /// The variant's name.
    pub variant: String,
    pub ns: Summary,
    pub per_run: Vec<f64>,
    pub gbps: f64,
    /// Against the group's first variant (None for the first itself).
    pub cmp: Option<Comparison>,
}

/// A cell as the JSON report shows it.
#[derive(Serialize)]
pub struct CellJson {
    variant: String,
    ns_median: f64,
    ns_min: f64,
    ns_max: f64,
    ns_per_run: Vec<f64>,
    gbps_median: f64,
    vs_first: Option<VsFirst>,
}

#[derive(Serialize)]
struct VsFirst {
    ratio_median: f64,
    ratio_min: f64,
    ratio_max: f64,
    change_pct: f64,
    verdict: &'static str,
}

impl From<Cell> for CellJson {
    fn from(c: Cell) -> CellJson {
        CellJson {
            variant: c.variant,
            ns_median: c.ns.median,
            ns_min: c.ns.min,
            ns_max: c.ns.max,
            ns_per_run: c.per_run,
            gbps_median: c.gbps,
            vs_first: c.cmp.map(|cmp| VsFirst {
                ratio_median: cmp.ratio.median,
                ratio_min: cmp.ratio.min,
                ratio_max: cmp.ratio.max,
                change_pct: cmp.change_pct,
                verdict: cmp.verdict.name(),
            }),
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct RowReport {
    pub label: String,
    /// The size, for fixed-size rows (None for a distribution).
    pub size: Option<usize>,
    pub mean_bytes: f64,
    pub cells: Vec<Cell>,
    #[serde(rename = "floor_ns", serialize_with = "median_of")]
    pub floor: Summary,
    pub calls_per_sample: usize,
}

fn median_of<S: Serializer>(v: &Summary, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(v.median)
}

#[derive(Clone, Debug, Serialize)]
pub struct GroupReport {
    pub name: String,
    #[serde(with = "scenario_name")]
    pub scenario: Scenario,
    /// `aligned` or `random`.
    pub placement: &'static str,
    pub variants: Vec<VariantInfo>,
    pub rows: Vec<RowReport>,
}

/// Everything a report prints (and its JSON form).
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub tool: String,
    pub command: String,
    #[serde(serialize_with = "machine_json")]
    pub machine: Machine,
    pub runs: usize,
    pub rounds: usize,
    /// Lines describing the method and workload, printed under the title.
    pub params: Vec<(String, String)>,
    pub groups: Vec<GroupReport>,
    /// Cost of the empty timestamp pair subtracted from flushed copies (median across runs).
    pub timer_ns: Option<f64>,
}

impl Report {
    /// Aggregates `runs` of `job`. `variants[g]` describe group g's variants.
    pub fn build(
        tool: &str,
        job: &Job,
        runs: &Runs,
        variants: Vec<Vec<VariantInfo>>,
        params: Vec<(String, String)>,
    ) -> Report {
        let mut groups = Vec::new();
        for (gi, (g, vinfo)) in job.groups.iter().zip(variants).enumerate() {
            let mut rows = Vec::new();
            for (ri, r) in g.rows.iter().enumerate() {
                let reference = runs.ns(gi, ri, 0);
                let cells = (0..g.variants.len())
                    .map(|v| {
                        let per_run = runs.ns(gi, ri, v);
                        let ns = Summary::of(&per_run);
                        Cell {
                            variant: g.variants[v].0.clone(),
                            gbps: gbps(r.mean_bytes(), ns.median),
                            cmp: (v > 0).then(|| Comparison::new(&per_run, &reference)),
                            ns,
                            per_run,
                        }
                    })
                    .collect();
                rows.push(RowReport {
                    label: r.label.clone(),
                    size: r.fixed_size(),
                    mean_bytes: r.mean_bytes(),
                    cells,
                    floor: Summary::of(&runs.floor(gi, ri)),
                    calls_per_sample: runs.calls_per_sample(gi, ri),
                });
            }
            groups.push(GroupReport {
                name: g.name.clone(),
                scenario: g.scenario,
                placement: g.placement.name(),
                variants: vinfo,
                rows,
            });
        }
        let flushed = job.groups.iter().any(|g| g.scenario.is_flushed());
        let timer: Vec<f64> = runs.metas.iter().map(|m| m.timer_ns).collect();
        Report {
            tool: tool.to_string(),
            command: command_line(),
            machine: Machine::detect(),
            runs: runs.results.len(),
            rounds: job.rounds,
            params,
            groups,
            timer_ns: flushed.then(|| median(&timer)),
        }
    }

    /// The text printed on stdout.
    pub fn table(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "{} on {}", self.tool, self.machine.line());
        for (k, v) in &self.params {
            let _ = writeln!(s, "  {k}: {v}");
        }
        for g in &self.groups {
            let _ = writeln!(s);
            s += &group_table(g, self.runs);
        }
        let _ = writeln!(s);
        s += &self.notes();
        s
    }

    /// Footnotes: what the cells mean, significance, flushing.
    pub fn notes(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "Cells: median ns per call across {} runs [min-max across runs]; each run's value is the median of its {} rounds.",
            self.runs, self.rounds
        );
        let _ = writeln!(
            s,
            "Change: median of the per-run paired ratios (variant / first variant, same process) - 1 [min, max across runs]."
        );
        if self.runs < 2 {
            let _ = writeln!(
                s,
                "Only one run: no run-to-run spread, so no difference is called significant (shown with `?`)."
            );
        } else {
            let _ = writeln!(
                s,
                "n.s. = no significant difference: the per-run ratios straddle 1.0, or the medians differ by less than the run-to-run spread (max-min) of either variant."
            );
        }
        let _ = writeln!(
            s,
            "floor: an empty function called the same way (indirect call, loop, timing); it is included in every cell, not subtracted."
        );
        if self.groups.iter().any(|g| g.scenario.is_flushed()) {
            let _ = writeln!(
                s,
                "Flushed scenarios: before each copy every cache line of the flushed range(s) is clflush'ed, then mfence; each copy is then timed alone \
                 (lfence; rdtsc; lfence; call; mfence; rdtscp), so the flush itself is outside the timed window. Flushing still adds its own cost: \
                 write-backs of the dirty destination lines may still occupy the memory controller, and the timing pair costs {:.1} ns, which was \
                 measured with nothing between the timestamps and subtracted. The mfence before the end timestamp makes the time include draining the stores. \
                 Flushed cells are latencies of one cold copy; warm cells are throughput of back-to-back calls: do not compare the two directly.",
                self.timer_ns.unwrap_or(f64::NAN)
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
                    let cmp = |f: fn(&Comparison) -> f64| c.cmp.as_ref().map_or(f64::NAN, f);
                    w.serialize(CsvRow {
                        group: &g.name,
                        scenario: g.scenario.name(),
                        row: &r.label,
                        bytes: Num(r.mean_bytes),
                        variant: &v.name,
                        spec: &v.spec,
                        runs: c.per_run.len(),
                        ns_median: Num(c.ns.median),
                        ns_min: Num(c.ns.min),
                        ns_max: Num(c.ns.max),
                        gbps_median: Num(c.gbps),
                        ratio_median: Num(cmp(|c| c.ratio.median)),
                        ratio_min: Num(cmp(|c| c.ratio.min)),
                        ratio_max: Num(cmp(|c| c.ratio.max)),
                        change_pct: Num(cmp(|c| c.change_pct)),
                        verdict: c.cmp.map_or("", |c| c.verdict.name()),
                        floor_ns: Num(r.floor.median),
                        placement: g.placement,
                    })?;
                }
            }
        }
        let bytes = w.into_inner().map_err(|e| e.into_error())?;
        String::from_utf8(bytes).map_err(std::io::Error::other)
    }

    /// ns per call against size, one panel per group that has at least two fixed sizes.
    pub fn svg(&self, title: &str) -> String {
        let panels: Vec<svg::Panel> = self
            .groups
            .iter()
            .filter(|g| {
                let mut sizes: Vec<usize> = g.rows.iter().filter_map(|r| r.size).collect();
                sizes.sort_unstable();
                sizes.dedup();
                sizes.len() >= 2
            })
            .map(|g| svg::Panel {
                title: if g.name == g.scenario.name() {
                    format!("scenario {}, median of {} runs", g.name, self.runs)
                } else {
                    format!(
                        "{} (scenario {}), median of {} runs",
                        g.name,
                        g.scenario.name(),
                        self.runs
                    )
                },
                series: g
                    .variants
                    .iter()
                    .enumerate()
                    .map(|(v, info)| {
                        let mut points: Vec<(f64, f64)> = g
                            .rows
                            .iter()
                            .filter_map(|r| r.size.map(|sz| (sz as f64, r.cells[v].ns.median)))
                            .collect();
                        points.sort_by(|a, b| a.0.total_cmp(&b.0));
                        points.dedup_by(|a, b| a.0 == b.0);
                        svg::Series {
                            name: format!("{} = {}", info.name, info.spec),
                            points,
                        }
                    })
                    .collect(),
            })
            .collect();
        let c = &self.machine.cpu;
        let sub = format!(
            "{} (family {} model {}), {}, {}",
            c.model_name(),
            c.family(),
            c.model(),
            self.machine.flags(),
            self.machine.kernel
        );
        svg::render(title, &sub, &panels)
    }
}

/// The machine as reports' JSON shows it: the CPU's fields flattened.
#[derive(Serialize)]
struct MachineJson<'a> {
    vendor: &'a str,
    model_name: &'a str,
    family: u32,
    model: u32,
    erms: bool,
    fsrm: bool,
    avx2: bool,
    avx512f: bool,
    l1d_bytes: Option<u32>,
    l2_bytes: Option<u32>,
    l3_bytes: Option<u32>,
    logical_cpus: usize,
    kernel: &'a str,
    libc: &'a str,
    unix_time: u64,
}

/// [`Machine`] in the JSON report.
pub fn machine_json<S: Serializer>(m: &Machine, s: S) -> Result<S::Ok, S::Error> {
    let c = &m.cpu;
    MachineJson {
        vendor: c.vendor_id(),
        model_name: c.model_name(),
        family: c.family(),
        model: c.model(),
        erms: c.has_erms(),
        fsrm: c.has_fsrm(),
        avx2: c.has_avx2(),
        avx512f: c.has_avx512f(),
        l1d_bytes: c.l1d_bytes(),
        l2_bytes: c.l2_bytes(),
        l3_bytes: c.l3_bytes(),
        logical_cpus: m.logical_cpus,
        kernel: &m.kernel,
        libc: &m.libc,
        unix_time: m.unix_time,
    }
    .serialize(s)
}

fn group_table(g: &GroupReport, runs: usize) -> String {
    let reference = &g.variants[0].name;
    let mut header = vec![if g.rows.iter().all(|r| r.size.is_some()) {
        "bytes".to_string()
    } else {
        "workload".to_string()
    }];
    header.extend(g.variants.iter().map(|v| format!("{} ns", v.name)));
    header.extend(
        g.variants
            .iter()
            .skip(1)
            .map(|v| format!("{} vs {reference}", v.name)),
    );
    header.push("floor ns".into());
    let mut lines = vec![header];
    for r in &g.rows {
        let mut line = vec![r.label.clone()];
        line.extend(r.cells.iter().map(|c| ns_cell(&c.ns, runs)));
        line.extend(r.cells.iter().skip(1).map(|c| change_cell(c.cmp.as_ref())));
        line.push(num(r.floor.median));
        lines.push(line);
    }
    let mut s = format!(
        "[{}] scenario {}: ns per call ({})\n",
        g.name,
        g.scenario.name(),
        g.variants
            .iter()
            .map(|v| format!("{} = {}: {}", v.name, v.spec, v.describe))
            .collect::<Vec<_>>()
            .join("; ")
    );
    s += &render_rows(&lines);
    // GB/s, compactly.
    let mut gl = vec![{
        let mut h = vec!["GB/s".to_string()];
        h.extend(g.variants.iter().map(|v| v.name.clone()));
        h
    }];
    for r in &g.rows {
        let mut line = vec![r.label.clone()];
        line.extend(r.cells.iter().map(|c| format!("{:.2}", c.gbps)));
        gl.push(line);
    }
    s += &render_rows(&gl);
    s
}

/// Right-aligned columns (first column left-aligned), separated by ` | `.
pub fn render_rows(lines: &[Vec<String>]) -> String {
    let cols = lines.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..cols)
        .map(|c| {
            lines
                .iter()
                .filter_map(|l| l.get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut s = String::new();
    for (i, l) in lines.iter().enumerate() {
        let cells: Vec<String> = l
            .iter()
            .enumerate()
            .map(|(c, v)| {
                if c == 0 {
                    format!("{v:<w$}", w = widths[c])
                } else {
                    format!("{v:>w$}", w = widths[c])
                }
            })
            .collect();
        let _ = writeln!(s, "{}", cells.join(" | ").trim_end());
        if i == 0 {
            let rule: Vec<String> = widths.iter().map(|&w| "-".repeat(w)).collect();
            let _ = writeln!(s, "{}", rule.join("-|-"));
        }
    }
    s
}

/// A number with about three significant digits.
pub fn num(v: f64) -> String {
    if !v.is_finite() {
        "-".into()
    } else if v.abs() >= 100.0 {
        format!("{v:.0}")
    } else if v.abs() >= 10.0 {
        format!("{v:.1}")
    } else {
        format!("{v:.2}")
    }
}

fn ns_cell(s: &Summary, runs: usize) -> String {
    if runs < 2 {
        num(s.median)
    } else {
        format!("{} [{}-{}]", num(s.median), num(s.min), num(s.max))
    }
}

fn pct(v: f64) -> String {
    format!("{v:+.1}%")
}

/// `+25.3% [+24.1,+26.0]`, `n.s.`, or `+25.3%?` (one run).
pub fn change_cell(c: Option<&Comparison>) -> String {
    match c {
        None => String::new(),
        Some(c) => match c.verdict {
            Verdict::NotSignificant => "n.s.".into(),
            Verdict::SingleRun => format!("{}?", pct(c.change_pct)),
            Verdict::Significant => format!(
                "{} [{},{}]",
                pct(c.change_pct),
                pct((c.ratio.min - 1.0) * 100.0),
                pct((c.ratio.max - 1.0) * 100.0)
            ),
        },
    }
}

/// One line of the CSV output. Numbers have 4 decimals; a missing one (the first variant's
/// ratio) is an empty field.
#[derive(Serialize)]
struct CsvRow<'a> {
    group: &'a str,
    scenario: &'static str,
    row: &'a str,
    bytes: Num,
    variant: &'a str,
    spec: &'a str,
    runs: usize,
    ns_median: Num,
    ns_min: Num,
    ns_max: Num,
    gbps_median: Num,
    ratio_median: Num,
    ratio_min: Num,
    ratio_max: Num,
    change_pct: Num,
    verdict: &'static str,
    floor_ns: Num,
    /// Last, so that the columns before it keep their places.
    placement: &'static str,
}

/// A CSV number: 4 decimals, empty when not finite.
struct Num(f64);

impl Serialize for Num {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            v if v.is_finite() => s.serialize_str(&format!("{v:.4}")),
            _ => s.serialize_str(""),
        }
    }
}

/// The command line as typed (for reports).
pub fn command_line() -> String {
    let mut v: Vec<String> = std::env::args().collect();
    if let Some(first) = v.first_mut() {
        *first = "memcpy-jit".into();
    }
    v.iter()
        .map(|a| {
            if a.is_empty() || a.contains(|c: char| c.is_whitespace() || "\"'$;&|<>".contains(c)) {
                format!("'{}'", a.replace('\'', r"'\''"))
            } else {
                a.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Writes `text` to the file at `path` (created, or truncated), with the path in the error.
pub fn write_file(path: &std::path::Path, text: &str) -> Result<(), WriteError> {
    std::fs::write(path, text).map_err(|error| WriteError {
        target: path.display().to_string(),
        error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells() {
        let sig = Comparison::new(&[20.0, 20.2, 20.1], &[10.0, 10.1, 10.0]);
        assert!(change_cell(Some(&sig)).starts_with("+100"));
        let ns = Comparison::new(&[10.0, 10.2, 9.9], &[10.0, 10.1, 10.0]);
        assert_eq!(change_cell(Some(&ns)), "n.s.");
        let one = Comparison::new(&[5.0], &[10.0]);
        assert_eq!(change_cell(Some(&one)), "-50.0%?");
        assert_eq!(num(1.234), "1.23");
        assert_eq!(num(12.34), "12.3");
        assert_eq!(num(123.4), "123");
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
