//! `memcpy-jit sweep`: where `REP MOVSB` starts to beat the scalar loop and glibc on this
//! machine, a recommended threshold with its evidence, and the short-distance effect.

use std::fmt::Write as _;

use memcpy_jit::CpuFeatures;

use anyhow::ensure;
use memcpy_jit::harness::dist::MAX_SIZE;
use memcpy_jit::harness::stats::{crossover, crossover_not_slower, median, Comparison, Verdict};

use crate::ab::{Settings, SEED_SIZES};
use crate::job::{GroupJob, Placement, RowJob, Scenario};
use crate::report::{num, GroupReport, Report, RowReport};
use crate::spec::Variant;
use crate::{Failure, SweepArgs};

/// Deltas of the short-distance table: destination page offset minus source page offset.
const DELTA: i64 = 64;
/// The copy size of the short-distance table.
const SHORT_SIZE: usize = 4096;

/// Log-spaced sizes from `lo` to `hi` (`po` per doubling) plus the seed's sizes.
pub fn sweep_sizes(lo: usize, hi: usize, po: usize) -> anyhow::Result<Vec<usize>> {
    ensure!(
        lo > 0 && hi > lo && hi <= MAX_SIZE,
        "--min {lo} / --max {hi}: need 1 <= min < max <= 256 MiB"
    );
    ensure!((1..=32).contains(&po), "--per-octave {po}: must be 1..=32");
    let steps = ((hi as f64 / lo as f64).log2() * po as f64).round() as usize;
    let log = (0..=steps).map(|k| (lo as f64 * 2f64.powf(k as f64 / po as f64)).round() as usize);
    let seed = SEED_SIZES.into_iter().filter(|&s| s >= lo);
    let mut v: Vec<usize> = log.chain(seed).chain([hi]).filter(|&s| s <= hi).collect();
    v.sort_unstable();
    v.dedup();
    Ok(v)
}

pub fn run(a: &SweepArgs) -> Result<(), Failure> {
    crate::output::check(&a.out)?;
    let settings = Settings::new(&a.method, &CpuFeatures::detect(), &[a.scenario])?;
    let sizes = sweep_sizes(a.min, a.max, a.per_octave)?;
    let variants: Vec<Variant> = vec![
        "scalar=scalar".parse()?,
        "rep-movsb=rep-movsb".parse()?,
        "glibc=glibc".parse()?,
    ];
    let infos = crate::ab::describe(&variants)?;
    let row = |label: String, size: usize, src_off: usize, dst_off: usize| RowJob {
        label,
        sizes: vec![size],
        src_off,
        dst_off,
    };
    let mut groups = vec![GroupJob {
        name: "crossover".into(),
        scenario: a.scenario,
        placement: Placement::Aligned,
        variants: infos.clone(),
        rows: sizes.iter().map(|&n| row(n.to_string(), n, 0, 0)).collect(),
    }];
    if !a.no_short_distance {
        // Source at page offset 0 of the region's second page; destination at +delta.
        let rows =
            (-DELTA..=DELTA).map(|d| row(format!("{d:+}"), SHORT_SIZE, 4096, (4096 + d) as usize));
        groups.push(GroupJob {
            name: "short-distance".into(),
            scenario: Scenario::Warm,
            placement: Placement::Aligned,
            variants: vec![infos[1].clone()],
            rows: rows.collect(),
        });
    }
    let job = settings.job(groups);
    let mut params = settings.params(&[a.scenario, Scenario::Warm]);
    let (n, lo, hi, po) = (sizes.len(), a.min, a.max, a.per_octave);
    let how = format!("{n} sizes from {lo} to {hi} B, {po} per octave plus 32/64/128/256/2048/4096; buffers page-aligned (offset 0/0)");
    params.push(("sizes".into(), how));
    let runs = crate::runner::run(&job, settings.runs, "sweep")?;
    let report = Report::build("memcpy-jit sweep", &job, &runs, params);
    let title = "memcpy-jit sweep: ns per call by size";
    crate::output::write(&text(&report), &report, &a.out, title)
}

/// The sweep's stdout.
pub fn text(r: &Report) -> String {
    let cross = &r.groups[0];
    let mut s = r.header();
    let _ = writeln!(
        s,
        "\n[crossover] scenario {}: ns per call (scalar = the kernel's memcpy_orig replica; rep-movsb = REP MOVSB alone; glibc = the C library's memcpy)",
        cross.scenario.name(),
    );
    s += &cross.ns_table(r.runs, &[(1, 0), (1, 2)], false);
    s += &format!("\n{}", findings(cross));
    if let Some(short) = r.groups.get(1) {
        s += &format!("\n{}", short_distance(short));
    }
    s + "\n" + &r.notes()
}

/// What the crossover group says: where REP MOVSB starts to beat the scalar loop and glibc
/// (the harness's [`crossover`] and [`crossover_not_slower`] on the per-size paired ratios),
/// with the evidence, and the threshold that follows.
fn findings(g: &GroupReport) -> String {
    let sizes: Vec<usize> = g.rows.iter().map(|r| r.size.unwrap_or(0)).collect();
    let mut s = String::from("Findings\n");
    let mut recommended = None;
    for (other, name, short) in [
        (0, "the scalar loop (memcpy_orig)", "scalar"),
        (2, "glibc memcpy", "glibc"),
    ] {
        let c = |r: &RowReport| Comparison::new(&r.cells[1].ns_per_run, &r.cells[other].ns_per_run);
        let cmps: Vec<Comparison> = g.rows.iter().map(c).collect();
        let ratios: Vec<f64> = cmps.iter().map(|c| c.ratio.median).collect();
        let verdicts: Vec<Verdict> = cmps.iter().map(|c| c.verdict).collect();
        // `     512 B: ratio 0.697 (significant)`
        let at = |j: usize| format!("{:>8} B: ", sizes[j]);
        let ratio = |j: usize| format!("ratio {:.3} ({})", ratios[j], verdicts[j].name());
        let last = cmps.len().saturating_sub(1);
        let strict = crossover(&sizes, &ratios);
        if let Some((size, i)) = strict {
            let n = cmps.len() - i;
            let sig = verdicts[i..].iter().filter(|&&v| v == Verdict::Significant);
            let sig = sig.count();
            let _ = writeln!(
                s,
                "- REP MOVSB beats {name} from {size} B on: its median paired ratio is below 1 at every measured size >= {size} B \
                 ({n} sizes, {sig} of them significant).\n  evidence (rep-movsb / {short}, median of per-run ratios):"
            );
            let near = i.saturating_sub(2)..(i + 3).min(cmps.len());
            for (j, r) in g.rows.iter().enumerate().take(near.end).skip(near.start) {
                let (rep, oth) = (num(r.cells[1].ns_median), num(r.cells[other].ns_median));
                let mark = if j == i { "  <- crossover" } else { "" };
                let _ = writeln!(s, "    {}{rep} ns vs {oth} ns, {}{mark}", at(j), ratio(j));
            }
            let _ = writeln!(s, "    {}{} (largest size)", at(last), ratio(last));
            let also: Vec<String> = (0..i)
                .filter(|&j| ratios[j] < 1.0 && verdicts[j] == Verdict::Significant)
                .map(|j| sizes[j].to_string())
                .collect();
            if !also.is_empty() {
                let also = also.join(", ");
                let _ = writeln!(s, "  also significantly faster below the crossover, at {also} B (but not at every larger size)");
            }
            if other == 0 {
                recommended = Some(size);
            }
        } else {
            let (size, ratio) = (sizes.get(last).copied().unwrap_or(0), ratios.get(last));
            let ratio = ratio.copied().unwrap_or(f64::NAN);
            let _ = writeln!(s, "- REP MOVSB does not beat {name} at the largest measured size ({size} B: ratio {ratio:.3}), so no crossover.");
        }
        let weak = crossover_not_slower(&sizes, &ratios, &verdicts);
        if let Some(weak) = weak.filter(|&w| Some(w) != strict.map(|(size, _)| size)) {
            let _ = writeln!(
                s,
                "- REP MOVSB is at least as fast as {name} (faster, or no significant difference) at every measured size >= {weak} B."
            );
        }
    }
    s + &recommendation(recommended)
}

/// The threshold the scalar crossover `t` recommends, and the `ab` run that confirms it.
fn recommendation(t: Option<usize>) -> String {
    let min = memcpy_jit::limits::MIN_THRESHOLD;
    let confirm = |flags: &str| {
        format!("memcpy-jit ab --variant orig=scalar {flags}--variant erms=rep-movsb --runs 5")
    };
    match t {
        Some(t) if t <= min => format!(
            "Recommended: REP MOVSB wins at every measured size, so `rep-movsb` (or an ERMS gate at the minimum, {min}); \
             confirm with: {}\n",
            confirm("")
        ),
        Some(t) => {
            let pow2 = t.next_power_of_two();
            let (why, flags) = if pow2 == t {
                ("a power of two: the gate is a single shift".to_string(), format!("--threshold {t} "))
            } else {
                (
                    format!("the nearest power of two at or above, {pow2}, makes the gate a single shift"),
                    format!("--threshold {t} --threshold {pow2} "),
                )
            };
            format!(
                "Recommended ERMS-gate threshold: {t} bytes (the crossover above; {why}). Confirm with: {}\n",
                confirm(&flags)
            )
        }
        None => "Recommended: keep the scalar loop (no ERMS gate below the largest measured size).\n".into(),
    }
}

/// REP MOVSB's ns per call at each source/destination distance, and the bands of deltas
/// more than twice the median.
fn short_distance(g: &GroupReport) -> String {
    let ns: Vec<f64> = g.rows.iter().map(|r| r.cells[0].ns_median).collect();
    let med = median(&ns);
    let slow = |v: f64| v > 2.0 * med;
    let m = num(med);
    let mut s = format!(
        "Short-distance effect: REP MOVSB copying {SHORT_SIZE} B, scenario warm, source page-aligned, destination page offset = source's + delta\n\
         (ns per call, median across runs; * = more than 2x the median over all deltas, {m} ns)\n"
    );
    let cell = |(r, &v): (&RowReport, &f64)| {
        let (label, ns, mark) = (&r.label, num(v), if slow(v) { "*" } else { " " });
        format!("{label:>4} {ns:>7}{mark}")
    };
    let cells: Vec<String> = g.rows.iter().zip(&ns).map(cell).collect();
    for chunk in cells.chunks(8) {
        let _ = writeln!(s, "  {}", chunk.join("  "));
    }
    let worst = |v: &[f64]| v.iter().copied().fold(0.0, f64::max);
    // Bands of consecutive slow deltas (indices into the rows).
    let idx: Vec<usize> = (0..ns.len()).collect();
    let bands: Vec<String> = idx
        .chunk_by(|&a, &b| slow(ns[a]) == slow(ns[b]))
        .filter(|band| slow(ns[band[0]]))
        .map(|band| {
            let (a, b) = (band[0], band[band.len() - 1]);
            let w = worst(&ns[a..=b]);
            let (from, to, ns, x) = (&g.rows[a].label, &g.rows[b].label, num(w), w / med);
            format!("{from}..{to} (up to {ns} ns, {x:.1}x)")
        })
        .collect();
    if bands.is_empty() {
        let w = worst(&ns);
        let (ns, x) = (num(w), w / med);
        let _ = writeln!(s, "No delta is more than 2x the median (slowest: {ns} ns, {x:.2}x): no short-distance penalty on this machine.");
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
        let s = sweep_sizes(16, 1 << 20, 4).unwrap();
        assert_eq!(s.first(), Some(&16));
        assert_eq!(s.last(), Some(&(1 << 20)));
        for seed in SEED_SIZES {
            assert!(s.contains(&seed));
        }
        assert!(s.windows(2).all(|w| w[0] < w[1]));
        assert!(s.len() > 60 && s.len() < 75, "{}", s.len());
        for (lo, hi, po) in [
            (0, 64, 1),
            (64, 64, 1),
            (16, 512 << 20, 1),
            (16, 64, 0),
            (16, 64, 33),
        ] {
            assert!(sweep_sizes(lo, hi, po).is_err(), "{lo} {hi} {po}");
        }
    }
}
