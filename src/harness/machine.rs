//! The machine a measurement was made on: CPU identity and features, caches, kernel, libc;
//! and byte counts as people read them.

use crate::cpu::CpuFeatures;

/// What a report says about where it was measured.
#[derive(Clone, Debug)]
pub struct Machine {
    /// The running CPU.
    pub cpu: CpuFeatures,
    /// `Linux 6.1.0`, or the OS name.
    pub kernel: String,
    /// `glibc 2.36`, or `libc (not glibc)`.
    pub libc: String,
    /// Logical CPUs available to this process (0 when unknown).
    pub logical_cpus: usize,
    /// Seconds since the Unix epoch when the report was made.
    pub unix_time: u64,
}

impl Machine {
    /// This machine, now.
    pub fn detect() -> Machine {
        // Through the crate's file policy like every other read (capped, regular files only;
        // procfs files report size 0 and are read up to the cap).
        let kernel =
            crate::files::read_capped(std::path::Path::new("/proc/sys/kernel/osrelease"), 256)
                .map(|b| format!("Linux {}", String::from_utf8_lossy(&b).trim()))
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
            (c.has_erms(), "ERMS"),
            (c.has_fsrm(), "FSRM"),
            (c.has_avx2(), "AVX2"),
            (c.has_avx512f(), "AVX-512F"),
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

    /// `L1d 48 KiB, L2 2 MiB, L3 unknown`.
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
