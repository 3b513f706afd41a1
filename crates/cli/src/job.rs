//! What one measuring process does: the job the parent hands to each child run (as JSON on
//! the child's stdin), and the result lines the child prints (JSON, one per line).
//!
//! `ab` and `sweep` both build a [`Job`]: groups of workload rows, each group with one
//! scenario and its variants. Children rebuild the variants from their SPEC text, so a child
//! measures exactly what the parent validated.

use serde_json::{json, Value};

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

/// `s`, cut to 60 characters, for an error message.
pub fn excerpt(s: &str) -> String {
    match s.char_indices().nth(60) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}

/// One workload row: a fixed size (`sizes.len() == 1`) or a drawn sequence.
#[derive(Clone, Debug, PartialEq)]
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

/// Variants and rows measured under one scenario.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupJob {
    pub name: String,
    pub scenario: Scenario,
    /// (name, SPEC text), in report order; the first is the reference.
    pub variants: Vec<(String, String)>,
    pub rows: Vec<RowJob>,
}

/// Everything one child measures.
#[derive(Clone, Debug, PartialEq)]
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
    pub fn to_json(&self) -> Value {
        json!({
            "rounds": self.rounds,
            "target_ns": self.target_ns,
            "flush_batch": self.flush_batch,
            "ws_region": self.ws_region,
            "groups": self.groups.iter().map(|g| json!({
                "name": g.name,
                "scenario": g.scenario.name(),
                "variants": g.variants.iter().map(|(n, s)| json!([n, s])).collect::<Vec<_>>(),
                "rows": g.rows.iter().map(|r| json!({
                    "label": r.label,
                    "sizes": r.sizes,
                    "src_off": r.src_off,
                    "dst_off": r.dst_off,
                })).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
        })
    }

    /// Reads a job the parent wrote, checking every type and range (see [`Job::check`]): a
    /// malformed job is an error naming the field, never a panic.
    pub fn from_json(v: &Value) -> Result<Job, String> {
        let field = |v: &'_ Value, k: &str| -> Result<Value, String> {
            v.get(k)
                .cloned()
                .ok_or_else(|| format!("job: missing `{k}`"))
        };
        let num = |v: &Value, k: &str| -> Result<u64, String> {
            field(v, k)?
                .as_u64()
                .ok_or_else(|| format!("job: `{k}` must be a whole number"))
        };
        let arr = |v: &Value, k: &str| -> Result<Vec<Value>, String> {
            match field(v, k)? {
                Value::Array(a) => Ok(a),
                _ => Err(format!("job: `{k}` must be an array")),
            }
        };
        let string = |v: &Value, k: &str| -> Result<String, String> {
            match field(v, k)? {
                Value::String(s) => Ok(s),
                _ => Err(format!("job: `{k}` must be a string")),
            }
        };
        let index = |n: u64, k: &str| -> Result<usize, String> {
            usize::try_from(n).map_err(|_| format!("job: `{k}` {n} is too large"))
        };
        let mut groups = Vec::new();
        for g in arr(v, "groups")? {
            let scenario = string(&g, "scenario")?;
            let scenario = scenario
                .parse::<Scenario>()
                .map_err(|e| format!("job: {e}"))?;
            let mut variants = Vec::new();
            for pair in arr(&g, "variants")? {
                let text = |i: usize| {
                    pair.get(i)
                        .and_then(Value::as_str)
                        .map(str::to_string)
                        .ok_or("job: each variant must be [NAME, SPEC], two strings")
                };
                variants.push((text(0)?, text(1)?));
            }
            let mut rows = Vec::new();
            for r in arr(&g, "rows")? {
                let sizes = arr(&r, "sizes")?
                    .iter()
                    .map(|s| {
                        s.as_u64()
                            .ok_or_else(|| "job: `sizes` must hold whole numbers".to_string())
                            .and_then(|n| index(n, "sizes"))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                rows.push(RowJob {
                    label: string(&r, "label")?,
                    sizes,
                    src_off: index(num(&r, "src_off")?, "src_off")?,
                    dst_off: index(num(&r, "dst_off")?, "dst_off")?,
                });
            }
            groups.push(GroupJob {
                name: string(&g, "name")?,
                scenario,
                variants,
                rows,
            });
        }
        let job = Job {
            groups,
            rounds: index(num(v, "rounds")?, "rounds")?,
            target_ns: num(v, "target_ns")?,
            flush_batch: index(num(v, "flush_batch")?, "flush_batch")?,
            ws_region: index(num(v, "ws_region")?, "ws_region")?,
        };
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
                        excerpt(&r.label),
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
#[derive(Clone, Debug, PartialEq)]
pub struct RowResult {
    pub group: usize,
    pub row: usize,
    /// Median ns per call over the rounds, per variant (job order).
    pub ns: Vec<f64>,
    /// The same for an empty function called the same way.
    pub floor_ns: f64,
    /// Calls per sample (warm) or copies per sample (flushed).
    pub calls_per_sample: usize,
}

impl RowResult {
    pub fn to_json(&self) -> Value {
        json!({"t": "row", "g": self.group, "r": self.row, "ns": self.ns,
               "floor_ns": self.floor_ns, "k": self.calls_per_sample})
    }

    pub fn from_json(v: &Value) -> Option<RowResult> {
        Some(RowResult {
            group: v.get("g")?.as_u64()? as usize,
            row: v.get("r")?.as_u64()? as usize,
            ns: v
                .get("ns")?
                .as_array()?
                .iter()
                .map(Value::as_f64)
                .collect::<Option<Vec<_>>>()?,
            floor_ns: v.get("floor_ns")?.as_f64()?,
            calls_per_sample: v.get("k")?.as_u64()? as usize,
        })
    }
}

/// Per-process facts a child reports once.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChildMeta {
    /// TSC ticks per ns (0 when no flushed scenario was measured).
    pub tsc_ghz: f64,
    /// Cost of the empty timestamp pair used around flushed copies, subtracted from them.
    pub timer_ns: f64,
}

impl ChildMeta {
    pub fn to_json(&self) -> Value {
        json!({"t": "meta", "tsc_ghz": self.tsc_ghz, "timer_ns": self.timer_ns})
    }

    pub fn from_json(v: &Value) -> Option<ChildMeta> {
        Some(ChildMeta {
            tsc_ghz: v.get("tsc_ghz")?.as_f64()?,
            timer_ns: v.get("timer_ns")?.as_f64()?,
        })
    }
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
        let text = job.to_json().to_string();
        let back = Job::from_json(&serde_json::from_str(&text).unwrap()).unwrap();
        assert_eq!(back, job);
        let r = RowResult {
            group: 0,
            row: 1,
            ns: vec![1.5, 2.5],
            floor_ns: 0.5,
            calls_per_sample: 9,
        };
        assert_eq!(RowResult::from_json(&r.to_json()), Some(r));
    }
}
