//! Variant specifications: `NAME=SPEC` on the command line, and what each SPEC builds.
//!
//! Grammar (no spaces): `SPEC = BASE [":" THRESHOLD] ("," KEY "=" VALUE)*`
//!
//! - `BASE` is `tuned` (what [`Memcpy::tuned`] picks), `glibc` (the C library's `memcpy`),
//!   `std` (`<[u8]>::copy_from_slice`), `calibrated` ([`Memcpy::calibrated`], no options), or
//!   any strategy name that [`Strategy::from_str`] accepts (`rep-movsb`, `erms-gated`,
//!   `scalar`, `fallback`, ...). Strategy names are never listed here, so a strategy added to
//!   the library parses without any change to this file.
//! - `:THRESHOLD` is shorthand for `,threshold=THRESHOLD` (`erms-gated:2048`).
//! - Keys: `threshold=N` (bytes), `entry=N` (entry offset 0..=63), `policy=NAME` (parsed by
//!   [`Policy::from_str`]), and for the vector strategy (`vector`, or `tuned` when it picks
//!   it) `width=NAME` (parsed by [`VectorWidth::from_str`]) and `masked=N` (the
//!   branch-free masked copy's maximum, 0 to 64, on top of this CPU's table thresholds).
//!   The library validates the combination when the variant is built,
//!   so its own error messages (threshold out of range, threshold on a gateless strategy)
//!   reach the user unchanged.
//! - Every option takes effect or is an error naming it, never a silent no-op: a key given
//!   twice, any option on `glibc`, `std`, `calibrated` or `fallback`, `masked=N` with a width
//!   narrower than avx512 are refused when parsed; what depends on the strategy `tuned` ends
//!   up with (`tuned,policy=kernel,masked=64` when the kernel policy picks `rep-movsb`) is
//!   checked against the built plan ([`Spec::check_applied`]).

use std::str::FromStr;

use memcpy_jit::env::Overrides;
use memcpy_jit::harness::Candidate;
use memcpy_jit::{CpuFeatures, Memcpy, Plan, Policy, Strategy, Thresholds, VectorWidth};

/// What a variant is built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    /// [`Memcpy::tuned`] (or, with options, a builder with the same automatic choice).
    Tuned,
    /// A forced library strategy.
    Strategy(Strategy),
    /// The C library's `memcpy`, called through its own address (no wrapper).
    Glibc,
    /// `copy_from_slice` in a non-inlined `extern "C"` wrapper.
    Std,
    /// [`Memcpy::calibrated`]: thresholds measured at start-up, in the process that runs the
    /// variant (so every `ab` run calibrates anew). HOOK(calibrated): built in
    /// [`Spec::build_memcpy`]; takes no options.
    Calibrated,
}

/// A parsed SPEC.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    pub base: Base,
    pub threshold: Option<usize>,
    pub entry: Option<usize>,
    pub policy: Option<Policy>,
    /// `width=`: the vector strategy's register width.
    pub width: Option<VectorWidth>,
    /// `masked=`: the vector strategy's `masked_max`.
    pub masked: Option<usize>,
    /// The text it was parsed from (shown in reports and passed to child processes).
    pub text: String,
}

/// A named variant of the A/B comparison.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    pub name: String,
    pub spec: Spec,
    /// The command-line argument it came from, for error messages.
    pub origin: String,
}

/// Special bases, tried before strategy names.
const SPECIAL: [&str; 4] = ["tuned", "glibc", "std", "calibrated"];

impl FromStr for Spec {
    type Err = String;

    fn from_str(s: &str) -> Result<Spec, String> {
        let text = s.trim();
        if text.is_empty() {
            return Err("empty variant spec".into());
        }
        let mut parts = text.split(',');
        let head = parts.next().unwrap_or_default();
        let (base_name, colon_threshold) = match head.split_once(':') {
            Some((b, t)) => (b, Some(t)),
            None => (head, None),
        };
        let base =
            match base_name {
                "tuned" => Base::Tuned,
                "glibc" => Base::Glibc,
                "std" => Base::Std,
                "calibrated" => Base::Calibrated,
                name => Base::Strategy(Strategy::from_str(name).map_err(|e| {
                    format!("variant spec `{text}`: {e} (or {})", SPECIAL.join(", "))
                })?),
            };
        let mut spec = Spec {
            base,
            threshold: None,
            entry: None,
            policy: None,
            width: None,
            masked: None,
            text: text.to_string(),
        };
        if let Some(t) = colon_threshold {
            spec.threshold = Some(parse_count(text, "threshold", t)?);
        }
        for opt in parts {
            let (key, value) = opt
                .split_once('=')
                .ok_or_else(|| format!("variant spec `{text}`: option `{opt}` is not KEY=VALUE"))?;
            let given_twice = match key {
                "threshold" => spec.threshold.is_some(),
                "entry" => spec.entry.is_some(),
                "masked" => spec.masked.is_some(),
                "width" => spec.width.is_some(),
                "policy" => spec.policy.is_some(),
                _ => false,
            };
            if given_twice {
                return Err(format!("variant spec `{text}`: {key} given twice"));
            }
            match key {
                "threshold" => spec.threshold = Some(parse_count(text, key, value)?),
                "entry" => spec.entry = Some(parse_count(text, key, value)?),
                "masked" => spec.masked = Some(parse_count(text, key, value)?),
                "width" => {
                    spec.width = Some(
                        VectorWidth::from_str(value)
                            .map_err(|e| format!("variant spec `{text}`: {e}"))?,
                    )
                }
                "policy" => {
                    spec.policy = Some(
                        Policy::from_str(value).map_err(|e| format!("variant spec `{text}`: {e}"))?,
                    )
                }
                _ => {
                    return Err(format!(
                        "variant spec `{text}`: unknown option `{key}` (expected threshold, entry, policy, width or masked)"
                    ))
                }
            }
        }
        // Options that cannot take effect on this base, whatever the CPU: rejected here.
        // Those that depend on what `tuned` picks are checked on the plan (`check_applied`).
        if let Some(key) = spec.first_option() {
            if matches!(
                spec.base,
                Base::Glibc | Base::Std | Base::Calibrated | Base::Strategy(Strategy::Fallback)
            ) {
                return Err(format!(
                    "variant spec `{text}`: {base_name} takes no options (got `{key}`){}",
                    if spec.base == Base::Strategy(Strategy::Fallback) {
                        ": it runs no generated code"
                    } else {
                        ""
                    }
                ));
            }
        }
        if (spec.width.is_some() || spec.masked.is_some())
            && !matches!(spec.base, Base::Tuned | Base::Strategy(Strategy::Vector))
        {
            return Err(format!(
                "variant spec `{text}`: width and masked apply to the vector strategy only"
            ));
        }
        if spec.policy.is_some() && !matches!(spec.base, Base::Tuned) {
            return Err(format!(
                "variant spec `{text}`: policy only applies to `tuned` (a forced strategy ignores it)"
            ));
        }
        if let (Some(m @ 1..), Some(w @ (VectorWidth::Sse2 | VectorWidth::Avx2))) =
            (spec.masked, spec.width)
        {
            return Err(format!(
                "variant spec `{text}`: masked={m} needs width=avx512 (the masked copy is an AVX-512 path; width={w} has none)"
            ));
        }
        Ok(spec)
    }
}

impl Spec {
    /// The first option given, by name, if any.
    fn first_option(&self) -> Option<&'static str> {
        [
            ("threshold", self.threshold.is_some()),
            ("entry", self.entry.is_some()),
            ("policy", self.policy.is_some()),
            ("width", self.width.is_some()),
            ("masked", self.masked.is_some()),
        ]
        .into_iter()
        .find_map(|(k, given)| given.then_some(k))
    }

    /// Checks that every option of the spec shows in `plan`, what the library built from it:
    /// an option the chosen strategy ignores (`tuned,policy=kernel,masked=64` on a CPU where
    /// the kernel policy picks `rep-movsb`) is an error naming it, not a silent no-op.
    pub fn check_applied(&self, plan: &Plan) -> Result<(), String> {
        let s = plan.strategy();
        let why = |key: String, reason: String| {
            Err(format!(
                "variant spec `{}`: {key} has no effect: {reason}",
                self.text
            ))
        };
        if let Some(p) = self.policy {
            if plan.is_forced() {
                return why(
                    format!("policy={p}"),
                    format!("the strategy is forced to {s} (MEMCPY_JIT_STRATEGY)"),
                );
            }
        }
        if let Some(t) = self.threshold {
            match plan.threshold() {
                Some(got) if got == t => {}
                Some(got) => {
                    return why(
                        format!("threshold={t}"),
                        format!("the threshold built is {got}"),
                    )
                }
                None => {
                    return why(
                        format!("threshold={t}"),
                        format!("the strategy built is {s}, which has no size gate"),
                    )
                }
            }
        }
        if let Some(e) = self.entry {
            if s == Strategy::Fallback {
                return why(
                    format!("entry={e}"),
                    format!("the strategy built is {s}, which runs no generated code"),
                );
            }
            if plan.entry_offset() != e {
                return why(
                    format!("entry={e}"),
                    format!("the entry offset built is {}", plan.entry_offset()),
                );
            }
        }
        let vector = plan.thresholds();
        if let Some(w) = self.width {
            match vector {
                Some(t) if t.width == w => {}
                Some(t) => {
                    return why(
                        format!("width={w}"),
                        format!("the width built is {}", t.width),
                    )
                }
                None => {
                    return why(
                        format!("width={w}"),
                        format!("the strategy built is {s}, not vector"),
                    )
                }
            }
        }
        if let Some(m) = self.masked {
            match vector {
                Some(t) if t.masked_max == m => {}
                Some(t) => {
                    return why(
                        format!("masked={m}"),
                        format!("width {} has no masked copy (it needs avx512)", t.width),
                    )
                }
                None => {
                    return why(
                        format!("masked={m}"),
                        format!("the strategy built is {s}, not vector"),
                    )
                }
            }
        }
        Ok(())
    }
}

fn parse_count(text: &str, key: &str, value: &str) -> Result<usize, String> {
    value
        .parse::<usize>()
        .map_err(|_| format!("variant spec `{text}`: {key} `{value}` is not a whole number"))
}

impl FromStr for Variant {
    type Err = String;

    /// `NAME=SPEC`. NAME is letters, digits, `-`, `_`, `.`, `+`.
    fn from_str(s: &str) -> Result<Variant, String> {
        let (name, spec) = s
            .split_once('=')
            .ok_or_else(|| format!("--variant `{s}`: expected NAME=SPEC, e.g. orig=scalar"))?;
        let name = name.trim();
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.+".contains(c))
        {
            return Err(format!(
                "--variant `{s}`: the name must be non-empty and use only letters, digits, - _ . +"
            ));
        }
        Ok(Variant {
            name: name.to_string(),
            spec: spec.parse()?,
            origin: format!("--variant {s}"),
        })
    }
}

/// A variant ready to call: a library instance, or a baseline.
pub struct Runnable {
    code: Code,
    /// The library instance, when the variant is one (for reports).
    pub plan: Option<PlanInfo>,
}

/// What runs: an owned instance, or one that lives for the process (`tuned` without
/// options, the baselines).
enum Code {
    Owned(Box<Memcpy>),
    Static(Candidate<'static>),
}

impl Runnable {
    /// The function to time, borrowed from this variant.
    pub fn candidate(&self) -> Candidate<'_> {
        match &self.code {
            Code::Owned(m) => Candidate::of(m),
            Code::Static(c) => *c,
        }
    }
}

/// What the library built, for reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanInfo {
    pub strategy: String,
    pub threshold: Option<usize>,
    pub entry_offset: usize,
    pub reason: String,
    pub code_len: usize,
}

impl PlanInfo {
    fn of(m: &Memcpy) -> PlanInfo {
        PlanInfo {
            strategy: m.strategy().to_string(),
            threshold: m.threshold(),
            entry_offset: m.entry_offset(),
            reason: m.plan().reason().to_string(),
            code_len: m.code().len(),
        }
    }
}

impl Spec {
    /// Builds the variant (emits code for library variants).
    pub fn build(&self) -> Result<Runnable, String> {
        match self.base {
            Base::Glibc => Ok(Runnable {
                code: Code::Static(Candidate::libc()),
                plan: None,
            }),
            Base::Std => Ok(Runnable {
                code: Code::Static(Candidate::std()),
                plan: None,
            }),
            Base::Tuned
                if self.threshold.is_none()
                    && self.entry.is_none()
                    && self.policy.is_none()
                    && self.width.is_none()
                    && self.masked.is_none() =>
            {
                let m = Memcpy::tuned();
                Ok(Runnable {
                    code: Code::Static(Candidate::of(m)),
                    plan: Some(PlanInfo::of(m)),
                })
            }
            _ => {
                let owned = self.build_memcpy()?;
                Ok(Runnable {
                    plan: Some(PlanInfo::of(&owned)),
                    code: Code::Owned(Box::new(owned)),
                })
            }
        }
    }

    /// Builds a library variant as an owned [`Memcpy`]. `tuned` is rebuilt the way
    /// `Memcpy::tuned()` builds it (policy `fastest` unless `policy=` or `MEMCPY_JIT_POLICY`
    /// says otherwise, `MEMCPY_JIT_STRATEGY`/`MEMCPY_JIT_THRESHOLD` applied, the profile
    /// loaded), with the spec's options on top; environment-driven calibration is not applied
    /// (use `calibrated`).
    pub fn build_memcpy(&self) -> Result<Memcpy, String> {
        let fail = |e: memcpy_jit::BuildError| format!("variant spec `{}`: {e}", self.text);
        let mut b = Memcpy::builder();
        match self.base {
            Base::Glibc | Base::Std => {
                return Err(format!(
                    "variant spec `{}`: not a library variant (no generated code)",
                    self.text
                ))
            }
            // HOOK(calibrated): the library's self-calibrating constructor.
            Base::Calibrated => return Ok(Memcpy::calibrated()),
            Base::Tuned => {
                // tuned()'s own rules for the environment (a threshold the strategy cannot
                // use is dropped, not an error), with `policy=` in place of the variable.
                // The profile tuned() loads is loaded too; calibration is the `calibrated`
                // variant's job: nothing is measured or written here.
                let mut env = Overrides::from_env();
                env.policy = self.policy.or(env.policy);
                env.calibrate = None;
                b.policy(Policy::Fastest).overrides(&env);
            }
            Base::Strategy(s) => {
                b.strategy(s);
            }
        }
        if let Some(t) = self.threshold {
            b.threshold(t);
        }
        if let Some(e) = self.entry {
            b.entry_offset(e);
        }
        if let Some(m) = self.masked {
            let (t, _) = Thresholds::for_cpu(&CpuFeatures::host());
            b.thresholds(t.with_masked_max(m));
        }
        if let Some(w) = self.width {
            b.vector_width(w);
        }
        let m = b.build().map_err(fail)?;
        self.check_applied(m.plan())?;
        Ok(m)
    }

    /// A one-line description for reports: `strategy scalar, entry 0`.
    pub fn describe(&self, r: &Runnable) -> String {
        match (&r.plan, self.base) {
            (_, Base::Glibc) => "the C library's memcpy (its own entry point)".into(),
            (_, Base::Std) => "<[u8]>::copy_from_slice in an extern \"C\" wrapper".into(),
            (Some(p), _) => {
                let mut s = format!("strategy {}", p.strategy);
                if let Some(t) = p.threshold {
                    s += &format!(", threshold {t}");
                }
                s += &format!(", entry offset {}", p.entry_offset);
                s
            }
            (None, _) => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs() {
        let s: Spec = "erms-gated:2048,entry=48".parse().unwrap();
        assert_eq!(s.base, Base::Strategy(Strategy::ErmsGated));
        assert_eq!((s.threshold, s.entry), (Some(2048), Some(48)));
        let s: Spec = "erms-gated,threshold=512".parse().unwrap();
        assert_eq!(s.threshold, Some(512));
        assert_eq!("tuned".parse::<Spec>().unwrap().base, Base::Tuned);
        assert_eq!("glibc".parse::<Spec>().unwrap().base, Base::Glibc);
        assert_eq!("std".parse::<Spec>().unwrap().base, Base::Std);
        assert_eq!(
            "tuned,policy=kernel".parse::<Spec>().unwrap().policy,
            Some(Policy::Kernel)
        );
        // Every name of the library's lists parses (`policy=fastest` once did not).
        for p in Policy::ALL {
            let s: Spec = format!("tuned,policy={p}").parse().unwrap();
            assert_eq!(s.policy, Some(p));
        }
        for w in VectorWidth::ALL {
            let s: Spec = format!("vector,width={w}").parse().unwrap();
            assert_eq!(s.width, Some(w));
        }
        let s: Spec = "vector,width=avx2,masked=0".parse().unwrap();
        assert_eq!((s.width, s.masked), (Some(VectorWidth::Avx2), Some(0)));
        assert!("tuned,masked=64".parse::<Spec>().is_ok());
        for (bad, needle) in [
            ("vector,width=avx9", "unknown width"),
            ("vector,masked=lots", "masked"),
            ("scalar,masked=32", "vector strategy only"),
        ] {
            let e = bad.parse::<Spec>().unwrap_err();
            assert!(e.contains(needle), "{bad}: {e}");
        }
        // Every library strategy parses, whatever the list is.
        for st in Strategy::ALL {
            let s: Spec = st.name().parse().unwrap();
            assert_eq!(s.base, Base::Strategy(st));
        }
    }

    #[test]
    fn bad_specs() {
        for (text, needle) in [
            ("", "empty"),
            ("fast", "unknown strategy"),
            ("rep_movsb", "unknown strategy"),
            ("erms-gated:abc", "not a whole number"),
            ("erms-gated:-1", "not a whole number"),
            ("scalar,entry", "KEY=VALUE"),
            ("scalar,color=red", "unknown option"),
            ("glibc,entry=48", "takes no"),
            ("scalar,policy=kernel", "policy only"),
            ("tuned,policy=nope", "unknown policy"),
            ("erms-gated:512,threshold=512", "twice"),
            ("scalar,entry=1,entry=2", "entry given twice"),
            ("vector,width=avx2,width=sse2", "width given twice"),
            ("vector,masked=0,masked=8", "masked given twice"),
            ("tuned,policy=kernel,policy=kernel", "policy given twice"),
            ("vector,width=avx2,masked=32", "needs width=avx512"),
            ("tuned,masked=1,width=sse2", "needs width=avx512"),
            ("fallback,entry=0", "takes no options"),
            ("glibc:512", "takes no options"),
            ("calibrated,width=sse2", "takes no options"),
            ("std,masked=0", "takes no options"),
        ] {
            let e = text.parse::<Spec>().unwrap_err();
            assert!(e.contains(needle), "{text:?}: {e}");
        }
    }

    /// `check_applied` on what `tuned` builds for three CPUs under the kernel policy, which
    /// picks rep-movsb (FSRM), erms-gated (ERMS only) or scalar (neither), never vector; and
    /// with a strategy forced, as `MEMCPY_JIT_STRATEGY` does.
    #[test]
    fn options_the_plan_ignores_are_errors() {
        let plan = |spec: &Spec, cpu: CpuFeatures, forced: Option<Strategy>| {
            let mut b = Memcpy::builder();
            b.features(cpu)
                .policy(spec.policy.unwrap_or(Policy::Fastest));
            if let Some(st) = forced {
                b.strategy(st);
            }
            if let Some(t) = spec.threshold {
                b.threshold(t);
            }
            if let Some(e) = spec.entry {
                b.entry_offset(e);
            }
            if let Some(w) = spec.width {
                b.vector_width(w);
            }
            if let Some(m) = spec.masked {
                let (t, _) = Thresholds::for_cpu(&cpu);
                b.thresholds(t.with_masked_max(m));
            }
            b.plan().unwrap()
        };
        let fsrm = CpuFeatures::default().with_erms(true).with_fsrm(true);
        let erms = CpuFeatures::default().with_erms(true);
        let none = CpuFeatures::default();
        let avx512 = fsrm
            .with_avx(true)
            .with_avx2(true)
            .with_avx512f(true)
            .with_avx512vl(true)
            .with_avx512bw(true)
            .with_bmi2(true);
        for (text, cpu, forced, needle) in [
            (
                "tuned,policy=kernel,threshold=512",
                fsrm,
                None,
                Some("threshold=512 has no effect"),
            ),
            ("tuned,policy=kernel,threshold=512", erms, None, None),
            (
                "tuned,policy=kernel,threshold=512",
                none,
                None,
                Some("threshold=512 has no effect"),
            ),
            ("tuned,policy=kernel,entry=5", fsrm, None, None),
            ("tuned,policy=kernel,entry=5", none, None, None),
            (
                "tuned,policy=kernel,width=sse2",
                erms,
                None,
                Some("width=sse2 has no effect"),
            ),
            (
                "tuned,policy=kernel,masked=64",
                fsrm,
                None,
                Some("masked=64 has no effect"),
            ),
            (
                "tuned,policy=kernel,masked=0",
                none,
                None,
                Some("masked=0 has no effect"),
            ),
            (
                "tuned,policy=kernel",
                fsrm,
                Some(Strategy::Scalar),
                Some("policy=kernel has no effect"),
            ),
            (
                "tuned,entry=0",
                fsrm,
                Some(Strategy::Fallback),
                Some("entry=0 has no effect"),
            ),
            ("tuned,threshold=4096", avx512, None, None),
            ("tuned,width=sse2", avx512, None, None),
            ("tuned,width=avx512,masked=16", avx512, None, None),
            ("tuned,masked=0,entry=3", none, None, None),
        ] {
            let spec: Spec = text.parse().unwrap();
            let got = spec.check_applied(&plan(&spec, cpu, forced));
            match needle {
                None => assert_eq!(got, Ok(()), "{text}"),
                Some(n) => {
                    let e = got.unwrap_err();
                    assert!(e.contains(n) && e.contains(text), "{text}: {e}");
                }
            }
        }
    }

    #[test]
    fn variants() {
        let v: Variant = "e48=erms-gated:2048,entry=48".parse().unwrap();
        assert_eq!(v.name, "e48");
        assert!("noequals".parse::<Variant>().is_err());
        assert!("=scalar".parse::<Variant>().is_err());
        assert!("a b=scalar".parse::<Variant>().is_err());
    }

    #[test]
    fn builds_and_copies() {
        for text in [
            "scalar",
            "rep-movsb",
            "erms-gated:512",
            "erms-gated:2048,entry=48",
            "tuned",
            "tuned,entry=5",
            "tuned,policy=kernel",
            "calibrated",
            "glibc",
            "std",
            "fallback",
        ] {
            let spec: Spec = text.parse().unwrap();
            let r = spec.build().unwrap();
            let src: Vec<u8> = (0..3000u32).map(|i| (i * 7) as u8).collect();
            let mut dst = vec![0u8; 3000];
            r.candidate().copy(&mut dst, &src);
            assert_eq!(dst, src, "{text}");
        }
        // Library errors come through with the spec named.
        let e = "erms-gated:0"
            .parse::<Spec>()
            .unwrap()
            .build()
            .err()
            .unwrap();
        assert!(e.contains("erms-gated:0") && e.contains("threshold"), "{e}");
        let e = "rep-movsb:4096"
            .parse::<Spec>()
            .unwrap()
            .build()
            .err()
            .unwrap();
        assert!(e.contains("no size gate"), "{e}");
        let e = "calibrated,entry=4".parse::<Spec>().unwrap_err();
        assert!(e.contains("takes no"), "{e}");
    }
}
