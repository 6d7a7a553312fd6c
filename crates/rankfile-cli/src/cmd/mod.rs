//! One module per subcommand.

use crate::i18n::say;

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
    match text.trim().parse::<usize>() {
        Ok(0) => Err(say!("cli-threads-zero")),
        Ok(n) => Ok(n),
        Err(_) => Err(say!("cli-number-at-least", min = 1)),
    }
}

/// A parser of a whole number from `min` to `max` (no bound above when
/// `max` is `u64::MAX`), whose refusal says the bounds in the reader's
/// language.
pub fn whole_number<T: TryFrom<u64>>(
    min: u64,
    max: u64,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static {
    move |text: &str| {
        let refused = || match max {
            u64::MAX => say!("cli-number-at-least", min = min),
            _ => say!("cli-number-between", min = min, max = max),
        };
        let n: u64 = text.trim().parse().map_err(|_| refused())?;
        if !(min..=max).contains(&n) {
            return Err(refused());
        }
        T::try_from(n).map_err(|_| refused())
    }
}
