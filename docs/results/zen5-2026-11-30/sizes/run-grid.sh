#!/bin/bash
# The fixed sizes of the tuner's guard grid (src/tune/grid.rs) against glibc: L1-hot (the same
# buffers every call: --working-set hot) and rotating (64-byte steps over 256 KiB of each
# region: --working-set 512K), in the layouts aligned (0/2048), misaligned (1/2051), page copy
# (0/0) and short-distance band (0/8: the destination 8 bytes above the source).
# row = the amd-zen5 table row; trade = trade-offs.profile (loaded by `tuned`).
set -e
B=${B:-memcpy-jit}
HERE=$(cd "$(dirname "$0")" && pwd)
ALL=1,8,17,24,40,63,100,200,500,1000,2047,4096,8192,16384,65536,262144,1048576
PAGE=100,200,500,1000,2047,4096,8192,16384,65536,262144,1048576
BAND=256,1000,4096,8192,16384,65536,262144,1048576
for ws in hot 512K; do
  for lay in aligned:0/2048:$ALL misaligned:1/2051:$ALL page:0/0:$PAGE band:0/8:$BAND; do
    name=${lay%%:*}; rest=${lay#*:}; mis=${rest%%:*}; sizes=${rest#*:}
    tag=$name-$([ $ws = hot ] && echo hot || echo rotating)
    env MEMCPY_JIT_PROFILE=$HERE/trade-offs.profile $B ab --baseline glibc --variant row=vector \
      --variant trade=tuned --sizes $sizes --misalign $mis --working-set $ws --runs 5 \
      --csv $HERE/grid-$tag.csv > $HERE/grid-$tag.txt
  done
done
