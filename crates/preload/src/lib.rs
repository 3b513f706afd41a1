//! An `LD_PRELOAD` library that serves every program's `memcpy`, `memmove`, `mempcpy`,
//! `__memcpy_chk`, `__memmove_chk` and `__mempcpy_chk` with memcpy-jit's generated code:
//!
//! ```sh
//! cargo build --profile preload -p memcpy-jit-preload
//! LD_PRELOAD=$PWD/target/preload/libmemcpy_jit_preload.so your-service
//! ```
//!
//! What it guarantees (details in each module):
//!
//! - **`memmove`'s result for every overlap**, from every exported function, as glibc's x86-64
//!   `memcpy` gives: the generated code is built in memmove mode, so it copies every overlap
//!   itself; an instance that cannot be has the overlaps it would get wrong routed to the C
//!   library (`route`).
//! - **Calls before any constructor** (from other libraries' constructors, the C library's
//!   start-up) are served by a copy written in inline assembly that calls nothing (`bootstrap`).
//! - **Pay only where it pays**: calls go to the C library's `memmove` until the process has
//!   copied enough to pay for the build; then the code is built once and published through an
//!   atomic pointer (`route`).
//! - **No lock, allocation or panic on a call**, except the one call that builds, which uses
//!   the library's own heap, never `malloc` (`heap`); so the functions may be called from
//!   signal handlers and from inside allocators. Correct after `fork`.
//! - **`_chk` forms** check `len <= dstlen` and abort (SIGABRT) with glibc's message,
//!   `*** buffer overflow detected ***: terminated`, written with write(2) (`init`).
//! - **Cheap to load**: every process pays for loading the library, and most never build.
//!   The shipped build links no part of Rust's standard library (`nostd`) and needs only the C
//!   library: the unwinder entry points that precompiled `core` and `alloc` reference are
//!   hidden stubs (`nounwind`), and it has no `.bss` for the loader to map (`heap`). On the
//!   Zen 5 guest of docs/results/preload-2026-11-30, `/bin/true` takes 1.02x as long as with
//!   an empty preload, `ls` 1.01x (1.08x and 1.03x for the same library linking std; 1.34x
//!   and 1.13x before the stubs).
//!
//! Linux x86-64 only (glibc or any C library with `dlsym(RTLD_NEXT)`); on other targets the
//! crate is empty. Compiled with `#![no_builtins]`, so that the compiler does not turn a loop
//! here into a call to `memcpy` (this library); code from other crates compiled in (`core`,
//! `alloc`, the library) may call `memcpy`, and such calls take the forwarding path (see
//! `route`).

#![cfg(all(target_os = "linux", target_arch = "x86_64"))]
// Without Rust's standard library in the shipped build (`--profile preload`, which aborts on
// panic): see `nostd`.
#![cfg_attr(panic = "abort", no_std)]
#![no_builtins]
#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]

extern crate alloc;

mod bootstrap;
mod heap;
mod init;
mod mapping;
mod nolibm;
mod nostd;
mod nounwind;
mod record;
mod route;

use core::ffi::{c_int, c_void};

// The shipped build must not link std through the library either: Cargo unifies the library's
// features over the packages built together, and the CLI turns `std` on. Build the preload
// alone (`-p memcpy-jit-preload`).
#[cfg(panic = "abort")]
const _: () = assert!(
    !jit::STD,
    "the preload's shipped build links memcpy-jit with its `std` feature: build it alone, \
     `cargo build --profile preload -p memcpy-jit-preload`"
);

#[global_allocator]
static HEAP: heap::Heap = heap::Heap;

/// `memcpy`, with `memmove`'s result when the buffers overlap (as glibc's x86-64 `memcpy`).
///
/// # Safety
///
/// `src` valid for reads and `dst` valid for writes of `n` bytes.
#[no_mangle]
pub unsafe extern "C" fn memcpy(dst: *mut c_void, src: *const c_void, n: usize) -> *mut c_void {
    // SAFETY: the caller's contract.
    unsafe { route::copy(dst.cast(), src.cast(), n).cast() }
}

/// `memmove`.
///
/// # Safety
///
/// `src` valid for reads and `dst` valid for writes of `n` bytes.
#[no_mangle]
pub unsafe extern "C" fn memmove(dst: *mut c_void, src: *const c_void, n: usize) -> *mut c_void {
    // SAFETY: the caller's contract.
    unsafe { route::copy(dst.cast(), src.cast(), n).cast() }
}

/// `mempcpy`: `memcpy` returning `dst + n`.
///
/// # Safety
///
/// `src` valid for reads and `dst` valid for writes of `n` bytes.
#[no_mangle]
pub unsafe extern "C" fn mempcpy(dst: *mut c_void, src: *const c_void, n: usize) -> *mut c_void {
    // SAFETY: the caller's contract.
    unsafe { route::copy(dst.cast(), src.cast(), n) };
    dst.cast::<u8>().wrapping_add(n).cast()
}

/// `__memcpy_chk`: aborts unless `n <= dstlen` (the destination's size as the compiler knew
/// it), then `memcpy`.
///
/// # Safety
///
/// `src` valid for reads of `n` bytes and `dst` valid for writes of `min(n, dstlen)` bytes.
#[no_mangle]
pub unsafe extern "C" fn __memcpy_chk(
    dst: *mut c_void,
    src: *const c_void,
    n: usize,
    dstlen: usize,
) -> *mut c_void {
    if n > dstlen {
        init::buffer_overflow();
    }
    // SAFETY: the caller's contract, and n <= dstlen.
    unsafe { memcpy(dst, src, n) }
}

/// `__memmove_chk`: aborts unless `n <= dstlen`, then `memmove`.
///
/// # Safety
///
/// As [`__memcpy_chk`].
#[no_mangle]
pub unsafe extern "C" fn __memmove_chk(
    dst: *mut c_void,
    src: *const c_void,
    n: usize,
    dstlen: usize,
) -> *mut c_void {
    if n > dstlen {
        init::buffer_overflow();
    }
    // SAFETY: the caller's contract, and n <= dstlen.
    unsafe { memmove(dst, src, n) }
}

/// `__mempcpy_chk`: aborts unless `n <= dstlen`, then `mempcpy`.
///
/// # Safety
///
/// As [`__memcpy_chk`].
#[no_mangle]
pub unsafe extern "C" fn __mempcpy_chk(
    dst: *mut c_void,
    src: *const c_void,
    n: usize,
    dstlen: usize,
) -> *mut c_void {
    if n > dstlen {
        init::buffer_overflow();
    }
    // SAFETY: the caller's contract, and n <= dstlen.
    unsafe { mempcpy(dst, src, n) }
}

/// The bootstrap copy (`memmove` by `REP MOVSB`, forward or backward), exported so that tests
/// can call it and check its machine code calls nothing.
///
/// # Safety
///
/// `src` valid for reads and `dst` valid for writes of `n` bytes.
#[no_mangle]
#[inline(never)]
pub unsafe extern "C" fn memcpy_jit_bootstrap_memmove(
    dst: *mut c_void,
    src: *const c_void,
    n: usize,
) -> *mut c_void {
    // SAFETY: the caller's contract.
    unsafe { bootstrap::memmove(dst.cast(), src.cast(), n).cast() }
}

/// What serves the calls now: 0 the bootstrap copy (constructor not run), 1 forwarding to the
/// C library's `memmove` (counting toward the build), 2 the generated code, forward-only
/// (destination-above overlaps forwarded), 3 the generated code for non-overlapping calls
/// only (a forced scalar or ERMS-gated strategy, say), 4 forwarding for good (no generated
/// code: executable memory refused, `MEMCPY_JIT_STRATEGY=fallback`, or
/// `MEMCPY_JIT_PRELOAD_BUILD_AFTER=never`), 5 the generated code in memmove mode, for every
/// call (the default once built). `route`'s documentation says which configuration gives
/// which.
#[no_mangle]
pub extern "C" fn memcpy_jit_preload_state() -> c_int {
    route::state() as c_int
}

/// How many overlapping calls were forwarded to the C library although generated code was
/// published (states 2 and 3; always 0 in state 5, where the generated code copies every
/// overlap itself).
#[no_mangle]
pub extern "C" fn memcpy_jit_preload_routed() -> u64 {
    route::routed_calls()
}

/// A C copy function, `(dst, src, n) -> dst`.
pub type CopyFn = unsafe extern "C" fn(*mut c_void, *const c_void, usize) -> *mut c_void;

/// The generated code the library published, called without the exported functions in front
/// of it (no PLT, no load of the published pointer); null before it is built, and in a process
/// that will never build (states 0, 1 and 4). For measurements: a program can time its own
/// `memcpy` (through the library) against this very function called through a pointer (the
/// per-call cost of the interposition; docs/results/preload-2026-11-30).
///
/// It gives `memmove`'s result for every overlap only in state 5 (memmove mode); in states 2
/// and 3 it is the code that the library's wrappers guard (see
/// [`memcpy_jit_preload_state`]), correct for non-overlapping buffers only (state 2: and for a
/// destination below the source). It stays callable for the life of the process.
#[no_mangle]
pub extern "C" fn memcpy_jit_preload_generated() -> Option<CopyFn> {
    // SAFETY: a `route::CopyFn` (`*mut u8, *const u8`) and a `CopyFn` (`*mut c_void, *const
    // c_void`) differ only in pointee types, which the C ABI passes identically.
    route::generated().map(|f| unsafe { core::mem::transmute::<route::CopyFn, CopyFn>(f) })
}
