//! `rankfile play`: play moves from a position, print the FEN after them.

use std::process::ExitCode;

use serde::Serialize;

use crate::diag;

#[derive(clap::Args)]
pub struct Args {
    /// One JSON object: {"fen": ..., "moves": [...], "fens": [...]}.
    #[arg(long)]
    json: bool,
    /// The starting position, as a FEN (quote it: it has spaces).
    fen: String,
    /// The moves, in UCI (e2e4, e7e8q, e1g1).
    #[arg(required = true)]
    moves: Vec<String>,
}

#[derive(Serialize)]
struct Report {
    fen: String,
    moves: Vec<String>,
    fens: Vec<String>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut pos = match diag::read_position(&args.fen) {
        Ok(pos) => pos,
        Err(err) => {
            eprint!("{}", diag::render_report(&args.fen, &err));
            return Ok(ExitCode::from(1));
        }
    };
    let mut report = Report {
        fen: String::new(),
        moves: Vec::new(),
        fens: Vec::new(),
    };
    for (i, text) in args.moves.iter().enumerate() {
        match pos.parse_uci(text) {
            Ok(m) => {
                pos.play_unchecked(&m);
                report.moves.push(m.to_string());
                report.fens.push(pos.fen());
            }
            Err(err) => {
                let legal: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
                eprintln!("error[{}]: move {} {err}", err.code(), i + 1);
                eprintln!("  position: {}", pos.fen());
                eprintln!(
                    "  legal moves: {}",
                    if legal.is_empty() {
                        "none".into()
                    } else {
                        legal.join(" ")
                    }
                );
                return Ok(ExitCode::from(1));
            }
        }
    }
    report.fen = pos.fen();
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        println!("{}", report.fen);
    }
    Ok(ExitCode::SUCCESS)
}
