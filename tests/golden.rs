//! The emitted machine code is what the design says, checked by decoding `code()` with
//! iced-x86: `REP MOVSB` is exactly four instructions (bytes pinned); the ERMS gate is
//! `shr rcx, log2(t); jnz` for a power-of-two threshold, `cmp rdx, t; jae` for another one
//! that fits a sign-extended imm32, and a register compare beyond that, always jumping to a
//! `mov rcx, rdx; rep movsb; ret` arm and always after the `len < 32` test; the scalar body is
//! the kernel's `memcpy_orig` instruction for instruction (listing pinned), without
//! `rep movsb`. Every strategy's code, at every entry offset, decodes completely into valid
//! instructions whose branches land on instruction starts inside the function, ends in a
//! `ret`, and keeps its `.align 16` labels 16-byte aligned in memory; the entry point sits at
//! the requested offset modulo 64.

use iced_x86::{
    Code, Decoder, DecoderOptions, Formatter, Instruction, IntelFormatter, Mnemonic, OpKind,
    Register,
};
mod common;

use memcpy_jit::{Memcpy, Strategy};

/// Decodes all of `code` as if it were loaded at `ip`; panics on an invalid instruction or if
/// the bytes do not decode completely.
fn decode_at(code: &[u8], ip: u64) -> Vec<Instruction> {
    let mut d = Decoder::with_ip(64, code, ip, DecoderOptions::NONE);
    let mut out = Vec::new();
    while d.can_decode() {
        let i = d.decode();
        assert!(
            !i.is_invalid() && i.code() != Code::INVALID,
            "invalid instruction at +{:#x}: {:02x?}",
            i.ip() - ip,
            &code[(i.ip() - ip) as usize..]
        );
        out.push(i);
    }
    let decoded: usize = out.iter().map(|i| i.len()).sum();
    assert_eq!(decoded, code.len(), "the code does not decode completely");
    out
}

/// Decodes `m.code()` with addresses relative to the entry point.
fn decode(m: &Memcpy) -> Vec<Instruction> {
    decode_at(m.code(), 0)
}

fn text(i: &Instruction) -> String {
    let mut s = String::new();
    IntelFormatter::new().format(i, &mut s);
    s
}

fn listing(insns: &[Instruction]) -> String {
    insns
        .iter()
        .map(|i| format!("{:04x}  {}\n", i.ip(), text(i)))
        .collect()
}

fn build(s: Strategy, threshold: Option<usize>, entry: usize) -> Memcpy {
    let mut b = Memcpy::builder();
    b.strategy(s).entry_offset(entry);
    if let Some(t) = threshold {
        b.threshold(t);
    }
    b.build()
        .unwrap_or_else(|e| panic!("{s} threshold {threshold:?} entry {entry}: {e}"))
}

fn gated(t: usize) -> Memcpy {
    build(Strategy::ErmsGated, Some(t), 0)
}

fn index_at(insns: &[Instruction], ip: u64) -> usize {
    insns
        .iter()
        .position(|i| i.ip() == ip)
        .unwrap_or_else(|| panic!("no instruction starts at {ip:#x}"))
}

/// A direct near jump or conditional jump (iced's `instr_info` feature, which classifies
/// control flow, is not enabled in this crate's dev-dependencies).
fn is_branch(i: &Instruction) -> bool {
    i.op_count() == 1 && i.op0_kind() == OpKind::NearBranch64 && i.mnemonic() != Mnemonic::Call
}

fn is_ret(i: &Instruction) -> bool {
    i.mnemonic() == Mnemonic::Ret
}

fn is_rep_movsb(i: &Instruction) -> bool {
    i.mnemonic() == Mnemonic::Movsb && i.has_rep_prefix()
}

fn is_reg_move(i: &Instruction, dst: Register, src: Register) -> bool {
    i.code() == Code::Mov_rm64_r64 && i.op0_register() == dst && i.op1_register() == src
}

/// The instructions at `target` are the `REP MOVSB` arm: `mov rcx, rdx; rep movsb; ret`.
fn assert_rep_movsb_arm(insns: &[Instruction], target: u64) {
    let k = index_at(insns, target);
    let arm = &insns[k..];
    assert!(arm.len() >= 3, "arm at {target:#x} is cut short");
    assert!(
        is_reg_move(&arm[0], Register::RCX, Register::RDX),
        "{}",
        text(&arm[0])
    );
    assert!(is_rep_movsb(&arm[1]), "{}", text(&arm[1]));
    assert!(is_ret(&arm[2]), "{}", text(&arm[2]));
}

/// Index of the instruction after the entry's `cmp rdx, 32; jb tails`, asserting that prefix
/// (so the gate, whatever its form, runs only for copies of 32 bytes or more).
fn after_entry(insns: &[Instruction]) -> usize {
    assert!(
        is_reg_move(&insns[0], Register::RAX, Register::RDI),
        "{}",
        text(&insns[0])
    );
    assert!(
        insns[1].mnemonic() == Mnemonic::Cmp
            && insns[1].op0_register() == Register::RDX
            && insns[1].immediate(1) == 32,
        "{}",
        text(&insns[1])
    );
    assert_eq!(insns[2].mnemonic(), Mnemonic::Jb, "{}", text(&insns[2]));
    3
}

/// `cmp rdx, imm` instructions other than the entry's `cmp rdx, 32`.
fn rdx_imm_compares(insns: &[Instruction]) -> Vec<u64> {
    insns
        .iter()
        .skip(2)
        .filter(|i| {
            i.mnemonic() == Mnemonic::Cmp && i.op0_register() == Register::RDX && i.op_count() == 2
        })
        .filter(|i| i.op1_kind() != OpKind::Register)
        .map(|i| i.immediate(1))
        .collect()
}

fn shifts(insns: &[Instruction]) -> usize {
    insns
        .iter()
        .filter(|i| i.mnemonic() == Mnemonic::Shr)
        .count()
}

#[test]
fn rep_movsb_is_four_instructions() {
    let m = build(Strategy::RepMovsb, None, 0);
    assert_eq!(
        m.code(),
        [0x48, 0x89, 0xf8, 0x48, 0x89, 0xd1, 0xf3, 0xa4, 0xc3],
        "mov rax,rdi; mov rcx,rdx; rep movsb; ret"
    );
    let insns = decode(&m);
    let texts: Vec<String> = insns.iter().map(text).collect();
    assert_eq!(
        texts,
        ["mov rax,rdi", "mov rcx,rdx", "rep movsb [rdi],[rsi]", "ret"]
    );
    assert!(is_reg_move(&insns[0], Register::RAX, Register::RDI));
    assert!(is_reg_move(&insns[1], Register::RCX, Register::RDX));
    assert!(is_rep_movsb(&insns[2]));
    assert!(is_ret(&insns[3]));
}

/// Power-of-two thresholds, 2048 (the default) first: `mov rcx, rdx; shr rcx, k; jnz arm`
/// right after the entry test, and no compare against the threshold.
#[test]
fn power_of_two_gate_is_a_shift() {
    for (t, k) in [(2048, 11), (32, 5), (64, 6), (4096, 12), (1usize << 40, 40)] {
        let insns = decode(&gated(t));
        let g = after_entry(&insns);
        assert!(
            is_reg_move(&insns[g], Register::RCX, Register::RDX),
            "@{t}: {}",
            text(&insns[g])
        );
        let shr = &insns[g + 1];
        assert!(
            shr.code() == Code::Shr_rm64_imm8
                && shr.op0_register() == Register::RCX
                && shr.immediate(1) == k,
            "@{t}: expected shr rcx,{k}, got {}",
            text(shr)
        );
        let jnz = &insns[g + 2];
        assert_eq!(jnz.mnemonic(), Mnemonic::Jne, "@{t}: {}", text(jnz));
        assert_rep_movsb_arm(&insns, jnz.near_branch_target());
        assert_eq!(shifts(&insns), 1, "@{t}");
        assert_eq!(rdx_imm_compares(&insns), Vec::<u64>::new(), "@{t}");
    }
}

/// Other thresholds that fit a sign-extended imm32 (2112, 33, 2^31 - 1): `cmp rdx, t; jae
/// arm`, with the immediate equal to the threshold once sign-extended, and no shift.
#[test]
fn other_gate_is_an_immediate_compare() {
    for t in [2112usize, 33, 0x7FFF_FFFF] {
        let insns = decode(&gated(t));
        let g = after_entry(&insns);
        let cmp = &insns[g];
        assert!(
            cmp.mnemonic() == Mnemonic::Cmp
                && cmp.op0_register() == Register::RDX
                && cmp.op1_kind() != OpKind::Register,
            "@{t}: {}",
            text(cmp)
        );
        assert_eq!(cmp.immediate(1), t as u64, "@{t}: {}", text(cmp));
        let jae = &insns[g + 1];
        assert_eq!(jae.mnemonic(), Mnemonic::Jae, "@{t}: {}", text(jae));
        assert_rep_movsb_arm(&insns, jae.near_branch_target());
        assert_eq!(shifts(&insns), 0, "@{t}");
    }
}

/// Thresholds that do not fit a sign-extended imm32 and are not powers of two (2^31 + 1,
/// 2^40 - 1): the constant goes through a register, `mov rcx, t; cmp rdx, rcx; jae arm`.
#[test]
fn large_gate_is_a_register_compare() {
    for t in [0x8000_0001usize, (1 << 40) - 1] {
        let insns = decode(&gated(t));
        let g = after_entry(&insns);
        let mov = &insns[g];
        assert!(
            mov.code() == Code::Mov_r64_imm64
                && mov.op0_register() == Register::RCX
                && mov.immediate(1) == t as u64,
            "@{t}: {}",
            text(mov)
        );
        let cmp = &insns[g + 1];
        assert!(
            cmp.mnemonic() == Mnemonic::Cmp
                && cmp.op0_register() == Register::RDX
                && cmp.op1_kind() == OpKind::Register
                && cmp.op1_register() == Register::RCX,
            "@{t}: {}",
            text(cmp)
        );
        let jae = &insns[g + 2];
        assert_eq!(jae.mnemonic(), Mnemonic::Jae, "@{t}: {}", text(jae));
        assert_rep_movsb_arm(&insns, jae.near_branch_target());
        assert_eq!(shifts(&insns), 0, "@{t}");
        assert_eq!(rdx_imm_compares(&insns), Vec::<u64>::new(), "@{t}");
    }
}

/// The ERMS-gated body is the scalar body with the gate inserted after the entry test and the
/// arm appended: same instructions, in the same order, apart from those.
#[test]
fn gated_body_is_the_scalar_body() {
    let scalar: Vec<String> = decode(&build(Strategy::Scalar, None, 0))
        .iter()
        .filter(|i| i.mnemonic() != Mnemonic::Nop && !is_branch(i))
        .map(text)
        .collect();
    for (t, gate_len) in [(2048, 3), (2112, 2), ((1 << 40) - 1, 3)] {
        let insns = decode(&gated(t));
        let g = after_entry(&insns);
        let mut body: Vec<Instruction> = insns[..g].to_vec();
        body.extend_from_slice(&insns[g + gate_len..insns.len() - 3]);
        let body: Vec<String> = body
            .iter()
            .filter(|i| i.mnemonic() != Mnemonic::Nop && !is_branch(i))
            .map(text)
            .collect();
        assert_eq!(body, scalar, "@{t}");
        assert_rep_movsb_arm(&insns, insns[insns.len() - 3].ip());
    }
}

/// The scalar strategy: no `rep movsb`, the direction test `cmp sil, dil; jl backward`, and
/// the whole body pinned (Linux arch/x86/lib/memcpy_64.S, `memcpy_orig`, in Intel syntax:
/// entry test, forward loop, backward loop aligned to 16, tails 16..31 / 8..15 / 4..7 / 0..3
/// each aligned to 16).
#[test]
fn scalar_is_memcpy_orig() {
    let insns = decode(&build(Strategy::Scalar, None, 0));
    assert!(
        !insns.iter().any(is_rep_movsb),
        "scalar code contains rep movsb"
    );
    assert!(!insns
        .iter()
        .any(|i| i.has_rep_prefix() || i.has_repne_prefix()));
    let k = insns
        .iter()
        .position(|i| text(i) == "cmp sil,dil")
        .expect("no cmp sil,dil");
    assert_eq!(insns[k + 1].mnemonic(), Mnemonic::Jl);
    assert_eq!(listing(&insns), SCALAR_LISTING);
}

const SCALAR_LISTING: &str = "\
0000  mov rax,rdi
0003  cmp rdx,20h
000a  jb 000000000000009Bh
0010  cmp sil,dil
0013  jl 0000000000000055h
0019  sub rdx,20h
001d  sub rdx,20h
0021  mov r8,[rsi]
0024  mov r9,[rsi+8]
0028  mov r10,[rsi+10h]
002c  mov r11,[rsi+18h]
0030  lea rsi,[rsi+20h]
0034  mov [rdi],r8
0037  mov [rdi+8],r9
003b  mov [rdi+10h],r10
003f  mov [rdi+18h],r11
0043  lea rdi,[rdi+20h]
0047  jae 000000000000001Dh
004d  add edx,20h
0050  jmp 000000000000009Bh
0055  add rsi,rdx
0058  add rdi,rdx
005b  sub rdx,20h
005f  nop
0060  sub rdx,20h
0064  mov r8,[rsi-8]
0068  mov r9,[rsi-10h]
006c  mov r10,[rsi-18h]
0070  mov r11,[rsi-20h]
0074  lea rsi,[rsi-20h]
0078  mov [rdi-8],r8
007c  mov [rdi-10h],r9
0080  mov [rdi-18h],r10
0084  mov [rdi-20h],r11
0088  lea rdi,[rdi-20h]
008c  jae 0000000000000060h
0092  add edx,20h
0095  sub rsi,rdx
0098  sub rdi,rdx
009b  cmp edx,10h
00a1  jb 00000000000000D0h
00a7  mov r8,[rsi]
00aa  mov r9,[rsi+8]
00ae  mov r10,[rsi+rdx-10h]
00b3  mov r11,[rsi+rdx-8]
00b8  mov [rdi],r8
00bb  mov [rdi+8],r9
00bf  mov [rdi+rdx-10h],r10
00c4  mov [rdi+rdx-8],r11
00c9  ret
00ca  nop
00cb  nop
00cc  nop
00cd  nop
00ce  nop
00cf  nop
00d0  cmp edx,8
00d6  jb 00000000000000F0h
00dc  mov r8,[rsi]
00df  mov r9,[rsi+rdx-8]
00e4  mov [rdi],r8
00e7  mov [rdi+rdx-8],r9
00ec  ret
00ed  nop
00ee  nop
00ef  nop
00f0  cmp edx,4
00f6  jb 0000000000000110h
00fc  mov ecx,[rsi]
00fe  mov r8d,[rsi+rdx-4]
0103  mov [rdi],ecx
0105  mov [rdi+rdx-4],r8d
010a  ret
010b  nop
010c  nop
010d  nop
010e  nop
010f  nop
0110  sub edx,1
0113  jb 0000000000000136h
0119  movzx ecx,byte ptr [rsi]
011c  je 0000000000000134h
0122  movzx r8,byte ptr [rsi+1]
0127  movzx r9,byte ptr [rsi+rdx]
012c  mov [rdi+1],r8b
0130  mov [rdi+rdx],r9b
0134  mov [rdi],cl
0136  ret
";

/// Every generated configuration the tests use, with a label.
fn jit_configs(entry: usize) -> Vec<(String, Memcpy)> {
    let mut out = vec![
        (
            "rep-movsb".to_string(),
            build(Strategy::RepMovsb, None, entry),
        ),
        ("scalar".to_string(), build(Strategy::Scalar, None, entry)),
    ];
    for t in [
        32,
        33,
        64,
        2048,
        2112,
        4096,
        0x7FFF_FFFF,
        0x8000_0001,
        (1 << 40) - 1,
        1 << 40,
    ] {
        out.push((
            format!("erms-gated@{t}"),
            build(Strategy::ErmsGated, Some(t), entry),
        ));
    }
    out
}

/// Every strategy at every entry offset: the code decodes completely into valid instructions
/// (checked in `decode_at`), contains no `int3`, ends in `ret`, and every branch lands on the
/// start of an instruction of the function. Fallback has no generated code at all.
#[test]
fn every_strategy_decodes_completely() {
    for entry in 0..=63 {
        for (label, m) in jit_configs(entry) {
            let base = m.entry_address() as u64;
            let insns = decode_at(m.code(), base);
            let end = base + m.code().len() as u64;
            let last = insns.last().expect("empty code");
            assert!(
                is_ret(last),
                "{label} entry {entry}: ends in `{}`",
                text(last)
            );
            assert!(
                !insns.iter().any(|i| i.mnemonic() == Mnemonic::Int3),
                "{label} entry {entry}: int3 inside the function"
            );
            for i in insns.iter().filter(|i| is_branch(i)) {
                let t = i.near_branch_target();
                assert!(
                    (base..end).contains(&t) && insns.iter().any(|j| j.ip() == t),
                    "{label} entry {entry}: `{}` at +{:#x} jumps to +{:#x}, not an instruction of the function",
                    text(i),
                    i.ip() - base,
                    t.wrapping_sub(base)
                );
            }
            // Only the instructions memcpy_orig, the gate and the arm are made of: in
            // particular no call, no indirect jump, and every jump a direct near branch.
            for i in &insns {
                use Mnemonic::*;
                let ok = match i.mnemonic() {
                    Mov | Movzx | Lea | Add | Sub | Cmp | Shr | Nop | Ret => true,
                    Movsb => i.has_rep_prefix(),
                    Jmp | Jb | Jae | Je | Jne | Jl => is_branch(i),
                    _ => false,
                };
                assert!(ok, "{label} entry {entry}: unexpected `{}`", text(i));
            }
        }
    }
    let fallback = build(Strategy::Fallback, None, 0);
    assert!(fallback.code().is_empty());
}

/// `entry_offset(k)` puts the entry point at `k` modulo 64 for k in 0..=63, and the labels the
/// scalar body aligns to 16 (backward loop, and the 8..15, 4..7 and 0..3 tails) are 16-byte
/// aligned in memory whatever k is.
#[test]
fn entry_offset_places_the_entry_and_keeps_alignment() {
    for k in 0..=63 {
        for (label, m) in jit_configs(k) {
            assert_eq!(m.entry_address() % 64, k, "{label}");
            assert_eq!(m.entry_offset(), k, "{label}");
            if label == "rep-movsb" || label.ends_with("@32") {
                continue;
            }
            let base = m.entry_address() as u64;
            let insns = decode_at(m.code(), base);
            let mut aligned = Vec::new();
            // Two loops branch backwards; the backward-copying one comes second.
            let back = insns
                .iter()
                .rfind(|i| i.mnemonic() == Mnemonic::Jae && i.near_branch_target() < i.ip())
                .expect("no backward loop");
            aligned.push(("backward loop", back.near_branch_target()));
            for (n, name) in [(16, "8..15 tail"), (8, "4..7 tail"), (4, "0..3 tail")] {
                let c = insns
                    .iter()
                    .position(|i| {
                        i.mnemonic() == Mnemonic::Cmp
                            && i.op0_register() == Register::EDX
                            && i.immediate(1) == n
                    })
                    .unwrap_or_else(|| panic!("{label}: no cmp edx,{n}"));
                assert_eq!(insns[c + 1].mnemonic(), Mnemonic::Jb, "{label}");
                aligned.push((name, insns[c + 1].near_branch_target()));
            }
            for (name, addr) in aligned {
                assert_eq!(
                    addr % 16,
                    0,
                    "{label} entry {k}: {name} at {addr:#x} is not 16-byte aligned"
                );
            }
        }
    }
}

/// The vector strategy, every instance of `common::vector_instances`, `choice_instances` and
/// `memmove_instances` (every width this CPU runs, every path and choice): the code decodes
/// completely; branches land on instructions; only moves, compares, arithmetic, direct
/// branches and the documented vector, mask and prefetch instructions appear; the AVX-512
/// code touches only registers 16–31 (no `vzeroupper` needed, none present); AVX2 code
/// clears the upper state (`vzeroupper`) before every `ret` of a block that used a YMM
/// register; the masked path is `bzhi` + `kmovq k1, rcx` + zeroing masked loads and masked
/// stores through k1 (and k2, k3, k4 for further windows), on the narrowest register that
/// holds `masked_max` bytes, or in the form asked for above 32; behind the page guard
/// (`test ecx, 4096`) exactly when `masked_page_guard`; the merged small classes
/// (`small_merged`) are there exactly when asked for, as eight 4-byte moves (`movd`,
/// `vmovd`) among the XMM moves, VEX-encoded on XMM 0-3 in AVX-512 code (which leaves no
/// upper state dirty either).
#[test]
fn vector_code_is_well_formed() {
    use iced_x86::{OpKind::Register as Reg, Register as R};
    use memcpy_jit::MaskedForm;
    use memcpy_jit::VectorWidth;
    let mut instances = common::vector_instances();
    instances.extend(common::choice_instances());
    instances.extend(common::memmove_instances());
    for (label, m) in instances {
        let t = *m.plan().thresholds().unwrap();
        let base = m.entry_address() as u64;
        let insns = decode_at(m.code(), base);
        let end = base + m.code().len() as u64;
        let regs = |i: &Instruction| -> Vec<R> {
            let mut v: Vec<R> = (0..i.op_count())
                .filter(|&k| i.op_kind(k) == Reg)
                .map(|k| i.op_register(k))
                .collect();
            v.extend([i.memory_base(), i.memory_index()]);
            v.retain(|r| *r != R::None);
            v
        };
        // Register classes by enum range (iced's own predicates need its `instr_info` feature).
        let in_class = |r: R, first: R, last: R| (first as u32..=last as u32).contains(&(r as u32));
        let class = |r: R| -> Option<(u32, u32)> {
            [
                (R::XMM0, R::XMM31, 16),
                (R::YMM0, R::YMM31, 32),
                (R::ZMM0, R::ZMM31, 64),
            ]
            .into_iter()
            .find(|&(a, b, _)| in_class(r, a, b))
            .map(|(a, _, bytes)| (bytes, r as u32 - a as u32))
        };
        let mut block_used_ymm = false;
        let mut masked_moves = 0;
        let mut dword_moves = 0;
        for (n, i) in insns.iter().enumerate() {
            use Mnemonic::*;
            let ok = match i.mnemonic() {
                Mov | Movzx | Lea | Add | Sub | Cmp | And | Neg | Test | Nop | Ret | Bzhi
                | Kmovq | Kshiftrq => true,
                // The backward loop's page way (`tail_page_safe`): r from ECX, and its call
                // into the function's own small classes.
                Inc | Call => t.tail_page_safe,
                // Padding after a `ret` with `block_align` above 16 (never run).
                Int3 => {
                    t.block_align > 16 && n > 0 && matches!(insns[n - 1].mnemonic(), Ret | Int3)
                }
                // max(len, 64) (two-zmm), the mask of the bytes from 64 on (halves above 64).
                Cmovb => matches!(
                    t.masked_form,
                    MaskedForm::Halves | MaskedForm::TwoZmm | MaskedForm::HeadTail
                ),
                // The page guard; the mask's zero (halves above 64); the aligned REP MOVSB.
                // The forward loop's early way zeroes R8 (`tail_loads_after_loop_from`), and
                // its usual way with `tail_page_safe`.
                Xor | Or => {
                    t.masked_page_guard
                        || t.masked_max > 64
                        || t.rep_movsb_align_dst
                        || i.mnemonic() == Xor && t.tail_loads_after_loop_from.is_some()
                        || i.mnemonic() == Xor && t.tail_page_safe
                }
                Movdqu | Movdqa | Movntdq | Vmovdqu | Vmovdqa | Vmovntdq => true,
                Vmovdqu64 | Vmovdqa64 | Vmovdqu8 | Vzeroupper | Prefetcht0 | Sfence => true,
                // The temporal forward loop's prefetch, only with `loop_prefetch`.
                Prefetchnta => t.loop_prefetch.is_some(),
                Movsb => i.has_rep_prefix(),
                // The merged small classes: `k` from the length, and 4-byte moves.
                Shr | Movd | Vmovd => t.small_merged,
                Jmp | Jb | Jae | Ja | Jbe | Je | Jne => is_branch(i),
                _ => false,
            };
            assert!(ok, "{label}: unexpected `{}`", text(i));
            if is_branch(i) || i.mnemonic() == Call {
                let to = i.near_branch_target();
                assert!(
                    (base..end).contains(&to) && insns.iter().any(|j| j.ip() == to),
                    "{label}: `{}` jumps outside the function's instructions",
                    text(i)
                );
            }
            // (bytes, register number) of every vector register the instruction names.
            let vregs: Vec<(u32, u32)> = regs(i).into_iter().filter_map(class).collect();
            dword_moves += usize::from(matches!(i.mnemonic(), Movd | Vmovd));
            let merged_vex = t.small_merged
                // A VEX prefix (2 or 3 bytes) starts the instruction, not EVEX's 0x62.
                && matches!(m.code()[(i.ip() - base) as usize], 0xc4 | 0xc5)
                && matches!(i.mnemonic(), Vmovdqu | Vmovd)
                && vregs.iter().all(|&(b, number)| b == 16 && number < 4);
            if t.width == VectorWidth::Avx512 && !merged_vex {
                for &(_, number) in &vregs {
                    assert!(
                        number >= 16,
                        "{label}: `{}` uses a register below 16",
                        text(i)
                    );
                }
                assert_ne!(
                    i.mnemonic(),
                    Vzeroupper,
                    "{label}: vzeroupper in AVX-512 code"
                );
            }
            if t.width == VectorWidth::Sse2 {
                assert!(
                    vregs.iter().all(|&(b, _)| b == 16),
                    "{label}: `{}`",
                    text(i)
                );
            }
            block_used_ymm |= vregs.iter().any(|&(b, _)| b == 32) && t.width == VectorWidth::Avx2;
            if is_ret(i) {
                if block_used_ymm {
                    assert_eq!(
                        insns[n - 1].mnemonic(),
                        Vzeroupper,
                        "{label}: ret at +{:#x} after YMM use without vzeroupper",
                        i.ip() - base
                    );
                }
                block_used_ymm = false;
            }
            if i.mnemonic() == Vmovdqu8 {
                // Up to 32 bytes one move through k1 (head-tail from 17: two 16-byte moves
                // as below); above, by the form: 32-byte moves through k1 (bytes 0..32) and
                // k2 (32..64, at +32), and above 64 bytes k3 (at +64) and k4 (at +96); one
                // 64-byte move through k1; or two moves of w bytes through k1, the second at
                // [base + rdx - w] (head-tail: w = 32; two-zmm: w = 64).
                let form = t.masked_form;
                let head_tail16 = form == MaskedForm::HeadTail && t.masked_max > 16;
                let width = match t.masked_max {
                    0..=16 => 16,
                    17..=32 if head_tail16 => 16,
                    17..=32 => 32,
                    _ if matches!(form, MaskedForm::OneZmm | MaskedForm::TwoZmm) => 64,
                    _ => 32,
                };
                assert_eq!(vregs[0].0, width, "{label}: `{}`", text(i));
                let disp = i.memory_displacement64() as i64;
                let k = match form {
                    _ if t.masked_max <= 32 => R::K1,
                    MaskedForm::Halves => [R::K1, R::K2, R::K3, R::K4][(disp / 32) as usize],
                    _ => R::K1,
                };
                assert_eq!(i.op_mask(), k, "{label}: `{}`", text(i));
                if matches!(form, MaskedForm::TwoZmm | MaskedForm::HeadTail)
                    && i.memory_index() == R::RDX
                {
                    assert_eq!(disp, -(width as i64), "{label}: `{}`", text(i));
                }
                masked_moves += 1;
                // Loads zero the masked-off lanes; stores must merge (leave memory alone).
                assert_eq!(
                    i.zeroing_masking(),
                    i.op0_kind() == Reg,
                    "{label}: `{}`",
                    text(i)
                );
            }
        }
        let has = |mn: Mnemonic| insns.iter().any(|i| i.mnemonic() == mn);
        let form = t.masked_form;
        let wide = t.masked_max > 32;
        let expected_moves = match t.masked_max {
            0 => 0,
            17..=32 if form == MaskedForm::HeadTail => 4,
            1..=32 => 2,
            _ if form == MaskedForm::OneZmm => 2,
            n if form == MaskedForm::Halves => 2 * n.div_ceil(32),
            _ => 4,
        };
        let guard = insns
            .iter()
            .any(|i| i.mnemonic() == Mnemonic::Test && i.immediate(1) == 4096);
        assert_eq!(guard, t.masked_page_guard && t.masked_max > 0, "{label}");
        assert_eq!(masked_moves, expected_moves, "{label}");
        assert_eq!(dword_moves, if t.small_merged { 8 } else { 0 }, "{label}");
        assert_eq!(
            has(Mnemonic::Kshiftrq),
            wide && form == MaskedForm::Halves,
            "{label}"
        );
        assert_eq!(has(Mnemonic::Bzhi), t.masked_max > 0, "{label}");
        let rep = t.rep_movsb_from.is_some()
            || t.rep_movsb_coaligned_from.is_some()
            || t.rep_movsb_page_from.is_some();
        assert_eq!(has(Mnemonic::Movsb), rep, "{label}");
        // The co-aligned test is `test ecx, 63` on the distance: for co-aligned `REP MOVSB`,
        // and for co-aligned copies past the non-temporal loop.
        let coaligned_test = insns
            .iter()
            .any(|i| i.mnemonic() == Mnemonic::Test && i.immediate(1) == 63);
        assert_eq!(
            coaligned_test,
            t.rep_movsb_coaligned_from.is_some()
                || (t.non_temporal_skips_coaligned && t.non_temporal_from.is_some()),
            "{label}"
        );
        // Page copies in the backward band below a limit of their own (under the band's and
        // above its first length): the distance in the page (`and ecx, 0FFFh`), then `jne`
        // to the band's other distances past the page copies' length test.
        let first = t.backward_from.max(t.large_from());
        let page_apart = insns.windows(2).any(|w| {
            w[0].mnemonic() == Mnemonic::And
                && w[0].op0_register() == R::ECX
                && w[0].immediate(1) == 0xFFF
                && w[1].mnemonic() == Mnemonic::Jne
        });
        let want_apart = t.backward_dst_above_src > 0
            && t.backward_page
            && t.backward_page_below
                .is_some_and(|n| n > first && t.backward_below.is_none_or(|b| n < b));
        assert_eq!(page_apart, want_apart, "{label}: page copies' own limit");
        // The destination-above guard's length limit: a length compare (where some REP MOVSB
        // runs behind the guard), and the source-above band checked alone (`mov ecx, esi`:
        // (src - dst) mod 4096) from the limit on, where it is present.
        let (above, below) = (t.avoid_dst_above_src, t.avoid_src_above_dst);
        let guarded = (above > 0 || below > 0)
            && (t.rep_movsb_from.is_some()
                || t.rep_movsb_coaligned_from.is_some() && (above >= 64 || below >= 64));
        let la = t.avoid_dst_above_src_below.filter(|_| above > 0 && guarded);
        let compares = rdx_imm_compares(&insns);
        if let Some(n) = la {
            assert!(
                compares.contains(&(n as u64)),
                "{label}: no length compare with {n}"
            );
        }
        let src_minus_dst = insns.iter().any(|i| text(i) == "mov ecx,esi");
        let src_alone = la.is_some() && below > 0;
        assert_eq!(
            src_minus_dst, src_alone,
            "{label}: the source-above band alone"
        );
        let nt = has(Mnemonic::Movntdq) || has(Mnemonic::Vmovntdq);
        assert_eq!(nt, t.non_temporal_from.is_some(), "{label}");
        assert_eq!(has(Mnemonic::Sfence), nt, "{label}");
        // Two per 4V block of the temporal loop, at the distance asked for and one line
        // further, from the loop's source pointer.
        let nta: Vec<&Instruction> = insns
            .iter()
            .filter(|i| i.mnemonic() == Mnemonic::Prefetchnta)
            .collect();
        let want = t.loop_prefetch.map_or(0, |_| 2);
        assert_eq!(nta.len(), want, "{label}");
        if let Some(d) = t.loop_prefetch {
            let block = 4 * t.width.bytes() as u64;
            for i in nta {
                assert_eq!(i.memory_base(), R::RSI, "{label}: `{}`", text(i));
                let off = i.memory_displacement64() - u64::from(d);
                assert!(
                    off % block == 0 || off % block == 64,
                    "{label}: `{}`",
                    text(i)
                );
            }
        }
        // The tail loaded after the temporal forward loop: four vector loads from R8 (the
        // source's last 4V), ascending, only with `tail_loads_after_loop_from`; R8 set from
        // the source's end before the loop.
        let late: Vec<&Instruction> = insns
            .iter()
            .filter(|i| {
                i.op_count() == 2
                    && i.op1_kind() == iced_x86::OpKind::Memory
                    && i.memory_base() == R::R8
                    && matches!(
                        i.mnemonic(),
                        Mnemonic::Movdqu
                            | Mnemonic::Vmovdqu
                            | Mnemonic::Vmovdqu64
                            | Mnemonic::Movdqa
                            | Mnemonic::Vmovdqa
                            | Mnemonic::Vmovdqa64
                    )
            })
            .collect();
        let on = t.tail_loads_after_loop_from.is_some();
        assert_eq!(
            late.len(),
            if on { 4 } else { 0 },
            "{label}: late tail loads"
        );
        let lw = t.width.bytes() as u64;
        for (n, i) in late.iter().enumerate() {
            assert_eq!(
                i.memory_displacement64(),
                n as u64 * lw,
                "{label}: `{}`",
                text(i)
            );
        }
        let sets_r8 = insns.iter().any(|i| {
            i.mnemonic() == Mnemonic::Lea
                && i.op0_register() == R::R8
                && i.memory_base() == R::RSI
                && i.memory_index() == R::RDX
                && i.memory_displacement64() == (4 * lw).wrapping_neg()
        });
        assert_eq!(sets_r8, on, "{label}: R8 = the source's last 4V");
    }
}

/// `block_align` holds in memory, not only in the image: the vector code built for every
/// recorded CPU and this one (at each width the CPU has, with every large path and 64- or
/// 32-byte blocks; mapped where this CPU runs it, never called) at entry offsets 0, 8
/// and 56 has every loop top at an address that is a multiple of `block_align` (the page is
/// page-aligned and the `int3` before the entry is part of it), and the NOPs before a loop
/// top, which the code runs through, are the fewest: one per 15 bytes.
#[test]
fn block_align_holds_in_memory() {
    use memcpy_jit::harness::recorded::{each_cpu, Cpu};
    use memcpy_jit::{Thresholds, VectorWidth};
    let mut seen: Vec<Thresholds> = Vec::new();
    for cpu in each_cpu() {
        let f = cpu.features;
        for width in VectorWidth::ALL.into_iter().filter(|w| w.runs_on(&f)) {
            for align in [32u8, 64] {
                let t = Thresholds::new(width)
                    .with_rep_movsb_from(f.has_erms().then_some(4096))
                    .with_non_temporal_from(Some(1 << 20))
                    .with_backward(255, 0, Some(4096))
                    .with_memmove(true)
                    .with_block_align(align);
                // Identical thresholds emit identical code: once is enough.
                if seen.contains(&t) {
                    continue;
                }
                seen.push(t);
                if !Cpu::runs_thresholds(&t) {
                    eprintln!(
                        "skipped: {} {width} (this CPU lacks its instructions: build() refuses it)",
                        cpu.name
                    );
                    continue;
                }
                block_align_holds_for(&format!("{} {width}", cpu.name), t, align);
            }
        }
    }
}

/// [`block_align_holds_in_memory`] for the code of `t`, built at three entry offsets.
fn block_align_holds_for(name: &str, t: memcpy_jit::Thresholds, align: u8) {
    for entry in [0, 8, 56] {
        let label = format!("{name} block_align {align} entry {entry}");
        let m = Memcpy::builder()
            .strategy(Strategy::Vector)
            .thresholds(t)
            .entry_offset(entry)
            .build()
            .unwrap_or_else(|e| panic!("{label}: {e}"));
        let base = m.entry_address() as u64;
        assert_eq!(base % 4096, entry as u64, "{label}");
        let insns = decode_at(m.code(), base);
        // A loop: a jump back with no `ret` between its target and itself (block
        // 7's band check jumps back over one).
        let tops: Vec<u64> = (0..insns.len())
            .filter(|&j| is_branch(&insns[j]) && insns[j].near_branch_target() < insns[j].ip())
            .map(|j| (index_at(&insns, insns[j].near_branch_target()), j))
            .filter(|&(k, j)| !insns[k..j].iter().any(is_ret))
            .map(|(k, _)| insns[k].ip())
            .collect();
        // Forward, non-temporal and backward loops.
        assert_eq!(tops.len(), 3, "{label}: {tops:x?}");
        for top in tops {
            assert_eq!(top % u64::from(align), 0, "{label}: loop top at {top:#x}");
            let k = index_at(&insns, top);
            let nops = insns[..k]
                .iter()
                .rev()
                .take_while(|i| i.mnemonic() == Mnemonic::Nop)
                .count();
            let bytes: usize = insns[k - nops..k].iter().map(|i| i.len()).sum();
            assert_eq!(
                nops,
                bytes.div_ceil(15),
                "{label}: {bytes} bytes in {nops} nops before {top:#x}"
            );
        }
    }
}
