/* jitpage: does running from an anonymous executable page cost a memcpy anything, and where does
 * the amd-zen5 row lose to glibc at 513-576 bytes? One process times, interleaved (the order
 * reversed every other round), median of 201 rounds of 2000 calls each:
 *   libc        glibc's memcpy (__memmove_avx512_unaligned_erms), through a pointer;
 *   glibc-copy  the same machine code copied at run time into an anonymous RWX page at the same
 *               page offset, its RIP-relative operands (the REP MOVSB and non-temporal
 *               thresholds and the flags they test) copied to the same relative places;
 *   A, B        two raw code images (files, as `memcpy-jit info` prints the generated code).
 * Calls walk a 256 KiB source region and a destination region 2048 bytes further in the page,
 * each call len rounded up to 64 bytes further along (the harness's rotating walk: every call
 * copies lines not copied before, from L2), or always at the same place (hot).
 *
 *   cc -O2 -o jitpage jitpage.c -ldl
 *   A=a.bin B=b.bin ./jitpage LEN [hot]
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

static double sample(copy_fn f, uint8_t *src, uint8_t *dst, size_t len, int hot) {
    uint64_t t0 = now_ns();
    for (int i = 0; i < CALLS; i++) {
        f(dst + off, src + off, len);
        if (!hot) {
            off += (len + 63) & ~(size_t)63;
            if (off + len > REGION) off = 0;
        }
    }
    return (double)(now_ns() - t0) / CALLS;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static copy_fn load_image(const char *path) {
    uint8_t *page = mmap(0, 8192, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    FILE *f = path ? fopen(path, "rb") : NULL;
    if (page == MAP_FAILED || !f || fread(page, 1, 8192, f) == 0) {
        fprintf(stderr, "jitpage: cannot load %s\n", path ? path : "(A or B not set)");
        exit(2);
    }
    fclose(f);
    return (copy_fn)page;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: A=a.bin B=b.bin jitpage LEN [hot]\n");
        return 2;
    }
    size_t len = strtoul(argv[1], 0, 10);
    int hot = argc > 2 && strcmp(argv[2], "hot") == 0;
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
    uint8_t *code = region + (at & 0xfff);
    memcpy(code, (void *)libc, 0x1000);
    static const uintptr_t operands[] = {0x1d33d8, 0x1da550, 0x1da548, 0x1da540};
    for (int i = 0; i < 4; i++) memcpy(code + (operands[i] - at), (void *)(base + operands[i]), 8);
    copy_fn arms[4] = {libc, (copy_fn)code, load_image(getenv("A")), load_image(getenv("B"))};
    const char *names[4] = {"libc", "glibc-copy", "A", "B"};
    uint8_t *buf = mmap(0, 2 * REGION + 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    memset(buf, 1, 2 * REGION + 8192);
    uint8_t *src = buf, *dst = buf + REGION + 4096 + 2048;
    static double s[4][ROUNDS];
    for (int r = 0; r < ROUNDS; r++)
        for (int k = 0; k < 4; k++) {
            int a = (r & 1) ? 3 - k : k;
            s[a][r] = sample(arms[a], src, dst, len, hot);
        }
    printf("%zu B %s:", len, hot ? "hot" : "rotating");
    for (int a = 0; a < 4; a++) {
        qsort(s[a], ROUNDS, sizeof(double), by_value);
        printf("  %s %.2f", names[a], s[a][ROUNDS / 2]);
    }
    printf("\n");
    return 0;
}
