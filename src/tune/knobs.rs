//! The knobs: one entry per field of [`Thresholds`] the tuner may change.
//!
//! | knob | step | values tried | workloads that can see it |
//! |---|---|---|---|
//! | `width` | `width+masked_max` | the widest width the CPU runs, and AVX2 below AVX-512 | all |
//! | `masked_max` | `width+masked_max` | 0, 16, 32, 64 (AVX-512BW + BMI2 only) | copies up to the largest window, plus the next size class (the masked check is on every call's path) |
//! | `rep_movsb_from` | its own | off, 4 KiB, 16 KiB, 64 KiB, 256 KiB, 1 MiB (ERMS only) | copies from the smallest threshold tried |
//! | `rep_movsb_coaligned_from` | its own | off, 4 KiB, 16 KiB, 64 KiB, 256 KiB, 1 MiB (ERMS only) | co-aligned copies (aligned, page layouts; random placement) from the smallest threshold |
//! | `avoid_dst_above_src` | its own | 0, 63 (only where `REP MOVSB` runs) | the band layout and random placement, from the smallest `REP MOVSB` threshold |
//! | `avoid_src_above_dst` | its own | 0, 63 (only where `REP MOVSB` runs) | random placement only (the grid has no source-above layout) |
//! | `non_temporal_from` | its own | the table's, off | copies from the table's value: none in the grid (it stops at 1 MiB), so never measured |
//!
//! Every knob also tries the table's value and the value it starts from, so the table's row
//! is always a candidate. A value that makes invalid thresholds (a masked window without the
//! AVX-512 width, a threshold below 8 vectors) is dropped.

use crate::cpu::CpuFeatures;
use crate::limits::MAX_MASKED;
use crate::strategy::VectorWidth;
use crate::thresholds::Thresholds;

use super::{Knob, Layout, Probe, Value};

/// Every knob, in the order of their steps.
pub static KNOBS: &[Knob] = &[
    Knob {
        name: "width",
        step: "width+masked_max",
        values: width_values,
        apply: |t, v| match v {
            Value::Width(w) => Some(with_width(t, w)),
            _ => None,
        },
        read: |t| Value::Width(t.width),
        affects: |_, _| true,
    },
    Knob {
        name: "masked_max",
        step: "width+masked_max",
        values: |t, table, f| {
            let mut v = vec![Value::Off];
            if f.has_avx512bw() && f.has_bmi2() && VectorWidth::Avx512.runs_on(f) {
                v.extend([16, 32, MAX_MASKED].map(Value::Bytes));
            }
            with_current(v, t, table, |t| masked(t.masked_max))
        },
        apply: |mut t, v| {
            t.masked_max = bytes(v)?.unwrap_or(0);
            Some(t)
        },
        read: |t| masked(t.masked_max),
        // The masked window's own sizes, and the next size class: every call passes the
        // window's check first.
        affects: |p, c| {
            let widest = c.iter().map(|t| t.masked_max).max().unwrap_or(0);
            widest > 0 && p.min_size <= 2 * widest
        },
    },
    Knob {
        name: "rep_movsb_from",
        step: "rep_movsb_from",
        values: |t, table, f| {
            let v = if f.has_erms() {
                thresholds()
            } else {
                vec![Value::Off]
            };
            with_current(v, t, table, |t| size(t.rep_movsb_from))
        },
        apply: |mut t, v| {
            t.rep_movsb_from = bytes(v)?;
            Some(t)
        },
        read: |t| size(t.rep_movsb_from),
        affects: |p, c| reaches(p, c.iter().map(|t| t.rep_movsb_from)),
    },
    Knob {
        name: "rep_movsb_coaligned_from",
        step: "rep_movsb_coaligned_from",
        values: |t, table, f| {
            let v = if f.has_erms() {
                thresholds()
            } else {
                vec![Value::Off]
            };
            with_current(v, t, table, |t| size(t.rep_movsb_coaligned_from))
        },
        apply: |mut t, v| {
            t.rep_movsb_coaligned_from = bytes(v)?;
            Some(t)
        },
        read: |t| size(t.rep_movsb_coaligned_from),
        affects: |p, c| {
            matches!(p.layout, None | Some(Layout::Aligned | Layout::Page))
                && reaches(p, c.iter().map(|t| t.rep_movsb_coaligned_from))
        },
    },
    Knob {
        name: "avoid_dst_above_src",
        step: "avoid_dst_above_src",
        values: |t, table, _| band_values(t, table, |t| t.avoid_dst_above_src),
        apply: |mut t, v| {
            t.avoid_dst_above_src = band(v)?;
            Some(t)
        },
        read: |t| Value::Bytes(t.avoid_dst_above_src as usize),
        affects: |p, c| {
            matches!(p.layout, None | Some(Layout::Band))
                && reaches(p, c.iter().map(|t| t.rep_movsb_from))
        },
    },
    Knob {
        name: "avoid_src_above_dst",
        step: "avoid_src_above_dst",
        values: |t, table, _| band_values(t, table, |t| t.avoid_src_above_dst),
        apply: |mut t, v| {
            t.avoid_src_above_dst = band(v)?;
            Some(t)
        },
        read: |t| Value::Bytes(t.avoid_src_above_dst as usize),
        affects: |p, c| p.layout.is_none() && reaches(p, c.iter().map(|t| t.rep_movsb_from)),
    },
    Knob {
        name: "non_temporal_from",
        step: "non_temporal_from",
        values: |t, table, _| {
            with_current(vec![Value::Off], t, table, |t| size(t.non_temporal_from))
        },
        apply: |mut t, v| {
            t.non_temporal_from = bytes(v)?;
            Some(t)
        },
        read: |t| size(t.non_temporal_from),
        affects: |p, c| reaches(p, c.iter().map(|t| t.non_temporal_from)),
    },
];

/// The width, with the length thresholds raised to the new width's 8 vectors and one byte
/// where they fall below it (the masked window is left for its own knob to set).
fn with_width(mut t: Thresholds, w: VectorWidth) -> Thresholds {
    t.width = w;
    let lo = t.large_from();
    for v in [
        &mut t.rep_movsb_from,
        &mut t.rep_movsb_coaligned_from,
        &mut t.non_temporal_from,
    ] {
        *v = v.map(|n| n.max(lo));
    }
    t
}

fn width_values(t: &Thresholds, table: &Thresholds, f: &CpuFeatures) -> Vec<Value> {
    let widest = VectorWidth::widest(f);
    let mut v = vec![Value::Width(widest)];
    if widest == VectorWidth::Avx512 {
        v.push(Value::Width(VectorWidth::Avx2));
    }
    with_current(v, t, table, |t| Value::Width(t.width))
}

/// The thresholds tried for `REP MOVSB`: off, and 4 KiB to 1 MiB in steps of 4.
fn thresholds() -> Vec<Value> {
    let mut v = vec![Value::Off];
    v.extend([4 << 10, 16 << 10, 64 << 10, 256 << 10, 1 << 20].map(Value::Bytes));
    v
}

fn band_values(t: &Thresholds, table: &Thresholds, read: fn(&Thresholds) -> u32) -> Vec<Value> {
    with_current(vec![Value::Bytes(0), Value::Bytes(63)], t, table, |t| {
        Value::Bytes(read(t) as usize)
    })
}

/// `v` with the table's value and the current one added (first, if new).
fn with_current(
    mut v: Vec<Value>,
    t: &Thresholds,
    table: &Thresholds,
    read: impl Fn(&Thresholds) -> Value,
) -> Vec<Value> {
    for x in [read(table), read(t)] {
        if !v.contains(&x) {
            v.insert(0, x);
        }
    }
    v
}

fn size(v: Option<usize>) -> Value {
    v.map_or(Value::Off, Value::Bytes)
}

fn masked(n: usize) -> Value {
    if n == 0 {
        Value::Off
    } else {
        Value::Bytes(n)
    }
}

/// A size value as an optional threshold; `None` (the outer one) for another kind of value.
fn bytes(v: Value) -> Option<Option<usize>> {
    match v {
        Value::Off => Some(None),
        Value::Bytes(n) => Some(Some(n)),
        _ => None,
    }
}

fn band(v: Value) -> Option<u32> {
    match v {
        Value::Off => Some(0),
        Value::Bytes(n) => u32::try_from(n).ok(),
        _ => None,
    }
}

/// True when the workload copies a size at or above the smallest of the thresholds (`None`
/// never reaches).
fn reaches(p: &Probe, thresholds: impl Iterator<Item = Option<usize>>) -> bool {
    thresholds
        .flatten()
        .min()
        .is_some_and(|lo| p.max_size >= lo)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_knob_reads_back_what_it_applies() {
        let f = CpuFeatures::host()
            .with_erms(true)
            .with_avx(true)
            .with_avx2(true);
        let (table, _) = Thresholds::for_cpu(&f);
        for k in KNOBS {
            for v in (k.values)(&table, &table, &f) {
                let Some(t) = (k.apply)(table, v) else {
                    continue;
                };
                if t.validate().is_ok() {
                    assert_eq!((k.read)(&t), v, "{}", k.name);
                }
            }
            // The table's value is always among the values tried.
            assert!(
                (k.values)(&table, &table, &f).contains(&(k.read)(&table)),
                "{}",
                k.name
            );
        }
        let names: Vec<&str> = KNOBS.iter().map(|k| k.name).collect();
        let mut unique = names.clone();
        unique.dedup();
        assert_eq!(names, unique);
    }

    #[test]
    fn affects_follows_the_thresholds() {
        let p = |min_size, max_size, layout| Probe {
            min_size,
            max_size,
            layout,
        };
        let k = |name: &str| KNOBS.iter().find(|k| k.name == name).unwrap();
        let t = Thresholds::for_cpu(&CpuFeatures::default()).0;
        let a = Thresholds {
            rep_movsb_from: Some(16 << 10),
            ..t
        };
        let b = Thresholds {
            rep_movsb_from: None,
            ..t
        };
        let rep = k("rep_movsb_from").affects;
        assert!(rep(&p(20_000, 20_000, Some(Layout::Aligned)), &[a, b]));
        assert!(!rep(&p(1, 4096, Some(Layout::Aligned)), &[a, b]));
        assert!(!rep(&p(1, 1 << 20, None), &[b, b]));
        let band = k("avoid_dst_above_src").affects;
        assert!(band(&p(1 << 20, 1 << 20, Some(Layout::Band)), &[a]));
        assert!(!band(&p(1 << 20, 1 << 20, Some(Layout::Page)), &[a]));
        let m = Thresholds {
            masked_max: 32,
            ..t
        };
        let masked = k("masked_max").affects;
        assert!(masked(&p(24, 24, Some(Layout::Misaligned)), &[t, m]));
        assert!(!masked(&p(4096, 4096, Some(Layout::Page)), &[t, m]));
        assert!(!masked(&p(0, 10, None), &[t, t]));
    }
}
