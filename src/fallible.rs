//! Allocation that reports failure instead of aborting, for the code that builds
//! [`Memcpy::tuned`](crate::Memcpy::tuned)'s instance (the preload library builds with the
//! same code, inside whatever program it serves: issue 23).
//!
//! `Vec::push`, `format!` and `String::clone` call the allocation error handler when the
//! allocator refuses, and that aborts the process (in the preload's `no_std` build, a panic
//! that aborts). The build path uses these helpers instead: each reserves first with
//! `try_reserve`, so a refusal comes back as an [`Oom`] that names the allocation, and
//! `tuned()` falls back to the plain copy with that name as its `fallback_reason`.
//!
//! An [`Oom`] carries a `&'static str` (made by [`oom!`]): reporting the failure allocates
//! nothing.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::alloc::Layout;
use core::fmt::{self, Write};

/// An allocation was refused; the text names it ("out of memory: … refused").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Oom(pub(crate) &'static str);

/// An [`Oom`] naming what could not be allocated: `oom!("the code image")` reads "out of
/// memory: the allocation for the code image was refused".
macro_rules! oom {
    ($what:literal) => {
        $crate::fallible::Oom(concat!(
            "out of memory: the allocation for ",
            $what,
            " was refused"
        ))
    };
}
pub(crate) use oom;

/// The value, or the abort `format!` and `Vec::push` give when the allocator refuses (for the
/// callers outside the build path, which keep the standard collections' behaviour).
pub(crate) fn infallible<T>(r: Result<T, Oom>) -> T {
    match r {
        Ok(v) => v,
        Err(_) => alloc::alloc::handle_alloc_error(Layout::new::<u8>()),
    }
}

/// `format!` that reports a refused allocation: the text is measured first, then written
/// into a string reserved to its exact length (so the writing never grows it).
pub(crate) fn format(what: Oom, args: fmt::Arguments<'_>) -> Result<String, Oom> {
    struct Count(usize);
    impl Write for Count {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            self.0 += s.len();
            Ok(())
        }
    }
    let mut n = Count(0);
    let _ = n.write_fmt(args);
    let mut s = String::new();
    s.try_reserve_exact(n.0).map_err(|_| what)?;
    // A `Display` that writes more the second time would grow the string: refuse that too
    // (never the case for the crate's own formats).
    struct Bounded<'a>(&'a mut String);
    impl Write for Bounded<'_> {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            if self.0.capacity() - self.0.len() < s.len() {
                return Err(fmt::Error);
            }
            self.0.push_str(s);
            Ok(())
        }
    }
    Bounded(&mut s).write_fmt(args).map_err(|_| what)?;
    Ok(s)
}

/// [`format`] with `format!`'s syntax: `try_format!(oom!("a note"), "{x} …")?`.
macro_rules! try_format {
    ($what:expr, $($arg:tt)*) => {
        $crate::fallible::format($what, format_args!($($arg)*))
    };
}
pub(crate) use try_format;

/// `v.push(x)`, reserving first.
pub(crate) fn push<T>(v: &mut Vec<T>, x: T, what: Oom) -> Result<(), Oom> {
    v.try_reserve(1).map_err(|_| what)?;
    v.push(x);
    Ok(())
}

/// `s.to_string()`, reserving first.
pub(crate) fn string(s: &str, what: Oom) -> Result<String, Oom> {
    let mut out = String::new();
    out.try_reserve_exact(s.len()).map_err(|_| what)?;
    out.push_str(s);
    Ok(out)
}

/// A copy of `v` (strings), reserving first.
pub(crate) fn strings(v: &[String], what: Oom) -> Result<Vec<String>, Oom> {
    let mut out = Vec::new();
    out.try_reserve_exact(v.len()).map_err(|_| what)?;
    for s in v {
        out.push(string(s, what)?);
    }
    Ok(out)
}

/// `v.to_vec()` for `Copy` elements, reserving first.
pub(crate) fn to_vec<T: Copy>(v: &[T], what: Oom) -> Result<Vec<T>, Oom> {
    let mut out = Vec::new();
    out.try_reserve_exact(v.len()).map_err(|_| what)?;
    out.extend_from_slice(v);
    Ok(out)
}

/// `Box::new(x)`, or `x` back when the allocator refuses (`Box::try_new` is not stable).
pub(crate) fn boxed<T>(x: T) -> Result<Box<T>, T> {
    let layout = Layout::new::<T>();
    if layout.size() == 0 {
        return Ok(Box::new(x));
    }
    // SAFETY: a layout of nonzero size.
    let p = unsafe { alloc::alloc::alloc(layout) }.cast::<T>();
    if p.is_null() {
        return Err(x);
    }
    // SAFETY: `p` is a fresh, aligned block for one `T` from the global allocator, which is
    // what `Box` owns and frees; writing `x` initialises it.
    unsafe {
        p.write(x);
        Ok(Box::from_raw(p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_writes_what_format_writes() {
        let what = oom!("a test");
        assert_eq!(
            try_format!(what, "{} and {:?}", 12, "x").unwrap(),
            alloc::format!("{} and {:?}", 12, "x")
        );
        assert_eq!(
            what.0,
            "out of memory: the allocation for a test was refused"
        );
        assert_eq!(*boxed(7u64).unwrap(), 7);
    }
}
