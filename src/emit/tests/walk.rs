//! The dispatch, walked: for a concrete length and source/destination pair, [`walk`] runs the
//! decoded code from its entry with a tiny interpreter of the general-register instructions
//! the vector strategy uses (moves, `add`/`sub`/`and`/`or`/`xor`/`neg`/`inc`, `cmp`/`test`,
//! `lea`, `bzhi`, `shr`, `shrx`, `cmov`, conditional jumps, and the backward page way's `call`
//! into the code's own small classes, which returns to it) and reports which copy method the
//! code commits to first:
//!
//! - a `rep movsb` → [`Method::RepMovsb`];
//! - the first instruction of a loop (a range of code that a jump back closes, found in the
//!   decoded code by [`loops`]), by what the loop's body does: non-temporal stores →
//!   [`Method::NonTemporal`]; stores addressed from the end (`[rdi + rdx + k]`, the
//!   pointers fixed and the length counting down) → [`Method::Backward`]; else
//!   [`Method::Loop`], the forward loop;
//! - a `ret` before any of those, but for one that returns from a `call` →
//!   [`Method::Small`] (a head/tail or masked copy).
//!
//! Vector moves do not touch the general registers and are stepped over (a loop's edge
//! vectors may be stored before it). [`expected`] says the same thing from the
//! [`Thresholds`] documentation alone, so the tests compare what the machine code decides
//! with what the thresholds promise, for every configuration and the lengths and distances
//! around every edge, including every overlap of a memmove-mode copy.

use std::collections::HashMap;

use iced_x86::{Instruction, Mnemonic, OpKind, Register};

use super::{decode, loops, matrix, text, thresholds, vector_code, LoopKind, Mix, MASKED};
use crate::strategy::VectorWidth;
use crate::thresholds::Thresholds;

/// The copy method a path commits to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Method {
    Small,
    Loop,
    Backward,
    NonTemporal,
    RepMovsb,
}

/// What the thresholds promise for `len` bytes from `src` to `dst` (the order of
/// [`Thresholds`]' documentation): up to 8 vectors a head/tail copy; in memmove mode, a
/// destination inside the source at or above its start (`0 <= dst - src < len`) the
/// backward loop; from `non_temporal_from` the non-temporal loop (not for a co-aligned copy,
/// `(dst - src) mod 64 = 0`, with `non_temporal_skips_coaligned`); in the backward band (its
/// lengths, `(dst - src) mod 4096` in `1..=backward_dst_above_src` (`0..=` with `backward_page`,
/// a page copy only below `backward_page_below` if set; from `backward_wide_below` on at
/// most 63), and in memmove mode not
/// a destination below an overlapping source) the backward loop;
/// `REP MOVSB` from `rep_movsb_from`, from `rep_movsb_coaligned_from` when
/// `(dst - src) mod 64 = 0`, or from `rep_movsb_page_from` when `(dst - src) mod 4096 = 0`,
/// but never when the distance is inside a short-distance band (below its length limit, if
/// set); else the forward loop.
pub(super) fn expected(t: &Thresholds, len: u64, dst: u64, src: u64) -> Method {
    let at_least = |n: Option<usize>| n.is_some_and(|n| len >= n as u64);
    if len < t.large_from() as u64 {
        return Method::Small;
    }
    if t.memmove && dst.wrapping_sub(src) < len {
        return Method::Backward;
    }
    let coaligned = dst.wrapping_sub(src) % 64 == 0;
    if at_least(t.non_temporal_from) && !(t.non_temporal_skips_coaligned && coaligned) {
        return Method::NonTemporal;
    }
    let d = dst.wrapping_sub(src) % 4096; // dst above src, modulo the page
    let e = src.wrapping_sub(dst) % 4096; // src above dst, modulo the page
    let backward_lengths =
        len >= t.backward_from as u64 && t.backward_below.is_none_or(|b| len < b as u64);
    // In memmove mode a destination below an overlapping source stays forward.
    let dst_below_overlap = t.memmove && (1..len).contains(&src.wrapping_sub(dst));
    let page = t.backward_page && t.backward_page_below.is_none_or(|n| len < n as u64);
    let lowest = u64::from(!page);
    let wide = t.backward_wide_below.is_none_or(|n| len < n as u64);
    let band = match t.backward_dst_above_src {
        b if wide => b,
        b => b.min(63),
    };
    if backward_lengths
        && t.backward_dst_above_src > 0
        && (lowest..=u64::from(band)).contains(&d)
        && !dst_below_overlap
    {
        return Method::Backward;
    }
    let holds = |below: Option<usize>| below.is_none_or(|n| len < n as u64);
    let in_band = ((1..=u64::from(t.avoid_dst_above_src)).contains(&d)
        && holds(t.avoid_dst_above_src_below))
        || (1..=u64::from(t.avoid_src_above_dst)).contains(&e);
    let by_length = at_least(t.rep_movsb_from)
        || (d % 64 == 0 && at_least(t.rep_movsb_coaligned_from))
        || (d == 0 && at_least(t.rep_movsb_page_from));
    if by_length && !in_band {
        Method::RepMovsb
    } else {
        Method::Loop
    }
}

/// Flags as `cmp`, `sub`, `add`, `and`, `or`, `xor`, `test` and `neg` leave them.
#[derive(Clone, Copy)]
struct Flags {
    carry: bool,
    zero: bool,
}

/// A 64- or 32-bit general register operand: (hardware number, width in bits).
fn gpr(r: Register) -> Option<(usize, u32)> {
    let (r, rax, eax) = (r as u32, Register::RAX as u32, Register::EAX as u32);
    if (rax..rax + 16).contains(&r) {
        Some(((r - rax) as usize, 64))
    } else if (eax..eax + 16).contains(&r) {
        Some(((r - eax) as usize, 32))
    } else {
        None
    }
}

struct Machine {
    /// RAX..R15 by hardware number; `None` once loaded from memory (unknown).
    regs: [Option<u64>; 16],
    flags: Option<Flags>,
}

impl Machine {
    fn get(&self, r: Register, i: &Instruction) -> u64 {
        let what = || format!("`{}` at +{:#x}", text(i), i.ip());
        let (n, bits) = gpr(r).unwrap_or_else(|| panic!("{}: {r:?} is not a GPR", what()));
        let v = self.regs[n].unwrap_or_else(|| panic!("{}: {r:?} was loaded from memory", what()));
        if bits == 32 {
            v & 0xFFFF_FFFF
        } else {
            v
        }
    }

    /// Writes a register; a 32-bit write zero-extends, as on the CPU.
    fn set(&mut self, r: Register, v: Option<u64>) {
        let (n, bits) = gpr(r).expect("a general register");
        self.regs[n] = v.map(|v| if bits == 32 { v & 0xFFFF_FFFF } else { v });
    }

    /// Operand `k` of `i` as a value of the instruction's width.
    fn operand(&self, i: &Instruction, k: u32) -> u64 {
        match i.op_kind(k) {
            OpKind::Register => self.get(i.op_register(k), i),
            OpKind::Immediate8
            | OpKind::Immediate32
            | OpKind::Immediate64
            | OpKind::Immediate8to32
            | OpKind::Immediate8to64
            | OpKind::Immediate32to64 => i.immediate(k),
            kind => panic!("`{}`: operand {k} is {kind:?}", text(i)),
        }
    }
}

/// Decoded code, with its instructions indexed by address for the jumps.
pub(super) struct Program {
    insns: Vec<Instruction>,
    index: HashMap<u64, usize>,
    /// The kind of the loop each instruction is in, if any.
    in_loop: Vec<Option<LoopKind>>,
}

impl Program {
    pub(super) fn new(insns: Vec<Instruction>) -> Program {
        let index = insns.iter().enumerate().map(|(k, i)| (i.ip(), k)).collect();
        let mut in_loop = vec![None; insns.len()];
        for l in loops(&insns) {
            for slot in &mut in_loop[l.body.clone()] {
                *slot = Some(l.kind);
            }
        }
        Program {
            insns,
            index,
            in_loop,
        }
    }

    fn target(&self, i: &Instruction) -> usize {
        self.index[&i.near_branch_target()]
    }
}

/// Runs `p` from the entry with RDI = `dst`, RSI = `src`, RDX = `len` until the code
/// commits to a copy method (see the module doc). Panics on an instruction the walk does
/// not model, on a branch that depends on a value loaded from memory, and after 10,000 steps.
pub(super) fn walk(p: &Program, len: u64, dst: u64, src: u64) -> Method {
    walk_regs(p, len, dst, src).0
}

/// [`walk`], with the general registers where the code commits (`None`: loaded from memory).
pub(super) fn walk_regs(p: &Program, len: u64, dst: u64, src: u64) -> (Method, [Option<u64>; 16]) {
    use Mnemonic::*;
    let mut m = Machine {
        regs: [Some(0xDEAD_BEEF); 16],
        flags: None,
    };
    m.regs[2] = Some(len);
    m.regs[6] = Some(src);
    m.regs[7] = Some(dst);
    let mut k = 0;
    // Where the `call`s in progress return to.
    let mut calls = Vec::new();
    for _ in 0..10_000 {
        let i = &p.insns[k];
        match p.in_loop[k] {
            Some(LoopKind::Forward) => return (Method::Loop, m.regs),
            Some(LoopKind::Backward) => return (Method::Backward, m.regs),
            Some(LoopKind::NonTemporal) => return (Method::NonTemporal, m.regs),
            None => {}
        }
        let mut next = k + 1;
        let width = |r: Register| gpr(r).map_or(64, |(_, bits)| bits);
        let mask = |v: u64, bits: u32| if bits == 32 { v & 0xFFFF_FFFF } else { v };
        let to_reg = i.op_count() > 0 && i.op0_kind() == OpKind::Register;
        match i.mnemonic() {
            Movsb if i.has_rep_prefix() => return (Method::RepMovsb, m.regs),
            Ret => match calls.pop() {
                Some(back) => next = back,
                None => return (Method::Small, m.regs),
            },
            Call => {
                calls.push(next);
                next = p.target(i);
            }
            // INC leaves the carry flag as it was.
            Inc => {
                let bits = width(i.op0_register());
                let v = mask(m.operand(i, 0).wrapping_add(1), bits);
                m.set(i.op0_register(), Some(v));
                m.flags = Some(Flags {
                    carry: m.flags.is_some_and(|f| f.carry),
                    zero: v == 0,
                });
            }
            // Vector moves and the mask, prefetch and fence instructions leave the general
            // registers alone.
            Movdqu | Vmovdqu | Vmovdqu64 | Vmovdqu8 | Movdqa | Vmovdqa | Vmovdqa64 | Movntdq
            | Vmovntdq | Movd | Vmovd | Kmovq | Kshiftrq | Prefetcht0 | Prefetchnta | Sfence
            | Vzeroupper | Nop => {}
            // A general-register load from memory: its value is unknown to the walk; a store
            // changes nothing the walk tracks.
            Mov | Movzx if i.op_count() == 2 && i.op1_kind() == OpKind::Memory => {
                m.set(i.op0_register(), None);
            }
            Mov if !to_reg => {}
            Mov => {
                let v = m.operand(i, 1);
                m.set(i.op0_register(), Some(v));
            }
            Lea => {
                let base = m.get(i.memory_base(), i);
                let index = match i.memory_index() {
                    Register::None => 0,
                    r => m.get(r, i).wrapping_mul(u64::from(i.memory_index_scale())),
                };
                let v = base
                    .wrapping_add(index)
                    .wrapping_add(i.memory_displacement64());
                m.set(i.op0_register(), Some(v));
            }
            Bzhi => {
                let (v, n) = (m.operand(i, 1), m.operand(i, 2) & 0xFF);
                let v = if n < 64 { v & ((1u64 << n) - 1) } else { v };
                m.set(i.op0_register(), Some(v));
                m.flags = Some(Flags {
                    carry: n > 63,
                    zero: v == 0,
                });
            }
            // By an immediate (the merged small classes' `k`).
            Shr => {
                let bits = width(i.op0_register());
                let (a, n) = (m.operand(i, 0), m.operand(i, 1) & 63);
                let v = mask(a >> n, bits);
                m.set(i.op0_register(), Some(v));
                m.flags = Some(Flags {
                    carry: n > 0 && (a >> (n - 1)) & 1 == 1,
                    zero: v == 0,
                });
            }
            Shrx => {
                let (v, n) = (m.operand(i, 1), m.operand(i, 2) & 63);
                m.set(i.op0_register(), Some(v >> n));
            }
            Cmovae | Cmova | Cmovb | Cmovbe => {
                let f = m.flags.unwrap_or_else(|| panic!("`{}`: no flags", text(i)));
                let taken = match i.mnemonic() {
                    Cmovae => !f.carry,
                    Cmova => !f.carry && !f.zero,
                    Cmovb => f.carry,
                    _ => f.carry || f.zero,
                };
                // A 32-bit cmov zero-extends its destination even when it does not move.
                let v = if taken {
                    m.operand(i, 1)
                } else {
                    m.operand(i, 0)
                };
                m.set(i.op0_register(), Some(v));
            }
            Neg => {
                let bits = width(i.op0_register());
                let a = m.operand(i, 0);
                let v = mask(a.wrapping_neg(), bits);
                m.set(i.op0_register(), Some(v));
                m.flags = Some(Flags {
                    carry: a != 0,
                    zero: v == 0,
                });
            }
            Add | Sub | Cmp | And | Or | Xor | Test => {
                let bits = width(i.op0_register());
                let (a, b) = (m.operand(i, 0), mask(m.operand(i, 1), bits));
                let (v, carry) = match i.mnemonic() {
                    Add => {
                        let v = mask(a.wrapping_add(b), bits);
                        (v, v < a)
                    }
                    Sub | Cmp => (mask(a.wrapping_sub(b), bits), a < b),
                    Or => (a | b, false),
                    Xor => (a ^ b, false),
                    _ => (a & b, false),
                };
                if matches!(i.mnemonic(), Add | Sub | And | Or | Xor) {
                    m.set(i.op0_register(), Some(v));
                }
                m.flags = Some(Flags {
                    carry,
                    zero: v == 0,
                });
            }
            Jmp => next = p.target(i),
            Jb | Jae | Ja | Jbe | Je | Jne => {
                let f = m.flags.unwrap_or_else(|| panic!("`{}`: no flags", text(i)));
                let taken = match i.mnemonic() {
                    Jb => f.carry,
                    Jae => !f.carry,
                    Ja => !f.carry && !f.zero,
                    Jbe => f.carry || f.zero,
                    Je => f.zero,
                    _ => !f.zero,
                };
                if taken {
                    next = p.target(i);
                }
            }
            _ => panic!("the walk does not model `{}` at +{:#x}", text(i), i.ip()),
        }
        k = next;
    }
    panic!("no decision after 10,000 instructions");
}

/// Source addresses for the walks: page-aligned, and at an odd offset near the page's end.
const SOURCES: [u64; 2] = [0x7f00_1234_5000, 0x7f00_1234_5fc3];

/// Distances `dst - src` around every edge the dispatch tests: zero, the 64-byte line, the
/// default 63-byte bands, the 31-byte backward band, the wider bands the tests use, and the
/// same from below; whole pages away (only the distance modulo 4096 counts); and around
/// `len`, where a destination above the source stops overlapping it.
fn distances(len: u64) -> Vec<i64> {
    let near = [
        0, 1, 2, 15, 30, 31, 32, 62, 63, 64, 65, 100, 127, 128, 129, 192, 256, 1024, 2047, 2048,
        2049,
    ];
    let mut out: Vec<i64> = near.iter().flat_map(|&d| [d, -d]).collect();
    out.extend([4096, -4096, 4096 + 64, -(4096 + 64), 1 << 20, 3 * 4096 - 63]);
    let len = len as i64;
    out.extend([len - 1, len, len + 1, -len]);
    out
}

/// Lengths around every threshold of `t`, and every size-class edge.
fn lengths(t: &Thresholds) -> Vec<u64> {
    let v = t.width.bytes() as u64;
    let mut out = vec![0, 1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65];
    for n in [1, 2, 4, 8, 16] {
        out.extend([n * v - 1, n * v, n * v + 1]);
    }
    out.push(t.masked_max as u64);
    out.push(t.masked_max as u64 + 1);
    for n in [
        t.rep_movsb_from,
        t.rep_movsb_coaligned_from,
        t.rep_movsb_page_from,
        t.non_temporal_from,
        Some(t.backward_from).filter(|&n| n > 0),
        t.backward_below,
        t.backward_page_below,
        t.backward_wide_below,
        t.avoid_dst_above_src_below,
    ]
    .into_iter()
    .flatten()
    {
        out.extend([n as u64 - 1, n as u64, n as u64 + 1]);
    }
    out.push(1 << 40);
    out
}

/// Every configuration of the matrix decides as its thresholds promise, at every length
/// around its edges and every distance around the bands and the cache line.
#[test]
fn dispatch_decides_as_the_thresholds_promise() {
    let mut walks = 0;
    for (label, t) in matrix() {
        let p = Program::new(decode(&vector_code(t)));
        for len in lengths(&t) {
            for d in distances(len) {
                for src in SOURCES {
                    let dst = src.wrapping_add(d as u64);
                    let (got, want) = (walk(&p, len, dst, src), expected(&t, len, dst, src));
                    assert_eq!(got, want, "{label}: len {len}, dst - src = {d}");
                    walks += 1;
                }
            }
        }
    }
    assert!(walks > 100_000, "{walks} walks");
}

/// The forward loop loads its tail after the loop (R8, the source's last 4V, not zero when
/// the loop starts) exactly where the thresholds say: from `tail_loads_after_loop_from`,
/// below `tail_loads_after_loop_below`, and in memmove mode only when `src - dst >= 4V`
/// (unsigned): every configuration of the matrix with the option, at every length around
/// its edges and both limits, and every distance around the bands and around ±4V.
#[test]
fn the_tail_is_loaded_late_exactly_where_promised() {
    let mut walks = 0;
    let mut late = 0;
    for (label, t) in matrix() {
        let Some(from) = t.tail_loads_after_loop_from else {
            continue;
        };
        let p = Program::new(decode(&vector_code(t)));
        let block = 4 * t.width.bytes() as u64;
        let mut lens = lengths(&t);
        for n in [Some(from), t.tail_loads_after_loop_below]
            .into_iter()
            .flatten()
        {
            let n = n as u64;
            lens.extend([n.saturating_sub(1), n, n + 1]);
        }
        for len in lens {
            let mut dists = distances(len);
            let b = block as i64;
            dists.extend([b - 1, b, b + 1, -(b - 1), -b, -(b + 1)]);
            for d in dists {
                for src in SOURCES {
                    let dst = src.wrapping_add(d as u64);
                    let (method, regs) = walk_regs(&p, len, dst, src);
                    if method != Method::Loop {
                        continue;
                    }
                    let want = len >= from as u64
                        && t.tail_loads_after_loop_below.is_none_or(|b| len < b as u64)
                        && (!t.memmove || src.wrapping_sub(dst) >= block);
                    let r8 = regs[8].expect("R8 is set from registers");
                    assert_eq!(r8 != 0, want, "{label}: len {len}, dst - src = {d}");
                    if want {
                        assert_eq!(r8, src + len - block, "{label}: len {len}, dst - src = {d}");
                        late += 1;
                    }
                    walks += 1;
                }
            }
        }
    }
    assert!(walks > 10_000 && late > 1000, "{walks} walks, {late} late");
}

/// Short-distance bands of every allowed width (up to 2048 bytes each way) guard every
/// `REP MOVSB` path, the co-aligned one included: no distance in 0..4096 runs `REP MOVSB`
/// inside a band, whichever of the two thresholds let it in. (Bands of 64 bytes or more
/// contain co-aligned distances: with `avoid_dst_above_src = 128`, dst 64 bytes above src
/// is co-aligned and inside the band.)
#[test]
fn rep_movsb_never_runs_inside_a_band() {
    let bands = [
        (63, 63),
        (63, 0),
        (0, 63),
        (64, 0),
        (0, 64),
        (128, 0),
        (0, 128),
        (1, 1),
        (2048, 0),
        (0, 2048),
        (2048, 2048),
        (1000, 65),
    ];
    let mut walks = 0;
    for width in [VectorWidth::Sse2, VectorWidth::Avx2, VectorWidth::Avx512] {
        for (rep, coaligned) in [(true, false), (false, true), (true, true)] {
            for (above, below) in bands {
                let mix = Mix {
                    rep,
                    coaligned,
                    non_temporal: false,
                    bands: true,
                };
                let masked = if width == VectorWidth::Avx512 {
                    MASKED[2]
                } else {
                    0
                };
                let t = Thresholds {
                    avoid_dst_above_src: above,
                    avoid_src_above_dst: below,
                    ..thresholds(width, masked, mix)
                };
                let label =
                    format!("{width} rep {rep} coaligned {coaligned} bands {above}/{below}");
                let p = Program::new(decode(&vector_code(t)));
                let lens = [t.rep_movsb_coaligned_from, t.rep_movsb_from]
                    .into_iter()
                    .flatten()
                    .map(|n| n as u64);
                for len in lens {
                    for d in 0..4096u64 {
                        let src = SOURCES[1];
                        let dst = src.wrapping_add(d);
                        let (got, want) = (walk(&p, len, dst, src), expected(&t, len, dst, src));
                        assert_eq!(got, want, "{label}: len {len}, dst - src = {d} (mod 4096)");
                        walks += 1;
                    }
                }
            }
        }
    }
    assert!(walks > 300_000, "{walks} walks");
}

/// The walk is not vacuous: it tells the four methods apart, in agreement with the model,
/// on the intel-fsrm row (co-aligned REP MOVSB from 8 KiB, any from 2 MiB, non-temporal
/// from 32 MiB, 63-byte bands).
#[test]
fn walk_tells_the_methods_apart() {
    let all = Mix {
        rep: true,
        coaligned: true,
        non_temporal: true,
        bands: true,
    };
    let t = thresholds(VectorWidth::Avx512, 32, all);
    let p = Program::new(decode(&vector_code(t)));
    let src = SOURCES[0];
    for (len, d, method) in [
        (5, 0, Method::Small),
        (100, 3, Method::Small),
        (513, 3, Method::Loop),
        (8192, 3, Method::Loop),
        (8192, 64, Method::RepMovsb),
        (2 << 20, 3, Method::Loop),
        (2 << 20, 100, Method::RepMovsb),
        (32 << 20, 100, Method::NonTemporal),
    ] {
        let dst = src + d;
        assert_eq!(walk(&p, len, dst, src), method, "len {len}, distance {d}");
        assert_eq!(
            expected(&t, len, dst, src),
            method,
            "len {len}, distance {d}"
        );
    }
    // The backward loop: the same row in memmove mode, with the 1..=31 backward band for
    // 4 KiB..64 KiB.
    let t = super::with_backward_band(t).with_memmove(true);
    let p = Program::new(decode(&vector_code(t)));
    let far = 4096 * 100;
    for (len, d, method) in [
        (513, 5, Method::Backward),                      // overlap
        (513, far + 5, Method::Loop),                    // the band starts at 4 KiB
        (4096, far + 31, Method::Backward),              // the band, no overlap
        (4096, far + 32, Method::Loop),                  // past the band
        (65536, far + 31, Method::Loop),                 // past the band's lengths
        (100_000, 5, Method::Backward),                  // overlap, past the band's lengths
        (100_000, far + 64, Method::RepMovsb),           // co-aligned
        (32 << 20, 5, Method::Backward),                 // overlap wins over non-temporal
        (32 << 20, (64 << 20) + 5, Method::NonTemporal), // no overlap
        (2 << 20, 2 << 20, Method::RepMovsb),            // adjacent: no overlap
        (2 << 20, (2 << 20) - 1, Method::Backward),      // one byte of overlap
    ] {
        let dst = src + d;
        assert_eq!(
            walk(&p, len, dst, src),
            method,
            "memmove: len {len}, distance {d}"
        );
        assert_eq!(
            expected(&t, len, dst, src),
            method,
            "memmove: len {len}, distance {d}"
        );
    }
}

/// Memmove mode sends every copy above 8 vectors whose destination lies inside its source,
/// at or above its start (`0 <= dst - src < len`), to the backward loop, whatever else is
/// on: `REP MOVSB` in every layout and non-temporal stores from the first large length, the
/// backward band, page copies, every loop shape. Checked at every distance from
/// `-(len + 2)` to `len + 2` for lengths at the large path's first edges and at 4 KiB, and
/// around `len` for lengths up to 2^40; a destination below an overlapping source never
/// goes backward (the band's page-offset test holds for some: 4065..=4095 bytes below); a
/// distance outside the overlap gets what the thresholds promise without memmove mode.
#[test]
fn memmove_sends_every_upward_overlap_backward() {
    let mut walks = 0;
    for width in VectorWidth::ALL {
        let large = 8 * width.bytes();
        let every_path = |nt: bool| Thresholds {
            rep_movsb_from: Some(large + 1),
            rep_movsb_coaligned_from: Some(large + 1),
            rep_movsb_page_from: Some(large + 1),
            non_temporal_from: nt.then_some(large + 1),
            avoid_dst_above_src: 63,
            avoid_src_above_dst: 63,
            ..super::with_backward_band(Thresholds::new(width))
        };
        for (name, t) in [
            ("loop only", Thresholds::new(width)),
            ("every path", every_path(false)),
            ("every path, non-temporal", every_path(true)),
            (
                "every path, interleaved",
                every_path(true).with_loop_interleave(true),
            ),
        ] {
            let t = t.with_memmove(true);
            let p = Program::new(decode(&vector_code(t)));
            let label = format!("{width} memmove, {name}");
            let full = [large as u64 + 1, large as u64 + 2, 1000, 4097];
            for len in full {
                for d in -(len as i64 + 2)..=len as i64 + 2 {
                    let src = SOURCES[1];
                    let dst = src.wrapping_add(d as u64);
                    let got = walk(&p, len, dst, src);
                    if (0..len as i64).contains(&d) {
                        assert_eq!(got, Method::Backward, "{label}: len {len}, dst - src = {d}");
                    }
                    if (-(len as i64) + 1..0).contains(&d) {
                        // Below an overlapping source (in the band at d = -4065..=-4095).
                        assert_ne!(got, Method::Backward, "{label}: len {len}, dst - src = {d}");
                    }
                    assert_eq!(got, expected(&t, len, dst, src), "{label}: len {len}, {d}");
                    walks += 1;
                }
            }
            for len in [1 << 20, (1 << 32) + 5, 1 << 40] {
                for d in [
                    0,
                    1,
                    63,
                    4096,
                    len as i64 - 1,
                    len as i64,
                    -1,
                    -(len as i64),
                ] {
                    let src = SOURCES[0];
                    let dst = src.wrapping_add(d as u64);
                    let got = walk(&p, len, dst, src);
                    if (0..len as i64).contains(&d) {
                        assert_eq!(got, Method::Backward, "{label}: len {len}, dst - src = {d}");
                    }
                    assert_eq!(got, expected(&t, len, dst, src), "{label}: len {len}, {d}");
                    walks += 1;
                }
            }
        }
    }
    assert!(walks > 50_000, "{walks} walks");
}

/// The backward band takes a copy backward exactly when `(dst - src) mod 4096` is in
/// `1..=backward_dst_above_src` and the length in `backward_from..backward_below`: every
/// distance 0..4096 (and a page further), for bands of 1, 31, 63, 64 and 2048 bytes, at the
/// lengths on both sides of the range's ends; the band wins over `REP MOVSB` (from the
/// first large length, any layout, behind the 63-byte guards) and gives way to non-temporal
/// stores.
#[test]
fn backward_band_decides_by_distance() {
    let mut walks = 0;
    for width in VectorWidth::ALL {
        let large = 8 * width.bytes() + 1;
        for band in [1, 31, 63, 64, 2048] {
            for (from, below) in [(0, None), (4096, Some(65536)), (large + 7, Some(large + 9))] {
                let t = Thresholds {
                    rep_movsb_from: Some(large),
                    avoid_dst_above_src: 63,
                    avoid_src_above_dst: 63,
                    non_temporal_from: Some(1 << 20),
                    ..Thresholds::new(width)
                }
                .with_backward(band, from, below);
                let p = Program::new(decode(&vector_code(t)));
                let label = format!("{width} band {band}, lengths {from}..{below:?}");
                let mut lens = vec![large, large + 1, from.max(large), 1 << 20];
                lens.extend([from.saturating_sub(1).max(large), from + 1]);
                if let Some(b) = below {
                    lens.extend([b - 1, b, b + 1]);
                }
                for len in lens {
                    let in_range = len >= large
                        && len >= from
                        && below.is_none_or(|b| len < b)
                        && len < 1 << 20;
                    for d in 0..4096 + 64u64 {
                        let src = SOURCES[1];
                        let dst = src.wrapping_add(d);
                        let got = walk(&p, len as u64, dst, src);
                        let want_back = in_range && (1..=u64::from(band)).contains(&(d % 4096));
                        assert_eq!(
                            got == Method::Backward,
                            want_back,
                            "{label}: len {len}, {d}"
                        );
                        assert_eq!(
                            got,
                            expected(&t, len as u64, dst, src),
                            "{label}: len {len}, {d}"
                        );
                        walks += 1;
                    }
                }
            }
        }
    }
    assert!(walks > 500_000, "{walks} walks");
}

/// Walks `len` bytes at every distance 0..4096 (and pages further, above and below) and
/// checks that the backward loop runs exactly where a memmove overlap asks for it (in
/// memmove mode, a destination inside the source at or above its start) or, for a length
/// in the band's range (`lengths`) and not a destination below an overlapping source, where
/// `in_band` holds for the distance modulo the page; and that [`expected`] agrees. Returns
/// the walks made.
fn check_band_distances(
    p: &Program,
    t: &Thresholds,
    label: &str,
    len: usize,
    lengths: bool,
    in_band: impl Fn(i64) -> bool,
) -> usize {
    let memmove = t.memmove;
    let mut walks = 0;
    for d in (0..4096 + 64i64).chain([8192, -4096, -8192, 1 << 20]) {
        let src = SOURCES[0];
        let dst = src.wrapping_add(d as u64);
        let got = walk(p, len as u64, dst, src);
        let m = d.rem_euclid(4096);
        let overlap_up = memmove && (0..len as i64).contains(&d);
        let below_overlap = memmove && (1..len as i64).contains(&-d);
        let want_back = overlap_up || (lengths && !below_overlap && in_band(m));
        assert_eq!(
            got == Method::Backward,
            want_back,
            "{label}, memmove {memmove}: len {len}, dst - src = {d}"
        );
        assert_eq!(
            got,
            expected(t, len as u64, dst, src),
            "{label}, memmove {memmove}: len {len}, {d}"
        );
        walks += 1;
    }
    walks
}

/// Page copies with a limit of their own (`backward_page_below`) go backward exactly for
/// lengths from the band's first one below that limit (and below the band's), while the
/// band's other distances keep the band's range: every distance 0..4096 (and pages further,
/// above and below), at the lengths around every edge, for limits under the band's, without
/// a band limit, at or above it (no effect) and at or below the first large length (no page
/// copy backward); in memmove mode a destination pages below an overlapping source stays
/// forward, one pages above it goes backward.
#[test]
fn page_copies_go_backward_below_their_own_limit() {
    let mut walks = 0;
    for width in VectorWidth::ALL {
        let large = 8 * width.bytes() + 1;
        for (band, from, below, page) in [
            (255, 0, Some(4096), 1024),
            (31, 0, None, 2048),
            (31, 4096, Some(65536), 16384),
            (31, 0, Some(4096), 4096),
            (31, 0, Some(4096), 1 << 40),
            (31, 0, None, large),
            (31, 0, None, large + 1),
            (31, 4096, Some(65536), 2048),
            (31, 4096, Some(65536), 4096),
        ] {
            for memmove in [false, true] {
                let t = Thresholds {
                    rep_movsb_from: Some(large),
                    rep_movsb_page_from: Some(large),
                    non_temporal_from: Some(1 << 20),
                    ..Thresholds::new(width)
                }
                .with_backward(band, from, below)
                .with_backward_page(true)
                .with_backward_page_below(Some(page))
                .with_memmove(memmove);
                let p = Program::new(decode(&vector_code(t)));
                let label = format!("{width} band {band}, {from}..{below:?}, page below {page}");
                let mut lens = vec![large, large + 1, 1000, 4097, 1 << 20];
                for n in [Some(from), below, Some(page)].into_iter().flatten() {
                    lens.extend([n.saturating_sub(1), n, n + 1]);
                }
                lens.retain(|&n| (large..=1 << 20).contains(&n));
                for len in lens {
                    let lengths = len >= from && below.is_none_or(|b| len < b) && len < 1 << 20;
                    walks += check_band_distances(&p, &t, &label, len, lengths, |m| {
                        (1..=i64::from(band)).contains(&m) || (m == 0 && len < page)
                    });
                }
            }
        }
    }
    assert!(walks > 200_000, "{walks} walks");
}

/// The band's distances of a line or more (`backward_wide_below`) go backward exactly below
/// their limit, the part below a line (and page copies, by their own rule) over the band's
/// whole range: every distance 0..4096 (and pages further, above and below), at the lengths
/// around every edge, for a limit under the band's upper one, without one, at or above it
/// (no effect), at or below the first large length (every copy held below a line), with
/// page copies in the band or not, a band of 64 and of 2048 bytes, and a band below a line
/// (no effect); in memmove mode a destination below an overlapping source stays forward,
/// one above it goes backward.
#[test]
fn the_wide_band_holds_below_its_limit() {
    let mut walks = 0;
    for width in VectorWidth::ALL {
        let large = 8 * width.bytes() + 1;
        let cases = [
            (255, 0, Some(4096), 2048, None),
            (255, 0, None, 2048, Some(1024)),
            (64, 0, Some(4096), 1024, None),
            (2048, 4096, Some(65536), 16384, Some(8192)),
            (255, 0, Some(4096), 4096, Some(2048)),
            (255, 0, Some(4096), 1 << 40, None),
            (255, 0, None, large, None),
            (255, 0, None, large + 1, Some(2048)),
            (255, 4096, Some(65536), 2048, None),
            (63, 0, Some(4096), 2048, None),
        ];
        for (band, from, below, wide, page) in cases {
            for memmove in [false, true] {
                let t = Thresholds {
                    rep_movsb_from: Some(large),
                    non_temporal_from: Some(1 << 20),
                    ..Thresholds::new(width)
                }
                .with_backward(band, from, below)
                .with_backward_page(page.is_some())
                .with_backward_page_below(page)
                .with_backward_wide_below(Some(wide))
                .with_memmove(memmove);
                let p = Program::new(decode(&vector_code(t)));
                let label = format!(
                    "{width} band {band}, {from}..{below:?}, wide below {wide}, page {page:?}"
                );
                let mut lens = vec![large, large + 1, 1000, 3000, 4097, 1 << 20];
                for n in [Some(from), below, Some(wide), page].into_iter().flatten() {
                    lens.extend([n.saturating_sub(1), n, n + 1]);
                }
                lens.retain(|&n| (large..=1 << 20).contains(&n));
                for len in lens {
                    let lengths = len >= from && below.is_none_or(|b| len < b) && len < 1 << 20;
                    let reach = if len < wide { band } else { band.min(63) };
                    walks += check_band_distances(&p, &t, &label, len, lengths, |m| {
                        (1..=i64::from(reach)).contains(&m)
                            || page.is_some_and(|n| m == 0 && len < n)
                    });
                }
            }
        }
    }
    assert!(walks > 200_000, "{walks} walks");
}

/// The destination-above band with a length limit (`avoid_dst_above_src_below`) keeps `REP
/// MOVSB` out of it exactly below the limit: every distance 0..4096, at the lengths around
/// every limit and threshold, with the source-above band too or not, a limit through RCX (the
/// largest threshold), the limit at or below `REP MOVSB`'s start (no guard left), and bands of
/// 64 bytes or more (which hold co-aligned distances, so the co-aligned entry joins the
/// check), by length, co-aligned and both.
#[test]
fn a_band_holds_exactly_below_its_limit() {
    let kib = 1usize << 10;
    let max = crate::limits::MAX_THRESHOLD;
    let cases: [(u32, u32, Option<usize>); 7] = [
        (63, 63, Some(16 * kib)),
        (63, 63, Some(64 * kib)),
        (31, 0, Some(16 * kib)),
        (63, 63, Some(max)),
        (63, 63, Some(100)),
        (128, 128, Some(16 * kib)),
        (2048, 65, Some(12 * kib)),
    ];
    let mut walks = 0;
    let mut limited = 0;
    for width in [VectorWidth::Sse2, VectorWidth::Avx2, VectorWidth::Avx512] {
        for (rep, coaligned) in [(true, false), (false, true), (true, true)] {
            for (above, below, la) in cases {
                let t = Thresholds {
                    rep_movsb_from: rep.then_some(4 * kib),
                    rep_movsb_coaligned_from: coaligned.then_some(2 * kib),
                    avoid_dst_above_src: above,
                    avoid_src_above_dst: below,
                    ..Thresholds::new(width)
                }
                .with_avoid_dst_above_src_below(la);
                let label = format!(
                    "{width} rep {rep} coaligned {coaligned} bands {above}/{below} below {la:?}"
                );
                let p = Program::new(decode(&vector_code(t)));
                let mut lens = vec![2 * kib, 4 * kib, 100 * kib, 1 << 20];
                for n in la.into_iter().filter(|&n| n < 1 << 30) {
                    lens.extend([n - 1, n, n + 1]);
                }
                lens.retain(|&n| n > t.large_from());
                for len in lens {
                    for d in 0..4096u64 {
                        let src = SOURCES[1];
                        let dst = src.wrapping_add(d);
                        let got = walk(&p, len as u64, dst, src);
                        let e = 4096 - d;
                        let a_holds =
                            (1..=u64::from(above)).contains(&d) && la.is_none_or(|n| len < n);
                        let b_holds = (1..=u64::from(below)).contains(&e);
                        let may_rep =
                            (rep && len >= 4 * kib) || (coaligned && d % 64 == 0 && len >= 2 * kib);
                        let want = if may_rep && !a_holds && !b_holds {
                            Method::RepMovsb
                        } else {
                            Method::Loop
                        };
                        assert_eq!(got, want, "{label}: len {len}, dst - src = {d}");
                        assert_eq!(got, expected(&t, len as u64, dst, src), "{label}");
                        limited += usize::from(
                            got == Method::RepMovsb
                                && ((1..=u64::from(above)).contains(&d)
                                    || (1..=u64::from(below)).contains(&e)),
                        );
                        walks += 1;
                    }
                }
            }
        }
    }
    assert!(
        walks > 300_000 && limited > 10_000,
        "{walks} walks, {limited} past a limit"
    );
}

/// The aligned loops start where [`Thresholds::loop_start_strict`] says, for every
/// configuration of the matrix, at lengths around whole iterations
/// and at every destination offset in a line: the forward and non-temporal loops at the
/// first loop-width boundary at or above the destination (strictly above, with the strict
/// start), the source moved by as much; the backward loop's last block ending at the first
/// boundary at or below the copy's end (strictly below). Either way the skipped bytes are
/// fewer than one vector, or at most one.
#[test]
fn the_aligned_loops_start_where_promised() {
    let mut seen = [0usize; 3];
    for (label, t) in matrix() {
        let p = Program::new(decode(&vector_code(t)));
        let v = t.width.bytes() as u64;
        let block = 4 * v;
        let from = t.large_from() as u64;
        let mut lens = vec![from, from + 1];
        let nt = t.non_temporal_from.map_or(0, |n| n as u64 / block);
        for k in [2, 3, 4, 5, nt + 1, nt + 2] {
            let n = (from / block + k) * block;
            lens.extend([n - 1, n, n + 1, n + v, n + v + 1]);
        }
        for len in lens {
            // A page copy, a distance in every band the tests use, and far apart.
            for d in [0i64, 8, 2048, -8, 4096 + 64] {
                for off in 0..64u64 {
                    let dst = 0x7f00_1234_5000 + off;
                    let src = dst.wrapping_add_signed(-d);
                    let (method, regs) = walk_regs(&p, len, dst, src);
                    let reg = |n: usize| regs[n].expect("set from registers");
                    let what = || format!("{label}: len {len}, dst offset {off}, dst - src {d}");
                    match method {
                        Method::Loop | Method::NonTemporal => {
                            let skip = reg(7) - dst;
                            assert_eq!(reg(7) % v, 0, "{}: aligned", what());
                            let want = if t.loop_start_strict {
                                1..=v
                            } else {
                                0..=v - 1
                            };
                            assert!(want.contains(&skip), "{}: skip {skip}", what());
                            assert_eq!(reg(6) - src, skip, "{}: source", what());
                            seen[usize::from(method == Method::NonTemporal)] += 1;
                        }
                        Method::Backward => {
                            // The loop's block is [rdx, rdx + 4V) from the destination.
                            let end = dst + reg(2) + block;
                            assert_eq!(end % v, 0, "{}: aligned end", what());
                            let drop = dst + len - end;
                            let want = if t.loop_start_strict {
                                1..=v
                            } else {
                                0..=v - 1
                            };
                            assert!(want.contains(&drop), "{}: drop {drop}", what());
                            seen[2] += 1;
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    assert!(
        seen.iter().all(|&n| n > 1000),
        "walks into each loop: {seen:?}"
    );
}
