//! Ctrl-C, SIGTERM and SIGHUP for the commands that write files: the
//! first one stops the command between two games (its finished files
//! kept, the one being written removed, what was done said); a second one
//! stops it at once. `kill`, `timeout`, systemd and `docker stop` send
//! SIGTERM, a closed terminal SIGHUP: each is handled as Ctrl-C is.

use std::sync::atomic::{AtomicI32, Ordering};

use crate::i18n::say;

/// The signal that asked the command to stop (0 while none did).
static RECEIVED: AtomicI32 = AtomicI32::new(0);

/// SIGINT, SIGTERM and SIGHUP by their numbers, the same on every Unix.
const SIGINT: i32 = 2;
const SIGTERM: i32 = 15;
const SIGHUP: i32 = 1;

/// The error a command stopped by a signal returns: `main` exits with
/// 128 and the signal's number (130 for Ctrl-C, 143 for SIGTERM, 129 for
/// SIGHUP), as a shell does for a command killed by it.
#[derive(Debug)]
pub struct Interrupted(i32);

impl Interrupted {
    /// The exit status: 128 and the signal's number.
    pub fn status(&self) -> u8 {
        u8::try_from(128 + self.0).unwrap_or(130)
    }
}

impl std::fmt::Display for Interrupted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self.0 {
            SIGTERM => say!("cli-terminated"),
            SIGHUP => say!("cli-hung-up"),
            _ => say!("cli-interrupted"),
        })
    }
}

impl std::error::Error for Interrupted {}

/// The exit status of a command that `err` stopped: 128 and the signal's
/// number when a signal stopped it.
pub fn status_of(err: &anyhow::Error) -> Option<u8> {
    err.downcast_ref::<Interrupted>().map(Interrupted::status)
}

/// Catches Ctrl-C, SIGTERM and SIGHUP from now on. Without a handler (one
/// could not be set), they end the process as usual: temporary files are
/// left, hidden, and no output's name is ever given a half-written file.
pub fn watch() {
    #[cfg(unix)]
    {
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
            return;
        };
        let _ = std::thread::Builder::new()
            .name("signals".into())
            .spawn(move || {
                for signal in signals.forever() {
                    received(signal);
                }
            });
    }
    #[cfg(not(unix))]
    {
        let _ = ctrlc::set_handler(|| received(SIGINT));
    }
}

/// A signal came: the first asks the command to stop between two games,
/// a second ends it at once.
fn received(signal: i32) {
    if RECEIVED.swap(signal, Ordering::SeqCst) != 0 {
        std::process::exit(128 + signal);
    }
    // A closed terminal (SIGHUP) may refuse the message: the stop goes on.
    let said = match signal {
        SIGINT => say!("cli-stopping"),
        _ => say!("cli-stopping-signal", signal = signal_name(signal)),
    };
    let _ = std::io::Write::write_all(&mut std::io::stderr(), format!("\n{said}\n").as_bytes());
}

fn signal_name(signal: i32) -> &'static str {
    match signal {
        SIGTERM => "SIGTERM",
        SIGHUP => "SIGHUP",
        _ => "SIGINT",
    }
}

/// `Err(Interrupted)` once a signal asked the command to stop.
///
/// # Errors
///
/// [`Interrupted`], once Ctrl-C was pressed (or SIGTERM or SIGHUP came).
pub fn check() -> anyhow::Result<()> {
    match RECEIVED.load(Ordering::Relaxed) {
        0 => Ok(()),
        signal => Err(Interrupted(signal).into()),
    }
}

/// [`check`] for a command that writes `outputs`: the error says they
/// were left as they were.
///
/// # Errors
///
/// [`Interrupted`], once Ctrl-C was pressed (or SIGTERM or SIGHUP came).
pub fn check_writing(outputs: &[&std::path::Path]) -> anyhow::Result<()> {
    check().map_err(|e| match outputs {
        [] => e,
        _ => {
            let files: Vec<String> = outputs.iter().map(|p| p.display().to_string()).collect();
            e.context(say!("cli-outputs-left", files = files.join(", ")))
        }
    })
}
