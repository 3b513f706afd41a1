//! What the preload tests share: the shared object under test, the C compiler, and running a
//! command with and without the library preloaded.

#![allow(
    dead_code,
    reason = "each test binary compiles this module and uses a different subset of it"
)]

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The C library's copy functions the library replaces (lib.rs), as `LD_DEBUG=bindings`
/// names them.
pub const COPY_SYMBOLS: [&str; 6] = [
    "memcpy",
    "memmove",
    "mempcpy",
    "__memcpy_chk",
    "__memmove_chk",
    "__mempcpy_chk",
];

/// Intel-syntax listing of decoded instructions, one per line with its address.
pub fn listing(code: &[iced_x86::Instruction]) -> String {
    use iced_x86::Formatter;
    let mut f = iced_x86::IntelFormatter::new();
    let mut out = String::new();
    for i in code {
        out.push_str(&format!("{:#x}  ", i.ip()));
        f.format(i, &mut out);
        out.push('\n');
    }
    out
}

/// The library's file name (see crates/preload/Cargo.toml for why not `libmemcpy_jit.so`).
pub const SO_NAME: &str = "libmemcpy_jit_preload.so";

/// The shipped shared object, built for this test run with the command that ships it:
/// `cargo build --profile preload -p memcpy-jit-preload` (no std, aborts on panic: see
/// src/nostd.rs), into the target directory of this test executable (`target/preload/`).
/// `cargo test` cannot build it itself: it builds a package's library for integration tests
/// only as an rlib, compiled to unwind. Built once per test executable (Cargo runs them one
/// at a time; a second build finds everything fresh); panics with Cargo's output if it fails.
pub fn preload_so() -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(build_preload).clone()
}

fn build_preload() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    // <target>/<profile>/deps/<test>
    let target = exe
        .ancestors()
        .nth(3)
        .expect("the test executable sits in <target>/<profile>/deps");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .args(["build", "--profile", "preload", "-p", "memcpy-jit-preload"])
        .arg("--target-dir")
        .arg(target)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
        .stdin(Stdio::null())
        .output()
        .expect("run cargo");
    assert!(
        out.status.success(),
        "cargo build --profile preload -p memcpy-jit-preload failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let so = target.join("preload").join(SO_NAME);
    assert!(so.is_file(), "{} not built", so.display());
    so
}

/// The C compiler, or `None` (with a message saying the test is skipped) when `cc` is absent.
pub fn cc() -> Option<&'static str> {
    static FOUND: OnceLock<bool> = OnceLock::new();
    let found = *FOUND.get_or_init(|| Command::new("cc").arg("--version").output().is_ok());
    if !found {
        eprintln!("SKIPPED: no C compiler (`cc`) on PATH");
    }
    found.then_some("cc")
}

/// Where test programs are built: Cargo's per-package temporary directory for integration
/// tests.
pub fn build_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("preload");
    std::fs::create_dir_all(&dir).expect("create the build directory");
    dir
}

/// Compiles `tests/c/<source>` with `cc` into `out` (in [`build_dir`]) with `extra` arguments
/// after the source. `None` if there is no C compiler; panics with the compiler's output if
/// the compilation fails.
pub fn compile(source: &str, out: &str, extra: &[&str]) -> Option<PathBuf> {
    let cc = cc()?;
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/c")
        .join(source);
    // Unique per test process: test binaries run in parallel and may build the same program.
    let exe = build_dir().join(format!("{out}-{}", std::process::id()));
    let o = Command::new(cc)
        .args(["-O2", "-fno-builtin", "-fno-tree-loop-distribute-patterns"])
        .args(["-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&exe)
        .arg(&src)
        .args(extra)
        .output()
        .expect("run cc");
    assert!(
        o.status.success(),
        "cc {} failed:\n{}",
        src.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    Some(exe)
}

/// How long a child may run before it is killed as hung: a recursion the library failed to
/// prevent can be an endless loop of tail calls rather than a stack overflow. Not a timing
/// assertion: the slowest child here takes a few seconds, this is a hundred times that.
pub const HUNG_AFTER: Duration = Duration::from_secs(300);

/// Runs `cmd` and returns its output; panics if it cannot be started or runs longer than
/// [`HUNG_AFTER`] (then it is killed).
pub fn output(cmd: &mut Command) -> Output {
    output_with_input(cmd, None)
}

/// [`output`], with `input` written to the child's standard input (else it gets none).
pub fn output_with_input(cmd: &mut Command, input: Option<Vec<u8>>) -> Output {
    run(cmd, input, None)
}

/// [`output_with_input`], with standard error a new file at `err` (read back into the
/// output's `stderr`) rather than a pipe: the library's report reaches a program that closes
/// standard error before it exits (the GNU tools do) only when it can reopen it by its path
/// (src/init.rs).
pub fn output_with_stderr_file(cmd: &mut Command, input: Option<Vec<u8>>, err: &Path) -> Output {
    run(cmd, input, Some(err))
}

fn run(cmd: &mut Command, input: Option<Vec<u8>>, err_file: Option<&Path>) -> Output {
    let stderr = match err_file {
        Some(p) => Stdio::from(std::fs::File::create(p).expect("create the stderr file")),
        None => Stdio::piped(),
    };
    let mut child = cmd
        .stdin(if input.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    // Feed and drain the pipes on their own threads so that no child blocks on a full pipe.
    if let Some(input) = input {
        let mut stdin = child.stdin.take().expect("piped stdin");
        std::thread::spawn(move || {
            use std::io::Write;
            let _ = stdin.write_all(&input);
        });
    }
    let mut out = child.stdout.take().expect("piped stdout");
    let mut err = child.stderr.take();
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out.read_to_end(&mut v);
        v
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        if let Some(err) = err.as_mut() {
            let _ = err.read_to_end(&mut v);
        }
        v
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the child") {
            break status;
        }
        if start.elapsed() > HUNG_AFTER {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{cmd:?} still running after {HUNG_AFTER:?}: killed as hung");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let mut stderr = err.join().expect("stderr reader");
    if let Some(p) = err_file {
        stderr = std::fs::read(p).expect("read the stderr file");
        let _ = std::fs::remove_file(p);
    }
    Output {
        status,
        stdout: out.join().expect("stdout reader"),
        stderr,
    }
}

/// `cmd` with the library preloaded and the knobs given (every other `MEMCPY_JIT_*` variable
/// of the test's environment removed, so the runs are what the test says).
pub fn preloaded<'a>(cmd: &'a mut Command, knobs: &[(&str, &str)]) -> &'a mut Command {
    clean(cmd).env("LD_PRELOAD", preload_so());
    for (k, v) in knobs {
        cmd.env(k, v);
    }
    cmd
}

/// `cmd` without `LD_PRELOAD` and without any `MEMCPY_JIT_*` variable.
pub fn clean(cmd: &mut Command) -> &mut Command {
    cmd.env_remove("LD_PRELOAD");
    for (k, _) in std::env::vars_os() {
        if k.to_string_lossy().starts_with("MEMCPY_JIT_") {
            cmd.env_remove(k);
        }
    }
    cmd
}

/// The text of a child's standard error.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The `state N` line a `copies` run prints last.
pub fn final_state(o: &Output) -> Option<i32> {
    String::from_utf8_lossy(&o.stdout)
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("state ")?.trim().parse().ok())
}

/// The `rustc` of the toolchain that built this test: `RUSTC` if set, else the one next to
/// the `cargo` that built it (rustup's toolchain directory), else the one on `PATH`.
pub fn rustc() -> PathBuf {
    if let Some(r) = std::env::var_os("RUSTC") {
        return r.into();
    }
    let sibling = Path::new(env!("CARGO")).with_file_name("rustc");
    if sibling.is_file() {
        sibling
    } else {
        "rustc".into()
    }
}
