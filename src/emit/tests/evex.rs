//! The EVEX encoder, table-driven: every op × width × register {16, 23, 24, 31} × base ×
//! displacement {0, ±disp8·N, disp8 limits, disp32} × with and without the length index, each
//! encoded alone and decoded by iced-x86, which must see exactly the instruction, operands,
//! opmask and zeroing asked for, in the shortest encoding (compressed disp8 where the
//! displacement is a multiple of the vector length N that fits).

use iced_x86::{Code as Iced, Instruction, OpKind, Register};

use super::super::evex::{self, Op, VecLen, Zmm};
use super::super::operand::{At, Base};
use super::super::Asm;
use super::{decode_bytes, text};

const OPS: [Op; 10] = [
    Op::LoadU,
    Op::StoreU,
    Op::StoreA,
    Op::StoreNt,
    Op::LoadMasked(1),
    Op::LoadMasked(2),
    Op::LoadMasked(7),
    Op::StoreMasked(1),
    Op::StoreMasked(2),
    Op::StoreMasked(7),
];
const WIDTHS: [u8; 3] = [16, 32, 64];
const REGISTERS: [u8; 4] = [16, 23, 24, 31];
const BASES: [(Base, Register); 5] = [
    (Base::Rax, Register::RAX),
    (Base::Rsi, Register::RSI),
    (Base::Rdi, Register::RDI),
    (Base::R8, Register::R8),
    (Base::R9, Register::R9),
];

/// Displacements for vector length `n`: zero, one vector either way, the disp8 limits
/// (±127·N is not symmetric: −128·N fits too), just past them, a multiple of nothing, the
/// i32 limits.
fn displacements(n: i32) -> [i32; 11] {
    [
        0,
        n,
        -n,
        127 * n,
        -128 * n,
        128 * n,
        -129 * n,
        1,
        -1,
        i32::MAX,
        i32::MIN,
    ]
}

/// What iced-x86 must decode for `op` at width `bytes`.
fn expected_code(op: Op, bytes: u8) -> Iced {
    use Iced::*;
    let by_width = |x, y, z| match bytes {
        16 => x,
        32 => y,
        _ => z,
    };
    match op {
        Op::LoadU => by_width(
            EVEX_Vmovdqu64_xmm_k1z_xmmm128,
            EVEX_Vmovdqu64_ymm_k1z_ymmm256,
            EVEX_Vmovdqu64_zmm_k1z_zmmm512,
        ),
        Op::StoreU => by_width(
            EVEX_Vmovdqu64_xmmm128_k1z_xmm,
            EVEX_Vmovdqu64_ymmm256_k1z_ymm,
            EVEX_Vmovdqu64_zmmm512_k1z_zmm,
        ),
        Op::StoreA => by_width(
            EVEX_Vmovdqa64_xmmm128_k1z_xmm,
            EVEX_Vmovdqa64_ymmm256_k1z_ymm,
            EVEX_Vmovdqa64_zmmm512_k1z_zmm,
        ),
        Op::StoreNt => by_width(
            EVEX_Vmovntdq_m128_xmm,
            EVEX_Vmovntdq_m256_ymm,
            EVEX_Vmovntdq_m512_zmm,
        ),
        Op::LoadMasked(_) => by_width(
            EVEX_Vmovdqu8_xmm_k1z_xmmm128,
            EVEX_Vmovdqu8_ymm_k1z_ymmm256,
            EVEX_Vmovdqu8_zmm_k1z_zmmm512,
        ),
        Op::StoreMasked(_) => by_width(
            EVEX_Vmovdqu8_xmmm128_k1z_xmm,
            EVEX_Vmovdqu8_ymmm256_k1z_ymm,
            EVEX_Vmovdqu8_zmmm512_k1z_zmm,
        ),
    }
}

fn register(bytes: u8, number: u8) -> Register {
    let first = match bytes {
        16 => Register::XMM0,
        32 => Register::YMM0,
        _ => Register::ZMM0,
    };
    // The XMM, YMM and ZMM registers are each numbered consecutively in iced's enum.
    Register::values()
        .find(|r| *r as u32 == first as u32 + u32::from(number))
        .unwrap()
}

/// Encodes one instruction and decodes it; the bytes must be exactly one instruction.
fn encode(op: Op, bytes: u8, reg: u8, at: At) -> (Vec<u8>, Instruction) {
    let mut ops = Asm::new();
    let len = match bytes {
        16 => VecLen::X,
        32 => VecLen::Y,
        _ => VecLen::Z,
    };
    assert_eq!(len.bytes(), bytes);
    evex::mov(&mut ops, op, len, Zmm(reg), at);
    let code = ops.finalize().unwrap();
    let insns = decode_bytes(&code);
    assert_eq!(
        insns.len(),
        1,
        "{code:02x?} is {} instructions",
        insns.len()
    );
    (code, insns[0])
}

#[test]
fn evex_moves_decode_to_their_operands() {
    let mut cases = 0;
    for op in OPS {
        for bytes in WIDTHS {
            for reg in REGISTERS {
                for (base, base_reg) in BASES {
                    for disp in displacements(i32::from(bytes)) {
                        for with_len in [false, true] {
                            let at = At {
                                base,
                                with_len,
                                disp,
                            };
                            let (code, i) = encode(op, bytes, reg, at);
                            check(op, bytes, reg, (base_reg, with_len, disp), &code, &i);
                            cases += 1;
                        }
                    }
                }
            }
        }
    }
    assert_eq!(cases, 10 * 3 * 4 * BASES.len() * 11 * 2);
}

fn check(
    op: Op,
    bytes: u8,
    reg: u8,
    (base, with_len, disp): (Register, bool, i32),
    code: &[u8],
    i: &Instruction,
) {
    let what = format!(
        "{op:?} width {bytes} reg {reg} [{base:?}{} {disp:+}] = {code:02x?} = `{}`",
        if with_len { "+rdx" } else { "" },
        text(i)
    );
    assert_eq!(i.code(), expected_code(op, bytes), "{what}");
    let load = matches!(op, Op::LoadU | Op::LoadMasked(_));
    let (reg_op, mem_op) = if load { (0, 1) } else { (1, 0) };
    assert_eq!(i.op_count(), 2, "{what}");
    assert_eq!(i.op_kind(reg_op), OpKind::Register, "{what}");
    assert_eq!(i.op_register(reg_op), register(bytes, reg), "{what}");
    assert_eq!(i.op_kind(mem_op), OpKind::Memory, "{what}");
    assert_eq!(i.memory_base(), base, "{what}");
    let index = if with_len {
        Register::RDX
    } else {
        Register::None
    };
    assert_eq!(i.memory_index(), index, "{what}");
    assert_eq!(i.memory_index_scale(), 1, "{what}");
    assert_eq!(i.memory_displacement64(), disp as i64 as u64, "{what}");
    let (mask, zeroing) = match op {
        Op::LoadMasked(k) => (k, true),
        Op::StoreMasked(k) => (k, false),
        _ => (0, false),
    };
    let k = match mask {
        0 => Register::None,
        k => Register::values()
            .find(|r| *r as u32 == Register::K0 as u32 + u32::from(k))
            .unwrap(),
    };
    assert_eq!(i.op_mask(), k, "{what}");
    assert_eq!(i.zeroing_masking(), zeroing, "{what}");
    assert!(!i.is_broadcast(), "{what}");
    // Shortest form: 4 bytes of EVEX prefix, opcode, ModRM, SIB with an index, then no
    // displacement for 0, one byte for a multiple of N within ±128·N, else four.
    let n = i32::from(bytes);
    let disp_len = match disp {
        0 => 0,
        d if d % n == 0 && (-128..=127).contains(&(d / n)) => 1,
        _ => 4,
    };
    let expected_len = 4 + 1 + 1 + usize::from(with_len) + disp_len;
    assert_eq!(code.len(), expected_len, "{what}");
}

/// `kmovq k, r64` for every opmask register 1–7 and every general register, against iced-x86.
#[test]
fn kmovq_decodes_to_its_registers() {
    for k in 1..8u8 {
        for gpr in 0..16u8 {
            let mut ops = Asm::new();
            evex::kmovq(&mut ops, k, gpr);
            let code = ops.finalize().unwrap();
            let insns = decode_bytes(&code);
            assert_eq!(insns.len(), 1, "{code:02x?}");
            let i = insns[0];
            let what = format!("kmovq k{k}, r{gpr} = {code:02x?} = `{}`", text(&i));
            assert_eq!(i.code(), Iced::VEX_Kmovq_kr_r64, "{what}");
            assert_eq!(
                i.op0_register() as u32,
                Register::K0 as u32 + u32::from(k),
                "{what}"
            );
            assert_eq!(
                i.op1_register() as u32,
                Register::RAX as u32 + u32::from(gpr),
                "{what}"
            );
            assert_eq!(code.len(), 5, "{what}");
        }
    }
}
