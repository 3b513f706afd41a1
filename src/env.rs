//! Environment overrides for [`Memcpy::tuned`](crate::Memcpy::tuned), in the spirit of
//! `GLIBC_TUNABLES`: `MEMCPY_JIT_POLICY`, `MEMCPY_JIT_STRATEGY`, `MEMCPY_JIT_THRESHOLD`,
//! `MEMCPY_JIT_CALIBRATE` and `MEMCPY_JIT_CALIBRATION_FILE`.
//!
//! Parsing is pure (the caller hands in the variables' values) so every bad value is
//! unit-tested. A bad value never panics and never half-applies: it is dropped, and the reason
//! is kept for [`Memcpy::notes`](crate::Memcpy::notes). Whether a valid value applies to what
//! is built (a threshold needs a strategy with a size gate, calibration the vector strategy)
//! is decided, and noted, where it is applied: [`Builder::overrides`](crate::Builder::overrides).
//!
//! **Set-user-ID programs.** When the process runs with `AT_SECURE` (set-user-ID or
//! set-group-ID, or file capabilities: [`process_is_secure`]), [`Overrides::from_env`]
//! ignores every `MEMCPY_JIT_*` variable, as glibc ignores `GLIBC_TUNABLES`, and one note
//! says so; otherwise an unprivileged user could make a privileged program read and write
//! files of their choosing. There is no default file location today; any added later (a
//! profile, a calibration cache) must be ignored under `AT_SECURE` too.
//!
//! The values each variable accepts are listed in the README's table and on each `*_VAR`
//! constant below; a test checks both lists against the parsers.

use std::path::PathBuf;

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
/// measure the vector strategy's thresholds at start-up; `0`, `false`, `no`, `off` never
/// measure (a valid calibration file is still loaded; nothing is written).
pub const CALIBRATE_VAR: &str = "MEMCPY_JIT_CALIBRATE";
/// Name of the variable naming a file to load a calibration from, or (unless calibration is
/// off) to save one to; vector strategy only.
pub const CALIBRATION_FILE_VAR: &str = "MEMCPY_JIT_CALIBRATION_FILE";

/// The values of [`CALIBRATE_VAR`] that turn calibration on (compared without case).
pub const CALIBRATE_ON: [&str; 4] = ["1", "true", "yes", "on"];
/// The values of [`CALIBRATE_VAR`] that turn it off (compared without case).
pub const CALIBRATE_OFF: [&str; 4] = ["0", "false", "no", "off"];

/// Every variable `tuned()` reads, in the order they are applied.
pub const VARS: [&str; 5] = [
    POLICY_VAR,
    STRATEGY_VAR,
    THRESHOLD_VAR,
    CALIBRATE_VAR,
    CALIBRATION_FILE_VAR,
];

/// Longest part of a variable's value repeated in a message (values can be of any length).
const MAX_ECHO: usize = 64;

/// The overrides that parsed, and a message for each that did not.
///
/// Made by [`Overrides::from_env`] (or [`Overrides::from_env_with`], which takes the
/// variables from a function: tests, or a program with its own configuration), and applied
/// by [`Builder::overrides`](crate::Builder::overrides). The fields are public so that a
/// program can adjust what was parsed before applying it (a command-line option replacing a
/// variable, say); the struct is `#[non_exhaustive]` because new variables (a profile path)
/// will add fields.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Overrides {
    /// `MEMCPY_JIT_POLICY`, when set and valid.
    pub policy: Option<Policy>,
    /// `MEMCPY_JIT_CALIBRATE`: `Some(true)` to measure, `Some(false)` never to measure,
    /// `None` when unset or invalid.
    pub calibrate: Option<bool>,
    /// `MEMCPY_JIT_CALIBRATION_FILE`, when set and not empty.
    pub calibration_file: Option<PathBuf>,
    /// `MEMCPY_JIT_STRATEGY`, when set and valid.
    pub strategy: Option<Strategy>,
    /// `MEMCPY_JIT_THRESHOLD`, when set and in 32..=2^40 (whether the strategy built can use
    /// it is checked when it is built).
    pub threshold: Option<usize>,
    /// One line per variable that was rejected (or for all of them, under `AT_SECURE`), for
    /// the user to read. What the accepted ones did is noted by the builder of the instance.
    pub messages: Vec<String>,
}

impl Overrides {
    /// Reads the process environment; under `AT_SECURE` ([`process_is_secure`]) ignores it.
    pub fn from_env() -> Overrides {
        Overrides::from_env_with(process_is_secure(), |name| {
            std::env::var_os(name).map(|v| v.to_string_lossy().into_owned())
        })
    }

    /// [`Overrides::from_env`] with the `AT_SECURE` flag and the variables handed in. When
    /// `secure`, no value is parsed: the result is empty but for one note naming the
    /// variables that are set (never their values).
    pub fn from_env_with(secure: bool, get: impl Fn(&str) -> Option<String>) -> Overrides {
        if !secure {
            return Overrides::parse_vars(get);
        }
        let set: Vec<&str> = VARS.into_iter().filter(|v| get(v).is_some()).collect();
        let mut o = Overrides::default();
        if !set.is_empty() {
            o.messages.push(format!(
                "{} ignored: this process runs with AT_SECURE (set-user-ID, set-group-ID or \
                 file capabilities), so MEMCPY_JIT_* variables are not trusted (as glibc \
                 ignores GLIBC_TUNABLES)",
                set.join(", ")
            ));
        }
        o
    }

    /// Parses every variable, reading each through `get` (`None` when unset). Does not look
    /// at `AT_SECURE`: see [`Overrides::from_env_with`].
    pub fn parse_vars(get: impl Fn(&str) -> Option<String>) -> Overrides {
        let mut o = Overrides::default();
        let mut messages = Vec::new();
        let mut reject = |var: &str, raw: &str, why: &dyn std::fmt::Display| {
            messages.push(format!("{var}={:?} ignored: {why}", excerpt(raw)));
        };
        if let Some(raw) = get(POLICY_VAR) {
            match raw.trim().parse::<Policy>() {
                Ok(p) => o.policy = Some(p),
                Err(e) => reject(POLICY_VAR, &raw, &e),
            }
        }
        if let Some(raw) = get(STRATEGY_VAR) {
            match raw.trim().parse::<Strategy>() {
                Ok(s) => o.strategy = Some(s),
                Err(e) => reject(STRATEGY_VAR, &raw, &e),
            }
        }
        if let Some(raw) = get(THRESHOLD_VAR) {
            match raw.trim().parse::<u64>() {
                Ok(n) => match check_threshold(n) {
                    Ok(t) => o.threshold = Some(t),
                    Err(e) => reject(THRESHOLD_VAR, &raw, &e),
                },
                Err(_) => reject(THRESHOLD_VAR, &raw, &"not a whole number of bytes"),
            }
        }
        if let Some(raw) = get(CALIBRATE_VAR) {
            let v = raw.trim().to_ascii_lowercase();
            if CALIBRATE_ON.contains(&v.as_str()) {
                o.calibrate = Some(true);
            } else if CALIBRATE_OFF.contains(&v.as_str()) {
                o.calibrate = Some(false);
            } else {
                let expected = format!(
                    "expected one of {} (on) or {} (off)",
                    CALIBRATE_ON.join(", "),
                    CALIBRATE_OFF.join(", ")
                );
                reject(CALIBRATE_VAR, &raw, &expected);
            }
        }
        if let Some(raw) = get(CALIBRATION_FILE_VAR) {
            if raw.trim().is_empty() {
                reject(CALIBRATION_FILE_VAR, &raw, &"empty");
            } else {
                o.calibration_file = Some(PathBuf::from(raw));
            }
        }
        o.messages = messages;
        o
    }
}

/// At most [`MAX_ECHO`] characters of `raw`, with `…` when cut.
fn excerpt(raw: &str) -> String {
    match raw.char_indices().nth(MAX_ECHO) {
        Some((i, _)) => format!("{}…", &raw[..i]),
        None => raw.to_string(),
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
            (CALIBRATION_FILE_VAR, "/tmp/c"),
        ]));
        assert_eq!(o.policy, Some(Policy::Kernel));
        assert_eq!(o.calibrate, Some(true));
        assert_eq!(
            o.calibration_file.as_deref(),
            Some(std::path::Path::new("/tmp/c"))
        );
        assert!(o.messages.is_empty(), "{:?}", o.messages);
        let o = Overrides::parse_vars(vars(&[
            (POLICY_VAR, "fast"),
            (CALIBRATE_VAR, "maybe"),
            (CALIBRATION_FILE_VAR, " "),
        ]));
        assert_eq!(
            (o.policy, o.calibrate, o.calibration_file.clone()),
            (None, None, None)
        );
        assert_eq!(o.messages.len(), 3, "{:?}", o.messages);
        assert!(o.messages[0].contains("unknown policy") && o.messages[1].contains("maybe"));
        assert!(o.messages[2].contains(CALIBRATION_FILE_VAR));
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
            (CALIBRATION_FILE_VAR, "/etc/shadow"),
        ];
        let parsed = Overrides::from_env_with(false, vars(&all));
        assert_eq!(parsed.strategy, Some(Strategy::Scalar));
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
            if var == CALIBRATION_FILE_VAR {
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
