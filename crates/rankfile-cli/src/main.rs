//! The `rankfile` command: thin wrappers over the `rankfile` library.

/// mimalloc: with the system allocator, threads that check games wait on
/// each other's locks to allocate and free (see BENCHMARKS.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod cmd;
mod diag;
mod help;
mod i18n;
mod interrupt;
mod output;
mod parallel;
mod progress;
mod unquoted;
mod usage;

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

/// Chess notation toolkit: read, check, explain and write FEN, SAN and PGN.
#[derive(Parser)]
#[command(name = "rankfile", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of the messages: en, fr, vi or pt (else RANKFILE_LANG,
    /// else LC_ALL, LC_MESSAGES or LANG, else English); for moves, also of
    /// the piece letters (and de, es, it, nl or figurine, for the letters
    /// alone). JSON keys, codes, FEN and PGN stay as the standards write
    /// them.
    #[arg(long, global = true, value_name = "LANG", value_parser = i18n::parse_lang)]
    lang: Option<rankfile::Lang>,
    /// Draw every problem of a FEN, those that follow from another too
    /// (folded under their cause otherwise, in one line).
    #[arg(long, global = true)]
    verbose: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Read, check, explain and draw FENs.
    Fen(cmd::fen::Args),
    /// Read and check EPD lines (a position and operations: bm, am, pv,
    /// id, c0-c9, hmvc, fmvn, acd, ce, dm, ...).
    Epd(cmd::epd::Args),
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
    /// Ask a UCI engine (Stockfish) for a position's score and best lines.
    Analyse(cmd::analyse::Args),
    /// Serve the web viewer and its JSON API (loopback, port 8080).
    #[cfg(feature = "serve")]
    Serve(cmd::serve::Args),
    /// Print the manual page (roff), of rankfile or of one of its commands.
    Man(cmd::manual::ManArgs),
    /// Print the completion script of a shell (bash, zsh, fish, powershell,
    /// elvish).
    Completions(cmd::manual::CompletionsArgs),
}

fn main() -> ExitCode {
    let raw: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let language = match i18n::init(&raw) {
        Ok(language) => language,
        Err(e) => {
            eprint!("{}", diag::error_line(&e));
            return ExitCode::from(2);
        }
    };
    let argv = command_line(raw);
    let command = || help::localized(Cli::command(), language);
    let parsed = command()
        .try_get_matches_from(&argv)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(err) => {
            // The help, or a usage error: read again with the usage lines in
            // the reader's words, which only these show (and which take a
            // second build of every command to write).
            let err = usage::with_usage_lines(command(), language)
                .try_get_matches_from(&argv)
                .err()
                .unwrap_or(err);
            let tip = (err.kind() == clap::error::ErrorKind::InvalidSubcommand)
                .then(|| argv.get(1).and_then(|a| a.to_str()).and_then(command_tip))
                .flatten();
            match usage::usage_error(&err, language) {
                Some(text) => eprint!("{text}"),
                None => {
                    let _ = err.print();
                }
            }
            if let Some(tip) = tip {
                eprintln!("\n{tip}");
            }
            return ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(2));
        }
    };
    diag::set_verbose(cli.verbose);
    let result = match cli.command {
        Command::Fen(args) => cmd::fen::run(args),
        Command::Epd(args) => cmd::epd::run(args),
        Command::Perft(args) => cmd::perft::run(args),
        Command::Pgn(args) => cmd::pgn::run(args),
        Command::Moves(args) => cmd::moves::run(args),
        Command::Play(args) => cmd::play::run(args),
        Command::San(args) => cmd::san::run(args),
        Command::Analyse(args) => cmd::analyse::run(args),
        #[cfg(feature = "serve")]
        Command::Serve(args) => cmd::serve::run(args),
        Command::Man(args) => cmd::manual::man(usage::with_usage_lines(command(), language), args),
        Command::Completions(args) => cmd::manual::completions(command(), args),
    };
    match result {
        Ok(code) => code,
        // The reader of the output stopped (`| head`): nothing is wrong.
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        // Ctrl-C, SIGTERM, SIGHUP: what was kept is said; 128 and the
        // signal's number, as a shell gives for a command it killed.
        Err(err) if interrupt::status_of(&err).is_some() => {
            eprintln!("{}{err:#}", crate::i18n::program());
            ExitCode::from(interrupt::status_of(&err).unwrap_or(130))
        }
        // A write that nothing named failed: standard output's, said so.
        Err(err) if stdout_full(&err).is_some() => {
            let e = stdout_full(&err).unwrap_or_default();
            let hint = i18n::say!("cli-hint-disk-full");
            let output = i18n::say!("cli-standard-output");
            let cannot = i18n::say!("cli-cannot-write", file = output.as_str());
            eprintln!("{}{cannot}: {e} ({hint})", crate::i18n::program());
            ExitCode::from(1)
        }
        Err(err) => {
            eprintln!("{}{err:#}", crate::i18n::program());
            ExitCode::from(1)
        }
    }
}

/// The system's words when `err` is a bare write error of a full disk:
/// nothing named the file, so it was standard output (`> /dev/full`).
fn stdout_full(err: &anyhow::Error) -> Option<String> {
    use std::io::ErrorKind;
    let e = err.downcast_ref::<std::io::Error>()?;
    matches!(
        e.kind(),
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded | ErrorKind::FileTooLarge
    )
    .then(|| e.to_string())
}

/// A command of `fen` or `pgn` typed without its group: which one was
/// meant.
fn command_tip(word: &str) -> Option<String> {
    Some(match word {
        "check" => i18n::say!("cli-tip-check"),
        "explain" | "show" | "svg" => i18n::say!("cli-tip-fen", command = word),
        "fmt" | "fens" | "stats" => i18n::say!("cli-tip-pgn", command = word),
        _ => return None,
    })
}

/// The arguments, each FEN the shell split put back together (with a note
/// on standard error that says to quote it); left as they are when one is
/// not UTF-8.
fn command_line(raw: Vec<std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    let Some(text) = raw
        .iter()
        .map(|a| a.to_str().map(str::to_string))
        .collect::<Option<Vec<String>>>()
    else {
        return raw;
    };
    let (joined, notes) = unquoted::rejoin(text);
    let joined = unquoted::keep_null_moves(joined);
    for note in notes {
        eprintln!("{note}");
    }
    joined.into_iter().map(Into::into).collect()
}

/// Whether writing failed because the other end of a pipe was closed.
fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
