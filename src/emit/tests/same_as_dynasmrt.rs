//! [`Asm`](super::super::Asm) against dynasmrt's `VecAssembler`: every image the emit tests
//! cover, assembled by both, byte for byte the same.
//!
//! In test builds each `Asm` forwards every call it gets to a dynasmrt `VecAssembler` (see
//! `emit/asm.rs`), so one run of the emitter gives both images. Covered: every strategy
//! (`REP MOVSB`; the scalar body alone and behind ERMS gates by shift, by an 8-bit and a
//! 32-bit compare, and through RCX) at every entry offset 0..=63; every configuration of the
//! emit matrix ([`matrix`]: every width, masked window and form, large-path mix, loop shape,
//! `block_align`, memmove mode, ...) at entry offsets 0, 8 and 56; and the matrix's last
//! configuration at every entry offset.

use super::super::assemble;
use super::{matrix, pretended};
use crate::plan::{Body, Plan, Request};
use crate::strategy::Strategy;
use crate::thresholds::Thresholds;

/// What the sweep saw, so that it cannot pass by checking nothing.
#[derive(Default)]
struct Seen {
    images: usize,
    /// Relocations by field size: 1, 2, 4 and 8 bytes.
    sizes: [usize; 4],
}

/// Assembles `plan` with both assemblers and asserts the same bytes (both must succeed);
/// the fallback, which has no code, is counted too.
fn assert_same(label: &str, plan: &Plan, seen: &mut Seen) {
    let Some(ops) = assemble(plan) else {
        assert_eq!(*plan.body(), Body::Fallback, "{label}: no code");
        seen.images += 1;
        return;
    };
    for size in ops.relocation_sizes() {
        seen.sizes[size.trailing_zeros() as usize] += 1;
    }
    let (ours, theirs) = ops.finalize_both();
    let ours = ours.unwrap_or_else(|e| panic!("{label}: ours: {e}"));
    let theirs = theirs.unwrap_or_else(|e| panic!("{label}: dynasmrt: {e}"));
    if let Some(at) = (0..ours.len().max(theirs.len())).find(|&i| ours.get(i) != theirs.get(i)) {
        let around = |code: &[u8]| code[at.saturating_sub(4)..(at + 8).min(code.len())].to_vec();
        panic!(
            "{label}: the images differ from offset {at:#x} (lengths {} and {}): ours {:02x?}, \
             dynasmrt's {:02x?}",
            ours.len(),
            theirs.len(),
            around(&ours),
            around(&theirs)
        );
    }
    seen.images += 1;
}

fn plan(
    strategy: Strategy,
    threshold: Option<usize>,
    thresholds: Option<Thresholds>,
    entry_offset: usize,
) -> Plan {
    Plan::new(&Request {
        features: pretended(),
        strategy: Some(strategy),
        threshold,
        thresholds,
        entry_offset,
        ..Request::default()
    })
    .unwrap_or_else(|e| panic!("{strategy:?} {threshold:?} {thresholds:?}: {e}"))
}

#[test]
fn every_image_is_the_same_as_dynasmrts() {
    let mut seen = Seen::default();
    // The other strategies; the gate thresholds: 2^5 (shift), 100 (cmp imm8), 2112
    // (cmp imm32), 2^40 (shift), 2^40 - 1 (cmp through RCX).
    let mut others = vec![
        (Strategy::RepMovsb, None),
        // The strategy with no code: both give none.
        (Strategy::Scalar, None),
        (Strategy::Fallback, None),
    ];
    for t in [32, 100, 2112, 1 << 40, (1 << 40) - 1] {
        others.push((Strategy::ErmsGated, Some(t)));
    }
    for (strategy, threshold) in others {
        // The fallback runs no generated code: it has no entry offset.
        let entries = if strategy == Strategy::Fallback {
            0..1
        } else {
            0..64
        };
        for entry in entries {
            let label = format!("{strategy:?} {threshold:?} entry {entry}");
            assert_same(&label, &plan(strategy, threshold, None, entry), &mut seen);
        }
    }
    let matrix = matrix();
    for (label, t) in &matrix {
        for entry in [0, 8, 56] {
            let label = format!("{label} entry {entry}");
            let p = plan(Strategy::Vector, None, Some(*t), entry);
            assert_same(&label, &p, &mut seen);
        }
    }
    let (label, t) = matrix.last().unwrap();
    for entry in 0..64 {
        let label = format!("{label} entry {entry}");
        assert_same(
            &label,
            &plan(Strategy::Vector, None, Some(*t), entry),
            &mut seen,
        );
    }
    assert_eq!(
        seen.images,
        7 * 64 + 1 + 3 * matrix.len() + 64,
        "images compared"
    );
    // The emitter's jumps are rel8 and rel32; each kind was exercised many times over.
    let [rel8, rel16, rel32, rel64] = seen.sizes;
    assert!(rel8 > 10_000 && rel32 > 10_000, "{:?}", seen.sizes);
    assert_eq!((rel16, rel64), (0, 0));
}
