# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --budget 60s --out docs/results/zen5-2026-11-30/sizes/tuned.profile
date=2026-11-30T17:48:44Z
width=avx512
rep_movsb_from=16384
rep_movsb_coaligned_from=1048576
rep_movsb_page_from=1048576
avoid_dst_above_src=0
avoid_src_above_dst=0
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=false
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
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=16384 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.974x [1.935, 2.235] over 6 rounds, rejected: 4096 B aligned rotating takes 1.187x [1.091, 1.389] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.503x [1.481, 1.520] over 6 rounds, rejected: 63 B aligned hot takes 1.287x [1.280, 1.288] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.189x [1.159, 1.262] over 6 rounds, rejected: 63 B aligned hot takes 1.286x [1.282, 1.290] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.998x [0.965, 1.012] over 6 rounds, rejected: 1000 B band hot takes 1.029x [1.027, 3.675] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.013x [0.973, 1.138] over 6 rounds, rejected: 1000 B band hot takes 1.025x [1.022, 2.071] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=128 masked_form=halves: objective 0.985x [0.966, 1.085] over 6 rounds, rejected: 63 B aligned rotating takes 1.325x [1.307, 1.340] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=128 masked_form=two-zmm: objective 0.989x [0.958, 1.087] over 6 rounds, rejected: 24 B misaligned rotating takes 1.414x [1.376, 1.471] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.077x [2.041, 2.106] over 6 rounds, rejected: 1000 B aligned hot takes 1.800x [1.778, 1.803] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.057x [0.983, 1.071] over 6 rounds, rejected: 40 B misaligned rotating takes 1.347x [1.301, 1.356] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (9 rounds): two_vectors_first=off: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.982x [0.972, 0.985] over 9 rounds, rejected: 256 B band rotating takes 1.089x [1.034, 1.108] over 9 rounds the time of two_vectors_first=off
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.007x [1.002, 1.013] over 6 rounds, rejected: 2047 B misaligned hot takes 1.042x [1.036, 1.047] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.001x [0.992, 1.022] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.208x [1.174, 2.372] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (21 rounds): loop_interleave=off: every other value is worse by more than 1% or equal within it
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.996x [0.990, 0.999] over 21 rounds, equivalent
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.998x [0.996, 1.009] over 6 rounds, rejected: 2047 B misaligned hot takes 1.060x [1.046, 1.074] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.125x [1.021, 1.135] over 6 rounds, rejected: 8192 B page hot takes 3.030x [3.026, 3.038] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.016x [0.925, 1.044] over 6 rounds, rejected: 1000 B aligned hot takes 1.757x [1.754, 1.767] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.002x [0.996, 1.006] over 6 rounds, rejected: 2047 B aligned hot takes 1.149x [1.147, 1.151] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (6 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.003x [0.986, 1.012] over 6 rounds, rejected: 2047 B aligned hot takes 1.052x [1.049, 1.054] over 6 rounds the time of edges_head_first=off
# rep_movsb_from: kept (9 rounds): rep_movsb_from=16384 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 0.964x [0.947, 1.000] over 6 rounds, rejected: 65536 B page hot takes 1.323x [1.228, 1.327] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.831x [0.786, 1.195] over 6 rounds, rejected: 4096 B page hot takes 1.765x [1.760, 1.786] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.906x [0.802, 0.996] over 9 rounds, rejected: 8192 B band rotating takes 1.174x [1.044, 1.243] over 9 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.831x [0.793, 0.988] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.148x [1.074, 1.199] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.836x [0.815, 1.207] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.210x [1.128, 1.374] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.831x [0.803, 1.023] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.191x [1.114, 1.223] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.796x [0.783, 0.920] over 6 rounds, rejected: 65536 B page rotating takes 1.333x [1.285, 1.339] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.802x [0.776, 0.845] over 6 rounds, rejected: 65536 B misaligned hot takes 1.347x [1.335, 1.357] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.804x [0.775, 0.831] over 6 rounds, rejected: 65536 B misaligned hot takes 1.346x [1.331, 1.348] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.786x [0.763, 0.822] over 6 rounds, rejected: 65536 B misaligned hot takes 1.352x [1.346, 1.357] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (365 rounds): rep_movsb_coaligned_from=1048576 (from rep_movsb_coaligned_from=off): objective 0.842x [0.837, 0.850] over 365 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.896x [0.805, 0.999] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 0.900x [0.831, 0.990] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.995x [0.992, 0.998] over 365 rounds, worse
#   rep_movsb_coaligned_from=262144: objective 0.899x [0.897, 0.901] over 365 rounds, worse
#   rep_movsb_coaligned_from=1048576: objective 0.842x [0.837, 0.850] over 365 rounds, chosen
# rep_movsb_page_from: changed (72 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.861x [0.858, 0.869] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.985x [0.978, 1.007] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.982x [0.857, 1.027] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.999x [0.991, 1.003] over 72 rounds, worse
#   rep_movsb_page_from=262144: objective 0.889x [0.878, 0.906] over 21 rounds, worse
#   rep_movsb_page_from=1048576: objective 0.861x [0.858, 0.869] over 72 rounds, chosen
# avoid_dst_above_src: changed (72 rounds): avoid_dst_above_src=0 (from avoid_dst_above_src=63): objective 0.899x [0.894, 0.910] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   avoid_dst_above_src=63: objective -, started from
#   avoid_dst_above_src=0: objective 0.899x [0.894, 0.910] over 72 rounds, chosen
# avoid_src_above_dst: changed (72 rounds): avoid_src_above_dst=0 (from avoid_src_above_dst=63): objective 0.934x [0.927, 0.945] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective 0.934x [0.927, 0.945] over 72 rounds, chosen
# backward: kept (162 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096 backward_page=off: objective 1.072x [0.962, 1.163] over 6 rounds, rejected: 1000 B band hot takes 1.066x [1.062, 1.071] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=off: objective 1.040x [0.946, 1.221] over 6 rounds, rejected: 8192 B band rotating takes 1.414x [1.342, 1.465] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=on: objective 1.064x [0.948, 1.114] over 6 rounds, rejected: 65536 B page hot takes 1.667x [1.617, 1.781] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=off: objective 1.089x [0.898, 1.118] over 6 rounds, rejected: 65536 B band rotating takes 1.222x [1.178, 1.281] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=on: objective 0.995x [0.993, 0.998] over 162 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=off: objective 1.015x [0.992, 1.097] over 6 rounds, rejected: 8192 B band rotating takes 1.463x [1.340, 1.548] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=on: objective 1.014x [0.924, 1.079] over 6 rounds, rejected: 16384 B page rotating takes 1.783x [1.668, 1.819] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=off: objective 1.067x [0.979, 1.091] over 6 rounds, rejected: 16384 B band rotating takes 1.498x [1.350, 1.700] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=on: objective 1.059x [0.965, 1.183] over 6 rounds, rejected: 65536 B page hot takes 1.836x [1.793, 2.710] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=off: objective 1.057x [0.971, 1.075] over 6 rounds, rejected: 8192 B band rotating takes 1.482x [1.346, 1.562] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=on: objective 1.078x [0.966, 1.097] over 6 rounds, rejected: 16384 B page rotating takes 1.772x [1.664, 1.813] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=off: objective 1.060x [0.975, 1.077] over 6 rounds, rejected: 262144 B band rotating takes 1.453x [1.367, 2.055] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=on: objective 1.073x [0.968, 1.087] over 6 rounds, rejected: 65536 B page hot takes 1.835x [1.582, 3.739] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=off: objective 1.019x [0.955, 1.033] over 6 rounds, rejected: 65536 B band rotating takes 1.241x [1.096, 1.298] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=on: objective 0.937x [0.924, 0.941] over 108 rounds, rejected: 4096 B band rotating takes 1.060x [1.050, 1.068] over 108 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=off: objective 0.976x [0.888, 1.078] over 6 rounds, rejected: 8192 B band rotating takes 1.473x [1.329, 1.726] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=on: objective 0.976x [0.882, 1.001] over 6 rounds, rejected: 16384 B page rotating takes 1.775x [1.630, 1.805] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=off: objective 1.036x [1.010, 1.054] over 6 rounds, rejected: 8192 B band rotating takes 1.489x [1.347, 1.573] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=on: objective 1.028x [0.935, 1.051] over 6 rounds, rejected: 16384 B page rotating takes 1.792x [1.721, 1.819] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=off: objective 1.044x [0.955, 1.057] over 6 rounds, rejected: 16384 B band rotating takes 1.470x [1.351, 1.684] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=on: objective 1.051x [0.948, 1.062] over 6 rounds, rejected: 16384 B page rotating takes 1.768x [1.750, 1.806] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=off: objective 1.040x [0.947, 1.058] over 6 rounds, rejected: 16384 B band rotating takes 1.486x [1.353, 1.657] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=on: objective 1.044x [0.951, 1.067] over 6 rounds, rejected: 16384 B page rotating takes 1.758x [1.713, 1.800] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=on: objective 1.034x [0.937, 1.060] over 6 rounds, rejected: 65536 B band rotating takes 1.288x [1.192, 1.301] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=off: objective 1.032x [0.929, 1.049] over 6 rounds, rejected: 8192 B band rotating takes 1.485x [1.346, 1.570] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=on: objective 1.001x [0.972, 1.143] over 6 rounds, rejected: 16384 B page rotating takes 1.765x [1.634, 1.817] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=off: objective 1.087x [0.977, 1.098] over 6 rounds, rejected: 8192 B band rotating takes 1.504x [1.360, 1.580] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=on: objective 1.044x [0.949, 1.133] over 6 rounds, rejected: 16384 B page rotating takes 1.805x [1.763, 1.813] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=off: objective 1.076x [0.954, 1.187] over 6 rounds, rejected: 8192 B band rotating takes 1.487x [1.344, 1.553] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=on: objective 1.055x [0.959, 1.064] over 6 rounds, rejected: 16384 B page rotating takes 1.762x [1.564, 1.809] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
end
