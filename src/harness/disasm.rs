//! Intel-syntax listings of generated code, decoded with iced-x86: one formatter setting for
//! the command line's `info`, the `tuned` example and anything else that shows code.

use iced_x86::{Decoder, DecoderOptions, Formatter, Instruction, IntelFormatter};

/// One decoded instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// Its address: the `ip` given to [`lines`] plus its offset in the code.
    pub ip: u64,
    /// Its bytes.
    pub bytes: &'a [u8],
    /// Intel syntax, lowercase, `0x` hex (`mov rax, rdi`, `jae short 0x4a`).
    pub text: String,
}

impl Line<'_> {
    /// The bytes as hex pairs separated by spaces.
    pub fn hex(&self) -> String {
        hex(self.bytes)
    }
}

/// `bytes` as lowercase hex pairs separated by spaces (`48 89 f8`).
pub fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Decodes `code` as 64-bit x86 placed at address `ip` (0 shows offsets from the start).
/// Bytes that do not decode come out as `(bad)` lines, never an error.
pub fn lines(code: &[u8], ip: u64) -> Vec<Line<'_>> {
    let mut decoder = Decoder::with_ip(64, code, ip, DecoderOptions::NONE);
    let mut fmt = IntelFormatter::new();
    let opts = fmt.options_mut();
    opts.set_hex_prefix("0x");
    opts.set_hex_suffix("");
    opts.set_uppercase_hex(false);
    opts.set_branch_leading_zeros(false);
    opts.set_first_operand_char_index(8);
    opts.set_space_after_operand_separator(true);
    let mut out = Vec::new();
    let mut insn = Instruction::default();
    while decoder.can_decode() {
        decoder.decode_out(&mut insn);
        let start = (insn.ip() - ip) as usize;
        let mut text = String::new();
        fmt.format(&insn, &mut text);
        out.push(Line {
            ip: insn.ip(),
            bytes: &code[start..start + insn.len()],
            text,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rep_movsb_lists_as_its_four_instructions() {
        // mov rax, rdi; mov rcx, rdx; rep movsb; ret
        let code = [0x48, 0x89, 0xf8, 0x48, 0x89, 0xd1, 0xf3, 0xa4, 0xc3];
        let l = lines(&code, 0x1000);
        let text: Vec<&str> = l.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(
            text,
            [
                "mov     rax, rdi",
                "mov     rcx, rdx",
                "rep movsb [rdi], [rsi]",
                "ret"
            ]
        );
        assert_eq!(l[2].ip, 0x1006);
        assert_eq!(l[0].hex(), "48 89 f8");
    }
}
