//! Random vector thresholds for the property tests and the guard-page test: every field of
//! [`Thresholds`] drawn (`tests/props.rs` checks that each one varies).

use memcpy_jit::harness::recorded::Cpu;
use memcpy_jit::limits::{MAX_BAND, MAX_LOOP_PREFETCH, MAX_MASKED_ONE};
use memcpy_jit::{MaskedForm, Thresholds, VectorWidth};
use proptest::prelude::*;

/// A length limit: none, or 1..=8192.
fn below() -> impl proptest::strategy::Strategy<Value = Option<usize>> {
    proptest::option::of(1usize..=8192)
}

/// A short-distance band: mostly within a line or two, sometimes up to [`MAX_BAND`].
fn band() -> impl proptest::strategy::Strategy<Value = u32> {
    prop_oneof![3 => 0u32..=100, 1 => 0u32..=MAX_BAND]
}

/// Vector thresholds, every field drawn (`every_field_is_drawn` in `tests/props.rs` checks
/// that): the width among those this CPU runs; `rep_movsb_from`, the co-aligned and page
/// thresholds and `non_temporal_from` from small values (each rounded up to the width's
/// minimum of 8 vectors) so that every large-copy path is taken; the short-distance
/// guards, the backward band and every length limit; the masked window (up to 128 bytes in
/// the forms that take it, only where this CPU has AVX-512BW + BMI2) and its form; the
/// loop's order and prefetch; the block alignment; and every on/off choice from one bit
/// each of a drawn word. One rule of [`Thresholds::validate`] is kept by construction: no
/// merged small classes beside a masked window.
pub fn vector_thresholds() -> impl proptest::strategy::Strategy<Value = Thresholds> {
    let widths: Vec<VectorWidth> = [VectorWidth::Sse2, VectorWidth::Avx2, VectorWidth::Avx512]
        .into_iter()
        .filter(|&w| Cpu::runs_thresholds(&Thresholds::new(w)))
        .collect();
    let lengths = (
        proptest::option::of(0usize..=8192),
        proptest::option::of(0usize..=8192),
        proptest::option::of(0usize..=8192),
        proptest::option::of(0usize..=16384),
        proptest::option::of(0u32..=MAX_LOOP_PREFETCH),
        proptest::option::of(0usize..=8192),
        below(),
    );
    let bands = (band(), band(), below(), band(), 0usize..=8192, below());
    let limits = (below(), below());
    let shape = (
        proptest::sample::select(widths),
        0usize..=128,
        proptest::sample::select(MaskedForm::ALL.to_vec()),
        proptest::sample::select(vec![16u8, 32, 64]),
        any::<u32>(),
    );
    (lengths, bands, limits, shape).prop_map(
        |(
            (rep, coaligned, page, nt, prefetch, after_from, after_span),
            (above, below, above_below, back, back_from, back_span),
            (page_below, wide_below),
            (width, masked, form, block, bits),
        )| {
            let on = |bit: u32| bits & (1 << bit) != 0;
            let min = 8 * width.bytes() + 1;
            // The masked path needs the AVX-512 width and AVX-512BW + BMI2; past 64 bytes
            // only the halves and two-ZMM forms take it.
            let masked_ok = width == VectorWidth::Avx512 && super::masked_runs_here();
            let masked = match (masked_ok, form) {
                (false, _) => 0,
                (true, MaskedForm::Halves | MaskedForm::TwoZmm) => masked,
                (true, _) => masked.min(MAX_MASKED_ONE),
            };
            let memmove = on(1);
            Thresholds::new(width)
                .with_rep_movsb_from(rep.map(|r| r.max(min)))
                .with_rep_movsb_coaligned_from(coaligned.map(|r| r.max(min)))
                .with_rep_movsb_page_from(page.map(|n| n.max(min)))
                .with_non_temporal_from(nt.map(|n| n.max(min)))
                .with_non_temporal_skips_coaligned(on(14))
                .with_rep_movsb_align_dst(on(2))
                .with_avoid_dst_above_src(above)
                .with_avoid_src_above_dst(below)
                .with_avoid_dst_above_src_below(above_below)
                .with_backward(back, back_from, back_span.map(|s| back_from + s))
                .with_backward_page(on(3))
                .with_backward_page_below(page_below)
                .with_backward_wide_below(wide_below)
                .with_masked_max(masked)
                .with_masked_form(form)
                .with_masked_page_guard(on(4))
                .with_two_vectors_first(on(5))
                .with_memmove(memmove)
                .with_loop_interleave(on(7))
                .with_loop_prefetch(prefetch)
                .with_loop_start_strict(on(11))
                .with_tail_page_safe(on(16))
                .with_tail_loads_ascending(on(12))
                .with_tail_loads_after_loop_from(after_from)
                .with_tail_loads_after_loop_below(after_span.map(|s| after_from.unwrap_or(0) + s))
                .with_block_align(block)
                // The merged small classes replace what a masked window would copy.
                .with_small_merged(on(13) && masked == 0)
        },
    )
}
