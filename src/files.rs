//! The crate's file policy: every file the library or its tools read or write goes through
//! here.
//!
//! The library runs inside other people's processes, and the paths it is given come from
//! environment variables and command lines, so a path may name anything: a FIFO, a device, a
//! directory, a 1 GiB sparse file, someone's `~/.bashrc`, a symbolic link to it. The rules:
//!
//! - **Reading** ([`read_capped`]): the file is opened non-blocking (a FIFO cannot hang the
//!   `open`), checked on the opened descriptor to be a regular file (a FIFO, directory,
//!   device or socket is refused, naming what it is), refused if its size exceeds the caller's
//!   cap, and read for at most cap + 1 bytes (a file that grows while it is read, or a
//!   `/proc`-style file that reports size 0, is refused once it passes the cap). No more than
//!   cap + 1 bytes are ever allocated.
//! - **Writing** ([`write_atomic`]): an existing file is replaced only if it is a regular
//!   file (not a symbolic link: links are not followed) and the caller recognises its content
//!   as its own; the new content goes to a fresh temporary file in the same directory
//!   (created with `O_EXCL`, so never through an existing name or link), is synced, and is
//!   renamed over the target, so a reader sees the old file or the new one, never a torn one,
//!   and concurrent writers leave one complete file.
//! - **Directories** ([`create_own_dir`]): the directory our files go in is created if
//!   missing (its missing parents owner-only, 0700, as the XDG specification asks), and must
//!   then be a real directory, not a symbolic link, owned by this user and not writable by
//!   anyone else; otherwise nothing is written there.
//! - **Messages** ([`FileError`], [`excerpt`], [`shown_path`]): bounded. Paths are escaped
//!   and shortened; file content appears only as a short escaped excerpt.
//!
//! What remains racy, honestly: the check that an existing file is ours and the `rename` that
//! replaces it are two steps. Someone who can write the directory can swap a different file
//! in between, and it is then replaced (the swapped-in file, never a link's target: `rename`
//! replaces a link itself). Closing that needs `renameat2(RENAME_EXCHANGE)` and a re-check,
//! which not every filesystem supports; anyone able to do this can delete the file anyway.

use std::collections::hash_map::RandomState;
use std::fmt::{self, Write as _};
use std::fs::{self, File, FileType, OpenOptions};
use std::hash::{BuildHasher, Hasher};
use std::io::{self, Read, Write};
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Longest excerpt of a file's content in any message, in bytes (before the `…` that marks a
/// cut).
pub const EXCERPT_BYTES: usize = 60;

/// Longest path shown in any message, in bytes (the middle is elided beyond this).
pub const PATH_BYTES: usize = 160;

/// How much of an existing file [`write_atomic`] reads to decide whether it is ours (its
/// start: a longer file is judged on these bytes).
const EXISTING_CAP: usize = 1 << 20;

/// Permission bits of a file [`write_atomic`] creates (before the umask): readable by all,
/// writable by the owner, like the files `std::fs::write` creates. What this module writes
/// (calibrations, profiles) is measurement, not secret, and other processes of the machine
/// are meant to reuse it.
pub const CREATE_MODE: u32 = 0o644;

/// Why a file was not read or written. Its message is one line of bounded length: the path
/// (escaped, shortened to [`PATH_BYTES`]), what was being done, and why.
#[derive(Debug)]
pub struct FileError {
    /// The path as given: escaped and shortened only when shown, so an error that is handled
    /// without being shown (a missing optional file) costs no formatting.
    path: PathBuf,
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
    Io {
        during: &'static str,
        error: io::Error,
    },
    NotRegular(&'static str),
    TooLarge {
        size: Option<u64>,
        cap: usize,
    },
    Symlink,
    NotOurs {
        start: String,
    },
    NoFileName,
    NotDirectory(&'static str),
    NotOwned {
        owner: u32,
        me: u32,
    },
    WritableByOthers {
        mode: u32,
    },
}

impl FileError {
    fn new(path: &Path, op: Op, kind: Kind) -> FileError {
        FileError {
            path: path.to_path_buf(),
            op,
            kind,
        }
    }

    fn io(path: &Path, op: Op, during: &'static str, error: io::Error) -> FileError {
        FileError::new(path, op, Kind::Io { during, error })
    }

    /// The path, escaped and shortened as it appears in the message.
    pub fn path(&self) -> String {
        shown_path(&self.path)
    }

    /// The message without the path: what was being done and why it failed.
    pub fn reason(&self) -> String {
        let op = match self.op {
            Op::Read => "cannot read",
            Op::Replace => "not overwritten",
            Op::Write => "cannot write",
        };
        let why = match &self.kind {
            Kind::Io { during: "", error } => format!("{error}"),
            Kind::Io { during, error } => format!("{during}: {error}"),
            Kind::NotRegular(what) => format!("{what}, not a regular file"),
            Kind::TooLarge {
                size: Some(size),
                cap,
            } => format!("{size} bytes, more than the {cap} allowed"),
            Kind::TooLarge { size: None, cap } => {
                format!("more than the {cap} bytes allowed (the file grew, or reports no size)")
            }
            Kind::Symlink => "a symbolic link (links are not followed)".to_string(),
            Kind::NotOurs { start } => {
                format!("the file exists and is not a memcpy-jit file (it starts \"{start}\")")
            }
            Kind::NoFileName => "the path does not name a file".to_string(),
            Kind::NotDirectory(what) => format!("{what}, not a directory"),
            Kind::NotOwned { owner, me } => {
                format!("the directory belongs to uid {owner}, not to this user (uid {me})")
            }
            Kind::WritableByOthers { mode } => {
                format!("the directory is writable by other users (mode {mode:04o})")
            }
        };
        format!("{op}: {why}")
    }

    /// The operating system's error, when that is what failed.
    pub fn io_error(&self) -> Option<&io::Error> {
        match &self.kind {
            Kind::Io { error, .. } => Some(error),
            _ => None,
        }
    }

    /// True when the file does not exist (reading it failed with `ENOENT`).
    pub fn is_not_found(&self) -> bool {
        self.io_error()
            .is_some_and(|e| e.kind() == io::ErrorKind::NotFound)
    }

    /// True when an existing file was left alone because it is not ours (not a regular file,
    /// a symbolic link, or content the caller did not recognise).
    pub fn is_refused_overwrite(&self) -> bool {
        self.op == Op::Replace
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", shown_path(&self.path), self.reason())
    }
}

impl std::error::Error for FileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.io_error().map(|e| e as _)
    }
}

/// Reads `path` whole, if it is a regular file of at most `cap` bytes.
///
/// Opened with `O_RDONLY | O_NONBLOCK | O_CLOEXEC`, so opening a FIFO returns at once; the
/// file type and size are then taken from the opened descriptor (`fstat`), so what is checked
/// is what is read. Refused: anything but a regular file (directory, FIFO, character or block
/// device such as `/dev/zero`, socket), a size above `cap`, and a file that yields more than
/// `cap` bytes however large it claims to be. At most `cap + 1` bytes are allocated. Symbolic
/// links are followed (reading through one is harmless; see [`write_atomic`] for writing).
pub fn read_capped(path: &Path, cap: usize) -> Result<Vec<u8>, FileError> {
    read_capped_as(path, cap, 0, Op::Read)
}

/// [`read_capped`] with extra `open` flags, for `op`.
fn read_capped_as(path: &Path, cap: usize, flags: i32, op: Op) -> Result<Vec<u8>, FileError> {
    let (file, len) = open_regular(path, flags, op)?;
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
    read_at_most(&file, cap.saturating_add(1), len as usize)
        .map_err(|e| FileError::io(path, op, "read", e))
        .and_then(|buf| {
            if buf.len() > cap {
                Err(FileError::new(path, op, Kind::TooLarge { size: None, cap }))
            } else {
                Ok(buf)
            }
        })
}

/// Opens `path` for reading, non-blocking, and checks on the descriptor that it is a regular
/// file; returns it with its size.
fn open_regular(path: &Path, flags: i32, op: Op) -> Result<(File, u64), FileError> {
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_CLOEXEC | flags)
        .open(path)
        .map_err(|e| {
            if e.raw_os_error() == Some(libc::ELOOP) && flags & libc::O_NOFOLLOW != 0 {
                FileError::new(path, op, Kind::Symlink)
            } else {
                FileError::io(path, op, "", e)
            }
        })?;
    let meta = file
        .metadata()
        .map_err(|e| FileError::io(path, op, "fstat", e))?;
    if !meta.file_type().is_file() {
        return Err(FileError::new(
            path,
            op,
            Kind::NotRegular(type_name(meta.file_type())),
        ));
    }
    Ok((file, meta.len()))
}

/// Reads until end of file or `limit` bytes, allocating at most `limit` bytes (`expect` is the
/// size the file reported, used for the first allocation).
fn read_at_most(mut file: &File, limit: usize, expect: usize) -> io::Result<Vec<u8>> {
    let oom = |_| io::Error::from(io::ErrorKind::OutOfMemory);
    let mut buf = Vec::new();
    buf.try_reserve_exact(expect.saturating_add(1).min(limit))
        .map_err(oom)?;
    let mut chunk = [0u8; 8192];
    while buf.len() < limit {
        let want = chunk.len().min(limit - buf.len());
        let n = match file.read(&mut chunk[..want]) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
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

fn type_name(t: FileType) -> &'static str {
    if t.is_file() {
        "a regular file"
    } else if t.is_dir() {
        "a directory"
    } else if t.is_fifo() {
        "a FIFO (named pipe)"
    } else if t.is_char_device() {
        "a character device"
    } else if t.is_block_device() {
        "a block device"
    } else if t.is_socket() {
        "a socket"
    } else if t.is_symlink() {
        "a symbolic link"
    } else {
        "not a file"
    }
}

/// Whether [`write_atomic`] may write `path` with this `is_ours`, checked without writing:
/// for tools that take an output path and measure for minutes before they write, so that a
/// path they would refuse is refused before the work, not after it.
///
/// The checks are exactly [`write_atomic`]'s own first step: an existing `path` must be a
/// regular file (not a symbolic link) whose start (its first 1 MiB) `is_ours` accepts, and
/// `path` must name a file. The directory is not checked here (creating the temporary file in
/// it is what tells), and the answer can change before the write: [`write_atomic`] checks
/// again.
pub fn check_replaceable(path: &Path, is_ours: impl Fn(&[u8]) -> bool) -> Result<(), FileError> {
    match fs::symlink_metadata(path) {
        Ok(meta) => {
            let t = meta.file_type();
            if t.is_symlink() {
                return Err(FileError::new(path, Op::Replace, Kind::Symlink));
            }
            if !t.is_file() {
                return Err(FileError::new(
                    path,
                    Op::Replace,
                    Kind::NotRegular(type_name(t)),
                ));
            }
            // The start is enough to recognise a file of ours, however long it is.
            let (file, len) = open_regular(path, libc::O_NOFOLLOW, Op::Replace)?;
            let existing = read_at_most(&file, EXISTING_CAP, len.min(EXISTING_CAP as u64) as usize)
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
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(FileError::io(path, Op::Write, "lstat", e)),
    }
    if path.file_name().is_none() {
        return Err(FileError::new(path, Op::Write, Kind::NoFileName));
    }
    Ok(())
}

/// Replaces (or creates) `path` with `contents`, atomically, and only over a file of ours.
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
pub fn write_atomic(
    path: &Path,
    contents: &[u8],
    is_ours: impl Fn(&[u8]) -> bool,
) -> Result<(), FileError> {
    check_replaceable(path, &is_ours)?;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let (tmp_path, mut tmp) = create_temp(dir).map_err(|e| {
        FileError::io(
            path,
            Op::Write,
            "creating a temporary file in its directory",
            e,
        )
    })?;
    let steps = (|| {
        tmp.write_all(contents)
            .map_err(|e| ("writing the temporary file", e))?;
        tmp.sync_all()
            .map_err(|e| ("syncing the temporary file", e))?;
        fs::rename(&tmp_path, path).map_err(|e| ("renaming the temporary file over it", e))
    })();
    drop(tmp);
    if let Err((during, e)) = steps {
        let _ = fs::remove_file(&tmp_path);
        return Err(FileError::io(path, Op::Write, during, e));
    }
    // Make the rename itself durable; the content is already complete either way.
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Permission bits (before the umask) of the missing parent directories
/// [`create_own_dir`] creates: owner only, as the XDG Base Directory specification asks of a
/// cache directory it has to create (`$XDG_CACHE_HOME`, `~/.cache`).
pub const PARENT_DIR_MODE: u32 = 0o700;

/// Permission bits (before the umask) of the directory [`create_own_dir`] creates for our
/// files: readable by all, writable by the owner, like the files in it ([`CREATE_MODE`]).
pub const OWN_DIR_MODE: u32 = 0o755;

/// Makes `dir` a directory we may write our files into, creating what is missing.
///
/// Missing parents are created with [`PARENT_DIR_MODE`] (an existing parent is left as it
/// is, and may be a symbolic link: `~/.cache` pointing to another disk is the user's
/// choice). `dir` itself is created with [`OWN_DIR_MODE`] if absent, and then, new or not,
/// must be a real directory (a symbolic link there is refused, not followed: it is not one
/// we expect), owned by this process's effective user, and not writable by group or others
/// (who could otherwise swap files in it). Nothing existing is modified; the error says
/// which check failed.
pub fn create_own_dir(dir: &Path) -> Result<(), FileError> {
    use std::os::unix::fs::{DirBuilderExt, MetadataExt};
    let fail = |during, e| FileError::io(dir, Op::Write, during, e);
    if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::DirBuilder::new()
            .recursive(true)
            .mode(PARENT_DIR_MODE)
            .create(parent)
            .map_err(|e| fail("creating its parent directory", e))?;
    }
    match fs::DirBuilder::new().mode(OWN_DIR_MODE).create(dir) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(fail("creating the directory", e)),
    }
    let meta = fs::symlink_metadata(dir).map_err(|e| fail("lstat", e))?;
    let t = meta.file_type();
    if t.is_symlink() {
        return Err(FileError::new(dir, Op::Write, Kind::Symlink));
    }
    if !t.is_dir() {
        return Err(FileError::new(
            dir,
            Op::Write,
            Kind::NotDirectory(type_name(t)),
        ));
    }
    // SAFETY: geteuid has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    if meta.uid() != me {
        let owner = meta.uid();
        return Err(FileError::new(dir, Op::Write, Kind::NotOwned { owner, me }));
    }
    let mode = meta.mode() & 0o7777;
    if mode & 0o022 != 0 {
        return Err(FileError::new(
            dir,
            Op::Write,
            Kind::WritableByOthers { mode },
        ));
    }
    Ok(())
}

/// Creates a new, empty temporary file in `dir` with a name no other writer uses.
fn create_temp(dir: &Path) -> io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut last = io::Error::from(io::ErrorKind::AlreadyExists);
    for _ in 0..16 {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        // RandomState's keys are random per process; hashing the time and the counter makes
        // the name unpredictable to others, the pid and counter make it unique among us.
        let mut h = RandomState::new().build_hasher();
        h.write_u64(n);
        if let Ok(t) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
            h.write_u128(t.as_nanos());
        }
        let name = format!(
            ".memcpy-jit.{}.{n}.{:016x}.tmp",
            std::process::id(),
            h.finish()
        );
        let p = dir.join(name);
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(CREATE_MODE)
            .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
            .open(&p)
        {
            Ok(f) => return Ok((p, f)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = e,
            Err(e) => return Err(e),
        }
    }
    Err(last)
}

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

/// `path` for a message: escaped like [`excerpt`], and if longer than [`PATH_BYTES`], its
/// start and end with `…` between (the file name is kept).
pub fn shown_path(path: &Path) -> String {
    use std::os::unix::ffi::OsStrExt;
    let full = excerpt(path.as_os_str().as_bytes(), usize::MAX);
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

#[cfg(test)]
mod tests {
    use super::*;

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
