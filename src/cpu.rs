//! CPU detection: the facts about the processor that decide which memcpy to emit.
//!
//! This module owns [`CpuFeatures`], a plain `Copy` value of booleans, identifiers and cache
//! sizes. It is filled from CPUID through an injectable reader ([`CpuFeatures::from_cpuid`]), so
//! tests replay register dumps of real CPUs on any host, and callers can pretend any CPU with the
//! `with_*` setters. Nothing here decides anything: policy lives in [`crate::plan`].

use std::cell::RefCell;
use std::rc::Rc;

use raw_cpuid::{CacheType, CpuId, CpuIdResult};

/// CPUID.(EAX=7,ECX=0):EDX bit 4, "Fast Short REP MOV" (FSRM).
///
/// raw-cpuid 11.6 parses leaf 7 EDX but drops the bits it does not know, and FSRM is one of
/// them, so this is the one place in the crate that reads that register raw.
const LEAF7_EDX_FSRM: u32 = 1 << 4;

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
    static BRAND: std::sync::OnceLock<[u8; 48]> = std::sync::OnceLock::new();
    BRAND.get_or_init(|| {
        #[cfg(target_arch = "x86_64")]
        {
            brand_string(&CpuId::new())
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            [0; 48]
        }
    })
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

/// What the processor offers that matters to a memcpy.
///
/// `Default` is a CPU with no features at all (no ERMS, no FSRM, no AVX, unknown vendor and
/// caches): the most conservative thing to plan for.
///
/// ```
/// use memcpy_jit::CpuFeatures;
/// // Pretend to be an ERMS-without-FSRM part such as Cooper Lake.
/// let f = CpuFeatures::default().with_erms(true);
/// assert!(f.erms() && !f.fsrm());
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
        CpuFeatures {
            erms: false,
            fsrm: false,
            avx: false,
            avx2: false,
            avx512f: false,
            avx512bw: false,
            avx512vl: false,
            bmi2: false,
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
}

impl CpuFeatures {
    /// Reads the running processor's CPUID.
    ///
    /// On targets other than x86-64 this returns [`CpuFeatures::default`] (no features).
    pub fn detect() -> CpuFeatures {
        #[cfg(target_arch = "x86_64")]
        {
            let mut f = CpuFeatures::read(native_cpuid, false);
            f.brand = Brand::Host;
            f
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            CpuFeatures::default()
        }
    }

    /// The running processor's features, detected once per process and cached.
    pub fn host() -> CpuFeatures {
        static HOST: std::sync::OnceLock<CpuFeatures> = std::sync::OnceLock::new();
        *HOST.get_or_init(CpuFeatures::detect)
    }

    /// Builds the features from a CPUID reader: `read(leaf, subleaf)` returns
    /// `[eax, ebx, ecx, edx]`.
    ///
    /// This is how tests replay register dumps recorded on real machines. Leaves the reader
    /// does not know should return zeros, as a real CPU does above its maximum leaf.
    pub fn from_cpuid(read: impl Fn(u32, u32) -> [u32; 4] + Clone) -> CpuFeatures {
        CpuFeatures::read(read, true)
    }

    /// [`CpuFeatures::from_cpuid`], reading the brand string only if `brand` is set.
    fn read(read: impl Fn(u32, u32) -> [u32; 4] + Clone, brand: bool) -> CpuFeatures {
        // Each (leaf, subleaf) is read once: raw-cpuid asks for some twice, and under a
        // hypervisor every CPUID is a VM exit (7.6 µs each on the Firecracker guest CI runs
        // on, where it is most of the cost of `Memcpy::tuned()`).
        let seen: Rc<RefCell<Vec<Memo>>> = Rc::default();
        let read = move |leaf: u32, subleaf: u32| {
            if let Some(&(_, r)) = seen.borrow().iter().find(|(k, _)| *k == (leaf, subleaf)) {
                return r;
            }
            let r = read(leaf, subleaf);
            seen.borrow_mut().push(((leaf, subleaf), r));
            r
        };
        let raw = read.clone();
        let cpuid = CpuId::with_cpuid_fn(move |leaf, subleaf| {
            let [eax, ebx, ecx, edx] = read(leaf, subleaf);
            CpuIdResult { eax, ebx, ecx, edx }
        });
        let mut f = CpuFeatures::default();

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
        if brand {
            f.brand = Brand::Known(brand_string(&cpuid));
        }
        f.read_caches(&cpuid);
        f
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
        erms, erms, with_erms
    );
    flag!(
        /// Fast Short REP MOV (CPUID.(7,0):EDX bit 4).
        fsrm, fsrm, with_fsrm
    );
    flag!(
        /// AVX (CPUID.1:ECX bit 28).
        avx, avx, with_avx
    );
    flag!(
        /// AVX2 (CPUID.(7,0):EBX bit 5).
        avx2, avx2, with_avx2
    );
    flag!(
        /// AVX-512 Foundation (CPUID.(7,0):EBX bit 16).
        avx512f, avx512f, with_avx512f
    );
    flag!(
        /// AVX-512 Byte and Word (CPUID.(7,0):EBX bit 30); needed for byte-masked stores.
        avx512bw, avx512bw, with_avx512bw
    );
    flag!(
        /// AVX-512 Vector Length extensions (CPUID.(7,0):EBX bit 31): EVEX forms on XMM/YMM and
        /// registers 16–31 at those widths.
        avx512vl, avx512vl, with_avx512vl
    );
    flag!(
        /// BMI2 (CPUID.(7,0):EBX bit 8): `bzhi`, used to build byte masks.
        bmi2, bmi2, with_bmi2
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

impl std::fmt::Debug for CpuFeatures {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
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
    std::str::from_utf8(&bytes[..end]).unwrap_or("").trim()
}
