//! `Builder::code_slot` and `Builder::placement`: a harness can place the same code at other
//! page offsets, by whole cache lines and inside one page; the slots `0..n` of a code with
//! `n` positions give it `n` distinct page offsets, on every recorded CPU's code; a code is
//! built where its placement says, with the same bytes, and still copies correctly.

mod common;

use common::{each_cpu, Buffers};
use memcpy_jit::harness::recorded::Cpu;
use memcpy_jit::harness::slot_apart;
use memcpy_jit::{Builder, Memcpy, Policy, Strategy, Thresholds};

const PAGE: usize = 4096;

/// The codes a harness places, for a CPU with the features of `cpu`: `tuned()`'s
/// (`Policy::Fastest`) and every row of the table, each at entry offsets 0, 5 and 63.
fn builders(cpu: &Cpu) -> Vec<(String, Builder)> {
    let mut out = Vec::new();
    for entry in [0, 5, 63] {
        let mut b = Memcpy::builder();
        b.features(cpu.features)
            .policy(Policy::Fastest)
            .entry_offset(entry);
        out.push((format!("{}: fastest, entry {entry}", cpu.name), b));
        for row in Thresholds::row_names() {
            let t = Thresholds::for_row(row, &cpu.features).expect("a row the table names");
            if t.validate().is_err() {
                continue;
            }
            let mut b = Memcpy::builder();
            b.features(cpu.features)
                .strategy(Strategy::Vector)
                .thresholds(t)
                .entry_offset(entry);
            out.push((format!("{}: row {row}, entry {entry}", cpu.name), b));
        }
    }
    out
}

#[test]
fn on_every_cpu_the_slots_of_a_code_take_every_position_once() {
    for cpu in each_cpu() {
        for (label, b) in builders(&cpu) {
            let home = b.placement().unwrap().expect("generated code");
            let entry = home.entry;
            assert!(entry < 64, "{label}: slot 0 is the start of the page");
            let n = home.positions;
            assert_eq!(n, (PAGE - home.image_len) / 64 + 1, "{label}");
            let mut seen = vec![false; n];
            for slot in 0..2 * n {
                let p = b.clone().code_slot(slot).placement().unwrap().unwrap();
                let label = format!("{label}, slot {slot}");
                assert_eq!(p.entry % 64, entry, "{label}: not whole lines");
                assert!(
                    p.entry - entry + p.image_len <= PAGE,
                    "{label}: the code crosses its page"
                );
                let position = (p.entry - entry) / 64;
                if slot < n {
                    assert!(!seen[position], "{label}: position {position} again");
                    seen[position] = true;
                } else {
                    let first = b.clone().code_slot(slot - n).placement().unwrap().unwrap();
                    assert_eq!(p.entry, first.entry, "{label}: slot s + n is slot s");
                }
            }
        }
    }
}

/// `slot_apart` finds a free page offset while there is one, and says so when there is none.
#[test]
fn on_every_cpu_slot_apart_fills_the_page_then_says_it_is_full() {
    for cpu in each_cpu() {
        for (label, b) in builders(&cpu).into_iter().step_by(5) {
            let n = b.placement().unwrap().unwrap().positions;
            let mut taken: Vec<usize> = Vec::new();
            let mut next = 0;
            for _ in 0..n {
                let slot = slot_apart(
                    &b,
                    || {
                        next += 1;
                        next - 1
                    },
                    |at| taken.contains(&at),
                )
                .unwrap_or_else(|e| panic!("{label}: {e}"));
                taken.push(
                    b.clone()
                        .code_slot(slot)
                        .placement()
                        .unwrap()
                        .unwrap()
                        .entry
                        % PAGE,
                );
            }
            let full = slot_apart(
                &b,
                || {
                    next += 1;
                    next - 1
                },
                |at| taken.contains(&at),
            );
            let e = full.expect_err("a full page").to_string();
            assert!(e.contains("no page offset left"), "{label}: {e}");
        }
    }
}

/// Built on this CPU, a code sits where its placement said, with the same bytes, and copies
/// correctly there.
#[test]
fn a_code_is_built_where_its_placement_says_and_copies_there() {
    let cpu = each_cpu().into_iter().find(|c| c.is_host).unwrap();
    if Memcpy::builder()
        .strategy(Strategy::Vector)
        .build()
        .is_err()
    {
        eprintln!("skipped: no generated code here");
        return;
    }
    let mut buf = Buffers::new(5000, 64);
    for (label, b) in builders(&cpu) {
        if !b.plan().is_ok_and(|p| Cpu::runs(&p)) {
            continue;
        }
        let home = b.build().unwrap();
        for slot in [0, 1, 2, 7, 30, 48, 63, 64] {
            let mut at = b.clone();
            let m = at.code_slot(slot).build().unwrap();
            let label = format!("{label}, slot {slot}");
            assert_eq!(m.code(), home.code(), "{label}: the bytes changed");
            assert_eq!(m.entry_offset(), home.entry_offset(), "{label}");
            let placed = at.placement().unwrap().unwrap();
            assert_eq!(m.entry_address() % PAGE, placed.entry, "{label}");
            for len in [0, 1, 7, 33, 100, 257, 1000, 4097] {
                buf.check(&m, len, 1, 2, &label);
            }
        }
    }
    buf.assert_untouched("slots");
}
