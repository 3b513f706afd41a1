# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out target/tmp/res/tune3.profile
date=2026-11-30T16:55:08Z
width=avx512
rep_movsb_from=16384
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_src_above_dst=63
non_temporal_from=12582912
masked_max=64
masked_form=head-tail
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
# width+masked_max: changed (822 rounds): width=avx512 masked_max=64 masked_form=head-tail (from width=avx512 masked_max=32 masked_form=halves): objective 0.854x [0.842, 0.883] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   width=avx512 masked_max=32 masked_form=halves: objective -, started from
#   width=avx512 masked_max=off masked_form=halves: objective 1.636x [1.610, 1.689] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.179x [1.150, 1.236] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=16 masked_form=halves: objective 1.257x [1.230, 1.281] over 6 rounds, rejected: 17 B aligned hot takes 1.429x [1.425, 1.432] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=halves: objective 0.844x [0.840, 0.851] over 6 rounds, rejected: 2047 B misaligned hot takes 1.026x [1.021, 1.029] over 21 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.851x [0.840, 0.859] over 6 rounds, rejected: 200 B aligned rotating takes 1.132x [1.085, 1.187] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.854x [0.842, 0.883] over 6 rounds, chosen
#   width=avx2 masked_max=off masked_form=halves: objective 1.721x [1.688, 1.761] over 6 rounds, rejected: 1000 B aligned hot takes 1.721x [1.710, 1.739] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.007x [0.988, 1.026] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.128x [1.035, 1.170] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (9 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.003x [0.995, 1.025] over 9 rounds, rejected: 2047 B aligned hot takes 1.031x [1.021, 1.037] over 9 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.001x [0.913, 1.246] over 6 rounds, rejected: 1000 B band hot takes 1.086x [1.074, 1.115] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.995x [0.899, 1.019] over 6 rounds, rejected: 2047 B misaligned hot takes 1.053x [1.048, 1.058] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.114x [1.106, 1.134] over 6 rounds, rejected: 4096 B page hot takes 2.891x [2.883, 2.895] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.013x [0.999, 1.100] over 6 rounds, rejected: 1000 B aligned hot takes 1.666x [1.602, 1.725] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (21 rounds): edges_before_loop=off: every other value is worse by more than 1% or equal within it
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.999x [0.994, 1.009] over 21 rounds, equivalent
# edges_head_first: kept (6 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.004x [0.991, 1.008] over 6 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=16384: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=16384: objective -, started from
#   rep_movsb_from=off: objective 0.992x [0.965, 1.324] over 6 rounds, rejected: 65536 B misaligned hot takes 1.365x [1.233, 1.379] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=4096: objective 0.964x [0.800, 1.014] over 6 rounds, rejected: 8192 B page hot takes 1.683x [1.666, 1.687] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=65536: objective 0.855x [0.809, 1.023] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.091x [1.086, 1.163] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=262144: objective 0.791x [0.774, 0.998] over 6 rounds, rejected: 65536 B misaligned hot takes 1.311x [1.125, 1.395] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=1048576: objective 0.863x [0.850, 1.010] over 6 rounds, rejected: 65536 B misaligned hot takes 1.374x [1.137, 1.387] over 6 rounds the time of rep_movsb_from=16384
# rep_movsb_coaligned_from: kept (48 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.866x [0.780, 0.997] over 6 rounds, rejected: 4096 B aligned hot takes 1.709x [1.692, 1.748] over 6 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=16384: objective 0.867x [0.771, 1.005] over 6 rounds, rejected: 8192 B page rotating takes 1.111x [1.046, 1.213] over 6 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=65536: objective 0.995x [0.879, 1.006] over 21 rounds, rejected: 8192 B aligned rotating takes 1.046x [1.030, 1.171] over 21 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=262144: objective 0.786x [0.760, 1.006] over 6 rounds, rejected: 8192 B page rotating takes 1.044x [1.031, 1.068] over 6 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=1048576: objective 0.819x [0.806, 0.855] over 21 rounds, rejected: 4096 B aligned rotating takes 1.091x [1.040, 1.105] over 48 rounds the time of rep_movsb_coaligned_from=off
# rep_movsb_page_from: kept (48 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.888x [0.815, 0.999] over 9 rounds, rejected: 4096 B page hot takes 1.777x [1.774, 1.783] over 9 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=16384: objective 0.880x [0.808, 1.017] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.998x [0.993, 1.004] over 48 rounds, equivalent
#   rep_movsb_page_from=262144: objective 0.898x [0.765, 1.691] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.814x [0.802, 0.872] over 32 rounds, rejected: 8192 B page rotating takes 1.061x [1.036, 1.137] over 32 rounds the time of rep_movsb_page_from=off
# avoid_dst_above_src: kept (21 rounds): avoid_dst_above_src=63: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=63: objective -, started from
#   avoid_dst_above_src=0: objective 0.999x [0.992, 1.007] over 21 rounds, equivalent
# avoid_src_above_dst: kept (72 rounds): avoid_src_above_dst=63: every other value is worse by more than 1% or equal within it
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective 0.999x [0.992, 1.010] over 72 rounds, equivalent
# backward: kept (6 rounds): backward_dst_above_src=0 backward_from=0 backward_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.946x [0.753, 1.021] over 6 rounds, rejected: 16384 B band rotating takes 1.593x [1.460, 1.637] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.943x [0.742, 1.037] over 6 rounds, rejected: 16384 B band rotating takes 1.634x [1.604, 1.658] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.924x [0.824, 0.987] over 6 rounds, rejected: 16384 B band rotating takes 1.628x [1.582, 1.676] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.957x [0.813, 1.039] over 6 rounds, rejected: 16384 B band rotating takes 1.650x [1.605, 1.670] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.930x [0.786, 1.262] over 6 rounds, rejected: 16384 B band rotating takes 1.640x [1.607, 1.681] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.945x [0.778, 1.023] over 6 rounds, rejected: 16384 B band rotating takes 1.636x [1.575, 1.668] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.914x [0.722, 1.387] over 6 rounds, rejected: 16384 B band rotating takes 1.634x [1.523, 1.668] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.897x [0.714, 0.976] over 6 rounds, rejected: 16384 B band rotating takes 1.629x [1.572, 1.671] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
end
