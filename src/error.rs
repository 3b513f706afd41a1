//! The crate's one error type, [`BuildError`], shared by every layer.
//!
//! Its kind is private (as in aho-corasick): callers read the message, and the OS error
//! (`errno`) behind an executable-memory failure through [`BuildError::os_error`] (or, with
//! the `std` feature, as an `io::Error` through `BuildError::io_error`). The kinds
//! carry data, not sentences: a value out of range carries its bounds, so every range message
//! is written here, once. This module depends only on the vocabulary leaf
//! ([`Strategy`](crate::Strategy), [`VectorWidth`](crate::VectorWidth)).

use alloc::string::{String, ToString};
use core::fmt;

use crate::strategy::{MaskedForm, Strategy, VectorWidth};

/// Why a [`Memcpy`](crate::Memcpy) could not be built.
#[derive(Debug)]
pub struct BuildError {
    kind: Kind,
}

#[derive(Debug)]
enum Kind {
    /// A number outside its inclusive range; the bounds travel with the value.
    OutOfRange {
        what: Quantity,
        value: u64,
        min: u64,
        max: u64,
    },
    /// A masked small-copy window with a width other than AVX-512.
    MaskedNeedsAvx512 {
        masked_max: usize,
        width: VectorWidth,
    },
    /// A masked window above one vector in a form that copies at most one.
    MaskedFormTooNarrow {
        masked_max: usize,
        form: MaskedForm,
        max: usize,
    },
    /// A count field of [`Thresholds`](crate::Thresholds) other than one of `allowed`.
    NotOneOf {
        field: &'static str,
        value: u8,
        allowed: &'static [u8],
    },
    /// `small_merged` together with a masked window.
    SmallMergedWithMasked { masked_max: usize },
    /// Memmove semantics asked of a strategy that copies forward only.
    MemmoveNeedsVector {
        strategy: Strategy,
        reason: &'static str,
    },
    /// An entry offset asked of a strategy that runs no generated code.
    EntryOffsetWithoutCode { offset: usize, strategy: Strategy },
    ThresholdWithoutGate {
        strategy: Strategy,
        threshold: usize,
    },
    /// A field of [`Thresholds`](crate::Thresholds) named, or given a value, that it does not
    /// take ([`Thresholds::with_field`](crate::Thresholds::with_field)); both bounded.
    Field { name: String, why: String },
    /// What this target or CPU cannot run (the message names the strategy, width and CPU).
    Unsupported(String),
    /// The assembler's message (`emit::asm`: an undefined label, a displacement out of range).
    Assemble(String),
    /// `mmap` or `mprotect` failed with `errno`.
    ExecMemory { step: &'static str, errno: i32 },
    /// A harness asked for a code at a page offset of its own, and every position at which
    /// the image fits in a page is taken by the measurement's other codes.
    #[cfg_attr(
        not(feature = "calibrate"),
        expect(
            dead_code,
            reason = "only the measuring code (`calibrate`) places codes apart"
        )
    )]
    NoFreePageOffset { image_len: usize, positions: usize },
    /// The allocator refused; the text names the allocation (static: reporting it allocates
    /// nothing).
    OutOfMemory(&'static str),
}

/// What an [`Kind::OutOfRange`] value is, for its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Quantity {
    /// The threshold of [`Builder::threshold`](crate::Builder::threshold) (the ERMS gate's
    /// bounds; a vector threshold is checked again as the fields it sets).
    Threshold,
    /// [`Builder::entry_offset`](crate::Builder::entry_offset).
    EntryOffset,
    /// A length field of [`Thresholds`](crate::Thresholds): its minimum is the largest
    /// size class, `vectors` vectors of `width`, and one byte.
    VectorLength {
        field: &'static str,
        vectors: u8,
        width: VectorWidth,
    },
    /// A short-distance band of [`Thresholds`](crate::Thresholds).
    Band { field: &'static str },
    /// [`Thresholds::masked_max`](crate::Thresholds::masked_max).
    MaskedMax,
    /// Any other length field of [`Thresholds`](crate::Thresholds), in bytes.
    Length { field: &'static str },
}

impl BuildError {
    /// `value` is not in `min..=max`.
    pub(crate) fn out_of_range(what: Quantity, value: u64, min: u64, max: u64) -> BuildError {
        debug_assert!(!(min..=max).contains(&value));
        BuildError {
            kind: Kind::OutOfRange {
                what,
                value,
                min,
                max,
            },
        }
    }

    pub(crate) fn masked_needs_avx512(masked_max: usize, width: VectorWidth) -> BuildError {
        BuildError {
            kind: Kind::MaskedNeedsAvx512 { masked_max, width },
        }
    }

    pub(crate) fn masked_form_too_narrow(
        masked_max: usize,
        form: MaskedForm,
        max: usize,
    ) -> BuildError {
        BuildError {
            kind: Kind::MaskedFormTooNarrow {
                masked_max,
                form,
                max,
            },
        }
    }

    pub(crate) fn not_one_of(field: &'static str, value: u8, allowed: &'static [u8]) -> BuildError {
        BuildError {
            kind: Kind::NotOneOf {
                field,
                value,
                allowed,
            },
        }
    }

    pub(crate) fn memmove_needs_vector(strategy: Strategy, reason: &'static str) -> BuildError {
        BuildError {
            kind: Kind::MemmoveNeedsVector { strategy, reason },
        }
    }

    pub(crate) fn small_merged_with_masked(masked_max: usize) -> BuildError {
        BuildError {
            kind: Kind::SmallMergedWithMasked { masked_max },
        }
    }

    pub(crate) fn entry_offset_without_code(offset: usize, strategy: Strategy) -> BuildError {
        BuildError {
            kind: Kind::EntryOffsetWithoutCode { offset, strategy },
        }
    }

    pub(crate) fn threshold_without_gate(strategy: Strategy, threshold: usize) -> BuildError {
        BuildError {
            kind: Kind::ThresholdWithoutGate {
                strategy,
                threshold,
            },
        }
    }

    pub(crate) fn field(name: String, why: String) -> BuildError {
        BuildError {
            kind: Kind::Field { name, why },
        }
    }

    pub(crate) fn unsupported(why: impl Into<String>) -> BuildError {
        BuildError {
            kind: Kind::Unsupported(why.into()),
        }
    }

    #[cfg(feature = "calibrate")]
    pub(crate) fn no_free_page_offset(image_len: usize, positions: usize) -> BuildError {
        BuildError {
            kind: Kind::NoFreePageOffset {
                image_len,
                positions,
            },
        }
    }

    pub(crate) fn assemble(why: impl fmt::Display) -> BuildError {
        BuildError {
            kind: Kind::Assemble(why.to_string()),
        }
    }

    /// `step` (the system call, as the message names it) failed with `errno`.
    pub(crate) fn exec_memory(step: &'static str, errno: i32) -> BuildError {
        BuildError {
            kind: Kind::ExecMemory { step, errno },
        }
    }

    /// An allocation the build needed was refused (`what`: "out of memory: the allocation for
    /// … was refused").
    pub(crate) fn out_of_memory(what: &'static str) -> BuildError {
        BuildError {
            kind: Kind::OutOfMemory(what),
        }
    }

    /// True when the build failed because the allocator refused memory (the message names
    /// the allocation). [`Memcpy::tuned`](crate::Memcpy::tuned) then returns the plain-copy
    /// fallback with that message as its `fallback_reason`.
    pub fn is_out_of_memory(&self) -> bool {
        matches!(self.kind, Kind::OutOfMemory(_))
    }

    /// The message of an out-of-memory error, which is static (no allocation to show it).
    pub(crate) fn out_of_memory_reason(&self) -> Option<&'static str> {
        match self.kind {
            Kind::OutOfMemory(what) => Some(what),
            _ => None,
        }
    }

    /// The operating system's error number (`errno`), when the failure was mapping or
    /// protecting the code page (for example `EACCES` from an SELinux `execmem` denial).
    pub fn os_error(&self) -> Option<i32> {
        match self.kind {
            Kind::ExecMemory { errno, .. } => Some(errno),
            _ => None,
        }
    }

    /// [`BuildError::os_error`] as an `io::Error` (made from the number, so owned).
    #[cfg(feature = "std")]
    pub fn io_error(&self) -> Option<std::io::Error> {
        self.os_error().map(std::io::Error::from_raw_os_error)
    }

    /// True when the build failed because executable memory was refused or could not be
    /// mapped, as opposed to a bad request.
    pub fn is_exec_memory(&self) -> bool {
        matches!(self.kind, Kind::ExecMemory { .. })
    }
}

impl From<crate::fallible::Oom> for BuildError {
    fn from(o: crate::fallible::Oom) -> BuildError {
        BuildError::out_of_memory(o.0)
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            &Kind::OutOfRange {
                what,
                value,
                min,
                max,
            } => {
                match what {
                    Quantity::Threshold => write!(f, "threshold {value}")?,
                    Quantity::EntryOffset => write!(f, "entry offset {value}")?,
                    Quantity::VectorLength { field, .. }
                    | Quantity::Band { field }
                    | Quantity::Length { field } => write!(f, "{field} {value}")?,
                    Quantity::MaskedMax => write!(f, "masked_max {value}")?,
                }
                write!(f, " out of range: must be between {min}")?;
                match what {
                    Quantity::VectorLength { vectors, width, .. } => {
                        write!(f, " ({vectors} vectors of {width}, plus 1)")?
                    }
                    Quantity::MaskedMax => f.write_str(" (off)")?,
                    _ => {}
                }
                write!(f, " and {max}")?;
                // A large power of two reads better as one (2^40 rather than 1099511627776).
                if max.is_power_of_two() && max >= 1 << 32 {
                    write!(f, " (2^{})", max.trailing_zeros())?;
                }
                match what {
                    Quantity::EntryOffset => Ok(()),
                    _ => f.write_str(" bytes"),
                }
            }
            Kind::MaskedNeedsAvx512 { masked_max, width } => write!(
                f,
                "masked_max {masked_max} needs the {} width (width is {width}); 0 turns the \
                 masked path off",
                VectorWidth::Avx512
            ),
            Kind::MaskedFormTooNarrow {
                masked_max,
                form,
                max,
            } => write!(
                f,
                "masked_max {masked_max} needs masked_form {} or {} (form {form} copies at most \
                 {max} bytes)",
                MaskedForm::Halves,
                MaskedForm::TwoZmm
            ),
            Kind::NotOneOf {
                field,
                value,
                allowed,
            } => {
                write!(f, "{field} {value} out of range: must be one of")?;
                for (k, a) in allowed.iter().enumerate() {
                    write!(f, "{}{a}", if k == 0 { " " } else { ", " })?;
                }
                Ok(())
            }
            Kind::Field { name, why } => write!(f, "field {name}: {why}"),
            Kind::SmallMergedWithMasked { masked_max } => write!(
                f,
                "small_merged replaces the size classes up to 64 bytes, which masked_max \
                 {masked_max} already replaces: set masked_max to 0 or small_merged to false"
            ),
            Kind::MemmoveNeedsVector { strategy, reason } => write!(
                f,
                "memmove semantics need the vector strategy (or the fallback), and strategy \
                 {strategy} ({reason}) copies forward only: use Policy::Fastest or \
                 Strategy::Vector"
            ),
            Kind::EntryOffsetWithoutCode { offset, strategy } => write!(
                f,
                "entry offset {offset} has no effect on the {strategy} strategy (it runs no \
                 generated code)"
            ),
            Kind::ThresholdWithoutGate {
                strategy,
                threshold,
            } => write!(
                f,
                "threshold {threshold} given, but strategy {strategy} has no size gate; \
                 use Strategy::ErmsGated to apply a threshold"
            ),
            Kind::Unsupported(why) => write!(f, "unsupported: {why}"),
            Kind::NoFreePageOffset {
                image_len,
                positions,
            } => write!(
                f,
                "no page offset left: a code of {image_len} bytes fits a page at {positions} \
                 positions, every one taken by another code of this measurement (measure \
                 fewer codes, or fewer placements of each)"
            ),
            Kind::OutOfMemory(what) => f.write_str(what),
            Kind::Assemble(why) => write!(f, "code generation failed: {why}"),
            &Kind::ExecMemory { step, errno } => {
                write!(f, "executable memory unavailable ({step} failed): ")?;
                write_errno(f, errno)
            }
        }
    }
}

/// The OS error's text: `io::Error`'s ("Permission denied (os error 13)").
#[cfg(feature = "std")]
fn write_errno(f: &mut fmt::Formatter<'_>, errno: i32) -> fmt::Result {
    write!(f, "{}", std::io::Error::from_raw_os_error(errno))
}

/// The OS error's text, worded as `io::Error` words it.
#[cfg(not(feature = "std"))]
fn write_errno(f: &mut fmt::Formatter<'_>, errno: i32) -> fmt::Result {
    write!(f, "{}", crate::os::Errno(errno))
}

/// The OS error of an executable-memory failure is in the message and in
/// [`BuildError::os_error`], not a source: no error is chained below a `BuildError`.
impl core::error::Error for BuildError {}

#[cfg(test)]
mod tests {
    use super::*;

    /// Without an `io::Error` (the kind carries the number) the message still names the
    /// errno, exactly as the `std` build words it: `strerror_r`'s text and "(os error N)".
    #[test]
    fn exec_memory_errors_name_the_errno() {
        let e = BuildError::exec_memory("mprotect(PROT_EXEC)", libc::EACCES);
        assert!(e.is_exec_memory());
        assert_eq!(e.os_error(), Some(libc::EACCES));
        assert_eq!(
            e.io_error().map(|io| io.raw_os_error()),
            Some(Some(libc::EACCES))
        );
        assert_eq!(
            e.to_string(),
            "executable memory unavailable (mprotect(PROT_EXEC) failed): Permission denied \
             (os error 13)"
        );
        // The std-less wording (`os::Errno`) is std's, for every number, known or not.
        assert_eq!(
            crate::os::Errno(libc::EACCES).to_string(),
            "Permission denied (os error 13)"
        );
        for n in (0..=200).chain([4095, 9999, i32::MAX, -1, i32::MIN]) {
            assert_eq!(
                crate::os::Errno(n).to_string(),
                std::io::Error::from_raw_os_error(n).to_string(),
                "{n}"
            );
        }
        // Other kinds carry no OS error.
        let e = BuildError::unsupported("x");
        assert_eq!((e.os_error(), e.io_error().is_none()), (None, true));
        assert!(core::error::Error::source(&e).is_none());
    }
}
