#!/bin/sh
# `memcpy-jit tune --dry-run` twice while another process copies 64 MiB back and forth
# without pause (hog.c: memory bandwidth and the shared L3 busy from the other vCPU), at
# b0ed60b: does a busy machine make `tune` choose changes it would not choose idle?
set -e
B=${B:-../../../../target/release/memcpy-jit}
cc -O2 -o hog hog.c
./hog & H=$!
trap 'kill $H' EXIT
sleep 1
for i in 1 2; do
  MEMCPY_JIT_PROFILE=off $B tune --dry-run > tune-hog$i.txt 2>&1
done
