//! `Memcpy` across threads: it is `Send + Sync` (checked at compile time); threads that build,
//! use and drop their own instances at the same time (concurrent mmap/mprotect/munmap of code
//! pages) all copy correctly, as do threads sharing one instance; and `Memcpy::tuned()`
//! called from eight threads at once publishes exactly one instance, and hands each thread
//! either it or the interim plain copy.

mod common;

use std::sync::{Arc, Barrier};
use std::thread;

use common::{Buffers, Call};
use memcpy_jit::{BuildError, Builder, Memcpy, Strategy};

/// Compile-time check: these bounds fail to build if a field ever makes the type lose them.
const _: () = {
    const fn send_sync<T: Send + Sync + 'static>() {}
    send_sync::<Memcpy>();
    send_sync::<Builder>();
    send_sync::<BuildError>();
};

const THREADS: usize = 8;

/// Lengths each worker copies: every length to 80 (all tail paths), around the thresholds
/// used, and a few long ones.
fn lengths() -> Vec<usize> {
    let mut v: Vec<usize> = (0..=80).collect();
    for t in [64usize, 2048, 2112, 4096] {
        v.extend(t - 2..=t + 2);
    }
    v.extend([1000, 5000, 9000]);
    v
}

fn config(i: usize, round: usize) -> (String, Memcpy) {
    let s = [
        Strategy::RepMovsb,
        Strategy::ErmsGated,
        Strategy::Scalar,
        Strategy::Vector,
        Strategy::Fallback,
    ][i % 5];
    let mut b = Memcpy::builder();
    b.strategy(s);
    if s.is_jit() {
        b.entry_offset((i * 7 + round * 13) % 64);
    }
    let mut label = format!("thread {i} round {round}: {s}");
    if s == Strategy::ErmsGated {
        let t = [64, 2048, 2112, 4096][(i / 4 + round) % 4];
        b.threshold(t);
        label.push_str(&format!("@{t}"));
    }
    let m = b.build().unwrap_or_else(|e| panic!("{label}: {e}"));
    (label, m)
}

/// Eight threads each build, check and drop 40 instances of a strategy at the same time.
#[test]
fn threads_build_and_copy_concurrently() {
    let start = Arc::new(Barrier::new(THREADS));
    let lens = lengths();
    thread::scope(|scope| {
        for i in 0..THREADS {
            let start = Arc::clone(&start);
            let lens = &lens;
            scope.spawn(move || {
                let mut buf = Buffers::new(9000, 64);
                start.wait();
                for round in 0..40 {
                    let (label, m) = config(i, round);
                    for &len in lens {
                        buf.check(&m, len, (i + round) % 64, (3 * i + 5 * round) % 64, &label);
                    }
                    buf.assert_untouched(&label);
                }
            });
        }
    });
}

/// One instance per generated strategy, shared by reference between eight threads that copy
/// through it at the same time (each into its own buffers), by all three doors.
#[test]
fn threads_share_one_instance() {
    let shared = [
        Memcpy::builder()
            .strategy(Strategy::RepMovsb)
            .build()
            .unwrap(),
        Memcpy::builder()
            .strategy(Strategy::ErmsGated)
            .threshold(2112)
            .build()
            .unwrap(),
        Memcpy::builder()
            .strategy(Strategy::Scalar)
            .build()
            .unwrap(),
    ];
    let lens = lengths();
    thread::scope(|scope| {
        for i in 0..THREADS {
            let (shared, lens) = (&shared, &lens);
            scope.spawn(move || {
                let mut buf = Buffers::new(9000, 64);
                for (k, m) in shared.iter().enumerate() {
                    let label = format!("thread {i} shared {}", m.strategy());
                    let call = [Call::CopyFn, Call::Copy, Call::CopyRaw][(i + k) % 3];
                    for &len in lens {
                        buf.check_via(m, call, len, i % 64, (i * 9) % 64, &label);
                    }
                    buf.assert_untouched(&label);
                }
            });
        }
    });
}

/// An instance built on one thread is moved to another and used there.
#[test]
fn instance_moves_between_threads() {
    let m = Memcpy::builder()
        .strategy(Strategy::Scalar)
        .build()
        .unwrap();
    let m = thread::spawn(move || {
        let mut buf = Buffers::new(300, 64);
        for len in 0..=300 {
            buf.check(&m, len, 5, 9, "moved");
        }
        m
    })
    .join()
    .unwrap();
    let mut buf = Buffers::new(300, 64);
    buf.check(&m, 300, 0, 0, "moved back");
}

/// Eight threads released together all call `Memcpy::tuned()`. The documented contract: a
/// caller that arrives while another builds gets the interim plain copy instead of waiting,
/// so each thread gets either that or THE one published instance (same address for all), and
/// copies correctly with either; after the race every call returns the published one. This
/// is the only test in this binary that calls `tuned()`, so the calls race to initialise it.
/// (`tests/tuned_init.rs` widens the race with a slow build, signals and `fork`.)
#[test]
fn tuned_is_one_instance_from_eight_threads() {
    let start = Arc::new(Barrier::new(THREADS));
    let handles: Vec<_> = (0..THREADS)
        .map(|i| {
            let start = Arc::clone(&start);
            thread::spawn(move || {
                start.wait();
                let m = Memcpy::tuned();
                let mut buf = Buffers::new(5000, 64);
                for len in [0, 1, 31, 32, 33, 2047, 2048, 2049, 5000] {
                    buf.check(m, len, i, 63 - i, "tuned");
                }
                let interim = m
                    .fallback_reason()
                    .is_some_and(|r| r.starts_with("interim plain copy"));
                (m as *const Memcpy as usize, interim)
            })
        })
        .collect();
    let seen: Vec<(usize, bool)> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let published = Memcpy::tuned_if_ready().expect("not published after the race");
    let published = published as *const Memcpy as usize;
    assert_eq!(published, Memcpy::tuned() as *const Memcpy as usize);
    // At least one thread built it, and got it.
    assert!(seen.contains(&(published, false)), "{seen:x?}");
    let interim: Vec<usize> = seen.iter().filter(|s| s.1).map(|s| s.0).collect();
    assert!(
        seen.iter()
            .all(|&(p, i)| p == if i { interim[0] } else { published }),
        "more than one instance: {seen:x?} (published {published:x})"
    );
}
