#!/bin/bash
# block_align (issue 9): the amd-zen5 row with its large path's block entries and loop tops
# aligned to 16 bytes (the row: `vector`) and to 64 (`vector,block_align=64`, long NOPs where
# the code falls through the padding), against glibc 2.36 and AOCL-LibMem.
# Run from this folder after `cargo build --release -p memcpy-jit-cli`, under
# `flock -x target/machine.lock` (nothing else running). B, D, AOCL override the binary,
# the distributions' folder and AOCL-LibMem's library. Outputs in raw/ (ab's text and CSV).
# `sh run.sh PART...` runs some parts only (entry entry2 entry32 nop16 grid grid-rev tune dists dists-rev aocl
# aocl-rev; default all but nop16, which needs its own build),
# so each exclusive hold of the machine stays short.
set -e
PARTS=${*:-entry entry2 entry32 grid grid-rev tune dists dists-rev aocl aocl-rev}
want() { case " $PARTS " in *" $1 "*) return 0 ;; esac; return 1; }
B=${B:-../../../../target/release/memcpy-jit}
D=${D:-../../../../../shared/data/size-distributions}
AOCL=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}
O=raw
mkdir -p $O
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
export MEMCPY_JIT_PROFILE=off

# 1. Placement sensitivity: the same code at entry offsets 0..56 of its page (eN: the row,
#    16-byte blocks; aN: 64-byte blocks), 1000 and 2047 B, aligned (0/2048), misaligned
#    (1/2051) and page (0/0) layouts, L1-hot and rotating through 512 KiB; one process per
#    layout, all 16 variants in it.
V=""; for e in 0 8 16 24 32 40 48 56; do V="$V --variant e$e=vector,entry=$e"; done
for e in 0 8 16 24 32 40 48 56; do V="$V --variant a$e=vector,block_align=64,entry=$e"; done
want entry && for lay in aligned:0/2048 misaligned:1/2051 page:0/0; do
  for ws in hot 512K; do
    name=${lay%%:*}; mis=${lay#*:}
    tag=entry-$name-$([ $ws = hot ] && echo hot || echo rotating)
    $B ab --baseline glibc $V --sizes 1000,2047 --misalign $mis --working-set $ws --runs 5 \
      --csv $O/$tag.csv > $O/$tag.txt
  done
done

# 1b. The same in a second invocation with 10 runs (entry2), and with 32-byte blocks (bN)
#     beside the row (entry32).
want entry2 && for lay in aligned:0/2048 misaligned:1/2051 page:0/0; do
  for ws in hot 512K; do
    name=${lay%%:*}; mis=${lay#*:}
    tag=entry2-$name-$([ $ws = hot ] && echo hot || echo rotating)
    $B ab --baseline glibc $V --sizes 1000,2047 --misalign $mis --working-set $ws --runs 10 \
      --csv $O/$tag.csv > $O/$tag.txt
  done
done
V32=""; for e in 0 8 16 24 32 40 48 56; do V32="$V32 --variant e$e=vector,entry=$e"; done
for e in 0 8 16 24 32 40 48 56; do V32="$V32 --variant b$e=vector,block_align=32,entry=$e"; done
want entry32 && for lay in aligned:0/2048 misaligned:1/2051 page:0/0; do
  for ws in hot 512K; do
    name=${lay%%:*}; mis=${lay#*:}
    tag=entry32-$name-$([ $ws = hot ] && echo hot || echo rotating)
    $B ab --baseline glibc $V32 --sizes 1000,2047 --misalign $mis --working-set $ws --runs 10 \
      --csv $O/$tag.csv > $O/$tag.txt
  done
done

# 1c. The fill alone: the row's layout (16-byte blocks) with long NOPs before its loop tops
#     and int3 after a ret (nN), beside the row (eN), in a build with exp-nop16.patch, where
#     `block_align=32` means exactly that (B=that build; not in the library).
VN=""; for e in 0 8 16 24 32 40 48 56; do VN="$VN --variant e$e=vector,entry=$e"; done
for e in 0 8 16 24 32 40 48 56; do VN="$VN --variant n$e=vector,block_align=32,entry=$e"; done
want nop16 && for lay in aligned:0/2048 misaligned:1/2051 page:0/0; do
  for ws in hot 512K; do
    name=${lay%%:*}; mis=${lay#*:}
    tag=nop16-$name-$([ $ws = hot ] && echo hot || echo rotating)
    $B ab --baseline glibc $VN --sizes 1000,2047 --misalign $mis --working-set $ws --runs 10 \
      --csv $O/$tag.csv > $O/$tag.txt
  done
done

# 1d. At the library's entry offset (0), the row against block_align=64 on the tuner's guard
#     grid sizes (../fixed/run.sh's grid: L1-hot and rotating; aligned, misaligned, page,
#     band 0/8 and source-above 8/0 layouts), in both variant orders (grid, grid-rev).
ALL=1,8,17,24,40,63,100,200,500,1000,2047,4096,8192,16384,65536,262144,1048576
PAGE=100,200,500,1000,2047,4096,8192,16384,65536,262144,1048576
BAND=256,1000,4096,8192,16384,65536,262144,1048576
grid() { # PREFIX VARIANTS...
  local pre=$1; shift
  for ws in hot 512K; do
    for lay in aligned:0/2048:$ALL misaligned:1/2051:$ALL page:0/0:$PAGE band:0/8:$BAND \
               srcabove:8/0:4096,8192,16384,65536,262144,1048576; do
      name=${lay%%:*}; rest=${lay#*:}; mis=${rest%%:*}; sizes=${rest#*:}
      tag=$pre-$name-$([ $ws = hot ] && echo hot || echo rotating)
      $B ab --baseline glibc "$@" --sizes $sizes --misalign $mis --working-set $ws --runs 5 \
        --csv $O/$tag.csv > $O/$tag.txt
    done
  done
}
want grid && grid grid --variant row=vector --variant b64=vector,block_align=64
want grid-rev && grid grid-rev --variant b64=vector,block_align=64 --variant row=vector

# 1e. tune from the row (the default 30 s budget), which now has the block_align step last:
#     what it decides here; its profile beside this script.
want tune && $B tune --out tune-from-row.profile > $O/tune-from-row.txt

# 2. The 19 fleet distributions, aligned and random placement, both variant orders (ab's
#    first variant reads ~0.8% faster: ../aa/), against glibc and (LD_PRELOAD) AOCL-LibMem,
#    whose memcpy the column named glibc then is.
dists() { # TAG ORDER... (variants)
  local tag=$1; shift
  for p in aligned random; do
    $B ab --baseline glibc "$@" $DISTS --placement $p --runs 5 --csv $O/$tag-$p.csv > $O/$tag-$p.txt
  done
}
want dists && dists dists --variant row=vector --variant b64=vector,block_align=64
want dists-rev && dists dists-rev --variant b64=vector,block_align=64 --variant row=vector
want aocl && LD_PRELOAD=$AOCL dists aocl --variant row=vector --variant b64=vector,block_align=64
want aocl-rev && LD_PRELOAD=$AOCL dists aocl-rev --variant b64=vector,block_align=64 --variant row=vector
true
