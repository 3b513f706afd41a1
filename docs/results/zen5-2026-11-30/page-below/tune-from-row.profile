# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tune-from-row.profile
date=2026-11-30T20:02:43Z
width=avx512
rep_movsb_from=4096
rep_movsb_coaligned_from=16384
rep_movsb_page_from=4096
avoid_dst_above_src=0
avoid_src_above_dst=0
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=true
head_tail_max=8
backward_dst_above_src=255
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
tail_loads_after_loop_below=8192
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=4096 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (32 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.956x [1.742, 2.016] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.500x [1.424, 1.536] over 6 rounds, rejected: 17 B aligned hot takes 1.430x [1.428, 1.434] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.190x [1.057, 1.215] over 6 rounds, worse
#   width=avx512 masked_max=64 masked_form=halves: objective 0.999x [0.981, 1.019] over 32 rounds, rejected: 1000 B band hot takes 1.028x [1.026, 1.030] over 32 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.009x [0.984, 1.038] over 21 rounds, rejected: 2047 B page hot takes 1.061x [1.056, 1.078] over 21 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.125x [1.796, 2.209] over 6 rounds, rejected: 1000 B page hot takes 1.645x [1.642, 1.652] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.126x [1.090, 1.158] over 6 rounds, rejected: 40 B misaligned rotating takes 1.203x [1.197, 1.213] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (21 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.981x [0.931, 0.989] over 14 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.981x [0.931, 0.989] over 14 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.022x [0.937, 1.093] over 6 rounds, rejected: 1000 B aligned rotating takes 1.109x [1.075, 1.219] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.975x [0.715, 1.029] over 6 rounds, rejected: 2047 B page hot takes 1.063x [1.061, 1.074] over 6 rounds the time of loop_vectors=4
# loop_interleave: undecided (246 rounds): kept loop_interleave=off: loop_interleave=on: 0.975x [0.954, 1.034] over 246 rounds overlaps 'equal within 1%'
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.975x [0.954, 1.034] over 246 rounds, undecided
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.048x [1.013, 1.263] over 6 rounds, rejected: 2047 B page hot takes 1.262x [1.231, 1.484] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.137x [0.969, 1.264] over 6 rounds, rejected: 1000 B page hot takes 2.600x [2.592, 2.603] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.036x [0.898, 1.224] over 6 rounds, rejected: 1000 B page hot takes 1.678x [1.673, 1.679] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (9 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.003x [0.994, 1.007] over 9 rounds, rejected: 2047 B misaligned rotating takes 1.067x [1.034, 1.149] over 9 rounds the time of edges_before_loop=off
# edges_head_first: kept (6 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.033x [0.893, 1.351] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.054x [1.023, 1.072] over 6 rounds the time of edges_head_first=off
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.009x [0.956, 1.044] over 6 rounds, rejected: 1000 B aligned hot takes 1.070x [1.045, 1.081] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.999x [0.910, 1.086] over 6 rounds, rejected: 1000 B aligned hot takes 1.078x [1.044, 1.081] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (714 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.954x [0.948, 0.964] over 714 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.973x [0.870, 1.073] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.968x [0.961, 0.975] over 714 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.954x [0.948, 0.964] over 714 rounds, chosen
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.966x [0.916, 1.022] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.978x [0.969, 0.993] over 162 rounds, worse
# rep_movsb_from: kept (6 rounds): rep_movsb_from=4096 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.069x [0.855, 1.158] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.209x [1.165, 1.393] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.934x [0.875, 1.282] over 6 rounds, rejected: 4096 B aligned hot takes 1.050x [1.048, 1.052] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.066x [0.747, 1.169] over 6 rounds, rejected: 8192 B src-above rotating takes 1.205x [1.098, 1.350] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.989x [0.872, 1.071] over 6 rounds, rejected: 8192 B src-above rotating takes 1.235x [1.069, 1.380] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.981x [0.827, 1.178] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.293x [1.180, 1.359] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.890x [0.761, 1.163] over 6 rounds, rejected: 16384 B src-above rotating takes 1.169x [1.114, 1.378] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.967x [0.817, 1.112] over 6 rounds, rejected: 65536 B misaligned hot takes 1.348x [1.239, 1.386] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.942x [0.753, 1.009] over 6 rounds, rejected: 65536 B misaligned hot takes 1.349x [1.343, 1.373] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.889x [0.724, 0.924] over 6 rounds, rejected: 65536 B misaligned hot takes 1.350x [1.342, 1.379] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.923x [0.756, 1.141] over 6 rounds, rejected: 65536 B misaligned hot takes 1.348x [1.344, 1.380] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (1427 rounds): rep_movsb_coaligned_from=16384 (from rep_movsb_coaligned_from=off): objective 0.920x [0.913, 0.932] over 1427 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.923x [0.914, 0.989] over 108 rounds, worse
#   rep_movsb_coaligned_from=16384: objective 0.920x [0.913, 0.932] over 1427 rounds, chosen
#   rep_movsb_coaligned_from=65536: objective 0.931x [0.917, 0.991] over 1427 rounds, undecided
#   rep_movsb_coaligned_from=262144: objective 0.900x [0.812, 1.015] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.918x [0.749, 1.080] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: changed (1291 rounds): rep_movsb_page_from=4096 (from rep_movsb_page_from=off): objective 0.934x [0.927, 0.952] over 1255 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.934x [0.927, 0.952] over 1255 rounds, chosen
#   rep_movsb_page_from=16384: objective 0.889x [0.767, 1.253] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.938x [0.935, 0.941] over 512 rounds, worse
#   rep_movsb_page_from=262144: objective 0.873x [0.816, 1.059] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.947x [0.938, 0.960] over 1255 rounds, undecided
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 1.003x [0.976, 1.029] over 6 rounds, rejected: 262144 B band hot takes 1.059x [1.046, 1.208] over 6 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 0.995x [0.897, 1.107] over 6 rounds, rejected: 65536 B src-above rotating takes 1.334x [1.298, 1.374] over 6 rounds the time of avoid_src_above_dst=0
# backward: undecided (4583 rounds): kept backward_dst_above_src=255 backward_from=0 backward_below=4096: backward_dst_above_src=63 backward_from=0 backward_below=4096: 1.000x [0.976, 1.019] over 4583 rounds overlaps 'equal within 1%'
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 1.071x [1.030, 1.134] over 6 rounds, rejected: 1000 B band hot takes 1.065x [1.061, 1.068] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.040x [0.980, 1.137] over 6 rounds, rejected: 65536 B band hot takes 1.345x [1.318, 1.377] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.988x [0.916, 1.043] over 48 rounds, rejected: 16384 B band rotating takes 1.038x [1.028, 1.041] over 48 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.019x [0.900, 1.560] over 6 rounds, rejected: 16384 B band rotating takes 1.273x [1.232, 1.519] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.061x [0.996, 1.151] over 6 rounds, rejected: 16384 B band rotating takes 1.355x [1.320, 1.524] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.079x [0.939, 1.106] over 6 rounds, rejected: 16384 B band rotating takes 1.346x [1.247, 1.498] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.019x [0.939, 1.071] over 6 rounds, rejected: 16384 B band rotating takes 1.343x [1.319, 1.517] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.000x [0.976, 1.019] over 4583 rounds, undecided
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.034x [0.925, 1.045] over 6 rounds, rejected: 16384 B band rotating takes 1.345x [1.287, 2.388] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.990x [0.882, 1.069] over 6 rounds, rejected: 16384 B band rotating takes 1.336x [1.288, 1.498] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.981x [0.884, 1.065] over 6 rounds, rejected: 16384 B band rotating takes 1.306x [1.251, 1.488] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.033x [0.939, 1.055] over 6 rounds, rejected: 16384 B band rotating takes 1.338x [1.306, 1.524] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.032x [0.949, 1.039] over 6 rounds, rejected: 8192 B band rotating takes 1.247x [1.158, 1.475] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.008x [0.929, 1.054] over 6 rounds, rejected: 16384 B band rotating takes 1.340x [1.324, 1.527] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.996x [0.966, 1.078] over 6 rounds, rejected: 16384 B band rotating takes 1.337x [1.308, 1.522] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: undecided (1291 rounds): kept backward_page=on backward_page_below=2048: backward_page=on backward_page_below=off: 1.010x [1.009, 1.011] over 1291 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 0.990x [0.971, 1.045] over 6 rounds, rejected: 1000 B page hot takes 1.092x [1.072, 1.102] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.010x [1.009, 1.011] over 1291 rounds, undecided
#   backward_page=on backward_page_below=1024: objective 0.989x [0.958, 1.042] over 9 rounds, rejected: 2047 B page hot takes 1.066x [1.052, 1.073] over 9 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# kept the table's value for: loop_interleave, backward_dst_above_src, backward_from, backward_below, backward_page, backward_page_below
end
