# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out ./tuned.profile
date=2026-11-30T19:36:11Z
width=avx512
rep_movsb_from=4096
rep_movsb_coaligned_from=1048576
rep_movsb_page_from=262144
avoid_dst_above_src=0
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
edges_head_first=true
loop_prefetch=none
tail_loads_after_loop_from=2048
tail_loads_after_loop_below=8192
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=4096 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.891x [1.876, 1.919] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.492x [1.458, 1.681] over 6 rounds, rejected: 24 B aligned hot takes 1.427x [1.424, 1.429] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.187x [1.177, 1.197] over 6 rounds, rejected: 100 B aligned hot takes 1.127x [1.121, 1.141] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.994x [0.986, 1.026] over 6 rounds, rejected: 1000 B band hot takes 1.025x [1.021, 1.036] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.017x [1.005, 1.037] over 6 rounds, rejected: 1000 B band hot takes 1.024x [1.020, 1.036] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 1.991x [1.939, 2.455] over 6 rounds, rejected: 1000 B page hot takes 1.611x [1.593, 2.782] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.068x [1.056, 1.086] over 6 rounds, rejected: 8 B misaligned rotating takes 1.396x [1.320, 1.405] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (72 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.984x [0.979, 0.990] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.984x [0.979, 0.990] over 72 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 0.991x [0.979, 1.013] over 6 rounds, rejected: 1000 B aligned rotating takes 1.096x [1.039, 1.220] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.984x [0.961, 1.036] over 6 rounds, rejected: 2047 B aligned hot takes 1.050x [1.039, 1.065] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (72 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.944x [0.937, 0.979] over 72 rounds, rejected: 2047 B page hot takes 1.029x [1.021, 1.036] over 72 rounds the time of loop_interleave=off
# loop_align_dst: kept (9 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.987x [0.965, 1.007] over 9 rounds, rejected: 2047 B misaligned hot takes 1.048x [1.047, 1.058] over 9 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.118x [1.023, 1.343] over 6 rounds, rejected: 2047 B page hot takes 2.608x [2.596, 2.658] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.023x [0.897, 1.043] over 6 rounds, rejected: 1000 B aligned hot takes 1.688x [1.545, 1.705] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (21 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.991x [0.977, 1.016] over 21 rounds, rejected: 1000 B aligned rotating takes 1.083x [1.041, 1.127] over 21 rounds the time of edges_before_loop=off
# edges_head_first: changed (72 rounds): edges_head_first=on (from edges_head_first=off): objective 0.930x [0.925, 0.954] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.930x [0.925, 0.954] over 72 rounds, chosen
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.028x [0.978, 1.387] over 6 rounds, rejected: 1000 B aligned hot takes 1.074x [1.056, 1.090] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.948x [0.909, 1.027] over 6 rounds, rejected: 1000 B aligned hot takes 1.072x [1.054, 1.096] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (72 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.935x [0.924, 0.953] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.980x [0.977, 0.990] over 72 rounds, worse
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.980x [0.969, 0.994] over 72 rounds, worse
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.935x [0.924, 0.953] over 72 rounds, chosen
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.975x [0.955, 0.994] over 72 rounds, worse
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.020x [1.011, 1.162] over 6 rounds, worse
# rep_movsb_from: kept (9 rounds): rep_movsb_from=4096 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 0.975x [0.966, 1.024] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.351x [1.254, 1.382] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.995x [0.793, 1.007] over 9 rounds, rejected: 8192 B aligned hot takes 1.027x [1.027, 1.029] over 9 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.838x [0.752, 1.009] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.200x [1.163, 2.371] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.834x [0.763, 1.009] over 6 rounds, rejected: 8192 B src-above rotating takes 1.206x [1.139, 1.340] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.832x [0.763, 1.049] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.359x [1.140, 2.565] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.891x [0.809, 1.128] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.163x [1.112, 1.336] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.798x [0.763, 1.172] over 6 rounds, rejected: 65536 B misaligned hot takes 1.302x [1.145, 1.358] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.815x [0.795, 0.859] over 6 rounds, rejected: 65536 B page hot takes 1.333x [1.324, 1.380] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.800x [0.779, 0.851] over 6 rounds, rejected: 65536 B misaligned hot takes 1.367x [1.348, 1.585] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.796x [0.769, 0.820] over 6 rounds, rejected: 65536 B misaligned hot takes 1.365x [1.356, 1.521] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (72 rounds): rep_movsb_coaligned_from=1048576 (from rep_movsb_coaligned_from=off): objective 0.890x [0.848, 0.900] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.928x [0.805, 1.028] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 0.901x [0.792, 1.023] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.990x [0.956, 1.004] over 72 rounds, worse
#   rep_movsb_coaligned_from=262144: objective 0.906x [0.897, 0.918] over 48 rounds, worse
#   rep_movsb_coaligned_from=1048576: objective 0.890x [0.848, 0.900] over 72 rounds, chosen
# rep_movsb_page_from: changed (48 rounds): rep_movsb_page_from=262144 (from rep_movsb_page_from=off): objective 0.842x [0.825, 0.889] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.902x [0.849, 1.010] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.977x [0.903, 0.990] over 48 rounds, worse
#   rep_movsb_page_from=65536: objective 0.911x [0.897, 0.975] over 21 rounds, worse
#   rep_movsb_page_from=262144: objective 0.842x [0.825, 0.889] over 48 rounds, chosen
#   rep_movsb_page_from=1048576: objective 0.902x [0.813, 1.019] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 0.883x [0.859, 1.082] over 6 rounds, rejected: 1048576 B band rotating takes 1.148x [1.112, 1.209] over 6 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 0.949x [0.848, 1.040] over 6 rounds, rejected: 65536 B src-above rotating takes 1.344x [1.277, 1.375] over 6 rounds the time of avoid_src_above_dst=0
# backward: kept (48 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096 backward_page=off: objective 1.008x [1.000, 1.123] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=off: objective 1.008x [1.001, 1.080] over 6 rounds, rejected: 16384 B band rotating takes 1.554x [1.490, 1.608] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=on: objective 1.038x [0.994, 1.153] over 6 rounds, rejected: 16384 B band rotating takes 1.624x [1.538, 1.720] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=off: objective 1.042x [0.947, 1.093] over 6 rounds, rejected: 65536 B band rotating takes 1.248x [1.166, 2.653] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=on: objective 1.041x [0.968, 1.104] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=off: objective 1.025x [0.948, 1.073] over 6 rounds, rejected: 16384 B band rotating takes 1.538x [1.483, 1.590] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=on: objective 0.965x [0.921, 1.047] over 6 rounds, rejected: 16384 B band rotating takes 1.582x [1.474, 1.677] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=off: objective 1.012x [0.993, 1.149] over 6 rounds, rejected: 16384 B band rotating takes 1.605x [1.491, 1.681] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=on: objective 1.010x [0.984, 1.230] over 6 rounds, rejected: 65536 B page hot takes 1.697x [1.636, 1.852] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=off: objective 1.035x [1.021, 1.120] over 6 rounds, rejected: 16384 B band rotating takes 1.605x [1.500, 1.678] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=on: objective 1.028x [1.002, 1.078] over 6 rounds, rejected: 16384 B band rotating takes 1.587x [1.489, 1.673] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=off: objective 1.024x [1.000, 1.280] over 6 rounds, rejected: 16384 B band rotating takes 1.616x [1.492, 1.676] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=on: objective 1.024x [0.994, 1.033] over 6 rounds, rejected: 65536 B page hot takes 1.753x [1.641, 1.826] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=off: objective 1.010x [1.001, 1.105] over 6 rounds, rejected: 65536 B band rotating takes 1.158x [1.108, 1.302] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=on: objective 0.998x [0.991, 1.005] over 48 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=off: objective 0.935x [0.902, 0.969] over 6 rounds, rejected: 16384 B band rotating takes 1.531x [1.447, 1.565] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=on: objective 0.970x [0.941, 1.074] over 9 rounds, rejected: 16384 B page rotating takes 1.731x [1.668, 1.760] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=off: objective 1.040x [1.022, 1.072] over 6 rounds, rejected: 65536 B band hot takes 1.359x [1.272, 1.433] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=on: objective 1.023x [1.011, 1.052] over 6 rounds, rejected: 65536 B page hot takes 1.822x [1.557, 1.882] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=off: objective 1.012x [0.967, 1.027] over 6 rounds, rejected: 65536 B band rotating takes 1.198x [1.104, 1.285] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=on: objective 1.001x [0.978, 1.015] over 6 rounds, rejected: 4096 B page rotating takes 1.567x [1.484, 1.730] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=off: objective 1.009x [0.983, 1.062] over 6 rounds, rejected: 65536 B band hot takes 1.336x [1.285, 1.442] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=on: objective 1.007x [0.998, 1.068] over 6 rounds, rejected: 65536 B page hot takes 1.697x [1.600, 1.959] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=on: objective 1.013x [0.989, 1.051] over 6 rounds, rejected: 65536 B band rotating takes 1.228x [1.152, 1.428] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=off: objective 0.999x [0.978, 1.011] over 9 rounds, rejected: 4096 B band rotating takes 1.185x [1.121, 1.214] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=on: objective 0.968x [0.917, 0.988] over 6 rounds, rejected: 4096 B page rotating takes 1.570x [1.485, 1.740] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=off: objective 1.017x [0.993, 1.181] over 6 rounds, rejected: 16384 B band rotating takes 1.578x [1.518, 1.665] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=on: objective 1.009x [0.978, 1.043] over 6 rounds, rejected: 65536 B page hot takes 1.808x [1.660, 1.859] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=off: objective 1.005x [0.986, 1.016] over 6 rounds, rejected: 16384 B band rotating takes 1.592x [1.516, 1.688] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=on: objective 1.007x [1.004, 1.021] over 6 rounds, rejected: 4096 B page rotating takes 1.568x [1.465, 1.727] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
end
