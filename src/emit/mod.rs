//! Code generation: a [`Plan`] in, the bytes of one page image out.
//!
//! This layer only produces bytes (with the `dynasm!` macro, into [`asm::Asm`], an assembler
//! over `core` + `alloc` that the `no_std` build can use); it never maps or runs anything. The image starts at page offset 0: `entry_offset` bytes of `int3` padding, then the
//! function, so that alignment directives inside the function are true in memory once the image
//! is copied to the start of a page (or a whole number of cache lines into it:
//! `Builder::code_slot`, for harnesses). One file per strategy family:
//!
//! - [`rep_movsb`]: the four-instruction FSRM body.
//! - [`scalar`]: the kernel's `memcpy_orig`, optionally with the ERMS gate.
//! - [`vector`]: size-class head/tail vector moves, a 4-vector loop, guarded `REP MOVSB`,
//!   non-temporal stores; its memory operands are in [`operand`], its AVX-512 moves are
//!   encoded by [`evex`].
//!
//! The unit tests (`tests/`) check emission as a pure function on any host: every vector
//! configuration decoded and checked, listings pinned, the EVEX encoder against iced-x86, and
//! every image assembled identically by [`asm::Asm`] and by dynasmrt's `VecAssembler`.

mod asm;
mod evex;
mod operand;
mod pad;
mod rep_movsb;
mod scalar;
mod vector;

#[cfg(test)]
mod tests;

use alloc::vec::Vec;

use dynasm::dynasm;

pub(crate) use self::asm::Asm;
use crate::error::BuildError;
use crate::plan::{Body, Plan};

/// The `int3` opcode: padding before the entry point traps if ever executed.
pub(crate) const INT3: u8 = 0xCC;

/// Machine code laid out as it will sit at the start of its page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Code {
    /// Page image: `entry` bytes of padding, then the function.
    pub(crate) image: Vec<u8>,
    /// Offset of the entry point in `image` (and in the page).
    pub(crate) entry: usize,
}

/// Emits the function `plan` describes; `None` for [`Body::Fallback`], which has no code.
pub(crate) fn emit(plan: &Plan) -> Result<Option<Code>, BuildError> {
    let Some(ops) = assemble(plan) else {
        return Ok(None);
    };
    let image = ops.finalize().map_err(|e| match e {
        asm::AsmError::OutOfMemory => BuildError::out_of_memory(
            "out of memory: the allocation for the code image was refused",
        ),
        e => BuildError::assemble(e),
    })?;
    Ok(Some(Code {
        image,
        entry: plan.entry_offset(),
    }))
}

/// The page image of `plan`'s function, assembled but not yet finalized (its labels not yet
/// resolved); `None` for [`Body::Fallback`].
fn assemble(plan: &Plan) -> Option<Asm> {
    let mut ops = Asm::new();
    for _ in 0..plan.entry_offset() {
        ops.push(INT3);
    }
    match plan.body() {
        Body::RepMovsb => rep_movsb::emit(&mut ops),
        Body::Scalar { gate } => scalar::emit(&mut ops, *gate),
        Body::Vector(t) => vector::emit(&mut ops, t),
        Body::Fallback => return None,
    }
    Some(ops)
}

/// `cmp rdx, n` for any `n` up to 2^40, in the shortest form: imm8, imm32, or through RCX.
pub(crate) fn cmp_len(ops: &mut Asm, n: u64) {
    if let Ok(imm) = i8::try_from(n) {
        dynasm!(ops ; .arch x64 ; cmp rdx, BYTE i32::from(imm));
        return;
    }
    match i32::try_from(n) {
        Ok(imm) => dynasm!(ops ; .arch x64 ; cmp rdx, imm),
        Err(_) => dynasm!(ops
            ; .arch x64
            ; mov rcx, QWORD n as i64
            ; cmp rdx, rcx
        ),
    }
}
