//! Alignment padding: the fewest architectural multi-byte NOPs where code falls through the
//! padding, `int3` where nothing does.
//!
//! dynasm's `.align` pads with single-byte `nop`s (0x90), one instruction per byte: up to 63
//! of them for a 64-byte boundary, each decoded and retired on the way into a loop. The long
//! NOP (`0F 1F /0`, with a ModRM, SIB and displacement to reach the length, and `66`
//! prefixes beyond 8 bytes) covers up to 15 bytes in one instruction, the longest x86
//! allows; compilers pad this way (LLVM uses up to 15 bytes on the Zen family).

use super::{Asm, INT3};

/// The longest instruction x86 decodes, and so the longest single NOP.
pub(crate) const MAX_NOP: usize = 15;

/// The multi-byte NOP of `n` bytes (1..=[`MAX_NOP`]): `90`, `66 90`, then `0F 1F /0` with the
/// addressing forms that give 3 to 8 bytes, and `66` prefixes on the 8-byte form beyond.
fn nop(ops: &mut Asm, n: usize) {
    debug_assert!((1..=MAX_NOP).contains(&n));
    // `0F 1F` with ModRM (and SIB, displacement) for lengths 3..=8.
    const FORMS: [&[u8]; 6] = [
        &[0x0F, 0x1F, 0x00],
        &[0x0F, 0x1F, 0x40, 0x00],
        &[0x0F, 0x1F, 0x44, 0x00, 0x00],
        &[0x66, 0x0F, 0x1F, 0x44, 0x00, 0x00],
        &[0x0F, 0x1F, 0x80, 0x00, 0x00, 0x00, 0x00],
        &[0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
    ];
    match n {
        1 => ops.push(0x90),
        2 => ops.extend([0x66, 0x90]),
        3..=8 => ops.extend(FORMS[n - 3]),
        _ => {
            for _ in 8..n {
                ops.push(0x66);
            }
            ops.extend(FORMS[5]);
        }
    }
}

/// What fills the padding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fill {
    /// Code falls through it: the fewest NOPs, `ceil(bytes / 15)`, of near-equal lengths.
    Nops,
    /// Nothing runs it (it follows a `ret` or a `jmp`): `int3`, which traps a stray jump.
    Trap,
}

/// Pads to the next multiple of `align` (a power of two) from the start of the assembly,
/// which is the start of the code page (`crate::emit` lays the image out from offset 0).
pub(crate) fn pad_to(ops: &mut Asm, align: usize, fill: Fill) {
    debug_assert!(align.is_power_of_two());
    let at = ops.offset();
    let bytes = at.next_multiple_of(align) - at;
    if bytes == 0 {
        return;
    }
    match fill {
        Fill::Trap => {
            for _ in 0..bytes {
                ops.push(INT3);
            }
        }
        Fill::Nops => {
            let count = bytes.div_ceil(MAX_NOP);
            let (each, longer) = (bytes / count, bytes % count);
            for k in 0..count {
                nop(ops, each + usize::from(k < longer));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use iced_x86::{Decoder, DecoderOptions, Mnemonic};

    use super::*;

    /// Every padding length decodes as the fewest NOPs (or as `int3`s), and ends exactly on
    /// the boundary.
    #[test]
    fn padding_is_the_fewest_nops_and_ends_on_the_boundary() {
        for align in [16, 32, 64] {
            for start in 0..2 * align {
                for fill in [Fill::Nops, Fill::Trap] {
                    let mut ops = Asm::new();
                    for _ in 0..start {
                        ops.push(0xC3);
                    }
                    pad_to(&mut ops, align, fill);
                    let bytes = ops.finalize().unwrap();
                    assert_eq!(bytes.len() % align, 0, "{align} {start}");
                    let pad = &bytes[start..];
                    assert!(pad.len() < align);
                    let mut d = Decoder::with_ip(64, pad, 0, DecoderOptions::NONE);
                    let mut n = 0;
                    while d.can_decode() {
                        let i = d.decode();
                        let want = match fill {
                            Fill::Nops => Mnemonic::Nop,
                            Fill::Trap => Mnemonic::Int3,
                        };
                        assert_eq!(i.mnemonic(), want, "{align} {start}: {pad:02x?}");
                        assert!(i.len() <= MAX_NOP);
                        n += 1;
                    }
                    let fewest = match fill {
                        Fill::Nops => pad.len().div_ceil(MAX_NOP),
                        Fill::Trap => pad.len(),
                    };
                    assert_eq!(n, fewest, "{align} {start}: {pad:02x?}");
                }
            }
        }
    }
}
