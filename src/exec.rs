//! Executable memory: the only module that maps pages, changes their protection and turns an
//! address into a function pointer.
//!
//! Write-xor-execute is a type here. A [`WritablePage`] (read+write, never executable) is
//! filled with a code image, then *consumed* by [`WritablePage::into_executable`], which flips
//! the mapping to read+execute and returns an [`ExecutablePage`]. No value ever exists that
//! could write to an executable mapping, and at no moment is a mapping both writable and
//! executable: memmap2's `make_exec` is a single `mprotect(PROT_READ | PROT_EXEC)` of a
//! mapping that was `PROT_READ | PROT_WRITE`.

use memmap2::{Mmap, MmapMut, MmapOptions};

use crate::error::BuildError;

/// A C `memcpy`: `(dst, src, len) -> dst`.
pub type MemcpyFn = unsafe extern "C" fn(*mut u8, *const u8, usize) -> *mut u8;

/// An anonymous read+write mapping holding a code image that is not yet runnable.
pub(crate) struct WritablePage {
    map: MmapMut,
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
        let mut map = MmapOptions::new()
            .len(len)
            .map_anon()
            .map_err(|e| BuildError::exec_memory("mmap", e))?;
        map.fill(fill);
        map[at..at + image.len()].copy_from_slice(image);
        Ok(WritablePage { map })
    }

    /// Makes the page read+execute, consuming the writable handle (the "make ready to run"
    /// step). On x86-64 instruction fetch is coherent with data stores, so no cache
    /// maintenance is needed; a port to another architecture would flush the icache here.
    ///
    /// On failure (for example `EACCES` under an SELinux `execmem` denial) the mapping is
    /// unmapped and the OS error is returned.
    pub(crate) fn into_executable(self) -> Result<ExecutablePage, BuildError> {
        let map = self
            .map
            .make_exec()
            .map_err(|e| BuildError::exec_memory("mprotect(PROT_EXEC)", e))?;
        Ok(ExecutablePage { map })
    }
}

/// A read+execute mapping holding generated code. Dropping it unmaps the page.
pub(crate) struct ExecutablePage {
    map: Mmap,
}

impl ExecutablePage {
    /// The mapped bytes (readable: the page is read+execute).
    pub(crate) fn bytes(&self) -> &[u8] {
        &self.map
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
        assert!(entry < self.map.len(), "entry point outside the code page");
        // SAFETY: `entry` is inside the mapping (checked above), the mapping is executable, and
        // the caller guarantees the bytes there are a memcpy with the C ABI.
        unsafe { std::mem::transmute::<*const u8, MemcpyFn>(self.map.as_ptr().add(entry)) }
    }
}

impl std::fmt::Debug for ExecutablePage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExecutablePage")
            .field("addr", &self.map.as_ptr())
            .field("len", &self.map.len())
            .finish()
    }
}
