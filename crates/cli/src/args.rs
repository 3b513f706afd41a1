//! Parsers clap runs on argument values (`value_parser`), with one-line messages; clap's own
//! message names the flag and the value (see `clap_exit` in `main.rs`).

use anyhow::{anyhow, bail, ensure, Context as _, Result};
use memcpy_jit::harness::dist::MAX_SIZE;
use memcpy_jit::harness::machine::human_bytes;
use memcpy_jit::CpuFeatures;

use crate::job::MAX_CODE_PLACEMENTS;

/// A byte count: `4096`, `4K`, `4KiB`, `1M`, `1MiB`.
pub fn parse_size(s: &str) -> Result<usize> {
    let t = s.trim();
    let units = [
        ("KiB", 1usize << 10),
        ("K", 1 << 10),
        ("MiB", 1 << 20),
        ("M", 1 << 20),
    ];
    let unit = units
        .iter()
        .find_map(|&(u, mul)| Some((t.strip_suffix(u)?, mul)));
    let (num, mul) = unit.unwrap_or((t, 1));
    let n: usize = num
        .trim()
        .parse()
        .map_err(|_| anyhow!("`{s}` is not a size in bytes (examples: 64, 4K, 1M)"))?;
    n.checked_mul(mul)
        .with_context(|| format!("size `{s}` is too large"))
}

/// One `--sizes` entry (clap splits the list on commas): 1 byte up to the harness's largest.
pub fn parse_row_size(s: &str) -> Result<usize> {
    ensure!(!s.trim().is_empty(), "empty entry in the list");
    let n = parse_size(s)?;
    ensure!(n > 0, "a size of 0 bytes measures nothing; use 1 or more");
    ensure!(
        n <= MAX_SIZE,
        "{n} bytes is larger than the harness allows ({})",
        human_bytes(MAX_SIZE)
    );
    Ok(n)
}

/// `ab --placements K`: copies of each generated variant, 1..=[`MAX_CODE_PLACEMENTS`].
pub fn parse_code_placements(s: &str) -> Result<usize> {
    let most = MAX_CODE_PLACEMENTS;
    let why = "copies of each generated variant, each at its own page offset; 1 = one copy";
    match s.trim().parse::<usize>() {
        Ok(k) if (1..=most).contains(&k) => Ok(k),
        Ok(k) => bail!("{k} placements: K must be 1..={most} ({why})"),
        Err(_) => bail!("`{s}` is not a whole number 1..={most} ({why})"),
    }
}

/// `--misalign SRC/DST`: byte offsets from a page boundary, each 0..=4095.
pub fn parse_misalign(s: &str) -> Result<(usize, usize)> {
    let (a, b) = s
        .split_once('/')
        .context("expected SRC/DST byte offsets, e.g. 0/0 or 1/33")?;
    let offset = |x: &str| -> Result<usize> {
        match x.trim().parse() {
            Ok(n) if n < 4096 => Ok(n),
            Ok(_) => bail!("offsets are from a page boundary, 0..=4095"),
            Err(_) => bail!("`{x}` is not a whole number"),
        }
    };
    Ok((offset(a)?, offset(b)?))
}

/// `--working-set`: total bytes (source + destination) the buffers rotate over, as `l1`,
/// `l2`, `l3` (half of that cache, so the whole set fits in it) or a size; or `hot`, no
/// rotation (every call copies at the same place: the tuner's L1-hot fixed sizes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkingSet {
    /// Half of the cache of this level (1 to 3).
    Cache(u8),
    Bytes(usize),
    /// No rotation: 0 bytes.
    Hot,
}

impl WorkingSet {
    pub fn parse(s: &str) -> Result<WorkingSet> {
        Ok(match s.trim().to_ascii_lowercase().as_str() {
            "l1" => WorkingSet::Cache(1),
            "l2" => WorkingSet::Cache(2),
            "l3" => WorkingSet::Cache(3),
            "hot" => WorkingSet::Hot,
            _ => WorkingSet::Bytes(parse_size(s).map_err(|e| anyhow!("{e} (or l1, l2, l3, hot)"))?),
        })
    }

    /// The bytes on `cpu` (0 for `hot`), and a description for reports.
    pub fn resolve(self, cpu: &CpuFeatures) -> Result<(usize, String)> {
        let (bytes, how) = match self {
            WorkingSet::Hot => return Ok((0, "hot: no rotation".to_string())),
            WorkingSet::Bytes(b) => (b, human_bytes(b)),
            WorkingSet::Cache(level) => {
                let (name, size, fallback) = match level {
                    1 => ("L1d", cpu.l1d_bytes(), 16 << 10),
                    2 => ("L2", cpu.l2_bytes(), 512 << 10),
                    _ => ("L3", cpu.l3_bytes(), 8 << 20),
                };
                match size.map(|b| b as usize) {
                    Some(b) => (
                        b / 2,
                        format!(
                            "half of {name} ({} of {})",
                            human_bytes(b / 2),
                            human_bytes(b)
                        ),
                    ),
                    None => (
                        fallback,
                        format!("{} ({name} size unknown)", human_bytes(fallback)),
                    ),
                }
            }
        };
        ensure!(
            (8192..=(1 << 30)).contains(&bytes),
            "--working-set: {} is outside 8 KiB..1 GiB",
            human_bytes(bytes)
        );
        Ok((bytes, how))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        let size = |s: &str| parse_size(s).ok();
        assert_eq!(size("4K"), Some(4096));
        assert_eq!(size("1MiB"), Some(1 << 20));
        assert_eq!(size(" 64 "), Some(64));
        assert!(size("abc").is_none() && size("-1").is_none());
        let row = |s: &str| parse_row_size(s).map_err(|e| e.to_string());
        assert_eq!((row("32").unwrap(), row("4K").unwrap()), (32, 4096));
        assert!(row("0").unwrap_err().contains("0 bytes"));
        assert!(row("").is_err() && row("1G").is_err());
        assert!(row("512M").unwrap_err().contains("larger"));
    }

    #[test]
    fn code_placements() {
        assert_eq!(parse_code_placements("1").ok(), Some(1));
        assert_eq!(parse_code_placements(" 8 ").ok(), Some(8));
        for bad in ["0", "9", "-1", "three", ""] {
            let e = parse_code_placements(bad).unwrap_err().to_string();
            assert!(e.contains("1..=8"), "{bad}: {e}");
        }
    }

    #[test]
    fn misalign() {
        assert_eq!(parse_misalign("1/33").ok(), Some((1, 33)));
        for bad in ["1", "4096/0", "a/0"] {
            assert!(parse_misalign(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn working_set() {
        let cpu = CpuFeatures::default().with_caches(Some(48 << 10), Some(2 << 20), None);
        let bytes = |s: &str| {
            WorkingSet::parse(s)
                .and_then(|w| w.resolve(&cpu))
                .map(|r| r.0)
        };
        assert_eq!(bytes("l2").unwrap(), 1 << 20);
        assert_eq!(bytes("L1").unwrap(), 24 << 10);
        assert_eq!(bytes("l3").unwrap(), 8 << 20);
        assert_eq!(bytes("64K").unwrap(), 64 << 10);
        assert_eq!(bytes("hot").unwrap(), 0);
        assert!(bytes("1K").is_err() && bytes("lots").is_err());
    }
}
