#!/usr/bin/env bash
# The intel-fsrm row's small-copy path (compares from the top: above 128 bytes, 65..=128,
# 33..=64, then 0..=32 by two 16-byte masked windows through one mask) against the row of
# the morning (one 32-byte masked window, tested first), the same 32-byte window behind the
# row's compares, and no window, paired with glibc.
# Run from the repository's root:
#   bash docs/results/intel-spr-2026-12-03/small/run.sh [DIST_DIR]
# writes distributions.txt and fixed-*.txt beside this script.
set -euo pipefail
here=docs/results/intel-spr-2026-12-03/small
variants="--variant row=vector --variant was=vector,masked_form=halves,two_vectors_first=false --variant ymm=vector,masked_form=halves --variant nomask=vector,masked=0"
VARIANTS="$variants" bash docs/results/intel-spr-2026-12-03/regimes/run.sh "$@" > "$here/distributions.txt"
read -r -a v <<<"$variants"
sizes=1,2,3,4,6,8,12,15,16,17,20,24,31,32,33,40,48,56,63,64,65,80,96,112,127,128,129,160,192,256,384,512,1024,2048,4096
ab() { MEMCPY_JIT_PROFILE=off ./target/release/memcpy-jit ab --runs 5 --baseline glibc "${v[@]}" --sizes "$sizes" "$@"; }
ab --placement aligned --working-set hot --misalign 0/0 > "$here/fixed-l1-aligned.txt"
ab --placement aligned --working-set hot --misalign 1/3 > "$here/fixed-l1-misaligned.txt"
ab --placement random --placement llc > "$here/fixed-random-llc.txt"
