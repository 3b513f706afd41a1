//! The profile as a hostile or careless user may name it: someone else's file, a symbolic
//! link, a directory, a FIFO, `/dev/zero`, a 1 GiB sparse file, a truncated file, a file with
//! a key twice or missing, random bytes; and eight writers racing on one path.
//!
//! Checked through [`Calibration::load`]/[`Calibration::save`], through `Builder::calibrate`
//! (what `tuned()` does) in this process, and through `Memcpy::tuned()` in a child process,
//! with the file named by `MEMCPY_JIT_PROFILE` and as this CPU's
//! profile in the cache directory (`XDG_CACHE_HOME`). A hang must fail the test, not the CI
//! job: in-process calls run on a helper thread and children are killed, both after
//! [`HANG_GUARD`] (a guard against hanging, generous enough never to fire on a slow machine;
//! nothing here asserts how long anything took). Every message must be one line shorter than
//! [`MAX_MESSAGE`] bytes, and a file that is not ours must be byte-for-byte intact afterwards.

use std::fs;
use std::io::Read;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{mpsc, Arc, Barrier};
use std::time::{Duration, Instant};

use memcpy_jit::harness::recorded::{each_cpu, this_cpu, Cpu};
use memcpy_jit::{Calibration, CpuFeatures, Memcpy, Policy};

/// [`Calibration::measure`].
fn calibrate(f: &CpuFeatures, budget: Duration) -> Calibration {
    Calibration::measure(f, budget)
}
use proptest::prelude::*;

/// Longest acceptable error message or note, in bytes.
const MAX_MESSAGE: usize = 512;

/// How long a call or child may take before the test calls it hung.
const HANG_GUARD: Duration = Duration::from_secs(120);

/// The content of the file that belongs to someone else.
const PRECIOUS: &[u8] = b"precious line\nexport PATH=$HOME/bin:$PATH\n";

/// A fresh directory for one test.
fn dir(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("hostile-{name}"));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `f` on a helper thread; panics if it panics or gives no answer within [`HANG_GUARD`].
fn within<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    match rx.recv_timeout(HANG_GUARD) {
        Ok(v) => v,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            panic!("{what}: hung (no answer in {HANG_GUARD:?})")
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("{what}: panicked"),
    }
}

fn assert_bounded(what: &str, msg: &str) {
    assert!(
        msg.len() < MAX_MESSAGE && !msg.contains('\n'),
        "{what}: message of {} bytes (or several lines): {:?}",
        msg.len(),
        msg.chars().take(300).collect::<String>()
    );
}

/// `link` is still a symbolic link, and `target`, what it points at, still holds
/// [`PRECIOUS`]: nothing was written through the link or over it.
fn assert_link_kept(link: &Path, target: &Path) {
    assert_eq!(fs::read(target).unwrap(), PRECIOUS);
    assert!(fs::symlink_metadata(link).unwrap().file_type().is_symlink());
}

/// No temporary file (`*.tmp`) of an atomic write is left in `d`.
fn assert_no_temporary_left(d: &Path) {
    let stray: Vec<_> = fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(stray.is_empty(), "{stray:?}");
}

fn mkfifo(p: &Path) {
    let c = std::ffi::CString::new(p.as_os_str().as_bytes()).unwrap();
    // SAFETY: `c` is a valid NUL-terminated path that outlives the call.
    let r = unsafe { libc::mkfifo(c.as_ptr(), 0o600) };
    assert_eq!(r, 0, "mkfifo: {}", std::io::Error::last_os_error());
}

/// A 1 GiB file that costs no disk: only its length is set.
fn sparse_gib(p: &Path) {
    fs::File::create(p).unwrap().set_len(1 << 30).unwrap();
}

/// The special files every reader must refuse, with a word its message must contain.
fn special_files(d: &Path) -> Vec<(PathBuf, &'static str)> {
    let fifo = d.join("fifo");
    mkfifo(&fifo);
    let sparse = d.join("sparse");
    sparse_gib(&sparse);
    let sub = d.join("a-directory");
    fs::create_dir(&sub).unwrap();
    vec![
        (sub, "directory"),
        (fifo, "FIFO"),
        (PathBuf::from("/dev/zero"), "character device"),
        (sparse, "1073741824 bytes"),
    ]
}

/// A valid calibration file's text for the CPU of `f` (from the table: nothing measured, so
/// for any CPU).
fn valid_text(d: &Path, f: &CpuFeatures) -> String {
    let p = d.join("valid.txt");
    calibrate(f, Duration::ZERO).save(&p).unwrap();
    fs::read_to_string(&p).unwrap()
}

fn load_err(p: &Path, f: &CpuFeatures) -> String {
    match Calibration::load(p, f) {
        Ok(_) => panic!("{}: loaded", p.display()),
        Err(e) => e.to_string(),
    }
}

/// The builder with `Builder::calibrate(file)` (what `MEMCPY_JIT_CALIBRATE=1` and the file do): the notes, or `None` when this
/// machine gives no vector code (then no calibration is attempted).
fn tuned_notes(p: &Path) -> Option<Vec<String>> {
    let p = p.to_path_buf();
    let m = within("Builder::calibrate", move || {
        Memcpy::builder()
            .policy(Policy::Fastest)
            .calibrate(Some(&p))
            .build()
            .unwrap()
    });
    if m.strategy() != memcpy_jit::Strategy::Vector {
        eprintln!("skipped: no vector code here ({:?})", m.notes());
        return None;
    }
    for n in m.notes() {
        assert_bounded("note", n);
    }
    Some(m.notes().to_vec())
}

#[test]
fn special_files_are_refused_at_once_with_a_bounded_message() {
    let d = dir("special");
    for (p, word) in special_files(&d) {
        for cpu in each_cpu() {
            special_file_is_refused(&cpu, &p, word);
        }
    }
    assert_eq!(fs::metadata(d.join("sparse")).unwrap().len(), 1 << 30);
    assert!(fs::metadata(d.join("a-directory")).unwrap().is_dir());
}

/// [`special_files_are_refused_at_once_with_a_bounded_message`] for `cpu`'s profile at `p`
/// (`tuned()`'s path, which measures, on this CPU only).
fn special_file_is_refused(cpu: &Cpu, p: &Path, word: &str) {
    {
        let shown = format!("{} ({})", p.display(), cpu.name);
        let f = cpu.features;
        let q = p.to_path_buf();
        let e = within(&shown, move || load_err(&q, &f));
        assert_bounded(&shown, &e);
        assert!(e.contains(word), "{shown}: {e}");
        // Saving there is refused too, and leaves it as it was.
        let q = p.to_path_buf();
        let e = within(&shown, move || {
            calibrate(&f, Duration::ZERO)
                .save(&q)
                .map_err(|e| e.to_string())
        })
        .unwrap_err();
        assert_bounded(&shown, &e);
        // A save judges a regular file by its start, however long: the sparse file is
        // refused as not ours (zeros), not for its size.
        let save_word = match word.ends_with("bytes") {
            true => "not a memcpy-jit file",
            false => word,
        };
        assert!(e.contains(save_word), "{shown}: {e}");
        if let Some(notes) = cpu.is_host.then(|| tuned_notes(p)).flatten() {
            assert!(
                notes
                    .iter()
                    .any(|n| n.contains("not used") && n.contains(word)),
                "{shown}: {notes:?}"
            );
            assert!(
                notes.iter().any(|n| n.contains("not saved")),
                "{shown}: {notes:?}"
            );
        }
    }
}

#[test]
fn a_file_that_is_not_ours_is_never_overwritten() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        a_file_that_is_not_ours_is_never_overwritten_on(&cpu);
    }
}

fn a_file_that_is_not_ours_is_never_overwritten_on(cpu: &Cpu) {
    let d = dir("not-ours");
    let p = d.join("bashrc");
    fs::write(&p, PRECIOUS).unwrap();
    let c = calibrate(&cpu.features, Duration::ZERO);
    let e = c.save(&p).map_err(|e| e.to_string()).unwrap_err();
    assert_bounded("save", &e);
    assert!(e.contains("not a memcpy-jit file"), "{e}");
    assert!(
        e.contains("precious line"),
        "the excerpt says what it is: {e}"
    );
    assert_eq!(fs::read(&p).unwrap(), PRECIOUS);
    let e = load_err(&p, &cpu.features);
    assert_bounded("load", &e);
    assert!(e.contains("not a memcpy-jit profile"), "{e}");
    // tuned()'s path measures: on this CPU only.
    if let Some(notes) = cpu.is_host.then(|| tuned_notes(&p)).flatten() {
        assert!(
            notes
                .iter()
                .any(|n| n.contains("not saved") && n.contains("not a memcpy-jit file")),
            "{notes:?}"
        );
    }
    assert_eq!(fs::read(&p).unwrap(), PRECIOUS, "the file was modified");
    // Nothing left behind in the directory but the file itself.
    let names: Vec<_> = fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["bashrc"]);

    // Only its first line is excerpted, escaped and short.
    let long = [b"\x1b[31m".as_slice(), &[b'x'; 5000], b"\nsecret\n"].concat();
    fs::write(&p, &long).unwrap();
    let e = c.save(&p).map_err(|e| e.to_string()).unwrap_err();
    assert_bounded("save", &e);
    assert!(e.contains("\\u{1b}[31mxxx") && !e.contains('\x1b'), "{e}");
    assert!(!e.contains("secret"), "{e}");
    assert_eq!(fs::read(&p).unwrap(), long);
}

/// `files::check_replaceable` (what a tool asks before minutes of measuring) says what
/// `write_atomic` would do, without writing: special files, links and files not ours are
/// refused at once, an absent file or one of ours is accepted; and a long file of ours (an
/// `ab` report can pass the 1 MiB read for the ownership check) is judged on its start.
#[test]
fn replaceability_is_checked_before_writing_and_long_own_files_are_replaced() {
    use memcpy_jit::files::{check_replaceable, write_atomic};
    let d = dir("replaceable");
    let ours = |b: &[u8]| b.starts_with(b"ours\n");
    for (p, word) in special_files(&d) {
        let shown = p.display().to_string();
        let e = within("check_replaceable", move || {
            check_replaceable(&p, ours).map_err(|e| e.to_string())
        });
        let e = e.expect_err(&shown);
        assert_bounded("check", &e);
        // The 1 GiB file is a regular file that is not ours: judged on its start (zeros).
        let word = if word.ends_with("bytes") {
            "not a memcpy-jit file"
        } else {
            word
        };
        assert!(e.contains(word), "{shown}: {e}");
    }
    let theirs = d.join("theirs");
    fs::write(&theirs, PRECIOUS).unwrap();
    let e = check_replaceable(&theirs, ours).unwrap_err().to_string();
    assert!(e.contains("not a memcpy-jit file"), "{e}");
    let link = d.join("link");
    std::os::unix::fs::symlink(&theirs, &link).unwrap();
    let e = check_replaceable(&link, ours).unwrap_err().to_string();
    assert!(e.contains("symbolic link"), "{e}");
    assert!(check_replaceable(&d.join("absent"), ours).is_ok());
    assert_eq!(fs::read(&theirs).unwrap(), PRECIOUS, "nothing written");

    // 3 MiB of ours, then 3 MiB that are not: the first is replaced, the second left whole.
    let long_ours = [b"ours\n".as_slice(), &vec![b'x'; 3 << 20]].concat();
    let p = d.join("long-ours");
    fs::write(&p, &long_ours).unwrap();
    assert!(check_replaceable(&p, ours).is_ok());
    write_atomic(&p, b"ours\nnew\n", ours).unwrap();
    assert_eq!(fs::read(&p).unwrap(), b"ours\nnew\n");
    let long_theirs = [PRECIOUS, &vec![b'x'; 3 << 20]].concat();
    fs::write(&p, &long_theirs).unwrap();
    assert!(check_replaceable(&p, ours).is_err());
    assert!(write_atomic(&p, b"ours\n", ours).is_err());
    assert_eq!(fs::read(&p).unwrap(), long_theirs);
}

/// The byte-path forms (what the preload library calls, without the standard library) do
/// what the `Path` forms do, with the same messages: a FIFO, a directory, `/dev/zero` and a
/// file over the cap are refused at once; a symbolic link is read through but never written
/// through (nor a link to a FIFO read); an absent file is created and one of ours replaced,
/// with nothing left behind; a path naming no file is refused; missing directories are
/// created as `create_own_dir` creates them, and unexpected ones refused.
#[test]
fn byte_paths_are_handled_as_paths_are() {
    use memcpy_jit::files::{
        self, check_replaceable_bytes, create_own_dir_bytes, read_capped_bytes, write_atomic_bytes,
    };
    use std::os::unix::fs::PermissionsExt;
    let d = dir("bytes");
    let ours = |b: &[u8]| b.starts_with(b"ours\n");
    let bytes = |p: &Path| p.as_os_str().as_bytes().to_vec();
    for (p, word) in special_files(&d) {
        let shown = p.display().to_string();
        let (b, q) = (bytes(&p), p.clone());
        let [read, check, write, read_path, write_path] = within(&shown, move || {
            [
                read_capped_bytes(&b, 1 << 20).map(drop),
                check_replaceable_bytes(&b, ours),
                write_atomic_bytes(&b, b"ours\n", ours),
                files::read_capped(&q, 1 << 20).map(drop),
                files::write_atomic(&q, b"ours\n", ours),
            ]
            .map(|r| r.map_err(|e| e.to_string()))
        });
        let read = read.expect_err(&shown);
        assert_bounded(&shown, &read);
        assert!(read.contains(word), "{shown}: {read}");
        // Writing judges a regular file by its start: the sparse file is not ours (zeros).
        let save_word = match word.ends_with("bytes") {
            true => "not a memcpy-jit file",
            false => word,
        };
        let write = write.expect_err(&shown);
        assert!(write.contains(save_word), "{shown}: {write}");
        assert_eq!(check.expect_err(&shown), write);
        assert_eq!(read_path.expect_err(&shown), read);
        assert_eq!(write_path.expect_err(&shown), write);
    }
    assert_eq!(fs::metadata(d.join("sparse")).unwrap().len(), 1 << 30);

    // A link to someone's file: read through, never written through.
    let theirs = d.join("theirs");
    fs::write(&theirs, PRECIOUS).unwrap();
    let link = d.join("link");
    std::os::unix::fs::symlink(&theirs, &link).unwrap();
    assert_eq!(read_capped_bytes(&bytes(&link), 1 << 20).unwrap(), PRECIOUS);
    for e in [
        check_replaceable_bytes(&bytes(&link), |_| true),
        write_atomic_bytes(&bytes(&link), b"ours\n", |_| true),
    ] {
        let e = e.unwrap_err();
        assert!(e.is_refused_overwrite(), "{e}");
        assert!(e.to_string().contains("symbolic link"), "{e}");
    }
    assert_link_kept(&link, &theirs);
    // A link to a FIFO: the type is checked on the opened descriptor, and the open does not
    // wait for a writer.
    let to_fifo = d.join("link-to-fifo");
    std::os::unix::fs::symlink(d.join("fifo"), &to_fifo).unwrap();
    let b = bytes(&to_fifo);
    let e = within("link to a FIFO", move || {
        read_capped_bytes(&b, 1 << 20).map_err(|e| e.to_string())
    });
    assert!(e.unwrap_err().contains("FIFO"));

    // An absent file is created, one of ours replaced; a missing one is "not found".
    let p = d.join("mine");
    let e = read_capped_bytes(&bytes(&p), 10).unwrap_err();
    assert!(
        e.is_not_found() && e.os_error() == Some(libc::ENOENT),
        "{e}"
    );
    assert!(e.to_string().ends_with("(os error 2)"), "{e}");
    write_atomic_bytes(&bytes(&p), b"ours\none\n", ours).unwrap();
    write_atomic_bytes(&bytes(&p), b"ours\ntwo\n", ours).unwrap();
    assert_eq!(read_capped_bytes(&bytes(&p), 9).unwrap(), b"ours\ntwo\n");
    let e = read_capped_bytes(&bytes(&p), 8).unwrap_err().to_string();
    assert!(e.contains("9 bytes, more than the 8 allowed"), "{e}");
    assert_no_temporary_left(&d);
    // A path whose last component is not a name; a directory that does not exist.
    let up = [bytes(&d).as_slice(), b"/sub/.."].concat();
    let e = write_atomic_bytes(&up, b"ours\n", ours)
        .unwrap_err()
        .to_string();
    assert!(e.ends_with("the path does not name a file"), "{e}");
    let nowhere = bytes(&d.join("no-such-dir").join("f"));
    let e = write_atomic_bytes(&nowhere, b"ours\n", ours).unwrap_err();
    assert_eq!(e.os_error(), Some(libc::ENOENT), "{e}");
    assert!(e.to_string().contains("creating a temporary file"), "{e}");

    // Directories: missing parents owner-only (a umask only removes bits), ours not writable
    // by others; a link, a shared directory and a file refused.
    let own = d.join("p1").join("p2").join("own");
    create_own_dir_bytes(&bytes(&own)).unwrap();
    create_own_dir_bytes(&bytes(&own)).unwrap();
    let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&d.join("p1")) & 0o077, 0, "a parent is owner-only");
    assert_eq!(mode(&own) & 0o022, 0);
    let own_link = d.join("own-link");
    std::os::unix::fs::symlink(&own, &own_link).unwrap();
    let e = create_own_dir_bytes(&bytes(&own_link))
        .unwrap_err()
        .to_string();
    assert!(e.contains("symbolic link"), "{e}");
    let shared = d.join("shared");
    fs::create_dir(&shared).unwrap();
    fs::set_permissions(&shared, fs::Permissions::from_mode(0o777)).unwrap();
    let e = create_own_dir_bytes(&bytes(&shared))
        .unwrap_err()
        .to_string();
    assert!(e.contains("writable by other users (mode 0777)"), "{e}");
    let e = create_own_dir_bytes(&bytes(&theirs))
        .unwrap_err()
        .to_string();
    assert!(e.contains("a regular file, not a directory"), "{e}");
}

#[test]
fn a_symbolic_link_is_not_followed() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        a_symbolic_link_is_not_followed_on(&cpu);
    }
}

fn a_symbolic_link_is_not_followed_on(cpu: &Cpu) {
    let d = dir("symlink");
    let target = d.join("target");
    fs::write(&target, PRECIOUS).unwrap();
    let link = d.join("link");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let e = calibrate(&cpu.features, Duration::ZERO)
        .save(&link)
        .map_err(|e| e.to_string())
        .unwrap_err();
    assert_bounded("save", &e);
    assert!(e.contains("symbolic link"), "{e}");
    if cpu.is_host {
        // tuned()'s path measures: on this CPU only.
        tuned_notes(&link);
    }
    assert_link_kept(&link, &target);

    // Even a link to a calibration of ours is not written through.
    let ours = d.join("ours");
    fs::write(&ours, valid_text(&d, &cpu.features)).unwrap();
    let before = fs::read(&ours).unwrap();
    let link2 = d.join("link2");
    std::os::unix::fs::symlink(&ours, &link2).unwrap();
    assert!(calibrate(&cpu.features, Duration::ZERO)
        .save(&link2)
        .is_err());
    assert_eq!(fs::read(&ours).unwrap(), before);
}

/// Every prefix of a valid profile is refused, the whole file loads: for every recorded CPU
/// and this one, each on its own thread (a load waits on the file system, not the CPU).
#[test]
fn every_truncation_of_a_valid_file_is_refused() {
    let d = dir("truncated");
    let threads: Vec<_> = each_cpu()
        .into_iter()
        .map(|cpu| {
            let d = d.clone();
            std::thread::spawn(move || truncations_are_refused(&d, &cpu))
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}

/// [`every_truncation_of_a_valid_file_is_refused`] for `cpu`'s profile, in files of `d`
/// named for it.
fn truncations_are_refused(d: &Path, cpu: &Cpu) {
    let name = cpu.name.replace(' ', "-");
    let d = d.join(&name);
    fs::create_dir(&d).unwrap();
    let text = valid_text(&d, &cpu.features);
    let p = d.join("cut.txt");
    for n in 0..=text.len() {
        fs::write(&p, &text.as_bytes()[..n]).unwrap();
        let r = Calibration::load(&p, &cpu.features).map_err(|e| e.to_string());
        if n == text.len() {
            assert!(r.is_ok(), "{}: the whole file: {r:?}", cpu.name);
        } else {
            let e = r.err().unwrap_or_else(|| {
                panic!(
                    "{}: a prefix of {n} of {} bytes loaded",
                    cpu.name,
                    text.len()
                )
            });
            assert_bounded("prefix", &e);
        }
    }
}

#[test]
fn a_key_twice_or_missing_is_refused_naming_it() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        a_key_twice_or_missing_is_refused_naming_it_on(&cpu);
    }
}

fn a_key_twice_or_missing_is_refused_naming_it_on(cpu: &Cpu) {
    let d = dir("keys");
    let text = valid_text(&d, &cpu.features);
    let p = d.join("keys.txt");
    let keys: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once('=').map(|(k, _)| k))
        .collect();
    // Every key of the format is written (one per field of Thresholds, see src/profile.rs).
    assert_eq!(
        keys,
        Calibration::profile_keys().collect::<Vec<_>>(),
        "{text}"
    );
    for key in keys {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("{key}=")))
            .unwrap();
        // The same line again, just before the end (a later value must not silently win).
        let twice = text.replace("\nend\n", &format!("\n{line}\nend\n"));
        fs::write(&p, &twice).unwrap();
        let e = load_err(&p, &cpu.features);
        assert!(e.contains("duplicate") && e.contains(key), "{key}: {e}");
        let missing: String = text
            .lines()
            .filter(|l| *l != line)
            .map(|l| format!("{l}\n"))
            .collect();
        fs::write(&p, &missing).unwrap();
        // Every key is required (issue 25 dropped the legacy values of format 1).
        let e = load_err(&p, &cpu.features);
        assert!(e.contains(&format!("no {key}=")), "{key}: {e}");
    }
}

#[test]
fn eight_concurrent_writers_leave_a_complete_file() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        eight_concurrent_writers_leave_a_complete_file_on(&cpu);
    }
}

fn eight_concurrent_writers_leave_a_complete_file_on(cpu: &Cpu) {
    let d = dir("race");
    let features = cpu.features;
    // Eight calibrations whose files differ in length (their evidence names the file they
    // were loaded from), so that interleaved writes would show.
    let text = valid_text(&d, &cpu.features);
    let sources: Vec<Calibration> = (0..8)
        .map(|i| {
            let p = d.join(format!("source{}", "-".repeat(i * 7)));
            fs::write(&p, &text).unwrap();
            Calibration::load(&p, &features).unwrap()
        })
        .collect();
    let sources = Arc::new(sources);
    for round in 0..30 {
        let p = d.join(format!("shared{round}.txt"));
        let barrier = Arc::new(Barrier::new(8));
        let writers: Vec<_> = (0..8)
            .map(|i| {
                let (p, barrier, sources) = (p.clone(), barrier.clone(), sources.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    sources[i].save(&p).map_err(|e| e.to_string())
                })
            })
            .collect();
        for w in writers {
            w.join().unwrap().unwrap();
        }
        if let Err(e) = Calibration::load(&p, &features) {
            panic!("round {round}: {e}\n{}", fs::read_to_string(&p).unwrap());
        }
    }
    // No temporary file was left behind.
    assert_no_temporary_left(&d);
}

/// Set in the child runs of [`tuned_in_a_child_refuses_hostile_files`].
const CHILD_VAR: &str = "MEMCPY_JIT_TEST_HOSTILE_CHILD";

/// Runs this test binary's `test` in a child with `env` (every other `MEMCPY_JIT_*` removed);
/// kills it and fails if it does not finish within [`HANG_GUARD`]. Returns its stdout.
fn run_child_guarded(test: &str, env: &[(&str, &Path)]) -> String {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().starts_with("MEMCPY_JIT_") {
            cmd.env_remove(name);
        }
    }
    // No cache directory of the user's: only the test's own, when it gives one.
    let home = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-no-home");
    cmd.args(["--exact", test, "--nocapture", "--test-threads=1"])
        .env_remove("XDG_CACHE_HOME")
        .env("HOME", home)
        .env(CHILD_VAR, "1")
        .env("MEMCPY_JIT_CALIBRATE", "1")
        .envs(env.iter().map(|(k, v)| (k, v.as_os_str())))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("re-run the test binary");
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = stdout.read_to_end(&mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > HANG_GUARD {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{env:?}: the child hung (killed after {HANG_GUARD:?})");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let out = String::from_utf8_lossy(&reader.join().unwrap()).into_owned();
    let mut err = String::new();
    let _ = child.stderr.take().unwrap().read_to_string(&mut err);
    assert!(
        status.success(),
        "{env:?}: child failed ({status}):\n{out}\n{err}"
    );
    out
}

#[test]
fn tuned_in_a_child_refuses_hostile_files() {
    if std::env::var_os(CHILD_VAR).is_some() {
        let m = Memcpy::tuned();
        println!("child ran: {}", m.strategy());
        for n in m.notes() {
            println!("note: {n}");
        }
        return;
    }
    let d = dir("child");
    let precious = d.join("precious");
    fs::write(&precious, PRECIOUS).unwrap();
    let link = d.join("link");
    std::os::unix::fs::symlink(&precious, &link).unwrap();
    let mut cases = special_files(&d);
    cases.push((precious.clone(), "not a memcpy-jit"));
    cases.push((link, "not a memcpy-jit"));
    for (p, word) in cases {
        let var = "MEMCPY_JIT_PROFILE";
        let out = run_child_guarded("tuned_in_a_child_refuses_hostile_files", &[(var, &p)]);
        check_child(&out, &p, word);
        assert_eq!(fs::read(&precious).unwrap(), PRECIOUS);
    }
}

/// The same files as this CPU's profile in the cache directory, which `tuned()` reads
/// without being told to: each refused at once, with a note.
#[test]
fn tuned_in_a_child_refuses_hostile_files_in_the_cache_directory() {
    if std::env::var_os(CHILD_VAR).is_some() {
        let m = Memcpy::tuned();
        println!("child ran: {}", m.strategy());
        for n in m.notes() {
            println!("note: {n}");
        }
        return;
    }
    let d = dir("child-cache");
    // this CPU only: the child's tuned() reads the profile named for the CPU it detects
    let name = Calibration::file_name(&this_cpu().features);
    let kinds = ["a-directory", "fifo", "dev-zero", "sparse", "precious"];
    for (i, kind) in kinds.into_iter().enumerate() {
        let cache = d.join(format!("cache{i}"));
        let at = cache.join("memcpy-jit").join(&name);
        fs::create_dir_all(at.parent().unwrap()).unwrap();
        let word = match kind {
            "a-directory" => {
                fs::create_dir(&at).unwrap();
                "directory"
            }
            "fifo" => {
                mkfifo(&at);
                "FIFO"
            }
            "dev-zero" => {
                std::os::unix::fs::symlink("/dev/zero", &at).unwrap();
                "character device"
            }
            "sparse" => {
                sparse_gib(&at);
                "1073741824 bytes"
            }
            _ => {
                fs::write(&at, PRECIOUS).unwrap();
                "not a memcpy-jit"
            }
        };
        let out = run_child_guarded(
            "tuned_in_a_child_refuses_hostile_files_in_the_cache_directory",
            &[("XDG_CACHE_HOME", &cache)],
        );
        check_child(&out, &at, word);
        if kind == "precious" {
            assert_eq!(fs::read(&at).unwrap(), PRECIOUS);
        }
    }
}

/// A child's output: every note bounded, and where it built vector code, a note that the
/// profile at `p` was not used, containing `word`.
fn check_child(out: &str, p: &Path, word: &str) {
    let ran = out
        .lines()
        .find_map(|l| l.split_once("child ran: ").map(|(_, s)| s))
        .unwrap_or_else(|| panic!("{}: no marker in {out}", p.display()));
    let notes: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("note: "))
        .collect();
    for n in &notes {
        assert_bounded("note", n);
    }
    if ran == "vector" {
        assert!(
            notes
                .iter()
                .any(|n| n.contains("not used") && n.contains(word)),
            "{}: {notes:?}",
            p.display()
        );
    }
}

/// Random content for a profile: arbitrary bytes, or lines made of the format's own pieces
/// (so the parser gets past the header: every key, and values), with or without the end line.
fn calibration_bytes() -> impl Strategy<Value = Vec<u8>> {
    let keys: Vec<String> = Calibration::profile_keys()
        .map(|k| format!("{k}="))
        .collect();
    let piece = prop_oneof![
        prop::sample::select(keys),
        Just(format!("crate={}\n", env!("CARGO_PKG_VERSION"))),
        Just("format=3\n".to_string()),
        Just("none".to_string()),
        Just("true".to_string()),
        Just("avx512".to_string()),
        Just("end".to_string()),
        Just("# ".to_string()),
        Just("\n".to_string()),
        "[0-9]{1,25}",
        "[ -~]{0,40}",
        "\\PC{0,20}",
    ];
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..65_536),
        prop::collection::vec(piece, 0..400)
            .prop_map(|v| { format!("# memcpy-jit profile\n{}", v.concat()).into_bytes() }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_calibration_files_never_panic(bytes in calibration_bytes()) {
        let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-fuzz");
        fs::create_dir_all(&d).unwrap();
        let p = d.join(format!("cal-{}.txt", std::process::id()));
        fs::write(&p, &bytes).unwrap();
        for cpu in each_cpu() {
            match Calibration::load(&p, &cpu.features) {
                Ok(_) => {}
                Err(e) => assert_bounded(cpu.name, &e.to_string()),
            }
        }
    }
}

/// A valid profile padded with 30,000 comment lines fits the byte cap (2 bytes a line) but
/// would keep 30,000 evidence strings: refused with one line, before any is kept. `tune`'s own
/// profiles have about 150 lines.
#[test]
fn profiles_of_too_many_lines_are_refused() {
    let d = dir("lines");
    for cpu in each_cpu() {
        let text = valid_text(&d, &cpu.features);
        let p = d.join("padded");
        let padded = text.replace("\nend\n", &format!("\n{}end\n", "#\n".repeat(30_000)));
        assert!(
            padded.len() <= Calibration::MAX_FILE_BYTES,
            "{}",
            padded.len()
        );
        fs::write(&p, padded).unwrap();
        let e = load_err(&p, &cpu.features);
        assert_bounded("30,000 lines", &e);
        assert!(
            e.contains("more than") && e.contains("lines"),
            "{}: {e}",
            cpu.name
        );
        // The same refusal as tuned() applies it: one note, and the table's thresholds.
        if !cpu.is_host {
            continue;
        }
        if let Some(notes) = tuned_notes(&p) {
            let note = notes
                .iter()
                .find(|n| n.contains("lines"))
                .unwrap_or_else(|| panic!("{notes:?}"));
            assert_bounded("30,000 lines, the note", note);
        }
    }
}

#[test]
fn files_larger_than_the_cap_are_refused() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        files_larger_than_the_cap_are_refused_on(&cpu);
    }
}

fn files_larger_than_the_cap_are_refused_on(cpu: &Cpu) {
    let d = dir("large");
    let text = valid_text(&d, &cpu.features);
    // A valid file padded with comments past the cap, and sizes around it.
    let cap = Calibration::MAX_FILE_BYTES;
    for extra in [cap, 4 * cap, 1 << 20] {
        let p = d.join(format!("big{extra}"));
        let padded = text.replace("\nend\n", &format!("\n#{}\nend\n", "x".repeat(extra)));
        fs::write(&p, padded).unwrap();
        let e = load_err(&p, &cpu.features);
        assert_bounded("large", &e);
        assert!(e.contains("more than"), "{e}");
    }
    let p = d.join("sparse");
    fs::File::create(&p)
        .unwrap()
        .set_len(Calibration::MAX_FILE_BYTES as u64 + 1)
        .unwrap();
    let e = load_err(&p, &cpu.features);
    assert!(e.contains("more than"), "{e}");
}
