# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --from generic --out generic-2.profile
date=2026-12-01T02:29:08Z
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
tail_loads_ascending=true
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# search started from another row: width=avx2 rep_movsb_from=16384 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=12582912 (the other fields as Thresholds::new)
# row: changed (6 rounds): row=amd-zen5 (from row=generic): objective 0.465x [0.433, 0.499] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   row=generic: objective -, started from
#   row=intel-fsrm: objective 0.574x [0.532, 0.580] over 6 rounds, rejected: slower than glibc by more than the margin at 55 fixed sizes, 558 percentage points above it in all (the value started from: 48, 984)
#   row=amd-zen3-zen4: objective 0.577x [0.535, 0.585] over 6 rounds, worse
#   row=amd-zen5: objective 0.465x [0.433, 0.499] over 6 rounds, chosen
# width+masked_max: kept (72 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.026x [1.990, 2.058] over 6 rounds, rejected: 4096 B src-above hot takes 1.044x [1.029, 1.079] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.483x [1.474, 1.510] over 6 rounds, rejected: 100 B page hot takes 1.126x [1.119, 1.411] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.176x [1.168, 1.200] over 6 rounds, rejected: 100 B aligned rotating takes 1.064x [1.022, 1.076] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.990x [0.988, 0.992] over 72 rounds, rejected: 4096 B src-above hot takes 1.032x [1.031, 1.033] over 72 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.001x [0.979, 1.010] over 21 rounds, rejected: 4096 B src-above hot takes 1.032x [1.030, 1.035] over 21 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.130x [2.093, 2.187] over 6 rounds, rejected: 1000 B aligned hot takes 1.821x [1.813, 1.823] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.090x [1.044, 1.215] over 6 rounds, worse
# two_vectors_first: kept (108 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.015x [1.011, 1.018] over 108 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.001x [0.965, 1.032] over 6 rounds, rejected: 576 B page hot takes 1.543x [1.534, 1.546] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.002x [0.972, 1.010] over 6 rounds, rejected: 2047 B page hot takes 1.120x [1.042, 1.132] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or equal within it
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.001x [0.995, 1.007] over 6 rounds, equivalent
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.013x [0.833, 1.020] over 6 rounds, rejected: 1300 B page hot takes 1.679x [1.674, 1.739] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.082x [1.080, 1.088] over 6 rounds, rejected: 576 B aligned hot takes 2.728x [2.696, 2.797] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.028x [1.024, 1.167] over 6 rounds, rejected: 1000 B aligned hot takes 1.797x [1.796, 1.800] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.001x [0.992, 1.131] over 6 rounds, rejected: 576 B aligned hot takes 1.081x [1.075, 1.109] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (9 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.999x [0.996, 1.005] over 9 rounds, equivalent
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.996x [0.893, 1.041] over 6 rounds, rejected: 576 B page hot takes 1.391x [1.385, 1.408] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (6 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 0.997x [0.828, 1.007] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.060x [1.026, 1.094] over 6 rounds the time of tail_loads_ascending=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.002x [0.993, 1.005] over 6 rounds, rejected: 1300 B aligned hot takes 1.316x [1.292, 1.321] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.008x [1.002, 1.152] over 6 rounds, rejected: 1300 B aligned hot takes 1.317x [1.301, 1.322] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (21 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.003x [0.973, 1.005] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.001x [0.997, 1.005] over 21 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.002x [0.998, 1.009] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.002x [0.974, 1.007] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.005x [0.995, 1.007] over 21 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.009x [0.993, 1.023] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.057x [1.044, 1.229] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.033x [1.022, 1.199] over 6 rounds, rejected: 65536 B misaligned hot takes 1.238x [1.195, 1.352] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.026x [1.018, 1.070] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.219x [1.196, 1.339] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.027x [1.004, 1.049] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.211x [1.189, 1.296] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.036x [1.000, 1.058] over 6 rounds, rejected: 8192 B src-above rotating takes 1.328x [1.294, 1.417] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.028x [0.997, 1.049] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.283x [1.239, 1.316] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.017x [0.996, 1.048] over 6 rounds, rejected: 8192 B src-above rotating takes 1.304x [1.234, 1.383] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.017x [0.996, 1.041] over 6 rounds, rejected: 8192 B src-above rotating takes 1.247x [1.188, 1.400] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.023x [1.001, 1.043] over 6 rounds, rejected: 65536 B misaligned hot takes 1.353x [1.266, 1.358] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.018x [1.003, 1.040] over 6 rounds, rejected: 65536 B src-above hot takes 1.363x [1.360, 1.392] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.006x [1.000, 1.041] over 6 rounds, rejected: 65536 B src-above hot takes 1.368x [1.359, 1.388] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.019x [1.003, 1.024] over 6 rounds, rejected: 65536 B src-above hot takes 1.367x [1.359, 1.376] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (21 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.999x [0.994, 1.006] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.001x [0.998, 1.004] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 1.001x [0.987, 1.015] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 1.003x [0.990, 1.222] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.999x [0.991, 1.005] over 21 rounds, equivalent
# rep_movsb_page_from: kept (32 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.005x [0.996, 1.010] over 32 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.012x [1.002, 1.020] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.008x [1.006, 1.016] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.003x [1.001, 1.005] over 32 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.002x [0.998, 1.006] over 32 rounds, equivalent
# avoid_dst_above_src: kept (48 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 0.993x [0.984, 1.003] over 9 rounds, rejected: 1048576 B band rotating takes 1.114x [1.096, 1.119] over 9 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.003x [1.001, 1.006] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.004x [1.000, 1.008] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.004x [0.999, 1.006] over 48 rounds, equivalent
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.005x [0.819, 1.019] over 6 rounds, rejected: 65536 B src-above rotating takes 1.363x [1.225, 3.184] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.009x [0.818, 1.016] over 6 rounds, rejected: 8192 B src-above rotating takes 1.311x [1.224, 1.326] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.006x [0.826, 1.032] over 6 rounds, rejected: 8192 B src-above rotating takes 1.305x [1.200, 1.394] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.011x [0.819, 1.051] over 6 rounds, rejected: 8192 B src-above rotating takes 1.284x [1.188, 1.406] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (162 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.990x [0.987, 0.995] over 6 rounds, rejected: 1000 B band hot takes 1.056x [1.050, 1.061] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.999x [0.994, 1.010] over 6 rounds, rejected: 16384 B band rotating takes 1.378x [1.235, 1.655] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.992x [0.991, 0.994] over 162 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.998x [0.992, 1.005] over 6 rounds, rejected: 16384 B band rotating takes 1.386x [1.270, 1.670] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.006x [1.001, 1.015] over 6 rounds, rejected: 65536 B band rotating takes 1.521x [1.338, 1.728] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.994x [0.984, 1.010] over 6 rounds, rejected: 8192 B band rotating takes 1.294x [1.220, 1.338] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.996x [0.994, 1.011] over 6 rounds, rejected: 16384 B band rotating takes 1.379x [1.322, 1.649] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.992x [0.990, 0.994] over 162 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.991x [0.980, 1.034] over 6 rounds, rejected: 16384 B band rotating takes 1.411x [1.354, 1.579] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.004x [0.989, 1.015] over 6 rounds, rejected: 16384 B band rotating takes 1.400x [1.330, 1.674] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.998x [0.987, 1.003] over 6 rounds, rejected: 4096 B band rotating takes 1.204x [1.194, 1.228] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.006x [1.001, 1.013] over 6 rounds, rejected: 16384 B band rotating takes 1.403x [1.293, 1.655] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.019x [0.992, 1.356] over 6 rounds, rejected: 16384 B band rotating takes 1.409x [1.358, 1.669] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.002x [0.987, 1.014] over 6 rounds, rejected: 16384 B band rotating takes 1.424x [1.338, 1.668] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.998x [0.993, 1.006] over 6 rounds, rejected: 16384 B band rotating takes 1.332x [1.259, 1.660] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.000x [0.991, 1.008] over 6 rounds, rejected: 1000 B page hot takes 1.075x [1.052, 1.080] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.023x [1.018, 1.067] over 6 rounds, rejected: 3000 B page rotating takes 1.520x [1.499, 1.550] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.010x [0.997, 1.019] over 6 rounds, rejected: 1300 B page hot takes 1.052x [1.049, 1.063] over 6 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (9 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.995x [0.968, 1.011] over 9 rounds, rejected: 2047 B misaligned rotating takes 1.095x [1.036, 1.122] over 9 rounds the time of block_align=16
end
