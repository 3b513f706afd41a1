/* A program with its own allocator whose realloc copies with memcpy while holding its lock, as
 * real allocators do. The first memcpy the program makes is that one, and it builds the
 * generated code (MEMCPY_JIT_PRELOAD_BUILD_AFTER=0): if the build called malloc, malloc would
 * find its lock held by its own thread. The lock is error-checking, so that shows as EDEADLK
 * (exit 3 with a message) instead of a hang. Prints "state N" at the end. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP;
static _Alignas(64) unsigned char heap[64 << 20];
static size_t top;

static void take(void) {
    if (pthread_mutex_lock(&lock) == EDEADLK) {
        static const char m[] = "malloc entered while its own thread holds the allocator lock\n";
        write(2, m, sizeof m - 1);
        _exit(3);
    }
}

/* A block of n bytes aligned to `align` (a power of two, at least 16), its size stored in the
 * 16 bytes before it. Caller holds the lock. */
static void *bump(size_t n, size_t align) {
    if (align < 16) align = 16;
    size_t start = (top + 16 + align - 1) & ~(align - 1);
    if (start + n > sizeof heap) return NULL;
    top = start + n;
    *(size_t *)(heap + start - 16) = n;
    return heap + start;
}

void *malloc(size_t n) {
    take();
    void *p = bump(n, 16);
    pthread_mutex_unlock(&lock);
    return p;
}

void free(void *p) { (void)p; }

void *calloc(size_t a, size_t b) {
    size_t n = a * b;
    if (b && n / b != a) return NULL;
    return malloc(n); /* the heap is zeroed and never reused */
}

void *realloc(void *p, size_t n) {
    take();
    void *q = bump(n, 16);
    if (p && q) {
        size_t old = *(size_t *)((unsigned char *)p - 16);
        memcpy(q, p, old < n ? old : n); /* under the lock, as real allocators copy */
    }
    pthread_mutex_unlock(&lock);
    return q;
}

int posix_memalign(void **out, size_t align, size_t n) {
    take();
    *out = bump(n, align);
    pthread_mutex_unlock(&lock);
    return *out ? 0 : ENOMEM;
}

void *aligned_alloc(size_t align, size_t n) {
    void *p;
    return posix_memalign(&p, align, n) ? NULL : p;
}

void *memalign(size_t align, size_t n) { return aligned_alloc(align, n); }

int main(void) {
    int (*state)(void) = (int (*)(void))dlsym(RTLD_DEFAULT, "memcpy_jit_preload_state");
    if (!state) { fprintf(stderr, "the preload library is not loaded\n"); return 2; }
    int before = state();
    char *p = malloc(100);
    for (int i = 0; i < 100; i++) p[i] = (char)i;
    p = realloc(p, 300); /* memcpy under the lock: the call that builds */
    int after = state();
    for (int i = 0; i < 100; i++)
        if (p[i] != (char)i) { fprintf(stderr, "realloc lost byte %d\n", i); return 1; }
    printf("states %d -> %d\nstate %d\n", before, after, after);
    return before == 1 && after == 5 ? 0 : 1; /* 5: the generated code, memmove mode */
}
