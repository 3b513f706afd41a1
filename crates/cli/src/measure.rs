//! The measuring child: runs a [`Job`] in this process and prints one JSON line per row.
//!
//! How a sample is taken is the harness's ([`memcpy_jit::harness`], module `timing`; see also
//! docs/methodology.md). Here: two page-aligned regions (source, destination) of about
//! `ws_region` bytes each (at least the harness's 256 KiB `RANDOM_AREA` when a group places
//! copies at random); a row's calls rotate over `ws_region` bytes of them from the row's
//! offsets, so source and destination keep the row's page offset difference, or (random
//! placement) each call's source and destination sit at their own seeded random offsets in
//! the first 256 KiB of each region.

use std::io::{Read, Write};
use std::time::Duration;

use anyhow::{anyhow, ensure, Context as _, Result};
use memcpy_jit::harness::{self, Buffers, Candidate, Method, Tsc, RANDOM_AREA};
use memcpy_jit::{Memcpy, Strategy};

use crate::job::{excerpt, ChildLine, GroupJob, Job, Placement, RowJob, RowResult};
use crate::spec::{Runnable, Spec};

/// Largest row offset (source or destination) a job may use.
pub const MAX_ROW_OFFSET: usize = 8192;
/// Largest job a child accepts on stdin.
const MAX_JOB_BYTES: u64 = 64 << 20;

/// The hidden `__child` subcommand: reads a job on stdin, measures, prints JSON lines. A
/// malformed job (not JSON, wrong types, values out of range, larger than
/// [`MAX_JOB_BYTES`]) is a one-line error.
pub fn child_main() -> Result<()> {
    let mut text = Vec::new();
    let stdin = std::io::stdin().lock();
    stdin
        .take(MAX_JOB_BYTES + 1)
        .read_to_end(&mut text)
        .context("reading the job")?;
    ensure!(
        text.len() as u64 <= MAX_JOB_BYTES,
        "malformed job: larger than {} MiB",
        MAX_JOB_BYTES >> 20
    );
    // Messages quote values from the job: bounded, so a huge value stays one short line.
    let job =
        Job::from_json(&text).map_err(|e| anyhow!("malformed {}", excerpt(&e.to_string(), 200)))?;
    run_child(&job, &mut std::io::stdout().lock())
}

/// Builds a group's variants, variant `i` with its code at [`harness::code_slot`]`(i)`: each
/// at its own page offsets, because copies of one code at one page offset in neighbouring
/// pages shared the branch predictors' entries (docs/methodology.md, "Code placement").
fn build_group(g: &GroupJob) -> Result<Vec<Runnable>> {
    g.variants
        .iter()
        .enumerate()
        .map(|(i, v)| v.spec.parse::<Spec>()?.build_in_slot(harness::code_slot(i)))
        .collect()
}

/// Runs `job`, writing a meta line and one line per row to `out`.
pub fn run_child(job: &Job, out: &mut impl Write) -> Result<()> {
    let rows = job.groups.iter().flat_map(|g| &g.rows);
    let max_len = rows.map(RowJob::max_len).max().unwrap_or(0);
    // Every variant is built before anything is measured or printed: a spec the child
    // cannot build fails the job at once.
    let built = job
        .groups
        .iter()
        .map(build_group)
        .collect::<Result<Vec<_>>>()?;
    // The separator: the table's row built once more after every variant, at its own page
    // offsets, never timed (`harness::measure_separated`); none where no code can be built.
    let slots = job
        .groups
        .iter()
        .map(|g| g.variants.len())
        .max()
        .unwrap_or(0);
    let separator = Memcpy::builder()
        .strategy(Strategy::Vector)
        .code_slot(harness::code_slot(slots))
        .build()
        .ok();
    let sep = separator.as_ref().map(Candidate::of);
    let mut region = job.ws_region.max(max_len) + MAX_ROW_OFFSET + 64;
    if job.groups.iter().any(|g| g.placement == Placement::Random) {
        region = region.max(RANDOM_AREA.max(max_len));
    }
    let mut buffers = Buffers::new(region)?;
    // Few rounds mean a quick run: shorter calibration and settling.
    let ms =
        |quick: u64, full: u64| Duration::from_millis(if job.rounds < 20 { quick } else { full });
    let flushed = job.groups.iter().any(|g| g.scenario.is_flushed());
    let tsc = flushed.then(|| Tsc::calibrate(ms(5, 25))).transpose()?;
    let timer_ns = tsc.as_ref().map_or(0.0, |t| t.overhead_ns);
    harness::settle(&mut buffers, ms(3, 30))?;
    let mut line = |l: ChildLine| -> Result<()> {
        writeln!(out, "{}", serde_json::to_string(&l)?)?;
        Ok(out.flush()?)
    };
    line(ChildLine::Meta { timer_ns })?;
    let method = Method {
        rounds: job.rounds,
        target_ns: job.target_ns,
        flush_batch: job.flush_batch,
    };
    for (gi, (g, variants)) in job.groups.iter().zip(&built).enumerate() {
        let fns: Vec<Candidate<'_>> = variants.iter().map(Runnable::candidate).collect();
        let names: Vec<&str> = g.variants.iter().map(|v| v.name.as_str()).collect();
        for (ri, row) in g.rows.iter().enumerate() {
            let (so, dof) = (row.src_off, row.dst_off);
            harness::verify(&fns, &names, &mut buffers, row.max_len(), so, dof)?;
            let (sizes, tsc) = (&row.sizes, tsc.as_ref());
            let m = match g.placement {
                Placement::Aligned => {
                    let mut walk = buffers.walk(sizes, job.ws_region, so, dof)?;
                    harness::measure_separated(&fns, sep, &mut walk, g.scenario, &method, tsc)?
                }
                Placement::Random => {
                    let offsets = Buffers::scatter_offsets(sizes, RANDOM_AREA, job.seed);
                    let mut scatter = buffers.scatter(sizes, &offsets)?;
                    harness::measure_separated(&fns, sep, &mut scatter, g.scenario, &method, tsc)?
                }
            };
            line(ChildLine::Row(RowResult {
                group: gi,
                row: ri,
                ns: m.ns,
                floor_ns: m.floor_ns,
                calls_per_sample: m.calls_per_sample,
            }))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variants_of_a_group_sit_at_distinct_page_offsets_with_the_same_bytes() {
        let variants = r#"["g","glibc"],["a","tuned,entry=0"],["b","tuned,entry=0"],["c","tuned,entry=0"],["d","tuned,entry=5"]"#;
        let text = format!(
            r#"{{"groups":[{{"name":"warm","scenario":"warm","placement":"aligned","variants":[{variants}],"rows":[{{"label":"64","sizes":[64],"src_off":0,"dst_off":0}}]}}],"rounds":7,"target_ns":20000,"flush_batch":4,"ws_region":1048576,"seed":9}}"#
        );
        let job = Job::from_json(text.as_bytes()).unwrap();
        let Ok(built) = build_group(&job.groups[0]) else {
            eprintln!("skipped: no generated code here");
            return;
        };
        let codes: Vec<&memcpy_jit::Memcpy> = built
            .iter()
            .filter_map(|r| match r {
                Runnable::Owned(m) => Some(&**m),
                _ => None,
            })
            .collect();
        assert_eq!(codes.len(), 4);
        let offsets: Vec<usize> = codes.iter().map(|m| m.entry_address() % 4096).collect();
        for (i, a) in offsets.iter().enumerate() {
            for b in &offsets[i + 1..] {
                assert_ne!(a, b, "two variants at one page offset: {offsets:?}");
            }
        }
        // The twins are the same bytes; `entry=5` still puts the entry 5 bytes into a line.
        assert!(codes[1..3].iter().all(|m| m.code() == codes[0].code()));
        assert_eq!(offsets[3] % 64, 5);
        assert_eq!(codes[3].entry_offset(), 5);
    }
}
