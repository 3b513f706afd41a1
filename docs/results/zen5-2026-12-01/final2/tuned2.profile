# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tuned2.profile
date=2026-12-01T01:04:00Z
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
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 loop_start_strict=true (the other fields as Thresholds::new)
# width+masked_max: undecided (383 rounds): kept width=avx512 masked_max=64 masked_form=one-zmm: width=avx512 masked_max=64 masked_form=halves: 1.014x [0.997, 1.019] over 383 rounds overlaps 'equal within 1%'
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.042x [2.033, 2.056] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.481x [1.478, 1.553] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.171x [1.162, 1.184] over 6 rounds, worse
#   width=avx512 masked_max=64 masked_form=halves: objective 1.014x [0.997, 1.019] over 383 rounds, undecided
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.000x [0.997, 1.003] over 48 rounds, rejected: 576 B aligned hot takes 1.038x [1.030, 1.040] over 48 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.160x [2.127, 2.245] over 6 rounds, rejected: 576 B aligned hot takes 1.795x [1.788, 1.833] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.082x [0.988, 1.088] over 6 rounds, rejected: 8 B misaligned rotating takes 1.167x [1.160, 1.377] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (14 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.019x [1.012, 1.033] over 14 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.005x [1.002, 1.012] over 6 rounds, rejected: 576 B page hot takes 1.520x [1.514, 1.525] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.006x [1.002, 1.093] over 6 rounds, rejected: 2047 B page hot takes 1.044x [1.039, 1.940] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (32 rounds): loop_interleave=off: every other value is worse by more than 1% or equal within it
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.997x [0.993, 1.000] over 32 rounds, equivalent
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.015x [0.979, 1.048] over 6 rounds, rejected: 576 B aligned hot takes 1.201x [1.193, 1.464] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.074x [1.063, 1.080] over 6 rounds, rejected: 576 B page hot takes 2.774x [2.747, 2.785] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.019x [1.002, 1.116] over 6 rounds, rejected: 1000 B page hot takes 1.688x [1.672, 1.696] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.999x [0.991, 1.021] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.084x [1.061, 1.132] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (21 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.000x [0.995, 1.003] over 21 rounds, rejected: 576 B page rotating takes 1.131x [1.053, 1.171] over 21 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.998x [0.864, 1.005] over 6 rounds, rejected: 1300 B aligned hot takes 1.295x [1.273, 1.363] over 6 rounds the time of loop_start_strict=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.004x [0.995, 1.122] over 6 rounds, rejected: 1300 B aligned hot takes 1.241x [1.233, 1.309] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.005x [1.000, 1.078] over 6 rounds, rejected: 1300 B aligned hot takes 1.240x [1.233, 1.336] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (21 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.001x [0.981, 1.026] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.002x [0.982, 1.079] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.999x [0.996, 1.004] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.997x [0.994, 1.001] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.998x [0.990, 1.004] over 21 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.009x [0.999, 1.126] over 6 rounds, rejected: 3000 B misaligned hot takes 1.088x [1.080, 1.090] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.031x [1.016, 1.035] over 6 rounds, rejected: 65536 B src-above hot takes 1.292x [1.195, 1.377] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.023x [1.013, 1.027] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.221x [1.121, 1.325] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.023x [1.018, 1.029] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.263x [1.194, 1.339] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.023x [0.911, 1.041] over 6 rounds, rejected: 4096 B src-above rotating takes 1.286x [1.252, 1.359] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.023x [1.011, 1.100] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.344x [1.314, 2.197] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.962x [0.946, 1.035] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.251x [1.219, 1.284] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.025x [1.017, 1.038] over 6 rounds, rejected: 4096 B src-above rotating takes 1.279x [1.253, 1.372] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.026x [1.009, 1.030] over 6 rounds, rejected: 65536 B src-above hot takes 1.368x [1.352, 1.375] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.025x [1.014, 1.031] over 6 rounds, rejected: 65536 B src-above hot takes 1.369x [1.362, 1.383] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.027x [1.017, 1.041] over 6 rounds, rejected: 65536 B src-above hot takes 1.371x [1.350, 1.439] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.026x [1.004, 1.038] over 6 rounds, rejected: 65536 B src-above hot takes 1.374x [1.361, 1.378] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (21 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.998x [0.995, 1.005] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.004x [0.994, 1.009] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 1.001x [0.997, 1.007] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 1.004x [0.996, 1.015] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 1.000x [0.992, 1.002] over 21 rounds, equivalent
# rep_movsb_page_from: kept (9 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.000x [0.993, 1.009] over 9 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.003x [0.992, 1.007] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.005x [0.991, 1.039] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.002x [0.995, 1.007] over 9 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 0.997x [0.995, 1.006] over 9 rounds, equivalent
# avoid_dst_above_src: kept (21 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.006x [0.841, 1.012] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.005x [1.002, 1.008] over 21 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.006x [0.837, 1.039] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.007x [1.000, 1.010] over 21 rounds, equivalent
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.007x [0.995, 1.020] over 6 rounds, rejected: 16384 B src-above rotating takes 1.336x [1.270, 1.412] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.009x [0.997, 1.025] over 6 rounds, rejected: 8192 B src-above rotating takes 1.266x [1.176, 1.373] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.012x [0.994, 1.018] over 6 rounds, rejected: 4096 B src-above rotating takes 1.290x [1.260, 1.325] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.011x [0.994, 1.025] over 6 rounds, rejected: 4096 B src-above rotating takes 1.299x [1.284, 1.305] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (72 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.988x [0.978, 1.133] over 6 rounds, rejected: 1000 B band hot takes 1.053x [1.051, 1.056] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.000x [0.996, 1.322] over 6 rounds, rejected: 65536 B band hot takes 1.356x [1.322, 1.376] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.993x [0.991, 0.996] over 72 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.991x [0.987, 0.996] over 6 rounds, rejected: 16384 B band rotating takes 1.349x [1.318, 1.422] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.996x [0.983, 1.003] over 6 rounds, rejected: 16384 B band rotating takes 1.367x [1.328, 1.443] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.993x [0.983, 1.016] over 6 rounds, rejected: 8192 B band rotating takes 1.309x [1.299, 1.362] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.997x [0.993, 1.007] over 6 rounds, rejected: 16384 B band rotating takes 1.362x [1.282, 1.413] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.994x [0.991, 0.996] over 72 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.992x [0.982, 0.999] over 6 rounds, rejected: 16384 B band rotating takes 1.371x [1.355, 1.416] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.998x [0.989, 1.297] over 6 rounds, rejected: 65536 B band hot takes 1.372x [1.305, 1.437] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.991x [0.981, 1.008] over 6 rounds, rejected: 16384 B band rotating takes 1.350x [1.316, 1.408] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.999x [0.994, 1.007] over 6 rounds, rejected: 65536 B band hot takes 1.371x [1.325, 1.387] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.992x [0.987, 1.003] over 6 rounds, rejected: 8192 B band rotating takes 1.307x [1.289, 1.365] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.994x [0.988, 1.009] over 6 rounds, rejected: 65536 B band hot takes 1.377x [1.322, 1.404] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.990x [0.977, 1.000] over 6 rounds, rejected: 16384 B band rotating takes 1.361x [1.347, 1.442] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (9 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or equal within it
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.007x [0.997, 1.016] over 6 rounds, rejected: 1000 B page hot takes 1.113x [1.109, 1.116] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.030x [1.016, 1.044] over 6 rounds, rejected: 3000 B page rotating takes 1.465x [1.450, 1.479] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.001x [0.996, 1.005] over 9 rounds, equivalent
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.999x [0.994, 1.084] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.060x [1.034, 1.069] over 6 rounds the time of block_align=16
# kept the table's value for: width, masked_max, masked_form
end
