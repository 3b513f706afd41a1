//! Exhaustive sweep: every strategy copies every length from 0 to 8448 bytes (4096, the
//! largest threshold tested, plus more than a page) exactly, at every source/destination
//! alignment modulo 64 for lengths up to 300 and at a sample of 258 alignment pairs above,
//! without touching a byte outside the destination and returning `dst`.
//!
//! Configurations: each strategy forced (ERMS-gated at thresholds 32, 64, 2048, 2112, 4096),
//! and the card's automatic choice (`Policy::Kernel`), each planned for all four (ERMS, FSRM)
//! combinations. Every one is built; configurations whose strategy and `code()` bytes equal an
//! already-swept one are not run again (identical code copies identically). Plus every entry
//! offset 0..=63 with small lengths, since the entry offset moves the function's internal
//! alignment padding. The vector strategy is swept at every width this CPU runs, in the
//! generator's choices, and as the recorded CPUs (tests/data/cpuid) get it: what `tuned()`,
//! the preload library and the card build there, and every row of the table as it reads
//! on each of them.

mod common;

use common::{Buffers, Config, Door, OverlapBuf, GATE_THRESHOLDS};
use memcpy_jit::{Memcpy, Strategy, Thresholds};

/// Lengths up to this get every (src, dst) offset pair.
const SMALL_MAX: usize = 300;
/// The sweep's largest length: 4096 (largest threshold) + 4096 + 256.
const LARGE_MAX: usize = 8448;
/// Offsets are 0..OFFSETS.
const OFFSETS: usize = 64;

/// What a sweep test covers: the strategy that runs and, for ERMS-gated, its threshold.
type Key = (Strategy, Option<usize>);

/// The (src, dst) offset pairs for lengths above [`SMALL_MAX`]: every source offset with an
/// aligned destination, every destination offset with an aligned source, every equal
/// misalignment, every pair summing to 63, and a few more mixed pairs. A source offset below
/// the destination's takes `memcpy_orig`'s backward loop, one at or above it the forward loop.
fn large_pairs() -> Vec<(usize, usize)> {
    let mut pairs: Vec<(usize, usize)> = (0..OFFSETS).map(|s| (s, 0)).collect();
    pairs.extend((1..OFFSETS).map(|d| (0, d)));
    pairs.extend((1..OFFSETS).map(|k| (k, k)));
    pairs.extend((1..OFFSETS - 1).map(|k| (k, OFFSETS - 1 - k)));
    pairs.extend([(1, 3), (3, 1), (17, 49), (49, 17), (31, 33), (33, 31)]);
    let mut seen = std::collections::HashSet::new();
    pairs.retain(|p| seen.insert(*p));
    pairs
}

/// Configurations that run as `key`, with duplicates removed: a configuration whose strategy
/// and `code()` bytes equal one already kept is dropped, and its label added to that one's.
fn distinct(key: Key) -> Vec<(Vec<String>, Memcpy)> {
    let mut kept: Vec<(Vec<String>, Memcpy)> = Vec::new();
    for Config { label, memcpy, .. } in common::configs() {
        if (memcpy.strategy(), memcpy.threshold()) != key {
            continue;
        }
        match kept
            .iter_mut()
            .find(|(_, m)| m.strategy() == memcpy.strategy() && m.code() == memcpy.code())
        {
            Some((labels, _)) => labels.push(label),
            None => kept.push((vec![label], memcpy)),
        }
    }
    assert!(!kept.is_empty(), "no configuration runs as {key:?}");
    kept
}

fn sweep_small(key: Key) {
    let mut buf = Buffers::new(SMALL_MAX, OFFSETS);
    for (labels, m) in distinct(key) {
        let label = labels.join(" = ");
        for s in 0..OFFSETS {
            for d in 0..OFFSETS {
                for len in 0..=SMALL_MAX {
                    buf.check(&m, len, s, d, &label);
                }
                buf.assert_untouched(&format!("{label} src_off {s} dst_off {d}"));
            }
        }
    }
}

fn sweep_large(key: Key) {
    let mut buf = Buffers::new(LARGE_MAX, OFFSETS);
    let pairs = large_pairs();
    for (labels, m) in distinct(key) {
        let label = labels.join(" = ");
        for &(s, d) in &pairs {
            for len in SMALL_MAX + 1..=LARGE_MAX {
                buf.check(&m, len, s, d, &label);
            }
            buf.assert_untouched(&format!("{label} src_off {s} dst_off {d}"));
        }
    }
}

/// Every configuration's strategy and threshold falls under one of the keys swept below, and
/// each is what was asked for: forced strategies and thresholds are honoured, and the
/// automatic choice follows the card (FSRM → REP MOVSB, ERMS only → gated at 2048, neither →
/// memcpy_orig).
#[test]
fn every_config_is_swept() {
    let mut swept: Vec<Key> = vec![
        (Strategy::RepMovsb, None),
        (Strategy::Scalar, None),
        (Strategy::Fallback, None),
    ];
    swept.extend(GATE_THRESHOLDS.map(|t| (Strategy::ErmsGated, Some(t))));
    let configs = common::configs();
    assert_eq!(configs.len(), 4 * (1 + GATE_THRESHOLDS.len() + 3));
    for c in &configs {
        let m = &c.memcpy;
        let got = (m.strategy(), m.threshold());
        assert!(
            swept.contains(&got),
            "{}: runs as {got:?}, which no test sweeps",
            c.label
        );
        let want = match c.forced {
            Some(Strategy::ErmsGated) => (Strategy::ErmsGated, c.threshold),
            Some(s) => (s, None),
            None if c.features.has_fsrm() => (Strategy::RepMovsb, None),
            None if c.features.has_erms() => (Strategy::ErmsGated, Some(2048)),
            None => (Strategy::Scalar, None),
        };
        assert_eq!(got, want, "{}", c.label);
        assert_eq!(m.code().is_empty(), !m.strategy().is_jit(), "{}", c.label);
    }
}

macro_rules! sweep_tests {
    ($($small:ident, $large:ident: $key:expr;)*) => {$(
        #[test]
        fn $small() {
            sweep_small($key);
        }

        #[test]
        fn $large() {
            sweep_large($key);
        }
    )*};
}

sweep_tests! {
    rep_movsb_small, rep_movsb_large: (Strategy::RepMovsb, None);
    scalar_small, scalar_large: (Strategy::Scalar, None);
    fallback_small, fallback_large: (Strategy::Fallback, None);
    erms_gated_32_small, erms_gated_32_large: (Strategy::ErmsGated, Some(32));
    erms_gated_64_small, erms_gated_64_large: (Strategy::ErmsGated, Some(64));
    erms_gated_2048_small, erms_gated_2048_large: (Strategy::ErmsGated, Some(2048));
    erms_gated_2112_small, erms_gated_2112_large: (Strategy::ErmsGated, Some(2112));
    erms_gated_4096_small, erms_gated_4096_large: (Strategy::ErmsGated, Some(4096));
}

/// Every entry offset 0..=63, for each generated strategy (ERMS-gated with its gate at 64 so
/// both arms run), copies lengths 0..=200 at a few alignments: the alignment padding inside
/// the function moves with the entry offset, and each layout must still be correct.
#[test]
fn every_entry_offset() {
    let mut buf = Buffers::new(200, OFFSETS);
    let pairs = [(0, 0), (1, 3), (3, 1), (63, 1), (17, 49), (8, 8)];
    for k in 0..=63 {
        for (s, t) in [
            (Strategy::RepMovsb, None),
            (Strategy::Scalar, None),
            (Strategy::ErmsGated, Some(64)),
        ] {
            let mut b = Memcpy::builder();
            b.strategy(s).entry_offset(k);
            if let Some(t) = t {
                b.threshold(t);
            }
            let m = b.build().unwrap();
            assert_eq!(m.entry_address() % 64, k, "{s} entry offset {k}");
            let label = format!("{s} entry offset {k}");
            for &(so, d) in &pairs {
                for len in 0..=200 {
                    buf.check(&m, len, so, d, &label);
                }
            }
            buf.assert_untouched(&label);
        }
    }
}

/// The vector strategy at every width and with every code path enabled (see
/// `common::vector_instances`): every length 0..=8448, every offset pair up to 300 bytes and
/// the sampled pairs above. Offsets from page-aligned bases make `(dst - src) mod 4096` run
/// through -63..=63, so both short-distance guards and their edges are crossed.
#[test]
fn vector_small() {
    sweep_instances_small(common::vector_instances());
}

#[test]
fn vector_large() {
    sweep_instances_large(common::vector_instances());
}

/// Every length 0..=300 at every offset pair, for each of `instances`.
fn sweep_instances_small(instances: Vec<(String, Memcpy)>) {
    let mut buf = Buffers::new(SMALL_MAX, OFFSETS);
    for (label, m) in instances {
        for len in 0..=SMALL_MAX {
            for s in 0..OFFSETS {
                for d in 0..OFFSETS {
                    buf.check(&m, len, s, d, &label);
                }
            }
        }
        buf.assert_untouched(&label);
    }
}

/// Every length 301..=8448 at the sampled offset pairs ([`large_pairs`]), for each of
/// `instances`.
fn sweep_instances_large(instances: Vec<(String, Memcpy)>) {
    let pairs = large_pairs();
    let mut buf = Buffers::new(LARGE_MAX, OFFSETS);
    for (label, m) in instances {
        for len in SMALL_MAX + 1..=LARGE_MAX {
            for &(s, d) in &pairs {
                buf.check(&m, len, s, d, &label);
            }
        }
        buf.assert_untouched(&label);
    }
}

/// The code the recorded CPUs get (`common::recorded_instances`: `tuned()`'s, the preload
/// library's and the card's on each, and every row of the table as it reads on each and on
/// this CPU), swept like [`vector_small`].
#[test]
fn recorded_cpus_small() {
    sweep_instances_small(common::recorded_instances());
}

/// The recorded CPUs' code (as [`recorded_cpus_small`]), swept like [`vector_large`].
#[test]
fn recorded_cpus_large() {
    sweep_instances_large(common::recorded_instances());
}

/// The short-distance guards' edges: destination page offsets −65..=65 around the source's
/// (inside a band, on its edge, just outside, co-aligned), for every vector instance, at
/// lengths where `REP MOVSB` and the non-temporal loop are taken. Either path must copy
/// exactly; the band check only decides which one runs.
#[test]
fn vector_band_edges() {
    let deltas = [-65i64, -64, -63, -62, -33, -1, 0, 1, 33, 62, 63, 64, 65];
    let mut buf = Buffers::new(4600, 200);
    let instances = common::vector_instances();
    assert!(
        instances.len() >= 6,
        "only {} vector instances",
        instances.len()
    );
    let mut copies = 0usize;
    for (label, m) in instances {
        let min = m.plan().thresholds().unwrap().large_from();
        let lens = (min..min + 200).chain(4000..4200).chain([4600]);
        for len in lens {
            for &d in &deltas {
                let (s, dst) = if d >= 0 {
                    (70, 70 + d as usize)
                } else {
                    (70 + (-d) as usize, 70)
                };
                buf.check(&m, len, s, dst, &label);
                copies += 1;
            }
        }
        buf.assert_untouched(&label);
    }
    eprintln!("{copies} copies checked");
}

/// The (src, dst) offset pairs the choice sweeps run above [`SMALL_MAX`]: co-aligned and page
/// copies (`dst - src` = 0), the destination 1 and 31 bytes above the source (inside the
/// backward band) and 32, 63 above (outside it), the same below, and a few mixed pairs.
const CHOICE_PAIRS: [(usize, usize); 16] = [
    (0, 0),
    (8, 8),
    (0, 1),
    (1, 0),
    (5, 36),
    (36, 5),
    (0, 31),
    (31, 0),
    (0, 32),
    (0, 63),
    (63, 0),
    (17, 49),
    (49, 17),
    (1, 3),
    (33, 31),
    (31, 33),
];

/// The wider generator's choices (`common::choice_instances`: page-copy `REP MOVSB`, the
/// backward band, memmove mode, the loop shapes, the masked path's 64-byte forms), every
/// length 0..=300: at every offset pair for the masked forms (they change the small path),
/// at the sampled pairs for the rest.
#[test]
fn choices_small() {
    let mut buf = Buffers::new(SMALL_MAX, OFFSETS);
    let instances = common::choice_instances();
    assert!(instances.len() >= 9, "only {} instances", instances.len());
    let all_pairs: Vec<(usize, usize)> = (0..OFFSETS)
        .flat_map(|s| (0..OFFSETS).map(move |d| (s, d)))
        .collect();
    for (label, m) in instances {
        let pairs = if label.contains("masked") {
            all_pairs.clone()
        } else {
            large_pairs()
        };
        for len in 0..=SMALL_MAX {
            for &(s, d) in &pairs {
                buf.check(&m, len, s, d, &label);
            }
        }
        buf.assert_untouched(&label);
    }
}

/// The same choices, every length 301..=8448 (past the 4 KiB non-temporal threshold and two
/// pages) at [`CHOICE_PAIRS`]: every loop remainder modulo 4 and 8 vectors, in and out of
/// the backward band, page copies, both directions of the short-distance bands.
#[test]
fn choices_large() {
    let mut buf = Buffers::new(LARGE_MAX, OFFSETS);
    for (label, m) in common::choice_instances() {
        for len in SMALL_MAX + 1..=LARGE_MAX {
            for &(s, d) in &CHOICE_PAIRS {
                buf.check(&m, len, s, d, &label);
            }
        }
        buf.assert_untouched(&label);
    }
}

/// Lengths the overlap sweeps cover: every length 0..=600 (every size class at every width,
/// and the first large lengths), then around the large paths' edges: 1 KiB, 2 KiB, the
/// 4 KiB non-temporal threshold of the instances, 5000, 8 KiB and 16 KiB.
fn overlap_lengths() -> Vec<usize> {
    let mut lens: Vec<usize> = (0..=600).collect();
    for edge in [1024, 2048, 4096, 8192] {
        lens.extend([edge - 1, edge, edge + 1]);
    }
    lens.extend([5000, 16384 + 17]);
    lens
}

/// The largest distance between source and destination in the overlap sweeps.
const MAX_DIST: usize = 130;

/// Memmove mode, swept: every memmove instance (`common::memmove_instances`: the table's row,
/// the forward loop only, every large path at small thresholds, the loop shapes, the masked
/// forms; and the recorded CPUs' memmove-mode code, `common::recorded_instances`) copies
/// every length of [`overlap_lengths`] at every distance -130..=130 within one buffer
/// exactly as `ptr::copy` does, through the C function (source page-aligned) and
/// `copy_within` (source at page offset 37).
#[test]
fn overlap_memmove() {
    let lens = overlap_lengths();
    let mut buf = OverlapBuf::new(*lens.iter().max().unwrap(), MAX_DIST);
    let mut copies = 0usize;
    let recorded = common::recorded_instances()
        .into_iter()
        .filter(|(_, m)| m.is_memmove());
    for (label, m) in common::memmove_instances().into_iter().chain(recorded) {
        for &len in &lens {
            for dist in -(MAX_DIST as isize)..=MAX_DIST as isize {
                buf.check(&m, Door::CopyFn, len, 0, dist, &label);
                buf.check(&m, Door::CopyWithin, len, 37, dist, &label);
                copies += 2;
            }
        }
        buf.assert_untouched(&label);
    }
    eprintln!("{copies} overlapping copies checked");
}

/// Memmove mode at distances a page or two apart: the backward band decides by
/// `(dst - src) mod 4096`, which is also small when the destination lies 4065..=4095 bytes
/// (or a page more) *below* an overlapping source; a backward loop there would load source
/// bytes it had already overwritten. Every memmove instance (the "all-paths" ones have the
/// 31-byte band) copies every distance within 64 bytes of ±4096 and ±8192, in both
/// directions, at lengths just past the distance and well past it, as `ptr::copy` does.
#[test]
fn overlap_memmove_a_page_apart() {
    let dists: Vec<isize> = [4096isize, 8192]
        .into_iter()
        .flat_map(|page| (page - 64..=page + 64).flat_map(|d| [d, -d]))
        .collect();
    let max_dist = 8192 + 64;
    let max_len = 2 * max_dist + 17;
    let mut buf = OverlapBuf::new(max_len, max_dist);
    for (label, m) in common::memmove_instances() {
        for &dist in &dists {
            let far = dist.unsigned_abs();
            for len in [far + 1, far + 100, 2 * far + 17] {
                buf.check(&m, Door::CopyFn, len, 5, dist, &label);
            }
        }
        buf.assert_untouched(&label);
    }
}

/// Memmove mode with the tail loaded after the forward loop (`tail_loads_after_loop_from`):
/// block 10 lets the loop load it late only when the source lies at least 4V above the
/// destination (or below it, disjoint). Every memmove instance with the option copies, at
/// every distance within 4 bytes of ±3V, ±4V and ±5V of its loop's V, lengths from its first
/// large one to 200 bytes on, around 2 and 4 KiB and a few longer, as `ptr::copy` does, from
/// a page-aligned source and one 33 bytes in. (The sweep above covers distances up to 130,
/// inside 4V at AVX-512; this one the edge at 4V for every width.)
#[test]
fn overlap_memmove_around_the_late_tail() {
    let max_dist = 5 * 64 + 4;
    let mut buf = OverlapBuf::new(8192 + 17, max_dist);
    let mut checked = 0;
    for (label, m) in common::memmove_instances() {
        if !label.contains("tail-after") {
            continue;
        }
        let t = *m.plan().thresholds().unwrap();
        assert!(t.tail_loads_after_loop_from.is_some(), "{label}");
        let v = t.width.bytes() as isize;
        let dists: Vec<isize> = [3 * v, 4 * v, 5 * v]
            .into_iter()
            .flat_map(|c| (c - 4..=c + 4).flat_map(|d| [d, -d]))
            .collect();
        let mut lens: Vec<usize> = (t.large_from()..t.large_from() + 200).collect();
        lens.extend([2047, 2048, 2049, 4095, 4096, 4097, 5000, 8192 + 17]);
        for &len in &lens {
            for &dist in &dists {
                buf.check(&m, Door::CopyFn, len, 0, dist, &label);
                buf.check(&m, Door::CopyFn, len, 33, dist, &label);
            }
        }
        buf.assert_untouched(&label);
        checked += 1;
    }
    assert!(
        checked >= 3,
        "{checked} instances with the tail after the loop"
    );
}

/// The size classes need no memmove mode: every vector instance, memmove or not
/// (`common::vector_instances`, and the masked forms and 16-vector classes of
/// `common::choice_instances`), gives `memmove`'s result for every length up to its largest
/// size class (the head/tail classes, the masked path and the moves below one vector,
/// which all load every byte before storing any) at every distance -130..=130.
#[test]
fn overlap_is_safe_in_the_size_classes_without_memmove_mode() {
    let mut buf = OverlapBuf::new(1024, MAX_DIST);
    let mut instances = common::vector_instances();
    instances.extend(
        common::choice_instances()
            .into_iter()
            .filter(|(label, _)| label.contains("masked") || label.contains("head16")),
    );
    for (label, m) in instances {
        let t = *m.plan().thresholds().unwrap();
        for len in 0..t.large_from() {
            for dist in -(MAX_DIST as isize)..=MAX_DIST as isize {
                buf.check(&m, Door::Raw, len, 0, dist, &label);
            }
        }
        buf.assert_untouched(&label);
    }
}

/// The sweep above would see a copy that is not memmove-safe: above 8 vectors, the forward
/// loop without memmove mode copies a destination just above its source wrong (it loads
/// bytes it has already overwritten), at every width; the same thresholds in memmove mode
/// copy it right.
#[test]
fn overlap_above_8_vectors_needs_memmove_mode() {
    let mut buf = OverlapBuf::new(2048, MAX_DIST);
    for (width, _) in common::widths_of_host() {
        let t = Thresholds::new(width);
        let plain = Memcpy::builder()
            .strategy(Strategy::Vector)
            .thresholds(t)
            .build()
            .unwrap();
        assert!(!plain.is_memmove());
        let lens = t.large_from()..t.large_from() + 600;
        let wrong: usize = lens
            .clone()
            .flat_map(|len| (1..=8).map(move |d| (len, d)))
            .map(|(len, d)| buf.wrong_bytes_of_forward(&plain, len, d))
            .sum();
        assert!(
            wrong > 0,
            "{width}: the forward loop copied every overlap right"
        );
        let memmove = Memcpy::builder()
            .strategy(Strategy::Vector)
            .thresholds(t)
            .memmove(true)
            .build()
            .unwrap();
        for len in lens {
            for d in 1..=8 {
                buf.check(
                    &memmove,
                    Door::CopyFn,
                    len,
                    0,
                    d,
                    &format!("{width} memmove"),
                );
            }
        }
    }
}
