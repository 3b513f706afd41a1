//! The dispatch, walked: for a concrete length and source/destination pair, [`walk`] runs the
//! decoded code from its entry with a tiny interpreter of the general-register instructions
//! the vector strategy uses (moves, `add`/`sub`/`and`/`neg`, `cmp`/`test`, `lea`, `bzhi`,
//! conditional jumps) and reports which copy method the code commits to first:
//!
//! - a `rep movsb` → [`Method::RepMovsb`];
//! - a non-temporal store → [`Method::NonTemporal`];
//! - an aligned vector store (only the 4-vector loop makes them) → [`Method::Loop`];
//! - a `ret` before any of those → [`Method::Small`] (a head/tail or masked copy).
//!
//! Vector loads and unaligned stores do not touch the general registers and are stepped over.
//! [`expected`] says the same thing from the [`Thresholds`] documentation alone, so the tests
//! compare what the machine code decides with what the thresholds promise, for every
//! configuration and the lengths and distances around every edge.

use std::collections::HashMap;

use iced_x86::{Instruction, Mnemonic, OpKind, Register};

use super::{decode, matrix, text, thresholds, vector_code, Mix, MASKED};
use crate::strategy::VectorWidth;
use crate::thresholds::Thresholds;

/// The copy method a path commits to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Method {
    Small,
    Loop,
    NonTemporal,
    RepMovsb,
}

/// What the thresholds promise for `len` bytes from `src` to `dst`: up to 8 vectors a
/// head/tail copy; from `non_temporal_from` the non-temporal loop; `REP MOVSB` from
/// `rep_movsb_from`, or from `rep_movsb_coaligned_from` when `(dst - src) mod 64 = 0`, but
/// never when the distance is inside a short-distance band; else the 4-vector loop.
pub(super) fn expected(t: &Thresholds, len: u64, dst: u64, src: u64) -> Method {
    if len < t.large_from() as u64 {
        return Method::Small;
    }
    if t.non_temporal_from.is_some_and(|n| len >= n as u64) {
        return Method::NonTemporal;
    }
    let d = dst.wrapping_sub(src) % 4096; // dst above src, modulo the page
    let e = src.wrapping_sub(dst) % 4096; // src above dst, modulo the page
    let in_band = (1..=u64::from(t.avoid_dst_above_src)).contains(&d)
        || (1..=u64::from(t.avoid_src_above_dst)).contains(&e);
    let coaligned = d % 64 == 0;
    let by_length = t.rep_movsb_from.is_some_and(|n| len >= n as u64)
        || (coaligned && t.rep_movsb_coaligned_from.is_some_and(|n| len >= n as u64));
    if by_length && !in_band {
        Method::RepMovsb
    } else {
        Method::Loop
    }
}

/// Flags as `cmp`, `sub`, `add`, `and`, `test` and `neg` leave them.
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
}

impl Program {
    pub(super) fn new(insns: Vec<Instruction>) -> Program {
        let index = insns.iter().enumerate().map(|(k, i)| (i.ip(), k)).collect();
        Program { insns, index }
    }

    fn target(&self, i: &Instruction) -> usize {
        self.index[&i.near_branch_target()]
    }
}

/// Runs `p` from the entry with RDI = `dst`, RSI = `src`, RDX = `len` until the code
/// commits to a copy method (see the module doc). Panics on an instruction the walk does
/// not model, on a branch that depends on a value loaded from memory, and after 10,000 steps.
pub(super) fn walk(p: &Program, len: u64, dst: u64, src: u64) -> Method {
    use Mnemonic::*;
    let mut m = Machine {
        regs: [Some(0xDEAD_BEEF); 16],
        flags: None,
    };
    m.regs[2] = Some(len);
    m.regs[6] = Some(src);
    m.regs[7] = Some(dst);
    let mut k = 0;
    for _ in 0..10_000 {
        let i = &p.insns[k];
        let mut next = k + 1;
        let width = |r: Register| gpr(r).map_or(64, |(_, bits)| bits);
        let mask = |v: u64, bits: u32| if bits == 32 { v & 0xFFFF_FFFF } else { v };
        let to_reg = i.op_count() > 0 && i.op0_kind() == OpKind::Register;
        match i.mnemonic() {
            Movsb if i.has_rep_prefix() => return Method::RepMovsb,
            Movntdq | Vmovntdq => return Method::NonTemporal,
            Movdqa | Vmovdqa | Vmovdqa64 => return Method::Loop,
            Ret => return Method::Small,
            // Vector moves and the mask, prefetch and fence instructions leave the general
            // registers alone.
            Movdqu | Vmovdqu | Vmovdqu64 | Vmovdqu8 | Kmovq | Kshiftrq | Prefetcht0 | Sfence
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
            Add | Sub | Cmp | And | Test => {
                let bits = width(i.op0_register());
                let (a, b) = (m.operand(i, 0), mask(m.operand(i, 1), bits));
                let (v, carry) = match i.mnemonic() {
                    Add => {
                        let v = mask(a.wrapping_add(b), bits);
                        (v, v < a)
                    }
                    Sub | Cmp => (mask(a.wrapping_sub(b), bits), a < b),
                    _ => (a & b, false),
                };
                if matches!(i.mnemonic(), Add | Sub | And) {
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
/// default 63-byte bands, the wider bands the tests use, and the same from below; and whole
/// pages away (only the distance modulo 4096 counts).
fn distances() -> Vec<i64> {
    let near = [
        0, 1, 2, 15, 62, 63, 64, 65, 100, 127, 128, 129, 192, 256, 1024, 2047, 2048, 2049,
    ];
    let mut out: Vec<i64> = near.iter().flat_map(|&d| [d, -d]).collect();
    out.extend([4096, -4096, 4096 + 64, -(4096 + 64), 1 << 20, 3 * 4096 - 63]);
    out
}

/// Lengths around every threshold of `t`, and every size-class edge.
fn lengths(t: &Thresholds) -> Vec<u64> {
    let v = t.width.bytes() as u64;
    let mut out = vec![0, 1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65];
    for n in [1, 2, 4, 8] {
        out.extend([n * v - 1, n * v, n * v + 1]);
    }
    out.push(t.masked_max as u64);
    out.push(t.masked_max as u64 + 1);
    for n in [
        t.rep_movsb_from,
        t.rep_movsb_coaligned_from,
        t.non_temporal_from,
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
            for d in distances() {
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
}
