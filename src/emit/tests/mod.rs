//! Emission tested as a pure function: [`emit`] on plans built with [`Plan::new`] from
//! pretended features and explicit [`Thresholds`]. Nothing here maps memory or asks the host
//! CPU, so the AVX-512 and masked code is checked on any machine, including CI runners
//! without AVX-512.
//!
//! - The matrix ([`matrix`]): every [`VectorWidth`] × masked window {0, 16, 32, 33, 64} (the
//!   non-zero ones at AVX-512 only) × large-path mix (REP MOVSB from, co-aligned REP MOVSB,
//!   non-temporal stores, short-distance bands; each on or off), every newer choice at its
//!   default: the first 112 lines of `listings/matrix.txt`, unchanged since before those
//!   choices existed (the proof that their defaults emit the same bytes). Then
//!   [`extended`]: the masked path's 64-byte forms; memmove mode, the backward band and
//!   page-copy REP MOVSB in every combination with every mix; and the loops' order (loads
//!   first or interleaved) in and out of memmove mode with every large path on. (The loop
//!   shapes the knob table dropped in issue 25, and their lines of the matrix, went with
//!   them; every other line stayed as it was.) Each configuration is decoded with iced-x86 and
//!   checked for structural invariants ([`check_structure`], [`check_loops`]), its dispatch
//!   walked against the thresholds' promise ([`walk`]), and its bytes are pinned by length
//!   and digest in `listings/matrix.txt`.
//! - Full decoded listings (address, bytes, instruction) of a few representative
//!   configurations ([`representatives`]) are pinned in `listings/<name>.txt`.
//! - [`evex`]: the hand-written EVEX encoder, table-driven, against iced-x86's operands.
//! - [`same_as_dynasmrt`]: the crate's own assembler against dynasmrt's `VecAssembler`, every
//!   strategy and every matrix configuration at several entry offsets, byte for byte.
//!
//! When a change to the emitter is meant to change the code, a pinned listing fails with the
//! first differing line. Run `BLESS_LISTINGS=1 cargo test --release --lib emit::` to write the
//! new listings over the old ones, then review the diff in git: that diff is the change.

mod evex;
mod same_as_dynasmrt;
mod walk;

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::ops::Range;
use std::path::PathBuf;

use iced_x86::{
    Decoder, DecoderOptions, Formatter, Instruction, IntelFormatter, Mnemonic, OpKind, Register,
};

use super::{emit, Code};
use crate::cpu::CpuFeatures;
use crate::plan::{Plan, Request};
use crate::strategy::{MaskedForm, Strategy, VectorWidth};
use crate::thresholds::Thresholds;

const KIB: usize = 1 << 10;
const MIB: usize = 1 << 20;

/// The masked windows the matrix covers: off, one XMM, one YMM, two YMM (33 and 64).
pub(super) const MASKED: [usize; 5] = [0, 16, 32, 33, 64];

/// A CPU with every instruction the vector strategy can emit. [`Plan::new`] only reads
/// features to choose; with the strategy and thresholds given, it just validates them.
fn pretended() -> CpuFeatures {
    CpuFeatures::every_vector_feature()
}

/// The plan for the vector strategy with thresholds `t`, and its code.
pub(super) fn vector_code(t: Thresholds) -> Code {
    let plan = Plan::new(&Request {
        features: pretended(),
        strategy: Some(Strategy::Vector),
        thresholds: Some(t),
        ..Request::default()
    })
    .unwrap_or_else(|e| panic!("{t:?}: {e}"));
    assert_eq!(
        plan.thresholds(),
        Some(&t),
        "the plan changed the thresholds"
    );
    emit(&plan)
        .unwrap_or_else(|e| panic!("{t:?}: {e}"))
        .expect("a vector plan has code")
}

/// Decodes the function in `code` (from its entry point, at address 0); panics on an invalid
/// instruction or if the bytes do not decode completely.
pub(super) fn decode(code: &Code) -> Vec<Instruction> {
    decode_bytes(&code.image[code.entry..])
}

pub(super) fn decode_bytes(bytes: &[u8]) -> Vec<Instruction> {
    let mut d = Decoder::with_ip(64, bytes, 0, DecoderOptions::NONE);
    let mut out = Vec::new();
    while d.can_decode() {
        let i = d.decode();
        assert!(
            !i.is_invalid(),
            "invalid instruction at +{:#x}: {:02x?}",
            i.ip(),
            &bytes[i.ip() as usize..]
        );
        out.push(i);
    }
    let decoded: usize = out.iter().map(|i| i.len()).sum();
    assert_eq!(decoded, bytes.len(), "the code does not decode completely");
    out
}

pub(super) fn text(i: &Instruction) -> String {
    let mut s = String::new();
    IntelFormatter::new().format(i, &mut s);
    s
}

/// One line per instruction: address, bytes, Intel syntax.
fn listing(code: &Code) -> String {
    let bytes = &code.image[code.entry..];
    let mut out = String::new();
    for i in decode(code) {
        let at = i.ip() as usize;
        let hex: Vec<String> = bytes[at..at + i.len()]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        writeln!(out, "{at:04x}  {:<33} {}", hex.join(" "), text(&i)).unwrap();
    }
    out
}

/// The large-copy methods that are switched on (the intel-fsrm row's numbers where on).
#[derive(Clone, Copy, Debug)]
pub(super) struct Mix {
    pub(super) rep: bool,
    pub(super) coaligned: bool,
    pub(super) non_temporal: bool,
    pub(super) bands: bool,
}

impl Mix {
    /// All 16 mixes.
    pub(super) fn all() -> impl Iterator<Item = Mix> {
        (0..16u8).map(|b| Mix {
            rep: b & 1 != 0,
            coaligned: b & 2 != 0,
            non_temporal: b & 4 != 0,
            bands: b & 8 != 0,
        })
    }

    fn name(self) -> String {
        let on: Vec<&str> = [
            (self.rep, "rep"),
            (self.coaligned, "coaligned"),
            (self.non_temporal, "nt"),
            (self.bands, "bands"),
        ]
        .into_iter()
        .filter_map(|(on, name)| on.then_some(name))
        .collect();
        if on.is_empty() {
            "loop-only".to_string()
        } else {
            on.join("+")
        }
    }
}

/// `label` with `-name` appended for each flag that is on, in the order given.
fn with_flags(mut label: String, flags: &[(bool, &str)]) -> String {
    for &(on, name) in flags {
        if on {
            label.push('-');
            label.push_str(name);
        }
    }
    label
}

/// The thresholds of one matrix configuration.
pub(super) fn thresholds(width: VectorWidth, masked: usize, mix: Mix) -> Thresholds {
    let band = if mix.bands { 63 } else { 0 };
    Thresholds {
        width,
        rep_movsb_from: mix.rep.then_some(2 * MIB),
        rep_movsb_coaligned_from: mix.coaligned.then_some(8 * KIB),
        avoid_dst_above_src: band,
        avoid_src_above_dst: band,
        non_temporal_from: mix.non_temporal.then_some(32 * MIB),
        masked_max: masked,
        ..Thresholds::new(width)
    }
}

/// Every configuration of the matrix, labelled: first the 112 of before the wider generator
/// (16 mixes each for SSE2, AVX2 and AVX-512 with masked windows 0, 16, 32, 33 and 64, every
/// newer choice at its default), then [`extended`].
pub(super) fn matrix() -> Vec<(String, Thresholds)> {
    let mut out = Vec::new();
    for width in [VectorWidth::Sse2, VectorWidth::Avx2, VectorWidth::Avx512] {
        for masked in MASKED {
            if masked > 0 && width != VectorWidth::Avx512 {
                continue;
            }
            for mix in Mix::all() {
                let label = format!("{width}/masked{masked}/{}", mix.name());
                out.push((label, thresholds(width, masked, mix)));
            }
        }
    }
    out.extend(extended());
    out
}

/// The backward band the matrix switches on: the destination 1..=31 bytes above the source
/// in the page, for 4 KiB up to 64 KiB (where the team's Zen 4 measured the forward loop
/// slow).
pub(super) fn with_backward_band(t: Thresholds) -> Thresholds {
    t.with_backward(31, 4 * KIB, Some(64 * KIB))
}

/// The configurations of the choices the wider generator added, each combined with the
/// others it can meet:
///
/// - every masked form above 32 bytes (33 and 64) × every mix;
/// - every width × every mix × every combination of memmove mode, the backward band
///   ([`with_backward_band`]) and page-copy `REP MOVSB` (from 4 KiB), at least one on;
/// - the loops' order: every width × loads first or interleaved × memmove on or off, with
///   every large path on (REP MOVSB, co-aligned, non-temporal, bands) and the backward band,
///   so the forward, non-temporal and backward loops are all emitted.
pub(super) fn extended() -> Vec<(String, Thresholds)> {
    let mut out = Vec::new();
    for masked in [33, 64] {
        for form in [MaskedForm::OneZmm, MaskedForm::HeadTail] {
            for mix in Mix::all() {
                let label = format!("avx512/masked{masked}-{form}/{}", mix.name());
                let t = thresholds(VectorWidth::Avx512, masked, mix).with_masked_form(form);
                out.push((label, t));
            }
        }
    }
    for width in VectorWidth::ALL {
        for mix in Mix::all() {
            for bits in 1..8u8 {
                let (memmove, backward, page) = (bits & 1 != 0, bits & 2 != 0, bits & 4 != 0);
                let mut t = thresholds(width, 0, mix).with_memmove(memmove);
                if backward {
                    t = with_backward_band(t);
                }
                if page {
                    t = t.with_rep_movsb_page_from(Some(4 * KIB));
                }
                let flags: Vec<&str> =
                    [(memmove, "memmove"), (backward, "backward"), (page, "page")]
                        .into_iter()
                        .filter_map(|(on, name)| on.then_some(name))
                        .collect();
                let label = format!("{width}/masked0/{}/{}", mix.name(), flags.join("+"));
                out.push((label, t));
            }
        }
    }
    let all = Mix {
        rep: true,
        coaligned: true,
        non_temporal: true,
        bands: true,
    };
    for width in VectorWidth::ALL {
        for (interleave, memmove) in [(false, false), (true, false), (false, true), (true, true)] {
            let t = with_backward_band(thresholds(width, 0, all))
                .with_loop_interleave(interleave)
                .with_memmove(memmove);
            let label = with_flags(
                format!("{width}/shape/loop-{width}-4v"),
                &[(interleave, "interleave"), (memmove, "memmove")],
            );
            out.push((label, t));
        }
    }
    out.extend(later());
    out
}

/// The choices added for the Zen 5 sizes work, after everything above (whose lines in
/// `listings/matrix.txt` they leave where they were):
///
/// - the masked windows above one vector (65, 96, 128) in the two forms that copy them,
///   halves and two-zmm, and two-zmm at 64, × every mix;
/// - the page guard on every window (16, 32, 33 and 64 in every form, 128 in both) and
///   the split at two vectors first on every window below two vectors (16, 32, 33, 64),
///   each alone and both together, × the mixes without and with every large path;
/// - `REP MOVSB` from the first vector boundary above the destination, and the backward
///   band holding page copies (with the 1..=31 band over every large length, and the
///   4 KiB..64 KiB one), each alone and together, in and out of memmove mode, at every width
///   × every mix;
/// - then the blocks on 64 bytes, the guards with length limits and the strict loop start
///   (each described where it is added).
pub(super) fn later() -> Vec<(String, Thresholds)> {
    let mut out = Vec::new();
    let avx512 = VectorWidth::Avx512;
    for (masked, form) in [
        (64, MaskedForm::TwoZmm),
        (65, MaskedForm::Halves),
        (65, MaskedForm::TwoZmm),
        (96, MaskedForm::Halves),
        (96, MaskedForm::TwoZmm),
        (128, MaskedForm::Halves),
        (128, MaskedForm::TwoZmm),
    ] {
        for mix in Mix::all() {
            let label = format!("avx512/masked{masked}-{form}/{}", mix.name());
            out.push((
                label,
                thresholds(avx512, masked, mix).with_masked_form(form),
            ));
        }
    }
    let none = Mix {
        rep: false,
        coaligned: false,
        non_temporal: false,
        bands: false,
    };
    let all = Mix {
        rep: true,
        coaligned: true,
        non_temporal: true,
        bands: true,
    };
    let mut windows: Vec<(usize, MaskedForm)> =
        vec![(16, MaskedForm::Halves), (32, MaskedForm::Halves)];
    // The 16-byte head and tail windows of a head-tail window of 17..=32 bytes.
    windows.extend([(17, MaskedForm::HeadTail), (32, MaskedForm::HeadTail)]);
    for form in MaskedForm::ALL {
        windows.push((33, form));
        windows.push((64, form));
    }
    windows.extend([(128, MaskedForm::Halves), (128, MaskedForm::TwoZmm)]);
    for (masked, form) in windows {
        for (guard, first) in [(true, false), (false, true), (true, true)] {
            if first && masked >= 128 {
                continue;
            }
            for mix in [none, all] {
                let t = thresholds(avx512, masked, mix)
                    .with_masked_form(form)
                    .with_masked_page_guard(guard)
                    .with_two_vectors_first(first);
                let flags = match (guard, first) {
                    (true, false) => "guard",
                    (false, true) => "split2v",
                    _ => "guard+split2v",
                };
                let label = format!("avx512/masked{masked}-{form}-{flags}/{}", mix.name());
                out.push((label, t));
            }
        }
    }
    for width in VectorWidth::ALL {
        for mix in Mix::all() {
            for bits in 1..8u8 {
                let (align, page, memmove) = (bits & 1 != 0, bits & 2 != 0, bits & 4 != 0);
                let mut t = thresholds(width, 0, mix)
                    .with_rep_movsb_align_dst(align)
                    .with_memmove(memmove);
                if page {
                    t = with_backward_band(t).with_backward_page(true);
                }
                let flags: Vec<&str> = [
                    (align, "rep-align"),
                    (page, "backward-page"),
                    (memmove, "memmove"),
                ]
                .into_iter()
                .filter_map(|(on, name)| on.then_some(name))
                .collect();
                let label = format!("{width}/masked0/{}/{}", mix.name(), flags.join("+"));
                out.push((label, t));
            }
            let t = thresholds(width, 0, mix)
                .with_backward(31, 0, None)
                .with_backward_page(true);
            out.push((
                format!("{width}/masked0/{}/backward-page-all", mix.name()),
                t,
            ));
        }
    }
    // `prefetchnta` in the temporal forward loop (distance 0, 256 and the farthest), in and
    // out of memmove mode, at every width × the mixes without and with every large path.
    for width in VectorWidth::ALL {
        for mix in [none, all] {
            for d in [0, 256, crate::limits::MAX_LOOP_PREFETCH] {
                for memmove in [false, true] {
                    let t = thresholds(width, 0, mix)
                        .with_loop_prefetch(Some(d))
                        .with_memmove(memmove);
                    let mut label = format!("{width}/prefetch{d}-4v/{}", mix.name());
                    if memmove {
                        label.push_str("/memmove");
                    }
                    out.push((label, t));
                }
            }
        }
    }
    // The tail loaded after the temporal forward loop, from every loop length (0), from
    // 2 KiB and from the largest threshold (its compare through RCX), in and out of memmove
    // mode (where the distance decides), at every width × the mixes without and with every
    // large path.
    for width in VectorWidth::ALL {
        for mix in [none, all] {
            for from in [0, 2048, crate::limits::MAX_THRESHOLD] {
                for (shape, memmove) in [("4v", false), ("4v-memmove", true)] {
                    let t = thresholds(width, 0, mix)
                        .with_tail_loads_after_loop_from(Some(from))
                        .with_memmove(memmove);
                    let label = format!("{width}/tail-after{from}-{shape}/{}", mix.name());
                    out.push((label, t));
                }
            }
        }
    }
    // The same with an upper limit: from 2 KiB below 8 KiB, from every loop length below
    // 4 KiB, and from 2 KiB below the largest threshold (its compare through RCX), 4
    // vectors, in and out of memmove mode.
    for width in VectorWidth::ALL {
        for mix in [none, all] {
            for (from, below) in [
                (2048, 8192),
                (0, 4096),
                (2048, crate::limits::MAX_THRESHOLD),
            ] {
                for memmove in [false, true] {
                    let t = thresholds(width, 0, mix)
                        .with_tail_loads_after_loop_from(Some(from))
                        .with_tail_loads_after_loop_below(Some(below))
                        .with_memmove(memmove);
                    let mut label = format!("{width}/tail-after{from}-below{below}/{}", mix.name());
                    if memmove {
                        label.push_str("/memmove");
                    }
                    out.push((label, t));
                }
            }
        }
    }
    // Page copies in the backward band with their own upper limit: 1 KiB under the 1..=255
    // band below 4 KiB (the Zen 5's), 2 KiB under a band without a limit, 16 KiB under the
    // 4 KiB..64 KiB band, and the largest threshold (its compare through RCX, which holds
    // the distance), in and out of memmove mode, at every width × the mixes without and with
    // every large path.
    for width in VectorWidth::ALL {
        for mix in [none, all] {
            for (band, from, below, page) in [
                (255, 0, Some(4096), 1024),
                (31, 0, None, 2048),
                (31, 4096, Some(65536), 16384),
                (31, 0, None, crate::limits::MAX_THRESHOLD),
            ] {
                for memmove in [false, true] {
                    let t = thresholds(width, 0, mix)
                        .with_backward(band, from, below)
                        .with_backward_page(true)
                        .with_backward_page_below(Some(page))
                        .with_memmove(memmove);
                    let below = below.map_or("none".to_string(), |b| b.to_string());
                    let mut label = format!(
                        "{width}/backward{band}-{from}-{below}-page-below{page}/{}",
                        mix.name()
                    );
                    if memmove {
                        label.push_str("/memmove");
                    }
                    out.push((label, t));
                }
            }
        }
    }
    // The large path's block entries and loop tops at 32 and 64 bytes (`block_align`): alone,
    // and in memmove mode with the 0..=31 band holding page copies below 1 KiB (so the
    // backward loop, the band's own jumps and block 10 are emitted), at every width × the
    // mixes without and with every large path.
    for width in VectorWidth::ALL {
        for mix in [none, all] {
            for align in [32, 64] {
                for (shape, backward) in [("4v", false), ("4v-memmove-backward-page", true)] {
                    let mut t = thresholds(width, 0, mix)
                        .with_block_align(align)
                        .with_memmove(backward);
                    if backward {
                        t = t
                            .with_backward(31, 0, None)
                            .with_backward_page(true)
                            .with_backward_page_below(Some(1024));
                    }
                    let label = format!("{width}/block-align{align}-{shape}/{}", mix.name());
                    out.push((label, t));
                }
            }
        }
    }
    // The short-distance guard with a length limit on the destination-above band: 16 KiB,
    // 64 KiB and the largest threshold (its compare through RCX, which then holds the
    // distance again), at every width × the mixes with bands and some REP MOVSB; the
    // 128-byte bands (co-aligned distances in them) with 16 KiB, in memmove mode too; and
    // each band alone without a limit (63 bytes either way, 128 above).
    let kib = 1usize << 10;
    for width in VectorWidth::ALL {
        for mix in Mix::all().filter(|m| m.bands && (m.rep || m.coaligned)) {
            for (above, below, la, lb) in [
                (63, 63, Some(16 * kib), None::<usize>),
                (63, 63, Some(64 * kib), None),
                (63, 63, Some(crate::limits::MAX_THRESHOLD), None),
                (128, 128, Some(16 * kib), None),
                // One band alone, without a limit (the intel-fsrm row: above only).
                (63, 0, None, None),
                (0, 63, None, None),
                (128, 0, None, None),
            ] {
                for memmove in [false, above == 128] {
                    let t = Thresholds {
                        avoid_dst_above_src: above,
                        avoid_src_above_dst: below,
                        ..thresholds(width, 0, mix)
                    }
                    .with_avoid_dst_above_src_below(la)
                    .with_memmove(memmove);
                    let show = |n: Option<usize>| n.map_or("none".to_string(), |n| n.to_string());
                    let mut label = format!(
                        "{width}/guard{above}-below{}-{below}-below{}/{}",
                        show(la),
                        show(lb),
                        mix.name()
                    );
                    if memmove {
                        label.push_str("/memmove");
                    }
                    if !out.iter().any(|(l, _)| *l == label) {
                        out.push((label, t));
                    }
                }
            }
        }
    }
    // The strict loop start (2026-12-01), at every width × every mix with the backward band
    // 1..=31 (so the backward loop starts strictly too), in and out of memmove mode, the
    // forward loops' tail loaded descending or ascending.
    for width in VectorWidth::ALL {
        for mix in Mix::all() {
            for (memmove, ascending) in [(false, false), (true, false), (false, true), (true, true)]
            {
                let t = with_backward_band(thresholds(width, 0, mix))
                    .with_loop_start_strict(true)
                    .with_memmove(memmove)
                    .with_tail_loads_ascending(ascending);
                let label = with_flags(
                    format!("{width}/strict-4v/{}", mix.name()),
                    &[(memmove, "memmove"), (ascending, "tail-ascending")],
                );
                out.push((label, t));
            }
        }
    }
    // The loops' last vector kept off page boundaries (2026-12-03), at every width × every
    // mix, strict or not, in memmove mode, with the late tail (where the forward loop's way
    // takes no effect), and with the backward band holding page copies (the backward loop's
    // way without memmove mode).
    for width in VectorWidth::ALL {
        for mix in Mix::all() {
            for (memmove, strict, late, band) in [
                (false, false, false, false),
                (false, true, false, false),
                (true, true, false, false),
                (false, false, true, false),
                (false, false, false, true),
                (true, true, false, true),
            ] {
                let mut t = thresholds(width, 0, mix)
                    .with_tail_page_safe(true)
                    .with_loop_start_strict(strict)
                    .with_memmove(memmove)
                    .with_tail_loads_after_loop_from(late.then_some(2048));
                if band {
                    t = t
                        .with_backward(63, 0, Some(8 * KIB))
                        .with_backward_page(true);
                }
                let label = with_flags(
                    format!("{width}/page-safe/{}", mix.name()),
                    &[
                        (memmove, "memmove"),
                        (strict, "strict"),
                        (late, "tail-after"),
                        (band, "band"),
                    ],
                );
                out.push((label, t));
            }
        }
    }
    // The merged small classes (2026-12-01), at every width × every mix, with and without
    // memmove mode.
    for width in VectorWidth::ALL {
        for mix in Mix::all() {
            for memmove in [false, true] {
                let t = thresholds(width, 0, mix)
                    .with_small_merged(true)
                    .with_memmove(memmove);
                let label = with_flags(
                    format!("{width}/small-merged/{}", mix.name()),
                    &[(memmove, "memmove")],
                );
                out.push((label, t));
            }
        }
    }
    // Co-aligned copies past the non-temporal loop (2026-12-01), at every width × the mixes
    // with it, with and without memmove mode and the backward band.
    for width in VectorWidth::ALL {
        for mix in Mix::all().filter(|m| m.non_temporal) {
            for (memmove, backward) in [(false, false), (true, false), (false, true), (true, true)]
            {
                let mut t = thresholds(width, 0, mix)
                    .with_non_temporal_skips_coaligned(true)
                    .with_memmove(memmove);
                if backward {
                    t = with_backward_band(t);
                }
                let label = with_flags(
                    format!("{width}/nt-skips-coaligned/{}", mix.name()),
                    &[(memmove, "memmove"), (backward, "backward")],
                );
                out.push((label, t));
            }
        }
    }
    out
}

/// The configurations whose full listings are pinned.
fn representatives() -> Vec<(&'static str, Thresholds)> {
    let all = Mix {
        rep: true,
        coaligned: true,
        non_temporal: true,
        bands: true,
    };
    let loop_only = Mix {
        rep: false,
        coaligned: false,
        non_temporal: false,
        bands: false,
    };
    vec![
        // Every large path, with thresholds beyond a sign-extended imm32 (`cmp rdx, rcx`).
        (
            "sse2-all-far",
            Thresholds {
                rep_movsb_from: Some((1 << 33) + 1),
                non_temporal_from: Some(1 << 34),
                ..thresholds(VectorWidth::Sse2, 0, all)
            },
        ),
        // The merged small classes at AVX2 and SSE2, every large path.
        (
            "avx2-small-merged",
            thresholds(VectorWidth::Avx2, 0, all).with_small_merged(true),
        ),
        (
            "sse2-small-merged",
            thresholds(VectorWidth::Sse2, 0, all).with_small_merged(true),
        ),
        // Co-aligned copies past the non-temporal loop, every large path.
        (
            "avx512-nt-skips-coaligned",
            thresholds(VectorWidth::Avx512, 64, all)
                .with_masked_form(MaskedForm::OneZmm)
                .with_non_temporal_skips_coaligned(true),
        ),
        // The generic row on an AVX2 CPU: REP MOVSB from 16 KiB outside both bands.
        (
            "avx2-generic",
            Thresholds {
                rep_movsb_from: Some(16 * KIB),
                rep_movsb_coaligned_from: None,
                non_temporal_from: Some(24 * MIB),
                ..thresholds(VectorWidth::Avx2, 0, all)
            },
        ),
        // The intel-fsrm row on an AVX-512 CPU (what `tuned()` builds there).
        (
            "avx512-masked32-intel-fsrm",
            thresholds(VectorWidth::Avx512, 32, all)
                .with_rep_movsb_from(Some(64 * KIB))
                .with_avoid_src_above_dst(0)
                .with_masked_form(MaskedForm::HeadTail)
                .with_two_vectors_first(true)
                .with_backward(255, 0, Some(8 * KIB))
                .with_backward_page(true)
                .with_loop_start_strict(true)
                .with_tail_page_safe(true),
        ),
        // Two 32-byte masked moves, and nothing but the 4-vector loop for large copies.
        (
            "avx512-masked64-loop-only",
            thresholds(VectorWidth::Avx512, 64, loop_only),
        ),
        // Co-aligned REP MOVSB with a band wider than a cache line (dst up to 128 bytes
        // above src), and no masked path: the EVEX sub-vector moves.
        (
            "avx512-coaligned-wide-band",
            Thresholds {
                avoid_dst_above_src: 128,
                avoid_src_above_dst: 0,
                ..thresholds(
                    VectorWidth::Avx512,
                    0,
                    Mix {
                        coaligned: true,
                        bands: true,
                        ..loop_only
                    },
                )
            },
        ),
        // The non-splitting 64-byte masked form, and nothing but the forward loop above.
        (
            "avx512-masked64-head-tail",
            thresholds(VectorWidth::Avx512, 64, loop_only).with_masked_form(MaskedForm::HeadTail),
        ),
        // AOCL-LibMem's 64-byte masked form.
        (
            "avx512-masked64-one-zmm",
            thresholds(VectorWidth::Avx512, 64, loop_only).with_masked_form(MaskedForm::OneZmm),
        ),
        // Memmove mode with the backward band and page-copy REP MOVSB, on the generic
        // row's AVX2 numbers: every block but the masked one.
        (
            "avx2-memmove-backward-page",
            with_backward_band(Thresholds {
                rep_movsb_from: Some(16 * KIB),
                rep_movsb_coaligned_from: None,
                rep_movsb_page_from: Some(4 * KIB),
                non_temporal_from: Some(24 * MIB),
                ..thresholds(VectorWidth::Avx2, 0, all)
            })
            .with_memmove(true),
        ),
        // The 128-byte window in 32-byte halves (four windows, four masks), nothing but the
        // loop above.
        (
            "avx512-masked128-halves",
            thresholds(VectorWidth::Avx512, 128, loop_only).with_masked_form(MaskedForm::Halves),
        ),
        // The 128-byte window in two ZMM moves, behind the page guard (whose way into the
        // classes, from 1 byte, follows block 4).
        (
            "avx512-masked128-two-zmm-guard",
            thresholds(VectorWidth::Avx512, 128, loop_only)
                .with_masked_form(MaskedForm::TwoZmm)
                .with_masked_page_guard(true),
        ),
        // AOCL-LibMem's small dispatch (two vectors first, then one ZMM window), REP MOVSB from
        // 4 KiB after the destination's first line, the backward band 0..=255 (page copies
        // included) below 4 KiB: the trade-offs measured on the Zen 5
        // (docs/results/zen5-2026-11-30/sizes/).
        (
            "avx512-masked64-split2v-rep-align-backward-page",
            Thresholds {
                rep_movsb_from: Some(4 * KIB),
                avoid_dst_above_src: 0,
                non_temporal_from: Some(12 * MIB),
                ..thresholds(VectorWidth::Avx512, 64, all)
            }
            .with_masked_form(MaskedForm::OneZmm)
            .with_two_vectors_first(true)
            .with_rep_movsb_align_dst(true)
            .with_backward(255, 0, Some(4 * KIB))
            .with_backward_page(true),
        ),
        // The amd-zen5 row's choices with the large path's blocks and loop tops on 64 bytes:
        // `int3` after a `ret`, the fewest long NOPs before a loop top.
        (
            "avx512-masked64-one-zmm-zen5-block-align64",
            Thresholds {
                rep_movsb_from: Some(2112),
                avoid_dst_above_src: 0,
                avoid_src_above_dst: 0,
                rep_movsb_coaligned_from: None,
                non_temporal_from: Some(12 * MIB),
                ..thresholds(VectorWidth::Avx512, 64, all)
            }
            .with_masked_form(MaskedForm::OneZmm)
            .with_rep_movsb_align_dst(true)
            .with_backward(255, 0, Some(4 * KIB))
            .with_backward_page(true)
            .with_backward_page_below(Some(2048))
            .with_block_align(64),
        ),
        // The aligned REP MOVSB at AVX2 in memmove mode: the first YMM stored after it, then
        // vzeroupper.
        (
            "avx2-memmove-rep-align",
            thresholds(VectorWidth::Avx2, 0, all)
                .with_memmove(true)
                .with_rep_movsb_align_dst(true),
        ),
    ]
}

/// Compares `actual` with the pinned file `listings/<name>`; with `BLESS_LISTINGS` set,
/// writes `actual` there instead.
fn assert_pinned(name: &str, actual: &str) {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "src/emit/tests/listings", name]
        .iter()
        .collect();
    if std::env::var_os("BLESS_LISTINGS").is_some() {
        std::fs::write(&path, actual).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    let pinned = std::fs::read_to_string(&path).unwrap_or_default();
    if pinned == actual {
        return;
    }
    let (n, (want, got)) = pinned
        .lines()
        .chain(std::iter::repeat("<end>"))
        .zip(actual.lines().chain(std::iter::repeat("<end>")))
        .enumerate()
        .find(|(_, (a, b))| a != b)
        .expect("the texts differ");
    panic!(
        "{} differs from the emitted code at line {}:\n  pinned:  {want}\n  emitted: {got}\n\
         (BLESS_LISTINGS=1 rewrites the file; review the diff)\n\nemitted:\n{actual}",
        path.display(),
        n + 1
    );
}

/// FNV-1a, 64 bits: a stable digest of the bytes (std's hashers may change between releases).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

#[test]
fn representative_listings_are_pinned() {
    for (name, t) in representatives() {
        assert_pinned(&format!("{name}.txt"), &listing(&vector_code(t)));
    }
}

/// The listing named after the intel-fsrm row is that row's code on an Intel CPU with FSRM,
/// AVX-512BW and BMI2 (and an L3 that puts non-temporal stores at the row's 32 MiB cap): a
/// row change shows in its pinned listing.
#[test]
fn the_intel_listing_is_the_intel_row() {
    let f = CpuFeatures::every_vector_feature()
        .with_erms(true)
        .with_fsrm(true)
        .with_vendor_id("GenuineIntel")
        .with_family_model(6, 0xa7)
        .with_caches(None, None, Some(480 << 20));
    let (row, name) = Thresholds::for_cpu(&f);
    assert_eq!(name, "intel-fsrm");
    let listed = representatives()
        .into_iter()
        .find(|(n, _)| *n == "avx512-masked32-intel-fsrm")
        .map(|(_, t)| t);
    assert_eq!(listed, Some(row));
}

/// Every configuration's bytes, by length and digest: any change to any of the matrix's
/// configurations shows up here with its label, even where no full listing is pinned.
#[test]
fn matrix_bytes_are_pinned() {
    let mut out = String::new();
    for (label, t) in matrix() {
        let code = vector_code(t);
        let f = &code.image[code.entry..];
        writeln!(
            out,
            "{label:<44} {:5} bytes  fnv1a {:016x}",
            f.len(),
            fnv1a(f)
        )
        .unwrap();
    }
    assert_pinned("matrix.txt", &out);
}

/// Memmove mode adds its tests after the rest of the code (block 10) and changes nothing
/// before it: for every memmove-mode configuration of the matrix, the same configuration
/// without memmove mode is a prefix of its code, instruction by instruction at the same
/// offsets, except where a jump goes (block 4's exit, the band check's and the forward
/// loop's test for a tail loaded after it, all into block 10). Inline tests moved the code after them, and with it the loops, which cost up to 5% on
/// this Zen 5 depending on where the loops fell (docs/results/zen5-2026-11-30/memmove/).
#[test]
fn memmove_mode_keeps_the_layout_of_the_plain_code() {
    let mut checked = 0;
    for (label, t) in matrix().into_iter().filter(|(_, t)| t.memmove) {
        let plain = decode(&vector_code(t.with_memmove(false)));
        let mm = decode(&vector_code(t));
        assert!(mm.len() > plain.len(), "{label}: no block 10");
        for (a, b) in plain.iter().zip(&mm) {
            let same = if is_branch(a) {
                (a.ip(), a.len(), a.mnemonic()) == (b.ip(), b.len(), b.mnemonic())
            } else {
                a == b && a.ip() == b.ip()
            };
            assert!(
                same,
                "{label}: +{:#x} `{}` became `{}`",
                a.ip(),
                text(a),
                text(b)
            );
        }
        let retargeted = plain
            .iter()
            .zip(&mm)
            .filter(|(a, b)| is_branch(a) && a.near_branch_target() != b.near_branch_target())
            .count();
        let band = backward_band_holds_some(&t);
        // Page copies below a limit of their own have a jump of their own into block 10.
        let page = band && page_limited(&t);
        // The forward loop's length test for a tail loaded after it, into block 10's
        // distance test.
        let tail = tail_late(&t);
        assert_eq!(
            retargeted,
            1 + usize::from(band) + usize::from(page) + usize::from(tail),
            "{label}: jumps retargeted"
        );
        checked += 1;
    }
    assert!(checked >= 300, "{checked} memmove-mode configurations");
}

/// True when block 7 checks one short-distance band alone (the one reaching further) for the
/// lengths the other does not hold: some band has a length limit, and the two bands present
/// do not share it.
fn guard_alone(t: &Thresholds) -> bool {
    let (above, below) = (t.avoid_dst_above_src, t.avoid_src_above_dst);
    let coaligned_in_band = above >= 64 || below >= 64;
    let guard = (above > 0 || below > 0)
        && (t.rep_movsb_from.is_some()
            || t.rep_movsb_coaligned_from.is_some() && coaligned_in_band);
    let la = t.avoid_dst_above_src_below.filter(|_| above > 0);
    guard && la.is_some()
}

/// True when page copies join the backward band below a limit of their own, tested apart
/// from the band's other distances: `backward_page_below` under `backward_below` (or
/// without one) and above the band's first large length.
fn page_limited(t: &Thresholds) -> bool {
    t.backward_page
        && t.backward_page_below.is_some_and(|n| {
            n > t.backward_from.max(t.large_from()) && t.backward_below.is_none_or(|b| n < b)
        })
}

/// The entry offset only shifts the function: the bytes after the `int3` padding are the
/// same at every offset.
#[test]
fn entry_offset_only_pads() {
    let (_, t) = matrix().pop().unwrap();
    let at0 = vector_code(t);
    assert_eq!(at0.entry, 0);
    for k in 1..=63 {
        let plan = Plan::new(&Request {
            features: pretended(),
            strategy: Some(Strategy::Vector),
            thresholds: Some(t),
            entry_offset: k,
            ..Request::default()
        })
        .unwrap();
        let code = emit(&plan).unwrap().expect("a vector plan has code");
        assert_eq!(code.entry, k);
        assert!(code.image[..k].iter().all(|&b| b == super::INT3));
        // `.align` pads relative to the page, so only the padding inside may differ: compare
        // the instructions other than `nop` and `int3`.
        let strip = |c: &Code| -> Vec<String> {
            decode(c)
                .iter()
                .filter(|i| !matches!(i.mnemonic(), Mnemonic::Nop | Mnemonic::Int3))
                .map(|i| text(i).split(' ').next().unwrap().to_string())
                .collect()
        };
        assert_eq!(strip(&code), strip(&at0), "entry offset {k}");
    }
}

/// A direct near jump or conditional jump.
pub(super) fn is_branch(i: &Instruction) -> bool {
    i.op_count() == 1 && i.op0_kind() == OpKind::NearBranch64 && i.mnemonic() != Mnemonic::Call
}

/// Where control can go after `insns[k]`, as indices into `insns`. Panics when a branch
/// leaves the function or lands inside an instruction, and when the last instruction falls
/// through past the end.
pub(super) fn successors(
    insns: &[Instruction],
    index: &HashMap<u64, usize>,
    k: usize,
) -> Vec<usize> {
    let i = &insns[k];
    let next = || {
        assert!(k + 1 < insns.len(), "`{}` falls off the end", text(i));
        k + 1
    };
    if i.mnemonic() == Mnemonic::Ret {
        return vec![];
    }
    // The backward page way's `call` into the code's own small classes: their `ret`s end
    // those paths, and the code goes on after the call.
    let call = i.mnemonic() == Mnemonic::Call && i.op0_kind() == OpKind::NearBranch64;
    if !is_branch(i) && !call {
        return vec![next()];
    }
    let to = *index.get(&i.near_branch_target()).unwrap_or_else(|| {
        panic!(
            "`{}` at +{:#x} jumps to +{:#x}, not an instruction of the function",
            text(i),
            i.ip(),
            i.near_branch_target()
        )
    });
    if i.mnemonic() == Mnemonic::Jmp {
        vec![to]
    } else {
        vec![next(), to]
    }
}

/// What a loop's body does, read from its stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LoopKind {
    /// Ordinary stores at addresses without the length (the pointers advance).
    Forward,
    /// Stores at `[base + rdx + k]`: the pointers stay and the length counts down.
    Backward,
    /// Non-temporal stores.
    NonTemporal,
}

/// A loop of the decoded code: `body` (indices into the instructions) runs from the target
/// of a jump back to the jump itself.
#[derive(Clone, Debug)]
pub(super) struct Loop {
    pub(super) body: Range<usize>,
    pub(super) kind: LoopKind,
}

/// A vector store: a move whose destination is memory and whose source a vector register.
pub(super) fn is_vector_store(i: &Instruction) -> bool {
    i.op_count() == 2 && i.op0_kind() == OpKind::Memory && !vector_registers(i).is_empty()
}

/// A vector load: a move from memory into a vector register.
pub(super) fn is_vector_load(i: &Instruction) -> bool {
    i.op_count() == 2 && i.op1_kind() == OpKind::Memory && !vector_registers(i).is_empty()
}

/// Every loop in `insns`: each jump to an earlier (or the same) address with no `ret` in
/// between (block 7's band check jumps back to block 6, over its `ret`) and some vector
/// store (block 11 jumps back to block 10's band overlap test, which copies nothing)
/// closes one. Its kind
/// comes from its stores: any non-temporal store makes it [`LoopKind::NonTemporal`], any
/// store addressed with the length in RDX [`LoopKind::Backward`], else
/// [`LoopKind::Forward`].
pub(super) fn loops(insns: &[Instruction]) -> Vec<Loop> {
    let index: HashMap<u64, usize> = insns.iter().enumerate().map(|(k, i)| (i.ip(), k)).collect();
    let mut out = Vec::new();
    for (k, i) in insns.iter().enumerate() {
        if !is_branch(i) || i.near_branch_target() > i.ip() {
            continue;
        }
        let body = index[&i.near_branch_target()]..k + 1;
        if insns[body.clone()]
            .iter()
            .any(|i| i.mnemonic() == Mnemonic::Ret)
        {
            continue;
        }
        let stores: Vec<&Instruction> = insns[body.clone()]
            .iter()
            .filter(|i| is_vector_store(i))
            .collect();
        if stores.is_empty() {
            continue;
        }
        let kind = if stores
            .iter()
            .any(|i| matches!(i.mnemonic(), Mnemonic::Movntdq | Mnemonic::Vmovntdq))
        {
            LoopKind::NonTemporal
        } else if stores.iter().any(|i| i.memory_index() == Register::RDX) {
            LoopKind::Backward
        } else {
            LoopKind::Forward
        };
        out.push(Loop { body, kind });
    }
    out
}

/// The vector registers `i` names, as (bytes, number), from iced's register enum ranges
/// (its own register predicates need the `instr_info` feature, which is not enabled).
fn vector_registers(i: &Instruction) -> Vec<(u32, u32)> {
    let in_range = |r: Register, first: Register, last: Register| {
        (first as u32..=last as u32).contains(&(r as u32))
    };
    (0..i.op_count())
        .filter(|&k| i.op_kind(k) == OpKind::Register)
        .map(|k| i.op_register(k))
        .filter_map(|r| {
            [
                (Register::XMM0, Register::XMM31, 16),
                (Register::YMM0, Register::YMM31, 32),
                (Register::ZMM0, Register::ZMM31, 64),
            ]
            .into_iter()
            .find(|&(a, b, _)| in_range(r, a, b))
            .map(|(a, _, bytes)| (bytes, r as u32 - a as u32))
        })
        .collect()
}

/// The structural invariants of the vector code for `t`:
///
/// - it decodes completely into valid instructions (checked in [`decode`]), every branch lands
///   on an instruction of the function, no path falls off the end, and every instruction
///   but alignment padding is reachable from the entry (no dead code);
/// - only the documented instructions appear: moves, arithmetic, compares, direct branches,
///   the vector, mask and prefetch instructions;
/// - SSE2 code uses legacy-encoded XMM moves only; AVX2 code VEX-encoded ones only; AVX-512
///   code only registers 16–31 and no `vzeroupper`;
/// - at AVX2, no `ret` is reachable with dirty upper YMM state: every path from a YMM access
///   to a `ret` passes a `vzeroupper`;
/// - the masked path (iff `masked_max > 0`): `bzhi` and `kmovq k1`; up to 32 bytes one
///   `vmovdqu8` through k1 on XMM (up to 16) or YMM; above, by [`MaskedForm`]: halves,
///   `kshiftrq k2` and YMM moves through k1 at +0 and k2 at +32, and above 64 bytes also
///   through k3 at +64 and k4 at +96 (`cmovb`, `kshiftrq k4`); one ZMM move through k1;
///   head-tail and two-zmm, `cmovb` and two moves of w bytes through k1 at +0 and at
///   `[base + rdx - w]` (head-tail: XMM for windows of 17..=32 bytes, else YMM; two-zmm:
///   ZMM); always zeroing on loads, merging on stores; the page guard's
///   `xor`/`or`/`test ecx,1000h` iff `masked_page_guard`;
/// - `REP MOVSB` is present iff a REP MOVSB threshold is set, and is always `mov rcx, rdx;
///   rep movsb; ret`, or with `rep_movsb_align_dst` `add rsi, r8; rep movsb`, the first
///   vector stored at `[rax]` and `ret`; non-temporal stores, `prefetcht0` and `sfence` iff `non_temporal_from`;
///   the memmove test (`cmp rcx,rdx`) iff `memmove`, the backward band's test (`sub ecx,1`)
///   iff the band holds a large length, the page test (`test ecx,0FFFh`) iff
///   `rep_movsb_page_from`;
/// - the loops ([`check_loops`]): a forward one, a non-temporal one iff
///   `non_temporal_from`, a backward one iff memmove mode or a backward band, each 4 vectors
///   per iteration or 8 then 4, in the shape the loop fields ask for.
pub(super) fn check_structure(label: &str, t: &Thresholds, insns: &[Instruction]) {
    let index: HashMap<u64, usize> = insns.iter().enumerate().map(|(k, i)| (i.ip(), k)).collect();

    // Walk every path from the entry, carrying whether the upper halves of the YMM registers
    // may be dirty (a VEX.256 access sets it, `vzeroupper` clears it): each branch must land
    // inside the function, and at AVX2 no `ret` may be reached dirty. (The AVX-512 code uses
    // registers 16-31 only, which have no legacy-SSE alias: nothing to clear there.)
    let mut seen: HashSet<(usize, bool)> = HashSet::new();
    let mut work = vec![(0usize, false)];
    while let Some((k, dirty)) = work.pop() {
        if !seen.insert((k, dirty)) {
            continue;
        }
        let i = &insns[k];
        let dirty = match i.mnemonic() {
            Mnemonic::Vzeroupper => false,
            _ => dirty || vector_registers(i).iter().any(|&(b, n)| b == 32 && n < 16),
        };
        if i.mnemonic() == Mnemonic::Ret && t.width == VectorWidth::Avx2 {
            assert!(
                !dirty,
                "{label}: `ret` at +{:#x} reachable with dirty upper YMM state",
                i.ip()
            );
        }
        work.extend(successors(insns, &index, k).into_iter().map(|s| (s, dirty)));
    }
    let reached: HashSet<usize> = seen.iter().map(|&(k, _)| k).collect();
    for (k, i) in insns.iter().enumerate() {
        // Padding: `nop`, and `int3` after a `ret` or `jmp` with `block_align` above 16.
        let trap = i.mnemonic() == Mnemonic::Int3 && t.block_align > 16;
        assert!(
            reached.contains(&k) != trap || i.mnemonic() == Mnemonic::Nop,
            "{label}: `{}` at +{:#x} is {}",
            text(i),
            i.ip(),
            if trap { "reachable" } else { "unreachable" }
        );
    }

    let mut masked_moves = 0;
    let mut dword_moves = 0;
    for (k, i) in insns.iter().enumerate() {
        use Mnemonic::*;
        // The merged small classes' moves: VEX on XMM 0-3 at every AVX width (no upper
        // state dirtied, so AVX-512 code needs no `vzeroupper` for them either).
        let merged_vex = t.small_merged
            && matches!(i.mnemonic(), Vmovdqu | Vmovd)
            && vector_registers(i).iter().all(|&(b, n)| b == 16 && n < 4);
        dword_moves += usize::from(matches!(i.mnemonic(), Movd | Vmovd));
        let ok = match i.mnemonic() {
            Mov | Movzx | Lea | Add | Sub | Cmp | And | Neg | Test | Nop | Ret => true,
            // The backward loop's page way: r from ECX, and the call into the small classes.
            Inc | Call => back_page_way(t),
            // The merged small classes: `k` from the length, and their 4-byte moves.
            Shr => t.small_merged,
            Movd => t.small_merged && t.width == VectorWidth::Sse2,
            Vmovd => merged_vex,
            // Padding nothing runs (`block_align` above 16).
            Int3 => t.block_align > 16,
            Bzhi | Kmovq | Kshiftrq | Prefetcht0 | Sfence | Vzeroupper => true,
            // The temporal forward loop's prefetch (`loop_prefetch`).
            Prefetchnta => t.loop_prefetch.is_some(),
            Cmovb => {
                t.masked_max > 64 && t.masked_form == MaskedForm::Halves
                    || t.masked_max > 32 && t.masked_form == MaskedForm::TwoZmm
                    || t.masked_max > 16 && t.masked_form == MaskedForm::HeadTail
            }
            // The page guard's `xor`/`or`; the aligned REP MOVSB's `or`; the zero of the
            // mask of the bytes from 64 on (halves above 64).
            Xor | Or => {
                let guard = t.masked_max > 0 && t.masked_page_guard;
                let rep_align = i.mnemonic() == Or && t.rep_movsb_align_dst;
                let upper_mask =
                    i.mnemonic() == Xor && t.masked_max > 64 && t.masked_form == MaskedForm::Halves;
                // The forward loop's early way zeroes R8 (`tail_loads_after_loop_from`), and
                // so does its usual way with `tail_page_safe`.
                let tail = i.mnemonic() == Xor && (tail_late(t) || page_way(t));
                guard || rep_align || upper_mask || tail
            }
            Movdqu | Movdqa | Movntdq => t.width == VectorWidth::Sse2,
            Vmovdqu | Vmovdqa | Vmovntdq => t.width == VectorWidth::Avx2 || merged_vex,
            Vmovdqu64 | Vmovdqa64 | Vmovdqu8 => t.width == VectorWidth::Avx512,
            Movsb => i.has_rep_prefix(),
            Jmp | Jb | Jae | Ja | Jbe | Je | Jne => is_branch(i),
            _ => false,
        };
        // EVEX vmovntdq shares the mnemonic with the VEX one: tell them apart by register.
        let evex_nt = i.mnemonic() == Vmovntdq && vector_registers(i)[0].1 >= 16;
        assert!(ok || evex_nt, "{label}: unexpected `{}`", text(i));
        let vregs = vector_registers(i);
        match t.width {
            VectorWidth::Sse2 => assert!(
                vregs.iter().all(|&(b, n)| b == 16 && n < 16),
                "{label}: `{}`",
                text(i)
            ),
            VectorWidth::Avx2 => assert!(
                vregs.iter().all(|&(b, n)| b <= 32 && n < 16),
                "{label}: `{}`",
                text(i)
            ),
            VectorWidth::Avx512 => {
                assert!(
                    merged_vex || vregs.iter().all(|&(_, n)| n >= 16),
                    "{label}: `{}` uses a register below 16",
                    text(i)
                );
                assert_ne!(
                    i.mnemonic(),
                    Vzeroupper,
                    "{label}: vzeroupper in AVX-512 code"
                );
            }
        }
        if i.mnemonic() == Vmovdqu8 {
            let form = t.masked_form;
            // Head-tail's windows are half its window or less: 16 bytes up to 32, else 32.
            let head_tail16 = form == MaskedForm::HeadTail && (17..=32).contains(&t.masked_max);
            let wide = t.masked_max > 32 || head_tail16;
            let width = match t.masked_max {
                0..=16 => 16,
                _ if head_tail16 => 16,
                17..=32 => 32,
                _ if matches!(form, MaskedForm::OneZmm | MaskedForm::TwoZmm) => 64,
                _ => 32,
            };
            assert_eq!(vregs[0].0, width, "{label}: `{}`", text(i));
            let base = i.memory_base();
            let disp = i.memory_displacement64() as i64;
            // Which window (0 the first, at the buffer's start) and its mask register: halves
            // at +32k through k(k+1); head-tail's and two-zmm's second at `[base + rdx - w]`
            // with k1.
            let (window, k) = match form {
                _ if !wide => (0, Register::K1),
                MaskedForm::HeadTail if i.memory_index() == Register::RDX => {
                    assert_eq!(disp, -(width as i64), "{label}: `{}`", text(i));
                    (1, Register::K1)
                }
                MaskedForm::TwoZmm if i.memory_index() == Register::RDX => {
                    assert_eq!(disp, -64, "{label}: `{}`", text(i));
                    (1, Register::K1)
                }
                MaskedForm::Halves => {
                    let w = disp / 32;
                    assert!(
                        disp % 32 == 0 && (0..t.masked_max.div_ceil(32) as i64).contains(&w),
                        "{label}: `{}`",
                        text(i)
                    );
                    let ks = [Register::K1, Register::K2, Register::K3, Register::K4];
                    (w, ks[w as usize])
                }
                _ => (0, Register::K1),
            };
            if window == 0 {
                assert_eq!(disp, 0, "{label}: `{}`", text(i));
            }
            if window == 0 {
                assert!(
                    matches!(base, Register::RSI | Register::RDI)
                        && i.memory_index() == Register::None,
                    "{label}: `{}`",
                    text(i)
                );
            }
            assert_eq!(i.op_mask(), k, "{label}: `{}`", text(i));
            // Loads zero the masked-off lanes; stores must merge (leave memory alone).
            let load = i.op0_kind() == OpKind::Register;
            assert_eq!(i.zeroing_masking(), load, "{label}: `{}`", text(i));
            masked_moves += 1;
        }
        if i.mnemonic() == Movsb {
            let (before, after) = (&insns[k - 1], &insns[k + 1]);
            if t.rep_movsb_align_dst {
                // From the first vector boundary above the destination; the first vector
                // (register 0) stored at the destination after it, then `ret` (with
                // `vzeroupper` at AVX2).
                assert_eq!(text(before), "add rsi,r8", "{label}: before rep movsb");
                assert!(is_vector_store(after), "{label}: after rep movsb");
                assert_eq!(
                    after.memory_base(),
                    Register::RAX,
                    "{label}: after rep movsb"
                );
                assert_eq!(vector_registers(after)[0].1 % 16, 0, "{label}: register 0");
                let next = &insns[k + 2];
                assert!(
                    next.mnemonic() == Ret
                        || next.mnemonic() == Vzeroupper && insns[k + 3].mnemonic() == Ret,
                    "{label}: after the first vector"
                );
            } else {
                assert_eq!(text(before), "mov rcx,rdx", "{label}: before rep movsb");
                assert_eq!(after.mnemonic(), Ret, "{label}: after rep movsb");
            }
        }
    }
    let has = |m: Mnemonic| insns.iter().any(|i| i.mnemonic() == m);
    let form = t.masked_form;
    let wide = t.masked_max > 32 || (t.masked_max > 16 && form == MaskedForm::HeadTail);
    let expected_moves = match t.masked_max {
        0 => 0,
        17..=32 if form == MaskedForm::HeadTail => 4,
        1..=32 => 2,
        _ if form == MaskedForm::OneZmm => 2,
        n if form == MaskedForm::Halves => 2 * n.div_ceil(32),
        _ => 4,
    };
    assert_eq!(masked_moves, expected_moves, "{label}: masked moves");
    let dword_want = if t.small_merged { 8 } else { 0 };
    assert_eq!(
        dword_moves, dword_want,
        "{label}: the merged classes' 4-byte moves"
    );
    assert_eq!(has(Mnemonic::Bzhi), t.masked_max > 0, "{label}: bzhi");
    assert_eq!(has(Mnemonic::Kmovq), t.masked_max > 0, "{label}: kmovq");
    let has_text = |s: &str| insns.iter().any(|i| text(i) == s);
    assert_eq!(
        has_text("test ecx,1000h"),
        t.masked_max > 0 && t.masked_page_guard,
        "{label}: page guard"
    );
    assert_eq!(
        has(Mnemonic::Kshiftrq),
        wide && form == MaskedForm::Halves,
        "{label}: kshiftrq"
    );
    let rep = t.rep_movsb_from.is_some()
        || t.rep_movsb_coaligned_from.is_some()
        || t.rep_movsb_page_from.is_some();
    assert_eq!(has(Mnemonic::Movsb), rep, "{label}: rep movsb");
    let nt = has(Mnemonic::Movntdq) || has(Mnemonic::Vmovntdq);
    assert_eq!(
        nt,
        t.non_temporal_from.is_some(),
        "{label}: non-temporal stores"
    );
    assert_eq!(has(Mnemonic::Prefetcht0), nt, "{label}: prefetcht0");
    assert_eq!(has(Mnemonic::Sfence), nt, "{label}: sfence");
    assert_eq!(has_text("cmp rcx,rdx"), t.memmove, "{label}: memmove test");
    // The 1..=band test runs without `backward_page`, and with a limit for page copies
    // under the band's own (a separate test for them), or at or below its first large
    // length (no page copy left to it).
    let page_apart = t.backward_page_below.is_some_and(|n| {
        n <= t.backward_from.max(t.large_from()) || t.backward_below.is_none_or(|b| n < b)
    });
    assert_eq!(
        has_text("sub ecx,1"),
        backward_band_holds_some(t) && (!t.backward_page || page_apart) || guard_alone(t),
        "{label}: backward band test, or a guard's band alone"
    );
    // The source-above band alone, from the other band's limit on: (src - dst) mod 4096.
    let (above, below) = (t.avoid_dst_above_src, t.avoid_src_above_dst);
    // The source-above band has no limit: it reaches further wherever it is present.
    let below_reaches_further = above == 0 || below > 0;
    assert_eq!(
        has_text("mov ecx,esi"),
        guard_alone(t) && below_reaches_further,
        "{label}: the source-above band alone"
    );
    assert_eq!(
        has_text("test ecx,0FFFh"),
        t.rep_movsb_page_from.is_some(),
        "{label}: page test"
    );
    check_loops(label, t, insns);
}

/// The forward loop has `tail_page_safe`'s way: the knob, without the late tail.
fn page_way(t: &Thresholds) -> bool {
    t.tail_page_safe && !tail_late(t)
}

/// The backward loop has `tail_page_safe`'s way: the knob, and a backward loop.
fn back_page_way(t: &Thresholds) -> bool {
    t.tail_page_safe && (t.memmove || backward_band_holds_some(t))
}

/// True when the temporal forward loop of `t` may load its tail after the loop.
pub(super) fn tail_late(t: &Thresholds) -> bool {
    t.tail_loads_after_loop_from.is_some()
}

/// True when `t`'s backward band holds some length of the large path.
pub(super) fn backward_band_holds_some(t: &Thresholds) -> bool {
    let from = t.backward_from.max(t.large_from());
    t.backward_dst_above_src > 0 && t.backward_below.is_none_or(|b| b > from)
}

/// The loops of the vector code for `t`, against the loop fields:
///
/// - a forward loop; a non-temporal one iff `non_temporal_from`; a backward one iff memmove
///   mode or a backward band holds a large length; each as one loop of 4 vectors per
///   iteration;
/// - in every loop body, the vector moves are on `width` registers; forward and
///   non-temporal bodies address from the advancing pointers, backward bodies every move
///   from the end (`[base + rdx + k]`); the stores are non-temporal (that loop) or aligned;
///   all loads come before all stores, or, with `loop_interleave`, each load just before its
///   store;
/// - around each loop, between the `ret` before it and the `ret` after it, the edge stores
///   (unaligned, `[rax + k]` for the head, `[r9 + k]` for the tail): 4 tail and 1 head
///   vectors for the forward and non-temporal loops, 4 head and 1 tail for the backward
///   one; all after the loop's last body; the edge next to the loop's end first (forward and
///   non-temporal: tail before head; backward: head before tail); and in the backward loop,
///   the four head loads (`[rsi + k]`) before the single tail load (`[rsi + rdx - V]`).
pub(super) fn check_loops(label: &str, t: &Thresholds, insns: &[Instruction]) {
    let all = loops(insns);
    let per_path = 1;
    let lw = t.width.bytes() as u32;
    let rets: Vec<usize> = (0..insns.len())
        .filter(|&k| ends_way(insns, &insns[k]))
        .collect();
    for (kind, present) in [
        (LoopKind::Forward, true),
        (LoopKind::NonTemporal, t.non_temporal_from.is_some()),
        (LoopKind::Backward, t.memmove || backward_band_holds_some(t)),
    ] {
        let group: Vec<&Loop> = all.iter().filter(|l| l.kind == kind).collect();
        let what = format!("{label}: {kind:?} loop");
        assert_eq!(group.len(), if present { per_path } else { 0 }, "{what}s");
        if !present {
            continue;
        }
        for (n, l) in group.iter().enumerate() {
            let moves: Vec<&Instruction> = insns[l.body.clone()]
                .iter()
                .filter(|i| is_vector_load(i) || is_vector_store(i))
                .collect();
            // Every loop moves 4 vectors an iteration, each loaded and stored.
            let vectors = 4;
            assert_eq!(moves.len(), 2 * vectors, "{what} {n}: moves");
            for i in &moves {
                let bytes = vector_registers(i)[0].0;
                assert_eq!(bytes, lw, "{what}: `{}` is not {lw} bytes", text(i));
                let from_end = i.memory_index() == Register::RDX;
                assert_eq!(
                    from_end,
                    kind == LoopKind::Backward,
                    "{what}: `{}`",
                    text(i)
                );
                if is_vector_store(i) {
                    use Mnemonic::*;
                    let want: &[Mnemonic] = match kind {
                        LoopKind::NonTemporal => &[Movntdq, Vmovntdq],
                        _ => &[Movdqa, Vmovdqa, Vmovdqa64],
                    };
                    assert!(want.contains(&i.mnemonic()), "{what}: `{}`", text(i));
                }
            }
            let stores: Vec<bool> = moves.iter().map(|i| is_vector_store(i)).collect();
            let expect: Vec<bool> = if t.loop_interleave {
                (0..2 * vectors).map(|k| k % 2 == 1).collect()
            } else {
                (0..2 * vectors).map(|k| k >= vectors).collect()
            };
            assert_eq!(stores, expect, "{what} {n}: order of loads and stores");
        }
        // The code from the `ret` before the loops to the `ret` after them.
        let (first, last) = (group[0].body.start, group[group.len() - 1].body.end);
        let from = rets
            .iter()
            .rev()
            .find(|&&r| r < first)
            .map_or(0, |&r| r + 1);
        let to = *rets
            .iter()
            .find(|&&r| r >= last)
            .expect("a ret after the loop");
        let in_body = |k: usize| group.iter().any(|l| l.body.contains(&k));
        if kind != LoopKind::Backward {
            check_tail_loads(&what, t, kind, insns, (from, to), (first, last));
        } else {
            check_back_page_way(&what, t, insns, (from, first));
        }
        let edges: Vec<(usize, bool)> = (from..to)
            .filter(|&k| !in_body(k) && is_vector_store(&insns[k]))
            .map(|k| {
                let i = &insns[k];
                assert_eq!(i.memory_index(), Register::None, "{what}: `{}`", text(i));
                let head = match i.memory_base() {
                    Register::RAX => true,
                    Register::R9 => false,
                    _ => panic!("{what}: edge store `{}`", text(i)),
                };
                use Mnemonic::*;
                assert!(
                    matches!(i.mnemonic(), Movdqu | Vmovdqu | Vmovdqu64),
                    "{what}: `{}`",
                    text(i)
                );
                assert_eq!(vector_registers(i)[0].0, lw, "{what}: `{}`", text(i));
                (k, head)
            })
            .collect();
        let single = 1;
        let (heads, tails) = match kind {
            LoopKind::Backward => (4, single),
            _ => (single, 4),
        };
        let count = |h: bool| edges.iter().filter(|&&(_, head)| head == h).count();
        assert_eq!(
            (count(true), count(false)),
            (heads, tails),
            "{what}: edge stores"
        );
        for &(k, _) in &edges {
            assert!(k > first, "{what}: edges after the loop");
        }
        check_first_vector_kept(&what, insns, &edges, (from, to));
        let order: Vec<bool> = edges.iter().map(|&(_, head)| head).collect();
        let mut sorted = order.clone();
        // Head first: every head store before every tail store (true sorts before false).
        // The backward loop ends next to the head, so it stores the head first (mirrored).
        let head_first = kind == LoopKind::Backward;
        sorted.sort_by_key(|&head| head != head_first);
        assert_eq!(order, sorted, "{what}: head first is {head_first}");
        if kind == LoopKind::Backward {
            // The saved edges' loads, before the loop: the head's four, then the tail's one.
            let loads: Vec<bool> = (from..first)
                .filter(|&k| !in_body(k) && is_vector_load(&insns[k]))
                .map(|k| insns[k].memory_index() == Register::None)
                .collect();
            // The head's first vector is block 2's (`check_first_vector_kept`).
            let mut want = vec![true; 3];
            want.extend(std::iter::repeat_n(false, single));
            assert_eq!(loads, want, "{what}: backward edge loads, head first");
        }
    }
}

/// The loops do not load the source's first vector again: the edge store at `[rax]` (the
/// destination's first vector) stores a register that a load of `[rsi]` before the loops
/// filled (block 2's) and that nothing in `insns[region]` (from the `ret` before the loop to
/// the one after it) writes.
fn check_first_vector_kept(
    what: &str,
    insns: &[Instruction],
    edges: &[(usize, bool)],
    region: (usize, usize),
) {
    let first = edges
        .iter()
        .map(|&(k, _)| &insns[k])
        .find(|i| i.memory_base() == Register::RAX && i.memory_displacement64() == 0)
        .unwrap_or_else(|| panic!("{what}: no edge store at [rax]"));
    let (bytes, reg) = vector_registers(first)[0];
    let writes = |i: &Instruction| {
        i.op_count() > 0
            && i.op0_kind() == OpKind::Register
            && vector_registers(i).first().map(|r| r.1) == Some(reg)
    };
    for i in &insns[region.0..region.1] {
        assert!(
            !writes(i),
            "{what}: `{}` overwrites the first vector",
            text(i)
        );
    }
    let loaded = insns[..region.0].iter().any(|i| {
        is_vector_load(i)
            && writes(i)
            && vector_registers(i)[0].0 == bytes
            && i.memory_base() == Register::RSI
            && i.memory_index() == Register::None
            && i.memory_displacement64() == 0
    });
    assert!(
        loaded,
        "{what}: `{}` stores no first vector loaded before the loops",
        text(first)
    );
}

/// The loops' page test (`tail_page_safe`) at `w[..3]` for vectors of `lw` bytes: `lea
/// rcx,[rdi+rdx-1]`, `test ecx,4096-V`, `je` (the end 1..=V bytes past a page).
fn is_page_test(w: &[Instruction], lw: u64) -> bool {
    text(&w[0]) == "lea rcx,[rdi+rdx-1]"
        && w[1].mnemonic() == Mnemonic::Test
        && w[1].op0_register() == Register::ECX
        && w[1].immediate(1) == 0x1000 - lw
        && w[2].mnemonic() == Mnemonic::Je
}

/// The backward loop's page way (`tail_page_safe`): in `insns[before]`, the code between the
/// `ret` before the backward loop and its body, the page test of the copy's end first; and
/// in the whole code one `call`, into the dispatch past the entry's `mov rax, rdi`, after
/// `r` is set in EDX and the destination and source moved to the boundary, and followed by
/// RDI, RSI and RDX restored from RAX, R11 and R10 and the first vector loaded again. None
/// of it without the knob.
fn check_back_page_way(what: &str, t: &Thresholds, insns: &[Instruction], before: (usize, usize)) {
    let paged = back_page_way(t);
    let lw = t.width.bytes() as u64;
    // The backward loop's block starts after the last `ret` or `jmp` before its body (the
    // forward loop's page way, block 12, may come before it).
    let code = &insns[before.0..before.1];
    let start = code
        .iter()
        .rposition(|i| matches!(i.mnemonic(), Mnemonic::Ret | Mnemonic::Jmp))
        .map_or(0, |k| k + 1);
    let k = start
        + code[start..]
            .iter()
            .position(|i| !is_padding(i))
            .unwrap_or(0);
    let test: Vec<String> = code[k..].iter().take(3).map(text).collect();
    assert_eq!(
        code.len() >= k + 3 && is_page_test(&code[k..k + 3], lw),
        paged,
        "{what}: the page test {test:?}"
    );
    let calls: Vec<usize> = (0..insns.len())
        .filter(|&k| insns[k].mnemonic() == Mnemonic::Call)
        .collect();
    assert_eq!(
        calls.len(),
        usize::from(paged),
        "{what}: the page way's call"
    );
    let Some(&c) = calls.first() else {
        return;
    };
    assert_eq!(
        insns[c].near_branch_target(),
        insns[1].ip(),
        "{what}: the call goes past the entry's `mov rax, rdi`"
    );
    let mut want = vec![
        "and ecx,0FFFh",
        "inc ecx",
        "mov r11,rsi",
        "sub rdx,rcx",
        "mov r10,rdx",
        "add rdi,rdx",
        "add rsi,rdx",
        "mov edx,ecx",
    ];
    // At AVX2, clean upper state for the small classes' `ret`s.
    if t.width == VectorWidth::Avx2 {
        want.push("vzeroupper");
    }
    let prologue: Vec<String> = insns[c - want.len()..c].iter().map(text).collect();
    assert_eq!(prologue, want, "{what}: before the page way's call");
    // With the strict start, RCX = the new end - 1 again, as the page test leaves it.
    let mut want = vec!["mov rdi,rax", "mov rsi,r11", "mov rdx,r10"];
    if t.loop_start_strict {
        want.push("lea rcx,[rdi+rdx-1]");
    }
    let n = want.len();
    let after: Vec<String> = insns[c + 1..=c + n].iter().map(text).collect();
    assert_eq!(after, want, "{what}: after the page way's call");
    let reload = &insns[c + n + 1];
    assert!(
        is_vector_load(reload)
            && reload.memory_base() == Register::RSI
            && reload.memory_index() == Register::None
            && reload.memory_displacement64() == 0
            && insns[c + n + 2].mnemonic() == Mnemonic::Jmp,
        "{what}: the first vector loaded again, `{}`",
        text(reload)
    );
}

/// The loads of the forward or non-temporal loop's saved tail, in `insns[around]` outside the
/// loop bodies `body` (first and past the last): four from the source's end
/// (`[rsi + rdx - k]`) before the loop, always, the last first (`k` = V, 2V, 3V, 4V) or with
/// `tail_loads_ascending` the lowest first; and with `tail_loads_after_loop_from` (not in
/// the non-temporal loop), R8 set to the source's last 4V
/// before the loop, in memmove mode the distance compared with 4V (in block 10), and after
/// the loop, when
/// R8 is not zero, the same four registers loaded again from `[r8 + k]`, ascending.
fn check_tail_loads(
    what: &str,
    t: &Thresholds,
    kind: LoopKind,
    insns: &[Instruction],
    around: (usize, usize),
    body: (usize, usize),
) {
    let lw = t.width.bytes() as u64;
    let block = 4 * lw;
    let late = tail_late(t) && kind == LoopKind::Forward;
    let outside: Vec<(usize, &Instruction)> = (around.0..around.1)
        .filter(|&k| k < body.0 || k >= body.1)
        .map(|k| (k, &insns[k]))
        .collect();
    let from_end: Vec<(usize, &Instruction)> = outside
        .iter()
        .copied()
        .filter(|(_, i)| is_vector_load(i) && i.memory_index() == Register::RDX)
        .collect();
    assert_eq!(from_end.len(), 4, "{what}: tail loads before the loop");
    assert!(from_end.iter().all(|&(k, _)| k < body.0), "{what}");
    // Their order: the last vector first (`[rsi + rdx - V]`), or the lowest first.
    let offsets: Vec<i64> = from_end
        .iter()
        .map(|(_, i)| i.memory_displacement64() as i64)
        .collect();
    let mut want: Vec<i64> = (1..=4).map(|k| -(k * lw as i64)).collect();
    if t.tail_loads_ascending {
        want.reverse();
    }
    assert_eq!(
        offsets, want,
        "{what}: tail loads' order (tail_loads_ascending {})",
        t.tail_loads_ascending
    );
    let from_r8: Vec<(usize, &Instruction)> = outside
        .iter()
        .copied()
        .filter(|(_, i)| is_vector_load(i) && i.memory_base() == Register::R8)
        .collect();
    assert_eq!(
        from_r8.len(),
        if late { 4 } else { 0 },
        "{what}: tail loads after the loop"
    );
    let regs = |v: &[(usize, &Instruction)]| {
        let mut r: Vec<u32> = v.iter().map(|(_, i)| vector_registers(i)[0].1).collect();
        r.sort_unstable();
        r
    };
    if late {
        for (n, &(k, i)) in from_r8.iter().enumerate() {
            assert!(k >= body.1, "{what}: `{}` before the loop", text(i));
            assert_eq!(i.memory_index(), Register::None, "{what}: `{}`", text(i));
            assert_eq!(
                i.memory_displacement64(),
                n as u64 * lw,
                "{what}: `{}` out of ascending order",
                text(i)
            );
        }
        assert_eq!(
            regs(&from_r8),
            regs(&from_end),
            "{what}: the same registers"
        );
    }
    let before = &insns[around.0..body.0];
    let sets_r8 = before.iter().any(|i| {
        i.mnemonic() == Mnemonic::Lea
            && i.op0_register() == Register::R8
            && i.memory_base() == Register::RSI
            && i.memory_index() == Register::RDX
            && i.memory_displacement64() == block.wrapping_neg()
    });
    assert_eq!(sets_r8, late, "{what}: R8 = the source's last 4V");
    // Out of line, in block 10.
    if kind == LoopKind::Forward {
        let distance = insns
            .iter()
            .any(|i| text(i) == format!("cmp rcx,{block:X}h"));
        assert_eq!(distance, late && t.memmove, "{what}: the distance test");
    }
    // `tail_page_safe` (not in memmove mode, without the late tail): the page test before the
    // loop, R8's test after it, and out of line the way that loads and stores the last
    // vector below the page boundary (`sub r9,r10`, twice).
    let paged = kind == LoopKind::Forward && page_way(t);
    assert_eq!(
        before.windows(3).any(|w| is_page_test(w, lw)),
        paged,
        "{what}: the page test"
    );
    let after = &insns[body.1..around.1];
    assert_eq!(
        after.iter().any(|i| text(i) == "test r8,r8"),
        late || paged,
        "{what}: the late or page way's test"
    );
    if kind == LoopKind::Forward {
        let below_page = insns.iter().filter(|i| text(i) == "sub r9,r10").count();
        // One for the source of the vector below P, one for its destination.
        assert_eq!(below_page, 2 * usize::from(paged), "{what}: the page way");
    }
}

#[test]
fn every_matrix_configuration_is_well_formed() {
    for (label, t) in matrix() {
        check_structure(&label, &t, &decode(&vector_code(t)));
    }
}

/// The vector code for `t` with its entry `entry` bytes into the page, decoded at its page
/// offsets (the image is laid out from the page's start, the `int3` before the entry
/// included, so these are the addresses modulo the page).
fn decode_in_page(t: Thresholds, entry: usize) -> Vec<Instruction> {
    let plan = Plan::new(&Request {
        features: pretended(),
        strategy: Some(Strategy::Vector),
        thresholds: Some(t),
        entry_offset: entry,
        ..Request::default()
    })
    .unwrap_or_else(|e| panic!("{t:?}: {e}"));
    let code = emit(&plan).unwrap().expect("a vector plan has code");
    assert_eq!(code.entry, entry);
    let bytes = &code.image[entry..];
    let mut d = Decoder::with_ip(64, bytes, entry as u64, DecoderOptions::NONE);
    let mut out = Vec::new();
    while d.can_decode() {
        out.push(d.decode());
    }
    assert_eq!(out.iter().map(|i| i.len()).sum::<usize>(), bytes.len());
    out
}

fn is_padding(i: &Instruction) -> bool {
    matches!(i.mnemonic(), Mnemonic::Nop | Mnemonic::Int3)
}

/// True when `i` ends a way through the code: a `ret`, or the page ways' `jmp` back to the
/// dispatch past the entry's `mov rax, rdi` (the forward loop's page way, block 12, ends so,
/// and block 9 may follow it).
fn ends_way(insns: &[Instruction], i: &Instruction) -> bool {
    i.mnemonic() == Mnemonic::Ret
        || i.mnemonic() == Mnemonic::Jmp && i.near_branch_target() == insns[1].ip()
}

/// The places [`Thresholds::block_align`] aligns, by name and page offset: the large path's
/// entry (block 5, where block 4's last class sends the copies above it, through block 10's
/// overlap test in memmove mode), every block of the large path that follows a `ret` (the
/// entries of blocks 7, 8 and 9, before block 10) and every loop top. Panics unless exactly
/// the blocks the thresholds emit are found.
fn aligned_places(label: &str, t: &Thresholds, insns: &[Instruction]) -> Vec<(&'static str, u64)> {
    let index: HashMap<u64, usize> = insns.iter().enumerate().map(|(k, i)| (i.ip(), k)).collect();
    let last_class = (t.large_from() - 1) as u64;
    let k = insns
        .iter()
        .position(|i| {
            i.mnemonic() == Mnemonic::Cmp
                && i.op0_register() == Register::RDX
                && matches!(
                    i.op1_kind(),
                    OpKind::Immediate8to64 | OpKind::Immediate32to64
                )
                && i.immediate(1) == last_class
        })
        .unwrap_or_else(|| panic!("{label}: no cmp rdx,{last_class}"));
    assert_eq!(insns[k + 1].mnemonic(), Mnemonic::Ja, "{label}");
    let mut large = index[&insns[k + 1].near_branch_target()];
    if t.memmove {
        // Block 10's overlap test: mov, sub, cmp, jb to block 9, jmp to block 5.
        assert_eq!(text(&insns[large + 2]), "cmp rcx,rdx", "{label}");
        assert_eq!(insns[large + 4].mnemonic(), Mnemonic::Jmp, "{label}");
        large = index[&insns[large + 4].near_branch_target()];
    }
    let targets: HashSet<u64> = insns
        .iter()
        .filter(|i| is_branch(i))
        .map(|i| i.near_branch_target())
        .collect();
    // Block 10 (memmove mode) starts after the last `ret`.
    let end = insns
        .iter()
        .rposition(|i| i.mnemonic() == Mnemonic::Ret)
        .unwrap();
    let mut out = vec![("large-copy selection", insns[large].ip())];
    for k in large + 1..=end {
        let before = insns[..k].iter().rfind(|i| !is_padding(i)).unwrap();
        if targets.contains(&insns[k].ip()) && ends_way(insns, before) {
            out.push(("block after a ret", insns[k].ip()));
        }
    }
    let rep = t.rep_movsb_from.is_some()
        || t.rep_movsb_coaligned_from.is_some()
        || t.rep_movsb_page_from.is_some();
    let backward = t.memmove || backward_band_holds_some(t);
    // The forward loop's page way (block 12) is followed by a `ret` only where the backward
    // loop comes after it.
    let blocks = usize::from(rep)
        + usize::from(t.non_temporal_from.is_some())
        + usize::from(backward)
        + usize::from(backward && page_way(t));
    assert_eq!(out.len(), 1 + blocks, "{label}: large-path blocks {out:x?}");
    for l in loops(insns) {
        out.push(("loop top", insns[l.body.start].ip()));
    }
    out
}

/// Every run of padding in `insns`: where the code falls through it (it follows neither a
/// `ret` nor a `jmp`) it is NOPs only and shorter than the alignment, and above 16-byte
/// alignment the fewest NOPs, one per 15 bytes (at 16, dynasm's single-byte NOPs: the bytes
/// from before `block_align`). Returns how many executed runs there were.
fn check_padding(label: &str, t: &Thresholds, insns: &[Instruction]) -> usize {
    let mut executed = 0;
    let mut k = 0;
    while k < insns.len() {
        if !is_padding(&insns[k]) {
            k += 1;
            continue;
        }
        let start = k;
        while k < insns.len() && is_padding(&insns[k]) {
            k += 1;
        }
        let run = &insns[start..k];
        let bytes: usize = run.iter().map(|i| i.len()).sum();
        let falls =
            start > 0 && !matches!(insns[start - 1].mnemonic(), Mnemonic::Ret | Mnemonic::Jmp);
        if !falls {
            continue;
        }
        executed += 1;
        let at = run[0].ip();
        assert!(
            run.iter().all(|i| i.mnemonic() == Mnemonic::Nop),
            "{label}: executed padding at {at:#x} is not all nop"
        );
        assert!(
            bytes < usize::from(t.block_align),
            "{label}: {bytes} bytes at {at:#x}"
        );
        if t.block_align > 16 {
            assert_eq!(
                run.len(),
                bytes.div_ceil(15),
                "{label}: {bytes} bytes of executed padding at {at:#x} in {} nops",
                run.len()
            );
        }
    }
    executed
}

/// `block_align`: in every configuration of the matrix at entry offsets 0, 8 and 56 (the
/// `int3` before the entry is in the same image, so alignment stays absolute), the large
/// path's entry, its blocks after a `ret` and every loop top sit at a multiple of
/// `block_align` from the page's start, and the padding the code falls through is the fewest
/// NOPs (above 16 bytes).
#[test]
fn large_blocks_and_loop_tops_sit_on_block_align() {
    let (mut wide, mut executed_wide) = (0, 0);
    for (label, t) in matrix() {
        for entry in [0, 8, 56] {
            let insns = decode_in_page(t, entry);
            let label = format!("{label} entry {entry}");
            for (what, at) in aligned_places(&label, &t, &insns) {
                assert_eq!(
                    at % u64::from(t.block_align),
                    0,
                    "{label}: {what} at page offset {at:#x} is not on {} bytes",
                    t.block_align
                );
            }
            let executed = check_padding(&label, &t, &insns);
            if t.block_align > 16 {
                wide += 1;
                // The loop tops follow code that falls into them (unless it ends on the
                // boundary).
                executed_wide += executed;
            }
        }
    }
    assert!(wide >= 3 * 24, "{wide} configurations above 16 bytes");
    assert!(
        executed_wide >= wide,
        "{executed_wide} executed paddings in {wide}"
    );
}

/// The padding check is not vacuous: single-byte NOPs before a loop top fail it above 16
/// bytes, and `int3` where the code falls through fails it at any alignment.
#[test]
fn padding_check_rejects_slow_or_trapping_padding() {
    let t = Thresholds::new(VectorWidth::Avx2).with_block_align(64);
    // add rdx,1; 17 single-byte nops; ret
    let mut bytes = vec![0x48, 0x83, 0xc2, 0x01];
    bytes.extend([0x90; 17]);
    bytes.push(0xc3);
    let insns = decode_bytes(&bytes);
    let e = std::panic::catch_unwind(|| check_padding("nops", &t, &insns)).unwrap_err();
    assert!(e.downcast_ref::<String>().unwrap().contains("in 17 nops"));
    // add rdx,1; int3; ret
    let insns = decode_bytes(&[0x48, 0x83, 0xc2, 0x01, 0xcc, 0xc3]);
    let plain = Thresholds::new(VectorWidth::Avx2);
    let e = std::panic::catch_unwind(|| check_padding("int3", &plain, &insns)).unwrap_err();
    assert!(e.downcast_ref::<String>().unwrap().contains("not all nop"));
    // ret; int3; ret: not executed, accepted.
    let insns = decode_bytes(&[0xc3, 0xcc, 0xc3]);
    assert_eq!(check_padding("after ret", &t, &insns), 0);
}

/// The checker is not vacuous: a branch out of the function, a branch into the middle of an
/// instruction, a `ret` reachable after a YMM access with no `vzeroupper` on the way, and
/// dead code are rejected, with the reason.
#[test]
fn structure_check_rejects_broken_code() {
    let t = thresholds(VectorWidth::Avx2, 0, Mix::all().next().unwrap());
    for (bytes, why) in [
        // jmp +0x100; ret
        (
            &[0xe9, 0x00, 0x01, 0x00, 0x00, 0xc3][..],
            "not an instruction of the function",
        ),
        // vmovdqu ymm0, [rsi]; ret
        (&[0xc5, 0xfe, 0x6f, 0x06, 0xc3][..], "dirty upper YMM state"),
        // vmovdqu ymm0, [rsi]; jmp over the vzeroupper; vzeroupper; ret
        (
            &[0xc5, 0xfe, 0x6f, 0x06, 0xeb, 0x03, 0xc5, 0xf8, 0x77, 0xc3][..],
            "dirty upper YMM state",
        ),
        // ret; ret
        (&[0xc3, 0xc3][..], "unreachable"),
        // jmp +1 (into the `mov rax, rdi` that follows); mov rax, rdi; ret
        (
            &[0xeb, 0x01, 0x48, 0x89, 0xf8, 0xc3][..],
            "not an instruction of the function",
        ),
    ] {
        let insns = decode_bytes(bytes);
        let err = std::panic::catch_unwind(|| check_structure("broken", &t, &insns))
            .expect_err("broken code passed");
        let msg = err.downcast_ref::<String>().cloned().unwrap_or_default();
        assert!(msg.contains(why), "{bytes:02x?}: {msg}");
    }
}
