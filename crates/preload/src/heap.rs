//! The library's own heap: every allocation Rust code in this shared object makes (in practice,
//! only the one call that builds the generated code: its plan, code image, notes and, with
//! `MEMCPY_JIT_CALIBRATE=1`, its measuring buffers) comes from here, never from the C
//! library's `malloc`.
//!
//! Why: the build runs inside whatever `memcpy` call crosses the break-even, and that call
//! may come from inside an allocator holding its lock (a `realloc` of jemalloc, tcmalloc or a
//! program's own allocator copies with the exported `memcpy`), or from a signal handler that
//! interrupted `malloc`. Calling `malloc` there could deadlock on that lock or corrupt the
//! allocator's state. This heap takes no lock and calls no C library function but `mmap`,
//! `mremap` and `munmap` (system calls, safe in a signal handler).
//!
//! Design, in two tiers:
//!
//! - **Arena** (allocations under [`OWN_MAPPING_FROM`] bytes): a lock-free bump allocator over
//!   one anonymous mapping of [`ARENA_BYTES`], made by the first allocation (memory is
//!   committed only where written). One atomic offset; an allocation moves it up with a
//!   compare-exchange. Freeing the most recent allocation moves it back (so a `Vec` that grows
//!   and is dropped at the top gives its bytes back, and a growing top block is extended in
//!   place); any other freed block is leaked. That is bounded: the arena never grows, and the
//!   build runs once per process.
//! - **Own mappings** (larger allocations, or any that no longer fit the arena): one anonymous
//!   mapping each, grown with `mremap` and returned with `munmap` when freed.
//!
//! Why the arena is mapped by the first allocation rather than a static array in `.bss`: a
//! `.bss` larger than the rest of the object's last data page makes the dynamic loader map an
//! anonymous region for it in every process the library is preloaded into (one more `mmap`
//! and memory area, and the page faults of the statics that land in it), about 1% of
//! `/bin/true` on the machine of docs/results/preload-2026-11-30; most processes never
//! build, and the one that does pays one `mmap` more (tests/linkage.rs checks that the loader
//! maps at most a page anonymously for the object: the small statics).
//!
//! The report (`MEMCPY_JIT_PRELOAD_REPORT=1`) prints what the arena and the mappings hold.
//! Alignments above a page are served by the arena only (nothing in this library asks for
//! one); an allocation that fits nowhere (the kernel refuses the mapping: a program out of
//! address space) returns null. Every allocation this library makes is checked
//! (`try_reserve`, and memcpy-jit's build reports a refused allocation as an error, issue
//! 23), so null never reaches Rust's allocation error handler, which would abort the
//! program: the build then leaves the calls with the C library, and the recording at exit
//! is not written (each with a note). tests/hostile.rs runs a program out of memory.

use core::alloc::{GlobalAlloc, Layout};
use core::ptr;
use core::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};

use crate::mapping::anonymous;

/// Size of the arena (a multiple of the page size; address space only until written). The
/// build of the generated code takes under 5 KiB of it (4768 bytes on the CI machine, read
/// from `MEMCPY_JIT_PRELOAD_BUILD_AFTER=0 MEMCPY_JIT_PRELOAD_REPORT=1 LD_PRELOAD=… ls`). A
/// calibration (`MEMCPY_JIT_CALIBRATE=1`) allocates small vectors in every round of its 20 ms
/// and frees most of them out of order, which the arena leaks: about 1 MiB. With 128 KiB the
/// arena filled after a few rounds, every later small allocation took a mapping of its own
/// (an `mmap` and a `munmap`), and the calibration got through 1–2 rounds instead of hundreds.
/// Its buffers (large) take their own mappings either way.
pub(crate) const ARENA_BYTES: usize = 4 << 20;

/// Allocations of at least this many bytes get their own mapping.
pub(crate) const OWN_MAPPING_FROM: usize = 32 << 10;

const PAGE: usize = 4096;

/// The arena's mapping ([`ARENA_BYTES`], page-aligned), or null until the first allocation
/// made it. Its bytes are handed out in disjoint blocks by the compare-exchange on `TOP`; each
/// block is used by the one owner it was handed to until freed.
static ARENA: AtomicPtr<u8> = AtomicPtr::new(ptr::null_mut());

/// Bytes of the arena handed out (the next block starts at or after this offset).
static TOP: AtomicUsize = AtomicUsize::new(0);

/// Highest `TOP` seen.
static TOP_PEAK: AtomicUsize = AtomicUsize::new(0);

/// Bytes currently held in own mappings (rounded up to pages).
static MAPPED: AtomicUsize = AtomicUsize::new(0);

/// The heap (installed as this shared object's `#[global_allocator]` in lib.rs).
pub(crate) struct Heap;

/// What the heap holds: (arena bytes in use, arena peak, bytes in own mappings).
pub(crate) fn usage() -> (usize, usize, usize) {
    (
        TOP.load(Ordering::Relaxed),
        TOP_PEAK.load(Ordering::Relaxed),
        MAPPED.load(Ordering::Relaxed),
    )
}

/// The arena's address, mapping it if no allocation has yet; `None` if the mapping fails.
fn arena_base() -> Option<usize> {
    let base = ARENA.load(Ordering::Acquire);
    if !base.is_null() {
        return Some(base as usize);
    }
    let fresh = anonymous(ARENA_BYTES);
    if fresh.is_null() {
        return None;
    }
    match ARENA.compare_exchange(ptr::null_mut(), fresh, Ordering::AcqRel, Ordering::Acquire) {
        Ok(_) => Some(fresh as usize),
        Err(won) => {
            // Another thread (or a signal handler) mapped it first: use that one.
            // SAFETY: `fresh` is the mapping of ARENA_BYTES made above, never handed out.
            unsafe { libc::munmap(fresh.cast(), ARENA_BYTES) };
            Some(won as usize)
        }
    }
}

/// True when `p` is in the arena (false before it is mapped).
fn in_arena(p: *mut u8) -> bool {
    let base = ARENA.load(Ordering::Acquire);
    !base.is_null() && (p as usize).wrapping_sub(base as usize) < ARENA_BYTES
}

fn round_to_page(n: usize) -> Option<usize> {
    Some(n.checked_add(PAGE - 1)? & !(PAGE - 1))
}

/// A block of `layout` from the arena, or `None` when it does not fit.
fn bump(layout: Layout) -> Option<*mut u8> {
    let base = arena_base()?;
    let mut top = TOP.load(Ordering::Relaxed);
    loop {
        // Offsets stay below ARENA_BYTES and align is a power of two at most ARENA_BYTES's
        // order of magnitude in practice; checked arithmetic keeps any request bounded.
        let start = (base + top).checked_add(layout.align() - 1)? & !(layout.align() - 1);
        let end = (start - base).checked_add(layout.size())?;
        if end > ARENA_BYTES {
            return None;
        }
        match TOP.compare_exchange_weak(top, end, Ordering::AcqRel, Ordering::Relaxed) {
            Ok(_) => {
                TOP_PEAK.fetch_max(end, Ordering::Relaxed);
                return Some(start as *mut u8);
            }
            Err(now) => top = now,
        }
    }
}

/// Moves the arena's top from the end of the block at `p` (of `size` bytes) to `new_end`
/// bytes past `p`, if the block is the top one. True on success.
fn move_top(p: *mut u8, size: usize, new_size: usize) -> bool {
    let off = p as usize - ARENA.load(Ordering::Acquire) as usize;
    let new_end = match off.checked_add(new_size) {
        Some(e) if e <= ARENA_BYTES => e,
        _ => return false,
    };
    let moved = TOP
        .compare_exchange(off + size, new_end, Ordering::AcqRel, Ordering::Relaxed)
        .is_ok();
    if moved {
        TOP_PEAK.fetch_max(new_end, Ordering::Relaxed);
    }
    moved
}

/// A mapping of at least `size` bytes (page-aligned) of its own, or null.
fn map(size: usize) -> *mut u8 {
    let Some(len) = round_to_page(size) else {
        return ptr::null_mut();
    };
    let p = anonymous(len);
    if !p.is_null() {
        MAPPED.fetch_add(len, Ordering::Relaxed);
    }
    p
}

// SAFETY: blocks are disjoint (arena blocks by the compare-exchange on TOP, mappings by the
// kernel), at least `layout.size()` bytes long and aligned to `layout.align()` (the arena
// rounds the start up; mappings are page-aligned and alignments above a page never reach them).
unsafe impl GlobalAlloc for Heap {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.size() < OWN_MAPPING_FROM || layout.align() > PAGE {
            if let Some(p) = bump(layout) {
                return p;
            }
            if layout.align() > PAGE {
                return ptr::null_mut();
            }
        }
        map(layout.size())
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        if in_arena(p) {
            // The top block gives its bytes back; any other is leaked (see the module doc).
            move_top(p, layout.size(), 0);
        } else if let Some(len) = round_to_page(layout.size()) {
            // SAFETY: `p` came from `map` (it is not in the arena) with this layout's size,
            // rounded the same way, and the caller no longer uses it.
            unsafe { libc::munmap(p.cast(), len) };
            MAPPED.fetch_sub(len, Ordering::Relaxed);
        }
    }

    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let old = layout.size();
        if in_arena(p) {
            if new_size <= old || move_top(p, old, new_size) {
                // Shrinking in place always works (a top block also gives the tail back).
                if new_size < old {
                    move_top(p, old, new_size);
                }
                return p;
            }
        } else if new_size >= OWN_MAPPING_FROM {
            let (Some(from), Some(to)) = (round_to_page(old), round_to_page(new_size)) else {
                return ptr::null_mut();
            };
            // SAFETY: `p` is a mapping of `from` bytes made by `map`; on failure the kernel
            // leaves it untouched, and null tells the caller the old block is still valid.
            let q = unsafe { libc::mremap(p.cast(), from, to, libc::MREMAP_MAYMOVE) };
            if q == libc::MAP_FAILED {
                return ptr::null_mut();
            }
            MAPPED.fetch_add(to, Ordering::Relaxed);
            MAPPED.fetch_sub(from, Ordering::Relaxed);
            return q.cast();
        }
        // SAFETY: `layout`'s alignment with a nonzero size (realloc's contract) is valid.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        // SAFETY: a valid layout of nonzero size.
        let q = unsafe { self.alloc(new_layout) };
        if !q.is_null() {
            // SAFETY: both blocks are live, disjoint and at least `old.min(new_size)` long.
            // The copy goes through the library's own forwarding path (the C library's
            // memmove or the bootstrap copy), never through the exported memcpy's build.
            unsafe {
                crate::route::forward(q, p, old.min(new_size));
                self.dealloc(p, layout);
            }
        }
        q
    }
}
