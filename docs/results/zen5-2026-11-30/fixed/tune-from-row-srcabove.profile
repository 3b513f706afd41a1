# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out target/tmp/fx/tuned-new2.profile
date=2026-11-30T19:28:53Z
width=avx512
rep_movsb_from=4096
rep_movsb_coaligned_from=1048576
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
backward_dst_above_src=63
backward_page=true
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
# width+masked_max: kept (243 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or equal within it
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.923x [1.893, 1.946] over 6 rounds, rejected: 8 B aligned hot takes 1.428x [1.427, 1.431] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.484x [1.460, 1.516] over 6 rounds, rejected: 17 B aligned hot takes 1.427x [1.424, 1.433] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.177x [1.167, 1.201] over 6 rounds, rejected: 63 B aligned rotating takes 1.287x [1.284, 1.289] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.993x [0.990, 0.996] over 243 rounds, equivalent
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.009x [0.994, 1.017] over 9 rounds, rejected: 63 B misaligned rotating takes 1.057x [1.050, 1.062] over 9 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.035x [1.991, 2.137] over 6 rounds, rejected: 2047 B aligned hot takes 1.487x [1.452, 1.518] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.087x [1.077, 1.214] over 6 rounds, rejected: 40 B aligned hot takes 1.286x [1.284, 1.288] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (21 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.982x [0.977, 0.989] over 14 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.982x [0.977, 0.989] over 14 rounds, chosen
# head_tail_max: kept (32 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.009x [1.003, 1.022] over 32 rounds, rejected: 1000 B aligned rotating takes 1.122x [1.065, 1.209] over 32 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.988x [0.974, 1.026] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.056x [1.039, 1.113] over 6 rounds the time of loop_vectors=4
# loop_interleave: changed (162 rounds): loop_interleave=on (from loop_interleave=off): objective 0.924x [0.921, 0.927] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.924x [0.921, 0.927] over 72 rounds, chosen
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.995x [0.976, 1.117] over 6 rounds, rejected: 2047 B page hot takes 1.082x [1.063, 1.093] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.230x [1.070, 1.315] over 6 rounds, rejected: 2047 B aligned hot takes 2.070x [2.063, 2.130] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.039x [0.987, 1.058] over 6 rounds, rejected: 1000 B page hot takes 1.666x [1.659, 1.677] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.982x [0.941, 1.036] over 6 rounds, rejected: 2047 B page hot takes 1.133x [1.117, 3.390] over 6 rounds the time of edges_before_loop=off
# edges_head_first: changed (72 rounds): edges_head_first=on (from edges_head_first=off): objective 0.961x [0.956, 0.973] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.961x [0.956, 0.973] over 48 rounds, chosen
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.009x [0.977, 1.061] over 6 rounds, rejected: 2047 B page hot takes 1.096x [1.083, 1.099] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.960x [0.903, 1.043] over 6 rounds, rejected: 2047 B page hot takes 1.096x [1.085, 1.100] over 6 rounds the time of loop_prefetch=off
# rep_movsb_from: kept (32 rounds): rep_movsb_from=4096 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.215x [1.198, 1.287] over 6 rounds, rejected: 65536 B src-above hot takes 1.369x [1.352, 4.172] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.881x [0.867, 1.073] over 32 rounds, rejected: 8192 B misaligned hot takes 1.023x [1.021, 1.025] over 32 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.023x [0.954, 1.241] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.178x [1.121, 3.057] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.091x [0.925, 1.388] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.167x [1.114, 1.364] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.011x [0.962, 1.257] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.241x [1.180, 1.310] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.091x [0.961, 1.395] over 6 rounds, rejected: 8192 B src-above rotating takes 1.133x [1.099, 1.276] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.980x [0.952, 1.126] over 6 rounds, rejected: 65536 B src-above rotating takes 1.390x [1.317, 1.499] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.969x [0.961, 1.062] over 6 rounds, rejected: 65536 B misaligned hot takes 1.363x [1.345, 1.373] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.986x [0.936, 1.019] over 6 rounds, rejected: 65536 B src-above hot takes 1.362x [1.356, 1.377] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.985x [0.955, 1.002] over 6 rounds, rejected: 65536 B src-above hot takes 1.370x [1.355, 3.165] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (48 rounds): rep_movsb_coaligned_from=1048576 (from rep_movsb_coaligned_from=off): objective 0.836x [0.819, 0.847] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.000x [0.990, 1.006] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 0.984x [0.830, 1.010] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.995x [0.910, 1.000] over 48 rounds, worse
#   rep_movsb_coaligned_from=262144: objective 0.894x [0.887, 0.908] over 21 rounds, worse
#   rep_movsb_coaligned_from=1048576: objective 0.836x [0.819, 0.847] over 48 rounds, chosen
# rep_movsb_page_from: changed (72 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.841x [0.835, 0.853] over 72 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.967x [0.836, 1.108] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.900x [0.845, 1.039] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.990x [0.973, 0.995] over 72 rounds, worse
#   rep_movsb_page_from=262144: objective 0.892x [0.876, 0.915] over 32 rounds, worse
#   rep_movsb_page_from=1048576: objective 0.841x [0.835, 0.853] over 72 rounds, chosen
# avoid_dst_above_src: kept (9 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 0.941x [0.933, 1.050] over 9 rounds, rejected: 262144 B band rotating takes 1.064x [1.054, 1.068] over 9 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 0.900x [0.885, 1.088] over 6 rounds, rejected: 65536 B src-above rotating takes 1.300x [1.258, 1.377] over 6 rounds the time of avoid_src_above_dst=0
# backward: changed (48 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=on (from backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off): objective 0.944x [0.925, 0.959] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096 backward_page=off: objective 1.042x [0.903, 1.110] over 6 rounds, rejected: 1000 B band hot takes 1.187x [1.185, 1.193] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=off: objective 1.034x [0.883, 1.365] over 6 rounds, rejected: 16384 B band rotating takes 1.400x [1.277, 1.564] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=off backward_page=on: objective 1.040x [0.894, 1.107] over 6 rounds, rejected: 65536 B page rotating takes 1.858x [1.803, 1.870] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=off: objective 1.031x [0.823, 1.369] over 6 rounds, rejected: 262144 B band rotating takes 1.289x [1.182, 1.300] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096 backward_page=on: objective 0.977x [0.969, 0.984] over 48 rounds, worse
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=off: objective 1.008x [0.914, 1.073] over 6 rounds, rejected: 8192 B band rotating takes 1.375x [1.287, 1.498] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536 backward_page=on: objective 0.992x [0.819, 1.040] over 6 rounds, rejected: 8192 B page rotating takes 1.697x [1.690, 1.718] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=off: objective 1.041x [0.892, 1.088] over 6 rounds, rejected: 16384 B band rotating takes 1.453x [1.337, 1.678] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off backward_page=on: objective 1.058x [0.887, 1.171] over 6 rounds, rejected: 65536 B page rotating takes 1.799x [1.657, 1.820] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=off: objective 1.061x [0.890, 1.072] over 6 rounds, rejected: 16384 B band rotating takes 1.488x [1.353, 1.682] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536 backward_page=on: objective 1.038x [0.886, 1.069] over 6 rounds, rejected: 8192 B page rotating takes 1.696x [1.636, 1.706] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=off: objective 1.025x [0.888, 1.068] over 6 rounds, rejected: 65536 B band rotating takes 1.499x [1.488, 1.709] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off backward_page=on: objective 1.020x [0.903, 1.053] over 6 rounds, rejected: 16384 B page rotating takes 1.796x [1.751, 1.806] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=off: objective 1.020x [0.903, 1.210] over 6 rounds, rejected: 65536 B band rotating takes 1.247x [1.154, 1.300] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096 backward_page=on: objective 0.944x [0.925, 0.959] over 48 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=off: objective 0.949x [0.843, 0.988] over 6 rounds, rejected: 8192 B band rotating takes 1.375x [1.275, 1.490] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536 backward_page=on: objective 0.954x [0.828, 0.980] over 6 rounds, rejected: 16384 B page rotating takes 1.754x [1.724, 1.801] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=off: objective 1.016x [0.848, 1.038] over 6 rounds, rejected: 65536 B band rotating takes 1.473x [1.371, 1.533] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off backward_page=on: objective 1.000x [0.837, 1.026] over 6 rounds, rejected: 16384 B page rotating takes 1.783x [1.753, 1.798] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=off: objective 1.014x [0.868, 1.039] over 6 rounds, rejected: 16384 B band rotating takes 1.479x [1.343, 1.670] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536 backward_page=on: objective 1.008x [0.865, 1.162] over 6 rounds, rejected: 16384 B page rotating takes 1.652x [1.607, 1.748] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=off: objective 1.053x [0.904, 1.089] over 6 rounds, rejected: 65536 B band rotating takes 1.586x [1.447, 1.638] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off backward_page=on: objective 1.035x [0.901, 1.066] over 6 rounds, rejected: 16384 B page rotating takes 1.790x [1.765, 1.799] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=on: objective 1.007x [0.878, 1.032] over 6 rounds, rejected: 262144 B band hot takes 1.257x [1.185, 1.359] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=off: objective 1.030x [0.876, 1.043] over 6 rounds, rejected: 16384 B band rotating takes 1.320x [1.217, 1.678] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536 backward_page=on: objective 0.959x [0.840, 0.989] over 6 rounds, rejected: 8192 B page rotating takes 1.693x [1.681, 1.710] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=off: objective 1.017x [0.873, 1.049] over 6 rounds, rejected: 16384 B band rotating takes 1.472x [1.330, 1.678] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off backward_page=on: objective 1.001x [0.879, 1.033] over 6 rounds, rejected: 8192 B page rotating takes 1.694x [1.682, 1.717] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=off: objective 1.049x [0.899, 1.069] over 6 rounds, rejected: 16384 B band rotating takes 1.481x [1.347, 1.671] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536 backward_page=on: objective 1.051x [0.907, 1.074] over 6 rounds, rejected: 16384 B page rotating takes 1.745x [1.570, 1.798] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 backward_page=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
end
