//! What a masked move costs where its masked-off lanes cross a cache line that the copy's own
//! bytes do not: a 4-byte copy made 200,000 times at places drawn in an area, in seven ways,
//! timed per copy (a batch, throughput), the ways interleaved round by round, median of 41
//! rounds. Not part of the crate: a standalone probe for the claim in README.md.
//!
//! Build and run from the repository's root (x86-64 with AVX-512 BW/VL and VBMI2):
//!   rustc -O -C target-cpu=native docs/results/intel-spr-2026-12-03/small/masked-split.rs \
//!     -o target/masked-split && target/masked-split
//!
//! Placements: the copy at one offset inside its 64-byte line (16: a 16-byte window stays in
//! the line; 52: the window's masked-off lanes cross into the next line, the 4 bytes do not;
//! 62: the 4 bytes themselves cross), the line drawn at random; or both at random bytes.
use std::arch::asm;
use std::time::Instant;

const LEN: usize = 4;
const COPIES: usize = 200_000;
const WAYS: [&str; 7] = [
    "plain",
    "masked ld+st",
    "masked ld",
    "masked st",
    "expand ld",
    "rebased",
    "rep movsb",
];

/// Copies LEN bytes from `s` to `d` in way `way`.
///
/// # Safety
/// `s` and `d` must be valid for LEN bytes (the masked and expanding moves touch no other
/// byte: their other lanes are masked off).
#[inline(always)]
unsafe fn copy(way: usize, s: *const u8, d: *mut u8) {
    // SAFETY: the caller's contract; every way reads LEN bytes at `s` and writes LEN at `d`.
    unsafe {
        match way {
            0 => asm!("mov {t:e}, [{s}]", "mov [{d}], {t:e}",
                s = in(reg) s, d = in(reg) d, t = out(reg) _),
            1 => asm!("mov {t}, -1", "bzhi {t}, {t}, {l}", "kmovq k1, {t}",
                "vmovdqu8 xmm0{{k1}}{{z}}, [{s}]", "vmovdqu8 [{d}]{{k1}}, xmm0",
                s = in(reg) s, d = in(reg) d, l = in(reg) LEN, t = out(reg) _,
                out("k1") _, out("xmm0") _),
            2 => asm!("mov {t}, -1", "bzhi {t}, {t}, {l}", "kmovq k1, {t}",
                "vmovdqu8 xmm0{{k1}}{{z}}, [{s}]", "vmovd [{d}], xmm0",
                s = in(reg) s, d = in(reg) d, l = in(reg) LEN, t = out(reg) _,
                out("k1") _, out("xmm0") _),
            3 => asm!("mov {t}, -1", "bzhi {t}, {t}, {l}", "kmovq k1, {t}",
                "vmovd xmm0, [{s}]", "vmovdqu8 [{d}]{{k1}}, xmm0",
                s = in(reg) s, d = in(reg) d, l = in(reg) LEN, t = out(reg) _,
                out("k1") _, out("xmm0") _),
            4 => asm!("mov {t}, -1", "bzhi {t}, {t}, {l}", "kmovq k1, {t}",
                "vpexpandb xmm0{{k1}}{{z}}, [{s}]", "vmovd [{d}], xmm0",
                s = in(reg) s, d = in(reg) d, l = in(reg) LEN, t = out(reg) _,
                out("k1") _, out("xmm0") _),
            // Both windows end at the copy's end instead when either would cross a line
            // from its start (no branch: the addresses and the mask by cmov).
            5 => asm!("mov {t}, -1", "bzhi {t}, {t}, {l}",
                "lea {a:e}, [{s} + 15]", "xor {a:e}, {s:e}", "lea {b:e}, [{d} + 15]",
                "xor {b:e}, {d:e}", "or {a:e}, {b:e}",
                "mov {b:e}, 16", "sub {b:e}, {l:e}", "shlx {b}, {t}, {b}",
                "test {a:e}, 64", "cmovnz {t}, {b}",
                "lea {a}, [{s} + {l} - 16]", "cmovnz {s}, {a}",
                "lea {a}, [{d} + {l} - 16]", "cmovnz {d}, {a}",
                "kmovq k1, {t}",
                "vmovdqu8 xmm0{{k1}}{{z}}, [{s}]", "vmovdqu8 [{d}]{{k1}}, xmm0",
                s = inout(reg) s => _, d = inout(reg) d => _, l = in(reg) LEN, t = out(reg) _,
                a = out(reg) _, b = out(reg) _, out("k1") _, out("xmm0") _),
            _ => asm!("rep movsb",
                inout("rsi") s => _, inout("rdi") d => _, inout("rcx") LEN => _),
        }
    }
}

/// ns per copy for `way` over the (source, destination) offsets `at`.
fn time(way: usize, src: *const u8, dst: *mut u8, at: &[(usize, usize)]) -> f64 {
    let t = Instant::now();
    for &(a, b) in at {
        // SAFETY: every offset leaves LEN bytes inside its buffer (see `main`).
        unsafe { copy(way, src.add(a), dst.add(b)) };
    }
    t.elapsed().as_secs_f64() * 1e9 / at.len() as f64
}

fn main() {
    use std::arch::is_x86_feature_detected as has;
    if !(has!("avx512bw") && has!("avx512vl") && has!("avx512vbmi2") && has!("bmi2")) {
        println!("masked-split: this CPU lacks AVX-512 BW/VL/VBMI2 or BMI2; nothing measured");
        return;
    }
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x as usize
    };
    println!("ns per {LEN}-byte copy (median of 41 interleaved rounds of {COPIES} copies)");
    print!("{:>9} | {:>10}", "area", "in-line at");
    WAYS.iter().for_each(|w| print!(" | {w:>12}"));
    println!();
    for area_kib in [4usize, 256, 8192] {
        let area = area_kib << 10;
        // Separate 64-byte-aligned regions, 128 bytes of slack past the area.
        let (mut sbuf, mut dbuf) = (vec![1u8; area + 192], vec![0u8; area + 192]);
        let src = sbuf
            .as_mut_ptr()
            .wrapping_add(sbuf.as_ptr().align_offset(64));
        let dst = dbuf
            .as_mut_ptr()
            .wrapping_add(dbuf.as_ptr().align_offset(64));
        for inline in [Some(16), Some(52), Some(62), None] {
            let at: Vec<(usize, usize)> = (0..COPIES)
                .map(|_| match inline {
                    Some(o) => ((next() % area) & !63 | o, (next() % area) & !63 | o),
                    None => (next() % area, next() % area),
                })
                .collect();
            let mut ns = vec![Vec::new(); WAYS.len()];
            for round in 0..41 {
                for i in 0..WAYS.len() {
                    let way = (i + round) % WAYS.len();
                    ns[way].push(time(way, src, dst, &at));
                }
            }
            let place = inline.map_or("random".to_string(), |o| o.to_string());
            print!("{:>5} KiB | {place:>10}", area_kib);
            for v in &mut ns {
                v.sort_by(f64::total_cmp);
                print!(" | {:>12.2}", v[20]);
            }
            println!();
        }
    }
}
