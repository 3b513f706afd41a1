//! `log` and `exp` for this shared object, from the pure-Rust `libm` crate, as hidden symbols,
//! so that the shared object needs no `libm.so.6`.
//!
//! Only in the development build (with std, which unwinds: see `crate::nostd`), whose library
//! has the tuner: it calls them (as `f64::ln` and `f64::exp`) only in the tuner's statistics,
//! which the build reaches with `MEMCPY_JIT_CALIBRATE=1`; no other function of the C math
//! library is referenced. The shipped build's library has no tuner (no std, nothing to time
//! with), so nothing there calls them. Without these definitions the linker records `libm.so.6` as a dependency, which
//! every process would load and relocate for two functions it almost never calls (see
//! `crate::nounwind` for the cost of a dependency, and tests/linkage.rs for the check that
//! the dependency is gone).
//!
//! Hidden, like the unwinder stubs: the calls from this object bind to these definitions at
//! link time, and nothing is exported, so the program's own `log` and `exp` stay the C
//! library's. Each symbol is a jump to an `extern "C"` function calling `libm` (the
//! compiler's `f64::ln` is a call to the C symbol `log`, so the Rust functions must not be
//! written with `f64::ln`: that would jump to itself). `libm` is the C library's algorithm
//! (musl's, from FreeBSD's msun) in Rust, within one unit in the last place.

#![cfg(not(panic = "abort"))]

/// `log(x)`, for the hidden `log` symbol.
extern "C" fn ln(x: f64) -> f64 {
    libm::log(x)
}

/// `exp(x)`, for the hidden `exp` symbol.
extern "C" fn exp(x: f64) -> f64 {
    libm::exp(x)
}

core::arch::global_asm!(
    ".pushsection .text.memcpy_jit_preload_nolibm,\"ax\",@progbits",
    ".p2align 4",
    ".globl log",
    ".hidden log",
    ".type log,@function",
    "log:",
    "jmp {ln}",
    ".size log, . - log",
    ".p2align 4",
    ".globl exp",
    ".hidden exp",
    ".type exp,@function",
    "exp:",
    "jmp {exp}",
    ".size exp, . - exp",
    ".popsection",
    ln = sym ln,
    exp = sym exp,
);

#[cfg(test)]
mod tests {
    // In this test executable the calls bind to the definitions above too (the executable's
    // own objects come before the C math library in the link).
    extern "C" {
        #[link_name = "log"]
        fn c_log(x: f64) -> f64;
        #[link_name = "exp"]
        fn c_exp(x: f64) -> f64;
    }

    /// The symbols give `libm`'s results, bit for bit, special values included, and values
    /// right to the last place or so.
    #[test]
    fn log_and_exp_are_libms() {
        let inputs = [
            0.0,
            -0.0,
            1.0,
            2.0,
            0.5,
            1e-310,
            1e300,
            -1.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            709.0,
            710.0,
            -745.0,
            -746.0,
            core::f64::consts::E,
            1.01,
            core::hint::black_box(123.456),
        ];
        for x in inputs {
            // SAFETY: log and exp are pure functions of an f64.
            let (l, e) = unsafe { (c_log(x), c_exp(x)) };
            assert_eq!(l.to_bits(), libm::log(x).to_bits(), "log({x:e})");
            assert_eq!(e.to_bits(), libm::exp(x).to_bits(), "exp({x:e})");
        }
        // SAFETY: as above.
        let (ln2, e1) = unsafe { (c_log(2.0), c_exp(1.0)) };
        assert!(
            (ln2 - core::f64::consts::LN_2).abs() <= f64::EPSILON,
            "{ln2}"
        );
        assert!(
            (e1 - core::f64::consts::E).abs() <= 2.0 * f64::EPSILON,
            "{e1}"
        );
        // SAFETY: as above.
        assert!(unsafe { c_log(-1.0) }.is_nan() && unsafe { c_log(0.0) } == f64::NEG_INFINITY);
    }
}
