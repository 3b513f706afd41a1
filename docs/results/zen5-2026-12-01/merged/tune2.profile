# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --without avx512 --from generic --out tune2.profile
date=2026-12-01T04:21:18Z
width=avx2
rep_movsb_from=16384
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=0
avoid_src_above_dst=63
avoid_dst_above_src_below=none
avoid_src_above_dst_below=16384
non_temporal_from=12582912
rep_movsb_align_dst=false
masked_max=0
masked_form=halves
masked_page_guard=false
two_vectors_first=false
head_tail_max=8
backward_dst_above_src=0
backward_page=false
backward_page_below=none
backward_wide_below=none
backward_from=0
backward_below=none
memmove=false
loop_vectors=4
loop_interleave=false
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=false
loop_start_strict=false
tail_loads_ascending=false
small_merged=true
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_wide_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# search started from another row: width=avx2 rep_movsb_from=16384 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=12582912 small_merged=true (the other fields as Thresholds::new)
# row: kept (6 rounds): row=generic: every other value is worse by more than 1% or breaks the guard
#   row=generic: objective -, started from
#   row=intel-fsrm: objective 1.019x [0.879, 1.201] over 6 rounds, rejected: slower than glibc by more than the margin at 51 fixed sizes, 414 percentage points above it in all (the value started from: 34, 281)
#   row=amd-zen3-zen4: objective 1.010x [0.880, 1.064] over 6 rounds, rejected: slower than glibc by more than the margin at 31 fixed sizes, 331 percentage points above it in all (the value started from: 34, 281)
#   row=amd-zen5: objective 1.019x [0.882, 1.070] over 6 rounds, rejected: slower than glibc by more than the margin at 42 fixed sizes, 168 percentage points above it in all (the value started from: 34, 281)
# width+masked_max: not measured (0 rounds): only width=avx2 masked_max=off masked_form=halves is valid for this CPU and the other choices
#   width=avx2 masked_max=off masked_form=halves: objective -, started from
# masked_page_guard: not measured (0 rounds): only masked_page_guard=off is valid for this CPU and the other choices
#   masked_page_guard=off: objective -, started from
# two_vectors_first: not measured (0 rounds): only two_vectors_first=off is valid for this CPU and the other choices
#   two_vectors_first=off: objective -, started from
# small_merged: kept (6 rounds): small_merged=on: every other value is worse by more than 1% or breaks the guard
#   small_merged=on: objective -, started from
#   small_merged=off: objective 1.205x [1.191, 1.342] over 6 rounds, worse
# head_tail_max: kept (72 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.007x [1.002, 1.009] over 72 rounds, rejected: 1000 B page hot takes 1.021x [1.021, 1.022] over 72 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.002x [0.989, 1.021] over 6 rounds, rejected: 576 B page rotating takes 1.316x [1.230, 1.330] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.994x [0.985, 0.998] over 6 rounds, rejected: 16384 B band hot takes 1.316x [1.312, 1.319] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.004x [0.948, 1.022] over 6 rounds, rejected: 2047 B misaligned hot takes 1.188x [1.155, 1.203] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.086x [0.955, 1.099] over 6 rounds, rejected: 16384 B src-above hot takes 1.954x [1.950, 1.958] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.003x [0.956, 1.016] over 6 rounds, rejected: 2047 B page hot takes 1.084x [1.073, 1.135] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (21 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.005x [0.997, 1.009] over 21 rounds, equivalent
# loop_start_strict: kept (243 rounds): loop_start_strict=off: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 1.002x [0.999, 1.003] over 243 rounds, rejected: 576 B aligned rotating takes 1.044x [1.036, 1.051] over 243 rounds the time of loop_start_strict=off
# tail_loads_ascending: kept (9 rounds): tail_loads_ascending=off: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 1.001x [0.993, 1.006] over 9 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.013x [1.009, 1.061] over 6 rounds, rejected: 576 B aligned rotating takes 1.363x [1.328, 1.387] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.013x [1.002, 1.024] over 6 rounds, rejected: 576 B misaligned hot takes 1.380x [1.347, 1.446] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (243 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.006x [1.000, 1.009] over 243 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.016x [0.991, 1.092] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.015x [0.993, 1.037] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.000x [0.994, 1.004] over 243 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.000x [0.999, 1.002] over 243 rounds, equivalent
# rep_movsb_from: kept (1438 rounds): rep_movsb_from=16384 rep_movsb_align_dst=off: every other value is worse by more than 1% or equal within it (the value started from takes 1.022x [1.021, 1.022] over 1438 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on at 16384 B page hot)
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.016x [1.010, 1.040] over 6 rounds, rejected: 65536 B misaligned hot takes 1.276x [1.136, 1.370] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.018x [1.001, 1.033] over 6 rounds, rejected: 8192 B aligned hot takes 1.149x [1.143, 1.553] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.012x [1.005, 1.286] over 6 rounds, rejected: 4096 B line-above hot takes 1.213x [1.171, 1.224] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.001x [1.001, 1.002] over 1438 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.010x [1.004, 1.029] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.100x [1.090, 1.264] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.020x [1.003, 1.037] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.122x [1.051, 1.141] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.007x [0.968, 1.011] over 6 rounds, rejected: 65536 B page hot takes 1.288x [1.183, 1.337] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.010x [0.957, 1.220] over 6 rounds, rejected: 65536 B aligned hot takes 1.338x [1.321, 2.905] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.011x [0.954, 1.034] over 6 rounds, rejected: 65536 B misaligned hot takes 1.370x [1.351, 1.384] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.011x [1.006, 1.047] over 6 rounds, rejected: 65536 B misaligned hot takes 1.377x [1.362, 1.388] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: kept (162 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.008x [0.997, 1.017] over 6 rounds, rejected: 8192 B page hot takes 1.114x [1.108, 1.311] over 6 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=16384: objective 1.008x [1.006, 1.010] over 162 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 1.012x [1.004, 1.021] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 1.005x [1.003, 1.007] over 162 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 1.012x [1.003, 1.020] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: kept (48 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.007x [0.996, 1.018] over 6 rounds, rejected: 4096 B page hot takes 1.091x [1.081, 1.123] over 6 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=16384: objective 1.007x [1.004, 1.010] over 48 rounds, equivalent
#   rep_movsb_page_from=65536: objective 1.012x [1.003, 1.281] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.011x [1.002, 1.017] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 1.005x [1.003, 1.007] over 48 rounds, equivalent
# avoid_dst_above_src: changed (32 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off (from avoid_dst_above_src=63 avoid_dst_above_src_below=off): the value started from breaks the guard (the value started from takes 1.161x [1.159, 1.161] over 32 rounds the time of avoid_dst_above_src=63 avoid_dst_above_src_below=16384 at 262144 B band hot); this one is equal on the objective (1.000x [0.993, 1.008] over 32 rounds) and within 2% everywhere
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective 1.000x [0.993, 1.008] over 32 rounds, chosen
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.002x [0.994, 1.005] over 32 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.008x [1.002, 1.021] over 9 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.010x [0.995, 1.017] over 9 rounds, dropped (slower half)
# avoid_src_above_dst: changed (21 rounds): avoid_src_above_dst=63 avoid_src_above_dst_below=16384 (from avoid_src_above_dst=63 avoid_src_above_dst_below=off): the value started from breaks the guard (the value started from takes 1.358x [1.323, 1.365] over 21 rounds the time of avoid_src_above_dst=63 avoid_src_above_dst_below=32768 at 65536 B src-above rotating); this one is equal on the objective (1.001x [0.995, 1.006] over 21 rounds) and within 2% everywhere
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective 1.009x [0.993, 1.731] over 6 rounds, dropped (slower half)
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.001x [0.995, 1.006] over 21 rounds, chosen
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 0.998x [0.992, 1.005] over 21 rounds, equivalent
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.011x [0.988, 1.015] over 6 rounds, dropped (slower half)
# backward: undecided (2325 rounds): kept backward_dst_above_src=0 backward_from=0 backward_below=off: backward_dst_above_src=31 backward_from=0 backward_below=4096: 0.994x [0.990, 0.997] over 2325 rounds overlaps 'equal within 1%'; backward_dst_above_src=63 backward_from=0 backward_below=4096: 0.989x [0.984, 0.995] over 2325 rounds overlaps 'equal within 1%'
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.004x [0.937, 1.008] over 6 rounds, rejected: 4096 B band rotating takes 1.402x [1.361, 1.564] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.994x [0.990, 0.997] over 2325 rounds, undecided
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.843x [0.810, 1.012] over 6 rounds, rejected: 4096 B band rotating takes 1.403x [1.363, 1.556] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.903x [0.858, 1.004] over 6 rounds, rejected: 4096 B band rotating takes 1.401x [1.359, 1.561] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.955x [0.836, 1.013] over 6 rounds, rejected: 16384 B band rotating takes 1.473x [1.323, 2.503] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.901x [0.840, 1.005] over 6 rounds, rejected: 16384 B band rotating takes 1.434x [1.290, 1.718] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.989x [0.984, 0.995] over 2325 rounds, undecided
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.757x [0.738, 0.764] over 6 rounds, rejected: 4096 B band rotating takes 1.405x [1.362, 1.564] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.991x [0.851, 1.240] over 6 rounds, rejected: 16384 B band rotating takes 1.469x [1.292, 2.522] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.906x [0.825, 1.034] over 6 rounds, rejected: 4096 B band rotating takes 1.403x [1.362, 1.565] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.864x [0.761, 0.908] over 6 rounds, rejected: 3000 B line-above rotating takes 1.683x [1.397, 1.730] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 0.802x [0.774, 0.928] over 6 rounds, rejected: 3000 B line-above rotating takes 1.677x [1.406, 1.726] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.831x [0.793, 0.903] over 6 rounds, rejected: 3000 B line-above rotating takes 1.682x [1.393, 1.734] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.869x [0.826, 0.947] over 6 rounds, rejected: 4096 B band rotating takes 1.405x [1.360, 1.565] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.939x [0.869, 0.982] over 6 rounds, rejected: 4096 B band rotating takes 1.402x [1.359, 1.561] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
# backward_page: not measured (0 rounds): only backward_page=off backward_page_below=off is valid for this CPU and the other choices
#   backward_page=off backward_page_below=off: objective -, started from
# backward_wide_below: not measured (0 rounds): only backward_wide_below=off is valid for this CPU and the other choices
#   backward_wide_below=off: objective -, started from
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.007x [0.999, 1.136] over 6 rounds, rejected: 4096 B page hot takes 1.081x [1.078, 1.118] over 6 rounds the time of block_align=16
# kept the table's value for: backward_dst_above_src, backward_from, backward_below
# searched without avx512 (memcpy-jit tune --without): the table's rows and every candidate as they read on this CPU without them
end
