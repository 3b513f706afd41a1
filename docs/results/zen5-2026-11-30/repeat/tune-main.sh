#!/bin/sh
# Two more default tunes with main's code at 4dc070e (one more step: block_align), profiles
# main{1,2}.profile. Run under flock -x target/machine.lock; MEMCPY_JIT: that binary.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}
for i in 1 2; do
  t0=$(date +%s.%N)
  MEMCPY_JIT_PROFILE=off "$B" tune --out main$i.profile >tune-main$i.txt 2>tune-main$i.err
  t1=$(date +%s.%N)
  echo "main$i default-budget $t0 $t1 $(echo "$t1 - $t0" | bc)" >>wall.txt
done
