//! REP MOVSB against the vector loop and glibc for one copy size, hot in L1, as the distance
//! between source and destination varies: `dst = src + 24 KiB + delta` for delta −80..=80
//! (the base distance grows with copies above 20 KiB, so that the ranges never overlap).
//! The same two buffers are copied over and over (the case `memcpy-jit ab` does not cover:
//! its buffers rotate), which is where short-distance and relative-alignment effects of
//! `REP MOVSB` show most.
//!
//! ```text
//! cargo run --release --example distance            # 4096 bytes
//! cargo run --release --example distance -- 16384
//! ```

use memcpy_jit::harness::stats::median;
use memcpy_jit::harness::{Buffers, Candidate, Walk, PAGE};
use memcpy_jit::{Memcpy, Strategy, Thresholds};

/// Median ns per call of 200 back-to-back copies at the walk's one place, over 31 samples.
fn ns_per_call(f: Candidate<'_>, w: &mut Walk<'_>) -> f64 {
    let samples: Vec<f64> = (0..31)
        .map(|_| w.time(f, 200).as_nanos() as f64 / 200.0)
        .collect();
    median(&samples)
}

fn main() {
    let len: usize = match std::env::args().nth(1).map(|s| s.parse()) {
        None => 4096,
        Some(Ok(n)) if (1..=1 << 20).contains(&n) => n,
        _ => {
            eprintln!("usage: distance [BYTES]   (1 to 1048576)");
            std::process::exit(2);
        }
    };
    let rep = Memcpy::builder()
        .strategy(Strategy::RepMovsb)
        .build()
        .expect("rep movsb");
    let tuned = Memcpy::tuned();
    let (table, _) = Thresholds::for_cpu(&tuned.features());
    let no_rep = table
        .with_rep_movsb_from(None)
        .with_rep_movsb_coaligned_from(None);
    let vloop = Memcpy::builder()
        .strategy(Strategy::Vector)
        .thresholds(no_rep)
        .build()
        .expect("vector");
    // The source at offset 4096 of its region and the destination at 4096 + delta of the
    // next region: `dst - src = region + delta`.
    let region = (PAGE + 80 + len).next_multiple_of(PAGE).max(24 << 10);
    let mut bufs = Buffers::new(region).expect("buffers");
    let cands = [
        Candidate::libc(),
        Candidate::of(&rep),
        Candidate::of(tuned),
        Candidate::of(&vloop),
    ];
    println!(
        "{len} bytes, hot: ns per call (dst = src + {} KiB + delta)",
        region >> 10
    );
    println!(
        "{:>6} {:>9} {:>9} {:>9} {:>9}",
        "delta", "glibc", "rep", "tuned", "vec-loop"
    );
    let sizes = [len];
    for delta in (-80i64..=80).step_by(8).chain([-1, 1, 15, 31, 63, 65]) {
        let dst_off = (PAGE as i64 + delta) as usize;
        let mut w = bufs.walk(&sizes, 0, PAGE, dst_off).expect("fits");
        let row: Vec<f64> = cands.iter().map(|&f| ns_per_call(f, &mut w)).collect();
        println!(
            "{delta:>6} {:>9.1} {:>9.1} {:>9.1} {:>9.1}",
            row[0], row[1], row[2], row[3]
        );
    }
}
