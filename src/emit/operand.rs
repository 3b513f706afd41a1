//! Memory operands of the vector strategy, shared by its two encoders: dynasm (legacy SSE and
//! VEX, through [`with_mem!`]) and the hand-written EVEX encoder ([`super::evex`]).
//!
//! An operand is `[base + rdx? + disp]`: one of five base registers, optionally plus the
//! length in RDX (for addresses relative to the end of the buffers), plus a 32-bit
//! displacement.

/// A base register of a memory operand.
///
/// Only registers that every encoder here handles with a plain ModRM byte: not RSP/R12
/// (those need a SIB byte as base) and not RBP/R13 (with no displacement, ModRM mode 00
/// would mean RIP-relative). [`Base::number`] is the one place that maps a base to its
/// hardware number; the EVEX encoder asserts the rule there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Base {
    Rax,
    Rsi,
    Rdi,
    R8,
    R9,
}

impl Base {
    /// The register's hardware number (0–15): the low three bits go in ModRM.rm or SIB.base,
    /// the fourth in REX.B / EVEX.B.
    pub(super) const fn number(self) -> u8 {
        match self {
            Base::Rax => 0,
            Base::Rsi => 6,
            Base::Rdi => 7,
            Base::R8 => 8,
            Base::R9 => 9,
        }
    }
}

/// A memory operand `[base + rdx? + disp]` (RDX holds the length, for tail addresses).
#[derive(Clone, Copy, Debug)]
pub(super) struct At {
    pub(super) base: Base,
    pub(super) with_len: bool,
    pub(super) disp: i32,
}

/// `[rsi + disp]`: in the source, from its start.
pub(super) const fn src(disp: i32) -> At {
    At {
        base: Base::Rsi,
        with_len: false,
        disp,
    }
}

/// `[rsi + rdx + disp]`: in the source, from its end.
pub(super) const fn src_end(disp: i32) -> At {
    At {
        base: Base::Rsi,
        with_len: true,
        disp,
    }
}

/// `[rdi + disp]`: in the destination, from its start.
pub(super) const fn dst(disp: i32) -> At {
    At {
        base: Base::Rdi,
        with_len: false,
        disp,
    }
}

/// `[rdi + rdx + disp]`: in the destination, from its end.
pub(super) const fn dst_end(disp: i32) -> At {
    At {
        base: Base::Rdi,
        with_len: true,
        disp,
    }
}

/// Emits `$pre [mem] $post` for the operand `$at`, with a static base register and the
/// shortest displacement: dynasm encodes a run-time displacement as 32 bits unless told
/// `BYTE`, and a register chosen at run time always costs a SIB byte. Spelling each case out
/// keeps the hot head/tail moves at 5–6 bytes instead of 10. The caller imports `dynasm!`
/// (the assembler's methods are inherent: nothing else to import).
macro_rules! with_mem {
    ($ops:ident, $at:expr, [$($pre:tt)*], [$($post:tt)*]) => {{
        use $crate::emit::operand::{At, Base};
        let at: At = $at;
        match at.base {
            Base::Rax => with_mem!(@base $ops, at, rax, [$($pre)*], [$($post)*]),
            Base::Rsi => with_mem!(@base $ops, at, rsi, [$($pre)*], [$($post)*]),
            Base::Rdi => with_mem!(@base $ops, at, rdi, [$($pre)*], [$($post)*]),
            Base::R8 => with_mem!(@base $ops, at, r8, [$($pre)*], [$($post)*]),
            Base::R9 => with_mem!(@base $ops, at, r9, [$($pre)*], [$($post)*]),
        }
    }};
    (@base $ops:ident, $at:ident, $b:tt, [$($pre:tt)*], [$($post:tt)*]) => {{
        let d = $at.disp;
        match ($at.with_len, i8::try_from(d)) {
            (false, Ok(0)) => dynasm!($ops ; .arch x64 ; $($pre)* [$b] $($post)*),
            (false, Ok(d8)) => dynasm!($ops ; .arch x64 ; $($pre)* [BYTE $b + d8] $($post)*),
            (false, Err(_)) => dynasm!($ops ; .arch x64 ; $($pre)* [$b + d] $($post)*),
            (true, Ok(0)) => dynasm!($ops ; .arch x64 ; $($pre)* [$b + rdx] $($post)*),
            (true, Ok(d8)) => dynasm!($ops ; .arch x64 ; $($pre)* [BYTE $b + rdx + d8] $($post)*),
            (true, Err(_)) => dynasm!($ops ; .arch x64 ; $($pre)* [$b + rdx + d] $($post)*),
        }
    }};
}
pub(super) use with_mem;
