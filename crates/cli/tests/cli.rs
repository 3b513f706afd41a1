//! The `memcpy-jit` command line: argument handling (good and bad), a tiny `ab` run whose CSV,
//! JSON and SVG outputs are parsed, distribution files good and malformed, and `sweep`; every
//! variant SPEC option on every kind of variant (applied, or rejected by name); write
//! failures (a full device, a closed pipe, one failed output among several); malformed jobs
//! fed to the hidden `__child` subcommand.
//!
//! Runs with the workspace's tests (`cargo test --release --workspace --all-features`). No
//! assertion depends on a timing: only on shapes, names, and that numbers are finite and
//! positive.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use memcpy_jit::harness::recorded::this_cpu;
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_memcpy-jit");

/// The binary with `args`, and none of the `MEMCPY_JIT_*` variables of the test's
/// environment.
fn cmd(args: &[&str]) -> Command {
    let mut c = Command::new(BIN);
    c.args(args);
    for var in memcpy_jit::env::VARS {
        c.env_remove(var);
    }
    c
}

fn run(args: &[&str]) -> Output {
    cmd(args).output().expect("run memcpy-jit")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The stdout of a run that must succeed.
fn stdout_of(out: Output) -> String {
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// Every one of `needles` is in `text`.
fn contains_all(text: &str, needles: &[&str]) {
    for needle in needles {
        assert!(text.contains(needle), "{needle} missing:\n{text}");
    }
}

/// A quick one-run `ab` with `rest` (sizes, outputs) added.
fn quick_ab<'a>(rest: &[&'a str]) -> Vec<&'a str> {
    [&["ab", "--quick", "--runs", "1"][..], rest].concat()
}

/// The JSON file at `p`, parsed.
fn json_file(p: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
}

/// A fresh directory for one test's files.
fn tmp(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Runs a command that must fail with our one-line error (exit 2, no panic).
fn fails(args: &[&str], needle: &str) {
    let out = run(args);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "{args:?}: one line expected, got {err:?}");
    assert!(lines[0].starts_with("memcpy-jit: error: "), "{err}");
    assert!(
        lines[0].contains(needle),
        "{args:?}: {needle:?} not in {err}"
    );
    assert!(out.stdout.is_empty(), "{args:?}: no table on failure");
}

/// The SVG parsed as XML (a malformed document fails the test): its root is `<svg>`; returns
/// the element names in document order.
fn svg_elements(doc: &str) -> Vec<String> {
    let xml = roxmltree::Document::parse(doc).expect("the SVG is well-formed XML");
    assert_eq!(xml.root_element().tag_name().name(), "svg");
    xml.descendants()
        .filter(|n| n.is_element())
        .map(|n| n.tag_name().name().to_string())
        .collect()
}

#[test]
fn info_reports_cpu_choice_and_code() {
    let o = stdout_of(run(&["info"]));
    contains_all(
        &o,
        &[
            "vendor:",
            "model name:",
            "family/model:",
            "ERMS",
            "FSRM",
            "AVX2",
            "AVX-512F",
            "caches:",
            "MEMCPY_JIT_STRATEGY",
            "Memcpy::tuned()",
            "strategy:",
            "why:",
            "Code (",
        ],
    );
    // The listing ends with a return (or says there is no code).
    assert!(o.contains(" ret") || o.contains("no generated code"), "{o}");
}

#[test]
fn info_shows_env_override_errors_and_variants() {
    let o = stdout_of(
        cmd(&["info", "--variant", "erms-gated:512,entry=48"])
            .env("MEMCPY_JIT_THRESHOLD", "abc")
            .output()
            .unwrap(),
    );
    assert!(o.contains("MEMCPY_JIT_THRESHOLD=\"abc\""), "{o}");
    assert!(o.contains("ignored"), "{o}");
    assert!(o.contains("Variant erms-gated:512,entry=48"), "{o}");
    assert!(o.contains("entry offset:  48"), "{o}");
    assert!(o.contains("rep movsb"), "{o}");
    // The generic row copies small lengths in the merged classes, and info says so; with
    // them off it says nothing of them.
    let o = stdout_of(run(&["info", "--variant", "vector,row=generic"]));
    assert!(
        o.contains("masked copies 0..=0 bytes (0..=64 bytes in the merged small classes)"),
        "{o}"
    );
    let spec = "vector,row=generic,small_merged=false";
    let o = stdout_of(run(&["info", "--variant", spec]));
    // Its own section only: this CPU's tuned() above it may have them.
    let own = o.split_once(&format!("Variant {spec}")).map(|(_, v)| v);
    assert!(
        own.is_some_and(|v| !v.contains("merged small classes")),
        "{o}"
    );
}

#[test]
fn help_and_version() {
    for args in [
        &["--help"][..],
        &["ab", "--help"],
        &["sweep", "--help"],
        &["--version"],
    ] {
        let out = run(args);
        assert!(out.status.success(), "{args:?}");
    }
    let o = text(&run(&["ab", "--help"]).stdout);
    assert!(o.contains("--threshold") && o.contains("--variant") && o.contains("SPEC"));
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    let d = tmp("bad-args");
    let bad = d.join("bad.csv");
    std::fs::write(&bad, "size,probability\n8,abc\n").unwrap();
    for (args, needle) in [
        (&["ab", "--threshold", "0"][..], "--threshold 0"),
        (&["ab", "--threshold", "31"], "between 32"),
        (&["ab", "--variant", "x=nope"], "unknown strategy"),
        (&["ab", "--variant", "noequals"], "NAME=SPEC"),
        (
            &["ab", "--variant", "a=scalar", "--variant", "a=glibc"],
            "twice",
        ),
        (&["ab", "--variant", "r=rep-movsb:4096"], "no size gate"),
        (&["ab", "--variant", "c=calibrated,entry=4"], "takes no"),
        (
            &["ab", "--variant", "e=erms-gated,entry=64"],
            "entry offset",
        ),
        (&["ab", "--variant", "g=glibc,entry=4"], "takes no"),
        (&["ab", "--sizes", "0"], "0 bytes"),
        (&["ab", "--sizes", "64,abc"], "not a size"),
        (&["ab", "--sizes", "64,,128"], "empty entry"),
        (&["ab", "--runs", "0"], "--runs 0"),
        (&["ab", "--rounds", "0"], "--rounds"),
        (&["ab", "--misalign", "4096/0"], "0..=4095"),
        (&["ab", "--misalign", "3"], "SRC/DST"),
        (&["ab", "--working-set", "1K"], "outside"),
        (
            &["ab", "--placements", "0"],
            "0 placements: K must be 1..=8",
        ),
        (
            &["ab", "--placements", "9"],
            "9 placements: K must be 1..=8",
        ),
        (&["ab", "--placements", "x"], "not a whole number 1..=8"),
        (&["ab", "--dist", "/nonexistent/x.csv"], "cannot read"),
        (&["ab", "--dist", s(&bad)], "bad.csv:2: probability"),
        (&["sweep", "--min", "0"], "--min"),
        (&["sweep", "--max", "512M"], "256 MiB"),
        (&["sweep", "--per-octave", "0"], "--per-octave"),
        (&["info", "--variant", "glibc"], "generated code"),
    ] {
        fails(args, needle);
    }
    // clap's own errors: exit 2, no panic.
    for args in [
        &["ab", "--threshold", "abc"][..],
        &["ab", "--scenario", "cold"],
        &["ab", "--baseline", "musl"],
        &["ab", "--runs", "-1"],
        &["frobnicate"],
        &[],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!text(&out.stderr).contains("panicked"));
    }
}

#[test]
fn malformed_distribution_files() {
    let d = tmp("dists");
    for (i, (body, needle)) in [
        ("", "empty"),
        ("size,prob\n8,1\n", "header"),
        ("size,probability\n", "no rows"),
        ("size,probability\n8\n", "2 fields"),
        ("size,probability\n8.5,1\n", "whole number"),
        ("size,probability\n-8,1\n", "whole number"),
        ("size,probability\n8,-1\n", ">= 0"),
        ("size,probability\n8,NaN\n", "finite"),
        ("size,probability\n8,0\n", "sum to 0"),
    ]
    .into_iter()
    .enumerate()
    {
        let p = d.join(format!("bad{i}.csv"));
        std::fs::write(&p, body).unwrap();
        fails(&["ab", "--dist", s(&p), "--runs", "1", "--quick"], needle);
    }
}

#[test]
fn tiny_ab_run_writes_csv_json_svg() {
    let d = tmp("ab");
    let (csv, json, svg) = (d.join("out.csv"), d.join("out.json"), d.join("out.svg"));
    let table = stdout_of(run(&[
        "ab",
        "--sizes",
        "64,4096",
        "--runs",
        "2",
        "--quick",
        "--threshold",
        "512",
        "--variant",
        "erms=rep-movsb",
        "--baseline",
        "glibc",
        // A SPEC with a comma: the CSV quotes it.
        "--variant",
        "e48=erms-gated:2048,entry=48",
        "--csv",
        s(&csv),
        "--json",
        s(&json),
        "--svg",
        s(&svg),
    ]));
    // The seed's shape: a row per size, each variant's ns, change vs the first variant.
    contains_all(
        &table,
        &[
            "gated-512 ns",
            "erms ns",
            "glibc ns",
            "erms vs gated-512",
            "glibc vs gated-512",
        ],
    );
    assert!(table.lines().any(|l| l.starts_with("64 ")));
    assert!(table.lines().any(|l| l.starts_with("4096 ")));

    // CSV: header and 2 sizes x 4 variants.
    let mut csv = csv::Reader::from_path(&csv).unwrap();
    let header: Vec<String> = csv.headers().unwrap().iter().map(String::from).collect();
    for col in [
        "scenario",
        "row",
        "bytes",
        "variant",
        "spec",
        "runs",
        "ns_median",
        "ns_min",
        "ns_max",
        "gbps_median",
        "ratio_median",
        "change_pct",
        "verdict",
    ] {
        assert!(
            header.iter().any(|h| h == col),
            "column {col} missing: {header:?}"
        );
    }
    let rows: Vec<csv::StringRecord> = csv.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 8);
    let col = |name: &str| header.iter().position(|c| c == name).unwrap();
    let variants: Vec<&str> = rows.iter().map(|r| &r[col("variant")]).collect();
    assert_eq!(
        variants,
        [
            "gated-512",
            "erms",
            "glibc",
            "e48",
            "gated-512",
            "erms",
            "glibc",
            "e48"
        ]
    );
    assert_eq!(&rows[3][col("spec")], "erms-gated:2048,entry=48");
    // The columns scripts read keep their places; the code placements come last.
    assert_eq!(col("placement"), 17);
    assert_eq!(col("code_placements"), 18);
    assert!(table.contains("code placements: 3: each generated variant built 3 times"));
    for r in &rows {
        assert_eq!(r.len(), header.len());
        assert_eq!(&r[col("code_placements")], "3", "the default");
        let ns: f64 = r[col("ns_median")].parse().unwrap();
        assert!(ns.is_finite() && ns > 0.0, "{r:?}");
        assert_eq!(&r[col("runs")], "2");
        let ratio = &r[col("ratio_median")];
        if &r[col("variant")] == "gated-512" {
            assert!(ratio.is_empty());
        } else {
            assert!(ratio.parse::<f64>().unwrap() > 0.0);
        }
    }

    // JSON: machine, variants, per-run values.
    let v = json_file(&json);
    assert_eq!(v["runs"], 2);
    assert!(v["machine"]["model_name"].is_string());
    let g = &v["groups"][0];
    assert_eq!(g["scenario"], "warm");
    assert_eq!(g["variants"].as_array().unwrap().len(), 4);
    assert_eq!(g["variants"][0]["spec"], "erms-gated:512");
    let rows = g["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[1]["size"], 4096);
    for cell in rows[0]["cells"].as_array().unwrap() {
        assert_eq!(cell["ns_per_run"].as_array().unwrap().len(), 2);
        assert!(cell["gbps_median"].as_f64().unwrap() > 0.0);
    }
    assert!(rows[0]["cells"][0]["vs_first"].is_null());
    assert!(
        rows[0]["cells"][1]["vs_first"]["ratio_median"]
            .as_f64()
            .unwrap()
            > 0.0
    );

    // SVG: well-formed, one polyline per variant.
    let doc = std::fs::read_to_string(&svg).unwrap();
    let names = svg_elements(&doc);
    assert_eq!(names.iter().filter(|n| *n == "polyline").count(), 4);
    assert!(doc.contains("gated-512 = erms-gated:512"));
}

#[test]
fn distribution_row_flushed_and_misaligned() {
    let d = tmp("dist-run");
    let good = d.join("tiny.csv");
    std::fs::write(
        &good,
        "size,probability\n0,0.1\n8,0.5\n100,0.25\n3000,0.15\n",
    )
    .unwrap();
    let json = d.join("out.json");
    let table = stdout_of(run(&[
        "ab",
        "--dist",
        s(&good),
        "--sizes",
        "200",
        "--variant",
        "e0=erms-gated:2048",
        "--variant",
        "e48=erms-gated:2048,entry=48",
        "--variant",
        "t=tuned",
        "--baseline",
        "std",
        "--scenario",
        "warm",
        "--scenario",
        "both-flushed",
        "--misalign",
        "1/33",
        "--runs",
        "1",
        "--quick",
        "--json",
        s(&json),
    ]));
    assert!(table.contains("tiny"), "{table}");
    assert!(table.contains("clflush"), "the flushed note: {table}");
    assert!(
        table.contains("page offset +1") && table.contains("+33"),
        "{table}"
    );
    let v = json_file(&json);
    let groups = v["groups"].as_array().unwrap();
    assert_eq!(groups.len(), 2);
    assert_eq!(groups[1]["scenario"], "both-flushed");
    let rows = groups[0]["rows"].as_array().unwrap();
    assert_eq!(rows[1]["label"], "tiny");
    assert!(rows[1]["size"].is_null());
    assert!(v["timer_ns"].as_f64().is_some());
}

/// `--regimes`: a table per regime (hot, LLC, both copy-then-use workloads, aligned), and a
/// summary with each variant's geometric mean against the first in every regime, in the
/// text and the JSON; each regime's ratios are each run's over that regime's rows.
#[test]
fn regimes_are_measured_side_by_side() {
    let d = tmp("regimes");
    let json = d.join("r.json");
    let out = run(&[
        "ab",
        "--quick",
        "--regimes",
        "--sizes",
        "24,300",
        "--baseline",
        "glibc",
        "--variant",
        "t=tuned",
        "--runs",
        "2",
        "--json",
        s(&json),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let table = text(&out.stdout);
    for needle in [
        "[warm random]",
        "[warm llc]",
        "[warm struct]",
        "[warm chain]",
        "[warm]",
        "[summary] geometric mean",
        "max(8 MiB, 4 x L2)",
        "first and last 8 bytes are read",
        "the last copy's destination",
    ] {
        assert!(table.contains(needle), "{needle}: {table}");
    }
    let v = json_file(&json);
    let names: Vec<&str> = v["summary"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["group"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "warm random",
            "warm llc",
            "warm struct",
            "warm chain",
            "warm"
        ]
    );
    for (g, group) in v["summary"]
        .as_array()
        .unwrap()
        .iter()
        .zip(v["groups"].as_array().unwrap())
    {
        let t = &g["geomean_vs_first"][0];
        assert_eq!(t["variant"], "t");
        let per_run: Vec<f64> = t["per_run"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .collect();
        assert_eq!(per_run.len(), 2);
        // Each run's geometric mean is that of its rows' ratios.
        let rows = group["rows"].as_array().unwrap();
        for (run, &gm) in per_run.iter().enumerate() {
            let logs: f64 = rows
                .iter()
                .map(|r| {
                    let ns = |c: usize| r["cells"][c]["ns_per_run"][run].as_f64().unwrap();
                    (ns(1) / ns(0)).ln()
                })
                .sum();
            let want = (logs / rows.len() as f64).exp();
            assert!((gm - want).abs() < 1e-9 * want, "{gm} vs {want}");
        }
    }
}

/// `--placement random`: a table (and a JSON group, a CSV column) per placement; the random
/// one names its area and seed; options that only apply to aligned placement are refused
/// when no aligned placement is asked for.
#[test]
fn random_placement_is_its_own_group() {
    let d = tmp("placement");
    let dist = d.join("tiny.csv");
    std::fs::write(&dist, "size,probability\n8,0.5\n100,0.3\n70000,0.2\n").unwrap();
    let (json, csv) = (d.join("p.json"), d.join("p.csv"));
    let out = run(&[
        "ab",
        "--placement",
        "aligned",
        "--placement",
        "random",
        "--sizes",
        "24,5000",
        "--dist",
        s(&dist),
        "--variant",
        "t=tuned",
        "--baseline",
        "glibc",
        "--scenario",
        "warm",
        "--scenario",
        "dst-flushed",
        "--seed",
        "7",
        "--runs",
        "1",
        "--quick",
        "--json",
        s(&json),
        "--csv",
        s(&csv),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let table = text(&out.stdout);
    assert!(table.contains("[warm random]"), "{table}");
    assert!(
        table.contains("256 KiB") && table.contains("seed 7"),
        "{table}"
    );
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let groups = v["groups"].as_array().unwrap();
    let shape: Vec<(String, String)> = groups
        .iter()
        .map(|g| {
            (
                g["scenario"].as_str().unwrap().to_string(),
                g["placement"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let want = [
        ("warm", "aligned"),
        ("warm", "random"),
        ("dst-flushed", "aligned"),
        ("dst-flushed", "random"),
    ];
    assert_eq!(
        shape,
        want.map(|(a, b)| (a.to_string(), b.to_string())).to_vec()
    );
    for g in groups {
        for r in g["rows"].as_array().unwrap() {
            for c in r["cells"].as_array().unwrap() {
                let ns = c["ns_median"].as_f64().unwrap();
                assert!(ns.is_finite() && ns > 0.0, "{c}");
            }
        }
    }
    let mut csv = csv::Reader::from_path(&csv).unwrap();
    let header = csv.headers().unwrap().clone();
    let col = header.iter().position(|h| h == "placement").unwrap();
    let placements: std::collections::BTreeSet<String> =
        csv.records().map(|r| r.unwrap()[col].to_string()).collect();
    assert_eq!(
        placements.into_iter().collect::<Vec<_>>(),
        ["aligned", "random"]
    );

    // Options of aligned placement only, without it: an error naming the option.
    fails(
        &[
            "ab",
            "--placement",
            "random",
            "--misalign",
            "1/3",
            "--quick",
        ],
        "--misalign applies to --placement aligned only",
    );
    fails(
        &[
            "ab",
            "--placement",
            "random",
            "--working-set",
            "64K",
            "--quick",
        ],
        "--working-set applies to --placement aligned only",
    );
    let out = run(&["ab", "--placement", "sideways"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("aligned"),
        "{}",
        text(&out.stderr)
    );
}

/// `tune --budget 1s --out F --json`: the report's shape (every step with its outcome and
/// candidates, the workloads, the final check), and a file `Memcpy::tuned()` can load on
/// this CPU holding the thresholds the report names. Nothing here depends on what the timing
/// decided.
#[test]
fn tune_reports_and_writes_its_result() {
    let d = tmp("tune");
    let out_file = d.join("tuned.txt");
    let out = run(&["tune", "--budget", "1s", "--out", s(&out_file), "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(v["tool"], "memcpy-jit tune");
    assert!(v["machine"]["model_name"].is_string());
    assert_eq!(v["budget_s"], 1.0);
    assert!(v["elapsed_s"].as_f64().unwrap() > 0.0);
    assert!(v["samples"].as_u64().unwrap() > 0);
    assert!(v["error"].is_null(), "{}", v["error"]);
    let workloads = v["workloads"].as_array().unwrap();
    let dists = workloads
        .iter()
        .filter(|w| w["kind"] == "distribution")
        .count();
    assert_eq!(
        dists, 20,
        "four embedded distributions in five placements (the regimes)"
    );
    let placements: std::collections::BTreeSet<&str> = workloads
        .iter()
        .filter(|w| w["kind"] == "distribution")
        .filter_map(|w| w["name"].as_str()?.rsplit(' ').next())
        .collect();
    assert_eq!(
        placements.into_iter().collect::<Vec<_>>(),
        ["aligned", "chain", "llc", "random", "struct"]
    );
    assert!(workloads.len() > 100, "the guard grid");
    let steps = v["steps"].as_array().unwrap();
    let names: Vec<&str> = steps.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names[..2], ["row", "width+masked_max"]);
    assert!(names.contains(&"rep_movsb_from") && names.contains(&"non_temporal_from"));
    for st in steps {
        let outcome = st["outcome"].as_str().unwrap();
        assert!(
            ["changed", "kept", "undecided", "not measured"].contains(&outcome),
            "{outcome}"
        );
        assert!(!st["why"].as_str().unwrap().is_empty());
        let cands = st["candidates"].as_array().unwrap();
        assert!(!cands.is_empty());
        assert_eq!(cands[0]["verdict"], "incumbent", "the table's value first");
        for c in cands {
            assert!(c["label"].as_str().unwrap().contains('='));
            for (_, ns) in c["ns"].as_array().unwrap().iter().map(|p| (&p[0], &p[1])) {
                assert!(ns.is_null() || ns.as_f64().unwrap() > 0.0, "{c}");
            }
        }
    }
    // Every undecided step is listed, and only those.
    let undecided = steps.iter().filter(|s| s["outcome"] == "undecided").count();
    assert_eq!(v["undecided"].as_array().unwrap().len(), undecided);
    if let Some(check) = v["check"].as_array().filter(|c| !c.is_empty()) {
        assert_eq!(check.len(), workloads.len());
        assert!(check[0]["glibc_ns"].as_f64().unwrap() > 0.0);
    }
    // The file: a profile for this CPU with the thresholds the report names, and the
    // command that made it.
    // this CPU only: `memcpy-jit tune` measured and wrote the profile of the CPU it runs on
    let host = this_cpu().features;
    let c = memcpy_jit::Calibration::load(&out_file, &host).expect("a loadable profile");
    assert_eq!(
        format!("{:?}", c.thresholds()),
        v["tuned"].as_str().unwrap()
    );
    assert!(
        c.command().starts_with("memcpy-jit tune --budget 1s"),
        "{}",
        c.command()
    );
    assert_eq!(v["saved"]["status"], "to");
    assert_eq!(v["saved"]["path"], s(&out_file));

    // Text on a pipe: the tables, no progress bar, a weighted --dist of one's own, and the
    // profile written where tuned() looks for it (the cache directory).
    let tiny = d.join("tiny.csv");
    std::fs::write(&tiny, "size,probability\n8,0.5\n100,0.3\n5000,0.2\n").unwrap();
    let cache = d.join("cache");
    let out = cmd(&[
        "tune",
        "--budget",
        "300ms",
        "--dist",
        &format!("{}:3", s(&tiny)),
        "--guard",
        "5",
    ])
    .env("XDG_CACHE_HOME", &cache)
    .output()
    .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let t = text(&out.stdout);
    let profile = cache
        .join("memcpy-jit")
        .join(memcpy_jit::Calibration::file_name(&host));
    for needle in [
        "tiny aligned w1.5",
        "tiny random w1.5",
        "tiny llc w3",
        "tiny struct w1.5",
        "tiny chain w1.5",
        "step width+masked_max",
        "result:",
        "more than 5%",
        &format!("written to {}", profile.display()),
    ] {
        assert!(t.contains(needle), "{needle}:\n{t}");
    }
    assert!(memcpy_jit::Calibration::load(&profile, &host).is_ok());
    assert!(
        !text(&out.stderr).contains('\r'),
        "no progress bar off a terminal"
    );

    // --dry-run writes nothing; without a cache directory nothing is written, and it says so.
    let out = cmd(&["tune", "--budget", "10ms", "--dry-run"])
        .env("XDG_CACHE_HOME", d.join("dry"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("not written (--dry-run)"));
    assert!(!d.join("dry").exists());
    let o = stdout_of(
        cmd(&["tune", "--budget", "10ms"])
            .env_remove("XDG_CACHE_HOME")
            .env_remove("HOME")
            .output()
            .unwrap(),
    );
    assert!(o.contains("no cache directory"), "{o}");
}

/// `tune --from generic`: the search starts from the row for CPUs the table does not know,
/// as it reads on this CPU (the report's table, the incumbent of every step), and says so;
/// the profile it writes keeps this CPU's own row as its table and names where the search
/// started. Nothing here depends on what the timing decided.
#[test]
fn tune_starts_from_the_row_asked_for() {
    let d = tmp("tune-from");
    let out_file = d.join("from-generic.txt");
    // this CPU only: `memcpy-jit tune` starts from the row as it reads on the CPU it runs on
    let host = this_cpu().features;
    let (own, own_name) = memcpy_jit::Thresholds::for_cpu(&host);
    let generic = memcpy_jit::Thresholds::for_row("generic", &host).unwrap();
    let args = ["tune", "--budget", "300ms", "--from", "generic"];
    let out = run(&[&args[..], &["--json", "--out", s(&out_file)]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(v["table_row"], "generic");
    assert_eq!(v["cpu_row"], own_name);
    assert_eq!(v["table"].as_str().unwrap(), format!("{generic:?}"));
    let c = memcpy_jit::Calibration::load(&out_file, &host).expect("a loadable profile");
    assert_eq!(c.table(), &own);
    assert_eq!(
        format!("{:?}", c.thresholds()),
        v["tuned"].as_str().unwrap()
    );
    let started = c
        .evidence()
        .iter()
        .any(|e| e.starts_with("search started from another row"));
    assert_eq!(started, generic != own, "{:?}", c.evidence());
    // The text says which row it started from, and this CPU's own when they differ.
    let t = stdout_of(run(&[&args[..], &["--dry-run"]].concat()));
    let want = match own_name {
        "generic" => "started from the table's row generic\n".to_string(),
        own => {
            format!("started from the table's row generic (--from; this CPU's own row is {own})")
        }
    };
    assert!(t.contains(&want), "{want}:\n{t}");
}

/// `tune --without avx2,erms`: the search sees this CPU without AVX, AVX2, AVX-512, ERMS and
/// FSRM, so whatever the timing decides, the result is SSE2 code with no `REP MOVSB` and
/// no masked copies; the profile is still this CPU's (its table this CPU's own row), loads
/// here, and says what was left out. (On a CPU without those features the result is the
/// same by necessity.)
#[test]
fn tune_without_leaves_features_out() {
    let d = tmp("tune-without");
    let out_file = d.join("without.txt");
    // this CPU only: `memcpy-jit tune` writes the profile of the CPU it runs on
    let host = this_cpu().features;
    let args = ["tune", "--budget", "300ms", "--without", "avx2,erms"];
    let out = run(&[&args[..], &["--json", "--out", s(&out_file)]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(v["without"], serde_json::json!(["avx2", "erms"]));
    let c = memcpy_jit::Calibration::load(&out_file, &host).expect("a loadable profile");
    assert_eq!(c.table(), &memcpy_jit::Thresholds::for_cpu(&host).0);
    let t = c.thresholds();
    assert_eq!(t.width, memcpy_jit::VectorWidth::Sse2, "{t:?}");
    assert_eq!(t.masked_max, 0, "{t:?}");
    let reps = [
        t.rep_movsb_from,
        t.rep_movsb_coaligned_from,
        t.rep_movsb_page_from,
    ];
    assert_eq!(reps, [None; 3], "{t:?}");
    assert!(
        c.evidence()
            .iter()
            .any(|e| e.starts_with("searched without avx2,erms")),
        "{:?}",
        c.evidence()
    );
    let t = stdout_of(run(&[
        "tune",
        "--budget",
        "100ms",
        "--dry-run",
        "--without",
        "avx512",
    ]));
    assert!(t.contains(", as it reads without avx512\n"), "{t}");
    let out = run(&["tune", "--without", "sse2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("avx512"),
        "{}",
        text(&out.stderr)
    );
}

/// `tune --check-processes 2`: the final check runs in two child processes; the JSON names
/// them (the rounds of each, no failed one), every check row says over how many processes
/// its ratios are, and the list of fixed sizes slower than glibc is the rows whose median
/// over the processes is above the guard. Nothing here depends on what the timing found.
#[test]
fn tune_checks_in_several_processes() {
    let out = run(&[
        "tune",
        "--budget",
        "10s",
        "--check-processes",
        "2",
        "--dry-run",
        "--json",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(v["check_processes"], 2);
    // On a machine loaded by other work (the test suite's other tests) the search can use the
    // check's share of the budget: the check then does not start, and says so (a warning on
    // stderr, and the JSON's check_errors). Not a defect.
    if v["check_errors"].to_string().contains("not started") {
        eprintln!(
            "skipped: the check did not start, the machine was busy: {}",
            v["check_errors"]
        );
        return;
    }
    assert!(
        !text(&out.stderr).contains("warning"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(
        v["check_errors"].as_array().unwrap().len(),
        0,
        "{}",
        v["check_errors"]
    );
    let per: Vec<u64> = v["check_rounds_per_process"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_u64().unwrap())
        .collect();
    assert_eq!(per.len(), 2, "two processes reported: {per:?}");
    assert_eq!(v["check_rounds"].as_u64().unwrap(), per.iter().sum::<u64>());
    assert!(v["search_s"].as_f64().unwrap() <= v["elapsed_s"].as_f64().unwrap());
    let guard = v["guard"].as_f64().unwrap();
    let mut slower = Vec::new();
    let mut every_row_in_both = true;
    for row in v["check"].as_array().unwrap() {
        let n = row["processes"].as_u64().unwrap();
        assert!(n <= 2, "{row}");
        every_row_in_both &= n == 2;
        if n == 0 {
            // No process measured the rounds a ratio needs (a busy machine, or too short a
            // check for the workloads): the row says so, with no ratio.
            assert!(row["tuned_vs_glibc"].is_null(), "{row}");
            assert!(row["tuned_vs_glibc_processes"].is_null(), "{row}");
            continue;
        }
        let p = &row["tuned_vs_glibc_processes"];
        assert_eq!(p["processes"], n);
        let ratios = p["ratios"].as_array().unwrap();
        assert_eq!(ratios.len() as u64, n);
        let (median, min, max) = (
            p["median"].as_f64().unwrap(),
            p["min"].as_f64().unwrap(),
            p["max"].as_f64().unwrap(),
        );
        assert!(min <= median && median <= max, "{row}");
        let fixed = v["workloads"]
            .as_array()
            .unwrap()
            .iter()
            .any(|w| w["name"] == row["workload"] && w["kind"] == "fixed size");
        if n == 2 {
            // The interval fields carry the median and the processes' lowest and highest.
            assert_eq!(row["tuned_vs_glibc"]["ratio"], p["median"]);
            assert_eq!(row["tuned_vs_glibc"]["lo"], p["min"]);
            if fixed && median > 1.0 + guard {
                slower.push(row["workload"].as_str().unwrap().to_string());
            }
        }
    }
    let listed: Vec<String> = v["slower_than_glibc"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().split(" (").next().unwrap().to_string())
        .collect();
    if per.iter().all(|&r| r > 0) && every_row_in_both {
        assert_eq!(listed, slower);
    }
    // Text: the check says how many processes.
    let out = run(&[
        "tune",
        "--budget",
        "10s",
        "--check-processes",
        "2",
        "--dry-run",
    ]);
    if text(&out.stderr).contains("not started") {
        eprintln!("skipped: the check did not start, the machine was busy");
        return;
    }
    let o = stdout_of(out);
    assert!(o.contains("rounds in 2 processes: "), "{o}");
}

/// The hidden check process refuses a malformed job in one line (exit 2).
#[test]
fn tune_check_process_refuses_malformed_jobs() {
    for (job, needle) in [
        ("not json", "malformed job"),
        (
            r#"{"budget_s": 1, "dists": [], "table": [], "chosen": []}"#,
            "`table` must give each",
        ),
        (
            r#"{"budget_s": -1, "dists": [], "table": [], "chosen": []}"#,
            "`budget_s`",
        ),
        (
            r#"{"budget_s": 1, "dists": [], "table": [], "chosen": [], "x": 1}"#,
            "unknown field",
        ),
    ] {
        let mut child = cmd(&["__tune-check"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(job.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{job}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{job}: {needle} not in {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn tune_refuses_bad_input_at_once() {
    let d = tmp("tune-bad");
    let tiny = d.join("tiny.csv");
    std::fs::write(&tiny, "size,probability\n8,1\n").unwrap();
    let t = s(&tiny).to_string();
    let dir = s(&d).to_string();
    let no_dir = format!("{dir}/missing/x.txt");
    for (args, needle) in [
        (vec!["tune", "--budget", "0"], "--budget `0`"),
        (vec!["tune", "--budget", "soon"], "not a duration"),
        (vec!["tune", "--budget", "3h"], "between 10ms and 1h"),
        (vec!["tune", "--dist", "/nonexistent/x.csv"], "cannot read"),
        (vec!["tune", "--dist", &format!("{t}:0")], "weight"),
        (vec!["tune", "--dist", &format!("{t}:-2")], "weight"),
        (vec!["tune", "--dist", &format!("{t}:inf")], "weight"),
        (vec!["tune", "--dist", &format!("{t}:abc")], "cannot read"),
        (vec!["tune", "--guard", "90"], "--guard 90"),
        (vec!["tune", "--guard", "NaN"], "--guard"),
        (
            vec!["tune", "--check-processes", "0"],
            "--check-processes 0: must be 1 to 16",
        ),
        (
            vec!["tune", "--check-processes", "17"],
            "--check-processes 17: must be 1 to 16",
        ),
        (vec!["tune", "--out", &dir], "not a regular file"),
        (vec!["tune", "--out", &no_dir], "no directory"),
        (
            vec!["tune", "--from", "zen9"],
            "--from `zen9`: no such row (the rows: intel-fsrm,",
        ),
        (vec!["tune", "--from", ""], "generic)"),
    ] {
        fails(&args, needle);
    }
    let out = run(&["tune", "--out", &no_dir, "--dry-run"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    // A file that is not ours is never written over, and is refused before the search
    // (exit 2, the file untouched).
    let theirs = d.join("theirs.txt");
    std::fs::write(&theirs, "precious\n").unwrap();
    let out = run(&["tune", "--budget", "10ms", "--out", s(&theirs)]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("not a memcpy-jit file"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "precious\n");
}

#[test]
fn sweep_reports_crossovers_and_short_distance() {
    let d = tmp("sweep");
    let (csv, svg) = (d.join("s.csv"), d.join("s.svg"));
    let o = stdout_of(run(&[
        "sweep",
        "--quick",
        "--runs",
        "1",
        "--min",
        "64",
        "--max",
        "8K",
        "--per-octave",
        "1",
        "--csv",
        s(&csv),
        "--svg",
        s(&svg),
    ]));
    contains_all(
        &o,
        &[
            "rep-movsb vs scalar",
            "rep-movsb vs glibc",
            "Findings",
            "Recommended",
            "Short-distance effect",
            "-64",
            "+64",
        ],
    );
    let csv = std::fs::read_to_string(&csv).unwrap();
    assert!(csv
        .lines()
        .any(|l| l.starts_with("short-distance,warm,+17,")));
    let names = svg_elements(&std::fs::read_to_string(&svg).unwrap());
    assert_eq!(names.iter().filter(|n| *n == "polyline").count(), 3);
}

/// Every SPEC option on every kind of variant: it takes effect (`info` shows the variant), or
/// the spec is rejected with an error naming the option. Values are ones every x86-64 CPU can
/// build (`width=sse2`, `masked=0`); what depends on the CPU (`tuned,policy=kernel` with a
/// threshold) is covered with pretended CPUs in `spec.rs`.
#[test]
fn every_spec_option_takes_effect_or_is_rejected() {
    let options = [
        "threshold=4096",
        "entry=8",
        "policy=kernel",
        "width=sse2",
        "masked=0",
        // A field of the thresholds by its profile name (no table row sets it).
        "loop_interleave=true",
    ];
    // The kernel policy picks rep-movsb, erms-gated or scalar (never vector) by the CPU; only
    // erms-gated has a threshold.
    let section = |o: &str| o.split_once("\nVariant ").map(|(_, v)| v.to_string());
    let kernel = run(&["info", "--variant", "tuned,policy=kernel"]);
    assert!(kernel.status.success(), "{}", text(&kernel.stderr));
    let kernel = section(&text(&kernel.stdout)).unwrap();
    let kernel_applies: &[&str] = if kernel.contains("strategy:      erms-gated") {
        &["threshold=4096", "entry=8"]
    } else {
        &["entry=8"]
    };
    // Per base: the options that take effect; every other one must be rejected.
    let bases: [(&str, &[&str]); 10] = [
        ("tuned", &options),
        ("tuned,policy=kernel", kernel_applies),
        (
            "vector",
            &[
                "threshold=4096",
                "entry=8",
                "width=sse2",
                "masked=0",
                "loop_interleave=true",
            ],
        ),
        ("erms-gated", &["threshold=4096", "entry=8"]),
        ("rep-movsb", &["entry=8"]),
        ("scalar", &["entry=8"]),
        ("fallback", &[]),
        ("calibrated", &[]),
        ("glibc", &[]),
        ("std", &[]),
    ];
    // Every case is tried; the failures are listed together.
    let (mut cases, mut wrong) = (0, Vec::new());
    for (base, applies) in bases {
        for opt in options {
            let key = opt.split('=').next().unwrap();
            if base.contains(&format!(",{key}=")) {
                continue;
            }
            cases += 1;
            let spec = format!("{base},{opt}");
            let out = run(&["info", "--variant", &spec]);
            let (o, err) = (text(&out.stdout), text(&out.stderr));
            let shown = match section(&o) {
                // The variant's own section: its name line and what was built.
                Some(v) if out.status.success() => v,
                _ => err.clone(),
            };
            let ok = if applies.contains(&opt) {
                out.status.success()
                    && shown.starts_with(&format!("{spec}\n"))
                    && shown.contains(match key {
                        "entry" => "entry offset:  8",
                        "threshold" => "threshold:     4096",
                        "width" => "width sse2",
                        "masked" => "masked copies 0..=0",
                        "loop_interleave" => "changed: loop_interleave=true",
                        _ => "card policy",
                    })
            } else {
                out.status.code() == Some(2)
                    && err.lines().count() == 1
                    && err.starts_with("memcpy-jit: error: ")
                    && err.contains(key)
            };
            if !ok || err.contains("panicked") {
                wrong.push(format!(
                    "{spec}: expected {}, got {:?}: {}",
                    if applies.contains(&opt) {
                        "it to take effect".to_string()
                    } else {
                        format!("an error naming `{key}`")
                    },
                    out.status,
                    shown.lines().take(4).collect::<Vec<_>>().join(" / ")
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert_eq!(cases, 59);
    // Combinations that cannot work together, and repeated options.
    for (spec, needle) in [
        (
            "vector,width=avx2,masked=32",
            "masked=32 needs width=avx512",
        ),
        ("tuned,width=sse2,masked=8", "masked=8 needs width=avx512"),
        ("scalar,entry=1,entry=2", "entry given twice"),
        ("vector,width=sse2,width=avx2", "width given twice"),
        ("tuned,policy=kernel,masked=64", "masked=64 has no effect"),
    ] {
        fails(&["info", "--variant", spec], needle);
    }
    // A strategy forced by the environment leaves no choice to a policy.
    let out = cmd(&["info", "--variant", "tuned,policy=kernel"])
        .env("MEMCPY_JIT_STRATEGY", "scalar")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("policy=kernel has no effect"),
        "{}",
        text(&out.stderr)
    );
}

/// `/dev/full` as stdout, for the write-error tests (None where there is none).
fn dev_full() -> Option<std::fs::File> {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .ok()
}

/// A failure to write: status 1, one `memcpy-jit: error:` line per failed output, each
/// naming what could not be written; no panic.
fn write_failure(out: &Output, what: &[&str]) {
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), what.len(), "{err}");
    for (line, w) in lines.iter().zip(what) {
        assert!(
            line.starts_with("memcpy-jit: error: cannot write "),
            "{err}"
        );
        assert!(line.contains(w), "{w} not in {err}");
    }
}

#[test]
fn stdout_write_errors_fail_the_command() {
    if dev_full().is_none() {
        eprintln!("skipped: no /dev/full");
        return;
    }
    for args in [
        &["info"][..],
        &["info", "--variant", "erms-gated:512"],
        &quick_ab(&["--sizes", "64"]),
        &["--help"],
        &["--version"],
    ] {
        let out = cmd(args).stdout(dev_full().unwrap()).output().unwrap();
        write_failure(&out, &["stdout"]);
    }
}

#[test]
fn a_failed_output_does_not_stop_the_others() {
    if dev_full().is_none() {
        eprintln!("skipped: no /dev/full");
        return;
    }
    let d = tmp("outputs");
    let (json, svg) = (d.join("out.json"), d.join("out.svg"));
    // stdout fails (a full device); the files are still written.
    let out = cmd(&quick_ab(&[
        "--sizes",
        "64,4096",
        "--json",
        s(&json),
        "--svg",
        s(&svg),
    ]))
    .stdout(dev_full().unwrap())
    .output()
    .unwrap();
    write_failure(&out, &["stdout"]);
    let v = json_file(&json);
    assert_eq!(v["runs"], 1);
    svg_elements(&std::fs::read_to_string(&svg).unwrap());
}

/// An output the write would refuse is refused before the measurement (exit 2, one line,
/// nothing measured, nothing written): a device, a directory, a symbolic link, a file that is
/// not a report of the same kind, a missing directory. A report of ours, or an empty file, is
/// replaced by the next run, atomically (no temporary file left beside it).
#[test]
fn outputs_that_are_not_ours_are_refused_before_measuring() {
    let d = tmp("not-ours");
    let theirs = d.join("theirs.csv");
    std::fs::write(&theirs, "precious\n").unwrap();
    let link = d.join("link.json");
    std::os::unix::fs::symlink(&theirs, &link).unwrap();
    let csv = d.join("out.csv");
    let json = d.join("out.json");
    let svg = d.join("out.svg");
    std::fs::write(&svg, "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n").unwrap();
    let no_dir = d.join("no/such/dir/x.csv");
    for (flag, path, needle) in [
        ("--csv", "/dev/full", "not a regular file"),
        ("--json", s(&d), "not a regular file"),
        ("--json", s(&link), "symbolic link"),
        ("--csv", s(&theirs), "not a memcpy-jit file"),
        ("--svg", s(&svg), "not a memcpy-jit file"),
        ("--csv", s(&no_dir), "no directory"),
    ] {
        let out = run(&quick_ab(&["--sizes", "64", flag, path]));
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{flag} {path}: {err}");
        assert!(
            err.contains(flag) && err.contains(needle),
            "{flag} {path}: {err}"
        );
        assert!(text(&out.stdout).is_empty(), "measured anyway: {path}");
    }
    assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "precious\n");

    // Ours are replaced: an empty file first, then the report the first run wrote.
    std::fs::write(&csv, "").unwrap();
    std::fs::write(&svg, "").unwrap();
    for _ in 0..2 {
        let args = [
            "--sizes",
            "64",
            "--csv",
            s(&csv),
            "--json",
            s(&json),
            "--svg",
            s(&svg),
        ];
        let out = run(&quick_ab(&args));
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    }
    let first = std::fs::read_to_string(&csv).unwrap();
    assert!(
        first.starts_with("group,scenario,row,bytes,variant,"),
        "{first}"
    );
    assert_eq!(json_file(&json)["runs"], 1);
    svg_elements(&std::fs::read_to_string(&svg).unwrap());
    let names: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.contains(".tmp"))
        .collect();
    assert!(names.is_empty(), "temporary files left: {names:?}");
}

/// A closed pipe on stdout ends the process as it ends `cat`: killed by SIGPIPE, nothing on
/// stderr; the files asked for are still written.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_quietly_like_cat() {
    use std::os::unix::process::ExitStatusExt;
    let d = tmp("pipe");
    let json = d.join("out.json");
    let ab = quick_ab(&["--sizes", "64", "--json", s(&json)]);
    for args in [&["info"][..], &["--help"], &ab] {
        // The reading end is closed before the process starts: every write gets EPIPE.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = cmd(args).stdout(writer).output().unwrap();
        let err = text(&out.stderr);
        assert_eq!(
            out.status.signal(),
            Some(libc::SIGPIPE),
            "{args:?}: {:?} {err}",
            out.status
        );
        assert!(err.is_empty(), "{args:?}: {err}");
    }
    let v = json_file(&json);
    assert_eq!(v["runs"], 1);
}

/// Feeds `job` to the hidden `__child` subcommand.
fn child(job: &[u8]) -> Output {
    let mut c = cmd(&["__child"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The child may stop reading early (a job too large): a failed write is fine.
    let _ = c.stdin.take().unwrap().write_all(job);
    c.wait_with_output().unwrap()
}

#[test]
fn malformed_child_jobs_are_one_line_errors() {
    let good = serde_json::json!({
        "rounds": 1, "target_ns": 1000, "flush_batch": 1, "ws_region": 65536,
        "groups": [{
            "name": "warm", "scenario": "warm", "variants": [["a", "scalar"]],
            "rows": [{"label": "64", "sizes": [64], "src_off": 0, "dst_off": 0}],
        }],
    });
    // The template is a valid job: a row comes back.
    let out = child(good.to_string().as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains(r#""t":"row""#));

    let with = |path: &[&str], v: Value| {
        let mut j = good.clone();
        let mut at = &mut j;
        for k in path {
            at = match k.parse::<usize>() {
                Ok(i) => &mut at[i],
                Err(_) => &mut at[*k],
            };
        }
        *at = v;
        j.to_string().into_bytes()
    };
    let row = |k: &'static str| vec!["groups", "0", "rows", "0", k];
    let big = u64::MAX;
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (b"".to_vec(), "malformed job"),
        (b"garbage \xff\x00".to_vec(), "malformed job"),
        (good.to_string().as_bytes()[..40].to_vec(), "malformed job"),
        (b"[]".to_vec(), "groups"),
        (with(&["rounds"], "9".into()), "rounds"),
        (with(&["rounds"], (-1).into()), "rounds"),
        (with(&["rounds"], 0.into()), "rounds"),
        (
            with(&["rounds"], 1_000_000_000_000_000_000u64.into()),
            "rounds",
        ),
        (with(&["ws_region"], big.into()), "ws_region"),
        // 0 is `--working-set hot`; anything else under 4 KiB is refused.
        (with(&["ws_region"], 100.into()), "ws_region"),
        (with(&["target_ns"], big.into()), "target_ns"),
        (with(&["flush_batch"], 1.5.into()), "flush_batch"),
        (with(&["groups"], serde_json::json!({})), "groups"),
        (with(&["groups"], serde_json::json!([])), "groups"),
        (
            with(&["groups", "0", "scenario"], "cold".into()),
            "scenario",
        ),
        (
            with(&["groups", "0", "variants"], serde_json::json!([[1, 2]])),
            "variant",
        ),
        (
            with(&["groups", "0", "variants"], serde_json::json!([])),
            "variants",
        ),
        (
            with(&["groups", "0", "variants", "0", "1"], "nope".into()),
            "unknown strategy",
        ),
        (with(&row("sizes"), serde_json::json!([1, 2, 3])), "3 sizes"),
        (with(&row("sizes"), serde_json::json!([])), "0 sizes"),
        (with(&row("sizes"), serde_json::json!([-1])), "sizes"),
        (with(&row("sizes"), serde_json::json!([big])), "sizes"),
        (with(&row("src_off"), 9000.into()), "src_off"),
        (with(&row("dst_off"), big.into()), "dst_off"),
        (with(&row("label"), Value::Null), "label"),
        (vec![b' '; 65 << 20], "larger than"),
    ];
    // Every case is tried; the failures are listed together.
    let mut wrong = Vec::new();
    for (job, needle) in cases {
        let shown = String::from_utf8_lossy(&job[..job.len().min(120)]).into_owned();
        let out = child(&job);
        let err = text(&out.stderr);
        let lines: Vec<&str> = err.lines().collect();
        let ok = !out.status.success()
            && !err.contains("panicked")
            && lines.len() == 1
            && lines[0].starts_with("memcpy-jit: error: ")
            && lines[0].contains(needle)
            && lines[0].len() < 300
            && out.stdout.is_empty();
        if !ok {
            wrong.push(format!(
                "{shown}\n  expected one error line with {needle:?}, got {:?}: {}",
                out.status,
                &err[..err.len().min(300)]
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Runs the binary with `env` added; kills it and fails if it has not finished after two
/// minutes (a guard so that a hang fails this test instead of stalling CI; no assertion is
/// made on how long it took).
fn run_guarded(args: &[&str], env: &[(&str, &str)]) -> Output {
    use std::io::Read;
    let mut child = cmd(args)
        .envs(env.iter().copied())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run memcpy-jit");
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            v
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > std::time::Duration::from_secs(120) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{args:?} {env:?}: hung (killed after 120 s)");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

/// Makes a FIFO at `path`; returns the path.
fn mkfifo(path: &Path) -> PathBuf {
    let c = std::ffi::CString::new(s(path)).unwrap();
    // SAFETY: `c` is a valid NUL-terminated path that outlives the call.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    path.to_path_buf()
}

/// Longest acceptable error line, in bytes.
const MAX_ERROR_LINE: usize = 512;

#[test]
fn dist_files_that_are_not_regular_or_too_large_are_refused_at_once() {
    let d = tmp("dist-hostile");
    let fifo = mkfifo(&d.join("fifo.csv"));
    let sparse = d.join("sparse.csv");
    std::fs::File::create(&sparse)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    // 2 MiB in one line, in each place a value is quoted back.
    let huge = "x".repeat(2 << 20);
    let bodies = [
        ("header.csv", huge.clone()),
        ("size.csv", format!("size,probability\n{huge},1\n")),
        ("prob.csv", format!("size,probability\n8,{huge}\n")),
        (
            "commas.csv",
            format!("size,probability\n8,{}\n", ",".repeat(2 << 20)),
        ),
        (
            "overflow.csv",
            "size,probability\n8,1e308\n16,1e308\n".to_string(),
        ),
    ];
    let mut cases = vec![
        (d.clone(), "directory"),
        (fifo, "FIFO"),
        (PathBuf::from("/dev/zero"), "character device"),
        (sparse, "1073741824 bytes"),
    ];
    for (name, body) in bodies {
        let p = d.join(name);
        std::fs::write(&p, body).unwrap();
        let needle = match name {
            "header.csv" => "header",
            "size.csv" => "whole number",
            "prob.csv" => "not a number",
            "commas.csv" => "2 fields",
            _ => "largest number",
        };
        cases.push((p, needle));
    }
    for (p, needle) in cases {
        let args = ["ab", "--dist", s(&p), "--runs", "1", "--quick"];
        let out = run_guarded(&args, &[]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err:.300}");
        assert!(!err.contains("panicked"), "{err:.300}");
        let lines: Vec<&str> = err.lines().collect();
        assert_eq!(lines.len(), 1, "{args:?}: {err:.300}");
        assert!(
            lines[0].len() < MAX_ERROR_LINE,
            "{args:?}: {} bytes: {err:.300}",
            lines[0].len()
        );
        assert!(lines[0].starts_with("memcpy-jit: error: --dist "), "{err}");
        assert!(lines[0].contains(needle), "{needle:?} not in {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn info_with_a_fifo_as_calibration_file_does_not_hang() {
    let fifo = mkfifo(&tmp("info-fifo").join("calibration"));
    let out = run_guarded(
        &["info"],
        &[
            ("MEMCPY_JIT_CALIBRATE", "1"),
            ("MEMCPY_JIT_PROFILE", s(&fifo)),
        ],
    );
    let o = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // Where tuned() gives vector code it calibrates, and says why the file was not used.
    if o.contains("vector") {
        assert!(
            o.contains("FIFO") && o.contains("not a regular file"),
            "{o}"
        );
    }
    for l in o.lines() {
        assert!(l.len() < MAX_ERROR_LINE, "{l:.300}");
    }
}

/// `info` shows the profile `tuned()` used (where, for which CPU, when and how it was made,
/// its evidence), and where it looked when it used none.
#[test]
fn info_shows_the_profile_used() {
    use memcpy_jit::Calibration;
    let d = tmp("info-profile");
    // this CPU only: `memcpy-jit info` shows the profile tuned() loads for the CPU it runs on
    let host = this_cpu().features;
    let p = d.join("mine.profile");
    let c = Calibration::measure(&host, std::time::Duration::ZERO)
        .with_command("memcpy-jit tune --from-the-test");
    c.save(&p).unwrap();
    let out = cmd(&["info"])
        .env("MEMCPY_JIT_PROFILE", &p)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let o = text(&out.stdout);
    assert!(
        o.contains(&format!(
            "looked for:    {} (named by MEMCPY_JIT_PROFILE)",
            p.display()
        )),
        "{o}"
    );
    if o.contains("strategy:      vector") {
        for needle in [
            "used:          yes".to_string(),
            format!("profile:       {}", p.display()),
            format!("made for:    {}", c.identity()),
            format!(
                "produced:    {} by `memcpy-jit tune --from-the-test`",
                c.date()
            ),
            "evidence:".to_string(),
            "table row ".to_string(),
            format!("note:          profile loaded from {}", p.display()),
        ] {
            assert!(o.contains(&needle), "{needle} missing:\n{o}");
        }
        // A profile of the previous format is stale: not used, the note says so in one line,
        // and the table's row is what runs.
        let saved = std::fs::read_to_string(&p).unwrap();
        std::fs::write(&p, saved.replacen("\nformat=3\n", "\nformat=2\n", 1)).unwrap();
        let out = cmd(&["info"])
            .env("MEMCPY_JIT_PROFILE", &p)
            .output()
            .unwrap();
        let o = text(&out.stdout);
        assert!(
            o.lines()
                .any(|l| l.contains("profile not used (")
                    && l.contains("stale: profile format \"2\"")),
            "{o}"
        );
    }

    // An empty cache directory: where it looked, and that there is no file.
    let cache = d.join("cache");
    let out = cmd(&["info"])
        .env("XDG_CACHE_HOME", &cache)
        .output()
        .unwrap();
    let o = text(&out.stdout);
    let want = cache.join("memcpy-jit").join(Calibration::file_name(&host));
    assert!(
        o.contains(&format!("looked for:    {}", want.display())),
        "{o}"
    );
    assert!(
        o.contains("used:          no: there is no file there"),
        "{o}"
    );
    assert!(!o.contains("profile:       "), "{o}");

    // Off: nowhere.
    let out = cmd(&["info"])
        .env("MEMCPY_JIT_PROFILE", "off")
        .env("XDG_CACHE_HOME", &cache)
        .output()
        .unwrap();
    let o = text(&out.stdout);
    assert!(o.contains("looked for:    nowhere"), "{o}");
}

// ---------------------------------------------------------------------------------------------
// Messages: one line, prefixed, bounded, escaped (issue 23, items 7 and 8).

/// Most bytes of any line the tool prints on stderr, or of any line of `info`.
const MAX_LINE: usize = 300;

/// A character a line must never carry raw: a control character (the line end aside), a
/// Unicode bidi control, a line or paragraph separator, a zero-width or byte-order mark.
fn is_raw(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{200b}'..='\u{200f}'
                | '\u{061c}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{feff}'
        )
}

/// Why `line` (without its line end) is not a line we may print, if it is not.
fn bad_line(line: &str) -> Option<String> {
    if line.len() > MAX_LINE {
        return Some(format!("{} bytes", line.len()));
    }
    let raw: Vec<char> = line.chars().filter(|&c| is_raw(c)).collect();
    (!raw.is_empty()).then(|| format!("raw {raw:?}"))
}

/// The run failed with exactly one error line of ours (or, when `may_succeed`, succeeded),
/// and every line it printed is bounded and escaped. Returns a description of what is wrong.
fn check_messages(what: &str, out: &Output, may_succeed: bool) -> Vec<String> {
    let mut wrong = Vec::new();
    let (Ok(err), Ok(o)) = (
        std::str::from_utf8(&out.stderr),
        std::str::from_utf8(&out.stdout),
    ) else {
        return vec![format!("{what}: output is not UTF-8")];
    };
    let short = |t: &str| t.chars().take(200).collect::<String>();
    match (out.status.code(), may_succeed) {
        (Some(0), true) => {}
        (Some(2), _) => {
            let lines: Vec<&str> = err.split_terminator('\n').collect();
            if lines.len() != 1 || !lines[0].starts_with("memcpy-jit: error: ") {
                wrong.push(format!("{what}: not one error line: {:?}", short(err)));
            }
            if !o.is_empty() {
                wrong.push(format!("{what}: stdout on failure: {:?}", short(o)));
            }
        }
        (status, _) => wrong.push(format!("{what}: status {status:?}: {:?}", short(err))),
    }
    for l in err.split_terminator('\n').chain(o.split_terminator('\n')) {
        if let Some(why) = bad_line(l) {
            wrong.push(format!("{what}: {why}: {:?}", short(l)));
        }
    }
    wrong
}

/// Strings a user, a script or an attacker may pass: empty, dashes, numbers, quotes, every
/// kind of line end, terminal escapes, bidi controls, long runs; and `count` random ones
/// over an alphabet of such pieces (seeded: the same strings on every run).
fn hostile_strings(count: usize, seed: u64) -> Vec<String> {
    let mut v: Vec<String> = [
        "",
        "-",
        "--",
        "-1",
        "-0.5",
        " ",
        "'\"`\\",
        "a\nb",
        "\r\n",
        "\u{1b}[2J\u{1b}[31mred",
        "evil\u{202e}txt.exe",
        "\u{2066}x\u{2069}\u{2067}y\u{2068}",
        "one\u{2028}two\u{2029}three",
        "\u{200e}\u{200f}\u{061c}\u{feff}\u{200b}",
        "\u{85}\u{9b}31m\u{7f}",
        "tuned,loop_interleave=\u{202e}true",
        "x=erms-gated:\n512",
    ]
    .map(String::from)
    .to_vec();
    v.push("x".repeat(100_000));
    v.push(format!("tuned,{}=1", "k".repeat(100_000)));
    v.push("\u{202e}".repeat(5_000));
    v.push(format!("{}\n{}", "a".repeat(400), "b".repeat(400)));
    let pieces = [
        "a", "Z", "7", "0", ",", "=", ":", "-", "--", ".", "/", " ", "K", "M", "ms", "tuned",
        "scalar", "entry", "\n", "\t", "\r", "\u{1b}", "\u{7f}", "\u{85}", "\u{202a}", "\u{202e}",
        "\u{2066}", "\u{2069}", "\u{2028}", "\u{2029}", "\u{200e}", "é", "中", "😀", "'", "\"",
        "\\",
    ];
    let mut x = seed | 1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for _ in 0..count {
        let len = match next() % 10 {
            0 => 500 + next() % 3000,
            _ => next() % 24,
        };
        v.push(
            (0..len)
                .map(|_| pieces[(next() % pieces.len() as u64) as usize])
                .collect(),
        );
    }
    v
}

/// The usage errors of the issue, each one line with the prefix, at most 300 bytes, saying
/// what is wrong (no "Usage:" block, no "For more information").
#[test]
fn usage_errors_are_one_prefixed_line() {
    for (args, needle) in [
        (&["--bogus"][..], "unexpected argument '--bogus'"),
        (&["info", "extra"], "unexpected argument 'extra'"),
        (&["ab", "--baseline", "musl"], "invalid value 'musl'"),
        (&["ab", "--baseline", "musl"], "glibc, std"),
        (&["tune", "--without", "avx9"], "invalid value 'avx9'"),
        (&["tune", "--without", "avx9"], "avx512, avx2, erms"),
        (&["record", "--out"], "a value is required for '--out"),
        (&["ab", "--runs", "-1"], "invalid value '-1' for '--runs"),
        (&["ab", "--threshold", "abc"], "invalid value 'abc'"),
        (&["ab", "--scenario", "cold"], "invalid value 'cold'"),
        (&["frobnicate"], "unrecognized subcommand 'frobnicate'"),
        (&[], "no command"),
        (&["help", "bogus"], "bogus"),
    ] {
        fails(args, needle);
        let err = text(&run(args).stderr);
        assert!(err.len() <= MAX_LINE + 1, "{args:?}: {err}");
        assert!(
            !err.contains("Usage:") && !err.contains("For more"),
            "{err}"
        );
    }
    // Help and version stay as clap prints them: several lines on stdout, status 0.
    for args in [&["--help"][..], &["tune", "--help"], &["help", "ab"]] {
        let out = run(args);
        assert!(out.status.success(), "{args:?}");
        assert!(text(&out.stdout).lines().count() > 3, "{args:?}");
    }
}

/// The issue's echoes: a 100,000-character `--variant` key, `MEMCPY_JIT_*` values of
/// 100 KB, a profile whose `command=` carries U+202E, U+2066 and U+2028: `info` prints every
/// one of them bounded and escaped.
#[test]
fn info_echoes_are_bounded_and_escaped() {
    let long_key = format!("tuned,{}=1", "k".repeat(100_000));
    let out = run(&["info", "--variant", &long_key]);
    let wrong = check_messages("info --variant tuned,<100,000 k>=1", &out, false);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // A spec that parses but is too long to carry into tables and jobs.
    let zeros = format!("scalar,entry={}1", "0".repeat(5000));
    fails(&["info", "--variant", &zeros], "more than the 2048");
    fails(
        &["ab", "--variant", &format!("z={zeros}")],
        "more than the 2048",
    );

    let big = format!("{}\u{202e}\n{}", "9".repeat(50_000), "x".repeat(50_000));
    let out = cmd(&["info"])
        .env("MEMCPY_JIT_THRESHOLD", &big)
        .env("MEMCPY_JIT_STRATEGY", "\u{2066}vector\u{2069}\u{2028}")
        .output()
        .unwrap();
    let wrong = check_messages("info with 100 KB variables", &out, true);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let o = text(&out.stdout);
    assert!(
        o.contains("MEMCPY_JIT_STRATEGY=\"\\u{2066}vector\\u{2069}\\u{2028}\""),
        "{o}"
    );

    use memcpy_jit::Calibration;
    let d = tmp("info-hostile-profile");
    let p = d.join("hostile.profile");
    // this CPU only: `info` in a child process loads the profile named for the CPU it detects
    let host = memcpy_jit::harness::recorded::this_cpu().features;
    Calibration::measure(&host, std::time::Duration::ZERO)
        .with_command("memcpy-jit tune")
        .save(&p)
        .unwrap();
    let saved = std::fs::read_to_string(&p).unwrap();
    let command = format!(
        "command=memcpy-jit tune \u{202e}--out evil\u{2066}x\u{2069}\u{2028}next{}",
        "z".repeat(5000)
    );
    let edited: String = saved
        .lines()
        .map(|l| match l {
            l if l.starts_with("command=") => command.clone(),
            l if l.starts_with("date=") => "date=2026\u{202e}-12-03\u{2029}".to_string(),
            "end" => format!("# evidence \u{202e}{}\nend", "e".repeat(5000)),
            l => l.to_string(),
        })
        .map(|l| l + "\n")
        .collect();
    std::fs::write(&p, edited).unwrap();
    let out = cmd(&["info"])
        .env("MEMCPY_JIT_PROFILE", &p)
        .output()
        .unwrap();
    let wrong = check_messages("info with a hostile profile", &out, true);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let o = text(&out.stdout);
    if o.contains("strategy:      vector") {
        assert!(o.contains("tune \\u{202e}--out evil\\u{2066}x"), "{o}");
    }
}

/// A fuzz-style run over the command line's arguments and a profile's text fields: random
/// and hostile strings in every place a value is taken. Each run fails with one error line
/// (or, for `info`, may succeed), prefixed, at most 300 bytes, with no raw control or bidi
/// character on stderr or stdout. A value that would be valid meets a later argument that is
/// not, so nothing is measured.
#[test]
fn hostile_arguments_and_profiles_give_one_bounded_escaped_line() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt as _;
    let d = tmp("fuzz");
    let no_row = "\u{202e}no-such-row";
    let mut wrong = Vec::new();
    let strings = hostile_strings(60, 0x2023_1203);
    for (i, h) in strings.iter().enumerate() {
        let h = h.as_str();
        let vh = format!("v={h}");
        let cases: Vec<(Vec<&str>, bool)> = vec![
            (vec![h], false),
            (vec!["info", "--variant", h], true),
            (vec!["info", h], h == "--"),
            (vec!["ab", "--variant", &vh, "--runs", "0"], false),
            (vec!["ab", "--sizes", h, "--runs", "0"], false),
            (vec!["ab", "--misalign", h, "--runs", "0"], false),
            (vec!["ab", "--working-set", h, "--runs", "0"], false),
            (vec!["ab", "--dist", h, "--runs", "0"], false),
            (vec!["ab", "--runs", h, "--rounds", "0"], false),
            (vec!["sweep", "--min", h, "--per-octave", "0"], false),
            (vec!["tune", "--budget", h, "--from", no_row], false),
            (vec!["tune", "--dist", h, "--from", no_row], false),
            (vec!["tune", "--guard", h, "--from", no_row], false),
            (vec!["tune", "--from", h], false),
            (vec!["tune", "--without", h, "--from", no_row], false),
            (
                vec![
                    "record",
                    "--out",
                    h,
                    "--preload",
                    "/nonexistent/\u{202e}.so",
                    "--",
                    "true",
                ],
                false,
            ),
        ];
        for (args, may_succeed) in cases {
            let out = cmd(&args).current_dir(&d).output().unwrap();
            let what = format!(
                "case {i} {:?}",
                args.iter()
                    .map(|a| a.chars().take(40).collect::<String>())
                    .collect::<Vec<_>>()
            );
            wrong.extend(check_messages(&what, &out, may_succeed));
        }
    }
    // Arguments that are not UTF-8.
    for args in [
        vec![OsStr::from_bytes(b"\xff\xfe")],
        vec![OsStr::new("info"), OsStr::from_bytes(b"--variant=\xff\x1b")],
        vec![
            OsStr::new("tune"),
            OsStr::new("--dist"),
            OsStr::from_bytes(b"\xff\x1b[31m.csv"),
        ],
    ] {
        let out = cmd(&[]).args(&args).current_dir(&d).output().unwrap();
        wrong.extend(check_messages(&format!("{args:?}"), &out, false));
    }
    // A profile's text fields: each hostile string as the command, the date, a comment (its
    // evidence), an unknown key's value and the first line; loaded or refused, `info` prints
    // it bounded and escaped.
    use memcpy_jit::Calibration;
    let p = d.join("fuzz.profile");
    // this CPU only: `info` in a child process reads a profile made for the CPU it detects
    let here = memcpy_jit::harness::recorded::this_cpu().features;
    Calibration::measure(&here, std::time::Duration::ZERO)
        .with_command("memcpy-jit tune")
        .save(&p)
        .unwrap();
    let saved = std::fs::read_to_string(&p).unwrap();
    for (i, h) in strings.iter().enumerate() {
        let one_line = h.replace(['\n', '\r'], " ");
        for field in ["command=", "date=", "# ", "colour=", "first"] {
            let text: String = match field {
                "first" => format!("{one_line}\n{saved}"),
                "# " | "colour=" => {
                    saved.replace("\nend\n", &format!("\n{field}{one_line}\nend\n"))
                }
                _ => saved
                    .lines()
                    .map(|l| match l.starts_with(field) {
                        true => format!("{field}{one_line}\n"),
                        false => format!("{l}\n"),
                    })
                    .collect(),
            };
            std::fs::write(&p, text).unwrap();
            let out = cmd(&["info"])
                .env("MEMCPY_JIT_PROFILE", &p)
                .output()
                .unwrap();
            wrong.extend(check_messages(
                &format!("profile {field} of case {i}"),
                &out,
                true,
            ));
        }
    }
    wrong.truncate(40);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Without `--out`, the cache directory is checked before the search: a symbolic link there,
/// or a file in it that is not a profile, is refused at once (exit 2, one line, no report),
/// not after the whole budget has been measured.
#[test]
fn tune_refuses_a_bad_cache_directory_before_measuring() {
    let d = tmp("tune-cache");
    // this CPU only: `tune` in a child process names its profile after the CPU it detects
    let host = memcpy_jit::harness::recorded::this_cpu().features;
    let linked = d.join("linked");
    std::fs::create_dir(&linked).unwrap();
    std::os::unix::fs::symlink(d.join("elsewhere"), linked.join("memcpy-jit")).unwrap();
    let foreign = d.join("foreign");
    std::fs::create_dir_all(foreign.join("memcpy-jit")).unwrap();
    let theirs = foreign
        .join("memcpy-jit")
        .join(memcpy_jit::Calibration::file_name(&host));
    std::fs::write(&theirs, "precious\n").unwrap();
    for (cache, needle) in [
        (&linked, "symbolic link"),
        (&foreign, "not a memcpy-jit file"),
    ] {
        let out = cmd(&["tune", "--budget", "2s"])
            .env("XDG_CACHE_HOME", cache)
            .output()
            .unwrap();
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.starts_with("memcpy-jit: error: ") && err.contains(needle),
            "{err}"
        );
        assert!(out.stdout.is_empty(), "measured before refusing");
    }
    assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "precious\n");
    assert!(!d.join("elsewhere").exists());
}

/// A distribution of copies above the cap on a sample's work (64 MiB): measured on fewer
/// calls, and the report says so (the bound itself is `tune::bench`'s tested invariant).
#[test]
fn tune_notes_the_workloads_the_sample_cap_cuts() {
    let d = tmp("tune-big");
    let big = d.join("big.csv");
    std::fs::write(&big, format!("size,probability\n{},1\n", 80 << 20)).unwrap();
    let out = run(&[
        "tune",
        "--budget",
        "1s",
        "--dist",
        s(&big),
        "--check-processes",
        "1",
        "--dry-run",
        "--json",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    let notes = v["notes"].as_array().unwrap();
    assert!(
        notes.iter().any(|n| {
            let n = n.as_str().unwrap();
            n.starts_with("big aligned: copies of up to 83886080 bytes") && n.contains("1 call ")
        }),
        "{notes:?}"
    );
}
