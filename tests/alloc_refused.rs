//! `Memcpy::tuned()` survives every refused allocation of its build (issue 23): the build
//! allocates fallibly, and a refusal anywhere gives the plain-copy fallback, whose
//! `fallback_reason` names the allocation, and which copies correctly.
//!
//! A counting `#[global_allocator]` refuses the k-th allocation (or reallocation) made while
//! `Memcpy::tuned()` builds, for k = 1, 2, … until a build makes fewer than k and so is
//! refused nothing (it must then be the generated code). A refused allocation gives the
//! fallback, but for the few the build does without (the path kept in the error for a
//! missing profile it ignores): those must give the very instance built without refusal
//! (same strategy, same machine code). Each k runs in a child process of
//! this test (the instance is built once per process), in several environments: the default
//! (no profile), a valid profile loaded, and variables that leave notes. No test harness
//! (`harness = false` in Cargo.toml): the child's only thread is the one that builds.

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use memcpy_jit::{Calibration, Memcpy, Strategy};

/// Counts allocations while armed and refuses the `REFUSE`-th (0: none).
struct Refusing;

static ARMED: AtomicBool = AtomicBool::new(false);
static COUNT: AtomicUsize = AtomicUsize::new(0);
static REFUSE: AtomicUsize = AtomicUsize::new(0);
static REFUSED: AtomicBool = AtomicBool::new(false);

impl Refusing {
    /// True when this allocation is the one to refuse.
    fn refuse(&self) -> bool {
        if !ARMED.load(Ordering::Relaxed) {
            return false;
        }
        let n = COUNT.fetch_add(1, Ordering::Relaxed) + 1;
        let refuse = n == REFUSE.load(Ordering::Relaxed);
        if refuse {
            REFUSED.store(true, Ordering::Relaxed);
        }
        refuse
    }
}

// SAFETY: every request goes to the system allocator unchanged, or returns null (a refusal,
// which `GlobalAlloc` allows).
unsafe impl GlobalAlloc for Refusing {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if self.refuse() {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's contract, passed on.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if self.refuse() {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's contract, passed on.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { System.dealloc(p, layout) }
    }

    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if self.refuse() {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's contract, passed on.
        unsafe { System.realloc(p, layout, new_size) }
    }
}

#[global_allocator]
static HEAP: Refusing = Refusing;

/// The variable that makes this executable a child, refusing that allocation.
const CHILD: &str = "MEMCPY_JIT_TEST_REFUSE";

fn main() {
    match std::env::var(CHILD) {
        Ok(k) => std::process::exit(child(k.parse().expect("a number"))),
        Err(_) => parent(),
    }
}

/// Builds `Memcpy::tuned()` refusing the `k`-th allocation; prints what it got
/// (`allocations N`, `refused yes|no`, the strategy and the fallback reason) and exits 0 if
/// the instance is right for it: the fallback naming an allocation when one was refused,
/// generated code otherwise; copying correctly either way.
fn child(k: usize) -> i32 {
    REFUSE.store(k, Ordering::Relaxed);
    ARMED.store(true, Ordering::Relaxed);
    let m = Memcpy::tuned();
    ARMED.store(false, Ordering::Relaxed);
    let refused = REFUSED.load(Ordering::Relaxed);
    println!("allocations {}", COUNT.load(Ordering::Relaxed));
    println!("refused {}", if refused { "yes" } else { "no" });
    println!("strategy {}", m.strategy().name());
    println!("reason {}", m.fallback_reason().unwrap_or("none"));
    // FNV-1a of the machine code: the same instance or not.
    let code = m.code().iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    println!("code {code:016x}");
    for len in [0, 1, 7, 33, 100, 4096, 70_000] {
        let src: Vec<u8> = (0..len).map(|i| (i * 7 + 3) as u8).collect();
        let mut dst = vec![0u8; len];
        m.copy(&mut dst, &src);
        if dst != src {
            println!("FAILED: a copy of {len} bytes");
            return 1;
        }
    }
    // (A refusal the build did without is checked by the parent: the same code as with none.)
    let ok = if refused && m.strategy() == Strategy::Fallback {
        m.fallback_reason()
            .is_some_and(|r| r.contains("out of memory: the allocation for"))
    } else {
        m.strategy() != Strategy::Fallback
    };
    if !ok {
        println!("FAILED: the instance does not fit the refusal");
    }
    i32::from(!ok)
}

/// A child's output, asserting it passed.
fn run(k: usize, env: &[(&str, &str)], home: &Path) -> String {
    let mut cmd = Command::new(std::env::current_exe().expect("this test's path"));
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().starts_with("MEMCPY_JIT_") {
            cmd.env_remove(name);
        }
    }
    cmd.env_remove("XDG_CACHE_HOME")
        .env("HOME", home)
        .env(CHILD, k.to_string())
        .envs(env.iter().copied());
    let o = cmd.output().expect("run the child");
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(
        o.status.success(),
        "{env:?}, allocation {k} refused: {}\n{out}{}",
        o.status,
        String::from_utf8_lossy(&o.stderr)
    );
    out
}

fn line<'a>(out: &'a str, key: &str) -> &'a str {
    out.lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(' '))
        .unwrap_or_else(|| panic!("no `{key}` in:\n{out}"))
}

fn parent() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("alloc-refused-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let home = dir.join("home");
    std::fs::create_dir_all(&home).expect("create the directory");
    let profile = dir.join("valid.profile");
    // this CPU only: the child's tuned() loads the profile only if it is this CPU's
    let here = memcpy_jit::harness::recorded::this_cpu().features;
    Calibration::measure(&here, Duration::ZERO)
        .save(&profile)
        .expect("save a profile");
    let profile = profile.to_str().expect("UTF-8 path");
    let configs: [&[(&str, &str)]; 4] = [
        &[],
        &[("MEMCPY_JIT_PROFILE", profile)],
        &[
            ("MEMCPY_JIT_POLICY", "fastest"),
            ("MEMCPY_JIT_STRATEGY", "vector"),
            ("MEMCPY_JIT_THRESHOLD", "8192"),
            ("MEMCPY_JIT_CALIBRATE", "maybe"),
            ("MEMCPY_JIT_PROFILE", profile),
        ],
        &[
            ("MEMCPY_JIT_STRATEGY", "rep-movsb"),
            ("MEMCPY_JIT_THRESHOLD", "x"),
        ],
    ];
    let mut tried = 0;
    for env in configs {
        let all = run(0, env, &home);
        let n: usize = line(&all, "allocations").parse().expect("a count");
        assert_eq!(line(&all, "refused"), "no", "{env:?}\n{all}");
        assert!(n > 0, "{env:?}: the build allocated nothing?\n{all}");
        let mut absorbed = Vec::new();
        for k in 1..=n + 1 {
            let out = run(k, env, &home);
            let refused = line(&out, "refused") == "yes";
            assert_eq!(refused, k <= n, "{env:?}, k = {k} of {n}:\n{out}");
            if refused && line(&out, "strategy") != "fallback" {
                // Done without: exactly the instance built with nothing refused.
                for key in ["strategy", "code", "reason"] {
                    assert_eq!(line(&out, key), line(&all, key), "{env:?}, k = {k}:\n{out}");
                }
                absorbed.push(k);
            }
            tried += 1;
        }
        eprintln!(
            "{env:?}: each of {n} allocations refused in turn: the fallback, but for {absorbed:?} \
             (the same instance)"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    println!("alloc_refused: ok ({tried} builds)");
}
