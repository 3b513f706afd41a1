#!/usr/bin/env bash
# tail_page_safe in both loops and in memmove mode (reuse.txt part 7 has the forward loop
# alone): the row (`row`, `mm` in memmove mode) against the same thresholds without the
# knob (`off`, `mmoff`), paired with glibc, 5 processes each. Run from the repository's root:
#   bash docs/results/intel-spr-2026-12-03/small/pages.sh > docs/results/intel-spr-2026-12-03/small/pages.txt
# The GB/s companion tables are left out (bytes / the ns cells).
set -euo pipefail
cargo build --release -q -p memcpy-jit-cli
ab() { MEMCPY_JIT_PROFILE=off ./target/release/memcpy-jit ab --runs 5 --baseline glibc "$@" | sed '/^GB\/s/,/^$/d'; }
plain=(--variant row=vector --variant off=vector,tail_page_safe=false)
mm=(--variant mm=vector,memmove=on --variant mmoff=vector,memmove=on,tail_page_safe=false)
echo "# part 1: the backward band's layouts (src/dst page offsets), L1-hot, rotating through 1 MiB and 16 MiB"
for m in 1/3 0/64 0/0 0/17 0/200; do
  for ws in hot l2 16M; do
    ab "${plain[@]}" --sizes 513,576,600,700,800,1000,1500,2047,3000,4000,4093,4096,4097,4100,4150,4159,4200,6000,8100,8160,8175,8191 \
      --placement aligned --working-set "$ws" --misalign "$m"
  done
done
echo "# part 2: memmove mode (the preload's build), forward and backward layouts, L1-hot"
for m in 1/2051 8/0 0/2048 1/3 0/64 0/0; do
  ab "${mm[@]}" --sizes 513,600,800,1000,1500,2047,2100,4096,4100,6150,8192,8200 \
    --placement aligned --working-set hot --misalign "$m"
done
echo "# part 3: the 19 fleet distributions in every regime"
VARIANTS="${plain[*]} ${mm[*]}" bash docs/results/intel-spr-2026-12-03/regimes/run.sh | sed '/^GB\/s/,/^$/d'
