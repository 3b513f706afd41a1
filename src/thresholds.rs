//! The tunable numbers of [`Strategy::Vector`](crate::Strategy::Vector), in one struct, and the
//! per-microarchitecture table that fills them.
//!
//! Pure data and arithmetic, like `crate::plan`: every default names its reason and the
//! measurement behind it (in code comments beside each table row, citing docs/tuning.md,
//! where the numbers and their commands are kept). Re-measure with `memcpy-jit sweep`
//! (crates/cli) or let [`Memcpy::calibrated`](crate::Memcpy::calibrated) do it at start-up.

use crate::cpu::{CpuFeatures, Vendor};
use crate::error::{BuildError, Quantity};
#[cfg(doc)]
use crate::limits::{MAX_BAND, MAX_MASKED};
use crate::limits::{MAX_MASKED_ONE, MAX_THRESHOLD, MIN_THRESHOLD};
use crate::strategy::{MaskedForm, VectorWidth};

/// The struct, [`Thresholds::new`], the setters and the per-field checks, from the knob table
/// (`crate::knobs`, whose documentation says what each part of an entry is). The `@norm` rules
/// turn `public`/`shape` into a `cfg` predicate that always or never holds (`all()`, `any()`),
/// so that one repetition emits both kinds: a public field and setter are `pub`; an internal
/// one is `pub` (and hidden from the documentation) with the `harness` feature, the lab's
/// unstable door, and `pub(crate)` without it.
macro_rules! thresholds_from_table {
    (@norm $w:ident [$($done:tt)*]) => {
        thresholds_from_table!(@emit $w $($done)*);
    };
    (@norm $w:ident [$($done:tt)*]
        $(#[doc = $doc:literal])* public $name:ident { $($body:tt)* } $($rest:tt)*) => {
        thresholds_from_table!(@norm $w [$($done)* { [all()] [$($doc),*] $name { $($body)* } }] $($rest)*);
    };
    (@norm $w:ident [$($done:tt)*]
        $(#[doc = $doc:literal])* shape $name:ident { $($body:tt)* } $($rest:tt)*) => {
        thresholds_from_table!(@norm $w [$($done)* { [any()] [$($doc),*] $name { $($body)* } }] $($rest)*);
    };
    (@emit $w:ident $( { [$stable:meta] [$($doc:literal),*] $name:ident {
        ty: $ty:ty,
        default: $default:expr,
        set: $set:ident,
        check: $check:ident,
        $(tune: $tmac:ident ! ( $($targs:tt)* ),)?
    } } )*) => {
        /// Every size decision of the vector strategy, and every choice of code shape.
        ///
        /// Copies of up to 8 vectors are always done with overlapping head/tail moves (or the
        /// masked path up to `masked_max`). From one byte more on ([`Thresholds::large_from`]),
        /// the first rule that matches picks the method:
        ///
        /// 1. [`memmove`](Thresholds::memmove) and the destination at or above the source,
        ///    inside it (`0 <= dst - src < len`): the backward loop;
        /// 2. `len >= non_temporal_from` (for a co-aligned copy, `(dst - src) mod 64 = 0`, only
        ///    without the internal `non_temporal_skips_coaligned`): the non-temporal loop;
        /// 3. `(dst - src) mod 4096` in `1..=backward_dst_above_src` (also 0 with the internal
        ///    `backward_page`, and narrowed by `backward_page_below` and `backward_wide_below`)
        ///    and `len` in `backward_from..backward_below` (in memmove mode, unless the
        ///    destination lies below an overlapping source, `0 < src - dst < len`): the
        ///    backward loop;
        /// 4. `REP MOVSB` if `len >= rep_movsb_from`, or `len >= rep_movsb_coaligned_from` for
        ///    a co-aligned copy (`(dst - src) mod 64 = 0`), or `len >= rep_movsb_page_from` for
        ///    a page copy (`(dst - src) mod 4096 = 0`), and the distance is outside both
        ///    short-distance bands (`avoid_dst_above_src`, only below
        ///    `avoid_dst_above_src_below` if set, and `avoid_src_above_dst`);
        /// 5. else the forward loop.
        ///
        /// The public fields are the size decisions a user may set; the code-shape choices
        /// (the masked path's form, the loops' order of loads and stores, code alignment…)
        /// are internal: table rows, profiles and `memcpy-jit tune` set them (module `knobs`
        /// of the source, and docs/tuning.md, "Knobs", say which and why).
        ///
        /// Every field's default (the values of [`Thresholds::new`]) is the plainest code;
        /// [`Thresholds::for_cpu`]'s rows set what their measurements chose.
        ///
        /// The struct is `#[non_exhaustive]`: from outside the crate a value is made from a
        /// table row or from [`Thresholds::new`], then changed with the `with_*` setters, and
        /// checked by [`Thresholds::validate`] (which [`Builder::build`] calls):
        ///
        /// ```
        /// use memcpy_jit::{CpuFeatures, Thresholds, VectorWidth};
        /// let (row, _name) = Thresholds::for_cpu(&CpuFeatures::host());
        /// let t = row.with_rep_movsb_from(None).with_non_temporal_from(Some(64 << 20));
        /// t.validate()?;
        /// // Only the 4-vector loop above 8 vectors, at AVX2: no REP MOVSB, no streaming stores.
        /// let plain = Thresholds::new(VectorWidth::Avx2);
        /// assert_eq!((plain.rep_movsb_from, plain.masked_max), (None, 0));
        /// # Ok::<(), memcpy_jit::BuildError>(())
        /// ```
        ///
        /// [`Builder::build`]: crate::Builder::build
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub struct Thresholds {
            $(
                $(#[doc = $doc])*
                #[cfg(any(feature = "harness", $stable))]
                #[cfg_attr(not($stable), doc(hidden))]
                pub $name: $ty,
                $(#[doc = $doc])*
                #[cfg(not(any(feature = "harness", $stable)))]
                pub(crate) $name: $ty,
            )*
        }

        impl Thresholds {
            /// The plainest vector code of `width`: head/tail moves up to 8 vectors, the
            /// 4-vector loop above, and nothing else (no masked small copies, no `REP MOVSB`,
            /// no short-distance guards, no non-temporal stores, no backward band, not
            /// memmove-safe), every code-shape choice at its default. A base to switch
            /// paths on from.
            pub const fn new($w: VectorWidth) -> Thresholds {
                Thresholds { $($name: $default,)* }
            }

            $(
                #[doc = concat!("A copy with [`", stringify!($name), "`](Thresholds::",
                    stringify!($name), ") set.")]
                #[must_use]
                #[cfg(any(feature = "harness", $stable))]
                #[cfg_attr(not($stable), doc(hidden))]
                pub const fn $set(mut self, value: $ty) -> Thresholds {
                    self.$name = value;
                    self
                }
                #[doc = concat!("A copy with `", stringify!($name), "` set.")]
                #[must_use]
                #[cfg(not(any(feature = "harness", $stable)))]
                #[allow(
                    dead_code,
                    reason = "the table makes a setter for every knob; the crate uses some"
                )]
                pub(crate) const fn $set(mut self, value: $ty) -> Thresholds {
                    self.$name = value;
                    self
                }
            )*

            /// The checks of each field on its own (and against the fields it depends on),
            /// in table order: the first part of [`Thresholds::validate`].
            pub(crate) fn check_fields(&self) -> Result<(), crate::error::BuildError> {
                $( check::$check(self, stringify!($name), self.$name)?; )*
                Ok(())
            }
        }

    };
    (new($w:ident) $($entries:tt)*) => {
        thresholds_from_table!(@norm $w [] $($entries)*);
    };
}

crate::knobs::knob_table!(thresholds_from_table);

/// The values [`Thresholds::block_align`] may take.
const BLOCK_ALIGN: [u8; 3] = [16, 32, 64];

/// The size classes' end, in vectors: copies up to this many vectors take head and tail
/// moves, longer ones the large-copy rules.
pub(crate) const HEAD_TAIL_MAX: usize = 8;

impl Thresholds {
    /// A copy with a masked window of `bytes` (0: none) copying the small lengths: where a
    /// window is set it replaces the merged small classes
    /// (the internal `small_merged`), which copy the same lengths.
    #[must_use]
    pub const fn with_masked_window(mut self, bytes: usize) -> Thresholds {
        self.masked_max = bytes;
        self.small_merged &= bytes == 0;
        self
    }

    /// A copy with the backward band set: [`backward_dst_above_src`] to `band` (0: off),
    /// for lengths [`backward_from`]`..`[`backward_below`].
    ///
    /// [`backward_dst_above_src`]: Thresholds::backward_dst_above_src
    /// [`backward_from`]: Thresholds::backward_from
    /// [`backward_below`]: Thresholds::backward_below
    #[must_use]
    pub const fn with_backward(
        mut self,
        band: u32,
        from: usize,
        below: Option<usize>,
    ) -> Thresholds {
        self.backward_dst_above_src = band;
        self.backward_from = from;
        self.backward_below = below;
        self
    }

    /// The smallest length the large-copy checks see: 8 vectors and one byte (up to 8
    /// vectors, four head and four tail vectors copy everything).
    pub const fn large_from(&self) -> usize {
        HEAD_TAIL_MAX * self.width.bytes() + 1
    }

    /// Whether code without memmove mode still gives `memmove`'s result when the destination
    /// lies below an overlapping source (it copies forward there): not with a backward band
    /// (which also takes some destinations far below an overlapping source backward) nor with
    /// the tail loaded after the loop (source bytes the loop may have overwritten).
    pub const fn copies_lower_overlap_forward(&self) -> bool {
        self.backward_dst_above_src == 0 && self.tail_loads_after_loop_from.is_none()
    }

    /// Checks that every field is in range: the lengths from [`Thresholds::large_from`] to
    /// [`MAX_THRESHOLD`], the bands (the backward band too) up to [`MAX_BAND`], `masked_max`
    /// up to [`MAX_MASKED`] (above [`MAX_MASKED_ONE`] only in the [`MaskedForm::Halves`] and
    /// [`MaskedForm::TwoZmm`] forms) and only with the AVX-512 width, `backward_from` up to
    /// [`MAX_THRESHOLD`] and `backward_below` above it, the length limits of the bands from 1
    /// up to [`MAX_THRESHOLD`], and the internal knobs' ranges (each knob's check is its
    /// entry's in the knob table), then the combinations: a masked window only at the AVX-512
    /// width and in a form that copies it, the merged small classes only without one.
    pub fn validate(&self) -> Result<(), BuildError> {
        self.check_fields()?;
        if self.masked_max > 0 && self.width != VectorWidth::Avx512 {
            return Err(BuildError::masked_needs_avx512(self.masked_max, self.width));
        }
        if self.masked_max > MAX_MASKED_ONE
            && !matches!(self.masked_form, MaskedForm::Halves | MaskedForm::TwoZmm)
        {
            return Err(BuildError::masked_form_too_narrow(
                self.masked_max,
                self.masked_form,
                MAX_MASKED_ONE,
            ));
        }
        if self.small_merged && self.masked_max > 0 {
            return Err(BuildError::small_merged_with_masked(self.masked_max));
        }
        Ok(())
    }

    /// True when a CPU with `features` has every instruction these thresholds emit.
    pub const fn runs_on(&self, features: &CpuFeatures) -> bool {
        self.width.runs_on(features)
            && (self.masked_max == 0 || (features.has_avx512bw() && features.has_bmi2()))
    }

    /// The table's row for `features`: returns the thresholds and the row's name.
    pub fn for_cpu(features: &CpuFeatures) -> (Thresholds, &'static str) {
        let row = TABLE
            .iter()
            .find(|r| (r.matches)(features))
            .unwrap_or(&GENERIC);
        (row.read_for(features), row.name)
    }

    /// The names of the table's rows, most specific first, `generic` (the row for CPUs the
    /// table does not know) last.
    pub fn row_names() -> impl Iterator<Item = &'static str> {
        rows().map(|r| r.name)
    }

    /// The row named `name` as it reads for `features`, whether or not it is that CPU's own
    /// row (`memcpy-jit tune --from generic` starts where a CPU the table does not know
    /// starts); `None` for a name that is not a row. The result may not be valid or able to
    /// run on `features` (a row for another CPU): check with [`Thresholds::validate`] and
    /// [`Thresholds::runs_on`].
    pub fn for_row(name: &str, features: &CpuFeatures) -> Option<Thresholds> {
        let row = rows().find(|r| r.name == name)?;
        Some(row.read_for(features))
    }
}

/// The knob table's per-field checks (its `check` column): each is given the whole value,
/// the field's name and the field, and says why the field is out of range.
pub(crate) mod check {
    use super::{Thresholds, BLOCK_ALIGN, HEAD_TAIL_MAX};
    use crate::error::{BuildError, Quantity};
    use crate::limits::{MAX_BAND, MAX_LOOP_PREFETCH, MAX_MASKED, MAX_THRESHOLD};

    type Checked = Result<(), BuildError>;

    /// Every value of the type is valid.
    pub(crate) fn any<T>(_: &Thresholds, _: &'static str, _: T) -> Checked {
        Ok(())
    }

    /// A length threshold: from [`Thresholds::large_from`] up to [`MAX_THRESHOLD`].
    pub(crate) fn large_length(t: &Thresholds, field: &'static str, v: Option<usize>) -> Checked {
        let (lo, hi) = (t.large_from() as u64, MAX_THRESHOLD as u64);
        match v.map(|v| v as u64) {
            Some(v) if !(lo..=hi).contains(&v) => {
                let what = Quantity::VectorLength {
                    field,
                    vectors: HEAD_TAIL_MAX as u8,
                    width: t.width,
                };
                Err(BuildError::out_of_range(what, v, lo, hi))
            }
            _ => Ok(()),
        }
    }

    /// A band of distances: up to [`MAX_BAND`].
    pub(crate) fn band(_: &Thresholds, field: &'static str, v: u32) -> Checked {
        if v > MAX_BAND {
            let what = Quantity::Band { field };
            return Err(BuildError::out_of_range(what, v.into(), 0, MAX_BAND.into()));
        }
        Ok(())
    }

    /// A length limit: from 1 up to [`MAX_THRESHOLD`].
    pub(crate) fn below(_: &Thresholds, field: &'static str, v: Option<usize>) -> Checked {
        match v.map(|v| v as u64) {
            Some(b) if b == 0 || b > MAX_THRESHOLD as u64 => {
                let what = Quantity::Length { field };
                Err(BuildError::out_of_range(what, b, 1, MAX_THRESHOLD as u64))
            }
            _ => Ok(()),
        }
    }

    /// A length from 0 up to [`MAX_THRESHOLD`], or none.
    pub(crate) fn up_to_max(_: &Thresholds, field: &'static str, v: Option<usize>) -> Checked {
        match v.map(|v| v as u64) {
            Some(n) if n > MAX_THRESHOLD as u64 => {
                let what = Quantity::Length { field };
                Err(BuildError::out_of_range(what, n, 0, MAX_THRESHOLD as u64))
            }
            _ => Ok(()),
        }
    }

    /// The backward band's first length: up to [`MAX_THRESHOLD`].
    pub(crate) fn backward_from(t: &Thresholds, field: &'static str, v: usize) -> Checked {
        up_to_max(t, field, Some(v))
    }

    /// The backward band's end: above `backward_from`, up to [`MAX_THRESHOLD`].
    pub(crate) fn backward_below(t: &Thresholds, field: &'static str, v: Option<usize>) -> Checked {
        let (from, hi) = (t.backward_from as u64, MAX_THRESHOLD as u64);
        match v.map(|v| v as u64) {
            Some(b) if b <= from || b > hi => {
                let what = Quantity::Length { field };
                Err(BuildError::out_of_range(what, b, from + 1, hi))
            }
            _ => Ok(()),
        }
    }

    /// The tail's upper limit: above `tail_loads_after_loop_from` (0 without it), up to
    /// [`MAX_THRESHOLD`].
    pub(crate) fn tail_loads_after_loop_below(
        t: &Thresholds,
        field: &'static str,
        v: Option<usize>,
    ) -> Checked {
        let lo = t.tail_loads_after_loop_from.unwrap_or(0) as u64 + 1;
        let hi = MAX_THRESHOLD as u64;
        match v.map(|v| v as u64) {
            Some(b) if b < lo || b > hi => {
                let what = Quantity::Length { field };
                Err(BuildError::out_of_range(what, b, lo, hi))
            }
            _ => Ok(()),
        }
    }

    /// The masked window: up to [`MAX_MASKED`] (its width and form are checked with the
    /// fields they depend on by [`Thresholds::validate`]).
    pub(crate) fn masked_max(_: &Thresholds, _: &'static str, v: usize) -> Checked {
        if v > MAX_MASKED {
            let what = Quantity::MaskedMax;
            return Err(BuildError::out_of_range(
                what,
                v as u64,
                0,
                MAX_MASKED as u64,
            ));
        }
        Ok(())
    }

    /// The prefetch distance: up to [`MAX_LOOP_PREFETCH`].
    pub(crate) fn loop_prefetch(_: &Thresholds, field: &'static str, v: Option<u32>) -> Checked {
        match v {
            Some(d) if d > MAX_LOOP_PREFETCH => {
                let what = Quantity::Length { field };
                Err(BuildError::out_of_range(
                    what,
                    d.into(),
                    0,
                    MAX_LOOP_PREFETCH.into(),
                ))
            }
            _ => Ok(()),
        }
    }

    /// The code alignment: one of 16, 32 and 64.
    pub(crate) fn block_align(_: &Thresholds, field: &'static str, v: u8) -> Checked {
        if !BLOCK_ALIGN.contains(&v) {
            return Err(BuildError::not_one_of(field, v, &BLOCK_ALIGN));
        }
        Ok(())
    }
}

/// Every row: the table's, most specific first, then the generic one.
fn rows() -> impl Iterator<Item = &'static Row> {
    TABLE.iter().chain([&GENERIC])
}

impl Row {
    /// This row's thresholds for `features`, its large-copy thresholds never below 8 vectors.
    fn read_for(&self, features: &CpuFeatures) -> Thresholds {
        let mut t = (self.thresholds)(features);
        // Never narrower than 8 vectors: the large-copy checks start there.
        t.non_temporal_from = t.non_temporal_from.map(|n| n.max(t.large_from()));
        t.rep_movsb_from = t.rep_movsb_from.map(|n| n.max(t.large_from()));
        t.rep_movsb_coaligned_from = t.rep_movsb_coaligned_from.map(|n| n.max(t.large_from()));
        t.rep_movsb_page_from = t.rep_movsb_page_from.map(|n| n.max(t.large_from()));
        t
    }
}

/// Checks an ERMS-gate threshold against [`MIN_THRESHOLD`]`..=`[`MAX_THRESHOLD`].
pub(crate) fn check_threshold(t: u64) -> Result<usize, BuildError> {
    let (min, max) = (MIN_THRESHOLD as u64, MAX_THRESHOLD as u64);
    if (min..=max).contains(&t) {
        Ok(t as usize)
    } else {
        Err(BuildError::out_of_range(Quantity::Threshold, t, min, max))
    }
}

/// Non-temporal threshold, after glibc's rule: ¾ of the last-level cache's share per thread
/// that can use it. Copies that large would evict most of what the thread has cached, so
/// they bypass the cache. `None` when CPUID gives no L3.
pub(crate) fn non_temporal_from(features: &CpuFeatures) -> Option<usize> {
    let l3 = features.l3_bytes()? as usize;
    let sharing = features.l3_sharing().max(1) as usize;
    Some((l3 / sharing) * 3 / 4)
}

/// AVX2 where the CPU has it, else SSE2: the width for rows that have not measured AVX-512
/// (512-bit moves lower the clock on Skylake-SP-era Xeons; Zen 4 splits them in two). Asked
/// of AVX2 itself: a guest can be shown AVX-512F and VL without AVX2.
fn at_most_avx2(f: &CpuFeatures) -> VectorWidth {
    if VectorWidth::Avx2.runs_on(f) {
        VectorWidth::Avx2
    } else {
        VectorWidth::Sse2
    }
}

/// The masked small-copy path needs the AVX-512 width plus AVX-512BW (byte masks) and BMI2.
fn masked_ok(f: &CpuFeatures) -> bool {
    VectorWidth::widest(f) == VectorWidth::Avx512 && f.has_avx512bw() && f.has_bmi2()
}

struct Row {
    name: &'static str,
    matches: fn(&CpuFeatures) -> bool,
    thresholds: fn(&CpuFeatures) -> Thresholds,
}

const MIB: usize = 1 << 20;

/// One row per microarchitecture, most specific first. Each row's comment gives the
/// measurement behind it; the numbers are in docs/tuning.md with the commands.
///
/// Every row, where it has no masked window (a CPU without AVX-512BW and BMI2), copies up to
/// 64 bytes in the merged small classes (`small_merged`): four classes instead of seven, so
/// a mix of small sizes mispredicts fewer branches. Measured on the Zen 5 of the amd-zen5
/// row with AVX-512 left out (its AVX2 code; glibc 2.36 made to pick its AVX2 code by
/// `GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,-AVX512VL`), over the 19 fleet distributions:
/// the generic row 1.011/1.012 of glibc's time (aligned/random placement), with the merged
/// classes 0.815/0.821 (SSE2 against glibc's SSE2 code: 1.035/1.031 -> 0.816/0.815). Price:
/// one more cycle at 33-64 B L1-hot (four 16-byte stores for two 32-byte ones: 48-64 B
/// aligned 1.14x glibc), fixed sizes of 1-200 B over 1.02x glibc 11 -> 17 of 108. Evidence:
/// docs/results/zen5-2026-12-01/merged/ (run.sh). Not measured on a CPU without AVX-512:
/// none here; `memcpy-jit tune` tries both on the machine (two runs with AVX-512 left out
/// kept it).
const TABLE: &[Row] = &[
    // Intel with FSRM (Ice Lake and later). Measured on the KVM Xeon our CI runs on (family 6
    // model 0xa7 as the hypervisor reports it, SPR-class, AVX-512; glibc 2.36 picks
    // __memmove_avx512_unaligned_erms there). Commands and full outputs: docs/tuning.md.
    // - masked_max 32: random sizes from the fleet distributions make the size-class branches
    //   mispredict; the branch-free masked copy makes the vector strategy 21–63% faster than
    //   glibc on 17 of 19 distributions (geomean 0.62). One run A/B'd masked_max 0/16/32/64
    //   (docs/results/masked-*.txt): distribution geomeans vs glibc 0.80/0.65/0.54/0.45, but
    //   at fixed 1–56 bytes with src+1/dst+3, 64 (two YMM moves, the second straddling a
    //   line even when masked off) is 10–18% slower than glibc and 16 is 23% slower at 24 B,
    //   while 32 is never significantly slower. 32 is the default; 64 is an option for
    //   workloads known to be random-sized. (A single 64-byte ZMM mask was worse still: +47%
    //   at 1–15 bytes misaligned.)
    // - The 32-byte window as two 16-byte windows through one mask (masked_form head-tail: XMM
    //   moves at +0 and ending at max(len, 16)), behind compares from the top
    //   (two_vectors_first: above 128 bytes, above 64, above 32), 33..=64 bytes by one YMM
    //   pair and 65..=128 by one ZMM pair (2026-12-03, `ab --regimes`, 19 fleet
    //   distributions, 5 processes, paired in the same runs): hot 0.512 of glibc, LLC 0.942,
    //   struct 0.865, chain 0.706; the one-YMM window tested first 0.576 / 0.979 / 0.909 /
    //   0.734, behind the same compares 0.505 / 0.983 / 0.862 / 0.696 (a 32-byte masked move
    //   that straddles a line pays for both lines even where the mask is off; a 16-byte one
    //   straddles half as often). Still slower than glibc: 1-12 B alone at random places
    //   (1.07-1.22 hot, 1.05-1.09 LLC at 1-8 B) (docs/results/intel-spr-2026-12-03/small/).
    // - REP MOVSB (2026-11-30): no faster than the AVX-512 loop in L1/L2 (16–256 KiB: within
    //   noise, any alignment; 4 KiB hot: 28 ns vs 25 ns when src and dst are not co-aligned), 5–8%
    //   faster at 32–512 KiB when (dst - src) mod 64 = 0 (glibc, which uses REP MOVSB above
    //   2112 bytes, won those rows), and ~10% faster at 16–32 MiB. So: co-aligned from 8 KiB,
    //   otherwise from 64 KiB, behind the guard for dst 1..63 bytes above src only. From 2
    //   MiB and behind both guards (as until 2026-12-03), the loop took 1.03-1.04 of glibc's
    //   time at 64 KiB-1 MiB L1-hot misaligned (src +1 / dst +2051) and 1.04-1.06 with src
    //   1, 8 or 63 bytes above dst (glibc copies those with REP MOVSB), 1.01-1.03 through
    //   64 MiB; REP MOVSB from 64 KiB without the src-above guard reads 0.995-1.009 in all
    //   of them; the 19 distributions within 0.3% in every regime (the ones below 4 KiB
    //   only by where the backward loop sits: block 7 before it is shorter)
    //   (docs/results/intel-spr-2026-12-03/small/pages.txt
    //   parts 4-5; a `tune` run from the old row chose the 64 KiB on its own).
    // - Non-temporal stores: 1.6× faster than the loop at 64 MiB, slower at <= 16 MiB;
    //   crossover 32–48 MiB on the guest. glibc's rule gives 180 MiB there (480 MiB L3
    //   "shared by 2"), so the measured 32 MiB caps it.
    // - AVX-512 (registers 16–31, no vzeroupper): as fast as AVX2 below 64 bytes, up to 2×
    //   faster at 65–128 bytes (one ZMM pair instead of two YMM pairs), 15–20% at 200–1500.
    // - The backward loop for page copies ((dst - src) mod 4096 = 0) and the destination
    //   1..63 bytes above the source in its page, from 513 bytes to below 8 KiB (where
    //   co-aligned copies take REP MOVSB): the forward loop's loads meet its own stores at
    //   the same page offsets (4K aliasing). Page copies at 513-2047 B, L1-hot: 1.07-1.39x
    //   glibc forward, 0.94-0.99 backward (but 576 B: 1.35 and 1.24); rotating: 1.01-1.09
    //   and 0.99-1.06; dst 17 bytes above src: 1.01-1.14 and 0.95-1.00; the 19
    //   distributions within 1% in every regime (2026-12-03, 5 processes,
    //   docs/results/intel-spr-2026-12-03/small/backward.sh).
    // - The band up to 255 bytes (glibc's backward distances), not 63: with the destination
    //   64, 128 and 200 bytes above the source, 513-2047 B L1-hot 0.99-1.16 -> 0.88-1.00 of
    //   glibc's time, rotating through 1 MiB 0.99-1.18 -> 0.97-1.02, but 6000 B rotating
    //   with 200 bytes 1.04 -> 1.07; page copies and 17 bytes above unchanged; the 19
    //   distributions within 0.6% in every regime (2026-12-03, 5 processes,
    //   docs/results/intel-spr-2026-12-03/small/band.txt).
    // - The loops start strictly inside the copy (`loop_start_strict`, glibc's start, as in
    //   the amd-zen5 row): at one place L1-hot, 513-1300 B with src and dst 64-byte aligned
    //   (2048 apart) 1.05-1.34 -> 1.00-1.02 of glibc's time, the source 8 bytes above the
    //   destination 1.04-1.39 -> 0.97-1.11, page copies of 576 B 1.19 -> 0.94; but src +1 /
    //   dst +3 576-800 B 1.05-1.06 -> 1.07-1.09; rotating through 1 MiB 0.98-1.02 (513 B
    //   co-aligned 0.91 -> 0.99, 576 B 1.04-1.09 -> 1.00); the 19 distributions within 0.7%
    //   in every regime (2026-12-03, 5 processes,
    //   docs/results/intel-spr-2026-12-03/small/strict.txt).
    // - The forward loop's last vector kept off page boundaries (`tail_page_safe`): a store
    //   across two pages cost up to ~8 ns a copy. Where the copy ends 1..63 bytes past a
    //   page, L1-hot: src +1 / dst +2051 2047-2100 B 1.00 -> 0.81-0.82 of glibc's time, +1/+3
    //   8192-8200 B 0.90-0.92 -> 0.88, the source 8 above 8200 B 0.94 -> 0.86, co-aligned
    //   6150 B 1.16 -> 0.87; elsewhere 513-800 B L1-hot 0-2% slower (co-aligned 513 B 0.95
    //   -> 1.00); rotating and 16 MiB within 1%; the 19 distributions within 0.6%, chain
    //   alone 0.681 / 0.679 (the row against itself 0.678) (2026-12-03, 5 processes,
    //   docs/results/intel-spr-2026-12-03/small/reuse.txt part 7). A form through a masked
    //   load lost 3-5% in the chain regime (part 6). The backward loop's last vector too,
    //   since: the bytes past the boundary copied first, the loop then ending at it. In the
    //   band, L1-hot: the destination 64 above the source 8160-8191 B 1.14 -> 0.92, page
    //   copies 4097-4159 B 1.24 -> 0.78, +1/+3 4096-4150 B 1.03 -> 0.84-0.99; the band's
    //   513-1000 B 0-2.3% slower, +1/+3 8191 B (2 bytes past) 0.89 -> 0.92, and 4096 B
    //   with the destination 64 above (ending exactly a vector past, where nothing split)
    //   0.79 -> 0.83; the 19 distributions within 0.3% (2026-12-03, 5 processes,
    //   docs/results/intel-spr-2026-12-03/small/pages.txt, memmove mode there too).
    Row {
        name: "intel-fsrm",
        matches: |f| f.vendor() == Vendor::Intel && f.has_fsrm(),
        thresholds: |f| Thresholds {
            width: VectorWidth::widest(f),
            rep_movsb_from: f.has_erms().then_some(64 * 1024),
            rep_movsb_coaligned_from: f.has_erms().then_some(8 * 1024),
            avoid_dst_above_src: 63,
            non_temporal_from: non_temporal_from(f).map(|n| n.min(32 * MIB)),
            masked_max: if masked_ok(f) { 32 } else { 0 },
            masked_form: match masked_ok(f) {
                true => MaskedForm::HeadTail,
                false => MaskedForm::Halves,
            },
            two_vectors_first: masked_ok(f),
            small_merged: !masked_ok(f),
            backward_dst_above_src: 255,
            backward_page: true,
            backward_below: Some(8 * 1024),
            loop_start_strict: true,
            tail_page_safe: true,
            ..Thresholds::new(VectorWidth::widest(f))
        },
    },
    // AMD Zen 3 / Zen 4 (family 0x19). Set from the team's Zen 4 run in
    // ../shared/measurements/zen4-2026-11-30/ (EPYC family 25 model 17, glibc 2.36; the commands
    // are in that folder's README), read in docs/tuning.md "Zen 4":
    // - `ab --dist` over the 19 fleet distributions: the AVX2 row without a masked path was
    //   0.948× glibc (geomean), `width=avx512,masked=32` 0.911× and `masked=16` 0.970×
    //   (ab-fleet-distributions.csv): so the widest width with the 32-byte masked path, which
    //   Zen 3 (no AVX-512) does not get.
    // - sweep.txt: REP MOVSB 2–3× slower than glibc's vector code below ~1 KiB, ~17× slower at
    //   4 KiB when dst's page offset is 1..15 bytes above src's (1.4–2× at 16..31); level with
    //   glibc from ~2 KiB: so REP MOVSB from 16 KiB only, never with dst 1..63 bytes above src.
    // - README "Other observations": with dst 1..31 bytes above src (mod 4096) a forward loop
    //   took 1.4× its co-aligned time at 4 KiB (1.07× at 16 KiB, none at 64 KiB) and the same
    //   loop run backward 1.04×: so the backward path for that band below 64 KiB. (Measured
    //   with a C loop of the same shape, not with this generator's backward loop:
    //   `memcpy-jit tune` decides it on the machine.)
    // - The 32-byte window in the intel-fsrm row's form (two 16-byte windows, compares from
    //   the top), not one YMM window: that run measured hot data only, and on the Intel guest
    //   the one-YMM window read 0.979-0.983x glibc with the data beyond L2 where this form
    //   read 0.942 (and 0.505-0.576 against 0.512 hot: docs/results/intel-spr-2026-12-03/small/).
    //   A masked access paying for the lines its masked-off lanes span is how that loss came
    //   about, and nothing Zen-specific argues against it; unmeasured on a Zen 4 (`ab
    //   --regimes` with `--variant was=vector,masked_form=halves,two_vectors_first=false`
    //   against the row settles it there).
    Row {
        name: "amd-zen3-zen4",
        matches: |f| f.vendor() == Vendor::Amd && f.family() == 0x19,
        thresholds: |f| {
            let width = VectorWidth::widest(f);
            Thresholds {
                width,
                rep_movsb_from: f.has_erms().then_some(16 * 1024),
                rep_movsb_coaligned_from: None,
                avoid_dst_above_src: 63,
                avoid_src_above_dst: 0,
                non_temporal_from: non_temporal_from(f),
                masked_max: if masked_ok(f) { 32 } else { 0 },
                masked_form: match masked_ok(f) {
                    true => MaskedForm::HeadTail,
                    false => MaskedForm::Halves,
                },
                two_vectors_first: masked_ok(f),
                small_merged: !masked_ok(f),
                ..Thresholds::new(width)
            }
            .with_backward(31, 0, Some(64 * 1024))
        },
    },
    // AMD Zen 5 (family 0x1a). Measured on this session's EPYC (family 26 model 2, 2-vCPU KVM
    // guest, glibc 2.36), idle, with 65,536 non-repeating draws per distribution, by
    // docs/results/zen5-2026-11-30/sizes/run-dists.sh (`memcpy-jit ab` on the 19 fleet
    // distributions, aligned and random placement, against glibc and AOCL-LibMem) and
    // run-grid.sh (`ab` on the tuner's guard grid against glibc); outputs and what was tried
    // and left to `memcpy-jit tune` as a trade-off in that folder's README. Each choice below but
    // the last is a pure win over the row before it (no fixed size of the tuner's guard grid and
    // no fleet distribution slower, beyond the run-to-run spread):
    // - masked_max 64 in one ZMM (was 32): the 19 fleet distributions 0.75 of the 32-byte
    //   row (random sizes 33..64 mispredicted a compare at 32); the guard grid's small sizes
    //   unchanged (`ab --sizes ... --working-set hot|512K --misalign 0/2048|1/2051|0/0|0/8`).
    //   Windows of 128 bytes (halves or two ZMM) are faster still on the distributions but
    //   1.2-1.3x glibc at 1..63 bytes misaligned and rotating (two more masked moves per
    //   copy), and the page guard costs 4-19% on the distributions: neither here.
    // - rep_movsb_align_dst: REP MOVSB from the first 64-byte boundary above the destination
    //   (glibc's way): 16 KiB page-hot 1.026 -> 1.000 of glibc; nothing slower.
    // - the backward band 1..=255 bytes below 4 KiB (glibc's backward rule without page
    //   copies): 1000 B with the destination 8 bytes above the source, L1-hot, 1.08 -> 1.0 of
    //   glibc. Not above 4 KiB (1.3-1.6x slower rotating there); page copies only below
    //   2 KiB (the last item: over the whole band the distributions' aligned placement, a
    //   page copy, loses 10% on MemcpyGoogleD).
    // - REP MOVSB from 4 KiB (was 16 KiB) and no short-distance guard either way (was 63):
    //   glibc 2.36 here takes REP MOVSB from 2112 B and guards no distance on AMD, so the
    //   loop lost to it at 4 and 8 KiB rotating (1.11-1.26 of glibc, every layout) and with
    //   the destination 8 bytes above the source from 16 KiB (1.03-1.06; the source above,
    //   1.09-1.37). Now 0.92-1.01 there. Not a pure win: L1-hot 4-8 KiB, 0.6-0.8 of glibc
    //   with the loop, take glibc's own method and its time (1.00); the 19 fleet
    //   distributions 0.99 of the row before. Evidence: docs/results/zen5-2026-11-30/fixed/
    //   run.sh (`memcpy-jit ab` on the guard grid plus a source-above layout, and on the 19
    //   distributions, the row before as a profile, A/A controls); 1000 B stays 1.03-1.14 of
    //   glibc (code placement; glibc's backward page copies): that README.
    // - page copies in the backward band below 2 KiB (`backward_page`, `backward_page_below`
    //   2048; the band's other distances keep 1..=255 below 4 KiB): glibc runs page copies
    //   backward from 513 B, and L1-hot page copies forward took 1.06-1.54 of its time at
    //   513-2047 B (1000 B 1.06-1.10, 2047 B 1.06-1.14); backward 0.99-1.01 at 513, 600,
    //   1000, 1023, 1500 and 2047 B (700 and 800 B 1.01-1.03; 1200 B 1.12-1.25, forward or
    //   backward: placement). The 19 fleet distributions: 0.993-1.000 of the row without it
    //   at aligned placement, 0.996-0.997 random (geomean, both variant orders averaged: ab's
    //   first variant slot reads 1.5% slower whatever it holds); without the limit (below
    //   4 KiB) page copies walking through memory lose (MemcpyGoogleD aligned +11%). Price:
    //   page copies rotating through L2 at 1000-2047 B go from 0.74-0.95 of glibc's time to
    //   1.00 (its own method), 600-700 B from 0.98-1.05 to 1.02-1.11. Evidence:
    //   docs/results/zen5-2026-11-30/page-below/ (run.sh: `memcpy-jit ab` on fixed sizes in
    //   the page, aligned and misaligned layouts and on the 19 distributions, 3 invocations).
    // - REP MOVSB from 2112 B (was 4 KiB), glibc's own threshold here: the loop took 1.10-1.29
    //   of glibc's time at 2200-4000 B misaligned rotating (1.15-1.18 aligned, the medians),
    //   where the tuner's grid had no point; now within the spread of glibc at 2048-4000 B in
    //   the aligned and misaligned layouts, L1-hot and rotating. The 19 fleet distributions:
    //   neutral aligned (1.003 and 0.998 of the row before, in the two variant orders against
    //   an A/A twin at 1.015), 0.99-1.00 random; MemcpyGoogleD 0.90 aligned, 0.93 random;
    //   MemcpyGoogleW aligned 1.01-1.04 (its copies end at 2474 B). Price: L1-hot
    //   2200-4000 B, 0.58-0.72 of glibc's time with the loop, take glibc's time (1.00).
    //   Evidence: docs/results/zen5-2026-11-30/rep2k/ (run.sh: `memcpy-jit ab` of the row
    //   against `rep_movsb_from=2112` on those sizes and on the 19 distributions).
    // - the loops start strictly inside the copy (`loop_start_strict`, glibc's start): over 64
    //   fixed sizes of 513-2047 B (page, aligned, misaligned and band layouts, L1-hot and
    //   rotating, each the geometric mean over eight entry offsets of the code), 1.061 ->
    //   1.028 of glibc's time, points more than 10% slower 12 -> 2 (576 B page L1-hot 1.43 ->
    //   1.02, aligned L1-hot 513-576 B 1.37-1.47 -> 1.03-1.08, 1300 B 1.45 -> 1.02); it loses
    //   aligned rotating 576 B (1.10 -> 1.27) and 700-1300 B (1-5%). The 19 fleet
    //   distributions neutral (0.434/0.463 -> 0.435/0.462 of glibc, aligned/random).
    //   Evidence: docs/results/zen5-2026-12-01/strict/ (run-mid.sh, run-dists.sh).
    // - `two_vectors_first` (the dispatch tests `len > 128` before the masked window's
    //   `len > 64`, AOCL-LibMem's order), as `memcpy-jit tune` chose in four runs of four
    //   from the row without it (objective 0.977-0.982 of it): the 19 fleet distributions
    //   0.95 of the row's time (0.444/0.460 -> 0.422/0.431 of glibc aligned/random;
    //   against AOCL-LibMem 0.993-1.031 -> 0.941-0.960). Price: where the code sits the row
    //   was fast on tiny-dominated mixes, and tvf is not (MemcpyGoogleQ +5%,
    //   fleetbench-Memcpy_3 +6%, still 0.29x glibc); fixed sizes of 1-64 B with the
    //   destination 2 bytes above the source modulo 4096, rotating, 1.03-1.07 of glibc (the
    //   row: 1.02-1.025); no other layout of 1-200 B over 1.02. Evidence:
    //   docs/results/zen5-2026-12-01/ (final/ tune1-4, small-path/, entry/); with it in the
    //   row (final2/), two more `tune` runs keep the row as it is.
    // - the forward loops' tail loaded lowest first (`tail_loads_ascending`): over 42 fixed
    //   sizes of 520-10000 B, rotating through L2, 1.024 -> 1.003 of glibc's time with an
    //   aligned destination (points over 1.02 of glibc 25 -> 12; 600-760 B 5-9% faster)
    //   and 1.020 -> 1.007 misaligned (24 -> 13; none slower); L1-hot, page copies and the
    //   band unchanged (the backward loop there), the 19 fleet distributions neutral
    //   (1.000, 1.001). Price: 800 B aligned rotating 6% slower (1.15 of glibc). Why: with
    //   the last vector loaded first, the source lines of a copy walking through memory
    //   missed in descending order; glibc's own loop path entered straight after its first
    //   load was almost as slow as the row, and faster than glibc once its tail loads
    //   ascended.
    //   Evidence: docs/results/zen5-2026-12-01/tail-order/ (run-sizes.sh, run-dists.sh,
    //   both variant orders; c/: a C harness on the raw code).
    // - the band's distances of a line or more only below 2 KiB (`backward_wide_below`
    //   2048), as `memcpy-jit tune` chose in two runs of two (2048 and 1024; each "the value
    //   started from breaks the guard" at 3000 B with the destination 64 B above the source,
    //   rotating, 1.46-1.47x): with the destination 64..=255 bytes above the source modulo
    //   4096 at 2200-4091 B, rotating through L2, 1.07-1.56 -> 0.93-1.01 of glibc's time
    //   (the backward loop there against REP MOVSB, glibc's own method); below a line and
    //   below 2 KiB unchanged. The 19 fleet distributions: 1.000 of the row without it
    //   aligned, 0.996-1.002 random (both variant orders). Price: the same copies L1-hot,
    //   0.49-0.88 of glibc's time backward, take 0.93-1.01.
    //   Evidence: docs/results/zen5-2026-12-01/wide/ (run-sizes.sh, run-dists.sh).
    // - co-aligned copies past the non-temporal loop (`non_temporal_skips_coaligned`; the
    //   loop stays at glibc's rule, 3/4 of the L3 share: 12 MiB here): co-aligned, `REP
    //   MOVSB` copies 64-256 MiB in 0.83-0.93 of the non-temporal loop's time, warm or with
    //   the caches flushed, and 16 MiB warm in 0.90; not co-aligned (src+1, dst+3) `REP
    //   MOVSB` only reads glibc's loop time there, where non-temporal stores take 0.76-0.85
    //   of it, and those copies keep them (0.99-1.04 of the row without the field). Price:
    //   co-aligned 16 MiB with the caches flushed, 1.07 of the row before (0.83 of glibc).
    //   Not measured: what non-temporal stores spare the rest of the cache. Evidence:
    //   docs/results/zen5-2026-12-01/non-temporal/ (run.sh: `memcpy-jit ab` at 1-256 MiB,
    //   co-aligned and not, warm and flushed, against glibc and AOCL-LibMem).
    // The halves form (two YMM windows) would have no tiny size over glibc but costs the
    // tiny-dominated mixes more (small-path/). `block_align` stays 16: 64 (the
    // large path's blocks and loop tops on a line, long NOPs before the loops) makes large
    // copies indifferent to moves of the code before them below 64 bytes but not to a move by
    // 64 (2047 B rotating 1.10-1.19 of glibc at entry offset 56), and at offset 0 trades
    // points (1000 B page L1-hot 1.006 -> 1.08, misaligned L1-hot 2047 B 1.04 -> 1.02; the
    // guard grid 8 points over 1.02 of glibc against 5); the 19 distributions neutral.
    // Evidence: docs/results/zen5-2026-11-30/block-align/ (run.sh: `memcpy-jit ab` of
    // `vector` against `vector,block_align=64` at entry offsets 0..56 and on the grid, both
    // orders, and on the 19 distributions against glibc and AOCL-LibMem; `tune` keeps 16).
    // No short-distance guard, with or without a length limit: the guard 1..=63 below 32 KiB
    // takes the band (destination 8 or 31 bytes above the source) L1-hot to 0.58-0.74 of the
    // row's time at 4-24 KiB and ties from 32 KiB and at 1 MiB (the unlimited guard loses
    // 3-12% there), the 19 distributions neutral; but its check on the REP MOVSB path costs
    // co-aligned 2112 B L1-hot 1.3-1.6% in every process, both variant orders, and the
    // rotating band is within the spread (0.93-1.04). Evidence:
    // docs/results/zen5-2026-11-30/guard-below/ (run.sh: `memcpy-jit ab` of the row against
    // `avoid_dst_above_src=63,avoid_dst_above_src_below=16384|32768` and the old guard).
    Row {
        name: "amd-zen5",
        matches: |f| f.vendor() == Vendor::Amd && f.family() == 0x1a,
        thresholds: |f| {
            let width = VectorWidth::widest(f);
            Thresholds {
                width,
                rep_movsb_from: f.has_erms().then_some(2112),
                rep_movsb_coaligned_from: None,
                avoid_dst_above_src: 0,
                avoid_src_above_dst: 0,
                non_temporal_from: non_temporal_from(f),
                rep_movsb_align_dst: true,
                masked_max: if masked_ok(f) { 64 } else { 0 },
                small_merged: !masked_ok(f),
                masked_form: MaskedForm::OneZmm,
                two_vectors_first: masked_ok(f),
                ..Thresholds::new(width)
            }
            .with_backward(255, 0, Some(4096))
            .with_backward_page(true)
            .with_backward_page_below(Some(2048))
            .with_loop_start_strict(true)
            .with_tail_loads_ascending(true)
            .with_backward_wide_below(Some(2048))
            .with_non_temporal_skips_coaligned(true)
        },
    },
];

/// The conservative row for CPUs we have not measured: AVX2 at most, vector copies below
/// 16 KiB, REP MOVSB above it only with ERMS and outside both short-distance bands, and
/// glibc's non-temporal rule; copies up to 64 bytes in the merged small classes (the
/// table's comment).
const GENERIC: Row = Row {
    name: "generic",
    matches: |_| true,
    thresholds: |f| Thresholds {
        width: at_most_avx2(f),
        rep_movsb_from: f.has_erms().then_some(16 * 1024),
        rep_movsb_coaligned_from: None,
        avoid_dst_above_src: 63,
        avoid_src_above_dst: 63,
        non_temporal_from: non_temporal_from(f),
        masked_max: 0,
        small_merged: true,
        ..Thresholds::new(at_most_avx2(f))
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    /// One of 256 feature mixes: `bits` 1 ERMS, 2 FSRM, 4 AVX and AVX2, 8 AVX-512F and VL,
    /// 16 AMD of `amd_family` (else Intel family 6), 32 AVX-512BW, 64 BMI2, 128 a 32 MiB L3.
    fn mix(bits: u32, amd_family: u32) -> CpuFeatures {
        CpuFeatures::default()
            .with_erms(bits & 1 != 0)
            .with_fsrm(bits & 2 != 0)
            .with_avx(bits & 4 != 0)
            .with_avx2(bits & 4 != 0)
            .with_avx512f(bits & 8 != 0)
            .with_avx512vl(bits & 8 != 0)
            .with_avx512bw(bits & 32 != 0)
            .with_bmi2(bits & 64 != 0)
            .with_caches(None, None, (bits & 128 != 0).then_some(32 << 20))
            .with_vendor_id(if bits & 16 != 0 {
                "AuthenticAMD"
            } else {
                "GenuineIntel"
            })
            .with_family_model(if bits & 16 != 0 { amd_family } else { 6 }, 0x61)
    }

    #[test]
    fn defaults_are_valid_for_every_feature_mix() {
        for bits in 0..256u32 {
            let f = mix(bits, 0x19);
            let (t, _) = Thresholds::for_cpu(&f);
            t.validate().unwrap();
            assert_eq!(t.rep_movsb_from.is_some(), f.has_erms());
            assert!(t.width.runs_on(&f));
        }
    }

    /// Any row can be read on any CPU (where `tune --from ROW` starts): valid, and every
    /// instruction it emits there is one the CPU has; a CPU's own row reads the same by name.
    #[test]
    fn every_row_reads_on_every_feature_mix() {
        let names: Vec<&str> = Thresholds::row_names().collect();
        assert_eq!(names.last(), Some(&"generic"));
        assert!(names.contains(&"amd-zen5") && names.contains(&"intel-fsrm"));
        assert_eq!(Thresholds::for_row("zen5", &CpuFeatures::default()), None);
        for (bits, family) in (0..256u32).flat_map(|b| [(b, 0x19), (b, 0x1a)]) {
            let f = mix(bits, family);
            let (own, own_name) = Thresholds::for_cpu(&f);
            assert_eq!(
                Thresholds::for_row(own_name, &f),
                Some(own),
                "{bits:#x} family {family:#x}"
            );
            for name in &names {
                let t = Thresholds::for_row(name, &f).unwrap();
                t.validate()
                    .unwrap_or_else(|e| panic!("{name} on {bits:#x} family {family:#x}: {e}"));
                assert!(t.runs_on(&f), "{name} on {bits:#x} family {family:#x}");
            }
        }
    }

    #[test]
    fn validation_names_the_field_and_range() {
        let (mut t, _) =
            Thresholds::for_cpu(&CpuFeatures::default().with_avx(true).with_avx2(true));
        t.rep_movsb_from = Some(100);
        let e = t.validate().unwrap_err().to_string();
        assert!(e.contains("rep_movsb_from 100") && e.contains("257"), "{e}");
        t.rep_movsb_from = None;
        t.avoid_src_above_dst = 5000;
        let e = t.validate().unwrap_err().to_string();
        assert!(
            e.contains("avoid_src_above_dst 5000") && e.contains("2048"),
            "{e}"
        );
    }

    /// The range messages come from the bounds the error carries, one format for all.
    #[test]
    fn range_messages_carry_the_bounds() {
        let t = Thresholds::for_cpu(&CpuFeatures::default()).0;
        let cases = [
            (
                Thresholds {
                    non_temporal_from: Some(1 << 41),
                    ..t
                },
                "non_temporal_from 2199023255552 out of range: must be between 129 (8 vectors \
                 of sse2, plus 1) and 1099511627776 (2^40) bytes",
            ),
            (
                Thresholds {
                    masked_max: 129,
                    width: VectorWidth::Avx512,
                    ..t
                },
                "masked_max 129 out of range: must be between 0 (off) and 128 bytes",
            ),
            (
                Thresholds {
                    masked_max: 65,
                    width: VectorWidth::Avx512,
                    masked_form: MaskedForm::OneZmm,
                    ..t
                },
                "masked_max 65 needs masked_form halves or two-zmm (form one-zmm copies at most \
                 64 bytes)",
            ),
            (
                Thresholds {
                    masked_max: 16,
                    ..t
                },
                "masked_max 16 needs the avx512 width (width is sse2); 0 turns the masked path \
                 off",
            ),
            (
                Thresholds {
                    avoid_dst_above_src: 2049,
                    ..t
                },
                "avoid_dst_above_src 2049 out of range: must be between 0 and 2048 bytes",
            ),
        ];
        for (bad, want) in cases {
            assert_eq!(bad.validate().unwrap_err().to_string(), want);
        }
        assert_eq!(
            check_threshold(31).unwrap_err().to_string(),
            "threshold 31 out of range: must be between 32 and 1099511627776 (2^40) bytes"
        );
        assert_eq!(check_threshold(32).unwrap(), 32);
        assert_eq!(check_threshold(1 << 40).unwrap(), 1 << 40);
    }

    /// Each setter changes its own field and nothing else.
    #[test]
    #[allow(
        clippy::needless_update,
        reason = "every field is listed today; a knob added to the table later takes new()'s"
    )]
    fn each_setter_sets_its_field() {
        let base = Thresholds::new(VectorWidth::Sse2);
        assert_eq!(base.large_from(), 129);
        base.validate().unwrap();
        let all = base
            .with_width(VectorWidth::Avx512)
            .with_rep_movsb_from(Some(1 << 21))
            .with_rep_movsb_coaligned_from(Some(8192))
            .with_avoid_dst_above_src(63)
            .with_avoid_src_above_dst(31)
            .with_avoid_dst_above_src_below(Some(16384))
            .with_non_temporal_from(Some(1 << 25))
            .with_masked_max(32)
            .with_rep_movsb_page_from(Some(4096))
            .with_masked_form(MaskedForm::HeadTail)
            .with_masked_page_guard(true)
            .with_two_vectors_first(true)
            .with_rep_movsb_align_dst(true)
            .with_backward_page(true)
            .with_backward_page_below(Some(8192))
            .with_backward_wide_below(Some(16384))
            .with_backward(31, 4096, Some(65536))
            .with_memmove(true)
            .with_loop_interleave(true)
            .with_loop_start_strict(true)
            .with_tail_loads_ascending(true)
            .with_small_merged(true)
            .with_loop_prefetch(Some(192))
            .with_tail_loads_after_loop_from(Some(2048))
            .with_tail_loads_after_loop_below(Some(8192))
            .with_block_align(64)
            .with_non_temporal_skips_coaligned(true);
        let want = Thresholds {
            width: VectorWidth::Avx512,
            rep_movsb_from: Some(1 << 21),
            rep_movsb_coaligned_from: Some(8192),
            rep_movsb_page_from: Some(4096),
            avoid_dst_above_src: 63,
            avoid_src_above_dst: 31,
            avoid_dst_above_src_below: Some(16384),
            non_temporal_from: Some(1 << 25),
            masked_max: 32,
            masked_form: MaskedForm::HeadTail,
            masked_page_guard: true,
            two_vectors_first: true,
            rep_movsb_align_dst: true,
            backward_page: true,
            backward_page_below: Some(8192),
            backward_wide_below: Some(16384),
            backward_dst_above_src: 31,
            backward_from: 4096,
            backward_below: Some(65536),
            memmove: true,
            loop_interleave: true,
            loop_start_strict: true,
            tail_loads_ascending: true,
            small_merged: true,
            loop_prefetch: Some(192),
            tail_loads_after_loop_from: Some(2048),
            tail_loads_after_loop_below: Some(8192),
            block_align: 64,
            non_temporal_skips_coaligned: true,
            // (A knob added to the table later is `new`'s here: its setter is the table's.)
            ..Thresholds::new(VectorWidth::Avx512)
        };
        assert_eq!(all, want);
        // The merged small classes are refused with a masked window; every other field is
        // valid.
        let e = all.validate().unwrap_err();
        assert!(e.to_string().contains("small_merged"), "{e}");
        let all = all.with_small_merged(false);
        all.validate().unwrap();
        // The single-field setters of the band set what `with_backward` sets.
        let one_by_one = base
            .with_backward_dst_above_src(31)
            .with_backward_from(4096)
            .with_backward_below(Some(65536));
        assert_eq!(one_by_one, base.with_backward(31, 4096, Some(65536)));
    }

    /// A masked window replaces the merged small classes; no window leaves them as they are.
    #[test]
    fn a_window_replaces_the_merged_classes() {
        let generic = Thresholds::new(VectorWidth::Avx512).with_small_merged(true);
        let t = generic.with_masked_window(32);
        assert_eq!((t.masked_max, t.small_merged), (32, false));
        t.validate().unwrap();
        assert!(generic.with_masked_window(0).small_merged);
        assert!(
            !generic
                .with_small_merged(false)
                .with_masked_window(0)
                .small_merged
        );
    }

    /// Every field the wider generator added is named with its range when out of it.
    #[test]
    fn new_fields_are_validated() {
        let ok = Thresholds::new(VectorWidth::Avx2);
        ok.validate().unwrap();
        for (bad, needle) in [
            (
                ok.with_rep_movsb_page_from(Some(256)),
                "rep_movsb_page_from 256",
            ),
            (
                ok.with_backward(2049, 0, None),
                "backward_dst_above_src 2049",
            ),
            (
                ok.with_backward(31, (1 << 40) + 1, None),
                "backward_from 1099511627777",
            ),
            (
                ok.with_backward(31, 4096, Some(4096)),
                "backward_below 4096",
            ),
            (
                ok.with_backward(31, 0, Some((1 << 40) + 1)),
                "backward_below 1099511627777",
            ),
            (
                ok.with_backward_page_below(Some((1 << 40) + 1)),
                "backward_page_below 1099511627777 out of range",
            ),
            (
                ok.with_backward_page_below(Some(0)),
                "backward_page_below 0 out of range: must be between 1",
            ),
            (
                ok.with_avoid_dst_above_src_below(Some(0)),
                "avoid_dst_above_src_below 0 out of range: must be between 1",
            ),
            (
                ok.with_block_align(48),
                "block_align 48 out of range: must be one of 16, 32, 64",
            ),
            (ok.with_block_align(0), "block_align 0 out of range"),
            (
                ok.with_rep_movsb_from(Some(200)),
                "rep_movsb_from 200 out of range: must be between 257 (8 vectors of avx2",
            ),
            (
                ok.with_loop_prefetch(Some(4097)),
                "loop_prefetch 4097 out of range",
            ),
            (
                ok.with_tail_loads_after_loop_from(Some((1 << 40) + 1)),
                "tail_loads_after_loop_from 1099511627777 out of range",
            ),
            (
                ok.with_tail_loads_after_loop_from(Some(2048))
                    .with_tail_loads_after_loop_below(Some(2048)),
                "tail_loads_after_loop_below 2048 out of range: must be between 2049",
            ),
            (
                ok.with_tail_loads_after_loop_below(Some(0)),
                "tail_loads_after_loop_below 0 out of range",
            ),
        ] {
            let e = bad.validate().unwrap_err().to_string();
            assert!(e.contains(needle), "{needle}: {e}");
        }
        for good in [
            ok.with_rep_movsb_page_from(Some(257)),
            ok.with_backward(2048, 0, None),
            ok.with_backward(1, 4096, Some(4097)),
            ok.with_backward(31, 4096, Some(8192))
                .with_backward_page(true)
                .with_backward_page_below(Some(4097)),
            // At or above the band's limit, and without `backward_page`: no effect, valid.
            ok.with_backward(31, 0, Some(4096))
                .with_backward_page(true)
                .with_backward_page_below(Some(1 << 40)),
            ok.with_backward_page_below(Some(1)),
            // A guard's limit: from 1, with or without its guard (no effect without).
            ok.with_avoid_dst_above_src(63)
                .with_avoid_dst_above_src_below(Some(1)),
            ok.with_avoid_dst_above_src_below(Some(1 << 40)),
            // At or below the band's first length: no page copy backward, valid (a band range
            // set on a row with the limit).
            ok.with_backward(31, 4096, None)
                .with_backward_page(true)
                .with_backward_page_below(Some(2048)),
            ok.with_loop_prefetch(Some(4096)),
            ok.with_loop_prefetch(Some(0)),
            ok.with_tail_loads_after_loop_from(Some(0)),
            ok.with_tail_loads_after_loop_from(Some(1 << 40)),
            ok.with_memmove(true)
                .with_tail_loads_after_loop_from(Some(2048)),
            ok.with_tail_loads_after_loop_from(Some(2048))
                .with_tail_loads_after_loop_below(Some(2049)),
            ok.with_tail_loads_after_loop_below(Some(1 << 40)),
            ok.with_non_temporal_from(Some(257)),
            ok.with_memmove(true),
            ok.with_loop_interleave(true),
            Thresholds {
                masked_max: 64,
                ..Thresholds::new(VectorWidth::Avx512)
            }
            .with_masked_form(MaskedForm::HeadTail),
        ] {
            good.validate().unwrap_or_else(|e| panic!("{good:?}: {e}"));
        }
    }

    /// Every table row leaves the wider generator's choices at the values that emit the code
    /// of before they existed.
    #[test]
    fn rows_keep_the_new_choices_at_their_defaults() {
        for bits in 0..256u32 {
            let f = mix(bits, 0x19);
            let (t, row) = Thresholds::for_cpu(&f);
            let plain = Thresholds::new(t.width);
            let defaults = Thresholds {
                width: t.width,
                rep_movsb_from: t.rep_movsb_from,
                rep_movsb_coaligned_from: t.rep_movsb_coaligned_from,
                avoid_dst_above_src: t.avoid_dst_above_src,
                avoid_src_above_dst: t.avoid_src_above_dst,
                non_temporal_from: t.non_temporal_from,
                masked_max: t.masked_max,
                // The Intel and Zen 3/4 rows' window is two 16-byte windows, split at two
                // vectors first (the evidence is beside the rows).
                masked_form: match row != "generic" && t.masked_max > 0 {
                    true => MaskedForm::HeadTail,
                    false => plain.masked_form,
                },
                two_vectors_first: row != "generic" && t.masked_max > 0,
                // The Zen and Intel rows take the backward band, the Intel row for page
                // copies too (their evidence is beside the rows).
                backward_dst_above_src: t.backward_dst_above_src,
                backward_from: t.backward_from,
                backward_below: t.backward_below,
                backward_page: row == "intel-fsrm",
                // The Intel row's loops start strictly inside the copy (its evidence is
                // beside the row).
                loop_start_strict: row == "intel-fsrm",
                // The Intel row keeps the forward loop's last vector off page boundaries (its
                // evidence is beside the row).
                tail_page_safe: row == "intel-fsrm",
                // Every row takes the merged small classes where it has no masked window
                // (the table's comment).
                small_merged: t.masked_max == 0,
                ..plain
            };
            assert_eq!(t, defaults, "{row}");
            let backward = (t.backward_dst_above_src, t.backward_from, t.backward_below);
            if row == "amd-zen3-zen4" {
                assert_eq!(backward, (31, 0, Some(64 * 1024)), "{row}");
            } else if row == "intel-fsrm" {
                assert_eq!(backward, (255, 0, Some(8 * 1024)), "{row}");
            } else {
                assert_eq!(
                    backward,
                    (
                        plain.backward_dst_above_src,
                        plain.backward_from,
                        plain.backward_below
                    ),
                    "{row}"
                );
            }
            assert_eq!(plain.masked_form, MaskedForm::Halves);
        }
    }

    /// The amd-zen5 row (evidence beside it): the 64-byte masked window in one ZMM with
    /// AVX-512BW + BMI2 (none without), REP MOVSB from 2112 B starting at the first line above
    /// the destination, no short-distance guard, the backward band 1..=255 below 4 KiB with
    /// page copies in it below 2 KiB and its distances of a line or more below 2 KiB too, the
    /// loops' strict start, the tail loaded ascending, and the split at two vectors first
    /// where there is a window, the merged small classes where there is none; every other
    /// choice at its default.
    #[test]
    fn the_zen5_row_is_what_its_evidence_says() {
        for avx512 in [true, false] {
            let f = CpuFeatures::default()
                .with_erms(true)
                .with_fsrm(true)
                .with_avx(true)
                .with_avx2(true)
                .with_avx512f(avx512)
                .with_avx512vl(avx512)
                .with_avx512bw(avx512)
                .with_bmi2(true)
                .with_caches(None, None, Some(32 << 20))
                .with_vendor_id("AuthenticAMD")
                .with_family_model(0x1a, 0x02);
            let (t, row) = Thresholds::for_cpu(&f);
            assert_eq!(row, "amd-zen5");
            let width = VectorWidth::widest(&f);
            let want = Thresholds {
                rep_movsb_from: Some(2112),
                non_temporal_from: non_temporal_from(&f),
                rep_movsb_align_dst: true,
                masked_max: if avx512 { 64 } else { 0 },
                masked_form: MaskedForm::OneZmm,
                two_vectors_first: avx512,
                small_merged: !avx512,
                ..Thresholds::new(width)
            }
            .with_backward(255, 0, Some(4096))
            .with_backward_page(true)
            .with_backward_page_below(Some(2048))
            .with_loop_start_strict(true)
            .with_tail_loads_ascending(true)
            .with_backward_wide_below(Some(2048))
            .with_non_temporal_skips_coaligned(true);
            assert_eq!(t, want, "avx512 {avx512}");
            t.validate().unwrap();
            // The tuner's band candidates on this row stay valid (a band from 4 KiB, above
            // the page copies' limit: no page copy backward).
            t.with_backward(31, 4096, Some(65536)).validate().unwrap();
        }
    }

    #[test]
    fn masked_form_names_round_trip() {
        for f in MaskedForm::ALL {
            assert_eq!(f.name().parse::<MaskedForm>(), Ok(f));
        }
        let e = "zmm".parse::<MaskedForm>().unwrap_err().to_string();
        assert!(
            e.ends_with("expected one of halves, one-zmm, head-tail, two-zmm"),
            "{e}"
        );
    }

    #[test]
    fn non_temporal_rule() {
        let f = CpuFeatures::default()
            .with_caches(None, None, Some(32 << 20))
            .with_l3_sharing(16);
        assert_eq!(non_temporal_from(&f), Some((2 << 20) * 3 / 4));
        assert_eq!(non_temporal_from(&CpuFeatures::default()), None);
    }
}
