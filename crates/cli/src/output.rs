//! The result files of `ab` and `sweep` (`--csv`, `--json`, `--svg`): checked before the
//! measurement, written after it, each atomically and never over a file that is not one of
//! ours.
//!
//! Both go through the library's file policy (`memcpy_jit::files`): a path that exists must be
//! a regular file, not a symbolic link, whose start is a report of the same kind that this
//! tool wrote (or that is empty: `touch out.csv` first is fine), so a mistyped `--csv
//! ~/.bashrc` is refused, not replaced. The check runs before a measurement that may take
//! minutes, so a refusal costs nothing; the write checks again, through a temporary file
//! renamed over the path, so a reader or a second run never sees half a report.

use std::io;
use std::path::{Path, PathBuf};

use anyhow::{anyhow, Result};
use memcpy_jit::files;

use crate::report::Report;
use crate::{Failure, Outputs, WriteError};

/// The kinds of result file, each recognised by its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Csv,
    Json,
    Svg,
}

/// How every CSV report this tool wrote since the `placement` column starts: a report from
/// before the `code_placements` column is ours too (a later run may replace it).
const CSV_START: &str = "group,scenario,row,bytes,variant,spec,runs,ns_median,ns_min,\
ns_max,gbps_median,ratio_median,ratio_min,ratio_max,change_pct,verdict,floor_ns,placement";

/// The start of every JSON report: `Report`'s first field, the tool's name.
const JSON_START: &str = "{\n  \"tool\": \"memcpy-jit ";

/// The first line of every SVG report, before the `<svg>` element: a comment that marks it
/// as ours (any SVG starts with `<svg`; only ours start with this).
pub const SVG_MARK: &str = "<!-- memcpy-jit report -->\n";

impl Kind {
    fn flag(self) -> &'static str {
        match self {
            Kind::Csv => "--csv",
            Kind::Json => "--json",
            Kind::Svg => "--svg",
        }
    }

    /// Whether `old`, an existing file's start, is a report of this kind (or empty).
    fn is_ours(self, old: &[u8]) -> bool {
        let start = match self {
            Kind::Csv => CSV_START,
            Kind::Json => JSON_START,
            Kind::Svg => SVG_MARK,
        };
        old.is_empty() || old.starts_with(start.as_bytes())
    }
}

/// The files asked for, with their kinds.
fn asked(o: &Outputs) -> impl Iterator<Item = (Kind, &PathBuf)> {
    [
        (Kind::Csv, &o.csv),
        (Kind::Json, &o.json),
        (Kind::Svg, &o.svg),
    ]
    .into_iter()
    .filter_map(|(k, p)| Some((k, p.as_ref()?)))
}

/// Refuses, before any measurement, an output that the write would refuse: an existing path
/// that is not a regular file or not a report of the same kind, a path naming no file, a
/// directory that does not exist.
pub fn check(o: &Outputs) -> Result<()> {
    for (kind, path) in asked(o) {
        let flag = kind.flag();
        files::check_replaceable(path, |old| kind.is_ours(old))
            .map_err(|e| anyhow!("{flag} {}: {}", e.path(), e.reason()))?;
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
        let dir = dir.unwrap_or(Path::new("."));
        if !dir.is_dir() {
            let shown = files::shown_path(path);
            return Err(anyhow!(
                "{flag} {shown}: no directory {}",
                files::shown_path(dir)
            ));
        }
    }
    Ok(())
}

/// Writes `table` to stdout and the `--csv`, `--json` and `--svg` files asked for. A failed
/// output does not stop the others: every failure is returned.
pub fn write(table: &str, report: &Report, o: &Outputs, title: &str) -> Result<(), Failure> {
    let mut failed: Vec<WriteError> = crate::stdout(table).err().into_iter().collect();
    for (kind, path) in asked(o) {
        let text = match kind {
            Kind::Csv => report.csv(),
            Kind::Json => serde_json::to_string_pretty(report)
                .map(|j| j + "\n")
                .map_err(io::Error::other),
            Kind::Svg => Ok(format!("{SVG_MARK}{}", report.svg(title))),
        };
        let written = text.and_then(|t| {
            files::write_atomic(path, t.as_bytes(), |old| kind.is_ours(old))
                .map_err(|e| io::Error::other(e.reason()))
        });
        failed.extend(written.err().map(|e| (path.display().to_string(), e)));
    }
    Failure::of_writes(failed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::CSV_HEADER;

    #[test]
    fn each_kind_recognises_its_own_start_only() {
        let csv = format!("{CSV_HEADER}\nwarm,warm,64,...\n");
        let json = format!("{JSON_START}ab\",\n  \"runs\": 1\n}}\n");
        let svg = format!("{SVG_MARK}<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n");
        let files = [(Kind::Csv, &csv), (Kind::Json, &json), (Kind::Svg, &svg)];
        for (kind, text) in files {
            for (other, other_text) in files {
                let ours = kind.is_ours(other_text.as_bytes());
                assert_eq!(ours, kind == other, "{kind:?} on {other:?}");
            }
            assert!(kind.is_ours(b""), "an empty file");
            assert!(!kind.is_ours(b"export PATH=$HOME/bin:$PATH\n"));
            // A file cut inside the marker is not recognised.
            assert!(!kind.is_ours(&text.as_bytes()[..5]), "{kind:?}");
        }
        // A CSV report from before the `code_placements` column is ours.
        assert!(CSV_HEADER.starts_with(CSV_START));
        assert!(Kind::Csv.is_ours(format!("{CSV_START}\nwarm,warm,64,...\n").as_bytes()));
        // Any other SVG is not ours.
        assert!(!Kind::Svg.is_ours(b"<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n"));
    }
}
