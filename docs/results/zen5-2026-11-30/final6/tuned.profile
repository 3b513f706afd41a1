# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out ./tuned.profile
date=2026-11-30T22:04:16Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=0
avoid_src_above_dst=0
avoid_dst_above_src_below=none
avoid_src_above_dst_below=none
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=false
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
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (9 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.000x [1.968, 2.089] over 6 rounds, rejected: 2047 B aligned hot takes 1.075x [1.041, 1.095] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.512x [1.492, 1.544] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.189x [1.178, 1.199] over 6 rounds, rejected: 40 B misaligned hot takes 1.287x [1.286, 1.290] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.003x [0.997, 1.015] over 6 rounds, rejected: 1000 B band hot takes 1.049x [1.046, 1.358] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.004x [1.002, 1.019] over 9 rounds, rejected: 63 B misaligned rotating takes 1.085x [1.077, 1.115] over 9 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.094x [2.069, 2.120] over 6 rounds, rejected: 1000 B page hot takes 1.804x [1.787, 1.806] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.090x [1.078, 1.215] over 6 rounds, rejected: 8 B misaligned rotating takes 1.183x [1.171, 1.217] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (14 rounds): two_vectors_first=off: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.979x [0.976, 1.016] over 14 rounds, rejected: 40 B misaligned rotating takes 1.045x [1.031, 1.071] over 14 rounds the time of two_vectors_first=off
# head_tail_max: kept (9 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.021x [1.009, 1.031] over 9 rounds, rejected: 1000 B page hot takes 1.034x [1.032, 1.036] over 9 rounds the time of head_tail_max=8
# loop_vectors: kept (21 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.002x [0.998, 1.011] over 21 rounds, rejected: 4096 B src-above hot takes 1.059x [1.041, 1.064] over 21 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.004x [0.995, 1.018] over 6 rounds, rejected: 1000 B misaligned hot takes 1.032x [1.027, 1.034] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.013x [1.002, 1.024] over 6 rounds, rejected: 2047 B page hot takes 1.235x [1.200, 1.291] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.081x [0.939, 1.088] over 6 rounds, rejected: 1000 B aligned hot takes 2.551x [2.527, 2.557] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.020x [0.894, 1.030] over 6 rounds, rejected: 1000 B aligned hot takes 1.730x [1.721, 1.746] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.997x [0.983, 1.013] over 6 rounds, rejected: 1000 B band hot takes 1.044x [1.039, 1.047] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (21 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.997x [0.994, 1.007] over 21 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.000x [0.990, 1.017] over 6 rounds, rejected: 1000 B aligned hot takes 1.081x [1.067, 1.085] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.001x [0.994, 1.035] over 6 rounds, rejected: 1000 B aligned hot takes 1.084x [1.059, 1.090] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (32 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.005x [0.998, 1.010] over 32 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.998x [0.992, 1.005] over 32 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.012x [0.909, 1.072] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.999x [0.897, 1.021] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.999x [0.993, 1.006] over 32 rounds, equivalent
# rep_movsb_from: kept (14 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 0.995x [0.953, 1.130] over 6 rounds, rejected: 3000 B misaligned hot takes 1.065x [1.027, 1.205] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.030x [1.021, 1.172] over 6 rounds, rejected: 1048576 B page hot takes 1.241x [1.209, 1.395] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.017x [1.008, 1.047] over 6 rounds, rejected: 4096 B misaligned hot takes 1.039x [1.026, 1.132] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.018x [1.008, 1.075] over 14 rounds, rejected: 3000 B misaligned rotating takes 1.145x [1.050, 1.189] over 14 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.014x [0.993, 1.058] over 6 rounds, rejected: 8192 B src-above rotating takes 1.343x [1.267, 2.966] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.012x [0.999, 1.027] over 6 rounds, rejected: 4096 B src-above rotating takes 1.213x [1.138, 1.261] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.013x [0.997, 1.033] over 6 rounds, rejected: 4096 B src-above rotating takes 1.144x [1.092, 1.266] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.030x [1.014, 1.145] over 6 rounds, rejected: 8192 B src-above rotating takes 1.160x [1.075, 1.278] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.018x [1.004, 1.027] over 6 rounds, rejected: 65536 B src-above hot takes 1.406x [1.360, 2.906] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.033x [1.008, 1.054] over 6 rounds, rejected: 65536 B src-above hot takes 1.360x [1.334, 1.536] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.018x [0.971, 1.028] over 6 rounds, rejected: 65536 B src-above hot takes 1.359x [1.342, 1.491] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.020x [0.994, 1.032] over 6 rounds, rejected: 65536 B src-above hot takes 1.367x [1.359, 1.380] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (72 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.009x [1.000, 1.033] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 1.005x [1.002, 1.008] over 72 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 1.012x [1.002, 1.055] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 1.004x [1.001, 1.007] over 72 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 1.000x [0.998, 1.003] over 72 rounds, equivalent
# rep_movsb_page_from: kept (48 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.001x [0.997, 1.005] over 48 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.005x [0.983, 1.039] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.998x [0.992, 1.005] over 48 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.002x [0.972, 1.022] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.999x [0.996, 1.003] over 48 rounds, equivalent
# avoid_dst_above_src: kept (48 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 0.992x [0.953, 1.006] over 6 rounds, rejected: 262144 B band rotating takes 1.056x [1.041, 1.122] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.003x [1.001, 1.006] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 0.996x [0.991, 1.002] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.001x [0.997, 1.004] over 48 rounds, equivalent
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.007x [1.002, 1.016] over 6 rounds, rejected: 65536 B src-above rotating takes 1.349x [1.277, 1.362] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.003x [0.995, 1.015] over 6 rounds, rejected: 4096 B src-above rotating takes 1.200x [1.163, 1.263] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.012x [0.993, 1.017] over 6 rounds, rejected: 4096 B src-above rotating takes 1.189x [1.125, 1.303] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.003x [0.996, 1.011] over 6 rounds, rejected: 4096 B src-above rotating takes 1.209x [1.123, 1.306] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (108 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.998x [0.988, 1.008] over 6 rounds, rejected: 1000 B band hot takes 1.137x [1.136, 1.143] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.003x [0.989, 1.020] over 6 rounds, rejected: 262144 B band hot takes 1.361x [1.267, 1.530] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.995x [0.992, 0.999] over 108 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.998x [0.979, 1.026] over 6 rounds, rejected: 16384 B band rotating takes 1.390x [1.361, 1.689] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.998x [0.982, 1.003] over 6 rounds, rejected: 16384 B band rotating takes 1.430x [1.361, 1.675] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.009x [0.995, 1.225] over 6 rounds, rejected: 16384 B band rotating takes 1.419x [1.357, 1.669] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.997x [0.982, 1.004] over 6 rounds, rejected: 16384 B band rotating takes 1.425x [1.359, 1.695] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.998x [0.996, 0.999] over 108 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.998x [0.993, 1.005] over 6 rounds, rejected: 16384 B band rotating takes 1.434x [1.359, 1.548] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.974x [0.906, 1.012] over 6 rounds, rejected: 65536 B band hot takes 1.378x [1.343, 1.405] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.979x [0.915, 1.009] over 6 rounds, rejected: 16384 B band rotating takes 1.431x [1.316, 1.681] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.987x [0.977, 0.994] over 6 rounds, rejected: 16384 B band rotating takes 1.427x [1.314, 1.693] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.001x [0.987, 1.013] over 6 rounds, rejected: 16384 B band rotating takes 1.431x [1.360, 1.688] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.977x [0.916, 1.250] over 6 rounds, rejected: 16384 B band rotating takes 1.444x [1.362, 1.678] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.014x [0.956, 1.016] over 6 rounds, rejected: 16384 B band rotating takes 1.447x [1.355, 1.686] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (9 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or equal within it
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.009x [1.004, 1.011] over 6 rounds, rejected: 1000 B page hot takes 1.076x [1.070, 1.096] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.033x [1.031, 1.039] over 6 rounds, rejected: 3000 B page rotating takes 1.497x [1.481, 1.738] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 0.999x [0.996, 1.004] over 9 rounds, equivalent
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (32 rounds): block_align=16: every other value is worse by more than 1% or equal within it
#   block_align=16: objective -, started from
#   block_align=64: objective 1.003x [0.997, 1.007] over 32 rounds, equivalent
end
