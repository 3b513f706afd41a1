//! Anonymous memory straight from the kernel: one `mmap` system call, no lock, no C library
//! allocator, safe in a signal handler. The layer below the two users: the library's own heap
//! (`heap`: its arena and its large blocks) and the recording's histogram (`record`).

use core::ptr;

/// A new anonymous read-write mapping of `len` bytes (a multiple of the page size), zeroed;
/// null if the kernel refuses it. A system call only: safe in a signal handler.
pub(crate) fn anonymous(len: usize) -> *mut u8 {
    // SAFETY: an anonymous private mapping at an address of the kernel's choosing touches no
    // existing memory.
    let p = unsafe {
        libc::mmap(
            ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if p == libc::MAP_FAILED {
        ptr::null_mut()
    } else {
        p.cast()
    }
}
