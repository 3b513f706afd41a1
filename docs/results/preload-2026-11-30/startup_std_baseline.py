import subprocess, time, statistics, os
libs={'empty':'target/tmp/libempty.so','rust-std-cdylib':'target/tmp/rcd/target/release/librcd.so','preload':'target/release/libmemcpy_jit_preload.so'}
res={k:[] for k in libs}
for i in range(300):
    for k in (list(libs) if i%2==0 else list(libs)[::-1]):
        env=dict(os.environ, LD_PRELOAD=libs[k]); t=time.perf_counter(); subprocess.run(['/bin/true'],env=env); res[k].append(time.perf_counter()-t)
for k,v in res.items(): print(k, '%.3f ms'%(statistics.median(v)*1e3))
