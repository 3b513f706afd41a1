//! `REP MOVSB` alone: the Linux kernel's `memcpy` body when the CPU has FSRM.

use dynasm::dynasm;

use super::Asm;

/// `mov rax, rdi; mov rcx, rdx; rep movsb; ret` — return value first, then the count in RCX;
/// RDI/RSI already hold destination and source in the System V ABI, and DF is clear on entry.
pub(super) fn emit(ops: &mut Asm) {
    dynasm!(ops
        ; .arch x64
        ; mov rax, rdi
        ; mov rcx, rdx
        ; rep movsb
        ; ret
    );
}
