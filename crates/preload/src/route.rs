//! Where each call goes: the generated code once it is built, else the C library's `memmove`
//! (or, before the constructor has looked that up, the bootstrap copy), with overlapping
//! copies routed to whichever path gives `memmove`'s result.
//!
//! # The call path
//!
//! Once published, a call is one `Acquire` load (a plain load on x86-64), one subtraction and
//! compare for the overlap, and a jump to the generated code. Before that, the slow path:
//!
//! 1. counts the call toward the build ([`credit`]: one unit per call plus one per 4 KiB);
//! 2. when the process has earned [`BUILD_AFTER_UNITS`] (or `MEMCPY_JIT_PRELOAD_BUILD_AFTER`),
//!    builds the generated code through `Memcpy::tuned()`, which builds at most once per
//!    process and hands every concurrent or re-entrant caller (another thread, a signal
//!    handler on the building thread, the build's own copies) its interim value at once; the
//!    library then publishes the generated function through an atomic pointer. Callers that
//!    did not build keep forwarding until they see it;
//! 3. otherwise forwards to the C library's `memmove`.
//!
//! No path takes a lock, allocates or can panic, except the one call that builds (it
//! allocates from the library's own heap, [`crate::alloc`], maps one code page, reads the
//! environment, and restores `errno` afterwards). After `fork` the child inherits whatever
//! was published; a child forked while a thread of its parent was building takes the build
//! over on its own (the `once` rule of `Memcpy::tuned`).
//!
//! # Overlap
//!
//! glibc's x86-64 `memcpy` is its `memmove`, and programs rely on that by accident, so every
//! exported function gives `memmove`'s result. The generated code copies forward only (a
//! backward path is issue 9's), which is wrong when the destination is above an overlapping
//! source: those calls, `dst - src < len` (unsigned), go to the C library's `memmove`. Cost
//! for the other calls: one subtraction and one compare with a branch that predicts well. The
//! other direction is correct in the vector and `REP MOVSB` strategies for every size class
//! (tests/forward_overlap.rs sweeps it), so nothing more is paid there; the scalar and
//! ERMS-gated strategies (only when forced with `MEMCPY_JIT_STRATEGY`) copy backward by
//! address bits and get [`checked`] in front of them, which routes every overlap.
//!
//! # Recording
//!
//! With `MEMCPY_JIT_RECORD` set ([`crate::record`]), the fast path jumps to [`recorded`],
//! which counts the call and then copies; the slow path counts at its entry. Without it, no
//! call counts anything.

use core::mem;
use core::ptr;
use core::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, Ordering};

use jit::{Memcpy, Strategy};

/// A C `memcpy`/`memmove`: `(dst, src, len) -> dst`.
pub(crate) type CopyFn = unsafe extern "C" fn(*mut u8, *const u8, usize) -> *mut u8;

/// Build the generated code once the process has earned this many units of [`credit`].
///
/// The reasoning, from the team's recorded numbers in docs/tuning.md (to be replaced by a
/// measured break-even: not measured yet, the machine is shared and noisy): a first `tuned()`
/// costs 90–108 µs on the CI machine ("Start-up"; issue 10 quotes 100–170 µs), and the
/// generated code saves about 2–4 ns per call over glibc on the fleet size distributions,
/// where 96% of calls are at most 128 bytes (MemcpyGoogleA 8.55 → 6.28 ns, MemcpyGoogleQ
/// 6.50 → 2.38 ns). At ~2.3 ns a call, 150 µs is paid back after about 65,000 calls: 2^16.
/// Large copies gain little per byte between 16 KiB and 16 MiB (level with glibc), so a
/// 4 KiB block earns what a call does; a process that copies only in large blocks builds
/// after 256 MiB.
///
/// A process that never earns it (`/bin/true`, `ls` in a shell script) never builds: it pays
/// one counter increment per call on top of the C library's `memmove`.
pub(crate) const BUILD_AFTER_UNITS: u64 = 1 << 16;

/// A copy of `len` bytes earns one unit plus one per 2^`UNIT_SHIFT` bytes.
const UNIT_SHIFT: u32 = 12;

/// The credit a call of `len` bytes earns toward the build.
#[inline]
fn credit(len: usize) -> u64 {
    1 + (len >> UNIT_SHIFT) as u64
}

/// What calls jump to once the generated code is published: [`SERVE`]'s function, or
/// [`recorded`] in front of it while recording; null before.
static FAST: AtomicPtr<()> = AtomicPtr::new(ptr::null_mut());

/// What serves a call once published, without counting it: the generated code itself, or
/// [`checked`] in front of it (stored before `FAST`).
static SERVE: AtomicPtr<()> = AtomicPtr::new(ptr::null_mut());

/// The generated code behind [`checked`] (stored before `SERVE` points at `checked`).
static GENERATED: AtomicPtr<()> = AtomicPtr::new(ptr::null_mut());

/// `MEMCPY_JIT_RECORD` is set: every call is counted ([`crate::record`]). Set by the
/// constructor, before any published code.
pub(crate) static RECORDING: AtomicBool = AtomicBool::new(false);

/// The C library's `memmove` (looked up once by the constructor); null before.
pub(crate) static LIBC_MEMMOVE: AtomicPtr<()> = AtomicPtr::new(ptr::null_mut());

/// Credit earned so far.
static CREDIT: AtomicU64 = AtomicU64::new(0);

/// The credit at which to build (the constructor may change it from the environment).
pub(crate) static BUILD_AFTER: AtomicU64 = AtomicU64::new(BUILD_AFTER_UNITS);

/// Set when no generated code will be used: `tuned()` gave the plain fallback (executable
/// memory refused, or `MEMCPY_JIT_STRATEGY=fallback`), or `MEMCPY_JIT_PRELOAD_BUILD_AFTER=never`.
pub(crate) static GAVE_UP: AtomicBool = AtomicBool::new(false);

/// The states `memcpy_jit_preload_state()` reports.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(i32)]
pub(crate) enum State {
    /// The constructor has not run: forward calls take the bootstrap copy.
    Bootstrap = 0,
    /// Forwarding to the C library's `memmove`, counting toward the build.
    Forwarding = 1,
    /// The generated code serves every call but those whose destination is above an
    /// overlapping source.
    Generated = 2,
    /// The generated code serves non-overlapping calls only (a strategy that copies backward
    /// by address bits was forced).
    GeneratedNoOverlap = 3,
    /// Forwarding for good: no generated code will be used.
    GaveUp = 4,
}

pub(crate) fn state() -> State {
    let serve = SERVE.load(Ordering::Acquire);
    if !serve.is_null() {
        if serve == checked as CopyFn as *mut () {
            State::GeneratedNoOverlap
        } else {
            State::Generated
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
    if !fast.is_null() && !dst_above_overlapping_src(dst, src, len) {
        // SAFETY: a non-null FAST is a `CopyFn` stored by `publish` (generated code that lives
        // for the process, or a trampoline in front of it: `checked`, `recorded`); the call is memmove-correct for this overlap (none,
        // or destination below source: see the module documentation), and the caller's
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
    if !dst_above_overlapping_src(dst, src, len) {
        if let Some(f) = generated_after(len) {
            // SAFETY: `f` is published generated code (or `checked`), correct for this
            // overlap; the caller's contract covers the ranges.
            return unsafe { f(dst, src, len) };
        }
    }
    // SAFETY: the caller's contract.
    unsafe { forward(dst, src, len) }
}

/// The published function (never the recording trampoline: the caller has counted), after
/// crediting this call and building if the credit is reached; `None` to forward.
fn generated_after(len: usize) -> Option<CopyFn> {
    let serve = SERVE.load(Ordering::Acquire);
    if !serve.is_null() {
        // SAFETY: a non-null SERVE is a `CopyFn` stored by `publish`.
        return Some(unsafe { mem::transmute::<*mut (), CopyFn>(serve) });
    }
    if GAVE_UP.load(Ordering::Relaxed) {
        return None;
    }
    let c = credit(len);
    let earned = CREDIT.fetch_add(c, Ordering::Relaxed).saturating_add(c);
    if earned < BUILD_AFTER.load(Ordering::Relaxed) {
        return None;
    }
    build()
}

/// Builds (or finds) the generated code and publishes it. `None` while another caller in
/// this process is building it, or when there will be none.
#[cold]
#[inline(never)]
fn build() -> Option<CopyFn> {
    // SAFETY: __errno_location returns this thread's errno, valid for the thread's life.
    let errno = unsafe { *libc::__errno_location() };
    // Builds at most once per process; a concurrent or re-entrant caller gets the interim
    // copy at once (no allocation, lock or wait: `getpid` and a compare-exchange), which is
    // never called here: `tuned_if_ready` tells it apart.
    let _ = Memcpy::tuned();
    let built = Memcpy::tuned_if_ready().and_then(publish);
    // SAFETY: as above. The build's system calls (mmap, mprotect, an absent calibration
    // file) may have set errno; glibc's memcpy never changes it, so neither does this.
    unsafe { *libc::__errno_location() = errno };
    built
}

/// Publishes `m`'s code for the fast path, or gives up if it has none. Returns what serves a
/// call (without counting it).
fn publish(m: &'static Memcpy) -> Option<CopyFn> {
    let code: CopyFn = m.copy_fn().into_raw();
    let serve: CopyFn = match m.strategy() {
        // Forward-only, correct into a lower overlap (tests/forward_overlap.rs).
        Strategy::Vector | Strategy::RepMovsb => code,
        // memcpy_orig's backward loop is chosen by address bits: route every overlap.
        Strategy::Scalar | Strategy::ErmsGated => {
            GENERATED.store(code as *mut (), Ordering::Release);
            checked
        }
        // The plain fallback is `ptr::copy_nonoverlapping`, a call to `memcpy`: this library.
        // Using it would recurse forever, so forward for good.
        _ => {
            GAVE_UP.store(true, Ordering::Relaxed);
            return None;
        }
    };
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
/// As [`copy`], and only called when not destination-above-overlapping (as `copy` ensures).
unsafe extern "C" fn recorded(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    crate::record::count(len);
    let serve = SERVE.load(Ordering::Acquire);
    // SAFETY: `publish` stored SERVE (Release) before FAST pointed here, and the caller loaded
    // FAST with Acquire; SERVE is correct for this call's overlap (see `copy`).
    unsafe { mem::transmute::<*mut (), CopyFn>(serve)(dst, src, len) }
}

/// In front of generated code that is correct only without overlap: overlapping calls in
/// either direction are forwarded.
///
/// # Safety
///
/// As [`copy`].
unsafe extern "C" fn checked(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    if (src as usize).wrapping_sub(dst as usize) < len {
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
