//! The machine a report was measured on: CPU identity and features, caches, kernel, libc.

use memcpy_jit::CpuFeatures;
use serde::{Serialize, Serializer};

#[derive(Clone, Debug)]
pub struct Machine {
    pub cpu: CpuFeatures,
    pub kernel: String,
    pub libc: String,
    pub logical_cpus: usize,
    /// Seconds since the Unix epoch when the report was made.
    pub unix_time: u64,
}

impl Machine {
    pub fn detect() -> Machine {
        let kernel = std::fs::read_to_string("/proc/sys/kernel/osrelease")
            .map(|s| format!("Linux {}", s.trim()))
            .unwrap_or_else(|_| std::env::consts::OS.to_string());
        Machine {
            cpu: CpuFeatures::detect(),
            kernel,
            libc: libc_version(),
            logical_cpus: std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(0),
            unix_time: std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs())
                .unwrap_or(0),
        }
    }

    /// Feature flags as words: `ERMS FSRM AVX2 AVX-512F`.
    pub fn flags(&self) -> String {
        let c = &self.cpu;
        let mut v = Vec::new();
        for (on, name) in [
            (c.erms(), "ERMS"),
            (c.fsrm(), "FSRM"),
            (c.avx2(), "AVX2"),
            (c.avx512f(), "AVX-512F"),
        ] {
            if on {
                v.push(name);
            }
        }
        if v.is_empty() {
            "no ERMS/FSRM/AVX2/AVX-512".into()
        } else {
            v.join(" ")
        }
    }

    pub fn caches(&self) -> String {
        let c = &self.cpu;
        format!(
            "L1d {}, L2 {}, L3 {}",
            opt_bytes(c.l1d_bytes()),
            opt_bytes(c.l2_bytes()),
            opt_bytes(c.l3_bytes())
        )
    }

    /// One line for report headers.
    pub fn line(&self) -> String {
        let c = &self.cpu;
        format!(
            "{} ({}, family {} model {}), {}; {}; {} logical CPUs; {}; {}",
            nonempty(c.model_name()),
            nonempty(c.vendor_id()),
            c.family(),
            c.model(),
            self.flags(),
            self.caches(),
            self.logical_cpus,
            self.kernel,
            self.libc
        )
    }
}

/// The machine as reports' JSON shows it: the CPU's fields flattened.
#[derive(Serialize)]
struct MachineJson<'a> {
    vendor: &'a str,
    model_name: &'a str,
    family: u32,
    model: u32,
    erms: bool,
    fsrm: bool,
    avx2: bool,
    avx512f: bool,
    l1d_bytes: Option<u32>,
    l2_bytes: Option<u32>,
    l3_bytes: Option<u32>,
    logical_cpus: usize,
    kernel: &'a str,
    libc: &'a str,
    unix_time: u64,
}

impl Serialize for Machine {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let c = &self.cpu;
        MachineJson {
            vendor: c.vendor_id(),
            model_name: c.model_name(),
            family: c.family(),
            model: c.model(),
            erms: c.erms(),
            fsrm: c.fsrm(),
            avx2: c.avx2(),
            avx512f: c.avx512f(),
            l1d_bytes: c.l1d_bytes(),
            l2_bytes: c.l2_bytes(),
            l3_bytes: c.l3_bytes(),
            logical_cpus: self.logical_cpus,
            kernel: &self.kernel,
            libc: &self.libc,
            unix_time: self.unix_time,
        }
        .serialize(s)
    }
}

fn nonempty(s: &str) -> &str {
    if s.is_empty() {
        "unknown"
    } else {
        s
    }
}

/// `48 KiB`, `2 MiB`, `unknown`.
pub fn opt_bytes(b: Option<u32>) -> String {
    match b {
        Some(b) => human_bytes(b as usize),
        None => "unknown".into(),
    }
}

/// Bytes with a binary unit when it divides evenly (`4 KiB`, `1.5 MiB`, `96 B`).
pub fn human_bytes(b: usize) -> String {
    if b >= 1 << 20 {
        let m = b as f64 / (1u64 << 20) as f64;
        if m.fract() == 0.0 {
            format!("{m:.0} MiB")
        } else {
            format!("{m:.1} MiB")
        }
    } else if b >= 1 << 10 {
        let k = b as f64 / 1024.0;
        if k.fract() == 0.0 {
            format!("{k:.0} KiB")
        } else {
            format!("{k:.1} KiB")
        }
    } else {
        format!("{b} B")
    }
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn libc_version() -> String {
    // SAFETY: gnu_get_libc_version returns a pointer to a static NUL-terminated string.
    let v = unsafe { std::ffi::CStr::from_ptr(libc::gnu_get_libc_version()) };
    format!("glibc {}", v.to_string_lossy())
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn libc_version() -> String {
    "libc (not glibc)".into()
}
