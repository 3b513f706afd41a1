/* percall: what a program's memcpy costs per call through the preload library, against the very
 * same generated function called directly through a pointer, and against the C library's own
 * memcpy and memmove called through pointers. Run under LD_PRELOAD (percall.sh does it).
 *
 *   percall [--rounds N] [--target-us U] WORKLOAD...
 *
 * A WORKLOAD is a file of little-endian uint32 sizes (a power-of-two count; draw_sizes writes
 * 65,536 drawn from a fleet distribution, as the harness's --dist does) or `fixed:N` (every
 * call N bytes). Calls walk two 256 KiB regions the way the harness's aligned placement does
 * (each call 64-byte-rounded further along, both regions page-aligned, the whole working set
 * 512 KiB: half the L2 of the Zen 5 guest).
 *
 * Arms (each a noinline, noipa function with the same loop; only the call differs):
 *   plt   memcpy(d, s, n): the call a program compiled with -fno-builtin makes (call memcpy@PLT,
 *         then the library's exported memcpy: its load of the published pointer, a test and an
 *         indirect jump to the generated code; or, before the build, its forwarding path)
 *   gen   the function memcpy_jit_preload_generated() returns, called through a pointer (absent
 *         when the library has not built: MEMCPY_JIT_PRELOAD_BUILD_AFTER=never or huge)
 *   libc  the C library's memcpy, called through a pointer (dlsym in libc.so.6)
 *   libcmm the C library's memmove, the same way (what the library forwards to)
 *
 * Without the preload, plt is the C library's memcpy through the PLT (what any program pays
 * for its calls without the library), compared with libc: the cost of the PLT itself.
 *
 * Each round takes one sample of every arm (a sample: whole passes over the sizes, at least
 * --target-us long), in an order that reverses every other round (A B C D, D C B A, ...). Per
 * workload: the median ns per call of each arm, and the median with q1-q3 of the per-round
 * ratios plt/gen and libc/gen (before the build: plt/libcmm and libc/libcmm; without the
 * preload: plt/libc and libcmm/libc). Timing: CLOCK_MONOTONIC. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

typedef void *(*copy_fn)(void *, const void *, size_t);

#define REGION ((size_t)256 << 10)

struct walk {
    const uint32_t *sizes;
    size_t count; /* a power of two */
    size_t off;   /* where the next call copies, in both regions */
    uint8_t *src; /* the source region; the destination region follows it */
};

static uint64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* `passes` passes over the sizes, along the harness's walk (harness::Walk::next_copy) over
 * REGION bytes (every size fits: checked on loading). The loop's state (the size pointer, its
 * end, the offset, the region, and the function in time_ptr) fits in the callee-saved
 * registers, so neither arm's loop touches the stack: the two differ only in the call. */
#define WALK_LOOP(CALL)                                                                            \
    const uint32_t *end = w->sizes + w->count;                                                     \
    size_t off = w->off;                                                                           \
    uint8_t *src = w->src;                                                                         \
    uint64_t t0 = now_ns();                                                                        \
    for (size_t p = 0; p < passes; p++) {                                                          \
        for (const uint32_t *q = w->sizes; q != end; q++) {                                        \
            size_t len = *q;                                                                       \
            if (off + len > REGION) off = 0;                                                       \
            CALL(src + REGION + off, src + off, len);                                              \
            off += (len + 63) & ~(size_t)63;                                                       \
        }                                                                                          \
    }                                                                                              \
    uint64_t t = now_ns() - t0;                                                                    \
    w->off = off;                                                                                  \
    return t;

/* Both timing functions start a page apart (aligned to 4096), so that their loops, identical but
 * for the call, sit at the same offsets in their pages and cache lines: the loop's own alignment
 * is not part of the difference. */
__attribute__((noinline, noipa, aligned(4096))) static uint64_t time_plt(struct walk *w, size_t passes) {
    WALK_LOOP(memcpy)
}

__attribute__((noinline, noipa, aligned(4096))) static uint64_t time_ptr(struct walk *w, size_t passes,
                                                                          copy_fn f) {
    WALK_LOOP(f)
}

enum { PLT, GEN, LIBC, LIBCMM, NARMS };
static const char *arm_name[NARMS] = {"plt", "gen", "libc", "libcmm"};
static copy_fn arm_fn[NARMS];

static uint64_t time_arm(int a, struct walk *w, size_t passes) {
    return a == PLT ? time_plt(w, passes) : time_ptr(w, passes, arm_fn[a]);
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The q-quantile of v[0..n) (sorts v), linear between neighbours. */
static double quantile(double *v, size_t n, double q) {
    qsort(v, n, sizeof *v, cmp_double);
    double pos = q * (double)(n - 1);
    size_t i = (size_t)pos;
    double f = pos - (double)i;
    return i + 1 < n ? v[i] * (1 - f) + v[i + 1] * f : v[i];
}

static uint32_t *load_sizes(const char *path, size_t *count) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(2); }
    if (fseek(f, 0, SEEK_END)) { perror(path); exit(2); }
    long bytes = ftell(f);
    rewind(f);
    size_t n = (size_t)bytes / 4;
    if (bytes <= 0 || bytes % 4 || (n & (n - 1))) {
        fprintf(stderr, "%s: not a power-of-two count of uint32 sizes\n", path);
        exit(2);
    }
    uint32_t *v = malloc((size_t)bytes);
    if (!v || fread(v, 4, n, f) != n) { fprintf(stderr, "%s: read failed\n", path); exit(2); }
    fclose(f);
    for (size_t i = 0; i < n; i++)
        if (v[i] > REGION) { fprintf(stderr, "%s: size %u > %zu\n", path, v[i], REGION); exit(2); }
    *count = n;
    return v;
}

int main(int argc, char **argv) {
    int rounds = 101;
    double target_us = 100;
    int first = 1;
    while (first < argc && !strncmp(argv[first], "--", 2)) {
        if (!strcmp(argv[first], "--rounds") && first + 1 < argc) rounds = atoi(argv[first + 1]);
        else if (!strcmp(argv[first], "--target-us") && first + 1 < argc) target_us = atof(argv[first + 1]);
        else { fprintf(stderr, "unknown option %s\n", argv[first]); return 2; }
        first += 2;
    }
    if (first >= argc || rounds < 3) {
        fprintf(stderr, "usage: percall [--rounds N>=3] [--target-us U] WORKLOAD...\n");
        return 2;
    }

    /* Source and destination regions, page-aligned, faulted in. */
    uint8_t *buf = mmap(NULL, 2 * REGION, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (buf == MAP_FAILED) { perror("mmap"); return 1; }
    for (size_t i = 0; i < 2 * REGION; i++) buf[i] = (uint8_t)(i * 7 + 1);

    /* The first call after the library's constructor builds with BUILD_AFTER=0. */
    memcpy(buf + REGION, buf, 4096);
    int (*state)(void) = (int (*)(void))dlsym(RTLD_DEFAULT, "memcpy_jit_preload_state");
    copy_fn (*generated)(void) = (copy_fn(*)(void))dlsym(RTLD_DEFAULT, "memcpy_jit_preload_generated");
    void *libc = dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD);
    int preloaded = state && generated;
    if (!libc || (state && !generated)) {
        fprintf(stderr, "no libc.so.6, or a preload library without memcpy_jit_preload_generated\n");
        return 2;
    }
    arm_fn[GEN] = preloaded ? generated() : NULL;
    arm_fn[LIBC] = (copy_fn)dlsym(libc, "memcpy");
    arm_fn[LIBCMM] = (copy_fn)dlsym(libc, "memmove");
    int have_gen = arm_fn[GEN] != NULL;
    Dl_info plt_target, libc_fn;
    copy_fn plt_fn = memcpy;
    dladdr((void *)plt_fn, &plt_target);
    dladdr((void *)arm_fn[LIBC], &libc_fn);
    printf("state %d; memcpy bound to %s at %p; gen %p%s; libc memcpy %p in %s, memmove %p; "
           "time_plt %p\n",
           preloaded ? state() : -1, plt_target.dli_fname, (void *)plt_fn, (void *)arm_fn[GEN],
           have_gen ? "" : " (not built)", (void *)arm_fn[LIBC], libc_fn.dli_fname,
           (void *)arm_fn[LIBCMM], (void *)time_plt);

    /* Every arm copies: checked once on a 3000-byte copy. */
    for (int a = 0; a < NARMS; a++) {
        if (a == GEN && !have_gen) continue;
        memset(buf + REGION, 0, 3000);
        if (a == PLT) memcpy(buf + REGION, buf + 5, 3000);
        else arm_fn[a](buf + REGION, buf + 5, 3000);
        if (memcmp(buf + REGION, buf + 5, 3000)) { fprintf(stderr, "%s does not copy\n", arm_name[a]); return 1; }
    }

    int arms[NARMS], narms = 0;
    for (int a = 0; a < NARMS; a++)
        if (a != GEN || have_gen) arms[narms++] = a;
    int ref = have_gen ? GEN : preloaded ? LIBCMM : LIBC; /* what plt is compared with */
    int other = ref == LIBC ? LIBCMM : LIBC;            /* the second ratio: other/ref */

    printf("%d rounds; sample >= %.0f us, whole passes; ns per call: median of rounds\n", rounds, target_us);
    char head[2][32];
    snprintf(head[0], sizeof head[0], "plt/%s (q1-q3)", arm_name[ref]);
    snprintf(head[1], sizeof head[1], "%s/%s (q1-q3)", arm_name[other], arm_name[ref]);
    printf("%-24s %8s %8s %8s %8s   %-28s %-28s\n", "workload", "plt", have_gen ? "gen" : "-", "libc",
           "libcmm", head[0], head[1]);
    double log_sum[2] = {0, 0};
    int nlogs = 0;
    for (int wi = first; wi < argc; wi++) {
        size_t count;
        const uint32_t *sizes;
        const char *label = argv[wi];
        if (!strncmp(argv[wi], "fixed:", 6)) {
            /* A pass of 256 calls of the one size. */
            static uint32_t fixed[256];
            unsigned long n = strtoul(argv[wi] + 6, NULL, 10);
            if (n > REGION) { fprintf(stderr, "%s too large\n", argv[wi]); return 2; }
            for (size_t i = 0; i < 256; i++) fixed[i] = (uint32_t)n;
            sizes = fixed;
            count = 256;
        } else {
            sizes = load_sizes(argv[wi], &count);
            const char *slash = strrchr(label, '/');
            label = slash ? slash + 1 : label;
        }
        struct walk w = {sizes, count, 0, buf};
        /* Warm-up (each arm two passes), then passes per sample: at least target_us for the
         * fastest arm. */
        double fastest = INFINITY;
        for (int i = 0; i < narms; i++) {
            uint64_t t = time_arm(arms[i], &w, 1);
            t = time_arm(arms[i], &w, 1);
            double ns = (double)t / (double)count;
            fastest = ns < fastest ? ns : fastest;
        }
        size_t passes = (size_t)ceil(target_us * 1000.0 / (fastest > 0.05 ? fastest : 0.05) / (double)count);
        if (passes < 1) passes = 1;
        size_t k = passes * count;
        double *ns[NARMS], *ratio[2];
        for (int a = 0; a < NARMS; a++) ns[a] = calloc((size_t)rounds, sizeof(double));
        ratio[0] = calloc((size_t)rounds, sizeof(double));
        ratio[1] = calloc((size_t)rounds, sizeof(double));
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < narms; i++) {
                int a = arms[r & 1 ? narms - 1 - i : i];
                ns[a][r] = (double)time_arm(a, &w, passes) / (double)k;
            }
            ratio[0][r] = ns[PLT][r] / ns[ref][r];
            ratio[1][r] = ns[other][r] / ns[ref][r];
        }
        char cells[2][64];
        double med[2];
        for (int j = 0; j < 2; j++) {
            double q1 = quantile(ratio[j], (size_t)rounds, 0.25);
            med[j] = quantile(ratio[j], (size_t)rounds, 0.5);
            double q3 = quantile(ratio[j], (size_t)rounds, 0.75);
            snprintf(cells[j], sizeof cells[j], "%.4f (%.4f-%.4f)", med[j], q1, q3);
        }
        if (strncmp(argv[wi], "fixed:", 6)) {
            log_sum[0] += log(med[0]);
            log_sum[1] += log(med[1]);
            nlogs++;
        }
        printf("%-24s %8.3f %8.3f %8.3f %8.3f   %-28s %-28s\n", label,
               quantile(ns[PLT], (size_t)rounds, 0.5),
               have_gen ? quantile(ns[GEN], (size_t)rounds, 0.5) : NAN,
               quantile(ns[LIBC], (size_t)rounds, 0.5), quantile(ns[LIBCMM], (size_t)rounds, 0.5),
               cells[0], cells[1]);
        fflush(stdout);
        for (int a = 0; a < NARMS; a++) free(ns[a]);
        free(ratio[0]);
        free(ratio[1]);
    }
    if (nlogs)
        printf("geometric mean over the %d size files: plt/%s %.4f, %s/%s %.4f\n", nlogs,
               arm_name[ref], exp(log_sum[0] / nlogs), arm_name[other], arm_name[ref],
               exp(log_sum[1] / nlogs));
    if (preloaded) printf("state %d at exit\n", state());
    return 0;
}
