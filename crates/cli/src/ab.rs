//! `memcpy-jit ab`: compare variants on sizes or distributions, in one or more scenarios.

use std::collections::HashSet;

use anyhow::{anyhow, bail, ensure, Context as _, Result};
use clap::parser::ValueSource::CommandLine;
use clap::ArgMatches;
use memcpy_jit::harness::dist::DRAWS;
use memcpy_jit::harness::machine::human_bytes;
use memcpy_jit::CpuFeatures;

use crate::job::{GroupJob, Job, Placement, RowJob, Scenario, VariantInfo, MAX_ROUNDS};
use crate::report::Report;
use crate::spec::Variant;
use crate::{AbArgs, Failure, Method};

/// The seed's sizes, used when neither `--sizes` nor `--dist` is given.
pub const SEED_SIZES: [usize; 6] = [32, 64, 128, 256, 2048, 4096];

/// Variants in command-line order, whichever flag named them. With none: the seed's pair,
/// `orig=scalar` and `erms=rep-movsb`.
pub fn variants_in_order(m: Option<&ArgMatches>, a: &AbArgs) -> Result<Vec<Variant>> {
    let mut tagged: Vec<(usize, &Variant)> = Vec::new();
    for (id, given) in [
        ("thresholds", &a.thresholds),
        ("variants", &a.variants),
        ("baselines", &a.baselines),
    ] {
        // Where each value of the flag stands on the command line.
        let at = m.and_then(|m| m.indices_of(id)).into_iter().flatten();
        tagged.extend(at.chain(std::iter::repeat(usize::MAX)).zip(given));
    }
    tagged.sort_by_key(|(i, _)| *i);
    let mut out: Vec<Variant> = tagged.into_iter().map(|(_, v)| v.clone()).collect();
    if out.is_empty() {
        out = vec!["orig=scalar".parse()?, "erms=rep-movsb".parse()?];
    }
    for (i, v) in out.iter().enumerate() {
        ensure!(
            out[..i].iter().all(|u| u.name != v.name),
            "variant name `{}` is used twice; give each --variant a distinct NAME",
            v.name
        );
    }
    Ok(out)
}

/// Builds every variant once (validates it; the children build their own).
pub fn describe(variants: &[Variant]) -> Result<Vec<VariantInfo>> {
    let info = |v: &Variant| -> Result<VariantInfo> {
        let r = v.spec.build().with_context(|| v.origin.clone())?;
        Ok(VariantInfo {
            name: v.name.clone(),
            spec: v.spec.text.clone(),
            describe: r.describe(),
        })
    };
    variants.iter().map(info).collect()
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
    pub fn new(m: &Method, cpu: &CpuFeatures, scenarios: &[Scenario]) -> Result<Settings> {
        ensure!(m.runs > 0, "--runs 0: at least one run is needed");
        ensure!(m.runs <= 1000, "--runs {}: at most 1000", m.runs);
        let rounds = m.rounds.unwrap_or(if m.quick { 9 } else { 101 });
        ensure!(
            (1..=MAX_ROUNDS).contains(&rounds),
            "--rounds {rounds}: must be 1..={MAX_ROUNDS}"
        );
        if scenarios.iter().any(|s| s.is_flushed()) && !memcpy_jit::harness::CAN_FLUSH {
            bail!("flushed scenarios need an x86-64 CPU (clflush)");
        }
        let (ws_total, ws_how) = m.working_set.resolve(cpu)?;
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
            seed: 0,
            code_placements: 1,
        }
    }

    /// The method's lines under a report's title, for a job of these scenarios.
    pub fn params(&self, scenarios: &[Scenario]) -> Vec<(String, String)> {
        let (runs, rounds, how) = (self.runs, self.rounds, &self.ws_how);
        let (us, batch) = (self.target_ns / 1000, self.flush_batch);
        let (total, region) = (human_bytes(self.ws_total), human_bytes(self.ws_total / 2));
        let lines = [
            (true, "method", format!("{runs} runs (separate processes) x {rounds} rounds; within a round every variant takes one sample, in an order that changes every round (a Williams design: every variant at every place and right after every other equally often; before each round, warm, an untimed sample of a separator, the table's row built once more at its own page offsets, so that each round's first variant follows the same code); per run the median of the rounds")),
            (scenarios.contains(&Scenario::Warm), "warm sample", format!("back-to-back calls through the function pointer, timed as a batch of >= {us} us, ns = batch time / calls")),
            (scenarios.iter().any(|s| s.is_flushed()), "flushed sample", format!("{batch} copies, each timed alone with rdtsc after clflush of its lines + mfence (see the note below)")),
            (self.ws_total > 0, "working set", format!("{total} total ({how}): source and destination regions of {region} each; each call uses the next buffer (64-byte steps)")),
            (self.ws_total == 0, "working set", "none (hot): every call copies at the same place, L1-hot".to_string()),
        ];
        let shown = lines.into_iter().filter(|l| l.0);
        shown.map(|(_, k, v)| (k.to_string(), v)).collect()
    }
}

pub fn run(a: &AbArgs, matches: Option<&ArgMatches>) -> Result<(), Failure> {
    crate::output::check(&a.out)?;
    let variants = variants_in_order(matches, a)?;
    let scenarios = distinct(&a.scenarios, Scenario::Warm);
    let settings = Settings::new(&a.method, &CpuFeatures::detect(), &scenarios)?;
    let mut given = a.placements.clone();
    if a.regimes {
        given.extend(Placement::REGIMES);
    }
    let placements = distinct(&given, Placement::Aligned);
    // Every option takes effect or is an error.
    let given = |id: &str| matches.and_then(|m| m.value_source(id)) == Some(CommandLine);
    let aligned_only = ["misalign", "working_set"].into_iter().find(|id| given(id));
    if let (false, Some(id)) = (placements.contains(&Placement::Aligned), aligned_only) {
        let flag = format!("--{}", id.replace('_', "-"));
        let why = "the other placements draw each call's offsets in an area of their own";
        return Err(anyhow!("{flag} applies to --placement aligned only ({why})").into());
    }
    let (src_off, dst_off) = a.misalign;
    let dists = a
        .dist
        .iter()
        .map(|p| crate::dist_arg::load_dist(p))
        .collect::<Result<Vec<_>>>()?;
    let infos = describe(&variants)?;

    let sizes = match (&a.sizes[..], &dists[..]) {
        ([], []) => &SEED_SIZES[..],
        (sizes, _) => sizes,
    };
    let row = |label: String, sizes: Vec<usize>| RowJob {
        label,
        sizes,
        src_off,
        dst_off,
    };
    let mut rows: Vec<RowJob> = sizes.iter().map(|&n| row(n.to_string(), vec![n])).collect();
    let mut params = settings.params(&scenarios);
    let placement = format!("source at page offset +{src_off}, destination at page offset +{dst_off} (buffers in separate page-aligned regions)");
    params.push(("placement".into(), placement));
    for d in &dists {
        let r = row(d.name.clone(), d.draw(DRAWS, a.seed));
        let (seed, mean, max, file_mean, file_max) =
            (a.seed, r.mean_bytes(), r.max_len(), d.mean(), d.max_size());
        let drawn = format!("{DRAWS} sizes drawn with seed {seed} (mean {mean:.1} B, max {max} B; the file's mean {file_mean:.1} B, max {file_max} B), called in that order; one sample = whole passes over them");
        params.push((format!("distribution {}", d.name), drawn));
        rows.push(r);
    }
    let k = a.code_placements;
    let code = match k {
        1 => "1: each generated variant built once, at its own page offset (--placements 1)".to_string(),
        _ => format!("{k}: each generated variant built {k} times, every code of a table at its own page offset; a variant's s-th round times its copy s mod {k}, so its median spans {k} placements of its code (glibc, std and plain tuned are one function each)"),
    };
    params.push(("code placements".into(), code));
    let l2 = CpuFeatures::detect().l2_bytes();
    for &p in &placements {
        let seed = a.seed;
        let Some(area) = p.area(l2).map(human_bytes) else {
            continue;
        };
        let random = format!("each call's source and destination at their own random byte offsets in the first {area} of their regions (seed {seed}): every alignment and distance occurs");
        let what = match p {
            Placement::Llc => format!("{random}; the area is max(8 MiB, 4 x L2): most lines come from beyond L2"),
            Placement::Cold => format!("{random}; most lines come from memory"),
            Placement::Struct => format!("{random}; after each copy the destination's first and last 8 bytes are read (copy-then-use)"),
            Placement::Chain => format!("each copy's source is the last copy's destination (copy-then-use), destinations at random byte offsets in the first {area} of the two regions in turn (seed {seed})"),
            _ => random,
        };
        params.push((format!("{} placement", p.name()), what));
    }
    let mut groups = Vec::new();
    for (&scenario, &placement) in scenarios
        .iter()
        .flat_map(|s| placements.iter().map(move |p| (s, p)))
    {
        groups.push(GroupJob {
            name: match placement {
                Placement::Aligned => scenario.name().to_string(),
                p => format!("{} {}", scenario.name(), p.name()),
            },
            scenario,
            placement,
            variants: infos.clone(),
            rows: rows.clone(),
        });
    }
    let job = Job {
        seed: a.seed,
        code_placements: a.code_placements,
        ..settings.job(groups)
    };
    let runs = crate::runner::run(&job, settings.runs, "ab")?;
    let report = Report::build("memcpy-jit ab", &job, &runs, params);
    crate::output::write(
        &report.table(),
        &report,
        &a.out,
        "memcpy-jit ab: ns per call by size",
    )
}

/// The values given, each once, in the order first given; `default` when none is.
fn distinct<T: Copy + Eq + std::hash::Hash>(given: &[T], default: T) -> Vec<T> {
    let mut seen = HashSet::new();
    let out: Vec<T> = given.iter().copied().filter(|v| seen.insert(*v)).collect();
    if out.is_empty() {
        vec![default]
    } else {
        out
    }
}
