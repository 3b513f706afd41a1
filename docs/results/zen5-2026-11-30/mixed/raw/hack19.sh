#!/bin/sh
# The 19 distributions against AOCL-LibMem, the row from the hack binary with and without HACK_LATE_TAIL
B=target/tmp/memcpy-jit-mixed-hack; D=../shared/data/size-distributions; A=target/tmp/aocl/build5/src/libaocl-libmem.so
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
for p in aligned random; do
  MEMCPY_JIT_PROFILE=off LD_PRELOAD=$A $B ab --baseline glibc --variant row=vector $DISTS --placement $p --runs 5 --csv hack19-off-$p.csv > hack19-off-$p.txt
  HACK_LATE_TAIL=1 MEMCPY_JIT_PROFILE=off LD_PRELOAD=$A $B ab --baseline glibc --variant row=vector $DISTS --placement $p --runs 5 --csv hack19-on-$p.csv > hack19-on-$p.txt
done
