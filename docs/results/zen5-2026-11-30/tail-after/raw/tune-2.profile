# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out raw/tune-2.profile
date=2026-11-30T19:08:25Z
width=avx512
rep_movsb_from=16384
rep_movsb_coaligned_from=none
rep_movsb_page_from=1048576
avoid_dst_above_src=63
avoid_src_above_dst=0
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=true
head_tail_max=8
backward_dst_above_src=255
backward_page=false
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
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=16384 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (9 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.987x [1.804, 2.102] over 6 rounds, rejected: 2047 B aligned hot takes 1.119x [1.076, 1.134] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.512x [1.360, 1.533] over 6 rounds, rejected: 63 B aligned hot takes 1.286x [1.282, 1.294] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.202x [1.070, 1.212] over 6 rounds, rejected: 63 B misaligned hot takes 1.285x [1.282, 1.290] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.003x [0.987, 1.013] over 9 rounds, rejected: 1000 B band hot takes 1.022x [1.020, 1.024] over 9 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.020x [0.920, 1.114] over 6 rounds, rejected: 63 B misaligned rotating takes 1.091x [1.086, 1.102] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.074x [1.875, 2.092] over 6 rounds, rejected: 1000 B page hot takes 1.611x [1.589, 1.649] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.091x [1.076, 1.105] over 6 rounds, rejected: 40 B misaligned hot takes 1.286x [1.284, 1.287] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (32 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.979x [0.971, 0.988] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.979x [0.971, 0.988] over 6 rounds, chosen
# head_tail_max: kept (9 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.000x [0.993, 1.034] over 9 rounds, rejected: 1000 B aligned rotating takes 1.111x [1.088, 1.259] over 9 rounds the time of head_tail_max=8
# loop_vectors: kept (32 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.979x [0.976, 1.018] over 32 rounds, rejected: 2047 B page hot takes 1.025x [1.021, 1.035] over 32 rounds the time of loop_vectors=4
# loop_interleave: kept (48 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.932x [0.927, 1.024] over 48 rounds, rejected: 1048576 B band rotating takes 1.080x [1.060, 1.082] over 48 rounds the time of loop_interleave=off
# loop_align_dst: kept (14 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.977x [0.965, 0.993] over 14 rounds, rejected: 2047 B page hot takes 1.038x [1.021, 1.047] over 14 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.113x [1.107, 1.191] over 6 rounds, rejected: 4096 B page hot takes 2.803x [2.797, 2.857] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.028x [0.981, 1.057] over 6 rounds, rejected: 1000 B aligned hot takes 1.755x [1.739, 1.795] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (9 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.992x [0.982, 1.001] over 9 rounds, rejected: 8192 B page rotating takes 1.034x [1.025, 1.051] over 9 rounds the time of edges_before_loop=off
# edges_head_first: kept (32 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.901x [0.882, 1.048] over 32 rounds, rejected: 1048576 B band rotating takes 1.084x [1.074, 1.086] over 32 rounds the time of edges_head_first=off
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.003x [0.965, 1.117] over 6 rounds, rejected: 2047 B page hot takes 1.084x [1.080, 1.098] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.965x [0.902, 1.034] over 6 rounds, rejected: 2047 B page hot takes 1.087x [1.075, 1.096] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (6 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or breaks the guard
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.992x [0.966, 1.121] over 6 rounds, rejected: 1048576 B band rotating takes 1.087x [1.078, 1.096] over 6 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.972x [0.965, 1.052] over 6 rounds, rejected: 1048576 B band rotating takes 1.087x [1.078, 1.094] over 6 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.933x [0.899, 1.063] over 6 rounds, rejected: 1048576 B band rotating takes 1.083x [1.074, 1.098] over 6 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.968x [0.935, 1.048] over 6 rounds, rejected: 1048576 B band rotating takes 1.083x [1.073, 1.086] over 6 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.940x [0.898, 1.027] over 6 rounds, rejected: 1048576 B band rotating takes 1.084x [1.075, 1.088] over 6 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
# rep_movsb_from: kept (6 rounds): rep_movsb_from=16384 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.128x [0.821, 1.180] over 6 rounds, rejected: 1048576 B page rotating takes 1.228x [1.213, 1.235] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.933x [0.725, 1.181] over 6 rounds, rejected: 4096 B page hot takes 1.789x [1.787, 1.798] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.909x [0.715, 1.195] over 6 rounds, rejected: 1048576 B band hot takes 1.088x [1.026, 1.106] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.901x [0.678, 1.121] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.078x [1.034, 1.202] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.910x [0.673, 1.226] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.205x [1.145, 1.346] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.973x [0.669, 1.153] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.140x [1.109, 1.150] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.936x [0.653, 1.040] over 6 rounds, rejected: 65536 B page rotating takes 1.332x [1.257, 1.341] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.927x [0.656, 0.941] over 6 rounds, rejected: 65536 B misaligned hot takes 1.383x [1.346, 1.404] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.917x [0.647, 0.953] over 6 rounds, rejected: 65536 B misaligned hot takes 1.368x [1.352, 1.375] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.921x [0.653, 1.135] over 6 rounds, rejected: 65536 B misaligned hot takes 1.357x [1.347, 1.377] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (162 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.951x [0.892, 1.040] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 0.903x [0.830, 1.029] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.997x [0.991, 1.003] over 108 rounds, rejected: 8192 B aligned rotating takes 1.029x [1.021, 1.034] over 162 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=262144: objective 0.886x [0.878, 0.900] over 108 rounds, rejected: 8192 B aligned rotating takes 1.030x [1.022, 1.035] over 162 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=1048576: objective 0.822x [0.773, 1.011] over 9 rounds, rejected: 8192 B aligned rotating takes 1.047x [1.020, 1.090] over 9 rounds the time of rep_movsb_coaligned_from=off
# rep_movsb_page_from: changed (108 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.879x [0.875, 0.892] over 108 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.960x [0.806, 1.221] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.898x [0.812, 1.031] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.992x [0.984, 0.996] over 108 rounds, worse
#   rep_movsb_page_from=262144: objective 0.891x [0.880, 0.899] over 48 rounds, worse
#   rep_movsb_page_from=1048576: objective 0.879x [0.875, 0.892] over 108 rounds, chosen
# avoid_dst_above_src: kept (9 rounds): avoid_dst_above_src=63: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=63: objective -, started from
#   avoid_dst_above_src=0: objective 0.914x [0.889, 1.064] over 9 rounds, rejected: 1048576 B band rotating takes 1.077x [1.021, 1.088] over 9 rounds the time of avoid_dst_above_src=63
# avoid_src_above_dst: changed (72 rounds): avoid_src_above_dst=0 (from avoid_src_above_dst=63): objective 0.885x [0.881, 0.896] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective 0.885x [0.881, 0.896] over 72 rounds, chosen
# backward: kept (6 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096 backward_page=off: objective 1.041x [0.952, 1.084] over 6 rounds, rejected: 1048576 B band hot takes 1.089x [1.081, 1.960] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=off: objective 1.037x [1.010, 1.069] over 6 rounds, rejected: 65536 B band rotating takes 1.492x [1.377, 1.734] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=on: objective 1.053x [0.988, 1.318] over 6 rounds, rejected: 16384 B page rotating takes 1.627x [1.614, 1.739] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=off: objective 1.022x [0.955, 1.126] over 6 rounds, rejected: 262144 B band rotating takes 1.249x [1.186, 1.260] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=on: objective 1.064x [0.961, 1.111] over 6 rounds, rejected: 1048576 B band hot takes 1.119x [1.082, 2.114] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=off: objective 1.005x [0.900, 1.079] over 6 rounds, rejected: 8192 B band rotating takes 1.389x [1.320, 1.465] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=on: objective 1.002x [0.905, 1.059] over 6 rounds, rejected: 16384 B page rotating takes 1.805x [1.773, 1.825] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=off: objective 1.038x [0.962, 1.259] over 6 rounds, rejected: 65536 B band rotating takes 1.529x [1.485, 1.581] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=on: objective 1.032x [0.939, 1.076] over 6 rounds, rejected: 65536 B page rotating takes 1.749x [1.652, 1.841] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=off: objective 1.029x [0.960, 1.081] over 6 rounds, rejected: 8192 B band rotating takes 1.393x [1.318, 1.465] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=on: objective 1.026x [0.936, 1.187] over 6 rounds, rejected: 16384 B page rotating takes 1.785x [1.750, 2.929] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=off: objective 1.036x [0.922, 1.074] over 6 rounds, rejected: 65536 B band rotating takes 1.517x [1.387, 1.544] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=on: objective 1.032x [0.943, 1.188] over 6 rounds, rejected: 16384 B page rotating takes 1.769x [1.696, 1.811] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=off: objective 0.998x [0.899, 1.011] over 6 rounds, rejected: 262144 B band hot takes 1.158x [1.114, 1.254] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=on: objective 0.992x [0.888, 1.010] over 6 rounds, rejected: 1048576 B band rotating takes 1.083x [1.077, 1.109] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=off: objective 0.934x [0.833, 0.958] over 6 rounds, rejected: 8192 B band rotating takes 1.375x [1.240, 2.406] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=on: objective 0.934x [0.856, 0.970] over 6 rounds, rejected: 16384 B page rotating takes 1.784x [1.747, 1.800] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=off: objective 1.006x [0.919, 1.055] over 6 rounds, rejected: 65536 B band rotating takes 1.495x [1.366, 1.567] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=on: objective 1.005x [0.928, 1.036] over 6 rounds, rejected: 65536 B page hot takes 1.856x [1.786, 2.990] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=off: objective 1.096x [1.010, 1.114] over 6 rounds, rejected: 8192 B band rotating takes 1.396x [1.312, 1.459] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=on: objective 1.072x [0.998, 1.097] over 6 rounds, rejected: 16384 B page rotating takes 1.765x [1.751, 1.796] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=off: objective 1.062x [0.987, 1.088] over 6 rounds, rejected: 65536 B band hot takes 1.339x [1.324, 1.365] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=on: objective 1.050x [0.988, 1.090] over 6 rounds, rejected: 65536 B page hot takes 1.790x [1.731, 1.836] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=on: objective 1.051x [0.996, 1.092] over 6 rounds, rejected: 262144 B band hot takes 1.220x [1.130, 1.257] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=off: objective 1.039x [0.976, 1.077] over 6 rounds, rejected: 8192 B band rotating takes 1.398x [1.314, 1.465] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=on: objective 0.981x [0.914, 1.013] over 6 rounds, rejected: 16384 B page rotating takes 1.796x [1.751, 1.807] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=off: objective 1.054x [0.946, 1.147] over 6 rounds, rejected: 65536 B band hot takes 1.341x [1.328, 1.365] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=on: objective 1.050x [0.947, 1.172] over 6 rounds, rejected: 65536 B page rotating takes 1.835x [1.660, 1.882] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=off: objective 1.022x [0.965, 1.055] over 6 rounds, rejected: 8192 B band rotating takes 1.399x [1.309, 1.464] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=on: objective 1.020x [0.940, 1.065] over 6 rounds, rejected: 16384 B page rotating takes 1.762x [1.736, 1.796] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
end
