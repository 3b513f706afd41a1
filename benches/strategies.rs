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

use std::alloc::{alloc, dealloc, Layout};
use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use memcpy_jit::{Memcpy, MemcpyFn, Strategy};

/// Copy lengths, in bytes.
const SIZES: [usize; 15] = [
    8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 65536, 262_144, 1_048_576,
];

/// Page size: both buffers start on a page boundary.
const PAGE: usize = 4096;

/// `(group name, source offset, destination offset)` from the page-aligned bases.
const PLACEMENTS: [(&str, usize, usize); 2] = [("aligned", 0, 0), ("misaligned", 1, 3)];

/// glibc's `memcpy`; compiles to a tail jump through the PLT.
unsafe extern "C" fn glibc_memcpy(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    // SAFETY: the caller passes valid, non-overlapping ranges of `len` bytes (`MemcpyFn`).
    unsafe { libc::memcpy(dst.cast(), src.cast(), len).cast() }
}

/// `copy_from_slice`, with the C memcpy signature so it shares the call path of the others.
#[inline(never)]
unsafe extern "C" fn std_copy_from_slice(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    // SAFETY: the caller passes valid, non-overlapping ranges of `len` bytes (`MemcpyFn`), so
    // the two slices are in bounds and do not alias.
    let (d, s) = unsafe {
        (
            std::slice::from_raw_parts_mut(dst, len),
            std::slice::from_raw_parts(src, len),
        )
    };
    d.copy_from_slice(s);
    dst
}

/// A page-aligned heap buffer, filled with a non-zero pattern so that no page is the shared
/// zero page and every byte is backed by its own memory before timing starts.
struct PageBuf {
    ptr: *mut u8,
    layout: Layout,
}

impl PageBuf {
    fn new(len: usize, seed: u8) -> PageBuf {
        let layout = Layout::from_size_align(len, PAGE).expect("valid layout");
        // SAFETY: `layout` has a non-zero size.
        let ptr = unsafe { alloc(layout) };
        assert!(!ptr.is_null(), "allocation of {len} bytes failed");
        // SAFETY: `ptr` is valid for writes of `len` bytes (just allocated).
        let buf = unsafe { std::slice::from_raw_parts_mut(ptr, len) };
        for (i, b) in buf.iter_mut().enumerate() {
            *b = (i as u8).wrapping_mul(31).wrapping_add(seed) | 1;
        }
        PageBuf { ptr, layout }
    }

    fn as_slice(&self) -> &[u8] {
        // SAFETY: `ptr` is valid and initialised for `layout.size()` bytes while `self` lives.
        unsafe { std::slice::from_raw_parts(self.ptr, self.layout.size()) }
    }
}

impl Drop for PageBuf {
    fn drop(&mut self) {
        // SAFETY: `ptr` came from `alloc(self.layout)` and is freed once.
        unsafe { dealloc(self.ptr, self.layout) };
    }
}

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

/// Runs `f` once per size and placement and compares the destination with the source,
/// including one guard byte on each side.
fn verify(name: &str, f: MemcpyFn, src: &PageBuf, dst: &PageBuf) {
    for &(place, so, dof) in &PLACEMENTS {
        for &len in &SIZES {
            // SAFETY: both buffers hold `max(SIZES) + PAGE` bytes, so `offset + len + 1` is in
            // bounds; they are separate allocations and do not overlap.
            unsafe {
                std::ptr::write_bytes(dst.ptr, 0, dst.layout.size());
                f(dst.ptr.add(dof), src.ptr.add(so), len);
            }
            let (s, d) = (src.as_slice(), dst.as_slice());
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
    // SAFETY: the `Memcpy`s in `jit` own the code pages and are dropped only at the end of
    // this function, after every use of these pointers.
    let mut candidates: Vec<(&str, MemcpyFn)> = jit
        .iter()
        .map(|(n, m)| (*n, unsafe { m.as_raw_fn() }))
        .collect();
    candidates.push(("tuned", Memcpy::tuned().copy_fn().into_raw()));
    candidates.push(("glibc", glibc_memcpy));
    candidates.push(("std", std_copy_from_slice));

    let cap = SIZES[SIZES.len() - 1] + PAGE;
    let src = PageBuf::new(cap, 0x5A);
    let dst = PageBuf::new(cap, 0xC3);
    for &(name, f) in &candidates {
        verify(name, f, &src, &dst);
    }

    for &(place, so, dof) in &PLACEMENTS {
        let mut group = c.benchmark_group(place);
        // SAFETY (for the pointer arithmetic and calls below): offsets are < PAGE and lengths
        // <= max(SIZES), inside buffers of max(SIZES) + PAGE bytes that do not overlap.
        let (s, d) = unsafe { (src.ptr.add(so).cast_const(), dst.ptr.add(dof)) };
        // Sizes outer, candidates inner: at each size the candidates run back to back, so
        // slow drift on the host affects them alike.
        for &len in &SIZES {
            group.throughput(Throughput::Bytes(len as u64));
            for &(name, f) in &candidates {
                group.bench_with_input(BenchmarkId::new(name, len), &len, |b, &len| {
                    let f = black_box(f);
                    // SAFETY: see above; `f` is a memcpy with the C ABI.
                    b.iter(|| unsafe { f(black_box(d), black_box(s), black_box(len)) });
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
