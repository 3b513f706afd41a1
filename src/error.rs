//! The crate's one error type, [`BuildError`], shared by every layer.
//!
//! Its kind is private (as in aho-corasick): callers read the message, and the
//! `io::Error` behind an executable-memory failure through [`BuildError::io_error`].

use std::fmt;
use std::io;

use crate::plan::{Strategy, MAX_ENTRY_OFFSET, MAX_THRESHOLD, MIN_THRESHOLD};

/// Why a [`Memcpy`](crate::Memcpy) could not be built.
#[derive(Debug)]
pub struct BuildError {
    kind: Kind,
}

#[derive(Debug)]
enum Kind {
    Threshold(u64),
    EntryOffset(usize),
    ThresholdWithoutGate {
        strategy: Strategy,
        threshold: usize,
    },
    Unsupported(String),
    Invalid(String),
    Assemble(String),
    ExecMemory {
        step: &'static str,
        err: io::Error,
    },
}

impl BuildError {
    pub(crate) fn threshold(value: u64) -> BuildError {
        BuildError {
            kind: Kind::Threshold(value),
        }
    }

    pub(crate) fn entry_offset(value: usize) -> BuildError {
        BuildError {
            kind: Kind::EntryOffset(value),
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

    pub(crate) fn unsupported(why: impl Into<String>) -> BuildError {
        BuildError {
            kind: Kind::Unsupported(why.into()),
        }
    }

    pub(crate) fn invalid(why: impl Into<String>) -> BuildError {
        BuildError {
            kind: Kind::Invalid(why.into()),
        }
    }

    pub(crate) fn assemble(why: impl fmt::Display) -> BuildError {
        BuildError {
            kind: Kind::Assemble(why.to_string()),
        }
    }

    pub(crate) fn exec_memory(step: &'static str, err: io::Error) -> BuildError {
        BuildError {
            kind: Kind::ExecMemory { step, err },
        }
    }

    /// The operating system's error, when the failure was mapping or protecting the code page
    /// (for example `EACCES` from an SELinux `execmem` denial).
    pub fn io_error(&self) -> Option<&io::Error> {
        match &self.kind {
            Kind::ExecMemory { err, .. } => Some(err),
            _ => None,
        }
    }

    /// True when the build failed because executable memory was refused or could not be
    /// mapped, as opposed to a bad request.
    pub fn is_exec_memory(&self) -> bool {
        matches!(self.kind, Kind::ExecMemory { .. })
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            Kind::Threshold(v) => write!(
                f,
                "invalid threshold {v}: must be between {MIN_THRESHOLD} and {MAX_THRESHOLD} (2^40) bytes"
            ),
            Kind::EntryOffset(v) => {
                write!(f, "invalid entry offset {v}: must be between 0 and {MAX_ENTRY_OFFSET}")
            }
            Kind::ThresholdWithoutGate { strategy, threshold } => write!(
                f,
                "threshold {threshold} given, but strategy {strategy} has no size gate; \
                 use Strategy::ErmsGated to apply a threshold"
            ),
            Kind::Unsupported(why) => write!(f, "unsupported: {why}"),
            Kind::Invalid(why) => write!(f, "invalid option: {why}"),
            Kind::Assemble(why) => write!(f, "code generation failed: {why}"),
            Kind::ExecMemory { step, err } => {
                write!(f, "executable memory unavailable ({step} failed): {err}")
            }
        }
    }
}

impl std::error::Error for BuildError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            Kind::ExecMemory { err, .. } => Some(err),
            _ => None,
        }
    }
}
