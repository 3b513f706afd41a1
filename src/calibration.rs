//! [`Calibration`], the data type: thresholds chosen on a machine with their evidence, and the
//! profile that keeps them between processes ([`Calibration::save`], [`Calibration::save_in`],
//! [`Calibration::load`]; the format is `crate::profile`'s).
//!
//! A low layer: it knows thresholds, the CPU's identity, the profile format and the crate's
//! file policy ([`crate::files`]), and nothing about how thresholds are measured. The measuring
//! ([`Calibration::measure`]) builds and times candidate [`Memcpy`](crate::Memcpy)s, so it sits
//! above the handle, in `src/calibrate.rs`; the orchestration that decides whether to load,
//! measure or save for [`Memcpy::tuned`](crate::Memcpy::tuned) sits above that, in
//! `src/tuned.rs`. This split is what keeps `memcpy.rs` (which stores a `Calibration` in the
//! instance it builds) from depending on the code that times instances.

use alloc::{
    format,
    string::{String, ToString},
    vec::Vec,
};
use core::fmt;
use core::time::Duration;
#[cfg(feature = "std")]
use std::path::{Path, PathBuf};

use crate::cpu::CpuFeatures;
use crate::fallible::{self, oom, Oom};
use crate::files::{self, FileError};
use crate::profile::{self, Doc, Identity, Problem};
use crate::thresholds::Thresholds;

/// The outcome of a calibration or a tuning run: the thresholds to emit with, and why.
///
/// Made by measuring (`Calibration::measure`, or `Memcpy::calibrated` and
/// `Builder::calibrate`, which also build with it: the `calibrate` feature; `memcpy-jit tune`
/// for the long search) or by loading a profile ([`Calibration::load`]); its fields are
/// private, so it always holds a validated result (and `#[non_exhaustive]` says so).
///
/// It is saved as a **profile** ([`Calibration::save`], [`Calibration::save_in`]): versioned
/// text keyed by the CPU's identity (vendor, family, model, stepping, usable features, cache
/// sizes) and the crate version, with the command that produced it, the date, one line per
/// threshold and the evidence. [`Memcpy::tuned`](crate::Memcpy::tuned) loads the one for this
/// CPU from the user's cache directory at start-up (or from `MEMCPY_JIT_PROFILE`; see
/// [`crate::env`]).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Calibration {
    pub(crate) thresholds: Thresholds,
    pub(crate) table: Thresholds,
    pub(crate) evidence: Vec<String>,
    pub(crate) fell_back: Vec<&'static str>,
    pub(crate) elapsed: Duration,
    pub(crate) identity: Identity,
    pub(crate) command: String,
    pub(crate) date: String,
    /// The profile's path as given to the loader (bytes: a `Path`'s, or an environment
    /// value's without std).
    pub(crate) path: Option<Vec<u8>>,
}

impl Calibration {
    /// The first line of a profile.
    pub const FILE_HEADER: &'static str = profile::HEADER;

    /// The last line of a profile; a file without it is truncated.
    pub const FILE_END: &'static str = profile::END;

    /// The profile format this crate writes and reads (the `format=` line); a profile of
    /// another format is stale and not used.
    pub const FORMAT_VERSION: u32 = profile::FORMAT;

    /// The largest profile [`Calibration::load`] reads, in bytes (one is about 2 KiB plus its
    /// evidence, which [`Calibration::save`] keeps under half of this).
    pub const MAX_FILE_BYTES: usize = profile::MAX_BYTES;

    /// What [`Calibration::command`] says of a calibration measured by
    /// `Calibration::measure` (the `calibrate` feature) until [`Calibration::with_command`]
    /// says more.
    pub const MEASURED: &'static str = "Calibration::measure";

    /// A calibration for `features` that has measured nothing yet: the table's row, chosen
    /// (the measuring code starts from it), dated now.
    #[cfg(feature = "calibrate")]
    pub(crate) fn from_table(features: &CpuFeatures) -> Calibration {
        let (table, row) = Thresholds::for_cpu(features);
        Calibration {
            thresholds: table,
            table,
            evidence: [
                Some(profile::one_line(features.model_name()))
                    .filter(|brand| !brand.is_empty())
                    .map(|brand| format!("measured on {brand}")),
                Some(format!(
                    "table row {row}: {} (the other fields as Thresholds::new)",
                    profile::thresholds_line(&table)
                )),
            ]
            .into_iter()
            .flatten()
            .collect(),
            fell_back: Vec::new(),
            elapsed: Duration::ZERO,
            identity: Identity::of(features),
            command: Calibration::MEASURED.to_string(),
            date: profile::utc_now(),
            path: None,
        }
    }

    /// The thresholds chosen.
    pub fn thresholds(&self) -> &Thresholds {
        &self.thresholds
    }

    /// What the per-CPU table would have chosen.
    pub fn table(&self) -> &Thresholds {
        &self.table
    }

    /// One line per measurement and decision, for people to read (a loaded profile's are the
    /// ones it was saved with).
    pub fn evidence(&self) -> &[String] {
        &self.evidence
    }

    /// The decisions that kept the table's value because timing was too noisy or the budget
    /// ran out (`"width"`, `"rep_movsb_from"`, `"bands"`). Empty when everything was measured,
    /// and for a loaded profile (its evidence says what was undecided).
    pub fn fell_back(&self) -> &[&'static str] {
        &self.fell_back
    }

    /// How long the measurements took (zero for a loaded profile).
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// True when this calibration was read from a profile rather than measured.
    pub fn is_from_file(&self) -> bool {
        self.path.is_some()
    }

    /// The profile this calibration was loaded from, as given to [`Calibration::load`];
    /// `None` when it was measured.
    #[cfg(feature = "std")]
    pub fn path(&self) -> Option<&Path> {
        use std::os::unix::ffi::OsStrExt;
        self.path
            .as_deref()
            .map(|p| Path::new(std::ffi::OsStr::from_bytes(p)))
    }

    /// [`Calibration::path`] as bytes (the form a build without `std` has).
    pub fn path_bytes(&self) -> Option<&[u8]> {
        self.path.as_deref()
    }

    /// How it was produced: the command line of `memcpy-jit tune`, or the API that measured
    /// it ([`Calibration::MEASURED`] unless [`Calibration::with_command`] said more). One line,
    /// at most 200 characters.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// When it was measured, in UTC (`2026-12-01T10:11:12Z`; for a loaded profile, as the
    /// file says).
    pub fn date(&self) -> &str {
        &self.date
    }

    /// The CPU it was made for, on one line: `cpu; features; caches` as the profile records
    /// them (`GenuineIntel family 0x6 model 0xa7 stepping 1; erms fsrm avx avx2; l1d 48 KiB,
    /// l2 2 MiB, l3 32 MiB shared by 16`).
    pub fn identity(&self) -> String {
        self.identity.summary()
    }

    /// This calibration, recording `command` as how it was produced (what
    /// [`Calibration::save`] writes and `memcpy-jit info` shows; kept to one line of at most
    /// 200 characters).
    #[must_use]
    pub fn with_command(mut self, command: &str) -> Calibration {
        self.command = profile::one_line(command);
        self
    }

    /// This calibration with one more line of evidence after the others (kept to one line
    /// of at most 200 characters, as [`Calibration::with_command`] keeps the command).
    #[must_use]
    pub fn with_evidence(mut self, line: &str) -> Calibration {
        self.evidence.push(profile::one_line(line));
        self
    }

    /// Every key of a profile, in the order written: the header keys (`format`, `crate`,
    /// `cpu`, `features`, `caches`, `command`, `date`), then one per field of [`Thresholds`].
    /// Each appears exactly once.
    pub fn profile_keys() -> impl Iterator<Item = &'static str> {
        profile::keys()
    }

    /// The name of the profile of a CPU with `features` in a cache directory:
    /// `<vendor>-<family>-<model>-<stepping>-<hash>.profile` (hexadecimal; the hash covers
    /// the features and caches too, so CPUs that differ there get their own file).
    pub fn file_name(features: &CpuFeatures) -> String {
        crate::fallible::infallible(profile::file_name(features))
    }

    /// Writes this calibration as a profile to `path`, so that later processes on the same
    /// CPU can use it without measuring ([`Calibration::load`]).
    ///
    /// The profile is small text: the line [`FILE_HEADER`](Calibration::FILE_HEADER), the
    /// format and crate versions, the CPU's identity, the command and date, one `key=value`
    /// line per threshold, the evidence as `#` comments, and the line
    /// [`FILE_END`](Calibration::FILE_END). It is written through [`files::write_atomic`]: a
    /// temporary file in the same directory renamed over `path`, so concurrent writers leave
    /// one complete file; and an existing `path` is replaced only if it is a regular file (not
    /// a symbolic link) that starts with [`FILE_HEADER`](Calibration::FILE_HEADER) (or the
    /// header of the calibration files of earlier versions). Anything else there is left byte
    /// for byte as it was, and the error says why.
    #[cfg(feature = "std")]
    pub fn save(&self, path: &Path) -> Result<(), FileError> {
        self.save_bytes(files::bytes_of(path))
    }

    /// [`Calibration::save`] with the path as bytes (the form a build without `std` has).
    pub fn save_bytes(&self, path: &[u8]) -> Result<(), FileError> {
        let doc = Doc {
            identity: self.identity.clone(),
            command: self.command.clone(),
            date: self.date.clone(),
            thresholds: self.thresholds,
            evidence: self.evidence.clone(),
        };
        files::write_atomic_bytes(path, profile::write(&doc).as_bytes(), profile::is_ours)
    }

    /// Whether [`Calibration::save`] may write `path`, checked without writing (for a tool
    /// that measures for a while before it saves): the same refusals, made now
    /// ([`files::check_replaceable`]).
    #[cfg(feature = "std")]
    pub fn check_save(path: &Path) -> Result<(), FileError> {
        files::check_replaceable(path, profile::is_ours)
    }

    /// Saves this calibration as the profile of its CPU in the cache directory `dir` (see
    /// [`crate::env::profile_dir`]), under [`Calibration::file_name`], and returns the path
    /// written. `dir` is created if missing, through [`files::create_own_dir`] (its missing
    /// parents owner-only, 0700; `dir` itself 0755), and must be a real directory of this user
    /// that nobody else may write, not a symbolic link; then [`Calibration::save`].
    #[cfg(feature = "std")]
    pub fn save_in(&self, dir: &Path) -> Result<PathBuf, FileError> {
        files::create_own_dir(dir)?;
        let path = dir.join(self.identity.file_name());
        self.save(&path)?;
        Ok(path)
    }

    /// Reads a profile written by [`Calibration::save`] for a CPU with `features`.
    ///
    /// The file is read through [`files::read_capped`] with a cap of
    /// [`MAX_FILE_BYTES`](Calibration::MAX_FILE_BYTES): a FIFO, device, directory or oversized
    /// file is refused without blocking or reading it, and so is a file of more than 1,024
    /// lines (`memcpy-jit tune` writes about 150). Its first line must be
    /// [`FILE_HEADER`](Calibration::FILE_HEADER), every key must appear exactly once, and the
    /// last line must be [`FILE_END`](Calibration::FILE_END) (so a truncated file is refused).
    ///
    /// Errors: an unreadable or refused file; a *stale* profile (another format or crate
    /// version, or a calibration file of an earlier version: [`CalibrationError::is_stale`]);
    /// a *foreign* one (made for a CPU of another identity: [`CalibrationError::is_foreign`]);
    /// a missing header or end line, a missing, repeated or unknown key, a malformed or
    /// out-of-range value, or a width this CPU cannot run. Every message is one line of
    /// bounded length; the file's content appears in it only as short escaped excerpts.
    #[cfg(feature = "std")]
    pub fn load(path: &Path, features: &CpuFeatures) -> Result<Calibration, CalibrationError> {
        Calibration::load_bytes(files::bytes_of(path), features)
    }

    /// [`Calibration::load`] with the path as bytes (the form a build without `std` has).
    pub fn load_bytes(
        path: &[u8],
        features: &CpuFeatures,
    ) -> Result<Calibration, CalibrationError> {
        let bytes =
            files::read_capped_bytes(path, profile::MAX_BYTES).map_err(CalibrationError::file)?;
        // (The path is escaped for a message only when there is one: the path that loads
        // allocates only what it keeps, each allocation checked.)
        let fail = |problem, line: usize, reason: String| match problem {
            Problem::OutOfMemory(o) => CalibrationError::out_of_memory(o),
            _ => CalibrationError::content(&files::shown_path_bytes(path), problem, line, reason),
        };
        let here = Identity::try_of(features).map_err(CalibrationError::out_of_memory)?;
        let doc = profile::parse(&bytes, &here).map_err(|r| fail(r.problem, r.line, r.reason))?;
        let t = doc.thresholds;
        t.validate()
            .map_err(|e| fail(Problem::Corrupt, 0, e.to_string()))?;
        if !t.runs_on(features) {
            return Err(fail(
                Problem::Corrupt,
                0,
                format!(
                    "width {} (masked_max {}) does not run on this CPU",
                    t.width, t.masked_max
                ),
            ));
        }
        Ok(Calibration {
            thresholds: t,
            table: Thresholds::for_cpu(features).0,
            evidence: doc.evidence,
            fell_back: Vec::new(),
            elapsed: Duration::ZERO,
            identity: doc.identity,
            command: doc.command,
            date: doc.date,
            path: Some(
                fallible::to_vec(path, oom!("the profile's path"))
                    .map_err(CalibrationError::out_of_memory)?,
            ),
        })
    }

    /// A copy, reporting a refused allocation (what `Builder::build` keeps in the instance).
    pub(crate) fn try_clone(&self) -> Result<Calibration, Oom> {
        let what = oom!("the profile's calibration");
        Ok(Calibration {
            thresholds: self.thresholds,
            table: self.table,
            evidence: fallible::strings(&self.evidence, what)?,
            fell_back: fallible::to_vec(&self.fell_back, what)?,
            elapsed: self.elapsed,
            identity: self.identity.try_clone()?,
            command: fallible::string(&self.command, what)?,
            date: fallible::string(&self.date, what)?,
            path: match &self.path {
                Some(p) => Some(fallible::to_vec(p, what)?),
                None => None,
            },
        })
    }
}

/// Why [`Calibration::load`] did not use a file. The message is one line of bounded length.
#[derive(Debug)]
pub struct CalibrationError {
    kind: ErrorKind,
}

#[derive(Debug)]
enum ErrorKind {
    File(FileError),
    /// An allocation was refused while loading.
    OutOfMemory(Oom),
    Content {
        path: String,
        problem: Problem,
        line: usize,
        reason: String,
    },
}

impl CalibrationError {
    fn file(e: FileError) -> CalibrationError {
        CalibrationError {
            kind: ErrorKind::File(e),
        }
    }

    fn out_of_memory(o: Oom) -> CalibrationError {
        CalibrationError {
            kind: ErrorKind::OutOfMemory(o),
        }
    }

    /// The refused allocation, when loading ran out of memory (reading the file, or keeping
    /// what it holds).
    pub(crate) fn oom(&self) -> Option<Oom> {
        match &self.kind {
            ErrorKind::OutOfMemory(o) => Some(*o),
            ErrorKind::File(e) if e.is_out_of_memory() => Some(oom!("the profile's contents")),
            _ => None,
        }
    }

    fn content(path: &str, problem: Problem, line: usize, reason: String) -> CalibrationError {
        CalibrationError {
            kind: ErrorKind::Content {
                path: path.to_string(),
                problem,
                line,
                reason,
            },
        }
    }

    /// True when the profile was made for a CPU of another identity (vendor, family, model,
    /// stepping, usable features or cache sizes).
    pub fn is_foreign(&self) -> bool {
        matches!(
            &self.kind,
            ErrorKind::Content {
                problem: Problem::Foreign,
                ..
            }
        )
    }

    /// True when the profile was written by another crate version or in another format (or
    /// is a calibration file of an earlier version): tune again.
    pub fn is_stale(&self) -> bool {
        matches!(
            &self.kind,
            ErrorKind::Content {
                problem: Problem::Stale,
                ..
            }
        )
    }

    /// True when the file does not exist.
    pub fn is_not_found(&self) -> bool {
        self.file_error().is_some_and(FileError::is_not_found)
    }

    /// The file could not be read (or was refused: not a regular file, too large); `None`
    /// when it was read but its content was not a valid profile for this CPU.
    pub fn file_error(&self) -> Option<&FileError> {
        match &self.kind {
            ErrorKind::File(e) => Some(e),
            ErrorKind::Content { .. } | ErrorKind::OutOfMemory(_) => None,
        }
    }

    /// The line of the file the error is about, when it is about one.
    pub fn line(&self) -> Option<usize> {
        match &self.kind {
            ErrorKind::Content { line, .. } if *line > 0 => Some(*line),
            _ => None,
        }
    }
}

impl fmt::Display for CalibrationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::File(e) => e.fmt(f),
            ErrorKind::OutOfMemory(o) => f.write_str(o.0),
            ErrorKind::Content {
                path, line, reason, ..
            } if *line > 0 => write!(f, "{path}:{line}: {reason}"),
            ErrorKind::Content { path, reason, .. } => write!(f, "{path}: {reason}"),
        }
    }
}

impl core::error::Error for CalibrationError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        self.file_error().map(|e| e as _)
    }
}
