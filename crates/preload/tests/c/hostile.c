/* Hostile conditions a program may put the preload library in (built and run by
 * tests/hostile.rs with LD_PRELOAD set). Compiled with -fno-builtin, and every copy goes
 * through a volatile pointer, so that no call is inlined or folded.
 *
 *   hostile pressure   caps RLIMIT_AS, maps memory until the kernel refuses (keeping its own
 *                      malloc(16) working), then makes 40,000 memcpy calls of 1..300 bytes
 *                      (the library's build, at call 32,768, finds no memory) and checks them
 *   hostile fork       1,000 memcpy calls of 777 bytes, then 3 children (fork) of 10 calls
 *                      of 333 bytes each; the parent waits for them
 *   hostile fds PATH   closes every descriptor from 3 up, opens PATH and moves it to every
 *                      descriptor from 3 to 127 in turn (where a duplicate the library kept
 *                      would have been), then makes 100 copies and exits
 *   hostile fd2 PATH   closes standard error and opens PATH, which gets descriptor 2
 *
 * Each mode exits 0 only if its checks passed; a failure prints what failed and exits 1. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

typedef void *(*copy_fn)(void *, const void *, size_t);
static copy_fn volatile p_memcpy = memcpy;

static int failed(const char *what) {
    printf("FAILED: %s\n", what);
    fflush(stdout);
    return 1;
}

static void copies(size_t n, int calls) {
    static uint8_t src[1024], dst[1024];
    for (int i = 0; i < calls; i++) p_memcpy(dst, src, n);
}

static int pressure(void) {
    struct rlimit r = {256u << 20, 256u << 20};
    if (setrlimit(RLIMIT_AS, &r) != 0) return failed("setrlimit");
    /* malloc(16) must keep working after the address space is full: keep a little in the
     * C library's heap. */
    void *keep = malloc(64 << 10);
    if (!keep) return failed("malloc before");
    free(keep);
    size_t maps = 0;
    for (size_t len = 64u << 20; len >= 4096; len /= 2)
        while (mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) != MAP_FAILED)
            maps++;
    if (maps == 0) return failed("no mapping made");
    void *small = malloc(16);
    if (!small) return failed("malloc(16) after the address space is full");
    uint8_t src[512], dst[512];
    for (int i = 0; i < 512; i++) src[i] = (uint8_t)(i * 7 + 3);
    for (int i = 0; i < 40000; i++) {
        size_t n = 1 + (size_t)i % 300, at = (size_t)i % 200;
        memset(dst, 0, sizeof dst);
        errno = 1234;
        p_memcpy(dst + (at & 31), src + at, n);
        if (errno != 1234) return failed("errno changed");
        if (memcmp(dst + (at & 31), src + at, n) != 0) return failed("copy");
    }
    printf("pressure ok: %zu mappings\n", maps);
    fflush(stdout);
    free(small);
    return 0;
}

static int forks(void) {
    copies(777, 1000);
    for (int c = 0; c < 3; c++) {
        pid_t pid = fork();
        if (pid < 0) return failed("fork");
        if (pid == 0) {
            copies(333, 10);
            exit(0);
        }
        int status;
        if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
            return failed("child");
    }
    return 0;
}

static int fds(const char *path) {
    closefrom(3);
    int fd = open(path, O_WRONLY | O_APPEND);
    if (fd < 0) return failed("open");
    for (int to = 3; to < 128; to++)
        if (to != fd && dup2(fd, to) != to) return failed("dup2");
    copies(100, 100);
    return 0;
}

static int fd2(const char *path) {
    close(2);
    int fd = open(path, O_WRONLY | O_APPEND);
    if (fd != 2) return failed("the file did not get descriptor 2");
    copies(100, 100);
    return 0;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    if (strcmp(mode, "pressure") == 0) return pressure();
    if (strcmp(mode, "fork") == 0) return forks();
    if (strcmp(mode, "fds") == 0 && argc > 2) return fds(argv[2]);
    if (strcmp(mode, "fd2") == 0 && argc > 2) return fd2(argv[2]);
    fprintf(stderr, "usage: hostile pressure|fork|fds PATH|fd2 PATH\n");
    return 2;
}
