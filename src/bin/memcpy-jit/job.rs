//! What one measuring process does: the job the parent hands to each child run (as JSON on
//! the child's stdin), and the result lines the child prints (JSON, one per line).
//!
//! `ab` and `sweep` both build a [`Job`]: groups of workload rows, each group with one
//! scenario and its variants. Children rebuild the variants from their SPEC text, so a child
//! measures exactly what the parent validated.

use serde_json::{json, Value};

/// Where the buffers are when a timed copy starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Scenario {
    /// Buffers recently touched, rotating over the working set: throughput of back-to-back
    /// calls, timed in batches.
    Warm,
    /// Every line of the source range `clflush`ed before each (individually timed) copy.
    SrcFlushed,
    /// Every line of the destination range flushed before each copy.
    DstFlushed,
    /// Both ranges flushed before each copy.
    BothFlushed,
}

impl Scenario {
    pub const fn name(self) -> &'static str {
        match self {
            Scenario::Warm => "warm",
            Scenario::SrcFlushed => "src-flushed",
            Scenario::DstFlushed => "dst-flushed",
            Scenario::BothFlushed => "both-flushed",
        }
    }

    pub fn from_name(s: &str) -> Option<Scenario> {
        [
            Scenario::Warm,
            Scenario::SrcFlushed,
            Scenario::DstFlushed,
            Scenario::BothFlushed,
        ]
        .into_iter()
        .find(|sc| sc.name() == s)
    }

    pub const fn flush_src(self) -> bool {
        matches!(self, Scenario::SrcFlushed | Scenario::BothFlushed)
    }

    pub const fn flush_dst(self) -> bool {
        matches!(self, Scenario::DstFlushed | Scenario::BothFlushed)
    }

    pub const fn is_flushed(self) -> bool {
        !matches!(self, Scenario::Warm)
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

    pub fn from_json(v: &Value) -> Result<Job, String> {
        let num = |v: &Value, k: &str| -> Result<usize, String> {
            v.get(k)
                .and_then(Value::as_u64)
                .map(|n| n as usize)
                .ok_or_else(|| format!("job: missing number `{k}`"))
        };
        let arr = |v: &'_ Value, k: &str| -> Result<Vec<Value>, String> {
            v.get(k)
                .and_then(Value::as_array)
                .cloned()
                .ok_or_else(|| format!("job: missing array `{k}`"))
        };
        let string = |v: &Value, k: &str| -> Result<String, String> {
            v.get(k)
                .and_then(Value::as_str)
                .map(str::to_string)
                .ok_or_else(|| format!("job: missing string `{k}`"))
        };
        let mut groups = Vec::new();
        for g in arr(v, "groups")? {
            let scenario =
                Scenario::from_name(&string(&g, "scenario")?).ok_or("job: unknown scenario")?;
            let mut variants = Vec::new();
            for pair in arr(&g, "variants")? {
                let n = pair.get(0).and_then(Value::as_str).ok_or("job: variant")?;
                let s = pair.get(1).and_then(Value::as_str).ok_or("job: variant")?;
                variants.push((n.to_string(), s.to_string()));
            }
            let mut rows = Vec::new();
            for r in arr(&g, "rows")? {
                let sizes = arr(&r, "sizes")?
                    .iter()
                    .map(|s| s.as_u64().map(|n| n as usize).ok_or("job: size"))
                    .collect::<Result<Vec<_>, _>>()?;
                rows.push(RowJob {
                    label: string(&r, "label")?,
                    sizes,
                    src_off: num(&r, "src_off")?,
                    dst_off: num(&r, "dst_off")?,
                });
            }
            groups.push(GroupJob {
                name: string(&g, "name")?,
                scenario,
                variants,
                rows,
            });
        }
        Ok(Job {
            groups,
            rounds: num(v, "rounds")?,
            target_ns: num(v, "target_ns")? as u64,
            flush_batch: num(v, "flush_batch")?,
            ws_region: num(v, "ws_region")?,
        })
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
