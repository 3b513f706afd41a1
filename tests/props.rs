//! Property tests: for random configurations (a forced strategy or the card's automatic
//! choice, pretended ERMS/FSRM, any threshold 32..=65536 or power of two, any entry offset
//! 0..=63) and random copies (length 0..20000 or within 64 bytes of the threshold, source and
//! destination at any offset below 256, so the low address bytes memcpy_orig compares take
//! every sign), the copy equals the reference, no guard byte changes, the return value is
//! `dst`, and the built instance reports the strategy and threshold that were asked for.
//! The vector strategy is drawn too, at every width this CPU runs, with every field of its
//! thresholds drawn (a test checks that each one varies): `REP MOVSB` and non-temporal
//! thresholds and the backward band small enough that every large-copy path is taken, every
//! length limit, the masked window to 128 bytes, and every other choice from all its
//! values. A second property draws
//! memmove-mode instances the same way and copies with source and destination overlapping
//! in one buffer, up to 300 bytes apart either way, against `ptr::copy`.

mod common;

use common::draw::vector_thresholds;
use common::{Buffers, Call, Door, OverlapBuf};
use memcpy_jit::{Memcpy, Policy, Strategy, Thresholds, DEFAULT_THRESHOLD};
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

/// The draw reaches every field: over 2,000 draws, each of [`Thresholds::field_names`] takes
/// at least two values (both, for an on/off field), so a field added to the generator and
/// not to [`vector_thresholds`] fails here instead of going untested in combination.
#[test]
fn every_field_is_drawn() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    use std::collections::{BTreeMap, BTreeSet};

    let mut runner = TestRunner::deterministic();
    let draw = vector_thresholds();
    let mut seen: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for _ in 0..2000 {
        let t = draw.new_tree(&mut runner).expect("a draw").current();
        t.validate()
            .unwrap_or_else(|e| panic!("{t:?}: a draw the builder refuses: {e}"));
        for name in Thresholds::field_names() {
            let value = t.field(name).expect("a field the list names");
            seen.entry(name).or_default().insert(value);
        }
    }
    let fixed: Vec<_> = seen.iter().filter(|(_, v)| v.len() < 2).collect();
    assert!(fixed.is_empty(), "fields the draw never varies: {fixed:?}");
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
        vector_thresholds().prop_map(|t| t.with_memmove(true)),
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
