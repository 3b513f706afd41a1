//! Property tests: for random configurations (a forced strategy or the card's automatic
//! choice, pretended ERMS/FSRM, any threshold 32..=65536 or power of two, any entry offset
//! 0..=63) and random copies (length 0..20000 or within 64 bytes of the threshold, source and
//! destination at any offset below 256, so the low address bytes memcpy_orig compares take
//! every sign), the copy equals the reference, no guard byte changes, the return value is
//! `dst`, and the built instance reports the strategy and threshold that were asked for.
//! The vector strategy is drawn too, at every width this CPU runs, with its `REP MOVSB`
//! thresholds (any layout, co-aligned, page copies), short-distance guards, non-temporal
//! threshold and backward band drawn small enough that every large-copy path is taken, and
//! every other choice (masked window and form, memmove mode, loop width, vectors per
//! iteration, order, alignment, edges) drawn from all its values. A second property draws
//! memmove-mode instances the same way and copies with source and destination overlapping
//! in one buffer, up to 300 bytes apart either way, against `ptr::copy`.

mod common;

use common::{Buffers, Call, Door, OverlapBuf};
use memcpy_jit::{
    CpuFeatures, MaskedForm, Memcpy, Policy, Strategy, Thresholds, VectorWidth, DEFAULT_THRESHOLD,
};
use proptest::prelude::*;
use proptest::strategy::Strategy as _;

const MAX_LEN: usize = 20_000;
const OFFSETS: usize = 256;
/// The strategies a case may force; `None` is the automatic choice.
const CHOICES: [Option<Strategy>; 6] = [
    Some(Strategy::RepMovsb),
    Some(Strategy::ErmsGated),
    Some(Strategy::Scalar),
    Some(Strategy::Vector),
    Some(Strategy::Fallback),
    None,
];

/// The code-shape choices of a case, drawn from all their values (before fitting to the
/// width): masked form, memmove mode, loop width (an index among the widths up to the
/// case's), 8 vectors per iteration, interleaving, destination alignment, edges before the
/// loop, head first, 16-vector size classes, the strict loop start, the tail loaded
/// ascending, the merged small classes.
type ShapeDraw = (
    MaskedForm,
    bool,
    usize,
    bool,
    bool,
    bool,
    bool,
    bool,
    bool,
    bool,
    bool,
    bool,
);

fn shape() -> impl proptest::strategy::Strategy<Value = ShapeDraw> {
    (
        proptest::sample::select(MaskedForm::ALL.to_vec()),
        any::<bool>(),
        0usize..3,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
}

/// Vector thresholds for a case: width, then `rep_movsb_from`, bands, `non_temporal_from`,
/// `rep_movsb_page_from` and the backward band (with the length limit of its distances of a
/// line or more) drawn from small values (each threshold
/// rounded up to the width's minimum of 8 vectors), and the [`shape`].
fn vector_thresholds() -> impl proptest::strategy::Strategy<Value = Thresholds> {
    let widths: Vec<VectorWidth> = [VectorWidth::Sse2, VectorWidth::Avx2, VectorWidth::Avx512]
        .into_iter()
        .filter(|w| w.runs_on(&CpuFeatures::host()))
        .collect();
    let backward = (
        0u32..=100,
        0usize..=8192,
        proptest::option::of(1usize..=8192),
        proptest::option::of(0usize..=8192),
        proptest::option::of(1usize..=8192),
    );
    (
        (
            proptest::sample::select(widths),
            proptest::option::of(0usize..=8192),
            0u32..=100,
            0u32..=100,
            proptest::option::of(0usize..=16384),
            0usize..=64,
            proptest::option::of(0usize..=8192),
        ),
        backward,
        shape(),
    )
        .prop_map(
            |(
                (width, rep, above, below, nt, masked, coaligned),
                (band, from, span, page, wide),
                (
                    form,
                    memmove,
                    lw,
                    eight,
                    interleave,
                    align,
                    before,
                    head_first,
                    head16,
                    strict,
                    ascending,
                    merged,
                ),
            )| {
                let classes = if head16 { 16 } else { 8 };
                let min = classes * width.bytes() + 1;
                let loop_widths: Vec<VectorWidth> = VectorWidth::ALL
                    .into_iter()
                    .filter(|w| w.bytes() <= width.bytes())
                    .collect();
                // The masked path needs the AVX-512 width and AVX-512BW + BMI2.
                let masked_ok = width == VectorWidth::Avx512
                    && CpuFeatures::host().has_avx512bw()
                    && CpuFeatures::host().has_bmi2();
                Thresholds::new(width)
                    .with_head_tail_max(classes as u8)
                    .with_rep_movsb_from(rep.map(|r| r.max(min)))
                    .with_rep_movsb_coaligned_from(coaligned.map(|r| r.max(min)))
                    .with_avoid_dst_above_src(above)
                    .with_avoid_src_above_dst(below)
                    .with_non_temporal_from(nt.map(|n| n.max(min)))
                    .with_masked_max(if masked_ok { masked } else { 0 })
                    .with_rep_movsb_page_from(page.map(|n| n.max(min)))
                    .with_backward(band, from, span.map(|s| from + s))
                    .with_masked_form(form)
                    .with_memmove(memmove)
                    .with_loop_width(Some(loop_widths[lw % loop_widths.len()]))
                    .with_loop_vectors(if eight { 8 } else { 4 })
                    .with_loop_interleave(interleave)
                    .with_loop_align_dst(align)
                    // Edges before the loop are not memmove-safe (refused with memmove mode).
                    .with_edges_before_loop(before && !memmove)
                    .with_edges_head_first(head_first)
                    .with_loop_start_strict(strict)
                    .with_tail_loads_ascending(ascending)
                    .with_backward_wide_below(wide)
                    // The merged small classes replace what a masked window would copy.
                    .with_small_merged(merged && !(masked_ok && masked > 0))
            },
        )
}

#[derive(Debug, Clone)]
struct Case {
    choice: Option<Strategy>,
    erms: bool,
    fsrm: bool,
    /// Passed to the builder when the choice can take it (ERMS-gated or automatic).
    threshold: Option<usize>,
    /// The vector strategy's thresholds, when it is the choice.
    vector: Option<Thresholds>,
    entry: usize,
    /// (length, src offset, dst offset, door) for each copy made with the instance.
    copies: Vec<(usize, usize, usize, Call)>,
}

fn threshold() -> impl proptest::strategy::Strategy<Value = usize> {
    prop_oneof![32usize..=65536, (5u32..=16).prop_map(|k| 1usize << k)]
}

fn call() -> impl proptest::strategy::Strategy<Value = Call> {
    prop_oneof![Just(Call::CopyFn), Just(Call::Copy), Just(Call::CopyRaw)]
}

fn case() -> impl proptest::strategy::Strategy<Value = Case> {
    (
        0..CHOICES.len(),
        any::<bool>(),
        any::<bool>(),
        proptest::option::of(threshold()),
        0usize..=63,
        vector_thresholds(),
    )
        .prop_flat_map(|(c, erms, fsrm, t, entry, v)| {
            let choice = CHOICES[c];
            let vector = (choice == Some(Strategy::Vector)).then_some(v);
            // The fallback runs no generated code, so an entry offset is refused for it.
            let entry = if choice == Some(Strategy::Fallback) {
                0
            } else {
                entry
            };
            // Forced ERMS-gated always gets a threshold here (its default is covered by the
            // automatic choice); gateless forced strategies never do (that is an error).
            let threshold = match choice {
                Some(Strategy::ErmsGated) => Some(t.unwrap_or(DEFAULT_THRESHOLD)),
                None => t,
                Some(_) => None,
            };
            let gate = match vector {
                Some(v) => v.rep_movsb_from.or(v.non_temporal_from).unwrap_or(512),
                None => threshold.unwrap_or(DEFAULT_THRESHOLD),
            } as i64;
            // Half the copies anywhere, half within 64 bytes of the gate.
            let len = prop_oneof![
                0..=MAX_LEN,
                (-64i64..64).prop_map(move |d| (gate + d).clamp(0, MAX_LEN as i64) as usize),
            ];
            let copy = (len, 0..OFFSETS, 0..OFFSETS, call());
            proptest::collection::vec(copy, 1..8).prop_map(move |copies| Case {
                choice,
                erms,
                fsrm,
                threshold,
                vector,
                entry,
                copies,
            })
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn copies_match_the_reference(case in case()) {
        let mut b = Memcpy::builder();
        b.features(common::features(case.erms, case.fsrm))
            .policy(Policy::Kernel)
            .entry_offset(case.entry);
        if let Some(s) = case.choice {
            b.strategy(s);
        }
        if let Some(t) = case.threshold {
            b.threshold(t);
        }
        if let Some(v) = case.vector {
            b.thresholds(v);
        }
        let m = b.build().unwrap_or_else(|e| panic!("{case:?}: build failed: {e}"));

        let expected = match case.choice {
            Some(s) => s,
            None if case.fsrm => Strategy::RepMovsb,
            None if case.erms => Strategy::ErmsGated,
            None => Strategy::Scalar,
        };
        prop_assert_eq!(m.strategy(), expected);
        let gate = match expected {
            Strategy::ErmsGated => Some(case.threshold.unwrap_or(DEFAULT_THRESHOLD)),
            Strategy::Vector => case.vector.and_then(|v| v.rep_movsb_from),
            _ => None,
        };
        prop_assert_eq!(m.plan().thresholds().copied(), case.vector);
        prop_assert_eq!(m.threshold(), gate);
        if expected.is_jit() {
            prop_assert_eq!(m.entry_address() % 64, case.entry);
        }

        let label = format!("{m:?}");
        let mut buf = Buffers::new(MAX_LEN, OFFSETS);
        for &(len, s, d, call) in &case.copies {
            buf.check_via(&m, call, len, s, d, &label);
        }
        buf.assert_untouched(&label);
    }
}

/// A memmove-mode case: thresholds drawn as for [`vector_thresholds`] with memmove on, and
/// copies (length, source offset in its page below 64, `dst - src`) overlapping or not.
fn memmove_case(
) -> impl proptest::strategy::Strategy<Value = (Thresholds, Vec<(usize, usize, isize)>)> {
    let copy = (
        prop_oneof![0usize..=MAX_LEN, 0usize..=1200],
        0usize..64,
        -(MAX_DIST as isize)..=MAX_DIST as isize,
    );
    (
        vector_thresholds().prop_map(|t| t.with_memmove(true).with_edges_before_loop(false)),
        proptest::collection::vec(copy, 1..8),
    )
}

/// The largest `|dst - src|` of the memmove property.
const MAX_DIST: usize = 300;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Memmove mode gives `ptr::copy`'s result for copies overlapping either way (and
    /// disjoint ones), whatever the other choices, through the C function and
    /// `copy_within`.
    #[test]
    fn memmove_copies_match_ptr_copy((t, copies) in memmove_case()) {
        let m = Memcpy::builder()
            .strategy(Strategy::Vector)
            .thresholds(t)
            .build()
            .unwrap_or_else(|e| panic!("{t:?}: build failed: {e}"));
        prop_assert!(m.is_memmove());
        let label = format!("{t:?}");
        let mut buf = OverlapBuf::new(MAX_LEN, MAX_DIST);
        for (k, &(len, s, d)) in copies.iter().enumerate() {
            let door = if k % 2 == 0 { Door::CopyFn } else { Door::CopyWithin };
            buf.check(&m, door, len, s, d, &label);
        }
        buf.assert_untouched(&label);
    }
}
