//! No generated memcpy reads or writes a byte outside the ranges it is given, even when those
//! ranges touch unmapped memory: source and destination sit in mappings fenced by `PROT_NONE`
//! pages on both sides, placed flush against the fences (ending exactly at the back fence,
//! starting exactly after the front fence, and both at once), so any out-of-bounds access
//! faults (SIGSEGV kills the test binary and fails the run). Copies that cross page
//! boundaries in the middle of a mapping are checked too. Every copy's result is also
//! verified byte for byte against the reference, over the whole destination mapping. The
//! instances are the listed ones and, in the last test, random generator configurations with
//! every field of their thresholds drawn.

mod common;

use memcpy_jit::{Memcpy, Strategy};

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let n = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    assert!(n > 0, "sysconf(_SC_PAGESIZE) failed");
    n as usize
}

/// `pages` read+write pages between two `PROT_NONE` pages; unmapped on drop.
struct Fenced {
    map: *mut u8,
    map_len: usize,
    page: usize,
    len: usize,
}

impl Fenced {
    fn new(pages: usize) -> Fenced {
        let page = page_size();
        let map_len = (pages + 2) * page;
        // SAFETY: an anonymous private mapping at an address of the kernel's choosing.
        let map = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                map_len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        assert_ne!(
            map,
            libc::MAP_FAILED,
            "mmap: {}",
            std::io::Error::last_os_error()
        );
        let map = map.cast::<u8>();
        for fence in [0, pages + 1] {
            // SAFETY: the page lies inside the mapping just created, which nothing else uses.
            let rc = unsafe { libc::mprotect(map.add(fence * page).cast(), page, libc::PROT_NONE) };
            assert_eq!(rc, 0, "mprotect: {}", std::io::Error::last_os_error());
        }
        Fenced {
            map,
            map_len,
            page,
            len: pages * page,
        }
    }

    /// First accessible byte (just after the front fence).
    fn start(&self) -> *mut u8 {
        // SAFETY: one page into the mapping.
        unsafe { self.map.add(self.page) }
    }

    /// The accessible pages.
    fn bytes(&mut self) -> &mut [u8] {
        // SAFETY: `len` read+write bytes from `start()`, owned by `self`.
        unsafe { std::slice::from_raw_parts_mut(self.start(), self.len) }
    }
}

impl Drop for Fenced {
    fn drop(&mut self) {
        // SAFETY: the mapping created in `new`, no longer referenced.
        unsafe { libc::munmap(self.map.cast(), self.map_len) };
    }
}

/// A source and a destination mapping of `pages` pages each, fenced, filled with the source
/// pattern and the sentinel pattern.
struct Rig {
    src: Fenced,
    dst: Fenced,
    pristine: Vec<u8>,
    scratch: Vec<u8>,
}

impl Rig {
    fn new(pages: usize) -> Rig {
        let mut src = Fenced::new(pages);
        let mut dst = Fenced::new(pages);
        for (i, b) in src.bytes().iter_mut().enumerate() {
            *b = common::source_byte(i);
        }
        for (i, b) in dst.bytes().iter_mut().enumerate() {
            *b = common::sentinel_byte(i);
        }
        let pristine = dst.bytes().to_vec();
        Rig {
            src,
            dst,
            pristine,
            scratch: Vec::new(),
        }
    }

    fn len(&self) -> usize {
        self.src.len
    }

    /// Copies `len` bytes from source offset `s` to destination offset `d` (offsets from the
    /// first accessible byte) and checks the whole destination mapping.
    fn check(&mut self, m: &Memcpy, label: &str, s: usize, d: usize, len: usize) {
        assert!(s + len <= self.src.len && d + len <= self.dst.len);
        let ctx = format!(
            "[{label}] len {len} src at +{s} dst at +{d} (mapping {} bytes)",
            self.len()
        );
        // SAFETY: both ranges lie inside the accessible pages of two different mappings.
        unsafe {
            let dst = self.dst.start().add(d);
            let src = self.src.start().add(s).cast_const();
            common::run_copy(m, common::Call::CopyFn, dst, src, len, &ctx);
        }
        let src = self.src.bytes()[s..s + len].to_vec();
        let window = self.dst.bytes();
        if let Err(e) = common::verify(window, &self.pristine, d..d + len, &src, &mut self.scratch)
        {
            panic!("{ctx}: {e}");
        }
        window[d..d + len].copy_from_slice(&self.pristine[d..d + len]);
    }

    /// The four flush placements: source and destination each at the front fence or the back
    /// fence (a source at the back ends exactly where the `PROT_NONE` page starts).
    fn check_flush(&mut self, m: &Memcpy, label: &str, len: usize) {
        let back = self.len() - len;
        for (s, d) in [(back, back), (0, 0), (back, 0), (0, back)] {
            self.check(m, label, s, d, len);
        }
    }
}

/// The strategies under test, each once: ERMS-gated at its smallest threshold, at the
/// default, and at a non-power of two (so both gate forms and both arms run near the fences).
fn instances() -> Vec<(String, Memcpy)> {
    let mut out = Vec::new();
    for s in [Strategy::RepMovsb, Strategy::Scalar, Strategy::Fallback] {
        out.push((
            s.to_string(),
            Memcpy::builder().strategy(s).build().unwrap(),
        ));
    }
    for t in [32, 64, 2048, 2112] {
        let m = Memcpy::builder()
            .strategy(Strategy::ErmsGated)
            .threshold(t)
            .build()
            .unwrap();
        out.push((format!("erms-gated@{t}"), m));
    }
    // The vector strategy's paths, masked small copies included: a masked load or store
    // spans a whole register even where its mask is off, so these prove that masked-off
    // bytes on an unmapped page neither fault nor get written. Then the wider generator's
    // choices (the masked path's 64-byte forms, the backward loop, the loop shapes, memmove
    // mode): each reads and writes only its two ranges, whichever end it starts from.
    out.extend(common::vector_instances());
    out.extend(common::choice_instances());
    out.extend(common::memmove_instances());
    // The code the recorded CPUs get, and every row of the table as it reads on them.
    out.extend(common::recorded_instances());
    out
}

/// Lengths 0..=600 flush against the fences, for every strategy, in one-page mappings.
#[test]
fn small_copies_flush_against_unmapped_pages() {
    let mut rig = Rig::new(1);
    for (label, m) in instances() {
        for len in 0..=600 {
            rig.check_flush(&m, &label, len);
        }
    }
}

/// Page-sized and multi-page copies flush against the fences, including copies that fill the
/// whole mapping (starting at the front fence and ending at the back one).
#[test]
fn large_copies_flush_against_unmapped_pages() {
    let page = page_size();
    let mut rig = Rig::new(3);
    let mut lens = vec![1023, 1024, 2047, 2048, 2049, 2111, 2112, 2113];
    for n in [page, 2 * page, 3 * page] {
        lens.extend([n - 33, n - 32, n - 31, n - 1, n]);
    }
    lens.extend([page + 1, 2 * page + 1, 8192 + 31]);
    for (label, m) in instances() {
        for &len in &lens {
            rig.check_flush(&m, &label, len);
        }
        // Inward by one to 63 bytes from the fences too: unaligned ends near unmapped memory.
        for len in [4095, 4096, 8191] {
            for k in 1..64 {
                let back = rig.len() - len - k;
                rig.check(&m, &label, back, k, len);
                rig.check(&m, &label, k, back, len);
            }
        }
    }
}

/// Copies that straddle the boundary between two mapped pages, starting 1..=64 bytes before
/// it, at all lengths up to 300 and a few longer ones; source and destination at different
/// distances from their boundaries, so the two straddle at different points.
#[test]
fn copies_crossing_page_boundaries_in_the_middle() {
    let page = page_size();
    let mut rig = Rig::new(3);
    for (label, m) in instances() {
        for before in [1, 7, 8, 31, 32, 33, 63, 64] {
            let s = page - before;
            let d = page - (before * 5 + 3) % 64 - 1;
            for len in (0..=300).chain([1000, 2048, 2112, 4096, page + 100]) {
                rig.check(&m, &label, s, d, len);
                rig.check(&m, &label, d, s, len);
            }
        }
    }
}

/// Random generator configurations ([`common::draw::vector_thresholds`]: every field drawn,
/// every large-copy path reachable) flush against the fences: lengths 0..=300, lengths
/// within 2 bytes of each threshold the configuration sets, and random lengths to three
/// pages less 64 bytes, each at the four flush placements and with the source and the
/// destination in turn a random 1..64 bytes in from the front fence, the other that far in
/// from the back one. The same configurations every run (a deterministic draw). A fault kills
/// the binary without naming the configuration: run this test with `-- --nocapture` and
/// the last configuration printed is the one.
#[test]
fn random_configurations_flush_against_unmapped_pages() {
    use proptest::strategy::{Strategy as _, ValueTree};
    use proptest::test_runner::TestRunner;

    const CONFIGURATIONS: usize = 1000;
    let page = page_size();
    let mut rig = Rig::new(3);
    let mut runner = TestRunner::deterministic();
    let draw = (
        common::draw::vector_thresholds(),
        proptest::collection::vec(301..=3 * page - 64, 24),
        1..64usize,
    );
    for k in 0..CONFIGURATIONS {
        let (t, random_lens, inward) = draw.new_tree(&mut runner).expect("a draw").current();
        eprintln!("configuration {k}: {t:?}");
        let m = Memcpy::builder()
            .strategy(Strategy::Vector)
            .thresholds(t)
            .build()
            .unwrap_or_else(|e| panic!("{t:?}: build failed: {e}"));
        let label = format!("configuration {k}: {t:?}");
        let gates = [
            t.rep_movsb_from,
            t.rep_movsb_coaligned_from,
            t.rep_movsb_page_from,
            t.non_temporal_from,
            Some(t.backward_from),
            t.backward_below,
            t.backward_page_below,
            t.backward_wide_below,
            t.avoid_dst_above_src_below,
            t.tail_loads_after_loop_from,
            t.tail_loads_after_loop_below,
        ];
        // Every length leaves room for the placement 1..64 bytes in from the fences.
        let room = rig.len() - 64;
        let near = gates
            .into_iter()
            .flatten()
            .filter(|&g| g + 2 <= room)
            .flat_map(|g| g.saturating_sub(2)..=g + 2);
        for len in (0..=300).chain(near).chain(random_lens) {
            rig.check_flush(&m, &label, len);
            let back = rig.len() - len - inward;
            rig.check(&m, &label, back, inward, len);
            rig.check(&m, &label, inward, back, len);
        }
    }
}
