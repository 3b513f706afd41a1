# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --from amd-zen5 --out amd-zen5.profile
date=2026-12-01T02:30:41Z
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
# row: kept (6 rounds): row=amd-zen5: every other value is worse by more than 1% or breaks the guard
#   row=amd-zen5: objective -, started from
#   row=intel-fsrm: objective 1.236x [1.152, 1.316] over 6 rounds, rejected: slower than glibc by more than the margin at 55 fixed sizes, 591 percentage points above it in all (the value started from: 8, 37)
#   row=amd-zen3-zen4: objective 1.237x [1.143, 1.358] over 6 rounds, rejected: slower than glibc by more than the margin at 44 fixed sizes, 480 percentage points above it in all (the value started from: 8, 37)
#   row=generic: objective 2.143x [1.983, 2.189] over 6 rounds, rejected: slower than glibc by more than the margin at 55 fixed sizes, 1042 percentage points above it in all (the value started from: 8, 37)
# width+masked_max: kept (21 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.022x [1.836, 2.200] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.477x [1.347, 1.483] over 6 rounds, rejected: 40 B misaligned hot takes 1.129x [1.126, 1.253] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.174x [1.060, 1.267] over 6 rounds, rejected: 63 B aligned hot takes 1.128x [1.126, 1.250] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.994x [0.988, 1.001] over 21 rounds, rejected: 4096 B src-above hot takes 1.050x [1.048, 1.050] over 21 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.999x [0.910, 1.011] over 6 rounds, rejected: 576 B aligned hot takes 1.051x [1.029, 1.062] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.117x [1.948, 2.152] over 6 rounds, rejected: 576 B aligned hot takes 1.953x [1.930, 3.250] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.087x [1.073, 1.155] over 6 rounds, worse
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.032x [1.021, 1.110] over 6 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.005x [0.860, 1.013] over 6 rounds, rejected: 576 B page hot takes 1.548x [1.504, 1.707] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.000x [0.994, 1.015] over 6 rounds, rejected: 4096 B src-above hot takes 1.050x [1.049, 1.054] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.997x [0.986, 1.003] over 6 rounds, rejected: 576 B misaligned hot takes 1.037x [1.034, 1.044] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.019x [1.011, 1.124] over 6 rounds, rejected: 1300 B page hot takes 1.346x [1.342, 1.347] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.061x [0.976, 1.086] over 6 rounds, rejected: 1300 B aligned hot takes 2.854x [2.826, 4.348] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.006x [0.931, 1.033] over 6 rounds, rejected: 1000 B aligned hot takes 1.764x [1.757, 1.771] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.010x [0.968, 1.030] over 6 rounds, rejected: 576 B aligned hot takes 1.114x [1.096, 1.123] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (14 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.999x [0.994, 1.006] over 14 rounds, equivalent
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.997x [0.981, 1.002] over 6 rounds, rejected: 576 B page hot takes 1.362x [1.354, 1.366] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (21 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 0.999x [0.989, 1.015] over 21 rounds, rejected: 576 B aligned rotating takes 1.072x [1.032, 1.245] over 21 rounds the time of tail_loads_ascending=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.997x [0.924, 1.004] over 6 rounds, rejected: 1300 B aligned hot takes 1.307x [1.290, 1.369] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.998x [0.914, 1.005] over 6 rounds, rejected: 1300 B aligned hot takes 1.308x [1.283, 1.369] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (21 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.999x [0.996, 1.009] over 21 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.010x [1.001, 1.018] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.010x [1.003, 1.188] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.999x [0.994, 1.008] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.002x [0.998, 1.006] over 21 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.002x [0.997, 1.040] over 6 rounds, rejected: 3000 B misaligned hot takes 1.074x [1.068, 1.082] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.038x [1.035, 1.051] over 6 rounds, rejected: 65536 B src-above hot takes 1.195x [1.172, 1.363] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.004x [0.940, 1.044] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.149x [1.075, 1.299] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.025x [1.008, 1.109] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.188x [1.094, 1.284] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.006x [0.977, 1.060] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.267x [1.229, 1.276] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.025x [1.014, 1.101] over 6 rounds, rejected: 4096 B src-above rotating takes 1.257x [1.250, 1.304] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.022x [1.011, 1.063] over 6 rounds, rejected: 8192 B src-above rotating takes 1.333x [1.284, 1.414] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.023x [1.011, 1.031] over 6 rounds, rejected: 4096 B src-above rotating takes 1.270x [1.210, 1.375] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.014x [0.947, 1.039] over 6 rounds, rejected: 65536 B page hot takes 1.325x [1.304, 1.331] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.027x [1.011, 1.064] over 6 rounds, rejected: 65536 B misaligned hot takes 1.355x [1.348, 1.381] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.993x [0.914, 1.014] over 6 rounds, rejected: 65536 B src-above hot takes 1.361x [1.350, 1.367] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.024x [1.010, 1.061] over 6 rounds, rejected: 65536 B src-above hot takes 1.366x [1.345, 1.370] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (32 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.998x [0.994, 1.004] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.000x [0.996, 1.004] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 0.999x [0.995, 1.007] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 1.001x [0.983, 1.083] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 1.004x [0.994, 1.011] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: kept (32 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.004x [0.997, 1.010] over 32 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.004x [0.988, 1.005] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.002x [0.997, 1.007] over 32 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.008x [0.998, 1.223] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 1.000x [0.994, 1.004] over 32 rounds, equivalent
# avoid_dst_above_src: kept (21 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.004x [0.996, 1.017] over 9 rounds, rejected: 1048576 B band rotating takes 1.115x [1.103, 1.129] over 9 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.005x [0.995, 1.013] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.010x [0.993, 1.021] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.001x [0.999, 1.006] over 21 rounds, equivalent
# avoid_src_above_dst: kept (9 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.010x [1.000, 1.089] over 6 rounds, rejected: 65536 B src-above hot takes 1.331x [1.165, 1.367] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.010x [0.986, 1.076] over 9 rounds, rejected: 4096 B src-above rotating takes 1.260x [1.161, 1.292] over 9 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.001x [0.983, 1.034] over 6 rounds, rejected: 16384 B src-above rotating takes 1.230x [1.127, 1.433] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.006x [0.992, 1.226] over 6 rounds, rejected: 16384 B src-above rotating takes 1.179x [1.099, 1.341] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (548 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.986x [0.978, 0.998] over 6 rounds, rejected: 1000 B band hot takes 1.051x [1.038, 1.092] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.005x [0.998, 1.037] over 6 rounds, rejected: 16384 B band rotating takes 1.278x [1.229, 1.632] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.994x [0.993, 0.995] over 548 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.003x [0.995, 1.017] over 6 rounds, rejected: 16384 B band rotating takes 1.326x [1.241, 1.639] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.004x [0.998, 1.012] over 6 rounds, rejected: 65536 B band hot takes 1.359x [1.245, 1.406] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.005x [0.980, 1.040] over 6 rounds, rejected: 16384 B band rotating takes 1.285x [1.250, 1.646] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.003x [0.998, 1.008] over 6 rounds, rejected: 16384 B band rotating takes 1.313x [1.243, 1.581] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.991x [0.991, 0.992] over 548 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.996x [0.986, 1.011] over 6 rounds, rejected: 16384 B band rotating takes 1.335x [1.245, 1.495] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.995x [0.985, 1.004] over 6 rounds, rejected: 16384 B band rotating takes 1.288x [1.249, 1.589] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.006x [0.985, 1.297] over 6 rounds, rejected: 16384 B band rotating takes 1.291x [1.241, 1.630] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.003x [0.994, 1.013] over 6 rounds, rejected: 16384 B band rotating takes 1.292x [1.245, 1.615] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.999x [0.991, 1.019] over 6 rounds, rejected: 16384 B band rotating takes 1.303x [1.220, 1.650] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.996x [0.988, 0.998] over 6 rounds, rejected: 8192 B band rotating takes 1.242x [1.183, 1.476] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.001x [0.992, 1.010] over 6 rounds, rejected: 16384 B band rotating takes 1.264x [1.246, 1.650] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.002x [0.996, 1.008] over 6 rounds, rejected: 1000 B page hot takes 1.112x [1.092, 1.116] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.030x [1.020, 1.035] over 6 rounds, worse
#   backward_page=on backward_page_below=1024: objective 1.002x [0.998, 1.011] over 6 rounds, rejected: 2047 B page hot takes 1.052x [1.032, 1.075] over 6 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.000x [0.988, 1.107] over 6 rounds, rejected: 4096 B src-above hot takes 1.049x [1.048, 1.052] over 6 rounds the time of block_align=16
end
