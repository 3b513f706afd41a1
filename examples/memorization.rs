//! How long must a replayed size sequence be before the branch predictors stop learning it?
//!
//! The harness times a size distribution by drawing a sequence of sizes once and calling the
//! copy along it pass after pass. If the CPU's predictors learn the sequence, branchy code
//! (most C library memcpys below 256 bytes) looks far faster than it is when sizes really
//! vary. This example measures the C library's `memcpy` and `Memcpy::tuned()` on one embedded
//! fleet distribution, at aligned and random placement, for sequences of 2^8 to 2^20 draws:
//! the ns per call that stops changing as the sequence grows is the honest one, and
//! `harness::dist::DRAWS` must lie on that plateau.
//!
//! ```text
//! cargo run --release --example memorization                 # MemcpyGoogleQ
//! cargo run --release --example memorization -- MemcpyGoogleD
//! ```

use memcpy_jit::harness::{self, Buffers, Candidate, Method, Scenario, RANDOM_AREA};
use memcpy_jit::tune::{embedded, EMBEDDED_NAMES};
use memcpy_jit::Memcpy;

fn main() {
    let name = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "MemcpyGoogleQ".into());
    let Some((dist, _)) = embedded().into_iter().find(|(d, _)| d.name == name) else {
        eprintln!(
            "usage: memorization [NAME]   (one of {})",
            EMBEDDED_NAMES.join(", ")
        );
        std::process::exit(2);
    };
    let tuned = Memcpy::tuned();
    let cands = [Candidate::libc(), Candidate::of(tuned)];
    let mut buffers =
        Buffers::new(RANDOM_AREA.max(dist.max_size()) + (256 << 10)).expect("buffers for the walk");
    let method = Method {
        rounds: 31,
        target_ns: 50_000,
        flush_batch: 1,
    };
    println!(
        "{name}: median ns per call over {} interleaved rounds (each sample whole passes over the sequence)",
        method.rounds
    );
    println!("draws     placement   glibc ns   tuned ns   tuned/glibc");
    for shift in [8, 10, 12, 14, 16, 18, 20] {
        let sizes = dist.draw(1 << shift, 1);
        for random in [false, true] {
            let m = if random {
                let offsets = Buffers::scatter_offsets(&sizes, RANDOM_AREA, 1);
                let mut s = buffers.scatter(&sizes, &offsets).expect("scatter");
                harness::measure(&cands, &mut s, Scenario::Warm, &method, None)
            } else {
                let mut w = buffers.walk(&sizes, 256 << 10, 0, 0).expect("walk");
                harness::measure(&cands, &mut w, Scenario::Warm, &method, None)
            }
            .expect("measure");
            println!(
                "2^{shift:<6}  {:<9}  {:>8.2}   {:>8.2}   {:>11.3}",
                if random { "random" } else { "aligned" },
                m.ns[0],
                m.ns[1],
                m.ns[1] / m.ns[0]
            );
        }
    }
}
