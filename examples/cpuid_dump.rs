//! Prints this machine's CPUID as a dump the tests replay (`tests/data/cpuid/NAME.txt`):
//! `leaf subleaf eax ebx ecx edx` in hex, every non-zero (leaf, subleaf) the crate or a
//! reader of the dump may want, and the `xcr0` line (`XGETBV` with ECX = 0) that says which
//! register state the OS enabled.
//!
//! ```text
//! cargo run --example cpuid_dump > tests/data/cpuid/NAME.txt
//! ```
//!
//! Then add a first `#` line saying what the machine is and when it was read, and list the
//! dump in `src/harness/recorded.rs` (`every_dump_is_listed` fails until it is).

use std::arch::x86_64::{__cpuid_count, CpuidResult};

fn cpuid(leaf: u32, sub: u32) -> CpuidResult {
    // SAFETY: CPUID exists on every x86-64 processor; it reads registers and has no other
    // effect.
    #[allow(unused_unsafe, reason = "safe in some Rust versions, unsafe in others")]
    unsafe {
        __cpuid_count(leaf, sub)
    }
}

/// The subleaves of `leaf` worth recording.
fn subleaves(leaf: u32) -> Vec<u32> {
    match leaf {
        // Caches and the extended topology: until a subleaf reads "no more".
        0x4 | 0x8000_001d => (0..16)
            .take_while(|&s| cpuid(leaf, s).eax & 0x1f != 0)
            .collect(),
        0xb | 0x1f => (0..8)
            .take_while(|&s| s == 0 || cpuid(leaf, s).ecx & 0xff00 != 0)
            .collect(),
        // Structured features: subleaf 0's EAX is the last subleaf.
        0x7 => (0..=cpuid(7, 0).eax.min(7)).collect(),
        // State components, resource monitoring and allocation, AMD's extended ones.
        0xd => (0..64).collect(),
        0xf | 0x10 | 0x8000_0020 | 0x8000_0026 => (0..8).collect(),
        _ => vec![0],
    }
}

fn main() {
    let name: String = (0x8000_0002..=0x8000_0004u32)
        .flat_map(|l| {
            let r = cpuid(l, 0);
            [r.eax, r.ebx, r.ecx, r.edx]
        })
        .flat_map(u32::to_le_bytes)
        .filter(|&b| b != 0)
        .map(char::from)
        .collect();
    let f1 = cpuid(1, 0).eax;
    let family = ((f1 >> 8) & 0xf)
        + if (f1 >> 8) & 0xf == 0xf {
            (f1 >> 20) & 0xff
        } else {
            0
        };
    let model = ((f1 >> 4) & 0xf) | (((f1 >> 16) & 0xf) << 4);
    println!(
        "# {} (family {family:#x} model {model:#x} stepping {}); source: `cargo run --example cpuid_dump` on it",
        name.trim(),
        f1 & 0xf
    );
    println!("# leaf subleaf eax ebx ecx edx (hex)");
    // OSXSAVE (CPUID.1:ECX bit 27): XGETBV is usable and says what the OS enabled.
    if cpuid(1, 0).ecx & (1 << 27) != 0 {
        let (lo, hi): (u32, u32);
        // SAFETY: OSXSAVE is set, so XGETBV with ECX = 0 (XCR0) is a valid instruction; it
        // reads a register and writes only EAX and EDX.
        unsafe {
            std::arch::asm!("xgetbv", in("ecx") 0u32, out("eax") lo, out("edx") hi,
                options(nomem, nostack, preserves_flags));
        }
        println!("xcr0 {:#018x}", u64::from(hi) << 32 | u64::from(lo));
    }
    for base in [0u32, 0x8000_0000] {
        let max = cpuid(base, 0).eax;
        for leaf in base..=max.min(base + 0x40) {
            for sub in subleaves(leaf) {
                let r = cpuid(leaf, sub);
                if leaf != base && [r.eax, r.ebx, r.ecx, r.edx] == [0; 4] {
                    continue;
                }
                println!(
                    "{leaf:#010x} {sub:#04x} {:#010x} {:#010x} {:#010x} {:#010x}",
                    r.eax, r.ebx, r.ecx, r.edx
                );
            }
        }
    }
}
