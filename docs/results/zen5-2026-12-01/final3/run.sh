#!/bin/sh
# ../final/run.sh at the commit where the amd-zen5 row took tail_loads_ascending
# (../tail-order/): two `tune` runs from the new row, then the row and each run's result on
# the 19 distributions against glibc and AOCL-LibMem. Same paths, same depth; outputs here.
exec sh ../final/run.sh "$@"
