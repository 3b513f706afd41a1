//! Code the workspace's tests share, as a crate of its own that each user names as a
//! dev-dependency, rather than a file two test trees include by path. Nothing here is part of
//! the library or its tools.
//!
//! - [`seccomp`]: a filter that refuses executable memory to the calling thread, for the
//!   library's refusal path: src/exec.rs's unit tests (a refused `mprotect` unmaps the page)
//!   and tests/exec_memory.rs (the whole build falls back).

pub mod seccomp;
