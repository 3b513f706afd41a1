//! One bounded, escaped line: the form of every message this tool prints on stderr (errors,
//! warnings, notes) and of every value it echoes (a flag's argument, an environment
//! variable, a profile's text fields, a file name).
//!
//! - **One line.** Nothing that could end or rewrite the line on a terminal is printed
//!   raw: control characters (`\n`, `\r`, `ESC`, C1 controls), the Unicode bidi controls
//!   (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), the line and paragraph
//!   separators (U+2028, U+2029), zero-width and other format characters, and whatever else
//!   Rust's `char::escape_debug` escapes (unassigned and private-use code points, combining
//!   marks), each as its `escape_debug` form (`\n`, `\u{202e}`). Quotes and backslashes are
//!   kept as they are, so escaping twice changes nothing.
//! - **Bounded.** A message is at most [`MAX_LINE`] bytes, its prefix included; a longer one,
//!   or a value longer than its share, keeps its start and its end with `…` between (the
//!   middle of a 100 KB argument goes, the reason after it stays).

/// The prefix of every error line.
pub const ERROR: &str = "memcpy-jit: error: ";

/// The prefix of every warning line.
pub const WARNING: &str = "memcpy-jit: warning: ";

/// Most bytes of one message line, its prefix (`memcpy-jit: error: `) included.
pub const MAX_LINE: usize = 300;

/// Most bytes of a value echoed inside a message (an argument, a variable's value, a
/// profile's command), so that the message around it fits in [`MAX_LINE`].
pub const VALUE: usize = 80;

/// What marks the elided middle of a value (3 bytes).
const ELLIPSIS: &str = "…";

/// Whether `c` is printed as its escape rather than as itself.
pub fn is_escaped(c: char) -> bool {
    let listed = matches!(
        c,
        '\u{202a}'..='\u{202e}'
            | '\u{2066}'..='\u{2069}'
            | '\u{200b}'..='\u{200f}'
            | '\u{061c}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{feff}'
    );
    let kept = matches!(c, '"' | '\'' | '\\');
    listed || c.is_control() || (!kept && c.escape_debug().nth(1).is_some())
}

/// Appends `c` to `out`, escaped if it [`is_escaped`]; returns the bytes appended.
fn push(out: &mut String, c: char) -> usize {
    let before = out.len();
    if is_escaped(c) {
        // `escape_debug` of any character `is_escaped` picks is a backslash escape (a
        // control listed above that `escape_debug` would keep is spelled out the same way).
        match c.escape_debug().nth(1) {
            Some(_) => out.extend(c.escape_debug()),
            None => out.extend(c.escape_unicode()),
        }
    } else {
        out.push(c);
    }
    out.len() - before
}

/// The bytes `c` takes once escaped.
fn width(c: char) -> usize {
    let mut s = String::new();
    push(&mut s, c)
}

/// `text` escaped (see the module's documentation), whole.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        push(&mut out, c);
    }
    out
}

/// `text` escaped, and if that is longer than `max` bytes, its start and its end with `…`
/// between, `max` bytes in all. Only as much of `text` as is shown is looked at twice, so a
/// huge value costs one pass.
pub fn shown(text: &str, max: usize) -> String {
    let mut total = 0usize;
    if text.chars().all(|c| {
        total += width(c);
        total <= max
    }) {
        return escape(text);
    }
    let room = max.saturating_sub(ELLIPSIS.len());
    let (head_room, tail_room) = (room - room / 2, room / 2);
    let mut head = String::with_capacity(head_room + ELLIPSIS.len());
    for c in text.chars() {
        if head.len() + width(c) > head_room {
            break;
        }
        push(&mut head, c);
    }
    // The end, built backwards one character at a time.
    let mut tail: Vec<String> = Vec::new();
    let mut tail_len = 0;
    for c in text.chars().rev() {
        let mut piece = String::new();
        let n = push(&mut piece, c);
        if tail_len + n > tail_room {
            break;
        }
        tail_len += n;
        tail.push(piece);
    }
    head.push_str(ELLIPSIS);
    head.extend(tail.into_iter().rev());
    head
}

/// `text` (bytes that may not be UTF-8, such as an argument or a path) for a message: as
/// [`shown`], each byte that is not UTF-8 as `\xNN`.
pub fn shown_bytes(text: &[u8], max: usize) -> String {
    let mut s = String::new();
    for chunk in text.utf8_chunks() {
        s.push_str(chunk.valid());
        for b in chunk.invalid() {
            s.push_str(&format!("\\x{b:02x}"));
        }
    }
    shown(&s, max)
}

/// One message line: `prefix` then `text`, escaped and bounded to [`MAX_LINE`] bytes in
/// all, without its line end.
pub fn message(prefix: &str, text: &str) -> String {
    format!(
        "{prefix}{}",
        shown(text, MAX_LINE.saturating_sub(prefix.len()))
    )
}

/// Writes [`message`] and a line end to stderr. A failed write leaves nothing to report it
/// on: it is ignored (the exit status says what happened).
pub fn eprint(prefix: &str, text: &str) {
    use std::io::Write as _;
    let line = message(prefix, text) + "\n";
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

/// Every line of `text` (a report for stdout) escaped and bounded to [`MAX_LINE`] bytes: the
/// last guard of `info`, whose lines echo environment variables, profiles and arguments.
pub fn bounded_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for l in text.lines() {
        out.push_str(&shown(l, MAX_LINE));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_could_end_or_reorder_a_line() {
        for c in [
            '\n', '\r', '\t', '\u{1b}', '\u{7f}', '\u{85}', '\u{9b}', '\u{202a}', '\u{202e}',
            '\u{2066}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{061c}', '\u{2028}', '\u{2029}',
            '\u{200b}', '\u{feff}', '\u{ad}', '\u{e000}',
        ] {
            let s = escape(&format!("a{c}b"));
            assert!(s.starts_with("a\\") && s.ends_with('b'), "{c:?}: {s}");
            assert!(s.chars().all(|c| !is_escaped(c)), "{c:?}: {s}");
        }
        // Printable text, quotes and backslashes stay; escaping twice changes nothing.
        for t in ["plain 'x' \"y\" \\z", "é 中 😀", "a\\u{202e}b"] {
            assert_eq!(escape(t), t);
        }
        let once = escape("x\u{202e}\n\u{2028}y");
        assert_eq!(once, "x\\u{202e}\\n\\u{2028}y");
        assert_eq!(escape(&once), once);
    }

    #[test]
    fn long_values_keep_their_start_and_end() {
        assert_eq!(shown("short", 80), "short");
        let long = format!("start{}end", "x".repeat(100_000));
        let s = shown(&long, 80);
        assert!(s.len() <= 80, "{}", s.len());
        assert!(s.starts_with("startxx") && s.ends_with("xxend") && s.contains('…'));
        // Escapes are never cut, and the bound holds for any width of characters.
        for c in ['\u{202e}', 'é', '😀', '\n', 'a'] {
            let t: String = std::iter::repeat_n(c, 1000).collect();
            for max in [0, 1, 5, 9, 10, 11, 80, 300] {
                let s = shown(&t, max);
                assert!(s.len() <= max.max(ELLIPSIS.len()), "{c:?} {max}: {s}");
                // Every `\u{` escape is whole: its `}` follows.
                for part in s.split(ELLIPSIS) {
                    for (i, _) in part.match_indices("\\u{") {
                        assert!(part[i..].contains('}'), "{c:?} {max}: {s}");
                    }
                }
            }
        }
        assert_eq!(shown_bytes(b"a\xffb", 80), "a\\xffb");
    }

    #[test]
    fn a_message_is_one_bounded_line() {
        let m = message(
            "memcpy-jit: error: ",
            &format!("bad `{}`", "\n".repeat(5000)),
        );
        assert!(m.len() <= MAX_LINE && !m.contains('\n'), "{m}");
        assert!(m.starts_with("memcpy-jit: error: bad `\\n"));
        let text = bounded_lines("one\ntwo \u{202e}\n");
        assert_eq!(text, "one\ntwo \\u{202e}\n");
    }
}
