#!/bin/sh
# usage: hack.sh TAG [env...]: AOCL-LibMem vs the row (built with the uncommitted HACK_LATE_TAIL patch, see README) over the mixes, MemcpyGoogleD and its parts
B=target/tmp/memcpy-jit-mixed-hack; T=$1; shift
D=../shared/data/size-distributions; P=../../prefetch/raw; A=target/tmp/aocl/build5/src/libaocl-libmem.so
env "$@" MEMCPY_JIT_PROFILE=off LD_PRELOAD=$A $B ab --baseline glibc --variant row=vector --dist s3000.csv --dist mix80.csv --dist mix32-4000.csv --dist mixtiny-3000.csv --dist $D/MemcpyGoogleD.csv --dist $P/GoogleD-le512.csv --dist $P/GoogleD-513-2047.csv --dist $P/GoogleD-ge2048.csv --runs 3 > $T.txt
