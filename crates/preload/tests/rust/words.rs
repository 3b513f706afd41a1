//! A program for tests/programs.rs to compile with `rustc` with and without the preload
//! library (the two executables must be the same bytes), then to run both ways: 200,000
//! words from a seeded xorshift, counted in a hash map, ranked in a B-tree, sorted,
//! deduplicated, joined and checksummed. Its output depends only on that seed.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

fn main() {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let words: Vec<String> = (0..200_000)
        .map(|_| format!("w{:x}", next() % 50_000))
        .collect();
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for w in &words {
        *counts.entry(w).or_default() += 1;
    }
    let ranked: BTreeMap<(usize, &str), ()> =
        counts.iter().map(|(w, c)| ((*c, *w), ())).collect();
    let mut sorted = words.clone();
    sorted.sort_unstable();
    sorted.dedup();
    let mut every_997th = String::new();
    for w in sorted.iter().step_by(997) {
        write!(every_997th, "{w},").expect("writing to a String");
    }
    let joined: Vec<u8> = words.iter().flat_map(|w| w.bytes()).collect();
    let sum = joined.chunks(4096).fold(0u64, |a, c| {
        a.rotate_left(5) ^ c.iter().map(|&b| u64::from(b)).sum::<u64>()
    });
    let top: Vec<_> = ranked.keys().rev().take(3).collect();
    println!("{} {} {top:?} {sum:x}", words.len(), sorted.len());
    println!("{every_997th}");
}
