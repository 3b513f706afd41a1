# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out raw/tune-1.profile
date=2026-11-30T19:07:41Z
width=avx512
rep_movsb_from=4096
rep_movsb_coaligned_from=262144
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
backward_from=0
backward_below=4096
memmove=false
loop_vectors=4
loop_interleave=true
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=true
loop_prefetch=none
tail_loads_after_loop_from=4096
tail_loads_after_loop_below=8192
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=16384 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (365 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or equal within it
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.955x [0.988, 2.010] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.146x [1.114, 1.226] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.482x [0.758, 1.511] over 6 rounds, rejected: 8192 B page rotating takes 1.070x [1.029, 1.340] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.185x [1.167, 1.194] over 21 rounds, worse
#   width=avx512 masked_max=64 masked_form=halves: objective 1.000x [0.998, 1.001] over 243 rounds, rejected: 1000 B band hot takes 1.021x [1.020, 1.022] over 243 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.008x [1.006, 1.009] over 365 rounds, equivalent
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.031x [1.033, 2.350] over 6 rounds, rejected: 1000 B page hot takes 1.597x [1.578, 1.612] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.088x [1.078, 1.104] over 6 rounds, rejected: 63 B aligned rotating takes 1.286x [1.285, 1.289] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (48 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.980x [0.978, 0.987] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.980x [0.978, 0.987] over 48 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.011x [0.997, 1.106] over 6 rounds, rejected: 16384 B band rotating takes 1.036x [1.025, 1.082] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (9 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.992x [0.973, 1.020] over 9 rounds, rejected: 1000 B aligned rotating takes 1.052x [1.022, 1.093] over 9 rounds the time of loop_vectors=4
# loop_interleave: changed (108 rounds): loop_interleave=on (from loop_interleave=off): objective 0.928x [0.924, 0.940] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.928x [0.924, 0.940] over 48 rounds, chosen
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.989x [0.962, 1.006] over 6 rounds, rejected: 2047 B misaligned hot takes 1.066x [1.059, 1.070] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.081x [1.065, 1.168] over 6 rounds, rejected: 4096 B page hot takes 2.398x [2.367, 2.491] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.045x [0.973, 1.053] over 6 rounds, rejected: 1000 B aligned hot takes 1.559x [1.539, 1.590] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.984x [0.982, 1.023] over 6 rounds, rejected: 2047 B aligned hot takes 1.125x [1.082, 1.134] over 6 rounds the time of edges_before_loop=off
# edges_head_first: changed (162 rounds): edges_head_first=on (from edges_head_first=off): objective 0.926x [0.921, 0.931] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.926x [0.921, 0.931] over 72 rounds, chosen
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.012x [0.989, 1.085] over 6 rounds, rejected: 1000 B aligned hot takes 1.065x [1.060, 1.068] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.986x [0.942, 1.029] over 6 rounds, rejected: 1000 B aligned hot takes 1.063x [1.059, 1.069] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (365 rounds): tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.951x [0.944, 0.959] over 365 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.990x [0.974, 1.062] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.978x [0.938, 1.031] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.994x [0.991, 0.999] over 365 rounds, worse
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.980x [0.975, 0.988] over 243 rounds, worse
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.951x [0.944, 0.959] over 365 rounds, chosen
# rep_movsb_from: changed (72 rounds): rep_movsb_from=4096 rep_movsb_align_dst=on (from rep_movsb_from=16384 rep_movsb_align_dst=on): objective 0.889x [0.882, 0.898] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.112x [0.882, 1.180] over 6 rounds, rejected: 65536 B misaligned hot takes 1.361x [1.336, 1.387] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.917x [0.897, 1.159] over 6 rounds, rejected: 8192 B aligned hot takes 1.685x [1.681, 1.688] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.889x [0.882, 0.898] over 48 rounds, chosen
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.916x [0.742, 1.168] over 6 rounds, rejected: 4096 B page rotating takes 1.234x [1.194, 1.561] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.919x [0.738, 1.183] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.197x [1.091, 1.263] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.929x [0.716, 1.132] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.115x [1.103, 1.156] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.887x [0.696, 1.025] over 6 rounds, rejected: 65536 B page rotating takes 1.327x [1.222, 1.344] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.889x [0.710, 0.953] over 6 rounds, rejected: 65536 B aligned hot takes 1.353x [1.344, 1.361] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.890x [0.707, 0.914] over 6 rounds, rejected: 65536 B misaligned hot takes 1.375x [1.353, 1.436] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.880x [0.702, 0.910] over 6 rounds, rejected: 65536 B misaligned hot takes 1.365x [1.335, 1.416] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (72 rounds): rep_movsb_coaligned_from=262144 (from rep_movsb_coaligned_from=off): objective 0.837x [0.829, 0.847] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.897x [0.810, 1.026] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 0.997x [0.988, 1.002] over 72 rounds, worse
#   rep_movsb_coaligned_from=65536: objective 0.901x [0.892, 0.917] over 32 rounds, worse
#   rep_movsb_coaligned_from=262144: objective 0.837x [0.829, 0.847] over 72 rounds, chosen
#   rep_movsb_coaligned_from=1048576: objective 0.876x [0.768, 1.108] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: changed (48 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.845x [0.825, 0.888] over 37 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.904x [0.809, 1.107] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.909x [0.818, 1.052] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.977x [0.908, 0.988] over 37 rounds, worse
#   rep_movsb_page_from=262144: objective 0.915x [0.902, 0.955] over 21 rounds, worse
#   rep_movsb_page_from=1048576: objective 0.845x [0.825, 0.888] over 37 rounds, chosen
# avoid_dst_above_src: changed (48 rounds): avoid_dst_above_src=0 (from avoid_dst_above_src=63): objective 0.901x [0.893, 0.914] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   avoid_dst_above_src=63: objective -, started from
#   avoid_dst_above_src=0: objective 0.901x [0.893, 0.914] over 48 rounds, chosen
# avoid_src_above_dst: changed (72 rounds): avoid_src_above_dst=0 (from avoid_src_above_dst=63): objective 0.944x [0.938, 0.983] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective 0.944x [0.938, 0.983] over 72 rounds, chosen
# backward: changed (48 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=on (from backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off): objective 0.887x [0.871, 0.906] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096 backward_page=off: objective 1.047x [0.815, 1.130] over 6 rounds, rejected: 1000 B band hot takes 1.178x [1.167, 1.187] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=off: objective 1.058x [0.909, 1.178] over 6 rounds, rejected: 16384 B band rotating takes 1.580x [1.328, 1.616] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=on: objective 1.069x [0.802, 1.280] over 6 rounds, rejected: 16384 B page rotating takes 1.768x [1.691, 1.807] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=off: objective 1.080x [0.747, 1.147] over 6 rounds, rejected: 262144 B band rotating takes 1.274x [1.182, 1.298] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=on: objective 0.988x [0.977, 0.999] over 48 rounds, worse
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=off: objective 1.002x [0.969, 1.044] over 6 rounds, rejected: 16384 B band rotating takes 1.503x [1.291, 1.615] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=on: objective 0.989x [0.865, 1.120] over 6 rounds, rejected: 16384 B page rotating takes 1.759x [1.739, 1.792] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=off: objective 1.058x [0.943, 1.092] over 6 rounds, rejected: 16384 B band rotating takes 1.618x [1.351, 1.677] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=on: objective 1.059x [0.933, 1.082] over 6 rounds, rejected: 16384 B page rotating takes 1.776x [1.739, 1.810] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=off: objective 1.052x [0.795, 1.236] over 6 rounds, rejected: 16384 B band rotating takes 1.622x [1.357, 1.688] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=on: objective 1.084x [0.800, 1.185] over 6 rounds, rejected: 16384 B page rotating takes 1.761x [1.724, 1.767] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=off: objective 1.037x [0.806, 1.203] over 6 rounds, rejected: 16384 B band rotating takes 1.642x [1.354, 1.672] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=on: objective 1.052x [0.953, 1.089] over 6 rounds, rejected: 16384 B page rotating takes 1.788x [1.751, 1.810] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=off: objective 0.999x [0.937, 1.016] over 6 rounds, rejected: 262144 B band rotating takes 1.224x [1.124, 1.300] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=on: objective 0.887x [0.871, 0.906] over 48 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=off: objective 0.953x [0.889, 1.011] over 6 rounds, rejected: 16384 B band rotating takes 1.585x [1.189, 1.621] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=on: objective 0.939x [0.838, 0.974] over 6 rounds, rejected: 16384 B page rotating takes 1.754x [1.664, 1.785] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=off: objective 1.042x [0.904, 1.173] over 6 rounds, rejected: 16384 B band rotating takes 1.584x [1.354, 1.755] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=on: objective 1.032x [0.776, 1.068] over 6 rounds, rejected: 16384 B page rotating takes 1.760x [1.725, 1.786] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=off: objective 1.024x [0.786, 1.067] over 6 rounds, rejected: 16384 B band rotating takes 1.644x [1.333, 1.688] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=on: objective 1.073x [0.820, 1.119] over 6 rounds, rejected: 16384 B page rotating takes 1.737x [1.702, 1.770] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=off: objective 1.051x [0.809, 1.198] over 6 rounds, rejected: 16384 B band rotating takes 1.665x [1.598, 2.226] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=on: objective 1.052x [0.804, 1.099] over 6 rounds, rejected: 16384 B page rotating takes 1.769x [1.750, 1.777] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=on: objective 1.033x [0.770, 1.085] over 6 rounds, rejected: 262144 B band rotating takes 1.192x [1.096, 1.272] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=off: objective 1.034x [0.898, 1.199] over 6 rounds, rejected: 16384 B band rotating takes 1.580x [1.357, 1.626] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=on: objective 0.983x [0.844, 1.026] over 6 rounds, rejected: 16384 B page rotating takes 1.755x [1.729, 1.797] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=off: objective 1.047x [0.908, 1.185] over 6 rounds, rejected: 16384 B band rotating takes 1.638x [1.346, 1.678] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=on: objective 1.041x [0.803, 1.060] over 6 rounds, rejected: 16384 B page rotating takes 1.754x [1.661, 2.732] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=off: objective 1.049x [0.791, 1.190] over 6 rounds, rejected: 16384 B band rotating takes 1.655x [1.347, 1.727] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=on: objective 1.040x [0.791, 1.170] over 6 rounds, rejected: 8192 B page rotating takes 1.656x [1.631, 1.663] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
end
