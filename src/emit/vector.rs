//! The vector strategy: overlapping head/tail moves by size class, a vector loop with
//! aligned stores (forward, or backward where the [`Thresholds`] ask for it), and, for large
//! copies, `REP MOVSB` or non-temporal stores where the [`Thresholds`] say they win.
//!
//! Arguments follow the System V ABI: RDI = dst, RSI = src, RDX = len; RAX returns dst.
//! Scratch: RCX, R8, R9 (and R10, R11 in the page ways) and vector registers 0–12 (all
//! caller-saved; at AVX-512, registers [`EVEX_FIRST`]`+0..=12` instead, but XMM 0–3 for the
//! merged small classes, see the register map); the backward page way's `call` uses the
//! 8 bytes below RSP, as any call from here would. With V the vector width in bytes, the
//! size classes are:
//!
//! | length        | code                                                                |
//! |---------------|---------------------------------------------------------------------|
//! | 0–`masked_max`| (AVX-512, if enabled; up to 128) byte-masked loads and stores: no branch |
//! | 0             | `ret`                                                               |
//! | 1             | one byte                                                            |
//! | 2–3           | first and last word (overlapping)                                   |
//! | 4–7, 8–15     | first and last dword / qword                                        |
//! | 16–31, 32–63  | first and last XMM (V ≥ 32), YMM (V = 64), no upper state dirtied   |
//! | V–2V          | first and last vector                                               |
//! | 2V+1–4V       | two head and two tail vectors                                       |
//! | 4V+1–8V       | four head and four tail vectors                                     |
//! | above         | backward loop, non-temporal loop, `REP MOVSB`, or the forward loop  |
//!
//! Every size class (up to 8V) loads all its bytes before storing any, and the head and tail
//! windows overlap for lengths that are not multiples of the window, so no size needs a
//! byte loop, and every one of them gives `memmove`'s result whatever the overlap (the
//! `memmove` field only adds a test on the large path).
//!
//! # Blocks
//!
//! [`emit`] numbers the code's blocks here and in section comments, and lays them out in
//! the order 1–8, 12, 9, 13, 10, 11 (the blocks it emits):
//!
//! 1. masked small copies (AVX-512 with `masked_max > 0`): `len <= masked_max` is copied by
//!    byte-masked loads and stores and returns: one 16- or 32-byte window up to 32 bytes
//!    (two 16-byte windows, head and tail, in the `HeadTail` form);
//!    above, in the [`MaskedForm`]: 32-byte halves (two, or up to four above 64 bytes), one
//!    64-byte window, two windows of `w` bytes at the start and at `max(len, w) - w` through
//!    one mask, without a branch (`HeadTail`: w = 16 up to 32 bytes, else 32; `TwoZmm`:
//!    w = 64). With `two_vectors_first` (and a window below 2V) the first compare is
//!    `len > 2V` (to block 4's first class), then (with a window of at least V/2 - 1 bytes)
//!    `len > V` (to the V+1..2V pair), then `len > masked_max` (to the classes up to 2V,
//!    or up to V); with `masked_page_guard` a copy whose window would cross a page at the
//!    source or destination goes to the classes from the smallest (`classes`). Its other
//!    form, without a window: the merged small classes (`small_merged`, [`merged_small`]),
//!    lengths up to 64 bytes in four classes; longer ones go on to block 2, which then
//!    needs no `len < V` test (and with 2V <= 64 only loads the first vector and falls
//!    into block 4).
//! 2. small dispatch: `len < V` → block 3 (unless block 1 covers all of it); the first vector
//!    is loaded; `len > 2V` → block 4; else V..2V, the hottest class, falls through to its
//!    head/tail copy. Where block 1 sends exactly the copies above 2V here (a window of 2V
//!    or more, or `two_vectors_first`), only the load is left, and block 4's first class
//!    follows; the lengths up to 2V that block 1 leaves are then copied after block 4 (with
//!    `two_vectors_first` and a window of at least V/2 - 1 bytes, split at V: up to V by
//!    one half-width head and tail pair, and no block 3).
//! 3. below one vector: narrower vector moves (AVX2: XMM; AVX-512: YMM, XMM), then qwords,
//!    dwords, words, a byte.
//! 4. 2V+1..4V, 4V+1..8V: two, four head and tail vectors; longer → block 5 (in memmove
//!    mode, block 10 first).
//! 5. large selection, in this order: `len >= non_temporal_from` → block 8; the backward
//!    band (length in its range and `(dst - src) mod 4096` in `1..=backward_dst_above_src`,
//!    only `1..=63` from `backward_wide_below` on, or 0 with `backward_page`, below
//!    `backward_page_below` if that is lower)
//!    → block 9 (in memmove mode, block 10's check first); a page copy (`(dst - src) mod
//!    4096 = 0`) from `rep_movsb_page_from` → `REP MOVSB` in block 7, past the band check
//!    (no band holds distance 0); co-aligned (`(dst - src) mod 64 = 0`) and `len >=
//!    rep_movsb_coaligned_from` → block 7; `len >= rep_movsb_from` → block 7; else block 6.
//! 6. the forward loop: saves the first vector and the last four, aligns the destination
//!    to the vector (the next boundary at or above it, or strictly above it with
//!    `loop_start_strict`), copies 4 vectors per iteration (loads then stores, or each load
//!    with its store with `loop_interleave`) while more than the saved tail remains, and
//!    stores the saved vectors after the loop, the tail first (glibc's shape); the last four
//!    are loaded the last first, or the lowest first with `tail_loads_ascending`. With `tail_loads_after_loop_from`,
//!    copies from that length (below `tail_loads_after_loop_below`, if set) load the last
//!    four after the loop instead (in memmove mode only when block 10 finds
//!    `src - dst >= 4V`).
//! 7. guarded `REP MOVSB`: the short-distance band check (`(dst - src) mod 4096` in three
//!    instructions, then a range compare) sends copies inside a band back to block 6; the
//!    rest run `REP MOVSB`. Every path to `REP MOVSB` passes it, with two exceptions that
//!    cannot matter: a page copy's distance is 0 modulo 4096, which no band holds; and a
//!    co-aligned distance is a multiple of 64, so when both bands are narrower than 64 bytes
//!    (the table's rows) the co-aligned entry goes straight to `REP MOVSB`. Wider bands (up
//!    to [`MAX_BAND`](crate::limits::MAX_BAND)) can hold a co-aligned distance, and then
//!    the co-aligned entry joins the check after its first two instructions, reusing
//!    ECX = dst - src from block 5. With `rep_movsb_align_dst`, `REP MOVSB` starts at the
//!    first V-byte boundary strictly above the destination, and the first vector (register
//!    0, loaded by the dispatch) is stored after it.
//!
//!    The order of the checks keeps the common cases cheap: length compares first (a copy
//!    below every threshold pays nothing else), the distance only for copies long enough
//!    for `REP MOVSB`, and the band check only on a path that would otherwise run it.
//! 8. the non-temporal loop: block 6 with streaming stores (always destination-aligned:
//!    streaming stores must be), a `prefetcht0` [`PREFETCH_AHEAD`] times 4V ahead, and an
//!    `sfence` before the final (ordinary) stores.
//! 9. the backward loop (memmove mode, or a backward band): block 6 mirrored. It saves the
//!    first four and then the last vector, aligns the destination's end down (to the
//!    boundary at or below it, or strictly below it with `loop_start_strict`), copies from
//!    the end towards the start, nearest the end first, and stores the saved vectors after
//!    the loop, the first four first (mirrored: the edge the loop ends next to first, as
//!    block 6).
//!    Each iteration loads below every byte it and the ones before it stored, so a
//!    destination above the source, however close, never reads a byte already overwritten.
//! 10. memmove mode's tests, out of line (after everything else, so that blocks 1–9 are
//!     the same bytes at the same offsets as without memmove mode): the large copies from
//!     block 4 with `0 <= dst - src < len` → block 9, the rest → block 5; a copy the band
//!     check sends here → block 9, unless its destination lies below an overlapping
//!     source (`0 < src - dst < len`), which goes back into block 5 past the band check;
//!     with `tail_loads_after_loop_from`, block 6's copies from that length, back to
//!     block 6's late way when `src - dst >= 4V`, else to its early loads.
//! 11. the backward band's distances of a line or more by length (`backward_wide_below`),
//!     out of line for the same reason: block 5 sends a copy in the band here (a page copy
//!     by its own rule before), and it goes backward (in memmove mode through block 10's
//!     check) below a line or below the limit, else on past the band.
//! 12. the forward loop's page way (`tail_page_safe`, without the late tail), out of line
//!     after block 8: block 6 sends a copy ending r = 1..=V bytes past a page boundary P
//!     here before the loop; it saves the vector ending at P in place of the last one,
//!     and after the loop it stores that vector and sends the r bytes from P on to the
//!     dispatch past the entry's `mov rax, rdi` as a copy of their own (a jump: their
//!     `ret` is the function's), so no store spans two pages.
//! 13. the backward loop's page way (`tail_page_safe`), out of line after block 9: the same
//!     copies, sent here at block 9's start, copy the r bytes from P on first, by a `call`
//!     to that dispatch, and go back to block 9 with P as their end. First, because a
//!     backward copy's destination may lie just above an overlapping source: those bytes
//!     are the only ones the copy may read and store before everything else.
//!
//! Blocks 12 and 13 come before block 10, and block 12 before block 9 (which memmove mode
//! adds when no backward band needs it): memmove mode only ever adds code after the rest.
//!
//! # Register map
//!
//! Vector registers by logical number *n*: register *n* at SSE2 and AVX2, register
//! [`EVEX_FIRST`]` + n` at AVX-512. RAX holds dst from the first instruction to the end;
//! RDI, RSI and RDX hold dst, src and len until a loop advances them.
//!
//! 1. The page guard first: ECX and R8D, `(p + w - 1) ^ p` of the source and the
//!    destination. RCX: the length mask `(1 << len) - 1`; k1: the mask; vector 0: the masked
//!    window (16, 32 or 64 bytes). Halves: k2, the mask's upper 32 bits, and vector 1 at
//!    +32; above 64 bytes R9 = `len - 64`, R8 = the mask of the bytes from 64 on (0 up to
//!    64), k3 and k4 its halves, vectors 2 and 3 at +64 and +96. HeadTail and TwoZmm: ECX =
//!    w (16, 32 or 64), then RDX = `max(len, w)` (the length is not needed again); vector 1
//!    the tail window, through k1 too.
//!    The merged small classes instead: RCX = `k`, R8 = `len - w - k` (w = 16 or 4), XMM
//!    0-3 (VEX or legacy SSE at every width) the four windows; below 4 bytes CL, R8B and R9B
//!    the three bytes (R9 = `len / 2` first), then RDX = `len / 2`.
//! 2. Vector 0: the first vector, loaded before the 2V compare and kept for block 4;
//!    vector 1: the last vector.
//! 3. RCX and R8: the first and last qword, dword or word (the single byte in CL); vectors
//!    0 and 1: the first and last narrower vector.
//! 4. Vectors 0..n: head vectors (0 from block 2); n..2n: tail vectors, the last first
//!    (n = 2 or 4: up to 8 registers).
//! 5. RCX: a threshold above 2^31 - 1 for a compare; ECX: `(dst - src) mod 4096 - 1`
//!    (backward band), `dst - src` (page and co-aligned tests).
//! 6. (and the other loops, 8 and 9) Vector 4, the saved single edge vector (the first in
//!    blocks 6 and 8, the last in block 9); vectors 5..=8, the saved four (the last four,
//!    5 = the last, or the first four, 5 = the first); 0..=3, the vectors in flight. R9: where the saved four (blocks 6, 8: `dst + len - 4V`) or the saved last
//!    vector (block 9: `dst + len - V`) go; RCX: the bytes skipped to align dst (or its
//!    end); RDX: the bytes left beyond the saved four (6, 8) or the end offset still to
//!    copy, less 4V (9); RSI and RDI advance (6, 8) or stay (9). Block 6 with
//!    `tail_loads_after_loop_from`: R8, the source's last 4V (`src + len - 4V`) where they
//!    are loaded after the loop, else 0.
//! 7. ECX: `dst - src` (from block 5 on the co-aligned entry), then `(dst - src) mod 4096`
//!    shifted by the band; then RCX: len, for `REP MOVSB`. Aligned: RCX the bytes from the
//!    boundary to the end, RDI the boundary, R8 the bytes skipped (RSI moves by them).
//! 10. RCX: `dst - src` (the overlap test, 64 bits), `src - dst` (the band's check and the
//!     late tail's distance test).
//! 12. RCX: `end - 1` (the page test, in block 6), then R10 = r, R11 = `src -
//!     dst`; R9 the source of the vector ending at P, then as block 6's; R8 that source too
//!     (not zero: the way's flag after the loop, zero on block 6's usual way). Then RDI =
//!     P, RSI = its source, RDX = r for the dispatch.
//! 13. RCX: `end - 1` as in 12 (kept on the usual way for the strict start), then r; R10 =
//!     `P - dst` and R11 = src across the call (no small class touches R10 or R11), with
//!     RDI = P, RSI = its source, RDX = r; after it RDI, RSI, RDX = dst, src, `P - dst`, RCX
//!     = P - 1 (strict start), and vector 0 the first vector again.
//!
//! Blocks 5 and 7 leave vector 0 holding the first vector, unused.

use dynasm::dynasm;

use super::asm::DynamicLabel;

use super::evex::{self, VecLen, Zmm, EVEX_FIRST};
use super::operand::{dst, dst_end, src, src_end, with_mem, At, Base};
use super::pad::{pad_to, Fill};
use super::{cmp_len, Asm};
use crate::strategy::{MaskedForm, VectorWidth};
use crate::thresholds::Thresholds;

/// `(dst - src) & PAGE_MASK`: the distance modulo the 4 KiB page, which is what the CPU's
/// store-to-load address check sees for short distances.
const PAGE_MASK: i32 = 4095;

/// `(dst - src) & LINE_MASK == 0`: source and destination equally aligned in a 64-byte
/// cache line (co-aligned).
const LINE_MASK: i32 = 63;

/// How many blocks of 4 loop vectors ahead the non-temporal loop prefetches its source.
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
        (Store::Aligned, Enc::VexX) => with_mem!(ops, at, [vmovdqa], [, Rx(r)]),
        (Store::Aligned, Enc::VexY) => with_mem!(ops, at, [vmovdqa], [, Ry(r)]),
        (Store::NonTemporal, Enc::Sse) => with_mem!(ops, at, [movntdq], [, Rx(r)]),
        (Store::NonTemporal, Enc::VexX) => with_mem!(ops, at, [vmovntdq], [, Rx(r)]),
        (Store::NonTemporal, Enc::VexY) => with_mem!(ops, at, [vmovntdq], [, Ry(r)]),
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

/// What the masked path (block 1) leaves to the size classes (blocks 2–4).
#[derive(Clone, Copy)]
struct Small {
    /// The window holds every length below one vector: the lengths beyond it need no
    /// `len < V` test.
    covers_sub_vector: bool,
    /// Block 1 sends exactly the copies above two vectors on to block 2, which then only
    /// loads the first vector and falls into block 4 (a window of 2V or more, or
    /// `split_first`, or the merged classes up to 64 bytes with 2V <= 64).
    beyond_two: bool,
    /// Block 1 compares with 2V before the window ([`Thresholds::two_vectors_first`]): the
    /// lengths between the window and 2V go to `upto_two`.
    split_first: bool,
    /// The page guard sends copies of any length up to the window to the classes (the
    /// `classes` label), so they must all be there.
    guard: bool,
    /// With `split_first`, every length block 1 leaves below one vector is V/2 or more (a
    /// window of at least V/2 - 1 bytes and below V - 1, no page guard): the lengths up to
    /// 2V are split at V, those up to V copied by one half-width head and tail pair, and
    /// block 3 is not needed.
    half_pair: bool,
}

/// The labels blocks jump to across block boundaries.
struct Labels {
    /// Blocks 2–4 from the smallest length: where the masked path's page guard sends a copy
    /// (the lengths beyond the window enter further on).
    classes: DynamicLabel,
    /// Lengths from the window's end up to 2V, when block 1 splits at 2V first (with
    /// `half_pair`: up to V).
    upto_two: DynamicLabel,
    /// With `half_pair`: V+1..=2V, which block 1 sends on before the window's test.
    above_v: DynamicLabel,
    /// Block 3: `len < V`.
    less_vec: DynamicLabel,
    /// Block 4: `len > 2V`.
    more_2x: DynamicLabel,
    /// Block 4: `len > 4V`.
    more_4x: DynamicLabel,
    /// Block 5: above the largest size class.
    large: DynamicLabel,
    /// Block 6: the forward loop (also where a copy inside a band goes).
    vloop: DynamicLabel,
    /// Block 7: the band check, then `REP MOVSB`.
    rep: DynamicLabel,
    /// Block 7, the band check with ECX = dst - src already computed (co-aligned entry).
    rep_band: DynamicLabel,
    /// Block 7 after the band check: `REP MOVSB` itself.
    rep_now: DynamicLabel,
    /// Block 8: the non-temporal loop.
    nt: DynamicLabel,
    /// Block 9: the backward loop.
    back: DynamicLabel,
    /// Block 10 (memmove mode): the overlap test, where block 4 sends the large copies.
    overlap: DynamicLabel,
    /// Block 10 (memmove mode with a backward band): the band's overlap check.
    band_overlap: DynamicLabel,
    /// Block 5, past the backward band's check.
    band_skip: DynamicLabel,
}

/// The shape of the loops (blocks 6, 8 and 9), from the [`Thresholds`].
#[derive(Clone, Copy)]
struct Shape {
    /// The loops' encoding and vector bytes.
    enc: Enc,
    v: i32,
    /// The size classes' encoding: decides `vzeroupper` before `ret` (the dispatch has
    /// loaded a vector of that width on every path into a loop).
    outer: Enc,
    /// [`Thresholds::loop_interleave`].
    interleave: bool,
    /// [`Thresholds::loop_start_strict`].
    strict: bool,
    /// [`Thresholds::tail_page_safe`]: the label just past the entry's `mov rax, rdi`, where
    /// the bytes past the page boundary go (blocks 12 and 13).
    page_safe: Option<DynamicLabel>,
    /// [`Thresholds::tail_loads_ascending`].
    tail_ascending: bool,
    /// `prefetchnta` distance of the temporal forward loop (`loop_prefetch`).
    prefetch: Option<i32>,
    /// The temporal forward loop loads the saved tail after the loop from this length on
    /// (`tail_loads_after_loop_from`), below
    /// the second length if any (`tail_loads_after_loop_below`).
    tail_after: Option<(usize, Option<usize>)>,
    /// Memmove mode: the forward loop loads the tail late only when the source lies at
    /// least 4V above the destination (or below it).
    memmove: bool,
    /// Where the loop tops and the large path's block entries start
    /// ([`Thresholds::block_align`]).
    block_align: usize,
}

/// Aligns the entry of a large-path block that only jumps reach (it follows a `ret` or a
/// `jmp`) to `align` bytes from the page's start: at 16 as always (dynasm's single-byte
/// NOPs, the code from before [`Thresholds::block_align`]), above with `int3`.
fn block_entry(ops: &mut Asm, align: usize) {
    if align == 16 {
        dynasm!(ops ; .arch x64 ; .align 16);
    } else {
        pad_to(ops, align, Fill::Trap);
    }
}

/// Aligns a loop top, which the code before it falls into, to `align` bytes from the page's
/// start: at 16 as always, above with the fewest multi-byte NOPs.
fn loop_top(ops: &mut Asm, align: usize) {
    if align == 16 {
        dynasm!(ops ; .arch x64 ; .align 16);
    } else {
        pad_to(ops, align, Fill::Nops);
    }
}

/// The registers of the loops. Register 0 holds the source's first vector on every path into
/// a loop (block 2 loads it before the large dispatch, and no path from there writes it), so
/// neither loop loads it again: with a source off the vector's alignment that load splits a
/// line, one of 13 such loads in an 800-byte backward copy, and the loops were 6-8% slower
/// than glibc's at 800-1024 B L1-hot for it (src +1 / dst +3;
/// docs/results/intel-spr-2026-12-03/small/reuse.txt). Forward: the first vector in `FIRST`,
/// the four in flight in `LOW`, the saved last four in `HIGH`. Backward, mirrored: the saved
/// first four in `FIRST` and `LOW[..3]`, the last vector in `LOW[3]`, in flight `HIGH`.
const FIRST: u8 = 0;
const LOW: [u8; 4] = [1, 2, 3, 4];
const HIGH: [u8; 4] = [5, 6, 7, 8];

/// The full-width encoding of `width`, and the narrower moves for lengths below one vector.
fn encodings(width: VectorWidth) -> (Enc, &'static [(VecLen, Enc)]) {
    match width {
        VectorWidth::Sse2 => (Enc::Sse, &[]),
        VectorWidth::Avx2 => (Enc::VexY, &[(VecLen::X, Enc::VexX)]),
        VectorWidth::Avx512 => (
            Enc::Evex(VecLen::Z),
            &[
                (VecLen::Y, Enc::Evex(VecLen::Y)),
                (VecLen::X, Enc::Evex(VecLen::X)),
            ],
        ),
    }
}

/// True when the backward loop has a caller: memmove mode, or a backward band holding some
/// large length.
fn has_backward(t: &Thresholds) -> bool {
    t.memmove || backward_band(t).is_some()
}

/// The backward band's length compares, when the band holds some large length: `(from,
/// below)`, each `None` when no compare is needed (every large length is at least
/// `large_from`; no upper limit).
fn backward_band(t: &Thresholds) -> Option<(Option<usize>, Option<usize>)> {
    let large = t.large_from();
    let from = t.backward_from.max(large);
    let holds_some = t.backward_below.is_none_or(|b| b > from);
    (t.backward_dst_above_src > 0 && holds_some).then_some((
        (t.backward_from > large).then_some(t.backward_from),
        t.backward_below,
    ))
}

/// Whether page copies join the backward band, and their own upper limit when they have one
/// that matters: `None`, not at all (no `backward_page`, or a limit at or below the band's
/// first large length); `Some(None)`, over the band's whole range; `Some(Some(n))`, below
/// `n` only (`backward_page_below` under `backward_below`, or without one).
fn backward_page(t: &Thresholds) -> Option<Option<usize>> {
    let first = t.backward_from.max(t.large_from());
    match t.backward_page_below {
        _ if !t.backward_page => None,
        Some(n) if n <= first => None,
        Some(n) if t.backward_below.is_none_or(|b| n < b) => Some(Some(n)),
        _ => Some(None),
    }
}

/// Whether the band's distances of a line or more (`backward_wide_below`) have a length limit
/// that matters: `None`, no (no limit, a band below a line, or a limit at or above the
/// band's upper one); `Some(None)`, every large copy of the band is held to `1..=63`;
/// `Some(Some(n))`, from `n` on.
fn backward_wide(t: &Thresholds) -> Option<Option<usize>> {
    let first = t.backward_from.max(t.large_from());
    match t.backward_wide_below {
        _ if t.backward_dst_above_src <= LINE_BAND as u32 => None,
        None => None,
        Some(n) if t.backward_below.is_some_and(|b| n >= b) => None,
        Some(n) if n <= first => Some(None),
        Some(n) => Some(Some(n)),
    }
}

/// Emits the vector memcpy for `t`.
pub(super) fn emit(ops: &mut Asm, t: &Thresholds) {
    let (enc, subs) = encodings(t.width);
    let v = t.width.bytes() as i32;
    let shape = Shape {
        enc,
        v,
        outer: enc,
        interleave: t.loop_interleave,
        strict: t.loop_start_strict,
        page_safe: t.tail_page_safe.then(|| ops.new_dynamic_label()),
        tail_ascending: t.tail_loads_ascending,
        // At most MAX_LOOP_PREFETCH (validated), so it fits.
        prefetch: t.loop_prefetch.map(|d| d as i32),
        tail_after: t
            .tail_loads_after_loop_from
            .map(|from| (from, t.tail_loads_after_loop_below)),
        memmove: t.memmove,
        block_align: usize::from(t.block_align),
    };
    // What the masked path leaves to the size classes: with a window of at least V - 1
    // bytes no length below one vector, with one of 2V or more no length up to two vectors.
    // With the page guard, a copy of any length up to the window may come back to them.
    let masked = t.masked_max;
    let covers_two = masked >= 2 * v as usize;
    // The merged classes (block 1's other form) copy every length up to 64 bytes, at least
    // one vector: block 2 sees only longer ones.
    let covers_sub_vector = masked + 1 >= v as usize || t.small_merged;
    let split_first = masked > 0 && !covers_two && t.two_vectors_first;
    let small = Small {
        covers_sub_vector,
        // The merged classes' longer copies are beyond two vectors too when 2V <= 64.
        beyond_two: covers_two
            || (masked > 0 && t.two_vectors_first)
            || (t.small_merged && 2 * v <= 64),
        split_first,
        guard: masked > 0 && t.masked_page_guard,
        // A window of at least V/2 - 1 bytes (and no guard) leaves below one vector only
        // lengths of V/2 or more: one half-width pair copies them all.
        half_pair: split_first
            && !covers_sub_vector
            && masked + 1 >= v as usize / 2
            && !t.masked_page_guard,
    };
    let l = Labels {
        classes: ops.new_dynamic_label(),
        upto_two: ops.new_dynamic_label(),
        above_v: ops.new_dynamic_label(),
        less_vec: ops.new_dynamic_label(),
        more_2x: ops.new_dynamic_label(),
        more_4x: ops.new_dynamic_label(),
        large: ops.new_dynamic_label(),
        vloop: ops.new_dynamic_label(),
        rep: ops.new_dynamic_label(),
        rep_band: ops.new_dynamic_label(),
        rep_now: ops.new_dynamic_label(),
        nt: ops.new_dynamic_label(),
        back: ops.new_dynamic_label(),
        overlap: ops.new_dynamic_label(),
        band_overlap: ops.new_dynamic_label(),
        band_skip: ops.new_dynamic_label(),
    };

    // 1. Masked small copies.
    dynasm!(ops ; .arch x64 ; mov rax, rdi);
    if let Some(past_entry) = shape.page_safe {
        dynasm!(ops ; .arch x64 ; =>past_entry);
    }
    if masked > 0 {
        masked_small(ops, t, v, small, &l);
    } else if t.small_merged {
        merged_small(ops, t.width == VectorWidth::Sse2, l.classes);
        dynasm!(ops ; .arch x64 ; =>l.classes);
    }

    // 2. Small dispatch, and V..2V.
    dispatch_small(ops, enc, v, small, &l);

    // 3. Below one vector (after block 4 when block 2 falls into block 4).
    let less_vec = (!small.covers_sub_vector || small.guard) && !small.half_pair;
    if less_vec && !small.beyond_two {
        less_than_one_vector(ops, l.less_vec, subs);
    }

    // 4. 2V+1 ..= 4V: two vectors from each end; 4V+1 ..= 8V: four. Where block 1 sends every copy above two vectors
    // beyond it, the first follows block 2 directly. In memmove mode the large copies go
    // to block 10's overlap test first.
    let large = if t.memmove { l.overlap } else { l.large };
    let classes: &[(u8, DynamicLabel, DynamicLabel)] =
        &[(2, l.more_2x, l.more_4x), (4, l.more_4x, large)];
    for (k, &(n, here, next)) in classes.iter().enumerate() {
        if k > 0 || !small.beyond_two {
            dynasm!(ops ; .arch x64 ; .align 16);
        }
        dynasm!(ops ; .arch x64 ; =>here);
        cmp_len(ops, 2 * u64::from(n) * v as u64);
        dynasm!(ops ; .arch x64 ; ja =>next);
        head_tail(ops, enc, v, n, true);
        ret(ops, enc);
    }
    // The lengths up to two vectors that block 1 sends on, when block 2 did not keep them:
    // from the window's end (`upto_two`), or any (`classes`, the page guard's way in).
    if small.half_pair {
        // V/2..=V by one half-width head and tail pair, V+1..=2V by the first vector and
        // the last (one taken branch each from block 1). A branch-free form (four half-width
        // windows at 0, k, len - V/2 - k, len - V/2) read 2% less time on the distributions
        // hot but 1.11-1.23x glibc's at fixed 33..64 bytes at random places, where its
        // repeated windows store each line-splitting move twice
        // (docs/results/intel-spr-2026-12-03/small/).
        let (half, half_enc) = subs[0];
        dynasm!(ops ; .arch x64 ; .align 16 ; =>l.classes ; =>l.upto_two);
        head_tail(ops, half_enc, i32::from(half.bytes()), 1, false);
        ret(ops, half_enc);
        dynasm!(ops ; .arch x64 ; .align 16 ; =>l.above_v);
        load(ops, enc, 0, src(0));
        head_tail(ops, enc, v, 1, true);
        ret(ops, enc);
    } else if small.beyond_two && (small.split_first || small.guard) {
        dynasm!(ops ; .arch x64 ; .align 16 ; =>l.classes);
        if small.covers_sub_vector {
            // Only the guard's copies can be below one vector.
            if small.guard {
                cmp_len(ops, v as u64);
                dynasm!(ops ; .arch x64 ; jb =>l.less_vec);
            }
            dynasm!(ops ; .arch x64 ; =>l.upto_two);
        } else {
            dynasm!(ops ; .arch x64 ; =>l.upto_two);
            cmp_len(ops, v as u64);
            dynasm!(ops ; .arch x64 ; jb =>l.less_vec);
        }
        load(ops, enc, 0, src(0));
        head_tail(ops, enc, v, 1, true);
        ret(ops, enc);
        if less_vec {
            less_than_one_vector(ops, l.less_vec, subs);
        }
    }

    // 5. Large selection.
    let wide = select_large(ops, t, &l, shape.block_align);

    // 6. The forward loop.
    dynasm!(ops ; .arch x64 ; =>l.vloop);
    let (tail_distance, page_way) = loop_forward(ops, shape, Store::Aligned);

    // 7. Guarded REP MOVSB.
    if t.rep_movsb_from.is_some()
        || t.rep_movsb_coaligned_from.is_some()
        || t.rep_movsb_page_from.is_some()
    {
        rep_movsb_guarded(ops, t, enc, &l, shape.block_align);
    }

    // 8. The non-temporal loop (streaming stores must be aligned, as every loop's are).
    if t.non_temporal_from.is_some() {
        block_entry(ops, shape.block_align);
        dynasm!(ops ; .arch x64 ; =>l.nt);
        // The non-temporal loop loads its tail before the loop: no distance test.
        let _ = loop_forward(ops, shape, Store::NonTemporal);
    }

    // 12. The forward loop's page way (`tail_page_safe`), out of line: the code before it
    // keeps the layout it has without it but for the loop's page test. Before block 9,
    // which memmove mode adds when no backward band has it already: memmove mode then still
    // only adds code after the rest.
    if let Some(labels) = page_way {
        block_entry(ops, shape.block_align);
        page_safe_way(ops, shape, labels);
    }

    // 9. The backward loop.
    let back_page_way = if has_backward(t) {
        block_entry(ops, shape.block_align);
        dynasm!(ops ; .arch x64 ; =>l.back);
        loop_backward(ops, shape)
    } else {
        None
    };

    // 13. The backward loop's page way (`tail_page_safe`), out of line, right after it.
    if let Some(labels) = back_page_way {
        back_page_safe_way(ops, shape, labels);
    }

    // 10. Memmove mode's tests, out of line: blocks 1-9 are laid out byte for byte as
    // without memmove mode (docs/results/zen5-2026-11-30/memmove/: inline, the same test
    // cost 0-5% by moving the code after it, depending on where the loops fell).
    if t.memmove {
        // The destination inside the source, at or above its start: 0 <= dst - src < len,
        // one unsigned compare. Copied backward whatever its length (dst == src too: a
        // backward copy onto itself is still exact); any other copy goes on to block 5.
        dynasm!(ops
            ; .arch x64
            ; =>l.overlap
            ; mov rcx, rdi
            ; sub rcx, rsi
            ; cmp rcx, rdx
            ; jb =>l.back
            ; jmp =>l.large
        );
        if backward_band(t).is_some() {
            // A copy in the backward band by the page offset may still be a destination
            // 4096 - band.. bytes (or pages more) *below* an overlapping source: 0 < src -
            // dst < len. Backward, that copy would load source bytes it has overwritten; it
            // goes back to block 5 past the band check, and on forward.
            dynasm!(ops
                ; .arch x64
                ; =>l.band_overlap
                ; mov rcx, rsi
                ; sub rcx, rdi
                ; cmp rcx, rdx
                ; jae =>l.back
                ; jmp =>l.band_skip
            );
        }
        if let Some(d) = tail_distance {
            distance_test(ops, d);
        }
    }

    // 11. The band's distances of a line or more, by length (`backward_wide_below`), out
    // of line like block 10.
    if let Some(w) = wide {
        wide_test(ops, w, l.band_skip);
    }
}

/// The merged small classes' four windows of `$w` bytes, by the move `$mv`: at 0, RCX, R8
/// and `len - $w`, all loaded (XMM 0-3) before any is stored; then `ret`. (`$w` is a `tt`,
/// not a `literal`: dynasm then sees the number itself and encodes an 8-bit displacement.)
macro_rules! four_windows {
    ($ops:ident, $mv:ident, $w:tt) => {
        dynasm!($ops
            ; .arch x64
            ; $mv xmm0, [rsi]
            ; $mv xmm1, [rsi + rcx]
            ; $mv xmm2, [rsi + r8]
            ; $mv xmm3, [rsi + rdx - $w]
            ; $mv [rdi], xmm0
            ; $mv [rdi + rcx], xmm1
            ; $mv [rdi + r8], xmm2
            ; $mv [rdi + rdx - $w], xmm3
            ; ret
        )
    };
}

/// Block 1's other form, the merged small classes (`small_merged`, without a masked
/// window): lengths 0..=64 in four classes, each by moves whose windows cover every length
/// of the class: four 16-byte moves at `0, k, len - 16 - k, len - 16` with `k = 16 * (len /
/// 32)` for 16..=64 (the first and last 16 bytes at 16..=31, k = 0; the first and last 32 at
/// 32..=63, k = 16; four disjoint windows at 64, k = 32), four 4-byte moves laid out alike
/// with `k = 4 * (len / 8)` for 4..=15 (the first and last 4 bytes, or 8), three byte moves
/// at `0, len / 2, len - 1` for 1..=3, and nothing for 0.
/// Each class loads all its bytes before it stores any, so overlap cannot change a byte.
/// Longer copies go to `above` (block 2). VEX encoding at AVX widths, legacy SSE at SSE2;
/// only XMM registers 0-3, whose VEX.128 writes leave no upper state dirty.
fn merged_small(ops: &mut Asm, sse: bool, above: DynamicLabel) {
    dynasm!(ops
        ; .arch x64
        ; cmp rdx, BYTE 16
        ; jb BYTE >below16
        ; cmp rdx, BYTE 64
        ; ja =>above
        // RCX = k = 16 * (len / 32): 0, 16 or 32 for len <= 64; R8 = len - 16 - k.
        ; mov ecx, edx
        ; and ecx, 0x60
        ; shr ecx, 1
        ; lea r8, [rdx - 16]
        ; sub r8, rcx
    );
    match sse {
        true => four_windows!(ops, movdqu, 16),
        false => four_windows!(ops, vmovdqu, 16),
    }
    dynasm!(ops
        ; .arch x64
        ; below16:
        ; cmp edx, BYTE 4
        ; jb BYTE >below4
        // RCX = k = 4 * (len / 8): 0 or 4 for len < 16; R8 = len - 4 - k.
        ; mov ecx, edx
        ; and ecx, 8
        ; shr ecx, 1
        ; lea r8, [rdx - 4]
        ; sub r8, rcx
    );
    match sse {
        true => four_windows!(ops, movd, 4),
        false => four_windows!(ops, vmovd, 4),
    }
    dynasm!(ops
        ; .arch x64
        ; below4:
        ; test edx, edx
        ; jz BYTE >done
        // R9 = len / 2: 0, 1 or 1.
        ; mov r9d, edx
        ; shr r9d, 1
        ; movzx ecx, BYTE [rsi]
        ; movzx r8d, BYTE [rsi + rdx - 1]
        ; movzx r9d, BYTE [rsi + r9]
        ; mov [rdi + rdx - 1], r8b
        ; shr edx, 1
        ; mov [rdi + rdx], r9b
        ; mov [rdi], cl
        ; done:
        ; ret
    );
}

/// Block 1: lengths `0..=masked_max` with no branch on the length: mask = (1 << len) - 1 by
/// `bzhi`, then zeroing masked loads and masked stores. Masked-off bytes are neither read
/// nor written, and cannot fault. Longer copies continue after the block; with `guard`, a
/// copy whose window would cross a page at the source or the destination goes there.
fn masked_small(ops: &mut Asm, t: &Thresholds, v: i32, small: Small, l: &Labels) {
    use evex::Op::{LoadMasked, StoreMasked};
    let (masked, form) = (t.masked_max, t.masked_form);
    let beyond = ops.new_dynamic_label();
    if small.split_first {
        // Above two vectors first (the rarer way on small-heavy sizes), then (with
        // `half_pair`) above one vector, then the window: each class one taken branch away.
        cmp_len(ops, 2 * v as u64);
        dynasm!(ops ; .arch x64 ; ja =>beyond);
        if small.half_pair {
            cmp_len(ops, v as u64);
            dynasm!(ops ; .arch x64 ; ja =>l.above_v);
        }
        cmp_len(ops, masked as u64);
        dynasm!(ops ; .arch x64 ; ja =>l.upto_two);
    } else {
        cmp_len(ops, masked as u64);
        dynasm!(ops ; .arch x64 ; ja =>beyond);
    }
    // The narrowest register that holds `masked` bytes: a masked access still spans its
    // whole register width, and one that crosses a cache line pays for the split even
    // where the mask is off. Above 32 bytes, the form decides.
    let len = if masked <= 16 { VecLen::X } else { VecLen::Y };
    if small.guard {
        let classes = l.classes;
        // The window [p, p + w) crosses a page iff adding w - 1 carries into bit 12:
        // ((p + w - 1) ^ p) & 4096, for the source and the destination at once.
        let last = i8::try_from(masked_span(masked, form) - 1).unwrap_or(i8::MAX);
        dynasm!(ops
            ; .arch x64
            ; lea ecx, [BYTE rsi + last]
            ; xor ecx, esi
            ; lea r8d, [BYTE rdi + last]
            ; xor r8d, edi
            ; or ecx, r8d
            ; test ecx, PAGE_MASK + 1
            ; jnz =>classes
        );
    }
    dynasm!(ops
        ; .arch x64
        ; mov rcx, -1
        ; bzhi rcx, rcx, rdx
    );
    evex::kmovq(ops, 1, 1);
    match form {
        _ if masked <= 16 || (masked <= 32 && form != MaskedForm::HeadTail) => {
            evex::mov(ops, LoadMasked(1), len, zmm(0), src(0));
            evex::mov(ops, StoreMasked(1), len, zmm(0), dst(0));
        }
        MaskedForm::HeadTail => {
            // Windows of 16 bytes (XMM) up to a window of 32 bytes, else 32 (YMM), up to
            // MAX_MASKED_ONE (validated): two-zmm's scheme at half or a quarter of its width.
            let (w, reg) = match masked {
                0..=32 => (16, VecLen::X),
                _ => (32, VecLen::Y),
            };
            two_windows(ops, w, reg);
        }
        MaskedForm::Halves => {
            // 32-byte windows at +0 and +32 through the mask's two halves (k1, k2); above 64
            // bytes also at +64 and +96 through the two halves of the mask of the bytes
            // from 64 on (k3, k4): bzhi(-1, len - 64), and 0 up to 64 bytes (where
            // len - 64 wraps to an index `bzhi` reads as 64 or more).
            let windows = masked.div_ceil(32);
            evex::kshiftrq_32(ops, 2, 1);
            if windows > 2 {
                dynasm!(ops
                    ; .arch x64
                    ; lea r9, [rdx - 64]
                    ; mov r8, -1
                    ; bzhi r8, r8, r9
                    ; xor r9d, r9d
                    ; cmp edx, 64
                    ; cmovb r8, r9
                );
                evex::kmovq(ops, 3, 8);
                if windows > 3 {
                    evex::kshiftrq_32(ops, 4, 3);
                }
            }
            for w in 0..windows as u8 {
                let at = 32 * i32::from(w);
                evex::mov(ops, LoadMasked(w + 1), VecLen::Y, zmm(w), src(at));
            }
            for w in 0..windows as u8 {
                let at = 32 * i32::from(w);
                evex::mov(ops, StoreMasked(w + 1), VecLen::Y, zmm(w), dst(at));
            }
        }
        MaskedForm::OneZmm => {
            evex::mov(ops, LoadMasked(1), VecLen::Z, zmm(0), src(0));
            evex::mov(ops, StoreMasked(1), VecLen::Z, zmm(0), dst(0));
        }
        MaskedForm::TwoZmm => two_windows(ops, 64, VecLen::Z),
    }
    dynasm!(ops ; .arch x64 ; ret ; .align 16 ; =>beyond);
}

/// Two masked windows of `w` bytes in `reg` through the one length mask in k1, `(1 << len)
/// - 1`: a head window at +0 and a tail window ending at `max(len, w)` (RDX becomes that; the
/// length is not needed again). The mask's low `w` bits are all ones from `w` bytes on
/// (`bzhi` keeps every bit for an index of 64 or more), so from `w + 1` to `2w` bytes the
/// windows are the first and the last `w` bytes, overlapping in the middle, and up to `w`
/// they are the same window twice: no window holds a masked-off lane the first does not,
/// and no branch on the length. (The tail's address needs `max(len, w)`: three instructions.)
fn two_windows(ops: &mut Asm, w: i32, reg: VecLen) {
    use evex::Op::{LoadMasked, StoreMasked};
    dynasm!(ops
        ; .arch x64
        ; mov ecx, w
        ; cmp edx, ecx
        ; cmovb edx, ecx
    );
    evex::mov(ops, LoadMasked(1), reg, zmm(0), src(0));
    evex::mov(ops, LoadMasked(1), reg, zmm(1), src_end(-w));
    evex::mov(ops, StoreMasked(1), reg, zmm(0), dst(0));
    evex::mov(ops, StoreMasked(1), reg, zmm(1), dst_end(-w));
}

/// `[base + disp]`: an address computed into `base` (a masked window's, a loop's saved
/// edges').
const fn at(base: Base, disp: i32) -> At {
    At {
        base,
        with_len: false,
        disp,
    }
}

/// The bytes from the start of the source (and of the destination) that the masked moves
/// of a window of `masked` bytes in `form` can span, masked-off lanes included: in head-tail
/// one of its two moves (16 bytes up to a 32-byte window, else 32; the second lies within the
/// first or within the copy); otherwise the register up to 32 bytes, and above one ZMM
/// (one-zmm, and two-zmm, whose second move lies within the first 64 bytes or within the
/// copy), or one YMM per 32 bytes (halves).
fn masked_span(masked: usize, form: MaskedForm) -> usize {
    match (masked, form) {
        (0..=16, _) | (17..=32, MaskedForm::HeadTail) => 16,
        (17..=32, _) | (_, MaskedForm::HeadTail) => 32,
        (_, MaskedForm::Halves) => 32 * masked.div_ceil(32),
        _ => 64,
    }
}

/// Block 2: the hottest class (V..2V) falls through. From one vector on, the first vector
/// is loaded before the next compare (as glibc does), so its load overlaps the dispatch;
/// every path from here on reuses it from register 0, the loops included (`FIRST`). Where the
/// masked window covers V..2V too, only that load is left here, and block 4 follows.
fn dispatch_small(ops: &mut Asm, enc: Enc, v: i32, small: Small, l: &Labels) {
    // Every length comes here when the window leaves some below one vector (and the
    // copies up to 2V are not sent elsewhere).
    let every = !small.covers_sub_vector && !small.beyond_two;
    if every {
        dynasm!(ops ; .arch x64 ; =>l.classes);
        cmp_len(ops, v as u64);
        dynasm!(ops ; .arch x64 ; jb =>l.less_vec);
    }
    let first = ops.new_dynamic_label();
    dynasm!(ops ; .arch x64 ; =>first);
    load(ops, enc, 0, src(0));
    if small.beyond_two {
        return;
    }
    cmp_len(ops, 2 * v as u64);
    dynasm!(ops ; .arch x64 ; ja =>l.more_2x);
    head_tail(ops, enc, v, 1, true);
    ret(ops, enc);
    if small.guard && !every {
        // The page guard's way in: the lengths below one vector, which the copies beyond
        // the window never are, are tested off their path.
        dynasm!(ops ; .arch x64 ; =>l.classes);
        cmp_len(ops, v as u64);
        dynasm!(ops
            ; .arch x64
            ; jb =>l.less_vec
            ; jmp =>first
        );
    }
}

/// Block 3: lengths below one vector: the narrower vector moves in `subs` (largest first),
/// then scalar head/tail pairs of qwords, dwords and words, then a single byte, cascading
/// from the largest.
fn less_than_one_vector(ops: &mut Asm, less_vec: DynamicLabel, subs: &[(VecLen, Enc)]) {
    dynasm!(ops ; .arch x64 ; .align 16 ; =>less_vec);
    // A fixed array, not a `Vec`: emitting allocates only the assembler's buffers, whose
    // growth is checked (issue 23). There are at most two narrower widths (XMM, YMM).
    debug_assert!(subs.len() <= 3);
    let labels: [Option<DynamicLabel>; 3] =
        core::array::from_fn(|i| (i < subs.len()).then(|| ops.new_dynamic_label()));
    let sub_labels = labels.iter().flatten();
    for (&(len, _), &label) in subs.iter().zip(sub_labels.clone()) {
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
    for (&(len, sub), &label) in subs.iter().zip(sub_labels) {
        dynasm!(ops ; .arch x64 ; =>label);
        head_tail(ops, sub, i32::from(len.bytes()), 1, false);
        ret(ops, sub);
    }
}

/// The widest band part held below a line: distances `1..=63`.
const LINE_BAND: i32 = LINE_MASK;

/// The backward band's distance test (in block 5, after its length compares): `(dst - src)
/// mod 4096` in `1..=band` (with `backward_page`, 0 too, below `backward_page_below` if
/// set) jumps to `to`, or with a wide limit (`backward_wide_below`) to its out-of-line test
/// `wide` (block 11) with ECX = the distance minus the returned `lowest` (0 or 1); anything
/// else goes on to `skip` or falls through, by the same instructions as without the limit.
/// Clobbers RCX.
fn band_test(
    ops: &mut Asm,
    t: &Thresholds,
    band: i32,
    wide: Option<DynamicLabel>,
    to: DynamicLabel,
    skip: DynamicLabel,
) -> i32 {
    dynasm!(ops
        ; .arch x64
        ; mov ecx, edi
        ; sub ecx, esi
        ; and ecx, PAGE_MASK
    );
    let lowest = match backward_page(t) {
        // 0..=band: a page copy is in the band too.
        Some(None) => {
            dynasm!(ops ; .arch x64 ; cmp ecx, band + 1);
            0
        }
        Some(Some(n)) => {
            // A page copy (ZF from the `and`) goes backward below `n`, else on past the
            // band (RCX is free on both ways out: block 10 and block 5's later tests
            // compute it again, so `cmp_len` may use it); any other distance falls to
            // the 1..=band test, one branch (taken) more than without the limit.
            let others = ops.new_dynamic_label();
            dynasm!(ops ; .arch x64 ; jnz =>others);
            cmp_len(ops, n as u64);
            dynasm!(ops
                ; .arch x64
                ; jb =>to
                ; jmp =>skip
                ; =>others
                ; sub ecx, 1
                ; cmp ecx, band
            );
            1
        }
        None => {
            dynasm!(ops
                ; .arch x64
                ; sub ecx, 1
                ; cmp ecx, band
            );
            1
        }
    };
    let target = wide.unwrap_or(to);
    dynasm!(ops ; .arch x64 ; jb =>target);
    lowest
}

/// Block 11, out of line (after everything else, so that the common path through block 5
/// is what it is without a wide limit): a copy in the backward band with ECX = its distance
/// minus `lowest` goes backward below a line, or below the length `below`; else on past
/// the band.
fn wide_test(ops: &mut Asm, wide: WideTest, skip: DynamicLabel) {
    dynasm!(ops
        ; .arch x64
        ; =>wide.label
        ; cmp ecx, LINE_BAND + 1 - wide.lowest
        ; jb =>wide.to
    );
    cmp_len(ops, wide.below as u64);
    dynasm!(ops
        ; .arch x64
        ; jb =>wide.to
        ; jmp =>skip
    );
}

/// Block 11's test, as block 5 leaves it: its label, what ECX holds (the distance minus
/// `lowest`), where a backward copy goes, and the length limit.
#[derive(Clone, Copy)]
struct WideTest {
    label: DynamicLabel,
    lowest: i32,
    to: DynamicLabel,
    below: usize,
}

/// ECX = `dst - src` (the low 32 bits), and the flags of `(dst - src) & mask`: zero for a
/// co-aligned copy with [`LINE_MASK`], for a page copy with [`PAGE_MASK`].
fn test_distance(ops: &mut Asm, mask: i32) {
    dynasm!(ops
        ; .arch x64
        ; mov ecx, edi
        ; sub ecx, esi
        ; test ecx, mask
    );
}

/// Block 5: picks the large-copy method above the largest size class and falls through to
/// block 6.
fn select_large(ops: &mut Asm, t: &Thresholds, l: &Labels, align: usize) -> Option<WideTest> {
    block_entry(ops, align);
    dynasm!(ops ; .arch x64 ; =>l.large);
    let mut wide = None;
    if let Some(n) = t.non_temporal_from {
        cmp_len(ops, n as u64);
        if t.non_temporal_skips_coaligned {
            // Not for a co-aligned copy (dst - src ≡ 0 mod 64): it goes on to the rules
            // below.
            let not = ops.new_dynamic_label();
            dynasm!(ops ; .arch x64 ; jb =>not);
            test_distance(ops, LINE_MASK);
            dynasm!(ops ; .arch x64 ; jnz =>l.nt ; =>not);
        } else {
            dynasm!(ops ; .arch x64 ; jae =>l.nt);
        }
    }
    if let Some((from, below)) = backward_band(t) {
        // (dst - src) mod 4096 in 1..=band: ((dst - src) mod 4096) - 1 < band, unsigned (a
        // distance of 0 wraps to 2^32 - 1); with `backward_page`, in 0..=band; with
        // `backward_page_below` too, a page copy tested for its length apart.
        let skip = l.band_skip;
        if let Some(n) = from {
            cmp_len(ops, n as u64);
            dynasm!(ops ; .arch x64 ; jb =>skip);
        }
        if let Some(n) = below {
            cmp_len(ops, n as u64);
            dynasm!(ops ; .arch x64 ; jae =>skip);
        }
        // In memmove mode, to block 10's check of a destination below an overlapping
        // source (the same instruction, another target).
        let to = if t.memmove { l.band_overlap } else { l.back };
        let band = t.backward_dst_above_src as i32;
        match backward_wide(t) {
            None => {
                band_test(ops, t, band, None, to, skip);
            }
            // Every large copy is held to the band's part below a line.
            Some(None) => {
                band_test(ops, t, LINE_BAND, None, to, skip);
            }
            // From `n` on, the part below a line only (`backward_wide_below`): block 11.
            Some(Some(below)) => {
                let label = ops.new_dynamic_label();
                let lowest = band_test(ops, t, band, Some(label), to, skip);
                wide = Some(WideTest {
                    label,
                    lowest,
                    to,
                    below,
                });
            }
        }
        dynasm!(ops ; .arch x64 ; =>skip);
    }
    if let Some(n) = t.rep_movsb_page_from {
        // A page copy: (dst - src) mod 4096 = 0, which no short-distance band holds.
        let not = ops.new_dynamic_label();
        cmp_len(ops, n as u64);
        dynasm!(ops ; .arch x64 ; jb =>not);
        test_distance(ops, PAGE_MASK);
        dynasm!(ops ; .arch x64 ; jz =>l.rep_now ; =>not);
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
        dynasm!(ops ; .arch x64 ; jb =>not);
        test_distance(ops, LINE_MASK);
        dynasm!(ops ; .arch x64 ; jz =>to ; =>not);
    }
    if let Some(r) = t.rep_movsb_from {
        cmp_len(ops, r as u64);
        dynasm!(ops ; .arch x64 ; jae =>l.rep);
    }
    wide
}

/// One loop iteration's moves for the vectors `regs` at offsets `offset(i)` from the source
/// and destination pointers: all loads then all stores, or each load with its store
/// (`interleave`). `between` (the source pointer's update, when it moves) runs after the
/// last load: between the loads and the stores, or after every move when interleaved.
fn iteration(
    ops: &mut Asm,
    s: Shape,
    kind: Store,
    regs: &[u8],
    at: impl Fn(bool, i32) -> At,
    offset: impl Fn(usize) -> i32,
    between: impl FnOnce(&mut Asm),
) {
    if s.interleave {
        for (i, &r) in regs.iter().enumerate() {
            load(ops, s.enc, r, at(true, offset(i)));
            store(ops, s.enc, kind, r, at(false, offset(i)));
        }
        between(ops);
    } else {
        for (i, &r) in regs.iter().enumerate() {
            load(ops, s.enc, r, at(true, offset(i)));
        }
        between(ops);
        for (i, &r) in regs.iter().enumerate() {
            store(ops, s.enc, kind, r, at(false, offset(i)));
        }
    }
}

/// Blocks 6 and 8, the forward loop: the first vector and the last four saved in registers,
/// destination aligned to the vector, 4V per iteration while more than 4V remain beyond the
/// saved tail, the saved vectors stored after the loop (glibc's shape). Needs
/// `len >= 5V - 1` for the loop's V (the large path starts above 8 vectors of the size
/// classes' width, which is at least as wide). With `tail_after` (temporal loop only) the
/// last four are loaded after the loop instead from that length on (below the second one,
/// if any); in memmove mode the returned [`DistanceTest`] goes into block 10.
fn loop_forward(ops: &mut Asm, s: Shape, kind: Store) -> (Option<DistanceTest>, Option<PageWay>) {
    let (enc, v) = (s.enc, s.v);
    // The first vector is in FIRST already (block 2); the last four are loaded here: before
    // the loop, or after it (`tail_loads_after_loop_from`) with R8 = where they start in the
    // source, and R8 = 0 on the early way.
    let (one, four) = (FIRST, HIGH);
    let mask = v - 1;
    let block = 4 * v;
    let late = s.tail_after.filter(|_| kind != Store::NonTemporal);
    let mut distance_test = None;
    // Register `four[i]` holds the `i+1`-th vector from the end: the last first, or the
    // lowest first (`tail_loads_ascending`).
    let early_tail = |ops: &mut Asm| {
        let mut order: [usize; 4] = [0, 1, 2, 3];
        if s.tail_ascending {
            order.reverse();
        }
        for i in order {
            load(ops, enc, four[i], src_end(-(i as i32 + 1) * v));
        }
    };
    // With `page_safe`, the way of a copy ending 1..=V bytes past a page boundary: its
    // prologue and its edges out of line, R8 nonzero on it and zero on the usual way.
    let mut page_way = None;
    if let Some((from, below)) = late {
        let (early, join) = (ops.new_dynamic_label(), ops.new_dynamic_label());
        dynasm!(ops ; .arch x64 ; lea r8, [rsi + rdx - block]);
        cmp_len(ops, from as u64);
        // from <= len < below, with an upper limit.
        if let Some(b) = below {
            dynasm!(ops ; .arch x64 ; jb =>early);
            cmp_len(ops, b as u64);
        }
        // In memmove mode to block 10's distance test first (out of line, so the code keeps
        // the layout it has without memmove mode).
        let to = if s.memmove {
            let stub = ops.new_dynamic_label();
            distance_test = Some(DistanceTest {
                stub,
                early,
                join,
                block,
            });
            stub
        } else {
            join
        };
        if below.is_some() {
            dynasm!(ops ; .arch x64 ; jb =>to ; =>early);
        } else {
            dynasm!(ops ; .arch x64 ; jae =>to ; =>early);
        }
        early_tail(ops);
        dynasm!(ops ; .arch x64 ; xor r8d, r8d ; =>join);
    } else if let Some(past_entry) = s.page_safe.filter(|_| kind == Store::Aligned) {
        let (prologue, join, edges) = (
            ops.new_dynamic_label(),
            ops.new_dynamic_label(),
            ops.new_dynamic_label(),
        );
        page_test(ops, v, prologue);
        early_tail(ops);
        dynasm!(ops ; .arch x64 ; xor r8d, r8d);
        page_way = Some((prologue, join, edges, past_entry));
    } else {
        early_tail(ops);
    }
    // R9 = where the last 4V start in dst.
    dynasm!(ops ; .arch x64 ; lea r9, [rdi + rdx - block]);
    if let Some((_, join, _, _)) = page_way {
        dynasm!(ops ; .arch x64 ; =>join);
    }
    if s.strict {
        dynasm!(ops
            ; .arch x64
            // Skip to the first V-aligned destination strictly above it: V - (dst mod V),
            // 1..=V bytes (the first vector covers them). An aligned destination leaves its
            // first V bytes to the first vector instead of storing them twice, which saves
            // an iteration at lengths just above a whole number of them (glibc's start).
            // Written so that no pointer waits on more than two operations (the `+ V` does
            // not wait for RCX).
            ; mov ecx, edi
            ; and ecx, mask
            ; add rsi, v
            ; add rdi, v
            ; sub rsi, rcx
            ; sub rdi, rcx
            // RDX = bytes beyond the last-4V window still to copy by the loop.
            ; lea rdx, [rdx + rcx - (block + v)]
        );
    } else {
        dynasm!(ops
            ; .arch x64
            // Skip to the next V-aligned destination (0..V-1 bytes; the first vector covers
            // them).
            ; mov rcx, rdi
            ; neg rcx
            ; and ecx, mask
            ; add rsi, rcx
            ; add rdi, rcx
            ; sub rdx, rcx
            // RDX = bytes beyond the last-4V window still to copy by the loop.
            ; sub rdx, block
        );
    }
    // The saved edges, after the loop: the tail (the edge the loop ends next to) first, then
    // the first vector at the original destination (still in RAX): glibc's order.
    let edges = |ops: &mut Asm| {
        for (i, &r) in four.iter().enumerate() {
            store(
                ops,
                enc,
                Store::Unaligned,
                r,
                at(Base::R9, (3 - i as i32) * v),
            );
        }
        store(ops, enc, Store::Unaligned, one, at(Base::Rax, 0));
    };
    let mem = |is_load: bool, disp: i32| if is_load { src(disp) } else { dst(disp) };
    let top = ops.new_dynamic_label();
    loop_top(ops, s.block_align);
    dynasm!(ops ; .arch x64 ; =>top);
    if kind == Store::NonTemporal {
        let ahead = PREFETCH_AHEAD * block;
        dynasm!(ops ; .arch x64 ; prefetcht0 [rsi + ahead]);
    } else if let Some(d) = s.prefetch {
        // Two lines per 4V block, `d` bytes ahead of the block (`loop_prefetch`).
        dynasm!(ops
            ; .arch x64
            ; prefetchnta [rsi + d]
            ; prefetchnta [rsi + d + 64]
        );
    }
    iteration(
        ops,
        s,
        kind,
        &LOW,
        mem,
        |i| i as i32 * v,
        |ops| {
            dynasm!(ops ; .arch x64 ; add rsi, block);
        },
    );
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
    if late.is_some() {
        // The tail, ascending, when it was not loaded before the loop.
        let skip = ops.new_dynamic_label();
        dynasm!(ops ; .arch x64 ; test r8, r8 ; jz =>skip);
        for (i, &r) in four.iter().enumerate().rev() {
            load(ops, enc, r, at(Base::R8, (3 - i as i32) * v));
        }
        dynasm!(ops ; .arch x64 ; =>skip);
    }
    if let Some((_, _, page_edges, _)) = page_way {
        dynasm!(ops ; .arch x64 ; test r8, r8 ; jnz =>page_edges);
    }
    edges(ops);
    ret(ops, s.outer);
    (distance_test, page_way)
}

/// The loops' page test (`tail_page_safe`): a copy whose end lies r = 1..=V bytes past a page
/// boundary goes to `way`, with RCX = end - 1 (its low 12 bits r - 1). `(end - 1) mod 4096 <
/// V` in one `test` of bits 12 - log2(V) .. 11 (V divides the page); r = V takes the way
/// too, where no store would span two pages, which is harmless and rare. Three
/// instructions, the last two fused, where a compare took four.
fn page_test(ops: &mut Asm, v: i32, way: DynamicLabel) {
    dynasm!(ops
        ; .arch x64
        ; lea rcx, [rdi + rdx - 1]
        ; test ecx, 0x1000 - v
        ; jz =>way
    );
}

/// The labels of the forward loop's page way (`tail_page_safe`): its prologue, where it joins
/// the usual way, its edges, and the dispatch past the entry's `mov rax, rdi`.
type PageWay = (DynamicLabel, DynamicLabel, DynamicLabel, DynamicLabel);

/// The forward loop's way for a copy that ends `r` = 1..=V bytes past a page boundary P
/// (`tail_page_safe`), out of line. At `prologue` (RCX = end - 1, see [`page_test`]): R10 =
/// r, R11 = src - dst; the saved tail as usual but for its last vector, loaded from the V
/// bytes below P instead (addressed by R9 first; R8 = that source too, nonzero: the way's
/// flag); R9 = where the last 4V start; back to `join`. At `edges`, after the loop: the three
/// other tail vectors as usual, the vector below P, the first vector; then the `r` bytes from
/// P on go to the dispatch past the entry's `mov rax, rdi` as a copy of their own (RAX still
/// the original destination), which stores nothing below P.
fn page_safe_way(ops: &mut Asm, s: Shape, (prologue, join, edges, past_entry): PageWay) {
    let (enc, v) = (s.enc, s.v);
    let (one, four) = (FIRST, HIGH);
    dynasm!(ops
        ; .arch x64
        ; =>prologue
        ; and ecx, 0xfff
        ; lea r10d, [rcx + 1]
        ; mov r11, rsi
        ; sub r11, rdi
        ; lea r9, [rsi + rdx - v]
        ; sub r9, r10
        ; mov r8, r9
    );
    for (i, &r) in four.iter().enumerate().skip(1) {
        load(ops, enc, r, src_end(-(i as i32 + 1) * v));
    }
    load(ops, enc, four[0], at(Base::R9, 0));
    dynasm!(ops
        ; .arch x64
        ; lea r9, [rdi + rdx - 4 * v]
        ; jmp =>join
        ; =>edges
    );
    for (i, &r) in four.iter().enumerate().skip(1) {
        store(
            ops,
            enc,
            Store::Unaligned,
            r,
            at(Base::R9, (3 - i as i32) * v),
        );
    }
    dynasm!(ops ; .arch x64 ; sub r9, r10);
    store(ops, enc, Store::Unaligned, four[0], at(Base::R9, 3 * v));
    store(ops, enc, Store::Unaligned, one, at(Base::Rax, 0));
    // The small classes' own returns assume clean upper state on their narrower paths.
    clear_upper(ops, enc);
    // P = R9 + 4V; its source P + (src - dst); r bytes.
    dynasm!(ops
        ; .arch x64
        ; lea rdi, [r9 + 4 * v]
        ; lea rsi, [rdi + r11]
        ; mov rdx, r10
        ; jmp =>past_entry
    );
}

/// Memmove mode's test of whether the forward loop may load its tail after the loop, emitted
/// in block 10 (see [`loop_forward`]).
struct DistanceTest {
    /// Where the length test sends the copies long enough.
    stub: DynamicLabel,
    /// The early loads.
    early: DynamicLabel,
    /// Past them: the late way.
    join: DynamicLabel,
    /// 4V of the loop.
    block: i32,
}

/// Block 10's distance test for [`DistanceTest`]: the forward loop stores below dst + len, so
/// it cannot reach the source's last 4V when src - dst >= 4V (unsigned: a source below the
/// destination only gets to the forward loop disjoint, since block 10 sends a destination
/// inside the source backward). Closer, the tail is loaded before the loop.
fn distance_test(ops: &mut Asm, d: DistanceTest) {
    dynasm!(ops
        ; .arch x64
        ; =>d.stub
        ; mov rcx, rsi
        ; sub rcx, rdi
        ; cmp rcx, d.block
        ; jb =>d.early
        ; jmp =>d.join
    );
}

/// Block 9, the backward loop: block 6 mirrored. The last vector and the first four saved in
/// registers; the destination's end aligned down to the vector; 4V per iteration from the
/// end towards the start, nearest the end first, while more than the saved first 4V remain;
/// the saved vectors stored after the loop. RSI and RDI stay; RDX, less 4V, counts down, and
/// the moves address `[base + rdx + k]`. With `page_safe`, a copy
/// ending 1..=V bytes past a page boundary first takes its way out of line (block 13, the
/// returned labels), which copies the bytes past the boundary and comes back with the
/// boundary as the copy's end.
fn loop_backward(ops: &mut Asm, s: Shape) -> Option<BackPageWay> {
    let (enc, v) = (s.enc, s.v);
    let four = [FIRST, LOW[0], LOW[1], LOW[2]];
    let one = LOW[3];
    let kind = Store::Aligned;
    // RCX = end - 1 from here on (the strict start below uses it too).
    let page_way = s.page_safe.map(|past_entry| {
        let (way, join) = (ops.new_dynamic_label(), ops.new_dynamic_label());
        page_test(ops, v, way);
        dynasm!(ops ; .arch x64 ; =>join);
        (way, join, past_entry)
    });
    // The first four (the first is in FIRST already, from block 2), then the last vector:
    // glibc's order. Loaded the other way round, a page copy of 513-576 bytes rotating
    // through L2 took 1.2-1.5x glibc's time on a Zen 5
    // (docs/results/zen5-2026-12-01/backward-order/).
    for (i, &r) in four.iter().enumerate().skip(1) {
        load(ops, enc, r, src(i as i32 * v));
    }
    load(ops, enc, one, src_end(-v));
    let mask = v - 1;
    let block = 4 * v;
    dynasm!(ops
        ; .arch x64
        // R9 = where the last vector goes.
        ; lea r9, [rdi + rdx - v]
    );
    if s.strict {
        // Drop the 1..=V bytes from the last V-aligned destination address strictly below
        // the end, ((end - 1) mod V) + 1 (the last vector covers them); the + 1 joins the
        // constant, which does not wait for RCX. RDX = the end offset still to copy, less
        // the saved first 4V: the loop's block is [rdx, rdx + 4V). (With the page way, RCX
        // holds end - 1 already.)
        if page_way.is_none() {
            dynasm!(ops ; .arch x64 ; lea rcx, [rdi + rdx - 1]);
        }
        dynasm!(ops
            ; .arch x64
            ; and ecx, mask
            ; sub rdx, block + 1
            ; sub rdx, rcx
        );
    } else {
        // Drop the 0..V-1 bytes past the last V-aligned destination address (the last
        // vector covers them).
        dynasm!(ops
            ; .arch x64
            ; lea rcx, [rdi + rdx]
            ; and ecx, mask
            ; sub rdx, rcx
            ; sub rdx, block
        );
    }
    // The saved edges, after the loop, mirrored: the edge the loop ends next to (here the
    // first four) first, then the last vector (glibc's order both ways).
    let edges = |ops: &mut Asm| {
        for (i, &r) in four.iter().enumerate() {
            store(ops, enc, Store::Unaligned, r, at(Base::Rax, i as i32 * v));
        }
        store(ops, enc, Store::Unaligned, one, at(Base::R9, 0));
    };
    let mem = |is_load: bool, disp: i32| {
        if is_load {
            src_end(disp)
        } else {
            dst_end(disp)
        }
    };
    // Nearest the end first: vector i of a block ending at rdx + 4V is at rdx + (3 - i)V.
    // The loop stops once RDX would reach 0, so the last iteration runs with RDX at most one
    // block: its moves start at or below 4V, where the saved first four take over.
    let offset = |i: usize| (3 - i as i32) * v;
    let top = ops.new_dynamic_label();
    loop_top(ops, s.block_align);
    dynasm!(ops ; .arch x64 ; =>top);
    iteration(ops, s, kind, &HIGH, mem, offset, |_| {});
    dynasm!(ops
        ; .arch x64
        ; sub rdx, block
        ; ja =>top
    );
    edges(ops);
    ret(ops, s.outer);
    page_way
}

/// The labels of the backward loop's page way (`tail_page_safe`): the way, where it joins
/// the loop's code, and the dispatch past the entry's `mov rax, rdi`.
type BackPageWay = (DynamicLabel, DynamicLabel, DynamicLabel);

/// Block 13, the backward loop's way for a copy that ends `r` = 1..=V bytes past a page
/// boundary P (`tail_page_safe`), out of line. At `way` (RCX = end - 1): the `r` bytes from P
/// on are copied first, by a call to the dispatch past the entry's `mov rax, rdi` (a copy of
/// their own, which stores nothing below P and returns with RAX still the destination);
/// then the copy goes back to the loop with P as its end, so that its last vector is stored
/// ending at P, not across it. First, not last as in block 12: a backward copy may have its
/// destination just above an overlapping source, and only the bytes past P, copied before
/// anything else, can be read and stored without reading a byte already stored (the loop
/// then reads only below P). R10 and R11 (which no small class touches) keep the shortened
/// length and the source across the call; the first vector is loaded again.
fn back_page_safe_way(ops: &mut Asm, s: Shape, (way, join, past_entry): BackPageWay) {
    dynasm!(ops
        ; .arch x64
        ; =>way
        ; and ecx, 0xfff
        ; inc ecx
        ; mov r11, rsi
        ; sub rdx, rcx
        ; mov r10, rdx
        ; add rdi, rdx
        ; add rsi, rdx
        ; mov edx, ecx
    );
    // Every `ret` of the small classes leaves clean upper state, as at the function's entry.
    clear_upper(ops, s.enc);
    dynasm!(ops
        ; .arch x64
        ; call =>past_entry
        ; mov rdi, rax
        ; mov rsi, r11
        ; mov rdx, r10
    );
    // RCX = the new end - 1, as the page test leaves it for the strict start.
    if s.strict {
        dynasm!(ops ; .arch x64 ; lea rcx, [rdi + rdx - 1]);
    }
    load(ops, s.enc, FIRST, src(0));
    dynasm!(ops ; .arch x64 ; jmp =>join);
}

/// True when a short-distance band can hold a co-aligned distance. A co-aligned distance is
/// a multiple of 64: 0, which no band holds, or at least 64 bytes either way; so only a band
/// of 64 bytes or more holds one, and narrower bands need no check on the co-aligned path.
fn coaligned_in_band(t: &Thresholds) -> bool {
    let line = LINE_MASK as u32 + 1;
    t.avoid_dst_above_src >= line || t.avoid_src_above_dst >= line
}

/// How the short-distance bands split by length when the band above holds only below a
/// length (`avoid_dst_above_src_below`; the band below has no limit): `Some((low, high,
/// high_is_above))`, both bands (those present) below `low`, from it below `high` (`None`:
/// every length) the band reaching further alone (`avoid_dst_above_src`'s when
/// `high_is_above`), from `high` none. `None` when no band present has a limit: the check
/// without length tests (the code before the limit).
fn guard_split(t: &Thresholds) -> Option<(usize, Option<usize>, bool)> {
    // How far a band reaches: an absent band no length, one without a limit every length.
    let reach = |band: u32, limit: Option<usize>| match (band, limit) {
        (0, _) => Some(0),
        (_, limit) => limit,
    };
    let ra = reach(t.avoid_dst_above_src, t.avoid_dst_above_src_below);
    let rb = reach(t.avoid_src_above_dst, None);
    match (ra, rb) {
        (Some(a), Some(b)) if a <= b => Some((a, Some(b), false)),
        (Some(a), Some(b)) => Some((b, Some(a), true)),
        (Some(a), None) if t.avoid_dst_above_src > 0 && t.avoid_dst_above_src_below.is_some() => {
            Some((a, None, false))
        }
        _ => None,
    }
}

/// Block 7's band check when a band holds only below a length (`split`, from
/// [`guard_split`]), entered at `rep` or `rep_band` (where it computes ECX = dst - src
/// again: `cmp_len` may use RCX). Below `low` the check of the two bands as without limits;
/// from it, below `high`, the band reaching further alone; from that, `REP MOVSB`. A copy
/// in a band goes to the loop, every other one on to `REP MOVSB` past the check.
fn guard_with_limits(
    ops: &mut Asm,
    t: &Thresholds,
    l: &Labels,
    (low, high, high_is_above): (usize, Option<usize>, bool),
) {
    let (above, below) = (t.avoid_dst_above_src as i32, t.avoid_src_above_dst as i32);
    let fast = ops.new_dynamic_label();
    dynasm!(ops ; .arch x64 ; =>l.rep_band);
    let both = low > 0 && above > 0 && below > 0;
    // Both bands with the same limit: nothing holds from it.
    let same = both && high == Some(low);
    if both {
        let one = ops.new_dynamic_label();
        cmp_len(ops, low as u64);
        if same {
            dynasm!(ops ; .arch x64 ; jae =>fast);
        } else {
            dynasm!(ops ; .arch x64 ; jae =>one);
        }
        dynasm!(ops
            ; .arch x64
            ; mov ecx, edi
            ; sub ecx, esi
            ; and ecx, PAGE_MASK
            ; jz =>fast
            ; add ecx, below
            ; and ecx, PAGE_MASK
            ; cmp ecx, below + above
            ; jbe =>l.vloop
        );
        if same {
            dynasm!(ops ; .arch x64 ; =>fast);
            return;
        }
        dynasm!(ops ; .arch x64 ; jmp =>fast ; =>one);
    }
    if let Some(n) = high {
        cmp_len(ops, n as u64);
        dynasm!(ops ; .arch x64 ; jae =>fast);
    }
    // One band: (dst - src) mod 4096 in 1..=above, or (src - dst) mod 4096 in 1..=below
    // (a distance of 0 wraps to 2^32 - 1).
    if high_is_above {
        dynasm!(ops
            ; .arch x64
            ; mov ecx, edi
            ; sub ecx, esi
            ; and ecx, PAGE_MASK
            ; sub ecx, 1
            ; cmp ecx, above
            ; jb =>l.vloop
        );
    } else {
        dynasm!(ops
            ; .arch x64
            ; mov ecx, esi
            ; sub ecx, edi
            ; and ecx, PAGE_MASK
            ; sub ecx, 1
            ; cmp ecx, below
            ; jb =>l.vloop
        );
    }
    dynasm!(ops ; .arch x64 ; =>fast);
}

/// Block 7: the short-distance band check, then `REP MOVSB`. Entered at `rep` (by length),
/// at `rep_band` with ECX = dst - src (co-aligned, when a band can hold a co-aligned
/// distance), or at `rep_now` (page copies; co-aligned, when no band can hold one); a copy
/// inside a band goes back to the loop at `vloop`. Only the entries some path uses are
/// emitted.
fn rep_movsb_guarded(ops: &mut Asm, t: &Thresholds, enc: Enc, l: &Labels, align: usize) {
    block_entry(ops, align);
    dynasm!(ops ; .arch x64 ; =>l.rep);
    let (above, below) = (t.avoid_dst_above_src as i32, t.avoid_src_above_dst as i32);
    let by_length = t.rep_movsb_from.is_some();
    let by_coalignment = t.rep_movsb_coaligned_from.is_some() && coaligned_in_band(t);
    let split =
        guard_split(t).filter(|_| (above > 0 || below > 0) && (by_length || by_coalignment));
    if let Some(split) = split {
        guard_with_limits(ops, t, l, split);
    } else if (above > 0 || below > 0) && (by_length || by_coalignment) {
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
        let fast = ops.new_dynamic_label();
        dynasm!(ops
            ; .arch x64
            ; =>l.rep_band
            ; and ecx, PAGE_MASK
            ; jz =>fast
        );
        // Without the band below there is nothing to shift (the intel-fsrm row).
        if below > 0 {
            dynasm!(ops
                ; .arch x64
                ; add ecx, below
                ; and ecx, PAGE_MASK
            );
        }
        dynasm!(ops
            ; .arch x64
            ; cmp ecx, below + above
            ; jbe =>l.vloop
            ; =>fast
        );
    }
    dynasm!(ops ; .arch x64 ; =>l.rep_now);
    if t.rep_movsb_align_dst {
        // From the first V-byte boundary strictly above the destination to the end; the
        // first vector (register 0, loaded by the dispatch) then copies the 1..=V bytes
        // before it. Stored after `REP MOVSB`, as glibc does, so a destination below an
        // overlapping source (memmove mode copies those forward) never has source bytes
        // overwritten before they are read.
        let v = i32::from(match enc {
            Enc::Evex(len) => len.bytes(),
            Enc::VexY => 32,
            Enc::Sse | Enc::VexX => 16,
        });
        dynasm!(ops
            ; .arch x64
            ; lea rcx, [rdi + rdx]
            ; or rdi, v - 1
            ; add rdi, 1
            ; sub rcx, rdi
            ; mov r8, rdi
            ; sub r8, rax
            ; add rsi, r8
            ; rep movsb
        );
        store(ops, enc, Store::Unaligned, 0, at(Base::Rax, 0));
        ret(ops, enc);
        return;
    }
    // The dispatch loaded the first vector into a YMM register at AVX2.
    clear_upper(ops, enc);
    dynasm!(ops
        ; .arch x64
        ; mov rcx, rdx
        ; rep movsb
        ; ret
    );
}
