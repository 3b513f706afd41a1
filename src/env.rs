//! Environment overrides for [`Memcpy::tuned`](crate::Memcpy::tuned), in the spirit of
//! `GLIBC_TUNABLES`: `MEMCPY_JIT_STRATEGY` and `MEMCPY_JIT_THRESHOLD`.
//!
//! Parsing is pure (the caller hands in the variables' values) so every bad value is
//! unit-tested. A bad value never panics and never half-applies: it is dropped, and the reason
//! is kept for [`Memcpy::notes`](crate::Memcpy::notes).

use crate::plan::{check_threshold, Strategy};

/// Name of the variable that forces a strategy.
pub const STRATEGY_VAR: &str = "MEMCPY_JIT_STRATEGY";
/// Name of the variable that sets the ERMS gate's threshold in bytes.
pub const THRESHOLD_VAR: &str = "MEMCPY_JIT_THRESHOLD";

/// The overrides that parsed, and a message for each that did not.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Overrides {
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
        let get = |name| std::env::var_os(name).map(|v| v.to_string_lossy().into_owned());
        Overrides::parse(get(STRATEGY_VAR).as_deref(), get(THRESHOLD_VAR).as_deref())
    }

    /// Parses the two variables' values (`None` when unset).
    pub fn parse(strategy: Option<&str>, threshold: Option<&str>) -> Overrides {
        let mut o = Overrides::default();
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
