//! The tuner's knobs: the helpers the knob table's tune entries (`crate::knobs`) are made of,
//! and [`KNOBS`], the knobs in the order of their steps (knobs that share a step are searched
//! together), which that table generates.
//!
//! | knob | step | values tried | workloads that can see it |
//! |---|---|---|---|
//! | `width` | `width+masked_max` | the widest width the CPU runs, and AVX2 below AVX-512 | all |
//! | `masked_max` | `width+masked_max` | 0, 16, 32, 64 (AVX-512BW + BMI2 only; 128, in the halves and two-zmm forms, only from a profile) | copies up to twice the largest window (the window's check is on every small copy's path) |
//! | `masked_form` | `width+masked_max` | halves; head-tail (with a window of 17..=64); one-zmm (33..=64); two-zmm (with a window above 64, so only when started from one) | the same |
//! | `masked_page_guard` | its own | off, on (with a masked window only) | copies up to twice the window |
//! | `two_vectors_first` | its own | off, on (with a masked window below two vectors only) | copies up to four vectors |
//! | `small_merged` | its own | off, on (without a masked window only) | copies up to 64 bytes |
//! | `loop_interleave` | its own | off, on | copies above the size classes (the loops) |
//! | `loop_start_strict` | its own | off, on | the same |
//! | `tail_loads_ascending` | its own | off, on | the same |
//! | `loop_prefetch` | its own | off, 0, 256 bytes ahead | the same |
//! | `tail_loads_after_loop_from` | `tail_loads_after_loop_from` | off, 2 KiB, 4 KiB | copies from the smallest threshold tried |
//! | `tail_loads_after_loop_below` | `tail_loads_after_loop_from` | none, 4 KiB, 8 KiB (above the `from` tried only) | the same |
//! | `rep_movsb_from` | `rep_movsb_from` | off, 4 KiB, 16 KiB, 64 KiB, 256 KiB, 1 MiB (ERMS only) | copies from the smallest threshold tried |
//! | `rep_movsb_align_dst` | `rep_movsb_from` | off, on (where some `REP MOVSB` threshold is set) | the same |
//! | `rep_movsb_coaligned_from` | its own | the same | co-aligned copies (aligned, page layouts; random placement) from the smallest threshold |
//! | `rep_movsb_page_from` | its own | the same | page copies (page layout; random placement) from the smallest threshold |
//! | `avoid_dst_above_src` | its own | 0, 63 (only where `REP MOVSB` runs) | the band layout and random placement, from the smallest `REP MOVSB` threshold |
//! | `avoid_dst_above_src_below` | `avoid_dst_above_src` | none, 16 KiB, 32 KiB, 64 KiB (with the guard only) | the same |
//! | `avoid_src_above_dst` | its own | 0, 63 (only where `REP MOVSB` runs) | random placement only (the grid has no source-above layout) |
//! | `backward_dst_above_src` | `backward` | 0, 31, 63, 255 | the band layout and random placement, above the size classes |
//! | `backward_from` | `backward` | 0, 4 KiB (with a band only) | the same |
//! | `backward_below` | `backward` | none, 4 KiB, 64 KiB (with a band only) | the same |
//! | `backward_page` | `backward_page` | off, on (with a band only) | page copies and random placement, above the size classes |
//! | `backward_page_below` | `backward_page` | none, 1 KiB, 2 KiB (with `backward_page` only) | the same |
//! | `backward_wide_below` | its own | none, 1 KiB, 2 KiB (with a band of 64 or more only) | the line-above layout and random placement, above the size classes |
//! | `non_temporal_from` | its own | the table's, off | copies from the table's value: none in the grid (it stops at 1 MiB), so never measured |
//! | `block_align` | its own, last | 16, 64 bytes | copies above the size classes (the large path's blocks and loop tops move) |
//!
//! Every knob also tries the table's value and the value it starts from, so the table's row
//! is always a candidate. A value that makes invalid thresholds (a masked window without the
//! AVX-512 width, a threshold below the size classes) is dropped, and so is a value that
//! cannot change the code (a masked form with a window of 32 or less, a page guard without a
//! window, a backward range without a band, an aligned `REP MOVSB` where none runs, the
//! tail's upper limit without its start, a limit for page copies without `backward_page`, a
//! guard's length limit without the guard) or that only repeats another (the two-zmm form
//! with a window of one vector or less: its two moves are then the same move).
//! `non_temporal_skips_coaligned` is not a knob: like `non_temporal_from` it acts only on
//! copies of many MiB, which no workload makes. `memmove` is not a knob either: it changes
//! what the function does, not how fast.

use crate::cpu::CpuFeatures;
use crate::limits::{MAX_MASKED, MAX_MASKED_ONE};
use crate::strategy::{MaskedForm, VectorWidth};
use crate::thresholds::Thresholds;

use super::{Knob, Layout, Probe, Value};

/// A knob with every part given, in the knob table: `knob!(field, step: own | "name", values:
/// …, apply: …, read: …, affects: …)` (`own`: a step of its own, named after the field).
macro_rules! knob {
    ($field:ident, step: own, $($rest:tt)*) => {
        Knob {
            name: stringify!($field),
            step: stringify!($field),
            $($rest)*
        }
    };
    ($field:ident, step: $step:literal, $($rest:tt)*) => {
        Knob {
            name: stringify!($field),
            step: $step,
            $($rest)*
        }
    };
}

/// A knob of the loop's shape: its own step, the field's values (`$values`, plus the table's
/// and the current one), read with `$to` and set with `$from`; seen by the copies the loops
/// make.
macro_rules! loop_knob {
    ($field:ident, $values:expr, $to:expr, $from:expr $(,)?) => {
        Knob {
            name: stringify!($field),
            step: stringify!($field),
            values: |t, table, _| with_current($values, t, table, |t| ($to)(t.$field)),
            apply: |mut t, v| {
                t.$field = ($from)(v)?;
                Some(t)
            },
            read: |t| ($to)(t.$field),
            affects: |p, c| above_classes(p, c, 0),
        }
    };
}

/// A flag knob with its own step that can change the code only where `$applies` holds for
/// the thresholds: elsewhere the other value would only repeat the current code, so it is
/// not a candidate (see the module documentation).
macro_rules! flag_knob {
    ($field:ident, $applies:expr, $affects:expr $(,)?) => {
        Knob {
            name: stringify!($field),
            step: stringify!($field),
            values: |t, table, _| with_current(flags(), t, table, |t| Value::Flag(t.$field)),
            apply: |t, v| {
                let applies: fn(&Thresholds) -> bool = $applies;
                set_where_live(t, applies(&t), |t| &mut t.$field, flag(v)?)
            },
            read: |t| Value::Flag(t.$field),
            affects: $affects,
        }
    };
}

/// A short-distance guard's band (its own step): the band's values, seen by the copies of
/// `$layout` (or any layout) that `REP MOVSB` can reach.
macro_rules! band_knob {
    ($field:ident, $layout:path $(,)?) => {
        Knob {
            name: stringify!($field),
            step: stringify!($field),
            values: |t, table, _| band_values(t, table, |t| t.$field),
            apply: |mut t, v| {
                t.$field = band(v)?;
                Some(t)
            },
            read: |t| Value::Bytes(t.$field as usize),
            affects: |p, c| {
                matches!(p.layout, None | Some($layout))
                    && reaches(p, c.iter().map(|t| t.rep_movsb_from))
            },
        }
    };
}

/// A length limit (`None`: none) tried at `$candidates` (with the table's and the current
/// value), in step `$step` (`own` or a name); where `$live` does not hold for the thresholds
/// the limit cannot change the code, so another value is not a candidate.
macro_rules! below_knob {
    ($field:ident, $step:tt, $candidates:expr, $live:expr, $affects:expr $(,)?) => {
        knob!(
            $field,
            step: $step,
            values: |t, table, _| with_current($candidates, t, table, |t| size(t.$field)),
            apply: |t, v| {
                let live: fn(&Thresholds) -> bool = $live;
                set_where_live(t, live(&t), |t| &mut t.$field, bytes(v)?)
            },
            read: |t| size(t.$field),
            affects: $affects,
        )
    };
}

/// A `REP MOVSB` threshold (its own step): the thresholds tried where the CPU has ERMS, seen by
/// the copies of the layouts `$layouts` that it reaches.
macro_rules! rep_knob {
    ($field:ident, $layouts:pat $(,)?) => {
        Knob {
            name: stringify!($field),
            step: stringify!($field),
            values: |t, table, f| {
                let v = if f.has_erms() {
                    thresholds()
                } else {
                    vec![Value::Off]
                };
                with_current(v, t, table, |t| size(t.$field))
            },
            apply: |mut t, v| {
                t.$field = bytes(v)?;
                Some(t)
            },
            read: |t| size(t.$field),
            affects: |p, c| matches!(p.layout, $layouts) && reaches(p, c.iter().map(|t| t.$field)),
        }
    };
}

/// [`KNOBS`] from the knob table (`crate::knobs`): the tune entry of every knob that has one,
/// each macro called with the field's name first, in table order.
macro_rules! knobs_from_table {
    (new($w:ident) $( $(#[doc = $doc:literal])* $kind:ident $name:ident {
        ty: $ty:ty,
        default: $default:expr,
        set: $set:ident,
        check: $check:ident,
        $(tune: $tmac:ident ! ( $($targs:tt)* ),)?
    } )*) => {
        /// Every knob, in the order of their steps: the knob table's, where each knob's tune
        /// entry sits beside its field.
        pub static KNOBS: &[Knob] = &[ $($( $tmac!($name, $($targs)*), )?)* ];
    };
}

crate::knobs::knob_table!(knobs_from_table);

/// The width, with the length thresholds raised to the size classes' end where they fall
/// below it (the masked window is left for its own knob to set; a loop width as wide as the
/// width becomes "the width").
fn with_width(mut t: Thresholds, w: VectorWidth) -> Thresholds {
    t.width = w;
    with_lengths_raised(t)
}

/// `t` with every length threshold raised to [`Thresholds::large_from`] where it is below.
fn with_lengths_raised(mut t: Thresholds) -> Thresholds {
    let lo = t.large_from();
    for v in [
        &mut t.rep_movsb_from,
        &mut t.rep_movsb_coaligned_from,
        &mut t.rep_movsb_page_from,
        &mut t.non_temporal_from,
    ] {
        *v = v.map(|n| n.max(lo));
    }
    t
}

/// The masked small-copy path can run: AVX-512 (F, VL, BW) and BMI2.
fn masked_allowed(f: &CpuFeatures) -> bool {
    f.has_avx512bw() && f.has_bmi2() && VectorWidth::Avx512.runs_on(f)
}

fn flags() -> Vec<Value> {
    vec![Value::Flag(false), Value::Flag(true)]
}

fn flag(v: Value) -> Option<bool> {
    match v {
        Value::Flag(b) => Some(b),
        _ => None,
    }
}

/// True when the workload copies more than `min_vectors` vectors (0: the size classes'
/// end) of the narrowest candidate: the loops' sizes.
fn above_classes(p: &Probe, c: &[Thresholds], min_vectors: usize) -> bool {
    c.iter()
        .map(|t| {
            if min_vectors > 0 {
                min_vectors * t.width.bytes()
            } else {
                t.large_from() - 1
            }
        })
        .min()
        .is_some_and(|lo| p.max_size > lo)
}

/// Page copies in the backward band: the page layout (distance 0) and random placement,
/// above the size classes, where some candidate has a band.
fn backward_page_affects(p: &Probe, c: &[Thresholds]) -> bool {
    matches!(p.layout, None | Some(Layout::Page))
        && c.iter().any(|t| t.backward_dst_above_src > 0)
        && above_classes(p, c, 0)
}

/// The backward band: the band layout, the line-above layout where some candidate's band
/// reaches a line, and random placement, above the size classes.
fn backward_affects(p: &Probe, c: &[Thresholds]) -> bool {
    let line = c.iter().any(|t| t.backward_dst_above_src >= 64);
    (matches!(p.layout, None | Some(Layout::Band)) || line && p.layout == Some(Layout::LineAbove))
        && c.iter().any(|t| t.backward_dst_above_src > 0)
        && above_classes(p, c, 0)
}

/// The band's distances of a line or more: the line-above layout and random placement, above
/// the size classes, where some candidate's band reaches a line.
fn backward_wide_affects(p: &Probe, c: &[Thresholds]) -> bool {
    matches!(p.layout, None | Some(Layout::LineAbove))
        && c.iter().any(|t| t.backward_dst_above_src >= 64)
        && above_classes(p, c, 0)
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

/// The length limits of a short-distance guard tried: none, 16, 32 and 64 KiB (on a Zen 5
/// the guard's forward loop wins the band to 24 KiB L1-hot and loses from 20–28 KiB:
/// docs/results/zen5-2026-11-30/band/); the table's and the current one are added.
fn guard_limits() -> Vec<Value> {
    [None, Some(16 << 10), Some(32 << 10), Some(64 << 10)]
        .map(size)
        .to_vec()
}

/// `t` with the field `field` selects set to `v`, unless `live` is false (the thresholds
/// cannot use the field, so another value would only repeat the current code: not a
/// candidate) and `v` is not the current value.
fn set_where_live<T: PartialEq>(
    mut t: Thresholds,
    live: bool,
    field: fn(&mut Thresholds) -> &mut T,
    v: T,
) -> Option<Thresholds> {
    let f = field(&mut t);
    if !live && v != *f {
        return None;
    }
    *f = v;
    Some(t)
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
/// The tail loaded after the loop: the loop's own copies from the smallest threshold, and the
/// small copies after them.
fn tail_affects(p: &Probe, c: &[Thresholds]) -> bool {
    reaches(
        p,
        c.iter()
            .map(|t| t.tail_loads_after_loop_from.map(|n| n.max(t.large_from()))),
    )
}

fn reaches(p: &Probe, thresholds: impl Iterator<Item = Option<usize>>) -> bool {
    thresholds
        .flatten()
        .min()
        .is_some_and(|lo| p.max_size >= lo)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A flag knob whose value cannot change the code where it does not apply offers no
    /// change there, and does where it applies: the guard without a window, the split at
    /// two vectors without a window below two vectors.
    #[test]
    fn flag_knobs_change_only_where_they_apply() {
        let k = |name: &str| KNOBS.iter().find(|k| k.name == name).unwrap();
        let base = Thresholds::new(VectorWidth::Avx512);
        for (name, off, on) in [
            (
                "masked_page_guard",
                base.with_masked_max(0),
                base.with_masked_max(64),
            ),
            (
                "two_vectors_first",
                base.with_masked_max(128),
                base.with_masked_max(64),
            ),
        ] {
            let knob = k(name);
            let flipped = |t: Thresholds| {
                let Value::Flag(now) = (knob.read)(&t) else {
                    panic!("{name} is a flag")
                };
                (knob.apply)(t, Value::Flag(!now))
            };
            assert_eq!(flipped(off), None, "{name} where it cannot change the code");
            let changed = flipped(on).unwrap_or_else(|| panic!("{name} where it applies"));
            assert_ne!((knob.read)(&changed), (knob.read)(&on), "{name}");
            // Setting the value it already has is always allowed (the value started from).
            assert_eq!((knob.apply)(off, (knob.read)(&off)), Some(off), "{name}");
        }
    }

    #[test]
    fn every_knob_reads_back_what_it_applies() {
        for cpu in crate::harness::recorded::each_cpu() {
            every_knob_reads_back_what_it_applies_on(cpu.features);
        }
    }

    fn every_knob_reads_back_what_it_applies_on(f: CpuFeatures) {
        let f = f.with_erms(true).with_avx(true).with_avx2(true);
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

    /// On a CPU with every feature, every knob offers more than one valid value from a
    /// starting point where it matters (a window above 32 for its form, a band for the
    /// backward range, one of 64 or more for its distances of a line or more), and values
    /// that would not change the code are not offered twice; with a band below a line the
    /// limit of its distances of a line or more is not offered.
    #[test]
    fn every_knob_offers_a_choice() {
        let f = CpuFeatures::every_vector_feature().with_caches(None, None, Some(32 << 20));
        let (table, _) = Thresholds::for_cpu(&f);
        let base = Thresholds {
            width: VectorWidth::Avx512,
            masked_max: 64,
            backward_dst_above_src: 31,
            backward_page: true,
            tail_loads_after_loop_from: Some(2048),
            small_merged: false,
            ..table
        };
        for k in KNOBS {
            // The width is searched with the window (its step): alone, from no window.
            let base = match k.name {
                "width" => Thresholds {
                    masked_max: 0,
                    ..base
                },
                "backward_wide_below" => base.with_backward(255, 0, Some(4096)),
                "small_merged" => Thresholds {
                    masked_max: 0,
                    ..base
                },
                _ => base,
            };
            let mut valid: Vec<Thresholds> = Vec::new();
            for v in (k.values)(&base, &table, &f) {
                if let Some(t) = (k.apply)(base, v).filter(|t| t.validate().is_ok()) {
                    if !valid.contains(&t) {
                        valid.push(t);
                    }
                }
            }
            assert!(valid.len() >= 2, "{}: {valid:?}", k.name);
        }
        // A band below a line has no distances of a line or more to limit.
        let k = KNOBS
            .iter()
            .find(|k| k.name == "backward_wide_below")
            .unwrap();
        let limits: Vec<_> = (k.values)(&base, &table, &f)
            .into_iter()
            .filter_map(|v| (k.apply)(base, v))
            .collect();
        assert_eq!(limits, [base]);
        // A form without a window above 32 bytes is not another candidate, but for
        // head-tail (two 16-byte windows from 17 bytes on), and nothing is up to 16.
        let k = KNOBS.iter().find(|k| k.name == "masked_form").unwrap();
        let forms = |masked_max| {
            let small = Thresholds { masked_max, ..base };
            let got: Vec<_> = (k.values)(&small, &table, &f)
                .into_iter()
                .filter_map(|v| (k.apply)(small, v))
                .map(|t| t.masked_form)
                .collect();
            got
        };
        assert_eq!(forms(32), [MaskedForm::Halves, MaskedForm::HeadTail]);
        assert_eq!(forms(16), [MaskedForm::Halves]);
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
        assert!(!band(&p(1 << 20, 1 << 20, Some(Layout::SrcAbove)), &[a]));
        let below = k("avoid_src_above_dst").affects;
        assert!(below(&p(1 << 20, 1 << 20, Some(Layout::SrcAbove)), &[a]));
        assert!(!below(&p(1 << 20, 1 << 20, Some(Layout::Band)), &[a]));
        // The guard's length limit: seen where its guard is.
        let band = k("avoid_dst_above_src_below").affects;
        assert!(band(&p(1 << 20, 1 << 20, Some(Layout::Band)), &[a]));
        assert!(!band(&p(1 << 20, 1 << 20, Some(Layout::SrcAbove)), &[a]));
        // A limit without its guard cannot change the code: refused.
        let unguarded = a.with_avoid_dst_above_src(0).with_avoid_src_above_dst(0);
        let name = "avoid_dst_above_src_below";
        assert!((k(name).apply)(unguarded, Value::Bytes(16 << 10)).is_none());
        let guarded = (k(name).apply)(
            a.with_avoid_dst_above_src(63).with_avoid_src_above_dst(63),
            Value::Bytes(16 << 10),
        )
        .unwrap();
        assert_eq!(guarded.avoid_dst_above_src_below, Some(16 << 10));
        let m = Thresholds {
            masked_max: 32,
            ..t
        };
        let masked = k("masked_max").affects;
        assert!(masked(&p(24, 24, Some(Layout::Misaligned)), &[t, m]));
        assert!(!masked(&p(4096, 4096, Some(Layout::Page)), &[t, m]));
        assert!(!masked(&p(0, 10, None), &[t, t]));
        // Page copies in the band: the page layout above the size classes, with a band.
        let banded = t.with_backward(31, 0, None);
        for name in ["backward_page", "backward_page_below"] {
            let page = k(name).affects;
            assert!(
                page(&p(1000, 1000, Some(Layout::Page)), &[t, banded]),
                "{name}"
            );
            assert!(page(&p(1000, 1000, None), &[banded]), "{name}");
            assert!(
                !page(&p(1000, 1000, Some(Layout::Band)), &[banded]),
                "{name}"
            );
            assert!(!page(&p(1000, 1000, Some(Layout::Page)), &[t]), "{name}");
            assert!(!page(&p(100, 100, Some(Layout::Page)), &[banded]), "{name}");
        }
        // The block alignment: the large path's sizes (its blocks and loops), every layout.
        let align = k("block_align");
        let wide = t.with_block_align(64);
        assert!((align.affects)(
            &p(1000, 1000, Some(Layout::Aligned)),
            &[t, wide]
        ));
        assert!((align.affects)(&p(1, 1 << 20, None), &[t, wide]));
        assert!(!(align.affects)(&p(1, 100, None), &[t, wide]));
        let values = (align.values)(&t, &t, &CpuFeatures::default());
        assert_eq!(values, [Value::Bytes(16), Value::Bytes(64)]);
        assert_eq!((align.apply)(t, Value::Bytes(64)), Some(wide));
    }
}
