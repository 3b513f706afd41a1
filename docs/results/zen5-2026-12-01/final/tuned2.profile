# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tuned2.profile
date=2026-12-01T00:51:05Z
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
# width+masked_max: kept (6 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.996x [1.962, 2.046] over 6 rounds, rejected: 1300 B page hot takes 1.091x [1.076, 1.102] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.517x [1.488, 1.587] over 6 rounds, rejected: 17 B aligned hot takes 1.431x [1.428, 1.707] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.198x [1.188, 1.204] over 6 rounds, rejected: 100 B misaligned hot takes 1.126x [1.124, 1.128] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.000x [0.997, 1.009] over 6 rounds, rejected: 576 B aligned rotating takes 1.125x [1.037, 1.174] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.010x [1.006, 1.015] over 6 rounds, rejected: 1000 B page hot takes 1.057x [1.053, 1.060] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.107x [2.086, 2.180] over 6 rounds, rejected: 1000 B aligned hot takes 1.762x [1.759, 1.781] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.096x [1.094, 1.175] over 6 rounds, worse
# two_vectors_first: changed (21 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.982x [0.980, 0.985] over 21 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.982x [0.980, 0.985] over 21 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.001x [0.998, 1.013] over 6 rounds, rejected: 576 B page hot takes 1.550x [1.542, 1.556] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.007x [0.996, 1.082] over 6 rounds, rejected: 2047 B page hot takes 1.052x [1.042, 1.053] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.001x [0.990, 1.003] over 6 rounds, rejected: 576 B misaligned hot takes 1.036x [1.032, 1.044] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.023x [0.924, 1.106] over 6 rounds, rejected: 1300 B page hot takes 1.342x [1.337, 1.349] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.079x [1.072, 1.087] over 6 rounds, rejected: 576 B aligned hot takes 3.027x [2.985, 3.041] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.025x [1.022, 1.030] over 6 rounds, rejected: 576 B aligned hot takes 1.886x [1.846, 1.925] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.998x [0.973, 1.008] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.099x [1.052, 1.198] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (9 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.999x [0.991, 1.007] over 9 rounds, rejected: 576 B page rotating takes 1.086x [1.033, 1.167] over 9 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.998x [0.989, 1.001] over 6 rounds, rejected: 576 B page hot takes 1.360x [1.354, 1.370] over 6 rounds the time of loop_start_strict=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.999x [0.986, 1.006] over 6 rounds, rejected: 1300 B aligned hot takes 1.328x [1.288, 1.376] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.002x [0.983, 1.092] over 6 rounds, rejected: 1300 B aligned hot takes 1.323x [1.288, 1.332] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (9 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.000x [0.995, 1.009] over 9 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.000x [0.992, 1.007] over 9 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.006x [0.988, 1.012] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.005x [0.991, 1.085] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.999x [0.995, 1.004] over 9 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.004x [0.987, 1.013] over 6 rounds, rejected: 3000 B misaligned hot takes 1.082x [1.062, 1.095] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.042x [1.023, 1.057] over 6 rounds, rejected: 1048576 B page rotating takes 1.225x [1.152, 1.821] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.031x [0.996, 1.165] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.206x [1.148, 1.321] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.027x [1.002, 1.035] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.216x [1.178, 1.288] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.024x [0.976, 1.035] over 6 rounds, rejected: 8192 B src-above rotating takes 1.326x [1.228, 1.367] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.024x [1.013, 1.107] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.345x [1.270, 1.401] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.023x [0.990, 1.043] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.342x [1.199, 1.398] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.027x [1.018, 1.045] over 6 rounds, rejected: 4096 B page rotating takes 1.236x [1.215, 1.360] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.031x [1.008, 1.138] over 6 rounds, rejected: 65536 B src-above hot takes 1.366x [1.358, 2.536] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.032x [1.019, 1.135] over 6 rounds, rejected: 65536 B src-above hot takes 1.363x [1.356, 1.369] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.026x [1.017, 1.032] over 6 rounds, rejected: 65536 B src-above hot takes 1.365x [1.352, 1.373] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.036x [1.019, 1.059] over 6 rounds, rejected: 65536 B src-above hot takes 1.361x [1.347, 1.370] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (21 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.002x [0.996, 1.006] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.004x [0.993, 1.014] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 1.003x [0.988, 1.014] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 1.000x [0.991, 1.008] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 1.000x [0.992, 1.005] over 21 rounds, equivalent
# rep_movsb_page_from: kept (32 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.015x [0.981, 1.193] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.002x [0.981, 1.009] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.001x [0.995, 1.005] over 32 rounds, equivalent
#   rep_movsb_page_from=262144: objective 0.997x [0.994, 1.004] over 32 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 0.998x [0.994, 1.003] over 32 rounds, equivalent
# avoid_dst_above_src: kept (21 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.007x [0.998, 1.015] over 6 rounds, rejected: 1048576 B band rotating takes 1.130x [1.089, 1.315] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.005x [0.998, 1.006] over 21 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.005x [1.001, 1.009] over 21 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.002x [0.995, 1.005] over 21 rounds, equivalent
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.006x [0.974, 1.029] over 6 rounds, rejected: 65536 B src-above rotating takes 1.348x [1.246, 1.365] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.008x [0.964, 1.412] over 6 rounds, rejected: 4096 B src-above rotating takes 1.250x [1.187, 1.318] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.010x [0.971, 1.019] over 6 rounds, rejected: 4096 B src-above rotating takes 1.254x [1.163, 1.313] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.011x [0.971, 1.025] over 6 rounds, rejected: 8192 B src-above rotating takes 1.300x [1.208, 1.329] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (72 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.985x [0.970, 1.001] over 6 rounds, rejected: 1000 B band hot takes 1.047x [1.045, 1.048] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.996x [0.988, 1.011] over 6 rounds, rejected: 8192 B band rotating takes 1.297x [1.277, 1.329] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.993x [0.991, 0.995] over 72 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.995x [0.983, 0.999] over 6 rounds, rejected: 8192 B band rotating takes 1.296x [1.284, 1.329] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.995x [0.958, 1.006] over 6 rounds, rejected: 16384 B band rotating takes 1.368x [1.347, 1.541] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.993x [0.963, 1.009] over 6 rounds, rejected: 8192 B band rotating takes 1.283x [1.181, 1.326] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.989x [0.984, 1.004] over 6 rounds, rejected: 65536 B band hot takes 1.362x [1.300, 1.386] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.993x [0.991, 0.995] over 72 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.988x [0.981, 1.003] over 6 rounds, rejected: 16384 B band rotating takes 1.371x [1.344, 2.495] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.992x [0.979, 1.002] over 6 rounds, rejected: 65536 B band hot takes 1.341x [1.325, 1.394] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.990x [0.985, 1.170] over 6 rounds, rejected: 8192 B band rotating takes 1.286x [1.277, 1.327] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.001x [0.989, 1.013] over 6 rounds, rejected: 65536 B band hot takes 1.372x [1.325, 1.392] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.991x [0.975, 0.996] over 6 rounds, rejected: 16384 B band rotating takes 1.371x [1.325, 1.549] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.992x [0.984, 1.277] over 6 rounds, rejected: 16384 B band rotating takes 1.353x [1.324, 1.544] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.986x [0.981, 1.216] over 6 rounds, rejected: 8192 B band rotating takes 1.298x [1.279, 1.331] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or equal within it
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.004x [1.000, 1.013] over 6 rounds, rejected: 1000 B page hot takes 1.126x [1.098, 1.128] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.032x [1.021, 1.038] over 6 rounds, rejected: 3000 B page rotating takes 1.451x [1.431, 1.483] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.004x [0.997, 1.009] over 6 rounds, equivalent
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.001x [0.993, 1.012] over 6 rounds, rejected: 2047 B aligned rotating takes 1.110x [1.066, 1.172] over 6 rounds the time of block_align=16
end
