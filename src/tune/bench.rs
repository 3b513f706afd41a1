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
//! - A workload's walk continues from sample to sample (it is made again for each sample,
//!   from where the last one stopped): every subject's calls follow other calls along the
//!   rotation, as in the harness's interleaved rounds. (Starting over each time gave the
//!   first subject of every sample the lines the previous sample's first subject had just
//!   touched: 25–40% faster on a distribution, whichever candidate it was.)
//! - One sample of a subject is `k` back-to-back calls timed together; `k` is fixed per
//!   workload the first time it is measured, so that a sample of the first subject lasts
//!   the target time (whole passes over a distribution's draws), and then never changes: every
//!   subject in every round does the same work.
//! - No subject is timed right after itself: every sample starts with untimed calls of a
//!   plain copy compiled into the crate (the separator): a quarter of a sample (at most 256
//!   calls) along a walk, a whole pass over the draws on a scatter. Right after itself (the
//!   engine rotates the order, so with two subjects the last of one round is the first of
//!   the next), a candidate found the branch predictors trained on its own code: 25% faster
//!   on a distribution here, whichever candidate it was. On a scatter, whose calls repeat
//!   every pass, the first subject of a sample otherwise found the lines cold (the other
//!   workloads of the round had evicted them) and every later one found them warm. Both
//!   made the per-round ratios bimodal.
//! - Each generated candidate is built once and checked to copy correctly (sizes around every
//!   size class, three alignments) before it is ever timed.

use std::time::Duration;

use crate::harness::{time_calls, Buffers, Calls, Candidate, PAGE};
use crate::memcpy::Memcpy;
use crate::strategy::Strategy;
use crate::thresholds::Thresholds;

use super::{Config, Kind, Placement, Source, Subject, Workload};

/// Bytes of each region a rotating workload walks over (512 KiB of source and destination
/// together: L2-resident on every CPU we know, L1 on none).
pub const ROTATE: usize = 256 << 10;

/// Where [`Subject`]s are timed: buffers, the candidates built so far, and what each
/// workload needs (its call count per sample, its random offsets).
pub struct Bench {
    buffers: Buffers,
    area: usize,
    target_ns: u64,
    seed: u64,
    built: Vec<(Thresholds, Memcpy)>,
    prepared: Vec<Option<Prepared>>,
}

struct Prepared {
    calls: usize,
    offsets: Vec<(u32, u32)>,
    /// Where the workload's walk (or scatter) stopped: the next sample continues there.
    position: (usize, usize),
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
        let region = area
            .max(max_len.saturating_add(PAGE + 64))
            .max(ROTATE + PAGE + 64);
        let buffers = Buffers::new(region).map_err(|e| e.to_string())?;
        let ids = cfg.workloads.iter().map(|w| w.id + 1).max().unwrap_or(0);
        Ok(Bench {
            buffers,
            area,
            target_ns: sample.as_nanos().clamp(1, u128::from(u32::MAX)) as u64,
            seed: 1,
            built: Vec::new(),
            prepared: (0..ids).map(|_| None).collect(),
        })
    }

    /// The bench of `memcpy-jit tune`: random placement over 8 MiB, 20 µs samples.
    pub fn full(cfg: &Config) -> Result<Bench, String> {
        Bench::new(cfg, crate::harness::RANDOM_AREA, Duration::from_micros(20))
    }

    /// The bench of the start-up search: random placement over 1 MiB (2 MiB of buffers to
    /// fault in, not 16), 4 µs samples.
    pub fn reduced(cfg: &Config) -> Result<Bench, String> {
        Bench::new(cfg, 1 << 20, Duration::from_micros(4))
    }

    /// Builds (once) and checks the candidate with thresholds `t`.
    fn build(&mut self, t: &Thresholds) -> Result<(), String> {
        if self.built.iter().any(|(b, _)| b == t) {
            return Ok(());
        }
        let m = Memcpy::builder()
            .strategy(Strategy::Vector)
            .thresholds(*t)
            .build()
            .map_err(|e| format!("cannot build {t:?}: {e}"))?;
        check(&m)?;
        self.built.push((*t, m));
        Ok(())
    }
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

/// One sample of each candidate, in order: `n` calls each, timed together; ns per call.
/// First, untimed, `lead` calls of the separator.
fn time_each(calls: &mut impl Calls, cands: &[Candidate<'_>], n: usize, lead: usize) -> Vec<f64> {
    if lead > 0 {
        time_calls(calls, separator(), lead);
    }
    cands
        .iter()
        .map(|&f| time_calls(calls, f, n).as_nanos() as f64 / n as f64)
        .collect()
}

/// The separator: a plain copy compiled into the crate, never one of the subjects.
fn separator() -> Candidate<'static> {
    /// `copy_nonoverlapping` with the C memcpy ABI, never inlined.
    ///
    /// # Safety
    ///
    /// `MemcpyFn`'s contract: `src` readable and `dst` writable for `len` bytes, disjoint.
    #[inline(never)]
    unsafe extern "C" fn plain(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
        // SAFETY: the caller guarantees both ranges are valid and disjoint.
        unsafe { std::ptr::copy_nonoverlapping(src, dst, len) };
        dst
    }
    // SAFETY: `plain` is a memcpy with the C ABI, compiled into the program.
    unsafe { Candidate::from_raw(plain) }
}

/// The call count that makes a sample of `f` last `target_ns` (whole passes over the sizes);
/// also warms `f` up.
fn calls_for(calls: &mut impl Calls, f: Candidate<'_>, target_ns: u64) -> usize {
    let pass = calls.sizes().len();
    let probe = pass.max(64);
    time_calls(calls, f, probe);
    let per_call = (time_calls(calls, f, probe).as_nanos() as f64 / probe as f64).max(0.05);
    let k = ((target_ns as f64 / per_call).ceil() as usize).clamp(1, 1 << 22);
    if pass > 1 {
        k.div_ceil(pass) * pass
    } else {
        k
    }
}

impl Source for Bench {
    fn sample(&mut self, w: &Workload, subjects: &[Subject]) -> Result<Vec<f64>, String> {
        for s in subjects {
            if let Subject::Code(t) = s {
                self.build(t)?;
            }
        }
        let built = &self.built;
        let cands = subjects
            .iter()
            .map(|s| match s {
                Subject::Code(t) => built
                    .iter()
                    .find(|(b, _)| b == t)
                    .map(|(_, m)| Candidate::of(m))
                    .ok_or_else(|| "a candidate was not built".to_string()),
                Subject::Libc => libc(),
            })
            .collect::<Result<Vec<_>, String>>()?;
        let first = *cands.first().ok_or("nothing to measure")?;
        let slot = self
            .prepared
            .get_mut(w.id)
            .ok_or_else(|| format!("workload {} is not in the bench's configuration", w.id))?;
        if slot.is_none() {
            let offsets = match w.kind {
                Kind::Dist {
                    placement: Placement::Random,
                    ..
                } => Buffers::scatter_offsets(&w.sizes, self.area, self.seed + w.id as u64),
                _ => Vec::new(),
            };
            *slot = Some(Prepared {
                calls: 0,
                offsets,
                position: (0, 0),
            });
        }
        let prep = slot.as_mut().ok_or("not prepared")?;
        let buffers = &mut self.buffers;
        let target = self.target_ns;
        let err = |e: crate::harness::Error| e.to_string();
        let out = match w.kind {
            Kind::Dist {
                placement: Placement::Random,
                ..
            } => {
                let mut c = buffers.scatter(&w.sizes, &prep.offsets).map_err(err)?;
                c.resume(prep.position.0);
                if prep.calls == 0 {
                    prep.calls = calls_for(&mut c, first, target);
                }
                // A whole pass first: every subject then finds the lines of its calls as the
                // one before it left them (the calls repeat every pass).
                let out = time_each(&mut c, &cands, prep.calls, w.sizes.len());
                prep.position = (c.position(), 0);
                out
            }
            _ => {
                let (so, dof, limit) = match w.kind {
                    Kind::Point { layout, hot } => {
                        let (so, dof) = layout.offsets();
                        (so, dof, if hot { 0 } else { ROTATE })
                    }
                    Kind::Dist { .. } => (0, 0, ROTATE),
                };
                let mut c = buffers.walk(&w.sizes, limit, so, dof).map_err(err)?;
                c.resume(prep.position);
                if prep.calls == 0 {
                    prep.calls = calls_for(&mut c, first, target);
                }
                let n = prep.calls;
                let out = time_each(
                    &mut c,
                    &cands,
                    n,
                    if n >= 16 { (n / 4).min(256) } else { 0 },
                );
                prep.position = c.position();
                out
            }
        };
        Ok(out)
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
