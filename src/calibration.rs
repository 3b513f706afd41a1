//! [`Calibration`], the data type: measured thresholds with their evidence, and the file that
//! keeps them between processes ([`Calibration::save`], [`Calibration::load`]).
//!
//! A low layer: it knows thresholds, the CPU's identity and the crate's file policy
//! ([`crate::files`]), and nothing about how thresholds are measured. The measuring
//! ([`Calibration::measure`]) builds and times candidate [`Memcpy`](crate::Memcpy)s, so it sits
//! above the handle, in `src/calibrate.rs`; the orchestration that decides whether to load,
//! measure or save for [`Memcpy::tuned`](crate::Memcpy::tuned) sits above that, in
//! `src/tuned.rs`. This split is what keeps `memcpy.rs` (which stores a `Calibration` in the
//! instance it builds) from depending on the code that times instances.

use std::fmt::{self, Write as _};
use std::path::Path;
use std::time::Duration;

use crate::cpu::CpuFeatures;
use crate::files::{self, FileError};
use crate::thresholds::Thresholds;

/// The outcome of a calibration: the thresholds to emit with, and why.
///
/// Made by measuring ([`Calibration::measure`], or [`Memcpy::calibrated`](crate::Memcpy::calibrated)
/// and [`Builder::calibrate`](crate::Builder::calibrate), which also build with it) or by
/// loading a file ([`Calibration::load`]); its fields are private, so it always holds a
/// validated result (and `#[non_exhaustive]` says so: the tuner's profile will add to it).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Calibration {
    pub(crate) thresholds: Thresholds,
    pub(crate) table: Thresholds,
    pub(crate) evidence: Vec<String>,
    pub(crate) fell_back: Vec<&'static str>,
    pub(crate) elapsed: Duration,
    pub(crate) cpu: String,
    pub(crate) from_file: bool,
}

impl Calibration {
    /// The first line of a calibration file.
    pub const FILE_HEADER: &'static str = FILE_HEADER;

    /// The last line of a calibration file; a file without it is truncated.
    pub const FILE_END: &'static str = FILE_END;

    /// The largest calibration file [`Calibration::load`] reads, in bytes (one is about
    /// 2 KiB).
    pub const MAX_FILE_BYTES: usize = MAX_FILE_BYTES;

    /// A calibration for `features` that has measured nothing yet: the table's row, chosen
    /// (the measuring code starts from it).
    pub(crate) fn from_table(features: &CpuFeatures) -> Calibration {
        let (table, row) = Thresholds::for_cpu(features);
        Calibration {
            thresholds: table,
            table,
            evidence: vec![format!("table row {row}: {table:?}")],
            fell_back: Vec::new(),
            elapsed: Duration::ZERO,
            cpu: cpu_identity(features),
            from_file: false,
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

    /// One line per measurement and decision, for people to read.
    pub fn evidence(&self) -> &[String] {
        &self.evidence
    }

    /// The decisions that kept the table's value because timing was too noisy or the budget
    /// ran out (`"width"`, `"rep_movsb_from"`, `"bands"`). Empty when everything was measured.
    pub fn fell_back(&self) -> &[&'static str] {
        &self.fell_back
    }

    /// How long the measurements took.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// True when this calibration was read from a file rather than measured.
    pub fn is_from_file(&self) -> bool {
        self.from_file
    }

    /// Writes the result to `path` so that later processes on the same CPU can skip measuring
    /// ([`Calibration::load`]).
    ///
    /// The file is small text: the line [`FILE_HEADER`](Calibration::FILE_HEADER), one `key=value` line per threshold,
    /// the evidence as `#` comments, and the line [`FILE_END`](Calibration::FILE_END). It is written through
    /// [`files::write_atomic`]: a temporary file in the same directory renamed over `path`, so
    /// concurrent writers leave one complete file; and an existing `path` is replaced only if
    /// it is a regular file (not a symbolic link) that starts with [`FILE_HEADER`](Calibration::FILE_HEADER). Anything
    /// else there is left byte for byte as it was, and the error says why.
    pub fn save(&self, path: &Path) -> Result<(), FileError> {
        files::write_atomic(path, self.to_file_text().as_bytes(), is_calibration_file)
    }

    fn to_file_text(&self) -> String {
        let t = &self.thresholds;
        let opt = |v: Option<usize>| v.map_or("none".to_string(), |v| v.to_string());
        let mut s = format!("{FILE_HEADER}\n");
        let _ = writeln!(s, "cpu={}", self.cpu);
        let _ = writeln!(s, "width={}", t.width);
        let _ = writeln!(s, "rep_movsb_from={}", opt(t.rep_movsb_from));
        let _ = writeln!(
            s,
            "rep_movsb_coaligned_from={}",
            opt(t.rep_movsb_coaligned_from)
        );
        let _ = writeln!(s, "masked_max={}", t.masked_max);
        let _ = writeln!(s, "avoid_dst_above_src={}", t.avoid_dst_above_src);
        let _ = writeln!(s, "avoid_src_above_dst={}", t.avoid_src_above_dst);
        let _ = writeln!(s, "non_temporal_from={}", opt(t.non_temporal_from));
        // The evidence is for people; it is kept well inside the size `load` accepts.
        for e in &self.evidence {
            let line: String = e
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect();
            if s.len() + line.len() + 3 > MAX_FILE_BYTES / 2 {
                s.push_str("# (more evidence not kept)\n");
                break;
            }
            let _ = writeln!(s, "# {line}");
        }
        let _ = writeln!(s, "{FILE_END}");
        s
    }

    /// Reads a file written by [`Calibration::save`] for a CPU with `features`.
    ///
    /// The file is read through [`files::read_capped`] with a cap of [`MAX_FILE_BYTES`](Calibration::MAX_FILE_BYTES):
    /// a FIFO, device, directory or oversized file is refused without blocking or reading
    /// it. Its first line must be [`FILE_HEADER`](Calibration::FILE_HEADER), every key must appear exactly once, and
    /// the last line must be [`FILE_END`](Calibration::FILE_END) (so a truncated file is refused).
    ///
    /// Errors: an unreadable or refused file, a missing header or end line, a missing,
    /// repeated or unknown key, a malformed or out-of-range value, a width this CPU cannot
    /// run, or a file recorded on a different CPU. Every message is one line of bounded
    /// length; the file's content appears in it only as a short escaped excerpt.
    pub fn load(path: &Path, features: &CpuFeatures) -> Result<Calibration, CalibrationError> {
        let bytes = files::read_capped(path, MAX_FILE_BYTES).map_err(CalibrationError::file)?;
        let shown = files::shown_path(path);
        let fail = |line: usize, reason: String| CalibrationError::content(&shown, line, reason);
        let text = std::str::from_utf8(&bytes).map_err(|e| {
            fail(
                0,
                format!(
                    "not UTF-8 text (invalid byte at offset {})",
                    e.valid_up_to()
                ),
            )
        })?;
        let mut lines = text.lines().enumerate().map(|(n, l)| (n + 1, l));
        match lines.next() {
            None => return Err(fail(0, "empty file".into())),
            Some((_, first)) if first.trim_end() == FILE_HEADER => {}
            Some((_, first)) => {
                return Err(fail(
                    1,
                    format!(
                        "not a memcpy-jit calibration file (the first line is \"{}\", not \"{FILE_HEADER}\")",
                        files::excerpt(first.as_bytes(), files::EXCERPT_BYTES)
                    ),
                ))
            }
        }
        let (table, _) = Thresholds::for_cpu(features);
        let mut t = table;
        let mut cpu = String::new();
        let mut seen = [0usize; KEYS.len()];
        let mut end = None;
        for (n, line) in lines {
            let line = line.trim();
            let bad = |why: &str| {
                fail(
                    n,
                    format!(
                        "{why}: \"{}\"",
                        files::excerpt(line.as_bytes(), files::EXCERPT_BYTES)
                    ),
                )
            };
            if let Some(e) = end {
                if !line.is_empty() {
                    return Err(bad(&format!("text after the {FILE_END} line (line {e})")));
                }
                continue;
            }
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line == FILE_END {
                end = Some(n);
                continue;
            }
            let (key, value) = line
                .split_once('=')
                .ok_or_else(|| bad("expected key=value"))?;
            let k = KEYS
                .iter()
                .position(|&k| k == key)
                .ok_or_else(|| bad("unknown key"))?;
            if seen[k] > 0 {
                return Err(bad(&format!(
                    "duplicate key {key} (first on line {})",
                    seen[k]
                )));
            }
            seen[k] = n;
            let size = |v: &str| -> Result<Option<usize>, CalibrationError> {
                if v == "none" {
                    return Ok(None);
                }
                v.parse::<usize>().map(Some).map_err(|_| bad("not a size"))
            };
            let band = |v: &str| v.parse::<u32>().map_err(|_| bad("not a byte count"));
            match key {
                "cpu" => cpu = value.to_string(),
                "width" => t.width = value.parse().map_err(|e| bad(&format!("{e}")))?,
                "rep_movsb_from" => t.rep_movsb_from = size(value)?,
                "rep_movsb_coaligned_from" => t.rep_movsb_coaligned_from = size(value)?,
                "masked_max" => t.masked_max = size(value)?.unwrap_or(0),
                "non_temporal_from" => t.non_temporal_from = size(value)?,
                "avoid_dst_above_src" => t.avoid_dst_above_src = band(value)?,
                "avoid_src_above_dst" => t.avoid_src_above_dst = band(value)?,
                _ => unreachable!("every key in KEYS is matched"),
            }
        }
        if end.is_none() || !text.ends_with('\n') {
            return Err(fail(
                0,
                format!("no {FILE_END} line: the file is truncated or incomplete"),
            ));
        }
        if let Some(k) = seen.iter().position(|&s| s == 0) {
            return Err(fail(
                0,
                format!("no {}= line (every key is required)", KEYS[k]),
            ));
        }
        let here = cpu_identity(features);
        if cpu != here {
            return Err(fail(
                seen[0],
                format!(
                    "recorded on \"{}\", this is \"{}\"",
                    files::excerpt(cpu.as_bytes(), files::EXCERPT_BYTES),
                    files::excerpt(here.as_bytes(), files::EXCERPT_BYTES)
                ),
            ));
        }
        t.validate().map_err(|e| fail(0, e.to_string()))?;
        if !t.runs_on(features) {
            return Err(fail(
                0,
                format!(
                    "width {} (masked_max {}) does not run on this CPU",
                    t.width, t.masked_max
                ),
            ));
        }
        Ok(Calibration {
            thresholds: t,
            table,
            evidence: vec![format!("loaded from {shown}")],
            fell_back: Vec::new(),
            elapsed: Duration::ZERO,
            cpu: here,
            from_file: true,
        })
    }
}

/// The first line of a calibration file.
const FILE_HEADER: &str = "# memcpy-jit calibration";

/// The last line of a calibration file; a file without it is truncated.
const FILE_END: &str = "end";

/// The largest calibration file [`Calibration::load`] reads, in bytes (one is about 2 KiB).
const MAX_FILE_BYTES: usize = 16 << 10;

/// The keys of a calibration file, each required exactly once, in the order written.
const KEYS: [&str; 8] = [
    "cpu",
    "width",
    "rep_movsb_from",
    "rep_movsb_coaligned_from",
    "masked_max",
    "avoid_dst_above_src",
    "avoid_src_above_dst",
    "non_temporal_from",
];

/// Whether `bytes` is a calibration file [`Calibration::save`] may replace: it starts with
/// the line [`FILE_HEADER`](Calibration::FILE_HEADER).
fn is_calibration_file(bytes: &[u8]) -> bool {
    bytes
        .strip_prefix(FILE_HEADER.as_bytes())
        .is_some_and(|rest| rest.is_empty() || rest[0] == b'\n' || rest.starts_with(b"\r\n"))
}

/// Why [`Calibration::load`] did not use a file. The message is one line of bounded length.
#[derive(Debug)]
pub struct CalibrationError {
    kind: ErrorKind,
}

#[derive(Debug)]
enum ErrorKind {
    File(FileError),
    Content {
        path: String,
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

    fn content(path: &str, line: usize, reason: String) -> CalibrationError {
        CalibrationError {
            kind: ErrorKind::Content {
                path: path.to_string(),
                line,
                reason,
            },
        }
    }

    /// The file could not be read (or was refused: not a regular file, too large); `None`
    /// when it was read but its content was not a valid calibration for this CPU.
    pub fn file_error(&self) -> Option<&FileError> {
        match &self.kind {
            ErrorKind::File(e) => Some(e),
            ErrorKind::Content { .. } => None,
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
            ErrorKind::Content { path, line, reason } if *line > 0 => {
                write!(f, "{path}:{line}: {reason}")
            }
            ErrorKind::Content { path, reason, .. } => write!(f, "{path}: {reason}"),
        }
    }
}

impl std::error::Error for CalibrationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.file_error().map(|e| e as _)
    }
}

/// A string that identifies the CPU model a calibration belongs to.
///
/// One line without surrounding blanks, as the file stores it: a control character in the
/// CPU's brand string (which a hypervisor may set) becomes `?`.
pub(crate) fn cpu_identity(f: &CpuFeatures) -> String {
    let s = format!(
        "{} {:#x}/{:#x}/{} {}",
        f.vendor_id(),
        f.family(),
        f.model(),
        f.stepping(),
        f.model_name()
    );
    let s: String = s
        .chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    s.trim().to_string()
}
