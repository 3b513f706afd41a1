/* Micro-benchmark for docs/results/zen5-2026-11-30/mixed: which part of a byte-masked
 * AVX-512 small copy (masked load, masked store) costs when it follows a 2-4 KiB copy.
 * Calls follow the `memcpy-jit ab` aligned placement: source and destination regions of
 * 256 KiB each, page-aligned, each call at the next 64-byte boundary after the previous
 * call's bytes (as `Walk::next_copy`; calls left out in modes 1 and 2 still advance it). The large copy is a plain loop
 * of 64-byte unaligned ZMM loads and stores (4 per iteration). Sizes: a fixed sequence drawn
 * 80% small (SMALL bytes) / 20% large (LARGE bytes) with a fixed seed.
 * Build: gcc -O2 -mavx512f -mavx512bw -mavx512vl -mbmi2 micro.c -o micro
 * Run:   [LARGE_KIND=1|2|3|4] [LOADS_ONLY=1] [LIB=1 LD_PRELOAD=...] ./micro SMALL LARGE [INSIDE]  (prints ns per call, median of 51 rounds, per variant)
 * INSIDE=0: the driver tests the size and calls the small or the large copy directly;
 * INSIDE=1: the driver calls one function through a pointer, which tests the size itself. */
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define REGION (256 * 1024)
#define CALLS 65536
static uint8_t *src, *dst;
static uint32_t sizes[CALLS];
static size_t SMALL = 32, LARGE = 3000;

static int loads_only, large_kind; /* LARGE_KIND=1: the row's load/store order; 2: AOCL-LibMem's (destination 64-byte aligned only);
   3: the row's with the head stored first; 4: the row's with the last four loaded after the loop */ /* LOADS_ONLY=1: the large "copy" only loads (and xors into one vector) */
static volatile uint64_t sink;
static inline __attribute__((always_inline)) void large(uint8_t *d, const uint8_t *s, size_t n) {
    size_t i = 0;
    if (large_kind == 3 || large_kind == 4) { /* 3: the row's order but the head stored first; 4: the row's
                              order but the last four loaded after the loop */
        __m512i h = _mm512_loadu_si512(s), t0 = h, t1 = h, t2 = h, t3 = h;
        if (large_kind == 3) _mm512_storeu_si512(d, h);
        if (large_kind == 3) { t0 = _mm512_loadu_si512(s + n - 64); t1 = _mm512_loadu_si512(s + n - 128);
            t2 = _mm512_loadu_si512(s + n - 192); t3 = _mm512_loadu_si512(s + n - 256); }
        for (size_t left = n - 256; ; ) {
            __m512i a = _mm512_loadu_si512(s + i), b = _mm512_loadu_si512(s + i + 64);
            __m512i c = _mm512_loadu_si512(s + i + 128), e = _mm512_loadu_si512(s + i + 192);
            _mm512_store_si512(d + i, a); _mm512_store_si512(d + i + 64, b);
            _mm512_store_si512(d + i + 128, c); _mm512_store_si512(d + i + 192, e);
            i += 256; if (left <= 256) break; left -= 256;
        }
        if (large_kind == 4) { t0 = _mm512_loadu_si512(s + n - 64); t1 = _mm512_loadu_si512(s + n - 128);
            t2 = _mm512_loadu_si512(s + n - 192); t3 = _mm512_loadu_si512(s + n - 256); }
        _mm512_storeu_si512(d + n - 64, t0); _mm512_storeu_si512(d + n - 128, t1);
        _mm512_storeu_si512(d + n - 192, t2); _mm512_storeu_si512(d + n - 256, t3);
        if (large_kind == 4) _mm512_storeu_si512(d, h);
        return;
    }
    if (large_kind == 1) { /* the row's order: head and last four loaded first, loop over aligned
                              destination blocks of four, last four stored (descending), head last */
        __m512i h = _mm512_loadu_si512(s), t0 = _mm512_loadu_si512(s + n - 64), t1 = _mm512_loadu_si512(s + n - 128);
        __m512i t2 = _mm512_loadu_si512(s + n - 192), t3 = _mm512_loadu_si512(s + n - 256);
        for (size_t left = n - 256; ; ) {
            __m512i a = _mm512_loadu_si512(s + i), b = _mm512_loadu_si512(s + i + 64);
            __m512i c = _mm512_loadu_si512(s + i + 128), e = _mm512_loadu_si512(s + i + 192);
            _mm512_store_si512(d + i, a); _mm512_store_si512(d + i + 64, b);
            _mm512_store_si512(d + i + 128, c); _mm512_store_si512(d + i + 192, e);
            i += 256; if (left <= 256) break; left -= 256;
        }
        _mm512_storeu_si512(d + n - 64, t0); _mm512_storeu_si512(d + n - 128, t1);
        _mm512_storeu_si512(d + n - 192, t2); _mm512_storeu_si512(d + n - 256, t3);
        _mm512_storeu_si512(d, h);
        return;
    }
    if (large_kind == 2) { /* AOCL-LibMem's order: first four loaded and stored, loop, then the
                              last one to four ending at the end, ascending */
        for (; i < 256; i += 64) _mm512_storeu_si512(d + i, _mm512_loadu_si512(s + i));
        for (; i + 256 <= n; i += 256) {
            __m512i a = _mm512_loadu_si512(s + i), b = _mm512_loadu_si512(s + i + 64);
            __m512i c = _mm512_loadu_si512(s + i + 128), e = _mm512_loadu_si512(s + i + 192);
            _mm512_store_si512(d + i, a); _mm512_store_si512(d + i + 64, b);
            _mm512_store_si512(d + i + 128, c); _mm512_store_si512(d + i + 192, e);
        }
        size_t k = (n - i + 63) / 64;
        for (size_t j = k; j > 0; j--) _mm512_storeu_si512(d + n - 64 * j, _mm512_loadu_si512(s + n - 64 * j));
        return;
    }
    if (loads_only) {
        __m512i x = _mm512_setzero_si512();
        for (; i + 64 <= n; i += 64) x = _mm512_xor_si512(x, _mm512_loadu_si512(s + i));
        _mm512_storeu_si512(d, x);
        return;
    }
    for (; i + 256 <= n; i += 256) {
        __m512i a = _mm512_loadu_si512(s + i), b = _mm512_loadu_si512(s + i + 64);
        __m512i c = _mm512_loadu_si512(s + i + 128), e = _mm512_loadu_si512(s + i + 192);
        _mm512_storeu_si512(d + i, a); _mm512_storeu_si512(d + i + 64, b);
        _mm512_storeu_si512(d + i + 128, c); _mm512_storeu_si512(d + i + 192, e);
    }
    for (; i + 64 <= n; i += 64) _mm512_storeu_si512(d + i, _mm512_loadu_si512(s + i));
    if (i < n) _mm512_storeu_si512(d + n - 64, _mm512_loadu_si512(s + n - 64));
}
/* small copies, n <= 32 (n == 32 for the plain ones) */
static inline __attribute__((always_inline)) void mm(uint8_t *d, const uint8_t *s, size_t n) {
    __asm__ volatile("mov $-1, %%rax\n bzhi %2, %%rax, %%rax\n kmovq %%rax, %%k1\n"
                     "vmovdqu8 (%1), %%zmm16%{%%k1%}%{z%}\n vmovdqu8 %%zmm16, (%0)%{%%k1%}\n"
                     :: "r"(d), "r"(s), "r"(n) : "rax", "k1", "xmm16", "memory");
}
static inline __attribute__((always_inline)) void ml(uint8_t *d, const uint8_t *s, size_t n) {
    __asm__ volatile("mov $-1, %%rax\n bzhi %2, %%rax, %%rax\n kmovq %%rax, %%k1\n"
                     "vmovdqu8 (%1), %%zmm16%{%%k1%}%{z%}\n vmovdqu64 %%ymm16, (%0)\n"
                     :: "r"(d), "r"(s), "r"(n) : "rax", "k1", "xmm16", "memory");
}
static inline __attribute__((always_inline)) void lm(uint8_t *d, const uint8_t *s, size_t n) {
    __asm__ volatile("mov $-1, %%rax\n bzhi %2, %%rax, %%rax\n kmovq %%rax, %%k1\n"
                     "vmovdqu64 (%1), %%ymm16\n vmovdqu8 %%zmm16, (%0)%{%%k1%}\n"
                     :: "r"(d), "r"(s), "r"(n) : "rax", "k1", "xmm16", "memory");
}
static inline __attribute__((always_inline)) void ymm_mask(uint8_t *d, const uint8_t *s, size_t n) {
    __asm__ volatile("mov $-1, %%rax\n bzhi %2, %%rax, %%rax\n kmovq %%rax, %%k1\n"
                     "vmovdqu8 (%1), %%ymm16%{%%k1%}%{z%}\n vmovdqu8 %%ymm16, (%0)%{%%k1%}\n"
                     :: "r"(d), "r"(s), "r"(n) : "rax", "k1", "xmm16", "memory");
}
static inline __attribute__((always_inline)) void pp(uint8_t *d, const uint8_t *s, size_t n) {
    (void)n;
    __asm__ volatile("vmovdqu64 (%1), %%ymm16\n vmovdqu64 %%ymm16, (%0)\n"
                     :: "r"(d), "r"(s) : "xmm16", "memory");
}
typedef void (*fn)(uint8_t *, const uint8_t *, size_t);
/* one function per small-copy form with the size test inside it (as in the generated code) */
#define COMBINED(NAME, SMALLFN) static __attribute__((noinline)) void NAME(uint8_t *d, const uint8_t *s, size_t n) { if (__builtin_expect(n > 64, 0)) large(d, s, n); else SMALLFN(d, s, n); }
COMBINED(c_mm, mm) COMBINED(c_ml, ml) COMBINED(c_lm, lm) COMBINED(c_ym, ymm_mask) COMBINED(c_pp, pp)
static int inside;
/* LIB=1: the large copies are the process's memcpy (run under LD_PRELOAD of AOCL-LibMem or of
   memcpy-jit's preload library), called through a pointer; the small copies stay inline. */
static void *(*volatile libcpy)(void *, const void *, size_t) = memcpy;
static int use_lib;
#define LIBCOMBINED(NAME, SMALLFN) static __attribute__((noinline)) void NAME(uint8_t *d, const uint8_t *s, size_t n) { if (__builtin_expect(n > 64, 0)) libcpy(d, s, n); else SMALLFN(d, s, n); }
LIBCOMBINED(l_mm, mm) LIBCOMBINED(l_ml, ml) LIBCOMBINED(l_lm, lm) LIBCOMBINED(l_ym, ymm_mask) LIBCOMBINED(l_pp, pp)
static void lib_all(uint8_t *d, const uint8_t *s, size_t n) { libcpy(d, s, n); }
static fn combined(fn small) { if (use_lib) return small == mm ? l_mm : small == ml ? l_ml : small == lm ? l_lm : small == ymm_mask ? l_ym : small == pp ? l_pp : lib_all;
    return small == mm ? c_mm : small == ml ? c_ml : small == lm ? c_lm : small == ymm_mask ? c_ym : c_pp; }

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e9 + t.tv_nsec; }
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return (x > y) - (x < y); }

/* mode 0: the mix; 1: only the small calls of the mix (large calls skipped, offset still advances);
   2: only the large calls */
static double run(fn small, int mode) {
    double r[51];
    fn volatile cfv = combined(small); fn cf = cfv;
    for (int k = 0; k < 51; k++) {
        size_t off = 0, calls = 0;
        double t0 = now();
        for (int i = 0; i < CALLS; i++) {
            size_t n = sizes[i];
            if (inside) {
                if (mode == 0 || (mode == 1) == (n <= 64)) { cf(dst + off, src + off, n); calls++; }
            } else if (n > 64) { if (mode != 1) { large(dst + off, src + off, n); calls++; } }
            else if (mode != 2) { small(dst + off, src + off, n); calls++; }
            off += (n + 63) & ~(size_t)63; if (off + 4096 > REGION) off = 0;
        }
        r[k] = (now() - t0) / (calls ? calls : 1);
        (void)calls;
    }
    qsort(r, 51, sizeof r[0], cmp);
    return r[25];
}
int main(int argc, char **argv) {
    if (argc > 1) SMALL = strtoul(argv[1], 0, 10);
    if (argc > 2) LARGE = strtoul(argv[2], 0, 10);
    if (argc > 3) inside = atoi(argv[3]);
    use_lib = getenv("LIB") && atoi(getenv("LIB"));
    if (use_lib) { inside = 1; printf("large copies by the library's memcpy (LIB=1); "); }
    large_kind = getenv("LARGE_KIND") ? atoi(getenv("LARGE_KIND")) : 0;
    if (large_kind) printf("large copies in %s's order (LARGE_KIND=%d); ", large_kind == 1 ? "the row" : large_kind == 2 ? "AOCL-LibMem" : large_kind == 3 ? "the row, head stored first," : "the row, last four loaded after the loop,", large_kind);
    loads_only = getenv("LOADS_ONLY") && atoi(getenv("LOADS_ONLY"));
    if (loads_only) printf("large calls only load (LOADS_ONLY=1); ");
    if (SMALL > 32 || SMALL == 0 || LARGE <= 64 || LARGE > 4096) { fprintf(stderr, "SMALL 1..32, LARGE 65..4096\n"); return 2; }
    src = aligned_alloc(4096, REGION); dst = aligned_alloc(4096, REGION);
    memset(src, 1, REGION); memset(dst, 2, REGION);
    uint64_t x = 88172645463325252ull; size_t nl = 0;
    for (int i = 0; i < CALLS; i++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; sizes[i] = (x % 5 == 0) ? LARGE : SMALL; nl += sizes[i] > 64; }
    struct { const char *name; fn f; } v[] = {
        {"masked zmm load + masked zmm store (the row)", mm}, {"masked zmm load + plain ymm store", ml},
        {"plain ymm load + masked zmm store", lm}, {"masked ymm load + masked ymm store", ymm_mask},
        {"plain ymm load + plain ymm store", pp}, {"the library's memcpy for every size", lib_all}};
    double fl = nl / (double)CALLS;
    printf("size test %s; ", inside ? "inside the called function" : "in the driver");
    printf("small %zu B, large %zu B, %.1f%% large; ns per call, median of 51 rounds of %d calls\n", SMALL, LARGE, 100 * fl, CALLS);
    printf("%-46s %8s %8s %8s %10s %8s\n", "small copy", "small", "large", "mix", "predicted", "excess");
    for (int j = 0; j < (use_lib ? 6 : 5); j++) {
        if (SMALL != 32 && (v[j].f == ml || v[j].f == lm || v[j].f == pp || v[j].f == lib_all)) continue;
        double s = run(v[j].f, 1), l = run(v[j].f, 2), m = run(v[j].f, 0);
        double p = (1 - fl) * s + fl * l;
        printf("%-46s %8.2f %8.2f %8.2f %10.2f %+7.1f%%\n", v[j].name, s, l, m, p, 100 * (m / p - 1));
    }
    return 0;
}
