#!/bin/sh
# The 19 fleet distributions, aligned and random placement, against glibc and (LD_PRELOAD) against
# AOCL-LibMem 5.3 built for zen5: the amd-zen5 row against the same with the strict loop start
# (run at 698a120, before the row took it; hence the explicit values). B = the memcpy-jit
# binary; AOCL = the library.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
AOCL=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
V="--variant row=vector,loop_start_strict=false --variant strict=vector,loop_start_strict=true"
for p in aligned random; do
  $B ab --baseline glibc $V $DISTS --placement $p --runs 5 --csv glibc-$p.csv > glibc-$p.txt
  LD_PRELOAD=$AOCL $B ab --baseline glibc $V $DISTS --placement $p --runs 5 --csv aocl-$p.csv > aocl-$p.txt
done
