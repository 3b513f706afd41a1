#!/bin/sh
# Three default-budget tunes, one 5 s tune, wall times (run under flock -x machine.lock).
set -eu
B=${MEMCPY_JIT:-memcpy-jit}
for i in 1 2 3; do
  t0=$(date +%s.%N)
  MEMCPY_JIT_PROFILE=off "$B" tune --out run$i.profile >tune-run$i.txt 2>tune-run$i.err
  t1=$(date +%s.%N)
  echo "run$i default-budget $t0 $t1 $(echo "$t1 - $t0" | bc)" >>wall.txt
done
t0=$(date +%s.%N)
MEMCPY_JIT_PROFILE=off "$B" tune --budget 5s --dry-run >tune-5s.txt 2>tune-5s.err
t1=$(date +%s.%N)
echo "5s --budget-5s-dry-run $t0 $t1 $(echo "$t1 - $t0" | bc)" >>wall.txt
