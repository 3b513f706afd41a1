//! Size distributions: the `size,probability` CSV loader and the seeded draw of a size sequence.
//!
//! The format is the one of
//! `../shared/data/size-distributions`: a header line `size,probability`, then one row per
//! size; sizes are whole numbers of bytes, weights are finite, non-negative and sum to more
//! than zero (they need not sum to 1: they are normalised).
//!
//! A file is read through the crate's file policy ([`crate::files::read_capped`]): only
//! a regular file of at most [`MAX_FILE_BYTES`], so a FIFO, `/dev/zero` or a huge file is
//! refused at once. Every error is one line of bounded length: the path is shortened and a
//! value from the file appears only as a short escaped excerpt.

use std::fmt;
#[cfg(feature = "harness")]
use std::path::Path;

use crate::files;

/// Largest size a distribution may name (256 MiB): the harness allocates buffers for it.
pub const MAX_SIZE: usize = 256 << 20;

/// Largest distribution file read, in bytes (16 MiB; the largest fleet file is under 1 MiB).
#[cfg(feature = "harness")]
pub const MAX_FILE_BYTES: usize = 16 << 20;

/// Number of sizes drawn for one workload row: 65,536. A power of two, so the timing loop
/// wraps its index with a mask; long enough that the branch predictors cannot learn the
/// sequence, which the timing loop replays pass after pass.
///
/// 4,096 (the value until 2026-11-30) was not: on an AMD Zen 5 the predictors learned a
/// replayed sequence of 4,096 random sizes, and the C library's branchy small-size code
/// then took 2.3 ns a call on MemcpyGoogleQ where it takes 8.3 ns on a sequence it cannot
/// learn (65,536 draws; 8.9 at 2^20), while branch-free masked code went from 2.0 to 3.0 ns.
/// `cargo run --release --features harness --example memorization` measures this on any
/// machine; docs/methodology.md has the run.
pub const DRAWS: usize = 1 << 16;

/// A loaded distribution: distinct sizes with their cumulative weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Distribution {
    /// The file name without its extension (`MemcpyGoogleA`): the table row's label.
    pub name: String,
    sizes: Vec<usize>,
    /// Running sum of the weights, same length as `sizes`; the last entry is the total.
    cumulative: Vec<f64>,
}

/// Why a distribution file could not be used: path, line (0 when not about one line), reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DistError {
    /// The file, as shown.
    pub path: String,
    /// The line the error is about, from 1; 0 when it is about the whole file.
    pub line: usize,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for DistError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}:{}: {}", self.path, self.line, self.reason)
        } else {
            write!(f, "{}: {}", self.path, self.reason)
        }
    }
}

impl std::error::Error for DistError {}

impl Distribution {
    /// Reads and parses a `size,probability` file: a regular file of at most
    /// [`MAX_FILE_BYTES`], UTF-8 text.
    #[cfg(feature = "harness")]
    pub fn load(path: &Path) -> Result<Distribution, DistError> {
        let shown = files::shown_path(path);
        let bytes = files::read_capped(path, MAX_FILE_BYTES).map_err(|e| DistError {
            path: shown.clone(),
            line: 0,
            reason: e.reason(),
        })?;
        let text = std::str::from_utf8(&bytes).map_err(|e| DistError {
            path: shown.clone(),
            line: 0,
            reason: format!(
                "cannot read: not UTF-8 text (invalid byte at offset {})",
                e.valid_up_to()
            ),
        })?;
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| shown.clone());
        Distribution::parse(&name, &shown, text)
    }

    /// Parses the text of a distribution file. `name` labels the result; `path` is only used
    /// in error messages, as given (pass it through [`files::shown_path`] first).
    pub fn parse(name: &str, path: &str, text: &str) -> Result<Distribution, DistError> {
        let err = |line: usize, reason: String| DistError {
            path: path.to_string(),
            line,
            reason,
        };
        // A value from the file, as it may appear in a message.
        let quote = |s: &str| files::excerpt(s.as_bytes(), files::EXCERPT_BYTES);
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty());
        match lines.next() {
            Some((_, header)) => {
                let header = header.trim_start_matches('\u{feff}');
                let cols: Vec<&str> = header.split(',').map(str::trim).collect();
                if cols != ["size", "probability"] {
                    return Err(err(
                        1,
                        format!(
                            "expected the header `size,probability`, found `{}`",
                            quote(header)
                        ),
                    ));
                }
            }
            None => {
                return Err(err(
                    0,
                    "empty file (expected `size,probability` rows)".into(),
                ))
            }
        }
        let mut rows: Vec<(usize, f64)> = Vec::new();
        for (no, line) in lines {
            // Counted, not collected: a 16 MiB line of commas must not become 16 M fields.
            let Some((size, p)) = line.split_once(',').filter(|(_, p)| !p.contains(',')) else {
                return Err(err(
                    no,
                    format!(
                        "expected 2 fields `size,probability`, found {}",
                        line.matches(',').count() + 1
                    ),
                ));
            };
            let fields = [size.trim(), p.trim()];
            let size: usize = fields[0].parse().map_err(|_| {
                err(
                    no,
                    format!("size `{}` is not a whole number of bytes", quote(fields[0])),
                )
            })?;
            if size > MAX_SIZE {
                return Err(err(
                    no,
                    format!("size {size} is larger than the harness allows ({MAX_SIZE} bytes)"),
                ));
            }
            let p: f64 = fields[1].parse().map_err(|_| {
                err(
                    no,
                    format!("probability `{}` is not a number", quote(fields[1])),
                )
            })?;
            if !p.is_finite() || p < 0.0 {
                return Err(err(
                    no,
                    format!("probability `{}` must be finite and >= 0", quote(fields[1])),
                ));
            }
            rows.push((size, p));
        }
        if rows.is_empty() {
            return Err(err(0, "no rows after the header".into()));
        }
        rows.sort_by_key(|&(s, _)| s);
        let mut sizes = Vec::with_capacity(rows.len());
        let mut cumulative = Vec::with_capacity(rows.len());
        let mut total = 0.0;
        for (s, p) in rows {
            if p == 0.0 {
                continue;
            }
            total += p;
            if sizes.last() == Some(&s) {
                // A repeated size: merge its weight into the previous entry.
                *cumulative.last_mut().expect("same length as sizes") = total;
            } else {
                sizes.push(s);
                cumulative.push(total);
            }
        }
        if !total.is_finite() {
            return Err(err(
                0,
                format!(
                    "the probabilities sum to more than the largest number ({:e}): scale them down",
                    f64::MAX
                ),
            ));
        }
        if total <= 0.0 {
            return Err(err(0, "the probabilities sum to 0".into()));
        }
        Ok(Distribution {
            name: name.to_string(),
            sizes,
            cumulative,
        })
    }

    /// The largest size with a non-zero weight.
    #[cfg(feature = "harness")]
    pub fn max_size(&self) -> usize {
        *self
            .sizes
            .last()
            .expect("a distribution has at least one size")
    }

    /// Mean size in bytes, from the weights.
    #[cfg(feature = "harness")]
    pub fn mean(&self) -> f64 {
        let total = self.total();
        let mut prev = 0.0;
        let mut sum = 0.0;
        for (&s, &c) in self.sizes.iter().zip(&self.cumulative) {
            // Normalised weight first: `s * weight` could overflow for weights near f64::MAX.
            sum += s as f64 * ((c - prev) / total);
            prev = c;
        }
        sum
    }

    fn total(&self) -> f64 {
        *self.cumulative.last().expect("non-empty")
    }

    /// Draws `n` sizes with a seeded PRNG (same seed, same sequence, on every machine).
    pub fn draw(&self, n: usize, seed: u64) -> Vec<usize> {
        let mut rng = XorShift64::new(seed);
        let total = self.total();
        (0..n)
            .map(|_| {
                let u = rng.next_f64() * total;
                // First entry whose running sum exceeds u.
                let i = self.cumulative.partition_point(|&c| c <= u);
                self.sizes[i.min(self.sizes.len() - 1)]
            })
            .collect()
    }
}

/// Marsaglia's xorshift64* generator: tiny, seedable, good enough to shuffle sizes.
#[derive(Clone, Debug)]
pub struct XorShift64(u64);

impl XorShift64 {
    /// A generator for `seed` (0 is mapped to a fixed non-zero state).
    pub fn new(seed: u64) -> XorShift64 {
        // SplitMix64 step so that nearby seeds give unrelated streams.
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        XorShift64(if z == 0 { 0x2545_F491_4F6C_DD1D } else { z })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A uniform number in `[0, 1)` with 53 random bits.
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FROZEN_DRAW: [usize; 8] = [16, 32, 16, 8, 32, 8, 8, 32];

    fn parse(text: &str) -> Result<Distribution, DistError> {
        Distribution::parse("t", "t.csv", text)
    }

    #[test]
    fn good_file() {
        let d = parse("size,probability\n8,0.5\n\n64,0.25\n0,0.25\n").unwrap();
        assert_eq!(d.max_size(), 64);
        assert!((d.mean() - 20.0).abs() < 1e-9);
        let seq = d.draw(20_000, 7);
        assert_eq!(seq, d.draw(20_000, 7), "same seed, same sequence");
        assert_ne!(seq, d.draw(20_000, 8));
        let eights = seq.iter().filter(|&&s| s == 8).count() as f64 / 20_000.0;
        assert!((eights - 0.5).abs() < 0.03, "{eights}");
        assert!(seq.iter().all(|s| [0, 8, 64].contains(s)));
    }

    #[test]
    fn unnormalised_and_repeated_sizes() {
        let d = parse("size,probability\r\n16,2\r\n16,2\r\n32,4\r\n").unwrap();
        assert!((d.mean() - 24.0).abs() < 1e-9);
    }

    #[test]
    fn malformed_files() {
        for (text, needle) in [
            ("", "empty"),
            ("size,prob\n1,1\n", "header"),
            ("8,1\n", "header"),
            ("size,probability\n", "no rows"),
            ("size,probability\n8\n", "2 fields"),
            ("size,probability\n8,1,2\n", "2 fields"),
            ("size,probability\n8.5,1\n", "whole number"),
            ("size,probability\n-8,1\n", "whole number"),
            ("size,probability\nabc,1\n", "whole number"),
            ("size,probability\n8,x\n", "not a number"),
            ("size,probability\n8,-0.1\n", ">= 0"),
            ("size,probability\n8,NaN\n", "finite"),
            ("size,probability\n8,inf\n", "finite"),
            ("size,probability\n8,0\n16,0\n", "sum to 0"),
            ("size,probability\n999999999999,1\n", "larger"),
        ] {
            let e = parse(text).unwrap_err().to_string();
            assert!(e.contains(needle), "{text:?}: {e}");
            assert!(e.starts_with("t.csv"), "{e}");
        }
        let e = parse("size,probability\n8,1\n9,z\n").unwrap_err();
        assert_eq!(e.line, 3);
    }

    /// The draw is documented as the same on every machine and in every version: results
    /// recorded with `--seed 1` name their sequence by seed alone.
    #[test]
    fn the_sequence_is_frozen() {
        let mut r = XorShift64::new(1);
        let got: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        assert_eq!(
            got,
            [
                0x4b46_a55d_f361_1b9b,
                0xd7e1_f141_0e76_3ef4,
                0x5f14_ec66_975f_9b06
            ]
        );
        let d = parse("size,probability\n8,1\n16,1\n32,2\n").unwrap();
        assert_eq!(d.draw(8, 1), FROZEN_DRAW);
    }

    #[test]
    fn probabilities_that_overflow_are_not_called_zero() {
        let e = parse("size,probability\n8,1e308\n16,1e308\n")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("largest number") && !e.contains("sum to 0"),
            "{e}"
        );
        // Large but finite sums are fine, and so is their mean.
        let d = parse("size,probability\n8,1e307\n268435456,1e307\n").unwrap();
        assert!(
            (d.mean() - (8.0 + 268_435_456.0) / 2.0).abs() < 1.0,
            "{}",
            d.mean()
        );
    }

    /// Longest acceptable error message, in bytes.
    const MAX_MESSAGE: usize = 512;

    #[test]
    fn messages_are_bounded_and_escaped() {
        let huge = "x".repeat(1 << 20);
        for text in [
            huge.clone(),
            format!("size,probability\n{huge},1\n"),
            format!("size,probability\n8,{huge}\n"),
            format!("size,probability\n8,-{huge}\n"),
            format!("size,probability\n8,{}\n", ",".repeat(1 << 20)),
            "size,probability\n\x1b[2J\u{202e},1\n".to_string(),
        ] {
            let e = parse(&text).unwrap_err().to_string();
            assert!(e.len() < MAX_MESSAGE, "{} bytes: {e:.200}", e.len());
            assert!(!e.contains('\x1b') && !e.contains('\u{202e}'), "{e}");
        }
        let e = parse(&format!("size,probability\n8,{}\n", ",".repeat(9)))
            .unwrap_err()
            .to_string();
        assert!(e.contains("found 11"), "{e}");
        let long = format!("/{}/x.csv", "d".repeat(5000));
        let e = DistError {
            path: files::shown_path(Path::new(&long)),
            line: 1,
            reason: "r".into(),
        };
        assert!(e.to_string().len() < MAX_MESSAGE);
    }

    fn scratch(name: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("memcpy-jit-dist-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        d.join(name)
    }

    #[test]
    fn only_regular_files_within_the_cap_are_read() {
        let fifo = scratch("fifo");
        let _ = std::fs::remove_file(&fifo);
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: `c` is a valid NUL-terminated path that outlives the call.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let big = scratch("big.csv");
        std::fs::File::create(&big)
            .unwrap()
            .set_len(MAX_FILE_BYTES as u64 + 1)
            .unwrap();
        let binary = scratch("binary.csv");
        std::fs::write(&binary, b"size,probability\n8,\xff\n").unwrap();
        for (p, needle) in [
            (fifo.clone(), "FIFO"),
            ("/dev/zero".into(), "character device"),
            ("/".into(), "directory"),
            (big.clone(), "more than"),
            (binary.clone(), "UTF-8"),
        ] {
            // On a helper thread, so that a hang fails the test instead of stalling it.
            let (tx, rx) = std::sync::mpsc::channel();
            let q = p.clone();
            std::thread::spawn(move || {
                let _ = tx.send(Distribution::load(&q).map_err(|e| e.to_string()));
            });
            let e = rx
                .recv_timeout(std::time::Duration::from_secs(120))
                .unwrap_or_else(|_| panic!("{}: hung or panicked", p.display()))
                .unwrap_err();
            assert!(e.contains(needle), "{}: {e}", p.display());
            assert!(e.len() < MAX_MESSAGE, "{e}");
        }
        let _ = std::fs::remove_file(&fifo);
        let _ = std::fs::remove_file(&big);
        let _ = std::fs::remove_file(&binary);
    }

    /// Random file content: arbitrary bytes, or rows built from the format's own pieces.
    fn dist_bytes() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
        use proptest::prelude::*;
        let piece = prop_oneof![
            Just(",".to_string()),
            Just("\n".to_string()),
            Just("\r\n".to_string()),
            Just("inf".to_string()),
            Just("NaN".to_string()),
            Just("1e308".to_string()),
            Just("-".to_string()),
            "[0-9]{1,22}",
            "[0-9]{0,5}\\.[0-9]{0,5}(e[+-]?[0-9]{1,3})?",
            "\\PC{0,12}",
        ];
        prop_oneof![
            prop::collection::vec(any::<u8>(), 0..65_536),
            prop::collection::vec(piece, 0..2000).prop_map(|v| format!(
                "size,probability\n{}",
                v.concat()
            )
            .into_bytes()),
        ]
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 128,
            ..proptest::prelude::ProptestConfig::default()
        })]

        #[test]
        fn random_files_never_panic(bytes in dist_bytes()) {
            let p = scratch("random.csv");
            std::fs::write(&p, &bytes).unwrap();
            match Distribution::load(&p) {
                Ok(d) => {
                    // What loads can be used.
                    let seq = d.draw(64, 1);
                    assert!(seq.iter().all(|&s| s <= d.max_size()));
                    assert!(d.mean().is_finite());
                }
                Err(e) => {
                    let e = e.to_string();
                    assert!(e.len() < MAX_MESSAGE, "{} bytes: {e}", e.len());
                }
            }
            if let Err(e) = parse(&String::from_utf8_lossy(&bytes)) {
                assert!(e.to_string().len() < MAX_MESSAGE);
            }
        }
    }

    #[test]
    fn xorshift_is_uniform_enough() {
        let mut r = XorShift64::new(0);
        let mean = (0..100_000).map(|_| r.next_f64()).sum::<f64>() / 100_000.0;
        assert!((mean - 0.5).abs() < 0.01, "{mean}");
    }
}
