//! The recorded CPUs (tests/data/cpuid): `leaf subleaf eax ebx ecx edx` dumps of real
//! machines replayed as their CPUID, so that what the crate reads and builds for CPUs we do
//! not have can be checked here.

use std::collections::HashMap;

use memcpy_jit::CpuFeatures;

/// Every recorded CPU, by file name (tests/data/cpuid/NAME.txt): the library's list.
pub fn recorded() -> Vec<&'static str> {
    memcpy_jit::harness::recorded::DUMPS
        .iter()
        .map(|(name, _)| *name)
        .collect()
}

/// The text of the dump `name`.
pub fn dump(name: &str) -> String {
    let path = format!("{}/tests/data/cpuid/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Parses `leaf subleaf eax ebx ecx edx` lines (hex, `#` comments) into a CPUID reader that
/// answers zeros for anything not recorded, as a CPU does above its maximum leaf; and the
/// optional `xcr0 <hex>` line (XGETBV with ECX = 0, recorded on the same machine).
pub fn parse_dump(text: &str) -> (impl Fn(u32, u32) -> [u32; 4] + Clone, Option<u64>) {
    let mut regs: HashMap<(u32, u32), [u32; 4]> = HashMap::new();
    let mut xcr0 = None;
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        if let Some(v) = line.strip_prefix("xcr0 ") {
            xcr0 = Some(u64::from_str_radix(v.trim().trim_start_matches("0x"), 16).expect(line));
            continue;
        }
        let v: Vec<u32> = line
            .split_whitespace()
            .map(|h| u32::from_str_radix(h.trim_start_matches("0x"), 16).expect(line))
            .collect();
        assert_eq!(v.len(), 6, "malformed dump line: {line}");
        regs.insert((v[0], v[1]), [v[2], v[3], v[4], v[5]]);
    }
    let read = move |leaf, sub| regs.get(&(leaf, sub)).copied().unwrap_or([0; 4]);
    (read, xcr0)
}

/// The dump's features, with its recorded XCR0 if it has one (else derived from leaf 0xD).
pub fn features_from_dump(text: &str) -> CpuFeatures {
    match parse_dump(text) {
        (read, Some(xcr0)) => CpuFeatures::from_cpuid_xcr0(read, xcr0),
        (read, None) => CpuFeatures::from_cpuid(read),
    }
}

/// The features of the recorded CPU `name`.
pub fn replay(name: &str) -> CpuFeatures {
    features_from_dump(&dump(name))
}
