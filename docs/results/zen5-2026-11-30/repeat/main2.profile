# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out main2.profile
date=2026-11-30T21:05:03Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=1048576
rep_movsb_page_from=1048576
avoid_dst_above_src=0
avoid_src_above_dst=0
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=false
head_tail_max=8
backward_dst_above_src=63
backward_page=true
backward_page_below=2048
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
tail_loads_after_loop_from=2048
tail_loads_after_loop_below=4096
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (21 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.025x [2.007, 2.216] over 6 rounds, rejected: 500 B misaligned rotating takes 1.107x [1.090, 1.130] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.519x [1.494, 1.638] over 6 rounds, rejected: 24 B aligned hot takes 1.428x [1.426, 1.434] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.216x [1.182, 1.240] over 6 rounds, worse
#   width=avx512 masked_max=64 masked_form=halves: objective 1.010x [1.003, 1.438] over 6 rounds, rejected: 1000 B band hot takes 1.034x [1.028, 1.040] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.012x [1.007, 1.022] over 21 rounds, rejected: 200 B aligned rotating takes 1.054x [1.030, 1.083] over 21 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.124x [2.090, 2.410] over 6 rounds, rejected: 1000 B aligned hot takes 1.739x [1.736, 3.330] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.097x [1.085, 1.109] over 6 rounds, rejected: 8 B misaligned rotating takes 1.393x [1.367, 1.424] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (365 rounds): two_vectors_first=off: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.987x [0.982, 0.989] over 32 rounds, rejected: 63 B misaligned rotating takes 1.025x [1.022, 1.027] over 365 rounds the time of two_vectors_first=off
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.036x [1.020, 1.054] over 6 rounds, rejected: 1000 B page hot takes 1.071x [1.065, 1.593] over 6 rounds the time of head_tail_max=8
# loop_vectors: undecided (201 rounds): kept loop_vectors=4: loop_vectors=8: 1.011x [1.009, 1.012] over 201 rounds overlaps 'equal within 1%'
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.011x [1.009, 1.012] over 201 rounds, undecided
# loop_interleave: kept (162 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.012x [1.010, 1.014] over 162 rounds, worse
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.025x [1.015, 1.041] over 6 rounds, rejected: 1000 B page hot takes 1.199x [1.189, 1.206] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.078x [1.058, 1.107] over 6 rounds, rejected: 1000 B page hot takes 2.674x [2.654, 2.688] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.022x [0.992, 1.049] over 6 rounds, rejected: 1000 B aligned hot takes 1.674x [1.658, 1.683] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.012x [0.995, 1.174] over 6 rounds, rejected: 1000 B misaligned hot takes 1.046x [1.045, 1.053] over 6 rounds the time of edges_before_loop=off
# edges_head_first: undecided (259 rounds): kept edges_head_first=off: edges_head_first=on: 1.011x [1.010, 1.013] over 259 rounds overlaps 'equal within 1%'
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.011x [1.010, 1.013] over 259 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.012x [0.932, 1.129] over 6 rounds, rejected: 2047 B aligned hot takes 1.092x [1.072, 1.118] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.015x [0.903, 1.070] over 6 rounds, rejected: 1000 B aligned hot takes 1.075x [1.072, 1.141] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (461 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.942x [0.936, 0.988] over 461 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.001x [0.999, 1.003] over 243 rounds, worse
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.942x [0.936, 0.988] over 461 rounds, chosen
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.946x [0.932, 0.996] over 461 rounds, undecided
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.978x [0.807, 1.025] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.973x [0.821, 1.018] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.030x [1.007, 1.099] over 6 rounds, rejected: 16384 B page hot takes 1.027x [1.026, 1.029] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.106x [1.049, 1.225] over 6 rounds, rejected: 65536 B misaligned hot takes 1.214x [1.171, 1.333] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.000x [0.969, 1.225] over 6 rounds, rejected: 16384 B page hot takes 1.027x [1.026, 1.029] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.015x [0.984, 1.122] over 6 rounds, rejected: 3000 B page rotating takes 1.154x [1.145, 1.298] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.997x [0.921, 1.136] over 6 rounds, rejected: 3000 B page rotating takes 1.161x [1.057, 1.286] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.988x [0.905, 1.161] over 6 rounds, rejected: 8192 B src-above rotating takes 1.135x [1.073, 1.311] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.990x [0.928, 1.125] over 6 rounds, rejected: 8192 B src-above rotating takes 1.135x [1.119, 1.208] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.002x [0.902, 1.073] over 6 rounds, rejected: 16384 B src-above rotating takes 1.127x [1.100, 2.202] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.973x [0.903, 1.203] over 6 rounds, rejected: 65536 B src-above hot takes 1.354x [1.346, 1.368] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.969x [0.901, 1.009] over 6 rounds, rejected: 65536 B src-above hot takes 1.358x [1.340, 1.363] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.972x [0.919, 0.992] over 6 rounds, rejected: 65536 B misaligned hot takes 1.342x [1.318, 1.350] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.979x [0.948, 1.068] over 6 rounds, rejected: 65536 B src-above hot takes 1.357x [1.353, 1.366] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (822 rounds): rep_movsb_coaligned_from=1048576 (from rep_movsb_coaligned_from=off): objective 0.884x [0.867, 0.905] over 786 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.893x [0.881, 0.915] over 786 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 0.926x [0.923, 0.928] over 786 rounds, undecided
#   rep_movsb_coaligned_from=65536: objective 0.882x [0.803, 1.025] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 0.931x [0.820, 1.059] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.884x [0.867, 0.905] over 786 rounds, chosen
# rep_movsb_page_from: changed (740 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.898x [0.884, 0.917] over 740 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.904x [0.890, 0.919] over 740 rounds, undecided
#   rep_movsb_page_from=16384: objective 0.927x [0.925, 0.930] over 740 rounds, undecided
#   rep_movsb_page_from=65536: objective 0.893x [0.677, 1.033] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.896x [0.670, 1.025] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.898x [0.884, 0.917] over 740 rounds, chosen
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 1.003x [0.966, 1.275] over 6 rounds, rejected: 262144 B band hot takes 1.056x [1.047, 1.064] over 6 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 1.005x [0.955, 1.045] over 6 rounds, rejected: 8192 B src-above rotating takes 1.348x [1.317, 1.403] over 6 rounds the time of avoid_src_above_dst=0
# backward: changed (2490 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 (from backward_dst_above_src=255 backward_from=0 backward_below=4096): objective 0.947x [0.946, 0.947] over 2490 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 1.019x [1.005, 1.037] over 6 rounds, rejected: 1000 B band hot takes 1.116x [1.104, 1.126] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.026x [1.001, 1.070] over 6 rounds, rejected: 16384 B band rotating takes 1.371x [1.313, 1.693] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.964x [0.962, 0.965] over 2490 rounds, undecided
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.965x [0.941, 1.047] over 6 rounds, rejected: 16384 B band rotating takes 1.358x [1.313, 1.698] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.022x [0.989, 1.060] over 6 rounds, rejected: 16384 B band rotating takes 1.377x [1.345, 1.633] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.020x [0.972, 1.092] over 6 rounds, rejected: 16384 B band rotating takes 1.366x [1.327, 1.689] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.028x [0.976, 1.267] over 6 rounds, rejected: 16384 B band rotating takes 1.386x [1.319, 1.700] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.947x [0.946, 0.947] over 2490 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.947x [0.902, 1.244] over 6 rounds, rejected: 16384 B band rotating takes 1.387x [1.350, 1.638] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.976x [0.900, 1.013] over 6 rounds, rejected: 16384 B band rotating takes 1.388x [1.341, 1.684] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.954x [0.928, 1.006] over 6 rounds, rejected: 16384 B band rotating takes 1.386x [1.337, 1.693] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.985x [0.953, 0.998] over 6 rounds, rejected: 65536 B band hot takes 1.331x [1.293, 1.362] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.951x [0.931, 0.986] over 6 rounds, rejected: 8192 B band rotating takes 1.309x [1.279, 1.508] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.979x [0.929, 1.008] over 6 rounds, rejected: 16384 B band rotating takes 1.377x [1.335, 1.683] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.997x [0.983, 1.011] over 6 rounds, rejected: 16384 B band rotating takes 1.385x [1.343, 1.658] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: undecided (857 rounds): kept backward_page=on backward_page_below=2048: backward_page=on backward_page_below=1024: 1.008x [0.951, 1.054] over 857 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.036x [0.964, 1.075] over 6 rounds, rejected: 1000 B page hot takes 1.087x [1.082, 1.089] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.077x [0.982, 1.105] over 6 rounds, rejected: 3000 B page rotating takes 1.512x [1.497, 1.534] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.008x [0.951, 1.054] over 857 rounds, undecided
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (108 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.997x [0.984, 1.005] over 108 rounds, rejected: 1000 B aligned rotating takes 1.044x [1.030, 1.063] over 108 rounds the time of block_align=16
# kept the table's value for: loop_vectors, edges_head_first, backward_page, backward_page_below
end
