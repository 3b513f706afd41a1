#!/bin/sh
# The merged small classes (`small_merged`) where there is no masked window: this Zen 5 with
# AVX-512 left out. glibc 2.36 is made to pick its AVX2 code (and its SSE2 code for the SSE2
# rows) by GLIBC_TUNABLES, so both sides run what a CPU without those features would.
#  dists-avx2.{txt,csv}: the 19 fleet distributions, aligned and random placement, the generic
#    row as it was (small_merged=false) and as it is, and the amd-zen5 row as it reads without
#    AVX-512, without and with the merged classes, against glibc's AVX2 code.
#  dists-sse2.{txt,csv}: the same at SSE2 (glibc's __memmove_sse2_unaligned_erms).
#  sizes-{hot,l2}-{0,1}.{txt,csv}: fixed sizes 1-200 B, L1-hot and rotating through L2, aligned
#    (0/2048) and misaligned (1/2051), the generic row without and with them, against glibc.
# Run from this folder.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
AVX2="GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,-AVX512VL"
SSE2="GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,-AVX512VL,-AVX2,-AVX,-AVX_Fast_Unaligned_Load,-SSSE3"
Z5="row=amd-zen5,width=avx2,masked_max=0,two_vectors_first=false"
env $AVX2 MEMCPY_JIT_PROFILE=off $B ab --baseline glibc \
  --variant generic-before=vector,row=generic,small_merged=false --variant generic=vector,row=generic \
  --variant zen5-before=vector,$Z5,small_merged=false --variant zen5-merged=vector,$Z5,small_merged=true \
  $DISTS --placement aligned --placement random --runs 5 --csv dists-avx2.csv > dists-avx2.txt
env $SSE2 MEMCPY_JIT_PROFILE=off $B ab --baseline glibc \
  --variant generic-before=vector,row=generic,width=sse2,small_merged=false \
  --variant generic=vector,row=generic,width=sse2 \
  $DISTS --placement aligned --placement random --runs 5 --csv dists-sse2.csv > dists-sse2.txt
S=1,2,3,4,5,7,8,9,12,15,16,17,24,31,32,33,40,48,63,64,65,80,100,128,129,160,200
for ws in hot l2; do
  for m in 0/2048 1/2051; do
    o=${m%%/*}
    env $AVX2 MEMCPY_JIT_PROFILE=off $B ab --baseline glibc \
      --variant generic-before=vector,row=generic,small_merged=false --variant generic=vector,row=generic \
      --sizes $S --misalign $m --working-set $ws --runs 3 --csv sizes-$ws-$o.csv > sizes-$ws-$o.txt
  done
done
# generic-avx512-glibc.{txt,csv}: what a CPU the table does not know starts with here, against
# glibc as it runs (AVX-512): the generic row before and now, and this CPU's own row.
MEMCPY_JIT_PROFILE=off $B ab --baseline glibc \
  --variant generic-before=vector,row=generic,small_merged=false --variant generic=vector,row=generic \
  --variant row=vector $DISTS --placement aligned --placement random --runs 3 --rounds 51 \
  --csv generic-avx512-glibc.csv > generic-avx512-glibc.txt
# tune1.txt, tune2.txt (and .profile):
#   env $AVX2 $B tune --without avx512 --out tune1.profile > tune1.txt
#   env $AVX2 $B tune --without avx512 --from generic --out tune2.profile > tune2.txt
# split-trial.* and mid-trial-aocl.* came from trial builds with a temporary switch, not in
# the code (README).
