//! Where each call goes: the generated code once it is built, else the C library's `memmove`
//! (or, before the constructor has looked that up, the bootstrap copy).
//!
//! # The call path
//!
//! Once published, a call is one `Acquire` load of [`FAST`] (a plain load on x86-64), a test
//! for null and an indirect jump; what it jumps to depends on the instance (next section).
//! Before that, the slow path:
//!
//! 1. counts the call toward the build (its credit: one unit per call, whatever its size; a
//!    plain load and store, not a locked add, which would cost every forwarded call more than
//!    the C library's copy of a small size);
//! 2. when the process has earned [`BUILD_AFTER_UNITS`] (or `MEMCPY_JIT_PRELOAD_BUILD_AFTER`),
//!    builds the instance ([`build`]) and publishes its function through an atomic pointer.
//!    At most one caller per process builds; every other caller meanwhile (another thread, a
//!    signal handler on the building thread, the build's own copies) finds the build under
//!    way in its own process and forwards;
//! 3. otherwise forwards to the C library's `memmove`.
//!
//! No path takes a lock, allocates or can panic, except the one call that builds (it
//! allocates from the library's own heap, [`crate::heap`], maps one code page, reads the
//! environment and the profile, and restores `errno` afterwards). After `fork` the child
//! inherits whatever was published; a child forked while a thread of its parent was building
//! takes the build over on its own (the build is claimed with the builder's process id; a
//! caller that finds another process's id claims it for its own, as `Memcpy::tuned` does).
//!
//! # Overlap: which instance, which path
//!
//! glibc's x86-64 `memcpy` is its `memmove`, and programs rely on that by accident, so every
//! exported function gives `memmove`'s result. The build asks for it: the instance is
//! `Memcpy::builder().policy(Policy::Fastest).overrides(&Overrides::from_env()).memmove(true)`,
//! `tuned()`'s configuration (environment, profile, calibration) in memmove mode. What
//! serves a call after publication ([`SERVE`]):
//!
//! | instance | state | path of a call | overlapping calls |
//! |---|---|---|---|
//! | memmove mode (`is_memmove()`: the vector strategy, `tuned()`'s default) | 5 | `FAST` → the generated code | the generated code: backward loop for a destination above an overlapping source (its test: four instructions on copies above the size classes) |
//! | forward-safe without memmove mode (`REP MOVSB`; vector code without the backward band or edges stored before the loop) | 2 | `FAST` → [`routed`] → the generated code | destination above the source: the C library's `memmove` |
//! | any other (scalar, ERMS-gated; vector code with the backward band or edges stored first) | 3 | `FAST` → [`checked`] → the generated code | both directions: the C library's `memmove` |
//! | the plain fallback (executable memory refused, `MEMCPY_JIT_STRATEGY=fallback`) | 4 | the slow path, then the C library's `memmove` | the C library's |
//!
//! The wrappers cost one subtraction, one compare and a second indirect jump per call, and
//! count every call they forward ([`routed_calls`]), so a count of 0 shows that the
//! generated code served every overlapping call. An instance without memmove mode is built
//! only when memmove mode cannot be: a strategy other than the vector one (forced by
//! `MEMCPY_JIT_STRATEGY`, or chosen by `MEMCPY_JIT_POLICY=kernel`; every vector profile
//! builds in memmove mode since issue 25 removed `edges_before_loop`); it is then
//! `Memcpy::tuned()`'s instance (with its fallbacks), and the report names why. tests/forward_overlap.rs is the
//! evidence for the "forward-safe" column.
//!
//! # Recording
//!
//! With `MEMCPY_JIT_RECORD` set ([`crate::record`]), `FAST` points at [`recorded`], which
//! counts the call and then jumps to `SERVE`; the slow path counts at its entry. Without it,
//! no call counts anything.

use alloc::boxed::Box;
use alloc::string::String;
use core::mem;
use core::ptr;
use core::sync::atomic::{AtomicBool, AtomicPtr, AtomicU32, AtomicU64, Ordering};

use jit::env::Overrides;
use jit::{Memcpy, Policy, Strategy};

/// A C `memcpy`/`memmove`: `(dst, src, len) -> dst`.
pub(crate) type CopyFn = unsafe extern "C" fn(*mut u8, *const u8, usize) -> *mut u8;

/// Build the generated code once the process has made this many calls (its credit: one unit a
/// call, whatever its size): 2^15, about the measured break-even.
///
/// Measured on the Zen 5 guest of docs/results/preload-2026-11-30 ("Break-even"; glibc 2.36):
///
/// - **The build costs about 140 µs** in a real program: the report's "build took" (from the
///   call that reached the credit to the publication), median of 10 runs each, 141 µs in
///   `zstd -d`, 127 µs in `xz -d`, 149 µs in `python3` (`programs_perf.py`); 96–102 µs when it
///   is a program's first call (`percall.sh`, `MEMCPY_JIT_PRELOAD_BUILD_AFTER=0`).
/// - **A call saves 2.0–5.5 ns once it is built** on the 19 fleet distributions (65,536 drawn
///   sizes each): a program's `memcpy` through this library before the build (forwarded) minus
///   the same after it (`percall.sh run`, 5 processes, `percall_summary.py`). That is the
///   generated code's gain over the C library's (memmove mode: 0.34–0.88 of glibc's time,
///   `memcpy-jit ab`) plus the forwarding path's own 0.6–1.8 ns.
/// - **Break-even: 140 µs / saving = 25,000–70,000 calls**, geometric mean 36,000 over the
///   distributions. Building when a process has made that many calls bounds its cost to twice
///   the best choice in hindsight, whatever its length (the ski-rental bound). 2^16, the
///   earlier estimate (150 µs at 2.3 ns a call), is twice that.
/// - **Large copies gain nothing**: a 16 KiB copy saves 0.5 ns of 131, a 64 KiB copy none
///   (505 ns built, 500 forwarded), so a copy earns one unit whatever its size (the earlier rule, one more unit per 4 KiB, made a
///   process copying only large blocks build after 256 MiB for no gain). Small sizes that the
///   predictors learn (one size over and over) gain 0–1 ns a call: such a process builds
///   without paying it back, at most the 140 µs.
///
/// A process that never earns it (`/bin/true`, `ls` in a shell script, `sort`: its copies stay
/// inside the C library) never builds: it pays the forwarding path, 0.4–1.8 ns a call on top
/// of the C library's `memmove`.
pub(crate) const BUILD_AFTER_UNITS: u64 = 1 << 15;

/// What calls jump to once the generated code is published: [`SERVE`]'s function, or
/// [`recorded`] in front of it while recording; null before.
static FAST: AtomicPtr<()> = AtomicPtr::new(ptr::null_mut());

/// What serves a call once published, without counting it: the generated code itself (a
/// memmove instance), or [`routed`] or [`checked`] in front of it (stored before `FAST`).
static SERVE: AtomicPtr<()> = AtomicPtr::new(ptr::null_mut());

/// The generated code (stored before `SERVE`).
static GENERATED: AtomicPtr<()> = AtomicPtr::new(ptr::null_mut());

/// The instance built ([`build`]), published or given up on; null before (for the report).
static INSTANCE: AtomicPtr<Memcpy> = AtomicPtr::new(ptr::null_mut());

/// Why the instance is not in memmove mode (the build error, leaked), or null.
static NOT_MEMMOVE: AtomicPtr<&'static str> = AtomicPtr::new(ptr::null_mut());

/// The process id of the caller that builds (0: nobody has started).
static BUILDER: AtomicU32 = AtomicU32::new(0);

/// How long the build took, in nanoseconds of `CLOCK_MONOTONIC` from the claim to the
/// publication (or to giving up); 0 before (for the report).
static BUILD_NS: AtomicU64 = AtomicU64::new(0);

/// Calls the generated code was published for but that [`routed`] or [`checked`] forwarded
/// to the C library because their buffers overlap.
static ROUTED: AtomicU64 = AtomicU64::new(0);

/// `MEMCPY_JIT_RECORD` is set: every call is counted ([`crate::record`]). Set by the
/// constructor, before any published code; cleared at exit, before the recording is written.
pub(crate) static RECORDING: AtomicBool = AtomicBool::new(false);

/// The C library's `memmove` (looked up once by the constructor); null before.
pub(crate) static LIBC_MEMMOVE: AtomicPtr<()> = AtomicPtr::new(ptr::null_mut());

/// Credit earned so far: the calls counted.
static CREDIT: AtomicU64 = AtomicU64::new(0);

/// The credit at which to build (the constructor may change it from the environment).
pub(crate) static BUILD_AFTER: AtomicU64 = AtomicU64::new(BUILD_AFTER_UNITS);

/// Set when no generated code will be used: the build gave the plain fallback (executable
/// memory refused, or `MEMCPY_JIT_STRATEGY=fallback`), or `MEMCPY_JIT_PRELOAD_BUILD_AFTER=never`.
pub(crate) static GAVE_UP: AtomicBool = AtomicBool::new(false);

/// The states `memcpy_jit_preload_state()` reports (numbers kept from before memmove mode:
/// the new state took the next free one).
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(i32)]
pub(crate) enum State {
    /// The constructor has not run: forward calls take the bootstrap copy.
    Bootstrap = 0,
    /// Forwarding to the C library's `memmove`, counting toward the build.
    Forwarding = 1,
    /// The generated code (forward-only, behind [`routed`]) serves every call but those whose
    /// destination is above an overlapping source.
    Generated = 2,
    /// The generated code serves non-overlapping calls only (behind [`checked`]).
    GeneratedNoOverlap = 3,
    /// Forwarding for good: no generated code will be used.
    GaveUp = 4,
    /// The generated code in memmove mode serves every call, overlapping or not.
    GeneratedMemmove = 5,
}

pub(crate) fn state() -> State {
    let serve = SERVE.load(Ordering::Acquire);
    if !serve.is_null() {
        if serve == checked as CopyFn as *mut () {
            State::GeneratedNoOverlap
        } else if serve == routed as CopyFn as *mut () {
            State::Generated
        } else {
            State::GeneratedMemmove
        }
    } else if GAVE_UP.load(Ordering::Relaxed) {
        State::GaveUp
    } else if LIBC_MEMMOVE.load(Ordering::Acquire).is_null() {
        State::Bootstrap
    } else {
        State::Forwarding
    }
}

/// Credit earned so far (for the report).
pub(crate) fn credit_earned() -> u64 {
    CREDIT.load(Ordering::Relaxed)
}

/// The generated code itself (no wrapper, no recording), once published; null before, and
/// when there will be none.
pub(crate) fn generated() -> Option<CopyFn> {
    let g = GENERATED.load(Ordering::Acquire);
    // SAFETY: a non-null GENERATED is the `CopyFn` of a leaked instance, stored by `publish`.
    (!g.is_null()).then(|| unsafe { mem::transmute::<*mut (), CopyFn>(g) })
}

/// How long the build took (claim to publication), in nanoseconds; `None` before it ended.
pub(crate) fn build_ns() -> Option<u64> {
    Some(BUILD_NS.load(Ordering::Relaxed)).filter(|&ns| ns > 0)
}

/// `CLOCK_MONOTONIC` in nanoseconds (a vDSO read: no lock, no allocation).
fn monotonic_ns() -> u64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec to write; CLOCK_MONOTONIC always exists on Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut t) };
    (t.tv_sec as u64)
        .wrapping_mul(1_000_000_000)
        .wrapping_add(t.tv_nsec as u64)
}

/// Overlapping calls forwarded to the C library although generated code was published.
pub(crate) fn routed_calls() -> u64 {
    ROUTED.load(Ordering::Relaxed)
}

/// The instance built, if any (published, or given up on).
pub(crate) fn instance() -> Option<&'static Memcpy> {
    // SAFETY: a non-null INSTANCE was leaked by `build` (never freed) and stored with Release
    // after it was complete.
    unsafe { INSTANCE.load(Ordering::Acquire).as_ref() }
}

/// Why the instance is not in memmove mode, if the memmove build failed.
pub(crate) fn not_memmove_reason() -> Option<&'static str> {
    // SAFETY: a non-null NOT_MEMMOVE points to a `&'static str` that `build_instance` leaked
    // (never freed) or to the static NO_BOX, stored with Release after it was complete.
    unsafe { NOT_MEMMOVE.load(Ordering::Acquire).as_ref() }.copied()
}

/// True when the destination starts above the source and the two overlap (`len > 0`).
#[inline(always)]
fn dst_above_overlapping_src(dst: *mut u8, src: *const u8, len: usize) -> bool {
    (dst as usize).wrapping_sub(src as usize) < len
}

/// `memmove(dst, src, len)`, the exported functions' body.
///
/// # Safety
///
/// `src` valid for reads and `dst` valid for writes of `len` bytes (they may overlap).
#[inline(always)]
pub(crate) unsafe fn copy(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    let fast = FAST.load(Ordering::Acquire);
    if !fast.is_null() {
        // SAFETY: a non-null FAST is a `CopyFn` stored by `publish` that gives memmove's
        // result for every overlap: memmove-mode generated code (which lives for the
        // process), or a wrapper in front of generated code that routes the overlaps it
        // cannot copy (`routed`, `checked`), or `recorded` in front of either. The caller's
        // contract covers the ranges.
        return unsafe { mem::transmute::<*mut (), CopyFn>(fast)(dst, src, len) };
    }
    // SAFETY: the caller's contract.
    unsafe { slow(dst, src, len) }
}

/// Everything but the published fast path.
///
/// # Safety
///
/// As [`copy`].
#[cold]
#[inline(never)]
unsafe extern "C" fn slow(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    if RECORDING.load(Ordering::Relaxed) {
        crate::record::count(len);
    }
    if let Some(f) = generated_after() {
        // SAFETY: `f` is what `publish` stored in SERVE, memmove-correct for every overlap
        // (see `copy`); the caller's contract covers the ranges.
        return unsafe { f(dst, src, len) };
    }
    // SAFETY: the caller's contract.
    unsafe { forward(dst, src, len) }
}

/// The published function (never the recording trampoline: the caller has counted), after
/// crediting this call and building if the credit is reached; `None` to forward.
fn generated_after() -> Option<CopyFn> {
    if let Some(serve) = served() {
        return Some(serve);
    }
    if GAVE_UP.load(Ordering::Relaxed) {
        return None;
    }
    // A load and a store, not an atomic add: a locked instruction waits until the stores of
    // the copies before it have drained. With `lock xadd`, a forwarded call took 4.4-5.0 ns
    // more than the C library's memmove called through a pointer on sizes up to 256 bytes,
    // 1.8-2.6 ns more on the fleet distributions; with the plain pair, 0.4-1.0 and 1.0-1.8 ns
    // (Zen 5 guest, docs/results/preload-2026-11-30, "The forwarding path"). Threads racing
    // here may lose each other's credit; that only delays the build. tests/credit.rs checks
    // the machine code.
    let earned = CREDIT.load(Ordering::Relaxed).saturating_add(1);
    CREDIT.store(earned, Ordering::Relaxed);
    if earned < BUILD_AFTER.load(Ordering::Relaxed) {
        return None;
    }
    build()
}

/// [`SERVE`]'s function, if published.
fn served() -> Option<CopyFn> {
    let serve = SERVE.load(Ordering::Acquire);
    // SAFETY: a non-null SERVE is a `CopyFn` stored by `publish`.
    (!serve.is_null()).then(|| unsafe { mem::transmute::<*mut (), CopyFn>(serve) })
}

/// Builds the instance and publishes it, unless a caller in this process is building it
/// (then `None` at once: forward meanwhile) or there will be none.
///
/// The claim is [`BUILDER`], a process id: the caller that swaps its own id in builds; a
/// caller that finds its own process's id does not wait; one that finds another process's
/// (a child forked while its parent's thread was building: that thread did not come along)
/// claims the build for itself. A descendant given the recorded id again (a recycled id)
/// never builds and keeps forwarding: correct, only slower. Nothing resets the claim: the
/// build either publishes or gives up, and neither is retried.
#[cold]
#[inline(never)]
fn build() -> Option<CopyFn> {
    // SAFETY: getpid has no preconditions and cannot fail.
    let pid = unsafe { libc::getpid() } as u32;
    let mut seen = BUILDER.load(Ordering::Relaxed);
    loop {
        if seen == pid {
            // Under way here (another thread, or this one further up the stack). It may have
            // just finished.
            return served();
        }
        match BUILDER.compare_exchange_weak(seen, pid, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => break,
            Err(now) => seen = now,
        }
    }
    if let Some(serve) = served() {
        return Some(serve);
    }
    // SAFETY: __errno_location returns this thread's errno, valid for the thread's life.
    let errno = unsafe { *libc::__errno_location() };
    let start = monotonic_ns();
    crate::record::PAUSED.store(true, Ordering::Relaxed);
    let built = publish(build_instance());
    crate::record::PAUSED.store(false, Ordering::Relaxed);
    BUILD_NS.store(monotonic_ns().wrapping_sub(start).max(1), Ordering::Relaxed);
    // SAFETY: as above. The build's system calls (mmap, mprotect, an absent profile) may have
    // set errno; glibc's memcpy never changes it, so neither does this.
    unsafe { *libc::__errno_location() = errno };
    built
}

/// The instance: `tuned()`'s configuration in memmove mode (the policy, then the
/// environment and the profile through `Builder::overrides`, as `Memcpy::tuned` applies
/// them); if that cannot be built, `Memcpy::tuned()`'s own instance (the configuration
/// without memmove mode, or the fallbacks `tuned()` takes), with the reason kept.
///
/// Every allocation is checked (issue 23: a program out of memory at its 32,768th call must
/// not be aborted by this library): the library's build reports a refused allocation as an
/// error, and then `Memcpy::tuned()` gives its plain fallback (with a `fallback_reason`
/// naming the allocation), which [`publish`] never uses: the calls go on to the C library.
fn build_instance() -> &'static Memcpy {
    let mut b = Memcpy::builder();
    b.policy(Policy::Fastest);
    let built = Overrides::try_from_env().and_then(|o| {
        b.overrides(&o).memmove(true);
        b.build()
    });
    let m = match built.map(leak) {
        Ok(Some(m)) => m,
        Ok(None) => {
            NOT_MEMMOVE.store(ptr::from_ref(&NO_BOX).cast_mut(), Ordering::Release);
            Memcpy::tuned()
        }
        Err(e) => {
            if let Some(why) = text_of(&e).and_then(leak) {
                NOT_MEMMOVE.store(ptr::from_ref(why).cast_mut(), Ordering::Release);
            }
            // Builds here (this caller holds BUILDER, so no other caller in this process is
            // inside tuned(): it cannot hand back its interim copy).
            Memcpy::tuned()
        }
    };
    INSTANCE.store(ptr::from_ref(m).cast_mut(), Ordering::Release);
    m
}

/// [`NOT_MEMMOVE`]'s text when the instance was built but its box was refused.
static NO_BOX: &str = "out of memory: the allocation for the instance's box was refused";

/// `value` moved to the heap for the life of the process; `None` (and `value` dropped) if
/// the heap refuses (`Box::new` would abort).
fn leak<T>(value: T) -> Option<&'static T> {
    let layout = core::alloc::Layout::new::<T>();
    if layout.size() == 0 {
        return Some(Box::leak(Box::new(value)));
    }
    // SAFETY: a layout of nonzero size; null (refused) is checked.
    let p = unsafe { alloc::alloc::alloc(layout) }.cast::<T>();
    if p.is_null() {
        return None;
    }
    // SAFETY: `p` is a fresh block for one `T`, aligned; it is written once here and never
    // freed, so the reference lives as long as the process.
    unsafe {
        p.write(value);
        Some(&*p)
    }
}

/// `e`'s message, or `None` if the heap refuses the string.
fn text_of(e: &impl core::fmt::Display) -> Option<&'static str> {
    use core::fmt::Write;
    struct Count(usize);
    impl Write for Count {
        fn write_str(&mut self, s: &str) -> core::fmt::Result {
            self.0 += s.len();
            Ok(())
        }
    }
    let mut n = Count(0);
    let _ = write!(n, "{e}");
    let mut s = String::new();
    s.try_reserve_exact(n.0).ok()?;
    // Within the reserved capacity: no allocation (a `Display` that wrote more would grow
    // it; the library's do not).
    let _ = write!(s, "{e}");
    leak(s).map(String::as_str)
}

/// Generated code without memmove mode that still gives `memmove`'s result when the
/// destination is below the source (it copies forward): `REP MOVSB`, and the vector code
/// unless its backward band (which also takes some destinations far below an overlapping
/// source backward) or its tail loaded after the loop (source bytes the loop may have
/// overwritten) are on (`Thresholds::copies_lower_overlap_forward`).
/// tests/forward_overlap.rs shows each side.
fn forward_safe(m: &Memcpy) -> bool {
    match m.strategy() {
        Strategy::RepMovsb => true,
        Strategy::Vector => m
            .plan()
            .thresholds()
            .is_some_and(|t| t.copies_lower_overlap_forward()),
        _ => false,
    }
}

/// Publishes `m`'s code for the fast path, or gives up if it has none. Returns what serves a
/// call (without counting it).
fn publish(m: &'static Memcpy) -> Option<CopyFn> {
    let code: CopyFn = m.copy_fn().into_raw();
    let serve: CopyFn = match m.strategy() {
        // The plain fallback is `ptr::copy` or `ptr::copy_nonoverlapping`, a call to
        // `memmove` or `memcpy`: this library. Using it would recurse forever, so forward for
        // good.
        Strategy::Fallback => {
            GAVE_UP.store(true, Ordering::Relaxed);
            return None;
        }
        _ if m.is_memmove() => code,
        _ if forward_safe(m) => routed,
        _ => checked,
    };
    GENERATED.store(code as *mut (), Ordering::Release);
    SERVE.store(serve as *mut (), Ordering::Release);
    let fast: CopyFn = if RECORDING.load(Ordering::Relaxed) {
        recorded
    } else {
        serve
    };
    FAST.store(fast as *mut (), Ordering::Release);
    Some(serve)
}

/// In front of [`SERVE`]'s function while recording: counts the call, then copies.
///
/// # Safety
///
/// As [`copy`].
unsafe extern "C" fn recorded(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    // Cleared at exit, before the library's own copies (see `init::fini`).
    if RECORDING.load(Ordering::Relaxed) {
        crate::record::count(len);
    }
    let serve = SERVE.load(Ordering::Acquire);
    // SAFETY: `publish` stored SERVE (Release) before FAST pointed here, and the caller loaded
    // FAST with Acquire; SERVE takes every overlap (see `copy`).
    unsafe { mem::transmute::<*mut (), CopyFn>(serve)(dst, src, len) }
}

/// In front of generated code that is correct when the destination is not above an
/// overlapping source ([`forward_safe`]): those calls are forwarded.
///
/// # Safety
///
/// As [`copy`].
unsafe extern "C" fn routed(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    if dst_above_overlapping_src(dst, src, len) {
        ROUTED.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract.
        return unsafe { forward(dst, src, len) };
    }
    let g = GENERATED.load(Ordering::Acquire);
    // SAFETY: `publish` stored GENERATED (Release) before SERVE or FAST pointed here, and the
    // caller loaded one of them with Acquire, so `g` is the generated code, which copies
    // forward: right for disjoint buffers and a destination below the source.
    unsafe { mem::transmute::<*mut (), CopyFn>(g)(dst, src, len) }
}

/// In front of generated code that is correct only without overlap: overlapping calls in
/// either direction are forwarded.
///
/// # Safety
///
/// As [`copy`].
unsafe extern "C" fn checked(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    if dst_above_overlapping_src(dst, src, len) || (src as usize).wrapping_sub(dst as usize) < len {
        ROUTED.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract.
        return unsafe { forward(dst, src, len) };
    }
    let g = GENERATED.load(Ordering::Acquire);
    // SAFETY: `publish` stored GENERATED (Release) before SERVE or FAST pointed here, and the
    // caller loaded one of them with Acquire, so `g` is the generated code; the ranges do not
    // overlap.
    unsafe { mem::transmute::<*mut (), CopyFn>(g)(dst, src, len) }
}

/// `memmove` by the C library, or by the bootstrap copy before the constructor looked it up.
///
/// # Safety
///
/// As [`copy`].
pub(crate) unsafe fn forward(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    let libc_memmove = LIBC_MEMMOVE.load(Ordering::Acquire);
    if libc_memmove.is_null() {
        // SAFETY: the caller's contract. (The exported function, whose machine code
        // tests/bootstrap.rs checks, rather than an inlined copy of it.)
        unsafe { crate::memcpy_jit_bootstrap_memmove(dst.cast(), src.cast(), len).cast() }
    } else {
        // SAFETY: the constructor stored the C library's memmove (not this library's), which
        // takes any overlap; the caller's contract covers the ranges.
        unsafe { mem::transmute::<*mut (), CopyFn>(libc_memmove)(dst, src, len) }
    }
}

#[cfg(test)]
mod tests {
    use super::forward_safe;
    use jit::harness::recorded::Cpu;
    use jit::{Memcpy, Strategy, Thresholds, VectorWidth};

    /// The vector code is forward-safe unless one of the choices that copy a lower overlap
    /// wrong is on (tests/forward_overlap.rs shows each side): the table's shape alone is,
    /// the tail loaded after the loop, the backward band and the edges stored before the
    /// loop are not.
    #[test]
    fn forward_safe_follows_the_thresholds() {
        // Built and called: the widths this CPU runs.
        let runs = |w: VectorWidth| Cpu::runs_thresholds(&Thresholds::new(w));
        let widths = VectorWidth::ALL.into_iter().filter(|&w| runs(w));
        for w in widths {
            let t = Thresholds::new(w);
            let build = |t: Thresholds| {
                let mut b = Memcpy::builder();
                b.strategy(Strategy::Vector).thresholds(t);
                b.build().unwrap()
            };
            assert!(forward_safe(&build(t)), "{w}");
            for (what, t) in [
                ("tail after", t.with_tail_loads_after_loop_from(Some(2048))),
                ("backward band", t.with_backward(31, 0, None)),
            ] {
                assert!(!forward_safe(&build(t)), "{w} {what}");
            }
        }
    }
}
