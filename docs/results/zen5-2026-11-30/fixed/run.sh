#!/bin/bash
# The fixed-size target on this Zen 5 (issue 9): the amd-zen5 row of this commit (`row` =
# `vector`, twice: `aa` is the A/A control, the same code in another page of the same
# process), the row before it (`before` = `tuned` with before.profile), glibc 2.36.
# Run from this folder after `cargo build --release -p memcpy-jit-cli`, under
# `flock -x target/machine.lock` (nothing else running). B, D override the binary and the
# distributions' folder. Outputs in raw/ (ab's text and CSV); summary.py prints the tables.
# `sh run.sh PART...` runs some parts only (grid dists entry bpage tune; default all), so each
# exclusive hold of the machine stays short.
set -e
PARTS=${*:-grid dists entry bpage tune}
want() { case " $PARTS " in *" $1 "*) return 0 ;; esac; return 1; }
B=${B:-../../../../target/release/memcpy-jit}
D=${D:-../../../../../shared/data/size-distributions}
O=raw
mkdir -p $O
ALL=1,8,17,24,40,63,100,200,500,1000,2047,4096,8192,16384,65536,262144,1048576
PAGE=100,200,500,1000,2047,4096,8192,16384,65536,262144,1048576
BAND=256,1000,4096,8192,16384,65536,262144,1048576
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done

# 1. The tuner's guard grid (src/tune/grid.rs: 106 points; L1-hot = --working-set hot,
#    rotating = 64-byte steps over 256 KiB per region) in the layouts aligned (0/2048),
#    misaligned (1/2051), page copy (0/0), band (destination 8 bytes above the source, 0/8),
#    and one the grid lacks: the source 8 bytes above the destination (8/0).
grid() { # PREFIX PROFILE VARIANTS...
  local pre=$1 prof=$2; shift 2
  for ws in hot 512K; do
    for lay in aligned:0/2048:$ALL misaligned:1/2051:$ALL page:0/0:$PAGE band:0/8:$BAND \
               srcabove:8/0:4096,8192,16384,65536,262144,1048576; do
      name=${lay%%:*}; rest=${lay#*:}; mis=${rest%%:*}; sizes=${rest#*:}
      tag=$pre-$name-$([ $ws = hot ] && echo hot || echo rotating)
      env MEMCPY_JIT_PROFILE=$prof $B ab --baseline glibc "$@" --sizes $sizes --misalign $mis \
        --working-set $ws --runs 5 --csv $O/$tag.csv > $O/$tag.txt
    done
  done
}
if want grid; then
  grid grid before.profile --variant row=vector --variant aa=vector --variant before=tuned
  # A second invocation of the same: which points move between invocations.
  grid grid2 before.profile --variant row=vector --variant aa=vector --variant before=tuned
  # tune's result of ../final (its failing points: 2047 B misaligned hot, 1000 B page hot).
  grid tune tune-final.profile --variant row=vector --variant tune=tuned
fi

# 2. The 19 fleet distributions, aligned and random placement.
want dists && for p in aligned random; do
  env MEMCPY_JIT_PROFILE=before.profile $B ab --baseline glibc --variant row=vector \
    --variant aa=vector --variant before=tuned $DISTS --placement $p --runs 5 \
    --csv $O/dists-$p.csv > $O/dists-$p.txt
done

# 3. Code placement: the row's code at entry offsets 0..56 in its page (the same bytes,
#    shifted), 1000 and 2047 B in the failing layouts.
V=""; for e in 0 8 16 24 32 40 48 56; do V="$V --variant e$e=vector,entry=$e"; done
want entry && for lay in aligned:0/2048:512K misaligned:1/2051:512K misaligned:1/2051:hot page:0/0:hot \
           aligned:0/2048:hot; do
  IFS=: read -r name mis ws <<< "$lay"
  tag=entry-$name-$([ $ws = hot ] && echo hot || echo rotating)
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc $V --sizes 1000,2047 --misalign $mis \
    --working-set $ws --runs 5 --csv $O/$tag.csv > $O/$tag.txt
done

# 4. Page copies backward (glibc's rule: (dst - src) mod 4096 < 256 runs its loop backward):
#    the row with backward_page below 4096, 2048, 1024 bytes; 1000 B page hot and the two
#    distributions the rule moves most, aligned placement (every call a page copy).
want bpage && for b in 4096 2048 1024; do
  env MEMCPY_JIT_PROFILE=bpage$b.profile $B ab --baseline glibc --variant row=vector \
    --variant bpage=tuned --sizes 500,1000,2047 --misalign 0/0 --working-set hot --runs 5 \
    --csv $O/bpage$b-page-hot.csv > $O/bpage$b-page-hot.txt
  env MEMCPY_JIT_PROFILE=bpage$b.profile $B ab --baseline glibc --variant row=vector \
    --variant bpage=tuned --dist $D/MemcpyGoogleD.csv --dist $D/fleetbench-Memcpy_0.csv \
    --placement aligned --runs 7 --csv $O/bpage$b-dists.csv > $O/bpage$b-dists.txt
done
# 5. tune from this row (30 s), then the grid with its profile beside the row. As recorded:
#    raw/tune-from-row.txt with the guard grid of 106 points (before this folder's src/tune
#    change), raw/tune-from-row-srcabove.txt with the 118-point grid; raw/tune2-* measured
#    tune-from-row.profile. The `tune` part of this script writes the latter kind only.
if want tune; then
  MEMCPY_JIT_PROFILE=off $B tune --out tune-from-row-srcabove.profile > $O/tune-from-row-srcabove.txt
  grid tune2 tune-from-row.profile --variant row=vector --variant tune=tuned
fi
exit 0
