//! The top layer: [`Memcpy::tuned`], the instance for this machine, and what it orchestrates
//! on top of the builder — the environment ([`crate::env`]), the profile and calibration
//! (load, measure, save), the fallback that makes it infallible, and its non-blocking
//! publication (`crate::once`). Also `Memcpy::calibrated`, and the two builder options that need this
//! layer: [`Builder::overrides`] and `Builder::calibrate` (the measuring, with the `calibrate`
//! feature only: without it `MEMCPY_JIT_CALIBRATE=1` leaves a note and nothing is measured).
//!
//! Why here and not in `memcpy.rs`: calibrating builds and times candidate instances
//! (`src/calibrate.rs`), so it sits above the handle and its builder; the code that decides
//! to calibrate must sit above both. `memcpy.rs` keeps the handle and the builder's core
//! (plan, emit, map); the `impl Builder` block below adds the options that load or measure,
//! and stores their result (thresholds, notes, the [`Calibration`]) in the builder for
//! [`Builder::build`] to use. The options are applied when called, to the builder as it
//! stands, exactly as `tuned()` applies the environment:
//!
//! 1. the policy, then a forced strategy, decide the strategy;
//! 2. the profile and calibration (vector strategy only; under any other, a profile named
//!    by `MEMCPY_JIT_PROFILE` or calibration gets a note saying it was skipped, the one in the
//!    cache directory is skipped silently);
//! 3. the threshold, checked against the strategy and the final vector width (which
//!    calibration may have changed): applied if the plan accepts it, else dropped with a
//!    note.
//!
//! So call them after [`Builder::features`] and [`Builder::policy`]; a setter called after
//! them overrides what they set, as any later setter does.

use alloc::borrow::Cow;
#[cfg(feature = "calibrate")]
use alloc::{format, string::String};
use core::fmt;
#[cfg(feature = "calibrate")]
use std::path::Path;

use crate::calibration::Calibration;
use crate::cpu::CpuFeatures;
use crate::env::{
    path_bytes, Overrides, PathValue, ProfileSource, CALIBRATE_VAR, POLICY_VAR, STRATEGY_VAR,
    THRESHOLD_VAR,
};
use crate::error::BuildError;
use crate::fallible::{self, oom, try_format, Oom};
#[cfg(feature = "calibrate")]
use crate::files;
use crate::files::ShownPath;
use crate::memcpy::{Builder, Memcpy};
use crate::once::Published;
use crate::plan::Plan;
use crate::strategy::{Policy, Strategy};

/// The instance [`Memcpy::tuned`] hands out while the tuned one is being built: the plain
/// copy, built at compile time (no allocation), with features unknown.
static INTERIM: Memcpy = Memcpy::plain(
    Plan::fallback(INTERIM_REASON),
    CpuFeatures::none(),
    Some(Cow::Borrowed(INTERIM_REASON)),
);

/// [`INTERIM`]'s plan reason and fallback reason.
const INTERIM_REASON: &str =
    "interim plain copy: the tuned instance is being built (by another thread, or by this \
     thread further up the stack); Memcpy::tuned() returns it once published";

/// Why `MEMCPY_JIT_CALIBRATE=1` is ignored in a build without the `calibrate` feature (the
/// note [`Builder::overrides`] leaves: never silent).
#[cfg(not(feature = "calibrate"))]
const NO_CALIBRATE: &str = if cfg!(feature = "std") {
    "this build of memcpy-jit has no `calibrate` feature (off by default: the library \
     compiles no measuring code), so it cannot measure; `memcpy-jit tune` writes the profile \
     it loads"
} else {
    "this build of memcpy-jit has no std (the preload library's), so it cannot measure; \
     `memcpy-jit tune` writes the profile it loads"
};

/// The process's tuned instance, once built (see `crate::once` for the state machine).
static TUNED: Published<Memcpy> = Published::new();

/// What [`Memcpy::tuned`] returns when the allocator refused the box that publishes the
/// instance (nothing is published: a later call builds again).
static NO_MEMORY: Memcpy = Memcpy::plain(
    Plan::fallback(NO_MEMORY_REASON),
    CpuFeatures::none(),
    Some(Cow::Borrowed(NO_MEMORY_REASON)),
);

const NO_MEMORY_REASON: &str =
    "out of memory: the allocation for the tuned instance was refused; using the plain copy";

impl Memcpy {
    /// The memcpy for this machine: detected features, [`Policy::Fastest`] (the vector
    /// strategy with the thresholds of this CPU's profile, written by `memcpy-jit tune` into
    /// the user's cache directory, or else of the per-CPU table), and the environment
    /// overrides (`MEMCPY_JIT_POLICY`, `MEMCPY_JIT_STRATEGY`, `MEMCPY_JIT_THRESHOLD`,
    /// `MEMCPY_JIT_CALIBRATE`, `MEMCPY_JIT_PROFILE`; under `AT_SECURE` neither the variables
    /// nor the cache directory are used, see [`crate::env`]). Built once per process, on first
    /// use, and kept for the life of the process.
    ///
    /// The profile costs one capped read of one small file (its name derives from the CPU's
    /// identity: no directory is scanned, nothing is created). A profile made for another CPU
    /// or by another crate version, a corrupt one, or a path that is not a readable regular
    /// file of at most [`Calibration::MAX_FILE_BYTES`] (a FIFO, a directory, a huge file) is
    /// not used, and a note says why.
    ///
    /// Never fails. An invalid override is ignored; a forced strategy that cannot be built
    /// here is dropped with the threshold and calibration overrides (the policy stays); and
    /// if executable memory or an allocation is refused the instance is
    /// [`Strategy::Fallback`]. Either way [`Memcpy::notes`] says why (after a refused
    /// allocation the notes may be empty, and [`Memcpy::fallback_reason`] names the
    /// allocation: every allocation of the build is checked).
    ///
    /// Why not the card's policy ([`Policy::Kernel`], still the builder's default): plain
    /// `REP MOVSB` loses to the vector code at small sizes, and by far on AMD Zen when the
    /// destination sits just above the source in its page; docs/tuning.md has the
    /// measurements.
    ///
    /// The same instance, not cached and from a builder (with pretended features, say):
    /// `Memcpy::builder().policy(Policy::Fastest).overrides(&Overrides::from_env()).build()`
    /// ([`Builder::overrides`]), which returns the error instead of falling back.
    ///
    /// # Initialisation never blocks a caller
    ///
    /// The call that builds reads CPUID, the environment and the profile, allocates, maps and
    /// protects a code page (with `MEMCPY_JIT_CALIBRATE=1`, the `calibrate` feature and no
    /// valid profile it also measures, within `Calibration::DEFAULT_BUDGET`, and saves to the
    /// file named by `MEMCPY_JIT_PROFILE`; docs/tuning.md has the start-up times). A call that arrives meanwhile —
    /// from another thread, or from a signal handler that interrupted the building thread —
    /// does not wait: it returns at once an *interim* instance, the built-in plain copy
    /// ([`Strategy::Fallback`], whose [`fallback_reason`](Memcpy::fallback_reason) says it is
    /// interim; its features are [`CpuFeatures::default`] and its notes empty), which copies
    /// correctly. The contract:
    ///
    /// - Every call returns either the interim instance or the one instance built and
    ///   published for this process; nothing else.
    /// - The call that builds returns the published instance, and so does every call that
    ///   starts after any call has returned it (or after [`Memcpy::tuned_if_ready`] returned
    ///   `Some`), on any thread.
    /// - A call that does not build never allocates, locks, blocks or panics (once built: one
    ///   atomic load; during the build: also `getpid` and a compare-exchange), so it may be
    ///   made from a signal handler. **The call that builds is not async-signal-safe**: it
    ///   allocates and maps memory. Code that may run before the first call completes and
    ///   cannot allocate (a signal handler, an allocator, a preloaded `memcpy`) should use
    ///   [`Memcpy::tuned_if_ready`], which never builds.
    /// - Do not keep the reference from a call that may have raced the build: it may be the
    ///   interim copy for good. Call `tuned()` again instead (one atomic load).
    /// - The interim copy is `ptr::copy_nonoverlapping`, which may call the C library's
    ///   `memcpy`: code that *is* the process's `memcpy` must bring its own fallback.
    ///
    /// After `fork`, a child inherits a published instance (and its page). A child forked
    /// while a thread of the parent was building does not inherit that thread: the first
    /// call in the child takes the build over (the rule: the build is recorded with the
    /// builder's process id, and a caller in another process replaces it with its own by
    /// compare-exchange). One race remains: a descendant given the recorded id again (a
    /// recycled id, or a new PID namespace) gets the interim copy for good — correct, only
    /// slower.
    pub fn tuned() -> &'static Memcpy {
        match TUNED.get() {
            Some(m) => m,
            None => Memcpy::tuned_slow(),
        }
    }

    #[cold]
    #[inline(never)]
    fn tuned_slow() -> &'static Memcpy {
        TUNED
            .get_or_build(
                process_id(),
                || {
                    let features = CpuFeatures::host();
                    match Overrides::try_from_env_oom() {
                        Ok(o) => tuned_for(features, &o),
                        Err(o) => no_memory(features, o.0),
                    }
                },
                &NO_MEMORY,
            )
            .unwrap_or(&INTERIM)
    }

    /// The instance [`Memcpy::tuned`] publishes, if it has been built; never builds, never
    /// allocates, locks or blocks (one atomic load), so it is async-signal-safe.
    ///
    /// ```
    /// use memcpy_jit::Memcpy;
    /// let m = Memcpy::tuned();
    /// assert!(std::ptr::eq(m, Memcpy::tuned_if_ready().unwrap()));
    /// ```
    #[inline]
    pub fn tuned_if_ready() -> Option<&'static Memcpy> {
        TUNED.get()
    }

    /// True while this process is building the instance [`Memcpy::tuned`] publishes.
    ///
    /// Hidden: the tests of the non-blocking start-up (tests/tuned_init.rs) must act while
    /// the build is under way (interrupt it with a signal, fork in the middle of it) and
    /// need to know that it is; nothing else should depend on this transient state.
    #[doc(hidden)]
    pub fn tuned_building() -> bool {
        TUNED.is_building(process_id())
    }

    /// A memcpy for this machine with thresholds measured now, within
    /// [`Calibration::DEFAULT_BUDGET`]: the vector strategy, with the vector width and masked
    /// window, the `REP MOVSB` threshold and the short-distance guard decided by the tuner's
    /// reduced search here ([`Memcpy::calibration`] has the evidence; `memcpy-jit tune` is
    /// the full search). Decisions that timing cannot settle keep
    /// the per-CPU table's value. Not cached: each call measures again. Never fails (as
    /// [`Memcpy::tuned`]; [`Builder::calibrate`] is the same step on a builder).
    ///
    /// Needs the `calibrate` feature (off by default: the default build compiles no
    /// measuring code). Without it this function does not exist, rather than returning an
    /// instance that measured nothing; `MEMCPY_JIT_CALIBRATE=1` is then ignored by
    /// [`Memcpy::tuned`], with a note.
    #[cfg(feature = "calibrate")]
    pub fn calibrated() -> Memcpy {
        Memcpy::calibrated_with(None)
    }

    /// [`Memcpy::calibrated`], persisted as a profile: with `Some(path)`, a valid profile
    /// recorded in `path` for this CPU (by this or by `memcpy-jit tune`) is used without
    /// measuring; otherwise the machine is measured and the result written there as a
    /// profile (a failure to write is reported in [`Memcpy::notes`]). See
    /// [`Calibration::load`] and [`Calibration::save`].
    #[cfg(feature = "calibrate")]
    pub fn calibrated_with(path: Option<&Path>) -> Memcpy {
        let features = CpuFeatures::host();
        let mut b = Memcpy::builder();
        b.features(features).policy(Policy::Fastest).calibrate(path);
        b.build().unwrap_or_else(|e| fall_back(&b, features, &e))
    }
}

/// This process's id (`getpid`: a system call that cannot fail; no allocation, no lock).
fn process_id() -> u32 {
    // SAFETY: getpid has no preconditions and cannot fail.
    unsafe { libc::getpid() }.unsigned_abs()
}

/// `tuned()`'s instance for `features` and the overrides `o`: never fails. A build error
/// other than executable memory (a forced strategy this target or CPU cannot run, such as
/// the vector strategy for pretended features the host lacks) drops every override but the
/// policy, with a note; executable memory refused gives the fallback.
fn tuned_for(features: CpuFeatures, o: &Overrides) -> Memcpy {
    let base = || {
        let mut b = Memcpy::builder();
        b.features(features).policy(Policy::Fastest);
        b
    };
    let mut b = base();
    b.overrides(o);
    let e = match b.build() {
        Ok(m) => return m,
        Err(e) if e.is_exec_memory() || e.is_out_of_memory() => return fall_back(&b, features, &e),
        Err(e) => e,
    };
    let policy_only = match policy_only(o, &e) {
        Ok(p) => p,
        Err(oom) => return no_memory(features, oom.0),
    };
    let mut b = base();
    b.overrides(&policy_only);
    b.build().unwrap_or_else(|e| fall_back(&b, features, &e))
}

/// `o` with only its policy (and the profile in the cache directory, which is not an
/// override), its messages, and one more saying why the rest was dropped (`e`).
fn policy_only(o: &Overrides, e: &BuildError) -> Result<Overrides, Oom> {
    let what = oom!("a note on the environment");
    let profile = match &o.profile {
        ProfileSource::CacheDir(d) => {
            let mut p = crate::env::PathValue::new();
            let bytes = crate::env::path_bytes(d);
            p.try_reserve_exact(bytes.len()).map_err(|_| what)?;
            #[cfg(feature = "std")]
            p.push(d);
            #[cfg(not(feature = "std"))]
            p.push_str(d);
            ProfileSource::CacheDir(p)
        }
        _ => ProfileSource::Off,
    };
    let mut messages = fallible::strings(&o.messages, what)?;
    let m = try_format!(
        what,
        "strategy, threshold, calibration and profile overrides ignored: {e}"
    )?;
    fallible::push(&mut messages, m, what)?;
    Ok(Overrides {
        policy: o.policy,
        profile,
        messages,
        ..Overrides::default()
    })
}

/// The plain-copy fallback for `features` after `b` failed to build with `e`: it carries
/// `b`'s notes and calibration, and a note with the cause.
///
/// Every allocation is checked: if one is refused, the fallback has no notes and its
/// `fallback_reason` names the refused allocation ([`no_memory`]).
fn fall_back(b: &Builder, features: CpuFeatures, e: &BuildError) -> Memcpy {
    let full = || -> Result<Memcpy, Oom> {
        let what = oom!("the fallback's notes");
        let why = try_format!(
            what,
            "using the plain-copy fallback instead of generated code: {e}"
        )?;
        let mut m = Memcpy::fallback(features);
        m.notes = fallible::strings(&b.notes, what)?;
        fallible::push(&mut m.notes, fallible::string(&why, what)?, what)?;
        m.fallback_reason = Some(Cow::Owned(why));
        m.calibration = match &b.calibration {
            Some(c) => Some(c.try_clone()?),
            None => None,
        };
        Ok(m)
    };
    full().unwrap_or_else(|o| no_memory(features, e.out_of_memory_reason().unwrap_or(o.0)))
}

/// The plain-copy fallback after a refused allocation (`why` names it), allocating nothing:
/// no notes, the reason a static string.
fn no_memory(features: CpuFeatures, why: &'static str) -> Memcpy {
    Memcpy::plain(Plan::fallback(why), features, Some(Cow::Borrowed(why)))
}

impl Builder {
    /// Applies environment overrides, parsed by [`Overrides::from_env`] (or
    /// [`Overrides::from_env_with`]), to this builder as it stands, as [`Memcpy::tuned`] does;
    /// each leaves a note in the built instance's [`Memcpy::notes`], so the notes describe
    /// what was built:
    ///
    /// - every variable that did not parse: its message (nothing else happens for it);
    /// - the policy chooses unless a strategy is forced (and its note says which won);
    /// - the profile ([`Overrides::profile`]: the file `MEMCPY_JIT_PROFILE` names, or this
    ///   CPU's in the cache directory) and calibration (`MEMCPY_JIT_CALIBRATE`) tune the vector
    ///   strategy only, and are skipped under any other (with a note, except for the cache
    ///   directory's profile). A valid profile is loaded (a note says from where); an
    ///   unusable one is noted (a missing one only when it was named). With
    ///   `MEMCPY_JIT_CALIBRATE=1` and no valid profile the thresholds are measured, as
    ///   `Builder::calibrate` does, and saved to the file `MEMCPY_JIT_PROFILE` names (never
    ///   into the cache directory, which is `memcpy-jit tune`'s); `MEMCPY_JIT_CALIBRATE=0`, or
    ///   unset, never measures or writes. Measuring needs the `calibrate` feature: without
    ///   it `MEMCPY_JIT_CALIBRATE=1` is ignored, and a note says so (the profile is still
    ///   loaded);
    /// - the threshold needs a strategy with a size gate: the ERMS gate (32 to 2^40), or the
    ///   vector strategy (8 vectors and one byte to 2^40), where it is the size from which
    ///   `REP MOVSB` runs in every layout (both `rep_movsb_from` and
    ///   `rep_movsb_coaligned_from`); under any other strategy, or out of range, it is
    ///   dropped alone.
    ///
    /// A forced strategy this CPU or target cannot run is not dropped here: [`Builder::build`]
    /// returns the error ([`Memcpy::tuned`] then builds with the policy alone).
    ///
    /// ```
    /// use memcpy_jit::env::{Overrides, STRATEGY_VAR, THRESHOLD_VAR};
    /// use memcpy_jit::{CpuFeatures, Memcpy, Policy, Strategy};
    /// // MEMCPY_JIT_STRATEGY=erms-gated MEMCPY_JIT_THRESHOLD=4096, on a pretended CPU.
    /// let env = Overrides::from_env_with(false, |var| match var {
    ///     STRATEGY_VAR => Some("erms-gated".into()),
    ///     THRESHOLD_VAR => Some("4096".into()),
    ///     _ => None,
    /// });
    /// let m = Memcpy::builder()
    ///     .features(CpuFeatures::default().with_erms(true))
    ///     .policy(Policy::Fastest)
    ///     .overrides(&env)
    ///     .build()?;
    /// assert_eq!((m.strategy(), m.threshold()), (Strategy::ErmsGated, Some(4096)));
    /// assert_eq!(m.notes().len(), 2);
    /// # Ok::<(), memcpy_jit::BuildError>(())
    /// ```
    pub fn overrides(&mut self, o: &Overrides) -> &mut Builder {
        for m in &o.messages {
            self.note(format_args!("{m}"));
        }
        if let Some(p) = o.policy {
            self.policy(p);
        }
        if let Some(s) = o.strategy {
            self.strategy(s);
        }
        // The strategy decides what the rest applies to: decided here, without planning the
        // thresholds, which the profile may still replace (an invalid request: build() says
        // why). The request merged from the builder, the profile and the threshold below is
        // planned once: here when the environment gives a threshold to check, kept for
        // build(); else by build().
        let strategy = Plan::strategy_of(&self.req).ok();
        if let Some(p) = o.policy {
            match (o.strategy, strategy) {
                (Some(_), _) => self.note(format_args!(
                    "{POLICY_VAR}={p}: no effect, {STRATEGY_VAR} forces the strategy"
                )),
                (None, Some(s)) => {
                    self.note(format_args!("{POLICY_VAR}={p}: policy {p} chose {s}"))
                }
                (None, None) => self.note(format_args!("{POLICY_VAR}={p}: policy {p}")),
            }
        }
        if let Some(s) = o.strategy {
            self.note(format_args!("{STRATEGY_VAR}={s}: strategy forced to {s}"));
        }
        let named = matches!(o.profile, ProfileSource::File(_));
        let path = match o.profile.try_path_for(&self.req.features) {
            Ok(p) => p,
            Err(e) => {
                self.oom.get_or_insert(e);
                None
            }
        };
        let profile = path.as_ref().map(|p| Profile { path: p, named });
        match o.calibrate {
            #[cfg(feature = "calibrate")]
            Some(true) => self.calibrate_for(strategy, profile, named),
            calibrate => {
                #[cfg(not(feature = "calibrate"))]
                if calibrate == Some(true) {
                    self.note(format_args!("{CALIBRATE_VAR}=1 ignored: {NO_CALIBRATE}"));
                }
                if let Some(p) = profile {
                    self.load_profile(strategy, p, calibrate == Some(false));
                }
            }
        }
        if let (Some(n), Some(s)) = (o.threshold, strategy) {
            if !s.has_gate() {
                self.note(format_args!(
                    "{THRESHOLD_VAR}={n} ignored: strategy {s} has no size gate"
                ));
            } else {
                // The merged request, planned: kept for build() if the threshold holds.
                let mut with = self.req;
                with.threshold = Some(n);
                match Plan::new(&with) {
                    Ok(plan) => {
                        self.threshold(n);
                        self.planned = Some((self.req, plan));
                        if s == Strategy::Vector {
                            self.note(format_args!(
                                "{THRESHOLD_VAR}={n}: REP MOVSB from {n} bytes, co-aligned or not"
                            ));
                        } else {
                            self.note(format_args!(
                                "{THRESHOLD_VAR}={n}: REP MOVSB from {n} bytes"
                            ));
                        }
                    }
                    Err(e) => self.note(format_args!("{THRESHOLD_VAR}={n} ignored: {e}")),
                }
            }
        }
        self
    }

    /// Adds a note; if the allocator refuses, keeps the refusal instead, and
    /// [`Builder::build`] fails with it (so `Memcpy::tuned()` falls back).
    fn note(&mut self, text: fmt::Arguments<'_>) {
        if self.oom.is_some() {
            return;
        }
        let what = oom!("the instance's notes");
        if let Err(o) =
            try_format!(what, "{text}").and_then(|n| fallible::push(&mut self.notes, n, what))
        {
            self.oom = Some(o);
        }
    }

    /// Measures the vector strategy's thresholds on this machine now, within
    /// [`Calibration::DEFAULT_BUDGET`], and builds with them ([`Memcpy::calibration`] keeps
    /// the evidence). With `Some(file)`, a valid profile recorded there for this CPU is
    /// loaded instead of measuring, and a new measurement is saved there as a profile (read
    /// with a size cap and only if it is a regular file; written atomically and never over a
    /// file that is not a profile: see [`Calibration::load`] and [`Calibration::save`]).
    ///
    /// Measures when called, for the strategy this builder plans as it stands: set the
    /// features and policy (or strategy) first. Under a strategy other than
    /// [`Strategy::Vector`] nothing is measured, read or written, and a note says so. Every
    /// step leaves a note of bounded length in [`Memcpy::notes`].
    ///
    /// Needs the `calibrate` feature.
    #[cfg(feature = "calibrate")]
    pub fn calibrate(&mut self, file: Option<&Path>) -> &mut Builder {
        let strategy = Plan::strategy_of(&self.req).ok();
        let file = file.map(PathValue::from);
        let profile = file.as_ref().map(|path| Profile { path, named: true });
        self.calibrate_for(strategy, profile, true);
        self
    }

    /// [`Builder::calibrate`] for a builder that plans `strategy` (`None`: a request that
    /// does not plan; nothing to calibrate): loads `profile` if valid, else measures, and
    /// saves what it measured to the profile if `save`.
    #[cfg(feature = "calibrate")]
    fn calibrate_for(
        &mut self,
        strategy: Option<Strategy>,
        profile: Option<Profile<'_>>,
        save: bool,
    ) {
        match strategy {
            Some(Strategy::Vector) => {
                let c = calibration_for(&self.req.features, profile, save, &mut self.notes);
                self.use_calibration(c);
            }
            Some(s) => self.notes.push(format!(
                "calibration skipped: it tunes the vector strategy only, and the strategy is {s}"
            )),
            None => {}
        }
    }

    /// The profile alone (no measuring, no writing): its thresholds if it is valid for this
    /// CPU, else the table's, with a note (none for a missing file in the cache directory).
    /// `calibrate_off`: `MEMCPY_JIT_CALIBRATE=0`, which the note names.
    fn load_profile(&mut self, strategy: Option<Strategy>, p: Profile<'_>, calibrate_off: bool) {
        match strategy {
            Some(Strategy::Vector) => {
                match Calibration::load_bytes(path_bytes(p.path), &self.req.features) {
                    Ok(c) => {
                        self.note(format_args!("{}", LoadedNote(p.path)));
                        self.use_calibration(c);
                    }
                    Err(e) if !p.named && e.is_not_found() => {}
                    Err(e) if e.oom().is_some() => {
                        self.oom = self.oom.or(e.oom());
                    }
                    Err(e) if calibrate_off => self.note(format_args!(
                        "profile not used ({e}); {CALIBRATE_VAR}=0: nothing measured or written, \
                     table thresholds kept"
                    )),
                    Err(e) => self.note(format_args!(
                        "profile not used ({e}); table thresholds kept"
                    )),
                }
            }
            Some(s) if p.named => self.note(format_args!(
                "profile skipped: it tunes the vector strategy only, and the strategy is {s}"
            )),
            Some(_) | None => {}
        }
    }

    fn use_calibration(&mut self, c: Calibration) {
        self.thresholds(*c.thresholds());
        self.calibration = Some(c);
    }
}

/// A profile to load: its path, and whether it was named (`MEMCPY_JIT_PROFILE`, or a path
/// handed to [`Builder::calibrate`]) rather than this CPU's in the cache directory, where a
/// missing file is the normal state and goes unnoted.
#[derive(Clone, Copy)]
struct Profile<'a> {
    path: &'a PathValue,
    named: bool,
}

/// The note for a profile loaded from `path`. Written where needed (no allocation but
/// the note's own).
struct LoadedNote<'a>(&'a PathValue);

impl fmt::Display for LoadedNote<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let LoadedNote(path) = *self;
        write!(f, "profile loaded from {}", ShownPath(path_bytes(path)))
    }
}

/// Loads the profile when it is valid for this CPU; otherwise measures, and saves to the
/// profile's path if `save`. Every step leaves a note, of bounded length: paths are escaped
/// and shortened, and the file's content appears only as a short escaped excerpt.
///
/// The file is read with a size cap and only if it is a regular file (a FIFO or device never
/// blocks or floods this), and written atomically, never over a file that is not a profile
/// ([`Calibration::save`]).
#[cfg(feature = "calibrate")]
fn calibration_for(
    features: &CpuFeatures,
    profile: Option<Profile<'_>>,
    save: bool,
    notes: &mut Vec<String>,
) -> Calibration {
    if let Some(p) = profile {
        match Calibration::load_bytes(path_bytes(p.path), features) {
            Ok(c) => {
                notes.push(LoadedNote(p.path).to_string());
                return c;
            }
            Err(e) if !p.named && e.is_not_found() => {}
            Err(e) => notes.push(format!("profile not used ({e}); measuring")),
        }
    }
    let mut c = Calibration::measure(features, Calibration::DEFAULT_BUDGET);
    notes.push(format!(
        "calibrated in {:.1} ms{}",
        c.elapsed().as_secs_f64() * 1e3,
        if c.fell_back().is_empty() {
            String::new()
        } else {
            format!(
                "; too noisy or out of time for {}, table kept",
                c.fell_back().join(", ")
            )
        }
    ));
    if let (Some(p), true) = (profile, save) {
        let program = std::env::args_os()
            .next()
            .map(|a| a.to_string_lossy().into_owned())
            .unwrap_or_default();
        c = c.with_command(&format!(
            "{} within {} ms at start-up (Memcpy::calibrated_with or {CALIBRATE_VAR}=1) in {program}",
            Calibration::MEASURED,
            Calibration::DEFAULT_BUDGET.as_millis()
        ));
        match c.save_bytes(path_bytes(p.path)) {
            Ok(()) => notes.push(format!(
                "profile saved to {}",
                files::shown_path_bytes(path_bytes(p.path))
            )),
            Err(e) => notes.push(format!("profile not saved: {e}")),
        }
    }
    c
}
