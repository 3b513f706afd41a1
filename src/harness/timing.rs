//! How a sample is taken, warm or flushed, and the interleaved rounds of a comparison.
//!
//! - Every call goes through the candidate's function pointer, passed through
//!   `std::hint::black_box`, so nothing is inlined and no size is a compile-time constant.
//! - Warm: one sample = `k` back-to-back calls along a [`Walk`] or a [`Scatter`](super::Scatter)
//!   timed with `Instant` ([`time_calls`]), `k` chosen so a sample lasts at least [`Method::target_ns`]; the result
//!   is sample time / `k` (throughput per call, loop and indirect call included).
//! - Flushed: one sample = [`Method::flush_batch`] copies, each timed alone ([`Tsc::flushed`]):
//!   `clflush` every line of the range(s), `mfence`, `lfence; rdtsc; lfence`, the call,
//!   `mfence` (so stores still in the store buffer are counted), `rdtscp; lfence`. The flush
//!   is outside the timed window; the cost of the empty timestamp pair (fences included),
//!   measured the same way, is subtracted. TSC ticks become ns with a frequency calibrated
//!   against `Instant` in this process.
//! - Rounds ([`measure`]): each round takes one sample of every candidate and of an empty
//!   function (the "floor": what the harness costs around a call that does nothing), in an
//!   order that changes from round to round ([`round_order`](super::round_order), a Williams
//!   design), so that
//!   every candidate takes every place equally often and follows every other candidate
//!   equally often. The result per candidate is the median of its rounds. (In a fixed order
//!   the second of three places measured 1–4% slower whatever code it held, on a Zen 5:
//!   docs/results/zen5-2026-11-30/memmove/; in a plain rotation each candidate always follows
//!   the same one: docs/results/zen5-2026-11-30/fixed/.)

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use super::stats::median;
use super::{schedule_placed, time_calls, Buffers, Calls, Candidate, Error};

/// Where the buffers are when a timed copy starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// Every scenario, in the order of their names' documentation.
    pub const ALL: [Scenario; 4] = [
        Scenario::Warm,
        Scenario::SrcFlushed,
        Scenario::DstFlushed,
        Scenario::BothFlushed,
    ];

    /// `warm`, `src-flushed`, `dst-flushed` or `both-flushed`.
    pub const fn name(self) -> &'static str {
        match self {
            Scenario::Warm => "warm",
            Scenario::SrcFlushed => "src-flushed",
            Scenario::DstFlushed => "dst-flushed",
            Scenario::BothFlushed => "both-flushed",
        }
    }

    /// True when the source range is flushed before each copy.
    pub const fn flush_src(self) -> bool {
        matches!(self, Scenario::SrcFlushed | Scenario::BothFlushed)
    }

    /// True when the destination range is flushed before each copy.
    pub const fn flush_dst(self) -> bool {
        matches!(self, Scenario::DstFlushed | Scenario::BothFlushed)
    }

    /// True for every scenario but [`Scenario::Warm`].
    pub const fn is_flushed(self) -> bool {
        !matches!(self, Scenario::Warm)
    }
}

impl fmt::Display for Scenario {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Scenario {
    type Err = Error;

    fn from_str(s: &str) -> Result<Scenario, Error> {
        Scenario::ALL
            .into_iter()
            .find(|sc| sc.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Scenario::ALL.iter().map(|s| s.name()).collect();
                let shown: String = s.chars().take(40).collect();
                Error::new(format!(
                    "unknown scenario {shown:?} (expected one of {})",
                    names.join(", ")
                ))
            })
    }
}

/// True when flushed scenarios can be measured on this target (`clflush`, `rdtsc`).
pub const CAN_FLUSH: bool = cfg!(target_arch = "x86_64");

/// `clflush` every cache line overlapping `[p, p + len)`. Does nothing off x86-64.
///
/// `clflush` takes any address: one that is not mapped faults, so the range should be memory
/// the caller owns (a flush never changes its contents).
#[inline(always)]
pub fn flush(p: *const u8, len: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        if len == 0 {
            return;
        }
        let end = p as usize + len;
        let mut a = p as usize & !63;
        while a < end {
            // SAFETY: `a` lies within a line of the caller's range; clflush has no other
            // precondition and writes nothing.
            unsafe { core::arch::x86_64::_mm_clflush(a as *const u8) };
            a += 64;
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (p, len);
}

/// The time-stamp counter, calibrated: ticks per ns, and the cost of the empty timestamp
/// pair that [`Tsc::flushed`] subtracts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tsc {
    /// TSC ticks per ns.
    pub ghz: f64,
    /// Cost in ns of the empty timestamp pair, fences included (median of 2001).
    pub overhead_ns: f64,
}

impl Tsc {
    /// Calibrates the counter against `Instant` over `dur`, and measures the empty pair.
    /// An error off x86-64, or when the frequency found is implausible.
    pub fn calibrate(dur: Duration) -> Result<Tsc, Error> {
        #[cfg(target_arch = "x86_64")]
        {
            let ghz = x86::ghz(dur);
            if !(ghz > 0.01 && ghz < 100.0) {
                return Err(Error::new(format!(
                    "TSC frequency calibration failed ({ghz} ticks/ns)"
                )));
            }
            let v: Vec<f64> = (0..2001).map(|_| x86::timed(|| ()) as f64).collect();
            Ok(Tsc {
                ghz,
                overhead_ns: median(&v) / ghz,
            })
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = dur;
            Err(Error::new(
                "flushed scenarios need x86-64 (clflush, rdtsc)".into(),
            ))
        }
    }

    /// ns per copy of `copies` copies along `walk`, each timed alone after flushing what
    /// `scenario` says, the empty pair's cost subtracted. `f` None times nothing between the
    /// timestamps. NaN off x86-64.
    #[inline(never)]
    pub fn flushed(
        &self,
        f: Option<Candidate<'_>>,
        walk: &mut impl Calls,
        copies: usize,
        scenario: Scenario,
    ) -> f64 {
        #[cfg(target_arch = "x86_64")]
        {
            let f = std::hint::black_box(f);
            let mut total = 0u64;
            for _ in 0..copies {
                let (d, s, len) = walk.next_copy();
                if scenario.flush_src() {
                    flush(s, len);
                }
                if scenario.flush_dst() {
                    flush(d, len);
                }
                total = total.wrapping_add(x86::timed(|| {
                    if let Some(f) = f {
                        // SAFETY: `next_copy` returns two disjoint ranges of `len` bytes inside
                        // live regions.
                        unsafe { f.call(d, s, len) };
                    }
                }));
            }
            total as f64 / copies.max(1) as f64 / self.ghz - self.overhead_ns
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = (f, walk, copies, scenario);
            f64::NAN
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use core::arch::x86_64::{__rdtscp, _mm_lfence, _mm_mfence, _rdtsc};
    use std::time::{Duration, Instant};

    /// Ticks spent in `body`: `mfence; lfence; rdtsc; lfence`, the body, `mfence; rdtscp;
    /// lfence`.
    #[inline(always)]
    pub(super) fn timed(body: impl FnOnce()) -> u64 {
        // SAFETY: fences and timestamp reads have no preconditions on x86-64 (SSE2 is
        // baseline).
        let t0 = unsafe {
            _mm_mfence();
            _mm_lfence();
            let t = _rdtsc();
            _mm_lfence();
            t
        };
        body();
        // SAFETY: as above.
        let t1 = unsafe {
            _mm_mfence();
            let mut aux = 0u32;
            let t = __rdtscp(&mut aux);
            _mm_lfence();
            t
        };
        t1.wrapping_sub(t0)
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

/// How much to measure for one workload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Method {
    /// Samples per candidate (interleaved, in an order that changes every round:
    /// [`round_order`](super::round_order)), at least 1.
    pub rounds: usize,
    /// Warm: the shortest duration of one sample (a batch of calls), in ns.
    pub target_ns: u64,
    /// Flushed: individually timed copies per sample, at least 1.
    pub flush_batch: usize,
}

/// One workload measured: per candidate the median of its rounds.
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    /// Median ns per call over the rounds, per candidate (in the order given).
    pub ns: Vec<f64>,
    /// The same for the empty function called the same way.
    pub floor_ns: f64,
    /// Calls per sample (warm) or copies per sample (flushed).
    pub calls_per_sample: usize,
}

/// Copies the largest size of `sizes` once with every candidate into a cleared destination
/// at the given offsets and compares: a candidate that does not copy must not be timed. The
/// error names the candidate by its index in `names`.
pub fn verify(
    candidates: &[Candidate<'_>],
    names: &[&str],
    buffers: &mut Buffers,
    len: usize,
    src_off: usize,
    dst_off: usize,
) -> Result<(), Error> {
    let region = buffers.region();
    if src_off.max(dst_off).saturating_add(len) > region {
        return Err(Error::new(format!(
            "{len} bytes from offsets {src_off}/{dst_off} do not fit in regions of {region} bytes"
        )));
    }
    for (i, f) in candidates.iter().enumerate() {
        let (src, dst) = buffers.split_mut();
        let (s, d) = (
            &src[src_off..src_off + len],
            &mut dst[dst_off..dst_off + len],
        );
        d.fill(0);
        f.copy(d, s);
        if d != s {
            let name = names.get(i).copied().unwrap_or("?");
            return Err(Error::new(format!(
                "variant {name} did not copy {len} bytes correctly; no timing reported"
            )));
        }
    }
    Ok(())
}

/// Measures `candidates` on the workload of `walk` under `scenario`: a warm-up pass of each,
/// then `method.rounds` rounds, each taking one sample of every candidate in order and of the
/// floor. Flushed scenarios need `tsc`. [`measure_separated`] without a separator.
pub fn measure(
    candidates: &[Candidate<'_>],
    walk: &mut impl Calls,
    scenario: Scenario,
    method: &Method,
    tsc: Option<&Tsc>,
) -> Result<Measured, Error> {
    measure_separated(candidates, None, walk, scenario, method, tsc)
}

/// [`measure`], and in the warm scenario, before every round, an untimed sample (the same
/// number of calls) of `separator`, a function that is none of the candidates, so that who
/// precedes each round's first sample is balanced too ([`schedule`](super::schedule)).
/// Flushed samples are single copies from flushed lines and take no separator.
pub fn measure_separated(
    candidates: &[Candidate<'_>],
    separator: Option<Candidate<'_>>,
    walk: &mut impl Calls,
    scenario: Scenario,
    method: &Method,
    tsc: Option<&Tsc>,
) -> Result<Measured, Error> {
    let single: Vec<&[Candidate<'_>]> = candidates.iter().map(std::slice::from_ref).collect();
    measure_placed(&single, separator, walk, scenario, method, tsc)
}

/// [`measure_separated`] for candidates built at several placements: `copies[v]` holds the
/// copies of candidate `v` (the same code at different addresses; one for a baseline), and
/// its `s`-th sample times copy `s mod copies[v].len()` ([`schedule_placed`](super::schedule_placed)),
/// so its median is over every placement alike. Every copy is warmed up; the calls per
/// sample come from each candidate's first copy. With one copy each this is
/// [`measure_separated`] exactly. An empty list of copies is an error.
pub fn measure_placed(
    copies: &[&[Candidate<'_>]],
    separator: Option<Candidate<'_>>,
    walk: &mut impl Calls,
    scenario: Scenario,
    method: &Method,
    tsc: Option<&Tsc>,
) -> Result<Measured, Error> {
    if copies.iter().any(|c| c.is_empty()) {
        return Err(Error::new("a candidate without a copy to time".into()));
    }
    // Candidates, then the empty function (the floor) as the last one.
    let floor = [Candidate::empty()];
    let mut all: Vec<&[Candidate<'_>]> = copies.to_vec();
    all.push(&floor);
    let counts: Vec<usize> = all.iter().map(|c| c.len()).collect();
    let n = walk.sizes().len();
    // Warm-up: each function over the whole size sequence (at least 256 calls).
    for &f in all.iter().copied().flatten() {
        time_calls(walk, f, n.max(256));
    }
    let rounds = method.rounds.max(1);
    let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(rounds); all.len()];
    let k;
    if scenario.is_flushed() {
        let tsc = tsc.ok_or_else(|| Error::new("a flushed scenario needs the TSC".into()))?;
        k = method.flush_batch.max(1);
        for (v, c) in schedule_placed(&counts, rounds, false).flatten() {
            samples[v].push(tsc.flushed(Some(all[v][c]), walk, k, scenario));
        }
    } else {
        // Calls per sample: enough that the fastest candidate's sample lasts target_ns.
        let probe = n.max(64);
        let fastest = copies
            .iter()
            .map(|c| time_calls(walk, c[0], probe).as_nanos() as f64 / probe as f64)
            .fold(f64::INFINITY, f64::min)
            .max(0.05);
        let mut kk = ((method.target_ns as f64 / fastest).ceil() as usize).clamp(1, 1 << 24);
        if n > 1 {
            // Whole passes over the drawn sequence: every sample sees the same mix.
            kk = kk.div_ceil(n) * n;
        }
        k = kk;
        for s in schedule_placed(&counts, rounds, separator.is_some()) {
            match (s, separator) {
                (Some((v, c)), _) => {
                    let d = time_calls(walk, all[v][c], k);
                    samples[v].push(d.as_nanos() as f64 / k as f64);
                }
                (None, Some(f)) => {
                    time_calls(walk, f, k);
                }
                (None, None) => {}
            }
        }
    }
    let mut ns: Vec<f64> = samples.iter().map(|s| median(s)).collect();
    let floor_ns = ns.pop().unwrap_or(f64::NAN);
    Ok(Measured {
        ns,
        floor_ns,
        calls_per_sample: k,
    })
}

/// Copies 4 KiB at a time with the C library's memcpy for `dur` before the first
/// measurement, so that it does not pay for the process start (clock ramp-up, cold
/// predictors, lazy binding of libc's memcpy).
pub fn settle(buffers: &mut Buffers, dur: Duration) -> Result<(), Error> {
    let sizes = [4096];
    let limit = buffers.region().saturating_sub(4096);
    let mut w = buffers.walk(&sizes, limit, 0, 0)?;
    let f = Candidate::libc();
    let t0 = Instant::now();
    while t0.elapsed() < dur {
        w.time(f, 256);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Memcpy;

    #[test]
    fn scenario_names_round_trip() {
        for s in Scenario::ALL {
            assert_eq!(s.name().parse::<Scenario>(), Ok(s));
            assert_eq!(s.to_string(), s.name());
        }
        let e = "cold".parse::<Scenario>().unwrap_err().to_string();
        assert!(e.contains("cold") && e.contains("both-flushed"), "{e}");
        let e = "x".repeat(10_000).parse::<Scenario>().unwrap_err();
        assert!(e.to_string().len() < 200);
    }

    #[test]
    fn measures_every_candidate_and_the_floor() {
        let m = Memcpy::tuned();
        let cands = [Candidate::of(m), Candidate::libc(), Candidate::std()];
        let mut b = Buffers::new(64 << 10).unwrap();
        verify(&cands, &["t", "g", "s"], &mut b, 4096, 3, 5).unwrap();
        let sizes = [64, 300];
        let mut w = b.walk(&sizes, 32 << 10, 3, 5).unwrap();
        let method = Method {
            rounds: 3,
            target_ns: 2_000,
            flush_batch: 2,
        };
        let r = measure(&cands, &mut w, Scenario::Warm, &method, None).unwrap();
        assert_eq!(r.ns.len(), 3);
        assert!(r.ns.iter().all(|&v| v.is_finite() && v > 0.0), "{r:?}");
        assert!(r.floor_ns.is_finite());
        assert_eq!(r.calls_per_sample % 2, 0, "whole passes over the sizes");
        assert!(measure(&cands, &mut w, Scenario::SrcFlushed, &method, None).is_err());
        if CAN_FLUSH {
            let tsc = Tsc::calibrate(Duration::from_millis(2)).unwrap();
            let r = measure(&cands, &mut w, Scenario::BothFlushed, &method, Some(&tsc)).unwrap();
            assert_eq!(r.calls_per_sample, 2);
            assert!(r.ns.iter().all(|v| v.is_finite()), "{r:?}");
        }
    }

    mod counted {
        //! Three copies of one memcpy that count their calls (this test's only).
        use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

        pub static CALLS: [AtomicUsize; 3] = [const { AtomicUsize::new(0) }; 3];

        /// # Safety
        ///
        /// `MemcpyFn`'s contract.
        unsafe fn copy(i: usize, dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
            CALLS[i].fetch_add(1, Relaxed);
            // SAFETY: the caller's contract: valid, disjoint ranges of `len` bytes.
            unsafe { std::ptr::copy_nonoverlapping(src, dst, len) };
            dst
        }

        /// # Safety
        ///
        /// `MemcpyFn`'s contract.
        pub unsafe extern "C" fn c0(d: *mut u8, s: *const u8, n: usize) -> *mut u8 {
            // SAFETY: passed on.
            unsafe { copy(0, d, s, n) }
        }

        /// # Safety
        ///
        /// `MemcpyFn`'s contract.
        pub unsafe extern "C" fn c1(d: *mut u8, s: *const u8, n: usize) -> *mut u8 {
            // SAFETY: passed on.
            unsafe { copy(1, d, s, n) }
        }

        /// # Safety
        ///
        /// `MemcpyFn`'s contract.
        pub unsafe extern "C" fn c2(d: *mut u8, s: *const u8, n: usize) -> *mut u8 {
            // SAFETY: passed on.
            unsafe { copy(2, d, s, n) }
        }
    }

    #[test]
    fn measure_placed_times_every_copy_of_a_candidate_alike() {
        use std::sync::atomic::Ordering::Relaxed;
        // SAFETY: each is a memcpy with the C ABI, compiled into the test binary.
        let copies: Vec<Candidate<'static>> = [counted::c0, counted::c1, counted::c2]
            .into_iter()
            .map(|f| unsafe { Candidate::from_raw(f) })
            .collect();
        let glibc = [Candidate::libc()];
        let mut b = Buffers::new(64 << 10).unwrap();
        let sizes = [64];
        let mut w = b.walk(&sizes, 0, 0, 2048).unwrap();
        let method = Method {
            rounds: 6,
            target_ns: 2_000,
            flush_batch: 2,
        };
        let sep = Candidate::std();
        let r = measure_placed(
            &[&glibc, &copies],
            Some(sep),
            &mut w,
            Scenario::Warm,
            &method,
            None,
        )
        .unwrap();
        assert_eq!(r.ns.len(), 2);
        let calls: Vec<usize> = counted::CALLS.iter().map(|c| c.load(Relaxed)).collect();
        // Warm-up: 256 calls of each copy; the calls per sample are found on the first copy
        // (64 more); then 6 rounds: two samples of k calls for each copy.
        let k = r.calls_per_sample;
        assert_eq!(calls, [256 + 64 + 2 * k, 256 + 2 * k, 256 + 2 * k], "k {k}");
        // A candidate without copies is an error, not a panic.
        let none: [Candidate<'_>; 0] = [];
        assert!(measure_placed(&[&none], None, &mut w, Scenario::Warm, &method, None).is_err());
    }

    #[test]
    fn a_candidate_that_does_not_copy_is_refused() {
        let mut b = Buffers::new(8192).unwrap();
        let e = verify(
            &[Candidate::std(), Candidate::empty()],
            &["ok", "bad"],
            &mut b,
            100,
            0,
            0,
        )
        .unwrap_err();
        assert!(e.to_string().contains("variant bad did not copy"), "{e}");
        assert!(verify(&[Candidate::std()], &["x"], &mut b, 8192, 1, 0).is_err());
    }
}
