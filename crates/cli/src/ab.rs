//! `memcpy-jit ab`: compare variants on sizes or distributions, in one or more scenarios.

use std::collections::HashSet;
use std::path::PathBuf;

use clap::ArgMatches;
use memcpy_jit::CpuFeatures;

use crate::args::{parse_misalign, parse_sizes, parse_working_set};
use crate::job::{GroupJob, Job, Placement, RowJob, Scenario, MAX_ROUNDS};
use crate::report::{write_file, Report, VariantInfo};
use crate::spec::Variant;
use crate::{AbArgs, Baseline, Failure, Method, PlacementArg, WriteError};
use memcpy_jit::harness::dist::{Distribution, DRAWS};
use memcpy_jit::harness::machine::human_bytes;

/// The seed's sizes, used when neither `--sizes` nor `--dist` is given.
pub const SEED_SIZES: [usize; 6] = [32, 64, 128, 256, 2048, 4096];

/// Variants in command-line order, whichever flag named them. With none: the seed's pair,
/// `orig=scalar` and `erms=rep-movsb`.
pub fn variants_in_order(m: Option<&ArgMatches>, a: &AbArgs) -> Result<Vec<Variant>, String> {
    let idx = |id: &str| -> Vec<usize> {
        m.and_then(|m| m.indices_of(id))
            .map(|i| i.collect())
            .unwrap_or_default()
    };
    let mut tagged: Vec<(usize, Variant)> = Vec::new();
    let ti = idx("thresholds");
    for (i, t) in a.thresholds.iter().enumerate() {
        tagged.push((
            ti.get(i).copied().unwrap_or(usize::MAX),
            Variant {
                name: format!("gated-{t}"),
                spec: format!("erms-gated:{t}").parse()?,
                origin: format!("--threshold {t}"),
            },
        ));
    }
    let vi = idx("variants");
    for (i, v) in a.variants.iter().enumerate() {
        tagged.push((vi.get(i).copied().unwrap_or(usize::MAX), v.parse()?));
    }
    let bi = idx("baselines");
    for (i, b) in a.baselines.iter().enumerate() {
        let name = match b {
            Baseline::Glibc => "glibc",
            Baseline::Std => "std",
        };
        tagged.push((
            bi.get(i).copied().unwrap_or(usize::MAX),
            Variant {
                name: name.into(),
                spec: name.parse()?,
                origin: format!("--baseline {name}"),
            },
        ));
    }
    tagged.sort_by_key(|(i, _)| *i);
    let mut out: Vec<Variant> = tagged.into_iter().map(|(_, v)| v).collect();
    if out.is_empty() {
        out = vec!["orig=scalar".parse()?, "erms=rep-movsb".parse()?];
    }
    let mut seen = HashSet::new();
    for v in &out {
        if !seen.insert(v.name.clone()) {
            return Err(format!(
                "variant name `{}` is used twice; give each --variant a distinct NAME",
                v.name
            ));
        }
    }
    Ok(out)
}

/// Builds every variant once (validates it; the children build their own).
pub fn describe(variants: &[Variant]) -> Result<Vec<VariantInfo>, String> {
    variants
        .iter()
        .map(|v| {
            let r = v.spec.build().map_err(|e| format!("{}: {e}", v.origin))?;
            Ok(VariantInfo {
                name: v.name.clone(),
                spec: v.spec.text.clone(),
                describe: v.spec.describe(&r),
            })
        })
        .collect()
}

/// Method settings shared by `ab` and `sweep`.
pub struct Settings {
    pub runs: usize,
    pub rounds: usize,
    pub target_ns: u64,
    pub flush_batch: usize,
    pub ws_total: usize,
    pub ws_how: String,
}

impl Settings {
    pub fn new(m: &Method, cpu: &CpuFeatures) -> Result<Settings, String> {
        if m.runs == 0 {
            return Err("--runs 0: at least one run is needed".into());
        }
        if m.runs > 1000 {
            return Err(format!("--runs {}: at most 1000", m.runs));
        }
        let rounds = m.rounds.unwrap_or(if m.quick { 9 } else { 101 });
        if rounds == 0 || rounds > MAX_ROUNDS {
            return Err(format!("--rounds {rounds}: must be 1..={MAX_ROUNDS}"));
        }
        let (ws_total, ws_how) = parse_working_set(&m.working_set, cpu)?;
        Ok(Settings {
            runs: m.runs,
            rounds,
            target_ns: if m.quick { 2_000 } else { 50_000 },
            flush_batch: if m.quick { 4 } else { 32 },
            ws_total,
            ws_how,
        })
    }

    pub fn job(&self, groups: Vec<GroupJob>) -> Job {
        Job {
            groups,
            rounds: self.rounds,
            target_ns: self.target_ns,
            flush_batch: self.flush_batch,
            ws_region: self.ws_total / 2,
        }
    }

    pub fn params(&self, scenarios: &[Scenario]) -> Vec<(String, String)> {
        let mut p = vec![(
            "method".to_string(),
            format!(
                "{} runs (separate processes) x {} rounds; within a round every variant takes one sample, in order (A B A B ...); per run the median of the rounds",
                self.runs, self.rounds
            ),
        )];
        if scenarios.contains(&Scenario::Warm) {
            p.push((
                "warm sample".into(),
                format!(
                    "back-to-back calls through the function pointer, timed as a batch of >= {} us, ns = batch time / calls",
                    self.target_ns / 1000
                ),
            ));
        }
        if scenarios.iter().any(|s| s.is_flushed()) {
            p.push((
                "flushed sample".into(),
                format!(
                    "{} copies, each timed alone with rdtsc after clflush of its lines + mfence (see the note below)",
                    self.flush_batch
                ),
            ));
        }
        p.push((
            "working set".into(),
            format!(
                "{} total ({}): source and destination regions of {} each; each call uses the next buffer (64-byte steps)",
                human_bytes(self.ws_total),
                self.ws_how,
                human_bytes(self.ws_total / 2)
            ),
        ));
        p
    }
}

pub fn run(a: &AbArgs, matches: Option<&ArgMatches>) -> Result<(), Failure> {
    let cpu = CpuFeatures::detect();
    let variants = variants_in_order(matches, a)?;
    let settings = Settings::new(&a.method, &cpu)?;
    let (src_off, dst_off) = parse_misalign(&a.misalign)?;
    let sizes = parse_sizes(&a.sizes)?;
    let dists = a
        .dist
        .iter()
        .map(|p: &PathBuf| Distribution::load(p).map_err(|e| format!("--dist {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    let mut scenarios: Vec<Scenario> = Vec::new();
    for s in if a.scenarios.is_empty() {
        vec![Scenario::Warm]
    } else {
        a.scenarios.clone()
    } {
        if !scenarios.contains(&s) {
            scenarios.push(s);
        }
    }
    if scenarios.iter().any(|s| s.is_flushed()) && !memcpy_jit::harness::CAN_FLUSH {
        return Err("flushed scenarios need an x86-64 CPU (clflush)".into());
    }
    let mut placements: Vec<Placement> = Vec::new();
    for p in if a.placements.is_empty() {
        vec![PlacementArg::Aligned]
    } else {
        a.placements.clone()
    } {
        let p = match p {
            PlacementArg::Aligned => Placement::Aligned,
            PlacementArg::Random => Placement::Random { seed: a.seed },
        };
        if !placements.contains(&p) {
            placements.push(p);
        }
    }
    if !placements.contains(&Placement::Aligned) {
        // Every option takes effect or is an error.
        let given = |id: &str| {
            matches.and_then(|m| m.value_source(id)) == Some(clap::parser::ValueSource::CommandLine)
        };
        for (id, flag) in [("misalign", "--misalign"), ("working_set", "--working-set")] {
            if given(id) {
                return Err(format!(
                    "{flag} applies to --placement aligned only (random placement draws each call's offsets in an 8 MiB area)"
                )
                .into());
            }
        }
    }
    let infos = describe(&variants)?;

    let mut rows: Vec<RowJob> = Vec::new();
    let sizes = if sizes.is_empty() && dists.is_empty() {
        SEED_SIZES.to_vec()
    } else {
        sizes
    };
    for &n in &sizes {
        rows.push(RowJob {
            label: n.to_string(),
            sizes: vec![n],
            src_off,
            dst_off,
        });
    }
    let mut params = settings.params(&scenarios);
    params.push((
        "placement".into(),
        format!(
            "source at page offset +{src_off}, destination at page offset +{dst_off} (buffers in separate page-aligned regions)"
        ),
    ));
    for d in &dists {
        let seq = d.draw(DRAWS, a.seed);
        let mean = seq.iter().sum::<usize>() as f64 / seq.len() as f64;
        params.push((
            format!("distribution {}", d.name),
            format!(
                "{DRAWS} sizes drawn with seed {} (mean {:.1} B, max {} B; the file's mean {:.1} B, max {} B), called in that order; one sample = whole passes over them",
                a.seed,
                mean,
                seq.iter().max().copied().unwrap_or(0),
                d.mean(),
                d.max_size()
            ),
        ));
        rows.push(RowJob {
            label: d.name.clone(),
            sizes: seq,
            src_off,
            dst_off,
        });
    }
    if placements
        .iter()
        .any(|p| matches!(p, Placement::Random { .. }))
    {
        params.push((
            "random placement".into(),
            format!(
                "each call's source and destination at their own random byte offsets in the first {} of their regions (seed {}): every alignment and distance occurs",
                human_bytes(memcpy_jit::harness::RANDOM_AREA),
                a.seed
            ),
        ));
    }
    let mut groups: Vec<GroupJob> = Vec::new();
    for &sc in &scenarios {
        for &placement in &placements {
            groups.push(GroupJob {
                name: match placement {
                    Placement::Aligned => sc.name().to_string(),
                    Placement::Random { .. } => format!("{} random", sc.name()),
                },
                scenario: sc,
                placement,
                variants: variants
                    .iter()
                    .map(|v| (v.name.clone(), v.spec.text.clone()))
                    .collect(),
                rows: rows.clone(),
            });
        }
    }
    let job = settings.job(groups);
    let runs = crate::runner::run(&job, settings.runs, "ab")?;
    let report = Report::build(
        "memcpy-jit ab",
        &job,
        &runs,
        vec![infos; scenarios.len() * placements.len()],
        params,
    );
    outputs(
        &report.table(),
        &report,
        &a.out,
        "memcpy-jit ab: ns per call by size",
    )
}

/// Writes `table` to stdout and the `--csv`, `--json` and `--svg` files asked for. A failed
/// output does not stop the others: every failure is returned.
pub fn outputs(
    table: &str,
    report: &Report,
    o: &crate::Outputs,
    title: &str,
) -> Result<(), Failure> {
    let mut failed = Vec::new();
    failed.extend(crate::stdout(table).err());
    let text = |p: &std::path::Path, t: std::io::Result<String>| {
        t.map_err(|error| WriteError {
            target: p.display().to_string(),
            error,
        })
    };
    if let Some(p) = &o.csv {
        failed.extend(text(p, report.csv()).and_then(|t| write_file(p, &t)).err());
    }
    if let Some(p) = &o.json {
        let json = serde_json::to_string_pretty(report).map_err(std::io::Error::from);
        failed.extend(text(p, json).and_then(|t| write_file(p, &(t + "\n"))).err());
    }
    if let Some(p) = &o.svg {
        failed.extend(write_file(p, &report.svg(title)).err());
    }
    Failure::of_writes(failed)
}
