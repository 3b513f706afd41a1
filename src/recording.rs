//! The recording format: what the preload library writes under `MEMCPY_JIT_RECORD` and
//! `memcpy-jit record` merges, one file that `--dist` (and `memcpy-jit tune --dist`) reads as
//! a size distribution.
//!
//! A recording is the distribution header `size,probability`, then one `size,count` row per
//! size seen, both whole numbers (a count is a weight: `--dist` normalises). It is parsed
//! here, once, for everyone that merges recordings; reading it as a distribution is the
//! harness's loader, which accepts any weights.

use alloc::collections::TryReserveError;
use alloc::{format, string::String, vec::Vec};
/// The first line of a recording (the distribution header).
pub const HEADER: &str = "size,probability";

/// The rows of a recording: `(size, count)` in file order; `None` unless `text` is a
/// recording (UTF-8, the header, then only `size,count` rows of whole numbers; blank lines are
/// skipped). A file that is not one of ours is told apart this way, so it is never merged into
/// or overwritten.
pub fn parse(text: &[u8]) -> Option<Vec<(usize, u64)>> {
    row_lines(text)?.map(row).collect()
}

/// [`parse`] with its allocation checked (for code that must not abort when the heap refuses,
/// the preload library): `Ok(None)` when `text` is not a recording, an error when the rows
/// cannot be allocated. The text is validated and its rows counted before anything is.
pub fn try_parse(text: &[u8]) -> Result<Option<Vec<(usize, u64)>>, TryReserveError> {
    let Some(lines) = row_lines(text) else {
        return Ok(None);
    };
    let mut n = 0;
    for l in lines.clone() {
        if row(l).is_none() {
            return Ok(None);
        }
        n += 1;
    }
    let mut out = Vec::new();
    out.try_reserve_exact(n)?;
    out.extend(lines.filter_map(row));
    Ok(Some(out))
}

/// The non-blank lines after the header, or `None` when `text` is not UTF-8 or lacks it.
fn row_lines(text: &[u8]) -> Option<impl Iterator<Item = &str> + Clone> {
    let mut lines = core::str::from_utf8(text).ok()?.lines();
    if lines.next()?.trim() != HEADER {
        return None;
    }
    Some(lines.filter(|l| !l.trim().is_empty()))
}

/// One `size,count` row.
fn row(l: &str) -> Option<(usize, u64)> {
    let (s, c) = l.split_once(',')?;
    Some((s.trim().parse().ok()?, c.trim().parse().ok()?))
}

/// A recording of `rows` (`(size, count)`, written in the order given).
pub fn render<'a>(rows: impl IntoIterator<Item = (&'a usize, &'a u64)>) -> String {
    use core::fmt::Write as _;
    let mut text = format!("{HEADER}\n");
    for (size, count) in rows {
        // Writing to a String cannot fail.
        let _ = writeln!(text, "{size},{count}");
    }
    text
}

/// [`render`] into a string reserved first (at most 42 bytes a row), its allocation checked.
pub fn try_render(rows: &[(usize, u64)]) -> Result<String, TryReserveError> {
    use core::fmt::Write as _;
    let mut text = String::new();
    text.try_reserve_exact(HEADER.len() + 1 + rows.len() * (20 + 1 + 20 + 1))?;
    let _ = writeln!(text, "{HEADER}");
    for (size, count) in rows {
        // Within the reserved length: writing to a String cannot fail.
        let _ = writeln!(text, "{size},{count}");
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The checked parse and render read and write what the plain ones do.
    #[test]
    fn the_checked_parse_and_render_agree_with_the_plain_ones() {
        for text in [
            &b"size,probability\n8,3\n\n4096, 1\n"[..],
            b"size,probability\n",
            b"precious\n",
            b"size,probability\n8,0.5\n",
            b"\xff",
        ] {
            assert_eq!(try_parse(text), Ok(parse(text)), "{text:?}");
        }
        let rows = [(8usize, 3u64), (usize::MAX, u64::MAX)];
        assert_eq!(
            try_render(&rows).unwrap(),
            render(rows.iter().map(|(s, c)| (s, c)))
        );
    }

    #[test]
    fn recordings_and_other_files() {
        assert_eq!(
            parse(b"size,probability\n8,3\n\n4096, 1\n"),
            Some(vec![(8, 3), (4096, 1)])
        );
        assert_eq!(parse(b"size,probability\n"), Some(vec![]));
        let rows = [(8usize, 3u64), (4096, 1)];
        let text = render(rows.iter().map(|(s, c)| (s, c)));
        assert_eq!(text, "size,probability\n8,3\n4096,1\n");
        assert_eq!(parse(text.as_bytes()), Some(rows.to_vec()));
        for not_ours in [
            &b""[..],
            b"precious line\n",
            b"#!/bin/sh\n",
            b"size,count\n8,1\n",
            b"size,probability\n8,0.5\n",
            b"size,probability\n8\n",
            b"size,probability\n-1,3\n",
            b"\xff\xfe",
        ] {
            assert_eq!(parse(not_ours), None, "{not_ours:?}");
        }
    }
}
