//! Shows what `Memcpy::tuned()` did on this machine: the CPU it detected, the strategy and
//! threshold it chose and why, the environment overrides and notes, and the generated code as
//! hex and as Intel-syntax disassembly.
//!
//! ```text
//! cargo run --example tuned
//! MEMCPY_JIT_STRATEGY=scalar cargo run --example tuned
//! MEMCPY_JIT_STRATEGY=erms-gated MEMCPY_JIT_THRESHOLD=2112 cargo run --example tuned
//! MEMCPY_JIT_THRESHOLD=abc cargo run --example tuned      # rejected, and the notes say why
//! ```

use memcpy_jit::env::VARS;
use memcpy_jit::harness::disasm::{self, hex};
use memcpy_jit::{CpuFeatures, Gate, Memcpy};

/// Width of the label column.
const W: usize = 22;

fn main() {
    // The first call detects, plans, emits and maps: time it (it is what a program pays once).
    let start = std::time::Instant::now();
    let m = Memcpy::tuned();
    let took = start.elapsed();
    print_cpu(&m.features());
    print_choice(m);
    row(
        "first tuned() took",
        format!("{:.1} µs", took.as_secs_f64() * 1e6),
    );
    if let Some(c) = m.calibration() {
        match c.path() {
            Some(p) => {
                row("profile", p.display());
                row("profile made", format!("{} by `{}`", c.date(), c.command()));
            }
            None => row(
                "calibration took",
                format!("{:.2} ms", c.elapsed().as_secs_f64() * 1e3),
            ),
        }
        for e in c.evidence() {
            row("evidence", e);
        }
    }
    print_env_and_notes(m);
    print_code(m);
}

fn section(title: &str) {
    println!("\n{title}\n{}", "-".repeat(title.len()));
}

fn row(label: &str, value: impl std::fmt::Display) {
    println!("  {label:<W$} {value}");
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// A cache size in bytes as KiB or MiB, or "unknown".
fn size(bytes: Option<u32>) -> String {
    match bytes {
        None => "unknown".to_string(),
        Some(b) if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MiB", b >> 20),
        Some(b) if b % 1024 == 0 => format!("{} KiB", b >> 10),
        Some(b) => format!("{b} B"),
    }
}

fn or_unknown(s: &str) -> &str {
    if s.is_empty() {
        "unknown"
    } else {
        s
    }
}

fn print_cpu(f: &CpuFeatures) {
    section("Detected CPU");
    row("vendor", or_unknown(f.vendor_id()));
    row("model name", or_unknown(f.model_name()));
    row(
        "family/model/stepping",
        format!(
            "{} / {} (0x{:x}) / {}",
            f.family(),
            f.model(),
            f.model(),
            f.stepping()
        ),
    );
    row("ERMS", yes_no(f.has_erms()));
    row("FSRM", yes_no(f.has_fsrm()));
    row("AVX2", yes_no(f.has_avx2()));
    row("AVX-512F", yes_no(f.has_avx512f()));
    row("L1d", size(f.l1d_bytes()));
    row("L2", size(f.l2_bytes()));
    row("L3", size(f.l3_bytes()));
}

fn print_choice(m: &Memcpy) {
    let plan = m.plan();
    section("Memcpy::tuned()");
    row("strategy", m.strategy());
    let threshold = match (plan.threshold(), plan.gate()) {
        (Some(t), Some(Gate::Shift(k))) => format!("{t} bytes (gate: len >> {k} != 0)"),
        (Some(t), _) => format!("{t} bytes (gate: len >= {t})"),
        (None, _) => "none".to_string(),
    };
    row("threshold", threshold);
    if let Some(t) = plan.thresholds() {
        row("vector width", t.width);
        let opt = |v: Option<usize>| v.map_or("never".to_string(), |v| format!("from {v} bytes"));
        row("masked copies", format!("0..={} bytes", t.masked_max));
        row("REP MOVSB", opt(t.rep_movsb_from));
        row("  when co-aligned", opt(t.rep_movsb_coaligned_from));
        row(
            "short-distance guard",
            // Each side only with a band (the amd-zen5 row has none).
            match (t.avoid_dst_above_src, t.avoid_src_above_dst) {
                (0, 0) => "none".to_string(),
                (a, 0) => format!("dst 1..={a} above src"),
                (0, b) => format!("src 1..={b} above dst"),
                (a, b) => format!("dst 1..={a} above src, src 1..={b} above dst"),
            },
        );
        let coaligned_past = t.non_temporal_from.is_some() && t.non_temporal_skips_coaligned;
        row(
            "non-temporal stores",
            opt(t.non_temporal_from)
                + if coaligned_past {
                    ", not co-aligned copies"
                } else {
                    ""
                },
        );
        row("thresholds from", plan.table_row().unwrap_or("?"));
    }
    if let Some(t) = plan.ignored_threshold() {
        row("ignored threshold", format!("{t} bytes"));
    }
    row("entry offset", format!("{} (mod 64)", m.entry_offset()));
    row("entry address", format!("{:#x}", m.entry_address()));
    row(
        "chosen by",
        if plan.is_forced() { "forced" } else { "policy" },
    );
    row("reason", plan.reason());
}

fn print_env_and_notes(m: &Memcpy) {
    section("Environment overrides");
    for var in VARS {
        let value = match std::env::var_os(var) {
            Some(v) => format!("{:?}", v.to_string_lossy()),
            None => "(unset)".to_string(),
        };
        row(var, value);
    }

    section("Notes");
    if m.notes().is_empty() {
        println!("  (none)");
    }
    for note in m.notes() {
        println!("  - {note}");
    }
    row("fallback reason", m.fallback_reason().unwrap_or("none"));
}

fn print_code(m: &Memcpy) {
    let code = m.code();
    section(&format!(
        "Generated code ({} bytes, offsets from the entry point)",
        code.len()
    ));
    if code.is_empty() {
        println!("  (none: the fallback is compiled into the crate, not generated)");
        return;
    }
    for (i, chunk) in code.chunks(16).enumerate() {
        println!("  +{:04x}  {}", i * 16, hex(chunk));
    }

    section("Disassembly (Intel syntax)");
    // Room for 10 bytes (`mov r64, imm64`); a longer instruction just pushes its text right.
    const BYTES_W: usize = 3 * 10;
    // At IP 0, addresses and branch targets read as offsets from the entry point.
    for l in disasm::lines(code, 0) {
        println!("  +{:04x}  {:<BYTES_W$}  {}", l.ip, l.hex(), l.text);
    }
}
