//! Real programs under `LD_PRELOAD`, their output compared byte for byte with a run without it:
//! compressor round trips (gzip, and xz and zstd when installed) over 4 MiB of generated text,
//! `sort`, `python3` and `perl` doing real work (hashing, JSON, sorting, compression),
//! `sqlite3` when installed, and `rustc` compiling a program (the executables compared byte
//! for byte, then run both ways). Preloaded runs build the generated code at their first call
//! (`MEMCPY_JIT_PRELOAD_BUILD_AFTER=0`) and must report that they used it; and
//! `LD_DEBUG=bindings` must show the programs' `memcpy`-family symbols bound to the library,
//! never to the C library.
//!
//! A program that is not installed is skipped with a message (`.ci/run` installs them).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use common::{
    clean, output_with_input, output_with_stderr_file, preload_so, preloaded, rustc, stderr,
};

/// The exported symbols, as `LD_DEBUG=bindings` names them.
const SYMBOLS: [&str; 6] = common::COPY_SYMBOLS;

/// 4 MiB of text lines: words from a seeded xorshift, with numbers, so that compressors and
/// `sort` have real work (repeats, varied lengths) and every run sees the same bytes.
fn data() -> &'static PathBuf {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| {
        const SYLLABLES: [&str; 16] = [
            "ka", "lo", "mi", "nu", "ra", "se", "ti", "vo", "ze", "qua", "pli", "dro", "ste",
            "ang", "or", "ix",
        ];
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut text = String::new();
        while text.len() < 4 << 20 {
            let words = 1 + next() % 12;
            for w in 0..words {
                if w > 0 {
                    text.push(' ');
                }
                for _ in 0..1 + next() % 4 {
                    text.push_str(SYLLABLES[(next() % 16) as usize]);
                }
                if next() % 5 == 0 {
                    text.push_str(&(next() % 100_000).to_string());
                }
            }
            text.push('\n');
        }
        let path = common::build_dir().join(format!("data-{}.txt", std::process::id()));
        std::fs::write(&path, text).expect("write the data file");
        path
    })
}

/// The program's path, or `None` with a message when it is not installed.
fn installed(program: &str) -> Option<()> {
    let found = Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        eprintln!("SKIPPED: {program} is not installed");
    }
    found.then_some(())
}

/// Runs `args` (with `input` on standard input) without and with the library, which builds its
/// code at the first call; asserts both succeed with identical standard output and that the
/// preloaded run used the generated code; returns the output.
fn same_output(args: &[&str], input: Option<&[u8]>) -> Vec<u8> {
    let cmd = || {
        let mut c = Command::new(args[0]);
        c.args(&args[1..]).env("LC_ALL", "C");
        c
    };
    let plain = output_with_input(clean(&mut cmd()), input.map(<[u8]>::to_vec));
    assert!(
        plain.status.success(),
        "{args:?}: {}: {}",
        plain.status,
        stderr(&plain)
    );
    let knobs = [
        ("MEMCPY_JIT_PRELOAD_BUILD_AFTER", "0"),
        ("MEMCPY_JIT_PRELOAD_REPORT", "1"),
    ];
    // (Standard error a file: sort and xz close it before they exit, and the report reaches
    // them only through its path.)
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let err_file = common::build_dir().join(format!("stderr-{}-{run}", std::process::id()));
    let pre = output_with_stderr_file(
        preloaded(&mut cmd(), &knobs),
        input.map(<[u8]>::to_vec),
        &err_file,
    );
    let err = stderr(&pre);
    assert!(
        pre.status.success(),
        "{args:?} preloaded: {}: {err}",
        pre.status
    );
    assert!(
        plain.stdout == pre.stdout,
        "{args:?}: output differs under LD_PRELOAD ({} vs {} bytes)",
        plain.stdout.len(),
        pre.stdout.len()
    );
    assert!(
        err.lines()
            .any(|l| l.starts_with("memcpy-jit-preload: generated code")),
        "{args:?}: the preloaded run did not use the generated code: {err}"
    );
    pre.stdout
}

/// Compresses the data and decompresses the result, both sides compared with and without the
/// library; the round trip must give the data back.
fn round_trip(program: &str, compress: &[&str], decompress: &[&str]) {
    if installed(program).is_none() {
        return;
    }
    let path = data().to_str().expect("UTF-8 path").to_string();
    let mut args = vec![program];
    args.extend_from_slice(compress);
    args.push(&path);
    let packed = same_output(&args, None);
    let mut args = vec![program];
    args.extend_from_slice(decompress);
    let unpacked = same_output(&args, Some(&packed));
    assert!(
        unpacked == std::fs::read(data()).expect("read the data"),
        "{program}: the round trip did not give the data back"
    );
}

#[test]
fn gzip_round_trip() {
    round_trip("gzip", &["-n", "-c"], &["-d", "-c"]);
}

#[test]
fn xz_round_trip() {
    round_trip("xz", &["-T1", "-c"], &["-d", "-c"]);
}

#[test]
fn zstd_round_trip() {
    round_trip("zstd", &["-q", "-c"], &["-q", "-d", "-c"]);
}

#[test]
fn sort_lines() {
    if installed("sort").is_none() {
        return;
    }
    let path = data().to_str().expect("UTF-8 path").to_string();
    let out = same_output(&["sort", &path], None);
    assert_eq!(out.len(), std::fs::read(data()).expect("data").len());
    let out = same_output(&["sort", "-r", "-k2", &path], None);
    assert!(!out.is_empty());
}

const PYTHON: &str = r#"
import hashlib, json, sys, zlib
data = open(sys.argv[1], 'rb').read()
lines = data.split(b'\n')
words = sorted(set(data.split()))
doc = [{'n': i, 'line': l.decode(), 'words': l.split().__len__()} for i, l in enumerate(lines[:20000])]
text = json.dumps(doc, sort_keys=True)
back = json.loads(text)
assert back == doc
packed = zlib.compress(data, 6)
assert zlib.decompress(packed) == data
print(hashlib.sha256(data).hexdigest(), hashlib.md5(text.encode()).hexdigest())
print(len(lines), len(words), len(packed), words[:5], words[-5:])
print(sorted(lines, key=lambda l: (len(l), l))[-3:])
"#;

#[test]
fn python_hashes_json_sorting_compression() {
    if installed("python3").is_none() {
        return;
    }
    // The interpreter itself (a pyenv shim is a shell script: that would preload the shell).
    let exe = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .expect("run python3");
    let exe = String::from_utf8_lossy(&exe.stdout).trim().to_string();
    let path = data().to_str().expect("UTF-8 path").to_string();
    let out = same_output(&[&exe, "-c", PYTHON, &path], None);
    assert!(out.len() > 100, "{}", String::from_utf8_lossy(&out));
}

const PERL: &str = r#"
use strict; use warnings;
use Digest::SHA qw(sha256_hex); use JSON::PP;
local $/; open(my $f, '<', $ARGV[0]) or die; my $data = <$f>;
my @lines = split /\n/, $data;
my %count; $count{$_}++ for split /\s+/, $data;
my @top = (sort { $count{$b} <=> $count{$a} || $a cmp $b } keys %count)[0..9];
my $json = JSON::PP->new->canonical->encode({ lines => scalar(@lines), top => \@top,
    counts => { map { $_ => $count{$_} } @top } });
my $back = JSON::PP->new->decode($json);
my $joined = join("\n", sort @lines);
my $packed = pack("(Z*)*", @lines[0..999]);
print sha256_hex($data), " ", sha256_hex($joined), " ", length($packed), "\n", $json, "\n";
print scalar(keys %$back), "\n";
"#;

#[test]
fn perl_hashes_json_sorting() {
    if installed("perl").is_none() {
        return;
    }
    // perl-base alone (minimal images) lacks these core modules.
    let modules = Command::new("perl")
        .args(["-MDigest::SHA", "-MJSON::PP", "-e", "1"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !modules {
        eprintln!("SKIPPED: perl lacks Digest::SHA or JSON::PP (install the perl package)");
        return;
    }
    let path = data().to_str().expect("UTF-8 path").to_string();
    let out = same_output(&["perl", "-e", PERL, &path], None);
    assert!(out.len() > 100, "{}", String::from_utf8_lossy(&out));
}

const SQL: &str = "
CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, grp INTEGER, blob BLOB);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
INSERT INTO t SELECT i, printf('name-%08d-%s', (i * 7919) % 100003, hex(i * 31)), i % 97,
    zeroblob(i % 300) FROM n;
CREATE INDEX t_name ON t(name);
SELECT grp, count(*), sum(length(blob)), min(name), max(name) FROM t GROUP BY grp ORDER BY grp;
SELECT name FROM t ORDER BY name DESC LIMIT 20;
SELECT length(group_concat(name, ',')) FROM (SELECT name FROM t ORDER BY name);
UPDATE t SET name = name || name WHERE id % 3 = 0;
SELECT count(*), sum(length(name)) FROM t;
VACUUM;
";

#[test]
fn sqlite3_queries() {
    if installed("sqlite3").is_none() {
        return;
    }
    let out = same_output(&["sqlite3", ":memory:"], Some(SQL.as_bytes()));
    assert!(out.len() > 1000, "{}", String::from_utf8_lossy(&out));
}

/// `rustc` (with LLVM's threads, `codegen-units=4`, and the linker it runs, all preloaded)
/// compiles tests/rust/words.rs with and without the library, each process building the
/// generated code at its first call: the two executables must be the same bytes (rustc's
/// output does not depend on the output's name), and the program must print the same
/// under the library as without it.
#[test]
fn rustc_builds_the_same_executable() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rust/words.rs");
    let dir = common::build_dir();
    let exe = |name: &str| dir.join(format!("words-{name}-{}", std::process::id()));
    let (plain, pre) = (exe("plain"), exe("preloaded"));
    let compile = |cmd: &mut Command, out: &Path| {
        let o = output_with_input(
            cmd.args(["-C", "opt-level=2", "-C", "codegen-units=4", "-o"])
                .arg(out)
                .arg(&src),
            None,
        );
        assert!(
            o.status.success(),
            "rustc {src:?}: {}: {}",
            o.status,
            stderr(&o)
        );
        stderr(&o)
    };
    compile(clean(&mut Command::new(rustc())), &plain);
    let knobs = [
        ("MEMCPY_JIT_PRELOAD_BUILD_AFTER", "0"),
        ("MEMCPY_JIT_PRELOAD_REPORT", "1"),
    ];
    let err = compile(preloaded(&mut Command::new(rustc()), &knobs), &pre);
    assert!(
        err.lines()
            .any(|l| l.starts_with("memcpy-jit-preload: generated code")),
        "the preloaded rustc did not use the generated code: {err}"
    );
    let (a, b) = (std::fs::read(&plain), std::fs::read(&pre));
    let (a, b) = (
        a.expect("the plain executable"),
        b.expect("the preloaded one"),
    );
    assert!(
        a == b,
        "rustc built different executables under LD_PRELOAD ({} vs {} bytes)",
        a.len(),
        b.len()
    );
    let out = same_output(&[plain.to_str().expect("UTF-8 path")], None);
    assert!(
        out.starts_with(b"200000 "),
        "{}",
        String::from_utf8_lossy(&out)
    );
    for f in [plain, pre] {
        let _ = std::fs::remove_file(f);
    }
}

/// `LD_DEBUG=bindings`: each program's (or its libraries') references to the exported symbols
/// bind to the library (at least one of them per program), and none of them, from any object but the library
/// itself (whose constructor looks up the C library's `memmove` to forward to), to the C
/// library.
#[test]
fn symbols_bind_to_the_library() {
    let so = preload_so();
    let so = so.to_str().expect("UTF-8 path");
    let path = data().to_str().expect("UTF-8 path").to_string();
    let runs: [&[&str]; 6] = [
        &["gzip", "-c", &path],
        &["xz", "-T1", "-c", &path],
        &["zstd", "-q", "-c", &path],
        &["sort", &path],
        &["perl", "-e", "print 1"],
        &["sqlite3", ":memory:", "select 1"],
    ];
    let mut checked = 0;
    for args in runs {
        if installed(args[0]).is_none() {
            continue;
        }
        let mut cmd = Command::new(args[0]);
        cmd.args(&args[1..]);
        let o = output_with_input(preloaded(&mut cmd, &[]).env("LD_DEBUG", "bindings"), None);
        assert!(o.status.success(), "{args:?}: {}", o.status);
        let err = stderr(&o);
        let bound: Vec<&str> = SYMBOLS
            .into_iter()
            .filter(|s| {
                err.lines().any(|l| {
                    // The library's own references bind to itself too: those do not count.
                    !l.contains(&format!("binding file {so} "))
                        && l.contains(&format!(" to {so} [0]: normal symbol `{s}'"))
                })
            })
            .collect();
        assert!(
            !bound.is_empty(),
            "{}: no memcpy-family symbol bound to {so}",
            args[0]
        );
        for s in SYMBOLS {
            let to_libc = err.lines().find(|l| {
                !l.contains(&format!("binding file {so} "))
                    && l.contains("libc.so")
                    && l.contains(&format!("]: normal symbol `{s}'"))
            });
            assert_eq!(to_libc, None, "{}: {s} bound to the C library", args[0]);
        }
        eprintln!("{}: {} bound to the library", args[0], bound.join(", "));
        checked += 1;
    }
    assert!(checked > 0, "no program to check");
}
