//! The tuner end to end with real measurements and tiny budgets: whatever the timing says, the
//! result is valid thresholds that run here, build, and copy correctly (guard bytes around
//! every copy untouched); every step says what it did; the budget is a bound. No assertion
//! depends on how fast anything ran. (The search logic itself is proven against a
//! deterministic cost model in `src/tune/tests.rs`.)

mod common;

use std::time::Duration;

use common::{each_cpu, this_cpu, Buffers, Cpu};
use memcpy_jit::tune::{self, Budget, Kind, Outcome, Placement, Verdict};
use memcpy_jit::{Memcpy, Strategy, Thresholds};

fn check_copies(m: &Memcpy, label: &str) {
    let mut buf = Buffers::new(70_000, 64);
    for len in (0..300).chain([511, 513, 4095, 4096, 4097, 16_384, 65_536, 69_999]) {
        for (s, d) in [(0, 0), (1, 3), (63, 1), (0, 8)] {
            buf.check(m, len, s, d, label);
        }
    }
    buf.assert_untouched(label);
}

/// The vector strategy can run here (x86-64 System V with executable memory).
fn can_generate() -> bool {
    Memcpy::builder().strategy(Strategy::Vector).build().is_ok()
}

/// For every recorded CPU and this one, with no budget: the search's report and the
/// candidates it lists, planned and emitted for that CPU, and called where this CPU runs
/// them. On this CPU also with half a second of real measurements.
#[test]
fn the_full_search_with_a_tiny_budget_gives_thresholds_that_copy() {
    if !can_generate() {
        eprintln!("skipped: no generated code here");
        return;
    }
    let mut copied: Vec<Thresholds> = Vec::new();
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        full_search_on(&cpu, &mut copied);
    }
}

/// [`the_full_search_with_a_tiny_budget_gives_thresholds_that_copy`] on `cpu`; `copied`:
/// the thresholds whose code was called already (identical code copies identically).
fn full_search_on(cpu: &Cpu, copied: &mut Vec<Thresholds>) {
    let host = cpu.features;
    let (table, _) = Thresholds::for_cpu(&host);
    let budgets: &[Duration] = if cpu.is_host {
        &[Duration::ZERO, Duration::from_millis(500)]
    } else {
        // Measuring times code built for this CPU: a recorded one gets no samples.
        &[Duration::ZERO]
    };
    for &budget in budgets {
        let cfg = tune::Config::full(
            host,
            &[],
            Budget {
                time: Some(budget),
                samples: None,
            },
        );
        // Every placement of every embedded distribution, and the guard grid.
        let placements: Vec<Placement> = cfg
            .workloads
            .iter()
            .filter_map(|w| match w.kind {
                Kind::Dist { placement, .. } => Some(placement),
                Kind::Point { .. } | Kind::Scattered { .. } => None,
            })
            .collect();
        for p in [
            Placement::Aligned,
            Placement::Random,
            Placement::Llc,
            Placement::Struct,
            Placement::Chain,
        ] {
            assert!(placements.contains(&p), "{p:?}");
        }
        // The guard has fixed sizes at random places, hot and beyond L2.
        for p in [Placement::Random, Placement::Llc] {
            assert!(cfg
                .workloads
                .iter()
                .any(|w| w.kind == Kind::Scattered { placement: p }));
        }
        let mut heard = 0u32;
        let mut progress = |p: tune::Progress<'_>| {
            assert!((0.0..=1.0).contains(&p.spent));
            heard += 1;
        };
        let r = if cpu.is_host {
            let mut bench = tune::Bench::full(&cfg).unwrap();
            tune::run(&cfg, table, &mut bench, &mut progress)
        } else {
            tune::run(&cfg, table, &mut NoSamples, &mut progress)
        };
        assert_eq!(r.error, None);
        assert_eq!(r.table, table);
        r.chosen.validate().unwrap();
        assert!(r.chosen.runs_on(&host));
        // One report per step, the rows' step first, each with a reason; the table's value
        // first in each.
        let steps: Vec<&str> = tune::KNOBS.iter().map(|k| k.step).collect();
        assert_eq!(r.steps[0].name, tune::ROWS);
        for s in &r.steps[1..] {
            assert!(steps.contains(&s.name));
        }
        for s in &r.steps {
            assert!(!s.outcome.why().is_empty(), "{}", s.name);
            assert_eq!(s.tried[0].verdict, Verdict::Incumbent, "{}", s.name);
        }
        if budget.is_zero() {
            assert_eq!(r.chosen, table);
            assert_eq!(r.samples, 0);
            assert!(r
                .steps
                .iter()
                .all(|s| matches!(s.outcome, Outcome::NotMeasured { .. })));
        } else {
            assert!(
                r.samples > 0 && heard > 0,
                "{} samples, {heard} progress reports: {r:?}",
                r.samples
            );
        }
        // The result, and every candidate that was tried, is emitted for this CPU and copies
        // correctly where it runs.
        let tried = s_tried(&r);
        for (label, t) in std::iter::once(("tuned".to_string(), r.chosen)).chain(tried) {
            let label = format!("{} {label}", cpu.name);
            let mut b = Memcpy::builder();
            b.features(host).strategy(Strategy::Vector).thresholds(t);
            let plan = b.plan().unwrap_or_else(|e| panic!("{label}: {e}"));
            b.placement().unwrap_or_else(|e| panic!("{label}: {e}"));
            if !Cpu::runs(&plan) {
                eprintln!("skipped calling {label} (this CPU lacks its instructions)");
                continue;
            }
            if copied.contains(&t) {
                continue;
            }
            let m = b.build().unwrap_or_else(|e| panic!("{label}: {e}"));
            check_copies(&m, &label);
            copied.push(t);
        }
        // The result as a calibration for this CPU: the same thresholds.
        let c = r.to_calibration(&host);
        assert_eq!(*c.thresholds(), r.chosen);
        assert_eq!(*c.table(), table);
    }
}

#[test]
fn calibrated_stays_within_its_documented_values() {
    if !can_generate() {
        return;
    }
    // this CPU only: calibrated() measures code built for this CPU
    let host = this_cpu().features;
    let m = Memcpy::calibrated();
    let c = m.calibration().unwrap();
    // Each knob of the reduced search took one of the values it tries (or the table's).
    let t = *c.thresholds();
    let table = *c.table();
    for k in tune::KNOBS {
        let tried = (k.values)(&table, &table, &host);
        let v = (k.read)(&t);
        assert!(
            tried.contains(&v) || v == (k.read)(&table),
            "{}: {v} is not among {tried:?}",
            k.name
        );
    }
    check_copies(&m, "calibrated");
}

/// Every field the tuner may choose survives the file `memcpy-jit tune --out` writes (a
/// file that dropped the generator's new fields would load the table's values instead).
#[test]
fn every_tuned_field_round_trips_through_the_file() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        every_tuned_field_round_trips_on(&cpu);
    }
}

fn every_tuned_field_round_trips_on(cpu: &Cpu) {
    use memcpy_jit::{Calibration, MaskedForm, VectorWidth};
    let host = cpu.features;
    let (table, _) = Thresholds::for_cpu(&host);
    let mut t = table
        .with_loop_interleave(true)
        .with_loop_start_strict(true)
        .with_loop_prefetch(Some(256))
        .with_block_align(64)
        .with_masked_form(MaskedForm::OneZmm)
        .with_backward(31, 4096, Some(65_536))
        .with_memmove(true);
    let lo = t.large_from();
    t = t
        .with_rep_movsb_page_from(Some((1 << 20).max(lo)))
        .with_rep_movsb_from(table.rep_movsb_from.map(|n| n.max(lo)))
        .with_rep_movsb_coaligned_from(table.rep_movsb_coaligned_from.map(|n| n.max(lo)))
        .with_non_temporal_from(table.non_temporal_from.map(|n| n.max(lo)));
    if t.width == VectorWidth::Sse2 {
        t = t.with_tail_loads_ascending(true);
    }
    t.validate().unwrap();
    let cfg = tune::Config::full(host, &[], Budget::default());
    let mut r = tune::run(&cfg, table, &mut NoSamples, &mut |_| {});
    r.chosen = t;
    let c = r.to_calibration(&host);
    assert_eq!(*c.thresholds(), t);
    let dir = std::env::temp_dir().join(format!("memcpy-jit-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("tuned-{}.txt", cpu.name.replace(' ', "-")));
    c.save(&path).unwrap();
    let back = Calibration::load(&path, &host).unwrap();
    assert_eq!(*back.thresholds(), t);
}

/// Every candidate the steps of `r` tried, labelled.
fn s_tried(r: &tune::Report) -> Vec<(String, Thresholds)> {
    (r.steps.iter())
        .flat_map(|s| s.tried.iter().map(|t| (t.label.clone(), t.thresholds)))
        .collect()
}

struct NoSamples;

impl tune::Source for NoSamples {
    fn sample(&mut self, _: &tune::Workload, _: &[tune::Subject]) -> Result<Vec<f64>, String> {
        Err("not asked".into())
    }
}
