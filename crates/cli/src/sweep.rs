//! `memcpy-jit sweep`: where `REP MOVSB` starts to beat the scalar loop and glibc on this
//! machine, a recommended threshold with its evidence, and the short-distance effect.

use std::fmt::Write as _;

use memcpy_jit::CpuFeatures;

use crate::ab::{outputs, Settings, SEED_SIZES};
use crate::args::parse_size;
use crate::job::{GroupJob, Placement, RowJob, Scenario};
use crate::report::{num, render_rows, GroupReport, Report};
use crate::spec::Variant;
use crate::{Failure, SweepArgs};
use memcpy_jit::harness::stats::{crossover, crossover_not_slower, median, Comparison, Verdict};

/// Deltas of the short-distance table: destination page offset minus source page offset.
const DELTA: i64 = 64;
/// The copy size of the short-distance table.
const SHORT_SIZE: usize = 4096;

/// Log-spaced sizes from `lo` to `hi` (`per_octave` per doubling) plus the seed's sizes.
pub fn sweep_sizes(lo: usize, hi: usize, per_octave: usize) -> Vec<usize> {
    let mut v = Vec::new();
    let steps = ((hi as f64 / lo as f64).log2() * per_octave as f64).round() as usize;
    for k in 0..=steps {
        let s = (lo as f64 * 2f64.powf(k as f64 / per_octave as f64)).round() as usize;
        if s <= hi {
            v.push(s);
        }
    }
    v.extend(SEED_SIZES.iter().copied().filter(|&s| s >= lo && s <= hi));
    v.push(hi);
    v.sort_unstable();
    v.dedup();
    v
}

pub fn run(a: &SweepArgs) -> Result<(), Failure> {
    let cpu = CpuFeatures::detect();
    let settings = Settings::new(&a.method, &cpu)?;
    let lo = parse_size(&a.min).map_err(|e| format!("--min: {e}"))?;
    let hi = parse_size(&a.max).map_err(|e| format!("--max: {e}"))?;
    if lo == 0 || hi <= lo || hi > memcpy_jit::harness::dist::MAX_SIZE {
        return Err(format!("--min {lo} / --max {hi}: need 1 <= min < max <= 256 MiB").into());
    }
    if a.per_octave == 0 || a.per_octave > 32 {
        return Err(format!("--per-octave {}: must be 1..=32", a.per_octave).into());
    }
    if a.scenario.is_flushed() && !memcpy_jit::harness::CAN_FLUSH {
        return Err("flushed scenarios need an x86-64 CPU (clflush)".into());
    }
    let variants: Vec<Variant> = vec![
        "scalar=scalar".parse()?,
        "rep-movsb=rep-movsb".parse()?,
        "glibc=glibc".parse()?,
    ];
    let infos = crate::ab::describe(&variants)?;
    let sizes = sweep_sizes(lo, hi, a.per_octave);
    let mut groups = vec![GroupJob {
        name: "crossover".into(),
        scenario: a.scenario,
        placement: Placement::Aligned,
        variants: variants
            .iter()
            .map(|v| (v.name.clone(), v.spec.text.clone()))
            .collect(),
        rows: sizes
            .iter()
            .map(|&n| RowJob {
                label: n.to_string(),
                sizes: vec![n],
                src_off: 0,
                dst_off: 0,
            })
            .collect(),
    }];
    let mut vinfo = vec![infos.clone()];
    if !a.no_short_distance {
        // Source at page offset 0 of the region's second page; destination at +delta.
        groups.push(GroupJob {
            name: "short-distance".into(),
            scenario: Scenario::Warm,
            placement: Placement::Aligned,
            variants: vec![("rep-movsb".into(), "rep-movsb".into())],
            rows: (-DELTA..=DELTA)
                .map(|d| RowJob {
                    label: format!("{d:+}"),
                    sizes: vec![SHORT_SIZE],
                    src_off: 4096,
                    dst_off: (4096 + d) as usize,
                })
                .collect(),
        });
        vinfo.push(vec![infos[1].clone()]);
    }
    let job = settings.job(groups);
    let mut params = settings.params(&[a.scenario, Scenario::Warm]);
    params.push((
        "sizes".into(),
        format!(
            "{} sizes from {lo} to {hi} B, {} per octave plus 32/64/128/256/2048/4096; buffers page-aligned (offset 0/0)",
            sizes.len(),
            a.per_octave
        ),
    ));
    let runs = crate::runner::run(&job, settings.runs, "sweep")?;
    let report = Report::build("memcpy-jit sweep", &job, &runs, vinfo, params);
    outputs(
        &text(&report),
        &report,
        &a.out,
        "memcpy-jit sweep: ns per call by size",
    )
}

/// The sweep's stdout.
pub fn text(r: &Report) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{} on {}", r.tool, r.machine.line());
    for (k, v) in &r.params {
        let _ = writeln!(s, "  {k}: {v}");
    }
    let cross = &r.groups[0];
    let _ = writeln!(s);
    s += &crossover_table(cross, r.runs);
    let _ = writeln!(s);
    s += &findings(cross);
    if let Some(short) = r.groups.get(1) {
        let _ = writeln!(s);
        s += &short_distance(short);
    }
    let _ = writeln!(s);
    s += &r.notes();
    s
}

fn crossover_table(g: &GroupReport, runs: usize) -> String {
    let mut lines = vec![vec![
        "bytes".to_string(),
        "scalar ns".into(),
        "rep-movsb ns".into(),
        "glibc ns".into(),
        "rep-movsb vs scalar".into(),
        "rep-movsb vs glibc".into(),
    ]];
    for row in &g.rows {
        let c = &row.cells;
        let vs_glibc = Comparison::new(&c[1].per_run, &c[2].per_run);
        let ns = |i: usize| {
            if runs < 2 {
                num(c[i].ns.median)
            } else {
                format!(
                    "{} [{}-{}]",
                    num(c[i].ns.median),
                    num(c[i].ns.min),
                    num(c[i].ns.max)
                )
            }
        };
        lines.push(vec![
            row.label.clone(),
            ns(0),
            ns(1),
            ns(2),
            crate::report::change_cell(c[1].cmp.as_ref()),
            crate::report::change_cell(Some(&vs_glibc)),
        ]);
    }
    format!(
        "[crossover] scenario {}: ns per call (scalar = the kernel's memcpy_orig replica; rep-movsb = REP MOVSB alone; glibc = the C library's memcpy)\n{}",
        g.scenario.name(),
        render_rows(&lines)
    )
}

struct Cmp {
    size: usize,
    ratio: f64,
    verdict: Verdict,
    rep_ns: f64,
    other_ns: f64,
}

fn findings(g: &GroupReport) -> String {
    let sizes: Vec<usize> = g.rows.iter().map(|r| r.size.unwrap_or(0)).collect();
    let against = |other: usize| -> Vec<Cmp> {
        g.rows
            .iter()
            .map(|r| {
                let c = Comparison::new(&r.cells[1].per_run, &r.cells[other].per_run);
                Cmp {
                    size: r.size.unwrap_or(0),
                    ratio: c.ratio.median,
                    verdict: c.verdict,
                    rep_ns: r.cells[1].ns.median,
                    other_ns: r.cells[other].ns.median,
                }
            })
            .collect()
    };
    let mut s = String::from("Findings\n");
    let mut recommended = None;
    for (other, name) in [
        (0usize, "the scalar loop (memcpy_orig)"),
        (2, "glibc memcpy"),
    ] {
        let cmps = against(other);
        let ratios: Vec<f64> = cmps.iter().map(|c| c.ratio).collect();
        let verdicts: Vec<Verdict> = cmps.iter().map(|c| c.verdict).collect();
        let strict = crossover(&sizes, &ratios);
        match strict {
            Some((size, i)) => {
                let above = &cmps[i..];
                let sig = above
                    .iter()
                    .filter(|c| c.verdict == Verdict::Significant)
                    .count();
                let _ = writeln!(
                    s,
                    "- REP MOVSB beats {name} from {size} B on: its median paired ratio is below 1 at every measured size >= {size} B \
                     ({} sizes, {sig} of them significant).",
                    above.len()
                );
                let _ = writeln!(
                    s,
                    "  evidence (rep-movsb / {}, median of per-run ratios):",
                    if other == 0 { "scalar" } else { "glibc" }
                );
                let lo = i.saturating_sub(2);
                let hi = (i + 3).min(cmps.len());
                for c in &cmps[lo..hi] {
                    let _ = writeln!(
                        s,
                        "    {:>8} B: {} ns vs {} ns, ratio {:.3} ({}){}",
                        c.size,
                        num(c.rep_ns),
                        num(c.other_ns),
                        c.ratio,
                        c.verdict.name(),
                        if c.size == size { "  <- crossover" } else { "" }
                    );
                }
                if let Some(last) = cmps.last() {
                    let _ = writeln!(
                        s,
                        "    {:>8} B: ratio {:.3} ({}) (largest size)",
                        last.size,
                        last.ratio,
                        last.verdict.name()
                    );
                }
                let also: Vec<String> = cmps[..i]
                    .iter()
                    .filter(|c| c.ratio < 1.0 && c.verdict == Verdict::Significant)
                    .map(|c| c.size.to_string())
                    .collect();
                if !also.is_empty() {
                    let _ = writeln!(
                        s,
                        "  also significantly faster below the crossover, at {} B (but not at every larger size)",
                        also.join(", ")
                    );
                }
                if other == 0 {
                    recommended = Some(size);
                }
            }
            None => {
                let last = cmps.last();
                let _ = writeln!(
                    s,
                    "- REP MOVSB does not beat {name} at the largest measured size ({} B: ratio {:.3}), so no crossover.",
                    last.map(|c| c.size).unwrap_or(0),
                    last.map(|c| c.ratio).unwrap_or(f64::NAN)
                );
            }
        }
        if let Some(weak) = crossover_not_slower(&sizes, &ratios, &verdicts) {
            if strict.map(|(sz, _)| sz) != Some(weak) {
                let _ = writeln!(
                    s,
                    "- REP MOVSB is at least as fast as {name} (faster, or no significant difference) at every measured size >= {weak} B."
                );
            }
        }
    }
    match recommended {
        Some(t) if t <= memcpy_jit::limits::MIN_THRESHOLD => {
            let _ = writeln!(
                s,
                "Recommended: REP MOVSB wins at every measured size, so `rep-movsb` (or an ERMS gate at the minimum, {}); \
                 confirm with: memcpy-jit ab --variant orig=scalar --variant erms=rep-movsb --runs 5",
                memcpy_jit::limits::MIN_THRESHOLD
            );
        }
        Some(t) => {
            let pow2 = t.next_power_of_two();
            let (why, flags) = if pow2 == t {
                (
                    "a power of two: the gate is a single shift".to_string(),
                    format!("--threshold {t}"),
                )
            } else {
                (
                    format!("the nearest power of two at or above, {pow2}, makes the gate a single shift"),
                    format!("--threshold {t} --threshold {pow2}"),
                )
            };
            let _ = writeln!(
                s,
                "Recommended ERMS-gate threshold: {t} bytes (the crossover above; {why}). \
                 Confirm with: memcpy-jit ab --variant orig=scalar {flags} --variant erms=rep-movsb --runs 5"
            );
        }
        None => {
            let _ = writeln!(
                s,
                "Recommended: keep the scalar loop (no ERMS gate below the largest measured size)."
            );
        }
    }
    s
}

fn short_distance(g: &GroupReport) -> String {
    let ns: Vec<f64> = g.rows.iter().map(|r| r.cells[0].ns.median).collect();
    let med = median(&ns);
    let mut s = format!(
        "Short-distance effect: REP MOVSB copying {SHORT_SIZE} B, scenario warm, source page-aligned, destination page offset = source's + delta\n\
         (ns per call, median across runs; * = more than 2x the median over all deltas, {} ns)\n",
        num(med)
    );
    let cells: Vec<String> = g
        .rows
        .iter()
        .zip(&ns)
        .map(|(r, &v)| {
            format!(
                "{:>4} {:>7}{}",
                r.label,
                num(v),
                if v > 2.0 * med { "*" } else { " " }
            )
        })
        .collect();
    for chunk in cells.chunks(8) {
        let _ = writeln!(s, "  {}", chunk.join("  "));
    }
    // Bands of consecutive slow deltas.
    let mut bands = Vec::new();
    let mut i = 0;
    while i < g.rows.len() {
        if ns[i] > 2.0 * med {
            let start = i;
            while i + 1 < g.rows.len() && ns[i + 1] > 2.0 * med {
                i += 1;
            }
            let worst = ns[start..=i].iter().copied().fold(0.0, f64::max);
            bands.push(format!(
                "{}..{} (up to {} ns, {:.1}x)",
                g.rows[start].label,
                g.rows[i].label,
                num(worst),
                worst / med
            ));
        }
        i += 1;
    }
    if bands.is_empty() {
        let worst = ns.iter().copied().fold(0.0, f64::max);
        let _ = writeln!(
            s,
            "No delta is more than 2x the median (slowest: {} ns, {:.2}x): no short-distance penalty on this machine.",
            num(worst),
            worst / med
        );
    } else {
        let _ = writeln!(s, "Slow band(s), > 2x the median: {}", bands.join("; "));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_log_spaced_with_seed_sizes() {
        let s = sweep_sizes(16, 1 << 20, 4);
        assert_eq!(s.first(), Some(&16));
        assert_eq!(s.last(), Some(&(1 << 20)));
        for seed in SEED_SIZES {
            assert!(s.contains(&seed));
        }
        assert!(s.windows(2).all(|w| w[0] < w[1]));
        assert!(s.len() > 60 && s.len() < 75, "{}", s.len());
    }
}
