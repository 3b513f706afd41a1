# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out target/tmp/final/tuned.profile
date=2026-11-30T18:16:37Z
width=avx512
rep_movsb_from=4096
rep_movsb_coaligned_from=262144
rep_movsb_page_from=1048576
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
loop_interleave=true
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=true
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=16384 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (14 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.925x [1.746, 2.236] over 6 rounds, rejected: 4096 B page rotating takes 1.248x [1.107, 1.523] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.484x [1.346, 1.597] over 6 rounds, rejected: 17 B aligned rotating takes 1.432x [1.425, 1.682] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.177x [1.066, 1.210] over 6 rounds, rejected: 40 B aligned hot takes 1.289x [1.286, 1.294] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.997x [0.979, 1.018] over 14 rounds, rejected: 1000 B band hot takes 1.029x [1.024, 1.033] over 14 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.018x [0.900, 1.028] over 6 rounds, rejected: 63 B misaligned rotating takes 1.051x [1.046, 1.055] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 1.998x [1.795, 2.002] over 6 rounds, rejected: 4096 B page hot takes 1.700x [1.698, 1.702] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.083x [1.070, 1.098] over 6 rounds, rejected: 24 B misaligned rotating takes 1.412x [1.405, 1.421] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (9 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.976x [0.965, 0.986] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.976x [0.965, 0.986] over 6 rounds, chosen
# head_tail_max: kept (9 rounds): head_tail_max=8: every other value is worse by more than 1% or equal within it
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 0.998x [0.993, 1.004] over 9 rounds, equivalent
# loop_vectors: kept (21 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.000x [0.993, 1.015] over 21 rounds, rejected: 2047 B misaligned rotating takes 1.051x [1.043, 1.065] over 21 rounds the time of loop_vectors=4
# loop_interleave: changed (72 rounds): loop_interleave=on (from loop_interleave=off): objective 0.935x [0.929, 0.950] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.935x [0.929, 0.950] over 48 rounds, chosen
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.012x [0.986, 1.729] over 6 rounds, rejected: 1000 B misaligned hot takes 1.048x [1.034, 1.074] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.130x [0.976, 1.240] over 6 rounds, rejected: 8192 B aligned hot takes 2.234x [2.231, 2.345] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.013x [0.929, 1.055] over 6 rounds, rejected: 1000 B page hot takes 1.546x [1.540, 2.763] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (32 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.994x [0.987, 1.005] over 32 rounds, rejected: 1000 B aligned rotating takes 1.074x [1.036, 1.154] over 32 rounds the time of edges_before_loop=off
# edges_head_first: changed (108 rounds): edges_head_first=on (from edges_head_first=off): objective 0.971x [0.968, 0.982] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.971x [0.968, 0.982] over 72 rounds, chosen
# rep_movsb_from: changed (72 rounds): rep_movsb_from=4096 rep_movsb_align_dst=on (from rep_movsb_from=16384 rep_movsb_align_dst=on): objective 0.910x [0.900, 0.934] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.136x [1.128, 1.217] over 6 rounds, rejected: 65536 B misaligned hot takes 1.369x [1.305, 1.377] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.941x [0.908, 1.180] over 6 rounds, rejected: 8192 B aligned hot takes 1.643x [1.620, 3.116] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.910x [0.900, 0.934] over 72 rounds, chosen
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.957x [0.899, 1.190] over 6 rounds, rejected: 16384 B page hot takes 1.027x [1.026, 1.028] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.934x [0.901, 1.136] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.226x [1.098, 1.379] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.940x [0.905, 1.176] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.229x [1.114, 2.770] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.986x [0.912, 1.122] over 6 rounds, rejected: 65536 B aligned rotating takes 1.345x [1.202, 1.350] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.945x [0.881, 1.007] over 6 rounds, rejected: 65536 B misaligned hot takes 1.370x [1.345, 1.394] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.917x [0.881, 1.154] over 6 rounds, rejected: 65536 B misaligned hot takes 1.373x [1.333, 1.394] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.905x [0.871, 1.105] over 6 rounds, rejected: 65536 B misaligned hot takes 1.368x [1.359, 1.387] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (72 rounds): rep_movsb_coaligned_from=262144 (from rep_movsb_coaligned_from=off): objective 0.847x [0.838, 0.870] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.913x [0.855, 0.991] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 0.994x [0.982, 0.999] over 72 rounds, worse
#   rep_movsb_coaligned_from=65536: objective 0.922x [0.908, 0.949] over 32 rounds, worse
#   rep_movsb_coaligned_from=262144: objective 0.847x [0.838, 0.870] over 72 rounds, chosen
#   rep_movsb_coaligned_from=1048576: objective 1.008x [0.856, 1.032] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: changed (72 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.833x [0.822, 0.844] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.903x [0.811, 1.123] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.923x [0.822, 1.031] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.994x [0.971, 1.003] over 72 rounds, worse
#   rep_movsb_page_from=262144: objective 0.898x [0.893, 0.914] over 21 rounds, worse
#   rep_movsb_page_from=1048576: objective 0.833x [0.822, 0.844] over 72 rounds, chosen
# avoid_dst_above_src: changed (48 rounds): avoid_dst_above_src=0 (from avoid_dst_above_src=63): objective 0.904x [0.896, 0.914] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   avoid_dst_above_src=63: objective -, started from
#   avoid_dst_above_src=0: objective 0.904x [0.896, 0.914] over 48 rounds, chosen
# avoid_src_above_dst: changed (72 rounds): avoid_src_above_dst=0 (from avoid_src_above_dst=63): objective 0.947x [0.943, 0.955] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective 0.947x [0.943, 0.955] over 72 rounds, chosen
# backward: kept (108 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096 backward_page=off: objective 1.073x [0.952, 1.122] over 6 rounds, rejected: 1000 B band hot takes 1.187x [1.184, 1.194] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=off: objective 1.018x [0.911, 1.121] over 6 rounds, rejected: 262144 B band rotating takes 1.374x [1.359, 1.465] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=on: objective 1.125x [0.909, 1.203] over 6 rounds, rejected: 16384 B page rotating takes 1.788x [1.764, 1.821] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=off: objective 1.092x [0.848, 1.112] over 6 rounds, rejected: 262144 B band hot takes 1.194x [1.085, 1.289] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=on: objective 0.991x [0.981, 1.065] over 21 rounds, worse
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=off: objective 0.999x [0.969, 1.189] over 6 rounds, rejected: 8192 B band rotating takes 1.422x [1.240, 1.486] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=on: objective 0.994x [0.870, 1.098] over 6 rounds, rejected: 16384 B page rotating takes 1.749x [1.543, 1.783] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=off: objective 1.117x [0.935, 1.271] over 6 rounds, rejected: 65536 B band rotating takes 1.387x [1.280, 1.641] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=on: objective 1.083x [0.953, 1.100] over 6 rounds, rejected: 16384 B page rotating takes 1.750x [1.715, 1.783] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=off: objective 1.079x [0.959, 1.097] over 6 rounds, rejected: 8192 B band rotating takes 1.447x [1.272, 1.488] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=on: objective 1.072x [0.940, 1.268] over 6 rounds, rejected: 8192 B page rotating takes 1.613x [1.562, 1.675] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=off: objective 1.063x [0.945, 1.107] over 6 rounds, rejected: 65536 B band hot takes 1.341x [1.289, 1.381] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=on: objective 1.061x [0.932, 1.121] over 6 rounds, rejected: 16384 B page rotating takes 1.773x [1.766, 1.793] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=off: objective 1.015x [0.935, 1.048] over 6 rounds, rejected: 262144 B band rotating takes 1.175x [1.124, 1.295] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=on: objective 0.994x [0.991, 0.998] over 108 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=off: objective 0.972x [0.845, 1.178] over 6 rounds, rejected: 8192 B band rotating takes 1.398x [1.189, 1.452] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=on: objective 0.973x [0.851, 0.999] over 6 rounds, rejected: 8192 B page rotating takes 1.656x [1.648, 1.682] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=off: objective 1.029x [0.906, 1.045] over 6 rounds, rejected: 262144 B band rotating takes 1.400x [1.285, 2.080] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=on: objective 1.034x [0.901, 1.047] over 6 rounds, rejected: 65536 B page hot takes 1.785x [1.732, 1.822] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=off: objective 1.046x [0.935, 1.291] over 6 rounds, rejected: 8192 B band rotating takes 1.449x [1.269, 1.487] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=on: objective 1.035x [0.930, 1.059] over 6 rounds, rejected: 8192 B page rotating takes 1.646x [1.584, 1.665] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=off: objective 1.035x [0.928, 1.039] over 6 rounds, rejected: 65536 B band hot takes 1.367x [1.346, 1.392] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=on: objective 1.026x [0.918, 1.052] over 6 rounds, rejected: 65536 B page hot takes 1.824x [1.717, 1.859] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=on: objective 1.065x [0.954, 1.091] over 6 rounds, rejected: 262144 B band rotating takes 1.254x [1.131, 1.298] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=off: objective 1.066x [0.941, 1.176] over 6 rounds, rejected: 8192 B band rotating takes 1.436x [1.207, 1.486] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=on: objective 1.047x [0.937, 1.162] over 6 rounds, rejected: 16384 B page rotating takes 1.744x [1.647, 1.772] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=off: objective 1.044x [0.916, 1.190] over 6 rounds, rejected: 262144 B band rotating takes 1.419x [1.312, 1.454] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=on: objective 1.030x [0.922, 1.148] over 6 rounds, rejected: 65536 B page hot takes 1.766x [1.709, 1.828] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=off: objective 1.045x [0.943, 1.065] over 6 rounds, rejected: 8192 B band rotating takes 1.444x [1.271, 1.488] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=on: objective 1.053x [0.938, 1.158] over 6 rounds, rejected: 16384 B page rotating takes 1.689x [1.661, 1.729] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
end
