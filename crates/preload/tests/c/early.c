/* A library preloaded with the preload library whose constructor runs first: its copies are
 * calls made before the preload library's constructor (tests/c_program.rs). It copies in both
 * overlap directions and apart, checks each result with a byte loop, and prints one line:
 * "early: state S, N copies, W wrong, bound B" (S from memcpy_jit_preload_state(): 0 = before
 * its constructor; B = 1 when both functions are the preload library's). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef void *(*copy_fn)(void *, const void *, size_t);
static copy_fn volatile p_memcpy = memcpy, p_memmove = memmove;

static unsigned char buf[4096];

static void fill(void) {
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = (unsigned char)(i * 131 + (i >> 8) * 7 + 1);
}

static unsigned char at(size_t i) { return (unsigned char)(i * 131 + (i >> 8) * 7 + 1); }

__attribute__((constructor)) static void early(void) {
    int (*state)(void) = (int (*)(void))dlsym(RTLD_DEFAULT, "memcpy_jit_preload_state");
    int s = state ? state() : -1, wrong = 0, n = 0, bound = 0;
    Dl_info lib, a, b;
    if (state && dladdr((void *)state, &lib) && dladdr((void *)p_memcpy, &a) &&
        dladdr((void *)p_memmove, &b))
        bound = a.dli_fbase == lib.dli_fbase && b.dli_fbase == lib.dli_fbase;
    for (size_t len = 0; len <= 300; len += 7) {
        for (int dist = -70; dist <= 70; dist += 5) {
            for (int k = 0; k < 2; k++) {
                copy_fn f = k ? p_memmove : p_memcpy;
                size_t src = 1024, dst = (size_t)((long)src + dist);
                fill();
                f(buf + dst, buf + src, len);
                n++;
                for (size_t p = 0; p < sizeof buf; p++) {
                    unsigned char want = (p >= dst && p < dst + len) ? at(src + (p - dst)) : at(p);
                    if (buf[p] != want) { wrong++; break; }
                }
            }
        }
    }
    fprintf(stderr, "early: state %d, %d copies, %d wrong, bound %d\n", s, n, wrong, bound);
}
