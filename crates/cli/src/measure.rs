//! The measuring child: runs a [`Job`] in this process and prints one JSON line per row.
//!
//! How a sample is taken (see also the README's methodology section):
//!
//! - Every call goes through the variant's function pointer, passed through
//!   `std::hint::black_box`, so nothing is inlined and no size is a compile-time constant.
//! - Buffers: two page-aligned regions (source, destination) of `ws_region` bytes each. Call
//!   `i` copies `sizes[i]` bytes at offset `off` in both regions (plus the row's misalignment),
//!   and `off` then advances by the size rounded up to 64 bytes, wrapping at the region's end.
//!   So successive calls touch successive buffers across the whole working set, and source and
//!   destination keep the same page offset difference (the row's `dst_off − src_off`).
//! - Warm: one sample = `k` back-to-back calls timed with `Instant`, `k` chosen so a sample
//!   lasts at least `target_ns`; the result is sample time / `k` (throughput per call, loop
//!   and indirect call included).
//! - Flushed: one sample = `flush_batch` copies, each timed alone: `clflush` every line of the
//!   range(s), `mfence`, `lfence; rdtsc; lfence`, the call, `mfence` (so stores still in the
//!   store buffer are counted), `rdtscp; lfence`. The flush is outside the timed window; the
//!   cost of the empty timestamp pair (fences included), measured the same way, is subtracted.
//!   TSC ticks become ns with a frequency calibrated against `Instant` in this process.
//! - Rounds: each round takes one sample of every variant in order (A B A B ...) and of an
//!   empty function (the "floor": what the harness costs around a call that does nothing).
//!   The row's result per variant is the median of its rounds.

use std::alloc::{alloc, dealloc, Layout};
use std::hint::black_box;
use std::io::Write;
use std::time::{Duration, Instant};

use memcpy_jit::MemcpyFn;

use crate::job::{ChildMeta, GroupJob, Job, RowJob, RowResult};
use crate::spec::{Runnable, Spec};
use crate::stats::median;

/// Largest row offset (source or destination) a job may use.
pub const MAX_ROW_OFFSET: usize = 8192;

/// A function that copies nothing, for the floor.
#[inline(never)]
unsafe extern "C" fn empty_copy(dst: *mut u8, _src: *const u8, _len: usize) -> *mut u8 {
    dst
}

/// A page-aligned heap region, pre-faulted.
struct Region {
    ptr: *mut u8,
    layout: Layout,
}

impl Region {
    fn new(len: usize, fill: u8) -> Result<Region, String> {
        let layout = Layout::from_size_align(len.max(4096), 4096)
            .map_err(|e| format!("buffer of {len} bytes: {e}"))?;
        // SAFETY: the layout has a non-zero size.
        let ptr = unsafe { alloc(layout) };
        if ptr.is_null() {
            return Err(format!("cannot allocate {len} bytes of buffers"));
        }
        // SAFETY: `ptr` is valid for `layout.size()` bytes; writing faults every page in.
        unsafe {
            for i in 0..layout.size() {
                ptr.add(i)
                    .write((i as u8).wrapping_mul(31).wrapping_add(fill));
            }
        }
        Ok(Region { ptr, layout })
    }

    fn len(&self) -> usize {
        self.layout.size()
    }
}

impl Drop for Region {
    fn drop(&mut self) {
        // SAFETY: allocated in `Region::new` with this layout.
        unsafe { dealloc(self.ptr, self.layout) };
    }
}

/// The rotation through the regions: which size and which offset the next call uses.
struct Walk<'a> {
    src: *const u8,
    dst: *mut u8,
    sizes: &'a [usize],
    mask: usize,
    idx: usize,
    off: usize,
    /// `off + len` never exceeds this, except that a copy longer than it starts at 0.
    limit: usize,
}

impl Walk<'_> {
    /// The next call's (dst, src, len); advances the walk.
    #[inline(always)]
    fn next(&mut self) -> (*mut u8, *const u8, usize) {
        let len = self.sizes[self.idx & self.mask];
        self.idx = self.idx.wrapping_add(1);
        if self.off + len > self.limit {
            self.off = 0;
        }
        // SAFETY (of the pointer arithmetic): the regions are `max(limit, max_len) +
        // MAX_ROW_OFFSET + 64` bytes long and `off + len <= max(limit, max_len)`.
        let r = unsafe { (self.dst.add(self.off), self.src.add(self.off), len) };
        self.off += (len + 63) & !63;
        r
    }
}

/// Times `k` back-to-back calls; returns the elapsed time.
#[inline(never)]
fn warm_batch(f: MemcpyFn, w: &mut Walk<'_>, k: usize) -> Duration {
    let f = black_box(f);
    let t0 = Instant::now();
    for _ in 0..k {
        let (d, s, len) = w.next();
        // SAFETY: `d` and `s` point into two distinct regions with room for `len` bytes.
        unsafe { f(d, s, len) };
    }
    t0.elapsed()
}

#[cfg(target_arch = "x86_64")]
mod tsc {
    use core::arch::x86_64::{__rdtscp, _mm_clflush, _mm_lfence, _mm_mfence, _rdtsc};
    use std::time::{Duration, Instant};

    use super::Walk;
    use memcpy_jit::MemcpyFn;

    /// `clflush` every cache line overlapping `[p, p + len)`.
    #[inline(always)]
    fn flush(p: *const u8, len: usize) {
        if len == 0 {
            return;
        }
        let start = p as usize & !63;
        let end = p as usize + len;
        let mut a = start;
        while a < end {
            // SAFETY: `a` lies within a line of the range, which is mapped memory we own;
            // clflush has no other precondition.
            unsafe { _mm_clflush(a as *const u8) };
            a += 64;
        }
    }

    /// Times `m` copies one at a time after flushing; returns the summed ticks.
    #[inline(never)]
    pub(super) fn flushed_batch(
        f: Option<MemcpyFn>,
        w: &mut Walk<'_>,
        m: usize,
        flush_src: bool,
        flush_dst: bool,
    ) -> u64 {
        let f = std::hint::black_box(f);
        let mut total = 0u64;
        for _ in 0..m {
            let (d, s, len) = w.next();
            if flush_src {
                flush(s, len);
            }
            if flush_dst {
                flush(d, len);
            }
            // SAFETY: fences and timestamp reads have no preconditions on x86-64 (SSE2 is
            // baseline); the call copies between two distinct regions with room for `len`.
            let ticks = unsafe {
                _mm_mfence();
                _mm_lfence();
                let t0 = _rdtsc();
                _mm_lfence();
                if let Some(f) = f {
                    f(d, s, len);
                }
                _mm_mfence();
                let mut aux = 0u32;
                let t1 = __rdtscp(&mut aux);
                _mm_lfence();
                t1.wrapping_sub(t0)
            };
            total = total.wrapping_add(ticks);
        }
        total
    }

    /// TSC ticks per ns, against `Instant` over `dur`.
    pub(super) fn ghz(dur: Duration) -> f64 {
        // SAFETY: rdtsc has no preconditions.
        let c0 = unsafe { _rdtsc() };
        let t0 = Instant::now();
        while t0.elapsed() < dur {
            std::hint::spin_loop();
        }
        // SAFETY: as above.
        let c1 = unsafe { _rdtsc() };
        let ns = t0.elapsed().as_nanos() as f64;
        c1.wrapping_sub(c0) as f64 / ns
    }
}

/// True when flushed scenarios can be measured on this target.
pub const CAN_FLUSH: bool = cfg!(target_arch = "x86_64");

struct Bench<'a> {
    job: &'a Job,
    meta: ChildMeta,
    src: Region,
    dst: Region,
}

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
    let region = job.ws_region.max(max_len) + MAX_ROW_OFFSET + 64;
    let mut b = Bench {
        job,
        meta: ChildMeta::default(),
        src: Region::new(region, 7)?,
        dst: Region::new(region, 0)?,
    };
    if job.groups.iter().any(|g| g.scenario.is_flushed()) {
        b.calibrate()?;
    }
    b.settle();
    writeln!(out, "{}", b.meta.to_json()).map_err(|e| e.to_string())?;
    for (gi, (g, variants)) in job.groups.iter().zip(&built).enumerate() {
        // `built` keeps every instance alive for as long as `fns` is used (to the loop's end).
        let fns: Vec<MemcpyFn> = variants.iter().map(|r| r.f).collect();
        for (ri, row) in g.rows.iter().enumerate() {
            let res = b.row(g, &fns, row, gi, ri)?;
            writeln!(out, "{}", res.to_json()).map_err(|e| e.to_string())?;
            out.flush().map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

impl Bench<'_> {
    fn walk<'s>(&self, row: &'s RowJob) -> Walk<'s> {
        assert!(row.src_off < MAX_ROW_OFFSET && row.dst_off < MAX_ROW_OFFSET);
        assert!(row.sizes.len().is_power_of_two());
        assert!(row.max_len() + MAX_ROW_OFFSET + 64 <= self.src.len());
        // SAFETY: both offsets are below MAX_ROW_OFFSET, inside the regions (checked above).
        let (src, dst) = unsafe { (self.src.ptr.add(row.src_off), self.dst.ptr.add(row.dst_off)) };
        Walk {
            src,
            dst,
            sizes: &row.sizes,
            mask: row.sizes.len() - 1,
            idx: 0,
            off: 0,
            limit: self.job.ws_region,
        }
    }

    /// Copies for a while before the first measurement, so the first row does not pay for
    /// the process start (clock ramp-up, cold predictors, lazy binding of libc's memcpy).
    fn settle(&self) {
        let quick = self.job.rounds < 20;
        let until = Duration::from_millis(if quick { 3 } else { 30 });
        let row = RowJob {
            label: String::new(),
            sizes: vec![4096],
            src_off: 0,
            dst_off: 0,
        };
        let mut w = self.walk(&row);
        let f = crate::spec::glibc_fn();
        let t0 = Instant::now();
        while t0.elapsed() < until {
            warm_batch(f, &mut w, 256);
        }
    }

    #[cfg(target_arch = "x86_64")]
    fn calibrate(&mut self) -> Result<(), String> {
        let quick = self.job.rounds < 20;
        self.meta.tsc_ghz = tsc::ghz(Duration::from_millis(if quick { 5 } else { 25 }));
        if !(self.meta.tsc_ghz > 0.01 && self.meta.tsc_ghz < 100.0) {
            return Err(format!(
                "TSC frequency calibration failed ({} ticks/ns)",
                self.meta.tsc_ghz
            ));
        }
        // The empty timestamp pair, fences included: median of single measurements.
        let sizes = [0usize];
        let mut w = Walk {
            src: self.src.ptr,
            dst: self.dst.ptr,
            sizes: &sizes,
            mask: 0,
            idx: 0,
            off: 0,
            limit: self.job.ws_region,
        };
        let v: Vec<f64> = (0..2001)
            .map(|_| tsc::flushed_batch(None, &mut w, 1, false, false) as f64)
            .collect();
        self.meta.timer_ns = median(&v) / self.meta.tsc_ghz;
        Ok(())
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn calibrate(&mut self) -> Result<(), String> {
        Err("flushed scenarios need x86-64 (clflush, rdtsc)".into())
    }

    /// Copies the row's largest size once with every variant into a cleared destination and
    /// compares: a variant that does not copy must not produce a timing.
    fn verify(&self, g: &GroupJob, fns: &[MemcpyFn], row: &RowJob) -> Result<(), String> {
        let len = row.max_len();
        let w = self.walk(row);
        for (f, (name, _)) in fns.iter().zip(&g.variants) {
            // SAFETY: `w.src`/`w.dst` point into two distinct live regions with room for
            // `len` bytes (see `walk`).
            let ok = unsafe {
                std::ptr::write_bytes(w.dst, 0, len);
                f(w.dst, w.src, len);
                std::slice::from_raw_parts(w.dst, len) == std::slice::from_raw_parts(w.src, len)
            };
            if !ok {
                return Err(format!(
                    "variant {name} did not copy {len} bytes correctly; no timing reported"
                ));
            }
        }
        Ok(())
    }

    fn row(
        &self,
        g: &GroupJob,
        fns: &[MemcpyFn],
        row: &RowJob,
        gi: usize,
        ri: usize,
    ) -> Result<RowResult, String> {
        self.verify(g, fns, row)?;
        // Variants, then the empty function (the floor) as the last "variant".
        let mut all: Vec<MemcpyFn> = fns.to_vec();
        all.push(empty_copy);
        let n = row.sizes.len();
        let mut w = self.walk(row);
        // Warm-up: each function over the whole size sequence (at least 256 calls).
        for &f in &all {
            warm_batch(f, &mut w, n.max(256));
        }
        let rounds = self.job.rounds.max(1);
        let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(rounds); all.len()];
        let k;
        if g.scenario.is_flushed() {
            k = self.job.flush_batch.max(1);
            for _ in 0..rounds {
                for (v, &f) in all.iter().enumerate() {
                    let ns = self.flushed_sample(f, &mut w, k, g);
                    samples[v].push(ns);
                }
            }
        } else {
            // Calls per sample: enough that the fastest variant's sample lasts target_ns.
            let probe = n.max(64);
            let fastest = fns
                .iter()
                .map(|&f| warm_batch(f, &mut w, probe).as_nanos() as f64 / probe as f64)
                .fold(f64::INFINITY, f64::min)
                .max(0.05);
            let mut kk = ((self.job.target_ns as f64 / fastest).ceil() as usize).clamp(1, 1 << 24);
            if n > 1 {
                // Whole passes over the drawn sequence: every sample sees the same mix.
                kk = kk.div_ceil(n) * n;
            }
            k = kk;
            for _ in 0..rounds {
                for (v, &f) in all.iter().enumerate() {
                    let d = warm_batch(f, &mut w, k);
                    samples[v].push(d.as_nanos() as f64 / k as f64);
                }
            }
        }
        let mut ns: Vec<f64> = samples.iter().map(|s| median(s)).collect();
        let floor_ns = ns.pop().unwrap_or(f64::NAN);
        Ok(RowResult {
            group: gi,
            row: ri,
            ns,
            floor_ns,
            calls_per_sample: k,
        })
    }

    #[cfg(target_arch = "x86_64")]
    fn flushed_sample(&self, f: MemcpyFn, w: &mut Walk<'_>, m: usize, g: &GroupJob) -> f64 {
        let ticks = tsc::flushed_batch(
            Some(f),
            w,
            m,
            g.scenario.flush_src(),
            g.scenario.flush_dst(),
        );
        ticks as f64 / m as f64 / self.meta.tsc_ghz - self.meta.timer_ns
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn flushed_sample(&self, _: MemcpyFn, _: &mut Walk<'_>, _: usize, _: &GroupJob) -> f64 {
        f64::NAN
    }
}
