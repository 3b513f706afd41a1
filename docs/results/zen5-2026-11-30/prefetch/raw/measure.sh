#!/bin/sh
# usage: pf-measure.sh BIN TAG [extra variant args]
B=$1; T=$2; shift 2
A=target/tmp/aocl/build5/src/libaocl-libmem.so
G=../shared/data/size-distributions/MemcpyGoogleD.csv
for ws in l2 hot; do
  $B ab --baseline glibc "$@" --sizes 2048,3000,4096 --working-set $ws --runs 3 > $T-glibc-$ws.txt
  LD_PRELOAD=$A $B ab --baseline glibc "$@" --sizes 2048,3000,4096 --working-set $ws --runs 3 > $T-aocl-$ws.txt
done
$B ab --baseline glibc "$@" --dist $G --runs 3 > $T-glibc-googled.txt
LD_PRELOAD=$A $B ab --baseline glibc "$@" --dist $G --runs 3 > $T-aocl-googled.txt
