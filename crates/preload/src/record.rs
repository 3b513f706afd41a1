//! `MEMCPY_JIT_RECORD=PATH`: count the sizes of the copies this process makes, lock-free, and
//! write them at exit as a size distribution that `--dist` (the harness's loader) reads, so a
//! machine can be tuned to a program: record, tune, deploy.
//!
//! - **Counting** (only when the variable is set; otherwise no call pays anything; from the
//!   constructor until the exit-time write, whose own copies are not counted): one relaxed
//!   atomic increment per call in a histogram (an anonymous mapping the constructor makes),
//!   exact for every size below [`EXACT_MAX`] bytes, and in 16 buckets per power of two from
//!   there (a size is recorded as the lower bound of its bucket, so within 1/16 of itself), up
//!   to [`MAX_SIZE`]. The fast path then jumps through a counting trampoline; threads that
//!   copy at once contend on the histogram's cache lines, so recording costs more than a plain
//!   run: it is for measuring, not for production. A child made by `fork` starts with an
//!   empty histogram (see [`start`]), so a parent's copies are counted once.
//! - **The file** is written at exit (by the library's `.fini_array` function, so not by a
//!   program that leaves with `_exit`), atomically and only over a file that is already a
//!   distribution of this format, through the library's file policy
//!   (`memcpy_jit::files::write_atomic_bytes`): the header `size,probability`, then one row per
//!   size seen with its count as the weight (the loader normalises weights). An existing file
//!   of that format is merged into (its counts are added), so a command's processes add up;
//!   two processes exiting at the same moment can lose one's counts (read, add, rename: the
//!   last rename wins). `%p` in the path is replaced by the process id, for one file per
//!   process instead.
//! - Failures (a path that is not ours, a directory that does not exist) are reported with one
//!   line on standard error (as the report is: see `crate::init`).

use core::ptr;
use core::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, Ordering};

use alloc::{string::String, vec::Vec};

/// Sizes below this are counted exactly (from it on, a bucket's lower bound is exact too).
pub(crate) const EXACT_MAX: usize = 4096;

/// Largest size written: the harness's `dist::MAX_SIZE` (256 MiB), the largest `--dist`
/// accepts; larger copies are recorded as this size.
pub(crate) const MAX_SIZE: usize = 256 << 20;

/// Buckets per power of two above [`EXACT_MAX`].
const SUB: usize = 16;

/// Powers of two above EXACT_MAX up to MAX_SIZE: 2^12 .. 2^28.
const OCTAVES: usize = (MAX_SIZE.trailing_zeros() - EXACT_MAX.trailing_zeros()) as usize;

const SLOTS: usize = EXACT_MAX + OCTAVES * SUB + 1;

/// Bytes of the histogram's mapping: [`SLOTS`] counters, rounded up to pages.
const COUNTS_BYTES: usize = (SLOTS * 8).next_multiple_of(4096);

/// The histogram, [`SLOTS`] zeroed counters in an anonymous mapping that [`start`] makes;
/// null when not recording. Not a static array: 34 KiB of `.bss` would make the dynamic loader
/// map an anonymous region in every process, recording or not (see `crate::heap`).
static COUNTS: AtomicPtr<AtomicU64> = AtomicPtr::new(ptr::null_mut());

/// Maps the histogram (the constructor calls it, before counting starts, when
/// `MEMCPY_JIT_RECORD` is set). False if the kernel refuses the mapping: then nothing is
/// counted.
///
/// A child made by `fork` starts with an empty histogram: it records its own copies, not its
/// parent's again (each process writes its counts at exit, and the files add up). The mapping
/// is marked `MADV_WIPEONFORK` (Linux 4.14), so the kernel gives a child zeroed pages
/// whatever made it (`fork`, `clone`); on a kernel without it, a `pthread_atfork` child
/// handler clears the pages (`MADV_DONTNEED` on a private anonymous mapping: zero-filled on
/// the next touch), which covers the C library's `fork`.
pub(crate) fn start() -> bool {
    let p = crate::mapping::anonymous(COUNTS_BYTES);
    if p.is_null() {
        return false;
    }
    // SAFETY: `p` is the mapping of COUNTS_BYTES just made; the advice changes only what a
    // child process sees.
    let wiped = unsafe { libc::madvise(p.cast(), COUNTS_BYTES, libc::MADV_WIPEONFORK) } == 0;
    if !wiped {
        // SAFETY: registering a handler with no preconditions; it runs in the child only.
        unsafe { libc::pthread_atfork(None, None, Some(clear_in_child)) };
    }
    COUNTS.store(p.cast(), Ordering::Release);
    true
}

/// The `pthread_atfork` child handler where `MADV_WIPEONFORK` is refused: the child's
/// histogram starts empty. A system call only (async-signal-safe, as a fork handler must be).
extern "C" fn clear_in_child() {
    let p = COUNTS.load(Ordering::Acquire);
    if !p.is_null() {
        // SAFETY: a non-null COUNTS is the private anonymous mapping of COUNTS_BYTES made by
        // `start`; dropping its pages makes every counter read zero, and the child has one
        // thread, inside fork, so no counter is being incremented.
        unsafe { libc::madvise(p.cast(), COUNTS_BYTES, libc::MADV_DONTNEED) };
    }
}

/// The histogram, if [`start`] mapped it.
fn counts() -> Option<&'static [AtomicU64]> {
    let p = COUNTS.load(Ordering::Acquire);
    // SAFETY: a non-null COUNTS is a mapping of COUNTS_BYTES >= SLOTS * 8 bytes, zeroed (a
    // valid AtomicU64 is any 8 bytes) and aligned to a page, that is never unmapped.
    (!p.is_null()).then(|| unsafe { core::slice::from_raw_parts(p, SLOTS) })
}

/// The slot of a size.
#[inline(always)]
fn slot(len: usize) -> usize {
    if len < EXACT_MAX {
        return len;
    }
    if len >= MAX_SIZE {
        return SLOTS - 1;
    }
    let octave = (usize::BITS - 1 - len.leading_zeros()) as usize; // 12..=27
    let sub = (len >> (octave - SUB.trailing_zeros() as usize)) & (SUB - 1);
    EXACT_MAX + (octave - EXACT_MAX.trailing_zeros() as usize) * SUB + sub
}

/// The size a slot stands for (its lower bound).
fn size_of(slot: usize) -> usize {
    if slot < EXACT_MAX {
        return slot;
    }
    if slot == SLOTS - 1 {
        return MAX_SIZE;
    }
    let k = slot - EXACT_MAX;
    let octave = EXACT_MAX.trailing_zeros() as usize + k / SUB;
    (1 << octave) + (k % SUB) * (1 << (octave - SUB.trailing_zeros() as usize))
}

/// Set while this library builds its generated code: the build's own copies (the
/// assembler's buffers, its notes) are not the program's, so they are not counted. Copies that
/// other threads make during those ~0.1 ms are not counted either (a documented undercount).
pub(crate) static PAUSED: AtomicBool = AtomicBool::new(false);

/// Counts one copy of `len` bytes (relaxed: no ordering is needed, only the total).
#[inline(always)]
pub(crate) fn count(len: usize) {
    if !PAUSED.load(Ordering::Relaxed) {
        // (`get`: no panic path on a copy, although `slot` is always in range.)
        if let Some(c) = counts().and_then(|counts| counts.get(slot(len))) {
            c.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Why a recording was not written; shown in one line, without allocating.
pub(crate) enum WriteError {
    NotUtf8,
    /// The heap refused an allocation: the text names it.
    OutOfMemory(&'static str),
    File(jit::files::FileError),
}

impl core::fmt::Display for WriteError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            WriteError::NotUtf8 => f.write_str("MEMCPY_JIT_RECORD is not UTF-8"),
            WriteError::OutOfMemory(what) => {
                write!(f, "MEMCPY_JIT_RECORD: out of memory ({what}), not written")
            }
            // A file error out of memory is named as such (its own text says so too).
            WriteError::File(e) => write!(f, "MEMCPY_JIT_RECORD: {e}"),
        }
    }
}

/// Writes the histogram to `path` (`%p` replaced by the process id), merged with the file
/// there if it is ours.
///
/// Every allocation is checked (issue 23: a program out of memory must not be aborted at exit
/// by its recording): the path, the rows, the file read and the text are reserved before they
/// are filled, and a refusal is an error.
pub(crate) fn write(path: &[u8]) -> Result<(), WriteError> {
    let oom = WriteError::OutOfMemory;
    let path = core::str::from_utf8(path).map_err(|_| WriteError::NotUtf8)?;
    let path = with_pid(path).ok_or(oom("the path"))?;
    let path = path.as_bytes();
    let counts = counts().unwrap_or_default();
    let seen = counts
        .iter()
        .filter(|c| c.load(Ordering::Relaxed) > 0)
        .count();
    if seen == 0 {
        return Ok(());
    }
    let mut rows: Vec<(usize, u64)> = Vec::new();
    // Room for the file's rows too: at most one per slot once merged, but a file may hold
    // other sizes; those are reserved when it is read.
    rows.try_reserve_exact(seen).map_err(|_| oom("the rows"))?;
    rows.extend(counts.iter().enumerate().filter_map(|(s, c)| {
        let c = c.load(Ordering::Relaxed);
        (c > 0).then(|| (size_of(s), c))
    }));
    match jit::files::read_capped_bytes(path, 1 << 20) {
        Ok(old) => {
            if let Some(old) =
                jit::recording::try_parse(&old).map_err(|_| oom("the file's rows"))?
            {
                rows.try_reserve_exact(old.len())
                    .map_err(|_| oom("the file's rows"))?;
                rows.extend(old);
                rows.sort_unstable_by_key(|r| r.0);
                rows.dedup_by(|b, a| {
                    let same = a.0 == b.0;
                    if same {
                        a.1 = a.1.saturating_add(b.1);
                    }
                    same
                });
            }
        }
        Err(e) if e.is_out_of_memory() => return Err(oom("the file's text")),
        // Missing (the usual case), or not readable: written afresh (and never over a file
        // that is not a recording: checked again when writing).
        Err(_) => {}
    }
    let csv = jit::recording::try_render(&rows).map_err(|_| oom("the text"))?;
    jit::files::write_atomic_bytes(path, csv.as_bytes(), |old| {
        // (Out of memory here reads as "not ours": nothing is overwritten.)
        matches!(jit::recording::try_parse(old), Ok(Some(_)))
    })
    .map_err(|e| {
        if e.is_out_of_memory() {
            oom("writing the file")
        } else {
            WriteError::File(e)
        }
    })
}

/// `path` with `%p` replaced by the process id; `None` if the heap refuses.
fn with_pid(path: &str) -> Option<String> {
    // SAFETY: getpid has no preconditions and cannot fail.
    let pid = unsafe { libc::getpid() };
    let mut digits = [0u8; 20];
    let mut n = pid.unsigned_abs();
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // ASCII digits: valid UTF-8.
    let pid = core::str::from_utf8(&digits[at..]).ok()?;
    let mut out = String::new();
    out.try_reserve_exact(path.len() + path.matches("%p").count() * pid.len())
        .ok()?;
    let mut rest = path;
    while let Some(i) = rest.find("%p") {
        out.push_str(&rest[..i]);
        out.push_str(pid);
        rest = &rest[i + 2..];
    }
    out.push_str(rest);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_round_down_within_a_sixteenth() {
        for len in (0..=EXACT_MAX).chain([4097, 4351, 4352, 65535, 1 << 20, (3 << 20) + 5]) {
            let s = size_of(slot(len));
            assert!(s <= len && len - s <= len / SUB, "{len} -> {s}");
            assert_eq!(slot(s), slot(len), "{len}");
        }
        // Every slot names a different size (no two rows of the file for one size).
        let names: Vec<usize> = (0..SLOTS).map(size_of).collect();
        assert!(
            names.windows(2).all(|w| w[0] < w[1]),
            "sizes not increasing"
        );
        assert_eq!(size_of(slot(usize::MAX)), MAX_SIZE);
        assert_eq!(size_of(slot(MAX_SIZE - 1)), MAX_SIZE - (MAX_SIZE / 2 / SUB));
        assert_eq!(slot(MAX_SIZE - 1), SLOTS - 2);
        assert_eq!(size_of(slot((3 << 20) + 5)), 3 << 20);
    }

    /// `%p` is the process id, every time.
    #[test]
    fn the_pid_replaces_every_percent_p() {
        assert_eq!(with_pid("a%pb%p").unwrap(), {
            let pid = std::process::id().to_string();
            alloc::format!("a{pid}b{pid}")
        });
    }
}
