//! floor.rs (crates/preload/tests/rust/) without the standard library: `no_std` + `alloc`
//! with libc's `malloc` as the global allocator, a panic handler that aborts, the same
//! function using `Vec` and the same constructor. Start-up reference for README.md here:
//!   rustc --edition 2021 --crate-type cdylib -C opt-level=3 -C panic=abort -C strip=debuginfo \
//!       -o alloc_only.so startup_alloc_only.rs
#![no_std]
extern crate alloc;
use alloc::vec;
use core::alloc::{GlobalAlloc, Layout};
use core::ffi::{c_char, c_int, c_void};
extern "C" {
    fn getenv(name: *const c_char) -> *const c_char;
    fn malloc(n: usize) -> *mut c_void;
    fn free(p: *mut c_void);
    fn abort() -> !;
}
struct Libc;
unsafe impl GlobalAlloc for Libc {
    // SAFETY: malloc's alignment (16) covers every layout this test allocates (bytes).
    unsafe fn alloc(&self, l: Layout) -> *mut u8 { unsafe { malloc(l.size()) as *mut u8 } }
    unsafe fn dealloc(&self, p: *mut u8, _l: Layout) { unsafe { free(p as *mut c_void) } }
}
#[global_allocator]
static A: Libc = Libc;
#[panic_handler]
fn p(_: &core::panic::PanicInfo) -> ! { unsafe { abort() } }
#[no_mangle]
pub extern "C" fn memcpy_jit_floor(n: usize) -> usize {
    let v = vec![1u8; n];
    v.iter().map(|&b| usize::from(b)).sum()
}
#[used]
#[link_section = ".init_array"]
static CONSTRUCTOR: extern "C" fn(c_int, *const *const c_char, *const *const c_char) = init;
extern "C" fn init(_argc: c_int, _argv: *const *const c_char, _envp: *const *const c_char) {
    if !unsafe { getenv(c"MEMCPY_JIT_FLOOR_PANIC".as_ptr()) }.is_null() { panic!("x"); }
}
/// alloc is built with unwind tables that name the personality routine; never called here.
#[no_mangle]
pub extern "C" fn rust_eh_personality() {}
