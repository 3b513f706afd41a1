//! The profile: the one file format for thresholds chosen on a machine. `memcpy-jit tune`,
//! [`Memcpy::calibrated_with`](crate::Memcpy::calibrated_with) and
//! [`Calibration::save`](crate::Calibration::save) write it; [`Memcpy::tuned`](crate::Memcpy::tuned)
//! loads it at start-up, and [`Calibration::load`](crate::Calibration::load) reads it.
//!
//! A profile is small, human-readable text, one `key=value` per line, every key exactly once:
//!
//! ```text
//! # memcpy-jit profile
//! format=3
//! crate=0.1.0
//! cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
//! features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
//! caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
//! command=memcpy-jit tune --budget 30
//! date=2026-12-01T10:11:12Z
//! width=avx512
//! rep_movsb_from=2097152
//! …                                   (one line per entry of FIELDS)
//! # table row intel-fsrm: …           (evidence: comments, for people)
//! end
//! ```
//!
//! - **Versioned.** `format` is this module's [`FORMAT`]; `crate` the version of the crate that
//!   wrote it. A profile of another format or crate version is *stale* and not used (the
//!   fields and their meaning change between versions).
//! - **Keyed by the CPU.** `cpu` (vendor, family, model, stepping), `features` (the usable
//!   ones: after XCR0) and `caches` must all equal this CPU's ([`Identity`]), else the profile
//!   is *foreign* and not used. The default file name is derived from them ([`file_name`]):
//!   `<vendor>-<family>-<model>-<stepping>-<hash of the identity>.profile`, so that one cache
//!   directory holds a profile per CPU and finding it needs no directory scan. (On hybrid
//!   CPUs the cores of each type report their own cache sizes, so each type gets its own
//!   profile.)
//! - **Complete or refused.** The first line is the header, every key appears once (a missing,
//!   repeated or unknown key is refused, naming it), and the last line is `end`: a truncated
//!   file is refused. A profile of an earlier format (format 1 had knobs since removed and
//!   let keys added later be absent; format 2 had `backward_block_2v`) is stale: refused with
//!   a one-line note, the table's row used. Values are parsed here and checked together by
//!   [`Thresholds::validate`] by the caller.
//! - **Generic over the thresholds.** The keys after `date` are [`FIELDS`], one entry per field
//!   of [`Thresholds`] (its name, how to print it and how to parse it back), generated from the
//!   knob table (`crate::knobs`) with the struct itself: a knob cannot lack its key.
//!
//! How a profile is read and written (capped, regular files only, atomically, never over a
//! file that is not ours) is `crate::files`'s; where it is looked for is `crate::env`'s.

#[cfg(test)]
use alloc::vec;
use alloc::{format, string::String, string::ToString, vec::Vec};
use core::fmt::{self, Write as _};

use crate::cpu::CpuFeatures;
use crate::error::BuildError;
use crate::fallible::{self, oom, try_format, Oom};
use crate::files;
use crate::strategy::{MaskedForm, VectorWidth};
use crate::thresholds::Thresholds;

/// The first line of a profile.
pub(crate) const HEADER: &str = "# memcpy-jit profile";

/// The first line of the calibration files of earlier versions (format 0), which a save may
/// replace and a load reports as stale.
pub(crate) const OLD_HEADER: &str = "# memcpy-jit calibration";

/// The last line of a profile; a file without it is truncated.
pub(crate) const END: &str = "end";

/// The format this crate writes and reads. Raise it when a key changes meaning, a key is added
/// or removed, or the layout changes. Format 2 (issue 25): the knobs without a measurement
/// that shows them winning are gone (`head_tail_max`, `loop_vectors`, `loop_width`,
/// `loop_align_dst`, `edges_before_loop`, `edges_head_first`, `avoid_src_above_dst_below`),
/// the keys are in the knob table's order, and every key is required. Format 3: the key
/// `backward_block_2v` is gone with its knob (two vectors an iteration in the backward loop,
/// in no row since it lost once the loops reused block 2's first vector), and format 2's
/// `tail_page_safe` and `backward_block_2v` were added without a new number: a format-2
/// profile of either version is stale now.
pub(crate) const FORMAT: u32 = 3;

/// The crate version a profile records and must match.
pub(crate) const CRATE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The largest profile read, in bytes. A profile is about 2 KiB plus its evidence, which the
/// writer keeps under half of this.
pub(crate) const MAX_BYTES: usize = 64 << 10;

/// The most lines a profile read may have. Within [`MAX_BYTES`] a file of 2-byte comment
/// lines has 30,000, each kept as a string of evidence (6 ms and 1.5 MB of heap in the
/// preload's build, issue 23); a profile `memcpy-jit tune` writes has about 150 lines (the
/// header, the identity, one line per threshold, its evidence), and the writer keeps its
/// files under half of this.
pub(crate) const MAX_LINES: usize = 1024;

/// The extension of a profile in the cache directory.
pub(crate) const EXTENSION: &str = "profile";

/// Longest `command` or `date` value kept, in characters.
const MAX_TEXT: usize = 200;

/// The keys before the thresholds, in the order written.
pub(crate) const HEAD_KEYS: [&str; 7] = [
    "format", "crate", "cpu", "features", "caches", "command", "date",
];

/// A value of a [`Thresholds`] field as a profile stores it: printed on one line, parsed back
/// with a reason when it is malformed. Range checks that involve other fields are
/// [`Thresholds::validate`]'s.
pub(crate) trait Value: Sized {
    /// The value as written after `key=`.
    fn show(&self) -> String;
    /// The value written by [`Value::show`], or why the text is not one.
    fn read(text: &str) -> Result<Self, String>;
    /// Values the tests print and parse back (at least two different ones).
    #[cfg(test)]
    fn samples() -> Vec<Self>;
}

impl Value for usize {
    fn show(&self) -> String {
        self.to_string()
    }
    fn read(text: &str) -> Result<usize, String> {
        text.parse().map_err(|_| "not a whole number".to_string())
    }
    #[cfg(test)]
    fn samples() -> Vec<usize> {
        vec![0, 1, 4096, 1 << 40]
    }
}

impl Value for u32 {
    fn show(&self) -> String {
        self.to_string()
    }
    fn read(text: &str) -> Result<u32, String> {
        text.parse()
            .map_err(|_| format!("not a whole number up to {}", u32::MAX))
    }
    #[cfg(test)]
    fn samples() -> Vec<u32> {
        vec![0, 63, 2048]
    }
}

impl Value for u8 {
    fn show(&self) -> String {
        self.to_string()
    }
    fn read(text: &str) -> Result<u8, String> {
        text.parse()
            .map_err(|_| format!("not a whole number up to {}", u8::MAX))
    }
    #[cfg(test)]
    fn samples() -> Vec<u8> {
        vec![4, 8, 16]
    }
}

impl Value for bool {
    fn show(&self) -> String {
        self.to_string()
    }
    fn read(text: &str) -> Result<bool, String> {
        match text {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err("expected true or false".to_string()),
        }
    }
    #[cfg(test)]
    fn samples() -> Vec<bool> {
        vec![false, true]
    }
}

/// `none`, or the value.
impl<T: Value> Value for Option<T> {
    fn show(&self) -> String {
        match self {
            None => "none".to_string(),
            Some(v) => v.show(),
        }
    }
    fn read(text: &str) -> Result<Option<T>, String> {
        match text {
            "none" => Ok(None),
            _ => T::read(text).map(Some).map_err(|e| format!("{e}, or none")),
        }
    }
    #[cfg(test)]
    fn samples() -> Vec<Option<T>> {
        core::iter::once(None)
            .chain(T::samples().into_iter().map(Some))
            .collect()
    }
}

/// [`Value`] for a type with an `ALL` list, a `name()` and a `FromStr` that parses the names
/// (the vocabulary types).
macro_rules! named_value {
    ($t:ty) => {
        impl Value for $t {
            fn show(&self) -> String {
                self.name().to_string()
            }
            fn read(text: &str) -> Result<$t, String> {
                text.parse().map_err(|e| format!("{e}"))
            }
            #[cfg(test)]
            fn samples() -> Vec<$t> {
                <$t>::ALL.to_vec()
            }
        }
    };
}

named_value!(VectorWidth);
named_value!(MaskedForm);

/// One field of [`Thresholds`] in a profile: its key (the field's name), whether it is
/// public (else an internal knob), how to print it, and how to parse a value into it.
pub(crate) struct Field {
    /// The key: the field's name.
    pub(crate) name: &'static str,
    /// A public field (a size decision of the stable API); `false` for an internal knob.
    pub(crate) public: bool,
    /// The field's value, as written.
    pub(crate) show: fn(&Thresholds) -> String,
    /// Parses `text` into the field, or says why it cannot.
    pub(crate) read: fn(&mut Thresholds, &str) -> Result<(), String>,
    /// Sample values, printed (the tests round-trip each).
    #[cfg(test)]
    pub(crate) samples: fn() -> Vec<String>,
}

/// The [`Field`] of `Thresholds::$name` (public or not): its type's [`Value`] does the work.
/// The knob table (`crate::knobs`) makes one per knob.
macro_rules! field {
    ($name:ident, $public:expr) => {
        Field {
            name: stringify!($name),
            public: $public,
            show: |t| Value::show(&t.$name),
            read: |t, text| {
                t.$name = Value::read(text)?;
                Ok(())
            },
            #[cfg(test)]
            samples: || samples_of(|t: &Thresholds| &t.$name),
        }
    };
}

#[cfg(test)]
fn samples_of<T: Value>(_field: fn(&Thresholds) -> &T) -> Vec<String> {
    T::samples().iter().map(Value::show).collect()
}

/// `true` for a `public` knob of the knob table, `false` for a `shape` one.
macro_rules! is_public {
    (public) => {
        true
    };
    (shape) => {
        false
    };
}

/// [`FIELDS`] from the knob table (`crate::knobs`): one [`Field`] per entry, in its order.
macro_rules! fields_from_table {
    (new($w:ident) $( $(#[doc = $doc:literal])* $kind:ident $name:ident { $($body:tt)* } )*) => {
        /// Every field of [`Thresholds`], in the order written: the knob table's.
        pub(crate) const FIELDS: &[Field] = &[ $( field!($name, is_public!($kind)), )* ];
    };
}

crate::knobs::knob_table!(fields_from_table);

/// Longest part of a field's name or value echoed in an error (they come from command lines).
const FIELD_ECHO: usize = 64;

/// [`Thresholds`]' fields by the names and in the text a profile writes them, for tools that
/// take generator choices from a command line (`memcpy-jit ab --variant
/// v=tuned,loop_interleave=true`): one table (the profile module's `FIELDS`) for the profile and for them.
impl Thresholds {
    /// Every field's name, in the order a profile writes them.
    pub fn field_names() -> impl Iterator<Item = &'static str> {
        FIELDS.iter().map(|f| f.name)
    }

    /// The names of the internal knobs (the code-shape choices: see [`Thresholds`]), which
    /// [`Thresholds::field`] and [`Thresholds::with_field`] reach by name as a profile writes
    /// them. Unstable: they change with the profile format, without a semver promise.
    pub fn internal_field_names() -> impl Iterator<Item = &'static str> {
        FIELDS.iter().filter(|f| !f.public).map(|f| f.name)
    }

    /// The field `name`'s value as a profile writes it; `None` when there is no such field.
    pub fn field(&self, name: &str) -> Option<String> {
        FIELDS
            .iter()
            .find(|f| f.name == name)
            .map(|f| (f.show)(self))
    }

    /// A copy with the field `name` set from `value`, written as a profile writes it
    /// (`loop_interleave=true`, `rep_movsb_from=none`). An unknown name, a value the field
    /// does not take or one longer than 64 characters is an error naming the field and why.
    /// The copy is not checked
    /// as a whole: [`Thresholds::validate`], which every build runs, does that.
    pub fn with_field(mut self, name: &str, value: &str) -> Result<Thresholds, BuildError> {
        let shown = |s: &str| one_line(&s.chars().take(FIELD_ECHO).collect::<String>());
        let Some(f) = FIELDS.iter().find(|f| f.name == name) else {
            let names: Vec<&str> = Thresholds::field_names().collect();
            let why = format!("no such field (the fields: {})", names.join(", "));
            return Err(BuildError::field(shown(name), why));
        };
        if value.chars().nth(FIELD_ECHO).is_some() {
            let why = format!(
                "value {}… longer than {FIELD_ECHO} characters",
                shown(value)
            );
            return Err(BuildError::field(f.name.to_string(), why));
        }
        (f.read)(&mut self, value).map_err(|why| BuildError::field(f.name.to_string(), why))?;
        Ok(self)
    }
}

/// `t` in a line: `key=value` for its width and every field that differs from
/// [`Thresholds::new`] at that width, in [`FIELDS`] order (the rest are `new`'s). (For the
/// measuring code's evidence: with `calibrate` only.)
#[cfg(feature = "calibrate")]
pub(crate) fn thresholds_line(t: &Thresholds) -> String {
    let plain = Thresholds::new(t.width);
    let shown: Vec<String> = FIELDS
        .iter()
        .filter(|f| f.name == "width" || (f.show)(t) != (f.show)(&plain))
        .map(|f| format!("{}={}", f.name, (f.show)(t)))
        .collect();
    shown.join(" ")
}

/// Every key of a profile, in the order written: [`HEAD_KEYS`], then [`FIELDS`].
pub(crate) fn keys() -> impl Iterator<Item = &'static str> {
    HEAD_KEYS.into_iter().chain(FIELDS.iter().map(|f| f.name))
}

/// Whether a CPU has a feature (one of [`CpuFeatures`]'s `has_*`).
type Has = fn(&CpuFeatures) -> bool;

/// The usable CPU features a profile is keyed by, by their `/proc/cpuinfo` names.
const FEATURES: [(&str, Has); 8] = [
    ("erms", CpuFeatures::has_erms),
    ("fsrm", CpuFeatures::has_fsrm),
    ("avx", CpuFeatures::has_avx),
    ("avx2", CpuFeatures::has_avx2),
    ("avx512f", CpuFeatures::has_avx512f),
    ("avx512bw", CpuFeatures::has_avx512bw),
    ("avx512vl", CpuFeatures::has_avx512vl),
    ("bmi2", CpuFeatures::has_bmi2),
];

/// The identity of a CPU as a profile records it: what must match for a profile to be used.
/// The brand string is not part of it (reading it costs three CPUID leaves at start-up, and
/// it adds nothing to the family, model and stepping).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Identity {
    vendor: String,
    family: u32,
    model: u32,
    stepping: u32,
    /// The `features` value.
    pub(crate) features: String,
    /// The `caches` value.
    pub(crate) caches: String,
}

impl Identity {
    /// The identity of a CPU with `f` (aborts if the allocator refuses, as `format!` does;
    /// the build of `Memcpy::tuned()` uses [`Identity::try_of`]; for the measuring code).
    #[cfg(any(feature = "calibrate", test))]
    pub(crate) fn of(f: &CpuFeatures) -> Identity {
        fallible::infallible(Identity::try_of(f))
    }

    /// [`Identity::of`], reporting a refused allocation.
    pub(crate) fn try_of(f: &CpuFeatures) -> Result<Identity, Oom> {
        let what = oom!("the CPU's identity");
        let vendor = f.vendor_id().trim();
        let mut v = String::new();
        v.try_reserve(vendor.len().max(7)).map_err(|_| what)?;
        if vendor.is_empty() {
            v.push_str("unknown");
        }
        // (At most 12 characters: the reservation holds them, '?' being one byte.)
        v.extend(vendor.chars().map(|c| if c.is_control() { '?' } else { c }));
        let names = || FEATURES.iter().filter(|(_, has)| has(f)).map(|(n, _)| *n);
        let mut features = String::new();
        let len = names().map(|n| n.len() + 1).sum::<usize>().max(4);
        features.try_reserve(len).map_err(|_| what)?;
        for (i, n) in names().enumerate() {
            if i > 0 {
                features.push(' ');
            }
            features.push_str(n);
        }
        if features.is_empty() {
            features.push_str("none");
        }
        let sharing = (f.l3_bytes().is_some() && f.l3_sharing() > 0).then(|| f.l3_sharing());
        let caches = try_format!(
            what,
            "l1d {}, l2 {}, l3 {}{}",
            Size(f.l1d_bytes()),
            Size(f.l2_bytes()),
            Size(f.l3_bytes()),
            Shared(sharing)
        )?;
        Ok(Identity {
            vendor: v,
            family: f.family(),
            model: f.model(),
            stepping: f.stepping(),
            features,
            caches,
        })
    }

    /// A copy, reporting a refused allocation.
    pub(crate) fn try_clone(&self) -> Result<Identity, Oom> {
        let what = oom!("the CPU's identity");
        Ok(Identity {
            vendor: fallible::string(&self.vendor, what)?,
            family: self.family,
            model: self.model,
            stepping: self.stepping,
            features: fallible::string(&self.features, what)?,
            caches: fallible::string(&self.caches, what)?,
        })
    }

    /// The `cpu` value: vendor, family, model and stepping.
    pub(crate) fn cpu(&self) -> String {
        alloc::string::ToString::to_string(&self.cpu_value())
    }

    /// [`Identity::cpu`], written where it is needed (no allocation).
    fn cpu_value(&self) -> impl fmt::Display + '_ {
        struct Cpu<'a>(&'a Identity);
        impl fmt::Display for Cpu<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let i = self.0;
                write!(
                    f,
                    "{} family {:#x} model {:#x} stepping {}",
                    i.vendor, i.family, i.model, i.stepping
                )
            }
        }
        Cpu(self)
    }

    /// The three identity lines' values, in the order written (written, or compared with
    /// [`same_text`], where needed: no allocation).
    fn values(&self) -> [(&'static str, IdValue<'_>); 3] {
        [
            ("cpu", IdValue::Cpu(self)),
            ("features", IdValue::Text(&self.features)),
            ("caches", IdValue::Text(&self.caches)),
        ]
    }

    /// One line for people: `cpu; features; caches`.
    pub(crate) fn summary(&self) -> String {
        format!("{}; {}; {}", self.cpu(), self.features, self.caches)
    }

    /// The file name of this CPU's profile in a cache directory:
    /// `<vendor>-<family>-<model>-<stepping>-<hash>.profile`, in hexadecimal, where the hash
    /// (64-bit FNV-1a, stable across builds and platforms) covers the whole identity, so
    /// that CPUs with the same model but other features or caches get their own file. Only
    /// ASCII letters, digits and `-` appear in it.
    #[cfg(any(feature = "std", test))]
    pub(crate) fn file_name(&self) -> String {
        fallible::infallible(self.try_file_name())
    }

    /// [`Identity::file_name`], reporting a refused allocation.
    pub(crate) fn try_file_name(&self) -> Result<String, Oom> {
        struct Vendor<'a>(&'a str);
        impl fmt::Display for Vendor<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                for c in self.0.chars().take(12) {
                    f.write_char(if c.is_ascii_alphanumeric() { c } else { '_' })?;
                }
                Ok(())
            }
        }
        let mut hash = Fnv::new();
        for (_, v) in self.values() {
            let _ = write!(hash, "{v}");
            hash.write(b"\n");
        }
        try_format!(
            oom!("the profile's file name"),
            "{}-{:x}-{:x}-{:x}-{:016x}.{EXTENSION}",
            Vendor(&self.vendor),
            self.family,
            self.model,
            self.stepping,
            hash.0
        )
    }
}

/// An identity line's value ([`Identity::values`]).
enum IdValue<'a> {
    Cpu(&'a Identity),
    Text(&'a str),
}

impl fmt::Display for IdValue<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IdValue::Cpu(i) => write!(f, "{}", i.cpu_value()),
            IdValue::Text(t) => f.write_str(t),
        }
    }
}

/// True when `d` writes exactly `text` (compared as it is written: no allocation).
fn same_text(d: &dyn fmt::Display, text: &str) -> bool {
    struct Rest<'a>(&'a str);
    impl fmt::Write for Rest<'_> {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            match self.0.strip_prefix(s) {
                Some(rest) => {
                    self.0 = rest;
                    Ok(())
                }
                None => Err(fmt::Error),
            }
        }
    }
    let mut rest = Rest(text);
    write!(rest, "{d}").is_ok() && rest.0.is_empty()
}

/// A size for the `caches` line: exact, in the largest unit that divides it.
struct Size(Option<u32>);

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            None => f.write_str("unknown"),
            Some(b) if b > 0 && b % (1 << 20) == 0 => write!(f, "{} MiB", b >> 20),
            Some(b) if b > 0 && b % 1024 == 0 => write!(f, "{} KiB", b >> 10),
            Some(b) => write!(f, "{b} B"),
        }
    }
}

/// ` shared by N` after the L3 size, when known.
struct Shared(Option<u32>);

impl fmt::Display for Shared {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(n) => write!(f, " shared by {n}"),
            None => Ok(()),
        }
    }
}

/// 64-bit FNV-1a: a hash whose value is fixed by its definition (the standard library's
/// `DefaultHasher` may change between Rust releases, and file names must not).
struct Fnv(u64);

impl fmt::Write for Fnv {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.write(s.as_bytes());
        Ok(())
    }
}

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// The file name of the profile of a CPU with `f` in a cache directory ([`Identity::file_name`]),
/// reporting a refused allocation.
pub(crate) fn file_name(f: &CpuFeatures) -> Result<String, Oom> {
    Identity::try_of(f)?.try_file_name()
}

/// The current time in UTC, as `YYYY-MM-DDThh:mm:ssZ` (RFC 3339); the epoch if the clock is
/// before it. (For the measuring code's profiles: with `calibrate` only.)
#[cfg(feature = "calibrate")]
pub(crate) fn utc_now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    utc(secs)
}

/// `secs` since the Unix epoch as `YYYY-MM-DDThh:mm:ssZ` (days to a civil date: Howard
/// Hinnant's `civil_from_days`, for the proleptic Gregorian calendar).
#[cfg(feature = "calibrate")]
fn utc(secs: u64) -> String {
    let (days, rem) = (secs / 86_400, secs % 86_400);
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// [`one_line`], reporting a refused allocation.
fn try_one_line(text: &str, what: Oom) -> Result<String, Oom> {
    let t = text.trim();
    let end = t.char_indices().nth(MAX_TEXT).map_or(t.len(), |(i, _)| i);
    let mut s = String::new();
    // ('?' is no longer than what it replaces; '…' is 3 bytes.)
    s.try_reserve_exact(end + 3).map_err(|_| what)?;
    s.extend(
        t[..end]
            .chars()
            .map(|c| if c.is_control() { '?' } else { c }),
    );
    if end < t.len() {
        s.push('…');
    }
    Ok(s)
}

/// `text` on one line, at most [`MAX_TEXT`] characters: control characters become `?`.
pub(crate) fn one_line(text: &str) -> String {
    let mut s: String = text
        .trim()
        .chars()
        .take(MAX_TEXT)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.trim().chars().nth(MAX_TEXT).is_some() {
        s.push('…');
    }
    s
}

/// What a profile holds.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Doc {
    /// The CPU it was made for.
    pub(crate) identity: Identity,
    /// How it was produced (a command line, or the API that measured it).
    pub(crate) command: String,
    /// When, in UTC (RFC 3339).
    pub(crate) date: String,
    /// The thresholds.
    pub(crate) thresholds: Thresholds,
    /// The evidence: one line per comment, for people.
    pub(crate) evidence: Vec<String>,
}

/// The text of a profile holding `doc`. The evidence is cut, with a last line saying so,
/// where it would take the file past half of [`MAX_BYTES`] or of [`MAX_LINES`].
pub(crate) fn write(doc: &Doc) -> String {
    let mut s = format!("{HEADER}\n");
    let _ = writeln!(s, "format={FORMAT}");
    let _ = writeln!(s, "crate={CRATE_VERSION}");
    for (key, value) in doc.identity.values() {
        let _ = writeln!(s, "{key}={value}");
    }
    let _ = writeln!(s, "command={}", one_line(&doc.command));
    let _ = writeln!(s, "date={}", one_line(&doc.date));
    for f in FIELDS {
        let _ = writeln!(s, "{}={}", f.name, (f.show)(&doc.thresholds));
    }
    // (The lines so far, then one per evidence line: the file stays under half the caps.)
    for (lines, e) in (s.lines().count()..).zip(&doc.evidence) {
        let line: String = e
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        if s.len() + line.len() + 3 > MAX_BYTES / 2 || lines >= MAX_LINES / 2 {
            s.push_str("# (more evidence not kept)\n");
            break;
        }
        let _ = writeln!(s, "# {line}");
    }
    let _ = writeln!(s, "{END}");
    s
}

/// Whether `bytes` is a file a save may replace: it starts with the line [`HEADER`] (or the
/// [`OLD_HEADER`] of the calibration files it replaces).
pub(crate) fn is_ours(bytes: &[u8]) -> bool {
    [HEADER, OLD_HEADER].iter().any(|h| {
        bytes
            .strip_prefix(h.as_bytes())
            .is_some_and(|rest| rest.is_empty() || rest[0] == b'\n' || rest.starts_with(b"\r\n"))
    })
}

/// Why a profile's content was not used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Problem {
    /// Not a complete, well-formed profile.
    Corrupt,
    /// Made for another CPU.
    Foreign,
    /// Made by another crate version, or in another format.
    Stale,
    /// Not read to the end: an allocation was refused (the reason is empty).
    OutOfMemory(Oom),
}

/// A refusal: the problem, the line it is about (0: the whole file) and why, one line of
/// bounded length (file content appears only as short escaped excerpts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Refusal {
    pub(crate) problem: Problem,
    pub(crate) line: usize,
    pub(crate) reason: String,
}

impl From<Oom> for Refusal {
    fn from(o: Oom) -> Refusal {
        refuse(Problem::OutOfMemory(o), 0, String::new())
    }
}

fn refuse(problem: Problem, line: usize, reason: String) -> Refusal {
    Refusal {
        problem,
        line,
        reason,
    }
}

/// A short escaped excerpt of `text` for a message.
fn ex(text: &str) -> String {
    files::excerpt(text.as_bytes(), files::EXCERPT_BYTES)
}

/// Parses a profile for the CPU `here`. The order of the checks makes the first reason the
/// most useful one: a stale profile (another format or crate version) is reported as such
/// even when it also has keys this version does not know; then the file's structure
/// (header, `key=value` lines, every key once, the `end` line); then the identity; then the
/// values. Cross-field checks are the caller's ([`Thresholds::validate`]).
pub(crate) fn parse(bytes: &[u8], here: &Identity) -> Result<Doc, Refusal> {
    use Problem::{Corrupt, Foreign, Stale};
    let text = core::str::from_utf8(bytes).map_err(|e| {
        refuse(
            Corrupt,
            0,
            format!(
                "not UTF-8 text (invalid byte at offset {})",
                e.valid_up_to()
            ),
        )
    })?;
    // Counted before anything is kept (each comment line would be a string of evidence).
    if text.lines().nth(MAX_LINES).is_some() {
        return Err(refuse(
            Corrupt,
            0,
            format!(
                "more than {MAX_LINES} lines (memcpy-jit writes profiles of under {})",
                MAX_LINES / 2
            ),
        ));
    }
    let mut lines = text.lines().enumerate().map(|(n, l)| (n + 1, l));
    match lines.next() {
        None => return Err(refuse(Corrupt, 0, "empty file".into())),
        Some((_, first)) if first.trim_end() == HEADER => {}
        Some((_, first)) if first.trim_end() == OLD_HEADER => {
            return Err(refuse(
                Stale,
                1,
                format!(
                    "stale: a calibration file of an earlier memcpy-jit (format 0), this reads \
                     profile format {FORMAT}; run `memcpy-jit tune` or calibrate again"
                ),
            ))
        }
        Some((_, first)) => {
            return Err(refuse(
                Corrupt,
                1,
                format!(
                    "not a memcpy-jit profile (the first line is \"{}\", not \"{HEADER}\")",
                    ex(first)
                ),
            ))
        }
    }
    let what = oom!("the profile's contents");
    let mut all: Vec<&str> = Vec::new();
    all.try_reserve_exact(keys().count()).map_err(|_| what)?;
    all.extend(keys());
    // (line, value) of each key, by its index in `all`.
    let mut found: Vec<Option<(usize, &str)>> = Vec::new();
    found.try_reserve_exact(all.len()).map_err(|_| what)?;
    found.resize(all.len(), None);
    let mut evidence = Vec::new();
    let mut end = None;
    let mut first_error: Option<Refusal> = None;
    for (n, raw) in lines {
        let line = raw.trim();
        let mut error = |why: String| {
            first_error
                .get_or_insert_with(|| refuse(Corrupt, n, format!("{why}: \"{}\"", ex(line))));
        };
        if let Some(e) = end {
            if !line.is_empty() {
                error(format!("text after the {END} line (line {e})"));
            }
            continue;
        }
        if line.is_empty() {
            continue;
        }
        if let Some(comment) = line.strip_prefix('#') {
            // For people, and shown as is: no control characters (a terminal's escapes).
            let comment = comment.strip_prefix(' ').unwrap_or(comment);
            let mut e = String::new();
            // ('?' is no longer than the character it replaces: this never grows.)
            e.try_reserve_exact(comment.len()).map_err(|_| what)?;
            e.extend(
                comment
                    .chars()
                    .map(|c| if c.is_control() { '?' } else { c }),
            );
            fallible::push(&mut evidence, e, what)?;
            continue;
        }
        if line == END {
            end = Some(n);
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            error("expected key=value".into());
            continue;
        };
        match all.iter().position(|&k| k == key) {
            None => error("unknown key".into()),
            Some(i) => match found[i] {
                Some((first, _)) => error(format!("duplicate key {key} (first on line {first})")),
                None => found[i] = Some((n, value)),
            },
        }
    }
    let get = |key: &str| found[all.iter().position(|&k| k == key).expect("a key")];
    if let Some((n, v)) = get("format") {
        if !same_text(&FORMAT, v) {
            return Err(refuse(
                Stale,
                n,
                format!(
                    "stale: profile format \"{}\", this memcpy-jit reads format {FORMAT}; run \
                     `memcpy-jit tune` again",
                    ex(v)
                ),
            ));
        }
    }
    if let Some((n, v)) = get("crate") {
        if v != CRATE_VERSION {
            return Err(refuse(
                Stale,
                n,
                format!(
                    "stale: written by memcpy-jit {}, this is {CRATE_VERSION}; run `memcpy-jit \
                     tune` again",
                    ex(v)
                ),
            ));
        }
    }
    if let Some(e) = first_error {
        return Err(e);
    }
    if end.is_none() || !text.ends_with('\n') {
        return Err(refuse(
            Corrupt,
            0,
            format!("no {END} line: the file is truncated or incomplete"),
        ));
    }
    if let Some(i) = (0..all.len()).find(|&i| found[i].is_none()) {
        return Err(refuse(
            Corrupt,
            0,
            format!("no {}= line (every key is required)", all[i]),
        ));
    }
    for (key, want) in here.values() {
        let (n, v) = get(key).expect("every key was found");
        if !same_text(&want, v) {
            return Err(refuse(
                Foreign,
                n,
                format!(
                    "made for another CPU: {key} is \"{}\", this CPU's is \"{}\"",
                    ex(v),
                    ex(&want.to_string())
                ),
            ));
        }
    }
    let mut thresholds = Thresholds::new(VectorWidth::Sse2);
    for f in FIELDS {
        let (n, v) = get(f.name).expect("every key was found");
        (f.read)(&mut thresholds, v)
            .map_err(|why| refuse(Corrupt, n, format!("{}: {why}: \"{}\"", f.name, ex(v))))?;
    }
    let text_of = |key| try_one_line(get(key).expect("every head key was found").1, what);
    Ok(Doc {
        identity: here.try_clone()?,
        command: text_of("command")?,
        date: text_of("date")?,
        thresholds,
        evidence,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table row's evidence line names the width and only what differs from
    /// `Thresholds::new`, so it stays one short line whatever fields are added.
    #[test]
    fn thresholds_line_names_what_differs() {
        let plain = Thresholds::new(VectorWidth::Avx2);
        assert_eq!(thresholds_line(&plain), "width=avx2");
        let t = Thresholds::new(VectorWidth::Avx512)
            .with_masked_max(64)
            .with_masked_form(MaskedForm::OneZmm)
            .with_rep_movsb_from(Some(16384));
        assert_eq!(
            thresholds_line(&t),
            "width=avx512 masked_max=64 masked_form=one-zmm rep_movsb_from=16384"
        );
    }

    /// The names of the fields of a derived `Debug` of a struct, at the top level.
    fn debug_fields(debug: &str) -> Vec<(String, String)> {
        let open = debug.find('{').expect("a struct") + 1;
        let body = debug[open..debug.rfind('}').unwrap()].trim();
        let (mut depth, mut start, mut out) = (0i32, 0, Vec::new());
        let mut push = |piece: &str| {
            if let Some((k, v)) = piece.split_once(": ") {
                out.push((k.trim().to_string(), v.trim().to_string()));
            }
        };
        for (i, c) in body.char_indices() {
            match c {
                '(' | '{' | '[' => depth += 1,
                ')' | '}' | ']' => depth -= 1,
                ',' if depth == 0 => {
                    push(&body[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        push(&body[start..]);
        out
    }

    fn names(t: &Thresholds) -> Vec<String> {
        debug_fields(&format!("{t:?}"))
            .into_iter()
            .map(|(k, _)| k)
            .collect()
    }

    /// Every field of `Thresholds` (read from its derived `Debug`, so a field added later is
    /// seen) has exactly one entry in FIELDS, and FIELDS names no other.
    #[test]
    fn every_thresholds_field_has_one_entry() {
        let mut fields = names(&Thresholds::new(VectorWidth::Avx512));
        assert!(fields.len() >= 7, "{fields:?}");
        let mut table: Vec<String> = FIELDS.iter().map(|f| f.name.to_string()).collect();
        let written = table.clone();
        fields.sort();
        table.sort();
        table.dedup();
        assert_eq!(
            table.len(),
            FIELDS.len(),
            "a name twice in FIELDS: {written:?}"
        );
        assert_eq!(
            table, fields,
            "FIELDS (left) and the fields of Thresholds (right) differ: add the missing entry \
             to profile::FIELDS"
        );
        for k in HEAD_KEYS {
            assert!(!table.iter().any(|f| f == k), "{k} is a header key");
        }
    }

    /// The public access by name is the table's: every sample set through `with_field` reads
    /// back through `field` and equals the table's own parse; unknown names, refused values
    /// and overlong ones are errors naming the field, bounded.
    #[test]
    fn fields_by_name_are_the_tables() {
        let base = Thresholds::new(VectorWidth::Avx512);
        let names: Vec<&str> = Thresholds::field_names().collect();
        assert_eq!(names, FIELDS.iter().map(|f| f.name).collect::<Vec<_>>());
        for f in FIELDS {
            assert_eq!(base.field(f.name), Some((f.show)(&base)));
            for v in (f.samples)() {
                let t = base.with_field(f.name, &v).unwrap();
                let mut by_table = base;
                (f.read)(&mut by_table, &v).unwrap();
                assert_eq!(t, by_table, "{}={v}", f.name);
                assert_eq!(t.field(f.name).as_deref(), Some(v.as_str()));
            }
        }
        assert_eq!(base.field("no_such_field"), None);
        let e = base
            .with_field("no_such_field", "1")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("no such field") && e.contains("loop_interleave"),
            "{e}"
        );
        let e = base
            .with_field("loop_interleave", "maybe")
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("field loop_interleave: "), "{e}");
        let long = "9".repeat(10_000);
        for name in [long.as_str(), "rep_movsb_from"] {
            let e = base.with_field(name, &long).unwrap_err().to_string();
            assert!(
                e.len() < 2 * MAX_TEXT + 400 && !e.contains('\n'),
                "{}",
                e.len()
            );
        }
    }

    /// At most 15 public fields (issue 25: the size decisions a user may set), every other
    /// knob internal; the knob table lists each field once, public ones first in no
    /// particular order but each name once.
    #[test]
    fn the_public_fields_are_few() {
        let public: Vec<&str> = FIELDS.iter().filter(|f| f.public).map(|f| f.name).collect();
        assert!(public.len() <= 15, "{public:?}");
        assert_eq!(
            public,
            [
                "width",
                "masked_max",
                "rep_movsb_from",
                "rep_movsb_coaligned_from",
                "rep_movsb_page_from",
                "avoid_dst_above_src",
                "avoid_dst_above_src_below",
                "avoid_src_above_dst",
                "backward_dst_above_src",
                "backward_from",
                "backward_below",
                "non_temporal_from",
                "memmove",
            ]
        );
        let internal: Vec<&str> = Thresholds::internal_field_names().collect();
        assert_eq!(internal.len() + public.len(), FIELDS.len());
        let mut names: Vec<&str> = Thresholds::field_names().collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), FIELDS.len());
    }

    /// Each entry prints and parses back each of its samples, and writes exactly the field of
    /// its name: two different samples change that field's `Debug` and nothing else.
    #[test]
    fn every_field_round_trips_and_writes_its_own_field() {
        let base = Thresholds::new(VectorWidth::Avx512);
        for f in FIELDS {
            let samples = (f.samples)();
            assert!(samples.len() >= 2, "{}: {samples:?}", f.name);
            let mut seen = Vec::new();
            for s in &samples {
                let mut t = base;
                (f.read)(&mut t, s).unwrap_or_else(|e| panic!("{}={s}: {e}", f.name));
                assert_eq!(&(f.show)(&t), s, "{}", f.name);
                let mut again = base;
                (f.read)(&mut again, &(f.show)(&t)).unwrap();
                assert_eq!(again, t, "{}={s}", f.name);
                let (before, after) = (
                    debug_fields(&format!("{base:?}")),
                    debug_fields(&format!("{t:?}")),
                );
                for ((k, v0), (_, v1)) in before.iter().zip(&after) {
                    if k != f.name {
                        assert_eq!(v0, v1, "{}={s} changed {k}", f.name);
                    }
                }
                let mine = after.iter().find(|(k, _)| k == f.name).unwrap().1.clone();
                seen.push(mine);
            }
            seen.sort();
            seen.dedup();
            assert_eq!(
                seen.len(),
                samples.len(),
                "{}: samples collapse: {seen:?}",
                f.name
            );
            // Malformed text is refused with a reason, never a panic.
            for bad in ["", "x", "-1", "99999999999999999999999", "none none", " 1"] {
                let mut t = base;
                if let Err(e) = (f.read)(&mut t, bad) {
                    assert!(!e.is_empty() && e.len() < 200, "{}: {e}", f.name);
                }
            }
        }
    }

    fn host_like() -> CpuFeatures {
        CpuFeatures::default()
            .with_vendor_id("GenuineIntel")
            .with_family_model(6, 0xa7)
            .with_erms(true)
            .with_fsrm(true)
            .with_avx(true)
            .with_avx2(true)
            .with_caches(Some(48 << 10), Some(2 << 20), Some(480 << 20))
            .with_l3_sharing(2)
    }

    fn doc_with(t: Thresholds) -> Doc {
        Doc {
            identity: Identity::of(&host_like()),
            command: "memcpy-jit tune --budget 30".into(),
            date: utc(1_764_583_872),
            thresholds: t,
            evidence: vec!["table row generic: …".into(), "width: chose avx2".into()],
        }
    }

    /// A whole profile round-trips with every field at each of its samples (the values need
    /// not validate together: that is the caller's check).
    #[test]
    fn a_profile_round_trips_with_every_field_at_every_sample() {
        let here = Identity::of(&host_like());
        for f in FIELDS {
            for s in (f.samples)() {
                let mut t = Thresholds::new(VectorWidth::Avx2);
                (f.read)(&mut t, &s).unwrap();
                let doc = doc_with(t);
                let text = write(&doc);
                assert!(is_ours(text.as_bytes()));
                assert_eq!(
                    parse(text.as_bytes(), &here),
                    Ok(doc),
                    "{}={s}\n{text}",
                    f.name
                );
            }
        }
    }

    /// For every key (every header key and every field): the key twice, or missing, is
    /// refused naming it.
    #[test]
    fn every_key_twice_or_missing_is_refused_naming_it() {
        let here = Identity::of(&host_like());
        let text = write(&doc_with(Thresholds::new(VectorWidth::Avx2)));
        let n = keys().count();
        assert_eq!(n, HEAD_KEYS.len() + FIELDS.len());
        for key in keys() {
            let line = text
                .lines()
                .find(|l| l.split_once('=').is_some_and(|(k, _)| k == key))
                .unwrap_or_else(|| panic!("{key} not written:\n{text}"));
            let twice = text.replace("\nend\n", &format!("\n{line}\nend\n"));
            let e = parse(twice.as_bytes(), &here).unwrap_err();
            assert_eq!(e.problem, Problem::Corrupt, "{key}: {e:?}");
            assert!(
                e.reason.contains(&format!("duplicate key {key} ")),
                "{key}: {e:?}"
            );
            let missing: String = text
                .lines()
                .filter(|l| *l != line)
                .map(|l| format!("{l}\n"))
                .collect();
            let e = parse(missing.as_bytes(), &here).unwrap_err();
            assert!(
                e.reason.contains(&format!("no {key}= line")),
                "{key}: {e:?}"
            );
        }
    }

    /// Real profiles of earlier formats are stale: refused with a one-line reason, whatever
    /// their keys, so the caller notes it and takes the table's row. Format 1 (written by
    /// `memcpy-jit tune` at 6aadec7, on the Zen 5 of docs/results/zen5-2026-11-30/repeat/,
    /// with keys since removed and without keys added later) and format 2 (at 329b85f, on
    /// the Intel guest, with `backward_block_2v`, which format 3 removed).
    #[test]
    fn profiles_of_earlier_formats_are_stale() {
        for (old, format, key) in [
            (
                include_str!("../docs/results/zen5-2026-11-30/repeat/run1.profile"),
                1,
                "loop_vectors",
            ),
            (
                include_str!("../docs/results/intel-spr-2026-12-03/small/tune/t1.profile"),
                2,
                "backward_block_2v",
            ),
        ] {
            profile_of_an_earlier_format_is_stale(old, format, key);
        }
    }

    fn profile_of_an_earlier_format_is_stale(old: &str, format: u32, key: &str) {
        assert!(
            old.contains(&format!("\nformat={format}\n")) && old.contains(&format!("\n{key}="))
        );
        let here = Identity::of(&host_like());
        let text: String = old
            .lines()
            .map(|l| match l.split_once('=') {
                Some(("cpu", _)) => format!("cpu={}\n", here.cpu()),
                Some(("features", _)) => format!("features={}\n", here.features),
                Some(("caches", _)) => format!("caches={}\n", here.caches),
                Some(("crate", _)) => format!("crate={CRATE_VERSION}\n"),
                _ => format!("{l}\n"),
            })
            .collect();
        let e = parse(text.as_bytes(), &here).unwrap_err();
        assert_eq!(e.problem, Problem::Stale, "{e:?}");
        let why = format!("stale: profile format \"{format}\"");
        assert!(
            e.reason.starts_with(&why) && !e.reason.contains('\n'),
            "{e:?}"
        );
        // Written again in this format, with the same CPU, it loads.
        let doc = doc_with(Thresholds::new(VectorWidth::Avx512));
        assert_eq!(parse(write(&doc).as_bytes(), &here), Ok(doc));
    }

    #[test]
    fn foreign_and_stale_profiles_are_named_as_such() {
        let here = Identity::of(&host_like());
        let text = write(&doc_with(Thresholds::new(VectorWidth::Avx2)));
        let others = [
            host_like().with_vendor_id("AuthenticAMD"),
            host_like().with_family_model(6, 0x8f),
            host_like().with_avx512f(true),
            host_like().with_erms(false),
            host_like().with_caches(Some(32 << 10), Some(2 << 20), Some(480 << 20)),
            host_like().with_l3_sharing(4),
        ];
        for other in others {
            let there = Identity::of(&other);
            assert_ne!(there.file_name(), here.file_name(), "{there:?}");
            let e = parse(text.as_bytes(), &there).unwrap_err();
            assert_eq!(e.problem, Problem::Foreign, "{e:?}");
            assert!(e.reason.starts_with("made for another CPU"), "{e:?}");
        }
        for (from, to) in [
            ("crate=", "crate=0.0.0-other\n#"),
            ("format=3", "format=4"),
            (HEADER, OLD_HEADER),
        ] {
            let stale = text.replacen(from, to, 1);
            let e = parse(stale.as_bytes(), &here).unwrap_err();
            assert_eq!(e.problem, Problem::Stale, "{from}: {e:?}");
            assert!(e.reason.starts_with("stale: "), "{e:?}");
        }
        // Stale wins over keys this version does not know (a later version's fields).
        let newer = text
            .replacen("format=3", "format=4", 1)
            .replace("\nend\n", "\nfuture_field=7\nend\n");
        assert_eq!(
            parse(newer.as_bytes(), &here).unwrap_err().problem,
            Problem::Stale
        );
    }

    #[test]
    fn file_names_are_plain_and_stable() {
        let name = file_name(&host_like()).unwrap();
        assert!(
            name.starts_with("GenuineIntel-6-a7-0-") && name.ends_with(".profile"),
            "{name}"
        );
        assert!(name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.'));
        assert_eq!(name, file_name(&host_like()).unwrap());
        // A vendor string with a path separator or control character cannot escape the name.
        let odd = file_name(&host_like().with_vendor_id("../\n/etc/x")).unwrap();
        assert!(odd.starts_with("_____etc_x-"), "{odd}");
        assert_eq!(
            file_name(&CpuFeatures::default())
                .unwrap()
                .split('-')
                .next(),
            Some("unknown")
        );
        // FNV-1a's published test vector: the hash is the definition's.
        let mut h = Fnv::new();
        h.write(b"a");
        assert_eq!(h.0, 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn dates_are_utc_rfc3339() {
        assert_eq!(utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(utc(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(utc(1_764_583_872), "2025-12-01T10:11:12Z");
        assert_eq!(utc(4_107_542_399), "2100-02-28T23:59:59Z");
        assert_eq!(utc_now().len(), 20);
    }

    #[test]
    fn identity_lines() {
        let i = Identity::of(&host_like());
        assert_eq!(i.cpu(), "GenuineIntel family 0x6 model 0xa7 stepping 0");
        assert_eq!(i.features, "erms fsrm avx avx2");
        assert_eq!(i.caches, "l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2");
        let none = Identity::of(&CpuFeatures::default());
        assert_eq!(
            (none.features.as_str(), none.caches.as_str()),
            ("none", "l1d unknown, l2 unknown, l3 unknown")
        );
    }

    /// `command` and `date` come back on one line, bounded, without control characters, and
    /// evidence without control characters, whatever the file holds.
    #[test]
    fn free_text_is_one_bounded_line() {
        let here = Identity::of(&host_like());
        let mut doc = doc_with(Thresholds::new(VectorWidth::Avx2));
        doc.command = format!("evil\u{1b}[31m{}", "x".repeat(5000));
        let back = parse(write(&doc).as_bytes(), &here).unwrap();
        assert!(!back.command.contains('\u{1b}') && back.command.chars().count() <= MAX_TEXT + 1);
        let text = write(&doc_with(Thresholds::new(VectorWidth::Avx2)))
            .replace("\nend\n", "\n# \u{1b}[2J\u{7}cleared\nend\n")
            .replace("\ndate=", "\ndate=\u{1b}[31m");
        let back = parse(text.as_bytes(), &here).unwrap();
        assert!(
            back.evidence.iter().any(|e| e == "?[2J?cleared"),
            "{:?}",
            back.evidence
        );
        assert_eq!(back.date, "?[31m2025-12-01T10:11:12Z");
    }
}
