#!/usr/bin/env bash
# The loops' start: strictly inside the copy (`loop_start_strict`, the row) against at or
# inside it (`loose`, the row before), fixed sizes of 513 B..6000 B in eight layouts (L1-hot
# and rotating through 1 MiB) and the 19 fleet distributions, paired with glibc. Run from the
# repository's root:
#   bash docs/results/intel-spr-2026-12-03/small/strict.sh [DIST_DIR]
# writes strict.txt beside this script (the distributions' tables, then the fixed sizes').
set -euo pipefail
here=docs/results/intel-spr-2026-12-03/small
variants="--variant loose=vector,loop_start_strict=false --variant row=vector"
VARIANTS="$variants" bash docs/results/intel-spr-2026-12-03/regimes/run.sh "$@" > "$here/strict.txt"
read -r -a v <<<"$variants"
sizes=513,520,576,640,700,800,1000,1024,1300,1500,2047,3000,4096,6000
# Source/destination page offsets: co-aligned 2048 apart, +1/+3, a page copy, the
# destination 8 bytes above the source, the source 8 bytes above the destination.
for m in 0/2048 1/2051 0/0 0/8 8/0; do
  for ws in hot l2; do
    MEMCPY_JIT_PROFILE=off ./target/release/memcpy-jit ab --runs 5 --baseline glibc "${v[@]}" \
      --sizes "$sizes" --placement aligned --working-set "$ws" --misalign "$m"
  done
done >> "$here/strict.txt"
