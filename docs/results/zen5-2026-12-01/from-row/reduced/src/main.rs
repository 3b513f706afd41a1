//! `reduced-from-row ROW [rows]`: the tuner's reduced search (what `Memcpy::calibrated()`
//! runs, with its 14 ms of measuring) from the table row ROW as it reads on this CPU, with the
//! rows' step first when `rows` is given; prints the result, each step's outcome and the time
//! the search took.

use std::time::{Duration, Instant};

use memcpy_jit::{tune, CpuFeatures, Thresholds};

fn main() {
    let f = CpuFeatures::host();
    let from = std::env::args().nth(1).unwrap_or_else(|| "generic".into());
    let Some(table) = Thresholds::for_row(&from, &f) else {
        eprintln!("no row {from}");
        std::process::exit(2);
    };
    let mut cfg = tune::Config::reduced(f, Duration::from_millis(14));
    cfg.rows = std::env::args().nth(2).as_deref() == Some("rows");
    let start = Instant::now();
    let mut bench = tune::Bench::reduced(&cfg).expect("buffers");
    let r = tune::run(&cfg, table, &mut bench, &mut |_| {});
    let took = start.elapsed().as_secs_f64() * 1e3;
    let c = r.chosen;
    let row = Thresholds::row_names().find(|n| Thresholds::for_row(n, &f) == Some(c));
    println!(
        "from {from}{}: width {} masked_max {} rep_movsb_from {:?} avoid_dst_above_src {} (a row: {}) in {took:.1} ms",
        if cfg.rows { " with the rows' step" } else { "" },
        c.width, c.masked_max, c.rep_movsb_from, c.avoid_dst_above_src, row.unwrap_or("none")
    );
    for s in &r.steps {
        println!("  {}: {}", s.name, s.outcome.why());
    }
}
