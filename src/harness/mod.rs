//! The measuring core: one place for everything that times a copy, used by the `memcpy-jit`
//! command line (`crates/cli`), the benches, the examples and calibration
//! ([`Calibration::measure`](crate::Calibration::measure)).
//! Built on the crate's public API only ([`Memcpy`], [`MemcpyFn`]).
//!
//! | piece | what it owns |
//! |---|---|
//! | [`PageBuf`], [`Buffers`], [`Walk`] | page-aligned pre-faulted memory, two regions, and the rotation of calls through them |
//! | [`Candidate`] | a copy function that can be timed: a generated memcpy (borrowed), the C library's `memcpy`, `copy_from_slice`, or the empty "floor" function |
//! | [`Walk::time`] | the warm timing: back-to-back calls timed as a batch with `Instant` |
//! | [`Tsc`], [`flush`], [`Scenario`] | the flushed timing: `clflush` of the range, then one copy timed alone with fenced `rdtsc`, the cost of the empty timestamp pair subtracted (x86-64) |
//! | [`measure`], [`verify`], [`Method`] | the interleaved rounds (in [`round_order`]: each candidate at every place and after every other equally often) of a set of candidates on one workload, with the floor, and the correctness check before timing |
//! | [`slot_apart`], [`build_apart`], [`placement_of`], [`measure_placed`] | where timed code sits: every code of a measurement at its own page offset, a candidate built at several, and its samples taking those copies in turn |
//! | [`dist`] | size distributions: the `size,probability` CSV loader and the seeded, frozen draw of a size sequence |
//! | [`stats`] | the one median, summaries, paired ratios and the significance rule, crossovers |
//! | [`machine`] | the machine a measurement was made on (CPU, caches, kernel, libc), byte counts as people read them |
//! | [`disasm`] | the Intel-syntax listing of generated code (iced-x86) |
//!
//! # Which features compile it
//!
//! None by default: the default build of the library compiles no measuring code (`.ci/run`
//! checks it). The `calibrate` feature compiles the part
//! [`Calibration::measure`](crate::Calibration::measure) times with, privately: [`Buffers`],
//! [`Walk`] and [`Scatter`] (with their warm timing), [`Candidate`], [`stats::median`] and
//! the distribution parser and seeded draw ([`dist`]; the tuner's reduced search replays an
//! embedded fleet distribution). The `harness` feature (the lab's door, unstable) makes this
//! module public and adds what only measuring tools need: page buffers as slices, flushing
//! and TSC timing, scenarios, the baselines, the interleaved rounds, distribution files,
//! statistics, the machine's description and the disassembler (the only part with a
//! dependency of its own, `iced-x86`). Items only the lab uses are `#[cfg(feature =
//! "harness")]`, so that a `calibrate` build has no dead code.
//!
//! The library's own tests, examples and benches get the feature through a dev-dependency of
//! the crate on itself (see `Cargo.toml`), so `cargo run --example tuned` needs no flag.

mod buffers;
#[cfg(feature = "harness")]
pub mod disasm;
pub mod dist;
#[cfg(feature = "harness")]
pub mod machine;
#[cfg(any(test, feature = "harness"))]
pub mod recorded;
pub mod stats;
#[cfg(feature = "harness")]
mod timing;

use std::fmt;
use std::marker::PhantomData;

use crate::error::BuildError;
use crate::exec::MemcpyFn;
use crate::memcpy::{Builder, Memcpy};

pub use buffers::{llc_area, time_calls, Buffers, Calls, Chain, Scatter, Walk, PAGE, RANDOM_AREA};
#[cfg(feature = "harness")]
pub use buffers::{PageBuf, COLD_AREA};
#[cfg(feature = "harness")]
pub use timing::{
    flush, measure, measure_placed, measure_separated, settle, verify, Measured, Method, Scenario,
    Tsc, CAN_FLUSH,
};

/// The slot number (for `Builder::code_slot`) of one more code of a measurement: the first
/// of the numbers `next` hands out at which `b`'s code (placed by `Builder::placement`,
/// nothing mapped) has its entry at a page offset (its address modulo [`PAGE`]) that `taken`
/// does not refuse. It tries as many numbers as the code has positions in a page (`n`: the
/// numbers `next` hands out are consecutive, so they reach every position), then fails with
/// a clear error: `n` codes of one size fit a page, not more. A plan without generated code
/// takes the first number.
///
/// Why apart: branch predictors are indexed by low address bits. Copies of the same code at
/// the same page offset in nearby pages shared their entries on a Zen 5, so a copy timed
/// right after its twin found the predictors trained for it: in an A/A of glibc and eight
/// copies, the six copies that landed in neighbouring pages read 3% faster than the two
/// mapped elsewhere, and all eight alike (at the slower level) once each had its own page
/// offset (docs/results/zen5-2026-11-30/slots/). A real program has one generated memcpy.
pub fn slot_apart(
    b: &Builder,
    mut next: impl FnMut() -> usize,
    taken: impl Fn(usize) -> bool,
) -> Result<usize, BuildError> {
    let mut b = b.clone();
    let mut tries = 0;
    loop {
        b.slot = next();
        let Some(at) = b.place()? else {
            return Ok(b.slot);
        };
        if !taken(at.entry % PAGE) {
            return Ok(b.slot);
        }
        tries += 1;
        if tries >= at.positions {
            return Err(BuildError::no_free_page_offset(at.image_len, at.positions));
        }
    }
}

/// Builds `b`'s code at the slot [`slot_apart`] chooses: the one rule of `memcpy-jit ab`
/// (every code of a comparison apart) and of the tuner's bench (`tune::Bench`: the copies
/// of a candidate apart from each other and from the separator).
#[cfg(feature = "harness")]
pub fn build_apart(
    b: &Builder,
    next: impl FnMut() -> usize,
    taken: impl Fn(usize) -> bool,
) -> Result<Memcpy, BuildError> {
    let mut b = b.clone();
    b.slot = slot_apart(&b, next, taken)?;
    b.build()
}

/// Which copy of a subject its `sample`-th sample times, when it was built `copies` times
/// at as many placements (code slots): `sample mod copies` (0 for 0 copies). Over the rounds
/// of a measurement every copy is timed equally often (within one, when the rounds are not
/// a multiple of `copies`), so a result averages the placements instead of resting on one.
/// `tune::Bench` and [`schedule_placed`] (`memcpy-jit ab --placements`) both rotate so.
pub const fn placement_of(sample: usize, copies: usize) -> usize {
    if copies == 0 {
        0
    } else {
        sample % copies
    }
}

/// [`schedule`] for subjects built several times: each timed sample as `(subject, copy)`,
/// the subject's `s`-th sample taking copy [`placement_of`]`(s, copies[subject])` (a subject
/// with one copy always takes copy 0: a baseline, or a code built once). `copies.len()` is
/// the number of subjects.
#[cfg(feature = "harness")]
pub fn schedule_placed(
    copies: &[usize],
    rounds: usize,
    separated: bool,
) -> impl Iterator<Item = Option<(usize, usize)>> + '_ {
    let mut samples = vec![0usize; copies.len()];
    schedule(copies.len(), rounds, separated).map(move |s| {
        s.map(|v| {
            let copy = placement_of(samples[v], copies[v]);
            samples[v] += 1;
            (v, copy)
        })
    })
}

/// The order of a measurement's samples: `rounds` rounds of [`round_order`] over `m`
/// subjects, each round preceded by an untimed sample of a separator (`None`) when
/// `separated`.
///
/// Why the separator: [`round_order`] balances who follows whom *inside* a round, but the
/// last subject of one round and the first of the next form pairs that are not balanced (for
/// 5 subjects over 101 rounds, each subject followed two of the others 30 times and the other
/// two 20 times). On a Zen 5 that made one of several identical codes read 0.6-1.8% apart
/// from the others in an A/A; with the same separator before every round, the first
/// subject of a round always follows the separator, every subject is first equally often,
/// and the copies read within 0.1-0.6% (docs/results/zen5-2026-11-30/slots/).
#[cfg(feature = "harness")]
pub fn schedule(m: usize, rounds: usize, separated: bool) -> impl Iterator<Item = Option<usize>> {
    (0..rounds).flat_map(move |r| {
        let sep = separated.then_some(None);
        sep.into_iter()
            .chain(round_order(m, r).into_iter().map(Some))
    })
}

/// The order of `m` subjects in round `r`, for `measure` and the tuner's rounds: a
/// Williams design. Round `r` is the row `0, 1, m-1, 2, m-2, ...` shifted by `r mod m`; for an
/// odd `m`, every other block of `m` rounds runs those rows backward. Over `2m` rounds (`m`
/// when `m` is even) every subject takes every place equally often, **and directly follows
/// every other subject equally often** inside a round. A plain rotation (A B C, B C A, ...)
/// balances the places only: each subject then always follows the same one, and what the one
/// before leaves (caches, predictors, a `REP MOVSB` in flight) is charged to it every time
/// (docs/results/zen5-2026-11-30/fixed/: glibc read 3-8% slower at 4-8 KiB behind a
/// loop-based variant than behind one using `REP MOVSB`).
pub fn round_order(m: usize, r: usize) -> Vec<usize> {
    if m == 0 {
        return Vec::new();
    }
    let first = (0..m).map(|j| match j {
        0 => 0,
        _ if j % 2 == 1 => j.div_ceil(2),
        _ => m - j / 2,
    });
    let mut row: Vec<usize> = first.map(|v| (v + r) % m).collect();
    if m % 2 == 1 && (r / m) % 2 == 1 {
        row.reverse();
    }
    row
}

/// Why something could not be measured: one line, bounded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(String);

impl Error {
    pub(crate) fn new(msg: String) -> Error {
        Error(msg)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// A copy function the harness can time, with the C `memcpy` ABI: a generated memcpy borrowed
/// from its [`Memcpy`] (so it cannot outlive it), or one of the baselines.
#[derive(Clone, Copy)]
pub struct Candidate<'a> {
    f: MemcpyFn,
    _code: PhantomData<&'a Memcpy>,
}

impl<'a> Candidate<'a> {
    /// The generated function of `m`.
    pub fn of(m: &'a Memcpy) -> Candidate<'a> {
        Candidate {
            // SAFETY: the candidate borrows `m` for `'a`, so the pointer is never called after
            // `m` is dropped; each call carries `copy_raw`'s contract (`Candidate::call`).
            f: unsafe { m.as_raw_fn() },
            _code: PhantomData,
        }
    }

    /// Copies `len` bytes from `src` to `dst` and returns `dst`.
    ///
    /// # Safety
    ///
    /// - `src` must be valid for reads of `len` bytes.
    /// - `dst` must be valid for writes of `len` bytes.
    /// - The two ranges must not overlap.
    #[inline(always)]
    pub unsafe fn call(self, dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
        // SAFETY: the caller upholds the pointer contract; the function is a memcpy kept alive
        // by the borrow (or a baseline, which lives for the process).
        unsafe { (self.f)(dst, src, len) }
    }

    /// Copies `src` into `dst` (same length; a shorter one bounds the copy).
    #[cfg(feature = "harness")]
    pub fn copy(self, dst: &mut [u8], src: &[u8]) {
        let len = dst.len().min(src.len());
        // SAFETY: both slices are valid for `len` bytes and a `&mut` and a `&` never overlap.
        unsafe { self.call(dst.as_mut_ptr(), src.as_ptr(), len) };
    }
}

impl Candidate<'static> {
    /// A candidate from a bare function pointer.
    ///
    /// # Safety
    ///
    /// `f` must copy `len` bytes from `src` to `dst` when called with valid, disjoint ranges
    /// (C's `memcpy` contract), and stay callable for the life of the process.
    #[cfg(feature = "harness")]
    pub unsafe fn from_raw(f: MemcpyFn) -> Candidate<'static> {
        Candidate {
            f,
            _code: PhantomData,
        }
    }
}

impl fmt::Debug for Candidate<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Candidate")
            .field(&(self.f as *const ()))
            .finish()
    }
}

#[cfg(feature = "harness")]
mod baselines {
    use super::{Candidate, MemcpyFn};

    /// `copy_from_slice` with the C memcpy ABI, never inlined.
    ///
    /// # Safety
    ///
    /// `MemcpyFn`'s contract: `src` readable and `dst` writable for `len` bytes, disjoint.
    #[inline(never)]
    unsafe extern "C" fn std_copy(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
        // SAFETY: the caller guarantees both ranges are valid and disjoint.
        let (d, s) = unsafe {
            (
                std::slice::from_raw_parts_mut(dst, len),
                std::slice::from_raw_parts(src, len),
            )
        };
        d.copy_from_slice(s);
        dst
    }

    /// A function that copies nothing: the floor.
    #[inline(never)]
    unsafe extern "C" fn empty_copy(dst: *mut u8, _src: *const u8, _len: usize) -> *mut u8 {
        dst
    }

    impl Candidate<'static> {
        /// The C library's `memcpy`, called through its own address (no wrapper).
        pub fn libc() -> Candidate<'static> {
            type CMemcpy = unsafe extern "C" fn(
                *mut libc::c_void,
                *const libc::c_void,
                usize,
            ) -> *mut libc::c_void;
            let c: CMemcpy = libc::memcpy;
            // SAFETY: both are `extern "C"` function pointers of the same arity whose argument
            // and return types differ only in pointee (`c_void` vs `u8`), which the C ABI
            // passes identically; libc's memcpy has exactly the `MemcpyFn` contract and lives
            // for the process.
            unsafe { Candidate::from_raw(std::mem::transmute::<CMemcpy, MemcpyFn>(c)) }
        }

        /// `<[u8]>::copy_from_slice` in a non-inlined `extern "C"` wrapper.
        pub fn std() -> Candidate<'static> {
            // SAFETY: `std_copy` is a memcpy with the C ABI, compiled into the program.
            unsafe { Candidate::from_raw(std_copy) }
        }

        /// An empty function called the same way (the "floor": what the harness costs around
        /// a call that does nothing). It copies nothing.
        pub fn empty() -> Candidate<'static> {
            // SAFETY: `empty_copy` touches no memory, so it meets any pointer contract; it
            // does not copy, which is why it is only used for the floor (see `measure`).
            unsafe { Candidate::from_raw(empty_copy) }
        }
    }
}

#[cfg(test)]
mod order_tests {
    /// Predecessor counts in the flattened schedule: `counts[j][i]` = how often subject `j`
    /// directly follows `i` (`i == m`: the separator), across round boundaries too.
    fn predecessors(m: usize, rounds: usize, separated: bool) -> Vec<Vec<usize>> {
        let seq: Vec<Option<usize>> = super::schedule(m, rounds, separated).collect();
        let mut counts = vec![vec![0; m + 1]; m];
        for w in seq.windows(2) {
            if let Some(j) = w[1] {
                counts[j][w[0].unwrap_or(m)] += 1;
            }
        }
        counts
    }

    #[test]
    fn a_separated_schedule_balances_who_follows_whom_across_rounds() {
        for m in 2..=10 {
            let rounds = 2 * m * 3;
            let c = predecessors(m, rounds, true);
            let seps = super::schedule(m, rounds, true)
                .filter(Option::is_none)
                .count();
            assert_eq!(seps, rounds, "one separator per round");
            for (j, row) in c.iter().enumerate() {
                let others: Vec<usize> = (0..m).filter(|&i| i != j).map(|i| row[i]).collect();
                assert!(
                    others.iter().all(|&n| n == others[0]),
                    "m {m}: {j} after {row:?}"
                );
                assert_eq!(row[j], 0, "m {m}: {j} after itself");
                assert_eq!(row[m], rounds / m, "m {m}: {j} after the separator");
            }
        }
        // Without the separator the boundaries are not balanced (what the separator is for).
        let c = predecessors(5, 101, false);
        assert_ne!(c[0][1], c[0][2], "{c:?}");
    }

    #[test]
    fn a_placed_schedule_takes_the_copies_in_turn_and_each_equally_often() {
        for copies in [vec![1, 3, 1], vec![3, 3, 3, 1], vec![8, 1], vec![2, 5, 4]] {
            let m = copies.len();
            for rounds in [1, 6, 7, 40, 101, 120] {
                let mut counts: Vec<Vec<usize>> = copies.iter().map(|&k| vec![0; k]).collect();
                let mut samples = vec![0; m];
                let placed: Vec<Option<(usize, usize)>> =
                    super::schedule_placed(&copies, rounds, true).collect();
                // The same order as the plain schedule, separators included.
                let subjects: Vec<Option<usize>> =
                    placed.iter().map(|s| s.map(|(v, _)| v)).collect();
                let plain: Vec<Option<usize>> = super::schedule(m, rounds, true).collect();
                assert_eq!(subjects, plain);
                for (v, c) in placed.into_iter().flatten() {
                    assert_eq!(c, samples[v] % copies[v], "sample {} of {v}", samples[v]);
                    samples[v] += 1;
                    counts[v][c] += 1;
                }
                for (v, row) in counts.iter().enumerate() {
                    let k = copies[v];
                    assert_eq!(row.iter().sum::<usize>(), rounds);
                    // Equally often; within one when the rounds are not a multiple of k.
                    let (lo, hi) = (rounds / k, rounds.div_ceil(k));
                    assert!(
                        row.iter().all(|&n| n == lo || n == hi),
                        "{copies:?} {rounds}: {row:?}"
                    );
                    if rounds % k == 0 {
                        assert!(row.iter().all(|&n| n == rounds / k), "{row:?}");
                    }
                }
            }
        }
        assert_eq!(super::placement_of(7, 0), 0);
    }

    use super::round_order;

    /// Over 2m rounds: each subject once per round, at every place equally often, and right
    /// after every other subject equally often (a plain rotation fails the last: with three
    /// subjects A always follows C).
    #[test]
    fn every_subject_follows_every_other_equally_often() {
        for m in 1..9 {
            let mut after = vec![vec![0; m]; m];
            for r in 0..2 * m {
                let order = round_order(m, r);
                for w in order.windows(2) {
                    after[w[1]][w[0]] += 1;
                }
            }
            let expect = 2 * m * (m - 1) / (m * (m - 1)).max(1);
            for (v, row) in after.iter().enumerate() {
                for (u, &n) in row.iter().enumerate() {
                    let want = if u == v { 0 } else { expect };
                    assert_eq!(n, want, "m {m}: {v} after {u}: {after:?}");
                }
            }
        }
    }

    #[test]
    fn every_subject_takes_every_place_equally_often() {
        for m in 1..9 {
            let mut places = vec![vec![0; m]; m];
            for r in 0..6 * m {
                let order = round_order(m, r);
                let mut sorted = order.clone();
                sorted.sort_unstable();
                assert_eq!(
                    sorted,
                    (0..m).collect::<Vec<_>>(),
                    "each subject once a round"
                );
                for (place, &v) in order.iter().enumerate() {
                    places[v][place] += 1;
                }
            }
            assert!(places.iter().flatten().all(|&n| n == 6), "{m}: {places:?}");
        }
    }
}
