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
//! - Keys ([`Opt`], whose [`Opt::rule`] is the one table of what each applies to): `threshold=N`
//!   (bytes), `entry=N` (entry offset 0..=63), `policy=NAME` (parsed by [`Policy::from_str`]),
//!   and for the vector strategy (`vector`, or `tuned` when it picks it) `width=NAME` (parsed
//!   by [`VectorWidth::from_str`]), `masked=N` (the branch-free masked copy's maximum, 0 to
//!   64, on top of this CPU's table thresholds), `tail_after=N|N-M|off`
//!   (`Thresholds::tail_loads_after_loop_from` N, `tail_loads_after_loop_below` M, on top of
//!   the thresholds the variant builds without them: the profile's or the table's) and
//!   `row=NAME` (the table's row of that name as it reads on this CPU,
//!   [`Thresholds::for_row`], in place of its own row or the profile; every other option on
//!   top of it; not with `masked=`, which is on top of the CPU's own row) and
//!   `memmove=on|off` (memmove mode,
//!   [`Builder::memmove`]: what the preload library builds). The library validates the combination when
//!   the variant is built, so its own error messages (threshold out of range, threshold on a
//!   gateless strategy) reach the user unchanged.
//! - Any other key that names a field of [`Thresholds`] ([`Thresholds::field_names`], the keys
//!   of a profile) sets that field, from the text a profile writes (`loop_interleave=true`,
//!   `rep_movsb_from=none`), on top of the thresholds the variant plans without it, with
//!   `tail_after=` ([`Spec::configure`]): every choice `memcpy-jit tune` makes can be A/B'd.
//!   The option keys above keep their meaning where a field has the same name (`width`,
//!   `memmove`).
//! - Every option takes effect or is an error naming it, never a silent no-op: a key given
//!   twice, any option on `glibc`, `std`, `calibrated` or `fallback`, `masked=N` with a width
//!   narrower than avx512 are refused when parsed; what depends on the strategy `tuned` ends
//!   up with (`tuned,policy=kernel,masked=64` when the kernel policy picks `rep-movsb`) is
//!   checked against the built plan ([`Spec::check_applied`]).

use std::fmt;
use std::str::FromStr;

use anyhow::{anyhow, bail, ensure, Result};
use memcpy_jit::env::Overrides;
use memcpy_jit::harness::Candidate;
use memcpy_jit::{Builder, CpuFeatures, Memcpy, Plan, Policy, Strategy, Thresholds, VectorWidth};

/// Longest variant spec, in bytes: above one that sets every option and every field of the
/// thresholds (about 1,200 bytes), far below what would make a table line or a job unbounded.
const MAX_SPEC: usize = 2048;

/// A value from the command line inside a message: escaped, at most [`crate::line::VALUE`] bytes.
fn q(s: &str) -> String {
    crate::line::shown(s, crate::line::VALUE)
}

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

/// Special bases, tried before strategy names.
const SPECIAL: [(&str, Base); 4] = [
    ("tuned", Base::Tuned),
    ("glibc", Base::Glibc),
    ("std", Base::Std),
    ("calibrated", Base::Calibrated),
];

impl Base {
    /// `Some(why)` for the bases that take no option.
    fn no_options(self) -> Option<&'static str> {
        match self {
            Base::Glibc | Base::Std | Base::Calibrated => Some(""),
            Base::Strategy(Strategy::Fallback) => Some(": it runs no generated code"),
            _ => None,
        }
    }

    fn is_vector(self) -> bool {
        matches!(self, Base::Tuned | Base::Strategy(Strategy::Vector))
    }
}

/// One `KEY=VALUE` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opt {
    Threshold(usize),
    Entry(usize),
    Policy(Policy),
    /// The vector strategy's register width.
    Width(VectorWidth),
    /// The vector strategy's `masked_max`.
    Masked(usize),
    /// Memmove mode (`Builder::memmove`).
    Memmove(bool),
    /// The vector strategy's `tail_loads_after_loop_from` and `_below` (`None`: off), set on
    /// the thresholds the variant builds without them (the profile's or the table's).
    TailAfter(Option<(usize, Option<usize>)>),
    /// The table's row of this name as it reads on the CPU ([`Thresholds::for_row`]) in
    /// place of the CPU's own row or the profile: set before every other option.
    Row(&'static str),
}

/// An option's row of the table: its key, what a plan's value is called in messages, the
/// bases it applies to, and why it is refused on the others.
type Rule = (&'static str, &'static str, fn(Base) -> bool, &'static str);

impl Opt {
    /// The table of options ([`Rule`]).
    pub fn rule(self) -> Rule {
        const VECTOR: &str = "width, masked and tail_after apply to the vector strategy only";
        const POLICY: &str = "policy only applies to `tuned` (a forced strategy ignores it)";
        const MEMMOVE: &str = "memmove mode is the vector strategy's only";
        const ROW: &str = "row applies to the vector strategy only";
        match self {
            Opt::Threshold(_) => ("threshold", "threshold", |_| true, ""),
            Opt::Entry(_) => ("entry", "entry offset", |_| true, ""),
            Opt::Policy(_) => ("policy", "policy", |b| b == Base::Tuned, POLICY),
            Opt::Width(_) => ("width", "width", Base::is_vector, VECTOR),
            Opt::Masked(_) => ("masked", "masked maximum", Base::is_vector, VECTOR),
            Opt::Memmove(_) => ("memmove", "memmove mode", Base::is_vector, MEMMOVE),
            Opt::TailAfter(_) => (
                "tail_after",
                "tail loaded after the loop from",
                Base::is_vector,
                VECTOR,
            ),
            Opt::Row(_) => ("row", "row", Base::is_vector, ROW),
        }
    }

    fn key(self) -> &'static str {
        self.rule().0
    }

    fn parse(key: &str, value: &str) -> Result<Opt> {
        let count = || {
            value
                .parse()
                .map_err(|_| anyhow!("{key} `{}` is not a whole number", q(value)))
        };
        Ok(match key {
            "threshold" => Opt::Threshold(count()?),
            "entry" => Opt::Entry(count()?),
            "masked" => Opt::Masked(count()?),
            "policy" => Opt::Policy(value.parse()?),
            "width" => Opt::Width(value.parse()?),
            "tail_after" => Opt::TailAfter(match value.split_once('-') {
                _ if value == "off" => None,
                None => Some((count()?, None)),
                Some((from, below)) => {
                    let n = |v: &str| {
                        v.parse().map_err(|_| {
                            anyhow!(
                                "tail_after `{}` is not N, N-M (whole numbers) or off",
                                q(value)
                            )
                        })
                    };
                    Some((n(from)?, Some(n(below)?)))
                }
            }),
            "row" => Opt::Row(
                Thresholds::row_names()
                    .find(|&r| r == value)
                    .ok_or_else(|| {
                        let rows: Vec<&str> = Thresholds::row_names().collect();
                        anyhow!(
                            "row `{}` is not a row of the table ({})",
                            q(value),
                            rows.join(", ")
                        )
                    })?,
            ),
            "memmove" => Opt::Memmove(match value {
                "on" => true,
                "off" => false,
                _ => bail!("memmove `{}` is not `on` or `off`", q(value)),
            }),
            _ => {
                bail!("unknown option `{}` (expected threshold, entry, policy, width, masked, memmove, tail_after, row or a field of a profile: `memcpy-jit ab --help`)", q(key))
            }
        })
    }

    /// Sets this option on `b` (`cpu`: the features whose table thresholds `masked` changes).
    fn apply(self, b: &mut Builder, cpu: &CpuFeatures) {
        match self {
            Opt::Threshold(t) => b.threshold(t),
            Opt::Entry(e) => b.entry_offset(e),
            Opt::Policy(p) => b.policy(p),
            Opt::Width(w) => b.vector_width(w),
            Opt::Masked(m) => b.thresholds(Thresholds::for_cpu(cpu).0.with_masked_window(m)),
            Opt::Memmove(on) => b.memmove(on),
            // Set on the planned thresholds by `Spec::configure`.
            Opt::TailAfter(_) => b,
            Opt::Row(name) => match Thresholds::for_row(name, cpu) {
                Some(t) => b.thresholds(t),
                None => b,
            },
        };
    }

    /// What `plan` built for this option, to compare with it; `Err(why)` when the plan has
    /// nothing of the kind.
    fn built(self, plan: &Plan) -> Result<Opt, String> {
        let s = plan.strategy();
        let none = |which: &str| Err(format!("the strategy built is {s}, {which}"));
        match (self, plan.thresholds()) {
            (Opt::Policy(_), _) if plan.is_forced() => Err(format!(
                "the strategy is forced to {s} (MEMCPY_JIT_STRATEGY)"
            )),
            (Opt::Policy(p), _) => Ok(Opt::Policy(p)),
            (Opt::Threshold(_), _) => match plan.threshold() {
                Some(t) => Ok(Opt::Threshold(t)),
                None => none("which has no size gate"),
            },
            (Opt::Entry(_), _) if s == Strategy::Fallback => none("which runs no generated code"),
            (Opt::Entry(_), _) => Ok(Opt::Entry(plan.entry_offset())),
            (Opt::Width(_) | Opt::Masked(_), None) => none("not vector"),
            (Opt::Width(_), Some(t)) => Ok(Opt::Width(t.width)),
            (Opt::Masked(m), Some(t)) if t.masked_max != m => Err(format!(
                "width {} has no masked copy (it needs avx512)",
                t.width
            )),
            (Opt::Masked(_), Some(t)) => Ok(Opt::Masked(t.masked_max)),
            (Opt::Memmove(_), None) => none("not vector"),
            (Opt::Memmove(_), Some(_)) => Ok(Opt::Memmove(plan.is_memmove())),
            (Opt::TailAfter(_) | Opt::Row(_), None) => none("not vector"),
            // The fields given with it may change any of the row's values.
            (Opt::Row(name), Some(_)) => Ok(Opt::Row(name)),
            (Opt::TailAfter(_), Some(t)) => Ok(Opt::TailAfter(
                t.tail_loads_after_loop_from
                    .map(|from| (from, t.tail_loads_after_loop_below)),
            )),
        }
    }

    fn value(self) -> String {
        match self {
            Opt::Threshold(n) | Opt::Entry(n) | Opt::Masked(n) => n.to_string(),
            Opt::Policy(p) => p.to_string(),
            Opt::Row(name) => name.to_string(),
            Opt::Width(w) => w.to_string(),
            Opt::Memmove(on) => if on { "on" } else { "off" }.to_string(),
            Opt::TailAfter(None) => "off".to_string(),
            Opt::TailAfter(Some((from, None))) => from.to_string(),
            Opt::TailAfter(Some((from, Some(below)))) => format!("{from}-{below}"),
        }
    }
}

impl fmt::Display for Opt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.key(), self.value())
    }
}

/// The keys of [`Opt`]: they take precedence over the thresholds' fields of the same name
/// (`width`, `memmove`).
const OPT_KEYS: [&str; 8] = [
    "row",
    "threshold",
    "entry",
    "policy",
    "width",
    "masked",
    "memmove",
    "tail_after",
];

/// `key` as a field of the thresholds, by the name a profile writes it under
/// ([`Thresholds::field_names`]), unless it is an [`Opt`] key.
fn field_name(key: &str) -> Option<&'static str> {
    Thresholds::field_names().find(|&n| n == key && !OPT_KEYS.contains(&n))
}

/// A parsed SPEC.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    pub base: Base,
    /// In the order given, each key once.
    pub opts: Vec<Opt>,
    /// Fields of the thresholds by their profile names (`loop_interleave=true`), in the order
    /// given, each once: set on the thresholds the variant builds without them.
    pub fields: Vec<(&'static str, String)>,
    /// The text it was parsed from (shown in reports and passed to child processes).
    pub text: String,
}

impl FromStr for Spec {
    type Err = anyhow::Error;

    fn from_str(s: &str) -> Result<Spec> {
        let text = s.trim();
        ensure!(!text.is_empty(), "empty variant spec");
        // Reports, tables and the measuring processes' jobs carry the spec whole.
        ensure!(
            text.len() <= MAX_SPEC,
            "variant spec `{}`: {} bytes, more than the {MAX_SPEC} a spec may have",
            q(text),
            text.len()
        );
        Spec::parse(text).map_err(|e| anyhow!("variant spec `{}`: {e}", q(text)))
    }
}

impl Spec {
    fn parse(text: &str) -> Result<Spec> {
        let mut parts = text.split(',');
        let head = parts.next().unwrap_or_default();
        let (name, colon) = match head.split_once(':') {
            Some((b, t)) => (b, Some(("threshold", t))),
            None => (head, None),
        };
        let base = match SPECIAL.iter().find(|(n, _)| *n == name) {
            Some(&(_, base)) => base,
            None => Base::Strategy(name.parse().map_err(|e| {
                let special: Vec<&str> = SPECIAL.iter().map(|s| s.0).collect();
                anyhow!("{e} (or {})", special.join(", "))
            })?),
        };
        let pairs = colon.into_iter().map(Ok).chain(parts.map(|part| {
            part.split_once('=')
                .ok_or_else(|| anyhow!("option `{}` is not KEY=VALUE", q(part)))
        }));
        let mut opts: Vec<Opt> = Vec::new();
        let mut fields: Vec<(&'static str, String)> = Vec::new();
        for pair in pairs {
            let (key, value) = pair?;
            let given = opts
                .iter()
                .map(|o| o.key())
                .chain(fields.iter().map(|f| f.0));
            ensure!(
                given.into_iter().all(|k| k != key),
                "{} given twice",
                q(key)
            );
            match field_name(key) {
                Some(name) => {
                    // The value is checked now; the combination when the variant is built.
                    Thresholds::new(VectorWidth::Avx512)
                        .with_field(name, value)
                        .map_err(|e| anyhow!("{e}"))?;
                    fields.push((name, value.to_string()));
                }
                None => opts.push(Opt::parse(key, value)?),
            }
        }
        // Options that cannot take effect on this base, whatever the CPU: rejected here.
        // Those that depend on what `tuned` picks are checked on the plan (`check_applied`).
        let first = opts
            .first()
            .map(|o| o.key())
            .or(fields.first().map(|f| f.0));
        if let (Some(key), Some(why)) = (first, base.no_options()) {
            bail!("{name} takes no options (got `{}`){why}", q(key));
        }
        if let (Some((key, _)), false) = (fields.first(), base.is_vector()) {
            bail!(
                "{}: the thresholds' fields apply to the vector strategy only",
                q(key)
            );
        }
        let row = opts.iter().any(|o| matches!(o, Opt::Row(_)));
        let masked = opts.iter().any(|o| matches!(o, Opt::Masked(_)));
        ensure!(
            !(row && masked),
            "masked=N is on top of this CPU's own row: with row=, give masked_max=N"
        );
        let width = opts.iter().find_map(|o| match o {
            Opt::Width(w) => Some(*w),
            _ => None,
        });
        for o in &opts {
            let (_, _, applies, refused) = o.rule();
            ensure!(applies(base), "{refused}");
            if let (Opt::Masked(m @ 1..), Some(w @ (VectorWidth::Sse2 | VectorWidth::Avx2))) =
                (*o, width)
            {
                bail!("masked={m} needs width=avx512 (the masked copy is an AVX-512 path; width={w} has none)");
            }
        }
        let text = text.to_string();
        Ok(Spec {
            base,
            opts,
            fields,
            text,
        })
    }

    /// Checks that every option of the spec shows in `plan`, what the library built from it:
    /// an option the chosen strategy ignores (`tuned,policy=kernel,masked=64` on a CPU where
    /// the kernel policy picks `rep-movsb`) is an error naming it, not a silent no-op.
    pub fn check_applied(&self, plan: &Plan) -> Result<()> {
        for &o in &self.opts {
            let why = match o.built(plan) {
                Ok(b) if b == o => continue,
                Ok(b) => format!("the {} built is {}", o.rule().1, b.value()),
                Err(why) => why,
            };
            bail!("variant spec `{}`: {o} has no effect: {why}", q(&self.text));
        }
        for (name, value) in &self.fields {
            let Some(t) = plan.thresholds() else {
                let s = plan.strategy();
                bail!(
                    "variant spec `{}`: {name}={} has no effect: the strategy built is {s}, not vector",
                    q(&self.text),
                    q(value)
                );
            };
            // Compared as the profile writes them (`0x1000` reads as 4096).
            let asked = t.with_field(name, value).ok().and_then(|a| a.field(name));
            let built = t.field(name);
            if asked != built {
                let built = built.unwrap_or_default();
                bail!(
                    "variant spec `{}`: {name}={} has no effect: the {name} built is {built}",
                    q(&self.text),
                    q(value)
                );
            }
        }
        Ok(())
    }

    /// Sets every option on `b`, for a CPU with the features `cpu`; then `tail_after=` and the
    /// thresholds' fields on top of the thresholds `b` plans with them (the profile's, the
    /// table's, or `masked=`'s). A plan that fails or is not vector is left as it is: the
    /// build reports the first, `check_applied` the second.
    pub fn configure(&self, b: &mut Builder, cpu: &CpuFeatures) {
        // `row=` first: the other options go on top of it.
        let (row, rest): (Vec<Opt>, Vec<Opt>) =
            self.opts.iter().partition(|o| matches!(o, Opt::Row(_)));
        for o in row.iter().chain(&rest) {
            o.apply(b, cpu);
        }
        let tail = self.opts.iter().find_map(|o| match *o {
            Opt::TailAfter(n) => Some(n),
            _ => None,
        });
        if tail.is_none() && self.fields.is_empty() {
            return;
        }
        let Some(mut t) = b.plan().ok().and_then(|p| p.thresholds().copied()) else {
            return;
        };
        if let Some(n) = tail {
            t = t
                .with_tail_loads_after_loop_from(n.map(|(from, _)| from))
                .with_tail_loads_after_loop_below(n.and_then(|(_, below)| below));
        }
        for (name, value) in &self.fields {
            // Each value was parsed when the spec was (`Spec::parse`).
            if let Ok(with) = t.with_field(name, value) {
                t = with;
            }
        }
        b.thresholds(t);
    }

    /// Builds the variant (emits code for library variants).
    pub fn build(&self) -> Result<Runnable> {
        self.build_in_slot(0)
    }

    /// [`Spec::build`] with the code at slot `slot` of its page (`Builder::code_slot`):
    /// `ab` gives the variants of a comparison distinct slots. `tuned` without options is the
    /// process's `Memcpy::tuned()` and `calibrated` is `Memcpy::calibrated()`: both stay where
    /// the library put them.
    pub fn build_in_slot(&self, slot: usize) -> Result<Runnable> {
        Ok(match self.base {
            Base::Glibc => Runnable::Baseline(
                Candidate::libc(),
                "the C library's memcpy (its own entry point)",
            ),
            Base::Std => Runnable::Baseline(
                Candidate::std(),
                "<[u8]>::copy_from_slice in an extern \"C\" wrapper",
            ),
            Base::Tuned if self.opts.is_empty() && self.fields.is_empty() => {
                Runnable::Tuned(Memcpy::tuned())
            }
            _ => Runnable::Owned(Box::new(self.build_memcpy_in_slot(slot)?)),
        })
    }

    /// True when [`Spec::build_in_slot`] emits code of its own at the slot it is given (a
    /// generated strategy, or `tuned` with options), so `ab --placements` can build it at
    /// several page offsets; false for the baselines, plain `tuned` (the process's instance),
    /// `calibrated` (the library's) and the `fallback` strategy (no generated code).
    pub fn takes_slot(&self) -> bool {
        match self.base {
            Base::Glibc | Base::Std | Base::Calibrated => false,
            Base::Strategy(s) => s != Strategy::Fallback,
            Base::Tuned => !(self.opts.is_empty() && self.fields.is_empty()),
        }
    }

    /// Builds a library variant as an owned [`Memcpy`]. `tuned` is rebuilt the way
    /// `Memcpy::tuned()` builds it (policy `fastest` unless `policy=` or `MEMCPY_JIT_POLICY`
    /// says otherwise, `MEMCPY_JIT_STRATEGY`/`MEMCPY_JIT_THRESHOLD` applied, the profile
    /// loaded), with the spec's options on top; environment-driven calibration is not applied
    /// (use `calibrated`).
    pub fn build_memcpy(&self) -> Result<Memcpy> {
        self.build_memcpy_in_slot(0)
    }

    /// [`Spec::build_memcpy`] with the code at slot `slot` of its page (`Builder::code_slot`).
    pub fn build_memcpy_in_slot(&self, slot: usize) -> Result<Memcpy> {
        // HOOK(calibrated): the library's self-calibrating constructor.
        if matches!(self.base, Base::Calibrated) {
            return Ok(Memcpy::calibrated());
        }
        let m = self
            .builder_for(&CpuFeatures::host())?
            .code_slot(slot)
            .build()
            .map_err(|e| anyhow!("variant spec `{}`: {e}", q(&self.text)))?;
        self.check_applied(m.plan())?;
        Ok(m)
    }

    /// The builder of a library variant for a CPU with the features `cpu` (nothing built: a
    /// harness places the code with it, `Builder::placement`, for any CPU). Not for
    /// `calibrated`, which is the library's own instance.
    pub fn builder_for(&self, cpu: &CpuFeatures) -> Result<Builder> {
        let text = &self.text;
        let mut b = Memcpy::builder();
        b.features(*cpu);
        match self.base {
            Base::Glibc | Base::Std => {
                bail!(
                    "variant spec `{}`: only library variants have generated code to show",
                    q(text)
                )
            }
            Base::Calibrated => {
                bail!(
                    "variant spec `{}`: `calibrated` is the library's own instance",
                    q(text)
                )
            }
            Base::Tuned => {
                // tuned()'s own rules for the environment (a threshold the strategy cannot
                // use is dropped, not an error), with `policy=` in place of the variable.
                // The profile tuned() loads is loaded too; calibration is the `calibrated`
                // variant's job: nothing is measured or written here.
                let mut env = Overrides::from_env();
                for o in &self.opts {
                    if let Opt::Policy(p) = *o {
                        env.policy = Some(p);
                    }
                }
                env.calibrate = None;
                b.policy(Policy::Fastest).overrides(&env);
            }
            Base::Strategy(s) => {
                b.strategy(s);
            }
        }
        self.configure(&mut b, cpu);
        Ok(b)
    }
}

/// A named variant of the A/B comparison.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    pub name: String,
    pub spec: Spec,
    /// The command-line argument it came from, for error messages.
    pub origin: String,
}

impl Variant {
    /// `NAME=SPEC` named by another flag (`origin`: `--threshold 512`).
    pub fn from_flag(origin: String, text: &str) -> Result<Variant> {
        Ok(Variant {
            origin,
            ..text.parse()?
        })
    }
}

impl FromStr for Variant {
    type Err = anyhow::Error;

    /// `NAME=SPEC`. NAME is letters, digits, `-`, `_`, `.`, `+`.
    fn from_str(s: &str) -> Result<Variant> {
        let (name, spec) = s
            .split_once('=')
            .ok_or_else(|| anyhow!("expected NAME=SPEC, e.g. orig=scalar"))?;
        let name = name.trim();
        let ok = |c: char| c.is_ascii_alphanumeric() || "-_.+".contains(c);
        ensure!(
            !name.is_empty() && name.chars().all(ok),
            "the name must be non-empty and use only letters, digits, - _ . +"
        );
        Ok(Variant {
            name: name.to_string(),
            spec: spec.parse()?,
            origin: format!("--variant {}", q(s)),
        })
    }
}

/// A variant ready to call: a library instance, or a baseline.
pub enum Runnable {
    /// Built for the variant.
    Owned(Box<Memcpy>),
    /// [`Memcpy::tuned`]'s instance (`tuned` without options).
    Tuned(&'static Memcpy),
    /// The C library's `memcpy` or `copy_from_slice`, and what it is.
    Baseline(Candidate<'static>, &'static str),
}

impl Runnable {
    /// The function to time, borrowed from this variant.
    pub fn candidate(&self) -> Candidate<'_> {
        match self {
            Runnable::Owned(m) => Candidate::of(m),
            Runnable::Tuned(m) => Candidate::of(m),
            Runnable::Baseline(c, _) => *c,
        }
    }

    /// What it is, in one line for reports: `strategy scalar, entry offset 0`.
    pub fn describe(&self) -> String {
        let m: &Memcpy = match self {
            Runnable::Owned(m) => m,
            Runnable::Tuned(m) => m,
            Runnable::Baseline(_, what) => return what.to_string(),
        };
        let threshold = m.threshold().map(|t| format!(", threshold {t}"));
        let (s, e) = (m.strategy(), m.entry_offset());
        let memmove = if m.is_memmove() { ", memmove mode" } else { "" };
        format!(
            "strategy {s}{}, entry offset {e}{memmove}",
            threshold.unwrap_or_default()
        )
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    fn spec(text: &str) -> Spec {
        text.parse().unwrap()
    }

    #[test]
    fn specs() {
        let s = spec("erms-gated:2048,entry=48");
        assert_eq!(s.base, Base::Strategy(Strategy::ErmsGated));
        assert_eq!(s.opts, [Opt::Threshold(2048), Opt::Entry(48)]);
        assert_eq!(spec("erms-gated,threshold=512").opts, [Opt::Threshold(512)]);
        for (text, base) in SPECIAL {
            assert_eq!(spec(text).base, base);
        }
        assert_eq!(
            spec("tuned,policy=kernel").opts,
            [Opt::Policy(Policy::Kernel)]
        );
        // Every name of the library's lists parses (`policy=fastest` once did not).
        for p in Policy::ALL {
            assert_eq!(spec(&format!("tuned,policy={p}")).opts, [Opt::Policy(p)]);
        }
        for w in VectorWidth::ALL {
            assert_eq!(spec(&format!("vector,width={w}")).opts, [Opt::Width(w)]);
        }
        let s = spec("vector,width=avx2,masked=0");
        assert_eq!(s.opts, [Opt::Width(VectorWidth::Avx2), Opt::Masked(0)]);
        assert_eq!(spec("tuned,masked=64").opts, [Opt::Masked(64)]);
        assert_eq!(spec("tuned,memmove=on").opts, [Opt::Memmove(true)]);
        assert_eq!(spec("vector,memmove=off").opts, [Opt::Memmove(false)]);
        assert_eq!(
            spec("tuned,tail_after=2048").opts,
            [Opt::TailAfter(Some((2048, None)))]
        );
        assert_eq!(
            spec("tuned,tail_after=2048-8192").opts,
            [Opt::TailAfter(Some((2048, Some(8192))))]
        );
        assert_eq!(spec("vector,tail_after=off").opts, [Opt::TailAfter(None)]);
        for name in Thresholds::row_names() {
            assert_eq!(spec(&format!("vector,row={name}")).opts, [Opt::Row(name)]);
        }
        // Any other field of the thresholds, by its profile name, in the order given; the
        // keys of options keep their meaning (`width`, `memmove`).
        let s = spec("tuned,loop_interleave=true,width=avx2,rep_movsb_from=none");
        assert_eq!(s.opts, [Opt::Width(VectorWidth::Avx2)]);
        assert_eq!(
            s.fields,
            [
                ("loop_interleave", "true".to_string()),
                ("rep_movsb_from", "none".to_string())
            ]
        );
        assert!(spec("vector,memmove=on").fields.is_empty());
        for name in Thresholds::field_names() {
            assert!(
                OPT_KEYS.contains(&name) || field_name(name) == Some(name),
                "{name} is neither an option nor a field key"
            );
        }
        // Every library strategy parses, whatever the list is.
        for st in Strategy::ALL {
            assert_eq!(spec(st.name()).base, Base::Strategy(st));
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
            ("vector,width=avx9", "unknown width"),
            ("vector,masked=lots", "masked"),
            ("scalar,masked=32", "vector strategy only"),
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
            ("tuned,memmove=yes", "not `on` or `off`"),
            ("scalar,memmove=on", "vector strategy's only"),
            ("glibc,memmove=on", "takes no options"),
            ("scalar,tail_after=2048", "vector strategy only"),
            ("tuned,tail_after=soon", "not a whole number"),
            ("tuned,tail_after=2048-", "not N, N-M"),
            ("scalar,loop_interleave=true", "vector strategy only"),
            ("glibc,loop_interleave=true", "takes no options"),
            ("tuned,loop_interleave=yes", "field loop_interleave: "),
            (
                "tuned,loop_interleave=true,loop_interleave=false",
                "loop_interleave given twice",
            ),
            ("tuned,loop_prefetch", "KEY=VALUE"),
            (
                "vector,row=zen9",
                "row `zen9` is not a row of the table (intel-fsrm,",
            ),
            (
                "scalar,row=generic",
                "row applies to the vector strategy only",
            ),
            ("glibc,row=generic", "takes no options"),
            (
                "vector,row=generic,masked=32",
                "with row=, give masked_max=N",
            ),
            ("vector,row=generic,row=generic", "row given twice"),
        ] {
            let e = text.parse::<Spec>().unwrap_err().to_string();
            assert!(e.contains(needle), "{text:?}: {e}");
        }
    }

    /// `check_applied` on what `tuned` builds for three CPUs under the kernel policy, which
    /// picks rep-movsb (FSRM), erms-gated (ERMS only) or scalar (neither), never vector; and
    /// with a strategy forced, as `MEMCPY_JIT_STRATEGY` does. `""`: every option applies.
    #[test]
    fn options_the_plan_ignores_are_errors() {
        let plan = |spec: &Spec, cpu: CpuFeatures, forced: Option<Strategy>| {
            let mut b = Memcpy::builder();
            b.features(cpu).policy(Policy::Fastest).strategy(forced);
            spec.configure(&mut b, &cpu);
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
        let kernel = |opt: &str| format!("tuned,policy=kernel,{opt}");
        for (text, cpu, forced, needle) in [
            (kernel("threshold=512"), fsrm, None, "threshold=512"),
            (kernel("threshold=512"), erms, None, ""),
            (kernel("threshold=512"), none, None, "threshold=512"),
            (kernel("entry=5"), fsrm, None, ""),
            (kernel("entry=5"), none, None, ""),
            (kernel("width=sse2"), erms, None, "width=sse2"),
            (kernel("masked=64"), fsrm, None, "masked=64"),
            (kernel("masked=0"), none, None, "masked=0"),
            (
                "tuned,policy=kernel".into(),
                fsrm,
                Some(Strategy::Scalar),
                "policy=kernel",
            ),
            (
                "tuned,entry=0".into(),
                fsrm,
                Some(Strategy::Fallback),
                "entry=0",
            ),
            ("tuned,threshold=4096".into(), avx512, None, ""),
            ("tuned,width=sse2".into(), avx512, None, ""),
            ("tuned,width=avx512,masked=16".into(), avx512, None, ""),
            ("tuned,masked=0,entry=3".into(), none, None, ""),
            ("tuned,memmove=on".into(), avx512, None, ""),
            ("tuned,memmove=off".into(), avx512, None, ""),
            (kernel("memmove=off"), fsrm, None, "memmove=off"),
            ("tuned,loop_interleave=true".into(), avx512, None, ""),
            (
                kernel("loop_interleave=true"),
                fsrm,
                None,
                "loop_interleave=true",
            ),
        ] {
            let spec = spec(&text);
            let got = spec.check_applied(&plan(&spec, cpu, forced));
            if needle.is_empty() {
                assert!(got.is_ok(), "{text}: {got:?}");
            } else {
                let e = got.unwrap_err().to_string();
                let needle = format!("{needle} has no effect");
                assert!(e.contains(&needle) && e.contains(&text), "{text}: {e}");
            }
        }
    }

    #[test]
    fn variants() {
        let v: Variant = "e48=erms-gated:2048,entry=48".parse().unwrap();
        assert_eq!(v.name, "e48");
        for bad in ["noequals", "=scalar", "a b=scalar"] {
            assert!(bad.parse::<Variant>().is_err(), "{bad}");
        }
    }

    #[test]
    fn builds_and_copies() {
        let all = "scalar rep-movsb erms-gated:512 erms-gated:2048,entry=48 tuned tuned,entry=5 \
                   tuned,policy=kernel calibrated glibc std fallback tuned,memmove=on \
                   tuned,tail_after=0 tuned,loop_interleave=true,loop_start_strict=true \
                   vector,rep_movsb_from=none,tail_loads_ascending=true";
        for text in all.split_whitespace() {
            let r = spec(text).build().unwrap();
            let src: Vec<u8> = (0..3000u32).map(|i| (i * 7) as u8).collect();
            let mut dst = vec![0u8; 3000];
            r.candidate().copy(&mut dst, &src);
            assert_eq!(dst, src, "{text}");
        }
        // Library errors come through with the spec named.
        let e = spec("erms-gated:0").build().err().unwrap().to_string();
        assert!(e.contains("erms-gated:0") && e.contains("threshold"), "{e}");
        let e = spec("rep-movsb:4096").build().err().unwrap().to_string();
        assert!(e.contains("no size gate"), "{e}");
        // Memmove mode is built, and said.
        let r = spec("tuned,memmove=on").build().unwrap();
        assert!(r.describe().ends_with(", memmove mode"), "{}", r.describe());
        let r = spec("tuned,memmove=off").build().unwrap();
        assert!(!r.describe().contains("memmove"), "{}", r.describe());
        // `tail_after` is set on what the variant builds without it, whatever that is.
        for (text, from, below) in [
            ("tuned,tail_after=2048", Some(2048), None),
            ("vector,tail_after=4096,memmove=on", Some(4096), None),
            ("tuned,tail_after=2048-8192", Some(2048), Some(8192)),
            ("tuned,tail_after=off", None, None),
        ] {
            let m = spec(text).build_memcpy().unwrap();
            let t = *m.plan().thresholds().unwrap();
            let got = (t.tail_loads_after_loop_from, t.tail_loads_after_loop_below);
            assert_eq!(got, (from, below), "{text}");
        }
        // Fields by name on `tuned` are built too, not `Memcpy::tuned()`'s instance.
        let r = spec("tuned,loop_interleave=true").build().unwrap();
        assert!(matches!(r, Runnable::Owned(_)), "tuned with a field");
        let Runnable::Owned(m) = r else {
            unreachable!()
        };
        assert!(m.plan().thresholds().is_none_or(|t| t.loop_interleave));
        // `row=` builds the row asked for as it reads on the CPU, with the other keys on top
        // of it whatever their order: here the generic row (for CPUs the table does not
        // know) at SSE2 with its loop of 8 vectors. Planned for every recorded CPU and this
        // one; built on this one.
        for cpu in memcpy_jit::harness::recorded::each_cpu() {
            let generic = Thresholds::for_row("generic", &cpu.features).unwrap();
            let planned = |text: &str| {
                let b = spec(text).builder_for(&cpu.features).unwrap();
                b.plan().unwrap().thresholds().copied()
            };
            assert_eq!(planned("vector,row=generic"), Some(generic), "{}", cpu.name);
            if cpu.is_host {
                let m = spec("vector,row=generic").build_memcpy().unwrap();
                assert_eq!(m.plan().thresholds(), Some(&generic));
            }
            for text in [
                "vector,loop_interleave=true,width=sse2,row=generic",
                "vector,row=generic,width=sse2,loop_interleave=true",
            ] {
                let want = generic
                    .with_width(VectorWidth::Sse2)
                    .with_loop_interleave(true);
                assert_eq!(planned(text), Some(want), "{} {text}", cpu.name);
                if cpu.is_host {
                    let m = spec(text).build_memcpy().unwrap();
                    assert_eq!(m.plan().thresholds(), Some(&want), "{text}");
                }
            }
        }
        // The library's own error for a limit at or below the start.
        let e = spec("tuned,tail_after=4096-4096")
            .build()
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("tail_loads_after_loop_below 4096"), "{e}");
        let e = "calibrated,entry=4"
            .parse::<Spec>()
            .unwrap_err()
            .to_string();
        assert!(e.contains("takes no"), "{e}");
    }
}
