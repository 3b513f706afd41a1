//! CPU detection replayed from CPUID register dumps of real machines (tests/data/cpuid), so
//! the features read and the strategy the card picks are checked for CPUs we do not have; the
//! same dumps replayed with the register state an OS may leave off (XCR0, OSXSAVE), which must
//! take AVX/AVX-512 away from every plan; plus a cross-check of live detection against the
//! kernel's view in /proc/cpuinfo.

mod common;

use common::cpuid::{dump, features_from_dump, parse_dump, replay};
use memcpy_jit::{CpuFeatures, Memcpy, Plan, Policy, Strategy, Thresholds, VectorWidth, Vendor};

/// The dump's features as if the OS had set XCR0 to `xcr0`.
fn features_with_xcr0(text: &str, xcr0: u64) -> CpuFeatures {
    CpuFeatures::from_cpuid_xcr0(parse_dump(text).0, xcr0)
}

/// The dump with register `reg` (0 = EAX … 3 = EDX) of `leaf`, subleaf 0, replaced by
/// `f(old)`.
fn patch(text: &str, leaf: u32, reg: usize, f: impl Fn(u32) -> u32) -> String {
    let prefix = format!("{leaf:#010x} 0x00 ");
    let mut changed = false;
    let out: Vec<String> = text
        .lines()
        .map(|l| match l.strip_prefix(&prefix) {
            Some(regs) => {
                let mut v: Vec<String> = regs.split_whitespace().map(String::from).collect();
                let old = u32::from_str_radix(v[reg].trim_start_matches("0x"), 16).unwrap();
                changed |= f(old) != old;
                v[reg] = format!("{:#010x}", f(old));
                format!("{prefix}{}", v.join(" "))
            }
            None => l.to_string(),
        })
        .collect();
    assert!(
        changed,
        "leaf {leaf:#x} not found, or the patch changes nothing"
    );
    out.join("\n")
}

const KIB: u32 = 1024;

struct Expect {
    file: &'static str,
    vendor: Vendor,
    name_has: &'static str,
    family_model: (u32, u32),
    erms: bool,
    fsrm: bool,
    avx2: bool,
    avx512f: bool,
    caches: (Option<u32>, Option<u32>, Option<u32>),
    strategy: Strategy,
    threshold: Option<usize>,
}

const CPUS: &[Expect] = &[
    // ERMS without FSRM: the card's gated case. (No public Cooper Lake dump was found; this
    // Cascade Lake-SP has the same family/model 6/0x55 and the same ERMS=1, FSRM=0.)
    Expect {
        file: "cascade_lake_sp",
        vendor: Vendor::Intel,
        name_has: "Xeon(R) Platinum 8280",
        family_model: (6, 0x55),
        erms: true,
        fsrm: false,
        avx2: true,
        avx512f: true,
        caches: (Some(32 * KIB), Some(1024 * KIB), Some(39424 * KIB)),
        strategy: Strategy::ErmsGated,
        threshold: Some(2048),
    },
    Expect {
        file: "sapphire_rapids",
        vendor: Vendor::Intel,
        name_has: "w9-3475X",
        family_model: (6, 0x8F),
        erms: true,
        fsrm: true,
        avx2: true,
        avx512f: true,
        caches: (Some(48 * KIB), Some(2048 * KIB), Some(84480 * KIB)),
        strategy: Strategy::RepMovsb,
        threshold: None,
    },
    Expect {
        file: "zen4",
        vendor: Vendor::Amd,
        name_has: "Ryzen 7 7700X",
        family_model: (0x19, 0x61),
        erms: true,
        fsrm: true,
        avx2: true,
        avx512f: true,
        caches: (Some(32 * KIB), Some(1024 * KIB), Some(32768 * KIB)),
        strategy: Strategy::RepMovsb,
        threshold: None,
    },
    // First-generation EPYC: no ERMS bit, so the kernel's memcpy_orig. L3 is per core complex
    // as leaf 0x8000_001D reports it (8 MiB), not the package total.
    Expect {
        file: "epyc_no_erms",
        vendor: Vendor::Amd,
        name_has: "EPYC 7351",
        family_model: (0x17, 0x01),
        erms: false,
        fsrm: false,
        avx2: true,
        avx512f: false,
        caches: (Some(32 * KIB), Some(512 * KIB), Some(8192 * KIB)),
        strategy: Strategy::Scalar,
        threshold: None,
    },
    // Zen 5 (Turin): the family and model of the Zen 5 guest earlier sessions measured on.
    Expect {
        file: "zen5",
        vendor: Vendor::Amd,
        name_has: "EPYC 9655",
        family_model: (0x1A, 0x02),
        erms: true,
        fsrm: true,
        avx2: true,
        avx512f: true,
        caches: (Some(48 * KIB), Some(1024 * KIB), Some(32768 * KIB)),
        strategy: Strategy::RepMovsb,
        threshold: None,
    },
    // A KVM guest sessions ran on: the hypervisor reports model 0xA7 but passes ERMS and FSRM.
    Expect {
        file: "kvm_xeon_ci",
        vendor: Vendor::Intel,
        name_has: "Xeon(R) Processor",
        family_model: (6, 0xA7),
        erms: true,
        fsrm: true,
        avx2: true,
        avx512f: true,
        caches: (Some(48 * KIB), Some(2048 * KIB), Some(491520 * KIB)),
        strategy: Strategy::RepMovsb,
        threshold: None,
    },
];

#[test]
fn recorded_cpus() {
    let mut expected: Vec<&str> = CPUS.iter().map(|e| e.file).collect();
    let mut recorded = common::cpuid::recorded();
    expected.sort_unstable();
    recorded.sort_unstable();
    assert_eq!(
        expected, recorded,
        "every recorded CPU has its expectations here"
    );
    for e in CPUS {
        let f = replay(e.file);
        let ctx = format!("{}: {f:?}", e.file);
        assert_eq!(f.vendor(), e.vendor, "{ctx}");
        assert!(f.model_name().contains(e.name_has), "{ctx}");
        assert_eq!((f.family(), f.model()), e.family_model, "{ctx}");
        assert_eq!((f.has_erms(), f.has_fsrm()), (e.erms, e.fsrm), "{ctx}");
        assert_eq!(
            (f.has_avx2(), f.has_avx512f()),
            (e.avx2, e.avx512f),
            "{ctx}"
        );
        assert_eq!(
            (f.l1d_bytes(), f.l2_bytes(), f.l3_bytes()),
            e.caches,
            "{ctx}"
        );
        let plan = Plan::for_features(&f);
        assert_eq!(plan.strategy(), e.strategy, "{ctx}");
        assert_eq!(plan.threshold(), e.threshold, "{ctx}");
    }
}

#[test]
fn fsrm_is_leaf7_edx_bit4_only() {
    // Flip only EDX bit 4 of leaf 7 in an otherwise-recorded CPU: FSRM follows it, and
    // nothing else changes.
    let base = replay("cascade_lake_sp");
    let patched = patch(&dump("cascade_lake_sp"), 7, 3, |edx| edx | (1 << 4));
    let f = features_from_dump(&patched);
    assert!(f.has_fsrm() && !base.has_fsrm());
    assert_eq!(f.with_fsrm(false), base);
    assert_eq!(Plan::for_features(&f).strategy(), Strategy::RepMovsb);
}

/// The vector plan the fastest policy makes for `f`: its width, and whether it uses the
/// AVX-512 masked path.
fn fastest_plan(f: &CpuFeatures) -> (VectorWidth, usize) {
    let plan = Memcpy::builder()
        .features(*f)
        .policy(Policy::Fastest)
        .plan()
        .unwrap();
    let t = plan
        .thresholds()
        .expect("the fastest policy plans vector code");
    assert!(t.runs_on(f), "{f:?}: {t:?}");
    (t.width, t.masked_max)
}

/// CPUID.1:ECX bit 27: the OS has enabled XSAVE/XGETBV (cleared under Linux `noxsave`).
const OSXSAVE: u32 = 1 << 27;

/// (dump, width and masked_max the fastest policy gives it with all state on)
const AVX512_DUMPS: &[(&str, VectorWidth, usize)] = &[
    // The generic row caps the width at AVX2 (not measured with AVX-512).
    ("cascade_lake_sp", VectorWidth::Avx2, 0),
    // The intel-fsrm and amd-zen3-zen4 rows: AVX-512 with the masked small-copy path.
    ("zen4", VectorWidth::Avx512, 32),
    ("sapphire_rapids", VectorWidth::Avx512, 32),
    ("kvm_xeon_ci", VectorWidth::Avx512, 32),
];

#[test]
fn avx512_dumps_with_all_state_enabled_keep_avx512() {
    for &(file, width, masked) in AVX512_DUMPS {
        let text = dump(file);
        // Derived from leaf 0xD (or the recorded XCR0) and given explicitly: the same.
        for f in [features_from_dump(&text), features_with_xcr0(&text, 0xe7)] {
            let ctx = format!("{file}: {f:?}");
            assert!(f.has_avx() && f.has_avx2(), "{ctx}");
            assert!(
                f.has_avx512f() && f.has_avx512bw() && f.has_avx512vl(),
                "{ctx}"
            );
            assert_eq!(f.disabled_by_os().count(), 0, "{ctx}");
            assert_eq!(VectorWidth::widest(&f), VectorWidth::Avx512, "{ctx}");
            assert_eq!(fastest_plan(&f), (width, masked), "{ctx}");
        }
    }
}

#[test]
fn avx512_dumps_with_only_avx_state_lose_avx512() {
    // XCR0 = 0x7 (x87, SSE, AVX): what `clearcpuid=avx512f` or a hypervisor hiding the ZMM
    // state leaves. AVX-512 would SIGILL; AVX2 still runs.
    for &(file, full_width, _) in AVX512_DUMPS {
        let text = dump(file);
        let f = features_with_xcr0(&text, 0x7);
        let ctx = format!("{file}: {f:?}");
        assert!(f.has_avx() && f.has_avx2(), "{ctx}");
        assert!(
            !f.has_avx512f() && !f.has_avx512bw() && !f.has_avx512vl(),
            "{ctx}"
        );
        assert_eq!(
            f.disabled_by_os().collect::<Vec<_>>(),
            ["avx512f", "avx512bw", "avx512vl"],
            "{ctx}"
        );
        assert_eq!(VectorWidth::widest(&f), VectorWidth::Avx2, "{ctx}");
        let (t, _) = Thresholds::for_cpu(&f);
        assert_eq!((t.width, t.masked_max), (VectorWidth::Avx2, 0), "{ctx}");
        assert_eq!(fastest_plan(&f), (VectorWidth::Avx2, 0), "{ctx}");
        // AVX-512 thresholds (as a calibration file or a caller might give) do not run here.
        let (avx512, _) = Thresholds::for_cpu(&features_with_xcr0(&text, 0xe7));
        assert_eq!(avx512.runs_on(&f), full_width == VectorWidth::Avx2, "{ctx}");
        assert!(!VectorWidth::Avx512.runs_on(&f), "{ctx}");
        // Everything else is as recorded.
        assert_eq!(
            f.with_avx512f(true)
                .with_avx512bw(true)
                .with_avx512vl(true)
                .disabled_by_os()
                .count(),
            0
        );
        let full = features_with_xcr0(&text, 0xe7);
        assert_eq!(
            (f.has_erms(), f.has_fsrm(), f.l3_bytes()),
            (full.has_erms(), full.has_fsrm(), full.l3_bytes())
        );
    }
}

#[test]
fn dumps_without_osxsave_lose_all_avx() {
    // OSXSAVE clear (Linux `noxsave`): XGETBV would fault, no YMM/ZMM state: SSE2 only, even
    // with an XCR0 value that would enable everything.
    for file in [
        "cascade_lake_sp",
        "sapphire_rapids",
        "zen4",
        "kvm_xeon_ci",
        "epyc_no_erms",
    ] {
        let text = patch(&dump(file), 1, 2, |ecx| ecx & !OSXSAVE);
        for f in [features_from_dump(&text), features_with_xcr0(&text, 0xe7)] {
            let ctx = format!("{file}: {f:?}");
            assert!(!f.has_avx() && !f.has_avx2() && !f.has_avx512f(), "{ctx}");
            assert!(!f.has_avx512bw() && !f.has_avx512vl(), "{ctx}");
            assert_eq!(f.xcr0(), None, "{ctx}");
            let gone: Vec<_> = f.disabled_by_os().collect();
            assert!(gone.starts_with(&["avx", "avx2"]), "{ctx}");
            assert_eq!(gone.contains(&"avx512f"), file != "epyc_no_erms", "{ctx}");
            assert_eq!(VectorWidth::widest(&f), VectorWidth::Sse2, "{ctx}");
            assert_eq!(fastest_plan(&f), (VectorWidth::Sse2, 0), "{ctx}");
            assert!(!VectorWidth::Avx2.runs_on(&f), "{ctx}");
        }
    }
}

#[test]
fn recorded_xcr0_and_leaf_d_mask() {
    // The CI guest: leaf 0xD advertises AMX tile state too (0x600e7), the kernel enabled
    // 0xe7; the dump records both, and the recorded value is the one used.
    let text = dump("kvm_xeon_ci");
    assert_eq!(replay("kvm_xeon_ci").xcr0(), Some(0xe7));
    let (read, _) = parse_dump(&text);
    assert_eq!(CpuFeatures::from_cpuid(read).xcr0(), Some(0x600e7));
    // A leaf 0xD that supports only the AVX state (as a VM that hides AVX-512 reports it)
    // takes AVX-512 away from a replay without a recorded XCR0.
    let f = features_from_dump(&patch(&dump("sapphire_rapids"), 0xD, 0, |_| 0x7));
    assert!(f.has_avx2() && !f.has_avx512f(), "{f:?}");
    // Zen 1 supports no AVX-512 state: its AVX2 survives its real mask.
    let f = replay("epyc_no_erms");
    assert_eq!(f.xcr0(), Some(0x7));
    assert!(f.has_avx2() && f.disabled_by_os().count() == 0, "{f:?}");
}

#[test]
fn a_cpu_without_leaf7_has_no_features() {
    // Max basic leaf 1: leaf 7 must not be read even if the reader would answer it.
    let f = CpuFeatures::from_cpuid(|leaf, _| match leaf {
        0 => [1, 0x756e_6547, 0x6c65_746e, 0x4965_6e69],
        7 => [0, u32::MAX, u32::MAX, u32::MAX],
        _ => [0; 4],
    });
    assert!(!f.has_erms() && !f.has_fsrm() && !f.has_avx2());
    assert_eq!(f.vendor(), Vendor::Intel);
    assert_eq!(Plan::for_features(&f).strategy(), Strategy::Scalar);
    assert_eq!(
        CpuFeatures::from_cpuid(|_, _| [0; 4]),
        CpuFeatures::default()
    );
}

#[test]
fn detect_agrees_with_proc_cpuinfo() {
    let Ok(info) = std::fs::read_to_string("/proc/cpuinfo") else {
        eprintln!("skipped: no /proc/cpuinfo on this system");
        return;
    };
    let Some(flags) = info.lines().find(|l| l.starts_with("flags")) else {
        eprintln!("skipped: /proc/cpuinfo has no flags line");
        return;
    };
    let has = |f: &str| flags.split_whitespace().any(|w| w == f);
    let d = CpuFeatures::detect();
    assert_eq!(d.has_erms(), has("erms"), "{d:?}");
    assert_eq!(d.has_fsrm(), has("fsrm"), "{d:?}");
    // The kernel's flags already drop what it did not enable the state for (XCR0).
    assert_eq!(d.has_avx(), has("avx"), "{d:?}");
    assert_eq!(d.has_avx2(), has("avx2"), "{d:?}");
    assert_eq!(d.has_avx512f(), has("avx512f"), "{d:?}");
    assert_eq!(d.has_avx512bw(), has("avx512bw"), "{d:?}");
    assert_eq!(d.has_avx512vl(), has("avx512vl"), "{d:?}");
    let name = info
        .lines()
        .find(|l| l.starts_with("model name"))
        .unwrap_or("");
    assert!(
        name.contains(d.model_name()),
        "{name:?} vs {:?}",
        d.model_name()
    );
}

/// Every dump in tests/data/cpuid is in the library's list (`harness::recorded::DUMPS`), so the sweeps run the code
/// each recorded CPU gets (`common::recorded_instances`), and every listed dump exists.
#[test]
fn every_dump_is_listed() {
    let dir = format!("{}/tests/data/cpuid", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.expect("a directory entry").file_name())
        .filter_map(|n| n.to_str()?.strip_suffix(".txt").map(String::from))
        .collect();
    files.sort();
    let mut listed: Vec<&str> = common::cpuid::recorded();
    listed.sort_unstable();
    assert_eq!(
        files, listed,
        "tests/data/cpuid against harness::recorded::DUMPS"
    );
}
