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
//! Every call goes through a `black_box`ed function pointer. Buffers rotate over a 1 MiB
//! working set (source 512 KiB + destination 512 KiB) in 64-byte steps, as in
//! `memcpy-jit ab`'s default. Warm: criterion times back-to-back calls. Flushed: each call is
//! timed alone with `Instant` after `clflush` of every line of the range and `mfence`; the
//! flush is outside the timed window and the median cost of an empty `Instant` pair, measured
//! at start-up, is subtracted. For run-to-run statistics, paired ratios and significance use
//! `memcpy-jit ab`; this bench is for criterion's history and regression reports.
//!
//! Run: `cargo bench --bench ab` (filter with e.g. `cargo bench --bench ab -- matrix/warm`).

// The CSV loader is shared with the CLI; the bench uses only part of it.
#[allow(dead_code)]
#[path = "../crates/cli/src/dist.rs"]
mod dist;

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use memcpy_jit::{Memcpy, MemcpyFn, Strategy};

const SIZES: [usize; 6] = [32, 64, 128, 256, 2048, 4096];
/// Bytes of each of the two regions (source, destination).
const REGION: usize = 512 << 10;

struct Variant {
    name: &'static str,
    f: MemcpyFn,
    _keep: Option<Memcpy>,
}

fn build(strategy: Strategy, threshold: Option<usize>) -> Memcpy {
    let mut b = Memcpy::builder();
    b.strategy(strategy);
    if let Some(t) = threshold {
        b.threshold(t);
    }
    b.build().expect("every strategy builds on x86-64")
}

fn variants() -> Vec<Variant> {
    let jit = |name, m: Memcpy| Variant {
        name,
        // SAFETY: `m` moves into `_keep` (its code page does not move) and lives as long as
        // the `Variant`, which is as long as `f` is called.
        f: unsafe { m.as_raw_fn() },
        _keep: Some(m),
    };
    type CMemcpy =
        unsafe extern "C" fn(*mut libc::c_void, *const libc::c_void, usize) -> *mut libc::c_void;
    let c: CMemcpy = libc::memcpy;
    // SAFETY: same C ABI and arity; the pointee types (c_void vs u8) do not change how the
    // arguments are passed, and libc's memcpy has the MemcpyFn contract.
    let glibc = unsafe { std::mem::transmute::<CMemcpy, MemcpyFn>(c) };
    vec![
        jit("orig", build(Strategy::Scalar, None)),
        jit("gated-512", build(Strategy::ErmsGated, Some(512))),
        jit("gated-2048", build(Strategy::ErmsGated, Some(2048))),
        jit("rep-movsb", build(Strategy::RepMovsb, None)),
        Variant {
            name: "glibc",
            f: glibc,
            _keep: None,
        },
    ]
}

/// Two page-aligned regions and the rotation through them.
struct Buffers {
    src: Vec<u8>,
    dst: Vec<u8>,
    s0: usize,
    d0: usize,
    off: usize,
}

impl Buffers {
    fn new(max_len: usize) -> Buffers {
        let len = REGION.max(max_len) + 2 * 4096;
        let src = vec![7u8; len];
        let dst = vec![0u8; len];
        let s0 = src.as_ptr().align_offset(4096);
        let d0 = dst.as_ptr().align_offset(4096);
        Buffers {
            src,
            dst,
            s0,
            d0,
            off: 0,
        }
    }

    /// The next (dst, src) for a copy of `len` bytes.
    #[inline(always)]
    fn next(&mut self, len: usize) -> (*mut u8, *const u8) {
        if self.off + len > REGION {
            self.off = 0;
        }
        let (d, s) = (self.d0 + self.off, self.s0 + self.off);
        self.off += (len + 63) & !63;
        // SAFETY (of the arithmetic): the vectors hold REGION.max(len) + 8 KiB bytes and
        // `off + len <= REGION.max(len)`, so both ranges stay inside them.
        unsafe { (self.dst.as_mut_ptr().add(d), self.src.as_ptr().add(s)) }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Scenario {
    Warm,
    SrcFlushed,
    DstFlushed,
}

impl Scenario {
    fn name(self) -> &'static str {
        match self {
            Scenario::Warm => "warm",
            Scenario::SrcFlushed => "src-flushed",
            Scenario::DstFlushed => "dst-flushed",
        }
    }
}

#[cfg(target_arch = "x86_64")]
fn flush(p: *const u8, len: usize) {
    use core::arch::x86_64::_mm_clflush;
    let mut a = p as usize & !63;
    while a < p as usize + len {
        // SAFETY: `a` is inside a line of a live buffer; clflush has no other precondition.
        unsafe { _mm_clflush(a as *const u8) };
        a += 64;
    }
}

#[cfg(target_arch = "x86_64")]
fn mfence() {
    // SAFETY: SSE2 is part of x86-64.
    unsafe { core::arch::x86_64::_mm_mfence() };
}

/// Median cost of an empty `Instant` pair (subtracted from individually timed copies).
fn instant_overhead() -> Duration {
    let mut v: Vec<Duration> = (0..10_001)
        .map(|_| {
            let t = Instant::now();
            black_box(());
            t.elapsed()
        })
        .collect();
    v.sort();
    v[v.len() / 2]
}

fn matrix(c: &mut Criterion) {
    let vs = variants();
    let overhead = instant_overhead();
    let mut scenarios = vec![Scenario::Warm];
    if cfg!(target_arch = "x86_64") {
        scenarios.extend([Scenario::SrcFlushed, Scenario::DstFlushed]);
    }
    for sc in scenarios {
        for &size in &SIZES {
            let mut g = c.benchmark_group(format!("matrix/{}/{size}", sc.name()));
            g.throughput(Throughput::Bytes(size as u64));
            for v in &vs {
                let mut bufs = Buffers::new(size);
                g.bench_function(BenchmarkId::from_parameter(v.name), |b| {
                    let f = black_box(v.f);
                    b.iter_custom(|iters| time(sc, f, &mut bufs, size, iters, overhead));
                });
            }
            g.finish();
        }
    }
}

fn time(
    sc: Scenario,
    f: MemcpyFn,
    bufs: &mut Buffers,
    len: usize,
    iters: u64,
    overhead: Duration,
) -> Duration {
    if sc == Scenario::Warm {
        let t = Instant::now();
        for _ in 0..iters {
            let (d, s) = bufs.next(len);
            // SAFETY: two distinct buffers with room for `len` bytes.
            unsafe { f(d, s, len) };
        }
        return t.elapsed();
    }
    #[cfg(target_arch = "x86_64")]
    {
        let mut total = Duration::ZERO;
        for _ in 0..iters {
            let (d, s) = bufs.next(len);
            if sc == Scenario::SrcFlushed {
                flush(s, len);
            } else {
                flush(d, len);
            }
            mfence();
            let t = Instant::now();
            // SAFETY: as above.
            unsafe { f(d, s, len) };
            mfence();
            total += t.elapsed().saturating_sub(overhead);
        }
        total
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = overhead;
        unreachable!("flushed scenarios are only registered on x86-64")
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
    for path in files {
        let d = match dist::Distribution::load(&path) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("benches/ab: skipping {e}");
                continue;
            }
        };
        let seq = d.draw(dist::DRAWS, 1);
        let mean = seq.iter().sum::<usize>() as f64 / seq.len() as f64;
        let mut g = c.benchmark_group(format!("dist/{}", d.name));
        g.throughput(Throughput::Bytes(mean.round().max(1.0) as u64));
        for v in &vs {
            let mut bufs = Buffers::new(d.max_size());
            let mut i = 0usize;
            g.bench_function(BenchmarkId::from_parameter(v.name), |b| {
                let f = black_box(v.f);
                b.iter_custom(|iters| {
                    let t = Instant::now();
                    for _ in 0..iters {
                        let len = seq[i & (dist::DRAWS - 1)];
                        i += 1;
                        let (dp, sp) = bufs.next(len);
                        // SAFETY: two distinct buffers with room for `len` bytes.
                        unsafe { f(dp, sp, len) };
                    }
                    t.elapsed()
                });
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
