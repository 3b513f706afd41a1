# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out run1.profile
date=2026-11-30T20:47:51Z
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
two_vectors_first=true
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
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (14 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or equal within it
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.970x [1.939, 2.026] over 6 rounds, rejected: 2047 B misaligned hot takes 1.029x [1.020, 1.051] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.498x [1.485, 1.526] over 6 rounds, rejected: 17 B aligned hot takes 1.431x [1.428, 1.434] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.205x [1.189, 1.219] over 6 rounds, worse
#   width=avx512 masked_max=64 masked_form=halves: objective 1.001x [0.993, 1.010] over 14 rounds, equivalent
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.003x [0.986, 1.011] over 6 rounds, rejected: 63 B misaligned rotating takes 1.084x [1.073, 1.092] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.070x [2.042, 2.098] over 6 rounds, rejected: 1000 B page hot takes 1.785x [1.763, 1.793] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.066x [1.047, 1.152] over 6 rounds, rejected: 8 B misaligned rotating takes 1.368x [1.354, 1.381] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (21 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.973x [0.966, 0.981] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.973x [0.966, 0.981] over 6 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.008x [0.992, 1.027] over 6 rounds, rejected: 1000 B page hot takes 1.098x [1.084, 1.104] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (14 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.000x [0.943, 1.026] over 14 rounds, rejected: 2047 B page hot takes 1.039x [1.036, 1.049] over 14 rounds the time of loop_vectors=4
# loop_interleave: undecided (231 rounds): kept loop_interleave=off: loop_interleave=on: 0.993x [0.961, 1.043] over 231 rounds overlaps 'equal within 1%'
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.993x [0.961, 1.043] over 231 rounds, undecided
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.022x [0.989, 1.050] over 6 rounds, rejected: 1000 B page hot takes 1.167x [1.158, 1.170] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.118x [1.036, 1.157] over 6 rounds, rejected: 1000 B aligned hot takes 2.692x [2.687, 2.703] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.066x [0.973, 1.080] over 6 rounds, rejected: 1000 B page hot takes 1.825x [1.783, 1.883] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (14 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.007x [0.977, 1.032] over 14 rounds, rejected: 2047 B misaligned rotating takes 1.079x [1.036, 1.178] over 14 rounds the time of edges_before_loop=off
# edges_head_first: undecided (287 rounds): kept edges_head_first=off: edges_head_first=on: 1.006x [0.955, 1.050] over 287 rounds overlaps 'equal within 1%'
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.006x [0.955, 1.050] over 287 rounds, undecided
# loop_prefetch: kept (9 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.994x [0.956, 1.038] over 9 rounds, rejected: 1000 B aligned hot takes 1.051x [1.040, 1.053] over 9 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.984x [0.951, 1.057] over 9 rounds, rejected: 1000 B aligned hot takes 1.047x [1.038, 1.056] over 9 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (458 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.984x [0.980, 0.988] over 458 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.000x [0.994, 1.006] over 162 rounds, worse
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.984x [0.980, 0.988] over 458 rounds, chosen
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.009x [1.006, 1.011] over 458 rounds, worse
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.000x [0.915, 1.033] over 6 rounds, rejected: 4096 B src-above hot takes 1.034x [1.027, 1.124] over 6 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.991x [0.982, 0.996] over 458 rounds, undecided
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 0.948x [0.796, 1.017] over 6 rounds, rejected: 4096 B page hot takes 1.050x [1.049, 1.051] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.021x [0.851, 1.072] over 6 rounds, rejected: 65536 B src-above rotating takes 1.258x [1.230, 1.376] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.931x [0.764, 1.040] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.210x [1.153, 1.274] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.958x [0.781, 1.035] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.185x [1.156, 1.442] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.904x [0.865, 1.064] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.246x [1.180, 1.351] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.891x [0.845, 1.020] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.246x [1.148, 1.477] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.873x [0.785, 1.057] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.235x [1.184, 1.299] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.904x [0.808, 0.960] over 6 rounds, rejected: 4096 B src-above rotating takes 1.247x [1.162, 1.295] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.910x [0.859, 0.969] over 6 rounds, rejected: 65536 B misaligned hot takes 1.346x [1.327, 1.364] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.873x [0.768, 0.902] over 6 rounds, rejected: 65536 B misaligned hot takes 1.347x [1.344, 1.357] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.886x [0.765, 0.930] over 6 rounds, rejected: 65536 B misaligned hot takes 1.355x [1.343, 1.358] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.906x [0.762, 1.021] over 6 rounds, rejected: 65536 B src-above hot takes 1.359x [1.354, 2.608] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (1236 rounds): rep_movsb_coaligned_from=1048576 (from rep_movsb_coaligned_from=off): objective 0.951x [0.924, 0.983] over 1236 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.953x [0.934, 0.986] over 1236 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 0.873x [0.804, 1.004] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.940x [0.926, 0.949] over 72 rounds, worse
#   rep_movsb_coaligned_from=262144: objective 0.888x [0.794, 0.984] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.951x [0.924, 0.983] over 1236 rounds, chosen
# rep_movsb_page_from: changed (980 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.887x [0.881, 0.899] over 980 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.891x [0.885, 0.901] over 822 rounds, worse
#   rep_movsb_page_from=16384: objective 0.862x [0.518, 1.052] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.846x [0.586, 1.042] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.890x [0.885, 0.893] over 980 rounds, undecided
#   rep_movsb_page_from=1048576: objective 0.887x [0.881, 0.899] over 980 rounds, chosen
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 1.005x [0.931, 1.035] over 6 rounds, rejected: 262144 B band rotating takes 1.054x [1.046, 1.249] over 6 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 1.007x [0.729, 1.402] over 6 rounds, rejected: 65536 B src-above rotating takes 1.345x [1.280, 2.949] over 6 rounds the time of avoid_src_above_dst=0
# backward: changed (548 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 (from backward_dst_above_src=255 backward_from=0 backward_below=4096): objective 0.978x [0.974, 0.982] over 548 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 1.025x [0.990, 1.047] over 14 rounds, rejected: 1000 B band hot takes 1.132x [1.127, 1.135] over 14 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.028x [1.001, 1.292] over 6 rounds, rejected: 8192 B band rotating takes 1.291x [1.253, 1.321] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.978x [0.943, 1.032] over 548 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.008x [0.902, 1.087] over 6 rounds, rejected: 16384 B band rotating takes 1.382x [1.265, 1.643] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.062x [1.007, 1.086] over 6 rounds, rejected: 16384 B band rotating takes 1.393x [1.372, 1.688] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.048x [0.961, 1.083] over 6 rounds, rejected: 16384 B band rotating takes 1.385x [1.341, 1.585] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.033x [0.977, 1.256] over 6 rounds, rejected: 16384 B band rotating takes 1.395x [1.342, 1.672] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.978x [0.974, 0.982] over 548 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.958x [0.890, 1.044] over 6 rounds, rejected: 8192 B band rotating takes 1.293x [1.284, 1.339] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.001x [0.918, 1.245] over 6 rounds, rejected: 16384 B band rotating takes 1.380x [1.354, 1.644] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.981x [0.910, 1.031] over 6 rounds, rejected: 8192 B band rotating takes 1.301x [1.280, 1.336] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.991x [0.924, 1.026] over 6 rounds, rejected: 65536 B band rotating takes 1.449x [1.263, 1.646] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.965x [0.951, 1.040] over 6 rounds, rejected: 4096 B band rotating takes 1.276x [1.223, 1.290] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.047x [1.004, 1.249] over 6 rounds, rejected: 16384 B band rotating takes 1.384x [1.372, 1.639] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.014x [0.978, 1.034] over 6 rounds, rejected: 16384 B band rotating takes 1.390x [1.349, 1.679] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: undecided (3600 rounds): kept backward_page=on backward_page_below=2048: backward_page=off backward_page_below=2048: 1.009x [1.006, 1.011] over 3600 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.009x [1.006, 1.011] over 3600 rounds, undecided
#   backward_page=on backward_page_below=off: objective 1.040x [0.992, 1.051] over 6 rounds, rejected: 3000 B page rotating takes 1.455x [1.430, 1.467] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.012x [1.004, 1.020] over 32 rounds, worse
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# kept the table's value for: loop_interleave, edges_head_first, backward_page, backward_page_below
end
