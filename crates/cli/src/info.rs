//! `memcpy-jit info`: the CPU, what `Memcpy::tuned()` chose and why, the environment
//! overrides, the profile (where it was looked for, whether it was used, how and when it was
//! made, its evidence), and the emitted code disassembled.

use std::fmt::Write as _;
use std::os::unix::ffi::OsStrExt as _;

use memcpy_jit::env::{Overrides, ProfileSource, PROFILE_VAR, VARS};
use memcpy_jit::files::shown_path;
use memcpy_jit::harness::disasm;
use memcpy_jit::{CpuFeatures, Memcpy, Thresholds};

use crate::line::{bounded_lines, shown, shown_bytes, MAX_LINE, VALUE};
use crate::spec::Spec;
use crate::Failure;
use memcpy_jit::harness::machine::Machine;

pub fn run(variant: Option<&str>) -> Result<(), Failure> {
    let mach = Machine::detect();
    let c = &mach.cpu;
    let mut s = String::new();
    let yes = |b: bool| if b { "yes" } else { "no" };
    let (vendor, name, family, model, stepping) = (
        c.vendor_id(),
        c.model_name(),
        c.family(),
        c.model(),
        c.stepping(),
    );
    let (erms, fsrm, avx2, avx512) = (c.has_erms(), c.has_fsrm(), c.has_avx2(), c.has_avx512f());
    let (erms, fsrm, avx2, avx512) = (yes(erms), yes(fsrm), yes(avx2), yes(avx512));
    let (caches, kernel, libc, cpus) = (mach.caches(), &mach.kernel, &mach.libc, mach.logical_cpus);
    let _ = write!(
        s,
        "CPU\n  vendor:        {vendor}\n  model name:    {name}\n  \
         family/model:  {family} / {model} (0x{model:x}), stepping {stepping}\n  \
         features:      ERMS {erms}, FSRM {fsrm}, AVX2 {avx2}, AVX-512F {avx512}\n  \
         caches:        {caches}\n  system:        {kernel}, {libc}, {cpus} logical CPUs\n"
    );

    let _ = writeln!(s, "\nEnvironment overrides (read by Memcpy::tuned())");
    for var in VARS {
        let _ = match std::env::var_os(var) {
            Some(v) => writeln!(s, "  {var}=\"{}\"", shown_bytes(v.as_bytes(), VALUE)),
            None => writeln!(s, "  {var}: not set"),
        };
    }
    let env = Overrides::from_env();
    for m in &env.messages {
        let _ = writeln!(s, "  -> {}", shown(m, MAX_LINE - 5));
    }

    let tuned = Memcpy::tuned();
    let _ = writeln!(s, "\nProfile (loaded by Memcpy::tuned() at start-up)");
    let place = match &env.profile {
        ProfileSource::File(_) => format!(" (named by {PROFILE_VAR})"),
        ProfileSource::CacheDir(_) => " (this CPU's, in the user's cache directory)".to_string(),
        _ => String::new(),
    };
    let loaded = tuned.calibration().and_then(|c| c.path());
    match env.profile.path_for(c) {
        None => {
            let _ = writeln!(
                s,
                "  looked for:    nowhere ({PROFILE_VAR}=off, AT_SECURE, or no absolute \
                 XDG_CACHE_HOME or HOME)"
            );
        }
        Some(p) => {
            let _ = writeln!(s, "  looked for:    {}{place}", shown_path(&p));
            let used = if loaded == Some(p.as_path()) {
                "yes (see below)".to_string()
            } else if tuned.notes().iter().any(|n| n.starts_with("profile ")) {
                "no (see the notes below)".to_string()
            } else if !p.exists() {
                "no: there is no file there (`memcpy-jit tune` makes one)".to_string()
            } else {
                format!("no: the strategy is {}", tuned.strategy())
            };
            let _ = writeln!(s, "  used:          {used}");
        }
    }

    let _ = writeln!(s, "\nMemcpy::tuned()");
    memcpy_section(&mut s, tuned);

    let owned;
    let shown: &Memcpy = match variant {
        Some(text) => {
            owned = text.parse::<Spec>()?.build_memcpy()?;
            let _ = writeln!(s, "\nVariant {}", shown(text, VALUE));
            memcpy_section(&mut s, &owned);
            &owned
        }
        None => tuned,
    };

    let (code, at, entry) = (shown.code(), shown.entry_address(), shown.entry_offset());
    let len = code.len();
    let _ = writeln!(
        s,
        "\nCode ({len} bytes at {at:#x}, entry offset {entry} in its page)"
    );
    if code.is_empty() {
        let _ = writeln!(
            s,
            "  (no generated code: the plain copy compiled into the crate runs instead)"
        );
    } else {
        s += &disassemble(code, at as u64);
    }
    // Every line bounded and escaped, whatever it echoes (each value above is already).
    let s = bounded_lines(&s);
    Failure::of_writes(crate::stdout(&s).err().into_iter().collect())
}

fn memcpy_section(s: &mut String, m: &Memcpy) {
    let threshold = match m.threshold() {
        Some(t) => format!("{t} bytes (REP MOVSB at or above)"),
        None => "none (this strategy has no size gate)".into(),
    };
    let strategy = m.strategy();
    let _ = writeln!(
        s,
        "  strategy:      {strategy}\n  threshold:     {threshold}"
    );
    if let Some(t) = m.plan().thresholds() {
        let opt = |v: Option<usize>| v.map_or("never".to_string(), |v| format!("from {v} bytes"));
        let source = match m.calibration() {
            Some(c) if c.is_from_file() => "the profile below",
            Some(_) => "the calibration below",
            None => m.plan().table_row().unwrap_or("?"),
        };
        let (width, masked) = (t.width, t.masked_max);
        let merged = match t.small_merged {
            true => " (0..=64 bytes in the merged small classes)",
            false => "",
        };
        let (from, coaligned) = (opt(t.rep_movsb_from), opt(t.rep_movsb_coaligned_from));
        let coaligned_past = t.non_temporal_from.is_some() && t.non_temporal_skips_coaligned;
        let (above, below, nt) = (
            t.avoid_dst_above_src,
            t.avoid_src_above_dst,
            opt(t.non_temporal_from)
                + if coaligned_past {
                    ", not co-aligned copies"
                } else {
                    ""
                },
        );
        // The short-distance guards, each side only when it has a band.
        let guards: Vec<String> = [(above, "dst", "src"), (below, "src", "dst")]
            .into_iter()
            .filter(|(band, ..)| *band > 0)
            .map(|(band, a, b)| format!("{a} 1..={band} bytes above {b}"))
            .collect();
        let guards = match guards.is_empty() {
            true => "no short-distance guard".to_string(),
            false => format!("never with {}", guards.join(" or ")),
        };
        let source = match source {
            "given by the caller" => source.to_string(),
            _ => format!("from {source}"),
        };
        // Every field that differs from this CPU's table row, as a profile writes it: what a
        // profile, a calibration or a variant's KEY=VALUE changed.
        let (row, row_name) = Thresholds::for_cpu(&CpuFeatures::host());
        let changed: Vec<String> = Thresholds::field_names()
            .filter_map(|n| Some((n, t.field(n)?, row.field(n)?)))
            .filter(|(_, mine, theirs)| mine != theirs)
            .map(|(n, mine, _)| format!("{n}={mine}"))
            .collect();
        let changed = match changed.is_empty() {
            true => "unchanged".to_string(),
            false => format!("changed: {}", changed.join(" ")),
        };
        let _ = writeln!(
            s,
            "  vector:        width {width}, masked copies 0..={masked} bytes{merged}, thresholds {source}\n  \
             REP MOVSB:     {from}; when co-aligned {coaligned}; {guards}\n  \
             non-temporal:  {nt}\n  \
             vs the row:    {row_name}, {changed}"
        );
    }
    let by = if m.plan().is_forced() {
        "forced"
    } else {
        "policy"
    };
    let (entry, why) = (m.entry_offset(), shown(m.plan().reason(), NOTE));
    let _ = writeln!(
        s,
        "  entry offset:  {entry}\n  chosen by:     {by}\n  why:           {why}"
    );
    if m.notes().is_empty() {
        let _ = writeln!(s, "  notes:         none");
    }
    for n in m.notes() {
        let _ = writeln!(s, "  note:          {}", shown(n, NOTE));
    }
    if let Some(c) = m.calibration() {
        match c.path() {
            Some(p) => {
                let _ = writeln!(s, "  profile:       {}", shown_path(p));
                let _ = writeln!(s, "    made for:    {}", shown(&c.identity(), NOTE));
                let (date, command) = (shown(c.date(), 40), shown(c.command(), COMMAND));
                let _ = writeln!(s, "    produced:    {date} by `{command}`");
            }
            None => {
                let ms = c.elapsed().as_secs_f64() * 1e3;
                let kept = match c.fell_back() {
                    [] => String::new(),
                    f => format!("; table values kept for: {}", f.join(", ")),
                };
                let _ = writeln!(s, "  calibration:   measured now ({ms:.1} ms{kept})");
            }
        }
        let _ = writeln!(s, "    evidence:");
        // One line each, cut as a profile's evidence is: the full text is `tune`'s report.
        for e in c.evidence() {
            let _ = writeln!(s, "      {}", shown(e, EVIDENCE_SHOWN));
        }
    }
}

/// Bytes of an evidence line `info` shows (after its indent).
const EVIDENCE_SHOWN: usize = 200;

/// Bytes of a note, a reason or an identity `info` shows (after its label).
const NOTE: usize = MAX_LINE - 20;

/// Bytes of a profile's command `info` shows.
const COMMAND: usize = 160;

/// Intel-syntax listing: address, bytes, instruction.
fn disassemble(code: &[u8], ip: u64) -> String {
    let mut out = String::new();
    for l in disasm::lines(code, ip) {
        let _ = writeln!(out, "  {:016x}  {:<30} {}", l.ip, l.hex(), l.text);
    }
    out
}
