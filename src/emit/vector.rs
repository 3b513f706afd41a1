//! The vector strategy: overlapping head/tail moves by size class, a 4-vector loop with
//! aligned stores, and, for large copies, `REP MOVSB` or non-temporal stores where the
//! [`Thresholds`] say they win.
//!
//! Arguments follow the System V ABI: RDI = dst, RSI = src, RDX = len; RAX returns dst.
//! Scratch: RCX, R8, R9 and vector registers 0–8 (all caller-saved). With V the vector width
//! in bytes, the layout is:
//!
//! | length        | code                                                                |
//! |---------------|---------------------------------------------------------------------|
//! | 0–`masked_max`| (AVX-512, if enabled) one byte-masked load and store: no branch     |
//! | 0             | `ret`                                                               |
//! | 1             | one byte                                                            |
//! | 2–3           | first and last word (overlapping)                                   |
//! | 4–7, 8–15     | first and last dword / qword                                        |
//! | 16–31, 32–63  | first and last XMM (V ≥ 32), YMM (V = 64), no upper state dirtied   |
//! | V–2V          | first and last vector                                               |
//! | 2V+1–4V       | two head and two tail vectors                                       |
//! | 4V+1–8V       | four head and four tail vectors                                     |
//! | > 8V          | non-temporal loop, `REP MOVSB`, or the 4-vector loop (see below)    |
//!
//! Every size class loads all its vectors before storing any, and the head and tail windows
//! overlap for lengths that are not multiples of the window, so no size needs a byte loop.
//!
//! The 4-vector loop saves the first vector and the last four, aligns the destination to V,
//! copies 4V per iteration with aligned stores while more than 4V remain, then stores the
//! saved last four vectors and the first one. The non-temporal loop is the same with
//! streaming stores, a `prefetcht0` four iterations ahead, and an `sfence` before the final
//! (ordinary) stores. `REP MOVSB` is taken from `rep_movsb_coaligned_from` when source and
//! destination are co-aligned (`(dst - src) mod 64 = 0`), and from `rep_movsb_from` only
//! outside the short-distance bands, where it is known to be slow: the band check computes
//! `(dst - src) mod 4096` in three instructions.

use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi};

use super::{cmp_len, evex, Asm};
use crate::thresholds::{Thresholds, VectorWidth};

/// How a vector move is encoded.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Enc {
    /// Legacy SSE2 `movdqu`/`movdqa`/`movntdq` on XMM.
    Sse,
    /// VEX.128 `vmovdqu` on XMM (AVX code paths; does not dirty the upper YMM state).
    VexX,
    /// VEX.256 on YMM.
    VexY,
    /// EVEX on registers 16–31, with the vector length in bytes (16, 32 or 64).
    Evex(u8),
}

/// A base register of a memory operand.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Base {
    Rax,
    Rsi,
    Rdi,
    R9,
}

/// A memory operand `[base + rdx? + disp]` (RDX holds the length, for tail addresses).
#[derive(Clone, Copy)]
pub(super) struct At {
    pub(super) base: Base,
    pub(super) with_len: bool,
    pub(super) disp: i32,
}

const fn src(disp: i32) -> At {
    At {
        base: Base::Rsi,
        with_len: false,
        disp,
    }
}
const fn src_end(disp: i32) -> At {
    At {
        base: Base::Rsi,
        with_len: true,
        disp,
    }
}
const fn dst(disp: i32) -> At {
    At {
        base: Base::Rdi,
        with_len: false,
        disp,
    }
}
const fn dst_end(disp: i32) -> At {
    At {
        base: Base::Rdi,
        with_len: true,
        disp,
    }
}

/// The kind of store.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Store {
    Unaligned,
    Aligned,
    NonTemporal,
}

/// Emits `$pre [mem] $post` for the operand `$at`, with a static base register and the
/// shortest displacement: dynasm encodes a run-time displacement as 32 bits unless told
/// `BYTE`, and a register chosen at run time always costs a SIB byte. Spelling each case out
/// keeps the hot head/tail moves at 5–6 bytes instead of 10.
macro_rules! with_mem {
    ($ops:ident, $at:expr, [$($pre:tt)*], [$($post:tt)*]) => {{
        let at: At = $at;
        match at.base {
            Base::Rax => with_mem!(@base $ops, at, rax, [$($pre)*], [$($post)*]),
            Base::Rsi => with_mem!(@base $ops, at, rsi, [$($pre)*], [$($post)*]),
            Base::Rdi => with_mem!(@base $ops, at, rdi, [$($pre)*], [$($post)*]),
            Base::R9 => with_mem!(@base $ops, at, r9, [$($pre)*], [$($post)*]),
        }
    }};
    (@base $ops:ident, $at:ident, $b:tt, [$($pre:tt)*], [$($post:tt)*]) => {{
        let d = $at.disp;
        match ($at.with_len, i8::try_from(d)) {
            (false, Ok(0)) => dynasm!($ops ; .arch x64 ; $($pre)* [$b] $($post)*),
            (false, Ok(d8)) => dynasm!($ops ; .arch x64 ; $($pre)* [BYTE $b + d8] $($post)*),
            (false, Err(_)) => dynasm!($ops ; .arch x64 ; $($pre)* [$b + d] $($post)*),
            (true, Ok(d8)) => dynasm!($ops ; .arch x64 ; $($pre)* [BYTE $b + rdx + d8] $($post)*),
            (true, Err(_)) => dynasm!($ops ; .arch x64 ; $($pre)* [$b + rdx + d] $($post)*),
        }
    }};
}

#[allow(
    clippy::useless_conversion,
    reason = "dynasm expands a run-time register `Rx(r)` to `r.into()`"
)]
fn load(ops: &mut Asm, enc: Enc, r: u8, at: At) {
    match enc {
        Enc::Evex(bytes) => evex::mov(ops, evex::Op::LoadU, bytes, 16 + r, at),
        Enc::Sse => with_mem!(ops, at, [movdqu Rx(r),], []),
        Enc::VexX => with_mem!(ops, at, [vmovdqu Rx(r),], []),
        Enc::VexY => with_mem!(ops, at, [vmovdqu Ry(r),], []),
    }
}

#[allow(
    clippy::useless_conversion,
    reason = "dynasm expands a run-time register `Rx(r)` to `r.into()`"
)]
fn store(ops: &mut Asm, enc: Enc, kind: Store, r: u8, at: At) {
    match (kind, enc) {
        (Store::Unaligned, Enc::Evex(b)) => evex::mov(ops, evex::Op::StoreU, b, 16 + r, at),
        (Store::Aligned, Enc::Evex(b)) => evex::mov(ops, evex::Op::StoreA, b, 16 + r, at),
        (Store::NonTemporal, Enc::Evex(b)) => evex::mov(ops, evex::Op::StoreNt, b, 16 + r, at),
        (Store::Unaligned, Enc::Sse) => with_mem!(ops, at, [movdqu], [, Rx(r)]),
        (Store::Unaligned, Enc::VexX) => with_mem!(ops, at, [vmovdqu], [, Rx(r)]),
        (Store::Unaligned, Enc::VexY) => with_mem!(ops, at, [vmovdqu], [, Ry(r)]),
        (Store::Aligned, Enc::Sse) => with_mem!(ops, at, [movdqa], [, Rx(r)]),
        (Store::Aligned, Enc::VexY) => with_mem!(ops, at, [vmovdqa], [, Ry(r)]),
        (Store::NonTemporal, Enc::Sse) => with_mem!(ops, at, [movntdq], [, Rx(r)]),
        (Store::NonTemporal, Enc::VexY) => with_mem!(ops, at, [vmovntdq], [, Ry(r)]),
        (_, Enc::VexX) => unreachable!("aligned and non-temporal stores are full width"),
    }
}

/// Copies with `n` head vectors and `n` tail vectors: loads all `2n`, then stores all.
/// Correct for any length in `n*V ..= 2n*V` (the windows overlap in the middle).
/// With `first_loaded`, register 0 already holds the first vector (loaded at dispatch).
fn head_tail(ops: &mut Asm, enc: Enc, v: i32, n: u8, first_loaded: bool) {
    // Head vectors ascending, then tail vectors (nearest the end first), loads before
    // stores; stores leave in address order as far as the overlap allows.
    for i in u8::from(first_loaded)..n {
        load(ops, enc, i, src(i32::from(i) * v));
    }
    for i in 0..n {
        load(ops, enc, n + i, src_end(-(i32::from(i) + 1) * v));
    }
    for i in 0..n {
        store(ops, enc, Store::Unaligned, i, dst(i32::from(i) * v));
    }
    for i in 0..n {
        store(
            ops,
            enc,
            Store::Unaligned,
            n + i,
            dst_end(-(i32::from(i) + 1) * v),
        );
    }
}

fn ret(ops: &mut Asm, enc: Enc) {
    if enc == Enc::VexY {
        // Leave no dirty upper YMM state behind: SSE code in the caller would pay a
        // transition penalty (or a false dependence on Skylake and later) otherwise.
        dynasm!(ops ; .arch x64 ; vzeroupper);
    }
    dynasm!(ops ; .arch x64 ; ret);
}

/// The large-copy loop: first vector and last four saved in registers 4–8, destination
/// aligned to V, 4V per iteration while more than 4V remain, then the saved vectors stored.
/// Needs `len >= 8V` (so at least one iteration runs after aligning).
fn loop_4x(ops: &mut Asm, enc: Enc, v: i32, kind: Store) {
    // Registers 4..=8: first vector, then the last four.
    load(ops, enc, 4, src(0));
    for i in 0..4u8 {
        load(ops, enc, 5 + i, src_end(-(i32::from(i) + 1) * v));
    }
    let mask = v - 1;
    let block = 4 * v;
    dynasm!(ops
        ; .arch x64
        // R9 = where the last 4V start in dst: stored after the loop.
        ; lea r9, [rdi + rdx - block]
        // Skip to the next V-aligned destination (0..V-1 bytes; the first vector covers them).
        ; mov rcx, rdi
        ; neg rcx
        ; and ecx, mask
        ; add rsi, rcx
        ; add rdi, rcx
        ; sub rdx, rcx
        // RDX = bytes beyond the last-4V window still to copy by the loop.
        ; sub rdx, block
    );
    let top = ops.new_dynamic_label();
    dynasm!(ops ; .arch x64 ; .align 16 ; =>top);
    if kind == Store::NonTemporal {
        dynasm!(ops ; .arch x64 ; prefetcht0 [rsi + 4 * block]);
    }
    for i in 0..4u8 {
        load(ops, enc, i, src(i32::from(i) * v));
    }
    dynasm!(ops ; .arch x64 ; add rsi, block);
    for i in 0..4u8 {
        store(ops, enc, kind, i, dst(i32::from(i) * v));
    }
    dynasm!(ops
        ; .arch x64
        ; add rdi, block
        ; sub rdx, block
        ; ja =>top
    );
    if kind == Store::NonTemporal {
        // Order the streaming stores before the ordinary ones that follow and before return.
        dynasm!(ops ; .arch x64 ; sfence);
    }
    for i in 0..4u8 {
        let at = At {
            base: Base::R9,
            with_len: false,
            disp: (3 - i32::from(i)) * v,
        };
        store(ops, enc, Store::Unaligned, 5 + i, at);
    }
    // The first vector, at the original destination (still in RAX).
    store(
        ops,
        enc,
        Store::Unaligned,
        4,
        At {
            base: Base::Rax,
            with_len: false,
            disp: 0,
        },
    );
    ret(ops, enc);
}

/// Emits the vector memcpy for `t`.
pub(super) fn emit(ops: &mut Asm, t: &Thresholds) {
    // The full-width encoding, and the narrower moves for lengths below one vector.
    let (enc, subs): (Enc, &[(u8, Enc)]) = match t.width {
        VectorWidth::Sse2 => (Enc::Sse, &[]),
        VectorWidth::Avx2 => (Enc::VexY, &[(16, Enc::VexX)]),
        VectorWidth::Avx512 => (Enc::Evex(64), &[(32, Enc::Evex(32)), (16, Enc::Evex(16))]),
    };
    let v = t.width.bytes() as i32;
    let masked = t.masked_max;
    let labels: [DynamicLabel; 4] = std::array::from_fn(|_| ops.new_dynamic_label());
    let [less_vec, more_2x, more_4x, large] = labels;

    // Dispatch: the hottest class (V..2V) falls through. From one vector on, the first vector
    // is loaded before the next compare (as glibc does), so its load overlaps the dispatch;
    // every path from here on except the large loop reuses it from register 0.
    dynasm!(ops ; .arch x64 ; mov rax, rdi);
    if masked > 0 {
        // 0..=masked bytes with no branch on the length: mask = (1 << len) - 1 by `bzhi`,
        // then one zeroing masked load and one masked store. Masked-off bytes are neither
        // read nor written, and cannot fault.
        let beyond = ops.new_dynamic_label();
        cmp_len(ops, masked as u64);
        dynasm!(ops
            ; .arch x64
            ; ja =>beyond
            ; mov rcx, -1
            ; bzhi rcx, rcx, rdx
        );
        evex::kmovq_k1_rcx(ops);
        // The narrowest register that holds `masked` bytes: a masked access still spans its
        // whole register width, and one that crosses a cache line pays for the split even
        // where the mask is off. Above 32 bytes, two 32-byte moves (the mask's upper half
        // in k2) rather than one 64-byte move, for the same reason.
        let bytes = if masked <= 16 { 16 } else { 32 };
        if masked > 32 {
            evex::kshiftrq_k2_k1_32(ops);
            evex::mov(ops, evex::Op::LoadMasked(1), 32, 16, src(0));
            evex::mov(ops, evex::Op::LoadMasked(2), 32, 17, src(32));
            evex::mov(ops, evex::Op::StoreMasked(1), 32, 16, dst(0));
            evex::mov(ops, evex::Op::StoreMasked(2), 32, 17, dst(32));
        } else {
            evex::mov(ops, evex::Op::LoadMasked(1), bytes, 16, src(0));
            evex::mov(ops, evex::Op::StoreMasked(1), bytes, 16, dst(0));
        }
        dynasm!(ops ; .arch x64 ; ret ; .align 16 ; =>beyond);
    }
    if masked < v as usize - 1 {
        cmp_len(ops, v as u64);
        dynasm!(ops ; .arch x64 ; jb =>less_vec);
    }
    load(ops, enc, 0, src(0));
    cmp_len(ops, 2 * v as u64);
    dynasm!(ops ; .arch x64 ; ja =>more_2x);
    head_tail(ops, enc, v, 1, true);
    ret(ops, enc);

    if masked < v as usize - 1 {
        less_than_one_vector(ops, less_vec, subs);
    }

    // 2V+1 ..= 4V: two vectors from each end; 4V+1 ..= 8V: four.
    for (n, here, next) in [(2u8, more_2x, more_4x), (4, more_4x, large)] {
        dynasm!(ops ; .arch x64 ; .align 16 ; =>here);
        cmp_len(ops, 2 * u64::from(n) * v as u64);
        dynasm!(ops ; .arch x64 ; ja =>next);
        head_tail(ops, enc, v, n, true);
        ret(ops, enc);
    }

    // > 8V: pick the large-copy method.
    let nt = ops.new_dynamic_label();
    let rep = ops.new_dynamic_label();
    let rep_now = ops.new_dynamic_label();
    let vloop = ops.new_dynamic_label();
    dynasm!(ops ; .arch x64 ; .align 16 ; =>large);
    if let Some(n) = t.non_temporal_from {
        cmp_len(ops, n as u64);
        dynasm!(ops ; .arch x64 ; jae =>nt);
    }
    if let Some(n) = t.rep_movsb_coaligned_from {
        // Co-aligned (dst - src ≡ 0 mod 64): REP MOVSB from its own threshold. Such a
        // distance is never in a short-distance band, so no band check follows.
        let not = ops.new_dynamic_label();
        cmp_len(ops, n as u64);
        dynasm!(ops
            ; .arch x64
            ; jb =>not
            ; mov ecx, edi
            ; sub ecx, esi
            ; test ecx, 63
            ; jz =>rep_now
            ; =>not
        );
    }
    if let Some(r) = t.rep_movsb_from {
        cmp_len(ops, r as u64);
        dynasm!(ops ; .arch x64 ; jae =>rep);
    }
    dynasm!(ops ; .arch x64 ; =>vloop);
    loop_4x(ops, enc, v, Store::Aligned);

    if t.rep_movsb_from.is_some() || t.rep_movsb_coaligned_from.is_some() {
        dynasm!(ops ; .arch x64 ; .align 16 ; =>rep);
        let (above, below) = (t.avoid_dst_above_src as i32, t.avoid_src_above_dst as i32);
        if above > 0 || below > 0 {
            // d = (dst - src) mod 4096. Slow when d is in 1..=above (dst just above src) or
            // in 4096-below..=4095 (src just above dst); d = 0 is fine. Shifting by `below`
            // turns the two bands and 0 into one range 0..=below+above, minus d = 0.
            dynasm!(ops
                ; .arch x64
                ; mov ecx, edi
                ; sub ecx, esi
                ; and ecx, 4095
                ; jz >fast
                ; add ecx, below
                ; and ecx, 4095
                ; cmp ecx, below + above
                ; jbe =>vloop
                ; fast:
            );
        }
        dynasm!(ops ; .arch x64 ; =>rep_now);
        if enc == Enc::VexY {
            // The dispatch loaded the first vector into a YMM register: clear the upper
            // state before returning, as `ret` does on the other paths.
            dynasm!(ops ; .arch x64 ; vzeroupper);
        }
        dynasm!(ops
            ; .arch x64
            ; mov rcx, rdx
            ; rep movsb
            ; ret
        );
    }

    if t.non_temporal_from.is_some() {
        dynasm!(ops ; .arch x64 ; .align 16 ; =>nt);
        loop_4x(ops, enc, v, Store::NonTemporal);
    }
}

/// Lengths below one vector: the narrower vector moves in `subs` (largest first), then scalar
/// head/tail pairs of qwords, dwords and words, then a single byte, cascading from the largest.
fn less_than_one_vector(ops: &mut Asm, less_vec: DynamicLabel, subs: &[(u8, Enc)]) {
    dynasm!(ops ; .arch x64 ; .align 16 ; =>less_vec);
    let sub_labels: Vec<DynamicLabel> = subs.iter().map(|_| ops.new_dynamic_label()).collect();
    for (&(bytes, _), &label) in subs.iter().zip(&sub_labels) {
        let bytes = i32::from(bytes);
        dynasm!(ops ; .arch x64 ; cmp edx, BYTE bytes ; jae =>label);
    }
    dynasm!(ops
        ; .arch x64
        ; cmp edx, BYTE 8
        ; jae BYTE >b8
        ; cmp edx, BYTE 4
        ; jae BYTE >b4
        ; cmp edx, BYTE 1
        ; ja BYTE >b2
        ; jb BYTE >b0
        ; movzx ecx, BYTE [rsi]
        ; mov [rdi], cl
        ; b0:
        ; ret
        ; b2:
        ; movzx ecx, WORD [rsi]
        ; movzx r8d, WORD [rsi + rdx - 2]
        ; mov [rdi], cx
        ; mov [rdi + rdx - 2], r8w
        ; ret
        ; b4:
        ; mov ecx, [rsi]
        ; mov r8d, [rsi + rdx - 4]
        ; mov [rdi], ecx
        ; mov [rdi + rdx - 4], r8d
        ; ret
        ; b8:
        ; mov rcx, [rsi]
        ; mov r8, [rsi + rdx - 8]
        ; mov [rdi], rcx
        ; mov [rdi + rdx - 8], r8
        ; ret
    );
    for (&(bytes, sub), &label) in subs.iter().zip(&sub_labels) {
        dynasm!(ops ; .arch x64 ; =>label);
        head_tail(ops, sub, i32::from(bytes), 1, false);
        ret(ops, sub);
    }
}
