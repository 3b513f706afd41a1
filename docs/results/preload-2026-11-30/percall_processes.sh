#!/bin/sh
# percall in N pairs of fresh processes (each with its own address-space layout) on the 19
# distributions: one under the preload with the generated code built first
# (MEMCPY_JIT_PRELOAD_BUILD_AFTER=0; plt/gen: the interposition), one without the preload
# (plt/libc: what the PLT costs the C library's own memcpy). Prints each process's geometric
# means. After `sh percall.sh build`:
#   flock -x target/machine.lock sh percall_processes.sh [N] [ROUNDS] [OUT] [setarch -R]
set -eu
N=${1:-20}
ROUNDS=${2:-101}
OUT=${3:-target/tmp/memcpy-jit-percall}
shift $(( $# < 3 ? $# : 3 ))
i=0
while [ "$i" -lt "$N" ]; do
    i=$((i + 1))
    MEMCPY_JIT_PROFILE=off MEMCPY_JIT_PRELOAD_BUILD_AFTER=0 LD_PRELOAD="$OUT/libmemcpy_jit_preload.so" \
        "$@" "$OUT/percall" --rounds "$ROUNDS" "$OUT"/sizes/*.sizes | grep geometric | sed "s/^/process $i, preload: /"
    "$@" "$OUT/percall" --rounds "$ROUNDS" "$OUT"/sizes/*.sizes | grep geometric | sed "s/^/process $i, none: /"
done
