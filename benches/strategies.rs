//! Nanoseconds per call of every strategy of the crate (and of `Memcpy::tuned()`), beside the C
//! library's `memcpy` and `<[u8]>::copy_from_slice`, over a size × alignment grid. Results:
//! `docs/bench-strategies.md`.
//!
//! Candidates (each called through a function pointer hidden behind `black_box`, so nothing
//! is inlined and no copy is specialised for its constant length):
//!
//! | id           | what runs                                                               |
//! |--------------|-------------------------------------------------------------------------|
//! | `rep-movsb`  | generated `mov rax, rdi; mov rcx, rdx; rep movsb; ret`                  |
//! | `erms-gated` | generated `memcpy_orig` below 2048 bytes, `REP MOVSB` at 2048 and above |
//! | `scalar`     | generated replica of the kernel's `memcpy_orig` at every size           |
//! | `vector`     | generated vector strategy with this CPU's table thresholds              |
//! | `tuned`      | `Memcpy::tuned()` (the vector strategy, unless overridden by env)      |
//! | `fallback`   | the crate's built-in `ptr::copy_nonoverlapping` fallback               |
//! | `glibc`      | `libc::memcpy` (whatever the C library's IFUNC picked for this CPU)     |
//! | `std`        | `<[u8]>::copy_from_slice` in a non-inlined function                     |
//!
//! Sizes: 8 B to 1 MiB (powers of two up to 16 KiB, then 64 KiB, 256 KiB, 1 MiB). Placement:
//! source and destination are separate 4096-aligned buffers; `aligned` copies from offset 0 to
//! offset 0, `misaligned` from `src + 1` to `dst + 3`. Each benchmark repeats one size from the
//! same buffers, so it measures the warm-cache, well-predicted case (the 1 MiB copy touches
//! 2 MiB); it says nothing about size mixes or cold caches.
//!
//! Every candidate is checked to copy correctly at every size and placement before anything
//! is timed.
//!
//! Run (about 6 minutes on 2 cores):
//!
//! ```text
//! cargo bench --bench strategies
//! cargo bench --bench strategies -- '^aligned/scalar/'      # a subset (regex on the id)
//! ```
//!
//! Ids are `<placement>/<candidate>/<bytes>`; criterion writes its estimates to
//! `target/criterion/<placement>/<candidate>/<bytes>/new/estimates.json`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use memcpy_jit::harness::{Buffers, Candidate, PAGE};
use memcpy_jit::{Memcpy, Strategy};

/// Copy lengths, in bytes.
const SIZES: [usize; 15] = [
    8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 65536, 262_144, 1_048_576,
];

/// `(group name, source offset, destination offset)` from the page-aligned bases.
const PLACEMENTS: [(&str, usize, usize); 2] = [("aligned", 0, 0), ("misaligned", 1, 3)];

/// Builds a forced strategy; `ErmsGated` gets the crate's default threshold.
fn forced(strategy: Strategy) -> Memcpy {
    let m = Memcpy::builder()
        .strategy(strategy)
        .build()
        .unwrap_or_else(|e| panic!("cannot build {strategy}: {e}"));
    assert_eq!(m.strategy(), strategy, "{:?}", m.notes());
    if strategy == Strategy::ErmsGated {
        assert_eq!(m.threshold(), Some(memcpy_jit::DEFAULT_THRESHOLD));
        assert_eq!(memcpy_jit::DEFAULT_THRESHOLD, 2048);
    }
    m
}

/// Runs `f` once per size and placement and compares the destination with the source
/// (the harness's patterned buffers), including one guard byte on each side.
fn verify(name: &str, f: Candidate<'_>, bufs: &mut Buffers) {
    for &(place, so, dof) in &PLACEMENTS {
        for &len in &SIZES {
            let (s, d) = bufs.split_mut();
            d.fill(0);
            f.copy(&mut d[dof..dof + len], &s[so..so + len]);
            assert_eq!(
                &d[dof..dof + len],
                &s[so..so + len],
                "{name} {place} {len}: wrong bytes"
            );
            assert!(
                (dof == 0 || d[dof - 1] == 0) && d[dof + len] == 0,
                "{name} {place} {len}: wrote outside the destination"
            );
        }
    }
}

fn strategies(c: &mut Criterion) {
    let jit: Vec<(&str, Memcpy)> = [
        Strategy::RepMovsb,
        Strategy::ErmsGated,
        Strategy::Scalar,
        Strategy::Vector,
        Strategy::Fallback,
    ]
    .into_iter()
    .map(|s| (s.name(), forced(s)))
    .collect();
    let mut candidates: Vec<(&str, Candidate<'_>)> =
        jit.iter().map(|(n, m)| (*n, Candidate::of(m))).collect();
    candidates.push(("tuned", Candidate::of(Memcpy::tuned())));
    candidates.push(("glibc", Candidate::libc()));
    candidates.push(("std", Candidate::std()));

    let mut bufs = Buffers::new(SIZES[SIZES.len() - 1] + PAGE).expect("buffers");
    for &(name, f) in &candidates {
        verify(name, f, &mut bufs);
    }

    for &(place, so, dof) in &PLACEMENTS {
        let mut group = c.benchmark_group(place);
        // Every call at the same place: a walk with limit 0 gives the two pointers, valid
        // while it lives (to the end of this iteration), for copies up to max(SIZES).
        let most = [SIZES[SIZES.len() - 1]];
        let mut walk = bufs.walk(&most, 0, so, dof).expect("fits");
        let (d, s, _) = walk.next_copy();
        // Sizes outer, candidates inner: at each size the candidates run back to back, so
        // slow drift on the host affects them alike.
        for &len in &SIZES {
            group.throughput(Throughput::Bytes(len as u64));
            for &(name, f) in &candidates {
                group.bench_with_input(BenchmarkId::new(name, len), &len, |b, &len| {
                    let f = black_box(f);
                    // SAFETY: `d` and `s` come from the live walk: disjoint ranges of at least
                    // `len` bytes.
                    b.iter(|| unsafe { f.call(black_box(d), black_box(s), black_box(len)) });
                });
            }
        }
        group.finish();
    }
    drop(jit);
}

fn config() -> Criterion {
    // 2 placements × 15 sizes × 8 candidates = 240 benchmarks at ~1.5 s each.
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(50)
}

criterion_group! {
    name = benches;
    config = config();
    targets = strategies
}
criterion_main!(benches);
