//! What the shared object links and exports, and what its replacements for `libgcc_s` and
//! `libm` do (src/nounwind.rs, src/nolibm.rs):
//!
//! - it needs the C library and the dynamic loader, nothing else (every other dependency is
//!   loaded and relocated by every process it is preloaded into), and no anonymous memory
//!   (a large `.bss`);
//! - it exports its C functions and nothing else (no `_Unwind_*`: that would replace the
//!   unwinder of every C++ program; no `log` or `exp`: the program's math functions);
//! - it links no part of Rust's standard library (src/nostd.rs);
//! - a panic in a std `cdylib` with the unwinder stubs aborts with the panic's message and
//!   `failed to initiate panic, error 5`, with an empty backtrace under `RUST_BACKTRACE`;
//! - without std it cannot calibrate: `MEMCPY_JIT_CALIBRATE=1` is ignored with a note and
//!   writes nothing, and a profile `memcpy-jit tune` (here: `Memcpy::calibrated_with`) wrote
//!   is loaded.

mod common;

use std::collections::BTreeSet;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::{clean, output, preload_so, preloaded, rustc, stderr};
use object::read::elf::{Dyn, ElfFile64, FileHeader, ProgramHeader};
use object::{elf, Endianness, Object, ObjectSymbol};

/// The functions the library exports (lib.rs), and nothing else: the standard library
/// exports nothing from a `cdylib`.
const EXPORTS: [&str; 10] = {
    let c = common::COPY_SYMBOLS;
    [
        c[0],
        c[1],
        c[2],
        c[3],
        c[4],
        c[5],
        "memcpy_jit_bootstrap_memmove",
        "memcpy_jit_preload_state",
        "memcpy_jit_preload_routed",
        "memcpy_jit_preload_generated",
    ]
};
/// The shared objects an object names in `DT_NEEDED`.
fn needed(so: &Path) -> BTreeSet<String> {
    let bytes = std::fs::read(so).unwrap_or_else(|e| panic!("read {}: {e}", so.display()));
    let image = ElfFile64::<Endianness>::parse(&*bytes).expect("an ELF64 shared object");
    let endian = image.endian();
    let sections = image
        .elf_header()
        .sections(endian, &*bytes)
        .expect("section table");
    let (dynamic, link) = sections
        .dynamic(endian, &*bytes)
        .expect("dynamic section")
        .expect("a dynamic section");
    let strings = sections
        .strings(endian, &*bytes, link)
        .expect("dynamic string table");
    dynamic
        .iter()
        .filter(|d| d.tag32(endian) == Some(elf::DT_NEEDED))
        .map(|d| {
            String::from_utf8_lossy(d.string(endian, strings).expect("a DT_NEEDED name"))
                .into_owned()
        })
        .collect()
}

/// The C library, which every dynamically linked program has loaded already. (The
/// dynamic loader was there too while the object linked std: `__tls_get_addr`, for std's
/// thread-locals.)
fn c_library_only() -> BTreeSet<String> {
    ["libc.so.6"].map(String::from).into()
}

#[test]
fn needs_only_the_c_library_and_the_loader() {
    let so = preload_so();
    assert_eq!(
        needed(&so),
        c_library_only(),
        "DT_NEEDED of {}",
        so.display()
    );
}

/// No loadable segment reaches more than a page past the page where its bytes from the file
/// end: the loader zeroes the rest of that page and maps anonymous memory only for what lies
/// beyond (a large `.bss`, such as the static arena of before, cost every process one more
/// mapping and its page faults). The few hundred bytes of small statics fit in the file's
/// last page or spill into one more page, depending on where the link put the end of
/// `.data`: `cargo test -p memcpy-jit-preload` and the workspace's build differ by that.
#[test]
fn the_loader_maps_at_most_a_page_of_anonymous_memory_for_it() {
    const PAGE: u64 = 4096;
    let so = preload_so();
    let bytes = std::fs::read(&so).expect("read the shared object");
    let image = ElfFile64::<Endianness>::parse(&*bytes).expect("an ELF64 shared object");
    let endian = image.endian();
    let mut loads = 0;
    for ph in image.elf_program_headers() {
        if ph.p_type(endian) != elf::PT_LOAD {
            continue;
        }
        loads += 1;
        let (at, file, mem) = (ph.p_vaddr(endian), ph.p_filesz(endian), ph.p_memsz(endian));
        let file_page_end = (at + file).next_multiple_of(PAGE);
        assert!(
            at + mem <= file_page_end + PAGE,
            "segment at {at:#x}: {mem:#x} bytes in memory, {file:#x} from the file: {} bytes \
             past the file's last page are mapped anonymously",
            at + mem - file_page_end
        );
    }
    assert!(loads >= 2, "{loads} loadable segments");
}

#[test]
fn exports_its_c_functions_and_nothing_else() {
    let so = preload_so();
    let bytes = std::fs::read(&so).expect("read the shared object");
    let image = object::File::parse(&*bytes).expect("parse the shared object");
    let mut defined = BTreeSet::new();
    let mut foreign = Vec::new();
    for sym in image.dynamic_symbols() {
        let name = sym.name().expect("a symbol name").to_string();
        if name.starts_with("_Unwind_") || name == "log" || name == "exp" {
            foreign.push(name.clone());
        }
        if !sym.is_undefined() {
            defined.insert(name);
        }
    }
    assert!(
        foreign.is_empty(),
        "the dynamic symbol table names the unwinder's or libm's symbols (exported, or \
         bound at load time from libgcc_s / libm): {foreign:?}"
    );
    assert_eq!(
        defined,
        EXPORTS.map(String::from).into(),
        "exported symbols"
    );
}

/// The shipped object holds no part of Rust's standard library (src/nostd.rs): no symbol of
/// its symbol table is a function or static of `std` (legacy mangling `_ZN3std…`, v0
/// `_RN…3std…`), and none of std's own panic or runtime machinery is there. A std `cdylib`
/// (tests/rust/floor.rs) has both, so the check can fail.
#[test]
fn links_no_part_of_the_standard_library() {
    fn std_symbols(so: &Path) -> Vec<String> {
        let bytes = std::fs::read(so).expect("read the shared object");
        let image = object::File::parse(&*bytes).expect("parse the shared object");
        image
            .symbols()
            .chain(image.dynamic_symbols())
            .filter_map(|s| s.name().ok().map(String::from))
            .filter(|n| {
                n.starts_with("_ZN3std")
                    || (n.starts_with("_R") && n.contains("3std"))
                    || n == "rust_begin_unwind"
                    || n.starts_with("__rust_start_panic")
            })
            .collect()
    }
    let floor = std_symbols(&floor_so());
    assert!(
        floor.len() > 10,
        "the std floor has no std symbols: the check sees nothing ({floor:?})"
    );
    let so = preload_so();
    let found = std_symbols(&so);
    assert!(
        found.is_empty(),
        "{} links std: {} symbols, e.g. {:?}",
        so.display(),
        found.len(),
        &found[..found.len().min(8)]
    );
}

/// tests/rust/floor.rs built as a `cdylib` with the release profile's settings, once per
/// test executable (two tests use it, in parallel).
fn floor_so() -> PathBuf {
    static BUILT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BUILT.get_or_init(build_floor).clone()
}

fn build_floor() -> PathBuf {
    build_test_object("floor", &["nounwind"], &[])
}

/// tests/rust/`name`.rs built with `rustc` alone as a `cdylib` with the release profile's
/// settings and `extra` arguments, into [`common::build_dir`]. The program's `modules` are
/// the crate's own (src/`module`.rs): copied beside it, unchanged, into a directory of its
/// own first, where its `mod module;` finds them.
fn build_test_object(name: &str, modules: &[&str], extra: &[&str]) -> PathBuf {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let pid = std::process::id();
    let dir = common::build_dir().join(format!("{name}-src-{pid}"));
    std::fs::create_dir_all(&dir).expect("create the program's source directory");
    let src = dir.join(format!("{name}.rs"));
    std::fs::copy(crate_dir.join(format!("tests/rust/{name}.rs")), &src).expect("copy the program");
    for m in modules {
        let from = crate_dir.join(format!("src/{m}.rs"));
        std::fs::copy(&from, dir.join(format!("{m}.rs")))
            .unwrap_or_else(|e| panic!("copy {}: {e}", from.display()));
    }
    let out = common::build_dir().join(format!("lib{name}-{pid}.so"));
    let o = Command::new(rustc())
        .args(["--edition", "2021", "--crate-type", "cdylib"])
        .args(extra)
        .args(["-C", "opt-level=3", "-C", "strip=debuginfo", "-o"])
        .arg(&out)
        .arg(&src)
        .output()
        .expect("run rustc");
    assert!(
        o.status.success(),
        "rustc {} failed:\n{}",
        src.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    out
}

/// The shipped build's panic handler (src/nostd.rs, compiled into tests/rust/nostd_panic.rs
/// with `-C panic=abort`, as the shipped build is): a panic prints one line,
/// `memcpy-jit preload: panicked at FILE:LINE:COL: MESSAGE`, on standard error and aborts
/// (SIGABRT); a message longer than the handler's fixed buffer is cut to 511 bytes and the
/// newline. Without the request the object loads and the program runs normally, and it needs
/// only the C library.
#[test]
fn a_panic_in_the_shipped_build_prints_one_line_and_aborts() {
    let so = build_test_object(
        "nostd_panic",
        &["nostd", "nounwind"],
        &["-C", "panic=abort"],
    );
    assert_eq!(
        needed(&so),
        c_library_only(),
        "DT_NEEDED of {}",
        so.display()
    );
    let run = |request: Option<&str>| {
        let mut cmd = Command::new("/bin/true");
        clean(&mut cmd).env("LD_PRELOAD", &so);
        if let Some(r) = request {
            cmd.env("MEMCPY_JIT_NOSTD_PANIC", r);
        }
        output(&mut cmd)
    };
    let quiet = run(None);
    assert!(
        quiet.status.success() && quiet.stderr.is_empty(),
        "{}: {}",
        quiet.status,
        stderr(&quiet)
    );
    let err = aborted(&run(Some("1")), "");
    assert!(
        err.starts_with("memcpy-jit preload: panicked at ")
            && err.contains("nostd_panic.rs:")
            && err.ends_with(": the no_std preload panics on request: xxx\n")
            && err.lines().count() == 1,
        "{err:?}"
    );
    let err = aborted(&run(Some("long")), "");
    assert_eq!(err.len(), 512, "{err:?}");
    assert!(
        err.ends_with("xxx\n") && err.lines().count() == 1,
        "{err:?}"
    );
}

/// The standard error of a process that must have ended by SIGABRT (`what` opens the
/// failure message).
fn aborted(o: &std::process::Output, what: &str) -> String {
    let err = stderr(o);
    assert_eq!(
        o.status.signal(),
        Some(libc::SIGABRT),
        "{what}{}; stderr:\n{err}",
        o.status
    );
    err
}

/// `/bin/true` with the floor preloaded and its constructor asked to panic.
fn panicking(floor: &Path, backtrace: Option<&str>) -> std::process::Output {
    let mut cmd = Command::new("/bin/true");
    clean(&mut cmd)
        .env("LD_PRELOAD", floor)
        .env("MEMCPY_JIT_FLOOR_PANIC", "1")
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE");
    if let Some(b) = backtrace {
        cmd.env("RUST_BACKTRACE", b);
    }
    output(&mut cmd)
}

/// A panic in a std `cdylib` linked with the unwinder stubs: the panic hook prints the
/// message, `_Unwind_RaiseException` reports the end of the stack, and the standard library
/// aborts; `_Unwind_Backtrace` gives an empty backtrace. The floor needs no `libgcc_s` either,
/// and runs normally when it does not panic.
#[test]
fn a_panic_with_the_unwinder_stubs_aborts_with_its_message() {
    let floor = floor_so();
    // A std object also needs the loader (`__tls_get_addr`, for std's thread-locals).
    let mut with_loader = c_library_only();
    with_loader.insert("ld-linux-x86-64.so.2".into());
    assert_eq!(needed(&floor), with_loader, "DT_NEEDED of the floor");
    let mut quiet = Command::new("/bin/true");
    let quiet = output(clean(&mut quiet).env("LD_PRELOAD", &floor));
    assert!(
        quiet.status.success(),
        "{}: {}",
        quiet.status,
        stderr(&quiet)
    );

    let fatal = "fatal runtime error: failed to initiate panic, error 5, aborting";
    for backtrace in [None, Some("1"), Some("full")] {
        let err = aborted(
            &panicking(&floor, backtrace),
            &format!("RUST_BACKTRACE={backtrace:?}: "),
        );
        // (The hook's message starts with an empty line.)
        let lines: Vec<&str> = err.lines().filter(|l| !l.is_empty()).collect();
        assert!(
            lines
                .first()
                .is_some_and(|l| l.contains("panicked at") && l.contains("floor.rs"))
                && lines.get(1) == Some(&"the floor panics on request"),
            "RUST_BACKTRACE={backtrace:?}: the panic hook's message:\n{err}"
        );
        assert_eq!(
            lines.last(),
            Some(&fatal),
            "RUST_BACKTRACE={backtrace:?}:\n{err}"
        );
        if backtrace == Some("full") {
            // No frame between the heading and the abort.
            assert_eq!(
                &lines[lines.len() - 2..],
                ["stack backtrace:", fatal],
                "an empty backtrace:\n{err}"
            );
        }
    }
}

/// Without std the shipped library cannot measure (no clock, no tuner in its build of the
/// library): `MEMCPY_JIT_CALIBRATE=1` leaves a note in the report and writes no profile, and
/// the code is the table's. A profile written on this machine (here by
/// `Memcpy::calibrated_with`, the same format `memcpy-jit tune` writes) named by
/// `MEMCPY_JIT_PROFILE` is loaded, and the report says so.
#[test]
fn the_shipped_library_loads_profiles_and_does_not_calibrate() {
    let dir = common::build_dir();
    let missing = dir.join(format!("never-written-{}.profile", std::process::id()));
    let _ = std::fs::remove_file(&missing);
    let run = |profile: &Path, calibrate: &str| {
        // `ls` closes standard error before it exits: the report reaches it only when it is
        // a file the library can open again at exit (src/init.rs), not a pipe.
        let report = dir.join(format!("report-{}.txt", std::process::id()));
        let file = std::fs::File::create(&report).expect("create the report file");
        let mut ls = Command::new("ls");
        let status = preloaded(
            ls.arg("/"),
            &[
                ("MEMCPY_JIT_PRELOAD_BUILD_AFTER", "0"),
                ("MEMCPY_JIT_PRELOAD_REPORT", "1"),
                ("MEMCPY_JIT_CALIBRATE", calibrate),
                ("MEMCPY_JIT_PROFILE", profile.to_str().expect("UTF-8 path")),
            ],
        )
        .stdout(std::process::Stdio::null())
        .stderr(file)
        .status()
        .expect("run ls");
        let err = std::fs::read_to_string(&report).expect("read the report");
        let _ = std::fs::remove_file(&report);
        assert!(status.success(), "{status}: {err}");
        assert!(
            err.contains("memcpy-jit-preload: generated code (vector)"),
            "report: {err}"
        );
        err
    };
    let err = run(&missing, "1");
    assert!(
        err.contains("MEMCPY_JIT_CALIBRATE=1 ignored") && err.contains("no std"),
        "report: {err}"
    );
    assert!(!missing.exists(), "a profile was written: {err}");

    let profile = dir.join(format!("calibrated-{}.profile", std::process::id()));
    let _ = std::fs::remove_file(&profile);
    let m = jit::Memcpy::calibrated_with(Some(&profile));
    assert!(profile.is_file(), "not saved: {:?}", m.notes());
    let err = run(&profile, "0");
    assert!(err.contains("profile loaded from"), "report: {err}");
    let _ = std::fs::remove_file(&profile);
}
