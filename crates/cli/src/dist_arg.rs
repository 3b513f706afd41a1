//! `--dist FILE[:WEIGHT]`, the user's size distributions: read by `tune` (and in its check
//! processes, `tune_check`, which receive the same arguments) and by `ab --dist`. Each file's
//! name labels tables and JSON, escaped and bounded.

use std::path::Path;

use anyhow::{anyhow, ensure, Result};
use memcpy_jit::harness::dist::Distribution;

use crate::job::excerpt;

/// Largest `--dist` weight.
const MAX_WEIGHT: f64 = 1e6;
/// Most `--dist` files.
pub const MAX_DISTS: usize = 64;

/// `--dist FILE[:WEIGHT]`: the file and its weight. The text after the last colon is a
/// weight when it reads as a number and the whole argument is not an existing path;
/// otherwise the whole argument is the path.
pub fn parse_dist(arg: &str) -> Result<(Distribution, f64)> {
    let split = (arg.rsplit_once(':'))
        .filter(|(p, _)| !p.is_empty() && !Path::new(arg).exists())
        .and_then(|(p, w)| w.trim().parse::<f64>().ok().map(|w| (p, w)));
    let (path, weight) = split.unwrap_or((arg, 1.0));
    ensure!(
        weight.is_finite() && weight > 0.0 && weight <= MAX_WEIGHT,
        "--dist `{}`: the weight must be above 0 and at most {MAX_WEIGHT}",
        excerpt(arg, 80)
    );
    Ok((load_dist(Path::new(path))?, weight))
}

/// Bytes of a distribution's name (its file name: a table's label) in reports.
const DIST_NAME: usize = 60;

/// The `--dist` file at `path`, its name (the file's, which labels tables and JSON)
/// escaped and bounded to [`DIST_NAME`] bytes.
pub fn load_dist(path: &Path) -> Result<Distribution> {
    let mut d = Distribution::load(path).map_err(|e| anyhow!("--dist {e}"))?;
    d.name = crate::line::shown(&d.name, DIST_NAME);
    Ok(d)
}
