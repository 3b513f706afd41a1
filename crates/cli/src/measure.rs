//! The measuring child: runs a [`Job`] in this process and prints one JSON line per row.
//!
//! How a sample is taken is the harness's ([`memcpy_jit::harness`], module `timing`; see also
//! docs/methodology.md). Here: two page-aligned regions (source, destination) of about
//! `ws_region` bytes each (at least the harness's 8 MiB `RANDOM_AREA` when a group places
//! copies at random); a row's calls rotate over `ws_region` bytes of them from the row's
//! offsets, so source and destination keep the row's page offset difference, or (random
//! placement) each call's source and destination sit at their own seeded random offsets in
//! the first 8 MiB of each region.

use std::io::Write;
use std::time::Duration;

use memcpy_jit::harness::{self, Buffers, Candidate, Method, Tsc, RANDOM_AREA};

use crate::job::{ChildLine, ChildMeta, Job, Placement, RowJob, RowResult};
use crate::spec::{Runnable, Spec};

/// Largest row offset (source or destination) a job may use.
pub const MAX_ROW_OFFSET: usize = 8192;

/// Runs `job`, writing a meta line and one line per row to `out`.
pub fn run_child(job: &Job, out: &mut impl Write) -> Result<(), String> {
    let max_len = job
        .groups
        .iter()
        .flat_map(|g| g.rows.iter())
        .map(RowJob::max_len)
        .max()
        .unwrap_or(0);
    // Every variant is built before anything is measured or printed: a spec the child
    // cannot build fails the job at once.
    let built = job
        .groups
        .iter()
        .map(|g| {
            g.variants
                .iter()
                .map(|(_, text)| text.parse::<Spec>()?.build())
                .collect::<Result<Vec<Runnable>, String>>()
        })
        .collect::<Result<Vec<_>, String>>()?;
    let random = job
        .groups
        .iter()
        .any(|g| matches!(g.placement, Placement::Random { .. }));
    let mut region = job.ws_region.max(max_len) + MAX_ROW_OFFSET + 64;
    if random {
        region = region.max(RANDOM_AREA.max(max_len));
    }
    let mut buffers = Buffers::new(region).map_err(|e| e.to_string())?;
    // Few rounds mean a quick run: shorter calibration and settling.
    let quick = job.rounds < 20;
    let mut meta = ChildMeta::default();
    let tsc = if job.groups.iter().any(|g| g.scenario.is_flushed()) {
        let t = Tsc::calibrate(Duration::from_millis(if quick { 5 } else { 25 }))
            .map_err(|e| e.to_string())?;
        (meta.tsc_ghz, meta.timer_ns) = (t.ghz, t.overhead_ns);
        Some(t)
    } else {
        None
    };
    harness::settle(
        &mut buffers,
        Duration::from_millis(if quick { 3 } else { 30 }),
    )
    .map_err(|e| e.to_string())?;
    let line = |out: &mut dyn Write, l: ChildLine| -> Result<(), String> {
        let text = serde_json::to_string(&l).map_err(|e| e.to_string())?;
        writeln!(out, "{text}")
            .and_then(|()| out.flush())
            .map_err(|e| e.to_string())
    };
    line(out, ChildLine::Meta(meta))?;
    let method = Method {
        rounds: job.rounds,
        target_ns: job.target_ns,
        flush_batch: job.flush_batch,
    };
    for (gi, (g, variants)) in job.groups.iter().zip(&built).enumerate() {
        let fns: Vec<Candidate<'_>> = variants.iter().map(Runnable::candidate).collect();
        let names: Vec<&str> = g.variants.iter().map(|(n, _)| n.as_str()).collect();
        for (ri, row) in g.rows.iter().enumerate() {
            let (so, dof) = (row.src_off, row.dst_off);
            harness::verify(&fns, &names, &mut buffers, row.max_len(), so, dof)
                .map_err(|e| e.to_string())?;
            let m = match g.placement {
                Placement::Aligned => {
                    let mut walk = buffers
                        .walk(&row.sizes, job.ws_region, so, dof)
                        .map_err(|e| e.to_string())?;
                    harness::measure(&fns, &mut walk, g.scenario, &method, tsc.as_ref())
                }
                Placement::Random { seed } => {
                    let offsets = Buffers::scatter_offsets(&row.sizes, RANDOM_AREA, seed);
                    let mut scatter = buffers
                        .scatter(&row.sizes, &offsets)
                        .map_err(|e| e.to_string())?;
                    harness::measure(&fns, &mut scatter, g.scenario, &method, tsc.as_ref())
                }
            }
            .map_err(|e| e.to_string())?;
            let res = RowResult {
                group: gi,
                row: ri,
                ns: m.ns,
                floor_ns: m.floor_ns,
                calls_per_sample: m.calls_per_sample,
            };
            line(out, ChildLine::Row(res))?;
        }
    }
    Ok(())
}
