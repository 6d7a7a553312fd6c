//! The `rankfile` command: thin wrappers over the `rankfile` library.

/// mimalloc: with the system allocator, threads that check games wait on
/// each other's locks to allocate and free (see BENCHMARKS.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod cmd;
mod diag;
mod games;
mod parallel;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Chess notation toolkit: read, check, explain and write FEN, SAN and PGN.
#[derive(Parser)]
#[command(name = "rankfile", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read, check, explain and draw FENs.
    Fen(cmd::fen::Args),
    /// Check, format, replay and count PGN files (plain, .gz, .zst).
    Pgn(cmd::pgn::Args),
    /// Count the move sequences of DEPTH plies from a position (perft).
    Perft(cmd::perft::Args),
    /// List the legal moves of positions (FENs from arguments or stdin).
    Moves(cmd::moves::Args),
    /// Play moves (SAN, long algebraic or UCI) from a position: the FEN
    /// after them and the moves in canonical SAN.
    Play(cmd::play::Args),
    /// Moves in any notation, answered in canonical SAN and UCI, with what
    /// the forgiving reader read differently.
    San(cmd::san::Args),
    /// Serve the web viewer and its JSON API (loopback, port 8080).
    Serve(cmd::serve::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Fen(args) => cmd::fen::run(args),
        Command::Perft(args) => cmd::perft::run(args),
        Command::Pgn(args) => cmd::pgn::run(args),
        Command::Moves(args) => cmd::moves::run(args),
        Command::Play(args) => cmd::play::run(args),
        Command::San(args) => cmd::san::run(args),
        Command::Serve(args) => cmd::serve::run(args),
    };
    match result {
        Ok(code) => code,
        // The reader of the output stopped (`| head`): nothing is wrong.
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("rankfile: {err:#}");
            ExitCode::from(1)
        }
    }
}

/// Whether writing failed because the other end of a pipe was closed.
fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
