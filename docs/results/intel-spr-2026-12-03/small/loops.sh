#!/usr/bin/env bash
# Two choices of the row's mid-size path, each against the row without it, over fixed sizes in
# several layouts (L1-hot and rotating through 1 MiB) and the 19 fleet distributions, paired
# with glibc. Run from the repository's root:
#   bash docs/results/intel-spr-2026-12-03/small/loops.sh strict [DIST_DIR]   # strict.txt
#   bash docs/results/intel-spr-2026-12-03/small/loops.sh band [DIST_DIR]     # band.txt
# strict: the loops starting strictly inside the copy (`loop_start_strict`, the row) against
#   at or inside it (`loose`); 513 B..6000 B, source/destination page offsets co-aligned 2048
#   apart, +1/+3, a page copy, the destination 8 bytes above the source, and the reverse.
# band: the backward band to 255 bytes (the row) against 1..63 (`narrow`); 513 B..16 KiB,
#   the destination 64, 128 and 200 bytes above the source, a page copy and 17 bytes above.
# (A third, back2v, measured `backward_block_2v`, since removed: see the README.)
# Each writes NAME.txt beside this script: the distributions' tables, then the fixed sizes'.
set -euo pipefail
here=docs/results/intel-spr-2026-12-03/small
what=${1:?strict or band}
shift
case $what in
  strict)
    variants="--variant loose=vector,loop_start_strict=false --variant row=vector"
    sizes=513,520,576,640,700,800,1000,1024,1300,1500,2047,3000,4096,6000
    layouts="0/2048 1/2051 0/0 0/8 8/0" ;;
  band)
    variants="--variant narrow=vector,backward_dst_above_src=63 --variant row=vector"
    sizes=513,700,1000,1300,2047,3000,4096,6000,8192,16384
    layouts="0/64 0/128 0/200 0/0 0/17" ;;
  *) echo "loops.sh: strict or band, not '$what'" >&2; exit 2 ;;
esac
VARIANTS="$variants" bash docs/results/intel-spr-2026-12-03/regimes/run.sh "$@" > "$here/$what.txt"
read -r -a v <<<"$variants"
for m in $layouts; do
  for ws in hot l2; do
    MEMCPY_JIT_PROFILE=off ./target/release/memcpy-jit ab --runs 5 --baseline glibc "${v[@]}" \
      --sizes "$sizes" --placement aligned --working-set "$ws" --misalign "$m"
  done
done >> "$here/$what.txt"
