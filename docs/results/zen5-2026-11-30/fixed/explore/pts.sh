#!/bin/bash
# As run for fixed/README.md (exploration; the profiles it wrote are in the folders beside it).
# pts.sh PROFILE OUTDIR [RUNS]: the failing grid points, row=vector vs new=tuned(PROFILE) vs glibc
P=$1; O=$2; R=${3:-5}; mkdir -p $O
B=${B:-memcpy-jit}
run() { tag=$1; mis=$2; ws=$3; sizes=$4; [ -n "$sizes" ] || return 0
  env MEMCPY_JIT_PROFILE=$P $B ab --baseline glibc --variant row=vector --variant new=tuned --sizes $sizes --misalign $mis --working-set $ws --runs $R --csv $O/$tag.csv > $O/$tag.txt; }
run aligned-rotating 0/2048 512K ${AR-200,1000,2047,4096,8192}
run misaligned-hot 1/2051 hot ${MH-1000,2047}
run misaligned-rotating 1/2051 512K ${MR-200,1000,2047,4096,8192}
run page-hot 0/0 hot ${PH-100,1000,2047}
run page-rotating 0/0 512K ${PR-4096,8192}
run band-hot 0/8 hot ${BH-65536,262144,1048576}
run band-rotating 0/8 512K ${BR-16384,65536,262144,1048576}
