#!/bin/sh
# The 19 distributions: the amd-zen5 row and the row with masked_max=0 (masked0.profile, loaded
# by `tuned`) in the same process, against glibc and (LD_PRELOAD) AOCL-LibMem; as ../final/run.sh
# without the tune step. Then MemcpyGoogleD's size parts (../prefetch/raw/GoogleD-*.csv).
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}; O=${O:-.}
A=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
export MEMCPY_JIT_PROFILE=$O/masked0.profile
for p in aligned random; do
  $B ab --baseline glibc --variant row=vector --variant m0=tuned $DISTS --placement $p --runs 5 --csv $O/glibc-$p.csv > $O/glibc-$p.txt
  LD_PRELOAD=$A $B ab --baseline glibc --variant row=vector --variant m0=tuned $DISTS --placement $p --runs 5 --csv $O/aocl-$p.csv > $O/aocl-$p.txt
done
P=../prefetch/raw
LD_PRELOAD=$A $B ab --baseline glibc --variant row=vector --variant m0=tuned --dist $D/MemcpyGoogleD.csv --dist $P/GoogleD-le512.csv --dist $P/GoogleD-513-2047.csv --dist $P/GoogleD-ge2048.csv --runs 5 > $O/split-aocl.txt
