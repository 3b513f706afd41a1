//! The search logic against a deterministic cost model (no timing): it picks the best by the
//! objective, rejects a candidate that breaks the 2% guard, says "undecided" when the noise
//! overlaps, never takes more samples than its budget, and stops cleanly when a measurement
//! fails.

use super::*;
use crate::harness::dist::XorShift64;

/// A CPU with everything the knobs can use (AVX-512 with the masked path, ERMS), generic
/// vendor: the table's generic row (AVX2, no masked window, REP MOVSB from 16 KiB).
fn cpu() -> CpuFeatures {
    CpuFeatures::every_vector_feature()
}

/// A cost model: ns per call of a subject on a workload, made noisy by a seeded multiplier
/// uniform in `1 ± noise`. Counts the samples it gives.
struct Fake {
    cost: fn(&Thresholds, &Workload) -> f64,
    noise: f64,
    rng: XorShift64,
    samples: u64,
    fail_after: Option<u64>,
    /// Noise on the distributions only (the fixed sizes exact).
    quiet_points: bool,
}

impl Fake {
    fn new(cost: fn(&Thresholds, &Workload) -> f64, noise: f64) -> Fake {
        Fake {
            cost,
            noise,
            rng: XorShift64::new(7),
            samples: 0,
            fail_after: None,
            quiet_points: false,
        }
    }
}

impl Source for Fake {
    fn sample(&mut self, w: &Workload, subjects: &[Subject]) -> Result<Vec<f64>, String> {
        self.samples += subjects.len() as u64;
        if self.fail_after.is_some_and(|n| self.samples > n) {
            return Err("the machine caught fire".into());
        }
        Ok(subjects
            .iter()
            .map(|s| {
                let base = match s {
                    Subject::Code(t) => (self.cost)(t, w),
                    Subject::Libc => 12.0,
                };
                let noise = if self.quiet_points && !w.is_objective() {
                    0.0
                } else {
                    self.noise
                };
                base * (1.0 + noise * (2.0 * self.rng.next_f64() - 1.0))
            })
            .collect())
    }
}

/// Two small distributions at both placements and a few guard points.
fn config(samples: u64) -> Config {
    let small = Distribution::parse(
        "small",
        "small",
        "size,probability\n8,3\n24,3\n48,2\n200,1\n",
    )
    .unwrap();
    let large = Distribution::parse(
        "large",
        "large",
        "size,probability\n100,1\n3000,1\n70000,1\n",
    )
    .unwrap();
    let mut workloads = Vec::new();
    for d in [&small, &large] {
        for p in [Placement::Aligned, Placement::Random] {
            workloads.push(Workload::dist(d, 1.0, p, 64, 1));
        }
    }
    workloads.extend([
        Workload::point(24, Layout::Misaligned, true),
        Workload::point(40, Layout::Aligned, true),
        Workload::point(4096, Layout::Band, true),
        Workload::point(65536, Layout::Page, false),
    ]);
    Config {
        features: cpu(),
        budget: Budget {
            time: None,
            samples: Some(samples),
        },
        workloads,
        // The rows' step has a test of its own; the others start from the generic row.
        rows: false,
        knobs: KNOBS.to_vec(),
        libc: true,
        final_check: true,
        check_share: 0.15,
        equal_within: EQUAL_WITHIN,
        guard: GUARD,
    }
    .numbered()
}

fn table() -> Thresholds {
    Thresholds::for_cpu(&cpu()).0
}

/// Distributions: the masked window of 32 is 10% faster, 16 5%, 64 7%; AVX-512 alone changes
/// nothing. Fixed sizes: all equal.
fn masked_wins(t: &Thresholds, w: &Workload) -> f64 {
    let base = 10.0 * w.sizes.len() as f64 / w.sizes.len() as f64;
    if !w.is_objective() {
        return base;
    }
    base * match t.masked_max {
        32 => 0.90,
        16 => 0.95,
        64 => 0.93,
        _ => 1.0,
    }
}

fn step<'a>(r: &'a Report, name: &str) -> &'a StepReport {
    r.steps.iter().find(|s| s.name == name).unwrap()
}

#[test]
fn picks_the_best_by_the_objective() {
    let cfg = config(200_000);
    let mut fake = Fake::new(masked_wins, 0.005);
    let mut heard = 0;
    let r = run(&cfg, table(), &mut fake, &mut |p| {
        assert!((0.0..=1.0).contains(&p.spent));
        heard += 1;
    });
    assert!(heard > 0);
    assert_eq!(r.error, None);
    assert_eq!(r.chosen.masked_max, 32, "{:#?}", r.evidence());
    assert_eq!(r.chosen.width, VectorWidth::Avx512);
    let s = step(&r, "width+masked_max");
    assert!(
        matches!(s.outcome, Outcome::Changed { .. }),
        "{:?}",
        s.outcome
    );
    let why = s.outcome.why();
    let want = "within 2% of the value started from or of glibc at every fixed size measured";
    assert!(why.contains(want), "{why}");
    let chosen: Vec<&Tried> = s
        .tried
        .iter()
        .filter(|t| t.verdict == Verdict::Chosen)
        .collect();
    assert_eq!(chosen.len(), 1);
    let obj = chosen[0].objective.unwrap();
    assert!(obj.hi < 0.92 && obj.lo > 0.88, "{obj}");
    assert_eq!(s.tried[0].verdict, Verdict::Incumbent);
    assert_eq!(s.tried[0].thresholds, table());
    // Every candidate was measured on every workload the step measured.
    for t in &s.tried {
        assert_eq!(t.ns.len(), s.measured.len());
    }
    // Nothing else differs in the model: every other step keeps the table's value, decided.
    for s in r.steps.iter().filter(|s| s.name != "width+masked_max") {
        assert!(
            matches!(
                s.outcome,
                Outcome::Kept { .. } | Outcome::NotMeasured { .. }
            ),
            "{}: {:?}",
            s.name,
            s.outcome
        );
    }
    assert_eq!(r.chosen.rep_movsb_from, table().rep_movsb_from);
    // The final check compares the result with the table and the C library everywhere.
    let c = r.check.as_ref().expect("a final check");
    assert_eq!(c.rows.len(), cfg.workloads.len());
    let o = c.objective_vs_table.unwrap();
    assert!(o.ratio > 0.88 && o.ratio < 0.92, "{o}");
    assert!(c.objective_vs_libc.is_some());
    assert!(!r.evidence().is_empty());
}

/// Distributions: the masked window of 64 is best (0.80), 32 next (0.90). But 64 is 30%
/// slower than the others for 24 bytes misaligned (13 ns), and so slower than glibc (12 ns).
fn masked_64_breaks_the_guard(t: &Thresholds, w: &Workload) -> f64 {
    let mut ns = masked_wins(t, w);
    if w.is_objective() && t.masked_max == 64 {
        ns = 8.0;
    }
    if w.name.starts_with("24 B misaligned") && t.masked_max == 64 {
        ns *= 1.30;
    }
    ns
}

/// As [`masked_64_breaks_the_guard`], but 64 is only 10% slower there (11 ns): slower than
/// the value it replaces, still faster than glibc (12 ns).
fn masked_64_trades_within_glibc(t: &Thresholds, w: &Workload) -> f64 {
    let mut ns = masked_wins(t, w);
    if w.is_objective() && t.masked_max == 64 {
        ns = 8.0;
    }
    if w.name.starts_with("24 B misaligned") && t.masked_max == 64 {
        ns *= 1.10;
    }
    ns
}

#[test]
fn a_trade_off_that_stays_within_the_margin_of_glibc_is_allowed() {
    let cfg = config(200_000);
    let mut fake = Fake::new(masked_64_trades_within_glibc, 0.005);
    let r = run(&cfg, table(), &mut fake, &mut |_| {});
    assert_eq!(r.chosen.masked_max, 64, "{:#?}", r.evidence());
}

#[test]
fn a_candidate_that_breaks_the_guard_is_rejected_with_the_evidence() {
    let cfg = config(200_000);
    let mut fake = Fake::new(masked_64_breaks_the_guard, 0.005);
    let r = run(&cfg, table(), &mut fake, &mut |_| {});
    assert_eq!(r.chosen.masked_max, 32, "{:#?}", r.evidence());
    let s = step(&r, "width+masked_max");
    let t = s
        .tried
        .iter()
        .find(|t| t.thresholds.masked_max == 64 && t.thresholds.width == VectorWidth::Avx512)
        .unwrap();
    match &t.verdict {
        Verdict::GuardBroken {
            point,
            against,
            ratio,
        } => {
            assert!(point.starts_with("24 B misaligned"), "{point}");
            assert!(!against.contains("masked_max=64"), "{against}");
            assert!(ratio.lo > 1.02 && ratio.ratio > 1.25, "{ratio}");
        }
        v => panic!("{v:?}"),
    }
    // Its objective was the best: the guard, not the objective, rejected it.
    assert!(t.objective.unwrap().ratio < 0.85);
    assert!(r.evidence().iter().any(|e| e.contains("rejected")));
}

/// Hot, masked windows win as in [`masked_wins`]; with the data beyond L2 (the LLC regime)
/// the windows of 32 and 64 bytes are slower than glibc (12.5 and 12.6 ns against 12), 16 is
/// faster (11.5), no window about glibc's time (11.9). On the objective alone the window of
/// 32 is best.
fn regimes_disagree(t: &Thresholds, w: &Workload) -> f64 {
    let llc = matches!(
        w.kind,
        Kind::Dist {
            placement: Placement::Llc,
            ..
        }
    );
    if !llc {
        return masked_wins(t, w);
    }
    match t.masked_max {
        32 => 12.5,
        64 => 12.6,
        16 => 11.5,
        _ => 11.9,
    }
}

/// The regimes' guard: no candidate slower than glibc in a regime, before any gain in
/// another. The window of 32 bytes, best on the objective, is rejected for the LLC regime;
/// 16 is chosen. Without the LLC workloads, 32 would be.
#[test]
fn a_candidate_slower_than_glibc_in_a_regime_is_rejected_before_its_gain_elsewhere() {
    let mut cfg = config(300_000);
    let small =
        Distribution::parse("small", "small", "size,probability\n8,3\n24,3\n48,2\n").unwrap();
    cfg.workloads
        .push(Workload::dist(&small, 1.0, Placement::Llc, 64, 1));
    let cfg = cfg.numbered();
    let mut fake = Fake::new(regimes_disagree, 0.005);
    let r = run(&cfg, table(), &mut fake, &mut |_| {});
    assert_eq!(r.chosen.masked_max, 16, "{:#?}", r.evidence());
    let s = step(&r, "width+masked_max");
    for t in s
        .tried
        .iter()
        .filter(|t| [32, 64].contains(&t.thresholds.masked_max))
    {
        match &t.verdict {
            Verdict::SlowerThanLibc { regime, ratio } => {
                assert_eq!(*regime, "llc");
                assert!(ratio.lo > 1.0, "{ratio}");
            }
            v => panic!("{:?}: {v:?}", t.thresholds.masked_max),
        }
    }
    let rejected = "rejected: slower than glibc in the llc regime";
    assert!(
        r.evidence().iter().any(|e| e.contains(rejected)),
        "{:#?}",
        r.evidence()
    );
    // The same search without the LLC workload takes the window of 32.
    let cfg = config(300_000);
    let r = run(
        &cfg,
        table(),
        &mut Fake::new(regimes_disagree, 0.005),
        &mut |_| {},
    );
    assert_eq!(r.chosen.masked_max, 32, "{:#?}", r.evidence());
}

/// Masked windows 1.5% faster on the distributions, under ±20% noise per sample.
fn small_difference(t: &Thresholds, w: &Workload) -> f64 {
    if w.is_objective() && t.masked_max > 0 {
        9.85
    } else {
        10.0
    }
}

#[test]
fn overlapping_noise_leaves_the_step_undecided() {
    let cfg = config(20_000);
    let mut fake = Fake::new(small_difference, 0.20);
    // The fixed sizes are exact: the guard passes, only the objective is in doubt.
    fake.quiet_points = true;
    let r = run(&cfg, table(), &mut fake, &mut |_| {});
    let s = step(&r, "width+masked_max");
    assert!(
        matches!(s.outcome, Outcome::Undecided { .. }),
        "{:?}",
        s.outcome
    );
    assert!(s.outcome.why().contains("overlaps"), "{}", s.outcome.why());
    assert!(s.rounds >= MIN_ROUNDS, "it did measure");
    // Undecided keeps the table's values.
    assert_eq!(r.chosen.masked_max, table().masked_max);
    assert_eq!(r.chosen.width, table().width);
    assert!(r.undecided().any(|s| s.name == "width+masked_max"));
    // With no noise, the same difference is decided.
    let mut quiet = Fake::new(small_difference, 0.0);
    let r = run(&cfg, table(), &mut quiet, &mut |_| {});
    assert!(r.chosen.masked_max > 0, "{:#?}", r.evidence());
}

#[test]
fn the_budget_is_a_count_of_samples() {
    for budget in [0, 1, 50, 999, 5_000, 40_000] {
        let cfg = config(budget);
        let mut fake = Fake::new(small_difference, 0.2);
        let r = run(&cfg, table(), &mut fake, &mut |_| {});
        assert!(fake.samples <= budget, "{} > {budget}", fake.samples);
        assert_eq!(r.samples, fake.samples);
        let by_steps: u64 = r.steps.iter().map(|s| s.samples).sum();
        assert!(by_steps <= r.samples);
        // Whatever was decided is valid and runs here; undecided steps kept the table.
        r.chosen.validate().unwrap();
        assert!(r.chosen.runs_on(&cpu()));
        if budget == 0 {
            assert_eq!(r.chosen, table());
            assert!(r
                .steps
                .iter()
                .all(|s| matches!(s.outcome, Outcome::NotMeasured { .. })));
            assert!(r.check.is_none());
        }
    }
}

#[test]
fn a_failed_measurement_stops_the_search_and_keeps_the_table() {
    let cfg = config(200_000);
    let mut fake = Fake::new(masked_wins, 0.005);
    fake.fail_after = Some(30);
    let r = run(&cfg, table(), &mut fake, &mut |_| {});
    assert!(r.error.as_deref().unwrap().contains("caught fire"));
    assert_eq!(r.chosen, table());
    assert!(matches!(
        step(&r, "width+masked_max").outcome,
        Outcome::Undecided { .. }
    ));
    assert!(r.check.is_none());
}

#[test]
fn the_same_samples_give_the_same_report() {
    let cfg = config(30_000);
    let a = run(
        &cfg,
        table(),
        &mut Fake::new(masked_wins, 0.05),
        &mut |_| {},
    );
    let b = run(
        &cfg,
        table(),
        &mut Fake::new(masked_wins, 0.05),
        &mut |_| {},
    );
    assert_eq!(a.steps, b.steps);
    assert_eq!(a.chosen, b.chosen);
}

/// Distributions: the masked window of 64 is best (0.80). For 24 bytes misaligned it takes
/// `AT_24` ns: 1.2 times the others' (10 ns), about glibc's (12 ns).
fn masked_64_at_24(t: &Thresholds, w: &Workload, at_24: f64) -> f64 {
    let mut ns = masked_wins(t, w);
    if w.is_objective() && t.masked_max == 64 {
        ns = 8.0;
    }
    if w.name.starts_with("24 B misaligned") && t.masked_max == 64 {
        ns = at_24;
    }
    ns
}

#[test]
fn a_guard_left_open_gets_the_rounds_and_is_named() {
    // 1% slower than glibc there: inside the 2% margin, which takes many rounds to show
    // under ±4% noise. Enough samples only if the rounds after the objective is decided
    // measure the open point alone (a round over every workload costs 8 samples per
    // subject, not 1).
    let cfg = config(60_000);
    let mut fake = Fake::new(|t, w| masked_64_at_24(t, w, 12.12), 0.04);
    let r = run(&cfg, table(), &mut fake, &mut |_| {});
    assert_eq!(r.chosen.masked_max, 64, "{:#?}", r.evidence());
    // Exactly on the margin: it never settles. The step takes the best candidate that
    // passes (the masked window of 32) and names the faster one left open, with the point
    // and its ratios. (Two candidates exactly on the margin: one passes by chance once its
    // interval is narrow enough, so this part runs on a budget that keeps the step's
    // intervals wide; the step's share of a budget depends on every later step's cost per
    // round, which a knob added there changes: at 60,000 samples it settled once
    // `backward_page` got a step of its own and the rounds took the Williams order.)
    let cfg2 = config(40_000);
    let mut fake = Fake::new(|t, w| masked_64_at_24(t, w, 12.24), 0.04);
    let r = run(&cfg2, table(), &mut fake, &mut |_| {});
    let s = step(&r, "width+masked_max");
    let why = s.outcome.why();
    assert_eq!(r.chosen.masked_max, 32, "{why}");
    assert!(
        why.contains("faster but not chosen: width=avx512 masked_max=64")
            && why.contains("guard open at 24 B misaligned hot")
            && why.contains("of glibc"),
        "{why}"
    );
    // Started from the masked window of 32, the same data leave the step undecided, and say
    // where.
    let start = table().with_width(VectorWidth::Avx512).with_masked_max(32);
    let mut fake = Fake::new(|t, w| masked_64_at_24(t, w, 12.24), 0.04);
    let r = run(&cfg2, start, &mut fake, &mut |_| {});
    let s = step(&r, "width+masked_max");
    let why = s.outcome.why();
    assert!(matches!(s.outcome, Outcome::Undecided { .. }), "{why}");
    assert!(
        why.contains("guard is open at 24 B misaligned hot"),
        "{why}"
    );
}

#[test]
fn without_glibc_the_value_started_from_is_the_only_reference() {
    // The reduced search measures no glibc: 64 is 10% slower than the others at 24 bytes
    // misaligned, which breaks the guard at once (it used to stay open for the whole budget).
    let mut cfg = config(200_000);
    cfg.libc = false;
    let mut fake = Fake::new(masked_64_trades_within_glibc, 0.005);
    let r = run(&cfg, table(), &mut fake, &mut |_| {});
    assert_eq!(r.chosen.masked_max, 32, "{:#?}", r.evidence());
    let s = step(&r, "width+masked_max");
    assert!(
        matches!(s.outcome, Outcome::Changed { .. }),
        "{:?}",
        s.outcome
    );
    assert!(s
        .tried
        .iter()
        .filter(|t| t.thresholds.masked_max == 64)
        .all(|t| matches!(t.verdict, Verdict::GuardBroken { .. })));
}

/// The check alone (`run_check`, what each of `memcpy-jit tune`'s check processes runs): the
/// table, the given result and glibc on every workload, within its budget, whatever
/// `final_check` says; nothing measured without a budget; a failed measurement named.
#[test]
fn the_check_alone_measures_what_it_is_given() {
    let searched = run(
        &config(200_000),
        table(),
        &mut Fake::new(masked_wins, 0.005),
        &mut |_| {},
    );
    let chosen = searched.chosen;
    assert_eq!(chosen.masked_max, 32);
    let mut cfg = config(20_000);
    cfg.final_check = false;
    let mut fake = Fake::new(masked_wins, 0.005);
    let mut heard = Vec::new();
    let r = run_check(&cfg, table(), chosen, &mut fake, &mut |p| {
        heard.push(p.step.to_string());
    });
    assert!(fake.samples <= 20_000, "{}", fake.samples);
    assert_eq!(r.samples, fake.samples);
    assert_eq!((r.table, r.chosen), (table(), chosen));
    assert!(r.steps.is_empty() && r.error.is_none());
    assert!(!heard.is_empty() && heard.iter().all(|s| s == "check"));
    let c = r.check.expect("a check");
    assert!(c.rounds > 6, "{}", c.rounds);
    assert_eq!(c.rows.len(), cfg.workloads.len());
    for (row, w) in c.rows.iter().zip(&cfg.workloads) {
        assert_eq!(row.workload, w.id);
        let libc = row.vs_libc.expect("vs glibc everywhere");
        let expected = masked_wins(&chosen, w) / 12.0;
        assert!(
            (libc.ratio / expected - 1.0).abs() < 0.02,
            "{}: {libc}",
            w.name
        );
    }
    let o = c.objective_vs_table.unwrap();
    assert!(o.ratio > 0.88 && o.ratio < 0.92, "{o}");
    // The table checked against itself: no ratio to the table.
    let same = run_check(
        &cfg,
        table(),
        table(),
        &mut Fake::new(masked_wins, 0.005),
        &mut |_| {},
    );
    let same = same.check.unwrap();
    assert!(same
        .rows
        .iter()
        .all(|r| r.vs_table.is_none() && r.vs_libc.is_some()));
    // No budget, no check.
    let none = run_check(
        &config(0),
        table(),
        chosen,
        &mut Fake::new(masked_wins, 0.0),
        &mut |_| {},
    );
    assert!(none.check.is_none() && none.error.is_none());
    // A failed measurement: named, with the rounds before it.
    let mut failing = Fake::new(masked_wins, 0.005);
    failing.fail_after = Some(3_000);
    let r = run_check(&cfg, table(), chosen, &mut failing, &mut |_| {});
    assert!(r.error.as_deref().unwrap().contains("caught fire"));
    assert!(r.check.is_some_and(|c| c.rounds > 0));
}

/// The trap the rows' step is for: a row whose choices pay only together. Distributions: the
/// AVX-512 width alone 10% faster, with the loop's strict start and the masked window of 64
/// as well 50% faster. Fixed sizes (glibc takes 12 ns): the AVX-512 width without the tail
/// loaded ascending 40% slower at 4096 bytes in the band (14 ns); the window of 64 30% slower
/// at 24 bytes misaligned (13 ns); the AVX2 width 30% slower at 40 bytes aligned and 64 KiB
/// page copies (13 ns). So every candidate of the width step breaks the guard, the window
/// needs the width, and the strict start and the ascending tail alone change nothing. (Only
/// the amd-zen5 row has all three.)
fn together_or_not_at_all(t: &Thresholds, w: &Workload) -> f64 {
    let avx512 = t.width == VectorWidth::Avx512;
    if !w.is_objective() {
        let at = |p: &str| w.name.starts_with(p);
        return match () {
            _ if avx512 && !t.tail_loads_ascending && at("4096 B band") => 14.0,
            _ if t.masked_max == 64 && at("24 B misaligned") => 13.0,
            _ if !avx512 && (at("40 B aligned") || at("65536 B page")) => 13.0,
            _ => 10.0,
        };
    }
    match (avx512, t.loop_start_strict && t.masked_max == 64) {
        (true, true) => 5.0,
        (true, false) => 9.0,
        _ => 10.0,
    }
}

#[test]
fn the_rows_step_reaches_what_one_knob_at_a_time_cannot() {
    // From the generic row (this CPU's own), one knob at a time keeps it.
    let generic = Thresholds::for_row("generic", &cpu()).unwrap();
    assert_eq!(table(), generic);
    let mut cfg = config(400_000);
    let fake = || Fake::new(together_or_not_at_all, 0.005);
    let r = run(&cfg, table(), &mut fake(), &mut |_| {});
    assert_eq!(r.error, None);
    assert_eq!(r.chosen.width, VectorWidth::Avx2, "{:#?}", r.evidence());
    assert!(r.steps.iter().all(|s| s.name != ROWS));
    let width = step(&r, "width+masked_max");
    assert!(
        matches!(width.outcome, Outcome::Kept { .. }),
        "{:?}",
        width.outcome
    );

    // With the rows' step first: every row as it reads on this CPU, each once, the start
    // first. The Zen 5 row (AVX-512, window 64, strict start, ascending tail) is chosen
    // although it is 30% slower than the start and glibc at 24 bytes, a new loss: it is slower
    // than glibc at one fixed size where the start is at two. The Intel row (AVX-512 without
    // the ascending tail) is
    // slower than glibc at one size too, but by more in all (14/12: 14.7 percentage points
    // above the margin, against 2 x 6.3): rejected. The knobs' steps start from the Zen row.
    cfg.rows = true;
    let r = run(&cfg, table(), &mut fake(), &mut |_| {});
    assert_eq!(r.error, None);
    let s = &r.steps[0];
    assert_eq!(s.name, ROWS);
    assert!(s.knobs.is_empty());
    assert_eq!(s.tried[0].label, "row=generic");
    assert_eq!(s.tried[0].verdict, Verdict::Incumbent);
    for (i, t) in s.tried.iter().enumerate() {
        assert!(t.thresholds.validate().is_ok() && t.thresholds.runs_on(&cpu()));
        assert!(!s.tried[..i].iter().any(|u| u.thresholds == t.thresholds));
    }
    let verdict = |label: &str| {
        let t = s.tried.iter().find(|t| t.label == label);
        t.unwrap_or_else(|| panic!("{label} not tried"))
            .verdict
            .clone()
    };
    assert_eq!(
        verdict("row=amd-zen5"),
        Verdict::Chosen,
        "{:#?}",
        r.evidence()
    );
    let Verdict::MoreLossesToLibc(Losses {
        points,
        excess,
        start_points,
        start_excess,
    }) = verdict("row=intel-fsrm")
    else {
        panic!("{:?}", verdict("row=intel-fsrm"));
    };
    assert_eq!((points, start_points), (1, 2));
    assert!((excess - 14.67).abs() < 0.5, "{excess}");
    assert!((start_excess - 12.67).abs() < 0.5, "{start_excess}");
    let why = s.outcome.why();
    let want = "slower than glibc by more than 2% at 1 of the 4 fixed sizes";
    assert!(
        why.contains(want) && why.contains("(the value started from: 2, 1"),
        "{why}"
    );
    let zen5 = Thresholds::for_row("amd-zen5", &cpu()).unwrap();
    assert!(zen5.masked_max == 64 && zen5.loop_start_strict);
    assert_eq!(r.chosen, zen5, "{:#?}", r.evidence());
    assert!(step(&r, "width+masked_max").tried[0].thresholds == zen5);
    // The check compares the result with the row started from.
    let o = r.check.as_ref().unwrap().objective_vs_table.unwrap();
    assert!(o.ratio > 0.45 && o.ratio < 0.55, "{o}");
    // Where glibc is not measured, rows are held to the per-point guard against the start.
    cfg.libc = false;
    let r = run(&cfg, table(), &mut fake(), &mut |_| {});
    assert_eq!(r.chosen.width, VectorWidth::Avx2, "{:#?}", r.evidence());
}

/// The value started from loses to glibc at one fixed size (loads before stores: 13 ns at
/// 4096 B in the band, glibc 12) where another value does not (interleaved: 10 ns); on the
/// objective they are equal.
fn loads_first_loses_at_one_size(t: &Thresholds, w: &Workload) -> f64 {
    if w.name.starts_with("4096 B band") && !t.loop_interleave {
        13.0
    } else {
        10.0
    }
}

#[test]
fn an_equal_value_replaces_a_start_that_breaks_the_guard() {
    let cfg = config(200_000);
    let r = run(
        &cfg,
        table(),
        &mut Fake::new(loads_first_loses_at_one_size, 0.005),
        &mut |_| {},
    );
    assert_eq!(r.error, None);
    assert!(r.chosen.loop_interleave, "{:#?}", r.evidence());
    let s = step(&r, "loop_interleave");
    let why = s.outcome.why();
    assert!(
        matches!(s.outcome, Outcome::Changed { .. })
            && why.contains("the value started from breaks the guard")
            && why.contains("at 4096 B band"),
        "{why}"
    );
    // Every other step keeps its value: nothing else differs.
    assert_eq!(
        r.chosen,
        table().with_loop_interleave(true),
        "{:#?}",
        r.evidence()
    );
    // Without glibc measured the value started from is the reference, and stays.
    let mut cfg = cfg;
    cfg.libc = false;
    let r = run(
        &cfg,
        table(),
        &mut Fake::new(loads_first_loses_at_one_size, 0.005),
        &mut |_| {},
    );
    assert!(!r.chosen.loop_interleave, "{:#?}", r.evidence());
}

/// `keep_table`: the result is the value started from, and the profile says why.
#[test]
fn a_kept_table_is_the_result_with_its_reason() {
    let cfg = config(50_000);
    let mut r = run(
        &cfg,
        table(),
        &mut Fake::new(masked_wins, 0.005),
        &mut |_| {},
    );
    assert_ne!(r.chosen, r.table);
    r.keep_table("the check said so".into());
    assert_eq!(r.chosen, r.table);
    let c = r.to_calibration(&cpu());
    assert_eq!(c.thresholds(), &r.table);
    let last = c.evidence().last().unwrap();
    assert_eq!(last, "kept the row it started from: the check said so");
}
