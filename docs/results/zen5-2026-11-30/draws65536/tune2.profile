# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out docs/results/zen5-2026-11-30/draws65536/tune2.profile --json
date=2026-11-30T16:49:50Z
width=avx512
rep_movsb_from=16384
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_src_above_dst=63
non_temporal_from=12582912
masked_max=32
masked_form=halves
head_tail_max=8
backward_dst_above_src=0
backward_from=0
backward_below=none
memmove=false
loop_vectors=4
loop_interleave=false
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=false
# measured on AMD EPYC
# table row amd-zen5: Thresholds { width: Avx512, rep_movsb_from: Some(16384), rep_movsb_coaligned_from: None, rep_movsb_page_from: None, avoid_dst_above_src: 63, avoid_src_above_dst: 63, non_temporal_from: Some(12582912), masked_max: 32, masked_form: Halves, head_tail_max: 8, backward_dst_above_src: 0, backward_from: 0, backward_below: None, memmove: false, loop_vectors: 4, loop_interleave: false, loop_align_dst: true, loop_width: None, edges_before_loop: false, edges_head_first: false }
# width+masked_max: undecided (638 rounds): kept width=avx512 masked_max=32 masked_form=halves: width=avx512 masked_max=64 masked_form=one-zmm is faster (0.842x [0.841, 0.843] over 638 rounds) but the guard is open at 1 fixed size(s); width=avx512 masked_max=64 masked_form=head-tail is faster (0.852x [0.851, 0.853] over 638 rounds) but the guard is open at 1 fixed size(s)
#   width=avx512 masked_max=32 masked_form=halves: objective -, started from
#   width=avx512 masked_max=off masked_form=halves: objective 1.595x [1.482, 1.728] over 6 rounds, rejected: 2047 B misaligned hot takes 1.039x [1.038, 1.043] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=16 masked_form=halves: objective 1.231x [1.151, 1.347] over 6 rounds, worse
#   width=avx512 masked_max=64 masked_form=halves: objective 0.840x [0.839, 0.854] over 9 rounds, rejected: 500 B page hot takes 1.062x [1.040, 1.091] over 9 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.842x [0.841, 0.843] over 638 rounds, undecided
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.852x [0.851, 0.853] over 638 rounds, undecided
#   width=avx2 masked_max=off masked_form=halves: objective 1.674x [1.538, 1.714] over 6 rounds, rejected: 1000 B aligned hot takes 1.744x [1.720, 1.750] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.011x [0.999, 1.133] over 6 rounds, rejected: 2047 B misaligned hot takes 1.035x [1.029, 1.041] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.000x [0.987, 1.010] over 6 rounds, rejected: 4096 B page rotating takes 1.199x [1.172, 1.450] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.994x [0.982, 1.038] over 6 rounds, rejected: 1000 B band hot takes 1.134x [1.086, 1.141] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.990x [0.914, 0.997] over 6 rounds, rejected: 2047 B misaligned hot takes 1.078x [1.070, 1.086] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.115x [1.107, 1.125] over 6 rounds, rejected: 8192 B page hot takes 2.935x [2.934, 2.937] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.002x [0.982, 1.041] over 6 rounds, rejected: 1000 B aligned hot takes 1.690x [1.683, 1.694] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.005x [0.995, 1.013] over 6 rounds, rejected: 1000 B misaligned hot takes 1.067x [1.062, 1.071] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (14 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.999x [0.992, 1.004] over 14 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=16384: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=16384: objective -, started from
#   rep_movsb_from=off: objective 0.978x [0.949, 1.049] over 6 rounds, rejected: 65536 B misaligned hot takes 1.341x [1.229, 1.350] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=4096: objective 0.963x [0.841, 0.985] over 6 rounds, rejected: 8192 B page hot takes 1.693x [1.690, 1.695] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=65536: objective 0.846x [0.813, 0.988] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.202x [1.091, 1.420] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=262144: objective 0.855x [0.835, 1.040] over 6 rounds, rejected: 65536 B page rotating takes 1.308x [1.215, 1.417] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=1048576: objective 0.806x [0.777, 1.010] over 6 rounds, rejected: 65536 B page hot takes 1.323x [1.164, 1.340] over 6 rounds the time of rep_movsb_from=16384
# rep_movsb_coaligned_from: kept (548 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.891x [0.788, 1.011] over 6 rounds, rejected: 4096 B page hot takes 1.764x [1.762, 1.768] over 6 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=16384: objective 0.999x [0.998, 1.001] over 548 rounds, rejected: 4096 B aligned rotating takes 1.028x [1.021, 1.037] over 548 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=65536: objective 0.930x [0.927, 0.931] over 243 rounds, rejected: 8192 B page rotating takes 1.030x [1.020, 1.038] over 243 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=262144: objective 0.859x [0.857, 0.862] over 548 rounds, rejected: 4096 B page rotating takes 1.034x [1.022, 1.054] over 548 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=1048576: objective 0.852x [0.815, 0.904] over 9 rounds, rejected: 8192 B page rotating takes 1.084x [1.059, 1.089] over 9 rounds the time of rep_movsb_coaligned_from=off
# rep_movsb_page_from: kept (108 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.884x [0.836, 1.030] over 9 rounds, rejected: 4096 B page hot takes 1.765x [1.763, 1.767] over 9 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=16384: objective 1.000x [0.965, 1.006] over 108 rounds, rejected: 4096 B page rotating takes 1.040x [1.025, 1.073] over 108 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=65536: objective 0.880x [0.874, 0.883] over 108 rounds, rejected: 4096 B page rotating takes 1.046x [1.027, 1.071] over 108 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=262144: objective 0.810x [0.802, 0.858] over 48 rounds, rejected: 8192 B page rotating takes 1.058x [1.027, 1.158] over 48 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=1048576: objective 0.791x [0.755, 1.023] over 6 rounds, rejected: 8192 B page rotating takes 1.107x [1.021, 1.311] over 6 rounds the time of rep_movsb_page_from=off
# avoid_dst_above_src: kept (162 rounds): avoid_dst_above_src=63: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=63: objective -, started from
#   avoid_dst_above_src=0: objective 1.007x [1.005, 1.010] over 162 rounds, equivalent
# avoid_src_above_dst: undecided (1530 rounds): kept avoid_src_above_dst=63: avoid_src_above_dst=0: 1.010x [1.009, 1.010] over 1530 rounds overlaps 'equal within 1%'
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective 1.010x [1.009, 1.010] over 1530 rounds, undecided
# backward: kept (6 rounds): backward_dst_above_src=0 backward_from=0 backward_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.915x [0.888, 1.165] over 6 rounds, rejected: 16384 B band rotating takes 1.458x [1.380, 1.584] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.908x [0.889, 1.021] over 6 rounds, rejected: 16384 B band rotating takes 1.524x [1.416, 1.607] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.936x [0.918, 1.023] over 6 rounds, rejected: 16384 B band rotating takes 1.543x [1.418, 1.626] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.945x [0.915, 1.028] over 6 rounds, rejected: 16384 B band rotating takes 1.541x [1.421, 1.627] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.936x [0.857, 1.015] over 6 rounds, rejected: 16384 B band rotating takes 1.529x [1.408, 1.601] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.967x [0.857, 1.107] over 6 rounds, rejected: 16384 B band rotating takes 1.543x [1.417, 1.614] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.959x [0.948, 0.993] over 6 rounds, rejected: 16384 B band rotating takes 1.546x [1.418, 1.614] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.941x [0.934, 0.950] over 6 rounds, rejected: 16384 B band rotating takes 1.541x [1.410, 1.612] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# kept the table's value for: width, masked_max, masked_form, avoid_src_above_dst
end
