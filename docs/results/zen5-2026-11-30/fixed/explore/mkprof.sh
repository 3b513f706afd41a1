#!/bin/bash
# As run for fixed/README.md (exploration; the profiles it wrote are in the folders beside it).
# mkprof.sh OUT key=val ... : the amd-zen5 row as a profile, with overrides
out=$1; shift
declare -A v
while IFS='=' read -r k val; do v[$k]=$val; done <<'ROW'
width=avx512
rep_movsb_from=16384
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_src_above_dst=63
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=false
head_tail_max=8
backward_dst_above_src=255
backward_page=false
backward_from=0
backward_below=4096
memmove=false
loop_vectors=4
loop_interleave=false
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=false
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
ROW
order="width rep_movsb_from rep_movsb_coaligned_from rep_movsb_page_from avoid_dst_above_src avoid_src_above_dst non_temporal_from rep_movsb_align_dst masked_max masked_form masked_page_guard two_vectors_first head_tail_max backward_dst_above_src backward_page backward_from backward_below memmove loop_vectors loop_interleave loop_align_dst loop_width edges_before_loop edges_head_first loop_prefetch tail_loads_after_loop_from tail_loads_after_loop_below"
for a in "$@"; do k=${a%%=*}; [ -n "${v[$k]+x}" ] || { echo "unknown key $k" >&2; exit 1; }; v[$k]=${a#*=}; done
{ sed -n 1,8p "$(dirname "$0")/../../final/tuned.profile" | sed "s|^command=.*|command=mkprof.sh $*|"
  for k in $order; do echo "$k=${v[$k]}"; done; echo end; } > $out
