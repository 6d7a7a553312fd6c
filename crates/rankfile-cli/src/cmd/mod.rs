//! One module per subcommand.

pub mod fen;
pub mod moves;
pub mod perft;
pub mod pgn;
pub mod play;
pub mod san;
pub mod serve;

/// Exit status 0 when everything was fine, 1 when an input was not.
pub fn exit_status(ok: bool) -> std::process::ExitCode {
    if ok {
        std::process::ExitCode::SUCCESS
    } else {
        std::process::ExitCode::from(1)
    }
}
