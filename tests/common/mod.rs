//! The shared runner for the integration tests: a naive reference copy (the oracle), a checker
//! that runs one copy through a [`Memcpy`]'s C-ABI pointer with sentinel guard bytes on both
//! sides of the destination, and the list of configurations (strategy × features × threshold)
//! that the sweeps run.
//!
//! Patterns are chosen so that a mistake cannot hide: source bytes always have the high bit set
//! and sentinel bytes never do, so a destination byte that was not written (or a guard byte
//! that was) always differs from what the oracle expects; both patterns vary with position, so
//! bytes copied from or to the wrong place are caught too.

#![allow(
    dead_code,
    reason = "each test binary compiles this module and uses a different subset of it"
)]

pub mod cpuid;
pub mod draw;

use std::fmt;
use std::ops::Range;

pub use memcpy_jit::harness::recorded::{each_cpu, this_cpu, Cpu};
use memcpy_jit::{CpuFeatures, Memcpy, Policy, Strategy, Thresholds};

/// Guard bytes checked on each side of the destination after every copy.
pub const GUARD: usize = 128;

/// The four (ERMS, FSRM) combinations the configurations are planned for.
pub const FEATURE_COMBOS: [(bool, bool); 4] =
    [(false, false), (true, false), (false, true), (true, true)];

/// Thresholds the ERMS-gated strategy is forced to: the minimum, a small power of two, the
/// default, a non-power of two just above it (a `cmp` gate), and the next power of two.
pub const GATE_THRESHOLDS: [usize; 5] = [32, 64, 2048, 2112, 4096];

/// The oracle: one byte at a time, nothing clever.
#[allow(
    clippy::manual_memcpy,
    reason = "the oracle is deliberately the naive loop, not a call to a memcpy"
)]
pub fn reference_copy(dst: &mut [u8], src: &[u8]) {
    assert_eq!(dst.len(), src.len());
    for i in 0..src.len() {
        dst[i] = src[i];
    }
}

fn mix(i: usize) -> u32 {
    // A small integer hash (xorshift-multiply), so the pattern has no short period.
    let mut x = (i as u32).wrapping_mul(0x9E37_79B9) ^ 0x5bd1_e995;
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    x
}

/// Source byte at buffer index `i`: high bit always set.
pub fn source_byte(i: usize) -> u8 {
    0x80 | (mix(i) as u8 & 0x7F)
}

/// Sentinel byte at buffer index `i`: high bit always clear.
pub fn sentinel_byte(i: usize) -> u8 {
    (mix(i ^ 0x00A5_A5A5) >> 8) as u8 & 0x7F
}

/// Which door of the API a checked copy goes through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    /// `copy_fn().call()`, the C function; its return value is checked to be `dst`.
    CopyFn,
    /// The safe slice method `copy()`.
    Copy,
    /// The unsafe pointer method `copy_raw()`.
    CopyRaw,
}

/// Copies `len` bytes from `src` to `dst` through `m` by the `call` door; for [`Call::CopyFn`]
/// asserts that the function returned `dst`, as C's `memcpy` does.
///
/// # Safety
///
/// `src` valid for `len` reads, `dst` valid for `len` writes, the two not overlapping.
pub unsafe fn run_copy(
    m: &Memcpy,
    call: Call,
    dst: *mut u8,
    src: *const u8,
    len: usize,
    ctx: &dyn fmt::Display,
) {
    match call {
        Call::CopyFn => {
            // SAFETY: the caller's contract is the one `CopyFn::call` documents.
            let ret = unsafe { m.copy_fn().call(dst, src, len) };
            assert_eq!(
                ret, dst,
                "{ctx}: the function returned {ret:p}, not dst {dst:p}"
            );
        }
        Call::Copy => {
            // SAFETY: the caller guarantees both ranges are valid and disjoint, so these are
            // a shared and an exclusive slice that do not alias.
            let (d, s) = unsafe {
                (
                    std::slice::from_raw_parts_mut(dst, len),
                    std::slice::from_raw_parts(src, len),
                )
            };
            m.copy(d, s);
        }
        // SAFETY: forwarded caller contract.
        Call::CopyRaw => unsafe { m.copy_raw(dst, src, len) },
    }
}

/// Checks that `window` is exactly what a correct copy leaves: the reference copy of `src` at
/// `body`, and `pristine` (the sentinel bytes that were there before) everywhere else.
/// `scratch` is reused between calls to avoid allocating. Returns a description of the first
/// difference.
pub fn verify(
    window: &[u8],
    pristine: &[u8],
    body: Range<usize>,
    src: &[u8],
    scratch: &mut Vec<u8>,
) -> Result<(), String> {
    assert_eq!(window.len(), pristine.len());
    assert_eq!(body.len(), src.len());
    scratch.clear();
    scratch.extend_from_slice(pristine);
    reference_copy(&mut scratch[body.clone()], src);
    if window == &scratch[..] {
        return Ok(());
    }
    let bad: Vec<usize> = (0..window.len())
        .filter(|&i| window[i] != scratch[i])
        .collect();
    let first = bad[0];
    let place = if first < body.start {
        format!("front guard, {} bytes before dst", body.start - first)
    } else if first < body.end {
        format!("dst[{}]", first - body.start)
    } else {
        format!("back guard, {} bytes after the end", first - body.end)
    };
    let before = bad.iter().filter(|&&i| i < body.start).count();
    let inside = bad.iter().filter(|&&i| body.contains(&i)).count();
    let after = bad.len() - before - inside;
    Err(format!(
        "first wrong byte at {place}: got {:#04x}, expected {:#04x}; wrong bytes: {before} in front guard, \
         {inside} in dst, {after} in back guard",
        window[first], scratch[first]
    ))
}

/// Source and destination buffers for many checked copies at chosen alignments.
///
/// Both buffers start on a 4 KiB boundary, so `src_off`/`dst_off` are the pointers' offsets
/// modulo 4096: offsets below 64 cover every cache-line alignment, and the low address bytes
/// (which `memcpy_orig` compares to pick a direction) are the offsets themselves.
pub struct Buffers {
    src_mem: Vec<u8>,
    src_start: usize,
    dst_mem: Vec<u8>,
    dst_start: usize,
    pristine: Vec<u8>,
    scratch: Vec<u8>,
    max_len: usize,
    max_off: usize,
}

const ALIGN: usize = 4096;

impl Buffers {
    /// Room for copies of up to `max_len` bytes at offsets below `max_off`.
    pub fn new(max_len: usize, max_off: usize) -> Buffers {
        let src_len = ALIGN + max_off + max_len + GUARD;
        let mut src_mem = vec![0u8; src_len];
        let src_start = src_mem.as_ptr().align_offset(ALIGN);
        // The pattern is indexed from the aligned start, so it is the same on every run.
        for (i, b) in src_mem.iter_mut().enumerate() {
            *b = source_byte(i.wrapping_sub(src_start));
        }
        // The destination: a page-aligned base, with at least GUARD bytes before it.
        let dst_len = 2 * ALIGN + max_off + max_len + GUARD;
        let mut dst_mem = vec![0u8; dst_len];
        let dst_start = dst_mem.as_ptr().align_offset(ALIGN) + ALIGN;
        for (i, b) in dst_mem.iter_mut().enumerate() {
            *b = sentinel_byte(i.wrapping_sub(dst_start));
        }
        let pristine = dst_mem.clone();
        Buffers {
            src_mem,
            src_start,
            dst_mem,
            dst_start,
            pristine,
            scratch: Vec::new(),
            max_len,
            max_off,
        }
    }

    /// Copies `len` bytes at source offset `src_off` to destination offset `dst_off` through
    /// `m.copy_fn()`, and checks the destination, its guards and the return value.
    pub fn check(&mut self, m: &Memcpy, len: usize, src_off: usize, dst_off: usize, label: &str) {
        self.check_via(m, Call::CopyFn, len, src_off, dst_off, label);
    }

    /// [`Buffers::check`] through the chosen door.
    pub fn check_via(
        &mut self,
        m: &Memcpy,
        call: Call,
        len: usize,
        src_off: usize,
        dst_off: usize,
        label: &str,
    ) {
        assert!(len <= self.max_len && src_off < self.max_off && dst_off < self.max_off);
        let s = self.src_start + src_off;
        let d = self.dst_start + dst_off;
        let ctx = Ctx {
            label,
            len,
            src_off,
            dst_off,
        };
        // SAFETY: `s..s+len` and `d..d+len` lie inside two distinct live allocations.
        unsafe {
            let dst = self.dst_mem.as_mut_ptr().add(d);
            let src = self.src_mem.as_ptr().add(s);
            run_copy(m, call, dst, src, len, &ctx);
        }
        let window = d - GUARD..d + len + GUARD;
        if let Err(e) = verify(
            &self.dst_mem[window.clone()],
            &self.pristine[window],
            GUARD..GUARD + len,
            &self.src_mem[s..s + len],
            &mut self.scratch,
        ) {
            panic!("{ctx}: {e}");
        }
        // The guards matched, so only the body needs restoring.
        self.dst_mem[d..d + len].copy_from_slice(&self.pristine[d..d + len]);
    }

    /// Checks the whole of both buffers: the destination holds only sentinel bytes (a write
    /// far outside any guard window would persist and show here) and the source is intact.
    /// Call after a batch of [`Buffers::check`]s.
    pub fn assert_untouched(&self, label: &str) {
        if let Some(i) = (0..self.dst_mem.len()).find(|&i| self.dst_mem[i] != self.pristine[i]) {
            panic!(
                "{label}: stray write in the destination buffer at base{:+}",
                i as isize - self.dst_start as isize
            );
        }
        if let Some(i) = (0..self.src_mem.len())
            .find(|&i| self.src_mem[i] != source_byte(i.wrapping_sub(self.src_start)))
        {
            panic!(
                "{label}: the source buffer was modified at base{:+}",
                i as isize - self.src_start as isize
            );
        }
    }
}

struct Ctx<'a> {
    label: &'a str,
    len: usize,
    src_off: usize,
    dst_off: usize,
}

impl fmt::Display for Ctx<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "[{}] len {} src_off {} dst_off {}",
            self.label, self.len, self.src_off, self.dst_off
        )
    }
}

/// Pretended CPU features.
pub fn features(erms: bool, fsrm: bool) -> CpuFeatures {
    CpuFeatures::default().with_erms(erms).with_fsrm(fsrm)
}

/// One built configuration and how it was asked for.
pub struct Config {
    /// E.g. `forced erms-gated@2112 [erms=1 fsrm=0]` or `auto (kernel policy) [erms=0 fsrm=1]`.
    pub label: String,
    /// The strategy that was forced, `None` for the automatic choice.
    pub forced: Option<Strategy>,
    /// The threshold that was asked for, if any.
    pub threshold: Option<usize>,
    /// The features it was planned for.
    pub features: CpuFeatures,
    /// The instance.
    pub memcpy: Memcpy,
}

/// Every configuration the sweeps cover, built: for each (ERMS, FSRM) combination, each
/// strategy forced (ERMS-gated once per [`GATE_THRESHOLDS`] entry), and the automatic choice
/// of [`Policy::Kernel`] (the card).
pub fn configs() -> Vec<Config> {
    let mut out = Vec::new();
    for (erms, fsrm) in FEATURE_COMBOS {
        let f = features(erms, fsrm);
        let tag = format!("[erms={} fsrm={}]", erms as u8, fsrm as u8);
        let mut push = |forced: Option<Strategy>, threshold: Option<usize>| {
            let mut b = Memcpy::builder();
            // The automatic choice under test is the card's, whatever the builder's default.
            b.features(f).policy(Policy::Kernel);
            if let Some(s) = forced {
                b.strategy(s);
            }
            if let Some(t) = threshold {
                b.threshold(t);
            }
            let label = match (forced, threshold) {
                (None, _) => format!("auto (kernel policy) {tag}"),
                (Some(s), None) => format!("forced {s} {tag}"),
                (Some(s), Some(t)) => format!("forced {s}@{t} {tag}"),
            };
            let memcpy = b
                .build()
                .unwrap_or_else(|e| panic!("{label}: build failed: {e}"));
            out.push(Config {
                label,
                forced,
                threshold,
                features: f,
                memcpy,
            });
        };
        push(Some(Strategy::RepMovsb), None);
        for t in GATE_THRESHOLDS {
            push(Some(Strategy::ErmsGated), Some(t));
        }
        push(Some(Strategy::Scalar), None);
        push(Some(Strategy::Fallback), None);
        push(None, None);
    }
    out
}

/// Vector-strategy instances covering every code path, at every width this CPU runs: the
/// table's thresholds for this CPU; `REP MOVSB` from the smallest allowed length with both
/// short-distance guards and non-temporal stores from 4 KiB (so 8 vectors..4 KiB take the
/// guarded `REP MOVSB`, longer copies stream); `REP MOVSB` with no guards; `REP MOVSB` for
/// co-aligned copies only; the plain loop;
/// and, with AVX-512BW + BMI2, the byte-masked small path at 16, 32, 33, 64, 96 and 128
/// bytes (halves above 32).
pub fn vector_instances() -> Vec<(String, Memcpy)> {
    use memcpy_jit::VectorWidth;
    // this CPU only: its row at every width it runs (every CPU's rows: recorded_instances)
    let host = this_cpu().features;
    let masked_ok = masked_runs_here();
    let mut out = Vec::new();
    for width in [VectorWidth::Sse2, VectorWidth::Avx2, VectorWidth::Avx512] {
        if !Cpu::runs_thresholds(&Thresholds::new(width)) {
            eprintln!("skipped: vector width {width} (this CPU lacks its instructions)");
            continue;
        }
        let min = 8 * width.bytes() + 1;
        let table = table_row_at(&host, width);
        let all_paths = Thresholds::new(width)
            .with_rep_movsb_from(Some(min))
            .with_avoid_dst_above_src(63)
            .with_avoid_src_above_dst(63)
            .with_non_temporal_from(Some(4096));
        let mut variants = vec![
            ("table", table),
            ("rep+bands+nt", all_paths),
            (
                "rep-unguarded",
                all_paths
                    .with_avoid_dst_above_src(0)
                    .with_avoid_src_above_dst(0)
                    .with_non_temporal_from(None),
            ),
            (
                "coaligned-rep",
                all_paths
                    .with_rep_movsb_from(None)
                    .with_rep_movsb_coaligned_from(Some(min))
                    .with_non_temporal_from(None),
            ),
            (
                "loop-only",
                all_paths
                    .with_rep_movsb_from(None)
                    .with_non_temporal_from(None),
            ),
        ];
        if width == VectorWidth::Avx512 && masked_ok {
            for m in [16, 32, 33, 64, 96, 128] {
                variants.push((
                    match m {
                        16 => "masked16",
                        32 => "masked32",
                        33 => "masked33",
                        64 => "masked64",
                        96 => "masked96",
                        _ => "masked128",
                    },
                    all_paths.with_masked_max(m),
                ));
            }
        }
        for (name, t) in variants {
            let label = format!("vector {width} {name}");
            let m = Memcpy::builder()
                .strategy(Strategy::Vector)
                .thresholds(t)
                .build()
                .unwrap_or_else(|e| panic!("{label}: {e}"));
            out.push((label, m));
        }
    }
    out
}

/// Builds the vector strategy with `t`, labelled.
fn vector(label: String, t: memcpy_jit::Thresholds) -> (String, Memcpy) {
    let m = Memcpy::builder()
        .strategy(Strategy::Vector)
        .thresholds(t)
        .build()
        .unwrap_or_else(|e| panic!("{label}: {e}"));
    (label, m)
}

/// The widths this CPU runs, each with the base the variants below start from: `REP MOVSB`
/// from the smallest allowed length behind both 63-byte guards, non-temporal stores from
/// 4 KiB (the `rep+bands+nt` of [`vector_instances`]).
fn widths_and_bases() -> Vec<(memcpy_jit::VectorWidth, memcpy_jit::Thresholds)> {
    use memcpy_jit::{Thresholds, VectorWidth};
    VectorWidth::ALL
        .into_iter()
        .filter(|&w| Cpu::runs_thresholds(&Thresholds::new(w)))
        .map(|width| {
            let min = 8 * width.bytes() + 1;
            let base = Thresholds::new(width)
                .with_rep_movsb_from(Some(min))
                .with_avoid_dst_above_src(63)
                .with_avoid_src_above_dst(63)
                .with_non_temporal_from(Some(4096));
            (width, base)
        })
        .collect()
}

/// Whether this CPU runs the masked small-copy path (AVX-512BW + BMI2).
pub fn masked_runs_here() -> bool {
    let masked = Thresholds::new(memcpy_jit::VectorWidth::Avx512).with_masked_max(16);
    Cpu::runs_thresholds(&masked)
}

/// The widths this CPU runs, each with the `rep+bands+nt` base of [`widths_and_bases`].
pub fn widths_of_host() -> Vec<(memcpy_jit::VectorWidth, memcpy_jit::Thresholds)> {
    widths_and_bases()
}

/// The wider generator's choices, at every width this CPU runs, each over the
/// `rep+bands+nt` base (see [`widths_and_bases`]) unless said otherwise: page-copy
/// `REP MOVSB` (no other `REP MOVSB`, no streaming); the backward band 1..=31 over every
/// large length (no streaming), and 1..=2048 over 1000..5000; memmove mode; interleaved loads
/// and stores; the strict loop start (alone, and in memmove mode); the merged small classes
/// (alone, and with the band and memmove mode); and all of them at once, with and without
/// the strict start; each loop-shape variant with the
/// 1..=31 backward band, so the backward loop takes the shape too; `REP MOVSB` after the
/// destination's first vector boundary (alone, and for page copies only) and the backward
/// band holding page copies (alone and with it; below 1 KiB of the 1..=255 band below 4 KiB,
/// with page-copy `REP MOVSB` after them; below 2 KiB of the 1..=31 band); the 1..=255 band
/// below 4 KiB with its distances of a line or more only below 2 KiB (page copies below
/// 1 KiB), and over every length held below a line; the large path's
/// blocks and loop tops on 64 bytes (every large path) and on 32 (page copies backward below
/// 2 KiB). With AVX-512BW + BMI2, also the masked
/// path's forms above 32 bytes (33 and 64; two-zmm also 65, 100 and 128), and the page
/// guard and the split at two vectors on each form of window; the short-distance guards
/// with length limits (one limited; both, differently, with 128-byte bands); co-aligned
/// copies past the non-temporal loop (alone, and with the backward band).
pub fn choice_instances() -> Vec<(String, Memcpy)> {
    use memcpy_jit::{MaskedForm, VectorWidth};
    let masked_ok = masked_runs_here();
    let mut out = Vec::new();
    for (width, base) in widths_and_bases() {
        let min = 8 * width.bytes() + 1;
        let band = base.with_backward(31, 0, None);
        let mut variants = vec![
            (
                "page-rep".to_string(),
                base.with_rep_movsb_from(None)
                    .with_non_temporal_from(None)
                    .with_rep_movsb_page_from(Some(min)),
            ),
            (
                "backward-band".to_string(),
                band.with_non_temporal_from(None),
            ),
            (
                "backward-range".to_string(),
                base.with_non_temporal_from(None)
                    .with_backward(2048, 1000, Some(5000)),
            ),
            ("memmove".to_string(), base.with_memmove(true)),
            ("interleave".to_string(), band.with_loop_interleave(true)),
            ("strict".to_string(), band.with_loop_start_strict(true)),
            // The loops' last vector kept off page boundaries, strict or not, with the bands
            // and page-copy REP MOVSB (whose band check sends copies to the loop): the
            // forward loop's way, and with the band the backward loop's (no streaming, so that
            // the band holds copies ending past the first page), in memmove mode too.
            ("page-safe".to_string(), base.with_tail_page_safe(true)),
            (
                "page-safe-strict-band".to_string(),
                band.with_tail_page_safe(true)
                    .with_loop_start_strict(true)
                    .with_non_temporal_from(None),
            ),
            (
                "page-safe-band-memmove".to_string(),
                band.with_tail_page_safe(true).with_memmove(true),
            ),
            (
                "strict-memmove".to_string(),
                band.with_loop_start_strict(true).with_memmove(true),
            ),
            (
                "strict-tail-ascending-memmove".to_string(),
                band.with_loop_start_strict(true)
                    .with_tail_loads_ascending(true)
                    .with_memmove(true),
            ),
            ("small-merged".to_string(), base.with_small_merged(true)),
            (
                "small-merged-memmove".to_string(),
                band.with_small_merged(true).with_memmove(true),
            ),
        ];
        variants.push((
            "everything".to_string(),
            band.with_memmove(true)
                .with_rep_movsb_page_from(Some(min))
                .with_loop_interleave(true),
        ));
        variants.push((
            "everything-aligned-strict".to_string(),
            band.with_memmove(true)
                .with_rep_movsb_page_from(Some(min))
                .with_loop_interleave(true)
                .with_loop_start_strict(true),
        ));
        if width == VectorWidth::Avx512 && masked_ok {
            for form in [MaskedForm::OneZmm, MaskedForm::HeadTail, MaskedForm::TwoZmm] {
                for m in [33, 64] {
                    let t = base.with_masked_max(m).with_masked_form(form);
                    variants.push((format!("masked{m}-{form}"), t));
                }
            }
            for m in [65, 100, 128] {
                let t = base.with_masked_max(m).with_masked_form(MaskedForm::TwoZmm);
                variants.push((format!("masked{m}-two-zmm"), t));
            }
            // The page guard and the split at two vectors, on every form of window.
            for (m, form) in [
                (16, MaskedForm::Halves),
                (32, MaskedForm::Halves),
                (64, MaskedForm::Halves),
                (64, MaskedForm::OneZmm),
                (64, MaskedForm::HeadTail),
                (64, MaskedForm::TwoZmm),
                (128, MaskedForm::Halves),
                (128, MaskedForm::TwoZmm),
            ] {
                let t = base.with_masked_max(m).with_masked_form(form);
                variants.push((
                    format!("masked{m}-{form}-guard"),
                    t.with_masked_page_guard(true),
                ));
                if m < 128 {
                    variants.push((
                        format!("masked{m}-{form}-split2v"),
                        t.with_two_vectors_first(true),
                    ));
                    variants.push((
                        format!("masked{m}-{form}-guard-split2v"),
                        t.with_masked_page_guard(true).with_two_vectors_first(true),
                    ));
                }
            }
        }
        // REP MOVSB from the first vector boundary above the destination (any layout, and
        // page copies only); the backward band with page copies, alone and with it.
        let aligned_rep = base
            .with_non_temporal_from(None)
            .with_rep_movsb_align_dst(true);
        variants.push(("rep-align".to_string(), aligned_rep));
        variants.push((
            "page-rep-align".to_string(),
            aligned_rep
                .with_rep_movsb_from(None)
                .with_rep_movsb_page_from(Some(min)),
        ));
        variants.push((
            "backward-page".to_string(),
            band.with_non_temporal_from(None).with_backward_page(true),
        ));
        variants.push((
            "backward-page-rep-align".to_string(),
            aligned_rep
                .with_backward(255, 0, Some(4096))
                .with_backward_page(true),
        ));
        // Page copies with a limit of their own under the band's: 1 KiB under the 1..=255
        // band below 4 KiB with the aligned page-copy REP MOVSB after them (the Zen 5's
        // shape), and 2 KiB under the 1..=31 band over every large length.
        variants.push((
            "backward-page-below1024-rep-align".to_string(),
            aligned_rep
                .with_rep_movsb_from(None)
                .with_rep_movsb_page_from(Some(min))
                .with_backward(255, 0, Some(4096))
                .with_backward_page(true)
                .with_backward_page_below(Some(1024)),
        ));
        variants.push((
            "backward-page-below2048".to_string(),
            band.with_non_temporal_from(None)
                .with_backward_page(true)
                .with_backward_page_below(Some(2048)),
        ));
        // The band's distances of a line or more only below 2 KiB (the amd-zen5 row's
        // shape), with page copies below 1 KiB; and held below a line at every length.
        variants.push((
            "backward255-wide-below2048-page-below1024".to_string(),
            base.with_backward(255, 0, Some(4096))
                .with_backward_page(true)
                .with_backward_page_below(Some(1024))
                .with_backward_wide_below(Some(2048)),
        ));
        variants.push((
            "backward255-wide-below1".to_string(),
            base.with_non_temporal_from(None)
                .with_backward(255, 0, None)
                .with_backward_wide_below(Some(1)),
        ));
        // The short-distance guards with a length limit: the destination-above band below
        // 2 KiB only (the source-above one at every length), also with 128-byte bands
        // (co-aligned distances in them) and co-aligned REP MOVSB: the sweep's lengths cross
        // the limit.
        variants.push((
            "guard-below2048".to_string(),
            base.with_non_temporal_from(None)
                .with_avoid_dst_above_src_below(Some(2048)),
        ));
        variants.push((
            "guard128-below2048-coaligned".to_string(),
            base.with_non_temporal_from(None)
                .with_rep_movsb_coaligned_from(Some(min))
                .with_avoid_dst_above_src(128)
                .with_avoid_src_above_dst(128)
                .with_avoid_dst_above_src_below(Some(2048)),
        ));
        // `prefetchnta` in the temporal forward loop: at distance 0 and at the farthest, beside
        // the non-temporal loop's own prefetch, in memmove mode.
        variants.push(("prefetch0".to_string(), band.with_loop_prefetch(Some(0))));
        variants.push((
            "prefetch-far-memmove".to_string(),
            base.with_loop_prefetch(Some(memcpy_jit::limits::MAX_LOOP_PREFETCH))
                .with_memmove(true),
        ));
        // The tail loaded after the forward loop: from every loop length with the loop alone
        // (no REP MOVSB, which would take the copies from the first large length); from
        // 2 KiB below 8 KiB, interleaved and prefetching; beside the band and
        // the non-temporal loop (which keeps its early loads).
        let loop_only = Thresholds::new(width);
        variants.push((
            "tail-after0".to_string(),
            loop_only.with_tail_loads_after_loop_from(Some(0)),
        ));
        variants.push((
            "tail-after2048-below8192-interleave-prefetch0".to_string(),
            loop_only
                .with_tail_loads_after_loop_from(Some(2048))
                .with_tail_loads_after_loop_below(Some(8192))
                .with_loop_interleave(true)
                .with_loop_prefetch(Some(0)),
        ));
        variants.push((
            "tail-after0-band-nt".to_string(),
            band.with_tail_loads_after_loop_from(Some(0)),
        ));
        // The large path's blocks and loop tops on 64 and 32 bytes (long NOPs run before
        // each loop top): every large path; page copies backward below 2 KiB.
        variants.push(("block-align64".to_string(), base.with_block_align(64)));
        variants.push((
            "block-align32-backward-page-below2048".to_string(),
            band.with_non_temporal_from(None)
                .with_backward_page(true)
                .with_backward_page_below(Some(2048))
                .with_block_align(32),
        ));
        // Co-aligned copies past the non-temporal loop (from 4 KiB) to co-aligned `REP MOVSB`,
        // the others to it; and with the backward band.
        let skips = base
            .with_rep_movsb_coaligned_from(Some(min))
            .with_non_temporal_skips_coaligned(true);
        variants.push(("nt-skips-coaligned".to_string(), skips));
        variants.push((
            "nt-skips-coaligned-band".to_string(),
            skips.with_backward(31, 0, None),
        ));
        for (name, t) in variants {
            out.push(vector(format!("vector {width} {name}"), t));
        }
    }
    out
}

/// Memmove-mode instances at every width this CPU runs: the table's row for this CPU in
/// memmove mode (what a preloaded `memmove` builds); the forward loop only; every large path
/// at small thresholds (`REP MOVSB` any layout, co-aligned and page copies, non-temporal
/// stores from 4 KiB, both guards, the backward band; with the merged small classes too;
/// with co-aligned copies past the non-temporal loop too;
/// the same without non-temporal stores,
/// so the band holds every large length); the loops interleaved; every large path with the aligned
/// `REP MOVSB` and the backward band holding page copies (over the band's range, below
/// 1 KiB, and without non-temporal stores below 8200 bytes), and the aligned `REP MOVSB`
/// without bands (so it copies a destination just below an overlapping source); a 1..=255
/// band whose distances of a line or more go backward only below 2 KiB; the tail
/// loaded after the forward loop (from every loop length with the loop alone and with every
/// large path but non-temporal stores, from 2 KiB below 8 KiB interleaved); every large path
/// with its blocks and loop tops on 64 bytes; the strict loop start with every large path but
/// non-temporal stores; and, with AVX-512BW + BMI2, the masked
/// path at 64 bytes in each form, at 128
/// bytes in halves and two-zmm (with and without the page guard), and one ZMM window behind
/// the guard and the split at two vectors.
pub fn memmove_instances() -> Vec<(String, Memcpy)> {
    use memcpy_jit::{MaskedForm, VectorWidth};
    // this CPU only: its row at every width it runs (every CPU's rows: recorded_instances)
    let host = this_cpu().features;
    let masked_ok = masked_runs_here();
    let mut out = Vec::new();
    for (width, base) in widths_and_bases() {
        let min = 8 * width.bytes() + 1;
        let table = table_row_at(&host, width);
        let all = base
            .with_rep_movsb_coaligned_from(Some(min))
            .with_rep_movsb_page_from(Some(min))
            .with_backward(31, 0, None);
        let mut variants = vec![
            ("table".to_string(), table),
            ("loop-only".to_string(), Thresholds::new(width)),
            ("all-paths".to_string(), all),
            (
                "all-paths-nt-skips-coaligned".to_string(),
                all.with_non_temporal_skips_coaligned(true),
            ),
            (
                "all-paths-small-merged".to_string(),
                all.with_small_merged(true),
            ),
            // The backward band over every large length (no non-temporal stores from 4 KiB
            // to take the long copies first).
            (
                "all-paths-no-nt".to_string(),
                all.with_non_temporal_from(None),
            ),
            ("interleave".to_string(), all.with_loop_interleave(true)),
        ];
        variants.push((
            "all-paths-rep-align-backward-page".to_string(),
            all.with_rep_movsb_align_dst(true).with_backward_page(true),
        ));
        // A 255-byte band whose distances of a line or more go backward only below 2 KiB:
        // a destination 64..=255 bytes above the source stays forward from there, unless it
        // overlaps the source.
        variants.push((
            "all-paths-no-nt-backward255-wide-below2048".to_string(),
            all.with_non_temporal_from(None)
                .with_backward(255, 0, None)
                .with_backward_wide_below(Some(2048)),
        ));
        variants.push((
            "all-paths-no-nt-strict".to_string(),
            all.with_non_temporal_from(None)
                .with_loop_start_strict(true),
        ));
        variants.push((
            "all-paths-no-nt-backward255".to_string(),
            all.with_non_temporal_from(None)
                .with_backward(255, 0, Some(8192))
                .with_backward_page(true),
        ));
        // The tail loaded ascending, in the forward and non-temporal loops, with the late tail
        // loads from 2 KiB beside it.
        variants.push((
            "all-paths-strict-tail-ascending".to_string(),
            all.with_loop_start_strict(true)
                .with_tail_loads_ascending(true),
        ));
        variants.push((
            "all-paths-no-nt-tail-ascending-late2048".to_string(),
            all.with_non_temporal_from(None)
                .with_tail_loads_ascending(true)
                .with_tail_loads_after_loop_from(Some(2048)),
        ));
        // The destination-above guard with a length limit (1 KiB).
        variants.push((
            "all-paths-no-nt-guard-below1024".to_string(),
            all.with_non_temporal_from(None)
                .with_avoid_dst_above_src_below(Some(1024)),
        ));
        // Page copies backward below a limit of their own: 1 KiB (the overlap sweep's
        // lengths around it), and 8200 bytes with no non-temporal stores, so that copies a
        // page or two apart (the page-apart sweep's lengths 4097, 4196, 8193 and 8292) fall
        // on both sides of it.
        variants.push((
            "all-paths-rep-align-backward-page-below1024".to_string(),
            all.with_rep_movsb_align_dst(true)
                .with_backward_page(true)
                .with_backward_page_below(Some(1024)),
        ));
        variants.push((
            "all-paths-no-nt-backward-page-below8200".to_string(),
            all.with_non_temporal_from(None)
                .with_backward_page(true)
                .with_backward_page_below(Some(8200)),
        ));
        // The loops' page ways (`tail_page_safe`): the forward one with the loop alone, and
        // both with the backward band holding page copies below 8 KiB, strict (the
        // overlap sweep's lengths around 4 and 8 KiB end 1..63 bytes past a page at the
        // distances it sweeps, either way).
        variants.push((
            "loop-only-page-safe".to_string(),
            Thresholds::new(width).with_tail_page_safe(true),
        ));
        variants.push((
            "all-paths-no-nt-backward-page-page-safe-strict".to_string(),
            all.with_non_temporal_from(None)
                .with_backward(63, 0, Some(8192))
                .with_backward_page(true)
                .with_loop_start_strict(true)
                .with_tail_page_safe(true),
        ));
        // Without the short-distance bands, so a destination just below an overlapping
        // source (1..63 bytes) takes the aligned REP MOVSB too.
        variants.push((
            "rep-align-unguarded-no-nt".to_string(),
            all.with_non_temporal_from(None)
                .with_avoid_dst_above_src(0)
                .with_avoid_src_above_dst(0)
                .with_rep_movsb_align_dst(true),
        ));
        // The tail loaded after the forward loop where the source lies 4V or more from the
        // destination: from every loop length with the loop alone, from 2 KiB below 8 KiB
        // interleaved, and with every large path but non-temporal
        // stores (so the band check sends copies to the loop).
        let loop_only = Thresholds::new(width);
        variants.push((
            "tail-after0-loop-only".to_string(),
            loop_only.with_tail_loads_after_loop_from(Some(0)),
        ));
        variants.push((
            "tail-after2048-below8192-interleave".to_string(),
            loop_only
                .with_tail_loads_after_loop_from(Some(2048))
                .with_tail_loads_after_loop_below(Some(8192))
                .with_loop_interleave(true),
        ));
        variants.push((
            "tail-after0-all-paths-no-nt".to_string(),
            all.with_non_temporal_from(None)
                .with_tail_loads_after_loop_from(Some(0)),
        ));
        // The large path's blocks and loop tops on 64 bytes, every large path (so the
        // backward loop runs through long NOPs too).
        variants.push((
            "all-paths-block-align64".to_string(),
            all.with_block_align(64),
        ));
        if width == VectorWidth::Avx512 && masked_ok {
            for form in MaskedForm::ALL {
                let t = all.with_masked_max(64).with_masked_form(form);
                variants.push((format!("masked64-{form}"), t));
            }
            let t = all
                .with_masked_max(32)
                .with_masked_form(MaskedForm::HeadTail);
            variants.push(("masked32-head-tail".to_string(), t));
            variants.push((
                "masked32-head-tail-guard".to_string(),
                t.with_masked_page_guard(true),
            ));
            for form in [MaskedForm::Halves, MaskedForm::TwoZmm] {
                let t = all.with_masked_max(128).with_masked_form(form);
                variants.push((format!("masked128-{form}"), t));
                variants.push((
                    format!("masked128-{form}-guard"),
                    t.with_masked_page_guard(true),
                ));
            }
            let t = all
                .with_masked_max(64)
                .with_masked_form(MaskedForm::OneZmm)
                .with_two_vectors_first(true)
                .with_masked_page_guard(true);
            variants.push(("masked64-one-zmm-guard-split2v".to_string(), t));
        }
        for (name, t) in variants {
            let label = format!("memmove {width} {name}");
            let m = Memcpy::builder()
                .strategy(Strategy::Vector)
                .thresholds(t)
                .memmove(true)
                .build()
                .unwrap_or_else(|e| panic!("{label}: {e}"));
            assert!(m.is_memmove(), "{label}");
            out.push((label, m));
        }
    }
    out
}

/// One buffer for overlapping copies: source and destination both inside it, at any
/// distance, checked against `ptr::copy` (the reference memmove) over the whole buffer.
pub struct OverlapBuf {
    mem: Vec<u8>,
    /// Index of a page-aligned position, with room for `max_dist` plus [`GUARD`] before it.
    base: usize,
    pristine: Vec<u8>,
    expected: Vec<u8>,
    max_len: usize,
    max_dist: usize,
}

impl OverlapBuf {
    /// Room for copies of up to `max_len` bytes, source and destination up to `max_dist`
    /// bytes apart, the source at offsets below 64 from a page boundary.
    pub fn new(max_len: usize, max_dist: usize) -> OverlapBuf {
        let len = ALIGN + 2 * (max_dist + GUARD) + 64 + max_len + ALIGN;
        let mut mem = vec![0u8; len];
        let base = mem.as_ptr().align_offset(ALIGN) + ((max_dist + GUARD).div_ceil(ALIGN) * ALIGN);
        for (i, b) in mem.iter_mut().enumerate() {
            *b = source_byte(i.wrapping_sub(base));
        }
        let pristine = mem.clone();
        OverlapBuf {
            expected: mem.clone(),
            mem,
            base,
            pristine,
            max_len,
            max_dist,
        }
    }

    /// Copies `len` bytes from `base + src_off` to `base + src_off + dist` through `call`
    /// (only doors that allow overlap: [`Call::CopyFn`] of a memmove instance, or
    /// `copy_within`; or [`Door::Raw`]) and compares the buffer with the same `ptr::copy`, everywhere within
    /// [`GUARD`] bytes of either range; the rest of the buffer is checked by
    /// [`OverlapBuf::assert_untouched`].
    pub fn check(
        &mut self,
        m: &Memcpy,
        door: Door,
        len: usize,
        src_off: usize,
        dist: isize,
        label: &str,
    ) {
        assert!(len <= self.max_len && src_off < 64 && dist.unsigned_abs() <= self.max_dist);
        let s = self.base + src_off;
        let d = s.checked_add_signed(dist).unwrap();
        let ctx = format!("[{label}] len {len} src at page offset {src_off}, dst - src = {dist}");
        match door {
            Door::CopyFn | Door::Raw => {
                let memmove = m.is_memmove();
                assert!(
                    door == Door::Raw || memmove,
                    "{ctx}: overlap needs a memmove"
                );
                let p = self.mem.as_mut_ptr();
                // SAFETY: both ranges lie inside `mem` (the assertion above and `new`'s
                // room). A memmove instance's contract allows overlap; `Door::Raw` calls a
                // vector instance's code outside its contract on purpose, and that code
                // only loads and stores inside the two ranges, whatever their overlap (the
                // result is what is under test).
                let ret = unsafe { m.copy_fn().call(p.add(d), p.add(s), len) };
                assert_eq!(ret, p.wrapping_add(d), "{ctx}: return value");
            }
            Door::CopyWithin => m.copy_within(&mut self.mem, s..s + len, d),
        }
        // SAFETY: the same two ranges, inside `expected`, which has `mem`'s length.
        unsafe {
            let p = self.expected.as_mut_ptr();
            std::ptr::copy(p.add(s), p.add(d), len);
        }
        let window = s.min(d) - GUARD..s.max(d) + len + GUARD;
        if self.mem[window.clone()] != self.expected[window.clone()] {
            let bad: Vec<usize> = window
                .clone()
                .filter(|&i| self.mem[i] != self.expected[i])
                .collect();
            let at = |i: usize| i as isize - d as isize;
            panic!(
                "{ctx}: {} wrong bytes, the first at dst{:+} (got {:#04x}, expected {:#04x}), \
                 the last at dst{:+}",
                bad.len(),
                at(bad[0]),
                self.mem[bad[0]],
                self.expected[bad[0]],
                at(bad[bad.len() - 1])
            );
        }
        self.mem[window.clone()].copy_from_slice(&self.pristine[window.clone()]);
        self.expected[window.clone()].copy_from_slice(&self.pristine[window]);
    }

    /// Like [`OverlapBuf::check`], but returns the number of wrong bytes instead of
    /// panicking (for showing that a copy that is not memmove-safe is caught). Runs the C
    /// function with overlapping ranges, which its memcpy contract does not allow: only
    /// for the vector strategy, whose code (loads and stores of the given ranges only) has
    /// no undefined behaviour of its own, just a wrong result.
    pub fn wrong_bytes_of_forward(&mut self, m: &Memcpy, len: usize, dist: isize) -> usize {
        let s = self.base;
        let d = s.checked_add_signed(dist).unwrap();
        let p = self.mem.as_mut_ptr();
        // SAFETY: both ranges lie inside `mem`; the generated code only loads and stores
        // within them, whatever their overlap (the result is what is under test).
        unsafe { m.copy_fn().call(p.add(d), p.add(s), len) };
        // SAFETY: as in `check`.
        unsafe {
            let p = self.expected.as_mut_ptr();
            std::ptr::copy(p.add(s), p.add(d), len);
        }
        let window = s.min(d) - GUARD..s.max(d) + len + GUARD;
        let wrong = window
            .clone()
            .filter(|&i| self.mem[i] != self.expected[i])
            .count();
        self.mem[window.clone()].copy_from_slice(&self.pristine[window.clone()]);
        self.expected[window.clone()].copy_from_slice(&self.pristine[window]);
        wrong
    }

    /// The whole buffer is as it was: no write landed outside the windows checked.
    pub fn assert_untouched(&self, label: &str) {
        if let Some(i) = (0..self.mem.len()).find(|&i| self.mem[i] != self.pristine[i]) {
            panic!(
                "{label}: stray write at base{:+}",
                i as isize - self.base as isize
            );
        }
    }
}

/// Which door an overlapping copy goes through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Door {
    /// `copy_fn().call()`: the C function (memmove instances only).
    CopyFn,
    /// `Memcpy::copy_within`, the safe slice method.
    CopyWithin,
    /// The C function of any vector instance, memmove or not, with overlapping ranges:
    /// outside a memcpy's contract, to show which sizes are memmove-safe anyway.
    Raw,
}

/// How long a child may run before it counts as hung (a deadlock, say) and is killed.
pub const CHILD_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(300);

/// Re-runs the current test binary on the single test `test` with `marker_var=1` set, every
/// other `MEMCPY_JIT_*` variable removed, and `env` added; asserts that the child exited
/// successfully within [`CHILD_TIMEOUT`] and returns its stdout. The caller checks a marker
/// line the child prints, so that an exact filter matching nothing (which also exits 0)
/// cannot pass for a run.
pub fn run_child(test: &str, marker_var: &str, env: &[(&str, &str)]) -> String {
    run_child_within(test, marker_var, env, CHILD_TIMEOUT)
}

/// [`run_child`], failing (after killing the child) if it has not exited within `timeout`:
/// a hang fails the test instead of stalling the suite.
pub fn run_child_within(
    test: &str,
    marker_var: &str,
    env: &[(&str, &str)],
    timeout: std::time::Duration,
) -> String {
    use std::io::Read;
    use std::process::Stdio;
    use std::time::Instant;

    let mut child = std::process::Command::new(std::env::current_exe().unwrap());
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().starts_with("MEMCPY_JIT_") {
            child.env_remove(name);
        }
    }
    child
        .args(["--exact", test, "--nocapture", "--test-threads=1"])
        .env(marker_var, "1")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = child.spawn().expect("could not re-run the test binary");
    // Drain both pipes on threads, so that a chatty child cannot block on a full pipe.
    let (tx, rx) = std::sync::mpsc::channel();
    for (i, mut pipe) in [
        Box::new(child.stdout.take().unwrap()) as Box<dyn Read + Send>,
        Box::new(child.stderr.take().unwrap()),
    ]
    .into_iter()
    .enumerate()
    {
        let tx = tx.clone();
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = pipe.read_to_end(&mut buf);
            let _ = tx.send((i, buf));
        });
    }
    let deadline = Instant::now() + timeout;
    let status = loop {
        if let Some(status) = child.try_wait().expect("waiting for the child") {
            break Some(status);
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    // The pipes close when the child (and anything it forked) is gone; don't wait forever
    // for a stray grandchild that keeps them open.
    let mut out = [Vec::new(), Vec::new()];
    for _ in 0..2 {
        match rx.recv_timeout(std::time::Duration::from_secs(10)) {
            Ok((i, buf)) => out[i] = buf,
            Err(_) => break,
        }
    }
    let stdout = String::from_utf8_lossy(&out[0]).into_owned();
    let stderr = String::from_utf8_lossy(&out[1]);
    let Some(status) = status else {
        panic!(
            "child `{test}` still running after {timeout:?} (hung: a deadlock?); killed it.\n\
             {stdout}\n{stderr}"
        );
    };
    assert!(
        status.success(),
        "child failed ({status}):\n{stdout}\n{stderr}"
    );
    stdout
}

/// The table's row for `host`, at `width` (the masked window kept only at AVX-512; every size
/// threshold raised to the width's smallest large copy, 8 vectors + 1 byte).
pub fn table_row_at(host: &CpuFeatures, width: memcpy_jit::VectorWidth) -> Thresholds {
    use memcpy_jit::VectorWidth;
    let min = 8 * width.bytes() + 1;
    let (table, _) = Thresholds::for_cpu(host);
    table
        .with_width(width)
        .with_masked_max(if width == VectorWidth::Avx512 {
            table.masked_max
        } else {
            0
        })
        .with_rep_movsb_from(table.rep_movsb_from.map(|n| n.max(min)))
        .with_rep_movsb_coaligned_from(table.rep_movsb_coaligned_from.map(|n| n.max(min)))
        .with_non_temporal_from(table.non_temporal_from.map(|n| n.max(min)))
}

/// The code the recorded CPUs (tests/data/cpuid) get, run here: `Policy::Fastest` (what
/// `tuned()` builds there without a profile), the same in memmove mode (what the preload
/// library builds) and `Policy::Kernel` (the card); then every row of the table as it reads
/// on each recorded CPU and on this one, alone and in memmove mode. An instance this CPU
/// cannot run is skipped, saying so; one whose code equals one already listed is dropped
/// (identical code copies identically), its label added to that one's.
pub fn recorded_instances() -> Vec<(String, Memcpy)> {
    let cpus: Vec<(&str, CpuFeatures)> = each_cpu().iter().map(|c| (c.name, c.features)).collect();
    let mut builds: Vec<(String, memcpy_jit::Builder)> = Vec::new();
    for &(cpu, f) in &cpus {
        for (policy, memmove) in [
            (Policy::Fastest, false),
            (Policy::Fastest, true),
            (Policy::Kernel, false),
        ] {
            let mut b = Memcpy::builder();
            b.features(f).policy(policy).memmove(memmove);
            let mode = if memmove { " memmove" } else { "" };
            builds.push((format!("{cpu}: {policy:?}{mode}"), b));
        }
        for row in Thresholds::row_names() {
            let t = Thresholds::for_row(row, &f).expect("a row the table names");
            if t.validate().is_err() {
                continue;
            }
            for memmove in [false, true] {
                let mut b = Memcpy::builder();
                b.strategy(Strategy::Vector).thresholds(t).memmove(memmove);
                let mode = if memmove { " memmove" } else { "" };
                builds.push((format!("{cpu}: row {row}{mode}"), b));
            }
        }
    }
    let mut out: Vec<(String, Memcpy)> = Vec::new();
    for (label, b) in builds {
        let plan = b.plan().unwrap_or_else(|e| panic!("{label}: {e}"));
        if !Cpu::runs(&plan) {
            eprintln!("skipped: {label} (this CPU lacks its instructions)");
            continue;
        }
        let m = b.build().unwrap_or_else(|e| panic!("{label}: {e}"));
        let same = |(_, k): &&mut (String, Memcpy)| {
            k.strategy() == m.strategy() && k.is_memmove() == m.is_memmove() && k.code() == m.code()
        };
        match out.iter_mut().find(same) {
            Some((labels, _)) => *labels = format!("{labels} = {label}"),
            None => out.push((label, m)),
        }
    }
    out
}
