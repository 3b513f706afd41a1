#!/bin/sh
# (Run at 698a120, before the row took the strict start; hence the explicit values.)
# Fixed sizes 513-2047 B, position-averaged (../tools/entries.sh): the amd-zen5 row against
# the same with the strict loop start, in the layouts page (0/0), aligned (0/2048), misaligned
# (1/2051) and band (0/8: destination 8 bytes above the source), L1-hot and rotating (512K).
set -e
for lay in 0/0 0/2048 1/2051 0/8; do
  for ws in hot 512K; do
    sh ../tools/entries.sh mid-$(echo $lay | tr / -)-$ws vector,loop_start_strict=false vector,loop_start_strict=true \
      --sizes 513,520,576,700,800,1000,1300,2047 --misalign $lay --working-set $ws
  done
done
python3 ../tools/entries.py mid-*.csv > mid-summary.txt
