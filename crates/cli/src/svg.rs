//! A small SVG writer: ns per call against copy size, both axes logarithmic, one polyline per
//! variant, and the points where a variant's curve crosses the first variant's marked.
//!
//! Several panels (one per scenario) stack vertically in one file. No plotting crate: the
//! output is plain SVG 1.1 text, well-formed XML with every text node escaped.

use std::fmt::Write as _;

use memcpy_jit::harness::stats::crossings;

use crate::number::decimals;

/// One line of the plot.
#[derive(Clone, Debug)]
pub struct Series {
    pub name: String,
    /// (size in bytes, ns per call), sizes ascending.
    pub points: Vec<(f64, f64)>,
}

/// One chart.
#[derive(Clone, Debug)]
pub struct Panel {
    pub title: String,
    pub series: Vec<Series>,
}

const W: f64 = 960.0;
const PANEL_H: f64 = 420.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 250.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;
const COLORS: [&str; 8] = [
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
];

/// Escapes text for XML content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A logarithmic axis: values `lo..=hi` onto coordinates `a..=b`.
struct LogAxis {
    lo: f64,
    hi: f64,
    a: f64,
    b: f64,
}

impl LogAxis {
    fn new(lo: f64, hi: f64, a: f64, b: f64) -> LogAxis {
        let (lo, hi) = if hi > lo {
            (lo, hi)
        } else {
            (lo / 2.0, lo * 2.0)
        };
        LogAxis { lo, hi, a, b }
    }

    fn map(&self, v: f64) -> f64 {
        let t = (v.ln() - self.lo.ln()) / (self.hi.ln() - self.lo.ln());
        self.a + t * (self.b - self.a)
    }
}

/// An x label: `512`, `4K`, `1M`.
fn fmt_bytes(v: f64) -> String {
    match v.round() as u64 {
        v if v >= 1 << 20 && v % (1 << 20) == 0 => format!("{}M", v >> 20),
        v if v >= 1 << 10 && v % (1 << 10) == 0 => format!("{}K", v >> 10),
        v => v.to_string(),
    }
}

/// Renders `panels` into an SVG document titled `title`.
pub fn render(title: &str, subtitle: &str, panels: &[Panel]) -> String {
    let h = 60.0 + PANEL_H * panels.len().max(1) as f64;
    let (title, subtitle, mid) = (escape(title), escape(subtitle), W / 2.0);
    let mut s = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{h}" viewBox="0 0 {W} {h}" font-family="sans-serif" font-size="12">
<rect x="0" y="0" width="{W}" height="{h}" fill="white"/>
<text x="{mid}" y="22" font-size="15" text-anchor="middle">{title}</text>
<text x="{mid}" y="40" font-size="11" text-anchor="middle" fill="#555">{subtitle}</text>
"##
    );
    for (pi, p) in panels.iter().enumerate() {
        panel(&mut s, p, 50.0 + PANEL_H * pi as f64);
    }
    s + "</svg>\n"
}

fn panel(s: &mut String, p: &Panel, y0: f64) {
    let (x_lo, x_hi, y_lo, y_hi) = bounds(&p.series);
    let (pl, pr, pt, pb) = (LEFT, W - RIGHT, y0 + TOP, y0 + PANEL_H - BOTTOM);
    let (xmid, ymid, xa) = (
        (pl + pr) / 2.0,
        (pt + pb) / 2.0,
        LogAxis::new(x_lo, x_hi, pl, pr),
    );
    // Pad the y range by a little so lines do not sit on the frame.
    let ya = LogAxis::new(y_lo / 1.15, y_hi * 1.15, pb, pt);
    let (ty, title, w, h) = (y0 + 24.0, escape(&p.title), pr - pl, pb - pt);
    let _ = write!(
        s,
        r##"<g>
<text x="{xmid}" y="{ty}" font-size="13" text-anchor="middle">{title}</text>
<rect x="{pl}" y="{pt}" width="{w}" height="{h}" fill="none" stroke="#444"/>
"##
    );
    // x grid: powers of two (labels on every other one when crowded).
    let step = if (x_hi / x_lo).log2() > 12.0 { 2 } else { 1 };
    let mut k = x_lo.log2().ceil() as i32;
    while 2f64.powi(k) <= x_hi * 1.0001 {
        let x = xa.map(2f64.powi(k));
        let _ = writeln!(
            s,
            r##"<line x1="{x:.1}" y1="{pt}" x2="{x:.1}" y2="{pb}" stroke="#ddd"/>"##
        );
        if k % step == 0 {
            let (y, label) = (pb + 16.0, fmt_bytes(2f64.powi(k)));
            let _ = writeln!(
                s,
                r#"<text x="{x:.1}" y="{y}" text-anchor="middle">{label}</text>"#
            );
        }
        k += 1;
    }
    let _ = writeln!(
        s,
        r#"<text x="{xmid}" y="{}" text-anchor="middle">copy size (bytes, log scale)</text>"#,
        pb + 36.0
    );
    // y grid: 1-2-5 steps.
    let mut e = y_lo.log10().floor() as i32 - 1;
    while 10f64.powi(e) <= y_hi * 1.2 {
        for v in [1.0, 2.0, 5.0].map(|m| m * 10f64.powi(e)) {
            if (ya.lo..=ya.hi).contains(&v) {
                let (y, x, label) = (ya.map(v), pl - 6.0, decimals(v, 10.0));
                let ty = y + 4.0;
                let _ = write!(
                    s,
                    r##"<line x1="{pl}" y1="{y:.1}" x2="{pr}" y2="{y:.1}" stroke="#eee"/>
<text x="{x}" y="{ty:.1}" text-anchor="end">{label}</text>
"##
                );
            }
        }
        e += 1;
    }
    let _ = writeln!(
        s,
        r#"<text transform="translate({},{ymid}) rotate(-90)" text-anchor="middle">ns per call (log scale)</text>"#,
        pl - 50.0
    );
    // Lines and legend.
    let color = |i: usize| COLORS[i % COLORS.len()];
    for (i, ser) in p.series.iter().enumerate() {
        let (color, name, ly) = (color(i), escape(&ser.name), pt + 14.0 + 18.0 * i as f64);
        let pts: Vec<String> = ser
            .points
            .iter()
            .filter(|&&(x, y)| x > 0.0 && y > 0.0)
            .map(|&(x, y)| format!("{:.1},{:.1}", xa.map(x), ya.map(y)))
            .collect();
        let (pts, x1, x2, tx, ty) = (pts.join(" "), pr + 12.0, pr + 36.0, pr + 42.0, ly + 4.0);
        let _ = write!(
            s,
            r#"<polyline fill="none" stroke="{color}" stroke-width="2" points="{pts}"><title>{name}</title></polyline>
<line x1="{x1}" y1="{ly}" x2="{x2}" y2="{ly}" stroke="{color}" stroke-width="2"/>
<text x="{tx}" y="{ty}">{name}</text>
"#
        );
    }
    // Crossover markers.
    let curves: Vec<&[(f64, f64)]> = p.series.iter().map(|s| s.points.as_slice()).collect();
    let xs = crossings(&curves);
    let first = escape(p.series.first().map_or("", |s| &s.name));
    for (n, c) in xs.iter().enumerate() {
        let (x, y, color, size) = (xa.map(c.size), ya.map(c.ns), color(c.series), c.size);
        let (name, ty) = (
            escape(&p.series[c.series].name),
            y - 9.0 - 11.0 * (n % 2) as f64,
        );
        let _ = write!(
            s,
            r#"<circle cx="{x:.1}" cy="{y:.1}" r="5" fill="none" stroke="{color}" stroke-width="2"><title>{name} crosses {first} at about {size:.0} B</title></circle>
<text x="{x:.1}" y="{ty:.1}" text-anchor="middle" fill="{color}" font-size="10">≈{size:.0} B</text>
"#
        );
    }
    if !xs.is_empty() {
        let (x, y) = (pr + 12.0, pt + 14.0 + 18.0 * p.series.len() as f64 + 6.0);
        let y2 = y + 13.0;
        let _ = write!(
            s,
            r##"<text x="{x}" y="{y}" font-size="10" fill="#555">circles: where a line crosses</text>
<text x="{x}" y="{y2}" font-size="10" fill="#555">{first}</text>
"##
        );
    }
    s.push_str("</g>\n");
}

/// The smallest and largest x and y of the drawable (positive, finite) points.
fn bounds(series: &[Series]) -> (f64, f64, f64, f64) {
    let pts = series.iter().flat_map(|s| s.points.iter());
    let ok = pts.filter(|&&(x, y)| x > 0.0 && y > 0.0 && x.is_finite() && y.is_finite());
    let (mut x_lo, mut x_hi, mut y_lo, mut y_hi) = (f64::INFINITY, 0f64, f64::INFINITY, 0f64);
    for &(x, y) in ok {
        (x_lo, x_hi, y_lo, y_hi) = (x_lo.min(x), x_hi.max(x), y_lo.min(y), y_hi.max(y));
    }
    if x_lo.is_finite() {
        (x_lo, x_hi, y_lo, y_hi)
    } else {
        (1.0, 2.0, 1.0, 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn demo() -> Vec<Series> {
        vec![
            Series {
                name: "orig <scalar>".into(),
                points: vec![(32.0, 3.0), (256.0, 8.0), (4096.0, 100.0)],
            },
            Series {
                name: "erms & co".into(),
                points: vec![(32.0, 6.0), (256.0, 9.0), (4096.0, 60.0)],
            },
        ]
    }

    #[test]
    fn output_is_well_formed() {
        let doc = render(
            "a <title>",
            "sub & title",
            &[
                Panel {
                    title: "warm".into(),
                    series: demo(),
                },
                Panel {
                    title: "empty".into(),
                    series: vec![],
                },
            ],
        );
        let xml = roxmltree::Document::parse(&doc).expect("well-formed XML");
        let count = |name: &str| {
            xml.descendants()
                .filter(|n| n.tag_name().name() == name)
                .count()
        };
        assert_eq!(xml.root_element().tag_name().name(), "svg");
        assert_eq!((count("polyline"), count("circle")), (2, 1));
        assert!(doc.contains("orig &lt;scalar&gt;"));
        // The writer escapes: the titles come back as given.
        let texts: Vec<&str> = xml.descendants().filter_map(|n| n.text()).collect();
        assert!(texts.contains(&"a <title>") && texts.contains(&"sub & title"));
    }
}
