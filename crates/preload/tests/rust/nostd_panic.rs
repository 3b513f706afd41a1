//! The shipped build's panic handler and personality stub (src/nostd.rs) in the smallest
//! `no_std` preload: a constructor that panics when `MEMCPY_JIT_NOSTD_PANIC` is set, and the
//! crate's unwinder stubs (src/nounwind.rs). Built by tests/linkage.rs with `rustc -C
//! panic=abort` alone (no Cargo, no other crate), to check what a panic in the shipped
//! library prints and that it aborts.
//!
//! `mod nostd` and `mod nounwind` are the crate's src/nostd.rs and src/nounwind.rs, which
//! tests/linkage.rs (`build_test_object`) copies beside this file before compiling it.

#![no_std]
#![deny(unsafe_op_in_unsafe_fn)]

use core::ffi::{c_char, c_int};

mod nostd;
mod nounwind;

extern "C" {
    fn getenv(name: *const c_char) -> *const c_char;
}

#[used]
#[link_section = ".init_array"]
static CONSTRUCTOR: extern "C" fn(c_int, *const *const c_char, *const *const c_char) = init;

extern "C" fn init(_argc: c_int, _argv: *const *const c_char, _envp: *const *const c_char) {
    // SAFETY: a NUL-terminated name; getenv only reads the environment.
    let v = unsafe { getenv(c"MEMCPY_JIT_NOSTD_PANIC".as_ptr()) };
    if !v.is_null() {
        // A message longer than the handler's buffer when asked for ("long"): it is cut.
        // SAFETY: getenv returned a NUL-terminated string.
        let long = unsafe { core::ffi::CStr::from_ptr(v) }.to_bytes() == b"long";
        let n = if long { 2000 } else { 3 };
        panic!("the no_std preload panics on request: {}", Repeat(n));
    }
}

/// `n` times the letter x.
struct Repeat(usize);

impl core::fmt::Display for Repeat {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for _ in 0..self.0 {
            f.write_str("x")?;
        }
        Ok(())
    }
}
