#!/bin/bash
# As run for fixed/README.md (exploration; the profiles it wrote are in the folders beside it).
# k1000.sh PROFILE OUT: 1000 B in the four failing layouts (aligned/misaligned rotating, misaligned/page hot) and aligned hot
AR=1000 MH=1000 MR=1000 PH=1000 PR= BH= BR= ./pts.sh $1 $2 ${3:-5}
env MEMCPY_JIT_PROFILE=$1 ${B:-memcpy-jit} ab --baseline glibc --variant row=vector --variant new=tuned --sizes 1000 --misalign 0/2048 --working-set hot --runs ${3:-5} --csv $2/aligned-hot.csv > $2/aligned-hot.txt
