//! The smallest Rust preload without the standard library: one empty exported function and a
//! panic handler. Start-up reference for docs/results/preload-2026-11-30/README.md:
//!   rustc --edition 2021 --crate-type cdylib -C opt-level=3 -C panic=abort -o nostd.so startup_nostd.rs
#![no_std]

#[panic_handler]
fn on_panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

#[no_mangle]
pub extern "C" fn memcpy_jit_empty() {}
