#!/usr/bin/env bash
# The backward band's width: the destination 1..255 bytes above the source in its page
# (the row) against 1..63 (`narrow`, the row before), 513 B..16 KiB with the destination
# 64, 128 and 200 bytes above the source (L1-hot and rotating through 1 MiB), a page copy and
# 17 bytes above, and the 19 fleet distributions, paired with glibc. Run from the
# repository's root:
#   bash docs/results/intel-spr-2026-12-03/small/band.sh [DIST_DIR]
# writes band.txt beside this script (the distributions' tables, then the fixed sizes').
set -euo pipefail
here=docs/results/intel-spr-2026-12-03/small
variants="--variant narrow=vector,backward_dst_above_src=63 --variant row=vector"
VARIANTS="$variants" bash docs/results/intel-spr-2026-12-03/regimes/run.sh "$@" > "$here/band.txt"
read -r -a v <<<"$variants"
sizes=513,700,1000,1300,2047,3000,4096,6000,8192,16384
for m in 0/64 0/128 0/200 0/0 0/17; do
  for ws in hot l2; do
    MEMCPY_JIT_PROFILE=off ./target/release/memcpy-jit ab --runs 5 --baseline glibc "${v[@]}" \
      --sizes "$sizes" --placement aligned --working-set "$ws" --misalign "$m"
  done
done >> "$here/band.txt"
