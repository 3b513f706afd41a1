#!/bin/bash
# Page copies backward below a limit of their own (`backward_page_below`) on this Zen 5, against
# glibc 2.36: the amd-zen5 row (`row`), the row with page copies backward below 1 KiB (`p1k`)
# and 2 KiB (`p2k`) while the 1..=255 band keeps its range (below 4 KiB), and page copies
# backward over the band's whole range (`pall`: `backward_page` alone, the fixed/ README's
# `bpage4096`). Every variant is `vector` with MEMCPY_JIT_PROFILE=off (the table's row) and
# fields set by their profile names.
# Run from this folder after `cargo build --release -p memcpy-jit-cli`, under
# `flock -x target/machine.lock` (nothing else running). B, D override the binary and the
# distributions' folder. Outputs in raw/ (ab's text and CSV). `sh run.sh PART...` runs some
# parts only (fixed more dists; default all), so each exclusive hold stays short.
set -e
PARTS=${*:-fixed more dists}
want() { case " $PARTS " in *" $1 "*) return 0 ;; esac; return 1; }
B=${B:-../../../../target/release/memcpy-jit}
D=${D:-../../../../../shared/data/size-distributions}
O=${O:-raw}
mkdir -p $O
P=vector,backward_page=true
V="--variant row=vector --variant p1k=$P,backward_page_below=1024"
V="$V --variant p2k=$P,backward_page_below=2048 --variant pall=$P"
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
export MEMCPY_JIT_PROFILE=off

# 1. Fixed sizes around the limits in the page-copy layout (0/0: dst - src = 0 mod 4096),
#    L1-hot (the same buffers every call) and rotating (64-byte steps over 256 KiB per
#    region); the aligned layout (0/2048) as the control where no variant differs in method.
if want fixed; then
  for ws in hot 512K; do
    for lay in page:0/0 aligned:0/2048; do
      name=${lay%%:*}; mis=${lay#*:}
      tag=fixed-$name-$([ $ws = hot ] && echo hot || echo rotating)
      $B ab --baseline glibc $V --sizes 600,1000,1500,2047,3000 --misalign $mis \
        --working-set $ws --runs 5 --csv $O/$tag.csv > $O/$tag.txt
    done
  done
fi

# 1b. More sizes in the page layout (around 513, the first large length at AVX-512, and the
#     limits), and the misaligned layout (1/2051) at the sizes of part 1, where no variant
#     differs in method (code placement only).
if want more; then
  for ws in hot 512K; do
    w=$([ $ws = hot ] && echo hot || echo rotating)
    $B ab --baseline glibc $V --sizes 513,700,800,1023,1024,1200,2048,2500 --misalign 0/0 \
      --working-set $ws --runs 5 --csv $O/more-page-$w.csv > $O/more-page-$w.txt
    $B ab --baseline glibc $V --sizes 600,1000,1500,2047,3000 --misalign 1/2051 \
      --working-set $ws --runs 5 --csv $O/fixed-misaligned-$w.csv > $O/fixed-misaligned-$w.txt
  done
fi

# 2. The 19 fleet distributions (MemcpyGoogle*, fleetbench-Memcpy_*), aligned placement (every
#    call a page copy, 64 bytes further each call) and random placement.
want dists && for p in aligned random; do
  $B ab --baseline glibc $V $DISTS --placement $p --runs 5 \
    --csv $O/dists-$p.csv > $O/dists-$p.txt
done
# 3. After the row took backward_page_below=2048 (a binary of that commit): the row (`new`),
#    the row before it (`old`: page copies forward) and the row again (`aa`, A/A control), in
#    two orders (new first, old first: the rotation keeps the cyclic sequence, so each
#    variant follows another one in each), page layout and the 19 distributions.
if want confirm; then
  OLD=vector,backward_page=false,backward_page_below=none
  for order in new-old old-new; do
    if [ $order = new-old ]; then W="--variant new=vector --variant old=$OLD --variant aa=vector"
    else W="--variant old=$OLD --variant new=vector --variant aa=vector"; fi
    for ws in hot 512K; do
      w=$([ $ws = hot ] && echo hot || echo rotating)
      $B ab --baseline glibc $W --sizes 513,600,1000,1023,1500,2047,2048 --misalign 0/0 \
        --working-set $ws --runs 5 --csv $O/confirm-$order-page-$w.csv \
        > $O/confirm-$order-page-$w.txt
    done
    for p in aligned random; do
      $B ab --baseline glibc $W $DISTS --placement $p --runs 5 \
        --csv $O/confirm-$order-dists-$p.csv > $O/confirm-$order-dists-$p.txt
    done
  done
fi
# 4. tune from the row (30 s; the binary of the branch's head): does the new knob's step keep
#    the row's backward_page_below=2048? Output raw/tune-from-row.txt, profile beside it.
want tune && MEMCPY_JIT_PROFILE=off $B tune --out tune-from-row.profile > $O/tune-from-row.txt
exit 0
