#!/usr/bin/env bash
# The issue's fixed-size target as it reads ("fixed sizes, hot (L1) and LLC, aligned and
# misaligned"): the row against glibc at 45 sizes of 1 B-64 KiB, each size alone, source and
# destination at page offsets 0/0 and +1/+3, every call at the same place (L1-hot) or each
# call 64 bytes further through 16 MiB (8 MiB a side: lines from beyond L2). Run from the
# repository's root:
#   bash docs/results/intel-spr-2026-12-03/small/fixed.sh     # writes fixed-issue.txt
set -euo pipefail
here=docs/results/intel-spr-2026-12-03/small
cargo build --release -q -p memcpy-jit-cli
sizes=1,2,3,4,6,8,12,15,16,17,20,24,31,32,33,40,48,56,63,64,65,80,96,100,112,127,128,129,160,192,256,384,512,576,640,800,1000,1024,1500,2048,3000,4096,8192,16384,65536
for m in 0/0 1/3; do
  for ws in hot 16M; do
    MEMCPY_JIT_PROFILE=off ./target/release/memcpy-jit ab --runs 5 --baseline glibc \
      --variant row=vector --sizes "$sizes" --placement aligned --working-set "$ws" --misalign "$m"
  done
done > "$here/fixed-issue.txt"
