//! Environment overrides for [`Memcpy::tuned`](crate::Memcpy::tuned), in the spirit of
//! `GLIBC_TUNABLES`: `MEMCPY_JIT_POLICY`, `MEMCPY_JIT_STRATEGY`, `MEMCPY_JIT_THRESHOLD`,
//! `MEMCPY_JIT_CALIBRATE` and `MEMCPY_JIT_PROFILE`, and where the profile is looked for.
//!
//! Parsing is pure (the caller hands in the variables' values) so every bad value is
//! unit-tested. A bad value never panics and never half-applies: it is dropped, and the reason
//! is kept for [`Memcpy::notes`](crate::Memcpy::notes). Whether a valid value applies to what
//! is built (a threshold needs a strategy with a size gate, calibration and profiles the vector
//! strategy) is decided, and noted, where it is applied:
//! [`Builder::overrides`](crate::Builder::overrides).
//!
//! **The profile.** `tuned()` loads the profile of this CPU (written by `memcpy-jit tune`;
//! see [`Calibration`](crate::Calibration)) from the user's cache directory,
//! `$XDG_CACHE_HOME/memcpy-jit/`, or `~/.cache/memcpy-jit/` ([`profile_dir_with`]), under the
//! name [`Calibration::file_name`](crate::Calibration::file_name) gives: one capped read of
//! one small file, no directory scan, nothing created. `MEMCPY_JIT_PROFILE=PATH` names
//! another file, `MEMCPY_JIT_PROFILE=off` turns profiles off ([`ProfileSource`]).
//!
//! **Set-user-ID programs.** When the process runs with `AT_SECURE` (set-user-ID or
//! set-group-ID, or file capabilities: [`process_is_secure`]), [`Overrides::from_env`]
//! ignores every `MEMCPY_JIT_*` variable, as glibc ignores `GLIBC_TUNABLES`, and does not look
//! in the cache directory either (`HOME` and `XDG_CACHE_HOME` are the invoking user's); one
//! note says so. Otherwise an unprivileged user could make a privileged program read and write
//! files of their choosing, or run with thresholds of their choosing.
//!
//! The values each variable accepts are listed in the README's table and on each `*_VAR`
//! constant below; a test checks both lists against the parsers.
//!
//! **Paths without `std`.** A path here is a [`PathValue`]: `std::path::PathBuf` with the
//! `std` feature (the API Rust programs use), a `String` without it (the preload library's
//! build, where the values come from the environment as lossy UTF-8 strings anyway);
//! [`path_bytes`] gives its bytes for `open` either way.

use alloc::format;
use alloc::string::String;
#[cfg(test)]
use alloc::string::ToString;
use alloc::vec::Vec;

use crate::cpu::CpuFeatures;
use crate::fallible::{self, oom, try_format, Oom};
use crate::profile;
use crate::strategy::{Policy, Strategy};
use crate::thresholds::check_threshold;

/// Name of the variable that picks the policy: `kernel` or `fastest`.
pub const POLICY_VAR: &str = "MEMCPY_JIT_POLICY";
/// Name of the variable that forces a strategy: `rep-movsb`, `erms-gated`, `scalar`,
/// `vector` or `fallback`.
pub const STRATEGY_VAR: &str = "MEMCPY_JIT_STRATEGY";
/// Name of the variable that sets the size from which `REP MOVSB` is used, in bytes:
/// 32 to 2^40 for the ERMS gate; for the vector strategy, from 8 vectors and one byte (129,
/// 257 or 513) to 2^40, and then in every layout (co-aligned or not). Ignored, with a note,
/// under a strategy without a size gate.
pub const THRESHOLD_VAR: &str = "MEMCPY_JIT_THRESHOLD";
/// Name of the variable that turns self-calibration on or off: `1`, `true`, `yes`, `on`
/// measure the vector strategy's thresholds at start-up unless a valid profile is found (and
/// save them to the profile named by `MEMCPY_JIT_PROFILE`, never to the cache directory);
/// `0`, `false`, `no`, `off` never measure (a valid profile is still loaded; nothing is
/// written). Unset: a valid profile is loaded, nothing is measured. Measuring needs the
/// crate's feature named calibrate (off by default): in a build without it, the values that
/// turn calibration on are ignored, and a note in [`Memcpy::notes`](crate::Memcpy::notes)
/// says so.
pub const CALIBRATE_VAR: &str = "MEMCPY_JIT_CALIBRATE";
/// Name of the variable naming the profile to load, a path, instead of this CPU's in the
/// user's cache directory; or `off`: no profile at all. Vector strategy only. (A file whose
/// name is off is named with its directory: `./off`.)
pub const PROFILE_VAR: &str = "MEMCPY_JIT_PROFILE";

/// The values of [`CALIBRATE_VAR`] that turn calibration on (compared without case).
pub const CALIBRATE_ON: [&str; 4] = ["1", "true", "yes", "on"];
/// The values of [`CALIBRATE_VAR`] that turn it off (compared without case).
pub const CALIBRATE_OFF: [&str; 4] = ["0", "false", "no", "off"];
/// The value of [`PROFILE_VAR`] that turns profiles off (compared without case).
pub const PROFILE_OFF: &str = "off";

/// The XDG variable naming the user's cache directory; only an absolute path counts (the XDG
/// Base Directory specification: a relative one is invalid and ignored).
pub const XDG_CACHE_HOME_VAR: &str = "XDG_CACHE_HOME";
/// The user's home directory, whose `.cache` is the cache directory when
/// [`XDG_CACHE_HOME_VAR`] is unset or invalid; only an absolute path counts.
pub const HOME_VAR: &str = "HOME";
/// The directory of memcpy-jit's profiles inside the user's cache directory.
pub const PROFILE_SUBDIR: &str = "memcpy-jit";

/// Every variable `tuned()` reads, in the order they are applied.
pub const VARS: [&str; 5] = [
    POLICY_VAR,
    STRATEGY_VAR,
    THRESHOLD_VAR,
    CALIBRATE_VAR,
    PROFILE_VAR,
];

/// A path as this module holds it: `std::path::PathBuf` with the `std` feature.
#[cfg(feature = "std")]
pub type PathValue = std::path::PathBuf;
/// A path as this module holds it: a `String` without the `std` feature (with it, a
/// `std::path::PathBuf`); the bytes are [`path_bytes`].
#[cfg(not(feature = "std"))]
pub type PathValue = String;

/// The bytes of a path (on Unix, what `open` takes, less the terminating NUL).
pub fn path_bytes(path: &PathValue) -> &[u8] {
    #[cfg(feature = "std")]
    {
        path.as_os_str().as_encoded_bytes()
    }
    #[cfg(not(feature = "std"))]
    {
        path.as_bytes()
    }
}

/// `raw` as a path.
#[cfg(test)]
fn path_from(raw: &str) -> PathValue {
    #[cfg(feature = "std")]
    {
        PathValue::from(raw)
    }
    #[cfg(not(feature = "std"))]
    {
        raw.to_string()
    }
}

/// `dir`/`name` (`name` is a relative file or directory name of ours).
fn join(dir: &PathValue, name: &str) -> PathValue {
    #[cfg(feature = "std")]
    {
        dir.join(name)
    }
    #[cfg(not(feature = "std"))]
    {
        join_str(dir, name)
    }
}

/// [`join`], reporting a refused allocation.
fn try_join(dir: &PathValue, name: &str) -> Result<PathValue, Oom> {
    let what = oom!("the profile's path");
    #[cfg(feature = "std")]
    {
        let mut p = PathValue::new();
        // The whole path fits: neither push below grows it.
        p.try_reserve_exact(dir.as_os_str().len() + 1 + name.len())
            .map_err(|_| what)?;
        p.push(dir);
        p.push(name);
        Ok(p)
    }
    #[cfg(not(feature = "std"))]
    {
        if dir.ends_with('/') {
            try_format!(what, "{dir}{name}")
        } else {
            try_format!(what, "{dir}/{name}")
        }
    }
}

/// `raw` as a path, when it is absolute.
fn absolute(raw: String) -> Option<PathValue> {
    #[cfg(feature = "std")]
    {
        Some(PathValue::from(raw)).filter(|p| p.is_absolute())
    }
    #[cfg(not(feature = "std"))]
    {
        is_absolute_str(&raw).then_some(raw)
    }
}

/// `Path::join` for a string path and a relative `name`: one `/` between them.
#[cfg(any(not(feature = "std"), test))]
fn join_str(dir: &str, name: &str) -> String {
    if dir.ends_with('/') {
        format!("{dir}{name}")
    } else {
        format!("{dir}/{name}")
    }
}

/// `Path::is_absolute` for a string path (on Unix: it starts with `/`).
#[cfg(any(not(feature = "std"), test))]
fn is_absolute_str(path: &str) -> bool {
    path.starts_with('/')
}

/// Where [`Memcpy::tuned`](crate::Memcpy::tuned) takes its profile from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum ProfileSource {
    /// No profile: `MEMCPY_JIT_PROFILE=off`, `AT_SECURE`, or no cache directory (neither
    /// `XDG_CACHE_HOME` nor `HOME` is an absolute path). The default of [`Overrides`].
    #[default]
    Off,
    /// The file `MEMCPY_JIT_PROFILE` names. A missing or unusable file is noted.
    File(PathValue),
    /// The user's cache directory for profiles ([`profile_dir_with`]): the file is the CPU's
    /// [`Calibration::file_name`](crate::Calibration::file_name) in it. A missing file is
    /// the normal state before `memcpy-jit tune` has run, and is not noted; an unusable one
    /// is.
    CacheDir(PathValue),
}

impl ProfileSource {
    /// The profile file for a CPU with `features`: the named file, or this CPU's file in the
    /// cache directory; `None` when off.
    pub fn path_for(&self, features: &CpuFeatures) -> Option<PathValue> {
        match self {
            ProfileSource::Off => None,
            ProfileSource::File(p) => Some(p.clone()),
            ProfileSource::CacheDir(d) => {
                Some(join(d, &fallible::infallible(profile::file_name(features))))
            }
        }
    }

    /// [`ProfileSource::path_for`], reporting a refused allocation.
    pub(crate) fn try_path_for(&self, features: &CpuFeatures) -> Result<Option<PathValue>, Oom> {
        Ok(match self {
            ProfileSource::Off => None,
            ProfileSource::File(p) => {
                let mut q = PathValue::new();
                #[cfg(feature = "std")]
                let len = p.as_os_str().len();
                #[cfg(not(feature = "std"))]
                let len = p.len();
                q.try_reserve_exact(len)
                    .map_err(|_| oom!("the profile's path"))?;
                q.push_str_or_path(p);
                Some(q)
            }
            ProfileSource::CacheDir(d) => Some(try_join(d, &profile::file_name(features)?)?),
        })
    }
}

/// Appending a whole path to an empty [`PathValue`] of enough capacity (no allocation).
trait PushPath {
    fn push_str_or_path(&mut self, p: &PathValue);
}

impl PushPath for PathValue {
    fn push_str_or_path(&mut self, p: &PathValue) {
        #[cfg(feature = "std")]
        self.as_mut_os_string().push(p.as_os_str());
        #[cfg(not(feature = "std"))]
        self.push_str(p);
    }
}

/// The directory of memcpy-jit's profiles, from the variables `get` returns: `$XDG_CACHE_HOME/
/// memcpy-jit` when `XDG_CACHE_HOME` is an absolute path, else `$HOME/.cache/memcpy-jit` when
/// `HOME` is one, else `None`. A relative or empty value is ignored, as the XDG Base Directory
/// specification says. Pure: reads nothing but `get`, creates nothing.
pub fn profile_dir_with(get: impl Fn(&str) -> Option<String>) -> Option<PathValue> {
    fallible::infallible(try_profile_dir_with(|v| Ok(get(v))))
}

/// [`profile_dir_with`], reporting a refused allocation.
fn try_profile_dir_with(
    get: impl Fn(&str) -> Result<Option<String>, Oom>,
) -> Result<Option<PathValue>, Oom> {
    if let Some(xdg) = get(XDG_CACHE_HOME_VAR)?.and_then(absolute) {
        return Ok(Some(try_join(&xdg, PROFILE_SUBDIR)?));
    }
    let Some(home) = get(HOME_VAR)?.and_then(absolute) else {
        return Ok(None);
    };
    Ok(Some(try_join(&try_join(&home, ".cache")?, PROFILE_SUBDIR)?))
}

/// [`profile_dir_with`] for this process's environment; `None` under `AT_SECURE`
/// ([`process_is_secure`]), where the environment is not trusted. Where `memcpy-jit tune`
/// saves a profile ([`Calibration::save_in`](crate::Calibration::save_in)) by default.
pub fn profile_dir() -> Option<PathValue> {
    if process_is_secure() {
        return None;
    }
    profile_dir_with(getenv)
}

/// A variable of this process's environment (a value that is not UTF-8 is converted lossily,
/// so such a path names no file of ours). With `std`, through `std::env::var_os`, which takes
/// the lock `std::env::set_var` takes, so a Rust program changing its environment on another
/// thread is no hazard.
#[cfg(feature = "std")]
fn getenv(name: &str) -> Option<String> {
    std::env::var_os(name).map(|v| v.to_string_lossy().into_owned())
}

/// A variable of this process's environment, as with `std` (lossy UTF-8), through libc's
/// `getenv`: without `std` there is no `std::env::set_var` in the process to synchronise
/// with (this build is the preload library's, which runs in C programs). There C's `getenv`
/// has C's contract: safe against other readers, not against a concurrent `setenv`,
/// `putenv` or `unsetenv` of the program, the same contract glibc's own start-up readers of
/// `GLIBC_TUNABLES` or `MALLOC_*` and every C library's configuration variables live with.
#[cfg(not(feature = "std"))]
fn getenv(name: &str) -> Option<String> {
    libc_getenv(name)
}

/// A variable of this process's environment read with C's `getenv` and copied with the
/// allocation checked (the build of `Memcpy::tuned()`, issue 23; with `std` too, where
/// `std::env::var_os` would abort on a refused allocation). A value that is not UTF-8 is
/// converted lossily, as [`getenv`] does. C's `getenv` takes no lock: its contract is the
/// one described at the `getenv` without `std` (Rust's own `std::env::set_var` on another
/// thread is outside its safety contract while anything reads the environment this way).
pub(crate) fn try_getenv(name: &str) -> Result<Option<String>, Oom> {
    let what = oom!("a variable's value");
    // The names are the crate's constants: short, without NUL.
    let mut c = [0u8; 64];
    if name.len() >= c.len() || name.as_bytes().contains(&0) {
        return Ok(None);
    }
    c[..name.len()].copy_from_slice(name.as_bytes());
    // SAFETY: `c` is NUL-terminated (zero-filled past the name). `getenv` returns null or a
    // pointer to a NUL-terminated value in the environment, copied out at once.
    let bytes = unsafe {
        let value = libc::getenv(c.as_ptr().cast());
        if value.is_null() {
            return Ok(None);
        }
        core::ffi::CStr::from_ptr(value).to_bytes()
    };
    let mut out = String::new();
    match core::str::from_utf8(bytes) {
        Ok(text) => {
            out.try_reserve_exact(text.len()).map_err(|_| what)?;
            out.push_str(text);
        }
        Err(_) => {
            // Each invalid byte becomes U+FFFD (3 bytes), as `String::from_utf8_lossy`.
            out.try_reserve_exact(bytes.len() * 3).map_err(|_| what)?;
            for chunk in bytes.utf8_chunks() {
                out.push_str(chunk.valid());
                if !chunk.invalid().is_empty() {
                    out.push(char::REPLACEMENT_CHARACTER);
                }
            }
        }
    }
    Ok(Some(out))
}

/// [`getenv`] without `std` (also built for the tests, which compare it with `std`'s).
#[cfg(any(not(feature = "std"), test))]
fn libc_getenv(name: &str) -> Option<String> {
    // A name with a NUL names no variable (std's `var_os` also returns None for it).
    let name = alloc::ffi::CString::new(name).ok()?;
    // SAFETY: `name` is a NUL-terminated string alive for the call. `getenv` returns null or
    // a pointer into the environment, to a NUL-terminated value that stays valid until the
    // environment is changed; it is copied out at once (see `getenv` for why no change races
    // with this).
    unsafe {
        let value = libc::getenv(name.as_ptr());
        if value.is_null() {
            return None;
        }
        let bytes = core::ffi::CStr::from_ptr(value).to_bytes();
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}

/// Longest part of a variable's value repeated in a message (values can be of any length).
const MAX_ECHO: usize = 64;

/// The overrides that parsed, and a message for each that did not.
///
/// Made by [`Overrides::from_env`] (or [`Overrides::from_env_with`], which takes the
/// variables from a function: tests, or a program with its own configuration), and applied
/// by [`Builder::overrides`](crate::Builder::overrides). The fields are public so that a
/// program can adjust what was parsed before applying it (a command-line option replacing a
/// variable, say); the struct is `#[non_exhaustive]` because new variables will add fields.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Overrides {
    /// `MEMCPY_JIT_POLICY`, when set and valid.
    pub policy: Option<Policy>,
    /// `MEMCPY_JIT_CALIBRATE`: `Some(true)` to measure, `Some(false)` never to measure,
    /// `None` when unset or invalid.
    pub calibrate: Option<bool>,
    /// Where the profile comes from: `MEMCPY_JIT_PROFILE` when set and valid, else the user's cache directory
    /// ([`profile_dir_with`]); [`ProfileSource::Off`] under `AT_SECURE`.
    pub profile: ProfileSource,
    /// `MEMCPY_JIT_STRATEGY`, when set and valid.
    pub strategy: Option<Strategy>,
    /// `MEMCPY_JIT_THRESHOLD`, when set and in 32..=2^40 (whether the strategy built can use
    /// it is checked when it is built).
    pub threshold: Option<usize>,
    /// One line per variable that was rejected (or one for all of them,
    /// under `AT_SECURE`), for the user to read. What the accepted ones did is noted by the builder of the instance.
    pub messages: Vec<String>,
}

impl Overrides {
    /// Reads the process environment; under `AT_SECURE` ([`process_is_secure`]) ignores it.
    pub fn from_env() -> Overrides {
        Overrides::from_env_with(process_is_secure(), getenv)
    }

    /// [`Overrides::from_env`], but a refused allocation is an error
    /// ([`BuildError::is_out_of_memory`](crate::BuildError::is_out_of_memory)) rather than an
    /// abort: what [`Memcpy::tuned`](crate::Memcpy::tuned) reads, and a library that builds
    /// inside other programs (the preload library) should. The variables are read with C's
    /// `getenv` (see `try_getenv` in the source: without the lock `std::env::var_os` takes).
    pub fn try_from_env() -> Result<Overrides, crate::BuildError> {
        Overrides::try_from_env_oom().map_err(crate::BuildError::from)
    }

    /// [`Overrides::try_from_env`] with the crate's own error.
    pub(crate) fn try_from_env_oom() -> Result<Overrides, Oom> {
        if process_is_secure() {
            // (The note under AT_SECURE is formatted as before: a set-user-ID program out
            // of memory at this point is not a case worth its own code.)
            return Ok(Overrides::from_env_with(true, getenv));
        }
        Overrides::try_parse_vars(try_getenv)
    }

    /// [`Overrides::from_env`] with the `AT_SECURE` flag and the variables handed in (the
    /// `MEMCPY_JIT_*` variables, and `XDG_CACHE_HOME` and `HOME` for the cache directory).
    /// When `secure`, no value is parsed and no profile is looked for: the result is empty
    /// but for one note naming the variables that are set (never their values) and saying
    /// that the cache directory is not used.
    pub fn from_env_with(secure: bool, get: impl Fn(&str) -> Option<String>) -> Overrides {
        if !secure {
            return Overrides::parse_vars(get);
        }
        let set: Vec<&str> = VARS.into_iter().filter(|v| get(v).is_some()).collect();
        let cache = profile_dir_with(&get).is_some();
        let mut o = Overrides::default();
        let why = "this process runs with AT_SECURE (set-user-ID, set-group-ID or file \
                   capabilities), so the environment is not trusted (as glibc ignores \
                   GLIBC_TUNABLES)";
        let cache_note = "no profile is loaded from the user's cache directory";
        match (set.is_empty(), cache) {
            (true, false) => {}
            (true, true) => o.messages.push(format!("{cache_note}: {why}")),
            (false, _) => o.messages.push(format!(
                "{} ignored, and {cache_note}: {why}",
                set.join(", ")
            )),
        }
        o
    }

    /// Parses every variable, reading each through `get` (`None` when unset). Does not look
    /// at `AT_SECURE`: see [`Overrides::from_env_with`].
    pub fn parse_vars(get: impl Fn(&str) -> Option<String>) -> Overrides {
        fallible::infallible(Overrides::try_parse_vars(|v| Ok(get(v))))
    }

    /// [`Overrides::parse_vars`], reporting a refused allocation.
    fn try_parse_vars(get: impl Fn(&str) -> Result<Option<String>, Oom>) -> Result<Overrides, Oom> {
        let what = oom!("a note on the environment");
        let mut o = Overrides::default();
        let mut messages = Vec::new();
        let mut reject = |var: &str, raw: &str, why: &dyn core::fmt::Display| {
            let excerpt = try_excerpt(raw)?;
            let m = try_format!(what, "{var}={excerpt:?} ignored: {why}")?;
            fallible::push(&mut messages, m, what)
        };
        if let Some(raw) = get(POLICY_VAR)? {
            match raw.trim().parse::<Policy>() {
                Ok(p) => o.policy = Some(p),
                Err(e) => reject(POLICY_VAR, &raw, &e)?,
            }
        }
        if let Some(raw) = get(STRATEGY_VAR)? {
            match raw.trim().parse::<Strategy>() {
                Ok(s) => o.strategy = Some(s),
                Err(e) => reject(STRATEGY_VAR, &raw, &e)?,
            }
        }
        if let Some(raw) = get(THRESHOLD_VAR)? {
            match raw.trim().parse::<u64>() {
                Ok(n) => match check_threshold(n) {
                    Ok(t) => o.threshold = Some(t),
                    Err(e) => reject(THRESHOLD_VAR, &raw, &e)?,
                },
                Err(_) => reject(THRESHOLD_VAR, &raw, &"not a whole number of bytes")?,
            }
        }
        if let Some(raw) = get(CALIBRATE_VAR)? {
            let v = raw.trim();
            if CALIBRATE_ON.iter().any(|w| w.eq_ignore_ascii_case(v)) {
                o.calibrate = Some(true);
            } else if CALIBRATE_OFF.iter().any(|w| w.eq_ignore_ascii_case(v)) {
                o.calibrate = Some(false);
            } else {
                let expected = format_args!(
                    "expected one of {} (on) or {} (off)",
                    Joined(&CALIBRATE_ON),
                    Joined(&CALIBRATE_OFF)
                );
                reject(CALIBRATE_VAR, &raw, &expected)?;
            }
        }
        let profile = |raw: &str| -> Result<Option<ProfileSource>, Oom> {
            Ok(if raw.trim().eq_ignore_ascii_case(PROFILE_OFF) {
                Some(ProfileSource::Off)
            } else if raw.trim().is_empty() {
                None
            } else {
                let raw = fallible::string(raw, oom!("the profile's path"))?;
                Some(ProfileSource::File(PathValue::from(raw)))
            })
        };
        // (A constant: nothing is formatted unless a value is rejected.)
        const EMPTY: &str = "empty (expected a path, or off)";
        let mut chosen = None;
        if let Some(raw) = get(PROFILE_VAR)? {
            chosen = profile(&raw)?;
            if chosen.is_none() {
                reject(PROFILE_VAR, &raw, &EMPTY)?;
            }
        }
        o.profile = match chosen {
            Some(p) => p,
            None => try_profile_dir_with(&get)?.map_or(ProfileSource::Off, ProfileSource::CacheDir),
        };
        o.messages = messages;
        Ok(o)
    }
}

/// Words separated by ", " (written where needed: no allocation).
struct Joined<'a>(&'a [&'a str]);

impl core::fmt::Display for Joined<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for (i, w) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(w)?;
        }
        Ok(())
    }
}

/// [`excerpt`], reporting a refused allocation.
fn try_excerpt(raw: &str) -> Result<String, Oom> {
    let what = oom!("a note on the environment");
    match raw.char_indices().nth(MAX_ECHO) {
        Some((i, _)) => try_format!(what, "{}…", &raw[..i]),
        None => fallible::string(raw, what),
    }
}

/// True when the process runs with `AT_SECURE`: set-user-ID or set-group-ID, or with file
/// capabilities (Linux: `getauxval(AT_SECURE)`, which the kernel sets exactly for these and
/// which glibc uses to ignore `GLIBC_TUNABLES` and `LD_*`; the BSDs and macOS:
/// `issetugid()`). False on other targets, which have no such programs.
pub fn process_is_secure() -> bool {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        // SAFETY: getauxval only reads the auxiliary vector the kernel passed at exec; it has
        // no preconditions and returns 0 for an absent entry.
        unsafe { libc::getauxval(libc::AT_SECURE) != 0 }
    }
    #[cfg(any(
        target_vendor = "apple",
        target_os = "freebsd",
        target_os = "openbsd",
        target_os = "netbsd",
        target_os = "dragonfly"
    ))]
    {
        // SAFETY: issetugid takes no arguments and only reads process credentials.
        unsafe { libc::issetugid() != 0 }
    }
    #[cfg(not(any(
        target_os = "linux",
        target_os = "android",
        target_vendor = "apple",
        target_os = "freebsd",
        target_os = "openbsd",
        target_os = "netbsd",
        target_os = "dragonfly"
    )))]
    {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::VectorWidth;
    use std::path::PathBuf;

    /// The strategy and threshold variables' values (`None` when unset), parsed.
    fn parse(strategy: Option<&str>, threshold: Option<&str>) -> Overrides {
        Overrides::parse_vars(|name| match name {
            STRATEGY_VAR => strategy.map(str::to_string),
            THRESHOLD_VAR => threshold.map(str::to_string),
            _ => None,
        })
    }

    fn vars<'a>(pairs: &'a [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |n| pairs.iter().find(|p| p.0 == n).map(|p| p.1.to_string())
    }

    #[test]
    fn policy_and_calibration_variables() {
        let o = Overrides::parse_vars(vars(&[
            (POLICY_VAR, "kernel"),
            (CALIBRATE_VAR, "YES"),
            (PROFILE_VAR, "/tmp/c"),
            // The alias of before the profile (dropped in issue 25): not read, not noted.
            ("MEMCPY_JIT_CALIBRATION_FILE", "/tmp/old"),
        ]));
        assert_eq!(o.policy, Some(Policy::Kernel));
        assert_eq!(o.calibrate, Some(true));
        assert_eq!(o.profile, ProfileSource::File("/tmp/c".into()));
        assert!(o.messages.is_empty(), "{:?}", o.messages);
        let o = Overrides::parse_vars(vars(&[
            (POLICY_VAR, "fast"),
            (CALIBRATE_VAR, "maybe"),
            (PROFILE_VAR, " "),
        ]));
        assert_eq!(
            (o.policy, o.calibrate, o.profile.clone()),
            (None, None, ProfileSource::Off)
        );
        assert_eq!(o.messages.len(), 3, "{:?}", o.messages);
        assert!(o.messages[0].contains("unknown policy") && o.messages[1].contains("maybe"));
        assert!(o.messages[2].contains(PROFILE_VAR));
        // An explicit 0 is kept (it means "never measure"), unlike an unset variable.
        let o = Overrides::parse_vars(vars(&[(CALIBRATE_VAR, "0")]));
        assert_eq!((o.calibrate, o.messages.len()), (Some(false), 0));
        let o = Overrides::parse_vars(vars(&[(CALIBRATE_VAR, "")]));
        assert_eq!((o.calibrate, o.messages.len()), (None, 1));
    }

    /// Every name of every list parses, and each error message lists exactly those names.
    #[test]
    fn every_name_of_every_list_parses() {
        for p in Policy::ALL {
            let o = Overrides::parse_vars(|n| (n == POLICY_VAR).then(|| p.name().to_string()));
            assert_eq!((o.policy, o.messages.len()), (Some(p), 0), "{p}");
        }
        for s in Strategy::ALL {
            let o = parse(Some(s.name()), None);
            assert_eq!((o.strategy, o.messages.len()), (Some(s), 0), "{s}");
        }
        for (list, want) in [(CALIBRATE_ON, true), (CALIBRATE_OFF, false)] {
            for v in list {
                for v in [v.to_string(), v.to_ascii_uppercase()] {
                    let o = Overrides::parse_vars(|n| (n == CALIBRATE_VAR).then(|| v.clone()));
                    assert_eq!((o.calibrate, o.messages.len()), (Some(want), 0), "{v}");
                }
            }
        }
        for w in VectorWidth::ALL {
            assert_eq!(w.name().parse::<VectorWidth>(), Ok(w));
        }
        let policy = Overrides::parse_vars(vars(&[(POLICY_VAR, "nope")])).messages;
        let strategy = parse(Some("nope"), None).messages;
        let calibrate = Overrides::parse_vars(vars(&[(CALIBRATE_VAR, "nope")])).messages;
        let width = "nope".parse::<VectorWidth>().unwrap_err().to_string();
        let names = |all: &[&str]| all.join(", ");
        assert!(
            policy[0].ends_with(&names(&Policy::ALL.map(Policy::name))),
            "{policy:?}"
        );
        assert!(
            strategy[0].ends_with(&names(&Strategy::ALL.map(Strategy::name))),
            "{strategy:?}"
        );
        assert!(
            width.ends_with(&names(&VectorWidth::ALL.map(VectorWidth::name))),
            "{width}"
        );
        for v in CALIBRATE_ON.iter().chain(&CALIBRATE_OFF) {
            assert!(calibrate[0].contains(v), "{calibrate:?}");
        }
    }

    /// Under AT_SECURE nothing is parsed, whatever the values; one note names the variables
    /// that are set and repeats none of their values. Nothing set: nothing to say.
    #[test]
    fn at_secure_ignores_every_variable() {
        let all = [
            (POLICY_VAR, "kernel"),
            (STRATEGY_VAR, "scalar"),
            (THRESHOLD_VAR, "4096"),
            (CALIBRATE_VAR, "1"),
            (PROFILE_VAR, "/etc/shadow"),
        ];
        assert_eq!(all.map(|v| v.0), VARS);
        let parsed = Overrides::from_env_with(false, vars(&all));
        assert_eq!(parsed.strategy, Some(Strategy::Scalar));
        assert_eq!(parsed.profile, ProfileSource::File("/etc/shadow".into()));
        let o = Overrides::from_env_with(true, vars(&all));
        assert_eq!(
            Overrides {
                messages: Vec::new(),
                ..o.clone()
            },
            Overrides::default()
        );
        assert_eq!(o.messages.len(), 1, "{:?}", o.messages);
        let m = &o.messages[0];
        assert!(m.contains("AT_SECURE"), "{m}");
        for (var, value) in all {
            assert!(m.contains(var) && !m.contains(value), "{m}");
        }
        let o = Overrides::from_env_with(true, vars(&[(STRATEGY_VAR, "bogus")]));
        assert_eq!(o.messages.len(), 1);
        assert!(!o.messages[0].contains(POLICY_VAR), "{:?}", o.messages);
        assert_eq!(
            Overrides::from_env_with(true, |_| None),
            Overrides::default()
        );
    }

    /// Under AT_SECURE the cache directory is not used either, even with no variable set,
    /// and one note says so (naming neither HOME's nor XDG_CACHE_HOME's value).
    #[test]
    fn at_secure_ignores_the_cache_directory() {
        let home = [
            (HOME_VAR, "/home/someone"),
            (XDG_CACHE_HOME_VAR, "/var/cache/x"),
        ];
        let open = Overrides::from_env_with(false, vars(&home));
        assert_eq!(
            open.profile,
            ProfileSource::CacheDir("/var/cache/x/memcpy-jit".into())
        );
        assert!(open.messages.is_empty(), "{:?}", open.messages);
        let o = Overrides::from_env_with(true, vars(&home));
        assert_eq!(o.profile, ProfileSource::Off);
        assert_eq!(o.messages.len(), 1, "{:?}", o.messages);
        let m = &o.messages[0];
        assert!(
            m.contains("AT_SECURE") && m.contains("cache directory"),
            "{m}"
        );
        assert!(
            !m.contains("/home/someone") && !m.contains("/var/cache"),
            "{m}"
        );
        // With a variable set too: still one note, saying both.
        let mut both = home.to_vec();
        both.push((PROFILE_VAR, "/tmp/p"));
        let o = Overrides::from_env_with(true, vars(&both));
        assert_eq!((o.profile, o.messages.len()), (ProfileSource::Off, 1));
        assert!(
            o.messages[0].contains(PROFILE_VAR) && o.messages[0].contains("cache directory"),
            "{:?}",
            o.messages
        );
    }

    /// The cache directory: an absolute XDG_CACHE_HOME, else an absolute HOME's .cache, else
    /// none; relative or empty values are ignored (XDG Base Directory specification).
    #[test]
    fn the_cache_directory_follows_the_xdg_rules() {
        let dir = |pairs: &[(&'static str, &'static str)]| profile_dir_with(vars(pairs));
        let p = |s: &str| Some(PathBuf::from(s));
        type Vars = &'static [(&'static str, &'static str)];
        let cases: [(Vars, Option<PathBuf>); 9] = [
            (
                &[(XDG_CACHE_HOME_VAR, "/x/cache"), (HOME_VAR, "/home/u")],
                p("/x/cache/memcpy-jit"),
            ),
            (
                &[(XDG_CACHE_HOME_VAR, "/x/cache")],
                p("/x/cache/memcpy-jit"),
            ),
            (
                &[(XDG_CACHE_HOME_VAR, "cache"), (HOME_VAR, "/home/u")],
                p("/home/u/.cache/memcpy-jit"),
            ),
            (
                &[(XDG_CACHE_HOME_VAR, "./cache"), (HOME_VAR, "/home/u")],
                p("/home/u/.cache/memcpy-jit"),
            ),
            (
                &[(XDG_CACHE_HOME_VAR, ""), (HOME_VAR, "/home/u")],
                p("/home/u/.cache/memcpy-jit"),
            ),
            (&[(HOME_VAR, "/home/u")], p("/home/u/.cache/memcpy-jit")),
            (&[(XDG_CACHE_HOME_VAR, "cache")], None),
            (&[(HOME_VAR, "relative/home")], None),
            (&[], None),
        ];
        for (pairs, want) in cases {
            assert_eq!(dir(pairs), want, "{pairs:?}");
            let o = Overrides::parse_vars(vars(pairs));
            let source = want.map_or(ProfileSource::Off, ProfileSource::CacheDir);
            assert_eq!(o.profile, source, "{pairs:?}");
        }
    }

    /// MEMCPY_JIT_PROFILE: a path, or off (any case); it wins over the cache directory; empty
    /// is rejected and the default kept. The alias of earlier versions is not read.
    #[test]
    fn the_profile_variable() {
        let home = (HOME_VAR, "/home/u");
        let cache = ProfileSource::CacheDir("/home/u/.cache/memcpy-jit".into());
        for (pairs, want, notes) in [
            (
                vec![home, (PROFILE_VAR, "/p/x.profile")],
                ProfileSource::File("/p/x.profile".into()),
                0,
            ),
            (vec![home, (PROFILE_VAR, "off")], ProfileSource::Off, 0),
            (vec![home, (PROFILE_VAR, " OFF ")], ProfileSource::Off, 0),
            (
                vec![home, (PROFILE_VAR, "./off")],
                ProfileSource::File("./off".into()),
                0,
            ),
            (vec![home, (PROFILE_VAR, "")], cache.clone(), 1),
            (
                vec![home, ("MEMCPY_JIT_CALIBRATION_FILE", "/c")],
                cache.clone(),
                0,
            ),
        ] {
            let o = Overrides::parse_vars(vars(&pairs));
            assert_eq!(o.profile, want, "{pairs:?}");
            assert_eq!(o.messages.len(), notes, "{pairs:?}: {:?}", o.messages);
        }
        let f = CpuFeatures::default();
        assert_eq!(ProfileSource::Off.path_for(&f), None);
        assert_eq!(
            cache.path_for(&f),
            Some(
                PathBuf::from("/home/u/.cache/memcpy-jit")
                    .join(crate::profile::file_name(&f).unwrap())
            )
        );
    }

    /// The `std`-less path operations agree with `Path`'s for every shape of value the
    /// environment gives (trailing slashes, relative, empty, not UTF-8 after lossy reading).
    #[test]
    fn string_paths_agree_with_path() {
        for dir in [
            "/x/cache",
            "/x/cache/",
            "/",
            "//",
            "relative",
            "./r",
            "",
            " /x",
            "/a b/\u{fffd}",
        ] {
            let std_abs = PathBuf::from(dir).is_absolute();
            assert_eq!(is_absolute_str(dir), std_abs, "{dir:?}");
            if std_abs {
                for name in [PROFILE_SUBDIR, ".cache", "x.profile"] {
                    let want = PathBuf::from(dir).join(name);
                    let got = join_str(dir, name);
                    assert_eq!(Some(got.as_str()), want.to_str(), "{dir:?} {name:?}");
                }
            }
        }
        let p = path_from("/p/x.profile");
        assert_eq!(path_bytes(&p), b"/p/x.profile");
        assert_eq!(
            path_bytes(&join(&p, "y")),
            PathBuf::from("/p/x.profile/y")
                .as_os_str()
                .as_encoded_bytes()
        );
    }

    /// The `std`-less `getenv` reads what `std::env::var_os` reads (set variables, empty and
    /// not UTF-8 ones, unset ones, names no variable can have), lossily converted the same
    /// way. In a child process, whose environment holds the odd values (the test sets
    /// nothing in its own).
    #[test]
    fn libc_getenv_reads_what_std_reads() {
        const CHILD: &str = "MEMCPY_JIT_TEST_GETENV_CHILD";
        const OK: &str = "getenv-child-ok";
        const NOT_UTF8: &str = "MEMCPY_JIT_TEST_NOT_UTF8";
        const EMPTY: &str = "MEMCPY_JIT_TEST_EMPTY";
        if std::env::var_os(CHILD).is_none() {
            use std::os::unix::ffi::OsStrExt;
            let out = std::process::Command::new(std::env::current_exe().unwrap())
                .args([
                    "--exact",
                    "env::tests::libc_getenv_reads_what_std_reads",
                    "--nocapture",
                    "--test-threads=1",
                ])
                .env(CHILD, "1")
                .env(NOT_UTF8, std::ffi::OsStr::from_bytes(b"/a\xffb"))
                .env(EMPTY, "")
                .stdin(std::process::Stdio::null())
                .output()
                .expect("could not re-run the test binary");
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert!(
                out.status.success() && stdout.contains(OK),
                "{stdout}\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
            return;
        }
        assert_eq!(libc_getenv(NOT_UTF8).as_deref(), Some("/a\u{fffd}b"));
        assert_eq!(libc_getenv(EMPTY).as_deref(), Some(""));
        let mut names: Vec<String> = std::env::vars_os()
            .filter_map(|(k, _)| k.into_string().ok())
            .collect();
        names.extend(["MEMCPY_JIT_NO_SUCH_VARIABLE_HERE", "A\0B", "=", "X=Y"].map(String::from));
        for name in &names {
            let std = std::env::var_os(name).map(|v| v.to_string_lossy().into_owned());
            assert_eq!(libc_getenv(name), std, "{name:?}");
        }
        println!("{OK}");
    }

    #[test]
    fn this_test_process_is_not_secure() {
        // `cargo test` does not run set-user-ID; the end-to-end case is in tests/environment.rs.
        assert!(!process_is_secure());
    }

    #[test]
    fn unset_is_empty() {
        assert_eq!(parse(None, None), Overrides::default());
    }

    #[test]
    fn good_values() {
        let o = parse(Some("erms-gated"), Some(" 4096 "));
        assert_eq!(o.strategy, Some(Strategy::ErmsGated));
        assert_eq!(o.threshold, Some(4096));
        assert!(o.messages.is_empty(), "{:?}", o.messages);
    }

    #[test]
    fn bad_values_are_dropped_with_a_reason() {
        for (s, t, needle) in [
            (Some("fast"), None, "unknown strategy"),
            (Some(""), None, "unknown strategy"),
            (None, Some("abc"), "not a whole number"),
            (None, Some("-5"), "not a whole number"),
            (None, Some("2k"), "not a whole number"),
            (None, Some("0"), "between 32"),
            (None, Some("31"), "between 32"),
            (None, Some("2199023255552"), "between 32"),
            (None, Some("99999999999999999999999"), "not a whole number"),
        ] {
            let o = parse(s, t);
            assert_eq!((o.strategy, o.threshold), (None, None), "{s:?} {t:?}");
            assert_eq!(o.messages.len(), 1);
            assert!(o.messages[0].contains(needle), "{:?}", o.messages);
        }
    }

    /// A huge value is echoed only in part.
    #[test]
    fn messages_are_bounded() {
        let huge = "x".repeat(1 << 20);
        for var in VARS {
            if var == PROFILE_VAR {
                continue; // any non-empty path is accepted
            }
            let o = Overrides::parse_vars(|n| (n == var).then(|| huge.clone()));
            assert_eq!(o.messages.len(), 1, "{var}");
            assert!(
                o.messages[0].len() < 600,
                "{var}: {} bytes",
                o.messages[0].len()
            );
        }
    }
}
