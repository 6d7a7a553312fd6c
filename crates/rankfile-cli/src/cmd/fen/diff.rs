//! `rankfile fen diff`: two FENs side by side, field by field.

use crate::i18n::{cat, say};
use std::io::Write;
use std::process::ExitCode;

use rankfile::diag::escape_controls;
use rankfile::fen::{self, ReadMode};
use serde::Serialize;

use crate::diag;

#[derive(clap::Args)]
pub(super) struct DiffArgs {
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// The first FEN.
    a: String,
    /// The second FEN.
    b: String,
}

#[derive(Serialize)]
struct DiffJson<'a> {
    a: &'a str,
    b: &'a str,
    same: bool,
    same_pieces: bool,
    differences: Vec<DifferenceJson>,
    only_in_a: Vec<String>,
    only_in_b: Vec<String>,
}

#[derive(Serialize)]
struct DifferenceJson {
    field: u8,
    name: &'static str,
    a: String,
    b: String,
    effect: String,
}

/// `fen diff`: exit 0 when the two are the same, 1 when they differ, 2
/// when one is no FEN (as `diff` does).
pub(super) fn diff(args: DiffArgs) -> anyhow::Result<ExitCode> {
    let (ra, rb) = (
        fen::check(&args.a, ReadMode::Strict),
        fen::check(&args.b, ReadMode::Strict),
    );
    let (Some(a), Some(b)) = (&ra.setup, &rb.setup) else {
        for (input, report) in [(&args.a, &ra), (&args.b, &rb)] {
            if report.setup.is_none() {
                diag::refuse(input, report, false, args.json)?;
            }
        }
        return Ok(ExitCode::from(2));
    };
    let c = rankfile::compare::compare(a, b);
    let same = c.differences.is_empty();
    let mut out = std::io::stdout().lock();
    if args.json {
        let json = DiffJson {
            a: &args.a,
            b: &args.b,
            same,
            same_pieces: c.same_pieces,
            differences: c
                .differences
                .into_iter()
                .map(|d| DifferenceJson {
                    field: d.number,
                    name: d.name,
                    a: d.a,
                    b: d.b,
                    effect: cat().text(&d.effect).into_owned(),
                })
                .collect(),
            only_in_a: c.only_in_a,
            only_in_b: c.only_in_b,
        };
        writeln!(out, "{}", serde_json::to_string(&json)?)?;
    } else if same {
        writeln!(out, "{}", say!("cli-diff-same"))?;
    } else {
        let count = c.differences.len();
        let line = if c.same_pieces {
            say!("cli-diff-same-pieces", count = count)
        } else {
            say!("cli-diff-different-pieces", count = count)
        };
        writeln!(out, "{line}")?;
        for d in &c.differences {
            let name = cat().say(&format!("field-{}", d.number), &[]);
            let colon = &cat().words().colon;
            writeln!(out, "{} {name}{colon}{} | {}", d.number, d.a, d.b)?;
            writeln!(out, "  {}", cat().text(&d.effect))?;
        }
        let list = |moves: &[String]| match moves {
            [] => say!("cli-none"),
            m => m.join(" "),
        };
        if c.same_pieces {
            let (a, b) = (list(&c.only_in_a), list(&c.only_in_b));
            writeln!(out, "{}", say!("cli-diff-first-only", moves = a))?;
            writeln!(out, "{}", say!("cli-diff-second-only", moves = b))?;
        }
    }
    for (input, report) in [(&args.a, &ra), (&args.b, &rb)] {
        if !report.is_ok() {
            let why = report.errors.first().map_or("", |e| e.code);
            let fen = escape_controls(input);
            eprintln!("{}", say!("cli-diff-not-legal", fen = &*fen, code = why));
        }
    }
    Ok(ExitCode::from(u8::from(!same)))
}
