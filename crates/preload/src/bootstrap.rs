//! The copy that serves calls before anything else can: two string instructions in inline
//! assembly, so that no compiler can turn it into a call to `memcpy` (which would be this
//! library: infinite recursion).
//!
//! Forward `REP MOVSB` copies byte by byte in ascending order as far as the program can tell
//! (fast-string microcode falls back to slow steps when source and destination are close), so
//! it gives `memmove`'s result whenever the destination is below the source or the buffers do
//! not overlap. When the destination is above the source and they overlap, the copy runs
//! backward: `std; rep movsb; cld` from the last byte. The direction flag is clear again
//! before the function returns, as the ABI requires; a signal delivered in between finds it
//! clear too (Linux clears DF on entry to a handler and restores it on return).
//!
//! Backward `REP MOVSB` gets no fast-string help (about a byte per cycle); it runs only for
//! overlapping copies made before the library's constructor has looked up the C library's
//! `memmove` (the dynamic loader's and libc's own start-up calls never reach a preload, and
//! those of other libraries' constructors are few and short).
//!
//! A test (tests/bootstrap.rs) decodes the exported function from the built library and checks
//! that it contains no call and no jump out of itself.

use core::arch::asm;

/// `memmove(dst, src, len)` by `REP MOVSB` (see the module documentation); returns `dst`.
///
/// # Safety
///
/// `src` valid for reads and `dst` valid for writes of `len` bytes (they may overlap).
#[inline(always)]
pub(crate) unsafe fn memmove(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    if (dst as usize).wrapping_sub(src as usize) < len {
        // Destination above the source and overlapping (so len >= 1): backward from the end.
        // SAFETY: the caller's contract covers [src, src + len) and [dst, dst + len); the
        // copy starts at their last bytes and runs down exactly `len` bytes. DF is set and
        // cleared inside the block, so it is clear at its exit as Rust requires.
        unsafe {
            asm!(
                "std",
                "rep movsb",
                "cld",
                inout("rcx") len => _,
                inout("rdi") dst.wrapping_add(len - 1) => _,
                inout("rsi") src.wrapping_add(len - 1) => _,
                options(nostack),
            );
        }
    } else {
        // SAFETY: the caller's contract; forward REP MOVSB writes exactly [dst, dst + len) and
        // reads exactly [src, src + len), and with dst not above an overlapping src each byte
        // is read before the copy overwrites it.
        unsafe {
            asm!(
                "rep movsb",
                inout("rcx") len => _,
                inout("rdi") dst => _,
                inout("rsi") src => _,
                options(nostack, preserves_flags),
            );
        }
    }
    dst
}
