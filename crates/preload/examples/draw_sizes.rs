//! Writes the size sequences the harness times for `--dist` files, for programs outside Rust
//! (docs/results/preload-2026-11-30/percall.c times the preload's `memcpy` from C on them).
//!
//! For each `size,probability` CSV, `OUTDIR/NAME.sizes` gets `harness::dist::DRAWS` (65,536)
//! sizes drawn with the harness's seeded generator (the same sequence `memcpy-jit ab --dist
//! FILE --seed SEED` calls), as little-endian `u32`s; written atomically, over an existing
//! file only if it has that length (one this example wrote).
//!
//! ```text
//! cargo run --release -p memcpy-jit-preload --example draw_sizes -- OUTDIR [--seed N] FILE.csv...
//! ```

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use jit::harness::dist::{Distribution, DRAWS};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(out) = args.next().map(PathBuf::from) else {
        eprintln!("usage: draw_sizes OUTDIR [--seed N] FILE.csv...");
        return ExitCode::from(2);
    };
    let mut seed = 1;
    let mut files = Vec::new();
    while let Some(a) = args.next() {
        if a == "--seed" {
            match args.next().and_then(|s| s.parse().ok()) {
                Some(s) => seed = s,
                None => {
                    eprintln!("--seed needs a whole number");
                    return ExitCode::from(2);
                }
            }
        } else {
            files.push(PathBuf::from(a));
        }
    }
    if let Err(e) = std::fs::create_dir_all(&out) {
        eprintln!("{}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    for f in &files {
        if let Err(e) = write(&out, f, seed) {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

fn write(out: &Path, file: &Path, seed: u64) -> Result<(), String> {
    let d = Distribution::load(file).map_err(|e| e.to_string())?;
    let sizes = d.draw(DRAWS, seed);
    let mut bytes = Vec::with_capacity(4 * sizes.len());
    for s in &sizes {
        // Sizes are at most harness::dist::MAX_SIZE (256 MiB): they fit.
        let s = u32::try_from(*s).map_err(|_| format!("{}: size {s} too large", d.name))?;
        bytes.extend_from_slice(&s.to_le_bytes());
    }
    let path = out.join(format!("{}.sizes", d.name));
    // Atomically, and only over a file this example wrote: one of exactly this length (the
    // format has no header to recognise; a file of another length is not replaced).
    let len = bytes.len();
    jit::files::write_atomic(&path, &bytes, |old| old.len() == len).map_err(|e| e.to_string())?;
    let mean = sizes.iter().sum::<usize>() as f64 / sizes.len() as f64;
    let max = sizes.iter().max().copied().unwrap_or(0);
    println!(
        "{}: {} sizes, mean {mean:.1} B, max {max} B (seed {seed})",
        path.display(),
        sizes.len()
    );
    Ok(())
}
