//! REP MOVSB against the vector loop and glibc for one copy size, hot in L1, as the distance
//! between source and destination varies: `dst = src + 24 KiB + delta` for delta −80..=80.
//! The same two buffers are copied over and over (the case `memcpy-jit ab` does not cover:
//! its buffers rotate), which is where short-distance and relative-alignment effects of
//! `REP MOVSB` show most.
//!
//! ```text
//! cargo run --release --example distance            # 4096 bytes
//! cargo run --release --example distance -- 16384
//! ```

use std::time::Instant;

use memcpy_jit::{Memcpy, MemcpyFn, Strategy, Thresholds};

/// Median ns per call of 200 back-to-back copies, over 31 samples.
fn ns_per_call(f: MemcpyFn, dst: *mut u8, src: *const u8, len: usize) -> f64 {
    let mut samples: Vec<f64> = (0..31)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..200 {
                // SAFETY: `dst` and `src` point into one buffer, `len` bytes each, 24 KiB − 80
                // bytes apart at least, so the ranges are valid and do not overlap.
                unsafe { f(dst, src, std::hint::black_box(len)) };
            }
            t.elapsed().as_nanos() as f64 / 200.0
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
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
    // SAFETY: libc's memcpy has the C memcpy signature that `MemcpyFn` spells out.
    let glibc: MemcpyFn = unsafe { std::mem::transmute(libc::memcpy as *const ()) };
    let rep = Memcpy::builder()
        .strategy(Strategy::RepMovsb)
        .build()
        .expect("rep movsb");
    let tuned = Memcpy::tuned();
    let (table, _) = Thresholds::for_cpu(&tuned.features());
    let no_rep = Thresholds {
        rep_movsb_from: None,
        rep_movsb_coaligned_from: None,
        ..table
    };
    let vloop = Memcpy::builder()
        .strategy(Strategy::Vector)
        .thresholds(no_rep)
        .build()
        .expect("vector");
    let mut buf = vec![0u8; 2 * len + 64 * 1024];
    let base = (buf.as_mut_ptr() as usize + 4095) & !4095;
    println!("{len} bytes, hot: ns per call (dst = src + 24 KiB + delta)");
    println!(
        "{:>6} {:>9} {:>9} {:>9} {:>9}",
        "delta", "glibc", "rep", "tuned", "vec-loop"
    );
    for delta in (-80i64..=80).step_by(8).chain([-1, 1, 15, 31, 63, 65]) {
        let src = (base + 4096) as *const u8;
        let dst = (base as i64 + 4096 + 24 * 1024 + delta) as *mut u8;
        // SAFETY: `rep` and `vloop` live to the end of this function, past these calls.
        let (rep_fn, vloop_fn) = unsafe { (rep.as_raw_fn(), vloop.as_raw_fn()) };
        let row: Vec<f64> = [glibc, rep_fn, tuned.copy_fn().into_raw(), vloop_fn]
            .iter()
            .map(|&f| ns_per_call(f, dst, src, len))
            .collect();
        println!(
            "{delta:>6} {:>9.1} {:>9.1} {:>9.1} {:>9.1}",
            row[0], row[1], row[2], row[3]
        );
    }
    drop(buf);
}
