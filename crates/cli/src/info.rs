//! `memcpy-jit info`: the CPU, what `Memcpy::tuned()` chose and why, the environment
//! overrides, the profile (where it was looked for, whether it was used, how and when it was
//! made, its evidence), and the emitted code disassembled.

use std::fmt::Write as _;

use memcpy_jit::env::{Overrides, ProfileSource, PROFILE_VAR, VARS};
use memcpy_jit::files::shown_path;
use memcpy_jit::harness::disasm;
use memcpy_jit::Memcpy;

use crate::spec::Spec;
use crate::Failure;
use memcpy_jit::harness::machine::{opt_bytes, Machine};

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

pub fn run(variant: Option<&str>) -> Result<(), Failure> {
    let mach = Machine::detect();
    let c = &mach.cpu;
    let mut s = String::new();
    let _ = writeln!(s, "CPU");
    let _ = writeln!(s, "  vendor:        {}", c.vendor_id());
    let _ = writeln!(s, "  model name:    {}", c.model_name());
    let _ = writeln!(
        s,
        "  family/model:  {} / {} (0x{:x}), stepping {}",
        c.family(),
        c.model(),
        c.model(),
        c.stepping()
    );
    let _ = writeln!(
        s,
        "  features:      ERMS {}, FSRM {}, AVX2 {}, AVX-512F {}",
        yes(c.has_erms()),
        yes(c.has_fsrm()),
        yes(c.has_avx2()),
        yes(c.has_avx512f())
    );
    let _ = writeln!(
        s,
        "  caches:        L1d {}, L2 {}, L3 {}",
        opt_bytes(c.l1d_bytes()),
        opt_bytes(c.l2_bytes()),
        opt_bytes(c.l3_bytes())
    );
    let _ = writeln!(
        s,
        "  system:        {}, {}, {} logical CPUs",
        mach.kernel, mach.libc, mach.logical_cpus
    );

    let _ = writeln!(s, "\nEnvironment overrides (read by Memcpy::tuned())");
    for var in VARS {
        match std::env::var_os(var) {
            Some(v) => {
                let _ = writeln!(s, "  {var}={:?}", v.to_string_lossy());
            }
            None => {
                let _ = writeln!(s, "  {var}: not set");
            }
        }
    }
    let env = Overrides::from_env();
    for m in &env.messages {
        let _ = writeln!(s, "  -> {m}");
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
            let spec: Spec = text.parse()?;
            owned = match spec.base {
                crate::spec::Base::Glibc | crate::spec::Base::Std => {
                    return Err(format!(
                        "info --variant {text}: only library variants have generated code to show"
                    )
                    .into())
                }
                _ => spec.build_memcpy()?,
            };
            let _ = writeln!(s, "\nVariant {text}");
            memcpy_section(&mut s, &owned);
            &owned
        }
        None => tuned,
    };

    let code = shown.code();
    let _ = writeln!(
        s,
        "\nCode ({} bytes at {:#x}, entry offset {} in its page)",
        code.len(),
        shown.entry_address(),
        shown.entry_offset()
    );
    if code.is_empty() {
        let _ = writeln!(
            s,
            "  (no generated code: the plain copy compiled into the crate runs instead)"
        );
    } else {
        s += &disassemble(code, shown.entry_address() as u64);
    }
    Failure::of_writes(crate::stdout(&s).err().into_iter().collect())
}

fn memcpy_section(s: &mut String, m: &Memcpy) {
    let _ = writeln!(s, "  strategy:      {}", m.strategy());
    let _ = writeln!(
        s,
        "  threshold:     {}",
        match m.threshold() {
            Some(t) => format!("{t} bytes (REP MOVSB at or above)"),
            None => "none (this strategy has no size gate)".into(),
        }
    );
    if let Some(t) = m.plan().thresholds() {
        let opt = |v: Option<usize>| v.map_or("never".to_string(), |v| format!("{v} bytes"));
        let _ = writeln!(
            s,
            "  vector:        width {}, masked copies 0..={} bytes, thresholds from {}",
            t.width,
            t.masked_max,
            match m.calibration() {
                Some(c) if c.is_from_file() => "the profile below",
                Some(_) => "the calibration below",
                None => m.plan().table_row().unwrap_or("?"),
            }
        );
        let _ = writeln!(
            s,
            "  REP MOVSB:     from {}; when co-aligned from {}; never with dst 1..={} bytes above src or src 1..={} above dst",
            opt(t.rep_movsb_from),
            opt(t.rep_movsb_coaligned_from),
            t.avoid_dst_above_src,
            t.avoid_src_above_dst
        );
        let _ = writeln!(s, "  non-temporal:  from {}", opt(t.non_temporal_from));
    }
    let _ = writeln!(s, "  entry offset:  {}", m.entry_offset());
    let _ = writeln!(
        s,
        "  chosen by:     {}",
        if m.plan().is_forced() {
            "forced"
        } else {
            "policy"
        }
    );
    let _ = writeln!(s, "  why:           {}", m.plan().reason());
    if m.notes().is_empty() {
        let _ = writeln!(s, "  notes:         none");
    }
    for n in m.notes() {
        let _ = writeln!(s, "  note:          {n}");
    }
    if let Some(c) = m.calibration() {
        match c.path() {
            Some(p) => {
                let _ = writeln!(s, "  profile:       {}", shown_path(p));
                let _ = writeln!(s, "    made for:    {}", c.identity());
                let _ = writeln!(s, "    produced:    {} by `{}`", c.date(), c.command());
            }
            None => {
                let _ = writeln!(
                    s,
                    "  calibration:   measured now ({:.1} ms{})",
                    c.elapsed().as_secs_f64() * 1e3,
                    if c.fell_back().is_empty() {
                        String::new()
                    } else {
                        format!("; table values kept for: {}", c.fell_back().join(", "))
                    }
                );
            }
        }
        let _ = writeln!(s, "    evidence:");
        for e in c.evidence() {
            let _ = writeln!(s, "      {e}");
        }
    }
}

/// Intel-syntax listing: address, bytes, instruction.
fn disassemble(code: &[u8], ip: u64) -> String {
    let mut out = String::new();
    for l in disasm::lines(code, ip) {
        let _ = writeln!(out, "  {:016x}  {:<30} {}", l.ip, l.hex(), l.text);
    }
    out
}
