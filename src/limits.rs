//! The bounds every option is checked against, in one leaf module.
//!
//! Plain numbers, each with the reason for its value. The checks that use them live with the
//! values they check ([`Thresholds::validate`](crate::Thresholds::validate) and the planner);
//! a value outside its bounds is a [`BuildError`](crate::BuildError) that carries the value
//! and the bounds, so its message is written in one place (`src/error.rs`).

/// Smallest ERMS-gate threshold: below 32 bytes the scalar body goes straight to its tail
/// code, before the gate, so a smaller threshold could never take effect.
pub const MIN_THRESHOLD: usize = 32;

/// Largest threshold of any kind (2^40 bytes, 1 TiB): far above any real copy, and small
/// enough that the comparison constant is never confused with a sign bit.
pub const MAX_THRESHOLD: usize = 1 << 40;

/// Largest entry offset modulo 64 ([`Builder::entry_offset`](crate::Builder::entry_offset)).
pub const MAX_ENTRY_OFFSET: usize = 63;

/// Largest [`Thresholds::masked_max`](crate::Thresholds::masked_max): two 64-byte vectors
/// (the [`MaskedForm::TwoZmm`](crate::MaskedForm::TwoZmm) form; the other forms stop at one,
/// [`MAX_MASKED_ONE`]).
pub const MAX_MASKED: usize = 128;

/// Largest [`Thresholds::masked_max`](crate::Thresholds::masked_max) of every masked form
/// but [`MaskedForm::TwoZmm`](crate::MaskedForm::TwoZmm): one 64-byte vector.
pub const MAX_MASKED_ONE: usize = 64;

/// Largest short-distance band (both directions): past 2 KiB "short" would mean half a page.
pub const MAX_BAND: u32 = 2048;

/// Largest `loop_prefetch` distance, in bytes: a page; further than that a prefetch would
/// touch a line the copy may never read.
pub const MAX_LOOP_PREFETCH: u32 = 4096;
