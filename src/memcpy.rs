//! The handle, [`Memcpy`], and its [`Builder`]: plan → emit → map, nothing above that.
//!
//! The process-wide [`Memcpy::tuned`], [`Memcpy::calibrated`] and the builder options that
//! load or measure ([`Builder::overrides`], [`Builder::calibrate`]) live one layer up, in
//! `src/tuned.rs`, because measuring builds instances with this module; this module only
//! stores what they leave in the builder (thresholds, notes, a [`Calibration`]).
//!
//! A `Memcpy` owns its code page and the typed pointer into it, so the pointer never outlives
//! the code. Calls through [`Memcpy::copy`] are safe (slices carry their lengths and cannot
//! overlap); [`Memcpy::copy_raw`] calls the raw C-ABI function, [`Memcpy::copy_fn`] lends it
//! as a [`CopyFn`] that cannot outlive the `Memcpy`, and only the `unsafe`
//! [`Memcpy::as_raw_fn`] hands out the bare pointer.

use alloc::borrow::Cow;
use alloc::{format, string::String, vec::Vec};
use core::fmt;
use core::marker::PhantomData;
use core::ops::{Bound, RangeBounds};

use crate::calibration::Calibration;
use crate::cpu::CpuFeatures;
use crate::emit::{self, INT3};
use crate::error::BuildError;
use crate::exec::{ExecutablePage, MemcpyFn, WritablePage};
use crate::fallible::{self, oom, Oom};
use crate::plan::{Plan, Request, TARGET};
use crate::strategy::{Policy, Strategy, VectorWidth};
use crate::thresholds::Thresholds;

/// Bytes of a page, for [`Builder::code_slot`]'s placement (x86-64's base page).
const PAGE_BYTES: usize = 4096;

/// Where a code sits in its page ([`Builder::placement`]).
#[cfg(feature = "calibrate")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodePlacement {
    /// The entry point's offset in its page (its address modulo the page size).
    pub entry: usize,
    /// Bytes of the page image: the entry offset's padding, then the function.
    pub image_len: usize,
    /// The positions, whole cache lines apart, at which the image fits in one page: how
    /// many codes of this size can sit at distinct page offsets.
    pub positions: usize,
}

/// The positions, whole cache lines apart, at which an image of `len` bytes stays inside
/// one page (1 for an image of a page or more).
const fn positions(len: usize) -> usize {
    PAGE_BYTES.saturating_sub(len) / 64 + 1
}

/// Lines from one slot's position to the next: 7, or the next number that shares no factor
/// with `n` positions, so that slots `0..n` reach all `n` positions (a stride of 7 over 49
/// positions reached 7 of them: the Intel guest's row has 49).
const fn stride(n: usize) -> usize {
    const fn gcd(a: usize, b: usize) -> usize {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    let mut k = 7;
    while gcd(k, n) != 1 {
        k += 1;
    }
    k
}

/// Where in its page an image of `len` bytes goes for code slot `slot`: position
/// `slot * stride mod n` of its `n` [`positions`], whole cache lines (the image's alignment
/// directives, at most 64, stay true), never across the end of the page (code spanning two
/// pages read 0.3-0.5% slower). Slots `0..n` take `n` distinct positions, consecutive slots
/// [`stride`] lines apart, and slot 0 the start of the page.
const fn image_offset(len: usize, slot: usize) -> usize {
    let n = positions(len);
    64 * ((slot % n) * stride(n) % n)
}

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
    code: core::ops::Range<usize>,
    plan: Plan,
    features: CpuFeatures,
    pub(crate) notes: Vec<String>,
    pub(crate) calibration: Option<Calibration>,
    /// Why this is a fallback when generated code was wanted (also one of `notes`, except
    /// for the interim copy of [`Memcpy::tuned`], which has no notes).
    pub(crate) fallback_reason: Option<Cow<'static, str>>,
}

impl Memcpy {
    /// The calibration this instance was built with, if any: measured now, or loaded from a
    /// profile ([`Calibration::path`] says which; `memcpy-jit info` shows it).
    pub fn calibration(&self) -> Option<&Calibration> {
        self.calibration.as_ref()
    }

    /// A builder, to pick features, strategy, threshold and entry offset.
    pub fn builder() -> Builder {
        Builder::default()
    }

    /// The plain copy, planned for nothing else.
    pub(crate) const fn fallback(features: CpuFeatures) -> Memcpy {
        Memcpy::plain(
            Plan::fallback("plain copy compiled into the crate"),
            features,
            None,
        )
    }

    /// The plain copy with exactly `plan` (`const`: no allocation, usable in a `static`):
    /// `ptr::copy` when the plan asks for memmove semantics, else `ptr::copy_nonoverlapping`.
    pub(crate) const fn plain(
        plan: Plan,
        features: CpuFeatures,
        fallback_reason: Option<Cow<'static, str>>,
    ) -> Memcpy {
        Memcpy {
            func: if plan.is_memmove() {
                fallback_memmove
            } else {
                fallback_memcpy
            },
            page: None,
            code: 0..0,
            plan,
            features,
            notes: Vec::new(),
            calibration: None,
            fallback_reason,
        }
    }

    /// Copies `src` into `dst`.
    ///
    /// # Panics
    ///
    /// If the two slices have different lengths, like `<[u8]>::copy_from_slice`.
    #[inline]
    pub fn copy(&self, dst: &mut [u8], src: &[u8]) {
        self.copy_fn().copy(dst, src);
    }

    /// Copies `len` bytes from `src` to `dst` through the generated code.
    ///
    /// # Safety
    ///
    /// - `src` must be valid for reads of `len` bytes.
    /// - `dst` must be valid for writes of `len` bytes.
    /// - The two ranges must not overlap, unless [`Memcpy::is_memmove`] is true.
    ///
    /// (The same contract as `core::ptr::copy_nonoverlapping`, or `core::ptr::copy` for a
    /// memmove instance; alignment does not matter.)
    #[inline]
    pub unsafe fn copy_raw(&self, dst: *mut u8, src: *const u8, len: usize) {
        // SAFETY: the caller upholds the pointer contract above; `func` lives as long as `self`.
        unsafe { (self.func)(dst, src, len) };
    }

    /// Copies `buf[src]` to `buf[dest..]`, like [`slice::copy_within`]: the two ranges may
    /// overlap, and the result is as if the source had been copied out first.
    ///
    /// A memmove instance ([`Memcpy::is_memmove`], from [`Builder::memmove`]) runs its
    /// generated code for every call; any other instance runs it when the ranges are
    /// disjoint and `ptr::copy` when they overlap, so the result is always right.
    ///
    /// ```
    /// use memcpy_jit::{Memcpy, Policy};
    /// let m = Memcpy::builder().policy(Policy::Fastest).memmove(true).build()?;
    /// assert!(m.is_memmove());
    /// let mut buf = *b"Hello, World!";
    /// m.copy_within(&mut buf, 1..5, 8);
    /// assert_eq!(&buf, b"Hello, Wello!");
    /// # Ok::<(), memcpy_jit::BuildError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// If `src` is out of bounds, ends before it starts, or `dest` leaves too little room
    /// for it, like `slice::copy_within`.
    pub fn copy_within<R: RangeBounds<usize>>(&self, buf: &mut [u8], src: R, dest: usize) {
        let len = buf.len();
        let start = match src.start_bound() {
            Bound::Included(&n) => n,
            Bound::Excluded(&n) => n
                .checked_add(1)
                .expect("attempted to index slice from after maximum usize"),
            Bound::Unbounded => 0,
        };
        let end = match src.end_bound() {
            Bound::Included(&n) => n
                .checked_add(1)
                .expect("attempted to index slice up to maximum usize"),
            Bound::Excluded(&n) => n,
            Bound::Unbounded => len,
        };
        assert!(
            start <= end,
            "slice index starts at {start} but ends at {end}"
        );
        assert!(
            end <= len,
            "range end index {end} out of range for slice of length {len}"
        );
        let count = end - start;
        assert!(dest <= len - count, "dest is out of bounds");
        let base = buf.as_mut_ptr();
        // SAFETY: `start..end` and `dest..dest + count` lie inside `buf` (checked above), and
        // both pointers come from the one `&mut` borrow of it. The generated code runs only
        // where its contract holds: a memmove instance accepts overlap, any other one gets
        // disjoint ranges; otherwise `ptr::copy`, which accepts overlap.
        unsafe {
            let (s, d) = (base.add(start).cast_const(), base.add(dest));
            if self.is_memmove() || start.abs_diff(dest) >= count {
                (self.func)(d, s, count);
            } else {
                core::ptr::copy(s, d, count);
            }
        }
    }

    /// True when this instance's function gives `memmove`'s result for overlapping source
    /// and destination (built with [`Builder::memmove`], or vector thresholds with
    /// [`Thresholds::memmove`]): then [`Memcpy::copy_raw`], [`CopyFn::call`] and the
    /// function itself may be given overlapping ranges, as C's `memmove`.
    pub fn is_memmove(&self) -> bool {
        self.plan.is_memmove()
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

    /// The smallest length from which the code may use `REP MOVSB` in any layout; `None`
    /// when no length does so by size alone ([`Plan::threshold`] has the details).
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
    /// - The two ranges must not overlap, unless the `Memcpy` it was borrowed from
    ///   [is a memmove](Memcpy::is_memmove).
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
    unsafe { core::ptr::copy_nonoverlapping(src, dst, len) };
    dst
}

/// The fallback asked for memmove semantics ([`Builder::memmove`]): `ptr::copy`.
unsafe extern "C" fn fallback_memmove(dst: *mut u8, src: *const u8, len: usize) -> *mut u8 {
    // SAFETY: a memmove instance's contract: valid ranges of `len` bytes, which may overlap.
    unsafe { core::ptr::copy(src, dst, len) };
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
    pub(crate) req: Request,
    /// What [`Builder::overrides`] and [`Builder::calibrate`] did, for the instance's notes.
    pub(crate) notes: Vec<String>,
    /// The calibration whose thresholds `req` carries, if [`Builder::calibrate`] (or a
    /// calibration override) provided them.
    pub(crate) calibration: Option<Calibration>,
    /// Which of its page's positions the image takes (`Builder::code_slot`, a harness's way
    /// to give each code it times its own page offset).
    pub(crate) slot: usize,
    /// An allocation that applying an option needed and the allocator refused
    /// ([`Builder::overrides`]): [`Builder::build`] then fails with it
    /// ([`BuildError::is_out_of_memory`]).
    pub(crate) oom: Option<Oom>,
    /// The plan of a request, kept by [`Builder::overrides`] when it planned the request it
    /// merged (the builder's, the profile's thresholds and the environment's threshold) to
    /// check that threshold: [`Builder::plan`] and [`Builder::build`] reuse it while `req`
    /// is that request, so the merged request is planned once.
    pub(crate) planned: Option<(Request, Plan)>,
}

impl Default for Builder {
    fn default() -> Builder {
        Builder {
            req: Request {
                features: CpuFeatures::host(),
                ..Request::default()
            },
            notes: Vec::new(),
            calibration: None,
            slot: 0,
            oom: None,
            planned: None,
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

    /// Forces a strategy instead of choosing from the features; `None` lets the policy
    /// choose again (the default).
    ///
    /// ```
    /// use memcpy_jit::{CpuFeatures, Memcpy, Strategy};
    /// let mut b = Memcpy::builder();
    /// b.features(CpuFeatures::default()).strategy(Strategy::RepMovsb);
    /// assert_eq!(b.plan()?.strategy(), Strategy::RepMovsb);
    /// b.strategy(None);
    /// assert_eq!(b.plan()?.strategy(), Strategy::Scalar);
    /// # Ok::<(), memcpy_jit::BuildError>(())
    /// ```
    pub fn strategy(&mut self, strategy: impl Into<Option<Strategy>>) -> &mut Builder {
        self.req.strategy = strategy.into();
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
    /// Below AVX-512 there is no masked small-copy window: a width that drops one takes the
    /// merged small classes (`Thresholds::small_merged`, internal) in its place.
    pub fn vector_width(&mut self, width: VectorWidth) -> &mut Builder {
        self.req.vector_width = Some(width);
        self
    }

    /// Asks for `memmove` semantics (default: off): the function then gives `memmove`'s
    /// result for every overlap of source and destination ([`Memcpy::is_memmove`]). The
    /// vector strategy gets it by [`Thresholds::memmove`] on top of its thresholds (a test
    /// and the backward loop on copies above 8 vectors, nothing below); the fallback by
    /// `ptr::copy`. Any other strategy copies forward only, so with it [`Builder::build`]
    /// fails: choose [`Policy::Fastest`] or [`Strategy::Vector`].
    pub fn memmove(&mut self, on: bool) -> &mut Builder {
        self.req.memmove = on;
        self
    }

    /// Places the entry point at byte `offset` (0..=63) of its page, to A/B code alignment.
    pub fn entry_offset(&mut self, offset: usize) -> &mut Builder {
        self.req.entry_offset = offset;
        self
    }

    /// Places the code at the `slot`-th of the `n` positions at which the whole image (the
    /// [`Builder::entry_offset`] padding and the function) stays inside one page, whole cache
    /// lines apart (`n` is 1 for an image of a page or more; slot 0, the default, is the start
    /// of the page): the same bytes, each instruction at the same offset in its cache line, at
    /// another page offset (the low 12 address bits that branch predictors index by). Slots
    /// `0..n` take `n` distinct page offsets, consecutive slots 7 lines apart (or the next
    /// stride that shares no factor with `n`); slot `s + n` is slot `s`. For a harness that
    /// times several codes in one process ([`crate::harness::build_apart`]);
    /// [`Builder::placement`] says where a slot puts the code. The plan and
    /// [`Memcpy::entry_offset`] do not change.
    #[cfg(feature = "harness")]
    pub fn code_slot(&mut self, slot: usize) -> &mut Builder {
        self.slot = slot;
        self
    }

    /// The plan this builder would build, without emitting anything.
    pub fn plan(&self) -> Result<Plan, BuildError> {
        match self.planned {
            Some((req, plan)) if req == self.req => Ok(plan),
            _ => Plan::new(&self.req),
        }
    }

    /// Where [`Builder::build`] would put the code in its page, computed without mapping
    /// anything: planned and emitted as `build` does, for any features (the code need not
    /// run on this CPU). `None` for a plan with no generated code (the fallback). A harness
    /// chooses its codes' slots with it ([`crate::harness::build_apart`]), and tests check
    /// the placement of every recorded CPU's code on any host.
    #[cfg(feature = "harness")]
    pub fn placement(&self) -> Result<Option<CodePlacement>, BuildError> {
        self.place()
    }

    /// [`Builder::placement`], for the measuring code of builds without the `harness`
    /// feature (the tuner's bench, with `calibrate`).
    #[cfg(feature = "calibrate")]
    pub(crate) fn place(&self) -> Result<Option<CodePlacement>, BuildError> {
        let plan = self.plan()?;
        Ok(emit::emit(&plan)?.map(|code| CodePlacement {
            entry: image_offset(code.image.len(), self.slot) + code.entry,
            image_len: code.image.len(),
            positions: positions(code.image.len()),
        }))
    }

    /// Plans, emits and maps the code.
    ///
    /// Errors: an invalid request (threshold, entry offset, threshold with a gateless forced
    /// strategy), a generated strategy on a target whose C ABI is not System V AMD64
    /// ([`SYSV_X86_64`](crate::SYSV_X86_64); there the automatic choice is the
    /// fallback), and executable memory refused by the OS ([`BuildError::os_error`] has the OS
    /// error).
    pub fn build(&self) -> Result<Memcpy, BuildError> {
        if let Some(o) = self.oom {
            return Err(o.into());
        }
        let plan = self.plan()?;
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
        // Every allocation checked (issue 23: `Memcpy::tuned()` falls back when one is
        // refused, and the preload library builds with this inside any program).
        let mut notes = fallible::strings(&self.notes, oom!("the instance's notes"))?;
        let calibration = match &self.calibration {
            Some(c) => Some(c.try_clone()?),
            None => None,
        };
        let Some(code) = emit::emit(&plan)? else {
            // The fallback body. Not forced: this target cannot run generated code, and the
            // plan says why.
            let why = (!plan.is_forced()).then_some(plan.reason());
            if let Some(why) = why {
                let why = fallible::string(why, oom!("the instance's notes"))?;
                fallible::push(&mut notes, why, oom!("the instance's notes"))?;
            }
            return Ok(Memcpy {
                notes,
                calibration,
                ..Memcpy::plain(plan, features, why.map(Cow::Borrowed))
            });
        };
        let at = image_offset(code.image.len(), self.slot);
        let page = WritablePage::with_image(&code.image, at, INT3)?.into_executable()?;
        // SAFETY: the page holds `code.image` at byte `at`, whose bytes at `code.entry` are
        // the memcpy `emit` generated for `plan`; `page` is stored next to `func` in the
        // returned `Memcpy`, so the pointer never outlives it.
        let func = unsafe { page.memcpy_fn(at + code.entry) };
        Ok(Memcpy {
            func,
            page: Some(page),
            code: at + code.entry..at + code.image.len(),
            plan,
            features,
            notes,
            calibration,
            fallback_reason: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// For every image size, slots `0..n` put the image at `n` distinct whole-line offsets
    /// inside the page, slot 0 at its start and consecutive slots a stride of at least 7
    /// lines apart; slot `s + n` is slot `s`.
    #[test]
    fn the_slots_of_any_image_size_reach_every_position_once() {
        for len in 1..=PAGE_BYTES + 64 {
            let n = positions(len);
            let mut seen = alloc::vec![false; n];
            for slot in 0..n {
                let at = image_offset(len, slot);
                assert_eq!(at % 64, 0, "{len} bytes, slot {slot}");
                assert!(
                    at + len <= PAGE_BYTES || at == 0,
                    "{len} bytes, slot {slot}"
                );
                assert!(!seen[at / 64], "{len} bytes, slot {slot}: {at} again");
                seen[at / 64] = true;
                assert_eq!(image_offset(len, slot + n), at, "{len} bytes, slot {slot}");
            }
            assert_eq!(image_offset(len, 0), 0);
            assert!(stride(n) >= 7);
        }
    }

    /// The request merged from the builder, the profile and the environment is planned once:
    /// the plan `overrides` made to check the environment's threshold is the one `plan` and
    /// `build` use while the request is unchanged, and a setter after it plans anew.
    #[test]
    fn the_merged_request_is_planned_once() {
        use crate::env::{Overrides, THRESHOLD_VAR};
        let features = CpuFeatures::default()
            .with_erms(true)
            .with_avx(true)
            .with_avx2(true);
        let env = Overrides::from_env_with(false, |var| {
            (var == THRESHOLD_VAR).then(|| "65536".to_string())
        });
        let mut b = Memcpy::builder();
        b.features(features).policy(Policy::Fastest).overrides(&env);
        let (req, kept) = b.planned.expect("overrides planned the merged request");
        assert_eq!(req, b.req);
        assert_eq!(req.threshold, Some(65536));
        assert_eq!(Plan::new(&b.req).unwrap(), kept);
        assert_eq!(b.plan().unwrap(), kept);
        // Without a threshold to check, nothing is planned before build().
        let mut plain = Memcpy::builder();
        plain
            .features(features)
            .policy(Policy::Fastest)
            .overrides(&Overrides::from_env_with(false, |_| None));
        assert!(plain.planned.is_none());
        // A setter after `overrides` changes the request: the kept plan is not used.
        b.threshold(1 << 20);
        let now = b.plan().unwrap();
        assert_ne!(now, kept);
        assert_eq!(now, Plan::new(&b.req).unwrap());
    }
}
