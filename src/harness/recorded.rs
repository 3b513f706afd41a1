//! The recorded CPUs (`tests/data/cpuid`): CPUID dumps of real machines, replayed as their
//! features, so that what the crate plans, emits and places for a CPU we do not have is
//! checked on any host.
//!
//! Tests read the host through [`each_cpu`], never through `CpuFeatures::host()` alone: it
//! lists every recorded CPU and then this one, so a check that holds here but not on a CPU
//! CI may get one day fails here first. Code a test *runs* must run on this CPU
//! ([`Cpu::runs`]); planning, emitting and placing work for every CPU. A test that must run
//! code built for this very CPU (`Memcpy::tuned()`, `Calibration::measure`, a profile named
//! for this CPU, a child process that detects it) takes [`this_cpu`], with a
//! `// this CPU only: <reason>` comment on the line of the call or the line above it;
//! `tests/host_reads.rs` fails on a test that reads the host any other way.
//!
//! A dump is `leaf subleaf eax ebx ecx edx` in hex, one line per (leaf, subleaf), `#`
//! comments, and an optional `xcr0 <hex>` line (`XGETBV` with ECX = 0 on the same machine).
//! `cargo run --example cpuid_dump` writes one for the machine it runs on.

use std::collections::HashMap;

use crate::cpu::CpuFeatures;
use crate::plan::Plan;
use crate::thresholds::Thresholds;

/// Every recorded CPU: its name (the file `tests/data/cpuid/NAME.txt`) and its dump.
pub const DUMPS: [(&str, &str); 6] = [
    (
        "cascade_lake_sp",
        include_str!("../../tests/data/cpuid/cascade_lake_sp.txt"),
    ),
    (
        "epyc_no_erms",
        include_str!("../../tests/data/cpuid/epyc_no_erms.txt"),
    ),
    (
        "kvm_xeon_ci",
        include_str!("../../tests/data/cpuid/kvm_xeon_ci.txt"),
    ),
    (
        "sapphire_rapids",
        include_str!("../../tests/data/cpuid/sapphire_rapids.txt"),
    ),
    ("zen4", include_str!("../../tests/data/cpuid/zen4.txt")),
    ("zen5", include_str!("../../tests/data/cpuid/zen5.txt")),
];

/// A CPU a test plans for: a recorded one, or this one.
#[derive(Clone, Copy, Debug)]
pub struct Cpu {
    /// The dump's name, or `"this CPU"`.
    pub name: &'static str,
    /// Its features.
    pub features: CpuFeatures,
    /// Whether this is the CPU the test runs on.
    pub is_host: bool,
}

impl Cpu {
    /// Whether code of `plan` runs on this host (every strategy but a vector width or a
    /// masked window the host lacks): only such code may be built and called.
    pub fn runs(plan: &Plan) -> bool {
        plan.thresholds().is_none_or(Cpu::runs_thresholds)
    }

    /// Whether vector code with thresholds `t` runs on this host (its width, and its masked
    /// window if it has one): what a test that builds such code without a plan asks.
    pub fn runs_thresholds(t: &Thresholds) -> bool {
        t.runs_on(&CpuFeatures::host())
    }
}

/// Every recorded CPU, then this one: what a test that depends on the host iterates.
pub fn each_cpu() -> Vec<Cpu> {
    let mut cpus: Vec<Cpu> = DUMPS
        .iter()
        .map(|&(name, text)| Cpu {
            name,
            features: features_from_dump(text).unwrap_or_else(|e| panic!("{name}: {e}")),
            is_host: false,
        })
        .collect();
    cpus.push(this_cpu());
    cpus
}

/// This CPU alone, for a test that must run code built for this very CPU: `Memcpy::tuned()`,
/// `Calibration::measure`, a profile whose file name is this CPU's, a child process that
/// detects the CPU. Every call in a test says why, in a `// this CPU only: <reason>` comment
/// on its line or the line above (`tests/host_reads.rs` checks); what a test checks of
/// planning, emitting, placing, thresholds or profiles it checks for [`each_cpu`].
pub fn this_cpu() -> Cpu {
    Cpu {
        name: "this CPU",
        features: CpuFeatures::host(),
        is_host: true,
    }
}

/// The features of the recorded CPU `name`, if there is one.
pub fn recorded(name: &str) -> Option<CpuFeatures> {
    let (_, text) = DUMPS.iter().find(|(n, _)| *n == name)?;
    features_from_dump(text).ok()
}

/// A CPUID reader over a dump's registers.
pub type Registers = HashMap<(u32, u32), [u32; 4]>;

/// Parses a dump: its registers, and its XCR0 if it records one. An error names the line.
pub fn parse_dump(text: &str) -> Result<(Registers, Option<u64>), String> {
    let hex32 = |h: &str| u32::from_str_radix(h.trim_start_matches("0x"), 16);
    let mut regs = Registers::new();
    let mut xcr0 = None;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || format!("line {}: not `leaf subleaf eax ebx ecx edx` in hex", i + 1);
        if let Some(v) = line.strip_prefix("xcr0 ") {
            let v = u64::from_str_radix(v.trim().trim_start_matches("0x"), 16);
            xcr0 = Some(v.map_err(|_| bad())?);
            continue;
        }
        let v = line
            .split_whitespace()
            .map(hex32)
            .collect::<Result<Vec<u32>, _>>()
            .map_err(|_| bad())?;
        let [leaf, sub, a, b, c, d] = v[..] else {
            return Err(bad());
        };
        regs.insert((leaf, sub), [a, b, c, d]);
    }
    Ok((regs, xcr0))
}

/// The dump's features, with its recorded XCR0 if it has one (else derived from leaf 0xD,
/// as [`CpuFeatures::from_cpuid`] says). Leaves the dump lacks read as zeros.
pub fn features_from_dump(text: &str) -> Result<CpuFeatures, String> {
    let (regs, xcr0) = parse_dump(text)?;
    let read = move |leaf, sub| regs.get(&(leaf, sub)).copied().unwrap_or([0; 4]);
    Ok(match xcr0 {
        Some(x) => CpuFeatures::from_cpuid_xcr0(read, x),
        None => CpuFeatures::from_cpuid(read),
    })
}
