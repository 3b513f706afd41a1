//! Self-calibration: the tuner's reduced search ([`crate::tune`]), run on the running machine
//! within a fixed time budget, then emitted with.
//!
//! [`Calibration::measure`] lives here, above the tuner (which builds candidate instances
//! and times them through the harness); the [`Calibration`] data type and its file sit below,
//! in `src/calibration.rs`. It searches, in order, each step skipped when the budget is
//! spent:
//!
//! 1. **Vector width and masked window** together (`width+masked_max`): the widest width the
//!    CPU runs and AVX2 below AVX-512, each with the masked windows 0/16/32/64 where
//!    AVX-512BW and BMI2 allow them.
//! 2. **`REP MOVSB` threshold** (`rep_movsb_from`, only with ERMS): off, 4 KiB … 1 MiB.
//! 3. **Short-distance guard** (`avoid_dst_above_src`, only where `REP MOVSB` runs): 0 or 63.
//!
//! Each on the embedded fleet size distribution (fleetbench's `Memcpy_Fleet`) at aligned and
//! random placement, under the guard of eight fixed sizes ([`crate::tune::reduced_grid`]):
//! a value is chosen only when the per-round paired ratios show it faster than the table's
//! by more than 1% on the distribution and within 2% of every other value at every fixed
//! size; otherwise the table's value stays, "undecided" when the noise or the budget left it
//! open ([`Calibration::fell_back`]). docs/tuner.md has the design; `memcpy-jit tune` runs
//! the full search. The other thresholds (`rep_movsb_coaligned_from`,
//! `avoid_src_above_dst`, `non_temporal_from`) always come from the table here.

use std::time::{Duration, Instant};

use crate::calibration::Calibration;
use crate::cpu::CpuFeatures;
use crate::thresholds::Thresholds;
use crate::tune;

impl Calibration {
    /// The default time budget of [`Calibration::measure`]: 20 ms of measuring, start to
    /// finish.
    pub const DEFAULT_BUDGET: Duration = Duration::from_millis(20);

    /// Measures this machine within `budget` (the tuner's reduced search, set-up included,
    /// starting no sample in the last tenth of it, or the last 6 ms when that is more, up
    /// to a third)
    /// and returns the thresholds to use for `features` (which should be the running CPU's:
    /// the code is timed here). Decisions the budget or the noise leaves open keep the
    /// table's value ([`Calibration::fell_back`]).
    pub fn measure(features: &CpuFeatures, budget: Duration) -> Calibration {
        calibrate(features, budget)
    }
}

/// [`Calibration::measure`].
fn calibrate(features: &CpuFeatures, budget: Duration) -> Calibration {
    let start = Instant::now();
    let (table, _) = Thresholds::for_cpu(features);
    let mut cfg = tune::Config::reduced(*features, budget);
    let report = match tune::Bench::reduced(&cfg) {
        Ok(mut bench) => {
            // The search stops starting samples [`margin`] early: a sample in flight, or the
            // first sample of a step (which builds and checks its candidates), ends within
            // it, even when the scheduler takes the CPU away in the middle.
            cfg.budget.time = Some(budget.saturating_sub(start.elapsed() + margin(budget)));
            tune::run(&cfg, table, &mut bench, &mut |_| {})
        }
        Err(e) => {
            cfg.budget = tune::Budget::default();
            let mut r = tune::run(&cfg, table, &mut NoSource, &mut |_| {});
            r.error = Some(format!("no buffers to measure in ({e})"));
            r
        }
    };
    let mut c = report.to_calibration(features);
    c.elapsed = start.elapsed();
    c
}

/// How early before the end of `budget` the search stops starting samples: a tenth of it,
/// and at least [`PREEMPTED`] (but never more than a third of the budget).
fn margin(budget: Duration) -> Duration {
    (budget / 10).max(PREEMPTED).min(budget / 3)
}

/// What a sample in flight may take past the deadline on a busy machine: the scheduler's
/// time slice of the task sharing the CPU, plus the sample. With a margin of a tenth (2 ms
/// of the default 20), `calibrated()` took 22.5-23.1 ms with a busy loop on each of the
/// two vCPUs of a Zen 5 guest (18.4-19.4 ms idle): docs/results/zen5-2026-11-30/repeat/.
const PREEMPTED: Duration = Duration::from_millis(6);

/// The source of a search with no budget: never asked for a sample.
struct NoSource;

impl tune::Source for NoSource {
    fn sample(&mut self, _: &tune::Workload, _: &[tune::Subject]) -> Result<Vec<f64>, String> {
        Err("nothing to measure with".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The margin covers a preempted sample at the default budget, stays a tenth of long
    /// budgets, and never eats more than a third of short ones.
    #[test]
    fn the_margin_covers_a_preempted_sample() {
        let ms = Duration::from_millis;
        assert_eq!(margin(Calibration::DEFAULT_BUDGET), ms(6));
        assert_eq!(margin(ms(200)), ms(20));
        assert_eq!(margin(ms(9)), ms(3));
        assert_eq!(margin(Duration::ZERO), Duration::ZERO);
    }
}
