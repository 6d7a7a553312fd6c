//! One module per subcommand.

pub mod analyse;
pub mod epd;
pub mod fen;
pub mod key;
pub mod manual;
pub mod moves;
pub mod perft;
pub mod pgn;
pub mod play;
pub mod san;
#[cfg(feature = "serve")]
pub mod serve;

/// Exit status 0 when everything was fine, 1 when an input was not.
pub fn exit_status(ok: bool) -> std::process::ExitCode {
    if ok {
        std::process::ExitCode::SUCCESS
    } else {
        std::process::ExitCode::from(1)
    }
}

/// `--threads N`: a number of threads, at least one.
pub fn threads_arg(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => {
            Err("0 threads would do nothing: give 1 or more (the default is every core)".into())
        }
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "{text:?} is not a number of threads: give 1 or more"
        )),
    }
}
