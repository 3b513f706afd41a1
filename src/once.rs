//! Process-wide values initialised without ever blocking a caller.
//!
//! `std::sync::OnceLock` makes every caller wait while one thread initialises. That deadlocks
//! in two situations this crate must survive, because its code is meant to run inside any
//! process (a preload library puts it under every program's `memcpy`):
//!
//! - a signal handler that interrupts the initialising thread and asks for the value waits
//!   for its own thread, forever;
//! - a child forked while another thread initialises waits for a thread that does not exist
//!   in the child, forever.
//!
//! A [`Published`] cell never waits. Its state is two atomics:
//!
//! | state          | `value`  | `builder`                                  |
//! |----------------|----------|--------------------------------------------|
//! | uninitialised  | null     | 0                                          |
//! | building       | null     | process id of the process that builds      |
//! | ready          | non-null | (no longer read)                           |
//!
//! The value is built into a `Box` that is leaked and published with one compare-exchange
//! (`Release`, read with `Acquire`); it is never freed, so references to it are `'static`.
//! Two ways to get it:
//!
//! - [`Published::get_or_build`]: exactly one caller per process builds (it wins a
//!   compare-exchange on `builder`); a caller that finds the cell building in its own process
//!   gets `None` at once and must make do without the value (`Memcpy::tuned` hands out its
//!   built-in fallback). For values that are costly or must exist once.
//! - [`Published::get_or_race`]: every caller that finds no value builds one; the first to
//!   publish wins and the others drop theirs. For cheap, pure values (the brand string;
//!   the CPU's features use [`Slot`], which needs no box).
//!
//! ## The fork rule
//!
//! A child forked while a thread of its parent was building inherits the state "building, by
//! the parent's process id", but not the building thread. So `get_or_build` treats "building"
//! as "building here" only when the recorded id is the caller's own process id
//! (`getpid()`, async-signal-safe); a caller that finds another process's id takes the build
//! over with a compare-exchange from that id to its own, so exactly one caller in the child
//! builds. The races this leaves, all of which keep every caller correct:
//!
//! - **The builder itself forks** (from a signal handler that interrupted the build): the
//!   building thread goes on in the child, and a call in the child can take the build over, so
//!   two builds run there. The first to publish wins; the other's value is dropped unseen.
//! - **Processes that share memory under different ids** (`vfork`, `clone(CLONE_VM)` without
//!   `CLONE_THREAD`): the same, two builds, one published.
//! - **A recycled process id**: a descendant whose id equals the recorded id (the parent
//!   exited and its id was reused, or a new PID namespace numbered it alike) takes the build
//!   for its own and never builds: its callers keep getting `None` (for `tuned()`, the correct
//!   but slower fallback). Once a value is published, ids no longer matter.
//!
//! A build that panics resets the cell to uninitialised (when no other process took it over),
//! so a later caller builds again, as `OnceLock` does.

use alloc::boxed::Box;
use core::cell::UnsafeCell;
use core::mem::MaybeUninit;
use core::ptr;
use core::sync::atomic::{AtomicPtr, AtomicU32, AtomicU8, Ordering};

/// A value built at most once per process (see the module documentation), never freed.
pub(crate) struct Published<T> {
    value: AtomicPtr<T>,
    builder: AtomicU32,
}

impl<T: Send + Sync + 'static> Published<T> {
    /// An uninitialised cell (usable in a `static`).
    pub(crate) const fn new() -> Published<T> {
        Published {
            value: AtomicPtr::new(ptr::null_mut()),
            builder: AtomicU32::new(0),
        }
    }

    /// The published value, if any. One `Acquire` load: never allocates, locks or blocks.
    #[inline]
    pub(crate) fn get(&self) -> Option<&'static T> {
        let p = self.value.load(Ordering::Acquire);
        // SAFETY: a non-null `value` was leaked from a `Box<T>` fully built before it was
        // published with `Release` (paired with the `Acquire` above), and is never freed.
        unsafe { p.as_ref() }
    }

    /// True while process `pid` is building the value (for tests and diagnostics).
    pub(crate) fn is_building(&self, pid: u32) -> bool {
        self.get().is_none() && self.builder.load(Ordering::Relaxed) == pid
    }

    /// The value, built by this call if nobody in process `pid` is building it; `None` when
    /// another caller in the same process is building it right now (another thread, or this
    /// thread further up the stack, e.g. interrupted by a signal handler).
    ///
    /// The path that returns `None` never allocates, locks, blocks or panics. The path that
    /// builds runs `build` and allocates the box; if the allocator refuses the box, it
    /// returns `no_memory` and publishes nothing (the cell is uninitialised again, so a later
    /// caller builds again).
    pub(crate) fn get_or_build(
        &self,
        pid: u32,
        build: impl FnOnce() -> T,
        no_memory: &'static T,
    ) -> Option<&'static T> {
        if let Some(v) = self.get() {
            return Some(v);
        }
        let mut seen = self.builder.load(Ordering::Relaxed);
        loop {
            if seen == pid {
                // Building in this process: don't wait (re-read: it may have just finished).
                return self.get();
            }
            // Nobody (0), or a process whose building thread did not come along into this one.
            match self.builder.compare_exchange_weak(
                seen,
                pid,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => break,
                Err(now) => seen = now,
            }
        }
        // This caller builds. (A value may have been published since the first look, by a
        // process sharing this memory: then there is nothing to do.)
        if let Some(v) = self.get() {
            return Some(v);
        }
        let reset = ResetOnUnwind {
            builder: &self.builder,
            pid,
        };
        let value = build();
        match crate::fallible::boxed(value) {
            Ok(b) => {
                core::mem::forget(reset);
                Some(self.publish(b))
            }
            // `reset` gives the build up (drops the value, then the claim).
            Err(_) => Some(no_memory),
        }
    }

    /// The value, built by this call if none is published yet; concurrent callers may build
    /// too, and all get the first one published. Never waits for another caller. `Err` with
    /// the value built when the allocator refused the box (nothing published).
    pub(crate) fn get_or_race(&self, build: impl FnOnce() -> T) -> Result<&'static T, T> {
        match self.get() {
            Some(v) => Ok(v),
            None => crate::fallible::boxed(build()).map(|b| self.publish(b)),
        }
    }

    /// [`Published::get_or_race`] for the tests (whose allocator never refuses).
    #[cfg(test)]
    fn get_or_race_ok(&self, build: impl FnOnce() -> T) -> &'static T {
        self.get_or_race(build).ok().expect("the box")
    }

    /// Publishes `value` unless a value is already published; returns the published one (and
    /// drops `value` if it lost).
    fn publish(&self, value: Box<T>) -> &'static T {
        let mine = Box::into_raw(value);
        match self.value.compare_exchange(
            ptr::null_mut(),
            mine,
            Ordering::AcqRel,
            Ordering::Acquire,
        ) {
            // SAFETY: `mine` came from `Box::into_raw` and is now published: never freed.
            Ok(_) => unsafe { &*mine },
            Err(winner) => {
                // SAFETY: `mine` came from `Box::into_raw` and was never published, so this
                // is its only owner; `winner` is a published, never-freed value.
                unsafe {
                    drop(Box::from_raw(mine));
                    &*winner
                }
            }
        }
    }
}

/// A small `Copy` value published once, in static storage: no allocation (so it cannot fail
/// for want of memory), never a wait. Every caller that finds it unpublished computes the
/// value itself; the first to claim the storage writes it and publishes it (`Release`, read
/// with `Acquire`). A caller that finds another caller writing returns its own value. (A
/// child forked while its parent was writing never sees it published: each call there
/// computes the value, correct but slower.) For cheap, pure values: CPU detection.
pub(crate) struct Slot<T: Copy> {
    state: AtomicU8,
    value: UnsafeCell<MaybeUninit<T>>,
}

const SLOT_EMPTY: u8 = 0;
const SLOT_WRITING: u8 = 1;
const SLOT_READY: u8 = 2;

// SAFETY: `value` is written once, by the one caller that moved `state` from empty to
// writing, and read only after `state` is ready (Release/Acquire): never written while read.
unsafe impl<T: Copy + Send + Sync> Sync for Slot<T> {}

impl<T: Copy> Slot<T> {
    /// An empty slot (usable in a `static`).
    pub(crate) const fn new() -> Slot<T> {
        Slot {
            state: AtomicU8::new(SLOT_EMPTY),
            value: UnsafeCell::new(MaybeUninit::uninit()),
        }
    }

    /// The published value, or `build`'s, which this call publishes if nobody has.
    pub(crate) fn get_or_race(&self, build: impl FnOnce() -> T) -> T {
        if self.state.load(Ordering::Acquire) == SLOT_READY {
            // SAFETY: ready: written before the Release store that the Acquire load saw, and
            // never written again.
            return unsafe { (*self.value.get()).assume_init() };
        }
        let v = build();
        if self
            .state
            .compare_exchange(
                SLOT_EMPTY,
                SLOT_WRITING,
                Ordering::Acquire,
                Ordering::Relaxed,
            )
            .is_ok()
        {
            // SAFETY: this caller alone moved the state to writing: nobody else writes, and
            // nobody reads before it is ready.
            unsafe { (*self.value.get()).write(v) };
            self.state.store(SLOT_READY, Ordering::Release);
        }
        v
    }
}

/// Clears `builder` if the build unwinds, so that a later caller can build again.
struct ResetOnUnwind<'a> {
    builder: &'a AtomicU32,
    pid: u32,
}

impl Drop for ResetOnUnwind<'_> {
    fn drop(&mut self) {
        // Only if the build is still ours (no other process sharing this memory took it over).
        let _ = self
            .builder
            .compare_exchange(self.pid, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    //! The state machine, driven deterministically: re-entrant calls from inside `build`
    //! stand for a signal handler on the building thread, and a different `pid` for a
    //! forked child (or another process sharing the memory).

    use super::*;
    use core::sync::atomic::AtomicUsize;

    struct Counted(u32, &'static AtomicUsize);

    /// The value a build hands out when its box is refused (never, in these tests).
    static NO_U32: u32 = u32::MAX;
    static NO_COUNTED: Counted = Counted(u32::MAX, &UNUSED);
    static UNUSED: AtomicUsize = AtomicUsize::new(0);

    impl Drop for Counted {
        fn drop(&mut self) {
            self.1.fetch_add(1, Ordering::Relaxed);
        }
    }

    #[test]
    fn one_build_and_reentrant_callers_get_none() {
        static CELL: Published<u32> = Published::new();
        assert!(CELL.get().is_none() && !CELL.is_building(7));
        let v = CELL.get_or_build(
            7,
            || {
                assert!(CELL.is_building(7));
                // A call on the building thread (a signal handler) does not wait, or build.
                assert!(CELL
                    .get_or_build(7, || unreachable!("second build"), &NO_U32)
                    .is_none());
                41
            },
            &NO_U32,
        );
        assert_eq!(v, Some(&41));
        assert!(ptr::eq(v.unwrap(), CELL.get().unwrap()));
        assert!(!CELL.is_building(7));
        // Ready: no build, in this process or any other.
        assert_eq!(CELL.get_or_build(7, || unreachable!(), &NO_U32), Some(&41));
        assert_eq!(CELL.get_or_build(8, || unreachable!(), &NO_U32), Some(&41));
    }

    #[test]
    fn another_process_takes_over_and_the_first_publish_wins() {
        static DROPS: AtomicUsize = AtomicUsize::new(0);
        static CELL: Published<Counted> = Published::new();
        let outer = CELL.get_or_build(
            100,
            || {
                // A forked child (pid 200) finds "building by 100": it takes the build over.
                let inner = CELL.get_or_build(
                    200,
                    || {
                        assert!(CELL.is_building(200) && !CELL.is_building(100));
                        // ... and inside it, its own process is the builder: no third build.
                        assert!(CELL
                            .get_or_build(200, || unreachable!(), &NO_COUNTED)
                            .is_none());
                        Counted(2, &DROPS)
                    },
                    &NO_COUNTED,
                );
                assert_eq!(inner.map(|c| c.0), Some(2));
                Counted(1, &DROPS)
            },
            &NO_COUNTED,
        );
        // The outer build finished second: its value was dropped, it returns the winner's.
        assert_eq!(outer.map(|c| c.0), Some(2));
        assert_eq!(DROPS.load(Ordering::Relaxed), 1);
        assert!(ptr::eq(outer.unwrap(), CELL.get().unwrap()));
    }

    #[test]
    fn a_panicking_build_lets_a_later_caller_build() {
        static CELL: Published<u32> = Published::new();
        let r =
            std::panic::catch_unwind(|| CELL.get_or_build(5, || panic!("build failed"), &NO_U32));
        assert!(r.is_err());
        assert!(CELL.get().is_none() && !CELL.is_building(5));
        assert_eq!(CELL.get_or_build(5, || 9, &NO_U32), Some(&9));
    }

    #[test]
    fn racing_builders_all_get_the_first_published() {
        static DROPS: AtomicUsize = AtomicUsize::new(0);
        static CELL: Published<Counted> = Published::new();
        let outer = CELL.get_or_race_ok(|| {
            let inner = CELL.get_or_race_ok(|| Counted(2, &DROPS));
            assert_eq!(inner.0, 2);
            Counted(1, &DROPS)
        });
        assert_eq!(outer.0, 2);
        assert_eq!(DROPS.load(Ordering::Relaxed), 1);
        assert_eq!(CELL.get_or_race_ok(|| unreachable!()).0, 2);
    }
}
