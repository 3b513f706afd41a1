#!/bin/bash
# As run for fixed/README.md (exploration; the profiles it wrote are in the folders beside it).
# small.sh PROFILE OUT: 1000 and 2047 B in four layouts
AR=1000,2047 MH=1000,2047 MR=1000,2047 PH=1000,2047 PR= BH= BR= ./pts.sh $1 $2 ${3:-5}
