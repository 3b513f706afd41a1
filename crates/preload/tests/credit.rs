//! The forwarding path counts its credit without a locked instruction: every call of a process
//! that has not built yet (every short process) takes it, and a locked add waits until the
//! stores of the copies before it have drained (4.4-5.0 ns a call on the Zen 5 guest of
//! docs/results/preload-2026-11-30, more than the C library's copy of a small size).
//!
//! Read from the built shared object: every instruction of its executable sections is decoded
//! (iced-x86), and those that address the credit counter (`route::CREDIT`, found by name in
//! the symbol table) are listed. The same scan must find the locked compare-and-swap on the
//! build's claim (`route::BUILDER`), so that it can find a locked access at all.

mod common;

use common::listing;
use iced_x86::{Decoder, DecoderOptions, Instruction};
use object::{Object, ObjectSection, ObjectSymbol, SectionFlags};

/// The address of the static whose mangled name contains `path` (`5route6CREDIT`).
fn static_address(image: &object::File<'_>, path: &str) -> u64 {
    let found: Vec<u64> = image
        .symbols()
        .filter(|s| s.name().is_ok_and(|n| n.contains(path)))
        .map(|s| s.address())
        .collect();
    assert_eq!(
        found.len(),
        1,
        "symbols containing {path} (the symbol table must be kept)"
    );
    found[0]
}

/// Every instruction of the executable sections that addresses `at` (RIP-relative).
fn accesses(image: &object::File<'_>, at: u64) -> Vec<Instruction> {
    let mut out = Vec::new();
    for section in image.sections() {
        let exec = match section.flags() {
            SectionFlags::Elf { sh_flags } => sh_flags & u64::from(object::elf::SHF_EXECINSTR) != 0,
            _ => false,
        };
        if !exec {
            continue;
        }
        let data = section.data().expect("section bytes");
        for i in Decoder::with_ip(64, data, section.address(), DecoderOptions::NONE) {
            if i.is_ip_rel_memory_operand() && i.ip_rel_memory_address() == at {
                out.push(i);
            }
        }
    }
    out
}

/// A locked read-modify-write: a `lock` prefix, or `xchg` with memory (locked implicitly).
fn locked(i: &Instruction) -> bool {
    i.has_lock_prefix() || (i.mnemonic() == iced_x86::Mnemonic::Xchg && i.op_count() == 2)
}

#[test]
fn the_credit_is_counted_without_a_locked_instruction() {
    let so = common::preload_so();
    let bytes = std::fs::read(&so).expect("read the shared object");
    let image = object::File::parse(&*bytes).expect("parse the shared object");

    let builder = accesses(&image, static_address(&image, "5route7BUILDER"));
    assert!(
        builder.iter().any(locked),
        "the scan finds no locked access to BUILDER (its compare-and-swap):\n{}",
        listing(&builder)
    );

    let credit = accesses(&image, static_address(&image, "5route6CREDIT"));
    assert!(
        !credit.is_empty(),
        "no instruction addresses CREDIT: the scan is broken"
    );
    let locked_credit: Vec<Instruction> = credit.iter().copied().filter(locked).collect();
    assert!(
        locked_credit.is_empty(),
        "locked instructions on the credit counter:\n{}\nevery access:\n{}",
        listing(&locked_credit),
        listing(&credit)
    );
}
