# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tuned1.profile
date=2026-12-01T00:50:35Z
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
loop_start_strict=true
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 loop_start_strict=true (the other fields as Thresholds::new)
# width+masked_max: kept (9 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.000x [1.980, 2.120] over 6 rounds, rejected: 1300 B page hot takes 1.079x [1.071, 1.104] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.513x [1.492, 1.521] over 6 rounds, rejected: 17 B aligned hot takes 1.431x [1.428, 1.432] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.202x [1.192, 1.206] over 6 rounds, rejected: 40 B aligned hot takes 1.287x [1.285, 1.292] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.998x [0.921, 1.007] over 9 rounds, rejected: 2047 B page hot takes 1.113x [1.046, 1.118] over 9 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.006x [1.003, 1.017] over 6 rounds, rejected: 24 B aligned rotating takes 1.271x [1.269, 1.274] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.101x [2.068, 2.118] over 6 rounds, rejected: 576 B aligned hot takes 1.907x [1.895, 2.982] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.090x [0.990, 1.096] over 6 rounds, rejected: 63 B aligned hot takes 1.286x [1.285, 1.288] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (9 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.977x [0.921, 0.987] over 9 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.977x [0.921, 0.987] over 9 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.008x [0.880, 1.011] over 6 rounds, rejected: 576 B page hot takes 1.548x [1.543, 1.550] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.005x [0.999, 1.008] over 6 rounds, rejected: 2047 B page hot takes 1.140x [1.057, 1.153] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.003x [0.999, 1.091] over 6 rounds, rejected: 576 B misaligned hot takes 1.035x [1.027, 1.050] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.019x [1.016, 1.111] over 6 rounds, rejected: 1300 B page hot takes 1.359x [1.346, 1.366] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.085x [1.079, 1.087] over 6 rounds, rejected: 576 B page hot takes 2.797x [2.779, 2.810] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.025x [1.021, 1.034] over 6 rounds, rejected: 576 B aligned hot takes 1.913x [1.863, 2.856] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.003x [0.995, 1.122] over 6 rounds, rejected: 576 B aligned hot takes 1.108x [1.087, 1.113] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (6 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.001x [0.993, 1.008] over 6 rounds, rejected: 576 B page rotating takes 1.132x [1.042, 1.163] over 6 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.996x [0.991, 1.003] over 6 rounds, rejected: 576 B page hot takes 1.362x [1.354, 1.363] over 6 rounds the time of loop_start_strict=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.003x [0.922, 1.009] over 6 rounds, rejected: 1300 B aligned hot takes 1.291x [1.287, 1.293] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.001x [0.929, 1.008] over 6 rounds, rejected: 1300 B aligned hot takes 1.290x [1.287, 1.292] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (21 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.005x [1.002, 1.009] over 21 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.007x [1.000, 1.105] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.001x [0.999, 1.007] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.003x [0.999, 1.008] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.006x [1.000, 1.105] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.013x [0.928, 1.100] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.042x [1.029, 1.092] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.042x [0.960, 1.132] over 6 rounds, rejected: 65536 B aligned hot takes 1.312x [1.260, 1.420] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.027x [0.957, 1.032] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.277x [1.122, 1.302] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.028x [0.951, 1.031] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.231x [1.141, 1.341] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.023x [0.920, 1.041] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.250x [1.222, 1.328] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.025x [0.940, 1.040] over 6 rounds, rejected: 8192 B src-above rotating takes 1.318x [1.237, 1.394] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.980x [0.899, 1.031] over 6 rounds, rejected: 4096 B src-above rotating takes 1.259x [1.203, 1.293] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.037x [0.955, 1.047] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.244x [1.217, 1.337] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.031x [0.948, 1.043] over 6 rounds, rejected: 65536 B misaligned hot takes 1.367x [1.335, 1.378] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.032x [0.936, 1.043] over 6 rounds, rejected: 65536 B aligned hot takes 1.376x [1.354, 1.392] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.027x [0.917, 1.041] over 6 rounds, rejected: 65536 B misaligned hot takes 1.385x [1.379, 1.396] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.024x [0.940, 1.040] over 6 rounds, rejected: 65536 B misaligned hot takes 1.377x [1.365, 1.386] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (32 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.005x [0.845, 1.013] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 1.003x [0.850, 1.015] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 1.001x [0.995, 1.002] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 0.998x [0.995, 1.004] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 0.999x [0.993, 1.004] over 32 rounds, equivalent
# rep_movsb_page_from: kept (9 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.002x [0.993, 1.014] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.003x [1.000, 1.009] over 9 rounds, equivalent
#   rep_movsb_page_from=65536: objective 1.010x [0.992, 1.016] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.002x [0.999, 1.007] over 9 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.000x [0.994, 1.007] over 9 rounds, equivalent
# avoid_dst_above_src: kept (48 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.002x [0.997, 1.014] over 9 rounds, rejected: 1048576 B band rotating takes 1.104x [1.096, 1.115] over 9 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.006x [1.003, 1.009] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.006x [0.996, 1.012] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.006x [0.992, 1.338] over 6 rounds, dropped (slower half)
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.004x [1.000, 1.024] over 6 rounds, rejected: 8192 B src-above rotating takes 1.307x [1.233, 1.417] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.013x [0.998, 1.027] over 6 rounds, rejected: 8192 B src-above rotating takes 1.309x [1.226, 2.562] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.018x [0.997, 1.057] over 6 rounds, rejected: 8192 B src-above rotating takes 1.299x [1.199, 1.348] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.021x [1.001, 1.363] over 6 rounds, rejected: 8192 B src-above rotating takes 1.308x [1.250, 1.386] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (21 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.994x [0.974, 1.321] over 6 rounds, rejected: 1000 B band hot takes 1.028x [1.027, 1.039] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.005x [1.000, 1.012] over 6 rounds, rejected: 65536 B band hot takes 1.376x [1.340, 1.392] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.997x [0.994, 1.007] over 21 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.997x [0.987, 1.008] over 6 rounds, rejected: 8192 B band rotating takes 1.272x [1.227, 1.348] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.006x [1.002, 1.009] over 6 rounds, rejected: 16384 B band rotating takes 1.347x [1.314, 1.418] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.999x [0.997, 1.010] over 6 rounds, rejected: 16384 B band rotating takes 1.348x [1.269, 1.403] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.008x [0.992, 1.212] over 6 rounds, rejected: 65536 B band hot takes 1.376x [1.310, 1.403] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.995x [0.993, 1.002] over 21 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.997x [0.985, 1.029] over 6 rounds, rejected: 16384 B band rotating takes 1.364x [1.287, 1.433] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.000x [0.990, 1.009] over 6 rounds, rejected: 65536 B band hot takes 1.381x [1.331, 1.384] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.999x [0.994, 1.004] over 6 rounds, rejected: 8192 B band rotating takes 1.278x [1.264, 1.327] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.007x [0.998, 1.017] over 6 rounds, rejected: 262144 B band hot takes 1.384x [1.321, 1.500] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.002x [0.992, 1.009] over 6 rounds, rejected: 8192 B band rotating takes 1.286x [1.271, 1.350] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.001x [0.989, 1.007] over 6 rounds, rejected: 65536 B band hot takes 1.377x [1.352, 1.405] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.002x [0.989, 1.012] over 6 rounds, rejected: 16384 B band rotating takes 1.334x [1.284, 1.413] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.004x [0.922, 1.009] over 6 rounds, rejected: 576 B page hot takes 1.076x [1.070, 1.080] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.033x [0.924, 1.168] over 6 rounds, rejected: 3000 B page rotating takes 1.454x [1.421, 1.480] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.000x [0.912, 1.012] over 6 rounds, rejected: 2047 B page hot takes 1.053x [1.037, 1.066] over 6 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.999x [0.992, 1.110] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.089x [1.066, 1.105] over 6 rounds the time of block_align=16
end
