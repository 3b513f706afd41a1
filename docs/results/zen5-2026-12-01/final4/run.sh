#!/bin/sh
# Issue 9's figures with backward_wide_below in the amd-zen5 row (../wide/): the 19 fleet
# distributions, aligned and random placement, `tuned()` (the table's row: no profile) and
# the row built at 3 code placements (`vector`), against glibc and against AOCL-LibMem 5.3
# (zen5 build, LD_PRELOAD): {glibc,aocl}-{aligned,random}.{txt,csv}. Run from this folder.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
AOCL=${AOCL:-/tmp/aocl/build5/src/libaocl-libmem.so}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
for p in aligned random; do
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant tuned=tuned \
    $DISTS --placement $p --runs 5 --csv glibc-$p.csv > glibc-$p.txt
  MEMCPY_JIT_PROFILE=off LD_PRELOAD=$AOCL $B ab --baseline glibc --variant row=vector \
    --variant tuned=tuned $DISTS --placement $p --runs 5 --csv aocl-$p.csv > aocl-$p.txt
done
