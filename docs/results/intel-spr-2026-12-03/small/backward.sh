#!/usr/bin/env bash
# Page copies ((dst - src) mod 4096 = 0) and the destination 1..63 bytes above the source in
# its page, 513 bytes to 8 KiB: the forward loop (`row`, the row before the backward band) against the backward
# loop (`band`: backward_dst_above_src=63, backward_page, below 8 KiB), fixed sizes and the
# 19 fleet distributions, paired with glibc. Run from the repository's root:
#   bash docs/results/intel-spr-2026-12-03/small/backward.sh [DIST_DIR]
set -euo pipefail
here=docs/results/intel-spr-2026-12-03/small
variants="--variant row=vector,backward_dst_above_src=0,backward_page=false,backward_below=none --variant band=vector,backward_dst_above_src=63,backward_page=true,backward_below=8192"
VARIANTS="$variants" bash docs/results/intel-spr-2026-12-03/regimes/run.sh "$@" > "$here/backward-distributions.txt"
read -r -a v <<<"$variants"
sizes=513,576,700,800,1000,1300,2047,3000,4096,6000,8192,16384
for m in 0/0 0/17 1/3; do
  for ws in hot l2; do
    MEMCPY_JIT_PROFILE=off ./target/release/memcpy-jit ab --runs 5 --baseline glibc "${v[@]}" \
      --sizes "$sizes" --placement aligned --working-set "$ws" --misalign "$m"
  done
done > "$here/backward-fixed.txt"
