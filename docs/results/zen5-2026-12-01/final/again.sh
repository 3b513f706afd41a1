#!/bin/sh
# Two more runs of `memcpy-jit tune` (--dry-run: nothing written), for repeatability:
# tune3.txt, tune4.txt.
set -e
B=${B:-../../../../target/release/memcpy-jit}
for i in 3 4; do
  MEMCPY_JIT_PROFILE=off $B tune --dry-run > tune$i.txt
done
