//! A seccomp filter that refuses executable memory to the calling thread, for the tests of
//! the refusal path: tests/exec_memory.rs (the whole build falls back) and src/exec.rs's unit
//! tests (a refused `mprotect` unmaps the page). Linux x86-64 only.

/// `AUDIT_ARCH_X86_64` from linux/audit.h: `EM_X86_64 | __AUDIT_ARCH_64BIT | __AUDIT_ARCH_LE`.
const AUDIT_ARCH_X86_64: u32 = 62 | 0x8000_0000 | 0x4000_0000;
/// Syscall numbers with this bit set are the x32 ABI, which the filter refuses outright.
const X32_SYSCALL_BIT: u32 = 0x4000_0000;

/// Installs a seccomp filter on the calling thread: `mmap`, `mprotect` and `pkey_mprotect`
/// fail with `EACCES` when their `prot` argument (the third, in all three) has `PROT_EXEC`;
/// everything else is allowed; a syscall from another architecture or ABI kills the process.
/// Returns the OS error if the kernel refuses the filter.
pub fn deny_exec_memory() -> std::io::Result<()> {
    use std::mem::offset_of;

    let stmt = |code: u32, k: u32| libc::sock_filter {
        code: code as u16,
        jt: 0,
        jf: 0,
        k,
    };
    let jump = |code: u32, k: u32, jt: u8, jf: u8| libc::sock_filter {
        code: code as u16,
        jt,
        jf,
        k,
    };
    let ld = libc::BPF_LD | libc::BPF_W | libc::BPF_ABS;
    let jeq = libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K;
    let ret = libc::BPF_RET | libc::BPF_K;
    let arch = offset_of!(libc::seccomp_data, arch) as u32;
    let nr = offset_of!(libc::seccomp_data, nr) as u32;
    // Low 32 bits of args[2] (little-endian): `prot` is an int.
    let prot = (offset_of!(libc::seccomp_data, args) + 2 * 8) as u32;
    // Jump offsets count instructions after the jump.
    let filter = [
        /* 0 */ stmt(ld, arch),
        /* 1 */ jump(jeq, AUDIT_ARCH_X86_64, 0, 10), // → 12 kill
        /* 2 */ stmt(ld, nr),
        /* 3 */
        jump(
            libc::BPF_JMP | libc::BPF_JGE | libc::BPF_K,
            X32_SYSCALL_BIT,
            8,
            0,
        ), // → 12
        /* 4 */ jump(jeq, libc::SYS_mmap as u32, 3, 0), // → 8
        /* 5 */ jump(jeq, libc::SYS_mprotect as u32, 2, 0), // → 8
        /* 6 */ jump(jeq, libc::SYS_pkey_mprotect as u32, 1, 0), // → 8
        /* 7 */ stmt(ret, libc::SECCOMP_RET_ALLOW),
        /* 8 */ stmt(ld, prot),
        /* 9 */
        jump(
            libc::BPF_JMP | libc::BPF_JSET | libc::BPF_K,
            libc::PROT_EXEC as u32,
            0,
            1,
        ),
        /* 10 */ stmt(ret, libc::SECCOMP_RET_ERRNO | libc::EACCES as u32),
        /* 11 */ stmt(ret, libc::SECCOMP_RET_ALLOW),
        /* 12 */ stmt(ret, libc::SECCOMP_RET_KILL_PROCESS),
    ];
    let prog = libc::sock_fprog {
        len: filter.len() as u16,
        filter: filter.as_ptr().cast_mut(),
    };
    // SAFETY: PR_SET_NO_NEW_PRIVS takes plain integers; it is required before an unprivileged
    // filter and harmless for root.
    if unsafe { libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `prog` points at `filter`, both alive for the call; the kernel copies the
    // program. The filter applies to this thread, which is the one that builds below.
    if unsafe {
        libc::prctl(
            libc::PR_SET_SECCOMP,
            libc::SECCOMP_MODE_FILTER,
            &prog as *const libc::sock_fprog,
        )
    } != 0
    {
        return Err(std::io::Error::last_os_error());
    }
    Ok(())
}
