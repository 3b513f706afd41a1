//! The Linux kernel's `memcpy_orig` (arch/x86/lib/memcpy_64.S), re-expressed with dynasm, and
//! the same body behind an ERMS gate.
//!
//! Arguments follow the System V ABI: RDI = dst, RSI = src, RDX = len; RAX returns dst. Scratch:
//! RCX, R8–R11 (all caller-saved). The blocks, in the order they are laid out:
//!
//! 1. entry: `len < 32` → tail code.
//! 2. gate (ERMS-gated only): `len >= threshold` → `REP MOVSB` arm.
//! 3. direction: `cmp sil, dil; jl backward`. A signed compare of the low address bytes: when
//!    the source's low byte is below the destination's, a forward copy would load from
//!    addresses that alias (modulo 4 KiB) stores just issued, and the CPU would stall on a
//!    false store-to-load dependence; the backward loop avoids that.
//! 4. forward loop: 32 bytes per iteration, four 8-byte loads then four 8-byte stores.
//! 5. backward loop: the same from the end.
//! 6. tails for the remaining 0–31 bytes, each with two possibly overlapping moves:
//!    16–31 as four qwords, 8–15 as two qwords, 4–7 as two dwords, 1–3 as bytes 0, 1 and n−1.
//! 7. the `REP MOVSB` arm (ERMS-gated only), reloading the count from RDX.

use dynasm::dynasm;

use super::{cmp_len, Asm};
use crate::plan::Gate;

pub(super) fn emit(ops: &mut Asm, gate: Option<Gate>) {
    // 1. Entry. Copies under 32 bytes go straight to the tails (before any gate).
    dynasm!(ops
        ; .arch x64
        ; mov rax, rdi
        ; cmp rdx, 0x20
        ; jb >tail
    );

    // 2. The ERMS gate: len >= threshold takes REP MOVSB.
    match gate {
        None => {}
        Some(Gate::Shift(k)) => {
            // A scratch copy of the length shifted right by k is non-zero iff len >= 2^k.
            dynasm!(ops
                ; .arch x64
                ; mov rcx, rdx
                ; shr rcx, k as i8
                ; jnz ->erms
            );
        }
        Some(Gate::Compare(t)) => {
            // `cmp` takes a sign-extended imm32; larger thresholds go through RCX.
            cmp_len(ops, t);
            dynasm!(ops ; .arch x64 ; jae ->erms);
        }
    }

    dynasm!(ops
        ; .arch x64
        // 3. Direction, against false memory dependences.
        ; cmp sil, dil
        ; jl >backward

        // 4. Forward: pre-subtract one block so the loop's borrow ends it.
        ; sub rdx, 0x20
        ; forward:
        ; sub rdx, 0x20
        ; mov r8, [rsi]
        ; mov r9, [rsi + 8]
        ; mov r10, [rsi + 16]
        ; mov r11, [rsi + 24]
        ; lea rsi, [rsi + 32]
        ; mov [rdi], r8
        ; mov [rdi + 8], r9
        ; mov [rdi + 16], r10
        ; mov [rdi + 24], r11
        ; lea rdi, [rdi + 32]
        ; jae <forward
        // RDX is now in -32..-1; adding 32 in 32 bits leaves 0..31, zero-extended.
        ; add edx, 0x20
        ; jmp >tail

        // 5. Backward: point past the end and copy 32-byte blocks downwards.
        ; backward:
        ; add rsi, rdx
        ; add rdi, rdx
        ; sub rdx, 0x20
        ; .align 16
        ; backward_loop:
        ; sub rdx, 0x20
        ; mov r8, [rsi - 8]
        ; mov r9, [rsi - 16]
        ; mov r10, [rsi - 24]
        ; mov r11, [rsi - 32]
        ; lea rsi, [rsi - 32]
        ; mov [rdi - 8], r8
        ; mov [rdi - 16], r9
        ; mov [rdi - 24], r10
        ; mov [rdi - 32], r11
        ; lea rdi, [rdi - 32]
        ; jae <backward_loop
        // 0..31 bytes remain at the head: step the pointers back to it.
        ; add edx, 0x20
        ; sub rsi, rdx
        ; sub rdi, rdx

        // 6. Tails, 0..31 bytes in RDX.
        ; tail:
        ; cmp edx, 16
        ; jb >less_16
        // 16..31: two 16-byte halves that overlap when len < 32.
        ; mov r8, [rsi]
        ; mov r9, [rsi + 8]
        ; mov r10, [rsi + rdx - 16]
        ; mov r11, [rsi + rdx - 8]
        ; mov [rdi], r8
        ; mov [rdi + 8], r9
        ; mov [rdi + rdx - 16], r10
        ; mov [rdi + rdx - 8], r11
        ; ret
        ; .align 16
        ; less_16:
        ; cmp edx, 8
        ; jb >less_8
        // 8..15: first and last qword.
        ; mov r8, [rsi]
        ; mov r9, [rsi + rdx - 8]
        ; mov [rdi], r8
        ; mov [rdi + rdx - 8], r9
        ; ret
        ; .align 16
        ; less_8:
        ; cmp edx, 4
        ; jb >less_4
        // 4..7: first and last dword.
        ; mov ecx, [rsi]
        ; mov r8d, [rsi + rdx - 4]
        ; mov [rdi], ecx
        ; mov [rdi + rdx - 4], r8d
        ; ret
        ; .align 16
        ; less_4:
        // 0..3: RDX-1 borrows for 0 (done); is zero for 1; else bytes 0, 1 and n-1.
        ; sub edx, 1
        ; jb >end
        ; movzx ecx, BYTE [rsi]
        ; jz >store_1
        ; movzx r8, BYTE [rsi + 1]
        ; movzx r9, BYTE [rsi + rdx]
        ; mov [rdi + 1], r8b
        ; mov [rdi + rdx], r9b
        ; store_1:
        ; mov [rdi], cl
        ; end:
        ; ret
    );

    // 7. The REP MOVSB arm, reached only through the gate; RAX already holds dst.
    if gate.is_some() {
        dynasm!(ops
            ; .arch x64
            ; ->erms:
            ; mov rcx, rdx
            ; rep movsb
            ; ret
        );
    }
}
