#!/bin/sh
# Fourteen 30 s `tune --dry-run` of this branch (three copies per candidate, tune-N.txt) and of main
# 9ec8805 (one copy, main-tune-N.txt), interleaved from run 4 on, each under the exclusive
# machine lock. ROT and MAIN: the two builds of `cargo build --release -p memcpy-jit-cli`.
set -e
ROT=${ROT:-/tmp/memcpy-jit-rotslots}
MAIN=${MAIN:-/tmp/memcpy-jit-main}
for i in 1 2 3; do
  MEMCPY_JIT_PROFILE=off flock -x /work/wt/machine.lock $ROT tune --dry-run > tune-$i.txt
done
for i in 1 2 3; do
  MEMCPY_JIT_PROFILE=off flock -x /work/wt/machine.lock $MAIN tune --dry-run > main-tune-$i.txt
done
for i in 4 5 6; do
  MEMCPY_JIT_PROFILE=off flock -x /work/wt/machine.lock $MAIN tune --dry-run > main-tune-$i.txt
  MEMCPY_JIT_PROFILE=off flock -x /work/wt/machine.lock $ROT tune --dry-run > tune-$i.txt
done
for i in 7 8 9 10; do
  MEMCPY_JIT_PROFILE=off flock -x /work/wt/machine.lock $ROT tune --dry-run > tune-$i.txt
  MEMCPY_JIT_PROFILE=off flock -x /work/wt/machine.lock $MAIN tune --dry-run > main-tune-$i.txt
done
for i in 11 12 13 14; do
  MEMCPY_JIT_PROFILE=off flock -x /work/wt/machine.lock $MAIN tune --dry-run > main-tune-$i.txt
  MEMCPY_JIT_PROFILE=off flock -x /work/wt/machine.lock $ROT tune --dry-run > tune-$i.txt
done
