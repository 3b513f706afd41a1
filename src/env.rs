//! Environment overrides for [`Memcpy::tuned`](crate::Memcpy::tuned), in the spirit of
//! `GLIBC_TUNABLES`: `MEMCPY_JIT_POLICY`, `MEMCPY_JIT_STRATEGY`, `MEMCPY_JIT_THRESHOLD`,
//! `MEMCPY_JIT_CALIBRATE` and `MEMCPY_JIT_CALIBRATION_FILE`.
//!
//! Parsing is pure (the caller hands in the variables' values) so every bad value is
//! unit-tested. A bad value never panics and never half-applies: it is dropped, and the reason
//! is kept for [`Memcpy::notes`](crate::Memcpy::notes).

use std::path::PathBuf;

use crate::plan::{check_threshold, Policy, Strategy};

/// Name of the variable that forces a strategy.
pub const STRATEGY_VAR: &str = "MEMCPY_JIT_STRATEGY";
/// Name of the variable that sets the ERMS gate's threshold in bytes.
pub const THRESHOLD_VAR: &str = "MEMCPY_JIT_THRESHOLD";

/// Name of the variable that picks the policy (`kernel` or `fastest`).
pub const POLICY_VAR: &str = "MEMCPY_JIT_POLICY";
/// Name of the variable that turns on self-calibration (`1`/`0`, `true`/`false`, `yes`/`no`).
pub const CALIBRATE_VAR: &str = "MEMCPY_JIT_CALIBRATE";
/// Name of the variable naming a file to load a calibration from, or save it to.
pub const CALIBRATION_FILE_VAR: &str = "MEMCPY_JIT_CALIBRATION_FILE";

/// Every variable `tuned()` reads, in the order they are applied.
pub const VARS: [&str; 5] = [
    POLICY_VAR,
    STRATEGY_VAR,
    THRESHOLD_VAR,
    CALIBRATE_VAR,
    CALIBRATION_FILE_VAR,
];

/// The overrides that parsed, and a message for each that did not.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Overrides {
    /// `MEMCPY_JIT_POLICY`, when set and valid.
    pub policy: Option<Policy>,
    /// `MEMCPY_JIT_CALIBRATE`, when set to a true value.
    pub calibrate: bool,
    /// `MEMCPY_JIT_CALIBRATION_FILE`, when set and not empty.
    pub calibration_file: Option<PathBuf>,
    /// `MEMCPY_JIT_STRATEGY`, when set and valid.
    pub strategy: Option<Strategy>,
    /// `MEMCPY_JIT_THRESHOLD`, when set and valid.
    pub threshold: Option<usize>,
    /// One line per override that was applied or rejected, for the user to read.
    pub messages: Vec<String>,
}

impl Overrides {
    /// Reads the process environment.
    pub fn from_env() -> Overrides {
        Overrides::parse_vars(|name| {
            std::env::var_os(name).map(|v| v.to_string_lossy().into_owned())
        })
    }

    /// Parses the strategy and threshold variables' values (`None` when unset).
    pub fn parse(strategy: Option<&str>, threshold: Option<&str>) -> Overrides {
        Overrides::parse_vars(|name| match name {
            STRATEGY_VAR => strategy.map(str::to_string),
            THRESHOLD_VAR => threshold.map(str::to_string),
            _ => None,
        })
    }

    /// Parses every variable, reading each through `get` (`None` when unset).
    pub fn parse_vars(get: impl Fn(&str) -> Option<String>) -> Overrides {
        let mut o = Overrides::default();
        if let Some(raw) = get(POLICY_VAR) {
            match raw.trim().parse::<Policy>() {
                Ok(p) => {
                    o.policy = Some(p);
                    o.messages
                        .push(format!("{POLICY_VAR}={raw}: policy set to {p}"));
                }
                Err(e) => o
                    .messages
                    .push(format!("{POLICY_VAR}={raw:?} ignored: {e}")),
            }
        }
        if let Some(raw) = get(CALIBRATE_VAR) {
            match raw.trim().to_ascii_lowercase().as_str() {
                "1" | "true" | "yes" | "on" => {
                    o.calibrate = true;
                    o.messages
                        .push(format!("{CALIBRATE_VAR}={raw}: calibrating at start-up"));
                }
                "0" | "false" | "no" | "off" | "" => {}
                _ => o.messages.push(format!(
                    "{CALIBRATE_VAR}={raw:?} ignored: expected 1/0, true/false, yes/no"
                )),
            }
        }
        if let Some(raw) = get(CALIBRATION_FILE_VAR) {
            if raw.trim().is_empty() {
                o.messages
                    .push(format!("{CALIBRATION_FILE_VAR} is empty: ignored"));
            } else {
                o.calibration_file = Some(PathBuf::from(raw));
            }
        }
        let strategy = get(STRATEGY_VAR);
        let threshold = get(THRESHOLD_VAR);
        let (strategy, threshold) = (strategy.as_deref(), threshold.as_deref());
        if let Some(raw) = strategy {
            match raw.trim().parse::<Strategy>() {
                Ok(s) => {
                    o.strategy = Some(s);
                    o.messages
                        .push(format!("{STRATEGY_VAR}={raw}: strategy forced to {s}"));
                }
                Err(e) => o
                    .messages
                    .push(format!("{STRATEGY_VAR}={raw:?} ignored: {e}")),
            }
        }
        if let Some(raw) = threshold {
            match raw.trim().parse::<u64>() {
                Ok(n) => match check_threshold(n) {
                    Ok(t) => {
                        o.threshold = Some(t);
                        o.messages
                            .push(format!("{THRESHOLD_VAR}={raw}: threshold set to {t} bytes"));
                    }
                    Err(e) => o
                        .messages
                        .push(format!("{THRESHOLD_VAR}={raw:?} ignored: {e}")),
                },
                Err(_) => o.messages.push(format!(
                    "{THRESHOLD_VAR}={raw:?} ignored: not a whole number of bytes"
                )),
            }
        }
        o
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn policy_and_calibration_variables() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            Overrides::parse_vars(move |n| pairs.iter().find(|p| p.0 == n).map(|p| p.1.to_string()))
        };
        let o = vars(&[
            (POLICY_VAR, "kernel"),
            (CALIBRATE_VAR, "YES"),
            (CALIBRATION_FILE_VAR, "/tmp/c"),
        ]);
        assert_eq!(o.policy, Some(Policy::Kernel));
        assert!(o.calibrate);
        assert_eq!(
            o.calibration_file.as_deref(),
            Some(std::path::Path::new("/tmp/c"))
        );
        let o = vars(&[
            (POLICY_VAR, "fast"),
            (CALIBRATE_VAR, "maybe"),
            (CALIBRATION_FILE_VAR, " "),
        ]);
        assert_eq!(
            (o.policy, o.calibrate, o.calibration_file.clone()),
            (None, false, None)
        );
        assert_eq!(o.messages.len(), 3, "{:?}", o.messages);
        assert!(o.messages[0].contains("unknown policy") && o.messages[1].contains("maybe"));
        assert!(!vars(&[(CALIBRATE_VAR, "0")]).calibrate);
    }

    #[test]
    fn unset_is_empty() {
        assert_eq!(Overrides::parse(None, None), Overrides::default());
    }

    #[test]
    fn good_values() {
        let o = Overrides::parse(Some("erms-gated"), Some(" 4096 "));
        assert_eq!(o.strategy, Some(Strategy::ErmsGated));
        assert_eq!(o.threshold, Some(4096));
        assert_eq!(o.messages.len(), 2);
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
            let o = Overrides::parse(s, t);
            assert_eq!((o.strategy, o.threshold), (None, None), "{s:?} {t:?}");
            assert_eq!(o.messages.len(), 1);
            assert!(o.messages[0].contains(needle), "{:?}", o.messages);
        }
    }
}
