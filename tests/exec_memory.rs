//! The code pages: (a) write-xor-execute holds — with 200 instances alive no mapping of the
//! process is both writable and executable, and every entry point lies in a read+execute,
//! non-writable mapping; (b) nothing leaks — building and dropping 5000 instances leaves the
//! process's executable anonymous memory and mapping count where they were; (c) when the OS
//! refuses executable memory (a seccomp filter in a child process makes `mmap`/`mprotect`/
//! `pkey_mprotect` with `PROT_EXEC` fail with `EACCES`), `build()` returns an exec-memory
//! error carrying that `EACCES`, and `Memcpy::tuned()` falls back to the plain copy, copies
//! correctly, and says why.

mod common;

use std::sync::Mutex;

use common::Buffers;
use memcpy_jit::{Memcpy, Strategy};
use memcpy_jit_test_support::seccomp;

/// The tests here read the process's memory map, so they take turns (the harness runs tests
/// of one binary on parallel threads).
static MAPS: Mutex<()> = Mutex::new(());

fn lock() -> std::sync::MutexGuard<'static, ()> {
    MAPS.lock().unwrap_or_else(|e| e.into_inner())
}

/// One line of /proc/self/maps.
struct Mapping {
    start: usize,
    end: usize,
    perms: String,
    /// Inode 0 and no path: anonymous memory.
    anonymous: bool,
    line: String,
}

fn maps() -> Vec<Mapping> {
    let text = std::fs::read_to_string("/proc/self/maps").expect("read /proc/self/maps");
    text.lines()
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let (start, end) = f[0].split_once('-').unwrap();
            Mapping {
                start: usize::from_str_radix(start, 16).unwrap(),
                end: usize::from_str_radix(end, 16).unwrap(),
                perms: f[1].to_string(),
                anonymous: f[4] == "0" && f.len() == 5,
                line: line.to_string(),
            }
        })
        .collect()
}

/// Bytes of anonymous executable memory: where generated code lives, and nothing else in a
/// Rust test binary.
fn anon_exec_bytes() -> usize {
    maps()
        .iter()
        .filter(|m| m.anonymous && m.perms.contains('x'))
        .map(|m| m.end - m.start)
        .sum()
}

fn variety(i: usize) -> Memcpy {
    let mut b = Memcpy::builder();
    b.entry_offset(i % 64);
    match i % 4 {
        0 => b.strategy(Strategy::RepMovsb),
        1 => b.strategy(Strategy::Scalar),
        2 => b
            .strategy(Strategy::ErmsGated)
            .threshold([32, 2048, 2112, 1 << 40][i / 4 % 4]),
        _ => b.strategy(Strategy::ErmsGated),
    };
    b.build().unwrap()
}

#[test]
fn no_mapping_is_writable_and_executable() {
    let _turn = lock();
    let alive: Vec<Memcpy> = (0..200).map(variety).collect();
    let maps = maps();
    for m in &maps {
        assert!(
            !(m.perms.contains('w') && m.perms.contains('x')),
            "writable and executable mapping: {}",
            m.line
        );
    }
    for (i, m) in alive.iter().enumerate() {
        let at = m.entry_address();
        let home = maps
            .iter()
            .find(|r| (r.start..r.end).contains(&at))
            .unwrap_or_else(|| panic!("instance {i}: entry {at:#x} is in no mapping"));
        assert!(
            home.perms.starts_with("r-x") && home.anonymous,
            "instance {i} ({}): entry in {}",
            m.strategy(),
            home.line
        );
    }
    // And they run.
    let mut buf = Buffers::new(3000, 64);
    for (i, m) in alive.iter().enumerate() {
        buf.check(m, 3000 - i, i % 64, 0, "alive");
    }
}

#[test]
fn dropped_instances_are_unmapped() {
    let _turn = lock();
    // Warm up: the first builds initialise lazily allocated state (cpuid cache, allocator).
    for i in 0..100 {
        drop(variety(i));
    }
    let (exec_before, lines_before) = (anon_exec_bytes(), maps().len());
    for i in 0..5000 {
        let m = variety(i);
        assert!(m.entry_address() != 0);
        drop(m);
    }
    let (exec_after, lines_after) = (anon_exec_bytes(), maps().len());
    // One leaked instance keeps a 4 KiB page; 5000 would be 20 MB. Allow two pages of noise.
    assert!(
        exec_after <= exec_before + 8192,
        "anonymous executable memory grew from {exec_before} to {exec_after} bytes over 5000 build/drop"
    );
    // Thread stacks of other tests starting and ending move this by a few lines at most.
    assert!(
        lines_after <= lines_before + 16,
        "/proc/self/maps grew from {lines_before} to {lines_after} lines over 5000 build/drop"
    );
}

/// Set in the child process only.
const CHILD_VAR: &str = "MEMCPY_JIT_TEST_EXEC_MEMORY_CHILD";
const CHILD_OK: &str = "child: exec memory denied, fallback ok";
const CHILD_SKIP: &str = "child: SKIP";

/// The child's side of `exec_memory_denied_falls_back`.
fn denied_child() {
    if let Err(e) = seccomp::deny_exec_memory() {
        match e.raw_os_error() {
            Some(libc::EINVAL | libc::EPERM | libc::EACCES | libc::ENOSYS) => {
                println!("{CHILD_SKIP}: seccomp filter not installed: {e}");
                return;
            }
            _ => panic!("installing the seccomp filter failed: {e}"),
        }
    }
    // The filter does what the test relies on: executable mappings are refused with EACCES,
    // others still work.
    // SAFETY: anonymous mappings at the kernel's choice of address, unmapped when created.
    unsafe {
        let rx = libc::mmap(
            std::ptr::null_mut(),
            4096,
            libc::PROT_READ | libc::PROT_EXEC,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        );
        assert_eq!(
            rx,
            libc::MAP_FAILED,
            "the filter let an executable mmap through"
        );
        assert_eq!(
            std::io::Error::last_os_error().raw_os_error(),
            Some(libc::EACCES)
        );
        let rw = libc::mmap(
            std::ptr::null_mut(),
            4096,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        );
        assert_ne!(rw, libc::MAP_FAILED, "the filter refused a plain mmap");
        libc::munmap(rw, 4096);
    }

    for (s, t) in [
        (Strategy::RepMovsb, None),
        (Strategy::Scalar, None),
        (Strategy::ErmsGated, Some(2112)),
    ] {
        let mut b = Memcpy::builder();
        b.strategy(s);
        if let Some(t) = t {
            b.threshold(t);
        }
        let e = b
            .build()
            .expect_err(&format!("{s} was built without executable memory"));
        assert!(e.is_exec_memory(), "{s}: {e}");
        assert_eq!(e.os_error(), Some(libc::EACCES), "{s}: {e}");
        let io = e.io_error().expect("no io::Error");
        assert_eq!(io.raw_os_error(), Some(libc::EACCES), "{s}: {e}");
        assert!(e.to_string().contains(&io.to_string()), "{s}: {e}");
    }
    // The fallback needs no executable memory.
    let f = Memcpy::builder()
        .strategy(Strategy::Fallback)
        .build()
        .unwrap();
    assert_eq!(f.strategy(), Strategy::Fallback);

    let m = Memcpy::tuned();
    assert_eq!(m.strategy(), Strategy::Fallback, "notes: {:?}", m.notes());
    assert!(m.code().is_empty());
    let reason = m.fallback_reason().expect("no fallback reason");
    let eacces = std::io::Error::from_raw_os_error(libc::EACCES).to_string();
    assert!(
        reason.contains(&eacces),
        "reason does not give the OS error ({eacces}): {reason}"
    );
    assert!(
        reason.contains("mprotect") || reason.contains("mmap"),
        "{reason}"
    );
    let mut buf = Buffers::new(5000, 64);
    for len in (0..=300).chain([2047, 2048, 4096, 5000]) {
        buf.check(m, len, len % 64, (len * 7) % 64, "tuned fallback");
    }
    buf.assert_untouched("tuned fallback");
    println!("{CHILD_OK}: {reason}");
}

/// Re-runs this test binary for this one test in a child process, which denies itself
/// executable memory and checks what the crate does then.
#[test]
fn exec_memory_denied_falls_back() {
    if std::env::var_os(CHILD_VAR).is_some() {
        denied_child();
        return;
    }
    let _turn = lock();
    let stdout = common::run_child("exec_memory_denied_falls_back", CHILD_VAR, &[]);
    if let Some(line) = stdout.lines().find(|l| l.starts_with(CHILD_SKIP)) {
        eprintln!("skipped: {line}");
        return;
    }
    assert!(
        stdout.contains(CHILD_OK),
        "the child did not run the test:\n{stdout}"
    );
}
