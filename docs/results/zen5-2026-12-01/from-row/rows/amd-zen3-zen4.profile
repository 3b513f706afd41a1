# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --from amd-zen3-zen4 --out amd-zen3-zen4.profile
date=2026-12-01T02:30:11Z
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
# search started from another row: width=avx512 rep_movsb_from=16384 avoid_dst_above_src=63 non_temporal_from=12582912 masked_max=32 backward_dst_above_src=31 backward_below=65536 (the other fields as Thresholds::new)
# row: changed (6 rounds): row=amd-zen5 (from row=amd-zen3-zen4): objective 0.817x [0.807, 0.823] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   row=amd-zen3-zen4: objective -, started from
#   row=intel-fsrm: objective 1.007x [1.002, 1.013] over 6 rounds, rejected: slower than glibc by more than the margin at 60 fixed sizes, 556 percentage points above it in all (the value started from: 47, 503)
#   row=amd-zen5: objective 0.817x [0.807, 0.823] over 6 rounds, chosen
#   row=generic: objective 1.742x [1.696, 1.841] over 6 rounds, rejected: slower than glibc by more than the margin at 57 fixed sizes, 1080 percentage points above it in all (the value started from: 47, 503)
# width+masked_max: kept (162 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or equal within it
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.035x [2.008, 2.132] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.483x [1.462, 1.496] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.183x [1.163, 1.282] over 6 rounds, worse
#   width=avx512 masked_max=64 masked_form=halves: objective 0.992x [0.991, 0.994] over 162 rounds, equivalent
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.001x [0.985, 1.009] over 9 rounds, rejected: 576 B aligned hot takes 1.049x [1.024, 1.055] over 9 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.151x [2.118, 2.170] over 6 rounds, rejected: 576 B aligned hot takes 1.935x [1.861, 1.975] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.079x [0.917, 1.082] over 6 rounds, rejected: 8 B misaligned rotating takes 1.177x [1.168, 1.209] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (21 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.019x [1.011, 1.026] over 21 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.008x [0.986, 1.237] over 6 rounds, rejected: 576 B page hot takes 1.595x [1.591, 1.605] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.000x [0.996, 1.014] over 6 rounds, rejected: 576 B misaligned hot takes 1.043x [1.036, 1.155] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (9 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.000x [0.992, 1.010] over 9 rounds, rejected: 576 B misaligned hot takes 1.026x [1.022, 1.030] over 9 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.011x [1.006, 1.016] over 6 rounds, rejected: 1300 B page hot takes 1.675x [1.656, 1.688] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.085x [1.067, 1.091] over 6 rounds, rejected: 576 B aligned hot takes 3.044x [3.026, 3.120] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.029x [1.016, 1.040] over 6 rounds, rejected: 576 B aligned hot takes 1.875x [1.848, 1.887] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.997x [0.861, 1.001] over 6 rounds, rejected: 576 B aligned hot takes 1.105x [1.073, 1.140] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (21 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.996x [0.992, 1.001] over 21 rounds, rejected: 576 B page rotating takes 1.067x [1.044, 1.082] over 21 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.997x [0.986, 1.192] over 6 rounds, rejected: 576 B page hot takes 1.431x [1.324, 1.453] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (9 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 1.006x [0.994, 1.012] over 9 rounds, rejected: 576 B aligned rotating takes 1.118x [1.036, 1.281] over 9 rounds the time of tail_loads_ascending=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.003x [0.997, 1.007] over 6 rounds, rejected: 1300 B aligned hot takes 1.293x [1.177, 1.369] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.005x [0.998, 1.010] over 6 rounds, rejected: 1300 B aligned hot takes 1.311x [1.179, 1.371] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (21 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.004x [0.999, 1.008] over 21 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.002x [1.000, 1.006] over 21 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.004x [0.998, 1.006] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.007x [0.989, 1.010] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.006x [0.998, 1.110] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.003x [0.997, 1.014] over 6 rounds, rejected: 3000 B misaligned hot takes 1.077x [1.066, 1.084] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.022x [1.015, 1.046] over 6 rounds, rejected: 8192 B src-above rotating takes 1.257x [1.216, 1.307] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.021x [0.896, 1.030] over 6 rounds, rejected: 8192 B aligned hot takes 1.027x [1.027, 1.028] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.015x [1.011, 1.027] over 6 rounds, worse
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.022x [0.905, 1.036] over 6 rounds, rejected: 8192 B src-above rotating takes 1.305x [1.289, 1.382] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.020x [1.012, 1.167] over 6 rounds, rejected: 8192 B src-above rotating takes 1.320x [1.298, 1.404] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.028x [1.012, 1.202] over 6 rounds, rejected: 8192 B src-above rotating takes 1.306x [1.233, 1.392] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.023x [1.012, 1.028] over 6 rounds, rejected: 8192 B src-above rotating takes 1.291x [1.263, 1.395] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.034x [1.013, 1.165] over 6 rounds, rejected: 8192 B src-above rotating takes 1.294x [1.216, 1.423] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.019x [1.003, 1.033] over 6 rounds, rejected: 65536 B misaligned hot takes 1.359x [1.351, 1.363] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.017x [1.008, 1.037] over 6 rounds, rejected: 65536 B misaligned hot takes 1.358x [1.344, 1.369] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.027x [1.019, 1.032] over 6 rounds, rejected: 65536 B misaligned hot takes 1.361x [1.348, 2.538] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (21 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.003x [0.997, 1.013] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 1.002x [1.000, 1.006] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 1.003x [1.001, 1.014] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 0.999x [0.994, 1.003] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 1.001x [0.996, 1.003] over 21 rounds, equivalent
# rep_movsb_page_from: kept (32 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.006x [0.998, 1.008] over 32 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.009x [0.995, 1.011] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.006x [0.991, 1.011] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.005x [1.000, 1.009] over 32 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.003x [1.000, 1.007] over 32 rounds, equivalent
# avoid_dst_above_src: kept (48 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.009x [1.000, 1.013] over 9 rounds, rejected: 262144 B band rotating takes 1.058x [1.056, 1.061] over 9 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.011x [1.002, 1.021] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.005x [1.001, 1.009] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.012x [0.990, 1.026] over 6 rounds, dropped (slower half)
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.004x [0.981, 1.012] over 6 rounds, rejected: 8192 B src-above rotating takes 1.314x [1.279, 3.845] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.003x [0.977, 1.028] over 6 rounds, rejected: 8192 B src-above rotating takes 1.317x [1.267, 1.349] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.009x [0.972, 1.018] over 6 rounds, rejected: 8192 B src-above rotating takes 1.300x [1.217, 1.405] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.001x [0.986, 1.018] over 6 rounds, rejected: 8192 B src-above rotating takes 1.298x [1.238, 1.387] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (72 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.988x [0.977, 0.997] over 9 rounds, rejected: 1000 B band hot takes 1.047x [1.043, 1.050] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.003x [0.705, 1.012] over 6 rounds, rejected: 16384 B band rotating takes 1.372x [1.171, 1.632] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.995x [0.990, 0.998] over 72 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.994x [0.715, 0.998] over 6 rounds, rejected: 8192 B band rotating takes 1.250x [1.219, 1.410] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.001x [0.709, 1.013] over 6 rounds, rejected: 16384 B band rotating takes 1.385x [1.329, 1.666] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.003x [0.711, 1.007] over 6 rounds, rejected: 16384 B band rotating takes 1.294x [1.144, 1.652] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.996x [0.706, 1.010] over 6 rounds, rejected: 16384 B band rotating takes 1.363x [1.333, 1.597] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.994x [0.990, 0.996] over 72 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.993x [0.703, 1.008] over 6 rounds, rejected: 8192 B band rotating takes 1.256x [1.239, 1.369] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.000x [0.703, 1.006] over 6 rounds, rejected: 65536 B band hot takes 1.359x [1.336, 1.386] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.995x [0.703, 1.005] over 6 rounds, rejected: 16384 B band rotating takes 1.365x [1.327, 1.637] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.002x [0.711, 1.013] over 6 rounds, rejected: 65536 B band hot takes 1.342x [1.294, 1.381] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.995x [0.701, 1.004] over 6 rounds, rejected: 8192 B band rotating takes 1.272x [1.204, 1.409] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.002x [0.708, 1.009] over 6 rounds, rejected: 262144 B band rotating takes 1.350x [1.230, 1.694] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.998x [0.713, 1.007] over 6 rounds, rejected: 16384 B band rotating takes 1.355x [1.277, 1.629] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.009x [0.997, 1.118] over 6 rounds, rejected: 1000 B page hot takes 1.084x [1.080, 1.092] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.026x [1.024, 1.037] over 6 rounds, rejected: 3000 B page rotating takes 1.516x [1.504, 1.653] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.001x [1.000, 1.008] over 6 rounds, rejected: 1300 B page hot takes 1.058x [1.046, 1.087] over 6 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.999x [0.866, 1.010] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.102x [1.046, 1.120] over 6 rounds the time of block_align=16
end
