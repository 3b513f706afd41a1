//! The workloads the tuner measures by default: the embedded size distributions (the
//! objective) and the grids of fixed sizes (the guard).
//!
//! # Embedded distributions
//!
//! Four `size,probability` files in `src/tune/dist/` (their README has the provenance), copied
//! byte for byte from the team's collection of public data:
//!
//! - `MemcpyGoogleQ.csv`, `MemcpyGoogleD.csv`: LLVM's `libc/benchmarks/distributions`
//!   (Google fleet measurements of the automemcpy paper, Chatelet et al., ISMM 2021),
//!   licence Apache-2.0 WITH LLVM-exception;
//! - `fleetbench-Memcpy_Fleet.csv`, `fleetbench-Memcpy_0.csv`: `google/fleetbench`
//!   (`fleetbench/libc/distributions`, commit 703e5e55), licence Apache-2.0.
//!
//! Small (GoogleQ, mean 20 B), medium (GoogleD, 683 B), the fleet aggregate with its tail
//! to 255 KiB (Memcpy_Fleet, 135 B) and a large-copy workload (Memcpy_0, 508 B). Only the
//! fleet aggregate is compiled without the `harness` feature: the reduced search uses it.
//!
//! # The guard grid
//!
//! [`guard_grid`] (the full search): sizes 1, 8, 17, 24, 40, 63 (the masked windows and the
//! first size classes), 100, 200, 500, 1000, 2047 (head/tail classes, the 8-vector edge), 576
//! and 1300 (just above whole loop iterations, where the loop's start decides whether it
//! runs one more), 3000
//! (the loop below 4 KiB, where glibc's `REP MOVSB` starts at 2112 B), and 4 KiB, 8 KiB, 16 KiB, 64 KiB, 256 KiB, 1 MiB (the loop, `REP MOVSB`); each L1-hot (the
//! same buffers every call) and rotating (over 256 KiB per region, 64-byte steps), in the
//! layouts
//! - aligned and misaligned: every size;
//! - page copy (`dst − src ≡ 0 mod 4096`): from 100 bytes;
//! - the short-distance band (destination 8 bytes above the source modulo 4096): 256 B,
//!   1000 B and from 4 KiB;
//! - the source 8 bytes above the destination modulo 4096: from 4 KiB (where `REP MOVSB`
//!   and the `avoid_src_above_dst` guard decide);
//! - the destination one line (64 bytes) above the source modulo 4096: 1000 B, 3000 B and
//!   4 KiB (in a backward band of 64 or more, out of the short-distance guards; where the
//!   backward loop lost to glibc by 1.5x at 2112–4095 B from L2 on a Zen 5,
//!   docs/results/zen5-2026-12-01/wide/).
//!
//! And at random places, each call's source and destination at their own random byte
//! offsets (`Kind::Scattered`), hot (256 KiB) and beyond L2 (the LLC regime's area): 1, 8,
//! 17, 40, 100, 1000 and 4096 B, where the masked window's vectors cross lines that narrow
//! moves do not (1–12 B: 1.25–1.44x glibc hot, 1.10–1.14x beyond L2 with the intel-fsrm row,
//! docs/results/intel-spr-2026-12-03/regimes/).
//!
//! 156 points. [`reduced_grid`] (start-up): eight of them.

use crate::harness::dist::Distribution;

#[cfg(feature = "harness")]
use super::Placement;
use super::{Layout, Workload};

/// The embedded distributions' names, in order.
#[cfg(feature = "harness")]
pub const EMBEDDED_NAMES: [&str; 4] = [
    "MemcpyGoogleQ",
    "MemcpyGoogleD",
    "fleetbench-Memcpy_Fleet",
    "fleetbench-Memcpy_0",
];

const FLEET: &str = include_str!("dist/fleetbench-Memcpy_Fleet.csv");

/// The fleet aggregate, parsed (the embedded file is valid: a test parses every one).
pub(super) fn fleet() -> Distribution {
    parse("fleetbench-Memcpy_Fleet", FLEET)
}

fn parse(name: &str, text: &str) -> Distribution {
    match Distribution::parse(name, name, text) {
        Ok(d) => d,
        // Not reached (tested); a distribution of one size keeps the search running.
        Err(_) => Distribution::parse(name, name, "size,probability\n64,1\n")
            .unwrap_or_else(|_| unreachable!("a constant one-row distribution parses")),
    }
}

/// The embedded distributions with weight 1 each (feature `harness`: all four; without it,
/// the fleet aggregate only).
#[cfg(feature = "harness")]
pub fn embedded() -> Vec<(Distribution, f64)> {
    #[cfg(feature = "harness")]
    {
        let texts = [
            include_str!("dist/MemcpyGoogleQ.csv"),
            include_str!("dist/MemcpyGoogleD.csv"),
            FLEET,
            include_str!("dist/fleetbench-Memcpy_0.csv"),
        ];
        EMBEDDED_NAMES
            .iter()
            .zip(texts)
            .map(|(n, t)| (parse(n, t), 1.0))
            .collect()
    }
    #[cfg(not(feature = "harness"))]
    {
        vec![(fleet(), 1.0)]
    }
}

#[cfg(feature = "harness")]
const SMALL: [usize; 6] = [1, 8, 17, 24, 40, 63];
#[cfg(feature = "harness")]
const MEDIUM: [usize; 8] = [100, 200, 500, 576, 1000, 1300, 2047, 3000];
#[cfg(feature = "harness")]
const LARGE: [usize; 6] = [4096, 8192, 16 << 10, 64 << 10, 256 << 10, 1 << 20];

/// The full guard grid (see the module documentation).
#[cfg(feature = "harness")]
pub fn guard_grid() -> Vec<Workload> {
    let mut out = Vec::new();
    let mut add = |sizes: &[usize], layout: Layout| {
        for &s in sizes {
            for hot in [true, false] {
                out.push(Workload::point(s, layout, hot));
            }
        }
    };
    let all: Vec<usize> = SMALL.iter().chain(&MEDIUM).chain(&LARGE).copied().collect();
    add(&all, Layout::Aligned);
    add(&all, Layout::Misaligned);
    let page: Vec<usize> = MEDIUM.iter().chain(&LARGE).copied().collect();
    add(&page, Layout::Page);
    let band: Vec<usize> = [256, 1000].iter().chain(&LARGE).copied().collect();
    add(&band, Layout::Band);
    add(&LARGE, Layout::SrcAbove);
    add(&[1000, 3000, 4096], Layout::LineAbove);
    for s in SCATTERED {
        for p in [Placement::Random, Placement::Llc] {
            out.push(Workload::scattered(s, p));
        }
    }
    out
}

/// The sizes of the guard at random places.
#[cfg(feature = "harness")]
const SCATTERED: [usize; 7] = [1, 8, 17, 40, 100, 1000, 4096];

/// The reduced grid of the start-up search: 24 B misaligned and 40 B aligned (L1-hot), 200 B
/// misaligned rotating, 4 KiB page copy and 4 KiB in the band (L1-hot), 64 KiB aligned and
/// misaligned rotating, 256 KiB page copy rotating.
pub fn reduced_grid() -> Vec<Workload> {
    vec![
        Workload::point(24, Layout::Misaligned, true),
        Workload::point(40, Layout::Aligned, true),
        Workload::point(200, Layout::Misaligned, false),
        Workload::point(4096, Layout::Page, true),
        Workload::point(4096, Layout::Band, true),
        Workload::point(64 << 10, Layout::Aligned, false),
        Workload::point(64 << 10, Layout::Misaligned, false),
        Workload::point(256 << 10, Layout::Page, false),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the guard grid has a fixed-size point whose size, layout and L1-hotness
    /// `wanted` accepts.
    fn grid_has(wanted: impl Fn(usize, Layout, bool) -> bool) -> bool {
        guard_grid().iter().any(|w| match w.kind {
            super::super::Kind::Point { layout, hot } => wanted(w.sizes[0], layout, hot),
            _ => false,
        })
    }

    #[test]
    fn embedded_files_parse() {
        let d = embedded();
        assert!(!d.is_empty());
        for (d, w) in &d {
            assert_eq!(*w, 1.0);
            assert!(d.max_size() > 1000, "{}", d.name);
            assert!(EMBEDDED_NAMES.contains(&d.name.as_str()));
        }
        // Not the one-row stand-in.
        assert!(Distribution::parse("f", "f", FLEET).is_ok());
        assert_eq!(fleet().max_size(), 261_126);
    }

    /// The guard sees `REP MOVSB` with the source just above the destination (the
    /// `avoid_src_above_dst` guard's case), L1-hot and rotating: without such a point the
    /// tuner moved that knob on noise alone and its result took 1.1-1.4x glibc's time there
    /// (docs/results/zen5-2026-11-30/fixed/).
    #[test]
    fn the_guard_has_the_source_just_above_the_destination() {
        for hot in [true, false] {
            let seen = grid_has(|size, layout, h| {
                let (src, dst) = layout.offsets();
                h == hot && src > dst && src - dst < 64 && size >= 4096
            });
            assert!(seen, "hot {hot}");
        }
    }

    /// The guard sees a size between 2 and 4 KiB in the aligned, misaligned and page layouts,
    /// L1-hot and rotating: glibc takes `REP MOVSB` from 2112 B, and a row that loops there
    /// took 1.10-1.29 of glibc's time at 2200-4000 B misaligned rotating while the grid's 2047
    /// and 4096 B points passed (docs/results/zen5-2026-11-30/rep2k/).
    #[test]
    fn the_guard_sees_between_2_and_4_kib() {
        for layout in [Layout::Aligned, Layout::Misaligned, Layout::Page] {
            for hot in [true, false] {
                let seen =
                    grid_has(|size, l, h| l == layout && h == hot && (2113..4096).contains(&size));
                assert!(seen, "{layout:?} hot {hot}");
            }
        }
    }

    /// The guard sees lengths just above whole loop iterations with ZMM vectors (576 B: nine
    /// vectors; 1300 B) in the aligned and page layouts, L1-hot and rotating: where the loop
    /// starts decides there whether it runs one iteration more, and the row without the
    /// strict start took 1.43x glibc's time at 576 B page L1-hot and 1.45x at 1300 B aligned
    /// L1-hot while every point of the grid passed (docs/results/zen5-2026-12-01/strict/).
    #[test]
    fn the_guard_sees_lengths_just_above_whole_iterations() {
        for size in [576, 1300] {
            for layout in [Layout::Aligned, Layout::Page] {
                for hot in [true, false] {
                    let seen = grid_has(|s, l, h| l == layout && h == hot && s == size);
                    assert!(seen, "{size} {layout:?} hot {hot}");
                }
            }
        }
    }

    #[test]
    fn grids_are_what_the_documentation_says() {
        let g = guard_grid();
        assert_eq!(g.len(), 156);
        for w in g.iter().chain(&reduced_grid()) {
            // One size (repeated at random places, one call per place).
            let one = matches!(w.kind, super::super::Kind::Scattered { .. })
                && w.sizes.len() == super::super::SCATTERED_PLACES;
            assert!(w.sizes.len() == 1 || one, "{}", w.name);
            assert!(w.sizes.iter().all(|&s| s == w.sizes[0]), "{}", w.name);
            assert!((1..=1 << 20).contains(&w.sizes[0]), "{}", w.name);
        }
        let scattered = g
            .iter()
            .filter(|w| matches!(w.kind, super::super::Kind::Scattered { .. }))
            .count();
        assert_eq!(scattered, 14, "seven sizes, hot and beyond L2");
        let names: std::collections::HashSet<_> = g.iter().map(|w| w.name.clone()).collect();
        assert_eq!(names.len(), g.len(), "no point twice");
        for r in reduced_grid() {
            assert!(
                names.contains(&r.name),
                "{} is a point of the full grid",
                r.name
            );
        }
    }
}
