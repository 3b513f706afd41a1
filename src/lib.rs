//! A memcpy generated at run time for the CPU it runs on.
//!
//! At start-up the crate reads CPUID (and XCR0, for what the OS enabled), decides which memcpy
//! fits, assembles it with dynasm into a page that is written, then made read+execute (never
//! both), and calls it through a typed function pointer owned by a [`Memcpy`].
//!
//! # What `Memcpy::tuned()` emits
//!
//! [`Memcpy::tuned`] uses [`Policy::Fastest`], which always picks [`Strategy::Vector`], with
//! the [`Thresholds`] of this CPU's profile (written by `memcpy-jit tune` into the user's
//! cache directory and loaded at start-up: [`Calibration`], [`env`](mod@env)), or of a
//! per-microarchitecture table row ([`Thresholds::for_cpu`]), or of a calibration measured
//! on the machine, or as the `MEMCPY_JIT_*` environment adjusts them. For a length `len` and the vector width V (16, 32 or
//! 64 bytes: SSE2, AVX2 with `vzeroupper`, or AVX-512 on registers 16–31, which needs no
//! `vzeroupper`), the code is, in order:
//!
//! 1. **Masked small copies** (AVX-512 with BW and BMI2, when the row enables them):
//!    `len <= masked_max` is one byte-masked load and store (`bzhi` builds the mask), with no
//!    branch on the length at all.
//! 2. **Size classes, by overlapping head and tail moves:** 1, 2–3, 4–7, 8–15 bytes with
//!    scalar moves, then narrower vectors, V..=2V, 2V+1..=4V and 4V+1..=8V bytes with one,
//!    two or four vectors from each end; every class loads before it stores, so no length
//!    needs a byte loop.
//! 3. **Above 8V, the large-copy selection:** non-temporal stores from
//!    [`non_temporal_from`](Thresholds::non_temporal_from) (a copy that would evict most of
//!    the cache); guarded `REP MOVSB` from
//!    [`rep_movsb_coaligned_from`](Thresholds::rep_movsb_coaligned_from) when source and
//!    destination are equally aligned in a cache line, or from
//!    [`rep_movsb_from`](Thresholds::rep_movsb_from) in any layout — *guarded*: never when
//!    the destination is a few bytes above or below the source modulo 4096 (the
//!    short-distance bands, where `REP MOVSB` collapses on some CPUs); else
//! 4. **the 4-vector loop**, destination-aligned, with the first vector and the last four
//!    saved before it and stored after it.
//!
//! [`Memcpy::plan`] says what was chosen and why ([`Plan::body`], [`Plan::reason`]), and
//! [`Memcpy::notes`] what the environment, a calibration or a fallback did. Where no code can
//! run (executable memory refused, a target other than System V x86-64), the instance is the
//! plain copy compiled into the crate ([`Strategy::Fallback`]); `tuned()` never fails, and
//! never blocks a caller while it is being built.
//!
//! The builder's default, [`Policy::Kernel`], is the design card instead, after the Linux
//! kernel:
//!
//! | CPU                 | emitted code                                                   |
//! |---------------------|----------------------------------------------------------------|
//! | FSRM                | `REP MOVSB`                                                    |
//! | ERMS without FSRM   | kernel `memcpy_orig` below the threshold, `REP MOVSB` at/above |
//! | neither             | kernel `memcpy_orig`                                           |
//!
//! Why `tuned()` does not follow it, and every measured number behind the table rows: the
//! repository's `docs/tuning.md` (with the raw outputs in `docs/results/`); this
//! documentation repeats none of them.
//!
//! ```
//! use memcpy_jit::{Body, CpuFeatures, Memcpy, Policy, Strategy};
//!
//! // The instance for this machine (built once, on first use).
//! let m = Memcpy::tuned();
//! let mut dst = vec![0u8; 4096];
//! m.copy(&mut dst, &[7u8; 4096]);
//! assert!(dst.iter().all(|&b| b == 7));
//! if let Body::Vector(t) = m.plan().body() {
//!     println!("{} vectors, masked up to {} bytes", t.width, t.masked_max);
//! }
//!
//! // What the fastest policy plans for another CPU, without emitting anything.
//! let plan = Memcpy::builder()
//!     .features(CpuFeatures::default().with_avx(true).with_avx2(true))
//!     .policy(Policy::Fastest)
//!     .plan()?;
//! assert_eq!(plan.strategy(), Strategy::Vector);
//!
//! // A/B: the same machine, forced to the ERMS-gated strategy at two thresholds.
//! let a = Memcpy::builder().strategy(Strategy::ErmsGated).threshold(512).build()?;
//! let b = Memcpy::builder().strategy(Strategy::ErmsGated).threshold(2048).build()?;
//! assert_eq!((a.threshold(), b.threshold()), (Some(512), Some(2048)));
//! # Ok::<(), memcpy_jit::BuildError>(())
//! ```
//!
//! # Layers
//!
//! Each module uses only the ones above it in this list (tests/layers.rs checks it; the
//! repository's `docs/design.md` draws the data flow):
//!
//! | module | owns |
//! |---|---|
//! | `os`, `fallible` | `errno` after a failed C library call, and its text worded as std words it (for the build without std) |
//! | `once`, [`files`], [`recording`] | non-blocking publication of a process-wide value; the file policy (capped reads of regular files, atomic writes over our own files only); the recording format the preload library writes |
//! | `cpu` | [`CpuFeatures`]: CPUID through an injectable reader, XCR0 |
//! | `strategy`, [`limits`] | the vocabulary ([`Strategy`], [`Policy`], [`VectorWidth`], one `ALL` list each) and the bounds options are checked against |
//! | `error` | [`BuildError`]: kinds that carry data (a value and its bounds), messages written once |
//! | `knobs` | the knob table: every field of [`Thresholds`] once (type, default, setter, public or internal, check, tune values, doc), a macro that `thresholds`, `profile` and `tune` each expand into their part |
//! | `thresholds` | [`Thresholds`] (its struct generated from the knob table) and the per-microarchitecture table, with the evidence |
//! | `profile` | the profile format: the CPU's identity and file name, one table of the [`Thresholds`] fields, writing and parsing |
//! | `plan`, [`env`](mod@env), `calibration` | [`Plan`] and its [`Body`] (pure decisions); `MEMCPY_JIT_*` parsing and the profile's cache directory; the [`Calibration`] data type, saved and loaded as a profile |
//! | `emit` | [`Body`] → bytes (the `dynasm!` macro over the crate's own assembler), tested as a pure function |
//! | `exec` | bytes → a W^X page; the only `mmap`/`mprotect`/cast |
//! | `memcpy` | the handle [`Memcpy`], [`CopyFn`] and the [`Builder`]'s core (plan → emit → map) |
//! | `harness` | the measuring core (`calibrate` feature; public with `harness`): buffers, timing, distributions, statistics |
//! | `tune` | the tuner (`calibrate` feature; public with `harness`): knobs, workloads, the search and its decisions from paired ratios; `memcpy-jit tune` runs it in full |
//! | `calibrate` | `Calibration::measure` (`calibrate` feature): the tuner's reduced search |
//! | `tuned` | [`Memcpy::tuned`] and `Memcpy::calibrated` (`calibrate` feature): environment, profile, calibration, fallback, publication; [`Builder::overrides`] and `Builder::calibrate` |
//!
//! # Features: the runtime and the lab
//!
//! The default build (`std`) is the runtime: it detects, plans, emits, loads profiles and
//! runs, and compiles no measuring code (the repository's `.ci/run` checks it). Measuring is
//! opt-in, as dynasm-rs keeps its plugin apart from its runtime:
//!
//! - **`calibrate`** (off by default) compiles `harness`, `tune` and `calibrate` privately
//!   and adds `Memcpy::calibrated`, `Memcpy::calibrated_with`, `Builder::calibrate` and
//!   `Calibration::measure`, and makes [`Memcpy::tuned`] honour `MEMCPY_JIT_CALIBRATE=1`.
//!   Without it those functions do not exist (a call is a compile error, not a silent
//!   fallback), and `MEMCPY_JIT_CALIBRATE=1` is ignored with a note in [`Memcpy::notes`].
//! - **`harness`** (implies `calibrate`) is the lab's door, and it is **unstable**: no semver
//!   promise. It makes `memcpy_jit::harness` and `memcpy_jit::tune` public (the tuner's knobs
//!   over every [`Thresholds`] field, the timing, the statistics, the disassembler) and the
//!   builder's code placement, for the `memcpy-jit` command line, the benches, examples and
//!   tests. A program that only copies never needs it.
//! - without **`std`** the crate is `no_std` + `alloc` over `libc`, what the preload library
//!   links; [`Memcpy::tuned`] loads profiles but never measures.
//!
//! Every type is reached from the crate root, once; [`env`](mod@env), [`limits`], [`files`] and [`recording`] are
//! public as namespaces of constants and functions.

// `unsafe_op_in_unsafe_fn` is denied in Cargo.toml's [lints]; CI runs clippy with
// `-D warnings`, so these warnings fail it.
#![cfg_attr(not(feature = "std"), no_std)]
#![warn(missing_docs)]
#![warn(clippy::allow_attributes_without_reason)]

extern crate alloc;

#[cfg(feature = "calibrate")]
mod calibrate;
mod calibration;
mod cpu;
mod emit;
pub mod env;
mod error;
mod exec;
mod fallible;
pub mod files;
#[cfg(feature = "harness")]
pub mod harness;
#[cfg(all(feature = "calibrate", not(feature = "harness")))]
pub(crate) mod harness;
pub(crate) mod knobs;
pub mod limits;
mod memcpy;
mod once;
mod os;
mod plan;
mod profile;
pub mod recording;
mod strategy;
mod thresholds;
#[cfg(feature = "harness")]
pub mod tune;
#[cfg(all(feature = "calibrate", not(feature = "harness")))]
pub(crate) mod tune;
mod tuned;

pub use calibration::{Calibration, CalibrationError};
pub use cpu::{CpuFeatures, Vendor};
pub use error::BuildError;
pub use exec::MemcpyFn;
#[cfg(feature = "harness")]
pub use memcpy::CodePlacement;
pub use memcpy::{Builder, CopyFn, Memcpy};
pub use plan::{Body, Gate, Plan, DEFAULT_THRESHOLD, SYSV_X86_64};
pub use strategy::{MaskedForm, ParseNameError, Policy, Strategy, VectorWidth};
pub use thresholds::Thresholds;

/// Whether this build links Rust's standard library (the `std` feature). The preload library
/// checks it at compile time: its shipped build must not.
pub const STD: bool = cfg!(feature = "std");

/// The README's Rust examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
