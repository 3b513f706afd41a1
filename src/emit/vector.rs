//! The vector strategy: overlapping head/tail moves by size class, a 4-vector loop with
//! aligned stores, and, for large copies, `REP MOVSB` or non-temporal stores where the
//! [`Thresholds`] say they win.
//!
//! Arguments follow the System V ABI: RDI = dst, RSI = src, RDX = len; RAX returns dst.
//! Scratch: RCX, R8, R9 and vector registers 0–8 (all caller-saved; at AVX-512, registers
//! [`EVEX_FIRST`]`+0..=8` instead, see the register map). With V the vector width in bytes,
//! the size classes are:
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
//! # Blocks
//!
//! [`emit`] lays the code out in eight blocks, numbered here and in section comments:
//!
//! 1. masked small copies (AVX-512 with `masked_max > 0`): `len <= masked_max` is copied by
//!    one zeroing masked load and one masked store (two each above 32 bytes) and returns.
//! 2. small dispatch: `len < V` → block 3 (unless block 1 covers all of it); the first vector
//!    is loaded; `len > 2V` → block 4; else V..2V, the hottest class, falls through to its
//!    head/tail copy.
//! 3. below one vector: narrower vector moves (AVX2: XMM; AVX-512: YMM, XMM), then qwords,
//!    dwords, words, a byte.
//! 4. 2V+1..4V and 4V+1..8V: two or four head and tail vectors; `len > 8V` → block 5.
//! 5. large selection, in this order: `len >= non_temporal_from` → block 8; co-aligned
//!    (`(dst - src) mod 64 = 0`) and `len >= rep_movsb_coaligned_from` → block 7;
//!    `len >= rep_movsb_from` → block 7; else block 6.
//! 6. the 4-vector loop: saves the first vector and the last four, aligns the destination
//!    to V, copies 4V per iteration with aligned stores while more than 4V remain, then
//!    stores the saved vectors.
//! 7. guarded `REP MOVSB`: the short-distance band check (`(dst - src) mod 4096` in three
//!    instructions, then a range compare) sends copies inside a band back to block 6; the
//!    rest run `REP MOVSB`. Every path to `REP MOVSB` passes it, with one exception that
//!    cannot matter: a co-aligned distance is a multiple of 64, so when both bands are
//!    narrower than 64 bytes (the table's rows) the co-aligned entry goes straight to
//!    `REP MOVSB`. Wider bands (up to [`MAX_BAND`](crate::limits::MAX_BAND)) can hold a
//!    co-aligned distance, and then the co-aligned entry joins the check after its first two
//!    instructions, reusing ECX = dst - src from block 5.
//!
//!    The order of the checks keeps the common cases cheap: length compares first (a copy
//!    below every threshold pays nothing else), the distance only for copies long enough
//!    for `REP MOVSB`, and the band check only on a path that would otherwise run it.
//! 8. the non-temporal loop: block 6 with streaming stores, a `prefetcht0`
//!    [`PREFETCH_AHEAD`] iterations ahead, and an `sfence` before the final (ordinary)
//!    stores.
//!
//! # Register map
//!
//! Vector registers by logical number *n*: register *n* at SSE2 and AVX2, register
//! [`EVEX_FIRST`]` + n` at AVX-512. RAX holds dst from the first instruction to the end;
//! RDI, RSI and RDX hold dst, src and len until a loop advances them.
//!
//! 1. RCX: the length mask `(1 << len) - 1`; k1: the mask; k2: its upper 32 bits. Vector 0
//!    (and 1 above 32 bytes): the masked window, 16 or 32 bytes wide.
//! 2. Vector 0: the first vector, loaded before the 2V compare and kept for block 4;
//!    vector 1: the last vector.
//! 3. RCX and R8: the first and last qword, dword or word (the single byte in CL); vectors
//!    0 and 1: the first and last narrower vector.
//! 4. Vectors 0..n: head vectors (0 from block 2); n..2n: tail vectors, the last first.
//! 5. RCX: a threshold above 2^31 - 1 for the compare, then `dst - src`.
//! 6. and 8. Vector 4: the first vector; 5..=8: the last four (5 = the last); 0..=3: the 4V
//!    in flight. R9: `dst + len - 4V`, where the saved last four go; RCX: the bytes skipped
//!    to align dst; RDX: the bytes left beyond the last 4V; RSI and RDI advance.
//! 7. ECX: `dst - src` (from block 5 on the co-aligned entry), then `(dst - src) mod 4096`
//!    shifted by the band; then RCX: len, for `REP MOVSB`.
//!
//! Blocks 5 and 7 leave vector 0 holding the first vector, unused.

use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi};

use super::evex::{self, VecLen, Zmm, EVEX_FIRST};
use super::operand::{dst, dst_end, src, src_end, with_mem, At, Base};
use super::{cmp_len, Asm};
use crate::strategy::VectorWidth;
use crate::thresholds::Thresholds;

/// `(dst - src) & PAGE_MASK`: the distance modulo the 4 KiB page, which is what the CPU's
/// store-to-load address check sees for short distances.
const PAGE_MASK: i32 = 4095;

/// `(dst - src) & LINE_MASK == 0`: source and destination equally aligned in a 64-byte
/// cache line (co-aligned).
const LINE_MASK: i32 = 63;

/// How many loop iterations (of 4V bytes) ahead the non-temporal loop prefetches its source.
const PREFETCH_AHEAD: i32 = 4;

/// How a vector move is encoded.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Enc {
    /// Legacy SSE2 `movdqu`/`movdqa`/`movntdq` on XMM.
    Sse,
    /// VEX.128 `vmovdqu` on XMM (AVX code paths; does not dirty the upper YMM state).
    VexX,
    /// VEX.256 on YMM.
    VexY,
    /// EVEX on registers [`EVEX_FIRST`]..=31, at the given length.
    Evex(VecLen),
}

/// The kind of store.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Store {
    Unaligned,
    Aligned,
    NonTemporal,
}

/// The EVEX register for logical vector register `r`.
const fn zmm(r: u8) -> Zmm {
    Zmm(EVEX_FIRST + r)
}

#[allow(
    clippy::useless_conversion,
    reason = "dynasm expands a run-time register `Rx(r)` to `r.into()`"
)]
fn load(ops: &mut Asm, enc: Enc, r: u8, at: At) {
    match enc {
        Enc::Evex(len) => evex::mov(ops, evex::Op::LoadU, len, zmm(r), at),
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
    use evex::Op;
    match (kind, enc) {
        (Store::Unaligned, Enc::Evex(len)) => evex::mov(ops, Op::StoreU, len, zmm(r), at),
        (Store::Aligned, Enc::Evex(len)) => evex::mov(ops, Op::StoreA, len, zmm(r), at),
        (Store::NonTemporal, Enc::Evex(len)) => evex::mov(ops, Op::StoreNt, len, zmm(r), at),
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

/// `vzeroupper` where the code may have dirtied the upper YMM state (AVX2 only): SSE code
/// in the caller would pay a transition penalty (or a false dependence on Skylake and later)
/// otherwise.
fn clear_upper(ops: &mut Asm, enc: Enc) {
    if enc == Enc::VexY {
        dynasm!(ops ; .arch x64 ; vzeroupper);
    }
}

fn ret(ops: &mut Asm, enc: Enc) {
    clear_upper(ops, enc);
    dynasm!(ops ; .arch x64 ; ret);
}

/// The labels blocks jump to across block boundaries.
struct Labels {
    /// Block 3: `len < V`.
    less_vec: DynamicLabel,
    /// Block 4: `len > 2V`.
    more_2x: DynamicLabel,
    /// Block 4: `len > 4V`.
    more_4x: DynamicLabel,
    /// Block 5: `len > 8V`.
    large: DynamicLabel,
    /// Block 6: the 4-vector loop (also where a copy inside a band goes).
    vloop: DynamicLabel,
    /// Block 7: the band check, then `REP MOVSB`.
    rep: DynamicLabel,
    /// Block 7, the band check with ECX = dst - src already computed (co-aligned entry).
    rep_band: DynamicLabel,
    /// Block 7 after the band check: `REP MOVSB` itself.
    rep_now: DynamicLabel,
    /// Block 8: the non-temporal loop.
    nt: DynamicLabel,
}

/// Emits the vector memcpy for `t`.
pub(super) fn emit(ops: &mut Asm, t: &Thresholds) {
    // The full-width encoding, and the narrower moves for lengths below one vector.
    let (enc, subs): (Enc, &[(VecLen, Enc)]) = match t.width {
        VectorWidth::Sse2 => (Enc::Sse, &[]),
        VectorWidth::Avx2 => (Enc::VexY, &[(VecLen::X, Enc::VexX)]),
        VectorWidth::Avx512 => (
            Enc::Evex(VecLen::Z),
            &[
                (VecLen::Y, Enc::Evex(VecLen::Y)),
                (VecLen::X, Enc::Evex(VecLen::X)),
            ],
        ),
    };
    let v = t.width.bytes() as i32;
    // The masked path copies 0..=masked_max; every length below one vector is 0..=V-1.
    let masked_covers_sub_vector = t.masked_max + 1 >= v as usize;
    let l = Labels {
        less_vec: ops.new_dynamic_label(),
        more_2x: ops.new_dynamic_label(),
        more_4x: ops.new_dynamic_label(),
        large: ops.new_dynamic_label(),
        vloop: ops.new_dynamic_label(),
        rep: ops.new_dynamic_label(),
        rep_band: ops.new_dynamic_label(),
        rep_now: ops.new_dynamic_label(),
        nt: ops.new_dynamic_label(),
    };

    // 1. Masked small copies.
    dynasm!(ops ; .arch x64 ; mov rax, rdi);
    if t.masked_max > 0 {
        masked_small(ops, t.masked_max);
    }

    // 2. Small dispatch, and V..2V.
    dispatch_small(ops, enc, v, masked_covers_sub_vector, &l);

    // 3. Below one vector.
    if !masked_covers_sub_vector {
        less_than_one_vector(ops, l.less_vec, subs);
    }

    // 4. 2V+1 ..= 4V: two vectors from each end; 4V+1 ..= 8V: four.
    for (n, here, next) in [(2u8, l.more_2x, l.more_4x), (4, l.more_4x, l.large)] {
        dynasm!(ops ; .arch x64 ; .align 16 ; =>here);
        cmp_len(ops, 2 * u64::from(n) * v as u64);
        dynasm!(ops ; .arch x64 ; ja =>next);
        head_tail(ops, enc, v, n, true);
        ret(ops, enc);
    }

    // 5. Large selection.
    select_large(ops, t, &l);

    // 6. The 4-vector loop.
    dynasm!(ops ; .arch x64 ; =>l.vloop);
    loop_4x(ops, enc, v, Store::Aligned);

    // 7. Guarded REP MOVSB.
    if t.rep_movsb_from.is_some() || t.rep_movsb_coaligned_from.is_some() {
        rep_movsb_guarded(ops, t, enc, &l);
    }

    // 8. The non-temporal loop.
    if t.non_temporal_from.is_some() {
        dynasm!(ops ; .arch x64 ; .align 16 ; =>l.nt);
        loop_4x(ops, enc, v, Store::NonTemporal);
    }
}

/// Block 1: lengths `0..=masked` with no branch on the length: mask = (1 << len) - 1 by
/// `bzhi`, then one zeroing masked load and one masked store. Masked-off bytes are neither
/// read nor written, and cannot fault. Longer copies continue after the block.
fn masked_small(ops: &mut Asm, masked: usize) {
    use evex::Op::{LoadMasked, StoreMasked};
    let beyond = ops.new_dynamic_label();
    cmp_len(ops, masked as u64);
    dynasm!(ops
        ; .arch x64
        ; ja =>beyond
        ; mov rcx, -1
        ; bzhi rcx, rcx, rdx
    );
    evex::kmovq(ops, 1, 1);
    // The narrowest register that holds `masked` bytes: a masked access still spans its
    // whole register width, and one that crosses a cache line pays for the split even
    // where the mask is off. Above 32 bytes, two 32-byte moves (the mask's upper half
    // in k2) rather than one 64-byte move, for the same reason.
    let len = if masked <= 16 { VecLen::X } else { VecLen::Y };
    if masked > 32 {
        evex::kshiftrq_k2_k1_32(ops);
        evex::mov(ops, LoadMasked(1), VecLen::Y, zmm(0), src(0));
        evex::mov(ops, LoadMasked(2), VecLen::Y, zmm(1), src(32));
        evex::mov(ops, StoreMasked(1), VecLen::Y, zmm(0), dst(0));
        evex::mov(ops, StoreMasked(2), VecLen::Y, zmm(1), dst(32));
    } else {
        evex::mov(ops, LoadMasked(1), len, zmm(0), src(0));
        evex::mov(ops, StoreMasked(1), len, zmm(0), dst(0));
    }
    dynasm!(ops ; .arch x64 ; ret ; .align 16 ; =>beyond);
}

/// Block 2: the hottest class (V..2V) falls through. From one vector on, the first vector
/// is loaded before the next compare (as glibc does), so its load overlaps the dispatch;
/// every path from here on except the large loops reuses it from register 0.
fn dispatch_small(ops: &mut Asm, enc: Enc, v: i32, masked_covers_sub_vector: bool, l: &Labels) {
    if !masked_covers_sub_vector {
        cmp_len(ops, v as u64);
        dynasm!(ops ; .arch x64 ; jb =>l.less_vec);
    }
    load(ops, enc, 0, src(0));
    cmp_len(ops, 2 * v as u64);
    dynasm!(ops ; .arch x64 ; ja =>l.more_2x);
    head_tail(ops, enc, v, 1, true);
    ret(ops, enc);
}

/// Block 3: lengths below one vector: the narrower vector moves in `subs` (largest first),
/// then scalar head/tail pairs of qwords, dwords and words, then a single byte, cascading
/// from the largest.
fn less_than_one_vector(ops: &mut Asm, less_vec: DynamicLabel, subs: &[(VecLen, Enc)]) {
    dynasm!(ops ; .arch x64 ; .align 16 ; =>less_vec);
    let sub_labels: Vec<DynamicLabel> = subs.iter().map(|_| ops.new_dynamic_label()).collect();
    for (&(len, _), &label) in subs.iter().zip(&sub_labels) {
        let bytes = i32::from(len.bytes());
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
    for (&(len, sub), &label) in subs.iter().zip(&sub_labels) {
        dynasm!(ops ; .arch x64 ; =>label);
        head_tail(ops, sub, i32::from(len.bytes()), 1, false);
        ret(ops, sub);
    }
}

/// Block 5: picks the large-copy method for `len > 8V` and falls through to block 6.
fn select_large(ops: &mut Asm, t: &Thresholds, l: &Labels) {
    dynasm!(ops ; .arch x64 ; .align 16 ; =>l.large);
    if let Some(n) = t.non_temporal_from {
        cmp_len(ops, n as u64);
        dynasm!(ops ; .arch x64 ; jae =>l.nt);
    }
    if let Some(n) = t.rep_movsb_coaligned_from {
        // Co-aligned (dst - src ≡ 0 mod 64): REP MOVSB from its own threshold, through the
        // band check when a band can hold a co-aligned distance. ECX = dst - src is what
        // the band check starts from, so it joins after computing it.
        let to = if coaligned_in_band(t) {
            l.rep_band
        } else {
            l.rep_now
        };
        let not = ops.new_dynamic_label();
        cmp_len(ops, n as u64);
        dynasm!(ops
            ; .arch x64
            ; jb =>not
            ; mov ecx, edi
            ; sub ecx, esi
            ; test ecx, LINE_MASK
            ; jz =>to
            ; =>not
        );
    }
    if let Some(r) = t.rep_movsb_from {
        cmp_len(ops, r as u64);
        dynasm!(ops ; .arch x64 ; jae =>l.rep);
    }
}

/// Blocks 6 and 8, the large-copy loop: first vector and last four saved in registers 4–8,
/// destination aligned to V, 4V per iteration while more than 4V remain, then the saved
/// vectors stored. Needs `len >= 8V` (so at least one iteration runs after aligning).
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
        dynasm!(ops ; .arch x64 ; prefetcht0 [rsi + PREFETCH_AHEAD * block]);
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

/// True when a short-distance band can hold a co-aligned distance. A co-aligned distance is
/// a multiple of 64: 0, which no band holds, or at least 64 bytes either way; so only a band
/// of 64 bytes or more holds one, and narrower bands need no check on the co-aligned path.
fn coaligned_in_band(t: &Thresholds) -> bool {
    let line = LINE_MASK as u32 + 1;
    t.avoid_dst_above_src >= line || t.avoid_src_above_dst >= line
}

/// Block 7: the short-distance band check, then `REP MOVSB`. Entered at `rep` (by length),
/// at `rep_band` with ECX = dst - src (co-aligned, when a band can hold a co-aligned
/// distance), or at `rep_now` (co-aligned, when none can); a copy inside a band goes back to
/// the loop at `vloop`. Only the entries some path uses are emitted.
fn rep_movsb_guarded(ops: &mut Asm, t: &Thresholds, enc: Enc, l: &Labels) {
    dynasm!(ops ; .arch x64 ; .align 16 ; =>l.rep);
    let (above, below) = (t.avoid_dst_above_src as i32, t.avoid_src_above_dst as i32);
    let by_length = t.rep_movsb_from.is_some();
    let by_coalignment = t.rep_movsb_coaligned_from.is_some() && coaligned_in_band(t);
    if (above > 0 || below > 0) && (by_length || by_coalignment) {
        // d = (dst - src) mod 4096. Slow when d is in 1..=above (dst just above src) or
        // in 4096-below..=4095 (src just above dst); d = 0 is fine. Shifting by `below`
        // turns the two bands and 0 into one range 0..=below+above, minus d = 0.
        if by_length {
            dynasm!(ops
                ; .arch x64
                ; mov ecx, edi
                ; sub ecx, esi
            );
        }
        dynasm!(ops
            ; .arch x64
            ; =>l.rep_band
            ; and ecx, PAGE_MASK
            ; jz >fast
            ; add ecx, below
            ; and ecx, PAGE_MASK
            ; cmp ecx, below + above
            ; jbe =>l.vloop
            ; fast:
        );
    }
    dynasm!(ops ; .arch x64 ; =>l.rep_now);
    // The dispatch loaded the first vector into a YMM register at AVX2.
    clear_upper(ops, enc);
    dynasm!(ops
        ; .arch x64
        ; mov rcx, rdx
        ; rep movsb
        ; ret
    );
}
