//! The tuner's noise model: per-round paired log-ratios, the median of them and its exact
//! order-statistic (sign-test) interval, and the three-way reading of an interval against a
//! margin (below, above, inside, or overlapping it).

use std::fmt;

use crate::harness::stats::median;

/// A ratio of two candidates' ns per call, from per-round paired ratios: the median and its
/// interval at [`CONFIDENCE`](super::CONFIDENCE), over `rounds` rounds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    /// The median ratio.
    pub ratio: f64,
    /// The interval's lower end.
    pub lo: f64,
    /// The interval's upper end.
    pub hi: f64,
    /// Rounds it is computed from.
    pub rounds: usize,
}

impl fmt::Display for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:.3}x [{:.3}, {:.3}] over {} rounds",
            self.ratio, self.lo, self.hi, self.rounds
        )
    }
}

/// How an interval lies against "equal within `margin`".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Entirely below `1 / (1 + margin)`: faster by more than the margin.
    Below,
    /// Entirely above `1 + margin`: slower by more than the margin.
    Above,
    /// Entirely inside `[1 / (1 + margin), 1 + margin]`: equal within the margin.
    Inside,
    /// None of those: more rounds are needed.
    Open,
}

impl Interval {
    /// The interval of the median of the per-round log-ratios `d` (non-finite values are
    /// left out), as ratios; `None` with too few rounds for the confidence.
    pub fn of_logs(d: &[f64], confidence: f64) -> Option<Interval> {
        let mut v: Vec<f64> = d.iter().copied().filter(|x| x.is_finite()).collect();
        let n = v.len();
        let k = trim(n, confidence)?;
        v.sort_by(f64::total_cmp);
        Some(Interval {
            ratio: median(&v).exp(),
            lo: v[k - 1].exp(),
            hi: v[n - k].exp(),
            rounds: n,
        })
    }

    /// Where the interval lies against "equal within `margin`".
    pub fn side(&self, margin: f64) -> Side {
        let up = 1.0 + margin;
        if self.hi < 1.0 / up {
            Side::Below
        } else if self.lo > up {
            Side::Above
        } else if self.lo >= 1.0 / up && self.hi <= up {
            Side::Inside
        } else {
            Side::Open
        }
    }
}

/// The order statistic the interval starts at (1-based): the largest `k` with
/// `2 · P(Bin(n, ½) < k) ≤ 1 − confidence`, so that `[x(k), x(n+1−k)]` covers the median
/// with at least that confidence. `None` when even `[x(1), x(n)]` does not.
fn trim(n: usize, confidence: f64) -> Option<usize> {
    let alpha = 1.0 - confidence;
    let mut ln_pmf = n as f64 * 0.5f64.ln();
    let mut cdf = 0.0;
    let mut k = 0;
    for j in 0..n / 2 {
        cdf += ln_pmf.exp();
        if 2.0 * cdf > alpha {
            break;
        }
        k = j + 1;
        ln_pmf += ((n - j) as f64).ln() - ((j + 1) as f64).ln();
    }
    (k > 0).then_some(k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_test_intervals() {
        // n = 5 cannot reach 95% (2/32 > 5%); n = 6 can with the extremes (2/64).
        assert_eq!(trim(5, 0.95), None);
        assert_eq!(trim(6, 0.95), Some(1));
        // n = 20: P(B <= 5) = 0.0207, P(B <= 6) = 0.0577 → k = 6.
        assert_eq!(trim(20, 0.95), Some(6));
        // Large n: close to the normal approximation (n − 1.96 √n) / 2.
        let k = trim(10_000, 0.95).unwrap() as f64;
        assert!((k - (10_000.0 - 1.96 * 100.0) / 2.0).abs() < 2.0, "{k}");
        let logs: Vec<f64> = (1..=20).map(|i| (1.0 + i as f64 / 100.0).ln()).collect();
        let i = Interval::of_logs(&logs, 0.95).unwrap();
        assert!(
            (i.lo - 1.06).abs() < 1e-9 && (i.hi - 1.15).abs() < 1e-9,
            "{i}"
        );
        assert_eq!(i.rounds, 20);
        assert!(Interval::of_logs(&[0.0; 5], 0.95).is_none());
        assert!(Interval::of_logs(&[f64::NAN; 10], 0.95).is_none());
    }

    #[test]
    fn sides() {
        let at = |lo: f64, hi: f64| Interval {
            ratio: (lo + hi) / 2.0,
            lo,
            hi,
            rounds: 9,
        };
        assert_eq!(at(0.90, 0.98).side(0.01), Side::Below);
        assert_eq!(at(1.02, 1.10).side(0.01), Side::Above);
        assert_eq!(at(0.995, 1.005).side(0.01), Side::Inside);
        assert_eq!(at(0.98, 1.005).side(0.01), Side::Open);
        assert_eq!(at(1.005, 1.03).side(0.01), Side::Open);
    }
}
