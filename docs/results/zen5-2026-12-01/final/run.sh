#!/bin/sh
# Issue 9's figures at this folder's commit: two runs of `memcpy-jit tune` (default budget,
# from the amd-zen5 row; tune1.txt, tune2.txt and their profiles), then the 19 fleet
# distributions, aligned and random placement, against glibc and against AOCL-LibMem 5.3
# (zen5 build, LD_PRELOAD): the row (`vector`) and each run's result (`tuned` with its
# profile), one `ab` per profile: {glibc,aocl}-{aligned,random}-{1,2}.{txt,csv}.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
AOCL=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
for i in 1 2; do
  MEMCPY_JIT_PROFILE=off $B tune --out tuned$i.profile > tune$i.txt
done
for i in 1 2; do
  for p in aligned random; do
    MEMCPY_JIT_PROFILE=$PWD/tuned$i.profile $B ab --baseline glibc --variant row=vector --variant tuned=tuned \
      $DISTS --placement $p --runs 5 --csv glibc-$p-$i.csv > glibc-$p-$i.txt
    MEMCPY_JIT_PROFILE=$PWD/tuned$i.profile LD_PRELOAD=$AOCL $B ab --baseline glibc --variant row=vector \
      --variant tuned=tuned $DISTS --placement $p --runs 5 --csv aocl-$p-$i.csv > aocl-$p-$i.txt
  done
done
