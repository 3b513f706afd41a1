//! CPU detection: the facts about the processor that decide which memcpy to emit.
//!
//! This module owns [`CpuFeatures`], a plain `Copy` value of booleans, identifiers and cache
//! sizes. It is filled from CPUID through an injectable reader ([`CpuFeatures::from_cpuid`],
//! [`CpuFeatures::from_cpuid_xcr0`]), so tests replay register dumps of real CPUs on any host,
//! and callers can pretend any CPU with the `with_*` setters. Nothing here decides anything:
//! policy lives in `crate::plan`.
//!
//! **AVX and AVX-512 are reported only when usable.** A CPUID feature bit says the processor
//! has the instructions; they run only if the operating system has also enabled the register
//! state they use (else `#UD`, SIGILL). So [`CpuFeatures::has_avx`],
//! [`has_avx2`](CpuFeatures::has_avx2) and the AVX-512 flags are true only when
//! CPUID.1:ECX.OSXSAVE\[bit 27\] is set and XCR0 (read with `XGETBV`, ECX = 0) has the SSE
//! and AVX state bits (1–2), and for AVX-512 also the opmask, ZMM_Hi256 and Hi16_ZMM bits
//! (5–7). This is what Linux's `noxsave` and
//! `clearcpuid=avx512f`, and some hypervisors, leave off. What CPUID claims but the OS did not
//! enable is kept apart, in [`CpuFeatures::disabled_by_os`].

#[cfg(test)]
use alloc::rc::Rc;
use alloc::vec::Vec;
use core::cell::RefCell;

use raw_cpuid::{CacheType, CpuId, CpuIdResult};

use crate::once::{Published, Slot};

/// CPUID.(EAX=7,ECX=0):EDX bit 4, "Fast Short REP MOV" (FSRM).
///
/// raw-cpuid 11.6 parses leaf 7 EDX but drops the bits it does not know, and FSRM is one of
/// them, so this is the one place in the crate that reads that register raw.
const LEAF7_EDX_FSRM: u32 = 1 << 4;

/// CPUID leaf 7 subleaf 1: raw-cpuid's `get_extended_feature_info` reads it along with
/// subleaf 0, for flags (AVX-VNNI, AMX-FP16, …) nothing here uses. Detection answers it with
/// zeros instead of executing CPUID: under a hypervisor each CPUID is a VM exit (see
/// `CpuFeatures::read`), and this one would be the only read whose answer is thrown away.
const UNUSED_LEAF: (u32, u32) = (7, 1);

/// CPUID.1:ECX bit 27, OSXSAVE: the OS has set CR4.OSXSAVE, so `XGETBV` may be executed (it
/// raises `#UD` otherwise) and XCR0 says which register state the OS saves and enables.
const LEAF1_ECX_OSXSAVE: u32 = 1 << 27;

/// XCR0 bits 1–2: SSE (XMM) and AVX (upper YMM halves) state. Needed for any VEX-encoded
/// 256-bit instruction, so for AVX and AVX2.
pub(crate) const XCR0_AVX: u64 = 0b110;

/// XCR0 bits 5–7: opmask (`k0`–`k7`), ZMM_Hi256 (upper halves of ZMM0–15) and Hi16_ZMM
/// (ZMM16–31). Needed, on top of [`XCR0_AVX`], for any AVX-512 instruction.
pub(crate) const XCR0_AVX512: u64 = 0b1110_0000;

/// Bits of [`CpuFeatures::disabled_by_os`]'s mask, in the order of [`OS_STATE_FEATURES`].
const OS_AVX: u8 = 1;
const OS_AVX2: u8 = 1 << 1;
const OS_AVX512F: u8 = 1 << 2;
const OS_AVX512BW: u8 = 1 << 3;
const OS_AVX512VL: u8 = 1 << 4;

/// The features that need OS-enabled register state, by the name `/proc/cpuinfo` uses.
const OS_STATE_FEATURES: [(u8, &str); 5] = [
    (OS_AVX, "avx"),
    (OS_AVX2, "avx2"),
    (OS_AVX512F, "avx512f"),
    (OS_AVX512BW, "avx512bw"),
    (OS_AVX512VL, "avx512vl"),
];

/// Where the XCR0 value comes from when reading CPUID.
enum Xcr0 {
    /// Given by the caller (a recorded machine).
    Given(u64),
    /// The XCR0-supported mask of CPUID leaf 0xD, subleaf 0 (a dump that recorded no XCR0).
    FromLeafD,
    /// Read on the running CPU by this function ([`xgetbv0`]; a fake in tests), which must
    /// be called only when OSXSAVE is set.
    #[cfg_attr(
        not(target_arch = "x86_64"),
        allow(dead_code, reason = "only x86-64 reads XCR0 with XGETBV")
    )]
    Xgetbv(unsafe fn() -> u64),
}

/// Reads XCR0 of the running CPU.
///
/// # Safety
///
/// CPUID.1:ECX.OSXSAVE must be set: `XGETBV` raises `#UD` (SIGILL) when CR4.OSXSAVE is clear.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "xsave")]
unsafe fn xgetbv0() -> u64 {
    // SAFETY: the caller checked OSXSAVE, which implies the XSAVE feature (so the instruction
    // exists) and CR4.OSXSAVE (so it does not fault); XCR0 (ECX = 0) always exists.
    unsafe { core::arch::x86_64::_xgetbv(0) }
}

/// The brand string: read with the rest, or (for the running CPU) on first use.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Brand {
    Known([u8; 48]),
    Host,
}

#[cfg(target_arch = "x86_64")]
fn native_cpuid(leaf: u32, subleaf: u32) -> [u32; 4] {
    let r = raw_cpuid::native_cpuid::cpuid_count(leaf, subleaf);
    [r.eax, r.ebx, r.ecx, r.edx]
}

/// The running CPU's brand string, read once.
fn host_brand() -> &'static [u8; 48] {
    // Not a `OnceLock`: a caller must never wait (see `crate::once`); CPUID is pure.
    static BRAND: Published<[u8; 48]> = Published::new();
    // Out of memory for its box: an empty name (the brand is shown, never decided on).
    static UNKNOWN: [u8; 48] = [0; 48];
    BRAND
        .get_or_race(|| {
            #[cfg(target_arch = "x86_64")]
            {
                brand_string(&CpuId::new())
            }
            #[cfg(not(target_arch = "x86_64"))]
            {
                [0; 48]
            }
        })
        .unwrap_or(&UNKNOWN)
}

fn brand_string<R: raw_cpuid::CpuIdReader>(cpuid: &CpuId<R>) -> [u8; 48] {
    let mut out = [0; 48];
    if let Some(brand) = cpuid.get_processor_brand_string() {
        let s = brand.as_str().trim().as_bytes();
        let n = s.len().min(48);
        out[..n].copy_from_slice(&s[..n]);
    }
    out
}

/// One remembered CPUID answer: `((leaf, subleaf), [eax, ebx, ecx, edx])`.
type Memo = ((u32, u32), [u32; 4]);

/// Leaves remembered by one detection (it reads about a dozen).
const MEMO_CAPACITY: usize = 32;

/// What the processor offers that matters to a memcpy: a plain `Copy` value of flags,
/// identifiers and cache sizes, which decides nothing itself.
///
/// Filled from CPUID ([`CpuFeatures::detect`], [`CpuFeatures::host`]) or from a recorded
/// dump through an injectable reader ([`CpuFeatures::from_cpuid`],
/// [`CpuFeatures::from_cpuid_xcr0`]), so tests replay real CPUs on any host; the `with_*`
/// setters pretend any CPU.
///
/// **AVX and AVX-512 are reported only when usable.** A CPUID feature bit says the processor
/// has the instructions; they run only if the operating system has also enabled the
/// register state they use (else `#UD`, SIGILL). So [`has_avx`](CpuFeatures::has_avx),
/// [`has_avx2`](CpuFeatures::has_avx2) and the AVX-512 flags are true only when OSXSAVE is
/// set and XCR0 has the SSE and AVX state bits (1–2), and for AVX-512 also the opmask,
/// ZMM_Hi256 and Hi16_ZMM bits (5–7). What CPUID claims but the OS did not enable is in
/// [`CpuFeatures::disabled_by_os`].
///
/// `Default` is a CPU with no features at all (no ERMS, no FSRM, no AVX, unknown vendor and
/// caches): the most conservative thing to plan for.
///
/// ```
/// use memcpy_jit::CpuFeatures;
/// // Pretend to be an ERMS-without-FSRM part such as Cooper Lake.
/// let f = CpuFeatures::default().with_erms(true);
/// assert!(f.has_erms() && !f.has_fsrm());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CpuFeatures {
    erms: bool,
    fsrm: bool,
    avx: bool,
    avx2: bool,
    avx512f: bool,
    avx512bw: bool,
    avx512vl: bool,
    bmi2: bool,
    /// `OS_*` bits: features CPUID reports whose register state the OS has not enabled.
    os_disabled: u8,
    /// XCR0 as read (or given) during detection; `None` if OSXSAVE was clear or never read.
    xcr0: Option<u64>,
    vendor: [u8; 12],
    brand: Brand,
    family: u32,
    model: u32,
    stepping: u32,
    l1d: Option<u32>,
    l2: Option<u32>,
    l3: Option<u32>,
    l3_sharing: u32,
}

impl Default for CpuFeatures {
    fn default() -> Self {
        CpuFeatures::none()
    }
}

impl CpuFeatures {
    /// [`CpuFeatures::default`], as a `const fn`.
    pub(crate) const fn none() -> CpuFeatures {
        CpuFeatures {
            erms: false,
            fsrm: false,
            avx: false,
            avx2: false,
            avx512f: false,
            avx512bw: false,
            avx512vl: false,
            bmi2: false,
            os_disabled: 0,
            xcr0: None,
            vendor: [0; 12],
            brand: Brand::Known([0; 48]),
            family: 0,
            model: 0,
            stepping: 0,
            l1d: None,
            l2: None,
            l3: None,
            l3_sharing: 0,
        }
    }
}

/// The processor vendor, as far as memcpy tuning cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Vendor {
    /// `GenuineIntel`.
    Intel,
    /// `AuthenticAMD` (and Hygon's Zen derivative `HygonGenuine`).
    Amd,
    /// Anything else, or nothing recorded.
    Other,
}

macro_rules! flag {
    ($(#[$doc:meta])* $field:ident, $has:ident, $with:ident) => {
        $(#[$doc])*
        pub const fn $has(&self) -> bool {
            self.$field
        }

        #[doc = concat!("Returns a copy with `", stringify!($field), "` set to `yes`.")]
        #[must_use]
        pub const fn $with(mut self, yes: bool) -> Self {
            self.$field = yes;
            self
        }
    };
    ($(#[$doc:meta])* $field:ident, $has:ident, $with:ident, os = $bit:ident) => {
        $(#[$doc])*
        ///
        /// True only when the OS has enabled the register state too (see the module doc);
        /// [`CpuFeatures::disabled_by_os`] says when CPUID has it but the OS did not enable it.
        pub const fn $has(&self) -> bool {
            self.$field
        }

        #[doc = concat!("Returns a copy with `", stringify!($field), "` set to `yes` (usable: ")]
        #[doc = "the OS-disabled mark, if any, is cleared)."]
        #[must_use]
        pub const fn $with(mut self, yes: bool) -> Self {
            self.$field = yes;
            self.os_disabled &= !$bit;
            self
        }
    };
}

impl CpuFeatures {
    /// Reads the running processor's CPUID.
    ///
    /// AVX and AVX-512 count only if the OS enabled their state (XCR0 read with `XGETBV`, and
    /// only when OSXSAVE says that instruction is allowed). On targets other than x86-64 this
    /// returns [`CpuFeatures::default`] (no features).
    pub fn detect() -> CpuFeatures {
        #[cfg(target_arch = "x86_64")]
        {
            let mut f = CpuFeatures::read(native_cpuid, Xcr0::Xgetbv(xgetbv0), false);
            f.brand = Brand::Host;
            f
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            CpuFeatures::default()
        }
    }

    /// The running processor's features, detected once per process and cached. Never waits:
    /// threads that race the first call may each detect, and all get the first result kept.
    pub fn host() -> CpuFeatures {
        // Not a `OnceLock`: a caller must never wait (see `crate::once`); CPUID is pure.
        // In static storage: detection allocates nothing.
        static HOST: Slot<CpuFeatures> = Slot::new();
        HOST.get_or_race(CpuFeatures::detect)
    }

    /// Builds the features from a CPUID reader: `read(leaf, subleaf)` returns
    /// `[eax, ebx, ecx, edx]`.
    ///
    /// This is how tests replay register dumps recorded on real machines. Leaves the reader
    /// does not know should return zeros, as a real CPU does above its maximum leaf.
    ///
    /// **XCR0.** A CPUID dump does not record which register state the OS enabled, so this
    /// assumes the largest XCR0 the processor supports: CPUID leaf 0xD, subleaf 0, EAX (the
    /// "XCR0 supported" mask), used only when OSXSAVE is set in the dump. That is what a
    /// kernel with no `noxsave`/`clearcpuid` override enables, and hypervisors that hide a
    /// state usually clear it from leaf 0xD too; but it is an assumption, so to replay a
    /// machine whose OS enabled less, pass its real XCR0 to [`CpuFeatures::from_cpuid_xcr0`].
    /// A dump without leaf 0xD (maximum basic leaf below 0xD) gets no AVX at all: nothing
    /// says the state is enabled. (Detecting the running CPU reads XCR0 with `XGETBV`
    /// instead, so it costs no extra CPUID read.)
    pub fn from_cpuid(read: impl Fn(u32, u32) -> [u32; 4] + Clone) -> CpuFeatures {
        CpuFeatures::read(read, Xcr0::FromLeafD, true)
    }

    /// [`CpuFeatures::from_cpuid`] with the XCR0 value recorded on the machine (`XGETBV` with
    /// ECX = 0). As on the real CPU, `xcr0` counts only when the dump's CPUID.1:ECX has
    /// OSXSAVE (bit 27) set; without it no AVX or AVX-512 feature is usable.
    ///
    /// ```
    /// use memcpy_jit::CpuFeatures;
    /// // A CPU with AVX, AVX2 and AVX-512F, whose OS enabled only the SSE and AVX state.
    /// let read = |leaf, _| match leaf {
    ///     0 => [7, 0, 0, 0],
    ///     1 => [0, 0, (1 << 28) | (1 << 27) | (1 << 26), 0],
    ///     7 => [0, (1 << 16) | (1 << 5), 0, 0],
    ///     _ => [0; 4],
    /// };
    /// let f = CpuFeatures::from_cpuid_xcr0(read, 0x7);
    /// assert!(f.has_avx2() && !f.has_avx512f());
    /// assert_eq!(f.disabled_by_os().collect::<Vec<_>>(), ["avx512f"]);
    /// assert!(CpuFeatures::from_cpuid_xcr0(read, 0xe7).has_avx512f());
    /// ```
    pub fn from_cpuid_xcr0(read: impl Fn(u32, u32) -> [u32; 4] + Clone, xcr0: u64) -> CpuFeatures {
        CpuFeatures::read(read, Xcr0::Given(xcr0), true)
    }

    /// [`CpuFeatures::from_cpuid`], reading the brand string only if `brand` is set.
    fn read(read: impl Fn(u32, u32) -> [u32; 4] + Clone, xcr0: Xcr0, brand: bool) -> CpuFeatures {
        // Each (leaf, subleaf) is read once: raw-cpuid asks for some twice, and under a
        // hypervisor every CPUID is a VM exit (7.6 µs each on the Firecracker guest CI runs
        // on, where it is most of the cost of `Memcpy::tuned()`).
        // A fixed table, not a `Vec`: detection allocates nothing (it runs first in the build of
        // `Memcpy::tuned()`, which must survive an allocator that refuses: issue 23). Beyond
        // its capacity (more leaves than any detection reads) a leaf is read again.
        let seen: RefCell<([Memo; MEMO_CAPACITY], usize)> =
            RefCell::new(([((0, 0), [0; 4]); MEMO_CAPACITY], 0));
        let seen = &seen;
        let read = move |leaf: u32, subleaf: u32| {
            if (leaf, subleaf) == UNUSED_LEAF {
                return [0; 4];
            }
            let known = {
                let memo = seen.borrow();
                memo.0[..memo.1]
                    .iter()
                    .find(|(k, _)| *k == (leaf, subleaf))
                    .map(|&(_, r)| r)
            };
            if let Some(r) = known {
                return r;
            }
            let r = read(leaf, subleaf);
            let mut memo = seen.borrow_mut();
            let n = memo.1;
            if let Some(slot) = memo.0.get_mut(n) {
                *slot = ((leaf, subleaf), r);
                memo.1 = n + 1;
            }
            r
        };
        let raw = read.clone();
        let cpuid = CpuId::with_cpuid_fn(move |leaf, subleaf| {
            let [eax, ebx, ecx, edx] = read(leaf, subleaf);
            CpuIdResult { eax, ebx, ecx, edx }
        });
        let mut f = CpuFeatures::default();
        let max_leaf = raw(0, 0)[0];

        if let Some(v) = cpuid.get_vendor_info() {
            let s = v.as_str().as_bytes();
            let n = s.len().min(12);
            f.vendor[..n].copy_from_slice(&s[..n]);
        }
        if let Some(info) = cpuid.get_feature_info() {
            f.family = u32::from(info.family_id());
            f.model = u32::from(info.model_id());
            f.stepping = u32::from(info.stepping_id());
            f.avx = info.has_avx();
        }
        if let Some(ext) = cpuid.get_extended_feature_info() {
            f.erms = ext.has_rep_movsb_stosb();
            f.avx2 = ext.has_avx2();
            f.avx512f = ext.has_avx512f();
            f.avx512bw = ext.has_avx512bw();
            f.avx512vl = ext.has_avx512vl();
            f.bmi2 = ext.has_bmi2();
            // `get_extended_feature_info` is `Some` only when leaf 7 exists, so the raw read
            // below cannot hit an unsupported leaf. See LEAF7_EDX_FSRM.
            f.fsrm = raw(7, 0)[3] & LEAF7_EDX_FSRM != 0;
        }
        // Leaf 1 is already read (and remembered) by `get_feature_info`.
        let osxsave = max_leaf >= 1 && raw(1, 0)[2] & LEAF1_ECX_OSXSAVE != 0;
        if osxsave {
            f.xcr0 = Some(match xcr0 {
                Xcr0::Given(v) => v,
                // EAX is the low half of the supported mask; every bit we test is in it.
                Xcr0::FromLeafD if max_leaf >= 0xD => u64::from(raw(0xD, 0)[0]),
                Xcr0::FromLeafD => 0,
                // SAFETY: OSXSAVE is set (checked just above), as `xgetbv0` requires.
                Xcr0::Xgetbv(xgetbv) => unsafe { xgetbv() },
            });
        }
        f.apply_xcr0();
        if brand {
            f.brand = Brand::Known(brand_string(&cpuid));
        }
        f.read_caches(&cpuid);
        f
    }

    /// Keeps AVX and AVX-512 only if XCR0 (`None`: OSXSAVE clear) enables their state, and
    /// marks what was dropped in `os_disabled`.
    fn apply_xcr0(&mut self) {
        let xcr0 = self.xcr0.unwrap_or(0);
        let avx_state = xcr0 & XCR0_AVX == XCR0_AVX;
        let avx512_state = avx_state && xcr0 & XCR0_AVX512 == XCR0_AVX512;
        for (state, bit, flag) in [
            (avx_state, OS_AVX, &mut self.avx),
            (avx_state, OS_AVX2, &mut self.avx2),
            (avx512_state, OS_AVX512F, &mut self.avx512f),
            (avx512_state, OS_AVX512BW, &mut self.avx512bw),
            (avx512_state, OS_AVX512VL, &mut self.avx512vl),
        ] {
            if *flag && !state {
                *flag = false;
                self.os_disabled |= bit;
            }
        }
    }

    /// Features CPUID reports but the OS has not enabled the register state for, by their
    /// `/proc/cpuinfo` names (`avx`, `avx2`, `avx512f`, `avx512bw`, `avx512vl`): the CPU has
    /// them, this process cannot use them, and their accessors return `false`. Empty for a
    /// normally configured machine and for pretended features.
    pub fn disabled_by_os(&self) -> impl Iterator<Item = &'static str> + '_ {
        OS_STATE_FEATURES
            .iter()
            .filter(|(bit, _)| self.os_disabled & bit != 0)
            .map(|&(_, name)| name)
    }

    /// XCR0 as detection read it (`XGETBV`), was given it, or derived it (see
    /// [`CpuFeatures::from_cpuid`]); `None` when OSXSAVE is clear (no AVX state at all) or the
    /// features were not read from CPUID.
    pub const fn xcr0(&self) -> Option<u64> {
        self.xcr0
    }

    fn read_caches<R: raw_cpuid::CpuIdReader>(&mut self, cpuid: &CpuId<R>) {
        // Deterministic cache parameters: leaf 4 on Intel, 0x8000_001D on AMD.
        if let Some(caches) = cpuid.get_cache_parameters() {
            for c in caches {
                if !matches!(c.cache_type(), CacheType::Data | CacheType::Unified) {
                    continue;
                }
                let bytes = c.associativity()
                    * c.physical_line_partitions()
                    * c.coherency_line_size()
                    * c.sets();
                let bytes = u32::try_from(bytes).ok();
                match c.level() {
                    1 => self.l1d = bytes,
                    2 => self.l2 = bytes,
                    3 => {
                        self.l3 = bytes;
                        self.l3_sharing = u32::try_from(c.max_cores_for_cache()).unwrap_or(0);
                        // Nothing past L3 matters; stop before reading another subleaf.
                        break;
                    }
                    _ => {}
                }
            }
        }
        // AMD's legacy leaves, for parts without topology extensions.
        if self.l1d.is_none() {
            if let Some(l1) = cpuid.get_l1_cache_and_tlb_info() {
                self.l1d = nonzero(l1.dcache_size() as u32 * 1024);
            }
        }
        if self.l2.is_some() && self.l3.is_some() {
            return;
        }
        if let Some(l23) = cpuid.get_l2_l3_cache_and_tlb_info() {
            if self.l2.is_none() {
                self.l2 = nonzero(l23.l2cache_size() as u32 * 1024);
            }
            if self.l3.is_none() {
                self.l3 = nonzero(l23.l3cache_size() as u32 * 512 * 1024);
            }
        }
    }

    flag!(
        /// Enhanced REP MOVSB/STOSB (CPUID.(7,0):EBX bit 9).
        erms, has_erms, with_erms
    );
    flag!(
        /// Fast Short REP MOV (CPUID.(7,0):EDX bit 4).
        fsrm, has_fsrm, with_fsrm
    );
    flag!(
        /// AVX (CPUID.1:ECX bit 28).
        avx, has_avx, with_avx, os = OS_AVX
    );
    flag!(
        /// AVX2 (CPUID.(7,0):EBX bit 5).
        avx2, has_avx2, with_avx2, os = OS_AVX2
    );
    flag!(
        /// AVX-512 Foundation (CPUID.(7,0):EBX bit 16).
        avx512f, has_avx512f, with_avx512f, os = OS_AVX512F
    );
    flag!(
        /// AVX-512 Byte and Word (CPUID.(7,0):EBX bit 30); needed for byte-masked stores.
        avx512bw, has_avx512bw, with_avx512bw, os = OS_AVX512BW
    );
    flag!(
        /// AVX-512 Vector Length extensions (CPUID.(7,0):EBX bit 31): EVEX forms on XMM/YMM and
        /// registers 16–31 at those widths.
        avx512vl, has_avx512vl, with_avx512vl, os = OS_AVX512VL
    );
    flag!(
        /// BMI2 (CPUID.(7,0):EBX bit 8): `bzhi`, used to build byte masks.
        bmi2, has_bmi2, with_bmi2
    );

    /// The vendor identification string (`GenuineIntel`, `AuthenticAMD`, ...); empty if unknown.
    pub fn vendor_id(&self) -> &str {
        ascii_field(&self.vendor)
    }

    /// The vendor, classified.
    pub fn vendor(&self) -> Vendor {
        match self.vendor_id() {
            "GenuineIntel" => Vendor::Intel,
            "AuthenticAMD" | "HygonGenuine" => Vendor::Amd,
            _ => Vendor::Other,
        }
    }

    /// Returns a copy with the vendor identification string set (at most 12 bytes are kept).
    #[must_use]
    pub fn with_vendor_id(mut self, id: &str) -> Self {
        self.vendor = [0; 12];
        let n = id.len().min(12);
        self.vendor[..n].copy_from_slice(&id.as_bytes()[..n]);
        self
    }

    /// The processor brand string (`model name` in `/proc/cpuinfo`); empty if unknown.
    ///
    /// For the running CPU ([`CpuFeatures::detect`]) it is read on first use: its three CPUID
    /// leaves are not needed to plan a memcpy, and under a hypervisor that traps CPUID they
    /// were a fifth of `Memcpy::tuned()`'s start-up time.
    pub fn model_name(&self) -> &str {
        match &self.brand {
            Brand::Known(b) => ascii_field(b),
            Brand::Host => ascii_field(host_brand()),
        }
    }

    /// Display family (base family plus extended family), as Linux reports it.
    pub const fn family(&self) -> u32 {
        self.family
    }

    /// Display model (with the extended model bits), as Linux reports it.
    pub const fn model(&self) -> u32 {
        self.model
    }

    /// Stepping.
    pub const fn stepping(&self) -> u32 {
        self.stepping
    }

    /// Returns a copy with display family and model set.
    #[must_use]
    pub const fn with_family_model(mut self, family: u32, model: u32) -> Self {
        self.family = family;
        self.model = model;
        self
    }

    /// Level-1 data cache size in bytes, per core, if CPUID reports it.
    pub const fn l1d_bytes(&self) -> Option<u32> {
        self.l1d
    }

    /// Level-2 cache size in bytes, if CPUID reports it.
    pub const fn l2_bytes(&self) -> Option<u32> {
        self.l2
    }

    /// Level-3 (usually shared) cache size in bytes, if CPUID reports it.
    pub const fn l3_bytes(&self) -> Option<u32> {
        self.l3
    }

    /// How many logical processors share the L3, as CPUID reports it (its "maximum
    /// addressable IDs", often rounded up to a power of two); 0 if unknown.
    pub const fn l3_sharing(&self) -> u32 {
        self.l3_sharing
    }

    /// Returns a copy with the L3 sharing count set.
    #[must_use]
    pub const fn with_l3_sharing(mut self, threads: u32) -> Self {
        self.l3_sharing = threads;
        self
    }

    /// Returns a copy with the cache sizes (bytes) set.
    #[must_use]
    pub const fn with_caches(mut self, l1d: Option<u32>, l2: Option<u32>, l3: Option<u32>) -> Self {
        self.l1d = l1d;
        self.l2 = l2;
        self.l3 = l3;
        self
    }
}

#[cfg(test)]
impl CpuFeatures {
    /// For the crate's unit tests: a CPU with every instruction the vector strategy can emit
    /// (ERMS, AVX2, AVX-512F/VL/BW, BMI2), no FSRM, unknown vendor (the generic table row).
    pub(crate) fn every_vector_feature() -> CpuFeatures {
        CpuFeatures::default()
            .with_erms(true)
            .with_avx(true)
            .with_avx2(true)
            .with_avx512f(true)
            .with_avx512vl(true)
            .with_avx512bw(true)
            .with_bmi2(true)
    }
}

impl core::fmt::Debug for CpuFeatures {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("CpuFeatures")
            .field("vendor", &self.vendor_id())
            .field("model_name", &self.model_name())
            .field("family", &self.family)
            .field("model", &self.model)
            .field("stepping", &self.stepping)
            .field("erms", &self.erms)
            .field("fsrm", &self.fsrm)
            .field("avx", &self.avx)
            .field("avx2", &self.avx2)
            .field("avx512f", &self.avx512f)
            .field("avx512bw", &self.avx512bw)
            .field("avx512vl", &self.avx512vl)
            .field("bmi2", &self.bmi2)
            .field("disabled_by_os", &self.disabled_by_os().collect::<Vec<_>>())
            .field("xcr0", &self.xcr0)
            .field("l1d", &self.l1d)
            .field("l2", &self.l2)
            .field("l3", &self.l3)
            .field("l3_sharing", &self.l3_sharing)
            .finish()
    }
}

fn nonzero(v: u32) -> Option<u32> {
    (v != 0).then_some(v)
}

fn ascii_field(bytes: &[u8]) -> &str {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    core::str::from_utf8(&bytes[..end]).unwrap_or("").trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The CPUID reads detection makes on a recorded machine, in order: `read` as
    /// [`CpuFeatures::detect`] calls it (XCR0 from `XGETBV`, no brand string), over a dump of
    /// tests/data/cpuid.
    fn reads_of(dump: &str) -> Vec<(u32, u32)> {
        let regs: Vec<((u32, u32), [u32; 4])> = dump
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#') && !l.starts_with("xcr0"))
            .map(|l| {
                let v: Vec<u32> = l
                    .split_whitespace()
                    .map(|h| u32::from_str_radix(h.trim_start_matches("0x"), 16).unwrap())
                    .collect();
                ((v[0], v[1]), [v[2], v[3], v[4], v[5]])
            })
            .collect();
        let log: Rc<RefCell<Vec<(u32, u32)>>> = Rc::default();
        let seen = log.clone();
        let reader = move |leaf, sub| {
            seen.borrow_mut().push((leaf, sub));
            regs.iter()
                .find(|(k, _)| *k == (leaf, sub))
                .map_or([0; 4], |&(_, r)| r)
        };
        unsafe fn xcr0() -> u64 {
            0xe7
        }
        CpuFeatures::read(reader, Xcr0::Xgetbv(xcr0), false);
        let reads = log.borrow().clone();
        reads
    }

    /// What detection costs under a hypervisor that traps CPUID is one VM exit per read: each
    /// leaf is read once, and only the leaves a plan needs (vendor and the highest leaves,
    /// family and model, the feature flags of leaves 1 and 7 subleaf 0, the caches), not
    /// leaf 7 subleaf 1 (raw-cpuid reads it for flags nothing here uses) nor the brand string
    /// (read on first use of `model_name`).
    #[test]
    fn detection_reads_each_needed_leaf_once() {
        let zen4 = include_str!("../tests/data/cpuid/zen4.txt");
        let cache = |sub| (0x8000_001D, sub);
        assert_eq!(
            reads_of(zen4),
            [(0, 0), (0x8000_0000, 0), (1, 0), (7, 0)]
                .into_iter()
                .chain((0..4).map(cache))
                .collect::<Vec<_>>(),
            "zen4"
        );
        let spr = include_str!("../tests/data/cpuid/sapphire_rapids.txt");
        assert_eq!(
            reads_of(spr),
            [(0, 0), (0x8000_0000, 0), (1, 0), (7, 0)]
                .into_iter()
                .chain((0..4).map(|sub| (4, sub)))
                .collect::<Vec<_>>(),
            "sapphire rapids"
        );
    }

    /// A CPU with AVX, AVX2 and AVX-512 F/BW/VL: leaf 1 ECX has AVX (28), XSAVE (26) and
    /// OSXSAVE (27) if `osxsave`; leaf 0xD reports `leaf_d` as its XCR0-supported mask.
    fn avx512_cpu(osxsave: bool, leaf_d: u32) -> impl Fn(u32, u32) -> [u32; 4] + Clone {
        move |leaf, _| match leaf {
            0 => [0xD, 0, 0, 0],
            1 => [0, 0, (1 << 28) | (1 << 26) | (u32::from(osxsave) << 27), 0],
            7 => [0, (1 << 31) | (1 << 30) | (1 << 16) | (1 << 5), 0, 0],
            0xD => [leaf_d, 0, 0, 0],
            _ => [0; 4],
        }
    }

    fn avx_flags(f: &CpuFeatures) -> [bool; 5] {
        [
            f.has_avx(),
            f.has_avx2(),
            f.has_avx512f(),
            f.has_avx512bw(),
            f.has_avx512vl(),
        ]
    }

    #[test]
    fn avx_needs_osxsave_and_xcr0_state() {
        let all = ["avx", "avx2", "avx512f", "avx512bw", "avx512vl"];
        for (osxsave, xcr0, usable, disabled) in [
            (true, 0xe7, [true; 5], &[][..]),
            (true, 0xff, [true; 5], &[]),
            // AVX state only: AVX/AVX2 usable, AVX-512 not (`clearcpuid=avx512f`, some VMs).
            (true, 0x07, [true, true, false, false, false], &all[2..]),
            // One of the three AVX-512 state bits missing is as bad as all three.
            (true, 0x67, [true, true, false, false, false], &all[2..]),
            (true, 0xa7, [true, true, false, false, false], &all[2..]),
            (true, 0xc7, [true, true, false, false, false], &all[2..]),
            // AVX-512 state without the AVX state: nothing (ZMM extends YMM).
            (true, 0xe3, [false; 5], &all),
            (true, 0xe5, [false; 5], &all),
            (true, 0x03, [false; 5], &all),
            // OSXSAVE clear (`noxsave`): XCR0 is not consulted at all.
            (false, 0xe7, [false; 5], &all),
        ] {
            let f = CpuFeatures::from_cpuid_xcr0(avx512_cpu(osxsave, 0), xcr0);
            let ctx = format!("osxsave {osxsave} xcr0 {xcr0:#x}: {f:?}");
            assert_eq!(avx_flags(&f), usable, "{ctx}");
            assert_eq!(f.disabled_by_os().collect::<Vec<_>>(), disabled, "{ctx}");
            assert_eq!(f.xcr0(), osxsave.then_some(xcr0), "{ctx}");
        }
    }

    #[test]
    fn recorded_dumps_derive_xcr0_from_leaf_d() {
        let f = CpuFeatures::from_cpuid(avx512_cpu(true, 0xe7));
        assert_eq!(avx_flags(&f), [true; 5], "{f:?}");
        let f = CpuFeatures::from_cpuid(avx512_cpu(true, 0x7));
        assert_eq!(avx_flags(&f), [true, true, false, false, false], "{f:?}");
        assert_eq!(f.xcr0(), Some(0x7));
        assert_eq!(
            avx_flags(&CpuFeatures::from_cpuid(avx512_cpu(false, 0xe7))),
            [false; 5]
        );
        // Maximum basic leaf below 0xD: nothing says the state is on, whatever leaf 0xD says.
        let low = avx512_cpu(true, 0xe7);
        let f = CpuFeatures::from_cpuid(move |leaf, sub| match leaf {
            0 => [7, 0, 0, 0],
            _ => low(leaf, sub),
        });
        assert_eq!(avx_flags(&f), [false; 5], "{f:?}");
        assert_eq!(f.xcr0(), Some(0));
    }

    #[test]
    fn given_xcr0_reads_no_extra_leaf() {
        // The host path gets XCR0 from XGETBV, not from CPUID: no leaf 0xD read (each CPUID
        // is a VM exit under a hypervisor). The same reader path is used with a given XCR0.
        let reads = Rc::new(RefCell::new(Vec::new()));
        let log = Rc::clone(&reads);
        let cpu = avx512_cpu(true, 0xe7);
        let f = CpuFeatures::read(
            move |leaf, sub| {
                log.borrow_mut().push(leaf);
                cpu(leaf, sub)
            },
            Xcr0::Given(0xe7),
            false,
        );
        assert!(f.has_avx512f());
        assert!(!reads.borrow().contains(&0xD), "{:?}", reads.borrow());
    }

    #[test]
    fn xgetbv_only_with_osxsave() {
        /// # Safety
        ///
        /// None: a stand-in for `xgetbv0` that faults (panics) as XGETBV would without OSXSAVE.
        unsafe fn faults() -> u64 {
            panic!("XGETBV executed with OSXSAVE clear")
        }
        /// # Safety
        ///
        /// None: a stand-in for `xgetbv0`.
        unsafe fn all_on() -> u64 {
            0xe7
        }
        let f = CpuFeatures::read(avx512_cpu(false, 0xe7), Xcr0::Xgetbv(faults), false);
        assert_eq!(avx_flags(&f), [false; 5], "{f:?}");
        let f = CpuFeatures::read(avx512_cpu(true, 0), Xcr0::Xgetbv(all_on), false);
        assert_eq!(avx_flags(&f), [true; 5], "{f:?}");
    }

    #[test]
    fn setters_mean_usable() {
        let f = CpuFeatures::from_cpuid_xcr0(avx512_cpu(true, 0), 0x7);
        assert!(!f.has_avx512f());
        let g = f.with_avx512f(true).with_avx512bw(true).with_avx512vl(true);
        assert!(g.has_avx512f() && g.disabled_by_os().next().is_none());
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn host_xcr0_is_consistent() {
        let h = CpuFeatures::detect();
        match h.xcr0() {
            // x87 state (bit 0) is always set in a valid XCR0.
            Some(x) => assert_eq!(x & 1, 1, "{h:?}"),
            None => assert!(!h.has_avx() && !h.has_avx2() && !h.has_avx512f(), "{h:?}"),
        }
        if h.has_avx512f() {
            assert_eq!(h.xcr0().unwrap() & 0xe6, 0xe6, "{h:?}");
        }
    }
}
