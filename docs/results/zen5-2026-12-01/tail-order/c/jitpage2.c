/* jitpage2: ../../jit-page/jitpage.c with four images and a shuffled walk. One process times,
 * interleaved (the order reversed every other round), median of 201 rounds of 2000 calls each:
 *   libc        glibc's memcpy (__memmove_avx512_unaligned_erms), through a pointer;
 *   glibc-copy  the same machine code copied at run time into an anonymous RWX page at the same
 *               page offset plus GSHIFT bytes, its RIP-relative operands (the REP MOVSB and
 *               non-temporal thresholds and the flags they test) copied to the same relative
 *               places;
 *   A, B, C, D  four raw code images (files named by the variables A..D, each in its own
 *               pages, AO..DO bytes into its page; images.py builds them).
 * Calls copy LEN bytes from a 256 KiB source region to a destination region DOFF (default
 * 2048) bytes further in the page (the "aligned" layout of `memcpy-jit ab`, --misalign 0/2048;
 * DOFF=0: its page layout, 0/0):
 *   rotating  each call LEN rounded up to 64 bytes further along (the harness's rotating walk:
 *             every call copies lines not copied before, from L2, in address order);
 *   shuffled  the same slots, visited in a random order (no walk in address order);
 *   hot       always at the same place.
 *
 *   cc -O2 -o jitpage2 jitpage2.c -ldl
 *   A=a.bin B=b.bin C=c.bin D=d.bin ./jitpage2 LEN [rotating|shuffled|hot]
 *
 * Only for the glibc 2.36 build of Debian 12 on x86-64 (memcpy at 0x16d800 in libc.so.6, its
 * RIP-relative operands at the offsets below): it refuses to run on any other. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

typedef void *(*copy_fn)(void *, const void *, size_t);
#define REGION ((size_t)256 << 10)
#define ROUNDS 201
#define CALLS 2000

static uint64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static size_t off; /* the walk goes on across samples, as the harness's does */
static size_t *perm, nslots, pi; /* shuffled: slot order */

static double sample(copy_fn f, uint8_t *src, uint8_t *dst, size_t len, int hot) {
    uint64_t t0 = now_ns();
    size_t step = (len + 63) & ~(size_t)63;
    for (int i = 0; i < CALLS; i++) {
        if (hot == 2) {
            size_t o = perm[pi] * step;
            if (++pi == nslots) pi = 0;
            f(dst + o, src + o, len);
            continue;
        }
        f(dst + off, src + off, len);
        if (!hot) {
            off += step;
            if (off + len > REGION) off = 0;
        }
    }
    return (double)(now_ns() - t0) / CALLS;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static copy_fn load_image_at(const char *path, size_t at);
static copy_fn load_image(const char *path) { return load_image_at(path, 0); }
static copy_fn load_image_at(const char *path, size_t at) {
    uint8_t *page = mmap(0, 8192, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    FILE *f = path ? fopen(path, "rb") : NULL;
    if (page == MAP_FAILED || !f || fread(page + at, 1, 8192 - at, f) == 0) {
        fprintf(stderr, "jitpage: cannot load %s\n", path ? path : "(A or B not set)");
        exit(2);
    }
    fclose(f);
    return (copy_fn)(page + at);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: A=a.bin B=b.bin C=c.bin D=d.bin jitpage2 LEN [rotating|shuffled|hot]\n");
        return 2;
    }
    size_t len = strtoul(argv[1], 0, 10);
    int hot = argc > 2 && strcmp(argv[2], "hot") == 0;
    if (argc > 2 && strcmp(argv[2], "shuffled") == 0) hot = 2;
    {
        size_t step = (len + 63) & ~(size_t)63;
        nslots = REGION / step - 1;
        perm = malloc(nslots * sizeof *perm);
        for (size_t i = 0; i < nslots; i++) perm[i] = i;
        uint64_t x = 88172645463325252ull ^ (uint64_t)now_ns();
        for (size_t i = nslots - 1; i > 0; i--) {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            size_t j = x % (i + 1), t = perm[i]; perm[i] = perm[j]; perm[j] = t;
        }
    }
    if (len == 0 || len > REGION / 2) return 2;
    copy_fn libc = (copy_fn)dlsym(dlopen("libc.so.6", RTLD_NOW), "memcpy");
    Dl_info info;
    if (!libc || !dladdr((void *)libc, &info)) return 2;
    uintptr_t base = (uintptr_t)info.dli_fbase, at = (uintptr_t)libc - base;
    static const uint8_t start[] = {0x48, 0x89, 0xf8, 0x48, 0x83, 0xfa, 0x40, 0x72, 0x37};
    if (at != 0x16d800 || memcmp((void *)libc, start, sizeof start) != 0) {
        fprintf(stderr, "jitpage: not the glibc build this was written for (memcpy at %#lx)\n", (unsigned long)at);
        return 2;
    }
    uint8_t *region = mmap(0, 1 << 20, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    uint8_t *code = region + (at & 0xfff) + (getenv("GSHIFT") ? atoi(getenv("GSHIFT")) : 0);
    memcpy(code, (void *)libc, 0x1000);
    static const uintptr_t operands[] = {0x1d33d8, 0x1da550, 0x1da548, 0x1da540};
    for (int i = 0; i < 4; i++) memcpy(code + (operands[i] - at), (void *)(base + operands[i]), 8);
#define NA 6
    copy_fn arms[NA] = {libc, (copy_fn)code, load_image_at(getenv("A"), getenv("AO") ? atoi(getenv("AO")) : 0), load_image_at(getenv("B"), getenv("BO") ? atoi(getenv("BO")) : 0), load_image_at(getenv("C"), getenv("CO") ? atoi(getenv("CO")) : 0), load_image_at(getenv("D"), getenv("DO") ? atoi(getenv("DO")) : 0)};
    const char *names[NA] = {"libc", "glibc-copy", "A", "B", "C", "D"};
    uint8_t *buf = mmap(0, 2 * REGION + 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    memset(buf, 1, 2 * REGION + 8192);
    uint8_t *src = buf, *dst = buf + REGION + 4096 + (getenv("DOFF") ? atoi(getenv("DOFF")) : 2048);
    static double s[NA][ROUNDS];
    for (int r = 0; r < ROUNDS; r++)
        for (int k = 0; k < NA; k++) {
            int a = (r & 1) ? NA - 1 - k : k;
            s[a][r] = sample(arms[a], src, dst, len, hot);
        }
    printf("%zu B %s:", len, hot == 2 ? "shuffled" : hot ? "hot" : "rotating");
    for (int a = 0; a < NA; a++) {
        qsort(s[a], ROUNDS, sizeof(double), by_value);
        printf("  %s %.2f", names[a], s[a][ROUNDS / 2]);
    }
    printf("\n");
    return 0;
}
