# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out docs/results/zen5-2026-11-30/draws65536/tune1.profile
date=2026-11-30T16:49:20Z
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
# width+masked_max: undecided (761 rounds): kept width=avx512 masked_max=32 masked_form=halves: width=avx512 masked_max=64 masked_form=halves is faster (0.841x [0.840, 0.842] over 761 rounds) but the guard is open at 1 fixed size(s); width=avx512 masked_max=64 masked_form=one-zmm is faster (0.839x [0.838, 0.840] over 761 rounds) but the guard is open at 1 fixed size(s)
#   width=avx512 masked_max=32 masked_form=halves: objective -, started from
#   width=avx512 masked_max=off masked_form=halves: objective 1.575x [1.405, 1.623] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.118x [1.051, 1.212] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=16 masked_form=halves: objective 1.230x [1.092, 1.274] over 6 rounds, rejected: 17 B aligned hot takes 1.254x [1.253, 1.432] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=halves: objective 0.841x [0.840, 0.842] over 761 rounds, undecided
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.839x [0.838, 0.840] over 761 rounds, undecided
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.845x [0.763, 0.862] over 6 rounds, rejected: 8 B aligned rotating takes 1.212x [1.201, 1.341] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx2 masked_max=off masked_form=halves: objective 1.680x [1.491, 1.813] over 6 rounds, rejected: 1000 B aligned hot takes 1.738x [1.722, 1.748] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.005x [0.969, 1.053] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.118x [1.052, 1.238] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.005x [0.959, 1.030] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.194x [1.164, 1.203] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.993x [0.988, 1.012] over 6 rounds, rejected: 1000 B band hot takes 1.111x [1.109, 1.309] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.995x [0.979, 0.999] over 6 rounds, rejected: 8192 B misaligned hot takes 1.531x [1.527, 1.536] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.119x [1.002, 1.144] over 6 rounds, rejected: 4096 B aligned hot takes 2.949x [2.944, 2.953] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 0.984x [0.927, 1.053] over 6 rounds, rejected: 1000 B aligned hot takes 1.724x [1.721, 1.729] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (9 rounds): edges_before_loop=off: every other value is worse by more than 1% or equal within it
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.001x [0.990, 1.007] over 9 rounds, equivalent
# edges_head_first: kept (32 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.999x [0.993, 1.007] over 32 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=16384: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=16384: objective -, started from
#   rep_movsb_from=off: objective 0.991x [0.951, 0.997] over 6 rounds, rejected: 65536 B misaligned hot takes 1.347x [1.154, 1.357] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=4096: objective 0.962x [0.935, 1.006] over 6 rounds, rejected: 4096 B page hot takes 1.779x [1.774, 1.785] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=65536: objective 0.859x [0.815, 1.008] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.083x [1.055, 1.146] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=262144: objective 1.004x [0.955, 1.245] over 6 rounds, rejected: 65536 B misaligned rotating takes 1.218x [1.069, 1.372] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=1048576: objective 0.871x [0.862, 1.024] over 6 rounds, rejected: 65536 B misaligned hot takes 1.344x [1.160, 1.380] over 6 rounds the time of rep_movsb_from=16384
# rep_movsb_coaligned_from: kept (108 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.877x [0.789, 1.003] over 6 rounds, rejected: 4096 B page hot takes 1.777x [1.774, 1.779] over 6 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=16384: objective 1.000x [0.995, 1.003] over 108 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 0.877x [0.870, 0.883] over 72 rounds, rejected: 4096 B aligned rotating takes 1.064x [1.048, 1.083] over 72 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=262144: objective 0.794x [0.782, 1.004] over 9 rounds, rejected: 4096 B page rotating takes 1.177x [1.093, 1.246] over 9 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=1048576: objective 0.806x [0.793, 0.834] over 48 rounds, rejected: 4096 B aligned rotating takes 1.065x [1.053, 1.086] over 48 rounds the time of rep_movsb_coaligned_from=off
# rep_movsb_page_from: kept (108 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.960x [0.852, 1.047] over 6 rounds, rejected: 8192 B page hot takes 1.672x [1.667, 1.687] over 6 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=16384: objective 1.007x [1.000, 1.012] over 108 rounds, rejected: 4096 B page rotating takes 1.047x [1.021, 1.078] over 108 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=65536: objective 0.869x [0.861, 0.875] over 72 rounds, rejected: 4096 B page rotating takes 1.062x [1.029, 1.085] over 72 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=262144: objective 0.804x [0.799, 0.821] over 72 rounds, rejected: 4096 B page rotating takes 1.066x [1.043, 1.093] over 72 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=1048576: objective 0.804x [0.793, 0.867] over 48 rounds, rejected: 4096 B page rotating takes 1.102x [1.060, 1.155] over 48 rounds the time of rep_movsb_page_from=off
# avoid_dst_above_src: kept (21 rounds): avoid_dst_above_src=63: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=63: objective -, started from
#   avoid_dst_above_src=0: objective 1.001x [0.995, 1.010] over 21 rounds, equivalent
# avoid_src_above_dst: kept (48 rounds): avoid_src_above_dst=63: every other value is worse by more than 1% or equal within it
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective 1.004x [1.001, 1.008] over 48 rounds, equivalent
# backward: kept (6 rounds): backward_dst_above_src=0 backward_from=0 backward_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.926x [0.904, 1.014] over 6 rounds, rejected: 8192 B band rotating takes 1.467x [1.340, 2.759] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.909x [0.886, 1.017] over 6 rounds, rejected: 16384 B band rotating takes 1.677x [1.550, 1.709] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.929x [0.870, 1.024] over 6 rounds, rejected: 16384 B band rotating takes 1.694x [1.555, 2.700] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.958x [0.882, 1.109] over 6 rounds, rejected: 16384 B band rotating takes 1.687x [1.556, 1.700] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.942x [0.851, 1.025] over 6 rounds, rejected: 16384 B band rotating takes 1.667x [1.550, 1.689] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.943x [0.853, 1.027] over 6 rounds, rejected: 16384 B band rotating takes 1.691x [1.394, 1.749] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.895x [0.855, 0.973] over 6 rounds, rejected: 16384 B band rotating takes 1.670x [1.533, 1.695] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.861x [0.835, 0.935] over 6 rounds, rejected: 16384 B band rotating takes 1.679x [1.532, 1.699] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# kept the table's value for: width, masked_max, masked_form
end
