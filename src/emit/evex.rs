//! A minimal EVEX encoder for the four AVX-512 moves the vector strategy needs.
//!
//! dynasm-rs 5.1 has no AVX-512 support (no EVEX prefix, no ZMM registers), so these few
//! instructions are encoded by hand, following the Intel SDM vol. 2, §2.7 ("Intel AVX-512
//! encoding"). Only what the vector strategy uses is supported: vector registers 0–31 (the
//! strategy uses 16–31, from [`EVEX_FIRST`]), a [`Base`](super::operand::Base) register
//! (RAX/RSI/RDI/R8/R9), an optional index RDX with scale 1, and a displacement. The unit tests
//! in `tests/evex.rs` decode every combination with iced-x86 and compare operands.
//!
//! | op        | instruction          | encoding              |
//! |-----------|----------------------|-----------------------|
//! | `LoadU`   | `vmovdqu64 v, [m]`   | EVEX.F3.0F.W1 6F /r   |
//! | `StoreU`  | `vmovdqu64 [m], v`   | EVEX.F3.0F.W1 7F /r   |
//! | `StoreA`  | `vmovdqa64 [m], v`   | EVEX.66.0F.W1 7F /r   |
//! | `StoreNt` | `vmovntdq [m], v`    | EVEX.66.0F.W0 E7 /r   |
//! | `LoadMasked(k)`  | `vmovdqu8 v{k}{z}, [m]` | EVEX.F2.0F.W0 6F /r |
//! | `StoreMasked(k)` | `vmovdqu8 [m]{k}, v`    | EVEX.F2.0F.W0 7F /r |
//!
//! and, for the masks themselves, [`kmovq`] (`VEX.L0.F2.0F.W1 92 /r`) and
//! [`kshiftrq_32`] (`VEX.L0.66.0F3A.W1 31 /r ib`).

use super::operand::At;
use super::Asm;

/// The first vector register with no legacy-SSE alias. The AVX-512 code uses only registers
/// from here to 31, so it never dirties the upper state that `vzeroupper` clears, and SSE
/// code in the caller pays no transition penalty.
pub(super) const EVEX_FIRST: u8 = 16;

/// Vector length of one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum VecLen {
    /// 16 bytes (XMM).
    X,
    /// 32 bytes (YMM).
    Y,
    /// 64 bytes (ZMM).
    Z,
}

impl VecLen {
    pub(super) const fn bytes(self) -> u8 {
        match self {
            VecLen::X => 16,
            VecLen::Y => 32,
            VecLen::Z => 64,
        }
    }

    /// EVEX.L'L.
    const fn ll(self) -> u8 {
        match self {
            VecLen::X => 0b00,
            VecLen::Y => 0b01,
            VecLen::Z => 0b10,
        }
    }
}

/// Vector register number 0–31, named at the [`VecLen`] of the move (xmm*n*, ymm*n* or
/// zmm*n*).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Zmm(pub(super) u8);

/// Which move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Op {
    LoadU,
    StoreU,
    StoreA,
    StoreNt,
    /// Byte-masked by opmask register `k` (1–7), zeroing the masked-off register bytes.
    LoadMasked(u8),
    /// Byte-masked by opmask register `k` (1–7): masked-off bytes of memory are neither
    /// written nor faulted on.
    StoreMasked(u8),
}

/// `kshiftrq k<to>, k<from>, 32`: the upper half of a 64-bit length mask, for the 32-byte
/// move after the one `from` masks (opmask registers 1–7).
pub(super) fn kshiftrq_32(ops: &mut Asm, to: u8, from: u8) {
    debug_assert!(
        (1..8).contains(&to) && (1..8).contains(&from),
        "kshiftrq k{to}, k{from}"
    );
    // 3-byte VEX: RXB inverted (all 1), map 0F3A; W1, vvvv 1111, L0, pp 66; 31;
    // ModRM 11 to from; imm8 32.
    ops.extend([0xC4, 0xE3, 0xF9, 0x31, 0b1100_0000 | (to << 3) | from, 0x20]);
}

/// `kmovq k<k>, r<gpr>`: a mask built in a general register (hardware number `gpr`, 0–15)
/// goes to opmask register `k` (1–7).
pub(super) fn kmovq(ops: &mut Asm, k: u8, gpr: u8) {
    debug_assert!((1..8).contains(&k) && gpr < 16, "kmovq k{k}, r{gpr}");
    // 3-byte VEX: R and X inverted (1: k is below 8, no index), B inverted (extends the
    // general register), map 0F; W1, vvvv 1111, L0, pp F2; 92; ModRM 11 k gpr.
    let b = (gpr >> 3) & 1;
    ops.extend([
        0xC4,
        0b1100_0001 | ((b ^ 1) << 5),
        0xFB,
        0x92,
        0b1100_0000 | (k << 3) | (gpr & 7),
    ]);
}

/// Emits `op` on vector register `reg` at length `len`, with memory operand `at`.
pub(super) fn mov(ops: &mut Asm, op: Op, len: VecLen, reg: Zmm, at: At) {
    let Zmm(reg) = reg;
    debug_assert!(reg < 32, "vector register {reg} does not exist");
    let (opcode, pp, w) = match op {
        Op::LoadU => (0x6F, 0b10, 1), // F3
        Op::StoreU => (0x7F, 0b10, 1),
        Op::StoreA => (0x7F, 0b01, 1), // 66
        Op::StoreNt => (0xE7, 0b01, 0),
        Op::LoadMasked(_) => (0x6F, 0b11, 0), // F2
        Op::StoreMasked(_) => (0x7F, 0b11, 0),
    };
    // Only the masked load zeroes (stores allow merging only).
    let (aaa, z) = match op {
        Op::LoadMasked(k) => (k, 1),
        Op::StoreMasked(k) => (k, 0),
        _ => (0, 0),
    };
    debug_assert!(aaa < 8, "opmask register k{aaa} does not exist");
    let (base, base_ext) = (at.base.number() & 7, at.base.number() >> 3);
    // ModRM.rm (or SIB.base) 100 would mean "SIB follows" (RSP/R12), and 101 with mode 00
    // "RIP-relative" or "no base" (RBP/R13): this encoder writes neither form.
    debug_assert!(
        base != 0b100 && base != 0b101,
        "{:?} as a base needs a SIB byte or a displacement, which this encoder does not write",
        at.base
    );
    // P0: R X B R' 0 0 m m — R, X, B, R' stored inverted; map 0F (mm = 01). X extends the
    // index register, which is RDX (number 2) or none, so it is always 0.
    let r = (reg >> 3) & 1;
    let r_hi = (reg >> 4) & 1;
    let p0 = ((r ^ 1) << 7) | (1 << 6) | ((base_ext ^ 1) << 5) | ((r_hi ^ 1) << 4) | 0b01;
    // P1: W vvvv 1 pp — no second source, so vvvv = 1111.
    let p1 = (w << 7) | (0b1111 << 3) | (1 << 2) | pp;
    // P2: z L'L b V' aaa — no broadcast; V' = 1 (inverted, unused); aaa = opmask register.
    let p2 = (z << 7) | (len.ll() << 5) | (1 << 3) | aaa;
    ops.extend([0x62, p0, p1, p2, opcode]);

    // ModRM/SIB with the EVEX compressed displacement: disp8 counts units of the vector
    // length for full-vector moves, so multiples of the length up to ±127 units take one byte.
    let n = i32::from(len.bytes());
    let disp8 = (at.disp % n == 0)
        .then(|| i8::try_from(at.disp / n).ok())
        .flatten();
    let (short, long) = (disp8.map_or(0, |d8| d8 as u8), at.disp.to_le_bytes());
    let (mode, disp_bytes): (u8, &[u8]) = match (at.disp, disp8) {
        (0, _) => (0b00, &[]),
        (_, Some(_)) => (0b01, core::slice::from_ref(&short)),
        (_, None) => (0b10, &long),
    };
    let reg_field = (reg & 7) << 3;
    if at.with_len {
        // rm = 100: SIB follows. SIB: scale 1 (00), index RDX (010), base.
        ops.push((mode << 6) | reg_field | 0b100);
        ops.push((0b010 << 3) | base);
    } else {
        ops.push((mode << 6) | reg_field | base);
    }
    ops.extend(disp_bytes);
}
