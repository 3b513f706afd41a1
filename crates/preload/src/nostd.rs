//! What Rust's standard library would otherwise give this shared object, for the product build
//! without it: the panic handler and the personality routine's symbol.
//!
//! # The two builds
//!
//! The library is built for shipping with `cargo build --profile preload -p
//! memcpy-jit-preload` (the workspace's `preload` profile: `release` with `panic = "abort"`).
//! There the crate is `#![no_std]` and links the library without its `std` feature, so the
//! object holds no part of Rust's standard library: loading one that does costs every process
//! about 4% of `/bin/true` on the Zen 5 guest of docs/results/preload-2026-11-30, whether or
//! not the process ever builds code (that is the start-up budget, 3%, spent before the
//! first line of ours runs). Any other build (`cargo build`, `--release`, the unit tests, which
//! unwind) compiles the crate with std, for development only; `cargo test` builds and tests
//! the shipped object (tests/common).
//!
//! # What replaces std here
//!
//! - **The panic handler** writes `memcpy-jit preload: panicked at FILE:LINE:COL: MESSAGE` to
//!   standard error with `write(2)` (from a fixed buffer on the stack: no allocation, the
//!   message truncated at [`MESSAGE_MAX`] bytes) and calls `abort()`: what a panic in an
//!   `extern "C"` function does under std (print, abort), without the hook, the backtrace and
//!   the locks. Nothing in the copy path can panic (the library's rule); the one call that
//!   builds could only through a bug.
//! - **`rust_eh_personality`**: `core` and `alloc` come precompiled with unwind tables that
//!   name it, so the linker needs the symbol although nothing here unwinds (`panic = "abort"`,
//!   and [`crate::nounwind`]'s `_Unwind_RaiseException` never starts an unwinding). It is a
//!   hidden function that traps, like the unwinder stubs: called only while unwinding through
//!   a frame of this object, which nothing starts.
//!
//! The allocator is the library's own heap either way ([`crate::heap`]).

//! This file uses nothing but `core` (its two C functions are declared here), so that
//! tests/rust/nostd_panic.rs can compile it alone with `rustc` and make it panic.

#![cfg(panic = "abort")]

use core::ffi::{c_int, c_void};
use core::fmt::{self, Write};
use core::panic::PanicInfo;

extern "C" {
    fn write(fd: c_int, buf: *const c_void, count: usize) -> isize;
    fn abort() -> !;
}

/// Standard error's descriptor.
const STDERR: c_int = 2;

/// The longest panic line written (bytes); longer ones are cut.
const MESSAGE_MAX: usize = 512;

/// A fixed buffer that keeps what fits and drops the rest.
struct Line {
    buf: [u8; MESSAGE_MAX],
    len: usize,
}

impl Write for Line {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let room = MESSAGE_MAX - self.len;
        let n = s.len().min(room);
        self.buf[self.len..self.len + n].copy_from_slice(&s.as_bytes()[..n]);
        self.len += n;
        Ok(())
    }
}

#[panic_handler]
fn panic(info: &PanicInfo<'_>) -> ! {
    let mut line = Line {
        buf: [0; MESSAGE_MAX],
        len: 0,
    };
    let _ = match info.location() {
        Some(l) => write!(
            line,
            "memcpy-jit preload: panicked at {}:{}:{}: {}",
            l.file(),
            l.line(),
            l.column(),
            info.message()
        ),
        None => write!(line, "memcpy-jit preload: panicked: {}", info.message()),
    };
    if line.len == MESSAGE_MAX {
        line.len -= 1;
    }
    line.buf[line.len] = b'\n';
    let bytes = &line.buf[..=line.len];
    let mut done = 0;
    while done < bytes.len() {
        // SAFETY: `bytes[done..]` is initialised memory of the given length; write(2) only
        // reads it.
        let n = unsafe { write(STDERR, bytes[done..].as_ptr().cast(), bytes.len() - done) };
        if n <= 0 {
            break;
        }
        done += n.unsigned_abs();
    }
    // SAFETY: abort has no preconditions; it does not return.
    unsafe { abort() }
}

core::arch::global_asm!(
    ".pushsection .text.memcpy_jit_preload_nostd,\"ax\",@progbits",
    ".p2align 4",
    ".globl rust_eh_personality",
    ".hidden rust_eh_personality",
    ".type rust_eh_personality,@function",
    "rust_eh_personality:",
    "ud2",
    ".size rust_eh_personality, . - rust_eh_personality",
    ".popsection",
);

// The C library, named in `DT_NEEDED` as std would have it named: the object's imports
// (`dlsym`, `mmap`, `getenv`, …) then carry glibc's symbol versions and bind to the C
// library the program runs with, not to whatever object comes first in the global scope.
// (Rust links with `-nodefaultlibs`; without std nothing else asks for `-lc`.)
#[link(name = "c")]
extern "C" {}
