#!/bin/sh
# MemcpyGoogleD and MemcpyGoogleA at aligned placement with the destination 0, 64 and 2048
# bytes above the source modulo 4096 (--misalign), against AOCL-LibMem 5.3 (zen5 build,
# LD_PRELOAD: the `glibc` baseline is then AOCL-LibMem's memcpy): the row without and with
# backward_wide_below=2048: aocl-<dst offset>.{txt,csv}. Run from this folder.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
AOCL=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}
for m in 0 64 2048; do
  MEMCPY_JIT_PROFILE=off LD_PRELOAD=$AOCL $B ab --baseline glibc \
    --variant old=vector,backward_wide_below=none --variant new=vector,backward_wide_below=2048 \
    --dist $D/MemcpyGoogleD.csv --dist $D/MemcpyGoogleA.csv --misalign 0/$m --runs 3 \
    --csv aocl-$m.csv > aocl-$m.txt
done
