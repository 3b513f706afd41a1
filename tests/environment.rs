//! The environment overrides say what they do and do what they say.
//!
//! - **Documented values.** Every value the environment table (docs/usage.md) and `src/env.rs`'s docs list for
//!   each `MEMCPY_JIT_*` variable is accepted, and the lists are exactly the parsers' (read
//!   from the documents at compile time, so docs and code cannot drift apart).
//! - **Notes are true.** For each combination of policy, forced strategy and threshold, every
//!   note is checked against the instance built (its strategy, plan and thresholds); and each
//!   case of issue 7 item 10 has its own test: calibration under the `kernel` policy,
//!   `MEMCPY_JIT_CALIBRATE=0` with a file, a threshold below the vector minimum, a threshold
//!   with a gateless forced strategy, and a threshold under the vector strategy.
//! - **`AT_SECURE`.** A set-user-ID copy of this test binary, run by another user, ignores
//!   every variable (needs root, and a file system that honours set-user-ID; skipped, with a
//!   message, where that is impossible).

use std::path::{Path, PathBuf};

use memcpy_jit::env::{
    Overrides, ProfileSource, CALIBRATE_OFF, CALIBRATE_ON, CALIBRATE_VAR, HOME_VAR, POLICY_VAR,
    PROFILE_OFF, PROFILE_VAR, STRATEGY_VAR, THRESHOLD_VAR, VARS, XDG_CACHE_HOME_VAR,
};
use memcpy_jit::harness::recorded::{each_cpu, this_cpu, Cpu};
use memcpy_jit::limits::{MAX_THRESHOLD, MIN_THRESHOLD};
use memcpy_jit::{Calibration, CpuFeatures, Memcpy, Policy, Strategy, Thresholds, VectorWidth};

/// The environment table: docs/usage.md (the README links it).
const README: &str = include_str!("../docs/usage.md");
const ENV_RS: &str = include_str!("../src/env.rs");

/// Parses `pairs` as the environment (nothing else set), not under `AT_SECURE`.
fn env(pairs: &[(&str, &str)]) -> Overrides {
    Overrides::from_env_with(false, |n| {
        pairs.iter().find(|p| p.0 == n).map(|p| p.1.to_string())
    })
}

/// What `Memcpy::tuned()` builds with features `f` and the overrides `o` (not cached): the
/// fastest policy, then the overrides, applied by the builder.
fn tuned_like(f: CpuFeatures, o: &Overrides) -> Memcpy {
    Memcpy::builder()
        .features(f)
        .policy(Policy::Fastest)
        .overrides(o)
        .build()
        .unwrap_or_else(|e| panic!("{o:?}: {e}"))
}

/// [`tuned_like`] on `cpu`, when this CPU runs the code it plans there (built, never
/// called); `None`, saying so, otherwise.
fn tuned_on(cpu: &Cpu, o: &Overrides) -> Option<Memcpy> {
    let mut b = Memcpy::builder();
    b.features(cpu.features)
        .policy(Policy::Fastest)
        .overrides(o);
    if b.plan().is_ok_and(|p| !Cpu::runs(&p)) {
        println!(
            "skipped: {} {o:?} (this CPU lacks its instructions)",
            cpu.name
        );
        return None;
    }
    Some(tuned_like(cpu.features, o))
}

/// Backquoted words made of lowercase letters, digits and `-` (value names, not code).
fn quoted_words(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .map(str::to_string)
        .collect()
}

/// The environment table (docs/usage.md): variable name and its "values" cell.
fn readme_rows() -> Vec<(String, String)> {
    README
        .lines()
        .filter(|l| l.starts_with("| `MEMCPY_JIT_"))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            (cells[1].trim_matches('`').to_string(), cells[2].to_string())
        })
        .collect()
}

/// The doc comment above `pub const …: &str = "{var}";` in src/env.rs.
fn env_rs_doc(var: &str) -> String {
    let lines: Vec<&str> = ENV_RS.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("pub const") && l.ends_with(&format!("= \"{var}\";")))
        .unwrap_or_else(|| panic!("no constant for {var} in src/env.rs"));
    let mut doc: Vec<&str> = lines[..at]
        .iter()
        .rev()
        .take_while(|l| l.starts_with("///"))
        .map(|l| l.trim_start_matches("///"))
        .collect();
    doc.reverse();
    doc.join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v.dedup();
    v
}

/// Every name variable's documented values (README and env.rs) are exactly the parser's
/// list, and each one is accepted; the threshold's documented ranges are the code's.
#[test]
fn every_documented_value_is_accepted_and_every_accepted_one_documented() {
    let rows = readme_rows();
    let mut names: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    names.sort();
    let mut vars = VARS.to_vec();
    vars.sort();
    assert_eq!(names, vars, "docs/usage.md's table and env::VARS differ");
    let cell = |var: &str| rows.iter().find(|r| r.0 == var).unwrap().1.clone();

    let lists: [(&str, Vec<String>); 3] = [
        (
            POLICY_VAR,
            Policy::ALL.map(|p| p.name().to_string()).to_vec(),
        ),
        (
            STRATEGY_VAR,
            Strategy::ALL.map(|s| s.name().to_string()).to_vec(),
        ),
        (
            CALIBRATE_VAR,
            CALIBRATE_ON
                .iter()
                .chain(&CALIBRATE_OFF)
                .map(|s| s.to_string())
                .collect(),
        ),
    ];
    for (var, accepted) in lists {
        let readme = sorted(quoted_words(&cell(var)));
        let docs = sorted(quoted_words(&env_rs_doc(var)));
        let code = sorted(accepted);
        assert_eq!(
            readme, code,
            "{var}: README lists {readme:?}, the parser {code:?}"
        );
        assert_eq!(
            docs, code,
            "{var}: env.rs lists {docs:?}, the parser {code:?}"
        );
        for value in &readme {
            let o = env(&[(var, value)]);
            assert!(o.messages.is_empty(), "{var}={value}: {:?}", o.messages);
            let applied = match var {
                POLICY_VAR => o.policy.map(|p| p.name() == value),
                STRATEGY_VAR => o.strategy.map(|s| s.name() == value),
                _ => o
                    .calibrate
                    .map(|on| on == CALIBRATE_ON.contains(&value.as_str())),
            };
            assert_eq!(applied, Some(true), "{var}={value}: {o:?}");
        }
    }

    // The threshold: 32 … 2^40 for the ERMS gate, from 8 vectors + 1 byte for the vector
    // strategy; both documents give the same numbers, and the code takes exactly those.
    let (cell, doc) = (cell(THRESHOLD_VAR), env_rs_doc(THRESHOLD_VAR));
    let log2_max = MAX_THRESHOLD.trailing_zeros();
    let vector_mins: Vec<String> = VectorWidth::ALL
        .map(|w| (8 * w.bytes() + 1).to_string())
        .to_vec();
    let vector_mins = format!(
        "({}, {} or {})",
        vector_mins[0], vector_mins[1], vector_mins[2]
    );
    assert!(
        cell.contains(&format!("{MIN_THRESHOLD} … 2^{log2_max} for the ERMS gate"))
            && cell.contains(&vector_mins),
        "README: {cell}"
    );
    assert!(
        doc.contains(&format!("{MIN_THRESHOLD} to 2^{log2_max}")) && doc.contains(&vector_mins),
        "env.rs: {doc}"
    );
    let gated = |t: &str| {
        let m = tuned_like(
            CpuFeatures::default(),
            &env(&[(STRATEGY_VAR, "erms-gated"), (THRESHOLD_VAR, t)]),
        );
        m.threshold()
    };
    assert_eq!(gated(&MIN_THRESHOLD.to_string()), Some(MIN_THRESHOLD));
    assert_eq!(gated(&MAX_THRESHOLD.to_string()), Some(MAX_THRESHOLD));
    assert_eq!(gated(&(MIN_THRESHOLD - 1).to_string()), Some(2048));
    assert_eq!(gated(&(MAX_THRESHOLD + 1).to_string()), Some(2048));
    for cpu in each_cpu() {
        let Some(m) = host_vector(&cpu, &[]) else {
            continue;
        };
        let lo = m.plan().thresholds().unwrap().large_from();
        let vector = |t: usize| {
            tuned_like(cpu.features, &env(&[(THRESHOLD_VAR, &t.to_string())])).threshold()
        };
        assert_eq!(vector(lo), Some(lo), "{}", cpu.name);
        assert_eq!(vector(MAX_THRESHOLD), Some(MAX_THRESHOLD), "{}", cpu.name);
        assert_eq!(vector(lo - 1), m.threshold(), "{}", cpu.name);
    }

    // The profile: a path, or `off`, in both documents.
    let row_cell = |var: &str| rows.iter().find(|r| r.0 == var).unwrap().1.clone();
    {
        let var = PROFILE_VAR;
        let (cell, doc) = (row_cell(var), env_rs_doc(var));
        assert!(
            cell.starts_with("a path, or `off`"),
            "README, {var}: {cell}"
        );
        assert!(
            doc.contains("a path") && doc.contains("`off`"),
            "env.rs, {var}: {doc}"
        );
        assert_eq!(quoted_words(&cell), [PROFILE_OFF], "README, {var}: {cell}");
        assert_eq!(quoted_words(&doc), [PROFILE_OFF], "env.rs, {var}: {doc}");
        for value in [PROFILE_OFF.to_string(), PROFILE_OFF.to_ascii_uppercase()] {
            assert_eq!(
                env(&[(var, &value)]).profile,
                ProfileSource::Off,
                "{var}={value}"
            );
        }
        let o = env(&[(var, "/some where/p.profile")]);
        assert_eq!(
            o.profile,
            ProfileSource::File(PathBuf::from("/some where/p.profile"))
        );
    }
    assert!(env(&[(PROFILE_VAR, "/p")]).messages.is_empty());
    // The alias of earlier versions (dropped in issue 25) is not read, and not noted.
    let old = env(&[("MEMCPY_JIT_CALIBRATION_FILE", "/p")]);
    assert!(old.messages.is_empty() && old.profile != ProfileSource::File("/p".into()));
}

/// `tuned_like` on `cpu` with `pairs` set, when `tuned()` builds the vector strategy there
/// (x86-64 with executable memory) and this CPU runs its code (built, never called); `None`
/// otherwise.
fn host_vector(cpu: &Cpu, pairs: &[(&str, &str)]) -> Option<Memcpy> {
    host_vector_with(cpu, &env(pairs))
}

/// The notes about `var` (they start with its name).
fn notes_about<'a>(m: &'a Memcpy, var: &str) -> Vec<&'a str> {
    m.notes()
        .iter()
        .filter(|n| n.starts_with(var))
        .map(String::as_str)
        .collect()
}

/// The notes that mention `needle`.
fn notes_with<'a>(m: &'a Memcpy, needle: &str) -> Vec<&'a str> {
    m.notes()
        .iter()
        .filter(|n| n.contains(needle))
        .map(String::as_str)
        .collect()
}

/// A fresh directory for this test's files.
fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "memcpy-jit-environment-{}-{test}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Item 10: `POLICY=kernel` + `CALIBRATE=1` said "calibrating" though the kernel policy
/// never builds the vector strategy. Now: nothing measured, read or written, and a note says
/// calibration was skipped and for which strategy.
#[test]
fn calibration_under_the_kernel_policy_is_skipped_and_says_so() {
    let dir = temp_dir("kernel");
    let _cleanup = RemoveOnDrop(dir.clone());
    let file = dir.join("cal.txt");
    let file_text = file.to_str().unwrap();
    let recorded = each_cpu().into_iter().map(|c| c.features);
    for f in recorded.chain([
        CpuFeatures::default().with_erms(true),
        CpuFeatures::default(),
    ]) {
        let m = tuned_like(
            f,
            &env(&[
                (POLICY_VAR, "kernel"),
                (CALIBRATE_VAR, "1"),
                (PROFILE_VAR, file_text),
            ]),
        );
        assert_ne!(m.strategy(), Strategy::Vector);
        assert!(m.calibration().is_none());
        assert!(!file.exists(), "{file:?} was written");
        let about = notes_with(&m, "calibrat");
        assert_eq!(about.len(), 1, "{:?}", m.notes());
        assert_eq!(
            about[0],
            format!(
                "calibration skipped: it tunes the vector strategy only, and the strategy is {}",
                m.strategy()
            )
        );
    }
}

/// Item 10: `CALIBRATE=0` + `CALIBRATION_FILE=f` measured and wrote `f`. Now an explicit 0
/// never measures: a missing or invalid profile leaves the table's thresholds and is not
/// written; a valid one is still loaded, and left as it was.
#[test]
fn calibrate_0_never_measures_or_writes() {
    let dir = temp_dir("calibrate0");
    let _cleanup = RemoveOnDrop(dir.clone());
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        calibrate_0_never_measures_or_writes_on(&cpu, &dir);
    }
}

fn calibrate_0_never_measures_or_writes_on(cpu: &Cpu, dir: &Path) {
    let file = dir.join(format!("cal-{}.txt", cpu.name.replace(' ', "-")));
    let file_text = file.to_str().unwrap();
    let off = [(CALIBRATE_VAR, "0"), (PROFILE_VAR, file_text)];
    let Some(m) = host_vector(cpu, &off) else {
        return;
    };
    assert!(!file.exists(), "{file:?} was written: {:?}", m.notes());
    assert!(m.calibration().is_none(), "{:?}", m.notes());
    let (table, _) = Thresholds::for_cpu(&cpu.features);
    assert_eq!(m.plan().thresholds(), Some(&table));
    let about = notes_with(&m, "profile");
    assert_eq!(about.len(), 1, "{:?}", m.notes());
    assert!(
        about[0].starts_with("profile not used")
            && about[0].ends_with("nothing measured or written, table thresholds kept"),
        "{}",
        about[0]
    );

    // A valid file: loaded as it is, not rewritten. (A zero budget measures nothing: the
    // table's profile, for any CPU.)
    let mut saved = Calibration::measure(&cpu.features, std::time::Duration::ZERO);
    saved.save(&file).unwrap();
    let before = std::fs::read(&file).unwrap();
    let m = host_vector(cpu, &off).unwrap();
    let loaded = m.calibration().expect("the valid file was not loaded");
    assert!(loaded.is_from_file());
    saved = Calibration::load(&file, &cpu.features).unwrap();
    assert_eq!(m.plan().thresholds(), Some(saved.thresholds()));
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert_eq!(
        notes_with(&m, "profile"),
        [format!("profile loaded from {}", file.display())]
    );
}

/// Item 10: `THRESHOLD=100` said "set to 100 bytes" and then "ignored (257 minimum)", and the
/// README said 32. Under the vector strategy the one note says it was ignored and gives this
/// width's real minimum; the instance is the one built without it. Under the ERMS gate 100
/// is valid, and applies.
#[test]
fn a_threshold_below_the_vector_minimum_is_ignored_with_the_real_minimum() {
    let gated = tuned_like(
        CpuFeatures::default().with_erms(true),
        &env(&[(POLICY_VAR, "kernel"), (THRESHOLD_VAR, "100")]),
    );
    assert_eq!(
        (gated.strategy(), gated.threshold()),
        (Strategy::ErmsGated, Some(100))
    );
    assert_eq!(
        notes_about(&gated, THRESHOLD_VAR),
        ["MEMCPY_JIT_THRESHOLD=100: REP MOVSB from 100 bytes"]
    );

    for cpu in each_cpu() {
        let Some(m) = host_vector(&cpu, &[(THRESHOLD_VAR, "100")]) else {
            continue;
        };
        let plain = host_vector(&cpu, &[]).unwrap();
        assert_eq!(m.plan(), plain.plan(), "{}", cpu.name);
        let t = m.plan().thresholds().unwrap();
        let about = notes_about(&m, THRESHOLD_VAR);
        assert_eq!(about.len(), 1, "{}: {:?}", cpu.name, m.notes());
        assert!(
            about[0].starts_with("MEMCPY_JIT_THRESHOLD=100 ignored: ")
                && about[0].contains(&format!(
                    "between {} (8 vectors of {}",
                    t.large_from(),
                    t.width
                )),
            "{}: {}",
            cpu.name,
            about[0]
        );
        assert_eq!(m.notes().len(), 1, "{}: {:?}", cpu.name, m.notes());
    }
}

/// Item 10: `STRATEGY=scalar` + `THRESHOLD=4096` built the vector strategy while noting
/// "forced to scalar". Now the strategy applies and the threshold alone is dropped.
#[test]
fn a_forced_strategy_stays_and_a_threshold_it_cannot_use_is_dropped() {
    for cpu in each_cpu() {
        for s in [Strategy::Scalar, Strategy::RepMovsb, Strategy::Fallback] {
            let m = tuned_like(
                cpu.features,
                &env(&[(STRATEGY_VAR, s.name()), (THRESHOLD_VAR, "4096")]),
            );
            let label = format!("{} {s}", cpu.name);
            assert_eq!(
                (m.strategy(), m.threshold()),
                (s, None),
                "{label}: {:?}",
                m.notes()
            );
            assert_eq!(
                m.notes(),
                [
                    format!("MEMCPY_JIT_STRATEGY={s}: strategy forced to {s}"),
                    format!("MEMCPY_JIT_THRESHOLD=4096 ignored: strategy {s} has no size gate"),
                ],
                "{label}"
            );
        }
    }
}

/// Item 10: under the vector strategy the threshold moved only `rep_movsb_from`, so
/// co-aligned copies kept the table's threshold while `threshold()` reported the variable's.
/// Now it is where `REP MOVSB` starts in every layout: both thresholds, and `threshold()`.
#[test]
fn a_vector_threshold_applies_in_every_layout() {
    for cpu in each_cpu() {
        println!("cpu: {}", cpu.name);
        a_vector_threshold_applies_in_every_layout_on(&cpu);
    }
}

fn a_vector_threshold_applies_in_every_layout_on(cpu: &Cpu) {
    let Some(m) = host_vector(cpu, &[(THRESHOLD_VAR, "65536")]) else {
        return;
    };
    let plain = host_vector(cpu, &[]).unwrap();
    let want = plain
        .plan()
        .thresholds()
        .unwrap()
        .with_rep_movsb_from(Some(65536))
        .with_rep_movsb_coaligned_from(Some(65536));
    assert_eq!(m.plan().thresholds(), Some(&want));
    assert_eq!(m.threshold(), Some(65536));
    assert_eq!(
        m.notes(),
        ["MEMCPY_JIT_THRESHOLD=65536: REP MOVSB from 65536 bytes, co-aligned or not"]
    );
    // The builder's threshold means the same.
    let b = Memcpy::builder()
        .features(cpu.features)
        .strategy(Strategy::Vector)
        .threshold(65536)
        .plan()
        .unwrap();
    assert_eq!(
        b.thresholds().unwrap().rep_movsb_coaligned_from,
        Some(65536)
    );
}

/// Every combination of policy, strategy and threshold on every recorded CPU and this one:
/// each note says what the instance built shows, and a variable reported as ignored changed
/// nothing.
#[test]
fn every_note_matches_what_was_built() {
    for cpu in each_cpu() {
        every_note_matches_what_was_built_on(&cpu);
    }
}

fn every_note_matches_what_was_built_on(cpu: &Cpu) {
    let policies = [None, Some("kernel"), Some("fastest")];
    let strategies = std::iter::once(None).chain(Strategy::ALL.map(|s| Some(s.name())));
    let strategies: Vec<Option<&str>> = strategies.collect();
    for p in policies {
        for &s in &strategies {
            for t in [None, Some("100"), Some("4096"), Some("65536")] {
                let mut pairs = Vec::new();
                pairs.extend(p.map(|v| (POLICY_VAR, v)));
                pairs.extend(s.map(|v| (STRATEGY_VAR, v)));
                pairs.extend(t.map(|v| (THRESHOLD_VAR, v)));
                let label = format!("{} {pairs:?}", cpu.name);
                let Some(m) = tuned_on(cpu, &env(&pairs)) else {
                    continue;
                };
                if m.fallback_reason().is_some() {
                    println!("skipped {label}: {:?}", m.fallback_reason());
                    continue;
                }
                let built = m.strategy();
                if let Some(s) = s {
                    assert_eq!(built.name(), s, "{label}: {:?}", m.notes());
                    assert_eq!(
                        notes_about(&m, STRATEGY_VAR),
                        [format!("{STRATEGY_VAR}={s}: strategy forced to {s}")],
                        "{label}"
                    );
                }
                if let Some(p) = p {
                    let want = match s {
                        Some(_) => format!(
                            "{POLICY_VAR}={p}: no effect, {STRATEGY_VAR} forces the strategy"
                        ),
                        None => format!("{POLICY_VAR}={p}: policy {p} chose {built}"),
                    };
                    assert_eq!(notes_about(&m, POLICY_VAR)[0], want, "{label}");
                }
                if let Some(t) = t {
                    let n: usize = t.parse().unwrap();
                    let about = notes_about(&m, THRESHOLD_VAR);
                    assert_eq!(about.len(), 1, "{label}: {:?}", m.notes());
                    let without: Vec<_> = pairs
                        .iter()
                        .copied()
                        .filter(|v| v.0 != THRESHOLD_VAR)
                        .collect();
                    let plain = tuned_on(cpu, &env(&without)).unwrap();
                    if about[0].contains("ignored") {
                        assert_eq!(m.plan(), plain.plan(), "{label}: {}", about[0]);
                    } else {
                        assert!(about[0].contains(&format!("REP MOVSB from {n} bytes")));
                        assert_eq!(m.threshold(), Some(n), "{label}: {}", about[0]);
                        assert_eq!(built, plain.strategy(), "{label}");
                        if let Some(v) = m.plan().thresholds() {
                            assert_eq!(v.rep_movsb_coaligned_from, Some(n), "{label}");
                        }
                    }
                }
                assert_eq!(m.notes().len(), pairs.len(), "{label}: {:?}", m.notes());
            }
        }
    }
}

/// Set in the set-user-ID child only.
const SECURE_CHILD_VAR: &str = "MEMCPY_JIT_TEST_SECURE_CHILD";
const SECURE_OK: &str = "secure child: environment ignored";
const SECURE_NOT_SETUID: &str = "secure child: not set-user-ID";
/// The owner of the set-user-ID copy, and the user who runs it: two unprivileged uids.
const OWNER_UID: u32 = 65533;
const RUNNER_UID: u32 = 65534;

/// Item 2: a set-user-ID program honoured `MEMCPY_JIT_*`, so any user could point it at a
/// file its owner may write. A copy of this test binary, owned by one uid and set-user-ID,
/// is run by another uid with every variable set (calibration into a directory only the
/// owner can write) and a valid profile for this CPU, readable by all, both where
/// `MEMCPY_JIT_PROFILE` points and in the cache directory `XDG_CACHE_HOME` and `HOME` name:
/// `tuned()` must build exactly the default instance (the table's, not the profile's), write
/// nothing, and say why in one note.
#[test]
fn a_set_user_id_process_ignores_the_environment() {
    if std::env::var_os(SECURE_CHILD_VAR).is_some() {
        return secure_child();
    }
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        println!("skipped: making a set-user-ID program owned by another user needs root");
        return;
    }
    let dir = temp_dir("setuid");
    let _cleanup = RemoveOnDrop(dir.clone());
    let Some(exe) = setuid_copy(&dir) else { return };
    // this CPU only: the child's tuned() looks for the profile named for the CPU it detects
    let host = this_cpu();
    let writable = dir.join("owner-only");
    std::fs::create_dir(&writable).unwrap();
    std::os::unix::fs::chown(&writable, Some(OWNER_UID), Some(OWNER_UID)).unwrap();
    let cal = writable.join("cal.txt");
    // A profile that differs from the table, readable by everyone, in both places.
    let cache = dir.join("cache");
    let in_cache = ProfileSource::CacheDir(cache.join("memcpy-jit"))
        .path_for(&host.features)
        .unwrap();
    std::fs::create_dir_all(in_cache.parent().unwrap()).unwrap();
    distinct_profile(&in_cache, &host.features);
    let named = dir.join("named.profile");
    distinct_profile(&named, &host.features);

    use std::os::unix::process::CommandExt;
    let run = || {
        std::process::Command::new(&exe)
            .args([
                "--exact",
                "a_set_user_id_process_ignores_the_environment",
                "--nocapture",
                "--test-threads=1",
            ])
            .env_clear()
            .env(SECURE_CHILD_VAR, "1")
            .env(POLICY_VAR, "fastest")
            .env(STRATEGY_VAR, "vector")
            .env(THRESHOLD_VAR, "65536")
            .env(CALIBRATE_VAR, "1")
            .env(PROFILE_VAR, &named)
            .env(XDG_CACHE_HOME_VAR, &cache)
            .env(HOME_VAR, &dir)
            .current_dir(&dir)
            .uid(RUNNER_UID)
            .gid(RUNNER_UID)
            .output()
    };
    // ETXTBSY: another thread of this process may have forked while the copy was open for
    // writing; the inherited descriptor closes at that child's exec.
    let mut out = run();
    for _ in 0..20 {
        match &out {
            Err(e) if e.raw_os_error() == Some(libc::ETXTBSY) => {
                std::thread::sleep(std::time::Duration::from_millis(50));
                out = run();
            }
            _ => break,
        }
    }
    let out = match out {
        Ok(out) => out,
        Err(e) => {
            println!("skipped: cannot run the set-user-ID copy as uid {RUNNER_UID}: {e}");
            return;
        }
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    if stdout.contains(SECURE_NOT_SETUID) {
        println!("skipped: the set-user-ID bit did not take effect (nosuid, no_new_privs?)");
        return;
    }
    assert!(
        out.status.success() && stdout.contains(SECURE_OK),
        "child failed ({}):\n{stdout}\n{stderr}",
        out.status
    );
    assert!(!cal.exists(), "the set-user-ID child wrote {cal:?}");
    // The profiles were usable: a process without AT_SECURE loads them.
    let get = |p: &Path| {
        let p = p.to_str().unwrap().to_string();
        let cache = cache.to_str().unwrap().to_string();
        Overrides::from_env_with(false, move |v| match v {
            PROFILE_VAR => Some(p.clone()),
            XDG_CACHE_HOME_VAR => Some(cache.clone()),
            _ => None,
        })
    };
    let table = Thresholds::for_cpu(&host.features).0;
    for p in [&named, &in_cache] {
        if let Some(m) = host_vector_with(&host, &get(p)) {
            assert_ne!(
                m.plan().thresholds(),
                Some(&table),
                "{p:?}: {:?}",
                m.notes()
            );
        }
    }
    println!(
        "{}",
        stdout.lines().find(|l| l.contains(SECURE_OK)).unwrap()
    );
}

/// Writes a valid profile for the CPU of `f` at `path` whose thresholds differ from the
/// table's (its non-temporal threshold), readable by everyone.
fn distinct_profile(path: &Path, f: &CpuFeatures) {
    use std::os::unix::fs::PermissionsExt;
    Calibration::measure(f, std::time::Duration::ZERO)
        .save(path)
        .unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with("non_temporal_from="))
        .unwrap();
    let text = text.replace(line, "non_temporal_from=777777");
    std::fs::write(path, text).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o644)).unwrap();
}

/// [`host_vector`] for parsed overrides.
fn host_vector_with(cpu: &Cpu, o: &Overrides) -> Option<Memcpy> {
    let m = tuned_on(cpu, o)?;
    if m.strategy() == Strategy::Vector {
        Some(m)
    } else {
        println!(
            "skipped: tuned() does not build the vector strategy on {} ({})",
            cpu.name,
            m.notes().join("; ")
        );
        None
    }
}

/// A set-user-ID copy of this test binary in `dir`, owned by [`OWNER_UID`]; `None` (with a
/// message) where one cannot be made.
fn setuid_copy(dir: &Path) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let exe = dir.join("environment-test");
    std::fs::copy(std::env::current_exe().unwrap(), &exe).unwrap();
    if let Err(e) = std::os::unix::fs::chown(&exe, Some(OWNER_UID), Some(OWNER_UID)) {
        println!("skipped: cannot give the copy to uid {OWNER_UID}: {e}");
        return None;
    }
    std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o4755)).unwrap();
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    Some(exe)
}

fn secure_child() {
    // SAFETY: getuid and geteuid have no preconditions.
    let (ruid, euid) = unsafe { (libc::getuid(), libc::geteuid()) };
    if ruid == euid {
        println!("{SECURE_NOT_SETUID} (uid {ruid})");
        return;
    }
    assert!(
        memcpy_jit::env::process_is_secure(),
        "uid {ruid} euid {euid}"
    );
    let m = Memcpy::tuned();
    // this CPU only: compared with what tuned() built on this CPU
    let default = tuned_like(this_cpu().features, &Overrides::default());
    assert_eq!(m.plan(), default.plan(), "notes: {:?}", m.notes());
    assert!(m.calibration().is_none(), "notes: {:?}", m.notes());
    assert_eq!(m.notes().len(), 1, "{:?}", m.notes());
    let note = &m.notes()[0];
    assert!(note.contains("AT_SECURE"), "{note}");
    for var in VARS {
        assert!(note.contains(var), "{note}");
    }
    println!("{SECURE_OK}: {note}");
}

/// Removes a test's directory when the test ends, passed or failed.
struct RemoveOnDrop(PathBuf);

impl Drop for RemoveOnDrop {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
