//! Memory to copy between, and the order in which a timing loop walks through it.
//!
//! - [`PageBuf`]: a page-aligned heap block, every page written (pre-faulted) before use, with
//!   a byte pattern of period 256 so that a copy from the wrong offset is caught.
//! - [`Buffers`]: one `PageBuf` cut into two regions of equal, page-multiple length, the
//!   source region first. Page offsets within a region are page offsets in memory, so a
//!   placement (`src_off`, `dst_off`) fixes the relative alignment of every copy.
//! - [`Walk`]: the rotation. Call `i` copies `sizes[i mod n]` bytes at offset `off` in both
//!   regions (plus the walk's `src_off`/`dst_off`); `off` then advances by the size rounded
//!   up to 64 bytes and wraps at the walk's `limit`. So successive calls touch successive
//!   buffers across the working set, and source and destination keep their page offset
//!   difference. With `limit` 0 every call copies at the same place.
//!
//! - [`Scatter`]: random placement. Call `i` copies `sizes[i mod n]` bytes with the source
//!   and the destination each at its own random byte offset in the first `area` bytes of its
//!   region (the `area` is [`RANDOM_AREA`], 256 KiB, unless a caller asks for more). The offsets
//!   are drawn once, from a seeded generator ([`Buffers::scatter_offsets`]: the same seed
//!   gives the same offsets on every machine), so every candidate timed on a scatter sees the
//!   same calls; they are checked against the regions when the scatter is made.
//!
//! A `Walk` or a `Scatter` borrows its `Buffers` mutably: every `(dst, src, len)` it returns
//! lies inside the two regions, in two disjoint ranges, for as long as it lives. Both are
//! [`Calls`], which is all the timing code needs.

use std::alloc::{alloc, dealloc, Layout};
use std::marker::PhantomData;
use std::time::{Duration, Instant};

use super::dist::XorShift64;
use super::{Candidate, Error};

/// Page size assumed for alignment (x86-64 and most other targets).
pub const PAGE: usize = 4096;

/// The area random placement draws offsets in, per region: 256 KiB, the working set of the
/// aligned walk (the CLI's `--ws` default and the tuner's rotation), so that the two
/// placements differ in alignment only, not in where the lines come from. (It was 8 MiB
/// while a workload replayed 4,096 draws; with [`DRAWS`](super::dist::DRAWS) draws of a
/// size distribution, 8 MiB would put most calls' lines in L3 and measure that instead.)
pub const RANDOM_AREA: usize = 256 << 10;

/// The area the LLC regime draws offsets in, per region: max(8 MiB, 4 × L2), so that the
/// lines of most calls come from beyond L2 (the last-level cache, or memory where it is
/// small), and not from CPUID's L3, which guests report as 480 MiB. Defined in bytes, as
/// fleetbench defines its LLC and cold buffers.
pub fn llc_area(l2_bytes: Option<u32>) -> usize {
    (8usize << 20).max(4 * l2_bytes.map_or(0, |b| b as usize))
}

/// The area of the cold regime, per region: 256 MiB, beyond any last-level cache we know.
#[cfg(feature = "harness")]
pub const COLD_AREA: usize = 256 << 20;

/// A sequence of copies that a timing loop makes through a pair of regions.
///
/// # Safety
///
/// An implementor promises that every `(dst, src, len)` that [`Calls::next_copy`] returns is
/// two ranges of `len` bytes, `src` valid for reads and `dst` valid for writes, that do not
/// overlap and that stay valid for as long as the implementor lives (it borrows the memory).
pub unsafe trait Calls {
    /// The sizes the sequence calls in turn.
    fn sizes(&self) -> &[usize];

    /// The next call's `(dst, src, len)`; advances the sequence.
    fn next_copy(&mut self) -> (*mut u8, *const u8, usize);

    /// Whether the timing loop reads each destination right after its copy (its first and
    /// last 8 bytes, or every byte of a shorter one): the copy-then-use workload `struct`,
    /// where a copy's stores must forward to the loads that follow.
    fn reads_dst(&self) -> bool {
        false
    }
}

/// Times `n` back-to-back calls of `f` along `calls`; returns the elapsed time. Where
/// `calls` [reads the destination](Calls::reads_dst), each copy is followed by loads of its
/// first and last 8 bytes, summed: the time is the copy's and that use's (a load that the
/// copy's stores cannot forward to waits for them to complete).
#[inline(never)]
pub fn time_calls<C: Calls + ?Sized>(calls: &mut C, f: Candidate<'_>, n: usize) -> Duration {
    let f = std::hint::black_box(f);
    let t0 = Instant::now();
    if calls.reads_dst() {
        let mut sink = 0u64;
        for _ in 0..n {
            let (d, s, len) = calls.next_copy();
            // SAFETY: `Calls` promises two disjoint ranges of `len` bytes inside live memory.
            unsafe { f.call(d, s, len) };
            // SAFETY: the `len` bytes at `d` were just written by the copy and are live.
            sink = sink.wrapping_add(unsafe { first_and_last(d, len) });
        }
        std::hint::black_box(sink);
    } else {
        for _ in 0..n {
            let (d, s, len) = calls.next_copy();
            // SAFETY: `Calls` promises two disjoint ranges of `len` bytes inside live memory.
            unsafe { f.call(d, s, len) };
        }
    }
    t0.elapsed()
}

/// The first and last 8 bytes at `p` (for `len` of 8 or more), or the sum of its bytes.
///
/// # Safety
///
/// `p` is valid for reads of `len` bytes.
#[inline(always)]
unsafe fn first_and_last(p: *const u8, len: usize) -> u64 {
    if len >= 8 {
        // SAFETY: `len >= 8`, so both 8-byte reads lie inside the `len` readable bytes.
        unsafe { p.cast::<u64>().read_unaligned() ^ p.add(len - 8).cast::<u64>().read_unaligned() }
    } else {
        // SAFETY: every `i < len` is inside the readable bytes.
        (0..len).map(|i| u64::from(unsafe { *p.add(i) })).sum()
    }
}

/// A page-aligned, pre-faulted heap block.
pub struct PageBuf {
    ptr: *mut u8,
    layout: Layout,
}

// SAFETY: `PageBuf` owns its block exclusively (like a `Box<[u8]>`); the raw pointer is only
// dereferenced through `&self`/`&mut self` methods or by a `Walk` that borrows it mutably.
unsafe impl Send for PageBuf {}
// SAFETY: as above; `&PageBuf` only reads.
unsafe impl Sync for PageBuf {}

impl PageBuf {
    /// A block of `len` bytes (at least one page), page-aligned, with byte `i` set to
    /// `i * 31 + fill` (mod 256) so that every page is backed by memory before timing
    /// starts. An allocation that fails is an error, never an abort.
    pub fn new(len: usize, fill: u8) -> Result<PageBuf, Error> {
        let layout = Layout::from_size_align(len.max(PAGE), PAGE)
            .map_err(|_| Error::new(format!("a buffer of {len} bytes is too large")))?;
        // SAFETY: the layout has a non-zero size.
        let ptr = unsafe { alloc(layout) };
        if ptr.is_null() {
            return Err(Error::new(format!(
                "cannot allocate {len} bytes of buffers"
            )));
        }
        let len = layout.size();
        let head = len.min(256);
        // SAFETY: `ptr` is valid for writes of `len` bytes (just allocated, not yet shared);
        // the first `head` bytes are written one by one, then each copy doubles the written
        // prefix into the unwritten part after it (the two ranges do not overlap).
        unsafe {
            for i in 0..head {
                ptr.add(i)
                    .write((i as u8).wrapping_mul(31).wrapping_add(fill));
            }
            // The pattern has period 256: double the written prefix until the block is full.
            let mut done = head;
            while done < len {
                let n = done.min(len - done);
                std::ptr::copy_nonoverlapping(ptr, ptr.add(done), n);
                done += n;
            }
        }
        Ok(PageBuf { ptr, layout })
    }

    /// The block's length in bytes.
    #[cfg(feature = "harness")]
    pub fn len(&self) -> usize {
        self.layout.size()
    }

    /// Never true (a block is at least one page); for symmetry with `len`.
    #[cfg(feature = "harness")]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The block's contents.
    #[cfg(feature = "harness")]
    pub fn as_slice(&self) -> &[u8] {
        // SAFETY: `ptr` is valid and initialised for `len()` bytes while `self` lives.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len()) }
    }

    /// The block's contents, writable.
    #[cfg(feature = "harness")]
    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        // SAFETY: as in `as_slice`; `&mut self` makes this the only reference.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len()) }
    }
}

impl Drop for PageBuf {
    fn drop(&mut self) {
        // SAFETY: allocated in `PageBuf::new` with this layout, freed once.
        unsafe { dealloc(self.ptr, self.layout) };
    }
}

/// Two regions of equal length in one page-aligned block: the source region, then the
/// destination region.
pub struct Buffers {
    buf: PageBuf,
    region: usize,
}

impl Buffers {
    /// Two regions of at least `region` bytes each (rounded up to whole pages), pre-faulted.
    pub fn new(region: usize) -> Result<Buffers, Error> {
        let region = region
            .max(1)
            .checked_next_multiple_of(PAGE)
            .filter(|r| r.checked_mul(2).is_some())
            .ok_or_else(|| Error::new(format!("regions of {region} bytes are too large")))?;
        Ok(Buffers {
            buf: PageBuf::new(2 * region, 7)?,
            region,
        })
    }

    /// The length of each region, a multiple of [`PAGE`].
    #[cfg(feature = "harness")]
    pub fn region(&self) -> usize {
        self.region
    }

    /// A walk calling `sizes` in turn (a power-of-two count), rotating over `limit` bytes of
    /// each region from `src_off` and `dst_off`. With `limit` 0 every call copies at the
    /// same place. An error when a copy could leave a region.
    pub fn walk<'a>(
        &'a mut self,
        sizes: &'a [usize],
        limit: usize,
        src_off: usize,
        dst_off: usize,
    ) -> Result<Walk<'a>, Error> {
        if !sizes.len().is_power_of_two() {
            return Err(Error::new(format!(
                "a walk needs a power-of-two count of sizes, not {}",
                sizes.len()
            )));
        }
        let max_len = sizes.iter().copied().max().unwrap_or(0);
        // Every copy ends at most `max(limit, max_len)` bytes after the walk's start.
        let reach = limit.max(max_len);
        let fits = |off: usize| off.checked_add(reach).is_some_and(|end| end <= self.region);
        if !fits(src_off) || !fits(dst_off) {
            return Err(Error::new(format!(
                "copies of up to {max_len} bytes over {limit} bytes from offsets {src_off}/{dst_off} do not fit in regions of {} bytes",
                self.region
            )));
        }
        let base = self.buf.ptr;
        // SAFETY: both offsets are inside the block (checked above: `off + reach <= region`,
        // and the destination region starts `region` bytes in).
        let (src, dst) = unsafe { (base.add(src_off), base.add(self.region + dst_off)) };
        Ok(Walk {
            src,
            dst,
            sizes,
            mask: sizes.len() - 1,
            idx: 0,
            off: 0,
            limit,
            _buffers: PhantomData,
        })
    }

    /// Random offsets for `sizes` (one `(src, dst)` pair per size, each drawn uniformly so
    /// that the copy ends inside the first `area` bytes of its region, or at offset 0 for a
    /// size larger than `area`), from a generator seeded with `seed`: the same seed gives the
    /// same offsets on every machine. Pass them to [`Buffers::scatter`].
    pub fn scatter_offsets(sizes: &[usize], area: usize, seed: u64) -> Vec<(u32, u32)> {
        let mut rng = XorShift64::new(seed);
        let mut draw = |len: usize| -> u32 {
            let room = area.saturating_sub(len) as u64 + 1;
            // Offsets beyond u32 are never drawn: areas are far smaller (checked by scatter).
            (rng.next_u64() % room).min(u64::from(u32::MAX)) as u32
        };
        sizes.iter().map(|&len| (draw(len), draw(len))).collect()
    }

    /// Random placement: call `i` copies `sizes[i mod n]` bytes from `offsets[i mod n].0` in
    /// the source region to `offsets[i mod n].1` in the destination region. `sizes` and
    /// `offsets` have the same power-of-two length. An error when any copy would leave its
    /// region (every pair is checked here, so none can at run time).
    pub fn scatter<'a>(
        &'a mut self,
        sizes: &'a [usize],
        offsets: &'a [(u32, u32)],
    ) -> Result<Scatter<'a>, Error> {
        if !sizes.len().is_power_of_two() || offsets.len() != sizes.len() {
            return Err(Error::new(format!(
                "a scatter needs a power-of-two count of sizes and one offset pair per size, not {} sizes and {} pairs",
                sizes.len(),
                offsets.len()
            )));
        }
        let region = self.region;
        let fits = |off: u32, len: usize| {
            (off as usize)
                .checked_add(len)
                .is_some_and(|end| end <= region)
        };
        if let Some(i) = (0..sizes.len())
            .find(|&i| !fits(offsets[i].0, sizes[i]) || !fits(offsets[i].1, sizes[i]))
        {
            return Err(Error::new(format!(
                "copy {i} of the scatter ({} bytes at offsets {}/{}) does not fit in regions of {region} bytes",
                sizes[i], offsets[i].0, offsets[i].1
            )));
        }
        let base = self.buf.ptr;
        // SAFETY: the destination region starts `region` bytes into the block of `2 * region`.
        let dst = unsafe { base.add(region) };
        Ok(Scatter {
            src: base,
            dst,
            sizes,
            offsets,
            mask: sizes.len() - 1,
            idx: 0,
            reads_dst: false,
            _buffers: PhantomData,
        })
    }

    /// The copy-then-use workload `chain`: call `i` copies from where call `i - 1` copied
    /// to (its destination is the next source: the bytes just stored are loaded again),
    /// `sizes[i mod n]` bytes, clamped to the room the region has after that place; the
    /// destinations alternate between the two regions (so a copy's source and destination
    /// never overlap), each at `offsets[i mod n].1`. The first call copies from
    /// `offsets[0].0` of the source region. Offsets and sizes as for [`Buffers::scatter`]
    /// (checked the same way).
    pub fn chain<'a>(
        &'a mut self,
        sizes: &'a [usize],
        offsets: &'a [(u32, u32)],
    ) -> Result<Chain<'a>, Error> {
        let region = self.region;
        let scatter = self.scatter(sizes, offsets)?;
        Ok(Chain {
            regions: [scatter.src.cast_mut(), scatter.dst],
            region,
            sizes: scatter.sizes,
            offsets: scatter.offsets,
            mask: scatter.mask,
            idx: 0,
            from: (0, offsets[0].0 as usize),
            _buffers: PhantomData,
        })
    }

    /// The source region.
    #[cfg(feature = "harness")]
    pub fn src(&self) -> &[u8] {
        &self.buf.as_slice()[..self.region]
    }

    /// The destination region.
    #[cfg(feature = "harness")]
    pub fn dst(&self) -> &[u8] {
        &self.buf.as_slice()[self.region..]
    }

    /// Both regions, the destination writable.
    #[cfg(feature = "harness")]
    pub fn split_mut(&mut self) -> (&[u8], &mut [u8]) {
        let (s, d) = self.buf.as_mut_slice().split_at_mut(self.region);
        (s, d)
    }
}

/// The rotation through a [`Buffers`]: which size and which place the next call uses.
pub struct Walk<'a> {
    src: *const u8,
    dst: *mut u8,
    sizes: &'a [usize],
    mask: usize,
    idx: usize,
    off: usize,
    /// `off + len` never exceeds this, except that a copy longer than it starts at 0.
    limit: usize,
    _buffers: PhantomData<&'a mut Buffers>,
}

impl Walk<'_> {
    /// The sizes the walk calls in turn.
    #[cfg(feature = "harness")]
    pub fn sizes(&self) -> &[usize] {
        self.sizes
    }

    /// The next call's `(dst, src, len)`; advances the walk. Both ranges lie inside the
    /// walk's regions and do not overlap, for as long as the walk lives.
    #[inline(always)]
    pub fn next_copy(&mut self) -> (*mut u8, *const u8, usize) {
        let len = self.sizes[self.idx & self.mask];
        self.idx = self.idx.wrapping_add(1);
        if self.off + len > self.limit {
            self.off = 0;
        }
        // SAFETY (of the pointer arithmetic): `Buffers::walk` checked that `off + len`, at
        // most `max(limit, max_len)`, stays inside both regions.
        let r = unsafe { (self.dst.add(self.off), self.src.add(self.off), len) };
        self.off += (len + 63) & !63;
        r
    }

    /// Times `calls` back-to-back calls of `f` along the walk; returns the elapsed time.
    #[cfg(feature = "harness")]
    pub fn time(&mut self, f: Candidate<'_>, calls: usize) -> Duration {
        time_calls(self, f, calls)
    }

    /// Where the walk is: the next call's index in the sizes and its offset. A walk made
    /// again later over the same buffers continues from here with [`Walk::resume`], so that
    /// a measurement taken in pieces walks on instead of starting over (a walk that starts
    /// over hands its first calls memory the last piece's first calls just touched).
    pub fn position(&self) -> (usize, usize) {
        (self.idx, self.off)
    }

    /// Continues from `position` (from [`Walk::position`] of a walk with the same sizes and
    /// limit). An offset past the limit starts from 0, as the walk itself would.
    pub fn resume(&mut self, position: (usize, usize)) {
        self.idx = position.0;
        self.off = if position.1 <= self.limit {
            position.1
        } else {
            0
        };
    }
}

// SAFETY: `Buffers::walk` checked that every copy, at most `max(limit, max_len)` bytes from
// the walk's start, stays inside its region; the two regions are disjoint, and the walk
// borrows the buffers for its life.
unsafe impl Calls for Walk<'_> {
    fn sizes(&self) -> &[usize] {
        self.sizes
    }

    #[inline(always)]
    fn next_copy(&mut self) -> (*mut u8, *const u8, usize) {
        Walk::next_copy(self)
    }
}

/// Random placement through a [`Buffers`]: call `i` copies `sizes[i mod n]` bytes between
/// the offsets `offsets[i mod n]` of the two regions. Made by [`Buffers::scatter`].
pub struct Scatter<'a> {
    src: *const u8,
    dst: *mut u8,
    sizes: &'a [usize],
    offsets: &'a [(u32, u32)],
    mask: usize,
    idx: usize,
    reads_dst: bool,
    _buffers: PhantomData<&'a mut Buffers>,
}

impl Scatter<'_> {
    /// The copy-then-use workload `struct`: the same calls, each destination read right
    /// after its copy ([`Calls::reads_dst`]).
    pub fn then_read(mut self) -> Self {
        self.reads_dst = true;
        self
    }

    /// The next call's `(dst, src, len)`; advances the sequence. Both ranges lie inside the
    /// regions and do not overlap, for as long as the scatter lives.
    #[inline(always)]
    pub fn next_copy(&mut self) -> (*mut u8, *const u8, usize) {
        let i = self.idx & self.mask;
        self.idx = self.idx.wrapping_add(1);
        let (len, (so, dof)) = (self.sizes[i], self.offsets[i]);
        // SAFETY (of the pointer arithmetic): `Buffers::scatter` checked that
        // `offset + len <= region` for every index, in both regions.
        unsafe { (self.dst.add(dof as usize), self.src.add(so as usize), len) }
    }

    /// Times `calls` back-to-back calls of `f` along the scatter; returns the elapsed time.
    #[cfg(feature = "harness")]
    pub fn time(&mut self, f: Candidate<'_>, calls: usize) -> Duration {
        time_calls(self, f, calls)
    }

    /// The next call's index (see [`Walk::position`]).
    pub fn position(&self) -> usize {
        self.idx
    }

    /// Continues from the call index `position` (any value: it wraps).
    pub fn resume(&mut self, position: usize) {
        self.idx = position;
    }
}

// SAFETY: `Buffers::scatter` checked every `(offset, size)` pair against the regions, which
// are disjoint; the scatter borrows the buffers for its life.
unsafe impl Calls for Scatter<'_> {
    fn sizes(&self) -> &[usize] {
        self.sizes
    }

    #[inline(always)]
    fn next_copy(&mut self) -> (*mut u8, *const u8, usize) {
        Scatter::next_copy(self)
    }

    fn reads_dst(&self) -> bool {
        self.reads_dst
    }
}

/// The copy-then-use workload `chain` through a [`Buffers`]: each copy's source is the last
/// copy's destination. Made by [`Buffers::chain`].
pub struct Chain<'a> {
    /// The two regions' starts: a destination is in one, its next copy's in the other.
    regions: [*mut u8; 2],
    region: usize,
    sizes: &'a [usize],
    offsets: &'a [(u32, u32)],
    mask: usize,
    idx: usize,
    /// Where the next copy reads: (region, offset).
    from: (usize, usize),
    _buffers: PhantomData<&'a mut Buffers>,
}

impl Chain<'_> {
    /// Where the chain is: the next call's index and where it reads (see
    /// [`Walk::position`]).
    pub fn position(&self) -> (usize, usize, usize) {
        (self.idx, self.from.0, self.from.1)
    }

    /// Continues from `position` (from [`Chain::position`] of a chain with the same sizes
    /// and offsets). A place outside the regions starts from the first call's.
    pub fn resume(&mut self, position: (usize, usize, usize)) {
        self.idx = position.0;
        if position.1 < 2 && position.2 <= self.region {
            self.from = (position.1, position.2);
        }
    }

    /// The next call's `(dst, src, len)`; advances the chain.
    #[inline(always)]
    pub fn next_copy(&mut self) -> (*mut u8, *const u8, usize) {
        let i = self.idx & self.mask;
        self.idx = self.idx.wrapping_add(1);
        let (r, from) = self.from;
        let len = self.sizes[i].min(self.region - from);
        let to = self.offsets[i].1 as usize;
        self.from = (1 - r, to);
        // SAFETY (of the pointer arithmetic): `from < region` (an offset `Buffers::scatter`
        // checked, `offset + size <= region`) and `to + sizes[i] <= region`, in regions of
        // `region` bytes.
        unsafe {
            (
                self.regions[1 - r].add(to),
                self.regions[r].add(from).cast_const(),
                len,
            )
        }
    }
}

// SAFETY: the source lies in region `r`, `len <= region - from` bytes from `from`; the
// destination in the other region, `len <= sizes[i]` bytes from an offset checked against
// the region by `Buffers::scatter`; the regions are disjoint, and the chain borrows the
// buffers for its life.
unsafe impl Calls for Chain<'_> {
    fn sizes(&self) -> &[usize] {
        self.sizes
    }

    #[inline(always)]
    fn next_copy(&mut self) -> (*mut u8, *const u8, usize) {
        Chain::next_copy(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_buffers_are_aligned_and_patterned() {
        let b = PageBuf::new(10_000, 3).unwrap();
        assert_eq!(b.as_slice().as_ptr() as usize % PAGE, 0);
        assert_eq!(b.len(), 10_000);
        for (i, &x) in b.as_slice().iter().enumerate() {
            assert_eq!(x, (i as u8).wrapping_mul(31).wrapping_add(3), "{i}");
        }
        assert!(PageBuf::new(usize::MAX - 10, 0).is_err());
    }

    /// A chain reads where the last copy wrote, alternates regions (never overlapping), stays
    /// inside them, and clamps a size to the room left after its source.
    #[test]
    fn a_chain_reads_what_the_last_copy_wrote() {
        let mut b = Buffers::new(8192).unwrap();
        let (s0, d0) = (b.src().as_ptr() as usize, b.dst().as_ptr() as usize);
        let sizes = [100, 3000, 8000, 1];
        let offsets = [(10, 20), (30, 5000), (40, 0), (50, 8191)];
        let mut c = b.chain(&sizes, &offsets).unwrap();
        let mut last: Option<(usize, usize)> = None;
        let mut seen = Vec::new();
        for _ in 0..8 {
            let (d, s, len) = c.next_copy();
            let (d, s) = (d as usize, s as usize);
            match last {
                None => assert_eq!(s, s0 + 10),
                Some((ld, _)) => assert_eq!(s, ld, "the source is the last destination"),
            }
            let region = |p: usize| if p >= d0 { (1, p - d0) } else { (0, p - s0) };
            let ((rs, os), (rd, od)) = (region(s), region(d));
            assert_ne!(rs, rd, "source and destination in different regions");
            assert!(
                os + len <= 8192 && od + len <= 8192,
                "inside: {os} {od} {len}"
            );
            seen.push(len);
            last = Some((d, len));
        }
        // 8000 bytes from offset 5000 are clamped to the 3192 left; 1 byte from 8191 fits.
        assert_eq!(seen, [100, 3000, 3192, 1, 1, 3000, 3192, 1]);
        assert!(!Calls::reads_dst(&c));
        let s = b.scatter(&sizes, &offsets).unwrap();
        assert!(!s.reads_dst() && s.then_read().reads_dst());
    }

    #[test]
    fn walks_rotate_inside_their_regions() {
        let mut b = Buffers::new(5000).unwrap();
        assert_eq!(b.region(), 8192);
        let (s0, d0) = (b.src().as_ptr() as usize, b.dst().as_ptr() as usize);
        let sizes = [100, 3000];
        let mut w = b.walk(&sizes, 4096, 1, 4000).unwrap();
        let mut offs = Vec::new();
        for _ in 0..6 {
            let (d, s, len) = w.next_copy();
            let (so, dof) = (s as usize - s0, d as usize - d0);
            assert_eq!(dof - so, 3999);
            assert!(dof + len <= 8192);
            offs.push((so, len));
        }
        // 100 at 0, 3000 at 128, 100 at 3136, 3000 wraps to 0, 100 at 3008, 3000 wraps.
        assert_eq!(
            offs,
            [
                (1, 100),
                (129, 3000),
                (3137, 100),
                (1, 3000),
                (3009, 100),
                (1, 3000)
            ]
        );
        // A walk made again continues where the last one stopped.
        let pos = w.position();
        let next = w.next_copy();
        let mut w = b.walk(&sizes, 4096, 1, 4000).unwrap();
        w.resume(pos);
        assert_eq!(w.next_copy(), next);
        // An offset past the limit (not from this walk) starts over, inside the region.
        w.resume((0, usize::MAX - 10));
        let (_, s, _) = w.next_copy();
        assert_eq!(s as usize - s0, 1);
        // Limit 0: always the same place.
        let one = [64];
        let mut w = b.walk(&one, 0, 5, 9).unwrap();
        assert_eq!(w.next_copy(), w.next_copy());
        // What does not fit is refused.
        assert!(b.walk(&[8192], 0, 1, 0).is_err());
        assert!(b.walk(&[64], 8192, 0, 1).is_err());
        assert!(b.walk(&[1, 2, 3], 0, 0, 0).is_err());
        assert!(b.walk(&[], 0, 0, 0).is_err());
        assert!(b.walk(&[8], 0, usize::MAX, 0).is_err());
    }

    /// Every call of a scatter, for every seed tried, lies inside its regions (a bounds check
    /// of each draw against the two regions' addresses), the two ranges never overlap, and
    /// the offsets are the documented frozen draw of the seed.
    #[test]
    fn scatters_stay_inside_their_regions() {
        let mut b = Buffers::new(1 << 20).unwrap();
        let region = b.region();
        let (s0, d0) = (b.src().as_ptr() as usize, b.dst().as_ptr() as usize);
        for seed in 0..20u64 {
            let sizes: Vec<usize> = (0..256)
                .map(|i| match i % 4 {
                    0 => i,
                    1 => 4096 + i,
                    2 => region - i,
                    _ => region,
                })
                .collect();
            for area in [0, 1000, region / 2, region] {
                let offs = Buffers::scatter_offsets(&sizes, area, seed);
                let mut sc = b.scatter(&sizes, &offs).unwrap();
                for _ in 0..2 * sizes.len() {
                    let (d, s, len) = sc.next_copy();
                    let (so, dof) = (s as usize - s0, d as usize - d0);
                    assert!(
                        so + len <= region && dof + len <= region,
                        "{so} {dof} {len}"
                    );
                    assert!(s as usize + len <= d as usize, "disjoint");
                    // Inside the area, unless the size alone is larger.
                    assert!(so + len <= area.max(len) && dof + len <= area.max(len));
                }
            }
        }
        let sizes = [64usize; 4];
        assert_eq!(
            Buffers::scatter_offsets(&sizes, RANDOM_AREA, 1),
            Buffers::scatter_offsets(&sizes, RANDOM_AREA, 1)
        );
        assert_ne!(
            Buffers::scatter_offsets(&sizes, RANDOM_AREA, 1),
            Buffers::scatter_offsets(&sizes, RANDOM_AREA, 2)
        );
        // Frozen: results name their placement by seed alone.
        assert_eq!(
            Buffers::scatter_offsets(&[100, 200], 4096, 1),
            [(267, 756), (1571, 3476)]
        );
        // Offsets that do not fit (made by hand) are refused, every one of them checked.
        let mut bad = Buffers::scatter_offsets(&[64; 8], 4096, 3);
        bad[5].1 = (region - 10) as u32;
        let e = b.scatter(&[64; 8], &bad).err().unwrap().to_string();
        assert!(e.contains("copy 5"), "{e}");
        assert!(b.scatter(&[64; 8], &bad[..4]).is_err());
        assert!(b.scatter(&[64; 3], &bad[..3]).is_err());
    }
}
