//! Self-calibration: measure, on the running machine and within a fixed time budget, the
//! decisions the per-CPU table makes from someone else's measurements, then emit with them.
//!
//! [`Calibration::measure`] lives here, above [`Memcpy`]: it builds candidate instances and
//! times them, through the public API only. (The [`Calibration`] data type and its file sit
//! below, in `src/calibration.rs`.) What is
//! measured, in this order, each step skipped when the budget is spent:
//!
//! 1. **Vector width** (only with AVX-512): AVX2 against AVX-512 at 96, 200, 400 and
//!    1500 bytes; AVX-512 only if it is at least 3% faster in total.
//! 2. **`REP MOVSB` crossover** (only with ERMS): `REP MOVSB` against the vector loop at
//!    4 KiB … 1 MiB, with source and destination co-aligned and with src+1/dst+3. The
//!    threshold is the smallest size from which `REP MOVSB` is at least 5% faster at every
//!    larger size in both layouts; none if there is no such size. The co-aligned threshold
//!    (`rep_movsb_coaligned_from`) is the same rule on the co-aligned layout alone.
//! 3. **Short-distance bands** (only if `REP MOVSB` is used): `REP MOVSB` at 4 KiB with the
//!    destination 1, 15, 31, 63 bytes above and below the source (page offsets), against
//!    the same copy 2048 bytes apart. A side whose copies are over 2× slower is guarded.
//!
//! Every comparison warms up, interleaves the candidates (A B A B …), takes medians of 7
//! samples, and checks the spread; a decision whose samples (less the extreme two) spread by
//! more than 25% of the median is "too noisy" and keeps the table's value, which the result
//! says. The non-temporal threshold
//! is not measured (a copy large enough to show it takes longer than the whole budget) and
//! always comes from the table.

use std::time::{Duration, Instant};

use crate::calibration::Calibration;
use crate::cpu::CpuFeatures;
use crate::error::BuildError;
use crate::harness::stats::median;
use crate::harness::{Buffers, Candidate};
use crate::limits::{MAX_BAND, MAX_THRESHOLD};
use crate::memcpy::Memcpy;
use crate::strategy::{Strategy, VectorWidth};
use crate::thresholds::Thresholds;

impl Calibration {
    /// The default time budget of [`Calibration::measure`]: 20 ms of measuring, start to
    /// finish.
    pub const DEFAULT_BUDGET: Duration = Duration::from_millis(20);

    /// Measures this machine within `budget` and returns the thresholds to use for
    /// `features` (which should be the running CPU's: the code is timed here). Decisions the
    /// budget or the noise leaves open keep the table's value ([`Calibration::fell_back`]).
    pub fn measure(features: &CpuFeatures, budget: Duration) -> Calibration {
        calibrate(features, budget)
    }
}

/// AVX-512 is chosen only when its total time is below this fraction of AVX2's (at least 3%
/// faster): narrower is the safer default where they tie.
const WIDTH_MIN_GAIN: f64 = 0.97;
/// `REP MOVSB` wins a size when its median is at most this fraction of the loop's (at least
/// 5% faster), in each layout measured.
const REP_MIN_GAIN: f64 = 0.95;
/// A short distance is guarded when `REP MOVSB` there is more than this many times slower
/// than the same copy far apart.
const BAND_SLOWDOWN: f64 = 2.0;
/// The band guarded on a side that shows the slowdown: every distance measured (1–63 bytes).
const BAND_GUARDED: u32 = 63;

/// Samples per candidate; the median is used.
const SAMPLES: usize = 7;
/// A decision is "too noisy" when the spread of a candidate's samples (second-highest minus
/// second-lowest, over the median) exceeds this.
const MAX_SPREAD: f64 = 0.25;

/// [`Calibration::measure`].
fn calibrate(features: &CpuFeatures, budget: Duration) -> Calibration {
    let start = Instant::now();
    let deadline = start + budget;
    let mut c = Calibration::from_table(features);
    let table = c.table;
    let mut t = table;
    let mut bench = match Bench::new() {
        Some(b) => b,
        None => {
            c.evidence
                .push("no memory for the measurement buffers: table kept".into());
            c.fell_back.extend(["width", "rep_movsb_from", "bands"]);
            return c;
        }
    };

    // 1. Width.
    if VectorWidth::Avx512.runs_on(features) && VectorWidth::Avx512.runs_on(&CpuFeatures::host()) {
        let build = |w| {
            vector(Thresholds {
                width: w,
                rep_movsb_from: None,
                rep_movsb_coaligned_from: None,
                non_temporal_from: None,
                masked_max: if w == VectorWidth::Avx512 {
                    t.masked_max
                } else {
                    0
                },
                ..t
            })
        };
        match (build(VectorWidth::Avx2), build(VectorWidth::Avx512)) {
            (Ok(a2), Ok(a5)) => {
                let mut total = [0.0f64; 2];
                let mut noisy = false;
                for len in [96, 200, 400, 1500] {
                    if Instant::now() > deadline {
                        noisy = true;
                        break;
                    }
                    let r = bench.compare(
                        [&a2, &a5],
                        Placement::Apart {
                            len,
                            soff: 0,
                            doff: 0,
                        },
                        deadline,
                    );
                    noisy |= r.noisy;
                    total[0] += r.median[0];
                    total[1] += r.median[1];
                    c.evidence.push(format!(
                        "width: {len} B: avx2 {:.1} ns, avx512 {:.1} ns",
                        r.median[0], r.median[1]
                    ));
                }
                if noisy {
                    c.fell_back.push("width");
                } else {
                    t.width = if total[1] < WIDTH_MIN_GAIN * total[0] {
                        VectorWidth::Avx512
                    } else {
                        t.masked_max = 0;
                        VectorWidth::Avx2
                    };
                    c.evidence.push(format!("width: chose {}", t.width));
                }
            }
            _ => c.fell_back.push("width"),
        }
    }

    // 2. REP MOVSB crossover.
    if features.has_erms() {
        let loop_only = vector(Thresholds {
            rep_movsb_from: None,
            rep_movsb_coaligned_from: None,
            non_temporal_from: None,
            ..t
        });
        let rep = Memcpy::builder().strategy(Strategy::RepMovsb).build();
        match (loop_only, rep) {
            (Ok(v), Ok(r)) => {
                let sizes = [4096usize, 16384, 65536, 262_144, 1 << 20];
                // Per size: does REP MOVSB win co-aligned (0/0), and in both layouts?
                let mut wins = Vec::new();
                let mut wins_coaligned = Vec::new();
                let mut noisy = false;
                for &len in &sizes {
                    let mut win = true;
                    for (soff, doff) in [(0, 0), (1, 3)] {
                        if Instant::now() > deadline {
                            noisy = true;
                            break;
                        }
                        let m =
                            bench.compare([&v, &r], Placement::Apart { len, soff, doff }, deadline);
                        noisy |= m.noisy;
                        let w = m.median[1] <= REP_MIN_GAIN * m.median[0];
                        if soff == 0 {
                            wins_coaligned.push(w);
                        }
                        win &= w;
                        c.evidence.push(format!(
                            "rep_movsb_from: {len} B src+{soff}/dst+{doff}: loop {:.0} ns, REP MOVSB {:.0} ns",
                            m.median[0], m.median[1]
                        ));
                    }
                    wins.push(win);
                }
                if noisy {
                    c.fell_back.push("rep_movsb_from");
                } else {
                    // Smallest size from which REP MOVSB wins at every larger size measured.
                    let large_from = t.large_from();
                    let from = |wins: &[bool]| {
                        (0..wins.len())
                            .find(|&i| wins[i..].iter().all(|&w| w))
                            .map(|i| sizes[i].max(large_from))
                    };
                    t.rep_movsb_from = from(&wins);
                    t.rep_movsb_coaligned_from = from(&wins_coaligned);
                    c.evidence.push(format!(
                        "rep_movsb_from: chose {:?}; rep_movsb_coaligned_from: chose {:?}",
                        t.rep_movsb_from, t.rep_movsb_coaligned_from
                    ));
                }
            }
            _ => c.fell_back.push("rep_movsb_from"),
        }
    }

    // 3. Short-distance bands, only where REP MOVSB will run.
    if t.rep_movsb_from.is_some() {
        match Memcpy::builder().strategy(Strategy::RepMovsb).build() {
            Ok(r) => {
                let mut noisy = false;
                let mut slow = |dir: i64, c: &mut Calibration| -> u32 {
                    let mut band = 0;
                    for d in [1i64, 15, 31, 63] {
                        if Instant::now() > deadline {
                            noisy = true;
                            return band;
                        }
                        let m = bench.compare(
                            [&r, &r],
                            Placement::Pair {
                                len: 4096,
                                near: dir * d,
                                far: 2048,
                            },
                            deadline,
                        );
                        noisy |= m.noisy;
                        let ratio = m.median[0] / m.median[1];
                        c.evidence.push(format!(
                            "bands: 4 KiB REP MOVSB, dst {} src by {d} B: {:.0} ns vs {:.0} ns 2 KiB apart ({ratio:.1}×)",
                            if dir > 0 { "above" } else { "below" },
                            m.median[0],
                            m.median[1]
                        ));
                        if ratio > BAND_SLOWDOWN {
                            band = BAND_GUARDED;
                        }
                    }
                    band
                };
                let above = slow(1, &mut c);
                let below = slow(-1, &mut c);
                if noisy {
                    c.fell_back.push("bands");
                } else {
                    t.avoid_dst_above_src = above.min(MAX_BAND);
                    t.avoid_src_above_dst = below.min(MAX_BAND);
                }
            }
            Err(_) => c.fell_back.push("bands"),
        }
    } else {
        c.evidence
            .push("bands: not measured (REP MOVSB is not used)".into());
    }

    debug_assert!(t.rep_movsb_from.is_none_or(|n| n <= MAX_THRESHOLD));
    c.thresholds = if t.validate().is_ok() { t } else { table };
    c.elapsed = start.elapsed();
    if !c.fell_back.is_empty() {
        c.evidence.push(format!(
            "kept the table's value for: {}",
            c.fell_back.join(", ")
        ));
    }
    c
}

fn vector(t: Thresholds) -> Result<Memcpy, BuildError> {
    Memcpy::builder()
        .strategy(Strategy::Vector)
        .thresholds(t)
        .build()
}

/// Where a measured copy reads and writes.
#[derive(Clone, Copy)]
enum Placement {
    /// Source and destination far apart (destination 2 KiB further in its page, plus the
    /// offsets), so that no 4 KiB aliasing or short distance is involved.
    Apart {
        len: usize,
        soff: usize,
        doff: usize,
    },
    /// The same copy twice: candidate 0 with the destination `near` bytes from the source's
    /// page offset, candidate 1 with it `far` bytes away.
    Pair { len: usize, near: i64, far: i64 },
}

struct Measured {
    median: [f64; 2],
    noisy: bool,
}

/// Scratch memory for the measurements (the harness's two page-aligned regions of 2 MiB).
struct Bench {
    buffers: Buffers,
}

const AREA: usize = 2 << 20;

impl Bench {
    fn new() -> Option<Bench> {
        Some(Bench {
            buffers: Buffers::new(AREA).ok()?,
        })
    }

    /// Times the two candidates interleaved, `SAMPLES` samples each.
    fn compare(&mut self, f: [&Memcpy; 2], placement: Placement, deadline: Instant) -> Measured {
        // (source, destination) offsets in the two regions, per candidate.
        let (len, places) = match placement {
            Placement::Apart { len, soff, doff } => (len, [(soff, 2048 + doff); 2]),
            Placement::Pair { len, near, far } => {
                let at = |d: i64| (64usize, (64 + d) as usize);
                (len, [at(near), at(far)])
            }
        };
        let f = f.map(Candidate::of);
        // Calls per sample: about 20 µs of copying at ~10 GB/s, at least 1.
        let calls = (200_000 / (len + 64)).clamp(1, 2000);
        let sizes = [len];
        let mut samples = [[0.0f64; SAMPLES]; 2];
        // Every call of a candidate copies at the same place (a walk with limit 0). The
        // layouts fit the regions (offsets below 2200, copies up to 1 MiB), so a walk that
        // does not is a bug: measured as noisy, the table is kept.
        let mut time = |i: usize, calls: usize| -> Option<f64> {
            let (so, dof) = places[i];
            let mut w = self.buffers.walk(&sizes, 0, so, dof).ok()?;
            Some(w.time(f[i], calls).as_nanos() as f64 / calls as f64)
        };
        // One untimed round first: page faults, cache and predictor warm-up.
        for i in 0..2 {
            if time(i, 1).is_none() {
                return Measured {
                    median: [f64::NAN; 2],
                    noisy: true,
                };
            }
        }
        for s in 0..SAMPLES {
            for (i, sample) in samples.iter_mut().enumerate() {
                sample[s] = time(i, calls).unwrap_or(f64::NAN);
            }
            if Instant::now() > deadline && s >= 2 {
                // Out of time: judge on what we have, but call it noisy.
                let m = |v: &[f64]| median(&v[..=s]);
                return Measured {
                    median: [m(&samples[0]), m(&samples[1])],
                    noisy: true,
                };
            }
        }
        // Spread without the single lowest and highest sample: one preempted sample on a
        // busy machine should not void the decision, a machine that is busy all along should.
        let spread = |v: &[f64; SAMPLES]| {
            let mut v = *v;
            v.sort_by(f64::total_cmp);
            (v[SAMPLES - 2] - v[1]) / v[SAMPLES / 2].max(f64::MIN_POSITIVE)
        };
        Measured {
            median: [median(&samples[0]), median(&samples[1])],
            noisy: spread(&samples[0]) > MAX_SPREAD || spread(&samples[1]) > MAX_SPREAD,
        }
    }
}
