//! The profile, end to end: what `memcpy-jit tune` and `calibrated_with` write and what
//! `Memcpy::tuned()` loads at start-up.
//!
//! - **Round trip**: every part of a saved profile (thresholds, evidence, command, date, CPU
//!   identity) loads back; the keys are the format's, one per field of `Thresholds`.
//! - **Refusals**: a foreign (another CPU identity), stale (another crate version, another
//!   format, an earlier version's calibration file) or corrupt profile is refused, classified,
//!   with one bounded line, through `Calibration::load` and through the builder (`tuned()`'s
//!   path), which keeps the table's thresholds. The hostile files (FIFO, directory, device,
//!   huge, someone else's, truncated, racing writers) are tests/hostile_files.rs's.
//! - **The cache directory**: `save_in` creates missing directories (parents 0700, ours 0755)
//!   and refuses one that is a symbolic link, not a directory, someone else's or writable by
//!   others; racing writers leave one complete profile.
//! - **`tuned()` in a child process** loads a profile from `MEMCPY_JIT_PROFILE`, from a
//!   temporary `XDG_CACHE_HOME`, and from `HOME`'s `.cache` (a relative `XDG_CACHE_HOME` is
//!   ignored); `MEMCPY_JIT_PROFILE=off` ignores it.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Barrier};
use std::time::Duration;

use memcpy_jit::env::{
    Overrides, ProfileSource, HOME_VAR, PROFILE_SUBDIR, PROFILE_VAR, XDG_CACHE_HOME_VAR,
};
use memcpy_jit::harness::recorded::{each_cpu, this_cpu, Cpu};
use memcpy_jit::{Calibration, CpuFeatures, Memcpy, Policy, Strategy, Thresholds};

/// Longest acceptable error message or note, in bytes.
const MAX_MESSAGE: usize = 512;

/// A valid non-temporal threshold no table row uses: the mark of the test's profiles.
const MARK: usize = 777_777;

fn dir(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("profile-{name}"));
    if d.exists() {
        // Earlier runs may have left read-only or foreign-owned entries.
        let _ = fs::set_permissions(&d, fs::Permissions::from_mode(0o755));
        let _ = fs::remove_dir_all(&d);
    }
    fs::create_dir_all(&d).unwrap();
    d
}

fn assert_bounded(what: &str, msg: &str) {
    assert!(
        msg.len() < MAX_MESSAGE && !msg.contains('\n'),
        "{what}: message of {} bytes (or several lines): {msg:?}",
        msg.len()
    );
}

/// A profile for the CPU of `f` from the table: nothing measured (a zero budget builds and
/// runs no candidate, only this CPU's separator), so for any CPU, recorded or this one.
fn table_profile(f: &CpuFeatures) -> Calibration {
    Calibration::measure(f, Duration::ZERO)
}

/// [`dir`] for one CPU of a test.
fn cpu_dir(name: &str, cpu: &Cpu) -> PathBuf {
    dir(&format!("{name}-{}", cpu.name.replace(' ', "-")))
}

/// `text` with the line of `key` replaced by `key=value`.
fn with_value(text: &str, key: &str, value: &str) -> String {
    let line = text
        .lines()
        .find(|l| l.split_once('=').is_some_and(|(k, _)| k == key))
        .unwrap_or_else(|| panic!("no {key}= in\n{text}"));
    text.replacen(line, &format!("{key}={value}"), 1)
}

/// Writes a valid profile for the CPU of `f` at `path` whose non-temporal threshold is
/// [`MARK`].
fn marked_profile(path: &Path, f: &CpuFeatures) {
    table_profile(f).save(path).unwrap();
    let text = fs::read_to_string(path).unwrap();
    fs::write(
        path,
        with_value(&text, "non_temporal_from", &MARK.to_string()),
    )
    .unwrap();
    assert!(Calibration::load(path, f).is_ok());
}

#[test]
fn a_saved_profile_loads_back_whole() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        a_saved_profile_loads_back_whole_on(&cpu);
    }
}

fn a_saved_profile_loads_back_whole_on(cpu: &Cpu) {
    let d = cpu_dir("round-trip", cpu);
    let features = cpu.features;
    let c = table_profile(&features).with_command("memcpy-jit tune --budget 1 --out x");
    assert_eq!(c.command(), "memcpy-jit tune --budget 1 --out x");
    assert_eq!(c.date().len(), "2026-12-01T10:11:12Z".len(), "{}", c.date());
    let p = d.join("p.profile");
    c.save(&p).unwrap();
    let text = fs::read_to_string(&p).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], Calibration::FILE_HEADER);
    assert_eq!(lines[1], format!("format={}", Calibration::FORMAT_VERSION));
    assert_eq!(lines[2], format!("crate={}", env!("CARGO_PKG_VERSION")));
    assert_eq!(*lines.last().unwrap(), Calibration::FILE_END);
    assert!(
        text.contains("\ncommand=memcpy-jit tune --budget 1 --out x\n"),
        "{text}"
    );

    let back = Calibration::load(&p, &features).unwrap();
    assert!(back.is_from_file());
    assert_eq!(back.path(), Some(p.as_path()));
    assert_eq!(back.thresholds(), c.thresholds());
    assert_eq!(back.evidence(), c.evidence());
    assert_eq!(back.command(), c.command());
    assert_eq!(back.date(), c.date());
    assert_eq!(back.identity(), c.identity());
    // Saving what was loaded writes the same file.
    let again = d.join("again.profile");
    back.save(&again).unwrap();
    assert_eq!(fs::read_to_string(&again).unwrap(), text);

    // The keys are the format's: every field of Thresholds (as its Debug names them) is one.
    let keys: Vec<&str> = Calibration::profile_keys().collect();
    let debug = format!("{:?}", Thresholds::for_cpu(&features).0);
    for field in debug
        .split(['{', ',', '}'])
        .filter_map(|p| p.split_once(':').map(|(k, _)| k.trim()))
    {
        assert!(keys.contains(&field), "no key for {field}: {keys:?}");
    }
}

/// A profile's `block_align` loads into the thresholds and is saved back as written; the
/// default (16) is what the table writes.
#[test]
fn a_profile_carries_block_align() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        a_profile_carries_block_align_on(&cpu);
    }
}

fn a_profile_carries_block_align_on(cpu: &Cpu) {
    let d = cpu_dir("block-align", cpu);
    let features = cpu.features;
    let p = d.join("p.profile");
    table_profile(&features).save(&p).unwrap();
    let text = fs::read_to_string(&p).unwrap();
    assert!(text.contains("\nblock_align=16\n"), "{text}");
    fs::write(&p, with_value(&text, "block_align", "64")).unwrap();
    let back = Calibration::load(&p, &features).unwrap();
    assert_eq!(back.thresholds().block_align, 64);
    let again = d.join("again.profile");
    back.save(&again).unwrap();
    assert!(fs::read_to_string(&again)
        .unwrap()
        .contains("\nblock_align=64\n"));
}

/// `text` without the line of `key`.
fn without(text: &str, key: &str) -> String {
    text.lines()
        .filter(|l| l.split_once('=').is_none_or(|(k, _)| k != key))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// A profile of the previous format (issue 25 raised it to 2: knobs removed, every key
/// required) is stale: not used, with a one-line note, and `tuned()` keeps the table's row; so
/// is a profile of this format that lacks a key (`block_align`, `loop_prefetch`: keys format 1
/// let a profile leave out), or one of the keys the format dropped.
#[test]
fn a_profile_of_the_previous_format_is_not_used() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        a_profile_of_the_previous_format_is_not_used_on(&cpu);
    }
}

fn a_profile_of_the_previous_format_is_not_used_on(cpu: &Cpu) {
    let d = cpu_dir("previous-format", cpu);
    let features = cpu.features;
    let p = d.join("old.profile");
    let c = table_profile(&features);
    c.save(&p).unwrap();
    let text = fs::read_to_string(&p).unwrap();
    assert!(text.contains("\nformat=3\n"), "{text}");
    let old = text.replacen("\nformat=3\n", "\nformat=2\n", 1);
    fs::write(&p, &old).unwrap();
    let e = Calibration::load(&p, &features).unwrap_err();
    assert!(e.is_stale(), "{e}");
    assert!(e.to_string().contains("stale: profile format \"2\""), "{e}");
    let path = p.to_str().unwrap();
    if let Some(m) = tuned_like(cpu, &[(PROFILE_VAR, path)]) {
        assert_eq!(m.notes().len(), 1, "{:?}", m.notes());
        assert!(
            m.notes()[0].starts_with("profile not used (") && m.notes()[0].contains("stale"),
            "{:?}",
            m.notes()
        );
        assert_bounded("note", &m.notes()[0]);
        assert_eq!(
            m.plan().thresholds(),
            Some(&Thresholds::for_cpu(&features).0)
        );
    }
    for (what, broken) in [
        ("no block_align= line", without(&text, "block_align")),
        ("no loop_prefetch= line", without(&text, "loop_prefetch")),
        (
            "unknown key",
            text.replace("\nend\n", "\nloop_vectors=4\nend\n"),
        ),
    ] {
        fs::write(&p, broken).unwrap();
        let e = Calibration::load(&p, &features).unwrap_err().to_string();
        assert!(e.contains(what), "{what}: {e}");
        if let Some(m) = tuned_like(cpu, &[(PROFILE_VAR, path)]) {
            assert!(
                m.notes()[0].starts_with("profile not used ("),
                "{:?}",
                m.notes()
            );
        }
    }
}

/// An instance built as `tuned()` builds it on `cpu` (policy fastest, the environment parsed
/// from `vars`), when it builds the vector strategy there and this CPU runs its code (built,
/// never called).
fn tuned_like(cpu: &Cpu, vars: &[(&str, &str)]) -> Option<Memcpy> {
    let env = Overrides::from_env_with(false, |n| {
        vars.iter().find(|v| v.0 == n).map(|v| v.1.to_string())
    });
    let mut b = Memcpy::builder();
    b.features(cpu.features)
        .policy(Policy::Fastest)
        .overrides(&env);
    if !Cpu::runs(&b.plan().unwrap()) {
        eprintln!(
            "skipped: {}'s tuned() (this CPU lacks its instructions)",
            cpu.name
        );
        return None;
    }
    let m = b.build().unwrap();
    (m.strategy() == Strategy::Vector).then_some(m)
}

#[test]
fn foreign_stale_and_corrupt_profiles_are_refused_and_named() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        foreign_stale_and_corrupt_profiles_are_refused_and_named_on(&cpu);
    }
}

fn foreign_stale_and_corrupt_profiles_are_refused_and_named_on(cpu: &Cpu) {
    let d = cpu_dir("refusals", cpu);
    let features = cpu.features;
    let good = d.join("good.profile");
    table_profile(&features).save(&good).unwrap();
    let text = fs::read_to_string(&good).unwrap();
    #[derive(Debug, PartialEq)]
    enum Kind {
        Foreign,
        Stale,
        Corrupt,
    }
    let cases: Vec<(&str, String, Kind, &str)> = vec![
        (
            "another cpu",
            with_value(
                &text,
                "cpu",
                "AuthenticAMD family 0x19 model 0x11 stepping 1",
            ),
            Kind::Foreign,
            "made for another CPU: cpu is",
        ),
        (
            "other features",
            with_value(&text, "features", "erms"),
            Kind::Foreign,
            "made for another CPU: features is",
        ),
        (
            "other caches",
            with_value(&text, "caches", "l1d 1 KiB, l2 2 KiB, l3 unknown"),
            Kind::Foreign,
            "made for another CPU: caches is",
        ),
        (
            "another crate version",
            with_value(&text, "crate", "0.0.1-older"),
            Kind::Stale,
            "stale: written by memcpy-jit 0.0.1-older",
        ),
        (
            "another format",
            with_value(&text, "format", "1"),
            Kind::Stale,
            "stale: profile format \"1\"",
        ),
        (
            "an earlier version's calibration file",
            text.replacen(Calibration::FILE_HEADER, "# memcpy-jit calibration", 1),
            Kind::Stale,
            "stale: a calibration file",
        ),
        (
            "a malformed value",
            with_value(&text, "width", "avx9000"),
            Kind::Corrupt,
            "width: unknown",
        ),
        (
            "an out-of-range value",
            with_value(&text, "avoid_src_above_dst", "99999"),
            Kind::Corrupt,
            "out of range",
        ),
        (
            "a block alignment that is not 16, 32 or 64",
            with_value(&text, "block_align", "48"),
            Kind::Corrupt,
            "block_align 48 out of range: must be one of 16, 32, 64",
        ),
        (
            "no end line",
            text.replace("\nend\n", "\n"),
            Kind::Corrupt,
            "truncated",
        ),
        (
            "not a profile",
            "hello\n".to_string(),
            Kind::Corrupt,
            "not a memcpy-jit profile",
        ),
        (
            "binary",
            "\u{0}\u{1}\u{ff}".to_string(),
            Kind::Corrupt,
            "not a memcpy-jit profile",
        ),
    ];
    for (i, (what, body, kind, needle)) in cases.into_iter().enumerate() {
        let p = d.join(format!("case{i}.profile"));
        fs::write(&p, &body).unwrap();
        let e = Calibration::load(&p, &features).expect_err(what);
        let msg = e.to_string();
        assert_bounded(what, &msg);
        assert!(msg.contains(needle), "{what}: {msg}");
        let got = if e.is_foreign() {
            Kind::Foreign
        } else if e.is_stale() {
            Kind::Stale
        } else {
            Kind::Corrupt
        };
        assert_eq!(got, kind, "{what}: {msg}");
        assert!(e.file_error().is_none(), "{what}");
        // tuned()'s path: not used, the table kept, one bounded note saying why.
        let path = p.to_str().unwrap();
        if let Some(m) = tuned_like(cpu, &[(PROFILE_VAR, path)]) {
            assert!(m.calibration().is_none(), "{what}");
            assert_eq!(
                m.plan().thresholds(),
                Some(&Thresholds::for_cpu(&features).0)
            );
            assert_eq!(m.notes().len(), 1, "{what}: {:?}", m.notes());
            let n = &m.notes()[0];
            assert_bounded(what, n);
            assert!(
                n.starts_with("profile not used (") && n.contains(needle),
                "{what}: {n}"
            );
        }
    }
    // A profile loaded for pretended features of another CPU model is foreign too.
    let e = Calibration::load(&good, &features.with_family_model(0x42, 0x42)).unwrap_err();
    assert!(e.is_foreign(), "{e}");
    // A missing file is an I/O error, named.
    let e = Calibration::load(&d.join("missing.profile"), &features).unwrap_err();
    assert!(
        e.is_not_found() && e.to_string().contains("missing.profile"),
        "{e}"
    );
}

#[test]
fn save_in_creates_the_directory_and_refuses_unexpected_ones() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        save_in_creates_the_directory_and_refuses_unexpected_ones_on(&cpu);
    }
}

fn save_in_creates_the_directory_and_refuses_unexpected_ones_on(cpu: &Cpu) {
    let d = cpu_dir("save-in", cpu);
    let features = cpu.features;
    let c = table_profile(&features);

    // Missing parents: created owner-only; ours: not writable by others.
    let cache = d.join("home/.cache");
    let ours = cache.join(PROFILE_SUBDIR);
    let p = c.save_in(&ours).unwrap();
    assert_eq!(p, ours.join(Calibration::file_name(&features)));
    assert_eq!(
        Some(p.clone()),
        ProfileSource::CacheDir(ours.clone()).path_for(&features)
    );
    assert!(Calibration::load(&p, &features).is_ok());
    for parent in [d.join("home"), cache.clone()] {
        let mode = fs::metadata(&parent).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode & 0o077, 0, "{parent:?}: {mode:o}");
    }
    let mode = fs::metadata(&ours).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode & 0o022, 0, "{mode:o}");
    assert_eq!(mode & 0o700, 0o700, "{mode:o}");
    // Again: the profile of ours is replaced.
    assert_eq!(c.save_in(&ours).unwrap(), p);

    // A parent that is a symbolic link (the user's ~/.cache on another disk) is fine.
    let elsewhere = d.join("elsewhere");
    fs::create_dir(&elsewhere).unwrap();
    let linked = d.join("linked-cache");
    std::os::unix::fs::symlink(&elsewhere, &linked).unwrap();
    let p = c.save_in(&linked.join(PROFILE_SUBDIR)).unwrap();
    assert!(elsewhere
        .join(PROFILE_SUBDIR)
        .join(p.file_name().unwrap())
        .is_file());

    // Refused: our directory as a symbolic link, a file, writable by others.
    let target = d.join("target");
    fs::create_dir(&target).unwrap();
    let link = d.join("link");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let file = d.join("a-file");
    fs::write(&file, b"x").unwrap();
    let open = d.join("open");
    fs::create_dir(&open).unwrap();
    fs::set_permissions(&open, fs::Permissions::from_mode(0o777)).unwrap();
    for (bad, word) in [
        (&link, "symbolic link"),
        (&file, "a regular file, not a directory"),
        (&open, "writable by other users"),
    ] {
        let e = c.save_in(bad).unwrap_err().to_string();
        assert_bounded("save_in", &e);
        assert!(e.contains(word), "{bad:?}: {e}");
    }
    assert_eq!(fs::read_dir(&target).unwrap().count(), 0);
    assert_eq!(fs::read_dir(&open).unwrap().count(), 0);
    assert_eq!(fs::read(&file).unwrap(), b"x");

    // Someone else's directory (needs root to make one).
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        let theirs = d.join("theirs");
        fs::create_dir(&theirs).unwrap();
        std::os::unix::fs::chown(&theirs, Some(65534), Some(65534)).unwrap();
        let e = c.save_in(&theirs).unwrap_err().to_string();
        assert!(e.contains("belongs to uid 65534"), "{e}");
        assert_eq!(fs::read_dir(&theirs).unwrap().count(), 0);
    }
}

/// Two tuners (here eight) saving into the same cache directory at once, which does not
/// exist yet: every one succeeds, and one complete profile is left, with no temporary file.
#[test]
fn racing_tuners_leave_one_complete_profile() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        racing_tuners_leave_one_complete_profile_on(&cpu);
    }
}

fn racing_tuners_leave_one_complete_profile_on(cpu: &Cpu) {
    let d = cpu_dir("race", cpu);
    let features = cpu.features;
    let c = Arc::new(table_profile(&features));
    for round in 0..10 {
        let ours = d.join(format!("cache{round}")).join(PROFILE_SUBDIR);
        let barrier = Arc::new(Barrier::new(8));
        let writers: Vec<_> = (0..8)
            .map(|i| {
                let (ours, barrier, c) = (ours.clone(), barrier.clone(), c.clone());
                std::thread::spawn(move || {
                    let c = (*c)
                        .clone()
                        .with_command(&format!("writer {i}{}", "-".repeat(i * 9)));
                    barrier.wait();
                    c.save_in(&ours).map_err(|e| e.to_string())
                })
            })
            .collect();
        let paths: Vec<PathBuf> = writers
            .into_iter()
            .map(|w| w.join().unwrap().unwrap())
            .collect();
        assert!(paths.windows(2).all(|w| w[0] == w[1]));
        let back = Calibration::load(&paths[0], &features).unwrap();
        assert!(back.command().starts_with("writer "), "{}", back.command());
        let names: Vec<_> = fs::read_dir(&ours)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1, "round {round}: {names:?}");
    }
}

/// Variables for a child: name and value.
type Env<'a> = Vec<(&'a str, &'a Path)>;

/// Set in the child runs of [`tuned_in_a_child_loads_the_profile`].
const CHILD_VAR: &str = "MEMCPY_JIT_TEST_PROFILE_CHILD";

/// What a child's `tuned()` built: its non-temporal threshold (`None` when it did not build
/// the vector strategy), the profile it loaded, and its notes.
struct Child {
    non_temporal: Option<Option<usize>>,
    loaded: Option<String>,
    notes: Vec<String>,
}

/// Runs this test binary's child test with only `env` set among the variables that matter
/// (every `MEMCPY_JIT_*`, `XDG_CACHE_HOME` and `HOME` removed first).
fn run_child(env: &[(&str, &Path)]) -> Child {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().starts_with("MEMCPY_JIT_") {
            cmd.env_remove(name);
        }
    }
    let out = cmd
        .args([
            "--exact",
            "tuned_in_a_child_loads_the_profile",
            "--nocapture",
            "--test-threads=1",
        ])
        .env_remove(XDG_CACHE_HOME_VAR)
        .env_remove(HOME_VAR)
        .env(CHILD_VAR, "1")
        .envs(env.iter().map(|(k, v)| (k, v.as_os_str())))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{env:?}: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let field = |prefix: &str| {
        stdout
            .lines()
            .find_map(|l| l.split_once(prefix).map(|(_, v)| v.to_string()))
    };
    let non_temporal = field("non_temporal: ").map(|v| match v.as_str() {
        "none" => None,
        "never" => Some(None),
        n => Some(Some(n.parse().unwrap())),
    });
    Child {
        non_temporal: non_temporal.unwrap_or_else(|| panic!("no marker in {stdout}")),
        loaded: field("loaded: ").filter(|l| l != "-"),
        notes: stdout
            .lines()
            .filter_map(|l| l.strip_prefix("note: "))
            .map(str::to_string)
            .collect(),
    }
}

#[test]
fn tuned_in_a_child_loads_the_profile() {
    if std::env::var_os(CHILD_VAR).is_some() {
        let m = Memcpy::tuned();
        let nt = match m.plan().thresholds() {
            None => "none".to_string(),
            Some(t) => t
                .non_temporal_from
                .map_or("never".into(), |n| n.to_string()),
        };
        println!("non_temporal: {nt}");
        let loaded = m.calibration().and_then(|c| c.path());
        println!(
            "loaded: {}",
            loaded.map_or("-".into(), |p| p.display().to_string())
        );
        for n in m.notes() {
            println!("note: {n}");
        }
        return;
    }
    let d = dir("child");
    // this CPU only: the child's tuned() loads the profile named for the CPU it detects
    let host = this_cpu().features;
    let named = d.join("named.profile");
    marked_profile(&named, &host);
    let xdg = d.join("xdg");
    let in_xdg = ProfileSource::CacheDir(xdg.join(PROFILE_SUBDIR))
        .path_for(&host)
        .unwrap();
    fs::create_dir_all(in_xdg.parent().unwrap()).unwrap();
    marked_profile(&in_xdg, &host);
    let home = d.join("home");
    let in_home = ProfileSource::CacheDir(home.join(".cache").join(PROFILE_SUBDIR))
        .path_for(&host)
        .unwrap();
    fs::create_dir_all(in_home.parent().unwrap()).unwrap();
    marked_profile(&in_home, &host);
    let empty = d.join("empty-cache");
    fs::create_dir(&empty).unwrap();
    let relative = Path::new("relative/cache");
    let off = Path::new("off");

    let table = Thresholds::for_cpu(&host).0.non_temporal_from;
    // (environment, the profile that must be loaded, if any)
    let cases: Vec<(Env, Option<&Path>)> = vec![
        (vec![(PROFILE_VAR, &named)], Some(&named)),
        (vec![(XDG_CACHE_HOME_VAR, &xdg)], Some(&in_xdg)),
        (
            vec![(XDG_CACHE_HOME_VAR, &xdg), (HOME_VAR, &home)],
            Some(&in_xdg),
        ),
        (vec![(HOME_VAR, &home)], Some(&in_home)),
        (
            vec![(XDG_CACHE_HOME_VAR, relative), (HOME_VAR, &home)],
            Some(&in_home),
        ),
        (
            vec![(PROFILE_VAR, &named), (XDG_CACHE_HOME_VAR, &xdg)],
            Some(&named),
        ),
        (vec![(PROFILE_VAR, off), (XDG_CACHE_HOME_VAR, &xdg)], None),
        (vec![(PROFILE_VAR, off), (HOME_VAR, &home)], None),
        (vec![(XDG_CACHE_HOME_VAR, &empty)], None),
        (vec![], None),
    ];
    for (env, want) in cases {
        let c = run_child(&env);
        for n in &c.notes {
            assert_bounded("note", n);
        }
        let Some(nt) = c.non_temporal else {
            println!("skipped: no vector code here ({:?})", c.notes);
            return;
        };
        match want {
            Some(p) => {
                assert_eq!(nt, Some(MARK), "{env:?}: {:?}", c.notes);
                assert_eq!(c.loaded.as_deref(), Some(p.to_str().unwrap()), "{env:?}");
                assert_eq!(
                    c.notes,
                    [format!("profile loaded from {}", p.display())],
                    "{env:?}"
                );
            }
            None => {
                assert_eq!(nt, table, "{env:?}: {:?}", c.notes);
                assert_eq!(c.loaded, None, "{env:?}");
                // No profile, and nothing to say about it: off, or none made yet.
                assert!(c.notes.is_empty(), "{env:?}: {:?}", c.notes);
            }
        }
    }
    // The profiles were read, never written or created.
    for p in [&named, &in_xdg, &in_home] {
        assert!(Calibration::load(p, &host).is_ok());
    }
    assert_eq!(fs::read_dir(&empty).unwrap().count(), 0);
}
