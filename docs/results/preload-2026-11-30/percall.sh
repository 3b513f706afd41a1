#!/bin/sh
# The preload's per-call cost (issue 10: "within 2% of Memcpy::tuned() called directly").
#
#   flock -s target/machine.lock sh percall.sh build [OUT]   # cargo and cc (may overlap builds)
#   flock -x target/machine.lock sh percall.sh run [OUT]     # timing (needs the machine idle)
#
# build: the preload (cargo build --profile preload -p memcpy-jit-preload), the 19 fleet distributions
# of ../shared/data/size-distributions drawn to 65,536 sizes each (the draw_sizes example: the
# harness's seeded draw, seed 1), and percall.c (cc -O2 -fno-builtin: its memcpy calls are real
# calls through the PLT).
# run: percall without the preload (plt is the C library's memcpy through the PLT: what the PLT
# itself costs against a call through a pointer), then under LD_PRELOAD twice:
# MEMCPY_JIT_PRELOAD_BUILD_AFTER=0 (the generated code, built before timing: plt vs gen is the
# interposition) and =2^64-1 (never earned: plt is the forwarding path a process takes before
# the build, against the C library's memmove).
# MEMCPY_JIT_PROFILE=off in both (the table row, as the ab runs of docs/results/zen5-2026-11-30).
# ROUNDS (default 101) and AFTER (default: the run without the preload, then
# "0 18446744073709551615") change the run.
set -eu
cd "$(dirname "$0")"
ROOT=$(cd ../../.. && pwd)
OUT=${2:-target/tmp/memcpy-jit-percall}
T=${CARGO_TARGET_DIR:-$ROOT/target}
D=$ROOT/../shared/data/size-distributions
[ -d "$D" ] || D=../shared/data/size-distributions
ROUNDS=${ROUNDS:-101}
FIXED="fixed:1 fixed:8 fixed:16 fixed:32 fixed:64 fixed:100 fixed:128 fixed:256 fixed:512 fixed:1024 fixed:2048 fixed:4096 fixed:16384 fixed:65536"
case "${1:-}" in
build)
    mkdir -p "$OUT"
    (cd "$ROOT" && cargo build --profile preload -p memcpy-jit-preload)
    cp "$T/preload/libmemcpy_jit_preload.so" "$OUT/"
    (cd "$ROOT" && cargo run -q --release -p memcpy-jit-preload --example draw_sizes -- \
        "$OUT/sizes" "$D"/MemcpyGoogle*.csv "$D"/fleetbench-Memcpy_*.csv)
    cc -O2 -Wall -Wextra -fno-builtin -o "$OUT/percall" percall.c -ldl -lm
    ;;
run)
    uname -r
    grep -m1 'model name' /proc/cpuinfo
    if [ -z "${AFTER:-}" ]; then
        echo "== without the preload"
        "$OUT/percall" --rounds "$ROUNDS" "$OUT"/sizes/*.sizes $FIXED
    fi
    for after in ${AFTER:-0 18446744073709551615}; do
        echo "== MEMCPY_JIT_PRELOAD_BUILD_AFTER=$after"
        MEMCPY_JIT_PROFILE=off MEMCPY_JIT_PRELOAD_BUILD_AFTER=$after MEMCPY_JIT_PRELOAD_REPORT=1 \
            LD_PRELOAD="$OUT/libmemcpy_jit_preload.so" \
            "$OUT/percall" --rounds "$ROUNDS" "$OUT"/sizes/*.sizes $FIXED
    done
    ;;
*)
    echo "usage: sh percall.sh build|run [OUT]" >&2
    exit 2
    ;;
esac
