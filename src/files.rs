//! The crate's file policy: every file the library or its tools read or write goes through
//! here.
//!
//! The library runs inside other people's processes, and the paths it is given come from
//! environment variables and command lines, so a path may name anything: a FIFO, a device, a
//! directory, a 1 GiB sparse file, someone's `~/.bashrc`, a symbolic link to it. The rules:
//!
//! - **Reading** ([`read_capped_bytes`]): the file is opened non-blocking (a FIFO cannot hang the
//!   `open`), checked on the opened descriptor to be a regular file (a FIFO, directory,
//!   device or socket is refused, naming what it is), refused if its size exceeds the caller's
//!   cap, and read for at most cap + 1 bytes (a file that grows while it is read, or a
//!   `/proc`-style file that reports size 0, is refused once it passes the cap). No more than
//!   cap + 1 bytes are ever allocated.
//! - **Writing** ([`write_atomic_bytes`]): an existing file is replaced only if it is a regular
//!   file (not a symbolic link: links are not followed) and the caller recognises its content
//!   as its own; the new content goes to a fresh temporary file in the same directory
//!   (created with `O_EXCL`, so never through an existing name or link), is synced, and is
//!   renamed over the target, so a reader sees the old file or the new one, never a torn one,
//!   and concurrent writers leave one complete file.
//! - **Directories** ([`create_own_dir_bytes`]): the directory our files go in is created if
//!   missing (its missing parents owner-only, 0700, as the XDG specification asks), and must
//!   then be a real directory, not a symbolic link, owned by this user and not writable by
//!   anyone else; otherwise nothing is written there.
//! - **Messages** ([`FileError`], [`excerpt`], [`shown_path_bytes`]): bounded. Paths are escaped
//!   and shortened; file content appears only as a short escaped excerpt.
//!
//! A path is given as its bytes (what `OsStrExt::as_bytes` of a `Path`, or an environment
//! variable, gives; a NUL byte in it is refused): the functions ending in `_bytes` work
//! without the standard library (the preload library calls them), over the C library's
//! `open`, `fstat`, `read`, `write`, `fsync`, `rename`, `mkdir` and `unlink`. With the `std`
//! feature, each has a twin without the suffix that takes a `&Path` ([`read_capped`],
//! [`check_replaceable`], [`write_atomic`], [`create_own_dir`], [`shown_path`]), with the same
//! behaviour and messages.
//!
//! What remains racy, honestly: the check that an existing file is ours and the `rename` that
//! replaces it are two steps. Someone who can write the directory can swap a different file
//! in between, and it is then replaced (the swapped-in file, never a link's target: `rename`
//! replaces a link itself). Closing that needs `renameat2(RENAME_EXCHANGE)` and a re-check,
//! which not every filesystem supports; anyone able to do this can delete the file anyway.

use alloc::ffi::CString;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::ffi::CStr;
use core::fmt::{self, Write as _};
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicU64, Ordering};

use crate::fallible::{oom, try_format};
use crate::os::errno;
#[cfg(any(not(feature = "std"), test))]
use crate::os::Errno;

#[cfg(feature = "std")]
use std::path::Path;

/// Longest excerpt of a file's content in any message, in bytes (before the `…` that marks a
/// cut).
pub const EXCERPT_BYTES: usize = 60;

/// Longest path shown in any message, in bytes (the middle is elided beyond this).
pub const PATH_BYTES: usize = 160;

/// How much of an existing file [`write_atomic_bytes`] reads to decide whether it is ours (its
/// start: a longer file is judged on these bytes).
const EXISTING_CAP: usize = 1 << 20;

/// Permission bits of a file [`write_atomic_bytes`] creates (before the umask): readable by
/// all, writable by the owner, like the files `std::fs::write` creates. What this module writes
/// (calibrations, profiles) is measurement, not secret, and other processes of the machine
/// are meant to reuse it.
pub const CREATE_MODE: u32 = 0o644;

/// Why a file was not read or written. Its message is one line of bounded length: the path
/// (escaped, shortened to [`PATH_BYTES`]), what was being done, and why.
#[derive(Debug)]
pub struct FileError {
    /// The path as given: escaped and shortened only when shown, so an error that is handled
    /// without being shown (a missing optional file) costs no formatting.
    path: Vec<u8>,
    op: Op,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Read,
    Replace,
    Write,
}

#[derive(Debug)]
enum Kind {
    Io { during: &'static str, cause: Cause },
    NulInPath,
    NotRegular(&'static str),
    TooLarge { size: Option<u64>, cap: usize },
    Symlink,
    NotOurs { start: String },
    NoFileName,
    NotDirectory(&'static str),
    NotOwned { owner: libc::uid_t, me: libc::uid_t },
    WritableByOthers { mode: libc::mode_t },
}

/// What failed in a system call's stead: the OS's error number, or one of the two failures
/// that are ours (the texts are `std::io::Error`'s for the same kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cause {
    /// `errno` of the failed call.
    Os(i32),
    /// A buffer could not be allocated (`try_reserve`).
    OutOfMemory,
    /// `write` wrote nothing of a non-empty buffer.
    WriteZero,
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            #[cfg(feature = "std")]
            Cause::Os(errno) => std::io::Error::from_raw_os_error(errno).fmt(f),
            #[cfg(not(feature = "std"))]
            Cause::Os(errno) => Errno(errno).fmt(f),
            Cause::OutOfMemory => f.write_str("out of memory"),
            Cause::WriteZero => f.write_str("failed to write whole buffer"),
        }
    }
}

impl FileError {
    fn new(path: &[u8], op: Op, kind: Kind) -> FileError {
        // The path is kept only if the allocator allows: an error out of memory must not
        // abort (`Memcpy::tuned()`'s build reads the profile with this, issue 23); it is then
        // shown without its path.
        let mut kept = Vec::new();
        if kept.try_reserve_exact(path.len()).is_ok() {
            kept.extend_from_slice(path);
        }
        FileError {
            path: kept,
            op,
            kind,
        }
    }

    /// True when an allocation was refused (reading or writing the file, or making its path
    /// a C string).
    pub fn is_out_of_memory(&self) -> bool {
        matches!(
            self.kind,
            Kind::Io {
                cause: Cause::OutOfMemory,
                ..
            }
        )
    }

    fn io(path: &[u8], op: Op, during: &'static str, cause: Cause) -> FileError {
        FileError::new(path, op, Kind::Io { during, cause })
    }

    fn os(path: &[u8], op: Op, during: &'static str, errno: i32) -> FileError {
        FileError::io(path, op, during, Cause::Os(errno))
    }

    /// The path, escaped and shortened as it appears in the message.
    pub fn path(&self) -> String {
        shown_path_bytes(&self.path)
    }

    /// The message without the path: what was being done and why it failed.
    pub fn reason(&self) -> String {
        Reason(self).to_string()
    }

    /// The operating system's error number (`errno`), when a system call is what failed.
    pub fn os_error(&self) -> Option<i32> {
        match self.kind {
            Kind::Io {
                cause: Cause::Os(errno),
                ..
            } => Some(errno),
            _ => None,
        }
    }

    /// The error of the operating system or of an allocation, as a `std::io::Error`, when
    /// that is what failed: [`os_error`](FileError::os_error) as an `io::Error`, or an
    /// `io::Error` of kind `OutOfMemory` or `WriteZero`. A new value on each call.
    #[cfg(feature = "std")]
    pub fn io_error(&self) -> Option<std::io::Error> {
        use std::io::{Error, ErrorKind};
        match self.kind {
            Kind::Io { cause, .. } => Some(match cause {
                Cause::Os(errno) => Error::from_raw_os_error(errno),
                Cause::OutOfMemory => Error::from(ErrorKind::OutOfMemory),
                Cause::WriteZero => {
                    Error::new(ErrorKind::WriteZero, "failed to write whole buffer")
                }
            }),
            _ => None,
        }
    }

    /// True when the file does not exist (reading it failed with `ENOENT`).
    pub fn is_not_found(&self) -> bool {
        self.os_error() == Some(libc::ENOENT)
    }

    /// True when an existing file was left alone because it is not ours (not a regular file,
    /// a symbolic link, or content the caller did not recognise).
    pub fn is_refused_overwrite(&self) -> bool {
        self.op == Op::Replace
    }
}

/// Written without allocating (the preload library shows these at exit, perhaps out of
/// memory; issue 23). (With `std`, an OS error's text comes from `std::io::Error`, which
/// allocates it.)
impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", ShownPath(&self.path), Reason(self))
    }
}

/// [`FileError::reason`], written where it is needed.
struct Reason<'a>(&'a FileError);

impl fmt::Display for Reason<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = match self.0.op {
            Op::Read => "cannot read",
            Op::Replace => "not overwritten",
            Op::Write => "cannot write",
        };
        write!(f, "{op}: ")?;
        match &self.0.kind {
            Kind::Io { during: "", cause } => write!(f, "{cause}"),
            Kind::Io { during, cause } => write!(f, "{during}: {cause}"),
            Kind::NulInPath => f.write_str("the path contains a NUL byte"),
            Kind::NotRegular(what) => write!(f, "{what}, not a regular file"),
            Kind::TooLarge {
                size: Some(size),
                cap,
            } => write!(f, "{size} bytes, more than the {cap} allowed"),
            Kind::TooLarge { size: None, cap } => write!(
                f,
                "more than the {cap} bytes allowed (the file grew, or reports no size)"
            ),
            Kind::Symlink => f.write_str("a symbolic link (links are not followed)"),
            Kind::NotOurs { start } => write!(
                f,
                "the file exists and is not a memcpy-jit file (it starts \"{start}\")"
            ),
            Kind::NoFileName => f.write_str("the path does not name a file"),
            Kind::NotDirectory(what) => write!(f, "{what}, not a directory"),
            Kind::NotOwned { owner, me } => write!(
                f,
                "the directory belongs to uid {owner}, not to this user (uid {me})"
            ),
            Kind::WritableByOthers { mode } => {
                write!(
                    f,
                    "the directory is writable by other users (mode {mode:04o})"
                )
            }
        }
    }
}

/// The same with and without `std` (`core::error::Error` is `std::error::Error`). No
/// `source`: the OS's error is part of the message, and [`FileError::os_error`] gives it.
impl core::error::Error for FileError {}

// ---------------------------------------------------------------------------------------------
// System calls: each returns the `errno` it failed with.

/// An open file descriptor, closed when dropped (an error of `close` is ignored, as
/// `std::fs::File` does: the data written is checked by `fsync` before).
struct Fd(libc::c_int);

impl Drop for Fd {
    fn drop(&mut self) {
        // SAFETY: `self.0` is a descriptor this value opened and owns; nothing uses it after.
        unsafe { libc::close(self.0) };
    }
}

/// `path` as a C string, or `None` when it contains a NUL byte (no system call can name it).
fn c_path(path: &[u8]) -> Option<CString> {
    // Reserved first, with room for the NUL (`CString::new` then never grows it): a refused
    // allocation is reported as such by the callers (`c_path_error`), not an abort.
    let mut v = Vec::new();
    v.try_reserve_exact(path.len().checked_add(1)?).ok()?;
    v.extend_from_slice(path);
    CString::new(v).ok()
}

/// Why [`c_path`] gave no C string: a NUL in the path, or a refused allocation.
fn c_path_error(path: &[u8]) -> Kind {
    if path.contains(&0) {
        Kind::NulInPath
    } else {
        Kind::Io {
            during: "",
            cause: Cause::OutOfMemory,
        }
    }
}

/// `open(path, flags, mode)`, retried on `EINTR`; `O_CLOEXEC` is always added.
fn open(path: &CStr, flags: libc::c_int, mode: u32) -> Result<Fd, i32> {
    loop {
        // SAFETY: `path` is NUL-terminated and outlives the call; `mode` is passed as the
        // `unsigned int` the variadic `open` reads (only with O_CREAT).
        let fd =
            unsafe { libc::open(path.as_ptr(), flags | libc::O_CLOEXEC, mode as libc::c_uint) };
        if fd >= 0 {
            return Ok(Fd(fd));
        }
        let e = errno();
        if e != libc::EINTR {
            return Err(e);
        }
    }
}

/// `fstat` of an open descriptor.
fn fstat(fd: &Fd) -> Result<libc::stat, i32> {
    let mut st = MaybeUninit::<libc::stat>::uninit();
    // SAFETY: `fd` is open; `st` is writable for a `struct stat`.
    if unsafe { libc::fstat(fd.0, st.as_mut_ptr()) } != 0 {
        return Err(errno());
    }
    // SAFETY: fstat succeeded, so it filled `st`.
    Ok(unsafe { st.assume_init() })
}

/// `lstat` (`follow` false: a symbolic link is described, not followed) or `stat`.
fn stat(path: &CStr, follow: bool) -> Result<libc::stat, i32> {
    let mut st = MaybeUninit::<libc::stat>::uninit();
    // SAFETY: `path` is NUL-terminated and outlives the call; `st` is writable for a
    // `struct stat`.
    let r = unsafe {
        if follow {
            libc::stat(path.as_ptr(), st.as_mut_ptr())
        } else {
            libc::lstat(path.as_ptr(), st.as_mut_ptr())
        }
    };
    if r != 0 {
        return Err(errno());
    }
    // SAFETY: the call succeeded, so it filled `st`.
    Ok(unsafe { st.assume_init() })
}

/// `mkdir(path, mode)`.
fn mkdir(path: &CStr, mode: u32) -> Result<(), i32> {
    // SAFETY: `path` is NUL-terminated and outlives the call.
    if unsafe { libc::mkdir(path.as_ptr(), mode as libc::mode_t) } != 0 {
        return Err(errno());
    }
    Ok(())
}

/// `read` into `buf`, retried on `EINTR`: the bytes read, 0 at end of file.
fn read(fd: &Fd, buf: &mut [u8]) -> Result<usize, i32> {
    loop {
        // SAFETY: `fd` is open; `buf` is writable for `buf.len()` bytes.
        let n = unsafe { libc::read(fd.0, buf.as_mut_ptr().cast(), buf.len()) };
        if n >= 0 {
            return Ok(n as usize);
        }
        let e = errno();
        if e != libc::EINTR {
            return Err(e);
        }
    }
}

/// Writes all of `data` to `fd` (retried on `EINTR` and short writes).
fn write_all(fd: &Fd, mut data: &[u8]) -> Result<(), Cause> {
    while !data.is_empty() {
        let want = data.len().min(isize::MAX as usize);
        // SAFETY: `fd` is open; `data` is readable for `want <= data.len()` bytes.
        let n = unsafe { libc::write(fd.0, data.as_ptr().cast(), want) };
        match n {
            0 => return Err(Cause::WriteZero),
            n if n > 0 => data = &data[n as usize..],
            _ => match errno() {
                libc::EINTR => {}
                e => return Err(Cause::Os(e)),
            },
        }
    }
    Ok(())
}

/// `fsync`, retried on `EINTR`.
fn fsync(fd: &Fd) -> Result<(), i32> {
    loop {
        // SAFETY: `fd` is open.
        if unsafe { libc::fsync(fd.0) } == 0 {
            return Ok(());
        }
        let e = errno();
        if e != libc::EINTR {
            return Err(e);
        }
    }
}

/// What a `stat`'s mode says the file is, for messages.
fn type_name(mode: libc::mode_t) -> &'static str {
    match mode & libc::S_IFMT {
        libc::S_IFREG => "a regular file",
        libc::S_IFDIR => "a directory",
        libc::S_IFIFO => "a FIFO (named pipe)",
        libc::S_IFCHR => "a character device",
        libc::S_IFBLK => "a block device",
        libc::S_IFSOCK => "a socket",
        libc::S_IFLNK => "a symbolic link",
        _ => "not a file",
    }
}

fn is_type(st: &libc::stat, t: libc::mode_t) -> bool {
    st.st_mode & libc::S_IFMT == t
}

// ---------------------------------------------------------------------------------------------
// Paths as bytes, split as `std::path::Path` splits them on Unix.

/// The last component of a path, as `Path::components().next_back()` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Last<'a> {
    /// The path is empty, or only the root (`/`).
    Nothing,
    /// `.` (only a path that is `.` itself, or `./` and the like, ends with one).
    CurDir,
    /// `..`
    ParentDir,
    /// A name.
    Normal(&'a [u8]),
}

/// `path` without trailing separators and `.` components (a root `/` and a leading `.` of a
/// relative path stay): the path `Path` sees when it looks at its last component.
fn trim_end(path: &[u8]) -> &[u8] {
    let mut end = path.len();
    loop {
        while end > 1 && path[end - 1] == b'/' {
            end -= 1;
        }
        if end >= 2 && path[end - 1] == b'.' && path[end - 2] == b'/' {
            end -= 1;
            continue;
        }
        return &path[..end];
    }
}

/// `path`'s parent (as `Path::parent`: `None` for an empty path or the root, `Some("")` for
/// a single relative component) and its last component.
fn split_last(path: &[u8]) -> (Option<&[u8]>, Last<'_>) {
    let rest = trim_end(path);
    if rest.is_empty() || rest == b"/" {
        return (None, Last::Nothing);
    }
    let start = rest.iter().rposition(|&b| b == b'/').map_or(0, |i| i + 1);
    let last = match &rest[start..] {
        b"." => Last::CurDir,
        b".." => Last::ParentDir,
        name => Last::Normal(name),
    };
    (Some(trim_end(&rest[..start])), last)
}

/// `Path::parent`.
fn parent(path: &[u8]) -> Option<&[u8]> {
    split_last(path).0
}

/// `Path::file_name`.
fn file_name(path: &[u8]) -> Option<&[u8]> {
    match split_last(path).1 {
        Last::Normal(name) => Some(name),
        _ => None,
    }
}

/// A `&Path`'s bytes (what the byte forms take).
#[cfg(feature = "std")]
pub(crate) fn bytes_of(path: &Path) -> &[u8] {
    use std::os::unix::ffi::OsStrExt;
    path.as_os_str().as_bytes()
}

// ---------------------------------------------------------------------------------------------
// Reading.

/// Reads `path` whole, if it is a regular file of at most `cap` bytes: [`read_capped_bytes`]
/// for a `Path`.
#[cfg(feature = "std")]
pub fn read_capped(path: &Path, cap: usize) -> Result<Vec<u8>, FileError> {
    read_capped_bytes(bytes_of(path), cap)
}

/// Reads the file at `path` (the path's bytes, as `OsStrExt::as_bytes` or an environment
/// variable give them; no NUL) whole, if it is a regular file of at most `cap` bytes.
///
/// Opened with `O_RDONLY | O_NONBLOCK | O_CLOEXEC`, so opening a FIFO returns at once; the
/// file type and size are then taken from the opened descriptor (`fstat`), so what is checked
/// is what is read. Refused: a path with a NUL byte, anything but a regular file (directory,
/// FIFO, character or block device such as `/dev/zero`, socket), a size above `cap`, and a
/// file that yields more than `cap` bytes however large it claims to be. At most `cap + 1`
/// bytes are allocated. Symbolic links are followed (reading through one is harmless; see
/// [`write_atomic_bytes`] for writing).
pub fn read_capped_bytes(path: &[u8], cap: usize) -> Result<Vec<u8>, FileError> {
    let c = c_path(path).ok_or_else(|| FileError::new(path, Op::Read, c_path_error(path)))?;
    read_capped_as(path, &c, cap, 0, Op::Read)
}

/// [`read_capped_bytes`] with extra `open` flags, for `op`.
fn read_capped_as(
    path: &[u8],
    c: &CStr,
    cap: usize,
    flags: i32,
    op: Op,
) -> Result<Vec<u8>, FileError> {
    let (fd, len) = open_regular(path, c, flags, op)?;
    if len > cap as u64 {
        return Err(FileError::new(
            path,
            op,
            Kind::TooLarge {
                size: Some(len),
                cap,
            },
        ));
    }
    read_at_most(&fd, cap.saturating_add(1), len as usize)
        .map_err(|e| FileError::io(path, op, "read", e))
        .and_then(|buf| {
            if buf.len() > cap {
                Err(FileError::new(path, op, Kind::TooLarge { size: None, cap }))
            } else {
                Ok(buf)
            }
        })
}

/// Opens `path` (`c` is it as a C string) for reading, non-blocking, and checks on the
/// descriptor that it is a regular file; returns it with its size.
fn open_regular(path: &[u8], c: &CStr, flags: i32, op: Op) -> Result<(Fd, u64), FileError> {
    let fd = open(c, libc::O_RDONLY | libc::O_NONBLOCK | flags, 0).map_err(|e| {
        if e == libc::ELOOP && flags & libc::O_NOFOLLOW != 0 {
            FileError::new(path, op, Kind::Symlink)
        } else {
            FileError::os(path, op, "", e)
        }
    })?;
    let st = fstat(&fd).map_err(|e| FileError::os(path, op, "fstat", e))?;
    if !is_type(&st, libc::S_IFREG) {
        return Err(FileError::new(
            path,
            op,
            Kind::NotRegular(type_name(st.st_mode)),
        ));
    }
    Ok((fd, st.st_size as u64))
}

/// Reads until end of file or `limit` bytes, allocating at most `limit` bytes (`expect` is the
/// size the file reported, used for the first allocation).
fn read_at_most(fd: &Fd, limit: usize, expect: usize) -> Result<Vec<u8>, Cause> {
    let oom = |_| Cause::OutOfMemory;
    let mut buf = Vec::new();
    buf.try_reserve_exact(expect.saturating_add(1).min(limit))
        .map_err(oom)?;
    let mut chunk = [0u8; 8192];
    while buf.len() < limit {
        let want = chunk.len().min(limit - buf.len());
        let n = match read(fd, &mut chunk[..want]) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) => return Err(Cause::Os(e)),
        };
        if buf.capacity() - buf.len() < n {
            // Grow geometrically, but never past `limit`.
            let target = (buf.len() * 2).max(buf.len() + n).min(limit);
            buf.try_reserve_exact(target - buf.len()).map_err(oom)?;
        }
        buf.extend_from_slice(&chunk[..n]);
    }
    Ok(buf)
}

// ---------------------------------------------------------------------------------------------
// Writing.

/// Whether [`write_atomic`] may write `path` with this `is_ours`, checked without writing:
/// [`check_replaceable_bytes`] for a `Path`.
#[cfg(feature = "std")]
pub fn check_replaceable(path: &Path, is_ours: impl Fn(&[u8]) -> bool) -> Result<(), FileError> {
    check_replaceable_bytes(bytes_of(path), is_ours)
}

/// Whether [`write_atomic_bytes`] may write `path` (the path's bytes) with this `is_ours`,
/// checked without writing: for tools that take an output path and measure for minutes
/// before they write, so that a path they would refuse is refused before the work, not after
/// it.
///
/// The checks are exactly [`write_atomic_bytes`]'s own first step: `path` must have no NUL
/// byte, an existing `path` must be a regular file (not a symbolic link) whose start (its
/// first 1 MiB) `is_ours` accepts, and `path` must name a file. The directory is not checked
/// here (creating the temporary file in it is what tells), and the answer can change before
/// the write: [`write_atomic_bytes`] checks again.
pub fn check_replaceable_bytes(
    path: &[u8],
    is_ours: impl Fn(&[u8]) -> bool,
) -> Result<(), FileError> {
    let c = c_path(path).ok_or_else(|| FileError::new(path, Op::Write, c_path_error(path)))?;
    match stat(&c, false) {
        Ok(st) => {
            if is_type(&st, libc::S_IFLNK) {
                return Err(FileError::new(path, Op::Replace, Kind::Symlink));
            }
            if !is_type(&st, libc::S_IFREG) {
                return Err(FileError::new(
                    path,
                    Op::Replace,
                    Kind::NotRegular(type_name(st.st_mode)),
                ));
            }
            // The start is enough to recognise a file of ours, however long it is.
            let (fd, len) = open_regular(path, &c, libc::O_NOFOLLOW, Op::Replace)?;
            let existing = read_at_most(&fd, EXISTING_CAP, len.min(EXISTING_CAP as u64) as usize)
                .map_err(|e| FileError::io(path, Op::Replace, "read", e))?;
            if !is_ours(&existing) {
                let first = existing.split(|&b| b == b'\n').next().unwrap_or(&[]);
                return Err(FileError::new(
                    path,
                    Op::Replace,
                    Kind::NotOurs {
                        start: excerpt(first, EXCERPT_BYTES),
                    },
                ));
            }
        }
        Err(libc::ENOENT) => {}
        Err(e) => return Err(FileError::os(path, Op::Write, "lstat", e)),
    }
    if file_name(path).is_none() {
        return Err(FileError::new(path, Op::Write, Kind::NoFileName));
    }
    Ok(())
}

/// Replaces (or creates) `path` with `contents`, atomically, and only over a file of ours:
/// [`write_atomic_bytes`] for a `Path`.
#[cfg(feature = "std")]
pub fn write_atomic(
    path: &Path,
    contents: &[u8],
    is_ours: impl Fn(&[u8]) -> bool,
) -> Result<(), FileError> {
    write_atomic_bytes(bytes_of(path), contents, is_ours)
}

/// Replaces (or creates) the file at `path` (the path's bytes; no NUL) with `contents`,
/// atomically, and only over a file of ours.
///
/// If `path` exists it must be a regular file (a symbolic link is refused, not followed; so
/// is a directory, FIFO, device or socket) for which `is_ours` is true of its first 1 MiB
/// (the whole file when shorter); otherwise nothing is written and the error says why
/// ([`FileError::is_refused_overwrite`]), with at most [`EXCERPT_BYTES`] of the file's first
/// line.
///
/// The content is written to a new temporary file in the same directory (named
/// `.memcpy-jit.<pid>.<counter>.<random>.tmp`, created with `O_CREAT | O_EXCL | O_NOFOLLOW`
/// and mode [`CREATE_MODE`]), synced to disk, and renamed over `path`; on any failure the
/// temporary file is removed. Readers therefore see the old content or the new, never part of
/// it, and concurrent writers leave one complete file (the last rename wins). The race that
/// remains between the ownership check and the rename is described in the module
/// documentation.
pub fn write_atomic_bytes(
    path: &[u8],
    contents: &[u8],
    is_ours: impl Fn(&[u8]) -> bool,
) -> Result<(), FileError> {
    check_replaceable_bytes(path, &is_ours)?;
    // `check_replaceable_bytes` refused a path with a NUL, or naming no file.
    let nul = || FileError::new(path, Op::Write, c_path_error(path));
    let target = c_path(path).ok_or_else(nul)?;
    let dir: &[u8] = match parent(path) {
        Some(p) if !p.is_empty() => p,
        _ => b".",
    };
    let (tmp_path, tmp) = create_temp(dir).map_err(|e| {
        FileError::io(
            path,
            Op::Write,
            "creating a temporary file in its directory",
            e,
        )
    })?;
    let steps = (|| {
        write_all(&tmp, contents).map_err(|e| ("writing the temporary file", e))?;
        fsync(&tmp).map_err(|e| ("syncing the temporary file", Cause::Os(e)))?;
        // SAFETY: both paths are NUL-terminated and outlive the call.
        if unsafe { libc::rename(tmp_path.as_ptr(), target.as_ptr()) } != 0 {
            return Err(("renaming the temporary file over it", Cause::Os(errno())));
        }
        Ok(())
    })();
    drop(tmp);
    if let Err((during, e)) = steps {
        // SAFETY: `tmp_path` is NUL-terminated and outlives the call; it names the file
        // this call created (a failed unlink leaves it, as std's `remove_file` would).
        unsafe { libc::unlink(tmp_path.as_ptr()) };
        return Err(FileError::io(path, Op::Write, during, e));
    }
    // Make the rename itself durable; the content is already complete either way.
    if let Some(d) = c_path(dir).and_then(|c| open(&c, libc::O_RDONLY, 0).ok()) {
        let _ = fsync(&d);
    }
    Ok(())
}

/// Creates a new, empty temporary file in `dir` with a name no other writer uses; returns its
/// path and its descriptor (open for writing).
fn create_temp(dir: &[u8]) -> Result<(CString, Fd), Cause> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut last = libc::EEXIST;
    for _ in 0..16 {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        // SAFETY: getpid has no preconditions and cannot fail.
        let pid = unsafe { libc::getpid() };
        // (Every allocation checked: the preload library writes its recording with this at
        // exit, in a program that may have run out of memory; issue 23.)
        let name = try_format!(
            oom!("a temporary file's name"),
            ".memcpy-jit.{pid}.{n}.{:016x}.tmp",
            noise(n)
        )
        .map_err(|_| Cause::OutOfMemory)?;
        // `dir.join(name)`.
        let mut p = Vec::new();
        p.try_reserve_exact(dir.len() + 1 + name.len() + 1)
            .map_err(|_| Cause::OutOfMemory)?;
        p.extend_from_slice(dir);
        if !p.ends_with(b"/") {
            p.push(b'/');
        }
        p.extend_from_slice(name.as_bytes());
        let p = CString::new(p).map_err(|_| Cause::Os(libc::EINVAL))?;
        let flags = libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL | libc::O_NOFOLLOW;
        match open(&p, flags, CREATE_MODE) {
            Ok(fd) => return Ok((p, fd)),
            Err(libc::EEXIST) => last = libc::EEXIST,
            Err(e) => return Err(Cause::Os(e)),
        }
    }
    Err(Cause::Os(last))
}

/// 64 bits for a temporary file's name that others cannot guess: the kernel's random bytes
/// (`getrandom`, never blocking; zeros where it gives none), the wall-clock time in
/// nanoseconds, the counter `n` and an address of this stack (randomised per process), mixed.
fn noise(n: u64) -> u64 {
    let mut key = [0u8; 8];
    #[cfg(any(target_os = "linux", target_os = "android"))]
    // SAFETY: `key` is writable for `key.len()` bytes; getrandom writes at most that many, and
    // with GRND_NONBLOCK fails at once (EAGAIN) instead of waiting for entropy. Its result is
    // not needed: bytes it did not write stay zero and the other inputs remain.
    let _ = unsafe { libc::getrandom(key.as_mut_ptr().cast(), key.len(), libc::GRND_NONBLOCK) };
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a writable timespec; CLOCK_REALTIME always exists (on failure `ts`
    // stays zero, which only makes the name less unpredictable).
    let _ = unsafe { libc::clock_gettime(libc::CLOCK_REALTIME, &mut ts) };
    let nanos = (ts.tv_sec as u64)
        .wrapping_mul(1_000_000_000)
        .wrapping_add(ts.tv_nsec as u64);
    let here = core::ptr::addr_of!(key) as usize as u64;
    mix(u64::from_ne_bytes(key) ^ mix(nanos ^ mix(n ^ mix(here))))
}

/// The SplitMix64 finaliser: every input bit affects every output bit.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

// ---------------------------------------------------------------------------------------------
// Directories.

/// Permission bits (before the umask) of the missing parent directories
/// [`create_own_dir_bytes`] creates: owner only, as the XDG Base Directory specification asks
/// of a cache directory it has to create (`$XDG_CACHE_HOME`, `~/.cache`).
pub const PARENT_DIR_MODE: u32 = 0o700;

/// Permission bits (before the umask) of the directory [`create_own_dir_bytes`] creates for
/// our files: readable by all, writable by the owner, like the files in it ([`CREATE_MODE`]).
pub const OWN_DIR_MODE: u32 = 0o755;

/// Makes `dir` a directory we may write our files into, creating what is missing:
/// [`create_own_dir_bytes`] for a `Path`.
#[cfg(feature = "std")]
pub fn create_own_dir(dir: &Path) -> Result<(), FileError> {
    create_own_dir_bytes(bytes_of(dir))
}

/// Makes `dir` (the path's bytes; no NUL) a directory we may write our files into, creating
/// what is missing.
///
/// Missing parents are created with [`PARENT_DIR_MODE`] (an existing parent is left as it
/// is, and may be a symbolic link: `~/.cache` pointing to another disk is the user's
/// choice). `dir` itself is created with [`OWN_DIR_MODE`] if absent, and then, new or not,
/// must be a real directory (a symbolic link there is refused, not followed: it is not one
/// we expect), owned by this process's effective user, and not writable by group or others
/// (who could otherwise swap files in it). Nothing existing is modified; the error says
/// which check failed.
pub fn create_own_dir_bytes(dir: &[u8]) -> Result<(), FileError> {
    let c = c_path(dir).ok_or_else(|| FileError::new(dir, Op::Write, Kind::NulInPath))?;
    let fail = |during, e| FileError::os(dir, Op::Write, during, e);
    if let Some(parent) = parent(dir).filter(|p| !p.is_empty()) {
        create_dir_all(parent, PARENT_DIR_MODE)
            .map_err(|e| fail("creating its parent directory", e))?;
    }
    match mkdir(&c, OWN_DIR_MODE) {
        Ok(()) | Err(libc::EEXIST) => {}
        Err(e) => return Err(fail("creating the directory", e)),
    }
    let st = stat(&c, false).map_err(|e| fail("lstat", e))?;
    if is_type(&st, libc::S_IFLNK) {
        return Err(FileError::new(dir, Op::Write, Kind::Symlink));
    }
    if !is_type(&st, libc::S_IFDIR) {
        return Err(FileError::new(
            dir,
            Op::Write,
            Kind::NotDirectory(type_name(st.st_mode)),
        ));
    }
    // SAFETY: geteuid has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    if st.st_uid != me {
        let owner = st.st_uid;
        return Err(FileError::new(dir, Op::Write, Kind::NotOwned { owner, me }));
    }
    let mode = st.st_mode & 0o7777;
    if mode & 0o022 != 0 {
        return Err(FileError::new(
            dir,
            Op::Write,
            Kind::WritableByOthers { mode },
        ));
    }
    Ok(())
}

/// `std::fs::DirBuilder::new().recursive(true).mode(mode).create(path)`, step for step (an
/// existing directory, or a link to one, is success; so is a directory another process creates
/// meanwhile), without recursion: the ancestors that are missing are created from the top.
/// `path` has no NUL (it is a prefix of a checked path).
fn create_dir_all(path: &[u8], mode: u32) -> Result<(), i32> {
    let c = |p: &[u8]| c_path(p).ok_or(libc::EINVAL);
    let is_dir = |p: &CStr| stat(p, true).is_ok_and(|st| is_type(&st, libc::S_IFDIR));
    // The paths whose `mkdir` failed for a missing parent, deepest first.
    let mut missing = Vec::new();
    let mut p = path;
    while !p.is_empty() {
        let cp = c(p)?;
        match mkdir(&cp, mode) {
            Ok(()) => break,
            Err(libc::ENOENT) => {}
            Err(_) if is_dir(&cp) => break,
            Err(e) => return Err(e),
        }
        missing.push(cp);
        // (std fails "to create whole tree" when a path with no parent is missing.)
        p = parent(p).ok_or(libc::ENOENT)?;
    }
    while let Some(cp) = missing.pop() {
        match mkdir(&cp, mode) {
            Ok(()) => {}
            Err(_) if is_dir(&cp) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Messages.

/// `bytes` escaped for a one-line message, cut after about `max` bytes with a `…`.
///
/// Printable text is kept; control characters, quotes, backslashes and other characters Rust's
/// `escape_debug` escapes come out as escapes (`\n`, `\"`, `\u{202e}`), bytes that are not
/// UTF-8 as `\xNN`. The result has at most `max` bytes plus the 3-byte `…`. Only the start of
/// `bytes` is looked at, so a huge input costs nothing.
pub fn excerpt(bytes: &[u8], max: usize) -> String {
    // Each input byte yields at most 10 output bytes (`\u{10ffff}` for 4 input bytes, `\xNN`
    // for 1), so this much input is enough to fill `max` bytes, and to know there is more.
    let head = &bytes[..bytes.len().min(max.saturating_add(1))];
    let mut out = String::new();
    let mut fits = |piece: &str| {
        if out.len() + piece.len() > max {
            return false;
        }
        out.push_str(piece);
        true
    };
    let mut complete = true;
    'chunks: for chunk in head.utf8_chunks() {
        for c in chunk.valid().chars() {
            let piece: String = match c {
                '\'' => "'".into(),
                c => c.escape_debug().collect(),
            };
            if !fits(&piece) {
                complete = false;
                break 'chunks;
            }
        }
        for b in chunk.invalid() {
            if !fits(&format!("\\x{b:02x}")) {
                complete = false;
                break 'chunks;
            }
        }
    }
    if !complete || head.len() < bytes.len() {
        out.push('…');
    }
    out
}

/// `path` for a message: [`shown_path_bytes`] of a `Path`.
#[cfg(feature = "std")]
pub fn shown_path(path: &Path) -> String {
    shown_path_bytes(bytes_of(path))
}

/// `path` (a path's bytes) for a message: escaped like [`excerpt`], and if longer than
/// [`PATH_BYTES`], its start and end with `…` between (the file name is kept).
pub fn shown_path_bytes(path: &[u8]) -> String {
    let full = excerpt(path, usize::MAX);
    if full.len() <= PATH_BYTES {
        return full;
    }
    let mut head = PATH_BYTES / 3;
    while !full.is_char_boundary(head) {
        head -= 1;
    }
    let mut tail = full.len() - (PATH_BYTES - head - 3);
    while !full.is_char_boundary(tail) {
        tail += 1;
    }
    let mut s = String::with_capacity(PATH_BYTES);
    let _ = write!(s, "{}…{}", &full[..head], &full[tail..]);
    s
}

/// [`shown_path_bytes`] written where it is needed, allocating nothing (for the notes of
/// `Memcpy::tuned()`'s build, which must survive a refused allocation: issue 23). It writes
/// exactly what `shown_path_bytes` returns (tested).
pub(crate) struct ShownPath<'a>(pub(crate) &'a [u8]);

impl fmt::Display for ShownPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Count(usize);
        impl fmt::Write for Count {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                self.0 += s.len();
                Ok(())
            }
        }
        let mut n = Count(0);
        write_escaped(self.0, &mut n)?;
        if n.0 <= PATH_BYTES {
            return write_escaped(self.0, f);
        }
        // The characters wholly before `head`, `…`, and those that start at `tail` or after:
        // `shown_path_bytes`'s cut, made while writing.
        struct Window<'a, 'b> {
            f: &'a mut fmt::Formatter<'b>,
            at: usize,
            head: usize,
            tail: usize,
            cut: bool,
        }
        impl fmt::Write for Window<'_, '_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                for c in s.chars() {
                    let end = self.at + c.len_utf8();
                    if end <= self.head || self.at >= self.tail {
                        if self.at >= self.tail && !self.cut {
                            self.f.write_char('…')?;
                            self.cut = true;
                        }
                        self.f.write_char(c)?;
                    }
                    self.at = end;
                }
                Ok(())
            }
        }
        let head = PATH_BYTES / 3;
        let mut w = Window {
            f,
            at: 0,
            head,
            tail: n.0 - (PATH_BYTES - head - 3),
            cut: false,
        };
        write_escaped(self.0, &mut w)
    }
}

/// `bytes` escaped as [`excerpt`] escapes them, without a limit.
fn write_escaped(bytes: &[u8], w: &mut impl fmt::Write) -> fmt::Result {
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '\'' => w.write_char('\'')?,
                c => write!(w, "{}", c.escape_debug())?,
            }
        }
        for b in chunk.invalid() {
            write!(w, "\\x{b:02x}")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shown_path_writes_what_shown_path_bytes_returns() {
        let long = "d/".repeat(200) + "file\u{202e}.profile";
        let mut cases: Vec<Vec<u8>> = vec![
            b"/plain/path".to_vec(),
            b"/a\nb\"c'\\d".to_vec(),
            b"/bad\xff\xfe/x".to_vec(),
            "/\u{2066}bidi\u{2028}".as_bytes().to_vec(),
            long.into_bytes(),
        ];
        for n in [150, 159, 160, 161, 170, 400] {
            cases.push(vec![b'z'; n]);
            let mut v = "é".repeat(n / 2).into_bytes();
            v.extend(b"\x80\n");
            cases.push(v);
        }
        for p in cases {
            assert_eq!(ShownPath(&p).to_string(), shown_path_bytes(&p), "{p:?}");
        }
    }

    #[test]
    fn excerpt_escapes_and_bounds() {
        assert_eq!(excerpt(b"plain text", 60), "plain text");
        assert_eq!(excerpt(b"a\nb\"c'\\", 60), "a\\nb\\\"c'\\\\");
        assert_eq!(excerpt(b"\xff\xfeok", 60), "\\xff\\xfeok");
        assert_eq!(excerpt("\u{202e}x".as_bytes(), 60), "\\u{202e}x");
        let long = vec![b'z'; 1 << 20];
        let e = excerpt(&long, 60);
        assert_eq!(e, format!("{}…", "z".repeat(60)));
        let e = excerpt(&[0u8; 1000], 60);
        assert!(e.len() <= 63 && e.ends_with('…'), "{e}");
        assert_eq!(excerpt(b"abc", 3), "abc");
        assert_eq!(excerpt(b"abcd", 3), "abc…");
        // Multi-byte characters are never split.
        let e = excerpt("ééééé".as_bytes(), 5);
        assert_eq!(e, "éé…");
    }

    #[test]
    fn a_file_that_reports_size_0_is_still_capped() {
        // procfs reports 0 bytes for /proc/self/status and yields about 1.5 KiB.
        let p = Path::new("/proc/self/status");
        if !p.exists() {
            return;
        }
        let e = read_capped(p, 64).unwrap_err().to_string();
        assert!(e.contains("more than the 64 bytes"), "{e}");
        let all = read_capped(p, 1 << 20).unwrap();
        assert!(all.len() > 64 && all.starts_with(b"Name:"));
        // At the cap exactly: accepted; one byte less: refused.
        let n = read_capped(Path::new("/proc/self/cmdline"), 1 << 20)
            .unwrap()
            .len();
        assert!(read_capped(Path::new("/proc/self/cmdline"), n).is_ok());
        assert!(read_capped(Path::new("/proc/self/cmdline"), n - 1).is_err());
    }

    /// The text printed without std (`strerror_r`) is the text std's `io::Error` prints, for
    /// every error number Linux has, and for numbers it has not.
    #[test]
    fn errno_text_without_std_is_std_s() {
        for e in (0..=140).chain([4095, 9999, -1, i32::MAX]) {
            let ours = Errno(e).to_string();
            let std = std::io::Error::from_raw_os_error(e).to_string();
            assert_eq!(ours, std, "errno {e}");
        }
        assert!(Errno(libc::ENOENT).to_string().ends_with(" (os error 2)"));
    }

    /// A FileError carries the error number, not an `io::Error`: its message, `os_error`,
    /// `is_not_found` and the `io::Error` rebuilt for std users.
    #[test]
    fn a_file_error_carries_the_errno() {
        let e = FileError::os(b"/some\nwhere", Op::Read, "", libc::ENOENT);
        assert_eq!(
            e.to_string(),
            "/some\\nwhere: cannot read: No such file or directory (os error 2)"
        );
        assert_eq!(e.os_error(), Some(libc::ENOENT));
        assert!(e.is_not_found() && !e.is_refused_overwrite());
        let io = e.io_error().unwrap();
        assert_eq!(io.kind(), std::io::ErrorKind::NotFound);
        assert_eq!(io.raw_os_error(), Some(libc::ENOENT));
        assert!(core::error::Error::source(&e).is_none());
        let e = FileError::os(b"d", Op::Write, "lstat", libc::EACCES);
        assert_eq!(
            e.reason(),
            "cannot write: lstat: Permission denied (os error 13)"
        );
        assert!(!e.is_not_found());
        // The failures that are not the OS's: texts as std's io::Error of the same kind.
        for (cause, kind) in [
            (Cause::OutOfMemory, std::io::ErrorKind::OutOfMemory),
            (Cause::WriteZero, std::io::ErrorKind::WriteZero),
        ] {
            let e = FileError::io(b"f", Op::Write, "writing", cause);
            assert_eq!(e.os_error(), None);
            let io = e.io_error().unwrap();
            assert_eq!(io.kind(), kind);
            assert_eq!(e.reason(), format!("cannot write: writing: {io}"));
        }
        // (`Write::write_all`'s text when `write` returns 0.)
        assert_eq!(Cause::WriteZero.to_string(), "failed to write whole buffer");
        let e = FileError::new(b"f", Op::Replace, Kind::Symlink);
        assert!(e.os_error().is_none() && e.io_error().is_none());
    }

    /// The byte paths are split into parent and file name exactly as `Path` splits them (what
    /// `write_atomic` and `create_own_dir` did with `Path::parent` and `Path::file_name`).
    #[test]
    fn paths_split_as_path_does() {
        use std::os::unix::ffi::OsStrExt;
        let cases = [
            "",
            "/",
            "//",
            "///",
            ".",
            "..",
            "./",
            "../",
            "./.",
            "/.",
            "/..",
            "a",
            "a/",
            "a//",
            "a/.",
            "a/./",
            "a/./.",
            "a/..",
            "a/../",
            "/a",
            "//a",
            "/a/",
            "/a/b",
            "/a//b",
            "a/b",
            "a/./b",
            "a/.//b/",
            "./a",
            ".//a",
            "../a",
            "a./b",
            "a/.b",
            "a/b.",
            ".a",
            "..a",
            "/./a",
            "a/b/c/./",
            "x/../y",
            "/tmp/x/memcpy-jit/p.txt",
            "./.hidden/",
        ];
        for case in cases {
            let p = Path::new(case);
            let want_parent = p.parent().map(|q| q.as_os_str().as_bytes());
            let want_name = p.file_name().map(|n| n.as_bytes());
            assert_eq!(parent(case.as_bytes()), want_parent, "parent of {case:?}");
            assert_eq!(
                file_name(case.as_bytes()),
                want_name,
                "file name of {case:?}"
            );
        }
    }

    /// A NUL byte in a path is a clear error from every function that takes one, never a
    /// panic and never a truncated path (`a\0b` is not `a`).
    #[test]
    fn a_path_with_a_nul_is_refused() {
        use std::os::unix::ffi::OsStrExt;
        let nul = b"/tmp/a\0b";
        let check = |e: FileError, op: &str| {
            assert_eq!(
                e.to_string(),
                format!("/tmp/a\\0b: {op}: the path contains a NUL byte")
            );
            assert!(e.os_error().is_none() && !e.is_not_found());
        };
        check(read_capped_bytes(nul, 10).unwrap_err(), "cannot read");
        check(
            check_replaceable_bytes(nul, |_| true).unwrap_err(),
            "cannot write",
        );
        check(
            write_atomic_bytes(nul, b"x", |_| true).unwrap_err(),
            "cannot write",
        );
        check(create_own_dir_bytes(nul).unwrap_err(), "cannot write");
        let p = Path::new(std::ffi::OsStr::from_bytes(nul));
        check(read_capped(p, 10).unwrap_err(), "cannot read");
        check(write_atomic(p, b"x", |_| true).unwrap_err(), "cannot write");
        check(create_own_dir(p).unwrap_err(), "cannot write");
    }

    #[test]
    fn long_paths_keep_both_ends() {
        let p = format!("/{}/{}/name.txt", "a".repeat(300), "b\n".repeat(300));
        let s = shown_path(Path::new(&p));
        assert!(s.len() <= PATH_BYTES, "{}", s.len());
        assert!(s.starts_with("/aaa") && s.ends_with("/name.txt"), "{s}");
        assert!(s.contains('…') && !s.contains('\n'));
        assert_eq!(shown_path(Path::new("/tmp/x")), "/tmp/x");
    }
}
