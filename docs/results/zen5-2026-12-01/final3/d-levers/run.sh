#!/bin/sh
# MemcpyGoogleD, fleetbench-Memcpy_0 and MemcpyGoogleA at aligned placement against
# AOCL-LibMem 5.3 (zen5 build, LD_PRELOAD: the `glibc` baseline is then AOCL-LibMem's memcpy):
# the row and three page-copy levers: REP MOVSB for page copies only from 4 KiB
# (`rep_movsb_page_from=4096`), page copies backward only below 1 KiB
# (`backward_page_below=1024`), page copies forward (`backward_page=false`). At 3e57c48.
set -e
B=${B:-../../../../../target/release/memcpy-jit}; D=${D:-../../../../../../shared/data/size-distributions}
AOCL=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}
MEMCPY_JIT_PROFILE=off LD_PRELOAD=$AOCL $B ab --baseline glibc --variant row=vector \
  --variant pg4k=vector,rep_movsb_page_from=4096 --variant bp1k=vector,backward_page_below=1024 \
  --variant nobp=vector,backward_page=false --dist $D/MemcpyGoogleD.csv \
  --dist $D/fleetbench-Memcpy_0.csv --dist $D/MemcpyGoogleA.csv --placement aligned --runs 5 \
  --csv dd.csv > dd.txt
