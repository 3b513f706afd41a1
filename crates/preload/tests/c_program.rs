//! The exported functions from a C program's side (tests/c/copies.c and tests/c/early.c), run
//! under `LD_PRELOAD` in each configuration that changes which path serves a call:
//!
//! | configuration | what serves the calls | state at exit | overlapping calls routed to the C library |
//! |---|---|---|---|
//! | `MEMCPY_JIT_PRELOAD_BUILD_AFTER=0` | the generated code, memmove mode, from the first call after the constructor | 5 | none |
//! | the default | the C library's `memmove`, then the generated code (memmove mode) once 2^15 calls are made (mid-run) | 5 | none |
//! | `MEMCPY_JIT_PRELOAD_BUILD_AFTER=never` | the C library's `memmove` | 4 | none (no generated code) |
//! | `MEMCPY_JIT_STRATEGY=scalar` / `erms-gated` | generated code behind the both-direction overlap check | 3 | every one |
//! | `MEMCPY_JIT_STRATEGY=rep-movsb` | generated `REP MOVSB` behind the destination-above check | 2 | those with the destination above |
//! | `MEMCPY_JIT_STRATEGY=fallback` | the C library's `memmove` (the plain fallback would call `memcpy`: recursion) | 4 | none (no generated code) |
//! | a constructor that runs before the library's | the bootstrap copy | 0 during it | |
//!
//! The `exhaustive` runs count the overlapping calls they make and compare the library's count
//! of routed calls (`memcpy_jit_preload_routed`) with the last column: 0 in memmove mode shows
//! that the generated code, not the C library, copied every overlap. In memmove mode they also
//! copy through the function `memcpy_jit_preload_generated()` returns, called directly; every
//! run checks that it returns the code exactly in the states where generated code serves.
//!
//! Skipped, with a message, when there is no C compiler.

mod common;

use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

use common::{compile, final_state, output, preloaded, stderr};

/// The `copies` test program, built once per test process.
fn copies() -> Option<&'static PathBuf> {
    static EXE: OnceLock<Option<PathBuf>> = OnceLock::new();
    EXE.get_or_init(|| compile("copies.c", "copies", &["-pthread", "-ldl"]))
        .as_ref()
}

/// Runs `copies MODE` preloaded with `knobs`; asserts it passed and ended in `state`.
fn run(mode: &str, knobs: &[(&str, &str)], state: i32) -> Option<String> {
    let exe = copies()?;
    let o = output(preloaded(Command::new(exe).arg(mode), knobs));
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(
        o.status.success(),
        "copies {mode} with {knobs:?}: {}\nstdout:\n{out}\nstderr:\n{}",
        o.status,
        stderr(&o)
    );
    assert_eq!(
        final_state(&o),
        Some(state),
        "copies {mode} with {knobs:?}: final state\nstdout:\n{out}"
    );
    // `memcpy_jit_preload_generated()` returns the code exactly when generated code serves
    // the calls (states 2, 3 and 5); `copies exhaustive` has copied through it in state 5.
    let generated = if matches!(state, 2 | 3 | 5) {
        "yes"
    } else {
        "no"
    };
    assert!(
        out.lines().any(|l| l == format!("generated {generated}")),
        "copies {mode} with {knobs:?}: state {state}, expected `generated {generated}`\nstdout:\n{out}"
    );
    Some(out)
}

const BUILD_AFTER: &str = "MEMCPY_JIT_PRELOAD_BUILD_AFTER";
const STRATEGY: &str = "MEMCPY_JIT_STRATEGY";

/// Which overlapping calls the library must have routed to the C library.
#[derive(Clone, Copy, Debug)]
enum Routed {
    None,
    Above,
    All,
}

/// Runs `copies exhaustive` with `knobs`, asserts the final state, and that the routed calls
/// are exactly the `routed` share of the overlapping calls the program made.
fn exhaustive(knobs: &[(&str, &str)], state: i32, routed: Routed) {
    let Some(out) = run("exhaustive", knobs, state) else {
        return;
    };
    let number = |prefix: &str, word: usize| -> u64 {
        out.lines()
            .find_map(|l| l.strip_prefix(prefix))
            .and_then(|rest| rest.split_whitespace().nth(word)?.parse().ok())
            .unwrap_or_else(|| panic!("no `{prefix}` line in:\n{out}"))
    };
    let (above, below) = (number("overlaps above ", 0), number("overlaps above ", 2));
    let got = number("routed ", 0);
    assert!(
        above > 0 && below > 0,
        "{knobs:?}: the program made no overlapping calls"
    );
    let want = match routed {
        Routed::None => 0,
        Routed::Above => above,
        Routed::All => above + below,
    };
    assert_eq!(
        got, want,
        "{knobs:?}: routed calls ({above} overlapping with the destination above, {below} below; \
         expected {routed:?} routed)"
    );
}

/// Memmove mode: the generated code copies every overlap itself, no call is routed.
#[test]
fn every_symbol_every_length_and_overlap_through_the_generated_code() {
    exhaustive(&[(BUILD_AFTER, "0")], 5, Routed::None);
}

#[test]
fn every_symbol_every_length_and_overlap_across_the_build() {
    exhaustive(&[], 5, Routed::None);
}

#[test]
fn every_symbol_every_length_and_overlap_forwarding_to_libc() {
    exhaustive(&[(BUILD_AFTER, "never")], 4, Routed::None);
}

/// Strategies memmove mode refuses: the instance is `tuned()`'s, and the overlaps its code
/// would get wrong are routed (and counted), exactly those.
#[test]
fn forced_strategies_get_the_overlap_routing_they_need() {
    for (strategy, state, routed) in [
        ("scalar", 3, Routed::All),
        ("erms-gated", 3, Routed::All),
        ("rep-movsb", 2, Routed::Above),
        ("vector", 5, Routed::None),
    ] {
        exhaustive(&[(BUILD_AFTER, "0"), (STRATEGY, strategy)], state, routed);
    }
}

/// A profile is built in memmove mode (here with the backward band on, which is not
/// forward-safe), and no overlap goes to the C library. (Until issue 25 a profile could hold
/// `edges_before_loop`, which memmove mode refused; every profile now builds in it.)
#[test]
fn a_profile_is_built_in_memmove_mode() {
    if common::cc().is_none() {
        return;
    }
    // this CPU only: the preloaded programs' tuned() loads the profile of the CPU it detects
    let here = jit::harness::recorded::this_cpu().features;
    let profile = |name: &str, edits: &[(&str, &str)]| -> String {
        let path = common::build_dir().join(format!("{name}-{}.profile", std::process::id()));
        let _ = std::fs::remove_file(&path);
        jit::Calibration::measure(&here, std::time::Duration::ZERO)
            .save(&path)
            .expect("save a profile");
        let mut text = std::fs::read_to_string(&path).expect("read the profile back");
        for (key, value) in edits {
            let line = text
                .lines()
                .find(|l| l.split_once('=').is_some_and(|(k, _)| k == *key))
                .unwrap_or_else(|| panic!("no {key}= in\n{text}"))
                .to_string();
            text = text.replacen(&line, &format!("{key}={value}"), 1);
        }
        std::fs::write(&path, text).expect("write the profile");
        jit::Calibration::load(&path, &here).expect("a valid profile");
        path.to_str().expect("UTF-8 path").to_string()
    };
    let band = profile(
        "band",
        &[("backward_dst_above_src", "31"), ("backward_from", "0")],
    );
    exhaustive(
        &[(BUILD_AFTER, "0"), ("MEMCPY_JIT_PROFILE", &band)],
        5,
        Routed::None,
    );
}

/// The report says how long the build took (the call that built paid it), and nothing of the
/// kind when no build ran.
#[test]
fn the_report_says_how_long_the_build_took() {
    let Some(exe) = copies() else { return };
    // `errno` builds (it checks that its first call does); `state` copies nothing.
    let report = |mode: &str, knobs: &[(&str, &str)]| {
        let mut knobs = knobs.to_vec();
        knobs.push(("MEMCPY_JIT_PRELOAD_REPORT", "1"));
        let o = output(preloaded(Command::new(exe).arg(mode), &knobs));
        assert!(o.status.success(), "{}: {}", o.status, stderr(&o));
        stderr(&o)
    };
    let built = report("errno", &[(BUILD_AFTER, "0")]);
    let took = built
        .split("; build took ")
        .nth(1)
        .and_then(|rest| rest.split_once(" µs"))
        .and_then(|(us, _)| us.parse::<f64>().ok())
        .unwrap_or_else(|| panic!("no `build took N µs` in the report: {built}"));
    assert!(took > 0.0, "build took {took} µs: {built}");
    let forwarding = report("state", &[(BUILD_AFTER, "never")]);
    assert!(
        forwarding.contains("memcpy-jit-preload: ") && !forwarding.contains("build took"),
        "report: {forwarding}"
    );
}

/// A call earns one unit of credit toward the build whatever its size: large copies gain
/// nothing over the C library's (docs/results/preload-2026-11-30, "Break-even"), so thirteen
/// copies of 3 MiB count as thirteen calls. `copies sizes` makes 5 070 calls (of 333, 77,
/// 3 MiB + 5, 100 and 1 bytes); the program's other copies are those `copies state` makes.
#[test]
fn a_call_earns_one_unit_whatever_its_size() {
    let Some(exe) = copies() else { return };
    let credit = |mode: &str| -> u64 {
        let o = output(preloaded(
            Command::new(exe).arg(mode),
            &[
                (BUILD_AFTER, "1000000000"),
                ("MEMCPY_JIT_PRELOAD_REPORT", "1"),
            ],
        ));
        let err = stderr(&o);
        assert!(o.status.success(), "{}: {err}", o.status);
        err.split("; credit ")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
            .unwrap_or_else(|| panic!("no credit in the report: {err}"))
    };
    assert_eq!(credit("sizes") - credit("state"), 5_070);
}

/// Nothing builds at exit: `copies state` makes no copy before it exits, so the first calls
/// are the report's own formatting, at exit; they forward, although the threshold is 0 (the
/// heap stays empty: no build ran).
#[test]
fn nothing_builds_at_exit() {
    let Some(exe) = copies() else { return };
    let o = output(preloaded(
        Command::new(exe).arg("state"),
        &[(BUILD_AFTER, "0"), ("MEMCPY_JIT_PRELOAD_REPORT", "1")],
    ));
    let err = stderr(&o);
    assert!(o.status.success(), "{}: {err}", o.status);
    assert_eq!(final_state(&o), Some(1), "{err}");
    assert!(
        err.contains("forwarding to the C library's memmove; credit ")
            && err.contains("heap: arena 0 bytes (peak 0 "),
        "report: {err}"
    );
}

/// The plain fallback's copy is `ptr::copy_nonoverlapping`, a call to `memcpy`: publishing it
/// would recurse until the stack overflows. The library forwards for good instead.
#[test]
fn the_fallback_strategy_is_never_published() {
    run(
        "exhaustive",
        &[(BUILD_AFTER, "0"), (STRATEGY, "fallback")],
        4,
    );
}

/// The call that builds allocates from the library's own heap, never with `malloc`: here it is
/// made by a program's `realloc` holding its allocator's lock (tests/c/allocator.c), where a
/// `malloc` would deadlock (the test's lock reports it instead of hanging).
#[test]
fn the_build_never_calls_malloc() {
    let Some(exe) = compile("allocator.c", "allocator", &["-pthread", "-ldl"]) else {
        return;
    };
    let o = output(preloaded(&mut Command::new(exe), &[(BUILD_AFTER, "0")]));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}: {out}{}", o.status, stderr(&o));
    assert_eq!(final_state(&o), Some(5), "{out}");
}

/// The building call's system calls may set `errno` (here a calibration file that does not
/// exist); glibc's `memcpy` never changes it, and neither does the call that builds.
#[test]
fn the_building_call_keeps_errno() {
    let missing = common::build_dir().join("no-such-dir/calibration");
    let missing = missing.to_str().expect("UTF-8 path");
    run(
        "errno",
        &[
            (BUILD_AFTER, "0"),
            ("MEMCPY_JIT_CALIBRATE", "0"),
            ("MEMCPY_JIT_PROFILE", missing),
        ],
        5,
    );
}

#[test]
fn chk_overflow_aborts_with_glibcs_message() {
    let Some(exe) = copies() else { return };
    for name in ["memcpy", "memmove", "mempcpy"] {
        let ours = output(preloaded(Command::new(exe).args(["chk", name]), &[]));
        let glibc = output(common::clean(Command::new(exe).args(["chk", name])));
        for (who, o) in [("preloaded", &ours), ("glibc", &glibc)] {
            assert_eq!(
                o.status.signal(),
                Some(libc::SIGABRT),
                "__{name}_chk ({who}): {}; stderr: {}",
                o.status,
                stderr(o)
            );
        }
        assert_eq!(
            stderr(&ours),
            "*** buffer overflow detected ***: terminated\n",
            "__{name}_chk"
        );
        assert_eq!(
            stderr(&ours),
            stderr(&glibc),
            "__{name}_chk: glibc's message"
        );
    }
}

/// Four threads start copying at once, and the build happens in the middle of their race.
#[test]
fn threads_racing_the_first_calls_and_the_build() {
    run("threads", &[(BUILD_AFTER, "20000")], 5);
}

/// Children forked while two threads copy, before and after the parent built: each copies
/// correctly and ends with the generated code (building its own when the parent had not).
#[test]
fn fork_while_threads_copy() {
    run("fork", &[(BUILD_AFTER, "10000")], 5);
}

/// A handler copies while the interrupted thread is inside a 1 MiB copy, 200 times; the build
/// happens during the signals or, when they arrive faster than the copies earn the credit,
/// right after them (the output says which); the program ends on the generated code either way.
#[test]
fn signal_handler_copies_while_the_thread_is_inside_a_copy() {
    let out = run("signal", &[(BUILD_AFTER, "20000")], 5).unwrap_or_default();
    eprintln!("{out}");
}

/// A constructor that runs before the library's (of a library preloaded after it) copies in
/// both overlap directions: the bootstrap copy serves it, correctly, and the functions it
/// calls are the library's.
#[test]
fn calls_before_the_constructor_take_the_bootstrap_copy() {
    let Some(exe) = copies() else { return };
    let Some(early) = compile("early.c", "libearly.so", &["-shared", "-fPIC", "-ldl"]) else {
        return;
    };
    let list = format!("{} {}", common::preload_so().display(), early.display());
    let o = output(preloaded(Command::new(exe).arg("state"), &[]).env("LD_PRELOAD", list));
    assert!(o.status.success(), "{}: {}", o.status, stderr(&o));
    let err = stderr(&o);
    let line = err
        .lines()
        .find(|l| l.starts_with("early:"))
        .unwrap_or_else(|| panic!("no line from the early constructor: {err}"));
    assert_eq!(line, "early: state 0, 2494 copies, 0 wrong, bound 1");
    assert_eq!(final_state(&o), Some(1), "forwarding after the constructor");
}
