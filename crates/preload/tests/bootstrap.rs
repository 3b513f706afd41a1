//! The bootstrap copy never calls back: its machine code, read from the built shared object
//! and decoded with iced-x86, contains no call, no jump out of itself and no system call, only
//! the two `REP MOVSB` copies (forward, and backward between `std` and `cld`).
//!
//! A compiler is free to turn any Rust byte loop into a call to `memcpy`, which in this library
//! is the exported `memcpy` itself; the bootstrap serves calls before anything else can, so it
//! must provably not do that.

mod common;

use common::listing;
use iced_x86::{Decoder, DecoderOptions, FlowControl, Instruction, Mnemonic};
use object::{Object, ObjectSection, ObjectSymbol};

/// The machine code of the exported function `name` and its address.
fn function(image: &object::File<'_>, name: &str) -> (u64, Vec<u8>) {
    let sym = image
        .dynamic_symbols()
        .find(|s| s.name() == Ok(name))
        .unwrap_or_else(|| panic!("{name} is not exported"));
    assert!(sym.size() > 0, "{name} has no size in the symbol table");
    let section = image
        .sections()
        .find(|s| s.address() <= sym.address() && sym.address() < s.address() + s.size())
        .expect("the section holding the function");
    let data = section.data().expect("section bytes");
    let start = (sym.address() - section.address()) as usize;
    (
        sym.address(),
        data[start..start + sym.size() as usize].to_vec(),
    )
}

/// The problems with `bytes` (at `ip`) as a self-contained copy, if any.
fn problems(ip: u64, bytes: &[u8]) -> (Vec<String>, Vec<Instruction>) {
    let end = ip + bytes.len() as u64;
    let code: Vec<Instruction> = Decoder::with_ip(64, bytes, ip, DecoderOptions::NONE)
        .into_iter()
        .collect();
    let mut bad = Vec::new();
    for i in &code {
        let at = format!("{:#x} {:?}", i.ip(), i.mnemonic());
        match i.flow_control() {
            FlowControl::Call | FlowControl::IndirectCall => bad.push(format!("{at}: a call")),
            FlowControl::IndirectBranch => bad.push(format!("{at}: an indirect jump")),
            FlowControl::UnconditionalBranch | FlowControl::ConditionalBranch => {
                let t = i.near_branch_target();
                if !(ip..end).contains(&t) {
                    bad.push(format!("{at}: jumps out, to {t:#x}"));
                }
            }
            FlowControl::Interrupt | FlowControl::Exception => {
                bad.push(format!("{at}: a trap or system call"))
            }
            _ if i.mnemonic() == Mnemonic::Syscall => bad.push(format!("{at}: a system call")),
            _ if i.is_invalid() => bad.push(format!("{at}: undecodable")),
            _ => {}
        }
    }
    (bad, code)
}

#[test]
fn the_bootstrap_copy_calls_nothing() {
    let so = common::preload_so();
    let bytes = std::fs::read(&so).expect("read the shared object");
    let image = object::File::parse(&*bytes).expect("parse the shared object");
    let (ip, code) = function(&image, "memcpy_jit_bootstrap_memmove");
    let (bad, insns) = problems(ip, &code);
    let text = listing(&insns);
    assert!(bad.is_empty(), "{}\n{text}", bad.join("\n"));
    let count = |m: Mnemonic| insns.iter().filter(|i| i.mnemonic() == m).count();
    let rep_movsb = insns
        .iter()
        .filter(|i| i.mnemonic() == Mnemonic::Movsb && i.has_rep_prefix())
        .count();
    assert_eq!(
        (rep_movsb, count(Mnemonic::Std), count(Mnemonic::Cld)),
        (2, 1, 1),
        "forward and backward REP MOVSB, DF set and cleared once:\n{text}"
    );
    assert!(count(Mnemonic::Ret) >= 1, "returns:\n{text}");
}

/// The checker itself finds a call (so that the test above can fail): the exported `memcpy`
/// calls its slow path.
#[test]
fn the_checker_finds_calls() {
    let so = common::preload_so();
    let bytes = std::fs::read(&so).expect("read the shared object");
    let image = object::File::parse(&*bytes).expect("parse the shared object");
    let (ip, code) = function(&image, "memcpy");
    let (bad, insns) = problems(ip, &code);
    assert!(
        !bad.is_empty(),
        "memcpy calls or jumps out:\n{}",
        listing(&insns)
    );
}
