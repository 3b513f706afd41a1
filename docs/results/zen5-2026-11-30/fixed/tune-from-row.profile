# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out target/tmp/fx/tuned-new.profile
date=2026-11-30T19:26:14Z
width=avx512
rep_movsb_from=4096
rep_movsb_coaligned_from=262144
rep_movsb_page_from=1048576
avoid_dst_above_src=0
avoid_src_above_dst=63
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=true
head_tail_max=8
backward_dst_above_src=63
backward_page=false
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
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=4096 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (9 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.926x [1.919, 2.072] over 6 rounds, rejected: 2047 B page hot takes 1.054x [1.042, 1.058] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.495x [1.476, 1.542] over 6 rounds, rejected: 63 B misaligned hot takes 1.288x [1.283, 1.382] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.196x [1.178, 1.208] over 6 rounds, rejected: 40 B misaligned hot takes 1.287x [1.285, 1.289] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.009x [0.993, 1.019] over 9 rounds, rejected: 1000 B band hot takes 1.026x [1.022, 1.033] over 9 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.023x [1.004, 1.133] over 6 rounds, rejected: 63 B misaligned rotating takes 1.100x [1.095, 1.105] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.014x [2.001, 2.044] over 6 rounds, rejected: 1000 B page hot takes 1.620x [1.611, 1.631] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.092x [1.077, 1.109] over 6 rounds, rejected: 40 B aligned hot takes 1.288x [1.285, 3.683] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (48 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.984x [0.980, 0.988] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.984x [0.980, 0.988] over 48 rounds, chosen
# head_tail_max: kept (9 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.005x [0.928, 1.045] over 9 rounds, rejected: 1000 B aligned rotating takes 1.120x [1.065, 1.233] over 9 rounds the time of head_tail_max=8
# loop_vectors: kept (21 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.992x [0.975, 1.017] over 21 rounds, rejected: 2047 B misaligned rotating takes 1.044x [1.027, 1.064] over 21 rounds the time of loop_vectors=4
# loop_interleave: changed (108 rounds): loop_interleave=on (from loop_interleave=off): objective 0.926x [0.918, 0.946] over 32 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.926x [0.918, 0.946] over 32 rounds, chosen
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.988x [0.973, 1.200] over 6 rounds, rejected: 2047 B misaligned hot takes 1.063x [1.045, 1.070] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.122x [1.068, 1.191] over 6 rounds, rejected: 1000 B page hot takes 2.143x [1.787, 2.573] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.065x [0.982, 1.181] over 6 rounds, rejected: 1000 B page hot takes 1.493x [1.182, 1.658] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.986x [0.889, 1.038] over 6 rounds, rejected: 2047 B page hot takes 1.084x [1.070, 1.090] over 6 rounds the time of edges_before_loop=off
# edges_head_first: changed (108 rounds): edges_head_first=on (from edges_head_first=off): objective 0.929x [0.923, 0.939] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.929x [0.923, 0.939] over 72 rounds, chosen
# loop_prefetch: kept (21 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.994x [0.983, 1.018] over 21 rounds, rejected: 1000 B aligned hot takes 1.041x [1.028, 1.050] over 21 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.946x [0.894, 1.124] over 9 rounds, rejected: 2047 B aligned hot takes 1.070x [1.037, 1.090] over 9 rounds the time of loop_prefetch=off
# rep_movsb_from: kept (6 rounds): rep_movsb_from=4096 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.125x [0.773, 1.143] over 6 rounds, rejected: 1048576 B page rotating takes 1.308x [1.275, 2.560] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.935x [0.630, 1.174] over 6 rounds, rejected: 8192 B aligned hot takes 1.028x [1.025, 1.030] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.950x [0.811, 1.254] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.181x [1.076, 3.148] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.903x [0.725, 1.299] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.179x [1.107, 1.302] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.928x [0.650, 1.155] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.118x [1.087, 1.310] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.944x [0.636, 1.184] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.108x [1.078, 1.136] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.926x [0.637, 1.082] over 6 rounds, rejected: 65536 B page rotating takes 1.324x [1.209, 1.372] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.913x [0.617, 0.972] over 6 rounds, rejected: 65536 B page hot takes 1.329x [1.318, 1.358] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.894x [0.624, 0.958] over 6 rounds, rejected: 65536 B page hot takes 1.322x [1.314, 1.573] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.900x [0.610, 0.929] over 6 rounds, rejected: 65536 B page hot takes 1.328x [1.294, 1.345] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (48 rounds): rep_movsb_coaligned_from=262144 (from rep_movsb_coaligned_from=off): objective 0.845x [0.832, 0.904] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.989x [0.839, 1.264] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 0.988x [0.911, 1.003] over 48 rounds, worse
#   rep_movsb_coaligned_from=65536: objective 0.897x [0.884, 0.928] over 21 rounds, worse
#   rep_movsb_coaligned_from=262144: objective 0.845x [0.832, 0.904] over 48 rounds, chosen
#   rep_movsb_coaligned_from=1048576: objective 0.940x [0.880, 0.984] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: changed (32 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.827x [0.815, 0.905] over 32 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.901x [0.821, 1.115] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.908x [0.821, 1.057] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.990x [0.905, 1.005] over 32 rounds, worse
#   rep_movsb_page_from=262144: objective 0.892x [0.861, 0.949] over 21 rounds, worse
#   rep_movsb_page_from=1048576: objective 0.827x [0.815, 0.905] over 32 rounds, chosen
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 0.989x [0.940, 1.468] over 6 rounds, rejected: 262144 B band hot takes 1.072x [1.059, 1.077] over 6 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: changed (72 rounds): avoid_src_above_dst=63 (from avoid_src_above_dst=0): objective 0.905x [0.896, 0.925] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 0.905x [0.896, 0.925] over 72 rounds, chosen
# backward: changed (108 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=off (from backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off): objective 0.905x [0.891, 0.987] over 108 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096 backward_page=off: objective 1.037x [1.020, 1.230] over 6 rounds, rejected: 1000 B band hot takes 1.200x [1.191, 1.207] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=off: objective 1.008x [0.995, 1.069] over 6 rounds, rejected: 16384 B band rotating takes 1.578x [1.381, 2.998] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=on: objective 1.035x [1.001, 1.119] over 6 rounds, rejected: 16384 B band rotating takes 1.631x [1.452, 1.677] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=off: objective 0.955x [0.939, 0.982] over 72 rounds, worse
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=on: objective 1.069x [1.031, 1.106] over 6 rounds, worse
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=off: objective 1.032x [0.998, 1.106] over 6 rounds, rejected: 4096 B band rotating takes 1.162x [1.110, 1.231] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=on: objective 1.006x [0.977, 1.085] over 6 rounds, rejected: 16384 B page rotating takes 1.699x [1.326, 1.759] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=off: objective 1.040x [1.018, 1.061] over 6 rounds, rejected: 65536 B band hot takes 1.367x [1.321, 2.400] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=on: objective 1.066x [1.042, 1.073] over 6 rounds, rejected: 65536 B band rotating takes 1.692x [1.493, 1.778] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=off: objective 1.039x [1.016, 1.059] over 6 rounds, rejected: 1000 B band hot takes 1.192x [1.184, 1.200] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=on: objective 1.039x [1.022, 1.065] over 6 rounds, rejected: 16384 B page rotating takes 1.675x [1.367, 1.771] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=off: objective 1.040x [1.015, 1.076] over 6 rounds, rejected: 65536 B band rotating takes 1.491x [1.348, 1.654] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=on: objective 1.044x [0.997, 1.105] over 6 rounds, rejected: 16384 B page rotating takes 1.784x [1.689, 1.848] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=off: objective 0.905x [0.891, 0.987] over 108 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=on: objective 1.012x [0.994, 1.035] over 72 rounds, worse
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=off: objective 0.953x [0.910, 0.999] over 6 rounds, rejected: 4096 B band rotating takes 1.154x [1.068, 1.195] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=on: objective 0.957x [0.927, 0.986] over 6 rounds, rejected: 16384 B page rotating takes 1.754x [1.626, 1.801] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=off: objective 0.997x [0.985, 1.123] over 6 rounds, rejected: 65536 B band hot takes 1.354x [1.298, 1.374] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=on: objective 1.014x [0.962, 1.147] over 6 rounds, rejected: 262144 B band hot takes 1.513x [1.412, 1.619] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=off: objective 1.011x [0.978, 1.062] over 6 rounds, rejected: 1000 B band hot takes 1.193x [1.187, 1.209] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=on: objective 1.009x [0.985, 1.055] over 6 rounds, rejected: 1000 B band hot takes 1.198x [1.192, 1.211] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=off: objective 1.017x [0.979, 1.047] over 6 rounds, rejected: 16384 B band rotating takes 1.559x [1.355, 1.665] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=on: objective 1.011x [0.972, 1.046] over 6 rounds, rejected: 65536 B page hot takes 1.795x [1.682, 1.843] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=on: objective 1.038x [1.019, 1.361] over 6 rounds, worse
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=off: objective 1.107x [1.079, 1.287] over 6 rounds, rejected: 16384 B band rotating takes 1.444x [1.379, 3.129] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=on: objective 1.132x [1.063, 1.283] over 6 rounds, rejected: 16384 B page rotating takes 1.642x [1.463, 1.758] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=off: objective 1.057x [1.033, 1.109] over 6 rounds, rejected: 262144 B band hot takes 1.431x [1.372, 1.465] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=on: objective 1.051x [1.023, 1.099] over 6 rounds, rejected: 65536 B page hot takes 1.704x [1.554, 1.841] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=off: objective 1.051x [1.047, 1.061] over 6 rounds, rejected: 16384 B band rotating takes 1.631x [1.432, 1.661] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=on: objective 1.039x [1.025, 1.060] over 6 rounds, rejected: 16384 B band rotating takes 1.546x [1.396, 1.666] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
end
