//! Executable memory: the only module that maps pages, changes their protection and turns an
//! address into a function pointer.
//!
//! Write-xor-execute is a type here. A [`WritablePage`] (read+write, never executable) is
//! filled with a code image, then *consumed* by [`WritablePage::into_executable`], which flips
//! the mapping to read+execute and returns an [`ExecutablePage`]. No value ever exists that
//! could write to an executable mapping, and at no moment is a mapping both writable and
//! executable: the mapping is created `PROT_READ | PROT_WRITE` by one `mmap`, and made
//! `PROT_READ | PROT_EXEC` by one `mprotect`.
//!
//! The system calls are libc's `mmap`, `mprotect` and `munmap` (no `std`: the preload library
//! builds this crate without it), and a failure is reported with its `errno`
//! ([`BuildError::os_error`]).

use core::ptr::NonNull;

use crate::error::BuildError;
use crate::os::errno;

/// A C `memcpy`: `(dst, src, len) -> dst`.
pub type MemcpyFn = unsafe extern "C" fn(*mut u8, *const u8, usize) -> *mut u8;

/// An anonymous private mapping of `len` bytes (rounded up to whole pages by the kernel), owned:
/// dropping it unmaps it. Its protection is the business of the page type holding it.
struct Mapping {
    ptr: NonNull<u8>,
    len: usize,
}

// SAFETY: a `Mapping` is the sole owner of its pages (nothing else holds their address but the
// function pointers an `ExecutablePage` hands out, whose callers must keep it alive); moving
// it to another thread moves that ownership, and `munmap` may be called from any thread.
unsafe impl Send for Mapping {}
// SAFETY: through `&Mapping` the pages can only be read (`bytes`); writing needs `&mut`
// (`bytes_mut`, on a read+write mapping only), so shared references never race with a write.
unsafe impl Sync for Mapping {}

impl Mapping {
    /// Maps `len` (> 0) bytes read+write, or returns `mmap`'s `errno`.
    fn read_write(len: usize) -> Result<Mapping, i32> {
        debug_assert!(len > 0);
        // SAFETY: an anonymous private mapping at an address of the kernel's choice (no
        // `MAP_FIXED`): it cannot replace any existing mapping, and no file descriptor is used.
        let p = unsafe {
            libc::mmap(
                core::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if p == libc::MAP_FAILED {
            return Err(errno());
        }
        // `mmap` never returns null for a mapping without `MAP_FIXED` (the kernel does not map
        // page 0 for a hint of 0); checked anyway rather than assumed.
        let Some(ptr) = NonNull::new(p.cast::<u8>()) else {
            // SAFETY: `p`, `len` is the mapping just made, owned by nothing else.
            unsafe { libc::munmap(p, len) };
            return Err(libc::ENOMEM);
        };
        #[cfg(test)]
        tests::LIVE.with(|n| n.set(n.get() + 1));
        Ok(Mapping { ptr, len })
    }

    /// Makes the whole mapping `prot`, or returns `mprotect`'s `errno`.
    fn protect(&self, prot: i32) -> Result<(), i32> {
        // SAFETY: `ptr`, `len` is exactly a mapping this value owns (page-aligned: `mmap`
        // returned it); changing its protection affects no other memory. Callers pass only
        // read+execute here, after the last write through `bytes_mut`.
        if unsafe { libc::mprotect(self.ptr.as_ptr().cast(), self.len, prot) } != 0 {
            return Err(errno());
        }
        Ok(())
    }

    /// The mapped bytes. Every protection this module gives a mapping includes `PROT_READ`.
    fn bytes(&self) -> &[u8] {
        // SAFETY: the `len` bytes at `ptr` are mapped readable for as long as `self` lives
        // (unmapped only in `drop`), initialised (anonymous memory is zero-filled), and written
        // only through `&mut self`.
        unsafe { core::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }

    /// The mapped bytes, writable. Only for a read+write mapping (`WritablePage`).
    fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: as in `bytes`, and `&mut self` makes this the only reference to the bytes;
        // the one caller holds a `WritablePage`, whose mapping is read+write.
        unsafe { core::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        #[cfg(test)]
        tests::LIVE.with(|n| n.set(n.get() - 1));
        // SAFETY: `ptr`, `len` is the mapping this value owns; nothing uses it after this (an
        // `ExecutablePage`'s function pointers must not be called once it is dropped).
        // `munmap` can only fail for an invalid range, which this is not.
        unsafe { libc::munmap(self.ptr.as_ptr().cast(), self.len) };
    }
}

/// An anonymous read+write mapping holding a code image that is not yet runnable.
pub(crate) struct WritablePage {
    map: Mapping,
}

impl WritablePage {
    /// Maps enough whole pages for `at` bytes and then `image`, and copies `image` to byte
    /// `at` of the mapping (the start of a page is byte 0). The rest of the mapping is filled
    /// with `fill` (an `int3`, so a stray jump traps). `at` is a multiple of 64 in every
    /// caller, so alignment directives of the image (at most 64) stay true in memory.
    pub(crate) fn with_image(
        image: &[u8],
        at: usize,
        fill: u8,
    ) -> Result<WritablePage, BuildError> {
        debug_assert_eq!(at % 64, 0, "an image moves by whole cache lines");
        let len = at.saturating_add(image.len()).max(1);
        let mut map = Mapping::read_write(len).map_err(|e| BuildError::exec_memory("mmap", e))?;
        let bytes = map.bytes_mut();
        bytes.fill(fill);
        bytes[at..at + image.len()].copy_from_slice(image);
        Ok(WritablePage { map })
    }

    /// Makes the page read+execute, consuming the writable handle (the "make ready to run"
    /// step). On x86-64 instruction fetch is coherent with data stores, so no cache
    /// maintenance is needed; a port to another architecture would flush the icache here.
    ///
    /// On failure (for example `EACCES` under an SELinux `execmem` denial) the mapping is
    /// unmapped and the OS error is returned.
    pub(crate) fn into_executable(self) -> Result<ExecutablePage, BuildError> {
        let map = self.map;
        match map.protect(libc::PROT_READ | libc::PROT_EXEC) {
            Ok(()) => Ok(ExecutablePage { map }),
            Err(e) => {
                // Unmapped before the error is made (`e` was read right after `mprotect`).
                drop(map);
                Err(BuildError::exec_memory("mprotect(PROT_EXEC)", e))
            }
        }
    }
}

/// A read+execute mapping holding generated code. Dropping it unmaps the page.
pub(crate) struct ExecutablePage {
    map: Mapping,
}

impl ExecutablePage {
    /// The mapped bytes (readable: the page is read+execute).
    pub(crate) fn bytes(&self) -> &[u8] {
        self.map.bytes()
    }

    /// The function at `entry`, typed as a C memcpy.
    ///
    /// # Safety
    ///
    /// - The bytes at `entry` must be a complete function that follows the System V x86-64
    ///   calling convention and implements `memcpy` (writes exactly `len` bytes at `dst`, reads
    ///   exactly `len` bytes at `src`, returns `dst`), such as the output of `crate::emit`.
    /// - The returned pointer must not be called after `self` is dropped.
    pub(crate) unsafe fn memcpy_fn(&self, entry: usize) -> MemcpyFn {
        assert!(entry < self.map.len, "entry point outside the code page");
        // SAFETY: `entry` is inside the mapping (checked above), the mapping is executable, and
        // the caller guarantees the bytes there are a memcpy with the C ABI.
        unsafe {
            core::mem::transmute::<*const u8, MemcpyFn>(
                self.map.ptr.as_ptr().add(entry).cast_const(),
            )
        }
    }
}

impl core::fmt::Debug for ExecutablePage {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ExecutablePage")
            .field("addr", &self.map.ptr)
            .field("len", &self.map.len)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // The seccomp filter tests/exec_memory.rs uses too (one copy, in the test-support crate).
    use memcpy_jit_test_support::seccomp;
    use std::cell::Cell;

    std::thread_local! {
        /// Mappings this thread made and has not unmapped (tests run on parallel threads, so
        /// a process-wide count would mix theirs in).
        pub(super) static LIVE: Cell<usize> = const { Cell::new(0) };
    }

    /// The permissions (`rw-p`, `r-xp`, …) of the line of /proc/self/maps holding `addr`.
    fn perms(addr: usize) -> String {
        let maps = std::fs::read_to_string("/proc/self/maps").expect("read /proc/self/maps");
        for line in maps.lines() {
            let mut f = line.split_whitespace();
            let (range, perms) = (f.next().unwrap(), f.next().unwrap());
            let (start, end) = range.split_once('-').unwrap();
            let start = usize::from_str_radix(start, 16).unwrap();
            let end = usize::from_str_radix(end, 16).unwrap();
            if (start..end).contains(&addr) {
                return perms.to_string();
            }
        }
        panic!("{addr:#x} is not mapped:\n{maps}");
    }

    /// W^X as the kernel sees it: read+write (not executable) while writable, read+execute
    /// (not writable) after `into_executable`; the image is in place and the rest is `fill`.
    #[test]
    fn the_page_is_writable_or_executable_never_both() {
        let image = [0x90u8, 0x90, 0xc3];
        let w = WritablePage::with_image(&image, 128, 0xcc).unwrap();
        let addr = w.map.ptr.as_ptr() as usize;
        assert_eq!(&perms(addr)[..3], "rw-");
        assert_eq!(&perms(addr + 128)[..3], "rw-");
        let x = w.into_executable().unwrap();
        assert_eq!(x.map.ptr.as_ptr() as usize, addr);
        assert_eq!(&perms(addr)[..3], "r-x");
        assert_eq!(&perms(addr + 128)[..3], "r-x");
        let bytes = x.bytes();
        assert_eq!(bytes.len(), 128 + image.len());
        assert!(bytes[..128].iter().all(|&b| b == 0xcc));
        assert_eq!(&bytes[128..], &image);
    }

    /// Each page is its own mapping, unmapped when dropped, writable or executable.
    #[test]
    fn drop_unmaps_both_kinds_of_page() {
        let before = LIVE.with(Cell::get);
        let w = WritablePage::with_image(&[0xc3], 0, 0xcc).unwrap();
        let x = WritablePage::with_image(&[0xc3], 64, 0xcc)
            .unwrap()
            .into_executable()
            .unwrap();
        assert_eq!(LIVE.with(Cell::get), before + 2);
        drop(w);
        assert_eq!(LIVE.with(Cell::get), before + 1);
        drop(x);
        assert_eq!(LIVE.with(Cell::get), before);
    }

    /// A refused `mprotect(PROT_EXEC)` (forced by a seccomp filter on a thread of this test's
    /// own, which dies with it) unmaps the page and returns the `errno`, here `EACCES`.
    #[test]
    fn a_refused_mprotect_unmaps_and_returns_the_errno() {
        let outcome: Result<BuildError, i32> = std::thread::spawn(|| {
            seccomp::deny_exec_memory().map_err(|e| e.raw_os_error().unwrap_or(0))?;
            let before = LIVE.with(Cell::get);
            let w = WritablePage::with_image(&[0xc3], 0, 0xcc).expect("a read+write mmap");
            assert_eq!(LIVE.with(Cell::get), before + 1);
            let e = w
                .into_executable()
                .expect_err("mprotect(PROT_EXEC) was allowed");
            assert_eq!(
                LIVE.with(Cell::get),
                before,
                "the refused page was not unmapped"
            );
            Ok(e)
        })
        .join()
        .unwrap();
        let e = match outcome {
            Ok(e) => e,
            Err(why) => {
                eprintln!("skipped: seccomp filter not installed: errno {why}");
                return;
            }
        };
        assert!(e.is_exec_memory(), "{e}");
        assert_eq!(e.os_error(), Some(libc::EACCES), "{e}");
        assert!(e.to_string().contains("mprotect(PROT_EXEC) failed"), "{e}");
    }
}
