//! Parsers for argument values clap hands over as text, with one-line error messages.

use memcpy_jit::CpuFeatures;

use memcpy_jit::harness::dist::MAX_SIZE;
use memcpy_jit::harness::machine::human_bytes;

/// A byte count: `4096`, `4K`, `4KiB`, `1M`, `1MiB`.
pub fn parse_size(s: &str) -> Result<usize, String> {
    let t = s.trim();
    let (num, mul) = if let Some(n) = t.strip_suffix("KiB").or_else(|| t.strip_suffix('K')) {
        (n, 1usize << 10)
    } else if let Some(n) = t.strip_suffix("MiB").or_else(|| t.strip_suffix('M')) {
        (n, 1 << 20)
    } else {
        (t, 1)
    };
    let n: usize = num
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a size in bytes (examples: 64, 4K, 1M)"))?;
    n.checked_mul(mul)
        .ok_or_else(|| format!("size `{s}` is too large"))
}

/// `--sizes` values (clap already split on commas). Each must be 1..=256 MiB.
pub fn parse_sizes(list: &[String]) -> Result<Vec<usize>, String> {
    let mut out = Vec::new();
    for s in list {
        if s.trim().is_empty() {
            return Err("--sizes: empty entry in the list".into());
        }
        let n = parse_size(s).map_err(|e| format!("--sizes: {e}"))?;
        if n == 0 {
            return Err("--sizes: a size of 0 bytes measures nothing; use 1 or more".into());
        }
        if n > MAX_SIZE {
            return Err(format!(
                "--sizes: {n} bytes is larger than the harness allows ({})",
                human_bytes(MAX_SIZE)
            ));
        }
        out.push(n);
    }
    Ok(out)
}

/// `--misalign SRC/DST`: byte offsets from a page boundary, each 0..=4095.
pub fn parse_misalign(s: &str) -> Result<(usize, usize), String> {
    let (a, b) = s.split_once('/').ok_or_else(|| {
        format!("--misalign `{s}`: expected SRC/DST byte offsets, e.g. 0/0 or 1/33")
    })?;
    let p = |x: &str| -> Result<usize, String> {
        let n: usize = x
            .trim()
            .parse()
            .map_err(|_| format!("--misalign `{s}`: `{x}` is not a whole number"))?;
        if n >= 4096 {
            return Err(format!(
                "--misalign `{s}`: offsets are from a page boundary, 0..=4095"
            ));
        }
        Ok(n)
    };
    Ok((p(a)?, p(b)?))
}

/// `--working-set`: total bytes (source + destination) the buffers rotate over, as `l1`,
/// `l2`, `l3` (half of that cache, so the whole set fits in it) or a size. Returns the bytes
/// and a description for reports.
pub fn parse_working_set(s: &str, cpu: &CpuFeatures) -> Result<(usize, String), String> {
    let half = |name: &str, b: Option<u32>, fallback: usize| -> (usize, String) {
        match b {
            Some(b) => (
                b as usize / 2,
                format!(
                    "half of {name} ({} of {})",
                    human_bytes(b as usize / 2),
                    human_bytes(b as usize)
                ),
            ),
            None => (
                fallback,
                format!("{} ({name} size unknown)", human_bytes(fallback)),
            ),
        }
    };
    let (bytes, how) = match s.trim().to_ascii_lowercase().as_str() {
        "l1" => half("L1d", cpu.l1d_bytes(), 16 << 10),
        "l2" => half("L2", cpu.l2_bytes(), 512 << 10),
        "l3" => half("L3", cpu.l3_bytes(), 8 << 20),
        _ => {
            let b = parse_size(s).map_err(|e| format!("--working-set: {e} (or l1, l2, l3)"))?;
            (b, human_bytes(b))
        }
    };
    if !(8192..=(1 << 30)).contains(&bytes) {
        return Err(format!(
            "--working-set: {} is outside 8 KiB..1 GiB",
            human_bytes(bytes)
        ));
    }
    Ok((bytes, how))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("4K"), Ok(4096));
        assert_eq!(parse_size("1MiB"), Ok(1 << 20));
        assert_eq!(parse_size(" 64 "), Ok(64));
        assert!(parse_size("abc").is_err());
        assert!(parse_size("-1").is_err());
        let s = |v: &[&str]| parse_sizes(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(s(&["32", "4K"]), Ok(vec![32, 4096]));
        assert!(s(&["0"]).unwrap_err().contains("0 bytes"));
        assert!(s(&[""]).is_err());
        assert!(s(&["1G"]).is_err());
        assert!(s(&["512M"]).unwrap_err().contains("larger"));
    }

    #[test]
    fn misalign() {
        assert_eq!(parse_misalign("1/33"), Ok((1, 33)));
        assert!(parse_misalign("1").is_err());
        assert!(parse_misalign("4096/0").is_err());
        assert!(parse_misalign("a/0").is_err());
    }

    #[test]
    fn working_set() {
        let cpu = CpuFeatures::default().with_caches(Some(48 << 10), Some(2 << 20), None);
        assert_eq!(parse_working_set("l2", &cpu).unwrap().0, 1 << 20);
        assert_eq!(parse_working_set("L1", &cpu).unwrap().0, 24 << 10);
        assert_eq!(parse_working_set("l3", &cpu).unwrap().0, 8 << 20);
        assert_eq!(parse_working_set("64K", &cpu).unwrap().0, 64 << 10);
        assert!(parse_working_set("1K", &cpu).is_err());
        assert!(parse_working_set("lots", &cpu).is_err());
    }
}
