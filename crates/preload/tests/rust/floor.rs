//! The smallest preload that links Rust's standard library: one exported function that
//! allocates, a constructor, and the crate's unwinder stubs (src/nounwind.rs). Built by
//! tests/linkage.rs with `rustc` alone (no Cargo, no other crate) to check what a panic in a
//! shared object with those stubs does, and by docs/results/preload-2026-11-30/startup.py as
//! the start-up floor of "a preload written with std".
//!
//! `mod nounwind` is the crate's src/nounwind.rs, which the builder copies beside this file
//! before compiling it (tests/linkage.rs, `build_test_object`): the program is compiled from
//! the crate's own module, unchanged.
//!
//! Set `MEMCPY_JIT_FLOOR_PANIC` (to anything) and the constructor panics.

#![deny(unsafe_op_in_unsafe_fn)]

use std::ffi::{c_char, c_int};

mod nounwind;

extern "C" {
    fn getenv(name: *const c_char) -> *const c_char;
}

/// The sum of `n` ones, counted in a vector (so that the allocator and `Vec` are linked).
#[no_mangle]
pub extern "C" fn memcpy_jit_floor(n: usize) -> usize {
    let v = vec![1u8; n];
    v.iter().map(|&b| usize::from(b)).sum()
}

#[used]
#[link_section = ".init_array"]
static CONSTRUCTOR: extern "C" fn(c_int, *const *const c_char, *const *const c_char) = init;

extern "C" fn init(_argc: c_int, _argv: *const *const c_char, _envp: *const *const c_char) {
    // SAFETY: a NUL-terminated name; getenv only reads the environment.
    if !unsafe { getenv(c"MEMCPY_JIT_FLOOR_PANIC".as_ptr()) }.is_null() {
        panic!("the floor panics on request");
    }
}
