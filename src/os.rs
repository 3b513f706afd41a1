//! The operating system's error numbers: this thread's `errno` after a failed C library
//! call, and an error number's text worded exactly as `std::io::Error` words it, for the
//! build without `std` (the preload library's). The lowest layer: `files` (the
//! file policy), `exec` (the code page) and `error` (`BuildError`'s message) use it.

#[cfg(any(not(feature = "std"), test))]
use core::fmt::{self, Write as _};

/// The calling thread's `errno`, just after a failed call.
pub(crate) fn errno() -> i32 {
    #[cfg(any(
        target_os = "linux",
        target_os = "emscripten",
        target_os = "fuchsia",
        target_os = "hurd",
        target_os = "redox",
        target_os = "dragonfly"
    ))]
    // SAFETY: __errno_location has no preconditions; it returns the calling thread's errno,
    // valid for reads for the thread's lifetime.
    let e = unsafe { *libc::__errno_location() };
    #[cfg(any(
        target_os = "android",
        target_os = "netbsd",
        target_os = "openbsd",
        target_os = "cygwin"
    ))]
    // SAFETY: as above, under this C library's name for it.
    let e = unsafe { *libc::__errno() };
    #[cfg(any(target_vendor = "apple", target_os = "freebsd"))]
    // SAFETY: as above, under this C library's name for it.
    let e = unsafe { *libc::__error() };
    // Elsewhere, std knows how to read it; without std such a target does not build here.
    #[cfg(all(
        feature = "std",
        not(any(
            target_os = "linux",
            target_os = "emscripten",
            target_os = "fuchsia",
            target_os = "hurd",
            target_os = "redox",
            target_os = "dragonfly",
            target_os = "android",
            target_os = "netbsd",
            target_os = "openbsd",
            target_os = "cygwin",
            target_vendor = "apple",
            target_os = "freebsd"
        ))
    ))]
    let e = std::io::Error::last_os_error()
        .raw_os_error()
        .unwrap_or(libc::EIO);
    e
}

/// An error number as `std::io::Error` shows it, without the standard library: the C
/// library's text for it (`strerror_r`), then ` (os error N)`; `os error N` alone if the C
/// library has no text.
#[cfg(any(not(feature = "std"), test))]
pub(crate) struct Errno(pub(crate) i32);

#[cfg(any(not(feature = "std"), test))]
impl fmt::Display for Errno {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // std's own buffer size for this text (library/std/src/sys/pal/unix/os.rs).
        let mut buf = [0u8; 128];
        // SAFETY: `buf` is writable for `buf.len()` bytes and outlives the call. The libc
        // crate binds `strerror_r` to the XSI variant on every target it declares it for (on
        // glibc it links `__xpg_strerror_r`; musl, bionic and the BSDs have only that one): it
        // returns an `int` (0, or an error number when `errnum` is unknown or `buf` too short)
        // and writes at most `buflen` bytes into `buf`, NUL included; it never returns a pointer
        // to a static string instead, as the GNU variant may. It is thread-safe (the text goes
        // to our buffer). Whatever it returns, `buf` was zeroed first, so what is read below
        // ends at a NUL within it or is bounded by its length.
        let _ = unsafe { libc::strerror_r(self.0, buf.as_mut_ptr().cast(), buf.len()) };
        // Like std, the text is used whatever the return value (glibc writes "Unknown error N"
        // for an unknown number and returns EINVAL).
        let len = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
        let text = &buf[..len];
        if text.is_empty() {
            return write!(f, "os error {}", self.0);
        }
        // As `String::from_utf8_lossy` (what std does): a locale's text need not be UTF-8.
        for chunk in text.utf8_chunks() {
            f.write_str(chunk.valid())?;
            if !chunk.invalid().is_empty() {
                f.write_char(char::REPLACEMENT_CHARACTER)?;
            }
        }
        write!(f, " (os error {})", self.0)
    }
}
