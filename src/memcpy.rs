//! The public API: [`Memcpy`], its [`Builder`], and the process-wide [`Memcpy::tuned`].
//!
//! A `Memcpy` owns its code page and the typed pointer into it, so the pointer never outlives
//! the code. Calls through [`Memcpy::copy`] are safe (slices carry their lengths and cannot
//! overlap); [`Memcpy::copy_raw`] calls the raw C-ABI function, [`Memcpy::copy_fn`] lends it
//! as a [`CopyFn`] that cannot outlive the `Memcpy`, and only the `unsafe`
//! [`Memcpy::as_raw_fn`] hands out the bare pointer.

use std::fmt;
use std::marker::PhantomData;
use std::path::Path;

use crate::calibrate::{self, Calibration};
use crate::cpu::CpuFeatures;
use crate::emit::{self, INT3};
use crate::env::Overrides;
use crate::error::BuildError;
use crate::exec::{ExecutablePage, MemcpyFn, WritablePage};
use crate::once::Published;
use crate::plan::{Plan, Request, TARGET};
use crate::strategy::VectorWidth;
use crate::strategy::{Policy, Strategy};
use crate::thresholds::Thresholds;

/// A memcpy generated for one CPU and one set of options.
///
/// ```
/// use memcpy_jit::Memcpy;
/// let m = Memcpy::tuned();
/// let src = b"hello, world";
/// let mut dst = [0u8; 12];
/// m.copy(&mut dst, src);
/// assert_eq!(&dst, src);
/// ```
pub struct Memcpy {
    func: MemcpyFn,
    /// `None` for [`Strategy::Fallback`]. Kept alive as long as `func` may be called.
    page: Option<ExecutablePage>,
    /// Range of the function's bytes in the page.
    code: std::ops::Range<usize>,
    plan: Plan,
    features: CpuFeatures,
    notes: Vec<String>,
    calibration: Option<Calibration>,
    /// Why this is a fallback when generated code was wanted (also one of `notes`).
    fallback_reason: Option<String>,
}

/// The instance [`Memcpy::tuned`] hands out while the tuned one is being built: the plain
/// copy, built at compile time (no allocation), with features unknown.
static INTERIM: Memcpy = Memcpy::plain(Plan::fallback(INTERIM_REASON), CpuFeatures::none());

/// [`INTERIM`]'s plan reason and fallback reason.
const INTERIM_REASON: &str =
    "interim plain copy: the tuned instance is being built (by another thread, or by this \
     thread further up the stack); Memcpy::tuned() returns it once published";

/// The process's tuned instance, once built (see `crate::once` for the state machine).
static TUNED: Published<Memcpy> = Published::new();

impl Memcpy {
    /// The memcpy for this machine: detected features, [`Policy::Fastest`] (the vector
    /// strategy with the per-CPU table's thresholds), and the environment overrides
    /// (`MEMCPY_JIT_POLICY`, `MEMCPY_JIT_STRATEGY`, `MEMCPY_JIT_THRESHOLD`,
    /// `MEMCPY_JIT_CALIBRATE`, `MEMCPY_JIT_CALIBRATION_FILE`). Built once per process, on
    /// first use, and kept for the life of the process.
    ///
    /// Never fails. An invalid override is ignored, and if executable memory is refused the
    /// instance is [`Strategy::Fallback`]; either way [`Memcpy::notes`] says why.
    ///
    /// Why not the card's policy ([`Policy::Kernel`], still the builder's default): on our CI
    /// machine plain `REP MOVSB` is 2–4× slower than the vector code from 8 bytes to 2 KiB
    /// (docs/bench-strategies.md), and on the team's Zen 4 up to 26× slower when the
    /// destination's page offset is just above the source's; the vector code is 21–63%
    /// faster than glibc's memcpy on 17 of 19 fleet size distributions (docs/tuning.md).
    ///
    /// # Initialisation never blocks a caller
    ///
    /// The call that builds reads CPUID and the environment, allocates, maps and protects a
    /// code page (about 100–170 µs on the CI machine; up to 20 ms more with
    /// `MEMCPY_JIT_CALIBRATE=1`, plus a file read or write with `MEMCPY_JIT_CALIBRATION_FILE`).
    /// A call that arrives meanwhile — from
    /// another thread, or from a signal handler that interrupted the building thread — does
    /// not wait: it returns at once an *interim* instance, the built-in plain copy
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
            .get_or_build(std::process::id(), || {
                Memcpy::tuned_for(CpuFeatures::host(), Overrides::from_env())
            })
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

    /// True while this process is building the instance [`Memcpy::tuned`] publishes (for
    /// tests that must act during the build).
    #[doc(hidden)]
    pub fn tuned_building() -> bool {
        TUNED.is_building(std::process::id())
    }

    /// What `tuned()` does, with the features and overrides given (not cached).
    ///
    /// Each valid override applies when what is built can use it, and is otherwise dropped
    /// alone; either way a note says which, so the notes describe what was built:
    /// - the policy chooses unless a strategy is forced;
    /// - the threshold needs a strategy with a size gate: the ERMS gate (32 to 2^40), or the
    ///   vector strategy (8 vectors and one byte to 2^40), where it is the size from which
    ///   `REP MOVSB` runs in every layout (both `rep_movsb_from` and
    ///   `rep_movsb_coaligned_from`); under any other strategy it is dropped;
    /// - calibration tunes the vector strategy only and is skipped, with a note, under any
    ///   other; `calibrate: Some(false)` never measures (a valid file is still loaded, and
    ///   nothing is written).
    #[doc(hidden)]
    pub fn tuned_for(features: CpuFeatures, overrides: Overrides) -> Memcpy {
        let mut notes = overrides.messages.clone();
        let (builder, mut effects, mut calibration) = tuned_request(features, &overrides, true);
        let built = match builder.build() {
            Err(e) if !e.is_exec_memory() => {
                // A forced strategy this target or CPU cannot run (vector off x86-64, or
                // pretended features the host lacks): keep only the policy.
                notes.push(format!(
                    "strategy, threshold and calibration overrides ignored: {e}"
                ));
                calibration = None;
                let policy_only = Overrides {
                    policy: overrides.policy,
                    ..Overrides::default()
                };
                let (builder, policy_effects, _) = tuned_request(features, &policy_only, false);
                effects = policy_effects;
                builder.build()
            }
            other => other,
        };
        notes.append(&mut effects);
        let mut m = match built {
            Ok(m) => m,
            Err(e) => {
                let plan = Plan::for_features(&features);
                let mut m = Memcpy::fallback(plan, features);
                let why = format!("using the plain-copy fallback instead of generated code: {e}");
                m.notes.push(why.clone());
                m.fallback_reason = Some(why);
                m
            }
        };
        notes.append(&mut m.notes);
        m.notes = notes;
        m.calibration = calibration;
        m
    }

    /// The builder `tuned()` would build from with `overrides`, without calibration (the
    /// CLI's `tuned` variant starts from it).
    #[doc(hidden)]
    pub fn tuned_builder(features: CpuFeatures, overrides: &Overrides) -> Builder {
        tuned_request(features, overrides, false).0
    }

    /// A memcpy for this machine with thresholds measured now, within
    /// [`calibrate::DEFAULT_BUDGET`] (20 ms): the vector strategy, with the vector width,
    /// the `REP MOVSB` threshold and the short-distance guards decided by timing them here
    /// ([`Calibration`] has the evidence). Decisions that timing cannot settle keep the
    /// per-CPU table's value. Not cached: each call measures again.
    pub fn calibrated() -> Memcpy {
        Memcpy::calibrated_with(None)
    }

    /// [`Memcpy::calibrated`], persisted: with `Some(path)`, a valid calibration recorded in
    /// `path` for this CPU is reused without measuring; otherwise the machine is measured
    /// and the result written there (a failure to write is reported in [`Memcpy::notes`]).
    pub fn calibrated_with(path: Option<&Path>) -> Memcpy {
        // The default policy is Fastest (the vector strategy); no policy override, so no
        // note names an environment variable that was not set.
        let overrides = Overrides {
            calibrate: Some(true),
            calibration_file: path.map(Path::to_path_buf),
            ..Overrides::default()
        };
        Memcpy::tuned_for(CpuFeatures::host(), overrides)
    }

    /// The calibration this instance was built with, if any.
    pub fn calibration(&self) -> Option<&Calibration> {
        self.calibration.as_ref()
    }

    /// A builder, to pick features, strategy, threshold and entry offset.
    pub fn builder() -> Builder {
        Builder::default()
    }

    const fn fallback(plan: Plan, features: CpuFeatures) -> Memcpy {
        Memcpy::plain(
            plan.into_fallback("plain copy compiled into the crate"),
            features,
        )
    }

    /// The plain copy with exactly `plan` (`const`: no allocation, usable in a `static`).
    const fn plain(plan: Plan, features: CpuFeatures) -> Memcpy {
        Memcpy {
            func: fallback_memcpy,
            page: None,
            code: 0..0,
            plan,
            features,
            notes: Vec::new(),
            calibration: None,
            fallback_reason: None,
        }
    }

    /// Copies `src` into `dst`.
    ///
    /// # Panics
    ///
    /// If the two slices have different lengths, like `<[u8]>::copy_from_slice`.
    #[inline]
    pub fn copy(&self, dst: &mut [u8], src: &[u8]) {
        assert_eq!(
            dst.len(),
            src.len(),
            "destination and source slices have different lengths"
        );
        // SAFETY: both slices are valid for `len` bytes, and a `&mut` and a `&` slice never
        // overlap; `func` is a memcpy that lives as long as `self`.
        unsafe { (self.func)(dst.as_mut_ptr(), src.as_ptr(), src.len()) };
    }

    /// Copies `len` bytes from `src` to `dst` through the generated code.
    ///
    /// # Safety
    ///
    /// - `src` must be valid for reads of `len` bytes.
    /// - `dst` must be valid for writes of `len` bytes.
    /// - The two ranges must not overlap.
    ///
    /// (The same contract as `std::ptr::copy_nonoverlapping`; alignment does not matter.)
    #[inline]
    pub unsafe fn copy_raw(&self, dst: *mut u8, src: *const u8, len: usize) {
        // SAFETY: the caller upholds the pointer contract above; `func` lives as long as `self`.
        unsafe { (self.func)(dst, src, len) };
    }

    /// The copy function, borrowed: it cannot outlive `self` (for [`Memcpy::tuned`], whose
    /// instance lives forever, [`CopyFn::into_raw`] gives the bare pointer safely).
    #[inline]
    pub fn copy_fn(&self) -> CopyFn<'_> {
        CopyFn {
            func: self.func,
            _memcpy: PhantomData,
        }
    }

    /// The generated function with the C `memcpy` ABI (`dst, src, len -> dst`), as a bare
    /// pointer, for code that cannot carry a lifetime (C callbacks, tables of candidates).
    /// Prefer [`Memcpy::copy_fn`].
    ///
    /// # Safety
    ///
    /// - The pointer must not be called after `self` is dropped: dropping unmaps the code
    ///   page, and the address may then hold nothing or other code. Keep `self` alive (for
    ///   example next to the pointer) for as long as the pointer may be called.
    /// - Each call carries the contract of [`Memcpy::copy_raw`].
    #[inline]
    pub unsafe fn as_raw_fn(&self) -> MemcpyFn {
        self.func
    }

    /// The strategy that runs.
    pub fn strategy(&self) -> Strategy {
        self.plan.strategy()
    }

    /// The threshold the emitted code uses; `None` unless the strategy has a gate.
    pub fn threshold(&self) -> Option<usize> {
        self.plan.threshold()
    }

    /// The entry point's offset in its page, modulo 64.
    pub fn entry_offset(&self) -> usize {
        self.plan.entry_offset()
    }

    /// The features this instance was planned for (detected or pretended).
    pub fn features(&self) -> CpuFeatures {
        self.features
    }

    /// The full plan: strategy, gate, entry offset, and why.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// The function's machine code, from the entry point to its last instruction; empty for
    /// [`Strategy::Fallback`].
    pub fn code(&self) -> &[u8] {
        match &self.page {
            Some(page) => &page.bytes()[self.code.clone()],
            None => &[],
        }
    }

    /// Address of the entry point (for inspecting placement).
    pub fn entry_address(&self) -> usize {
        self.func as usize
    }

    /// Messages about how this instance came to be: environment overrides applied or
    /// rejected, an ignored threshold, a fallback and its cause. Empty in the common case.
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// Why this instance is a fallback when a generated strategy was wanted, if it is
    /// (including the interim copy [`Memcpy::tuned`] returns while it builds).
    pub fn fallback_reason(&self) -> Option<&str> {
        if std::ptr::eq(self, &INTERIM) {
            return Some(INTERIM_REASON);
        }
        self.fallback_reason.as_deref()
    }
}

/// A [`Memcpy`]'s copy function, borrowed from it ([`Memcpy::copy_fn`]): as cheap to call and
/// to copy as the bare function pointer, but it cannot outlive the `Memcpy`, whose drop
/// unmaps the code.
///
/// ```
/// use memcpy_jit::Memcpy;
/// let m = Memcpy::builder().build()?;
/// let f = m.copy_fn();
/// let mut dst = [0u8; 5];
/// f.copy(&mut dst, b"hello");
/// assert_eq!(&dst, b"hello");
///
/// // `tuned()` lives for the process, so its function may be kept as a bare pointer.
/// let raw: memcpy_jit::MemcpyFn = Memcpy::tuned().copy_fn().into_raw();
/// # Ok::<(), memcpy_jit::BuildError>(())
/// ```
///
/// Keeping the handle past the `Memcpy` does not compile:
///
/// ```compile_fail,E0597
/// use memcpy_jit::Memcpy;
/// let f = {
///     let m = Memcpy::builder().build().unwrap();
///     m.copy_fn()
/// };
/// f.copy(&mut [0u8; 4], &[1u8; 4]);
/// ```
///
/// ```compile_fail,E0505
/// use memcpy_jit::Memcpy;
/// let m = Memcpy::builder().build().unwrap();
/// let f = m.copy_fn();
/// drop(m);
/// f.copy(&mut [0u8; 4], &[1u8; 4]);
/// ```
#[derive(Clone, Copy)]
pub struct CopyFn<'a> {
    func: MemcpyFn,
    _memcpy: PhantomData<&'a Memcpy>,
}

impl CopyFn<'_> {
    /// Copies `src` into `dst`, like [`Memcpy::copy`].
    ///
    /// # Panics
    ///
    /// If the two slices have different lengths.
    #[inline]
    pub fn copy(self, dst: &mut [u8], src: &[u8]) {
        assert_eq!(
            dst.len(),
            src.len(),
            "destination and source slices have different lengths"
        );
        // SAFETY: both slices are valid for `len` bytes and a `&mut` and a `&` slice never
        // overlap; the borrow keeps the `Memcpy` (and its code) alive.
        unsafe { (self.func)(dst.as_mut_ptr(), src.as_ptr(), src.len()) };
    }

    /// Calls the function: copies `len` bytes from `src` to `dst` and returns `dst`, as C's
    /// `memcpy` does.
    ///
    /// # Safety
    ///
    /// - `src` must be valid for reads of `len` bytes.
    /// - `dst` must be valid for writes of `len` bytes.
    /// - The two ranges must not overlap.
    ///
    /// (The contract of [`Memcpy::copy_raw`]; the code itself is kept alive by the borrow.)
    #[inline]
    pub unsafe fn call(self, dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
        // SAFETY: the caller upholds the pointer contract; the borrow keeps the code mapped.
        unsafe { (self.func)(dst, src, len) }
    }
}

impl CopyFn<'static> {
    /// The bare function pointer. Safe here: a `Memcpy` borrowed for `'static` (the instance
    /// [`Memcpy::tuned`] returns, or a leaked one) is never dropped, so its code stays mapped
    /// for the life of the process. Calling it still carries [`CopyFn::call`]'s contract.
    #[inline]
    pub fn into_raw(self) -> MemcpyFn {
        self.func
    }
}

impl fmt::Debug for CopyFn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("CopyFn")
            .field(&(self.func as *const ()))
            .finish()
    }
}

impl fmt::Debug for Memcpy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Memcpy")
            .field("strategy", &self.strategy())
            .field("threshold", &self.threshold())
            .field("entry_offset", &self.entry_offset())
            .field("code_len", &self.code.len())
            .field("page", &self.page)
            .field("notes", &self.notes)
            .finish()
    }
}

/// The fallback: a plain copy compiled into this crate (LLVM turns it into a call to the C
/// library's memcpy, or an inline loop).
unsafe extern "C" fn fallback_memcpy(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    // SAFETY: `MemcpyFn`'s contract: valid, non-overlapping ranges of `len` bytes.
    unsafe { std::ptr::copy_nonoverlapping(src, dst, len) };
    dst
}

/// Configures and builds a [`Memcpy`]. Unset fields are decided from the features.
///
/// ```
/// use memcpy_jit::{CpuFeatures, Memcpy, Strategy};
/// // What an ERMS-without-FSRM CPU gets, with the gate at 512 bytes:
/// let m = Memcpy::builder()
///     .features(CpuFeatures::default().with_erms(true))
///     .threshold(512)
///     .build()?;
/// assert_eq!(m.strategy(), Strategy::ErmsGated);
/// assert_eq!(m.threshold(), Some(512));
/// # Ok::<(), memcpy_jit::BuildError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Builder {
    req: Request,
}

impl Default for Builder {
    fn default() -> Builder {
        Builder {
            req: Request {
                features: CpuFeatures::host(),
                ..Request::default()
            },
        }
    }
}

impl Builder {
    /// The CPU to plan for (default: the running CPU). Pretending changes the *choice*; any
    /// strategy in this crate runs on every x86-64 CPU, only its speed differs.
    pub fn features(&mut self, features: CpuFeatures) -> &mut Builder {
        self.req.features = features;
        self
    }

    /// How to choose a strategy when none is forced (default: [`Policy::Kernel`]).
    pub fn policy(&mut self, policy: Policy) -> &mut Builder {
        self.req.policy = policy;
        self
    }

    /// Forces a strategy instead of choosing from the features.
    pub fn strategy(&mut self, strategy: Strategy) -> &mut Builder {
        self.req.strategy = Some(strategy);
        self
    }

    /// Sets the ERMS gate's threshold: copies of at least `bytes` take `REP MOVSB`. Checked
    /// at [`Builder::build`] (32 ≤ bytes ≤ 2^40). For [`Strategy::Vector`] it sets both
    /// `rep_movsb_from` and `rep_movsb_coaligned_from` (`REP MOVSB` from `bytes` in every
    /// layout, outside the short-distance bands), from 8 vectors and one byte.
    pub fn threshold(&mut self, bytes: usize) -> &mut Builder {
        self.req.threshold = Some(bytes);
        self
    }

    /// Replaces the vector strategy's thresholds (default: the per-CPU table's row).
    pub fn thresholds(&mut self, thresholds: Thresholds) -> &mut Builder {
        self.req.thresholds = Some(thresholds);
        self
    }

    /// Forces the vector strategy's register width (default: the widest the features allow).
    pub fn vector_width(&mut self, width: VectorWidth) -> &mut Builder {
        self.req.vector_width = Some(width);
        self
    }

    /// Places the entry point at byte `offset` (0..=63) of its page, to A/B code alignment.
    pub fn entry_offset(&mut self, offset: usize) -> &mut Builder {
        self.req.entry_offset = offset;
        self
    }

    /// The plan this builder would build, without emitting anything.
    pub fn plan(&self) -> Result<Plan, BuildError> {
        Plan::new(&self.req)
    }

    /// Plans, emits and maps the code.
    ///
    /// Errors: an invalid request (threshold, entry offset, threshold with a gateless forced
    /// strategy), a generated strategy on a target whose C ABI is not System V AMD64
    /// ([`SYSV_X86_64`](crate::SYSV_X86_64); there the automatic choice is the
    /// fallback), and executable memory refused by the OS ([`BuildError::io_error`] has the OS
    /// error).
    pub fn build(&self) -> Result<Memcpy, BuildError> {
        let plan = Plan::new(&self.req)?;
        let features = self.req.features;
        // Plan::new refused this already; checked again before any code is emitted.
        TARGET.check(plan.strategy())?;
        if let Some(t) = plan.thresholds() {
            // Pretended features choose; the real CPU must still execute the result.
            let host = CpuFeatures::host();
            if !t.runs_on(&host) {
                return Err(BuildError::unsupported(format!(
                    "vector width {}{} needs instructions this CPU ({}) lacks \
                     (AVX2; AVX-512F+VL for avx512; AVX-512BW and BMI2 for the masked path)",
                    t.width,
                    if t.masked_max > 0 {
                        " with masked small copies"
                    } else {
                        ""
                    },
                    host.model_name()
                )));
            }
        }
        let Some(code) = emit::emit(&plan)? else {
            // The fallback body. Not forced: this target cannot run generated code, and the
            // plan says why.
            let why = (!plan.is_forced()).then(|| plan.reason().to_string());
            return Ok(Memcpy {
                plan,
                notes: why.iter().cloned().collect(),
                fallback_reason: why,
                ..Memcpy::fallback(plan, features)
            });
        };
        let page = WritablePage::with_image(&code.image, INT3)?.into_executable()?;
        // SAFETY: the page holds exactly `code.image`, whose bytes at `code.entry` are the
        // memcpy `emit` generated for `plan`; `page` is stored next to `func` in the returned
        // `Memcpy`, so the pointer never outlives it.
        let func = unsafe { page.memcpy_fn(code.entry) };
        Ok(Memcpy {
            func,
            page: Some(page),
            code: code.entry..code.image.len(),
            plan,
            features,
            notes: Vec::new(),
            calibration: None,
            fallback_reason: None,
        })
    }
}

/// The builder for `overrides`, the notes on what each override does to it, and the
/// calibration it carries. Order: the policy and a forced strategy decide the strategy; then
/// calibration (vector only, and only if `may_calibrate`); then the threshold, checked
/// against the strategy and the final vector width by [`Builder::plan`] itself.
fn tuned_request(
    features: CpuFeatures,
    o: &Overrides,
    may_calibrate: bool,
) -> (Builder, Vec<String>, Option<Calibration>) {
    use crate::env::{CALIBRATE_VAR, POLICY_VAR, STRATEGY_VAR, THRESHOLD_VAR};
    let mut notes = Vec::new();
    let mut b = Memcpy::builder();
    b.features(features)
        .policy(o.policy.unwrap_or(Policy::Fastest));
    if let Some(s) = o.strategy {
        b.strategy(s);
    }
    // Without a threshold the request is valid; if not, build() says why.
    let strategy = b.plan().ok().map(|p| p.strategy());
    if let Some(p) = o.policy {
        notes.push(match (o.strategy, strategy) {
            (Some(_), _) => {
                format!("{POLICY_VAR}={p}: no effect, {STRATEGY_VAR} forces the strategy")
            }
            (None, Some(s)) => format!("{POLICY_VAR}={p}: policy {p} chose {s}"),
            (None, None) => format!("{POLICY_VAR}={p}: policy {p}"),
        });
    }
    if let Some(s) = o.strategy {
        notes.push(format!("{STRATEGY_VAR}={s}: strategy forced to {s}"));
    }
    let mut calibration = None;
    let wanted = o.calibrate == Some(true) || o.calibration_file.is_some();
    match strategy {
        _ if !wanted || !may_calibrate => {}
        Some(Strategy::Vector) => {
            let file = o.calibration_file.as_deref();
            let c = match (o.calibrate, file) {
                (Some(false), Some(path)) => match Calibration::load(path, &features) {
                    Ok(c) => {
                        notes.push(format!(
                            "calibration loaded from {}",
                            crate::files::shown_path(path)
                        ));
                        Some(c)
                    }
                    Err(e) => {
                        notes.push(format!(
                            "calibration file not used ({e}); {CALIBRATE_VAR}=0: nothing \
                             measured or written, table thresholds kept"
                        ));
                        None
                    }
                },
                _ => Some(calibration_for(&features, file, &mut notes)),
            };
            if let Some(c) = c {
                b.thresholds(*c.thresholds());
                calibration = Some(c);
            }
        }
        Some(s) => notes.push(format!(
            "calibration skipped: it tunes the vector strategy only, and the strategy is {s}"
        )),
        None => {}
    }
    if let (Some(n), Some(s)) = (o.threshold, strategy) {
        let mut with = b.clone();
        with.threshold(n);
        match with.plan() {
            _ if !s.has_gate() => notes.push(format!(
                "{THRESHOLD_VAR}={n} ignored: strategy {s} has no size gate"
            )),
            Ok(_) => {
                b = with;
                notes.push(if s == Strategy::Vector {
                    format!("{THRESHOLD_VAR}={n}: REP MOVSB from {n} bytes, co-aligned or not")
                } else {
                    format!("{THRESHOLD_VAR}={n}: REP MOVSB from {n} bytes")
                });
            }
            Err(e) => notes.push(format!("{THRESHOLD_VAR}={n} ignored: {e}")),
        }
    }
    (b, notes, calibration)
}

/// Loads the calibration in `file` when it is valid for this CPU; otherwise measures, and
/// saves to `file` if one was named. Every step leaves a note, of bounded length: paths are
/// escaped and shortened, and the file's content appears only as a short escaped excerpt.
///
/// The file is read with a size cap and only if it is a regular file (a FIFO or device never
/// blocks or floods this), and written atomically, never over a file that is not a
/// calibration ([`Calibration::save`]).
fn calibration_for(
    features: &CpuFeatures,
    file: Option<&Path>,
    notes: &mut Vec<String>,
) -> Calibration {
    if let Some(path) = file {
        match Calibration::load(path, features) {
            Ok(c) => {
                notes.push(format!(
                    "calibration loaded from {}",
                    crate::files::shown_path(path)
                ));
                return c;
            }
            Err(e) => notes.push(format!("calibration file not used ({e}); measuring")),
        }
    }
    let c = calibrate::calibrate(features, calibrate::DEFAULT_BUDGET);
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
    if let Some(path) = file {
        match c.save(path) {
            Ok(()) => notes.push(format!(
                "calibration saved to {}",
                crate::files::shown_path(path)
            )),
            Err(e) => notes.push(format!("calibration not saved: {e}")),
        }
    }
    c
}
