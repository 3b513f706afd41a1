//! The crate's vocabulary: the names a caller, the environment and the command line choose
//! from — [`Strategy`], [`Policy`], [`VectorWidth`], [`MaskedForm`] — and the one parser
//! behind them.
//!
//! A leaf module (it uses only [`crate::cpu`], for which widths a CPU runs), so every other
//! layer, the error type included, can name these without depending on the decisions made
//! with them. Each enum has one `ALL` list, in a stable order; its `FromStr` accepts exactly
//! the `name()`s of that list and its error lists them, so parsing, help texts, documentation
//! tests and sweeps all read the same list.

use alloc::{string::String, vec::Vec};
use core::fmt;
use core::str::FromStr;

use crate::cpu::CpuFeatures;

/// The shape of the emitted memcpy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Strategy {
    /// `mov rax, rdi; mov rcx, rdx; rep movsb; ret` — the kernel's choice with FSRM.
    RepMovsb,
    /// The scalar loop below the threshold, `REP MOVSB` at or above it.
    ErmsGated,
    /// A replica of the Linux kernel's `memcpy_orig`: 32-byte loop of four 8-byte moves, a
    /// backward loop against false store-to-load dependences, overlapping tails.
    Scalar,
    /// Vector head/tail moves by size class, a 4-vector loop with aligned stores, `REP MOVSB`
    /// and non-temporal stores only where the [`Thresholds`](crate::Thresholds) say they
    /// win, and never `REP MOVSB` inside the short-distance bands. What [`Policy::Fastest`]
    /// picks.
    Vector,
    /// A plain copy compiled into this crate (`ptr::copy_nonoverlapping`), used when no code
    /// can be emitted or run (executable memory denied, a target other than System V x86-64:
    /// see [`SYSV_X86_64`](crate::SYSV_X86_64)) or when asked for.
    Fallback,
}

impl Strategy {
    /// Every strategy, in a stable order (for sweeps and command-line help).
    pub const ALL: [Strategy; 5] = [
        Strategy::RepMovsb,
        Strategy::ErmsGated,
        Strategy::Scalar,
        Strategy::Vector,
        Strategy::Fallback,
    ];

    /// The short name used in environment variables and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Strategy::RepMovsb => "rep-movsb",
            Strategy::ErmsGated => "erms-gated",
            Strategy::Scalar => "scalar",
            Strategy::Vector => "vector",
            Strategy::Fallback => "fallback",
        }
    }

    /// True when this strategy's code compares the length with a threshold to decide whether
    /// to use `REP MOVSB` (see [`Plan::threshold`](crate::Plan::threshold)).
    pub const fn has_gate(self) -> bool {
        matches!(self, Strategy::ErmsGated | Strategy::Vector)
    }

    /// True when this strategy runs generated code (everything but [`Strategy::Fallback`]).
    pub const fn is_jit(self) -> bool {
        !matches!(self, Strategy::Fallback)
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = ParseNameError;

    /// Parses a name of [`Strategy::ALL`] ([`Strategy::name`]).
    fn from_str(s: &str) -> Result<Strategy, ParseNameError> {
        parse_name("strategy", &Strategy::ALL, Strategy::name, s)
    }
}

/// How the automatic strategy choice is made when none is forced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Policy {
    /// The design card, after the Linux kernel: FSRM → `REP MOVSB`; ERMS without FSRM →
    /// ERMS-gated at the threshold; neither → `memcpy_orig`. The builder's default.
    #[default]
    Kernel,
    /// The fastest code we know for the CPU: [`Strategy::Vector`] with the thresholds of the
    /// per-microarchitecture table ([`Thresholds::for_cpu`](crate::Thresholds::for_cpu)).
    /// What [`Memcpy::tuned`](crate::Memcpy::tuned) uses; docs/tuning.md has the
    /// measurements behind the difference from the card.
    Fastest,
}

impl Policy {
    /// Every policy, in a stable order (the names [`Policy::from_str`] accepts).
    pub const ALL: [Policy; 2] = [Policy::Kernel, Policy::Fastest];

    /// The short name used in environment variables and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Policy::Kernel => "kernel",
            Policy::Fastest => "fastest",
        }
    }
}

impl fmt::Display for Policy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Policy {
    type Err = ParseNameError;

    /// Parses a name of [`Policy::ALL`] ([`Policy::name`]).
    fn from_str(s: &str) -> Result<Policy, ParseNameError> {
        parse_name("policy", &Policy::ALL, Policy::name, s)
    }
}

/// Width of the vector registers the vector strategy copies with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum VectorWidth {
    /// 16-byte XMM moves, legacy SSE2 encoding (every x86-64 CPU has SSE2).
    Sse2,
    /// 32-byte YMM moves, VEX encoding; needs AVX2-era CPUs (we require the AVX2 flag, as
    /// glibc does for its AVX variant). Ends with `vzeroupper` on every path that touched a
    /// YMM register.
    Avx2,
    /// 64-byte ZMM moves, EVEX encoding, on registers 16–31 only: those have no legacy-SSE
    /// alias, so no `vzeroupper` is needed and no SSE/AVX transition penalty can occur.
    /// Needs AVX-512F and AVX-512VL (for the 16- and 32-byte EVEX moves of small sizes).
    Avx512,
}

impl VectorWidth {
    /// Every width, narrowest first (the names [`VectorWidth::from_str`] accepts).
    pub const ALL: [VectorWidth; 3] = [VectorWidth::Sse2, VectorWidth::Avx2, VectorWidth::Avx512];

    /// Bytes per vector register.
    pub const fn bytes(self) -> usize {
        match self {
            VectorWidth::Sse2 => 16,
            VectorWidth::Avx2 => 32,
            VectorWidth::Avx512 => 64,
        }
    }

    /// The widest width `features` allows.
    pub const fn widest(features: &CpuFeatures) -> VectorWidth {
        if features.has_avx512f() && features.has_avx512vl() {
            VectorWidth::Avx512
        } else if features.has_avx2() && features.has_avx() {
            VectorWidth::Avx2
        } else {
            VectorWidth::Sse2
        }
    }

    /// True when a CPU with `features` can execute this width. Detected features count AVX
    /// and AVX-512 only when the OS enabled their register state (see [`CpuFeatures`]), so
    /// this is false for a width the CPU has but the OS left off.
    pub const fn runs_on(self, features: &CpuFeatures) -> bool {
        match self {
            VectorWidth::Sse2 => true,
            VectorWidth::Avx2 => features.has_avx2() && features.has_avx(),
            VectorWidth::Avx512 => features.has_avx512f() && features.has_avx512vl(),
        }
    }

    /// Short name (`sse2`, `avx2`, `avx512`): in calibration files and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            VectorWidth::Sse2 => "sse2",
            VectorWidth::Avx2 => "avx2",
            VectorWidth::Avx512 => "avx512",
        }
    }
}

impl fmt::Display for VectorWidth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for VectorWidth {
    type Err = ParseNameError;

    /// Parses a name of [`VectorWidth::ALL`] ([`VectorWidth::name`]).
    fn from_str(s: &str) -> Result<VectorWidth, ParseNameError> {
        parse_name("width", &VectorWidth::ALL, VectorWidth::name, s)
    }
}

/// How the masked small-copy path copies more than 32 bytes (the internal `Thresholds::masked_form`):
/// up to 64 in any form, up to 128 in [`Halves`](MaskedForm::Halves) and
/// [`TwoZmm`](MaskedForm::TwoZmm).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MaskedForm {
    /// One 32-byte masked move per 32 bytes of the window: at +0 (mask bits 0–31) and +32
    /// (bits 32–63), and above 64 bytes at +64 and +96 through the mask of the bytes from 64
    /// on (`(1 << (len - 64)) - 1`, empty up to 64). Every move is issued whatever the
    /// length, so for short lengths the upper ones are empty moves that still straddle a
    /// cache line whenever their bytes of the buffer do (docs/tuning.md, "How wide the
    /// masked path should be"); but a 32-byte window straddles a line half as often as a
    /// 64-byte one. Up to 128 bytes: eight moves and no branch on the length.
    #[default]
    Halves,
    /// One 64-byte masked move (AOCL-LibMem's form on Zen 4): the fewest instructions, but
    /// its window splits a cache line whenever the buffer is not 64-byte aligned, whatever
    /// the length.
    OneZmm,
    /// Two masked moves of `w` bytes through the one length mask, `w` = 16 (XMM) for a
    /// window of 17..=32 bytes and 32 (YMM) above: a head move at +0 and a tail move ending
    /// at `max(len, w)`. The mask's low `w` bits are all ones from `w` bytes on, so up to `w`
    /// bytes the two are the same move and from `w + 1` they are the first and the last `w`
    /// bytes: no branch on the length, and no move holds a masked-off byte the head move does
    /// not. A masked move pays for every cache line its register spans, masked-off bytes
    /// included: a 16-byte head straddles a line half as often as a 32-byte one, which is
    /// what the intel-fsrm row's 32-byte window is built on. The cost, against one move: the
    /// tail's address waits for `max(len, w)` (three instructions), and up to `w` bytes the
    /// move is made twice (measured on the Intel guest: 1.05-1.09x glibc at fixed 1-8 bytes
    /// beyond L2, where one move read 0.95-1.03). Against the one 32-byte move on the 19
    /// fleet distributions there: 1.4% more time hot, 4.2% less beyond L2
    /// (docs/results/intel-spr-2026-12-03/small/).
    HeadTail,
    /// Two 64-byte masked moves through one mask, `(1 << len) - 1` (all ones from 64 bytes
    /// on): a head move at +0 and a tail move at `max(len, 64) - 64`. Up to 64 bytes both
    /// are the same move over the same bytes; from 65 to 128 the head copies the first 64
    /// bytes and the tail the last 64, all copied, overlapping in the middle. The only form
    /// that copies up to 128 bytes with four moves and no branch on the length (AOCL-LibMem's
    /// Zen 5 code has its 64..128 class a branch away). The cost: two 64-byte moves over the
    /// same bytes for every copy up to 64, which straddle a cache line whenever the buffer
    /// is not 64-byte aligned, and `max(len, 64)` (three instructions) before the tail
    /// move's address is known.
    TwoZmm,
}

impl MaskedForm {
    /// Every form, in a stable order.
    pub const ALL: [MaskedForm; 4] = [
        MaskedForm::Halves,
        MaskedForm::OneZmm,
        MaskedForm::HeadTail,
        MaskedForm::TwoZmm,
    ];

    /// Short name (`halves`, `one-zmm`, `head-tail`, `two-zmm`).
    pub const fn name(self) -> &'static str {
        match self {
            MaskedForm::Halves => "halves",
            MaskedForm::OneZmm => "one-zmm",
            MaskedForm::HeadTail => "head-tail",
            MaskedForm::TwoZmm => "two-zmm",
        }
    }
}

impl fmt::Display for MaskedForm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for MaskedForm {
    type Err = ParseNameError;

    /// Parses a name of [`MaskedForm::ALL`] ([`MaskedForm::name`]).
    fn from_str(s: &str) -> Result<MaskedForm, ParseNameError> {
        parse_name("masked form", &MaskedForm::ALL, MaskedForm::name, s)
    }
}

/// Error from parsing a [`Strategy`], [`Policy`], [`VectorWidth`] or [`MaskedForm`] name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseNameError {
    what: &'static str,
    got: String,
    expected: String,
}

impl fmt::Display for ParseNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} {:?}: expected one of {}",
            self.what, self.got, self.expected
        )
    }
}

impl core::error::Error for ParseNameError {}

/// Longest part of a rejected name kept in a [`ParseNameError`] (the input may be an
/// environment variable of any length).
const MAX_ECHO: usize = 64;

/// Finds the value among `all` whose `name` is `s`; the error lists every name of `all`, so
/// the accepted names and the message come from the same list.
fn parse_name<T: Copy>(
    what: &'static str,
    all: &[T],
    name: fn(T) -> &'static str,
    s: &str,
) -> Result<T, ParseNameError> {
    all.iter()
        .copied()
        .find(|&t| name(t) == s)
        .ok_or_else(|| ParseNameError {
            what,
            got: s.chars().take(MAX_ECHO).collect(),
            expected: all.iter().map(|&t| name(t)).collect::<Vec<_>>().join(", "),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each `ALL` holds every variant once, in order. A new variant stops this test from
    /// compiling until it is given an index here: the reminder to add it to its `ALL`.
    #[test]
    fn all_lists_every_variant() {
        let strategy = |s| match s {
            Strategy::RepMovsb => 0,
            Strategy::ErmsGated => 1,
            Strategy::Scalar => 2,
            Strategy::Vector => 3,
            Strategy::Fallback => 4,
        };
        let policy = |p| match p {
            Policy::Kernel => 0,
            Policy::Fastest => 1,
        };
        let form = |f| match f {
            MaskedForm::Halves => 0,
            MaskedForm::OneZmm => 1,
            MaskedForm::HeadTail => 2,
            MaskedForm::TwoZmm => 3,
        };
        assert!(MaskedForm::ALL.into_iter().map(form).eq(0..4));
        let width = |w| match w {
            VectorWidth::Sse2 => 0,
            VectorWidth::Avx2 => 1,
            VectorWidth::Avx512 => 2,
        };
        assert!(Strategy::ALL.into_iter().map(strategy).eq(0..5));
        assert!(Policy::ALL.into_iter().map(policy).eq(0..2));
        assert!(VectorWidth::ALL.into_iter().map(width).eq(0..3));
    }

    #[test]
    fn names_round_trip() {
        for s in Strategy::ALL {
            assert_eq!(s.name().parse::<Strategy>(), Ok(s));
        }
        let err = "rep_movsb".parse::<Strategy>().unwrap_err().to_string();
        assert!(
            err.contains("rep_movsb") && err.contains("rep-movsb"),
            "{err}"
        );
        for p in Policy::ALL {
            assert_eq!(p.name().parse::<Policy>(), Ok(p));
        }
        assert_eq!("fastest".parse::<Policy>(), Ok(Policy::Fastest));
        let err = "fast".parse::<Policy>().unwrap_err().to_string();
        assert!(err.ends_with("expected one of kernel, fastest"), "{err}");
        for w in VectorWidth::ALL {
            assert_eq!(w.name().parse::<VectorWidth>(), Ok(w));
        }
        let err = "avx9000".parse::<VectorWidth>().unwrap_err().to_string();
        assert!(err.ends_with("expected one of sse2, avx2, avx512"), "{err}");
    }

    /// A rejected name of any length is echoed only in part.
    #[test]
    fn a_long_name_is_echoed_in_part() {
        let long = "x".repeat(10_000);
        let err = long.parse::<Strategy>().unwrap_err().to_string();
        assert!(err.len() < 200, "{} bytes", err.len());
    }
}
