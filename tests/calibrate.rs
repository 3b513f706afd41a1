//! Self-calibration: whatever the timing says, the result lies in the documented ranges, runs
//! on this CPU and copies correctly; a calibration saved as a profile loads back identically,
//! is reused without measuring, and is refused (with the reason) when malformed or from
//! another CPU.
//! No assertion here depends on how fast anything ran.

mod common;

use common::{each_cpu, this_cpu, Buffers, Cpu};
use memcpy_jit::env::{Overrides, PROFILE_VAR};
use memcpy_jit::{Calibration, CpuFeatures, Memcpy, Policy, Strategy, Thresholds, VectorWidth};

/// [`Calibration::measure`].
fn calibrate(f: &CpuFeatures, budget: std::time::Duration) -> Calibration {
    Calibration::measure(f, budget)
}

/// The values `calibrate` may choose, per the module documentation; `table` is the fallback.
fn assert_documented(c: &Calibration, host: &CpuFeatures) {
    let t = c.thresholds();
    let table = c.table();
    t.validate().unwrap();
    assert!(t.runs_on(host), "{t:?}");
    assert!(
        t.width == table.width || [VectorWidth::Avx2, VectorWidth::Avx512].contains(&t.width),
        "{t:?}"
    );
    let sizes = [4096usize, 16384, 65536, 262_144, 1 << 20];
    assert!(
        t.rep_movsb_from == table.rep_movsb_from
            || t.rep_movsb_from.is_none()
            || t.rep_movsb_from
                .is_some_and(|n| sizes.contains(&n) || n == t.large_from()),
        "{t:?}"
    );
    for band in [t.avoid_dst_above_src, t.avoid_src_above_dst] {
        assert!(
            [0, 63].contains(&band)
                || band == table.avoid_dst_above_src
                || band == table.avoid_src_above_dst
        );
    }
    // Not searched at start-up: always the table's.
    assert_eq!(t.non_temporal_from, table.non_temporal_from);
    assert_eq!(t.rep_movsb_coaligned_from, table.rep_movsb_coaligned_from);
    assert_eq!(t.avoid_src_above_dst, table.avoid_src_above_dst);
    assert!(
        [0, 16, 32, 64, table.masked_max].contains(&t.masked_max),
        "{t:?}"
    );
    if t.width != VectorWidth::Avx512 {
        assert_eq!(t.masked_max, 0, "{t:?}");
    }
    // The knobs of the reduced search, by name.
    for e in c.fell_back() {
        assert!(
            [
                "width",
                "masked_max",
                "rep_movsb_from",
                "avoid_dst_above_src"
            ]
            .contains(e),
            "{e}"
        );
    }
    assert!(!c.evidence().is_empty());
}

fn check_copies(m: &Memcpy, label: &str) {
    let mut buf = Buffers::new(70_000, 64);
    for len in (0..600).chain([4095, 4096, 16_384, 65_536, 69_999]) {
        for (s, d) in [(0, 0), (1, 3), (63, 1)] {
            buf.check(m, len, s, d, label);
        }
    }
    buf.assert_untouched(label);
}

#[test]
fn calibrated_is_in_range_and_correct() {
    // this CPU only: calibrated() measures code built for this CPU
    let host = this_cpu().features;
    for _ in 0..3 {
        let m = Memcpy::calibrated();
        if m.strategy() == Strategy::Fallback {
            eprintln!("skipped: no executable memory here ({:?})", m.notes());
            return;
        }
        assert_eq!(m.strategy(), Strategy::Vector);
        let c = m.calibration().expect("calibrated() keeps its calibration");
        assert!(!c.is_from_file());
        assert_documented(c, &host);
        assert_eq!(m.plan().thresholds(), Some(c.thresholds()));
        assert!(
            m.notes().iter().any(|n| n.starts_with("calibrated in")),
            "{:?}",
            m.notes()
        );
        check_copies(&m, "calibrated");
    }
}

#[test]
fn a_zero_budget_keeps_the_table() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        a_zero_budget_keeps_the_table_on(&cpu);
    }
}

fn a_zero_budget_keeps_the_table_on(cpu: &Cpu) {
    let features = cpu.features;
    let c = calibrate(&features, std::time::Duration::ZERO);
    assert_documented(&c, &features);
    // Every decision that would have been measured fell back, and says so.
    if features.has_erms() {
        assert!(
            c.fell_back().contains(&"rep_movsb_from"),
            "{:?}",
            c.fell_back()
        );
        assert_eq!(c.thresholds().rep_movsb_from, c.table().rep_movsb_from);
    }
    assert!(c.evidence().iter().any(|e| e.starts_with("table row")));
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("memcpy-jit-cal-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn save_then_load_round_trips_and_is_reused() {
    // this CPU only: measures with a budget, and calibrated_with() loads this CPU's profile
    let host = this_cpu().features;
    let c = calibrate(&host, Calibration::DEFAULT_BUDGET);
    let path = temp("roundtrip.txt");
    c.save(&path).unwrap();
    let back = Calibration::load(&path, &host).unwrap();
    assert!(back.is_from_file());
    assert_eq!(back.thresholds(), c.thresholds());

    // A process that names the file reuses it without measuring.
    let m = Memcpy::calibrated_with(Some(&path));
    if m.strategy() == Strategy::Vector {
        let used = m.calibration().unwrap();
        assert!(used.is_from_file(), "{:?}", m.notes());
        assert_eq!(used.thresholds(), c.thresholds());
        assert!(
            m.notes().iter().any(|n| n.contains("loaded from")),
            "{:?}",
            m.notes()
        );
    }

    // A missing file: measure, then save there.
    let fresh = temp("fresh.txt");
    let _ = std::fs::remove_file(&fresh);
    let m = Memcpy::calibrated_with(Some(&fresh));
    if m.strategy() == Strategy::Vector {
        assert!(!m.calibration().unwrap().is_from_file());
        assert!(
            m.notes().iter().any(|n| n.contains("saved to")),
            "{:?}",
            m.notes()
        );
        assert!(Calibration::load(&fresh, &host).is_ok());
    }
}

#[test]
fn bad_files_are_refused_with_the_reason() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        bad_files_are_refused_with_the_reason_on(&cpu);
    }
}

fn bad_files_are_refused_with_the_reason_on(cpu: &Cpu) {
    let features = cpu.features;
    let slug = cpu.name.replace(' ', "-");
    let good = temp(&format!("good-{slug}.txt"));
    calibrate(&features, std::time::Duration::ZERO)
        .save(&good)
        .unwrap();
    let text = std::fs::read_to_string(&good).unwrap();
    let cases: Vec<(String, &str)> = vec![
        (text.replace("width=", "width=avx9000\n#"), "unknown width"),
        (
            text.replace("rep_movsb_from=", "rep_movsb_from=lots\n#"),
            "rep_movsb_from: not a whole number, or none",
        ),
        (
            text.replace("avoid_dst_above_src=", "avoid_dst_above_src=-1\n#"),
            "avoid_dst_above_src: not a whole number",
        ),
        (
            text.replace("avoid_src_above_dst=", "avoid_src_above_dst=99999\n#"),
            "out of range",
        ),
        (
            text.replace("\nend\n", "\ncolour=blue\nend\n"),
            "unknown key",
        ),
        (
            text.replace("\nend\n", "\njust words\nend\n"),
            "expected key=value",
        ),
        (
            text.replace("cpu=", "cpu=Some Other CPU\n#"),
            "made for another CPU",
        ),
        (
            text.lines()
                .filter(|l| !l.starts_with("cpu="))
                .map(|l| format!("{l}\n"))
                .collect::<String>(),
            "no cpu=",
        ),
    ];
    for (i, (body, needle)) in cases.iter().enumerate() {
        let p = temp(&format!("bad{i}-{slug}.txt"));
        std::fs::write(&p, body).unwrap();
        let e = Calibration::load(&p, &features)
            .expect_err(needle)
            .to_string();
        assert!(e.contains(needle), "case {i}: {e}");
        // tuned() with that file: not used, measured instead, the reason noted (this CPU's
        // tuned() only: its notes are of a build for this CPU).
        if !cpu.is_host {
            continue;
        }
        let file = p.to_str().unwrap().to_string();
        let env = Overrides::from_env_with(false, |v| (v == PROFILE_VAR).then(|| file.clone()));
        let m = Memcpy::builder()
            .policy(Policy::Fastest)
            .overrides(&env)
            .build()
            .unwrap();
        if m.strategy() == Strategy::Vector {
            assert!(
                m.notes()
                    .iter()
                    .any(|n| n.starts_with("profile not used") && n.contains(needle)),
                "{:?}",
                m.notes()
            );
        }
    }
    let missing = Calibration::load(&temp("does-not-exist.txt"), &features)
        .unwrap_err()
        .to_string();
    assert!(missing.contains("does-not-exist.txt"), "{missing}");
}

#[test]
fn a_width_the_cpu_lacks_is_refused() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        a_width_the_cpu_lacks_is_refused_on(&cpu);
    }
}

fn a_width_the_cpu_lacks_is_refused_on(cpu: &Cpu) {
    // A file claiming avx512 for a CPU without it (pretended features) must not load.
    let no_avx = cpu.features.with_avx512f(false).with_avx512vl(false);
    let p = temp(&format!("avx512-{}.txt", cpu.name.replace(' ', "-")));
    let c = calibrate(&cpu.features, std::time::Duration::ZERO);
    c.save(&p).unwrap();
    let text = std::fs::read_to_string(&p).unwrap();
    std::fs::write(
        &p,
        text.replace(&format!("width={}", c.thresholds().width), "width=avx512"),
    )
    .unwrap();
    let e = Calibration::load(&p, &no_avx).unwrap_err().to_string();
    assert!(e.contains("avx512") || e.contains("masked_max"), "{e}");
    let _ = Thresholds::for_cpu(&no_avx);
}

/// `Builder::calibrate` measures for the strategy the builder plans as it stands: under the
/// card's policy (no vector strategy) it measures, reads and writes nothing, and says so; with
/// a forced vector strategy it calibrates and builds with what it measured.
#[test]
fn builder_calibrate_tunes_the_vector_strategy_only() {
    let p = temp("builder-kernel.txt");
    let _ = std::fs::remove_file(&p);
    let m = Memcpy::builder()
        .policy(Policy::Kernel)
        .calibrate(Some(&p))
        .build()
        .unwrap();
    assert_ne!(m.strategy(), Strategy::Vector);
    assert!(m.calibration().is_none() && !p.exists(), "{:?}", m.notes());
    assert_eq!(
        m.notes(),
        [format!(
            "calibration skipped: it tunes the vector strategy only, and the strategy is {}",
            m.strategy()
        )]
    );
    let m = Memcpy::builder()
        .strategy(Strategy::Vector)
        .calibrate(None)
        .build()
        .unwrap();
    let c = m.calibration().expect("no calibration kept");
    assert_eq!(m.plan().thresholds(), Some(c.thresholds()));
    assert!(
        m.notes()[0].starts_with("calibrated in "),
        "{:?}",
        m.notes()
    );
    check_copies(&m, "builder-calibrated");
}
