//! The seed's A/B matrix under criterion.
//!
//! - `matrix/<scenario>/<size>/<variant>`: sizes 32, 64, 128, 256, 2048, 4096 × {orig scalar
//!   (`memcpy_orig` replica), ERMS-gated at 512 and 2048, REP MOVSB, glibc} × {warm, source
//!   flushed, destination flushed}.
//! - `dist/<file>/<variant>`: one group per memcpy fleet distribution found in
//!   `$CARGO_MANIFEST_DIR/../shared/data/size-distributions` (`Memcpy*.csv`,
//!   `fleetbench-Memcpy_*.csv`); skipped with a message when the folder is absent. Sizes are
//!   drawn at random (seed 1, 4096 draws) and called in turn, one call per iteration.
//!
//! Measured with `memcpy_jit::harness`, the way `memcpy-jit ab` measures: every call goes
//! through a `black_box`ed function pointer; buffers rotate over a 1 MiB working set (source
//! 512 KiB + destination 512 KiB) in 64-byte steps ([`Walk`]). Warm: criterion times
//! back-to-back calls ([`Walk::time`]). Flushed: each call is timed alone with the harness's
//! fenced `rdtsc` after `clflush` of every line of the range ([`Tsc::flushed`]), the cost of
//! the empty timestamp pair subtracted. For run-to-run statistics, paired ratios and
//! significance use `memcpy-jit ab`; this bench is for criterion's history and regression
//! reports.
//!
//! Run: `cargo bench --bench ab` (filter with e.g. `cargo bench --bench ab -- matrix/warm`).

use std::path::PathBuf;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use memcpy_jit::harness::dist::{Distribution, DRAWS};
use memcpy_jit::harness::{Buffers, Candidate, Scenario, Tsc, Walk, CAN_FLUSH};
use memcpy_jit::{Memcpy, Strategy};

const SIZES: [usize; 6] = [32, 64, 128, 256, 2048, 4096];
/// Bytes of each of the two regions (source, destination) the calls rotate over.
const REGION: usize = 512 << 10;

fn build(strategy: Strategy, threshold: Option<usize>) -> Memcpy {
    let mut b = Memcpy::builder();
    b.strategy(strategy);
    if let Some(t) = threshold {
        b.threshold(t);
    }
    b.build().expect("every strategy builds on x86-64")
}

/// The generated variants; glibc is added beside them by [`candidates`].
fn variants() -> Vec<(&'static str, Memcpy)> {
    vec![
        ("orig", build(Strategy::Scalar, None)),
        ("gated-512", build(Strategy::ErmsGated, Some(512))),
        ("gated-2048", build(Strategy::ErmsGated, Some(2048))),
        ("rep-movsb", build(Strategy::RepMovsb, None)),
    ]
}

fn candidates<'a>(vs: &'a [(&'static str, Memcpy)]) -> Vec<(&'static str, Candidate<'a>)> {
    let mut c: Vec<_> = vs.iter().map(|(n, m)| (*n, Candidate::of(m))).collect();
    c.push(("glibc", Candidate::libc()));
    c
}

/// `iters` calls of `f` along `walk` in `sc`: timed as a batch (warm) or one by one.
fn time(sc: Scenario, f: Candidate<'_>, walk: &mut Walk<'_>, iters: u64, tsc: &Tsc) -> Duration {
    let n = iters as usize;
    if sc.is_flushed() {
        let ns = tsc.flushed(Some(f), walk, n, sc) * n as f64;
        Duration::from_nanos(ns.max(0.0) as u64)
    } else {
        walk.time(f, n)
    }
}

fn matrix(c: &mut Criterion) {
    let vs = variants();
    let cands = candidates(&vs);
    let mut scenarios = vec![Scenario::Warm];
    let mut tsc = Tsc {
        ghz: 1.0,
        overhead_ns: 0.0,
    };
    if CAN_FLUSH {
        tsc = Tsc::calibrate(Duration::from_millis(25)).expect("the TSC calibrates on x86-64");
        scenarios.extend([Scenario::SrcFlushed, Scenario::DstFlushed]);
    }
    for sc in scenarios {
        for &size in &SIZES {
            let mut g = c.benchmark_group(format!("matrix/{}/{size}", sc.name()));
            g.throughput(Throughput::Bytes(size as u64));
            for &(name, f) in &cands {
                let mut bufs = Buffers::new(REGION.max(size)).expect("buffers");
                let sizes = [size];
                let mut walk = bufs.walk(&sizes, REGION, 0, 0).expect("fits");
                g.bench_function(BenchmarkId::from_parameter(name), |b| {
                    b.iter_custom(|iters| time(sc, f, &mut walk, iters, &tsc));
                });
            }
            g.finish();
        }
    }
}

fn distributions(c: &mut Criterion) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/size-distributions");
    let mut files: Vec<PathBuf> = match std::fs::read_dir(&dir) {
        Ok(rd) => rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
                n.ends_with(".csv")
                    && (n.starts_with("MemcpyGoogle") || n.starts_with("fleetbench-Memcpy_"))
            })
            .collect(),
        Err(_) => {
            eprintln!(
                "benches/ab: {} not found; skipping the distribution groups",
                dir.display()
            );
            return;
        }
    };
    files.sort();
    let vs = variants();
    let cands = candidates(&vs);
    for path in files {
        let d = match Distribution::load(&path) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("benches/ab: skipping {e}");
                continue;
            }
        };
        let seq = d.draw(DRAWS, 1);
        let mean = seq.iter().sum::<usize>() as f64 / seq.len() as f64;
        let mut g = c.benchmark_group(format!("dist/{}", d.name));
        g.throughput(Throughput::Bytes(mean.round().max(1.0) as u64));
        for &(name, f) in &cands {
            let mut bufs = Buffers::new(REGION.max(d.max_size())).expect("buffers");
            let mut walk = bufs.walk(&seq, REGION, 0, 0).expect("fits");
            g.bench_function(BenchmarkId::from_parameter(name), |b| {
                b.iter_custom(|iters| walk.time(f, iters as usize));
            });
        }
        g.finish();
    }
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(30)
}

criterion_group! {
    name = benches;
    config = config();
    targets = matrix, distributions
}
criterion_main!(benches);
