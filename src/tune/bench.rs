//! The real [`Source`]: generated code timed on this machine through the harness's buffers,
//! walks, scatters and warm timing.
//!
//! - One pair of page-aligned, pre-faulted regions serves every workload.
//! - A distribution at [`Placement::Aligned`] rotates over [`ROTATE`] bytes of each region
//!   from page offset 0 (the harness's [`Walk`](crate::harness::Walk)); at
//!   [`Placement::Random`] each call's source and destination sit at seeded random offsets in
//!   the random area (the harness's [`Scatter`](crate::harness::Scatter)).
//! - A fixed size at a [`Layout`](super::Layout) copies at the layout's page offsets, always at
//!   the same place (L1-hot) or rotating over [`ROTATE`] bytes.
//! - A distribution's draws ([`DRAWS`](crate::harness::dist::DRAWS) of them) are a sequence
//!   the branch predictors cannot learn, and a workload's calls continue along it from sample
//!   to sample (the walk or scatter is made again for each sample, from where the last one
//!   stopped): a sample is a fresh stretch of the sequence, not a replay of one they have
//!   seen. (A workload of 4,096 draws replayed pass after pass was learnt on a Zen 5: the
//!   C library's memcpy then looked 2–3 times faster than it is; see `DRAWS`.)
//! - Within a round every subject copies the **same stretch**: the same sizes at the same
//!   places, from the same starting point, so the per-round ratios are exactly paired. At
//!   [`Placement::Llc`] the same sizes at places of its own (`time_scattered`): replayed at
//!   the same places, every subject after the first found in L2 the lines the first had
//!   just brought there.
//! - One sample of a subject is `k` back-to-back calls timed together; `k` is fixed per
//!   workload the first time it is measured, so that a sample of the first subject lasts
//!   the target time, and then never changes: every subject in every round does the same
//!   work.
//! - Before the subjects, untimed calls of the separator, on the calls just before the
//!   stretch. The separator is the table's row generated once more, apart from the subjects:
//!   branchy code at its own addresses, which overwrites the predictors' recent history, and
//!   which never calls `memcpy` (a plain `copy_nonoverlapping` did; under the preload
//!   library that is the preload's `memcpy`, whose slow path every call took while the
//!   preload built with `MEMCPY_JIT_CALIBRATE=1`: the calibration got two rounds in 20 ms).
//!   How many calls: for a distribution, or a fixed size
//!   rotating over the working set, enough calls to cover the whole rotation once (every
//!   line of the working set comes back after the other workloads of the round evicted it;
//!   on a scatter the same count touches most of the random area's lines); for an L1-hot
//!   size, a quarter of a sample, at most 256 calls. Right after itself (the engine changes
//!   the order every round, so the last of one round can be the first of the next), a
//!   candidate found the branch predictors trained on its own code: 25% faster on a
//!   distribution here, whichever candidate it was. Without the whole rotation, the first
//!   subject of a sample found the lines cold and every later one warm. Both made the
//!   per-round ratios bimodal.
//! - The separator and each candidate sit at their own page offsets
//!   (`Builder::code_slot`, [`slot_apart`](crate::harness::slot_apart)), and for `memcpy-jit tune` each candidate
//!   is built [`COPIES`] times (once for the start-up search, [`Bench::reduced`]), at as many
//!   page offsets: the `s`-th sample of a workload times copy
//!   `s mod COPIES` of every candidate, so over the rounds each candidate is measured at
//!   every one of its placements, and the paired ratios' medians and intervals average the
//!   placements instead of carrying one placement's bias through every round. Where a code
//!   sits moves its speed by a few percent on a Zen 5 (docs/results/zen5-2026-11-30/fixed/,
//!   block-align/): with one copy, a 30 s `tune` chose the late tail loads at 0.963
//!   [0.960, 0.966] of the row, a change `ab` reads as neutral on every workload
//!   (final6/, tail-row/). Which slots: the separator has slot 0; the copies take
//!   the next slot numbers 1, 2, …, 63, 1, … in build order, skipping a slot whose page
//!   offset is the separator's or another copy's of the same candidate. So the copies of one
//!   candidate never share a page offset, no copy shares the separator's, and no two copies
//!   of different candidates share one until the page's positions run out (47 besides the
//!   separator's for the Zen 5 row's 1,037-byte code, 48 for the intel-fsrm row: the first
//!   15 or 16 candidates), after which slots
//!   are reused oldest first (the candidates of earlier steps, no longer timed). At one page
//!   offset, copies of the same code in neighbouring pages shared the predictors' entries in
//!   `ab` (a copy after its twin found itself trained); the separator, similar code, could
//!   have trained the candidates' entries instead of overwriting them.
//! - Every timed piece of a sample (one subject's calls, the separator's lead, the probe
//!   that sets the call count) copies at most [`SAMPLE_BYTES`] whatever the sizes: its calls
//!   are capped at [`max_calls`] of the workload's sizes, and a size above the cap is timed
//!   one call at a time ([`Bench::capped`] names the workloads whose pieces the cap cut). So
//!   a sample's work is bounded and the budget, checked between samples, holds: a
//!   distribution of 256 MiB copies, whose probe and lead were 4,096 calls each (1 TiB), took
//!   333 s of a 500 ms budget (issue 23).
//! - Each generated candidate is built once (as its [`COPIES`] copies), and every copy is
//!   checked to copy correctly (sizes around every size class, three alignments) before it
//!   is ever timed.

use std::time::Duration;

use crate::error::BuildError;
use crate::harness::{
    llc_area, placement_of, slot_apart, time_calls, Buffers, Calls, Candidate, Chain, Scatter,
    Walk, PAGE,
};
use crate::memcpy::{Builder, Memcpy};
use crate::strategy::Strategy;
use crate::thresholds::Thresholds;

use super::{Config, Kind, Placement, Source, Subject, Workload};

/// Bytes of each region a rotating workload walks over (512 KiB of source and destination
/// together: L2-resident on every CPU we know, L1 on none).
pub const ROTATE: usize = 256 << 10;

/// Copies of each candidate, each at its own page offset; a workload's samples take them in
/// turn (see the module's documentation). Three: each placement is one page (a candidate
/// costs three), three placements already turn one placement's bias into an average, and 3
/// divides [`MIN_ROUNDS`](super::MIN_ROUNDS) (6) and the next look (9), so the earliest
/// decisions weigh every copy equally whatever copy a step starts at; and 3 × 15 candidates
/// fill the 47 or 48 free page offsets of the row's code (Zen 5, Intel) before any slot is
/// reused.
pub const COPIES: usize = 3;

/// Most bytes one timed piece of a sample copies (one subject's calls, the separator's lead,
/// the probe): 64 MiB, a few milliseconds at any memory bandwidth, and far above what the
/// embedded distributions and the guard grid ever reach (a 20 µs sample copies well under
/// 1 MiB; a lead, one rotation of [`ROTATE`] bytes), so it changes nothing for them.
pub const SAMPLE_BYTES: usize = 64 << 20;

/// The most calls a timed piece may make along `sizes` (called in turn from any position,
/// wrapping) so that it copies at most `cap` bytes: the largest `n` for which every `n`
/// consecutive calls copy at most `cap` bytes in all, and at least 1 (a size above `cap`
/// is copied one call at a time). At most `1 << 22`, the most calls a sample makes.
pub fn max_calls(sizes: &[usize], cap: usize) -> usize {
    const MOST: usize = 1 << 22;
    let len = sizes.len();
    if len == 0 {
        return MOST;
    }
    let total: u128 = sizes.iter().map(|&s| s as u128).sum();
    // prefix[i]: the bytes of the first i calls of two passes (a window wraps at most once).
    let mut prefix = Vec::with_capacity(2 * len + 1);
    prefix.push(0u128);
    for &s in sizes.iter().chain(sizes) {
        prefix.push(prefix[prefix.len() - 1] + s as u128);
    }
    // The bytes of the worst `n` consecutive calls: whole passes, then the worst window of
    // the rest.
    let worst = |n: usize| -> u128 {
        let (passes, rest) = (n / len, n % len);
        let part = (0..len).map(|i| prefix[i + rest] - prefix[i]).max();
        passes as u128 * total + part.unwrap_or(0)
    };
    let (mut lo, mut hi) = (1usize, MOST);
    if worst(hi) <= cap as u128 {
        return hi;
    }
    // worst(lo) <= cap or lo == 1; worst(hi) > cap.
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        match worst(mid) <= cap as u128 {
            true => lo = mid,
            false => hi = mid,
        }
    }
    lo
}

/// Slot numbers the copies cycle through: `1..=SLOTS` (0 is the separator's): every
/// position of a code of up to a line has but the separator's (a page has at most 64), every
/// position of a larger code at least once.
const SLOTS: usize = 63;

/// Where [`Subject`]s are timed: buffers, the candidates built so far, and what each
/// workload needs (its call count per sample, its random offsets).
pub struct Bench {
    buffers: Buffers,
    /// The random placement's area, per region.
    area: usize,
    /// The LLC regime's area, per region.
    llc_area: usize,
    target_ns: u64,
    seed: u64,
    /// Copies of each candidate: [`COPIES`], or 1 for the start-up search.
    copies: usize,
    /// Each candidate built so far, as its copies.
    built: Vec<(Thresholds, Vec<Memcpy>)>,
    /// The slots the next copies take.
    slots: Slots,
    prepared: Vec<Option<Prepared>>,
    /// Most bytes of a timed piece: [`SAMPLE_BYTES`] (smaller in tests).
    sample_bytes: usize,
    /// The separator: generated code that is never a subject (see the module's
    /// documentation).
    separator: Memcpy,
    /// The entry addresses of the codes the last sample timed, in the subjects' order (0 for
    /// the C library): which copy each sample took.
    #[cfg(test)]
    last: Vec<usize>,
    /// The calls of each timed piece of the last sample (probe, lead, one per subject).
    #[cfg(test)]
    pieces: Vec<usize>,
    /// At [`Placement::Llc`], where each subject of the last sample made its first copy
    /// (source and destination offsets).
    #[cfg(test)]
    places: Vec<(u32, u32)>,
}

struct Prepared {
    /// Samples taken of this workload: the next one times copy `samples mod copies`.
    samples: usize,
    calls: usize,
    offsets: Vec<(u32, u32)>,
    /// At [`Placement::Llc`], the places of the subjects after the first in a sample: one
    /// set of offsets (drawn like `offsets`, with their own seeds) per place in the order,
    /// made when a sample first has that many subjects (see [`time_scattered`]).
    apart: Vec<Vec<(u32, u32)>>,
    /// Where the workload's walk (or scatter, or chain) stopped: the next sample continues
    /// there.
    position: (usize, usize, usize),
    /// The cap on its timed pieces.
    cap: Cap,
}

/// The cap on a workload's timed pieces.
struct Cap {
    /// The most calls of a timed piece: [`max_calls`] of the sizes and the bench's cap.
    limit: usize,
    /// Whether the cap cut a piece of a sample (its calls, lead or probe).
    capped: bool,
}

impl Bench {
    /// A bench for the workloads of `cfg`: random placement over `area` bytes per region,
    /// samples of about `sample` each. Allocates and pre-faults the regions (twice the
    /// larger of `area` and the largest copy, plus a page).
    pub fn new(cfg: &Config, area: usize, sample: Duration) -> Result<Bench, String> {
        let max_len = cfg
            .workloads
            .iter()
            .flat_map(|w| w.sizes.iter().copied())
            .max()
            .unwrap_or(0);
        // The LLC regime's area, when a workload is in it (8 MiB or more per region).
        let llc = cfg.workloads.iter().any(|w| {
            matches!(
                w.kind,
                Kind::Dist {
                    placement: Placement::Llc,
                    ..
                } | Kind::Scattered {
                    placement: Placement::Llc
                }
            )
        });
        let llc_area = llc_area(cfg.features.l2_bytes());
        let region = area
            .max(if llc { llc_area } else { 0 })
            .max(max_len.saturating_add(PAGE + 64))
            .max(ROTATE + PAGE + 64);
        let buffers = Buffers::new(region).map_err(|e| e.to_string())?;
        let ids = cfg.workloads.iter().map(|w| w.id + 1).max().unwrap_or(0);
        // The table's row, built apart from the subjects (a copy of its code at its own
        // address: the predictors' entries for a subject's branches are not the separator's).
        let mut b = Memcpy::builder();
        b.strategy(Strategy::Vector).slot = 0;
        let separator = b
            .build()
            .map_err(|e| format!("cannot build the separator: {e}"))?;
        check(&separator)?;
        let slots = Slots {
            next: 1,
            separator: separator.entry_address() % PAGE,
        };
        Ok(Bench {
            separator,
            slots,
            buffers,
            area,
            llc_area,
            target_ns: sample.as_nanos().clamp(1, u128::from(u32::MAX)) as u64,
            seed: 1,
            copies: COPIES,
            built: Vec::new(),
            prepared: (0..ids).map(|_| None).collect(),
            sample_bytes: SAMPLE_BYTES,
            #[cfg(test)]
            last: Vec::new(),
            #[cfg(test)]
            pieces: Vec::new(),
            #[cfg(test)]
            places: Vec::new(),
        })
    }

    /// The bench of `memcpy-jit tune`: 20 µs samples.
    #[cfg(feature = "harness")]
    pub fn full(cfg: &Config) -> Result<Bench, String> {
        Bench::new(cfg, crate::harness::RANDOM_AREA, Duration::from_micros(20))
    }

    /// The bench of the start-up search: 4 µs samples, and one copy of each candidate: in
    /// 20 ms of a program's start-up, building, mapping and checking three per candidate
    /// would take from the few rounds the search gets more than averaging placements gives.
    pub fn reduced(cfg: &Config) -> Result<Bench, String> {
        let mut bench = Bench::new(cfg, crate::harness::RANDOM_AREA, Duration::from_micros(4))?;
        bench.copies = 1;
        Ok(bench)
    }

    /// The workloads (by id) whose samples the [`SAMPLE_BYTES`] cap cut, each with the
    /// calls a piece of its samples makes: those copy sizes so large that a sample times
    /// fewer calls than its time target (or lead, or probe) asks, and reads noisier.
    #[cfg(feature = "harness")]
    pub fn capped(&self) -> Vec<(usize, usize)> {
        (self.prepared.iter().enumerate())
            .filter_map(|(id, p)| {
                p.as_ref()
                    .filter(|p| p.cap.capped)
                    .map(|p| (id, p.cap.limit))
            })
            .collect()
    }

    /// Builds (once) and checks the copies of the candidate with thresholds `t`.
    fn build(&mut self, t: &Thresholds) -> Result<(), String> {
        if self.built.iter().any(|(b, _)| b == t) {
            return Ok(());
        }
        let mut b = Memcpy::builder();
        b.strategy(Strategy::Vector).thresholds(*t);
        let slots = self
            .slots
            .take(&b, self.copies)
            .map_err(|e| format!("cannot build {t:?}: {e}"))?;
        let mut copies: Vec<Memcpy> = Vec::with_capacity(self.copies);
        for slot in slots {
            b.slot = slot;
            let m = b.build().map_err(|e| format!("cannot build {t:?}: {e}"))?;
            check(&m)?;
            copies.push(m);
        }
        self.built.push((*t, copies));
        Ok(())
    }
}

/// Which slots the copies of each candidate take (pure: codes are placed, not mapped).
///
/// The separator has slot 0; the copies take the next slot numbers in turn, each at a page
/// offset neither the separator nor another copy of this candidate has (twins
/// at one page offset share the branch predictors' entries; `slot_apart`, the rule `ab`
/// follows too).
#[derive(Clone, Debug)]
struct Slots {
    /// The slot number (`1..=SLOTS`) the next copy tries first.
    next: usize,
    /// The separator's page offset.
    separator: usize,
}

impl Slots {
    /// The slots of `copies` copies of `b`'s code.
    fn take(&mut self, b: &Builder, copies: usize) -> Result<Vec<usize>, BuildError> {
        let separator = self.separator;
        let next_slot = &mut self.next;
        let (mut slots, mut at) = (Vec::with_capacity(copies), Vec::with_capacity(copies));
        for _ in 0..copies {
            let next = || {
                let slot = *next_slot;
                *next_slot = slot % SLOTS + 1;
                slot
            };
            let taken = |o: usize| o == separator || at.contains(&o);
            let slot = slot_apart(b, next, taken)?;
            let mut placed = b.clone();
            placed.slot = slot;
            at.push(placed.place()?.map_or(0, |p| p.entry % PAGE));
            slots.push(slot);
        }
        Ok(slots)
    }
}

/// The code each subject runs in a sample that takes copy `copy` (`None`: the C library).
fn pick<'a>(
    built: &'a [(Thresholds, Vec<Memcpy>)],
    subjects: &[Subject],
    copy: usize,
) -> Result<Vec<Option<&'a Memcpy>>, String> {
    subjects
        .iter()
        .map(|s| match s {
            Subject::Code(t) => built
                .iter()
                .find(|(b, _)| b == t)
                .and_then(|(_, copies)| copies.get(copy % copies.len().max(1)))
                .map(Some)
                .ok_or_else(|| "a candidate was not built".to_string()),
            Subject::Libc => Ok(None),
        })
        .collect()
}

/// Copies sizes around every size class at three alignments and compares.
fn check(m: &Memcpy) -> Result<(), String> {
    let src: Vec<u8> = (0..70_000u32).map(|i| (i * 7 + 1) as u8).collect();
    let mut dst = vec![0u8; 70_000];
    let sizes = (0..=260).chain([
        511, 512, 513, 1000, 2047, 2049, 4095, 4096, 4097, 16_391, 65_539,
    ]);
    for len in sizes {
        for (s, d) in [(0, 0), (1, 3), (63, 17)] {
            dst[d..d + len].fill(0);
            m.copy(&mut dst[d..d + len], &src[s..s + len]);
            if dst[d..d + len] != src[s..s + len] {
                return Err(format!(
                    "a candidate copied {len} bytes wrongly (source +{s}, destination +{d}): not timed"
                ));
            }
        }
    }
    Ok(())
}

/// A [`Calls`] whose position can be read and set: every subject of a sample starts at
/// the same call.
trait Replay: Calls {
    fn at(&self) -> (usize, usize, usize);
    fn set(&mut self, at: (usize, usize, usize));
}

impl Replay for Walk<'_> {
    fn at(&self) -> (usize, usize, usize) {
        let (idx, off) = self.position();
        (idx, off, 0)
    }
    fn set(&mut self, at: (usize, usize, usize)) {
        self.resume((at.0, at.1));
    }
}

impl Replay for Scatter<'_> {
    fn at(&self) -> (usize, usize, usize) {
        (self.position(), 0, 0)
    }
    fn set(&mut self, at: (usize, usize, usize)) {
        self.resume(at.0);
    }
}

impl Replay for Chain<'_> {
    fn at(&self) -> (usize, usize, usize) {
        self.position()
    }
    fn set(&mut self, at: (usize, usize, usize)) {
        self.resume(at);
    }
}

/// One sample of each candidate, in order, all on the same `n` calls; ns per call. First,
/// untimed, `lead` calls of the separator (the calls just before them). Leaves `calls` after
/// the `n` calls.
fn time_each(
    calls: &mut impl Replay,
    separator: Candidate<'_>,
    cands: &[Candidate<'_>],
    n: usize,
    lead: usize,
) -> Vec<f64> {
    if lead > 0 {
        time_calls(calls, separator, lead);
    }
    let start = calls.at();
    cands
        .iter()
        .map(|&f| {
            calls.set(start);
            time_calls(calls, f, n).as_nanos() as f64 / n as f64
        })
        .collect()
}

/// What [`time_scattered`] measured: ns per call and each subject's first places.
type Apart = (Vec<f64>, Vec<(u32, u32)>);

/// A scattered sample (random placement, struct, llc): every subject copies `prep.calls`
/// calls from `start` on the workload's sizes, reading each destination back with `read`
/// (struct). At the same places, or with `apart` (at [`Placement::Llc`]) the `j`-th at its
/// own places: the first at the workload's offsets, the others at `prep.apart[j - 1]`.
/// Replayed at the same places at llc, the first subject found its lines beyond L2 and
/// every later one found them in L2, where the first had just brought them (a sample's
/// stretch touches about a megabyte): on the Intel guest the final check then read the same
/// code at 0.31 to 0.96 of glibc's time on one distribution from process to process, as the
/// order of the round put glibc first or not. At their own places every subject finds lines
/// no one touched since the last pass of its sequence; the places differ, the sizes do not.
/// Returns ns per call and each subject's first places; leaves the calls' position to the
/// caller.
fn time_scattered(
    buffers: &mut Buffers,
    w: &Workload,
    prep: &Prepared,
    (apart, read): (bool, bool),
    cands: &[Candidate<'_>],
    start: usize,
) -> Result<Apart, crate::harness::Error> {
    let (mut out, mut places) = (Vec::new(), Vec::new());
    for (j, &f) in cands.iter().enumerate() {
        let offsets = match j {
            j if apart && j > 0 => &prep.apart[j - 1],
            _ => &prep.offsets,
        };
        places.push(offsets[start % offsets.len()]);
        let mut c = buffers.scatter(&w.sizes, offsets)?;
        if read {
            c = c.then_read();
        }
        c.resume(start);
        out.push(time_calls(&mut c, f, prep.calls).as_nanos() as f64 / prep.calls as f64);
    }
    Ok((out, places))
}

/// Seeds of the places of [`time_scattered`]'s later subjects: `APART_SEED * j` after the
/// workload's own.
const APART_SEED: u64 = 0x9E37_79B9_7F4A_7C15;

/// Separator calls before a distribution's sample: one whole rotation of the aligned walk
/// (a 64-byte step per call at least).
const DIST_LEAD: usize = ROTATE / 64;

/// Separator calls before a fixed size's sample: a whole rotation (one call per rounded-up
/// copy) when it rotates, a quarter of the sample (at most 256) when it is L1-hot.
fn point_lead(size: usize, hot: bool, n: usize) -> usize {
    if hot {
        if n >= 16 {
            (n / 4).min(256)
        } else {
            0
        }
    } else {
        ROTATE.div_ceil(size.next_multiple_of(64).max(64))
    }
}

/// The call count that makes a sample of `f` last `target_ns`, and the count it was cut
/// from if `limit` cut it (or the probe); also warms `f` up. The probe, twice, makes at most
/// `limit` calls.
fn calls_for(
    calls: &mut impl Calls,
    f: Candidate<'_>,
    target_ns: u64,
    limit: usize,
) -> (usize, Option<usize>) {
    let wanted = calls.sizes().len().clamp(64, 4096);
    let probe = wanted.min(limit);
    time_calls(calls, f, probe);
    let per_call = (time_calls(calls, f, probe).as_nanos() as f64 / probe as f64).max(0.05);
    let n = ((target_ns as f64 / per_call).ceil() as usize).clamp(1, 1 << 22);
    let cut = (n > limit || probe < wanted).then_some(n.max(wanted));
    (n.min(limit), cut)
}

impl Source for Bench {
    fn sample(&mut self, w: &Workload, subjects: &[Subject]) -> Result<Vec<f64>, String> {
        for s in subjects {
            if let Subject::Code(t) = s {
                self.build(t)?;
            }
        }
        let slot = self
            .prepared
            .get_mut(w.id)
            .ok_or_else(|| format!("workload {} is not in the bench's configuration", w.id))?;
        if slot.is_none() {
            let area = match w.kind {
                Kind::Dist {
                    placement: Placement::Llc,
                    ..
                }
                | Kind::Scattered {
                    placement: Placement::Llc,
                } => self.llc_area,
                _ => self.area,
            };
            let offsets = match w.kind {
                Kind::Dist {
                    placement: Placement::Aligned,
                    ..
                }
                | Kind::Point { .. } => Vec::new(),
                Kind::Dist { .. } | Kind::Scattered { .. } => {
                    Buffers::scatter_offsets(&w.sizes, area, self.seed + w.id as u64)
                }
            };
            *slot = Some(Prepared {
                samples: 0,
                calls: 0,
                offsets,
                apart: Vec::new(),
                position: (0, 0, 0),
                cap: Cap {
                    limit: max_calls(&w.sizes, self.sample_bytes),
                    capped: false,
                },
            });
        }
        let prep = slot.as_mut().ok_or("not prepared")?;
        let picked = pick(
            &self.built,
            subjects,
            placement_of(prep.samples, self.copies),
        )?;
        prep.samples += 1;
        #[cfg(test)]
        {
            self.last = picked
                .iter()
                .map(|m| m.map_or(0, |m| m.entry_address()))
                .collect();
        }
        let separator = Candidate::of(&self.separator);
        let cands = picked
            .iter()
            .map(|m| match m {
                Some(m) => Ok(Candidate::of(m)),
                None => libc(),
            })
            .collect::<Result<Vec<_>, String>>()?;
        let first = *cands.first().ok_or("nothing to measure")?;
        let buffers = &mut self.buffers;
        let target = self.target_ns;
        let err = |e: crate::harness::Error| e.to_string();
        // The calls of each timed piece, for the tests.
        let mut pieces: Vec<usize> = Vec::new();
        let out = match w.kind {
            Kind::Dist {
                placement: p @ (Placement::Random | Placement::Llc | Placement::Struct),
                ..
            }
            | Kind::Scattered { placement: p } => {
                // At llc each subject on the same sizes at its own places (`time_scattered`).
                let apart = p == Placement::Llc;
                while apart && prep.apart.len() + 1 < cands.len() {
                    let j = prep.apart.len() as u64 + 1;
                    let seed = (self.seed + w.id as u64).wrapping_add(APART_SEED.wrapping_mul(j));
                    prep.apart
                        .push(Buffers::scatter_offsets(&w.sizes, self.llc_area, seed));
                }
                let read = p == Placement::Struct;
                let mut c = buffers.scatter(&w.sizes, &prep.offsets).map_err(err)?;
                if read {
                    c = c.then_read();
                }
                c.resume(prep.position.0);
                if prep.calls == 0 {
                    prep.calls = prep.cap.first_calls(&mut c, first, target, &mut pieces);
                }
                let lead = prep.cap.lead(DIST_LEAD, &mut pieces);
                if lead > 0 {
                    time_calls(&mut c, separator, lead);
                }
                let start = c.position();
                let (out, _places) =
                    time_scattered(buffers, w, prep, (apart, read), &cands, start).map_err(err)?;
                #[cfg(test)]
                {
                    self.places = _places;
                }
                prep.position = (start + prep.calls, 0, 0);
                out
            }
            Kind::Dist {
                placement: Placement::Chain,
                ..
            } => {
                let mut c = buffers.chain(&w.sizes, &prep.offsets).map_err(err)?;
                c.resume(prep.position);
                if prep.calls == 0 {
                    prep.calls = prep.cap.first_calls(&mut c, first, target, &mut pieces);
                }
                let lead = prep.cap.lead(DIST_LEAD, &mut pieces);
                let out = time_each(&mut c, separator, &cands, prep.calls, lead);
                prep.position = c.position();
                out
            }
            _ => {
                let (so, dof, limit, lead) = match w.kind {
                    Kind::Point { layout, hot } => {
                        let (so, dof) = layout.offsets();
                        let size = w.sizes.first().copied().unwrap_or(0);
                        (so, dof, if hot { 0 } else { ROTATE }, Some((size, hot)))
                    }
                    Kind::Dist { .. } | Kind::Scattered { .. } => (0, 0, ROTATE, None),
                };
                let mut c = buffers.walk(&w.sizes, limit, so, dof).map_err(err)?;
                c.resume((prep.position.0, prep.position.1));
                if prep.calls == 0 {
                    prep.calls = prep.cap.first_calls(&mut c, first, target, &mut pieces);
                }
                let n = prep.calls;
                let lead = lead.map_or(DIST_LEAD, |(size, hot)| point_lead(size, hot, n));
                let lead = prep.cap.lead(lead, &mut pieces);
                let out = time_each(&mut c, separator, &cands, n, lead);
                let (idx, off) = c.position();
                prep.position = (idx, off, 0);
                out
            }
        };
        pieces.extend(std::iter::repeat_n(prep.calls, cands.len()));
        #[cfg(test)]
        {
            self.pieces = pieces;
        }
        Ok(out)
    }
}

impl Cap {
    /// The call count of the workload's samples ([`calls_for`], within [`Cap::limit`]),
    /// noting a cut; `pieces` hears of the probe's two timings.
    fn first_calls(
        &mut self,
        calls: &mut impl Calls,
        f: Candidate<'_>,
        target_ns: u64,
        pieces: &mut Vec<usize>,
    ) -> usize {
        let probe = calls.sizes().len().clamp(64, 4096).min(self.limit);
        let (n, cut) = calls_for(calls, f, target_ns, self.limit);
        self.capped |= cut.is_some();
        pieces.extend([probe, probe]);
        n
    }

    /// `lead` separator calls within [`Cap::limit`], noting a cut; `pieces` hears of it.
    fn lead(&mut self, lead: usize, pieces: &mut Vec<usize>) -> usize {
        self.capped |= lead > self.limit;
        let lead = lead.min(self.limit);
        pieces.push(lead);
        lead
    }
}

#[cfg(feature = "harness")]
fn libc() -> Result<Candidate<'static>, String> {
    Ok(Candidate::libc())
}

#[cfg(not(feature = "harness"))]
fn libc() -> Result<Candidate<'static>, String> {
    Err("the C library's memcpy is measured with the `harness` feature only".into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cpu::CpuFeatures;
    use crate::tune::Budget;

    /// The bytes of the worst `n` consecutive calls along `sizes` (wrapping), counted one
    /// call at a time.
    fn worst_window(sizes: &[usize], n: usize) -> u128 {
        (0..sizes.len())
            .map(|start| {
                (0..n)
                    .map(|i| sizes[(start + i) % sizes.len()] as u128)
                    .sum()
            })
            .max()
            .unwrap_or(0)
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 256,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// `max_calls` is the most calls whose bytes, wherever they start, stay within the
        /// cap (one call when a single size is above it): sizes of every scale up to 256 MiB,
        /// caps from a byte to a GiB.
        #[test]
        fn max_calls_is_the_most_calls_within_the_cap(
            sizes in proptest::collection::vec(
                proptest::prop_oneof![0usize..64, 0usize..70_000, 0usize..=(256 << 20)],
                1..40,
            ),
            cap in proptest::prop_oneof![1usize..1000, 1usize..(1 << 30)],
        ) {
            let n = max_calls(&sizes, cap);
            proptest::prop_assert!(n >= 1);
            if n > 1 {
                proptest::prop_assert!(worst_window(&sizes, n) <= cap as u128);
            }
            if n < 1 << 22 && n < 10 * sizes.len() + 100 {
                proptest::prop_assert!(worst_window(&sizes, n + 1) > cap as u128);
            }
        }
    }

    #[test]
    fn max_calls_of_large_sizes() {
        let cap = SAMPLE_BYTES;
        assert_eq!(max_calls(&[256 << 20; 4], cap), 1);
        assert_eq!(max_calls(&[64 << 20], cap), 1);
        assert_eq!(max_calls(&[32 << 20], cap), 2);
        // One large size among small ones: the windows that hold it decide.
        let mut sizes = vec![64; 1024];
        sizes[100] = 60 << 20;
        let n = max_calls(&sizes, cap);
        assert!(
            worst_window(&sizes, n) <= cap as u128 && worst_window(&sizes, n + 1) > cap as u128
        );
        assert_eq!(max_calls(&[], cap), 1 << 22);
        assert_eq!(max_calls(&[0; 8], cap), 1 << 22);
    }

    /// The embedded distributions and the guard grid are not cut: the cap leaves their
    /// probes (4,096 calls of a distribution, 64 of a fixed size) and a distribution's lead
    /// (4,096 calls) whole; their samples' calls it would cut only at 64 MiB in 20 µs, 3 TB/s.
    #[test]
    fn the_cap_never_cuts_the_default_workloads() {
        let budget = Budget {
            time: None,
            samples: Some(0),
        };
        // The workloads' sizes are the same for every CPU: the features only name it.
        let cfg = Config::full(CpuFeatures::default(), &[], budget);
        for w in &cfg.workloads {
            let n = max_calls(&w.sizes, SAMPLE_BYTES);
            let whole = match w.kind {
                Kind::Dist { .. } | Kind::Scattered { .. } => DIST_LEAD.max(4096),
                Kind::Point { .. } => 64,
            };
            assert!(n >= whole, "{}: {n} calls", w.name);
        }
    }

    /// This CPU's features and the full configuration over one distribution, `name`, from
    /// the CSV text `csv`, with no sample budget.
    fn host_config(name: &str, csv: &str) -> (CpuFeatures, Config) {
        // this CPU only: the bench builds and times code
        let host = crate::harness::recorded::this_cpu().features;
        let d =
            crate::harness::dist::Distribution::parse(name, &format!("{name}.csv"), csv).unwrap();
        let budget = Budget {
            time: None,
            samples: Some(0),
        };
        (host, Config::full(host, &[(d, 1.0)], budget))
    }

    /// At [`Placement::Llc`] every subject of a sample makes its copies at its own places
    /// (`time_scattered`): three subjects start at three different offset pairs, from offset
    /// sets made once per place in the order and kept; at random placement there are none,
    /// and every subject starts at the same offset pair.
    #[test]
    fn llc_subjects_copy_at_places_of_their_own() {
        // this CPU only: the bench builds and times code
        let (host, cfg) = host_config("small", "size,probability\n16,1\n100,2\n700,1\n");
        let Ok(mut bench) = Bench::new(&cfg, crate::harness::RANDOM_AREA, Duration::from_micros(4))
        else {
            eprintln!("skipped: no generated code here");
            return;
        };
        let (table, _) = Thresholds::for_cpu(&host);
        let other = table.with_loop_interleave(true);
        let subjects = [Subject::Code(table), Subject::Libc, Subject::Code(other)];
        let of = |p: Placement| {
            cfg.workloads
                .iter()
                .find(|w| {
                    w.name.starts_with("small")
                        && matches!(w.kind, Kind::Dist { placement, .. } if placement == p)
                })
                .unwrap_or_else(|| panic!("no {p:?} workload"))
        };
        let (llc, random) = (of(Placement::Llc), of(Placement::Random));
        for _ in 0..2 {
            bench.sample(llc, &subjects).unwrap();
            let p = &bench.places;
            assert_eq!(p.len(), 3, "{p:?}");
            assert!(p[0] != p[1] && p[1] != p[2] && p[0] != p[2], "{p:?}");
        }
        let apart = |b: &Bench, w: &Workload| b.prepared[w.id].as_ref().unwrap().apart.len();
        assert_eq!(apart(&bench, llc), 2);
        bench.sample(random, &subjects).unwrap();
        assert_eq!(apart(&bench, random), 0);
        let p = &bench.places;
        assert!(p.len() == 3 && p[0] == p[1] && p[1] == p[2], "{p:?}");
    }

    /// The bound on a sample's work, as the bench applies it: with the cap at 8 MiB, every
    /// timed piece of every sample (the probe, the separator's lead, each subject's calls) of
    /// a distribution of 1-6 MiB copies and of a fixed 12 MiB size copies at most the cap, or
    /// one call; and the bench names both workloads as cut.
    #[test]
    fn every_timed_piece_of_a_sample_copies_at_most_the_cap() {
        // this CPU only: the bench builds and times code
        let (host, mut cfg) = host_config(
            "big",
            "size,probability\n1048576,1\n4194304,1\n6291456,1\n100,5\n",
        );
        let mut point = Workload::point(12 << 20, super::super::Layout::Aligned, false);
        point.id = cfg.workloads.len();
        cfg.workloads.push(point);
        let Ok(mut bench) = Bench::new(&cfg, crate::harness::RANDOM_AREA, Duration::from_micros(4))
        else {
            eprintln!("skipped: no generated code here");
            return;
        };
        let cap = 8 << 20;
        bench.sample_bytes = cap;
        let (table, _) = Thresholds::for_cpu(&host);
        let subjects = [Subject::Code(table), Subject::Libc];
        let big: Vec<&Workload> = (cfg.workloads.iter())
            .filter(|w| w.sizes.iter().any(|&s| s > 1 << 20))
            .collect();
        assert_eq!(
            big.len(),
            6,
            "the distribution in its five placements (the regimes), and the point"
        );
        for w in &big {
            let limit = max_calls(&w.sizes, cap);
            for _ in 0..3 {
                bench.sample(w, &subjects).unwrap();
                // The first sample probes twice, leads and times each subject; later ones
                // lead and time.
                assert!(bench.pieces.len() > subjects.len(), "{:?}", bench.pieces);
                for &calls in &bench.pieces {
                    assert!(
                        calls >= 1 && calls <= limit,
                        "{}: {calls} > {limit}",
                        w.name
                    );
                    let bytes = worst_window(&w.sizes, calls);
                    assert!(
                        calls == 1 || bytes <= cap as u128,
                        "{}: {bytes} bytes",
                        w.name
                    );
                }
            }
        }
        let mut cut: Vec<usize> = bench.capped().iter().map(|c| c.0).collect();
        cut.sort_unstable();
        assert_eq!(cut, big.iter().map(|w| w.id).collect::<Vec<_>>());
    }

    #[test]
    fn the_start_up_search_builds_one_copy_and_tune_three() {
        for cpu in crate::harness::recorded::each_cpu() {
            let cfg = Config::reduced(cpu.features, Duration::from_millis(20));
            let (Ok(reduced), Ok(full)) = (Bench::reduced(&cfg), Bench::full(&cfg)) else {
                return; // no buffers here: nothing this test can check
            };
            assert_eq!((reduced.copies, full.copies), (1, COPIES), "{}", cpu.name);
        }
    }

    /// The bench's placement rule, planned, emitted and placed (nothing mapped) for every
    /// recorded CPU and this one: the separator, then `n` candidates (the CPU's row with
    /// another non-temporal threshold: one immediate changes) of [`COPIES`] copies each.
    /// The page offsets of the separator and of every copy, per candidate.
    fn placed(cpu: &CpuFeatures, n: usize) -> (usize, Vec<Vec<usize>>) {
        let mut sep = Memcpy::builder();
        sep.features(*cpu).strategy(Strategy::Vector).slot = 0;
        let at = |b: &Builder| b.place().unwrap().unwrap().entry % PAGE;
        let separator = at(&sep);
        let mut slots = Slots { next: 1, separator };
        let (table, _) = Thresholds::for_cpu(cpu);
        let copies = (0..n)
            .map(|i| {
                let mut b = Memcpy::builder();
                b.features(*cpu)
                    .strategy(Strategy::Vector)
                    .thresholds(Thresholds {
                        non_temporal_from: Some((8 << 20) + 4096 * i),
                        ..table
                    });
                let taken = slots.take(&b, COPIES).unwrap();
                taken
                    .into_iter()
                    .map(|s| {
                        b.slot = s;
                        at(&b)
                    })
                    .collect()
            })
            .collect();
        (separator, copies)
    }

    #[test]
    fn on_every_cpu_the_separator_and_the_first_candidates_get_distinct_page_offsets() {
        let mut shared = Vec::new();
        for cpu in crate::harness::recorded::each_cpu() {
            // 1 + 12 x COPIES codes: fewer than the row's positions on every CPU we know.
            let (separator, copies) = placed(&cpu.features, 12);
            let mut all = vec![separator];
            all.extend(copies.iter().flatten());
            let mut apart = all.clone();
            apart.sort_unstable();
            apart.dedup();
            if apart.len() != all.len() {
                shared.push(format!("{}: {all:?}", cpu.name));
            }
        }
        assert!(shared.is_empty(), "codes at one page offset: {shared:#?}");
    }

    #[test]
    fn on_every_cpu_the_copies_of_a_candidate_sit_apart_when_the_slots_wrap_around() {
        for cpu in crate::harness::recorded::each_cpu() {
            // More candidates than the page has positions: the slots wrap around.
            let (separator, copies) = placed(&cpu.features, 40);
            for (i, at) in copies.iter().enumerate() {
                let mut apart = at.clone();
                apart.sort_unstable();
                apart.dedup();
                assert_eq!(apart.len(), COPIES, "{} candidate {i}: {at:?}", cpu.name);
                assert!(!at.contains(&separator), "{} candidate {i}", cpu.name);
            }
        }
    }

    /// Built on this CPU, the bench's codes sit where [`placed`] says, each copy with the
    /// bytes of the candidate built at the start of a page.
    #[test]
    fn the_bench_builds_every_copy_where_the_rule_placed_it() {
        let Some((_, mut bench, table)) = bench() else {
            return;
        };
        let candidates: Vec<Thresholds> = (0..40)
            .map(|i| Thresholds {
                non_temporal_from: Some((8 << 20) + 4096 * i),
                ..table
            })
            .collect();
        for t in candidates.iter().chain(&candidates) {
            bench.build(t).unwrap();
        }
        assert_eq!(bench.built.len(), candidates.len(), "each built once");
        // this CPU only: the bench built these codes for it (every CPU: on_every_cpu_*)
        let here = crate::harness::recorded::this_cpu().features;
        let (separator, placed) = placed(&here, candidates.len());
        assert_eq!(bench.separator.entry_address() % PAGE, separator);
        for ((t, copies), at) in bench.built.iter().zip(&placed) {
            let home = Memcpy::builder()
                .strategy(Strategy::Vector)
                .thresholds(*t)
                .build()
                .unwrap();
            assert_eq!(home.entry_address() % PAGE, 0);
            let built: Vec<usize> = copies.iter().map(|m| m.entry_address() % PAGE).collect();
            assert_eq!(&built, at, "{t:?}");
            assert!(copies.iter().all(|m| m.code() == home.code()), "{t:?}");
        }
    }

    /// A bench of `memcpy-jit tune`'s workloads for this CPU, and its table's row.
    fn bench() -> Option<(Config, Bench, Thresholds)> {
        // this CPU only: the bench builds, checks and times code built for it
        let host = crate::harness::recorded::this_cpu().features;
        let budget = Budget {
            time: None,
            samples: Some(0),
        };
        let cfg = Config::full(host, &[], budget);
        let Ok(bench) = Bench::new(&cfg, crate::harness::RANDOM_AREA, Duration::from_micros(4))
        else {
            eprintln!("skipped: no generated code here");
            return None;
        };
        let (table, _) = Thresholds::for_cpu(&host);
        Some((cfg, bench, table))
    }

    #[test]
    fn successive_samples_of_a_workload_take_the_copies_in_turn() {
        let Some((cfg, mut bench, table)) = bench() else {
            return;
        };
        let other = Thresholds {
            non_temporal_from: Some(9 << 20),
            ..table
        };
        let subjects = [Subject::Code(table), Subject::Libc, Subject::Code(other)];
        let hot = |w: &&Workload| matches!(w.kind, Kind::Point { hot: true, .. });
        let mut hots = cfg.workloads.iter().filter(hot);
        let (w, v) = (hots.next().unwrap(), hots.next().unwrap());
        let entries = |bench: &Bench, t: &Thresholds| -> Vec<usize> {
            let (_, copies) = bench.built.iter().find(|(b, _)| b == t).unwrap();
            copies.iter().map(Memcpy::entry_address).collect()
        };
        let mut seen = Vec::new();
        for s in 0..2 * COPIES + 1 {
            bench.sample(w, &subjects).unwrap();
            let (a, b) = (entries(&bench, &table), entries(&bench, &other));
            assert_eq!(bench.last, [a[s % COPIES], 0, b[s % COPIES]], "sample {s}");
            seen.push(bench.last[0]);
            if s == 1 {
                // Another workload counts its own samples: it starts at the first copy.
                bench.sample(v, &subjects).unwrap();
                assert_eq!(bench.last, [a[0], 0, b[0]]);
            }
        }
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), COPIES);
    }
}
