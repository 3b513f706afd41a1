#!/bin/sh
# The backward band's distances: the amd-zen5 row as it was (band 1..=255 below 4 KiB) and
# with backward_wide_below=2048 (distances of a line or more only below 2 KiB), against
# glibc, at fixed sizes 600-4091 B, the destination 8..255 bytes above the source modulo 4096,
# L1-hot and rotating over L2: d<D>-<hot|l2>.{txt,csv}. Run from this folder.
set -e
B=${B:-../../../../target/release/memcpy-jit}
for ws in hot l2; do
  for d in 8 32 63 64 96 128 192 255; do
    MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector,backward_wide_below=none \
      --variant wide=vector,backward_wide_below=2048 --sizes 600,1000,2047,2200,3000,4091 \
      --misalign 0/$d --working-set $ws --runs 3 --csv d$d-$ws.csv > d$d-$ws.txt
  done
done
