/* The preload library's behaviour, from a C program's side (built and run by tests/c_program.rs
 * with LD_PRELOAD set). Compiled with -fno-builtin and -fno-tree-loop-distribute-patterns, and
 * every function under test is called through a volatile pointer, so that no call is inlined,
 * folded or turned into another; the program's own reference loops never call memcpy.
 *
 *   copies exhaustive   every exported symbol (and the bootstrap copy): every length 0..=600
 *                       and 1 KiB+1, 2 KiB+1, 4 KiB, 64 KiB, 1 MiB+3; misaligned
 *                       non-overlapping copies with guard bytes; overlap in both directions
 *                       at every distance 0..=130; guard pages (PROT_NONE) flush against
 *                       source and destination; prints how many overlapping calls it made
 *                       through the exported functions ("overlaps above A below B") and how
 *                       many the library routed to the C library ("routed R")
 *   copies chk NAME     __NAME_chk with len > dstlen: must abort with glibc's message
 *   copies threads      threads racing the first calls (and the build)
 *   copies fork         forks while threads copy; every child copies and checks
 *   copies signal       a signal handler copies while the interrupted thread is inside a copy
 *   copies errno        the call that builds leaves errno as it found it
 *   copies sizes        known copies for MEMCPY_JIT_RECORD: 1000 x 333 bytes (memcpy),
 *                       4000 x 77 (memmove), 13 x 3 MiB + 5 (mempcpy), 50 x 100 overlapping
 *                       with the destination above (memmove), 7 x 1 (__memcpy_chk)
 *   copies state        prints the state only
 *
 * Every mode prints "generated yes" or "generated no" (whether memcpy_jit_preload_generated()
 * returns the generated code) and "state N" last (memcpy_jit_preload_state()), and exits 0
 * only if every check passed; a failure prints what failed and exits 1. The generated code
 * serves the calls in states 2 (forward only), 3 (no overlap) and 5 (memmove mode); in state 5
 * `exhaustive` also checks the function memcpy_jit_preload_generated() returns, called
 * directly. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

typedef void *(*copy_fn)(void *, const void *, size_t);
typedef void *(*chk_fn)(void *, const void *, size_t, size_t);

extern void *__memcpy_chk(void *, const void *, size_t, size_t);
extern void *__memmove_chk(void *, const void *, size_t, size_t);
extern void *__mempcpy_chk(void *, const void *, size_t, size_t);

static copy_fn volatile p_memcpy = memcpy;
static copy_fn volatile p_memmove = memmove;
static copy_fn volatile p_mempcpy = mempcpy;
static chk_fn volatile p_memcpy_chk = __memcpy_chk;
static chk_fn volatile p_memmove_chk = __memmove_chk;
static chk_fn volatile p_mempcpy_chk = __mempcpy_chk;
static copy_fn volatile p_bootstrap;

/* The _chk forms with dstlen = n or n + 1 (alternating with the length), so both edges pass. */
static void *memcpy_chk_w(void *d, const void *s, size_t n) { return p_memcpy_chk(d, s, n, n + (n & 1)); }
static void *memmove_chk_w(void *d, const void *s, size_t n) { return p_memmove_chk(d, s, n, n + (n & 1)); }
static void *mempcpy_chk_w(void *d, const void *s, size_t n) { return p_mempcpy_chk(d, s, n, n + (n & 1)); }
static void *memcpy_w(void *d, const void *s, size_t n) { return p_memcpy(d, s, n); }
static void *memmove_w(void *d, const void *s, size_t n) { return p_memmove(d, s, n); }
static void *mempcpy_w(void *d, const void *s, size_t n) { return p_mempcpy(d, s, n); }
static void *bootstrap_w(void *d, const void *s, size_t n) { return p_bootstrap(d, s, n); }

struct fn {
    const char *name;
    copy_fn call;
    int returns_end; /* mempcpy: returns dst + n */
};

static struct fn fns[] = {
    {"memcpy", memcpy_w, 0},         {"memmove", memmove_w, 0},
    {"mempcpy", mempcpy_w, 1},       {"__memcpy_chk", memcpy_chk_w, 0},
    {"__memmove_chk", memmove_chk_w, 0}, {"__mempcpy_chk", mempcpy_chk_w, 1},
    {"memcpy_jit_bootstrap_memmove", bootstrap_w, 0},
};
#define NFNS (sizeof fns / sizeof fns[0])

static int (*state_fn)(void);
static unsigned long long (*routed_fn)(void);
static copy_fn (*generated_fn)(void);
static copy_fn volatile p_generated;
static void *generated_w(void *d, const void *s, size_t n) { return p_generated(d, s, n); }
static int failures;

/* The states in which generated code serves the calls (see memcpy_jit_preload_state). */
static int generated(int st) { return st == 2 || st == 3 || st == 5; }

#define FAIL(...)                                                                                  \
    do {                                                                                           \
        fprintf(stderr, __VA_ARGS__);                                                              \
        fputc('\n', stderr);                                                                       \
        if (++failures > 20) exit(1);                                                              \
    } while (0)

/* A pattern without a short period: position i's byte. */
static uint8_t pat_at(size_t i) {
    uint32_t x = (uint32_t)i * 0x9E3779B9u ^ 0x5bd1e995u;
    x ^= x >> 15;
    x *= 0x2C1B3C6Du;
    x ^= x >> 12;
    return (uint8_t)x;
}

static uint8_t *pat; /* pat[i] = pat_at(i) */
#define PAT_LEN ((size_t)(4 << 20))

static void fill(uint8_t *p, size_t from, size_t n) { /* p[k] = pat[from + k] */
    for (size_t k = 0; k < n; k++) p[k] = pat[from + k];
}

/* 1 KiB+1 and 2 KiB+1: the first large lengths after 16-vector size classes (AVX-512, AVX2). */
static const size_t LARGE[] = {1025, 2049, 4096, 65536, (1 << 20) + 3};
#define NLARGE (sizeof LARGE / sizeof LARGE[0])
#define SMALL_MAX 600

static size_t length(size_t i) { return i <= SMALL_MAX ? i : LARGE[i - SMALL_MAX - 1]; }
#define NLENGTHS (SMALL_MAX + 1 + NLARGE)

static void check_return(const struct fn *f, void *ret, uint8_t *dst, size_t n, const char *what) {
    void *want = f->returns_end ? (void *)(dst + n) : (void *)dst;
    if (ret != want) FAIL("%s %s len %zu: returned %p, want %p", f->name, what, n, ret, want);
}

/* Non-overlapping copies, source and destination at several offsets, 64 guard bytes around
 * the destination. */
static void apart(const struct fn *f, uint8_t *src_area, uint8_t *dst_area) {
    static const size_t offs[] = {0, 1, 7, 31, 32, 63};
    for (size_t li = 0; li < NLENGTHS; li++) {
        size_t n = length(li);
        for (size_t a = 0; a < 6; a++) {
            for (size_t b = 0; b < 6; b++) {
                if (n > SMALL_MAX && a != b && a != 0 && b != 0) continue;
                uint8_t *src = src_area + 64 + offs[a];
                uint8_t *dst = dst_area + 64 + offs[b];
                /* destination area: guard pattern shifted by 7 so it never equals the source */
                fill(dst - 64, 7, n + 128);
                fill(src, 1000, n);
                void *ret = f->call(dst, src, n);
                check_return(f, ret, dst, n, "apart");
                for (size_t k = 0; k < 64; k++)
                    if (dst[-64 + (long)k] != pat[7 + k] || dst[n + k] != pat[7 + 64 + n + k]) {
                        FAIL("%s apart len %zu offs %zu/%zu: guard byte changed", f->name, n, offs[a], offs[b]);
                        break;
                    }
                for (size_t k = 0; k < n; k++)
                    if (dst[k] != pat[1000 + k] || src[k] != pat[1000 + k]) {
                        FAIL("%s apart len %zu offs %zu/%zu: byte %zu wrong", f->name, n, offs[a], offs[b], k);
                        break;
                    }
            }
        }
    }
}

/* Overlapping calls made through the exported functions (not the bootstrap copy, not the
 * generated code called directly): destination
 * at or above the source, and below it. */
static size_t overlaps_above, overlaps_below;

/* One buffer, source and destination `dist` apart in both directions: memmove's result, and
 * nothing outside the destination changed (64 bytes checked each side of the whole span). */
static void overlap(const struct fn *f, uint8_t *area) {
    for (size_t li = 0; li < NLENGTHS; li++) {
        size_t n = length(li);
        for (size_t dist = 0; dist <= 130; dist++) {
            for (int up = 0; up < 2; up++) {
                size_t base = 64 + (n % 61);
                size_t s = up ? base : base + dist; /* up: destination above source */
                size_t d = up ? base + dist : base;
                size_t lo = base - 64, hi = base + dist + n + 64;
                fill(area + lo, lo, hi - lo);
                if (f->call != bootstrap_w && f->call != generated_w) {
                    if (d - s < n) overlaps_above++;      /* unsigned: d >= s and inside */
                    else if (s - d < n) overlaps_below++;
                }
                void *ret = f->call(area + d, area + s, n);
                check_return(f, ret, area + d, n, up ? "overlap dst above" : "overlap dst below");
                for (size_t p = lo; p < hi; p++) {
                    uint8_t want = (p >= d && p < d + n) ? pat[s + (p - d)] : pat[p];
                    if (area[p] != want) {
                        FAIL("%s overlap len %zu distance %zu, destination %s source: byte %zd wrong",
                             f->name, n, dist, up ? "above" : "below", (ssize_t)p - (ssize_t)d);
                        break;
                    }
                }
            }
        }
    }
}

/* [PROT_NONE page][rw pages][PROT_NONE page]; returns the first rw byte. */
static uint8_t *guarded(size_t rw_bytes) {
    size_t pg = 4096, rw = (rw_bytes + pg - 1) / pg * pg;
    uint8_t *m = mmap(NULL, rw + 2 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) { perror("mmap"); exit(1); }
    if (mprotect(m, pg, PROT_NONE) || mprotect(m + pg + rw, pg, PROT_NONE)) { perror("mprotect"); exit(1); }
    return m + pg;
}

/* Source and destination flush against PROT_NONE pages: at the start of their pages and at the
 * end. A read or write one byte outside faults (the test process dies by SIGSEGV). */
static void guard_pages(const struct fn *f) {
    size_t rw = (1 << 20) + 4096 * 2;
    static uint8_t *sa, *da;
    if (!sa) { sa = guarded(rw); da = guarded(rw); }
    size_t cap = (rw + 4095) / 4096 * 4096;
    for (size_t li = 0; li < NLENGTHS; li++) {
        size_t n = length(li);
        for (int c = 0; c < 4; c++) {
            uint8_t *src = (c & 1) ? sa + cap - n : sa;
            uint8_t *dst = (c & 2) ? da + cap - n : da;
            fill(src, 3, n);
            void *ret = f->call(dst, src, n);
            check_return(f, ret, dst, n, "guard pages");
            for (size_t k = 0; k < n; k++)
                if (dst[k] != pat[3 + k]) {
                    FAIL("%s guard pages len %zu case %d: byte %zu wrong", f->name, n, c, k);
                    break;
                }
        }
    }
}

static void exhaustive(void) {
    size_t area = (2 << 20) + 8192;
    uint8_t *a = malloc(area), *b = malloc(area);
    if (!a || !b) exit(1);
    for (size_t i = 0; i < NFNS; i++) {
        apart(&fns[i], a, b);
        overlap(&fns[i], a);
        guard_pages(&fns[i]);
    }
    /* The generated code itself, called directly: memmove-correct in memmove mode (state 5). */
    if (state_fn() == 5) {
        struct fn g = {"memcpy_jit_preload_generated()", generated_w, 0};
        p_generated = generated_fn();
        if (!p_generated) FAIL("state 5, but memcpy_jit_preload_generated() is null");
        else {
            apart(&g, a, b);
            overlap(&g, a);
            guard_pages(&g);
        }
    }
    free(a);
    free(b);
    printf("overlaps above %zu below %zu\n", overlaps_above, overlaps_below);
}

/* ---- threads, fork, signals ------------------------------------------------------------- */

static uint64_t rng_next(uint64_t *s) {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* `rounds` random copies (every function, lengths up to 2 KiB, some overlapping) into a buffer
 * of the caller's, each checked. Returns the number of wrong copies. */
static int random_copies(uint64_t seed, int rounds, uint8_t *buf /* 8 KiB */) {
    int bad = 0;
    for (int r = 0; r < rounds; r++) {
        uint64_t x = rng_next(&seed);
        const struct fn *f = &fns[x % (NFNS - 1)]; /* not the bootstrap: it does not count */
        size_t n = (x >> 8) % 2049;
        size_t s = 64 + (x >> 20) % 128, d = 64 + (x >> 28) % 128;
        if (((x >> 40) & 3) == 0) d = s + 2500 + (x >> 44) % 64; /* apart, sometimes */
        size_t lo = 0, hi = 64 + 128 + 2500 + 64 + 2049 + 64;
        fill(buf, 0, hi);
        f->call(buf + d, buf + s, n);
        for (size_t p = lo; p < hi; p++) {
            uint8_t want = (p >= d && p < d + n) ? pat[s + (p - d)] : pat[p];
            if (buf[p] != want) { bad++; break; }
        }
    }
    return bad;
}

#define NTHREADS 4
static pthread_barrier_t barrier;
static int thread_bad[NTHREADS];

static void *racer(void *arg) {
    long t = (long)arg;
    uint8_t *buf = malloc(8192);
    pthread_barrier_wait(&barrier);
    thread_bad[t] = random_copies(0x1234567 + t, 40000, buf);
    free(buf);
    return NULL;
}

static void threads(void) {
    pthread_t th[NTHREADS];
    pthread_barrier_init(&barrier, NULL, NTHREADS);
    for (long t = 0; t < NTHREADS; t++) pthread_create(&th[t], NULL, racer, (void *)t);
    for (int t = 0; t < NTHREADS; t++) {
        pthread_join(th[t], NULL);
        if (thread_bad[t]) FAIL("thread %d: %d wrong copies", t, thread_bad[t]);
    }
}

static volatile int stop_copying;

static void *copier(void *arg) {
    long t = (long)arg;
    uint8_t *buf = malloc(8192);
    while (!stop_copying) thread_bad[t] += random_copies(0x9876 + t, 500, buf);
    free(buf);
    return NULL;
}

/* Children forked at moments the copying threads decide: each child copies (enough to build
 * on its own if the parent had not) and checks, and must see the generated code at the end. */
static void forks(void) {
    pthread_t th[2];
    for (long t = 0; t < 2; t++) pthread_create(&th[t], NULL, copier, (void *)t);
    uint8_t *buf = malloc(8192);
    for (int k = 0; k < 16; k++) {
        random_copies(k, 3000, buf);
        pid_t pid = fork();
        if (pid < 0) { perror("fork"); exit(1); }
        if (pid == 0) {
            int bad = random_copies(0x5555 + k, 20000, buf);
            int st = state_fn ? state_fn() : -1;
            _exit(bad ? 1 : (generated(st) ? 0 : 2));
        }
        int status;
        if (waitpid(pid, &status, 0) != pid) { perror("waitpid"); exit(1); }
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            FAIL("fork %d: child %s (status %d)", k,
                 WIFEXITED(status) && WEXITSTATUS(status) == 2 ? "ended without the generated code" : "failed",
                 status);
    }
    stop_copying = 1;
    for (int t = 0; t < 2; t++) {
        pthread_join(th[t], NULL);
        if (thread_bad[t]) FAIL("copying thread %d: %d wrong copies", t, thread_bad[t]);
    }
    free(buf);
}

static volatile sig_atomic_t in_copy, handler_bad, interrupted_in_copy, handled;
static uint8_t handler_buf[8192];

static void on_signal(int sig) {
    (void)sig;
    int saved = errno;
    handled++;
    if (in_copy) interrupted_in_copy++;
    if (random_copies(handled, 4, handler_buf)) handler_bad++;
    errno = saved;
}

#define BIG ((size_t)(1 << 20) + 3)
static uint8_t *big_src, *big_dst;
static int big_bad;

static void *big_copier(void *arg) {
    (void)arg;
    sigset_t none;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, NULL);
    for (size_t r = 0; !stop_copying; r++) {
        const struct fn *f = &fns[r % (NFNS - 1)];
        size_t shift = r % 67;
        in_copy = 1;
        f->call(big_dst, big_src + shift, BIG);
        in_copy = 0;
        for (size_t k = 0; k < BIG; k += 4099)
            if (big_dst[k] != pat[shift + k]) { big_bad++; break; }
        if (big_dst[BIG - 1] != pat[shift + BIG - 1]) big_bad++;
    }
    return NULL;
}

/* Signals at one thread while it copies 1 MiB at a time; the handler copies too. Until the
 * handler has run 200 times with the thread inside a copy (at most 4 million signals). */
static void signals(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGUSR1, &sa, NULL);
    big_src = malloc(BIG + 128);
    big_dst = malloc(BIG);
    fill(big_src, 0, BIG + 128);
    pthread_t th;
    pthread_create(&th, NULL, big_copier, NULL);
    long sent = 0;
    while (interrupted_in_copy < 200 && sent < 4000000) {
        pthread_kill(th, SIGUSR1);
        sent++;
        if (sent % 64 == 0) sched_yield();
    }
    stop_copying = 1;
    pthread_join(th, NULL);
    if (interrupted_in_copy < 200)
        FAIL("only %d of %ld signals arrived inside a copy", (int)interrupted_in_copy, sent);
    if (handler_bad) FAIL("signal handler: %d wrong copies", (int)handler_bad);
    if (big_bad) FAIL("interrupted thread: %d wrong copies", big_bad);
    printf("signals %ld handled %d inside a copy %d\n", sent, (int)handled, (int)interrupted_in_copy);
    /* How many copies the signal phase made depends on how fast signals arrive (a loaded
     * machine delivers them differently), so it may end before the build: 25 000 more calls
     * earn more than the 20 000 credit the test asks for, and the final state is always the
     * generated code. Whether the build fell inside the signal phase is printed. */
    printf("built during the signals: %s\n", state_fn && state_fn() == 2 ? "yes" : "no");
    unsigned char a[64], b[64];
    fill(a, 1, sizeof a);
    for (int i = 0; i < 25000; i++) p_memcpy(b, a, sizeof a);
    if (memcmp(a, b, sizeof a)) FAIL("copy after the signals");
}

/* The first call builds (run with MEMCPY_JIT_PRELOAD_BUILD_AFTER=0 and a calibration file that
 * does not exist, whose failed open sets errno inside the build). */
static void errno_kept(void) {
    static uint8_t d[64], s[64];
    int before = state_fn();
    errno = EDOM;
    p_memcpy(d, s, sizeof d);
    int after = state_fn();
    if (errno != EDOM) FAIL("errno %d after the building call, want EDOM (%d)", errno, EDOM);
    if (before != 1 || !generated(after))
        FAIL("states %d -> %d, want 1 -> 2, 3 or 5: that call did not build", before, after);
}

static void sizes(void) {
    size_t big = (3u << 20) + 5;
    uint8_t *a = malloc(big + 256), *b = malloc(big + 256);
    if (!a || !b) exit(1);
    for (int i = 0; i < 1000; i++) p_memcpy(b, a, 333);
    for (int i = 0; i < 4000; i++) p_memmove(b, a, 77);
    for (int i = 0; i < 13; i++) p_mempcpy(b, a, big);
    for (int i = 0; i < 50; i++) p_memmove(a + 10, a, 100);
    for (int i = 0; i < 7; i++) p_memcpy_chk(b, a, 1, 1);
    free(a);
    free(b);
}

static int chk(const char *name) {
    static uint8_t d[16], s[32];
    chk_fn f = !strcmp(name, "memcpy") ? p_memcpy_chk
             : !strcmp(name, "memmove") ? p_memmove_chk
             : !strcmp(name, "mempcpy") ? p_mempcpy_chk : NULL;
    if (!f) return 2;
    f(d, s, 16, 16); /* at the limit: fine */
    f(d, s, 17, 16); /* one over: must not return */
    fprintf(stderr, "__%s_chk returned\n", name);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: copies MODE\n"); return 2; }
    const char *mode = argv[1];
    /* Runs with or without the preload library (to compare the message with glibc's). */
    if (!strcmp(mode, "chk") && argc == 3) return chk(argv[2]);

    state_fn = (int (*)(void))dlsym(RTLD_DEFAULT, "memcpy_jit_preload_state");
    p_bootstrap = (copy_fn)dlsym(RTLD_DEFAULT, "memcpy_jit_bootstrap_memmove");
    routed_fn = (unsigned long long (*)(void))dlsym(RTLD_DEFAULT, "memcpy_jit_preload_routed");
    generated_fn = (copy_fn(*)(void))dlsym(RTLD_DEFAULT, "memcpy_jit_preload_generated");
    if (!state_fn || !p_bootstrap || !routed_fn || !generated_fn) { fprintf(stderr, "the preload library is not loaded\n"); return 2; }
    /* Every function under test must be the preload library's. */
    Dl_info lib;
    if (!dladdr((void *)state_fn, &lib)) return 2;
    void *syms[] = {(void *)p_memcpy, (void *)p_memmove, (void *)p_mempcpy, (void *)p_memcpy_chk,
                    (void *)p_memmove_chk, (void *)p_mempcpy_chk};
    for (size_t i = 0; i < 6; i++) {
        Dl_info in;
        if (!dladdr(syms[i], &in) || in.dli_fbase != lib.dli_fbase)
            FAIL("%s is bound to %s, not to %s", fns[i].name, in.dli_fname, lib.dli_fname);
    }
    pat = malloc(PAT_LEN);
    for (size_t i = 0; i < PAT_LEN; i++) pat[i] = pat_at(i);

    if (!strcmp(mode, "exhaustive")) exhaustive();
    else if (!strcmp(mode, "threads")) threads();
    else if (!strcmp(mode, "fork")) forks();
    else if (!strcmp(mode, "signal")) signals();
    else if (!strcmp(mode, "errno")) errno_kept();
    else if (!strcmp(mode, "sizes")) sizes();
    else if (strcmp(mode, "state")) { fprintf(stderr, "unknown mode %s\n", mode); return 2; }
    printf("routed %llu\n", routed_fn());
    int st = state_fn();
    printf("generated %s\n", generated_fn() ? "yes" : "no");
    printf("state %d\n", st);
    return failures ? 1 : 0;
}
