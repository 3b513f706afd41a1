//! What one measuring process does: the job the parent hands to each child run (as JSON on
//! the child's stdin), and the result lines the child prints (JSON, one per line).
//!
//! `ab` and `sweep` both build a [`Job`]: groups of workload rows, each group with one
//! scenario and its variants. Children rebuild the variants from their SPEC text, so a child
//! measures exactly what the parent validated.

use anyhow::{anyhow, ensure, Result};
use clap::ValueEnum;
use memcpy_jit::harness::dist::MAX_SIZE;
pub use memcpy_jit::harness::Scenario;
use memcpy_jit::harness::{llc_area, COLD_AREA, RANDOM_AREA};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Largest row offset (source or destination) a job may use (the measuring child's regions
/// leave room for it).
pub const MAX_ROW_OFFSET: usize = 8192;
/// Largest `rounds` (the parent's `--rounds` limit).
pub const MAX_ROUNDS: usize = 100_000;
/// Longest drawn size sequence of one row (the parent draws `dist::DRAWS`).
const MAX_SEQUENCE: usize = 1 << 20;

/// `s` for an error message: escaped, at most `n` bytes (the middle elided): [`line::shown`].
///
/// [`line::shown`]: crate::line::shown
pub fn excerpt(s: &str, n: usize) -> String {
    crate::line::shown(s, n)
}

/// A [`Scenario`] as its name in JSON.
pub mod scenario_name {
    use memcpy_jit::harness::Scenario;
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(s: &Scenario, ser: S) -> Result<S::Ok, S::Error> {
        ser.serialize_str(s.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Scenario, D::Error> {
        String::deserialize(d)?.parse().map_err(D::Error::custom)
    }
}

/// One workload row: a fixed size (`sizes.len() == 1`) or a drawn sequence.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RowJob {
    /// The table's first column: the size in bytes, or the distribution's name.
    pub label: String,
    /// Sizes called in turn; the length is 1 or a power of two.
    pub sizes: Vec<usize>,
    /// Source and destination offsets from their (page-aligned) regions, 0..8192.
    pub src_off: usize,
    pub dst_off: usize,
}

impl RowJob {
    /// Bytes per call, on average (for GB/s).
    pub fn mean_bytes(&self) -> f64 {
        self.sizes.iter().sum::<usize>() as f64 / self.sizes.len().max(1) as f64
    }

    pub fn max_len(&self) -> usize {
        self.sizes.iter().copied().max().unwrap_or(0)
    }
}

/// A variant of a group: children rebuild it from its SPEC text; reports show what it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VariantInfo {
    pub name: String,
    pub spec: String,
    /// What the parent built, in one line (children do not need it).
    #[serde(default)]
    pub describe: String,
}

/// Where a group's copies sit, and what follows each (`--placement`): the cache regimes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Placement {
    /// Source and destination at the --misalign page offsets, each call 64 bytes further
    /// along the working set.
    #[default]
    Aligned,
    /// Hot: each call's source and destination at random byte offsets in a 256 KiB area of
    /// their own (seeded by --seed): L1/L2-resident.
    Random,
    /// As `random`, in an area of max(8 MiB, 4 x L2) per region: most lines from beyond L2.
    Llc,
    /// As `random`, in 256 MiB per region: most lines from memory.
    Cold,
    /// Copy-then-use, hot: as `random`, each destination's first and last 8 bytes read
    /// right after its copy (a struct copied, then used).
    Struct,
    /// Copy-then-use, hot: each copy's source is the last copy's destination (random
    /// places in the 256 KiB area, alternating between the regions).
    Chain,
}

impl Placement {
    /// The name `--placement` takes.
    pub fn name(self) -> &'static str {
        match self {
            Placement::Aligned => "aligned",
            Placement::Random => "random",
            Placement::Llc => "llc",
            Placement::Cold => "cold",
            Placement::Struct => "struct",
            Placement::Chain => "chain",
        }
    }

    /// The regimes `--regimes` measures, side by side: hot, LLC, both copy-then-use
    /// workloads, and the aligned walk.
    pub const REGIMES: [Placement; 5] = [
        Placement::Random,
        Placement::Llc,
        Placement::Struct,
        Placement::Chain,
        Placement::Aligned,
    ];

    /// The area each region's random offsets are drawn in (None for the aligned walk).
    pub fn area(self, l2_bytes: Option<u32>) -> Option<usize> {
        match self {
            Placement::Aligned => None,
            Placement::Random | Placement::Struct | Placement::Chain => Some(RANDOM_AREA),
            Placement::Llc => Some(llc_area(l2_bytes)),
            Placement::Cold => Some(COLD_AREA),
        }
    }
}

/// Variants and rows under one scenario and one placement: rows to measure ([`GroupJob`]),
/// or their results (`report::GroupReport`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Group<R> {
    pub name: String,
    #[serde(with = "scenario_name")]
    pub scenario: Scenario,
    /// Aligned when absent (jobs written before random placement existed).
    #[serde(default)]
    pub placement: Placement,
    /// In report order; the first is the reference.
    pub variants: Vec<VariantInfo>,
    pub rows: Vec<R>,
}

/// A group to measure.
pub type GroupJob = Group<RowJob>;

/// Everything one child measures (sent to the child as JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Job {
    pub groups: Vec<GroupJob>,
    /// Samples per variant per row (interleaved, the order rotating every round).
    pub rounds: usize,
    /// Warm scenario: target duration of one sample (a batch of calls), in ns.
    pub target_ns: u64,
    /// Flushed scenarios: individually timed copies per sample.
    pub flush_batch: usize,
    /// Bytes of each of the two regions (source, destination) the buffers rotate over.
    pub ws_region: usize,
    /// The seed of random placement's offsets.
    #[serde(default)]
    pub seed: u64,
    /// Copies of each generated variant, each at its own page offset; the `s`-th sample of a
    /// variant times copy `s mod code_placements` (`ab --placements`). 1 when absent (jobs
    /// written before it existed, and `sweep`'s), and then not written.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub code_placements: usize,
}

/// Most code placements `ab --placements` takes.
pub const MAX_CODE_PLACEMENTS: usize = 8;

fn one() -> usize {
    1
}

fn is_one(n: &usize) -> bool {
    *n == 1
}

impl Job {
    /// Reads a job the parent wrote, checking every type and range (see [`Job::check`]): a
    /// malformed job is an error naming the field, never a panic.
    pub fn from_json(text: &[u8]) -> Result<Job> {
        let v: Value = serde_json::from_slice(text).map_err(|e| anyhow!("job: {e}"))?;
        ensure!(v.is_object(), "job: expected an object with `groups`, `rounds`, `target_ns`, `flush_batch` and `ws_region`");
        let job: Job =
            serde_path_to_error::deserialize(v).map_err(|e| match e.path().to_string() {
                p if p == "." => anyhow!("job: {}", e.inner()),
                p => anyhow!("job: `{p}`: {}", e.inner()),
            })?;
        job.check()?;
        Ok(job)
    }

    /// Checks the ranges the measuring code relies on (buffer sizes and offsets, allocation
    /// sizes). The parent never builds a job outside them; a child refuses one that is.
    pub fn check(&self) -> Result<()> {
        // (field, value, smallest, largest)
        let mut ranges = vec![
            ("rounds", self.rounds, 1, MAX_ROUNDS),
            // A warm sample of at most one second.
            ("target_ns", self.target_ns as usize, 1, 1_000_000_000),
            ("flush_batch", self.flush_batch, 1, 100_000),
            // Half the `--working-set`, which is 8 KiB..=1 GiB, or 0 (`hot`).
            (
                "ws_region",
                self.ws_region,
                if self.ws_region == 0 { 0 } else { 4 << 10 },
                512 << 20,
            ),
            ("groups", self.groups.len(), 1, 64),
            (
                "code_placements",
                self.code_placements,
                1,
                MAX_CODE_PLACEMENTS,
            ),
        ];
        for g in &self.groups {
            ranges.push(("variants", g.variants.len(), 1, 256));
            ranges.push(("rows", g.rows.len(), 1, 100_000));
            for r in &g.rows {
                let n = r.sizes.len();
                ensure!(
                    n.is_power_of_two() && n <= MAX_SEQUENCE,
                    "job: row {:?} has {n} sizes; expected 1 or a power of two up to {MAX_SEQUENCE}",
                    excerpt(&r.label, 60)
                );
                ranges.push(("sizes", r.max_len(), 0, MAX_SIZE));
                ranges.push(("src_off", r.src_off, 0, MAX_ROW_OFFSET - 1));
                ranges.push(("dst_off", r.dst_off, 0, MAX_ROW_OFFSET - 1));
            }
        }
        for (what, v, lo, hi) in ranges {
            ensure!(
                (lo..=hi).contains(&v),
                "job: `{what}` {v} is outside {lo}..={hi}"
            );
        }
        Ok(())
    }
}

/// One measured row, as a child reports it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RowResult {
    #[serde(rename = "g")]
    pub group: usize,
    #[serde(rename = "r")]
    pub row: usize,
    /// Median ns per call over the rounds, per variant (job order).
    pub ns: Vec<f64>,
    /// The same for an empty function called the same way.
    pub floor_ns: f64,
    /// Calls per sample (warm) or copies per sample (flushed).
    #[serde(rename = "k")]
    pub calls_per_sample: usize,
}

/// A line a child prints: `{"t":"meta",...}` once, then `{"t":"row",...}` per row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "lowercase")]
pub enum ChildLine {
    /// Cost of the empty timestamp pair used around flushed copies, subtracted from them (0
    /// when nothing was flushed).
    Meta {
        timer_ns: f64,
    },
    Row(RowResult),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn job_round_trips() {
        let text = r#"{"groups":[{"name":"warm","scenario":"dst-flushed","placement":"random","variants":[{"name":"a","spec":"scalar","describe":"strategy scalar"}],"rows":[{"label":"64","sizes":[64],"src_off":3,"dst_off":4100}]}],"rounds":7,"target_ns":20000,"flush_batch":4,"ws_region":1048576,"seed":9}"#;
        let job = Job::from_json(text.as_bytes()).unwrap();
        assert_eq!(job.groups[0].scenario, Scenario::DstFlushed);
        assert_eq!((job.groups[0].placement, job.seed), (Placement::Random, 9));
        assert_eq!(job.groups[0].rows[0].dst_off, 4100);
        assert_eq!(serde_json::to_string(&job).unwrap(), text);
        assert_eq!(job.code_placements, 1, "one placement when absent");
        // More placements: written, read back, and bounded.
        let three = Job {
            code_placements: 3,
            ..job.clone()
        };
        let text3 = serde_json::to_string(&three).unwrap();
        assert!(
            text3.ends_with(r#","seed":9,"code_placements":3}"#),
            "{text3}"
        );
        assert_eq!(Job::from_json(text3.as_bytes()).unwrap(), three);
        for bad in ["0", "9"] {
            let t = text3.replace(
                r#""code_placements":3"#,
                &format!(r#""code_placements":{bad}"#),
            );
            let e = Job::from_json(t.as_bytes()).unwrap_err().to_string();
            assert!(e.contains("code_placements"), "{e}");
        }
        // A variant as a [name, spec] pair: no description.
        let short = text.replace(
            r#"{"name":"a","spec":"scalar","describe":"strategy scalar"}"#,
            r#"["a","scalar"]"#,
        );
        let v = &Job::from_json(short.as_bytes()).unwrap().groups[0].variants[0];
        assert_eq!((&*v.name, &*v.spec, &*v.describe), ("a", "scalar", ""));
        // A child's row line: tag `t`, short names.
        let line = r#"{"t":"row","g":0,"r":1,"ns":[1.5,2.5],"floor_ns":0.5,"k":9}"#;
        let row: ChildLine = serde_json::from_str(line).unwrap();
        assert!(matches!(&row, ChildLine::Row(r) if r.row == 1 && r.calls_per_sample == 9));
        assert_eq!(serde_json::to_string(&row).unwrap(), line);
    }
}
