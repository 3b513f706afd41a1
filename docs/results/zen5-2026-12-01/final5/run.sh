#!/bin/sh
# One `memcpy-jit tune --dry-run` (default 30 s budget, 3 check processes) from the amd-zen5
# row (the library of 59e8768; later commits of 2026-12-01 change only tests and docs), to read its
# final check of the 142 fixed sizes against glibc: tune-dry-run.txt. Run from this folder.
set -e
B=${B:-../../../../target/release/memcpy-jit}
MEMCPY_JIT_PROFILE=off $B tune --dry-run > tune-dry-run.txt 2>&1
