#!/bin/sh
# A caller of another kind: the C program of ../../../preload-2026-11-30/percall.c (built by that
# folder's percall.sh, with the shipped preload library and the 19 distributions drawn to
# 65,536 sizes each), its generated code (arm `gen`) built from each profile here: row.profile
# (the amd-zen5 row of 54e66c0 as a profile), tvf.profile (the same with two_vectors_first),
# hvt.profile (also the halves form); 8 processes of each, alternating. P = percall.sh's output
# folder. summary.py: the median over processes of gen's ns per call, per distribution.
set -e
P=${P:-/tmp/memcpy-jit-percall}
for i in 1 2 3 4 5 6 7 8; do
  for p in row tvf hvt; do
    MEMCPY_JIT_PROFILE=$PWD/$p.profile MEMCPY_JIT_PRELOAD_BUILD_AFTER=0 \
      LD_PRELOAD=$P/libmemcpy_jit_preload.so $P/percall --rounds 21 $P/sizes/*.sizes > $p-$i.txt 2>&1
  done
done
python3 summary.py > summary.txt
