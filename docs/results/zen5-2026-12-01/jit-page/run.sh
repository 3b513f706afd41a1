#!/bin/sh
# jitpage.c (see its header) at 513-2047 B, rotating and hot: glibc from libc and from an
# anonymous page, and the amd-zen5 row's generated code twice (A and B: the same bytes in
# two pages, an A/A control). The image is the code `memcpy-jit info` prints (row.bin).
set -e
B=${B:-../../../../target/release/memcpy-jit}
cc -O2 -o jitpage jitpage.c -ldl
MEMCPY_JIT_PROFILE=off $B info | python3 ../tools/code-image.py > row.bin
for mode in rotating hot; do
  for len in 513 576 640 700 1000 1300 2047; do
    A=row.bin B=row.bin ./jitpage $len $([ $mode = hot ] && echo hot)
  done
done > results.txt
