//! What one measuring process does: the job the parent hands to each child run (as JSON on
//! the child's stdin), and the result lines the child prints (JSON, one per line).
//!
//! `ab` and `sweep` both build a [`Job`]: groups of workload rows, each group with one
//! scenario and its variants. Children rebuild the variants from their SPEC text, so a child
//! measures exactly what the parent validated.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::measure::MAX_ROW_OFFSET;
use memcpy_jit::harness::dist::MAX_SIZE;
pub use memcpy_jit::harness::Scenario;

/// Largest `rounds` (the parent's `--rounds` limit).
pub const MAX_ROUNDS: usize = 100_000;
/// Longest warm sample a job may ask for: one second.
pub const MAX_TARGET_NS: u64 = 1_000_000_000;
/// Most individually timed copies per flushed sample.
pub const MAX_FLUSH_BATCH: usize = 100_000;
/// Smallest and largest region (half the `--working-set`, which is 8 KiB..=1 GiB).
pub const MIN_WS_REGION: usize = 4 << 10;
pub const MAX_WS_REGION: usize = 512 << 20;
/// Most groups, variants per group, and rows per group in one job.
pub const MAX_GROUPS: usize = 64;
pub const MAX_VARIANTS: usize = 256;
pub const MAX_ROWS: usize = 100_000;
/// Longest drawn size sequence of one row (the parent draws `dist::DRAWS`).
pub const MAX_SEQUENCE: usize = 1 << 20;

/// `s`, cut to `n` characters, for an error message.
pub fn excerpt(s: &str, n: usize) -> String {
    match s.char_indices().nth(n) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
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

    /// The size, for fixed-size rows.
    pub fn fixed_size(&self) -> Option<usize> {
        (self.sizes.len() == 1).then(|| self.sizes[0])
    }
}

/// Where a group's copies sit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Placement {
    /// Each row's offsets, every call 64 bytes (rounded up) further along the working set
    /// (the harness's `Walk`).
    #[default]
    Aligned,
    /// Each call's source and destination at random byte offsets in the harness's
    /// `RANDOM_AREA` (8 MiB) of each region, drawn with `seed` (the harness's `Scatter`).
    Random { seed: u64 },
}

impl Placement {
    /// `aligned` or `random`.
    pub fn name(&self) -> &'static str {
        match self {
            Placement::Aligned => "aligned",
            Placement::Random { .. } => "random",
        }
    }
}

/// Variants and rows measured under one scenario and one placement.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GroupJob {
    pub name: String,
    #[serde(with = "scenario_name")]
    pub scenario: Scenario,
    /// Aligned when absent (jobs written before random placement existed).
    #[serde(default)]
    pub placement: Placement,
    /// (name, SPEC text), in report order; the first is the reference.
    pub variants: Vec<(String, String)>,
    pub rows: Vec<RowJob>,
}

/// Everything one child measures (sent to the child as JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Job {
    pub groups: Vec<GroupJob>,
    /// Samples per variant per row (interleaved A B A B).
    pub rounds: usize,
    /// Warm scenario: target duration of one sample (a batch of calls), in ns.
    pub target_ns: u64,
    /// Flushed scenarios: individually timed copies per sample.
    pub flush_batch: usize,
    /// Bytes of each of the two regions (source, destination) the buffers rotate over.
    pub ws_region: usize,
}

impl Job {
    /// Reads a job the parent wrote, checking every type and range (see [`Job::check`]): a
    /// malformed job is an error naming the field, never a panic.
    pub fn from_json(v: Value) -> Result<Job, String> {
        if !v.is_object() {
            return Err("job: expected an object with `groups`, `rounds`, `target_ns`, `flush_batch` and `ws_region`".into());
        }
        let job: Job =
            serde_path_to_error::deserialize(v).map_err(|e| match e.path().to_string() {
                p if p == "." => format!("job: {}", e.inner()),
                p => format!("job: `{p}`: {}", e.inner()),
            })?;
        job.check()?;
        Ok(job)
    }

    /// Checks the ranges the measuring code relies on (buffer sizes and offsets, allocation
    /// sizes). The parent never builds a job outside them; a child refuses one that is.
    pub fn check(&self) -> Result<(), String> {
        let within = |what: &str, v: u64, lo: u64, hi: u64| -> Result<(), String> {
            if (lo..=hi).contains(&v) {
                Ok(())
            } else {
                Err(format!("job: `{what}` {v} is outside {lo}..={hi}"))
            }
        };
        within("rounds", self.rounds as u64, 1, MAX_ROUNDS as u64)?;
        within("target_ns", self.target_ns, 1, MAX_TARGET_NS)?;
        within(
            "flush_batch",
            self.flush_batch as u64,
            1,
            MAX_FLUSH_BATCH as u64,
        )?;
        within(
            "ws_region",
            self.ws_region as u64,
            MIN_WS_REGION as u64,
            MAX_WS_REGION as u64,
        )?;
        within("groups", self.groups.len() as u64, 1, MAX_GROUPS as u64)?;
        for g in &self.groups {
            within("variants", g.variants.len() as u64, 1, MAX_VARIANTS as u64)?;
            within("rows", g.rows.len() as u64, 1, MAX_ROWS as u64)?;
            for r in &g.rows {
                if !r.sizes.len().is_power_of_two() || r.sizes.len() > MAX_SEQUENCE {
                    return Err(format!(
                        "job: row {:?} has {} sizes; expected 1 or a power of two up to {MAX_SEQUENCE}",
                        excerpt(&r.label, 60),
                        r.sizes.len()
                    ));
                }
                within("sizes", r.max_len() as u64, 0, MAX_SIZE as u64)?;
                within("src_off", r.src_off as u64, 0, MAX_ROW_OFFSET as u64 - 1)?;
                within("dst_off", r.dst_off as u64, 0, MAX_ROW_OFFSET as u64 - 1)?;
            }
        }
        Ok(())
    }

    pub fn total_rows(&self) -> usize {
        self.groups.iter().map(|g| g.rows.len()).sum()
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

/// Per-process facts a child reports once.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ChildMeta {
    /// TSC ticks per ns (0 when no flushed scenario was measured).
    pub tsc_ghz: f64,
    /// Cost of the empty timestamp pair used around flushed copies, subtracted from them.
    pub timer_ns: f64,
}

/// A line a child prints: `{"t":"meta",...}` once, then `{"t":"row",...}` per row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "lowercase")]
pub enum ChildLine {
    Meta(ChildMeta),
    Row(RowResult),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn job_round_trips() {
        let job = Job {
            groups: vec![GroupJob {
                name: "warm".into(),
                scenario: Scenario::DstFlushed,
                placement: Placement::Random { seed: 9 },
                variants: vec![("a".into(), "scalar".into()), ("b".into(), "glibc".into())],
                rows: vec![RowJob {
                    label: "64".into(),
                    sizes: vec![64],
                    src_off: 3,
                    dst_off: 4100,
                }],
            }],
            rounds: 7,
            target_ns: 20_000,
            flush_batch: 4,
            ws_region: 1 << 20,
        };
        let text = serde_json::to_string(&job).unwrap();
        let back = Job::from_json(serde_json::from_str(&text).unwrap()).unwrap();
        assert_eq!(back, job);
        let r = RowResult {
            group: 0,
            row: 1,
            ns: vec![1.5, 2.5],
            floor_ns: 0.5,
            calls_per_sample: 9,
        };
        let line = serde_json::to_string(&ChildLine::Row(r.clone())).unwrap();
        assert!(line.starts_with(r#"{"t":"row","g":0,"r":1,"#), "{line}");
        assert_eq!(
            serde_json::from_str::<ChildLine>(&line).unwrap(),
            ChildLine::Row(r)
        );
    }
}
