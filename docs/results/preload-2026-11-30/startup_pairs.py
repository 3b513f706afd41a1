import subprocess, time, sys, statistics, os
P='target/release/libmemcpy_jit_preload.so'; E='target/tmp/libempty.so'
def run(lib, cmd):
    env=dict(os.environ, LD_PRELOAD=lib)
    t=time.perf_counter(); subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL); return time.perf_counter()-t
for cmd in (['/bin/true'], ['ls','/usr/bin']):
    ratios=[]; a=[]; b=[]
    for i in range(400):
        order=[(E,a),(P,b)] if i%2==0 else [(P,b),(E,a)]
        for lib,l in order: l.append(run(lib,cmd))
    ratios=[y/x for x,y in zip(a,b)]
    print(' '.join(cmd), 'empty median %.3f ms, preload median %.3f ms, median paired ratio %.3f, q1-q3 %.3f-%.3f' % (statistics.median(a)*1e3, statistics.median(b)*1e3, statistics.median(ratios), *statistics.quantiles(ratios,n=4)[0:3:2]))
