//! The first `Memcpy::tuned()` never blocks a caller (issue 7, item 5): callers that arrive
//! while it is being built get a correct copy at once (the interim plain copy), then the one
//! published instance.
//!
//! Each scenario runs in a fresh child process (the instance is built once per process) under
//! a timeout, so a deadlock fails the test instead of hanging the suite:
//!
//! - **signal**: a repeating timer interrupts the building thread with `SIGUSR1`; the handler
//!   calls `tuned()` and copies. With a `OnceLock` the handler waits for its own thread
//!   forever.
//! - **fork**: the main thread forks while another thread is in the middle of the build; each
//!   child calls `tuned()`, copies, checks and exits. With a `OnceLock` a child waits forever
//!   for a building thread it does not have.
//! - **race**: eight threads race the first call; each gets the interim copy or the published
//!   instance, copies correctly either way, and at least one got the interim copy (with a
//!   `OnceLock` they all wait for the builder instead).
//!
//! `MEMCPY_JIT_CALIBRATE=1` makes the build take milliseconds (it measures). On a busy machine
//! two threads need not run at the same time, so the interruptions come from a timer on the
//! *building thread's own CPU time* (`CLOCK_THREAD_CPUTIME_ID`, every 100 µs of it, which the
//! kernel checks at its tick: every 1–4 ms in practice): it fires while that thread runs,
//! whatever the scheduler does with the others, and in the fork and race scenarios its
//! handler briefly parks the builder so the other threads get to act mid-build. A run in which no call still landed inside the build proves nothing: the child
//! reports its counts, and the parent runs it again, up to `ATTEMPTS` times, then fails.

mod common;

use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, Barrier, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use common::Buffers;
use memcpy_jit::{Memcpy, Strategy};

const CHILD_VAR: &str = "MEMCPY_JIT_TEST_TUNED_INIT_CHILD";
/// Runs of a scenario before giving up on seeing a call during the build.
const ATTEMPTS: usize = 4;
/// A child still running after this is hung.
const TIMEOUT: Duration = Duration::from_secs(120);

/// True for the interim copy `tuned()` returns while the tuned instance is being built.
fn is_interim(m: &Memcpy) -> bool {
    m.strategy() == Strategy::Fallback
        && m.fallback_reason()
            .is_some_and(|r| r.starts_with("interim plain copy"))
}

/// Runs `test` in a child (with calibration on) until its line `key=N` reports N ≥ 1.
fn run_until_seen(test: &str, key: &str) {
    // One child at a time: they compete for the same two CPUs otherwise.
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    for attempt in 1..=ATTEMPTS {
        // No profile (a user's would be loaded instead of measuring, and the build be fast).
        let env = [("MEMCPY_JIT_CALIBRATE", "1"), ("MEMCPY_JIT_PROFILE", "off")];
        let out = common::run_child_within(test, CHILD_VAR, &env, TIMEOUT);
        // The child's report (after libtest's "test NAME ... " on the same line).
        let tag = format!("{test}: ");
        let line = out
            .lines()
            .find_map(|l| l.find(&tag).map(|at| &l[at..]))
            .unwrap_or_else(|| panic!("the child did not run the test:\n{out}"));
        let n: usize = line
            .split_whitespace()
            .find_map(|w| w.strip_prefix(&format!("{key}=")))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("no {key}= in {line:?}"));
        eprintln!("attempt {attempt}: {line}");
        if n >= 1 {
            return;
        }
    }
    panic!("{test}: in {ATTEMPTS} runs no call landed while tuned() was being built ({key}=0)");
}

/// Installs `handler` for `SIGUSR1` (with `SA_RESTART`).
fn on_sigusr1(handler: extern "C" fn(libc::c_int)) {
    // SAFETY: a zeroed `sigaction` is a valid value to fill in; every handler given here
    // uses only atomics, statics, `nanosleep` and `tuned()`'s non-building path, which
    // neither allocates nor locks.
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = handler as *const () as usize;
        sa.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut sa.sa_mask);
        assert_eq!(libc::sigaction(libc::SIGUSR1, &sa, std::ptr::null_mut()), 0);
    }
}

/// A timer that sends `SIGUSR1` to the calling thread every 100 µs of that thread's CPU time.
struct ThreadCpuTimer(libc::timer_t);

impl ThreadCpuTimer {
    fn arm() -> ThreadCpuTimer {
        let every = libc::timespec {
            tv_sec: 0,
            tv_nsec: 100_000,
        };
        // SAFETY: `sev` and `spec` are fully initialised; `id` is a valid out-pointer; the
        // clock and the target thread are the calling thread's own.
        unsafe {
            let mut sev: libc::sigevent = std::mem::zeroed();
            sev.sigev_notify = libc::SIGEV_THREAD_ID;
            sev.sigev_signo = libc::SIGUSR1;
            sev.sigev_notify_thread_id = libc::gettid();
            let mut id: libc::timer_t = std::ptr::null_mut();
            assert_eq!(
                libc::timer_create(libc::CLOCK_THREAD_CPUTIME_ID, &mut sev, &mut id),
                0,
                "timer_create: {}",
                std::io::Error::last_os_error()
            );
            let spec = libc::itimerspec {
                it_interval: every,
                it_value: every,
            };
            assert_eq!(libc::timer_settime(id, 0, &spec, std::ptr::null_mut()), 0);
            ThreadCpuTimer(id)
        }
    }
}

impl Drop for ThreadCpuTimer {
    fn drop(&mut self) {
        // SAFETY: the id came from `timer_create` and is deleted once.
        unsafe { libc::timer_delete(self.0) };
    }
}

/// Sleeps `ms` milliseconds with `nanosleep` (async-signal-safe).
fn sleep_ms(ms: i64) {
    let t = libc::timespec {
        tv_sec: 0,
        tv_nsec: ms * 1_000_000,
    };
    // SAFETY: valid pointer to a valid timespec; no remainder wanted.
    unsafe { libc::nanosleep(&t, std::ptr::null_mut()) };
}

// ----------------------------------------------------------------------------------------
// signal: a handler on the building thread calls tuned().

const SIG_LEN: usize = 512;

/// The handler's destination: only the handler touches it, and it does not nest (the
/// signal is blocked while its handler runs).
struct HandlerBuf(UnsafeCell<[u8; SIG_LEN + 64]>);
// SAFETY: see above: one handler invocation at a time, on one thread.
unsafe impl Sync for HandlerBuf {}

static SIG_SRC: [u8; SIG_LEN] = {
    let mut a = [0u8; SIG_LEN];
    let mut i = 0;
    while i < SIG_LEN {
        a[i] = 0x80 | (i as u8).wrapping_mul(37);
        i += 1;
    }
    a
};
static SIG_DST: HandlerBuf = HandlerBuf(UnsafeCell::new([0; SIG_LEN + 64]));
static SIG_CALLS: AtomicUsize = AtomicUsize::new(0);
static SIG_DURING: AtomicUsize = AtomicUsize::new(0);
static SIG_BAD_COPY: AtomicUsize = AtomicUsize::new(0);
static SIG_NOT_INTERIM: AtomicUsize = AtomicUsize::new(0);

/// Calls `tuned()` and copies through it; records, without allocating, what it saw.
extern "C" fn copy_in_handler(_: libc::c_int) {
    // The building thread is stopped in this handler, so the state cannot change under it.
    let during = Memcpy::tuned_if_ready().is_none();
    if during && !Memcpy::tuned_building() {
        // Not started yet: calling `tuned()` now would make the handler the builder.
        return;
    }
    let m = Memcpy::tuned();
    let n = SIG_CALLS.fetch_add(1, Relaxed);
    let len = 1 + (n * 37) % SIG_LEN;
    // SAFETY: see `HandlerBuf`.
    let dst = unsafe { &mut *SIG_DST.0.get() };
    dst.fill(0);
    m.copy(&mut dst[..len], &SIG_SRC[..len]);
    if dst[..len] != SIG_SRC[..len] || dst[len..].iter().any(|&b| b != 0) {
        SIG_BAD_COPY.fetch_add(1, Relaxed);
    }
    if during {
        SIG_DURING.fetch_add(1, Relaxed);
        if !is_interim(m) {
            SIG_NOT_INTERIM.fetch_add(1, Relaxed);
        }
    }
}

fn signal_child() {
    on_sigusr1(copy_in_handler);
    let timer = ThreadCpuTimer::arm();
    let m = Memcpy::tuned();
    // The builder got the published instance, not the interim copy.
    let published = Memcpy::tuned_if_ready().expect("not published after the first call");
    assert!(std::ptr::eq(m, published) && !is_interim(m), "{m:?}");
    let mut buf = Buffers::new(4096, 64);
    for len in [0, 1, 31, 32, 33, 512, 4096] {
        buf.check(m, len, 3, 5, "tuned after the build");
    }
    // Let the timer reach the handler on the ready path too.
    let before = SIG_CALLS.load(Relaxed);
    let t0 = Instant::now();
    while SIG_CALLS.load(Relaxed) == before && t0.elapsed() < Duration::from_secs(10) {
        std::hint::spin_loop();
    }
    drop(timer);
    let (calls, during) = (SIG_CALLS.load(Relaxed), SIG_DURING.load(Relaxed));
    assert_eq!(
        SIG_BAD_COPY.load(Relaxed),
        0,
        "a copy in the handler was wrong"
    );
    assert_eq!(
        SIG_NOT_INTERIM.load(Relaxed),
        0,
        "mid-build, the handler got something other than the interim copy"
    );
    assert!(calls > during, "the handler never ran after the build");
    println!("signal_handler_calls_tuned_during_the_build: calls={calls} during={during}");
}

#[test]
fn signal_handler_calls_tuned_during_the_build() {
    if std::env::var_os(CHILD_VAR).is_some() {
        return signal_child();
    }
    run_until_seen("signal_handler_calls_tuned_during_the_build", "during");
}

// ----------------------------------------------------------------------------------------
// fork: children forked while another thread is in the middle of the build.

/// Children forked per run.
const FORKS: usize = 8;

static PARKED: AtomicBool = AtomicBool::new(false);
static FORKED: AtomicBool = AtomicBool::new(false);

/// On the building thread, once mid-build: park until the main thread has forked (at most
/// about 200 ms, so that a builder parked while holding a lock `fork` needs cannot hang
/// the test; the forks then come after the build and the run does not count).
extern "C" fn park_builder_once(_: libc::c_int) {
    if !Memcpy::tuned_building() || PARKED.swap(true, Relaxed) {
        return;
    }
    for _ in 0..200 {
        if FORKED.load(Relaxed) {
            return;
        }
        sleep_ms(1);
    }
}

/// In a forked child: call `tuned()`, copy, check; exit 0 (forked mid-build, all good), 3
/// (forked after the build, all good), 1 (wrong) or 2 (panicked). Never returns.
fn forked_child() -> ! {
    let code = std::panic::catch_unwind(|| {
        let during = Memcpy::tuned_if_ready().is_none();
        let m = Memcpy::tuned();
        // The building thread did not come along: this call must have built (or found) the
        // instance, not handed out the interim copy.
        let published = Memcpy::tuned_if_ready().is_some_and(|p| std::ptr::eq(p, m));
        let mut src = [0u8; 4096];
        for (i, b) in src.iter_mut().enumerate() {
            *b = 0x80 | (i as u8).wrapping_mul(13);
        }
        let mut dst = [0u8; 4096 + 64];
        let mut ok = published && !is_interim(m);
        for len in [0, 1, 7, 31, 32, 33, 63, 64, 65, 255, 256, 1000, 2048, 4096] {
            dst.fill(0);
            m.copy(&mut dst[..len], &src[..len]);
            ok &= dst[..len] == src[..len] && dst[len..].iter().all(|&b| b == 0);
        }
        match (ok, during) {
            (false, _) => 1,
            (true, true) => 0,
            (true, false) => 3,
        }
    })
    .unwrap_or(2);
    // SAFETY: `_exit` ends this forked process without running the parent's exit handlers.
    unsafe { libc::_exit(code) }
}

/// Waits for `pid` until `deadline`; `None` if it is still running (then it is killed).
fn wait_until(pid: libc::pid_t, deadline: Instant) -> Option<libc::c_int> {
    loop {
        let mut status = 0;
        // SAFETY: `pid` is our child; `status` is a valid out-pointer.
        let r = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
        assert!(r >= 0, "waitpid: {}", std::io::Error::last_os_error());
        if r == pid {
            return Some(status);
        }
        if Instant::now() > deadline {
            // SAFETY: as above.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::waitpid(pid, &mut status, 0);
            }
            return None;
        }
        thread::sleep(Duration::from_millis(5));
    }
}

fn fork_child() {
    on_sigusr1(park_builder_once);
    let builder = thread::spawn(|| {
        let _timer = ThreadCpuTimer::arm();
        Memcpy::tuned() as *const Memcpy as usize
    });
    while !PARKED.load(Relaxed) && !builder.is_finished() {
        thread::sleep(Duration::from_micros(50));
    }
    let mut pids = Vec::with_capacity(FORKS);
    while pids.len() < FORKS {
        // SAFETY: the child only calls `forked_child`, which ends in `_exit`.
        match unsafe { libc::fork() } {
            0 => forked_child(),
            -1 => panic!("fork: {}", std::io::Error::last_os_error()),
            pid => pids.push(pid),
        }
    }
    FORKED.store(true, Relaxed);
    let published = builder.join().unwrap();
    assert_eq!(published, Memcpy::tuned() as *const Memcpy as usize);
    let (mut during, mut after, mut hung, mut failed) = (0, 0, 0, Vec::new());
    let deadline = Instant::now() + Duration::from_secs(60);
    for pid in pids.iter().copied() {
        match wait_until(pid, deadline) {
            None => hung += 1,
            Some(s) if libc::WIFEXITED(s) && libc::WEXITSTATUS(s) == 0 => during += 1,
            Some(s) if libc::WIFEXITED(s) && libc::WEXITSTATUS(s) == 3 => after += 1,
            Some(s) => failed.push(s),
        }
    }
    assert_eq!(hung, 0, "{hung} of {FORKS} forked children hung in tuned()");
    assert!(
        failed.is_empty(),
        "forked children failed (wait statuses {failed:?}; exit 1: wrong copy or the interim \
         copy, 2: panic)"
    );
    println!("fork_during_the_build: forks={FORKS} during={during} after={after}");
}

#[test]
fn fork_during_the_build() {
    if std::env::var_os(CHILD_VAR).is_some() {
        return fork_child();
    }
    run_until_seen("fork_during_the_build", "during");
}

// ----------------------------------------------------------------------------------------
// race: threads racing the first call.

const RACERS: usize = 8;

/// On any racer, while the build is in progress: step aside for 1 ms, so that the others
/// (and, when this is the builder, callers arriving mid-build) get the CPU.
extern "C" fn step_aside_during_build(_: libc::c_int) {
    if Memcpy::tuned_building() {
        sleep_ms(1);
    }
}

fn race_child() {
    on_sigusr1(step_aside_during_build);
    let start = Arc::new(Barrier::new(RACERS));
    let handles: Vec<_> = (0..RACERS)
        .map(|i| {
            let start = Arc::clone(&start);
            thread::spawn(move || {
                let mut buf = Buffers::new(5000, 64);
                let mut seen = Vec::new();
                let _timer = ThreadCpuTimer::arm();
                start.wait();
                loop {
                    let m = Memcpy::tuned();
                    for len in [0, 1, 31, 32, 33, 2047, 2048, 5000] {
                        buf.check(m, len, i, 63 - i, "racing tuned()");
                    }
                    let entry = (m as *const Memcpy as usize, is_interim(m));
                    if !seen.contains(&entry) {
                        seen.push(entry);
                    }
                    if Memcpy::tuned_if_ready().is_some_and(|p| std::ptr::eq(p, m)) {
                        break;
                    }
                    // Not the published instance: then it must be the interim copy, and a
                    // later call (once the build is done) returns the published one.
                    assert!(is_interim(m), "neither interim nor published: {m:?}");
                }
                buf.assert_untouched("racing tuned()");
                seen
            })
        })
        .collect();
    let seen: Vec<(usize, bool)> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    let published = Memcpy::tuned() as *const Memcpy as usize;
    assert!(!is_interim(Memcpy::tuned()));
    // How many threads got the interim copy at least once.
    let interim: Vec<usize> = seen.iter().filter(|s| s.1).map(|s| s.0).collect();
    // Two instances at most were ever handed out: the interim copy and THE published one.
    assert!(
        seen.iter()
            .all(|&(a, i)| if i { a == interim[0] } else { a == published }),
        "more than one instance: {seen:x?} (published {published:x})"
    );
    println!(
        "threads_race_the_first_call: racers={RACERS} interim={}",
        interim.len()
    );
}

#[test]
fn threads_race_the_first_call() {
    if std::env::var_os(CHILD_VAR).is_some() {
        return race_child();
    }
    run_until_seen("threads_race_the_first_call", "interim");
}
