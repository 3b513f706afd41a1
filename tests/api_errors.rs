//! Bad requests are refused with errors that say what was wrong, and nothing else is: a
//! threshold outside 32..=2^40 (the message names the value and the range), an entry offset
//! above 63, a threshold with a forced strategy that has no gate, every vector threshold and
//! choice out of its range, memmove semantics with a strategy that copies forward only;
//! unequal slices panic, and `copy_within` panics exactly where `slice::copy_within` does;
//! `threshold()` is reported only when a gate runs. Environment overrides: bad values are
//! ignored with a note naming the variable while good ones apply (through `Builder::overrides`), and in
//! a child process with `MEMCPY_JIT_STRATEGY=bogus MEMCPY_JIT_THRESHOLD=abc` really set,
//! `Memcpy::tuned()` does not panic, keeps the default strategy, and notes both variables.

mod common;

use std::error::Error as _;

use common::{features, Buffers};
use memcpy_jit::env::{Overrides, STRATEGY_VAR, THRESHOLD_VAR};
use memcpy_jit::{CpuFeatures, Memcpy, Policy, Strategy, DEFAULT_THRESHOLD};

const MAX_THRESHOLD: usize = 1 << 40;

/// Checks that `m` copies correctly (a few lengths on both sides of every gate used here).
fn assert_copies(m: &Memcpy, label: &str) {
    let mut buf = Buffers::new(4200, 64);
    for len in [
        0, 1, 2, 3, 7, 8, 16, 31, 32, 33, 100, 2047, 2048, 2049, 4095, 4096, 4200,
    ] {
        buf.check(m, len, 3, 5, label);
    }
    buf.assert_untouched(label);
}

#[test]
fn thresholds_out_of_range_are_refused() {
    for t in [0, 1, 31, MAX_THRESHOLD + 1, 1 << 41, usize::MAX] {
        let forced = Memcpy::builder()
            .strategy(Strategy::ErmsGated)
            .threshold(t)
            .build();
        let auto = Memcpy::builder()
            .features(features(true, false))
            .threshold(t)
            .build();
        for (how, r) in [("forced erms-gated", forced), ("automatic", auto)] {
            let e = r.expect_err(&format!("threshold {t} ({how}) was accepted"));
            let msg = e.to_string();
            assert!(
                msg.contains(&t.to_string()),
                "{how} {t}: the message does not name the value: {msg}"
            );
            assert!(
                msg.contains("32") && msg.contains(&MAX_THRESHOLD.to_string()),
                "{how} {t}: the message does not give the range 32..=2^40: {msg}"
            );
            assert!(
                !e.is_exec_memory() && e.io_error().is_none() && e.source().is_none(),
                "{msg}"
            );
        }
    }
    // The bounds themselves are allowed.
    for t in [32, MAX_THRESHOLD] {
        let m = Memcpy::builder()
            .strategy(Strategy::ErmsGated)
            .threshold(t)
            .build()
            .unwrap();
        assert_eq!(m.threshold(), Some(t));
    }
}

#[test]
fn entry_offset_above_63_is_refused() {
    for k in [64, 65, 4096, usize::MAX] {
        let e = Memcpy::builder()
            .entry_offset(k)
            .build()
            .expect_err(&format!("entry offset {k} was accepted"));
        let msg = e.to_string();
        assert!(msg.contains(&k.to_string()) && msg.contains("63"), "{msg}");
        assert!(!e.is_exec_memory());
    }
    let m = Memcpy::builder()
        .strategy(Strategy::Scalar)
        .entry_offset(63)
        .build()
        .unwrap();
    assert_eq!(m.entry_offset(), 63);
}

#[test]
fn entry_offset_with_the_fallback_is_refused() {
    // The fallback runs no generated code: an entry offset would be silently meaningless.
    let e = Memcpy::builder()
        .strategy(Strategy::Fallback)
        .entry_offset(5)
        .build()
        .expect_err("an entry offset with the fallback was accepted");
    let msg = e.to_string();
    assert!(msg.contains('5') && msg.contains("fallback"), "{msg}");
    let m = Memcpy::builder()
        .strategy(Strategy::Fallback)
        .build()
        .unwrap();
    assert_eq!((m.entry_offset(), m.code().len()), (0, 0));
}

#[test]
fn vector_thresholds_out_of_range_are_refused() {
    use memcpy_jit::{Thresholds, VectorWidth};
    let ok = Thresholds::new(VectorWidth::Sse2)
        .with_rep_movsb_from(Some(4096))
        .with_avoid_dst_above_src(63)
        .with_avoid_src_above_dst(63);
    for (bad, needle) in [
        (ok.with_rep_movsb_from(Some(64)), "rep_movsb_from 64"),
        (
            ok.with_non_temporal_from(Some(1 << 41)),
            "non_temporal_from",
        ),
        (
            ok.with_avoid_dst_above_src(4096),
            "avoid_dst_above_src 4096",
        ),
        (ok.with_masked_max(16), "masked_max 16"),
        (
            ok.with_masked_max(129).with_width(VectorWidth::Avx512),
            "masked_max 129",
        ),
        (
            ok.with_masked_max(65)
                .with_width(VectorWidth::Avx512)
                .with_masked_form(memcpy_jit::MaskedForm::OneZmm),
            "masked_max 65 needs masked_form halves or two-zmm",
        ),
        (
            ok.with_rep_movsb_page_from(Some(128)),
            "rep_movsb_page_from 128",
        ),
        (
            ok.with_backward(4000, 0, None),
            "backward_dst_above_src 4000",
        ),
        (ok.with_backward(31, 5000, Some(100)), "backward_below 100"),
        (
            ok.with_avoid_dst_above_src_below(Some(0)),
            "avoid_dst_above_src_below 0",
        ),
    ] {
        let e = Memcpy::builder()
            .strategy(Strategy::Vector)
            .thresholds(bad)
            .build()
            .expect_err(needle);
        assert!(e.to_string().contains(needle), "{e}");
    }
    // A threshold with the vector strategy is its REP MOVSB threshold, range-checked too.
    let e = Memcpy::builder()
        .strategy(Strategy::Vector)
        .thresholds(ok)
        .threshold(100)
        .build();
    assert!(e.unwrap_err().to_string().contains("rep_movsb_from 100"));
    let m = Memcpy::builder()
        .strategy(Strategy::Vector)
        .thresholds(ok)
        .threshold(8192)
        .build();
    assert_eq!(m.unwrap().threshold(), Some(8192));
}

#[test]
fn threshold_with_a_gateless_forced_strategy_is_refused() {
    for s in [Strategy::RepMovsb, Strategy::Scalar, Strategy::Fallback] {
        let e = Memcpy::builder()
            .strategy(s)
            .threshold(4096)
            .build()
            .expect_err(&format!("{s} with a threshold was accepted"));
        let msg = e.to_string();
        assert!(msg.contains("4096") && msg.contains(s.name()), "{msg}");
        assert!(!e.is_exec_memory());
    }
}

#[test]
#[should_panic(expected = "different lengths")]
fn copy_panics_when_dst_is_longer() {
    let m = Memcpy::builder()
        .strategy(Strategy::Scalar)
        .build()
        .unwrap();
    m.copy(&mut [0u8; 9], &[1u8; 8]);
}

#[test]
#[should_panic(expected = "different lengths")]
fn copy_panics_when_src_is_longer() {
    let m = Memcpy::builder()
        .strategy(Strategy::RepMovsb)
        .build()
        .unwrap();
    m.copy(&mut [0u8; 8], &[1u8; 9]);
}

/// `threshold()` is `Some` exactly when an ERMS gate runs: forced ERMS-gated (default 2048),
/// or chosen automatically for an ERMS-only CPU; a threshold given to an automatic choice
/// without a gate is reported as ignored instead.
#[test]
fn threshold_is_reported_only_with_a_gate() {
    for s in [Strategy::RepMovsb, Strategy::Scalar, Strategy::Fallback] {
        let m = Memcpy::builder().strategy(s).build().unwrap();
        assert_eq!(m.threshold(), None, "{s}");
    }
    let m = Memcpy::builder()
        .strategy(Strategy::ErmsGated)
        .build()
        .unwrap();
    assert_eq!(m.threshold(), Some(DEFAULT_THRESHOLD));
    let m = Memcpy::builder()
        .strategy(Strategy::ErmsGated)
        .threshold(2112)
        .build()
        .unwrap();
    assert_eq!(m.threshold(), Some(2112));

    let fsrm = Memcpy::builder()
        .features(features(true, true))
        .threshold(4096)
        .build()
        .unwrap();
    assert_eq!(
        (fsrm.strategy(), fsrm.threshold()),
        (Strategy::RepMovsb, None)
    );
    assert_eq!(fsrm.plan().ignored_threshold(), Some(4096));
    let erms = Memcpy::builder()
        .features(features(true, false))
        .threshold(4096)
        .build()
        .unwrap();
    assert_eq!(
        (erms.strategy(), erms.threshold()),
        (Strategy::ErmsGated, Some(4096))
    );
    assert_eq!(erms.plan().ignored_threshold(), None);
}

/// The strategy and threshold variables' values (`None` when unset), parsed.
fn parse(strategy: Option<&str>, threshold: Option<&str>) -> Overrides {
    Overrides::from_env_with(false, |name| match name {
        STRATEGY_VAR => strategy.map(str::to_string),
        THRESHOLD_VAR => threshold.map(str::to_string),
        _ => None,
    })
}

/// [`parse`] with the policy pinned to the card's ([`Policy::Kernel`]), so each case's
/// expected strategy does not depend on `tuned()`'s default policy.
fn kernel_overrides(strategy: Option<&str>, threshold: Option<&str>) -> Overrides {
    let mut o = parse(strategy, threshold);
    o.policy = Some(Policy::Kernel);
    o
}

/// What `Memcpy::tuned()` builds with features `f` and the overrides `o` (not cached): the
/// fastest policy, then the overrides, applied by the builder.
fn tuned_like(f: CpuFeatures, o: Overrides) -> Memcpy {
    Memcpy::builder()
        .features(f)
        .policy(Policy::Fastest)
        .overrides(&o)
        .build()
        .unwrap_or_else(|e| panic!("{o:?}: {e}"))
}

/// The builder with parsed overrides under the card's policy: each case's features, variable
/// values, the strategy and threshold that must result, and words the notes must contain.
#[test]
fn overrides_apply_good_values_and_note_bad_ones() {
    type Case = (
        CpuFeatures,
        Option<&'static str>,
        Option<&'static str>,
        (Strategy, Option<usize>),
        &'static [&'static str],
    );
    let none = features(false, false);
    let erms = features(true, false);
    let fsrm = features(true, true);
    #[rustfmt::skip]
    let cases: &[Case] = &[
        // Both bad: the card's choice, and a note for each.
        (erms, Some("bogus"), Some("abc"), (Strategy::ErmsGated, Some(2048)), &[STRATEGY_VAR, "bogus", THRESHOLD_VAR, "abc"]),
        (fsrm, Some("bogus"), Some("abc"), (Strategy::RepMovsb, None), &[STRATEGY_VAR, THRESHOLD_VAR]),
        // One bad, one good: the good one applies.
        (erms, Some("bogus"), Some("4096"), (Strategy::ErmsGated, Some(4096)), &[STRATEGY_VAR, "4096"]),
        (fsrm, Some("scalar"), Some("abc"), (Strategy::Scalar, None), &["scalar", THRESHOLD_VAR]),
        (erms, None, Some("31"), (Strategy::ErmsGated, Some(2048)), &[THRESHOLD_VAR, "31"]),
        (erms, None, Some("2199023255552"), (Strategy::ErmsGated, Some(2048)), &[THRESHOLD_VAR, "2199023255552"]),
        // Good values.
        (fsrm, Some("scalar"), None, (Strategy::Scalar, None), &[STRATEGY_VAR, "scalar"]),
        (none, Some("erms-gated"), Some(" 4096 "), (Strategy::ErmsGated, Some(4096)), &[STRATEGY_VAR, THRESHOLD_VAR]),
        (erms, None, Some("2112"), (Strategy::ErmsGated, Some(2112)), &[THRESHOLD_VAR, "2112"]),
        (none, Some("fallback"), None, (Strategy::Fallback, None), &["fallback"]),
        // A threshold where no gate runs: kept out, and said so.
        (fsrm, None, Some("4096"), (Strategy::RepMovsb, None), &["4096", "ignored"]),
    ];
    for &(f, s, t, want, needles) in cases {
        let label = format!(
            "{}={s:?} {}={t:?} erms={} fsrm={}",
            STRATEGY_VAR,
            THRESHOLD_VAR,
            f.has_erms(),
            f.has_fsrm()
        );
        let m = tuned_like(f, kernel_overrides(s, t));
        assert_eq!(
            (m.strategy(), m.threshold()),
            want,
            "{label}: notes {:?}",
            m.notes()
        );
        let notes = m.notes().join("\n");
        for n in needles {
            assert!(
                notes.contains(n),
                "{label}: notes do not mention {n:?}:\n{notes}"
            );
        }
        assert_eq!(m.fallback_reason(), None, "{label}");
        assert_copies(&m, &label);
    }
    // Nothing set but the policy: one note, on what the policy chose.
    let m = tuned_like(erms, kernel_overrides(None, None));
    assert_eq!(
        (m.strategy(), m.threshold()),
        (Strategy::ErmsGated, Some(2048))
    );
    assert_eq!(
        m.notes(),
        ["MEMCPY_JIT_POLICY=kernel: policy kernel chose erms-gated"]
    );
    // Nothing set at all: nothing to say.
    let m = tuned_like(erms, Overrides::default());
    assert!(m.notes().is_empty(), "{:?}", m.notes());
}

/// Under `tuned()`'s own default policy, whatever it is: bad values leave exactly the
/// instance that no overrides give (same strategy, threshold and code), with a note naming
/// each variable; a good strategy value applies; a threshold the forced strategy cannot use
/// is dropped alone, with a note, and the strategy stays forced.
#[test]
fn overrides_ignore_bad_values_under_the_default_policy() {
    for (erms, fsrm) in common::FEATURE_COMBOS {
        let f = features(erms, fsrm);
        let label = format!("erms={erms} fsrm={fsrm}");
        let default = tuned_like(f, Overrides::default());
        for (s, t) in [
            (Some("bogus"), Some("abc")),
            (Some("REP-MOVSB"), Some("-1")),
            (Some(""), Some("0x800")),
        ] {
            let m = tuned_like(f, parse(s, t));
            assert_eq!(m.strategy(), default.strategy(), "{label} {s:?} {t:?}");
            assert_eq!(m.threshold(), default.threshold(), "{label} {s:?} {t:?}");
            assert_eq!(m.code(), default.code(), "{label} {s:?} {t:?}");
            let notes = m.notes().join("\n");
            assert!(
                notes.contains(STRATEGY_VAR) && notes.contains(THRESHOLD_VAR),
                "{label} {s:?} {t:?}: {notes}"
            );
            assert_copies(&m, &label);
        }
        let m = tuned_like(f, parse(Some("scalar"), Some("abc")));
        assert_eq!(m.strategy(), Strategy::Scalar, "{label}: {:?}", m.notes());
        assert_copies(&m, &label);
        // Two good values that cannot be built together: the strategy applies, the
        // threshold is dropped, and the notes say exactly that.
        let m = tuned_like(f, parse(Some("rep-movsb"), Some("4096")));
        assert_eq!(
            (m.strategy(), m.threshold()),
            (Strategy::RepMovsb, None),
            "{label}: {:?}",
            m.notes()
        );
        assert_eq!(
            m.notes(),
            [
                "MEMCPY_JIT_STRATEGY=rep-movsb: strategy forced to rep-movsb",
                "MEMCPY_JIT_THRESHOLD=4096 ignored: strategy rep-movsb has no size gate",
            ],
            "{label}"
        );
        assert_copies(&m, &label);
    }
}

/// Set in the child process only; tells the test below which side it is on.
const CHILD_VAR: &str = "MEMCPY_JIT_TEST_API_ERRORS_CHILD";
const CHILD_OK: &str = "child: tuned() ok";

/// Re-runs this test binary for this one test with the bad values really in the environment
/// (the child checks `Memcpy::tuned()` itself, so the process-wide instance is fresh), and
/// checks the child ran the test and passed.
#[test]
fn bad_environment_values_are_ignored_by_tuned() {
    if std::env::var_os(CHILD_VAR).is_some() {
        // this CPU only: compared with what tuned() builds in this process, on this CPU
        let here = common::this_cpu().features;
        let default = tuned_like(here, Overrides::default()).strategy();
        let m = Memcpy::tuned();
        assert_eq!(m.strategy(), default, "notes: {:?}", m.notes());
        let notes = m.notes().join("\n");
        for n in [STRATEGY_VAR, "bogus", THRESHOLD_VAR, "abc"] {
            assert!(notes.contains(n), "notes do not mention {n:?}:\n{notes}");
        }
        assert_copies(m, "tuned in child");
        println!("{CHILD_OK}: {} notes:\n{notes}", m.strategy());
        return;
    }
    let stdout = common::run_child(
        "bad_environment_values_are_ignored_by_tuned",
        CHILD_VAR,
        &[(STRATEGY_VAR, "bogus"), (THRESHOLD_VAR, "abc")],
    );
    // The marker proves the child ran the test (an exact filter that matched nothing would
    // also exit 0) and got past tuned() without panicking.
    assert!(
        stdout.contains(CHILD_OK),
        "the child did not run the test:\n{stdout}"
    );
    assert!(
        stdout.contains(STRATEGY_VAR) && stdout.contains(THRESHOLD_VAR),
        "{stdout}"
    );
}

/// Memmove semantics are refused, naming the strategy and what to use instead, for every
/// strategy that copies forward only (forced, or chosen by the card's policy); the vector
/// strategy (every table row) and the fallback give them, and say so.
#[test]
fn memmove_needs_the_vector_strategy_or_the_fallback() {
    use memcpy_jit::Thresholds;
    for s in [Strategy::RepMovsb, Strategy::ErmsGated, Strategy::Scalar] {
        let e = Memcpy::builder()
            .strategy(s)
            .memmove(true)
            .build()
            .expect_err(s.name())
            .to_string();
        assert!(
            e.contains("memmove") && e.contains(s.name()) && e.contains("Strategy::Vector"),
            "{e}"
        );
    }
    let e = Memcpy::builder()
        .features(features(true, true))
        .policy(Policy::Kernel)
        .memmove(true)
        .build()
        .expect_err("the card picks REP MOVSB on FSRM")
        .to_string();
    assert!(
        e.contains("rep-movsb") && e.contains("Policy::Fastest"),
        "{e}"
    );
    for cpu in common::each_cpu() {
        let (row, _) = Thresholds::for_cpu(&cpu.features);
        let mut b = Memcpy::builder();
        b.features(cpu.features)
            .strategy(Strategy::Vector)
            .thresholds(row)
            .memmove(true);
        // Every row plans in memmove mode, on every CPU.
        let plan = b.plan().unwrap_or_else(|e| panic!("{}: {e}", cpu.name));
        assert!(plan.thresholds().is_some_and(|t| t.memmove), "{}", cpu.name);
    }
    for (m, label) in [
        (
            Memcpy::builder()
                .policy(Policy::Fastest)
                .memmove(true)
                .build()
                .unwrap(),
            "fastest",
        ),
        (
            Memcpy::builder()
                .strategy(Strategy::Fallback)
                .memmove(true)
                .build()
                .unwrap(),
            "fallback",
        ),
    ] {
        assert!(m.is_memmove() && m.plan().is_memmove(), "{label}");
        assert_copies(&m, label);
        // Overlapping both ways, through the safe method.
        let mut buf: Vec<u8> = (0..=255).cycle().take(3000).collect();
        let mut want = buf.clone();
        m.copy_within(&mut buf, 10..2010, 11);
        want.copy_within(10..2010, 11);
        assert_eq!(buf, want, "{label}: dst above src");
        m.copy_within(&mut buf, 500..2900, 3);
        want.copy_within(500..2900, 3);
        assert_eq!(buf, want, "{label}: dst below src");
    }
    for m in [
        Memcpy::builder().build().unwrap(),
        Memcpy::builder()
            .strategy(Strategy::Vector)
            .build()
            .unwrap(),
    ] {
        assert!(!m.is_memmove(), "{m:?}");
    }
}

/// `copy_within` takes `slice::copy_within`'s arguments, panics where it panics, and copies
/// what it copies, on a memmove instance and on one that is not (which must still get
/// overlapping ranges right, by not running its code on them).
#[test]
fn copy_within_is_slice_copy_within() {
    use std::ops::Bound::{Excluded, Included, Unbounded};
    use std::panic::{catch_unwind, AssertUnwindSafe};
    type Bounds = (std::ops::Bound<usize>, std::ops::Bound<usize>);
    let plain = Memcpy::builder()
        .strategy(Strategy::Vector)
        .build()
        .unwrap();
    let memmove = Memcpy::builder()
        .strategy(Strategy::Vector)
        .memmove(true)
        .build()
        .unwrap();
    let cases: Vec<(Bounds, usize)> = vec![
        ((Included(0), Excluded(700)), 1),
        ((Included(1), Excluded(701)), 0),
        ((Included(0), Excluded(300)), 300),
        ((Unbounded, Unbounded), 0),
        ((Included(5), Included(5)), 9),
        ((Excluded(2), Unbounded), 1),
        ((Included(100), Excluded(100)), 1000),
        // Out of bounds, one way or another: both panic.
        ((Included(0), Excluded(1001)), 0),
        ((Included(10), Excluded(5)), 0),
        ((Included(0), Excluded(700)), 301),
        ((Included(0), Included(usize::MAX)), 0),
        ((Excluded(usize::MAX), Unbounded), 0),
        ((Included(0), Excluded(10)), usize::MAX),
    ];
    for (m, name) in [(&plain, "plain"), (&memmove, "memmove")] {
        for &(range, dest) in &cases {
            let what = format!("{name}: {range:?} to {dest}");
            let fresh: Vec<u8> = (0..1000u32).map(|i| (i * 7 + i / 251) as u8).collect();
            let (mut got, mut want) = (fresh.clone(), fresh);
            let ours = catch_unwind(AssertUnwindSafe(|| m.copy_within(&mut got, range, dest)));
            let std = catch_unwind(AssertUnwindSafe(|| want.copy_within(range, dest)));
            assert_eq!(ours.is_err(), std.is_err(), "{what}: panics differ");
            assert_eq!(got, want, "{what}");
        }
    }
}
