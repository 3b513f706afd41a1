//! A memcpy generated at run time for the CPU it runs on.
//!
//! At start-up the crate reads CPUID (ERMS, FSRM), decides which memcpy fits, assembles it
//! with dynasm into a page that is written, then made read+execute (never both), and calls it
//! through a typed function pointer owned by a [`Memcpy`].
//!
//! | CPU                 | emitted code                                                  |
//! |---------------------|---------------------------------------------------------------|
//! | FSRM                | `REP MOVSB`                                                   |
//! | ERMS without FSRM   | kernel `memcpy_orig` below the threshold, `REP MOVSB` at/above |
//! | neither             | kernel `memcpy_orig`                                           |
//!
//! ```
//! use memcpy_jit::{CpuFeatures, Memcpy, Strategy};
//!
//! // The instance for this machine (built once, on first use).
//! let m = Memcpy::tuned();
//! let mut dst = vec![0u8; 4096];
//! m.copy(&mut dst, &[7u8; 4096]);
//! assert!(dst.iter().all(|&b| b == 7));
//!
//! // A/B: the same machine, forced to the ERMS-gated strategy at two thresholds.
//! let a = Memcpy::builder().strategy(Strategy::ErmsGated).threshold(512).build()?;
//! let b = Memcpy::builder().strategy(Strategy::ErmsGated).threshold(2048).build()?;
//! assert_eq!((a.threshold(), b.threshold()), (Some(512), Some(2048)));
//! # Ok::<(), memcpy_jit::BuildError>(())
//! ```
//!
//! Layers, each used only by the ones after it: `cpu` (detection) → `plan` (pure
//! decisions) → `emit` (bytes) → `exec` (pages, protection, the one cast) → [`Memcpy`].

// `unsafe_op_in_unsafe_fn` is denied in Cargo.toml's [lints]; CI runs clippy with
// `-D warnings`, so these warnings fail it.
#![warn(missing_docs)]
#![warn(clippy::allow_attributes_without_reason)]

mod calibrate;
mod calibration;
mod cpu;
mod emit;
pub mod env;
mod error;
mod exec;
pub mod files;
#[cfg(feature = "harness")]
pub mod harness;
#[cfg(not(feature = "harness"))]
pub(crate) mod harness;
pub mod limits;
mod memcpy;
mod once;
mod plan;
mod strategy;
mod thresholds;
mod tuned;

pub use calibration::{Calibration, CalibrationError};
pub use cpu::{CpuFeatures, Vendor};
pub use error::BuildError;
pub use exec::MemcpyFn;
pub use memcpy::{Builder, CopyFn, Memcpy};
pub use plan::{Body, Gate, Plan, DEFAULT_THRESHOLD, SYSV_X86_64};
pub use strategy::{ParseNameError, Policy, Strategy, VectorWidth};
pub use thresholds::Thresholds;

/// The README's Rust examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
