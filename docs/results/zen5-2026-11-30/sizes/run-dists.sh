#!/bin/bash
# The 19 fleet distributions, aligned and random placement, against glibc and against
# AOCL-LibMem (LD_PRELOAD: the column named glibc is then AOCL-LibMem's memcpy).
# row = the amd-zen5 table row (MEMCPY_JIT_PROFILE=off for the row; `tuned` loads the profile);
# m32 = the row with the 32-byte masked window of before; trade = trade-offs.profile.
set -e
B=${B:-memcpy-jit}
D=${D:-../shared/data/size-distributions}
HERE=$(cd "$(dirname "$0")" && pwd)
DISTS=""
for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
for base in glibc aocl; do
  PRE=""
  [ $base = aocl ] && PRE=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}
  for pl in aligned random; do
    env MEMCPY_JIT_PROFILE=$HERE/trade-offs.profile LD_PRELOAD=$PRE $B ab --baseline glibc \
      --variant row=vector --variant m32=vector,masked=32 --variant trade=tuned \
      $DISTS --placement $pl --runs 5 --csv $HERE/$base-$pl.csv > $HERE/$base-$pl.txt
  done
done
