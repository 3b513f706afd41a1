# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out ./tuned.profile
date=2026-11-30T20:13:39Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=4096
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
tail_loads_after_loop_below=8192
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.924x [1.672, 1.939] over 6 rounds, rejected: 2047 B aligned hot takes 1.082x [1.065, 1.119] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.489x [1.292, 1.501] over 6 rounds, rejected: 40 B aligned hot takes 1.288x [1.285, 1.398] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.177x [1.039, 1.366] over 6 rounds, rejected: 40 B aligned hot takes 1.288x [1.283, 1.335] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.989x [0.877, 0.996] over 6 rounds, rejected: 1000 B band hot takes 1.034x [1.030, 1.038] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.996x [0.874, 1.026] over 6 rounds, rejected: 63 B misaligned rotating takes 1.095x [1.083, 1.110] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.022x [1.751, 2.167] over 6 rounds, rejected: 1000 B aligned hot takes 1.720x [1.716, 1.725] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.070x [1.056, 1.128] over 6 rounds, rejected: 40 B aligned rotating takes 1.285x [1.280, 1.303] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (32 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.972x [0.826, 0.989] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.972x [0.826, 0.989] over 6 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.014x [0.901, 1.066] over 6 rounds, rejected: 1000 B page hot takes 1.039x [1.035, 1.050] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (208 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.991x [0.985, 1.021] over 208 rounds, rejected: 2047 B aligned rotating takes 1.048x [1.030, 1.057] over 208 rounds the time of loop_vectors=4
# loop_interleave: undecided (207 rounds): kept loop_interleave=off: loop_interleave=on: 1.029x [0.969, 1.048] over 207 rounds overlaps 'equal within 1%'
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.029x [0.969, 1.048] over 207 rounds, undecided
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.024x [0.910, 1.059] over 6 rounds, rejected: 2047 B page hot takes 1.325x [1.245, 1.419] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.114x [1.056, 1.311] over 6 rounds, rejected: 1000 B aligned hot takes 2.675x [2.671, 2.693] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.034x [0.988, 1.054] over 6 rounds, rejected: 1000 B page hot takes 1.823x [1.812, 1.836] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (48 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.009x [0.995, 1.020] over 48 rounds, rejected: 2047 B misaligned rotating takes 1.054x [1.031, 1.079] over 48 rounds the time of edges_before_loop=off
# edges_head_first: undecided (261 rounds): kept edges_head_first=off: edges_head_first=on: 1.045x [0.955, 1.057] over 261 rounds overlaps 'equal within 1%'
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.045x [0.955, 1.057] over 261 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.992x [0.855, 1.055] over 6 rounds, rejected: 1000 B aligned hot takes 1.044x [1.041, 1.046] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.982x [0.825, 1.049] over 6 rounds, rejected: 1000 B misaligned rotating takes 1.058x [1.042, 1.097] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (500 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.950x [0.943, 0.979] over 500 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.998x [0.993, 1.002] over 162 rounds, worse
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.964x [0.958, 0.972] over 500 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.950x [0.943, 0.979] over 500 rounds, chosen
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.006x [0.858, 1.048] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.986x [0.902, 1.030] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.023x [0.994, 1.056] over 6 rounds, rejected: 3000 B misaligned hot takes 1.074x [1.054, 1.090] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.087x [1.044, 1.128] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.248x [1.218, 1.418] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.075x [0.985, 1.121] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.213x [1.112, 1.283] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.030x [1.001, 1.145] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.203x [1.156, 1.306] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.016x [0.954, 1.156] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.223x [1.206, 1.357] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.957x [0.920, 1.144] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.176x [1.138, 3.862] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.113x [1.086, 1.162] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.212x [1.157, 1.258] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.109x [1.075, 1.138] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.208x [1.178, 1.239] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.985x [0.943, 1.079] over 6 rounds, rejected: 65536 B src-above hot takes 1.364x [1.333, 1.377] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.006x [0.929, 1.115] over 6 rounds, rejected: 65536 B src-above hot takes 1.369x [1.361, 1.375] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.962x [0.914, 1.075] over 6 rounds, rejected: 65536 B src-above hot takes 1.365x [1.357, 1.369] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.987x [0.927, 1.013] over 6 rounds, rejected: 65536 B src-above hot takes 1.366x [1.356, 2.489] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (969 rounds): rep_movsb_coaligned_from=4096 (from rep_movsb_coaligned_from=off): objective 0.872x [0.865, 0.885] over 969 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.872x [0.865, 0.885] over 969 rounds, chosen
#   rep_movsb_coaligned_from=16384: objective 0.878x [0.840, 1.022] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.886x [0.795, 1.003] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 0.893x [0.889, 0.895] over 969 rounds, undecided
#   rep_movsb_coaligned_from=1048576: objective 0.891x [0.885, 0.898] over 969 rounds, undecided
# rep_movsb_page_from: changed (1037 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.939x [0.917, 0.989] over 1037 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.943x [0.928, 0.978] over 1037 rounds, undecided
#   rep_movsb_page_from=16384: objective 0.937x [0.918, 0.951] over 72 rounds, worse
#   rep_movsb_page_from=65536: objective 0.910x [0.813, 1.113] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.870x [0.789, 1.046] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.939x [0.917, 0.989] over 1037 rounds, chosen
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 1.001x [0.964, 1.044] over 6 rounds, rejected: 1048576 B band rotating takes 1.108x [1.071, 1.179] over 6 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 1.006x [0.936, 1.079] over 6 rounds, rejected: 65536 B src-above rotating takes 1.363x [1.206, 1.380] over 6 rounds the time of avoid_src_above_dst=0
# backward: changed (2775 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 (from backward_dst_above_src=255 backward_from=0 backward_below=4096): objective 0.935x [0.932, 0.937] over 2775 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 1.076x [1.034, 1.302] over 6 rounds, worse
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.047x [0.970, 1.127] over 6 rounds, rejected: 16384 B band rotating takes 1.403x [1.299, 1.667] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.964x [0.943, 0.981] over 2775 rounds, worse
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.993x [0.884, 1.133] over 6 rounds, rejected: 16384 B band rotating takes 1.399x [1.296, 2.316] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.060x [0.975, 1.114] over 6 rounds, rejected: 16384 B band rotating takes 1.417x [1.341, 1.666] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.072x [0.930, 1.125] over 6 rounds, rejected: 8192 B band rotating takes 1.255x [1.237, 1.400] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.031x [0.952, 1.090] over 6 rounds, rejected: 16384 B band rotating takes 1.413x [1.380, 1.569] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.935x [0.932, 0.937] over 2775 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.994x [0.883, 1.025] over 6 rounds, rejected: 16384 B band rotating takes 1.427x [1.371, 1.486] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.010x [0.885, 1.061] over 6 rounds, rejected: 16384 B band rotating takes 1.430x [1.232, 1.647] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.961x [0.875, 1.059] over 6 rounds, rejected: 16384 B band rotating takes 1.426x [1.247, 1.625] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.045x [0.954, 1.288] over 6 rounds, rejected: 16384 B band rotating takes 1.401x [1.347, 1.638] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.981x [0.950, 1.052] over 6 rounds, rejected: 8192 B band rotating takes 1.248x [1.232, 1.462] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.991x [0.912, 1.076] over 6 rounds, rejected: 16384 B band rotating takes 1.413x [1.380, 1.667] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.996x [0.960, 1.057] over 6 rounds, rejected: 16384 B band rotating takes 1.413x [1.323, 1.603] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 0.990x [0.958, 1.030] over 6 rounds, rejected: 2047 B page hot takes 1.112x [1.103, 1.150] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.036x [0.995, 1.060] over 6 rounds, rejected: 3000 B page rotating takes 1.450x [1.440, 1.464] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.022x [0.999, 1.044] over 6 rounds, rejected: 2047 B page hot takes 1.101x [1.066, 1.145] over 6 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# kept the table's value for: loop_interleave, edges_head_first
end
