//! Statistics: the one median, and across runs the min–max spread, paired ratios, the
//! significance rule and crossovers.
//!
//! Each run (one child process) reports, per variant and workload row, the median of its
//! rounds. Across runs we report the median and the min–max of those per-run medians, and for
//! every variant after the first the *paired* ratio `variant / first` computed inside each run
//! (both measured in the same process, interleaved, so slow phases of the machine cancel).

/// Median of `v` (mean of the two middle values for an even count); NaN when empty. The only
/// median of the crate: samples, runs, calibration and benches all use it.
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

#[cfg(feature = "harness")]
pub use analysis::*;

#[cfg(feature = "harness")]
mod analysis {
    use super::median;

    /// Median, minimum and maximum of a set of values.
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Summary {
        /// The median ([`median`]).
        pub median: f64,
        /// The smallest value.
        pub min: f64,
        /// The largest value.
        pub max: f64,
    }

    impl Summary {
        /// The summary of `v` (NaN median when empty).
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
        /// `significant`, `n.s.` or `single-run`.
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

    /// A ratio below 1 (NaN is not).
    fn faster(ratio: f64) -> bool {
        ratio < 1.0
    }

    /// The smallest measured size from which the ratios (candidate / reference, one per size,
    /// sizes ascending) are below 1 at every larger measured size, with its index; None when
    /// the candidate is not faster at the largest size.
    pub fn crossover(sizes: &[usize], ratios: &[f64]) -> Option<(usize, usize)> {
        let i = ratios
            .iter()
            .rposition(|&r| !faster(r))
            .map_or(0, |i| i + 1);
        (i < sizes.len().min(ratios.len())).then(|| (sizes[i], i))
    }

    /// The smallest measured size from which the candidate is at least as fast (ratio below
    /// 1, or no significant difference) at every larger measured size.
    pub fn crossover_not_slower(
        sizes: &[usize],
        ratios: &[f64],
        verdicts: &[Verdict],
    ) -> Option<usize> {
        let slower = |i: usize| !faster(ratios[i]) && verdicts[i] == Verdict::Significant;
        let n = sizes.len().min(ratios.len()).min(verdicts.len());
        let i = (0..n).rev().find(|&i| slower(i)).map_or(0, |i| i + 1);
        (i < n).then(|| sizes[i])
    }

    /// Where a curve crosses the reference curve, interpolated on log-log axes.
    #[derive(Clone, Debug, PartialEq)]
    pub struct Crossing {
        /// The index of the crossing curve in the list given to [`crossings`].
        pub series: usize,
        /// The size (x) at the crossing.
        pub size: f64,
        /// The ns per call (y) at the crossing.
        pub ns: f64,
        /// True when the curve becomes faster than the reference past this size.
        pub becomes_faster: bool,
    }

    /// Crossings of every curve after the first with the first, at sizes both measured.
    /// Each curve is `(size, ns)` points, sizes ascending.
    pub fn crossings(curves: &[&[(f64, f64)]]) -> Vec<Crossing> {
        let mut out = Vec::new();
        let Some(reference) = curves.first() else {
            return out;
        };
        for (si, s) in curves.iter().enumerate().skip(1) {
            // Differences in log space at the sizes both curves have.
            let common: Vec<(f64, f64, f64)> = s
                .iter()
                .filter_map(|&(x, y)| {
                    reference
                        .iter()
                        .find(|p| p.0 == x)
                        .map(|&(_, ry)| (x, y, ry))
                })
                .filter(|&(x, y, ry)| x > 0.0 && y > 0.0 && ry > 0.0)
                .collect();
            for w in common.windows(2) {
                let (x0, y0, r0) = w[0];
                let (x1, y1, r1) = w[1];
                let d0 = y0.ln() - r0.ln();
                let d1 = y1.ln() - r1.ln();
                if d0 == 0.0 || (d0 > 0.0) == (d1 > 0.0) || d1 == 0.0 {
                    continue;
                }
                let t = d0 / (d0 - d1);
                let lx = x0.ln() + t * (x1.ln() - x0.ln());
                let ly = y0.ln() + t * (y1.ln() - y0.ln());
                out.push(Crossing {
                    series: si,
                    size: lx.exp(),
                    ns: ly.exp(),
                    becomes_faster: d1 < 0.0,
                });
            }
        }
        out
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
    }

    #[cfg(feature = "harness")]
    #[test]
    fn summaries() {
        let s = Summary::of(&[5.0, 1.0, 3.0]);
        assert_eq!((s.median, s.min, s.max, s.range()), (3.0, 1.0, 5.0, 4.0));
    }

    #[cfg(feature = "harness")]
    #[test]
    fn clear_difference_is_significant() {
        let reference = [10.0, 10.2, 9.9, 10.1, 10.0];
        let var = [20.0, 20.5, 19.8, 20.1, 20.2];
        let c = Comparison::new(&var, &reference);
        assert_eq!(c.verdict, Verdict::Significant);
        assert!((c.change_pct - 100.0).abs() < 2.0, "{}", c.change_pct);
        assert!(c.ratio.min > 1.9 && c.ratio.max < 2.1);
    }

    #[cfg(feature = "harness")]
    #[test]
    fn straddling_ratios_are_not_significant() {
        let reference = [10.0, 10.0, 10.0];
        let var = [9.0, 11.0, 10.5];
        assert_eq!(
            Comparison::new(&var, &reference).verdict,
            Verdict::NotSignificant
        );
    }

    #[cfg(feature = "harness")]
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

    #[cfg(feature = "harness")]
    #[test]
    fn single_run() {
        let c = Comparison::new(&[2.0], &[1.0]);
        assert_eq!(c.verdict, Verdict::SingleRun);
        assert_eq!(c.change_pct, 100.0);
    }

    #[cfg(feature = "harness")]
    #[test]
    fn throughput() {
        assert_eq!(gbps(4096.0, 100.0), 40.96);
        assert!(gbps(1.0, 0.0).is_nan());
    }

    #[cfg(feature = "harness")]
    #[test]
    fn crossover_needs_every_larger_size() {
        let sizes = [32, 64, 128, 256, 512];
        assert_eq!(
            crossover(&sizes, &[1.2, 0.9, 1.1, 0.8, 0.7]),
            Some((256, 3))
        );
        assert_eq!(crossover(&sizes, &[0.9; 5]), Some((32, 0)));
        assert_eq!(crossover(&sizes, &[0.9, 0.9, 0.9, 0.9, 1.0]), None);
        let sig = [Verdict::Significant; 5];
        let mut v = sig;
        v[4] = Verdict::NotSignificant;
        assert_eq!(
            crossover_not_slower(&sizes, &[0.9, 1.2, 0.9, 0.9, 1.01], &v),
            Some(128)
        );
        assert_eq!(
            crossover_not_slower(&sizes, &[0.9, 0.9, 0.9, 0.9, 1.1], &sig),
            None
        );
    }

    #[cfg(feature = "harness")]
    #[test]
    fn crossing_is_found_between_measured_sizes() {
        let a = [(32.0, 3.0), (256.0, 8.0), (4096.0, 100.0)];
        let b = [(32.0, 6.0), (256.0, 9.0), (4096.0, 60.0)];
        let xs = crossings(&[&a, &b]);
        assert_eq!(xs.len(), 1);
        assert!(xs[0].becomes_faster);
        assert!(xs[0].size > 256.0 && xs[0].size < 4096.0, "{:?}", xs[0]);
    }
}
