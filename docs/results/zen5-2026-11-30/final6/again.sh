#!/bin/sh
# The second tune's choice (tune-again.txt: two_vectors_first on, the tail loaded after the
# loop from 4 KiB below 8 KiB) against the row, glibc and AOCL-LibMem, as run.sh measures.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
T2=tuned,two_vectors_first=true,tail_loads_after_loop_from=4096,tail_loads_after_loop_below=8192
export MEMCPY_JIT_PROFILE=off
for p in aligned random; do
  $B ab --baseline glibc --variant row=vector --variant again=$T2 $DISTS --placement $p --runs 5 --csv again-glibc-$p.csv > again-glibc-$p.txt
  LD_PRELOAD=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so} $B ab --baseline glibc --variant row=vector --variant again=$T2 $DISTS --placement $p --runs 5 --csv again-aocl-$p.csv > again-aocl-$p.txt
done
