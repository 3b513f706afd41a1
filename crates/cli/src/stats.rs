//! Statistics across runs: medians, min–max spread, paired ratios and the significance rule.
//!
//! Each run (one child process) reports, per variant and workload row, the median of its
//! rounds. Across runs we report the median and the min–max of those per-run medians, and for
//! every variant after the first the *paired* ratio `variant / first` computed inside each run
//! (both measured in the same process, interleaved, so slow phases of the machine cancel).

/// Median of `v` (mean of the two middle values for an even count); NaN when empty.
pub fn median(v: &[f64]) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

/// Median, minimum and maximum of a set of values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    pub median: f64,
    pub min: f64,
    pub max: f64,
}

impl Summary {
    pub fn of(v: &[f64]) -> Summary {
        Summary {
            median: median(v),
            min: v.iter().copied().fold(f64::INFINITY, f64::min),
            max: v.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        }
    }

    /// max − min: the run-to-run spread.
    pub fn range(&self) -> f64 {
        self.max - self.min
    }
}

/// A variant compared with the reference (the first variant), run by run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Comparison {
    /// The per-run ratios `variant / reference` (< 1: the variant is faster).
    pub ratio: Summary,
    /// `(median ratio − 1) × 100`.
    pub change_pct: f64,
    /// Whether the difference is significant (see [`Comparison::new`]).
    pub verdict: Verdict,
}

/// The outcome of the significance rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every run's ratio is on the same side of 1 and the medians differ by more than the
    /// run-to-run spread of either variant.
    Significant,
    /// "no significant difference": the ratios straddle 1, or the difference is within the
    /// spread.
    NotSignificant,
    /// Only one run: there is no spread to compare with.
    SingleRun,
}

impl Verdict {
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Significant => "significant",
            Verdict::NotSignificant => "n.s.",
            Verdict::SingleRun => "single-run",
        }
    }
}

impl Comparison {
    /// Compares per-run values `var` with `reference` (same length, same run order).
    ///
    /// The rule: a difference is reported only when (a) the paired ratios of all runs lie on
    /// the same side of 1.0, and (b) the medians differ by more than the larger run-to-run
    /// spread (max − min across runs) of the two variants. Otherwise it is "no significant
    /// difference". With one run there is no spread and the verdict is [`Verdict::SingleRun`].
    pub fn new(var: &[f64], reference: &[f64]) -> Comparison {
        let ratios: Vec<f64> = var.iter().zip(reference).map(|(&v, &r)| v / r).collect();
        let ratio = Summary::of(&ratios);
        let change_pct = (ratio.median - 1.0) * 100.0;
        let verdict = if ratios.len() < 2 {
            Verdict::SingleRun
        } else {
            let a = Summary::of(var);
            let b = Summary::of(reference);
            let straddles = ratio.min <= 1.0 && ratio.max >= 1.0;
            let within_spread = (a.median - b.median).abs() <= a.range().max(b.range());
            if straddles || within_spread || !ratio.median.is_finite() {
                Verdict::NotSignificant
            } else {
                Verdict::Significant
            }
        };
        Comparison {
            ratio,
            change_pct,
            verdict,
        }
    }
}

/// Bytes per nanosecond is GB/s (10^9 bytes per second).
pub fn gbps(bytes: f64, ns: f64) -> f64 {
    if ns > 0.0 {
        bytes / ns
    } else {
        f64::NAN
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
        assert!(median(&[]).is_nan());
        let s = Summary::of(&[5.0, 1.0, 3.0]);
        assert_eq!((s.median, s.min, s.max, s.range()), (3.0, 1.0, 5.0, 4.0));
    }

    #[test]
    fn clear_difference_is_significant() {
        let reference = [10.0, 10.2, 9.9, 10.1, 10.0];
        let var = [20.0, 20.5, 19.8, 20.1, 20.2];
        let c = Comparison::new(&var, &reference);
        assert_eq!(c.verdict, Verdict::Significant);
        assert!((c.change_pct - 100.0).abs() < 2.0, "{}", c.change_pct);
        assert!(c.ratio.min > 1.9 && c.ratio.max < 2.1);
    }

    #[test]
    fn straddling_ratios_are_not_significant() {
        let reference = [10.0, 10.0, 10.0];
        let var = [9.0, 11.0, 10.5];
        assert_eq!(
            Comparison::new(&var, &reference).verdict,
            Verdict::NotSignificant
        );
    }

    #[test]
    fn difference_within_spread_is_not_significant() {
        // Every run has B 2% slower, but A alone moves by 30% between runs.
        let reference = [10.0, 13.0, 11.0];
        let var = [10.2, 13.26, 11.22];
        assert_eq!(
            Comparison::new(&var, &reference).verdict,
            Verdict::NotSignificant
        );
    }

    #[test]
    fn single_run() {
        let c = Comparison::new(&[2.0], &[1.0]);
        assert_eq!(c.verdict, Verdict::SingleRun);
        assert_eq!(c.change_pct, 100.0);
    }

    #[test]
    fn throughput() {
        assert_eq!(gbps(4096.0, 100.0), 40.96);
        assert!(gbps(1.0, 0.0).is_nan());
    }
}
