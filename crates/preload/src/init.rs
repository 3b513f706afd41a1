//! The constructor (the C library's `memmove`, the environment knobs), the exit report, and
//! the `_chk` failure.
//!
//! Knobs (ignored under `AT_SECURE`, like every `MEMCPY_JIT_*` variable; read once, by the
//! constructor, with `getenv`, without allocating):
//!
//! | variable | values | effect |
//! |---|---|---|
//! | `MEMCPY_JIT_PRELOAD_BUILD_AFTER` | a number of calls, or `never` | build the generated code once the process has made that many calls (its credit; default [`BUILD_AFTER_UNITS`], 2^15; 0: at the first call after the constructor); `never`: always forward to the C library |
//! | `MEMCPY_JIT_PRELOAD_REPORT` | `1` | at exit, one line on standard error: what served the calls, the credit earned, how long the build took, the heap used, the instance's notes (the profile loaded, a variable ignored) |
//! | `MEMCPY_JIT_RECORD` | a path (`%p`: the process id) | count copy sizes from the constructor on; write them there at exit ([`crate::record`]) |
//!
//! A value that does not parse is ignored (the default stays) and the report says so; an
//! empty value counts as unset. The report (and a recording's error) is written at exit by a
//! `.fini_array` function to standard error, descriptor 2, if it is still the file it was when
//! the constructor ran (same device and inode); else, when that file has a path (a terminal,
//! a regular file: programs such as `ls` close standard error before they exit), to that path
//! opened then and closed again; else nowhere. The library keeps no descriptor open: a
//! program that closes descriptors and opens files in their place never receives the report
//! (tests/hostile.rs). A program that leaves with `_exit` (dash does) prints none.

use core::ffi::{c_char, c_int, CStr};
use core::fmt::{self, Write};
use core::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, Ordering};

use crate::route::{self, State, BUILD_AFTER, BUILD_AFTER_UNITS, GAVE_UP, LIBC_MEMMOVE, RECORDING};

/// Standard error as the constructor found it, when the report or a recording is asked for:
/// its device and inode (`STDERR_KNOWN` set), and its path when it has one (a NUL-terminated
/// copy on the library's heap, never freed; null if none). [`message_fd`] writes at exit only
/// to that same file.
static STDERR_KNOWN: AtomicBool = AtomicBool::new(false);
static STDERR_DEV: AtomicU64 = AtomicU64::new(0);
static STDERR_INO: AtomicU64 = AtomicU64::new(0);
static STDERR_PATH: AtomicPtr<u8> = AtomicPtr::new(core::ptr::null_mut());

/// `MEMCPY_JIT_PRELOAD_REPORT=1` was set.
static REPORT: AtomicBool = AtomicBool::new(false);

/// The value of `MEMCPY_JIT_RECORD` (a string of the process's environment, which glibc never
/// frees), or null.
static RECORD_PATH: AtomicPtr<c_char> = AtomicPtr::new(core::ptr::null_mut());

/// `MEMCPY_JIT_PRELOAD_BUILD_AFTER` was set but did not parse.
static BAD_BUILD_AFTER: AtomicBool = AtomicBool::new(false);

const BUILD_AFTER_VAR: &CStr = c"MEMCPY_JIT_PRELOAD_BUILD_AFTER";
const REPORT_VAR: &CStr = c"MEMCPY_JIT_PRELOAD_REPORT";
const RECORD_VAR: &CStr = c"MEMCPY_JIT_RECORD";

#[used]
#[link_section = ".init_array"]
static CONSTRUCTOR: unsafe extern "C" fn(c_int, *const *const c_char, *const *const c_char) = init;

#[used]
#[link_section = ".fini_array"]
static DESTRUCTOR: unsafe extern "C" fn() = fini;

/// The value of `name`, if set (`getenv`: reads `environ`, takes no lock, never allocates).
fn var(name: &CStr) -> Option<&'static [u8]> {
    // SAFETY: `name` is NUL-terminated; getenv returns null or a NUL-terminated string in
    // the environment, which the constructor reads before any thread of the program runs.
    let v = unsafe { libc::getenv(name.as_ptr()) };
    if v.is_null() {
        return None;
    }
    // SAFETY: non-null from getenv: a NUL-terminated string.
    Some(unsafe { CStr::from_ptr(v) }.to_bytes())
}

/// A decimal `u64`, or `None`.
fn parse_u64(s: &[u8]) -> Option<u64> {
    if s.is_empty() || s.len() > 20 {
        return None;
    }
    s.iter().try_fold(0u64, |n, &b| {
        if b.is_ascii_digit() {
            n.checked_mul(10)?.checked_add(u64::from(b - b'0'))
        } else {
            None
        }
    })
}

/// Runs from `.init_array`, after the C library's own initialisation (it is a dependency of
/// this object), before the program's constructors and `main`. Calls made earlier take the
/// bootstrap copy.
///
/// # Safety
///
/// Called once by the dynamic loader.
unsafe extern "C" fn init(_argc: c_int, _argv: *const *const c_char, _envp: *const *const c_char) {
    if !jit::env::process_is_secure() {
        match var(BUILD_AFTER_VAR) {
            None | Some(b"") => {}
            Some(b"never") => {
                GAVE_UP.store(true, Ordering::Relaxed);
            }
            Some(v) => match parse_u64(v) {
                Some(n) => BUILD_AFTER.store(n, Ordering::Relaxed),
                None => BAD_BUILD_AFTER.store(true, Ordering::Relaxed),
            },
        }
        let report = var(REPORT_VAR) == Some(b"1");
        REPORT.store(report, Ordering::Relaxed);
        let mut record_error = false;
        if let Some(path) = var(RECORD_VAR).filter(|p| !p.is_empty()) {
            if crate::record::start() {
                RECORD_PATH.store(path.as_ptr().cast_mut().cast(), Ordering::Relaxed);
                RECORDING.store(true, Ordering::Relaxed);
            } else {
                record_error = true;
            }
        }
        if report || RECORDING.load(Ordering::Relaxed) {
            remember_stderr();
        }
        if record_error {
            const NO_MAP: &[u8] =
                b"memcpy-jit-preload: MEMCPY_JIT_RECORD: no memory for the histogram, not recording\n";
            // SAFETY: the buffer is valid for its length; write(2) only reads it.
            unsafe { libc::write(libc::STDERR_FILENO, NO_MAP.as_ptr().cast(), NO_MAP.len()) };
        }
    }
    // The next `memmove` after this object in the lookup order: the C library's (or that of a
    // library preloaded after this one, which must not call `memcpy` for its own copies: that
    // would come back here). dlsym may call malloc and memcpy; those calls take the bootstrap
    // copy (LIBC_MEMMOVE is null).
    // SAFETY: RTLD_NEXT with a NUL-terminated name is a valid lookup.
    let p = unsafe { libc::dlsym(libc::RTLD_NEXT, c"memmove".as_ptr()) };
    // Never this library's own memmove: forwarding to it would recurse.
    if !p.is_null() && p != crate::memmove as *mut libc::c_void {
        LIBC_MEMMOVE.store(p.cast(), Ordering::Release);
    }
}

/// Runs from `.fini_array` at exit: the recording and the report, if asked for. From here on
/// no copy is counted and nothing builds: the code would serve no one, and the recording's and the report's own
/// copies (formatting calls `memcpy`) would otherwise pay for a build that a process short
/// of the credit has not earned.
///
/// # Safety
///
/// Called once by the dynamic loader (or `exit`).
unsafe extern "C" fn fini() {
    let build_after = BUILD_AFTER.swap(u64::MAX, Ordering::Relaxed);
    let path = RECORD_PATH.load(Ordering::Relaxed);
    // Counting stops: the copies from here on are the library's own (writing the recording
    // and the report format, allocate and copy), not the program's.
    RECORDING.store(false, Ordering::Relaxed);
    if !path.is_null() {
        // SAFETY: a NUL-terminated string of the environment (see RECORD_PATH).
        let path = unsafe { CStr::from_ptr(path) };
        if let Err(e) = crate::record::write(path.to_bytes()) {
            let mut line = Line::new();
            let _ = write!(line, "memcpy-jit-preload: {e}");
            line.write_out();
        }
    }
    if REPORT.load(Ordering::Relaxed) {
        let mut line = Line::new();
        let _ = report(&mut line, build_after);
        line.write_out();
    }
}

/// The device and inode of the file open at `fd`, if it is open.
fn identity(fd: c_int) -> Option<(u64, u64)> {
    let mut st = core::mem::MaybeUninit::<libc::stat>::uninit();
    // SAFETY: fstat writes a `stat` into the buffer, which is valid for one, and only reads
    // the descriptor number.
    if unsafe { libc::fstat(fd, st.as_mut_ptr()) } != 0 {
        return None;
    }
    // SAFETY: fstat succeeded, so it initialised the buffer.
    let st = unsafe { st.assume_init() };
    Some((st.st_dev, st.st_ino))
}

/// The constructor's note of standard error (see [`STDERR_KNOWN`]): its identity, and its
/// path if `/proc/self/fd/2` names one (a pipe or a socket has none; allocation from the
/// library's heap, which may fail: then no path).
fn remember_stderr() {
    let Some((dev, ino)) = identity(libc::STDERR_FILENO) else {
        return;
    };
    STDERR_DEV.store(dev, Ordering::Relaxed);
    STDERR_INO.store(ino, Ordering::Relaxed);
    STDERR_KNOWN.store(true, Ordering::Relaxed);
    let mut buf = [0u8; 512];
    // SAFETY: a NUL-terminated path and a buffer valid for `buf.len()` bytes, which readlink
    // fills without a terminator; its result is the number of bytes written, or -1.
    let n = unsafe {
        libc::readlink(
            c"/proc/self/fd/2".as_ptr(),
            buf.as_mut_ptr().cast(),
            buf.len(),
        )
    };
    let Ok(n) = usize::try_from(n) else { return };
    if n == 0 || n >= buf.len() || buf[0] != b'/' {
        return;
    }
    let Ok(layout) = core::alloc::Layout::array::<u8>(n + 1) else {
        return;
    };
    // SAFETY: a layout of nonzero size; null (no memory) is checked.
    let p = unsafe { alloc::alloc::alloc(layout) };
    if p.is_null() {
        return;
    }
    // A loop, not `copy_from_slice` (a call to the exported `memcpy`, which would count it).
    for (i, &b) in buf[..n].iter().enumerate() {
        // SAFETY: `i < n`, inside the block of n + 1 bytes.
        unsafe { p.add(i).write(b) };
    }
    // SAFETY: `n` is the block's last byte.
    unsafe { p.add(n).write(0) };
    STDERR_PATH.store(p, Ordering::Release);
}

/// Where a message goes at exit: standard error if it is still the file the constructor saw
/// (false: nothing to close), else that file's path opened now (true: close it after
/// writing), else `None`.
fn message_fd() -> Option<(c_int, bool)> {
    if !STDERR_KNOWN.load(Ordering::Relaxed) {
        return None;
    }
    let was = (
        STDERR_DEV.load(Ordering::Relaxed),
        STDERR_INO.load(Ordering::Relaxed),
    );
    if identity(libc::STDERR_FILENO) == Some(was) {
        return Some((libc::STDERR_FILENO, false));
    }
    let path = STDERR_PATH.load(Ordering::Acquire);
    if path.is_null() {
        return None;
    }
    // SAFETY: a NUL-terminated path (`remember_stderr`); the flags create nothing and never
    // make the file the controlling terminal.
    let fd = unsafe {
        libc::open(
            path.cast(),
            libc::O_WRONLY | libc::O_APPEND | libc::O_NOCTTY | libc::O_CLOEXEC | libc::O_NONBLOCK,
        )
    };
    if fd < 0 {
        return None;
    }
    if identity(fd) == Some(was) {
        return Some((fd, true));
    }
    // SAFETY: `fd` was opened just above and is not used again.
    unsafe { libc::close(fd) };
    None
}

/// The report line; `build_after`: the credit the build waited for.
fn report(out: &mut Line, build_after: u64) -> fmt::Result {
    write!(out, "memcpy-jit-preload: ")?;
    let state = route::state();
    let instance = route::instance();
    match state {
        State::Bootstrap => write!(out, "bootstrap copy (constructor not run)")?,
        State::Forwarding => write!(out, "forwarding to the C library's memmove")?,
        State::GeneratedMemmove | State::Generated | State::GeneratedNoOverlap => {
            write!(out, "generated code")?;
            if let Some(m) = instance {
                write!(out, " ({})", m.strategy().name())?;
            }
            write!(
                out,
                "{}; {} overlapping calls routed to the C library",
                match state {
                    State::GeneratedMemmove => ", memmove mode: every overlap copied by it",
                    State::Generated => ", forward only: destination-above overlaps forwarded",
                    _ => ", overlapping copies forwarded",
                },
                route::routed_calls()
            )?;
        }
        State::GaveUp => {
            write!(out, "forwarding to the C library's memmove for good")?;
            match instance {
                Some(m) => write!(
                    out,
                    " (the build gave the {} strategy, whose copy calls memcpy)",
                    m.strategy().name()
                )?,
                None => write!(out, " (MEMCPY_JIT_PRELOAD_BUILD_AFTER=never)")?,
            }
        }
    }
    // Counting stops once the code is published: for generated code, this is the credit at
    // which it was built.
    let earned = route::credit_earned();
    match (state, build_after) {
        (State::GaveUp, _) => write!(out, "; credit {earned}")?,
        (State::Bootstrap | State::Forwarding, at) => write!(out, "; credit {earned} of {at}")?,
        (_, at) => write!(out, "; built at credit {earned} (threshold {at})")?,
    }
    // From the claim to the publication (or to giving up on a fallback instance): what the
    // call that built paid on top of its copy.
    if let Some(ns) = route::build_ns() {
        write!(out, "; build took {}.{} µs", ns / 1000, ns / 100 % 10)?;
    }
    if BAD_BUILD_AFTER.load(Ordering::Relaxed) {
        write!(
            out,
            " (MEMCPY_JIT_PRELOAD_BUILD_AFTER ignored: not a number or `never`; default {BUILD_AFTER_UNITS})"
        )?;
    }
    let (arena, peak, mapped) = crate::heap::usage();
    write!(
        out,
        "; heap: arena {arena} bytes (peak {peak} of {}), mappings {mapped} bytes",
        crate::heap::ARENA_BYTES
    )?;
    if let Some(why) = route::not_memmove_reason() {
        write!(out, "; memmove mode not built: {why}")?;
    }
    if let Some(why) = instance.and_then(|m| m.fallback_reason()) {
        write!(out, "; {why}")?;
    }
    // What the environment and the profile did (`Memcpy::notes`: "profile loaded from …",
    // a variable that did not parse, …).
    if let Some(m) = instance {
        for (i, note) in m.notes().iter().enumerate() {
            write!(out, "{}{note}", if i == 0 { "; notes: " } else { " | " })?;
        }
    }
    Ok(())
}

/// One line of text in a fixed buffer (no allocation); what does not fit is cut.
struct Line {
    buf: [u8; 4096],
    len: usize,
}

impl Line {
    fn new() -> Line {
        Line {
            buf: [0; 4096],
            len: 0,
        }
    }

    /// Writes the line where [`message_fd`] says, if anywhere.
    fn write_out(&mut self) {
        let Some((fd, close)) = message_fd() else {
            return;
        };
        let end = self.len.min(self.buf.len() - 1);
        self.buf[end] = b'\n';
        // SAFETY: the buffer is valid for `end + 1` bytes; write(2) only reads it.
        unsafe { libc::write(fd, self.buf.as_ptr().cast(), end + 1) };
        if close {
            // SAFETY: `fd` was opened by `message_fd` for this line and is not used again.
            unsafe { libc::close(fd) };
        }
    }
}

impl Write for Line {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let room = self.buf.len() - 1 - self.len;
        let n = s.len().min(room);
        self.buf[self.len..self.len + n].copy_from_slice(&s.as_bytes()[..n]);
        self.len += n;
        Ok(())
    }
}

/// What glibc's `__chk_fail` prints before it aborts.
const OVERFLOW: &[u8] = b"*** buffer overflow detected ***: terminated\n";

/// A `_chk` function's length exceeds its destination: the message, then `abort` (SIGABRT),
/// as glibc does. Writes with write(2); allocates nothing.
#[cold]
#[inline(never)]
pub(crate) fn buffer_overflow() -> ! {
    // SAFETY: OVERFLOW is valid for its length; abort never returns.
    unsafe {
        libc::write(
            libc::STDERR_FILENO,
            OVERFLOW.as_ptr().cast(),
            OVERFLOW.len(),
        );
        libc::abort()
    }
}

#[cfg(test)]
mod tests {
    use super::parse_u64;

    #[test]
    fn numbers() {
        assert_eq!(parse_u64(b"0"), Some(0));
        assert_eq!(parse_u64(b"65536"), Some(65536));
        assert_eq!(parse_u64(b"18446744073709551615"), Some(u64::MAX));
        for bad in [
            &b""[..],
            b"18446744073709551616",
            b"-1",
            b"1k",
            b" 1",
            b"0x10",
        ] {
            assert_eq!(parse_u64(bad), None);
        }
    }
}
