//! The unwinder's entry points that Rust's standard library references, defined here as hidden
//! stubs, so that the shared object needs no `libgcc_s.so.1`.
//!
//! # Why
//!
//! The library never unwinds: its exported functions are `extern "C"`, nothing in it catches
//! a panic, and a panic anywhere in it can only end the process. But the standard library is
//! compiled with `panic = "unwind"`, and its panic runtime, its `eh_personality` and its
//! backtrace code reference eleven `_Unwind_*` functions. The linker resolves them from
//! `libgcc_s.so.1` and records it as a dependency (`DT_NEEDED`), which every process then
//! loads, relocates and initialises: 0.09 ms per process on the Zen 5 guest of
//! docs/results/preload-2026-11-30, about 16% of `/bin/true`. Rust links with `--as-needed`,
//! so when this crate's object defines the symbols, the linker no longer needs the library
//! and drops it.
//!
//! The definitions are **hidden** (`.hidden`: bound inside this object at link time, never in
//! its dynamic symbol table). An exported `_Unwind_Resume` or `_Unwind_RaiseException` would
//! interpose on the unwinder of every program this library is preloaded into and break every
//! C++ exception; tests/linkage.rs checks that none is exported and that `libgcc_s` is gone.
//!
//! The shipped build (`crate::nostd`: no std, `panic = "abort"`) has no panic runtime, but
//! `core` and `alloc` come precompiled to unwind, and their landing pads still call
//! `_Unwind_Resume`; the stubs serve both builds (the development build, with std, needs all
//! eleven).
//!
//! # What each stub does
//!
//! - `_Unwind_RaiseException` returns `_URC_END_OF_STACK` (5): "no handler found". The
//!   standard library's panic runtime returns that code from `__rust_start_panic`, and
//!   `rust_panic` then aborts with `fatal runtime error: failed to initiate panic, error 5`
//!   (SIGABRT) after the panic hook has printed the usual `panicked at` message. So a panic
//!   here ends as it would have anyway in an `extern "C"` function (an abort), with the message.
//! - `_Unwind_Backtrace` returns 5 without calling its callback: a backtrace the panic hook
//!   prints under `RUST_BACKTRACE=1` is empty (`stack backtrace:` and no frame).
//! - The nine others (`_Unwind_Resume`, `_Unwind_GetIP`, `_Unwind_GetIPInfo`,
//!   `_Unwind_GetLanguageSpecificData`, `_Unwind_GetRegionStart`, `_Unwind_GetDataRelBase`,
//!   `_Unwind_GetTextRelBase`, `_Unwind_SetGR`, `_Unwind_SetIP`) are called only while a
//!   stack is being unwound: by landing pads (`_Unwind_Resume`), by the personality routine
//!   and by the backtrace callback, none of which the two stubs above ever start. They trap
//!   (`ud2`, SIGILL) rather than return a value nobody could use.
//!
//! One way in remains: an unwinder loaded by someone else (a C++ exception or a
//! `pthread_cancel` forced unwind) that passes through a frame of this library with a landing
//! pad calls this library's personality routine, which calls the trapping stubs: SIGILL where
//! `libgcc_s` would have aborted in the "cannot unwind" landing pad. That needs a copy
//! function to be interrupted by a handler that throws or exits the thread, which C already
//! leaves undefined (`memcpy` is neither async-signal-safe for such a handler to leave nor a
//! cancellation point).
//!
//! tests/linkage.rs builds a minimal std `cdylib` from this file (tests/rust/floor.rs), makes
//! it panic and checks the message and the abort, with and without `RUST_BACKTRACE=1`.
//!
//! Left out of the crate's own unit tests (`cfg(test)`): the test harness reports a failing
//! test by unwinding. The crate's rlib (built only so that Cargo builds the shared object
//! before the integration tests, which never link it) carries the stubs too: a program that
//! linked it would lose its own unwinding.
//!
//! The linker drops `libgcc_s` this way with lld (Rust's default linker on x86-64 Linux since
//! 1.90); with GNU ld the dependency stays (docs/results/preload-2026-11-30), and
//! tests/linkage.rs fails.

#![cfg(not(test))]

/// The directives that open a hidden function named `$name` in the current section.
macro_rules! hidden_function {
    ($name:literal) => {
        concat!(
            ".p2align 4\n",
            ".globl ",
            $name,
            "\n.hidden ",
            $name,
            "\n.type ",
            $name,
            ",@function\n",
            $name,
            ":\n"
        )
    };
}

/// A hidden function named `$name` that traps.
macro_rules! trap {
    ($name:literal) => {
        concat!(
            hidden_function!($name),
            "ud2\n.size ",
            $name,
            ", . - ",
            $name,
            "\n"
        )
    };
}

core::arch::global_asm!(
    ".pushsection .text.memcpy_jit_preload_nounwind,\"ax\",@progbits",
    // _Unwind_Reason_Code _Unwind_RaiseException(struct _Unwind_Exception *): _URC_END_OF_STACK.
    hidden_function!("_Unwind_RaiseException"),
    "mov eax, 5",
    "ret",
    ".size _Unwind_RaiseException, . - _Unwind_RaiseException",
    // _Unwind_Reason_Code _Unwind_Backtrace(_Unwind_Trace_Fn, void *): _URC_END_OF_STACK,
    // the callback never called.
    hidden_function!("_Unwind_Backtrace"),
    "mov eax, 5",
    "ret",
    ".size _Unwind_Backtrace, . - _Unwind_Backtrace",
    // Reachable only during unwinding.
    trap!("_Unwind_Resume"),
    trap!("_Unwind_GetIP"),
    trap!("_Unwind_GetIPInfo"),
    trap!("_Unwind_GetLanguageSpecificData"),
    trap!("_Unwind_GetRegionStart"),
    trap!("_Unwind_GetDataRelBase"),
    trap!("_Unwind_GetTextRelBase"),
    trap!("_Unwind_SetGR"),
    trap!("_Unwind_SetIP"),
    ".popsection",
);
