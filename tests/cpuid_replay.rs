//! CPU detection replayed from CPUID register dumps of real machines (tests/data/cpuid), so
//! the features read and the strategy the card picks are checked for CPUs we do not have; plus
//! a cross-check of live detection against the kernel's view in /proc/cpuinfo.

use std::collections::HashMap;

use memcpy_jit::{CpuFeatures, Plan, Strategy, Vendor};

fn dump(name: &str) -> String {
    let path = format!("{}/tests/data/cpuid/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Parses `leaf subleaf eax ebx ecx edx` lines (hex, `#` comments) into a CPUID reader that
/// answers zeros for anything not recorded, as a CPU does above its maximum leaf.
fn features_from_dump(text: &str) -> CpuFeatures {
    let mut regs: HashMap<(u32, u32), [u32; 4]> = HashMap::new();
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let v: Vec<u32> = line
            .split_whitespace()
            .map(|h| u32::from_str_radix(h.trim_start_matches("0x"), 16).expect(line))
            .collect();
        assert_eq!(v.len(), 6, "malformed dump line: {line}");
        regs.insert((v[0], v[1]), [v[2], v[3], v[4], v[5]]);
    }
    CpuFeatures::from_cpuid(move |leaf, sub| regs.get(&(leaf, sub)).copied().unwrap_or([0; 4]))
}

fn replay(name: &str) -> CpuFeatures {
    features_from_dump(&dump(name))
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
    // The KVM guest CI runs on: the hypervisor reports model 0xA7 but passes ERMS and FSRM.
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
    for e in CPUS {
        let f = replay(e.file);
        let ctx = format!("{}: {f:?}", e.file);
        assert_eq!(f.vendor(), e.vendor, "{ctx}");
        assert!(f.model_name().contains(e.name_has), "{ctx}");
        assert_eq!((f.family(), f.model()), e.family_model, "{ctx}");
        assert_eq!((f.erms(), f.fsrm()), (e.erms, e.fsrm), "{ctx}");
        assert_eq!((f.avx2(), f.avx512f()), (e.avx2, e.avx512f), "{ctx}");
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
    let patched: String = dump("cascade_lake_sp")
        .lines()
        .map(|l| match l.strip_prefix("0x00000007 0x00 ") {
            Some(regs) => {
                let mut v: Vec<String> = regs.split_whitespace().map(String::from).collect();
                let edx = u32::from_str_radix(v[3].trim_start_matches("0x"), 16).unwrap();
                v[3] = format!("{:#010x}", edx | (1 << 4));
                format!("0x00000007 0x00 {}", v.join(" "))
            }
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    let f = features_from_dump(&patched);
    assert!(f.fsrm() && !base.fsrm());
    assert_eq!(f.with_fsrm(false), base);
    assert_eq!(Plan::for_features(&f).strategy(), Strategy::RepMovsb);
}

#[test]
fn a_cpu_without_leaf7_has_no_features() {
    // Max basic leaf 1: leaf 7 must not be read even if the reader would answer it.
    let f = CpuFeatures::from_cpuid(|leaf, _| match leaf {
        0 => [1, 0x756e_6547, 0x6c65_746e, 0x4965_6e69],
        7 => [0, u32::MAX, u32::MAX, u32::MAX],
        _ => [0; 4],
    });
    assert!(!f.erms() && !f.fsrm() && !f.avx2());
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
    assert_eq!(d.erms(), has("erms"), "{d:?}");
    assert_eq!(d.fsrm(), has("fsrm"), "{d:?}");
    assert_eq!(d.avx2(), has("avx2"), "{d:?}");
    assert_eq!(d.avx512f(), has("avx512f"), "{d:?}");
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
