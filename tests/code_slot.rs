//! `Builder::code_slot` and `harness::code_slot`: a harness can place the same code at other
//! page offsets, by whole cache lines and inside one page, and the slots it hands out to the
//! codes of one measurement give them distinct page offsets. The bytes are the same wherever
//! the code sits, and it still copies correctly.

mod common;

use common::Buffers;
use memcpy_jit::harness::code_slot;
use memcpy_jit::{Memcpy, Policy, Strategy};

const PAGE: usize = 4096;

/// The vector strategy can run here (x86-64 System V with executable memory).
fn can_generate() -> bool {
    Memcpy::builder().strategy(Strategy::Vector).build().is_ok()
}

fn tuned_at(slot: usize, entry: usize) -> Memcpy {
    Memcpy::builder()
        .policy(Policy::Fastest)
        .entry_offset(entry)
        .code_slot(slot)
        .build()
        .unwrap()
}

#[test]
fn a_slot_moves_the_same_bytes_by_whole_lines_inside_the_page() {
    if !can_generate() {
        eprintln!("skipped: no generated code here");
        return;
    }
    for entry in [0, 5, 63] {
        let home = tuned_at(0, entry);
        assert_eq!(home.entry_address() % PAGE, entry);
        let image = entry + home.code().len();
        let positions = (PAGE - image) / 64 + 1;
        for slot in 0..130 {
            let m = tuned_at(slot, entry);
            let label = format!("slot {slot}, entry {entry}");
            assert_eq!(m.code(), home.code(), "{label}: the bytes changed");
            assert_eq!(m.entry_offset(), entry, "{label}");
            let at = m.entry_address() % PAGE;
            assert_eq!(at, 64 * (slot % positions) + entry, "{label}");
            assert!(
                at + m.code().len() <= PAGE,
                "{label}: the code crosses its page"
            );
        }
        let mut buf = Buffers::new(5000, 64);
        for len in [0, 1, 7, 33, 100, 257, 1000, 4097] {
            buf.check(&tuned_at(3, entry), len, 1, 2, "slot 3");
        }
        buf.assert_untouched("slot 3");
    }
}

#[test]
fn the_codes_of_one_measurement_get_distinct_page_offsets() {
    if !can_generate() {
        eprintln!("skipped: no generated code here");
        return;
    }
    let code = tuned_at(0, 0).code().len();
    let positions = (PAGE - code) / 64 + 1;
    // As many codes as there are positions (when 7 does not divide their number).
    let n = if positions % 7 == 0 {
        positions / 7
    } else {
        positions
    };
    let offsets: Vec<usize> = (0..n)
        .map(|i| tuned_at(code_slot(i), 0).entry_address() % PAGE)
        .collect();
    for (i, a) in offsets.iter().enumerate() {
        for (j, b) in offsets.iter().enumerate().skip(i + 1) {
            assert_ne!(a, b, "codes {i} and {j} share a page offset");
        }
    }
    assert_eq!(
        offsets[0], 0,
        "the first code stays at the start of its page"
    );
}

#[test]
fn the_slots_are_distinct_modulo_any_count_of_positions_that_seven_does_not_divide() {
    for positions in 1..=64usize {
        let n = if positions % 7 == 0 {
            positions / 7
        } else {
            positions
        };
        let mut seen = vec![false; positions];
        for i in 0..n {
            let p = code_slot(i) % positions;
            assert!(!seen[p], "{positions} positions: code {i} repeats {p}");
            seen[p] = true;
        }
    }
}
