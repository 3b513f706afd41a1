//! Which generated code *without memmove mode* already gives `memmove`'s result when the
//! buffers overlap with the destination *below* the source. The preload library builds its
//! instance in memmove mode and routes nothing; only when that cannot be built (a strategy
//! other than the vector one, thresholds memmove mode refuses) does it publish `tuned()`'s
//! instance behind a wrapper: routing only the other direction (destination above source) away
//! from the code shown here to be forward-safe, and every overlap for the rest. This test is
//! the evidence for that table (`forward_safe` in the library's src/route.rs) and fails if a
//! configuration changes side.
//!
//! Swept: every strategy, and for the vector strategy every width this CPU runs with each
//! large-copy path forced on from its smallest length (the 4-vector loop, `REP MOVSB` with and
//! without the short-distance bands, non-temporal stores), the loops interleaved and started
//! strictly, and the masked small copies; and the two vector choices that are not
//! forward-safe (the backward band, the tail loaded after the loop); every
//! length 0..=600 (all head/tail size classes at every width: 8 vectors of 64 bytes are 512),
//! then every 7th length to 1100 and a few large ones; destinations at three offsets within a
//! cache line; the source 1..=130 bytes above the destination and at a few longer distances.
//! The oracle is `slice::copy_within` (memmove) on a copy of the window.

use jit::harness::recorded::{each_cpu, Cpu};
use jit::{CpuFeatures, Memcpy, Strategy, Thresholds, VectorWidth};

/// Source-above-destination distances: every one up to 130, then around 4 and 8 vectors and
/// pages.
fn distances() -> Vec<usize> {
    let mut d: Vec<usize> = (1..=130).collect();
    d.extend([
        191, 192, 193, 255, 256, 257, 511, 512, 513, 1024, 4095, 4096, 4097,
    ]);
    d
}

fn lengths() -> Vec<usize> {
    let mut l: Vec<usize> = (0..=600).collect();
    l.extend((601..=1100).step_by(7));
    l.extend([2047, 2048, 4096 + 3, 8448, 65536 + 5]);
    l
}

/// Destination offsets within a 64-byte line.
const DST_OFFSETS: [usize; 3] = [0, 1, 33];

/// Which buffer starts lower.
#[derive(Clone, Copy, PartialEq)]
enum Lower {
    Dst,
    Src,
}

/// The first case where `m` does not give memmove's result when the `lower` buffer starts
/// below the other, if any.
fn first_wrong(m: &Memcpy, lower: Lower) -> Option<String> {
    let lens = lengths();
    let max_len = *lens.iter().max().unwrap();
    let max_dist = *distances().iter().max().unwrap();
    let size = 64 + max_len + max_dist + 128;
    let pristine: Vec<u8> = (0..size).map(|i| (i * 131 % 251) as u8 | 1).collect();
    let mut buf = pristine.clone();
    let f = m.copy_fn();
    for &len in &lens {
        for &dist in &distances() {
            for &off in &DST_OFFSETS {
                let (d, s) = match lower {
                    Lower::Dst => (64 + off, 64 + off + dist),
                    Lower::Src => (64 + off + dist, 64 + off),
                };
                let window = d.min(s) - 64..d.max(s) + len + 64;
                let mut want = pristine[window.clone()].to_vec();
                want.copy_within(s - window.start..s - window.start + len, d - window.start);
                let base = buf.as_mut_ptr();
                // SAFETY: both ranges lie inside `buf` (size covers the largest offset,
                // distance and length). They overlap on purpose: the generated code is machine
                // code that makes no aliasing assumption, and whether it copies correctly
                // anyway is what this test finds out; no Rust reference to `buf` is live.
                let ret = unsafe { f.call(base.add(d), base.add(s), len) };
                assert_eq!(ret, base.wrapping_add(d), "return value");
                if buf[window.clone()] != want[..] {
                    return Some(format!("len {len} distance {dist} dst offset {off}"));
                }
                buf[window.clone()].copy_from_slice(&pristine[window]);
            }
        }
    }
    None
}

fn build(b: &mut jit::Builder) -> Memcpy {
    b.build().expect("configuration builds on this host")
}

/// The vector strategy at every width this CPU runs, from the table's row of every recorded
/// CPU and this one, with each large path forced (identical thresholds once).
fn vector_configs() -> Vec<(String, Memcpy)> {
    let mut out = Vec::new();
    let mut seen: Vec<Thresholds> = Vec::new();
    for cpu in each_cpu() {
        for (what, th) in vector_variants(&cpu.features) {
            if seen.contains(&th) {
                continue;
            }
            seen.push(th);
            let m = build(
                Memcpy::builder()
                    .strategy(Some(Strategy::Vector))
                    .thresholds(th),
            );
            out.push((format!("{}: {what}", cpu.name), m));
        }
    }
    out
}

/// The table's row of the CPU of `f` at width `w` (no masked window below AVX-512).
fn row_at(f: &CpuFeatures, w: VectorWidth) -> Thresholds {
    let (mut row, _) = Thresholds::for_cpu(f);
    row.width = w;
    if w != VectorWidth::Avx512 {
        row.masked_max = 0;
    }
    row
}

/// The rule of `forward_safe` (crates/preload/src/route.rs), which an integration test cannot
/// call: vector code is forward-safe unless its backward band or its tail loaded after the
/// loop is on (`Thresholds::copies_lower_overlap_forward`, which it asks).
fn forward_safe_by_rule(t: &Thresholds) -> bool {
    let rule = t.backward_dst_above_src == 0 && t.tail_loads_after_loop_from.is_none();
    assert_eq!(rule, t.copies_lower_overlap_forward());
    rule
}

/// The widths this CPU runs.
fn widths_here() -> Vec<VectorWidth> {
    let runs = |w: VectorWidth| Cpu::runs_thresholds(&Thresholds::new(w));
    VectorWidth::ALL.into_iter().filter(|&w| runs(w)).collect()
}

/// [`vector_configs`]' thresholds from the row of the CPU of `f`, at every width this CPU
/// runs, without the two choices that are not forward-safe (a row may have them: the AMD
/// rows' backward band; [`every_row_takes_the_side_the_routing_gives_it`] checks the rows
/// as they are).
fn vector_variants(f: &CpuFeatures) -> Vec<(String, Thresholds)> {
    let mut out = Vec::new();
    for w in widths_here() {
        let base = row_at(f, w)
            .with_backward(0, 0, None)
            .with_tail_loads_after_loop_from(None);
        assert!(forward_safe_by_rule(&base));
        let lo = base.large_from();
        let mut variants = vec![("table row".to_string(), base)];
        let mut t = base;
        t.rep_movsb_from = None;
        t.rep_movsb_coaligned_from = None;
        t.non_temporal_from = None;
        variants.push(("4-vector loop only".into(), t));
        let mut r = t;
        r.rep_movsb_from = Some(lo);
        r.rep_movsb_coaligned_from = Some(lo);
        variants.push(("REP MOVSB from 8V+1, bands kept".into(), r));
        r.avoid_dst_above_src = 0;
        r.avoid_src_above_dst = 0;
        variants.push(("REP MOVSB from 8V+1, no bands".into(), r));
        let mut n = t;
        n.non_temporal_from = Some(lo);
        variants.push(("non-temporal from 8V+1".into(), n));
        variants.push((
            "loop interleaved, strict start".into(),
            t.with_loop_interleave(true).with_loop_start_strict(true),
        ));
        if w == VectorWidth::Avx512 && Cpu::runs_thresholds(&t.with_masked_max(16)) {
            for masked in [16, 32, 64] {
                // The masked window in place of the merged small classes of a row that has
                // them (the AMD rows): the two never go together.
                let mut k = t.with_small_merged(false);
                k.masked_max = masked;
                variants.push((format!("masked 0..={masked}"), k));
            }
        }
        out.extend((variants.into_iter()).map(|(what, th)| (format!("vector {w} {what}"), th)));
    }
    out
}

/// Every recorded CPU's row and this one's, at every width this CPU runs, as the table gives
/// it: a row the routing calls forward-safe copies a lower overlap correctly. (A row with the
/// backward band, as the AMD rows have, is not forward-safe by the rule and is routed: the
/// zen4 row's band copies `len 8448 distance 4095` wrong; zen5's, held below 4 KiB, may not
/// show it in this sweep, and is routed all the same.)
#[test]
fn every_row_takes_the_side_the_routing_gives_it() {
    let mut seen: Vec<Thresholds> = Vec::new();
    let mut checked = 0;
    for cpu in each_cpu() {
        for w in widths_here() {
            let t = row_at(&cpu.features, w);
            if seen.contains(&t) {
                continue;
            }
            seen.push(t);
            if !forward_safe_by_rule(&t) {
                println!("{} row at {w}: not forward-safe, routed", cpu.name);
                continue;
            }
            let m = build(Memcpy::builder().strategy(Strategy::Vector).thresholds(t));
            let wrong = first_wrong(&m, Lower::Dst);
            assert_eq!(wrong, None, "{} row at {w}: {t:?}", cpu.name);
            checked += 1;
        }
    }
    assert!(checked > 0, "no row is forward-safe: nothing checked");
}

#[test]
fn vector_and_rep_movsb_copy_forward_correctly_into_a_lower_overlap() {
    let mut configs = vector_configs();
    configs.push((
        "rep-movsb".into(),
        build(Memcpy::builder().strategy(Some(Strategy::RepMovsb))),
    ));
    for (label, m) in &configs {
        assert_eq!(
            first_wrong(m, Lower::Dst),
            None,
            "{label}: not memmove-correct"
        );
    }
}

/// The kernel's `memcpy_orig` copies backward whenever the source's low address byte is below
/// the destination's (to dodge false store-to-load dependences), whatever the overlap: so the
/// scalar strategy, and the ERMS-gated one below its gate, need every overlap routed away.
/// (With a gate of 32 or 64 the ERMS-gated code happens to be correct here, since
/// `REP MOVSB` takes nearly every length; the routing goes by strategy, not threshold.)
#[test]
fn scalar_and_erms_gated_do_not() {
    let mut configs = vec![(
        "scalar".to_string(),
        build(Memcpy::builder().strategy(Some(Strategy::Scalar))),
    )];
    for t in [2048, 4096] {
        configs.push((
            format!("erms-gated {t}"),
            build(
                Memcpy::builder()
                    .strategy(Some(Strategy::ErmsGated))
                    .threshold(t),
            ),
        ));
    }
    for (label, m) in &configs {
        assert!(
            first_wrong(m, Lower::Dst).is_some(),
            "{label}: unexpectedly memmove-correct"
        );
    }
}

/// The vector choices `forward_safe` excludes: the backward band takes a destination 4096 -
/// band bytes (mod 4096) below an overlapping source backward, and a tail loaded after the
/// loop (without memmove mode's distance test) reads source bytes the loop overwrote.
#[test]
fn the_backward_band_and_the_tail_after_the_loop_do_not() {
    let runs = |w: VectorWidth| Cpu::runs_thresholds(&Thresholds::new(w));
    for w in VectorWidth::ALL.into_iter().filter(|&w| runs(w)) {
        let t = Thresholds::new(w);
        for (what, th) in [
            ("backward band 31", t.with_backward(31, 0, None)),
            (
                "tail loaded after the loop",
                t.with_tail_loads_after_loop_from(Some(0)),
            ),
        ] {
            let m = build(Memcpy::builder().strategy(Strategy::Vector).thresholds(th));
            assert!(
                first_wrong(&m, Lower::Dst).is_some(),
                "vector {w} {what}: unexpectedly memmove-correct into a lower overlap"
            );
        }
    }
}

/// The other direction, destination above source, is what code without memmove mode gets
/// wrong: the reason the preload routes it away from such an instance. (The
/// `REP MOVSB` strategy is omitted: forward `REP MOVSB` into a higher overlap gives a repeating
/// pattern, never memmove's result, which the scalar case shows no better.)
#[test]
fn no_strategy_copies_into_a_higher_overlap() {
    let mut configs = vector_configs();
    configs.push((
        "scalar".into(),
        build(Memcpy::builder().strategy(Some(Strategy::Scalar))),
    ));
    for (label, m) in &configs {
        assert!(
            first_wrong(m, Lower::Src).is_some(),
            "{label}: memmove-correct into a higher overlap; the routing can be relaxed"
        );
    }
}
